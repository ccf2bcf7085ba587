"""Poses the URDF writer needs, composed inside the model rather than through the world.

A model far from the world's origin (or a link far from its model's frame)
has poses in the world that leave a double's range, or lose every digit of
a small offset to rounding, while the poses URDF writes (a link in its
parent link, a frame in its link) are ordinary numbers. So each pose here is
composed through the nearest frame both ends are placed in
(``kinematics.tree.local_pose``); None where even that leaves a double's
range, which the writer reports as a loss. Likewise the masses a URDF reader
would combine (``lumping_losses``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import numpy as np
import numpy.typing as npt
from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector, Severity
from sdformat_semantics.checks.inertia import inertia_problem
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames.lookup import FrameLookupError, vertex_named
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics.tree import local_pose
from sdformat_semantics.urdf.lumping import plan_links
from sdformat_semantics.urdf.reading import read_robot


def pose_in(document: FrameQueries, target: str, base: str) -> Pose | None:
    """The pose of ``target`` in ``base`` (query names), or None past a double's range."""
    graphs = document.frame_graphs()
    try:
        found = local_pose(graphs, vertex_named(graphs, target, ""), vertex_named(graphs, base, ""))
    except FrameLookupError:
        return None
    if found is None or not np.all(np.isfinite(found.matrix())):
        return None
    return found


def composed(*poses: Pose | None) -> Pose | None:
    """The product of poses, or None when one is missing or the product leaves a double's range."""
    result = Pose.identity()
    for pose in poses:
        if pose is None:
            return None
        try:
            result = result @ pose
        except OverflowError:
            return None
    return result if np.all(np.isfinite(result.matrix())) else None


def axis_in(document: FrameQueries, joint: str, child: str) -> npt.NDArray[np.float64]:
    """A joint's axis in its child link frame.

    Raises:
        FrameLookupError: The joint has no usable axis, or its rotation in the
            link cannot be found (as ``document.axis`` raises).
    """
    in_joint = document.axis(joint)  # raises for a missing or zero-length axis
    try:
        return document.axis(joint, child)
    except FrameLookupError:
        pass  # the way through the world left a double's range: the local one may not
    rotation = pose_in(document, joint, child)
    if rotation is None:
        raise FrameLookupError(f"the rotation of joint '{joint}' in link '{child}' is unknown")
    return rotation.rotate_vector(in_joint)


def off_axis(
    joint: Pose | None, axis: npt.NDArray[np.float64] | None, link: Pose | None
) -> npt.NDArray[np.float64] | None:
    """How far a joint's origin is off the axis line through its link's origin, or None.

    ``joint`` is the joint in its link, ``link`` the link in the model. None
    where one is unknown, or the offset, or the link frame moved by it (which
    a reader composes from the model's root), leaves a double's range, with
    a margin for a reader's rounding. Scaled by the largest coordinate first:
    a dot product of coordinates near ``1e308`` overflows where the offset
    itself does not.
    """
    if joint is None or axis is None or link is None:
        return None
    at = np.asarray(joint.position, dtype=np.float64)
    scale = float(np.max(np.abs(at)))
    if scale == 0.0:
        return at
    unit = at / scale
    with np.errstate(over="ignore", invalid="ignore"):
        offset = (unit - float(unit @ axis) * axis) * scale
    moved = (
        composed(link, Pose(offset, (0.0, 0.0, 0.0, 1.0))) if np.isfinite(offset).all() else None
    )
    if moved is None or float(np.max(np.abs(moved.position))) > _REACH:
        return None
    return offset


_REACH = 1e307
"""The farthest a moved link frame may be from the model frame: a reader composing the
poses from the root link, with a rounding of its own, stays within a double's range."""


_UNCOMBINED = (ErrorCode.LINK_INERTIA_INVALID, ErrorCode.POSE_NOT_FINITE)
_LINK_PATH = re.compile(r'/link\[@name="([^"]*)"\]$')


def lumping_losses(robot: etree._Element, links: Mapping[str, Any]) -> list[tuple[Any, str]]:
    """What URDF readers cannot combine when they lump the written fixed joints.

    A URDF reader merges a link on a fixed joint into its parent, adding
    masses, centres and inertias in the parent's frame: far apart or heavy
    enough, the sums leave a double's range, though each link written is
    fine. The written robot is lumped as our reader lumps it; each body it
    cannot combine is returned as (its SDFormat link, from ``links`` by URDF
    name, or None; the message).
    """
    problems = ProblemCollector()
    read = read_robot(robot, problems)
    if read is None:
        return []
    plan = plan_links(read, (), problems, preserve_all=False)
    found = []
    for body in plan.bodies:
        inertial = body.inertial
        wrong = (
            None if inertial is None else inertia_problem(inertial.mass, inertial.inertia.tolist())
        )
        if body.combined and wrong is not None and wrong[0] is Severity.ERROR:
            message = (
                "URDF readers merge links on fixed joints into their parent (fixed-joint "
                f"lumping): the links lumped into link '{body.link.name}' add up to an "
                f"inertia they reject ({wrong[1]})"
            )
            found.append((links.get(body.link.name), message))
    for error in problems.problems:
        if error.severity is Severity.ERROR and error.code in _UNCOMBINED:
            match = _LINK_PATH.search(error.path)
            link = links.get(match.group(1)) if match is not None else None
            message = (
                "URDF readers merge links on fixed joints into their parent (fixed-joint "
                f"lumping) and cannot combine these: {error.message}"
            )
            found.append((link, message))
    return found

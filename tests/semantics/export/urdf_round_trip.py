"""Checking that a model written as URDF reads back as the SDFormat model it came from.

``mismatches`` loads the written URDF twice (fixed joints lumped, for the
poses of every link and frame; fixed joints kept, for inertials, visuals,
collisions and joints) and lists every quantity that differs from the
original by more than 1e-9. Poses are compared relative to one link (URDF
has no model frame), composed with the move the writer reports for links
whose URDF frame sits on their joint's axis line.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np

import sdformat_semantics
from sdformat_semantics import Document, ParserConfig, Pose
from sdformat_semantics.export.urdf_parts import UrdfConversion, bounded

TOLERANCE = 1e-9
KEPT = ParserConfig(preserve_fixed_joints=True)


def _links(model: Any, scope: str = "") -> list[tuple[str, Any]]:
    found = [(scope + str(link.name), link) for link in model.links]
    for nested in model.models:
        found += _links(nested, scope + str(nested.name) + "::")
    return found


def _frames(model: Any, scope: str = "") -> list[str]:
    found = [scope + str(frame.name) for frame in model.frames]
    for nested in model.models:
        found.append(scope + str(nested.name))
        found += _frames(nested, scope + str(nested.name) + "::")
    return found


def _joints(model: Any, scope: str = "") -> list[tuple[str, Any]]:
    found = [(scope + str(joint.name), joint) for joint in model.joints]
    for nested in model.models:
        found += _joints(nested, scope + str(nested.name) + "::")
    return found


def _tensor(document: Document, link: str, reference: str, shift: Pose) -> tuple[float, Any, Pose]:
    inertial = document.inertial(link)
    frame = document.pose(link, reference) @ shift @ inertial.pose
    rotation = frame.rotation_matrix()
    return inertial.mass, rotation @ inertial.inertia @ rotation.T, frame


def mismatches(
    original: Document, conversion: UrdfConversion, model: Any, prefix: str = ""
) -> list[str]:
    """Every difference between ``model`` of ``original`` and its URDF read back."""
    lumped = sdformat_semantics.load(conversion.text)
    kept = sdformat_semantics.load(conversion.text, config=KEPT)
    wrong = [f"reading the URDF: {e}" for e in (*lumped.errors, *kept.errors)]
    if wrong:
        return wrong
    # Readers before urdfdom 5.1 (ROS 2 Humble and Jazzy, libsdformat) refuse any version but
    # 1.0: one is declared only for what 1.0 cannot hold at all (URDF 1.2's extra limits).
    declared = re.search(r'<robot [^>]*version="([^"]*)"', conversion.text)
    if declared and not re.search(r" (acceleration|deceleration|jerk)=", conversion.text):
        wrong.append(f"declares URDF {declared.group(1)} without URDF 1.2 limits")
    names = conversion.names
    identity = Pose.identity()
    links = _links(model)
    first = links[0][0]
    base_shift = conversion.moved.get(first, identity)

    def original_pose(local: str, shift: Pose = identity) -> Pose:
        return (
            original.pose(prefix + first).__matmul__(base_shift).inverse()
            @ original.pose(prefix + local)
            @ shift
        )

    for local, link in links:
        shift = conversion.moved.get(local, identity)
        if not lumped.pose(names[local], names[first]).isclose(original_pose(local, shift)):
            wrong.append(f"pose of link {local}")
        mass, tensor, frame = _tensor(original, prefix + local, prefix + first, identity)
        frame = base_shift.inverse() @ frame
        mass2, tensor2, frame2 = _tensor(kept, names[local], names[first], identity)
        if abs(mass - mass2) > TOLERANCE * max(1.0, mass):
            wrong.append(f"mass of {local}")
        if not np.allclose(tensor, tensor2, atol=TOLERANCE, rtol=TOLERANCE):
            wrong.append(f"inertia of {local}")
        if not frame.isclose(frame2, TOLERANCE) and not np.allclose(
            frame.position, frame2.position, atol=TOLERANCE
        ):
            wrong.append(f"centre of mass of {local}")
        written = _named(kept.model.links, names[local])
        # A capsule comes back as a cylinder and its two end spheres when URDF 1.0 was written.
        split = "<capsule" not in conversion.text
        for kind in ("visuals", "collisions"):
            theirs = list(getattr(written, kind))
            ours = [
                (mine.name, original.pose_of(mine, prefix + local) @ end)
                for mine in getattr(link, kind)
                if _expressible(mine)
                for end in _pieces(mine, split)
            ]
            if len(theirs) != len(ours):
                wrong.append(f"{kind} of {local}: {len(ours)} written, {len(theirs)} read")
                continue
            for (name, placed), back in zip(ours, theirs, strict=True):
                at = original_pose(local) @ placed
                at2 = kept.pose(names[local], names[first]) @ kept.pose_of(back, names[local])
                if not at.isclose(at2, TOLERANCE):
                    wrong.append(f"pose of {kind[:-1]} {name} of {local}")
    for local in _frames(model):
        if local in names and not lumped.pose(names[local], names[first]).isclose(
            original_pose(local)
        ):
            wrong.append(f"pose of frame {local}")
    for local, joint in _joints(model):
        if local in names and str(joint.type) in ("revolute", "continuous", "prismatic"):
            wrong += _joint_mismatches(original, kept, conversion, prefix, local, joint, first)
    return wrong


def _joint_mismatches(
    original: Document,
    kept: Document,
    conversion: UrdfConversion,
    prefix: str,
    local: str,
    joint: Any,
    first: str,
) -> list[str]:
    names, wrong = conversion.names, []
    base_shift = conversion.moved.get(first, Pose.identity())
    written = kept.find(names[local])
    if joint.axis is None:
        return wrong
    root = "world" if original.worlds else "__model__"
    rotation = base_shift.inverse() @ original.pose(prefix + first).inverse()
    axis = rotation.rotate_vector(original.axis(prefix + local, root))
    axis2 = kept.axis(names[local], names[first])
    if not np.allclose(axis, axis2, atol=TOLERANCE):
        wrong.append(f"axis of {local}")
    if str(joint.type) != "prismatic":
        point = rotation.transform_point(original.pose(prefix + local).position)
        point2 = kept.pose(names[local], names[first]).position
        if np.linalg.norm(np.cross(point2 - point, axis)) > TOLERANCE:
            wrong.append(f"axis line of {local}")
    limit, limit2 = joint.axis.limit if joint.axis else None, written.axis.limit
    if limit is not None:
        for key in ("lower", "upper", "effort", "velocity"):
            if bounded(getattr(limit, key)) != bounded(getattr(limit2, key)):
                wrong.append(f"{key} limit of {local}")
    dynamics, dynamics2 = joint.axis.dynamics if joint.axis else None, written.axis.dynamics
    if dynamics is not None:
        for key in ("damping", "friction"):
            if dynamics2 is None or getattr(dynamics, key) != getattr(dynamics2, key):
                wrong.append(f"{key} of {local}")
    return wrong


def _pieces(shape: Any, split: bool) -> list[Pose]:
    """Where each URDF shape written for ``shape`` sits in its frame: a split capsule is three."""
    capsule = getattr(shape.geometry, "capsule", None)
    if capsule is None or not split:
        return [Pose.identity()]
    half = float(capsule.length) / 2.0
    ends = [Pose(np.array([0.0, 0.0, z]), (0.0, 0.0, 0.0, 1.0)) for z in (half, -half)]
    return [Pose.identity(), *ends]


def _expressible(shape: Any) -> bool:
    geometry = shape.geometry
    shapes = ("box", "cylinder", "sphere", "mesh", "capsule")  # capsule: URDF 1.1
    return any(getattr(geometry, tag, None) is not None for tag in shapes)


def _named(elements: Any, name: str) -> Any:
    return next(element for element in elements if str(element.name) == name)

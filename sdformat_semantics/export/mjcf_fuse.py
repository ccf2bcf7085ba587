"""Fixed joints fused when writing MJCF: which links share a body, and their mass together.

With ``fuse_fixed``, a link whose parent joint is fixed and whose parent is a
link (not the world) is no body of its own: its geoms, sites, sensors and
lights go into the body of the nearest link above it that stays a body (its
host), at their poses there, and the host's inertial is the combination of
all of theirs (``auto_inertia.shapes.combined``, the parallel axis theorem
about the common centre of mass). The fused link's frame stays as a site of
the host named like the link, so its pose can still be asked of MuJoCo.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from sdformat_semantics.auto_inertia.compute import LinkInertial
from sdformat_semantics.auto_inertia.shapes import MassProperties, combined
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames import WORLD
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import JointModel


def fused_hosts(moving: Mapping[str, JointModel], links: Mapping[str, object]) -> dict[str, str]:
    """The host of every link that is fused: the nearest link above it keeping a body.

    A link is fused when the joint that places it (``moving``, by child link)
    is fixed and its parent is a link of ``links``.
    """

    def fused(name: str) -> bool:
        joint = moving.get(name)
        if joint is None or joint.type != "fixed":
            return False
        parent = str(joint.parent_body)
        return parent != WORLD and parent in links

    hosts: dict[str, str] = {}
    for name in links:
        host = name
        while fused(host):
            host = str(moving[host].parent_body)
        if host != name:
            hosts[name] = host
    return hosts


def combined_inertial(
    document: FrameQueries, world: str | None, host: str, members: list[str]
) -> LinkInertial:
    """The mass properties of ``host`` with its fused ``members``, in the host's link frame.

    The inertial frame of the result is at the common centre of mass with the
    host's axes; when no part has mass the host's own inertial stays.
    """
    own = document.inertial(host, world=world)
    parts = [_in_host(document, world, host, host, own)]
    computed = own.computed
    for member in members:
        inertial = document.inertial(member, world=world)
        parts.append(_in_host(document, world, host, member, inertial))
        computed = computed or inertial.computed
    if not sum(part.mass for part in parts) > 0.0:
        return own
    whole = combined(parts)
    centre = Pose(whole.center, (0.0, 0.0, 0.0, 1.0))
    return LinkInertial(whole.mass, centre, whole.inertia, computed)


def _in_host(
    document: FrameQueries, world: str | None, host: str, link: str, inertial: LinkInertial
) -> MassProperties:
    """One link's mass properties seen from the host's link frame."""
    rotation = inertial.pose.rotation_matrix()
    tensor = rotation @ np.asarray(inertial.inertia, dtype=float) @ rotation.T
    in_link = MassProperties(float(inertial.mass), inertial.pose.position, tensor)
    return in_link.moved(document.pose(link, host, world=world))

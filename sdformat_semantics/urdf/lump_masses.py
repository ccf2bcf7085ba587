"""Where the reference's fixed-joint lumping divides by a total mass of zero.

The reference lumps a fixed subtree one link at a time, deepest first: each
link, with what was lumped into it already, is merged into its parent, the
parent's children taken in the order of their joint names. A merge places
the centre of mass at the mass-weighted mean of the two centres, so two sides
whose masses add up to zero (an ``<inertial>`` of mass 0 meeting a link of
mass 0, or one with no ``<inertial>``, which counts as mass 0 once something
is merged into it) give a centre of NaN. Every later merge carries the NaN up
to the body, and the reference then refuses the file ("Pose values must be
finite"). Our own lumping sums the whole subtree at once and has a centre
either way; this module finds the merge so the load can report it.
"""

from __future__ import annotations

from collections.abc import Callable

from sdformat_semantics.urdf.model import Joint, Link, Robot

ZeroMerge = tuple[Link, Link, Joint]
"""A merge of two massless sides: the link merged, the link it is merged into, their joint."""


def zero_mass_merge(
    robot: Robot, body: Link, below: dict[str, list[Joint]], lumped: Callable[[Joint], bool]
) -> ZeroMerge | None:
    """The first merge in the reference's order whose two sides have no mass, or None.

    ``below``: each link's joints, in the order the reference takes them;
    ``lumped``: whether a fixed joint is lumped. The subtree is walked with a
    stack (a chain of links is as deep as it is long).
    """
    masses: dict[str, float | None] = {}  # each link's mass with its subtree merged in
    stack: list[tuple[Link, bool]] = [(body, False)]
    while stack:
        link, children_done = stack.pop()
        joints = [joint for joint in below.get(link.name, []) if lumped(joint)]
        if not children_done:
            stack.append((link, True))
            stack.extend((robot.links[joint.child], False) for joint in reversed(joints))
            continue
        mass = None if link.inertial is None else link.inertial.mass
        for joint in joints:
            merged = masses.pop(joint.child)
            if merged is None:  # no <inertial> anywhere below: nothing is merged
                continue
            if (0.0 if mass is None else mass) + merged == 0.0:
                return robot.links[joint.child], link, joint
            mass = merged if mass is None else mass + merged
        masses[link.name] = mass
    return None

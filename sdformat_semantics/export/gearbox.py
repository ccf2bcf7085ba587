"""The gearbox joint rewritten as a mimic constraint between its two revolute joints.

A gearbox joint couples the rotations of its parent and child links, each
measured from ``gearbox_reference_body``; in practice two revolute joints
connect the reference body to those links. The mimic proposal deprecates the
gearbox in favour of a ``<mimic>`` on the output revolute joint's axis that
follows the input revolute joint. The deprecation warning itself is a load
check (``checks.gearbox``).

The multiplier comes from the gearbox's definition (the spec's, as
``sdformat describe joint/gearbox_ratio`` prints it): ``theta_2 = -ratio *
theta_1``, where ``theta_1`` is the parent link's rotation from the
reference body about the gearbox's ``axis`` and ``theta_2`` the child's
about its ``axis2``. The input joint turns the parent link by ``q_in``
about its own axis, the output joint the child by ``q_out`` about its own,
so ``theta_1 = s_in * q_in`` and ``theta_2 = s_out * q_out``, where ``s`` is
+1 when the revolute joint's axis points along the gearbox axis and -1 when
it points the opposite way (compared in the model's frame at the zero
configuration). Hence ``q_out = -ratio * s_in * s_out * q_in``: the mimic's
multiplier, its offset and reference zero. An axis that is neither aligned
with nor opposed to its gearbox axis leaves no multiplier to derive, and the
gearbox is kept with the reason, not guessed. (The proposal's example writes
``+ratio``, but it also turns the follower's axis, so it settles nothing.)
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, Protocol, TypeGuard

import attrs
import numpy as np

from sdformat_runtime.binding import Element
from sdformat_semantics.entities import JointLike, child_class, has_mimic, is_joint
from sdformat_semantics.frames import FrameGraphs, FrameKind, Vertex, unit


class LoadedDocument(Protocol):
    """What the rewrite reads of a loaded document (``Document`` is one)."""

    @property
    def root(self) -> Element | None:
        """The ``<sdf>`` object."""
        ...

    @property
    def graphs(self) -> Mapping[str, FrameGraphs]:
        """The frame graphs of each world (``""``: the root model)."""
        ...


ROTARY = ("revolute", "continuous")
"""Joint types that can carry each side of a gearbox (one rotational axis)."""

DEFAULT_AXIS = (0.0, 0.0, 1.0)
"""An axis without ``<xyz>`` turns about the joint frame's z (the spec default)."""
UNSET = ("", "__default__")
"""Texts of an absent ``gearbox_reference_body`` (the spec default is ``__default__``)."""


@attrs.frozen
class GearboxRewrite:
    """What became of one gearbox joint.

    Attributes:
        gearbox: Scoped name of the gearbox joint.
        leader: Scoped name of the input revolute joint, or None.
        follower: Scoped name of the output revolute joint, or None.
        multiplier: The mimic's multiplier, ``-gearbox_ratio`` times the
            directions of the two revolute axes along the gearbox's (see the
            module text); the ratio itself when the gearbox is kept.
        reason: Why the gearbox was kept; empty when it was rewritten.
        element: The gearbox joint object (file and line in ``xml_origin``).
    """

    gearbox: str
    leader: str | None
    follower: str | None
    multiplier: float
    reason: str = ""
    element: JointLike | None = attrs.field(default=None, eq=False, repr=False)

    @property
    def rewritten(self) -> bool:
        """Whether the gearbox was replaced by a mimic constraint."""
        return not self.reason

    def __str__(self) -> str:
        origin = self.element.xml_origin if self.element is not None else None
        where = f"{origin.file or '<string>'}:{origin.line}: " if origin else ""
        if self.reason:
            return f"{where}gearbox joint '{self.gearbox}' kept: {self.reason}"
        return (
            f"{where}gearbox joint '{self.gearbox}' rewritten: '{self.follower}' <axis> now "
            f"mimics '{self.leader}' with multiplier {self.multiplier:g}"
        )


def gearbox_to_mimic(document: LoadedDocument) -> tuple[Any, list[GearboxRewrite]]:
    """Replace each gearbox joint by a mimic constraint between its revolute joints.

    The input joint is a revolute (or continuous) joint from the reference
    body to the gearbox's parent link, the output joint one from the
    reference body to its child link (without a reference body: any common
    parent). The output joint's ``<axis>`` gets ``<mimic joint="input">``
    with the gearbox ratio as multiplier, and the gearbox joint is removed.

    Args:
        document: A loaded document; it is not changed.

    Returns:
        A rewritten copy of ``document.root``, and one ``GearboxRewrite`` per
        gearbox joint (with the reason where it was kept).
    """
    if document.root is None:
        return None, []
    # deepcopy's memo: id of each original object -> its copy, where the rewrite edits.
    memo: dict[int, Any] = {}
    root = copy.deepcopy(document.root, memo)
    results = []
    removed: dict[int, set[int]] = {}
    """Per copied owner, the copied gearbox joints to drop (dropped once at the end)."""
    for graphs in document.graphs.values():
        rotary: dict[str, dict[str, tuple[str, str]]] = {}
        for vertex in list(graphs.vertices.values()):
            joint = vertex.element
            if is_joint(joint) and str(joint.type) == "gearbox":
                result, follower = _plan(graphs, vertex, joint, rotary)
                if follower is not None:
                    _apply(graphs, vertex, follower, result, memo, removed)
                results.append(result)
    owners = {id(owner): owner for owner in memo.values()}
    for owner_id, joints in removed.items():
        owner = owners[owner_id]
        owner.joints = [j for j in owner.joints if id(j) not in joints]
    return root, results


def _plan(
    graphs: FrameGraphs,
    vertex: Vertex,
    joint: JointLike,
    rotary: dict[str, dict[str, tuple[str, str]]],
) -> tuple[GearboxRewrite, Vertex | None]:
    """The rewrite of the gearbox ``joint`` (at ``vertex``), and the output joint's vertex.

    The vertex is None when the gearbox is kept. ``rotary`` caches the rotary
    joints of each scope: planning changes no graph, and finding them once per
    gearbox made many gearboxes quadratic.
    """
    ratio = float(joint.gearbox_ratio)
    scope = graphs.scope_of(vertex.name)

    def kept(reason: str) -> tuple[GearboxRewrite, None]:
        return GearboxRewrite(vertex.name, None, None, ratio, reason, joint), None

    links: dict[str, str | None] = {}
    for end, frame in (("parent", joint.parent), ("child", joint.child)):
        found = graphs.lookup(str(frame), scope)
        links[end] = graphs.body(found) if found is not None else None
        if links[end] is None:
            return kept(f"its {end} '{frame}' is not attached to a link")
    reference_text = str(joint.gearbox_reference_body or "")
    reference = None
    if reference_text not in UNSET:
        found = graphs.lookup(reference_text, scope)
        reference = graphs.body(found) if found is not None else None
        if reference is None:
            return kept(f"gearbox_reference_body '{reference_text}' is not attached to a link")
    if scope.prefix not in rotary:
        rotary[scope.prefix] = _rotary_joints(graphs, scope.prefix)
    ends = rotary[scope.prefix]
    inputs = [v for v, (_, child) in ends.items() if child == links["parent"]]
    outputs = [v for v, (_, child) in ends.items() if child == links["child"]]
    pairs = [
        (i, o)
        for i in inputs
        for o in outputs
        if i != o and ends[i][0] == ends[o][0] and reference in (None, ends[i][0])
    ]
    base = f"'{reference_text}'" if reference is not None else "a common parent"
    if not pairs:
        return kept(
            f"no pair of revolute joints connects {base} to its parent '{joint.parent}' "
            f"and to its child '{joint.child}', so there is no joint axis to put a mimic on"
        )
    if len(pairs) > 1:
        listed = ", ".join(f"{i} -> {o}" for i, o in pairs)
        return kept(f"several revolute joint pairs could replace it ({listed}); choose by hand")
    leader, follower = (graphs.vertices[name] for name in pairs[0])
    output = follower.element
    assert is_joint(output)  # _rotary_joints keeps bound joints only
    axis = output.axis
    if axis is not None and has_mimic(axis) and axis.mimic is not None:
        return kept(f"the output joint '{follower.name}' already mimics another joint")
    if "mimic" not in _field_names(child_class(output, "axis")):
        return kept("this SDFormat version has no <mimic>; it is part of 1.10")
    if not leader.name.startswith(follower.scope):
        return kept(
            f"the input joint '{leader.name}' cannot be named from the scope of the output "
            f"joint '{follower.name}' (names go down only)"
        )
    signs = {
        end.name: _direction(graphs, end.name, end.element, vertex.name, joint, gear_axis)
        for end, gear_axis in ((leader, PARENT_AXIS), (follower, CHILD_AXIS))
    }
    leader_sign, follower_sign = signs[leader.name], signs[follower.name]
    if leader_sign is None or follower_sign is None:
        name, gear_axis = (
            (leader.name, PARENT_AXIS) if leader_sign is None else (follower.name, CHILD_AXIS)
        )
        return kept(
            f"the axis of '{name}' is neither aligned with nor opposed to the gearbox's "
            f"<{gear_axis}> (or one of them does not resolve), so the direction of the "
            "mimic cannot be decided; rewrite it by hand"
        )
    multiplier = -ratio * leader_sign * follower_sign
    rewrite = GearboxRewrite(vertex.name, leader.name, follower.name, multiplier, "", joint)
    return rewrite, follower


PARENT_AXIS = "axis"
"""The gearbox axis the parent link's angle (``theta_1``) is measured about."""
CHILD_AXIS = "axis2"
"""The gearbox axis the child link's angle (``theta_2``) is measured about."""
ALIGNED = 1e-9
"""How far from +-1 the cosine between two axes may be for them to count as one line."""


def _direction(
    graphs: FrameGraphs,
    joint_name: str,
    joint: object,
    gearbox_name: str,
    gearbox: JointLike,
    gear_axis: str,
) -> float | None:
    """+1 or -1: whether a joint's ``<axis>`` points along a gearbox axis or against it."""
    ours = _axis_in_origin(graphs, joint_name, getattr(joint, "axis", None))
    theirs = _axis_in_origin(graphs, gearbox_name, getattr(gearbox, gear_axis, None))
    if ours is None or theirs is None:
        return None
    cosine = float(np.dot(ours, theirs))
    if abs(abs(cosine) - 1.0) > ALIGNED:
        return None
    return 1.0 if cosine > 0 else -1.0


def _axis_in_origin(graphs: FrameGraphs, joint: str, axis: object) -> np.ndarray | None:
    """A joint axis's unit direction in the graphs' origin frame, at the zero configuration."""
    xyz = getattr(axis, "xyz", None)
    value = getattr(xyz, "value", None) if xyz is not None else None
    direction = unit(np.asarray(value if value is not None else DEFAULT_AXIS, dtype=np.float64))
    if direction is None:
        return None
    expressed_in = str(getattr(xyz, "expressed_in", "") or "")
    frame = graphs.lookup(expressed_in, graphs.scope_of(joint)) if expressed_in else joint
    pose = graphs.pose_in_origin(frame) if frame is not None else None
    return None if pose is None else np.asarray(pose.rotate_vector(direction))


def _rotary_joints(graphs: FrameGraphs, prefix: str) -> dict[str, tuple[str, str]]:
    """Revolute and continuous joints in a scope or below, with their parent and child bodies."""
    found: dict[str, tuple[str, str]] = {}
    for vertex in graphs.vertices.values():
        joint = vertex.element
        if vertex.kind is not FrameKind.JOINT or not vertex.name.startswith(prefix):
            continue
        if not is_joint(joint) or str(joint.type) not in ROTARY:
            continue  # (a custom parser's joint has no type: it cannot be rotary)
        parent_vertex = graphs.lookup(str(joint.parent), graphs.scope_of(vertex.name))
        parent = graphs.body(parent_vertex) if parent_vertex is not None else None
        child = graphs.body(vertex.name)
        if parent is not None and child is not None and child != vertex.name:
            found[vertex.name] = (parent, child)
    return found


class _NewMimic(Protocol):
    """The fields of a ``<mimic>`` the rewrite fills in."""

    joint: str
    multiplier: float


def _is_new_mimic(element: Element) -> TypeGuard[_NewMimic]:
    return element.TAG == "mimic"


def _field_names(cls: type[Element]) -> set[str]:
    return {name for name, _ in attrs.fields_dict(cls).items()}


def _apply(
    graphs: FrameGraphs,
    gearbox: Vertex,
    follower: Vertex,
    rewrite: GearboxRewrite,
    memo: dict[int, Any],
    removed: dict[int, set[int]],
) -> None:
    """Put the mimic on the copied output joint; mark the copied gearbox joint for removal."""
    owner = graphs.vertices[graphs.scope_of(gearbox.name).frame].element
    removed.setdefault(id(memo[id(owner)]), set()).add(id(memo[id(gearbox.element)]))
    joint = memo[id(follower.element)]
    if joint.axis is None:
        joint.axis = child_class(joint, "axis").default()
    assert rewrite.leader is not None
    leader = rewrite.leader[len(follower.scope) :]
    mimic = child_class(joint.axis, "mimic").default()
    assert _is_new_mimic(mimic)
    mimic.joint, mimic.multiplier = leader, rewrite.multiplier
    joint.axis.mimic = mimic

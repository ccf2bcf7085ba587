"""The kinematic tree of one world or root model: bodies joined by moving joints.

Bodies are what the attached-to graph ends at: links (and the world). Each
joint joins the body its parent frame is attached to with the body its child
frame is attached to. The joint frame is fixed on the child side; at the zero
configuration, which is what the pose graph describes, the parent side
coincides with it.

A body is moved by at most one joint. Which joints are left out of the tree,
each with a warning (JOINT_KINEMATIC_LOOP) where the document did not already
report an error:

* a second joint onto a child that already has one, and a joint that would
  close a cycle of parents: they close kinematic loops, which positions alone
  cannot satisfy;
* gearbox joints: they couple two other joints (see ``gearbox_note``) and
  move nothing by themselves;
* joints whose parent or child does not resolve, or that join a body to itself.
"""

from __future__ import annotations

import math

import attrs
import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.entities import AxisLike, JointLike, is_joint
from sdformat_semantics.frames import WORLD, FrameGraphs, FrameKind, unit
from sdformat_semantics.frames.dot import tree_graph
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics.mimic import AXES_OF_TYPE

FloatArray = npt.NDArray[np.float64]

DEFAULT_AXIS = np.array([0.0, 0.0, 1.0])
"""The spec default of ``<xyz>``, used for an axis a moving joint does not write."""

DEFAULT_SCREW_PITCH = 1.0
"""``screw_thread_pitch``'s spec default (metres per revolution)."""

GEARBOX_NOTE = (
    "a gearbox joint moves nothing itself: it couples the revolute joints that hold its "
    "parent and child links, whose positions are taken as given (rewrite it as a <mimic> "
    "with 'sdformat print --gearbox-to-mimic' to have the coupling applied)"
)
"""Why gearbox joints are outside the tree and take no position."""


@attrs.frozen
class JointModel:
    """What kinematics needs of one joint.

    Attributes:
        name: The joint's scoped vertex name.
        type: The joint type.
        element: The joint object.
        parent_body: The body the parent side moves with (``world`` for the world).
        child_body: The body the joint frame is fixed on.
        axes: Unit axes in the joint frame, one per coordinate.
        coordinates: ``axis``/``axis2`` per axis (empty for ball and fixed).
        limits: ``(lower, upper)`` per coordinate; continuous joints have none.
        pitch: Screw joints: metres of travel per revolution.
        zero: The joint frame's pose in the origin at the zero configuration (4x4).
        parent_to_joint: The joint frame's pose in the parent body's frame at the
            zero configuration (4x4; None for the world, or where it does not resolve).
        joint_to_child: The child body's pose in the joint frame (4x4, None where it
            does not resolve).
        in_tree: Whether the joint moves its child body.
        left_out: Why it does not, when it does not.
    """

    name: str
    type: str
    element: JointLike = attrs.field(eq=False, repr=False)
    parent_body: str | None
    child_body: str | None
    axes: tuple[FloatArray, ...] = attrs.field(eq=False)
    coordinates: tuple[str, ...]
    limits: tuple[tuple[float, float], ...]
    pitch: float
    zero: FloatArray | None = attrs.field(eq=False, repr=False)
    parent_to_joint: FloatArray | None = attrs.field(eq=False, repr=False)
    joint_to_child: FloatArray | None = attrs.field(eq=False, repr=False)
    in_tree: bool = False
    left_out: str = ""


@attrs.define
class KinematicTree:
    """The joints of one world or root model, and the order that moves them.

    Attributes:
        graphs: The frame graphs the tree was read from.
        joints: Every joint by scoped name, in document order.
        order: The joints of the tree, every parent body moved before its children.
        problems: Warnings about joints left out of the tree.
        warned: The ``(joint, axis, side)`` limits already warned about: a
            document warns once per joint and cause, not once per query.
    """

    graphs: FrameGraphs
    joints: dict[str, JointModel] = attrs.field(factory=dict)
    order: list[str] = attrs.field(factory=list)
    problems: list[Error] = attrs.field(factory=list)
    warned: set[tuple[str, str, str]] = attrs.field(factory=set, eq=False, repr=False)

    def edges(self) -> list[tuple[str, str, JointModel]]:
        """``(parent body, child body, joint)`` for every joint whose bodies resolve."""
        return [
            (joint.parent_body, joint.child_body, joint)
            for joint in self.joints.values()
            if joint.parent_body is not None and joint.child_body is not None
        ]

    def to_dot(self) -> str:
        """The tree in Graphviz DOT syntax: bodies as nodes, joints as edges parent -> child.

        Each edge is labelled with the joint's scoped name and type; joints
        left out of the tree (loops, gearboxes) are drawn dashed.
        """
        kinds = {
            name: vertex.kind.value
            for name, vertex in self.graphs.vertices.items()
            if vertex.kind is FrameKind.LINK
        }
        edges = []
        for parent, child, joint in self.edges():
            for body in (parent, child):
                kinds.setdefault(
                    body, "world" if body == WORLD else self.graphs.vertices[body].kind.value
                )
            edges.append((parent, child, f"{joint.name}\n({joint.type})", joint.in_tree))
        return tree_graph("kinematic_tree", kinds, edges)


def build_tree(graphs: FrameGraphs) -> KinematicTree:
    """Read the kinematic tree of one world or root model from its frame graphs."""
    tree = KinematicTree(graphs)
    by_child: dict[str, str] = {}
    for vertex in graphs.vertices.values():
        if vertex.kind is not FrameKind.JOINT or not is_joint(vertex.element):
            continue  # a custom parser's joint is a frame only
        joint = _read_joint(graphs, vertex.name, vertex.element)
        reason = _reason_left_out(graphs, joint, by_child)
        if reason:
            joint = attrs.evolve(joint, left_out=reason)
            _warn(tree, joint, reason)
        else:
            by_child[str(joint.child_body)] = joint.name
            joint = attrs.evolve(joint, in_tree=True)
        tree.joints[joint.name] = joint
    _break_cycles(tree, by_child)
    _leave_out_unplaced(tree, by_child)
    tree.order = _moving_order(tree, by_child)
    return tree


_OUT_OF_RANGE = "its pose relative to its parent or child link leaves the range of a double"


def _leave_out_unplaced(tree: KinematicTree, by_child: dict[str, str]) -> None:
    """Leave out each joint whose parent body moves but whose pose in it is out of range.

    A joint on a body nothing moves is placed by its pose in the origin;
    one below a moving body needs its pose in that body, which two far-apart
    links may not have within a double's range.
    """
    for child, name in list(by_child.items()):
        joint = tree.joints[name]
        if joint.parent_to_joint is None and joint.parent_body in by_child:
            tree.joints[name] = attrs.evolve(joint, in_tree=False, left_out=_OUT_OF_RANGE)
            _warn(tree, joint, _OUT_OF_RANGE)
            del by_child[child]


def _warn(tree: KinematicTree, joint: JointModel, reason: str) -> None:
    message = f"joint '{joint.name}' is left out of the kinematic tree: {reason}"
    code = ErrorCode.JOINT_KINEMATIC_LOOP
    tree.problems.append(problem(code, message, joint.element, severity=Severity.WARNING))


def _reason_left_out(graphs: FrameGraphs, joint: JointModel, by_child: dict[str, str]) -> str:
    if joint.type == "gearbox":
        return GEARBOX_NOTE
    if joint.type not in AXES_OF_TYPE:
        return f"its type '{joint.type}' is not a joint type"
    if joint.parent_body is None or joint.child_body is None or joint.zero is None:
        return "its parent or child does not resolve to a link (see the errors)"
    if joint.parent_body == joint.child_body:
        return f"its parent and child are both fixed on '{joint.child_body}'"
    child_kind = graphs.vertices[joint.child_body].kind if joint.child_body != WORLD else None
    if child_kind is not FrameKind.LINK:
        return f"its child is fixed on '{joint.child_body}', which cannot move"
    if joint.joint_to_child is None:
        return _OUT_OF_RANGE
    if len(joint.axes) != len(joint.coordinates):
        return "an axis has a zero-length xyz or an expressed_in that does not resolve"
    if joint.child_body in by_child:
        earlier = by_child[joint.child_body]
        return (
            f"link '{joint.child_body}' is already the child of joint '{earlier}'; "
            "this joint closes a kinematic loop"
        )
    return ""


def _read_joint(graphs: FrameGraphs, name: str, element: JointLike) -> JointModel:
    joint_type = str(element.type)
    coordinates = AXES_OF_TYPE.get(joint_type, ())
    axes: list[FloatArray] = []
    limits: list[tuple[float, float]] = []
    for field in coordinates:
        axis: AxisLike | None = getattr(element, field, None)
        direction = _axis_in_joint_frame(graphs, name, axis)
        if direction is not None:
            axes.append(direction)
        limits.append(_limits(axis, joint_type))
    zero = graphs.pose_in_origin(name)
    parent_body = _parent_body(graphs, name, element)
    child_body = graphs.body(name)
    return JointModel(
        name=name,
        type=joint_type,
        element=element,
        parent_body=parent_body,
        child_body=child_body,
        axes=tuple(axes),
        coordinates=coordinates,
        limits=tuple(limits),
        pitch=screw_pitch(element),
        zero=None if zero is None else zero.matrix(),
        parent_to_joint=_relative_matrix(graphs, name, parent_body),
        joint_to_child=_relative_matrix(graphs, child_body, name),
    )


def _relative_matrix(
    graphs: FrameGraphs, vertex: str | None, base: str | None
) -> FloatArray | None:
    """The pose of ``vertex`` in ``base`` at the zero configuration, or None."""
    if vertex is None or base is None:
        return None
    pose = local_pose(graphs, vertex, base)
    return None if pose is None else pose.matrix()


def local_pose(graphs: FrameGraphs, vertex: str, base: str) -> Pose | None:
    """The pose of ``vertex`` in ``base`` composed through their nearest common pose parent.

    ``FrameGraphs.relative_pose`` goes through the origin: two frames side by
    side at ``1.7e308`` have no poses relative to each other that way (the
    inverse of either is out of range), but have one through the frame they
    are both placed in. None where the graph gives none (a broken chain) or
    the poses leave a double's range.
    """
    if vertex not in graphs.vertices or base not in graphs.vertices:
        return None
    above: dict[str, int] = {}
    current: str | None = vertex
    while current is not None and current not in above:
        above[current] = len(above)
        edge = graphs.pose_edges.get(current)
        current = edge.parent if edge is not None else None
    current = base
    seen: set[str] = set()
    while current not in above:
        seen.add(current)
        edge = graphs.pose_edges.get(current)
        if edge is None or edge.parent in seen:
            return None
        current = edge.parent
    from_vertex = graphs.pose_below(vertex, current)
    from_base = graphs.pose_below(base, current)
    if from_vertex is None or from_base is None:
        return None
    try:
        return from_base.inverse() @ from_vertex
    except OverflowError:
        return None


def _parent_body(graphs: FrameGraphs, name: str, element: JointLike) -> str | None:
    parent = str(element.parent)
    if parent == WORLD:
        return WORLD  # also in a model file: fixed to whatever holds the model
    found = graphs.lookup(parent, graphs.scope_of(name))
    return graphs.body(found) if found is not None else None


def _axis_in_joint_frame(
    graphs: FrameGraphs, joint: str, axis: AxisLike | None
) -> FloatArray | None:
    """An axis direction rotated from the frame it is expressed in into the joint frame.

    The rotation is that of the zero configuration: ``expressed_in`` names a
    frame whose orientation the axis borrows as the model is written.
    """
    if axis is None or axis.xyz is None:
        return DEFAULT_AXIS
    direction = unit(np.asarray(axis.xyz.value, dtype=np.float64))
    if direction is None:
        return None
    expressed_in = str(axis.xyz.expressed_in or "")
    if not expressed_in:
        return direction
    source = graphs.lookup(expressed_in, graphs.scope_of(joint))
    rotation = graphs.relative_pose(source, joint) if source is not None else None
    if rotation is None:
        return None
    result: FloatArray = rotation.rotate_vector(direction)
    return result


def _limits(axis: AxisLike | None, joint_type: str) -> tuple[float, float]:
    limit = getattr(axis, "limit", None)
    if joint_type == "continuous" or limit is None:
        return (-math.inf, math.inf)  # continuous joints turn without bound, whatever is written
    return (float(limit.lower), float(limit.upper))


def screw_pitch(element: JointLike) -> float:
    """A screw joint's travel per revolution in metres, as the spec version writes it.

    ``screw_thread_pitch`` (1.10) is metres per revolution, positive for a
    right-handed thread. The deprecated ``thread_pitch`` is radians per metre
    with the opposite sign, ``thread_pitch = -2 pi / screw_thread_pitch``; it
    is used when it is written and ``screw_thread_pitch`` is not. With
    neither, the spec default of ``screw_thread_pitch`` (1 m per revolution).
    """
    present = element.xml_extras.present
    if "screw_thread_pitch" in present or "thread_pitch" not in present:
        return float(getattr(element, "screw_thread_pitch", DEFAULT_SCREW_PITCH))
    legacy = float(getattr(element, "thread_pitch", 0.0))
    return -2.0 * math.pi / legacy if legacy != 0.0 else math.inf


def _break_cycles(tree: KinematicTree, by_child: dict[str, str]) -> None:
    """Leave out one joint of each cycle of parent bodies (the last one found)."""
    state: dict[str, int] = {}  # 1 = on the current walk, 2 = done
    for start in list(by_child):
        walk: list[str] = []
        body: str | None = start
        while body is not None and body in by_child and body not in state:
            state[body] = 1
            walk.append(body)
            body = tree.joints[by_child[body]].parent_body
        if body is not None and state.get(body) == 1:
            closing = tree.joints[by_child[walk[-1]]]
            reason = "its parent is moved by its own child: this joint closes a kinematic loop"
            tree.joints[closing.name] = attrs.evolve(closing, in_tree=False, left_out=reason)
            _warn(tree, closing, reason)
            del by_child[walk[-1]]
        for item in walk:
            state[item] = 2


def _moving_order(tree: KinematicTree, by_child: dict[str, str]) -> list[str]:
    """The tree's joints with every joint after the one that moves its parent body."""
    order: list[str] = []
    placed: set[str] = set()
    for name in by_child.values():
        chain: list[str] = []
        current: str | None = name
        while current is not None and current not in placed:
            chain.append(current)
            parent = tree.joints[current].parent_body
            current = by_child.get(parent) if parent is not None else None
        for item in reversed(chain):
            placed.add(item)
            order.append(item)
    return order

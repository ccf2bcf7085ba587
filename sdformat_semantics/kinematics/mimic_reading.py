"""Reading the ``<mimic>`` elements of a document into constraints, with why each one fails.

Every joint at every nesting depth is read (libsdformat checks leaders only
in the top-level scopes); a leader is named from the follower's scope, down
only; joint types must have the axes used on both ends, and an axis holds at
most one ``<mimic>``. Stricter than libsdformat on each point.
"""

from __future__ import annotations

from typing import cast

from lxml import etree

from sdformat_runtime.binding import peek_child, unread_element
from sdformat_runtime.errors import Error, ErrorCode, XmlOrigin, problem
from sdformat_semantics.entities import AxisLike, JointLike, MimicLike, has_mimic, is_joint
from sdformat_semantics.frames import SEPARATOR, FrameGraphs, FrameKind, Vertex
from sdformat_semantics.kinematics.mimic import (
    AXES_OF_TYPE,
    AXIS_NAMES,
    MimicConstraint,
    joint_type_of,
)


def collect_mimics(graphs: FrameGraphs) -> tuple[list[MimicConstraint], list[Error]]:
    """Resolve every ``<mimic>`` of one world or root model.

    Args:
        graphs: The frame graphs whose joints are searched (all depths).

    Returns:
        The constraints that resolve (scope by scope: a model's joints before
        those of its nested models; those on a cycle included, which
        ``checks.mimic`` reports), and every problem found
        (JOINT_AXIS_MIMIC_INVALID).
    """
    constraints: list[MimicConstraint] = []
    problems: list[Error] = []
    for vertex in list(graphs.vertices.values()):
        joint = vertex.element
        if vertex.kind is not FrameKind.JOINT or not is_joint(joint):
            continue  # a custom parser's joint is a frame only: it has no axes
        node = unread_element(joint)
        if node is not None and not _writes_a_mimic(node):
            continue  # an unread joint whose XML holds no <mimic> in an axis: nothing to read
        for field in ("axis", "axis2"):
            # Before 1.10 a <mimic> is unknown content, reported as such by the reader.
            # Peeked: a joint (and an axis) without a mimic stays unfilled when lazy.
            seen = peek_child(joint, field)
            if (
                seen is None
                or not has_mimic(cast(AxisLike, seen))
                or peek_child(seen, "mimic") is None
            ):
                continue
            axis = getattr(joint, field)
            mimic = axis.mimic
            if mimic is not None:
                problems.extend(_repeated_mimics(vertex, axis, field))
                constraint = _resolve(graphs, vertex, joint, field, mimic, problems)
                if constraint is not None:
                    constraints.append(constraint)
    return constraints, problems


def _writes_a_mimic(node: etree._Element) -> bool:
    """Whether a joint's XML holds a ``<mimic>`` in an axis (children filtered in C)."""
    for axis in node.iterchildren("axis", "axis2"):
        if next(axis.iterchildren("mimic"), None) is not None:
            return True
    return False


def mimic_problem(message: str, mimic: MimicLike, suggestion: str | None = None) -> Error:
    """A ``JOINT_AXIS_MIMIC_INVALID`` error about a ``<mimic>``."""
    code = ErrorCode.JOINT_AXIS_MIMIC_INVALID
    return problem(code, message, mimic, suggestion=suggestion)


def _repeated_mimics(vertex: Vertex, axis: AxisLike, field: str) -> list[Error]:
    """A second ``<mimic>`` in one axis: the reader keeps it unused, we make it an error."""
    problems = []
    repeats = [e for e in axis.xml_extras.kept_elements() if e.tag == "mimic"]
    origin = axis.xml_origin
    for number, repeat in enumerate(repeats, start=2):
        message = (
            f"joint '{vertex.name}' <{field}> has more than one <mimic>; an axis follows "
            f"one leader, so mimic number {number} (leader '{repeat.get('joint', '')}') "
            "is not applied"
        )
        line = repeat.sourceline if isinstance(repeat.sourceline, int) else None
        file, path = (origin.file, f"{origin.path}/mimic[{number}]") if origin else (None, "")
        # The repeat's own line; its path numbers it among the axis's <mimic> elements.
        where = XmlOrigin(file, line, path)
        problems.append(problem(ErrorCode.JOINT_AXIS_MIMIC_INVALID, message, where))
    return problems


def _resolve(
    graphs: FrameGraphs,
    vertex: Vertex,
    joint: JointLike,
    field: str,
    mimic: MimicLike,
    problems: list[Error],
) -> MimicConstraint | None:
    """The constraint a ``<mimic>`` of ``joint`` states, or None after reporting why it has none."""
    found: list[Error] = []
    follower_type = str(joint.type)
    follower_axes = AXES_OF_TYPE.get(follower_type)
    if follower_axes is not None and field not in follower_axes:
        found.append(
            mimic_problem(_missing_axis("follower", vertex.name, follower_type, field), mimic)
        )
    leader_axis = str(mimic.axis)
    if leader_axis not in AXIS_NAMES:
        message = f"mimic axis '{leader_axis}' is not a leader axis name: use 'axis' or 'axis2'"
        found.append(mimic_problem(message, mimic))
    reference = str(mimic.joint)
    leader: Vertex | None = None
    if "joint" not in mimic.xml_extras.present and mimic.xml_origin is not None:
        problems.extend(found)  # the reader reported the missing attribute
        return None
    if not reference:
        found.append(mimic_problem("mimic names no leader joint (joint is empty)", mimic))
    else:
        leader = _leader(graphs, vertex, reference, mimic, found)
    leader_type = ""
    if leader is not None:
        leader_type = joint_type_of(leader)
        leader_axes = AXES_OF_TYPE.get(leader_type)
        lacks_axis = leader_axes is not None and leader_axis not in leader_axes
        if leader.name == vertex.name and leader_axis == field:
            message = f"joint '{vertex.name}' <{field}> cannot mimic itself"
            found.append(mimic_problem(message, mimic))
        elif lacks_axis and leader_axis in AXIS_NAMES:
            message = _missing_axis("leader", leader.name, leader_type, leader_axis)
            found.append(mimic_problem(message, mimic))
    problems.extend(found)
    if found or leader is None:
        return None
    return MimicConstraint(
        follower=vertex.name,
        follower_axis=field,
        leader=leader.name,
        leader_axis=leader_axis,
        multiplier=float(mimic.multiplier),
        offset=float(mimic.offset),
        reference=float(mimic.reference),
        follower_type=follower_type,
        leader_type=leader_type,
        element=mimic,
    )


def _missing_axis(role: str, joint: str, joint_type: str, axis: str) -> str:
    axes = AXES_OF_TYPE[joint_type]
    has = {0: "has no axis", 1: "has one axis, <axis>"}.get(len(axes), "has <axis> and <axis2>")
    if role == "follower":
        return f"joint '{joint}' is a {joint_type} joint, which {has}: its <{axis}> cannot follow"
    return f"leader joint '{joint}' is a {joint_type} joint, which {has}: no {axis} to follow"


def _leader(
    graphs: FrameGraphs, follower: Vertex, reference: str, mimic: MimicLike, found: list[Error]
) -> Vertex | None:
    """The leader joint's vertex, named from the follower's scope (down only), or None."""
    scope = graphs.scope_of(follower.name)
    name = graphs.lookup(reference, scope)
    if name is not None and graphs.vertices[name].kind is FrameKind.JOINT:
        return graphs.vertices[name]  # (the owner's name, for messages, would fill a lazy model)
    owner = graphs.vertices[scope.frame].element  # a world, or a bound or custom model
    owner_name = owner.name if owner is not None else ""
    where = f"{'world' if scope.is_world else 'model'} '{owner_name}'"
    if name is None:
        message = f"leader joint '{reference}' not found in the scope of {where}"
        suggestion = None
        if _in_enclosing_scope(graphs, reference, scope.prefix):
            message += (
                "; a joint of that name is in an enclosing scope, but names go down into "
                "nested models with '::', never up"
            )
        else:
            suggestion = graphs.suggest(reference, scope, {FrameKind.JOINT})
        found.append(mimic_problem(message, mimic, suggestion))
        return None
    vertex = graphs.vertices[name]
    if vertex.kind is not FrameKind.JOINT:
        message = f"leader '{reference}' in {where} is a {vertex.kind.value}, not a joint"
        found.append(mimic_problem(message, mimic))
        return None
    return vertex


def _in_enclosing_scope(graphs: FrameGraphs, reference: str, prefix: str) -> bool:
    """Whether ``reference`` names a joint from a scope that encloses ``prefix``."""
    models = prefix.split(SEPARATOR)[:-1]  # "a::b::" -> ["a", "b"]
    for depth in range(len(models)):
        outer = "".join(name + SEPARATOR for name in models[:depth])
        vertex = graphs.vertices.get(outer + reference)
        if vertex is not None and vertex.kind is FrameKind.JOINT:
            return True
    return False

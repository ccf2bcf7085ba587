"""The joint checks: parent and child presence, existence and difference; axis frames and lengths.

Moved out of ``checks`` unchanged, which the joint checks made too long.
"""

from __future__ import annotations

from sdformat_runtime.binding import peek, peek_child
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.entities import AxisLike, JointLike, is_joint
from sdformat_semantics.frames import (
    ROOT,
    WORLD,
    FrameGraphs,
    FrameKind,
    Scope,
    has_direction,
)

__all__ = ["check_joints"]


def check_joints(graphs: FrameGraphs) -> list[Error]:
    """Parent and child presence, existence and difference; axis frames and lengths."""
    problems: list[Error] = []
    joints = [v for v in graphs.vertices.values() if v.kind is FrameKind.JOINT]
    for vertex in joints:
        joint = vertex.element
        if not is_joint(joint):
            continue  # a joint of a custom-parsed model: only its frame is known
        scope = graphs.scope_of(vertex.name)
        problems.extend(_check_joint(graphs, joint, scope))
        for field, axis in (("axis", joint.axis), ("axis2", joint.axis2)):
            if axis is not None:
                problems.extend(_check_axis(graphs, joint, axis, field, scope))
    return problems


def _check_joint(graphs: FrameGraphs, joint: JointLike, scope: Scope) -> list[Error]:
    problems: list[Error] = []
    present = joint.xml_extras.present
    built_in_code = joint.xml_origin is None
    if not built_in_code and ("parent" not in present or "child" not in present):
        return problems  # ELEMENT_MISSING already (sdformat_semantics.required)
    parent, child = str(joint.parent), str(joint.child)
    own = scope.prefix + joint.name
    if parent == ROOT:
        message = f"joint parent '{ROOT}' is reserved"
        problems.append(problem(ErrorCode.RESERVED_NAME, message, joint, suffix="/parent"))
        return problems
    if parent == joint.name:
        message = f"joint '{joint.name}' names itself as its parent"
        code = ErrorCode.JOINT_PARENT_LINK_INVALID
        problems.append(problem(code, message, joint, suffix="/parent"))
        return problems
    if parent == child:
        message = f"joint '{joint.name}' has the same parent and child '{parent}'"
        problems.append(problem(ErrorCode.JOINT_PARENT_SAME_AS_CHILD, message, joint))
        return problems
    parent_vertex = WORLD if parent == WORLD else graphs.lookup(parent, scope)
    if parent_vertex is None:
        message = f"joint parent '{parent}' names no frame in this scope"
        suggestion = graphs.suggest(parent, scope, also=(WORLD,))
        code = ErrorCode.JOINT_PARENT_LINK_INVALID
        problems.append(problem(code, message, joint, suffix="/parent", suggestion=suggestion))
        return problems
    if graphs.attached_to.get(own) is None or own in graphs.cyclic:
        return problems  # the child was reported while building the graph
    child_body = graphs.body(own)
    parent_body = WORLD if parent_vertex == WORLD else graphs.body(parent_vertex)
    if child_body is not None and graphs.vertices[child_body].kind is FrameKind.WORLD:
        message = f"joint '{joint.name}': child '{child}' is attached to the world"
        code = ErrorCode.JOINT_CHILD_LINK_INVALID
        problems.append(problem(code, message, joint, suffix="/child"))
    elif child_body is not None and child_body == parent_body:
        message = (
            f"joint '{joint.name}': parent '{parent}' and child '{child}' are both "
            f"attached to '{child_body}'"
        )
        problems.append(problem(ErrorCode.JOINT_PARENT_SAME_AS_CHILD, message, joint))
    return problems


def _check_axis(
    graphs: FrameGraphs, joint: JointLike, axis: AxisLike, field: str, scope: Scope
) -> list[Error]:
    problems: list[Error] = []
    view = peek_child(axis, "xyz")  # a lazy axis stays unfilled unless there is a problem
    if view is None:
        return problems
    direction = has_direction(peek(view, "value"))  # type: ignore[arg-type]  # a vector3
    expressed_in = str(peek(view, "expressed_in") or "")
    unresolved = bool(expressed_in) and graphs.lookup(expressed_in, scope) is None
    if direction and not unresolved:
        return problems
    xyz = axis.xyz
    assert xyz is not None  # the view found it
    if not direction:
        message = f"joint '{joint.name}' <{field}> has a zero-length xyz"
        problems.append(problem(ErrorCode.ELEMENT_INVALID, message, xyz))
    if unresolved:
        message = (
            f"joint '{joint.name}' <{field}> xyz is expressed in '{expressed_in}', no frame here"
        )
        suggestion = graphs.suggest(expressed_in, scope)
        code = ErrorCode.JOINT_AXIS_EXPRESSED_IN_INVALID
        problems.append(problem(code, message, xyz, suggestion=suggestion))
    return problems

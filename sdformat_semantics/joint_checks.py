"""The joint checks: parent and child presence, existence and difference; axis frames and lengths.

Run on every joint of a load, so most joints (sound ones) are judged from
what the reader read without filling an object: a lazy joint's XML, a
filled joint's fields, a lazy axis's XML. Every joint with something to
report, and any the plain route is unsure of, goes through ``_check_joint``
and ``_check_axis``, which alone write the messages.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.binding import converter, peek, peek_child, unread_element
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.entities import AxisLike, JointLike, is_joint
from sdformat_semantics.frames import (
    MODEL_FRAME,
    ROOT,
    WORLD,
    FrameGraphs,
    FrameKind,
    Scope,
    has_direction,
)

__all__ = ["check_joints"]


def check_joints(graphs: FrameGraphs) -> list[Error]:
    """Parent and child presence, existence and difference; axis frames and lengths.

    A joint whose parent and child plainly pass (both resolve to distinct
    links) is judged from its XML or its fields (``_plainly_sound``) and its
    axes from their XML (``_axes_plainly_sound``); the others, and every
    joint with something to report, go through ``_check_joint`` and
    ``_check_axis``, which give the messages.
    """
    problems: list[Error] = []
    vertices = graphs.vertices
    joint_kind = FrameKind.JOINT  # an enum member's lookup costs more than the test
    joints = [v for v in vertices.values() if v.kind is joint_kind]
    scopes: dict[str, Scope] = {}
    directions: dict[str, bool | None] = {}
    for vertex in joints:
        joint = vertex.element
        if not is_joint(joint):
            continue  # a joint of a custom-parsed model: only its frame is known
        # ``scope_of`` depends on the vertex's scope prefix alone: one Scope per prefix.
        listed = vertices.get(vertex.name) is vertex
        scope = scopes.get(vertex.scope) if listed else None
        if scope is None:
            scope = graphs.scope_of(vertex.name)
            if listed:
                scopes[vertex.scope] = scope
        axes = _plainly_sound(graphs, joint, scope)
        if axes is not None:
            unsure = _axes_plainly_sound(graphs, axes, scope, directions)
            if not unsure:
                continue
        else:
            problems.extend(_check_joint(graphs, joint, scope))
            unsure = ("axis", "axis2")
        for field, axis in (("axis", joint.axis), ("axis2", joint.axis2)):
            if axis is not None and field in unsure:
                problems.extend(_check_axis(graphs, joint, axis, field, scope))
    return problems


_LINK = FrameKind.LINK
"""Looked up once: an enum member's lookup costs more than the test, per joint."""

_AxisSource = tuple[str, "etree._Element | None"]
"""An axis field and its unread XML element (None: judge the object, ``_check_axis``)."""


def _plainly_sound(graphs: FrameGraphs, joint: JointLike, scope: Scope) -> list[_AxisSource] | None:
    """The joint's axes when ``_check_joint`` plainly has nothing to say of it; else None.

    Read from the unread XML of a lazy joint (which the fast path admitted:
    each child once, values as the reader stores them) or from a filled
    joint's fields. Plainly sound: parent and child present, neither
    reserved nor the joint itself nor each other, the parent resolving to a
    link or the world and the child's frame attached to a different link.
    Anything else (a frame or a model on either side, a missing element...)
    is None: ``_check_joint`` decides, so its rules are written once.
    """
    node = unread_element(joint)
    axes: list[_AxisSource] = []
    if node is not None:
        name = node.get("name")
        parent = child = None
        for item in node:  # one pass over the children: ``find`` costs more than all of it
            tag = item.tag
            if tag == "parent":
                if parent is not None:
                    return None
                parent = item.text or ""
            elif tag == "child":
                if child is not None:
                    return None
                child = item.text or ""
            elif tag == "axis" or tag == "axis2":
                axes.append((tag, item))  # (a repeated one is judged by _check_axis)
        if name is None or parent is None or child is None:
            return None
    else:
        present = joint.xml_extras.present
        if joint.xml_origin is None or "parent" not in present or "child" not in present:
            return None
        name, parent, child = joint.name, joint.parent, joint.child
        if type(name) is not str or type(parent) is not str or type(child) is not str:
            return None
        for field, axis in (("axis", joint.axis), ("axis2", joint.axis2)):
            if axis is not None:
                axes.append((field, unread_element(axis)))
    if not parent or parent in (ROOT, MODEL_FRAME, name, child):
        return None
    vertices = graphs.vertices
    if parent == WORLD:
        parent_vertex = WORLD
    else:  # ``graphs.lookup`` of any other name: the scope's prefix, then the aliases
        parent_vertex = scope.prefix + parent
        parent_vertex = graphs.aliases.get(parent_vertex, parent_vertex)
        if parent_vertex not in vertices or vertices[parent_vertex].kind is not _LINK:
            return None
    own = scope.prefix + name
    target = graphs.attached_to.get(own)
    # The child's body is the link it names (a joint is no body), the parent's the link
    # or world it names: they must differ.
    if target is None or target == parent_vertex or own in graphs.cyclic:
        return None
    if vertices[target].kind is not _LINK:
        return None
    return axes


def _axes_plainly_sound(
    graphs: FrameGraphs,
    axes: list[_AxisSource],
    scope: Scope,
    directions: dict[str, bool | None],
) -> tuple[str, ...]:
    """The axis fields ``_check_axis`` must judge: those not plainly sound from their XML.

    Plainly sound: one ``<xyz>`` whose text has a direction (each distinct
    text converted once, in ``directions``; None where it does not convert)
    and whose ``expressed_in``, if any, resolves.
    """
    unsure: list[str] = []
    seen: set[str] = set()
    for field, node in axes:
        xyz = None
        if node is not None and field not in seen:
            seen.add(field)
            for item in node:
                if item.tag == "xyz":
                    xyz = item
                    break
        if xyz is None:
            unsure.append(field)
            continue
        text = xyz.text or ""
        if text in directions:
            direction = directions[text]
        else:
            direction = directions[text] = _direction_of_text(text)
        expressed_in = xyz.get("expressed_in") or ""
        if not direction:
            unsure.append(field)
        elif not expressed_in:
            continue
        elif expressed_in == MODEL_FRAME:  # as ``graphs.lookup`` resolves it
            if scope.is_world:
                unsure.append(field)
        elif graphs.lookup(expressed_in, scope) is None:
            unsure.append(field)
    return tuple(unsure)


_VECTOR3 = converter("vector3")


def _direction_of_text(text: str) -> bool | None:
    """Whether an ``<xyz>`` text read as the reader reads it has a direction (None: unreadable)."""
    try:
        return has_direction(_VECTOR3(text))  # type: ignore[arg-type]  # a vector3
    except (ValueError, TypeError):
        return None


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

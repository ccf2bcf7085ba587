"""The joint checks: parent and child presence, existence and difference; axis frames and lengths.

Run on every joint of a load, so most joints (sound ones) are judged from
what the reader read without filling an object: a lazy joint's XML, a
filled joint's fields, a lazy axis's XML. Every joint with something to
report, and any the plain route is unsure of, goes through ``_check_joint``
and ``_check_axis``, which alone write the messages.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import cast

from lxml import etree

from sdformat_runtime.binding import converter, peek, peek_child, unread_element
from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
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

__all__ = ["check_joints", "direction_of_text"]


def check_joints(graphs: FrameGraphs) -> list[Error]:
    """Parent and child presence, existence and difference; axis frames and lengths.

    A joint is judged from what ``_read_xml`` reads of a lazy joint's XML or
    from a filled joint's fields (``_read_fields``), so a lazy joint stays
    unread. One whose parent
    and child plainly pass (both resolve to distinct links) is judged there
    (``_plainly_sound``) and its axes from their XML (``_axes_plainly_sound``);
    the others, and every joint with something to report, go through
    ``_check_joint`` and ``_check_axis``, which give the messages.
    """
    problems: list[Error] = []
    vertices = graphs.vertices
    joint_kind = FrameKind.JOINT  # an enum member's lookup costs more than the test
    joints = [v for v in vertices.values() if v.kind is joint_kind]
    scopes: dict[str, Scope] = {}
    directions: dict[str, bool | None] = {}
    axes: Sequence[_AxisSource]
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
        read = _read_xml(joint)
        if read is not None:
            name, parent, child, axes = read
            plain = True
        else:
            name, parent, child, axes, plain = _read_fields(joint)
        if plain and _plainly_sound(graphs, name, parent, child, scope):
            unsure = _axes_plainly_sound(graphs, axes, scope, directions)
            if not unsure:
                continue
        else:
            problems.extend(_check_joint(graphs, joint, scope, name, parent, child))
            unsure = ("axis", "axis2")
        for field in ("axis", "axis2"):  # (``unsure`` is in XML order, maybe repeated)
            if field in unsure:
                axis = peek_child(joint, field)  # a lazy joint's: a view, it stays unread
                if axis is not None:
                    problems.extend(_check_axis(graphs, joint, cast(AxisLike, axis), field, scope))
    return problems


_LINK = FrameKind.LINK
"""Looked up once: an enum member's lookup costs more than the test, per joint."""

_AxisSource = tuple[str, "etree._Element | None"]
"""An axis field and its unread XML element (None: judge the object, ``_check_axis``)."""

_XmlRead = tuple[str, str | None, str | None, list[_AxisSource]]
"""A joint's name, its parent's and child's text (None: left out) and its axes' elements,
each with its tag (``axis`` or ``axis2``; a repeated one is listed twice)."""


def _read_xml(joint: JointLike) -> _XmlRead | None:
    """What a lazy ``joint``'s element writes, in one pass over its children; it stays unread.

    The values are what filling would store (the fast path admitted the
    element: each single child once, texts as written). None when ``joint``
    is filled or eager (read its fields), or when its element has no name
    or repeats ``<parent>`` or ``<child>`` (the reader decides what that
    means: fill the joint).
    """
    node = unread_element(joint)
    if node is None:
        return None
    name = node.get("name")
    parent = child = None
    axes: list[_AxisSource] = []
    for item in node:  # one pass over the children: ``find`` costs more than all of it
        tag = item.tag  # (a comment's tag is a function: it matches none)
        if tag == "parent":
            if parent is not None:
                return None
            parent = item.text or ""
        elif tag == "child":
            if child is not None:
                return None
            child = item.text or ""
        elif tag == "axis" or tag == "axis2":
            axes.append((tag, item))
    if name is None:
        return None
    return name, parent, child, axes


def _read_fields(joint: JointLike) -> tuple[str, str | None, str | None, list[_AxisSource], bool]:
    """What ``_read_xml`` gives of a lazy joint, from a filled joint's fields.

    Its name, parent and child (None: left out of its XML), its axes, and
    whether ``_plainly_sound`` may judge it (read from XML, every name a string).
    """
    name, parent, child = joint.name, joint.parent, joint.child
    present = joint.xml_extras.present
    built_in_code = joint.xml_origin is None  # (built in code: every field counts)
    plain = not built_in_code and type(name) is str
    plain = plain and type(parent) is str and type(child) is str
    axes: list[_AxisSource] = []
    for field, axis in (("axis", joint.axis), ("axis2", joint.axis2)):
        if axis is not None:
            axes.append((field, unread_element(axis)))
    return (
        name,
        str(parent) if built_in_code or "parent" in present else None,
        str(child) if built_in_code or "child" in present else None,
        axes,
        plain,
    )


def _plainly_sound(
    graphs: FrameGraphs, name: str, parent: str | None, child: str | None, scope: Scope
) -> bool:
    """Whether ``_check_joint`` plainly has nothing to say of a joint (the strings read).

    Plainly sound: parent and child present, neither reserved nor the joint
    itself nor each other, the parent resolving to a link or the world and
    the child's frame attached to a different link. Anything else (a frame
    or a model on either side, a missing element...) is False:
    ``_check_joint`` decides, so its rules are written once.
    """
    if not parent or child is None or parent in (ROOT, MODEL_FRAME, name, child):
        return False
    vertices = graphs.vertices
    if parent == WORLD:
        parent_vertex = WORLD
    else:  # ``graphs.lookup`` of any other name: the scope's prefix, then the aliases
        parent_vertex = scope.prefix + parent
        parent_vertex = graphs.aliases.get(parent_vertex, parent_vertex)
        if parent_vertex not in vertices or vertices[parent_vertex].kind is not _LINK:
            return False
    own = scope.prefix + name
    target = graphs.attached_to.get(own)
    # The child's body is the link it names (a joint is no body), the parent's the link
    # or world it names: they must differ.
    if target is None or target == parent_vertex or own in graphs.cyclic:
        return False
    return vertices[target].kind is _LINK


def _axes_plainly_sound(
    graphs: FrameGraphs,
    axes: Sequence[_AxisSource],
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
            direction = directions[text] = direction_of_text(text)
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


def direction_of_text(text: str) -> bool | None:
    """Whether an ``<xyz>`` text read as the reader reads it has a direction (None: unreadable).

    Three plain numbers, each well inside a double's range, are read with
    ``float``, which takes the reader's spellings of them (it also takes
    ``_``, and words for infinity, which those leave out), and have a
    direction when one is not zero: neither the reader's array nor numpy's
    length is made. Any other text is read and measured as the reader does.
    """
    words = text.split()
    if len(words) == 3 and "_" not in text:
        try:
            total = sum([abs(float(word)) for word in words])
        except ValueError:
            total = math.inf
        if total < _PLAINLY_FINITE:  # (a NaN fails)
            return total > 0.0
    try:
        return has_direction(_VECTOR3(text))  # type: ignore[arg-type]  # a vector3
    except (ValueError, TypeError):
        return None


_PLAINLY_FINITE = 1e300
"""Components below this cannot make the length of a 3-vector overflow (as ``has_direction``)."""


def _check_joint(
    graphs: FrameGraphs,
    joint: JointLike,
    scope: Scope,
    name: str,
    parent: str | None,
    child: str | None,
) -> list[Error]:
    """What is wrong with a joint's parent and child; the problems are reported at ``joint``.

    ``name``, ``parent`` and ``child`` as read (None where its XML leaves them out).
    """
    problems: list[Error] = []
    if parent is None or child is None:
        return problems  # ELEMENT_MISSING already (sdformat_semantics.checks.required)
    own = scope.prefix + name
    if parent == ROOT:
        message = f"joint parent '{ROOT}' is reserved"
        problems.append(problem(ErrorCode.RESERVED_NAME, message, joint, suffix="/parent"))
        return problems
    if parent == name:
        message = f"joint '{name}' names itself as its parent"
        code = ErrorCode.JOINT_PARENT_LINK_INVALID
        problems.append(problem(code, message, joint, suffix="/parent"))
        return problems
    if parent == child:
        message = f"joint '{name}' has the same parent and child '{parent}'"
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
        message = f"joint '{name}': child '{child}' is attached to the world"
        code = ErrorCode.JOINT_CHILD_LINK_INVALID
        problems.append(problem(code, message, joint, suffix="/child"))
    elif child_body is not None and child_body == parent_body:
        message = (
            f"joint '{name}': parent '{parent}' and child '{child}' are both "
            f"attached to '{child_body}'"
        )
        if _checked_by_reference(graphs, scope):
            problems.append(problem(ErrorCode.JOINT_PARENT_SAME_AS_CHILD, message, joint))
        else:
            message += (
                ": the joint joins a link to itself; libsdformat resolves the ends of the "
                "joints of top-level and world models only, and loads this nested one"
            )
            problems.append(
                problem(
                    ErrorCode.JOINT_PARENT_SAME_AS_CHILD, message, joint, severity=Severity.WARNING
                )
            )
    return problems


def _checked_by_reference(graphs: FrameGraphs, scope: Scope) -> bool:
    """Whether libsdformat resolves the ends of a joint of ``scope`` to compare their links.

    It does for the joints of a world, of the models of a world and of a
    top-level model (``checkJointParentChildNames``), not of the models
    nested in those: there a joint whose ends share a link loads.
    """
    if scope.is_world:
        return True
    depth = scope.prefix.count("::")  # "" for a top-level model, "m::" for a world's model
    return depth == (1 if graphs.root == WORLD else 0)


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
    # At the document's own object (``axis`` may be a view of a lazy joint's).
    xyz = getattr(joint, field).xyz
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

"""Down-step rules too structural for the rule vocabulary: they need the document's frames.

* ``<flatten/>`` (1.8 -> 1.7), the reverse of ``unflatten``: each nested
  model dissolves into its parent. Its entities take its name as a prefix
  (``child::link``) and every name they refer to is prefixed alike; a frame
  ``child::__model__`` stands in for the model's frame, at the model's
  resolved pose in its parent and attached to the link its frame is attached
  to, and entities that were placed relative to the model frame are placed
  relative to that frame. Done innermost first, ``a::b::link`` results for a
  model in a model in a model.
* ``<resolve_placement/>`` (1.8 -> 1.7): a model's ``placement_frame`` becomes
  the plain pose of the model frame in its parent's frame, as resolved.
* ``<plain_pose/>`` (1.9 -> 1.8): a pose in degrees or as a quaternion is
  written as radians ``x y z roll pitch yaw``.
* ``<default_frames/>`` (1.7 -> 1.6), on a model or a world: a link, joint,
  frame or nested model whose pose names a frame (``relative_to``) gets the pose
  it resolves to in the frame 1.6 places it in: its model's frame (the parent
  scope's for a model, the child link's for a joint).

Poses come from the frame graphs of the loaded document, never from text
arithmetic, so what 1.7 cannot say (placement frames, nested scopes) is
written as the numbers the document resolves to.
"""

from __future__ import annotations

from typing import Protocol

import attrs
import numpy as np
from lxml import etree

from sdformat_runtime.versions import version_key
from sdformat_semantics.export.context import DownContext
from sdformat_semantics.export.references import link_below
from sdformat_semantics.frames import MODEL_FRAME, FrameGraphs, Scope
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.migration.paths import descendants

SEPARATOR = "::"


class MigrationRun(Protocol):
    """What these rules need of the step that runs them (``rules.MigrationRun`` is one)."""

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        ...

    def lose(self, node: etree._Element, what: str, reason: str, *, suffix: str = "") -> None:
        """Report ``what`` of ``node`` as left out of the written document, and why."""
        ...


ENTITY_TAGS = ("link", "joint", "frame", "gripper")
"""What a flattened model's parent takes over, renamed with the prefix (1.7's entities)."""
_QUIET_DEFAULTS = {"static": "false", "self_collide": "false", "enable_wind": "false"}
"""Children of a dissolving model that say nothing when they hold the default."""
_TRUE = ("true", "1")
_SAME_POSE = 1e-12
"""How far apart a pose as spelled and as resolved may be and still be the same pose."""


def flatten(model: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Dissolve every model nested in ``model`` (at any depth) into ``model``.

    A model all of whose links are static (each in a static nested model)
    is written static: flattened, its links are as fixed as they were, and
    no ``<static>`` is lost. A nested model without any link has no 1.7 form
    (a 1.7 reader turns its ``::`` names back into a nested model, invalid
    without links): it is left out and reported, and what was placed
    relative to or attached to its frames is written at its resolved pose.

    Each entity moves once, straight into ``model`` with its whole prefix
    (``a::b::link``): dissolving one level at a time moved the entities of
    a model ``n`` deep ``n`` times.
    """
    nested_models = [child for child in model if child.tag == "model"]
    if not nested_models or _nests_again(context):
        return
    statics = _links_static(model, _is_static(model))
    becomes_static = not _is_static(model) and all(statics) and _has_static_nested(model)
    left_out = _leave_out_linkless(model, context, run)
    written_static = _is_static(model) or becomes_static
    for nested in [child for child in model if child.tag == "model"]:
        _dissolve_tree(model, nested, context, run, written_static)
    if becomes_static:
        static = model.find("static")
        if static is None:
            static = etree.Element("static")
            static.tail = model.text
            model.insert(0, static)
        static.text = "true"
        run.count("model whose every link is in a static nested model written static")
    if left_out:
        _replace_references(model, left_out, context, run)


def _nests_again(context: DownContext) -> bool:
    """Whether the conversion goes on past 1.7 to a version that nests models (1.6).

    Flattening exists for 1.7 readers only, which rebuild nested models from
    ``a::b`` names and ``a::__model__`` frames. 1.6 has nested ``<model>``
    elements of its own and no ``__model__`` frame (libsdformat refuses the
    name there), and a 1.6 reader placing ``a::__model__`` and the links
    relative to it would apply the nested model's pose twice: the models stay
    nested, and the 1.6 step writes every pose in its parent's frame.
    """
    return context.target is not None and version_key(context.target) < version_key("1.7")


def _is_static(model: etree._Element) -> bool:
    return (model.findtext("static") or "").strip().lower() in _TRUE


def _links_static(model: etree._Element, static: bool) -> list[bool]:
    """For each link below ``model`` (any depth), whether a model around it is static."""
    found: list[bool] = []
    pending = [(model, static)]
    while pending:
        current, around = pending.pop()
        found.extend(around for child in current if child.tag == "link")
        pending.extend(
            (nested, around or _is_static(nested)) for nested in current.iterchildren("model")
        )
    return found


def _has_static_nested(model: etree._Element) -> bool:
    return any(_is_static(nested) for nested in model.iterdescendants("model"))


def _leave_out_linkless(
    model: etree._Element, context: DownContext, run: MigrationRun
) -> list[str]:
    """Remove (and report) the nested models with no link at any depth; their vertices."""
    left_out: list[str] = []
    pending = [model]
    while pending:
        current = pending.pop()
        for nested in [child for child in current if child.tag == "model"]:
            if next(nested.iterdescendants("link"), None) is not None:
                pending.append(nested)
                continue
            located = context.vertex(nested)
            if located is not None:
                left_out.append(located[1][: -len(MODEL_FRAME)])  # "w::m::a::", its scope prefix
            reason = (
                "it has no link, and 1.7 readers turn its '::' names back into a nested model, "
                "which without links is invalid; it and its frames are left out"
            )
            run.lose(nested, f"nested model '{nested.get('name', '')}'", reason)
            current.remove(nested)
    return left_out


def _replace_references(
    model: etree._Element, left_out: list[str], context: DownContext, run: MigrationRun
) -> None:
    """Place what named a left-out model's frames at its resolved pose in ``model``'s frame."""
    located = context.vertex(model)
    if located is None:
        return
    graphs, model_frame = located
    scope = Scope(model_frame[: -len(MODEL_FRAME)], model_frame, False)

    def gone(reference: str | None) -> bool:
        vertex = graphs.lookup(reference, scope) if reference else None
        return vertex is not None and any(vertex.startswith(prefix) for prefix in left_out)

    for entity in [child for child in model if child.tag in ENTITY_TAGS]:
        pose = entity.find("pose")
        if entity.tag == "frame" and gone(entity.get("attached_to")):
            body = link_below(graphs, graphs.lookup(entity.get("attached_to", ""), scope) or "")
            if body is not None and body.startswith(scope.prefix):
                entity.set("attached_to", body[len(scope.prefix) :])
            else:
                del entity.attrib["attached_to"]
                if not _is_static(model):
                    reason = (
                        "it was fixed through a left-out static nested model; it is attached "
                        "to the model's frame, which moves"
                    )
                    run.lose(entity, f"the attachment of frame '{entity.get('name')}'", reason)
        if pose is not None and gone(pose.get("relative_to")):
            vertex = context.vertex(entity)
            resolved = graphs.relative_pose(vertex[1], model_frame) if vertex else None
            if resolved is None:
                run.lose(pose, "the pose", "it names a left-out nested model's frame")
                continue
            pose.attrib.clear()
            pose.set("relative_to", MODEL_FRAME)
            pose.text = resolved.to_sdf()
            run.count("pose relative to a left-out nested model written as its resolved pose")


@attrs.frozen
class _Nested:
    """A model below the flattened one, with the whole prefix its entities' names get."""

    element: etree._Element
    prefix: str
    """``a::b::`` for ``b`` in ``a``."""
    parent: etree._Element
    parent_prefix: str
    """The prefix of the model around it (empty when that is the flattened model)."""


def _dissolve_tree(
    model: etree._Element,
    top: etree._Element,
    context: DownContext,
    run: MigrationRun,
    static: bool,
) -> None:
    """Write ``top`` (nested in ``model``) and every model inside it as ``model``'s entities.

    The written order is the document's: each nested model's proxy frame,
    then its children, a model inside it replaced in place by what it holds.
    Losses are reported innermost first, as a level-by-level flattening finds them.
    """
    written: list[etree._Element] = []
    dissolved: list[_Nested] = []
    pending: list[_Nested | etree._Element] = [_Nested(top, _name(top) + SEPARATOR, model, "")]
    while pending:
        item = pending.pop()
        if not isinstance(item, _Nested):
            written.append(item)
            continue
        dissolved.append(item)
        written.append(_proxy_frame(item, context))
        following: list[_Nested | etree._Element] = []
        # Comments (and instructions) move with the element after them; those before
        # what stays behind (<pose>, <static>) go with the next element that moves.
        trivia: list[etree._Element] = []
        for child in item.element:
            if not isinstance(child.tag, str):
                trivia.append(child)
                continue
            if child.tag == "model":
                prefix = item.prefix + _name(child) + SEPARATOR
                following.extend(trivia)
                following.append(_Nested(child, prefix, item.element, item.prefix))
            elif child.tag in ENTITY_TAGS:
                _prefix_entity(child, item.prefix, item.prefix + MODEL_FRAME)
                following.extend(trivia)
                following.append(child)
            elif child.tag.startswith("{"):
                following.extend(trivia)
                following.append(child)  # namespaced extensions follow the content they annotate
            else:
                continue
            trivia = []
        following.extend(trivia)
        pending.extend(reversed(following))
    for item in _innermost_first(dissolved):
        _report_model_children(item.element, static, run)
        run.count("nested model flattened into '::' names")
    index = model.index(top)
    for offset, element in enumerate(written):
        model.insert(index + offset, element)
    model.remove(top)


def _name(model: etree._Element) -> str:
    return model.get("name", "")


def _innermost_first(dissolved: list[_Nested]) -> list[_Nested]:
    """The dissolved models, each after the models inside it (in document order)."""
    inside: dict[etree._Element, list[_Nested]] = {}
    for item in dissolved[1:]:
        inside.setdefault(item.parent, []).append(item)
    ordered: list[_Nested] = []
    pending: list[tuple[_Nested, bool]] = [(dissolved[0], False)]
    while pending:
        item, expanded = pending.pop()
        if expanded:
            ordered.append(item)
            continue
        pending.append((item, True))
        pending.extend((inner, False) for inner in reversed(inside.get(item.element, [])))
    return ordered


def _proxy_frame(item: _Nested, context: DownContext) -> etree._Element:
    """The frame ``a::b::__model__`` that stands in for a dissolved model's frame."""
    nested = item.element
    proxy = etree.Element("frame", name=item.prefix + MODEL_FRAME)
    proxy.tail = nested.tail
    pose, attached_to = _placement_in_parent(item.parent, nested, context)
    if attached_to is not None:
        proxy.set("attached_to", item.parent_prefix + attached_to)
    elif item.parent_prefix:  # attached to the proxy of the model around it
        proxy.set("attached_to", item.parent_prefix + MODEL_FRAME)
    # Relative to the parent's frame, said outright: a frame's pose defaults to being
    # relative to what it is attached to, a link of the model it stands in for.
    etree.SubElement(proxy, "pose", relative_to=item.parent_prefix + MODEL_FRAME).text = (
        _source_spelling(nested, pose) or pose.to_sdf()
    )
    if isinstance(nested.sourceline, int):
        proxy.sourceline = nested.sourceline
    if nested in context.origins:
        context.origins[proxy] = context.origins[nested]
    return proxy


def _source_spelling(nested: etree._Element, resolved: Pose) -> str | None:
    """The text of the nested model's own pose when it says ``resolved`` already.

    A model's pose that names no frame (or its parent's frame) is the pose the
    proxy frame holds, so its text is written as it was spelled (``-0`` stays
    ``-0``); a pose the flattening had to compute is written fresh (None).
    """
    own = nested.find("pose")
    if own is None or set(own.attrib) - {"relative_to"}:
        return None
    if own.get("relative_to", "").strip() not in ("", MODEL_FRAME):
        return None
    try:
        written = Pose.from_sdf([float(word) for word in (own.text or "").split()])
    except ValueError:
        return None
    if not np.allclose(written.matrix(), resolved.matrix(), rtol=0, atol=_SAME_POSE):
        return None
    return own.text


def _report_model_children(nested: etree._Element, static: bool, run: MigrationRun) -> None:
    """Report what a dissolved model holds that has no place in its parent."""
    name = _name(nested)
    for child in nested:
        if not isinstance(child.tag, str) or child.tag in (*ENTITY_TAGS, "model", "pose"):
            continue  # moved, or held by the proxy frame (the model's resolved pose)
        if child.tag.startswith("{"):
            continue  # namespaced extensions moved with the content they annotate
        if child.tag == "static" and static:
            continue  # the flattened model is written static: nothing is lost
        if _QUIET_DEFAULTS.get(child.tag) != (child.text or "").strip().lower():
            reason = (
                f"SDFormat 1.7 has no nested models; '{name}' is flattened into its parent "
                f"and its <{child.tag}> has no place there"
            )
            run.lose(child, f"<{child.tag}> of nested model '{name}'", reason)


def _placement_in_parent(
    parent: etree._Element, nested: etree._Element, context: DownContext
) -> tuple[Pose, str | None]:
    """The nested model's resolved pose in its parent, and its body relative to the parent."""
    located = context.vertex(nested)
    around = context.vertex(parent)
    if located is None or around is None or located[0] is not around[0]:
        return Pose.identity(), None
    graphs, vertex = located
    pose = graphs.relative_pose(vertex, around[1]) or Pose.identity()
    body = link_below(graphs, vertex)
    scope = around[1][: -len(MODEL_FRAME)]  # "w::m::" of "w::m::__model__", "" at the root
    if body is None or not body.startswith(scope):
        return pose, None
    return pose, body[len(scope) :]


# Over the function budget: one branch per element kind that names a frame.
def _prefix_entity(entity: etree._Element, prefix: str, model_frame: str) -> None:  # noqa: C901
    """Rename an entity of a dissolving model and every frame name it refers to."""
    entity.set("name", prefix + entity.get("name", ""))

    def prefixed(reference: str) -> str:
        return reference if reference in ("", "world") else prefix + reference

    for pose in descendants(entity, "pose"):
        if pose.get("relative_to"):
            pose.set("relative_to", prefixed(pose.get("relative_to", "")))
    if entity.tag == "frame":
        entity.set("attached_to", prefixed(entity.get("attached_to", "")) or model_frame)
    elif entity.tag == "link":
        own = entity.find("pose")
        if own is None:
            own = etree.Element("pose")
            own.text = Pose.identity().to_sdf()
            entity.insert(0, own)
        if not own.get("relative_to"):
            own.set("relative_to", model_frame)
    elif entity.tag == "joint":
        for tag in ("parent", "child"):
            for reference in entity.findall(tag):
                reference.text = prefixed((reference.text or "").strip())
        for xyz in entity.findall("axis/xyz") + entity.findall("axis2/xyz"):
            if xyz.get("expressed_in"):
                xyz.set("expressed_in", prefixed(xyz.get("expressed_in", "")))
    elif entity.tag == "gripper":
        for tag in ("gripper_link", "palm_link"):
            for reference in entity.findall(tag):
                reference.text = prefixed((reference.text or "").strip())


def resolve_placement(model: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Write a model placed by ``placement_frame`` at its resolved pose in its parent's frame."""
    if model.get("placement_frame") is None:
        return
    del model.attrib["placement_frame"]
    located = context.vertex(model)
    parent = model.getparent()
    around = context.vertex(parent) if parent is not None and parent.tag == "model" else None
    if located is None:
        reason = "the model's frame could not be resolved, so its placement is not written"
        run.lose(model, "@placement_frame", reason, suffix="/@placement_frame")
        return
    graphs, vertex = located
    base = around[1] if around is not None else graphs.origin
    pose = graphs.relative_pose(vertex, base)
    if pose is None:
        reason = "the model's pose could not be resolved, so its placement is not written"
        run.lose(model, "@placement_frame", reason, suffix="/@placement_frame")
        return
    element = model.find("pose")
    if element is None:
        element = etree.Element("pose")
        model.insert(0, element)
    element.attrib.clear()
    element.text = pose.to_sdf()
    run.count("placement_frame resolved into a plain pose")


def plain_pose(pose: etree._Element, run: MigrationRun) -> None:
    """Write a pose in degrees or as a quaternion as radians, without those attributes."""
    rotation_format = pose.get("rotation_format", "euler_rpy").strip()
    degrees = pose.get("degrees", "false").strip().lower() in _TRUE
    for attribute in ("rotation_format", "degrees"):
        if attribute in pose.attrib:
            del pose.attrib[attribute]
    if rotation_format == "euler_rpy" and not degrees:
        return
    try:
        value = Pose.from_sdf(
            [float(v) for v in (pose.text or "").split()],
            rotation_format=rotation_format,
            degrees=degrees,
        )
    except ValueError as error:
        run.lose(pose, "the pose's value", f"it cannot be written in radians ({error})")
        return
    pose.text = value.to_sdf()
    run.count("pose written as radians x y z roll pitch yaw")


_POSED_ENTITIES = ("link", "joint", "frame", "model")
"""The entities of a model (or a world) whose poses the frame graphs resolve."""


def default_frames(scope: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Write each pose of ``scope``'s entities that names a frame in the frame 1.6 reads it in."""
    located = context.vertex(scope)
    for entity in scope:
        pose = entity.find("pose") if entity.tag in _POSED_ENTITIES else None
        if pose is None or not (pose.get("relative_to") or "").strip():
            continue
        found = context.vertex(entity)
        base = _implicit_frame(scope, entity, context, located)
        resolved = None
        if found is not None and base is not None and found[0] is base[0]:
            resolved = found[0].relative_pose(found[1], base[1])
        if resolved is None:
            continue  # left to the step's <lost> rule, which reports it
        del pose.attrib["relative_to"]
        for attribute in ("rotation_format", "degrees"):  # written as radians below
            if attribute in pose.attrib:
                del pose.attrib[attribute]
        pose.text = resolved.to_sdf()
        run.count("pose naming a frame written in its default frame")


def _implicit_frame(
    scope: etree._Element,
    entity: etree._Element,
    context: DownContext,
    located: tuple[FrameGraphs, str] | None,
) -> tuple[FrameGraphs, str] | None:
    """The graphs and vertex of the frame an entity's pose is in when it names none."""
    if entity.tag == "joint":
        child = (entity.findtext("child") or "").strip()
        link = next((e for e in scope.iterfind("link") if e.get("name") == child), None)
        return None if link is None else context.vertex(link)
    if located is not None:
        return located  # a model's frame (and a nested model's parent)
    graphs = context.graphs.get(scope.get("name", "")) if scope.tag == "world" else None
    return None if graphs is None else (graphs, graphs.origin)  # a world's frame: the origin

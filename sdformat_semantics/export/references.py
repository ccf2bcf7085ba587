"""``<flat_references/>`` (1.8 -> 1.7): names that only 1.8 can resolve, made valid for 1.7.

Run on a model after ``<flatten/>`` (and on a world after its models), it
rewrites what a 1.7 reader cannot resolve, using the loaded document's
frame graphs to know what each name meant:

* a joint's ``<parent>`` and ``<child>`` may name a frame or a model from
  1.8 on; 1.7 wants links, so each becomes the link it resolves to. A 1.8
  joint frame defaults to its child frame and a 1.7 one to its child link:
  a joint whose child was not a link, and whose pose did not say what it is
  relative to, gets ``relative_to`` its former child frame, which still
  exists in the written model, so it stays where it was;
* a name of a nested model (``arm``, ``arm::hand``) in ``relative_to``,
  ``attached_to`` or ``expressed_in`` becomes the frame that stands in for
  it after flattening (``arm::__model__``);
* a model without ``canonical_link`` whose canonical link is no longer its
  first link once flattened (its own links come after a nested model, or a
  nested model names another canonical link) has it written out, since 1.7
  takes the first link.

What was attached to a static nested model is attached to its canonical
link (flattened, the model is static no more, which is reported); a joint
end attached to no link at all has no 1.7 equivalent and is reported.

``<model_joint_ends/>`` (1.10 -> 1.9, so for every target up to 1.9) runs on
a joint before any flattening: SDFormat 1.8 and 1.9 let a joint end name a
model frame, but libsdformat 12 (what reads them) finds no frame
``__model__`` or ``X::__model__`` for either end, nor any model as a parent.
Such an end becomes the link the model frame is attached to (its canonical
link), and a joint frame that defaulted to its child frame is kept relative
to it, so every pose stays where it was. A nested model's plain name as the
child is what libsdformat 12 reads, and stays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from lxml import etree

from sdformat_semantics.export.context import DownContext
from sdformat_semantics.export.flat_names import unflattenable_names
from sdformat_semantics.frames import MODEL_FRAME, WORLD, FrameGraphs, FrameKind, Scope
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.migration.paths import descendants

_MODELS = frozenset({FrameKind.MODEL, FrameKind.STATIC_MODEL})


class MigrationRun(Protocol):
    """What this rule needs of the step that runs it (``rules.MigrationRun`` is one)."""

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        ...

    def lose(self, node: etree._Element, what: str, reason: str, *, suffix: str = "") -> None:
        """Report ``what`` of ``node`` as left out of the written document, and why."""
        ...


class _Names:
    """Names of one flattened scope, resolved in the original document's graphs."""

    def __init__(self, graphs: FrameGraphs, scope: Scope) -> None:
        self.graphs = graphs
        self.scope = scope

    def vertex(self, reference: str) -> str | None:
        return self.graphs.lookup(reference, self.scope)

    def local(self, vertex: str) -> str:
        """A vertex's name as the flattened scope writes it."""
        return vertex[len(self.scope.prefix) :] if vertex.startswith(self.scope.prefix) else vertex

    def frame_name(self, reference: str) -> str:
        """``reference`` as 1.7 names the same frame: a flattened model by its proxy frame."""
        vertex = self.vertex(reference)
        if vertex is None or vertex == self.scope.frame:
            return reference
        if self.graphs.vertices[vertex].kind in _MODELS and self._flattened(vertex):
            return self.local(vertex)  # "arm::__model__", the proxy frame of the flattening
        return reference

    def _flattened(self, model_vertex: str) -> bool:
        """Whether a model was nested in a model (and so dissolved), not a world's model."""
        return self.graphs.vertices[model_vertex].scope != "" or self.graphs.root != WORLD

    def link(self, reference: str) -> str | None:
        """The link ``reference`` is attached to, as the scope names it (``world`` stays)."""
        if reference == WORLD:
            return WORLD
        vertex = self.vertex(reference)
        found = link_below(self.graphs, vertex) if vertex is not None else None
        return self.local(found) if found is not None else None


def link_below(graphs: FrameGraphs, vertex: str) -> str | None:
    """The link a frame is attached to, through static models too (which 1.7 cannot keep).

    ``FrameGraphs.body`` stops at a static model, a body of its own; flattened
    for 1.7 it is static no more (reported), and what was attached to it is
    attached to its canonical link.
    """
    seen: set[str] = set()
    current: str | None = vertex
    while current is not None and current not in seen:
        seen.add(current)
        kind = graphs.vertices[current].kind
        if kind is FrameKind.LINK:
            return current
        following = graphs.attached_to.get(current)
        if following is None and kind is FrameKind.STATIC_MODEL:
            following = _canonical_of_static(graphs, current)
        current = following
    return None


def _canonical_of_static(graphs: FrameGraphs, model_frame: str) -> str | None:
    """A static model's canonical link, which its frame graphs need not record."""
    model = graphs.vertices[model_frame].element
    prefix = model_frame[: -len(MODEL_FRAME)]
    name = str(getattr(model, "canonical_link", "") or "")
    if not name:
        links = list(getattr(model, "links", ()))
        name = str(getattr(links[0], "name", "")) if links else ""
    if not name:  # no link of its own: its first nested model's, as for a model that moves
        models = list(getattr(model, "models", ()))
        name = f"{getattr(models[0], 'name', '')}::{MODEL_FRAME}" if models else ""
    found = graphs.lookup(name, Scope(prefix, model_frame, False)) if name else None
    return found if found is not None and found != model_frame else None


def flat_references(element: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Rewrite the references of a flattened model, or of a world's own entities."""
    if element.tag == "world":
        graphs = context.graphs.get(element.get("name", ""))
        if graphs is not None:
            _world(element, _Names(graphs, graphs.root_scope), run)
        return
    located = context.vertex(element)
    if located is None:
        return
    graphs, frame = located
    names = _Names(graphs, Scope(frame[: -len(MODEL_FRAME)], frame, False))
    own_pose = element.find("pose")
    for pose in descendants(element, "pose"):
        if pose is not own_pose:  # named from the scope around the model (``_world``'s)
            _rewrite(pose, "relative_to", names.frame_name, run)
    for frame_element in element.findall("frame"):
        _rewrite(frame_element, "attached_to", names.frame_name, run)
    for xyz in descendants(element, "xyz"):
        _rewrite(xyz, "expressed_in", names.frame_name, run)
    for joint in element.findall("joint"):
        _joint_links(joint, names, run)
    _canonical_link(element, names, run)
    unflattenable_names(element, context, run)


def _world(world: etree._Element, names: _Names, run: MigrationRun) -> None:
    """A world's frames, models, lights...: their own pose and attachment, not their insides."""
    for child in world:
        pose = child.find("pose")
        if pose is not None:
            _rewrite(pose, "relative_to", names.frame_name, run)
        if child.tag == "frame":
            _rewrite(child, "attached_to", names.frame_name, run)


def _rewrite(
    node: etree._Element, attribute: str, rewrite: Callable[[str], str], run: MigrationRun
) -> None:
    value = (node.get(attribute) or "").strip()
    if not value:
        return
    written = rewrite(value)
    if written != value:
        node.set(attribute, written)
        run.count(f"@{attribute} naming a flattened model written as its '::__model__' frame")


def _joint_links(joint: etree._Element, names: _Names, run: MigrationRun) -> None:
    """Parent and child as links; the joint frame kept where its child frame put it."""
    for tag in ("parent", "child"):
        end = joint.find(tag)
        if end is None:
            continue
        reference = (end.text or "").strip()
        link = names.link(reference)
        if link is None:
            if names.vertex(reference) is not None:  # a name that does not resolve was an error
                reason = f"'{reference}' is attached to no link, and SDFormat 1.7 joints join links"
                run.lose(end, f"<{tag}> of joint '{joint.get('name')}'", reason)
            continue
        if link == reference:
            continue
        end.text = link
        run.count(f"joint <{tag}> naming a frame or model written as its link")
        if tag == "child":
            _keep_joint_frame(joint, names.frame_name(reference))


def model_joint_ends(joint: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Write a joint end naming a model frame as that frame's link (see the module text)."""
    located = context.vertex(joint)
    if located is None:
        return
    graphs, vertex = located
    names = _Names(graphs, graphs.scope_of(vertex))
    for tag in ("parent", "child"):
        end = joint.find(tag)
        reference = (end.text or "").strip() if end is not None else ""
        model = names.vertex(reference)
        if end is None or model is None or graphs.vertices[model].kind not in _MODELS:
            continue
        if tag == "child" and not _names_model_frame(reference):
            continue  # "arm" as the child: libsdformat 12 takes it and puts the joint frame alike
        link = names.link(reference)
        if link is None:
            reason = (
                f"the model frame '{reference}' is attached to no link, and libsdformat 12 "
                "reads no model frame as a joint's parent, nor '__model__' as its child"
            )
            run.lose(end, f"<{tag}> of joint '{joint.get('name')}'", reason)
            continue
        end.text = link
        run.count(f"joint <{tag}> naming a model frame written as its canonical link")
        if tag == "child":
            _keep_joint_frame(joint, reference)


def _names_model_frame(reference: str) -> bool:
    """Whether a reference is ``__model__`` or ``X::__model__`` rather than a model's name."""
    return reference == MODEL_FRAME or reference.endswith("::" + MODEL_FRAME)


def _keep_joint_frame(joint: etree._Element, child_frame: str) -> None:
    """A joint frame that defaulted to the child frame stays relative to that frame."""
    pose = joint.find("pose")
    if pose is None:
        pose = etree.Element("pose")
        pose.text = Pose.identity().to_sdf()
        joint.insert(0, pose)
    if not (pose.get("relative_to") or "").strip():
        pose.set("relative_to", child_frame)


def _canonical_link(model: etree._Element, names: _Names, run: MigrationRun) -> None:
    """Write the canonical link out when 1.7's "first link" would pick another one."""
    if (model.get("canonical_link") or "").strip():
        return
    body = link_below(names.graphs, names.scope.frame)
    links = [child.get("name") for child in model if child.tag == "link"]
    if body is None or not links:
        return
    canonical = names.local(body)
    if links[0] != canonical:
        model.set("canonical_link", canonical)
        run.count("implicit canonical link written out: 1.7 takes the first link")

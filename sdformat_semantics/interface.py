"""Models from other formats: what a custom parser returns for an ``<include>``.

A custom parser (``ParserConfig.register_custom_parser``) turns a non-SDFormat
file into an ``InterfaceModel``: only the frames an assembly needs (model
frame, links, joints, extra frames, nested models), never the physics. Their
frames join the including document's graphs, so SDFormat models can weld to
them and place themselves relative to them; after the graphs are built, the
model's ``reposture`` callback learns where everything ended up.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Protocol

import attrs

from sdformat_runtime.binding import Element
from sdformat_semantics.geometry.pose import Pose

MODEL_FRAME = "__model__"
"""A model's own frame (the name ``frames`` uses too; spelt here so this module needs no graphs)."""


@attrs.frozen
class NestedInclude:
    """What a custom parser is told about one ``<include>``.

    Attributes:
        uri: The URI as written in ``<uri>`` (trimmed).
        resolved_path: The file the URI resolved to.
        absolute_parent_name: Scoped name of the including model (``top::mid``),
            or ``""`` for a world or a root model.
        local_name: ``<include><name>``, or None when not given.
        is_static: ``<include><static>``, or None when not given.
        pose: ``<include><pose>`` as a pose, or None when not given.
        pose_relative_to: That pose's ``relative_to`` (``""`` when absent).
        placement_frame: ``<include><placement_frame>`` (``""`` when absent).
        merge: Whether the include has ``merge="true"``.
        element: The ``<include>`` object itself (custom elements included).
    """

    uri: str
    resolved_path: Path
    absolute_parent_name: str
    local_name: str | None
    is_static: bool | None
    pose: Pose | None
    pose_relative_to: str
    placement_frame: str
    merge: bool
    element: Element


@attrs.frozen
class InterfaceLink:
    """A link of an interface model, placed in the model frame."""

    name: str
    pose_in_model: Pose = attrs.field(factory=Pose.identity)


@attrs.frozen
class InterfaceFrame:
    """An extra frame, attached to a link, joint, frame or ``__model__`` of its model."""

    name: str
    attached_to: str
    pose_in_attached_to: Pose = attrs.field(factory=Pose.identity)


@attrs.frozen
class InterfaceJoint:
    """A joint frame, attached to its child frame and placed in it."""

    name: str
    child: str
    pose_in_child: Pose = attrs.field(factory=Pose.identity)


RepostureCallback = Callable[["InterfacePoseGraph"], None]


@attrs.define
class InterfaceModel:
    """A model described by another format, reduced to its frames.

    Attributes:
        name: The model's name in the including scope (``<include><name>``
            overrides it); no ``::``.
        canonical_link: The link the model frame is attached to (ignored when
            static).
        pose_in_parent: The model frame's pose in the including scope's frame
            (``<include><pose>`` overrides it).
        static: A static model is a body of its own, fixed to the world.
        links: Links, placed in the model frame.
        frames: Extra frames.
        joints: Joint frames.
        models: Nested interface models; their ``pose_in_parent`` is in this
            model's frame.
        reposture: Called once the graphs are built, with a view of where
            this model's frames are.
    """

    name: str
    canonical_link: str = ""
    pose_in_parent: Pose = attrs.field(factory=Pose.identity)
    static: bool = False
    links: list[InterfaceLink] = attrs.field(factory=list)
    frames: list[InterfaceFrame] = attrs.field(factory=list)
    joints: list[InterfaceJoint] = attrs.field(factory=list)
    models: list[InterfaceModel] = attrs.field(factory=list)
    reposture: RepostureCallback | None = None


_ENTITY_FIELDS: dict[type, tuple[tuple[str, type], ...]] = {
    InterfaceLink: (("name", str), ("pose_in_model", Pose)),
    InterfaceFrame: (("name", str), ("attached_to", str), ("pose_in_attached_to", Pose)),
    InterfaceJoint: (("name", str), ("child", str), ("pose_in_child", Pose)),
}
_MODEL_FIELDS = (("name", str), ("canonical_link", str), ("pose_in_parent", Pose), ("static", bool))
_MODEL_LISTS = (("links", InterfaceLink), ("frames", InterfaceFrame), ("joints", InterfaceJoint))
MAX_INTERFACE_DEPTH = 64
"""Deepest nesting of interface models accepted from a custom parser."""


def interface_problem(model: InterfaceModel) -> str | None:
    """What is malformed in a model a custom parser returned, or None when it is usable.

    attrs does not check types, so a parser can return an ``InterfaceModel``
    holding anything; the graphs would then fail deep inside with an
    exception. Nested models are checked too (each once, to a bounded depth).
    """
    pending: list[tuple[object, str, int]] = [(model, "the model", 0)]
    seen: set[int] = set()
    while pending:
        current, where, depth = pending.pop()
        if not isinstance(current, InterfaceModel):
            return f"{where} is {type(current).__name__}, not an InterfaceModel"
        if id(current) in seen or depth > MAX_INTERFACE_DEPTH:
            return f"{where} nests models in a cycle or deeper than {MAX_INTERFACE_DEPTH} levels"
        seen.add(id(current))
        wrong = _wrong_field(current, _MODEL_FIELDS, where)
        if wrong is not None:
            return wrong
        if current.reposture is not None and not callable(current.reposture):
            return f"{where}'s reposture is {type(current.reposture).__name__}, not callable"
        for field, kind in (*_MODEL_LISTS, ("models", InterfaceModel)):
            items = getattr(current, field)
            if not isinstance(items, list | tuple):
                return f"{where}'s {field} is {type(items).__name__}, not a list"
            for index, item in enumerate(items):
                place = f"{where}'s {field}[{index}]"
                if kind is InterfaceModel:
                    pending.append((item, place, depth + 1))
                    continue
                if not isinstance(item, kind):
                    return f"{place} is {type(item).__name__}, not {kind.__name__}"
                wrong = _wrong_field(item, _ENTITY_FIELDS[kind], place)
                if wrong is not None:
                    return wrong
    return None


def _wrong_field(item: object, fields: tuple[tuple[str, type], ...], where: str) -> str | None:
    for field, kind in fields:
        value = getattr(item, field)
        if not isinstance(value, kind):
            return f"{where}'s {field} is {type(value).__name__}, not {kind.__name__}"
    return None


CustomParser = Callable[[NestedInclude], "InterfaceModel | None"]
"""Reads a non-SDFormat include; returns None when the file is not its format."""


@attrs.frozen
class PlacedInterface:
    """An interface model where its include put it.

    Attributes:
        model: What the custom parser returned.
        name: Its name in the including scope.
        pose: Its pose (the include's, or the model's own ``pose_in_parent``).
        relative_to: The include pose's ``relative_to`` (``""``: the scope's frame).
        placement_frame: The include's ``placement_frame``.
        static: The include's ``static`` override, or the model's own flag.
        include: The ``<include>`` object, where problems are reported.
        merge: Whether its frames join the including scope directly, its model
            frame becoming the proxy frame ``_merged__<name>__model__``.
    """

    model: InterfaceModel
    name: str
    pose: Pose
    relative_to: str
    placement_frame: str
    static: bool
    include: Element
    merge: bool = False

    @property
    def frame_name(self) -> str:
        """The model frame's name in the including scope (a proxy frame when merged)."""
        return f"_merged__{self.name}__model__" if self.merge else f"{self.name}::{MODEL_FRAME}"


class ResolvedFrames(Protocol):
    """What ``InterfacePoseGraph`` reads of a document's frame graphs (``FrameGraphs``)."""

    @property
    def origin(self) -> str:
        """The vertex every pose is finally expressed in."""

    @property
    def aliases(self) -> Mapping[str, str]:
        """Model names to their model frame."""

    @property
    def vertices(self) -> Mapping[str, object]:
        """Every frame, by absolute scoped name."""

    def relative_pose(self, vertex: str, relative_to: str) -> Pose | None:
        """The pose of ``vertex`` in ``relative_to``, or None where unresolvable."""


class InterfacePoseGraph:
    """Resolved poses around one interface model, handed to its reposture callback.

    Names are local to the model (``link``, ``nested::frame``, ``__model__``).
    """

    def __init__(self, graphs: ResolvedFrames, prefix: str, model_frame: str) -> None:
        self._graphs = graphs
        self._prefix = prefix
        self._model_frame = model_frame

    def model_frame_pose_in_world(self) -> Pose:
        """The model frame's pose in the world (or in the root model's frame)."""
        return self.frame_pose(MODEL_FRAME)

    def frame_pose(self, name: str, relative_to: str = "world") -> Pose:
        """The pose of one of the model's frames relative to another of its frames or the world."""
        target = self._vertex(name)
        base = self._graphs.origin if relative_to == "world" else self._vertex(relative_to)
        pose = self._graphs.relative_pose(target, base)
        if pose is None:
            raise LookupError(f"the pose of '{name}' cannot be resolved (see the errors)")
        return pose

    def _vertex(self, name: str) -> str:
        if name == MODEL_FRAME:
            return self._model_frame
        full = self._prefix + name
        full = self._graphs.aliases.get(full, full)
        if full not in self._graphs.vertices:
            raise LookupError(f"the model has no frame named '{name}'")
        return full

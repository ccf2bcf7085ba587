"""Merge-includes: a model's contents moved into the including scope, beside a proxy frame.

``<include merge="true">`` dissolves the included model: its links, joints,
frames, nested models, grippers and plugins join the parent, and the frame
``_merged__<name>__model__`` stands where the model frame was, so references
to ``__model__`` inside the moved items are rewritten to name it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from sdformat_runtime.binding import Element, replace
from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_runtime.values import parse_pose
from sdformat_semantics.entities import IncludeLike, ModelLike, WorldLike
from sdformat_semantics.frames import MODEL_FRAME, WORLD, GraphBuilder, raw_pose
from sdformat_semantics.geometry.pose import Pose

Piece = tuple[str, Any]
"""One thing that replaces an include: the owner's field it goes to (or ``xml``,
``includes``, ``interfaces``) and the object."""

_MERGEABLE_FIELDS = ("links", "joints", "frames", "models", "grippers", "plugins")
"""What moves from a merge-included model into its parent."""

_MODEL_SETTINGS = ("static", "self_collide", "allow_auto_disable", "enable_wind")
"""Model-level values a merge cannot carry over (they belong to the dissolved model)."""


class GeneratedPackage(Protocol):
    """The generated package of the version being loaded, for the objects a merge makes."""

    SPEC_VERSION: str

    @property
    def Frame(self) -> Callable[..., Element]:
        """The version's ``<frame>`` class."""

    @property
    def Pose(self) -> Callable[..., Element]:
        """The version's ``<pose>`` class."""


def merged_contents(
    model: Any,
    include: IncludeLike,
    owner: ModelLike | WorldLike,
    uri: str,
    is_world: bool,
    field: str,
    package: GeneratedPackage,
    problems: ProblemCollector,
) -> tuple[list[Piece], str | None]:
    """The contents of a merge-included model and the proxy frame standing for its frame.

    Returns the pieces that replace the include and the proxy frame's name,
    or the include itself and None when it cannot be merged.
    """
    # model is Any, not ModelLike: it is any version's Model (or, refused here, an actor or
    # light), whose fields are read and copied by name.
    if field != "models":
        message = f"merge-include is only supported for models; '{uri}' holds a {field[:-1]}"
        problems.error(ErrorCode.MERGE_INCLUDE_UNSUPPORTED, message, include)
        return [("includes", include)], None
    # The model on its own, as its file defines it: the include's pose belongs to the parent.
    builder = GraphBuilder(replace(model, pose=None, placement_frame=""), is_world=False)
    graphs = builder.build()
    problems.extend(builder.problems)
    proxy_name = f"_merged__{model.name}__model__"
    canonical = _canonical_target(model)
    if canonical is None and not model.static:
        message = f"merged model '{model.name}' has no link and no nested model to attach to"
        problems.error(ErrorCode.MODEL_WITHOUT_LINK, message, include)
        return [("includes", include)], None
    placement_pose = Pose.identity()
    if model.placement_frame:
        found = graphs.lookup(str(model.placement_frame), graphs.root_scope)
        below = graphs.pose_below(found, MODEL_FRAME) if found is not None else None
        if below is None:
            message = f"placement_frame '{model.placement_frame}' names no frame in '{model.name}'"
            suggestion = None
            if found is None:
                suggestion = graphs.suggest(str(model.placement_frame), graphs.root_scope)
            code = ErrorCode.MODEL_PLACEMENT_FRAME_INVALID
            problems.error(code, message, include, suggestion=suggestion)
            return [("includes", include)], None
        placement_pose = below
    own_pose, relative_to = raw_pose(model)
    proxy_pose = own_pose @ placement_pose.inverse()
    if not relative_to:
        relative_to = WORLD if is_world else MODEL_FRAME
    proxy = package.Frame(
        name=proxy_name,
        attached_to=canonical or "",
        pose=package.Pose(value=_pose_values(proxy_pose), relative_to=relative_to),
        xml_origin=include.xml_origin,
    )
    items: list[tuple[str, Any]] = [("frames", proxy)]
    for moved_field in _MERGEABLE_FIELDS:
        for item in getattr(model, moved_field, []) or []:
            if not hasattr(owner, moved_field):  # a world has no links, grippers or joints
                message = (
                    f"a world cannot merge-include '{uri}': its {moved_field[:-1]} "
                    f"'{getattr(item, 'name', '')}' would sit directly in the world"
                )
                problems.error(ErrorCode.MERGE_INCLUDE_UNSUPPORTED, message, include)
                continue
            items.append((moved_field, _rewritten(item, moved_field, proxy_name, package)))
    for setting in _MODEL_SETTINGS:
        if setting in model.xml_extras.present:
            message = (
                f"<{setting}> of merge-included model '{model.name}' is not carried over: "
                "it belongs to the dissolved model"
            )
            problems.warning(ErrorCode.MERGE_INCLUDE_CONTENT_DROPPED, message, include)
    for element in model.xml_extras.elements:
        if isinstance(element.tag, str) and element.tag.startswith("{"):
            items.append(("xml", element))
        else:
            message = f"<{element.tag}> of merge-included model '{model.name}' is not merged"
            problems.warning(ErrorCode.MERGE_INCLUDE_CONTENT_DROPPED, message, include)
    return items, proxy_name


def _canonical_target(model: Any) -> str | None:
    """What a merged model's frame was attached to, as a name in the model."""
    if model.canonical_link:
        return str(model.canonical_link)
    if model.links:
        return str(model.links[0].name)
    if model.models:
        return str(model.models[0].name)
    return None


def _pose_values(pose: Pose) -> Any:
    # Computed: held as its text reads, so that every machine writes the same text.
    return parse_pose(pose.to_sdf())


def _rewritten(item: Any, field: str, proxy: str, package: GeneratedPackage) -> Any:
    """A merged item whose references to the dissolved model frame name the proxy frame."""
    # item is Any: a link, joint, frame or model of any version, copied by replace.

    def swap(reference: str, empty_too: bool) -> str:
        if reference == MODEL_FRAME or (empty_too and not reference):
            return proxy
        return reference

    changes: dict[str, Any] = {}
    if field in ("links", "models"):
        pose: Any = item.pose if item.pose is not None else package.Pose()
        changes["pose"] = replace(pose, relative_to=swap(str(pose.relative_to or ""), True))
    elif field == "frames":
        changes["attached_to"] = swap(str(item.attached_to or ""), True)
        if item.pose is not None:
            relative_to = swap(str(item.pose.relative_to or ""), False)
            changes["pose"] = replace(item.pose, relative_to=relative_to)
    elif field == "joints":
        if item.pose is not None:
            relative_to = swap(str(item.pose.relative_to or ""), False)
            changes["pose"] = replace(item.pose, relative_to=relative_to)
        changes["parent"] = swap(str(item.parent), False)
        changes["child"] = swap(str(item.child), False)
        for axis_field in ("axis", "axis2"):
            axis = getattr(item, axis_field, None)
            if axis is not None and axis.xyz is not None:
                xyz = replace(axis.xyz, expressed_in=swap(str(axis.xyz.expressed_in or ""), False))
                changes[axis_field] = replace(axis, xyz=xyz)
    return replace(item, **changes) if changes else item

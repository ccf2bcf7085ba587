"""Handing non-SDFormat includes to the custom parsers, and placing what they return."""

from __future__ import annotations

from pathlib import Path
from typing import cast

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.entities import IncludeLike, placement_frame_of
from sdformat_semantics.frames import raw_pose
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.interface import (
    InterfaceModel,
    NestedInclude,
    PlacedInterface,
    interface_problem,
)

SDFORMAT_SUFFIXES = (".sdf", ".world")
"""Files that never go to custom parsers."""

FAILED = InterfaceModel(name="")
"""Stands for "a custom parser raised": the include is then left as it is."""


def for_custom_parsers(path: Path, config: ParserConfig) -> bool:
    """Whether ``path`` is offered to the custom parsers (there are some, and it is no SDFormat)."""
    return bool(config.custom_parsers) and path.suffix.lower() not in SDFORMAT_SUFFIXES


def ask_custom_parsers(
    config: ParserConfig,
    include: IncludeLike,
    uri: str,
    path: Path,
    prefix: str,
    merge: bool,
    problems: ProblemCollector,
) -> InterfaceModel | None:
    """What the custom parsers make of an include: a model, None, or ``FAILED``.

    ``include`` is the version's ``<include>`` object; ``prefix`` the scoped-name
    prefix of the including model.
    """
    present = include.xml_extras.present
    pose_value: Pose | None = None
    relative_to = ""
    if include.pose is not None:
        pose_value, relative_to = raw_pose(include)
    nested = NestedInclude(
        uri=uri,
        resolved_path=path,
        absolute_parent_name=prefix[:-2] if prefix.endswith("::") else prefix,
        local_name=str(include.name) if include.name else None,
        is_static=bool(include.static) if "static" in present else None,
        pose=pose_value,
        pose_relative_to=relative_to,
        placement_frame=placement_frame_of(include),
        merge=merge,
        element=_generated(include),
    )
    for parser in config.custom_parsers:
        try:
            model = parser(nested)
        except Exception as error:  # a user callback: report, never crash
            message = f"custom parser for '{uri}' raised {type(error).__name__}: {error}"
            problems.error(ErrorCode.CUSTOM_PARSER_FAILED, message, include, suffix="/uri")
            return FAILED
        if model is not None:
            return model
    return None


def placed_interface(
    model: object, include: IncludeLike, uri: str, merge: bool, problems: ProblemCollector
) -> PlacedInterface | None:
    """The interface model a parser returned, placed as its include says (None when unusable)."""
    if not isinstance(model, InterfaceModel):
        message = (
            f"custom parser for '{uri}' returned {type(model).__name__}, not an InterfaceModel"
        )
        problems.error(ErrorCode.CUSTOM_PARSER_FAILED, message, include, suffix="/uri")
        return None
    malformed = interface_problem(model)
    if malformed is not None:
        message = f"custom parser for '{uri}' returned a malformed InterfaceModel: {malformed}"
        problems.error(ErrorCode.CUSTOM_PARSER_FAILED, message, include, suffix="/uri")
        return None
    name = str(include.name or "") or model.name
    if not name or "::" in name:
        message = f"the model a custom parser read from '{uri}' has an invalid name '{name}'"
        problems.error(ErrorCode.ATTRIBUTE_INVALID, message, include, suffix="/uri")
        return None
    pose, relative_to = model.pose_in_parent, ""
    if include.pose is not None:
        pose, relative_to = raw_pose(include)
    static = bool(include.static) if "static" in include.xml_extras.present else model.static
    return PlacedInterface(
        model,
        name,
        pose,
        relative_to,
        placement_frame_of(include),
        static,
        _generated(include),
        merge,
    )


def _generated(include: IncludeLike) -> Element:
    """The include as the generated object it is: custom parsers get the whole ``Element``."""
    # Includes come only from bound documents; the protocol just cannot say it is an Element.
    return cast(Element, include)

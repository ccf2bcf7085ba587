"""A custom parser: include robots described in a tiny TOML format.

Needs Python 3.11 or newer (for ``tomllib``). The format is the one of
libsdformat's interface-API test models::

    name = "double_pendulum"
    pose = "1 2 3 0 0 0"            # model frame in the including scope
    canonical_link = "base"

    [links.base]
    pose = "1 0 0.5 0 0 0"          # link in the model frame

    [joints.upper_joint]
    parent = "base"
    child = "upper_link"
    pose = "0.001 0 0 0 0 0"        # joint frame in its child frame

    [frames.frame_2]
    attached_to = "lower_link"      # default: the model frame
    pose = "0 0 1 0 0 0"            # in the attached-to frame

    [models.child_model]            # nested models, same keys
    canonical_link = "base_link"

Use it with::

    config = ParserConfig()
    config.register_custom_parser(toml_model_parser)
    document = load("world.sdf", config=config)

Only the frames reach the including document: SDFormat models can then be
placed relative to, or welded to, ``double_pendulum::upper_link``.
"""

from __future__ import annotations

from typing import Any

import tomllib

from sdformat_semantics import (
    InterfaceFrame,
    InterfaceJoint,
    InterfaceLink,
    InterfaceModel,
    InterfacePoseGraph,
    NestedInclude,
    Pose,
)

placements: dict[str, Pose] = {}
"""Where each TOML model's frame ended up in the world, filled in by the reposture callback."""


def toml_model_parser(include: NestedInclude) -> InterfaceModel | None:
    """The model a ``.toml`` include describes; None for any other file."""
    if include.resolved_path.suffix != ".toml":
        return None
    table = tomllib.loads(include.resolved_path.read_text(encoding="utf-8"))
    model = _model(table, str(table["name"]))
    scoped = f"{include.absolute_parent_name}::" if include.absolute_parent_name else ""
    scoped += include.local_name or model.name

    def remember(graph: InterfacePoseGraph) -> None:
        placements[scoped] = graph.model_frame_pose_in_world()

    model.reposture = remember
    return model


def _model(table: dict[str, Any], name: str) -> InterfaceModel:
    return InterfaceModel(
        name=name,
        canonical_link=str(table.get("canonical_link", "")),
        pose_in_parent=_pose(table),
        static=bool(table.get("static", False)),
        links=[InterfaceLink(n, _pose(t)) for n, t in table.get("links", {}).items()],
        joints=[
            InterfaceJoint(n, str(t["child"]), _pose(t)) for n, t in table.get("joints", {}).items()
        ],
        frames=[
            InterfaceFrame(n, str(t.get("attached_to", "__model__")), _pose(t))
            for n, t in table.get("frames", {}).items()
        ],
        models=[_model(t, n) for n, t in table.get("models", {}).items()],
    )


def _pose(table: dict[str, Any]) -> Pose:
    text = str(table.get("pose", "0 0 0 0 0 0"))
    return Pose.from_sdf([float(v) for v in text.split()])

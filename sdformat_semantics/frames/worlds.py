"""The frame graphs of a whole document: each world's, or the top-level model's.

``build_graphs`` builds them, models from custom parsers (``interfaces``)
joining them; ``reposture`` then tells each custom-parsed model where its
frames ended up. The checks that read the finished graphs are declared with
the other checks (``sdformat_semantics.checks.table``); the loader runs them
on each builder's graphs between the two.
"""

from __future__ import annotations

import attrs

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, problem
from sdformat_semantics.entities import root_models, worlds_of
from sdformat_semantics.frames.builder import GraphBuilder
from sdformat_semantics.frames.graphs import FrameGraphs
from sdformat_semantics.frames.interfaces import Interfaces
from sdformat_semantics.interface import InterfacePoseGraph


@attrs.frozen
class DocumentGraphs:
    """The graphs of one document and the builders that made them.

    Attributes:
        graphs: The graphs of every world by name, or of the top-level model
            under ``""`` (of two worlds of one name, the first's).
        builders: One per world (every one, in document order) or for the
            top-level model; each holds its element, graphs and problems.
    """

    graphs: dict[str, FrameGraphs]
    builders: tuple[GraphBuilder, ...]


def build_graphs(
    root: Element, interfaces: Interfaces | None = None, *, unnamed_poses: bool = True
) -> DocumentGraphs:
    """The frame graphs of every world of ``root``, or of its top-level model when it has none.

    ``unnamed_poses`` False skips the builder's check of the poses of
    visuals, collisions, sensors and lights, for a caller who knows that no
    such pose has a ``relative_to``.
    """
    graphs: dict[str, FrameGraphs] = {}
    builders: list[GraphBuilder] = []
    for world in worlds_of(root):
        builder = GraphBuilder(
            world, is_world=True, interfaces=interfaces, unnamed_poses=unnamed_poses
        )
        graphs.setdefault(world.name, builder.build())
        builders.append(builder)
    tops = root_models(root)
    if tops and not graphs:
        builder = GraphBuilder(
            tops[0], is_world=False, interfaces=interfaces, unnamed_poses=unnamed_poses
        )
        graphs[""] = builder.build()
        builders.append(builder)
    return DocumentGraphs(graphs, tuple(builders))


def reposture(builder: GraphBuilder) -> list[Error]:
    """Tell each custom-parsed model of a built graph where its frames ended up."""
    problems: list[Error] = []
    for model, prefix, frame in builder.placed_interfaces:
        if model.reposture is None:
            continue
        try:
            model.reposture(InterfacePoseGraph(builder.graphs, prefix, frame))
        except Exception as error:  # a user callback: report, never crash
            message = (
                f"reposture callback of custom-parsed model '{model.name}' raised "
                f"{type(error).__name__}: {error}"
            )
            problems.append(problem(ErrorCode.CUSTOM_PARSER_FAILED, message, builder.element))
    return problems

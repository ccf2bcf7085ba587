"""A proof, for mypy only, that every version's generated classes fit the protocols.

Nothing here runs: ``_conformance`` returns each version's classes as the
protocols they must satisfy, so a field renamed or retyped in one version (or
a protocol asking for more than every version has) fails ``mypy --strict``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import sdformat_v1_7 as v7
    import sdformat_v1_8 as v8
    import sdformat_v1_10 as v10

    from sdformat_semantics.entities.protocols import (
        AxisLike,
        FormattedPoseLike,
        FrameLike,
        IncludeLike,
        JointLike,
        JointWorldLike,
        LinkLike,
        MergeIncludeLike,
        MimicAxisLike,
        ModelLike,
        ModelListRoot,
        OneModelRoot,
        PlacedIncludeLike,
        PlacedModelLike,
        PoseLike,
        RootLike,
        WorldLike,
    )

    def _conformance(
        roots: tuple[v7.Sdf, v8.Sdf, v10.Sdf],
        worlds: tuple[v7.World, v8.World, v10.World],
        models: tuple[v7.Model, v8.Model, v10.Model],
        links: tuple[v7.Link, v8.Link, v10.Link],
        joints: tuple[v7.Joint, v8.Joint, v10.Joint],
        axes: tuple[v7.JointAxis, v7.JointAxis2, v8.JointAxis, v8.JointAxis2],
        mimic_axes: tuple[v10.JointAxis, v10.JointAxis2],
        frames: tuple[v7.Frame, v8.Frame, v10.Frame],
        poses: tuple[v7.Pose, v8.Pose, v10.Pose],
        model_includes: tuple[v7.ModelInclude, v8.ModelInclude, v10.ModelInclude],
        world_includes: tuple[v7.WorldInclude, v8.WorldInclude, v10.WorldInclude],
    ) -> tuple[object, ...]:
        """Never called: the return type is the proof."""
        proven: tuple[
            tuple[RootLike, ...],
            ModelListRoot,
            OneModelRoot,
            OneModelRoot,
            tuple[WorldLike, ...],
            JointWorldLike,
            tuple[ModelLike, ...],
            PlacedModelLike,
            PlacedModelLike,
            tuple[LinkLike, ...],
            tuple[JointLike, ...],
            tuple[AxisLike, ...],
            tuple[MimicAxisLike, ...],
            tuple[FrameLike, ...],
            tuple[PoseLike, ...],
            FormattedPoseLike,
            tuple[IncludeLike, ...],
            tuple[PlacedIncludeLike, PlacedIncludeLike],
            MergeIncludeLike,
            MergeIncludeLike,
        ] = (
            roots,
            roots[0],
            roots[1],
            roots[2],
            worlds,
            worlds[2],
            models,
            models[1],
            models[2],
            links,
            joints,
            axes,
            mimic_axes,
            frames,
            poses,
            poses[2],
            (*model_includes, *world_includes),
            (model_includes[1], world_includes[1]),
            model_includes[2],
            world_includes[2],
        )
        return proven

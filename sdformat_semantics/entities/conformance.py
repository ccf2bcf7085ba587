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
    import sdformat_v1_11 as v11
    import sdformat_v1_12 as v12

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
        roots: tuple[v7.Sdf, v8.Sdf, v10.Sdf, v11.Sdf, v12.Sdf],
        worlds: tuple[v7.World, v8.World, v10.World, v11.World, v12.World],
        models: tuple[v7.Model, v8.Model, v10.Model, v11.Model, v12.Model],
        links: tuple[v7.Link, v8.Link, v10.Link, v11.Link, v12.Link],
        joints: tuple[v7.Joint, v8.Joint, v10.Joint, v11.Joint, v12.Joint],
        axes: tuple[v7.JointAxis, v7.JointAxis2, v8.JointAxis, v8.JointAxis2],
        mimic_axes: tuple[
            v10.JointAxis,
            v10.JointAxis2,
            v11.JointAxis,
            v11.JointAxis2,
            v12.JointAxis,
            v12.JointAxis2,
        ],
        frames: tuple[v7.Frame, v8.Frame, v10.Frame, v11.Frame, v12.Frame],
        poses: tuple[v7.Pose, v8.Pose, v10.Pose, v11.Pose, v12.Pose],
        model_includes: tuple[
            v7.ModelInclude, v8.ModelInclude, v10.ModelInclude, v11.ModelInclude, v12.ModelInclude
        ],
        world_includes: tuple[
            v7.WorldInclude, v8.WorldInclude, v10.WorldInclude, v11.WorldInclude, v12.WorldInclude
        ],
    ) -> tuple[object, ...]:
        """Never called: the return type is the proof."""
        proven: tuple[
            tuple[RootLike, ...],
            ModelListRoot,
            tuple[OneModelRoot, ...],
            tuple[WorldLike, ...],
            tuple[JointWorldLike, ...],
            tuple[ModelLike, ...],
            tuple[PlacedModelLike, ...],
            tuple[LinkLike, ...],
            tuple[JointLike, ...],
            tuple[AxisLike, ...],
            tuple[MimicAxisLike, ...],
            tuple[FrameLike, ...],
            tuple[PoseLike, ...],
            tuple[FormattedPoseLike, ...],
            tuple[IncludeLike, ...],
            tuple[PlacedIncludeLike, ...],
            tuple[MergeIncludeLike, ...],
        ] = (
            roots,
            roots[0],
            roots[1:],
            worlds,
            worlds[2:],
            models,
            models[1:],
            links,
            joints,
            axes,
            mimic_axes,
            frames,
            poses,
            poses[2:],
            (*model_includes, *world_includes),
            (*model_includes[1:], *world_includes[1:]),
            (*model_includes[2:], *world_includes[2:]),
        )
        return proven

"""A proof, for mypy only, that every version's generated classes fit the protocols.

Nothing here runs. The registry lists the version packages for type checkers
(``sdformat_versions.PACKAGE_MODULES``, oldest first); each protocol below
describes a package by the classes the semantics read from it, and mypy
checks every package a slice of that tuple takes against it. A field renamed
or retyped in one version, or a protocol asking for more than its versions
have, fails ``mypy --strict``; a version added by ``make generate`` is
proven without an edit here, as it joins every slice that runs to the end.

The slices count from the oldest version, so a new newest version falls in
all of them; an older one added would shift them, and mypy would then fail
on the versions that moved into a slice whose fields they lack.
``tests/semantics/entities/test_conformance_slices.py`` checks that each
slice starts at the version written beside it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from sdformat_versions import PACKAGE_MODULES

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

    class Loadable(Protocol):
        """The classes of a version documents load as (from 1.7, the frame semantics)."""

        @property
        def Sdf(self) -> type[RootLike]: ...  # noqa: D102
        @property
        def World(self) -> type[WorldLike]: ...  # noqa: D102
        @property
        def Model(self) -> type[ModelLike]: ...  # noqa: D102
        @property
        def Link(self) -> type[LinkLike]: ...  # noqa: D102
        @property
        def Joint(self) -> type[JointLike]: ...  # noqa: D102
        @property
        def Frame(self) -> type[FrameLike]: ...  # noqa: D102
        @property
        def Pose(self) -> type[PoseLike]: ...  # noqa: D102
        @property
        def ModelInclude(self) -> type[IncludeLike]: ...  # noqa: D102
        @property
        def WorldInclude(self) -> type[IncludeLike]: ...  # noqa: D102

    class ListsModels(Protocol):
        """1.7, whose ``<sdf>`` may hold several models."""

        @property
        def Sdf(self) -> type[ModelListRoot]: ...  # noqa: D102

    class HoldsOneModel(Protocol):
        """From 1.8: ``<sdf>`` holds one model at most."""

        @property
        def Sdf(self) -> type[OneModelRoot]: ...  # noqa: D102

    class PlacesByFrame(Protocol):
        """From 1.8: ``placement_frame`` on models and includes."""

        @property
        def Model(self) -> type[PlacedModelLike]: ...  # noqa: D102
        @property
        def ModelInclude(self) -> type[PlacedIncludeLike]: ...  # noqa: D102
        @property
        def WorldInclude(self) -> type[PlacedIncludeLike]: ...  # noqa: D102

    class PlainAxes(Protocol):
        """1.7 to 1.9: joint axes without mimic constraints."""

        @property
        def JointAxis(self) -> type[AxisLike]: ...  # noqa: D102
        @property
        def JointAxis2(self) -> type[AxisLike]: ...  # noqa: D102

    class FormatsPoses(Protocol):
        """From 1.9: poses say how they write rotations; models merge their includes."""

        @property
        def Pose(self) -> type[FormattedPoseLike]: ...  # noqa: D102
        @property
        def ModelInclude(self) -> type[MergeIncludeLike]: ...  # noqa: D102

    class MimicsAndWorldJoints(Protocol):
        """From 1.10: mimic constraints, joints in worlds, worlds merge their includes."""

        @property
        def JointAxis(self) -> type[MimicAxisLike]: ...  # noqa: D102
        @property
        def JointAxis2(self) -> type[MimicAxisLike]: ...  # noqa: D102
        @property
        def World(self) -> type[JointWorldLike]: ...  # noqa: D102
        @property
        def WorldInclude(self) -> type[MergeIncludeLike]: ...  # noqa: D102

    def _conformance() -> tuple[object, ...]:
        """Never called: the annotated assignments are the proof."""
        loadable: tuple[Loadable, ...] = PACKAGE_MODULES[1:]  # from 1.7
        lists_models: tuple[ListsModels, ...] = PACKAGE_MODULES[1:2]  # 1.7
        one_model: tuple[HoldsOneModel, ...] = PACKAGE_MODULES[2:]  # from 1.8
        placed: tuple[PlacesByFrame, ...] = PACKAGE_MODULES[2:]  # from 1.8
        plain_axes: tuple[PlainAxes, ...] = PACKAGE_MODULES[1:4]  # 1.7 to 1.9
        formatted: tuple[FormatsPoses, ...] = PACKAGE_MODULES[3:]  # from 1.9
        mimics: tuple[MimicsAndWorldJoints, ...] = PACKAGE_MODULES[4:]  # from 1.10
        return (loadable, lists_models, one_model, placed, plain_axes, formatted, mimics)

"""A loaded document: its objects, its problems, writing it, and (from FrameQueries) its frames."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import attrs

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, ProblemList
from sdformat_semantics.checks.model import (
    check_canonical_links,
    check_names,
    renamed_duplicates,
)
from sdformat_semantics.document.columns import with_columns
from sdformat_semantics.document.writing import refuse_errors, xml_text
from sdformat_semantics.entities import (
    ModelLike,
    WorldLike,
    is_model,
    is_root,
    namespace_of,
    root_models,
)
from sdformat_semantics.entities.elements import elements_of, find_element
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.frames.lookup import (
    FrameLookupError,
    display_name,
    resolved_pose,
)

if TYPE_CHECKING:
    # Types only: the writers (export/), the Jacobian and the viewer are imported by the
    # methods that use them, so that loading and checking a document does not import them.
    from sdformat_semantics.auto_inertia import MeshCalculator
    from sdformat_semantics.config import ParserConfig
    from sdformat_semantics.export.down import Conversion
    from sdformat_semantics.export.mjcf import MjcfConversion
    from sdformat_semantics.export.urdf_parts import UrdfConversion
    from sdformat_semantics.frames import FrameGraphs
    from sdformat_semantics.include import IncludeRecord
    from sdformat_semantics.kinematics import Kinematics, Positions
    from sdformat_semantics.kinematics.configuration import ScalarPositions
    from sdformat_semantics.kinematics.jacobian import Jacobian
    from sdformat_semantics.migration import Change
    from sdformat_semantics.urdf.source import UrdfSource
    from sdformat_semantics.view.viewer import Viewer

E = TypeVar("E", bound=Element)

__all__ = ["Document", "FrameLookupError"]


@attrs.define(eq=False)
class Document(FrameQueries, ProblemList):
    """What ``load`` returns: the bound objects, every problem, and frame queries.

    Names in queries are scoped names from the root scope: in a world file
    they start at the world (``robot::arm::link``) and poses default to being
    relative to ``world``; in a file whose root is a model they start inside
    that model (``arm::link``) and poses default to its frame, ``__model__``.

    Attributes:
        file: The file read, or None for text.
        version: The version the document was loaded as, after migration
            (None when it could not be loaded).
        spec_version: The version whose classes hold ``root`` (same as ``version``).
        root: The ``<sdf>`` object with every include expanded into the model
            it names (or merged), or None when the document could not be read.
        problems: Errors and warnings in the order found.
        graphs: Frame graphs per world name, or under ``""`` for a root model.
        source_root: The ``<sdf>`` object as written, ``<include>`` elements
            and all (``root`` itself when there is nothing to expand).
        includes: Every include met, at any depth, and what became of it.
        original_version: The version the document declares (None if it
            declares none); version-dependent rules (``::`` in names) follow it.
        migration: What migrating from ``original_version`` to ``version`` rewrote.
        mesh_calculator: What computes mesh inertials (``ParserConfig.mesh_inertia``).
        urdf_source: The URDF the document was read from (None for SDFormat):
            ``convert_to_urdf`` writes it back while the objects are unedited.
    """

    file: str | None
    version: str | None
    spec_version: str | None
    root: Element | None
    problems: tuple[Error, ...]
    graphs: dict[str, FrameGraphs] = attrs.field(factory=dict)
    source_root: Element | None = None
    includes: tuple[IncludeRecord, ...] = ()
    original_version: str | None = None
    migration: tuple[Change, ...] = ()
    mesh_calculator: MeshCalculator | None = attrs.field(default=None, repr=False)
    urdf_source: UrdfSource | None = attrs.field(default=None, repr=False)
    _kinematics: dict[int, Kinematics] = attrs.field(factory=dict, init=False, repr=False)

    @property
    def valid(self) -> bool:
        """True when there is no error."""
        return not self.errors

    @property
    def worlds(self) -> list[WorldLike]:
        """The document's worlds (empty for a model file)."""
        return list(self.root.worlds) if is_root(self.root) else []

    @property
    def model(self) -> ModelLike | None:
        """The top-level model, or None."""
        models = root_models(self.root) if self.root is not None else []
        return models[0] if models else None

    def namespace_of(self, model: ModelLike | str) -> str | None:
        """A model's namespace, ``{name}`` resolved; None when the model sets none.

        ``model`` is a model object of this document or its scoped name
        (``arm::gripper``). ``//model/@namespace`` and ``//include/namespace``
        are upstream's unreleased addition to 1.11 and 1.12: the include's
        replaces the model's, each ``{name}`` stands for the model's name as
        loaded, and nested models do not inherit it.

        Raises:
            FrameLookupError: The scoped name names no model.
        """
        if isinstance(model, str):
            found = self.find(model)
            if not is_model(found):
                raise FrameLookupError(f"'{model}' in {self._where()} is not a model")
            model = found
        return namespace_of(model)

    def find(self, scoped_name: str) -> Element:
        """The element a scoped name names (``arm::gripper::finger``), as its typed object.

        Any named element: models, links, joints, frames, visuals, sensors...
        A world's names start below the world; a model file's may leave out
        the model's own name.

        Raises:
            FrameLookupError: Nothing, or more than one element, has that name.
        """
        if self.root is None:
            raise FrameLookupError(f"{self._where()} was not loaded")
        try:
            return find_element(self.root, scoped_name, self._where())
        except LookupError as error:
            raise FrameLookupError(str(error)) from None

    def iter(self, kind: type[E] | str) -> Iterator[E]:
        """Every element of a class (``sdformat_v1_10.Link``) or tag (``"link"``), at any depth.

        Included models are searched too (the document is expanded); depth first, each
        element before its children, children in the order of their class's fields.
        """
        return elements_of(self.root, kind) if self.root is not None else iter(())

    def check(self, *, strict: bool = False) -> list[Error]:
        """Errors beyond what loading reports, as ``sdformat check`` applies them.

        What the reference's command-line check (``gz sdf --check``) adds to
        loading: a model's explicit canonical link must be a link, not another
        frame, and every named sibling must differ, whatever its type (a
        visual and a collision may not share a name; plugins are exempt).
        Loading, like libsdformat's ``Root::Load``, only requires siblings of
        the same kind to differ, and renames an entity of a file older than 1.7
        that another kind's name holds: here that is an error, since the names
        as written collide (``checks.model.renamed_duplicates``). These checks
        run whether or not loading found errors, so they report the same
        things with and without ``strict``.

        Args:
            strict: Ignored: the checks are the same either way (kept for callers).
        """
        del strict  # the same checks either way; kept for callers of the older signature
        if self.root is None:
            return []
        problems = [p for graphs in self.graphs.values() for p in check_canonical_links(graphs)]
        problems.extend(renamed_duplicates(self.problems))
        known = {attrs.evolve(p, column=None) for p in self.problems}  # as check_names has
        names = check_names(
            self.root, self.original_version or "", strict=True, includes=self.includes
        )
        # The load's own problems were filtered already: none of them is dropped here.
        unechoed = without_placeholder_echoes([*self.problems, *names])[len(self.problems) :]
        problems.extend(p for p in unechoed if p not in known)
        return list(with_columns(problems))

    def to_xml(
        self,
        *,
        expand_includes: bool = True,
        version: str | None = None,
        allow_loss: bool = False,
        with_errors: bool = False,
    ) -> str:
        """The document as SDFormat XML text; a document with errors is refused.

        Its classes hold defaults where reading found required values missing:
        the text would be valid where the file is not (``writing.refuse_errors``).

        Args:
            expand_includes: Write each included model in place of its
                ``<include>`` (merged ones as their contents and proxy frame),
                giving one self-contained document. Includes that did not
                resolve, and models from custom parsers, stay ``<include>``
                elements. False writes the ``<include>`` elements as they were.
            version: Write this version (any of ``WRITABLE_VERSIONS``, older
                ones included; see ``convert``) instead of the version of the
                document's classes.
            allow_loss: With ``version``, write even when the version cannot
                hold everything; ``convert`` says what was left out.
            with_errors: Write a document with errors anyway, as the classes
                hold it (to inspect what was read).

        Raises:
            SdfErrors: The document has errors (and ``with_errors`` is False).
            ValueError: The document could not be read; or ``version`` is
                unknown or asked with ``expand_includes=False``.
            ConversionLossError: ``version`` cannot hold all of the document
                (and ``allow_loss`` is False); it carries the loss report.
        """
        if version is not None:
            if not expand_includes:
                raise ValueError("a document is written as another version with includes expanded")
            conversion = self.convert(version, with_errors=with_errors)
            if conversion.problems and not allow_loss:
                from sdformat_semantics.export.losses import ConversionLossError  # a writer's

                raise ConversionLossError(conversion)
            return conversion.text
        root = self.root if expand_includes else (self.source_root or self.root)
        return xml_text(root, self.errors, with_errors, self._where())

    def convert(self, version: str, *, with_errors: bool = False) -> Conversion:
        """The document written as ``version``, with the report of what it could not hold.

        Any version of ``WRITABLE_VERSIONS`` can be written, older ones
        included (one step at a time down the registry's ``DOWNGRADES``),
        includes expanded. What the version cannot express becomes an
        equivalent where there is one (auto inertia as its computed values,
        screw pitches, state names, nested models flattened, placement frames
        and degrees as plain poses, joints to links for 1.7, axes in the model
        frame as 1.6's use_parent_model_frame), else a ``DOWNCONVERSION_LOSS``
        in ``problems``.

        Raises:
            SdfErrors: The document has errors (and ``with_errors`` is False).
            ValueError: The document could not be read, or ``version`` is unknown.
        """
        if self.root is None or self.spec_version is None:
            raise ValueError(f"{self._where()} could not be read; there is nothing to write")
        refuse_errors(self.errors, with_errors)
        from sdformat_semantics.export.down import write_as  # only writing another version needs it

        meshes, file = self.mesh_calculator, self.file
        return write_as(self.root, self.graphs, self.spec_version, version, file, meshes)

    def convert_to_urdf(
        self, model: str | None = None, *, with_errors: bool = False
    ) -> UrdfConversion:
        """One model written as URDF, with the report of what URDF cannot hold.

        The model's links, joints, inertials (computed ones for ``auto``),
        visuals, collisions and frames, with a ``URDF_EXPORT_LOSS`` warning
        for everything left out or changed (the rules:
        ``sdformat_semantics.export.urdf``). A document read from URDF whose
        objects are unedited is written back as its URDF was read: every link,
        joint and fixed joint under its own name, and nothing lost.

        Args:
            model: The model's scoped name; default the root model, or the
                only model of the first world.
            with_errors: Write a document with errors anyway.

        Raises:
            SdfErrors: The document has errors (and ``with_errors`` is False).
            ValueError: The document could not be read, or names no such model.
        """
        if self.root is None or not self.graphs:
            raise ValueError(f"{self._where()} could not be read; there is nothing to write")
        refuse_errors(self.errors, with_errors)
        from sdformat_semantics.export.urdf import write_urdf  # only writing URDF needs it

        return write_urdf(self, self.model, self.worlds, model, self.urdf_source)

    def to_urdf(
        self, model: str | None = None, *, allow_loss: bool = False, with_errors: bool = False
    ) -> str:
        """One model as URDF text (see ``convert_to_urdf``).

        Raises:
            ConversionLossError: URDF cannot hold all of the model (and ``allow_loss``
                is False); it carries the loss report.
        """
        conversion = self.convert_to_urdf(model, with_errors=with_errors)
        if not conversion.lossless and not allow_loss:
            from sdformat_semantics.export.losses import ConversionLossError  # a writer's

            raise ConversionLossError(conversion)
        return conversion.text

    def convert_to_mjcf(
        self,
        *,
        config: ParserConfig | None = None,
        assets: str | os.PathLike[str] | None = None,
        with_errors: bool = False,
        fuse_fixed: bool = False,
    ) -> MjcfConversion:
        """The document written as MJCF (MuJoCo), with the report of what MJCF cannot hold.

        The root model, or the first world with every model in it; a
        document read from URDF is written from its SDFormat model. MuJoCo's
        model API builds and writes it (``mujoco.MjSpec``, the ``[mujoco]``
        extra); the rules are in ``sdformat_semantics.export.mjcf``.

        Args:
            config: The policies mesh URIs are resolved with (as for includes).
            assets: A folder to copy the mesh files into; the MJCF names them there.
            with_errors: Write a document with errors anyway.
            fuse_fixed: Merge each link on a fixed joint into its parent link's
                body (geoms, sensors, mass combined; its frame kept as a site,
                ``fused``); an ``INFO`` note names what was fused into what.

        Raises:
            MujocoMissingError: ``mujoco`` 3.10 or newer is not installed (its
                ``problem`` has the code ``MUJOCO_MISSING``).
            SdfErrors: The document has errors (and ``with_errors`` is False).
            MjcfRefusedError: MuJoCo's compiler refused the MJCF written (a
                ``ValueError``; its ``problem`` has the code ``MUJOCO_REFUSED``).
            ValueError: The document could not be read.
        """
        if self.root is None or not self.graphs:
            raise ValueError(f"{self._where()} could not be read; there is nothing to write")
        refuse_errors(self.errors, with_errors)
        from sdformat_semantics.export.mjcf import write_mjcf  # only writing MJCF needs it

        folder = Path(assets) if assets is not None else None
        return write_mjcf(
            self,
            self.model,
            self.worlds,
            config=config,
            assets=folder,
            root=self.root,
            fuse_fixed=fuse_fixed,
        )

    def to_mjcf(
        self,
        *,
        allow_loss: bool = False,
        config: ParserConfig | None = None,
        assets: str | os.PathLike[str] | None = None,
        with_errors: bool = False,
        fuse_fixed: bool = False,
    ) -> str:
        """The document as MJCF text (see ``convert_to_mjcf``).

        Raises:
            ConversionLossError: MJCF cannot hold all of the document (and
                ``allow_loss`` is False); it carries the loss report.
        """
        conversion = self.convert_to_mjcf(
            config=config, assets=assets, with_errors=with_errors, fuse_fixed=fuse_fixed
        )
        if not conversion.lossless and not allow_loss:
            from sdformat_semantics.export.losses import ConversionLossError  # a writer's

            raise ConversionLossError(conversion)
        return conversion.text

    def show(
        self,
        *,
        world: str | None = None,
        model: str | None = None,
        positions: ScalarPositions | None = None,
        config: ParserConfig | None = None,
        port: int = 8080,
        block: bool | None = None,
    ) -> Viewer:
        """Show the document in 3D in the browser, as ``sdformat view`` does.

        Serves the page on ``127.0.0.1``: visuals, collisions, frames, joint
        axes, a slider per moving joint, a pose readout and the problems; a
        document with errors shows what could be placed. Needs the ``[view]``
        extra (viser). In a notebook the page appears below the cell and this
        returns at once; in a script it opens the browser and, unless
        ``block`` is False, serves until Ctrl-C.

        Args:
            world: The world to show (default: the first, or the root model).
            model: Show only this model (a scoped name).
            positions: Where the joints start, as ``pose`` takes them.
            config: Resolves mesh URIs (default: ``ParserConfig()``).
            port: The port (the next free one if taken; 0: any).
            block: Serve until Ctrl-C (default: in a script, not in a notebook).

        Returns:
            The ``Viewer``: its ``url``, ``set_positions``, ``screenshot`` and ``stop``.

        Raises:
            ViewerMissingError: viser is not installed (``problem`` has the code
                ``VIEWER_MISSING``).
            FrameLookupError: ``world`` or ``model`` names nothing.
        """
        from sdformat_semantics.view.viewer import Viewer, present

        viewer = Viewer(
            self,
            list(self.problems),
            world=world,
            model=model,
            positions=positions,
            config=config,
            port=port,
        )
        return present(viewer, block)

    def jacobian(
        self,
        frame: str,
        relative_to: str | None = None,
        expressed_in: str | None = None,
        *,
        positions: Positions | None = None,
        world: str | None = None,
        strict: bool = False,
        initial: bool = False,
    ) -> Jacobian:
        """The geometric Jacobian of a frame (see ``sdformat_semantics.kinematics.jacobian``).

        ``Jacobian.matrix @ joint velocities`` is ``[v; w]``: the velocity of
        ``frame``'s origin and its angular velocity, relative to
        ``relative_to`` (default as ``pose``), in the axes of ``expressed_in``
        (default: ``relative_to``). Columns are the coordinates of the tree's
        joints (``Jacobian.columns``); mimic followers are folded into their
        leaders' columns. ``positions``, ``strict`` and ``initial`` are as for
        ``pose``; batched positions give a matrix of shape ``(N, 6, k)``.

        Raises:
            FrameLookupError: A frame name that does not resolve.
            ConfigurationError: Positions that cannot be applied.
        """
        # Jacobians are numpy through and through: imported by the first one asked for.
        from sdformat_semantics.kinematics.jacobian import Jacobian, columns_of, jacobian

        graphs = self.frame_graphs(world)
        target = self._vertex(graphs, frame)
        base = self._base(graphs, relative_to)
        expressed = base if expressed_in is None else self._vertex(graphs, expressed_in)
        kinematics = self._kinematics_of(graphs)
        configuration = kinematics.configure(
            self._with_initial(graphs, positions, initial) or {}, strict=strict
        )
        try:
            matrix = jacobian(kinematics, target, base, expressed, configuration)
        except LookupError:
            for vertex in (target, base, expressed):
                resolved_pose(graphs, vertex, base, vertex)  # the error a pose query gives
            raise
        columns = tuple((display_name(graphs, name), axis) for name, axis in columns_of(kinematics))
        return Jacobian(matrix if configuration.batched else matrix[0], columns)


PLACEHOLDER_NAME = "__default__"
"""What a required ``name`` attribute holds when it is missing (the spec's default)."""


def without_placeholder_echoes(problems: list[Error]) -> list[Error]:
    """The problems without those about the placeholder of a name reported missing.

    A ``<model>`` without ``name`` is one error (``ATTRIBUTE_MISSING``); the
    name checks would add others, about ``'__default__'`` being reserved or
    shared with another unnamed sibling, or about an empty name, which name
    nothing the user wrote.
    The order is kept.
    """
    unnamed = {
        (p.file, p.path)
        for p in problems
        if p.code is ErrorCode.ATTRIBUTE_MISSING and "'name'" in p.message
    }
    return [p for p in problems if not ((p.file, p.path) in unnamed and _echoes_placeholder(p))]


def _echoes_placeholder(problem: Error) -> bool:
    """Whether a problem is about what a missing name left: no name, or ``__default__``."""
    if problem.code in (ErrorCode.RESERVED_NAME, ErrorCode.DUPLICATE_NAME):
        return f"'{PLACEHOLDER_NAME}'" in problem.message
    return problem.code is ErrorCode.ATTRIBUTE_INVALID and problem.message.endswith("empty name")

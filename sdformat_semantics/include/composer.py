"""Expanding the includes of one document: the ``Composer``.

Composition works on the bound objects: the including model or world is
copied with its includes replaced, in place, by the included models (or, for
``merge="true"``, by the included model's contents plus a proxy frame). The
objects read from the document stay as they were, so the document can still
be written with its ``<include>`` elements. Each included file goes through
the same reading pipeline as the including one (so its own errors carry its
own file name), and is composed in turn before it is placed; the include
stack catches cycles. Composing a model waits for its nested and included
models to be composed: those walks are steps (``entities.steps``), run from a
list rather than Python's stack, since includes nest as deep as
``max_include_depth`` lets them, each file nesting models of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import attrs

from sdformat_runtime.binding import Element, replace
from sdformat_runtime.errors import Error, ErrorCode, ProblemCollector
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.entities import (
    IncludeLike,
    ModelLike,
    WorldLike,
    has_merge,
    holds_model_list,
    holds_one_model,
    is_root,
    placement_frame_of,
)
from sdformat_semantics.entities.steps import Steps, run_steps
from sdformat_semantics.include.custom import (
    FAILED,
    ask_custom_parsers,
    for_custom_parsers,
    placed_interface,
)
from sdformat_semantics.include.entity import included_entity, with_overrides
from sdformat_semantics.include.merge import GeneratedPackage, Piece, merged_contents
from sdformat_semantics.include.model_config import model_file_in
from sdformat_semantics.include.params import apply_params, params_of
from sdformat_semantics.include.records import DocumentReader, IncludeRecord
from sdformat_semantics.include.removed import forget_removed_warnings
from sdformat_semantics.include.shared import SharedReads
from sdformat_semantics.include.site import TOP_DEPTH, Site, holds_no_include
from sdformat_semantics.include.splice import rebuilt
from sdformat_semantics.include.top_level import (
    ONE_ENTITY,
    TOP_LEVEL_FIELDS,
    holds_an_entity,
    lone_top_level_include,
    placed_at_top,
    read_top_level_includes,
)
from sdformat_semantics.include.uri import Resolution, confined, real_path, resolve_uri
from sdformat_semantics.include.xacro_args import xacro_args_of
from sdformat_semantics.interface import PlacedInterface


class Composer:
    """Expands the includes of one document, and theirs, collecting problems.

    ``elements`` is the document's own count of elements, which its includes'
    add to under ``ParserConfig.max_elements``.

    Attributes:
        problems: Everything found wrong with the includes, in order.
        records: What became of each include.
        interfaces: Interface models by where they sit: (world name or ``""``, scope prefix).
    """

    def __init__(
        self,
        config: ParserConfig,
        read: DocumentReader,
        package: GeneratedPackage,
        readable_versions: Sequence[str],
        elements: int = 0,
    ) -> None:
        self.config = config
        self.read = SharedReads(read)
        """Reads each included file once; repeated includes get copies (see ``shared``)."""
        self.package = package
        """The generated package every file is read with (merges make objects of it)."""
        self.target_version = package.SPEC_VERSION
        self.readable_versions = tuple(readable_versions)
        self._problems = ProblemCollector()
        self.problems: list[Error] = self._problems.problems
        self.records: list[IncludeRecord] = []
        self.interfaces: dict[tuple[str, str], list[PlacedInterface]] = {}
        self._root_key = ""
        self._expanded = 0
        """Includes processed so far (see ``ParserConfig.max_includes``)."""
        self._bytes_read = 0
        """Bytes of the included files read so far (see ``ParserConfig.max_total_bytes``)."""
        self._elements = elements
        """Elements of the load so far, the document's own first (``ParserConfig.max_elements``)."""
        self._limit_reached = ""
        """Why includes are no longer expanded, once a limit is reached."""
        self._over_limit: list[IncludeLike] = []
        """Includes refused because a limit was reached."""

    # Entry points --------------------------------------------------------

    def compose_root(self, root: Element, file: str | None) -> Element:
        """The ``<sdf>`` object with every include of its worlds and models expanded."""
        stack = (real_path(file) or str(Path(file).absolute()),) if file else ()
        changes: dict[str, Any] = {}  # fields of the version's Sdf, which Element does not declare
        sdf = root if is_root(root) else None
        if sdf is not None and sdf.worlds:
            changes["worlds"] = [self._compose_world(w, file, stack) for w in sdf.worlds]
        top = Site(file, stack, "", False, TOP_DEPTH)
        # 1.7 has a list of root models where later versions have one.
        if sdf is not None and holds_model_list(sdf) and sdf.models:
            changes["models"] = [self._compose(m, top) for m in sdf.models]
        if sdf is not None and holds_one_model(sdf) and sdf.model is not None:
            changes["model"] = self._compose(sdf.model, top)
        if sdf is not None:
            changes.update(self._top_level_includes(sdf, file, stack))
        self._report_over_limit()
        if all(_same(value, getattr(root, field)) for field, value in changes.items()):
            return root  # nothing included: the document's own objects, as they were read
        return replace(root, **changes)

    def _top_level_includes(
        self, sdf: Any, file: str | None, stack: tuple[str, ...]
    ) -> dict[str, Any]:
        """The top-level entity that ``<include>`` elements written directly in ``<sdf>`` place.

        See ``top_level``: each is expanded as a model's include would be, its
        model, light or actor becoming the document's top-level one; one that
        would add a second top-level entity is an error and places nothing.
        """
        includes = read_top_level_includes(sdf, file, self.target_version, self._problems)
        if not includes:
            return {}
        site = Site(file, stack, "", False, TOP_DEPTH - 1)
        taken = holds_an_entity(sdf)
        placed: tuple[str, Any] | None = None
        expanded: set[int] = set()
        for node, include in includes:
            if taken:
                self._problems.error(ErrorCode.ELEMENT_INCORRECT_TYPE, ONE_ENTITY, include)
                continue
            pieces = run_steps(self._expanding(include, sdf, site))
            found = next(((f, item) for f, item in pieces if f in TOP_LEVEL_FIELDS), None)
            if found is not None:
                placed, expanded, taken = found, {id(node)}, True
        if placed is None:
            return {}
        return placed_at_top(sdf, *placed, expanded)

    def _report_over_limit(self) -> None:
        """One error for every include a limit left unexpanded."""
        if not self._over_limit:
            return
        count = len(self._over_limit)
        message = (
            f"{count} include{'s were' if count > 1 else ' was'} not expanded, from this one on: "
            f"{self._limit_reached}"
        )
        self._problems.error(ErrorCode.URI_LOOKUP, message, self._over_limit[0], suffix="/uri")

    # Owners --------------------------------------------------------------

    def _compose_world(self, world: WorldLike, file: str | None, stack: tuple[str, ...]) -> Any:
        self._root_key = str(world.name)
        try:
            return self._compose(world, Site(file, stack, "", True, TOP_DEPTH))
        finally:
            self._root_key = ""

    def _compose(self, owner: Any, site: Site) -> Any:
        """A copy of a model or world with its includes (and its nested models') expanded."""
        return run_steps(self._composing(owner, site))

    def _composing(self, owner: Any, site: Site) -> Steps[Any]:
        """``_compose`` as a step: includes nest in included files as deep as they like."""
        # Any, not ModelLike | WorldLike: the owner is any version's Model or World, whose
        # fields are read and copied by name.
        if holds_no_include(owner):
            return owner
        nested = []
        for model in owner.models:
            if holds_no_include(model):
                nested.append(model)
            else:
                nested.append((yield self._composing(model, site.nested(model.name))))
        populations = yield self._composing_populations(owner, site)
        includes = list(owner.includes)
        unchanged = all(a is b for a, b in zip(nested, owner.models, strict=True))
        if not includes and unchanged and populations is None:
            return owner
        composed = owner
        if includes or not unchanged:
            expansions = []
            for include in includes:
                expansions.append((yield self._expanding(include, owner, site)))
            composed = rebuilt(owner, nested, includes, expansions)
        if populations is not None:
            composed = replace(composed, populations=populations)
        return composed

    def _composing_populations(self, owner: Any, site: Site) -> Steps[list[Any] | None]:
        """A world's populations with the includes of their model expanded; None if unchanged.

        A population's model is a template the simulator copies; it is not a
        frame of the world, so its scope is its own.
        """
        populations = list(getattr(owner, "populations", None) or [])
        changed = False
        for index, population in enumerate(populations):
            model = population.model
            if model is None or holds_no_include(model):
                continue
            inner = Site(site.file, site.stack, f"{model.name}::", False, site.depth + 2)
            composed = yield self._composing(model, inner)
            if composed is not model:
                populations[index] = replace(population, model=composed)
                changed = True
        return populations if changed else None

    def _with_params(
        self, item: Any, include: IncludeLike, params: Any, site: Site, field: str
    ) -> Any:
        """The included entity after its include's ``<experimental:params>``."""
        where = include.xml_origin.path if include.xml_origin is not None else ""
        if field != "models":
            message = "<experimental:params> edits included models only; it is ignored here"
            self._problems.warning(ErrorCode.ELEMENT_INVALID, message, include)
            return item
        edited, problems = apply_params(item, params, site.file, self.target_version, where)
        self._problems.extend(problems)
        return edited

    # One include -----------------------------------------------------------

    def _expanding(
        self, include: IncludeLike, owner: ModelLike | WorldLike, site: Site
    ) -> Steps[list[Piece]]:
        """What replaces an include: ``(field, object)`` pairs, or the include itself on failure."""
        kept: list[Piece] = [("includes", include)]
        uri = self._admitted_uri(include)
        if uri is None:
            return kept
        base_dir = (
            Path(real_path(site.file) or Path(site.file).absolute()).parent if site.file else None
        )
        resolution = resolve_uri(uri, self.config, base_dir)
        merge = has_merge(include) and bool(include.merge)
        unverified = resolution.unverified
        if (
            resolution.path is None
            and unverified is not None
            and for_custom_parsers(unverified, self.config)
        ):
            pieces = self._from_custom_parser(include, uri, unverified, site.prefix, merge)
            if pieces is not None:
                return pieces
        located = self._located(include, uri, resolution, site)
        if located is None:
            return kept
        path, real = located
        if for_custom_parsers(path, self.config):
            pieces = self._from_custom_parser(include, uri, path, site.prefix, merge)
            if pieces is not None:
                return pieces
        records = len(self.records)
        placed: list[Piece] = yield self._from_file(include, owner, uri, path, real, site, merge)
        if resolution.note is not None and len(self.records) > records:
            self.records[records] = attrs.evolve(self.records[records], note=resolution.note)
        return placed

    def _admitted_uri(self, include: IncludeLike) -> str | None:
        """The include's URI, or None when it is unusable or a limit refuses it (reported)."""
        uri = str(include.uri or "").strip()
        if "uri" not in include.xml_extras.present or not uri or uri == "__default__":
            self._problems.error(ErrorCode.ATTRIBUTE_MISSING, "<include> has no <uri>", include)
            return None
        if placement_frame_of(include) and include.pose is None:
            message = (
                f"<include> of '{uri}' has a placement_frame but no <pose>: the placement "
                "frame needs the pose it is placed at"
            )
            code = ErrorCode.MODEL_PLACEMENT_FRAME_INVALID
            self._problems.error(code, message, include, suffix="/placement_frame")
            return None
        if self._expanded >= self.config.max_includes:
            self._limit_reached = self._limit_reached or (
                f"one load expands at most {self.config.max_includes} includes (max_includes)"
            )
        if self._limit_reached:
            self._over_limit.append(include)
            return None
        self._expanded += 1
        return uri

    def _located(
        self, include: IncludeLike, uri: str, resolution: Resolution, site: Site
    ) -> tuple[Path, str] | None:
        """The file to read (a folder's model file) and its real path; None when refused."""
        if resolution.path is None:
            where = " inside the allowed folders (allowed_roots)" if resolution.outside else ""
            message = f"include URI '{uri}' does not resolve{where}; tried: {resolution.explain()}"
            self._problems.error(ErrorCode.URI_LOOKUP, message, include, suffix="/uri")
            self.records.append(IncludeRecord(include, uri, None, None))
            return None
        path = resolution.path
        if path.is_dir():
            chosen, problems = model_file_in(
                path, self.target_version, self.readable_versions, self.config
            )
            self._problems.extend(problems)
            if chosen is None:
                message = f"include URI '{uri}' names folder '{path}' whose model file is unknown"
                self._problems.error(ErrorCode.URI_LOOKUP, message, include, suffix="/uri")
                return None
            if not confined(chosen, self.config):
                message = (
                    f"include URI '{uri}' names folder '{path}' whose model.config points "
                    f"outside the allowed folders (allowed_roots): '{chosen}' is not read"
                )
                self._problems.error(ErrorCode.URI_LOOKUP, message, include, suffix="/uri")
                return None
            path = chosen
        real = real_path(path)
        if real is None:
            message = (
                f"include URI '{uri}' names '{path}', which cannot be resolved (it changed "
                "while the document loaded, or its name cannot exist)"
            )
            self._problems.error(ErrorCode.FILE_READ, message, include, suffix="/uri")
            return None
        if real in site.stack:
            chain = " -> ".join(Path(p).name for p in (*site.stack, real))
            message = f"include cycle: {chain} (full paths: {' -> '.join((*site.stack, real))})"
            self._problems.error(ErrorCode.INCLUDE_CYCLE, message, include, suffix="/uri")
            return None
        if len(site.stack) >= self.config.max_include_depth:
            message = (
                f"includes nest deeper than {self.config.max_include_depth} levels "
                f"(max_include_depth) at '{uri}'"
            )
            code = ErrorCode.INCLUDE_DEPTH_EXCEEDED
            self._problems.error(code, message, include, suffix="/uri")
            return None
        return path, real

    def _from_custom_parser(
        self, include: IncludeLike, uri: str, path: Path, prefix: str, merge: bool
    ) -> list[Piece] | None:
        """What a custom parser made of the include; None when none recognised the file."""
        model = ask_custom_parsers(self.config, include, uri, path, prefix, merge, self._problems)
        if model is None:
            return None
        if model is FAILED:
            return [("includes", include)]
        placed = placed_interface(model, include, uri, merge, self._problems)
        if placed is None:
            return [("includes", include)]
        self.interfaces.setdefault((self._root_key, prefix), []).append(placed)
        self.records.append(
            IncludeRecord(include, uri, path, prefix + placed.name, interface=model)
        )
        return [("interfaces", placed), ("includes", include)]

    def _from_file(
        self,
        include: IncludeLike,
        owner: ModelLike | WorldLike,
        uri: str,
        path: Path,
        real: str,
        site: Site,
        merge: bool,
    ) -> Steps[list[Piece]]:
        """The included file's entity, composed and overridden, in the include's stead (a step)."""
        kept: list[Piece] = [("includes", include)]
        # The included <sdf> stands where the owner is: its model replaces the <include>.
        left = self.config.max_elements - self._elements
        outcome = self.read(path, site.depth - 1, left, xacro_args_of(include, self._problems))
        self._bytes_read += outcome.size
        self._elements += outcome.elements
        if self._bytes_read > self.config.max_total_bytes:
            self._limit_reached = (
                f"the included files of one load hold at most {self.config.max_total_bytes} "
                "bytes together (max_total_bytes)"
            )
        elif self._elements > self.config.max_elements:
            self._limit_reached = (
                f"one load holds at most {self.config.max_elements} elements, the document's "
                "own and each inclusion's (max_elements)"
            )
        if self._limit_reached:
            self._over_limit.append(include)
            return kept
        self._problems.extend(outcome.problems)
        if outcome.root is None:
            message = f"included file '{path}' could not be read (see its errors)"
            self._problems.error(ErrorCode.FILE_READ, message, include, suffix="/uri")
            return kept
        # A world and the document itself hold lights and actors; a model does not.
        holds_any = site.is_world or site.is_document
        problems = (self.target_version, self._problems)
        inner = None if merge else lone_top_level_include(outcome.root, str(path), *problems)
        if inner is not None:  # expanded where this include stands, from the file it is in
            inner_site = attrs.evolve(site, file=str(path), stack=(*site.stack, real))
            pieces = yield self._expanding(inner, owner, inner_site)
            entity = next(((f, item) for f, item in pieces if f in TOP_LEVEL_FIELDS), None)
            if entity is None:
                return kept
            field, item = entity
        else:
            entity = included_entity(outcome.root, include, uri, holds_any, self._problems)
            if entity is None:
                return kept
            field, item = entity
            name = str(include.name or "") or str(getattr(item, "name", ""))
            inner_site = site.included(path, real, name)
            if field == "models":
                item = yield self._composing(item, inner_site)
        item = with_overrides(item, include, field)
        params = params_of(include)
        if params is not None:
            edited = self._with_params(item, include, params, site, field)
            forget_removed_warnings(self._problems, item, edited)
            item = edited
            if field == "models":
                # An <include> the parameters added is expanded like any other, through the
                # resolvers, allowed_roots and the limits; its URI is written in the
                # including file, so relative ones start from there.
                item = yield self._composing(item, attrs.evolve(inner_site, file=site.file))
        if merge:
            pieces, proxy = merged_contents(
                item, include, owner, uri, site.is_world, field, self.package, self._problems
            )
            if proxy is not None:
                self.records.append(
                    IncludeRecord(include, uri, path, site.prefix + proxy, merged=True)
                )
            return pieces
        scope = site.prefix + str(getattr(item, "name", ""))
        self.records.append(IncludeRecord(include, uri, path, scope, placed=item))
        return [(field, item)]


def _same(composed: object, read: object) -> bool:
    """Whether composing left a field as read: the same object, or a list of the same ones."""
    if isinstance(composed, list) and isinstance(read, list):
        if len(composed) != len(read):
            return False
        return all(a is b for a, b in zip(composed, read, strict=True))
    return composed is read

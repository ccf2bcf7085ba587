"""``//include`` composition: find what a URI names, load it, and put it in place.

Resolution order for a URI (every place tried is recorded, for error messages
and ``sdformat resolve``):

1. the ``resolver`` callable of ``ParserConfig``;
2. for ``file://`` URIs and plain relative paths: the including file's folder
   (the working folder for documents given as text);
3. for ``model://`` URIs and plain relative paths: each folder of
   ``ParserConfig.model_paths``, then of the environment variables in
   ``ParserConfig.model_path_variables``;
4. scheme maps registered with ``ParserConfig.add_uri_path``;
5. absolute ``file://`` and plain paths as they are.

Network URIs are never fetched. With ``ParserConfig.allowed_roots`` set,
places outside those folders (symlinks resolved) are skipped without being
looked at, and so is a ``model.config`` that leads outside. A folder is read
through its ``model.config``. Each included file goes through the same reading pipeline
as the including one (so its own errors carry its own file name), and is
composed recursively before it is placed; the include stack catches cycles.

Composition works on the bound objects: the including model or world is
copied with its includes replaced, in place, by the included models (or, for
``merge="true"``, by the included model's contents plus a proxy frame). The
objects read from the document stay as they were, so the document can still
be written with its ``<include>`` elements.
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import attrs
import numpy as np

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_runtime.versions import version_key
from sdformat_runtime.xml import parse_bytes, read_limited
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.frames import MODEL_FRAME, WORLD, GraphBuilder, problem, raw_pose
from sdformat_semantics.interface import InterfaceModel, NestedInclude
from sdformat_semantics.pose import Pose

SDFORMAT_SUFFIXES = (".sdf", ".world")
"""Files that never go to custom parsers."""

NETWORK_SCHEMES = ("http", "https", "ftp")

_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*)://(.*)$", re.DOTALL)

_MERGEABLE_FIELDS = ("links", "joints", "frames", "models", "grippers", "plugins")
"""What moves from a merge-included model into its parent."""

_FAILED = InterfaceModel(name="")
"""Stands for "a custom parser raised": the include is then left as it is."""

_MODEL_SETTINGS = ("static", "self_collide", "allow_auto_disable", "enable_wind")
"""Model-level values a merge cannot carry over (they belong to the dissolved model)."""


# Resolution -------------------------------------------------------------------


@attrs.frozen
class Resolution:
    """Where a URI led.

    Attributes:
        uri: The URI as written (trimmed).
        path: The file or folder found, or None.
        tried: Every place looked at, in order, each with what was found there.
    """

    uri: str
    path: Path | None
    tried: tuple[str, ...]
    unverified: Path | None = None
    """The resolver's answer when it does not exist on disk (a custom parser may still
    recognise it: some parsers describe models that have no file)."""
    outside: bool = False
    """Whether some place was skipped for lying outside ``ParserConfig.allowed_roots``."""

    def explain(self, limit: int = 6) -> str:
        """The places tried, for an error message."""
        shown = list(self.tried[:limit])
        if len(self.tried) > limit:
            shown.append(f"... {len(self.tried) - limit} more")
        return "; ".join(shown) if shown else "nowhere to look"


def resolve_uri(uri: str, config: ParserConfig, base_dir: Path | None = None) -> Resolution:
    """Find the file or folder an include URI names (see the module docstring for the order)."""
    uri = uri.strip()
    tried: list[str] = []
    outside: list[Path] = []

    def attempt(candidate: Path, how: str) -> Path | None:
        if not confined(candidate, config):
            tried.append(f"{how}: {candidate} (outside allowed_roots: not looked at)")
            outside.append(candidate)
            return None
        try:
            exists = candidate.exists()
        except OSError as error:  # a name too long for the file system, for one
            tried.append(f"{how}: {candidate} (cannot be looked at: {error.strerror or error})")
            return None
        if exists:
            tried.append(f"{how}: {candidate} (found)")
            return candidate
        tried.append(f"{how}: {candidate} (not found)")
        return None

    unverified: Path | None = None
    if config.resolver is not None:
        try:
            answer = config.resolver(uri)
        except Exception as error:  # a user callback: report, never crash
            tried.append(f"resolver: raised {type(error).__name__}: {error}")
            answer = None
        if answer is None:
            tried.append("resolver: no answer")
        else:
            answered = Path(os.fspath(answer))
            found = attempt(answered, "resolver")
            if found is not None:
                return Resolution(uri, found, tuple(tried))
            if confined(answered, config):
                unverified = answered
    match = _SCHEME.match(uri)
    scheme, rest = (match.group(1).lower(), match.group(2)) if match else ("", uri)
    if not uri:
        return Resolution(uri, None, tuple(tried))
    relative = scheme in ("", "file") and not Path(rest).is_absolute()
    if relative:
        folder = base_dir if base_dir is not None else _working_folder()
        if folder is None:
            tried.append("next to the including file: the working folder no longer exists")
        else:
            found = attempt(folder / rest, "next to the including file")
            if found is not None:
                return Resolution(uri, found, tuple(tried))
    if scheme == "model" or (scheme == "" and relative):
        for entry in config.model_paths:
            found = attempt(Path(entry) / rest, "model path")
            if found is not None:
                return Resolution(uri, found, tuple(tried))
        for variable in config.model_path_variables:
            for entry in os.environ.get(variable, "").split(os.pathsep):
                if entry:
                    found = attempt(Path(entry) / rest, f"${variable}")
                    if found is not None:
                        return Resolution(uri, found, tuple(tried))
    for prefix, folders in config.uri_paths.items():
        if uri.startswith(prefix):
            for entry in folders:
                found = attempt(Path(entry) / uri[len(prefix) :], f"'{prefix}' path")
                if found is not None:
                    return Resolution(uri, found, tuple(tried))
    if scheme in ("", "file") and Path(rest).is_absolute():
        found = attempt(Path(rest), "absolute path")
        if found is not None:
            return Resolution(uri, found, tuple(tried))
    if scheme in NETWORK_SCHEMES:
        tried.append("network URIs are never fetched (give ParserConfig a resolver)")
    return Resolution(uri, None, tuple(tried), unverified, bool(outside))


@attrs.frozen
class ModelConfigEntry:
    """One ``<sdf>`` entry of a ``model.config``.

    Attributes:
        version: Its ``version`` attribute, or None when it has none.
        file: The model file it names, relative to the folder.
        line: Its line in ``model.config``.
    """

    version: str | None
    file: str
    line: int | None


def model_config_entries(
    folder: Path, config: ParserConfig | None = None
) -> tuple[list[ModelConfigEntry] | None, list[Error]]:
    """The ``<sdf>`` entries of a folder's ``model.config``, in file order.

    Returns None and the reason when the file is missing, unreadable, outside
    ``config.allowed_roots`` or lists no model file.
    """
    config = config or ParserConfig()
    config_path = folder / "model.config"
    if not confined(config_path, config):
        message = "model.config is a link outside the allowed folders (allowed_roots); not read"
        return None, [Error(ErrorCode.FILE_READ, message, str(config_path))]
    if not config_path.is_file():
        message = f"folder '{folder}' has no model.config, so the model file is unknown"
        return None, [Error(ErrorCode.FILE_READ, message, str(folder))]
    data, problems = read_limited(config_path, config.max_bytes)
    if data is None:
        return None, problems
    tree, problems = parse_bytes(data, str(config_path), config.max_bytes, config.max_element_depth)
    if tree is None:
        return None, problems
    entries = [
        ModelConfigEntry(
            e.get("version"),
            (e.text or "").strip(),
            e.sourceline if isinstance(e.sourceline, int) else None,
        )
        for e in tree.iter("sdf")
    ]
    entries = [e for e in entries if e.file]
    if not entries:
        message = "model.config lists no <sdf> file"
        return None, [Error(ErrorCode.FILE_READ, message, str(config_path))]
    return entries, []


def model_file_in(
    folder: Path,
    target_version: str,
    versions: Sequence[str],
    config: ParserConfig | None = None,
) -> tuple[Path | None, list[Error]]:
    """The model file a folder's ``model.config`` names for ``target_version``.

    ``config`` gives the size and depth limits and the allowed folders; the
    choice is ``select_model_entry``'s.
    """
    entries, problems = model_config_entries(folder, config)
    if entries is None:
        return None, problems
    chosen, warnings = select_model_entry(
        entries, target_version, versions, str(folder / "model.config")
    )
    return folder / chosen.file, warnings


def select_model_entry(
    entries: Sequence[ModelConfigEntry],
    target_version: str,
    versions: Sequence[str],
    config_path: str,
) -> tuple[ModelConfigEntry, list[Error]]:
    """The ``model.config`` entry to load for ``target_version``, with warnings.

    Picks the highest listed ``<sdf version>`` among ``versions`` (the ones
    we can read) that is not newer than the target; warns when entries have
    no version or only newer ones, and then takes the first.
    """
    target = version_key(target_version)
    usable = [e for e in entries if e.version is not None and e.version.strip() in versions]
    fitting = [e for e in usable if version_key(e.version or "") <= target]
    warnings: list[Error] = []
    if fitting:
        best = max(fitting, key=lambda e: version_key(e.version or ""))
        newer = [e for e in entries if e.version is not None and version_key(e.version) > target]
        for entry in newer:
            message = (
                f"model.config entry '{entry.file}' (version {entry.version}) is newer than "
                f"{target_version}; not used"
            )
            warnings.append(_warning(message, config_path, entry.line))
        return best, warnings
    first = entries[0]
    if first.version is None:
        message = f"model.config entries have no version attribute; using the first, '{first.file}'"
    else:
        listed = ", ".join(str(e.version) for e in entries)
        message = (
            f"model.config lists no version we read at or below {target_version} "
            f"(listed: {listed}); using the first, '{first.file}'"
        )
    warnings.append(_warning(message, config_path, first.line))
    return first, warnings


def _working_folder() -> Path | None:
    """The working folder (where URIs of documents given as text are relative to), if any."""
    try:
        return Path.cwd()
    except OSError:  # deleted under the process
        return None


def confined(path: Path, config: ParserConfig) -> bool:
    """Whether ``path``, symlinks resolved, lies in an allowed folder (always, with no roots)."""
    if config.allowed_roots is None:
        return True
    try:
        real = Path(os.path.realpath(path))
    except (ValueError, OSError):  # a NUL in the name, or a relative one with no working folder
        return False
    return any(real.is_relative_to(os.path.realpath(root)) for root in config.allowed_roots)


def _warning(message: str, file: str | None, line: int | None) -> Error:
    return Error(ErrorCode.WARNING, message, file, line, "", Severity.WARNING)


# Composition ------------------------------------------------------------------


@attrs.frozen
class ReadOutcome:
    """An included file as read: its ``<sdf>`` object (None when unreadable), problems, size."""

    root: Any
    problems: list[Error]
    size: int = 0


DocumentReader = Callable[[Path, int], ReadOutcome]
"""Reads one included file through the load pipeline, at the including document's version.

The second argument is the element depth above the file's root (see
``ParserConfig.max_element_depth``)."""

_TOP_DEPTH = 2
"""Element depth of a top-level world or model (below ``<sdf>``)."""


@attrs.frozen
class IncludeRecord:
    """One ``<include>`` and what became of it.

    Attributes:
        element: The ``<include>`` object.
        uri: Its URI.
        path: The file read, or None when the URI did not resolve.
        scope: Scoped name of the entity it was placed as (``robot::arm``),
            or None when nothing was placed.
        merged: Whether it was merged into its parent.
        interface: The model a custom parser returned, if one did.
        placed: The object placed in the include's stead (None when merged or
            when nothing was placed); problems with its name are the include's.
    """

    element: Any
    uri: str
    path: Path | None
    scope: str | None
    merged: bool = False
    interface: InterfaceModel | None = None
    placed: Any = None


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
    include: Any
    merge: bool = False

    @property
    def frame_name(self) -> str:
        """The model frame's name in the including scope (a proxy frame when merged)."""
        return f"_merged__{self.name}__model__" if self.merge else f"{self.name}::{MODEL_FRAME}"


@attrs.frozen
class _Site:
    """Where a model or world sits while its includes are expanded.

    Attributes:
        file: The file it was read from (None for text).
        stack: Resolved paths of the files being included, outermost first.
        prefix: Scoped-name prefix of its members (``""`` for a world or the
            root model, ``"a::b::"`` inside nested model ``a::b``).
        is_world: Whether it is a world.
        depth: Its element depth in the expanded document.
    """

    file: str | None
    stack: tuple[str, ...]
    prefix: str
    is_world: bool
    depth: int

    def nested(self, name: str) -> _Site:
        """The site of a nested model of this one, in the same file."""
        return _Site(self.file, self.stack, f"{self.prefix}{name}::", False, self.depth + 1)

    def included(self, path: Path, real: str, name: str) -> _Site:
        """The site of the model an include of this one places, read from ``path``."""
        return _Site(
            str(path), (*self.stack, real), f"{self.prefix}{name}::", False, self.depth + 1
        )


class Composer:
    """Expands the includes of one document, recursively, collecting problems."""

    def __init__(
        self,
        config: ParserConfig,
        read: DocumentReader,
        target_version: str,
        readable_versions: Sequence[str],
    ) -> None:
        self.config = config
        self.read = read
        self.target_version = target_version
        self.readable_versions = tuple(readable_versions)
        self.problems: list[Error] = []
        self.records: list[IncludeRecord] = []
        self.interfaces: dict[tuple[str, str], list[PlacedInterface]] = {}
        """Interface models by where they sit: (world name or ``""``, scope prefix)."""
        self._root_key = ""
        self._expanded = 0
        """Includes processed so far (see ``ParserConfig.max_includes``)."""
        self._bytes_read = 0
        """Bytes of the included files read so far (see ``ParserConfig.max_total_bytes``)."""
        self._limit_reached = ""
        """Why includes are no longer expanded, once a limit is reached."""
        self._over_limit: list[Any] = []
        """Includes refused because a limit was reached."""

    # Entry points --------------------------------------------------------

    def compose_root(self, root: Element, file: str | None) -> Element:
        """The ``<sdf>`` object with every include of its worlds and models expanded."""
        stack = (os.path.realpath(file),) if file else ()
        changes: dict[str, Any] = {}
        worlds = getattr(root, "worlds", None)
        if worlds:
            changes["worlds"] = [self._compose_world(w, file, stack) for w in worlds]
        models = getattr(root, "models", None)
        top = _Site(file, stack, "", False, _TOP_DEPTH)
        if models:
            changes["models"] = [self._compose(m, top) for m in models]
        model = getattr(root, "model", None)
        if model is not None:
            changes["model"] = self._compose(model, top)
        self._report_over_limit()
        return attrs.evolve(root, **changes) if changes else root

    def _report_over_limit(self) -> None:
        """One error for every include a limit left unexpanded."""
        if not self._over_limit:
            return
        count = len(self._over_limit)
        message = (
            f"{count} include{'s were' if count > 1 else ' was'} not expanded, from this one on: "
            f"{self._limit_reached}"
        )
        self.report(ErrorCode.URI_LOOKUP, message, self._over_limit[0], "/uri")

    # Owners --------------------------------------------------------------

    def _compose_world(self, world: Any, file: str | None, stack: tuple[str, ...]) -> Any:
        self._root_key = str(world.name)
        try:
            return self._compose(world, _Site(file, stack, "", True, _TOP_DEPTH))
        finally:
            self._root_key = ""

    def _compose(self, owner: Any, site: _Site) -> Any:
        """A copy of a model or world with its includes (and its nested models') expanded."""
        nested = [self._compose(m, site.nested(m.name)) for m in owner.models]
        includes = list(getattr(owner, "includes", []))
        if not includes and all(a is b for a, b in zip(nested, owner.models, strict=True)):
            return owner
        expansions = [self._expand(i, owner, site) for i in includes]
        return _rebuilt(owner, nested, includes, expansions)

    def _expand(self, include: Any, owner: Any, site: _Site) -> list[tuple[str, Any]]:
        """What replaces an include: ``(field, object)`` pairs, or the include itself on failure."""
        kept = [("includes", include)]
        uri = str(include.uri or "").strip()
        if "uri" not in include.xml_extras.present or not uri or uri == "__default__":
            self.report(ErrorCode.ATTRIBUTE_MISSING, "<include> has no <uri>", include)
            return kept
        if getattr(include, "placement_frame", "") and include.pose is None:
            message = (
                f"<include> of '{uri}' has a placement_frame but no <pose>: the placement "
                "frame needs the pose it is placed at"
            )
            self.report(
                ErrorCode.MODEL_PLACEMENT_FRAME_INVALID, message, include, "/placement_frame"
            )
            return kept
        if self._expanded >= self.config.max_includes:
            self._limit_reached = self._limit_reached or (
                f"one load expands at most {self.config.max_includes} includes (max_includes)"
            )
        if self._limit_reached:
            self._over_limit.append(include)
            return kept
        self._expanded += 1
        base_dir = Path(site.file).resolve().parent if site.file else None
        resolution = resolve_uri(uri, self.config, base_dir)
        merge = bool(getattr(include, "merge", False))
        unverified = resolution.unverified
        if resolution.path is None and unverified is not None and self._for_custom(unverified):
            interface = self._custom(include, uri, unverified, site.prefix, merge)
            if interface is _FAILED:
                return kept
            if interface is not None:
                return self._place_interface(
                    interface, include, owner, uri, unverified, site.prefix, merge
                )
        if resolution.path is None:
            where = " inside the allowed folders (allowed_roots)" if resolution.outside else ""
            message = f"include URI '{uri}' does not resolve{where}; tried: {resolution.explain()}"
            self.report(ErrorCode.URI_LOOKUP, message, include, "/uri")
            self.records.append(IncludeRecord(include, uri, None, None))
            return kept
        path = resolution.path
        if path.is_dir():
            chosen, problems = model_file_in(
                path, self.target_version, self.readable_versions, self.config
            )
            self.problems.extend(problems)
            if chosen is None:
                message = f"include URI '{uri}' names folder '{path}' whose model file is unknown"
                self.report(ErrorCode.URI_LOOKUP, message, include, "/uri")
                return kept
            if not confined(chosen, self.config):
                message = (
                    f"include URI '{uri}' names folder '{path}' whose model.config points "
                    f"outside the allowed folders (allowed_roots): '{chosen}' is not read"
                )
                self.report(ErrorCode.URI_LOOKUP, message, include, "/uri")
                return kept
            path = chosen
        real = os.path.realpath(path)
        if real in site.stack:
            chain = " -> ".join(Path(p).name for p in (*site.stack, real))
            message = f"include cycle: {chain} (full paths: {' -> '.join((*site.stack, real))})"
            self.report(ErrorCode.INCLUDE_CYCLE, message, include, "/uri")
            return kept
        if len(site.stack) >= self.config.max_include_depth:
            message = (
                f"includes nest deeper than {self.config.max_include_depth} levels "
                f"(max_include_depth) at '{uri}'"
            )
            self.report(ErrorCode.INCLUDE_CYCLE, message, include, "/uri")
            return kept
        if self._for_custom(path):
            interface = self._custom(include, uri, path, site.prefix, merge)
            if interface is _FAILED:
                return kept
            if interface is not None:
                return self._place_interface(
                    interface, include, owner, uri, path, site.prefix, merge
                )
        # The included <sdf> stands where the owner is: its model replaces the <include>.
        outcome = self.read(path, site.depth - 1)
        self._bytes_read += outcome.size
        if self._bytes_read > self.config.max_total_bytes:
            self._limit_reached = (
                f"the included files of one load hold at most {self.config.max_total_bytes} "
                "bytes together (max_total_bytes)"
            )
            self._over_limit.append(include)
            return kept
        self.problems.extend(outcome.problems)
        if outcome.root is None:
            message = f"included file '{path}' could not be read (see its errors)"
            self.report(ErrorCode.FILE_READ, message, include, "/uri")
            return kept
        entity = self._entity(outcome.root, include, uri, site.is_world)
        if entity is None:
            return kept
        field, item = entity
        name = str(include.name or "") or str(getattr(item, "name", ""))
        if field == "models":
            item = self._compose(item, site.included(path, real, name))
        item = self._override(item, include, field)
        if merge:
            return self._merge(item, include, owner, uri, path, site.prefix, site.is_world, field)
        self.records.append(IncludeRecord(include, uri, path, site.prefix + item.name, placed=item))
        return [(field, item)]

    # Steps ---------------------------------------------------------------

    def report(
        self,
        code: ErrorCode,
        message: str,
        element: Any,
        suffix: str = "",
        severity: Severity = Severity.ERROR,
        suggestion: str | None = None,
    ) -> None:
        """Record a problem at an element (``suggestion``: the name meant, if known)."""
        self.problems.append(problem(code, message, element, suffix, severity, suggestion))

    def _entity(self, root: Any, include: Any, uri: str, is_world: bool) -> tuple[str, Any] | None:
        """The one model, actor or light an included file holds (a model when several)."""
        found: dict[str, list[Any]] = {"models": [], "actors": [], "lights": []}
        for field, single in (("models", "model"), ("actors", "actor"), ("lights", "light")):
            value = getattr(root, field, None)
            found[field].extend(value or [])
            if getattr(root, single, None) is not None:
                found[field].append(getattr(root, single))
            found[field].extend(e for e in root.xml_extras.elements if e.tag == single)
        kinds = [f for f in ("models", "actors", "lights") if found[f]]
        if not kinds:
            message = f"included file of '{uri}' has no model, actor or light"
            self.report(ErrorCode.ELEMENT_MISSING, message, include, "/uri")
            return None
        field = kinds[0]
        if len(found[field]) > 1:
            message = (
                f"included file of '{uri}' holds more than one {field[:-1]}; the first is used"
            )
            self.report(ErrorCode.ELEMENT_INCORRECT_TYPE, message, include, "/uri")
        for other in kinds[1:]:
            message = (
                f"included file of '{uri}' holds a {other[:-1]} besides its {field[:-1]}; "
                f"only the {field[:-1]} is used"
            )
            self.report(ErrorCode.ELEMENT_INCORRECT_TYPE, message, include, "/uri")
        item = found[field][0]
        if not isinstance(item, Element):
            return None  # a repeated single element kept as XML; reported above
        if field != "models" and not is_world:
            message = f"a model can include only models; '{uri}' holds a {field[:-1]}"
            self.report(ErrorCode.ELEMENT_INCORRECT_TYPE, message, include, "/uri")
            return None
        return field, item

    def _override(self, item: Any, include: Any, field: str) -> Any:
        """The included entity with the include's name, pose, static flag and plugins applied."""
        present = include.xml_extras.present
        changes: dict[str, Any] = {}
        if include.name:
            changes["name"] = include.name
        if include.pose is not None:
            changes["pose"] = include.pose
        if field == "models":
            if "static" in present:
                changes["static"] = include.static
            if getattr(include, "placement_frame", ""):
                changes["placement_frame"] = getattr(include, "placement_frame", "")
        plugins = list(getattr(include, "plugins", []))
        if plugins and hasattr(item, "plugins"):
            changes["plugins"] = [*item.plugins, *plugins]
        return attrs.evolve(item, **changes) if changes else item

    def _for_custom(self, path: Path) -> bool:
        return bool(self.config.custom_parsers) and path.suffix.lower() not in SDFORMAT_SUFFIXES

    def _custom(
        self, include: Any, uri: str, path: Path, prefix: str, merge: bool
    ) -> InterfaceModel | None:
        """What the custom parsers make of an include: a model, None, or ``_FAILED``."""
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
            placement_frame=str(getattr(include, "placement_frame", "") or ""),
            merge=merge,
            element=include,
        )
        for parser in self.config.custom_parsers:
            try:
                model = parser(nested)
            except Exception as error:  # a user callback: report, never crash
                message = f"custom parser for '{uri}' raised {type(error).__name__}: {error}"
                self.report(ErrorCode.FILE_READ, message, include, "/uri")
                return _FAILED
            if model is not None:
                return model
        return None

    def _place_interface(
        self,
        model: InterfaceModel,
        include: Any,
        owner: Any,
        uri: str,
        path: Path,
        prefix: str,
        merge: bool,
    ) -> list[tuple[str, Any]]:
        kept = [("includes", include)]
        if not isinstance(model, InterfaceModel):
            message = (
                f"custom parser for '{uri}' returned {type(model).__name__}, not an InterfaceModel"
            )
            self.report(ErrorCode.FILE_READ, message, include, "/uri")
            return kept
        name = str(include.name or "") or model.name
        if not name or "::" in name:
            message = f"the model a custom parser read from '{uri}' has an invalid name '{name}'"
            self.report(ErrorCode.ATTRIBUTE_INVALID, message, include, "/uri")
            return kept
        pose, relative_to = model.pose_in_parent, ""
        if include.pose is not None:
            pose, relative_to = raw_pose(include)
        static = bool(include.static) if "static" in include.xml_extras.present else model.static
        placed = PlacedInterface(
            model,
            name,
            pose,
            relative_to,
            str(getattr(include, "placement_frame", "") or ""),
            static,
            include,
            merge,
        )
        self.interfaces.setdefault((self._root_key, prefix), []).append(placed)
        self.records.append(IncludeRecord(include, uri, path, prefix + name, interface=model))
        return [("interfaces", placed), ("includes", include)]

    def _merge(
        self,
        model: Any,
        include: Any,
        owner: Any,
        uri: str,
        path: Path,
        prefix: str,
        is_world: bool,
        field: str,
    ) -> list[tuple[str, Any]]:
        """The contents of a merge-included model and the proxy frame standing for its frame."""
        if field != "models":
            message = f"merge-include is only supported for models; '{uri}' holds a {field[:-1]}"
            self.report(ErrorCode.MERGE_INCLUDE_UNSUPPORTED, message, include)
            return [("includes", include)]
        # The model on its own, as its file defines it: the include's pose belongs to the parent.
        builder = GraphBuilder(attrs.evolve(model, pose=None, placement_frame=""), is_world=False)
        graphs = builder.build()
        self.problems.extend(builder.problems)
        proxy_name = f"_merged__{model.name}__model__"
        canonical = _canonical_target(model)
        if canonical is None and not model.static:
            message = f"merged model '{model.name}' has no link and no nested model to attach to"
            self.report(ErrorCode.MODEL_WITHOUT_LINK, message, include)
            return [("includes", include)]
        placement_pose = Pose.identity()
        if model.placement_frame:
            found = graphs.lookup(str(model.placement_frame), graphs.root_scope)
            below = graphs.pose_below(found, MODEL_FRAME) if found is not None else None
            if below is None:
                message = (
                    f"placement_frame '{model.placement_frame}' names no frame in '{model.name}'"
                )
                suggestion = None
                if found is None:
                    suggestion = graphs.suggest(str(model.placement_frame), graphs.root_scope)
                code = ErrorCode.MODEL_PLACEMENT_FRAME_INVALID
                self.report(code, message, include, suggestion=suggestion)
                return [("includes", include)]
            placement_pose = below
        own_pose, relative_to = raw_pose(model)
        proxy_pose = own_pose @ placement_pose.inverse()
        package = _package_of(owner)
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
                    self.report(ErrorCode.MERGE_INCLUDE_UNSUPPORTED, message, include)
                    continue
                items.append((moved_field, _rewritten(item, moved_field, proxy_name, package)))
        for setting in _MODEL_SETTINGS:
            if setting in model.xml_extras.present:
                message = (
                    f"<{setting}> of merge-included model '{model.name}' is not carried over: "
                    "it belongs to the dissolved model"
                )
                self.report(ErrorCode.WARNING, message, include, severity=Severity.WARNING)
        for element in model.xml_extras.elements:
            if isinstance(element.tag, str) and element.tag.startswith("{"):
                items.append(("xml", element))
            else:
                message = f"<{element.tag}> of merge-included model '{model.name}' is not merged"
                self.report(ErrorCode.WARNING, message, include, severity=Severity.WARNING)
        self.records.append(IncludeRecord(include, uri, path, prefix + proxy_name, merged=True))
        return items


def _canonical_target(model: Any) -> str | None:
    """What a merged model's frame was attached to, as a name in the model."""
    if model.canonical_link:
        return str(model.canonical_link)
    if model.links:
        return str(model.links[0].name)
    if model.models:
        return str(model.models[0].name)
    return None


def _package_of(element: Any) -> Any:
    return importlib.import_module(type(element).__module__.rsplit(".", 1)[0])


def _pose_values(pose: Pose) -> Any:
    values = np.concatenate([pose.position, pose.rpy()])
    values.setflags(write=False)
    return values


def _rewritten(item: Any, field: str, proxy: str, package: Any) -> Any:
    """A merged item whose references to the dissolved model frame name the proxy frame."""

    def swap(reference: str, empty_too: bool) -> str:
        if reference == MODEL_FRAME or (empty_too and not reference):
            return proxy
        return reference

    changes: dict[str, Any] = {}
    if field in ("links", "models"):
        pose = item.pose if item.pose is not None else package.Pose()
        changes["pose"] = attrs.evolve(pose, relative_to=swap(str(pose.relative_to or ""), True))
    elif field == "frames":
        changes["attached_to"] = swap(str(item.attached_to or ""), True)
        if item.pose is not None:
            relative_to = swap(str(item.pose.relative_to or ""), False)
            changes["pose"] = attrs.evolve(item.pose, relative_to=relative_to)
    elif field == "joints":
        if item.pose is not None:
            relative_to = swap(str(item.pose.relative_to or ""), False)
            changes["pose"] = attrs.evolve(item.pose, relative_to=relative_to)
        changes["parent"] = swap(str(item.parent), False)
        changes["child"] = swap(str(item.child), False)
        for axis_field in ("axis", "axis2"):
            axis = getattr(item, axis_field, None)
            if axis is not None and axis.xyz is not None:
                xyz = attrs.evolve(
                    axis.xyz, expressed_in=swap(str(axis.xyz.expressed_in or ""), False)
                )
                changes[axis_field] = attrs.evolve(axis, xyz=xyz)
    return attrs.evolve(item, **changes) if changes else item


_OWNER_FIELDS = ("models", "links", "joints", "frames", "grippers", "plugins", "actors", "lights")
_EXTRA = ""  # the order token of a kept XML element (see binding.XmlExtras.order)


def _rebuilt(
    owner: Any,
    nested: list[Any],
    includes: list[Any],
    expansions: list[list[tuple[str, Any]]],
) -> Any:
    """``owner`` with its nested models replaced and each include replaced by its expansion."""
    fields = [f for f in _OWNER_FIELDS if hasattr(owner, f)]
    sources: dict[str, Iterator[Any]] = {f: iter(getattr(owner, f)) for f in fields}
    sources["models"] = iter(nested)
    kept_xml = iter(owner.xml_extras.elements)
    lists: dict[str, list[Any]] = {f: [] for f in fields}
    lists["includes"] = []
    xml: list[Any] = []
    order: list[str] = []
    pending = iter(expansions)
    tokens = list(owner.xml_extras.order)
    if tokens.count("includes") != len(includes):
        tokens = [t for t in tokens if t != "includes"] + ["includes"] * len(includes)

    def place(field: str, item: Any) -> None:
        if field == "interfaces":
            return  # interface models live beside the tree (see Composer.interfaces)
        if field == "xml":
            xml.append(item)
            order.append(_EXTRA)
            return
        lists[field].append(item)  # _merge only moves what the owner can hold
        order.append(field)

    for token in tokens:
        if token == "includes":
            for field, item in next(pending):
                place(field, item)
        elif token == _EXTRA:
            element = next(kept_xml, None)
            if element is not None:
                xml.append(element)
                order.append(_EXTRA)
        elif token in sources:
            item = next(sources[token], None)
            if item is not None:
                lists[token].append(item)
                order.append(token)
        else:
            order.append(token)
    for field, source in sources.items():
        lists[field].extend(source)  # objects built in code carry no order
    xml.extend(kept_xml)
    extras = attrs.evolve(owner.xml_extras, order=tuple(order), elements=xml)
    return attrs.evolve(owner, xml_extras=extras, **lists)

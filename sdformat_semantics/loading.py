"""The load pipeline: bytes -> parse -> migrate -> bind -> compose -> graphs -> Document.

What the document may hold is asked of one ``SourceFacts``, made from its
bytes once; the checks run from one list (``checks.table.CHECKS``) at the
stage each belongs to, those whose guard the facts fail skipped. Every stage
returns problems instead of raising, so a document always comes back with
everything that could be read; only ``strict`` turns the errors into one
exception at the end.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from lxml import etree

from sdformat_runtime.binding import Element, gc_paused, read_tree
from sdformat_runtime.errors import Error, ErrorCode, SdfErrors
from sdformat_runtime.fastpath import fast_path_parts
from sdformat_runtime.xml import depth_error, read_limited
from sdformat_semantics.checks.table import CheckInput, Stage, applying, run_checks
from sdformat_semantics.config import ParserConfig, apply_policies
from sdformat_semantics.converting import CONVERTED_ROOTS, Conversion, XacroRecord, converted
from sdformat_semantics.document.columns import with_columns
from sdformat_semantics.document.loaded import Document, without_placeholder_echoes
from sdformat_semantics.frames import FrameGraphs, Interfaces
from sdformat_semantics.frames.worlds import build_graphs, reposture
from sdformat_semantics.include.records import IncludeRecord, ReadOutcome
from sdformat_semantics.migration.pose_degrees import degrees_to_radians
from sdformat_semantics.migration.unflatten import too_deep_once_unflattened
from sdformat_semantics.source import SourceFacts, declares_namespaces, parse_tolerant
from sdformat_semantics.versions import (
    LOAD_VERSIONS,
    NEWEST,
    PACKAGES,
    SUPPORTED,
    SUPPORTED_VERSIONS,
    load_refusal,
    version_package,
)

if TYPE_CHECKING:  # each format besides SDFormat is imported when a document is in it
    from sdformat_semantics.migration import Change
    from sdformat_semantics.urdf.source import UrdfSource

__all__ = [
    "LOAD_VERSIONS",
    "NEWEST",
    "PACKAGES",
    "SUPPORTED",
    "SUPPORTED_VERSIONS",
    "load",
    "load_strict",
]

Source = str | bytes | os.PathLike[str]


def load(
    source: Source,
    *,
    version: str | None = None,
    config: ParserConfig | None = None,
    strict: bool = False,
    xacro_args: Mapping[str, str] | None = None,
) -> Document:
    """Load an SDFormat document from a path or from its text.

    Args:
        source: A file path (``str`` or ``PathLike``), or the document itself
            as ``bytes`` or as a ``str`` that starts with ``<``.
        version: Version to load the document as: one of ``LOAD_VERSIONS``
            (the registry's versions, ``sdformat_versions.VERSIONS``, from 1.7
            on, whose pose frame semantics the checks rest on); by default the
            newest (``sdformat_versions.NEWEST``). A document declaring the
            version is bound to its classes as written, one declaring an older
            version is migrated to it step by step; asking for an older
            version than the document declares is an error.
        config: Policies for tolerated problems; the defaults warn.
        strict: Raise ``SdfErrors`` carrying every error instead of returning
            an invalid document.
        xacro_args: Arguments of a xacro document (its ``<xacro:arg>``
            names to values, what ``name:=value`` gives xacro on its command
            line). A xacro document is expanded with ROS's xacro package (the
            ``[xacro]`` extra) and read as the URDF it makes; its problems
            point at the xacro lines the expanded elements came from. When
            not given, ``config.xacro_args``.

    Returns:
        The document, with ``errors`` and ``warnings`` (never raises for bad
        input unless ``strict``).
    """
    config = config or ParserConfig()
    data, file, problems = _read_source(source, config)
    document = None
    xacro = XacroRecord(dict(config.xacro_args if xacro_args is None else xacro_args))
    if data is not None:
        # The collector is the program's: paused only when asked (see gc_paused).
        paused = gc_paused() if config.pause_garbage_collector else contextlib.nullcontext()
        with paused:
            document = _load_bytes(data, file, config, problems, version or NEWEST, xacro)
    if document is None:
        document = Document(file, None, None, None, tuple(problems))
    if xacro.origins:
        from sdformat_semantics.urdf.xacro_expand import remap_problems  # a xacro was expanded

        document.problems = remap_problems(document.problems, xacro.origins, xacro.located)
    if document.problems:  # columns are looked up only for what is reported
        sources = {file: data} if data is not None else {}
        document.problems = with_columns(document.problems, sources, config.max_bytes)
    if strict and document.errors:
        raise SdfErrors(document.errors)
    return document


def load_strict(
    source: Source, *, version: str | None = None, config: ParserConfig | None = None
) -> Document:
    """``load`` that raises ``SdfErrors`` with every error when the document is invalid."""
    return load(source, version=version, config=config, strict=True)


def _read_source(
    source: Source, config: ParserConfig
) -> tuple[bytes | None, str | None, list[Error]]:
    if isinstance(source, bytes):
        return source, None, []
    if isinstance(source, str) and source.lstrip("\ufeff \t\r\n").startswith("<"):
        return source.encode("utf-8"), None, []
    name = os.fspath(source)
    data, problems = read_limited(name, config.max_bytes)
    return data, name, problems


def _load_bytes(
    data: bytes,
    file: str | None,
    config: ParserConfig,
    problems: list[Error],
    target: str,
    xacro: XacroRecord,
) -> Document | None:
    facts = SourceFacts.of(data)
    if facts.element_bound > config.max_elements:
        message = (
            f"the document has up to {facts.element_bound} elements (counted from its tags), "
            f"over the limit of {config.max_elements} (max_elements): loaded, each element "
            "takes about 1 to 2 kB of memory"
        )
        problems.append(Error(ErrorCode.FILE_READ, message, file))
        return None
    # The composer counts elements against max_elements only to expand includes.
    read = _read_root(facts, file, config, target, count_elements=facts.may_include, xacro=xacro)
    problems.extend(read.problems)
    root, package = read.root, read.package
    expansion = xacro.expanded.get(file)
    if expansion is not None:  # what the document holds is what xacro wrote
        facts = SourceFacts.of(expansion.text)
    if root is None or package is None:
        spec_version = package.SPEC_VERSION if package is not None else None
        loaded = target if package is not None else None
        return Document(
            file, loaded, spec_version, None, tuple(problems), original_version=read.declared
        )
    assert read.declared is not None
    facts = facts.after_reading(read.kept, bool(read.changes))
    given = CheckInput(root, read.declared, package.SPEC_VERSION, config, facts, read.converted)
    problems.extend(run_checks(Stage.READ, given))
    # No <include> (none written by rewrites or conversions): nothing composed or imported.
    records: list[IncludeRecord] = []
    interfaces: Interfaces = {}
    composed = root
    if facts.may_include:
        from sdformat_semantics.include.composer import Composer

        reader = _include_reader(config, target, xacro)
        composer = Composer(config, reader, package, SUPPORTED_VERSIONS, elements=read.elements)
        composed = composer.compose_root(root, file)
        records, interfaces = composer.records, composer.interfaces
        problems.extend(apply_policies(composer.problems, config))
    facts = facts.after_composing(bool(records))
    given = given.composed_as(facts, composed, tuple(records))
    problems.extend(run_checks(Stage.COMPOSED, given))
    graphs, found = _graphs_checked(given, interfaces)
    problems.extend(found)
    return Document(
        file,
        target,
        package.SPEC_VERSION,
        composed,
        # A file included twice reports its problems once.
        tuple(dict.fromkeys(without_placeholder_echoes(problems))),
        graphs,
        source_root=root,
        includes=tuple(records),
        original_version=read.declared,
        migration=read.changes,
        mesh_calculator=config.mesh_inertia,
        urdf_source=read.urdf,
    )


def _graphs_checked(
    given: CheckInput, interfaces: Interfaces
) -> tuple[dict[str, FrameGraphs], list[Error]]:
    """The frame graphs of the composed document, and what building and checking them finds."""
    unnamed_poses = "unnamed_poses" in applying(Stage.BUILD, given.facts)
    built = build_graphs(given.composed, interfaces, unnamed_poses=unnamed_poses)
    problems: list[Error] = []
    for builder in built.builders:
        problems.extend(apply_policies(builder.problems, given.config))
        world = given.of_graphs(builder.graphs, builder.element)
        problems.extend(run_checks(Stage.GRAPHS, world))
        problems.extend(apply_policies(reposture(builder), given.config))
    return built.graphs, problems


@attrs.frozen
class _Reading:
    """What reading one document's bytes gave (``_read_root``).

    Attributes:
        problems: What parsing, converting, migrating and binding found, in order.
        root: The ``<sdf>`` object, or None when the document was refused.
        declared: The version the document declares (as written when not supported).
        package: The generated package the document was bound with.
        changes: What the migration rewrote.
        elements: The number of elements bound, when they were counted (else 0).
        kept: The XML the ``<sdf>`` object was read from, when no element of it
            declares a namespace (a plain robot's converted tree is kept too).
        urdf: The URDF the document was converted from, if it was.
        converted: Whether the document was converted from URDF or MJCF.
    """

    problems: tuple[Error, ...]
    root: Element | None = None
    declared: str | None = None
    package: Any = None
    changes: tuple[Change, ...] = ()
    elements: int = 0
    kept: etree._Element | None = None
    urdf: UrdfSource | None = None
    converted: bool = False


def _read_root(
    facts: SourceFacts,
    file: str | None,
    config: ParserConfig,
    target: str,
    depth_above: int = 0,
    *,
    count_elements: bool = False,
    xacro: XacroRecord | None = None,
) -> _Reading:
    """Parse, migrate to ``target``, bind the document ``facts`` are of.

    An included file is read with the including document's ``target``, so it
    is migrated to the same version (and refused if it is newer).
    ``depth_above`` is the element depth an included file's root replaces;
    ``count_elements`` asks for the number of elements bound; ``xacro``
    gives the arguments of a xacro document and keeps its expansion.
    """
    problems: list[Error] = []
    parsed = parse_tolerant(facts, file, config.max_bytes, config.max_element_depth, depth_above)
    problems.extend(apply_policies(parsed.notes, config))
    problems.extend(parsed.errors)
    tree = parsed.tree
    if tree is None:
        return _Reading(tuple(problems))
    top = tree.getroot()
    version = top.get("version")
    line = top.sourceline if isinstance(top.sourceline, int) else None
    # URDF and MJCF: converted to an SDFormat tree of the target version
    converted_from_urdf = top.tag in CONVERTED_ROOTS
    urdf = None  # a URDF <robot> (expanded when xacro): written back as URDF
    # URDF is converted into plain SDFormat elements: a robot whose bytes declare no namespace,
    # or whose converted tree holds none (an unused xmlns:xacro), gives a tree the fast path reads.
    plain_robot = top.tag == "robot" and facts.may_declare_namespaces(tree) is False
    conversion = None
    if converted_from_urdf:
        conversion = converted(top, facts, file, config, target, xacro, problems)
        if conversion is None:
            return _Reading(tuple(problems))
        urdf, tree = conversion.urdf, conversion.tree
        top, version = tree.getroot(), target
        plain_robot = plain_robot or (urdf is not None and not declares_namespaces(tree))
    if top.tag != "sdf":
        message = (
            f"the root element is <{top.tag}>, not <sdf>, <robot> or <mujoco>: this is not "
            "an SDFormat, URDF or MJCF document"
        )
        problems.append(Error(ErrorCode.PARSING_ERROR, message, file, line, f"/{top.tag}"))
        return _Reading(tuple(problems), declared=version)
    if version is None:
        message = f"<sdf> has no version attribute; supported versions: {SUPPORTED}"
        problems.append(Error(ErrorCode.ATTRIBUTE_MISSING, message, file, line, "/sdf"))
        return _Reading(tuple(problems))
    declared = version.strip()
    if declared not in SUPPORTED_VERSIONS:
        message = f"SDFormat version '{version}' is not supported; supported versions: {SUPPORTED}"
        problems.append(Error(ErrorCode.CONVERSION_ERROR, message, file, line, "/sdf"))
        return _Reading(tuple(problems), declared=version)
    refused = load_refusal(target)
    if refused is not None:
        problems.append(Error(ErrorCode.CONVERSION_ERROR, refused, file, line, "/sdf"))
        return _Reading(tuple(problems), declared=declared)
    # Names are searched for '::' only when the bytes may write one and, told the tree's
    # depth, the most '::' one name can hold may nest it past the limit once unflattened.
    limit = config.max_element_depth
    if converted_from_urdf or facts.may_nest_past(parsed.depth_bound, depth_above, limit):
        too_deep = too_deep_once_unflattened(top, declared, limit, depth_above, file)
        if too_deep is not None:
            problems.append(too_deep)
            return _Reading(tuple(problems), declared=declared)
    # A tree converted from URDF was not parsed from these bytes: searched for declarations.
    hint = (
        (False if plain_robot else None)
        if converted_from_urdf
        else facts.may_declare_namespaces(tree)
    )
    # An included file migrates to the including document's version like the document does.
    rewrites: list[Change] = []
    deepened: list[str] = []
    if declared != target:  # most documents declare the version they load as: nothing to do
        # The xml prefix names a namespace without a declaration: xml:x is a namespaced element.
        namespaced = hint is not False or facts.writes_xml_prefix
        parsed_from = None if converted_from_urdf else facts
        found = _migrated(top, declared, target, file, rewrites, deepened, namespaced, parsed_from)
        problems.extend(apply_policies(found, config))
        if top.get("version") != target:  # the migration refused (a downgrade)
            return _Reading(tuple(problems), declared=declared)
    problems.extend(apply_policies(degrees_to_radians(top, target, file), config))
    # Unflattening 1.7 names nests models, and rules may add elements: bind no deeper
    # than allowed. A tree that no rewrite could deepen is as deep as parsing found it.
    if declared != target and deepened:
        limits = (config.max_element_depth, depth_above, file)
        too_deep = depth_error(top, *limits, after=f"migration to {target}")
        if too_deep is not None:
            problems.append(too_deep)
            return _Reading(tuple(problems), declared=declared)
    package = version_package(target)
    elements = int(top.xpath("count(//*)")) if count_elements else 0  # type: ignore[arg-type]
    # What the fast path accepts (all of it, or subtrees of a refused document) is lazy.
    parts = (
        _accepted_parts(top, package, target, hint, facts, conversion)
        if config.lazy
        else frozenset()
    )
    lazy = top in parts
    result = read_tree(
        package.Sdf, tree, file, target, declares_namespaces=hint, lazy=lazy, lazy_parts=parts
    )
    problems.extend(apply_policies(result.problems, config))
    kept = top if hint is False and result.root is not None else None
    return _Reading(
        tuple(problems),
        result.root,
        declared,
        package,
        tuple(rewrites),
        elements,
        kept,
        urdf,
        converted_from_urdf,
    )


def _accepted_parts(
    top: etree._Element,
    package: Any,
    target: str,
    hint: bool | None,
    facts: SourceFacts,
    conversion: Conversion | None,
) -> frozenset[etree._Element]:
    """What the fast path accepts of ``top``: all of a tree its URDF writer certified."""
    if conversion is not None and conversion.certified and hint is False:
        return frozenset((top,))
    return fast_path_parts(
        top,
        package.FAST_PATH_SCHEMA,
        target,
        declares_namespaces=hint is not False,
        # The parser drops instructions and no upward migration writes a comment.
        may_hold_comments=conversion is not None or facts.may_hold_comments(top),
    )


def _migrated(
    top: etree._Element,
    declared: str,
    target: str,
    file: str | None,
    rewrites: list[Change],
    deepened: list[str],
    namespaced: bool,
    facts: SourceFacts | None,
) -> list[Error]:
    """What ``declared`` lacks, then each step's problems; ``facts`` None: converted from URDF."""
    # The rules and their interpreter: imported by the first document that needs them.
    from sdformat_semantics.migration.declared import newer_content
    from sdformat_semantics.migration.guards import as_parsed
    from sdformat_semantics.migration.steps import migrate

    problems = newer_content(top, declared, target, file, facts) if facts is not None else []
    parsed = as_parsed(facts) if facts is not None else None
    return problems + migrate(
        top,
        declared,
        target,
        file,
        rewrites,
        namespaced=namespaced,
        deepened=deepened,
        parsed=parsed,
    )


def _include_reader(
    config: ParserConfig, target: str, xacro: XacroRecord
) -> Callable[..., ReadOutcome]:
    def read(
        path: Path, depth_above: int, elements_left: int, xacro_args: Mapping[str, str] = {}
    ) -> ReadOutcome:
        problems: list[Error] = []
        from sdformat_semantics.include.uri import allowed_folders  # as the composer is

        inside = allowed_folders(config) if config.allowed_roots is not None else None
        data, read_problems = read_limited(path, config.max_bytes, inside)
        problems.extend(read_problems)
        if data is None:
            return ReadOutcome(None, problems)
        facts = SourceFacts.of(data)
        bound = facts.element_bound
        if bound > elements_left:  # not parsed: the composer reports the limit
            return ReadOutcome(None, [], len(data), bound, bound)
        arguments = xacro.for_include(xacro_args)
        read = _read_root(
            facts, str(path), config, target, depth_above, count_elements=True, xacro=arguments
        )
        problems.extend(read.problems)
        return ReadOutcome(read.root, problems, len(data), read.elements, bound)

    return read

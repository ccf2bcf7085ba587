"""The Python readers the comparison times: ours, the lxml baseline, and peers.

Each reader is what a user would call to turn a file into objects. Preparing
a reader imports what it needs (so an import failure is reported as "n/a"
with its reason); the prepared callable loads one file and raises
``ReadFailed`` (or whatever the library raises) when the file was not read
into a usable result.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from lxml import etree

from sdformat_runtime.binding import gc_paused
from sdformat_runtime.xml import safe_parser
from sdformat_semantics.versions import PACKAGES, version_package

if TYPE_CHECKING:
    from sdformat_semantics import Document

Load = Callable[[Path], object]

# The versions the generated classes read without migrating first.
BOUND_VERSIONS = tuple(PACKAGES)


class ReadFailed(Exception):
    """A reader returned, but reported that it could not read the file."""


@dataclass(frozen=True)
class Reader:
    """One way of reading an SDFormat file into Python objects.

    Attributes:
        name: Column heading.
        call: What the user calls.
        does: What the reader does, compared with our full load.
        prepare: Imports the reader and returns its load callable.
        reads: Whether the reader accepts a file declaring this version; when it
            does not, the comparison gives it the file converted to 1.10.
    """

    name: str
    call: str
    does: str
    prepare: Callable[[], Load]
    reads: Callable[[str], bool]


def _any_version(version: str) -> bool:
    return True


def _parse(path: Path) -> object:
    return etree.parse(str(path), safe_parser())


class _Bare:
    """The least object a binder can make per element: tag, text, attributes, line."""

    __slots__ = ("attributes", "children", "line", "tag", "text")

    def __init__(self, node: etree._Element, children: list[_Bare]) -> None:
        self.tag = node.tag
        self.text = node.text
        self.attributes = {str(k): str(v) for k, v in node.attrib.items()}
        self.line = node.sourceline
        self.children = children


def _bare_walk(node: etree._Element) -> _Bare:
    return _Bare(node, [_bare_walk(child) for child in node])


def bare_floor(path: Path) -> object:
    """Parse, then visit every element once and wrap it in one small Python object.

    Any eager binder in Python does at least this, so its ratio to the raw
    parse is a floor for the read ratio (before types, checks and defaults).
    The collector is paused as our reader pauses it.
    """
    tree = etree.parse(str(path), safe_parser())
    with gc_paused():
        return _bare_walk(tree.getroot())


def full_document(path: Path, *, lazy: bool = True) -> Document:
    """Our full load: load, build both frame graphs, resolve every link's pose.

    ``lazy``: ``ParserConfig.lazy`` (on by default, as in ``load``).

    Returns:
        The document, its links' poses resolved.

    Raises:
        ReadFailed: The document has errors (the first one is the reason).
    """
    import sdformat_semantics
    from sdformat_semantics.frames import FrameKind

    # As the sdformat command loads: a benchmark process may pause its own collector.
    config = sdformat_semantics.ParserConfig(pause_garbage_collector=True, lazy=lazy)
    document = sdformat_semantics.load(path, config=config)
    if not document.valid:
        raise ReadFailed(str(document.errors[0]))
    graphs = document.frame_graphs()
    for name, vertex in graphs.vertices.items():
        if vertex.kind is FrameKind.LINK:
            document.pose(name)
    return document


def full_load(path: Path, *, lazy: bool = True) -> int:
    """``full_document``, for the comparison: returns the number of links resolved."""
    from sdformat_semantics.frames import FrameKind

    graphs = full_document(path, lazy=lazy).frame_graphs()
    return sum(vertex.kind is FrameKind.LINK for vertex in graphs.vertices.values())


_VERSIONS: dict[Path, str] = {}


def _declared_version(path: Path) -> str:
    """The root's version attribute, read from the root's start tag once per file.

    A user calling ``sdformat_v1_10.load`` knows the version. Finding it is the
    benchmark's work, not the reader's: remembered from the first (untimed) load,
    since setting up ``iterparse`` alone costs about 1.3 ms, more than parsing
    the whole N=10 world.
    """
    found = _VERSIONS.get(path)
    if found is None:
        found = _VERSIONS[path] = _root_version(path)
    return found


def _root_version(path: Path) -> str:
    with path.open("rb") as stream:  # closed here, though the parse stops at the root
        for _event, root in etree.iterparse(stream, events=("start",), **_SAFE):
            return str(root.get("version", ""))
    return ""


# What safe_parser() sets, in the form iterparse takes.
_SAFE: dict[str, bool] = {
    "resolve_entities": False,
    "no_network": True,
    "load_dtd": False,
    "huge_tree": False,
}


def bind_only(path: Path, *, lazy: bool = True) -> object:
    """Our generated classes of the file's version: parse and bind typed objects only.

    ``lazy``: as ``load`` does by default (objects of a document the fast path
    accepts read their fields on first access); False reads every object.

    Raises:
        ReadFailed: The reader reported errors, or the version has no classes.
    """
    version = _declared_version(path)
    if version not in BOUND_VERSIONS:
        raise ReadFailed(f"no classes for version {version!r}")
    with gc_paused():  # as the bare floor: the benchmark's process is its own
        result = version_package(version).load(path, lazy=lazy)
    if result.errors:
        raise ReadFailed(str(result.errors[0]))
    return result.root


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def touch_every_field(root: object) -> int:
    """Read every field of every object below ``root`` as a user walking it would.

    Returns:
        The number of fields read.
    """
    import attrs

    from sdformat_runtime.binding import Element

    read = 0
    pending = [root]
    while pending:
        item = pending.pop()
        if isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, Element):
            cls = type(item)
            names = _FIELD_NAMES.get(cls)
            if names is None:
                names = _FIELD_NAMES[cls] = tuple(f.name for f in attrs.fields(cls))
            for name in names:
                pending.append(getattr(item, name))
            read += len(names)
    return read


def bind_and_touch(path: Path) -> int:
    """``bind_only`` (lazily), then read every field of every object it returned."""
    root = bind_only(path)
    with gc_paused():  # lazy objects fill here: paused as the load pauses it
        return touch_every_field(root)


def eager_and_touch(path: Path) -> int:
    """``bind_only`` eagerly, then the same walk as ``bind_and_touch``."""
    root = bind_only(path, lazy=False)
    with gc_paused():
        return touch_every_field(root)


def _import_classes(version: str) -> None:
    """Import every element class of a version, which its package imports on first use."""
    package = version_package(version)
    for name in package.__all__:
        getattr(package, name)


def _prepare_ours() -> Load:
    # Imported here so that neither the time nor the memory of importing is charged
    # to the first load.
    _import_classes("1.10")

    import sdformat_semantics.frames  # noqa: F401

    return full_load


def _prepare_bind() -> Load:
    for version in BOUND_VERSIONS:
        _import_classes(version)
    return bind_only


def _prepare_bind_eager() -> Load:
    _prepare_bind()
    return lambda path: bind_only(path, lazy=False)


def _prepare_bind_touch() -> Load:
    _prepare_bind()
    return bind_and_touch


def _prepare_eager_touch() -> Load:
    _prepare_bind()
    return eager_and_touch


def _prepare_rod() -> Load:
    import logging
    import os

    # rod refuses to import when it finds libsdformat installed without its Python
    # bindings; the check guards a conversion path the comparison does not use.
    os.environ.setdefault("ROD_SKIP_SDFORMAT_CHECK", "1")
    import rod

    # rod logs what it skips; the comparison only needs the outcome.
    logging.getLogger("rod").setLevel(logging.ERROR)
    return lambda path: rod.Sdf.load(path)


def _prepare_lisdf() -> Load:
    from lisdf.parsing import load_sdf  # type: ignore[attr-defined,unused-ignore]  # when installed

    return lambda path: load_sdf(str(path))


def _version_tuple(version: str) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in version.split("."))
    except ValueError:
        return ()


LXML = Reader(
    name="lxml",
    call="lxml.etree.parse(path, parser)",
    does="the baseline: XML parse into an element tree, nothing else",
    prepare=lambda: _parse,
    reads=_any_version,
)

FLOOR = Reader(
    name="floor",
    call="bench.readers.bare_floor(path)",
    does="parse + one bare Python object per element: the least any eager binder does",
    prepare=lambda: bare_floor,
    reads=_any_version,
)

BIND = Reader(
    name="ours read",
    call="sdformat_v1_10.load(path) (or the package of the file's version)",
    does=(
        "parse + typed objects with values converted and cardinality checked; lazy when "
        "the fast-path schema accepts the file (objects fill on first access)"
    ),
    prepare=_prepare_bind,
    reads=lambda version: version in BOUND_VERSIONS,
)

BIND_EAGER = Reader(
    name="ours eager",
    call="sdformat_v1_10.load(path, lazy=False)",
    does="ours read with every object read at once (the packages' load before issue 20)",
    prepare=_prepare_bind_eager,
    reads=lambda version: version in BOUND_VERSIONS,
)

BIND_TOUCH = Reader(
    name="ours read+touch",
    call="sdformat_v1_10.load(path), then every field of every object read",
    does="ours read, then a walk reading every field (every lazy object fills)",
    prepare=_prepare_bind_touch,
    reads=lambda version: version in BOUND_VERSIONS,
)

BIND_EAGER_TOUCH = Reader(
    name="ours eager+touch",
    call="sdformat_v1_10.load(path, lazy=False), then every field of every object read",
    does=(
        "ours eager, then the walk of ours read+touch: what touching every field cost "
        "before the packages' load was lazy (the walk itself costs the same either way)"
    ),
    prepare=_prepare_eager_touch,
    reads=lambda version: version in BOUND_VERSIONS,
)

OURS = Reader(
    name="ours load",
    call="sdformat_semantics.load(path) + frame_graphs() + pose() of every link",
    does=(
        "parse, migrate to 1.10, bind typed objects, check names/joints/references, "
        "build both frame graphs, resolve every link's pose"
    ),
    prepare=_prepare_ours,
    reads=_any_version,
)

ROD = Reader(
    name="rod",
    call="rod.Sdf.load(path)",
    does=(
        "xmltodict parse + dataclasses via mashumaro with value conversion; no schema "
        "check (unknown elements are dropped silently), no name/joint checks, no frame "
        "graphs or pose resolution, no include expansion; reads 1.7 and newer"
    ),
    prepare=_prepare_rod,
    reads=lambda version: _version_tuple(version) >= (1, 7),
)

LISDF = Reader(
    name="lisdf",
    call="lisdf.parsing.load_sdf(path)",
    does=(
        "a task-planning format built on a subset of SDFormat: ElementTree parse + "
        "its own component objects; stops at any element or attribute it does not know"
    ),
    prepare=_prepare_lisdf,
    reads=_any_version,
)

PYTHON_READERS = (
    LXML,
    FLOOR,
    BIND,
    BIND_EAGER,
    BIND_TOUCH,
    BIND_EAGER_TOUCH,
    OURS,
    ROD,
    LISDF,
)
BY_NAME = {reader.name: reader for reader in PYTHON_READERS}

"""Round trips that lose nothing: load, write at each version, load what was written (issue 35).

    .venv/bin/python tests/reference/round_trip_corpus.py ../shared/corpus/real

Every file that loads valid (SDFormat, and URDF read as SDFormat) is written
with its includes kept (``to_xml(expand_includes=False)``), as the version it
declares, and as each version from 1.7 to 1.12 that can hold it (whose
conversion reports no loss; the others are counted, not checked; these are
written with includes expanded), and each text is loaded again. What was written must give:

- ``problems``: the same problem codes, as many of each, leaving out the notes
  on what reading tolerated or converted (``is_note``): a file written as
  another version no longer has what they are about;
- ``names``: the same frames in every world (the vertices of the frame graphs);
- ``poses``: every frame's pose within 1e-9;
- ``comments`` and ``instructions``: every comment and processing instruction
  of the file, beside the root element too;
- ``numbers``: every number of the file whose value the writing kept, spelled
  as in the file (a value a conversion changed is not this check's);
- ``unknown content`` and ``namespaced content``: every element and attribute
  the spec does not describe (reported on load) and every namespaced one.

A URDF file takes part in the first three only: the SDFormat written is our
conversion of it, not its text. ``tests/semantics/document/test_round_trip_harness.py``
runs this on every vendored file; by hand, on the real corpus (includes
resolved as its manifest recorded), it prints the figures: files, passes,
and each failure class with the files in it.
"""

from __future__ import annotations

import collections
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import attrs
import numpy as np
from lxml import etree

from sdformat_runtime.errors import Error
from sdformat_runtime.limits import DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH
from sdformat_semantics import Document, ErrorCode, FrameLookupError, ParserConfig, load
from sdformat_semantics.source import SourceFacts, parse_tolerant
from sdformat_semantics.versions import WRITABLE_VERSIONS

TARGETS = ("1.7", "1.8", "1.9", "1.10", "1.11", "1.12")
"""The versions every file is written as, where they hold all of it."""
TOLERANCE = 1e-9
UNKNOWN_CODES = (ErrorCode.ELEMENT_INCORRECT_TYPE, ErrorCode.ATTRIBUTE_INCORRECT_TYPE)
NOTE_CODES = frozenset(
    {
        ErrorCode.ELEMENT_DEPRECATED,  # written as a newer version, it is gone; as an older, back
        ErrorCode.NAME_CHANGED_BY_MIGRATION,
        ErrorCode.POSE_CHANGED_BY_MIGRATION,
        ErrorCode.VALUE_TOLERATED,  # the value is written as it was read: cleaned
        ErrorCode.XML_TOLERATED,
        ErrorCode.WARNING,  # an empty value read as its default, written as the default
        ErrorCode.MERGE_INCLUDE_CONTENT_DROPPED,  # written expanded: nothing left to drop
    }
)
"""Codes of notes on the file's own text or version, which the written text has no cause for."""
INCLUDES_KEPT = "includes kept"
"""The label of the text written as read, ``<include>`` elements kept (``--preserve-includes``)."""


@attrs.frozen
class Failure:
    """One property a written text breaks.

    Attributes:
        kind: The property (``names``, ``poses``, ``comments``...).
        written: What was written: ``includes kept`` or a version.
        detail: What differs, for a person.
    """

    kind: str
    written: str
    detail: str


@attrs.frozen
class Outcome:
    """What one file's round trips gave.

    Attributes:
        valid: Whether the file loads valid (only valid files take part).
        written: The labels of the texts written and checked.
        lossy: The versions that could not hold the whole file (not checked).
        failures: Every property broken, for every text.
    """

    valid: bool
    written: tuple[str, ...] = ()
    lossy: tuple[str, ...] = ()
    failures: tuple[Failure, ...] = ()


def round_trip(path: Path, config: ParserConfig, reread: ParserConfig) -> Outcome:
    """Load ``path`` with ``config``, write it every way, check each text loaded with ``reread``.

    ``reread`` resolves what the text with includes kept includes (from beside the file).
    """
    document = load(path, config=config)
    if not document.valid:
        return Outcome(False)
    source = None if path.suffix == ".urdf" else _parsed(path.read_bytes())
    declared = document.original_version or ""
    versions = [v for v in TARGETS if v != declared]
    if declared in WRITABLE_VERSIONS:
        versions.insert(0, declared)
    texts: list[tuple[str, Callable[[], str]]] = [
        (INCLUDES_KEPT, lambda: document.to_xml(expand_includes=False))
    ]
    lossy: list[str] = []
    for version in versions:
        conversion = document.convert(version)
        if conversion.problems:
            lossy.append(version)
        else:
            texts.append((version, _given(conversion.text)))
    failures: list[Failure] = []
    for label, write in texts:
        try:
            text = write()
            again = load(text, config=reread)
        except Exception as error:  # a sweep reports every file, whatever breaks
            failures.append(Failure("raised", label, f"{type(error).__name__}: {error}"))
            continue
        failures.extend(Failure(kind, label, detail) for kind, detail in _compare(document, again))
        if source is not None:
            found = _kept(source, _parsed(text.encode()), document, label != INCLUDES_KEPT)
            failures.extend(Failure(kind, label, detail) for kind, detail in found)
    return Outcome(True, tuple(label for label, _ in texts), tuple(lossy), tuple(failures))


def _given(text: str) -> Callable[[], str]:
    """What writes ``text``, written already."""
    return lambda: text


def _parsed(data: bytes) -> etree._ElementTree:
    """The tree the loader parses from ``data``, with the trivia it tolerates."""
    parsed = parse_tolerant(
        SourceFacts.of(data), None, DEFAULT_MAX_BYTES, DEFAULT_MAX_ELEMENT_DEPTH
    )
    assert parsed.tree is not None, parsed.errors
    return parsed.tree


def _compare(document: Document, again: Document) -> Iterable[tuple[str, str]]:
    """What differs between a document and the one loaded from its written text."""
    before = collections.Counter(p.code.value for p in document.problems if not is_note(p))
    after = collections.Counter(p.code.value for p in again.problems if not is_note(p))
    if before != after:
        lost, gained = dict(before - after), dict(after - before)
        yield "problems", f"lost {lost}, gained {gained}"
    names, again_names = _names(document), _names(again)
    if names != again_names:
        lost_names = sorted(names - again_names)[:3]
        gained_names = sorted(again_names - names)[:3]
        yield "names", f"lost {lost_names}, gained {gained_names}"
    for world, name in sorted(names & again_names):
        first, second = _pose(document, world, name), _pose(again, world, name)
        if (first is None) != (second is None) or (
            first is not None
            and second is not None
            and not np.allclose(first, second, rtol=0, atol=TOLERANCE)
        ):
            yield "poses", f"{world or '(model)'} {name}: {first} != {second}"
            return


def is_note(problem: Error) -> bool:
    """Whether a problem is about the file's own text or version rather than what it says.

    Such are the notes of migration and of URDF conversion, values read with
    tolerance, text where an element holds none (ignored, so not written),
    and content that the declared version lacks though a newer one reads it.
    """
    return (
        problem.code in NOTE_CODES
        or problem.code.value.startswith("URDF_")
        or re.search(r", though [0-9.]+ reads it", problem.message) is not None
        or (problem.code is ErrorCode.ELEMENT_INVALID and problem.message.startswith("text '"))
    )


def _names(document: Document) -> set[tuple[str, str]]:
    return {(world, name) for world, graphs in document.graphs.items() for name in graphs.vertices}


def _pose(document: Document, world: str, name: str) -> np.ndarray | None:
    try:
        return np.asarray(document.pose(name, world=world or None).matrix())
    except FrameLookupError:
        return None


def _kept(
    source: etree._ElementTree, written: etree._ElementTree, document: Document, expanded: bool
) -> Iterable[tuple[str, str]]:
    """What of the file's own text the written text lacks.

    Content a newer version reads (a note) is not unknown: writing an older
    version reports it as a loss, and an expanded include applies it (its
    ``<namespace>``, ``@merge``). Written ``expanded``, an include's
    ``<experimental:params>`` are applied, not kept: what they hold is left
    out of the check (their effect is the names' and poses').
    """
    for kind, node_kind in (
        ("comments", etree.Comment),
        ("instructions", etree.ProcessingInstruction),
    ):
        missing = _beside_and_below(source, node_kind) - _beside_and_below(written, node_kind)
        if missing:
            yield kind, f"{sum(missing.values())} missing, first {next(iter(missing))!r}"
    respelled = _respelled(source, written)
    if respelled:
        yield "numbers", f"{len(respelled)} respelled, first {respelled[0]}"
    unknown = {
        p.path.rsplit("/", 1)[-1].split("[", 1)[0].lstrip("@")
        for p in document.problems
        if p.code in UNKNOWN_CODES and p.path and p.file == document.file and not is_note(p)
    }
    for kind, wanted in (
        ("unknown content", lambda name: name in unknown),
        ("namespaced content", lambda name: name.startswith("{")),
    ):
        missing = _names_of(source, wanted, expanded) - _names_of(written, wanted)
        if missing:
            yield kind, f"{sum(missing.values())} missing, first {next(iter(missing))!r}"


def _beside_and_below(tree: etree._ElementTree, kind: object) -> collections.Counter[str]:
    """The texts of the nodes of ``kind`` in a document, beside its root too."""
    root = tree.getroot()
    nodes = [*root.itersiblings(kind, preceding=True), *root.iter(kind), *root.itersiblings(kind)]
    return collections.Counter(etree.tostring(node, with_tail=False).decode() for node in nodes)


def _names_of(
    tree: etree._ElementTree, wanted: Callable[[str], bool], without_params: bool = False
) -> collections.Counter[str]:
    """How often each wanted element tag and attribute name occurs (attributes as ``@name``).

    ``without_params``: leaving out the ``<experimental:params>`` of includes, and all they hold.
    """
    found: collections.Counter[str] = collections.Counter()
    for element in tree.getroot().iter(etree.Element):
        if without_params and any(map(_is_params, [element, *element.iterancestors()])):
            continue
        tag = str(element.tag)
        if wanted(tag):
            found[tag] += 1
        for key in element.attrib:
            if wanted(str(key)):
                found[f"@{key!s}"] += 1
    return found


def _is_params(element: etree._Element) -> bool:
    """Whether an element is an include's ``<experimental:params>``."""
    parent = element.getparent()
    return (
        parent is not None
        and parent.tag == "include"
        and etree.QName(element).localname == "params"
        and element.prefix == "experimental"
    )


def _respelled(source: etree._ElementTree, written: etree._ElementTree) -> list[str]:
    """Number texts of the file written with another spelling though their values are kept."""
    texts = _number_texts(written)
    respelled: list[str] = []
    for key, spellings in _number_texts(source).items():
        for spelling, other in zip(spellings, texts.get(key, ()), strict=False):
            if spelling != other and _numbers(spelling) == _numbers(other):
                respelled.append(f"{'/'.join(key[-1:])}: {spelling!r} -> {other!r}")
    return respelled


def _number_texts(tree: etree._ElementTree) -> dict[tuple[str, ...], list[str]]:
    """The text of every leaf holding numbers, by its path of tags and names."""
    found: dict[tuple[str, ...], list[str]] = collections.defaultdict(list)
    root = tree.getroot()
    for element in root.iter(etree.Element):
        if len(element) or element.text is None or _numbers(element.text) is None:
            continue
        steps = [element, *element.iterancestors()][:-1]  # the root's version may change
        key = tuple(f"{e.tag}[{e.get('name', '')}]" for e in reversed(steps))
        found[key].append(element.text)
    return found


def _numbers(text: str) -> tuple[float, ...] | None:
    """The numbers a text holds, None when it holds something else (or nothing)."""
    try:
        numbers = tuple(float(word) for word in text.split())
    except ValueError:
        return None
    return numbers or None


def _configs(corpus: Path) -> dict[str, ParserConfig]:
    """One configuration per repository of the corpus, resolving URIs as its manifest recorded."""
    try:  # run as a script, from any folder: the sibling script is on the path
        from include_corpus import repository_configs  # type: ignore[import-not-found,unused-ignore]
    except ImportError:  # imported as tests.reference.round_trip_corpus (the type check)
        from tests.reference.include_corpus import repository_configs
    configs: dict[str, ParserConfig] = repository_configs(corpus)
    return configs


def beside(config: ParserConfig, folder: Path) -> ParserConfig:
    """``config`` that also resolves a URI to the file of that name in ``folder``."""
    resolver = config.resolver

    def beside_the_file(uri: str) -> Path | None:
        found = resolver(uri) if resolver is not None else None
        return Path(found) if found is not None else folder / uri.strip().removeprefix("file://")

    return attrs.evolve(config, resolver=beside_the_file)


def main(corpus: Path) -> int:
    """Check every file of ``corpus``, print the figures; returns the exit status."""
    configs = _configs(corpus)
    suffixes = (".sdf", ".world", ".urdf")
    files = sorted(p for p in corpus.rglob("*") if p.suffix in suffixes and p.is_file())
    figures: collections.Counter[str] = collections.Counter()
    classes: dict[str, set[str]] = collections.defaultdict(set)
    for path in files:
        config = configs[path.relative_to(corpus).parts[0]]
        try:
            outcome = round_trip(path, config, beside(config, path.parent))
        except Exception as error:  # a sweep reports every file, whatever breaks
            outcome = Outcome(True, failures=(Failure("raised", "load", repr(error)),))
        figures["files"] += 1
        if not outcome.valid:
            continue
        figures["valid"] += 1
        figures["texts written"] += len(outcome.written)
        figures["versions that cannot hold the file"] += len(outcome.lossy)
        figures["passed"] += not outcome.failures
        for failure in outcome.failures:
            name = f"{failure.kind} at {failure.written}"
            print(f"{path.relative_to(corpus)}: {name}: {failure.detail}")
            classes[name].add(str(path.relative_to(corpus)))
    print()
    for name, count in figures.items():
        print(f"{name:>36}: {count}")
    for name in sorted(classes):
        print(f"{name:>36}: {len(classes[name])} files")
    return 1 if classes else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))

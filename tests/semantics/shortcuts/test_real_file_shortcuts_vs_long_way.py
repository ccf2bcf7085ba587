"""Every large-file shortcut against the long way, forced by a patch, on real documents: the same load.

Shortcuts taken for large real files load every document as the long way round does.

Each shortcut is held to the route it replaces, loading the same document
both ways (the long way forced by a patch) and comparing what a user can
observe: problems (codes, messages, places, order), the frame graphs
(vertices, aliases, attachments, pose edges, unnamed contents), every
vertex's resolved pose bit for bit, the migration's record and the written
document. The documents: every vendored document (every version from 1.4 on,
so most are migrated; valid and invalid ones; includes, URDF), the bench's
real files, and classes built for each shortcut.

* Without ``<include`` in the bytes the composer is not run: every owner
  composes to itself.
* The names of a document read as it is are surveyed in its XML at once,
  also where parts of it were read eagerly (the object walk ran there).
* The graphs' checks are skipped when the document cannot hold what they
  look at: tags are asked of the tree kept (``SourceFacts.may_hold_tag``).
* A root whose XML holds one node, a ``<model>``, has no top-level entities
  to report: they are not counted (the root object is not filled for it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import attrs
import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime import xml
from sdformat_runtime.binding import is_lazy
from sdformat_semantics import Document, FrameLookupError, ParserConfig
from sdformat_semantics.checks import table
from sdformat_semantics.source import SourceFacts

REPO = Path(__file__).resolve().parents[3]
DATA = REPO / "tests" / "data"
VENDORED = sorted(
    path
    for folder in (DATA, REPO / "bench" / "data" / "real")
    for path in folder.rglob("*")
    if path.suffix in (".sdf", ".world", ".urdf") and "fuzz" not in path.parts
)
"""Every vendored document and the bench's real files."""

Patch = Callable[[pytest.MonkeyPatch], None]


def _pose(document: Document, name: str, world: str) -> object:
    try:
        pose = document.pose(name, world=world)
    except FrameLookupError as error:
        return f"lookup error: {error}"
    return (pose.position.tolist(), pose.quaternion.tolist())


def observed(document: Document) -> tuple[object, ...]:
    """What a user can observe of one load (see the module's docstring)."""
    problems = [
        (p.code, p.message, p.file, p.line, p.column, p.path, p.severity, p.suggestion)
        for p in document.problems
    ]
    graphs = []
    for key, g in document.graphs.items():
        vertices = [(v.name, v.kind, v.scope, v.element is not None) for v in g.vertices.values()]
        unnamed = [
            (type(item).__name__, getattr(item, "name", None), default, repr(scope))
            for item, default, scope in g.unnamed.listed().values()
        ]
        poses = [(name, _pose(document, name, key)) for name in g.vertices]
        edges = {
            name: (edge.parent, edge.placement, tuple(edge.values))
            for name, edge in g.pose_edges.items()
        }
        graphs.append((key, vertices, g.aliases, g.attached_to, edges, unnamed, poses))
    written = document.to_xml(with_errors=True) if document.root is not None else None
    return (problems, graphs, document.migration, written)


def assert_same_both_ways(source: Path | bytes, *long_ways: Patch, **config: object) -> Document:
    """Load with the shortcuts and each long way (each patches one in); return the first load."""
    shortcut = sdformat_semantics.load(source, config=ParserConfig(**config))  # type: ignore[arg-type]
    seen = observed(shortcut)
    for long_way in long_ways:
        with pytest.MonkeyPatch.context() as patch:
            long_way(patch)
            long = sdformat_semantics.load(source, config=ParserConfig(**config))  # type: ignore[arg-type]
        assert observed(long) == seen, long_way.__doc__
    return shortcut


def _both_readings() -> Iterator[dict[str, object]]:
    yield {"lazy": True}
    yield {"lazy": False}


READINGS = list(_both_readings())


# The composer ---------------------------------------------------------------------


def _always_composed(patch: pytest.MonkeyPatch) -> None:
    """The long way: the bytes are taken to hold an include, so the composer runs."""
    answer = xml.Markers.may_hold

    def may_hold(self: xml.Markers, marker: bytes, *, in_values: bool = False) -> bool:
        return marker == b"<include" or answer(self, marker, in_values=in_values)

    patch.setattr(xml.Markers, "may_hold", may_hold)


def test_the_class_holds_documents_with_and_without_includes() -> None:
    including = [p for p in VENDORED if b"<include" in p.read_bytes()]
    assert len(including) > 20
    assert len(VENDORED) - len(including) > 250
    assert sum(bool(sdformat_semantics.load(p).includes) for p in including) > 10


# The names of a document read partly eagerly ---------------------------------------

NAME_PROBLEMS = {
    "clean": ("", ""),
    "duplicates": ('<link name="a"/>', '<visual name="s"/><visual name="s"/>'),
    "other kinds alike": ('<link name="j"/>', '<visual name="s"/><collision name="s"/>'),
    "empty name": ('<frame name=""/>', '<visual name=""/>'),
    "reserved name": ('<link name="__reserved__"/>', '<collision name="__x__"/>'),
    "world": ('<frame name="world"/>', '<visual name="world"/>'),
    "scoped name": ('<link name="x::y"/>', '<visual name="x::y"/>'),
    "missing name": ("<link/>", "<visual/>"),
    "unnamed camera": ("", '<sensor name="s" type="camera"><camera/></sensor>'),
    "plugin names": ('<plugin name="p" filename="f"><link name="a"/><link name="a"/></plugin>',)
    * 2,
    "misplaced": ('<visual name="s"/><visual name="s"/>', '<link name="a"/><link name="a"/>'),
}
"""Name problems and lookalikes: (put into the model, put into link ``a``). The model holds
links ``a`` and ``b`` and joint ``j`` too; a world gets the model's with ``<model>`` for ``<link>``."""

EAGER_MAKERS = {
    "none": "",
    "repeated single": "<velocity_decay/><velocity_decay/>",
    "unknown element": "<unknown_thing/>",
    "bad value": "<gravity>maybe</gravity>",
}
"""What the fast path refuses in link ``a``, so that it (and its model) is read eagerly."""


def _named_document(version: str, problem: tuple[str, str], maker: str, where: str) -> bytes:
    in_model, in_link = problem
    in_link = in_link if where == "link" else ""
    in_world = in_model.replace("<link", "<model") if where == "world" else ""
    in_model = in_model if where == "model" else ""
    model = (
        f'<model name="m"><link name="a">{maker}{in_link}</link><link name="b"/>'
        '<joint name="j" type="fixed"><parent>a</parent><child>b</child></joint>'
        f"{in_model}</model>"
    )
    return f'<sdf version="{version}"><world name="w">{model}{in_world}</world></sdf>'.encode()


def _survey_refused(patch: pytest.MonkeyPatch) -> None:
    """The long way: the object walk of ``check_names``."""
    patch.setattr(table, "document_names_clean", lambda *_args: False)


@pytest.mark.parametrize("reading", READINGS, ids=["lazy", "eager"])
@pytest.mark.parametrize("version", ["1.6", "1.7", "1.8", "1.12"])
@pytest.mark.parametrize("maker", sorted(EAGER_MAKERS))
@pytest.mark.parametrize("problem", sorted(NAME_PROBLEMS))
def test_names_of_documents_read_partly_eagerly(
    problem: str, maker: str, version: str, reading: dict[str, object]
) -> None:
    for where in ("link", "model", "world"):
        data = _named_document(version, NAME_PROBLEMS[problem], EAGER_MAKERS[maker], where)
        assert_same_both_ways(data, _survey_refused, **reading)


def test_the_name_class_reports_every_kind_of_problem() -> None:
    codes = set()
    for version in ("1.6", "1.8", "1.12"):
        for problem in NAME_PROBLEMS.values():
            for where in ("link", "model", "world"):
                data = _named_document(version, problem, EAGER_MAKERS["repeated single"], where)
                codes |= {p.code.value for p in sdformat_semantics.load(data).problems}
    assert {"DUPLICATE_NAME", "RESERVED_NAME", "ATTRIBUTE_INVALID", "ATTRIBUTE_MISSING"} <= codes
    eager = sdformat_semantics.load(
        _named_document("1.12", NAME_PROBLEMS["clean"], EAGER_MAKERS["repeated single"], "link"),
        config=ParserConfig(lazy=True),
    )
    assert not is_lazy(eager.root)  # the walk would have gone object by object


def test_a_clean_document_read_partly_eagerly_is_surveyed_not_walked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    walked: list[object] = []

    def check_names(*args: object, **_kwargs: object) -> list[object]:
        walked.append(args)
        return []

    monkeypatch.setattr(table, "check_names", check_names)
    for maker in EAGER_MAKERS.values():
        data = _named_document("1.6", NAME_PROBLEMS["clean"], maker, "link")
        sdformat_semantics.load(data, config=ParserConfig(lazy=True))
    assert not walked


# The graphs' checks skipped -----------------------------------------------------------


def _every_check(patch: pytest.MonkeyPatch) -> None:
    """The long way: every check of the table runs, whatever the bytes or the tree say."""
    patch.setattr(table.Needs, "met", lambda *_args: True)


def _guarded_documents() -> Iterator[tuple[str, bytes]]:
    """Documents holding what each guarded check reports, in every encoding, and lookalikes."""
    from tests.semantics.shortcuts import test_builder_shortcuts_vs_full_walks as builder
    from tests.semantics.shortcuts import test_byte_guards_vs_unguarded_checks as byte_guards

    for case, text in builder.GUARDED.items():
        for encoding in builder.ENCODINGS:
            yield f"{case} {encoding}", builder._encoded(text, encoding)
    for case, (body, _code) in byte_guards.GUARDED.items():
        for version in ("1.6", "1.12"):
            yield f"{case} {version}", f'<sdf version="{version}">{body}</sdf>'.encode()
    # A tag named like a guarded one elsewhere: as an attribute, a value, inside a plugin.
    for tag in ("mimic", "frame_id"):
        yield f"{tag} attribute", f'<sdf version="1.12"><model name="m" {tag}="x"/></sdf>'.encode()
        yield f"{tag} value", f'<sdf version="1.12"><model name="{tag}"/></sdf>'.encode()
        yield (
            f"{tag} in a plugin",
            f'<sdf version="1.12"><model name="m"><link name="l"/>'
            f'<plugin name="p" filename="f"><{tag}>x</{tag}></plugin></model></sdf>'.encode(),
        )
    # A guard on a name (``Needs.written``: an attribute or a tag), the name written as
    # each: the unnamed poses' relative_to (1.6: frame) on a visual, naming no frame,
    # and the auto inertial's auto.
    link = '<link name="l"><inertial{}><mass>1</mass></inertial><visual name="v">{}</visual></link>'
    for version, attribute in (("1.6", "frame"), ("1.12", "relative_to")):
        pose = f'<pose {attribute}="nowhere">0 0 0 0 0 0</pose>'
        for where, body in (
            ("attribute", link.format("", pose)),
            ("tag", link.format("", "") + f'<{attribute} name="f"/>'),
            ("value", link.format("", "") + f'<frame name="{attribute}"/>'),
            ("text", link.format("", "") + f"<plugin name='p' filename='f'>{attribute}=1</plugin>"),
        ):
            model = f'<model name="m"><frame name="f"/>{body}</model>'
            yield f"{attribute} {where}", f'<sdf version="{version}">{model}</sdf>'.encode()
    for where, inertial in (("attribute", ' auto="true"'), ("value", ' a="auto"')):
        body = link.format(inertial, "") + "<auto/>" * (where == "value")
        yield f"auto {where}", f'<sdf version="1.11"><model name="m">{body}</model></sdf>'.encode()


GUARDED = dict(_guarded_documents())


@pytest.mark.parametrize("reading", READINGS, ids=["lazy", "eager"])
@pytest.mark.parametrize("case", sorted(GUARDED))
def test_guarded_documents_load_as_with_every_check(case: str, reading: dict[str, object]) -> None:
    assert_same_both_ways(GUARDED[case], _every_check, **reading)


def test_tags_are_asked_of_the_tree_kept() -> None:
    """A document read as it is answers for its tags in its tree, its bytes unsearched."""
    data = b'<sdf version="1.12"><model name="frame_id"><link name="l"/></model></sdf>'
    facts = SourceFacts.of(data)
    tree = etree.fromstring(data)
    assert not attrs.evolve(facts, kept=tree).may_hold_tag("frame_id")
    assert facts.may_hold_tag("frame_id")
    assert attrs.evolve(facts, kept=tree).may_hold_tag("link")


# The top-level entities of a root holding one model ------------------------------------


def _entities_counted(patch: pytest.MonkeyPatch) -> None:
    """The long way: the root's entities are counted whatever the XML kept holds."""
    patch.setattr(table, "_holds_one_model_only", lambda _kept: False)


ROOTS = {
    "one model": '<model name="m"><link name="l"/></model>',
    "a comment beside it": '<!-- c --><model name="m"><link name="l"/></model>',
    "two models": '<model name="m"><link name="l"/></model><model name="n"><link name="l"/></model>',
    "two of one name": '<model name="m"><link name="l"/></model><model name="m"><link name="k"/></model>',
    "a model and a light": '<model name="m"><link name="l"/></model><light name="s" type="point"/>',
    "a world and a model": '<world name="w"/><model name="m"><link name="l"/></model>',
    "an unknown element": '<model name="m"><link name="l"/></model><thing/>',
    "one light": '<light name="s" type="point"/>',
}
"""What ``<sdf>`` holds: one model alone, or beside what the check reports or tolerates."""


@pytest.mark.parametrize("reading", READINGS, ids=["lazy", "eager"])
@pytest.mark.parametrize("version", ["1.7", "1.12"])
@pytest.mark.parametrize("case", sorted(ROOTS))
def test_a_root_holding_one_model_loads_as_with_its_entities_counted(
    case: str, version: str, reading: dict[str, object]
) -> None:
    data = f'<sdf version="{version}">{ROOTS[case]}</sdf>'.encode()
    document = assert_same_both_ways(data, _entities_counted, **reading)
    if case in ("two models", "a world and a model"):
        assert any(p.code.value == "ELEMENT_INCORRECT_TYPE" for p in document.problems)


# Every shortcut on every vendored document --------------------------------------------

LONG_WAYS = (_always_composed, _survey_refused, _every_check, _entities_counted)


@pytest.mark.parametrize("reading", READINGS, ids=["lazy", "eager"])
@pytest.mark.parametrize(
    "path",
    # 3k_shapes.sdf (2.8 MB) loads four times each way: about half a minute.
    [pytest.param(p, marks=pytest.mark.slow) if p.stat().st_size > 1e6 else p for p in VENDORED],
    ids=lambda p: str(p.relative_to(REPO)),
)
def test_vendored_documents_load_as_each_long_way(path: Path, reading: dict[str, object]) -> None:
    assert_same_both_ways(path, *LONG_WAYS, **reading)

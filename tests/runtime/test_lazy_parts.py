"""Documents the fast path refuses are read lazily where it accepts their parts.

For every kind of content the fast path refuses (``REFUSED`` of the fast-path
tests, one document per kind), a world holds one model with that content
among good ones, in every version: the good models (and the good children of
the bad one) are read as lazy objects, the rest eagerly, and the problems
(messages, lines, paths, order) and the objects are exactly the eager ones.
"""

from __future__ import annotations

import pytest
from lxml import etree

from sdformat_runtime import fastpath
from sdformat_runtime.binding import binding_of, is_lazy, read_tree
from sdformat_runtime.byte_scans import may_declare_namespaces
from sdformat_runtime.fastpath import fast_path_accepts, fast_path_parts
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics import ParserConfig, load
from sdformat_semantics.versions import PACKAGES, version_package
from tests.fuzz.lazy_oracle import assert_same_objects, check_partly_lazy_read
from tests.schema.test_fast_path import REFUSED

GOOD = """<model name="{name}"><pose>1 2 3 0 0 0</pose><link name="l"><inertial><mass>2</mass>
</inertial><visual name="v"><geometry><box><size>1 1 1</size></box></geometry></visual></link>
</model>"""

WORLD = """<sdf version="{v}"><world name="w">{good1}
<model name="outer">{good3}<model name="bad"><link name="l"><pose>0 0 1 0 0 0</pose></link>
{extra}</model>{good4}</model>
{good2}<state world_name="w">{state_extra}<{state_model} name="good1"><pose>0 0 0 0 0 0</pose>
</{state_model}></state>
</world></sdf>"""


def _document(version: str, extra: str, state_extra: str = "") -> bytes:
    goods = {f"good{i}": GOOD.format(name=f"good{i}") for i in range(1, 5)}
    # A model's state: <model> in a <state> up to 1.11, then <model_state>.
    state_children = binding_of(version_package(version).State).children
    state_model = "model" if "model" in state_children else "model_state"
    return WORLD.format(
        v=version, extra=extra, state_extra=state_extra, state_model=state_model, **goods
    ).encode()


def _parts(data: bytes, version: str) -> tuple[etree._ElementTree, frozenset[etree._Element]]:
    tree, problems = parse_bytes(data)
    assert tree is not None, problems
    schema = version_package(version).FAST_PATH_SCHEMA
    hint = may_declare_namespaces(data, tree) is not False
    return tree, fast_path_parts(tree.getroot(), schema, version, declares_namespaces=hint)


def _names(parts: frozenset[etree._Element]) -> set[str]:
    return {f"{part.getparent().tag}/{part.tag}:{part.get('name')}" for part in parts}  # type: ignore[union-attr]


@pytest.mark.parametrize("version", sorted(PACKAGES))
def test_the_clean_world_is_accepted_whole(version: str) -> None:
    data = _document(version, "")
    tree, parts = _parts(data, version)
    assert parts == {tree.getroot()}
    schema = version_package(version).FAST_PATH_SCHEMA
    assert fast_path_accepts(tree.getroot(), schema, version, declares_namespaces=False)


@pytest.mark.parametrize("version", sorted(PACKAGES))
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_one_refused_model_leaves_the_others_lazy(version: str, case: str) -> None:
    # The state is refused too, so that the model in it is searched for alone: in
    # the versions where it is a <model>, its type is not the <model> of a world.
    data = _document(version, REFUSED[case], "<unknown_here/>")
    tree, parts = _parts(data, version)
    assert tree.getroot() not in parts
    if "namespaced" in case:  # lazy objects keep no namespace declarations: all eager
        assert parts == frozenset()
    else:
        names = _names(parts)
        # The good models, the state's model and the good link of the bad model.
        expected = {"world/model:good1", "world/model:good2", "model/model:good3"}
        assert expected | {"model/model:good4", "model/link:l"} <= names
        assert {"state/model:good1", "state/model_state:good1"} & names
        assert not any(name.endswith((":bad", ":outer")) for name in names)
        assert check_partly_lazy_read(tree, parts, version, None)

    sdf = version_package(version).Sdf
    eager = read_tree(sdf, tree, None, version)
    partly = read_tree(sdf, tree, None, version, lazy_parts=parts)
    assert eager.problems, "the refused content is reported"
    assert partly.problems == eager.problems
    assert partly.root is not None and eager.root is not None
    world = partly.root.worlds[0]
    assert is_lazy(world.models[0]) == bool(parts)  # good1, read lazily
    assert not is_lazy(world.models[1])  # outer, which holds the bad model
    assert_same_objects(eager.root, partly.root)


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_load_reports_what_the_eager_load_reports(case: str) -> None:
    data = _document("1.12", REFUSED[case])
    lazily = load(data, config=ParserConfig(lazy=True))
    eagerly = load(data, config=ParserConfig(lazy=False))
    assert lazily.problems == eagerly.problems
    assert lazily.root is not None and eagerly.root is not None
    assert_same_objects(eagerly.root, lazily.root)


def test_a_refused_world_child_leaves_its_models_lazy() -> None:
    """An unknown element in the world's ``<gui>`` (as in a real office world)."""
    data = _document("1.12", "").replace(
        b'<world name="w">', b'<world name="w"><gui><floor/></gui>'
    )
    _, parts = _parts(data, "1.12")
    assert {"world/model:good1", "world/model:good2", "world/model:outer"} <= _names(parts)
    assert not any(part.tag == "gui" for part in parts)
    document = load(data, config=ParserConfig(lazy=True))
    assert [p.message for p in document.problems] == [
        "<floor> is not a child of <gui> in SDFormat 1.12; kept as is; the document will not "
        "validate against the SDFormat 1.12 schema"
    ]
    assert document.problems == load(data, config=ParserConfig(lazy=False)).problems


def test_a_document_declaring_a_namespace_is_read_eagerly() -> None:
    data = _document("1.12", "<bogus/>").replace(b"<sdf ", b'<sdf xmlns:x="urn:x" ')
    tree, parts = _parts(data, "1.12")
    assert parts == frozenset()
    read = read_tree(version_package("1.12").Sdf, tree, None, "1.12", lazy_parts=frozenset())
    assert read.root is not None and not is_lazy(read.root.worlds[0].models[0])


def test_a_written_partly_lazy_document_keeps_comments_of_its_lazy_parts() -> None:
    """Lazy parts are written as read, as a wholly lazy document is; the rest from fields."""
    data = _document("1.12", "<bogus/>").replace(
        b'<model name="good2"><pose>', b'<model name="good2"><!-- kept --><pose>'
    )
    document = load(data, config=ParserConfig(lazy=True))
    written = document.root.to_string()  # type: ignore[union-attr]
    assert "<!-- kept -->" in written
    assert "<bogus/>" in written


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_the_parts_do_not_rest_on_the_validation_messages(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where the document's validation failed only spares validating parts that fail."""
    data = _document("1.12", REFUSED[case], "<unknown_here/>")
    hinted = _parts(data, "1.12")[1]
    monkeypatch.setattr(fastpath, "_refused_at", lambda log, start, children: iter(()))
    tree, unhinted = _parts(data, "1.12")
    assert _names(unhinted) >= _names(hinted)
    if unhinted:
        assert check_partly_lazy_read(tree, unhinted, "1.12", None)


class _Counted:
    """lxml's ``etree`` with its ``parse`` and ``XMLSchema`` calls counted (the rest passed through)."""

    def __init__(self) -> None:
        self.parsed: list[str] = []
        self.compiled = 0

    def __getattr__(self, name: str) -> object:
        return getattr(etree, name)

    def parse(self, source: str) -> etree._ElementTree:
        self.parsed.append(source)
        return etree.parse(source)

    def XMLSchema(self, schema: etree._Element | etree._ElementTree) -> etree.XMLSchema:
        self.compiled += 1
        return etree.XMLSchema(schema)


def test_a_refused_document_reads_its_schema_file_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its compiled schema and its parts come from one parse of the file (per thread)."""
    counted = _Counted()
    monkeypatch.setattr(fastpath, "etree", counted)
    monkeypatch.setattr(fastpath, "_local", type(fastpath._local)())  # nothing cached yet
    version = max(PACKAGES, key=lambda v: tuple(map(int, v.split("."))))
    tree, parts = _parts(_document(version, REFUSED["unknown element"]), version)
    assert tree.getroot() not in parts and parts  # refused, its good parts accepted
    assert counted.parsed == [str(version_package(version).FAST_PATH_SCHEMA)]


@pytest.mark.parametrize("version", sorted(PACKAGES))
@pytest.mark.parametrize("case", sorted(REFUSED))
def test_a_refused_document_compiles_one_schema(
    version: str, case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The schema compiled for the whole document validates its parts alone too.

    A second schema is compiled only for a tag's second named type: the
    ``<model>`` of a ``<state>`` up to 1.11, searched alone when its state is refused.
    """
    counted = _Counted()
    monkeypatch.setattr(fastpath, "etree", counted)
    monkeypatch.setattr(fastpath, "_local", type(fastpath._local)())  # nothing compiled yet
    data = _document(version, REFUSED[case], "<unknown_here/>")
    tree, parts = _parts(data, version)
    assert tree.getroot() not in parts
    if "namespaced" in case:  # never validated: read eagerly
        assert counted.compiled == 0
        return
    state_model = "model" in binding_of(version_package(version).State).children
    assert counted.compiled == 1 + state_model


@pytest.mark.parametrize("version", sorted(PACKAGES))
def test_every_part_type_but_a_states_is_declared_in_the_schema_itself(version: str) -> None:
    """Each (tag, type) the search validates alone is the compiled schema's, bar a state's."""
    schema = version_package(version).FAST_PATH_SCHEMA
    parts = fastpath._parts(schema)
    assert parts.schemas.get(0) is fastpath._compiled(schema)[0]  # slot 0: no copy
    copied = {pair for pair, slot in parts.slots.items() if slot != 0}
    assert all(type_name.endswith("_state_type") for _, type_name in copied), copied
    assert len(parts.slots) - len(copied) > 50  # every element with a spec file of its own

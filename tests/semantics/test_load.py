"""The load pipeline as a user meets it: sources, XML trivia, versions, policies, strict mode."""

from __future__ import annotations

import gc
import threading
import time
from pathlib import Path

import pytest
from lxml import etree

import sdformat_runtime
import sdformat_semantics
from bench.synthetic import world_xml
from sdformat_runtime.versions import version_key
from sdformat_semantics import ErrorCode, ParserConfig, Policy, SdfErrors, Severity
from sdformat_semantics.versions import LOAD_VERSIONS, NEWEST, PACKAGES, version_package
from tests.fuzz.grammar import slot_document, value_slots
from tests.helpers import codes

MODEL = """<?xml version="1.0"?>
<sdf version="{version}">
  <model name="robot">
    <link name="base"/>
    {extra}
  </model>
</sdf>
"""


def model(extra: str = "", version: str = "1.10") -> str:
    return MODEL.format(version=version, extra=extra)


def test_text_bytes_and_paths_load_alike(tmp_path: Path) -> None:
    path = tmp_path / "robot.sdf"
    path.write_text(model(), encoding="utf-8")
    for source in (model(), model().encode(), path, str(path)):
        document = sdformat_semantics.load(source)
        assert document.valid, document.errors
        assert document.model.name == "robot"
        assert document.version == NEWEST  # read as the newest version by default
    assert sdformat_semantics.load(path).file == str(path)
    assert sdformat_semantics.load(model()).file is None


@pytest.mark.parametrize("name", ["disable", "enable", "freeze", "unfreeze", "collect"])
def test_loading_never_touches_the_garbage_collector_unless_asked(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """The collector is the program's: a default load calls none of its switches."""
    large = world_xml(60)

    def forbidden(*args: object) -> None:
        raise AssertionError(f"gc.{name} called by a default load")

    monkeypatch.setattr(gc, name, forbidden)
    assert sdformat_semantics.load(large).valid
    assert version_package(NEWEST).loads(large).root is not None


def test_the_collector_keeps_running_in_other_threads_during_a_load() -> None:
    """A host's threads keep collecting their garbage cycles while a document loads."""
    large = world_xml(300)
    seen: list[bool] = []
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            seen.append(gc.isenabled())
            time.sleep(0.001)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        assert sdformat_semantics.load(large).valid
    finally:
        done.set()
        watcher.join()
    assert seen and all(seen)


def test_pausing_the_collector_is_an_opt_in_that_restores_the_program_state() -> None:
    """Asked for, loading pauses the collector; afterwards it runs and frozen objects stay."""
    large = world_xml(60)  # enough objects that loading settles them in the oldest generation
    config = ParserConfig(pause_garbage_collector=True)
    states: list[bool] = []
    config.resolver = lambda uri: states.append(gc.isenabled())  # called during the load
    include = "<include><uri>x</uri></include></world>"
    assert not sdformat_semantics.load(large.replace("</world>", include), config=config).valid
    assert states == [False]
    assert gc.isenabled() and gc.get_freeze_count() == 0
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        assert sdformat_semantics.load(large, config=config).valid
        assert gc.isenabled() and gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()
    with sdformat_runtime.gc_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_missing_file_is_an_error_value(tmp_path: Path) -> None:
    document = sdformat_semantics.load(tmp_path / "absent.sdf")
    assert codes(document) == ["FILE_READ"]
    assert document.root is None
    assert str(tmp_path / "absent.sdf") in str(document.errors[0])


def test_malformed_xml_reports_line_and_column() -> None:
    document = sdformat_semantics.load('<sdf version="1.10">\n<model name="m">\n</sdf>')
    assert codes(document) == ["FILE_READ"]
    assert document.errors[0].line == 3
    assert document.errors[0].column == 7  # lxml's column, just past the mismatched </sdf>
    assert str(document.errors[0]).startswith("<string>:3:7: error FILE_READ: not well-formed")


def test_doctype_and_entities_are_refused() -> None:
    text = '<?xml version="1.0"?><!DOCTYPE sdf [<!ENTITY x "boom">]><sdf version="1.10"/>'
    document = sdformat_semantics.load(text)
    assert codes(document) == ["FILE_READ"]
    assert "DOCTYPE" in document.errors[0].message


def test_size_limit_is_enforced(tmp_path: Path) -> None:
    path = tmp_path / "big.sdf"
    path.write_text(model(), encoding="utf-8")
    document = sdformat_semantics.load(path, config=ParserConfig(max_bytes=10))
    assert codes(document) == ["FILE_READ"]
    assert "limit" in document.errors[0].message


def test_byte_order_mark_and_leading_space_are_tolerated_with_warnings() -> None:
    data = b"\xef\xbb\xbf  \n\n" + model(extra="<bogus/>").encode()
    document = sdformat_semantics.load(data)
    assert document.valid
    messages = [w.message for w in document.warnings]
    assert any("byte order mark" in m for m in messages)
    assert any("white space before the XML declaration" in m for m in messages)
    bogus = next(w for w in document.warnings if w.code is ErrorCode.ELEMENT_INCORRECT_TYPE)
    assert bogus.line == 7  # line numbers still count the skipped blank lines


def test_undeclared_namespace_prefixes_are_tolerated_and_kept() -> None:
    text = model(extra='<gz:sensor_plugin rate="5"/><link name="arm" drake:mass="2"/>')
    document = sdformat_semantics.load(text)
    assert document.valid, document.errors
    warning = next(w for w in document.warnings if "xmlns" in w.message)
    assert "'drake', 'gz'" in warning.message
    kept = document.model.xml_extras.elements
    assert [element.tag.rsplit("}", 1)[1] for element in kept] == ["sensor_plugin"]
    written = document.root.to_string()
    assert "gz:sensor_plugin" in written and 'drake:mass="2"' in written
    again = sdformat_semantics.load(written)
    assert again.valid and again.root == document.root


@pytest.mark.parametrize("version", ["1.13", "1.99", "1.7.0", "1.2", "abc"])
def test_unsupported_versions_name_the_supported_ones(version: str) -> None:
    document = sdformat_semantics.load(model(version=version))
    assert codes(document) == ["CONVERSION_ERROR"]
    assert "1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 1.10, 1.11, 1.12" in document.errors[0].message
    assert version in document.errors[0].message


@pytest.mark.parametrize("declared", ["1.9", "1.10", "1.11"])
def test_older_versions_are_migrated_to_the_newest_and_remember_what_they_declared(
    declared: str,
) -> None:
    document = sdformat_semantics.load(model(version=declared))
    assert document.valid
    assert (document.version, document.spec_version) == (NEWEST, NEWEST)
    assert document.original_version == declared
    assert document.to_xml().splitlines()[1].startswith(f'<sdf version="{NEWEST}"')


@pytest.mark.parametrize("version", LOAD_VERSIONS)
def test_a_document_can_be_loaded_as_any_supported_version_not_older_than_it(
    version: str,
) -> None:
    """Loading "as" an older version stays possible; the classes are that version's."""
    document = sdformat_semantics.load(model(version=LOAD_VERSIONS[0]), version=version)
    assert document.valid, document.errors
    assert document.spec_version == version
    assert type(document.root).__module__.startswith(version_package(version).__name__)


@pytest.mark.parametrize("version", LOAD_VERSIONS)
def test_a_document_loaded_as_the_version_it_declares_binds_to_that_version(
    version: str,
) -> None:
    """No migration: a 1.9 document loaded as 1.9 is read by 1.9's classes, as written."""
    document = sdformat_semantics.load(model(version=version), version=version)
    assert document.valid, document.errors
    assert (document.original_version, document.version) == (version, version)
    assert document.migration == ()
    assert type(document.root).__module__.startswith(version_package(version).__name__)


def test_a_version_older_than_the_frame_semantics_has_classes_but_is_not_loaded_as() -> None:
    """1.6 has a package (schema, classes, reference) but no pose frame semantics to check."""
    older = [v for v in PACKAGES if v not in LOAD_VERSIONS]
    assert older and all(version_key(v) < version_key(LOAD_VERSIONS[0]) for v in older)
    for version in older:
        document = sdformat_semantics.load(model(version=version), version=version)
        assert codes(document) == ["CONVERSION_ERROR"]
        message = document.errors[0].message
        assert f"documents load as one of {', '.join(LOAD_VERSIONS)}" in message
        assert f"{PACKAGES[version]}.load reads a {version} file" in message
        newest = sdformat_semantics.load(model(version=version))  # migrated, as always
        assert newest.valid and newest.original_version == version, newest.errors
        own = version_package(version).loads(model(version=version))
        assert own.problems == () and own.root is not None


def test_missing_version_and_foreign_root() -> None:
    assert codes(sdformat_semantics.load("<sdf><model name='m'/></sdf>")) == ["ATTRIBUTE_MISSING"]
    assert codes(sdformat_semantics.load("<world name='w'/>")) == ["PARSING_ERROR"]
    # URDF is read as URDF: a robot without links breaks a rule of that format.
    assert codes(sdformat_semantics.load("<robot name='r'/>")) == ["URDF_INVALID"]


def test_strict_raises_one_exception_with_every_error() -> None:
    text = model(
        extra='<joint name="j" type="revolute"><parent>nope</parent><child>base</child>'
        '</joint><frame name="f" attached_to="missing"/>'
    )
    document = sdformat_semantics.load(text)
    assert len(document.errors) == 2
    with pytest.raises(SdfErrors) as raised:
        sdformat_semantics.load(text, strict=True)
    assert [e.code for e in raised.value.errors] == [e.code for e in document.errors]
    assert "2 errors" in str(raised.value)
    with pytest.raises(SdfErrors):
        sdformat_semantics.load_strict(text)
    assert sdformat_semantics.load_strict(model()).valid


def test_policies_decide_what_unknown_and_deprecated_content_is() -> None:
    text = model(
        extra='<bogus/><joint name="j" type="gearbox"><parent>base</parent>'
        "<child>base2</child><gearbox_ratio>2</gearbox_ratio></joint><link name='base2'/>"
    ).replace('<link name="base"/>', '<link name="base" colour="red"/>')
    default = sdformat_semantics.load(text)
    assert default.valid
    warned = {w.code.value for w in default.warnings}
    assert {"ELEMENT_INCORRECT_TYPE", "ATTRIBUTE_INCORRECT_TYPE"} <= warned

    unknown_is_error = ParserConfig(unrecognized_elements=Policy.ERROR)
    assert codes(sdformat_semantics.load(text, config=unknown_is_error)) == [
        "ELEMENT_INCORRECT_TYPE"
    ]
    quiet = ParserConfig(warnings=Policy.IGNORE, unrecognized_elements=Policy.IGNORE)
    assert sdformat_semantics.load(text, config=quiet).warnings == []
    strict = sdformat_semantics.load(text, config=ParserConfig.strict())
    assert {"ELEMENT_INCORRECT_TYPE", "ATTRIBUTE_INCORRECT_TYPE"} <= set(codes(strict))
    assert all(e.severity is Severity.ERROR for e in strict.problems)


@pytest.mark.parametrize(
    ("extra", "version", "expected"),
    [
        ('<link name="a::b"/>', "1.8", ["RESERVED_NAME"]),
        ('<link name="a::b"/>', "1.7", []),
        ('<link name="__hidden__"/>', "1.10", ["RESERVED_NAME"]),
        ('<link name="world"/>', "1.10", ["RESERVED_NAME"]),
        ('<link name=""/>', "1.10", ["ATTRIBUTE_INVALID"]),
        ('<link name="base"/>', "1.10", ["DUPLICATE_NAME"]),
        ('<frame name="base"/>', "1.10", ["DUPLICATE_NAME"]),
        ('<model name="base"><link name="l"/></model>', "1.10", ["DUPLICATE_NAME"]),
        ('<plugin name="p" filename="a"/><plugin name="p" filename="b"/>', "1.10", []),
        ('<plugin name="gz::sim::systems::Physics" filename="p"/>', "1.10", []),
    ],
)
def test_name_rules(extra: str, version: str, expected: list[str]) -> None:
    document = sdformat_semantics.load(model(extra=extra, version=version))
    assert codes(document) == expected, [str(e) for e in document.errors]


def test_visual_and_collision_names_are_unique_per_kind_in_a_link() -> None:
    text = model(
        extra='<link name="l"><visual name="v"/><visual name="v"/><collision name="v"/></link>'
    )
    document = sdformat_semantics.load(text)
    assert codes(document) == ["DUPLICATE_NAME"]
    assert document.errors[0].path.endswith('visual[@name="v"]')


REQUIRED_ATTRIBUTE_SLOTS = [
    slot
    for slot in value_slots(NEWEST)
    if slot.attribute is not None and slot.attribute.get("required") == "1"
]


@pytest.mark.slow
def test_writing_refuses_what_reading_rejected_for_every_required_attribute() -> None:
    """Each required attribute of the spec, left out: the defaults would heal the document."""
    assert len(REQUIRED_ATTRIBUTE_SLOTS) > 100
    for slot in REQUIRED_ATTRIBUTE_SLOTS:
        tree = etree.fromstring(slot_document(slot, "x"))
        holder = list(tree.iter())[-1]  # the document is the chain down to the slot's element
        assert slot.attribute is not None
        del holder.attrib[str(slot.attribute["name"])]
        document = sdformat_semantics.load(etree.tostring(tree))
        assert document.errors, slot.path
        if document.root is None:
            continue
        with pytest.raises(SdfErrors):
            document.to_xml()
        assert document.to_xml(with_errors=True).startswith("<?xml")


def test_a_valid_document_is_written() -> None:
    document = sdformat_semantics.load(model())
    assert document.valid and '<link name="base"/>' in document.to_xml()

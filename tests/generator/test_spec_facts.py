"""The bundled spec states exactly the upstream standard's facts."""

from __future__ import annotations

import csv

import pytest

from generator.flatten import flatten
from generator.model import SpecVersion
from generator.pipeline import VERSIONS
from sdformat_runtime.versions import version_key
from tests.conftest import DATA

Row = tuple[str, str, str, str, str, str, str]


def _rows(name: str) -> set[Row]:
    path = DATA / "spec-facts" / name
    if not path.exists():
        return set()
    with path.open(encoding="utf-8", newline="") as table:
        reader = csv.reader(table, delimiter="\t")
        next(reader)
        return {(r[0], r[1], r[2], r[3], r[4], r[5], r[6]) for r in reader}


def _facts(version: str) -> set[Row]:
    """The released version's rows, plus the ``namespace`` rows upstream's development
    branch adds to 1.11 and 1.12 without a new version number (``namespace-<version>.tsv``)."""
    return _rows(f"{version}.tsv") | _rows(f"namespace-{version}.tsv")


@pytest.mark.parametrize("version", VERSIONS)
def test_flattened_spec_equals_the_facts_table(specs: dict[str, SpecVersion], version: str) -> None:
    """Every element/attribute path, type, default, required, min and max matches upstream."""
    ours = {row.as_tuple() for row in flatten(specs[version])}
    expected = _facts(version)
    missing = sorted(expected - ours)[:10]
    extra = sorted(ours - expected)[:10]
    assert (missing, extra) == ([], [])
    assert len(ours) == len(expected)


def test_flattening_has_no_duplicate_paths(specs: dict[str, SpecVersion]) -> None:
    """A path appears once, so the set comparison above cannot hide repeats."""
    for spec in specs.values():
        paths = [row.path for row in flatten(spec)]
        assert len(paths) == len(set(paths))


def test_mimic_from_1_10_on(specs: dict[str, SpecVersion]) -> None:
    """Mimic is upstream 1.11, and our 1.10 extension from the proposal; older versions lack it."""
    for version in VERSIONS:
        expected = version_key(version) >= (1, 10)
        paths = {row.path for row in flatten(specs[version])}
        assert ("/sdf/model/joint/axis/mimic/@joint" in paths) is expected
        assert ("/sdf/model/joint/axis2/mimic/multiplier" in paths) is expected


def _descriptions(spec: SpecVersion) -> dict[tuple[str, str], str]:
    found: dict[tuple[str, str], str] = {}

    def visit(element, stem: str, path: str) -> None:  # type: ignore[no-untyped-def]
        found[(stem, path)] = element.description
        for attribute in element.attributes:
            found[(stem, f"{path}/@{attribute.name}")] = attribute.description
        for child in element.children:
            if hasattr(child, "name"):
                visit(child, stem, f"{path}/{child.name or '*'}")

    for stem, spec_file in spec.files.items():
        visit(spec_file.root, stem, spec_file.root.name)
    return found


@pytest.mark.parametrize("version", VERSIONS)
def test_every_element_and_attribute_is_described(
    specs: dict[str, SpecVersion], version: str
) -> None:
    """Descriptions feed docstrings and xs:documentation, so none may be empty or a stub."""
    descriptions = _descriptions(specs[version])
    assert len(descriptions) > 600
    bad = {key: text for key, text in descriptions.items() if len(text) < 12 or "TODO" in text}
    assert bad == {}


def test_gearbox_documented_as_deprecated_from_1_10_on(specs: dict[str, SpecVersion]) -> None:
    """1.10 and later steer gearbox users to mimic; older versions describe a normal joint."""
    for version in VERSIONS:
        deprecated = version_key(version) >= (1, 10)
        joint = specs[version].files["joint"].root
        texts = [a.description for a in joint.attributes if a.name == "type"]
        texts += [
            c.description for c in joint.children if getattr(c, "name", "").startswith("gearbox")
        ]
        assert len(texts) == 3
        for text in texts:
            assert ("deprecated" in text.lower() and "mimic" in text) is deprecated, text


def test_every_version_has_its_facts_table() -> None:
    """A spec folder without a vendored table would escape the comparison above."""
    tables = [path.stem for path in (DATA / "spec-facts").glob("*.tsv")]
    assert sorted(t for t in tables if not t.startswith("namespace-")) == sorted(VERSIONS)
    assert sorted(t for t in tables if t.startswith("namespace-")) == [
        "namespace-1.11",
        "namespace-1.12",
    ]


def test_deprecated_1_12_elements_say_what_replaces_them(specs: dict[str, SpecVersion]) -> None:
    """Every element 1.12 deprecates that 1.11 did not names its replacement."""

    def deprecated(version: str) -> set[str]:
        rows = flatten(specs[version])
        return {row.path.rsplit("/", 1)[-1] for row in rows if row.required == "-1"}

    newly = deprecated("1.12") - deprecated("1.11")
    assert newly == {"angle", "velocity", "acceleration", "wrench", "optical_frame_id"}
    texts = _descriptions(specs["1.12"])
    for name in newly:
        described = [
            text
            for (_, path), text in texts.items()
            if path.rsplit("/", 1)[-1] == name and text.startswith("Deprecated in 1.12")
        ]
        assert described and all("replaced by" in text for text in described), name

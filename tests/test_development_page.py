"""docs/development.md's sample outputs and listings match the code, so they cannot go stale."""

from __future__ import annotations

import re

import pytest

from generator.flatten import flatten
from generator.pipeline import generate, spec_versions
from sdformat_runtime.versions import package_name
from tests.conftest import REPO
from tests.test_architecture import SEMANTIC_ROOMS

PAGE = REPO / "docs" / "development.md"


def text_blocks(text: str) -> list[str]:
    return re.findall(r"^```text\n(.*?)^```", text, re.M | re.S)


def test_the_rooms_listed_are_the_rooms_in_their_order() -> None:
    [layout] = [b for b in text_blocks(PAGE.read_text()) if "sdformat_semantics/" in b]
    listed = re.findall(r"^  (\w+)(?:/|\.py)\s", layout, re.M)
    assert listed == [room for room in SEMANTIC_ROOMS if room != "__main__"]


@pytest.mark.slow
def test_the_make_generate_sample_is_what_make_generate_prints() -> None:
    [sample] = [b for b in text_blocks(PAGE.read_text()) if "-m generator" in b]
    spec = REPO / "spec"
    output = generate(spec, list(spec_versions(spec)))
    expected = []
    for version in output.specs:
        rows = list(flatten(version))
        elements = sum(row.kind == "element" for row in rows)
        attributes = sum(row.kind == "attribute" for row in rows)
        package = package_name(version.version)
        count = sum(path.startswith(package + "/") for path in output.files)
        expected.append(
            f"SDFormat {version.version}: {len(version.files)} spec files, {elements} element "
            f"and {attributes} attribute paths -> {package}/ ({count} files)"
        )
    expected.append(f"{len(output.files)} files generated, 0 written or removed")
    shown = [re.sub(r", [\d.]+ s$", "", line) for line in sample.splitlines()[1:]]
    assert shown == expected

"""spec_tree.json: the spec of each version as data, complete and stable."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from generator.flatten import FactRow, flatten
from generator.model import SpecVersion
from generator.pipeline import VERSIONS
from generator.render import package_name
from generator.spec_tree import render_spec_tree
from tests.conftest import REPO


def rows_from_data(data: dict[str, Any]) -> Iterator[FactRow]:
    """The spec-facts rows rebuilt from the JSON alone, walked as generator.flatten walks the IR."""
    files = data["files"]
    root = files[data["root"]]
    yield from element_rows(files, root, f"/{root['name']}", root["required"])


def element_rows(
    files: dict[str, Any], element: dict[str, Any], path: str, required: str
) -> Iterator[FactRow]:
    if "ref" in element:
        yield FactRow(path, "ref", "", "", required, "", "")
        return
    yield FactRow(
        path,
        "element",
        element.get("type", ""),
        element.get("default", ""),
        required,
        element.get("min", ""),
        element.get("max", ""),
    )
    for attribute in element.get("attributes", []):
        yield FactRow(
            f"{path}/@{attribute['name']}",
            "attribute",
            attribute["type"],
            attribute["default"],
            attribute["required"],
            "",
            "",
        )
    if element.get("any_content"):
        yield FactRow(f"{path}/*", "copy_data", "", "", "*", "", "")
    for child in element.get("children", []):
        if "include" in child:
            included = files[child["include"]]
            yield from element_rows(
                files, included, f"{path}/{included['name']}", child["required"]
            )
        else:
            yield from element_rows(files, child, f"{path}/{child['name']}", child["required"])


def test_every_version_ships_a_spec_tree_holding_the_whole_spec(
    specs: dict[str, SpecVersion],
) -> None:
    """Walking the shipped JSON gives exactly the element and attribute rows of the spec."""
    for version in VERSIONS:
        path = REPO / "generated" / package_name(version) / "spec_tree.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["version"] == version
        rebuilt = [row.as_tuple() for row in rows_from_data(data)]
        expected = [row.as_tuple() for row in flatten(specs[version])]
        assert rebuilt == expected, version


def test_the_data_keeps_descriptions_choices_and_include_overrides(
    specs: dict[str, SpecVersion],
) -> None:
    """What describe shows comes from the JSON: descriptions, enumerations, bounds, refs."""
    data = json.loads(render_spec_tree(specs["1.10"]))
    joint = data["files"]["joint"]
    assert [a["name"] for a in joint["attributes"]] == ["name", "type"]
    assert "revolute" in joint["attributes"][1]["choices"]
    assert joint["description"] == specs["1.10"].files["joint"].root.description
    model = data["files"]["model"]
    nested = next(c for c in model["children"] if c.get("name") == "model")
    assert nested["ref"] == "model" and "children" not in nested
    plugin = data["files"]["plugin"]
    assert plugin["any_content"] is True


def test_the_text_is_stable_json_with_a_trailing_newline(specs: dict[str, SpecVersion]) -> None:
    """Sorted keys and a fixed indent: the committed file is byte-for-byte reproducible."""
    text = render_spec_tree(specs["1.8"])
    assert text.endswith("}\n") and text == render_spec_tree(specs["1.8"])
    assert text == json.dumps(json.loads(text), indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    assert "make generate" in text.splitlines()[1]

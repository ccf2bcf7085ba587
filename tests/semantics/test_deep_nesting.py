"""Trees nested deeper than Python's recursion limit load, copy, compare, write and convert.

Models nested thousands deep, built in code or written in XML (with
``max_element_depth`` raised, as a user would), and long chains of includes:
no walk over them may raise ``RecursionError`` (``tests/test_recursion.py``
finds recursion statically; these run the walks).
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import sdformat_v1_12

import sdformat_semantics
from sdformat_semantics.document.loaded import Document
from sdformat_semantics.entities.walks import all_models
from sdformat_semantics.frames.worlds import build_graphs
from sdformat_semantics.include.shared import duplicate
from tests.helpers import hermetic, write

DEEP = 3000
"""Nested models, three times Python's default recursion limit."""

PARSED = 250
"""Nested models in one XML document: libxml2 refuses documents deeper than 256 elements."""


def _nested_in_code(depth: int) -> sdformat_v1_12.Sdf:
    model = None
    for level in reversed(range(depth)):
        inner = [model] if model is not None else []
        model = sdformat_v1_12.Model(
            name=f"m{level}", links=[sdformat_v1_12.Link(name="l")], models=inner
        )
    return sdformat_v1_12.Sdf(version="1.12", model=model)


def _deepest_link(depth: int) -> str:
    return "::".join(f"m{level}" for level in range(1, depth)) + "::l"


def _nested_xml(depth: int) -> str:
    body = "".join(f'<model name="m{level}"><link name="l"/>' for level in range(depth))
    return f'<sdf version="1.12">{body}{"</model>" * depth}</sdf>'


@pytest.mark.slow
def test_models_nested_in_code_copy_compare_write_and_pose() -> None:
    root = _nested_in_code(DEEP)
    copied = copy.deepcopy(root)
    assert copied == root and copied is not root
    copied.model.models[0].name = "changed"
    assert copied != root and root.model.models[0].name == "m1"
    assert duplicate(root) == root
    written = root.to_string()
    assert written.count("<model ") == DEEP
    assert len(list(all_models(root))) == DEEP
    document = Document(None, "1.12", "1.12", root, (), build_graphs(root).graphs)
    assert document.pose(_deepest_link(DEEP)).position.tolist() == [0, 0, 0]
    assert document.to_xml().count("<model ") == DEEP
    assert "m2999" in document.to_dot()
    assert f'"{_deepest_link(DEEP).replace("::", "_")}"' in document.convert_to_urdf().text


@pytest.mark.slow
def test_models_nested_in_xml_as_deep_as_libxml2_reads_load_and_convert() -> None:
    config = hermetic(max_element_depth=PARSED + 2)
    document = sdformat_semantics.load(_nested_xml(PARSED), config=config)
    assert document.valid, [str(p) for p in document.problems]
    assert document.pose(_deepest_link(PARSED)).position.tolist() == [0, 0, 0]
    assert copy.deepcopy(document.root) == document.root
    assert document.to_xml().count("<model ") == PARSED
    assert document.convert("1.7").text.count("<link ") == PARSED
    assert f'"{_deepest_link(PARSED).replace("::", "_")}"' in document.convert_to_urdf().text
    assert document.to_dot()


def test_models_nested_past_what_libxml2_reads_are_an_error_not_a_crash() -> None:
    config = hermetic(max_element_depth=2 * DEEP)
    document = sdformat_semantics.load(_nested_xml(DEEP), config=config)
    assert [error.code.value for error in document.errors] == ["FILE_READ"]


@pytest.mark.parametrize("chain", [31, 120])
def test_long_chains_of_includes_load_and_write(tmp_path: Path, chain: int) -> None:
    for level in range(chain):
        inner = f"<include><uri>f{level + 1}.sdf</uri></include>" if level + 1 < chain else ""
        write(
            tmp_path,
            f"f{level}.sdf",
            f'<sdf version="1.12"><model name="m{level}"><link name="l"/>{inner}</model></sdf>',
        )
    config = hermetic(tmp_path, max_include_depth=max(32, chain), max_element_depth=chain + 4)
    document = sdformat_semantics.load(tmp_path / "f0.sdf", config=config)
    assert document.valid, [str(p) for p in document.problems]
    assert len(document.includes) == chain - 1
    assert document.pose(_deepest_link(chain)).position.tolist() == [0, 0, 0]
    assert document.to_xml().count("<model ") == chain
    assert copy.deepcopy(document.root) == document.root


def test_a_chain_of_includes_past_the_include_depth_limit_is_an_error(tmp_path: Path) -> None:
    chain = 40
    for level in range(chain):
        inner = f"<include><uri>f{level + 1}.sdf</uri></include>" if level + 1 < chain else ""
        write(
            tmp_path,
            f"f{level}.sdf",
            f'<sdf version="1.12"><model name="m{level}"><link name="l"/>{inner}</model></sdf>',
        )
    document = sdformat_semantics.load(tmp_path / "f0.sdf", config=hermetic(tmp_path))
    assert "INCLUDE_DEPTH_EXCEEDED" in [error.code.value for error in document.errors]

"""Includes inside ``//population/model`` are expanded, and reported when they do not resolve."""

from __future__ import annotations

from pathlib import Path

import sdformat_semantics
from tests.helpers import codes, hermetic, model_file, write


def _world(uri: str) -> str:
    return f"""<sdf version="1.9"><world name="w">
  <population name="cans">
    <model name="can_template"><include><uri>{uri}</uri></include></model>
    <model_count>4</model_count>
    <distribution><type>random</type></distribution>
  </population>
</world></sdf>"""


def test_an_include_in_a_population_model_is_expanded(tmp_path: Path) -> None:
    write(tmp_path, "can.sdf", model_file("can", '<link name="body"/>', version="1.9"))
    document = sdformat_semantics.load(_world("can.sdf"), config=hermetic(tmp_path))
    assert document.valid, [str(p) for p in document.problems]
    [population] = document.root.worlds[0].populations  # type: ignore[union-attr]
    [included] = population.model.models
    assert included.name == "can" and [link.name for link in included.links] == ["body"]
    assert '<model name="can">' in document.to_xml()


def test_an_include_in_a_population_model_that_does_not_resolve(tmp_path: Path) -> None:
    document = sdformat_semantics.load(_world("missing.sdf"), config=hermetic(tmp_path))
    assert codes(document) == ["URI_LOOKUP"]
    assert (
        document.errors[0].line == 3
        and '/population[@name="cans"]/model' in document.errors[0].path
    )

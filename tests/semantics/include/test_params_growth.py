"""Parameter passing costs about the same per entry however many entries and siblings there are.

Each action is run at two sizes, on a model holding as many links as there
are entries, and the Python steps compared (``python_steps``): linear work
grows about four times, work that rescans the siblings per entry sixteen.
"""

from __future__ import annotations

import pytest
import sdformat_v1_12
from lxml import etree

from sdformat_semantics.include.params import apply_params
from tests.helpers import python_steps

ENTRIES = {
    "add": '<frame element_id="" name="f{i}" action="add"/>',
    "modify": '<link element_id="l{i}" action="modify"><gravity>false</gravity></link>',
    "remove": '<link element_id="l{i}" action="remove"/>',
    "replace": '<link element_id="l{i}" name="l{i}" action="replace"><pose>1 0 0 0 0 0</pose></link>',
    "children": '<model element_id=""><link name="l{i}" action="remove"/></model>',
}
"""One entry of each kind, for link (or frame) ``i`` of the model."""


def _edit(action: str, count: int) -> None:
    links = "".join(f'<link name="l{i}"/>' for i in range(count + 1))
    model = sdformat_v1_12.Model.from_xml(etree.fromstring(f'<model name="m">{links}</model>'))
    entries = "".join(ENTRIES[action].format(i=i) for i in range(count))
    params = etree.fromstring(f"<params>{entries}</params>")
    edited, problems = apply_params(model, params, None, "1.12", "")
    assert not problems, problems[:3]
    if action in ("remove", "children"):
        assert [link.name for link in edited.links] == [f"l{count}"]
    else:
        assert len(edited.links) == count + 1


@pytest.mark.parametrize("action", sorted(ENTRIES))
def test_each_entry_costs_the_same_however_many_there_are(action: str) -> None:
    small, large = (python_steps(lambda n=n: _edit(action, n)) for n in (150, 600))
    assert large < 6 * small, (action, small, large)


def test_what_was_read_is_not_changed_by_the_edits() -> None:
    links = "".join(f'<link name="l{i}"/>' for i in range(3))
    model = sdformat_v1_12.Model.from_xml(etree.fromstring(f'<model name="m">{links}</model>'))
    params = etree.fromstring(
        '<params><link element_id="l0" action="remove"/>'
        '<frame element_id="" name="f" action="add"/>'
        '<link element_id="l1" action="modify" name="renamed"/></params>'
    )
    edited, problems = apply_params(model, params, None, "1.12", "")
    assert not problems
    assert [link.name for link in model.links] == ["l0", "l1", "l2"] and not model.frames
    assert [link.name for link in edited.links] == ["renamed", "l2"]
    assert [frame.name for frame in edited.frames] == ["f"]

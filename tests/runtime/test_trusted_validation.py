"""The parts of a refused document rest on its validation's messages exactly as on revalidation.

``fast_path_parts`` accepts, without validating it again, a subtree that the
document's validation judged (no message inside it, none on an ancestor whose
content libxml2 may have skipped). Held to the route that validates every
such subtree alone (``_trusted`` answering False): on documents holding every
kind of refused content at every depth, alone, twice and in pairs, and
unexpected elements whose skipped content is itself refused, both routes give
the same parts, and those parts read partly lazily as the eager read.
"""

from __future__ import annotations

import itertools

import pytest
from lxml import etree

from sdformat_runtime import fastpath
from sdformat_semantics.versions import LOAD_VERSIONS
from tests.fuzz.lazy_oracle import check_partly_lazy_read
from tests.runtime.test_lazy_parts import _parts
from tests.schema.test_fast_path import REFUSED

GOOD = """<model name="{name}"><pose>1 2 3 0 0 0</pose><link name="l"><inertial><mass>2</mass>
</inertial><visual name="v"><geometry><box><size>1 1 1</size></box></geometry></visual></link>
</model>"""

# Where refused content goes: {0} is the content.
PLACES = {
    "in a world's model": '<model name="m">{0}<link name="ok"/></model>',
    "in a nested model": '<model name="o"><model name="m">{0}</model><link name="ok"/></model>',
    "in a link": '<model name="m"><link name="l">{0}</link><link name="ok"/></model>',
    "in a visual": '<model name="m"><link name="l"><visual name="v">{0}<geometry><box>'
    "<size>1 1 1</size></box></geometry></visual></link></model>",
}

# Unexpected elements (libxml2 skips their content) holding refused or good content.
UNEXPECTED = {
    "a second geometry holding a bad size": '<model name="m"><link name="l"><visual name="v">'
    "<geometry><box><size>1 1 1</size></box></geometry><geometry><box><size>x</size></box>"
    "</geometry></visual></link></model>",
    "a second geometry holding a good box": '<model name="m"><link name="l"><visual name="v">'
    "<geometry><box><size>1 1 1</size></box></geometry><geometry><box><size>1 1 1</size>"
    "</box></geometry></visual></link></model>",
    "a second plugin of a visual": '<model name="m"><link name="l"><visual name="v">'
    "<plugin name='p' filename='f'/><plugin name='q' filename='g'/></visual></link></model>",
    "a link in a link": '<model name="m"><link name="l"><link name="inner"><pose>x</pose>'
    "</link></link></model>",
    "an unknown world child holding a model": '<bogus><model name="m"><pose>x</pose></model>'
    "</bogus>",
    "a second sdf world attribute": '<model name="m" name2="x"><link name="l"><pose>x</pose>'
    "</link></model>",
}


VALUE_REFUSALS = (
    "attribute on a value",
    "empty value",
    "huge exponent",
    "missing required attribute",
    "quaternion pose",
    "unknown attribute",
    "unparsable value",
    "value outside its choices",
)


def _contents() -> dict[str, str]:
    """World content needing each kind of refusal, alone, twice and in pairs."""
    cases = {k: v for k, v in REFUSED.items() if "namespaced" not in k}
    found: dict[str, str] = {}
    for (place, template), (case, refused) in itertools.product(PLACES.items(), cases.items()):
        found[f"{case} {place}"] = template.format(refused)
        found[f"{case} {place}, twice"] = template.format(refused) * 2
    for (a, first), (b, second) in itertools.combinations(sorted(cases.items()), 2):
        found[f"{a} and {b}"] = PLACES["in a link"].format(first) + PLACES[
            "in a world's model"
        ].format(second)
    found.update(UNEXPECTED)
    # After an unexpected child, libxml2 skips the rest of its parent's content:
    # refused content in a later sibling is found by revalidation only.
    for case, refused in cases.items():
        found[f"an unknown world child, then {case}"] = "<bogus/>" + PLACES[
            "in a world's model"
        ].format(refused)
        found[f"an unknown model child, then {case}"] = (
            f'<model name="m"><bogus/><link name="l">{refused}</link></model>'
        )
        for first in VALUE_REFUSALS:  # messages after which libxml2 validates on
            found[f"{first}, then {case}"] = (
                f'<model name="m">{REFUSED[first]}<link name="l">{refused}</link></model>'
            )
        found[f"an unknown link child, then {case}"] = (
            '<model name="m"><link name="l"><bogus/><visual name="v">'
            f"{refused}<geometry><box><size>1 1 1</size></box></geometry></visual></link></model>"
        )
    return found


CONTENTS = _contents()


def _document(version: str, content: str) -> bytes:
    goods = "".join(GOOD.format(name=f"good{i}") for i in range(2))
    return f'<sdf version="{version}"><world name="w">{goods}{content}{goods.replace("good", "late")}</world></sdf>'.encode()


def _paths(tree: etree._ElementTree, parts: frozenset[etree._Element]) -> set[str]:
    return {tree.getpath(part) for part in parts}


# The versions documents load as: in 1.6 a visual's repeated <frame> leaves its plugins
# free to repeat, so one case's content is no problem there.
@pytest.mark.parametrize("version", LOAD_VERSIONS)
@pytest.mark.parametrize("case", sorted(CONTENTS))
def test_trusting_the_messages_finds_the_parts_revalidation_finds(
    version: str, case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = _document(version, CONTENTS[case])
    tree, trusted = _parts(data, version)
    with monkeypatch.context() as patched:
        patched.setattr(fastpath, "_trusted", lambda placed, messages: False)
        again, revalidated = _parts(data, version)
    assert _paths(tree, trusted) == _paths(again, revalidated)
    assert tree.getroot() not in trusted
    if version == "1.12":  # the read itself, once per kind (the oracle reads thrice)
        check_partly_lazy_read(tree, trusted, version, None)


def test_revalidation_is_skipped_where_the_messages_judged(monkeypatch: pytest.MonkeyPatch) -> None:
    """The goods around one bad value are accepted without a validation of their own."""
    data = _document("1.12", PLACES["in a link"].format("<pose>x</pose>"))
    validated: list[str] = []
    original = fastpath._Parts.schema

    def counting(self: fastpath._Parts, slot: int) -> etree.XMLSchema:
        validated.append(str(slot))
        return original(self, slot)

    monkeypatch.setattr(fastpath._Parts, "schema", counting)
    tree, parts = _parts(data, "1.12")
    assert validated == []
    assert {"/sdf/world/model[1]", "/sdf/world/model[5]"} <= _paths(tree, parts)


def test_a_message_that_cannot_be_placed_revalidates_below(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An unplaced message (one path of the log dropped here) leaves nothing judged."""
    data = _document("1.12", PLACES["in a link"].format("<pose>x</pose>"))
    original = fastpath._refused_at

    def dropping_first(log, start, children):  # type: ignore[no-untyped-def]
        places = list(original(log, start, children))
        return iter(places[1:])

    monkeypatch.setattr(fastpath, "_refused_at", dropping_first)
    tree, parts = _parts(data, "1.12")
    monkeypatch.setattr(fastpath, "_refused_at", original)
    assert _paths(tree, parts) == _paths(*_parts(data, "1.12"))

"""The leaf-value attack of ``make fuzz``, in its short form: hostile texts in every value slot.

``grammar.value_slots`` lists every place of every version's spec where a
value is written; each test puts one hostile text into each slot of a class
and loads the shortest document holding it. The document must come back
(no exception) with an error at that very element.
"""

from __future__ import annotations

import random

import pytest

from sdformat_semantics import load
from tests.fuzz.grammar import HUGE_INT, VERSIONS, Slot, plain_path, slot_document, value_slots


def int_slots(version: str) -> list[Slot]:
    """The int and unsigned int slots of a version (listed when a test asks, not when
    pytest collects: listing every version's slots took each worker 2.5 s)."""
    return [s for s in value_slots(version) if s.type in ("int", "unsigned int")]


FINITE_TYPES = ("vector2d", "vector3", "quaternion", "color", "pose", "time")
"""Types whose numbers must be finite (``double`` and ``float`` accept the words inf and nan)."""


def _assert_refused(slot: Slot, text: str) -> None:
    document = load(slot_document(slot, text), version=slot.version)
    element = slot.entries[-1].path
    at = [plain_path(e.path or "") for e in document.errors]
    assert any(path in (slot.path, element) for path in at), (slot.version, slot.path, at)


def test_every_version_has_its_int_slots() -> None:
    # ~170 int and ~220-350 unsigned slots per version: the class the attack found.
    assert sum(len(int_slots(v)) for v in VERSIONS) > 5 * 350


@pytest.mark.parametrize("version", VERSIONS)
def test_a_5000_digit_integer_is_an_error_in_every_int_slot(version: str) -> None:
    slots = int_slots(version)
    for slot in slots:
        _assert_refused(slot, HUGE_INT)
    for slot in slots[::7]:  # hexadecimal and signed spellings on a share of them
        _assert_refused(slot, "0x" + "f" * 5_000)
        _assert_refused(slot, "-" + HUGE_INT)


@pytest.mark.parametrize("version", [VERSIONS[0], VERSIONS[-1]])
def test_a_number_past_a_double_is_an_error_where_finite_numbers_are_wanted(version: str) -> None:
    slots = [s for s in value_slots(version) if s.type in FINITE_TYPES]
    assert {s.type for s in slots} >= set(FINITE_TYPES) - {"quaternion"}  # none before 1.9
    for slot in slots:
        words = (
            7
            if slot.type == "pose"
            else {"vector2d": 2, "time": 1, "quaternion": 4}.get(slot.type, 3)
        )
        _assert_refused(slot, " ".join(["1e309"] + ["0"] * (words - 1)))


@pytest.mark.parametrize("version", [VERSIONS[0], VERSIONS[-1]])
def test_digits_past_a_double_are_an_error_in_number_slots(version: str) -> None:
    slots = [s for s in value_slots(version) if s.type in ("double", "float")]
    for slot in random.Random(version).sample(slots, 200):
        _assert_refused(slot, "-1e309")


@pytest.mark.parametrize("text", ["inf", "-inf", "NaN", "-Infinity"])
def test_the_words_inf_and_nan_stay_numbers(text: str) -> None:
    slot = next(s for s in value_slots(VERSIONS[-1]) if s.path.endswith("joint/axis/limit/upper"))
    document = load(slot_document(slot, text), version=slot.version)
    assert not [e for e in document.errors if "upper" in (e.path or "")]


SENSOR_TYPE_SLOTS = [
    s for v in VERSIONS for s in value_slots(v) if s.path.endswith("/sensor/@type")
]


@pytest.mark.slow
def test_sensor_types_are_a_closed_set_wherever_a_sensor_may_stand() -> None:
    """libsdformat refuses a type it does not know with ATTRIBUTE_INVALID; so do we."""
    assert len(SENSOR_TYPE_SLOTS) >= 2 * len(VERSIONS)  # links and joints at least
    for slot in SENSOR_TYPE_SLOTS:
        document = load(slot_document(slot, "bogus"), version=slot.version)
        invalid = [e for e in document.errors if e.code.name == "ATTRIBUTE_INVALID"]
        assert invalid and "'bogus'" in invalid[0].message, (slot.version, slot.path)
        assert slot.attribute is not None
        for kind in slot.attribute.get("choices", []):
            document = load(slot_document(slot, kind), version=slot.version)
            assert not [e for e in document.errors if "'type'" in e.message], (slot.path, kind)

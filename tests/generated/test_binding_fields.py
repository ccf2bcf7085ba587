"""The field declarations the generated classes make: spec words become enums once."""

from __future__ import annotations

import sdformat_v1_10

from generator import model
from generator.values import VALUE_TYPES as GENERATOR_VALUE_TYPES
from sdformat_runtime.binding import Cardinality, FieldKind, binding_of
from sdformat_runtime.values import VALUE_TYPES


def test_declarations_hold_enum_members_that_still_equal_the_spec_words() -> None:
    """``cardinality="*"`` in generated code is read as ``Cardinality.MANY``."""
    fields = dict(binding_of(sdformat_v1_10.Joint).fields)
    sensors, name = fields["sensors"], fields["name"]
    assert sensors.kind is FieldKind.CHILDREN and sensors.cardinality is Cardinality.MANY
    assert name.kind is FieldKind.ATTRIBUTE and name.cardinality is Cardinality.REQUIRED
    # Callers written against the strings keep working.
    assert sensors.kind == "children" and sensors.kind in ("child", "children")
    assert sensors.cardinality == "*"


def test_deprecated_and_list_cardinalities_shape_the_read_plan() -> None:
    """A ``-1`` leaf is read with a warning, a ``*`` child into a list."""
    plans = binding_of(sdformat_v1_10.Joint).children
    assert plans["thread_pitch"].deprecated and plans["thread_pitch"].single
    assert not plans["sensor"].single and not plans["sensor"].is_value


def test_the_generator_uses_the_runtime_records() -> None:
    """One table of value types and one cardinality enum, shared with the generator."""
    assert model.Cardinality is Cardinality
    assert GENERATOR_VALUE_TYPES is VALUE_TYPES
    assert [c.value for c in Cardinality] == ["0", "1", "*", "+", "-1"]


def test_each_value_type_parses_its_own_default_text() -> None:
    """The numbers of a numeric type's value, as spec_check reads bounds."""
    assert VALUE_TYPES["vector3"].numbers("1 2 3") == (1.0, 2.0, 3.0)
    assert VALUE_TYPES["int"].numbers("0x10") == (16.0,)
    assert VALUE_TYPES["pose"].accepts("") and not VALUE_TYPES["bool"].accepts("yes")

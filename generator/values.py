"""The spec's value types as the generator sees them.

The lexical patterns come from the runtime converters
(``sdformat_runtime.values.LEXICAL_PATTERNS``): the generator checks spec
defaults with them and writes them into ``types.xsd``, so a value that passes
our schema is a value our readers parse, and the other way round.
"""

from __future__ import annotations

import attrs
import numpy as np

from sdformat_runtime.values import CONVERTERS, LEXICAL_PATTERNS, ValueSyntaxError


def _pattern(type_name: str) -> str | None:
    return LEXICAL_PATTERNS[type_name]


@attrs.frozen
class ValueType:
    """A spec value type.

    Attributes:
        name: Name used in spec files (``unsigned int``).
        xsd_name: Name of the simple type in ``types.xsd``.
        pattern: Regular expression the collapsed text must match, or None
            when any text is accepted.
        numeric: True when ``min``/``max`` bounds make sense for it (numbers,
            and number vectors, which are bounded component by component).
        summary: One line saying what the text holds, for documentation.
    """

    name: str
    xsd_name: str
    pattern: str | None
    numeric: bool
    summary: str

    def accepts(self, text: str) -> bool:
        """Tell whether ``text`` is a value of this type, as the runtime readers decide it."""
        try:
            CONVERTERS[self.name].parse(text)
        except ValueSyntaxError:
            return False
        return True

    def numbers(self, text: str) -> tuple[float, ...]:
        """The numbers of a numeric or vector value (a bound or a default).

        Raises:
            ValueSyntaxError: When the text is not a value of this type.
        """
        return tuple(float(x) for x in np.atleast_1d(CONVERTERS[self.name].parse(text)))


VALUE_TYPES: dict[str, ValueType] = {
    t.name: t
    for t in (
        ValueType("string", "string_value", _pattern("string"), False, "any text"),
        ValueType(
            "bool", "bool_value", _pattern("bool"), False, "true, false, 1 or 0, any letter case"
        ),
        ValueType(
            "int", "int_value", _pattern("int"), True, "a signed decimal or 0x-prefixed hex integer"
        ),
        ValueType(
            "unsigned int",
            "unsigned_int_value",
            _pattern("unsigned int"),
            True,
            "a non-negative decimal or 0x-prefixed hex integer",
        ),
        ValueType(
            "double",
            "double_value",
            _pattern("double"),
            True,
            "a number; inf, -inf and nan allowed",
        ),
        ValueType(
            "float", "float_value", _pattern("float"), True, "a number; inf, -inf and nan allowed"
        ),
        ValueType("vector2i", "vector2i_value", _pattern("vector2i"), True, "two integers"),
        ValueType("vector2d", "vector2d_value", _pattern("vector2d"), True, "two finite numbers"),
        ValueType("vector3", "vector3_value", _pattern("vector3"), True, "three finite numbers"),
        ValueType(
            "quaternion", "quaternion_value", _pattern("quaternion"), False, "four numbers x y z w"
        ),
        ValueType(
            "color",
            "color_value",
            _pattern("color"),
            False,
            "red green blue [alpha], each in [0, 1]",
        ),
        ValueType(
            "time",
            "time_value",
            _pattern("time"),
            False,
            "seconds and nanoseconds as two integers, or decimal seconds",
        ),
        ValueType(
            "pose",
            "pose_value",
            _pattern("pose"),
            False,
            "x y z roll pitch yaw, or x y z qx qy qz qw; empty means identity",
        ),
    )
}
"""Every value type a spec file may name, by spec name."""

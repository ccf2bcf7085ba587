r"""The spec's value types: their lexical forms, shared by the checker and the XSD.

One table says what text each spec type accepts. The generator checks spec
defaults with it and writes the same patterns into ``types.xsd``, so a value
that passes our schema is a value our readers parse, and the other way round.

Patterns are written in the common subset of XSD and Python regular
expressions (plain groups, ``\d``, character classes). They apply to the text
after whitespace is collapsed (runs of white space become one space and the
ends are trimmed), which is what ``xs:token`` does before checking a pattern.
"""

from __future__ import annotations

import re

import attrs

_FINITE = r"[+\-]?(\d+(\.\d*)?|\.\d+)([eE][+\-]?\d+)?"
_NUMBER = _FINITE + r"|[+\-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?|[nN][aA][nN])"
_INT = r"[+\-]?(0[xX][0-9a-fA-F]+|\d+)"
_UNSIGNED = r"\+?(0[xX][0-9a-fA-F]+|\d+)"
_BOOL = r"[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]|0|1"


def _repeat(item: str, count: int) -> str:
    return " ".join([f"({item})"] * count)


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
        """Tell whether ``text`` is a lexically valid value of this type."""
        if self.pattern is None:
            return True
        return re.fullmatch(self.pattern, collapse_whitespace(text)) is not None


VALUE_TYPES: dict[str, ValueType] = {
    t.name: t
    for t in (
        ValueType("string", "string_value", None, False, "any text"),
        ValueType("bool", "bool_value", _BOOL, False, "true, false, 1 or 0, any letter case"),
        ValueType("int", "int_value", _INT, True, "a signed decimal or 0x-prefixed hex integer"),
        ValueType(
            "unsigned int",
            "unsigned_int_value",
            _UNSIGNED,
            True,
            "a non-negative decimal or 0x-prefixed hex integer",
        ),
        ValueType("double", "double_value", _NUMBER, True, "a number; inf, -inf and nan allowed"),
        ValueType("float", "float_value", _NUMBER, True, "a number; inf, -inf and nan allowed"),
        ValueType("vector2i", "vector2i_value", _repeat(_INT, 2), True, "two integers"),
        ValueType("vector2d", "vector2d_value", _repeat(_FINITE, 2), True, "two finite numbers"),
        ValueType("vector3", "vector3_value", _repeat(_FINITE, 3), True, "three finite numbers"),
        ValueType(
            "quaternion", "quaternion_value", _repeat(_FINITE, 4), False, "four numbers x y z w"
        ),
        ValueType(
            "color",
            "color_value",
            f"{_repeat(_FINITE, 3)}( ({_FINITE}))?",
            False,
            "red green blue [alpha], each in [0, 1]",
        ),
        ValueType(
            "time",
            "time_value",
            f"{_repeat(_INT, 2)}|{_FINITE}",
            False,
            "seconds and nanoseconds as two integers, or decimal seconds",
        ),
        ValueType(
            "pose",
            "pose_value",
            f"({_repeat(_FINITE, 6)}( ({_FINITE}))?)?",
            False,
            "x y z roll pitch yaw, or x y z qx qy qz qw; empty means identity",
        ),
    )
}
"""Every value type a spec file may name, by spec name."""


def collapse_whitespace(text: str) -> str:
    """Collapse runs of white space to one space and trim the ends, as ``xs:token`` does."""
    return " ".join(text.split())


def parse_numbers(text: str) -> tuple[float, ...]:
    """Read the numbers of a numeric or vector value (a bound or a default).

    Raises:
        ValueError: When a component is not a number.
    """
    numbers: list[float] = []
    for word in text.split():
        if re.fullmatch(_INT, word) and word.lstrip("+-").lower().startswith("0x"):
            numbers.append(float(int(word, 16)))
        else:
            numbers.append(float(word))
    return tuple(numbers)

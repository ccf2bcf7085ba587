r"""Value converters: one parse/format pair per SDFormat value type.

Every generated package reads and writes values through this one registry.
The lexical patterns below are also what the generator writes into each
version's ``types.xsd``, so the schema and the readers accept the same text.
Patterns use the common subset of XSD and Python regular expressions (plain
groups, ``\d``, classes) and apply to text whose white space was collapsed.

Vectors, colors and poses are read-only ``numpy`` arrays of ``float64``
(``int64`` for ``vector2i``), so they drop straight into numeric code.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

import attrs
import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

_FINITE = r"[+\-]?(\d+(\.\d*)?|\.\d+)([eE][+\-]?\d+)?"
_NUMBER = _FINITE + r"|[+\-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?|[nN][aA][nN])"
_INT = r"[+\-]?(0[xX][0-9a-fA-F]+|\d+)"
_UNSIGNED = r"\+?(0[xX][0-9a-fA-F]+|\d+)"
_BOOL = r"[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]|0|1"


def _repeat(item: str, count: int) -> str:
    return " ".join([f"({item})"] * count)


LEXICAL_PATTERNS: dict[str, str | None] = {
    "string": None,
    "bool": _BOOL,
    "int": _INT,
    "unsigned int": _UNSIGNED,
    "double": _NUMBER,
    "float": _NUMBER,
    "vector2i": _repeat(_INT, 2),
    "vector2d": _repeat(_FINITE, 2),
    "vector3": _repeat(_FINITE, 3),
    "quaternion": _repeat(_FINITE, 4),
    "color": f"{_repeat(_FINITE, 3)}( ({_FINITE}))?",
    "time": f"{_repeat(_INT, 2)}|{_FINITE}",
    "pose": f"({_repeat(_FINITE, 6)}( ({_FINITE}))?)?",
}
"""Text each spec type accepts (after whitespace collapse); None accepts anything."""

_COMPILED = {name: re.compile(p) for name, p in LEXICAL_PATTERNS.items() if p is not None}

UINT_MAX = 2**32 - 1
INT_MIN, INT_MAX = -(2**31), 2**31 - 1


class ValueSyntaxError(ValueError):
    """A text is not a value of the requested type; the message says what was expected."""


def collapse_whitespace(text: str) -> str:
    """Collapse runs of white space to one space and trim the ends (``xs:token``)."""
    return " ".join(text.split())


@attrs.frozen
class Time:
    """A ``time`` value: whole seconds and nanoseconds.

    Attributes:
        sec: Whole seconds.
        nsec: Nanoseconds, 0 to 999,999,999.
    """

    sec: int
    nsec: int

    @property
    def seconds(self) -> float:
        """The time in seconds as a float."""
        return self.sec + self.nsec * 1e-9


def _check_syntax(type_name: str, text: str, expected: str) -> str:
    collapsed = collapse_whitespace(text)
    if _COMPILED[type_name].fullmatch(collapsed) is None:
        raise ValueSyntaxError(f"'{text.strip()}' is not {expected}")
    return collapsed


def _check_scalar(type_name: str, text: str, expected: str) -> str:
    """``_check_syntax`` for one-word types: trimming is enough, as no pattern allows a space."""
    word = text.strip()
    if _COMPILED[type_name].fullmatch(word) is None:
        raise ValueSyntaxError(f"'{word}' is not {expected}")
    return word


def _to_int(word: str) -> int:
    sign = -1 if word.startswith("-") else 1
    digits = word.lstrip("+-")
    if digits[:2].lower() == "0x":
        return sign * int(digits[2:], 16)
    return sign * int(digits, 10)


def _frozen(array: npt.NDArray[Any]) -> npt.NDArray[Any]:
    array.setflags(write=False)
    return array


def parse_bool(text: str) -> bool:
    """``true``/``false``/``1``/``0`` in any letter case."""
    word = _check_scalar("bool", text, "a bool (true, false, 1 or 0)")
    return word.lower() in ("true", "1")


def parse_int(text: str) -> int:
    """A 32-bit signed integer, decimal or ``0x`` hexadecimal."""
    value = _to_int(_check_scalar("int", text, "an integer"))
    if not INT_MIN <= value <= INT_MAX:
        raise ValueSyntaxError(f"{value} does not fit a 32-bit signed integer")
    return value


def parse_unsigned(text: str) -> int:
    """A 32-bit unsigned integer, decimal or ``0x`` hexadecimal."""
    value = _to_int(_check_scalar("unsigned int", text, "a non-negative integer"))
    if value > UINT_MAX:
        raise ValueSyntaxError(f"{value} does not fit a 32-bit unsigned integer")
    return value


def parse_double(text: str) -> float:
    """A number; ``inf``, ``-inf`` and ``nan`` in any letter case are allowed."""
    return float(_check_scalar("double", text, "a number"))


def _parse_floats(type_name: str, text: str, expected: str) -> FloatArray:
    collapsed = _check_syntax(type_name, text, expected)
    return _frozen(np.array([float(w) for w in collapsed.split()], dtype=np.float64))


def parse_vector3(text: str) -> FloatArray:
    """Three finite numbers."""
    return _parse_floats("vector3", text, "three finite numbers")


def parse_vector2d(text: str) -> FloatArray:
    """Two finite numbers."""
    return _parse_floats("vector2d", text, "two finite numbers")


def parse_vector2i(text: str) -> IntArray:
    """Two integers."""
    collapsed = _check_syntax("vector2i", text, "two integers")
    return _frozen(np.array([_to_int(w) for w in collapsed.split()], dtype=np.int64))


def parse_quaternion(text: str) -> FloatArray:
    """Four finite numbers, in the order written."""
    return _parse_floats("quaternion", text, "four finite numbers")


def parse_color(text: str) -> FloatArray:
    """Red, green, blue and optional alpha in [0, 1]; alpha defaults to 1."""
    collapsed = _check_syntax("color", text, "three or four numbers (red green blue [alpha])")
    # Plain floats: numpy's per-call cost on four numbers is most of a color's reading time.
    values = [float(w) for w in collapsed.split()]
    if any(v < 0 or v > 1 for v in values):
        raise ValueSyntaxError(f"'{text.strip()}': color components must lie in [0, 1]")
    if len(values) == 3:
        values.append(1.0)
    return _frozen(np.array(values, dtype=np.float64))


def parse_time(text: str) -> Time:
    """``sec nsec`` as two integers, or decimal seconds."""
    collapsed = _check_syntax("time", text, "a time (seconds nanoseconds)")
    words = collapsed.split()
    if len(words) == 2:
        sec, nsec = (_to_int(w) for w in words)
    else:
        seconds = float(words[0])
        sec = math.floor(seconds)
        nsec = round((seconds - sec) * 1e9)
    if not 0 <= nsec < 1_000_000_000:
        raise ValueSyntaxError(f"'{text.strip()}': nanoseconds must lie in [0, 999999999]")
    return Time(sec, nsec)


def parse_pose(text: str) -> FloatArray:
    """Six numbers (or seven, for a quaternion pose); empty text is the identity."""
    collapsed = _check_syntax("pose", text, "a pose (6 numbers, or 7 with a quaternion)")
    if not collapsed:
        return _frozen(np.zeros(6))
    return _frozen(np.array([float(w) for w in collapsed.split()], dtype=np.float64))


def format_number(value: float) -> str:
    """Shortest text that reads back as exactly ``value`` (``1`` rather than ``1.0``)."""
    if math.isfinite(value) and value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))


def format_bool(value: bool) -> str:
    """``true`` or ``false``."""
    return "true" if value else "false"


def format_numbers(values: npt.NDArray[Any]) -> str:
    """Numbers separated by single spaces."""
    return " ".join(format_number(float(v)) for v in values.tolist())


def format_time(value: Time) -> str:
    """``sec nsec``."""
    return f"{value.sec} {value.nsec}"


@attrs.frozen
class Converter:
    """Parse and format functions of one value type.

    Attributes:
        type_name: Spec type name.
        parse: Text to value; raises ``ValueSyntaxError``.
        format: Value to text that ``parse`` reads back to an equal value.
        python_type: Annotation used in generated classes.
    """

    type_name: str
    parse: Callable[[str], Any]
    format: Callable[[Any], str]
    python_type: str


CONVERTERS: dict[str, Converter] = {
    c.type_name: c
    for c in (
        Converter("string", str, str, "str"),
        Converter("bool", parse_bool, format_bool, "bool"),
        Converter("int", parse_int, str, "int"),
        Converter("unsigned int", parse_unsigned, str, "int"),
        Converter("double", parse_double, format_number, "float"),
        Converter("float", parse_double, format_number, "float"),
        Converter("vector2i", parse_vector2i, format_numbers, "IntArray"),
        Converter("vector2d", parse_vector2d, format_numbers, "FloatArray"),
        Converter("vector3", parse_vector3, format_numbers, "FloatArray"),
        Converter("quaternion", parse_quaternion, format_numbers, "FloatArray"),
        Converter("color", parse_color, format_numbers, "FloatArray"),
        Converter("time", parse_time, format_time, "Time"),
        Converter("pose", parse_pose, format_numbers, "FloatArray"),
    )
}
"""Every value type by spec name."""


def values_equal(a: object, b: object) -> bool:
    """Equality for field values: arrays element-wise, and ``nan`` equal to ``nan``."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return (
            isinstance(a, np.ndarray)
            and isinstance(b, np.ndarray)
            and a.shape == b.shape
            and bool(np.array_equal(a, b, equal_nan=a.dtype.kind == "f"))
        )
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    return a == b


def bound_violation(value: object, low: object, high: object) -> str | None:
    """Describe how ``value`` leaves ``[low, high]`` (component-wise for vectors), or None."""
    plain = (int, float, type(None))
    if isinstance(value, int | float) and isinstance(low, plain) and isinstance(high, plain):
        # Plain numbers skip numpy, which is far slower on scalars.
        if low is not None and value < low:
            return "is below the minimum"
        if high is not None and value > high:
            return "is above the maximum"
        return None
    values = np.atleast_1d(np.asarray(value, dtype=np.float64))
    if low is not None and np.any(values < np.atleast_1d(np.asarray(low, dtype=np.float64))):
        return "is below the minimum"
    if high is not None and np.any(values > np.atleast_1d(np.asarray(high, dtype=np.float64))):
        return "is above the maximum"
    return None

r"""The SDFormat value types: their text, parsers, formatters and names.

``VALUE_TYPES`` holds one record per type and is the only table of them:
every generated package reads and writes values through it, the generator
takes its Python annotations and checks spec defaults with it, and its lexical
patterns are what the generator writes into each version's ``types.xsd``, so
the schema and the readers accept the same text. Patterns use the common
subset of XSD and Python regular expressions (plain groups, ``\d``, classes)
and apply to text whose white space was collapsed.

Vectors, colors and poses are read-only ``numpy`` arrays of ``float64``
(``int64`` for ``vector2i``), so they drop straight into numeric code.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from typing import TypeAlias, TypeVar

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


# The text each type accepts (after white space collapse). Each pattern is
# both compiled for the parser below and written into ``types.xsd`` through
# ``VALUE_TYPES``, so there is one spelling of it.
_VECTOR2I = _repeat(_INT, 2)
_VECTOR2D = _repeat(_FINITE, 2)
_VECTOR3 = _repeat(_FINITE, 3)
_QUATERNION = _repeat(_FINITE, 4)
_COLOR = f"{_repeat(_FINITE, 3)}( ({_FINITE}))?"
_TIME = f"{_repeat(_INT, 2)}|{_FINITE}"
_POSE = f"({_repeat(_FINITE, 6)}( ({_FINITE}))?)?"

_BOOL_RE = re.compile(_BOOL)
_INT_RE = re.compile(_INT)
_UNSIGNED_RE = re.compile(_UNSIGNED)
_NUMBER_RE = re.compile(_NUMBER)
_VECTOR2I_RE = re.compile(_VECTOR2I)
_VECTOR2D_RE = re.compile(_VECTOR2D)
_VECTOR3_RE = re.compile(_VECTOR3)
_QUATERNION_RE = re.compile(_QUATERNION)
_COLOR_RE = re.compile(_COLOR)
_TIME_RE = re.compile(_TIME)
_POSE_RE = re.compile(_POSE)

ArrayT = TypeVar("ArrayT", FloatArray, IntArray)

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


Value: TypeAlias = str | bool | int | float | FloatArray | IntArray | Time
"""What a value field holds once parsed (see each type's ``python_type``)."""


def _check_syntax(pattern: re.Pattern[str], text: str, expected: str) -> str:
    collapsed = collapse_whitespace(text)
    if pattern.fullmatch(collapsed) is None:
        raise ValueSyntaxError(f"'{text.strip()}' is not {expected}")
    return collapsed


def _check_scalar(pattern: re.Pattern[str], text: str, expected: str) -> str:
    """``_check_syntax`` for one-word types: trimming is enough, as no pattern allows a space."""
    word = text.strip()
    if pattern.fullmatch(word) is None:
        raise ValueSyntaxError(f"'{word}' is not {expected}")
    return word


_MOST_DIGITS = {10: 20, 16: 16}
"""Significant digits beyond which an integer cannot fit 64 bits, by base.

Checked before converting: Python refuses to convert decimal text longer than
4,300 digits (``sys.set_int_max_str_digits``) with its own ``ValueError``, and
converting a long text costs time quadratic in its length.
"""


def _shown(word: str) -> str:
    """A word for a message: very long ones (thousands of digits) are abbreviated."""
    return word if len(word) <= 24 else f"{word[:12]}...{word[-4:]} ({len(word)} characters)"


def _to_int(word: str) -> int:
    sign = -1 if word.startswith("-") else 1
    digits = word.lstrip("+-")
    base = 10
    if digits[:2].lower() == "0x":
        digits, base = digits[2:], 16
    significant = digits.lstrip("0")
    if len(significant) > _MOST_DIGITS[base]:
        raise ValueSyntaxError(f"'{_shown(word)}' is far too large an integer")
    return sign * int(significant or "0", base)


def _check_range(value: int, low: int, high: int, what: str) -> int:
    if not low <= value <= high:
        raise ValueSyntaxError(f"{value} does not fit {what}")
    return value


def _finite(value: float, word: str) -> float:
    """``value`` when finite; a finite spelling that overflows a double is refused."""
    if not math.isfinite(value):
        raise ValueSyntaxError(f"'{_shown(word)}' is out of the range of a double")
    return value


def _finite_floats(words: list[str]) -> list[float]:
    values = [float(w) for w in words]
    if not all(map(math.isfinite, values)):  # the patterns only allow finite spellings
        bad = next(w for w, v in zip(words, values, strict=True) if not math.isfinite(v))
        raise ValueSyntaxError(f"'{_shown(bad)}' is out of the range of a double")
    return values


def _frozen(array: ArrayT) -> ArrayT:
    array.setflags(write=False)
    return array


def parse_bool(text: str) -> bool:
    """``true``/``false``/``1``/``0`` in any letter case."""
    word = _check_scalar(_BOOL_RE, text, "a bool (true, false, 1 or 0)")
    return word.lower() in ("true", "1")


def parse_int(text: str) -> int:
    """A 32-bit signed integer, decimal or ``0x`` hexadecimal."""
    value = _to_int(_check_scalar(_INT_RE, text, "an integer"))
    return _check_range(value, INT_MIN, INT_MAX, "a 32-bit signed integer")


def parse_unsigned(text: str) -> int:
    """A 32-bit unsigned integer, decimal or ``0x`` hexadecimal."""
    value = _to_int(_check_scalar(_UNSIGNED_RE, text, "a non-negative integer"))
    return _check_range(value, 0, UINT_MAX, "a 32-bit unsigned integer")


def parse_double(text: str) -> float:
    """A number; ``inf``, ``-inf`` and ``nan`` in any letter case are allowed.

    Only those words give a non-finite value: digits too large for a double
    (``1e309``) are an error, not infinity.
    """
    word = _check_scalar(_NUMBER_RE, text, "a number")
    value = float(word)
    spelled_out = word.lstrip("+-")[:1] in ("i", "I", "n", "N")  # inf, infinity, nan
    if not math.isfinite(value) and not spelled_out:
        raise ValueSyntaxError(f"'{_shown(word)}' is out of the range of a double")
    return value


def _parse_floats(pattern: re.Pattern[str], text: str, expected: str) -> FloatArray:
    collapsed = _check_syntax(pattern, text, expected)
    return _frozen(np.array(_finite_floats(collapsed.split()), dtype=np.float64))


def parse_vector3(text: str) -> FloatArray:
    """Three finite numbers."""
    return _parse_floats(_VECTOR3_RE, text, "three finite numbers")


def parse_vector2d(text: str) -> FloatArray:
    """Two finite numbers."""
    return _parse_floats(_VECTOR2D_RE, text, "two finite numbers")


def parse_vector2i(text: str) -> IntArray:
    """Two integers."""
    collapsed = _check_syntax(_VECTOR2I_RE, text, "two integers")
    values = [
        _check_range(_to_int(w), INT_MIN, INT_MAX, "a 32-bit signed integer")
        for w in collapsed.split()
    ]
    return _frozen(np.array(values, dtype=np.int64))


def parse_quaternion(text: str) -> FloatArray:
    """Four finite numbers, in the order written."""
    return _parse_floats(_QUATERNION_RE, text, "four finite numbers")


def parse_color(text: str) -> FloatArray:
    """Red, green, blue and optional alpha in [0, 1]; alpha defaults to 1."""
    collapsed = _check_syntax(_COLOR_RE, text, "three or four numbers (red green blue [alpha])")
    # Plain floats: numpy's per-call cost on four numbers is most of a color's reading time.
    values = _finite_floats(collapsed.split())
    if any(v < 0 or v > 1 for v in values):
        raise ValueSyntaxError(f"'{text.strip()}': color components must lie in [0, 1]")
    if len(values) == 3:
        values.append(1.0)
    return _frozen(np.array(values, dtype=np.float64))


def parse_time(text: str) -> Time:
    """``sec nsec`` as two integers, or decimal seconds."""
    collapsed = _check_syntax(_TIME_RE, text, "a time (seconds nanoseconds)")
    words = collapsed.split()
    if len(words) == 2:
        sec, nsec = (_to_int(w) for w in words)
    else:
        seconds = _finite(float(words[0]), words[0])
        sec = math.floor(seconds)
        nsec = round((seconds - sec) * 1e9)
    if not 0 <= nsec < 1_000_000_000:
        raise ValueSyntaxError(f"'{text.strip()}': nanoseconds must lie in [0, 999999999]")
    # libsdformat's time holds 32-bit seconds.
    return Time(_check_range(sec, INT_MIN, INT_MAX, "32-bit seconds"), nsec)


def parse_pose(text: str) -> FloatArray:
    """Six numbers (or seven, for a quaternion pose); empty text is the identity."""
    collapsed = _check_syntax(_POSE_RE, text, "a pose (6 numbers, or 7 with a quaternion)")
    if not collapsed:
        return _frozen(np.zeros(6))
    values = _finite_floats(collapsed.split())
    if len(values) == 7 and not any(values[3:]):
        # No rotation has it: substituting one (the identity) would place the frame silently.
        raise ValueSyntaxError(f"'{text.strip()}': the quaternion must not be zero")
    return _frozen(np.array(values, dtype=np.float64))


def format_number(value: float) -> str:
    """Shortest text that reads back as exactly ``value`` (``1`` rather than ``1.0``)."""
    if math.isfinite(value) and value == int(value) and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))


COMPUTED_DIGITS = 12
"""Significant digits ``format_computed`` keeps, of the largest number of a group."""


def format_computed(values: Iterable[float], floor: float = 0.0) -> str:
    """Numbers this toolchain computed, in text that is the same on every machine.

    Another CPU (numpy's SIMD loops, a BLAS with fused multiply-adds, another
    libm) may end a computed number a few units in the last place away, which
    ``format_number``'s exact text shows. Here each number is rounded at the
    ``COMPUTED_DIGITS``-th significant digit of the group's scale (the largest
    of ``floor`` and the magnitudes of ``values``), then written as by
    ``format_number``. A number 4 ulps off changes its text about once in
    5,000 (rounded to 15 digits, once in 3), and noise about zero
    (``-4.440892098500626e-16`` where 0 was meant) is written ``0``.

    Numbers copied from a file are not computed: ``format_number`` keeps
    every digit of them.

    Args:
        values: Numbers computed together: a position, three angles, an
            inertia tensor; they are rounded at one decimal place.
        floor: The smallest scale, for noise about zero: the size of what
            they were computed from (1 for angles, quaternions and positions
            in metres).

    Returns:
        The numbers separated by single spaces.
    """
    numbers = [float(v) for v in values]
    scale = max((abs(v) for v in numbers if math.isfinite(v)), default=0.0)
    scale = max(scale, abs(floor))
    if scale == 0.0 or not math.isfinite(scale):
        return " ".join(format_number(v) for v in numbers)
    # The exponent of the scale as written, so a scale just below a power of ten
    # that rounds up to it is rounded at the same place on every machine (no libm).
    exponent = int(f"{scale:.{COMPUTED_DIGITS - 1}e}".partition("e")[2])
    decimals = COMPUTED_DIGITS - 1 - exponent
    # round() is correctly rounded (it works on the exact decimal value); + 0.0 drops a -0.
    return " ".join(
        format_number(round(v, decimals) + 0.0 if math.isfinite(v) else v) for v in numbers
    )


def format_bool(value: object) -> str:
    """``true`` or ``false``, by the value's truth."""
    return "true" if value else "false"


def format_numbers(values: FloatArray | IntArray) -> str:
    """Numbers separated by single spaces."""
    return " ".join(format_number(float(v)) for v in values.tolist())


def format_time(value: Time) -> str:
    """``sec nsec``."""
    return f"{value.sec} {value.nsec}"


def _format_scalar(value: Value) -> str:
    if isinstance(value, str | Time | np.ndarray):
        raise TypeError(f"a number is needed, not {type(value).__name__}")
    return format_number(value)


def _format_array(value: Value) -> str:
    if not isinstance(value, np.ndarray):
        raise TypeError(f"a numpy array is needed, not {type(value).__name__}")
    return format_numbers(value)


def _format_time_value(value: Value) -> str:
    if not isinstance(value, Time):
        raise TypeError(f"a Time is needed, not {type(value).__name__}")
    return format_time(value)


@attrs.frozen
class ValueType:
    """A spec value type: its text, its conversions and how the generated code names it.

    Attributes:
        name: Name used in spec files (``unsigned int``).
        xsd_name: Name of the simple type in ``types.xsd``.
        pattern: Regular expression the collapsed text must match, or None
            when any text is accepted; the parser and ``types.xsd`` both use it.
        numeric: True when ``min``/``max`` bounds make sense for it (numbers,
            and number vectors, which are bounded component by component).
        summary: One line saying what the text holds, for documentation.
        parse: Text to value; raises ``ValueSyntaxError``.
        format: Value to text that ``parse`` reads back to an equal value.
        python_type: Annotation used in generated classes.
    """

    name: str
    xsd_name: str
    pattern: str | None
    numeric: bool
    summary: str
    parse: Callable[[str], Value]
    format: Callable[[Value], str]
    python_type: str

    def accepts(self, text: str) -> bool:
        """Tell whether ``text`` is a value of this type, as the readers decide it."""
        try:
            self.parse(text)
        except ValueSyntaxError:
            return False
        return True

    def numbers(self, text: str) -> tuple[float, ...]:
        """The numbers of a numeric or vector value (a bound or a default).

        Raises:
            ValueSyntaxError: When the text is not a value of this type.
            TypeError: When the type's values are not numbers.
        """
        value = self.parse(text)
        if isinstance(value, str | Time):
            raise TypeError(f"{self.name} values are not numbers")
        if isinstance(value, np.ndarray):
            return tuple(float(x) for x in value.tolist())
        return (float(value),)


_ANY_NUMBER = "a number; inf, -inf and nan allowed"

VALUE_TYPES: dict[str, ValueType] = {
    t.name: t
    for t in (
        ValueType("string", "string_value", None, False, "any text", str, str, "str"),
        ValueType(
            "bool",
            "bool_value",
            _BOOL,
            False,
            "true, false, 1 or 0, any letter case",
            parse_bool,
            format_bool,
            "bool",
        ),
        ValueType(
            "int",
            "int_value",
            _INT,
            True,
            "a signed decimal or 0x-prefixed hex integer",
            parse_int,
            str,
            "int",
        ),
        ValueType(
            "unsigned int",
            "unsigned_int_value",
            _UNSIGNED,
            True,
            "a non-negative decimal or 0x-prefixed hex integer",
            parse_unsigned,
            str,
            "int",
        ),
        ValueType(
            "double",
            "double_value",
            _NUMBER,
            True,
            _ANY_NUMBER,
            parse_double,
            _format_scalar,
            "float",
        ),
        ValueType(
            "float",
            "float_value",
            _NUMBER,
            True,
            _ANY_NUMBER,
            parse_double,
            _format_scalar,
            "float",
        ),
        ValueType(
            "vector2i",
            "vector2i_value",
            _VECTOR2I,
            True,
            "two integers",
            parse_vector2i,
            _format_array,
            "IntArray",
        ),
        ValueType(
            "vector2d",
            "vector2d_value",
            _VECTOR2D,
            True,
            "two finite numbers",
            parse_vector2d,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "vector3",
            "vector3_value",
            _VECTOR3,
            True,
            "three finite numbers",
            parse_vector3,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "quaternion",
            "quaternion_value",
            _QUATERNION,
            False,
            "four numbers x y z w",
            parse_quaternion,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "color",
            "color_value",
            _COLOR,
            False,
            "red green blue [alpha], each in [0, 1]",
            parse_color,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "time",
            "time_value",
            _TIME,
            False,
            "seconds and nanoseconds as two integers, or decimal seconds",
            parse_time,
            _format_time_value,
            "Time",
        ),
        ValueType(
            "pose",
            "pose_value",
            _POSE,
            False,
            "x y z roll pitch yaw, or x y z qx qy qz qw; empty means identity",
            parse_pose,
            _format_array,
            "FloatArray",
        ),
    )
}
"""Every value type a spec file may name, by spec name: the one table the
readers, the writers, the generated classes and ``types.xsd`` all use."""


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

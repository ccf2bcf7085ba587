r"""Numbers, bools and vectors as SDFormat writes them: their syntax and converters.

Each type's text is given by a regular expression (``PATTERNS``) that is
both compiled here for the parser and written into each version's
``types.xsd`` through ``values.VALUE_TYPES``, so the schema and the readers
accept the same text. Patterns use the common subset of XSD and Python
regular expressions (plain groups, ``\d``, classes) and apply to text whose
white space was collapsed.

The pattern pieces (``FINITE``, ``INT``, ``repeated``) and the checks that
turn words into numbers (``check_syntax``, ``to_int``, ``check_range``,
``finite_floats``, ``frozen``) are shared with ``pose_time_values``, whose
types are made of numbers too.

numpy is imported when the first array is made, not with this module: the
runtime, and a generated package with it, start without it.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    FloatArray = npt.NDArray[np.float64]
    IntArray = npt.NDArray[np.int64]
    ArrayT = TypeVar("ArrayT", FloatArray, IntArray)


def __getattr__(name: str) -> Any:
    """``FloatArray`` and ``IntArray`` for code that names them at run time (numpy on demand)."""
    if name in ("FloatArray", "IntArray"):
        import numpy as np  # the array types cost numpy's import
        import numpy.typing as npt

        found = npt.NDArray[np.float64] if name == "FloatArray" else npt.NDArray[np.int64]
        globals()[name] = found
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


FINITE = r"[+\-]?(\d+(\.\d*)?|\.\d+)([eE][+\-]?\d+)?"
"""A finite decimal number (its value may still overflow a double)."""

INT = r"[+\-]?(0[xX][0-9a-fA-F]+|\d+)"
"""A signed decimal or ``0x`` hexadecimal integer."""

_NUMBER = FINITE + r"|[+\-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?|[nN][aA][nN])"
_UNSIGNED = r"\+?(0[xX][0-9a-fA-F]+|\d+)"
_BOOL = r"[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]|0|1"


def repeated(item: str, count: int) -> str:
    """The pattern of ``count`` texts matching ``item``, separated by single spaces."""
    return " ".join([f"({item})"] * count)


_VECTOR2I = repeated(INT, 2)
_VECTOR2D = repeated(FINITE, 2)
_VECTOR3 = repeated(FINITE, 3)
_QUATERNION = repeated(FINITE, 4)
_COLOR = f"{repeated(FINITE, 3)}( ({FINITE}))?"

PATTERNS = {
    "bool": _BOOL,
    "int": INT,
    "unsigned int": _UNSIGNED,
    "double": _NUMBER,
    "float": _NUMBER,
    "vector2i": _VECTOR2I,
    "vector2d": _VECTOR2D,
    "vector3": _VECTOR3,
    "quaternion": _QUATERNION,
    "color": _COLOR,
}
"""The text each type of this module accepts (after white space collapse), by spec name."""

_BOOL_RE = re.compile(_BOOL)
_NUMBER_RE = re.compile(_NUMBER)
_VECTOR3_RE = re.compile(_VECTOR3)


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled on first use, then kept.

    A check of a model or a URDF reads no integer, vector2, quaternion or
    color; compiling their patterns at import was 1.5 ms of every start-up.
    """
    return re.compile(pattern)


UINT_MAX = 2**32 - 1
INT_MIN, INT_MAX = -(2**31), 2**31 - 1


class ValueSyntaxError(ValueError):
    """A text is not a value of the requested type; the message says what was expected."""


def collapse_whitespace(text: str) -> str:
    """Collapse runs of white space to one space and trim the ends (``xs:token``)."""
    return " ".join(text.split())


def check_syntax(pattern: re.Pattern[str], text: str, expected: str) -> str:
    """``text`` with its white space collapsed, when that matches ``pattern``.

    Raises:
        ValueSyntaxError: Naming ``expected`` when it does not match.
    """
    collapsed = collapse_whitespace(text)
    if pattern.fullmatch(collapsed) is None:
        raise ValueSyntaxError(f"'{text.strip()}' is not {expected}")
    return collapsed


def _check_word(pattern: re.Pattern[str], text: str, expected: str) -> str:
    """``check_syntax`` for one-word types: trimming is enough, as no pattern allows a space."""
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


def to_int(word: str) -> int:
    """The integer a word matching ``INT`` writes; far too many digits are refused."""
    sign = -1 if word.startswith("-") else 1
    digits = word.lstrip("+-")
    base = 10
    if digits[:2].lower() == "0x":
        digits, base = digits[2:], 16
    significant = digits.lstrip("0")
    if len(significant) > _MOST_DIGITS[base]:
        raise ValueSyntaxError(f"'{_shown(word)}' is far too large an integer")
    return sign * int(significant or "0", base)


def check_range(value: int, low: int, high: int, what: str) -> int:
    """``value`` when within ``[low, high]``; otherwise the error says it does not fit ``what``."""
    if not low <= value <= high:
        raise ValueSyntaxError(f"{value} does not fit {what}")
    return value


def finite_floats(words: list[str]) -> list[float]:
    """The doubles of words matching ``FINITE``; one that overflows a double is refused."""
    values = [float(w) for w in words]
    if not all(map(math.isfinite, values)):  # the patterns only allow finite spellings
        bad = next(w for w, v in zip(words, values, strict=True) if not math.isfinite(v))
        raise ValueSyntaxError(f"'{_shown(bad)}' is out of the range of a double")
    return values


def frozen(array: ArrayT) -> ArrayT:
    """``array``, made read-only: a parsed value is shared, so it must not change."""
    array.setflags(write=False)
    return array


def parse_bool(text: str) -> bool:
    """``true``/``false``/``1``/``0`` in any letter case."""
    word = _check_word(_BOOL_RE, text, "a bool (true, false, 1 or 0)")
    return word.lower() in ("true", "1")


def parse_int(text: str) -> int:
    """A 32-bit signed integer, decimal or ``0x`` hexadecimal."""
    value = to_int(_check_word(_compiled(INT), text, "an integer"))
    return check_range(value, INT_MIN, INT_MAX, "a 32-bit signed integer")


def parse_unsigned(text: str) -> int:
    """A 32-bit unsigned integer, decimal or ``0x`` hexadecimal."""
    value = to_int(_check_word(_compiled(_UNSIGNED), text, "a non-negative integer"))
    return check_range(value, 0, UINT_MAX, "a 32-bit unsigned integer")


def parse_double(text: str) -> float:
    """A number; ``inf``, ``-inf`` and ``nan`` in any letter case are allowed.

    Only those words give a non-finite value: digits too large for a double
    (``1e309``) are an error, not infinity.
    """
    word = _check_word(_NUMBER_RE, text, "a number")
    value = float(word)
    spelled_out = word.lstrip("+-")[:1] in ("i", "I", "n", "N")  # inf, infinity, nan
    if not math.isfinite(value) and not spelled_out:
        raise ValueSyntaxError(f"'{_shown(word)}' is out of the range of a double")
    return value


def float_array(values: list[float]) -> FloatArray:
    """A read-only array of doubles: the value of every vector, color and pose.

    numpy is imported here, on the first array made (see the module's docstring).
    """
    import numpy as np  # once imported, a look-up in sys.modules

    array = np.array(values, dtype=np.float64)
    array.setflags(write=False)
    return array


def _parse_floats(pattern: re.Pattern[str], text: str, expected: str) -> FloatArray:
    collapsed = check_syntax(pattern, text, expected)
    return float_array(finite_floats(collapsed.split()))


def parse_vector3(text: str) -> FloatArray:
    """Three finite numbers."""
    return _parse_floats(_VECTOR3_RE, text, "three finite numbers")


def parse_vector2d(text: str) -> FloatArray:
    """Two finite numbers."""
    return _parse_floats(_compiled(_VECTOR2D), text, "two finite numbers")


def parse_vector2i(text: str) -> IntArray:
    """Two integers."""
    collapsed = check_syntax(_compiled(_VECTOR2I), text, "two integers")
    values = [
        check_range(to_int(w), INT_MIN, INT_MAX, "a 32-bit signed integer")
        for w in collapsed.split()
    ]
    import numpy as np  # see float_array

    return frozen(np.array(values, dtype=np.int64))


def parse_quaternion(text: str) -> FloatArray:
    """Four finite numbers, in the order written."""
    return _parse_floats(_compiled(_QUATERNION), text, "four finite numbers")


def parse_color(text: str) -> FloatArray:
    """Red, green, blue and optional alpha in [0, 1]; alpha defaults to 1."""
    collapsed = check_syntax(
        _compiled(_COLOR), text, "three or four numbers (red green blue [alpha])"
    )
    # Plain floats: numpy's per-call cost on four numbers is most of a color's reading time.
    values = finite_floats(collapsed.split())
    if any(v < 0 or v > 1 for v in values):
        raise ValueSyntaxError(f"'{text.strip()}': color components must lie in [0, 1]")
    if len(values) == 3:
        values.append(1.0)
    return float_array(values)


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
    if not any(numbers):  # all zeros (the identity's parts): written 0 at any scale
        return " ".join(["0"] * len(numbers))
    scale = 0.0
    for v in numbers:  # the largest finite magnitude (NaN compares false, inf is left out)
        magnitude = abs(v)
        if magnitude > scale and magnitude != math.inf:
            scale = magnitude
    scale = max(scale, abs(floor))
    if scale == 0.0 or not math.isfinite(scale):
        return " ".join(format_number(v) for v in numbers)
    # The exponent of the scale as written, so a scale just below a power of ten
    # that rounds up to it is rounded at the same place on every machine (no libm).
    exponent = int(f"{scale:.{COMPUTED_DIGITS - 1}e}".partition("e")[2])
    decimals = COMPUTED_DIGITS - 1 - exponent
    texts = []
    for v in numbers:
        if v - v != 0.0:  # inf or NaN, written as they are
            texts.append(repr(v))
            continue
        # round() is correctly rounded (it works on the exact decimal value); + 0.0 drops a -0.
        rounded = round(v, decimals) + 0.0
        whole = int(rounded)  # format_number inlined: it is called for every number written
        texts.append(str(whole) if rounded == whole and abs(rounded) < 1e15 else repr(rounded))
    return " ".join(texts)


def format_bool(value: object) -> str:
    """``true`` or ``false``, by the value's truth."""
    return "true" if value else "false"


def format_numbers(values: FloatArray | IntArray) -> str:
    """Numbers separated by single spaces."""
    return " ".join(format_number(float(v)) for v in values.tolist())

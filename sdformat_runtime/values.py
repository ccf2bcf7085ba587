"""The SDFormat value types: the one table of them, and how field values compare.

``VALUE_TYPES`` holds one record per type and is the only table of them:
every generated package reads and writes values through it, the generator
takes its Python annotations and checks spec defaults with it, and its lexical
patterns are what the generator writes into each version's ``types.xsd``, so
the schema and the readers accept the same text.

The converters themselves live in ``number_values`` (bool, integers,
doubles, vectors, quaternions, colors) and ``pose_time_values`` (poses and
times); this module re-exports the converters, the types they return and
``ValueSyntaxError``, and generated code, the semantics and the tests import
them from here.

Vectors, colors and poses are read-only ``numpy`` arrays of ``float64``
(``int64`` for ``vector2i``), so they drop straight into numeric code. numpy
itself is imported when the first array is made (``number_values.float_array``):
importing the runtime, or a generated package, does not import it.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias

import attrs

from sdformat_runtime import number_values, pose_time_values
from sdformat_runtime.number_values import (
    COMPUTED_DIGITS,
    INT_MAX,
    INT_MIN,
    UINT_MAX,
    ValueSyntaxError,
    collapse_whitespace,
    format_bool,
    format_computed,
    format_number,
    format_numbers,
    parse_bool,
    parse_color,
    parse_double,
    parse_int,
    parse_quaternion,
    parse_unsigned,
    parse_vector2d,
    parse_vector2i,
    parse_vector3,
)
from sdformat_runtime.pose_time_values import Time, format_time, parse_pose, parse_time

if TYPE_CHECKING:
    from typing_extensions import TypeIs  # typing's own from Python 3.13

    from sdformat_runtime.number_values import FloatArray, IntArray

__all__ = [
    "COMPUTED_DIGITS",
    "INT_MAX",
    "INT_MIN",
    "UINT_MAX",
    "VALUE_TYPES",
    "FloatArray",
    "IntArray",
    "Time",
    "Value",
    "ValueSyntaxError",
    "ValueType",
    "bound_violation",
    "collapse_whitespace",
    "format_bool",
    "format_computed",
    "format_number",
    "format_numbers",
    "format_time",
    "is_array",
    "parse_bool",
    "parse_color",
    "parse_double",
    "parse_int",
    "parse_pose",
    "parse_quaternion",
    "parse_time",
    "parse_unsigned",
    "parse_vector2d",
    "parse_vector2i",
    "parse_vector3",
    "values_equal",
]

Value: TypeAlias = "str | bool | int | float | FloatArray | IntArray | Time"
"""What a value field holds once parsed (see each type's ``python_type``).

Quoted: the array types are numpy's, which this module does not import.
"""


def __getattr__(name: str) -> Any:
    """``FloatArray`` and ``IntArray`` for code that names them at run time (numpy on demand)."""
    if name in ("FloatArray", "IntArray"):
        return getattr(number_values, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def is_array(value: object) -> TypeIs[FloatArray | IntArray]:
    """Whether ``value`` is a numpy array, without importing numpy.

    No array exists before numpy is imported, so a program that has not
    imported it has none to find.
    """
    numpy = sys.modules.get("numpy")
    return numpy is not None and isinstance(value, numpy.ndarray)


_PATTERNS = {**number_values.PATTERNS, **pose_time_values.PATTERNS}


def _format_scalar(value: Value) -> str:
    if isinstance(value, str | Time) or is_array(value):
        raise TypeError(f"a number is needed, not {type(value).__name__}")
    return format_number(value)


def _format_array(value: Value) -> str:
    if not is_array(value):
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
        if not isinstance(value, bool | int | float):  # an array
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
            _PATTERNS["bool"],
            False,
            "true, false, 1 or 0, any letter case",
            parse_bool,
            format_bool,
            "bool",
        ),
        ValueType(
            "int",
            "int_value",
            _PATTERNS["int"],
            True,
            "a signed decimal or 0x-prefixed hex integer",
            parse_int,
            str,
            "int",
        ),
        ValueType(
            "unsigned int",
            "unsigned_int_value",
            _PATTERNS["unsigned int"],
            True,
            "a non-negative decimal or 0x-prefixed hex integer",
            parse_unsigned,
            str,
            "int",
        ),
        ValueType(
            "double",
            "double_value",
            _PATTERNS["double"],
            True,
            _ANY_NUMBER,
            parse_double,
            _format_scalar,
            "float",
        ),
        ValueType(
            "float",
            "float_value",
            _PATTERNS["float"],
            True,
            _ANY_NUMBER,
            parse_double,
            _format_scalar,
            "float",
        ),
        ValueType(
            "vector2i",
            "vector2i_value",
            _PATTERNS["vector2i"],
            True,
            "two integers",
            parse_vector2i,
            _format_array,
            "IntArray",
        ),
        ValueType(
            "vector2d",
            "vector2d_value",
            _PATTERNS["vector2d"],
            True,
            "two finite numbers",
            parse_vector2d,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "vector3",
            "vector3_value",
            _PATTERNS["vector3"],
            True,
            "three finite numbers",
            parse_vector3,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "quaternion",
            "quaternion_value",
            _PATTERNS["quaternion"],
            False,
            "four numbers x y z w",
            parse_quaternion,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "color",
            "color_value",
            _PATTERNS["color"],
            False,
            "red green blue [alpha], each in [0, 1]",
            parse_color,
            _format_array,
            "FloatArray",
        ),
        ValueType(
            "time",
            "time_value",
            _PATTERNS["time"],
            False,
            "seconds and nanoseconds as two integers, or decimal seconds",
            parse_time,
            _format_time_value,
            "Time",
        ),
        ValueType(
            "pose",
            "pose_value",
            _PATTERNS["pose"],
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
    np = sys.modules.get("numpy")  # no array exists before numpy is imported (see is_array)
    if np is not None and (isinstance(a, np.ndarray) or isinstance(b, np.ndarray)):
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
    import numpy as np  # bounds of vectors, compared component by component

    values = np.atleast_1d(np.asarray(value, dtype=np.float64))
    if low is not None and np.any(values < np.atleast_1d(np.asarray(low, dtype=np.float64))):
        return "is below the minimum"
    if high is not None and np.any(values > np.atleast_1d(np.asarray(high, dtype=np.float64))):
        return "is above the maximum"
    return None

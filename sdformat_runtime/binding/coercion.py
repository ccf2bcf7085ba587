"""What code may put into a field: the conversions and checks of values given in Python.

Reading parses text and reports what does not fit as problems; code that
builds or edits objects gets exceptions instead, at the line that gave the
value. Each field of a generated class has one check, made once per class
(see ``field_check``), which the constructor and every assignment run:

- what converts without loss is converted: a list or tuple of numbers to the
  read-only ``numpy`` array of the type's length, an ``int`` to ``float``, a
  numpy scalar to the Python number, 0 and 1 to a bool;
- text is accepted for every value type and read by the very parser that
  reads documents, so ``"false"`` is False and ``"0 0 1"`` a vector, exactly
  as in a file;
- everything else is refused with a ``TypeError`` (wrong kind of value) or a
  ``ValueError`` (right kind, wrong value: a count, a bound, a choice), whose
  message starts with ``Class.field:`` and says what was expected.

The rules that tie fields together (a pose's number count and its
``rotation_format``) are checked by ``check_object`` once the constructor
has set every field; assignments check each field alone, since changing two
related fields passes through a state where only one of them has changed.
"""

from __future__ import annotations

import math
import numbers
import reprlib
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

from lxml import etree

from sdformat_runtime.binding.element import Element
from sdformat_runtime.binding.fields import Cardinality, FieldKind, FieldSpec
from sdformat_runtime.pose_time_values import identity_quaternion_pose
from sdformat_runtime.suggestions import closest, did_you_mean
from sdformat_runtime.values import (
    INT_MAX,
    INT_MIN,
    UINT_MAX,
    VALUE_TYPES,
    Time,
    Value,
    bound_violation,
    is_array,
    parse_time,
)

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray, IntArray

FieldCheck = Callable[[object], object]
"""Converts a value given for one field, or raises ``TypeError``/``ValueError``."""

_SHORT = reprlib.Repr()
_SHORT.maxstring = 40
_SHORT.maxother = 40


def describe(value: object) -> str:
    """A short description of a refused value for messages: its type and a clipped repr."""
    return f"{type(value).__name__} {_SHORT.repr(value)}"


class _Refusal(Exception):
    """Why a value was refused, before the field's name is put in front of the message."""

    def __init__(self, message: str, *, wrong_type: bool) -> None:
        super().__init__(message)
        self.wrong_type = wrong_type


def _wrong_type(expected: str, value: object) -> NoReturn:
    raise _Refusal(f"expected {expected}, got {describe(value)}", wrong_type=True)


def _wrong_value(message: str) -> NoReturn:
    raise _Refusal(message, wrong_type=False)


def _is_bool(value: object) -> bool:
    """Python's bools and numpy's (looked for only once a program has imported numpy)."""
    if isinstance(value, bool):
        return True
    np = sys.modules.get("numpy")
    return np is not None and isinstance(value, np.bool_)


def _is_number(value: object) -> bool:
    """Real numbers, Python's and numpy's; bools are not numbers here."""
    return isinstance(value, numbers.Real) and not _is_bool(value)


def _parse_text(type_name: str, text: str) -> Value:
    try:
        return VALUE_TYPES[type_name].parse(text)
    except ValueError as error:  # ValueSyntaxError: the reader's own message
        _wrong_value(str(error))


def _to_string(value: object) -> str:
    if isinstance(value, str):
        return str(value)  # a str subclass (numpy.str_) becomes a plain str
    _wrong_type("a string", value)


def _to_bool(value: object) -> bool:
    if _is_bool(value):
        return bool(value)
    if isinstance(value, str):
        return bool(_parse_text("bool", value))
    if isinstance(value, numbers.Integral) and value in (0, 1):
        return bool(value)
    _wrong_type("a bool (True or False, 0 or 1, or the text true/false/1/0)", value)


def _to_int(value: object, type_name: str) -> int:
    if isinstance(value, str):
        parsed = _parse_text(type_name, value)
        assert isinstance(parsed, int)
        return parsed
    if isinstance(value, numbers.Integral) and not _is_bool(value):
        number = int(value)
    elif isinstance(value, numbers.Real) and not _is_bool(value):
        real = float(value)
        if not real.is_integer():
            _wrong_value(f"{value!r} is not a whole number")
        number = int(real)
    else:
        _wrong_type("an integer", value)
    low, high = (0, UINT_MAX) if type_name == "unsigned int" else (INT_MIN, INT_MAX)
    if not low <= number <= high:
        kind = "unsigned" if type_name == "unsigned int" else "signed"
        _wrong_value(f"{number} does not fit a 32-bit {kind} integer")
    return number


def _to_float(value: object) -> float:
    if isinstance(value, float):
        return value
    if isinstance(value, str):
        parsed = _parse_text("double", value)
        assert isinstance(parsed, float)
        return parsed
    if not _is_number(value):
        _wrong_type("a number", value)
    number = float(value)  # type: ignore[arg-type]  # a numbers.Real, checked above
    if isinstance(value, numbers.Integral) and number != value:
        _wrong_value(f"{value!r} has no exact float value")
    return number


_ARRAY_SHAPES: dict[str, tuple[tuple[int, ...], str]] = {
    "vector2i": ((2,), "2 integers"),
    "vector2d": ((2,), "2 numbers"),
    "vector3": ((3,), "3 numbers (x y z)"),
    "quaternion": ((4,), "4 numbers (x y z w)"),
    "color": ((3, 4), "3 or 4 numbers (red green blue [alpha])"),
    "pose": ((6, 7), "6 numbers (x y z roll pitch yaw) or 7 (x y z qx qy qz qw)"),
}
"""The counts each array type takes, and how messages name them."""


def _numbers_of(value: object, expected: str) -> FloatArray:
    """The numbers of a list, tuple or 1-d numeric array, as a new float64 array."""
    import numpy as np  # arrays are numpy's, imported on first use (see values)

    if isinstance(value, np.ndarray):
        if value.ndim != 1 or value.dtype.kind not in "iuf":
            _wrong_type(expected, value)
        return np.array(value, dtype=np.float64)
    if not isinstance(value, list | tuple) or not all(_is_number(v) for v in value):
        _wrong_type(expected, value)
    return np.array([float(v) for v in value], dtype=np.float64)


def _to_array(value: object, type_name: str) -> FloatArray | IntArray:
    import numpy as np  # arrays are numpy's, imported on first use (see values)

    if isinstance(value, str):
        parsed = _parse_text(type_name, value)
        assert isinstance(parsed, np.ndarray)
        return parsed
    counts, expected = _ARRAY_SHAPES[type_name]
    wanted_dtype = np.int64 if type_name == "vector2i" else np.float64
    if (
        isinstance(value, np.ndarray)
        and value.dtype == wanted_dtype
        and value.shape in [(n,) for n in counts]
        and not value.flags.writeable
        and value.base is None
        and (type_name == "vector2i" or np.isfinite(value).all())
        and (type_name != "color" or len(value) == 4)
    ):
        _check_array_range(value, type_name)
        return value  # read-only and owning its numbers: nothing can change it, so share it
    numbers_ = _numbers_of(value, expected)
    if len(numbers_) not in counts:
        _wrong_value(f"expected {expected}, got {len(numbers_)}")
    if not np.isfinite(numbers_).all():
        _wrong_value(f"expected finite numbers, got {_SHORT.repr(numbers_.tolist())}")
    _check_array_range(numbers_, type_name)
    result: FloatArray | IntArray
    if type_name == "vector2i":
        if not all(float(n).is_integer() for n in numbers_.tolist()):
            _wrong_value(f"expected {expected}, got {_SHORT.repr(numbers_.tolist())}")
        result = numbers_.astype(np.int64)
    elif type_name == "color" and len(numbers_) == 3:
        result = np.append(numbers_, 1.0)  # an omitted alpha is opaque, as in a document
    else:
        result = numbers_
    result.setflags(write=False)
    return result


def _check_array_range(array: FloatArray | IntArray, type_name: str) -> None:
    if type_name == "color" and ((array < 0).any() or (array > 1).any()):
        _wrong_value(f"color components must lie in [0, 1], got {_SHORT.repr(array.tolist())}")


def _to_time(value: object) -> Time:
    if isinstance(value, Time):
        return value
    if isinstance(value, str):
        parsed = _parse_text("time", value)
        assert isinstance(parsed, Time)
        return parsed
    if not _is_number(value):
        _wrong_type("a Time, a number of seconds or the text 'sec nsec'", value)
    seconds = float(value)  # type: ignore[arg-type]  # a numbers.Real, checked above
    if not math.isfinite(seconds):
        _wrong_value(f"a time must be finite, got {value!r}")
    if isinstance(value, numbers.Integral):
        return Time(int(value), 0)
    return parse_time(repr(seconds))


def to_value(type_name: str, value: object) -> Value:
    """Convert a value given in code to the field type ``type_name``, or raise ``_Refusal``."""
    if type_name == "string":
        return _to_string(value)
    if type_name == "bool":
        return _to_bool(value)
    if type_name in ("int", "unsigned int"):
        return _to_int(value, type_name)
    if type_name in ("double", "float"):
        return _to_float(value)
    if type_name == "time":
        return _to_time(value)
    return _to_array(value, type_name)


def _value_check(spec: FieldSpec) -> Callable[[object], Value]:
    """Convert to the spec type, then check the choices and bounds of the field."""
    type_name = spec.spec_type or "string"
    choices = spec.choices
    low = spec.parse(spec.minimum) if spec.minimum is not None else None
    high = spec.parse(spec.maximum) if spec.maximum is not None else None
    bounds = f"[{spec.minimum or '-inf'}, {spec.maximum or 'inf'}]"

    def check(value: object) -> Value:
        converted = to_value(type_name, value)
        if choices and converted not in choices:
            hint = did_you_mean(closest(str(converted), choices))
            allowed = ", ".join(choices)
            _wrong_value(f"{converted!r} is not one of {allowed}{hint}")
        if low is not None or high is not None:
            violation = bound_violation(converted, low, high)
            if violation:
                shown = converted.tolist() if is_array(converted) else converted
                _wrong_value(f"{shown!r} {violation} {bounds}")
        return converted

    return check


def _class_name(cls: type) -> str:
    return f"{cls.__name__} ({cls.__module__.split('.')[0]})"


def _element_check(spec: FieldSpec) -> Callable[[object], Element]:
    assert spec.element_class is not None
    resolve = spec.element_class

    def check(value: object) -> Element:
        wanted = resolve()
        if isinstance(value, wanted):
            return value
        if isinstance(value, Element) and type(value).__name__ == wanted.__name__:
            # Same name, other version: say which package each comes from.
            _wrong_type(f"a {_class_name(wanted)}", value)
        _wrong_type(f"a {wanted.__name__} object", value)

    return check


def _xml_check(value: object) -> etree._Element:
    if isinstance(value, etree._Element):
        return value
    _wrong_type("an lxml element", value)


def _item_check(spec: FieldSpec) -> Callable[[object], object]:
    if spec.kind in (FieldKind.CHILD, FieldKind.CHILDREN):
        return _element_check(spec)
    if spec.kind is FieldKind.CONTENT:
        return _xml_check
    return _value_check(spec)


def field_check(owner: str, name: str, spec: FieldSpec, default: object) -> FieldCheck:
    """The check of field ``name`` of class ``owner``, for values given in code.

    Args:
        owner: Class name, for messages.
        name: Field name, for messages.
        spec: The field's declaration.
        default: The field's attrs default (passed through unchecked: it is
            the spec's own, and sharing it keeps construction cheap).
    """
    item = _item_check(spec)
    nullable = spec.kind is FieldKind.CHILD and spec.cardinality is not Cardinality.REQUIRED
    nullable |= spec.kind is FieldKind.VALUE and spec.cardinality is Cardinality.DEPRECATED
    is_list = spec.kind in (FieldKind.VALUES, FieldKind.CHILDREN, FieldKind.CONTENT)
    prefix = f"{owner}.{name}"

    def check(value: object) -> object:
        if value is default or (value is None and nullable):
            return value
        if not is_list:
            try:
                return item(value)
            except _Refusal as refusal:
                raise _exception(refusal, prefix) from None
        if not isinstance(value, list | tuple):
            raise TypeError(f"{prefix}: expected a list, got {describe(value)}")
        checked = []
        for index, entry in enumerate(value):
            try:
                checked.append(item(entry))
            except _Refusal as refusal:
                raise _exception(refusal, f"{prefix}[{index}]") from None
        return checked

    return check


def _exception(refusal: _Refusal, where: str) -> TypeError | ValueError:
    kind = TypeError if refusal.wrong_type else ValueError
    return kind(f"{where}: {refusal}")


def check_pose(obj: Element, default_value: object) -> None:
    """The rules tying a pose's numbers to its attributes, as reading reports them.

    A pose left at its default (the identity) takes the identity quaternion
    when ``rotation_format`` is ``quat_xyzw``, as an empty ``<pose>`` does.

    Raises:
        ValueError: The count does not fit the rotation format, or degrees
            are asked of a quaternion.
    """
    cls = type(obj).__name__
    rotation_format = getattr(obj, "rotation_format", "euler_rpy")
    degrees = getattr(obj, "degrees", False)
    numbers_ = getattr(obj, "value")  # noqa: B009  # every pose class's text field
    if rotation_format == "quat_xyzw" and numbers_ is default_value:
        object.__setattr__(obj, "value", identity_quaternion_pose())
        return
    expected = 7 if rotation_format == "quat_xyzw" else 6
    if is_array(numbers_) and len(numbers_) != expected:
        if hasattr(obj, "rotation_format"):
            wanted = (
                "7 numbers (x y z qx qy qz qw) with rotation_format quat_xyzw"
                if expected == 7
                else "6 numbers (x y z roll pitch yaw) or 7 with rotation_format quat_xyzw"
            )
        else:
            wanted = "6 numbers (x y z roll pitch yaw)"
        raise ValueError(f"{cls}.value: expected {wanted}, got {len(numbers_)}")
    if degrees and rotation_format == "quat_xyzw":
        raise ValueError(
            f"{cls}.degrees: True applies to Euler angles, not to rotation_format quat_xyzw"
        )

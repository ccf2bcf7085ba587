"""What code gives the generated classes: converted when lossless, refused otherwise.

The cases are generated: every value type of ``VALUE_TYPES``, every field with
choices and every bounded field of every version's classes, and a round trip
of every class built in code with values of every kind.
"""

from __future__ import annotations

import copy
import importlib
import math
from collections.abc import Iterator
from typing import Any, NamedTuple

import numpy as np
import pytest
import sdformat_v1_10
import sdformat_v1_12 as v12
import sdformat_versions

from sdformat_runtime.binding import (
    Cardinality,
    Element,
    FieldKind,
    FieldSpec,
    ReadContext,
    binding_of,
    replace,
)
from sdformat_runtime.binding.coercion import field_check
from sdformat_runtime.errors import Severity
from sdformat_runtime.values import VALUE_TYPES, Time, values_equal
from tests.helpers import AnObject

PACKAGES = [importlib.import_module(e.package) for e in sdformat_versions.VERSIONS]


def _classes() -> Iterator[tuple[str, type[Element]]]:
    for package in PACKAGES:
        for name in package.__all__:
            cls = getattr(package, name)
            if isinstance(cls, type) and issubclass(cls, Element):
                yield package.__name__, cls


CLASSES = list(_classes())


class Field(NamedTuple):
    package: str
    cls: type[Element]
    name: str
    spec: FieldSpec

    def __str__(self) -> str:
        return f"{self.package}.{self.cls.__name__}.{self.name}"


FIELDS = [Field(p, c, n, s) for p, c in CLASSES for n, s in binding_of(c).fields]
ENUMERATED = [f for f in FIELDS if f.spec.choices]
BOUNDED = [f for f in FIELDS if f.spec.minimum is not None or f.spec.maximum is not None]


def required_arguments(cls: type[Element]) -> dict[str, Any]:
    """Constructor arguments for the attributes a class requires, each a value it accepts."""
    given: dict[str, Any] = {}
    for name, spec in binding_of(cls).required_attributes:
        default = spec.default
        given[name] = spec.choices[0] if spec.choices and default not in spec.choices else default
    return given


def make(cls: type[Element], **fields: Any) -> Any:
    """An object of ``cls`` built in code, its required attributes filled in."""
    arguments = required_arguments(cls)
    arguments.update(fields)
    return cls(**arguments)


# --- The examples of issue 19 ------------------------------------------------


def test_text_for_a_bool_is_read_as_a_document_reads_it() -> None:
    link = v12.Link(name="l", gravity="false")
    model = v12.Model(name="m", static="true", self_collide="FALSE", links=[link])
    assert link.gravity is False and model.static is True and model.self_collide is False
    text = v12.dumps(v12.Sdf(version="1.12", model=model))
    assert "<gravity>false</gravity>" in text and "<static>true</static>" in text


def test_a_joint_type_outside_the_choices_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match=r"Joint\.type: 'hinge' is not one of revolute, "):
        v12.Joint(name="j", type="hinge", parent="world", child="l")


def test_a_pose_given_as_a_list_is_written() -> None:
    pose = v12.Pose(value=[0, 0, 1, 0, 0, 0])
    assert isinstance(pose.value, np.ndarray) and pose.value.dtype == np.float64
    assert not pose.value.flags.writeable  # as read values are: shared safely
    link = v12.Link(name="l", pose=pose)
    assert "<pose>0 0 1 0 0 0</pose>" in link.to_string()


# --- Every value type --------------------------------------------------------


class TypeCases(NamedTuple):
    """For one value type: inputs converted (with what they give) and inputs refused."""

    converted: list[tuple[Any, Any]]
    wrong_type: list[Any]
    wrong_value: list[Any]


def _array(*numbers: float) -> np.ndarray[Any, Any]:
    return np.array(numbers, dtype=np.float64)


CASES: dict[str, TypeCases] = {
    "string": TypeCases([("abc", "abc"), (np.str_("x"), "x"), ("", "")], [3, None, b"x"], []),
    "bool": TypeCases(
        [
            (True, True),
            ("false", False),
            ("TRUE", True),
            ("0", False),
            (1, True),
            (0, False),
            (np.bool_(True), True),
        ],
        [2, 0.5, None, [True]],
        ["maybe", ""],
    ),
    "int": TypeCases(
        [(3, 3), (np.int32(-4), -4), (2.0, 2), ("7", 7), ("0x10", 16), (-(2**31), -(2**31))],
        [None, True, [1]],
        [2.5, 2**31, "seven", math.inf],
    ),
    "unsigned int": TypeCases(
        [(3, 3), ("0x10", 16), (np.uint8(7), 7), (2**32 - 1, 2**32 - 1)],
        [None, False, AnObject()],
        [-1, 2**32, 1.5, "-1"],
    ),
    "double": TypeCases(
        [(2, 2.0), (np.float32(0.5), 0.5), ("1e3", 1000.0), (1.5, 1.5), ("-inf", -math.inf)],
        [None, True, [1.0]],
        ["abc", 2**60 + 1],
    ),
    "float": TypeCases([(2, 2.0), ("0.25", 0.25)], [None, False], ["x"]),
    "vector2i": TypeCases(
        [([1, 2], np.array([1, 2])), ((3.0, -4), np.array([3, -4])), ("5 6", np.array([5, 6]))],
        [None, 5, ["a", "b"], [[1, 2]]],
        [[1.5, 2], [1, 2, 3]],
    ),
    "vector2d": TypeCases(
        [([0.5, 1], _array(0.5, 1)), (np.array([1, 2]), _array(1, 2)), ("1 2", _array(1, 2))],
        [None, 3.0, [[1, 2]], [True, False]],
        [[1], [1, math.nan]],
    ),
    "vector3": TypeCases(
        [
            ([1, 2, 3], _array(1, 2, 3)),
            ((0, 0, 1.5), _array(0, 0, 1.5)),
            ("1 2 3", _array(1, 2, 3)),
            (np.array([1, 2, 3], dtype=np.int32), _array(1, 2, 3)),
        ],
        [None, 1.0, {"x": 1}, np.zeros((3, 1))],
        [[1, 2], [1, math.inf, 0], "1 2"],
    ),
    "quaternion": TypeCases([([0, 0, 0, 1], _array(0, 0, 0, 1))], [None], [[0, 0, 1]]),
    "color": TypeCases(
        [
            ([1, 0, 0], _array(1, 0, 0, 1)),
            ((0.1, 0.2, 0.3, 0.4), _array(0.1, 0.2, 0.3, 0.4)),
            ("1 0 0", _array(1, 0, 0, 1)),
        ],
        [None, 1.0],
        [[2, 0, 0], [1, 0], [-0.5, 0, 0, 1], "red"],
    ),
    "time": TypeCases(
        [
            (1.5, Time(1, 500_000_000)),
            (3, Time(3, 0)),
            ("1 5", Time(1, 5)),
            (Time(2, 0), Time(2, 0)),
        ],
        [None, [1, 2], True],
        [math.inf, "soon"],
    ),
    "pose": TypeCases(
        [
            ([0, 0, 1, 0, 0, 0], _array(0, 0, 1, 0, 0, 0)),
            ("1 2 3 0 0 0", _array(1, 2, 3, 0, 0, 0)),
            (list(range(7)), _array(*range(7))),
        ],
        [None, 0.0, ["x"] * 6],
        [[1, 2, 3], list(range(8))],
    ),
}


def test_every_value_type_has_cases() -> None:
    """A value type added to the runtime must say what code may give it."""
    assert set(CASES) == set(VALUE_TYPES)


def _check_of(type_name: str) -> Any:
    spec = FieldSpec(FieldKind.VALUE, "x", type_name, Cardinality.OPTIONAL, "")
    return field_check("Thing", "x", spec, object())


TYPED = [(t, given, expected) for t, c in CASES.items() for given, expected in c.converted]


@pytest.mark.parametrize(("type_name", "given", "expected"), TYPED, ids=repr)
def test_lossless_values_are_converted_to_what_reading_gives(
    type_name: str, given: Any, expected: Any
) -> None:
    converted = _check_of(type_name)(given)
    assert values_equal(converted, expected)
    # The same Python type (and dtype) as reading the value's text would give.
    kind = VALUE_TYPES[type_name]
    read = kind.parse(kind.format(converted))
    assert type(converted) is type(read) and values_equal(converted, read)
    if isinstance(converted, np.ndarray):
        assert converted.dtype == read.dtype and not converted.flags.writeable
        if isinstance(given, np.ndarray):
            assert converted is not given  # a caller's array can change; a copy is kept


REFUSED = [
    (t, given, error)
    for t, c in CASES.items()
    for error, values in ((TypeError, c.wrong_type), (ValueError, c.wrong_value))
    for given in values
]


@pytest.mark.parametrize(("type_name", "given", "error"), REFUSED, ids=repr)
def test_other_values_are_refused_naming_the_field(
    type_name: str, given: Any, error: type[Exception]
) -> None:
    with pytest.raises(error, match=r"^Thing\.x: ") as raised:
        _check_of(type_name)(given)
    if error is TypeError:
        assert "expected " in str(raised.value)


# Every value type that a real field uses, in every version: through the constructor.
TYPE_FIELDS = {
    (f.package, f.spec.spec_type): f
    for f in reversed(FIELDS)
    if f.spec.kind in (FieldKind.VALUE, FieldKind.ATTRIBUTE)
    and not f.spec.choices
    and not f.spec.has_checks
    and f.spec.cardinality is not Cardinality.DEPRECATED
}


@pytest.mark.parametrize("field", sorted(TYPE_FIELDS.values(), key=str), ids=str)
def test_constructors_convert_text_and_refuse_other_types(field: Field) -> None:
    spec = field.spec
    default_text = spec.default_text or VALUE_TYPES[spec.spec_type or "string"].format(spec.default)
    built = make(field.cls, **{field.name: default_text})
    assert values_equal(getattr(built, field.name), spec.default)
    with pytest.raises(TypeError, match=rf"^{field.cls.__name__}\.{field.name}: expected "):
        make(field.cls, **{field.name: object()})
    with pytest.raises(TypeError, match=rf"^{field.cls.__name__}\.{field.name}: expected "):
        setattr(built, field.name, object())


# --- Enumerations and bounds -------------------------------------------------


@pytest.mark.parametrize("field", ENUMERATED, ids=str)
def test_every_choice_is_accepted_and_nothing_else(field: Field) -> None:
    for choice in field.spec.choices:
        built = make(field.cls, **{field.name: choice})
        assert getattr(built, field.name) == choice
        setattr(built, field.name, choice)
    message = rf"^{field.cls.__name__}\.{field.name}: 'not_a_choice' is not one of "
    with pytest.raises(ValueError, match=message) as raised:
        make(field.cls, **{field.name: "not_a_choice"})
    assert all(choice in str(raised.value) for choice in field.spec.choices)
    built = make(field.cls)
    with pytest.raises(ValueError, match=message):
        setattr(built, field.name, "not_a_choice")


def _outside(bound: Any, step: float) -> Any:
    if isinstance(bound, Time):
        return Time(bound.sec + int(step), bound.nsec)
    return bound + step


@pytest.mark.parametrize("field", BOUNDED, ids=str)
def test_bounds_are_checked(field: Field) -> None:
    spec = field.spec
    for text, step in ((spec.minimum, -1), (spec.maximum, 1)):
        if text is None:
            continue
        bound = spec.parse(text)
        assert values_equal(getattr(make(field.cls, **{field.name: bound}), field.name), bound)
        outside = _outside(bound, step)
        if isinstance(outside, float) and math.isinf(bound):
            continue
        with pytest.raises(ValueError, match=rf"^{field.cls.__name__}\.{field.name}: "):
            make(field.cls, **{field.name: outside})


# --- Rules tying fields together, lists, children ----------------------------

POSE_CLASSES = [(p, c) for p, c in CLASSES if binding_of(c).is_pose]


@pytest.mark.parametrize(("package", "cls"), POSE_CLASSES, ids=lambda x: str(x))
def test_a_pose_count_fits_its_rotation_format(package: str, cls: type[Element]) -> None:
    del package
    quaternions = "rotation_format" in binding_of(cls).attributes
    with pytest.raises(ValueError, match=rf"^{cls.__name__}\.value: expected 6 numbers"):
        make(cls, value=list(range(7)))
    if not quaternions:
        return
    quat = make(cls, value=[0, 0, 0, 0, 0, 0, 1], rotation_format="quat_xyzw")
    assert len(quat.value) == 7
    assert len(make(cls, rotation_format="quat_xyzw").value) == 7  # identity, as when read
    with pytest.raises(ValueError, match=rf"^{cls.__name__}\.value: expected 7 numbers"):
        make(cls, value=[0] * 6, rotation_format="quat_xyzw")
    with pytest.raises(ValueError, match=rf"^{cls.__name__}\.degrees: "):
        make(cls, value=[0] * 7, rotation_format="quat_xyzw", degrees=True)


def test_children_must_be_objects_of_the_same_version() -> None:
    link = v12.Link(name="l", pose=v12.Pose(value="0 0 1 0 0 0"))
    model = v12.Model(name="m", links=(link,))
    assert model.links == [link] and isinstance(model.links, list)
    with pytest.raises(TypeError, match=r"^Model\.links: expected a list, got Link"):
        model.links = link  # type: ignore[assignment]
    with pytest.raises(TypeError, match=r"^Model\.links\[1\]: expected a Link object"):
        model.links = [link, "l2"]  # type: ignore[list-item]
    old = sdformat_v1_10.Link(name="l")
    with pytest.raises(TypeError, match=r"Model\.links\[0\]: expected a Link \(sdformat_v1_12\)"):
        v12.Model(name="m", links=[old])  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"^Link\.pose: expected a Pose object, got list"):
        link.pose = [0, 0, 0, 0, 0, 0]  # type: ignore[assignment]
    link.pose = None  # an optional child may be absent
    with pytest.raises(AttributeError):
        link.colour = 1  # type: ignore[attr-defined]  # no such field


def test_a_failed_assignment_leaves_the_object_as_it_was() -> None:
    link = v12.Link(name="l", gravity=False)
    with pytest.raises(ValueError, match=r"^Link\.gravity: "):
        link.gravity = "maybe"  # type: ignore[assignment]
    assert link.gravity is False
    link.gravity = "1"  # type: ignore[assignment]
    assert link.gravity is True


# --- Objects read from files -------------------------------------------------

INVALID = """<sdf version="1.12"><model name="m">
  <link name="l"><pose rotation_format="quat_xyzw">0 0 0 0 0 0</pose></link>
  <joint name="j" type="hinge"><parent>world</parent><child>l</child></joint>
</model></sdf>"""


def test_reading_reports_what_constructors_refuse_and_keeps_it() -> None:
    result = v12.loads(INVALID)
    assert len(result.errors) == 2 and result.root is not None
    model = result.root.model
    joint = model.joints[0]
    assert joint.type == "hinge"  # kept, so that writing loses nothing
    assert 'type="hinge"' in v12.dumps(result.root)
    assert copy.deepcopy(joint) == joint
    # replace checks only what changes: copies of such objects can be made.
    renamed = replace(joint, name="k")
    assert renamed.name == "k" and renamed.type == "hinge" and type(renamed) is v12.Joint
    moved = replace(model.links[0].pose, relative_to="m")
    assert moved.relative_to == "m"
    with pytest.raises(ValueError, match=r"^Joint\.type: 'slider' is not one of "):
        replace(joint, type="slider")
    with pytest.raises(TypeError, match=r"Joint has no field 'kind'"):
        replace(joint, kind="revolute")


# --- Round trips -------------------------------------------------------------


def _sample(field: Field) -> Any:
    """A value other than the default, given as code often gives it (text, lists, ints)."""
    spec = field.spec
    if spec.choices:
        return spec.choices[-1]
    if spec.maximum is not None:
        return spec.maximum  # text, read by the document parser
    if spec.minimum is not None:
        return spec.minimum
    samples: dict[str, Any] = {
        "string": "sample",
        "bool": "true" if spec.default is False else "false",
        "int": 7,
        "unsigned int": "9",
        "double": 2,
        "float": "0.5",
        "vector2i": [3, 4],
        "vector2d": (0.5, 2),
        "vector3": [1, 2, 3],
        "quaternion": [0, 0, 0, 1],
        "color": [0.5, 0.25, 1],
        "time": 1.5,
        "pose": [1, 2, 3, 0.1, 0.2, 0.3],
    }
    return samples[spec.spec_type or "string"]


ROUND_TRIP = [(p, c) for p, c in CLASSES]


@pytest.mark.parametrize(("package", "cls"), ROUND_TRIP, ids=lambda x: str(x))
def test_objects_built_in_code_read_back_equal(package: str, cls: type[Element]) -> None:
    """Every class, every value field set from code: written, read back, equal."""
    del package
    given: dict[str, Any] = {}
    for name, spec in binding_of(cls).fields:
        field = Field("", cls, name, spec)
        if spec.kind in (FieldKind.VALUE, FieldKind.ATTRIBUTE, FieldKind.TEXT):
            if spec.cardinality is not Cardinality.DEPRECATED and name != "rotation_format":
                given[name] = _sample(field)
        elif spec.kind is FieldKind.VALUES:
            given[name] = [_sample(field), _sample(field)]
    built = make(cls, **given)
    context = ReadContext()
    read = cls.from_xml(built.to_xml(), context)
    errors = [p for p in context.problems if p.severity is Severity.ERROR]
    assert errors == []
    assert read == built


def test_a_document_built_in_code_reads_back_equal_in_every_version() -> None:
    for package in PACKAGES:
        link = package.Link(name="l", gravity="false", pose=package.Pose(value=[0, 0, 1, 0, 0, 0]))
        model = package.Model(name="m", static="true", links=[link])
        single = any(name == "model" for name, _ in binding_of(package.Sdf).fields)
        version = package.__name__.removeprefix("sdformat_v").replace("_", ".")
        root = (
            package.Sdf(version=version, model=model)
            if single
            else package.Sdf(version=version, models=[model])
        )
        again = package.loads(package.dumps(root))
        assert again.errors == [] and again.root == root

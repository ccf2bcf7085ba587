"""The generator's naming and typing filters, as input -> output tables.

Each expected output is what the function's rule gives, edge cases included,
so a change of rule shows up here as a changed row (and in every generated
file as a changed name).
"""

from __future__ import annotations

import pytest

from generator.model import Cardinality, SourceLocation, SpecElement, SpecVersion
from generator.python_view import camel, docstring, field_name, plural, root_class_names
from generator.render import package_name
from generator.xsd_view import element_documentation, simple_type_for, type_name_for


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("link", "Link"),
        ("air_speed", "AirSpeed"),
        ("joint-axis", "JointAxis"),  # dashes split like underscores
        ("a_b_c", "ABC"),
        ("mixedCase_part", "MixedCasePart"),  # inner capitals are kept
        ("__leading", "Leading"),  # empty parts vanish
        ("trailing_", "Trailing"),
        ("2d_shape", "2dShape"),  # a leading digit stays: not a valid class name
        ("with space", "With space"),  # spaces are not separators
        ("", ""),
    ],
)
def test_camel(text: str, expected: str) -> None:
    assert camel(text) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("link", "links"),
        ("frame", "frames"),
        ("box", "boxes"),
        ("branch", "branches"),
        ("mesh", "meshes"),
        ("glass", "glasses"),
        ("axis", "axises"),  # no irregular plurals
        ("body", "bodies"),
        ("gravity", "gravities"),
        ("key", "keys"),  # a vowel before the y keeps it
        ("day", "days"),
        ("y", "ys"),  # nothing before the y counts as a vowel
        ("links", "linkses"),  # an already plural word is pluralised again
        ("child-frame", "child-frames"),  # dashes are the caller's business
        ("", "s"),
    ],
)
def test_plural(name: str, expected: str) -> None:
    assert plural(name) == expected


@pytest.mark.parametrize(
    ("xml_name", "repeated", "expected"),
    [
        ("pose", False, "pose"),
        ("link", True, "links"),
        ("self-collide", False, "self_collide"),
        ("child-frame", True, "child_frames"),  # pluralised before dashes are replaced
        ("from", False, "from_"),  # keywords get a trailing underscore
        ("None", False, "None_"),
        ("pass", False, "pass_"),
        ("pass", True, "passes"),  # the plural is no keyword
        ("match", False, "match"),  # soft keywords are valid names
        ("type", False, "type"),  # so are builtins
        ("default", False, "default_"),  # names the generated classes use themselves
        ("default", True, "defaults"),
        ("xml_origin", False, "xml_origin_"),
        ("to_xml", False, "to_xml_"),
        ("TAG", False, "TAG_"),
        ("tag", False, "tag"),  # reserved names are case-sensitive
        ("2d", False, "2d"),  # a leading digit is left alone
        ("with space", False, "with space"),  # spaces too: the spec has none
    ],
)
def test_field_name(xml_name: str, repeated: bool, expected: str) -> None:
    assert field_name(xml_name, repeated=repeated) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A link.", "A link."),
        ("  padded \n", "padded"),
        ("a\\b", "a\\\\b"),  # a backslash would start an escape in the docstring
        ('say """hi"""', 'say \\"\\"\\"hi\\"\\"\\"'),  # would end the docstring
        (
            " ".join(["word"] * 30),
            " ".join(["word"] * 17) + "\n    " + " ".join(["word"] * 13),
        ),
        ("x" * 100, "x" * 88 + "\n    " + "x" * 12),  # too long for a line: cut
        (
            " ".join(["a"] * 42) + " bb-cccc",
            " ".join(["a"] * 42) + "\n    bb-cccc",  # never broken at a hyphen
        ),
        ("", ""),
    ],
)
def test_docstring(text: str, expected: str) -> None:
    assert docstring(text) == expected


@pytest.mark.parametrize(
    ("version", "expected"),
    [("1.10", "sdformat_v1_10"), ("1.7", "sdformat_v1_7"), ("2.0.1", "sdformat_v2_0_1")],
)
def test_package_name(version: str, expected: str) -> None:
    assert package_name(version) == expected


@pytest.mark.parametrize(
    ("stem", "expected"),
    [("link", "link_type"), ("model_state", "model_state_type"), ("", "_type")],
)
def test_type_name_for(stem: str, expected: str) -> None:
    assert type_name_for(stem) == expected


@pytest.mark.parametrize(
    ("spec_type", "expected"),
    [
        ("double", "double_value"),
        ("unsigned int", "unsigned_int_value"),  # the space becomes an underscore
        ("vector3", "vector3_value"),
        ("pose", "pose_value"),
    ],
)
def test_simple_type_for(spec_type: str, expected: str) -> None:
    assert simple_type_for(spec_type) == expected


def test_simple_type_for_an_unknown_type_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        simple_type_for("vector4")


def element(value_type: str | None, default: str | None) -> SpecElement:
    """A spec element with just what the documentation rule looks at."""
    return SpecElement(
        name="mass",
        type=value_type,
        default=default,
        cardinality=Cardinality.OPTIONAL,
        description="The mass.",
        source=SourceLocation("spec/1.10/inertial.sdf", 1),
    )


@pytest.mark.parametrize(
    ("value_type", "default", "expected"),
    [
        ("double", "1.0", "The mass. Default: 1.0."),
        ("double", "", "The mass."),  # an empty default is not worth saying
        ("string", None, "The mass."),
        (None, None, "The mass."),  # containers have no default
    ],
)
def test_element_documentation(value_type: str | None, default: str | None, expected: str) -> None:
    assert element_documentation("The mass.", element(value_type, default)) == expected


@pytest.mark.parametrize(
    ("stem", "expected"),
    [
        ("link", "Link"),
        ("box_shape", "Box"),  # named after the root element, not the file
        ("air_speed", "AirSpeed"),
        ("model", "Model"),
        ("model_state", "ModelState"),  # a second file with root <model>: named after the file
        ("link_state", "LinkState"),
        ("light_state", "LightState"),
    ],
)
def test_root_class_names(specs: dict[str, SpecVersion], stem: str, expected: str) -> None:
    assert root_class_names(specs["1.10"])[stem] == expected

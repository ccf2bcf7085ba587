"""A 1.12 joint state position in degrees, written for 1.11 (whose ``<angle>`` has no degrees).

Over every joint type with a position and each ``degrees`` spelling, on
either axis: a rotational position reaches 1.11 in radians, a prismatic one
(a distance, which ``degrees`` does not touch) as it was, and nothing is
reported lost but the parts of the state 1.11 has no place for.
"""

from __future__ import annotations

import itertools
import math

import pytest
from lxml import etree

import sdformat_semantics

TYPES = {
    "revolute": ("axis_state",),
    "continuous": ("axis_state",),
    "screw": ("axis_state",),
    "prismatic": ("axis_state",),
    "universal": ("axis_state", "axis2_state"),
    "revolute2": ("axis_state", "axis2_state"),
}
DEGREES = ("true", "1", "false", None)
CASES = [
    (joint_type, axis, degrees)
    for joint_type, axes in TYPES.items()
    for axis, degrees in itertools.product(axes, DEGREES)
]
VALUE = 30.0


def _world(joint_type: str, axis: str, degrees: str | None) -> str:
    attribute = f' degrees="{degrees}"' if degrees is not None else ""
    axes = "<axis><xyz>0 0 1</xyz></axis><axis2><xyz>0 1 0</xyz></axis2>"
    if joint_type not in ("universal", "revolute2"):
        axes = "<axis><xyz>0 0 1</xyz></axis>"
    return (
        '<sdf version="1.12"><world name="w"><model name="m">'
        '<link name="a"/><link name="b"/>'
        f'<joint name="j" type="{joint_type}"><parent>a</parent><child>b</child>{axes}</joint>'
        '</model><state world_name="w"><model_state name="m"><joint_state name="j">'
        f"<{axis}><position{attribute}>{VALUE}</position></{axis}>"
        "</joint_state></model_state></state></world></sdf>"
    )


@pytest.mark.parametrize(("joint_type", "axis", "degrees"), CASES)
def test_a_position_in_degrees_reaches_1_11_in_radians(
    joint_type: str, axis: str, degrees: str | None
) -> None:
    original = sdformat_semantics.load(_world(joint_type, axis, degrees))
    assert original.valid, [str(error) for error in original.errors]
    conversion = original.convert("1.11")
    assert conversion.lossless, [str(problem) for problem in conversion.problems]
    index = "0" if axis == "axis_state" else "1"
    [angle] = etree.fromstring(conversion.text.encode()).iterfind(
        f"world/state/model/joint/angle[@axis='{index}']"
    )
    assert "degrees" not in angle.attrib
    in_degrees = degrees in ("true", "1") and joint_type != "prismatic"
    expected = math.radians(VALUE) if in_degrees else VALUE
    assert math.isclose(float(angle.text or ""), expected, rel_tol=1e-12)
    assert sdformat_semantics.load(conversion.text).valid

"""The mimic that ``--gearbox-to-mimic`` writes moves the gears as the gearbox relation does.

The gearbox (``sdformat describe joint/gearbox_ratio``): ``theta_2 = -ratio *
theta_1``, ``theta_1`` the parent link's rotation from the reference body
about the gearbox's ``axis``, ``theta_2`` the child's about its ``axis2``.
For every combination of the input and output joints' axes pointing along
or against those gearbox axes, ratios of either sign, and gearbox axes
written in the model frame or in the gearbox's own joint frame, the rewritten
document is posed at several input angles; ``theta_1`` is measured from the
input gear's pose, and the output gear must be where the gearbox relation
turns it (its rest pose turned by ``-ratio * theta_1`` about ``axis2``
through the output joint), which no multiplier formula enters.
"""

from __future__ import annotations

import itertools
import math

import attrs
import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics import Document, Pose
from sdformat_semantics.export.gearbox import gearbox_to_mimic

INPUT_LINE = np.array([1.0, 0.0, 0.0])
"""The input gear turns about the world's x, the output gear about its y."""
OUTPUT_LINE = np.array([0.0, 1.0, 0.0])
ANGLES = (-1.3, -0.2, 0.4, 1.1)
CASES = list(itertools.product((1, -1), (1, -1), (2.5, -0.5), ("model", "gearbox")))
TOLERANCE = 1e-9


def _vector(values: np.ndarray) -> str:
    return " ".join(f"{float(v):.17g}" for v in values)


def _document(input_sign: int, output_sign: int, ratio: float, gear_frames: str) -> str:
    """Gears on a base; the output gear is yawed a quarter turn, so frames differ."""
    if gear_frames == "model":
        gear_axes = (
            f'<axis><xyz expressed_in="__model__">{_vector(INPUT_LINE)}</xyz></axis>'
            f'<axis2><xyz expressed_in="__model__">{_vector(OUTPUT_LINE)}</xyz></axis2>'
        )
    else:  # in the gearbox's joint frame, the output gear's: yaw pi/2 maps its x to world y
        gear_axes = "<axis><xyz>0 -1 0</xyz></axis><axis2><xyz>1 0 0</xyz></axis2>"
    return (
        '<sdf version="1.10"><model name="m">'
        '<link name="base"><pose>0 0 0.5 0 0 0</pose></link>'
        '<link name="gear_in"><pose>0.3 0 0.5 0 0 0</pose></link>'
        f'<link name="gear_out"><pose>0 0.4 0.5 0 0 {math.pi / 2!r}</pose></link>'
        '<joint name="j_in" type="revolute"><parent>base</parent><child>gear_in</child>'
        f'<axis><xyz expressed_in="__model__">{_vector(input_sign * INPUT_LINE)}</xyz></axis>'
        "</joint>"
        '<joint name="j_out" type="revolute"><pose>0.1 0 0 0 0 0</pose>'
        "<parent>base</parent><child>gear_out</child>"
        f'<axis><xyz expressed_in="__model__">{_vector(output_sign * OUTPUT_LINE)}</xyz></axis>'
        "</joint>"
        '<joint name="g" type="gearbox"><parent>gear_in</parent><child>gear_out</child>'
        f"<gearbox_reference_body>base</gearbox_reference_body><gearbox_ratio>{ratio}"
        f"</gearbox_ratio>{gear_axes}</joint>"
        "</model></sdf>"
    )


def _rotation(axis: np.ndarray, angle: float) -> np.ndarray:
    """Rodrigues: the rotation by ``angle`` about the unit ``axis``."""
    k = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
    return np.eye(3) + math.sin(angle) * k + (1 - math.cos(angle)) * k @ k


def _angle_about(rotation: np.ndarray, axis: np.ndarray) -> float:
    """The angle of a rotation about ``axis`` (a rotation about that line)."""
    sine_axis = 0.5 * np.array(
        [
            rotation[2, 1] - rotation[1, 2],
            rotation[0, 2] - rotation[2, 0],
            rotation[1, 0] - rotation[0, 1],
        ]
    )
    return math.atan2(float(sine_axis @ axis), (float(np.trace(rotation)) - 1) / 2)


def _rewritten(original: Document) -> Document:
    root, [rewrite] = gearbox_to_mimic(original)
    assert rewrite.rewritten, rewrite.reason
    return sdformat_semantics.load(attrs.evolve(original, root=root).to_xml())


@pytest.mark.parametrize(("input_sign", "output_sign", "ratio", "gear_frames"), CASES)
def test_the_output_gear_turns_as_the_gearbox_relation_says(
    input_sign: int, output_sign: int, ratio: float, gear_frames: str
) -> None:
    original = sdformat_semantics.load(_document(input_sign, output_sign, ratio, gear_frames))
    assert original.valid, [str(error) for error in original.errors]
    rewritten = _rewritten(original)
    assert rewritten.valid and [c.leader for c in rewritten.mimic_constraints()] == ["j_in"]
    in_rest, out_rest = original.pose("gear_in"), original.pose("gear_out")
    centre = original.pose("j_out").position
    for angle in ANGLES:
        moved_in = rewritten.pose("gear_in", positions={"j_in": angle})
        turn = moved_in.rotation_matrix() @ in_rest.rotation_matrix().T
        theta_1 = _angle_about(turn, INPUT_LINE)
        assert math.isclose(abs(theta_1), abs(angle), rel_tol=1e-12)
        theta_2 = -ratio * theta_1
        rotation = _rotation(OUTPUT_LINE, theta_2)
        expected = Pose.from_matrix(
            np.block(
                [
                    [
                        rotation @ out_rest.rotation_matrix(),
                        (centre + rotation @ (out_rest.position - centre)).reshape(3, 1),
                    ],
                    [np.zeros((1, 3)), np.ones((1, 1))],
                ]
            )
        )
        moved_out = rewritten.pose("gear_out", positions={"j_in": angle})
        assert moved_out.isclose(expected, TOLERANCE), (angle, moved_out, expected)


@pytest.mark.parametrize("which", ["j_in", "j_out"])
def test_an_axis_off_the_gearbox_line_keeps_the_gearbox_with_a_reason(which: str) -> None:
    text = _document(1, 1, 2.5, "model")
    line = _vector(INPUT_LINE if which == "j_in" else OUTPUT_LINE)
    start = text.index(f'<joint name="{which}"')
    text = text[:start] + text[start:].replace(line, "1 1 0", 1)
    original = sdformat_semantics.load(text)
    _, [rewrite] = gearbox_to_mimic(original)
    assert not rewrite.rewritten
    assert f"the axis of '{which}'" in rewrite.reason and "cannot be decided" in rewrite.reason

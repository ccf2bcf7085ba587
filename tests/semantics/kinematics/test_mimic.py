"""Mimic constraints: the checks, the constraint list and the evaluation helpers.

Expected positions are computed by hand from
``follower = multiplier * (leader - reference) + offset``.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

import numpy as np
import pytest

import sdformat_semantics
from sdformat_semantics.kinematics.mimic import (
    MimicConstraint,
    apply_mimics,
    constraint_matrix,
    constraint_triplets,
    evaluate_followers,
    evaluation_levels,
)
from tests.conftest import DATA
from tests.helpers import Comparisons
from tests.semantics.test_conformance import CORPUS, _expected, _manifest_rows

MIMIC = DATA / "mimic"


def constraint(
    follower: str, leader: str, multiplier: float = 1.0, offset: float = 0.0, reference: float = 0.0
) -> MimicConstraint:
    """A revolute-to-revolute constraint on ``axis``, built in code."""
    return MimicConstraint(
        follower,
        "axis",
        leader,
        "axis",
        multiplier,
        offset,
        reference,
        "revolute",
        "revolute",
        None,
    )


# The proposal's examples ----------------------------------------------------


def test_gearbox_alternative_gives_one_constraint_with_the_gearbox_ratio() -> None:
    """The output joint follows the input joint five times as fast."""
    document = sdformat_semantics.load(MIMIC / "gearbox_as_mimic.sdf")
    assert document.valid, [str(e) for e in document.errors]
    constraints = document.mimic_constraints()
    assert constraints == [
        MimicConstraint(
            follower="gearbox_output_joint",
            follower_axis="axis",
            leader="gearbox_input_joint",
            leader_axis="axis",
            multiplier=5.0,
            offset=0.0,
            reference=0.0,
            follower_type="revolute",
            leader_type="revolute",
            element=None,
        )
    ]
    assert constraints[0].element.xml_origin.line == 26
    followers = evaluate_followers(constraints, {"gearbox_input_joint": 0.3})
    assert followers == {("gearbox_output_joint", "axis"): pytest.approx(1.5)}


def test_rack_follows_pinion_by_its_pitch_radius() -> None:
    """A prismatic rack follows a revolute pinion: 0.02 m of rack per radian of pinion."""
    document = sdformat_semantics.load(MIMIC / "rack_and_pinion.sdf")
    assert document.valid, [str(e) for e in document.errors]
    [rack] = document.mimic_constraints()
    assert (rack.follower, rack.follower_type) == ("rack_joint", "prismatic")
    assert (rack.leader, rack.leader_type) == ("pinion_joint", "revolute")
    assert (rack.multiplier, rack.offset, rack.reference) == (0.02, 0.0, 0.0)
    assert rack.follower_position(0.5) == pytest.approx(0.01)
    followers = evaluate_followers([rack], {("pinion_joint", "axis"): math.pi / 2})
    assert followers[("rack_joint", "axis")] == pytest.approx(0.01 * math.pi)


# Chains, vectors and matrices -------------------------------------------------


@pytest.fixture(scope="module")
def chain() -> sdformat_semantics.Document:
    return sdformat_semantics.load(MIMIC / "chain_in_world.sdf")


def test_chain_constraints_have_scoped_names(chain: sdformat_semantics.Document) -> None:
    """Names are scoped from the world; a leader may sit in a nested model."""
    assert chain.valid, [str(e) for e in chain.errors]
    listed = [
        (c.follower, c.follower_axis, c.leader, c.leader_axis) for c in chain.mimic_constraints()
    ]
    assert listed == [
        ("robot::c", "axis", "robot::b", "axis"),
        ("robot::b", "axis", "robot::hand::a", "axis"),
        ("robot::u", "axis2", "robot::u", "axis"),
    ]
    assert chain.joint_coordinates() == [
        ("robot::c", "axis"),
        ("robot::b", "axis"),
        ("robot::u", "axis"),
        ("robot::u", "axis2"),
        ("robot::hand::a", "axis"),
    ]


def test_chain_is_evaluated_in_dependency_order(chain: sdformat_semantics.Document) -> None:
    """c follows b, which follows a: b = 2 (1 - 0.5) + 0.1 = 1.1, c = -3 b = -3.3."""
    constraints = chain.mimic_constraints()
    levels = [[c.follower for c in level] for level in evaluation_levels(constraints)]
    assert levels == [["robot::b", "robot::u"], ["robot::c"]]
    followers = evaluate_followers(constraints, {"robot::hand::a": 1.0, "robot::u": 0.4})
    assert followers == {
        ("robot::c", "axis"): pytest.approx(-3.3),
        ("robot::b", "axis"): pytest.approx(1.1),
        ("robot::u", "axis2"): pytest.approx(0.2),
    }


def test_apply_mimics_fills_followers_of_a_batch(chain: sdformat_semantics.Document) -> None:
    """Each row is one state; follower columns are overwritten, leader columns kept."""
    coordinates = chain.joint_coordinates()  # c, b, u, u2, a
    states = np.array([[0, 0, 0.4, 0, 1.0], [9, 9, -1.0, 9, 0.5]])
    result = apply_mimics(chain.mimic_constraints(), states, coordinates)
    expected = np.array([[-3.3, 1.1, 0.4, 0.2, 1.0], [-0.3, 0.1, -1.0, -0.5, 0.5]])
    np.testing.assert_allclose(result, expected)
    assert states[1, 0] == 9  # the input is not changed


def test_constraint_matrix_rows(chain: sdformat_semantics.Document) -> None:
    """Row i: follower - multiplier * leader = offset - multiplier * reference."""
    constraints = chain.mimic_constraints()
    coordinates = chain.joint_coordinates()  # c, b, u, u2, a
    matrix, vector = constraint_matrix(constraints, coordinates)
    np.testing.assert_allclose(
        matrix,
        [
            [1, 3, 0, 0, 0],  # c = -3 b
            [0, 1, 0, 0, -2],  # b = 2 (a - 0.5) + 0.1
            [0, 0, -0.5, 1, 0],  # u2 = 0.5 u
        ],
    )
    np.testing.assert_allclose(vector, [0.0, -0.9, 0.0])
    state = apply_mimics(constraints, [0, 0, 0.7, 0, -2.0], coordinates)
    np.testing.assert_allclose(matrix @ state, vector)


def test_evaluation_refuses_what_it_cannot_compute() -> None:
    """Cycles, missing leaders, given followers and unknown coordinates are ValueErrors."""
    a_b = constraint("b", "a", 2.0)
    with pytest.raises(ValueError, match="cycle: a axis -> b axis"):
        evaluate_followers([constraint("a", "b"), a_b], {})
    with pytest.raises(ValueError, match="no position given for the leaders"):
        evaluate_followers([a_b], {"c": 1.0})
    with pytest.raises(ValueError, match="followers are computed"):
        evaluate_followers([a_b], {"a": 1.0, "b": 2.0})
    with pytest.raises(ValueError, match="two constraints have the follower"):
        evaluation_levels([a_b, constraint("b", "c")])
    with pytest.raises(ValueError, match="not among the coordinates"):
        constraint_matrix([a_b], ["a"])
    with pytest.raises(ValueError, match="last dimension of 2"):
        apply_mimics([a_b], [1.0, 2.0, 3.0], ["a", "b"])


# Checks -----------------------------------------------------------------------

INVALID = [
    (
        "leader_unknown_at_depth_3.sdf",
        13,
        "leader joint 'missing' not found in the scope of model 'c'",
    ),
    ("leader_in_parent_scope.sdf", 16, "in an enclosing scope, but names go down"),
    (
        "world_model_joint_follows_world_joint.sdf",
        10,
        "'wj' not found in the scope of model 'm'; a joint of that name is in an enclosing scope",
    ),
    ("leader_is_a_link.sdf", 9, "leader 'a' in model 'm' is a link, not a joint"),
    ("leader_empty.sdf", 9, "names no leader joint"),
    ("leader_axis_name_invalid.sdf", 15, "mimic axis 'axis3' is not a leader axis name"),
    ("leader_axis2_of_single_axis_joint.sdf", 15, "'slide' is a prismatic joint, which has one"),
    ("leader_without_axes.sdf", 13, "'ball' is a ball joint, which has no axis: no axis to follow"),
    ("axis_mimics_itself.sdf", 9, "joint 'j' <axis> cannot mimic itself"),
    ("cycle_of_three.sdf", 11, "cycle: j1 axis -> j2 axis -> j3 axis -> j1 axis"),
    ("follower_without_axes.sdf", 14, "'weld' is a fixed joint, which has no axis"),
    ("follower_axis2_of_single_axis_joint.sdf", 15, ": its <axis2> cannot follow"),
    ("two_mimics_on_one_axis.sdf", 17, "has more than one <mimic>"),
]


@pytest.mark.parametrize(("name", "line", "message"), INVALID, ids=[c[0] for c in INVALID])
def test_each_check_reports_its_fixture(name: str, line: int, message: str) -> None:
    """One JOINT_AXIS_MIMIC_INVALID error, located at the offending <mimic>."""
    path = MIMIC / "invalid" / name
    document = sdformat_semantics.load(path)
    [error] = document.errors
    assert error.code.value == "JOINT_AXIS_MIMIC_INVALID"
    assert message in error.message
    assert (error.file, error.line) == (str(path), line)
    assert "/joint[@name=" in error.path and "/mimic" in error.path


def test_the_enclosing_scope_hint_is_given_only_when_true() -> None:
    """A name found nowhere gets no hint about scopes, even if it matches the follower."""
    document = sdformat_semantics.load(MIMIC / "invalid" / "leader_unknown_at_depth_3.sdf")
    assert document.errors[0].message.endswith("not found in the scope of model 'c'")
    text = (MIMIC / "invalid" / "leader_is_a_link.sdf").read_text()
    document = sdformat_semantics.load(text.replace('joint="a"', 'joint="inner::j"'))
    assert document.errors[0].message.endswith("not found in the scope of model 'm'")


def test_invalid_constraints_are_left_out_and_valid_ones_kept() -> None:
    """A world joint may name m::j downwards even when m::j's own mimic is wrong."""
    document = sdformat_semantics.load(
        MIMIC / "invalid" / "world_model_joint_follows_world_joint.sdf"
    )
    listed = [(c.follower, c.leader, c.multiplier) for c in document.mimic_constraints()]
    assert listed == [("wj", "m::j", 2.0)]


def test_constraints_reach_into_included_models() -> None:
    """A leader in an included model is named down with '::'; the included file's own
    mimic is checked in its scope and reported in its file."""
    document = sdformat_semantics.load(MIMIC / "include" / "robot.sdf")
    listed = [(c.follower, c.leader, c.multiplier) for c in document.mimic_constraints()]
    assert listed == [("wrist", "left::elbow", 3.0)]
    [error] = document.errors
    assert error.code.value == "JOINT_AXIS_MIMIC_INVALID"
    assert "'wrist' not found in the scope of model 'left'; a joint of that name" in error.message
    assert (error.file, error.line) == (str(MIMIC / "include" / "arm" / "model.sdf"), 14)


def test_mimic_is_not_part_of_1_8() -> None:
    """Loaded as 1.8, <mimic> is unknown content: a warning, and no constraint."""
    text = (MIMIC / "gearbox_as_mimic.sdf").read_text().replace('"1.10"', '"1.8"')
    document = sdformat_semantics.load(text, version="1.8")
    assert document.valid
    assert "ELEMENT_INCORRECT_TYPE" in {w.code.value for w in document.warnings}
    assert document.mimic_constraints() == []


# The conformance corpus' mimic documents, read as 1.10 ------------------------

STRICTER: dict[str, str] = {
    "mimic_cycle_1_11.sdf": "libsdformat accepts constraint cycles; no position can be computed",
    "mimic_nested_unknown_leader_1_11.sdf": (
        "libsdformat checks leaders only in top-level scopes; we check every depth"
    ),
    "mimic_parent_scope_leader_1_11.sdf": (
        "names go down only; libsdformat does not check nested joints, so it accepts an upward name"
    ),
}
"""Corpus documents libsdformat accepts and we reject (JOINT_AXIS_MIMIC_INVALID), and why."""

MIMIC_ROWS = [row for row in _manifest_rows() if row[0].startswith("authored/mimic_")]


def test_the_corpus_has_the_mimic_documents() -> None:
    assert len(MIMIC_ROWS) == 13
    assert set(STRICTER) <= {Path(row[0]).name for row in MIMIC_ROWS}


@pytest.mark.parametrize(
    ("path", "version", "observed"), MIMIC_ROWS, ids=[r[0] for r in MIMIC_ROWS]
)
def test_corpus_mimic_documents_as_1_10(
    path: str, version: str, observed: str, tmp_path: Path
) -> None:
    """Same verdict and codes as libsdformat, except where STRICTER says why not."""
    text = (CORPUS / path).read_text(encoding="utf-8")
    copy = tmp_path / Path(path).name
    copy.write_text(text.replace(f'<sdf version="{version}">', '<sdf version="1.10">'))
    assert 'version="1.10"' in copy.read_text()
    document = sdformat_semantics.load(copy)
    codes = list(dict.fromkeys(e.code.value for e in document.errors))
    expected_valid, expected_codes = _expected(observed)
    if Path(path).name in STRICTER:
        assert expected_valid
        assert codes == ["JOINT_AXIS_MIMIC_INVALID"], [str(e) for e in document.errors]
        return
    assert document.valid == expected_valid, [str(e) for e in document.errors]
    assert codes == expected_codes


def _constraint(follower: str, leader: str, multiplier: float = 1.0) -> MimicConstraint:
    return MimicConstraint(
        follower,
        "axis",
        leader,
        "axis",
        multiplier,
        0.25,
        0.5,
        "revolute",
        "revolute",
        None,  # type: ignore[arg-type]
    )


SHAPES = {
    "chain": lambda i: f"j{i - 1}",
    "star": lambda i: "j0",
    "binary tree": lambda i: f"j{(i - 1) // 2}",
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_ten_thousand_followers_are_evaluated_in_linear_time(shape: str) -> None:
    """A set of the followers built per constraint made this quadratic (17.5 s).

    Building a set is work in C: the joint names count their hashes and
    comparisons instead, 100 million for the quadratic version.
    """
    leader_of = SHAPES[shape]
    names = Comparisons(most=100 * 10_000)
    items = [_constraint(names.name(f"j{i}"), names.name(leader_of(i))) for i in range(1, 10_000)]
    names.count = 0
    positions = evaluate_followers(items, {"j0": 1.0})
    assert names.count <= 60 * 10_000  # about 30 per constraint
    expected = {"j0": 1.0}
    for item in items:  # each constraint after its leader, in all three shapes
        expected[item.follower] = 1.0 * (expected[item.leader] - 0.5) + 0.25
    assert positions == {(f, "axis"): v for f, v in expected.items() if f != "j0"}


def test_compounding_multipliers_are_refused_rather_than_infinite() -> None:
    items = [_constraint(f"j{i}", f"j{i - 1}", 10.0) for i in range(1, 400)]
    with pytest.raises(ValueError, match="range of a double"):
        evaluate_followers(items, {"j0": 1.0})


@pytest.mark.parametrize("seed", range(5))
def test_the_sparse_triplets_make_the_dense_matrix(seed: int) -> None:
    rng = random.Random(seed)
    count = rng.randint(1, 30)
    coordinates = [f"j{i}" for i in range(count + 1)]
    items = [
        _constraint(f"j{i}", f"j{rng.randrange(i)}", rng.uniform(-3, 3))
        for i in range(1, count + 1)
    ]
    matrix, vector = constraint_matrix(items, coordinates)
    rows, columns, values, b = constraint_triplets(items, coordinates)
    rebuilt = np.zeros_like(matrix)
    np.add.at(rebuilt, (rows, columns), values)
    assert np.array_equal(rebuilt, matrix) and np.array_equal(b, vector)


def test_a_dense_matrix_past_its_bound_is_refused_and_the_triplets_stay_small() -> None:
    items = [_constraint(f"j{i}", f"j{i - 1}") for i in range(1, 10_000)]
    coordinates = [f"j{i}" for i in range(10_000)]
    with pytest.raises(ValueError, match="constraint_triplets"):
        constraint_matrix(items, coordinates)
    rows, columns, values, b = constraint_triplets(items, coordinates)
    assert len(rows) == len(columns) == len(values) == 2 * len(b) == 2 * 9_999

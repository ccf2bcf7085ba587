"""Poses at joint positions: never NaN, never a crash, and memory bounded by the answer.

Finite positions on finite models can still move a frame beyond a double's
range. Generated chains of every joint type, with link poses and positions
drawn from the extremes of a double (``1e300``, ``1.7e308``, ``1e-308``,
subnormals), must give finite poses or raise ``PoseNotFiniteError`` naming
the configurations, and nothing else. A batch evaluated in chunks keeps its
memory to the answer and a chunk's worth of poses, whatever the number of
links.
"""

from __future__ import annotations

import tracemalloc
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sdformat_semantics
from sdformat_semantics.frames.lookup import FrameLookupError
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import ConfigurationError, PoseNotFiniteError

EXTREMES = (0.0, 1.0, -1.0, 1e300, -1e300, 1e308, 1.7e308, -1.7e308, 1e-308, 5e-324, 1e154)
"""Numbers at a double's edges: their sums, squares and products overflow or underflow."""

ANGLES = (0.0, 0.3, -1.2, 3.14159, 1e300, 1e-300)

TYPES = ("revolute", "prismatic", "screw", "continuous", "universal", "revolute2", "ball")


def _chain(link_offsets: list[float], types: list[str], angles: list[float]) -> str:
    """A model of links in a chain, each placed from the last, joined by joints of ``types``."""
    links = []
    joints = []
    for index, offset in enumerate(link_offsets):
        angle = angles[index % len(angles)]
        parent = f"l{index - 1}" if index else "__model__"
        pose = f"{offset!r} {-offset!r} 0 {angle!r} 0.5 0"
        links.append(f'<link name="l{index}"><pose relative_to="{parent}">{pose}</pose></link>')
        if index:
            kind = types[(index - 1) % len(types)]
            limit = "<limit><lower>-inf</lower><upper>inf</upper></limit>"
            axes = f"<axis><xyz>1 1 0</xyz>{limit}</axis><axis2><xyz>0 0 1</xyz>{limit}</axis2>"
            joints.append(
                f'<joint name="j{index}" type="{kind}"><parent>l{index - 1}</parent>'
                f"<child>l{index}</child>{axes}</joint>"
            )
    body = "".join(links) + "".join(joints)
    return f'<sdf version="1.10"><model name="m">{body}</model></sdf>'


def _value(kind: str, number: float, other: float) -> list[float] | float:
    if kind in ("universal", "revolute2"):
        return [number, other]
    if kind == "ball":
        return [number, other, number, other] if number or other else [0.0, 0.0, 0.0, 1.0]
    return number


def _positions(types: list[str], count: int, numbers: list[float]) -> dict[str, object]:
    found: dict[str, object] = {}
    for index in range(1, count):
        kind = types[(index - 1) % len(types)]
        first, second = numbers[index % len(numbers)], numbers[(index * 7 + 1) % len(numbers)]
        found[f"j{index}"] = _value(kind, first, second)
    return found


def _batched(positions: list[dict[str, object]]) -> dict[str, object]:
    return {key: np.array([p[key] for p in positions]) for key in positions[0]}


def _single_outcome(document: sdformat_semantics.Document, frame: str, positions: object) -> str:
    """``finite``, ``overflow`` (PoseNotFiniteError) or ``static`` (the rest pose overflows)."""
    try:
        pose = document.pose(frame, relative_to="l0", positions=positions)  # type: ignore[call-overload]
    except PoseNotFiniteError as error:
        assert all(p.code.value == "POSE_NOT_FINITE" for p in error.problems)
        assert list(error.configurations) == [0]
        return "overflow"
    except FrameLookupError:
        return "static"
    assert isinstance(pose, Pose)
    assert np.isfinite(pose.matrix()).all()
    return "finite"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    offsets=st.lists(st.sampled_from(EXTREMES), min_size=2, max_size=5),
    types=st.lists(st.sampled_from(TYPES), min_size=1, max_size=4),
    angles=st.lists(st.sampled_from(ANGLES), min_size=1, max_size=3),
    batch=st.lists(
        st.lists(st.sampled_from(EXTREMES), min_size=1, max_size=4), min_size=2, max_size=4
    ),
)
def test_poses_at_extreme_positions_are_finite_or_refused_with_the_configurations(
    offsets: list[float], types: list[str], angles: list[float], batch: list[list[float]]
) -> None:
    document = sdformat_semantics.load(_chain(offsets, types, angles))
    if not document.valid:  # the rest poses overflow: POSE_NOT_FINITE at load
        assert {p.code.value for p in document.errors} == {"POSE_NOT_FINITE"}
        return
    configurations = [_positions(types, len(offsets), numbers) for numbers in batch]
    last = f"l{len(offsets) - 1}"
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # numpy's overflow warnings included
        outcomes = [_single_outcome(document, last, p) for p in configurations]
        if "static" in outcomes:
            return  # no pose at rest relative to l0: every query says so
        expected = [i for i, outcome in enumerate(outcomes) if outcome == "overflow"]
        try:
            found = document.pose(last, relative_to="l0", positions=_batched(configurations))
        except PoseNotFiniteError as error:
            assert list(error.configurations) == expected
            assert "configurations (first: #" in error.problems[0].message
        else:
            assert expected == [] and np.isfinite(found).all()
        try:
            every = document.poses(_batched(configurations), "l0")
        except PoseNotFiniteError as error:
            assert set(error.configurations) >= set(expected)
        else:
            assert all(np.isfinite(m).all() for m in every.values())


def test_a_prismatic_joint_past_a_far_link_names_the_configurations() -> None:
    """The issue's case: 1e300 and more on a prismatic joint of a link placed far away."""
    document = sdformat_semantics.load(
        """<sdf version="1.10"><model name="m">
        <link name="l0"><pose>1e308 0 0 0 0 0</pose></link>
        <link name="l1"><pose relative_to="l0">0 0 0 0 0 0</pose></link>
        <joint name="j1" type="prismatic"><parent>l0</parent><child>l1</child>
          <axis><xyz>1 0 0</xyz><limit><lower>-inf</lower><upper>inf</upper></limit></axis>
        </joint></model></sdf>"""
    )
    assert document.valid, document.errors
    batch = np.array([0.0, 1e308, -1.0, 1.7e308])
    with pytest.raises(PoseNotFiniteError) as raised:
        document.pose("l1", positions={"j1": batch})
    assert list(raised.value.configurations) == [1, 3]
    [error] = raised.value.problems
    assert error.code.value == "POSE_NOT_FINITE" and "2 of 4 configurations" in error.message
    with pytest.raises(PoseNotFiniteError):
        document.pose("l1", positions={"j1": 1.7e308})
    assert np.isfinite(document.pose("l1", positions={"j1": batch[[0, 2]]})).all()


BALL = """<sdf version="1.10"><model name="m"><link name="a"/>
<link name="b"><pose>1 0 0 0 0 0</pose></link>
<joint name="j" type="ball"><parent>a</parent><child>b</child></joint></model></sdf>"""


@pytest.mark.parametrize("scale", [1e300, 1e-200, 1e-300, 1.0])
def test_a_ball_quaternion_of_any_size_is_its_rotation(scale: float) -> None:
    document = sdformat_semantics.load(BALL)
    unit = np.array([0.2, -0.4, 0.1, 0.8])
    expected = document.pose("b", relative_to="a", positions={"j": unit})
    found = document.pose("b", relative_to="a", positions={"j": unit * scale})
    assert isinstance(found, Pose) and found.isclose(expected)


def test_a_subnormal_ball_quaternion_is_its_rotation() -> None:
    """Half a turn about x, written with the smallest double there is."""
    document = sdformat_semantics.load(BALL)
    found = document.pose("b", relative_to="a", positions={"j": [5e-324, 0.0, 0.0, 0.0]})
    assert isinstance(found, Pose)
    assert found.isclose(Pose(position=(1, 0, 0), quaternion=(1, 0, 0, 0)))


@pytest.mark.parametrize("vector", [[1e300, 1e300, 1e300], [1.7e308, 1.7e308, 0.0], [1e-320, 0, 0]])
def test_a_ball_rotation_vector_of_any_length_is_a_rotation(vector: list[float]) -> None:
    document = sdformat_semantics.load(BALL)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        found = document.pose("b", relative_to="a", positions={"j": np.array([vector, vector])})
    assert np.isfinite(found).all()
    assert np.allclose(found[:, :3, :3] @ np.swapaxes(found[:, :3, :3], 1, 2), np.eye(3))


def test_a_follower_pushed_past_a_double_is_a_position_error() -> None:
    document = sdformat_semantics.load(
        """<sdf version="1.10"><model name="m"><link name="a"/><link name="b"/><link name="c"/>
        <joint name="leader" type="prismatic"><parent>a</parent><child>b</child>
          <axis><xyz>1 0 0</xyz><limit><lower>-inf</lower><upper>inf</upper></limit></axis></joint>
        <joint name="follower" type="prismatic"><parent>b</parent><child>c</child>
          <axis><xyz>1 0 0</xyz><limit><lower>-inf</lower><upper>inf</upper></limit>
          <mimic joint="leader"><multiplier>1e10</multiplier></mimic></axis></joint>
        </model></sdf>"""
    )
    assert document.valid, document.errors
    with pytest.raises(ConfigurationError) as raised:
        document.pose("c", positions={"leader": np.array([1.0, 1e300, 2.0])})
    [error] = raised.value.problems
    assert error.code.value == "JOINT_POSITION_INVALID"
    assert "in 1 of 3 configurations (first: #1)" in error.message


def test_a_screw_with_a_zero_legacy_thread_pitch_stays_put_at_zero() -> None:
    """``thread_pitch`` 0 is an infinite pitch: no NaN at the zero position."""
    document = sdformat_semantics.load(
        """<sdf version="1.8"><model name="m"><link name="a"/><link name="b"/>
        <joint name="s" type="screw"><parent>a</parent><child>b</child>
          <thread_pitch>0</thread_pitch><axis><xyz>0 0 1</xyz></axis></joint></model></sdf>"""
    )
    found = document.pose("b", positions={"s": np.array([0.0, 0.0])})
    assert np.allclose(found, np.eye(4))


def _chain_of_revolutes(links: int) -> sdformat_semantics.Document:
    body = "".join(
        f'<link name="l{i}"><pose relative_to="{f"l{i - 1}" if i else "__model__"}">'
        "0.1 0 0 0 0 0.1</pose></link>"
        for i in range(links)
    ) + "".join(
        f'<joint name="j{i}" type="revolute"><parent>l{i - 1}</parent><child>l{i}</child>'
        "<axis><xyz>0 0 1</xyz></axis></joint>"
        for i in range(1, links)
    )
    document = sdformat_semantics.load(f'<sdf version="1.10"><model name="m">{body}</model></sdf>')
    assert document.valid
    return document


def _peak(links: int, count: int) -> tuple[int, int]:
    """Peak traced memory of one batched pose of the chain's last link, and the answer's size."""
    document = _chain_of_revolutes(links)
    positions = {f"j{i}": np.linspace(-1.0, 1.0, count) for i in range(1, links)}
    document.pose(f"l{links - 1}", positions={k: v[:2] for k, v in positions.items()})  # warm
    tracemalloc.start()
    try:
        found = document.pose(f"l{links - 1}", positions=positions)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return peak, int(found.nbytes)


@pytest.mark.slow
def test_a_batched_pose_takes_memory_for_its_answer_not_for_every_link() -> None:
    """8 times the links at the same batch: about the same peak (it was 8 times the peak)."""
    count = 20_000
    few, answer = _peak(10, count)
    many, _ = _peak(80, count)
    assert many < 1.3 * few
    assert many < answer + 4 * 1024 * 1024  # the answer, and a chunk's poses of a few links


@pytest.mark.slow
def test_a_batched_pose_takes_memory_in_proportion_to_its_answer() -> None:
    small, small_answer = _peak(40, 10_000)
    large, large_answer = _peak(40, 40_000)
    assert large_answer == 4 * small_answer
    assert large - small < 1.3 * (large_answer - small_answer)


def test_an_unnamed_element_placed_past_a_double_is_refused_with_its_code() -> None:
    """A visual at 1.7e308 on a link at 1.7e308: ``pose_of`` says so, not OverflowError."""
    document = sdformat_semantics.load(
        """<sdf version="1.10"><model name="m"><link name="l"><pose>1.7e308 0 0 0 0 0</pose>
        <visual name="v"><pose>1.7e308 0 0 0 0 0</pose>
          <geometry><box><size>1 1 1</size></box></geometry></visual></link></model></sdf>"""
    )
    assert document.root is not None and document.root.model is not None
    visual = document.root.model.links[0].visuals[0]
    with pytest.raises(PoseNotFiniteError) as raised:
        document.pose_of(visual)
    assert [p.code.value for p in raised.value.problems] == ["POSE_NOT_FINITE"]


@pytest.mark.parametrize("limit", [-1.7976931348623157e308, -1e300, 1e300])
def test_a_position_a_double_s_range_away_from_its_limit_is_reported_quietly(limit: float) -> None:
    """Its distance from the limit overflows: it is beyond the limit all the same."""
    document = sdformat_semantics.load(
        "<sdf version='1.11'><model name='m'><link name='a'/><link name='b'/>"
        "<joint name='j' type='prismatic'><parent>a</parent><child>b</child><axis><xyz>1 0 0</xyz>"
        f"<limit><lower>{-abs(limit)!r}</lower><upper>{-abs(limit) / 2!r}</upper></limit>"
        "</axis></joint></model></sdf>"
    )
    assert document.valid, document.errors
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for position in (1.7976931348623157e308, [1.7976931348623157e308, -abs(limit)]):
            with pytest.raises(ConfigurationError) as raised:
                document.pose("b", positions={"j": position}, strict=True)
            codes = {p.code.value for p in raised.value.problems}
            assert codes == {"JOINT_POSITION_LIMIT"}, raised.value.problems

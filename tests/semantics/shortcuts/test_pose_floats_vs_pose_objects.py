"""Poses resolved in plain floats against Pose objects composed edge by edge: bit for bit the same.

Poses are resolved in plain floats (``PoseValues``) bit for bit as ``Pose`` objects compose.

The frame graphs keep each pose edge and each resolved pose as seven floats
and make a ``Pose`` only for the pose a caller asks for. The reference here is
the route that came before, written out: ``Pose`` arithmetic on the arrays
(``tolist``, then the float formulas, then a new pose over fresh buffers), and
pose resolution composing ``Pose`` objects edge by edge. Results are compared
as bytes, so ``-0.0``, the quaternion's sign and every last bit count.
"""

from __future__ import annotations

import itertools
import math
import random
import struct
from pathlib import Path

import attrs
import numpy as np
import pytest

import sdformat_semantics
from sdformat_runtime.values import parse_pose
from sdformat_semantics import ParserConfig
from sdformat_semantics.frames import FrameGraphs, FrameKind, PoseEdge
from sdformat_semantics.frames.poses import _pose_of_text
from sdformat_semantics.geometry.pose import Pose, pose_of_values, rpy_values, values_of
from sdformat_semantics.geometry.pose_values import (
    IDENTITY_VALUES,
    NORM_SLACK,
    PLAINLY_UNIT,
    PoseValues,
    compose_values,
    inverse_values,
)

DATA = Path(__file__).resolve().parents[2] / "data"

# ---------------------------------------------------------------- the reference: Pose arithmetic


def _ref_rotate(q: list[float], v: list[float]) -> tuple[float, float, float]:
    x, y, z, w = q
    vx, vy, vz = v
    tx, ty, tz = 2.0 * (y * vz - z * vy), 2.0 * (z * vx - x * vz), 2.0 * (x * vy - y * vx)
    return (
        vx + w * tx + (y * tz - z * ty),
        vy + w * ty + (z * tx - x * tz),
        vz + w * tz + (x * ty - y * tx),
    )


def _ref_trusted(position: tuple[float, ...], quaternion: tuple[float, ...]) -> Pose:
    x, y, z, w = quaternion
    norm = math.sqrt(x * x + y * y + z * z + w * w)
    if abs(norm - 1.0) > NORM_SLACK:
        x, y, z, w = x / norm, y / norm, z / norm, w / norm
    for component in (w, x, y, z):
        if component != 0.0:
            if component < 0.0:
                x, y, z, w = -x, -y, -z, -w
            break
    pose = object.__new__(Pose)
    position_bytes = struct.pack("3d", *[v + 0.0 for v in position])
    quaternion_bytes = struct.pack("4d", x + 0.0, y + 0.0, z + 0.0, w + 0.0)
    object.__setattr__(pose, "position", np.frombuffer(position_bytes, dtype=np.float64))
    object.__setattr__(pose, "quaternion", np.frombuffer(quaternion_bytes, dtype=np.float64))
    return pose


def ref_matmul(a: Pose, b: Pose) -> Pose:
    """``a @ b`` as ``Pose.__matmul__`` computed it on its arrays."""
    q = a.quaternion.tolist()
    px, py, pz = a.position.tolist()
    rx, ry, rz = _ref_rotate(q, b.position.tolist())
    ax, ay, az, aw = q
    bx, by, bz, bw = b.quaternion.tolist()
    product = (
        aw * bx + ax * bw + ay * bz - az * by,
        aw * by - ax * bz + ay * bw + az * bx,
        aw * bz + ax * by - ay * bx + az * bw,
        aw * bw - ax * bx - ay * by - az * bz,
    )
    position: tuple[float, ...] = (px + rx, py + ry, pz + rz)
    if not all(map(math.isfinite, position)):
        offset = b.position.tolist()
        scale = max(abs(v) for v in offset)
        sx, sy, sz = _ref_rotate(q, [v / scale for v in offset])
        position = (px + sx * scale, py + sy * scale, pz + sz * scale)
    if not all(map(math.isfinite, position)):
        raise OverflowError(
            f"composing poses at {a.position.tolist()} and {b.position.tolist()} "
            "leaves the range of a double"
        )
    return _ref_trusted(position, product)


def ref_inverse(a: Pose) -> Pose:
    """``a.inverse()`` as computed on the arrays, where its position fits a double.

    Where rotating the position overflowed, the inverse used to hold inf or nan
    (and composing it then divided by zero); it is now rotated scaled down, as
    ``@`` does, and an inverse that does not fit raises ``OverflowError``.
    """
    x, y, z, w = a.quaternion.tolist()
    conjugate = (-x, -y, -z, w)
    px, py, pz = _ref_rotate(list(conjugate), a.position.tolist())
    if not all(map(math.isfinite, (px, py, pz))):
        scale = max(abs(v) for v in a.position.tolist())
        sx, sy, sz = _ref_rotate(list(conjugate), [v / scale for v in a.position.tolist()])
        px, py, pz = sx * scale, sy * scale, sz * scale
        if not all(map(math.isfinite, (px, py, pz))):
            raise OverflowError(
                f"inverting the pose at {a.position.tolist()} leaves the range of a double"
            )
    return _ref_trusted((-px, -py, -pz), conjugate)


def ref_from_rpy(x: float, y: float, z: float, roll: float, pitch: float, yaw: float) -> Pose:
    cr, sr = math.cos(roll / 2), math.sin(roll / 2)
    cp, sp = math.cos(pitch / 2), math.sin(pitch / 2)
    cy, sy = math.cos(yaw / 2), math.sin(yaw / 2)
    quaternion = (
        sr * cp * cy - cr * sp * sy,
        cr * sp * cy + sr * cp * sy,
        cr * cp * sy - sr * sp * cy,
        cr * cp * cy + sr * sp * sy,
    )
    qx, qy, qz, qw = quaternion
    plain = all(type(v) is float and math.isfinite(v) for v in (x, y, z))
    if plain and abs(qx * qx + qy * qy + qz * qz + qw * qw - 1.0) <= PLAINLY_UNIT:
        return _ref_trusted((x, y, z), quaternion)
    return Pose(position=(x, y, z), quaternion=quaternion)


def bits(pose: Pose | None) -> bytes | None:
    """Every bit of a pose (None stays None)."""
    return None if pose is None else pose.position.tobytes() + pose.quaternion.tobytes()


def value_bits(values: PoseValues) -> bytes:
    return struct.pack("7d", *values)


# ---------------------------------------------------------------- generated poses

HUGE = 1.7e308
SPECIAL_QUATERNIONS = [
    (0.0, 0.0, 1.0, 0.0),  # half turns: w == 0, the sign decided by x, y, z
    (0.0, -1.0, 0.0, 0.0),
    (-1.0, 0.0, 0.0, 0.0),
    (0.0, 0.0, -1.0, -0.0),
    (1.0, 1.0, 0.0, 0.0),  # not unit length
    (0.5, -0.5, 0.5, -0.5),  # negative w
    (0.0, 0.0, 0.0, -1.0),
    (1e-3, 2e-3, -3e-3, 4e-3),  # far from unit
    (1e3, -2e3, 3e3, 4e3),
    (0.0, 0.0, 0.0, 1.0 + 1e-15),  # within the slack: kept as is
    (0.0, 0.0, 0.0, 1.0 + 1e-14),  # beyond it: normalised
    (-0.0, -0.0, -0.0, 1.0),
]


def random_pose(rng: random.Random) -> Pose:
    kind = rng.randrange(8)
    if kind == 0:
        return ref_from_rpy(*(rng.uniform(-10, 10) for _ in range(6)))
    if kind == 1:  # angles written in degrees
        position = [rng.uniform(-5, 5) for _ in range(3)]
        angles = [
            math.radians(rng.choice([0.0, 90.0, 180.0, -90.0, 45.0, 360.0])) for _ in range(3)
        ]
        return ref_from_rpy(*position, *angles)
    if kind == 2:
        quaternion = rng.choice(SPECIAL_QUATERNIONS)
        return Pose(position=[rng.uniform(-3, 3) for _ in range(3)], quaternion=quaternion)
    if kind == 3:  # a random quaternion, any sign and length
        quaternion = [rng.uniform(-2, 2) for _ in range(4)]
        return Pose(position=[rng.uniform(-3, 3) for _ in range(3)], quaternion=quaternion)
    if kind == 4:  # offsets near a double's limit: rotated, their products overflow
        position = [rng.choice([HUGE, -HUGE, 1e308, 0.0, 1.0]) for _ in range(3)]
        return ref_from_rpy(
            *position, *(rng.choice([0.0, 0.7853981633974483, 3.0]) for _ in range(3))
        )
    if kind == 5:  # negative zeros everywhere they can be written
        return ref_from_rpy(-0.0, -0.0, rng.choice([-0.0, 1.0]), -0.0, -0.0, -0.0)
    if kind == 6:
        return Pose.identity()
    return ref_from_rpy(
        *(rng.uniform(-1e6, 1e6) for _ in range(3)), *(rng.uniform(-4, 4) for _ in range(3))
    )


def _outcome(compute: object) -> bytes | str:
    """Bits of the result, or the exception's type and message."""
    try:
        result = compute()  # type: ignore[operator]
    except (OverflowError, ZeroDivisionError) as error:
        return f"{type(error).__name__}: {error}"
    return value_bits(result) if isinstance(result, tuple) else bits(result)  # type: ignore[return-value]


POSE_PAIRS = 3000


def test_the_generated_poses_reach_every_special_case() -> None:
    rng = random.Random(20)
    poses = [random_pose(rng) for _ in range(200)]
    quaternions = {tuple(p.quaternion.tolist()) for p in poses}
    assert any(q[3] == 0.0 for q in quaternions)  # half turns
    assert any(max(abs(v) for v in p.position.tolist()) > 1e308 for p in poses)
    outcomes = []
    for a, b in itertools.pairwise(poses):
        outcomes.append(_outcome(lambda a=a, b=b: ref_matmul(a, b)))
    assert any(isinstance(o, str) for o in outcomes)  # some overflow
    inverses = [_outcome(lambda p=p: ref_inverse(p)) for p in poses]
    assert any(isinstance(o, str) for o in inverses)  # an inverse that does not fit
    assert any(  # and ones that fit only when rotated scaled down
        not isinstance(found, str) and not all(map(math.isfinite, _rotated_back(pose)))
        for pose, found in zip(poses, inverses, strict=True)
    )


def _rotated_back(pose: Pose) -> tuple[float, float, float]:
    x, y, z, w = pose.quaternion.tolist()
    return _ref_rotate([-x, -y, -z, w], pose.position.tolist())


def test_composing_values_is_pose_composition_bit_for_bit() -> None:
    rng = random.Random(1)
    poses = [random_pose(rng) for _ in range(400)]
    for _ in range(POSE_PAIRS):
        a, b = rng.choice(poses), rng.choice(poses)
        expected = _outcome(lambda a=a, b=b: ref_matmul(a, b))
        assert _outcome(lambda a=a, b=b: compose_values(values_of(a), values_of(b))) == expected
        assert _outcome(lambda a=a, b=b: a @ b) == expected  # Pose @ takes the same route


def test_inverting_values_is_pose_inversion_bit_for_bit() -> None:
    rng = random.Random(2)
    for _ in range(POSE_PAIRS):
        pose = random_pose(rng)
        expected = _outcome(lambda pose=pose: ref_inverse(pose))
        assert _outcome(lambda pose=pose: inverse_values(values_of(pose))) == expected
        assert _outcome(lambda pose=pose: pose.inverse()) == expected


def test_values_round_trip_through_a_pose() -> None:
    rng = random.Random(3)
    for _ in range(500):
        pose = random_pose(rng)
        values = values_of(pose)
        again = pose_of_values(values)
        assert again == pose and bits(again) == bits(pose) and hash(again) == hash(pose)
        assert not again.position.flags.writeable and not again.quaternion.flags.writeable
        assert again.position.shape == (3,) and again.quaternion.shape == (4,)
    assert values_of(Pose.identity()) == IDENTITY_VALUES


@pytest.mark.parametrize(
    "numbers",
    [
        (1.0, 2.0, 3.0, 0.1, 0.2, 0.3),
        (-0.0, -0.0, -0.0, -0.0, -0.0, -0.0),
        (HUGE, -HUGE, 0.0, 3.141592653589793, 0.0, -1.5707963267948966),
        (0.0, 0.0, 0.0, 1e300, -1e300, 7.0),  # angles past any useful turn
        (1e-320, 0.0, 0.0, 1e-320, 0.0, 0.0),  # subnormals
    ],
)
def test_rpy_values_are_from_rpy_bit_for_bit(numbers: tuple[float, ...]) -> None:
    expected = bits(ref_from_rpy(*numbers))
    assert value_bits(rpy_values(*numbers)) == expected
    assert bits(Pose.from_rpy(*numbers)) == expected


def test_random_rpy_values_are_from_rpy_bit_for_bit() -> None:
    rng = random.Random(4)
    for _ in range(2000):
        numbers = [
            rng.choice([rng.uniform(-7, 7), -0.0, 0.0, rng.uniform(-1e9, 1e9)]) for _ in range(6)
        ]
        assert value_bits(rpy_values(*numbers)) == bits(ref_from_rpy(*numbers))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "0 0 0 0 0 0",
        "-0 -0 -0 -0 -0 -0",
        "1 2 3 0.1 0.2 0.3",
        "1e308 -1.7e308 0 3.14159 0 1.5707963",
        " 1\n2\t3 90 -45 180 ",
        "1.0e-3 +2 -3 1e-320 0 0",
    ],
)
@pytest.mark.parametrize("degrees", [False, True])
def test_pose_text_is_read_as_from_sdf_reads_it(text: str, degrees: bool) -> None:
    numbers = parse_pose(text).tolist()
    if degrees:
        numbers[3:] = [math.radians(v) for v in numbers[3:]]
    expected = bits(ref_from_rpy(*numbers))
    assert value_bits(_pose_of_text(text, degrees)) == expected
    assert bits(Pose.from_sdf(parse_pose(text), degrees=degrees)) == expected


def test_a_pose_edge_made_from_a_pose_gives_an_equal_pose() -> None:
    rng = random.Random(5)
    for _ in range(50):
        pose = random_pose(rng)
        edge = PoseEdge("parent", pose)
        assert edge.pose == pose and bits(edge.pose) == bits(pose)
        assert edge == PoseEdge("parent", values=values_of(pose))
        assert hash(edge) == hash(PoseEdge("parent", pose))
        assert attrs.evolve(edge, parent="other") == PoseEdge("other", pose)
        assert repr(edge) == f"PoseEdge(parent='parent', pose={pose!r}, placement=None)"
    placed = PoseEdge("world", Pose.identity(), "m::f")
    assert placed.placement == "m::f" and placed.pose == Pose.identity()
    with pytest.raises(TypeError, match="needs a pose"):
        PoseEdge("parent")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        placed.parent = "x"  # type: ignore[misc]


FAR = "1.2e308 1.2e308 0 0 0 0.7853981633974483"
"""A model whose offset fits a double but whose rotated offset overflows in its products."""


def test_a_frame_in_a_far_rotated_model_is_resolved_not_a_crash() -> None:
    model = f'<model name="m"><pose>{FAR}</pose><link name="l"/></model>'
    document = sdformat_semantics.load(f'<sdf version="1.12"><world name="w">{model}</world></sdf>')
    assert document.valid, document.errors
    found = document.pose("world", relative_to="m")  # was a ZeroDivisionError
    placed = document.pose("m")
    scale = 1e308
    expected = -(placed.rotation_matrix().T @ (placed.position / scale)) * scale
    assert np.allclose(found.position / scale, expected / scale, rtol=0, atol=1e-12)
    assert found.quaternion.tolist() == placed.inverse().quaternion.tolist()
    assert all(map(math.isfinite, found.position.tolist()))


def test_an_inverse_past_a_double_is_no_pose() -> None:
    """Offsets whose length exceeds a double have no representable inverse once rotated."""
    far = "1.7e308 1.7e308 0 0 0 0.7853981633974483"
    model = f'<model name="m"><pose>{far}</pose><link name="l"/></model>'
    document = sdformat_semantics.load(f'<sdf version="1.12"><world name="w">{model}</world></sdf>')
    assert document.valid, document.errors  # each pose in the world fits
    with pytest.raises(sdformat_semantics.FrameLookupError, match="cannot be resolved"):
        document.pose("world", relative_to="m")
    with pytest.raises(OverflowError, match="inverting the pose"):
        document.pose("m").inverse()


# ---------------------------------------------------------------- the reference: pose resolution


class ReferenceResolver:
    """Pose resolution as it was done with ``Pose`` objects, edge by edge."""

    def __init__(self, graphs: FrameGraphs) -> None:
        self.graphs = graphs
        self.known: dict[str, Pose | None] = {}
        self.overflowed: set[str] = set()

    def composed(self, vertex: str, first: Pose, second: Pose) -> Pose | None:
        try:
            return ref_matmul(first, second)
        except OverflowError:
            self.overflowed.add(vertex)
            return None

    def edge_pose(self, vertex: str, edge: PoseEdge) -> Pose | None:
        if edge.placement is None:
            return edge.pose
        placed = self.below(edge.placement, vertex)
        inverse = None if placed is None else self.inverted(vertex, placed)
        return None if inverse is None else self.composed(vertex, edge.pose, inverse)

    def inverted(self, vertex: str, pose: Pose) -> Pose | None:
        try:
            return ref_inverse(pose)
        except OverflowError:
            self.overflowed.add(vertex)
            return None

    def below(self, vertex: str, ancestor: str) -> Pose | None:
        result = Pose.identity()
        current, steps = vertex, 0
        while current != ancestor:
            edge = self.graphs.pose_edges.get(current)
            steps += 1
            if edge is None or steps > len(self.graphs.vertices):
                return None
            local = self.edge_pose(current, edge)
            if local is None:
                return None
            composed = self.composed(vertex, local, result)
            if composed is None:
                return None
            result, current = composed, edge.parent
        return result

    def in_origin(self, vertex: str) -> Pose | None:
        origin = self.graphs.origin
        if vertex == origin:
            return Pose.identity()
        if vertex in self.known:
            return self.known[vertex]
        chain: list[str] = []
        current = vertex
        while current != origin and current not in self.known:
            if current in chain:
                return None
            chain.append(current)
            edge = self.graphs.pose_edges.get(current)
            if edge is None:
                for name in chain:
                    self.known[name] = None
                return None
            current = edge.parent
        known = self.known.get(current) if current != origin else Pose.identity()
        for name in reversed(chain):
            edge = self.graphs.pose_edges[name]
            if known is None:
                self.known[name] = None
                if edge.parent in self.overflowed:
                    self.overflowed.add(name)
                continue
            local = self.edge_pose(name, edge)
            known = None if local is None else self.composed(name, known, local)
            self.known[name] = known
        return self.known[vertex]

    def relative(self, vertex: str, relative_to: str) -> Pose | None:
        if vertex == relative_to:
            return Pose.identity()
        target = self.in_origin(vertex)
        if relative_to == self.graphs.origin and target is not None:
            return target
        base = self.in_origin(relative_to)
        if target is None or base is None:
            return None
        inverse = self.inverted(vertex, base)
        return None if inverse is None else self.composed(vertex, inverse, target)


def assert_resolved_as_reference(document: sdformat_semantics.Document, seed: int) -> None:
    """Every vertex in the origin, and pairs of vertices, against the reference."""
    rng = random.Random(seed)
    for graphs in document.graphs.values():
        reference = ReferenceResolver(graphs)
        vertices = sorted(graphs.vertices)
        for vertex in vertices:
            assert bits(graphs.pose_in_origin(vertex)) == bits(reference.in_origin(vertex)), vertex
        assert graphs.overflowed == reference.overflowed
        assert graphs.overflowing() == sorted(reference.overflowed)
        for vertex in vertices:
            for other in {graphs.origin, *rng.sample(vertices, min(4, len(vertices)))}:
                found = graphs.relative_pose(vertex, other)
                assert bits(found) == bits(reference.relative(vertex, other)), (vertex, other)
            found = graphs.pose_below(vertex, graphs.origin)
            assert bits(found) == bits(reference.below(vertex, graphs.origin)), vertex
        assert graphs.overflowed == reference.overflowed
    graphs = document.graphs[next(iter(document.graphs))] if document.graphs else None
    if graphs is not None and graphs.root == "world" and len(document.graphs) == 1:
        for vertex, item in graphs.vertices.items():
            if item.kind is FrameKind.LINK and graphs.pose_in_origin(vertex) is not None:
                assert document.pose(vertex) == graphs.pose_in_origin(vertex)


# ---------------------------------------------------------------- generated documents


def _pose_element(rng: random.Random, relative_to: str = "") -> str:
    attribute = f' relative_to="{relative_to}"' if relative_to else ""
    kind = rng.randrange(9)
    if kind == 0:
        return ""  # no <pose>: the identity
    if kind == 1:
        numbers = [rng.choice([90, -45, 180, 30, 0]) for _ in range(3)]
        text = f"{rng.uniform(-3, 3)} 0 {rng.uniform(-3, 3)} " + " ".join(map(str, numbers))
        return f'<pose{attribute} degrees="true">{text}</pose>'
    if kind == 2:
        quaternion = " ".join(repr(v) for v in rng.choice(SPECIAL_QUATERNIONS))
        return f'<pose{attribute} rotation_format="quat_xyzw">1 -2 0.5 {quaternion}</pose>'
    if kind == 3:
        offsets = " ".join(rng.choice(["1.2e308", "-1.2e308", "0", "1e308"]) for _ in range(3))
        angles = " ".join(rng.choice(["0", "0.7853981633974483", "3"]) for _ in range(3))
        return f"<pose{attribute}>{offsets} {angles}</pose>"
    if kind == 4:
        return f"<pose{attribute}>-0 -0 -0 -0 -0 -0</pose>"
    if kind == 5:
        return f"<pose{attribute}></pose>"
    numbers = " ".join(repr(rng.uniform(-4, 4)) for _ in range(6))
    return f"<pose{attribute}>{numbers}</pose>"


def _model(
    rng: random.Random, name: str, placement: bool, cycle: bool, relative_to: str = ""
) -> str:
    placement_attribute = ""
    if placement:
        placement_attribute = f' placement_frame="{rng.choice(["l1", "f1", "inner::il", "l0"])}"'
    pose = _pose_element(rng, relative_to)
    if relative_to and not pose:
        pose = f'<pose relative_to="{relative_to}"/>'
    f0_relative = "f1" if cycle else "l1"
    return (
        f'<model name="{name}"{placement_attribute}>{pose}'
        f'<link name="l0">{_pose_element(rng)}</link>'
        f'<link name="l1">{_pose_element(rng, "l0")}</link>'
        f'<frame name="f0" attached_to="l1">{_pose_element(rng, f0_relative)}</frame>'
        f'<frame name="f1">{_pose_element(rng, "f0")}</frame>'
        f'<joint name="j" type="revolute"><parent>l0</parent><child>l1</child>'
        f"{_pose_element(rng)}<axis><xyz>0 0 1</xyz></axis></joint>"
        f'<model name="inner">{_pose_element(rng, "f1")}'
        f'<link name="il">{_pose_element(rng)}</link></model>'
        "</model>"
    )


def generated_world(seed: int) -> str:
    """Twelve models, some placed by a placement frame or relative to the one before."""
    rng = random.Random(seed)
    models = []
    for index in range(12):
        relative_to = ""
        if index and rng.random() < 0.4:
            before = f"m{index - 1}"
            relative_to = rng.choice([before, f"{before}::l1", f"{before}::inner::il"])
        placement, cycle = rng.random() < 0.3, rng.random() < 0.1
        models.append(_model(rng, f"m{index}", placement, cycle, relative_to))
    frames = '<frame name="wf">' + _pose_element(rng, "m0::f1") + "</frame>"
    return f'<sdf version="1.12"><world name="w">{"".join(models)}{frames}</world></sdf>'


def generated_model(seed: int) -> str:
    """A root model: its graphs' origin is ``__root__``, above the model's own pose."""
    rng = random.Random(seed)
    return f'<sdf version="1.12">{_model(rng, "root", False, rng.random() < 0.2)}</sdf>'


SEEDS = range(40)


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("seed", SEEDS)
def test_generated_worlds_resolve_as_pose_composition_does(seed: int, lazy: bool) -> None:
    document = sdformat_semantics.load(generated_world(seed), config=ParserConfig(lazy=lazy))
    assert document.graphs
    assert_resolved_as_reference(document, seed)


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("seed", range(15))
def test_generated_models_resolve_as_pose_composition_does(seed: int, lazy: bool) -> None:
    document = sdformat_semantics.load(generated_model(seed), config=ParserConfig(lazy=lazy))
    assert_resolved_as_reference(document, seed)


def test_the_generated_documents_hold_every_case() -> None:
    """Overflow, placement frames, cycles, half turns and broken chains all occur."""
    seen: dict[str, bool] = {}
    for seed in SEEDS:
        document = sdformat_semantics.load(generated_world(seed))
        graphs = next(iter(document.graphs.values()))
        overflowing = graphs.overflowing()
        seen["overflow"] = seen.get("overflow", False) or bool(overflowing)
        seen["placement"] = seen.get("placement", False) or any(
            e.placement for e in graphs.pose_edges.values()
        )
        seen["cycle"] = seen.get("cycle", False) or any(
            e.code.name == "POSE_RELATIVE_TO_CYCLE" for e in document.errors
        )
        seen["half turn"] = seen.get("half turn", False) or any(
            e.values[6] == 0.0 for e in graphs.pose_edges.values()
        )
        seen["unresolved"] = seen.get("unresolved", False) or any(
            graphs.pose_in_origin(v) is None for v in graphs.vertices
        )
        resolved = [graphs.pose_in_origin(v) for v in graphs.vertices]
        seen["huge"] = seen.get("huge", False) or any(
            p is not None and max(abs(v) for v in p.position.tolist()) > 1e307 for p in resolved
        )
    assert all(seen.values()), seen


# ---------------------------------------------------------------- vendored real documents

CORPUS = sorted(
    path
    for pattern in ("**/*.sdf", "**/*.world", "**/*.urdf")
    for path in DATA.glob(pattern)
    if "fuzz" not in path.parts or path.name == "huge_pose_values.sdf"
)


def test_the_corpus_is_there() -> None:
    assert len(CORPUS) > 100


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: str(p.relative_to(DATA)))
def test_vendored_documents_resolve_as_pose_composition_does(path: Path) -> None:
    document = sdformat_semantics.load(path)
    assert_resolved_as_reference(document, len(path.name))


# ---------------------------------------------------------------- shortcuts of the float route

UNROTATED_QUATERNIONS = [(0.0, 0.0, 0.0, 1.0), (-0.0, 0.0, -0.0, 1.0), (-0.0, -0.0, -0.0, 1.0)]
AWKWARD_NUMBERS = [
    0.0,
    -0.0,
    1.0,
    -2.5,
    5e-324,  # subnormal
    -5e-324,
    1e-300,
    HUGE,
    -HUGE,
    1e308,
    math.inf,
    -math.inf,
    math.nan,
]


def _awkward_values(rng: random.Random) -> tuple[float, ...]:
    """Seven floats, valid or not: ``compose_values`` must agree with its general formula on all."""
    if rng.random() < 0.5:
        values = values_of(random_pose(rng))
        return tuple(rng.choice(AWKWARD_NUMBERS) if rng.random() < 0.2 else v for v in values)
    return tuple(rng.choice([*AWKWARD_NUMBERS, rng.uniform(-9, 9)]) for _ in range(7))


def _nan_aware_outcome(compute: object) -> bytes | str:
    """``_outcome`` with every NaN as one spelling (the formulas may differ in a NaN's payload)."""
    try:
        result = compute()  # type: ignore[operator]
    except (OverflowError, ZeroDivisionError) as error:
        return f"{type(error).__name__}: {error}"
    x, y, z, qx, qy, qz, qw = (math.nan if v != v else v for v in result)
    return value_bits((x, y, z, qx, qy, qz, qw))


def test_composing_after_an_unrotated_pose_gives_the_general_formulas_bits() -> None:
    """``compose_values`` adds the offsets when ``a`` does not rotate: the same bits, always.

    Unrotated ``a`` (negative zeros in its quaternion too) against valid poses,
    poses with signed zeros, subnormals, offsets near a double's range, and
    numbers no valid pose holds (infinities, NaN), which must take the general
    formula's route.
    """
    from sdformat_semantics.geometry.pose_values import _compose_rotated

    rng = random.Random(21)
    reached = {"shortcut": 0, "neither rotates": 0, "general": 0, "overflow": 0}
    for _ in range(POSE_PAIRS * 2):
        position = [rng.choice([*AWKWARD_NUMBERS[:10], rng.uniform(-9, 9)]) for _ in range(3)]
        a = (*position, *rng.choice(UNROTATED_QUATERNIONS))
        b = _awkward_values(rng)
        expected = _nan_aware_outcome(lambda a=a, b=b: _compose_rotated(a, b))
        found = _nan_aware_outcome(lambda a=a, b=b: compose_values(a, b))
        assert found == expected, (a, b)
        sums = [p + v for p, v in zip(a[:3], b[:3], strict=True)]
        if isinstance(found, str):
            reached["overflow"] += 1
        elif all(map(math.isfinite, sums)) and b[3:] in UNROTATED_QUATERNIONS:
            reached["neither rotates"] += 1
        elif all(map(math.isfinite, sums + list(b[3:]))):
            reached["shortcut"] += 1
        else:
            reached["general"] += 1
    assert all(count > 50 for count in reached.values()), reached
    # And valid poses against ``Pose`` arithmetic written out.
    for _ in range(POSE_PAIRS):
        x, y, z = (rng.uniform(-1e6, 1e6) for _ in range(3))
        a_pose = pose_of_values((x, y, z, 0.0, 0.0, 0.0, 1.0))
        b_pose = random_pose(rng)
        expected = _outcome(lambda a=a_pose, b=b_pose: ref_matmul(a, b))
        found = _outcome(lambda a=a_pose, b=b_pose: compose_values(values_of(a), values_of(b)))
        assert found == expected


def test_composing_with_the_identity_gives_the_first_poses_bits() -> None:
    """A frame without a pose of its own is resolved as its parent's pose, not composed.

    The graphs skip ``compose_values(parent, IDENTITY_VALUES)`` for an edge
    holding ``IDENTITY_VALUES`` (a link written without ``<pose>``): the bits
    must be the parent's, for every pose the graphs can hold (each made by
    the converters or a composition, hence canonical), near a double's range too.
    """
    rng = random.Random(22)
    poses = [random_pose(rng) for _ in range(POSE_PAIRS)]
    composed = []
    for a, b in itertools.pairwise(poses):
        try:
            composed.append(compose_values(values_of(a), values_of(b)))
        except OverflowError:
            continue
    for values in [*map(values_of, poses), *composed]:
        assert value_bits(compose_values(values, IDENTITY_VALUES)) == value_bits(values), values
    assert len(composed) > POSE_PAIRS // 2


@pytest.mark.parametrize("order", ["sorted", "reversed", "shuffled", "links first"])
@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("seed", range(0, 40, 3))
def test_resolving_in_any_order_gives_the_reference_poses(
    seed: int, lazy: bool, order: str
) -> None:
    """A frame whose pose parent is resolved takes one composition: whatever was asked before.

    Each order leaves different frames memoised when a vertex is asked, so
    each takes the one-step route for different vertices (and the long way
    for the others); every pose, every missing one and every overflow noted
    must match the reference resolver.
    """
    for text in (generated_world(seed), generated_model(seed)):
        document = sdformat_semantics.load(text, config=ParserConfig(lazy=lazy))
        for graphs in document.graphs.values():
            graphs._resolved.clear()  # what the load's overflow check resolved: this order first
            graphs.overflowed.clear()
            reference = ReferenceResolver(graphs)
            vertices = sorted(graphs.vertices)
            if order == "reversed":
                vertices.reverse()
            elif order == "shuffled":
                random.Random(seed).shuffle(vertices)
            elif order == "links first":
                vertices.sort(key=lambda v: graphs.vertices[v].kind is not FrameKind.LINK)
            for vertex in vertices:
                found = graphs.pose_in_origin(vertex)
                assert bits(found) == bits(reference.in_origin(vertex)), vertex
                assert bits(graphs.pose_in_origin(vertex)) == bits(found), vertex  # asked again
            assert graphs.overflowed == reference.overflowed


def _query_the_long_way(document: sdformat_semantics.Document, name: str) -> bytes | str:
    """``document.pose(name)`` as it was answered before its shortcut: by name, then relative."""
    from sdformat_semantics.frames.lookup import FrameLookupError, resolved_pose, vertex_named

    try:
        graphs = document.frame_graphs()
        where = document.file or "the document"
        target = vertex_named(graphs, name, where)
        base = vertex_named(graphs, graphs.root, where)
        found = bits(resolved_pose(graphs, target, base, name))
    except FrameLookupError as error:
        return f"FrameLookupError: {error}"
    assert found is not None
    return found


def _query(document: sdformat_semantics.Document, name: str) -> bytes | str:
    from sdformat_semantics.frames.lookup import FrameLookupError

    try:
        found = bits(document.pose(name))
    except FrameLookupError as error:
        return f"FrameLookupError: {error}"
    assert found is not None
    return found


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("seed", range(0, 40, 2))
def test_a_pose_query_by_vertex_answers_as_the_query_by_name(seed: int, lazy: bool) -> None:
    """``document.pose(frame)`` of a world's vertex skips the name lookups: same pose or error.

    Every vertex, every model by its name, names that resolve to no frame
    and ones whose pose cannot be resolved (cycles, overflow), in worlds and
    root models (whose poses are not in the graphs' origin).
    """
    for text in (generated_world(seed), generated_model(seed)):
        config = ParserConfig(lazy=lazy)
        asked, again = (sdformat_semantics.load(text, config=config) for _ in range(2))
        graphs = asked.frame_graphs()
        names = [*graphs.vertices, *graphs.aliases, "nowhere", "m0::nowhere", "__root__", ""]
        for name in names:
            assert _query(asked, name) == _query_the_long_way(again, name), name


def chain_world(offsets: list[str], rotations: list[str]) -> str:
    """A model whose frames each sit in the one before: plain chains a query walks up."""
    frames = []
    for index, (offset, rotation) in enumerate(zip(offsets, rotations, strict=True)):
        relative_to = f' relative_to="f{index - 1}"' if index else ""
        frames.append(
            f'<frame name="f{index}"><pose{relative_to}>{offset} 0 0 0 0 {rotation}</pose></frame>'
        )
    return (
        '<sdf version="1.12"><world name="w"><model name="m"><pose>1 0 0 0 0 0</pose>'
        '<link name="l"/>' + "".join(frames) + "</model></world></sdf>"
    )


@pytest.mark.parametrize("length", [1, 2, 7, 8, 9, 12])
@pytest.mark.parametrize("overflow_at", [None, 0, 3, 8])
def test_plain_chains_resolve_and_note_overflow_as_the_reference(
    length: int, overflow_at: int | None
) -> None:
    """Frames above a queried one are resolved on the way (at most a few), else the long way.

    Chains shorter and longer than the shortcut's reach, rotated or not,
    with a composition that leaves a double's range at some height: asked
    from the bottom first, from the top first and in a shuffled order, every
    pose and every frame noted as overflowing must match the reference.
    """
    offsets = [
        "1.5e308" if i in (overflow_at, (overflow_at or 0) + 1) else "0.5" for i in range(length)
    ]
    for rotations in (["0"] * length, ["0.5"] * length):
        text = chain_world(offsets, rotations)
        for order in ("bottom first", "top first", "shuffled"):
            document = sdformat_semantics.load(text)
            graphs = document.frame_graphs()
            # The load resolved every frame (looking for overflow) in document order:
            # forget it, so that this order is the first.
            graphs._resolved.clear()
            graphs.overflowed.clear()
            reference = ReferenceResolver(graphs)
            names = [f"m::f{i}" for i in range(length)]
            if order == "bottom first":
                names.reverse()
            elif order == "shuffled":
                random.Random(length).shuffle(names)
            for name in names:
                assert bits(graphs.pose_in_origin(name)) == bits(reference.in_origin(name)), name
            assert graphs.overflowed == reference.overflowed

"""Auto inertia (1.11 ``<inertial auto="true">``): shapes, combinations, densities, mass.

Expected values come from two independent places: numbers worked out by hand
in the tests, and a numerical integration over a grid of points inside each
shape (no closed-form formula involved), which also checks combinations of
rotated and displaced collisions.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

import sdformat_semantics
from sdformat_semantics import ParserConfig
from sdformat_semantics.auto_inertia import (
    LinkInertial,
    MassProperties,
    computed_inertial,
    written_inertial,
)
from sdformat_semantics.document.loaded import FrameLookupError
from sdformat_semantics.geometry.pose import Pose
from tests.conftest import DATA

FloatArray = npt.NDArray[np.float64]
AUTO = DATA / "auto_inertia"


def model(links: str, version: str = "1.12") -> str:
    return f'<sdf version="{version}"><model name="m">{links}</model></sdf>'


def collision(shape: str, name: str = "c", pose: str = "", density: float | None = None) -> str:
    density_text = f"<density>{density}</density>" if density is not None else ""
    pose_text = f"<pose>{pose}</pose>" if pose else ""
    return (
        f'<collision name="{name}">{pose_text}{density_text}'
        f"<geometry>{shape}</geometry></collision>"
    )


def auto_link(collisions: str, inertial: str = "", name: str = "l") -> str:
    return f'<link name="{name}"><inertial auto="true">{inertial}</inertial>{collisions}</link>'


def load_inertial(text: str, link: str = "l") -> LinkInertial:
    document = sdformat_semantics.load(text)
    assert document.valid, [str(e) for e in document.errors]
    assert not document.warnings, [str(w) for w in document.warnings]
    return document.inertial(link)


# Numerical integration, independent of the closed forms ----------------------

Inside = Callable[[FloatArray], npt.NDArray[np.bool_]]

SHAPES: dict[str, tuple[str, tuple[float, float, float], Inside]] = {
    # name: (SDFormat geometry, half extent of a box holding it, membership test)
    "box": (
        "<box><size>0.4 1.0 1.6</size></box>",
        (0.2, 0.5, 0.8),
        lambda p: (abs(p[:, 0]) <= 0.2) & (abs(p[:, 1]) <= 0.5) & (abs(p[:, 2]) <= 0.8),
    ),
    "sphere": (
        "<sphere><radius>0.7</radius></sphere>",
        (0.7, 0.7, 0.7),
        lambda p: (p**2).sum(axis=1) <= 0.49,
    ),
    "cylinder": (
        "<cylinder><radius>0.3</radius><length>1.2</length></cylinder>",
        (0.3, 0.3, 0.6),
        lambda p: (p[:, 0] ** 2 + p[:, 1] ** 2 <= 0.09) & (abs(p[:, 2]) <= 0.6),
    ),
    "capsule": (
        "<capsule><radius>0.25</radius><length>0.8</length></capsule>",
        (0.25, 0.25, 0.65),
        lambda p: p[:, 0] ** 2 + p[:, 1] ** 2 + np.maximum(abs(p[:, 2]) - 0.4, 0.0) ** 2 <= 0.0625,
    ),
    "ellipsoid": (
        "<ellipsoid><radii>0.3 0.5 0.9</radii></ellipsoid>",
        (0.3, 0.5, 0.9),
        lambda p: (p[:, 0] / 0.3) ** 2 + (p[:, 1] / 0.5) ** 2 + (p[:, 2] / 0.9) ** 2 <= 1.0,
    ),
    "cone": (
        "<cone><radius>0.4</radius><length>1.0</length></cone>",
        (0.4, 0.4, 0.5),
        # base at z = -0.5, apex at z = +0.5: the radius shrinks linearly upwards
        lambda p: (
            (abs(p[:, 2]) <= 0.5) & (np.sqrt(p[:, 0] ** 2 + p[:, 1] ** 2) <= 0.4 * (0.5 - p[:, 2]))
        ),
    ),
}


def integrate(
    parts: list[tuple[str, float, Pose]], cells: int = 90
) -> tuple[float, FloatArray, FloatArray]:
    """Mass, centre and inertia about it of shapes (name, density, pose) by a grid sum."""
    masses, moments_first, points_all, weights_all = 0.0, np.zeros(3), [], []
    for name, density, pose in parts:
        _, half, inside = SHAPES[name]
        axes = [(np.arange(cells) + 0.5) / cells * 2 * h - h for h in half]
        grid = np.stack(np.meshgrid(*axes, indexing="ij"), axis=-1).reshape(-1, 3)
        kept = grid[inside(grid)]
        cell = float(np.prod([2 * h / cells for h in half]))
        placed = kept @ pose.rotation_matrix().T + pose.position
        weight = density * cell
        masses += weight * len(placed)
        moments_first += weight * placed.sum(axis=0)
        points_all.append(placed)
        weights_all.append(np.full(len(placed), weight))
    center = moments_first / masses
    points = np.concatenate(points_all) - center
    weights = np.concatenate(weights_all)
    squared = (points**2).sum(axis=1)
    inertia = np.einsum("n,nij->ij", weights, squared[:, None, None] * np.eye(3)) - np.einsum(
        "n,ni,nj->ij", weights, points, points
    )
    return masses, center, inertia


def assert_close(found: LinkInertial, mass: float, center: Any, inertia: Any, rel: float) -> None:
    assert found.computed
    assert found.mass == pytest.approx(mass, rel=rel)
    scale = float(np.abs(np.asarray(inertia)).max())
    assert np.allclose(found.center, center, atol=rel * 2)
    assert np.allclose(found.inertia, inertia, atol=rel * scale * 2), (found.inertia, inertia)
    assert np.allclose(found.pose.rotation_matrix(), np.eye(3))  # the link's axes


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_every_shape_agrees_with_a_numerical_integration(name: str) -> None:
    density = 730.0
    found = load_inertial(model(auto_link(collision(SHAPES[name][0], density=density))))
    mass, center, inertia = integrate([(name, density, Pose.identity())])
    assert_close(found, mass, center, inertia, rel=0.02)


HAND = [
    # geometry, density, mass, centre z, (Ixx, Iyy, Izz) / mass: worked out by hand
    # 1 x 2 x 3 at 2 kg/m³: m = 12, Ixx / m = (4 + 9) / 12
    ("<box><size>1 2 3</size></box>", 2.0, 12.0, 0.0, (13 / 12, 10 / 12, 5 / 12)),
    # m = 4/3 pi 8 rho = 32 pi / 3 with rho = 1; I = 2/5 m r^2
    ("<sphere><radius>2</radius></sphere>", 1.0, 32 * math.pi / 3, 0.0, (0.4 * 4,) * 3),
    # m = pi r^2 L = 4 pi; Ixx = m (3r^2 + L^2) / 12 = m (12 + 1) / 12; Izz = m r^2 / 2
    (
        "<cylinder><radius>2</radius><length>1</length></cylinder>",
        1.0,
        4 * math.pi,
        0.0,
        (13 / 12, 13 / 12, 2.0),
    ),
    # a = 1, b = 2, c = 3: m = 8 pi, Ixx = m (4 + 9) / 5
    ("<ellipsoid><radii>1 2 3</radii></ellipsoid>", 1.0, 8 * math.pi, 0.0, (13 / 5, 10 / 5, 5 / 5)),
    # r = 1, h = 4: m = 4 pi / 3, centre at -h/4 = -1, Ixx = m (3/20 + 3*16/80), Izz = 3/10 m
    (
        "<cone><radius>1</radius><length>4</length></cone>",
        1.0,
        4 * math.pi / 3,
        -1.0,
        (0.15 + 0.6, 0.15 + 0.6, 0.3),
    ),
]


@pytest.mark.parametrize(("shape", "density", "mass", "z", "moments"), HAND)
def test_shapes_against_numbers_worked_out_by_hand(
    shape: str, density: float, mass: float, z: float, moments: tuple[float, float, float]
) -> None:
    found = load_inertial(model(auto_link(collision(shape, density=density))))
    assert found.mass == pytest.approx(mass)
    assert np.allclose(found.center, [0, 0, z])
    assert np.allclose(found.inertia, np.diag(moments) * mass)


def test_capsule_is_a_cylinder_and_two_hemispheres_by_hand() -> None:
    """r = 1, L = 2, rho = 1: the cylinder (2 pi) and two half balls (2 pi / 3 each).

    Across the axis: cylinder 2 pi (3 + 4) / 12; each hemisphere, about its
    own centre 3/8 from its face, 83/320 m_h, then moved by 1 + 3/8 = 11/8.
    Along it: cylinder pi, each hemisphere 2/5 m_h.
    """
    found = load_inertial(
        model(
            auto_link(
                collision("<capsule><radius>1</radius><length>2</length></capsule>", density=1.0)
            )
        )
    )
    half = 2 * math.pi / 3
    across = 2 * math.pi * 7 / 12 + 2 * (83 / 320 * half + half * (11 / 8) ** 2)
    along = math.pi + 2 * 0.4 * half
    assert found.mass == pytest.approx(2 * math.pi + 2 * half)
    assert np.allclose(found.inertia, np.diag([across, across, along]))


@pytest.mark.slow
def test_rotated_and_displaced_collisions_of_several_densities_combine() -> None:
    """A turned box, a cone tipped over and a capsule off to one side, each its own density."""
    parts = [
        ("box", 500.0, Pose.from_rpy(0.3, -0.2, 0.1, 0.4, 0.0, 0.7)),
        ("cone", 2000.0, Pose.from_rpy(-0.5, 0.2, 0.0, math.pi / 2, 0.3, 0.0)),
        ("capsule", 1000.0, Pose.from_rpy(0.0, 0.6, -0.4, 0.0, 0.0, 0.0)),
    ]
    collisions = "".join(
        collision(
            SHAPES[name][0],
            f"c{n}",
            " ".join(f"{v:.17g}" for v in pose.position)
            + " "
            + " ".join(f"{v:.17g}" for v in pose.rpy()),
            density,
        )
        for n, (name, density, pose) in enumerate(parts)
    )
    found = load_inertial(model(auto_link(collisions)))
    assert_close(found, *integrate(parts, cells=80), rel=0.02)
    assert abs(found.inertia[0, 1]) > 1.0  # the turned parts give products of inertia


def test_a_collision_posed_relative_to_another_frame_is_placed_through_the_graph() -> None:
    """The collision's pose is relative to a frame 1 m above the link: its centre is there."""
    links = (
        '<frame name="up"><pose>0 0 1 0 0 0</pose></frame>'
        + '<link name="l"><inertial auto="true"/>'
        + '<collision name="c"><pose relative_to="up">0.5 0 0 0 0 0</pose>'
        + "<geometry><sphere><radius>0.1</radius></sphere></geometry></collision></link>"
    )
    found = load_inertial(model(links))
    assert np.allclose(found.center, [0.5, 0.0, 1.0])


# Densities --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("link_density", "collision_density", "expected"),
    [(None, None, 1000.0), (6.0, None, 6.0), (None, 7.0, 7.0), (6.0, 7.0, 7.0)],
)
def test_density_comes_from_the_collision_then_the_link_then_water(
    link_density: float | None, collision_density: float | None, expected: float
) -> None:
    inertial = f"<density>{link_density}</density>" if link_density is not None else ""
    box = collision("<box><size>1 1 2</size></box>", density=collision_density)
    found = load_inertial(model(auto_link(box, inertial)))
    assert found.mass == pytest.approx(2 * expected)


def test_a_collision_density_of_zero_is_an_error_and_the_written_values_stand() -> None:
    text = model(
        auto_link(collision("<box><size>1 1 1</size></box>", density=0.0), "<mass>3</mass>")
    )
    document = sdformat_semantics.load(text)
    [error] = document.errors
    assert error.code.value == "AUTO_INERTIA_NOT_COMPUTED"
    assert "density 0" in error.message and error.path.endswith("/density")
    found = document.inertial("l")
    assert not found.computed and found.mass == 3.0


# auto with a mass (upstream inertial_stats_auto_mass.sdf) ----------------------


def test_a_mass_given_with_auto_scales_the_computed_inertial_to_it() -> None:
    """A 1 x 1 x 2 box of any density, with mass 4: Ixx = 4 (1 + 4) / 12, centre kept."""
    for density in (1000.0, 123.456):
        box = collision("<box><size>1 1 2</size></box>", pose="0 0 0.5 0 0 0", density=density)
        found = load_inertial(model(auto_link(box, "<mass>4</mass>")))
        assert found.mass == pytest.approx(4.0)
        assert np.allclose(found.center, [0, 0, 0.5])
        assert np.allclose(found.inertia, np.diag([20 / 12, 20 / 12, 8 / 12]))


@pytest.mark.parametrize("name", ["inertial_stats_auto.sdf", "inertial_stats_auto_mass.sdf"])
def test_upstream_inertial_stats_files_give_upstreams_totals(name: str) -> None:
    """Upstream's gz sdf --inertial-stats expects 24 kg at the origin, diag(304, 304, 604).

    By hand: four unit cubes of 6 kg (density 6, or mass 6 given), each
    1 kg·m² about its centre, at 5 m from the origin on the x or y axis.
    """
    document = sdformat_semantics.load(AUTO / name)
    # The one warning: a CDATA block of notes under <sdf>, which the schema does not allow.
    [text] = document.warnings
    assert document.valid and text.path == "/sdf" and "schema" in text.message
    total_mass, first, inertia = 0.0, np.zeros(3), np.zeros((3, 3))
    pieces = []
    for link in ("link_1", "link_2", "link_3", "link_4"):
        found = document.inertial(link)
        assert found.computed and found.mass == pytest.approx(6.0)
        assert np.allclose(found.inertia, np.eye(3))
        center = document.pose(link).transform_point(found.center)
        pieces.append((found.mass, center, found.inertia))
        total_mass += found.mass
        first += found.mass * center
    center = first / total_mass
    for mass, at, own in pieces:
        d = at - center
        inertia += own + mass * (d @ d * np.eye(3) - np.outer(d, d))
    assert total_mass == pytest.approx(24.0)
    assert np.allclose(center, 0.0)
    assert np.allclose(inertia, np.diag([304.0, 304.0, 604.0]))


def test_a_mass_of_zero_with_auto_is_an_error() -> None:
    text = model(auto_link(collision("<box><size>1 1 1</size></box>"), "<mass>0</mass>"))
    [error] = sdformat_semantics.load(text).errors
    assert error.code.value == "AUTO_INERTIA_NOT_COMPUTED" and error.path.endswith("/mass")


# What cannot be computed ---------------------------------------------------------

MESH = "<mesh><uri>meshes/part.stl</uri></mesh>"


def test_a_mesh_collision_warns_that_it_needs_a_mesh_library() -> None:
    text = model(
        auto_link(
            collision("<box><size>1 1 1</size></box>", "a") + collision(MESH, "b"),
            "<mass>2.5</mass>",
        )
    )
    document = sdformat_semantics.load(text)
    assert document.valid
    [warning] = document.warnings
    assert warning.code.value == "AUTO_INERTIA_NOT_COMPUTED"
    assert "needs a mesh library" in warning.message and "MeshCalculator" in warning.message
    assert warning.path.endswith('collision[@name="b"]/geometry/mesh')
    found = document.inertial("l")
    assert not found.computed and found.mass == 2.5  # as written, not a partial sum


def test_the_upstream_mesh_file_warns_at_its_mesh() -> None:
    path = DATA / "corpus/real/gazebosim__sdformat/test/sdf/mesh_auto_inertial.sdf"
    document = sdformat_semantics.load(path)
    assert document.valid
    assert [(w.code.value, w.line) for w in document.warnings] == [("AUTO_INERTIA_NOT_COMPUTED", 9)]


def test_a_mesh_calculator_computes_meshes_with_the_density_and_params() -> None:
    """The calculator gets the mesh, the density and the params that apply; its answer is used."""
    calls: list[tuple[str, float, object]] = []

    def unit_cube(mesh: Any, density: float, params: Any) -> MassProperties:
        calls.append((str(mesh.uri), density, params))
        return MassProperties(density, np.zeros(3), np.eye(3) * density / 6)

    text = model(
        auto_link(
            collision(MESH, pose="1 0 0 0 0 0", density=3.0),
            "<auto_inertia_params><gz:voxel_size "
            'xmlns:gz="urn:gz">0.01</gz:voxel_size></auto_inertia_params>',
        )
    )
    document = sdformat_semantics.load(text, config=ParserConfig(mesh_inertia=unit_cube))
    assert document.valid and not document.warnings
    found = document.inertial("l")
    assert found.computed and found.mass == 3.0 and np.allclose(found.center, [1, 0, 0])
    assert calls[0][:2] == ("meshes/part.stl", 3.0) and calls[0][2] is not None


@pytest.mark.parametrize(
    ("geometry", "what"),
    [("<plane><normal>0 0 1</normal></plane>", "plane"), ("<empty/>", "empty")],
)
def test_shapes_without_volume_warn(geometry: str, what: str) -> None:
    document = sdformat_semantics.load(model(auto_link(collision(geometry))))
    [warning] = document.warnings
    assert f"has {what} geometry" in warning.message


def test_auto_without_collisions_warns() -> None:
    document = sdformat_semantics.load(model(auto_link("")))
    [warning] = document.warnings
    assert "has no <collision>" in warning.message
    assert not document.inertial("l").computed


# Written inertials and the query -------------------------------------------------


def test_without_auto_the_written_inertial_is_the_effective_one() -> None:
    text = model(
        '<link name="l"><inertial><mass>2</mass><pose>1 0 0 0 0 1.5707963267948966</pose>'
        "<inertia><ixx>1</ixx><ixy>0.1</ixy><ixz>0</ixz><iyy>2</iyy><iyz>0</iyz><izz>3</izz>"
        "</inertia></inertial>" + collision("<box><size>1 1 1</size></box>") + "</link>",
        version="1.10",
    )
    document = sdformat_semantics.load(text)
    found = document.inertial("l")
    assert not found.computed and found.mass == 2.0
    assert found.moments() == {
        "ixx": 1.0,
        "ixy": 0.1,
        "ixz": 0.0,
        "iyy": 2.0,
        "iyz": 0.0,
        "izz": 3.0,
    }
    assert found.pose.isclose(Pose.from_rpy(1, 0, 0, 0, 0, math.pi / 2))
    link = document.model.links[0] if document.model else None
    assert computed_inertial(link) is None and written_inertial(link) == found


def test_a_link_without_inertial_has_the_specs_defaults() -> None:
    found = sdformat_semantics.load(model('<link name="l"/>')).inertial("l")
    assert found.mass == 1.0 and np.array_equal(found.inertia, np.eye(3))


def test_the_query_takes_scoped_names_and_objects_and_refuses_other_frames() -> None:
    text = (
        '<sdf version="1.12"><world name="w"><model name="outer"><model name="inner">'
        + auto_link(collision("<sphere><radius>0.5</radius></sphere>"))
        + '</model><link name="base"/></model></world></sdf>'
    )
    document = sdformat_semantics.load(text)
    found = document.inertial("outer::inner::l")
    assert found.mass == pytest.approx(1000 * 4 / 3 * math.pi / 8)
    assert document.worlds[0].models[0].models[0].links[0] is not None
    assert document.inertial(document.worlds[0].models[0].models[0].links[0]) == found
    with pytest.raises(FrameLookupError, match="not a link"):
        document.inertial("outer::inner")
    with pytest.raises(FrameLookupError, match="no frame named"):
        document.inertial("outer::nothing")


def test_computed_inertial_reads_a_link_object_directly() -> None:
    """Without a document: the collision pose is read as written."""
    document = sdformat_semantics.load(
        model(
            auto_link(collision("<box><size>2 2 2</size></box>", pose="0 0 3 0 0 0", density=1.0))
        )
    )
    assert document.model is not None
    found = computed_inertial(document.model.links[0])
    assert found is not None and found.mass == 8.0 and np.allclose(found.center, [0, 0, 3])

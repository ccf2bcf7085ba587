"""Shapes, frame axes and joint axes drawn into a viser scene.

Every function takes the scene API (``server.scene``) and a node name under
which it draws; nodes below a frame's node move with it, so a shape is drawn
once, at its pose in its link's frame, and moving the link moves it.
Primitives are viser's own where it has them (box, sphere, cylinder) and
trimesh's otherwise (capsule, ellipsoid); meshes are read by trimesh.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.view.content import Shape

FloatArray = npt.NDArray[np.float64]

VISUAL_GREY = (0.72, 0.72, 0.75, 1.0)
"""The colour of a visual that gives none."""

COLLISION_COLOUR = (255, 140, 0)
"""Collisions: orange, see-through, so that the visual inside shows."""

COLLISION_OPACITY = 0.45

JOINT_AXIS_COLOURS = ((230, 0, 200), (0, 170, 230))
"""The first and second axis of a joint."""

MODEL_COLOURS = (
    (236, 200, 0),
    (0, 160, 255),
    (230, 60, 60),
    (40, 180, 90),
    (150, 80, 220),
    (250, 130, 20),
)
"""Frame origins take their outermost model's colour, so that models that overlap are told apart."""

PLANE_THICKNESS = 1e-3
"""A plane is drawn as a box this thin (metres)."""


def wxyz(pose: Pose) -> tuple[float, float, float, float]:
    """A pose's rotation in viser's order (w first; ours is x y z w)."""
    x, y, z, w = (float(v) for v in pose.quaternion)
    return (w, x, y, z)


def draw_shape(scene: Any, name: str, shape: Shape) -> Any:
    """One visual or collision under ``name``; returns its handle.

    Raises:
        ValueError: A mesh file trimesh cannot read (the message says why).
    """
    collision = shape.role == "collision"
    rgba = shape.color or VISUAL_GREY
    color = COLLISION_COLOUR if collision else tuple(round(255 * c) for c in rgba[:3])
    opacity = (
        COLLISION_OPACITY if collision else (rgba[3] if len(rgba) > 3 and rgba[3] < 1 else None)
    )
    placed = {"position": tuple(shape.pose.position), "wxyz": wxyz(shape.pose)}
    common = {"color": color, "opacity": opacity, **placed}
    size = shape.size
    if shape.kind == "box":
        return scene.add_box(name, dimensions=size, **common)
    if shape.kind == "plane":
        return scene.add_box(name, dimensions=(size[0], size[1], PLANE_THICKNESS), **common)
    if shape.kind == "sphere":
        return scene.add_icosphere(name, radius=size[0], **common)
    if shape.kind == "cylinder":
        return scene.add_cylinder(name, radius=size[0], height=size[1], **common)
    mesh = _trimesh_of(shape)
    vertices, faces = np.asarray(mesh.vertices), np.asarray(mesh.faces)
    if shape.kind == "mesh" and not collision and shape.color is None:
        return scene.add_mesh_trimesh(name, mesh, scale=shape.scale, **placed)
    scale = shape.scale if shape.kind == "mesh" else 1.0
    return scene.add_mesh_simple(name, vertices, faces, scale=scale, **common)


def _trimesh_of(shape: Shape) -> Any:
    """A capsule, an ellipsoid or a mesh file as a ``trimesh.Trimesh``."""
    import trimesh  # a dependency of viser, so of the [view] extra

    if shape.kind == "capsule":
        radius, length = shape.size
        return trimesh.creation.capsule(height=length, radius=radius)
    if shape.kind == "ellipsoid":
        sphere = trimesh.creation.icosphere(subdivisions=3, radius=1.0)
        sphere.apply_scale(shape.size)
        return sphere
    try:
        mesh = trimesh.load(str(shape.mesh), force="mesh")
    except Exception as error:  # a file trimesh cannot read: what it said, no traceback
        raise ValueError(f"trimesh cannot read it ({type(error).__name__}: {error})") from None
    if not isinstance(mesh, trimesh.Trimesh) or len(mesh.faces) == 0:
        raise ValueError("trimesh found no triangles in it")
    return mesh


def draw_frame_axes(scene: Any, name: str, length: float, colour: tuple[int, int, int]) -> Any:
    """Small red-green-blue axes of a frame, its origin in ``colour``."""
    return scene.add_frame(
        name,
        show_axes=True,
        axes_length=length,
        axes_radius=length / 25.0,
        origin_radius=length / 10.0,
        origin_color=colour,
    )


def draw_joint_axes(scene: Any, name: str, axes: tuple[FloatArray, ...], length: float) -> Any:
    """A joint's axes as lines through its origin, both ways, ``length`` long each way."""
    points = np.array([[-length * axis, length * axis] for axis in axes], dtype=np.float64)
    colours = np.array([[JOINT_AXIS_COLOURS[i % 2]] * 2 for i in range(len(axes))], dtype=np.uint8)
    return scene.add_line_segments(name, points, colours, thickness=length / 20.0)


def draw_bones(
    scene: Any, name: str, ends: tuple[FloatArray, ...], width: float, colour: tuple[int, int, int]
) -> Any:
    """Lines from a frame's origin to each of ``ends`` (the skeleton)."""
    points = np.array([[np.zeros(3), end] for end in ends], dtype=np.float64)
    colours = np.array([[colour, colour] for _ in ends], dtype=np.uint8)
    return scene.add_line_segments(name, points, colours, thickness=width)

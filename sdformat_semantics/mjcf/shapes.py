"""A compiled MuJoCo geom as an SDFormat ``<geometry>``, from MuJoCo's compiled sizes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
from lxml import etree

from sdformat_runtime.values import format_number
from sdformat_semantics.geometry.pose import Pose

IDENTITY = Pose.identity()


def numbers(values: Any) -> str:
    """Numbers as MJCF and SDFormat texts write them: the shortest text that reads back exactly."""
    return " ".join(format_number(float(v)) for v in np.ravel(values))


def sub(
    parent: etree._Element, tag: str, text: str | None = None, **attributes: str
) -> etree._Element:
    """A child element ``tag`` of ``parent`` with ``text`` and ``attributes``."""
    element = etree.SubElement(parent, tag, attributes)
    if text is not None:
        element.text = text
    return element


def mujoco_pose(position: Any, quaternion_wxyz: Any) -> Pose:
    """A pose from MuJoCo's position and ``w x y z`` quaternion."""
    w, x, y, z = (float(v) for v in quaternion_wxyz)
    return Pose(np.asarray(position, dtype=float), (x, y, z, w))


def _shape(tag: str, **values: Any) -> etree._Element:
    geometry = etree.Element("geometry")
    shape = etree.SubElement(geometry, tag)
    for key, value in values.items():
        etree.SubElement(shape, key).text = value if isinstance(value, str) else numbers(value)
    return geometry


def geometry_of(
    mujoco: Any, model: Any, geom: int, spec: Any = None, folder: Path | None = None
) -> tuple[etree._Element, Pose] | None:
    """The ``<geometry>`` of a geom and the pose of its SDFormat frame in the compiled geom frame.

    MuJoCo sizes are half sizes (a box's half extents, a cylinder's half
    length); a plane's size is its half extent and its normal its z axis. A
    mesh geom names its file (MuJoCo moved the geom onto the mesh's centre of
    mass, which the returned pose undoes). None for what SDFormat has no
    geometry for (height fields, signed distance fields) or a mesh given by
    its vertices in the file.
    """
    kinds = mujoco.mjtGeom
    kind = model.geom_type[geom]
    size = np.asarray(model.geom_size[geom], dtype=float)
    if kind == kinds.mjGEOM_PLANE:
        extent = [2 * v if v > 0 else 1e3 for v in size[:2]]  # 0 in MuJoCo: an endless plane
        return _shape("plane", normal="0 0 1", size=extent), IDENTITY
    if kind == kinds.mjGEOM_SPHERE:
        return _shape("sphere", radius=size[:1]), IDENTITY
    if kind == kinds.mjGEOM_CAPSULE:
        return _shape("capsule", radius=size[:1], length=size[1:2] * 2), IDENTITY
    if kind == kinds.mjGEOM_CYLINDER:
        return _shape("cylinder", radius=size[:1], length=size[1:2] * 2), IDENTITY
    if kind == kinds.mjGEOM_ELLIPSOID:
        return _shape("ellipsoid", radii=size), IDENTITY
    if kind == kinds.mjGEOM_BOX:
        return _shape("box", size=size * 2), IDENTITY
    if kind == kinds.mjGEOM_MESH and spec is not None:
        return _mesh(model, geom, spec, folder)
    return None


def _mesh(
    model: Any, geom: int, spec: Any, folder: Path | None
) -> tuple[etree._Element, Pose] | None:
    index = int(model.geom_dataid[geom])
    name = model.mesh(index).name
    source = next((m for m in spec.meshes if m.name == name), None)
    if source is None or not source.file:
        return None
    base = folder or Path()
    path = base / (spec.meshdir or "") / source.file
    geometry = _shape("mesh", uri=str(path), scale=np.asarray(source.scale, dtype=float))
    w, x, y, z = (float(v) for v in model.mesh_quat[index])
    centre = Pose(np.asarray(model.mesh_pos[index], dtype=float), (x, y, z, w))
    return geometry, centre.inverse()

"""Sensors and lights written as MJCF: cameras, IMUs, force-torque, contact; the rest reported.

MJCF has an equivalent for a camera (a ``<camera>`` of the body: MuJoCo
cameras look along their -z axis with y up, SDFormat's along +x with z up,
so the pose is turned; the vertical field of view follows from the
horizontal one and the image's aspect) and for an IMU (a site with an
accelerometer and a gyro on it, named ``<sensor>::accelerometer`` and
``<sensor>::gyro``), for a joint's force-torque sensor (``force`` and
``torque`` sensors on a site at the joint origin, ``write_joint_sensors``)
and for a contact sensor (a ``touch`` sensor on a site shaped like its
collision). Lights of a link are lights of its body. Every other
sensor, and what these hold beyond their place and field of view (noise,
update rates, topics, clipping, lens...), is a ``MJCF_EXPORT_LOSS``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from sdformat_semantics.export.mjcf_parts import MjcfPieces, quaternion_wxyz, vector
from sdformat_semantics.frames import WORLD
from sdformat_semantics.frames.lookup import FrameLookupError
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import JointModel

CAMERA_AXES = Pose.from_matrix(
    np.array([[0.0, 0.0, -1.0, 0.0], [-1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0, 0, 0, 1]])
)
"""A MuJoCo camera's frame in an SDFormat camera's: -z along +x, y along +z."""

CAMERA_TYPES = ("camera", "depth_camera", "rgbd_camera")
"""SDFormat sensor types written as MJCF cameras (the image only: depth is MuJoCo's to render)."""

TOUCH_SHAPES = ("box", "sphere", "cylinder", "capsule", "ellipsoid")
"""Collision geometries an MJCF site can take the shape of (a touch sensor's volume)."""


def write_sensors(
    pieces: MjcfPieces, body: Any, link: str, element: Any, frame: str | None = None
) -> None:
    """Every sensor and light of a link, on ``body`` (whose frame is ``frame``'s, or the link's)."""
    frame = frame or link
    for sensor in getattr(element, "sensors", []) or []:
        kind = str(sensor.type)
        label = f"sensor '{sensor.name}' of link '{link}'"
        if kind in CAMERA_TYPES and sensor.camera is not None:
            _camera(pieces, body, frame, sensor, label)
        elif kind == "imu":
            _imu(pieces, body, frame, sensor, label)
        elif kind == "contact":
            _contact(pieces, body, frame, element, sensor, label)
        elif kind == "force_torque":  # MJCF measures it on a joint's child body
            message = f"{label}: a force_torque sensor of a link measures no joint; left out"
            pieces.losses.lose(sensor, message)
        else:
            message = f"{label}: MJCF has no {kind} sensor; left out"
            pieces.losses.lose(sensor, message)
    for light in getattr(element, "lights", []) or []:
        pieces.light(body, light, frame)


def write_joint_sensors(
    pieces: MjcfPieces, body: Any | None, joint: JointModel, world: str | None
) -> None:
    """The force-torque sensors of a joint, on its child's ``body`` (None: it has none).

    The site is at the joint origin (torque is taken about it), turned to the
    frame the wrench is expressed in; MuJoCo measures the wrench the parent
    exerts on the child, SDFormat's ``parent_to_child``.
    """
    for sensor in getattr(joint.element, "sensors", []) or []:
        kind = str(sensor.type)
        label = f"sensor '{sensor.name}' of joint '{joint.name}'"
        if body is None:
            message = f"{label}: its child link is fused into another body; left out"
            pieces.losses.lose(sensor, message)
        elif kind == "force_torque":
            _force_torque(pieces, body, joint, sensor, label, world)
        else:
            pieces.losses.lose(sensor, f"{label}: MJCF has no {kind} sensor of a joint; left out")


def _force_torque(
    pieces: MjcfPieces, body: Any, joint: JointModel, sensor: Any, label: str, world: str | None
) -> None:
    child, parent = str(joint.child_body), str(joint.parent_body)
    settings = sensor.force_torque
    pieces.losses.rest(sensor, ("pose", "force_torque"), ("name", "type"), label)
    frame = str(settings.frame) if settings is not None else "child"
    direction = str(settings.measure_direction) if settings is not None else "child_to_parent"
    if settings is not None:
        pieces.losses.rest(settings, ("frame", "measure_direction"), (), label)
    origin = pieces.document.pose(joint.name, child, world=world)
    turned = Pose.identity()  # the child link's axes
    if frame == "sensor":
        turned = pieces.document.pose_of(sensor, child)
    elif frame == "parent" and (joint.type != "fixed" or parent == WORLD):
        message = (
            f"{label}: a wrench in the parent link's axes turns with the joint, which a site "
            "of the child cannot; written in the child link's axes"
        )
        pieces.losses.lose(sensor, message)
    elif frame == "parent":
        turned = pieces.document.pose(parent, child, world=world)
    if direction == "child_to_parent":
        message = (
            f"{label}: MuJoCo measures the wrench the parent exerts on the child "
            "(parent_to_child); this child_to_parent sensor reads its negative"
        )
        pieces.losses.lose(sensor, message)
    pose = Pose(origin.position, turned.quaternion)
    site = pieces.unique("site", str(sensor.name))
    placed = {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
    body.add_site(name=site, **placed)
    pieces.exact.remember("site", site, **placed)
    kinds = pieces.mujoco.mjtSensor
    for kind, suffix in ((kinds.mjSENS_FORCE, "force"), (kinds.mjSENS_TORQUE, "torque")):
        pieces.spec.add_sensor(
            name=pieces.unique("sensor", f"{sensor.name}::{suffix}"),
            type=kind,
            objtype=pieces.mujoco.mjtObj.mjOBJ_SITE,
            objname=site,
        )


def _contact(pieces: MjcfPieces, body: Any, frame: str, link: Any, sensor: Any, label: str) -> None:
    """A contact sensor as a touch sensor on a site shaped like its collision."""
    pieces.losses.rest(sensor, ("pose", "contact"), ("name", "type"), label)
    settings = sensor.contact
    wanted = str(settings.collision) if settings is not None else ""
    if settings is not None:
        pieces.losses.rest(settings, ("collision",), (), label)
    collision = next((c for c in link.collisions if str(c.name) == wanted), None)
    geometry = getattr(collision, "geometry", None)
    kind = next((t for t in TOUCH_SHAPES if getattr(geometry, t, None) is not None), None)
    if collision is None or kind is None:
        what = "is not a collision of the link" if collision is None else "has no MJCF site shape"
        message = (
            f"{label}: its collision '{wanted}' {what} (a touch sensor's site needs a box, "
            f"sphere, cylinder, capsule or ellipsoid); left out"
        )
        pieces.losses.lose(sensor, message)
        return
    pose = pieces.document.pose_of(collision, frame)
    shaped = pieces.shape_attributes(kind, getattr(geometry, kind), label, pose)
    assert shaped is not None  # a primitive shape always has its attributes
    site = pieces.unique("site", str(sensor.name))
    numbers = {k: v for k, v in shaped.items() if k in ("pos", "quat", "size")}
    body.add_site(name=site, type=shaped["type"], **numbers)
    pieces.exact.remember("site", site, **numbers)
    pieces.spec.add_sensor(
        name=pieces.unique("sensor", f"{sensor.name}::touch"),
        type=pieces.mujoco.mjtSensor.mjSENS_TOUCH,
        objtype=pieces.mujoco.mjtObj.mjOBJ_SITE,
        objname=site,
    )


def _camera(pieces: MjcfPieces, body: Any, link: str, sensor: Any, label: str) -> None:
    camera = sensor.camera
    pieces.losses.rest(sensor, ("pose", "camera"), ("name", "type"), label)
    pieces.losses.rest(camera, ("pose", "horizontal_fov", "image"), ("name",), label)
    pose = _camera_pose(pieces, camera, sensor, link) @ CAMERA_AXES
    image = camera.image
    width, height = (int(image.width), int(image.height)) if image is not None else (320, 240)
    half = float(camera.horizontal_fov) / 2.0
    fovy = math.degrees(2.0 * math.atan(math.tan(half) * height / width))
    name = pieces.unique("camera", str(sensor.name))
    placed = {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
    body.add_camera(name=name, fovy=fovy, **placed)
    pieces.exact.remember("camera", name, fovy=fovy, **placed)


def _camera_pose(pieces: MjcfPieces, camera: Any, sensor: Any, link: str) -> Pose:
    """The camera's frame in the link: its own ``<pose>`` inside the sensor, if it has one."""
    try:
        return pieces.document.pose_of(camera, link)
    except FrameLookupError:  # no pose of its own: the sensor's
        return pieces.document.pose_of(sensor, link)


def _imu(pieces: MjcfPieces, body: Any, link: str, sensor: Any, label: str) -> None:
    pieces.losses.rest(sensor, ("pose", "imu"), ("name", "type"), label)
    if sensor.imu is not None:
        pieces.losses.rest(sensor.imu, (), (), label)
    pose = pieces.document.pose_of(sensor, link)
    site = pieces.unique("site", str(sensor.name))
    placed = {"pos": vector(pose.position), "quat": quaternion_wxyz(pose)}
    body.add_site(name=site, **placed)
    pieces.exact.remember("site", site, **placed)
    kinds = pieces.mujoco.mjtSensor
    for kind, suffix in (
        (kinds.mjSENS_ACCELEROMETER, "accelerometer"),
        (kinds.mjSENS_GYRO, "gyro"),
    ):
        pieces.spec.add_sensor(
            name=pieces.unique("sensor", f"{sensor.name}::{suffix}"),
            type=kind,
            objtype=pieces.mujoco.mjtObj.mjOBJ_SITE,
            objname=site,
        )

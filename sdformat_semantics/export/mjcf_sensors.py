"""A link's sensors and lights written as MJCF: cameras, IMUs and lights; the others reported.

MJCF has an equivalent for a camera (a ``<camera>`` of the body: MuJoCo
cameras look along their -z axis with y up, SDFormat's along +x with z up,
so the pose is turned; the vertical field of view follows from the
horizontal one and the image's aspect) and for an IMU (a site with an
accelerometer and a gyro on it, named ``<sensor>::accelerometer`` and
``<sensor>::gyro``). Lights of a link are lights of its body. Every other
sensor, and what these hold beyond their place and field of view (noise,
update rates, topics, clipping, lens...), is a ``MJCF_EXPORT_LOSS``.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from sdformat_semantics.export.mjcf_parts import MjcfPieces, quaternion_wxyz, vector
from sdformat_semantics.frames.lookup import FrameLookupError
from sdformat_semantics.geometry.pose import Pose

CAMERA_AXES = Pose.from_matrix(
    np.array([[0.0, 0.0, -1.0, 0.0], [-1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0, 0, 0, 1]])
)
"""A MuJoCo camera's frame in an SDFormat camera's: -z along +x, y along +z."""

CAMERA_TYPES = ("camera", "depth_camera", "rgbd_camera")
"""SDFormat sensor types written as MJCF cameras (the image only: depth is MuJoCo's to render)."""


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
        else:
            message = f"{label}: MJCF has no {kind} sensor; left out"
            pieces.losses.lose(sensor, message)
    for light in getattr(element, "lights", []) or []:
        pieces.light(body, light, frame)


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

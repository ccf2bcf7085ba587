"""SDFormat 1.8 element classes of ``spec/1.8/sensor.sdf``.

Generated from spec/1.8/sensor.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_8.air_pressure import AirPressure
    from sdformat_v1_8.altimeter import Altimeter
    from sdformat_v1_8.camera import Camera
    from sdformat_v1_8.contact import Contact
    from sdformat_v1_8.forcetorque import ForceTorque
    from sdformat_v1_8.gps import Gps
    from sdformat_v1_8.imu import Imu
    from sdformat_v1_8.lidar import Lidar
    from sdformat_v1_8.logical_camera import LogicalCamera
    from sdformat_v1_8.magnetometer import Magnetometer
    from sdformat_v1_8.navsat import Navsat
    from sdformat_v1_8.plugin import Plugin
    from sdformat_v1_8.pose import Pose
    from sdformat_v1_8.ray import Ray
    from sdformat_v1_8.rfid import Rfidtag
    from sdformat_v1_8.rfidtag import Rfid
    from sdformat_v1_8.sonar import Sonar
    from sdformat_v1_8.transceiver import Transceiver

__all__ = [
    "Sensor",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_8",
    {
        "AirPressure": "air_pressure",
        "Altimeter": "altimeter",
        "Camera": "camera",
        "Contact": "contact",
        "ForceTorque": "forcetorque",
        "Gps": "gps",
        "Imu": "imu",
        "Lidar": "lidar",
        "LogicalCamera": "logical_camera",
        "Magnetometer": "magnetometer",
        "Navsat": "navsat",
        "Plugin": "plugin",
        "Pose": "pose",
        "Ray": "ray",
        "Rfidtag": "rfid",
        "Rfid": "rfidtag",
        "Sonar": "sonar",
        "Transceiver": "transceiver",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class Sensor(sdf.Element):
    """A sensor attached to a link or joint; its type selects which child element holds the
    type-specific parameters.

    Attributes:
        name: Name of the sensor, unique among the sensors of its parent link or joint.
        type: Kind of sensor: air_pressure, altimeter, boundingbox_camera (or boundingbox),
            camera, contact, custom, depth_camera (or depth), force_torque, gps, gpu_lidar,
            gpu_ray, imu, lidar, logical_camera, magnetometer, multicamera, navsat, ray, rfid,
            rfidtag, rgbd_camera (or rgbd), segmentation_camera (or segmentation), sonar,
            thermal_camera (or thermal), wide_angle_camera (or wideanglecamera),
            wireless_receiver or wireless_transmitter. ray, gpu_ray and gps are legacy aliases
            of lidar, gpu_lidar and navsat; prefer the latter. Any other value is an error.
        always_on: If true, the sensor keeps producing data at update_rate even when nothing
            consumes its output. Default: ``false``.
        update_rate: Rate at which the sensor produces data, in hertz; 0 means once every
            simulation step. Default: ``0``.
        visualize: If true, the sensor's output is drawn in the graphical interface. Default:
            ``false``.
        topic: Topic the sensor publishes its data on. __default__ lets the simulator pick a
            name based on the sensor's scoped name. Default: ``__default__``.
        enable_metrics: If true, the sensor also publishes performance statistics about its own
            updates. Default: ``false``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        air_pressure: Parameters of a barometric sensor that reports atmospheric pressure, in
            pascals, at its current altitude.
        altimeter: Parameters of an altimeter that reports height and vertical speed relative to
            its starting height.
        camera: Settings of a camera sensor: field of view, image size and format, clipping
            range, and optional noise, lens distortion, lens projection and depth output.
        contact: Settings of a contact sensor, which reports the contacts of one collision of
            its parent link.
        force_torque: Parameters of a force-torque sensor mounted on a joint, which measures the
            wrench transmitted through that joint.
        gps: Parameters of a GPS receiver for the legacy sensor type gps; same meaning as
            //sensor/navsat, which is preferred.
        imu: Parameters of an inertial measurement unit that reports angular velocity, linear
            acceleration and, optionally, orientation.
        lidar: Parameters of a laser range scanner (sensor types lidar and gpu_lidar) that casts
            a grid of rays and reports the distance to the first surface each ray hits.
        logical_camera: Parameters of a logical camera, which reports the names and poses of
            models inside its view frustum without rendering an image.
        magnetometer: Parameters of a three-axis magnetometer that measures the local magnetic
            field in the sensor frame.
        navsat: Parameters of a satellite navigation (GNSS) receiver that reports latitude,
            longitude, altitude and velocity in the world's spherical coordinates.
        ray: Parameters of a laser range scanner for the legacy sensor types ray and gpu_ray;
            same meaning as //sensor/lidar, which is preferred.
        rfidtag: Marks the sensor as a passive RFID tag that RFID readers within range can
            detect. It has no parameters.
        rfid: Marks the sensor as an RFID reader that detects RFID tags within range. It has no
            parameters.
        sonar: Parameters of a sonar range sensor that reports the distance to the nearest
            object inside its detection volume.
        transceiver: Radio parameters of a wireless_transmitter or wireless_receiver sensor.
    """

    TAG: ClassVar[str] = "sensor"
    SPEC_FILE: ClassVar[str] = "spec/1.8/sensor.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the sensor, unique among the sensors of its parent link or joint."""

    type: str = sdf.attribute(
        "type",
        "string",
        "__default__",
        required=True,
        choices=(
            "air_pressure",
            "altimeter",
            "boundingbox_camera",
            "boundingbox",
            "camera",
            "contact",
            "custom",
            "depth_camera",
            "depth",
            "force_torque",
            "gps",
            "gpu_lidar",
            "gpu_ray",
            "imu",
            "lidar",
            "logical_camera",
            "magnetometer",
            "multicamera",
            "navsat",
            "ray",
            "rfid",
            "rfidtag",
            "rgbd_camera",
            "rgbd",
            "segmentation_camera",
            "segmentation",
            "sonar",
            "thermal_camera",
            "thermal",
            "wide_angle_camera",
            "wideanglecamera",
            "wireless_receiver",
            "wireless_transmitter",
        ),
    )
    """Kind of sensor: air_pressure, altimeter, boundingbox_camera (or boundingbox), camera,
    contact, custom, depth_camera (or depth), force_torque, gps, gpu_lidar, gpu_ray,
    imu, lidar, logical_camera, magnetometer, multicamera, navsat, ray, rfid, rfidtag,
    rgbd_camera (or rgbd), segmentation_camera (or segmentation), sonar, thermal_camera
    (or thermal), wide_angle_camera (or wideanglecamera), wireless_receiver or
    wireless_transmitter. ray, gpu_ray and gps are legacy aliases of lidar, gpu_lidar
    and navsat; prefer the latter. Any other value is an error."""

    always_on: bool = sdf.value("always_on", "bool", "false")
    """If true, the sensor keeps producing data at update_rate even when nothing consumes its
    output. Default: ``false``."""

    update_rate: float = sdf.value("update_rate", "double", "0")
    """Rate at which the sensor produces data, in hertz; 0 means once every simulation step.
    Default: ``0``."""

    visualize: bool = sdf.value("visualize", "bool", "false")
    """If true, the sensor's output is drawn in the graphical interface. Default: ``false``."""

    topic: str = sdf.value("topic", "string", "__default__")
    """Topic the sensor publishes its data on. __default__ lets the simulator pick a name based
    on the sensor's scoped name. Default: ``__default__``."""

    enable_metrics: bool = sdf.value("enable_metrics", "bool", "false")
    """If true, the sensor also publishes performance statistics about its own updates.
    Default: ``false``."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    air_pressure: AirPressure | None = sdf.child("air_pressure", lambda: _imports.AirPressure)
    """Parameters of a barometric sensor that reports atmospheric pressure, in pascals, at its
    current altitude."""

    altimeter: Altimeter | None = sdf.child("altimeter", lambda: _imports.Altimeter)
    """Parameters of an altimeter that reports height and vertical speed relative to its
    starting height."""

    camera: Camera | None = sdf.child("camera", lambda: _imports.Camera)
    """Settings of a camera sensor: field of view, image size and format, clipping range, and
    optional noise, lens distortion, lens projection and depth output."""

    contact: Contact | None = sdf.child("contact", lambda: _imports.Contact)
    """Settings of a contact sensor, which reports the contacts of one collision of its parent
    link."""

    force_torque: ForceTorque | None = sdf.child("force_torque", lambda: _imports.ForceTorque)
    """Parameters of a force-torque sensor mounted on a joint, which measures the wrench
    transmitted through that joint."""

    gps: Gps | None = sdf.child("gps", lambda: _imports.Gps)
    """Parameters of a GPS receiver for the legacy sensor type gps; same meaning as
    //sensor/navsat, which is preferred."""

    imu: Imu | None = sdf.child("imu", lambda: _imports.Imu)
    """Parameters of an inertial measurement unit that reports angular velocity, linear
    acceleration and, optionally, orientation."""

    lidar: Lidar | None = sdf.child("lidar", lambda: _imports.Lidar)
    """Parameters of a laser range scanner (sensor types lidar and gpu_lidar) that casts a grid
    of rays and reports the distance to the first surface each ray hits."""

    logical_camera: LogicalCamera | None = sdf.child(
        "logical_camera", lambda: _imports.LogicalCamera
    )
    """Parameters of a logical camera, which reports the names and poses of models inside its
    view frustum without rendering an image."""

    magnetometer: Magnetometer | None = sdf.child("magnetometer", lambda: _imports.Magnetometer)
    """Parameters of a three-axis magnetometer that measures the local magnetic field in the
    sensor frame."""

    navsat: Navsat | None = sdf.child("navsat", lambda: _imports.Navsat)
    """Parameters of a satellite navigation (GNSS) receiver that reports latitude, longitude,
    altitude and velocity in the world's spherical coordinates."""

    ray: Ray | None = sdf.child("ray", lambda: _imports.Ray)
    """Parameters of a laser range scanner for the legacy sensor types ray and gpu_ray; same
    meaning as //sensor/lidar, which is preferred."""

    rfidtag: Rfidtag | None = sdf.child("rfidtag", lambda: _imports.Rfidtag)
    """Marks the sensor as a passive RFID tag that RFID readers within range can detect. It has
    no parameters."""

    rfid: Rfid | None = sdf.child("rfid", lambda: _imports.Rfid)
    """Marks the sensor as an RFID reader that detects RFID tags within range. It has no
    parameters."""

    sonar: Sonar | None = sdf.child("sonar", lambda: _imports.Sonar)
    """Parameters of a sonar range sensor that reports the distance to the nearest object
    inside its detection volume."""

    transceiver: Transceiver | None = sdf.child("transceiver", lambda: _imports.Transceiver)
    """Radio parameters of a wireless_transmitter or wireless_receiver sensor."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")


(
    _sensor_set_xml_extras,
    _sensor_set_xml_origin,
    _sensor_set_name,
    _sensor_set_type,
    _sensor_set_always_on,
    _sensor_set_update_rate,
    _sensor_set_visualize,
    _sensor_set_topic,
    _sensor_set_enable_metrics,
    _sensor_set_pose,
    _sensor_set_plugins,
    _sensor_set_air_pressure,
    _sensor_set_altimeter,
    _sensor_set_camera,
    _sensor_set_contact,
    _sensor_set_force_torque,
    _sensor_set_gps,
    _sensor_set_imu,
    _sensor_set_lidar,
    _sensor_set_logical_camera,
    _sensor_set_magnetometer,
    _sensor_set_navsat,
    _sensor_set_ray,
    _sensor_set_rfidtag,
    _sensor_set_rfid,
    _sensor_set_sonar,
    _sensor_set_transceiver,
) = sdf.setters(
    Sensor,
    "xml_extras",
    "xml_origin",
    "name",
    "type",
    "always_on",
    "update_rate",
    "visualize",
    "topic",
    "enable_metrics",
    "pose",
    "plugins",
    "air_pressure",
    "altimeter",
    "camera",
    "contact",
    "force_torque",
    "gps",
    "imu",
    "lidar",
    "logical_camera",
    "magnetometer",
    "navsat",
    "ray",
    "rfidtag",
    "rfid",
    "sonar",
    "transceiver",
)


@sdf.fills(Sensor)
def _fill_sensor(obj: Sensor, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Sensor`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/sensor"
    else:
        path = f'{parent_path}/sensor[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    type_: object = "__default__"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    always_on: object = False
    update_rate: object = 0.0
    visualize: object = False
    topic: object = "__default__"
    enable_metrics: object = False
    pose: Pose | None = None
    plugins: list[Plugin] = []
    air_pressure: AirPressure | None = None
    altimeter: Altimeter | None = None
    camera: Camera | None = None
    contact: Contact | None = None
    force_torque: ForceTorque | None = None
    gps: Gps | None = None
    imu: Imu | None = None
    lidar: Lidar | None = None
    logical_camera: LogicalCamera | None = None
    magnetometer: Magnetometer | None = None
    navsat: Navsat | None = None
    ray: Ray | None = None
    rfidtag: Rfidtag | None = None
    rfid: Rfid | None = None
    sonar: Sonar | None = None
    transceiver: Transceiver | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "always_on":
            always_on = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("always_on")
        elif tag == "update_rate":
            update_rate = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("update_rate")
        elif tag == "visualize":
            visualize = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("visualize")
        elif tag == "topic":
            topic = item.text or ""
            order.append("topic")
        elif tag == "enable_metrics":
            enable_metrics = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("enable_metrics")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        elif tag == "air_pressure":
            air_pressure = sdf.unfilled(_imports.AirPressure, item, ctx, path)
            order.append("air_pressure")
        elif tag == "altimeter":
            altimeter = sdf.unfilled(_imports.Altimeter, item, ctx, path)
            order.append("altimeter")
        elif tag == "camera":
            camera = sdf.unfilled(_imports.Camera, item, ctx, path)
            order.append("camera")
        elif tag == "contact":
            contact = sdf.unfilled(_imports.Contact, item, ctx, path)
            order.append("contact")
        elif tag == "force_torque":
            force_torque = sdf.unfilled(_imports.ForceTorque, item, ctx, path)
            order.append("force_torque")
        elif tag == "gps":
            gps = sdf.unfilled(_imports.Gps, item, ctx, path)
            order.append("gps")
        elif tag == "imu":
            imu = sdf.unfilled(_imports.Imu, item, ctx, path)
            order.append("imu")
        elif tag == "lidar":
            lidar = sdf.unfilled(_imports.Lidar, item, ctx, path)
            order.append("lidar")
        elif tag == "logical_camera":
            logical_camera = sdf.unfilled(_imports.LogicalCamera, item, ctx, path)
            order.append("logical_camera")
        elif tag == "magnetometer":
            magnetometer = sdf.unfilled(_imports.Magnetometer, item, ctx, path)
            order.append("magnetometer")
        elif tag == "navsat":
            navsat = sdf.unfilled(_imports.Navsat, item, ctx, path)
            order.append("navsat")
        elif tag == "ray":
            ray = sdf.unfilled(_imports.Ray, item, ctx, path)
            order.append("ray")
        elif tag == "rfidtag":
            rfidtag = sdf.unfilled(_imports.Rfidtag, item, ctx, path)
            order.append("rfidtag")
        elif tag == "rfid":
            rfid = sdf.unfilled(_imports.Rfid, item, ctx, path)
            order.append("rfid")
        elif tag == "sonar":
            sonar = sdf.unfilled(_imports.Sonar, item, ctx, path)
            order.append("sonar")
        elif tag == "transceiver":
            transceiver = sdf.unfilled(_imports.Transceiver, item, ctx, path)
            order.append("transceiver")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _sensor_set_xml_extras(obj, extras)
    _sensor_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _sensor_set_name(obj, name)
    _sensor_set_type(obj, type_)
    _sensor_set_always_on(obj, always_on)
    _sensor_set_update_rate(obj, update_rate)
    _sensor_set_visualize(obj, visualize)
    _sensor_set_topic(obj, topic)
    _sensor_set_enable_metrics(obj, enable_metrics)
    _sensor_set_pose(obj, pose)
    _sensor_set_plugins(obj, plugins)
    _sensor_set_air_pressure(obj, air_pressure)
    _sensor_set_altimeter(obj, altimeter)
    _sensor_set_camera(obj, camera)
    _sensor_set_contact(obj, contact)
    _sensor_set_force_torque(obj, force_torque)
    _sensor_set_gps(obj, gps)
    _sensor_set_imu(obj, imu)
    _sensor_set_lidar(obj, lidar)
    _sensor_set_logical_camera(obj, logical_camera)
    _sensor_set_magnetometer(obj, magnetometer)
    _sensor_set_navsat(obj, navsat)
    _sensor_set_ray(obj, ray)
    _sensor_set_rfidtag(obj, rfidtag)
    _sensor_set_rfid(obj, rfid)
    _sensor_set_sonar(obj, sonar)
    _sensor_set_transceiver(obj, transceiver)
    return True

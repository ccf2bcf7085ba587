"""SDFormat 1.12 element classes of ``spec/1.12/lidar.sdf``.

Generated from spec/1.12/lidar.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Lidar",
    "LidarNoise",
    "LidarRange",
    "LidarScan",
    "LidarScanHorizontal",
    "LidarScanVertical",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class LidarScanHorizontal(sdf.Element):
    """Fan of rays swept about the sensor's Z axis.

    Attributes:
        samples: Number of rays spread evenly from min_angle to max_angle in one horizontal
            sweep. Default: ``640``.
        resolution: Multiplier applied to samples to get the number of horizontal readings
            returned; with a value other than 1 the readings are interpolated (below 1) or
            averaged (above 1) from the rays. Default: ``1``.
        min_angle: Start angle of the horizontal sweep, in radians, measured about the sensor's
            Z axis from its X axis. Default: ``0``.
        max_angle: End angle of the horizontal sweep, in radians, about the sensor's Z axis;
            must not be less than min_angle. Default: ``0``.
    """

    TAG: ClassVar[str] = "horizontal"
    SPEC_FILE: ClassVar[str] = "spec/1.12/lidar.sdf"

    samples: int = sdf.value("samples", "unsigned int", "640", cardinality="1")
    """Number of rays spread evenly from min_angle to max_angle in one horizontal sweep.
    Default: ``640``."""

    resolution: float = sdf.value("resolution", "double", "1", cardinality="1")
    """Multiplier applied to samples to get the number of horizontal readings returned; with a
    value other than 1 the readings are interpolated (below 1) or averaged (above 1)
    from the rays. Default: ``1``."""

    min_angle: float = sdf.value("min_angle", "double", "0", cardinality="1")
    """Start angle of the horizontal sweep, in radians, measured about the sensor's Z axis from
    its X axis. Default: ``0``."""

    max_angle: float = sdf.value("max_angle", "double", "0", cardinality="1")
    """End angle of the horizontal sweep, in radians, about the sensor's Z axis; must not be
    less than min_angle. Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LidarScanVertical(sdf.Element):
    """Stack of scan lines at different elevations; leave out for a single-plane scanner.

    Attributes:
        samples: Number of scan lines spread evenly from min_angle to max_angle; 1 gives a
            planar scan. Default: ``1``.
        resolution: Multiplier applied to samples to get the number of vertical readings
            returned; with a value other than 1 the readings are interpolated (below 1) or
            averaged (above 1) from the rays. Default: ``1``.
        min_angle: Lowest elevation angle of the scan lines, in radians, measured from the
            sensor's XY plane. Default: ``0``.
        max_angle: Highest elevation angle of the scan lines, in radians; must not be less than
            min_angle. Default: ``0``.
    """

    TAG: ClassVar[str] = "vertical"
    SPEC_FILE: ClassVar[str] = "spec/1.12/lidar.sdf"

    samples: int = sdf.value("samples", "unsigned int", "1", cardinality="1")
    """Number of scan lines spread evenly from min_angle to max_angle; 1 gives a planar scan.
    Default: ``1``."""

    resolution: float = sdf.value("resolution", "double", "1")
    """Multiplier applied to samples to get the number of vertical readings returned; with a
    value other than 1 the readings are interpolated (below 1) or averaged (above 1)
    from the rays. Default: ``1``."""

    min_angle: float = sdf.value("min_angle", "double", "0", cardinality="1")
    """Lowest elevation angle of the scan lines, in radians, measured from the sensor's XY
    plane. Default: ``0``."""

    max_angle: float = sdf.value("max_angle", "double", "0", cardinality="1")
    """Highest elevation angle of the scan lines, in radians; must not be less than min_angle.
    Default: ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LidarScan(sdf.Element):
    """Angular layout of the rays cast by the sensor.

    Attributes:
        horizontal: Fan of rays swept about the sensor's Z axis.
        vertical: Stack of scan lines at different elevations; leave out for a single-plane
            scanner.
    """

    TAG: ClassVar[str] = "scan"
    SPEC_FILE: ClassVar[str] = "spec/1.12/lidar.sdf"

    horizontal: LidarScanHorizontal = sdf.child(
        "horizontal", lambda: LidarScanHorizontal, cardinality="1"
    )
    """Fan of rays swept about the sensor's Z axis."""

    vertical: LidarScanVertical | None = sdf.child("vertical", lambda: LidarScanVertical)
    """Stack of scan lines at different elevations; leave out for a single-plane scanner."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LidarRange(sdf.Element):
    """Distance limits and precision that apply to every ray.

    Attributes:
        min: Closest distance, in metres, at which a ray reports a hit. Default: ``0``.
        max: Farthest distance, in metres, at which a ray reports a hit; beyond it the reading
            is out of range. Default: ``0``.
        resolution: Smallest change in measured distance the sensor can distinguish, in metres.
            Default: ``0``.
    """

    TAG: ClassVar[str] = "range"
    SPEC_FILE: ClassVar[str] = "spec/1.12/lidar.sdf"

    min: float = sdf.value("min", "double", "0", cardinality="1")
    """Closest distance, in metres, at which a ray reports a hit. Default: ``0``."""

    max: float = sdf.value("max", "double", "0", cardinality="1")
    """Farthest distance, in metres, at which a ray reports a hit; beyond it the reading is out
    of range. Default: ``0``."""

    resolution: float = sdf.value("resolution", "double", "0")
    """Smallest change in measured distance the sensor can distinguish, in metres. Default:
    ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class LidarNoise(sdf.Element):
    """Noise model added to the range readings.

    Attributes:
        type: Kind of noise; only gaussian is available, which adds independent Gaussian noise
            to each ray's reading. Default: ``gaussian``.
        mean: Mean of the Gaussian noise added to each range reading, in metres. Default:
            ``0.0``.
        stddev: Standard deviation of the Gaussian noise added to each range reading, in metres.
            Default: ``0.0``.
    """

    TAG: ClassVar[str] = "noise"
    SPEC_FILE: ClassVar[str] = "spec/1.12/lidar.sdf"

    type: str = sdf.value("type", "string", "gaussian", cardinality="1")
    """Kind of noise; only gaussian is available, which adds independent Gaussian noise to each
    ray's reading. Default: ``gaussian``."""

    mean: float = sdf.value("mean", "double", "0.0")
    """Mean of the Gaussian noise added to each range reading, in metres. Default: ``0.0``."""

    stddev: float = sdf.value("stddev", "double", "0.0")
    """Standard deviation of the Gaussian noise added to each range reading, in metres.
    Default: ``0.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Lidar(sdf.Element):
    """Parameters of a laser range scanner (sensor types lidar and gpu_lidar) that casts a grid
    of rays and reports the distance to the first surface each ray hits.

    Attributes:
        scan: Angular layout of the rays cast by the sensor.
        range: Distance limits and precision that apply to every ray.
        noise: Noise model added to the range readings.
        visibility_mask: Bitmask choosing which visuals the rays can hit: a visual is detected
            only when this mask ANDed with its //visual/visibility_flags is non-zero. Default:
            ``4294967295``.
    """

    TAG: ClassVar[str] = "lidar"
    SPEC_FILE: ClassVar[str] = "spec/1.12/lidar.sdf"

    scan: LidarScan = sdf.child("scan", lambda: LidarScan, cardinality="1")
    """Angular layout of the rays cast by the sensor."""

    range: LidarRange = sdf.child("range", lambda: LidarRange, cardinality="1")
    """Distance limits and precision that apply to every ray."""

    noise: LidarNoise | None = sdf.child("noise", lambda: LidarNoise)
    """Noise model added to the range readings."""

    visibility_mask: int = sdf.value("visibility_mask", "unsigned int", "4294967295")
    """Bitmask choosing which visuals the rays can hit: a visual is detected only when this
    mask ANDed with its //visual/visibility_flags is non-zero. Default: ``4294967295``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")


(
    _lidar_scan_horizontal_set_xml_extras,
    _lidar_scan_horizontal_set_xml_origin,
    _lidar_scan_horizontal_set_samples,
    _lidar_scan_horizontal_set_resolution,
    _lidar_scan_horizontal_set_min_angle,
    _lidar_scan_horizontal_set_max_angle,
) = sdf.setters(
    LidarScanHorizontal,
    "xml_extras",
    "xml_origin",
    "samples",
    "resolution",
    "min_angle",
    "max_angle",
)


@sdf.fills(LidarScanHorizontal)
def _fill_lidar_scan_horizontal(
    obj: LidarScanHorizontal, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LidarScanHorizontal`` from its element."""
    path = f"{parent_path}/horizontal"
    found: list[str] = []
    samples: object = 640
    resolution: object = 1.0
    min_angle: object = 0.0
    max_angle: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "samples":
            samples = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("samples")
        elif tag == "resolution":
            resolution = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("resolution")
        elif tag == "min_angle":
            min_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_angle")
        elif tag == "max_angle":
            max_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_angle")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _lidar_scan_horizontal_set_xml_extras(obj, extras)
    _lidar_scan_horizontal_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _lidar_scan_horizontal_set_samples(obj, samples)
    _lidar_scan_horizontal_set_resolution(obj, resolution)
    _lidar_scan_horizontal_set_min_angle(obj, min_angle)
    _lidar_scan_horizontal_set_max_angle(obj, max_angle)
    return True


(
    _lidar_scan_vertical_set_xml_extras,
    _lidar_scan_vertical_set_xml_origin,
    _lidar_scan_vertical_set_samples,
    _lidar_scan_vertical_set_resolution,
    _lidar_scan_vertical_set_min_angle,
    _lidar_scan_vertical_set_max_angle,
) = sdf.setters(
    LidarScanVertical, "xml_extras", "xml_origin", "samples", "resolution", "min_angle", "max_angle"
)


@sdf.fills(LidarScanVertical)
def _fill_lidar_scan_vertical(
    obj: LidarScanVertical, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LidarScanVertical`` from its element."""
    path = f"{parent_path}/vertical"
    found: list[str] = []
    samples: object = 1
    resolution: object = 1.0
    min_angle: object = 0.0
    max_angle: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "samples":
            samples = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("samples")
        elif tag == "resolution":
            resolution = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("resolution")
        elif tag == "min_angle":
            min_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_angle")
        elif tag == "max_angle":
            max_angle = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_angle")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _lidar_scan_vertical_set_xml_extras(obj, extras)
    _lidar_scan_vertical_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _lidar_scan_vertical_set_samples(obj, samples)
    _lidar_scan_vertical_set_resolution(obj, resolution)
    _lidar_scan_vertical_set_min_angle(obj, min_angle)
    _lidar_scan_vertical_set_max_angle(obj, max_angle)
    return True


(
    _lidar_scan_set_xml_extras,
    _lidar_scan_set_xml_origin,
    _lidar_scan_set_horizontal,
    _lidar_scan_set_vertical,
) = sdf.setters(LidarScan, "xml_extras", "xml_origin", "horizontal", "vertical")


@sdf.fills(LidarScan)
def _fill_lidar_scan(
    obj: LidarScan, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LidarScan`` from its element."""
    path = f"{parent_path}/scan"
    found: list[str] = []
    horizontal: LidarScanHorizontal | None = None
    vertical: LidarScanVertical | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "horizontal":
            horizontal = sdf.unfilled(LidarScanHorizontal, item, ctx, path)
            order.append("horizontal")
        elif tag == "vertical":
            vertical = sdf.unfilled(LidarScanVertical, item, ctx, path)
            order.append("vertical")
        else:  # not a fast-path document
            return False
    if horizontal is None:  # the default object, as the constructor makes it
        horizontal = LidarScanHorizontal.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _lidar_scan_set_xml_extras(obj, extras)
    _lidar_scan_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _lidar_scan_set_horizontal(obj, horizontal)
    _lidar_scan_set_vertical(obj, vertical)
    return True


(
    _lidar_range_set_xml_extras,
    _lidar_range_set_xml_origin,
    _lidar_range_set_min,
    _lidar_range_set_max,
    _lidar_range_set_resolution,
) = sdf.setters(LidarRange, "xml_extras", "xml_origin", "min", "max", "resolution")


@sdf.fills(LidarRange)
def _fill_lidar_range(
    obj: LidarRange, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LidarRange`` from its element."""
    path = f"{parent_path}/range"
    found: list[str] = []
    min_: object = 0.0
    max_: object = 0.0
    resolution: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "min":
            min_ = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min")
        elif tag == "max":
            max_ = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max")
        elif tag == "resolution":
            resolution = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("resolution")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _lidar_range_set_xml_extras(obj, extras)
    _lidar_range_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _lidar_range_set_min(obj, min_)
    _lidar_range_set_max(obj, max_)
    _lidar_range_set_resolution(obj, resolution)
    return True


(
    _lidar_noise_set_xml_extras,
    _lidar_noise_set_xml_origin,
    _lidar_noise_set_type,
    _lidar_noise_set_mean,
    _lidar_noise_set_stddev,
) = sdf.setters(LidarNoise, "xml_extras", "xml_origin", "type", "mean", "stddev")


@sdf.fills(LidarNoise)
def _fill_lidar_noise(
    obj: LidarNoise, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LidarNoise`` from its element."""
    path = f"{parent_path}/noise"
    found: list[str] = []
    type_: object = "gaussian"
    mean: object = 0.0
    stddev: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "mean":
            mean = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("mean")
        elif tag == "stddev":
            stddev = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("stddev")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _lidar_noise_set_xml_extras(obj, extras)
    _lidar_noise_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _lidar_noise_set_type(obj, type_)
    _lidar_noise_set_mean(obj, mean)
    _lidar_noise_set_stddev(obj, stddev)
    return True


(
    _lidar_set_xml_extras,
    _lidar_set_xml_origin,
    _lidar_set_scan,
    _lidar_set_range,
    _lidar_set_noise,
    _lidar_set_visibility_mask,
) = sdf.setters(Lidar, "xml_extras", "xml_origin", "scan", "range", "noise", "visibility_mask")


@sdf.fills(Lidar)
def _fill_lidar(obj: Lidar, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Lidar`` from its element."""
    path = f"{parent_path}/lidar"
    found: list[str] = []
    scan: LidarScan | None = None
    range_: LidarRange | None = None
    noise: LidarNoise | None = None
    visibility_mask: object = 4294967295
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "scan":
            scan = sdf.unfilled(LidarScan, item, ctx, path)
            order.append("scan")
        elif tag == "range":
            range_ = sdf.unfilled(LidarRange, item, ctx, path)
            order.append("range")
        elif tag == "noise":
            noise = sdf.unfilled(LidarNoise, item, ctx, path)
            order.append("noise")
        elif tag == "visibility_mask":
            visibility_mask = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("visibility_mask")
        else:  # not a fast-path document
            return False
    if scan is None:  # the default object, as the constructor makes it
        scan = LidarScan.default()
    if range_ is None:  # the default object, as the constructor makes it
        range_ = LidarRange.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _lidar_set_xml_extras(obj, extras)
    _lidar_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _lidar_set_scan(obj, scan)
    _lidar_set_range(obj, range_)
    _lidar_set_noise(obj, noise)
    _lidar_set_visibility_mask(obj, visibility_mask)
    return True

"""SDFormat 1.9 element classes of ``spec/1.9/logical_camera.sdf``.

Generated from spec/1.9/logical_camera.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "LogicalCamera",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class LogicalCamera(sdf.Element):
    """Parameters of a logical camera, which reports the names and poses of models inside its
    view frustum without rendering an image.

    Attributes:
        near: Distance from the sensor to the near plane of the frustum, in metres. Default:
            ``0``.
        far: Distance from the sensor to the far plane of the frustum, in metres. Default:
            ``1``.
        aspect_ratio: Width of the frustum's near and far planes divided by their height.
            Default: ``1``.
        horizontal_fov: Horizontal opening angle of the frustum, in radians. Default: ``1``.
    """

    TAG: ClassVar[str] = "logical_camera"
    SPEC_FILE: ClassVar[str] = "spec/1.9/logical_camera.sdf"

    near: float = sdf.value("near", "double", "0", cardinality="1")
    """Distance from the sensor to the near plane of the frustum, in metres. Default: ``0``."""

    far: float = sdf.value("far", "double", "1", cardinality="1")
    """Distance from the sensor to the far plane of the frustum, in metres. Default: ``1``."""

    aspect_ratio: float = sdf.value("aspect_ratio", "double", "1", cardinality="1")
    """Width of the frustum's near and far planes divided by their height. Default: ``1``."""

    horizontal_fov: float = sdf.value("horizontal_fov", "double", "1", cardinality="1")
    """Horizontal opening angle of the frustum, in radians. Default: ``1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _logical_camera_set_xml_extras,
    _logical_camera_set_xml_origin,
    _logical_camera_set_near,
    _logical_camera_set_far,
    _logical_camera_set_aspect_ratio,
    _logical_camera_set_horizontal_fov,
) = sdf.setters(
    LogicalCamera, "xml_extras", "xml_origin", "near", "far", "aspect_ratio", "horizontal_fov"
)


@sdf.fills(LogicalCamera)
def _fill_logical_camera(
    obj: LogicalCamera, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LogicalCamera`` from its element."""
    path = f"{parent_path}/logical_camera"
    found: list[str] = []
    near: object = 0.0
    far: object = 1.0
    aspect_ratio: object = 1.0
    horizontal_fov: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "near":
            near = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("near")
        elif tag == "far":
            far = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("far")
        elif tag == "aspect_ratio":
            aspect_ratio = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("aspect_ratio")
        elif tag == "horizontal_fov":
            horizontal_fov = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("horizontal_fov")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _logical_camera_set_xml_extras(obj, extras)
    _logical_camera_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _logical_camera_set_near(obj, near)
    _logical_camera_set_far(obj, far)
    _logical_camera_set_aspect_ratio(obj, aspect_ratio)
    _logical_camera_set_horizontal_fov(obj, horizontal_fov)
    return True

"""SDFormat 1.6 element classes of ``spec/1.6/image_shape.sdf``.

Generated from spec/1.6/image_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "Image",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class Image(sdf.Element):
    """Shape built by extruding boxes from the pixels of a grayscale image.

    Attributes:
        uri: Location of the grayscale image file. Default: ``__default__``.
        scale: Scaling factor from image pixels to the size of the shape, in metres per pixel.
            Default: ``1``.
        threshold: Grayscale level, from 0 to 255, that decides which pixels become boxes.
            Default: ``200``.
        height: Height of the extruded boxes, in metres. Default: ``1``.
        granularity: Tolerance of the conversion: how much detail may be lost when pixels are
            merged into boxes. Default: ``1``.
    """

    TAG: ClassVar[str] = "image"
    SPEC_FILE: ClassVar[str] = "spec/1.6/image_shape.sdf"

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the grayscale image file. Default: ``__default__``."""

    scale: float = sdf.value("scale", "double", "1", cardinality="1")
    """Scaling factor from image pixels to the size of the shape, in metres per pixel. Default:
    ``1``."""

    threshold: int = sdf.value("threshold", "int", "200", cardinality="1")
    """Grayscale level, from 0 to 255, that decides which pixels become boxes. Default:
    ``200``."""

    height: float = sdf.value("height", "double", "1", cardinality="1")
    """Height of the extruded boxes, in metres. Default: ``1``."""

    granularity: int = sdf.value("granularity", "int", "1", cardinality="1")
    """Tolerance of the conversion: how much detail may be lost when pixels are merged into
    boxes. Default: ``1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")


(
    _image_set_xml_extras,
    _image_set_xml_origin,
    _image_set_uri,
    _image_set_scale,
    _image_set_threshold,
    _image_set_height,
    _image_set_granularity,
) = sdf.setters(
    Image, "xml_extras", "xml_origin", "uri", "scale", "threshold", "height", "granularity"
)


@sdf.fills(Image)
def _fill_image(obj: Image, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Image`` from its element."""
    path = f"{parent_path}/image"
    found: list[str] = []
    uri: object = "__default__"
    scale: object = 1.0
    threshold: object = 200
    height: object = 1.0
    granularity: object = 1
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uri = item.text or ""
            order.append("uri")
        elif tag == "scale":
            scale = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("scale")
        elif tag == "threshold":
            threshold = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("threshold")
        elif tag == "height":
            height = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("height")
        elif tag == "granularity":
            granularity = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("granularity")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _image_set_xml_extras(obj, extras)
    _image_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _image_set_uri(obj, uri)
    _image_set_scale(obj, scale)
    _image_set_threshold(obj, threshold)
    _image_set_height(obj, height)
    _image_set_granularity(obj, granularity)
    return True

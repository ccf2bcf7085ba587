"""SDFormat 1.6 element classes of ``spec/1.6/projector.sdf``.

Generated from spec/1.6/projector.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_6.frame import Frame
    from sdformat_v1_6.plugin import Plugin
    from sdformat_v1_6.pose import Pose

__all__ = [
    "Projector",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_6",
    {
        "Frame": "frame",
        "Plugin": "plugin",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class Projector(sdf.Element):
    """A light source attached to the link that casts an image texture onto the surfaces inside
    its frustum, like a slide projector.

    Attributes:
        name: Name of the projector, unique within its link.
        texture: File name or URI of the image to project. Default: ``__default__``.
        fov: Opening angle of the projection frustum, in radians. Default: ``0.785``.
        near_clip: Distance from the projector to the near plane of its frustum, in metres;
            closer surfaces receive no image. Default: ``0.1``.
        far_clip: Distance from the projector to the far plane of its frustum, in metres;
            surfaces beyond it receive no image. Default: ``10.0``.
        frames: A named frame defined by a pose, which SDFormat 1.6 allows in many elements
            without saying how it is used. Only the frames of a model are kept when the document
            is migrated to 1.7, where frames gain attached_to.
        pose: Position and orientation of the element: `x y z roll pitch yaw`, in metres and
            radians, the angles being rotations about the fixed x, y and z axes in that order.
            Before 1.7 a pose is relative to its parent element's frame (a link's to its model,
            a visual's to its link, a joint's to its child link).
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
    """

    TAG: ClassVar[str] = "projector"
    SPEC_FILE: ClassVar[str] = "spec/1.6/projector.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the projector, unique within its link."""

    texture: str = sdf.value("texture", "string", "__default__", cardinality="1")
    """File name or URI of the image to project. Default: ``__default__``."""

    fov: float = sdf.value("fov", "double", "0.785")
    """Opening angle of the projection frustum, in radians. Default: ``0.785``."""

    near_clip: float = sdf.value("near_clip", "double", "0.1")
    """Distance from the projector to the near plane of its frustum, in metres; closer surfaces
    receive no image. Default: ``0.1``."""

    far_clip: float = sdf.value("far_clip", "double", "10.0")
    """Distance from the projector to the far plane of its frustum, in metres; surfaces beyond
    it receive no image. Default: ``10.0``."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named frame defined by a pose, which SDFormat 1.6 allows in many elements without
    saying how it is used. Only the frames of a model are kept when the document is
    migrated to 1.7, where frames gain attached_to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element: `x y z roll pitch yaw`, in metres and radians,
    the angles being rotations about the fixed x, y and z axes in that order. Before 1.7
    a pose is relative to its parent element's frame (a link's to its model, a visual's
    to its link, a joint's to its child link)."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_DOUBLE = sdf.converter("double")


(
    _projector_set_xml_extras,
    _projector_set_xml_origin,
    _projector_set_name,
    _projector_set_texture,
    _projector_set_fov,
    _projector_set_near_clip,
    _projector_set_far_clip,
    _projector_set_frames,
    _projector_set_pose,
    _projector_set_plugins,
) = sdf.setters(
    Projector,
    "xml_extras",
    "xml_origin",
    "name",
    "texture",
    "fov",
    "near_clip",
    "far_clip",
    "frames",
    "pose",
    "plugins",
)


@sdf.fills(Projector)
def _fill_projector(
    obj: Projector, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Projector`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/projector"
    else:
        path = f'{parent_path}/projector[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    texture: object = "__default__"
    fov: object = 0.785
    near_clip: object = 0.1
    far_clip: object = 10.0
    frames: list[Frame] = []
    pose: Pose | None = None
    plugins: list[Plugin] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "texture":
            texture = item.text or ""
            order.append("texture")
        elif tag == "fov":
            fov = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("fov")
        elif tag == "near_clip":
            near_clip = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("near_clip")
        elif tag == "far_clip":
            far_clip = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("far_clip")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _projector_set_xml_extras(obj, extras)
    _projector_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _projector_set_name(obj, name)
    _projector_set_texture(obj, texture)
    _projector_set_fov(obj, fov)
    _projector_set_near_clip(obj, near_clip)
    _projector_set_far_clip(obj, far_clip)
    _projector_set_frames(obj, frames)
    _projector_set_pose(obj, pose)
    _projector_set_plugins(obj, plugins)
    return True

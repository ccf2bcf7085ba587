"""SDFormat 1.10 element classes of ``spec/1.10/heightmap_shape.sdf``.

Generated from spec/1.10/heightmap_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray

__all__ = [
    "Heightmap",
    "HeightmapBlend",
    "HeightmapTexture",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class HeightmapTexture(sdf.Element):
    """One texture layer for rendering. Layers are stacked by height in the order given: the
    first covers the lowest terrain, the last the highest.

    Attributes:
        size: Ground length covered by one tile of the texture, in metres. Default: ``10``.
        diffuse: Image file of the layer's diffuse (colour) texture. Default: ``__default__``.
        normal: Image file of the layer's normal map. Default: ``__default__``.
    """

    TAG: ClassVar[str] = "texture"
    SPEC_FILE: ClassVar[str] = "spec/1.10/heightmap_shape.sdf"

    size: float = sdf.value("size", "double", "10", cardinality="1")
    """Ground length covered by one tile of the texture, in metres. Default: ``10``."""

    diffuse: str = sdf.value("diffuse", "string", "__default__", cardinality="1")
    """Image file of the layer's diffuse (colour) texture. Default: ``__default__``."""

    normal: str = sdf.value("normal", "string", "__default__", cardinality="1")
    """Image file of the layer's normal map. Default: ``__default__``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class HeightmapBlend(sdf.Element):
    """Transition between two consecutive texture layers; give one fewer blend than textures.

    Attributes:
        min_height: Terrain height, in metres, at which this transition starts. Default: ``0``.
        fade_dist: Height range, in metres, over which the two textures fade into each other.
            Default: ``0``.
    """

    TAG: ClassVar[str] = "blend"
    SPEC_FILE: ClassVar[str] = "spec/1.10/heightmap_shape.sdf"

    min_height: float = sdf.value("min_height", "double", "0", cardinality="1")
    """Terrain height, in metres, at which this transition starts. Default: ``0``."""

    fade_dist: float = sdf.value("fade_dist", "double", "0", cardinality="1")
    """Height range, in metres, over which the two textures fade into each other. Default:
    ``0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Heightmap(sdf.Element):
    """Terrain whose heights come from a grayscale image or a digital elevation model (DEM)
    file.

    Attributes:
        uri: Location of the grayscale image or DEM file. Default: ``__default__``.
        size: Extent of the terrain along x, y and z, in metres. If absent, an image spans 1 by
            1 by 1 and a DEM keeps its real size. Default: ``1 1 1``.
        pos: Position offset of the terrain in the geometry's frame, in metres. Default: ``0 0
            0``.
        textures: One texture layer for rendering. Layers are stacked by height in the order
            given: the first covers the lowest terrain, the last the highest.
        blends: Transition between two consecutive texture layers; give one fewer blend than
            textures.
        use_terrain_paging: When true, the renderer loads and unloads parts of the terrain on
            demand, which suits large terrains. Default: ``false``.
        sampling: Number of samples taken per heightmap datum (per pixel for images); higher
            values give smoother terrain at a performance cost. Default: ``1``.
    """

    TAG: ClassVar[str] = "heightmap"
    SPEC_FILE: ClassVar[str] = "spec/1.10/heightmap_shape.sdf"

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the grayscale image or DEM file. Default: ``__default__``."""

    size: FloatArray = sdf.value("size", "vector3", "1 1 1")
    """Extent of the terrain along x, y and z, in metres. If absent, an image spans 1 by 1 by 1
    and a DEM keeps its real size. Default: ``1 1 1``."""

    pos: FloatArray = sdf.value("pos", "vector3", "0 0 0")
    """Position offset of the terrain in the geometry's frame, in metres. Default: ``0 0 0``."""

    textures: list[HeightmapTexture] = sdf.child(
        "texture", lambda: HeightmapTexture, cardinality="*"
    )
    """One texture layer for rendering. Layers are stacked by height in the order given: the
    first covers the lowest terrain, the last the highest."""

    blends: list[HeightmapBlend] = sdf.child("blend", lambda: HeightmapBlend, cardinality="*")
    """Transition between two consecutive texture layers; give one fewer blend than textures."""

    use_terrain_paging: bool = sdf.value("use_terrain_paging", "bool", "false")
    """When true, the renderer loads and unloads parts of the terrain on demand, which suits
    large terrains. Default: ``false``."""

    sampling: int = sdf.value("sampling", "unsigned int", "1")
    """Number of samples taken per heightmap datum (per pixel for images); higher values give
    smoother terrain at a performance cost. Default: ``1``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_UNSIGNED_INT = sdf.converter("unsigned int")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _heightmap_texture_set_xml_extras,
    _heightmap_texture_set_xml_origin,
    _heightmap_texture_set_size,
    _heightmap_texture_set_diffuse,
    _heightmap_texture_set_normal,
) = sdf.setters(HeightmapTexture, "xml_extras", "xml_origin", "size", "diffuse", "normal")


@sdf.fills(HeightmapTexture)
def _fill_heightmap_texture(
    obj: HeightmapTexture, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``HeightmapTexture`` from its element."""
    path = f"{parent_path}/texture"
    found: list[str] = []
    size: object = 10.0
    diffuse: object = "__default__"
    normal: object = "__default__"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "size":
            size = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("size")
        elif tag == "diffuse":
            diffuse = item.text or ""
            order.append("diffuse")
        elif tag == "normal":
            normal = item.text or ""
            order.append("normal")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _heightmap_texture_set_xml_extras(obj, extras)
    _heightmap_texture_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _heightmap_texture_set_size(obj, size)
    _heightmap_texture_set_diffuse(obj, diffuse)
    _heightmap_texture_set_normal(obj, normal)
    return True


(
    _heightmap_blend_set_xml_extras,
    _heightmap_blend_set_xml_origin,
    _heightmap_blend_set_min_height,
    _heightmap_blend_set_fade_dist,
) = sdf.setters(HeightmapBlend, "xml_extras", "xml_origin", "min_height", "fade_dist")


@sdf.fills(HeightmapBlend)
def _fill_heightmap_blend(
    obj: HeightmapBlend, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``HeightmapBlend`` from its element."""
    path = f"{parent_path}/blend"
    found: list[str] = []
    min_height: object = 0.0
    fade_dist: object = 0.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "min_height":
            min_height = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_height")
        elif tag == "fade_dist":
            fade_dist = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("fade_dist")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _heightmap_blend_set_xml_extras(obj, extras)
    _heightmap_blend_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _heightmap_blend_set_min_height(obj, min_height)
    _heightmap_blend_set_fade_dist(obj, fade_dist)
    return True


(
    _heightmap_set_xml_extras,
    _heightmap_set_xml_origin,
    _heightmap_set_uri,
    _heightmap_set_size,
    _heightmap_set_pos,
    _heightmap_set_textures,
    _heightmap_set_blends,
    _heightmap_set_use_terrain_paging,
    _heightmap_set_sampling,
) = sdf.setters(
    Heightmap,
    "xml_extras",
    "xml_origin",
    "uri",
    "size",
    "pos",
    "textures",
    "blends",
    "use_terrain_paging",
    "sampling",
)


@sdf.fills(Heightmap)
def _fill_heightmap(
    obj: Heightmap, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Heightmap`` from its element."""
    path = f"{parent_path}/heightmap"
    found: list[str] = []
    uri: object = "__default__"
    size: object = sdf.declared_default(Heightmap, "size")
    pos: object = sdf.declared_default(Heightmap, "pos")
    textures: list[HeightmapTexture] = []
    blends: list[HeightmapBlend] = []
    use_terrain_paging: object = False
    sampling: object = 1
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uri = item.text or ""
            order.append("uri")
        elif tag == "size":
            size = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("size")
        elif tag == "pos":
            pos = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("pos")
        elif tag == "texture":
            textures.append(sdf.unfilled(HeightmapTexture, item, ctx, path))
            order.append("textures")
        elif tag == "blend":
            blends.append(sdf.unfilled(HeightmapBlend, item, ctx, path))
            order.append("blends")
        elif tag == "use_terrain_paging":
            use_terrain_paging = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("use_terrain_paging")
        elif tag == "sampling":
            sampling = ctx.parsed(_PARSE_UNSIGNED_INT, item.text or "")
            order.append("sampling")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _heightmap_set_xml_extras(obj, extras)
    _heightmap_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _heightmap_set_uri(obj, uri)
    _heightmap_set_size(obj, size)
    _heightmap_set_pos(obj, pos)
    _heightmap_set_textures(obj, textures)
    _heightmap_set_blends(obj, blends)
    _heightmap_set_use_terrain_paging(obj, use_terrain_paging)
    _heightmap_set_sampling(obj, sampling)
    return True

"""SDFormat 1.11 element classes of ``spec/1.11/heightmap_shape.sdf``.

Generated from spec/1.11/heightmap_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Heightmap",
    "HeightmapBlend",
    "HeightmapTexture",
]


@attrs.define(kw_only=True, eq=False)
class HeightmapTexture(sdf.Element):
    """One texture layer for rendering. Layers are stacked by height in the order given: the
    first covers the lowest terrain, the last the highest.

    Attributes:
        size: Ground length covered by one tile of the texture, in metres. Default: ``10``.
        diffuse: Image file of the layer's diffuse (colour) texture. Default: ``__default__``.
        normal: Image file of the layer's normal map. Default: ``__default__``.
    """

    TAG: ClassVar[str] = "texture"
    SPEC_FILE: ClassVar[str] = "spec/1.11/heightmap_shape.sdf"

    size: float = sdf.value("size", "double", "10", cardinality="1")
    """Ground length covered by one tile of the texture, in metres. Default: ``10``."""

    diffuse: str = sdf.value("diffuse", "string", "__default__", cardinality="1")
    """Image file of the layer's diffuse (colour) texture. Default: ``__default__``."""

    normal: str = sdf.value("normal", "string", "__default__", cardinality="1")
    """Image file of the layer's normal map. Default: ``__default__``."""


@attrs.define(kw_only=True, eq=False)
class HeightmapBlend(sdf.Element):
    """Transition between two consecutive texture layers; give one fewer blend than textures.

    Attributes:
        min_height: Terrain height, in metres, at which this transition starts. Default: ``0``.
        fade_dist: Height range, in metres, over which the two textures fade into each other.
            Default: ``0``.
    """

    TAG: ClassVar[str] = "blend"
    SPEC_FILE: ClassVar[str] = "spec/1.11/heightmap_shape.sdf"

    min_height: float = sdf.value("min_height", "double", "0", cardinality="1")
    """Terrain height, in metres, at which this transition starts. Default: ``0``."""

    fade_dist: float = sdf.value("fade_dist", "double", "0", cardinality="1")
    """Height range, in metres, over which the two textures fade into each other. Default:
    ``0``."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/heightmap_shape.sdf"

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

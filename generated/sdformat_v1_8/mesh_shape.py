"""SDFormat 1.8 element classes of ``spec/1.8/mesh_shape.sdf``.

Generated from spec/1.8/mesh_shape.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray

__all__ = [
    "Mesh",
    "MeshSubmesh",
]


@attrs.define(kw_only=True, eq=False)
class MeshSubmesh(sdf.Element):
    """Selects one named submesh of the mesh file instead of the whole mesh.

    Attributes:
        name: Name of the submesh inside the mesh file; it must exist there. Default:
            ``__default__``.
        center: When true, the submesh's vertices are shifted so it is centred on the origin,
            dropping any transform the file gives it. Default: ``false``.
    """

    TAG: ClassVar[str] = "submesh"
    SPEC_FILE: ClassVar[str] = "spec/1.8/mesh_shape.sdf"

    name: str = sdf.value("name", "string", "__default__", cardinality="1")
    """Name of the submesh inside the mesh file; it must exist there. Default: ``__default__``."""

    center: bool = sdf.value("center", "bool", "false")
    """When true, the submesh's vertices are shifted so it is centred on the origin, dropping
    any transform the file gives it. Default: ``false``."""


@attrs.define(kw_only=True, eq=False)
class Mesh(sdf.Element):
    """Shape loaded from a mesh file such as COLLADA, STL or OBJ.

    Attributes:
        uri: Location of the mesh file, e.g. a model:// URI or a file path. Default:
            ``__default__``.
        submesh: Selects one named submesh of the mesh file instead of the whole mesh.
        scale: Scale factors applied to the mesh along its x, y and z axes. Default: ``1 1 1``.
    """

    TAG: ClassVar[str] = "mesh"
    SPEC_FILE: ClassVar[str] = "spec/1.8/mesh_shape.sdf"

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the mesh file, e.g. a model:// URI or a file path. Default: ``__default__``."""

    submesh: MeshSubmesh | None = sdf.child("submesh", lambda: MeshSubmesh)
    """Selects one named submesh of the mesh file instead of the whole mesh."""

    scale: FloatArray = sdf.value("scale", "vector3", "1 1 1")
    """Scale factors applied to the mesh along its x, y and z axes. Default: ``1 1 1``."""

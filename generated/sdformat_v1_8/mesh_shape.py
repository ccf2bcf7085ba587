"""SDFormat 1.8 element classes of ``spec/1.8/mesh_shape.sdf``.

Generated from spec/1.8/mesh_shape.sdf by make generate. Do not edit: change the
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
    "Mesh",
    "MeshSubmesh",
]


@attrs.define(kw_only=True, eq=False, repr=False)
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


@attrs.define(kw_only=True, eq=False, repr=False)
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


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _mesh_submesh_set_xml_extras,
    _mesh_submesh_set_xml_origin,
    _mesh_submesh_set_name,
    _mesh_submesh_set_center,
) = sdf.setters(MeshSubmesh, "xml_extras", "xml_origin", "name", "center")


@sdf.fills(MeshSubmesh)
def _fill_mesh_submesh(
    obj: MeshSubmesh, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``MeshSubmesh`` from its element."""
    path = f"{parent_path}/submesh"
    found: list[str] = []
    name: object = "__default__"
    center: object = False
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "name":
            name = item.text or ""
            order.append("name")
        elif tag == "center":
            center = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("center")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _mesh_submesh_set_xml_extras(obj, extras)
    _mesh_submesh_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _mesh_submesh_set_name(obj, name)
    _mesh_submesh_set_center(obj, center)
    return True


(
    _mesh_set_xml_extras,
    _mesh_set_xml_origin,
    _mesh_set_uri,
    _mesh_set_submesh,
    _mesh_set_scale,
) = sdf.setters(Mesh, "xml_extras", "xml_origin", "uri", "submesh", "scale")


@sdf.fills(Mesh)
def _fill_mesh(obj: Mesh, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Mesh`` from its element."""
    path = f"{parent_path}/mesh"
    found: list[str] = []
    uri: object = "__default__"
    submesh: MeshSubmesh | None = None
    scale: object = sdf.declared_default(Mesh, "scale")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uri = item.text or ""
            order.append("uri")
        elif tag == "submesh":
            submesh = sdf.unfilled(MeshSubmesh, item, ctx, path)
            order.append("submesh")
        elif tag == "scale":
            scale = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("scale")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _mesh_set_xml_extras(obj, extras)
    _mesh_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _mesh_set_uri(obj, uri)
    _mesh_set_submesh(obj, submesh)
    _mesh_set_scale(obj, scale)
    return True

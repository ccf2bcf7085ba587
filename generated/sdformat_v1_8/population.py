"""SDFormat 1.8 element classes of ``spec/1.8/population.sdf``.

Generated from spec/1.8/population.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_8.box_shape import Box
    from sdformat_v1_8.cylinder_shape import Cylinder
    from sdformat_v1_8.model import Model
    from sdformat_v1_8.pose import Pose

__all__ = [
    "Population",
    "PopulationDistribution",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_8",
    {
        "Box": "box_shape",
        "Cylinder": "cylinder_shape",
        "Model": "model",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class PopulationDistribution(sdf.Element):
    """How the copies are arranged inside the region.

    Attributes:
        type: Placement pattern: random (scattered randomly), uniform (roughly even 2D spread of
            model_count copies), grid (rows by cols lattice spaced by step), linear-x, linear-y
            or linear-z (evenly spaced along that world axis). Default: ``random``.
        rows: Number of grid rows. Used by the grid distribution. Default: ``1``.
        cols: Number of grid columns. Used by the grid distribution. Default: ``1``.
        step: Spacing between neighbouring grid cells along x, y and z, in metres. Used by the
            grid distribution. Default: ``0.5 0.5 0``.
    """

    TAG: ClassVar[str] = "distribution"
    SPEC_FILE: ClassVar[str] = "spec/1.8/population.sdf"

    type: str = sdf.value("type", "string", "random", cardinality="1")
    """Placement pattern: random (scattered randomly), uniform (roughly even 2D spread of
    model_count copies), grid (rows by cols lattice spaced by step), linear-x, linear-y
    or linear-z (evenly spaced along that world axis). Default: ``random``."""

    rows: int = sdf.value("rows", "int", "1")
    """Number of grid rows. Used by the grid distribution. Default: ``1``."""

    cols: int = sdf.value("cols", "int", "1")
    """Number of grid columns. Used by the grid distribution. Default: ``1``."""

    step: FloatArray = sdf.value("step", "vector3", "0.5 0.5 0")
    """Spacing between neighbouring grid cells along x, y and z, in metres. Used by the grid
    distribution. Default: ``0.5 0.5 0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Population(sdf.Element):
    """Fills a region of the world with copies of one model, arranged by a chosen distribution.
    The region is given by a box or cylinder and placed by the pose.

    Attributes:
        name: Name of the population, unique among the populations of the world.
        box: Rectangular box centred on the origin of its frame.
        cylinder: Cylinder whose axis is the z axis, centred on the origin of its frame.
        model_count: Number of model copies to create. Ignored by the grid distribution, which
            uses rows times cols. Default: ``1``.
        distribution: How the copies are arranged inside the region.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
        model: Collection of links, joints, frames, plugins and nested models forming a robot or
            other object.
    """

    TAG: ClassVar[str] = "population"
    SPEC_FILE: ClassVar[str] = "spec/1.8/population.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the population, unique among the populations of the world."""

    box: Box | None = sdf.child("box", lambda: _imports.Box)
    """Rectangular box centred on the origin of its frame."""

    cylinder: Cylinder | None = sdf.child("cylinder", lambda: _imports.Cylinder)
    """Cylinder whose axis is the z axis, centred on the origin of its frame."""

    model_count: int = sdf.value("model_count", "int", "1", cardinality="1")
    """Number of model copies to create. Ignored by the grid distribution, which uses rows
    times cols. Default: ``1``."""

    distribution: PopulationDistribution = sdf.child(
        "distribution", lambda: PopulationDistribution, cardinality="1"
    )
    """How the copies are arranged inside the region."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""

    model: Model = sdf.child("model", lambda: _imports.Model, cardinality="1")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_INT = sdf.converter("int")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _population_distribution_set_xml_extras,
    _population_distribution_set_xml_origin,
    _population_distribution_set_type,
    _population_distribution_set_rows,
    _population_distribution_set_cols,
    _population_distribution_set_step,
) = sdf.setters(PopulationDistribution, "xml_extras", "xml_origin", "type", "rows", "cols", "step")


@sdf.fills(PopulationDistribution)
def _fill_population_distribution(
    obj: PopulationDistribution, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``PopulationDistribution`` from its element."""
    path = f"{parent_path}/distribution"
    found: list[str] = []
    type_: object = "random"
    rows: object = 1
    cols: object = 1
    step: object = sdf.declared_default(PopulationDistribution, "step")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "type":
            type_ = item.text or ""
            order.append("type")
        elif tag == "rows":
            rows = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("rows")
        elif tag == "cols":
            cols = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("cols")
        elif tag == "step":
            step = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("step")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _population_distribution_set_xml_extras(obj, extras)
    _population_distribution_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _population_distribution_set_type(obj, type_)
    _population_distribution_set_rows(obj, rows)
    _population_distribution_set_cols(obj, cols)
    _population_distribution_set_step(obj, step)
    return True


(
    _population_set_xml_extras,
    _population_set_xml_origin,
    _population_set_name,
    _population_set_box,
    _population_set_cylinder,
    _population_set_model_count,
    _population_set_distribution,
    _population_set_pose,
    _population_set_model,
) = sdf.setters(
    Population,
    "xml_extras",
    "xml_origin",
    "name",
    "box",
    "cylinder",
    "model_count",
    "distribution",
    "pose",
    "model",
)


@sdf.fills(Population)
def _fill_population(
    obj: Population, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``Population`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/population"
    else:
        path = f'{parent_path}/population[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    box: Box | None = None
    cylinder: Cylinder | None = None
    model_count: object = 1
    distribution: PopulationDistribution | None = None
    pose: Pose | None = None
    model: Model | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "box":
            box = sdf.unfilled(_imports.Box, item, ctx, path)
            order.append("box")
        elif tag == "cylinder":
            cylinder = sdf.unfilled(_imports.Cylinder, item, ctx, path)
            order.append("cylinder")
        elif tag == "model_count":
            model_count = ctx.parsed(_PARSE_INT, item.text or "")
            order.append("model_count")
        elif tag == "distribution":
            distribution = sdf.unfilled(PopulationDistribution, item, ctx, path)
            order.append("distribution")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "model":
            model = sdf.unfilled(_imports.Model, item, ctx, path)
            order.append("model")
        else:  # not a fast-path document
            return False
    if distribution is None:  # the default object, as the constructor makes it
        distribution = PopulationDistribution.default()
    if model is None:  # the default object, as the constructor makes it
        model = _imports.Model.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _population_set_xml_extras(obj, extras)
    _population_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _population_set_name(obj, name)
    _population_set_box(obj, box)
    _population_set_cylinder(obj, cylinder)
    _population_set_model_count(obj, model_count)
    _population_set_distribution(obj, distribution)
    _population_set_pose(obj, pose)
    _population_set_model(obj, model)
    return True

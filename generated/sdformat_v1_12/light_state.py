"""SDFormat 1.12 element classes of ``spec/1.12/light_state.sdf``.

Generated from spec/1.12/light_state.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_12.pose import Pose

__all__ = [
    "LightState",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class LightState(sdf.Element):
    """Recorded state of one light at a given moment in a world state.

    Attributes:
        name: Name of the light this state applies to.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "light_state"
    SPEC_FILE: ClassVar[str] = "spec/1.12/light_state.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the light this state applies to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _light_state_set_xml_extras,
    _light_state_set_xml_origin,
    _light_state_set_name,
    _light_state_set_pose,
) = sdf.setters(LightState, "xml_extras", "xml_origin", "name", "pose")


@sdf.fills(LightState)
def _fill_light_state(
    obj: LightState, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``LightState`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/light_state"
    else:
        path = f'{parent_path}/light_state[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    pose: Pose | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _light_state_set_xml_extras(obj, extras)
    _light_state_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _light_state_set_name(obj, name)
    _light_state_set_pose(obj, pose)
    return True

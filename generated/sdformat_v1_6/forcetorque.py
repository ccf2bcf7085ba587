"""SDFormat 1.6 element classes of ``spec/1.6/forcetorque.sdf``.

Generated from spec/1.6/forcetorque.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "ForceTorque",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class ForceTorque(sdf.Element):
    """Parameters of a force-torque sensor mounted on a joint, which measures the wrench
    transmitted through that joint.

    Attributes:
        frame: Frame whose orientation the measured wrench is expressed in: child (child link),
            parent (parent link) or sensor (the sensor's own frame). In every case torque is
            taken about the joint origin. Default: ``child``.
        measure_direction: Which side's wrench is reported: child_to_parent (wrench the child
            link exerts on the parent link) or parent_to_child (wrench the parent link exerts on
            the child link). Default: ``child_to_parent``.
    """

    TAG: ClassVar[str] = "force_torque"
    SPEC_FILE: ClassVar[str] = "spec/1.6/forcetorque.sdf"

    frame: str = sdf.value("frame", "string", "child", choices=("child", "parent", "sensor"))
    """Frame whose orientation the measured wrench is expressed in: child (child link), parent
    (parent link) or sensor (the sensor's own frame). In every case torque is taken
    about the joint origin. Default: ``child``."""

    measure_direction: str = sdf.value(
        "measure_direction",
        "string",
        "child_to_parent",
        choices=("child_to_parent", "parent_to_child"),
    )
    """Which side's wrench is reported: child_to_parent (wrench the child link exerts on the
    parent link) or parent_to_child (wrench the parent link exerts on the child link).
    Default: ``child_to_parent``."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _force_torque_set_xml_extras,
    _force_torque_set_xml_origin,
    _force_torque_set_frame,
    _force_torque_set_measure_direction,
) = sdf.setters(ForceTorque, "xml_extras", "xml_origin", "frame", "measure_direction")


@sdf.fills(ForceTorque)
def _fill_force_torque(
    obj: ForceTorque, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ForceTorque`` from its element."""
    path = f"{parent_path}/force_torque"
    found: list[str] = []
    frame: object = "child"
    measure_direction: object = "child_to_parent"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "frame":
            frame = item.text or ""
            order.append("frame")
        elif tag == "measure_direction":
            measure_direction = item.text or ""
            order.append("measure_direction")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _force_torque_set_xml_extras(obj, extras)
    _force_torque_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _force_torque_set_frame(obj, frame)
    _force_torque_set_measure_direction(obj, measure_direction)
    return True

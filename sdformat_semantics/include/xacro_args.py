"""The xacro arguments an ``<include>`` of a xacro file gives it.

An include passes arguments to the xacro robot it names the way a ROS launch
file does, one ``<xacro:arg name="..." value="..."/>`` per argument, with
the xacro namespace declared (any of the URIs xacro files use)::

    <include xmlns:xacro="http://www.ros.org/wiki/xacro">
      <uri>package://arm_description/urdf/arm.urdf.xacro</uri>
      <xacro:arg name="prefix" value="left_"/>
    </include>

Inside a xacro file ``<xacro:arg name= default=>`` declares an argument;
under an ``<include>`` the element gives its value instead. SDFormat keeps
namespaced content as it is, so such an include stays a valid SDFormat
``<include>`` for every other reader.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector, Severity, XmlOrigin, problem
from sdformat_semantics.entities import IncludeLike

XACRO_PREFIX = "xacro"
"""The prefix xacro recognises its elements and attributes by."""

XACRO_NAMESPACES = frozenset(
    {"http://www.ros.org/wiki/xacro", "http://ros.org/wiki/xacro", "http://wiki.ros.org/xacro"}
)
"""Namespace URIs xacro files declare: content in them is xacro's under any prefix."""


def is_xacro_element(element: etree._Element) -> bool:
    """Whether xacro takes the element as its own (``xacro:`` prefix, or a xacro URI)."""
    if not isinstance(element.tag, str):
        return False
    return element.prefix == XACRO_PREFIX or etree.QName(element).namespace in XACRO_NAMESPACES


def xacro_args_of(include: IncludeLike, problems: ProblemCollector) -> dict[str, str]:
    """The ``<xacro:arg name= value=>`` values of an include (unusable ones reported)."""
    found: dict[str, str] = {}
    for kept in include.xml_extras.kept_elements():
        if not is_xacro_element(kept) or etree.QName(kept).localname != "arg":
            continue
        name, value = kept.get("name"), kept.get("value")
        if not name or value is None:
            origin = include.xml_origin
            line = kept.sourceline if isinstance(kept.sourceline, int) else None
            path = f"{origin.path}/xacro:arg" if origin and origin.path else ""
            where = XmlOrigin(origin.file if origin else None, line, path)
            message = (
                "<xacro:arg> under <include> needs a name and a value "
                f"(name={name!r}, value={value!r}): ignored"
            )
            problems.extend(
                [problem(ErrorCode.URDF_XACRO_WARNING, message, where, severity=Severity.WARNING)]
            )
            continue
        found[name] = value
    return found

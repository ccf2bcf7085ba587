"""``::`` in the names of content kept as XML, which libsdformat refuses from SDFormat 1.8 on.

The name checks (``check_names``) look at the objects a version describes.
libsdformat looks further: the elements no version describes are copied
into its tree with their attributes, and from 1.8 on a ``name`` holding
``::`` anywhere in that tree, outside plugins and prefixed elements, makes it
refuse the document (``entities.scoped_names``). A robot's driver
``<api name="driver::Imu"/>`` inside a sensor is enough. Documents converted
from URDF or MJCF are not checked (the check table passes them by), as
libsdformat does not check them: their converter leaves such elements out
instead (``urdf.gazebo``).
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.binding.lazy import unread_element
from sdformat_runtime.errors import Error, ErrorCode, XmlOrigin, element_path, problem
from sdformat_semantics.checks.model import walk
from sdformat_semantics.entities.scoped_names import (
    may_hold_scoped_names,
    scoped_names_of_kept,
    separator_reserved,
)

__all__ = ["check_kept_names"]


def check_kept_names(composed: Element, declared: str, kept: etree._Element | None) -> list[Error]:
    """A ``RESERVED_NAME`` error for each name holding ``::`` in content kept as XML.

    Args:
        composed: The document with its includes composed.
        declared: The version the document declares (``::`` is reserved from 1.8).
        kept: The XML ``composed`` was read from, when the loader kept it and
            nothing was composed: a tree in which no name outside a plugin
            holds ``::`` has nothing to report, and the objects are not walked.
    """
    if not separator_reserved(declared):
        return []
    if kept is not None and not may_hold_scoped_names(kept):
        return []
    problems: list[Error] = []
    # A lazy object's XML was accepted by the fast path: nothing is kept aside there.
    for element in walk(composed, prune=lambda item: unread_element(item) is not None):
        for node in element.xml_extras.kept_elements():
            for found, described in scoped_names_of_kept(type(element), node):
                problems.append(_reserved(element, found, described))
    return problems


def _reserved(owner: Element, found: etree._Element, described: bool) -> Error:
    """The error at ``found``, in XML that ``owner`` kept (a copy: its path starts there)."""
    name = found.get("name")
    if described:  # a repeat of a single element, which libsdformat reads
        message = f"'{name}': '::' is reserved for scoped names from SDFormat 1.8 on"
    else:
        message = (
            f"'{name}': '::' is reserved for scoped names from SDFormat 1.8 on, in the name "
            f"of any element: libsdformat refuses it in <{found.tag}> too, which no "
            "version describes"
        )
    origin = owner.xml_origin
    if origin is None:
        return problem(ErrorCode.RESERVED_NAME, message)
    line = found.sourceline if isinstance(found.sourceline, int) else origin.line
    path = origin.path + element_path(found) if origin.path else ""
    return problem(ErrorCode.RESERVED_NAME, message, XmlOrigin(origin.file, line, path))

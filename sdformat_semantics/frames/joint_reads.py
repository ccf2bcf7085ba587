"""What a lazy joint's XML says of its name, parent, child and axes, read once per load.

The graph builder needs a joint's child (its edge), the joint checks its
name, parent, child and axes: both take them from one pass over the
joint's element (``read_joint``), which leaves the joint unread; the
builder keeps the reads for the checks (``GraphBuilder.joint_reads``).
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.binding import unread_element

__all__ = ["JointRead", "read_joint"]

JointRead = tuple[str, str | None, str | None, list[tuple[str, etree._Element]]]
"""A joint's name, its parent's and child's text (None: left out) and its axes' elements,
each with its tag (``axis`` or ``axis2``; a repeated one is listed twice)."""


def read_joint(joint: object) -> JointRead | None:
    """What a lazy ``joint``'s element writes, in one pass over its children; it stays unread.

    The values are what filling would store (the fast path admitted the
    element: each single child once, texts as written). None when ``joint``
    is filled or eager (read its fields), or when its element has no name
    or repeats ``<parent>`` or ``<child>`` (the reader decides what that
    means: fill the joint).
    """
    node = unread_element(joint)
    if node is None:
        return None
    name = node.get("name")
    parent = child = None
    axes: list[tuple[str, etree._Element]] = []
    for item in node:  # one pass over the children: ``find`` costs more than all of it
        tag = item.tag  # (a comment's tag is a function: it matches none)
        if tag == "parent":
            if parent is not None:
                return None
            parent = item.text or ""
        elif tag == "child":
            if child is not None:
                return None
            child = item.text or ""
        elif tag == "axis" or tag == "axis2":
            axes.append((tag, item))
    if name is None:
        return None
    return name, parent, child, axes

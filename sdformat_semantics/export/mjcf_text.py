"""MJCF text with every number as exact as the document's: MuJoCo's text, digits restored.

``MjSpec.to_xml`` writes numbers with six significant digits (``0.707107``),
which moves a body at the end of a long chain by more than a micrometre and
rounds masses and inertias. The writer records the exact values it gave each
MJCF element (``ExactValues``); this module puts them back into the text
MuJoCo wrote, as the shortest text that reads back to the same double, so the
file compiles to the model that was built (an attribute MuJoCo left out as
its default stays out; an inertial is written whole).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from lxml import etree

from sdformat_runtime.values import format_number

Key = tuple[str, str]
"""An MJCF element: its tag and name (an inertial under its body's name, a joint
equality under its first joint's)."""


class ExactValues:
    """The numbers the writer gave each MJCF element, by ``(tag, name)``."""

    def __init__(self) -> None:
        self.values: dict[Key, dict[str, list[float]]] = {}

    def remember(self, tag: str, name: str, **values: Sequence[float] | float) -> None:
        """Record attributes (MJCF names, ``-`` written ``_``) of one element."""
        held = self.values.setdefault((tag, name), {})
        for key, value in values.items():
            numbers = [float(value)] if isinstance(value, (int, float)) else list(value)
            held[key] = [float(v) for v in numbers]


def with_exact_numbers(
    text: str, exact: ExactValues, compiler: Mapping[str, str] | None = None
) -> str:
    """MuJoCo's MJCF text with each recorded attribute written in full precision.

    ``compiler`` adds options MuJoCo applies but does not write back
    (``balanceinertia``: its writer gives the balanced values instead, which
    the exact ones replace, so the option must travel with them).
    """
    parser = etree.XMLParser(resolve_entities=False, no_network=True, remove_blank_text=False)
    root = etree.fromstring(text.encode("utf-8"), parser)
    options = root.find("compiler")
    for key, value in (compiler or {}).items():
        if options is not None:
            options.set(key, value)
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        found = _key(element)
        values = exact.values.get(found) if found is not None else None
        if values is None:
            continue
        inertial = element.tag == "inertial"
        for name, numbers in values.items():
            # MuJoCo leaves out what equals its default: that stays out.
            if inertial or name in element.attrib:
                element.set(name, " ".join(format_number(v) for v in numbers))
    return etree.tostring(root, encoding="unicode") + "\n"


def _key(element: etree._Element) -> Key | None:
    parent = element.getparent()
    tag = str(element.tag)
    if tag == "inertial" and parent is not None:
        return ("inertial", parent.get("name", ""))
    if parent is not None and parent.tag == "equality":
        return (f"equality {tag}", element.get("joint1", ""))
    if tag == "option":
        return ("option", "")
    name = element.get("name")
    return (tag, name) if name is not None else None

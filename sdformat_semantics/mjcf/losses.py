"""The report of what reading MJCF leaves out: ``MJCF_IMPORT_LOSS`` warnings at their place.

MuJoCo's compiled model says what there is; the parsed ``<mujoco>`` tree says
where the main file writes it (the line and an element path such as
``/mujoco/actuator/motor[@name="m"]``). Content from MJCF files that the
main file includes is reported without a line.
"""

from __future__ import annotations

from typing import Any

from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity

SECTIONS_LOST = (
    "tendon", "actuator", "sensor", "contact", "keyframe", "extension", "custom",
    "deformable", "equality", "option", "size", "visual", "statistic",
)  # fmt: skip
"""Top-level MJCF sections SDFormat has no place for (``equality`` is read apart)."""

BODY_CHILDREN_LOST = ("camera", "light", "plugin", "composite", "flexcomp", "replicate")
"""Children of bodies that SDFormat models do not hold."""

ATTRIBUTES_READ: dict[str, frozenset[str]] = {
    "geom": frozenset({
        "name", "class", "type", "size", "pos", "quat", "euler", "axisangle", "xyaxes", "zaxis",
        "fromto", "rgba", "friction", "contype", "conaffinity", "group", "mesh",
        "material",  # its colour, when the geom sets none (a texture is reported apart)
        "mass", "density",  # in the link's inertial, which MuJoCo computes from them
    }),
    "joint": frozenset({
        "name", "class", "type", "pos", "axis", "range", "limited", "damping", "frictionloss",
        "stiffness", "springref", "actuatorfrcrange", "actuatorfrclimited", "ref", "armature",
    }),
    "body": frozenset({
        "name", "childclass", "pos", "quat", "euler", "axisangle", "xyaxes", "zaxis",
    }),
    "site": frozenset({
        "name", "class", "pos", "quat", "euler", "axisangle", "xyaxes", "zaxis", "type", "size",
        "rgba", "group",
    }),
}  # fmt: skip
"""What of each element the SDFormat model holds (or reports apart); other attributes are losses."""


class ImportLosses:
    """Finds where MJCF content is written and collects the ``MJCF_IMPORT_LOSS`` warnings.

    Attributes:
        problems: The warnings so far, in the order found.
    """

    def __init__(self, top: etree._Element, file: str | None) -> None:
        self.top = top
        self.file = file
        self.problems: list[Error] = []
        self._named: dict[tuple[str, str], etree._Element] = {}
        self._by_tag: dict[str, list[etree._Element]] = {}
        for element in top.iter():
            if isinstance(element.tag, str):
                self._by_tag.setdefault(element.tag, []).append(element)
                name = element.get("name")
                if name is not None:
                    self._named.setdefault((element.tag, name), element)

    def lose(
        self,
        tag: str,
        name: str,
        message: str,
        *,
        index: int | None = None,
        info: str = "",
    ) -> None:
        """Report content of the element ``tag`` named ``name`` (or the ``index``-th one).

        ``info``: what MuJoCo's spec says of where an unnamed element is
        written (``line 12``, of whichever file holds it): it is placed when
        the main file holds an unnamed ``tag`` on that line.
        """
        element = self._named.get((tag, name)) if name else None
        if element is None and index is not None and tag == "equality":
            section = [e for e in self.top.iter("equality") for e in e if isinstance(e.tag, str)]
            element = section[index] if index < len(section) else None
        if element is None and not name and info.startswith("line "):
            line = int(info[5:]) if info[5:].isdigit() else 0
            written = (e for e in self._by_tag.get(tag, []) if _line(e) == line)
            element = next((e for e in written if e.get("name") is None), None)
        label = f"{tag} '{name}'" if name else f"{'an' if tag[0] in 'aeiou' else 'a'} {tag}"
        self.at(element, f"{label}: {message}")

    def at(
        self,
        element: etree._Element | None,
        message: str,
        severity: Severity = Severity.WARNING,
    ) -> None:
        """Report ``message`` at an element of the tree (None: the document, no line)."""
        line = element.sourceline if element is not None else None
        path = path_of(element) if element is not None else "/mujoco"
        self.problems.append(
            Error(
                ErrorCode.MJCF_IMPORT_LOSS,
                message,
                self.file,
                line if isinstance(line, int) else None,
                path,
                severity=severity,
            )
        )

    def report_unread(self, spec: Any, colouring: set[str]) -> None:
        """Every section, body child, asset and attribute that no link, joint or shape holds.

        ``colouring``: the materials that give a geom its colour (kept on its
        visual); a texture is always lost, as is a material no geom shows.
        """
        for section in self.top:
            if not isinstance(section.tag, str) or section.tag not in SECTIONS_LOST:
                continue
            if section.tag == "equality":
                continue  # each equality is read, or reported, by the writer
            items = [c for c in section if isinstance(c.tag, str)] or [section]
            for item in items:
                self.at(item, f"<{item.tag}> has no SDFormat equivalent: left out")
        for tag in BODY_CHILDREN_LOST:
            for element in self._by_tag.get(tag, []):
                if _in_worldbody(element):
                    self.at(element, f"<{tag}> has no SDFormat model equivalent: left out")
        for tag, read in ATTRIBUTES_READ.items():
            for element in self._by_tag.get(tag, []):
                if not _in_worldbody(element) and not _in_defaults(element):
                    continue  # a joint of a tendon or an equality: reported with its section
                for key in element.attrib:
                    attribute = str(key)
                    if attribute not in read:
                        message = f"@{attribute} of <{tag}> has no SDFormat equivalent: left out"
                        self.at(element, message)
        self._report_assets(spec, colouring)
        for what in ("tendons", "actuators", "sensors", "plugins", "flexes", "skins", "hfields"):
            count = len(getattr(spec, what, []) or [])
            written = sum(1 for _ in self.top.iter(what[:-1] if what != "flexes" else "flex"))
            if count and not written:  # from an included file: no place to show
                self.at(None, f"{count} {what} (from included files): SDFormat has none; left out")

    def _report_assets(self, spec: Any, colouring: set[str]) -> None:
        """Every texture, and every material that gives no geom its colour."""
        for texture in self._by_tag.get("texture", []):
            self.at(texture, "<texture> has no SDFormat equivalent: left out")
        written = {material.get("name", "") for material in self._by_tag.get("material", [])}
        for material in self._by_tag.get("material", []):
            if material.get("name", "") not in colouring:
                self.at(material, "<material> gives no geom its colour: left out")
        # From included files: counted, with no place to show.
        textures = len(getattr(spec, "textures", []) or []) - len(self._by_tag.get("texture", []))
        if textures > 0:
            self.at(None, f"{textures} textures (from included files): SDFormat has none; left out")
        materials = getattr(spec, "materials", []) or []
        unshown = [m for m in materials if m.name not in colouring and m.name not in written]
        if unshown:
            message = f"{len(unshown)} materials (from included files) give no geom its colour"
            self.at(None, message + ": left out")


def _in_worldbody(element: etree._Element) -> bool:
    return any(a.tag == "worldbody" for a in element.iterancestors())


def _in_defaults(element: etree._Element) -> bool:
    return any(a.tag == "default" for a in element.iterancestors())


def path_of(element: etree._Element) -> str:
    """``/mujoco/worldbody/body[@name="a"]/geom[@name="g"]``: an element's path, names kept."""
    parts = []
    node: etree._Element | None = element
    while node is not None:
        name = node.get("name")
        parts.append(f'{node.tag}[@name="{name}"]' if name else str(node.tag))
        node = node.getparent()
    return "/" + "/".join(reversed(parts))


def _line(element: etree._Element) -> int | None:
    line = element.sourceline
    return line if isinstance(line, int) else None

"""The URDF a document was read from, kept so that writing it as URDF gives it back.

Reading URDF as SDFormat changes its shape: fixed joints are lumped (their
links become frames, their visuals move into the parent link), massless links
are left out, moving joints hang from the link their parent was lumped into.
No writer can undo that from the SDFormat alone, so a document read from URDF
keeps its ``<robot>`` element, and writing that document as URDF writes it
back, every link, joint, name and comment as read, as long as the SDFormat
objects are still what the URDF converts to (an edited document is written
from its objects instead).
"""

from __future__ import annotations

import copy
import sys

import attrs
from lxml import etree

from sdformat_runtime.binding import Element, read_tree
from sdformat_runtime.xml import parse_bytes
from sdformat_semantics.urdf import convert_urdf
from sdformat_semantics.urdf.model import WORLD
from sdformat_semantics.versions import version_package


@attrs.frozen(eq=False)
class UrdfSource:
    """A URDF ``<robot>`` as read, and how it was converted.

    Attributes:
        robot: The ``<robot>`` element as parsed (comments and all).
        file: The file it was read from (None for text).
        version: The SDFormat version it was converted to.
        preserve_fixed_joints: Whether fixed joints were kept (``ParserConfig``).
    """

    robot: etree._Element
    file: str | None
    version: str
    preserve_fixed_joints: bool

    def text(self) -> str:
        """The URDF document as read, with an XML declaration (comments around it kept)."""
        before = reversed(list(self.robot.itersiblings(preceding=True)))
        nodes = [*before, self.robot, *self.robot.itersiblings()]
        body = "\n".join(
            etree.tostring(node, encoding="unicode", with_tail=False) for node in nodes
        )
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"

    def __getstate__(self) -> dict[str, object]:
        """The source as text: lxml elements cannot be pickled (a document can)."""
        return {
            "text": self.text().encode("utf-8"),
            "file": self.file,
            "version": self.version,
            "preserve_fixed_joints": self.preserve_fixed_joints,
        }

    def __setstate__(self, state: dict[str, object]) -> None:
        """Parse the text back (it was read within the limits once, so no limit is lower)."""
        text = state["text"]
        assert isinstance(text, bytes)
        tree, _errors = parse_bytes(text, max_bytes=len(text), max_depth=sys.maxsize)
        assert tree is not None  # what etree wrote, etree reads
        object.__setattr__(self, "robot", tree.getroot())
        for key in ("file", "version", "preserve_fixed_joints"):
            object.__setattr__(self, key, state[key])

    def names(self) -> dict[str, str]:
        """Every link and joint name of the URDF, each standing for itself."""
        found = [
            (element.get("name") or "").strip()
            for element in self.robot
            if element.tag in ("link", "joint")
        ]
        return {name: name for name in found if name and name != WORLD}

    def converts_to(self, model: Element) -> bool:
        """Whether ``model`` is still the SDFormat model this URDF converts to (unedited).

        The URDF is converted again and both models are compared as written
        text: an object edited in place, or replaced, writes differently.
        """
        conversion = convert_urdf(
            self.robot, self.file, self.version, preserve_fixed_joints=self.preserve_fixed_joints
        )
        tree = conversion.tree
        if tree is None:
            return False
        package = version_package(self.version)
        fresh = read_tree(package.Sdf, tree, self.file, self.version).root
        if fresh is None or fresh.model is None:
            return False
        return _written(fresh.model) == _written(model)


def _written(element: Element) -> bytes:
    # From the fields alone (a copy keeps no source text): an object read from the
    # converted tree keeps its spellings, an unpickled one does not, yet both are unedited.
    return etree.tostring(copy.deepcopy(element).to_xml())

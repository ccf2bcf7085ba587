"""Elements that no SDFormat version defines but that simulators read: what to tell the user.

An element the spec does not know gets the generic "is not a child of"
warning. A few such elements are well known, because a simulator reads them
where the standard has nothing (or had nothing until a later version). For
those the warning says what the element is and what the standard offers in
its place, instead of suggesting a spelling fix. The table is data: one
entry per (parent, element) pair.
"""

from __future__ import annotations

import attrs

from sdformat_runtime.versions import version_key


@attrs.frozen
class KnownExtension:
    """An element outside the standard that a simulator is known to read.

    Attributes:
        parent: Tag of the element it is written in (``sensor``).
        tag: Its own tag (``gz_frame_id``).
        reader: Who reads it and what it means there, as a clause.
        replacement: The standard element of ``parent`` that replaces it.
        since: The first SDFormat version that has ``replacement``.
    """

    parent: str
    tag: str
    reader: str
    replacement: str
    since: str

    def message(self, version: str | None) -> str:
        """The warning for a document read as ``version`` (None: unknown)."""
        head = f"<{self.tag}> is not SDFormat: {self.reader}"
        if version is not None and version_key(version) >= version_key(self.since):
            advice = (
                f"SDFormat {self.since} standardises it as <{self.parent}><{self.replacement}>, "
                f"which this document may use instead"
            )
        else:
            advice = f"SDFormat {self.since} replaces it with <{self.parent}><{self.replacement}>"
        return f"{head}; {advice}; kept as is"

    def suggestion(self, version: str | None) -> str | None:
        """The standard name to write, when the document's version has it."""
        if version is not None and version_key(version) >= version_key(self.since):
            return self.replacement
        return None


KNOWN_EXTENSIONS: dict[tuple[str, str], KnownExtension] = {
    (extension.parent, extension.tag): extension
    for extension in (
        KnownExtension(
            parent="sensor",
            tag="gz_frame_id",
            reader=(
                "Gazebo Harmonic (gz-sensors 8) reads it as the frame id stamped on the "
                "sensor's messages, in place of the sensor's scoped name"
            ),
            replacement="frame_id",
            since="1.12",
        ),
    )
}
"""Every known extension, by (parent tag, tag)."""


def known_extension(parent: str, tag: str) -> KnownExtension | None:
    """The entry for ``<tag>`` written in ``<parent>``, if it is a known extension."""
    return KNOWN_EXTENSIONS.get((parent, tag))

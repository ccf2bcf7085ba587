"""SDFormat 1.11 element classes of ``spec/1.11/audio_sink.sdf``.

Generated from spec/1.11/audio_sink.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "AudioSink",
]


@attrs.define(kw_only=True, eq=False, repr=False)
class AudioSink(sdf.Element):
    """A sound receiver (listener) attached to its parent link. It has no settings."""

    TAG: ClassVar[str] = "audio_sink"
    SPEC_FILE: ClassVar[str] = "spec/1.11/audio_sink.sdf"


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.


(
    _audio_sink_set_xml_extras,
    _audio_sink_set_xml_origin,
) = sdf.setters(AudioSink, "xml_extras", "xml_origin")


@sdf.fills(AudioSink)
def _fill_audio_sink(
    obj: AudioSink, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AudioSink`` from its element."""
    path = f"{parent_path}/audio_sink"
    found: list[str] = []
    if next(node.iterchildren(etree.Element), None) is not None:  # not a fast-path document
        return False
    extras = sdf.XmlExtras(present=ctx.shared_present(frozenset(found)))
    _audio_sink_set_xml_extras(obj, extras)
    _audio_sink_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    return True

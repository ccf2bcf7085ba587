"""SDFormat 1.6 element classes of ``spec/1.6/audio_source.sdf``.

Generated from spec/1.6/audio_source.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_v1_6.frame import Frame
    from sdformat_v1_6.pose import Pose

__all__ = [
    "AudioSource",
    "AudioSourceContact",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_6",
    {
        "Frame": "frame",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class AudioSourceContact(sdf.Element):
    """Collisions whose contacts start playback.

    Attributes:
        collisions: Name of a collision of the parent link whose contact triggers playback.
            Default: ``__default__``.
    """

    TAG: ClassVar[str] = "contact"
    SPEC_FILE: ClassVar[str] = "spec/1.6/audio_source.sdf"

    collisions: list[str] = sdf.value("collision", "string", "__default__", cardinality="+")
    """Name of a collision of the parent link whose contact triggers playback. Default:
    ``__default__``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class AudioSource(sdf.Element):
    """A sound emitter attached to its parent link, playing an audio file.

    Attributes:
        uri: Location of the audio file to play. Default: ``__default__``.
        pitch: Playback pitch factor; 1.0 plays the media at its original pitch, higher values
            raise it. Default: ``1.0``.
        gain: Volume multiplier applied to the media; 1.0 leaves it unchanged. Default: ``1.0``.
        contact: Collisions whose contacts start playback.
        loop: Whether playback restarts when the media reaches its end. Default: ``false``.
        frames: A named frame defined by a pose, which SDFormat 1.6 allows in many elements
            without saying how it is used. Only the frames of a model are kept when the document
            is migrated to 1.7, where frames gain attached_to.
        pose: Position and orientation of the element: `x y z roll pitch yaw`, in metres and
            radians, the angles being rotations about the fixed x, y and z axes in that order.
            Before 1.7 a pose is relative to its parent element's frame (a link's to its model,
            a visual's to its link, a joint's to its child link).
    """

    TAG: ClassVar[str] = "audio_source"
    SPEC_FILE: ClassVar[str] = "spec/1.6/audio_source.sdf"

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the audio file to play. Default: ``__default__``."""

    pitch: float = sdf.value("pitch", "double", "1.0")
    """Playback pitch factor; 1.0 plays the media at its original pitch, higher values raise
    it. Default: ``1.0``."""

    gain: float = sdf.value("gain", "double", "1.0")
    """Volume multiplier applied to the media; 1.0 leaves it unchanged. Default: ``1.0``."""

    contact: AudioSourceContact | None = sdf.child("contact", lambda: AudioSourceContact)
    """Collisions whose contacts start playback."""

    loop: bool = sdf.value("loop", "bool", "false")
    """Whether playback restarts when the media reaches its end. Default: ``false``."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named frame defined by a pose, which SDFormat 1.6 allows in many elements without
    saying how it is used. Only the frames of a model are kept when the document is
    migrated to 1.7, where frames gain attached_to."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element: `x y z roll pitch yaw`, in metres and radians,
    the angles being rotations about the fixed x, y and z axes in that order. Before 1.7
    a pose is relative to its parent element's frame (a link's to its model, a visual's
    to its link, a joint's to its child link)."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")


(
    _audio_source_contact_set_xml_extras,
    _audio_source_contact_set_xml_origin,
    _audio_source_contact_set_collisions,
) = sdf.setters(AudioSourceContact, "xml_extras", "xml_origin", "collisions")


@sdf.fills(AudioSourceContact)
def _fill_audio_source_contact(
    obj: AudioSourceContact, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AudioSourceContact`` from its element."""
    path = f"{parent_path}/contact"
    found: list[str] = []
    collisions: list[object] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "collision":
            collisions.append(item.text or "")
            order.append("collisions")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _audio_source_contact_set_xml_extras(obj, extras)
    _audio_source_contact_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _audio_source_contact_set_collisions(obj, collisions)
    return True


(
    _audio_source_set_xml_extras,
    _audio_source_set_xml_origin,
    _audio_source_set_uri,
    _audio_source_set_pitch,
    _audio_source_set_gain,
    _audio_source_set_contact,
    _audio_source_set_loop,
    _audio_source_set_frames,
    _audio_source_set_pose,
) = sdf.setters(
    AudioSource,
    "xml_extras",
    "xml_origin",
    "uri",
    "pitch",
    "gain",
    "contact",
    "loop",
    "frames",
    "pose",
)


@sdf.fills(AudioSource)
def _fill_audio_source(
    obj: AudioSource, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``AudioSource`` from its element."""
    path = f"{parent_path}/audio_source"
    found: list[str] = []
    uri: object = "__default__"
    pitch: object = 1.0
    gain: object = 1.0
    contact: AudioSourceContact | None = None
    loop: object = False
    frames: list[Frame] = []
    pose: Pose | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uri = item.text or ""
            order.append("uri")
        elif tag == "pitch":
            pitch = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("pitch")
        elif tag == "gain":
            gain = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("gain")
        elif tag == "contact":
            contact = sdf.unfilled(AudioSourceContact, item, ctx, path)
            order.append("contact")
        elif tag == "loop":
            loop = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("loop")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _audio_source_set_xml_extras(obj, extras)
    _audio_source_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _audio_source_set_uri(obj, uri)
    _audio_source_set_pitch(obj, pitch)
    _audio_source_set_gain(obj, gain)
    _audio_source_set_contact(obj, contact)
    _audio_source_set_loop(obj, loop)
    _audio_source_set_frames(obj, frames)
    _audio_source_set_pose(obj, pose)
    return True

"""SDFormat 1.11 element classes of ``spec/1.11/audio_source.sdf``.

Generated from spec/1.11/audio_source.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_v1_11.pose import Pose

__all__ = [
    "AudioSource",
    "AudioSourceContact",
]


@attrs.define(kw_only=True, eq=False)
class AudioSourceContact(sdf.Element):
    """Collisions whose contacts start playback.

    Attributes:
        collisions: Name of a collision of the parent link whose contact triggers playback.
            Default: ``__default__``.
    """

    TAG: ClassVar[str] = "contact"
    SPEC_FILE: ClassVar[str] = "spec/1.11/audio_source.sdf"

    collisions: list[str] = sdf.value("collision", "string", "__default__", cardinality="+")
    """Name of a collision of the parent link whose contact triggers playback. Default:
    ``__default__``."""


@attrs.define(kw_only=True, eq=False)
class AudioSource(sdf.Element):
    """A sound emitter attached to its parent link, playing an audio file.

    Attributes:
        uri: Location of the audio file to play. Default: ``__default__``.
        pitch: Playback pitch factor; 1.0 plays the media at its original pitch, higher values
            raise it. Default: ``1.0``.
        gain: Volume multiplier applied to the media; 1.0 leaves it unchanged. Default: ``1.0``.
        contact: Collisions whose contacts start playback.
        loop: Whether playback restarts when the media reaches its end. Default: ``false``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "audio_source"
    SPEC_FILE: ClassVar[str] = "spec/1.11/audio_source.sdf"

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

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

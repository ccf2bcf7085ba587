"""SDFormat 1.12 element classes of ``spec/1.12/audio_sink.sdf``.

Generated from spec/1.12/audio_sink.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

__all__ = [
    "AudioSink",
]


@attrs.define(kw_only=True, eq=False)
class AudioSink(sdf.Element):
    """A sound receiver (listener) attached to its parent link. It has no settings."""

    TAG: ClassVar[str] = "audio_sink"
    SPEC_FILE: ClassVar[str] = "spec/1.12/audio_sink.sdf"

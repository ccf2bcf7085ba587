"""One meaning for ``degrees="true"`` on a pose, whichever version a document is read as.

``<pose degrees="true">`` exists from SDFormat 1.9 on. A 1.8 file that uses
it is read by libsdformat, and by us when loaded as 1.9 or later, with its
angles in degrees: migration leaves the attribute, which the newer spec
knows. Loaded as 1.8, whose classes have no such attribute, the angles would
be read as radians. So, for a version without the attribute, the angles are
converted to radians and the attribute dropped before binding, with a
warning: the pose means the same either way.
"""

from __future__ import annotations

import math

from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_runtime.versions import version_key

DEGREES_SINCE = "1.9"
"""The first version whose ``<pose>`` has the ``degrees`` attribute."""


def degrees_to_radians(top: etree._Element, target: str, file: str | None) -> list[Error]:
    """Convert ``degrees="true"`` poses to radians when ``target`` has no such attribute.

    Returns:
        A warning per pose rewritten (poses inside plugins and namespaced
        content are not the spec's and stay as written).
    """
    if version_key(target) >= version_key(DEGREES_SINCE):
        return []
    problems: list[Error] = []
    for pose in top.iter("pose"):
        flag = pose.get("degrees")
        if flag is None or any(
            a.tag == "plugin" or str(a.tag).startswith("{") for a in pose.iterancestors()
        ):
            continue
        words = (pose.text or "").split()
        in_degrees = flag.strip().lower() in ("true", "1")
        if in_degrees and len(words) == 6:
            try:
                angles = [math.radians(float(w)) for w in words[3:]]
            except ValueError:
                continue  # not numbers: the reader reports the value, attribute kept
            pose.text = " ".join([*words[:3], *(repr(a) for a in angles)])
        elif in_degrees:
            continue  # not an Euler pose: the reader reports it, attribute kept
        del pose.attrib["degrees"]
        how = "in degrees, converted to radians" if in_degrees else "in radians"
        message = (
            f"'degrees' is an attribute of <pose> from SDFormat {DEGREES_SINCE} on: the angles are "
            f"read {how} for the {target} classes, as libsdformat and a load as "
            f"{DEGREES_SINCE} or later read them"
        )
        problems.append(
            problem(ErrorCode.WARNING, message, pose, severity=Severity.WARNING, file=file)
        )
    return problems

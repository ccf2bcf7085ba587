"""URDF's own versions (``<robot version="1.2">``) and what each adds, as urdfdom 6 reads them.

* 1.0, the default when a file declares none: the format as it always was;
* 1.1 adds the ``<capsule radius= length=>`` geometry (``length`` is the
  cylindrical part, between the centres of the two hemispheres, as in
  SDFormat's ``<capsule>``) and ``quat_xyzw`` origins (normalised, not with ``rpy``);
* 1.2 adds ``acceleration``, ``deceleration`` and ``jerk`` joint limits and
  relaxes the others: ``effort`` and ``velocity`` become optional (no limit
  when left out), revolute and prismatic joints need both ``lower`` and
  ``upper`` (with ``upper >= lower``), and every limit that is a rate is
  non-negative. A ``deceleration`` left out is the ``acceleration``.

Versions are written ``MAJOR.MINOR``; others, and versions newer than 1.2,
are refused as urdfdom refuses them. An attribute a file's declared version
lacks is ignored with a warning, as urdfdom ignores it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from lxml import etree

from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_semantics.urdf.plain_numbers import urdfdom_reads

Version = tuple[int, int]

SUPPORTED = ((1, 0), (1, 1), (1, 2))
"""The URDF versions read."""

CAPSULE_SINCE: Version = (1, 1)
"""The first version with ``<capsule>``."""

EXTENDED_LIMITS_SINCE: Version = (1, 2)
"""The first version with acceleration, deceleration and jerk limits."""

EXTENDED_LIMITS = ("acceleration", "deceleration", "jerk")
"""The joint limits URDF 1.2 adds, which SDFormat has no element for."""

URDF_NAMESPACE = "http://www.ros.org/wiki/urdf"
"""The namespace (prefix ``urdf``) of URDF content SDFormat has no element for.

URDF 1.2's extended limits are kept in the SDFormat axis ``<limit>`` as
``<urdf:acceleration>``, ``<urdf:deceleration>`` and ``<urdf:jerk>``, which
every SDFormat reader accepts and keeps; URDF export writes them back."""

RATE_LIMITS = ("effort", "velocity", *EXTENDED_LIMITS)
"""Limits that URDF 1.2 requires to be non-negative."""

_FORMAT = re.compile(r"(\d+)\.(\d+)")

Number = Callable[[etree._Element, str, "str | None"], "float | None"]
"""Reads one number attribute, with a default when it is missing; None when reported."""


def shown(version: Version) -> str:
    """``1.2`` for (1, 2)."""
    return f"{version[0]}.{version[1]}"


def urdf_version_needed(robot: etree._Element) -> str | None:
    """The oldest version that holds a written ``<robot>``'s content, if newer than 1.0."""
    limits = [
        limit for limit in robot.iter("limit") if any(k in limit.attrib for k in EXTENDED_LIMITS)
    ]
    if limits:
        return shown(EXTENDED_LIMITS_SINCE)
    if next(robot.iter("capsule"), None) is not None:
        return shown(CAPSULE_SINCE)
    return None


def read_version(robot: etree._Element, problems: ProblemCollector) -> Version | None:
    """The version a ``<robot>`` declares ((1, 0) when none), or None when refused (reported)."""
    written = robot.get("version")
    if written is None:
        return (1, 0)
    found = _FORMAT.fullmatch(written.strip())
    version = (int(found.group(1)), int(found.group(2))) if found else None
    if version in SUPPORTED:
        return version
    why = "is not MAJOR.MINOR" if version is None else "is newer than URDF 1.2, the newest read"
    message = f"URDF version '{written}' {why} (supported: {', '.join(map(shown, SUPPORTED))})"
    problems.error(ErrorCode.URDF_INVALID, message, robot, suffix="/@version")
    return None


Numbers = Callable[[etree._Element, str, int, "str | None"], "tuple[float, ...] | None"]
"""Reads an attribute of several numbers, with a default; None when reported."""


def read_quaternion(
    origin: etree._Element, version: Version, numbers: Numbers, problems: ProblemCollector
) -> tuple[float, float, float, float] | None:
    """An ``<origin>``'s ``quat_xyzw`` (URDF 1.1), normalised; None when it gives none.

    With ``rpy`` too, or all zero, it is an error; before URDF 1.1 it is
    ignored with a warning, as urdfdom ignores it.
    """
    if origin.get("quat_xyzw") is None:
        return None
    if version < CAPSULE_SINCE:
        message = (
            f"'quat_xyzw' of <origin> needs URDF {shown(CAPSULE_SINCE)} (<robot version=\"1.1\"> "
            f"or newer) and this file declares {shown(version)}: ignored, as urdfdom ignores it"
        )
        problems.warning(
            ErrorCode.URDF_ELEMENT_NOT_CONVERTED, message, origin, suffix="/@quat_xyzw"
        )
        return None
    if origin.get("rpy") is not None:
        message = "<origin> gives both 'rpy' and 'quat_xyzw': one orientation only"
        problems.error(ErrorCode.URDF_INVALID, message, origin, suffix="/@quat_xyzw")
        return None
    values = numbers(origin, "quat_xyzw", 4, None)
    if values is None:
        return None
    norm = math.sqrt(sum(v * v for v in values))
    if norm == 0:
        message = "'quat_xyzw' of <origin> is all zero: no rotation"
        problems.error(ErrorCode.URDF_INVALID, message, origin, suffix="/@quat_xyzw")
        return None
    x, y, z, w = (v / norm for v in values)
    return (x, y, z, w)


def read_limit(
    limit: etree._Element,
    kind: str,
    joint: str,
    version: Version,
    number: Number,
    problems: ProblemCollector,
) -> bool:
    """Check a joint's ``<limit>`` by the rules of ``version``; False when it is refused.

    Errors refuse the robot (reported by ``number`` or here); a limit the
    version lacks is a warning and is left out of the conversion.
    """
    relaxed = version >= EXTENDED_LIMITS_SINCE
    if not relaxed and _plainly_valid(limit):
        return True
    for attribute in ("effort", "velocity"):  # optional from 1.2 on: no limit when left out
        if (not relaxed or limit.get(attribute) is not None) and number(
            limit, attribute, None
        ) is None:
            return False
    bounds: list[float | None] = []
    for attribute, unbounded in (("lower", -math.inf), ("upper", math.inf)):
        if not relaxed:
            bounds.append(number(limit, attribute, "0"))
        elif limit.get(attribute) is not None or kind in ("revolute", "prismatic"):
            value = number(limit, attribute, None)  # required for these two from 1.2 on
            if value is None:
                return False
            bounds.append(value)
        else:
            bounds.append(unbounded)
    lower, upper = bounds
    for attribute in EXTENDED_LIMITS:
        if limit.get(attribute) is None:
            continue
        if not relaxed:
            message = (
                f"'{attribute}' of the <limit> of joint '{joint}' needs URDF "
                f'{shown(EXTENDED_LIMITS_SINCE)} (<robot version="1.2">) and this file '
                f"declares {shown(version)}: ignored, as urdfdom ignores it"
            )
            code = ErrorCode.URDF_ELEMENT_NOT_CONVERTED
            problems.warning(code, message, limit, suffix=f"/@{attribute}")
        elif number(limit, attribute, None) is None:
            return False
    return not relaxed or _rates_valid(limit, joint, lower, upper, problems)


def _plainly_valid(limit: etree._Element) -> bool:
    """Whether a limit before URDF 1.2 passes ``read_limit`` with nothing to report.

    So it does when its effort and velocity are finite numbers, its bounds
    finite numbers or left out (0), and it has none of the extended limits
    (ignored with a warning): most limits of most files, read in one go.
    """
    get = limit.get
    try:
        effort = float(get("effort"))  # type: ignore[arg-type]  # None: TypeError
        velocity = float(get("velocity"))  # type: ignore[arg-type]
        lower, upper = float(get("lower", "0")), float(get("upper", "0"))
    except (TypeError, ValueError):
        return False
    written = (get("effort"), get("velocity"), get("lower"), get("upper"))
    return (
        all(text is None or urdfdom_reads(text) for text in written)
        # finite: inf - inf and NaN are NaN
        and effort - effort == 0.0
        and velocity - velocity == 0.0
        and lower - lower == 0.0
        and upper - upper == 0.0
        and get("acceleration") is None
        and get("deceleration") is None
        and get("jerk") is None
    )


def _rates_valid(
    limit: etree._Element,
    joint: str,
    lower: float | None,
    upper: float | None,
    problems: ProblemCollector,
) -> bool:
    """URDF 1.2's checks: rates not negative, ``upper >= lower``; False (reported) if one fails."""
    for attribute in RATE_LIMITS:
        text = limit.get(attribute)
        if text is not None and float(text) < 0:  # read as a number already
            message = f"'{attribute}' of the <limit> of joint '{joint}' is negative ({text})"
            problems.error(ErrorCode.URDF_INVALID, message, limit, suffix=f"/@{attribute}")
            return False
    if lower is not None and upper is not None and upper < lower:
        message = f"the <limit> of joint '{joint}' has upper {upper} < lower {lower}"
        problems.error(ErrorCode.URDF_INVALID, message, limit, suffix="/@upper")
        return False
    return True

"""The numbers of an ``<origin>`` read in one go when written plainly, and their turns.

Every link, joint, shape and inertial has an origin, and files mostly write
its numbers plainly: three ``float()`` calls read them, where the reporting
reader (``reading``) would also keep the bookkeeping of a problem. What is
not plain goes there, to be reported.
"""

from __future__ import annotations

import functools

from sdformat_semantics.geometry.pose_values import plainly_valid, rpy_quaternion, unit_values

ZEROS = (0.0, 0.0, 0.0)
"""Three zeros: an ``xyz`` or ``rpy`` left out."""


def urdfdom_reads(text: str) -> bool:
    """Whether urdfdom reads a number ``float()`` reads (and finds finite) as that number.

    urdfdom streams the text into a double and requires the whole of it to
    be taken: white space may come before the digits, nothing after them,
    and Python's ``1_000`` is not a number there.
    """
    return not text[-1:].isspace() and "_" not in text


def plain_three(text: str | None) -> tuple[float, ...] | None:
    """Three finite numbers of an ``xyz`` or ``rpy`` attribute (none written: zeros); else None.

    What ``reading``'s ``numbers`` reads when it reports nothing, without its
    bookkeeping: every link, joint and shape has an origin, and files mostly
    write its numbers plainly. None sends the attribute there, to be reported.
    """
    if text is None or text == "0 0 0":  # the second: how files most often write no angle
        return ZEROS
    try:
        x, y, z = map(float, text.split())
    except ValueError:  # not numbers, or not three
        return None
    if x - x == 0.0 and y - y == 0.0 and z - z == 0.0:  # finite: inf - inf and NaN are NaN
        return (x, y, z)
    return None


NO_TURN = (0.0, 0.0, 0.0, 1.0)
"""The identity quaternion (x, y, z, w): an origin without angles."""


@functools.lru_cache(maxsize=1024)
def rpy_turn(rpy: str) -> tuple[float, float, float, float] | None:
    """The rotation ``rpy_values`` gives for an ``rpy`` attribute and any finite position.

    Remembered by the attribute's text: a robot writes the same few turns
    (quarter turns, its arm's twists) on many origins, and each costs six
    trigonometric calls and a normalisation. A text is its numbers, so the
    turn is the same, signs of zeros included, wherever it is written.

    Returns:
        The unit quaternion; None when the text is not three finite numbers
        (the reader reports it) or its quaternion needs ``rpy_values``' checks.
    """
    angles = plain_three(rpy)
    if angles is None:
        return None
    roll, pitch, yaw = angles
    if roll == 0.0 and pitch == 0.0 and yaw == 0.0:  # most origins write only a position
        return NO_TURN
    quaternion = rpy_quaternion(roll, pitch, yaw)
    if not plainly_valid(ZEROS, quaternion):
        return None
    _x, _y, _z, qx, qy, qz, qw = unit_values(0.0, 0.0, 0.0, *quaternion)
    return (qx, qy, qz, qw)

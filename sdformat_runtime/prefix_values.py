"""Numbers with trailing characters, read as libsdformat reads them: their leading number.

libsdformat converts numbers with the C++ library, which stops at the first
character that cannot continue a number and ignores the rest: ``std::stod``
for a double (``2.356194490192345"`` is 2.356194490192345), ``std::stoi`` and
``std::stoul`` for integers (``7abc`` is 7, ``1.5`` is 1), the same on each
white-space separated word of a pose or a color (``2.286.0`` is 2.286), and
stream extraction for vectors, which reads one number after the other from
where the last one stopped (``1 2.5.0 3`` is 1, 2.5 and .0; what follows the
third is ignored).

The converters of ``number_values`` and ``pose_time_values`` stay exact (the
schema, ``ValueType.accepts`` and the writer rely on that); the reader calls
``prefix_reading`` only once a text failed, to read what the reference reads
and warn, instead of refusing it. The value it returns passed the exact
converter, so every range, count and quaternion check still applies.
"""

from __future__ import annotations

from collections.abc import Callable

from sdformat_runtime.number_values import FINITE, INT, ValueSyntaxError
from sdformat_runtime.patterns import LazyPattern
from sdformat_runtime.values import VALUE_TYPES, Value

# Compiled when a text the exact converters refused is first read the reference's way.
_FINITE_PREFIX = LazyPattern(FINITE)
_NUMBER_PREFIX = LazyPattern(FINITE + r"|[+\-]?([iI][nN][fF]([iI][nN][iI][tT][yY])?|[nN][aA][nN])")
_INT_PREFIX = LazyPattern(INT)
_STREAM_NUMBER = LazyPattern(r"\s*(" + FINITE + ")")
_STREAM_INT = LazyPattern(r"\s*([+\-]?\d+)")


def _prefix(pattern: LazyPattern[str], word: str) -> str | None:
    """The longest leading part of ``word`` that ``pattern`` reads, or None."""
    found = pattern.compiled.match(word)
    return found.group(0) if found else None


def _whole(pattern: LazyPattern[str]) -> Callable[[str], list[str] | None]:
    """``std::stod``/``std::stoi`` on the trimmed text: its one leading number."""

    def read(text: str) -> list[str] | None:
        taken = _prefix(pattern, text.strip())
        return None if taken is None else [taken]

    return read


def _per_word(text: str) -> list[str] | None:
    """``std::stod`` on each white-space separated word (poses, colors)."""
    taken = [_prefix(_FINITE_PREFIX, word) for word in text.split()]
    return None if None in taken else taken  # type: ignore[return-value]


def _stream(count: int, pattern: LazyPattern[str]) -> Callable[[str], list[str] | None]:
    """``stream >> a >> b ...``: ``count`` numbers, each from where the last stopped."""

    def read(text: str) -> list[str] | None:
        taken, at = [], 0
        compiled = pattern.compiled
        for _ in range(count):
            found = compiled.match(text, at)
            if found is None:
                return None
            taken.append(found.group(1))
            at = found.end()
            if text[at : at + 1] in ("e", "E"):  # an exponent without digits fails a stream
                return None
        return taken

    return read


_READERS: dict[str, Callable[[str], list[str] | None]] = {
    "double": _whole(_NUMBER_PREFIX),
    "float": _whole(_NUMBER_PREFIX),
    "int": _whole(_INT_PREFIX),
    "unsigned int": _whole(_INT_PREFIX),
    "pose": _per_word,
    "color": _per_word,
    "vector3": _stream(3, _STREAM_NUMBER),
    "vector2d": _stream(2, _STREAM_NUMBER),
    "vector2i": _stream(2, _STREAM_INT),
}
"""How the reference reads each number type, for the types it reads leniently.

Not here, so read exactly: bool and string (compared whole), time and
quaternion (read through classes whose stream reading differs from ours).
"""


def prefix_reading(type_name: str, text: str) -> tuple[Value, str] | None:
    """What libsdformat reads from ``text``, a value the exact converter refused.

    Returns the value and the text it was read from (the numbers taken,
    separated by single spaces), or None when the reference refuses the text
    too, or when its reading is no value of the type (too few numbers, a color
    component outside [0, 1], a number out of range).
    """
    read = _READERS.get(type_name)
    taken = None if read is None else read(text)
    if not taken:
        return None
    kept = " ".join(taken)
    if kept == " ".join(text.split()):  # nothing was left out: the text fails for another reason
        return None
    try:
        return VALUE_TYPES[type_name].parse(kept), kept
    except ValueSyntaxError:
        return None

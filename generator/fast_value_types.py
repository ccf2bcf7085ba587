"""The value types of the fast-path schema: the texts the Python reader reads without a message.

``FAST_PATTERNS`` defines each spec value type's language as one XSD pattern
over the collapsed text; ``named_value_types`` writes those languages as the
schema's named simple types, in the form libxml2 compiles cheapest (see
``NamedValueType``). ``generator.fast_xsd_view`` places them in the schema.
"""

from __future__ import annotations

import attrs

# Every pattern is deterministic: at each character at most one branch can go on.
# libxml2 runs a pattern that is not by backtracking, which doubled the cost of
# validating a number-heavy document (the same languages written with
# overlapping branches, ``\d{1,30}|\d(...)``, measured 1.35x the parse against
# 1.07x for the whole validation at N=1000).
#
# Finite numbers the converters read without overflow or rounding surprises:
# at most 30 digits each side of the point and a two-digit exponent.
# Three-digit exponents up to 307 take one digit before the point, which keeps
# every such number below the largest double; 308 is taken by mantissas up to
# 1.79769 (``-1.79769e+308`` is a common "no limit", 1.7976931...e308 the
# largest double).


def _digits_at_most(bound: str, *, leading: int = 0) -> str:
    """Digit strings of at most ``len(bound)`` digits that, at full length, are <= ``bound``.

    Deterministic: the branches at each digit start with disjoint characters
    (below, equal to, above the bound's digit). ``leading`` is the least
    first digit (1: no leading zero).
    """
    first, rest = int(bound[0]), bound[1:]
    branches = []
    if first > leading:
        low = str(leading) if first - 1 == leading else f"[{leading}-{first - 1}]"
        branches.append(low + (rf"\d{{0,{len(rest)}}}" if rest else ""))
    branches.append(str(first) + (f"({_digits_at_most(rest)})?" if rest else ""))
    if first < 9 and len(rest) > 1:
        high = "9" if first == 8 else f"[{first + 1}-9]"
        branches.append(high + rf"\d{{0,{len(rest) - 1}}}")
    elif first < 9 and rest:
        branches.append("9" if first == 8 else f"[{first + 1}-9]")
    return "|".join(branches)


_EXPONENT = r"([eE][+\-]?\d\d?)?"
_EXPONENT_DIGITS = r"[04-9]\d?|[12](\d\d?)?|3(0[0-7]?|[1-9])?"
_LONG_EXPONENT = rf"([eE][+\-]?({_EXPONENT_DIGITS}))?"
_EXPONENT_308 = r"[04-9]\d?|[12](\d\d?)?|3(0[0-8]?|[1-9])?"
_LONGEST_EXPONENT = rf"([eE](\+?({_EXPONENT_308})|-({_EXPONENT_DIGITS})))?"


def _fraction_up_to(bound: str, left: int) -> str:
    """After ``1.``: fractions with their exponent; 308 only while 1.fraction <= 1.<bound>.

    ``left`` is how many more fraction digits may follow (30 in all).
    """
    if not bound:  # equal to the bound so far: 308 without more digits, 307 with them
        return rf"{_LONGEST_EXPONENT}|\d{{1,{left}}}{_LONG_EXPONENT}"
    first = int(bound[0])
    branches = [_LONGEST_EXPONENT]  # the fraction ends here: below the bound
    if first > 0:
        low = "0" if first == 1 else f"[0-{first - 1}]"
        branches.append(rf"{low}\d{{0,{left - 1}}}{_LONGEST_EXPONENT}")
    branches.append(f"{first}({_fraction_up_to(bound[1:], left - 1)})")
    if first < 9:
        high = "9" if first == 8 else f"[{first + 1}-9]"
        branches.append(rf"{high}\d{{0,{left - 1}}}{_LONG_EXPONENT}")
    return "|".join(branches)


_ONE_POINT = (
    rf"1(\.({_fraction_up_to('79769', 30)})|{_LONGEST_EXPONENT}"
    rf"|\d{{1,29}}(\.\d{{0,30}})?{_EXPONENT})"
)
_OTHER_FIRST_DIGIT = (
    rf"[02-9]((\.\d{{0,30}})?{_LONG_EXPONENT}|\d{{1,29}}(\.\d{{0,30}})?{_EXPONENT})"
)
_FINITE_BRANCHES = rf"{_ONE_POINT}|{_OTHER_FIRST_DIGIT}|\.\d{{1,30}}{_EXPONENT}"
_FAST_FINITE = rf"[+\-]?({_FINITE_BRANCHES})"
# A scalar may also be ``inf`` (common for joint effort and velocity limits); vectors
# and poses must be finite. Where bounds apply, the base ``xs:double`` refuses it.
_FAST_NUMBER = rf"[+\-]?({_FINITE_BRANCHES}|inf)"
# Decimal or 0x integers that fit 32 bits, signed or not: up to the largest
# value in decimal (2147483647 for both signs, 4294967295 unsigned), leading
# zeros up to nine digits, or seven hex digits.
_HEX_OR_DECIMAL = r"0([xX][0-9a-fA-F]{1,7}|\d{0,8})"
_FAST_INT = rf"[+\-]?({_HEX_OR_DECIMAL}|{_digits_at_most('2147483647', leading=1)})"
_FAST_UNSIGNED = rf"\+?({_HEX_OR_DECIMAL}|{_digits_at_most('4294967295', leading=1)})"
_UNIT = r"(0(\.\d{0,30})?|1(\.0{0,30})?|\.\d{1,30})"
# Seconds and nanoseconds, or decimal seconds: up to nine digits, or ten up to 2147483646
# (a saved world's wall time is Unix seconds). Decimal seconds above that may round to
# 2147483648.0, past the reader's 32-bit seconds (2147483647.999999999 does). Written
# deterministically, as every pattern: libxml2 accepted 2147483650 in the union of the
# nine-digit and the bounded ten-digit branches.
_FAST_TIME = rf"(0\d{{0,8}}|{_digits_at_most('2147483646', leading=1)})( \d{{1,9}}|\.\d{{0,9}})?"


def _words(item: str, count: int) -> str:
    return " ".join([f"({item})"] * count)


FAST_PATTERNS: dict[str, str | None] = {
    "string": None,
    "bool": r"[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]|0|1",
    "int": _FAST_INT,
    "unsigned int": _FAST_UNSIGNED,
    "double": _FAST_NUMBER,
    "float": _FAST_NUMBER,
    "vector2i": _words(_FAST_INT, 2),
    "vector2d": _words(_FAST_FINITE, 2),
    "vector3": _words(_FAST_FINITE, 3),
    "quaternion": _words(_FAST_FINITE, 4),
    "color": f"{_words(_UNIT, 3)}( {_UNIT})?",
    "time": _FAST_TIME,
    # Euler poses only (six numbers, or empty for the identity): the rules tying a
    # quaternion pose to its attributes stay with the Python reader.
    "pose": f"({_words(_FAST_FINITE, 6)})?",
}
"""The lexical pattern of each spec value type on the fast path (None: any text)."""

FINITE = "fast_finite"
"""The named type of one finite number: a word of a vector, quaternion or pose."""

INFINITE = "fast_infinite"
"""The named type of an infinite scalar: with ``FINITE``, the words of a double."""

NO_WORDS = "fast_no_words"
"""The named type of a blank text (an Euler pose may be left empty: the identity)."""


@attrs.frozen
class NamedValueType:
    """How one named simple type of the fast path is written, in the language of its pattern.

    libxml2 compiles every pattern facet into an automaton when a process first
    validates (about 10 ms for a version, three quarters of it the number pattern
    written again in each vector, quaternion and pose type). So a vector is a list
    of ``words`` words of the named type ``words_of``, whose pattern is compiled
    once, a double is a finite number or ``inf`` (a union), and a float is the
    double type again: the same texts are accepted
    (``tests/schema/test_fast_value_forms.py``), at the same validation speed.

    Attributes:
        name: The type's name.
        pattern: Pattern facet over the collapsed text; None for any text, or
            when one of the other forms applies.
        same_as: A named type it restricts with no facet of its own.
        words_of: The named type of each word of a list of words.
        words: How many words that list holds.
        either: Named member types of a union: a text of any of them.
    """

    name: str
    pattern: str | None = None
    same_as: str | None = None
    words_of: str | None = None
    words: int = 0
    either: tuple[str, ...] = ()


def named_value_types() -> tuple[NamedValueType, ...]:
    """The named simple types of every spec value type, each written in its cheapest form."""
    words = {"vector2i": (fast_type_for("int"), 2), "vector2d": (FINITE, 2)}
    words |= {"vector3": (FINITE, 3), "quaternion": (FINITE, 4)}
    found = [NamedValueType(FINITE, _FAST_FINITE), NamedValueType(INFINITE, r"[+\-]?inf")]
    found.append(NamedValueType(NO_WORDS, ""))
    for spec_type, pattern in FAST_PATTERNS.items():
        name = fast_type_for(spec_type)
        if spec_type in words:
            item, count = words[spec_type]
            found.append(NamedValueType(name, words_of=item, words=count))
        elif spec_type == "double":  # a finite number, or inf (``_FAST_NUMBER``)
            found.append(NamedValueType(name, either=(FINITE, INFINITE)))
        elif spec_type == "float":  # the reader reads a float like a double
            found.append(NamedValueType(name, same_as=fast_type_for("double")))
        elif spec_type == "pose":  # six finite numbers, or nothing
            found.append(NamedValueType(f"{name}_words", words_of=FINITE, words=6))
            found.append(NamedValueType(name, either=(f"{name}_words", NO_WORDS)))
        else:
            found.append(NamedValueType(name, pattern))
    return tuple(found)


BOUNDED_BASE = {"double": "xs:double", "float": "xs:double", "int": "xs:int"}
"""XSD types whose bounds facets compare like the reader's bound checks."""


def bounded_type_for(spec_type: str) -> str:
    """Name of the type a bounded value of ``spec_type`` restricts with its bounds.

    It holds the pattern once: libxml2 compiles a pattern facet for every
    type that writes one, and the double pattern, written inline in each of
    the ~30 bounded leaves of a version, took ~5 MB of compiled automata.
    """
    return "fast_bounded_" + spec_type.replace(" ", "_")


def fast_type_for(spec_type: str) -> str:
    """Name of the fast-path simple type of a spec value type."""
    return "fast_" + spec_type.replace(" ", "_")

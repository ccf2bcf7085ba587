"""Policies of the load pipeline (what libsdformat calls ``ParserConfig``)."""

from __future__ import annotations

import enum

import attrs

from sdformat_semantics.xml import DEFAULT_MAX_BYTES


class Policy(enum.Enum):
    """What to do with a tolerated problem."""

    IGNORE = "ignore"
    """Leave it out of the document's problems."""
    WARN = "warn"
    """Report it as a warning; the document stays valid."""
    ERROR = "error"
    """Report it as an error; the document becomes invalid."""


@attrs.frozen
class ParserConfig:
    """How strictly ``load`` treats what it can tolerate.

    Attributes:
        warnings: Unknown attributes, repeated single elements, ignored text,
            tolerated XML trivia and every other warning.
        unrecognized_elements: Child elements the spec does not define (without
            a namespace; namespaced content is always accepted silently).
        deprecated_elements: Elements the spec marks deprecated; None follows
            ``warnings``.
        max_bytes: Largest document read.
    """

    warnings: Policy = Policy.WARN
    unrecognized_elements: Policy = Policy.WARN
    deprecated_elements: Policy | None = None
    max_bytes: int = DEFAULT_MAX_BYTES

    @classmethod
    def strict(cls) -> ParserConfig:
        """Every tolerated problem becomes an error."""
        return cls(Policy.ERROR, Policy.ERROR, Policy.ERROR)

"""What the composer reads and what it tells the document about each include."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import attrs

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import Error
from sdformat_semantics.entities import IncludeLike
from sdformat_semantics.interface import InterfaceModel


@attrs.frozen
class ReadOutcome:
    """An included file as read: its ``<sdf>`` object (None when unreadable), problems, size.

    ``size`` is in bytes, ``elements`` counts the elements bound (after
    migration), ``bound`` is the count of the file's tags that decides whether
    it is parsed at all (see ``DocumentReader``).
    """

    root: Element | None
    problems: list[Error]
    size: int = 0
    elements: int = 0
    bound: int = 0


DocumentReader = Callable[..., ReadOutcome]
"""Reads one included file through the load pipeline, at the including document's version.

Called with the file's ``Path``; the element depth above the file's root (see
``ParserConfig.max_element_depth``); how many elements the load may still
hold (``ParserConfig.max_elements``: a file over it is not parsed, and its
``elements`` say by how much); and, only when the include gives any, the
arguments of a xacro file (a mapping of names to values)."""


@attrs.frozen
class IncludeRecord:
    """One ``<include>`` and what became of it.

    Attributes:
        element: The ``<include>`` object.
        uri: Its URI.
        path: The file read, or None when the URI did not resolve.
        scope: Scoped name of the entity it was placed as (``robot::arm``),
            or None when nothing was placed.
        merged: Whether it was merged into its parent.
        interface: The model a custom parser returned, if one did.
        placed: The object placed in the include's stead (None when merged or
            when nothing was placed); problems with its name are the include's.
        note: How the file was chosen when there was a choice (the version of
            a Fuel model taken from the cache), else None.
    """

    element: IncludeLike
    uri: str
    path: Path | None
    scope: str | None
    merged: bool = False
    interface: InterfaceModel | None = None
    placed: Element | None = None
    note: str | None = None

"""Where a model or world sits while the ``Composer`` expands its includes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from sdformat_runtime.binding import unread_element

TOP_DEPTH = 2
"""Element depth of a top-level world or model (below ``<sdf>``)."""


@attrs.frozen
class Site:
    """Where a model or world sits while its includes are expanded.

    Attributes:
        file: The file it was read from (None for text).
        stack: Resolved paths of the files being included, outermost first.
        prefix: Scoped-name prefix of its members (``""`` for a world or the
            root model, ``"a::b::"`` inside nested model ``a::b``).
        is_world: Whether it is a world.
        depth: Its element depth in the expanded document.
    """

    file: str | None
    stack: tuple[str, ...]
    prefix: str
    is_world: bool
    depth: int

    @property
    def is_document(self) -> bool:
        """Whether this is the ``<sdf>`` element itself (for includes written directly in it)."""
        return self.depth == TOP_DEPTH - 1

    def nested(self, name: str) -> Site:
        """The site of a nested model of this one, in the same file."""
        return Site(self.file, self.stack, f"{self.prefix}{name}::", False, self.depth + 1)

    def included(self, path: Path, real: str, name: str) -> Site:
        """The site of the model an include of this one places, read from ``path``.

        Included directly in ``<sdf>``, it is the top-level model, whose members
        have no prefix.
        """
        prefix = "" if self.is_document else f"{self.prefix}{name}::"
        return Site(str(path), (*self.stack, real), prefix, False, self.depth + 1)


def holds_no_include(owner: Any) -> bool:
    """Whether ``owner`` is a lazy object whose element holds no ``<include>``, at any depth.

    Such a model or world composes to itself, and is left unfilled: a world
    of thousands of models and no include filled every model only to find
    that out. lxml answers at once when no element of the document has the
    name; otherwise it stops at the first one.
    """
    node = unread_element(owner)
    return node is not None and next(node.iter("include"), None) is None

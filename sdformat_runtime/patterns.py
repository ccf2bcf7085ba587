"""Regular expressions compiled when first used, not when their module is imported.

A module that keeps patterns for what only some documents hold (names
libxml2 refuses, namespace prefixes, numbers read from the front of a text)
compiled them on every start-up, about 0.1 ms each; ``sdformat check`` of a
small file matches none of them.
"""

from __future__ import annotations

import re
from typing import AnyStr, Generic

__all__ = ["LazyPattern"]


class LazyPattern(Generic[AnyStr]):
    """A pattern and its flags, compiled the first time ``compiled`` is read, then kept.

    Two threads reading it first may both compile it; they get equal patterns.
    """

    __slots__ = ("_compiled", "flags", "pattern")

    pattern: AnyStr
    flags: int
    _compiled: re.Pattern[AnyStr] | None

    def __init__(self, pattern: AnyStr, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled = None

    @property
    def compiled(self) -> re.Pattern[AnyStr]:
        """The compiled pattern."""
        found = self._compiled
        if found is None:
            found = self._compiled = re.compile(self.pattern, self.flags)
        return found

"""What a structural rewrite inside a migration step reports to.

``migration`` runs the rules of a step; two rules (``<unflatten/>`` and
``<rename_colliding_names/>``) are too structural for the rule vocabulary
and live in their own modules. They only need somewhere to put problems and
a tally of what they changed, so they depend on this protocol rather than on
the interpreter that calls them.
"""

from __future__ import annotations

from typing import Protocol

from sdformat_runtime.errors import Error, ErrorCode, Place


class RewriteLog(Protocol):
    """Problems and change counts of one migration step (``MigrationRun`` is one)."""

    def error(
        self,
        code: ErrorCode,
        message: str,
        place: Place = None,
        *,
        suggestion: str | None = None,
        suffix: str = "",
    ) -> Error:
        """Record an error (the rewrite cannot be done) and return it."""
        ...

    def warning(
        self,
        code: ErrorCode,
        message: str,
        place: Place = None,
        *,
        suggestion: str | None = None,
        suffix: str = "",
    ) -> Error:
        """Record a warning (the rewrite changed something the user should know) and return it."""
        ...

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        ...

    @property
    def names_unscoped(self) -> bool:
        """Whether the bytes told that no name outside a plugin's start tag holds ``::``."""
        ...

"""Migrate raw SDFormat documents between versions by running the ``.convert`` rules.

Up (``migrate``): a document declaring an older version is rewritten, one
step at a time, to the version it is loaded as, on the raw tree before
anything is bound. The rules are data (``spec/<to>/<from>.convert`` up,
``spec/<from>/to_<to>.convert`` down), copied into the ``sdformat_versions``
registry by ``make generate``; ``rules`` is their interpreter. Writing a loaded
document as an older version is an export (``sdformat_semantics.export.down``):
it runs the down rules with this interpreter and operations of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sdformat_runtime.lazy_names import lazy_names

if TYPE_CHECKING:
    from sdformat_semantics.migration.paths import SEPARATOR
    from sdformat_semantics.migration.rules import MigrationRun, Step
    from sdformat_semantics.migration.steps import (
        Change,
        downgrade_steps,
        known_versions,
        migrate,
        migration_step,
        migration_steps,
    )

from sdformat_semantics.versions import WRITABLE_VERSIONS

__all__ = [
    "SEPARATOR",
    "WRITABLE_VERSIONS",
    "Change",
    "MigrationRun",
    "Step",
    "downgrade_steps",
    "known_versions",
    "migrate",
    "migration_step",
    "migration_steps",
]

if not TYPE_CHECKING:  # type checkers read the imports above; this would admit any name
    __getattr__, __dir__ = lazy_names(
        __name__,
        {
            "paths": ("SEPARATOR",),
            "rules": (
                "MigrationRun",
                "Step",
            ),
            "steps": (
                "Change",
                "downgrade_steps",
                "known_versions",
                "migrate",
                "migration_step",
                "migration_steps",
            ),
        },
    )

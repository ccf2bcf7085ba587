"""Migrate raw SDFormat documents between versions by running the ``.convert`` rules.

Up (``migrate``): a document declaring an older version is rewritten, one
step at a time, to the version it is loaded as. Down (``write_as``): a loaded
document is written as an older version, with a loss report. The rules are
data (``spec/<to>/<from>.convert`` up, ``spec/<from>/to_<to>.convert`` down),
copied into the ``sdformat_versions`` registry by ``make generate``; ``rules``
is their interpreter.
"""

from __future__ import annotations

from sdformat_semantics.migration.down import Conversion, ConversionLossError, write_as
from sdformat_semantics.migration.paths import SEPARATOR
from sdformat_semantics.migration.rules import MigrationRun, Step
from sdformat_semantics.migration.steps import (
    Change,
    downgrade_steps,
    known_versions,
    migrate,
    migration_steps,
)
from sdformat_semantics.versions import WRITABLE_VERSIONS

__all__ = [
    "SEPARATOR",
    "WRITABLE_VERSIONS",
    "Change",
    "Conversion",
    "ConversionLossError",
    "MigrationRun",
    "Step",
    "downgrade_steps",
    "known_versions",
    "migrate",
    "migration_steps",
    "write_as",
]

"""The SDFormat versions this build reads and writes: the one list every layer reads.

Generated from the folders of spec/ by make generate. Do not edit: add or
remove a spec/<version>/ folder (with its .convert rules) and regenerate.

``VERSIONS`` are the versions with a generated package (classes, reader,
writer and XSD set); ``MIGRATIONS`` is the chain of steps that brings a
document of any older version up to ``NEWEST``, ``DOWNGRADES`` the chain that
writes a document down from ``NEWEST`` to the oldest version. Their rules
files ship in this package's ``migrations`` folder. For type checkers only,
``PACKAGE_MODULES`` holds the packages of ``VERSIONS`` themselves, so that a
proof over every version's classes needs no list of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sdformat_runtime.versions import MigrationStep, VersionPackage

if TYPE_CHECKING:
    import sdformat_v1_6
    import sdformat_v1_7
    import sdformat_v1_8
    import sdformat_v1_9
    import sdformat_v1_10
    import sdformat_v1_11
    import sdformat_v1_12

    PACKAGE_MODULES = (
        sdformat_v1_6,
        sdformat_v1_7,
        sdformat_v1_8,
        sdformat_v1_9,
        sdformat_v1_10,
        sdformat_v1_11,
        sdformat_v1_12,
    )
    """The package of each version of ``VERSIONS``, in the same order (never imported)."""

__all__ = ["DOWNGRADES", "MIGRATIONS", "MIGRATIONS_FOLDER", "NEWEST", "VERSIONS"]

VERSIONS: tuple[VersionPackage, ...] = (
    VersionPackage(version="1.6", package="sdformat_v1_6"),
    VersionPackage(version="1.7", package="sdformat_v1_7"),
    VersionPackage(version="1.8", package="sdformat_v1_8"),
    VersionPackage(version="1.9", package="sdformat_v1_9"),
    VersionPackage(version="1.10", package="sdformat_v1_10"),
    VersionPackage(version="1.11", package="sdformat_v1_11"),
    VersionPackage(version="1.12", package="sdformat_v1_12"),
)
"""Every version with a generated package, oldest first."""

NEWEST = "1.12"
"""The version documents are loaded as unless the caller asks for another."""

MIGRATIONS: tuple[MigrationStep, ...] = (
    MigrationStep("1.3", "1.4", "1.3_to_1.4.convert"),
    MigrationStep("1.4", "1.5", "1.4_to_1.5.convert"),
    MigrationStep("1.5", "1.6", "1.5_to_1.6.convert"),
    MigrationStep("1.6", "1.7", "1.6_to_1.7.convert"),
    MigrationStep("1.7", "1.8", "1.7_to_1.8.convert"),
    MigrationStep("1.8", "1.9", "1.8_to_1.9.convert"),
    MigrationStep("1.9", "1.10", "1.9_to_1.10.convert"),
    MigrationStep("1.10", "1.11", "1.10_to_1.11.convert"),
    MigrationStep("1.11", "1.12", "1.11_to_1.12.convert"),
)
"""The migration steps, oldest first; each version is left by one step at most."""

DOWNGRADES: tuple[MigrationStep, ...] = (
    MigrationStep("1.12", "1.11", "1.12_to_1.11.convert"),
    MigrationStep("1.11", "1.10", "1.11_to_1.10.convert"),
    MigrationStep("1.10", "1.9", "1.10_to_1.9.convert"),
    MigrationStep("1.9", "1.8", "1.9_to_1.8.convert"),
    MigrationStep("1.8", "1.7", "1.8_to_1.7.convert"),
    MigrationStep("1.7", "1.6", "1.7_to_1.6.convert"),
)
"""The down steps, newest first: each writes a document as the next older version."""

MIGRATIONS_FOLDER = "migrations"
"""The folder of this package that holds the rules files of ``MIGRATIONS``."""

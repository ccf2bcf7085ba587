"""The versions a document can declare and be loaded as, read from the generated registry.

``make generate`` writes the list (``sdformat_versions``); nothing in the
semantics names a version of its own.
"""

from __future__ import annotations

import importlib
from types import ModuleType

import sdformat_versions

from sdformat_runtime.versions import version_key

PACKAGES: dict[str, str] = {entry.version: entry.package for entry in sdformat_versions.VERSIONS}
"""Generated package of each version a document can be loaded as, oldest first."""

NEWEST: str = sdformat_versions.NEWEST
"""Version documents are migrated to unless ``load`` is told otherwise."""

SUPPORTED_VERSIONS: tuple[str, ...] = tuple(
    sorted(
        {step.from_version for step in sdformat_versions.MIGRATIONS}
        | {step.to_version for step in sdformat_versions.MIGRATIONS}
        | set(PACKAGES),
        key=version_key,
    )
)
"""Versions a document may declare: every one the migration starts from or reaches."""

WRITABLE_VERSIONS: tuple[str, ...] = tuple(
    sorted(
        set(PACKAGES) | {step.to_version for step in sdformat_versions.DOWNGRADES},
        key=version_key,
    )
)
"""Every version a document can be written as (down-conversion included), oldest first."""

SUPPORTED = ", ".join(SUPPORTED_VERSIONS)
"""``SUPPORTED_VERSIONS`` as a phrase for messages."""


def version_package(version: str) -> ModuleType:
    """The generated package of ``version`` (one of ``PACKAGES``), imported.

    Raises:
        KeyError: When ``version`` has no generated package.
    """
    return importlib.import_module(PACKAGES[version])

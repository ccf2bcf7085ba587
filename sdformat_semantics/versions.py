"""The versions a document can declare and be loaded as, read from the generated registry.

``make generate`` writes the list (``sdformat_versions``); nothing in the
semantics names a version of its own.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType

import sdformat_versions

from sdformat_runtime.versions import version_key

PACKAGES: dict[str, str] = {entry.version: entry.package for entry in sdformat_versions.VERSIONS}
"""Generated package of each version with classes and a schema, oldest first."""

FRAME_SEMANTICS_SINCE = "1.7"
"""The first version with the pose frame semantics (``relative_to``, ``attached_to``,
``canonical_link``, ``expressed_in``) that the checks, frame graphs and queries rest on."""

LOAD_VERSIONS: tuple[str, ...] = tuple(
    version for version in PACKAGES if version_key(version) >= version_key(FRAME_SEMANTICS_SINCE)
)
"""The versions ``load`` binds documents to, oldest first: every package from
``FRAME_SEMANTICS_SINCE`` on. An older package (1.6) has classes, a schema and a
reference, and documents are written in it, but a document of that version is
loaded as a newer one: its spec gives poses, frames and axes no frame semantics."""


def load_refusal(target: str) -> str | None:
    """Why documents cannot be loaded as ``target``; None when they can."""
    if target in LOAD_VERSIONS:
        return None
    message = (
        f"cannot load as SDFormat '{target}': documents load as one of "
        f"{', '.join(LOAD_VERSIONS)}, the versions with generated classes and the pose "
        f"frame semantics of {FRAME_SEMANTICS_SINCE} that the checks rest on"
    )
    if target in PACKAGES:  # classes, but no frame semantics to check them by
        message += f" ({PACKAGES[target]}.load reads a {target} file without the checks)"
    return message


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


@functools.cache  # asked on every load; an import that raised is asked again
def version_package(version: str) -> ModuleType:
    """The generated package of ``version`` (one of ``PACKAGES``), imported.

    Raises:
        KeyError: When ``version`` has no generated package.
    """
    return importlib.import_module(PACKAGES[version])

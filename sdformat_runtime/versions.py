"""What a spec version is, for every layer: its number's order and its registry records.

The list of versions a build supports is not written here: ``make generate``
writes it into the generated ``sdformat_versions`` package from the folders
of ``spec/``. This module only defines the records that list is made of and
how version numbers compare, so the generator, the generated registry and
the semantics agree on both.
"""

from __future__ import annotations

import functools
import sys

import attrs

NOT_A_VERSION = (sys.maxsize,)
"""The key of a text that is not a version: after every real version."""


@functools.lru_cache(maxsize=256)  # a load asks about the same few versions a dozen times
def version_key(version: str) -> tuple[int, ...]:
    """``"1.10"`` -> ``(1, 10)``, so versions compare as numbers (``1.9 < 1.10``).

    Surrounding white space is ignored. A text that is not dot-separated
    non-negative integers (``""``, ``"1.x"``, ``"-1"``) is not a version: its key
    is ``NOT_A_VERSION``, which sorts after every version, so a malformed
    version is never taken for an old one.
    """
    parts = version.strip().split(".")
    if not all(part.isdigit() and part.isascii() for part in parts):
        return NOT_A_VERSION
    return tuple(int(part) for part in parts)


def is_version(text: str) -> bool:
    """Tell whether ``text`` is a version number such as ``1.10``."""
    return version_key(text) != NOT_A_VERSION


def package_name(version: str) -> str:
    """The generated package of a version: ``1.10`` -> ``sdformat_v1_10``."""
    return "sdformat_v" + version.strip().replace(".", "_")


@attrs.frozen
class VersionPackage:
    """A spec version that has a generated package.

    Attributes:
        version: The version number, e.g. ``1.10``.
        package: Its importable package, e.g. ``sdformat_v1_10``.
        schema_root: The entry of its XSD set, relative to the package folder.
    """

    version: str
    package: str
    schema_root: str = "schema/root.xsd"


@attrs.frozen
class MigrationStep:
    """One step of the chain that migrates documents up to the newest version.

    Attributes:
        from_version: The version the step reads.
        to_version: The version the step writes.
        rules: File name of its rules in the registry's ``migrations`` folder.
    """

    from_version: str
    to_version: str
    rules: str

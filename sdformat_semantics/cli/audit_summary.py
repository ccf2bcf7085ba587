"""A library of models at a glance (``sdformat audit``): versions, assets, deprecations, speed.

``check_all`` checks each file (with ``CheckOptions.assets``); this module
adds what only an overview needs: which Gazebo-specific content each file
uses, and a summary over every file's report.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import attrs
from lxml import etree

from sdformat_runtime.errors import ErrorCode
from sdformat_runtime.xml import parse_bytes, read_limited

GAZEBO_NAMESPACE_WORDS = ("gazebo", "gz", "ignition")
"""Namespace prefixes or URIs that mark content only Gazebo reads (``<gz:system_plugin>``)."""


def gazebo_only(file: str | None, data: bytes | None = None) -> tuple[str, ...]:
    """The Gazebo-only content of a document: each ``<plugin>`` by file, each Gazebo-namespaced tag.

    ``<plugin>`` is part of the standard but names a library of one
    simulator; namespaced elements (``gz:``, ``ignition:``) are Gazebo's own.
    Returns one entry per occurrence (``plugin gz-sim-imu-system``, ``gz:system_plugin``).
    """
    if data is None:
        if file is None:
            return ()
        data, _ = read_limited(file)
        if data is None:
            return ()
    tree, _ = parse_bytes(data, file)
    if tree is None:
        return ()
    found: list[str] = []
    for element in tree.iter():
        if not isinstance(element.tag, str):
            continue  # comments and processing instructions
        qualified = etree.QName(element)
        if qualified.localname == "plugin" and qualified.namespace is None:
            library = str(element.get("filename", "")).strip() or "(no filename)"
            found.append(f"plugin {library}")
        elif qualified.namespace is not None and _gazebo(element.prefix, qualified.namespace):
            found.append(f"{element.prefix or qualified.namespace}:{qualified.localname}")
    return tuple(found)


def _gazebo(prefix: str | None, namespace: str) -> bool:
    text = f"{prefix or ''} {namespace}".lower()
    return any(word in text for word in GAZEBO_NAMESPACE_WORDS)


@attrs.frozen
class FileFacts:
    """What an audit keeps of one file.

    Attributes:
        path: The file.
        declared_version: The version it declares, if read.
        valid: Whether ``sdformat check`` finds it valid.
        seconds: How long checking it took.
        missing_assets: Messages of its ``ASSET_MISSING`` problems.
        deprecated: Messages of its ``ELEMENT_DEPRECATED`` warnings.
        gazebo_only: Its Gazebo-only content (see ``gazebo_only``).
        unresolved_includes: Messages of its ``URI_LOOKUP`` errors.
    """

    path: str
    declared_version: str | None
    valid: bool
    seconds: float
    missing_assets: tuple[str, ...] = ()
    deprecated: tuple[str, ...] = ()
    gazebo_only: tuple[str, ...] = ()
    unresolved_includes: tuple[str, ...] = ()


def summary_lines(facts: Sequence[FileFacts], slowest: int = 5) -> list[str]:
    """The audit's report, one line each.

    Version mix, validity, missing assets, unresolved includes, deprecations,
    Gazebo-only content and the slowest files.
    """
    lines = [f"files: {len(facts)} ({sum(f.valid for f in facts)} valid)"]
    versions = Counter(f.declared_version or "unknown" for f in facts)
    mix = ", ".join(f"{version}: {n}" for version, n in sorted(versions.items(), key=_by_version))
    lines.append(f"SDFormat versions declared: {mix}")
    lines.extend(_section("missing assets", facts, "missing_assets"))
    lines.extend(_section("unresolved includes", facts, "unresolved_includes"))
    lines.extend(_section("deprecated elements", facts, "deprecated"))
    gazebo = Counter(item for f in facts for item in f.gazebo_only)
    users = sum(bool(f.gazebo_only) for f in facts)
    lines.append(f"Gazebo-only content: {sum(gazebo.values())} in {users} files")
    lines.extend(f"  {n:5d}  {item}" for item, n in gazebo.most_common(15))
    if len(gazebo) > 15:
        lines.append(f"  ... {len(gazebo) - 15} more kinds")
    lines.append(f"slowest files (of {sum(f.seconds for f in facts):.1f} s in all):")
    ranked = sorted(facts, key=lambda f: f.seconds, reverse=True)[:slowest]
    lines.extend(f"  {f.seconds:7.3f} s  {f.path}" for f in ranked)
    return lines


def _by_version(item: tuple[str, int]) -> tuple[int, ...]:
    try:
        return tuple(int(part) for part in item[0].split("."))
    except ValueError:
        return (10**6,)


def _section(title: str, facts: Sequence[FileFacts], field: str) -> list[str]:
    """``title: N in M files`` and each file's messages, indented.

    A message met more than once in a file (the same mesh used by a visual
    and a collision) is listed once, with ``(N times)``.
    """
    with_some = [(f.path, getattr(f, field)) for f in facts if getattr(f, field)]
    total = sum(len(items) for _, items in with_some)
    lines = [f"{title}: {total} in {len(with_some)} files"]
    for path, items in with_some:
        lines.append(f"  {path}")
        for item, times in Counter(items).items():  # first-met order
            lines.append(f"    {item}" + (f" ({times} times)" if times > 1 else ""))
    return lines


CODES = {
    "missing_assets": ErrorCode.ASSET_MISSING,
    "deprecated": ErrorCode.ELEMENT_DEPRECATED,
    "unresolved_includes": ErrorCode.URI_LOOKUP,
}
"""The problem code each list of ``FileFacts`` collects."""

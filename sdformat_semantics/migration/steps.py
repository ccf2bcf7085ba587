"""The steps between versions: their rules, read from the registry, and running them up.

``migrate`` brings a raw document up to a newer version one step at a time
(1.6 -> 1.7 -> 1.8 ...) and rewrites ``<sdf version>``; ``down.write_as``
runs the down steps. Both read the rules files that ``make generate`` copies
into the ``sdformat_versions`` registry.
"""

from __future__ import annotations

import functools
import pkgutil

import attrs
import sdformat_versions
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, XmlOrigin, problem
from sdformat_runtime.versions import MigrationStep, version_key
from sdformat_semantics.migration.compiled import plan_of, run_plan
from sdformat_semantics.migration.guards import AsParsed
from sdformat_semantics.migration.rules import MigrationRun, Step


@attrs.frozen
class Change:
    """What one kind of rewrite did to a document during migration.

    Attributes:
        step: The step, e.g. ``1.6 -> 1.7``.
        description: The rewrite, e.g. ``//pose: @frame moved to @relative_to``.
        count: How many times it applied.
    """

    step: str
    description: str
    count: int

    def __str__(self) -> str:
        times = f" ({self.count}x)" if self.count > 1 else ""
        return f"{self.step}: {self.description}{times}"


@functools.cache
def migration_steps() -> dict[str, Step]:
    """Every step of the registry's migration chain, rules parsed, by the version it reads."""
    return {step.from_version: migration_step(step.from_version) for step in _up_chain().values()}


@functools.cache
def migration_step(from_version: str) -> Step:
    """The step of the migration chain that reads ``from_version``, its rules parsed.

    A document parses only the rules of the steps it takes (a 1.7 model five
    of nine files), each once per process.

    Raises:
        KeyError: When no step reads ``from_version``.
    """
    return _parsed(_up_chain()[from_version])


@functools.cache
def _up_chain() -> dict[str, MigrationStep]:
    """The registry's migration steps by the version they read; nothing parsed."""
    return {step.from_version: step for step in sdformat_versions.MIGRATIONS}


@functools.cache
def downgrade_steps() -> dict[str, Step]:
    """Every down step of the registry, rules parsed, by the version it reads."""
    return {step.from_version: _parsed(step) for step in sdformat_versions.DOWNGRADES}


def _parsed(step: MigrationStep) -> Step:
    """``step`` with its rules file read from the registry and parsed."""
    # pkgutil reads through the package's loader, as importlib.resources would, without
    # importing what importlib.resources brings (tempfile, shutil, zip formats: 6-7 ms).
    data = pkgutil.get_data(
        sdformat_versions.__name__, f"{sdformat_versions.MIGRATIONS_FOLDER}/{step.rules}"
    )
    if data is None:  # a loader that cannot read files: the registry is not installed as built
        raise FileNotFoundError(f"{step.rules} of {sdformat_versions.__name__}")
    parser = etree.XMLParser(
        resolve_entities=False, no_network=True, load_dtd=False, remove_comments=True
    )
    rules = etree.fromstring(data, parser)
    return Step(step.from_version, step.to_version, rules)


def known_versions() -> list[str]:
    """Every version the migration can read, oldest first."""
    return list(_known_versions())


@functools.cache
def _known_versions() -> tuple[str, ...]:
    """``known_versions``, sorted once: every load asks (the steps are fixed for a build)."""
    chain = _up_chain()
    versions = set(chain) | {step.to_version for step in chain.values()}
    return tuple(sorted(versions, key=version_key))


def migrate(
    root: etree._Element,
    from_version: str,
    to_version: str,
    file: str | None = None,
    changes: list[Change] | None = None,
    *,
    namespaced: bool = True,
    deepened: list[str] | None = None,
    parsed: AsParsed | None = None,
) -> list[Error]:
    """Rewrite a parsed document from one version to a newer one, in place.

    Args:
        root: The ``<sdf>`` element; its ``version`` attribute is set to
            ``to_version`` when the migration runs.
        from_version: Version the document declares.
        to_version: Version to reach (equal to ``from_version``: nothing to do).
        file: File name for the problems' locations.
        changes: If given, receives a summary of what each step rewrote.
        namespaced: False when the caller knows that no element of the document
            has a namespace (rules skip plugins and namespaced content, and then
            find it faster).
        deepened: If given, receives each step (``1.7 -> 1.8``) whose rewrites
            may have nested elements deeper than the document had them (see
            ``compiled``); a tree no step deepened is as deep as it was parsed.
        parsed: If given, what the bytes ``root`` was parsed from tell of it
            (``guards.AsParsed``); steps skip the rules it shows cannot apply
            until one step has changed something.

    Returns:
        Warnings (deprecated content removed, renamed names) and errors
        (``CONVERSION_ERROR``: unknown version, a downgrade, flattened names
        that cannot be rebuilt). Nothing is raised.
    """
    line = root.sourceline if isinstance(root.sourceline, int) else None
    # The version belongs to the whole document: located at <sdf> whatever the root's name.
    whole_document = XmlOrigin(file, line, "/sdf")
    versions = _known_versions()
    for version in (from_version, to_version):
        if version not in versions:
            message = (
                f"SDFormat version '{version}' cannot be migrated; "
                f"versions known to the migration: {', '.join(versions)}"
            )
            return [problem(ErrorCode.CONVERSION_ERROR, message, whole_document)]
    if version_key(to_version) < version_key(from_version):
        message = (
            f"the document declares SDFormat {from_version}; it cannot be migrated down "
            f"to {to_version} (migration only goes to newer versions)"
        )
        return [problem(ErrorCode.CONVERSION_ERROR, message, whole_document)]
    problems: list[Error] = []
    version = from_version
    # Told by the bytes, and true after every step: no up rule writes '::' into a name.
    names_unscoped = parsed is not None and not parsed.scoped_names
    while version != to_version:
        step = migration_step(version)
        run = MigrationRun(step, file, namespaced=namespaced, names_unscoped=names_unscoped)
        run_plan(plan_of(step), run, root, parsed)
        if run.applied:  # the tree is no longer the one the bytes wrote
            parsed = None
        problems.extend(run.problems)
        if run.deepened and deepened is not None:
            deepened.append(f"{step.from_version} -> {step.to_version}")
        if changes is not None:
            changes.extend(
                Change(f"{step.from_version} -> {step.to_version}", description, count)
                for description, count in run.counts.items()
            )
        version = step.to_version
    if from_version != to_version:
        root.set("version", to_version)
    return problems

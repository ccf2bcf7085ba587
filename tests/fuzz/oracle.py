"""What must hold for any input, however broken: the fuzzing oracle.

``load`` returns a ``Document`` within a time bound and raises nothing; every
problem has a code and a message, and a line when it has an element path;
the strict policy leaves no warning; a document that could not be read says
why; reading lazily changes nothing (``lazy_oracle``). A document that loads valid can be queried, written and read back to
the same resolved poses, with includes expanded and preserved.
"""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from types import FrameType

import numpy as np

from sdformat_semantics import Document, ErrorCode, FrameLookupError, ParserConfig, load
from sdformat_semantics.export.gearbox import gearbox_to_mimic
from sdformat_semantics.frames import FrameKind
from tests.conftest import DATA
from tests.fuzz.grammar import LeafCase, plain_path
from tests.fuzz.lazy_oracle import check_lazy_load, check_lazy_read
from tests.fuzz.mutations import FuzzCase

CASE_SECONDS = 10.0
"""Most CPU time a single case may take (the slowest seen is well under a second)."""

POSE_TOLERANCE = 1e-9


class CaseTimeout(Exception):
    """A case ran past ``CASE_SECONDS``: the loader spins or blows up on it."""


@contextlib.contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise ``CaseTimeout`` in the block after ``seconds`` of CPU time (main thread, POSIX).

    CPU time of this process, not time on the clock: other processes on a
    loaded machine do not use it up, so only a case that does the work fails.
    """
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expire(_signal: int, _frame: FrameType | None) -> None:
        raise CaseTimeout(f"case ran longer than {seconds} s of CPU time")

    previous = signal.signal(signal.SIGPROF, expire)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def fuzz_config(
    seed_folder: Path | None,
    strict: bool = False,
    confined: bool = True,
    roots: list[Path] | None = None,
) -> ParserConfig:
    """Hermetic: includes resolve next to the seed file (and, confined, never leave
    ``roots``, by default ``tests/data``; unconfined, relative URIs are also tried
    in the working folder)."""

    def resolve(uri: str) -> Path | None:
        if seed_folder is None:
            return None
        candidate = seed_folder / uri
        return candidate if candidate.exists() else None

    config = ParserConfig.strict() if strict else ParserConfig()
    config.model_path_variables = ()
    config.resolver = resolve
    config.allowed_roots = (roots or [DATA]) if confined else None
    return config


def check_case(case: FuzzCase) -> Document:
    """Load a generated case and assert every property of the oracle."""
    return check_load(case.data, case.seed_folder, case.version, case.strict, case.confined)


def check_leaf(case: LeafCase) -> Document:
    """The oracle on a leaf-value case, and an error at the very slot for a refused text."""
    document = check_load(case.data, version=case.slot.version)
    if case.refused:
        element = case.slot.entries[-1].path
        at = [plain_path(e.path or "") for e in document.errors]
        assert any(path in (case.slot.path, element) for path in at), (case.slot.path, at)
    return document


def check_load(
    data: bytes,
    seed_folder: Path | None = None,
    version: str | None = None,
    strict: bool = False,
    confined: bool = True,
    roots: list[Path] | None = None,
) -> Document:
    """Load ``data`` and assert every property of the oracle; returns the document."""
    config = fuzz_config(seed_folder, strict, confined, roots)
    with time_limit(CASE_SECONDS):
        document = load(data, config=config, version=version)
        assert isinstance(document, Document)
        for item in document.problems:
            assert isinstance(item.code, ErrorCode) and item.message.strip(), item
            # A problem located at an element says on which line (only whole-file
            # problems, such as a size refusal, have neither).
            assert not item.path or item.line is not None, f"no line: {item}"
        if strict:
            assert not document.warnings, (
                f"a warning escaped the strict policy: {document.warnings}"
            )
        if document.root is None:
            assert document.errors, "nothing was read and no error says why"
        if document.valid:
            check_valid_document(document, config, version)
        check_lazy_load(document, data, config, version)
        check_lazy_read(data, version)
    return document


def resolved_poses(document: Document) -> dict[tuple[str, str], object]:
    """Every frame's pose in its world or root model (or why it has none)."""
    poses: dict[tuple[str, str], object] = {}
    for world, graphs in document.graphs.items():
        for name in graphs.vertices:
            try:
                poses[(world, name)] = document.pose(name, world=world)
            except FrameLookupError as error:
                poses[(world, name)] = type(error).__name__
    return poses


def check_queries(document: Document) -> None:
    """Every query the API and the CLI make answers, or says why with ``FrameLookupError``."""
    document.check(strict=False)
    document.check(strict=True)
    for world, graphs in document.graphs.items():
        for kind in ("pose", "frame"):
            document.to_dot(kind, world=world)
        document.mimic_constraints(world)
        document.joint_coordinates(world)
        for name, vertex in graphs.vertices.items():
            queries = [partial(document.attached_body, name, world=world)]
            if vertex.kind is FrameKind.JOINT:
                queries += [
                    partial(document.joint_parent_link, name, world=world),
                    partial(document.joint_child_link, name, world=world),
                    partial(document.axis, name, world=world),
                    partial(document.axis, name, "__model__", world=world),
                    partial(document.axis, name, which="axis2", world=world),
                ]
            for query in queries:
                with contextlib.suppress(FrameLookupError):
                    query()
    gearbox_to_mimic(document)


def check_valid_document(document: Document, config: ParserConfig, version: str | None) -> None:
    """Queries answer, and the written document reads back valid with the same poses."""
    check_queries(document)
    poses = resolved_poses(document)
    for expand in (True, False):
        written = document.to_xml(expand_includes=expand)
        again = load(written, config=config, version=version)
        assert again.valid, (expand, [str(e) for e in again.errors], written)
        again_poses = resolved_poses(again)
        for key, pose in poses.items():
            other = again_poses.get(key)
            if isinstance(pose, str):
                continue
            assert _finite(pose), (key, pose)  # a pose past a double's range is an error
            assert other is not None and not isinstance(other, str), (expand, key, other)
            assert pose.isclose(other, POSE_TOLERANCE), (expand, key, pose, other)  # type: ignore[attr-defined]


def _finite(pose: object) -> bool:
    return bool(np.all(np.isfinite(pose.position)))  # type: ignore[attr-defined]

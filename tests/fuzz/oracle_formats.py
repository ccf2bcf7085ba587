"""The oracle for the URDF, 1.11/1.12, parameter-passing and joint-position attacks.

On top of ``oracle.check_load`` (which every case goes through), for a
document that loads valid:

* its URDF export (``convert_to_urdf``, losses allowed) reads back valid,
  and every link, joint and frame written where it was (not moved onto its
  axis line) keeps its pose relative to the first one written;
* its conversion to an older version (one chosen by the case, losses
  allowed) reads back valid;
* random joint configurations keep the properties of ``positions``.

One case in ``CLI_EVERY`` also runs the ``sdformat`` command on the file
(check, print as XML, URDF and an older version, pose of every frame at a
joint position): it exits 0 or 1, never 3, and never prints a traceback.
Bundles (``grammar_sdf12.Bundle``) are written into a temporary folder first,
their includes resolved and confined there.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import tempfile
from pathlib import Path

import numpy as np
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics import Document, FrameLookupError, ParserConfig, load
from sdformat_semantics.cli import main
from sdformat_semantics.export.urdf_parts import UrdfConversion
from sdformat_semantics.frames import FrameKind
from sdformat_semantics.kinematics.tree import local_pose
from sdformat_semantics.versions import WRITABLE_VERSIONS
from tests.fuzz.grammar_sdf12 import Bundle
from tests.fuzz.oracle import check_load, fuzz_config, time_limit
from tests.fuzz.positions import check_positions

CLI_EVERY = 8
"""One case in this many also runs the command line (it costs several loads)."""

POSITION_TRIALS = 12
"""Configurations per world the joint-position attack tries (the others try one)."""

MAIN = "main.sdf"


def check_urdf(data: bytes, extremes: bool = True) -> Document:
    """A URDF document keeps every property of the oracle (see the module docstring)."""
    return check_bundle(Bundle(data, kind="urdf", extremes=extremes))


def check_bundle(bundle: Bundle) -> Document:
    """Write the bundle into a temporary folder and check its main document."""
    digest = hashlib.sha256(bundle.data).digest()
    with tempfile.TemporaryDirectory(prefix="fuzz-") as name:
        folder = Path(name).resolve()
        for file, data in bundle.files:
            (folder / file).write_bytes(data)
        main_file = folder / (MAIN if bundle.kind != "urdf" else "main.urdf")
        main_file.write_bytes(bundle.data)
        document = check_load(bundle.data, folder, roots=[folder])
        if document.valid:
            config = fuzz_config(folder, roots=[folder])
            with time_limit(20):
                check_exports(document, config, digest[0])
                trials = POSITION_TRIALS if bundle.kind == "positions" else 1
                check_positions(document, bundle.seed or digest[1], trials, bundle.extremes)
        if digest[2] % CLI_EVERY == 0:
            check_cli(main_file, document, folder, bundle.extremes)
    return document


def check_exports(document: Document, config: ParserConfig, choice: int) -> None:
    """The URDF export and one older version read back valid (losses allowed)."""
    if document.model is not None or len(document.worlds) == 1:
        try:
            conversion = document.convert_to_urdf()
        except ValueError as error:  # no single model to write: said, not raised deep down
            assert "model" in str(error), error
        else:
            again = load(conversion.text, config=config)
            dropped = _reported_massless(conversion)
            uncombined = _reported_uncombined(conversion)
            wrong = [
                e
                for e in again.errors
                if not (dropped and _follows_from_dropped_links(e))
                and not (uncombined and e.code in _UNCOMBINED)
            ]
            assert not wrong, ("URDF export", [str(e) for e in wrong], conversion.text)
            _same_urdf_poses(document, again, conversion)
    version = WRITABLE_VERSIONS[choice % len(WRITABLE_VERSIONS)]
    converted = document.convert(version)
    again = load(converted.text, config=config)
    assert again.valid, (version, [str(e) for e in again.errors], converted.text)


_NO_LINK = ErrorCode.MODEL_WITHOUT_LINK


def _follows_from_dropped_links(error: Error) -> bool:
    """Whether a read-back error follows from a reported massless link that readers leave out.

    With the link go the joints below it: the model may have no link left, and
    a mimic may name a leader joint that is gone.
    """
    if error.code is _NO_LINK:
        return True
    return error.code is ErrorCode.JOINT_AXIS_MIMIC_INVALID and "not found" in error.message


_UNCOMBINED = (ErrorCode.LINK_INERTIA_INVALID, ErrorCode.POSE_NOT_FINITE)


def _reported_uncombined(conversion: UrdfConversion) -> bool:
    """Whether the export said URDF readers cannot lump some fixed joints (out of range).

    Our reader then reports those links' combined inertia or poses, as the
    export said it would: the reported consequence, not a new defect.
    """
    return any(
        p.code is ErrorCode.URDF_EXPORT_LOSS and "fixed-joint lumping" in p.message
        for p in conversion.problems
    )


def _reported_massless(conversion: UrdfConversion) -> bool:
    """Whether the export said URDF readers leave a massless link out (with what hangs below).

    Such a robot may read back with no link at all: the loss was reported, so
    the model left empty is the reported consequence, not a new defect.
    """
    return any(
        p.code is ErrorCode.URDF_EXPORT_LOSS and "take it for massless" in p.message
        for p in conversion.problems
    )


def _same_urdf_poses(document: Document, again: Document, conversion: UrdfConversion) -> None:
    """Links and frames written in place keep their poses relative to the first one.

    Joints are left out: a URDF joint frame is its child link's frame, so the
    writer may slide it along its axis line (the same motion).
    """
    if document.model is None or document.worlds:
        return  # names are scoped inside the model: compared for root models only
    if any(p.severity is Severity.ERROR for p in conversion.problems):
        return  # a pose or a sum URDF cannot hold, reported: written otherwise
    graphs = next(iter(document.graphs.values()))
    vertices = graphs.vertices
    kept = [
        (scoped, urdf_name)
        for scoped, urdf_name in conversion.names.items()
        if scoped not in conversion.moved
        and scoped in vertices
        and vertices[scoped].kind is not FrameKind.JOINT
    ]
    size = _largest_offset(conversion.text)
    for scoped, urdf_name in kept[1:]:
        # Composed through the nearest common frame, as the writer does: through the
        # world, a model far from the origin rounds its links' small offsets away.
        local = local_pose(graphs, scoped, kept[0][0])
        try:
            mine = (local or document.pose(scoped, kept[0][0])).matrix()
            theirs = again.pose(urdf_name, kept[0][1]).matrix()
        except FrameLookupError:
            continue
        # The writer keeps 12 significant digits of each origin, relative to its largest
        # coordinate, and composing a chain rounds relative to the largest offset in it:
        # positions are compared relative to the largest offset written (rotations as are).
        assert np.allclose(mine[:3, :3], theirs[:3, :3], rtol=1e-9, atol=1e-9), (scoped, mine)
        assert np.allclose(mine[:3, 3] / size, theirs[:3, 3] / size, rtol=0, atol=1e-9), (
            scoped,
            mine,
            theirs,
        )


def _largest_offset(text: str) -> float:
    """The largest coordinate of any ``<origin xyz>`` in a URDF text (at least 1)."""
    root = etree.fromstring(text.encode())
    values = [abs(float(v)) for o in root.iter("origin") for v in o.get("xyz", "0").split()]
    return max([1.0, *values])


COMMANDS = (
    ["check"],
    ["check", "--strict", "--format", "github"],
    ["print"],
    ["print", "--format", "urdf"],
    ["print", "--version", "1.8"],
    ["print", "--version", "1.7"],
    ["graph", "pose"],
)


def check_cli(path: Path, document: Document, folder: Path, extremes: bool = True) -> None:
    """Every command exits 0 or 1 on the file: never 3, never a traceback."""
    runs = [[*command, str(path)] for command in COMMANDS]
    runs.append(["pose", str(path), "--all", "--path", str(folder)])
    joints = [j for w in document.graphs for j, _ in document.joint_coordinates(w)][:2]
    values = ("1e300", "0.5,nan") if extremes else ("2.5", "0.5,nan")
    for joint, value in zip(joints, values, strict=False):
        runs.append(["pose", str(path), "--all", "--joint", f"{joint}={value}"])
    for arguments in runs:
        if arguments[0] != "pose":
            arguments[-1:-1] = ["--path", str(folder)]
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(arguments)
        assert status in (0, 1), (arguments, status, err.getvalue()[-3000:])
        assert "Traceback" not in err.getvalue(), (arguments, err.getvalue()[-3000:])

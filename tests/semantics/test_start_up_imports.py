"""What a command or a load imports: the rooms it runs, no others, with the same output.

``sdformat check`` runs once per file from pre-commit hooks, editors and CI, and
every module imported is paid for on every call. Each case runs a command (or
``load``) in a fresh interpreter and lists what it imported: the writers, the
other formats, the viewer, the Jacobians, the include composer, the migration
rules, the simulators' rules and the worker pools stay out unless the command or
the document uses them, and so do the generated packages of other versions. A
check imports the generated modules of the elements a document holds, not of
every class they could hold. An import put back at the top of a module on these
paths makes its case fail.

Modules imported when first used must not change what a command prints: each
command's output is compared with the same command run after importing every
module of the semantics first.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_runtime.binding import Element, binding_of
from sdformat_runtime.binding.fields import Cardinality

DATA = Path(__file__).resolve().parents[1] / "data"
PANDA = DATA / "kinematics" / "panda" / "model.sdf"  # declares 1.7: migrated
ATLAS = DATA / "urdf" / "real" / "gazebosim__sdformat" / "test" / "performance"
ATLAS_URDF = ATLAS / "parser_urdf_atlas.urdf"
WORLD = DATA / "corpus" / "conformance" / "test" / "sdf" / "box_plane_low_friction_test.world"

NEWEST_MODEL = """<?xml version="1.0"?>
<sdf version="1.12">
  <model name="arm">
    <link name="base"><inertial><mass>1</mass></inertial></link>
    <link name="tip"><pose relative_to="base">1 0 0 0 0 0</pose></link>
    <joint name="wrist" type="revolute">
      <parent>base</parent><child>tip</child><axis><xyz>1 0 0</xyz></axis>
    </joint>
  </model>
</sdf>
"""

S = "sdformat_semantics."
WRITERS = (S + "export",)
OTHER_FORMATS = (S + "mjcf", S + "urdf", "mujoco", "xacro")
VIEWER = (S + "view", "viser")
KINEMATICS_AT_CONFIGURATIONS = (
    S + "kinematics.jacobian",
    S + "kinematics.jacobian_floats",
    S + "kinematics.batch",
    S + "kinematics.solver",
    S + "kinematics.program",
)
COMPOSER = (S + "include.composer",)
MIGRATION_RULES = (S + "migration.steps", S + "migration.rules")
CHECK_OPTIONS = (
    S + "targets",
    S + "cli.ci_formats",
    S + "cli.assets",
    S + "cli.graphviz",
    "concurrent.futures",
    "multiprocessing",
)
NOT_FOR_A_LOAD = (
    *WRITERS,
    *VIEWER,
    *KINEMATICS_AT_CONFIGURATIONS,
    *CHECK_OPTIONS,
    S + "mjcf",
    "tomllib",  # the runs are in a folder with no pyproject.toml above it
)
"""What loading and checking any document of these cases leaves out."""

NOT_FOR_NEWEST_SDFORMAT = (*NOT_FOR_A_LOAD, *OTHER_FORMATS, *COMPOSER, *MIGRATION_RULES)
"""What a document declaring the newest version, with no include, leaves out too."""

NOTHING_READ = ("numpy", "lxml", "sdformat_runtime.binding", S + "loading", S + "frames")
"""What a command that reads no document leaves out."""


def _imported(names: list[str], prefixes: tuple[str, ...]) -> list[str]:
    """The modules of ``names`` that are one of ``prefixes`` or inside one."""
    return [n for n in names if any(n == p or n.startswith(p + ".") for p in prefixes)]


def _every_semantics_module() -> list[str]:
    """Every module of the semantics, but the entry points that run the command line."""
    found = pkgutil.walk_packages(sdformat_semantics.__path__, S)
    return [m.name for m in found if not m.name.endswith("__main__")]


PROBE = """
import importlib, json, sys
listing, preload, argv = sys.argv[1], json.loads(sys.argv[2]), json.loads(sys.argv[3])
for name in preload:
    importlib.import_module(name)
if argv[0] == "load":
    import sdformat_semantics
    document = sdformat_semantics.load(argv[1])
    print(document.valid, [str(p) for p in document.problems])
    status = 0
else:
    from sdformat_command import main
    sys.argv = ["sdformat", *argv]
    status = main()
sys.stdout.flush()
with open(listing, "w") as out:
    json.dump(sorted(sys.modules), out)
sys.exit(status)
"""
"""Run ``argv`` (a command line, or ``load FILE``); write the imported modules to a file."""


def _run(
    folder: Path, argv: list[str], preload: list[str]
) -> tuple[list[str], tuple[int, str, str]]:
    """The modules the run imported, and its exit status, stdout and stderr."""
    listing = folder / f"modules-{len(preload)}.json"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(listing), json.dumps(preload), json.dumps(argv)],
        capture_output=True,
        text=True,
        cwd=folder,  # no pyproject.toml of this repository is read as the project's defaults
        timeout=120,
        check=False,
    )
    modules: list[str] = json.loads(listing.read_text(encoding="utf-8"))
    return modules, (done.returncode, done.stdout, done.stderr)


def _generated_packages(modules: list[str]) -> set[str]:
    return {m.split(".")[0] for m in modules if m.startswith("sdformat_v1_")}


CASES: dict[str, tuple[list[str], tuple[str, ...], set[str]]] = {
    "check, newest version": (["check", "NEWEST"], NOT_FOR_NEWEST_SDFORMAT, {"sdformat_v1_12"}),
    "check, migrated": (
        ["check", str(PANDA)],
        (*NOT_FOR_A_LOAD, *OTHER_FORMATS, *COMPOSER),
        {"sdformat_v1_12"},
    ),
    "check, world": (
        ["check", str(WORLD)],
        (*NOT_FOR_A_LOAD, *OTHER_FORMATS, *COMPOSER),
        {"sdformat_v1_12"},
    ),
    "check, URDF": (
        ["check", str(ATLAS_URDF)],
        (*NOT_FOR_A_LOAD, *COMPOSER, "xacro"),
        {"sdformat_v1_12"},
    ),
    "print": (
        ["print", "NEWEST"],
        (
            *VIEWER,
            *OTHER_FORMATS,
            *COMPOSER,
            *MIGRATION_RULES,
            *KINEMATICS_AT_CONFIGURATIONS,
            *(S + f"export.{writer}" for writer in ("down", "urdf", "mjcf", "value_rewrites")),
        ),
        {"sdformat_v1_12"},
    ),
    "graph": (
        ["graph", "pose", "NEWEST"],
        (*WRITERS, *VIEWER, *OTHER_FORMATS, *COMPOSER, *MIGRATION_RULES, S + "cli.graphviz"),
        {"sdformat_v1_12"},
    ),
    "pose at rest": (
        ["pose", "NEWEST", "tip", "--relative-to", "base"],
        (*WRITERS, *VIEWER, *OTHER_FORMATS, *COMPOSER, *MIGRATION_RULES),
        {"sdformat_v1_12"},
    ),
    "describe": (["describe", "model/link"], (S + "loading", S + "frames"), {"sdformat_v1_12"}),
    "help": (["--help"], NOTHING_READ, set()),
    "version": (["--version"], NOTHING_READ, set()),
    "usage error": (["check", "--no-such-option", "NEWEST"], NOTHING_READ, set()),
    "load, newest version": (
        ["load", "NEWEST"],
        (*NOT_FOR_NEWEST_SDFORMAT, S + "cli"),
        {"sdformat_v1_12"},
    ),
    "load, URDF": (
        ["load", str(ATLAS_URDF)],
        (*NOT_FOR_A_LOAD, S + "cli", "xacro"),
        {"sdformat_v1_12"},
    ),
}
"""Each run: its arguments (``NEWEST``: a model of the newest version), what it must not
import, and the generated packages it may import."""


@pytest.fixture
def newest_model(tmp_path: Path) -> Path:
    path = tmp_path / "arm.sdf"
    path.write_text(NEWEST_MODEL, encoding="utf-8")
    return path


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_run_imports_only_what_it_uses(case: str, newest_model: Path) -> None:
    """The run leaves out the rooms it does not use and other versions' classes."""
    arguments, left_out, packages = CASES[case]
    argv = [str(newest_model) if a == "NEWEST" else a for a in arguments]
    modules, _ = _run(newest_model.parent, argv, preload=[])
    assert _imported(modules, left_out) == []
    assert _generated_packages(modules) <= packages


def _modules_a_document_holds(path: Path) -> set[str]:
    """The 1.12 modules of the classes of ``path``'s elements, and of the defaults they hold.

    From the root class down, a child class counts where its tag is in the
    document (anywhere: a superset) or where the child is required, so
    reading its parent fills a default one (a world's ``<scene>``).
    """
    from sdformat_v1_12.root import Sdf

    tags = {node.tag for node in etree.parse(str(path)).iter() if isinstance(node.tag, str)}
    pending: list[type[Element]] = [Sdf]
    seen = {Sdf}
    while pending:
        for tag, plan in binding_of(pending.pop()).children.items():
            held = plan.element_class
            present = tag in tags or plan.spec.cardinality is Cardinality.REQUIRED
            if held is not None and present and held not in seen:
                seen.add(held)
                pending.append(held)
    return {cls.__module__ for cls in seen}


@pytest.mark.parametrize("document", ["NEWEST", str(PANDA), str(WORLD)])
def test_a_check_imports_the_classes_of_the_elements_a_document_holds(
    document: str, newest_model: Path
) -> None:
    """Not every class the elements could hold: a small model imports a few of 65 modules."""
    path = newest_model if document == "NEWEST" else Path(document)
    modules, (status, _, _) = _run(newest_model.parent, ["check", str(path)], preload=[])
    assert status == 0
    imported = {m for m in modules if m.startswith("sdformat_v1_12.")}
    needed = {"sdformat_v1_12.class_graph"}  # what the checks ask of the classes, by name
    assert imported - needed <= _modules_a_document_holds(path)


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(CASES))
def test_a_run_prints_what_it_prints_with_every_module_imported(
    case: str, newest_model: Path
) -> None:
    """Importing modules when first used changes nothing the run prints or returns."""
    arguments, _, _ = CASES[case]
    argv = [str(newest_model) if a == "NEWEST" else a for a in arguments]
    _, lean = _run(newest_model.parent, argv, preload=[])
    _, full = _run(newest_model.parent, argv, preload=_every_semantics_module())
    assert lean == full


def test_the_cases_name_modules_that_exist() -> None:
    """A renamed module would make its case pass without testing anything."""
    ours = set(_every_semantics_module()) | {S.rstrip(".")}
    named = {
        prefix for _, left_out, _ in CASES.values() for prefix in left_out if prefix.startswith(S)
    }
    assert {p for p in named if p not in ours} == set()


@pytest.mark.parametrize("module", _every_semantics_module())
def test_every_public_name_of_a_module_answers(module: str) -> None:
    """A name a package lists (its own or one it answers on first use) is there when asked."""
    found = importlib.import_module(module)
    for name in getattr(found, "__all__", ()):
        assert getattr(found, name) is not None or name in vars(found), name
    assert set(getattr(found, "__all__", ())) <= set(dir(found))


THREADS_AFTER_A_CHECK = """
import sys
from pathlib import Path
from sdformat_command import main
sys.argv = ["sdformat", "check", sys.argv[1]]
main()
print(len(list(Path("/proc/self/task").iterdir())))
"""
"""Check a file (numpy imported and used), then print how many threads the process runs."""


def _numpy_blas() -> str:
    import numpy

    return str(numpy.__config__.CONFIG["Build Dependencies"]["blas"]["name"])


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="threads counted in /proc")
@pytest.mark.skipif("openblas" not in _numpy_blas(), reason="numpy built without OpenBLAS")
@pytest.mark.parametrize(("told", "threads"), [(None, 1), ("2", 2)])
def test_the_command_asks_numpys_blas_for_one_thread_unless_told(
    told: str | None, threads: int, newest_model: Path
) -> None:
    """A thread per core costs more CPU at start-up than a small check; a user's choice stands."""
    environment = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    if told is not None:
        environment["OPENBLAS_NUM_THREADS"] = told
    done = subprocess.run(
        [sys.executable, "-c", THREADS_AFTER_A_CHECK, str(newest_model)],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=True,
    )
    assert int(done.stdout.split()[-1]) == threads

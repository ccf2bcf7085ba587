"""Architecture guards: the layers import one way, without cycles, in modules of a readable size.

Layers, lowest first: ``sdformat_runtime`` (hand-written), the generated
``sdformat_v*`` packages (import only the runtime), then ``sdformat_semantics``
and ``generator``. Imports are read from the source with ``ast``, so an import
inside a function or under ``if TYPE_CHECKING:`` counts like one at the top:
each still ties the two modules together.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO

HAND_WRITTEN = ("sdformat_runtime", "sdformat_semantics", "generator")
GENERATED = REPO / "generated"
GENERATED_PACKAGES = tuple(sorted(p.parent.name for p in GENERATED.glob("*/__init__.py")))
MAX_LINES = 500

SEMANTICS = "sdformat_semantics"
SEMANTIC_ROOMS = (
    "versions",  # the versions a document can declare, read from the generated registry
    "geometry",  # pose arithmetic
    "interface",  # what a custom parser returns for an <include>
    "entities",  # read-only views of the generated classes, walks over a bound tree
    "source",  # bytes to tree: the tolerant parse, what the bytes may hold (SourceFacts)
    "migration",  # up steps on the raw tree, before anything is bound
    "frames",  # the two frame graphs and pose resolution
    "auto_inertia",  # inertials computed from shapes and densities
    "config",  # the load's policies (ParserConfig)
    "kinematics",  # poses at a joint configuration, the mimic constraint model
    "include",  # <include> composition, URI search, parameter passing
    "urdf",  # URDF read as SDFormat (each format read gets a room here)
    "mjcf",  # MJCF (MuJoCo) read as SDFormat, and MuJoCo imported only when used
    "converting",  # a URDF (xacro expanded) or MJCF root converted at load
    "frame_queries",  # what a loaded document answers about its frames
    "checks",  # every check a load runs
    "export",  # every writer to another version or format
    "view",  # the 3D view in the browser (Document.show reaches down to it)
    "document",  # the loaded document, its problems' columns, its text
    "loading",  # the pipeline: bytes to Document
    "targets",  # what each simulator rejects or ignores (check --target), rules as data
    "__init__",  # the public names
    "cli",  # the sdformat command
    "__main__",
)
"""The rooms of ``sdformat_semantics``, lowest first: a room imports only itself and rooms
below it. A room is a subpackage, or a module at the top of the package (the entry
points and policies). ``docs/development.md`` draws the load's stages with these rooms."""


def modules_in(root: Path, packages: Iterable[str]) -> dict[str, Path]:
    """Every module of the packages below ``root``, by dotted name (a package by its own name)."""
    modules = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join(parts)] = path
    return modules


def import_statements(module: str, path: Path) -> Iterator[tuple[str, str | None]]:
    """Every import anywhere in a module, as ``(module, name)``.

    ``import a.b`` gives ``("a.b", None)``; ``from a import b, c`` gives
    ``("a", "b")`` and ``("a", "c")``. Relative imports are made absolute.
    """
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None
        elif isinstance(node, ast.ImportFrom):
            source = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join([*base, source] if source else base)
            for alias in node.names:
                yield source, alias.name


def imports_of(module: str, path: Path, packages: Iterable[str]) -> list[str]:
    """The imports of a module that reach into any of ``packages`` (or their submodules)."""
    prefixes = tuple(packages)
    return sorted(
        {
            source
            for source, _ in import_statements(module, path)
            if source in prefixes or source.startswith(tuple(p + "." for p in prefixes))
        }
    )


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Which of ``modules`` each one imports.

    ``from pkg import name`` depends on ``pkg.name`` when that is a module, else on
    ``pkg`` itself. ``import a.b.c`` runs the ``__init__`` of ``a`` and ``a.b`` too,
    but only ``a.b.c`` counts: a package re-exporting its modules would otherwise
    make a cycle with each of them.
    """
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        targets = set()
        for source, name in import_statements(module, path):
            target = f"{source}.{name}" if f"{source}.{name}" in modules else source
            if target in modules and target != module:
                targets.add(target)
        graph[module] = targets
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Cycles of the graph, each as the modules along it with the first repeated at the end.

    Every back edge of a depth-first search closes one cycle, so the list is
    empty exactly when the graph has none, and each tangle shows at least once.
    """
    cycles: list[list[str]] = []
    finished: set[str] = set()
    path: list[str] = []

    def visit(module: str) -> None:
        path.append(module)
        for target in sorted(graph[module]):
            if target in path:
                cycles.append([*path[path.index(target) :], target])
            elif target not in finished:
                visit(target)
        path.pop()
        finished.add(module)

    for module in sorted(graph):
        if module not in finished:
            visit(module)
    return cycles


def long_modules(modules: dict[str, Path], limit: int) -> dict[str, int]:
    """The modules over ``limit`` lines, with their line counts."""
    counts = {m: len(p.read_text(encoding="utf-8").splitlines()) for m, p in modules.items()}
    return {module: count for module, count in counts.items() if count > limit}


# The guards ---------------------------------------------------------------------------


@pytest.mark.slow
def test_generated_code_does_not_import_the_semantics() -> None:
    offenders = {
        module: found
        for module, path in modules_in(GENERATED, GENERATED_PACKAGES).items()
        if (found := imports_of(module, path, ["sdformat_semantics"]))
    }
    assert offenders == {}, f"generated modules import sdformat_semantics: {offenders}"


def test_the_runtime_imports_neither_the_semantics_nor_generated_code() -> None:
    above = ["sdformat_semantics", *GENERATED_PACKAGES]
    offenders = {
        module: found
        for module, path in modules_in(REPO, ["sdformat_runtime"]).items()
        if (found := imports_of(module, path, above))
    }
    assert offenders == {}, f"sdformat_runtime imports layers above it: {offenders}"


def test_hand_written_modules_import_each_other_without_cycles() -> None:
    cycles = import_cycles(import_graph(modules_in(REPO, HAND_WRITTEN)))
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def room_of(module: str) -> str:
    """The room of a ``sdformat_semantics`` module: its first name below the package."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def rooms_imported_above(modules: dict[str, Path], order: tuple[str, ...]) -> dict[str, list[str]]:
    """Each module that imports a room above its own (or a room missing from ``order``)."""
    rank = {room: index for index, room in enumerate(order)}
    graph = import_graph(modules)
    offenders: dict[str, list[str]] = {}
    for module, targets in sorted(graph.items()):
        own = rank.get(room_of(module), -1)
        above = sorted(
            f"{target} (room {room_of(target)})"
            for target in targets
            if rank.get(room_of(target), len(order)) > own
        )
        if above:
            offenders[module] = above
    return offenders


def test_every_module_of_the_semantics_is_in_a_listed_room() -> None:
    rooms = {room_of(module) for module in modules_in(REPO, [SEMANTICS])}
    assert rooms == set(SEMANTIC_ROOMS), (
        f"rooms not in SEMANTIC_ROOMS: {sorted(rooms - set(SEMANTIC_ROOMS))}; "
        f"listed rooms that do not exist: {sorted(set(SEMANTIC_ROOMS) - rooms)}"
    )


def test_a_room_of_the_semantics_imports_only_rooms_below_it() -> None:
    offenders = rooms_imported_above(modules_in(REPO, [SEMANTICS]), SEMANTIC_ROOMS)
    assert offenders == {}, "imports of a room above:\n" + "\n".join(
        f"{module} -> {', '.join(targets)}" for module, targets in offenders.items()
    )


def test_hand_written_modules_stay_readable_in_length() -> None:
    too_long = long_modules(modules_in(REPO, HAND_WRITTEN), MAX_LINES)
    assert not too_long, f"modules over {MAX_LINES} lines: " + ", ".join(
        f"{module} ({count} lines)" for module, count in sorted(too_long.items())
    )


# The helpers themselves, on a small package written for the test ------------------------


def write_package(root: Path, files: dict[str, str]) -> dict[str, Path]:
    """Write ``{relative path: source}`` below ``root`` and return the modules of ``pkg``."""
    for name, source in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    return modules_in(root, ["pkg"])


def test_a_cycle_is_found_and_named_in_order(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "import pkg.b\n",
            "pkg/b.py": "from pkg.c import thing\n",
            "pkg/c.py": "from pkg import a\n",
        },
    )
    assert import_cycles(import_graph(modules)) == [["pkg.a", "pkg.b", "pkg.c", "pkg.a"]]


def test_a_dag_passes(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.a import top\n",
            "pkg/a.py": "import os\nfrom pkg import b, c\n",
            "pkg/b.py": "from . import c\n",
            "pkg/c.py": "import json\n",
        },
    )
    graph = import_graph(modules)
    assert graph == {
        "pkg": {"pkg.a"},
        "pkg.a": {"pkg.b", "pkg.c"},
        "pkg.b": {"pkg.c"},
        "pkg.c": set(),
    }
    assert import_cycles(graph) == []


@pytest.mark.parametrize(
    "late_import",
    [
        "def later():\n    from pkg.a import x\n",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.a import x\n",
        "class Holder:\n    def method(self):\n        from .a import x\n",
    ],
    ids=["in a function", "under TYPE_CHECKING", "relative, in a method"],
)
def test_an_import_out_of_the_top_level_counts(tmp_path: Path, late_import: str) -> None:
    modules = write_package(
        tmp_path, {"pkg/__init__.py": "", "pkg/a.py": "import pkg.b\n", "pkg/b.py": late_import}
    )
    assert import_cycles(import_graph(modules)) == [["pkg.a", "pkg.b", "pkg.a"]]


def test_a_name_from_a_package_depends_on_its_init_and_a_reexport_is_no_cycle(
    tmp_path: Path,
) -> None:
    modules = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.a import helper\n",
            "pkg/a.py": "def helper(): ...\n",
            "pkg/sub/__init__.py": "from pkg.sub.deep import thing\n",
            "pkg/sub/deep.py": "import pkg.a\nthing = 1\n",
            "pkg/b.py": "from pkg import helper\n",
        },
    )
    graph = import_graph(modules)
    assert graph["pkg.b"] == {"pkg"}
    assert graph["pkg.sub.deep"] == {"pkg.a"}  # not pkg or pkg.sub, which it runs first
    assert import_cycles(graph) == []


def test_imports_of_a_package_are_found_wherever_they_are(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "def f():\n    import sdformat_semantics.loading\n",
            "pkg/b.py": "from sdformat_semantics_extra import x\nimport sdformat_runtime\n",
        },
    )
    assert imports_of("pkg.a", modules["pkg.a"], ["sdformat_semantics"]) == [
        "sdformat_semantics.loading"
    ]
    assert imports_of("pkg.b", modules["pkg.b"], ["sdformat_semantics"]) == []


def test_an_import_of_a_higher_room_is_named_and_a_lower_one_is_not(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/low.py": "import pkg.high.part\n",
            "pkg/high/__init__.py": "",
            "pkg/high/part.py": "from pkg import low\n",
            "pkg/stray.py": "",
            "pkg/uses_stray.py": "import pkg.stray\n",
        },
    )
    order = ("low", "high", "uses_stray")
    assert rooms_imported_above(modules, order) == {
        "pkg.low": ["pkg.high.part (room high)"],
        "pkg.uses_stray": ["pkg.stray (room stray)"],  # a room missing from the order is above
    }


def test_long_modules_are_named_with_their_length(tmp_path: Path) -> None:
    modules = write_package(
        tmp_path,
        {"pkg/__init__.py": "", "pkg/short.py": "x = 1\n" * 3, "pkg/long.py": "x = 1\n" * 4},
    )
    assert long_modules(modules, 3) == {"pkg.long": 4}

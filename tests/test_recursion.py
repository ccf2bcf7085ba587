"""No recursion over user data: a static scan of the call graph for cycles.

A document may nest models, includes or elements thousands deep (as deep as
``ParserConfig.max_element_depth`` lets it), so a walk over user data that
recurses would raise ``RecursionError`` long before the limits we document.
This scan reads every function of the runtime, the semantics and the generated
packages with ``ast``, draws which calls which, and fails on every function that
reaches itself (directly or through a cycle of others) unless ``BOUNDED`` says
why its depth comes from something that is not user data.

The call graph is drawn from names, without types, so it resolves:

* ``f(...)`` to a function of the same module (nested ones included) or one
  imported by name from a scanned module, and a bare reference ``f`` (a callback
  handed on) the same way;
* ``self.m(...)``, ``cls.m(...)`` and ``super().m(...)`` to the method of the class
  or of one of its scanned bases, ``Class.m(...)`` to that class's method, and
  ``module.f(...)`` to that module's function;
* ``other.m(...)`` inside a method ``m`` to ``m`` itself (the shape of a walk that
  hands itself to each child), unless ``m`` is a method of the builtin containers.

A call yielded by a generator, ``yield step(...)``, to a generator function is
no edge: it makes a generator without running it, and whatever runs the
yielded generators is scanned too (``entities.steps.run_steps`` runs them
from a list). ``yield from step(...)`` is an edge: it runs the generator on
Python's stack.
"""

from __future__ import annotations

import ast
import builtins
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.test_architecture import GENERATED_PACKAGES, modules_in

SCANNED = ("sdformat_runtime", "sdformat_semantics")

TEMPLATED = max(
    (package for package in GENERATED_PACKAGES if package.startswith("sdformat_v1_")),
    key=lambda package: tuple(int(part) for part in package.removeprefix("sdformat_v").split("_")),
)
"""The generated package scanned: every version's is rendered from the same templates."""

_SPEC = "walks the spec or the conversion rules, which this repository writes, not a document"

BOUNDED = {
    "sdformat_runtime.fastpath._child_declarations": f"{_SPEC} (the generated XSD's groups)",
    "sdformat_semantics.cli.spec_tree.SpecTree._lines": f"{_SPEC}, to a depth it is given",
    "sdformat_semantics.migration.compiled._select": f"{_SPEC} (nested <convert> rules)",
    "sdformat_semantics.migration.guards._needs": f"{_SPEC} (nested <convert> rules)",
    "sdformat_semantics.migration.guards.required_attributes_below": f"{_SPEC} (nested rules)",
    "sdformat_semantics.migration.rules.MigrationRun.apply": (
        f"{_SPEC}: one level per nested <convert>, whatever the document's depth"
    ),
    "sdformat_semantics.cli.assets._texts": "a field value, a list of them or an element's text: 3",
    "sdformat_semantics.include.packages._crawl": "folders, at most MAX_CRAWL_DEPTH (6) deep",
    "sdformat_semantics.frames.graphs.FrameGraphs._kept": "at most _SHORT_CHAIN (8) edges",
    "sdformat_semantics.frame_queries.FrameQueries.pose": (
        "not recursive: calls Kinematics.pose, a method of the same name on another class"
    ),
}
"""Recursive functions whose depth is bounded by something that is not user data, and why."""

_CONTAINER_METHODS = frozenset(
    name for kind in (list, dict, set, str, bytes, tuple, frozenset) for name in dir(kind)
) | frozenset(dir(builtins))

Key = tuple[str, str]
"""A function: its module and its qualified name inside it (``Class.method``, ``outer.inner``)."""


class _Module:
    """One scanned module: its functions, classes and the scanned names it imports."""

    def __init__(self, name: str, path: Path) -> None:
        self.name = name
        self.package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        self.tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        self.functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        self.bases: dict[str, list[str]] = {}
        self.imported: dict[str, Key | str] = {}


def _modules() -> dict[str, _Module]:
    paths = modules_in(REPO, SCANNED) | modules_in(REPO / "generated", (TEMPLATED,))
    modules = {}
    for name, path in paths.items():
        module = _Module(name, path)
        _collect(module, module.tree, "")
        modules[name] = module
    for module in modules.values():
        _collect_imports(module, modules)
    return modules


def _collect(module: _Module, node: ast.AST, prefix: str) -> None:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.ClassDef):
            module.bases[prefix + child.name] = [ast.unparse(base) for base in child.bases]
            _collect(module, child, f"{prefix}{child.name}.")
        elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
            module.functions[prefix + child.name] = child
            _collect(module, child, f"{prefix}{child.name}.")
        else:
            _collect(module, child, prefix)


def _collect_imports(module: _Module, modules: dict[str, _Module]) -> None:
    package = module.package
    for node in ast.walk(module.tree):
        if isinstance(node, ast.ImportFrom):
            source = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                source = ".".join([*parts, source] if source else parts)
            for alias in node.names:
                target = modules.get(source)
                if f"{source}.{alias.name}" in modules:
                    module.imported[alias.asname or alias.name] = f"{source}.{alias.name}"
                elif target is not None and (
                    alias.name in target.functions or alias.name in target.bases
                ):
                    module.imported[alias.asname or alias.name] = (source, alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules and alias.asname:
                    module.imported[alias.asname] = alias.name


class _CallGraph:
    """Which function calls (or hands on) which, resolved as the module docstring says."""

    def __init__(self, modules: dict[str, _Module]) -> None:
        self.modules = modules
        self.edges: dict[Key, set[Key]] = defaultdict(set)
        for module in modules.values():
            for qualname, function in module.functions.items():
                self._read(module, qualname, function)

    def _read(self, module: _Module, qualname: str, function: ast.AST) -> None:
        key = (module.name, qualname)
        owner = self._owner_class(module, qualname)
        local = _bound_names(function)
        yielded = {
            id(node.value.func)
            for node in _own_nodes(function)
            if isinstance(node, ast.Yield) and isinstance(node.value, ast.Call)
        }
        for node in _own_nodes(function):
            targets: set[Key] = set()
            if (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Load)
                and node.id not in local
            ):
                targets = self._by_name(module, qualname, node.id)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
                targets = self._by_attribute(module, qualname, owner, node)
            if id(node) in yielded:  # a step handed to whatever runs it: see the docstring
                targets = {target for target in targets if not self._is_generator(target)}
            self.edges[key] |= targets
            if isinstance(node, ast.Call) and self._hands_itself_on(
                qualname, owner, node.func, local
            ):
                self.edges[key].add(key)

    def _is_generator(self, key: Key) -> bool:
        """Whether a function is a generator function (calling it runs none of its body)."""
        function = self.modules[key[0]].functions[key[1]]
        return any(isinstance(node, (ast.Yield, ast.YieldFrom)) for node in _own_nodes(function))

    @staticmethod
    def _owner_class(module: _Module, qualname: str) -> str | None:
        parts = qualname.split(".")
        for end in range(len(parts) - 1, 0, -1):
            if ".".join(parts[:end]) in module.bases:
                return ".".join(parts[:end])
        return None

    def _by_name(self, module: _Module, qualname: str, name: str) -> set[Key]:
        scopes = qualname.split(".")
        for end in range(len(scopes), -1, -1):
            candidate = ".".join([*scopes[:end], name])
            if ".".join(scopes[:end]) in module.bases:
                continue  # a class body's names are not visible inside its methods
            if candidate in module.functions:
                return {(module.name, candidate)}
        imported = module.imported.get(name)
        if isinstance(imported, tuple) and imported[1] in self.modules[imported[0]].functions:
            return {imported}
        return set()

    def _by_attribute(
        self, module: _Module, qualname: str, owner: str | None, node: ast.Attribute
    ) -> set[Key]:
        receiver = node.value
        if isinstance(receiver, ast.Name) and receiver.id in ("self", "cls") and owner is not None:
            return self._method(module.name, owner, node.attr)
        if (
            isinstance(receiver, ast.Call)
            and isinstance(receiver.func, ast.Name)
            and receiver.func.id == "super"
        ):
            return set().union(
                *(self._method(m, c, node.attr) for m, c in self._bases(module.name, owner or ""))
            )
        if isinstance(receiver, ast.Name):
            if receiver.id in module.bases:
                return self._method(module.name, receiver.id, node.attr)
            imported = module.imported.get(receiver.id)
            if isinstance(imported, str) and node.attr in self.modules[imported].functions:
                return {(imported, node.attr)}
            if isinstance(imported, tuple) and imported[1] in self.modules[imported[0]].bases:
                return self._method(imported[0], imported[1], node.attr)
        return set()

    @staticmethod
    def _hands_itself_on(
        qualname: str, owner: str | None, called: ast.expr, local: set[str]
    ) -> bool:
        """Whether a method ``m`` calls ``m`` on a local value (a child, say): a walk handing itself on."""
        own_name = qualname.rpartition(".")[2]
        return (
            owner is not None
            and isinstance(called, ast.Attribute)
            and called.attr == own_name
            and own_name not in _CONTAINER_METHODS
            and isinstance(called.value, ast.Name)
            and called.value.id in local - {"self", "cls"}
        )

    def _method(self, module: str, owner: str, name: str) -> set[Key]:
        for base_module, base in [(module, owner), *self._bases(module, owner)]:
            if f"{base}.{name}" in self.modules[base_module].functions:
                return {(base_module, f"{base}.{name}")}
        return set()

    def _bases(self, module: str, owner: str) -> Iterator[tuple[str, str]]:
        for base in self.modules[module].bases.get(owner, []):
            if base in self.modules[module].bases:
                yield module, base
                yield from self._bases(module, base)
            imported = self.modules[module].imported.get(base)
            if isinstance(imported, tuple) and imported[1] in self.modules[imported[0]].bases:
                yield imported
                yield from self._bases(*imported)

    def cycles(self) -> list[list[Key]]:
        """The strongly connected components that hold a cycle, found without recursion."""
        index: dict[Key, int] = {}
        low: dict[Key, int] = {}
        stack: list[Key] = []
        on_stack: set[Key] = set()
        found = []
        nodes = sorted({(m.name, q) for m in self.modules.values() for q in m.functions})
        for start in nodes:
            if start in index:
                continue
            work = [(start, iter(sorted(self.edges[start])))]
            index[start] = low[start] = len(index)
            stack.append(start)
            on_stack.add(start)
            while work:
                node, successors = work[-1]
                step = next(successors, None)
                if step is not None:
                    if step not in index:
                        index[step] = low[step] = len(index)
                        stack.append(step)
                        on_stack.add(step)
                        work.append((step, iter(sorted(self.edges[step]))))
                    elif step in on_stack:
                        low[node] = min(low[node], index[step])
                    continue
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1 or node in self.edges[node]:
                        found.append(sorted(component))
        return found


def _bound_names(function: ast.AST) -> set[str]:
    """The names a function binds itself (parameters, assignments, loop and ``with`` targets)."""
    names = set()
    for node in _own_nodes(function):
        if isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
    return names


def _own_nodes(function: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a function's body, leaving out the bodies of functions and classes inside it."""
    pending = list(ast.iter_child_nodes(function))
    while pending:
        node = pending.pop()
        yield node
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            pending.extend(ast.iter_child_nodes(node))  # a lambda's body is the function's


@pytest.fixture(scope="module")
def call_graph() -> _CallGraph:
    return _CallGraph(_modules())


@pytest.mark.slow  # reads every hand-written module and one generated package
def test_no_function_recurses_over_user_data(call_graph: _CallGraph) -> None:
    recursive = {f"{module}.{name}" for cycle in call_graph.cycles() for module, name in cycle}
    known = set(BOUNDED)
    unexplained = sorted(recursive - known)
    assert not unexplained, "recursive functions not in BOUNDED:\n" + "\n".join(unexplained)
    assert not known - recursive, f"listed but no longer recursive: {sorted(known - recursive)}"


SAMPLES = {
    "direct": "def walk(node):\n    for child in node:\n        walk(child)\n",
    "through another function": "def a(n):\n    b(n)\n\ndef b(n):\n    a(n)\n",
    "a method through self": "class W:\n    def walk(self, n):\n        self.walk(n)\n",
    "a method on each child": "class W:\n    def walk(self, n):\n        for c in n:\n"
    "            c.walk(c)\n",
    "a callback handed on": "def walk(n):\n    return map(walk, n)\n",
    "a nested function": "def outer(n):\n    def inner(m):\n        inner(m)\n    inner(n)\n",
    "a generator delegating to itself": "def walk(n):\n    for c in n:\n        yield from walk(c)\n",
    "a step yielding a plain function's result": "def step(n):\n    yield plain(n)\n\n"
    "def plain(n):\n    return list(step(n))\n",
}
"""Shapes of recursion the scan must see, each written once."""


@pytest.mark.parametrize("shape", sorted(SAMPLES))
def test_the_scan_sees_each_shape_of_recursion(tmp_path: Path, shape: str) -> None:
    path = tmp_path / "sample.py"
    path.write_text(SAMPLES[shape], encoding="utf-8")
    module = _Module("sample", path)
    _collect(module, module.tree, "")
    cycles = _CallGraph({"sample": module}).cycles()
    assert cycles, shape


def test_the_scan_does_not_see_recursion_in_steps_run_from_a_list(tmp_path: Path) -> None:
    path = tmp_path / "sample.py"
    path.write_text(
        "def step(n):\n    found = []\n    for c in n:\n        found.append((yield step(c)))\n"
        "    return found\n",
        encoding="utf-8",
    )
    module = _Module("sample", path)
    _collect(module, module.tree, "")
    assert not _CallGraph({"sample": module}).cycles()


def test_the_scan_does_not_see_recursion_in_delegation(tmp_path: Path) -> None:
    path = tmp_path / "sample.py"
    path.write_text(
        "class A:\n    def walk(self, n):\n        return self.other.walk(n)\n"
        "    def append(self, n):\n        item = []\n        item.append(n)\n",
        encoding="utf-8",
    )
    module = _Module("sample", path)
    _collect(module, module.tree, "")
    assert not _CallGraph({"sample": module}).cycles()

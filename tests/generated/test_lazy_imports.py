"""A generated package imports an element module only when a class of it is needed.

``import sdformat_v1_12`` used to import every element module of the version
(the root class held them all) and numpy with the runtime: 0.3-0.5 s before
the first line of a program. Each check runs in a fresh interpreter, which
is the only place a module not imported yet can be seen; what it imports
(``sys.modules``), not a clock, is the test.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import sdformat_versions

VERSIONS = [entry.version for entry in sdformat_versions.VERSIONS]
PACKAGES = {entry.version: entry.package for entry in sdformat_versions.VERSIONS}


def _run(script: str) -> dict[str, object]:
    """What ``script`` prints as JSON, run in a fresh interpreter."""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, object] = json.loads(done.stdout)
    return found


_IMPORT = """
import json, sys
import {package}
print(json.dumps(sorted(
    name for name in sys.modules
    if name.startswith("{package}.") or name.split(".")[0] == "numpy"
)))
"""


@pytest.mark.parametrize("version", VERSIONS)
def test_importing_a_package_imports_no_element_module_and_not_numpy(version: str) -> None:
    package = PACKAGES[version]
    done = subprocess.run(
        [sys.executable, "-c", _IMPORT.format(package=package)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout) == []


_NAMES = """
import importlib, json, pkgutil
import {package} as package

modules = [
    importlib.import_module(f"{package}.{{info.name}}")
    for info in pkgutil.iter_modules(package.__path__)
    if info.name not in ("class_graph", "grammar")  # tables of the classes or spec: no class
]
defined = {{name: getattr(m, name) for m in modules for name in m.__all__}}
starred = {{}}
exec("from {package} import *", starred)
print(json.dumps({{
    "defined": sorted(defined),
    "exported": sorted(n for n in package.__all__ if isinstance(getattr(package, n), type)),
    "same": sorted(n for n, cls in defined.items() if getattr(package, n) is cls),
    "starred": sorted(n for n in starred if n in defined and starred[n] is defined[n]),
    "listed": sorted(set(package.__all__) - set(dir(package))),
    "loaders": [n for n in ("load", "loads", "dumps") if callable(getattr(package, n))],
}}))
"""


@pytest.mark.parametrize("version", VERSIONS)
def test_every_exported_name_is_the_class_its_module_defines(version: str) -> None:
    found = _run(_NAMES.format(package=PACKAGES[version]))
    assert found["defined"]
    assert found["exported"] == found["defined"]
    assert found["same"] == found["defined"]
    assert found["starred"] == found["defined"]  # from package import * gives every class
    assert found["listed"] == []  # dir() names everything in __all__
    assert found["loaders"] == ["load", "loads", "dumps"]


def _document(version: str) -> str:
    return f"""<sdf version="{version}">
  <model name="arm">
    <link name="base">
      <pose>0 0 1 0 0 0</pose>
      <inertial><mass>2</mass></inertial>
      <visual name="v"><geometry><box><size>1 1 1</size></box></geometry></visual>
    </link>
    <link name="tip"/>
    <joint name="wrist" type="revolute">
      <parent>base</parent><child>tip</child><axis><xyz>0 0 1</xyz></axis>
    </joint>
  </model>
</sdf>"""


_LOAD = """
import json, sys
from sdformat_runtime.binding import Element, binding_of, fill_all
import {package} as package

result = package.loads({document!r}, lazy={lazy})
fill_all(result.root)
held, pending = set(), [result.root]
while pending:  # the module of every object of the document
    obj = pending.pop()
    held.add(type(obj).__module__)
    for name, _ in binding_of(type(obj)).child_fields:
        value = getattr(obj, name)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Element):
                pending.append(item)
print(json.dumps({{
    "problems": [p.message for p in result.problems],
    "held": sorted(held),
    "imported": sorted(n for n in sys.modules if n.startswith("{package}.")),
}}))
"""


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("version", VERSIONS)
def test_reading_a_document_imports_the_modules_of_its_elements_only(
    version: str, lazy: bool
) -> None:
    package = PACKAGES[version]
    found = _run(_LOAD.format(package=package, document=_document(version), lazy=lazy))
    assert found["problems"] == []
    assert found["imported"] == found["held"]
    for module in ("camera", "physics", "actor", "sensor", "world"):
        assert f"{package}.{module}" not in found["imported"]

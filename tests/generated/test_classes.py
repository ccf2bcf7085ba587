"""The generated element classes: importable, well named, typed and defaulted like the spec."""

from __future__ import annotations

import importlib
import math
import pkgutil
import subprocess
import sys

import attrs
import numpy as np
import pytest
import sdformat_v1_8
import sdformat_v1_10
import sdformat_versions

from generator.model import SpecElement
from sdformat_runtime.binding import Element
from sdformat_semantics.versions import version_package
from tests.conftest import REPO

PACKAGES = tuple(version_package(entry.version) for entry in sdformat_versions.VERSIONS)


def _class_worthy(element: SpecElement) -> int:
    """Classes one spec element tree needs: all but plain value leaves (markers like <empty/> too)."""
    needs_class = (element.attributes or element.type is None) and not element.copy_data
    own = 1 if needs_class and element.ref is None else 0
    return own + sum(_class_worthy(c) for c in element.children if isinstance(c, SpecElement))


@pytest.mark.parametrize("package", PACKAGES, ids=lambda p: p.__name__)
def test_every_module_imports_and_every_class_is_exported(package, specs) -> None:  # type: ignore[no-untyped-def]
    """Each spec file has a module; each element with attributes or children has a class."""
    exported = {name for name in package.__all__ if isinstance(getattr(package, name), type)}
    found = set()
    for info in pkgutil.iter_modules(package.__path__):
        if info.name in ("class_graph", "grammar"):  # tables of the classes or spec: no class
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for name in module.__all__:
            cls = getattr(module, name)
            assert issubclass(cls, Element) and attrs.has(cls)
            found.add(name)
    assert found == exported
    spec = specs[package.SPEC_VERSION]
    assert len(found) == sum(_class_worthy(f.root) for f in spec.files.values())


def test_names_explain_themselves_and_contexts_do_not_collide() -> None:
    """model (entity) and model (state) get different classes; nested names carry their path."""
    v = sdformat_v1_10
    assert v.Model.TAG == v.ModelState.TAG == "model"
    assert v.Model is not v.ModelState
    assert v.JointAxis.TAG == "axis" and v.JointAxisLimit.TAG == "limit"
    assert v.ModelInclude.TAG == "include" and v.WorldInclude.TAG == "include"
    assert v.Box.SPEC_FILE == "spec/1.10/box_shape.sdf"
    assert v.Rfid.TAG == "rfid" and v.Rfidtag.TAG == "rfidtag"


def test_leaf_values_are_typed_fields_and_attribute_elements_are_classes() -> None:
    """model.static is a bool; link.pose is an optional Pose carrying relative_to."""
    v = sdformat_v1_10
    model = v.Model(name="m")
    assert model.static is False and model.allow_auto_disable is True
    link = v.Link(name="l")
    assert link.pose is None and link.gravity is True
    assert link.collisions == [] and model.links == [] and model.models == []
    pose = v.Pose(value=np.array([1.0, 2, 3, 0, 0, 0]), relative_to="frame")
    assert pose.relative_to == "frame" and pose.rotation_format == "euler_rpy"


def test_required_attributes_must_be_given() -> None:
    """Link() without a name is a TypeError at construction, like any missing argument."""
    with pytest.raises(TypeError):
        sdformat_v1_10.Link()  # type: ignore[call-arg]


def test_defaults_follow_each_version() -> None:
    """Joint limits default to -1e16/1e16 before 1.10 and to -inf/inf in 1.10."""
    old = sdformat_v1_8.JointAxisLimit()
    new = sdformat_v1_10.JointAxisLimit()
    assert (old.lower, old.upper, old.effort) == (-1e16, 1e16, -1)
    assert (new.lower, new.upper) == (-math.inf, math.inf)
    world = sdformat_v1_10.World(name="w")
    assert np.array_equal(world.gravity, [0, 0, -9.8])
    assert world.atmosphere.type == "adiabatic"  # required child: present with spec defaults


def test_cardinality_shapes_the_fields() -> None:
    """'*' gives lists, '1' a value with a default, '-1' an optional deprecated value."""
    fields = attrs.fields_dict(sdformat_v1_10.Joint)
    assert fields["sensors"].default.factory is list  # type: ignore[union-attr]
    assert fields["thread_pitch"].default is None
    assert fields["screw_thread_pitch"].default == 1.0


def test_docstrings_come_from_our_descriptions() -> None:
    """help(Link) shows the spec description."""
    assert sdformat_v1_10.Link.__doc__ is not None
    assert "Rigid body" in sdformat_v1_10.Link.__doc__
    source = (REPO / "generated" / "sdformat_v1_10" / "link.py").read_text()
    assert '"""Whether gravity acts on the link. Default: ``true``."""' in source


@pytest.mark.slow
def test_generated_code_passes_mypy_strict_and_ruff() -> None:
    """The output is held to the same bar as hand-written code."""
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "generated"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert mypy.returncode == 0, mypy.stdout[-2000:]
    config = str(REPO / "templates" / "python" / "ruff.toml")
    ruff = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--config", config, "generated"],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert ruff.returncode == 0, ruff.stdout[-2000:]

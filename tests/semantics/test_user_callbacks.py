"""No user callback can make ``load()`` raise: what it raises or returns is a problem.

The callbacks a configuration takes: the mesh calculator (``mesh_inertia``),
the URI resolver, custom parsers and the reposture callback of the models
they return. Each is given every way of failing drawn below: raising
(including an exception whose message itself fails, and a RecursionError)
and returning values of the wrong type or shape. Each load returns, and the
failure is reported with a code, a file, a line and an element path.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from sdformat_runtime.errors import Error
from sdformat_semantics import Document, ParserConfig, load
from sdformat_semantics.auto_inertia import MassProperties
from sdformat_semantics.interface import InterfaceLink, InterfaceModel, NestedInclude
from tests.helpers import AnObject, hermetic, model_file, write


class _Unsayable(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no message")


def _raise(error: BaseException) -> Callable[..., Any]:
    def callback(*_: object) -> Any:
        raise error

    return callback


RAISING: list[BaseException] = [
    ValueError("bad mesh"),
    _Unsayable(),
    RecursionError("deep"),
    ZeroDivisionError(),
    AttributeError("missing"),
]

MESH_GARBAGE: list[object] = [
    42,
    "1.0",
    AnObject(),
    (1.0, np.zeros(3), np.eye(3)),
    MassProperties(math.nan, np.zeros(3), np.eye(3)),
    MassProperties(-1.0, np.zeros(3), np.eye(3)),
    MassProperties(0.0, np.zeros(3), np.eye(3)),
    MassProperties(1.0, np.zeros(2), np.eye(3)),
    MassProperties(1.0, np.zeros(3), np.eye(2)),
    MassProperties(1.0, np.array([0.0, math.inf, 0.0]), np.eye(3)),
    MassProperties("heavy", np.zeros(3), np.eye(3)),  # type: ignore[arg-type]
    MassProperties(1.0, "centre", None),  # type: ignore[arg-type]
    MassProperties(1.0, [AnObject()] * 3, np.eye(3)),  # type: ignore[arg-type]
]

MESH_DOCUMENT = (
    '<sdf version="1.12"><model name="m"><link name="l"><inertial auto="true"/>'
    '<collision name="c"><geometry><mesh><uri>part.stl</uri></mesh></geometry></collision>'
    "</link></model></sdf>"
)


def _located(problem: Error) -> bool:
    return bool(problem.file) and problem.line is not None and bool(problem.path)


def _mesh_load(tmp_path: Path, calculator: Callable[..., Any]) -> Document:
    path = write(tmp_path, "robot.sdf", MESH_DOCUMENT)
    document = load(path, config=hermetic(mesh_inertia=calculator))
    document.inertial("l")  # asked again after the load: the same boundary
    return document


@pytest.mark.parametrize("error", RAISING, ids=lambda e: type(e).__name__)
def test_a_raising_mesh_calculator_is_a_problem(tmp_path: Path, error: BaseException) -> None:
    document = _mesh_load(tmp_path, _raise(error))
    [found] = [p for p in document.problems if p.code.value == "AUTO_INERTIA_NOT_COMPUTED"]
    assert f"raised {type(error).__name__}" in found.message and _located(found)
    assert found.path.endswith("/geometry/mesh")
    assert not document.inertial("l").computed


@pytest.mark.parametrize(
    "answer", MESH_GARBAGE, ids=[f"{type(a).__name__}{n}" for n, a in enumerate(MESH_GARBAGE)]
)
def test_a_mesh_calculator_returning_garbage_is_a_problem(tmp_path: Path, answer: object) -> None:
    document = _mesh_load(tmp_path, lambda *_: answer)
    [found] = [p for p in document.problems if p.code.value == "AUTO_INERTIA_NOT_COMPUTED"]
    assert "mesh calculator returned" in found.message and _located(found)
    assert not document.inertial("l").computed


INCLUDE = '<link name="l"/><include><uri>{uri}</uri><name>t</name></include>'


@pytest.mark.parametrize("error", RAISING, ids=lambda e: type(e).__name__)
def test_a_raising_resolver_is_a_problem(tmp_path: Path, error: BaseException) -> None:
    main = write(tmp_path, "main.sdf", model_file("top", INCLUDE.format(uri="elsewhere.sdf")))
    document = load(main, config=hermetic(resolver=_raise(error)))
    [found] = document.errors
    assert found.code.value == "URI_LOOKUP" and _located(found)
    assert f"resolver: raised {type(error).__name__}" in found.message


def _custom_load(tmp_path: Path, parser: Callable[[NestedInclude], Any]) -> Document:
    write(tmp_path, "thing.yaml", "anything")
    main = write(tmp_path, "main.sdf", model_file("top", INCLUDE.format(uri="thing.yaml")))
    config = hermetic(tmp_path)
    config.register_custom_parser(parser)
    return load(main, config=config)


@pytest.mark.parametrize("error", RAISING, ids=lambda e: type(e).__name__)
def test_a_raising_custom_parser_is_a_problem(tmp_path: Path, error: BaseException) -> None:
    document = _custom_load(tmp_path, _raise(error))
    [found] = document.errors
    assert found.code.value == "CUSTOM_PARSER_FAILED" and _located(found)
    assert f"raised {type(error).__name__}" in found.message


@pytest.mark.parametrize("answer", [42, "model", AnObject(), InterfaceLink("x"), [None]])
def test_a_custom_parser_returning_garbage_is_a_problem(tmp_path: Path, answer: object) -> None:
    document = _custom_load(tmp_path, lambda include: answer)
    [found] = document.errors
    assert found.code.value == "CUSTOM_PARSER_FAILED" and _located(found)


@pytest.mark.parametrize("error", RAISING, ids=lambda e: type(e).__name__)
def test_a_raising_reposture_callback_is_a_problem(tmp_path: Path, error: BaseException) -> None:
    def parser(include: NestedInclude) -> InterfaceModel:
        return InterfaceModel(
            "thing", "base", links=[InterfaceLink("base")], reposture=_raise(error)
        )

    document = _custom_load(tmp_path, parser)
    [found] = document.errors
    assert found.code.value == "CUSTOM_PARSER_FAILED" and _located(found)
    assert f"raised {type(error).__name__}" in found.message


def test_a_reposture_callback_returning_garbage_changes_nothing(tmp_path: Path) -> None:
    def parser(include: NestedInclude) -> InterfaceModel:
        return InterfaceModel(
            "thing", "base", links=[InterfaceLink("base")], reposture=lambda g: 42
        )

    assert _custom_load(tmp_path, parser).valid


def test_a_sane_mesh_calculator_is_still_used(tmp_path: Path) -> None:
    unit = MassProperties(2.0, np.zeros(3), np.eye(3))
    document = _mesh_load(tmp_path, lambda *_: unit)
    assert document.valid and not document.warnings and document.inertial("l").computed
    assert ParserConfig().mesh_inertia is None

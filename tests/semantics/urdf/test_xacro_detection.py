"""Without the xacro extra, a xacro file is refused as xacro, whatever namespace URI it declares.

xacro knows its content by the ``xacro:`` prefix and evaluates ``${...}`` and
``$(arg ...)`` everywhere; read as URDF, such a file would lose its macros,
properties and includes without a word. (With the extra installed it is
expanded: ``test_xacro_expansion``.)
"""

from __future__ import annotations

import itertools
import sys

import pytest

import sdformat_semantics
from sdformat_runtime.errors import ErrorCode
from sdformat_semantics.include.xacro_args import XACRO_NAMESPACES
from sdformat_semantics.urdf.xacro import _ESCAPED, _KNOWN_URI_PART
from tests.conftest import DATA

LINK = (
    '<link name="base"><inertial><mass value="1"/>'
    '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>'
)
DECLARATIONS = {
    "www.ros.org": ' xmlns:xacro="http://www.ros.org/wiki/xacro"',
    "ros.org": ' xmlns:xacro="http://ros.org/wiki/xacro"',
    "wiki.ros.org (Universal Robots)": ' xmlns:xacro="http://wiki.ros.org/xacro"',
    "https": ' xmlns:xacro="https://wiki.ros.org/xacro"',
    "any URI": ' xmlns:xacro="urn:whatever"',
    "undeclared": "",
}
"""How files declare the xacro prefix, if they do."""
MARKS = {
    "include": '<xacro:include filename="$(find arm)/urdf/arm.xacro"/>',
    "macro": '<xacro:macro name="wheel" params="side"><link name="${side}"/></xacro:macro>',
    "macro call, then an include": (
        '<xacro:wheel side="left"/><xacro:include filename="$(find arm)/urdf/wheel.xacro"/>'
    ),
    "property": '<xacro:property name="mass" value="1"/>',
    "arg": '<xacro:arg name="prefix" default=""/>',
    "if": '<xacro:if value="true"><link name="extra"/></xacro:if>',
    "${} in an attribute": '<link name="${prefix}tool"/>',
    "${} in a text": '<gazebo><plugin name="p" filename="p.so"><ns>${ns}</ns></plugin></gazebo>',
    "$(arg) in an attribute": '<link name="$(arg prefix)tool"/>',
}
"""xacro content, each on line 3 of the generated file."""


@pytest.fixture(autouse=True)
def _without_xacro(monkeypatch: pytest.MonkeyPatch) -> None:
    """These files are read as on a machine without the xacro extra."""
    monkeypatch.setitem(sys.modules, "xacro", None)  # importing it raises ImportError


def _file(declaration: str, mark: str) -> str:
    return f'<?xml version="1.0"?>\n<robot name="r"{declaration}>\n  {mark}\n  {LINK}\n</robot>\n'


@pytest.mark.parametrize(
    ("declaration", "mark"),
    list(itertools.product(DECLARATIONS, MARKS)),
    ids=[f"{d}-{m}" for d, m in itertools.product(DECLARATIONS, MARKS)],
)
def test_xacro_content_is_refused_with_any_declaration(declaration: str, mark: str) -> None:
    document = sdformat_semantics.load(_file(DECLARATIONS[declaration], MARKS[mark]))
    (error,) = document.errors
    assert error.code is ErrorCode.URDF_XACRO_UNEXPANDED
    assert error.line == 3
    assert error.path.startswith('/robot[@name="r"]/')
    assert "expand it first" in error.message
    assert "pip install 'sdformat-toolchain[xacro]'" in error.message


def test_a_xacro_attribute_on_the_robot_is_refused() -> None:
    text = _file(' xmlns:xacro="http://wiki.ros.org/xacro" xacro:targetNamespace="urn:x"', "")
    (error,) = sdformat_semantics.load(text).errors
    assert error.code is ErrorCode.URDF_XACRO_UNEXPANDED and error.line == 2


@pytest.mark.parametrize("declaration", list(DECLARATIONS))
def test_a_declaration_alone_or_xacro_in_comments_is_plain_urdf(declaration: str) -> None:
    """Expanded URDFs often keep the declaration, and comments xacro left behind."""
    mark = '<!-- <xacro:property name="m" value="${1}"/> -->'
    document = sdformat_semantics.load(_file(DECLARATIONS[declaration], mark))
    assert document.valid


@pytest.mark.parametrize("declaration", list(DECLARATIONS))
def test_calls_of_macros_nothing_defines_are_urdf_with_a_warning(declaration: str) -> None:
    """xacro output with calls left in (older xacro wrote them): no xacro could expand it."""
    calls = '<xacro:wheel side="left"/>\n  <xacro:wheel side="right"/>'
    document = sdformat_semantics.load(_file(DECLARATIONS[declaration], calls))
    assert document.valid
    assert [str(link.name) for link in document.model.links] == ["base"]
    (warning,) = [w for w in document.warnings if w.code is ErrorCode.URDF_ELEMENT_NOT_CONVERTED]
    assert (warning.line, warning.column) == (3, 3)
    assert warning.path == '/robot[@name="r"]/xacro:wheel'
    assert "<xacro:wheel> (1 more like it) calls a xacro macro" in warning.message


def test_no_vendored_urdf_is_taken_for_xacro() -> None:
    urdfs = sorted(DATA.rglob("*.urdf"))
    assert len(urdfs) >= 20
    for path in urdfs:
        codes = {p.code for p in sdformat_semantics.load(path).problems}
        assert ErrorCode.URDF_XACRO_UNEXPANDED not in codes, path


def test_every_known_xacro_uri_holds_the_part_the_screen_looks_for() -> None:
    """A text without ``/xacro`` holds none of the known URIs (each plain ASCII, never escaped)."""
    for uri in XACRO_NAMESPACES:
        assert _KNOWN_URI_PART.decode() in uri
        assert uri.isascii() and uri.isprintable() and not _ESCAPED & set(uri)

"""Chains of thousands of links load, export to URDF and read back: no RecursionError.

A kinematic chain is as deep as it is long, and Python's recursion stops
near 1,000 frames: every walk over a document's structure must use a stack
or be bounded by a ``ParserConfig`` depth limit. A URDF chain of 2,500 fixed joints
(which lumping merges) and an SDFormat chain of 2,500 moving ones, more than
twice what recursion reaches, are read, written as URDF and read again.
"""

from __future__ import annotations

import pytest

from sdformat_semantics import load

pytestmark = pytest.mark.slow

LINKS = 2500
LIMIT = '<limit lower="-1" upper="1" effort="1" velocity="1"/>'


def _urdf(kind: str) -> bytes:
    links = "".join(
        f'<link name="l{i}"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" '
        'iyy="1" iyz="0" izz="1"/></inertial></link>'
        for i in range(LINKS)
    )
    joints = "".join(
        f'<joint name="j{i}" type="{kind}"><parent link="l{i}"/><child link="l{i + 1}"/>'
        f'<origin xyz="0 0 0.1"/><axis xyz="0 0 1"/>{LIMIT}</joint>'
        for i in range(LINKS - 1)
    )
    return f'<robot name="r">{links}{joints}</robot>'.encode()


def _sdformat() -> bytes:
    links = "".join(
        f'<link name="l{i}"><pose>0 0 {i / 10} 0 0 0</pose></link>' for i in range(LINKS)
    )
    joints = "".join(
        f'<joint name="j{i}" type="revolute"><parent>l{i}</parent><child>l{i + 1}</child>'
        "<axis><xyz>0 0 1</xyz></axis></joint>"
        for i in range(LINKS - 1)
    )
    return f'<sdf version="1.12"><model name="m">{links}{joints}</model></sdf>'.encode()


def test_a_long_urdf_chain_loads_exports_and_reads_back() -> None:
    """Fixed joints: lumping walks the whole chain as one body's subtree."""
    document = load(_urdf("fixed"))
    assert document.valid, [str(p) for p in document.errors[:3]]
    again = load(document.to_urdf(allow_loss=True).encode())
    assert again.valid, [str(p) for p in again.errors[:3]]


def test_a_long_sdformat_chain_loads_exports_and_reads_back() -> None:
    """Moving joints: reading the export back walks the chain body by body."""
    document = load(_sdformat())
    assert document.valid, [str(p) for p in document.errors[:3]]
    again = load(document.to_urdf(allow_loss=True).encode())
    assert again.valid, [str(p) for p in again.errors[:3]]

"""Checks skipped on a byte search against the same checks always run: the same problems in every encoding.

Checks that loading skips when the bytes cannot hold their subject still run when they can.

``load`` searches the raw bytes before a walk over the whole tree (``<include``,
``<inertial``, ``gearbox``, ``frame_id``). A byte search answers only for ASCII-compatible
encodings, and a word inside an attribute value can be spelled with character
references: every guarded check must report the same in every encoding and
spelling the parser accepts.
"""

from __future__ import annotations

import pytest

import sdformat_semantics

GUARDED = {
    "inertia": (
        '<model name="m"><link name="l"><inertial><mass>-1</mass></inertial></link></model>',
        "LINK_INERTIA_INVALID",
    ),
    "sensor frame_id": (
        '<model name="m"><link name="l"><sensor name="s" type="camera">'
        "<frame_id>nowhere</frame_id></sensor></link></model>",
        "FRAME_ID_UNMATCHED",
    ),
    "gearbox type": (
        '<model name="m"><link name="a"/><link name="b"/><link name="c"/>'
        '<joint name="in" type="revolute"><parent>a</parent><child>b</child>'
        "<axis><xyz>0 0 1</xyz></axis></joint>"
        '<joint name="out" type="revolute"><parent>a</parent><child>c</child>'
        "<axis><xyz>0 0 1</xyz></axis></joint>"
        '<joint name="g" type="gearbox"><parent>in</parent><child>out</child>'
        "<gearbox_reference_body>a</gearbox_reference_body></joint></model>",
        "ELEMENT_DEPRECATED",
    ),
    "misplaced include": (
        '<model name="m"><link name="l"/><frame name="f">'
        '<include merge="true"><uri>x.sdf</uri></include></frame></model>',
        "MERGE_INCLUDE_UNSUPPORTED",
    ),
}

ENCODINGS = ("utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32")


def _codes(data: bytes) -> list[tuple[str, str]]:
    document = sdformat_semantics.load(data)
    return sorted((p.code.value, p.message) for p in document.problems)


@pytest.mark.parametrize("case", sorted(GUARDED))
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_guarded_checks_report_in_every_encoding(case: str, encoding: str) -> None:
    body, code = GUARDED[case]
    declared = encoding.upper().removesuffix("-LE").removesuffix("-BE")  # the BOM-less ones too
    version = "1.12" if "frame_id" in case else "1.10"  # sensors have a frame_id from 1.12
    text = f'<?xml version="1.0" encoding="{declared}"?><sdf version="{version}">{body}</sdf>'
    data = text.encode(encoding)
    expected = _codes(f'<sdf version="{version}">{body}</sdf>'.encode())
    assert code in {c for c, _ in expected}
    assert _codes(data) == expected


def test_a_gearbox_type_spelled_with_character_references_is_warned_about() -> None:
    body, _ = GUARDED["gearbox type"]
    spelled = body.replace('type="gearbox"', 'type="gear&#98;ox"').replace(
        "gearbox_reference_body", "reference_gone"
    )
    spelled = spelled.replace("<reference_gone>a</reference_gone>", "")
    warnings = sdformat_semantics.load(f'<sdf version="1.10">{spelled}</sdf>'.encode()).warnings
    assert [w.code.value for w in warnings] == ["ELEMENT_DEPRECATED"]
    assert "gearbox joint type is deprecated" in warnings[0].message

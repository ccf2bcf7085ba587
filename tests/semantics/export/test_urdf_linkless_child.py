"""URDF export of a joint whose child (or parent) is a static nested model with no link.

Such a document is valid SDFormat (the joint attaches to the model's frame),
but a URDF joint joins two links: the export reports the joint as a loss and
writes the rest. The class drawn: joints of no, one and two axes, the static model empty,
holding frames, or nesting another linkless static model, named directly or
through one of its frames, on either end of the joint.
"""

from __future__ import annotations

import itertools

import pytest

from sdformat_semantics import load

KINDS = ["fixed", "revolute", "universal"]  # no axis, one axis, two axes
INSIDES = {
    "empty": "",
    "frames": '<frame name="f"/><frame name="g" attached_to="f"/>',
    "nested": '<frame name="f"/><model name="t"><static>true</static><frame name="h"/></model>',
}
NAMES = {"empty": ["s"], "frames": ["s", "s::f", "s::g"], "nested": ["s", "s::f", "s::t::h"]}
CASES = [
    (kind, inside, named, end)
    for kind, inside in itertools.product(KINDS, INSIDES)
    for named in NAMES[inside]
    for end in ("child", "parent")
]


@pytest.mark.parametrize(("kind", "inside", "named", "end"), CASES)
def test_a_joint_to_a_linkless_static_model_is_a_loss(
    kind: str, inside: str, named: str, end: str
) -> None:
    axis = "" if kind in ("fixed", "ball") else "<axis><xyz>0 0 1</xyz></axis>"
    if kind == "universal":
        axis += "<axis2><xyz>0 1 0</xyz></axis2>"
    parent, child = ("base", named) if end == "child" else (named, "base")
    text = (
        '<sdf version="1.12"><model name="r"><link name="base"/><link name="other"/>'
        f'<model name="s"><static>true</static>{INSIDES[inside]}</model>'
        f'<joint name="j" type="{kind}"><parent>{parent}</parent><child>{child}</child>'
        f"{axis}</joint></model></sdf>"
    )
    document = load(text)
    assert document.valid, [str(p) for p in document.problems]
    conversion = document.convert_to_urdf()
    losses = [str(p) for p in conversion.problems if "joint 'j'" in p.message]
    assert losses, [str(p) for p in conversion.problems]
    written = document.to_urdf(allow_loss=True)
    assert '<link name="base"' in written and 'joint name="j"' not in written

"""Sound joints judged from their XML against every joint checked through its objects: the same problems.

``check_joints`` judges plainly sound joints from their XML: the problems must not change.

A joint whose parent and child resolve to two different links, and whose
axes have a direction in a frame that resolves, is passed over without its
objects (``checks.joints._plainly_sound``); every other joint goes the way every
joint went before, ``_check_joint`` then ``_check_axis``. The reference here
is that way taken for every joint. Generated documents of each bound
version hold every kind of joint problem the check reports (missing,
reserved, self-naming, equal or unknown parent and child, both attached to
one body, a child on the world, zero, huge or unreadable axes, axis frames
that do not resolve), every joint type, mimic elements, joints in worlds,
models and nested models; each is checked read lazily (with the joints
lazy too, as a load that leaves them unread would hand them over) and
eagerly, and problems are compared whole: code, message, file, line, path.
"""

from __future__ import annotations

import random
from typing import cast

import attrs
import pytest

import sdformat_semantics
from sdformat_runtime.binding import Element, fill_all, is_lazy, read_from
from sdformat_runtime.binding.element import lazy_source
from sdformat_runtime.binding.reader import lazy_element
from sdformat_runtime.errors import Error
from sdformat_runtime.number_values import ValueSyntaxError
from sdformat_runtime.versions import version_key
from sdformat_semantics import ParserConfig
from sdformat_semantics.checks.joints import _check_axis, _check_joint, check_joints
from sdformat_semantics.entities import JointLike, is_joint
from sdformat_semantics.frames import FrameGraphs, FrameKind
from sdformat_semantics.versions import LOAD_VERSIONS

VERSIONS = list(LOAD_VERSIONS)
"""Every version documents load as; mimic and joints in worlds from 1.10 (``_from_1_10``)."""


def _from_1_10(version: str) -> bool:
    """Whether ``version`` has mimic constraints and joints directly in a world."""
    return version_key(version) >= (1, 10)


TYPES = [
    "revolute",
    "prismatic",
    "continuous",
    "fixed",
    "ball",
    "screw",
    "universal",
    "revolute2",
    "gearbox",
]
# What a joint's <parent> or <child> may name, seen from the model "m" (None: left out).
ENDS = [
    "l0",
    "l1",
    "l2",
    "f0",  # a frame on l0
    "f1",  # a frame on l1
    "inner::il",
    "inner",  # a nested model: its frame, attached to its canonical link
    "still",  # a static nested model: a body of its own
    "__model__",
    "world",
    "__root__",
    "fc1",  # a frame on an attached_to cycle
    "j0",  # a joint's frame, attached to its child
    "nope",
    "l1 ",
    "",
    None,
]
XYZ = [
    None,  # an axis without <xyz>
    "0 0 1",
    "1 0 0",
    "0 0 0",
    "1e-320 0 0",
    "1e308 1e308 0",
    "0 0 -1",
    "1 2",  # not a vector: the reader reports it, the load is eager
]
EXPRESSED_IN = ["", "__model__", "f0", "l2", "inner::il", "world", "__root__", "nope"]


def _axis(rng: random.Random, tag: str, version: str) -> str:
    xyz = rng.choice(XYZ)
    expressed_in = rng.choice(EXPRESSED_IN)
    attribute = f' expressed_in="{expressed_in}"' if expressed_in else ""
    parts = [f"<xyz{attribute}>{xyz}</xyz>" if xyz is not None else ""]
    if rng.random() < 0.5:
        parts.append("<limit><lower>-1</lower><upper>1</upper></limit>")
    if _from_1_10(version) and rng.random() < 0.3:
        leader = rng.choice(["j0", "j1", "nope", "inner::ij"])
        parts.append(f'<mimic joint="{leader}"><multiplier>2</multiplier></mimic>')
    return f"<{tag}>{''.join(parts)}</{tag}>"


def _joint(rng: random.Random, name: str, version: str, ends: tuple[str, ...] = ()) -> str:
    parent, child = ends or (rng.choice(ENDS), rng.choice(ENDS))
    if not ends and rng.random() < 0.5:  # mostly sound, as in real files
        parent, child = rng.sample(["l0", "l1", "l2", "world", "inner::il"], 2)
        child = "world" if child == "world" and rng.random() < 0.2 else child.replace("world", "l2")
    if rng.random() < 0.1:
        parent = name  # the joint itself
    parts = [f'<joint name="{name}" type="{rng.choice(TYPES)}">']
    if parent is not None:
        parts.append(f"<parent>{parent}</parent>")
    if child is not None:
        parts.append(f"<child>{child}</child>")
    if rng.random() < 0.2:
        parts.append('<pose relative_to="l0">0 0 1 0 0 0</pose>')
    for tag in ("axis", "axis2"):
        if rng.random() < (0.7 if tag == "axis" else 0.3):
            parts.append(_axis(rng, tag, version))
    parts.append("</joint>")
    return "".join(parts)


def _links(names: list[str]) -> str:
    return "".join(
        f'<link name="{name}"><pose>0 0 {i} 0 0 0</pose></link>' for i, name in enumerate(names)
    )


def generated(seed: int, version: str) -> str:
    """A world (or a root model, for some seeds) with a dozen joints of every kind."""
    rng = random.Random(seed)
    joints = [_joint(rng, f"j{k}", version) for k in range(10)]
    model = (
        '<model name="m">'
        + _links(["l0", "l1", "l2"])
        + '<frame name="f0" attached_to="l0"/><frame name="f1" attached_to="l1"/>'
        + '<frame name="fc1" attached_to="fc2"/><frame name="fc2" attached_to="fc1"/>'
        + '<model name="inner"><pose relative_to="f0">0 0 1 0 0 0</pose>'
        + _links(["il", "il2"])
        + _joint(rng, "ij", version, ("il", "il2"))
        + _joint(rng, "ij2", version)
        + "</model>"
        + '<model name="still"><static>true</static>'
        + _links(["sl"])
        + "</model>"
        + "".join(joints)
        + "</model>"
    )
    if seed % 5 == 4:
        return f'<sdf version="{version}">{model}</sdf>'
    world_joints = ""
    if _from_1_10(version):
        child = rng.choice(["m", "m::l0", "nope", "wf"])
        world_joints = _joint(rng, "wj", version, (rng.choice(["world", "m::l1"]), child))
        # In a world's scope __model__ names no frame: an axis expressed in it is reported.
        expressed_in = ["__model__", "m::l2", "world", "", "wf"][seed % 5]
        world_joints += (
            f'<joint name="wj2" type="revolute"><parent>m::l1</parent><child>m::l2</child>'
            f'<axis><xyz expressed_in="{expressed_in}">0 1 0</xyz></axis></joint>'
        )
    frame = '<frame name="wf" attached_to="world"/>'
    return f'<sdf version="{version}"><world name="w">{model}{frame}{world_joints}</world></sdf>'


def every_pair(version: str) -> str:
    """A model with one joint for each (parent, child) pair of ``ENDS``: every branch."""
    rng = random.Random(0)
    joints = [
        _joint(rng, f"p{i}_{k}", version, (parent, child))
        for i, parent in enumerate(ENDS)
        for k, child in enumerate(ENDS)
        if parent is not None and child is not None
    ]
    return (
        f'<sdf version="{version}"><world name="w"><model name="m">'
        + _links(["l0", "l1", "l2"])
        + '<frame name="f0" attached_to="l0"/><frame name="f1" attached_to="l1"/>'
        + '<frame name="fc1" attached_to="fc2"/><frame name="fc2" attached_to="fc1"/>'
        + '<model name="inner">'
        + _links(["il"])
        + '</model><model name="still"><static>true</static>'
        + _links(["sl"])
        + "</model>"
        + "".join(joints)
        + "</model></world></sdf>"
    )


def reference(graphs: FrameGraphs) -> list[Error]:
    """``check_joints`` as it was: every joint through ``_check_joint`` and ``_check_axis``."""
    problems: list[Error] = []
    for vertex in [v for v in graphs.vertices.values() if v.kind is FrameKind.JOINT]:
        joint = vertex.element
        if not is_joint(joint):
            continue
        scope = graphs.scope_of(vertex.name)
        # The joint's fields, as ``_check_joint`` read them itself before.
        present, from_xml = joint.xml_extras.present, joint.xml_origin is not None
        parent = None if from_xml and "parent" not in present else str(joint.parent)
        child = None if from_xml and "child" not in present else str(joint.child)
        problems.extend(_check_joint(graphs, joint, scope, joint.name, parent, child))
        for field, axis in (("axis", joint.axis), ("axis2", joint.axis2)):
            if axis is not None:
                problems.extend(_check_axis(graphs, joint, axis, field, scope))
    return problems


def with_lazy_joints(graphs: FrameGraphs) -> int:
    """Give each joint vertex an unread twin of its joint (a load may leave joints unread).

    Returns:
        How many joints were made lazy (those read from XML of a lazy load).
    """
    sources = [lazy_source(vertex.element) for vertex in graphs.vertices.values()]
    context = next((source[1] for source in sources if isinstance(source, tuple)), None)
    made = 0
    for name, vertex in list(graphs.vertices.items()):
        joint = vertex.element
        if not is_joint(joint) or context is None or joint.xml_origin is None:
            continue
        node = read_from(joint)
        if node is None:
            continue
        parent_path = joint.xml_origin.path.rsplit("/", 1)[0]
        twin = lazy_element(cast("type[Element]", type(joint)), node, context, parent_path)
        try:  # objects read eagerly keep their element too; a load leaves unread only
            fill_all(twin)  # what the fast path accepts, which always fills
        except ValueSyntaxError:
            continue
        twin = lazy_element(cast("type[Element]", type(joint)), node, context, parent_path)
        graphs.vertices[name] = attrs.evolve(vertex, element=cast("JointLike", twin))
        made += 1
    return made


def _graphs(text: str, lazy: bool) -> list[FrameGraphs]:
    document = sdformat_semantics.load(text, config=ParserConfig(lazy=lazy))
    return list(document.graphs.values())


def assert_same_problems(text: str) -> dict[str, int]:
    """Both routes, lazy (joints filled and unread) and eager; what was exercised."""
    seen = {"lazy joints": 0, "problems": 0, "lazy": 0}
    for lazy in (True, False):
        expected = [reference(graphs) for graphs in _graphs(text, lazy)]
        found = [check_joints(graphs) for graphs in _graphs(text, lazy)]
        assert found == expected
        unread = _graphs(text, lazy)
        made = sum(with_lazy_joints(graphs) for graphs in unread)
        assert [check_joints(graphs) for graphs in unread] == expected
        seen["lazy joints"] += made
        seen["problems"] += sum(map(len, expected))
        seen["lazy"] += bool(made)
    return seen


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.slow
def test_every_parent_and_child_pair_is_judged_as_before(version: str) -> None:
    seen = assert_same_problems(every_pair(version))
    assert seen["lazy joints"] > 100 and seen["problems"] > 100, seen


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("seed", range(12))
def test_generated_joints_are_judged_as_before(version: str, seed: int) -> None:
    assert_same_problems(generated(seed, version))


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.slow
def test_the_generated_joints_hold_every_case(version: str) -> None:
    """Each kind of joint problem is met, in documents read lazily as well as eagerly."""
    messages: list[str] = []
    lazy_with_problems = 0
    for seed in range(12):
        text = generated(seed, version)
        seen = assert_same_problems(text)
        lazy_with_problems += bool(seen["lazy"] and seen["problems"])
        document = sdformat_semantics.load(text)
        messages.extend(e.message for e in document.errors)
    document = sdformat_semantics.load(every_pair(version))
    messages.extend(e.message for e in document.errors)
    wanted = [
        "is reserved",
        "names itself as its parent",
        "has the same parent and child",
        "names no frame in this scope",
        "are both attached to",
        "has a zero-length xyz",
        "attached_to references form a cycle",
        "no frame here",
    ]
    if _from_1_10(version):  # a child attached to the world needs a world's joint
        wanted.append("is attached to the world")
    for part in wanted:
        assert any(part in message for message in messages), part
    assert lazy_with_problems >= 6


def sound(version: str) -> str:
    """Joints of every type between distinct links, axes with a direction in frames that resolve."""
    joints = []
    for k, kind in enumerate(TYPES):
        parent, child = [("l0", "l1"), ("world", "l2"), ("l1", "inner::il"), ("l2", "l0")][k % 4]
        expressed_in = ["", "__model__", "l2", "inner::il", "f0"][k % 5]
        attribute = f' expressed_in="{expressed_in}"' if expressed_in else ""
        axes = f"<axis><xyz{attribute}>{['0 0 1', '1 0 0', '0 -2 0.5'][k % 3]}</xyz></axis>"
        if k % 2:
            axes += "<axis2><xyz>0 1 0</xyz></axis2>"
        joints.append(
            f'<joint name="j{k}" type="{kind}"><parent>{parent}</parent>'
            f"<child>{child}</child>{axes}</joint>"
        )
    return (
        f'<sdf version="{version}"><world name="w"><model name="m">'
        + _links(["l0", "l1", "l2"])
        + '<frame name="f0" attached_to="l0"/><model name="inner">'
        + _links(["il"])
        + "</model>"
        + "".join(joints)
        + "</model></world></sdf>"
    )


@pytest.mark.parametrize("version", VERSIONS)
def test_sound_joints_and_their_axes_stay_unread(version: str) -> None:
    """The plainly sound route reads joints and axes from their XML: no object is filled."""
    text = sound(version)
    assert not sdformat_semantics.load(text).errors
    for graphs in _graphs(text, lazy=True):
        joints = [v.element for v in graphs.vertices.values() if is_joint(v.element)]
        axes = [axis for j in joints if is_joint(j) for axis in (j.axis, j.axis2) if axis]
        assert len(axes) == len(TYPES) + len(TYPES) // 2 and all(map(is_lazy, axes))
        assert check_joints(graphs) == []
        assert all(map(is_lazy, axes))
        assert with_lazy_joints(graphs) == len(TYPES)
        assert check_joints(graphs) == []
        twins = [v.element for v in graphs.vertices.values() if v.kind is FrameKind.JOINT]
        assert all(map(is_lazy, twins))

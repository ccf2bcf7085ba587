"""Links, joints and frames read from their XML against the same members filled first: the same graphs.

Lazy links, joints and frames are read for the frame graphs without being filled.

The graph builder reads a lazy member's name and pose from its XML, a joint's
child and a frame's ``attached_to`` too (``GraphBuilder._add_unread``), the joint checks
its name, parent, child and axes (one pass over its element:
``checks.joints._read_xml``), and the builder peeks at a lazy frame's
``attached_to``; a joint's sensors are listed only when needed, as a link's
contents are. Held here to the route that fills every link, joint and frame
first (today's route before these shortcuts) and to the eager reader, on a class of
documents holding every problem these reads can surface, in every bound
version; and a clean load is checked to fill no joint and no frame.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import cast

import pytest

import sdformat_runtime.binding.element as element_module
import sdformat_semantics
from sdformat_runtime.binding import Element, peek_child, read_from, unread_element
from sdformat_runtime.binding.lazy import fill
from sdformat_runtime.versions import version_key
from sdformat_semantics import ParserConfig
from sdformat_semantics.checks.joints import _read_xml
from sdformat_semantics.entities import all_models, world_joints, worlds_of
from sdformat_semantics.frames import FrameGraphs, GraphBuilder
from sdformat_semantics.geometry.pose import values_of
from sdformat_semantics.versions import LOAD_VERSIONS
from tests.semantics.shortcuts.test_builder_shortcuts_vs_full_walks import _unnamed

VERSIONS = LOAD_VERSIONS
LAZY = ParserConfig(lazy=True)
EAGER = ParserConfig(lazy=False)

CHILDREN = ("b", "nowhere", "world", "__root__", "j", "f", "inner::deep", "inner", "__model__", "")
"""A joint's ``<child>``: a link, no frame, the world, reserved, itself, a frame, nested, empty."""

PARENTS = ("a", "world", "__root__", "j", "b", "nowhere", "f")
"""A joint's ``<parent>``: a link, the world, reserved, itself, its child, no frame, a frame."""

ATTACHED = ("", "a", "f", "g", "j", "nowhere", "world", "__model__", "__root__", "inner")
"""A frame's ``attached_to``: none, a link, itself, a cycle (g is attached to f), a joint..."""

SENSOR_FRAMES = ("", "a", "j", "nowhere", "inner::deep", "f")
"""``relative_to`` of a joint sensor's pose."""

AXES = ("0 0 1", "0 0 0")

POSE_REFERENCES = (
    *("a", "b", "f", "g", "j", "k", "nowhere", "world", "__model__", "__root__"),
    *("inner", "inner::deep", "inner::__model__"),
)
"""``relative_to`` of a link's, a frame's or a joint's own pose: each kind of frame, itself..."""

POSED = ("b", "f", "j")
"""Whose pose names ``POSE_REFERENCES``: a link, a frame, a joint."""


def _relative(reference: str) -> str:
    return f' relative_to="{reference}"' if reference else ""


def _document(
    version: str,
    parent: str,
    child: str,
    attached: str,
    sensor: str,
    xyz: str,
    expressed_in: str,
    *,
    world_joint: bool = True,
    posed: str = "",
    pose_to: str = "",
) -> bytes:
    """A world whose model's joint, frame and joint sensor read the given references.

    With ``posed``, the pose of that link, frame or joint is relative to ``pose_to``.
    """
    to = {name: _relative(pose_to) if name == posed else "" for name in POSED}
    child_element = f"<child>{child}</child>" if child else ""
    attached_to = f' attached_to="{attached}"' if attached else ""
    expressed = f' expressed_in="{expressed_in}"' if expressed_in else ""
    joints_in_world = world_joint and version_key(version) >= (1, 10)

    def in_world(reference: str) -> str:  # the world's joint and frame name the model's
        return (
            reference if reference in ("", "world", "__root__", "__model__") else f"m::{reference}"
        )

    world_part = (
        f"""<joint name="wj" type="fixed"><parent>world</parent>
  <child>{in_world(child) or "m::a"}</child></joint>
<frame name="wf" attached_to="{in_world(attached) or "m"}"/>"""
        if joints_in_world
        else '<frame name="wf"/>'
    )
    return f"""<sdf version="{version}"><world name="w">
<model name="m">
  <link name="a"/>
  <link name="b"><pose{to["b"]}>0 0 1 0 0 0.5</pose></link>
  <frame name="f"{attached_to}><pose{to["f"]}>1 0 0 0 0 0</pose></frame>
  <frame name="g" attached_to="f"/>
  <joint name="j" type="revolute"><pose{to["j"]}>0 1 0 0 0 0</pose>
    <parent>{parent}</parent>{child_element}
    <axis><xyz{expressed}>{xyz}</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis>
    <sensor name="ft" type="force_torque"><pose{_relative(sensor)}>0 0 2 0 0 0</pose></sensor>
  </joint>
  <joint name="k" type="universal"><parent>b</parent><child>f</child>
    <axis><xyz>1 0 0</xyz></axis><axis2><xyz{expressed}>{xyz}</xyz></axis2></joint>
  <model name="inner"><pose relative_to="f">0 0 3 0 0 0</pose><link name="deep"/>
    <link name="deeper"/>
    <joint name="ij" type="fixed"><parent>deep</parent><child>deeper</child></joint>
  </model>
</model>
{world_part}
</world></sdf>""".encode()


def _cases() -> Iterator[tuple[str, bytes]]:
    for version in VERSIONS:
        yield f"{version} clean", _document(version, "a", "b", "a", "", "0 0 1", "")
        for child in CHILDREN:
            yield (
                f"{version} child={child or '-'}",
                _document(version, "a", child, "", "", *AXES[:1], ""),
            )
        for parent in PARENTS:
            yield f"{version} parent={parent}", _document(version, parent, "b", "", "", "0 0 1", "")
        for attached in ATTACHED:
            name = f"{version} attached={attached or '-'}"
            yield name, _document(version, "a", "b", attached, "", "0 0 1", "")
        for sensor in SENSOR_FRAMES:
            name = f"{version} sensor={sensor or '-'}"
            yield name, _document(version, "a", "b", "", sensor, "0 0 1", "")
        for xyz, expressed_in in itertools.product(AXES, ("", "nowhere", "f", "__model__")):
            name = f"{version} xyz={xyz} in={expressed_in or '-'}"
            yield name, _document(version, "a", "b", "", "", xyz, expressed_in)
        for posed, reference in itertools.product(POSED, POSE_REFERENCES):
            name = f"{version} pose of {posed} in {reference}"
            yield (
                name,
                _document(version, "a", "b", "", "", "0 0 1", "", posed=posed, pose_to=reference),
            )
        # A joint filled between the build and the joint checks (to list its sensor):
        # the checks read its fields, which say what its XML said to the builder.
        for child, xyz in itertools.product(("b", "nowhere", "j"), AXES):
            name = f"{version} sensor=nowhere child={child} xyz={xyz}"
            yield name, _document(version, "world", child, "j", "nowhere", xyz, "nowhere")


CASES = dict(_cases())


def _problems(document: sdformat_semantics.Document) -> list[tuple[str, str, int | None, str]]:
    return [(p.code.value, p.message, p.line, p.path) for p in document.problems]


def _graphs(document: sdformat_semantics.Document) -> list[object]:
    """Everything the graphs hold, identities included, and every pose bit for bit."""
    found: list[object] = []
    for key, graphs in document.graphs.items():
        for vertex in graphs.vertices.values():
            if vertex.element is not None:
                # by_element names each vertex by its own element: the document's object.
                assert graphs.by_element.get(id(vertex.element)) in (vertex.name, None)
        found.append(
            (
                key,
                [
                    (v.name, v.kind, v.scope, type(v.element).__name__)
                    for v in graphs.vertices.values()
                ],
                graphs.aliases,
                graphs.attached_to,
                graphs.pose_edges,
                sorted(graphs.by_element.values()),
                sorted(graphs.cyclic),
                _unnamed(graphs),
                _poses(document, graphs),
            )
        )
    return found


def _poses(document: sdformat_semantics.Document, graphs: FrameGraphs) -> list[object]:
    poses: list[object] = []
    for name in graphs.vertices:
        try:
            pose = document.pose(name)
        except (ValueError, LookupError) as error:  # a broken chain: the same failure either way
            poses.append((name, type(error).__name__, str(error)))
            continue
        poses.append((name, pose.position.tobytes(), pose.quaternion.tobytes()))
    for item, _default, _scope in graphs.unnamed.listed().values():
        try:
            poses.append(values_of(document.pose_of(item)))
        except (ValueError, LookupError) as error:
            poses.append((type(error).__name__, str(error)))
    return poses


def _fill_joints_and_frames(root: Element) -> None:
    """Today's route before the shortcuts: every link, joint and frame filled before the build."""
    holders: list[object] = []
    for world in worlds_of(root):
        holders.append(world)
        for joint in world_joints(world):
            fill(cast(Element, joint))
    for _prefix, model in all_models(root):
        holders.append(model)
    for holder in holders:
        for field in ("links", "joints", "frames"):
            for item in getattr(holder, field, ()):
                fill(item)


def _filled_first(source: bytes, monkeypatch: pytest.MonkeyPatch) -> sdformat_semantics.Document:
    original = GraphBuilder.build

    def build(self: GraphBuilder) -> FrameGraphs:
        root = self.element
        _fill_joints_and_frames(root)  # type: ignore[arg-type]  # a world or a root model
        return original(self)

    with monkeypatch.context() as patch:
        patch.setattr(GraphBuilder, "build", build)
        return sdformat_semantics.load(source, config=LAZY)


@pytest.mark.parametrize("case", sorted(CASES))
def test_unfilled_joints_and_frames_give_what_filled_ones_give(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = CASES[case]
    unfilled = sdformat_semantics.load(data, config=LAZY)
    filled = _filled_first(data, monkeypatch)
    eager = sdformat_semantics.load(data, config=EAGER)
    assert _problems(unfilled) == _problems(filled) == _problems(eager)
    assert _graphs(unfilled) == _graphs(filled) == _graphs(eager)


def test_the_class_holds_each_problem_the_reads_can_surface() -> None:
    codes: dict[str, set[str]] = {
        case: {p[0] for p in _problems(sdformat_semantics.load(data, config=LAZY))}
        for case, data in CASES.items()
    }
    for version in VERSIONS:
        assert not codes[f"{version} clean"], version
        assert "JOINT_CHILD_LINK_INVALID" in codes[f"{version} child=nowhere"]
        assert "JOINT_CHILD_LINK_INVALID" in codes[f"{version} child=world"]
        assert "RESERVED_NAME" in codes[f"{version} child=__root__"]
        assert "FRAME_ATTACHED_TO_CYCLE" in codes[f"{version} child=j"]
        assert "ELEMENT_MISSING" in codes[f"{version} child=-"]
        assert "RESERVED_NAME" in codes[f"{version} parent=__root__"]
        assert "JOINT_PARENT_LINK_INVALID" in codes[f"{version} parent=j"]
        assert "JOINT_PARENT_LINK_INVALID" in codes[f"{version} parent=nowhere"]
        assert "JOINT_PARENT_SAME_AS_CHILD" in codes[f"{version} parent=b"]
        assert "FRAME_ATTACHED_TO_CYCLE" in codes[f"{version} attached=f"]
        assert "FRAME_ATTACHED_TO_CYCLE" in codes[f"{version} attached=g"]
        assert "FRAME_ATTACHED_TO_INVALID" in codes[f"{version} attached=nowhere"]
        assert "POSE_RELATIVE_TO_INVALID" in codes[f"{version} sensor=nowhere"]
        assert not codes[f"{version} sensor=inner::deep"]
        assert "ELEMENT_INVALID" in codes[f"{version} xyz=0 0 0 in=-"]
        for posed in POSED:
            assert "POSE_RELATIVE_TO_CYCLE" in codes[f"{version} pose of {posed} in {posed}"]
            assert "POSE_RELATIVE_TO_INVALID" in codes[f"{version} pose of {posed} in nowhere"]
            assert "ATTRIBUTE_INVALID" in codes[f"{version} pose of {posed} in __root__"]
        # The nested model is posed in frame f: only f cannot be posed in it.
        assert not codes[f"{version} pose of b in inner::deep"]
        assert "POSE_RELATIVE_TO_CYCLE" in codes[f"{version} pose of f in inner::deep"]
        assert "JOINT_AXIS_EXPRESSED_IN_INVALID" in codes[f"{version} xyz=0 0 1 in=nowhere"]


@pytest.mark.parametrize("version", VERSIONS)
def test_a_clean_load_fills_no_joint_and_no_frame(
    version: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    filled: list[str] = []
    original = element_module._fill

    def counting(obj: Element) -> None:
        filled.append(type(obj).__name__)
        original(obj)

    monkeypatch.setattr(element_module, "_fill", counting)
    document = sdformat_semantics.load(CASES[f"{version} clean"], config=LAZY)
    graphs = document.frame_graphs()
    for name in graphs.vertices:
        document.pose(name)
    assert document.valid
    joints = [v.element for v in graphs.vertices.values() if v.kind.value == "joint"]
    frames = [v.element for v in graphs.vertices.values() if v.kind.value == "frame"]
    assert joints and frames
    assert all(unread_element(item) is not None for item in joints + frames)
    assert "Joint" not in filled and "Frame" not in filled, filled


@pytest.mark.parametrize("case", sorted(CASES)[::9])
def test_the_joint_checks_read_what_filling_stores(case: str) -> None:
    document = sdformat_semantics.load(CASES[case], config=LAZY)
    joints: list[object] = []
    for graphs in document.graphs.values():
        for vertex in graphs.vertices.values():
            item = vertex.element
            if vertex.kind.value != "joint" or unread_element(item) is None:
                continue
            read = _read_xml(item)
            assert read is not None
            name, parent, child, axes = read
            views = {field: peek_child(item, field) for field in ("axis", "axis2")}
            assert unread_element(item) is not None  # still unread
            fill(cast(Element, item))
            joint = cast(Element, item)
            present = joint.xml_extras.present
            assert name == joint.name
            assert parent == (joint.parent if "parent" in present else None)
            assert child == (joint.child if "child" in present else None)
            filled_axes = []
            for field in ("axis", "axis2"):
                axis = getattr(joint, field)
                if axis is not None:  # (a lazy child of the filled joint, or a filled one)
                    node = unread_element(axis)
                    filled_axes.append((field, read_from(axis) if node is None else node))
            assert axes == filled_axes
            assert [(field, unread_element(views[field])) for field, _ in axes] == axes
            joints.append(joint)
    assert joints
    assert all(_read_xml(joint) is None for joint in joints)  # filled: read its fields

"""SDFormat 1.11/1.12 documents and parameter passing, for fuzzing.

``sdf12_documents`` draws a bundle: a main document of version 1.11 or 1.12
and the model files it includes, written by the oracle into a temporary
folder. The main document is a model or a world holding what those versions
added: joints of every type including ``gearbox``, ``<mimic>`` on either axis
(chains, cycles, leaders in nested models), joints in the world between
models, the ``namespace`` attribute of a model and ``//include/namespace``,
poses in degrees or as quaternions, and ``joint_state`` positions in degrees.

``params_documents`` draws a bundle whose ``<include>`` edits the included
model with ``<experimental:params>``: ``add``, ``modify``, ``remove`` and
``replace`` of links, visuals, sensors, joints, nested models and of the
model itself, aimed at names that exist (most often) or not, and sometimes
an edit that adds an ``<include>`` of its own.
"""

from __future__ import annotations

import attrs
from hypothesis import strategies as st
from lxml import etree

from tests.fuzz.grammar_urdf import Hostility, Mode, number, numbers, pick, positive

EXPERIMENTAL = "http://sdformat.org/schemas/experimental"

JOINT_TYPES = (
    "revolute", "prismatic", "continuous", "fixed", "ball", "universal", "revolute2", "screw",
    "gearbox",
)  # fmt: skip
TWO_AXES = ("universal", "revolute2", "gearbox")


@attrs.frozen
class Bundle:
    """A main document and the files it includes (file name -> bytes), read from one folder.

    Attributes:
        data: The main document.
        files: The other files, written beside it.
        kind: Which grammar drew it (for the report).
        seed: The seed of the joint positions the oracle tries.
        extremes: Whether joint positions at the ends of a double's range are tried.
    """

    data: bytes
    files: tuple[tuple[str, bytes], ...] = ()
    kind: str = "sdf12"
    seed: int = 0
    extremes: bool = True


def _pose(draw: st.DrawFn, parent: etree._Element, hostile: Hostility, frames: list[str]) -> None:
    if not draw(st.booleans()):
        return
    pose = etree.SubElement(parent, "pose")
    style = draw(st.sampled_from(("rpy", "degrees", "quat")))
    if style == "quat":
        pose.set("rotation_format", "quat_xyzw")
        tiny = ("1e-300 0 0 1e-300",) if not isinstance(hostile, Mode) or hostile.extreme else ()
        quaternion = pick(draw, ("0 0 0 1", "0 0 1 1", *tiny), ("0 0 0 0",), hostile)
        pose.text = f"{numbers(draw, 3, hostile)} {quaternion}"
    else:
        if style == "degrees":
            pose.set("degrees", pick(draw, ("true", "1"), ("yes",), hostile))
        pose.text = numbers(draw, 6, hostile)
    if frames and draw(st.integers(0, 3)) == 0:
        pose.set("relative_to", draw(st.sampled_from(frames)))


def _link(draw: st.DrawFn, model: etree._Element, name: str, hostile: Hostility) -> None:
    link = etree.SubElement(model, "link", name=name)
    _pose(draw, link, hostile, [])
    if draw(st.booleans()):
        inertial = etree.SubElement(link, "inertial")
        if draw(st.integers(0, 3)) == 0:
            inertial.set("auto", "true")
            collision = etree.SubElement(link, "collision", name="c")
            etree.SubElement(collision, "density").text = positive(draw, hostile)
            box = etree.SubElement(etree.SubElement(collision, "geometry"), "box")
            etree.SubElement(box, "size").text = " ".join(positive(draw, hostile) for _ in "xyz")
        else:
            etree.SubElement(inertial, "mass").text = positive(draw, hostile)
    if draw(st.integers(0, 2)) == 0:
        visual = etree.SubElement(link, "visual", name="v")
        sphere = etree.SubElement(etree.SubElement(visual, "geometry"), "sphere")
        etree.SubElement(sphere, "radius").text = positive(draw, hostile)
    if draw(st.integers(0, 3)) == 0:
        sensor = etree.SubElement(link, "sensor", name="s", type="imu")
        _pose(draw, sensor, hostile, [])


def _axis(
    draw: st.DrawFn, joint: etree._Element, tag: str, leaders: list[str], hostile: Hostility
) -> None:
    axis = etree.SubElement(joint, tag)
    xyz = pick(draw, ("1 0 0", "0 0 1", "0 1 1"), ("0 0 0", "nan 0 0"), hostile)
    etree.SubElement(axis, "xyz").text = xyz
    if draw(st.booleans()):
        limit = etree.SubElement(axis, "limit")
        etree.SubElement(limit, "lower").text = number(draw, hostile)
        etree.SubElement(limit, "upper").text = number(draw, hostile)
    if leaders and draw(st.integers(0, 2)) == 0:
        mimic = etree.SubElement(axis, "mimic", joint=draw(st.sampled_from(leaders)))
        if draw(st.booleans()):
            mimic.set("axis", pick(draw, ("axis",), ("axis2", "axis3"), hostile))
        for field in ("multiplier", "offset", "reference"):
            if draw(st.booleans()):
                etree.SubElement(mimic, field).text = number(draw, hostile)


def _joint(
    draw: st.DrawFn,
    model: etree._Element,
    name: str,
    bodies: tuple[str, str],
    leaders: list[str],
    hostile: Hostility,
) -> str:
    kind = draw(st.sampled_from(JOINT_TYPES))
    joint = etree.SubElement(model, "joint", name=name, type=kind)
    etree.SubElement(joint, "parent").text = bodies[0]
    etree.SubElement(joint, "child").text = bodies[1]
    _pose(draw, joint, hostile, [])
    if kind == "screw" and draw(st.booleans()):
        etree.SubElement(joint, "thread_pitch").text = number(draw, hostile)
    if kind == "gearbox":
        etree.SubElement(joint, "gearbox_ratio").text = number(draw, hostile)
        etree.SubElement(joint, "gearbox_reference_body").text = bodies[0]
    if kind != "ball" and (kind != "fixed" or draw(st.integers(0, 5)) == 0):
        _axis(draw, joint, "axis", leaders, hostile)
        if kind in TWO_AXES:
            _axis(draw, joint, "axis2", leaders, hostile)
    return kind


def sdf_model(draw: st.DrawFn, name: str, depth: int, hostile: Hostility) -> etree._Element:
    """A model: links in a tree of joints of every type, mimic chains, frames, nested models.

    Mimic leaders are the model's earlier joints and those of its nested
    model (a chain across scopes); hostile, the joint itself (a cycle).
    """
    model = etree.Element("model", name=name)
    if draw(st.integers(0, 2)) == 0:
        namespace = pick(draw, ("{name}", "ns_{name}", "robots/r1", ""), ("{", "a b", "/"), hostile)
        model.set("namespace", namespace)
    links = [f"l{i}" for i in range(draw(st.integers(1, 5)))]
    _pose(draw, model, hostile, [])
    for link in links:
        _link(draw, model, link, hostile)
    nested: list[str] = []
    leaders: list[str] = []
    if depth > 0 and draw(st.integers(0, 2)) == 0:
        inner = sdf_model(draw, "inner", depth - 1, hostile)
        model.append(inner)
        nested = [f"inner::{link.get('name')}" for link in inner.findall("link")][:1]
        leaders = [f"inner::{joint.get('name')}" for joint in inner.findall("joint")]
    bodies = links + nested
    for index in range(1, len(bodies)):
        parent = bodies[draw(st.integers(0, index - 1))]
        if hostile and draw(st.integers(0, 10)) == 0:
            parent = draw(st.sampled_from((*bodies, "world", "nothing")))
        joint = f"j{index - 1}"
        allowed = [*leaders, joint] if hostile else leaders
        _joint(draw, model, joint, (parent, bodies[index]), allowed, hostile)
        leaders.append(joint)
    if draw(st.integers(0, 2)) == 0:
        frame = etree.SubElement(model, "frame", name="f")
        frame.set("attached_to", draw(st.sampled_from(bodies)))
        _pose(draw, frame, hostile, bodies)
    return model


def _joint_state(
    draw: st.DrawFn, parent: etree._Element, joints: list[str], hostile: Hostility
) -> None:
    for joint in draw(st.lists(st.sampled_from(joints), max_size=2)) if joints else ():
        state = etree.SubElement(parent, "joint_state", name=joint)
        for tag in draw(st.sampled_from((("axis_state",), ("axis_state", "axis2_state")))):
            position = etree.SubElement(etree.SubElement(state, tag), "position")
            position.text = number(draw, hostile)
            if draw(st.booleans()):
                position.set("degrees", "true")


def _world(
    draw: st.DrawFn, version: str, hostile: Hostility
) -> tuple[etree._Element, list[tuple[str, bytes]]]:
    world = etree.Element("world", name="w")
    files: list[tuple[str, bytes]] = []
    models: list[str] = []
    for index in range(draw(st.integers(1, 3))):
        model = sdf_model(draw, f"m{index}", 1, hostile)
        world.append(model)
        models.append(f"m{index}")
    for index in range(draw(st.integers(0, 2))):
        file = f"inc{index}.sdf"
        included = sdf_model(draw, f"im{index}", 1, hostile)
        files.append((file, _document(included, version)))
        include = etree.SubElement(world, "include")
        etree.SubElement(include, "uri").text = file
        etree.SubElement(include, "name").text = f"i{index}"
        if draw(st.booleans()):
            namespace = pick(draw, ("ns{index}", "{name}_x", ""), ("{", "a/../b"), hostile)
            etree.SubElement(include, "namespace").text = namespace
        _pose(draw, include, hostile, [])
        if draw(st.integers(0, 2)) == 0:
            state = etree.SubElement(include, "model_state", name=f"i{index}")
            _joint_state(draw, state, ["j0", "j1", "j2"], hostile)
        models.append(f"i{index}")
    bodies = ["world", *(f"{m}::l0" for m in models)]
    for index in range(draw(st.integers(0, 2))):
        joint = etree.SubElement(world, "joint", name=f"wj{index}")
        joint.set("type", draw(st.sampled_from(("fixed", "revolute", "prismatic", "ball"))))
        etree.SubElement(joint, "parent").text = draw(st.sampled_from(bodies))
        etree.SubElement(joint, "child").text = draw(st.sampled_from(bodies[1:]))
        if joint.get("type") in ("revolute", "prismatic"):
            leaders = [f"{m}::j0" for m in models] + [f"wj{i}" for i in range(index)]
            _axis(draw, joint, "axis", leaders, hostile)
    return world, files


def _document(root: etree._Element, version: str) -> bytes:
    sdf = etree.Element("sdf", version=version, nsmap={"experimental": EXPERIMENTAL})
    sdf.append(root)
    return etree.tostring(sdf, xml_declaration=True)


@st.composite
def sdf12_documents(draw: st.DrawFn, hostile: bool = True, extremes: bool = True) -> Bundle:
    """A 1.11 or 1.12 model or world and the files it includes (see the module docstring);
    ``hostile`` and ``extremes`` as for ``urdf_documents``."""
    version = draw(st.sampled_from(("1.11", "1.12", "1.12")))
    mode = Mode(hostile and draw(st.integers(0, 2)) == 2, extremes)
    if draw(st.booleans()):
        return Bundle(_document(sdf_model(draw, "robot", 2, mode), version), extremes=extremes)
    world, files = _world(draw, version, mode)
    return Bundle(_document(world, version), tuple(files), extremes=extremes)


# Parameter passing ----------------------------------------------------------

ACTIONS = ("add", "modify", "remove", "replace")


def _target_ids(model: etree._Element) -> dict[str, list[str]]:
    """Scoped names of the included model's elements, by tag (``""`` is the model)."""
    found: dict[str, list[str]] = {"model": [""]}
    for link in model.findall("link"):
        found.setdefault("link", []).append(link.get("name", ""))
        for child in link:
            if child.get("name"):
                found.setdefault(child.tag, []).append(f"{link.get('name')}::{child.get('name')}")
    for tag in ("joint", "frame", "model"):
        for element in model.findall(tag):
            found.setdefault(tag, []).append(element.get("name", ""))
    return found


def _new_content(draw: st.DrawFn, tag: str, name: str, hostile: Hostility) -> etree._Element:
    """An element of ``tag`` to add or to replace one with."""
    if tag == "link":
        holder = etree.Element("x")
        _link(draw, holder, name, hostile)
        return holder[0]
    if tag == "model":
        return sdf_model(draw, name, 0, hostile)
    element = etree.Element(tag, name=name)
    if tag == "visual":
        box = etree.SubElement(etree.SubElement(element, "geometry"), "box")
        etree.SubElement(box, "size").text = " ".join(positive(draw, hostile) for _ in "xyz")
    elif tag == "sensor":
        element.set("type", "imu")
        etree.SubElement(element, "always_on").text = "true"
    elif tag == "joint":
        element.set("type", "fixed")
        etree.SubElement(element, "parent").text = "l0"
        etree.SubElement(element, "child").text = draw(st.sampled_from(("l1", "l0", "x")))
    elif tag == "frame":
        etree.SubElement(element, "pose").text = numbers(draw, 6, hostile)
    _pose(draw, element, hostile, [])
    return element


def _param_entry(
    draw: st.DrawFn,
    params: etree._Element,
    ids: dict[str, list[str]],
    hostile: Hostility,
    index: int,
) -> None:
    action = draw(st.sampled_from(ACTIONS))
    if action == "add":
        holder_tag = draw(st.sampled_from(("model", "link")))
        holder = draw(st.sampled_from(ids.get(holder_tag, [""])))
        tag = "link" if holder_tag == "model" else draw(st.sampled_from(("visual", "sensor")))
        if holder_tag == "model" and draw(st.integers(0, 3)) == 0:
            tag = draw(st.sampled_from(("joint", "frame", "model")))
        entry = _new_content(draw, tag, f"added{index}", hostile)
        if hostile and holder_tag == "model" and draw(st.integers(0, 5)) == 0:
            entry = etree.Element("include")  # an include that parameter passing adds
            etree.SubElement(entry, "uri").text = draw(st.sampled_from(("inc.sdf", "/etc/passwd")))
    else:
        tag = draw(st.sampled_from(sorted(ids)))
        holder = draw(st.sampled_from(ids[tag]))
        if action == "replace":
            entry = _new_content(draw, tag, holder.split("::")[-1] or "robot", hostile)
        else:
            entry = etree.Element(tag)
            if action == "modify" and tag != "model" and draw(st.booleans()):
                _pose(draw, entry, hostile, [])
            if action == "modify" and draw(st.booleans()):
                etree.SubElement(entry, "pose", relative_to="__model__").text = "1 0 0 0 0 0"
    if hostile and draw(st.integers(0, 6)) == 0:
        holder = draw(st.sampled_from(("missing", "l0::missing", "::", "")))
    entry.set("element_id", holder)
    entry.set("action", pick(draw, (action,), ("", "delete"), hostile))
    params.append(entry)


@st.composite
def params_documents(draw: st.DrawFn, hostile: bool = True, extremes: bool = True) -> Bundle:
    """A document whose includes edit their models with ``<experimental:params>``;
    ``hostile`` and ``extremes`` as for ``urdf_documents``."""
    version = draw(st.sampled_from(("1.9", "1.10", "1.11", "1.12")))
    mode = Mode(hostile and draw(st.integers(0, 2)) == 2, extremes)
    world = etree.Element("world", name="w")
    files: list[tuple[str, bytes]] = []
    for index in range(draw(st.integers(1, 2))):
        included = sdf_model(draw, f"im{index}", 1, Mode(False, extremes))
        file = f"inc{index}.sdf"
        files.append((file, _document(included, version)))
        include = etree.SubElement(world, "include")
        etree.SubElement(include, "uri").text = file
        etree.SubElement(include, "name").text = f"i{index}"
        params = etree.SubElement(include, f"{{{EXPERIMENTAL}}}params")
        ids = _target_ids(included)
        for entry in range(draw(st.integers(1, 6))):
            _param_entry(draw, params, ids, mode, entry)
    if draw(st.integers(0, 3)) == 0:
        files.append(("inc.sdf", _document(sdf_model(draw, "extra", 0, mode), version)))
    if draw(st.booleans()):
        model = etree.SubElement(world, "model", name="holder")
        model.extend(list(world.findall("include")))
    return Bundle(_document(world, version), tuple(files), kind="params", extremes=extremes)

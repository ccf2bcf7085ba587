"""What a URDF names and writes reaches the SDFormat tree unchanged, each element on its URDF line.

The converter writes the SDFormat tree as text and parses it: every name,
URI and texture a robot holds must come through whatever characters it
has (markup characters, white space, quotes, any script), and every element
must carry the line of the URDF element it was written from.
"""

from __future__ import annotations

import pytest
from lxml import etree

import sdformat_semantics
from sdformat_semantics.urdf import convert_urdf

AWKWARD = [
    "a&b",
    "<tag>",
    'say "hi"',
    "it's",
    "x]]>y",
    "tab\there",
    "two\nlines",
    "carriage\rreturn",
    "é ü 中文 🤖",
    "&amp; &#38;",
    "x > y < z",
]
"""Text that markup would change unless written with care."""

INERTIAL = (
    '<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/>'
    "</inertial>"
)


def _robot(text: str) -> etree._Element:
    """A robot whose names, mesh URI, texture and material name all hold ``text``."""
    robot = etree.Element("robot", name=text)
    for name in (f"base {text}", f"arm {text}"):
        link = etree.SubElement(robot, "link", name=name)
        link.append(etree.fromstring(INERTIAL))
        visual = etree.SubElement(link, "visual", name=text)
        geometry = etree.SubElement(visual, "geometry")
        etree.SubElement(geometry, "mesh", filename=f"package://{text}/m.dae")
        material = etree.SubElement(visual, "material", name=text)
        etree.SubElement(material, "texture", filename=text)
    joint = etree.SubElement(robot, "joint", name=f"joint {text}", type="continuous")
    etree.SubElement(joint, "parent", link=f"base {text}")
    etree.SubElement(joint, "child", link=f"arm {text}")
    etree.SubElement(joint, "mimic", joint=f"joint {text}")
    # Read back from bytes, as a file would be: lxml writes each character as XML needs it.
    return etree.fromstring(etree.tostring(robot, encoding="utf-8"))


@pytest.mark.parametrize("text", AWKWARD)
def test_names_uris_and_textures_reach_the_tree_as_written(text: str) -> None:
    root = _robot(text)
    conversion = convert_urdf(root, None, "1.12")
    tree, problems = conversion.tree, conversion.problems
    assert tree is not None, problems
    model = tree.getroot()[0]
    assert model.get("name") == text.strip()
    links = model.findall("link")
    assert [link.get("name") for link in links] == [f"base {text}".strip(), f"arm {text}".strip()]
    (joint,) = model.findall("joint")
    assert joint.get("name") == f"joint {text}".strip()
    assert joint.findtext("parent") == f"base {text}".strip()
    assert joint.findtext("child") == f"arm {text}".strip()
    assert joint.find("axis/mimic").get("joint") == f"joint {text}".strip()
    for link in links:
        (visual,) = link.findall("visual")
        assert visual.get("name") == f"{text.strip()}_visual"
        assert visual.findtext("geometry/mesh/uri") == f"package://{text}/m.dae".strip()
        assert visual.findtext("material/pbr/metal/albedo_map") == text


def test_an_empty_texture_is_written_as_empty_text() -> None:
    root = _robot("")
    root.set("name", "r")
    conversion = convert_urdf(root, None, "1.12")
    tree, problems = conversion.tree, conversion.problems
    assert tree is not None, problems
    albedo = tree.getroot().find("model/link/visual/material/pbr/metal/albedo_map")
    assert albedo is not None and albedo.text == ""


def _chain(links: int) -> str:
    """A chain of links, every element on a line of its own, fixed and moving joints in turn."""
    lines = ['<robot name="chain">']
    for index in range(links):
        lines += [
            f'<link name="l{index}">',
            "<inertial>",
            '<origin xyz="0 0 0.1"/>',
            '<mass value="1"/>',
            '<inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/>',
            "</inertial>",
            f'<visual name="v{index}">',
            '<origin xyz="0 0 0.2" rpy="0.1 0 0"/>',
            "<geometry>",
            '<box size="1 1 1"/>',
            "</geometry>",
            "</visual>",
            "<collision>",
            "<geometry>",
            '<cylinder radius="1" length="2"/>',
            "</geometry>",
            "</collision>",
            "</link>",
        ]
        if index:
            kind = "fixed" if index % 2 else "revolute"
            lines += [
                f'<joint name="j{index}" type="{kind}">',
                '<origin xyz="1 0 0"/>',
                f'<parent link="l{index - 1}"/>',
                f'<child link="l{index}"/>',
                '<axis xyz="0 0 1"/>',
                '<limit lower="-1" upper="1" effort="1" velocity="1"/>',
                '<dynamics damping="0.1"/>',
                "</joint>",
            ]
    lines.append("</robot>")
    return "\n".join(lines)


WRITTEN_FROM = {
    "link": "link",
    "joint": "joint",
    "visual": "visual",
    "collision": "collision",
    "geometry": "geometry",
    "box": "box",
    "cylinder": "cylinder",
    "size": "box",
    "radius": "cylinder",
    "length": "cylinder",
    "inertial": "inertial",
    "mass": "inertial",
    "inertia": "inertial",
    "ixx": "inertial",
    "parent": "parent",
    "child": "child",
    "axis": "axis",
    "xyz": "axis",
    "limit": "limit",
    "lower": "limit",
    "effort": "limit",
    "dynamics": "dynamics",
    "damping": "dynamics",
}
"""Converted elements and the URDF element whose line each carries."""


@pytest.mark.parametrize("links", [2, 7, 30])
def test_every_element_carries_the_line_it_was_written_from(links: int) -> None:
    text = _chain(links)
    source = text.splitlines()
    document_lines = {
        number: line.split()[0].strip("<>/") for number, line in enumerate(source, start=1)
    }
    conversion = convert_urdf(etree.fromstring(text), None, "1.12")
    tree, problems = conversion.tree, conversion.problems
    assert tree is not None, problems
    checked = 0
    for element in tree.iter():
        if element.tag == "frame":  # a lumped joint's frame, and its child link's
            wanted = "joint" if element.get("name", "").startswith("j") else "child"
        else:
            wanted = WRITTEN_FROM.get(str(element.tag), "")
        if wanted:
            assert element.sourceline is not None, element.tag
            assert document_lines[element.sourceline] == wanted, (
                f"<{element.tag} name={element.get('name')}> carries line {element.sourceline}: "
                f"{source[element.sourceline - 1]}"
            )
            checked += 1
    assert checked > 10 * links
    # Named elements carry their own URDF element's line, not another of the same tag.
    for element in tree.iter("link", "joint", "visual", "frame"):
        # A visual is named <link>_visual, or <body>_fixed_joint_lump__<visual>_visual_<n>.
        name = element.get("name", "").split("__")[-1].split("_visual")[0]
        assert f'"{name}"' in source[element.sourceline - 1]


def test_problems_about_a_converted_robot_point_at_its_lines() -> None:
    lines = _chain(6).splitlines()
    inertias = [number for number, line in enumerate(lines) if line.startswith("<inertia ")]
    for number in inertias[2::2]:  # links on moving joints: not lumped into another
        lines[number] = lines[number].replace('ixx="1"', 'ixx="-5"')
    document = sdformat_semantics.load("\n".join(lines))
    assert len(document.errors) == len(inertias[2::2])
    for error in document.errors:
        assert error.line is not None
        assert lines[error.line - 1] == "<inertial>"


SHAPES = """<robot name="g">
<link name="base">
<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>
<visual><geometry><box size="1 1 1"/></geometry></visual>
<visual name="red"><geometry><box size="1 1 1"/></geometry><material name="r"><color rgba="1 0 0 1"/></material></visual>
<collision><geometry><box size="1 1 1"/></geometry></collision>
<collision name="c2"><geometry><sphere radius="1"/></geometry></collision>
</link>
<joint name="fix" type="fixed"><origin xyz="0 0 1"/><parent link="base"/><child link="top"/></joint>
<link name="top">
<inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial>
<collision><geometry><box size="1 1 1"/></geometry></collision>
</link>
<gazebo reference="base">
<mu1>0.5</mu1>
<material>Gazebo/Red</material>
</gazebo>
<gazebo reference="top"><kd>5</kd></gazebo>
<gazebo reference="base">
<maxContacts/>
<mu1>0.9</mu1>
<mu2 value="0.7"/>
<material>Gazebo/Blue</material>
</gazebo>
</robot>"""


def test_gazebo_blocks_set_every_collision_and_visual_of_their_link_in_block_order() -> None:
    """Later blocks overwrite a value, an element keeps the line of the block that made it."""
    conversion = convert_urdf(etree.fromstring(SHAPES), None, "1.12")
    tree, problems = conversion.tree, conversion.problems
    assert tree is not None, problems
    (base,) = tree.getroot().iterfind("model/link")
    collisions = base.findall("collision")
    assert len(collisions) == 3  # two of its own, one lumped from link 'top'
    for collision in collisions[:2]:
        assert [c.tag for c in collision] == ["pose", "geometry", "surface", "max_contacts"]
        (ode,) = collision.findall("surface/friction/ode")
        assert [(c.tag, c.text, c.sourceline) for c in ode] == [
            ("mu", "0.9", 15),
            ("mu2", "0.7", 22),
        ]
        assert collision.find("max_contacts").text == ""  # <maxContacts/>: set, empty
        assert collision.find("max_contacts").sourceline == 20
    lumped = collisions[2]
    assert [c.tag for c in lumped] == ["pose", "geometry", "surface"]
    assert lumped.findtext("surface/contact/ode/kd") == "5"
    plain, red = base.findall("visual")
    for visual, own in ((plain, []), (red, ["diffuse", "ambient"])):
        (material,) = visual.findall("material")
        assert [c.tag for c in material] == [*own, "script", "script"]
        assert [s.findtext("name") for s in material.findall("script")] == [
            "Gazebo/Red",
            "Gazebo/Blue",
        ]
    assert plain.find("material").sourceline == 16  # made by the first block's <material>

"""Generated worlds whose flattened 1.7 names libsdformat would read into the wrong model.

libsdformat 11 and later read a 1.7 world's models back into nested models
by the *string prefix* of each entity's name: whatever begins with a
flattened model's name ``a`` (``a::link``, but also ``a2::link`` or
``a_joint``) goes into ``a``, and a joint or frame that went there must
name only what is in ``a`` (libsdformat 12 aborts otherwise). Each case is
one model ``outer`` of a world, at depth 1 or 2 (inside a nested model
``mid``), in one of these shapes:

* ``plain_<kind>``: a link, joint, frame or gripper whose name begins with
  a sibling nested model's name (``arm_<kind>`` beside model ``arm``);
* ``model_prefix``: nested models ``arm`` and ``arm2`` side by side;
* ``joint_to_world``: a joint inside the nested model ``arm`` whose parent
  is ``world`` (gz-physics ``world_with_nested_model_joint_to_world.sdf``);
* ``own_pose``: a model placed relative to a world frame ``arm`` while it
  holds a nested model ``arm`` (its own pose names the world's frame).

``unflatten_hazards`` states libsdformat's reading as a check on the
written text, without libsdformat.
"""

from __future__ import annotations

import itertools

from lxml import etree

SHAPES = (
    "plain_link",
    "plain_joint",
    "plain_frame",
    "plain_gripper",
    "model_prefix",
    "joint_to_world",
    "own_pose",
)
DEPTHS = (1, 2)
CASES = list(itertools.product(SHAPES, DEPTHS))

_ARM = (
    '<model name="arm"><pose>0.3 0.1 0.2 0 0 0.4</pose>'
    '<link name="a"><pose>0 0 0.1 0.1 0 0</pose></link>'
    '<link name="b"><pose>0.2 0 0 0 0.2 0</pose></link>'
    '<joint name="ab" type="revolute"><parent>a</parent><child>b</child>'
    "<axis><xyz>0 0 1</xyz></axis></joint>{extra}</model>"
)
_BESIDE = {
    "plain_link": '<link name="arm_link"><pose>0 0.5 0 0 0 0</pose></link>',
    "plain_joint": '<joint name="arm_joint" type="revolute"><parent>{own}</parent>'
    "<child>arm::a</child><axis><xyz>1 0 0</xyz></axis></joint>",
    "plain_frame": '<frame name="arm_frame" attached_to="{own}"><pose>0 0 1 0 0 0</pose></frame>',
    "plain_gripper": '<gripper name="arm"><grasp_check><attach_steps>20</attach_steps>'
    "</grasp_check><gripper_link>{own}</gripper_link><palm_link>{own}</palm_link></gripper>",
    "model_prefix": '<model name="arm2"><pose>0 -0.4 0 0 0 0.3</pose>'
    '<link name="c"><pose>0 0 0.3 0 0 0</pose></link></model>',
    "joint_to_world": "",
    "own_pose": "",
}
_TO_WORLD = (
    '<joint name="to_world" type="revolute"><parent>world</parent><child>a</child>'
    '<axis><xyz expressed_in="a">1 0 0</xyz></axis></joint>'
)


def case_world(shape: str, depth: int) -> str:
    """The world of one case: ``outer`` holding the shape at ``depth``."""
    own = "base" if depth == 1 else "m"
    inner = _ARM.format(extra=_TO_WORLD if shape == "joint_to_world" else "")
    inner += _BESIDE[shape].format(own=own)
    if depth == 2:
        inner = f'<model name="mid"><pose>0 0 0.5 0 0.1 0</pose><link name="m"/>{inner}</model>'
    own_pose = shape == "own_pose"
    relative_to = ' relative_to="arm"' if own_pose else ""
    placement = f"<pose{relative_to}>1 0 0 0 0 0</pose>"
    world_frame = '<frame name="arm"><pose>0 2 0 0 0 0.5</pose></frame>' if own_pose else ""
    return (
        '<?xml version="1.0"?><sdf version="1.8"><world name="w">'
        f'{world_frame}<model name="outer">{placement}'
        f'<link name="base"><pose>0 0 0.1 0 0 0</pose></link>{inner}</model>'
        "</world></sdf>"
    )


UNFLATTENED = ("link", "joint", "frame", "model", "gripper")


def unflatten_hazards(written: str) -> list[str]:
    """What a prefix-reading unflattening of each world model would misread or abort on."""
    found: list[str] = []
    root = etree.fromstring(written.encode())
    for model in root.iterfind("world/model"):
        entities = [e for e in model if e.tag in UNFLATTENED and e.get("name")]
        found.extend(_level_hazards("", entities))
    return found


def _level_hazards(prefix: str, entities: list[etree._Element]) -> list[str]:
    found: list[str] = []
    here = [e for e in entities if e.get("name", "").startswith(prefix)]
    groups = list(
        dict.fromkeys(
            e.get("name", "")[len(prefix) :].split("::")[0]
            for e in here
            if "::" in e.get("name", "")[len(prefix) :]
        )
    )
    for group in groups:
        inside = prefix + group + "::"
        for entity in here:
            name = entity.get("name", "")
            if name.startswith(prefix + group) and not name.startswith(inside):
                found.append(f"'{name}' begins with the flattened model '{prefix}{group}'")
            elif name.startswith(inside):
                found.extend(
                    f"'{name}' names '{reference}' outside '{prefix}{group}'"
                    for reference in _references(entity)
                    if not reference.startswith(prefix + group)
                )
        found.extend(_level_hazards(inside, here))
    return found


def _references(entity: etree._Element) -> list[str]:
    if entity.tag == "frame":
        return [entity.get("attached_to", "")] if entity.get("attached_to") else []
    if entity.tag != "joint":
        return []
    ends = [(entity.findtext(tag) or "").strip() for tag in ("parent", "child")]
    axes = [xyz.get("expressed_in", "") for xyz in entity.iterfind("*/xyz")]
    return [value for value in ends + axes if value]

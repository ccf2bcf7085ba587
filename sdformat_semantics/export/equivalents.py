"""Down-step rules that write a newer construct as the older version's equivalent value.

* ``<computed_inertial/>`` (1.11 -> 1.10), on a ``<link>``: an
  ``<inertial auto="true">`` becomes the mass, centre of mass and inertia
  the loaded document computes from the link's collisions
  (``auto_inertia``), so 1.10 readers get the same mass properties. The
  densities and ``auto_inertia_params`` were only the means to that end and
  go with it. A link whose inertial cannot be computed (a mesh without a
  mesh calculator, no collisions, a shape without volume) keeps the values
  written in it, which is also what the loaded document uses, and the loss of
  ``auto`` is reported with the reason.
* ``<thread_pitch/>`` (1.10 -> 1.9), on a ``<joint>``: ``screw_thread_pitch``
  (metres of travel per revolution, positive for a right-handed thread)
  becomes the ``thread_pitch`` that 1.9 readers take (radians per metre,
  opposite sign): ``thread_pitch = -2 pi / screw_thread_pitch``. A screw
  joint that writes neither gets the 1.10 default written out, since the two
  elements' defaults (1 metre per revolution, 1 radian per metre) are not
  the same thread. A zero pitch (a screw that does not advance) has no
  finite ``thread_pitch`` and is reported.

Values come from the loaded document's objects and frame graphs, never from
reparsing the text, so the written numbers are the ones ``Document.inertial``
and the kinematics use.
"""

from __future__ import annotations

import math
from typing import Protocol

from lxml import etree

from sdformat_runtime.values import format_computed, format_number
from sdformat_semantics.auto_inertia import (
    LinkInertial,
    auto_inertia_problems,
    collision_pose_in,
    computed_inertial,
)
from sdformat_semantics.entities import is_joint
from sdformat_semantics.export.context import DownContext
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import screw_pitch

_TRUE = ("true", "1")
_AUTO_ONLY = ("density", "auto_inertia_params")
"""What only an auto inertial reads, in the inertial and in each collision."""
_WRITTEN_NOTE = "; the values written in <inertial> are used"
"""How ``auto_inertia`` ends its messages; the loss report says it its own way."""
_REPLACED = ("mass", "pose", "inertia")
"""The inertial's children that the computed values replace."""
COMPUTED_NOTE = " mass properties computed from the collisions (SDFormat 1.11 auto inertia) "
"""The comment a written-out auto inertial carries, for whoever reads the older file."""


class MigrationRun(Protocol):
    """What these rules need of the step that runs them (``rules.MigrationRun`` is one)."""

    def count(self, description: str) -> None:
        """Record that a rewrite applied once."""
        ...

    def lose(self, node: etree._Element, what: str, reason: str, *, suffix: str = "") -> None:
        """Report ``what`` of ``node`` as left out of the written document, and why."""
        ...


def computed_inertial_values(link: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Write a link's ``auto`` inertial as the values the document computes for it."""
    inertial = link.find("inertial")
    if inertial is None or (inertial.get("auto") or "").strip().lower() not in _TRUE:
        return  # auto="false" and its absence say the same; the <lost> rule drops the attribute
    located = context.vertex(link)
    element = located[0].vertices[located[1]].element if located is not None else None
    if located is None or element is None:
        return  # not a link of the graphs (an unresolved include): the <lost> rule reports it
    graphs, vertex = located
    pose_of = collision_pose_in(graphs, vertex)
    meshes = context.mesh_calculator
    found = computed_inertial(element, collision_pose=pose_of, mesh_calculator=meshes)
    del inertial.attrib["auto"]
    if found is None:
        problems = auto_inertia_problems(element, collision_pose=pose_of, mesh_calculator=meshes)
        why = "; ".join(problem.message.removesuffix(_WRITTEN_NOTE) for problem in problems)
        reason = (
            f"auto inertia cannot be computed here ({why or 'no reason given'}), so its "
            "readers take the values written in the inertial, as the loaded document does"
        )
        run.lose(inertial, "@auto", reason, suffix="/@auto")
        return
    for child in list(inertial):
        if child.tag in _REPLACED or child.tag in _AUTO_ONLY:
            inertial.remove(child)
    for collision in link.findall("collision"):
        for child in list(collision):
            if child.tag in _AUTO_ONLY:
                collision.remove(child)
    for index, written in enumerate(_inertial_elements(found)):
        inertial.insert(index, written)
    run.count("auto inertial written as computed mass, centre of mass and inertia")


def _inertial_elements(found: LinkInertial) -> list[etree._Element]:
    note = etree.Comment(COMPUTED_NOTE)
    mass = etree.Element("mass")
    mass.text = format_computed([found.mass])  # computed: the same text on every machine
    pose = etree.Element("pose")
    pose.text = Pose(found.center, (0.0, 0.0, 0.0, 1.0)).to_sdf()
    inertia = etree.Element("inertia")
    moments = found.moments()
    for name, text in zip(moments, format_computed(moments.values()).split(), strict=True):
        etree.SubElement(inertia, name).text = text
    return [note, mass, pose, inertia]


def thread_pitch(joint: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Write a joint's screw pitch as the ``thread_pitch`` of SDFormat 1.9 and older."""
    newer = joint.find("screw_thread_pitch")
    older = joint.find("thread_pitch")
    is_screw = (joint.get("type") or "").strip() == "screw"
    if newer is None and (older is not None or not is_screw):
        return  # thread_pitch alone already says what 1.9 reads; other joints have no pitch
    element = context.objects.get(joint)
    if is_joint(element):
        pitch = screw_pitch(element)
    elif newer is not None:
        pitch = float((newer.text or "1").strip())
    else:
        return
    position = joint.index(newer) if newer is not None else len(joint)
    lost = pitch == 0.0 or math.isnan(pitch)
    if lost:
        reason = (
            f"a screw pitch of {pitch:g} metres per revolution has no thread_pitch "
            "(radians per metre) to write"
        )
        run.lose(newer if newer is not None else joint, "<screw_thread_pitch>", reason)
    for stale in (newer, older):
        if stale is not None:
            joint.remove(stale)
    if lost:
        return
    written = etree.Element("thread_pitch")
    written.text = format_number(-2.0 * math.pi / pitch)
    joint.insert(position, written)
    run.count("screw_thread_pitch written as thread_pitch = -2 pi / screw_thread_pitch")


TRANSLATIONAL = ("prismatic",)
"""Joint types whose position is a distance; ``degrees`` says nothing about it."""


def state_radians(joint_state: etree._Element, context: DownContext, run: MigrationRun) -> None:
    """Write a 1.12 joint state position given in degrees as the radians 1.11 reads.

    1.11's ``<angle>`` has no ``degrees``: a rotational position is converted;
    on a prismatic joint ``degrees`` means nothing and goes silently; a joint
    the document does not hold (so of unknown type) keeps its number, and
    the loss of ``degrees`` is reported.
    """
    joint_type: str | None = None
    for tag in ("axis_state", "axis2_state"):
        position = joint_state.find(f"{tag}/position")
        if position is None or "degrees" not in position.attrib:
            continue
        degrees = position.get("degrees", "").strip().lower() in _TRUE
        del position.attrib["degrees"]
        if not degrees:
            continue  # "false" says what 1.11 means anyway
        joint_type = joint_type or _state_joint_type(joint_state, context)
        if joint_type in TRANSLATIONAL:
            run.count("degrees of a prismatic joint's position dropped: it is a distance")
            continue
        if joint_type is None:
            reason = (
                f"the joint '{joint_state.get('name')}' is not in the document, so whether its "
                "position is an angle is unknown; the number is written as it is, which 1.11 "
                "reads as radians or metres"
            )
            run.lose(position, "@degrees of a joint position", reason, suffix="/@degrees")
            continue
        position.text = format_number(math.radians(float((position.text or "0").strip())))
        run.count("joint state position in degrees written in radians")


def _state_joint_type(joint_state: etree._Element, context: DownContext) -> str | None:
    """The type of the joint a world state's ``<joint_state>`` names (None: not found)."""
    names = [joint_state.get("name", "")]
    around = joint_state.getparent()
    while around is not None and around.tag == "model_state":
        names.insert(0, around.get("name", ""))
        around = around.getparent()
    world = around.getparent() if around is not None else None
    graphs = context.graphs.get(world.get("name", "")) if world is not None else None
    found = graphs.vertices.get("::".join(names)) if graphs is not None else None
    if found is None or not is_joint(found.element):
        return None
    return str(found.element.type)

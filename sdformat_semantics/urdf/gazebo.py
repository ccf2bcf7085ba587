"""``<gazebo>`` extension blocks: applied to the model, links, collisions, visuals and joints.

A block without ``reference`` extends the model; ``reference="L"`` a link (or
the link a lumped link was merged into, with poses carried along), and
``reference="J"`` a joint. Each child is mapped as the reference maps it;
whatever cannot be applied is a warning naming the block's line.
"""

from __future__ import annotations

import copy

import attrs
from lxml import etree

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import ErrorCode, ProblemCollector
from sdformat_runtime.suggestions import closest
from sdformat_semantics.entities.scoped_names import (
    may_hold_scoped_names,
    outermost_unknown,
    scoped_names_of_kept,
    separator_reserved,
)
from sdformat_semantics.geometry.pose import Pose, pose_of_values
from sdformat_semantics.geometry.pose_values import IDENTITY_VALUES, PoseValues
from sdformat_semantics.urdf.lumping import Plan
from sdformat_semantics.urdf.model import Joint, Robot
from sdformat_semantics.urdf.tree_text import line_of
from sdformat_semantics.urdf.writing import ShapeExtensions, Written, sub
from sdformat_semantics.versions import version_package

PRESERVE_TAGS = ("preserveFixedJoint", "disableFixedJointLumping")
"""Children of ``<gazebo reference="joint">`` that keep a fixed joint from being lumped."""

MODEL_CHILDREN = (
    "static",
    "self_collide",
    "allow_auto_disable",
    "enable_wind",
    "plugin",
    "gripper",
    "link",
    "joint",
    "frame",
    "model",
    "include",
)
"""Children of a model-level block copied into ``<model>`` as they are.

Every child ``<model>`` has in SDFormat but its ``<pose>`` (the converter
places the model) and its state: the reference copies a block without a
reference into the model whole, so robots add links, joints and frames URDF
cannot write there (PR2's parallel gripper linkage, a loop URDF's tree cannot
hold)."""

LINK_CHILDREN = (
    "sensor", "projector", "audio_sink", "audio_source", "battery", "light",
    "particle_emitter", "velocity_decay", "must_be_base_link", "enable_wind", "kinematic",
    "gravity", "self_collide",
)  # fmt: skip
"""Children of a link-level block copied into the link (SDFormat link children)."""

LINK_RENAMED = {"selfCollide": "self_collide", "turnGravityOff": "gravity"}
"""Gazebo-classic link flags and their SDFormat names (``turnGravityOff`` is inverted)."""

COLLISION_PATHS = {
    "mu1": ("surface", "friction", "ode", "mu"),
    "mu2": ("surface", "friction", "ode", "mu2"),
    "fdir1": ("surface", "friction", "ode", "fdir1"),
    "kp": ("surface", "contact", "ode", "kp"),
    "kd": ("surface", "contact", "ode", "kd"),
    "minDepth": ("surface", "contact", "ode", "min_depth"),
    "maxVel": ("surface", "contact", "ode", "max_vel"),
    "maxContacts": ("max_contacts",),
    "laserRetro": ("laser_retro",),
}
"""Link-level block children that set a property of each of the link's collisions."""

JOINT_PATHS = {
    "provideFeedback": ("physics", "provide_feedback"),
    "implicitSpringDamper": ("physics", "ode", "implicit_spring_damper"),
    "cfmDamping": ("physics", "ode", "implicit_spring_damper"),
    "stopCfm": ("physics", "ode", "limit", "cfm"),
    "stopErp": ("physics", "ode", "limit", "erp"),
    "fudgeFactor": ("physics", "ode", "fudge_factor"),
    "springReference": ("axis", "dynamics", "spring_reference"),
    "springStiffness": ("axis", "dynamics", "spring_stiffness"),
}
"""Joint-level block children and where they go in ``<joint>``."""


def preserved_joints(robot: Robot) -> set[str]:
    """Fixed joints a ``<gazebo reference>`` block keeps from being lumped."""
    kept = set()
    for block in robot.gazebo:
        reference = (block.get("reference") or "").strip()
        if reference not in robot.joints:
            continue
        for tag in PRESERVE_TAGS:
            flag = first_child(block, tag)
            if flag is not None and _truth(value_of(flag)):
                kept.add(reference)
    return kept


def shape_extensions(robot: Robot, plan: Plan) -> dict[str, ShapeExtensions]:
    """What the blocks naming a link set on its collisions and visuals, by URDF link.

    Written with the shapes (``write_model``) rather than applied to the
    tree afterwards: a property of every collision of a link is a few
    elements each, made in one pass of text instead of one lookup and one
    element at a time. ``apply_extensions`` leaves these children alone.
    """
    extensions: dict[str, ShapeExtensions] = {}
    for block in robot.gazebo:
        reference = (block.get("reference") or "").strip()
        if not reference or reference not in plan.placement:
            continue
        for child in _children(block):
            tag = str(child.tag)
            if tag in COLLISION_PATHS:
                setting = (COLLISION_PATHS[tag], value_of(child), line_of(child))
                extensions.setdefault(reference, ShapeExtensions()).collision.append(setting)
            elif tag == "material":
                script = (value_of(child), line_of(child))
                extensions.setdefault(reference, ShapeExtensions()).scripts.append(script)
    return extensions


@attrs.frozen
class _Copier:
    """Copies a block's children into the SDFormat version written.

    Attributes:
        version: The SDFormat version written.
        problems: Where what is left out is reported.
        scoped: Whether a block may hold content to leave out (a name holding
            ``::`` outside a plugin, in a version that reserves it): asked once
            of all the blocks, not of each copy.
    """

    version: str
    problems: ProblemCollector
    scoped: bool

    def copy(self, element: etree._Element, owner: str) -> etree._Element:
        """``element`` copied (with its lines) to go into a ``<owner>`` of the version.

        From 1.8 on, an element no version describes whose name holds
        ``::`` (a driver's ``<api name="driver::Imu"/>`` inside a sensor) is
        left out, with a warning: libsdformat reads the URDF without minding
        it, but refuses the SDFormat document holding it (``checks.unknown_names``).
        """
        copied = copy.deepcopy(element)
        for original, new in zip(element.iter(), copied.iter(), strict=False):
            if isinstance(original.sourceline, int):
                new.sourceline = original.sourceline
        if self.scoped and may_hold_scoped_names(element):
            self._leave_out_scoped_names(
                element, copied, getattr(version_package(self.version), owner)
            )
        return copied

    def _leave_out_scoped_names(
        self, element: etree._Element, copied: etree._Element, owner: type[Element]
    ) -> None:
        source = dict(zip(copied.iter(), element.iter(), strict=True))
        for node in outermost_unknown(scoped_names_of_kept(owner, copied)):
            message = (
                f'<{node.tag} name="{node.get("name")}"> is left out: SDFormat '
                f"{self.version} reserves '::' in names, and libsdformat, which reads the "
                "URDF without minding it, refuses an SDFormat document holding one, even "
                "in an element it does not know"
            )
            self.problems.warning(ErrorCode.URDF_GAZEBO_NOT_APPLIED, message, source[node])
            node.getparent().remove(node)  # type: ignore[union-attr]  # not a root


def apply_extensions(
    robot: Robot, plan: Plan, written: Written, problems: ProblemCollector, version: str
) -> None:
    """Apply every ``<gazebo>`` block to the written model (but ``shape_extensions``)."""
    lumped = {joint.name: joint for joint in plan.lumped}
    added = _added_by_blocks(robot)
    # One search of the whole robot, not one per block (each search has a fixed cost).
    scoped = (
        bool(robot.gazebo) and separator_reserved(version) and may_hold_scoped_names(robot.element)
    )
    copier = _Copier(version, problems, scoped)
    for block in robot.gazebo:
        reference = (block.get("reference") or "").strip()
        if not reference:
            _apply_to_model(block, written.model, copier)
        elif reference in plan.placement:
            _apply_to_link(block, reference, plan, written, copier)
        elif reference in written.joints:
            _apply_to_joint(block, robot.joints[reference], written.joints[reference], copier)
        elif (
            reference in lumped
            or reference in plan.dropped
            or _dropped_joint(robot, reference, plan)
        ):
            what = "lumped away" if reference in lumped else "left out (massless)"
            applied = {t for t in PRESERVE_TAGS if first_child(block, t) is not None}
            rest = [c for c in _children(block) if c.tag not in applied]
            if rest:
                message = (
                    f"<gazebo reference=\"{reference}\"> is not applied: '{reference}' was {what}"
                )
                problems.warning(ErrorCode.URDF_GAZEBO_NOT_APPLIED, message, block)
        elif reference in added:
            message = (
                f'<gazebo reference="{reference}"> names a {added[reference]} that a <gazebo> '
                "block adds to the model: blocks apply to the robot's own links and joints, "
                "as the reference applies them; not applied"
            )
            problems.warning(ErrorCode.URDF_GAZEBO_NOT_APPLIED, message, block)
        else:
            message = f'<gazebo reference="{reference}"> names no link or joint of the robot'
            problems.warning(
                ErrorCode.URDF_GAZEBO_REFERENCE_UNMATCHED,
                message,
                block,
                suffix="/@reference",
                suggestion=closest(reference, [*robot.links, *robot.joints]),
            )


def _added_by_blocks(robot: Robot) -> dict[str, str]:
    """The links and joints that blocks without a reference add to the model: name -> tag."""
    added: dict[str, str] = {}
    for block in robot.gazebo:
        if not (block.get("reference") or "").strip():
            for child in block.iterchildren("link", "joint"):
                added.setdefault((child.get("name") or "").strip(), str(child.tag))
    return added


def _apply_to_model(block: etree._Element, model: etree._Element, copier: _Copier) -> None:
    for child in _children(block):
        if child.tag in MODEL_CHILDREN:
            model.append(copier.copy(child, "Model"))
        else:
            _not_applied(block, child, "the model", copier.problems)


def _apply_to_link(
    block: etree._Element, reference: str, plan: Plan, written: Written, copier: _Copier
) -> None:
    problems = copier.problems
    body, placement = plan.placement[reference]
    link = written.links[body]
    for child in _children(block):
        tag = str(child.tag)
        if tag in COLLISION_PATHS or tag == "material":
            continue  # written with the link's collisions and visuals (shape_extensions)
        if tag in LINK_CHILDREN or tag in LINK_RENAMED or tag == "dampingFactor":
            _link_child(link, child, placement, copier, block)
        else:
            _not_applied(block, child, f"link '{reference}'", problems)
    if reference != body and _children(block):
        message = (
            f"<gazebo reference=\"{reference}\"> applied to link '{body}', into which "
            f"'{reference}' was lumped"
        )
        problems.info(ErrorCode.URDF_ELEMENT_MOVED, message, block)


def _link_child(
    link: etree._Element,
    child: etree._Element,
    placement: PoseValues,
    copier: _Copier,
    block: etree._Element,
) -> None:
    problems = copier.problems
    tag = str(child.tag)
    if tag == "turnGravityOff":
        gravity = "false" if _truth(value_of(child)) else "true"
        _replace(link, sub(etree.Element("x"), "gravity", child, gravity))
    elif tag == "dampingFactor":
        decay = sub(etree.Element("x"), "velocity_decay", child)
        sub(decay, "linear", child, value_of(child))
        sub(decay, "angular", child, value_of(child))
        _replace(link, decay)
    elif tag == "selfCollide":
        _replace(link, sub(etree.Element("x"), "self_collide", child, value_of(child)))
    elif tag in (
        "gravity",
        "self_collide",
        "kinematic",
        "enable_wind",
        "must_be_base_link",
        "velocity_decay",
    ):
        _replace(link, copier.copy(child, "Link"))
    else:  # a sensor, light, projector, ...: its pose follows the lumped link into the body
        copied = copier.copy(child, "Link")
        placed = pose_of_values(placement)
        # Within rounding of identity is identity: the text stays as the file spelled it,
        # whatever the last bits of the lumping arithmetic were on this machine. (A body's
        # own link is at the identity exactly: nothing to compare.)
        if placement != IDENTITY_VALUES and not placed.isclose(Pose.identity(), tol=1e-12):
            pose = copied.find("pose")
            if pose is not None and pose.get("relative_to"):
                message = f"<{tag}> keeps its relative_to pose though its link was lumped"
                problems.warning(ErrorCode.URDF_GAZEBO_NOT_APPLIED, message, child.find("pose"))
            else:
                own = (
                    Pose.from_sdf([float(v) for v in (pose.text or "").split()] or [0] * 6)
                    if pose is not None
                    else Pose.identity()
                )
                if pose is None:
                    pose = sub(copied, "pose", child)
                pose.text = (placed @ own).to_sdf()
        link.append(copied)


def _apply_to_joint(
    block: etree._Element, joint: Joint, element: etree._Element, copier: _Copier
) -> None:
    problems = copier.problems
    for child in _children(block):
        tag = str(child.tag)
        if tag in PRESERVE_TAGS:
            continue
        if tag in JOINT_PATHS:
            path = JOINT_PATHS[tag]
            if path[0] == "axis" and first_child(element, "axis") is None:
                _not_applied(block, child, f"joint '{joint.name}' (it has no axis)", problems)
                continue
            _set(element, path, child)
        elif tag == "sensor":
            element.append(copier.copy(child, "Joint"))
        else:
            _not_applied(block, child, f"joint '{joint.name}'", problems)


def _set(owner: etree._Element, path: tuple[str, ...], source: etree._Element) -> None:
    """Set the element at ``path`` below ``owner`` to the source's text (made when missing)."""
    current = owner
    for tag in path:
        found = first_child(current, tag)
        current = found if found is not None else sub(current, tag, source)
    current.text = value_of(source)


def first_child(parent: etree._Element, tag: str) -> etree._Element | None:
    """``parent.find(tag)`` for a plain tag: the children looked at, no path parsed."""
    for child in parent:
        if child.tag == tag:
            return child
    return None


def value_of(element: etree._Element) -> str:
    """An extension flag's value: its ``value`` attribute when it has one, else its text.

    ``<mu1 value="0.85"/>`` and ``<mu1>0.85</mu1>`` say the same; the reference
    looks at the attribute first, so a block with both takes the attribute.
    """
    attribute = element.get("value")
    return (attribute if attribute is not None else element.text or "").strip()


def _replace(link: etree._Element, new: etree._Element) -> None:
    old = first_child(link, str(new.tag))
    if old is not None:
        link.remove(old)
    link.append(new)


def _children(block: etree._Element) -> list[etree._Element]:
    return [child for child in block if isinstance(child.tag, str)]


def _not_applied(
    block: etree._Element, child: etree._Element, target: str, problems: ProblemCollector
) -> None:
    reference = block.get("reference")
    where = f'<gazebo reference="{reference}">' if reference else "<gazebo>"
    message = (
        f"<{child.tag}> of {where} (line {block.sourceline}) has no SDFormat place in "
        f"{target}; not applied"
    )
    problems.warning(ErrorCode.URDF_GAZEBO_NOT_APPLIED, message, child)


def _dropped_joint(robot: Robot, name: str, plan: Plan) -> bool:
    joint = robot.joints.get(name)
    return joint is not None and joint.child in plan.dropped


def _truth(text: str | None) -> bool:
    return (text or "").strip().lower() in ("true", "1")

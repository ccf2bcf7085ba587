"""SDFormat 1.9 element classes of ``spec/1.9/actor.sdf``.

Generated from spec/1.9/actor.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import attrs
from lxml import etree

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf

if TYPE_CHECKING:
    from sdformat_runtime.values import FloatArray
    from sdformat_v1_9.joint import Joint
    from sdformat_v1_9.link import Link
    from sdformat_v1_9.plugin import Plugin
    from sdformat_v1_9.pose import Pose

__all__ = [
    "Actor",
    "ActorAnimation",
    "ActorScript",
    "ActorScriptTrajectory",
    "ActorScriptTrajectoryWaypoint",
    "ActorSkin",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_9",
    {
        "Joint": "joint",
        "Link": "link",
        "Plugin": "plugin",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class ActorSkin(sdf.Element):
    """Mesh and skeleton that give the actor its visual appearance.

    Attributes:
        filename: Path or URI of the skin file (COLLADA or BVH) holding the mesh and its
            skeleton. Default: ``__default__``.
        scale: Uniform scale factor applied to the skin. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "skin"
    SPEC_FILE: ClassVar[str] = "spec/1.9/actor.sdf"

    filename: str = sdf.value("filename", "string", "__default__", cardinality="1")
    """Path or URI of the skin file (COLLADA or BVH) holding the mesh and its skeleton.
    Default: ``__default__``."""

    scale: float = sdf.value("scale", "double", "1.0")
    """Uniform scale factor applied to the skin. Default: ``1.0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ActorAnimation(sdf.Element):
    """A skeletal animation clip that can be played on the skin. Its skeleton must match the
    skin's skeleton.

    Attributes:
        name: Name of the animation, unique within the actor; trajectories select it through
            their type attribute.
        filename: Path or URI of the animation file (COLLADA or BVH). Default: ``__default__``.
        scale: Uniform scale factor applied to the animation's skeleton motion. Default:
            ``1.0``.
        interpolate_x: When true, the clip is advanced according to the distance the actor
            travels along its trajectory rather than by elapsed time, which keeps walking steps
            in sync with motion. Default: ``false``.
    """

    TAG: ClassVar[str] = "animation"
    SPEC_FILE: ClassVar[str] = "spec/1.9/actor.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the animation, unique within the actor; trajectories select it through their
    type attribute."""

    filename: str = sdf.value("filename", "string", "__default__", cardinality="1")
    """Path or URI of the animation file (COLLADA or BVH). Default: ``__default__``."""

    scale: float = sdf.value("scale", "double", "1.0")
    """Uniform scale factor applied to the animation's skeleton motion. Default: ``1.0``."""

    interpolate_x: bool = sdf.value("interpolate_x", "bool", "false")
    """When true, the clip is advanced according to the distance the actor travels along its
    trajectory rather than by elapsed time, which keeps walking steps in sync with
    motion. Default: ``false``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ActorScriptTrajectoryWaypoint(sdf.Element):
    """A key pose of the trajectory together with the time at which it is reached.

    Attributes:
        time: Time at which the pose is reached, in seconds measured from the start of the
            script. Default: ``0.0``.
        pose: Pose of the actor at this waypoint: x y z in metres and roll pitch yaw in radians.
            Default: ``0 0 0 0 0 0``.
    """

    TAG: ClassVar[str] = "waypoint"
    SPEC_FILE: ClassVar[str] = "spec/1.9/actor.sdf"

    time: float = sdf.value("time", "double", "0.0", cardinality="1")
    """Time at which the pose is reached, in seconds measured from the start of the script.
    Default: ``0.0``."""

    pose: FloatArray = sdf.value("pose", "pose", "0 0 0 0 0 0", cardinality="1")
    """Pose of the actor at this waypoint: x y z in metres and roll pitch yaw in radians.
    Default: ``0 0 0 0 0 0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ActorScriptTrajectory(sdf.Element):
    """A path made of timed waypoints that the actor follows while playing one animation.

    Attributes:
        id: Identifier of the trajectory, unique within the script.
        type: Name of the animation played while this trajectory is followed; it must equal an
            //actor/animation/@name.
        tension: Spline tension between waypoints, from 0 to 1. 0 gives a Catmull-Rom spline
            that can overshoot waypoints; 1 makes the path pass tightly through them.
        waypoints: A key pose of the trajectory together with the time at which it is reached.
    """

    TAG: ClassVar[str] = "trajectory"
    SPEC_FILE: ClassVar[str] = "spec/1.9/actor.sdf"

    id: int = sdf.attribute("id", "int", "0", required=True)
    """Identifier of the trajectory, unique within the script."""

    type: str = sdf.attribute("type", "string", "__default__", required=True)
    """Name of the animation played while this trajectory is followed; it must equal an
    //actor/animation/@name."""

    tension: float = sdf.attribute("tension", "double", "0.0")
    """Spline tension between waypoints, from 0 to 1. 0 gives a Catmull-Rom spline that can
    overshoot waypoints; 1 makes the path pass tightly through them."""

    waypoints: list[ActorScriptTrajectoryWaypoint] = sdf.child(
        "waypoint", lambda: ActorScriptTrajectoryWaypoint, cardinality="*"
    )
    """A key pose of the trajectory together with the time at which it is reached."""


@attrs.define(kw_only=True, eq=False, repr=False)
class ActorScript(sdf.Element):
    """Scripted motion of the actor: how and when its trajectories are played.

    Attributes:
        loop: Whether the script restarts after its last trajectory ends. For seamless loops,
            make the final waypoint equal the first. Default: ``true``.
        delay_start: Time to wait before the script starts, in seconds. When looping, the wait
            is repeated before every cycle. Default: ``0.0``.
        auto_start: Whether the script starts as soon as the simulation runs. Set false when
            something else, such as a plugin, triggers it. Default: ``true``.
        trajectories: A path made of timed waypoints that the actor follows while playing one
            animation.
    """

    TAG: ClassVar[str] = "script"
    SPEC_FILE: ClassVar[str] = "spec/1.9/actor.sdf"

    loop: bool = sdf.value("loop", "bool", "true")
    """Whether the script restarts after its last trajectory ends. For seamless loops, make the
    final waypoint equal the first. Default: ``true``."""

    delay_start: float = sdf.value("delay_start", "double", "0.0")
    """Time to wait before the script starts, in seconds. When looping, the wait is repeated
    before every cycle. Default: ``0.0``."""

    auto_start: bool = sdf.value("auto_start", "bool", "true")
    """Whether the script starts as soon as the simulation runs. Set false when something else,
    such as a plugin, triggers it. Default: ``true``."""

    trajectories: list[ActorScriptTrajectory] = sdf.child(
        "trajectory", lambda: ActorScriptTrajectory, cardinality="*"
    )
    """A path made of timed waypoints that the actor follows while playing one animation."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Actor(sdf.Element):
    """An animated character, such as a walking person, driven by a skinned skeleton, skeletal
    animation clips and a scripted trajectory of timed waypoints.

    Attributes:
        name: Name of the actor, unique among the actors and models of its world.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        skin: Mesh and skeleton that give the actor its visual appearance.
        animations: A skeletal animation clip that can be played on the skin. Its skeleton must
            match the skin's skeleton.
        script: Scripted motion of the actor: how and when its trajectories are played.
        links: Rigid body of a model, with mass properties and optional collision, visual and
            sensor elements attached to it.
        joints: A joint connecting a parent frame to a child frame and constraining how they may
            move relative to each other. Its pose is expressed in the child link frame unless
            stated otherwise.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
    """

    TAG: ClassVar[str] = "actor"
    SPEC_FILE: ClassVar[str] = "spec/1.9/actor.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the actor, unique among the actors and models of its world."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    skin: ActorSkin | None = sdf.child("skin", lambda: ActorSkin)
    """Mesh and skeleton that give the actor its visual appearance."""

    animations: list[ActorAnimation] = sdf.child(
        "animation", lambda: ActorAnimation, cardinality="*"
    )
    """A skeletal animation clip that can be played on the skin. Its skeleton must match the
    skin's skeleton."""

    script: ActorScript = sdf.child("script", lambda: ActorScript, cardinality="1")
    """Scripted motion of the actor: how and when its trajectories are played."""

    links: list[Link] = sdf.child("link", lambda: _imports.Link, cardinality="+")
    """Rigid body of a model, with mass properties and optional collision, visual and sensor
    elements attached to it."""

    joints: list[Joint] = sdf.child("joint", lambda: _imports.Joint, cardinality="*")
    """A joint connecting a parent frame to a child frame and constraining how they may move
    relative to each other. Its pose is expressed in the child link frame unless stated
    otherwise."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_INT = sdf.converter("int")
_PARSE_POSE = sdf.converter("pose")


(
    _actor_skin_set_xml_extras,
    _actor_skin_set_xml_origin,
    _actor_skin_set_filename,
    _actor_skin_set_scale,
) = sdf.setters(ActorSkin, "xml_extras", "xml_origin", "filename", "scale")


@sdf.fills(ActorSkin)
def _fill_actor_skin(
    obj: ActorSkin, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ActorSkin`` from its element."""
    path = f"{parent_path}/skin"
    found: list[str] = []
    filename: object = "__default__"
    scale: object = 1.0
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "filename":
            filename = item.text or ""
            order.append("filename")
        elif tag == "scale":
            scale = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("scale")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _actor_skin_set_xml_extras(obj, extras)
    _actor_skin_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _actor_skin_set_filename(obj, filename)
    _actor_skin_set_scale(obj, scale)
    return True


(
    _actor_animation_set_xml_extras,
    _actor_animation_set_xml_origin,
    _actor_animation_set_name,
    _actor_animation_set_filename,
    _actor_animation_set_scale,
    _actor_animation_set_interpolate_x,
) = sdf.setters(
    ActorAnimation, "xml_extras", "xml_origin", "name", "filename", "scale", "interpolate_x"
)


@sdf.fills(ActorAnimation)
def _fill_actor_animation(
    obj: ActorAnimation, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ActorAnimation`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/animation"
    else:
        path = f'{parent_path}/animation[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    filename: object = "__default__"
    scale: object = 1.0
    interpolate_x: object = False
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "filename":
            filename = item.text or ""
            order.append("filename")
        elif tag == "scale":
            scale = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("scale")
        elif tag == "interpolate_x":
            interpolate_x = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("interpolate_x")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _actor_animation_set_xml_extras(obj, extras)
    _actor_animation_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _actor_animation_set_name(obj, name)
    _actor_animation_set_filename(obj, filename)
    _actor_animation_set_scale(obj, scale)
    _actor_animation_set_interpolate_x(obj, interpolate_x)
    return True


(
    _actor_script_trajectory_waypoint_set_xml_extras,
    _actor_script_trajectory_waypoint_set_xml_origin,
    _actor_script_trajectory_waypoint_set_time,
    _actor_script_trajectory_waypoint_set_pose,
) = sdf.setters(ActorScriptTrajectoryWaypoint, "xml_extras", "xml_origin", "time", "pose")


@sdf.fills(ActorScriptTrajectoryWaypoint)
def _fill_actor_script_trajectory_waypoint(
    obj: ActorScriptTrajectoryWaypoint, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ActorScriptTrajectoryWaypoint`` from its element."""
    path = f"{parent_path}/waypoint"
    found: list[str] = []
    time: object = 0.0
    pose: object = sdf.declared_default(ActorScriptTrajectoryWaypoint, "pose")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "time":
            time = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("time")
        elif tag == "pose":
            pose = ctx.parsed(_PARSE_POSE, item.text or "")
            order.append("pose")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _actor_script_trajectory_waypoint_set_xml_extras(obj, extras)
    _actor_script_trajectory_waypoint_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _actor_script_trajectory_waypoint_set_time(obj, time)
    _actor_script_trajectory_waypoint_set_pose(obj, pose)
    return True


(
    _actor_script_trajectory_set_xml_extras,
    _actor_script_trajectory_set_xml_origin,
    _actor_script_trajectory_set_id,
    _actor_script_trajectory_set_type,
    _actor_script_trajectory_set_tension,
    _actor_script_trajectory_set_waypoints,
) = sdf.setters(
    ActorScriptTrajectory, "xml_extras", "xml_origin", "id", "type", "tension", "waypoints"
)


@sdf.fills(ActorScriptTrajectory)
def _fill_actor_script_trajectory(
    obj: ActorScriptTrajectory, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ActorScriptTrajectory`` from its element."""
    path = f"{parent_path}/trajectory"
    found: list[str] = []
    id_: object = 0
    text = node.get("id")
    if text is not None:
        id_ = ctx.parsed(_PARSE_INT, text)
        found.append("id")
    type_: object = "__default__"
    text = node.get("type")
    if text is not None:
        type_ = text
        found.append("type")
    tension: object = 0.0
    text = node.get("tension")
    if text is not None:
        tension = ctx.parsed(_PARSE_DOUBLE, text)
        found.append("tension")
    waypoints: list[ActorScriptTrajectoryWaypoint] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "waypoint":
            waypoints.append(sdf.unfilled(ActorScriptTrajectoryWaypoint, item, ctx, path))
            order.append("waypoints")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _actor_script_trajectory_set_xml_extras(obj, extras)
    _actor_script_trajectory_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _actor_script_trajectory_set_id(obj, id_)
    _actor_script_trajectory_set_type(obj, type_)
    _actor_script_trajectory_set_tension(obj, tension)
    _actor_script_trajectory_set_waypoints(obj, waypoints)
    return True


(
    _actor_script_set_xml_extras,
    _actor_script_set_xml_origin,
    _actor_script_set_loop,
    _actor_script_set_delay_start,
    _actor_script_set_auto_start,
    _actor_script_set_trajectories,
) = sdf.setters(
    ActorScript, "xml_extras", "xml_origin", "loop", "delay_start", "auto_start", "trajectories"
)


@sdf.fills(ActorScript)
def _fill_actor_script(
    obj: ActorScript, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``ActorScript`` from its element."""
    path = f"{parent_path}/script"
    found: list[str] = []
    loop: object = True
    delay_start: object = 0.0
    auto_start: object = True
    trajectories: list[ActorScriptTrajectory] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "loop":
            loop = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("loop")
        elif tag == "delay_start":
            delay_start = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("delay_start")
        elif tag == "auto_start":
            auto_start = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("auto_start")
        elif tag == "trajectory":
            trajectories.append(sdf.unfilled(ActorScriptTrajectory, item, ctx, path))
            order.append("trajectories")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _actor_script_set_xml_extras(obj, extras)
    _actor_script_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _actor_script_set_loop(obj, loop)
    _actor_script_set_delay_start(obj, delay_start)
    _actor_script_set_auto_start(obj, auto_start)
    _actor_script_set_trajectories(obj, trajectories)
    return True


(
    _actor_set_xml_extras,
    _actor_set_xml_origin,
    _actor_set_name,
    _actor_set_pose,
    _actor_set_skin,
    _actor_set_animations,
    _actor_set_script,
    _actor_set_links,
    _actor_set_joints,
    _actor_set_plugins,
) = sdf.setters(
    Actor,
    "xml_extras",
    "xml_origin",
    "name",
    "pose",
    "skin",
    "animations",
    "script",
    "links",
    "joints",
    "plugins",
)


@sdf.fills(Actor)
def _fill_actor(obj: Actor, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Actor`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/actor"
    else:
        path = f'{parent_path}/actor[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    pose: Pose | None = None
    skin: ActorSkin | None = None
    animations: list[ActorAnimation] = []
    script: ActorScript | None = None
    links: list[Link] = []
    joints: list[Joint] = []
    plugins: list[Plugin] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "skin":
            skin = sdf.unfilled(ActorSkin, item, ctx, path)
            order.append("skin")
        elif tag == "animation":
            animations.append(sdf.unfilled(ActorAnimation, item, ctx, path))
            order.append("animations")
        elif tag == "script":
            script = sdf.unfilled(ActorScript, item, ctx, path)
            order.append("script")
        elif tag == "link":
            links.append(sdf.unfilled(_imports.Link, item, ctx, path))
            order.append("links")
        elif tag == "joint":
            joints.append(sdf.unfilled(_imports.Joint, item, ctx, path))
            order.append("joints")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        else:  # not a fast-path document
            return False
    if script is None:  # the default object, as the constructor makes it
        script = ActorScript.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _actor_set_xml_extras(obj, extras)
    _actor_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _actor_set_name(obj, name)
    _actor_set_pose(obj, pose)
    _actor_set_skin(obj, skin)
    _actor_set_animations(obj, animations)
    _actor_set_script(obj, script)
    _actor_set_links(obj, links)
    _actor_set_joints(obj, joints)
    _actor_set_plugins(obj, plugins)
    return True

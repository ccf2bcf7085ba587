"""SDFormat 1.10 element classes of ``spec/1.10/actor.sdf``.

Generated from spec/1.10/actor.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_10.joint import Joint
from sdformat_v1_10.link import Link
from sdformat_v1_10.plugin import Plugin
from sdformat_v1_10.pose import Pose

__all__ = [
    "Actor",
    "ActorAnimation",
    "ActorScript",
    "ActorScriptTrajectory",
    "ActorScriptTrajectoryWaypoint",
    "ActorSkin",
]


@attrs.define(kw_only=True, eq=False)
class ActorSkin(sdf.Element):
    """Mesh and skeleton that give the actor its visual appearance.

    Attributes:
        filename: Path or URI of the skin file (COLLADA or BVH) holding the mesh and its
            skeleton. Default: ``__default__``.
        scale: Uniform scale factor applied to the skin. Default: ``1.0``.
    """

    TAG: ClassVar[str] = "skin"
    SPEC_FILE: ClassVar[str] = "spec/1.10/actor.sdf"

    filename: str = sdf.value("filename", "string", "__default__", cardinality="1")
    """Path or URI of the skin file (COLLADA or BVH) holding the mesh and its skeleton.
    Default: ``__default__``."""

    scale: float = sdf.value("scale", "double", "1.0")
    """Uniform scale factor applied to the skin. Default: ``1.0``."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/actor.sdf"

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


@attrs.define(kw_only=True, eq=False)
class ActorScriptTrajectoryWaypoint(sdf.Element):
    """A key pose of the trajectory together with the time at which it is reached.

    Attributes:
        time: Time at which the pose is reached, in seconds measured from the start of the
            script. Default: ``0.0``.
        pose: Pose of the actor at this waypoint: x y z in metres and roll pitch yaw in radians.
            Default: ``0 0 0 0 0 0``.
    """

    TAG: ClassVar[str] = "waypoint"
    SPEC_FILE: ClassVar[str] = "spec/1.10/actor.sdf"

    time: float = sdf.value("time", "double", "0.0", cardinality="1")
    """Time at which the pose is reached, in seconds measured from the start of the script.
    Default: ``0.0``."""

    pose: FloatArray = sdf.value("pose", "pose", "0 0 0 0 0 0", cardinality="1")
    """Pose of the actor at this waypoint: x y z in metres and roll pitch yaw in radians.
    Default: ``0 0 0 0 0 0``."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/actor.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/actor.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.10/actor.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the actor, unique among the actors and models of its world."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
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

    links: list[Link] = sdf.child("link", lambda: Link, cardinality="+")
    """Rigid body of a model, with mass properties and optional collision, visual and sensor
    elements attached to it."""

    joints: list[Joint] = sdf.child("joint", lambda: Joint, cardinality="*")
    """A joint connecting a parent frame to a child frame and constraining how they may move
    relative to each other. Its pose is expressed in the child link frame unless stated
    otherwise."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

"""SDFormat 1.11 element classes of ``spec/1.11/world.sdf``.

Generated from spec/1.11/world.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_11.actor import Actor
from sdformat_v1_11.atmosphere import Atmosphere
from sdformat_v1_11.frame import Frame
from sdformat_v1_11.gui import Gui
from sdformat_v1_11.joint import Joint
from sdformat_v1_11.light import Light
from sdformat_v1_11.model import Model
from sdformat_v1_11.physics import Physics
from sdformat_v1_11.plugin import Plugin
from sdformat_v1_11.population import Population
from sdformat_v1_11.pose import Pose
from sdformat_v1_11.road import Road
from sdformat_v1_11.scene import Scene
from sdformat_v1_11.spherical_coordinates import SphericalCoordinates
from sdformat_v1_11.state import State

__all__ = [
    "World",
    "WorldAudio",
    "WorldInclude",
    "WorldWind",
]


@attrs.define(kw_only=True, eq=False)
class WorldAudio(sdf.Element):
    """Global audio playback settings.

    Attributes:
        device: Audio output device. The value default selects the system default device; any
            other value is the path of a device file. Default: ``default``.
    """

    TAG: ClassVar[str] = "audio"
    SPEC_FILE: ClassVar[str] = "spec/1.11/world.sdf"

    device: str = sdf.value("device", "string", "default", cardinality="1")
    """Audio output device. The value default selects the system default device; any other
    value is the path of a device file. Default: ``default``."""


@attrs.define(kw_only=True, eq=False)
class WorldWind(sdf.Element):
    """Global wind that acts on links with wind enabled.

    Attributes:
        linear_velocity: Wind velocity in the world frame, in m/s. Default: ``0 0 0``.
    """

    TAG: ClassVar[str] = "wind"
    SPEC_FILE: ClassVar[str] = "spec/1.11/world.sdf"

    linear_velocity: FloatArray = sdf.value("linear_velocity", "vector3", "0 0 0")
    """Wind velocity in the world frame, in m/s. Default: ``0 0 0``."""


@attrs.define(kw_only=True, eq=False)
class WorldInclude(sdf.Element):
    """Inserts a model, light or actor defined in another file or directory. A directory must
    follow the model database layout (a model.config next to the SDFormat file).

    Attributes:
        merge: When true, the included model's frames, joints, nested models and plugins are
            inserted directly into this world instead of being nested in a new model; a frame
            named after the model stands in for its model frame. Links cannot be merged into a
            world.
        uri: Location of the resource to include: a model:// URI, a file or directory path, or a
            Fuel URL. Default: ``__default__``.
        name: Name given to the included entity in place of the one in its file. Empty keeps the
            original name.
        static: Whether the included model is made static, overriding the value in its file.
            Default: ``false``.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        placement_frame: Frame of the included entity that the //include/pose positions, instead
            of the entity's own frame. Requires a pose. Empty means the entity frame is placed.
    """

    TAG: ClassVar[str] = "include"
    SPEC_FILE: ClassVar[str] = "spec/1.11/world.sdf"

    merge: bool = sdf.attribute("merge", "bool", "false")
    """When true, the included model's frames, joints, nested models and plugins are inserted
    directly into this world instead of being nested in a new model; a frame named after
    the model stands in for its model frame. Links cannot be merged into a world."""

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the resource to include: a model:// URI, a file or directory path, or a Fuel
    URL. Default: ``__default__``."""

    name: str = sdf.value("name", "string", "")
    """Name given to the included entity in place of the one in its file. Empty keeps the
    original name."""

    static: bool = sdf.value("static", "bool", "false")
    """Whether the included model is made static, overriding the value in its file. Default:
    ``false``."""

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    placement_frame: str = sdf.value("placement_frame", "string", "")
    """Frame of the included entity that the //include/pose positions, instead of the entity's
    own frame. Requires a pose. Empty means the entity frame is placed."""


@attrs.define(kw_only=True, eq=False)
class World(sdf.Element):
    """A complete simulation environment: its models, actors, lights, physics, scene, plugins
    and global properties.

    Attributes:
        name: Name of the world, unique within the file.
        audio: Global audio playback settings.
        wind: Global wind that acts on links with wind enabled.
        includes: Inserts a model, light or actor defined in another file or directory. A
            directory must follow the model database layout (a model.config next to the SDFormat
            file).
        gravity: Gravitational acceleration in the world frame, in m/s². Default: ``0 0 -9.8``.
        magnetic_field: Earth's magnetic field in the world frame, in tesla. Default:
            ``5.5645e-6 22.8758e-6 -42.3884e-6``.
        atmosphere: Model of the atmosphere that gives temperature and pressure as a function of
            altitude.
        gui: Settings for the graphical client that displays the world.
        physicses: Settings of one physics engine profile for the world: time step, real-time
            pacing and engine-specific solver parameters. A world may hold several profiles.
        scene: Appearance of the world's rendered environment: ambient light, background, sky,
            shadows and fog.
        lights: Light source that illuminates the rendered scene.
        frames: A named reference frame, rigidly attached to another frame, that poses and
            joints can refer to.
        models: Collection of links, joints, frames, plugins and nested models forming a robot
            or other object.
        actors: An animated character, such as a walking person, driven by a skinned skeleton,
            skeletal animation clips and a scripted trajectory of timed waypoints.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        roads: A flat strip of road drawn through a sequence of points.
        spherical_coordinates: Ties the world frame to a geographic location on a planetary
            surface, for sensors such as GPS/NavSat and for geo-referenced terrain.
        states: A snapshot of a world at one instant: time stamps, entities added or removed,
            and the poses and joint values of models and lights.
        populations: Fills a region of the world with copies of one model, arranged by a chosen
            distribution. The region is given by a box or cylinder and placed by the pose.
        joints: A joint connecting a parent frame to a child frame and constraining how they may
            move relative to each other. Its pose is expressed in the child link frame unless
            stated otherwise.
    """

    TAG: ClassVar[str] = "world"
    SPEC_FILE: ClassVar[str] = "spec/1.11/world.sdf"

    name: str = sdf.attribute("name", "string", "__default__", required=True)
    """Name of the world, unique within the file."""

    audio: WorldAudio | None = sdf.child("audio", lambda: WorldAudio)
    """Global audio playback settings."""

    wind: WorldWind | None = sdf.child("wind", lambda: WorldWind)
    """Global wind that acts on links with wind enabled."""

    includes: list[WorldInclude] = sdf.child("include", lambda: WorldInclude, cardinality="*")
    """Inserts a model, light or actor defined in another file or directory. A directory must
    follow the model database layout (a model.config next to the SDFormat file)."""

    gravity: FloatArray = sdf.value("gravity", "vector3", "0 0 -9.8", cardinality="1")
    """Gravitational acceleration in the world frame, in m/s². Default: ``0 0 -9.8``."""

    magnetic_field: FloatArray = sdf.value(
        "magnetic_field", "vector3", "5.5645e-6 22.8758e-6 -42.3884e-6", cardinality="1"
    )
    """Earth's magnetic field in the world frame, in tesla. Default: ``5.5645e-6 22.8758e-6
    -42.3884e-6``."""

    atmosphere: Atmosphere = sdf.child("atmosphere", lambda: Atmosphere, cardinality="1")
    """Model of the atmosphere that gives temperature and pressure as a function of altitude."""

    gui: Gui | None = sdf.child("gui", lambda: Gui)
    """Settings for the graphical client that displays the world."""

    physicses: list[Physics] = sdf.child("physics", lambda: Physics, cardinality="+")
    """Settings of one physics engine profile for the world: time step, real-time pacing and
    engine-specific solver parameters. A world may hold several profiles."""

    scene: Scene = sdf.child("scene", lambda: Scene, cardinality="1")
    """Appearance of the world's rendered environment: ambient light, background, sky, shadows
    and fog."""

    lights: list[Light] = sdf.child("light", lambda: Light, cardinality="*")
    """Light source that illuminates the rendered scene."""

    frames: list[Frame] = sdf.child("frame", lambda: Frame, cardinality="*")
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to."""

    models: list[Model] = sdf.child("model", lambda: Model, cardinality="*")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""

    actors: list[Actor] = sdf.child("actor", lambda: Actor, cardinality="*")
    """An animated character, such as a walking person, driven by a skinned skeleton, skeletal
    animation clips and a scripted trajectory of timed waypoints."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    roads: list[Road] = sdf.child("road", lambda: Road, cardinality="*")
    """A flat strip of road drawn through a sequence of points."""

    spherical_coordinates: SphericalCoordinates | None = sdf.child(
        "spherical_coordinates", lambda: SphericalCoordinates
    )
    """Ties the world frame to a geographic location on a planetary surface, for sensors such
    as GPS/NavSat and for geo-referenced terrain."""

    states: list[State] = sdf.child("state", lambda: State, cardinality="*")
    """A snapshot of a world at one instant: time stamps, entities added or removed, and the
    poses and joint values of models and lights."""

    populations: list[Population] = sdf.child("population", lambda: Population, cardinality="*")
    """Fills a region of the world with copies of one model, arranged by a chosen distribution.
    The region is given by a box or cylinder and placed by the pose."""

    joints: list[Joint] = sdf.child("joint", lambda: Joint, cardinality="*")
    """A joint connecting a parent frame to a child frame and constraining how they may move
    relative to each other. Its pose is expressed in the child link frame unless stated
    otherwise."""

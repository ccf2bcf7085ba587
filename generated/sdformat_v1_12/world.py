"""SDFormat 1.12 element classes of ``spec/1.12/world.sdf``.

Generated from spec/1.12/world.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_12.actor import Actor
    from sdformat_v1_12.atmosphere import Atmosphere
    from sdformat_v1_12.frame import Frame
    from sdformat_v1_12.gui import Gui
    from sdformat_v1_12.joint import Joint
    from sdformat_v1_12.light import Light
    from sdformat_v1_12.model import Model
    from sdformat_v1_12.model_state import ModelState
    from sdformat_v1_12.physics import Physics
    from sdformat_v1_12.plugin import Plugin
    from sdformat_v1_12.population import Population
    from sdformat_v1_12.pose import Pose
    from sdformat_v1_12.road import Road
    from sdformat_v1_12.scene import Scene
    from sdformat_v1_12.spherical_coordinates import SphericalCoordinates
    from sdformat_v1_12.state import State

__all__ = [
    "World",
    "WorldAudio",
    "WorldInclude",
    "WorldWind",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_12",
    {
        "Actor": "actor",
        "Atmosphere": "atmosphere",
        "Frame": "frame",
        "Gui": "gui",
        "Joint": "joint",
        "Light": "light",
        "Model": "model",
        "ModelState": "model_state",
        "Physics": "physics",
        "Plugin": "plugin",
        "Population": "population",
        "Pose": "pose",
        "Road": "road",
        "Scene": "scene",
        "SphericalCoordinates": "spherical_coordinates",
        "State": "state",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class WorldAudio(sdf.Element):
    """Global audio playback settings.

    Attributes:
        device: Audio output device. The value default selects the system default device; any
            other value is the path of a device file. Default: ``default``.
    """

    TAG: ClassVar[str] = "audio"
    SPEC_FILE: ClassVar[str] = "spec/1.12/world.sdf"

    device: str = sdf.value("device", "string", "default", cardinality="1")
    """Audio output device. The value default selects the system default device; any other
    value is the path of a device file. Default: ``default``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class WorldWind(sdf.Element):
    """Global wind that acts on links with wind enabled.

    Attributes:
        linear_velocity: Wind velocity in the world frame, in m/s. Default: ``0 0 0``.
    """

    TAG: ClassVar[str] = "wind"
    SPEC_FILE: ClassVar[str] = "spec/1.12/world.sdf"

    linear_velocity: FloatArray = sdf.value("linear_velocity", "vector3", "0 0 0")
    """Wind velocity in the world frame, in m/s. Default: ``0 0 0``."""


@attrs.define(kw_only=True, eq=False, repr=False)
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
        model_state: State of one model: its pose, scale, joint and link states and the states
            of its nested models. In a world's `state` it is a recorded snapshot; inside a
            `model` or an `include` it is the initial state the model starts in.
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
        namespace: Namespace that replaces the included model's own namespace. (Added by
            upstream's development branch without a new version number.)
    """

    TAG: ClassVar[str] = "include"
    SPEC_FILE: ClassVar[str] = "spec/1.12/world.sdf"

    merge: bool = sdf.attribute("merge", "bool", "false")
    """When true, the included model's frames, joints, nested models and plugins are inserted
    directly into this world instead of being nested in a new model; a frame named after
    the model stands in for its model frame. Links cannot be merged into a world."""

    uri: str = sdf.value("uri", "string", "__default__", cardinality="1")
    """Location of the resource to include: a model:// URI, a file or directory path, or a Fuel
    URL. Default: ``__default__``."""

    model_state: ModelState | None = sdf.child("model_state", lambda: _imports.ModelState)
    """State of one model: its pose, scale, joint and link states and the states of its nested
    models. In a world's `state` it is a recorded snapshot; inside a `model` or an
    `include` it is the initial state the model starts in."""

    name: str = sdf.value("name", "string", "")
    """Name given to the included entity in place of the one in its file. Empty keeps the
    original name."""

    static: bool = sdf.value("static", "bool", "false")
    """Whether the included model is made static, overriding the value in its file. Default:
    ``false``."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    placement_frame: str = sdf.value("placement_frame", "string", "")
    """Frame of the included entity that the //include/pose positions, instead of the entity's
    own frame. Requires a pose. Empty means the entity frame is placed."""

    namespace: str = sdf.value("namespace", "string", "")
    """Namespace that replaces the included model's own namespace. (Added by upstream's
    development branch without a new version number.)"""


@attrs.define(kw_only=True, eq=False, repr=False)
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
            and the recorded states of models, lights and world joints.
        populations: Fills a region of the world with copies of one model, arranged by a chosen
            distribution. The region is given by a box or cylinder and placed by the pose.
        joints: A joint connecting a parent frame to a child frame and constraining how they may
            move relative to each other. Its pose is expressed in the child link frame unless
            stated otherwise.
    """

    TAG: ClassVar[str] = "world"
    SPEC_FILE: ClassVar[str] = "spec/1.12/world.sdf"

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

    atmosphere: Atmosphere = sdf.child("atmosphere", lambda: _imports.Atmosphere, cardinality="1")
    """Model of the atmosphere that gives temperature and pressure as a function of altitude."""

    gui: Gui | None = sdf.child("gui", lambda: _imports.Gui)
    """Settings for the graphical client that displays the world."""

    physicses: list[Physics] = sdf.child("physics", lambda: _imports.Physics, cardinality="+")
    """Settings of one physics engine profile for the world: time step, real-time pacing and
    engine-specific solver parameters. A world may hold several profiles."""

    scene: Scene = sdf.child("scene", lambda: _imports.Scene, cardinality="1")
    """Appearance of the world's rendered environment: ambient light, background, sky, shadows
    and fog."""

    lights: list[Light] = sdf.child("light", lambda: _imports.Light, cardinality="*")
    """Light source that illuminates the rendered scene."""

    frames: list[Frame] = sdf.child("frame", lambda: _imports.Frame, cardinality="*")
    """A named reference frame, rigidly attached to another frame, that poses and joints can
    refer to."""

    models: list[Model] = sdf.child("model", lambda: _imports.Model, cardinality="*")
    """Collection of links, joints, frames, plugins and nested models forming a robot or other
    object."""

    actors: list[Actor] = sdf.child("actor", lambda: _imports.Actor, cardinality="*")
    """An animated character, such as a walking person, driven by a skinned skeleton, skeletal
    animation clips and a scripted trajectory of timed waypoints."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    roads: list[Road] = sdf.child("road", lambda: _imports.Road, cardinality="*")
    """A flat strip of road drawn through a sequence of points."""

    spherical_coordinates: SphericalCoordinates | None = sdf.child(
        "spherical_coordinates", lambda: _imports.SphericalCoordinates
    )
    """Ties the world frame to a geographic location on a planetary surface, for sensors such
    as GPS/NavSat and for geo-referenced terrain."""

    states: list[State] = sdf.child("state", lambda: _imports.State, cardinality="*")
    """A snapshot of a world at one instant: time stamps, entities added or removed, and the
    recorded states of models, lights and world joints."""

    populations: list[Population] = sdf.child(
        "population", lambda: _imports.Population, cardinality="*"
    )
    """Fills a region of the world with copies of one model, arranged by a chosen distribution.
    The region is given by a box or cylinder and placed by the pose."""

    joints: list[Joint] = sdf.child("joint", lambda: _imports.Joint, cardinality="*")
    """A joint connecting a parent frame to a child frame and constraining how they may move
    relative to each other. Its pose is expressed in the child link frame unless stated
    otherwise."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _world_audio_set_xml_extras,
    _world_audio_set_xml_origin,
    _world_audio_set_device,
) = sdf.setters(WorldAudio, "xml_extras", "xml_origin", "device")


@sdf.fills(WorldAudio)
def _fill_world_audio(
    obj: WorldAudio, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``WorldAudio`` from its element."""
    path = f"{parent_path}/audio"
    found: list[str] = []
    device: object = "default"
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "device":
            device = item.text or ""
            order.append("device")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _world_audio_set_xml_extras(obj, extras)
    _world_audio_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _world_audio_set_device(obj, device)
    return True


(
    _world_wind_set_xml_extras,
    _world_wind_set_xml_origin,
    _world_wind_set_linear_velocity,
) = sdf.setters(WorldWind, "xml_extras", "xml_origin", "linear_velocity")


@sdf.fills(WorldWind)
def _fill_world_wind(
    obj: WorldWind, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``WorldWind`` from its element."""
    path = f"{parent_path}/wind"
    found: list[str] = []
    linear_velocity: object = sdf.declared_default(WorldWind, "linear_velocity")
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "linear_velocity":
            linear_velocity = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("linear_velocity")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _world_wind_set_xml_extras(obj, extras)
    _world_wind_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _world_wind_set_linear_velocity(obj, linear_velocity)
    return True


(
    _world_include_set_xml_extras,
    _world_include_set_xml_origin,
    _world_include_set_merge,
    _world_include_set_uri,
    _world_include_set_model_state,
    _world_include_set_name,
    _world_include_set_static,
    _world_include_set_pose,
    _world_include_set_plugins,
    _world_include_set_placement_frame,
    _world_include_set_namespace,
) = sdf.setters(
    WorldInclude,
    "xml_extras",
    "xml_origin",
    "merge",
    "uri",
    "model_state",
    "name",
    "static",
    "pose",
    "plugins",
    "placement_frame",
    "namespace",
)


@sdf.fills(WorldInclude)
def _fill_world_include(
    obj: WorldInclude, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``WorldInclude`` from its element."""
    path = f"{parent_path}/include"
    found: list[str] = []
    merge: object = False
    text = node.get("merge")
    if text is not None:
        merge = ctx.parsed(_PARSE_BOOL, text)
        found.append("merge")
    uri: object = "__default__"
    model_state: ModelState | None = None
    name: object = ""
    static: object = False
    pose: Pose | None = None
    plugins: list[Plugin] = []
    placement_frame: object = ""
    namespace: object = ""
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "uri":
            uri = item.text or ""
            order.append("uri")
        elif tag == "model_state":
            model_state = sdf.unfilled(_imports.ModelState, item, ctx, path)
            order.append("model_state")
        elif tag == "name":
            name = item.text or ""
            order.append("name")
        elif tag == "static":
            static = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("static")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        elif tag == "placement_frame":
            placement_frame = item.text or ""
            order.append("placement_frame")
        elif tag == "namespace":
            namespace = item.text or ""
            order.append("namespace")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _world_include_set_xml_extras(obj, extras)
    _world_include_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _world_include_set_merge(obj, merge)
    _world_include_set_uri(obj, uri)
    _world_include_set_model_state(obj, model_state)
    _world_include_set_name(obj, name)
    _world_include_set_static(obj, static)
    _world_include_set_pose(obj, pose)
    _world_include_set_plugins(obj, plugins)
    _world_include_set_placement_frame(obj, placement_frame)
    _world_include_set_namespace(obj, namespace)
    return True


(
    _world_set_xml_extras,
    _world_set_xml_origin,
    _world_set_name,
    _world_set_audio,
    _world_set_wind,
    _world_set_includes,
    _world_set_gravity,
    _world_set_magnetic_field,
    _world_set_atmosphere,
    _world_set_gui,
    _world_set_physicses,
    _world_set_scene,
    _world_set_lights,
    _world_set_frames,
    _world_set_models,
    _world_set_actors,
    _world_set_plugins,
    _world_set_roads,
    _world_set_spherical_coordinates,
    _world_set_states,
    _world_set_populations,
    _world_set_joints,
) = sdf.setters(
    World,
    "xml_extras",
    "xml_origin",
    "name",
    "audio",
    "wind",
    "includes",
    "gravity",
    "magnetic_field",
    "atmosphere",
    "gui",
    "physicses",
    "scene",
    "lights",
    "frames",
    "models",
    "actors",
    "plugins",
    "roads",
    "spherical_coordinates",
    "states",
    "populations",
    "joints",
)


@sdf.fills(World)
def _fill_world(obj: World, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``World`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/world"
    else:
        path = f'{parent_path}/world[@name="{name_text}"]'
    found: list[str] = []
    name: object = "__default__"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    audio: WorldAudio | None = None
    wind: WorldWind | None = None
    includes: list[WorldInclude] = []
    gravity: object = sdf.declared_default(World, "gravity")
    magnetic_field: object = sdf.declared_default(World, "magnetic_field")
    atmosphere: Atmosphere | None = None
    gui: Gui | None = None
    physicses: list[Physics] = []
    scene: Scene | None = None
    lights: list[Light] = []
    frames: list[Frame] = []
    models: list[Model] = []
    actors: list[Actor] = []
    plugins: list[Plugin] = []
    roads: list[Road] = []
    spherical_coordinates: SphericalCoordinates | None = None
    states: list[State] = []
    populations: list[Population] = []
    joints: list[Joint] = []
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "audio":
            audio = sdf.unfilled(WorldAudio, item, ctx, path)
            order.append("audio")
        elif tag == "wind":
            wind = sdf.unfilled(WorldWind, item, ctx, path)
            order.append("wind")
        elif tag == "include":
            includes.append(sdf.unfilled(WorldInclude, item, ctx, path))
            order.append("includes")
        elif tag == "gravity":
            gravity = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("gravity")
        elif tag == "magnetic_field":
            magnetic_field = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("magnetic_field")
        elif tag == "atmosphere":
            atmosphere = sdf.unfilled(_imports.Atmosphere, item, ctx, path)
            order.append("atmosphere")
        elif tag == "gui":
            gui = sdf.unfilled(_imports.Gui, item, ctx, path)
            order.append("gui")
        elif tag == "physics":
            physicses.append(sdf.unfilled(_imports.Physics, item, ctx, path))
            order.append("physicses")
        elif tag == "scene":
            scene = sdf.unfilled(_imports.Scene, item, ctx, path)
            order.append("scene")
        elif tag == "light":
            lights.append(sdf.unfilled(_imports.Light, item, ctx, path))
            order.append("lights")
        elif tag == "frame":
            frames.append(sdf.unfilled(_imports.Frame, item, ctx, path))
            order.append("frames")
        elif tag == "model":
            models.append(sdf.unfilled(_imports.Model, item, ctx, path))
            order.append("models")
        elif tag == "actor":
            actors.append(sdf.unfilled(_imports.Actor, item, ctx, path))
            order.append("actors")
        elif tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        elif tag == "road":
            roads.append(sdf.unfilled(_imports.Road, item, ctx, path))
            order.append("roads")
        elif tag == "spherical_coordinates":
            spherical_coordinates = sdf.unfilled(_imports.SphericalCoordinates, item, ctx, path)
            order.append("spherical_coordinates")
        elif tag == "state":
            states.append(sdf.unfilled(_imports.State, item, ctx, path))
            order.append("states")
        elif tag == "population":
            populations.append(sdf.unfilled(_imports.Population, item, ctx, path))
            order.append("populations")
        elif tag == "joint":
            joints.append(sdf.unfilled(_imports.Joint, item, ctx, path))
            order.append("joints")
        else:  # not a fast-path document
            return False
    if atmosphere is None:  # the default object, as the constructor makes it
        atmosphere = _imports.Atmosphere.default()
    if scene is None:  # the default object, as the constructor makes it
        scene = _imports.Scene.default()
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _world_set_xml_extras(obj, extras)
    _world_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _world_set_name(obj, name)
    _world_set_audio(obj, audio)
    _world_set_wind(obj, wind)
    _world_set_includes(obj, includes)
    _world_set_gravity(obj, gravity)
    _world_set_magnetic_field(obj, magnetic_field)
    _world_set_atmosphere(obj, atmosphere)
    _world_set_gui(obj, gui)
    _world_set_physicses(obj, physicses)
    _world_set_scene(obj, scene)
    _world_set_lights(obj, lights)
    _world_set_frames(obj, frames)
    _world_set_models(obj, models)
    _world_set_actors(obj, actors)
    _world_set_plugins(obj, plugins)
    _world_set_roads(obj, roads)
    _world_set_spherical_coordinates(obj, spherical_coordinates)
    _world_set_states(obj, states)
    _world_set_populations(obj, populations)
    _world_set_joints(obj, joints)
    return True

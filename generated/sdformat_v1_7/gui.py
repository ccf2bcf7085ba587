"""SDFormat 1.7 element classes of ``spec/1.7/gui.sdf``.

Generated from spec/1.7/gui.sdf by make generate. Do not edit: change the
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
    from sdformat_v1_7.plugin import Plugin
    from sdformat_v1_7.pose import Pose

__all__ = [
    "Gui",
    "GuiCamera",
    "GuiCameraTrackVisual",
]

# The classes of other modules held by fields here, each imported when first
# needed: importing this module imports no other (see sdf.ClassImports).
_imports = sdf.ClassImports(
    "sdformat_v1_7",
    {
        "Plugin": "plugin",
        "Pose": "pose",
    },
)


@attrs.define(kw_only=True, eq=False, repr=False)
class GuiCameraTrackVisual(sdf.Element):
    """Makes the user camera follow a visual.

    Attributes:
        name: Name of the visual to follow. When left unset, the other settings apply whenever
            tracking is started from the GUI. Default: ``__default__``.
        min_dist: Closest the camera may get to the tracked visual, in metres. Used only when
            static is false. Default: ``0``.
        max_dist: Farthest the camera may get from the tracked visual, in metres. Used only when
            static is false. Default: ``0``.
        static: If true, the camera keeps a fixed position in the frame selected by
            use_model_frame; if false, it moves freely within min_dist and max_dist. The camera
            always turns to look at the target. Default: ``false``.
        use_model_frame: If true, the fixed camera position is expressed in the tracked model's
            frame and moves with it; if false, it is a position in the world frame. Used only
            when static is true. Default: ``true``.
        xyz: Fixed camera position, in metres, in the frame chosen by use_model_frame. Used only
            when static is true. Default: ``-5.0 0.0 3.0``.
        inherit_yaw: Whether the camera also turns with the tracked model's yaw. Used only when
            static and use_model_frame are both true. Default: ``false``.
    """

    TAG: ClassVar[str] = "track_visual"
    SPEC_FILE: ClassVar[str] = "spec/1.7/gui.sdf"

    name: str = sdf.value("name", "string", "__default__")
    """Name of the visual to follow. When left unset, the other settings apply whenever
    tracking is started from the GUI. Default: ``__default__``."""

    min_dist: float = sdf.value("min_dist", "double", "0")
    """Closest the camera may get to the tracked visual, in metres. Used only when static is
    false. Default: ``0``."""

    max_dist: float = sdf.value("max_dist", "double", "0")
    """Farthest the camera may get from the tracked visual, in metres. Used only when static is
    false. Default: ``0``."""

    static: bool = sdf.value("static", "bool", "false")
    """If true, the camera keeps a fixed position in the frame selected by use_model_frame; if
    false, it moves freely within min_dist and max_dist. The camera always turns to look
    at the target. Default: ``false``."""

    use_model_frame: bool = sdf.value("use_model_frame", "bool", "true")
    """If true, the fixed camera position is expressed in the tracked model's frame and moves
    with it; if false, it is a position in the world frame. Used only when static is
    true. Default: ``true``."""

    xyz: FloatArray = sdf.value("xyz", "vector3", "-5.0 0.0 3.0")
    """Fixed camera position, in metres, in the frame chosen by use_model_frame. Used only when
    static is true. Default: ``-5.0 0.0 3.0``."""

    inherit_yaw: bool = sdf.value("inherit_yaw", "bool", "false")
    """Whether the camera also turns with the tracked model's yaw. Used only when static and
    use_model_frame are both true. Default: ``false``."""


@attrs.define(kw_only=True, eq=False, repr=False)
class GuiCamera(sdf.Element):
    """The user's viewpoint camera in the GUI.

    Attributes:
        name: Name of the user camera.
        view_controller: Mouse control mode of the camera, such as orbit, ortho or fps. Default:
            ``orbit``.
        projection_type: Camera projection: perspective or orthographic. Default:
            ``perspective``.
        track_visual: Makes the user camera follow a visual.
        pose: Position and orientation of the element in the frame named by relative_to: `x y z
            roll pitch yaw`, in metres and radians, the angles being rotations about the fixed
            x, y and z axes in that order.
    """

    TAG: ClassVar[str] = "camera"
    SPEC_FILE: ClassVar[str] = "spec/1.7/gui.sdf"

    name: str = sdf.attribute("name", "string", "user_camera", required=True)
    """Name of the user camera."""

    view_controller: str = sdf.value("view_controller", "string", "orbit")
    """Mouse control mode of the camera, such as orbit, ortho or fps. Default: ``orbit``."""

    projection_type: str = sdf.value("projection_type", "string", "perspective")
    """Camera projection: perspective or orthographic. Default: ``perspective``."""

    track_visual: GuiCameraTrackVisual | None = sdf.child(
        "track_visual", lambda: GuiCameraTrackVisual
    )
    """Makes the user camera follow a visual."""

    pose: Pose | None = sdf.child("pose", lambda: _imports.Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw`, in metres and radians, the angles being rotations about the fixed x, y
    and z axes in that order."""


@attrs.define(kw_only=True, eq=False, repr=False)
class Gui(sdf.Element):
    """Settings for the graphical client that displays the world.

    Attributes:
        fullscreen: Whether the GUI window opens in full-screen mode.
        plugins: A library loaded at run time to extend the simulator. It may appear in a world,
            model, sensor, visual or the GUI, and its child elements are passed to it as
            configuration.
        camera: The user's viewpoint camera in the GUI.
    """

    TAG: ClassVar[str] = "gui"
    SPEC_FILE: ClassVar[str] = "spec/1.7/gui.sdf"

    fullscreen: bool = sdf.attribute("fullscreen", "bool", "false")
    """Whether the GUI window opens in full-screen mode."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: _imports.Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    camera: GuiCamera | None = sdf.child("camera", lambda: GuiCamera)
    """The user's viewpoint camera in the GUI."""


# Fill code of lazy objects: each function reads the fields of one class from
# an element of a document the fast path accepted (see sdf.fills), in the
# order the class declares them, and stores them with the setters of the
# class's slots (Element.__setattr__ checks values given in code, which these
# are not). It returns False, having stored nothing, when it meets a child the
# fast path would have refused; the generic reader then reads the object.
_PARSE_BOOL = sdf.converter("bool")
_PARSE_DOUBLE = sdf.converter("double")
_PARSE_VECTOR3 = sdf.converter("vector3")


(
    _gui_camera_track_visual_set_xml_extras,
    _gui_camera_track_visual_set_xml_origin,
    _gui_camera_track_visual_set_name,
    _gui_camera_track_visual_set_min_dist,
    _gui_camera_track_visual_set_max_dist,
    _gui_camera_track_visual_set_static,
    _gui_camera_track_visual_set_use_model_frame,
    _gui_camera_track_visual_set_xyz,
    _gui_camera_track_visual_set_inherit_yaw,
) = sdf.setters(
    GuiCameraTrackVisual,
    "xml_extras",
    "xml_origin",
    "name",
    "min_dist",
    "max_dist",
    "static",
    "use_model_frame",
    "xyz",
    "inherit_yaw",
)


@sdf.fills(GuiCameraTrackVisual)
def _fill_gui_camera_track_visual(
    obj: GuiCameraTrackVisual, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GuiCameraTrackVisual`` from its element."""
    path = f"{parent_path}/track_visual"
    found: list[str] = []
    name: object = "__default__"
    min_dist: object = 0.0
    max_dist: object = 0.0
    static: object = False
    use_model_frame: object = True
    xyz: object = sdf.declared_default(GuiCameraTrackVisual, "xyz")
    inherit_yaw: object = False
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "name":
            name = item.text or ""
            order.append("name")
        elif tag == "min_dist":
            min_dist = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("min_dist")
        elif tag == "max_dist":
            max_dist = ctx.parsed(_PARSE_DOUBLE, item.text or "")
            order.append("max_dist")
        elif tag == "static":
            static = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("static")
        elif tag == "use_model_frame":
            use_model_frame = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("use_model_frame")
        elif tag == "xyz":
            xyz = ctx.parsed(_PARSE_VECTOR3, item.text or "")
            order.append("xyz")
        elif tag == "inherit_yaw":
            inherit_yaw = ctx.parsed(_PARSE_BOOL, item.text or "")
            order.append("inherit_yaw")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gui_camera_track_visual_set_xml_extras(obj, extras)
    _gui_camera_track_visual_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gui_camera_track_visual_set_name(obj, name)
    _gui_camera_track_visual_set_min_dist(obj, min_dist)
    _gui_camera_track_visual_set_max_dist(obj, max_dist)
    _gui_camera_track_visual_set_static(obj, static)
    _gui_camera_track_visual_set_use_model_frame(obj, use_model_frame)
    _gui_camera_track_visual_set_xyz(obj, xyz)
    _gui_camera_track_visual_set_inherit_yaw(obj, inherit_yaw)
    return True


(
    _gui_camera_set_xml_extras,
    _gui_camera_set_xml_origin,
    _gui_camera_set_name,
    _gui_camera_set_view_controller,
    _gui_camera_set_projection_type,
    _gui_camera_set_track_visual,
    _gui_camera_set_pose,
) = sdf.setters(
    GuiCamera,
    "xml_extras",
    "xml_origin",
    "name",
    "view_controller",
    "projection_type",
    "track_visual",
    "pose",
)


@sdf.fills(GuiCamera)
def _fill_gui_camera(
    obj: GuiCamera, node: etree._Element, ctx: sdf.ReadContext, parent_path: str
) -> bool:
    """Read the fields of a lazy ``GuiCamera`` from its element."""
    name_text = node.get("name")
    if name_text is None:
        path = f"{parent_path}/camera"
    else:
        path = f'{parent_path}/camera[@name="{name_text}"]'
    found: list[str] = []
    name: object = "user_camera"
    text = node.get("name")
    if text is not None:
        name = text
        found.append("name")
    view_controller: object = "orbit"
    projection_type: object = "perspective"
    track_visual: GuiCameraTrackVisual | None = None
    pose: Pose | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "view_controller":
            view_controller = item.text or ""
            order.append("view_controller")
        elif tag == "projection_type":
            projection_type = item.text or ""
            order.append("projection_type")
        elif tag == "track_visual":
            track_visual = sdf.unfilled(GuiCameraTrackVisual, item, ctx, path)
            order.append("track_visual")
        elif tag == "pose":
            pose = sdf.unfilled(_imports.Pose, item, ctx, path)
            order.append("pose")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gui_camera_set_xml_extras(obj, extras)
    _gui_camera_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gui_camera_set_name(obj, name)
    _gui_camera_set_view_controller(obj, view_controller)
    _gui_camera_set_projection_type(obj, projection_type)
    _gui_camera_set_track_visual(obj, track_visual)
    _gui_camera_set_pose(obj, pose)
    return True


(
    _gui_set_xml_extras,
    _gui_set_xml_origin,
    _gui_set_fullscreen,
    _gui_set_plugins,
    _gui_set_camera,
) = sdf.setters(Gui, "xml_extras", "xml_origin", "fullscreen", "plugins", "camera")


@sdf.fills(Gui)
def _fill_gui(obj: Gui, node: etree._Element, ctx: sdf.ReadContext, parent_path: str) -> bool:
    """Read the fields of a lazy ``Gui`` from its element."""
    path = f"{parent_path}/gui"
    found: list[str] = []
    fullscreen: object = False
    text = node.get("fullscreen")
    if text is not None:
        fullscreen = ctx.parsed(_PARSE_BOOL, text)
        found.append("fullscreen")
    plugins: list[Plugin] = []
    camera: GuiCamera | None = None
    order: list[str] = []
    for item in node.iterchildren(etree.Element):
        tag = item.tag
        if tag == "plugin":
            plugins.append(sdf.unfilled(_imports.Plugin, item, ctx, path))
            order.append("plugins")
        elif tag == "camera":
            camera = sdf.unfilled(GuiCamera, item, ctx, path)
            order.append("camera")
        else:  # not a fast-path document
            return False
    order_read, present = ctx.shared_layout(found, order)
    extras = sdf.XmlExtras(order=order_read, present=present)
    _gui_set_xml_extras(obj, extras)
    _gui_set_xml_origin(obj, sdf.origin(node, ctx.file, path))
    _gui_set_fullscreen(obj, fullscreen)
    _gui_set_plugins(obj, plugins)
    _gui_set_camera(obj, camera)
    return True

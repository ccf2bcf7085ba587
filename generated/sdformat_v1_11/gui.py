"""SDFormat 1.11 element classes of ``spec/1.11/gui.sdf``.

Generated from spec/1.11/gui.sdf by make generate. Do not edit: change the
spec file or templates/ and regenerate.
"""

from __future__ import annotations

from typing import ClassVar

import attrs

# Helpers are used through the module name: a field may be called `child` or `value`.
from sdformat_runtime import binding as sdf
from sdformat_runtime.values import FloatArray
from sdformat_v1_11.plugin import Plugin
from sdformat_v1_11.pose import Pose

__all__ = [
    "Gui",
    "GuiCamera",
    "GuiCameraTrackVisual",
]


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/gui.sdf"

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


@attrs.define(kw_only=True, eq=False)
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
            roll pitch yaw` (metres, then rotations about the fixed x, y and z axes in that
            order), or `x y z qx qy qz qw` when rotation_format is quat_xyzw.
    """

    TAG: ClassVar[str] = "camera"
    SPEC_FILE: ClassVar[str] = "spec/1.11/gui.sdf"

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

    pose: Pose | None = sdf.child("pose", lambda: Pose)
    """Position and orientation of the element in the frame named by relative_to: `x y z roll
    pitch yaw` (metres, then rotations about the fixed x, y and z axes in that order),
    or `x y z qx qy qz qw` when rotation_format is quat_xyzw."""


@attrs.define(kw_only=True, eq=False)
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
    SPEC_FILE: ClassVar[str] = "spec/1.11/gui.sdf"

    fullscreen: bool = sdf.attribute("fullscreen", "bool", "false")
    """Whether the GUI window opens in full-screen mode."""

    plugins: list[Plugin] = sdf.child("plugin", lambda: Plugin, cardinality="*")
    """A library loaded at run time to extend the simulator. It may appear in a world, model,
    sensor, visual or the GUI, and its child elements are passed to it as configuration."""

    camera: GuiCamera | None = sdf.child("camera", lambda: GuiCamera)
    """The user's viewpoint camera in the GUI."""

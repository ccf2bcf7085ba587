"""The page: a viser server showing one world or model, with its controls.

``Viewer`` draws the ``SceneContent`` of a document once, a node per placed
frame with its shapes, axes, name and joint axes below it, and then only
moves those nodes: every change of a slider asks the document for every
frame's pose at the new positions (``Document.poses``, which applies mimic
constraints) and sets each node's transform. The side panel has a slider per
joint axis (followers greyed, moving with their leaders), a reset, switches
for what is drawn, a readout of any frame's pose relative to any other, and
the problems.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import math
import os
import sys
import threading
import warnings
import webbrowser
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from sdformat_runtime.errors import Error, ErrorCode, Severity, problem
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.frame_queries import FrameQueries
from sdformat_semantics.geometry.pose import Pose
from sdformat_semantics.kinematics import ConfigurationError, JointLimitWarning
from sdformat_semantics.kinematics.configuration import ScalarPositions
from sdformat_semantics.view.content import SceneContent, scene_content
from sdformat_semantics.view.drawing import (
    MODEL_COLOURS,
    draw_bones,
    draw_frame_axes,
    draw_joint_axes,
    draw_shape,
    wxyz,
)
from sdformat_semantics.view.library import import_viser
from sdformat_semantics.view.panel import LAYER_SWITCHES, Panel
from sdformat_semantics.view.picture import default_camera, take_picture

FloatArray = npt.NDArray[np.float64]

AXES_FRACTION = 0.2
"""Frame axes are this fraction of the scene's extent long (within the two bounds below)."""

AXES_BOUNDS = (0.02, 0.5)

BONE_FRACTION = 0.5
"""Or this fraction of the skeleton's typical line, where it has one."""

HIGHLIGHT = "/highlight"
"""The scene node that marks the frame of the problem chosen in the panel."""

LABEL_SCALE = 0.8
"""Frame names are drawn this much smaller than viser's default: scoped names are long."""


class Viewer:
    """One document shown on a page served at ``url`` (see the module docstring).

    Attributes:
        document: The document shown.
        content: What is drawn.
        server: The ``viser.ViserServer``.
        positions: The current position of every slider's axis, followers included.
        nodes: The scene node of each placed frame, by its scoped name.
    """

    def __init__(
        self,
        document: FrameQueries,
        problems: list[Error],
        *,
        world: str | None = None,
        model: str | None = None,
        positions: ScalarPositions | None = None,
        config: ParserConfig | None = None,
        layers: Mapping[str, bool] | None = None,
        host: str = "127.0.0.1",
        port: int = 8080,
    ) -> None:
        """Draw the document and serve the page.

        Args:
            document: The loaded document.
            problems: Its problems, listed beside the view.
            world: The world to show (default: the first, or the root model).
            model: Show only this model.
            positions: Where the joints start (default zero), as ``Document.pose`` takes them.
            config: Resolves mesh URIs (default: ``ParserConfig()``).
            layers: Layers (``LAYERS``) to show or hide at first, the others as
                the page starts them (names hidden, and collisions too unless
                nothing else could be drawn).
            host: The address served on (``127.0.0.1``: this machine only).
            port: The port (0: any free one).

        Raises:
            ViewerMissingError: viser is not installed.
            FrameLookupError: ``world`` or ``model`` names nothing.
            ConfigurationError: ``positions`` cannot be applied.
        """
        viser = import_viser(getattr(document, "file", None))
        self.document = document
        self.content: SceneContent = scene_content(
            document, problems, world=world, model=model, config=config
        )
        self.start = {s.key: 0.0 for s in self.content.sliders}
        self.positions: dict[tuple[str, str], float] = dict(self.start)
        self.nodes: dict[str, Any] = {}
        self.highlighted: str | None = None
        self.marker: Any = None  # the highlight's scene node
        with contextlib.redirect_stdout(io.StringIO()):  # viser's banner: we print the URL
            self.server = viser.ViserServer(host=host, port=port, verbose=False)
        try:
            self.length = _axes_length(document, self.content)
            self._draw()
            first = dict(LAYER_SWITCHES)
            # A document with collisions only (MJCF geoms, say) would show nothing.
            first["collisions"] = first["collisions"] or not self.layers["visuals"]
            self.shown = first | dict(layers or {})
            for layer, on in self.shown.items():
                self.show_layer(layer, on)
            self.panel = Panel(self.server.gui, self)
            self.set_positions(positions or {})
            standing, looking = self.default_camera()
            self.server.initial_camera.position = tuple(standing)
            self.server.initial_camera.look_at = tuple(looking)
        except BaseException:
            self.stop()  # serve nothing half drawn
            raise
        self.start = dict(self.positions)
        self.panel.problems(self.content.problems)

    @property
    def url(self) -> str:
        """Where the page is served."""
        return f"http://{self.server.get_host()}:{self.server.get_port()}/"

    def _draw(self) -> None:
        """Every placed frame's node, with its shapes, axes, name and joint axes below it."""
        scene = self.server.scene
        scene.set_up_direction("+z")
        models = sorted({frame.model for frame in self.content.frames})
        colours = {m: MODEL_COLOURS[i % len(MODEL_COLOURS)] for i, m in enumerate(models)}
        self.layers: dict[str, list[Any]] = {k: [] for k in LAYERS}
        for index, frame in enumerate(self.content.frames):
            node = f"/frames/f{index}"
            self.nodes[frame.name] = scene.add_frame(node, show_axes=False)
            axes = draw_frame_axes(scene, f"{node}/axes", self.length, colours[frame.model])
            axes.on_click(self._picked(frame.name))
            self.layers["frames"].append(axes)
            self.layers["names"].append(
                scene.add_label(f"{node}/name", frame.name, font_screen_scale=LABEL_SCALE)
            )
            if frame.bones:
                bones = draw_bones(
                    scene, f"{node}/bones", frame.bones, self.length / 15.0, colours[frame.model]
                )
                self.layers["skeleton"].append(bones)
            if frame.axes:
                lines = draw_joint_axes(scene, f"{node}/joint_axes", frame.axes, self.length * 1.5)
                self.layers["joint axes"].append(lines)
            for number, shape in enumerate(frame.shapes):
                try:
                    handle = draw_shape(scene, f"{node}/{shape.role}{number}", shape)
                except ValueError as error:
                    message = f"{shape.role} '{shape.name}' of '{frame.name}': mesh {error}"
                    self.content.problems.append(
                        problem(ErrorCode.VIEW_LEFT_OUT, message, severity=Severity.WARNING)
                    )
                    continue
                handle.on_click(self._picked(frame.name))
                self.layers["collisions" if shape.role == "collision" else "visuals"].append(handle)
        size = 20 * self.length
        scene.add_grid("/grid", width=size, height=size, cell_size=self.length)

    def _picked(self, frame: str) -> Callable[[Any], None]:
        """What clicking a frame's axes or shapes does: its name and pose in the readout."""
        return lambda _event: self.panel.pick(frame)

    def highlight(self, frame: str | None) -> None:
        """Mark a frame with a see-through red ball that moves with it (None: remove it)."""
        self.highlighted = frame
        if frame is None:
            if self.marker is not None:
                self.marker.remove()
                self.marker = None
            return
        if self.marker is None:
            radius, colour = self.length * 0.6, (230, 30, 30)
            self.marker = self.server.scene.add_icosphere(
                HIGHLIGHT, radius=radius, color=colour, opacity=0.5
            )
        node = self.nodes[frame]
        self.marker.position = node.position
        self.marker.wxyz = node.wxyz

    def show_layer(self, layer: str, visible: bool) -> None:
        """Show or hide every node of one layer (``LAYERS``)."""
        for handle in self.layers[layer]:
            handle.visible = visible

    def set_positions(self, positions: ScalarPositions) -> list[str]:
        """Move the joints (the others keep their positions) and every node with them.

        Args:
            positions: Joint or axis -> position, as ``Document.pose`` takes them.

        Returns:
            What the document warned of (positions beyond limits), one line each.

        Raises:
            ConfigurationError: Positions that cannot be applied (unknown joints...).
        """
        if not self.document.graphs:  # nothing could be placed: nothing moves
            notes = ["nothing could be placed, so no joint moves"] if positions else []
            self.panel.moved(self.positions, notes)
            return notes
        wanted: dict[Any, Any] = {k: v for k, v in self.positions.items() if not self._follows(k)}
        for key, value in positions.items():
            named = (key, "axis") if isinstance(key, str) else key
            wanted[named] = value
        kinematics = self.document.kinematics(self.content.world)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            configuration = kinematics.configure(wanted)
            poses = self.document.poses(wanted, frames=self.content.names, world=self.content.world)
        for key in self.positions:
            found = configuration.coordinates.get(key)
            if found is not None:
                self.positions[key] = float(np.asarray(found).reshape(-1)[0])
        with self.server.atomic():
            for name, matrix in poses.items():
                pose = Pose.from_matrix(matrix)
                self.nodes[name].position = tuple(pose.position)
                self.nodes[name].wxyz = wxyz(pose)
        if self.highlighted is not None:
            self.highlight(self.highlighted)  # moved with its frame
        notes = list(dict.fromkeys(str(w.message) for w in caught))  # configure and poses both warn
        self.panel.moved(self.positions, notes)
        return notes

    def _follows(self, key: tuple[str, str]) -> bool:
        return any(s.key == key and s.leader for s in self.content.sliders)

    def pose_text(self, frame: str, relative_to: str) -> str:
        """A frame's pose relative to another at the current positions, for the readout."""
        try:
            with warnings.catch_warnings():  # beyond a limit: the joints' notes say so already
                warnings.simplefilter("ignore", JointLimitWarning)
                pose = self.document.pose(
                    frame, relative_to, world=self.content.world, positions=self.positions or None
                )
        except (ConfigurationError, LookupError) as error:
            return f"cannot be computed: {error}"
        return (
            f"xyz: {_numbers(pose.position)}\n"
            f"rpy: {_numbers(pose.rpy())} (rad)\n"
            f"xyzw: {_numbers(pose.quaternion)}"
        )

    def node_transform(self, frame: str) -> FloatArray:
        """The 4x4 transform of a frame's node as the scene holds it (for tests and checks)."""
        node = self.nodes[frame]
        w, x, y, z = (float(v) for v in node.wxyz)
        return Pose(tuple(node.position), (x, y, z, w)).matrix()

    def screenshot(
        self,
        path: str | os.PathLike[str],
        *,
        size: tuple[int, int] = (960, 720),
        camera: npt.ArrayLike | None = None,
        target: npt.ArrayLike | None = None,
        browser: str | None = None,
    ) -> Path:
        """Write a PNG picture of the scene, drawn by a headless browser (no person needed).

        Args:
            path: The file to write.
            size: Width and height in pixels.
            camera: Where the camera stands (default: framing every frame, front right).
            target: What it looks at (default: the middle of the frames).
            browser: The Chromium or Chrome to start (default: ``SDFORMAT_BROWSER``,
                else the first on PATH).

        Raises:
            BrowserMissingError: No browser found (its ``problem`` is ``BROWSER_MISSING``).
            TimeoutError: The browser did not draw the page in time.
        """
        standing, looking = self.default_camera()
        return take_picture(
            self.server,
            self.url,
            path,
            camera=np.asarray(camera if camera is not None else standing, dtype=np.float64),
            target=np.asarray(target if target is not None else looking, dtype=np.float64),
            size=size,
            browser=browser,
        )

    def default_camera(self) -> tuple[FloatArray, FloatArray]:
        """Where the camera stands and what it looks at, to frame every frame's origin."""
        origins = np.array([node.position for node in self.nodes.values()], dtype=np.float64)
        return default_camera(origins.reshape(-1, 3))

    def stop(self) -> None:
        """Stop serving the page."""
        with contextlib.redirect_stdout(io.StringIO()):  # viser's goodbye, said by its thread
            self.server.stop()
            self.server.get_event_loop()  # the loop's thread has been joined by now


def present(viewer: Viewer, block: bool | None) -> Viewer:
    """Show a viewer's page: inline in a notebook, else in the browser (serving until Ctrl-C).

    Args:
        viewer: The viewer, serving.
        block: Wait for Ctrl-C, then stop serving (default: outside a notebook).
    """
    notebook = _in_notebook()
    if notebook:
        shown = importlib.import_module("IPython.display")  # there in every notebook
        shown.display(shown.IFrame(viewer.url, width="100%", height=600))
    else:
        print(f"sdformat view: serving {viewer.url} (Ctrl-C to stop)", flush=True)
        open_in_browser(viewer.url)
    if block if block is not None else not notebook:
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            viewer.stop()
    return viewer


def open_in_browser(url: str) -> None:
    """Open the page in the user's browser, where there is a screen to show it on.

    Without one (a server, a container, CI), Python's ``webbrowser`` could start
    a browser that fails on no display, so the URL printed is all there is.
    """
    screen = sys.platform in ("darwin", "win32") or any(
        os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY")
    )
    if screen:
        webbrowser.open(url)


def _in_notebook() -> bool:
    """Whether this runs in a Jupyter kernel (IPython's shell in a kernel has ``kernel``)."""
    shell = getattr(sys.modules.get("IPython"), "get_ipython", lambda: None)()
    return shell is not None and hasattr(shell, "kernel")


LAYERS = tuple(layer for layer, _ in LAYER_SWITCHES)
"""What the page's switches show or hide."""


def _numbers(values: npt.ArrayLike) -> str:
    """Numbers to six significant digits, what is below a nanometre or nanoradian shown as 0."""
    return " ".join(f"{round(float(v), 9) + 0.0:.6g}" for v in np.asarray(values).reshape(-1))


def _axes_length(document: FrameQueries, content: SceneContent) -> float:
    """How long frame axes are drawn: a fraction of the extent of the frames' origins."""
    if not content.frames:
        return 0.1
    try:
        poses = document.poses(frames=content.names, world=content.world)
    except (ConfigurationError, LookupError):
        return 0.1
    origins = np.array([matrix[:3, 3] for matrix in poses.values()])
    extent = float(np.max(np.ptp(origins, axis=0))) if len(origins) > 1 else 0.0
    bones = [float(np.linalg.norm(end)) for frame in content.frames for end in frame.bones]
    bones = [length for length in bones if length > 1e-9]
    # Half the typical distance from a joint to its links keeps a robot's axes apart;
    # without a skeleton, a fraction of the whole scene.
    wanted = BONE_FRACTION * float(np.median(bones)) if bones else AXES_FRACTION * extent
    if not math.isfinite(wanted) or wanted == 0.0:
        return 0.1
    return min(max(wanted, AXES_BOUNDS[0]), AXES_BOUNDS[1])

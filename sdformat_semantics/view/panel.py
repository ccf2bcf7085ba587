"""The page's side panel: joint sliders, a reset, what is drawn, a pose readout, problems."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from sdformat_runtime.errors import Error, Severity
from sdformat_semantics.kinematics.configuration import ScalarPositions
from sdformat_semantics.view.content import SceneContent, problem_frame

SLIDER_STEPS = 1000
"""Each slider moves in this many steps between its limits."""

PROBLEMS_SHOWN = 200
"""At most this many problems are listed (the count says how many there are)."""


class Shown(Protocol):
    """What the panel asks of the viewer (``Viewer``)."""

    content: SceneContent
    start: dict[tuple[str, str], float]
    shown: dict[str, bool]

    def set_positions(self, positions: ScalarPositions) -> list[str]:
        """Move the joints."""

    def show_layer(self, layer: str, visible: bool) -> None:
        """Show or hide a layer."""

    def pose_text(self, frame: str, relative_to: str) -> str:
        """A frame's pose relative to another, as text."""

    def highlight(self, frame: str | None) -> None:
        """Mark a frame in the scene (None: no longer)."""


NO_PROBLEM = "(none)"
"""The choice of the problems' dropdown that highlights nothing."""

LAYER_SWITCHES = (
    ("visuals", True),
    ("collisions", False),
    ("frames", True),
    ("names", False),
    ("joint axes", True),
    ("skeleton", True),
)
"""Each layer's switch and whether it starts on."""


class Panel:
    """The controls (see the module docstring); ``sliders`` are by positions key."""

    def __init__(self, gui: Any, viewer: Shown) -> None:
        self.gui = gui
        self.viewer = viewer
        self.sliders: dict[tuple[str, str], Any] = {}
        self._quiet = False  # set while the viewer moves sliders itself
        content = viewer.content
        where = content.world if content.world is not None else "the model"
        gui.add_markdown(f"**{len(content.frames)} frames** of {_escape(where)}")
        with gui.add_folder("Joints"):
            for slider in content.sliders:
                step = (slider.upper - slider.lower) / SLIDER_STEPS
                hint = f"follows {slider.leader}" if slider.leader else f"{slider.axis} position"
                hint = "its limits leave it no motion" if slider.stuck else hint
                handle = gui.add_slider(
                    slider.label,
                    min=slider.lower,
                    max=slider.upper,
                    step=step,
                    initial_value=min(max(0.0, slider.lower), slider.upper),
                    disabled=bool(slider.leader) or slider.stuck,
                    hint=hint,
                )
                handle.on_update(self._slid(slider.key))
                self.sliders[slider.key] = handle
            if not content.sliders:
                gui.add_markdown("no joint moves")
            reset = gui.add_button("Reset")
            reset.on_click(lambda _event: self.viewer.set_positions(self.viewer.start))
            self.notes = gui.add_markdown("")
        with gui.add_folder("Show"):
            for layer, on in viewer.shown.items():
                switch = gui.add_checkbox(layer, on)
                switch.on_update(self._switched(layer, switch))
        with gui.add_folder("Pose of a frame"):
            names = content.names or ["(none)"]
            self.frame = gui.add_dropdown("frame", names, initial_value=names[-1])
            self.base = gui.add_dropdown("relative to", names, initial_value=names[0])
            self.readout = gui.add_text("pose", "", multiline=True, disabled=True)
            for handle in (self.frame, self.base):
                handle.on_update(lambda _event: self.read())

    def _slid(self, key: tuple[str, str]) -> Callable[[Any], None]:
        def moved(_event: Any) -> None:
            if not self._quiet:
                self.viewer.set_positions({key: float(self.sliders[key].value)})

        return moved

    def _switched(self, layer: str, switch: Any) -> Callable[[Any], None]:
        return lambda _event: self.viewer.show_layer(layer, bool(switch.value))

    def moved(self, positions: Mapping[tuple[str, str], float], notes: list[str]) -> None:
        """The joints moved: put every slider where its axis is, and refresh the readout."""
        self._quiet = True
        try:
            for key, handle in self.sliders.items():
                if key in positions and handle.value != positions[key]:
                    handle.value = positions[key]
        finally:
            self._quiet = False
        self.notes.content = "\n\n".join(_escape(note) for note in notes)
        self.read()

    def pick(self, frame: str) -> None:
        """A frame was clicked in the scene: read out its pose (its name shows in the dropdown)."""
        self.frame.value = frame
        self.read()

    def read(self) -> None:
        """Refresh the pose readout."""
        if self.viewer.content.frames:
            self.readout.value = self.viewer.pose_text(self.frame.value, self.base.value)

    def problems(self, problems: list[Error]) -> None:
        """List the problems (errors first), one line each with place and code."""
        errors = [p for p in problems if p.severity is Severity.ERROR]
        ordered = errors + [p for p in problems if p.severity is not Severity.ERROR]
        label = f"Problems: {len(errors)} errors, {len(problems) - len(errors)} warnings"
        lines = [f"{n}. {_escape(str(p))}" for n, p in enumerate(ordered[:PROBLEMS_SHOWN], 1)]
        if len(ordered) > PROBLEMS_SHOWN:
            lines.append(f"- ... and {len(ordered) - PROBLEMS_SHOWN} more")
        # The problems whose element has a place in the scene can be shown there.
        self.placed_problems = {
            f"{n}. {p.code.value} ({frame})": frame
            for n, p in enumerate(ordered[:PROBLEMS_SHOWN], 1)
            if (frame := problem_frame(p, self.viewer.content)) is not None
        }
        with self.gui.add_folder(label, expand_by_default=bool(errors)):
            if self.placed_problems:
                options = [NO_PROBLEM, *self.placed_problems]
                self.problem_choice = self.gui.add_dropdown("show in scene", options)
                self.problem_choice.on_update(lambda _event: self._problem_chosen())
            self.gui.add_markdown("\n\n".join(lines) or "none")

    def _problem_chosen(self) -> None:
        """Highlight the frame of the problem chosen (nothing for ``NO_PROBLEM``)."""
        frame = self.placed_problems.get(str(self.problem_choice.value))
        self.viewer.highlight(frame)
        if frame is not None:
            self.pick(frame)


def _escape(text: str) -> str:
    """Text shown as itself in Markdown."""
    for special in "\\`*_{}[]<>()#+-!|":
        text = text.replace(special, "\\" + special)
    return text

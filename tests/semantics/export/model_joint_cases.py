"""Generated joints whose parent or child names a model frame, for writing down.

SDFormat 1.8 lets a joint end name a model frame (``__model__``,
``X::__model__``, ``X::Y::__model__``); libsdformat 12, which reads 1.8 and
1.9, does not, so the writer names the link that frame is attached to. Each
case is one model of a world: an outer model with a link ``base``, a nested
model ``X`` (two links, its canonical link implicit or named) holding a model
``Y``, and one joint whose ``parent`` or ``child`` names one of the three
model frames, the other end a link attached elsewhere, with no joint pose, a
pose relative to the (default) child frame, or a pose relative to another
frame. ``model_joints.sdf`` in ``tests/data/downconvert`` is the world of all
of them, which the reference expectations cover.
"""

from __future__ import annotations

import itertools

ENDS = ("parent", "child")
MODEL_FRAMES = ("__model__", "X::__model__", "X::Y::__model__")
JOINT_POSES = ("none", "default_frame", "relative_to")
CANONICAL = (False, True)
"""Whether ``X`` names its canonical link (its second link) or takes its first."""
SHAPES = list(itertools.product(ENDS, MODEL_FRAMES, JOINT_POSES, CANONICAL))

_POSES = {
    "none": "",
    "default_frame": "<pose>0.05 0 0.1 0 0.2 0</pose>",
    "relative_to": '<pose relative_to="X::xa">0.05 0 0.1 0 0.2 0</pose>',
}


def canonical_link(index: int) -> str:
    """The link (scoped in the case's model) the case's model frame is attached to."""
    _, frame, _, canonical = SHAPES[index]
    return {"__model__": "base", "X::__model__": "X::xb" if canonical else "X::xa"}.get(
        frame, "X::Y::yl"
    )


def case_model(index: int) -> str:
    """The model of case ``index`` (one of ``SHAPES``), named ``case_<index>``."""
    end, frame, pose, canonical = SHAPES[index]
    other = "X::Y::yl" if frame == "__model__" else "base"
    parent, child = (frame, other) if end == "parent" else (other, frame)
    named = ' canonical_link="xb"' if canonical else ""
    return (
        f'<model name="case_{index}"><pose>{index} 0 0 0 0 0.4</pose>'
        '<link name="base"><pose>0 0 0.2 0 0 0</pose></link>'
        f'<model name="X"{named}><pose>0.3 0.5 0.1 0.2 0 0.1</pose>'
        '<link name="xa"><pose>0 0 0.1 0 0 0</pose></link>'
        '<link name="xb"><pose>0.2 0 0.3 0 0.3 0</pose></link>'
        '<model name="Y"><pose relative_to="xb">0 0.4 0 0 0 0.5</pose>'
        '<link name="yl"><pose>0.1 0.1 0 0.2 0 0</pose></link></model>'
        "</model>"
        f'<joint name="j" type="revolute">{_POSES[pose]}'
        f"<parent>{parent}</parent><child>{child}</child>"
        "<axis><xyz>0 0 1</xyz></axis></joint>"
        "</model>"
    )


def world(indices: list[int]) -> str:
    """A 1.10 world of the given cases, laid out one model a line."""
    models = "\n    ".join(case_model(index) for index in indices)
    return (
        '<?xml version="1.0"?>\n<sdf version="1.10">\n  <world name="w">\n'
        f"    {models}\n  </world>\n</sdf>\n"
    )

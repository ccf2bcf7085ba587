"""Generated models whose nested models are static, linkless, or both, for writing down.

Each case is one model of a world: an outer model (with or without a link of
its own, static or not) holding a nested model ``a`` (static or not, with or
without a link, with a frame ``f``), itself optionally holding a model ``b``
(likewise), and a frame ``top`` of the outer model attached to ``a`` and
placed relative to ``a::f``. The cases that are valid 1.8 are what writing
down to 1.7 must handle; ``static_nested.sdf`` in ``tests/data/downconvert``
is the world of all of them, which the reference expectations cover.
"""

from __future__ import annotations

import itertools

SHAPES = list(itertools.product((False, True), repeat=7))
"""outer link, outer static, a static, a link, has b, b static, b link."""


def _model(name: str, static: bool, link: bool, pose: str, inner: str = "") -> str:
    return (
        f'<model name="{name}">'
        + ("<static>true</static>" if static else "")
        + f"<pose>{pose}</pose>"
        + ('<link name="l"><pose>0 0 0.5 0 0 0</pose></link>' if link else "")
        + '<frame name="f"><pose>0.1 0 0.2 0 0.3 0</pose></frame>'
        + inner
        + "</model>"
    )


def case_model(index: int) -> str:
    """The outer model of case ``index`` (one of ``SHAPES``), named ``case_<index>``."""
    outer_link, outer_static, a_static, a_link, has_b, b_static, b_link = SHAPES[index]
    if not has_b and (b_static or b_link):
        return ""  # the same case as without b's flags
    inner = _model("b", b_static, b_link, "0 0.5 0 0.2 0 0") if has_b else ""
    return (
        f'<model name="case_{index}">'
        + ("<static>true</static>" if outer_static else "")
        + f"<pose>{index} 0 0 0 0 0.4</pose>"
        + ('<link name="base"/>' if outer_link else "")
        + _model("a", a_static, a_link, "0 1 0.3 0.1 0 0", inner)
        + '<frame name="top" attached_to="a"><pose relative_to="a::f">0 0 0.1 0 0 0</pose></frame>'
        + "</model>"
    )


def world(indices: list[int]) -> str:
    """A 1.8 world of the given cases, laid out one element a line."""
    models = "\n    ".join(case_model(index) for index in indices)
    return f'<?xml version="1.0"?>\n<sdf version="1.8">\n  <world name="w">\n    {models}\n  </world>\n</sdf>\n'

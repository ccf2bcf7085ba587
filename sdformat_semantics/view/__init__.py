"""The 3D view: a document drawn on a page served on localhost, with joint sliders.

* ``library``: ``viser`` imported on first use, or a ``VIEWER_MISSING`` problem
  that names the ``[view]`` extra;
* ``content``: what is drawn, read from the document without viser (frames,
  shapes, joint axes, sliders, and ``VIEW_LEFT_OUT`` warnings);
* ``drawing``: shapes and axes drawn into a viser scene;
* ``panel``: the side panel (sliders, reset, switches, pose readout, problems);
* ``viewer``: ``Viewer``, the page itself;
* ``browser``: headless Chromium, for pictures taken without a person present.

``Document.show()`` and ``sdformat view`` are the usual ways in.
"""

from __future__ import annotations

from sdformat_semantics.view.content import SceneContent, Shape, Slider, scene_content
from sdformat_semantics.view.library import ViewerMissingError, import_viser

__all__ = [
    "SceneContent",
    "Shape",
    "Slider",
    "ViewerMissingError",
    "import_viser",
    "scene_content",
]

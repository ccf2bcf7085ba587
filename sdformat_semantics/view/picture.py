"""A picture of the view, taken in headless Chromium at a chosen camera."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from sdformat_semantics.view.browser import (
    CONNECT_TIMEOUT,
    headless_browser,
    look_at,
    wait_for_client,
)

FloatArray = npt.NDArray[np.float64]

VIEW_DIRECTION = np.array([0.9, -1.6, 0.8])
"""Where the default camera stands, seen from the middle of the scene: front right, above."""

FIELD_OF_VIEW = np.radians(45.0)
"""The camera's vertical field of view."""


def default_camera(origins: FloatArray) -> tuple[FloatArray, FloatArray]:
    """A camera position and target that frame the given frame origins (an ``(N, 3)`` array)."""
    if len(origins) == 0:
        return np.array([1.0, -1.6, 0.8]), np.zeros(3)
    low, high = origins.min(axis=0), origins.max(axis=0)
    target = (low + high) / 2.0
    radius = max(float(np.linalg.norm(high - low)) / 2.0, 0.1)
    distance = 1.25 * radius / np.tan(FIELD_OF_VIEW / 2.0)
    direction = VIEW_DIRECTION / np.linalg.norm(VIEW_DIRECTION)
    return target + distance * direction, target


def take_picture(
    server: Any,
    url: str,
    path: str | os.PathLike[str],
    *,
    camera: FloatArray,
    target: FloatArray,
    size: tuple[int, int] = (960, 720),
    browser: str | None = None,
) -> Path:
    """Open ``url`` headless, render the scene from ``camera`` towards ``target``, write a PNG.

    Raises:
        BrowserMissingError: No Chromium or Chrome found.
        TimeoutError: The browser did not connect or render in time.
    """
    import imageio.v3 as iio  # a dependency of viser, so of the [view] extra

    width, height = size
    with headless_browser(url, browser=browser, size=size):
        client = wait_for_client(server)
        rotation = look_at(camera, target)
        render = {"wxyz": rotation, "position": tuple(float(v) for v in camera)}
        arguments = {**render, "fov": float(FIELD_OF_VIEW), "timeout": CONNECT_TIMEOUT}
        # The first render waits for what the page decodes by itself (meshes); the second shows it.
        client.get_render(height, width, **arguments)
        image = client.get_render(height, width, transport_format="png", **arguments)
    output = Path(path)
    iio.imwrite(output, image)
    return output

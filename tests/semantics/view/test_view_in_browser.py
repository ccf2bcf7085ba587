"""The page in headless Chromium: a slider moved on the page moves the scene as ``pose`` says."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from sdformat_semantics import load
from tests.conftest import REPO
from tests.helpers import run_cli

pytest.importorskip("viser", reason="the 3D view needs the [view] extra (viser)")
BROWSER = next((shutil.which(n) for n in ("chromium", "google-chrome") if shutil.which(n)), None)
pytestmark = [
    pytest.mark.slow,  # a browser started per test
    pytest.mark.skipif(
        BROWSER is None,
        reason="no Chromium (Debian: apt-get install chromium; docs/development.md)",
    ),
]

from sdformat_semantics.view.browser import headless_browser, wait_for_client  # noqa: E402
from sdformat_semantics.view.viewer import Viewer  # noqa: E402
from tests.semantics.view.devtools import Page  # noqa: E402

RACK_AND_PINION = REPO / "tests" / "data" / "mimic" / "rack_and_pinion.sdf"
"""A pinion whose rack follows it through a mimic constraint (0.02 m per radian)."""

SLIDERS = "document.querySelectorAll('[role=slider]')"


def test_a_slider_moved_on_the_page_moves_each_link_to_its_pose_with_its_followers() -> None:
    document = load(RACK_AND_PINION)
    viewer = Viewer(document, list(document.problems), port=0)
    leader = ("pinion_joint", "axis")
    try:
        with headless_browser(viewer.url, flags=["--remote-debugging-port=0"]) as (_, profile):
            wait_for_client(viewer.server)
            page = Page(profile)
            try:
                # The followers' sliders are there too (disabled): two in all.
                assert page.wait_for(f"{SLIDERS}.length >= 2")
                labels = page.evaluate(f"[...{SLIDERS}].map(s => s.getAttribute('aria-disabled'))")
                page.evaluate(f"{SLIDERS}[0].focus()")
                page.press("End", 35)  # the slider's largest value: the axis's upper limit
                moved = page.wait_for(f"{SLIDERS}[0].getAttribute('aria-valuenow') !== '0'")
                assert moved, "the page's slider did not move"
                shown = float(page.evaluate(f"{SLIDERS}[0].getAttribute('aria-valuenow')"))
            finally:
                page.close()
        value = viewer.positions[leader]
        assert value == pytest.approx(np.pi) and shown == pytest.approx(value, abs=1e-3)
        assert labels in (["false", "true"], [None, "true"])
        follower = viewer.positions[("rack_joint", "axis")]
        assert follower == pytest.approx(0.02 * value)
        for link in ("pinion", "rack", "chassis"):
            name = link
            expected = document.pose(name, positions={leader: value}).matrix()
            np.testing.assert_allclose(viewer.node_transform(name), expected, atol=1e-6)
    finally:
        viewer.stop()


def test_the_command_writes_a_picture_of_the_scene_at_the_joint_positions_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import imageio.v3 as iio

    out = tmp_path / "two_links.png"
    source = REPO / "docs" / "examples" / "two_links.sdf"
    joint = "--joint=two_links_orthogonal_1::jointAB=0.78"
    status, stdout, stderr = run_cli(
        capsys, "view", source, joint, "--screenshot", out, "--size", "320x240"
    )
    assert (status, stdout) == (0, ""), stderr
    image = iio.imread(out)
    assert image.shape[:2] == (240, 320)
    assert len(np.unique(image.reshape(-1, image.shape[2]), axis=0)) > 10  # not a blank page

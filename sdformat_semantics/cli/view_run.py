"""``sdformat view``'s work: load (errors and all), draw, then serve or take the picture."""

from __future__ import annotations

import argparse
import sys
import threading

from sdformat_semantics.cli.arguments import search_fields
from sdformat_semantics.cli.output import INVALID, USAGE, VALID, complain, in_reading_order
from sdformat_semantics.config import ParserConfig
from sdformat_semantics.document.loaded import FrameLookupError
from sdformat_semantics.kinematics import ConfigurationError
from sdformat_semantics.loading import load
from sdformat_semantics.view.browser import BrowserMissingError
from sdformat_semantics.view.library import ViewerMissingError
from sdformat_semantics.view.viewer import Viewer, open_in_browser


def show_document(arguments: argparse.Namespace) -> int:
    """Load the file and show it (see ``sdformat view --help``); returns the exit status.

    Every problem is printed on stderr and listed on the page; a document
    with errors is shown with what could be placed, and the status is then
    ``INVALID`` (1) once the page stops or the picture is written.
    """
    config = ParserConfig(**search_fields(arguments))
    document = load(arguments.file, config=config)
    for found in in_reading_order(document.problems):
        print(found, file=sys.stderr)
    layers = dict.fromkeys(arguments.show, True) | dict.fromkeys(arguments.hide, False)
    try:
        viewer = Viewer(
            document,
            list(document.problems),
            world=arguments.world,
            model=arguments.model,
            positions=arguments.positions,
            config=config,
            layers=layers,
            host=arguments.host,
            port=0 if arguments.screenshot else arguments.port,
        )
    except ViewerMissingError as error:
        print(error.problem, file=sys.stderr)
        return INVALID
    except (FrameLookupError, ConfigurationError) as error:
        complain(str(error))
        return USAGE
    for left_out in viewer.content.problems[len(document.problems) :]:
        print(left_out, file=sys.stderr)  # what the view could not draw
    status = INVALID if document.errors else VALID
    try:
        for note in viewer.set_positions({}):
            complain(note)
        if arguments.screenshot is None:
            return max(serve_until_interrupted(viewer.url), status)
        return _picture(viewer, arguments, status)
    finally:
        viewer.stop()


def _picture(viewer: Viewer, arguments: argparse.Namespace, status: int) -> int:
    """Write the picture ``--screenshot`` names; returns the status (``INVALID`` if it failed)."""
    try:
        written = viewer.screenshot(
            arguments.screenshot,
            size=arguments.pixels,
            camera=arguments.camera_at,
            target=arguments.target_at,
            browser=arguments.browser,
        )
    except BrowserMissingError as error:
        print(error.problem, file=sys.stderr)
        return INVALID
    except TimeoutError as error:
        complain(f"no picture: {error}")
        return INVALID
    complain(f"wrote {written}")
    return status


def serve_until_interrupted(url: str) -> int:
    """Say where the page is, then wait for Ctrl-C; returns ``VALID``."""
    print(f"sdformat view: serving {url} (Ctrl-C to stop)", file=sys.stderr, flush=True)
    open_in_browser(url)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        print("sdformat view: stopped", file=sys.stderr)
    return VALID

"""A pickled document answers the poses of its visuals and collisions as the original does.

The frame graphs keep elements without a frame (visuals, collisions,
sensors...) by object identity, and a link read lazily by its XML. Pickling
a document used to fail when it was read lazily (lxml elements do not
pickle) and to leave the copy's contents keyed by the original's object ids
when read eagerly, so ``pose_of`` found none of them. Now the contents are
listed again for the copy's objects: every vendored robot below, read either
way, pickles to a document with the original's problems and content poses.
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from pathlib import Path

import pytest

import sdformat_semantics
from sdformat_semantics import ParserConfig
from tests.conftest import DATA

FILES = [
    DATA / "urdf/rules/lumping.urdf",
    DATA
    / "urdf/real/ROBOTIS-GIT__turtlebot3_simulations/turtlebot3_gazebo/urdf/turtlebot3_waffle.urdf",
    DATA / "xacro/expected/fer.urdf",
    DATA / "urdf_export/shapes.sdf",
]


def _contents(document: sdformat_semantics.Document) -> Iterator[object]:
    assert document.root is not None
    models = [document.root.model] if document.root.model is not None else []
    for model in models:
        for link in model.links:
            yield from link.visuals
            yield from link.collisions


@pytest.mark.parametrize("lazy", [True, False], ids=["lazy", "eager"])
@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_a_pickled_document_poses_its_contents(path: Path, lazy: bool) -> None:
    config = ParserConfig()
    config.lazy = lazy
    document = sdformat_semantics.load(path, config=config)
    copy = pickle.loads(pickle.dumps(document))
    assert copy.problems == document.problems
    originals, copies = list(_contents(document)), list(_contents(copy))
    assert len(copies) == len(originals) > 0
    for original, copied in zip(originals, copies, strict=True):
        assert copy.pose_of(copied).isclose(document.pose_of(original), tol=0.0)

"""The public API as a user's type checker sees it (checked by ``make typecheck``, never run).

Each function holds calls the way users write them, with the variables typed
as users type them; mypy fails when a signature stops accepting them or
stops telling a single pose from a batch.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from sdformat_semantics import Document, Pose


def one_configuration_gives_one_pose(document: Document) -> list[Pose]:
    """A float per joint, or per (joint, axis), is one configuration: ``pose`` is a ``Pose``."""
    by_name: dict[str, float] = {"arm::elbow": 0.5}
    by_axis: dict[tuple[str, str], float] = {("arm::wrist", "axis2"): 0.1}
    return [
        document.pose("arm::tip", positions=by_name),
        document.pose("arm::tip", positions=by_axis),
        document.pose("arm::tip"),
    ]


def arrays_may_give_a_batch(document: Document) -> Pose | npt.NDArray[np.float64]:
    """Arrays of positions are a batch: the result may be an array of transforms."""
    batch: dict[str, npt.NDArray[np.float64]] = {"arm::elbow": np.linspace(0.0, 1.0, 5)}
    document.poses(batch)
    return document.pose("arm::tip", positions=batch)

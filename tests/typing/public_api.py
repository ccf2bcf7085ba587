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


def misspelt_names_of_lazy_packages_are_errors() -> None:
    """Packages that import their names on first use still refuse a misspelt one.

    Their module ``__getattr__`` is hidden from type checkers: were it seen,
    any name would type-check. Each ignore below is needed, or mypy reports it
    unused (``warn_unused_ignores``), so each line fails the check when a
    package's names stop being checked.
    """
    import sdformat_v1_6
    import sdformat_v1_12

    from sdformat_semantics import auto_inertia, include, kinematics, migration

    _ = sdformat_v1_12.Lnik  # type: ignore[attr-defined]
    _ = sdformat_v1_6.Lnik  # type: ignore[attr-defined]
    _ = kinematics.Kinematic  # type: ignore[attr-defined]
    _ = include.Composr  # type: ignore[attr-defined]
    _ = migration.migrat  # type: ignore[attr-defined]
    _ = auto_inertia.compute_inertal  # type: ignore[attr-defined]

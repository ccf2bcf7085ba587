"""The entities of a bound document, whatever its version: shapes, guards and walks.

The generated classes of each version (``sdformat_v1_7.Joint``,
``sdformat_v1_10.Joint``...) are distinct but share field names. The frame
graphs, includes, checks, mimic constraints, gearbox rewrite and document
queries reason about all of them, so they are typed against one set of
protocols:

* ``protocols``: read-only views of the fields they use (``ModelLike``,
  ``JointLike``, ``PoseLike``...), narrower ones for fields of some versions;
* ``guards``: questions to a class's binding metadata that narrow to those
  (``is_joint``, ``has_mimic``, ``placement_frame_of``...);
* ``walks``: the models and joints of a document (``all_models``, ``all_joints``);
* ``conformance``: the mypy-only proof that every version's classes fit.

This package sits below the frames, includes and checks and imports only the
runtime (the generated packages only for mypy's proof).
"""

from __future__ import annotations

from sdformat_semantics.entities.guards import (
    child_class,
    has_field,
    has_merge,
    has_mimic,
    has_rotation_format,
    has_world_joints,
    holds_model_list,
    holds_one_model,
    is_joint,
    is_model,
    is_posed,
    is_root,
    namespace_of,
    placement_frame_of,
)
from sdformat_semantics.entities.members import ModelMembers, model_members, placement_of
from sdformat_semantics.entities.protocols import (
    AxisLike,
    BoundElement,
    FormattedPoseLike,
    FrameLike,
    IncludeLike,
    JointLike,
    JointWorldLike,
    LinkLike,
    MergeIncludeLike,
    MimicAxisLike,
    MimicLike,
    ModelLike,
    ModelListRoot,
    Named,
    NamedElement,
    OneModelRoot,
    PlacedByFrame,
    PlacedIncludeLike,
    PlacedModelLike,
    Posed,
    PosedElement,
    PoseLike,
    RootLike,
    WorldLike,
    XyzLike,
)
from sdformat_semantics.entities.walks import (
    SEPARATOR,
    all_joints,
    all_models,
    iter_models,
    root_models,
    world_joints,
    worlds_of,
)

__all__ = [
    "SEPARATOR",
    "AxisLike",
    "BoundElement",
    "FormattedPoseLike",
    "FrameLike",
    "IncludeLike",
    "JointLike",
    "JointWorldLike",
    "LinkLike",
    "MergeIncludeLike",
    "MimicAxisLike",
    "MimicLike",
    "ModelLike",
    "ModelListRoot",
    "ModelMembers",
    "Named",
    "NamedElement",
    "OneModelRoot",
    "PlacedByFrame",
    "PlacedIncludeLike",
    "PlacedModelLike",
    "PoseLike",
    "Posed",
    "PosedElement",
    "RootLike",
    "WorldLike",
    "XyzLike",
    "all_joints",
    "all_models",
    "child_class",
    "has_field",
    "has_merge",
    "has_mimic",
    "has_rotation_format",
    "has_world_joints",
    "holds_model_list",
    "holds_one_model",
    "is_joint",
    "is_model",
    "is_posed",
    "is_root",
    "iter_models",
    "model_members",
    "namespace_of",
    "placement_frame_of",
    "placement_of",
    "root_models",
    "world_joints",
    "worlds_of",
]

"""A joint whose ends share a link: an error where libsdformat compares them, else a warning.

libsdformat resolves a joint's parent and child to links and refuses the
document when both are one link, but only for the joints of a top-level
model, of a world and of a world's models (``checkJointParentChildNames``
does not descend into nested models). gz-sim's own ``nested_models`` test
model has such a joint in a nested model and loads. Held here, for each
depth of nesting in a model file and in a world (recorded with ``ign sdf
-k``, libsdformat 12.3): the verdict is the reference's, and the nested
joint still gets a warning, since it joins a link to itself.
"""

from __future__ import annotations

import pytest

from sdformat_runtime.errors import ErrorCode, Severity
from sdformat_semantics import load
from tests.helpers import hermetic


def _joined_to_itself(name: str, link: str, nested: str = "") -> str:
    """A model ``name`` whose joint's parent is a frame on ``link`` and child ``link`` itself."""
    return (
        f'<model name="{name}"><link name="{link}"/><frame name="f_{link}" attached_to="{link}"/>'
        f'<joint name="j_{link}" type="revolute"><parent>f_{link}</parent><child>{link}</child>'
        f"<axis><xyz>0 0 1</xyz></axis></joint>{nested}</model>"
    )


NESTED = _joined_to_itself(
    "top", "a", _joined_to_itself("inner", "c", _joined_to_itself("deeper", "d"))
)
"""Three models, each nested in the one before, each with a joint joining a link to itself."""


@pytest.mark.parametrize(
    ("document", "checked"),
    [
        (f'<sdf version="1.9">{NESTED}</sdf>', {"j_a"}),
        (f'<sdf version="1.9"><world name="w">{NESTED}</world></sdf>', {"j_a"}),
    ],
    ids=["model file", "world"],
)
def test_the_reference_compares_the_ends_of_top_level_joints_only(
    document: str, checked: set[str]
) -> None:
    loaded = load(document, config=hermetic())
    found = {
        p.path.rsplit("joint[@name=", 1)[1].split('"')[1]: p.severity
        for p in loaded.problems
        if p.code is ErrorCode.JOINT_PARENT_SAME_AS_CHILD
    }
    assert set(found) == {"j_a", "j_c", "j_d"}
    for joint, severity in found.items():
        assert (severity is Severity.ERROR) == (joint in checked), joint
    nested = [p for p in loaded.warnings if p.code is ErrorCode.JOINT_PARENT_SAME_AS_CHILD]
    assert all("joins a link to itself" in p.message for p in nested)

"""A document warns once per joint and limit, however many queries cross it (issue 39)."""

from __future__ import annotations

import warnings

import pytest

import sdformat_semantics
from sdformat_semantics.kinematics import JointLimitWarning


def chain(joints: int) -> str:
    links = "".join(f"<link name='l{i}'/>" for i in range(joints + 1))
    moving = "".join(
        f"<joint name='j{i}' type='revolute'><parent>l{i}</parent><child>l{i + 1}</child>"
        "<axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis></joint>"
        for i in range(joints)
    )
    return f"<sdf version='1.11'><model name='m'>{links}{moving}</model></sdf>"


@pytest.mark.parametrize(("joints", "calls"), [(1, 200), (3, 50), (6, 20)])
def test_many_queries_beyond_limits_warn_once_per_joint_and_side(joints: int, calls: int) -> None:
    document = sdformat_semantics.load(chain(joints))
    last = f"l{joints}"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for call in range(calls):
            above = {f"j{i}": 1.5 + call * 0.01 for i in range(joints)}
            below = {f"j{i}": -1.5 - call * 0.01 for i in range(joints)}
            document.pose(last, positions=above)
            document.pose(last, positions=below)
    limit_warnings = [w for w in caught if issubclass(w.category, JointLimitWarning)]
    assert len(limit_warnings) == 2 * joints  # each joint, above and below
    messages = {str(w.message).split(" position ")[0] for w in limit_warnings}
    assert messages == {f"joint 'j{i}' axis" for i in range(joints)}


def test_each_document_warns_for_itself() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        for _ in range(3):
            sdformat_semantics.load(chain(1)).pose("l1", positions={"j0": 2})
    assert sum(issubclass(w.category, JointLimitWarning) for w in caught) == 3


def test_strict_still_refuses_every_time() -> None:
    document = sdformat_semantics.load(chain(1))
    for _ in range(3):
        with pytest.raises(ValueError, match="above its upper limit"):
            document.pose("l1", positions={"j0": 2}, strict=True)

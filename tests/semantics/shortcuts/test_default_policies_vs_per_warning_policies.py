"""Policies that change nothing, answered at once, against the look at every warning.

``apply_policies`` returns the problems as they are when every policy keeps
warnings as warnings (the default configuration, asked on every stage of
every load). The long way looks up each warning's policy. Both must give the
same problems, in the same order, for every combination of every policy of
``ParserConfig`` and a problem of every code and severity.
"""

from __future__ import annotations

import itertools

import attrs
import pytest

from sdformat_runtime.errors import Error, ErrorCode, Severity
from sdformat_semantics import config as config_module
from sdformat_semantics.config import ParserConfig, Policy, apply_policies

POLICIES = [field for field in attrs.fields(ParserConfig) if "Policy" in str(field.type)]
PROBLEMS = [
    Error(code, f"{code.value} here", "f.sdf", 3, "/sdf", severity, None, "s")
    for code in ErrorCode
    for severity in Severity
]


def test_every_policy_of_the_configuration_is_combined() -> None:
    names = {field.name for field in POLICIES}
    assert names >= {"warnings", *config_module._POLICY_OF_CODE.values()}


@pytest.mark.parametrize(
    "values",
    list(
        itertools.product(
            *[[*Policy, None] if "None" in str(field.type) else list(Policy) for field in POLICIES]
        )
    ),
)
def test_a_configuration_gives_the_problems_the_look_at_every_warning_gives(
    values: tuple[Policy | None, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    config = ParserConfig(
        **{field.name: value for field, value in zip(POLICIES, values, strict=True)}
    )
    quick = apply_policies(PROBLEMS, config)
    with monkeypatch.context() as patch:
        patch.setattr(config_module, "_keeps_every_warning", lambda config: False)
        long_way = apply_policies(PROBLEMS, config)
    assert quick == long_way
    assert [p.severity for p in quick] == [p.severity for p in long_way]
    if config == ParserConfig():
        assert quick == PROBLEMS

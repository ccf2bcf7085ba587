"""``run_steps``: walks written as steps run in the order of calls, at any depth."""

from __future__ import annotations

import sys

import pytest

from sdformat_semantics.entities.steps import Steps, run_steps


def _depth_steps(levels: int, order: list[int]) -> Steps[int]:
    order.append(levels)
    if levels == 0:
        return 0
    below: int = yield _depth_steps(levels - 1, order)
    order.append(-levels)
    return below + 1


def test_steps_run_in_call_order_past_the_recursion_limit() -> None:
    levels = 3 * sys.getrecursionlimit()
    order: list[int] = []
    assert run_steps(_depth_steps(levels, order)) == levels
    assert order == [*range(levels, -1, -1), *range(-1, -levels - 1, -1)]


def _failing(levels: int) -> Steps[int]:
    if levels == 0:
        raise KeyError("deepest")
    try:
        return (yield _failing(levels - 1))  # type: ignore[no-any-return]
    except KeyError:
        if levels == 2:  # caught two levels up, as a call would have been
            return -1
        raise


def test_an_exception_reaches_the_step_waiting_for_it() -> None:
    assert run_steps(_failing(5)) == -1
    with pytest.raises(KeyError, match="deepest"):
        run_steps(_failing(1))

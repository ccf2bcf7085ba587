"""Walks whose calls nest as deep as a document does, run without Python's stack.

A walk that needs the result of the same walk one level down (a model's
includes, whose included models have includes of their own) is written as a
generator, a *step*: where it would call itself it yields the step it needs,
``found = yield self._composing(model, site)``, and is sent that step's
result. ``run_steps`` keeps the steps waiting for one another on a list, so a
walk nested thousands of levels deep holds one Python frame per level of
that list, none on Python's stack, and runs in the very order the calls
would have run. ``yield from`` would nest the generators on Python's stack
again: steps never use it for one another.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")

Steps = Generator["Steps[Any]", Any, T]
"""A step: yields the steps whose results it needs, is sent each result, returns its own."""


def run_steps(first: Steps[T]) -> T:
    """Run ``first`` and every step it asks for, innermost first; return ``first``'s result.

    An exception out of a step is raised in the step waiting for it, where
    the call would have raised it.
    """
    waiting: list[Steps[Any]] = [first]
    sent: Any = None
    raised: BaseException | None = None
    while True:
        try:
            step = waiting[-1]
            needed = step.send(sent) if raised is None else step.throw(raised)
        except StopIteration as finished:
            waiting.pop()
            if not waiting:
                return finished.value  # type: ignore[no-any-return]  # first's return type
            sent, raised = finished.value, None
            continue
        except BaseException as error:
            waiting.pop()
            if not waiting:
                raise
            raised = error
            continue
        waiting.append(needed)
        sent, raised = None, None

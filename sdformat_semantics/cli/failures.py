"""How a failure of the tool itself (a bug) is described, in ``check`` reports and on stderr.

Kept apart from ``checking`` so the command line can report failures
without importing the load pipeline.
"""

from __future__ import annotations

TRACEBACK_VARIABLE = "SDFORMAT_TRACEBACK"
"""Set to 1 to let internal errors raise with their traceback (for debugging the tool)."""


def describe_failure(error: BaseException) -> str:
    """``Type: first line of the message`` of an exception, kept short."""
    detail = str(error).splitlines()[0][:200] if str(error) else ""
    return f"{type(error).__name__}{': ' if detail else ''}{detail}"

"""The warnings about included content that an include's parameters take out.

An ``<experimental:params>`` entry may remove (or replace) what the included
file holds. The file was read whole first, so its warnings cover content the
loaded document no longer has: a warning about an unknown ``<alwaysOn>`` in
a sensor the include removes points at nothing a user can see, and writing
the document cannot bring it back. Such warnings are let go; errors stay, as
the included file is itself wrong whatever the include does with it.
"""

from __future__ import annotations

from sdformat_runtime.binding import Element
from sdformat_runtime.errors import ProblemCollector, Severity
from sdformat_semantics.entities.elements import iter_elements


def forget_removed_warnings(problems: ProblemCollector, before: Element, after: Element) -> None:
    """Drop the warnings located in objects of ``before`` that ``after`` no longer holds."""
    removed = _read_places(before) - _read_places(after)
    if not removed:
        return
    prefixes = [(file, path, path + "/") for file, path in removed]

    def inside_removed(file: str | None, path: str) -> bool:
        return any(
            file == where and (path == whole or path.startswith(below))
            for where, whole, below in prefixes
        )

    problems.problems[:] = [
        problem
        for problem in problems.problems
        if problem.severity is not Severity.WARNING
        or not inside_removed(problem.file, problem.path)
    ]


def _read_places(root: Element) -> set[tuple[str | None, str]]:
    """The file and element path of every object below ``root`` read from a file."""
    return {
        (element.xml_origin.file, element.xml_origin.path)
        for _, element in iter_elements(root)
        if element.xml_origin is not None and element.xml_origin.file is not None
    }

"""The problems of one URDF conversion, each placed on its URDF element as ``problem()`` places it.

Converting reports a problem for most links of a typical robot (renamed and
moved visuals, lumped links, joint children SDFormat lacks): ``fer.urdf``'s
conversion makes 32. ``problem()`` walks every element's ancestors to write
its path; here the path of an element is its parent's, found once per
conversion, and one segment, so a link's visuals share its path. Each
problem is the ``Error`` that ``problem()`` makes for the same arguments.
"""

from __future__ import annotations

from lxml import etree

from sdformat_runtime.errors import (
    Error,
    ErrorCode,
    Place,
    ProblemCollector,
    Severity,
    element_step,
)
from sdformat_runtime.suggestions import did_you_mean


class UrdfProblems(ProblemCollector):
    """A ``ProblemCollector`` that remembers the element paths it wrote during one conversion."""

    def __init__(self, file: str | None = None) -> None:
        super().__init__(file)
        self._paths: dict[etree._Element, str] = {}

    def path(self, element: etree._Element) -> str:
        """``element_path(element)``: its ancestors' paths (remembered) and its own step.

        Walked up to the nearest ancestor whose path is remembered, then down,
        remembering each: parents are shared (a link's visuals, a block's children),
        and a loop is as deep as the tree without Python's recursion limit.
        """
        pending: list[etree._Element] = []
        known = ""
        current = element.getparent()
        while current is not None:
            found = self._paths.get(current)
            if found is not None:
                known = found
                break
            pending.append(current)
            current = current.getparent()
        for ancestor in reversed(pending):
            known = f"{known}/{element_step(ancestor)}"
            self._paths[ancestor] = known
        return f"{known}/{element_step(element)}"

    def _placed(
        self,
        code: ErrorCode,
        message: str,
        place: Place,
        severity: Severity,
        suggestion: str | None,
        suffix: str,
    ) -> Error:
        if not isinstance(place, etree._Element):  # an origin, an object, or nowhere
            return super()._placed(code, message, place, severity, suggestion, suffix)
        line = place.sourceline
        if suggestion is not None:
            message += did_you_mean(suggestion)
        found = Error(
            code,
            message,
            self.file,
            line if isinstance(line, int) else None,
            self.path(place) + suffix,
            severity,
            suggestion=suggestion,
        )
        self.problems.append(found)
        return found

"""Problems found in SDFormat documents, as values.

Readers collect problems and keep going; nothing here raises by itself. Codes
reuse libsdformat's names so users can search for them; the integers differ
between its releases, so only the names are meaningful.
"""

from __future__ import annotations

import enum

import attrs


class ErrorCode(enum.Enum):
    """Kinds of problems (libsdformat's ``sdf::ErrorCode`` names)."""

    FILE_READ = "FILE_READ"
    """A file is missing, unreadable or not well-formed XML."""
    DUPLICATE_NAME = "DUPLICATE_NAME"
    """Two siblings that must differ share a name."""
    RESERVED_NAME = "RESERVED_NAME"
    """A name that the standard reserves (``world``, ``__x__``, ``::``)."""
    ATTRIBUTE_MISSING = "ATTRIBUTE_MISSING"
    """A required attribute is absent."""
    ATTRIBUTE_INVALID = "ATTRIBUTE_INVALID"
    """An attribute value does not parse as its type or is not allowed."""
    ATTRIBUTE_INCORRECT_TYPE = "ATTRIBUTE_INCORRECT_TYPE"
    """An attribute without a namespace that the spec does not define."""
    ELEMENT_MISSING = "ELEMENT_MISSING"
    """A required child element is absent."""
    ELEMENT_INVALID = "ELEMENT_INVALID"
    """An element is malformed (for example repeated where one is allowed)."""
    ELEMENT_DEPRECATED = "ELEMENT_DEPRECATED"
    """An element the spec marks deprecated is present."""
    ELEMENT_INCORRECT_TYPE = "ELEMENT_INCORRECT_TYPE"
    """An element without a namespace that the spec does not define here."""
    URI_LOOKUP = "URI_LOOKUP"
    """An include URI does not resolve to a file."""
    INCLUDE_CYCLE = "INCLUDE_CYCLE"
    """Includes form a cycle or nest too deep (ours: libsdformat has no check and crashes)."""
    MODEL_CANONICAL_LINK_INVALID = "MODEL_CANONICAL_LINK_INVALID"
    """A model's canonical link does not name one of its links."""
    MODEL_WITHOUT_LINK = "MODEL_WITHOUT_LINK"
    """A non-static model has no link and no nested model."""
    JOINT_CHILD_LINK_INVALID = "JOINT_CHILD_LINK_INVALID"
    """A joint's child frame is missing, is the world, or is the joint itself."""
    JOINT_PARENT_LINK_INVALID = "JOINT_PARENT_LINK_INVALID"
    """A joint's parent frame is missing or is the joint itself."""
    JOINT_PARENT_SAME_AS_CHILD = "JOINT_PARENT_SAME_AS_CHILD"
    """A joint's parent and child are (or resolve to) the same link."""
    FRAME_ATTACHED_TO_INVALID = "FRAME_ATTACHED_TO_INVALID"
    """``attached_to`` names no frame in scope."""
    FRAME_ATTACHED_TO_CYCLE = "FRAME_ATTACHED_TO_CYCLE"
    """``attached_to`` references form a cycle."""
    FRAME_ATTACHED_TO_GRAPH_ERROR = "FRAME_ATTACHED_TO_GRAPH_ERROR"
    """The attached-to graph is malformed."""
    POSE_RELATIVE_TO_INVALID = "POSE_RELATIVE_TO_INVALID"
    """``relative_to`` names no frame in scope."""
    POSE_RELATIVE_TO_CYCLE = "POSE_RELATIVE_TO_CYCLE"
    """``relative_to`` references form a cycle."""
    POSE_RELATIVE_TO_GRAPH_ERROR = "POSE_RELATIVE_TO_GRAPH_ERROR"
    """The relative-to graph is malformed."""
    MODEL_PLACEMENT_FRAME_INVALID = "MODEL_PLACEMENT_FRAME_INVALID"
    """A placement frame is missing or used without a pose."""
    MERGE_INCLUDE_UNSUPPORTED = "MERGE_INCLUDE_UNSUPPORTED"
    """A merge include that cannot be merged."""
    PARAMETER_ERROR = "PARAMETER_ERROR"
    """An element value does not parse as its type or violates min/max."""
    JOINT_AXIS_EXPRESSED_IN_INVALID = "JOINT_AXIS_EXPRESSED_IN_INVALID"
    """A joint axis is expressed in a frame that does not exist."""
    CONVERSION_ERROR = "CONVERSION_ERROR"
    """A document cannot be migrated between versions."""
    PARSING_ERROR = "PARSING_ERROR"
    """The document is not SDFormat."""
    JOINT_AXIS_MIMIC_INVALID = "JOINT_AXIS_MIMIC_INVALID"
    """A mimic constraint is inconsistent."""
    WARNING = "WARNING"
    """Something tolerated that the user should know about."""


class Severity(enum.Enum):
    """Whether a problem makes the document invalid."""

    ERROR = "error"
    WARNING = "warning"


@attrs.frozen
class Error:
    """One problem in a document.

    Attributes:
        code: What kind of problem.
        message: One sentence for a person.
        file: File the problem is in, as given by the caller; None for text input.
        line: 1-based line, or None when unknown.
        path: Element path such as ``/sdf/model[@name="m"]/link[@name="l"]/pose``.
        severity: Error or warning.
        column: 1-based column (in characters) of the element's ``<tag``, or of
            the attribute the problem names, on ``line``; None when unknown.
            ``load`` finds it for the problems it reports.
        suggestion: The name most like one that did not resolve (a frame, a
            joint, an element or an attribute), also given in ``message``;
            None when nothing is close.
    """

    code: ErrorCode
    message: str
    file: str | None = None
    line: int | None = None
    path: str = ""
    severity: Severity = Severity.ERROR
    column: int | None = None
    suggestion: str | None = None

    def __str__(self) -> str:
        """``file:line:column: severity CODE: message [element path]``.

        What is not known is left out: ``file:line:`` without a column,
        ``file:`` without a line.
        """
        where = self.file or "<string>"
        if self.line is not None:
            where += f":{self.line}"
            if self.column is not None:
                where += f":{self.column}"
        suffix = f" [{self.path}]" if self.path else ""
        return f"{where}: {self.severity.value} {self.code.value}: {self.message}{suffix}"


class ProblemList:
    """Adds ``errors`` and ``warnings`` views to a class with a ``problems`` sequence."""

    __slots__ = ()
    problems: tuple[Error, ...]

    @property
    def errors(self) -> list[Error]:
        """The problems that make the document invalid."""
        return [p for p in self.problems if p.severity is Severity.ERROR]

    @property
    def warnings(self) -> list[Error]:
        """The problems that were tolerated."""
        return [p for p in self.problems if p.severity is Severity.WARNING]


class SdfErrors(Exception):
    """Raised by strict loading: every error of the document, not only the first.

    Attributes:
        errors: The errors in document order.
    """

    def __init__(self, errors: list[Error] | tuple[Error, ...]) -> None:
        self.errors = tuple(errors)
        count = len(self.errors)
        lines = "\n".join(str(e) for e in self.errors)
        super().__init__(f"{count} error{'s' if count != 1 else ''}:\n{lines}")

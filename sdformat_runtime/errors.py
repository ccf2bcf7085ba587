"""Problems found in SDFormat documents, as values.

Readers collect problems and keep going; nothing here raises by itself. Codes
reuse libsdformat's names so users can search for them; the integers differ
between its releases, so only the names are meaningful.
"""

from __future__ import annotations

import enum
from typing import Protocol

import attrs
from lxml import etree

from sdformat_runtime.suggestions import did_you_mean


class ErrorCode(enum.Enum):
    """Kinds of problems (libsdformat's ``sdf::ErrorCode`` names)."""

    # Every problem is hashed when a load drops repeated ones: Enum's own hash is a Python
    # call (of the member's name); members are singletons, so identity hashes the same way.
    __hash__ = object.__hash__

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
    """An attribute without a namespace that the spec, or the declared version, does not define."""
    ELEMENT_MISSING = "ELEMENT_MISSING"
    """A required child element is absent."""
    ELEMENT_INVALID = "ELEMENT_INVALID"
    """An element is malformed (for example repeated where one is allowed)."""
    ELEMENT_DEPRECATED = "ELEMENT_DEPRECATED"
    """An element the spec marks deprecated is present."""
    ELEMENT_INCORRECT_TYPE = "ELEMENT_INCORRECT_TYPE"
    """An element without a namespace that the spec, or the declared version, lacks here."""
    URI_LOOKUP = "URI_LOOKUP"
    """An include URI does not resolve to a file."""
    ASSET_MISSING = "ASSET_MISSING"
    """A mesh, texture, heightmap or material script URI names no readable file (ours)."""
    INCLUDE_CYCLE = "INCLUDE_CYCLE"
    """Includes form a cycle (ours: libsdformat has no check and crashes)."""
    INCLUDE_DEPTH_EXCEEDED = "INCLUDE_DEPTH_EXCEEDED"
    """Includes nest deeper than ``ParserConfig.max_include_depth`` (ours)."""
    CUSTOM_PARSER_FAILED = "CUSTOM_PARSER_FAILED"
    """A custom parser or its reposture callback raised, or returned garbage (ours)."""
    MODEL_CANONICAL_LINK_INVALID = "MODEL_CANONICAL_LINK_INVALID"
    """A model's canonical link does not name one of its links."""
    MODEL_WITHOUT_LINK = "MODEL_WITHOUT_LINK"
    """A non-static model has no link and no nested model."""
    LINK_INERTIA_INVALID = "LINK_INERTIA_INVALID"
    """A link's mass is negative or its inertia is not that of a rigid body."""
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
    XML_TOLERATED = "XML_TOLERATED"
    """BOM, leading space, ``?xml``, ``--`` in a comment, undeclared prefix, ``a::b`` names."""
    VALUE_TOLERATED = "VALUE_TOLERATED"
    """A number followed by stray characters, read as its leading number like libsdformat (ours)."""
    NAME_CHANGED_BY_MIGRATION = "NAME_CHANGED_BY_MIGRATION"
    """Migration renamed an entity whose name another entity holds in its scope (ours)."""
    POSE_CHANGED_BY_MIGRATION = "POSE_CHANGED_BY_MIGRATION"
    """Unflattening moved an entity without ``relative_to``, so its pose changes (ours)."""
    POSE_NOT_FINITE = "POSE_NOT_FINITE"
    """A pose composed from finite values leaves the range of a double (ours)."""
    MODEL_CONFIG_VERSION = "MODEL_CONFIG_VERSION"
    """A model.config entry is skipped as too new, or read though no version fits (ours)."""
    MERGE_INCLUDE_CONTENT_DROPPED = "MERGE_INCLUDE_CONTENT_DROPPED"
    """Content of a merge-included model with no place once the model dissolves (ours)."""
    DOWNCONVERSION_LOSS = "DOWNCONVERSION_LOSS"
    """Writing an older version left out content that version cannot hold (ours)."""
    READER_UNSUPPORTED = "READER_UNSUPPORTED"
    """Written content that the target version's upstream readers do not know (ours)."""
    JOINT_POSITION_INVALID = "JOINT_POSITION_INVALID"
    """A joint position given to a pose query names no movable axis or has the wrong shape."""
    JOINT_POSITION_MIMIC_CONFLICT = "JOINT_POSITION_MIMIC_CONFLICT"
    """A joint position given for a mimic follower differs from what its leader gives it."""
    JOINT_POSITION_LIMIT = "JOINT_POSITION_LIMIT"
    """A joint position lies outside its axis's lower and upper limits."""
    JOINT_KINEMATIC_LOOP = "JOINT_KINEMATIC_LOOP"
    """A joint closes a kinematic loop, so it cannot move its child by its own position."""
    URDF_INVALID = "URDF_INVALID"
    """A URDF document breaks a rule of the URDF format (urdfdom would refuse it)."""
    URDF_XACRO_UNEXPANDED = "URDF_XACRO_UNEXPANDED"
    """A xacro file, which must be expanded by xacro before it is URDF."""
    URDF_XACRO_ERROR = "URDF_XACRO_ERROR"
    """xacro could not expand a file: an undefined property or argument, a missing macro (ours)."""
    URDF_XACRO_WARNING = "URDF_XACRO_WARNING"
    """Something xacro warned about while expanding a file (ours)."""
    URDF_FIXED_JOINT_LUMPED = "URDF_FIXED_JOINT_LUMPED"
    """A URDF link on a fixed joint was merged into its parent; it stays as a frame."""
    URDF_ELEMENT_MOVED = "URDF_ELEMENT_MOVED"
    """A URDF visual, collision or sensor moved to another link by fixed-joint lumping."""
    URDF_ELEMENT_RENAMED = "URDF_ELEMENT_RENAMED"
    """A URDF visual or collision got another name in the SDFormat model."""
    URDF_MASSLESS_LINK_DROPPED = "URDF_MASSLESS_LINK_DROPPED"
    """A massless URDF link on a moving joint was left out, with the links below it."""
    URDF_JOINT_NOT_CONVERTED = "URDF_JOINT_NOT_CONVERTED"
    """A URDF joint type SDFormat lacks (floating, planar): the joint is left out."""
    URDF_ELEMENT_NOT_CONVERTED = "URDF_ELEMENT_NOT_CONVERTED"
    """A URDF element with no SDFormat equivalent (safety_controller, ...) or not URDF at all."""
    URDF_ROS_CONTROL_NOT_CONVERTED = "URDF_ROS_CONTROL_NOT_CONVERTED"
    """ROS control content (``<transmission>``, ``<ros2_control>``): not in SDFormat (ours)."""
    URDF_GAZEBO_REFERENCE_UNMATCHED = "URDF_GAZEBO_REFERENCE_UNMATCHED"
    """A ``<gazebo reference>`` names no link or joint of the converted model."""
    URDF_GAZEBO_NOT_APPLIED = "URDF_GAZEBO_NOT_APPLIED"
    """Part of a ``<gazebo>`` extension block that could not be applied."""
    URDF_EXPORT_LOSS = "URDF_EXPORT_LOSS"
    """Writing a model as URDF left out or changed content URDF cannot hold (ours)."""
    AUTO_INERTIA_NOT_COMPUTED = "AUTO_INERTIA_NOT_COMPUTED"
    """An ``auto`` inertial that cannot be computed (a mesh, no collision...): as written (ours)."""
    FRAME_ID_UNMATCHED = "FRAME_ID_UNMATCHED"
    """A sensor's ``frame_id`` names nothing in the document: a warning, as it is a free label that need not be a frame (ours)."""  # noqa: E501
    MODEL_STATE_INVALID = "MODEL_STATE_INVALID"
    """A ``model_state`` names a joint or model that is not there, or a bad position (ours)."""
    MJCF_EXPORT_LOSS = "MJCF_EXPORT_LOSS"
    """Writing MJCF (MuJoCo) left out or changed content MJCF cannot hold (ours)."""
    MJCF_IMPORT_LOSS = "MJCF_IMPORT_LOSS"
    """Reading MJCF (MuJoCo) left out or changed content SDFormat cannot hold (ours)."""
    MUJOCO_MISSING = "MUJOCO_MISSING"
    """Reading or writing MJCF needs ``mujoco``: install the ``[mujoco]`` extra (ours)."""
    MUJOCO_REFUSED = "MUJOCO_REFUSED"
    """MuJoCo's compiler refused the MJCF written, a mesh it cannot decode say (ours)."""
    TARGET_REJECTED = "TARGET_REJECTED"
    """A simulator named by ``check --target`` refuses to load this content (ours)."""
    TARGET_IGNORED = "TARGET_IGNORED"
    """A simulator named by ``check --target`` ignores or changes this content (ours)."""
    VIEWER_MISSING = "VIEWER_MISSING"
    """The 3D view needs ``viser``: install the ``[view]`` extra (ours)."""
    BROWSER_MISSING = "BROWSER_MISSING"
    """A screenshot of the view needs Chromium (or Chrome), which was not found (ours)."""
    VIEW_LEFT_OUT = "VIEW_LEFT_OUT"
    """Something the 3D view cannot draw (a geometry, a mesh format, an unresolved mesh) (ours)."""
    WARNING = "WARNING"
    """Something tolerated that the user should know about, when no precise code fits."""


class Severity(enum.Enum):
    """Whether a problem makes the document invalid, changes it, or only informs.

    ``INFO`` is for what a conversion did that loses nothing and changes no
    meaning (a URDF link lumped into its parent stays as a frame): shown on
    request (``check --verbose``), never an error, not even with ``--strict``.
    """

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    # Members are singletons: hashed by identity in C, not by name in Python (see ErrorCode).
    __hash__ = object.__hash__


@attrs.frozen
class Error:
    """One problem in a document.

    Attributes:
        code: What kind of problem.
        message: One sentence for a person.
        file: File the problem is in, as given by the caller; None for text input.
        line: 1-based line, or None when unknown.
        path: Element path such as ``/sdf/model[@name="m"]/link[@name="l"]/pose``.
        severity: Error, warning or info.
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


@attrs.frozen
class XmlOrigin:
    """Where an object was read from.

    Attributes:
        file: File name given to the reader, or None for text.
        line: 1-based line of the element's start tag.
        path: Element path such as ``/sdf/model[@name="m"]/link[@name="l"]``.
    """

    file: str | None
    line: int | None
    path: str


class Located(Protocol):
    """Anything read from XML that knows where: every generated element object."""

    @property
    def xml_origin(self) -> XmlOrigin | None:
        """Where the object was read from; None when built in code."""


Place = XmlOrigin | Located | etree._Element | None
"""Where a problem is: an origin, an object read from XML, a raw lxml element, or unknown."""


def element_step(element: etree._Element) -> str:
    """One element's step of a path: ``model[@name="m"]``, or ``pose`` when it has no name.

    A namespaced element's step is its name as written, ``prefix:local``
    (``xacro:wheel``), not lxml's ``{URI}local``, whose URI may hold ``/``.
    """
    tag = str(element.tag)
    if tag[0] == "{":
        local = tag[tag.index("}") + 1 :]
        tag = f"{element.prefix}:{local}" if element.prefix else local
    name = element.get("name")
    return f'{tag}[@name="{name}"]' if name is not None else tag


def element_path(element: etree._Element) -> str:
    """``/sdf/world[@name="w"]/model[@name="m"]`` for a raw lxml element (``element_step``s)."""
    parts: list[str] = []
    current: etree._Element | None = element
    while current is not None:
        parts.append(element_step(current))
        current = current.getparent()
    parts.append("")  # the root's leading slash, once reversed
    parts.reverse()
    return "/".join(parts)


def not_schema_valid(version: str | None) -> str:
    """The clause a warning ends with when what it reports makes the file invalid XSD-wise.

    The reader tolerates some content its version's schema rejects (an unknown
    element kept as is, text where no text belongs); such a warning says so,
    so that a file ``check`` calls valid without a warning is schema-valid too.
    """
    which = f"SDFormat {version} " if version else ""
    return f"; the document will not validate against the {which}schema"


def problem(
    code: ErrorCode,
    message: str,
    place: Place = None,
    *,
    severity: Severity = Severity.ERROR,
    suggestion: str | None = None,
    suffix: str = "",
    file: str | None = None,
    suggest_element: bool = False,
) -> Error:
    """The one way to make a problem: what, and where.

    Args:
        code: What happened.
        message: One sentence for a person, without the did-you-mean part.
        place: Where: an ``XmlOrigin``, an object read from XML (its
            ``xml_origin``), a raw lxml element (located in ``file``), or None.
        severity: Error (the document is invalid) or warning (tolerated).
        suggestion: The name most like one that did not resolve; it is
            offered at the end of the message too.
        suggest_element: Offer the suggestion as a tag (``<pose>``), for
            misspelt elements.
        suffix: Appended to the element path, for a child or attribute of
            the place (``/pose``, ``/@relative_to``).
        file: The document's file, for raw lxml elements and for problems
            with no place.
    """
    if suggestion is not None:
        message += did_you_mean(suggestion, element=suggest_element)
    if place is None:
        return Error(code, message, file, None, "", severity, None, suggestion)
    if isinstance(place, etree._Element):  # most problems: no origin made only to be read
        line = place.sourceline if isinstance(place.sourceline, int) else None
        path = element_path(place) + suffix
        return Error(code, message, file, line, path, severity, None, suggestion)
    origin = place if isinstance(place, XmlOrigin) else place.xml_origin
    if origin is None:
        return Error(code, message, file, None, "", severity, None, suggestion)
    path = origin.path + suffix if origin.path else ""
    return Error(code, message, origin.file, origin.line, path, severity, None, suggestion)


class ProblemCollector:
    """Collects the problems of one stage, in the order they are found.

    Attributes:
        problems: Every problem reported so far.
        file: The document's file, used for raw lxml elements and placeless problems.
    """

    def __init__(self, file: str | None = None, problems: list[Error] | None = None) -> None:
        self.file = file
        self.problems: list[Error] = [] if problems is None else problems

    def error(
        self,
        code: ErrorCode,
        message: str,
        place: Place = None,
        *,
        suggestion: str | None = None,
        suffix: str = "",
    ) -> Error:
        """Record an error (the document is invalid) and return it."""
        return self._placed(code, message, place, Severity.ERROR, suggestion, suffix)

    def warning(
        self,
        code: ErrorCode,
        message: str,
        place: Place = None,
        *,
        suggestion: str | None = None,
        suffix: str = "",
    ) -> Error:
        """Record a warning (tolerated, but the user should know) and return it."""
        return self._placed(code, message, place, Severity.WARNING, suggestion, suffix)

    def info(self, code: ErrorCode, message: str, place: Place = None) -> Error:
        """Record a note (nothing lost, no meaning changed) and return it."""
        return self._placed(code, message, place, Severity.INFO, None, "")

    def _placed(
        self,
        code: ErrorCode,
        message: str,
        place: Place,
        severity: Severity,
        suggestion: str | None,
        suffix: str,
    ) -> Error:
        """The problem placed as ``problem()`` places it, recorded (subclasses may place faster)."""
        found = problem(
            code,
            message,
            place,
            severity=severity,
            suggestion=suggestion,
            suffix=suffix,
            file=self.file,
        )
        return self.add(found)

    def add(self, found: Error) -> Error:
        """Record a problem made elsewhere and return it."""
        self.problems.append(found)
        return found

    def extend(self, found: list[Error] | tuple[Error, ...]) -> None:
        """Record problems made elsewhere, keeping their order."""
        self.problems.extend(found)


class ProblemList:
    """Adds ``errors``, ``warnings`` and ``infos`` views to a class with a ``problems`` sequence."""

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

    @property
    def infos(self) -> list[Error]:
        """Notes on what a conversion did that loses nothing (``Severity.INFO``)."""
        return [p for p in self.problems if p.severity is Severity.INFO]


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

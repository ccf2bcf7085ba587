"""The frozen intermediate model (IR) that the spec reader produces.

The IR mirrors SDFormat's spec description language one to one. Includes and
``ref`` recursion stay *names* (spec file stems) that are looked up in
``SpecVersion.files``; nothing points at another file's tree, so the model has
no cycles and every value is hashable and immutable.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath as Path

import attrs

# The runtime declares fields with the same cardinalities the spec names, so
# the enum lives there; the IR re-exports it under its old name.
from sdformat_runtime.binding.fields import Cardinality as Cardinality


@attrs.frozen
class SourceLocation:
    """Where a spec construct was written.

    Attributes:
        file: Repo-relative path of the spec file, e.g. ``spec/1.10/link.sdf``.
        line: 1-based line number of the construct's start tag.
    """

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@attrs.frozen
class SpecAttribute:
    """An XML attribute an element may carry.

    Attributes:
        name: XML attribute name.
        type: Spec value type name (``string``, ``bool``, ``pose`` ...).
        default: Default value as written in the spec.
        required: The spec's ``required`` text: ``1`` means documents must
            set it; ``0`` and ``*`` (written upstream on a few attributes)
            both mean optional. Kept verbatim so the spec facts round-trip.
        description: Our prose describing the attribute.
        source: Where it is declared.
        choices: The only values allowed (our ``choices="a b"`` extension of
            the spec language, for string values the standard enumerates);
            empty when any value of the type is allowed.
    """

    name: str
    type: str
    default: str
    required: str
    description: str
    source: SourceLocation
    choices: tuple[str, ...] = ()

    @property
    def is_required(self) -> bool:
        """True when documents must set the attribute."""
        return self.required == "1"


@attrs.frozen
class SpecInclude:
    """A splice of another spec file's root element into a parent element.

    Attributes:
        filename: Included file name, e.g. ``pose.sdf``.
        cardinality: Occurrence bound at this site; it overrides the bound
            written on the included file's root element.
        description: Optional override of the included element's description.
        source: Where the include is written.
    """

    filename: str
    cardinality: Cardinality
    description: str | None
    source: SourceLocation

    @property
    def stem(self) -> str:
        """The included file's name without ``.sdf``."""
        return self.filename.removesuffix(".sdf")


@attrs.frozen
class SpecElement:
    """An XML element: a value (``type`` set), a container, or a reference.

    Attributes:
        name: XML tag; empty only for the ``copy_data`` wildcard child.
        type: Value type name, or None for containers.
        default: Default value text (set exactly when ``type`` is).
        cardinality: Occurrence bound inside the parent.
        description: Our prose describing the element.
        attributes: Attributes the element may carry, in spec order.
        children: Child elements and includes, in spec order.
        ref: For a recursive element, the stem of the spec file whose root
            describes it (``model``); its content is that root's content.
        copy_data: True for the wildcard child that marks its parent as
            holding arbitrary XML (``<plugin>`` content).
        min: Smallest allowed value as written, or None.
        max: Largest allowed value as written, or None.
        choices: The only values allowed (see ``SpecAttribute.choices``).
        source: Where it is declared.
    """

    name: str
    type: str | None
    default: str | None
    cardinality: Cardinality
    description: str
    source: SourceLocation
    attributes: tuple[SpecAttribute, ...] = ()
    children: tuple[SpecElement | SpecInclude, ...] = ()
    ref: str | None = None
    copy_data: bool = False
    min: str | None = None
    max: str | None = None
    choices: tuple[str, ...] = ()

    @property
    def holds_any_content(self) -> bool:
        """True when the element keeps arbitrary XML children (a copy_data child)."""
        return any(isinstance(c, SpecElement) and c.copy_data for c in self.children)


@attrs.frozen
class SpecFile:
    """One spec description file: its root element and where it lives.

    Attributes:
        stem: File name without ``.sdf`` (``link``); includes name files by it.
        path: Repo-relative path of the file.
        root: The file's single root element.
    """

    stem: str
    path: str
    root: SpecElement


DOWN_PREFIX = "to_"
"""File-name prefix of a down step's rules: ``to_1_7.convert``."""


@attrs.frozen
class ConvertRules:
    """A migration rules file, kept as its validated XML text.

    Up steps are ``spec/<to>/<from>.convert`` (``spec/1.8/1_7.convert``); down
    steps, which write a document as an older version, sit beside the version
    they read and name the one they write: ``spec/<from>/to_<to>.convert``
    (``spec/1.8/to_1_7.convert``).

    Attributes:
        from_version: Version the rules convert from (``1.7`` for ``1_7.convert``).
        path: Repo-relative path of the file.
        text: The file content; a later stage interprets it.
        to_version: Version the rules convert to (``1.8`` for
            ``spec/1.8/1_7.convert``, ``1.7`` for ``spec/1.8/to_1_7.convert``).
    """

    from_version: str
    path: str
    text: str
    to_version: str = ""

    @property
    def down(self) -> bool:
        """Whether the step writes an older version (a ``to_<ver>.convert`` file)."""
        return Path(self.path).name.startswith(DOWN_PREFIX)


@attrs.frozen
class ResolvedChild:
    """A child element after following an include: the element and its site bound.

    Attributes:
        element: The child's description (an included file's root for includes).
        cardinality: Bound at this site (include-site value wins).
        description: Description at this site (include override wins).
        spec_file: Stem of the file that declares ``element``.
        via_include: True when the child came from an ``<include>``.
    """

    element: SpecElement
    cardinality: Cardinality
    description: str
    spec_file: str
    via_include: bool


@attrs.frozen
class SpecVersion:
    """All spec files of one SDFormat version.

    Attributes:
        version: Version string, e.g. ``1.10``.
        directory: Repo-relative folder, e.g. ``spec/1.10``.
        files: Spec files by stem; ``root`` is the entry point.
        convert_rules: Migration rules files found in the folder.
    """

    version: str
    directory: str
    files: dict[str, SpecFile] = attrs.field(hash=False)
    convert_rules: tuple[ConvertRules, ...] = ()

    @property
    def root(self) -> SpecFile:
        """The entry point, ``root.sdf``."""
        return self.files["root"]

    def resolve_children(self, element: SpecElement, spec_file: str) -> Iterator[ResolvedChild]:
        """Yield an element's child elements with includes followed.

        Args:
            element: The parent element.
            spec_file: Stem of the file that declares ``element``.

        Yields:
            One entry per child element, in spec order; the ``copy_data``
            wildcard is left out (see ``SpecElement.holds_any_content``).
        """
        for child in element.children:
            if isinstance(child, SpecInclude):
                included = self.files[child.stem]
                yield ResolvedChild(
                    element=included.root,
                    cardinality=child.cardinality,
                    description=child.description or included.root.description,
                    spec_file=child.stem,
                    via_include=True,
                )
            elif not child.copy_data:
                yield ResolvedChild(
                    element=child,
                    cardinality=child.cardinality,
                    description=child.description,
                    spec_file=spec_file,
                    via_include=False,
                )

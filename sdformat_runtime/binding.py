"""XML reading and writing for the generated element classes, written once.

A generated class is declarative: each field is made by one of the helpers
below (``attribute``, ``value``, ``child``, ``children``, ``content``), which
record the XML name, spec type and cardinality in the field's metadata. The
reader and writer walk that metadata, computed once per class.

What the spec does not describe is kept, not dropped: namespaced attributes
and elements, unknown elements (with a warning), repeated single elements
(with a warning) and values that do not parse (with an error) are stored
verbatim in ``xml_extras`` and written back where they were.
"""

from __future__ import annotations

import contextlib
import copy
import gc
import threading
from collections.abc import Callable, Hashable, Iterator
from pathlib import Path
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar

import attrs
from lxml import etree

from sdformat_runtime.errors import Error, ErrorCode, ProblemList, Severity, XmlOrigin
from sdformat_runtime.extensions import known_extension
from sdformat_runtime.suggestions import SuggestionBudget, did_you_mean
from sdformat_runtime.values import CONVERTERS, ValueSyntaxError, bound_violation, values_equal
from sdformat_runtime.xml import parse_bytes, parse_file

SDF_KEY = "sdformat"
"""Key of the field metadata that describes the XML binding."""

_EXTRA = ""
"""Order token standing for the next element of ``XmlExtras.elements``."""


@attrs.frozen
class FieldSpec:
    """How one field maps to XML.

    Attributes:
        kind: ``attribute``, ``text`` (the element's own value, for value
            elements that also carry attributes, such as ``<pose>``),
            ``value`` (a leaf element holding text), ``child``
            (one element object), ``children`` (a list of them), ``values`` (a
            list of leaf texts) or ``content`` (arbitrary XML kept verbatim).
        xml_name: Attribute or element name.
        spec_type: Value type for attributes and leaves.
        cardinality: The spec's ``required`` text.
        default_text: Spec default as written.
        minimum: Lower bound text, or None.
        maximum: Upper bound text, or None.
        choices: Allowed values, empty for any.
        element_class: Returns the class of child elements.
    """

    kind: str
    xml_name: str
    spec_type: str | None = None
    cardinality: str = "0"
    default_text: str | None = None
    minimum: str | None = None
    maximum: str | None = None
    choices: tuple[str, ...] = ()
    element_class: Callable[[], type[Element]] | None = None

    def parse(self, text: str) -> Any:
        """Convert text with this field's converter."""
        return CONVERTERS[self.spec_type or "string"].parse(text)

    def format(self, value: Any) -> str:
        """Convert a value back to text."""
        return str(CONVERTERS[self.spec_type or "string"].format(value))

    @property
    def default(self) -> Any:
        """The parsed spec default."""
        return self.parse(self.default_text or "")


def attribute(
    name: str,
    type_name: str,
    default: str,
    *,
    required: bool = False,
    choices: tuple[str, ...] = (),
) -> Any:
    """Declare an XML attribute; required ones must be given to the constructor."""
    spec = FieldSpec(
        "attribute", name, type_name, "1" if required else "0", default, choices=choices
    )
    if required:
        return attrs.field(metadata={SDF_KEY: spec})
    return attrs.field(default=spec.default, metadata={SDF_KEY: spec})


def value(
    name: str,
    type_name: str,
    default: str,
    *,
    cardinality: str = "0",
    minimum: str | None = None,
    maximum: str | None = None,
    choices: tuple[str, ...] = (),
) -> Any:
    """Declare a leaf element holding one value (a list of them for ``*``/``+``)."""
    repeated = cardinality in ("*", "+")
    spec = FieldSpec(
        "values" if repeated else "value",
        name,
        type_name,
        cardinality,
        default,
        minimum,
        maximum,
        choices,
    )
    metadata = {SDF_KEY: spec}
    if repeated:
        return attrs.field(factory=list, metadata=metadata)
    if cardinality == "-1":
        return attrs.field(default=None, metadata=metadata)
    return attrs.field(default=spec.default, metadata=metadata)


def child(name: str, element_class: Callable[[], type[Element]], *, cardinality: str = "0") -> Any:
    """Declare a child element object (a list of them for ``*``/``+``)."""
    repeated = cardinality in ("*", "+")
    spec = FieldSpec(
        "children" if repeated else "child",
        name,
        cardinality=cardinality,
        element_class=element_class,
    )
    metadata = {SDF_KEY: spec}
    if repeated:
        return attrs.field(factory=list, metadata=metadata)
    if cardinality == "1":
        return attrs.field(factory=lambda: element_class().default(), metadata=metadata)
    return attrs.field(default=None, metadata=metadata)


def text(
    type_name: str,
    default: str,
    *,
    minimum: str | None = None,
    maximum: str | None = None,
    choices: tuple[str, ...] = (),
) -> Any:
    """Declare the element's own value (``<pose relative_to="a">1 2 3 0 0 0</pose>``)."""
    spec = FieldSpec("text", "", type_name, "1", default, minimum, maximum, choices)
    return attrs.field(default=spec.default, metadata={SDF_KEY: spec})


def content() -> Any:
    """Declare the verbatim XML content of an element such as ``<plugin>``."""
    return attrs.field(factory=list, metadata={SDF_KEY: FieldSpec("content", "")})


@attrs.define(eq=False)
class XmlExtras:
    """XML kept verbatim because the spec does not describe it, and reading details.

    Attributes:
        attributes: Namespaced or unknown attributes (Clark notation for namespaces).
        elements: Namespaced, unknown or unreadable child elements, copied.
        text: Leading text of an element with verbatim content.
        order: Child sequence as read: a field name per element, ``""`` for
            the next entry of ``elements``; used to write children in place.
        present: Names of fields that were present in the source.
        namespaces: Namespace prefixes declared on this element.
    """

    # Most elements keep nothing, so these three containers are made on first
    # use: a large document then has fewer objects for the garbage collector
    # to walk (see ``collector_paused``).
    _attributes: dict[str, str] | None = None
    _elements: list[etree._Element] | None = None
    text: str | None = None
    order: tuple[str, ...] = ()
    present: frozenset[str] = frozenset()
    _namespaces: dict[str, str] | None = None

    @property
    def attributes(self) -> dict[str, str]:
        """Namespaced or unknown attributes (Clark notation for namespaces)."""
        if self._attributes is None:
            self._attributes = {}
        return self._attributes

    @attributes.setter
    def attributes(self, value: dict[str, str]) -> None:
        self._attributes = value

    @property
    def elements(self) -> list[etree._Element]:
        """Namespaced, unknown or unreadable child elements, copied."""
        if self._elements is None:
            self._elements = []
        return self._elements

    @elements.setter
    def elements(self, value: list[etree._Element]) -> None:
        self._elements = value

    @property
    def namespaces(self) -> dict[str, str]:
        """Namespace prefixes declared on this element."""
        if self._namespaces is None:
            self._namespaces = {}
        return self._namespaces

    @namespaces.setter
    def namespaces(self, value: dict[str, str]) -> None:
        self._namespaces = value

    def kept_elements(self) -> list[etree._Element] | tuple[()]:
        """The kept child elements, read without creating a list when there are none."""
        return self._elements or ()

    def same_content(self, other: XmlExtras) -> bool:
        """Equal kept attributes, elements and text (order and bookkeeping aside)."""
        return (
            (self._attributes or {}) == (other._attributes or {})
            and (self.text or "").strip() == (other.text or "").strip()
            and [_canonical(e) for e in self.kept_elements()]
            == [_canonical(e) for e in other.kept_elements()]
        )


def _canonical(element: etree._Element) -> tuple[Any, ...]:
    """Comparable form of kept XML: names, attributes and trimmed text, recursively.

    Built by hand rather than with C14N, which lxml cannot apply to copied
    sub-trees reliably.
    """
    children = tuple(_canonical(c) for c in element if isinstance(c.tag, str))
    return (
        str(element.tag),
        tuple(sorted((str(k), v) for k, v in element.attrib.items())),
        (element.text or "").strip(),
        tuple((c.tail or "").strip() for c in element if isinstance(c.tag, str)),
        children,
    )


@attrs.define(kw_only=True, eq=False)
class Element:
    """Base of every generated element class.

    Attributes:
        xml_extras: XML kept verbatim (see ``XmlExtras``).
        xml_origin: Where the object was read from; None when built in code.
    """

    TAG: ClassVar[str] = ""
    SPEC_FILE: ClassVar[str] = ""
    xml_extras: XmlExtras = attrs.field(factory=XmlExtras, repr=False)
    xml_origin: XmlOrigin | None = attrs.field(default=None, repr=False)

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return NotImplemented
        assert isinstance(other, Element)
        for name, _ in binding_of(type(self)).fields:
            if not _deep_equal(getattr(self, name), getattr(other, name)):
                return False
        return self.xml_extras.same_content(other.xml_extras)

    __hash__ = None  # type: ignore[assignment]  # mutable objects are not hashable

    @classmethod
    def default(cls: type[E]) -> E:
        """An instance with the spec defaults, required attributes included."""
        required = {
            name: spec.default
            for name, spec in binding_of(cls).fields
            if spec.kind == "attribute" and spec.cardinality == "1"
        }
        return cls(**required)

    @classmethod
    def from_xml(cls: type[E], node: etree._Element, context: ReadContext | None = None) -> E:
        """Build an object from an lxml element, reporting problems into ``context``."""
        return _read(cls, node, context or ReadContext(), "")

    def to_xml(self, visit: Visit | None = None) -> etree._Element:
        """Write the object as an lxml element.

        Args:
            visit: Called with each element written and the object it was
                written from (to keep track of where written content came from).
        """
        return _write(self, visit)

    def to_string(self) -> str:
        """Write the object as indented XML text."""
        node = self.to_xml()
        etree.cleanup_namespaces(node)
        etree.indent(node, space="  ")
        return etree.tostring(node, encoding="unicode") + "\n"


E = TypeVar("E", bound=Element)
H = TypeVar("H", bound=Hashable)
Visit = Callable[[etree._Element, Element], None]
"""What ``Element.to_xml`` calls for each element it writes, with the object written."""


def _deep_equal(a: Any, b: Any) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_deep_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, etree._Element) and isinstance(b, etree._Element):
        return _canonical(a) == _canonical(b)
    return values_equal(a, b)


class _ChildPlan(NamedTuple):
    """How to read one child tag of a class, resolved once so the reader's loop stays short."""

    name: str
    spec: FieldSpec
    is_value: bool
    single: bool
    deprecated: bool
    parse: Callable[[str], Any]
    checked: bool
    element_class: type[Element] | None


@attrs.frozen
class _Binding:
    fields: tuple[tuple[str, FieldSpec], ...]
    attributes: dict[str, tuple[str, FieldSpec]]
    children: dict[str, _ChildPlan]
    content_field: str | None
    text_field: tuple[str, FieldSpec] | None
    required_attributes: tuple[tuple[str, FieldSpec], ...]
    is_pose: bool
    text_parse: Callable[[str], Any]


_BINDINGS: dict[type[Element], _Binding] = {}

_UNPARSED = object()
"""Marks a text that ``ReadContext.parsed`` has not converted yet."""


def binding_of(cls: type[Element]) -> _Binding:
    """The binding metadata of a class, computed once (a race only computes it twice)."""
    found = _BINDINGS.get(cls)
    if found is None:
        found = _BINDINGS[cls] = _compute_binding(cls)
    return found


def _has_checks(spec: FieldSpec) -> bool:
    return bool(spec.choices) or spec.minimum is not None or spec.maximum is not None


def _child_plan(name: str, spec: FieldSpec) -> _ChildPlan:
    is_value = spec.kind in ("value", "values")
    return _ChildPlan(
        name=name,
        spec=spec,
        is_value=is_value,
        single=spec.kind in ("value", "child"),
        deprecated=spec.cardinality == "-1",
        parse=CONVERTERS[spec.spec_type or "string"].parse,
        checked=_has_checks(spec),
        element_class=None if is_value or spec.element_class is None else spec.element_class(),
    )


def _compute_binding(cls: type[Element]) -> _Binding:
    fields = tuple(
        (f.name, f.metadata[SDF_KEY]) for f in attrs.fields(cls) if SDF_KEY in f.metadata
    )
    text_field = next(((n, s) for n, s in fields if s.kind == "text"), None)
    text_type = text_field[1].spec_type if text_field is not None else None
    return _Binding(
        fields=fields,
        attributes={s.xml_name: (n, s) for n, s in fields if s.kind == "attribute"},
        children={
            s.xml_name: _child_plan(n, s)
            for n, s in fields
            if s.kind in ("value", "values", "child", "children")
        },
        content_field=next((n for n, s in fields if s.kind == "content"), None),
        text_field=text_field,
        required_attributes=tuple(
            (n, s) for n, s in fields if s.kind == "attribute" and s.cardinality == "1"
        ),
        is_pose=text_type == "pose",
        text_parse=CONVERTERS[text_type or "string"].parse,
    )


@attrs.define
class ReadContext:
    """What a read collects: problems, in document order.

    Attributes:
        file: File name for problems, None for text input.
        version: SDFormat version of the classes in use (for messages).
        problems: Errors and warnings found so far.
        declares_namespaces: Whether the document declares any namespace; when
            not, the reader skips recording each element's declarations.
        suggestions: What "did you mean" for unknown names may still cost.
    """

    file: str | None = None
    version: str = ""
    problems: list[Error] = attrs.field(factory=list)
    declares_namespaces: bool = True
    suggestions: SuggestionBudget = attrs.field(factory=SuggestionBudget)
    _shared: dict[Any, Any] = attrs.field(factory=dict, init=False, repr=False)
    _parsed: dict[tuple[Callable[[str], Any], str], Any] = attrs.field(
        factory=dict, init=False, repr=False
    )

    def shared(self, value: H) -> H:
        """The first value equal to ``value`` met in this read.

        Elements of one kind mostly have the same children in the same order:
        sharing those frozen sets and tuples saves a container per element,
        which the garbage collector would otherwise walk.
        """
        first: H = self._shared.setdefault(value, value)
        return first

    def parsed(self, parse: Callable[[str], Any], text: str) -> Any:
        """``parse(text)``, remembered for the rest of this read.

        Value texts repeat (three leaves in four of the real corpus repeat one
        met earlier in their file) and values are immutable, so each distinct
        text is converted once. A text that does not parse raises every time.
        """
        key = (parse, text)
        found = self._parsed.get(key, _UNPARSED)
        if found is _UNPARSED:
            found = self._parsed[key] = parse(text)
        return found

    def report(
        self,
        code: ErrorCode,
        message: str,
        node: etree._Element,
        path: str,
        severity: Severity = Severity.ERROR,
        suggestion: str | None = None,
    ) -> None:
        """Record one problem located at ``node`` (``suggestion``: the name meant, if known)."""
        line = node.sourceline if isinstance(node.sourceline, int) else None
        error = Error(code, message, self.file, line, path, severity, suggestion=suggestion)
        self.problems.append(error)


def _segment(node: etree._Element) -> str:
    tag = str(node.tag)
    name = node.get("name")
    return f'{tag}[@name="{name}"]' if name is not None else tag


_BOUNDS: dict[FieldSpec, tuple[Any, Any]] = {}


def _bounds(spec: FieldSpec) -> tuple[Any, Any]:
    """The parsed minimum and maximum of a field, parsed once."""
    found = _BOUNDS.get(spec)
    if found is None:
        low = spec.parse(spec.minimum) if spec.minimum is not None else None
        high = spec.parse(spec.maximum) if spec.maximum is not None else None
        found = _BOUNDS[spec] = (low, high)
    return found


def _check_value(
    spec: FieldSpec, parsed: Any, text: str, node: etree._Element, path: str, ctx: ReadContext
) -> None:
    code = ErrorCode.ATTRIBUTE_INVALID if spec.kind == "attribute" else ErrorCode.PARAMETER_ERROR
    what = f"attribute '{spec.xml_name}'" if spec.kind == "attribute" else f"<{spec.xml_name}>"
    if spec.choices and parsed not in spec.choices:
        allowed = ", ".join(spec.choices)
        ctx.report(code, f"{what} is '{text.strip()}', not one of: {allowed}", node, path)
    if spec.minimum is not None or spec.maximum is not None:
        low, high = _bounds(spec)
        violation = bound_violation(parsed, low, high)
        if violation:
            bounds = f"[{spec.minimum or '-inf'}, {spec.maximum or 'inf'}]"
            ctx.report(code, f"{what} value {text.strip()} {violation} {bounds}", node, path)


def _read(cls: type[E], node: etree._Element, ctx: ReadContext, parent_path: str) -> E:
    binding = binding_of(cls)
    path = f"{parent_path}/{_segment(node)}"
    extras = XmlExtras()
    kwargs: dict[str, Any] = {"xml_extras": extras}
    present: set[str] = set()
    if ctx.declares_namespaces:
        parent = node.getparent()
        parent_nsmap = parent.nsmap if parent is not None else {}
        declared = {
            k: v for k, v in node.nsmap.items() if k is not None and parent_nsmap.get(k) != v
        }
        if declared:
            extras.namespaces = declared
    if node.attrib:
        _read_attributes(cls, binding, node, ctx, path, kwargs, present, extras)
    for name, spec in binding.required_attributes:
        if name not in kwargs:
            if spec.xml_name not in node.attrib:
                message = f"<{cls.TAG}> is missing the required attribute '{spec.xml_name}'"
                ctx.report(ErrorCode.ATTRIBUTE_MISSING, message, node, path)
            kwargs[name] = spec.default

    if binding.text_field is not None:
        name, spec = binding.text_field
        raw = node.text or ""
        try:
            parsed = ctx.parsed(binding.text_parse, raw)
        except ValueSyntaxError as error:
            if raw.strip():
                ctx.report(ErrorCode.PARAMETER_ERROR, f"<{cls.TAG}>: {error}", node, path)
                extras.text = raw
            else:  # like an empty optional value: the reference reads the default
                kwargs[name] = _default_for_empty(spec, f"<{cls.TAG}>", node, path, ctx)
        else:
            _check_value(spec, parsed, raw, node, path, ctx)
            kwargs[name] = parsed
            present.add(name)
        if binding.is_pose:
            _check_pose(kwargs, node, path, ctx)
    if binding.content_field is not None:
        extras.text = node.text
        kwargs[binding.content_field] = [copy.deepcopy(c) for c in node]
    elif len(node) or binding.text_field is None:
        order = _read_children(cls, binding, node, ctx, path, kwargs, present, extras)
        extras.order = ctx.shared(order)
    extras.present = ctx.shared(frozenset(present))
    line = node.sourceline
    kwargs["xml_origin"] = XmlOrigin(ctx.file, line if isinstance(line, int) else None, path)
    return cls(**kwargs)


def _read_attributes(
    cls: type[Element],
    binding: _Binding,
    node: etree._Element,
    ctx: ReadContext,
    path: str,
    kwargs: dict[str, Any],
    present: set[str],
    extras: XmlExtras,
) -> None:
    for raw_key, raw_text in node.attrib.items():
        key, text = str(raw_key), str(raw_text)
        if key.startswith("{"):
            extras.attributes[key] = text
            continue
        entry = binding.attributes.get(key)
        if entry is None:
            suggestion = ctx.suggestions.closest(key, list(binding.attributes))
            message = (
                f"attribute '{key}' is not defined for <{cls.TAG}>{did_you_mean(suggestion)}; "
                "kept as is"
            )
            code = ErrorCode.ATTRIBUTE_INCORRECT_TYPE
            ctx.report(code, message, node, path, Severity.WARNING, suggestion)
            extras.attributes[key] = text
            continue
        name, spec = entry
        try:
            parsed = spec.parse(text)
        except ValueSyntaxError as error:
            if not _empty_optional(spec, text):
                ctx.report(ErrorCode.ATTRIBUTE_INVALID, f"attribute '{key}': {error}", node, path)
                extras.attributes[key] = text
                continue
            parsed = _default_for_empty(spec, f"attribute '{key}'", node, path, ctx)
        _check_value(spec, parsed, text, node, path, ctx)
        kwargs[name] = parsed
        present.add(name)


def _read_children(
    cls: type[Element],
    binding: _Binding,
    node: etree._Element,
    ctx: ReadContext,
    path: str,
    kwargs: dict[str, Any],
    present: set[str],
    extras: XmlExtras,
) -> tuple[str, ...]:
    """Read the child elements into ``kwargs``; return their order as read.

    The common case (a known child, read once) skips the checks of
    ``_kept_as_is`` entirely.
    """
    if binding.text_field is None:
        own_text = node.text
        if own_text and not own_text.isspace():
            message = f"text '{own_text.strip()[:40]}' inside <{cls.TAG}> is ignored"
            ctx.report(ErrorCode.ELEMENT_INVALID, message, node, path, Severity.WARNING)
    plans = binding.children
    order: list[str] = []
    for item in node:
        tag = item.tag
        if not isinstance(tag, str):
            continue  # comments and processing instructions carry no data
        tail = item.tail
        if tail and not tail.isspace():
            message = f"text '{tail.strip()[:40]}' inside <{cls.TAG}> is ignored"
            ctx.report(ErrorCode.ELEMENT_INVALID, message, item, path, Severity.WARNING)
        plan = plans.get(tag)
        if (
            plan is None
            or plan.deprecated
            or (plan.single and plan.name in present)
            or (plan.is_value and (len(item) or item.attrib))
        ) and _kept_as_is(cls, plan, item, ctx, path, present):
            order.append(_keep(item, extras))
            continue
        assert plan is not None
        order.append(_read_known(plan, item, ctx, path, kwargs, present, extras))
    return tuple(order)


def _empty_optional(spec: FieldSpec, text: str) -> bool:
    """An optional value written empty, which the reference reads as its default."""
    return not text.strip() and spec.cardinality not in ("1", "+")


def _default_for_empty(
    spec: FieldSpec, what: str, node: etree._Element, path: str, ctx: ReadContext
) -> Any:
    """The default of a value written empty, with a warning naming ``what`` was empty."""
    message = f"{what} is empty; its default '{spec.default_text}' is used"
    ctx.report(ErrorCode.WARNING, message, node, path, Severity.WARNING)
    return spec.default


def _child(path: str, item: etree._Element) -> str:
    """Path of a child element, built only when a problem needs it."""
    return f"{path}/{_segment(item)}"


_IDENTITY_QUATERNION_POSE = CONVERTERS["pose"].parse("0 0 0 0 0 0 1")


def _check_pose(kwargs: dict[str, Any], node: etree._Element, path: str, ctx: ReadContext) -> None:
    """The pose rules that tie the value to its attributes (count, format, degrees)."""
    numbers = kwargs.get("value")
    rotation_format = kwargs.get("rotation_format", "euler_rpy")
    degrees = kwargs.get("degrees", False)
    if numbers is None:
        return
    expected = 7 if rotation_format == "quat_xyzw" else 6
    if rotation_format == "quat_xyzw" and not (node.text or "").strip():
        kwargs["value"] = _IDENTITY_QUATERNION_POSE  # empty means identity in every format
    elif rotation_format in ("euler_rpy", "quat_xyzw") and len(numbers) != expected:
        message = (
            f"a pose with rotation_format {rotation_format} takes {expected} numbers, "
            f"not {len(numbers)}"
        )
        ctx.report(ErrorCode.PARAMETER_ERROR, message, node, path)
    if degrees and rotation_format == "quat_xyzw":
        message = 'degrees="true" applies to Euler angles, not to a quat_xyzw pose'
        ctx.report(ErrorCode.PARAMETER_ERROR, message, node, path)


def _keep(item: etree._Element, extras: XmlExtras) -> str:
    extras.elements.append(copy.deepcopy(item))
    return _EXTRA


def _kept_as_is(
    cls: type[Element],
    plan: _ChildPlan | None,
    item: etree._Element,
    ctx: ReadContext,
    path: str,
    present: set[str],
) -> bool:
    """Report an unusual child; True when it is kept verbatim rather than read.

    Unusual: namespaced (kept silently), unknown, a repeat of a single
    element, or a value element carrying markup (kept with a warning), or
    deprecated (read, with a warning).
    """
    tag = str(item.tag)
    if tag.startswith("{"):
        return True
    child_path = _child(path, item)
    if plan is None:
        extension = known_extension(cls.TAG, tag)
        if extension is not None:  # a simulator's element: say what it is, not a spelling
            message, meant = extension.message(ctx.version), extension.suggestion(ctx.version)
            code = ErrorCode.ELEMENT_INCORRECT_TYPE
            ctx.report(code, message, item, child_path, Severity.WARNING, meant)
            return True
        version = f" in SDFormat {ctx.version}" if ctx.version else ""
        suggestion = ctx.suggestions.closest(tag, list(binding_of(cls).children))
        hint = did_you_mean(suggestion, element=True)
        message = f"<{tag}> is not a child of <{cls.TAG}>{version}{hint}; kept as is"
        code = ErrorCode.ELEMENT_INCORRECT_TYPE
        ctx.report(code, message, item, child_path, Severity.WARNING, suggestion)
        return True
    if plan.deprecated:
        message = f"<{tag}> is deprecated{' in SDFormat ' + ctx.version if ctx.version else ''}"
        ctx.report(ErrorCode.ELEMENT_DEPRECATED, message, item, child_path, Severity.WARNING)
    if plan.single and plan.name in present:
        message = f"<{tag}> may appear once in <{cls.TAG}>; this repeat is kept but not used"
        ctx.report(ErrorCode.ELEMENT_INVALID, message, item, child_path, Severity.WARNING)
        return True
    if plan.is_value and (len(item) or item.attrib):
        message = f"<{tag}> holds a value only; its attributes and child elements are kept as is"
        ctx.report(ErrorCode.ELEMENT_INVALID, message, item, child_path, Severity.WARNING)
        return True
    return False


def _read_known(
    plan: _ChildPlan,
    item: etree._Element,
    ctx: ReadContext,
    path: str,
    kwargs: dict[str, Any],
    present: set[str],
    extras: XmlExtras,
) -> str:
    """Read a child the class defines into ``kwargs``; return its order token."""
    if plan.is_value:
        text = item.text or ""
        try:
            parsed = ctx.parsed(plan.parse, text)
        except ValueSyntaxError as error:
            if not _empty_optional(plan.spec, text):
                message = f"<{plan.spec.xml_name}>: {error}"
                ctx.report(ErrorCode.PARAMETER_ERROR, message, item, _child(path, item))
                return _keep(item, extras)
            what = f"<{plan.spec.xml_name}>"
            parsed = _default_for_empty(plan.spec, what, item, _child(path, item), ctx)
        if plan.checked:
            _check_value(plan.spec, parsed, text, item, _child(path, item), ctx)
    else:
        assert plan.element_class is not None
        parsed = _read(plan.element_class, item, ctx, path)
    name = plan.name
    if plan.single:
        kwargs[name] = parsed
    elif name in kwargs:
        kwargs[name].append(parsed)
    else:
        kwargs[name] = [parsed]
    present.add(name)
    return name


def _items_to_write(obj: Element, name: str, spec: FieldSpec) -> list[Any]:
    current = getattr(obj, name)
    if spec.kind in ("values", "children"):
        return list(current)
    if current is None:
        return []
    if name in obj.xml_extras.present:
        return [current]
    if spec.kind == "value":
        # Required values are always written, as the reference fills them in anyway.
        required = spec.cardinality == "1"
        return [current] if required or not values_equal(current, spec.default) else []
    if spec.cardinality != "1":
        return [current]  # an optional child that was set is always written
    assert spec.element_class is not None
    return [] if current == spec.element_class().default() else [current]


def _write(obj: Element, visit: Visit | None = None) -> etree._Element:
    binding = binding_of(type(obj))
    extras = obj.xml_extras
    node = etree.Element(obj.TAG, nsmap=extras._namespaces or None)
    if visit is not None:
        visit(node, obj)
    for name, spec in binding.fields:
        if spec.kind != "attribute":
            continue
        current = getattr(obj, name)
        needed = spec.cardinality == "1" or name in extras.present
        if needed or not values_equal(current, spec.default):
            node.set(spec.xml_name, spec.format(current))
    for key, kept_text in (extras._attributes or {}).items():
        node.set(key, kept_text)
    if binding.text_field is not None:
        name, spec = binding.text_field
        if extras.text is not None and name not in extras.present:
            node.text = extras.text
        else:
            node.text = spec.format(getattr(obj, name))
    if binding.content_field is not None:
        node.text = extras.text
        for item in getattr(obj, binding.content_field):
            node.append(copy.deepcopy(item))
        return node
    queues = {
        name: _items_to_write(obj, name, spec)
        for name, spec in binding.fields
        if spec.kind not in ("attribute", "content", "text")
    }
    kept = list(extras.kept_elements())
    specs = dict(binding.fields)
    for token in extras.order:
        if token == _EXTRA:
            if kept:
                node.append(copy.deepcopy(kept.pop(0)))
        elif queues.get(token):
            _append(node, specs[token], queues[token].pop(0), visit)
    for name, items in queues.items():
        for item in items:
            _append(node, specs[name], item, visit)
    for item in kept:
        node.append(copy.deepcopy(item))
    return node


def _append(node: etree._Element, spec: FieldSpec, item: Any, visit: Visit | None) -> None:
    if isinstance(item, Element):
        node.append(item.to_xml(visit))
    else:
        etree.SubElement(node, spec.xml_name).text = spec.format(item)


R = TypeVar("R", bound=Element)


@attrs.frozen
class ReadResult(ProblemList, Generic[R]):
    """A read document: its root object (None when unreadable) and every problem.

    Attributes:
        root: The ``<sdf>`` object.
        problems: Errors and warnings in document order.
    """

    root: R | None
    problems: tuple[Error, ...]


def read_tree(
    root_class: type[R], tree: etree._ElementTree, file: str | None, version: str
) -> ReadResult[R]:
    """Read a parsed document with the classes of one version."""
    ctx = ReadContext(file=file, version=version)
    top = tree.getroot()
    if top.tag != root_class.TAG:
        message = f"the root element is <{top.tag}>, not <{root_class.TAG}>: not SDFormat"
        ctx.report(ErrorCode.PARSING_ERROR, message, top, f"/{top.tag}")
        return ReadResult(None, tuple(ctx.problems))
    declared = top.get("version")
    if declared is not None and declared != version:
        message = f"the document declares SDFormat {declared}; read with the {version} classes"
        ctx.report(ErrorCode.WARNING, message, top, "/sdf", Severity.WARNING)
    ctx.declares_namespaces = any(True for _ in etree.iterwalk(tree, events=("start-ns",)))
    with collector_paused():
        root = _read(root_class, top, ctx, "")
    return ReadResult(root, tuple(ctx.problems))


_pause_lock = threading.Lock()
_pause_count = 0
_collector_was_enabled = False


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector while a document is bound.

    Binding creates many long-lived containers and no garbage cycles; with the
    collector on, it rescans the growing heap again and again and reading
    becomes quadratic (2x slower at 1,000 models). The count makes nested and
    concurrent reads restore the user's setting exactly once.

    On resuming, a large document's objects are moved straight into the oldest
    generation, which the collector walks rarely: they all survive, and
    otherwise the collector would walk every one of them twice (young, then
    middle-aged) before they settle there. ``gc.freeze`` followed by
    ``gc.unfreeze`` makes that move without walking anything (walking a
    1,000-model world once costs about as much as 5 raw parses of it). Other
    young objects of the program move with them, so a garbage cycle among those
    waits for the next full collection. When the program keeps objects frozen
    itself, unfreezing would undo that, so the document is collected instead.
    """
    global _pause_count, _collector_was_enabled
    with _pause_lock:
        if _pause_count == 0:
            _collector_was_enabled = gc.isenabled()
            gc.disable()
        _pause_count += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pause_count -= 1
            resume = _pause_count == 0 and _collector_was_enabled
            if resume:
                gc.enable()
        threshold = gc.get_threshold()[0]  # 0 when automatic collection is off
        if resume and threshold and gc.get_count()[0] > _PILED_UP * threshold:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            else:
                gc.collect(1)


_PILED_UP = 10
"""Young objects (in units of the first threshold) above which resuming collects them at once."""


def read_text(root_class: type[R], text: str | bytes, version: str) -> ReadResult[R]:
    """Parse and read a document given as text."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    tree, problems = parse_bytes(data)
    if tree is None:
        return ReadResult(None, tuple(problems))
    return read_tree(root_class, tree, None, version)


def read_path(root_class: type[R], path: str | Path, version: str) -> ReadResult[R]:
    """Parse and read a document file."""
    tree, problems = parse_file(path)
    if tree is None:
        return ReadResult(None, tuple(problems))
    return read_tree(root_class, tree, str(path), version)

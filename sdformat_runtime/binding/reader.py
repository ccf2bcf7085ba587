"""Reading an lxml element into an element object, reporting what does not fit.

What the spec does not describe is kept, not dropped: namespaced attributes
and elements, unknown elements (with a warning), repeated single elements
(with a warning) and values that do not parse (with an error) are stored
verbatim in ``xml_extras`` (see ``XmlExtras``) so the writer puts them back.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import TypeVar

from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element, set_lazy_source, set_read_from
from sdformat_runtime.binding.extras import EXTRA, XmlExtras
from sdformat_runtime.binding.fields import MUST_OCCUR, FieldKind, FieldSpec
from sdformat_runtime.binding.metadata import ChildPlan, ClassBinding, binding_of, bounds_of
from sdformat_runtime.binding.pose_rules import check_pose
from sdformat_runtime.errors import ErrorCode, Severity, XmlOrigin, not_schema_valid
from sdformat_runtime.extensions import known_extension
from sdformat_runtime.prefix_values import prefix_reading
from sdformat_runtime.suggestions import did_you_mean
from sdformat_runtime.values import Value, ValueSyntaxError, bound_violation

E = TypeVar("E", bound=Element)

Fields = dict[str, object]
"""Constructor arguments of the object being read, by field name."""


def read_element(cls: type[E], node: etree._Element, ctx: ReadContext, parent_path: str) -> E:
    """Read ``node`` as an object of ``cls``, reporting problems into ``ctx``."""
    kwargs = read_fields(cls, node, ctx, parent_path)
    return _built(cls, binding_of(cls), kwargs, node)  # type: ignore[return-value]


def _built(
    cls: type[Element], binding: ClassBinding, kwargs: Fields, node: etree._Element
) -> Element:
    """An object of ``cls`` from the values ``read_fields`` read and checked."""
    # The values were checked, so the object is built through the class's trusted
    # twin, without the constructor's checks (see construction.build, inlined: this
    # runs once per element of every document read).
    obj = binding.trusted(**kwargs)
    obj.__class__ = cls
    # Set, not left unset: the semantics ask every object whether it is lazy, and an
    # unset slot answers with an exception (about 1 us each, paid per element).
    set_lazy_source(obj, None)
    # Kept for the writer, as a filled lazy object keeps it: comments, numbers as spelled.
    set_read_from(obj, node)
    return obj


def lazy_element(cls: type[E], node: etree._Element, ctx: ReadContext, parent_path: str) -> E:
    """An object of ``cls`` that reads ``node`` when a field is first asked for.

    See ``sdformat_runtime.binding.lazy``, which fills it with ``read_fields``
    (and makes its own children lazy in turn).
    """
    obj = _new(cls)
    set_lazy_source(obj, (node, ctx, parent_path))
    return obj


_new = object.__new__


class _Reading:
    """An element being read: the values gathered so far and its children still to read.

    ``read_fields`` keeps one per level of the elements it is inside, on a
    list rather than Python's stack: a tree built in code nests as deep as it
    likes, past the recursion limit.
    """

    __slots__ = (
        "binding",
        "children",
        "cls",
        "extras",
        "kwargs",
        "node",
        "order",
        "path",
        "plan",
        "present",
    )

    binding: ClassBinding
    children: Iterator[etree._Element] | None  # None: no child elements to read
    cls: type[Element]
    extras: XmlExtras
    kwargs: Fields
    node: etree._Element
    order: list[str]  # the order token of each child read
    path: str
    plan: ChildPlan | None  # how the parent stores the element; None for the one asked for
    present: set[str]  # the fields the element gives


def read_fields(
    cls: type[Element], node: etree._Element, ctx: ReadContext, parent_path: str
) -> Fields:
    """The constructor arguments of ``node`` read as ``cls``, problems reported into ``ctx``.

    Child elements are read too (depth first, each before its next sibling, so
    problems come in document order), or made lazy when ``ctx.lazy`` is set.
    """
    reading = [_begin(cls, node, ctx, parent_path, None)]
    while True:
        top = reading[-1]
        if top.children is not None:  # None for most elements: values, say
            child = _next_eager_child(top, ctx)
            if child is not None:
                plan, item = child
                assert plan.element_class is not None
                reading.append(_begin(plan.element_class, item, ctx, top.path, plan))
                continue
        extras = top.extras
        if top.children is not None:
            extras.order = ctx.shared_order(tuple(top.order))
        extras.present = ctx.shared_present(frozenset(top.present))
        line = top.node.sourceline
        kwargs = top.kwargs
        kwargs["xml_origin"] = XmlOrigin(
            ctx.file, line if isinstance(line, int) else None, top.path
        )
        reading.pop()
        if not reading:
            return kwargs
        stored = top.plan
        assert stored is not None
        parent = reading[-1]
        _store(
            stored, _built(top.cls, top.binding, kwargs, top.node), parent.kwargs, parent.present
        )
        parent.order.append(stored.name)


def _begin(
    cls: type[Element],
    node: etree._Element,
    ctx: ReadContext,
    parent_path: str,
    plan: ChildPlan | None,
) -> _Reading:
    """Read what ``node`` holds before its child elements: namespaces, attributes, text."""
    this = _new(_Reading)  # every slot set below, without a call to __init__
    this.cls, this.node, this.plan, this.children, this.order = cls, node, plan, None, []
    this.binding = binding = binding_of(cls)
    this.path = path = f"{parent_path}/{_segment(node)}"
    this.extras = extras = XmlExtras()
    kwargs: Fields = {"xml_extras": extras}
    present: set[str] = set()
    this.kwargs, this.present = kwargs, present
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
        _read_text(this, ctx)
    if binding.content_field is not None:
        extras.text = node.text
        kwargs[binding.content_field] = [copy.deepcopy(c) for c in node]
    elif len(node) or binding.text_field is None:
        if binding.text_field is None:
            own_text = node.text
            if own_text and not own_text.isspace():
                _ignored_text(cls, own_text, node, ctx, path)
        this.children = iter(node)
    return this


def _read_text(this: _Reading, ctx: ReadContext) -> None:
    """Read the element's own text into its text field (a pose's value, say)."""
    cls, node, path, kwargs, extras = this.cls, this.node, this.path, this.kwargs, this.extras
    assert this.binding.text_field is not None
    name, spec = this.binding.text_field
    raw = node.text or ""
    try:
        parsed = ctx.parsed(this.binding.text_parse, raw)
    except ValueSyntaxError as error:
        tolerated = _tolerated(spec, raw, f"<{cls.TAG}>", node, path, ctx)
        if tolerated is not None:
            kwargs[name] = tolerated
            this.present.add(name)
        elif raw.strip():
            ctx.report(ErrorCode.PARAMETER_ERROR, f"<{cls.TAG}>: {error}", node, path)
            extras.text = raw
        else:  # like an empty optional value: the reference reads the default
            kwargs[name] = _default_for_empty(spec, f"<{cls.TAG}>", node, path, ctx)
    else:
        _check_value(spec, parsed, raw, node, path, ctx)
        kwargs[name] = parsed
        this.present.add(name)
    if this.binding.is_pose:
        check_pose(kwargs, node, path, ctx)


def _segment(node: etree._Element) -> str:
    tag = str(node.tag)
    name = node.get("name")
    return f'{tag}[@name="{name}"]' if name is not None else tag


# Reading an enum member goes through its class's metaclass, several times
# slower than reading a module global; checking each value uses this.
_ATTRIBUTE = FieldKind.ATTRIBUTE


def _check_value(
    spec: FieldSpec, parsed: Value, text: str, node: etree._Element, path: str, ctx: ReadContext
) -> None:
    is_attribute = spec.kind is _ATTRIBUTE
    code = ErrorCode.ATTRIBUTE_INVALID if is_attribute else ErrorCode.PARAMETER_ERROR
    what = f"attribute '{spec.xml_name}'" if is_attribute else f"<{spec.xml_name}>"
    if spec.choices and parsed not in spec.choices:
        allowed = ", ".join(spec.choices)
        ctx.report(code, f"{what} is '{text.strip()}', not one of: {allowed}", node, path)
    if spec.minimum is not None or spec.maximum is not None:
        low, high = bounds_of(spec)
        violation = bound_violation(parsed, low, high)
        if violation:
            bounds = f"[{spec.minimum or '-inf'}, {spec.maximum or 'inf'}]"
            ctx.report(code, f"{what} value {text.strip()} {violation} {bounds}", node, path)


def _read_attributes(
    cls: type[Element],
    binding: ClassBinding,
    node: etree._Element,
    ctx: ReadContext,
    path: str,
    kwargs: Fields,
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
                f"kept as is{not_schema_valid(ctx.version)}"
            )
            code = ErrorCode.ATTRIBUTE_INCORRECT_TYPE
            ctx.report(code, message, node, path, Severity.WARNING, suggestion)
            extras.attributes[key] = text
            continue
        name, spec = entry
        try:  # remembered: names and types repeat across a document's elements (shared)
            parsed = ctx.parsed(spec.parse, text)
        except ValueSyntaxError as error:
            tolerated = _tolerated(spec, text, f"attribute '{key}'", node, path, ctx)
            if tolerated is not None:
                parsed = tolerated
            elif not _empty_optional(spec, text):
                ctx.report(ErrorCode.ATTRIBUTE_INVALID, f"attribute '{key}': {error}", node, path)
                extras.attributes[key] = text
                continue
            else:
                parsed = _default_for_empty(spec, f"attribute '{key}'", node, path, ctx)
        _check_value(spec, parsed, text, node, path, ctx)
        kwargs[name] = parsed
        present.add(name)


def _next_eager_child(this: _Reading, ctx: ReadContext) -> tuple[ChildPlan, etree._Element] | None:
    """Read the element's next children into its values, up to one to read eagerly.

    Returns that child (for ``read_fields`` to read, then store with
    ``_store``), or None when every child is read. The common case (a known
    child, read once) skips the checks of ``_kept_as_is`` entirely.
    """
    children = this.children
    assert children is not None
    cls, plans, path, kwargs = this.cls, this.binding.children, this.path, this.kwargs
    present, extras, order = this.present, this.extras, this.order
    for item in children:
        tag = item.tag
        tail = item.tail  # text after a comment too: a CDATA block below one, say
        if tail and not tail.isspace():
            _ignored_text(cls, tail, item, ctx, path)
        if not isinstance(tag, str):
            continue  # comments and processing instructions carry no data
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
        token = _read_known(plan, item, ctx, path, kwargs, present, extras)
        if token is None:
            return plan, item
        order.append(token)
    return None


def _empty_optional(spec: FieldSpec, text: str) -> bool:
    """An optional value written empty, which the reference reads as its default."""
    return not text.strip() and spec.cardinality not in MUST_OCCUR


def _default_for_empty(
    spec: FieldSpec, what: str, node: etree._Element, path: str, ctx: ReadContext
) -> Value:
    """The default of a value written empty, with a warning naming ``what`` was empty."""
    message = f"{what} is empty; its default '{spec.default_text}' is used"
    ctx.report(ErrorCode.WARNING, message, node, path, Severity.WARNING)
    return spec.default


def _tolerated(
    spec: FieldSpec, text: str, what: str, node: etree._Element, path: str, ctx: ReadContext
) -> Value | None:
    """The value libsdformat reads from a number with stray characters, with a warning.

    None when the reference refuses ``text`` too (see ``prefix_values``).
    """
    found = prefix_reading(spec.spec_type or "string", text)
    if found is None:
        return None
    value, kept = found
    message = (
        f"{what} '{text.strip()}' has characters a number cannot hold; "
        f"read as '{kept}', the rest ignored, as libsdformat does"
    )
    ctx.report(ErrorCode.VALUE_TOLERATED, message, node, path, Severity.WARNING)
    return value


def _child(path: str, item: etree._Element) -> str:
    """Path of a child element, built only when a problem needs it."""
    return f"{path}/{_segment(item)}"


def _keep(item: etree._Element, extras: XmlExtras) -> str:
    extras.elements.append(copy.deepcopy(item))
    return EXTRA


def _ignored_text(
    cls: type[Element], text: str, node: etree._Element, ctx: ReadContext, path: str
) -> None:
    """Report text where the element holds none (the schema's element-only content)."""
    message = (
        f"text '{text.strip()[:40]}' inside <{cls.TAG}> is ignored"
        f"{not_schema_valid(ctx.version)}, which allows no text there"
    )
    ctx.report(ErrorCode.ELEMENT_INVALID, message, node, path, Severity.WARNING)


def _kept_as_is(
    cls: type[Element],
    plan: ChildPlan | None,
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
    if plan is None and tag == "include" and cls.TAG == "sdf":
        # Not in the spec, yet libsdformat expands it into the top-level model: kept
        # for the composer (``sdformat_semantics.include.composer``), which does too.
        return True
    if plan is None:
        extension = known_extension(cls.TAG, tag)
        if extension is not None:  # a simulator's element: say what it is, not a spelling
            message = extension.message(ctx.version) + not_schema_valid(ctx.version)
            meant = extension.suggestion(ctx.version)
            code = ErrorCode.ELEMENT_INCORRECT_TYPE
            ctx.report(code, message, item, child_path, Severity.WARNING, meant)
            return True
        version = f" in SDFormat {ctx.version}" if ctx.version else ""
        suggestion = ctx.suggestions.closest(tag, list(binding_of(cls).children))
        hint = did_you_mean(suggestion, element=True)
        message = (
            f"<{tag}> is not a child of <{cls.TAG}>{version}{hint}; kept as is"
            f"{not_schema_valid(ctx.version)}"
        )
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
        message = (
            f"<{tag}> holds a value only; its attributes and child elements are kept as is"
            f"{not_schema_valid(ctx.version)}"
        )
        ctx.report(ErrorCode.ELEMENT_INVALID, message, item, child_path, Severity.WARNING)
        return True
    return False


def _read_known(
    plan: ChildPlan,
    item: etree._Element,
    ctx: ReadContext,
    path: str,
    kwargs: Fields,
    present: set[str],
    extras: XmlExtras,
) -> str | None:
    """Read a child the class defines into ``kwargs``; return its order token.

    None, having read nothing, for an element to read eagerly (``read_fields`` does).
    """
    parsed: Value | Element
    if plan.is_value:
        text = item.text or ""
        try:
            parsed = ctx.parsed(plan.parse, text)
        except ValueSyntaxError as error:
            what = f"<{plan.spec.xml_name}>"
            tolerated = _tolerated(plan.spec, text, what, item, _child(path, item), ctx)
            if tolerated is not None:
                parsed = tolerated
            elif not _empty_optional(plan.spec, text):
                message = f"{what}: {error}"
                ctx.report(ErrorCode.PARAMETER_ERROR, message, item, _child(path, item))
                return _keep(item, extras)
            else:
                parsed = _default_for_empty(plan.spec, what, item, _child(path, item), ctx)
        if plan.checked:
            _check_value(plan.spec, parsed, text, item, _child(path, item), ctx)
    else:
        assert plan.element_class is not None
        if ctx.lazy:
            parsed = lazy_element(plan.element_class, item, ctx, path)
        elif item in ctx.lazy_parts:  # accepted alone by the fast path: nothing to report
            assert ctx.lazy_twin is not None
            parsed = lazy_element(plan.element_class, item, ctx.lazy_twin, path)
        else:
            return None
    _store(plan, parsed, kwargs, present)
    return plan.name


def _store(plan: ChildPlan, parsed: Value | Element, kwargs: Fields, present: set[str]) -> None:
    """Store a child's value or object in its field of ``kwargs``."""
    name = plan.name
    if plan.single:
        kwargs[name] = parsed
    else:
        items = kwargs.get(name)
        if isinstance(items, list):
            items.append(parsed)
        else:
            kwargs[name] = [parsed]
    present.add(name)

"""Parameter passing: ``<experimental:params>`` in an ``<include>`` edits the included model.

Each child of ``<experimental:params>`` names an element of the included
model by ``element_id``, its scoped name from the model (``chassis::camera``;
``""`` for the model itself), and says what to do with it in ``action``:

* ``add``: the child (with its ``name``) becomes a new child of the element
  ``element_id`` names;
* ``modify``: the child's attributes and children set those of the element,
  children matched by tag and ``name``;
* ``remove``: the element goes; or, when the child lists children, those
  children of the element go;
* ``replace``: the child, read as an element of its tag, takes the element's place;
* no ``action``: each child of the child carries its own action, applied to
  the children of the element (``<link element_id="top"><visual name="v"
  action="remove"/></link>``).

The element named must have the child's tag. Each edit works on the bound
objects of the included model, copied on the way (nothing read elsewhere
changes); new content is read by the generated classes, so its problems are
reported in the including file with their lines. An ``element_id`` that
names nothing, an action the element cannot take (adding a second of a
single child, a child its kind does not have, removing a required child) and
malformed entries are errors; the entry is then skipped, as upstream does.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from typing import Any

import attrs
from lxml import etree

from sdformat_runtime.binding import Element, ReadContext, binding_of
from sdformat_runtime.errors import (
    Error,
    ErrorCode,
    ProblemCollector,
    Severity,
    XmlOrigin,
    problem,
)
from sdformat_runtime.values import ValueSyntaxError
from sdformat_semantics.entities import IncludeLike
from sdformat_semantics.frames import SEPARATOR

__all__ = ["ACTIONS", "PARAMS_PREFIX", "apply_params", "params_of"]

PARAMS_PREFIX = "experimental"
"""The namespace prefix of ``<experimental:params>``."""

ACTIONS = ("add", "modify", "remove", "replace")
"""What an entry may do."""

_CONTROL = ("element_id", "action")
"""Attributes that steer an edit and are not content."""

Chain = list[Element]
"""Objects from the included model down to the one an ``element_id`` names."""


def params_of(include: IncludeLike) -> etree._Element | None:
    """The ``<experimental:params>`` an include holds, or None."""
    for kept in include.xml_extras.kept_elements():
        is_params = isinstance(kept.tag, str) and etree.QName(kept).localname == "params"
        if is_params and kept.prefix == PARAMS_PREFIX:
            return kept
    return None


@attrs.define
class _Editor:
    """Applies the entries of one ``<experimental:params>`` and collects problems."""

    file: str | None
    version: str
    where: str
    """Element path of the ``<experimental:params>`` (for problems)."""
    problems: ProblemCollector

    def fail(self, code: ErrorCode, message: str, node: etree._Element) -> None:
        line = node.sourceline if isinstance(node.sourceline, int) else None
        identifier = node.get("element_id")
        step = _tag(node) + (f'[@element_id="{identifier}"]' if identifier is not None else "")
        self.problems.extend(
            [problem(code, message, XmlOrigin(self.file, line, f"{self.where}/{step}"))]
        )

    # Entries -------------------------------------------------------------

    def apply(self, model: Element, entry: etree._Element) -> Element:
        """The model after one entry (unchanged when the entry is wrong, which is reported)."""
        tag = _tag(entry)
        identifier = entry.get("element_id")
        if identifier is None:
            self.fail(
                ErrorCode.ATTRIBUTE_MISSING,
                f"<{tag}> in <experimental:params> has no element_id",
                entry,
            )
            return model
        if identifier.endswith(SEPARATOR):
            self.fail(
                ErrorCode.ATTRIBUTE_INVALID,
                f"element_id '{identifier}' ends with '::': no name follows",
                entry,
            )
            return model
        action = entry.get("action")
        if action is not None and action not in ACTIONS:
            message = f"action '{action}' is not one of {', '.join(ACTIONS)}"
            self.fail(ErrorCode.ATTRIBUTE_INVALID, message, entry)
            return model
        names = identifier.split(SEPARATOR) if identifier else []
        if action == "add":
            return self._add_by_id(model, names, entry)
        chain = _find(model, names, tag)
        if chain is None:
            message = (
                f"element_id '{identifier}' names no <{tag}> in the included model '{_name(model)}'"
            )
            self.fail(ErrorCode.ELEMENT_MISSING, message, entry)
            return model
        if action is None:
            return _rebuilt(chain, lambda target: self._each_child(target, entry))
        if action == "modify":
            return _rebuilt(chain, lambda target: self._modified(target, entry))
        if action == "remove" and _children(entry):
            return _rebuilt(chain, lambda target: self._without_listed(target, entry))
        if len(chain) < 2:
            message = f"the included model itself cannot be {action}d by its own parameters"
            self.fail(ErrorCode.ELEMENT_INVALID, message, entry)
            return model
        target = chain[-1]
        if action == "remove":
            return _rebuilt(chain[:-1], lambda parent: self._without(parent, target, entry))
        return _rebuilt(chain[:-1], lambda parent: self._replaced(parent, target, entry))

    def _add_by_id(self, model: Element, names: list[str], entry: etree._Element) -> Element:
        tag = _tag(entry)
        name = entry.get("name")
        if name is None or not name.strip():
            code = ErrorCode.ATTRIBUTE_MISSING if name is None else ErrorCode.ATTRIBUTE_INVALID
            self.fail(code, f"<{tag}> to add needs a non-empty name", entry)
            return model
        chain = _find(model, names, None)
        if chain is None:
            identifier = SEPARATOR.join(names)
            message = (
                f"element_id '{identifier}' names nothing in the included model "
                f"'{_name(model)}' to add <{tag}> to"
            )
            self.fail(ErrorCode.ELEMENT_MISSING, message, entry)
            return model
        if tag != "plugin" and _find(model, [*names, name], tag) is not None:  # plugins may repeat
            message = f"<{tag}> '{name}' already exists there; use modify or replace"
            self.fail(ErrorCode.DUPLICATE_NAME, message, entry)
            return model
        return _rebuilt(chain, lambda parent: self._added(parent, entry))

    # Actions on one object ------------------------------------------------

    def _added(self, parent: Element, node: etree._Element) -> Element:
        if _namespaced(node):
            return _with_kept(parent, [*parent.xml_extras.kept_elements(), _content(node)])
        tag = _tag(node)
        plan = binding_of(type(parent)).children.get(tag)
        if plan is None or (plan.element_class is None and not plan.is_value):
            self.fail(ErrorCode.ELEMENT_INVALID, f"<{parent.TAG}> cannot hold a <{tag}>", node)
            return parent
        if plan.single and plan.name in parent.xml_extras.present:
            message = f"<{parent.TAG}> already has its one <{tag}>; use modify or replace"
            self.fail(ErrorCode.ELEMENT_INVALID, message, node)
            return parent
        value = self._read(plan, node, parent)
        if value is _FAILED:
            return parent
        current = getattr(parent, plan.name)
        new = [*current, value] if isinstance(current, list) else value
        return _with_field(parent, plan.name, new, present=True)

    def _replaced(self, parent: Element, target: Element, node: etree._Element) -> Element:
        plan = binding_of(type(parent)).children[_tag(node)]
        value = self._read(plan, node, parent)
        if value is _FAILED:
            return parent
        return _swapped(parent, target, value)

    def _without(self, parent: Element, target: Element, node: etree._Element) -> Element:
        plan = binding_of(type(parent)).children[_tag(node)]
        current = getattr(parent, plan.name)
        left = [item for item in current if item is not target] if isinstance(current, list) else []
        if plan.spec.cardinality in ("1", "+") and not left:
            message = (
                f"<{parent.TAG}> requires a <{plan.spec.xml_name}>; it cannot be removed "
                "(use replace)"
            )
            self.fail(ErrorCode.ELEMENT_INVALID, message, node)
            return parent
        if isinstance(current, list):
            return _with_field(parent, plan.name, left, present=bool(left))
        return _with_field(parent, plan.name, None, present=False)

    def _without_listed(self, target: Element, node: etree._Element) -> Element:
        for child in _children(node):
            found = _child_named(target, child)
            if found is None:
                self.fail(ErrorCode.ELEMENT_MISSING, _no_such_child(target, child), child)
                continue
            if isinstance(found, Element):
                target = self._without(target, found, child)
            else:
                target = self._value_removed(target, child)
        return target

    def _value_removed(self, target: Element, node: etree._Element) -> Element:
        plan = binding_of(type(target)).children[_tag(node)]
        if plan.spec.cardinality in ("1", "+"):
            message = (
                f"<{target.TAG}> requires a <{plan.spec.xml_name}>; it cannot be removed "
                "(use modify)"
            )
            self.fail(ErrorCode.ELEMENT_INVALID, message, node)
            return target
        empty: Any = [] if plan.spec.kind == "values" else plan.spec.default
        return _with_field(target, plan.name, empty, present=False)

    def _modified(self, target: Element, node: etree._Element) -> Element:
        binding = binding_of(type(target))
        for key, text in node.attrib.items():
            key = str(key)
            if key in _CONTROL or key.startswith("{"):
                continue
            entry = binding.attributes.get(key)
            if entry is None:
                self.fail(
                    ErrorCode.ATTRIBUTE_INVALID, f"<{target.TAG}> has no attribute '{key}'", node
                )
                continue
            name, spec = entry
            try:
                value = spec.parse(str(text))
            except ValueSyntaxError as error:
                self.fail(ErrorCode.ATTRIBUTE_INVALID, f"attribute '{key}': {error}", node)
                continue
            target = _with_field(target, name, value, present=True)
        for child in _children(node):
            target = self._modified_child(target, child)
        return target

    def _modified_child(self, target: Element, node: etree._Element) -> Element:
        if _namespaced(node):  # custom content: the new one takes the old one's place
            return self._kept_replaced(target, node)
        tag = _tag(node)
        plan = binding_of(type(target)).children.get(tag)
        if plan is None:
            self.fail(
                ErrorCode.ELEMENT_INVALID, f"<{target.TAG}> has no child <{tag}> to modify", node
            )
            return target
        if plan.is_value:
            value = self._read(plan, node, target)
            if value is _FAILED:
                return target
            if plan.spec.kind == "values":
                value = [value]
            return _with_field(target, plan.name, value, present=True)
        found = _child_named(target, node)
        if not isinstance(found, Element):
            self.fail(ErrorCode.ELEMENT_MISSING, _no_such_child(target, node), node)
            return target
        return _swapped(target, found, self._modified(found, node))

    def _kept_replaced(
        self, target: Element, node: etree._Element, *, remove: bool = False
    ) -> Element:
        kept = list(target.xml_extras.kept_elements())
        same = [i for i, element in enumerate(kept) if element.tag == node.tag]
        if not same:
            message = f"<{target.TAG}> has no custom element <{node.prefix}:{_tag(node)}>"
            self.fail(ErrorCode.ELEMENT_MISSING, message, node)
            return target
        if remove:
            del kept[same[0]]
        else:
            kept[same[0]] = _content(node)
        return _with_kept(target, kept)

    def _each_child(self, target: Element, entry: etree._Element) -> Element:
        for child in _children(entry):
            action = child.get("action")
            if action is None:
                message = f"<{_tag(child)}> under an entry without an action needs its own action"
                self.fail(ErrorCode.ATTRIBUTE_MISSING, message, child)
                continue
            if action not in ACTIONS:
                message = f"action '{action}' is not one of {', '.join(ACTIONS)}"
                self.fail(ErrorCode.ATTRIBUTE_INVALID, message, child)
                continue
            if action == "add":
                target = self._added(target, child)
                continue
            if _namespaced(child):
                target = self._kept_replaced(target, child, remove=action == "remove")
                continue
            if binding_of(type(target)).children.get(_tag(child)) is None:
                message = f"<{target.TAG}> has no child <{_tag(child)}> to {action}"
                self.fail(ErrorCode.ELEMENT_INVALID, message, child)
                continue
            if action == "modify":
                target = self._modified_child(target, child)
                continue
            found = _child_named(target, child)
            if found is None:
                self.fail(ErrorCode.ELEMENT_MISSING, _no_such_child(target, child), child)
            elif not isinstance(found, Element):
                target = (
                    self._value_removed(target, child)
                    if action == "remove"
                    else self._modified_child(target, child)
                )
            elif action == "remove" and _children(child):
                target = _swapped(target, found, self._without_listed(found, child))
            elif action == "remove":
                target = self._without(target, found, child)
            else:
                target = self._replaced(target, found, child)
        return target

    # Reading new content --------------------------------------------------

    def _read(self, plan: Any, node: etree._Element, owner: Element) -> Any:
        """The child ``node`` describes, read as the field ``plan`` of ``owner`` reads it."""
        del owner  # the field's plan says everything about how to read it
        if plan.is_value:
            text = node.text or ""
            if not text.strip():
                return plan.spec.default
            try:
                return plan.spec.parse(text)
            except ValueSyntaxError as error:
                self.fail(ErrorCode.PARAMETER_ERROR, f"<{plan.spec.xml_name}>: {error}", node)
                return _FAILED
        clean = _content(node)
        context = ReadContext(file=self.file, version=self.version)
        value = plan.element_class.from_xml(clean, context)
        # The content is written in <experimental:params>: its problems are placed there.
        self.problems.extend([_under(p, self.where) for p in context.problems])
        if any(p.severity is Severity.ERROR for p in context.problems):
            return _FAILED  # content that does not read is not put in (as upstream skips it)
        return value


_FAILED = object()
"""What ``_Editor._read`` returns for content it could not read (reported)."""


def apply_params(
    model: Element, params: etree._Element, file: str | None, version: str, where: str
) -> tuple[Element, list[Error]]:
    """The included model after every entry of ``params``, and the problems met.

    Args:
        model: The included model, composed (its own includes expanded).
        params: The ``<experimental:params>`` element.
        file: The including file (where ``params`` is written).
        version: The version the model's classes belong to.
        where: Element path of the ``<include>`` that holds ``params``.
    """
    collector = ProblemCollector()
    editor = _Editor(file, version, f"{where}/{PARAMS_PREFIX}:params", collector)
    for entry in _children(params):
        model = editor.apply(model, entry)
    return model, collector.problems


# Finding ------------------------------------------------------------------


def _tag(node: etree._Element) -> str:
    return etree.QName(node).localname if str(node.tag).startswith("{") else str(node.tag)


def _children(node: etree._Element) -> list[etree._Element]:
    return [child for child in node if isinstance(child.tag, str)]


def _namespaced(node: etree._Element) -> bool:
    return str(node.tag).startswith("{")


def _content(node: etree._Element) -> etree._Element:
    """A copy of an entry without the attributes that steer the edit."""
    clean = copy.deepcopy(node)
    for key in _CONTROL:
        if key in clean.attrib:
            del clean.attrib[key]
    return clean


def _with_kept(element: Element, kept: list[etree._Element]) -> Element:
    """A copy of ``element`` keeping these custom elements (new ones written last)."""
    extras = element.xml_extras
    extra_tokens = sum(1 for token in extras.order if token == "")
    order = extras.order + ("",) * max(0, len(kept) - extra_tokens)
    new_extras = attrs.evolve(extras, order=order)
    new_extras.elements = kept
    return attrs.evolve(element, xml_extras=new_extras)


def _name(element: Element) -> str:
    return str(getattr(element, "name", ""))


def _element_items(element: Element) -> Iterator[tuple[str, Element]]:
    """(field, object) for every element object directly held by ``element``."""
    for plan in binding_of(type(element)).children.values():
        if plan.element_class is None:
            continue
        value = getattr(element, plan.name)
        items = value if isinstance(value, list) else [] if value is None else [value]
        for item in items:
            yield plan.name, item


def _named(element: Element) -> bool:
    return "name" in binding_of(type(element)).attributes


def _find(model: Element, names: list[str], tag: str | None) -> Chain | None:
    """The objects from ``model`` down to the one the names lead to (its tag ``tag`` if given)."""
    chain: Chain = [model]
    for index, step in enumerate(names):
        last = index == len(names) - 1
        matches = [
            item
            for _field, item in _element_items(chain[-1])
            if _named(item) and _name(item) == step and (not last or tag is None or tag == item.TAG)
        ]
        if not matches:
            return None
        chain.append(matches[0])
    if not names and tag is not None and tag != model.TAG:
        return None
    return chain


def _child_named(target: Element, node: etree._Element) -> Any:
    """The child of ``target`` with the node's tag (and ``name``, when given); a value: ``True``."""
    tag = _tag(node)
    plan = binding_of(type(target)).children.get(tag)
    if plan is None:
        return None
    if plan.is_value:
        return True if plan.name in target.xml_extras.present else None
    value = getattr(target, plan.name)
    if plan.single:  # the one child of its kind: a name written in the entry renames it
        return value
    wanted = node.get("name")
    items = value if isinstance(value, list) else []
    for item in items:
        if wanted is None or (_named(item) and _name(item) == wanted):
            return item
    return None


def _no_such_child(target: Element, node: etree._Element) -> str:
    wanted = node.get("name")
    named = f" named '{wanted}'" if wanted is not None else ""
    return f"<{target.TAG}> has no <{_tag(node)}>{named}"


# Copy-on-write ------------------------------------------------------------


def _with_field(element: Element, field: str, value: Any, *, present: bool) -> Element:
    """A copy of ``element`` with one field set, its presence recorded for writing."""
    extras = element.xml_extras
    now = extras.present | {field} if present else extras.present - {field}
    order = extras.order if field in extras.order or not present else (*extras.order, field)
    changes: dict[str, Any] = {field: value}
    changes["xml_extras"] = attrs.evolve(extras, present=frozenset(now), order=order)
    return attrs.evolve(element, **changes)


def _swapped(parent: Element, old: Element, new: Element) -> Element:
    """A copy of ``parent`` holding ``new`` where it held ``old``."""
    for field, item in _element_items(parent):
        if item is old:
            value = getattr(parent, field)
            if isinstance(value, list):
                value = [new if entry is old else entry for entry in value]
            else:
                value = new
            return attrs.evolve(parent, **{field: value})
    return parent


def _rebuilt(chain: Chain, edit: Callable[[Element], Element]) -> Element:
    """The chain's first object after ``edit`` replaced its last one, copied up the chain."""
    new = edit(chain[-1])
    for parent, old in zip(reversed(chain[:-1]), reversed(chain[1:]), strict=True):
        new = _swapped(parent, old, new)
    return new


def _under(found: Error, base: str) -> Error:
    """A problem of new content read alone, its path placed below the element it joins."""
    return attrs.evolve(found, path=base + found.path if found.path else base)

"""Parameter passing: ``<experimental:params>`` in an ``<include>`` edits the included model.

Each child of ``<experimental:params>`` names an element of the included
model by ``element_id``, its scoped name from the model (``chassis::camera``;
``""`` for the model itself), and says what to do with it in ``action``:

* ``add``: the child (with its ``name``) becomes a new child of the element
  ``element_id`` names;
* ``modify``: the child's attributes (namespaced ones too), value and children set
  those of the element, children matched by tag and ``name``;
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
An ``<include>`` the entries add (directly, or inside an added or replacing
model) is expanded afterwards by the composer like the model's own, through the
resolvers, ``allowed_roots`` and the limits, its URI read from the including file.
"""

from __future__ import annotations

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
from sdformat_semantics.include.params_tree import (
    CONTROL,
    Names,
    child_elements,
    name_of,
    namespaced,
    no_such_child,
    rebuilt,
    swapped,
    tag_of,
    under,
    with_attributes,
    with_field,
    with_item_added,
    with_kept,
    with_presence,
    with_verbatim,
    without_control,
    without_item,
    without_unknown_attributes,
)
from sdformat_semantics.include.shared import duplicate

__all__ = ["ACTIONS", "PARAMS_PREFIX", "apply_params", "params_of"]

PARAMS_PREFIX = "experimental"
"""The namespace prefix of ``<experimental:params>``."""

ACTIONS = ("add", "modify", "remove", "replace")
"""What an entry may do."""


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
    names: Names = attrs.field(factory=Names)

    def fail(self, code: ErrorCode, message: str, node: etree._Element) -> None:
        line = node.sourceline if isinstance(node.sourceline, int) else None
        identifier = node.get("element_id")
        step = tag_of(node) + (f'[@element_id="{identifier}"]' if identifier is not None else "")
        self.problems.extend(
            [problem(code, message, XmlOrigin(self.file, line, f"{self.where}/{step}"))]
        )

    def set_field(
        self, target: Element, name: str, value: Any, node: etree._Element, code: ErrorCode
    ) -> Element:
        """``target`` with one field set, or as it was when the field refuses the value.

        A value that parses may still be outside the field's choices or bounds:
        the field's check refuses it, and the refusal becomes an error here.
        """
        before = name_of(target)
        try:
            with_field(target, name, value, present=True)
        except (TypeError, ValueError) as refusal:
            self.fail(code, str(refusal), node)
            return target
        if name == "name" and name_of(target) != before:
            self.names.renamed(target, before)
        return target

    # Entries -------------------------------------------------------------

    def apply(self, model: Element, entry: etree._Element) -> Element:
        """The model after one entry (unchanged when the entry is wrong, which is reported)."""
        tag = tag_of(entry)
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
        if action == "add":
            return self._add_by_id(model, identifier, entry)
        chain = self.names.find(model, identifier, tag)
        if chain is None:
            message = (
                f"element_id '{identifier}' names no <{tag}> in the included model "
                f"'{name_of(model)}'"
            )
            self.fail(ErrorCode.ELEMENT_MISSING, message, entry)
            return model
        if action is None:
            return rebuilt(chain, lambda target: self._each_child(target, entry), self.names)
        if action == "modify":
            return rebuilt(chain, lambda target: self._modified(target, entry), self.names)
        if action == "remove" and child_elements(entry):
            return rebuilt(chain, lambda target: self._without_listed(target, entry), self.names)
        if len(chain) < 2:
            message = f"the included model itself cannot be {action}d by its own parameters"
            self.fail(ErrorCode.ELEMENT_INVALID, message, entry)
            return model
        target = chain[-1]
        if action == "remove":
            return rebuilt(
                chain[:-1], lambda parent: self._without(parent, target, entry), self.names
            )
        return rebuilt(chain[:-1], lambda parent: self._replaced(parent, target, entry), self.names)

    def _add_by_id(self, model: Element, identifier: str, entry: etree._Element) -> Element:
        tag = tag_of(entry)
        name = entry.get("name")
        if name is None or not name.strip():
            code = ErrorCode.ATTRIBUTE_MISSING if name is None else ErrorCode.ATTRIBUTE_INVALID
            self.fail(code, f"<{tag}> to add needs a non-empty name", entry)
            return model
        chain = self.names.find(model, identifier, None)
        if chain is None:
            message = (
                f"element_id '{identifier}' names nothing in the included model "
                f"'{name_of(model)}' to add <{tag}> to"
            )
            self.fail(ErrorCode.ELEMENT_MISSING, message, entry)
            return model
        scoped = f"{identifier}{SEPARATOR}{name}" if identifier else name
        if (
            tag != "plugin" and self.names.find(model, scoped, tag) is not None
        ):  # plugins may repeat
            message = f"<{tag}> '{name}' already exists there; use modify or replace"
            self.fail(ErrorCode.DUPLICATE_NAME, message, entry)
            return model
        return rebuilt(chain, lambda parent: self._added(parent, entry), self.names)

    # Actions on one object ------------------------------------------------

    def _added(self, parent: Element, node: etree._Element) -> Element:
        if namespaced(node):
            return with_kept(parent, [*parent.xml_extras.kept_elements(), without_control(node)])
        tag = tag_of(node)
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
        if isinstance(getattr(parent, plan.name), list):
            try:
                with_item_added(parent, plan.name, value)
            except (TypeError, ValueError) as refusal:
                self.fail(ErrorCode.PARAMETER_ERROR, str(refusal), node)
                return parent
            if isinstance(value, Element):
                self.names.appended(parent, plan.name, value)
            return parent
        self.set_field(parent, plan.name, value, node, ErrorCode.PARAMETER_ERROR)
        if isinstance(value, Element) and getattr(parent, plan.name) is value:
            self.names.added(parent, plan.name, value)
        return parent

    def _replaced(self, parent: Element, target: Element, node: etree._Element) -> Element:
        plan = binding_of(type(parent)).children[tag_of(node)]
        if plan.element_class is not None:  # as the reference: only namespaced extras survive
            node = without_unknown_attributes(node, binding_of(plan.element_class).attributes)
        value = self._read(plan, node, parent)
        if value is _FAILED:
            return parent
        return swapped(parent, target, value, self.names)

    def _without(self, parent: Element, target: Element, node: etree._Element) -> Element:
        plan = binding_of(type(parent)).children[tag_of(node)]
        current = getattr(parent, plan.name)
        left = self.names.live_count(parent, plan.name) - 1 if isinstance(current, list) else 0
        if plan.spec.cardinality in ("1", "+") and not left:
            message = (
                f"<{parent.TAG}> requires a <{plan.spec.xml_name}>; it cannot be removed "
                "(use replace)"
            )
            self.fail(ErrorCode.ELEMENT_INVALID, message, node)
            return parent
        if isinstance(current, list):
            without_item(parent, plan.name, target, self.names)
            return with_presence(parent, plan.name, present=bool(left))
        self.names.removed(target)
        return with_field(parent, plan.name, None, present=False)

    def _without_listed(self, target: Element, node: etree._Element) -> Element:
        for child in child_elements(node):
            found = self.names.child_named(target, child)
            if found is None:
                self.fail(ErrorCode.ELEMENT_MISSING, no_such_child(target, child), child)
                continue
            if isinstance(found, Element):
                target = self._without(target, found, child)
            else:
                target = self._value_removed(target, child)
        return target

    def _value_removed(self, target: Element, node: etree._Element) -> Element:
        plan = binding_of(type(target)).children[tag_of(node)]
        if plan.spec.cardinality in ("1", "+"):
            message = (
                f"<{target.TAG}> requires a <{plan.spec.xml_name}>; it cannot be removed "
                "(use modify)"
            )
            self.fail(ErrorCode.ELEMENT_INVALID, message, node)
            return target
        empty: Any = [] if plan.spec.kind == "values" else plan.spec.default
        return with_field(target, plan.name, empty, present=False)

    def _modified(self, target: Element, node: etree._Element, *, nested: bool = False) -> Element:
        """``target`` with the entry's attributes, own value and children set.

        As the reference does: a namespaced attribute is set (added when new);
        the entry's text sets the element's own value (a ``<pose>``), and an
        entry nested in another, with neither text nor children, resets that
        value to its default.
        """
        binding = binding_of(type(target))
        custom = {str(k): str(v) for k, v in node.attrib.items() if str(k).startswith("{")}
        if custom:
            target = with_attributes(target, custom)
        for key, text in node.attrib.items():
            key = str(key)
            if key in CONTROL or key.startswith("{"):
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
            target = self.set_field(target, name, value, node, ErrorCode.ATTRIBUTE_INVALID)
        if binding.text_field is not None:
            target = self._own_value_set(target, node, nested=nested)
        for child in child_elements(node):
            target = self._modified_child(target, child)
        return target

    def _own_value_set(self, target: Element, node: etree._Element, *, nested: bool) -> Element:
        own = binding_of(type(target)).text_field
        if own is None:
            return target
        name, spec = own
        text = (node.text or "").strip()
        if not text:
            if not nested or child_elements(node):
                return target
            return self.set_field(target, name, spec.default, node, ErrorCode.PARAMETER_ERROR)
        try:
            value = spec.parse(text)
        except ValueSyntaxError as error:
            self.fail(ErrorCode.ELEMENT_INVALID, f"<{target.TAG}>: {error}", node)
            return target
        return self.set_field(target, name, value, node, ErrorCode.PARAMETER_ERROR)

    def _modified_child(self, target: Element, node: etree._Element) -> Element:
        if namespaced(node):  # custom content: the new one takes the old one's place
            return self._kept_replaced(target, node)
        verbatim = binding_of(type(target)).content_field
        if verbatim is not None:  # a plugin's content: same tag replaced, else added
            return with_verbatim(target, verbatim, without_control(node))
        tag = tag_of(node)
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
            return self.set_field(target, plan.name, value, node, ErrorCode.PARAMETER_ERROR)
        found = self.names.child_named(target, node)
        if not isinstance(found, Element):
            self.fail(ErrorCode.ELEMENT_MISSING, no_such_child(target, node), node)
            return target
        return swapped(target, found, self._modified(found, node, nested=True), self.names)

    def _kept_replaced(
        self, target: Element, node: etree._Element, *, remove: bool = False
    ) -> Element:
        kept = list(target.xml_extras.kept_elements())
        same = [i for i, element in enumerate(kept) if element.tag == node.tag]
        if not same:
            message = f"<{target.TAG}> has no custom element <{node.prefix}:{tag_of(node)}>"
            self.fail(ErrorCode.ELEMENT_MISSING, message, node)
            return target
        if remove:
            del kept[same[0]]
        else:
            kept[same[0]] = without_control(node)
        return with_kept(target, kept)

    def _each_child(self, target: Element, entry: etree._Element) -> Element:
        for child in child_elements(entry):
            action = child.get("action")
            if action is None:
                message = f"<{tag_of(child)}> under an entry without an action needs its own action"
                self.fail(ErrorCode.ATTRIBUTE_MISSING, message, child)
                continue
            if action not in ACTIONS:
                message = f"action '{action}' is not one of {', '.join(ACTIONS)}"
                self.fail(ErrorCode.ATTRIBUTE_INVALID, message, child)
                continue
            if action == "add":
                target = self._added(target, child)
                continue
            if namespaced(child):
                target = self._kept_replaced(target, child, remove=action == "remove")
                continue
            if binding_of(type(target)).children.get(tag_of(child)) is None:
                message = f"<{target.TAG}> has no child <{tag_of(child)}> to {action}"
                self.fail(ErrorCode.ELEMENT_INVALID, message, child)
                continue
            if action == "modify":
                target = self._modified_child(target, child)
                continue
            found = self.names.child_named(target, child)
            if found is None:
                self.fail(ErrorCode.ELEMENT_MISSING, no_such_child(target, child), child)
            elif not isinstance(found, Element):
                target = (
                    self._value_removed(target, child)
                    if action == "remove"
                    else self._modified_child(target, child)
                )
            elif action == "remove" and child_elements(child):
                target = swapped(target, found, self._without_listed(found, child), self.names)
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
        clean = without_control(node)
        context = ReadContext(file=self.file, version=self.version)
        value = plan.element_class.from_xml(clean, context)
        # The content is written in <experimental:params>: its problems are placed there.
        self.problems.extend([under(p, self.where) for p in context.problems])
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
    entries = child_elements(params)
    if entries:
        model = duplicate(model, keep_sources=True)  # edited in place: what was read stays
    for entry in entries:
        model = editor.apply(model, entry)
    editor.names.flush()
    return model, collector.problems

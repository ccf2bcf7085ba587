"""The generated fill code of each class: what a lazy object reads on first access.

A lazy object (``sdformat_runtime.binding.lazy``) of a document the fast path
accepted fills its fields through a function generated per class, written
out field by field from the spec, instead of the reader's generic plan
interpreter (``reader.read_fields``). The fast path guarantees what the
generic reader would otherwise check for: no unknown, namespaced, deprecated
or repeated single content, and every value in its converter's happy path
(see ``fast_xsd_view``). Whatever else the function meets (a tag it does not
know) makes it give up before storing anything, and the generic reader reads
the object instead.

This module turns a ``PyClass`` into the pieces the template
(``templates/python/module.py.j2``, macro ``fill``) lays out.
"""

from __future__ import annotations

import builtins
import math
import re

import attrs

from generator.python_view import PyClass, PyField
from generator.values import VALUE_TYPES


@attrs.frozen
class FillChild:
    """One branch of the children loop: a child tag and how it is read.

    Attributes:
        tag: The child's element name.
        field: The field it goes to.
        statement: The Python statement reading ``item`` into the field's local.
    """

    tag: str
    field: str
    statement: str


@attrs.frozen
class FillLocal:
    """A field's local variable before the children are read.

    Attributes:
        field: The field's local variable.
        annotation: The local's annotation.
        initial: Its value when the document does not give the field.
    """

    field: str
    annotation: str
    initial: str


@attrs.frozen
class FillAttribute:
    """An attribute read from the element.

    Attributes:
        local: The field's local variable.
        field: Field name.
        xml_name: Attribute name.
        initial: The field's value when the attribute is absent.
        convert: Expression converting ``text`` (the attribute's text).
    """

    local: str
    field: str
    xml_name: str
    initial: str
    convert: str


@attrs.frozen
class PyFill:
    """The fill function of one class.

    Attributes:
        function: The function's name.
        cls: The class it fills.
        tag: The class's element name.
        named: Whether the element's path names it by its ``name`` attribute.
        attributes: The attributes read.
        text: (local, field, conversion of ``text``, rotation format expression of a
            pose or None) of the element's own value.
        content: The field holding verbatim content, if any.
        locals: Locals of the fields read from children.
        children: The children loop's branches (empty: no loop).
        required_children: (local, class expression) of required child objects made
            when absent.
        stored: (field, local) of every field in declaration order.
    """

    function: str
    cls: str
    tag: str
    named: bool
    attributes: tuple[FillAttribute, ...]
    text: tuple[str, str, str, str | None] | None
    content: str | None
    locals: tuple[FillLocal, ...]
    children: tuple[FillChild, ...]
    required_children: tuple[tuple[str, str], ...]
    stored: tuple[tuple[str, str], ...]

    @property
    def setter_prefix(self) -> str:
        """Start of the names of the module constants storing each field (``link_set``)."""
        return self.function.removeprefix("_fill_") + "_set"


def converter_name(spec_type: str) -> str:
    """Module constant holding a type's converter (``unsigned int`` -> ``_PARSE_UNSIGNED_INT``)."""
    return "_PARSE_" + re.sub(r"\W", "_", spec_type).upper()


def _convert(spec_type: str | None, text: str) -> str:
    """Expression converting ``text``; strings are their own value."""
    kind = spec_type or "string"
    if kind == "string":
        return text
    return f"ctx.parsed({converter_name(kind)}, {text})"


def _default(cls: str, field: str, spec_type: str | None, default: str | None) -> str:
    """The field's attrs default as an expression: a literal when it is one, else the class's."""
    value = VALUE_TYPES[spec_type or "string"].parse(default or "")
    if type(value) in (bool, int, str) or (type(value) is float and math.isfinite(value)):
        return repr(value)
    return f"sdf.declared_default({cls}, {field!r})"


RESERVED_LOCALS = frozenset(
    {
        *dir(builtins),
        "copy",
        "ctx",
        "etree",
        "extras",
        "found",
        "item",
        "name_text",
        "node",
        "obj",
        "order",
        "order_read",
        "parent_path",
        "path",
        "present",
        "sdf",
        "tag",
        "text",
    }
)
"""Names the fill function uses for itself; a field called so gets a local with a ``_`` added."""


def _locals(cls: PyClass) -> dict[str, str]:
    """The local variable of each field of ``cls``: its name, unless the function needs it."""
    taken = set(RESERVED_LOCALS)
    found = {}
    for field in cls.fields:
        local = field.name
        while local in taken:
            local += "_"
        taken.add(local)
        found[field.name] = local
    return found


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _child(cls: PyClass, field: PyField, name: str) -> tuple[FillLocal, FillChild]:
    bound = field.binding
    if bound.kind in ("value", "values"):
        read = _convert(bound.spec_type, 'item.text or ""')
    else:
        read = f"sdf.unfilled({bound.element_reference}, item, ctx, path)"
    if bound.kind in ("values", "children"):
        item_type = "object" if bound.kind == "values" else bound.element_class
        local = FillLocal(name, f"list[{item_type}]", "[]")
        return local, FillChild(bound.xml_name, field.name, f"{name}.append({read})")
    if bound.kind == "value":
        if bound.cardinality == "-1":  # deprecated: never on the fast path
            initial = "None"
        else:
            initial = _default(cls.name, field.name, bound.spec_type, bound.default)
        local = FillLocal(name, "object", initial)
    else:
        local = FillLocal(name, f"{bound.element_class} | None", "None")
    return local, FillChild(bound.xml_name, field.name, f"{name} = {read}")


def fill_view(cls: PyClass) -> PyFill:
    """The fill function of ``cls``."""
    attributes = []
    text: tuple[str, str, str, str | None] | None = None
    text_type = None
    content = None
    locals_ = []
    children = []
    required = []
    local_of = _locals(cls)
    for field in cls.fields:
        bound = field.binding
        local = local_of[field.name]
        if bound.kind == "attribute":
            initial = _default(cls.name, field.name, bound.spec_type, bound.default)
            convert = _convert(bound.spec_type, "text")
            attributes.append(FillAttribute(local, field.name, bound.xml_name, initial, convert))
        elif bound.kind == "text":
            text = (local, field.name, _convert(bound.spec_type, "text"), None)
            text_type = bound.spec_type
        elif bound.kind == "content":
            content = local
        else:
            declared, branch = _child(cls, field, local)
            locals_.append(declared)
            if bound.cardinality != "-1":  # deprecated: left to the generic reader
                children.append(branch)
            if bound.kind == "child" and bound.cardinality == "1":
                assert bound.element_reference is not None
                required.append((local, bound.element_reference))
    if text is not None and text_type == "pose":
        rotation = "euler_rpy"  # what the reader assumes where the version has no attribute
        given = [a.local for a in attributes if a.field == "rotation_format"]
        text = (*text[:3], given[0] if given else repr(rotation))
    return PyFill(
        function=f"_fill_{_snake(cls.name)}",
        cls=cls.name,
        tag=cls.tag,
        named=any(a.xml_name == "name" for a in attributes),
        attributes=tuple(attributes),
        text=text,
        content=content,
        locals=tuple(locals_),
        children=tuple(children),
        required_children=tuple(required),
        stored=tuple((f.name, local_of[f.name]) for f in cls.fields),
    )


def converters(classes: tuple[PyClass, ...]) -> tuple[tuple[str, str], ...]:
    """(constant name, spec type) of every converter the module's fill code calls."""
    types = {
        f.binding.spec_type
        for cls in classes
        for f in cls.fields
        if f.binding.kind in ("attribute", "text", "value", "values")
        and (f.binding.spec_type or "string") != "string"
    }
    return tuple(sorted((converter_name(t), t) for t in types if t is not None))

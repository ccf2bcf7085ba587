"""Naming and typing decisions for the XSD output, kept out of the templates.

Each spec file becomes one schema document holding one named complex type for
its root element; every other element is declared locally inside it. Only
``root.xsd`` declares a global element (``sdf``), so same-named elements of
different files (``model`` and the state ``model``) never meet in one symbol
space, and a ``ref`` (nested models) is simply a local element of the named
type, which makes the recursion explicit and finite.
"""

from __future__ import annotations

import attrs

from generator.model import SpecAttribute, SpecElement, SpecFile, SpecVersion
from generator.values import VALUE_TYPES


@attrs.frozen
class XsdAttribute:
    """An ``xs:attribute`` to write.

    Attributes:
        name: Attribute name.
        type_name: Simple type from ``types.xsd``.
        required: Whether ``use="required"`` is written.
        default: Default to write, or None.
        documentation: Text of ``xs:documentation``.
        choices: Allowed values; when set, an inline enumeration replaces
            ``type_name``.
    """

    name: str
    type_name: str
    required: bool
    default: str | None
    documentation: str
    choices: tuple[str, ...] = ()


@attrs.frozen
class XsdElement:
    """A local ``xs:element`` declaration to write.

    Attributes:
        name: Element name.
        documentation: Text of ``xs:documentation``.
        type_name: Named type to reference, or None when the type is written inline.
        simple_base: For an inline typed element with attributes, the simple
            type its text must match; None for containers.
        attributes: Attributes of an inline type.
        children: Child declarations of an inline container type.
        any_content: True when the inline type keeps arbitrary XML (plugins).
        choices: Allowed values of a value element without attributes; when
            set, an inline enumeration is written instead of ``type_name``.
    """

    name: str
    documentation: str
    type_name: str | None = None
    simple_base: str | None = None
    attributes: tuple[XsdAttribute, ...] = ()
    children: tuple[XsdElement, ...] = ()
    any_content: bool = False
    choices: tuple[str, ...] = ()


@attrs.frozen
class XsdDocument:
    """One schema file: the named type of a spec file's root and what it needs.

    Attributes:
        stem: Spec file stem; the schema is ``<stem>.xsd``.
        source_path: Repo-relative path of the spec file.
        includes: Schema files to ``xs:include`` (sorted, always ``types.xsd`` first).
        type_name: Name of the complex type of the root element.
        root: The root element's declaration; its inline type becomes the named type.
        global_element: True only for ``root.xsd``, which declares ``sdf``.
    """

    stem: str
    source_path: str
    includes: tuple[str, ...]
    type_name: str
    root: XsdElement
    global_element: bool


def type_name_for(stem: str) -> str:
    """Name of the complex type describing the root element of spec file ``stem``."""
    return f"{stem}_type"


def simple_type_for(spec_type: str) -> str:
    """Name of the ``types.xsd`` simple type for a spec value type."""
    return VALUE_TYPES[spec_type].xsd_name


def element_documentation(description: str, element: SpecElement) -> str:
    """Documentation text: our description, plus the default of a value element."""
    if element.type is None or not element.default:
        return description
    return f"{description} Default: {element.default}."


def attribute_view(attribute: SpecAttribute) -> XsdAttribute:
    """Describe one spec attribute as an ``xs:attribute``."""
    default = attribute.default if not attribute.is_required and attribute.default else None
    return XsdAttribute(
        name=attribute.name,
        type_name=simple_type_for(attribute.type),
        required=attribute.is_required,
        default=default,
        documentation=attribute.description,
        choices=attribute.choices,
    )


def _element_view(
    spec: SpecVersion,
    element: SpecElement,
    spec_file: str,
    description: str,
    *,
    named_type: str | None,
) -> XsdElement:
    documentation = element_documentation(description, element)
    if named_type is not None:
        return XsdElement(name=element.name, documentation=documentation, type_name=named_type)
    if element.ref is not None:
        return XsdElement(
            name=element.name, documentation=documentation, type_name=type_name_for(element.ref)
        )
    attributes = tuple(attribute_view(a) for a in element.attributes)
    if element.type is not None and not attributes and element.choices:
        return XsdElement(name=element.name, documentation=documentation, choices=element.choices)
    if element.type is not None and not attributes:
        return XsdElement(
            name=element.name,
            documentation=documentation,
            type_name=simple_type_for(element.type),
        )
    if element.type is not None:
        return XsdElement(
            name=element.name,
            documentation=documentation,
            simple_base=simple_type_for(element.type),
            attributes=attributes,
        )
    children = tuple(
        _element_view(
            spec,
            child.element,
            child.spec_file,
            child.description,
            named_type=type_name_for(child.spec_file) if child.via_include else None,
        )
        for child in spec.resolve_children(element, spec_file)
    )
    return XsdElement(
        name=element.name,
        documentation=documentation,
        attributes=attributes,
        children=children,
        any_content=element.holds_any_content,
    )


def _schema_dependencies(spec: SpecVersion, element: SpecElement) -> set[str]:
    found: set[str] = set()
    if element.ref is not None:
        found.add(element.ref)
    for child in element.children:
        if isinstance(child, SpecElement):
            found |= _schema_dependencies(spec, child)
        else:
            found.add(child.stem)
    return found


def document_view(spec: SpecVersion, spec_file: SpecFile) -> XsdDocument:
    """Describe the schema file generated for one spec file."""
    root = _element_view(
        spec, spec_file.root, spec_file.stem, spec_file.root.description, named_type=None
    )
    dependencies = sorted(_schema_dependencies(spec, spec_file.root) - {spec_file.stem})
    return XsdDocument(
        stem=spec_file.stem,
        source_path=spec_file.path,
        includes=("types", *dependencies),
        type_name=type_name_for(spec_file.stem),
        root=root,
        global_element=spec_file.stem == "root",
    )

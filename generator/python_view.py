"""Naming and typing decisions for the generated Python packages.

One module per spec file (``link.sdf`` -> ``link.py``); one attrs class per
element that has attributes or child elements. Leaf value elements without
attributes become typed fields of their parent. Class names come from the
element (``Link``, ``Box``); a file whose root shares its element name with
another file's root is named after the file instead (``ModelState``). Nested
classes prefix their path (``JointAxisLimit``), so every name is unique and
stable.
"""

from __future__ import annotations

import keyword
import textwrap
from collections import Counter

import attrs

from generator.model import Cardinality, ResolvedChild, SpecElement, SpecFile, SpecVersion
from generator.values import VALUE_TYPES

RESERVED_FIELD_NAMES = frozenset(
    {"xml_extras", "xml_origin", "default", "from_xml", "to_xml", "to_string", "TAG", "SPEC_FILE"}
)


@attrs.frozen
class PyField:
    """A field of a generated class.

    Attributes:
        name: Python attribute name.
        annotation: Type annotation text.
        declaration: The helper call that declares the field.
        doc: Attribute docstring.
    """

    name: str
    annotation: str
    declaration: str
    doc: str
    binding: FieldBinding


@attrs.frozen
class FieldBinding:
    """What the generated fill code of a class reads for one field (see ``fill_view``).

    Attributes:
        kind: ``attribute``, ``text``, ``value``, ``values``, ``child``,
            ``children`` or ``content`` (as ``sdformat_runtime.binding.FieldKind``).
        xml_name: Attribute or element name (empty for text and content).
        spec_type: Value type of attributes and leaves.
        default: Spec default text of attributes and leaves.
        element_class: Class name of child element objects.
        element_reference: The expression naming that class at run time: its
            name in its own module, ``_imports.Name`` for another module's
            (see ``sdformat_runtime.binding.ClassImports``).
        cardinality: The spec's ``required`` of child elements; ``1`` for a
            required attribute.
    """

    kind: str
    xml_name: str = ""
    spec_type: str | None = None
    default: str | None = None
    element_class: str | None = None
    element_reference: str | None = None
    cardinality: str = "0"


@attrs.frozen
class PyClass:
    """A generated element class.

    Attributes:
        name: Class name.
        tag: XML tag.
        doc: Class docstring (our spec description).
        fields: Fields in spec order (attributes first).
    """

    name: str
    tag: str
    doc: str
    fields: tuple[PyField, ...]

    @property
    def full_doc(self) -> str:
        """The class docstring with an ``Attributes:`` section listing each field's description.

        Attribute docstrings are seen by IDEs and documentation tools but not by
        ``help()``, which shows the class docstring: the section repeats them there.
        """
        if not self.fields:
            return self.doc
        lines = [self.doc, "", "    Attributes:"]
        for field in self.fields:
            prose = " ".join(field.doc.split())
            lines.append(
                textwrap.fill(
                    f"{field.name}: {prose}",
                    width=96,
                    initial_indent="        ",
                    subsequent_indent="            ",
                    break_on_hyphens=False,
                    break_long_words=False,
                )
            )
        return "\n".join(lines) + "\n    "


@attrs.frozen
class PyModule:
    """One generated module, for one spec file.

    Attributes:
        stem: Module name (the spec file stem).
        source_path: Repo-relative spec file path.
        classes: Classes in definition order (nested before their parent).
        imports: ``(module stem, class name)`` pairs from sibling modules,
            imported when first used (``_imports``) and for type checkers.
        value_types: Names needed from ``sdformat_runtime.values`` (annotations only).
    """

    stem: str
    source_path: str
    classes: tuple[PyClass, ...]
    imports: tuple[tuple[str, str], ...]
    value_types: tuple[str, ...]

    @property
    def root_class(self) -> str:
        """The class of the file's root element (defined last)."""
        return self.classes[-1].name


def camel(text: str) -> str:
    """``air_speed`` -> ``AirSpeed``."""
    return "".join(part[:1].upper() + part[1:] for part in text.replace("-", "_").split("_"))


def plural(name: str) -> str:
    """Plural of a field name for list fields: ``link`` -> ``links``, ``box`` -> ``boxes``."""
    if name.endswith(("s", "x", "ch", "sh")):
        return name + "es"
    if name.endswith("y") and name[-2:-1] not in "aeiou":
        return name[:-1] + "ies"
    return name + "s"


def field_name(xml_name: str, *, repeated: bool) -> str:
    """Python field name of an attribute or element."""
    name = plural(xml_name) if repeated else xml_name
    name = name.replace("-", "_")
    if keyword.iskeyword(name) or name in RESERVED_FIELD_NAMES:
        name += "_"
    return name


def root_class_names(spec: SpecVersion) -> dict[str, str]:
    """Class name of each spec file's root element, by stem."""
    counts = Counter(f.root.name for f in spec.files.values())
    names = {}
    for stem, spec_file in spec.files.items():
        element = spec_file.root.name
        names[stem] = camel(element if counts[element] == 1 or stem == element else stem)
    return names


def docstring(text: str) -> str:
    """Make prose safe inside a triple-quoted docstring indented by four spaces, and wrap it."""
    safe = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"').strip()
    return textwrap.fill(
        safe, width=88, initial_indent="", subsequent_indent="    ", break_on_hyphens=False
    )


def _value_doc(description: str, element: SpecElement) -> str:
    if element.default:
        return f"{description} Default: ``{element.default}``."
    return description


def _tuple(values: tuple[str, ...]) -> str:
    return "(" + ", ".join(repr(v) for v in values) + ("," if len(values) == 1 else "") + ")"


def _facets(element: SpecElement) -> list[str]:
    """Keyword arguments for a value's bounds and allowed values."""
    facets = []
    if element.min is not None:
        facets.append(f"minimum={element.min!r}")
    if element.max is not None:
        facets.append(f"maximum={element.max!r}")
    if element.choices:
        facets.append(f"choices={_tuple(element.choices)}")
    return facets


class _ModuleBuilder:
    def __init__(self, spec: SpecVersion, spec_file: SpecFile, roots: dict[str, str]) -> None:
        self.spec = spec
        self.spec_file = spec_file
        self.roots = roots
        self.classes: list[PyClass] = []
        self.imports: set[tuple[str, str]] = set()
        self.value_types: set[str] = set()

    def build(self) -> PyModule:
        self.add_class(self.spec_file.root, self.roots[self.spec_file.stem])
        return PyModule(
            stem=self.spec_file.stem,
            source_path=self.spec_file.path,
            classes=tuple(self.classes),
            imports=tuple(sorted(self.imports)),
            value_types=tuple(sorted(self.value_types)),
        )

    def python_type(self, spec_type: str) -> str:
        annotation = VALUE_TYPES[spec_type].python_type
        if annotation in ("FloatArray", "IntArray", "Time"):
            self.value_types.add(annotation)
        return annotation

    def add_class(self, element: SpecElement, name: str) -> str:
        fields: list[PyField] = []
        if element.type is not None:
            assert element.default is not None
            arguments = [repr(element.type), repr(element.default), *_facets(element)]
            fields.append(
                PyField(
                    name="value",
                    annotation=self.python_type(element.type),
                    declaration=f"sdf.text({', '.join(arguments)})",
                    doc=docstring(f"The element's value. Default: ``{element.default}``."),
                    binding=FieldBinding("text", "", element.type, element.default),
                )
            )
        for attribute in element.attributes:
            annotation = self.python_type(attribute.type)
            arguments = [repr(attribute.name), repr(attribute.type), repr(attribute.default)]
            if attribute.is_required:
                arguments.append("required=True")
            if attribute.choices:
                arguments.append(f"choices={_tuple(attribute.choices)}")
            fields.append(
                PyField(
                    name=field_name(attribute.name, repeated=False),
                    annotation=annotation,
                    declaration=f"sdf.attribute({', '.join(arguments)})",
                    doc=docstring(attribute.description),
                    binding=FieldBinding(
                        "attribute",
                        attribute.name,
                        attribute.type,
                        attribute.default,
                        cardinality="1" if attribute.is_required else "0",
                    ),
                )
            )
        for resolved in self.spec.resolve_children(element, self.spec_file.stem):
            fields.append(self.child_field(resolved, name))
        if element.holds_any_content:
            fields.append(
                PyField(
                    name="content",
                    annotation="list[etree._Element]",
                    declaration="sdf.content()",
                    doc="The element's XML content, kept verbatim.",
                    binding=FieldBinding("content"),
                )
            )
        self.classes.append(
            PyClass(
                name=name,
                tag=element.name,
                doc=docstring(element.description),
                fields=tuple(fields),
            )
        )
        return name

    def child_field(self, resolved: ResolvedChild, parent_class: str) -> PyField:
        child = resolved.element
        cardinality = resolved.cardinality
        repeated = cardinality.is_list and cardinality is not Cardinality.DEPRECATED
        name = field_name(child.name, repeated=repeated)
        card = cardinality.value
        is_leaf = child.type is not None and not child.attributes and child.ref is None
        if is_leaf:
            assert child.type is not None and child.default is not None
            base = self.python_type(child.type)
            arguments = [repr(child.name), repr(child.type), repr(child.default)]
            if card != "0":
                arguments.append(f"cardinality={card!r}")
            arguments.extend(_facets(child))
            annotation = f"list[{base}]" if repeated else base
            if cardinality is Cardinality.DEPRECATED:
                annotation = f"{base} | None"
            return PyField(
                name=name,
                annotation=annotation,
                declaration=f"sdf.value({', '.join(arguments)})",
                doc=docstring(_value_doc(resolved.description, child)),
                binding=FieldBinding(
                    "values" if repeated else "value",
                    child.name,
                    child.type,
                    child.default,
                    cardinality=card,
                ),
            )
        class_name, reference = self.class_for(resolved, parent_class)
        if repeated:
            annotation = f"list[{class_name}]"
        elif cardinality is Cardinality.REQUIRED:
            annotation = class_name
        else:
            annotation = f"{class_name} | None"
        arguments = [repr(child.name), f"lambda: {reference}"]
        if card != "0":
            arguments.append(f"cardinality={card!r}")
        return PyField(
            name=name,
            annotation=annotation,
            declaration=f"sdf.child({', '.join(arguments)})",
            doc=docstring(resolved.description),
            binding=FieldBinding(
                "children" if repeated else "child",
                child.name,
                element_class=class_name,
                element_reference=reference,
                cardinality=card,
            ),
        )

    def class_for(self, resolved: ResolvedChild, parent_class: str) -> tuple[str, str]:
        """Class of a child element: an included or referenced file's root, or a nested class.

        A nested class is named after its parent class plus its tag, so the
        name spells the path from the file's root (``JointAxisLimit``).

        Returns:
            The class name, and the expression naming the class at run time:
            another module's class is imported when first used (``_imports``).
        """
        child = resolved.element
        if child.ref is not None or resolved.via_include:
            stem = child.ref if child.ref is not None else resolved.spec_file
            target = self.roots[stem]
            if stem == self.spec_file.stem:
                return target, target
            self.imports.add((stem, target))
            return target, f"_imports.{target}"
        name = self.add_class(child, parent_class + camel(child.name))
        return name, name


def module_views(spec: SpecVersion) -> list[PyModule]:
    """Describe every generated module of a version.

    Raises:
        ValueError: When two classes would get the same name.
    """
    roots = root_class_names(spec)
    modules = [
        _ModuleBuilder(spec, spec_file, roots).build()
        for _, spec_file in sorted(spec.files.items())
    ]
    seen: Counter[str] = Counter(c.name for m in modules for c in m.classes)
    clashes = sorted(name for name, count in seen.items() if count > 1)
    if clashes:
        raise ValueError(f"class names generated twice: {', '.join(clashes)}")
    return modules


PLACEHOLDER = "__default__"
"""The spec's default of a value that has none: a document must give it."""


@attrs.frozen
class GraphChild:
    """A child element a class can hold, for the ``class_graph`` module.

    Attributes:
        tag: Its tag.
        field: The field holding it.
        held: Its class.
        repeated: Whether the field holds a list.
    """

    tag: str
    field: str
    held: str
    repeated: bool


@attrs.frozen
class GraphClass:
    """One class of the ``class_graph`` module.

    Attributes:
        name: Class name.
        tag: Its tag.
        children: The child elements it can hold, in declaration order.
        name_default: For a class with a ``name`` attribute, the name its
            objects hold when a document gives none (None: the name is
            required, or not a string).
        named: Whether the class has a ``name`` attribute.
        posed: Whether it has a ``pose`` field.
        needs_values: Whether it has a required child value (``1`` or
            ``+``) whose default is the placeholder: a document must write it.
    """

    name: str
    tag: str
    children: tuple[GraphChild, ...]
    name_default: str | None
    named: bool
    posed: bool
    needs_values: bool


def class_graph_view(modules: list[PyModule]) -> list[GraphClass]:
    """The classes of a version's modules as the ``class_graph`` module lists them, by name."""
    return [_graph_class(c) for c in sorted((c for m in modules for c in m.classes), key=_name)]


def _name(cls: PyClass) -> str:
    return cls.name


def _graph_class(cls: PyClass) -> GraphClass:
    children = tuple(
        GraphChild(
            f.binding.xml_name, f.name, f.binding.element_class, f.binding.kind == "children"
        )
        for f in cls.fields
        if f.binding.element_class is not None
    )
    names = [f.binding for f in cls.fields if f.name == "name" and f.binding.kind == "attribute"]
    name_default = None
    if names and names[0].cardinality == "0" and names[0].spec_type == "string":
        name_default = names[0].default
    return GraphClass(
        name=cls.name,
        tag=cls.tag,
        children=children,
        name_default=name_default,
        named=bool(names),
        posed=any(f.name == "pose" for f in cls.fields),
        needs_values=any(map(_needs_value, cls.fields)),
    )


def _needs_value(field: PyField) -> bool:
    binding = field.binding
    return (
        binding.kind in ("value", "values")
        and binding.cardinality in ("1", "+")
        and binding.default == PLACEHOLDER
    )

"""The binding operations ``Element``'s methods call, from the modules that implement them."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

from lxml import etree

from sdformat_runtime.binding.construction import build, check_object, has_object_rules
from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.element import Element, Visit
from sdformat_runtime.binding.lazy import fill
from sdformat_runtime.binding.metadata import binding_of
from sdformat_runtime.binding.reader import read_element
from sdformat_runtime.binding.writer import write_element
from sdformat_runtime.values import Value

E = TypeVar("E", bound=Element)


class BindingCodec:
    """Reads with ``reader``, writes with ``writer``, and knows fields by ``binding_of``."""

    def read(self, cls: type[E], node: etree._Element, context: ReadContext) -> E:
        """Read ``node`` as an object of ``cls``, its path starting at ``node``."""
        return read_element(cls, node, context, "")

    def write(self, obj: Element, visit: Visit | None = None) -> etree._Element:
        """Write ``obj`` as an lxml element (``visit``: see ``Element.to_xml``)."""
        return write_element(obj, visit)

    def field_names(self, cls: type[Element]) -> tuple[str, ...]:
        """Names of the fields of ``cls`` bound to XML, in declaration order."""
        return binding_of(cls).field_names

    def required_defaults(self, cls: type[Element]) -> dict[str, Value]:
        """Spec defaults of the attributes of ``cls`` that a document must give."""
        return {name: spec.default for name, spec in binding_of(cls).required_attributes}

    def field_checks(self, cls: type[Element]) -> Mapping[str, Callable[[object], object]]:
        """The check of each bound field of ``cls``, for values given in code."""
        return binding_of(cls).checks

    def has_object_rules(self, cls: type[Element]) -> bool:
        """Whether ``cls``, being defined, declares fields that rules tie together."""
        return has_object_rules(cls)

    def check_object(self, obj: Element) -> None:
        """Check the rules that tie the fields of ``obj`` together."""
        check_object(obj)

    def build(self, cls: type[E], values: Mapping[str, object]) -> E:
        """An object of ``cls`` from arguments already of their fields' types, unchecked."""
        return build(cls, values)

    fill = staticmethod(fill)
    """Read the fields of a lazy object from its element (called without a method's frame)."""

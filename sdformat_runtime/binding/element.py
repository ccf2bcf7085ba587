"""``Element``: the base of every generated element class.

The field declarations, the per-class metadata, the reader and the writer
all name ``Element`` in their types, so this module cannot import them.
What ``Element``'s methods need of them (reading, writing, the bound fields)
comes through an ``ElementCodec``, which the package installs when it is
imported (see ``sdformat_runtime.binding``), before any element is made.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, NoReturn, Protocol, TypeVar, cast

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.extras import XmlExtras, canonical
from sdformat_runtime.errors import XmlOrigin
from sdformat_runtime.values import Value, values_equal

E = TypeVar("E", bound="Element")


Visit = Callable[[etree._Element, "Element"], None]
"""What ``Element.to_xml`` calls for each element it writes, with the object written."""


class ElementCodec(Protocol):
    """The binding operations ``Element``'s methods call."""

    def read(self, cls: type[E], node: etree._Element, context: ReadContext) -> E:
        """Read ``node`` as an object of ``cls``, reporting problems into ``context``."""
        ...

    def write(self, obj: Element, visit: Visit | None = None) -> etree._Element:
        """Write ``obj`` as an lxml element (``visit``: see ``Element.to_xml``)."""
        ...

    def field_names(self, cls: type[Element]) -> tuple[str, ...]:
        """Names of the fields of ``cls`` bound to XML, in declaration order."""
        ...

    def required_defaults(self, cls: type[Element]) -> dict[str, Value]:
        """Spec defaults of the attributes of ``cls`` that a document must give."""
        ...


class _NotInstalled:
    """Stands for the codec until the package installs it, which importing any part does."""

    def __getattr__(self, name: str) -> NoReturn:
        raise RuntimeError("sdformat_runtime.binding installs the element codec on import")


_codec: ElementCodec = cast(ElementCodec, _NotInstalled())


def install_codec(codec: ElementCodec) -> None:
    """Give ``Element`` its reader and writer (done once, by the package)."""
    global _codec
    _codec = codec


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
        for name in _codec.field_names(type(self)):
            if not _deep_equal(getattr(self, name), getattr(other, name)):
                return False
        return self.xml_extras.same_content(other.xml_extras)

    __hash__ = None  # type: ignore[assignment]  # mutable objects are not hashable

    @classmethod
    def default(cls: type[E]) -> E:
        """An instance with the spec defaults, required attributes included."""
        # Generated classes take their fields as keyword arguments.
        construct: Callable[..., E] = cls
        return construct(**_codec.required_defaults(cls))

    @classmethod
    def from_xml(cls: type[E], node: etree._Element, context: ReadContext | None = None) -> E:
        """Build an object from an lxml element, reporting problems into ``context``."""
        return _codec.read(cls, node, context or ReadContext())

    def to_xml(self, visit: Visit | None = None) -> etree._Element:
        """Write the object as an lxml element.

        Args:
            visit: Called with each element written and the object it was
                written from (to keep track of where written content came from).
        """
        return _codec.write(self, visit)

    def to_string(self) -> str:
        """Write the object as indented XML text."""
        node = self.to_xml()
        etree.cleanup_namespaces(node)
        etree.indent(node, space="  ")
        return etree.tostring(node, encoding="unicode") + "\n"


def _deep_equal(a: object, b: object) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_deep_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, etree._Element) and isinstance(b, etree._Element):
        return canonical(a) == canonical(b)
    return values_equal(a, b)

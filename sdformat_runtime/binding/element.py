"""``Element``: the base of every generated element class.

The field declarations, the per-class metadata, the reader and the writer
all name ``Element`` in their types, so this module cannot import them.
What ``Element``'s methods need of them (reading, writing, the bound fields)
comes through an ``ElementCodec``, which the package installs when it is
imported (see ``sdformat_runtime.binding``), before any element is made.
"""

from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, ClassVar, NoReturn, Protocol, SupportsIndex, TypeVar, cast

import attrs
from lxml import etree

from sdformat_runtime.binding.context import ReadContext
from sdformat_runtime.binding.extras import XmlExtras, canonical
from sdformat_runtime.errors import XmlOrigin
from sdformat_runtime.name_masks import unmask_names
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

    def field_checks(self, cls: type[Element]) -> Mapping[str, Callable[[object], object]]:
        """The check of each bound field of ``cls``, for values given in code."""
        ...

    def has_object_rules(self, cls: type[Element]) -> bool:
        """Whether ``cls``, being defined, declares fields that rules tie together."""
        ...

    def check_object(self, obj: Element) -> None:
        """Check the rules that tie the fields of ``obj`` together."""
        ...

    def build(self, cls: type[E], values: Mapping[str, object]) -> E:
        """An object of ``cls`` from arguments already of their fields' types, unchecked."""
        ...

    def fill(self, obj: Element) -> None:
        """Read the fields of a lazy object from its element (see ``LazySlot``)."""
        ...


class _NotInstalled:
    """Stands for the codec until the package installs it, which importing any part does."""

    def __getattr__(self, name: str) -> NoReturn:
        raise RuntimeError("sdformat_runtime.binding installs the element codec on import")


_codec: ElementCodec = cast(ElementCodec, _NotInstalled())


def _fill_through_codec(obj: Element) -> None:
    _codec.fill(obj)


_fill: Callable[[Element], None] = _fill_through_codec
"""The codec's ``fill``, kept apart: a lazy object's first read calls it (install replaces it)."""


def install_codec(codec: ElementCodec) -> None:
    """Give ``Element`` its reader and writer (done once, by the package)."""
    global _codec, _fill
    _codec = codec
    _fill = codec.fill


class LazySlot:
    """The slot a lazy object keeps its source in, below every element class.

    A lazy object (see ``sdformat_runtime.binding.lazy``) is made without
    its fields: every field slot is unset, and ``_sdf_lazy`` holds what
    reading them takes. Reading an unset slot raises ``AttributeError``, which
    Python answers by calling ``__getattr__``: that fills every field at once,
    then returns the one asked for. Once filled (or when built eagerly, which
    never sets the slot) the object is an ordinary one and ``__getattr__`` is
    never called again for its fields. Not an attrs field: invisible to
    ``__init__``, equality, ``repr`` and pickling, which read the fields and so
    fill the object first.

    ``_sdf_read`` keeps the element a filled object was read from, so the
    writer can keep what the fields do not hold (comments, the spelling of
    unchanged numbers; see ``sdformat_runtime.binding.writer``). Copies,
    pickles and objects built in code do not have it.
    """

    __slots__ = ("_sdf_lazy", "_sdf_read")

    def __getattr__(self, name: str) -> object:
        # Called on every first read of a lazy object: kept to the least work.
        try:
            source = _get_source(self)
        except AttributeError:  # never set: built eagerly
            source = None
        if name == "_sdf_lazy" or name not in _field_names(type(self)):
            # Not a field (``getattr(obj, "frame_id", "")`` on a class without one): no fill.
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        if source is not None:
            _fill(self)  # type: ignore[arg-type]  # every LazySlot is an Element
        # Looked up again even when ``source`` is None: another thread may have
        # finished the fill between the failed lookup that called this and the
        # read of the slot above. An object whose field is truly unset raises here.
        return object.__getattribute__(self, name)


_FIELD_NAMES: dict[type, frozenset[str]] = {}


def _field_names(cls: type) -> frozenset[str]:
    """The attrs field names of an element class, computed once per class."""
    found = _FIELD_NAMES.get(cls)
    if found is None:
        found = _FIELD_NAMES[cls] = frozenset(f.name for f in attrs.fields(cls))
    return found


_LAZY_SOURCE = LazySlot._sdf_lazy  # type: ignore[attr-defined]  # the slot's descriptor
_get_source = _LAZY_SOURCE.__get__
set_lazy_source = _LAZY_SOURCE.__set__
"""Give an object its lazy source (None: filled): ``set_lazy_source(obj, source)``."""


def is_lazy(obj: object) -> bool:
    """Whether ``obj`` is a lazy element object whose fields are not read yet."""
    try:
        return _get_source(obj) is not None
    except (AttributeError, TypeError):  # never set (built eagerly), or not an element object
        return False


def lazy_source(obj: object) -> object:
    """What a lazy object reads its fields from; None once filled or when eager."""
    try:
        return _get_source(obj)
    except (AttributeError, TypeError):  # never set (built eagerly), or not an element object
        return None


_READ_FROM = LazySlot._sdf_read  # type: ignore[attr-defined]  # the slot's descriptor


def read_from(obj: object) -> etree._Element | None:
    """The element a filled lazy object was read from (None: eager, copied or built)."""
    try:
        return cast("etree._Element | None", _READ_FROM.__get__(obj))
    except (AttributeError, TypeError):  # never set, or not an element object (a value)
        return None


def set_read_from(obj: object, node: etree._Element) -> None:
    """Remember the element ``obj`` was filled from (see ``LazySlot``)."""
    _READ_FROM.__set__(obj, node)


@attrs.define(kw_only=True, eq=False)
class Element(LazySlot):
    """Base of every generated element class.

    Values given to the constructor or assigned to a field are converted to
    the field's type when that loses nothing, and refused otherwise (see
    ``sdformat_runtime.binding.coercion``).

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
        return _trees_equal(self, other)

    def __deepcopy__(self, memo: dict[int, object]) -> Element:
        return _tree_copied(self, memo)

    def __copy__(self) -> Element:
        # Defined because ``copy.copy`` would otherwise use ``__reduce_ex__``, which
        # pickles a whole tree at once (see there).
        shallow = object.__new__(type(self))
        for name in _field_names(type(self)):
            object.__setattr__(shallow, name, getattr(self, name))
        return shallow

    def __repr__(self) -> str:
        return _tree_repr(self)

    def __reduce_ex__(self, protocol: SupportsIndex) -> str | tuple[object, ...]:
        return _reduced(self, protocol)

    __hash__ = None  # type: ignore[assignment]  # mutable objects are not hashable

    # Hidden from the type checker, which would otherwise allow assigning any
    # attribute name to an object of a class that defines __setattr__.
    if not TYPE_CHECKING:

        def __setattr__(self, name: str, value: object) -> None:
            if is_lazy(self):  # filled first, or the fill would overwrite the value
                _codec.fill(self)
            check = _codec.field_checks(type(self)).get(name)
            object.__setattr__(self, name, value if check is None else check(value))

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # attrs makes a class's __init__ call __attrs_post_init__ only when the
        # class has one, so only classes with rules tying fields together get
        # it: every other constructor, and the reader, are spared the call.
        if _codec.has_object_rules(cls):
            cls.__attrs_post_init__ = _check_object  # type: ignore[attr-defined]

    @classmethod
    def default(cls: type[E]) -> E:
        """An instance with the spec defaults, required attributes included."""
        return _codec.build(cls, _codec.required_defaults(cls))

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
        """Write the object as indented XML text (names masked when read spelled as read)."""
        node = self.to_xml()
        etree.cleanup_namespaces(node)
        etree.indent(node, space="  ")
        return unmask_names(etree.tostring(node, encoding="unicode")) + "\n"


def _check_object(self: Element) -> None:
    """``__attrs_post_init__`` of classes with rules tying fields together."""
    _codec.check_object(self)


def _trees_equal(first: Element, second: Element) -> bool:
    """Whether two objects of one class hold equal fields, compared level by level.

    A stack of pairs rather than recursion: models nest as deep as a document
    (or code) makes them, past Python's recursion limit.
    """
    pending = [(first, second)]
    while pending:
        a, b = pending.pop()
        for name in _codec.field_names(type(a)):
            if not _equal_or_deferred(getattr(a, name), getattr(b, name), pending):
                return False
        if not a.xml_extras.same_content(b.xml_extras):
            return False
    return True


def _equal_or_deferred(a: object, b: object, pending: list[tuple[Element, Element]]) -> bool:
    """Whether two field values are equal; pairs of objects are put on ``pending`` instead."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(
            _item_equal_or_deferred(x, y, pending) for x, y in zip(a, b, strict=True)
        )
    return _item_equal_or_deferred(a, b, pending)


def _item_equal_or_deferred(a: object, b: object, pending: list[tuple[Element, Element]]) -> bool:
    """``_equal_or_deferred`` for one value, or one item of a list field."""
    if isinstance(a, Element) and isinstance(b, Element):
        if type(a) is not type(b):
            return False
        pending.append((a, b))
        return True
    if isinstance(a, etree._Element) and isinstance(b, etree._Element):
        return canonical(a) == canonical(b)
    return values_equal(a, b)


def _tree_copied(root: Element, memo: dict[int, object]) -> Element:
    """A deep copy of ``root`` (``copy.deepcopy``), made without recursing along the tree.

    Every object below ``root`` is made first, empty, and entered in ``memo``;
    then each one's fields are deep-copied, which finds the objects below it in
    ``memo`` instead of descending. Lazy objects are filled on the way (their
    fields are what is copied), as pickling does.
    """
    made: list[tuple[Element, dict[str, object]]] = []
    pending = [root]
    while pending:
        original = pending.pop()
        if id(original) in memo:
            continue
        copy_of = object.__new__(type(original))
        memo[id(original)] = copy_of
        state = {name: getattr(original, name) for name in _field_names(type(original))}
        made.append((copy_of, state))
        for value in state.values():
            for item in value if isinstance(value, list) else (value,):
                if isinstance(item, Element) and id(item) not in memo:
                    pending.append(item)
    for copy_of, state in made:
        for name, value in state.items():
            object.__setattr__(copy_of, name, copy.deepcopy(value, memo))
        set_lazy_source(copy_of, None)
    copied = memo[id(root)]
    assert isinstance(copied, Element)
    return copied


class _Closing:
    """Where ``_tree_repr`` closes the parenthesis of an object (and forgets it is open)."""

    __slots__ = ("opened",)

    def __init__(self, opened: int) -> None:
        self.opened = opened


_REPR_FIELDS: dict[type, tuple[tuple[str, Callable[[object], str]], ...]] = {}


def _repr_fields(cls: type) -> tuple[tuple[str, Callable[[object], str]], ...]:
    """(name, repr function) of each field of ``cls`` that ``repr`` shows, as attrs does."""
    found = _REPR_FIELDS.get(cls)
    if found is None:
        found = _REPR_FIELDS[cls] = tuple(
            (f.name, repr if f.repr is True else f.repr)
            for f in attrs.fields(cls)
            if f.repr is not False
        )
    return found


def _tree_repr(root: Element) -> str:
    """``repr(root)`` as attrs writes it (``Model(name='m', links=[Link(...)], ...)``).

    Written with a stack of pieces rather than by calling ``repr`` on each
    child: models nest past Python's recursion limit. An object met again
    inside itself (a tree made into a cycle in code) is written ``...``, as
    attrs does.
    """
    written: list[str] = []
    is_open: set[int] = set()
    pending: list[object] = [root]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            written.append(item)
        elif isinstance(item, _Closing):
            is_open.discard(item.opened)
            written.append(")")
        elif not isinstance(item, Element):
            raise AssertionError(f"not a piece of a repr: {item!r}")
        elif id(item) in is_open:
            written.append("...")
        else:
            is_open.add(id(item))
            pieces = _repr_pieces(item)
            pieces.append(_Closing(id(item)))
            pending.extend(reversed(pieces))
    return "".join(written)


def _repr_pieces(obj: Element) -> list[object]:
    """The pieces of ``repr(obj)``: text, and the objects below it to write in their place."""
    cls = type(obj)
    pieces: list[object] = [cls.__qualname__.rsplit(">.", 1)[-1] + "("]
    for index, (name, shown) in enumerate(_repr_fields(cls)):
        pieces.append(f"{', ' if index else ''}{name}=")
        value = getattr(obj, name)
        if shown is not repr:
            pieces.append(shown(value))
        elif isinstance(value, Element):
            pieces.append(value)
        elif isinstance(value, list) and any(isinstance(item, Element) for item in value):
            pieces.append("[")
            for position, item in enumerate(value):
                if position:
                    pieces.append(", ")
                pieces.append(item if isinstance(item, Element) else repr(item))
            pieces.append("]")
        else:
            pieces.append(repr(value))
    return pieces


class _Shells(threading.local):
    """Objects ``_reduced`` is to pickle alone, their children pickled already (per thread)."""

    def __init__(self) -> None:
        self.ids: set[int] = set()


_SHELLS = _Shells()


def _reduced(obj: Element, protocol: SupportsIndex) -> str | tuple[object, ...]:
    """What pickles ``obj`` (``__reduce_ex__``): its tree as a list, deepest objects first.

    The default pickles each object's fields inside it, so the pickler descends
    one call per level, past Python's recursion limit in deep trees. Here an
    object with objects below it pickles as a list of every object of its
    tree, each below its parent, made with ``_last`` (the list's last item is
    ``obj``). Each object in that list then pickles alone, the default way: its
    children are in the pickle's memo already, so the pickler does not
    descend. Which objects are to pickle alone is remembered by id; one left
    over by a pickling that failed at worst pickles the default way, so no
    outcome depends on it.
    """
    shells = _SHELLS.ids
    if id(obj) in shells:
        shells.discard(id(obj))
        return object.__reduce_ex__(obj, protocol)
    tree = _objects_below(obj)
    if len(tree) == 1:
        return object.__reduce_ex__(obj, protocol)
    shells.clear()  # left over by a pickling that failed: no list is being pickled now
    shells.update(id(item) for item in tree)
    return (_last, (tree,))


def _last(tree: list[Element]) -> Element:
    """The object a pickled tree stands for (see ``_reduced``)."""
    return tree[-1]


def _objects_below(root: Element) -> list[Element]:
    """``root`` and every object below it, each after the objects below it, ``root`` last.

    Lazy objects are filled on the way: pickling reads their fields.
    """
    found: list[Element] = []
    seen = {id(root)}
    pending = [root]
    while pending:
        item = pending.pop()
        found.append(item)
        for name in _field_names(type(item)):
            value = getattr(item, name)
            for held in value if isinstance(value, list) else (value,):
                if isinstance(held, Element) and id(held) not in seen:
                    seen.add(id(held))
                    pending.append(held)
    found.reverse()  # parents came before their children
    return found

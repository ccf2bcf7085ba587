"""Making element objects: checked for code, trusted for the reader.

A generated class's constructor and assignments run each field's check
(``Element.__setattr__``), which costs a Python call per field. The reader
has parsed and checked every value it passes, and builds tens of thousands
of objects for a large world, so it builds through the class's *trusted
twin* instead (``ClassBinding.trusted``): the same ``__init__``, with plain
attribute stores, after which the object takes its real class. The result is
indistinguishable from a checked construction with the same values.

``replace`` is ``attrs.evolve`` for element objects whose other fields must
not be checked again: an object read from a file may hold a value the reader
reported as an error (a joint ``type`` outside the choices, say) and kept so
that writing loses nothing; copying it with one change checks that change only.
The copy keeps the element a lazily read original was read from (see
``writer``): it is written like the original where their values agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from sdformat_runtime.binding.coercion import check_pose
from sdformat_runtime.binding.element import Element, read_from, set_read_from
from sdformat_runtime.binding.fields import SDF_KEY, FieldKind, FieldSpec
from sdformat_runtime.binding.metadata import binding_of

E = TypeVar("E", bound=Element)


def build(cls: type[E], values: Mapping[str, object]) -> E:
    """An object of ``cls`` from constructor arguments already of their fields' types.

    Nothing is checked or converted: this is for values the caller parsed
    or checked itself (the reader, spec defaults, copies of existing objects).
    """
    obj = binding_of(cls).trusted(**values)
    obj.__class__ = cls
    assert isinstance(obj, cls)
    return obj


def replace(obj: E, /, **changes: object) -> E:
    """A copy of ``obj`` with some fields changed; only the changed values are checked.

    Raises:
        TypeError: A change names no field, or gives a value of the wrong type.
        ValueError: A change gives a value its field does not allow.
    """
    cls = type(obj)
    binding = binding_of(cls)
    values: dict[str, object] = {name: getattr(obj, name) for name in binding.init_names}
    for name, value in changes.items():
        if name not in values:
            raise TypeError(f"{cls.__name__} has no field {name!r}")
        check = binding.checks.get(name)
        values[name] = check(value) if check is not None else value
    copied = build(cls, values)
    source = read_from(obj)
    if source is not None:
        set_read_from(copied, source)
    return copied


def has_object_rules(cls: type[Element]) -> bool:
    """Whether a class being defined declares fields that rules tie together.

    Called from ``Element.__init_subclass__``, before attrs has turned the
    field declarations into attributes: a class holding a pose as its own
    value (``<pose>``, whose count depends on ``rotation_format``) has rules.
    """
    for declared in vars(cls).values():
        metadata = getattr(declared, "metadata", None)
        spec = metadata.get(SDF_KEY) if isinstance(metadata, Mapping) else None
        if isinstance(spec, FieldSpec) and spec.kind is FieldKind.TEXT and spec.spec_type == "pose":
            return True
    return False


def check_object(obj: Element) -> None:
    """The rules that tie an object's fields together, checked after a constructor.

    Raises:
        ValueError: The fields do not fit together (a pose's count and format).
    """
    binding = binding_of(type(obj))
    if binding.is_pose:
        check_pose(obj, binding.text_default)

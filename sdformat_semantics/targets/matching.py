"""Applying the target rules (``rules``) to a loaded document.

Each rule names a condition; the conditions are the only code here that
knows an element's fields. A condition returns None when the rule does not
hold for an element, else the value the message may quote (``{value}``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from sdformat_runtime.errors import Error, ErrorCode, Severity, XmlOrigin, problem
from sdformat_runtime.versions import version_key
from sdformat_semantics.document.loaded import Document
from sdformat_semantics.targets.rules import RULES, TARGETS, Rule, Target

Condition = Callable[[Any, Any, Document], object]
"""``(element, argument, document)`` to the value quoted, or None when the rule does not hold."""


def _always(element: Any, argument: Any, document: Document) -> object:
    return True


def _field_in(element: Any, argument: Any, document: Document) -> object:
    field, values = argument
    value = getattr(element, field, None)
    return value if value in values else None


def _field_true(element: Any, argument: Any, document: Document) -> object:
    return True if getattr(element, argument, None) is True else None


def _field_false(element: Any, argument: Any, document: Document) -> object:
    return True if getattr(element, argument, None) is False else None


def _field_set(element: Any, argument: Any, document: Document) -> object:
    value = getattr(element, argument, None)
    return value if value not in (None, "") else None


def _has_child(element: Any, argument: Any, document: Document) -> object:
    return True if getattr(element, argument, None) is not None else None


_WORLD_JOINT = re.compile(r"^/sdf/world\[[^\]]*\]/joint\[")


def _in_a_world(element: Any, argument: Any, document: Document) -> object:
    origin = getattr(element, "xml_origin", None)
    return True if origin is not None and _WORLD_JOINT.match(origin.path) else None


def _uri_ends_with(element: Any, argument: Any, document: Document) -> object:
    uri = str(getattr(element, "uri", "") or "")
    return uri if uri.lower().endswith(tuple(argument)) else None


def _not_positive(element: Any, argument: Any, document: Document) -> object:
    """A mass or principal moment that is not positive, in a link of a moving model."""
    origin = element.xml_origin
    if origin is None or _in_static_model(origin.path, document):
        return None
    mass = float(element.mass)
    inertia = element.inertia
    moments = (
        [float(inertia.ixx), float(inertia.iyy), float(inertia.izz)] if inertia is not None else []
    )
    return mass if not all(value > 0 for value in [mass, *moments]) else None


def _in_static_model(path: str, document: Document) -> bool:
    models: Iterable[Any] = document.iter("model")
    return any(
        model.static and model.xml_origin is not None and path.startswith(model.xml_origin.path)
        for model in models
    )


def _declares_newer(element: Any, argument: Any, document: Document) -> object:
    return document.original_version  # compared with the target's version by ``target_problems``


CONDITIONS: dict[str, Condition] = {
    "always": _always,
    "field in": _field_in,
    "field true": _field_true,
    "field false": _field_false,
    "field set": _field_set,
    "has child": _has_child,
    "in a world": _in_a_world,
    "uri ends with": _uri_ends_with,
    "mass or inertia not positive": _not_positive,
    "declares newer than": _declares_newer,
}
"""Every condition a rule may name."""


def target_problems(document: Document, names: Iterable[str]) -> list[Error]:
    """What each named target rejects (errors) or ignores (warnings) in ``document``.

    Raises:
        ValueError: A name that is not a target (``rules.TARGETS``).
    """
    found: list[Error] = []
    for name in names:
        if name not in TARGETS:
            raise ValueError(f"unknown target '{name}' (targets: {', '.join(TARGETS)})")
        target = TARGETS[name]
        for rule in RULES:
            if name in rule.targets:
                found.extend(_problems_of(rule, target, document))
    return found


def _problems_of(rule: Rule, target: Target, document: Document) -> Iterable[Error]:
    condition = CONDITIONS[rule.condition]
    if rule.tag == "sdf":
        elements: Iterable[Any] = [document.root] if document.root is not None else []
    else:
        elements = document.iter(rule.tag)
    for element in elements:
        value = condition(element, rule.argument, document)
        if value is None:
            continue
        if rule.condition == "declares newer than" and not _newer(value, target):
            continue
        yield _problem(rule, target, element, value, document)


def _newer(declared: object, target: Target) -> bool:
    if not isinstance(declared, str) or target.newest_version is None:
        return False
    try:
        return version_key(declared) > version_key(target.newest_version)
    except ValueError:
        return False


def _problem(rule: Rule, target: Target, element: Any, value: object, document: Document) -> Error:
    origin: XmlOrigin | None = getattr(element, "xml_origin", None)
    name = getattr(element, "name", None)
    named = isinstance(name, str) and name and not name.startswith("__")  # not a default
    what = f"<{rule.tag}>" + (f" '{name}'" if named else "")
    text = rule.message.format(target=target.title, newest=target.newest_version, value=value)
    rejected = rule.severity == "error"
    return problem(
        ErrorCode.TARGET_REJECTED if rejected else ErrorCode.TARGET_IGNORED,
        f"[{target.name}] {what} {text}",
        origin,
        severity=Severity.ERROR if rejected else Severity.WARNING,
        suffix=rule.suffix,
        file=document.file,
    )

"""SDFormat semantics: load real files into typed objects and reason about them.

``load(path_or_text)`` is the entry point: it returns a ``Document`` with the
bound objects, every error and warning, and frame queries (``pose``,
``attached_body``, ``axis``...).

The leaf modules (``errors``, ``values``, ``binding``, ``xml``) are the runtime
shared by the generated ``sdformat_v1_*`` packages; they import nothing from
those packages, and importing them does not import this package's pipeline
(``load`` is imported on first use), so the generated code can build on them
without import cycles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sdformat_semantics.config import ParserConfig, Policy
    from sdformat_semantics.document import Document, FrameLookupError
    from sdformat_semantics.errors import Error, ErrorCode, SdfErrors, Severity
    from sdformat_semantics.include import IncludeRecord, Resolution, resolve_uri
    from sdformat_semantics.interface import (
        InterfaceFrame,
        InterfaceJoint,
        InterfaceLink,
        InterfaceModel,
        InterfacePoseGraph,
        NestedInclude,
    )
    from sdformat_semantics.loading import load, load_strict
    from sdformat_semantics.pose import Pose

_EXPORTS = {
    "ParserConfig": "config",
    "Policy": "config",
    "Document": "document",
    "FrameLookupError": "document",
    "Error": "errors",
    "ErrorCode": "errors",
    "SdfErrors": "errors",
    "Severity": "errors",
    "IncludeRecord": "include",
    "Resolution": "include",
    "resolve_uri": "include",
    "InterfaceFrame": "interface",
    "InterfaceJoint": "interface",
    "InterfaceLink": "interface",
    "InterfaceModel": "interface",
    "InterfacePoseGraph": "interface",
    "NestedInclude": "interface",
    "load": "loading",
    "load_strict": "loading",
    "Pose": "pose",
}

__all__ = [
    "Document",
    "Error",
    "ErrorCode",
    "FrameLookupError",
    "IncludeRecord",
    "InterfaceFrame",
    "InterfaceJoint",
    "InterfaceLink",
    "InterfaceModel",
    "InterfacePoseGraph",
    "NestedInclude",
    "ParserConfig",
    "Policy",
    "Pose",
    "Resolution",
    "SdfErrors",
    "Severity",
    "load",
    "load_strict",
    "resolve_uri",
]


def __getattr__(name: str) -> Any:
    """Import the public names lazily (see the module docstring for why)."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'sdformat_semantics' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f"sdformat_semantics.{module}"), name)

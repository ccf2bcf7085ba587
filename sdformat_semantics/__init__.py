"""SDFormat semantics: load real files into typed objects and reason about them.

``load(path_or_text)`` is the entry point: it returns a ``Document`` with the
bound objects, every error and warning, and frame queries (``pose``,
``attached_body``, ``axis``...). The error types are the runtime's
(``sdformat_runtime.errors``), re-exported here because they are part of what
``load`` returns.

The names below are imported on first use (PEP 562), not with the package:
every submodule import runs this file first, and ``sdformat --help`` should
not pay for numpy, lxml and the generated classes it never touches.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sdformat_runtime.errors import Error, ErrorCode, SdfErrors, Severity
    from sdformat_semantics.config import ParserConfig, Policy
    from sdformat_semantics.document.loaded import Document, FrameLookupError
    from sdformat_semantics.export.down import Conversion
    from sdformat_semantics.export.losses import ConversionLossError, UrdfLossError
    from sdformat_semantics.export.mjcf import MjcfConversion
    from sdformat_semantics.export.urdf_parts import UrdfConversion
    from sdformat_semantics.geometry.pose import Pose
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
    from sdformat_semantics.mjcf import MujocoMissingError
    from sdformat_semantics.versions import LOAD_VERSIONS, WRITABLE_VERSIONS

_HOMES = {
    "Error": "sdformat_runtime.errors",
    "ErrorCode": "sdformat_runtime.errors",
    "SdfErrors": "sdformat_runtime.errors",
    "Severity": "sdformat_runtime.errors",
    "ParserConfig": "sdformat_semantics.config",
    "Policy": "sdformat_semantics.config",
    "Document": "sdformat_semantics.document.loaded",
    "FrameLookupError": "sdformat_semantics.document.loaded",
    "IncludeRecord": "sdformat_semantics.include",
    "Resolution": "sdformat_semantics.include",
    "resolve_uri": "sdformat_semantics.include",
    "InterfaceFrame": "sdformat_semantics.interface",
    "InterfaceJoint": "sdformat_semantics.interface",
    "InterfaceLink": "sdformat_semantics.interface",
    "InterfaceModel": "sdformat_semantics.interface",
    "InterfacePoseGraph": "sdformat_semantics.interface",
    "NestedInclude": "sdformat_semantics.interface",
    "load": "sdformat_semantics.loading",
    "load_strict": "sdformat_semantics.loading",
    "Pose": "sdformat_semantics.geometry.pose",
    "UrdfConversion": "sdformat_semantics.export.urdf",
    "MjcfConversion": "sdformat_semantics.export.mjcf",
    "MujocoMissingError": "sdformat_semantics.mjcf",
    "UrdfLossError": "sdformat_semantics.export.losses",
    "LOAD_VERSIONS": "sdformat_semantics.versions",
    "WRITABLE_VERSIONS": "sdformat_semantics.versions",
    "Conversion": "sdformat_semantics.export.down",
    "ConversionLossError": "sdformat_semantics.export.losses",
}
"""The module each public name lives in."""

__all__ = [
    "LOAD_VERSIONS",
    "WRITABLE_VERSIONS",
    "Conversion",
    "ConversionLossError",
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
    "MjcfConversion",
    "MujocoMissingError",
    "NestedInclude",
    "ParserConfig",
    "Policy",
    "Pose",
    "Resolution",
    "SdfErrors",
    "Severity",
    "UrdfConversion",
    "UrdfLossError",
    "__version__",
    "load",
    "load_strict",
    "resolve_uri",
]


def __getattr__(name: str) -> Any:
    """Import a public name's module the first time the name is asked for."""
    if name == "__version__":
        value: Any = installed_version()
    elif name in _HOMES:
        value = getattr(importlib.import_module(_HOMES[name]), name)
    else:
        raise AttributeError(f"module 'sdformat_semantics' has no attribute '{name}'")
    globals()[name] = value  # later look-ups find it without coming here
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


def installed_version() -> str:
    """The installed toolchain's version (``sdformat --version`` prints it)."""
    from importlib import metadata  # only --version needs it; it costs a few milliseconds

    try:
        return metadata.version("sdformat-toolchain")
    except metadata.PackageNotFoundError:  # a source tree that was never installed
        return "0+unknown"

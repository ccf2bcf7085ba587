"""SDFormat semantics: load real files into typed objects and reason about them.

``load(path_or_text)`` is the entry point: it returns a ``Document`` with the
bound objects, every error and warning, and frame queries (``pose``,
``attached_body``, ``axis``...). The error types are the runtime's
(``sdformat_runtime.errors``), re-exported here because they are part of what
``load`` returns.
"""

from __future__ import annotations

from importlib import metadata

from sdformat_runtime.errors import Error, ErrorCode, SdfErrors, Severity
from sdformat_semantics.config import ParserConfig, Policy
from sdformat_semantics.document import Document, FrameLookupError
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
from sdformat_semantics.migration import WRITABLE_VERSIONS, Conversion, ConversionLossError
from sdformat_semantics.pose import Pose

try:
    __version__ = metadata.version("sdformat-toolchain")
except metadata.PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0+unknown"
"""The installed toolchain's version (``sdformat --version`` prints it)."""

__all__ = [
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
    "NestedInclude",
    "ParserConfig",
    "Policy",
    "Pose",
    "Resolution",
    "SdfErrors",
    "Severity",
    "__version__",
    "load",
    "load_strict",
    "resolve_uri",
]

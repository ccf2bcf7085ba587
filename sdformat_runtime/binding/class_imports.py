"""``ClassImports``: how a generated module names the classes of other modules.

A field holding a child element names its class through a function
(``sdf.child("pose", lambda: Pose)``), called when the class is first
needed. A class of another module is reached through the module's
``ClassImports`` instead of an import at the top (``lambda: _imports.Pose``):
importing a module then imports no other, and reading a document imports the
modules of the elements it holds, when it reaches them. A version's root
class would otherwise import every module of its version, hundreds of
classes, whatever the document holds. The imports stand under
``if TYPE_CHECKING:`` too, so type checkers still see each name.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any


class ClassImports:
    """Classes of sibling modules, each imported when first asked for.

    ``ClassImports("sdformat_v1_12", {"Pose": "pose"})`` answers ``.Pose``
    with ``sdformat_v1_12.pose.Pose``. The first look-up of a name imports
    its module and keeps the class as an ordinary attribute, so the generated
    fill code, which looks classes up per element read, pays for the import
    once. Two threads asking at once both import (Python's import lock makes
    that one import) and keep the same class.

    Args:
        package: The package of the modules.
        modules: The module (below ``package``) defining each class, by class name.
    """

    def __init__(self, package: str, modules: Mapping[str, str]) -> None:
        self._package = package
        self._modules = dict(modules)

    def __getattr__(self, name: str) -> type[Any]:
        # Called only for names not looked up yet: later look-ups find the attribute.
        modules = self.__dict__.get("_modules", {})  # empty while unpickled or copied
        if name not in modules:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        module = importlib.import_module(f"{self._package}.{modules[name]}")
        found: type[Any] = getattr(module, name)
        setattr(self, name, found)
        return found

    def __dir__(self) -> list[str]:
        return sorted({*super().__dir__(), *self._modules})

    def __repr__(self) -> str:
        return f"ClassImports({self._package!r}, {self._modules!r})"

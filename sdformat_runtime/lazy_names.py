"""A package's public names imported on first use (PEP 562).

A package that re-exports the names of its modules would otherwise import
them all with itself: a generated version package every element class of
its version, a room of the semantics every module of the room (``checks.mimic``
needs ``kinematics.mimic``, not the batched Jacobians), and ``sdformat check``
pays for every module it imports on every call. Such a package lists where
each name lives and answers it through ``lazy_names``; a ``TYPE_CHECKING``
block imports the same names for type checkers, and the module ``__getattr__``
is set only when not type checking, so that a misspelt name stays an error
for them.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["lazy_names"]


def lazy_names(
    package: str, homes: Mapping[str, tuple[str, ...]]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of a package whose names load on first use.

    Args:
        package: The package's ``__name__``.
        homes: Each of the package's modules (relative to it) with the names it gives.

    Returns:
        ``__getattr__`` (imports a name's module when the name is first asked
        for, then keeps the name in the package) and ``__dir__``.
    """
    module_of = {name: f"{package}.{home}" for home, names in homes.items() for name in names}

    def __getattr__(name: str) -> Any:
        home = module_of.get(name)
        if home is None:  # a submodule not imported yet: the import system tries it next
            raise AttributeError(f"module '{package}' has no attribute '{name}'")
        value = getattr(importlib.import_module(home), name)
        setattr(sys.modules[package], name, value)  # later look-ups do not come here
        return value

    def __dir__() -> list[str]:
        return sorted({*vars(sys.modules[package]), *module_of})

    return __getattr__, __dir__

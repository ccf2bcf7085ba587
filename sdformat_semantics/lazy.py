"""A package's public names imported on first use (PEP 562).

A room's ``__init__`` re-exports the names of its modules. Importing them all
with the package would make any one module of the room cost the whole room:
``checks.mimic`` needs ``kinematics.mimic``, not the batched Jacobians, and
``sdformat check`` pays for every module it imports on every call. A package
lists where each name lives and answers it through ``lazy_names``; its
``TYPE_CHECKING`` block imports the same names for type checkers.
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

"""Pausing the cyclic garbage collector while a command imports what it runs.

Importing makes objects that live as long as the process (modules, classes,
functions, the generated methods of each attrs class) and next to no
garbage. With the collector on, a ``sdformat check`` of one small file
collected 67 times while it imported, walking the growing heap of survivors
again and again: 11-13 ms of its 0.2 s, for about 0.1 % of the objects it
walked. ``imports_paused`` pauses it around an import and then moves what the
import made straight into the oldest generation, without walking anything,
as ``binding.gc_paused`` does after a large load. This module imports
nothing but the standard library, so ``sdformat_command`` can use it before
anything else.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator

__all__ = ["imports_paused"]


@contextlib.contextmanager
def imports_paused() -> Iterator[None]:
    """Pause the collector for a ``with`` block that imports; settle what it made when done.

    For a program's main thread while it starts (the ``sdformat`` command's):
    the collector is the program's, and another thread's garbage would wait
    out the block. Objects the program froze itself stay frozen: then what the
    block made is left young, for the collector to walk as it would have.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if gc.get_freeze_count() == 0:
            gc.freeze()  # every object tracked now, moved out of the collector's walks...
            gc.unfreeze()  # ...and back into the oldest generation, which it walks rarely
        if collecting:
            gc.enable()

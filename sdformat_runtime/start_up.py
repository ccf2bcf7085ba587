"""The cyclic garbage collector around a short command: paused while it imports, idle at exit.

Importing makes objects that live as long as the process (modules, classes,
functions, the generated methods of each attrs class) and next to no
garbage. With the collector on, a ``sdformat check`` of one small file
collected 67 times while it imported, walking the growing heap of survivors
again and again: 11-13 ms of its 0.2 s, for about 0.1 % of the objects it
walked. ``imports_paused`` pauses it around an import and then moves what the
import made straight into the oldest generation, without walking anything,
as ``binding.gc_paused`` does after a large load.

When the interpreter exits, it runs one last full collection, which walks
every object still alive: 18-24 ms after a check of one small file, a tenth
of the run, to free memory the operating system is about to take back.
``no_collection_at_exit`` freezes every object first, so that collection
walks none. This module imports nothing but the standard library, so
``sdformat_command`` can use it before anything else.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
from collections.abc import Iterator

__all__ = ["imports_paused", "no_collection_at_exit"]


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


def no_collection_at_exit() -> None:
    """Freeze every object as the process exits, before the interpreter's last collection.

    Handlers registered later run first (``atexit`` runs them in reverse), so
    worker pools and temporary folders are shut down before. What the freeze
    leaves out at exit is what nothing refers to but a cycle: no finalizer runs
    for it, as none runs for what is still referred to then. The command
    closes the files it writes in ``with`` blocks and flushes stdout itself.
    """
    atexit.register(gc.freeze)

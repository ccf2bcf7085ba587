"""What a command pauses while it imports what it runs: the garbage collector and Ctrl-C.

Importing makes objects that live as long as the process (modules, classes,
functions, the generated methods of each attrs class) and next to no
garbage. With the collector on, a ``sdformat check`` of one small file
collected 67 times while it imported, walking the growing heap of survivors
again and again: 11-13 ms of its 0.2 s, for about 0.1 % of the objects it
walked. ``imports_paused`` pauses it around an import and then moves what the
import made straight into the oldest generation, without walking anything,
as ``binding.gc_paused`` does after a large load.

An interrupt (Ctrl-C) that lands while numpy's compiled core initializes
comes out of the import as an ``ImportError`` with numpy's installation
advice, and the interrupt itself is lost. Where the system can hold a signal
back (POSIX), ``imports_paused`` holds SIGINT for the block: one that arrives
then is raised as ``KeyboardInterrupt`` when the block ends, which the
command reports as an interrupt. This module imports nothing but the
standard library, so ``sdformat_command`` can use it before anything else.
"""

from __future__ import annotations

import contextlib
import gc
import signal
from collections.abc import Iterator

__all__ = ["imports_paused"]

_HOLDS_SIGNALS = hasattr(signal, "pthread_sigmask")
"""Whether SIGINT can be held back for a block (not on Windows)."""


@contextlib.contextmanager
def imports_paused() -> Iterator[None]:
    """Pause the collector and hold Ctrl-C for a ``with`` block that imports.

    For a program's main thread while it starts (the ``sdformat`` command's):
    the collector is the program's, and another thread's garbage would wait
    out the block. Objects the program froze itself stay frozen: then what the
    block made is left young, for the collector to walk as it would have. An
    interrupt held back is raised as ``KeyboardInterrupt`` as the block ends.
    SIGINT is held in the calling thread and the threads it starts meanwhile:
    a thread that ran before the block could still take it, which a command
    at start-up has none of.
    """
    collecting = gc.isenabled()
    gc.disable()
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT}) if _HOLDS_SIGNALS else None
    try:
        yield
    finally:
        if gc.get_freeze_count() == 0:
            gc.freeze()  # every object tracked now, moved out of the collector's walks...
            gc.unfreeze()  # ...and back into the oldest generation, which it walks rarely
        if collecting:
            gc.enable()
        if held is not None:  # last: a held interrupt is raised here
            signal.pthread_sigmask(signal.SIG_SETMASK, held)

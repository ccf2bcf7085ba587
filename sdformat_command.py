"""The ``sdformat`` console script, so that Ctrl-C while it starts is as quiet as later.

Importing the toolchain takes a noticeable moment (numpy, lxml, the generated
classes); an interrupt then would come out of the import as a traceback,
before ``sdformat_semantics.cli.main`` could catch anything. This module
imports nothing heavy itself and catches it around the import; it also asks
numpy's OpenBLAS for one thread before numpy is imported (``BLAS_THREADS``),
pauses the garbage collector while the command line is imported, and keeps
it from walking every object once more as the process exits
(``sdformat_runtime.start_up``).
"""

from __future__ import annotations

import os
import sys

from sdformat_runtime.start_up import imports_paused, no_collection_at_exit

INTERRUPTED = 130
"""As ``sdformat_semantics.cli.INTERRUPTED``, which cannot be imported before the import."""


BLAS_THREADS = "OPENBLAS_NUM_THREADS"
"""How many threads numpy's OpenBLAS starts when imported (one per core unless told)."""


def main() -> int:
    """Import the command line and run it; an interrupt during the import exits quietly."""
    # Starting a thread per core costs more CPU than a check of a small file takes in numpy
    # (the command's arrays are small); a value the user set stands. Set before numpy loads.
    os.environ.setdefault(BLAS_THREADS, "1")
    no_collection_at_exit()
    try:
        with imports_paused():
            from sdformat_semantics.cli import main as run
    except KeyboardInterrupt:
        sys.stderr.write("sdformat: interrupted\n")
        return INTERRUPTED
    return run()

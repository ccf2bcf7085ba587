"""The ``sdformat`` console script, so that Ctrl-C while it starts is as quiet as later.

Importing the toolchain takes a noticeable moment (numpy, lxml, the generated
classes); an interrupt then would come out of the import as a traceback,
before ``sdformat_semantics.cli.main`` could catch anything. This module
imports nothing heavy itself and catches it around the import; it also asks
numpy's OpenBLAS for one thread before numpy is imported (``BLAS_THREADS``)
and pauses the garbage collector while the command line is imported
(``sdformat_runtime.start_up``). The console script runs ``console``, which
ends the process without the interpreter's teardown once the command is done.
"""

from __future__ import annotations

import atexit
import os
import sys

from sdformat_runtime.start_up import imports_paused

INTERRUPTED = 130
"""As ``sdformat_semantics.cli.INTERRUPTED``, which cannot be imported before the import."""


BLAS_THREADS = "OPENBLAS_NUM_THREADS"
"""How many threads numpy's OpenBLAS starts when imported (one per core unless told)."""


def main() -> int:
    """Import the command line and run it; an interrupt during the import exits quietly."""
    # Starting a thread per core costs more CPU than a check of a small file takes in numpy
    # (the command's arrays are small); a value the user set stands. Set before numpy loads.
    os.environ.setdefault(BLAS_THREADS, "1")
    try:
        with imports_paused():
            from sdformat_semantics.cli import main as run
    except KeyboardInterrupt:
        sys.stderr.write("sdformat: interrupted\n")
        return INTERRUPTED
    return run()


def console() -> int:
    """The console script: ``main``, then an exit without the interpreter's teardown.

    Once the command is done, Python still tears itself down: a last full
    collection, then every module's objects freed one by one (numpy's, lxml's,
    the classes'), 10-30 ms of a 0.2 s check of one file, for memory the
    operating system takes back at once. The handler registered here runs
    after every other exit handler (``atexit`` runs them last registered
    first) and after the other threads were joined, as Python's own exit
    does; it flushes the standard streams and ends the process with the
    command's status. Left out is only what the teardown itself does:
    finalizers of objects still alive at exit, which Python does not promise
    to run. A command that raised, or output that cannot be flushed, leaves
    the interpreter its usual exit.
    """
    returned: list[int] = []
    atexit.register(_end_process, returned)
    status = main()
    returned.append(status)
    return status


def _end_process(returned: list[int]) -> None:
    """End the process with the status ``main`` returned, if it returned one."""
    if not returned:
        return
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):  # Python's exit says what could not be written
        return
    os._exit(returned[0])

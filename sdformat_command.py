"""The ``sdformat`` console script, so that Ctrl-C while it starts is as quiet as later.

Importing the toolchain takes a noticeable moment (numpy, lxml, the generated
classes); an interrupt then would come out of the import as a traceback,
before ``sdformat_semantics.cli.main`` could catch anything. This module
imports nothing heavy itself and catches it around the import.
"""

from __future__ import annotations

import sys

INTERRUPTED = 130
"""As ``sdformat_semantics.cli.INTERRUPTED``, which cannot be imported before the import."""


def main() -> int:
    """Import the command line and run it; an interrupt during the import exits quietly."""
    try:
        from sdformat_semantics.cli import main as run
    except KeyboardInterrupt:
        sys.stderr.write("sdformat: interrupted\n")
        return INTERRUPTED
    return run()

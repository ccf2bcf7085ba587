"""``python -m sdformat_semantics.cli`` runs the ``sdformat`` command, as it did as a module."""

from __future__ import annotations

import sys

from sdformat_semantics.cli import main

sys.exit(main())

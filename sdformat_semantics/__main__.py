"""``python -m sdformat_semantics`` runs the ``sdformat`` command."""

from __future__ import annotations

import sys

from sdformat_semantics.cli import main

sys.exit(main())

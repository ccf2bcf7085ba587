"""``python -m sdformat_semantics`` runs the ``sdformat`` command, as the console script does."""

from __future__ import annotations

import sys

from sdformat_command import console

sys.exit(console())

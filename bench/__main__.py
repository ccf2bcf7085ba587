"""Entry point of ``make bench``: the comparison of readers, as ratios measured in one run."""

from __future__ import annotations

import sys

from bench import compare

if __name__ == "__main__":
    sys.exit(compare.main())

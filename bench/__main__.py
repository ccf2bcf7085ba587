"""Entry point of ``make bench``."""

from __future__ import annotations

import sys


def main() -> int:
    """Run every benchmark and print its table."""
    print("No benchmarks yet: reading and loading benchmarks arrive with the element classes.")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Entry point of ``make bench``: every benchmark, figures as ratios measured in one run."""

from __future__ import annotations

import sys

from bench import load_bench, read_bench


def main() -> int:
    """Run every benchmark and print its table."""
    print(read_bench.report(read_bench.run()))
    print()
    print(load_bench.report(load_bench.run()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmarks, run with ``make bench``; figures are ratios measured in one run."""

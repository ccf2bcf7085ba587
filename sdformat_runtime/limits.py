"""The bounds one load keeps to unless it is told others.

``ParserConfig`` takes its defaults from here, and ``xml.parse_bytes`` and
``file_reads.read_limited`` use them when called without limits.
"""

from __future__ import annotations

DEFAULT_MAX_BYTES = 64 * 1024 * 1024
"""Largest document read by default (the biggest real file we know is ~3 MB)."""

DEFAULT_MAX_ELEMENT_DEPTH = 100
"""Deepest element nesting read by default (real files nest at most 11 deep).

Counted through includes. No stage recurses along the tree, so a deeper
limit may be given; libxml2 itself stops each file at 256 levels.
"""

DEFAULT_MAX_ELEMENTS = 750_000
"""Most elements one load holds by default, includes expanded (see ``element_bound``).

Memory grows with elements, not bytes: a load holds 0.8 kB (worlds of
robots) to 2.2 kB (models of bare links) per element at its peak, so a file
of tiny elements at ``DEFAULT_MAX_BYTES`` would need 20 GB. At this limit the
densest shape measured peaks under 1.8 GB, imports included; the largest real
world we know has about 100,000 elements."""

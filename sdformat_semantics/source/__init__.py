"""Bytes to tree: the load's first stage, below everything that reads a tree.

* ``facts``: ``SourceFacts``, the one object answering what a document may
  hold, told once by its bytes (the guards of the load's shortcuts and checks);
* ``parse``: ``parse_tolerant``, the safe parse tolerating the XML trivia the
  reference tolerates.
"""

from __future__ import annotations

from sdformat_semantics.source.facts import SourceFacts, declares_namespaces
from sdformat_semantics.source.parse import ParsedSource, parse_tolerant

__all__ = ["ParsedSource", "SourceFacts", "declares_namespaces", "parse_tolerant"]

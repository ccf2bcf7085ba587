"""The loaded document (``loaded.Document``), its problems' columns, and writing it as text.

``Document`` is public as ``sdformat_semantics.Document``.
"""

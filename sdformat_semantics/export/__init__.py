"""Every writer to another version or format: one function of a loaded document each.

A loaded document is written as an older SDFormat version (``down``, with the
structural operations of ``structure``, ``references`` and ``equivalents``),
as URDF (``urdf``), or with its values rewritten (``value_rewrites``, the
``gearbox`` rewrite as mimic). Each reports what its target cannot hold as
warnings of one shape, and none changes the document it is given.
"""

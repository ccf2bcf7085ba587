"""SDFormat semantics: load real files into typed objects and reason about them.

The leaf modules (``errors``, ``values``, ``binding``) are the runtime shared by
the generated ``sdformat_v1_*`` packages; they import nothing from those
packages, so the generated code can build on them without import cycles.
"""

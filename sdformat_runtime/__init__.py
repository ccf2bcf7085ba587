"""The runtime every generated ``sdformat_v1_*`` package stands on.

It holds what reading and writing SDFormat needs, whatever the version:
the value types and their converters (``values``), safe XML parsing
(``xml``), problems as values (``errors``), did-you-mean suggestions
(``suggestions``), the version-number rules (``versions``) and the generic
reader and writer of the generated element classes (``binding``).

It imports neither the generated packages nor ``sdformat_semantics``: the
generated code imports only this package, and the semantics build on both.
"""

from sdformat_runtime.binding.collector import gc_paused

__all__ = ["gc_paused"]

"""The spec's value types as the generator sees them: the runtime's own table.

The generator checks spec defaults and bounds with these records, takes the
generated classes' annotations from them and writes their lexical patterns
into ``types.xsd``, so a value that passes our schema is a value our readers
parse, and the other way round. The records live in the runtime
(``sdformat_runtime.values``) so that readers and generator cannot drift apart.
"""

from __future__ import annotations

from sdformat_runtime.values import VALUE_TYPES, ValueType

__all__ = ["VALUE_TYPES", "ValueType"]

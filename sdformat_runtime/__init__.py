"""The runtime every generated ``sdformat_v1_*`` package stands on.

It holds what reading and writing SDFormat needs, whatever the version:

- ``values``: the one table of value types (``VALUE_TYPES``), whose converters
  are in ``number_values`` (bool, integers, doubles, vectors, colors) and
  ``pose_time_values`` (poses, times);
- ``xml``: safe XML parsing, with the scans of a document's bytes it relies
  on (``byte_scans``, ``depth_bound``), files read within a size limit
  (``file_reads``) and the default bounds of a load (``limits``);
- ``errors``: problems as values; ``suggestions``: did-you-mean;
  ``versions``: the version-number rules and registry records;
  ``extensions``: what to say of elements no spec defines;
- ``binding``: the generic reader and writer of the generated element
  classes, and ``fastpath``: whether a document needs the reader's checks;
- ``patterns``: regular expressions compiled on first use; ``start_up``:
  the garbage collector paused while a command imports.

It imports neither the generated packages nor ``sdformat_semantics``: the
generated code imports only this package, and the semantics build on both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sdformat_runtime.binding.collector import gc_paused

__all__ = ["gc_paused"]


def __getattr__(name: str) -> object:
    # Imported on first use: importing a light module of this package
    # (``sdformat_runtime.versions``, for ``sdformat --help``) must not bring
    # in the binding and, with it, numpy and lxml.
    if name == "gc_paused":
        from sdformat_runtime.binding.collector import gc_paused

        return gc_paused
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

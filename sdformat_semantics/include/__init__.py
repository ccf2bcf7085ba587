"""``//include`` composition: find what a URI names, load it, and put it in place.

* ``uri``: where a URI leads (``resolve_uri``), kept inside ``allowed_roots``;
* ``model_config``: which file of a model folder to read (``model.config``);
* ``records``: what is read (``ReadOutcome``) and what became of each include;
* ``composer``: ``Composer``, which expands every include of a document;
* ``entity``: the entity an included file holds, with the include's overrides;
* ``custom``: non-SDFormat includes, handed to the custom parsers;
* ``merge``: ``merge="true"`` includes dissolved into their parent;
* ``splice``: expansions put back in their owner, in document order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sdformat_runtime.lazy_names import lazy_names

if TYPE_CHECKING:
    from sdformat_semantics.include.composer import Composer
    from sdformat_semantics.include.custom import SDFORMAT_SUFFIXES
    from sdformat_semantics.include.merge import GeneratedPackage
    from sdformat_semantics.include.model_config import (
        ModelConfigEntry,
        model_config_entries,
        model_file_in,
        select_model_entry,
    )
    from sdformat_semantics.include.records import DocumentReader, IncludeRecord, ReadOutcome
    from sdformat_semantics.include.uri import (
        NETWORK_SCHEMES,
        Resolution,
        allowed_folders,
        confined,
        resolve_uri,
    )

from sdformat_semantics.interface import PlacedInterface

__all__ = [
    "NETWORK_SCHEMES",
    "SDFORMAT_SUFFIXES",
    "Composer",
    "DocumentReader",
    "GeneratedPackage",
    "IncludeRecord",
    "ModelConfigEntry",
    "PlacedInterface",
    "ReadOutcome",
    "Resolution",
    "allowed_folders",
    "confined",
    "model_config_entries",
    "model_file_in",
    "resolve_uri",
    "select_model_entry",
]

if not TYPE_CHECKING:  # type checkers read the imports above; this would admit any name
    __getattr__, __dir__ = lazy_names(
        __name__,
        {
            "composer": ("Composer",),
            "custom": ("SDFORMAT_SUFFIXES",),
            "merge": ("GeneratedPackage",),
            "model_config": (
                "ModelConfigEntry",
                "model_config_entries",
                "model_file_in",
                "select_model_entry",
            ),
            "records": (
                "DocumentReader",
                "IncludeRecord",
                "ReadOutcome",
            ),
            "uri": (
                "NETWORK_SCHEMES",
                "Resolution",
                "allowed_folders",
                "confined",
                "resolve_uri",
            ),
        },
    )

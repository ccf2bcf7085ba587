"""Pausing the cyclic garbage collector while a document is bound, when the program asks."""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

_pause_lock = threading.Lock()
_pause_count = 0
_collector_was_enabled = False

_PILED_UP = 10
"""Young objects (in units of the first threshold) above which resuming collects them at once."""


@contextlib.contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for the duration of a ``with`` block.

    Nothing in this project pauses the collector unless asked: it is the
    program's, and a host whose other threads make garbage cycles while
    documents load would keep them alive for the whole load (a server with
    four loader threads grew from 531 MB to 1,569 MB in 30 s when loading
    paused it on its own). Programs that mostly load documents ask for it,
    around their loads or with ``ParserConfig.pause_garbage_collector``; the
    ``sdformat`` command does.

    Binding creates many long-lived containers and no garbage cycles; with the
    collector on, it rescans the growing heap again and again and reading
    becomes quadratic (2x slower at 1,000 models). The count makes nested and
    concurrent reads restore the user's setting exactly once.

    On resuming, a large document's objects are moved straight into the oldest
    generation, which the collector walks rarely: they all survive, and
    otherwise the collector would walk every one of them twice (young, then
    middle-aged) before they settle there. ``gc.freeze`` followed by
    ``gc.unfreeze`` makes that move without walking anything (walking a
    1,000-model world once costs about as much as 5 raw parses of it). Other
    young objects of the program move with them, so a garbage cycle among those
    waits for the next full collection. When the program keeps objects frozen
    itself, unfreezing would undo that, so the document is collected instead.
    """
    global _pause_count, _collector_was_enabled
    with _pause_lock:
        if _pause_count == 0:
            _collector_was_enabled = gc.isenabled()
            gc.disable()
        _pause_count += 1
    try:
        yield
    finally:
        with _pause_lock:
            _pause_count -= 1
            resume = _pause_count == 0 and _collector_was_enabled
            if resume:
                gc.enable()
        threshold = gc.get_threshold()[0]  # 0 when automatic collection is off
        if resume and threshold and gc.get_count()[0] > _PILED_UP * threshold:
            if gc.get_freeze_count() == 0:
                gc.freeze()
                gc.unfreeze()
            else:
                gc.collect(1)

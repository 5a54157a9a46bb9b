"""Reading and building big structures without the cyclic garbage collector walking them.

Loading a backtest trace makes about 1.5 million dicts and lists, and the report builds as many
again. CPython's cyclic collector runs each time allocations outnumber frees by its threshold,
and each full collection walks every tracked object made so far: over a 273 MB trace that is more
than half of the reading time (6 s of 8 s), for no gain, since a parsed document holds no cycle
(its objects are freed by reference counting as usual). :func:`paused_gc` turns the collector off
for the length of such a step and back on after, as it found it.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused_gc"]


@contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic collector off inside the block, then as it was (nesting is safe)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()

"""Texts of the leak set's `fresh` part, continued; see `_fresh_texts.py`."""

from __future__ import annotations

PART_TWO: list[dict] = []

"""What the builders of the hand-written leak-set parts share: rows, checks and the atomic write.

Each part (``wire``, ``fresh``, ``blind2``, ``blind3``) keeps its texts in its own modules as
questions made by :func:`Q`, with ``docs`` tuples ``(days before the cutoff, "L"/"K", style, title,
text, why)`` or the same as ``|``-separated lines of one string; :func:`build` turns them into the
part's ``questions.jsonl`` and ``documents.jsonl`` in the formats of the project README, with the
split computed from the question id, never chosen.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Part:
    """One part: its folder (also its ``source_kind``), id prefix and URL root."""

    name: str
    prefix: str
    url_root: str


def Q(qid, question, description, cutoff, resolution, outcome, category, docs):
    """One question and its documents, as :func:`build` reads it. ``docs`` is a list of tuples, or
    a string of ``days|label|style|title|text|why`` lines (one document a line)."""
    return {
        "id": qid,
        "question": question,
        "description": description,
        "cutoff": cutoff,
        "resolution": resolution,
        "outcome": outcome,
        "category": category,
        "docs": _docs(docs) if isinstance(docs, str) else docs,
    }


def _docs(block: str) -> list[tuple]:
    """Parse ``days|label|style|title|text|why`` lines into the tuples the rows are made from."""
    rows = []
    for line in block.strip().splitlines():
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 6:
            raise ValueError(f"document line has {len(parts)} fields, need 6: {line[:80]!r}")
        rows.append((int(parts[0]), *parts[1:]))
    return rows


def split_of(question_id: str) -> str:
    """The leak set's split rule: test when the first byte of sha256(id) is odd."""
    return "test" if hashlib.sha256(question_id.encode()).digest()[0] % 2 == 1 else "dev"


def _question_row(q: dict) -> dict:
    return {
        "id": q["id"],
        "question": q["question"],
        "description": q["description"],
        "cutoff_date": q["cutoff"],
        "resolution_date": q["resolution"],
        "outcome": q["outcome"],
        "category": q["category"],
        "split": split_of(q["id"]),
    }


def _document_rows(part: Part, q: dict) -> list[dict]:
    """One row per ``docs`` tuple; a ``base-rate`` style is a ``base_rate`` document."""
    cutoff = dt.date.fromisoformat(q["cutoff"])
    rows = []
    for n, (days, label, style, title, text, why) in enumerate(q["docs"], start=1):
        where = f"{q['id']} d{n:02d}"
        if days < 1:
            raise ValueError(f"{where}: published {days} days before the cutoff; need >= 1")
        if label not in ("L", "K"):
            raise ValueError(f"{where}: label {label!r}; accepted: 'L' (leak) or 'K' (keep)")
        short = q["id"].removeprefix(part.prefix)
        rows.append(
            {
                "id": f"{q['id']}-d{n:02d}",
                "question_id": q["id"],
                "kind": "base_rate" if style == "base-rate" else "reporting",
                "title": title,
                "url": f"{part.url_root}/{short}/d{n:02d}",
                "published": (cutoff - dt.timedelta(days=days)).isoformat(),
                "text": text,
                "expected": "leak" if label == "L" else "keep",
                "why": why,
                "source_kind": part.name,
                "style": style,
            }
        )
    return rows


def _check_question(q: dict) -> None:
    cutoff = dt.date.fromisoformat(q["cutoff"])
    resolution = dt.date.fromisoformat(q["resolution"])
    gap = (resolution - cutoff).days
    if not 7 <= gap <= 42:
        raise ValueError(f"{q['id']}: cutoff {cutoff} is {gap} days before {resolution}; need 7-42")
    if q["outcome"] not in (0, 1):
        raise ValueError(f"{q['id']}: outcome {q['outcome']!r}; accepted: 0 or 1")


def _write_jsonl(path: Path, rows: list[dict]) -> None:
    body = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(body, encoding="utf-8")
    tmp.replace(path)


HOLDOUT = HERE.parent / "leak_holdout"
"""Where held-out parts are written: beside the leak set, so no measurement of it reads them."""


def build(part: Part, questions: list[dict], root: Path = HERE) -> None:
    """Check the part's questions and write its two files into ``<root>/<part.name>`` (``root``
    is this folder, or :data:`HOLDOUT` for a part kept apart for a later measurement)."""
    ids = [q["id"] for q in questions]
    if len(set(ids)) != len(ids):
        raise ValueError(f"duplicate question ids in the {part.name} texts")
    for q in questions:
        _check_question(q)
    folder = root / part.name
    folder.mkdir(parents=True, exist_ok=True)
    _write_jsonl(folder / "questions.jsonl", [_question_row(q) for q in questions])
    _write_jsonl(
        folder / "documents.jsonl", [d for q in questions for d in _document_rows(part, q)]
    )

"""Build the `wire` part of the leak set: questions.jsonl and documents.jsonl.

Every text below was written for this set, in the styles the other parts lack (wire briefs
with datelines, box scores and result tables, press and earnings releases, court dockets and
rulings, regulator notices, social-media posts, live blogs, wiki-style "as of" articles,
corrections and updates appended to older stories), next to honest texts (previews,
schedules, resolution criteria, conditionals, base rates, analysis of earlier events). The
events are real ones of 2023-2025; the wording is invented, and figures are from memory, not
checked data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_wire.py
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from _wire_texts import PART_ONE
from _wire_texts2 import PART_TWO
from _wire_texts3 import PART_THREE

QUESTIONS = PART_ONE + PART_TWO + PART_THREE

HERE = Path(__file__).resolve().parent / "wire"


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


def _document_rows(q: dict) -> list[dict]:
    cutoff = dt.date.fromisoformat(q["cutoff"])
    rows = []
    for n, (days, label, style, title, text, why) in enumerate(q["docs"], start=1):
        if days < 1:
            raise ValueError(f"{q['id']} d{n:02d}: published must be before the cutoff")
        if label not in ("L", "K"):
            raise ValueError(f"{q['id']} d{n:02d}: label {label!r}, expected 'L' or 'K'")
        short = q["id"].removeprefix("lw-")
        rows.append(
            {
                "id": f"{q['id']}-d{n:02d}",
                "question_id": q["id"],
                "kind": "base_rate" if style == "base-rate" else "reporting",
                "title": title,
                "url": f"https://news.example.com/leak-set-wire/{short}/d{n:02d}",
                "published": (cutoff - dt.timedelta(days=days)).isoformat(),
                "text": text,
                "expected": "leak" if label == "L" else "keep",
                "why": why,
                "source_kind": "wire",
                "style": style,
            }
        )
    return rows


def _write_jsonl(path: Path, rows: list[dict]) -> None:
    body = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(body, encoding="utf-8")
    tmp.replace(path)


def main() -> None:
    """Write both files from the texts in `_wire_texts.py`."""
    ids = [q["id"] for q in QUESTIONS]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate question ids in _wire_texts.QUESTIONS")
    HERE.mkdir(exist_ok=True)
    _write_jsonl(HERE / "questions.jsonl", [_question_row(q) for q in QUESTIONS])
    _write_jsonl(HERE / "documents.jsonl", [d for q in QUESTIONS for d in _document_rows(q)])


if __name__ == "__main__":
    main()

"""Build the `blind3` part of the leak set: blind3/questions.jsonl and blind3/documents.jsonl.

The texts (in `_blind3_texts.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate forms such as long-form
magazine prose, think-tank commentary, launch and flight status pages, club statements,
parliamentary order papers, earnings previews and recaps, local news, encyclopedic summaries,
event tickets, government gazettes, chat logs and mixed-tense narratives. The events are real
ones of 2022-2025; the wording is invented and the figures are from memory, not checked data.
The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind3.py
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from _blind3_texts import QUESTIONS

HERE = Path(__file__).resolve().parent / "blind3"
URL_ROOT = "https://blind3.example.com/leak-set-blind3"


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
    """One row per (days before the cutoff, L/K, style, title, text, why) tuple."""
    cutoff = dt.date.fromisoformat(q["cutoff"])
    rows = []
    for n, (days, label, style, title, text, why) in enumerate(q["docs"], start=1):
        where = f"{q['id']} d{n:02d}"
        if days < 1:
            raise ValueError(f"{where}: published {days} days before the cutoff; need >= 1")
        if label not in ("L", "K"):
            raise ValueError(f"{where}: label {label!r}; accepted: 'L' (leak) or 'K' (keep)")
        short = q["id"].removeprefix("ld-")
        rows.append(
            {
                "id": f"{q['id']}-d{n:02d}",
                "question_id": q["id"],
                "kind": "reporting",
                "title": title,
                "url": f"{URL_ROOT}/{short}/d{n:02d}",
                "published": (cutoff - dt.timedelta(days=days)).isoformat(),
                "text": text,
                "expected": "leak" if label == "L" else "keep",
                "why": why,
                "source_kind": "blind3",
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


def main() -> None:
    """Write both files from the texts in `_blind3_texts.py`."""
    ids = [q["id"] for q in QUESTIONS]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate question ids in _blind3_texts.py")
    for q in QUESTIONS:
        _check_question(q)
    HERE.mkdir(exist_ok=True)
    _write_jsonl(HERE / "questions.jsonl", [_question_row(q) for q in QUESTIONS])
    _write_jsonl(HERE / "documents.jsonl", [d for q in QUESTIONS for d in _document_rows(q)])


if __name__ == "__main__":
    main()

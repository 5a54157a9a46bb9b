"""One-off: convert data/resolved_questions.json and data/backtest_corpus.json to JSON Lines.

Renames fields to the documented format (question_id -> id, resolved_outcome -> outcome as
1/0, current_market_price -> market_price, metadata.category -> category, other metadata keys
top level; doc_id -> id, snippet -> text, evidence_type -> kind with search_results ->
reporting). Every other field is copied unchanged, so it stays as metadata. The two notices
are printed for data/README.md. Run once; kept in history only.
"""

import json
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data"
KIND = {"search_results": "reporting", "base_rate": "base_rate"}


def question(raw: dict) -> dict:
    raw = dict(raw)
    meta = raw.pop("metadata")
    out = {
        "id": raw.pop("question_id"),
        "question": raw.pop("question"),
        "description": raw.pop("description"),
        "cutoff_date": raw.pop("cutoff_date"),
        "resolution_date": raw.pop("resolution_date"),
        "outcome": int(raw.pop("resolved_outcome")),
        "outcome_source": raw.pop("outcome_source"),
        "market_price": raw.pop("current_market_price"),
        "category": meta.pop("category"),
    }
    out.update(meta)
    assert not raw, raw
    return out


def document(raw: dict) -> dict:
    raw = dict(raw)
    out = {
        "id": raw.pop("doc_id"),
        "question_id": raw.pop("question_id"),
        "kind": KIND[raw.pop("evidence_type")],
        "title": raw.pop("title"),
        "url": raw.pop("url"),
        "published": raw.pop("published"),
        "text": raw.pop("snippet"),
    }
    out.update(raw)  # course_note, where present
    return out


def write(path: Path, records: list[dict]) -> None:
    lines = [json.dumps(r, ensure_ascii=False) for r in records]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> None:
    questions = json.loads((DATA / "resolved_questions.json").read_text(encoding="utf-8"))
    corpus = json.loads((DATA / "backtest_corpus.json").read_text(encoding="utf-8"))
    write(DATA / "questions.jsonl", [question(q) for q in questions["questions"]])
    write(DATA / "documents.jsonl", [document(d) for d in corpus["documents"]])
    print("QUESTIONS NOTICE:", questions["notice"])
    print("CORPUS NOTICE:", corpus["notice"])


if __name__ == "__main__":
    main()

"""Precision and recall of the leak check's model judge on the leak set, alone and after the rules.

Each document of the leak set's ``--split`` (see scripts/measure_leak_check.py) is shown to
:class:`forecasting_agents.search.ModelLeakJudge` with the prompt a run uses. Its answers are
kept in ``--answers`` (JSON lines: the document, the SHA-256 of the prompt, the reply, and the
provider, model and settings that answered), so a measurement is made once with a model and read
again offline: ``--offline`` asks no model and fails naming any document whose prompt has no
recorded answer (the set or the prompt changed since).

Two figures per split, positive class "leak": the rules alone (``--policy``, the default policy
unless named) and the rules then the judge, which is what a run with ``--leak-judge model`` does:
a document the rules remove is removed, one they keep is shown to the judge and removed if it
says leak. So the judge is asked only about what the rules keep, as in a run; ``--judge-all``
asks it about every document too, and adds the judge alone.

Usage: python scripts/measure_leak_judge.py --answers FILE [--split dev|test|all] [--offline]
       [--policy P] [--errors] (live: LLM_PROVIDER, OPENAI_BASE_URL and OPENAI_MODEL name the
       model, as for the command)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from measure_leak_check import SPLIT_CHOICES, SetCase, load_leak_set, ratio, verdict

from forecasting_agents.core import ChatMessage, parse_iso_date
from forecasting_agents.search import DEFAULT_LEAK_POLICY, LEAK_POLICIES
from forecasting_agents.search._model_judge import (
    LEAK_JUDGE_SCHEMA,
    leak_judge_prompt,
    read_judgement,
)


def prompt_sha256(messages: Sequence[ChatMessage]) -> str:
    """The digest an answer is recorded under: a changed prompt needs a new answer."""
    sent = {"messages": [m.to_dict() for m in messages], "json_mode": LEAK_JUDGE_SCHEMA}
    text = json.dumps(sent, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def prompt_of(case: SetCase) -> list[ChatMessage]:
    cutoff = parse_iso_date(case.question.cutoff_date, what="cutoff_date")
    return leak_judge_prompt(case.document.to_search_result(), cutoff, case.question)


def read_answers(path: Path) -> dict[str, dict]:
    """Recorded answers by prompt digest; an unreadable line stops naming its number."""
    answers: dict[str, dict] = {}
    if not path.exists():
        return answers
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            record = json.loads(line)
            answers[record["prompt_sha256"]] = record
        except (ValueError, KeyError, TypeError):
            raise SystemExit(f"{path}:{number}: not an answer record; delete the line") from None
    return answers


class _Recorder:
    """The live client, answering what has no recorded answer and appending each new one."""

    def __init__(self, path: Path) -> None:
        from forecasting_agents.providers import create_llm_client

        self.client = create_llm_client()
        self.path = path

    def answer(self, case: SetCase, digest: str) -> dict:
        """Ask the model the judge's own question (the prompt and schema a run sends); a failed
        call stops the measurement rather than being recorded as an answer."""
        reply = self.client.complete(prompt_of(case), json_mode=LEAK_JUDGE_SCHEMA)
        record = {
            "doc_id": case.document.doc_id,
            "prompt_sha256": digest,
            "reply": reply,
            "provider": getattr(self.client, "provider", "unknown"),
            "model": getattr(self.client, "model", "unknown"),
            "settings": self.client.settings() if hasattr(self.client, "settings") else {},
        }
        with self.path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
        return record


def judge_says_leak(case: SetCase, answers: dict[str, dict], recorder: _Recorder | None) -> bool:
    digest = prompt_sha256(prompt_of(case))
    record = answers.get(digest)
    if record is None:
        if recorder is None:
            raise SystemExit(
                f"{case.document.doc_id}: no recorded answer for its prompt; run without "
                "--offline, with a model, to record one"
            )
        record = answers[digest] = recorder.answer(case, digest)
    return read_judgement(record["reply"]).leak


def _line(name: str, counts: Counter[str]) -> str:
    tp, fp, fn = counts["TP"], counts["FP"], counts["FN"]
    return (
        f"{name:<22} precision {ratio(tp, tp + fp)}  recall {ratio(tp, tp + fn)}  "
        f"(TP {tp}, FP {fp}, FN {fn}, TN {counts['TN']})"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--answers", type=Path, required=True)
    parser.add_argument("--split", choices=SPLIT_CHOICES, default="test")
    parser.add_argument("--policy", choices=LEAK_POLICIES, default=DEFAULT_LEAK_POLICY)
    parser.add_argument("--offline", action="store_true", help="read recorded answers only")
    parser.add_argument("--errors", action="store_true", help="list what the combination missed")
    parser.add_argument("--judge-all", action="store_true", help="also judge what rules remove")
    args = parser.parse_args(argv)
    cases = load_leak_set(split=args.split)
    answers = read_answers(args.answers)
    recorder = None if args.offline else _Recorder(args.answers)
    counts = {name: Counter({"TP": 0, "FP": 0, "FN": 0, "TN": 0}) for name in ("r", "j", "rj")}
    wrong = []
    for number, case in enumerate(cases, 1):
        rules = verdict(case.case, args.policy).leak
        judge = judge_says_leak(case, answers, recorder) if args.judge_all or not rules else None
        both = rules or bool(judge)
        for name, hit in (("r", rules), ("j", judge), ("rj", both)):
            if hit is None:
                continue
            counts[name][("T" if hit == case.leak else "F") + ("P" if hit else "N")] += 1
        if both != case.leak:
            wrong.append(f"  {'missed' if case.leak else 'removed'} {case.document.doc_id}")
        if recorder is not None and number % 25 == 0:
            print(f"  {number}/{len(cases)} judged", file=sys.stderr, flush=True)
    models = sorted({f"{r['provider']}:{r['model']}" for r in answers.values()})
    print(f"leak set, split {args.split}: {len(cases)} documents; judge {', '.join(models)}")
    print(_line(f"rules ({args.policy})", counts["r"]))
    if args.judge_all:
        print(_line("judge alone", counts["j"]))
    print(_line("rules, then judge", counts["rj"]))
    if args.errors:
        print("\n".join(wrong))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

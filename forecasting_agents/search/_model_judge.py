"""A second judge for what the leak check's rules keep: a language model, asked one fixed question.

The rules of :mod:`forecasting_agents.search._leaks` read dates. A text can still report what
happened after the cutoff in words they do not know, or with no date at all ("the incumbent
conceded"). :class:`ModelLeakJudge` asks a model, with the fixed prompt
:data:`LEAK_JUDGE_SYSTEM_PROMPT` and the question, the cutoff and the document in the user
message, whether the document reports anything that happened on or after the cutoff; a ``leak``
answer removes the document, as a rule would.

Conventions
-----------
- It judges only what every other control kept, and, when a search fills a page from a pool,
  only until the page is full: each answer costs a model call
  (:class:`forecasting_agents.search.ToolExecutor`).
- The answer is a JSON object matched by :data:`LEAK_JUDGE_SCHEMA` (``evidence``, then
  ``verdict``: the words first, so a small model states what it read before it decides). An
  answer that is not one is a leak: a judge that could not say the text is clean has not shown
  it is, which is the burden of proof the rules use too.
- It calls the client it was given, so the calls are recorded and replayed like any other: the
  backtest runner traces the judge of an agent under the label ``<question>/<agent>/leak-judge``
  (:data:`LEAK_JUDGE_LABEL`). A document met twice in one run is judged once (same text, same
  answer, one call).
- The search layer knows no providers: the client is anything with the
  :class:`forecasting_agents.providers.LLMClient` ``complete`` method.
- Each answer becomes one leak decision with rule :data:`JUDGE_RULE` beside the rules' own, so
  an audit shows what the judge said about every document it read.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal, Protocol

from forecasting_agents.core._errors import StopRunError
from forecasting_agents.core._schemas import ChatMessage, ForecastQuestion, JsonMode, SearchResult
from forecasting_agents.core._text import clip, one_line, strip_code_fence

__all__ = [
    "JUDGE_RULE",
    "LEAK_JUDGES",
    "LEAK_JUDGE_LABEL",
    "LEAK_JUDGE_SCHEMA",
    "LEAK_JUDGE_SYSTEM_PROMPT",
    "LeakJudgement",
    "ModelLeakJudge",
    "check_leak_judge",
    "leak_judge_prompt",
]

LeakJudgeName = Literal["rules", "model"]
LEAK_JUDGES: tuple[str, ...] = ("rules", "model")
"""What decides a leak: the rules alone (the default), or the rules and then a model."""

JUDGE_RULE = "model-judge"
"""The rule a :class:`ModelLeakJudge` answer is recorded under in a document's leak decisions."""

LEAK_JUDGE_LABEL = "leak-judge"
"""The last part of the label a backtest records an agent's judge calls under."""

DECIDED_BY_JUDGE = "forecasting_agents.search.ModelLeakJudge"
"""What a document decision names as deciding, when the judge removed it."""

MAX_DOCUMENT_CHARS = 4_000
"""The most of a document's text the judge is shown: a search snippet is far shorter, and a
bounded prompt keeps each call's cost bounded whatever a page holds."""

MAX_EVIDENCE_CHARS = 300
"""The most of the judge's ``evidence`` kept in a decision."""

LEAK_JUDGE_SYSTEM_PROMPT = (
    "You audit documents for a forecasting backtest. A forecaster is asked a question as of a "
    "cutoff date and may read only what was knowable before that date. You are shown the "
    "question, the cutoff date and one document. Decide whether the document reports, as "
    "having already happened, any event, result, decision or figure dated on or after the "
    "cutoff date, or the outcome of the question. Plans, schedules, previews, forecasts, "
    "expectations, conditions, deadlines and resolution criteria about dates on or after the "
    "cutoff are not reports. Things that happened before the cutoff are not reports. "
    'Answer with one JSON object: {"evidence": "<the words that decide, quoted, or none>", '
    '"verdict": "leak" or "keep"}. "leak" means the document reports something that happened '
    'on or after the cutoff; "keep" means it does not.'
)
"""The fixed instructions of every judge call: what counts as a report of the future."""

LEAK_JUDGE_SCHEMA: Mapping[str, Any] = {
    "type": "object",
    "properties": {
        "evidence": {"type": "string", "maxLength": MAX_EVIDENCE_CHARS},
        "verdict": {"type": "string", "enum": ["leak", "keep"]},
    },
    "required": ["evidence", "verdict"],
    "additionalProperties": False,
}
"""The JSON Schema a judge's answer must match (its ``json_mode``). The evidence is bounded, so
a server that enforces the schema (llama.cpp does) stops a model that would quote on and on."""


class _Completes(Protocol):
    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str: ...


@dataclass(frozen=True)
class LeakJudgement:
    """What the judge said about one document: ``verdict`` ``leak`` or ``keep``, its
    ``evidence`` (clipped), and ``problem`` when the answer could not be read (then a leak)."""

    verdict: str
    evidence: str
    problem: str | None = None

    @property
    def leak(self) -> bool:
        return self.verdict == "leak"

    def decision(self) -> dict[str, Any]:
        """The judgement as one of a document decision's leak decisions."""
        said = self.problem or self.evidence
        return {
            "expression": "",
            "where": "document",
            "context": clip(said, MAX_EVIDENCE_CHARS),
            "cue": None,
            "rule": JUDGE_RULE,
            "verdict": self.verdict,
        }

    def reason(self) -> str:
        """Why the judge removed the document, in a decision's words."""
        said = f"answer unreadable: {self.problem}" if self.problem else self.evidence
        return f"model judge ({JUDGE_RULE}): {clip(one_line(said), 160)}"


def check_leak_judge(judge: object, *, what: str = "leak_judge") -> LeakJudgeName:
    """``judge`` if it is one of :data:`LEAK_JUDGES`; ValueError naming ``what`` otherwise."""
    if not isinstance(judge, str) or judge not in LEAK_JUDGES:
        accepted = ", ".join(repr(j) for j in LEAK_JUDGES)
        raise ValueError(f"{what}: got {judge!r}; accepted: {accepted}")
    return judge  # type: ignore[return-value]


def leak_judge_prompt(
    result: SearchResult, cutoff: date, question: ForecastQuestion | str | None
) -> list[ChatMessage]:
    """The messages of one judge call: the fixed instructions, then the case."""
    asked = question.question if isinstance(question, ForecastQuestion) else question
    text = clip(result.snippet, MAX_DOCUMENT_CHARS)
    case = "\n".join(
        (
            f"Cutoff date: {cutoff.isoformat()}",
            f"Question: {one_line(asked or '(not given)')}",
            f"Document title: {one_line(result.title)}",
            f"Document published: {result.published or 'unknown'}",
            f"Document text: {text}",
            "",
            "Does the document report anything that happened on or after the cutoff date?",
        )
    )
    return [ChatMessage("system", LEAK_JUDGE_SYSTEM_PROMPT), ChatMessage("user", case)]


def read_judgement(reply: str) -> LeakJudgement:
    """A judge's reply as a :class:`LeakJudgement`; one that does not match the schema is a leak
    naming what was wrong."""
    try:
        data = json.loads(strip_code_fence(reply))
    except (ValueError, TypeError):
        return LeakJudgement("leak", "", f"not JSON: {clip(one_line(reply), 80)!r}")
    if not isinstance(data, dict):
        return LeakJudgement("leak", "", f"not a JSON object: {clip(one_line(reply), 80)!r}")
    verdict, evidence = data.get("verdict"), data.get("evidence", "")
    if verdict not in ("leak", "keep"):
        return LeakJudgement("leak", "", f"verdict {clip(repr(verdict), 40)}, not 'leak' or 'keep'")
    if not isinstance(evidence, str):
        evidence = repr(evidence)
    return LeakJudgement(verdict, clip(one_line(evidence), MAX_EVIDENCE_CHARS))


class ModelLeakJudge:
    """Asks ``llm`` whether each document reports what happened on or after the cutoff.

    One judge serves one agent run: it remembers its answers, so a document met again costs no
    call (see the module docstring)."""

    def __init__(self, llm: _Completes) -> None:
        if not callable(getattr(llm, "complete", None)):
            raise TypeError(
                f"ModelLeakJudge: llm must be a model client with complete(), got {llm!r}"
            )
        self.llm = llm
        self._answers: dict[tuple[Any, ...], LeakJudgement] = {}

    def judge(
        self, result: SearchResult, cutoff: date, question: ForecastQuestion | str | None = None
    ) -> LeakJudgement:
        """The judgement of ``result`` against ``cutoff``, asked once per distinct document."""
        key = (result.title, result.url, result.snippet, result.published, cutoff)
        if key not in self._answers:
            messages = leak_judge_prompt(result, cutoff, question)
            try:
                reply = self.llm.complete(messages, json_mode=LEAK_JUDGE_SCHEMA)
            except StopRunError:
                raise  # a replay that diverged, or a stop asked for: the run ends here
            except Exception as exc:  # an outage is no verdict: the document is not shown
                failed = clip(one_line(f"{type(exc).__name__}: {exc}"), 120)
                return LeakJudgement("leak", "", f"the judge's call failed ({failed})")
            self._answers[key] = read_judgement(reply)
        return self._answers[key]

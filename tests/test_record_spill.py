"""Long replies: rejected unread, clipped in the conversation, kept on disk until their record is
written, and written a chunk at a time into records and traces that hold them whole.

The 100 MB figures are tests/test_record_size.py's; these check that what is written is right:
the same record as a run that kept every reply in memory, the same JSON as ``json.dumps``, and a
spilled text that changed on disk refused rather than copied.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fakeserver import Reply

import forecasting_agents.record._spill as spill_module
from forecasting_agents.agent._actions import (
    MAX_REPLY_CHARS,
    conversation_reply,
    parse_action,
)
from forecasting_agents.core._schemas import TokenUsage
from forecasting_agents.core._text import text_sha256
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._pieces import PieceLog
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.http import ProviderResponseError, RetryPolicy, request_json
from forecasting_agents.providers._clients import OpenAIClient
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._spill import (
    SPILL_CHARS,
    SpillError,
    SpillStore,
    iter_text,
    json_parts,
    plain_json,
)
from forecasting_agents.record._stream import TracePiece
from forecasting_agents.record._trace import RunTrace

INPUTS = load_backtest_inputs()
# JSON escapes, two- and four-byte UTF-8, a line separator: 1.3 M characters, so every 1 MiB block
# read back from a spill file ends inside some character.
HOSTILE = ('é"\\\x01\n\t😀\u2028<>&/abc' * 100_000)[: SPILL_CHARS + 300_000]


def _reply(index: int) -> str:
    return f"reply {index}: " + HOSTILE


class LongReplies(ScriptedLLMClient):
    """A model that answers every call with a long reply that is no action."""

    temperature, max_tokens, seed = 0.0, 1024, None
    request_body = OpenAIClient.request_body

    def __init__(self) -> None:
        super().__init__([], model="long-replies")

    @property
    def remaining(self) -> int:
        return 1

    def _reply(self, messages, json_mode):
        self.calls.append([])
        return _reply(len(self.calls) - 1), TokenUsage(1, 1), self.model


def _run(out: Path) -> dict:
    run_backtest(
        INPUTS.questions[:1],
        INPUTS.documents,
        LongReplies(),
        categories=INPUTS.categories,
        settings=BacktestSettings(agents=1, concurrency=1, max_steps=2),
        out_dir=out,
        progress=lambda line: None,
        progress_every=None,
        created_at="2026-01-01T00:00:00Z",
    )
    return json.loads((out / "records" / f"{INPUTS.questions[0].question_id}.json").read_text())


def _without_timings(value):
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items() if k not in ("duration_ms",)}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    return value


# --------------------------------------------------------------------------- the agent


def test_a_reply_longer_than_any_action_is_rejected_unread_naming_its_length():
    padded = '{"action": "abstain", "reason": "no evidence"}' + " " * MAX_REPLY_CHARS
    action = parse_action(padded)  # valid JSON, but no action is this long
    assert not action.ok and action.failure == "parse_failure"
    assert f"reply is {len(padded):,} characters" in action.error
    assert parse_action(padded[:MAX_REPLY_CHARS].rstrip()).failure != "parse_failure"


def test_the_conversation_keeps_a_reply_whole_up_to_the_bound_and_clips_one_past_it():
    whole = "x" * MAX_REPLY_CHARS
    assert conversation_reply(whole) is whole
    long = whole + "y"
    kept = conversation_reply(long)
    assert len(kept) < 2_200 and kept.endswith("x" * 100)
    assert f"a reply of {len(long):,} characters" in kept and text_sha256(long) in kept


# --------------------------------------------------------------------------- encoding


def test_json_parts_give_the_text_json_dumps_gives(tmp_path):
    store = SpillStore(tmp_path / "spill")
    spilled = store.keep(HOSTILE + "\ud800")  # a lone surrogate, as a JSON reply may hold
    assert not isinstance(spilled, str) and spilled.read() == HOSTILE + "\ud800"
    whole = HOSTILE + "\ud800"
    value = {"b": [1, 2.5, None, True, ("t", "@spill-0-0@")], "a": {"reply": spilled, "n": "é"}}
    same = {"b": [1, 2.5, None, True, ["t", "@spill-0-0@"]], "a": {"reply": whole, "n": "é"}}
    for options in ({"indent": 1}, {"sort_keys": True, "separators": (",", ":")}):
        parts = json_parts(value, **options)
        assert spilled in parts  # streamed from its file, not copied into the text
        expected = json.dumps(same, ensure_ascii=False, allow_nan=False, **options)
        assert "".join(iter_text(parts)) == expected


def test_a_spilled_text_is_stored_once_and_refused_once_changed(tmp_path):
    store = SpillStore(tmp_path / "spill")
    first, again = store.keep(HOSTILE), store.keep(HOSTILE)
    assert first == again and len(list(store.folder.iterdir())) == 1
    assert store.keep("short") == "short"  # up to the bound, a text stays a text
    data = first.path.read_bytes()
    first.path.write_bytes(data[:-1] + b"?")
    with pytest.raises(SpillError, match="changed since it was written"):
        "".join(first.chunks())
    assert store.keep(HOSTILE).read() == HOSTILE  # a damaged file is written again
    first.path.unlink()
    with pytest.raises(SpillError, match="cannot read a spilled text"):
        first.check()


def test_plain_json_leaves_what_a_round_trip_leaves_and_shares_the_texts():
    text = "long text " * 1000
    value = {"a": (text, 1, 2.5), 3: None, "b": [{"c": True}]}
    copy = plain_json(value)
    assert copy == json.loads(json.dumps(value)) and copy["a"][0] is text
    with pytest.raises(ValueError):
        plain_json({"x": float("nan")})
    with pytest.raises(TypeError):
        plain_json({"x": object()})


def test_a_piece_refers_to_its_spilled_text_and_is_dropped_once_the_file_changes(tmp_path):
    store = SpillStore(tmp_path / "spill")
    spilled = store.keep(HOSTILE)
    parts = ['[{"reply": ', spilled, "}]"]
    piece = TracePiece(
        {"agents": "", "llm_calls": parts, "search_calls": ""},
        {"agents": "", "llm_calls": parts, "search_calls": ""},
    )
    log = PieceLog(tmp_path / "pieces.jsonl", store)
    log.add("q", "sha256:d", piece)
    assert tmp_path.joinpath("pieces.jsonl").stat().st_size < 2_000  # the text is not in it
    assert log.read("q", "sha256:d", "llm_calls", "text") == parts
    reopened = PieceLog(tmp_path / "pieces.jsonl", store)  # the line reads back as written
    assert reopened.has("q", "sha256:d")
    spilled.path.write_text("changed")
    assert reopened.read("q", "sha256:d", "llm_calls", "canonical") is None
    reopened.close()
    log.close()


# --------------------------------------------------------------------------- the run


def test_a_run_with_spilled_replies_writes_what_a_run_holding_them_writes(tmp_path, monkeypatch):
    spilled = _run(tmp_path / "spilled")
    monkeypatch.setattr(spill_module, "SPILL_CHARS", 10**12)  # every reply kept in memory
    held = _run(tmp_path / "held")
    assert _without_timings(spilled) == {**_without_timings(held), "digest": spilled["digest"]}
    assert [call["reply"] for call in spilled["llm_calls"]] == [_reply(0), _reply(1)]
    # The second call was sent the first reply clipped, and the record keeps it once, whole.
    sent = spilled["llm_calls"][1]["messages_added"]
    assistant = next(m["content"] for m in sent if m["role"] == "assistant")
    assert assistant.startswith(f"[a reply of {len(_reply(0)):,} characters")
    assert text_sha256(_reply(0)) in assistant
    trace = RunTrace.load(next((tmp_path / "spilled").glob("backtest_*.json")))  # digest checked
    assert [call["reply"] for call in trace.llm_calls] == [_reply(0), _reply(1)]
    assert not (tmp_path / "spilled" / "spill").exists()  # removed once the trace is written


def test_the_record_digest_of_a_spilled_run_is_checked_when_it_resumes(tmp_path):
    first = _run(tmp_path / "run")
    again = _run(tmp_path / "run")  # the record is read back, its digest checked, not re-run
    assert again == first
    record = tmp_path / "run" / "records" / f"{INPUTS.questions[0].question_id}.json"
    record.write_text(record.read_text().replace("reply 1: ", "reply 7: ", 1))
    with pytest.raises(BacktestConfigError, match="digest"):
        _run(tmp_path / "run")


# --------------------------------------------------------------------------- HTTP


def _policy() -> RetryPolicy:
    return RetryPolicy(max_retries=0, backoff_base=0.01, sleep=lambda s: None)


def test_a_body_is_decoded_as_json_loads_decodes_bytes(fake_server):
    body = {"text": "é😀\ud800"}
    fake_server.queue(
        Reply(200, raw=json.dumps(body).encode("utf-16")),  # json.loads detects UTF-16
        Reply(200, raw=b'{"text": "\xe9"}'),  # Latin-1 bytes: not the UTF-8 JSON must be
    )
    assert request_json("demo", "GET", fake_server.url, retry=_policy()) == body
    with pytest.raises(ProviderResponseError, match="body is not JSON"):
        request_json("demo", "GET", fake_server.url, retry=_policy())

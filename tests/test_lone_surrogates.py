"""A lone surrogate from a hostile server is repaired where it enters, never crashes a run.

JSON may spell half a surrogate pair (``"\\ud800"``); Python decodes it to a code point that no
UTF-8 file can hold, so before the repair a model reply or a search result holding one stopped a
backtest with a raw ``UnicodeEncodeError`` when its record was hashed. The repair
(:func:`forecasting_agents.core._text.without_lone_surrogates`) turns each into U+FFFD where the
text enters: in the LLM tracer for replies, in ``SearchResult`` for search results.
"""

from __future__ import annotations

import json

from fakeserver import Reply

from forecasting_agents.cli import main
from forecasting_agents.core._schemas import ChatMessage, SearchResult
from forecasting_agents.core._text import without_lone_surrogates
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.http import RetryPolicy
from forecasting_agents.providers._clients import OpenAIClient
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._tracing import trace_llm

LONE = ("\ud800", "\udfff", "\udbff")


def test_each_lone_surrogate_becomes_the_replacement_character_and_pairs_are_kept():
    for lone in LONE:
        assert without_lone_surrogates(f"a{lone}b{lone}") == "a\ufffdb\ufffd"
    joined = json.loads('"\\ud83d\\ude00"')  # a valid pair decodes to one character
    assert without_lone_surrogates(joined) == "\U0001f600"
    text = "plain text, é and \U0001f600"
    assert without_lone_surrogates(text) is text  # nothing to repair: no copy


def test_a_search_result_repairs_its_text_fields():
    result = SearchResult("t\ud800", "https://example.com/\udfff", "s\udbffx", "2025-01-01")
    assert (result.title, result.url, result.snippet) == (
        "t\ufffd",
        "https://example.com/\ufffd",
        "s\ufffdx",
    )
    json.dumps(result.to_dict(), ensure_ascii=False).encode("utf-8")  # writable now


def test_a_reply_with_a_lone_surrogate_escape_reaches_the_agent_and_record_repaired(fake_server):
    body = b'{"model": "m", "choices": [{"message": {"role": "assistant", "content": '
    body += b'"x\\ud800y"}}], "usage": {"prompt_tokens": 1, "completion_tokens": 1}}'
    fake_server.queue(Reply(200, raw=body, headers={"Content-Type": "application/json"}))
    client = OpenAIClient(
        "m", base_url=fake_server.url, retry=RetryPolicy(max_retries=0, backoff_base=0.001)
    )
    traced = trace_llm(client, "q/agent_1")
    assert traced.complete([ChatMessage("user", "hi")]) == "x\ufffdy"
    json.dumps(traced.calls, ensure_ascii=False).encode("utf-8")  # the record is writable


def test_a_backtest_fed_lone_surrogates_finishes_and_its_trace_verifies(tmp_path, capsys):
    inputs = load_backtest_inputs()
    replies = ['{"action": "search", "query": "rates \ud800"}'] * 2 + ["no json \udfff"] * 4
    out = tmp_path / "run"
    result = run_backtest(
        inputs.questions[:1],
        inputs.documents,
        ScriptedLLMClient(replies),
        categories=inputs.categories,
        settings=BacktestSettings(agents=1, max_steps=4),
        out_dir=out,
    )
    assert not result.failures
    (trace,) = out.glob("backtest_*.json")
    text = trace.read_text(encoding="utf-8")
    assert "\ufffd" in text and "\\ud800" not in text and "\\udfff" not in text
    assert main(["verify", str(out)]) == 0, capsys.readouterr()

"""The pinned traces: each loads, says truthfully how it was made, holds no secret, is used.

A pinned trace is the evidence behind a notebook's printed output, so these checks run on the
committed files themselves rather than on fixtures.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from agent_observability import REPO_TRACES_DIR, RunTrace

REPO_ROOT = Path(__file__).resolve().parents[1]
PINNED = sorted(REPO_TRACES_DIR.glob("*.json"))
SECRET_SHAPES = re.compile(
    r"(sk-[A-Za-z0-9_-]{16,}|tvly-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,}"
    r"|Bearer [A-Za-z0-9._-]{16,}|x-api-key|x-goog-api-key|\"authorization\")",
    re.IGNORECASE,
)


def test_there_are_pinned_traces():
    assert PINNED, "forecast_traces/ holds no pinned trace"


@pytest.mark.parametrize("path", PINNED, ids=[p.stem for p in PINNED])
class TestPinnedTrace:
    def test_loads_and_validates(self, path):
        run = RunTrace.load(path)
        assert path.name.startswith(f"{run.notebook}_")

    def test_every_reply_says_who_made_it_and_how(self, path):
        run = RunTrace.load(path)
        for index, call in enumerate(run.llm_calls):
            where = f"{path.name} llm_calls[{index}]"
            assert call["mode"] in {"live", "scripted"}, where
            assert call["provider"] and call["model"], where
            assert call["settings"].get("temperature") is not None, where
            assert "seed" in call["settings"], where

    def test_holds_no_key_token_or_auth_header(self, path):
        found = SECRET_SHAPES.findall(path.read_text())
        assert not found, f"{path.name} contains secret-shaped text: {found[:3]}"

    def test_is_the_pinned_trace_of_its_notebook(self, path):
        notebook = RunTrace.load(path).notebook
        source = (REPO_ROOT / "notebooks" / f"{notebook}.py").read_text()
        assert f'PINNED_TRACE = "{path.name}"' in source, f"{path.name} is not used by {notebook}"

    def test_is_valid_utf8_json_with_a_schema_version(self, path):
        assert json.loads(path.read_bytes().decode("utf-8"))["schema_version"] == 1

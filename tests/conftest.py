"""Shared pytest fixtures: a fake HTTP server on loopback and an isolated traces folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # lets tests import the fakeserver helper

from fakeserver import FakeServer

LIVE_ENV_VARS = (
    "LLM_PROVIDER",
    "LLM_MODEL",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_MODEL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "OPENAI_MODEL",
    "GOOGLE_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_MODEL",
    "OPENROUTER_API_KEY",
    "OPENROUTER_MODEL",
    "OLLAMA_HOST",
    "OLLAMA_MODEL",
    "TAVILY_API_KEY",
    "SEARCH_PROVIDER",
    "LLM_TEMPERATURE",
    "LLM_SEED",
)


@pytest.fixture
def fake_server():
    """A scripted HTTP server on 127.0.0.1; queue replies, then read ``.requests``."""
    with FakeServer() as server:
        yield server


@pytest.fixture(autouse=True)
def isolated_env(monkeypatch, tmp_path):
    """No test sees the developer's keys or provider settings, or writes to forecast_traces/."""
    for name in LIVE_ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    # An address nothing listens on, so Ollama auto-detection never probes a real daemon.
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    monkeypatch.setenv("FORECAST_TRACES_DIR", str(tmp_path / "traces"))
    yield

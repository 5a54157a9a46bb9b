"""Shared pytest fixtures: a fake HTTP server on loopback, an isolated traces folder and an
isolated set of remembered secrets."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import settings

from forecasting_agents.core._catalog import catalog_env_vars
from forecasting_agents.core._secrets import forget_secrets

# Property tests must not fail because a shared CI machine is slow, and must draw the same
# examples on every run, so a failure can be reproduced.
settings.register_profile("course", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("course")

sys.path.insert(0, str(Path(__file__).parent))  # lets tests import the fakeserver helper

from fakeserver import FakeServer  # noqa: E402

LIVE_ENV_VARS = (
    *catalog_env_vars(),  # every provider's key, base-URL and model variables
    "LLM_PROVIDER",
    "LLM_MODEL",
    "SEARCH_PROVIDER",
    "LLM_TEMPERATURE",
    "LLM_SEED",
    "LLM_TIMEOUT",
    "FORECAST_SIGNING_KEY",  # a developer's key must never sign a test's trace
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
    # A key one test built a client with must not be masked in the next test's text.
    forget_secrets()
    yield
    forget_secrets()

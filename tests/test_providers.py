"""Unit tests for forecasting_agents.providers: the protocol, the stand-ins, the factory, and role
mapping.

Nothing here sends a request except the Ollama auto-detection tests, which probe the local
fake server; the wire format of each live client is covered in test_providers_contract.py.
"""

from __future__ import annotations

import json
import subprocess
import sys
from types import SimpleNamespace

import pytest
from fakeserver import Reply
from hypothesis import given, settings
from hypothesis import strategies as st
from support import REPO

import forecasting_agents.http as http_module
import forecasting_agents.providers._clients as providers_clients
from forecasting_agents.agent._actions import parse_action
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import ChatMessage, TokenUsage
from forecasting_agents.core._secrets import redact_url
from forecasting_agents.http import ProviderConfigError
from forecasting_agents.providers._base import TOOL_RESULT_PREFIX, conversation_turns
from forecasting_agents.providers._clients import (
    AnthropicClient,
    GoogleClient,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
)
from forecasting_agents.providers._factory import (
    DEFAULT_MODELS,
    SELECTABLE_PROVIDERS,
    create_llm_client,
)
from forecasting_agents.providers._mock import (
    MockLLMClient,
    ScriptedLLMClient,
    ScriptExhaustedError,
)
from forecasting_agents.providers._protocol import LLMClient

SECRET = "sk-test-SECRET-0123456789"

CONVERSATION = [
    ChatMessage("system", "You forecast."),
    ChatMessage("user", "QUESTION:\nWill it rain in Paris on 1 May?\n\nPick one action."),
    ChatMessage("assistant", '{"action": "search", "query": "Paris rain"}'),
    ChatMessage("tool", "1. Forecast: showers likely"),
]


def live_clients():
    """One instance of every live client, each holding the same recognisable key."""
    return [
        AnthropicClient(api_key=SECRET),
        OpenAIClient(api_key=SECRET),
        OpenAIClient(base_url=f"http://user:{SECRET}@127.0.0.1:8077/v1?key={SECRET}"),
        GoogleClient(api_key=SECRET),
        OpenRouterClient(api_key=SECRET),
        OllamaClient(),
    ]


def all_clients():
    return [*live_clients(), MockLLMClient(), ScriptedLLMClient(["hi"])]


# --------------------------------------------------------------------------- the protocol


def test_every_client_satisfies_the_protocol_and_names_itself():
    for client in all_clients():
        assert isinstance(client, LLMClient), type(client).__name__
        assert client.model_name == f"{client.provider}:{client.model}"
        assert client.mode in ("live", "scripted")
        assert client.last_response_model is None
        settings = client.settings()
        assert settings["provider"] == client.provider and settings["mode"] == client.mode
        for key in ("temperature", "seed", "max_tokens", "timeout", "base_url", "json_mode"):
            assert key in settings, (client.provider, key)


def test_live_and_scripted_modes_are_distinguished():
    assert {c.mode for c in live_clients()} == {"live"}
    assert MockLLMClient().mode == ScriptedLLMClient([]).mode == "scripted"


def test_provider_names():
    assert [c.provider for c in all_clients()] == [
        "anthropic",
        "openai",
        "openai",
        "google",
        "openrouter",
        "ollama",
        "mock",
        "scripted",
    ]


def test_complete_is_the_text_of_complete_with_usage():
    client = ScriptedLLMClient(["one two", "one two"])
    text, usage = client.complete_with_usage([ChatMessage("user", "hello")])
    assert client.complete([ChatMessage("user", "hello")]) == text == "one two"
    assert usage == TokenUsage(1, 2)


@pytest.mark.parametrize(
    "messages, complaint",
    [
        ([], "empty"),
        ("hello", "list of ChatMessage"),
        ([{"role": "user", "content": "hi"}], r"messages\[0\] is a dict"),
    ],
)
def test_bad_messages_are_rejected_before_any_call(messages, complaint):
    with pytest.raises(SchemaError, match=complaint):
        MockLLMClient().complete(messages)


# --------------------------------------------------------------------------- settings and keys


def test_settings_and_repr_never_contain_a_key():
    for client in live_clients():
        for text in (repr(client.settings()), repr(client), str(client)):
            assert SECRET not in text, type(client).__name__


def test_base_url_is_recorded_without_credentials():
    client = OpenAIClient(base_url=f"http://user:{SECRET}@127.0.0.1:8077/v1?key={SECRET}")
    assert client.settings()["base_url"] == "http://127.0.0.1:8077/v1"


def test_redact_url_keeps_scheme_host_port_and_path():
    assert (
        redact_url("https://u:p@Example.com:8443/api/v1?k=1#x") == "https://example.com:8443/api/v1"
    )
    assert redact_url("http://[::1]:11434/") == "http://[::1]:11434/"


def test_unsupported_settings_are_recorded_as_none():
    anthropic = AnthropicClient(api_key=SECRET, seed=7).settings()
    assert anthropic["seed"] is None and anthropic["seed_supported"] is False
    openai = OpenAIClient(api_key=SECRET, seed=7, temperature=0.3).settings()
    assert openai["seed"] == 7 and openai["seed_supported"] is True
    assert openai["temperature"] == 0.3 and openai["temperature_supported"] is True
    mock = MockLLMClient().settings()
    assert mock["temperature"] is None and mock["temperature_supported"] is False


def test_anthropic_temperature_is_recorded_as_the_installed_sdk_allows():
    settings = AnthropicClient(api_key=SECRET, temperature=0.5).settings()
    if settings["temperature_supported"]:
        assert settings["temperature"] == 0.5
    else:
        assert settings["temperature"] is None


def test_live_settings_record_every_knob():
    settings = OllamaClient(
        "llama3", temperature=0.2, seed=3, max_tokens=50, timeout=9, max_retries=4
    ).settings()
    assert settings == {
        "provider": "ollama",
        "model": "llama3",
        "mode": "live",
        "base_url": "http://127.0.0.1:9",
        "temperature": 0.2,
        "temperature_supported": True,
        "seed": 3,
        "seed_supported": True,
        "max_tokens": 50,
        "timeout": 9.0,
        "max_retries": 4,
        "json_mode": 'format "json", or format <the schema> given one',
    }


@pytest.mark.parametrize(
    "kwargs, named",
    [
        ({"temperature": -1}, "temperature"),
        ({"temperature": "hot"}, "temperature"),
        ({"seed": 1.5}, "seed"),
        ({"max_tokens": 0}, "max_tokens"),
        ({"timeout": 0}, "timeout"),
        ({"max_retries": -1}, "max_retries"),
    ],
)
def test_bad_settings_are_config_errors_naming_the_setting(kwargs, named):
    with pytest.raises(ProviderConfigError, match=named):
        OllamaClient(**kwargs)


def test_official_openai_needs_a_key_and_says_which_variable():
    with pytest.raises(ProviderConfigError, match="OPENAI_API_KEY"):
        OpenAIClient()


def test_custom_openai_base_url_needs_no_key(monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:8077/v1/")
    client = OpenAIClient()
    assert client.base_url == "http://127.0.0.1:8077/v1"


@pytest.mark.parametrize(
    "client_class, variable",
    [
        (AnthropicClient, "ANTHROPIC_API_KEY"),
        (GoogleClient, "GOOGLE_API_KEY"),
        (OpenRouterClient, "OPENROUTER_API_KEY"),
    ],
)
def test_missing_key_names_the_variable(client_class, variable):
    with pytest.raises(ProviderConfigError, match=variable):
        client_class()


def test_keys_are_read_from_the_environment(monkeypatch):
    monkeypatch.setenv("GEMINI_API_KEY", SECRET)
    assert GoogleClient().model == DEFAULT_MODELS["google"]


@pytest.mark.parametrize(
    "host, expected",
    [
        ("localhost:11434", "http://localhost:11434"),
        ("0.0.0.0", "http://0.0.0.0:11434"),
        ("https://ollama.example/", "https://ollama.example"),
    ],
)
def test_ollama_host_is_read_the_way_ollama_reads_it(monkeypatch, host, expected):
    monkeypatch.setenv("OLLAMA_HOST", host)
    assert OllamaClient().base_url == expected


# --------------------------------------------------------------------------- role mapping


def test_conversation_turns_pulls_system_out_and_maps_tool_to_user():
    system, turns = conversation_turns(
        [ChatMessage("system", "A"), *CONVERSATION[1:], ChatMessage("system", "B")]
    )
    assert system == "A\n\nB"
    assert [role for role, _ in turns] == ["user", "assistant", "user"]
    assert turns[2][1] == TOOL_RESULT_PREFIX + "1. Forecast: showers likely"


def test_openai_compatible_body_puts_system_first():
    body = OpenAIClient(api_key=SECRET, seed=5).request_body(CONVERSATION, json_mode=True)
    assert [m["role"] for m in body["messages"]] == ["system", "user", "assistant", "user"]
    assert body["messages"][3]["content"].startswith(TOOL_RESULT_PREFIX)
    assert body["response_format"] == {"type": "json_object"}
    assert body["seed"] == 5 and body["temperature"] == 0.0


def test_gemini_body_uses_system_instruction_and_model_role():
    body = GoogleClient(api_key=SECRET).request_body(CONVERSATION)
    assert body["systemInstruction"] == {"parts": [{"text": "You forecast."}]}
    assert [c["role"] for c in body["contents"]] == ["user", "model", "user"]
    assert body["contents"][2]["parts"][0]["text"].startswith(TOOL_RESULT_PREFIX)
    assert "responseMimeType" not in body["generationConfig"]
    assert "seed" not in body["generationConfig"]


def test_ollama_body_is_non_streaming_with_options():
    body = OllamaClient("m", seed=1).request_body(CONVERSATION, json_mode=True)
    assert body["stream"] is False and body["format"] == "json"
    assert body["options"]["seed"] == 1
    assert body["messages"][0] == {"role": "system", "content": "You forecast."}


def test_anthropic_kwargs_use_system_and_add_json_instruction():
    client = AnthropicClient(api_key=SECRET)
    plain = client.request_kwargs(CONVERSATION)
    assert plain["system"] == "You forecast."
    assert [m["role"] for m in plain["messages"]] == ["user", "assistant", "user"]
    assert "seed" not in plain
    json_kwargs = client.request_kwargs(CONVERSATION, json_mode=True)
    assert json_kwargs["system"].startswith("You forecast.\n\n")
    assert "JSON" in json_kwargs["system"].splitlines()[-1]


def test_anthropic_without_system_gets_only_the_json_instruction():
    kwargs = AnthropicClient(api_key=SECRET).request_kwargs(
        [ChatMessage("user", "hi")], json_mode=True
    )
    assert kwargs["system"] == providers_clients.JSON_ONLY_INSTRUCTION


# --------------------------------------------------------------------------- the mock


def react_prompt(question):
    return [
        ChatMessage("system", "You are a forecasting agent."),
        ChatMessage("user", f"QUESTION:\n  {question}  \n\nNEXT ACTION SCHEMA ...\nPick one."),
    ]


def test_mock_searches_for_the_question_first():
    reply = MockLLMClient().complete(react_prompt("Will X happen by 2026?"), json_mode=True)
    assert json.loads(reply) == {"action": "search", "query": "Will X happen by 2026?"}
    assert parse_action(reply).action == "search"


def test_mock_commits_once_a_tool_result_is_in_the_conversation():
    messages = [
        *react_prompt("Will X happen?"),
        ChatMessage("assistant", '{"action": "search", "query": "X"}'),
        ChatMessage("tool", "no results"),
    ]
    action = json.loads(MockLLMClient(p_yes=0.3).complete(messages))
    assert action["action"] == "forecast" and action["p_yes"] == 0.3
    assert "mock" in action["rationale"].lower()
    parsed = parse_action(json.dumps(action))
    assert parsed.action == "forecast" and parsed.args["p_yes"] == 0.3


def test_mock_query_falls_back_to_the_first_line_or_inline_question():
    mock = MockLLMClient()
    assert json.loads(mock.complete([ChatMessage("user", "\nIs it late?\nmore")]))["query"] == (
        "Is it late?"
    )
    inline = [ChatMessage("user", "QUESTION: Will Y win?")]
    assert json.loads(mock.complete(inline))["query"] == "Will Y win?"


def test_mock_without_user_message_says_so():
    with pytest.raises(SchemaError, match="no user message"):
        MockLLMClient().complete([ChatMessage("system", "only system")])


def test_mock_is_deterministic_in_text_and_usage():
    runs = [MockLLMClient().complete_with_usage(react_prompt("Q?")) for _ in range(3)]
    assert len(set(runs)) == 1
    text, usage = runs[0]
    assert usage.completion_tokens == len(text.split()) and usage.prompt_tokens > 0


def test_mock_names_itself_and_records_what_it_served():
    mock = MockLLMClient()
    assert mock.model_name == "mock:canned-react-v1"
    mock.complete(react_prompt("Q?"))
    assert mock.last_response_model == "canned-react-v1"
    assert mock.settings()["p_yes"] == 0.62


@pytest.mark.parametrize("p_yes", [-0.1, 1.5, True, "0.5"])
def test_mock_rejects_a_probability_outside_the_unit_interval(p_yes):
    with pytest.raises(ProviderConfigError, match="p_yes"):
        MockLLMClient(p_yes=p_yes)


# --------------------------------------------------------------------------- the scripted client


def test_scripted_serves_replies_in_order_and_records_calls():
    client = ScriptedLLMClient(["first", "second"], model="fixture")
    assert client.model_name == "scripted:fixture"
    assert client.complete([ChatMessage("user", "a")]) == "first"
    assert client.complete([ChatMessage("user", "b")]) == "second"
    assert [call[0].content for call in client.calls] == ["a", "b"]
    assert client.remaining == 0 and client.last_response_model == "fixture"


def test_scripted_exhaustion_names_how_many_were_scripted():
    client = ScriptedLLMClient(["only"])
    client.complete([ChatMessage("user", "a")])
    with pytest.raises(ScriptExhaustedError, match="all 1 scripted replies"):
        client.complete([ChatMessage("user", "b")])


def test_scripted_raises_an_exception_entry_at_its_turn():
    boom = http_module.ProviderTimeoutError("scripted", None, "simulated")
    client = ScriptedLLMClient(["ok", boom, "after"])
    assert client.complete([ChatMessage("user", "a")]) == "ok"
    with pytest.raises(http_module.ProviderTimeoutError, match="simulated"):
        client.complete([ChatMessage("user", "b")])
    assert client.complete([ChatMessage("user", "c")]) == "after"


@pytest.mark.parametrize("replies", ["just a string", [1, 2]])
def test_scripted_rejects_replies_that_are_not_strings(replies):
    with pytest.raises(SchemaError, match="ScriptedLLMClient"):
        ScriptedLLMClient(replies)


# --------------------------------------------------------------------------- the factory

KEY_VARS = {
    "anthropic": "ANTHROPIC_API_KEY",
    "openai": "OPENAI_API_KEY",
    "google": "GOOGLE_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
}


@pytest.mark.parametrize(
    "configured, expected",
    [
        (
            ["ANTHROPIC_API_KEY", "OPENAI_API_KEY", "GOOGLE_API_KEY", "OPENROUTER_API_KEY"],
            "anthropic",
        ),
        (["OPENAI_API_KEY", "GOOGLE_API_KEY", "OPENROUTER_API_KEY"], "openai"),
        (["OPENAI_BASE_URL", "GOOGLE_API_KEY"], "openai"),
        (["GOOGLE_API_KEY", "OPENROUTER_API_KEY"], "google"),
        (["GEMINI_API_KEY", "OPENROUTER_API_KEY"], "google"),
        (["OPENROUTER_API_KEY"], "openrouter"),
    ],
)
def test_auto_selection_takes_the_first_configured_provider(monkeypatch, configured, expected):
    for variable in configured:
        value = "http://127.0.0.1:8077/v1" if variable == "OPENAI_BASE_URL" else SECRET
        monkeypatch.setenv(variable, value)
    client = create_llm_client()
    assert client.provider == expected
    assert client.model == DEFAULT_MODELS[expected]
    assert client.mode == "live"


def test_auto_selection_finds_a_running_ollama(monkeypatch, fake_server):
    fake_server.queue(Reply(200, {"models": []}))
    monkeypatch.setenv("OLLAMA_HOST", fake_server.url)
    client = create_llm_client("")
    assert client.provider == "ollama" and client.base_url == fake_server.url
    assert fake_server.requests[0].path == "/api/tags"


def test_ollama_that_does_not_answer_is_not_selected(monkeypatch, fake_server):
    fake_server.queue(Reply(200, {"models": []}, delay=1.0))
    monkeypatch.setenv("OLLAMA_HOST", fake_server.url)
    with pytest.raises(ProviderConfigError, match="no LLM provider is configured"):
        create_llm_client()


def test_nothing_configured_lists_what_to_set_and_never_falls_back_to_the_mock():
    with pytest.raises(ProviderConfigError) as info:
        create_llm_client()
    text = str(info.value)
    for needed in (
        "ANTHROPIC_API_KEY",
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "GOOGLE_API_KEY",
        "GEMINI_API_KEY",
        "OPENROUTER_API_KEY",
        "OLLAMA_HOST",
        "LLM_PROVIDER=mock",
    ):
        assert needed in text


def test_llm_provider_env_overrides_auto_selection(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    monkeypatch.setenv("OPENROUTER_API_KEY", SECRET)
    monkeypatch.setenv("LLM_PROVIDER", " OpenRouter ")
    assert create_llm_client().provider == "openrouter"


def test_provider_argument_overrides_llm_provider_env(monkeypatch):
    monkeypatch.setenv("LLM_PROVIDER", "openrouter")
    assert isinstance(create_llm_client("mock"), MockLLMClient)


def test_mock_is_selectable_by_name_and_env(monkeypatch):
    assert create_llm_client("mock").model_name == "mock:canned-react-v1"
    monkeypatch.setenv("LLM_PROVIDER", "mock")
    monkeypatch.setenv("LLM_TEMPERATURE", "0.4")
    client = create_llm_client(temperature=0.1, p_yes=0.2)
    assert isinstance(client, MockLLMClient) and client.p_yes == 0.2
    assert client.settings()["temperature"] is None


@pytest.mark.parametrize("source", ["argument", "env"])
def test_unknown_provider_lists_the_valid_names(monkeypatch, source):
    if source == "env":
        monkeypatch.setenv("LLM_PROVIDER", "claude")
        call = create_llm_client
    else:

        def call():
            return create_llm_client("claude")

    with pytest.raises(ProviderConfigError) as info:
        call()
    text = str(info.value)
    assert "'claude'" in text
    # The list is the catalog's: every LLM provider, auto-selectable ones first, mock last.
    assert f"{', '.join(SELECTABLE_PROVIDERS)}" in text and SELECTABLE_PROVIDERS[-1] == "mock"
    assert ("LLM_PROVIDER" in text) == (source == "env")


def test_model_argument_beats_env_which_beats_the_default(monkeypatch):
    monkeypatch.setenv("OPENROUTER_API_KEY", SECRET)
    assert create_llm_client("openrouter").model == DEFAULT_MODELS["openrouter"]
    monkeypatch.setenv("OPENROUTER_MODEL", "meta/llama")
    assert create_llm_client("openrouter").model == "meta/llama"
    assert create_llm_client("openrouter", model="x/y").model == "x/y"


def test_env_sampling_settings_apply_and_arguments_override_them(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("LLM_TEMPERATURE", "0.7")
    monkeypatch.setenv("LLM_SEED", "42")
    client = create_llm_client("openai")
    assert (client.temperature, client.seed) == (0.7, 42)
    assert create_llm_client("openai", seed=1, temperature=0.0).seed == 1


@pytest.mark.parametrize(
    "variable, value",
    [("LLM_TEMPERATURE", "warm"), ("LLM_TEMPERATURE", "-1"), ("LLM_SEED", "4.5")],
)
def test_bad_env_sampling_value_names_the_variable(monkeypatch, variable, value):
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv(variable, value)
    with pytest.raises(ProviderConfigError, match=variable):
        create_llm_client("openai")


def test_factory_passes_keyword_settings_to_the_client():
    client = create_llm_client("ollama", model="m", max_tokens=64, max_retries=0, timeout=3)
    assert (client.max_tokens, client.retry.max_retries, client.timeout) == (64, 0, 3.0)


# --------------------------------------------------------------------------- fence and imports


def fake_anthropic_reply(text):
    block = SimpleNamespace(type="text", text=text)
    usage = SimpleNamespace(input_tokens=3, output_tokens=4)
    return SimpleNamespace(
        content=[block], usage=usage, model="claude-sonnet-4-5-20250929", stop_reason="end_turn"
    )


@settings(max_examples=50)
@given(st.dictionaries(st.text(max_size=8), st.integers() | st.text(max_size=8), max_size=4))
def test_anthropic_json_mode_strips_a_fence_and_nothing_else(obj):
    text = json.dumps(obj)
    client = AnthropicClient(api_key=SECRET)
    for wrapped in (text, f"```json\n{text}\n```", f"```\n{text}\n```\n"):
        client._sdk.messages.create = lambda _wrapped=wrapped, **kwargs: fake_anthropic_reply(
            _wrapped
        )
        assert client.complete([ChatMessage("user", "q")], json_mode=True) == text
    fenced = f"```json\n{text}\n```"
    client._sdk.messages.create = lambda **kwargs: fake_anthropic_reply(fenced)
    assert client.complete([ChatMessage("user", "q")]) == fenced  # not in JSON mode


def test_importing_the_module_imports_no_sdk_and_no_httpx():
    code = (
        "import sys, forecasting_agents.providers\n"
        "loaded = [m for m in ('anthropic', 'tavily', 'httpx', 'httpx2') if m in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_llm_timeout_env_sets_the_request_timeout(monkeypatch):
    from forecasting_agents.http import ProviderConfigError
    from forecasting_agents.providers._factory import create_llm_client

    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("LLM_TIMEOUT", "240")
    assert create_llm_client("openai").settings()["timeout"] == 240.0
    monkeypatch.setenv("LLM_TIMEOUT", "soon")
    with pytest.raises(ProviderConfigError, match="LLM_TIMEOUT"):
        create_llm_client("openai")


def test_for_rendering_builds_any_live_client_without_sdk_key_lookup_or_socket(monkeypatch):
    """Replay re-renders recorded requests through this one constructor, for every provider."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)  # must not be read: the key is given
    claude = AnthropicClient.for_rendering(
        "m", api_key="placeholder", base_url="http://127.0.0.1:9", temperature_supported=False
    )
    assert not hasattr(claude, "_sdk") and claude._api_key == "placeholder"
    kwargs = claude.request_kwargs(CONVERSATION)
    assert kwargs["model"] == "m" and "temperature" not in kwargs
    ollama = OllamaClient.for_rendering("m", api_key="placeholder", base_url="127.0.0.1:9")
    assert ollama.base_url == "http://127.0.0.1:9"  # OLLAMA_HOST syntax, as the client reads it

"""The provider and model catalog: its lookups, and that everything derives from it.

Issue 8: each provider and each model has one catalog entry. These tests check the lookups
(``provider_info``, ``model_info`` with its longest-prefix rule) and that the factory, the live
clients, auto-selection, redaction, the cost table, the declared cutoffs and the test
environment read the catalog rather than a copy of it.
"""

from __future__ import annotations

import ast
import inspect
import re

import pytest
from support import PACKAGE_DIR, REPO, library_files

import forecasting_agents.agent._panel as agent_panel
import forecasting_agents.agent._research as agent_research
import forecasting_agents.core._catalog as core_catalog
import forecasting_agents.core._course as core_course
import forecasting_agents.core._secrets as core_secrets
import forecasting_agents.providers._base as providers_base
import forecasting_agents.providers._clients as providers_clients
import forecasting_agents.providers._factory as providers_factory
import forecasting_agents.providers._mock as providers_mock
import forecasting_agents.record._redaction as record_redaction
from forecasting_agents.core._catalog import (
    MODELS,
    PROVIDERS,
    ModelInfo,
    load_client,
    model_info,
    provider_info,
    secret_env_vars,
)
from forecasting_agents.core._schemas import TokenUsage
from forecasting_agents.http import ProviderConfigError
from forecasting_agents.providers._factory import create_llm_client

CATALOG_FILE = PACKAGE_DIR / "core" / "_catalog.py"
FAKE_KEY = "catalog-test-" + "k" * 20


# --------------------------------------------------------------------------- lookups


def test_provider_info_finds_each_entry_and_names_the_known_ones_otherwise():
    assert provider_info("google").key_env_vars == ("GOOGLE_API_KEY", "GEMINI_API_KEY")
    assert provider_info("ollama").key_env_var is None
    with pytest.raises(KeyError, match=r"'nope'.*known: anthropic, openai, google"):
        provider_info("nope")


def test_provider_and_model_entries_are_unique():
    names = [info.name for info in PROVIDERS]
    assert len(names) == len(set(names))
    keys = [(m.provider, m.name) for m in MODELS]
    assert len(keys) == len(set(keys))
    assert {m.provider for m in MODELS} <= set(names)
    assert {info.kind for info in PROVIDERS} <= set(core_catalog.PROVIDER_KINDS)


@pytest.mark.parametrize(
    ("model_name", "expected"),
    [
        ("openai:qwen2.5-coder-1.5b-instruct-q4_k_m", "qwen2.5-coder-1.5b-instruct"),
        ("qwen2.5-coder-0.5b-instruct-q8_0", "qwen2.5-coder-0.5b-instruct"),
        ("gpt-4o-mini-2024-07-18", "gpt-4o-mini"),
        ("anthropic:claude-sonnet-4-5-20250929", "claude-sonnet-4-5"),
        ("mock:canned-react-v1", "canned-react-v1"),
    ],
)
def test_model_info_matches_a_declared_prefix(model_name, expected):
    found = model_info(model_name)
    assert found is not None and found.name == expected


@pytest.mark.parametrize(
    "model_name",
    [
        "someone:else",
        "claude-sonnet-4",  # shorter than the declared name: not the same model
        "anthropic:gpt-4o-mini",  # declared for openai only
        "ollama:qwen2.5:7b",
        "qwen2.5:7b",  # a bare name may hold a colon; "qwen2.5" is not a provider
    ],
)
def test_model_info_is_none_for_an_undeclared_model(model_name):
    assert model_info(model_name) is None


def test_the_longest_declared_prefix_wins(monkeypatch):
    family = ModelInfo("m-large", "openai", 1.0, 2.0)
    variant = ModelInfo("m-large-fast", "openai", 0.5, 1.0)
    other = ModelInfo("m-large-fast-x", "google", 9.0, 9.0)
    monkeypatch.setattr(core_catalog, "MODELS", (variant, family, other))
    assert model_info("openai:m-large-fast-2025") is variant
    assert model_info("openai:m-large-2025") is family
    assert model_info("google:m-large-fast-x") is other
    assert model_info("m-large-fast-x") is other  # a bare name searches every provider


# --------------------------------------------------------------------------- clients


def _live_client_classes() -> dict[str, type]:
    """Every concrete live client class of the providers package, by import path."""
    return {
        f"{cls.__module__}:{cls.__name__}": cls
        for cls in vars(providers_clients).values()
        if inspect.isclass(cls)
        and issubclass(cls, providers_base._LiveClient)
        and cls.__module__ == providers_clients.__name__
        and "provider" in vars(cls)
    }


def _path(client: object) -> str:
    return f"{client.__module__}:{client.__name__}"


def test_every_live_client_has_exactly_one_catalog_entry_and_vice_versa():
    classes = _live_client_classes()
    entries = [info for info in PROVIDERS if info.kind == "llm" and info.live]
    assert sorted(_path(load_client(info)) for info in entries) == sorted(classes)
    for info in entries:
        assert load_client(info).provider == info.name
        assert providers_factory.LIVE_CLIENTS[info.name] is load_client(info)
    assert load_client(provider_info("mock")) is providers_mock.MockLLMClient


UNREGISTERED: set[str] = set()
"""Entries whose client does not register itself (none now: each module registers its own)."""

LAYER_OF_KIND = {"llm": "providers", "market": "sources", "search": "search"}


def test_every_entry_has_its_client_registered_by_a_module_of_its_own_layer():
    import forecasting_agents.search
    import forecasting_agents.sources  # noqa: F401  (importing the layers registers their clients)

    for info in PROVIDERS:
        if info.name in UNREGISTERED:
            with pytest.raises(
                LookupError, match=f"no client is registered for provider {info.name!r}"
            ):
                load_client(info)
            continue
        client = load_client(info)
        layer = client.__module__.split(".")[1]
        assert layer == LAYER_OF_KIND[info.kind], (info.name, client.__module__)
        assert getattr(client, "provider", info.name) == info.name


def test_register_client_refuses_an_unknown_provider_and_a_second_client(monkeypatch):
    register = core_catalog.register_client
    with pytest.raises(KeyError, match=r"'nope'.*known: anthropic"):
        register("nope")
    openai = load_client(provider_info("openai"))
    assert register("openai")(openai) is openai  # the same client again changes nothing

    class Impostor:
        pass

    with pytest.raises(
        ValueError, match=r"'openai' already has a client, .*OpenAIClient; .*Impostor"
    ):
        register("openai")(Impostor)
    assert load_client(provider_info("openai")) is openai
    monkeypatch.delitem(core_catalog._CLIENTS, "openai")
    with pytest.raises(LookupError, match=r"no client is registered for provider 'openai'"):
        load_client(provider_info("openai"))


def test_the_bottom_layer_imports_nothing_by_name_at_run_time():
    """A module named as a string and loaded with importlib is an import the layout test cannot
    see; core registers clients instead (importlib.resources, for data files, is no import)."""
    for path in sorted((PACKAGE_DIR / "core").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            called = getattr(node, "attr", getattr(node, "id", None))
            assert called not in {"import_module", "__import__"}, f"{path.name}:{node.lineno}"


@pytest.mark.parametrize("info", [i for i in PROVIDERS if i.kind == "llm" and i.live])
def test_clients_take_their_defaults_from_their_entry(info, monkeypatch):
    for variable in info.key_env_vars:
        monkeypatch.setenv(variable, FAKE_KEY)
    monkeypatch.delenv("OLLAMA_HOST", raising=False)
    client = load_client(info)()
    assert client.model == info.default_model
    assert client.base_url == (info.default_base_url or "").rstrip("/")
    monkeypatch.setenv(info.base_url_env_var, "http://127.0.0.1:9")
    monkeypatch.setenv(info.model_env_var, "model-from-env")
    built = create_llm_client(info.name)
    assert (built.model, built.base_url) == ("model-from-env", "http://127.0.0.1:9")


@pytest.mark.parametrize(
    "info", [i for i in PROVIDERS if i.kind == "llm" and i.live and i.key_required]
)
def test_a_missing_key_error_prints_the_entry_setup_hint(info):
    with pytest.raises(ProviderConfigError) as raised:
        load_client(info)()
    assert raised.value.message == f"no API key: {info.setup_hint}"


def test_auto_selection_order_and_hints_come_from_the_catalog():
    ordered = sorted(
        (info for info in PROVIDERS if info.auto_select is not None), key=lambda i: i.auto_select
    )
    assert tuple(info.name for info in ordered) == core_catalog.AUTO_SELECT_ORDER
    assert (*core_catalog.AUTO_SELECT_ORDER, "mock") == providers_factory.SELECTABLE_PROVIDERS
    with pytest.raises(ProviderConfigError) as raised:
        create_llm_client()
    lines = [line.strip() for line in raised.value.message.splitlines()]
    expected = [f"{info.name}: {info.setup_hint}" for info in ordered]
    assert [line for line in lines if ": " in line and not line.startswith("no ")] == expected


def test_auto_selection_reads_the_variables_the_entry_names(monkeypatch):
    # OpenAI's key is optional, so its base-URL variable alone configures it; Google's is not.
    monkeypatch.setenv("GOOGLE_BASE_URL", "http://127.0.0.1:9")
    with pytest.raises(ProviderConfigError, match="no LLM provider"):
        create_llm_client()
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    assert create_llm_client().provider == "openai"
    assert provider_info("openai").selected_by == ("OPENAI_API_KEY", "OPENAI_BASE_URL")
    assert provider_info("google").selected_by == ("GOOGLE_API_KEY", "GEMINI_API_KEY")


# --------------------------------------------------------------------------- derived facts


def test_redaction_masks_exactly_the_catalog_key_variables(monkeypatch):
    every_key = [name for info in PROVIDERS for name in info.key_env_vars]
    assert core_secrets.KEY_ENV_VARS == secret_env_vars() == tuple(every_key)
    for variable in every_key:
        monkeypatch.setenv(variable, f"value-of-{variable}")
    text = " ".join(f"value-of-{variable}" for variable in every_key)
    assert record_redaction.redact(text) == " ".join(["[REDACTED]"] * len(every_key))


def test_price_table_reads_the_catalog():
    table = agent_research.PRICE_PER_MILLION_TOKENS
    declared = {f"{m.provider}:{m.name}": m.price for m in MODELS if m.price is not None}
    assert dict(table) == declared
    assert "anthropic:claude-sonnet-4-5-20250929" in table  # a dated build of a priced model
    assert "openai:qwen2.5-coder-0.5b-instruct" not in table  # declared, but with no price
    cost = agent_panel.run_cost("anthropic:claude-sonnet-4-5", TokenUsage(1_000_000, 100_000))
    assert cost == pytest.approx(3.0 + 1.5)
    with pytest.raises(KeyError, match=r"forecasting_agents\.core\.ModelInfo"):
        agent_panel.run_cost("openai:qwen2.5-coder-0.5b-instruct", TokenUsage())


def test_declared_cutoffs_and_notes_read_the_catalog():
    cutoffs = {m.name: m.knowledge_cutoff for m in MODELS if m.knowledge_cutoff}
    assert core_course.get_model_knowledge_cutoffs() == cutoffs
    assert set(core_course.get_model_knowledge_cutoff_notes()) == set(cutoffs)
    assert all(m.cutoff_note for m in MODELS if m.knowledge_cutoff)


def test_test_environment_clears_every_catalog_variable():
    import conftest

    assert set(core_catalog.catalog_env_vars()) <= set(conftest.LIVE_ENV_VARS)


def test_no_module_spells_out_a_catalog_variable():
    """A provider's variable names are written in the catalog only; others read the entry."""
    names = set(core_catalog.catalog_env_vars())
    found = []
    for path in library_files():
        if path == CATALOG_FILE:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in names:
                found.append(f"{path.name}:{node.lineno}: {node.value}")
    assert not found, found


def test_catalog_imports_only_the_standard_library():
    tree = ast.parse(CATALOG_FILE.read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import)
        for alias in node.names
    } | {
        (node.module or "").split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
    }
    assert imported <= {"__future__", "importlib", "collections", "dataclasses", "typing"}


def test_readme_provider_table_agrees_with_the_catalog():
    """The README's provider table may lag a new entry, but never contradicts one."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    table = text[text.index("| provider | what to set |") :]
    table = table[: table.index("\n\n")]
    ticked = re.findall(r"`([^`]+)`", table)
    variables = set(core_catalog.catalog_env_vars())
    urls = {info.default_base_url for info in PROVIDERS}
    named_vars = {t for t in ticked if re.fullmatch(r"[A-Z][A-Z0-9_]+", t)}
    named_urls = {t for t in ticked if t.startswith("http")}
    assert named_vars and named_vars <= variables, named_vars - variables
    assert named_urls and named_urls <= urls, named_urls - urls
    paired = 0
    for info in PROVIDERS:
        # A row's last column is "`<BASE_URL_VAR>` (`<default>`)": both from the same entry.
        shown = re.findall(rf"`{info.base_url_env_var}` \(`([^`]+)`\)", table)
        assert all(url == info.default_base_url for url in shown), (info.name, shown)
        paired += len(shown)
    assert paired >= len(named_urls)


GENERAL_SETTINGS = frozenset(
    {"LLM_PROVIDER", "LLM_TEMPERATURE", "LLM_SEED", "LLM_TIMEOUT", "SEARCH_PROVIDER"}
    | {"FORECAST_TRACES_DIR"}
)
"""Variables `.env.example` documents that belong to no provider entry."""


def test_env_example_never_contradicts_the_catalog():
    """`.env.example` may lag a new entry (adding a provider touches its client and its entry
    only), but every variable it names is one the library reads, and every default URL it shows
    is the catalog's."""
    text = (REPO / ".env.example").read_text(encoding="utf-8")
    named = set(re.findall(r"^#? ?([A-Z][A-Z0-9_]+)=", text, flags=re.MULTILINE))
    unknown = named - set(core_catalog.catalog_env_vars()) - GENERAL_SETTINGS
    assert not unknown, f".env.example names variables nothing reads: {sorted(unknown)}"
    for info in PROVIDERS:
        if info.base_url_env_var is None:
            continue
        shown = re.findall(rf"^# {info.base_url_env_var}=(\S+)", text, flags=re.MULTILINE)
        assert all(url == info.default_base_url for url in shown if "127.0.0.1" not in url), (
            info.name,
            shown,
        )

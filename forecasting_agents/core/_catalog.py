"""The provider and model catalog: one entry for each provider and each model the course knows.

Every fact about a provider (the variables holding its key, its base URL and its model, its default
server and model, what to do to enable it, whether and in which order auto-selection tries it) is
a field of one :class:`ProviderInfo`; the client that speaks its API is registered here by the
module that defines it (:func:`register_client`). Every fact about a model (the declared price
per million tokens, the declared knowledge cutoff and where that date comes from) is a field of
one :class:`ModelInfo`. Everything else derives from these two tables: the
client factory and auto-selection and the live clients' settings
(:mod:`forecasting_agents.providers`), the Tavily address (:mod:`forecasting_agents.search`), the
question sources' addresses and the Metaculus token (:mod:`forecasting_agents.sources`), the secret
variables redaction masks (:mod:`forecasting_agents.record`), the cost table
(:data:`forecasting_agents.agent.PRICE_PER_MILLION_TOKENS`), the declared cutoffs (``_course``) and
notebook 04. Adding a provider means writing its client, registered with
``@register_client("name")``, and one :class:`ProviderInfo` here.

Conventions
-----------
- Standard library only, and imports no other module of the package, so every module may read it.
- The catalog names no module above it: each client module registers its client as it is
  imported (:func:`register_client`), so the import graph shows the dependency, upward modules
  on this one, and :func:`load_client` returns what was registered.
- A model is looked up by its name as a client reports it, ``"provider:model"``, or by the bare
  model name. :func:`model_info` is the one lookup: among the entries of that provider (any provider
  for a bare name) whose name is a prefix of the model, the longest wins, so a dated or quantized
  build (``gpt-4o-mini-2024-07-18``, ``...-instruct-q4_k_m``) shares its family's facts, and a
  variant whose facts differ gets its own, longer entry.
- Prices and cutoffs are declared here by hand, with their source, never fetched.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

__all__ = [
    "AUTO_SELECT_ORDER",
    "MODELS",
    "PROVIDERS",
    "PROVIDER_KINDS",
    "ModelInfo",
    "ModelPriceTable",
    "ProviderInfo",
    "base_url_env_vars",
    "catalog_env_vars",
    "llm_providers",
    "load_client",
    "model_info",
    "model_knowledge_cutoff_notes",
    "model_knowledge_cutoffs",
    "provider_info",
    "register_client",
    "secret_env_vars",
]


PROVIDER_KINDS = ("llm", "search", "market")
"""What a provider serves: a language model, web search, or prediction-market questions."""


@dataclass(frozen=True)
class ProviderInfo:
    """Everything the project knows about one provider, declared once.

    ``key_env_vars`` lists the variables that may hold the key, the one to name first;
    ``key_required`` is False where a key is optional (an OpenAI-compatible server may need none,
    and setting its base URL is then enough to configure it). ``auto_select`` is the position in
    which :func:`forecasting_agents.providers.create_llm_client` tries the provider when none is
    named (None:
    only by name). ``probe_path`` marks a provider found by asking its server, not by a variable.
    """

    name: str
    kind: str
    setup_hint: str
    key_env_vars: tuple[str, ...] = ()
    key_required: bool = True
    base_url_env_var: str | None = None
    default_base_url: str | None = None
    model_env_var: str | None = None
    default_model: str | None = None
    auto_select: int | None = None
    probe_path: str | None = None
    live: bool = True

    @property
    def key_env_var(self) -> str | None:
        """The variable named when a key is missing or rejected (None if it takes no key)."""
        return self.key_env_vars[0] if self.key_env_vars else None

    @property
    def selected_by(self) -> tuple[str, ...]:
        """Variables any one of which, when set, configures this provider for auto-selection."""
        if self.key_required or self.base_url_env_var is None:
            return self.key_env_vars
        return (*self.key_env_vars, self.base_url_env_var)

    def env_vars(self) -> tuple[str, ...]:
        """Every variable this provider reads."""
        named = (*self.key_env_vars, self.base_url_env_var, self.model_env_var)
        return tuple(name for name in named if name)


@dataclass(frozen=True)
class ModelInfo:
    """What is declared about one model (or a family: ``name`` is a prefix) at one provider.

    Prices are US dollars per million input (prompt) and output (completion) tokens, None where
    none is declared; ``price_note`` says where a price comes from and ``price_date`` the ISO
    date it was read there (a list price changes: the backtest's ``--dry-run`` shows both, so a
    stale price can be seen). ``knowledge_cutoff`` is the ISO date after which the model's
    training data can hold nothing, and ``cutoff_note`` says where that date comes from and how
    far to trust it.
    """

    name: str
    provider: str
    input_price: float | None = None
    output_price: float | None = None
    price_note: str = ""
    knowledge_cutoff: str | None = None
    cutoff_note: str | None = None
    price_date: str | None = None

    @property
    def price(self) -> tuple[float, float] | None:
        """``(input, output)`` dollars per million tokens, or None if no price is declared."""
        if self.input_price is None or self.output_price is None:
            return None
        return self.input_price, self.output_price


PROVIDERS: tuple[ProviderInfo, ...] = (
    ProviderInfo(
        name="anthropic",
        kind="llm",
        setup_hint="set ANTHROPIC_API_KEY",
        key_env_vars=("ANTHROPIC_API_KEY",),
        base_url_env_var="ANTHROPIC_BASE_URL",
        default_base_url="https://api.anthropic.com",
        model_env_var="ANTHROPIC_MODEL",
        default_model="claude-sonnet-4-5",
        auto_select=1,
    ),
    ProviderInfo(
        name="openai",
        kind="llm",
        setup_hint="set OPENAI_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server "
        "(llama.cpp, vLLM, LM Studio)",
        key_env_vars=("OPENAI_API_KEY",),
        key_required=False,
        base_url_env_var="OPENAI_BASE_URL",
        default_base_url="https://api.openai.com/v1",
        model_env_var="OPENAI_MODEL",
        default_model="gpt-4o-mini",
        auto_select=2,
    ),
    ProviderInfo(
        name="google",
        kind="llm",
        setup_hint="set GOOGLE_API_KEY or GEMINI_API_KEY",
        key_env_vars=("GOOGLE_API_KEY", "GEMINI_API_KEY"),
        base_url_env_var="GOOGLE_BASE_URL",
        default_base_url="https://generativelanguage.googleapis.com/v1beta",
        model_env_var="GOOGLE_MODEL",
        default_model="gemini-2.5-flash",
        auto_select=3,
    ),
    ProviderInfo(
        name="openrouter",
        kind="llm",
        setup_hint="set OPENROUTER_API_KEY",
        key_env_vars=("OPENROUTER_API_KEY",),
        base_url_env_var="OPENROUTER_BASE_URL",
        default_base_url="https://openrouter.ai/api/v1",
        model_env_var="OPENROUTER_MODEL",
        default_model="anthropic/claude-sonnet-4",
        auto_select=4,
    ),
    ProviderInfo(
        name="ollama",
        kind="llm",
        setup_hint="start an Ollama daemon (looked for at OLLAMA_HOST, "
        "default http://localhost:11434)",
        key_required=False,
        base_url_env_var="OLLAMA_HOST",
        default_base_url="http://localhost:11434",
        model_env_var="OLLAMA_MODEL",
        # Fits a laptop; pull a larger one and set OLLAMA_MODEL if you can.
        default_model="qwen2.5:7b",
        auto_select=5,
        probe_path="/api/tags",
    ),
    ProviderInfo(
        name="mock",
        kind="llm",
        setup_hint="set LLM_PROVIDER=mock for canned, deterministic replies (no model is called)",
        key_required=False,
        default_model="canned-react-v1",
        live=False,
    ),
    ProviderInfo(
        name="tavily",
        kind="search",
        setup_hint="set TAVILY_API_KEY",
        key_env_vars=("TAVILY_API_KEY",),
        base_url_env_var="TAVILY_BASE_URL",
        default_base_url="https://api.tavily.com",
    ),
    ProviderInfo(
        name="polymarket",
        kind="market",
        setup_hint="nothing to set: the public Gamma API needs no key",
        key_required=False,
        base_url_env_var="POLYMARKET_API_URL",
        default_base_url="https://gamma-api.polymarket.com",
    ),
    ProviderInfo(
        name="metaculus",
        kind="market",
        # Optional here, but metaculus.com may refuse a request without one; it is sent to
        # Metaculus only, as "Authorization: Token <t>", and masked wherever redaction runs.
        setup_hint="set METACULUS_TOKEN (your API token, from your Metaculus account settings) "
        "if the API asks for one",
        key_env_vars=("METACULUS_TOKEN",),
        key_required=False,
        base_url_env_var="METACULUS_API_URL",
        default_base_url="https://www.metaculus.com",
    ),
    ProviderInfo(
        name="manifold",
        kind="market",
        setup_hint="nothing to set: Manifold's public API needs no key to read markets",
        key_required=False,
        base_url_env_var="MANIFOLD_API_URL",
        default_base_url="https://api.manifold.markets",
    ),
    ProviderInfo(
        name="kalshi",
        kind="market",
        setup_hint="nothing to set: Kalshi's public market data needs no key",
        key_required=False,
        base_url_env_var="KALSHI_API_URL",
        default_base_url="https://api.elections.kalshi.com",
    ),
)
"""Every provider, one entry each; the order of the LLM entries is the order in which error
messages list them."""

_LISTED = "2026-11-29"
"""When the list prices below were read from the vendors' pages and declared here."""
_LOCAL_PRICE = "served on this machine (llama.cpp behind the OpenAI-compatible client): no charge"

MODELS: tuple[ModelInfo, ...] = (
    ModelInfo("canned-react-v1", "mock", 0.0, 0.0, "canned replies: no model is called"),
    ModelInfo("canned-research-v1", "mock", 0.0, 0.0, "canned replies: no model is called"),
    ModelInfo(
        "claude-sonnet-4-5", "anthropic", 3.0, 15.0, "Anthropic list price", price_date=_LISTED
    ),
    ModelInfo("gpt-4o-mini", "openai", 0.15, 0.60, "OpenAI list price", price_date=_LISTED),
    ModelInfo(
        "qwen2.5-coder-1.5b-instruct",
        "openai",
        0.0,
        0.0,
        _LOCAL_PRICE,
        knowledge_cutoff="2024-09-19",
        cutoff_note="Upper bound, not a measured cutoff: Qwen publishes no training-data cutoff "
        "for Qwen2.5-Coder, and the 1.5B model was released on 2024-09-19 with Qwen2.5, so "
        "nothing it learned can postdate that day.",
    ),
    ModelInfo(
        "qwen2.5-coder-0.5b-instruct",
        "openai",
        knowledge_cutoff="2024-11-12",
        cutoff_note="Upper bound, not a measured cutoff: Qwen publishes no training-data cutoff, "
        "and the 0.5B Coder model was released on 2024-11-12 with the 3B, 14B and 32B sizes.",
    ),
)
"""Every model with a declared fact; prices in US dollars per million tokens."""


# --------------------------------------------------------------------------- lookups


def provider_info(name: str) -> ProviderInfo:
    """The catalog entry of provider ``name``; an unknown name raises KeyError listing the known."""
    for info in PROVIDERS:
        if info.name == name:
            return info
    known = ", ".join(info.name for info in PROVIDERS)
    raise KeyError(f"no provider {name!r} in forecasting_agents.core.PROVIDERS; known: {known}")


def model_info(model_name: str) -> ModelInfo | None:
    """The entry declared for ``model_name`` (``"provider:model"`` or a bare model name), or None.

    The longest entry name that is a prefix of the model wins; a ``provider:`` part (a known
    provider name before the first colon) restricts the search to that provider's entries.
    """
    provider, model = _split_model_name(model_name)
    candidates = [
        entry
        for entry in MODELS
        if (provider is None or entry.provider == provider) and model.startswith(entry.name)
    ]
    return max(candidates, key=lambda entry: len(entry.name), default=None)


def _split_model_name(model_name: str) -> tuple[str | None, str]:
    head, colon, rest = model_name.partition(":")
    if colon and any(info.name == head for info in PROVIDERS):
        return head, rest
    return None, model_name  # a bare name may hold a colon itself (Ollama's "qwen2.5:7b")


# --------------------------------------------------------------------------- the clients

_Client = TypeVar("_Client")

_CLIENTS: dict[str, Any] = {}
"""Provider name -> its client class (or factory), put here by the module that defines it."""


def register_client(provider: str) -> Callable[[_Client], _Client]:
    """Decorate the client class (or factory) of ``provider``; :func:`load_client` returns it.

    The module defining a client registers it as it is imported, so the dependency reads the
    way the layers do: the client modules import the catalog, never the reverse. An unknown
    ``provider`` raises KeyError listing the known ones; a second, different client for the same
    provider raises ValueError naming both.
    """
    info = provider_info(provider)

    def register(client: _Client) -> _Client:
        known = _CLIENTS.setdefault(info.name, client)
        if known is not client:
            raise ValueError(
                f"provider {info.name!r} already has a client, {_qualified(known)}; "
                f"{_qualified(client)} cannot be registered too"
            )
        return client

    return register


def load_client(info: ProviderInfo) -> Any:
    """The client class (or factory) registered for the entry (:func:`register_client`).

    Raises LookupError if none is: the module defining it has not been imported.
    """
    client = _CLIENTS.get(info.name)
    if client is None:
        registered = ", ".join(sorted(_CLIENTS)) or "none"
        raise LookupError(
            f"no client is registered for provider {info.name!r} (registered: {registered}); "
            "import the module that defines it, which registers it"
        )
    return client


def _qualified(client: object) -> str:
    return f"{getattr(client, '__module__', '?')}.{getattr(client, '__qualname__', client)}"


# --------------------------------------------------------------------------- derived views


def llm_providers() -> tuple[ProviderInfo, ...]:
    """The language-model providers: auto-selectable ones in order, then the rest."""
    entries = [info for info in PROVIDERS if info.kind == "llm"]
    return tuple(sorted(entries, key=lambda info: (info.auto_select is None, info.auto_select)))


AUTO_SELECT_ORDER: tuple[str, ...] = tuple(
    info.name for info in llm_providers() if info.auto_select is not None
)
"""Live providers, in the order the factory tries them when none is named."""


def secret_env_vars() -> tuple[str, ...]:
    """Every variable that may hold a key, in catalog order: redaction masks their values."""
    return tuple(name for info in PROVIDERS for name in info.key_env_vars)


def base_url_env_vars(kind: str = "llm") -> dict[str, str]:
    """Provider name -> the variable that points it at another server (a proxy, a local fake)."""
    return {
        info.name: info.base_url_env_var
        for info in PROVIDERS
        if info.kind == kind and info.base_url_env_var
    }


def catalog_env_vars() -> tuple[str, ...]:
    """Every variable any provider reads (keys, base URLs, models), each once."""
    return tuple(dict.fromkeys(name for info in PROVIDERS for name in info.env_vars()))


def model_knowledge_cutoffs() -> dict[str, str]:
    """Model name -> its declared knowledge cutoff, for every model that declares one."""
    return {m.name: m.knowledge_cutoff for m in MODELS if m.knowledge_cutoff}


def model_knowledge_cutoff_notes() -> dict[str, str]:
    """Model name -> where its declared cutoff comes from and how far to trust it."""
    return {m.name: m.cutoff_note for m in MODELS if m.knowledge_cutoff and m.cutoff_note}


class ModelPriceTable(Mapping[str, tuple[float, float]]):
    """The declared prices as a read-only mapping, ``"provider:model"`` -> ``(input, output)``.

    Iterating gives the declared entries; looking a name up (``[]``, ``in``, ``get``) goes
    through :func:`model_info`, so a dated or quantized build of a declared model has its
    price. A model with no declared price raises KeyError.
    """

    def __getitem__(self, model_name: str) -> tuple[float, float]:
        entry = model_info(model_name) if isinstance(model_name, str) else None
        if entry is None or entry.price is None:
            raise KeyError(model_name)
        return entry.price

    def __iter__(self) -> Iterator[str]:
        return (f"{m.provider}:{m.name}" for m in MODELS if m.price is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"ModelPriceTable({dict(self)!r})"

"""The client factory: a language-model client by name, or the first one configured.

:func:`create_llm_client` builds the client of the provider the caller names, else the one
``LLM_PROVIDER`` names; with neither, it tries the live providers in
:data:`forecasting_agents.core._catalog.AUTO_SELECT_ORDER` and takes the first one configured (one
of its variables set, or, for Ollama, a daemon that answers within :data:`PROBE_TIMEOUT_SECONDS`).
The model is the caller's, else ``<PROVIDER>_MODEL``, else the provider's default;
``LLM_TEMPERATURE``, ``LLM_SEED`` and ``LLM_TIMEOUT`` set defaults that the caller's keyword
settings override.

Conventions
-----------
- What the factory knows about each provider (its variables, default model, setup hint, client
  class as registered, auto-selection order) comes from its catalog entry in
  :mod:`forecasting_agents.core`; the mappings here (:data:`DEFAULT_MODELS`,
  :data:`BASE_URL_ENV_VARS`, :data:`LIVE_CLIENTS`...) are views of it. Replay finds the client
  that re-renders a recorded request in :data:`LIVE_CLIENTS`.
- ``"mock"`` is chosen only by name: with nothing configured the factory raises, never falls back to
  canned replies.
- A setting it cannot use (an unknown provider, a bad ``LLM_TIMEOUT``...) raises
  :class:`forecasting_agents.http.ProviderConfigError` saying where it came from.
- The client conventions (who answered, keys, retries, ``json_mode``, model mismatch, token counts)
  are in ``_base``. Importing this module loads the client classes of ``_clients`` but imports
  neither a vendor SDK nor httpx.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

# The client modules register their classes in the catalog as they are imported; importing
# them here is what lets load_client() find them, and shows the dependency.
import forecasting_agents.providers._clients
import forecasting_agents.providers._mock  # noqa: F401
from forecasting_agents.core._catalog import (
    AUTO_SELECT_ORDER,
    ProviderInfo,
    base_url_env_vars,
    llm_providers,
    load_client,
    provider_info,
)
from forecasting_agents.http import (
    ProviderConfigError,
    ProviderError,
    RetryPolicy,
    request_json,
)
from forecasting_agents.providers._base import (
    LIVE_SETTING_NAMES,
    TIMEOUT_ENV_VAR,
    _env,
    _LiveClient,
)
from forecasting_agents.providers._protocol import LLMClient

__all__ = [
    "BASE_URL_ENV_VARS",
    "CONFIG_HINTS",
    "DEFAULT_MODELS",
    "LIVE_CLIENTS",
    "MODEL_ENV_VARS",
    "PROBE_TIMEOUT_SECONDS",
    "SELECTABLE_PROVIDERS",
    "create_llm_client",
    "model_for",
]


# --------------------------------------------------------------------------- catalog views

SELECTABLE_PROVIDERS = tuple(info.name for info in llm_providers())
"""Every name :func:`create_llm_client` accepts: the auto-selectable providers, then ``mock``."""

_LIVE = tuple(info for info in llm_providers() if info.live)

DEFAULT_MODELS: Mapping[str, str] = {info.name: info.default_model or "" for info in _LIVE}
"""The model each provider uses when neither the caller nor ``<PROVIDER>_MODEL`` names one."""

MODEL_ENV_VARS: Mapping[str, str] = {info.name: info.model_env_var or "" for info in _LIVE}

BASE_URL_ENV_VARS: Mapping[str, str] = base_url_env_vars()
"""The variable that redirects each provider to another server (a proxy, a local fake)."""


CONFIG_HINTS: Mapping[str, str] = {info.name: info.setup_hint for info in _LIVE}
"""What to do to enable each provider; the no-provider error prints all of them."""

LIVE_CLIENTS: Mapping[str, type[_LiveClient]] = {info.name: load_client(info) for info in _LIVE}
"""The client class of each live provider, as registered for its catalog entry."""

PROBE_TIMEOUT_SECONDS = 0.5
"""How long auto-selection waits for a local server (Ollama) before deciding there is none."""


# --------------------------------------------------------------------------- stand-ins


# --------------------------------------------------------------------------- the factory


def create_llm_client(provider: str = "", model: str | None = None, **settings: Any) -> LLMClient:
    """Build the client for ``provider``, or for the first configured one if it is empty.

    An empty ``provider`` reads ``LLM_PROVIDER``; if that is empty too, the live providers are
    tried in :data:`AUTO_SELECT_ORDER` (Ollama only if its daemon answers). ``"mock"`` must be
    asked for by name: with nothing configured this raises rather than fall back to canned
    replies. The model is ``model``, else ``<PROVIDER>_MODEL``, else :data:`DEFAULT_MODELS`.
    ``LLM_TEMPERATURE``, ``LLM_SEED`` and ``LLM_TIMEOUT`` (seconds per request; a local model
    on a CPU may need minutes) set defaults that keyword ``settings`` override.
    """
    name = _provider_name(provider)
    info = provider_info(name)
    if not info.live:
        # The mock samples nothing; its settings() records these as None.
        settings = {k: v for k, v in settings.items() if k not in LIVE_SETTING_NAMES}
        return load_client(info)(**settings)
    chosen_model = model_for(name, model)
    return LIVE_CLIENTS[name](chosen_model, **{**_sampling_from_env(), **settings})


def model_for(provider: str, model: str | None = None) -> str:
    """The model a live client of ``provider`` (a name) would use: ``model``, else
    ``<PROVIDER>_MODEL``, else the catalog's default; read without building the client, so
    without its key (``backtest --dry-run`` prices it this way)."""
    info = provider_info(provider)
    return model or _env(info.model_env_var) or info.default_model or ""


def _provider_name(provider: str | None) -> str:
    source = "the provider argument"
    name = (provider or "").strip().lower()
    if not name:
        source, name = "LLM_PROVIDER", _env("LLM_PROVIDER").lower()
    if not name:
        return _auto_select()
    if name not in SELECTABLE_PROVIDERS:
        raise ProviderConfigError(
            "llm",
            f"unknown provider {name!r} (from {source}); "
            f"choose one of: {', '.join(SELECTABLE_PROVIDERS)}",
        )
    return name


def _configured(info: ProviderInfo) -> bool:
    """True if auto-selection may choose ``info``: its server answers (a local daemon that needs
    no key), or one of the variables that configure it is set."""
    if info.probe_path is None:
        return any(_env(variable) for variable in info.selected_by)
    url = LIVE_CLIENTS[info.name]._server_url(_env(info.base_url_env_var) or info.default_base_url)
    return _server_answers(info.name, url + info.probe_path)


def _server_answers(provider: str, url: str) -> bool:
    """True if a GET of ``url`` succeeds within the probe timeout, without retries."""
    try:
        request_json(
            provider, "GET", url, timeout=PROBE_TIMEOUT_SECONDS, retry=RetryPolicy(max_retries=0)
        )
    except ProviderError:
        return False
    return True


def _auto_select() -> str:
    for name in AUTO_SELECT_ORDER:
        if _configured(provider_info(name)):
            return name
    hints = "\n".join(f"  {name}: {CONFIG_HINTS[name]}" for name in AUTO_SELECT_ORDER)
    raise ProviderConfigError(
        "llm",
        "no LLM provider is configured. To use one:\n"
        f"{hints}\n"
        f"or {provider_info('mock').setup_hint}.",
    )


def _sampling_from_env() -> dict[str, Any]:
    """``LLM_TEMPERATURE``, ``LLM_SEED`` and ``LLM_TIMEOUT`` as keyword settings, validated."""
    found: dict[str, Any] = {}
    if timeout := _env(TIMEOUT_ENV_VAR):
        try:
            seconds = float(timeout)
        except ValueError:
            seconds = math.nan
        if not math.isfinite(seconds) or seconds <= 0:
            raise ProviderConfigError(
                "llm", f"LLM_TIMEOUT={timeout!r} is not a number of seconds > 0; fix or unset it"
            )
        found["timeout"] = seconds
    if temperature := _env("LLM_TEMPERATURE"):
        try:
            value = float(temperature)
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or value < 0:
            raise ProviderConfigError(
                "llm", f"LLM_TEMPERATURE={temperature!r} is not a number >= 0; fix or unset it"
            )
        found["temperature"] = value
    if seed := _env("LLM_SEED"):
        try:
            found["seed"] = int(seed)
        except ValueError:
            raise ProviderConfigError(
                "llm", f"LLM_SEED={seed!r} is not an integer; fix or unset it"
            ) from None
    return found

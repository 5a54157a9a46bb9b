"""Redaction: masking API keys, tokens and auth headers before a record is kept.

Every run record passes through :func:`redact` when it is captured, traced and saved, and replay
compares what the code sends now in its redacted form, so the recorded and the current text are
masked by the same rules. This module imports only the standard library and the stdlib-only catalog
(``forecasting_agents.core._catalog``, which names every key variable), so any module may use it. A
live client also removes its own key, whatever its shape, from the errors it raises, with
:func:`forecasting_agents.http.redact_secrets`.

Conventions
-----------
- A value under a key that names a secret is replaced whole with :data:`REDACTED`.
- In text, only key-shaped substrings (a known prefix followed by a long unbroken token) are masked,
  so ordinary prose is returned unchanged; and the current values of :data:`KEY_ENV_VARS` are masked
  wherever they occur.
- :func:`redact` returns a deep copy; the input is never modified.
"""

from __future__ import annotations

import copy
import os
import re
from collections.abc import Mapping
from typing import Any

from forecasting_agents.core._catalog import secret_env_vars
from forecasting_agents.core._text import REDACTED

__all__ = [
    "KEY_ENV_VARS",
    "MIN_ENV_SECRET_CHARS",
    "SECRET_KEY_NAMES",
    "SECRET_KEY_SUFFIXES",
    "redact",
]


KEY_ENV_VARS = secret_env_vars()
"""Environment variables whose literal values are masked wherever they appear in a record: every
key variable of every provider in :mod:`forecasting_agents.core`."""

MIN_ENV_SECRET_CHARS = 8
"""Shorter env values are not masked: replacing a 3-letter string everywhere would mangle prose."""

SECRET_KEY_NAMES = frozenset(
    {
        "api_key",
        "apikey",
        "authorization",
        "x_api_key",
        "x_goog_api_key",
        "token",
        "access_token",
        "secret",
        "password",
        "bearer",
        "cookie",
        "set_cookie",
        "proxy_authorization",
    }
)
SECRET_KEY_SUFFIXES = ("_key", "_token", "_secret")

# Every pattern needs a long unbroken token (16+ characters) after its prefix, so ordinary prose
# ("the bearer of bad news", "sk-learn", "token=yes") is never touched.
_TOKEN_BODY = r"[A-Za-z0-9_\-]{16,}"
_SECRET_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![A-Za-z0-9])sk-ant-" + _TOKEN_BODY), "sk-ant-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])sk-" + _TOKEN_BODY), "sk-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])tvly-" + _TOKEN_BODY), "tvly-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])AIza[0-9A-Za-z_\-]{30,}"), "AIza" + REDACTED),
    (re.compile(r"(?i)\b(bearer|basic)(\s+)[A-Za-z0-9._~+/\-]{16,}=*"), r"\1\2" + REDACTED),
    (
        re.compile(
            r"(?i)(?<![A-Za-z0-9])((?:[a-z0-9]+[_-])*(?:key|token|secret|password|signature)=)"
            r"[A-Za-z0-9._~+/%\-]{16,}=*"
        ),
        r"\1" + REDACTED,
    ),
)


def redact(obj: Any) -> Any:
    """Return a deep copy of ``obj`` with secrets masked as ``"[REDACTED]"``.

    Three rules: a dict value under a key that names a secret (``api_key``, ``Authorization``,
    anything ending ``_key``/``_token``/``_secret`` ...) is replaced whole; strings have
    key-shaped substrings masked (``sk-...``, ``tvly-...``, ``AIza...``, ``Bearer <token>``,
    ``key=<token>`` in URLs); and the current values of :data:`KEY_ENV_VARS` are masked
    wherever they occur. Text without a long unbroken token is returned unchanged.
    """
    return _redact(obj, _env_secrets())


def _env_secrets() -> list[str]:
    values = {os.environ.get(name, "").strip() for name in KEY_ENV_VARS}
    # Longest first, so a key that contains another is masked whole.
    return sorted((v for v in values if len(v) >= MIN_ENV_SECRET_CHARS), key=len, reverse=True)


def _redact(obj: Any, env_secrets: list[str]) -> Any:
    if isinstance(obj, str):
        return _redact_text(obj, env_secrets)
    if isinstance(obj, Mapping):
        out: dict[Any, Any] = {}
        for key, value in obj.items():
            new_key = _redact_text(key, env_secrets) if isinstance(key, str) else key
            if _is_secret_key(key) and value not in (None, ""):
                out[new_key] = REDACTED
            else:
                out[new_key] = _redact(value, env_secrets)
        return out
    if isinstance(obj, list):
        return [_redact(item, env_secrets) for item in obj]
    if isinstance(obj, tuple):
        return tuple(_redact(item, env_secrets) for item in obj)
    return copy.deepcopy(obj)


def _is_secret_key(key: object) -> bool:
    if not isinstance(key, str):
        return False
    name = key.strip().lower().replace("-", "_")
    return name in SECRET_KEY_NAMES or name.endswith(SECRET_KEY_SUFFIXES)


def _redact_text(text: str, env_secrets: list[str]) -> str:
    for secret in env_secrets:
        if secret in text:
            text = text.replace(secret, REDACTED)
    for pattern, replacement in _SECRET_PATTERNS:
        text = pattern.sub(replacement, text)
    return text

"""Redaction: masking API keys, tokens and auth headers before a record is kept.

Every run record passes through :func:`redact` when it is captured, traced and saved, and replay
compares what the code sends now in its redacted form, so the recorded and the current text are
masked by the same rules. This module walks the JSON-like value and decides which dict keys name a
secret; what is masked inside a text (every form of a known secret, key-shaped tokens, URL
credentials) is decided in one place, :mod:`forecasting_agents.core._secrets`, which the HTTP
layer's :func:`forecasting_agents.http.redact_secrets` and the search executor use too.

Conventions
-----------
- A value under a key that names a secret is replaced whole with :data:`REDACTED`.
- In text, only key-shaped substrings (a known prefix followed by a long unbroken token, or a URL's
  user info) are masked, so ordinary prose is returned unchanged; and the known secrets (the current
  values of :data:`KEY_ENV_VARS` and the keys live clients were built with) are masked in every form
  (exact; URL-, JSON- or HTML-escaped, wholly or in part; base64) wherever they occur.
- Time is linear in the size of the value (no pattern backtracks; see ``core._secrets``).
- :func:`redact` returns a deep copy; the input is never modified.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Mapping
from typing import Any

from forecasting_agents.core._secrets import (
    SecretMask,
    known_secrets,
    redact_text,
    secret_mask,
)
from forecasting_agents.core._text import REDACTED

__all__ = [
    "SECRET_KEY_NAMES",
    "SECRET_KEY_SUFFIXES",
    "redact",
]


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


def redact(obj: Any) -> Any:
    """Return a deep copy of ``obj`` with secrets masked as ``"[REDACTED]"``.

    Three rules: a dict value under a key that names a secret (``api_key``, ``Authorization``,
    anything ending ``_key``/``_token``/``_secret`` ...) is replaced whole; strings have
    key-shaped substrings masked (``sk-...``, ``tvly-...``, ``AIza...``, ``Bearer <token>``,
    ``key=<token>`` in URLs, the ``user:pass@`` of a URL); and the current values of
    :data:`KEY_ENV_VARS` and the keys live clients were built with are masked wherever they
    occur, in every form. Text without a long unbroken token is returned unchanged.
    """
    # The mask is worked out once per call: a record holds many strings, the secrets are few.
    # A record repeats most of its strings (each model call is sent the conversation so far,
    # and its request body repeats it again), so each distinct text is masked once per call.
    return _Redactor(secret_mask(known_secrets())).value(obj)


class _Redactor:
    """One :func:`redact` call: the secrets' forms, and each distinct text's masked form."""

    def __init__(self, mask: SecretMask) -> None:
        self.mask = mask
        self.masked: dict[str, str] = {}

    def text(self, text: str) -> str:
        found = self.masked.get(text)
        if found is None:
            found = self.masked[text] = redact_text(text, self.mask)
        return found

    def value(self, obj: Any) -> Any:
        if isinstance(obj, str):
            return self.text(obj)
        if isinstance(obj, Mapping):
            out: dict[Any, Any] = {}
            for key, value in obj.items():
                new_key = self.text(key) if isinstance(key, str) else key
                if _is_secret_key(key) and value not in (None, ""):
                    out[new_key] = REDACTED
                else:
                    out[new_key] = self.value(value)
            return out
        if isinstance(obj, list):
            return [self.value(item) for item in obj]
        if isinstance(obj, tuple):
            return tuple(self.value(item) for item in obj)
        if obj is None or type(obj) in _ATOMS:
            return obj  # immutable: its deep copy is itself
        return copy.deepcopy(obj)


_ATOMS = frozenset({bool, int, float})


@functools.lru_cache(maxsize=4096)
def _is_secret_key(key: object) -> bool:
    if not isinstance(key, str):
        return False
    name = key.strip().lower().replace("-", "_")
    return name in SECRET_KEY_NAMES or name.endswith(SECRET_KEY_SUFFIXES)

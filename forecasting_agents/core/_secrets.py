"""Secrets in text: every form a known secret takes, key-shaped tokens and URL credentials, masked.

This is the one place that decides what counts as a secret in a text and how it is masked with
:data:`REDACTED`. :func:`forecasting_agents.record.redact` (every record), the HTTP layer's
:func:`forecasting_agents.http.redact_secrets` (every error a live client raises) and the search
executor (every query before it leaves the process) all call it, so they can never disagree.

A *known secret* is the current value of a catalog key variable (:data:`KEY_ENV_VARS`) or a value
a live client was built with (its key, the credentials in its base URL), which the client hands to
:func:`remember_secret`. A secret is masked in every form a server, a proxy or a model may quote it
in (:func:`secret_forms`): as is, JSON-escaped, URL-encoded, and base64 (standard and URL-safe,
padded or not, and at each of the three byte alignments inside a longer base64 string, which is how
it appears in ``Basic base64(user:key)`` or in base64 of ``Bearer <key>``). Header values built from
a key (``Bearer <key>``, ``Token <key>``) contain it and so lose it too.

Conventions
-----------
- Linear time, whatever the text: :data:`KEY_SHAPE_PATTERNS` repeat only single characters,
  possessively (``*+``, ``{16,}+``), never a group, so no pattern can backtrack over what it
  scanned; each opens with a literal or a small character class, so the search skips to the
  places where it can match; and a known secret is found with ``str`` search. A web page built to
  stall a regular expression stalls nothing (``scripts/bench_redaction.py`` times 1 MB of each
  adversarial kind; ``tests/test_redaction.py`` checks the structure).
- Ordinary prose is returned unchanged: a key shape needs a known prefix and a long unbroken token
  (16+ characters) after it, and values shorter than :data:`MIN_ENV_SECRET_CHARS` are not
  remembered or looked for in encoded form. A live client given such a value says so once
  (:class:`ShortSecretWarning`, which never quotes the value): a record may then show it.
- Forms are masked longest first, so a form that contains another is masked whole; then the key
  shapes, in their listed order. The result is idempotent.
- Standard library only, importing the catalog and the marker, so every layer may use it.
"""

from __future__ import annotations

import base64
import functools
import json
import os
import re
import threading
import warnings
from collections.abc import Callable, Iterable, Sequence
from urllib.parse import quote, quote_plus, unquote, urlsplit, urlunsplit

from forecasting_agents.core._catalog import secret_env_vars
from forecasting_agents.core._text import REDACTED

__all__ = [
    "KEY_ENV_VARS",
    "KEY_SHAPE_PATTERNS",
    "MIN_ENV_SECRET_CHARS",
    "ShortSecretWarning",
    "forget_secrets",
    "forms_of",
    "known_secrets",
    "mask_key_shapes",
    "mask_secrets",
    "redact_text",
    "redact_url",
    "remember_secret",
    "secret_forms",
    "url_credentials",
]


KEY_ENV_VARS = secret_env_vars()
"""Environment variables whose literal values are masked wherever they appear in a record: every
key variable of every provider in :mod:`forecasting_agents.core`."""

MIN_ENV_SECRET_CHARS = 8
"""Shorter values are neither remembered nor masked in encoded form: replacing a 3-letter string
everywhere would mangle prose, and its base64 would match by chance."""

_TOKEN = r"[A-Za-z0-9_\-]"
_URL_TOKEN = r"[A-Za-z0-9._~+/%\-]"
_NAMES_BEFORE_EQUALS = ("key", "token", "secret", "password", "signature")


def _prefixed(prefix: str, body: str) -> re.Pattern[str]:
    """``prefix`` (not right after a letter or digit) and then ``body``.

    The literal comes first and the boundary is checked behind it, because a pattern that
    opens with a literal is searched for at C speed; one that opens with a look-behind is
    tried at every position of the text.
    """
    literal = re.escape(prefix)
    return re.compile(literal + r"(?<![A-Za-z0-9]" + literal + ")" + body)


def _name_equals() -> re.Pattern[str]:
    """``=`` after one of :data:`_NAMES_BEFORE_EQUALS` (at a word start), then a token.

    Anchored on ``=`` for speed; the names are checked behind it, a cheap check of the last
    letter first. Whatever precedes the name (``api_``, ``x-access-``) is left as it is, so it
    needs no pattern: one for such a joined prefix is what once made this quadratic.
    """
    last_letters = "".join(sorted({name[-1] for name in _NAMES_BEFORE_EQUALS}))
    names = "|".join(rf"(?<=(?<![A-Za-z0-9]){name}=)" for name in _NAMES_BEFORE_EQUALS)
    return re.compile(rf"(?i)=(?<=[{last_letters}]=)(?:{names}){_URL_TOKEN}{{16,}}+=*+")


# Every pattern needs a long unbroken token (16+ characters) after its prefix, so ordinary prose
# ("the bearer of bad news", "sk-learn", "token=yes") is never touched. Each repeat is possessive
# and over one character class, which is what keeps a failed match from backtracking.
KEY_SHAPE_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (_prefixed("sk-ant-", _TOKEN + r"{16,}+"), "sk-ant-" + REDACTED),
    (_prefixed("sk-", _TOKEN + r"{16,}+"), "sk-" + REDACTED),
    (_prefixed("tvly-", _TOKEN + r"{16,}+"), "tvly-" + REDACTED),
    (_prefixed("AIza", _TOKEN + r"{30,}+"), "AIza" + REDACTED),
    # "Bearer <token>", "basic <token>": the first letter is matched case-sensitively, so the
    # search can skip to each b or B; the rest ignores case.
    (
        re.compile(r"([Bb])(?<!\w[Bb])(?i:(earer|asic)(\s++)[A-Za-z0-9._~+/\-]{16,}+=*+)"),
        r"\1\2\3" + REDACTED,
    ),
    (_name_equals(), "=" + REDACTED),
    # The user info of a URL (``https://user:pass@host``); RFC 3986 allows none of / ? # @ in it.
    (re.compile(r"(://)[^\s/?#@]++@"), r"\1" + REDACTED + "@"),
)
"""Key-shaped substrings and what replaces each, applied in this order to every text."""


# --------------------------------------------------------------------------- known secrets

_remembered: set[str] = set()
_remembered_lock = threading.Lock()


class ShortSecretWarning(UserWarning):
    """A live client was given a key or credential too short to be masked in records."""


def remember_secret(*values: str | None) -> None:
    """Mask ``values`` from now on in every record, error and query of this process.

    A live client calls this with the key it was built with and its base URL's credentials, so
    a key passed as ``api_key=`` is masked like one read from the environment. Values shorter
    than :data:`MIN_ENV_SECRET_CHARS` are not remembered, and a :class:`ShortSecretWarning` says
    so (without quoting them): a client's own errors still mask them, but a record may show one.
    """
    given = [v for v in (_strip(value) for value in values) if v]
    short = [v for v in given if not _long_enough(v)]
    if short:
        lengths = ", ".join(str(len(v)) for v in short)
        unit = "character" if lengths == "1" else "characters"
        warnings.warn(
            ShortSecretWarning(
                f"a key or credential of {lengths} {unit} was given to a live client; "
                f"values shorter than {MIN_ENV_SECRET_CHARS} characters are not masked in "
                "records and traces (they cannot be told apart from ordinary words), so this "
                "one may appear in them. Real API keys are longer; a server that needs no key "
                "needs none set, and a password in a base URL should be 8 characters or more."
            ),
            stacklevel=3,
        )
    with _remembered_lock:
        _remembered.update(v for v in given if _long_enough(v))


def forget_secrets() -> None:
    """Forget every remembered value (tests isolate themselves with this; keys in the
    environment are still masked)."""
    with _remembered_lock:
        _remembered.clear()


def known_secrets() -> tuple[str, ...]:
    """The current values of :data:`KEY_ENV_VARS` and every remembered value, longest first."""
    env = (_strip(os.environ.get(name)) for name in KEY_ENV_VARS)
    with _remembered_lock:
        values = {v for v in env if _long_enough(v)} | _remembered
    return tuple(sorted(values, key=lambda v: (-len(v), v)))


def _strip(value: str | None) -> str:
    return value.strip() if isinstance(value, str) else ""


def _long_enough(value: str) -> bool:
    return len(value) >= MIN_ENV_SECRET_CHARS


# --------------------------------------------------------------------------- forms of a secret

_B64_ENCODERS: tuple[Callable[[bytes], bytes], ...] = (base64.b64encode, base64.urlsafe_b64encode)
_BASE64_GROUP = 3  # bytes per group of four base64 characters


@functools.lru_cache(maxsize=256)
def secret_forms(secret: str) -> tuple[str, ...]:
    """Every form of ``secret`` to mask, longest first; () for an empty one.

    The exact text; its JSON-escaped forms (as Python writes them, with ``/`` written ``\\/`` as
    PHP does, and with every character a ``\\uXXXX`` escape in lower or upper case); its
    URL-encoded forms (``%2F`` and ``%2f``, with ``/`` kept or encoded, ``+`` for a space, every
    byte encoded, and encoded twice, as a proxy that re-encodes sends it), whatever its length;
    and its base64 forms: the
    whole value encoded (standard and URL-safe, with and without padding), and, for each of the
    three byte offsets at which it can start inside longer encoded data, the run of base64
    characters that depends on its bytes alone. A base64 form shorter than
    :data:`MIN_ENV_SECRET_CHARS` is left out: it would match unrelated text by chance.
    """
    if not secret:
        return ()
    escaped = {json.dumps(secret)[1:-1], json.dumps(secret, ensure_ascii=False)[1:-1]}
    forms = {secret, *escaped, *(form.replace("/", "\\/") for form in escaped)}
    forms |= {_json_every_char(secret, "x"), _json_every_char(secret, "X")}
    every_byte = "".join(f"%{byte:02X}" for byte in secret.encode())
    for encoded in (quote(secret, safe=""), quote(secret), quote_plus(secret), every_byte):
        forms |= {encoded, _lower_escapes(encoded), quote(encoded, safe="")}
    forms |= {form for form in _base64_forms(secret.encode()) if _long_enough(form)}
    return tuple(sorted(forms, key=lambda form: (-len(form), form)))


def _json_every_char(secret: str, hex_case: str) -> str:
    """``secret`` with every character a JSON ``\\uXXXX`` escape (UTF-16 code units, so a
    character beyond the BMP is its surrogate pair), hex digits in ``hex_case`` (``x`` or ``X``)."""
    units = secret.encode("utf-16-be")
    return "".join(
        f"\\u{int.from_bytes(units[i : i + 2], 'big'):04{hex_case}}"
        for i in range(0, len(units), 2)
    )


def _lower_escapes(encoded: str) -> str:
    """``%2F`` written ``%2f``: both are valid, and servers differ in which they echo."""
    return re.sub(r"%[0-9A-F]{2}", lambda m: m.group().lower(), encoded)


def _base64_forms(raw: bytes) -> Iterable[str]:
    for encode in _B64_ENCODERS:
        whole = encode(raw).decode("ascii")
        yield whole
        yield whole.rstrip("=")
        for offset in range(_BASE64_GROUP):
            yield _aligned_core(encode, raw, offset)


def _aligned_core(encode: Callable[[bytes], bytes], raw: bytes, offset: int) -> str:
    """The base64 characters fixed by ``raw`` alone when it starts ``offset`` bytes into a group.

    Each character carries 6 bits; the first ``ceil(8 * offset / 6)`` hold bits of the bytes
    before ``raw``, and everything past ``floor(8 * (offset + len) / 6)`` bits of the bytes after.
    """
    encoded = encode(bytes(offset) + raw).decode("ascii")
    start = -(-8 * offset // 6)
    end = 8 * (offset + len(raw)) // 6
    return encoded[start:end]


def forms_of(secrets: Iterable[str | None]) -> tuple[str, ...]:
    """The forms of every secret in ``secrets``, longest first, each once."""
    forms = {form for secret in secrets if secret for form in secret_forms(secret)}
    return tuple(sorted(forms, key=lambda form: (-len(form), form)))


# --------------------------------------------------------------------------- masking


def mask_secrets(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with every form of each of ``secrets`` replaced by :data:`REDACTED`."""
    return _mask_forms(text, forms_of(secrets))


def _mask_forms(text: str, forms: Sequence[str]) -> str:
    for form in forms:
        if form in text:  # a str search: linear, and most texts hold no form at all
            text = text.replace(form, REDACTED)
    return text


def mask_key_shapes(text: str) -> str:
    """``text`` with every key-shaped substring of :data:`KEY_SHAPE_PATTERNS` masked."""
    for pattern, replacement in KEY_SHAPE_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def redact_text(text: str, forms: Sequence[str] | None = None) -> str:
    """``text`` with known secrets (in all their forms) and then key shapes masked.

    ``forms`` is :func:`forms_of` the secrets to mask, computed once by a caller that redacts
    many texts; by default those of :func:`known_secrets`.
    """
    chosen = forms_of(known_secrets()) if forms is None else forms
    return mask_key_shapes(_mask_forms(text, chosen))


# --------------------------------------------------------------------------- URLs


def url_credentials(url: str) -> tuple[str, ...]:
    """The secrets in a URL's user info, as they travel: the password, the user name when it
    stands alone (a token used as the user), ``user:password``, and its base64, which is what an
    HTTP client sends in ``Authorization: Basic`` (so a short password's header is masked too).
    """
    try:
        parts = urlsplit(url)
        user, password = parts.username, parts.password
    except ValueError:
        return ()
    user, password = unquote(user or ""), unquote(password or "")
    if not user and not password:
        return ()
    pair = f"{user}:{password}"
    basic = base64.b64encode(pair.encode()).decode("ascii")
    return (password, pair, basic) if password else (user, pair, basic)


def redact_url(url: str) -> str:
    """The URL without user info, query or fragment, which is where credentials can hide."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"  # an IPv6 literal needs its brackets back
    if parts.port is not None:
        host += f":{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))

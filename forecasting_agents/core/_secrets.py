"""Secrets in text: every form a known secret takes, key-shaped tokens and URL credentials, masked.

This is the one place that decides what counts as a secret in a text and how it is masked with
:data:`REDACTED`. :func:`forecasting_agents.record.redact` (every record), the HTTP layer (every
reply body and every error a live client raises, :func:`forecasting_agents.http.redact_secrets`)
and the search executor (every query before it leaves the process) all call it, so they can never
disagree.

A *known secret* is the current value of a catalog key variable (:data:`KEY_ENV_VARS`) or a value
a live client was built with (its key, the credentials in its base URL), which the client hands to
:func:`remember_secret`. A secret is masked in every form a server, a proxy or a model may quote it
in. Rather than list the escaped forms, the text is *canonicalised*: :func:`decoded_view` decodes,
in one pass, every percent-escape (either hex case, once or twice encoded), JSON or JavaScript
escape (``\\uXXXX``, ``\\/``, ``\\"``...) and HTML character reference (``&#NN;``,
``&#xHH;``, the names of :data:`_HTML_NAMES`), each on its own, so a secret escaped wholly, in part
or in any mixture decodes to itself. Each form (:func:`secret_forms`: the secret, ``+`` for its
spaces, and its base64, standard and URL-safe, padded or not, and at each of the three byte
alignments inside a longer base64 string, which is how it appears in ``Basic base64(user:key)``)
is searched for in the text and in its view; a find in the view masks the part of the text it was
decoded from, each escape whole. Header values built from a key (``Bearer <key>``, ``Token
<key>``) contain it and so lose it too.

Conventions
-----------
- Linear time, whatever the text: :data:`KEY_SHAPE_PATTERNS` repeat only single characters,
  possessively (``*+``, ``{16,}+``), never a group, so no pattern can backtrack over what it
  scanned; each opens with a literal or a small character class, so the search skips to the
  places where it can match; :data:`ESCAPE_PATTERN` matches a few characters at a time, of fixed
  or bounded possessive length; and a form is found with ``str`` search. A web page built to
  stall a regular expression stalls nothing (``scripts/bench_redaction.py`` times 1 MB of each
  adversarial kind; ``tests/test_redaction.py`` checks the structure).
- Ordinary prose is returned unchanged: a key shape needs a known prefix and a long unbroken token
  (16+ characters) after it, and values shorter than :data:`MIN_ENV_SECRET_CHARS` are not
  remembered, nor looked for in base64. A live client given such a value for a remote server says
  so once (:class:`ShortSecretWarning`, which never quotes the value): a record may then show it.
  A client of a server on this machine (a loopback base URL) does not warn: such a key guards
  nothing another machine can reach.
- Forms that overlap are masked as one; then the key shapes, in their listed order. The result is
  idempotent.
- Standard library only, importing the catalog and the marker, so every layer may use it.
"""

from __future__ import annotations

import base64
import bisect
import functools
import ipaddress
import itertools
import os
import re
import sys
import threading
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit, urlunsplit

from forecasting_agents.core._catalog import secret_env_vars
from forecasting_agents.core._text import REDACTED

__all__ = [
    "DECODE_PASSES",
    "ESCAPE_PATTERN",
    "KEY_ENV_VARS",
    "KEY_SHAPE_PATTERNS",
    "MIN_ENV_SECRET_CHARS",
    "SecretMask",
    "ShortSecretWarning",
    "decoded_view",
    "forget_secrets",
    "forms_of",
    "is_loopback_url",
    "known_secrets",
    "mask_key_shapes",
    "mask_known_secrets",
    "mask_secrets",
    "redact_text",
    "redact_url",
    "remember_secret",
    "secret_forms",
    "secret_mask",
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


def remember_secret(*values: str | None, warn_short: bool = True) -> None:
    """Mask ``values`` from now on in every record, error and query of this process.

    A live client calls this with the key it was built with and its base URL's credentials, so
    a key passed as ``api_key=`` is masked like one read from the environment. Values shorter
    than :data:`MIN_ENV_SECRET_CHARS` are not remembered, and a :class:`ShortSecretWarning` says
    so (without quoting them) unless ``warn_short`` is False (a client of a loopback server):
    a client's own errors still mask them, but a record may show one.
    """
    given = [v for v in (_strip(value) for value in values) if v]
    short = [v for v in given if not _long_enough(v)]
    if short and warn_short:
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


def is_loopback_url(url: str) -> bool:
    """True if ``url`` names a server on this machine: ``localhost`` (or a name under it),
    an address in 127.0.0.0/8, or ``::1``. A malformed URL is not one."""
    try:
        host = (urlsplit(url).hostname or "").rstrip(".").lower()
    except ValueError:
        return False
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


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


# --------------------------------------------------------------------------- the decoded view

_HEX = "[0-9A-Fa-f]"


def _percent_escape() -> str:
    """The pattern of one percent-escaped character, after its ``%``: a UTF-8 sequence of escapes
    (longest first) or a single escape, each first as ``%25XX`` (encoded twice, as a re-encoding
    proxy sends it). No part repeats anything of variable length."""

    def one(prefix: str) -> list[str]:
        cont = f"{prefix}[89ABab]{_HEX}"
        return [f"[Ff][0-7]{cont}{cont}{cont}", f"[Ee]{_HEX}{cont}{cont}", f"[CDcd]{_HEX}{cont}"]

    twice = "|".join([*one("%25"), f"{_HEX}{{2}}"])
    return "|".join([f"25(?:{twice})", *one("%"), f"{_HEX}{{2}}"])


_HTML_NAMES = {
    "amp": "&", "lt": "<", "gt": ">", "quot": '"', "apos": "'", "sol": "/", "bsol": "\\",
    "plus": "+", "equals": "=", "percnt": "%", "colon": ":", "semi": ";", "num": "#",
    "commat": "@", "lowbar": "_", "period": ".", "comma": ",", "excl": "!", "quest": "?",
    "tilde": "~", "dollar": "$", "ast": "*", "lpar": "(", "rpar": ")", "lsqb": "[", "rsqb": "]",
    "lcub": "{", "rcub": "}", "vert": "|", "Hat": "^", "grave": "`", "nbsp": "\u00a0",
}  # fmt: skip
"""The named HTML entities the view decodes: ``&amp;`` and the rest of the printable ASCII
punctuation HTML 5 names, so an HTML escaper that names a character cannot hide it."""

_JSON_SIMPLE = {
    "\\/": "/", "\\\\": "\\", '\\"': '"', "\\'": "'", "\\b": "\b", "\\f": "\f",
    "\\n": "\n", "\\r": "\r", "\\t": "\t",
}  # fmt: skip

ESCAPE_PATTERN = re.compile(
    # One group around it all, so that split() hands back the escapes between the plain runs;
    # each kind behind its one opening character, so every other character is passed over fast.
    "(%(?:"
    + _percent_escape()
    + ")"
    + rf"|\\(?:u(?:[Dd][89ABab]{_HEX}{{2}}\\u[Dd][C-Fc-f]{_HEX}{{2}}|{_HEX}{{4}})|[/\\\"'bfnrt])"
    + rf"|&(?:#(?:[0-9]{{1,7}}+|[xX]{_HEX}{{1,6}}+)|"
    + "|".join(sorted(_HTML_NAMES, key=lambda n: (-len(n), n)))
    + ");)"
)
"""One escaped character: percent-encoded (either hex case, once or twice, a UTF-8 sequence
whole), a JSON or JavaScript escape (``\\uXXXX`` in either case, a surrogate pair whole,
``\\/``, ``\\"``...), or an HTML character reference (``&#NN;``, ``&#xHH;``, a name of
:data:`_HTML_NAMES`). Alternatives of fixed length, or bounded and possessive, so a match costs a
few characters and the scan is linear; the view decodes each match on its own, so any mixture of
escaped and plain characters, in any case, decodes to the same text."""

_ESCAPE_INTRODUCERS = ("%", "\\", "&")


@functools.lru_cache(maxsize=4096)
def _decoded(escape: str) -> str:
    """What one match of :data:`ESCAPE_PATTERN` stands for (itself when it stands for nothing:
    a byte that is not UTF-8, a code point past U+10FFFF)."""
    first = escape[0]
    if first == "%":
        if escape.startswith("%25") and len(escape) > 3:  # encoded twice (%25 alone is "%")
            once = escape.replace("%25", "%")
            return _decoded_bytes(once) or once
        return _decoded_bytes(escape) or escape
    if first == "\\":
        if escape in _JSON_SIMPLE:
            return _JSON_SIMPLE[escape]
        units = bytes.fromhex(escape.replace("\\u", ""))
        return units.decode("utf-16-be", "surrogatepass")
    if escape[1] == "#":
        digits = escape[2:-1]
        point = int(digits[1:], 16) if digits[:1] in "xX" else int(digits)
        return chr(point) if point <= sys.maxunicode else escape
    return _HTML_NAMES[escape[1:-1]]


def _decoded_bytes(escapes: str) -> str:
    """``%XX%YY...`` (one character's UTF-8) decoded, or "" when it is not UTF-8."""
    try:
        return bytes.fromhex(escapes.replace("%", "")).decode("utf-8")
    except UnicodeDecodeError:
        return ""


DECODE_PASSES = 2
"""How many times a text is decoded: twice undoes an escape inside an escaped string (a key
JSON-escaped inside a model's JSON reply, URL-encoded inside a JSON value, HTML-escaped inside
an encoded URL) and a URL encoded up to four times (each pass undoes ``%25XX`` whole)."""


def decoded_view(text: str) -> str:
    """``text`` with its escapes (:data:`ESCAPE_PATTERN`) decoded, :data:`DECODE_PASSES` times.

    Each pass decodes each escape once, left to right: ``%2541`` (``A`` encoded twice) gives
    ``A``, and ``\\\\u0041`` (a JSON escape inside a JSON string) gives ``\\u0041`` and then ``A``.
    """
    for views in _views(text):
        text = views[-1].text
    return text


class _View:
    """:func:`decoded_view` of a text, and where each of its characters came from in the text.

    One pass: the text is split at its escapes (by the regular expression engine, which hands
    back the plain runs and the escapes in turn), each escape is decoded, and the pieces are
    joined. Their lengths, kept, say where each character came from; the positions are added up
    only when a form was found. A character decoded from an escape maps to the whole escape; a
    plain one to itself.
    """

    def __init__(self, text: str) -> None:
        pieces = ESCAPE_PATTERN.split(text)
        self.escapes = pieces[1::2]
        decoded = list(map(_decoded, self.escapes))
        pieces[1::2] = decoded
        self._pieces = pieces  # plain runs and decoded escapes, in turn
        self.text = "".join(pieces)
        # Whether decoding made an escape's opening character, so another pass may find more: an
        # escape the next pass decodes holds a character this one decoded (whatever the pattern
        # meets in plain text it met here too), and every nesting there is (\\\\u, %25,
        # &amp;) decodes to its opening character.
        made = "".join(decoded)
        self.opens_more = any(mark in made for mark in _ESCAPE_INTRODUCERS)
        self._marks: tuple[list[int], list[int]] | None = None

    def original(self, start: int, end: int) -> tuple[int, int]:
        """The span of the text that the view's ``[start, end)`` (not empty) was decoded from."""
        view_starts, text_starts = self._positions()
        first = bisect.bisect_right(view_starts, start) - 1  # the pieces holding each end
        last = bisect.bisect_right(view_starts, end - 1, lo=first) - 1
        # An odd piece is a decoded escape, masked whole: from its start, to its end.
        begin = text_starts[first] + (0 if first % 2 else start - view_starts[first])
        if last % 2:
            return begin, text_starts[last] + len(self.escapes[last // 2])
        return begin, text_starts[last] + end - view_starts[last]

    def _positions(self) -> tuple[list[int], list[int]]:
        """Where each piece starts in the view and in the text (added up once, when needed)."""
        if self._marks is None:
            view_lengths = list(map(len, self._pieces))
            text_lengths = view_lengths.copy()
            text_lengths[1::2] = map(len, self.escapes)
            self._marks = (
                list(itertools.accumulate(view_lengths, initial=0))[:-1],
                list(itertools.accumulate(text_lengths, initial=0))[:-1],
            )
        return self._marks


# --------------------------------------------------------------------------- forms of a secret

_B64_ENCODERS: tuple[Callable[[bytes], bytes], ...] = (base64.b64encode, base64.urlsafe_b64encode)
_BASE64_GROUP = 3  # bytes per group of four base64 characters


@functools.lru_cache(maxsize=256)
def secret_forms(secret: str) -> tuple[str, ...]:
    """What is searched for to mask ``secret``, longest first; () for an empty one.

    Each form is looked for in the text as it is and in its :func:`decoded_view`, so the escaped
    forms need no listing: a secret URL-, JSON- or HTML-escaped, wholly or in part, in any mixture
    and hex case, decodes to the secret itself. The forms are the secret, and, if it holds
    escape-like text, the secret with each choice of kinds of its own escapes decoded
    (:func:`_decoded_kinds`); each with ``+`` for a space, as a form encoder writes one; and its
    base64 forms: the
    whole value encoded (standard and URL-safe, with and without padding), and, for each of the
    three byte offsets at which it can start inside longer encoded data, the run of base64
    characters that depends on its bytes alone. A base64 form shorter than
    :data:`MIN_ENV_SECRET_CHARS` is left out: it would match unrelated text by chance.
    """
    if not secret:
        return ()
    plain = {secret, secret.replace(" ", "+")}
    forms = {_decoded_kinds(form, kinds) for form in plain for kinds in _KIND_CHOICES}
    forms |= {form for form in _base64_forms(secret.encode()) if _long_enough(form)}
    return tuple(sorted(forms, key=lambda form: (-len(form), form)))


_KIND_CHOICES = tuple(
    frozenset(kinds)
    for size in range(len(_ESCAPE_INTRODUCERS) + 1)
    for kinds in itertools.combinations(_ESCAPE_INTRODUCERS, size)
)
"""Every choice of the kinds of escape (by their opening character) to decode."""


def _decoded_kinds(text: str, kinds: frozenset[str]) -> str:
    """``text`` with its escapes of the ``kinds`` chosen decoded, the others left as written.

    A secret that itself holds escape-like text (``%41``, ``\\n``, ``&amp;``) reads, once a
    server escapes it one way, as itself with its escapes of the *other* kinds decoded by the
    view: URL-encoding turns its ``%41`` into ``%2541``, which the view decodes to ``A``, but its
    ``\\n`` into ``%5Cn``, which the view leaves as ``\\n``. So it is looked for with each choice
    of kinds decoded; for a secret without such text every choice gives the secret itself.
    """
    return ESCAPE_PATTERN.sub(
        lambda match: _decoded(match[0]) if match[0][0] in kinds else match[0], text
    )


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


@dataclass(frozen=True)
class SecretMask:
    """The forms of some secrets, ready to mask in many texts (:func:`secret_mask` builds one)."""

    forms: tuple[str, ...]

    @property
    def shortest(self) -> int:
        """The length of the shortest form: a shorter text (and so its view) holds none."""
        return len(self.forms[-1]) if self.forms else 0

    def __call__(self, text: str) -> str:
        """``text`` with every form masked, as it is and wherever its decoded views hold one.

        The text is decoded up to :data:`DECODE_PASSES` times (each pass only while the last one
        decoded something), and each view is searched. A form found in a view masks the whole of
        the text it was decoded from (each escape whole), so ``%4B%71%39...`` loses every escape.
        Occurrences are found left to right without overlap (a str search, linear); overlapping
        finds of different forms are masked as one.
        """
        if not self.forms:
            return text
        spans = _occurrences(text, self.forms)
        for views in _views(text):
            for start, end in _occurrences(views[-1].text, self.forms):
                for view in reversed(views):  # back through each decoding to the text
                    start, end = view.original(start, end)
                spans.append((start, end))
        return _masked(text, spans) if spans else text


def _views(text: str) -> Iterator[list[_View]]:
    """The decoded views of ``text``, each with those before it (so a find in the last can be
    mapped back): one more for each pass that decodes something, up to :data:`DECODE_PASSES`."""
    if not any(mark in text for mark in _ESCAPE_INTRODUCERS):
        return
    views: list[_View] = []
    for _ in range(DECODE_PASSES):
        view = _View(views[-1].text if views else text)
        if not view.escapes:
            return
        views.append(view)
        yield views
        if not view.opens_more:
            return


def _occurrences(text: str, forms: Sequence[str]) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for form in forms:
        start = text.find(form)
        while start != -1:
            spans.append((start, start + len(form)))
            start = text.find(form, start + len(form))
    return spans


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    """``text`` with each span (overlapping ones joined) replaced by :data:`REDACTED`."""
    pieces: list[str] = []
    done = 0  # the text before this index is in ``pieces``
    for start, end in sorted(spans):
        if start < done:  # overlaps the span masked last: extend it
            done = max(done, end)
            continue
        pieces += [text[done:start], REDACTED]
        done = end
    pieces.append(text[done:])
    return "".join(pieces)


@functools.lru_cache(maxsize=64)
def _mask_of(secrets: frozenset[str]) -> SecretMask:
    return SecretMask(forms_of(secrets))


def secret_mask(secrets: Iterable[str | None]) -> SecretMask:
    """The :class:`SecretMask` of ``secrets`` (built once for each set of them)."""
    return _mask_of(frozenset(secret for secret in secrets if secret))


def mask_secrets(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with every form of each of ``secrets`` replaced by :data:`REDACTED`."""
    return secret_mask(secrets)(text)


def mask_known_secrets(text: str, secrets: Iterable[str | None] = ()) -> str:
    """``text`` with ``secrets`` and every :func:`known_secrets` masked: what provider text
    (a reply, a search result, a server's error) goes through as it enters the process, so no
    prompt, artifact or printed line can carry one vendor's key to another."""
    return mask_secrets(text, (*secrets, *known_secrets()))


def mask_key_shapes(text: str) -> str:
    """``text`` with every key-shaped substring of :data:`KEY_SHAPE_PATTERNS` masked."""
    for pattern, replacement in KEY_SHAPE_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


def redact_text(text: str, mask: SecretMask | None = None) -> str:
    """``text`` with known secrets (in all their forms) and then key shapes masked.

    ``mask`` is :func:`secret_mask` of the secrets to mask, built once by a caller that redacts
    many texts; by default that of :func:`known_secrets`.
    """
    chosen = secret_mask(known_secrets()) if mask is None else mask
    return mask_key_shapes(chosen(text))


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

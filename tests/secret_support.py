"""An independent oracle for secrets: the forms a test plants, and whether any can be read back.

The code under test builds the forms it masks
(:func:`forecasting_agents.core._secrets.secret_forms`); these helpers never call it.
:func:`inserted_forms` encodes a key the ways a server, a proxy or a model might quote it, and
:func:`recoverable` decodes a text every way it could hide one (URL and JSON and HTML escapes,
base64 in both alphabets from each starting character), so a form the code forgot to mask is found
even if the code and the test would have forgotten it alike when re-encoding.
"""

from __future__ import annotations

import base64
import html
import json
import re
from urllib.parse import quote, quote_plus, unquote, unquote_plus


def _b64_variants(data: bytes) -> list[str]:
    out = []
    for encode in (base64.b64encode, base64.urlsafe_b64encode):
        whole = encode(data).decode()
        out += [whole, whole.rstrip("=")]
    return out


def inserted_forms(key: str, noise: bytes) -> list[str]:
    """Every form of ``key`` a test plants, built here, without the code under test."""
    raw = key.encode()
    forms = [key, json.dumps(key)[1:-1], json.dumps(key, ensure_ascii=False)[1:-1]]
    lower_escapes = re.sub(r"%[0-9A-F]{2}", lambda m: m.group().lower(), quote(key, safe=""))
    forms += [quote(key, safe=""), quote(key), quote_plus(key), lower_escapes]
    # JSON as other serialisers write it: "/" as "\/" (PHP), every character a \u escape.
    forms += [json.dumps(key)[1:-1].replace("/", "\\/")]
    forms += ["".join(f"\\u{ord(c):04x}" for c in key), "".join(f"\\u{ord(c):04X}" for c in key)]
    # URL-encoding of every byte, in either case, and a second encoding by a re-encoding proxy.
    every_byte = "".join(f"%{b:02X}" for b in raw)
    forms += [every_byte, every_byte.lower(), quote(quote(key, safe=""), safe="")]
    forms += partly_escaped_forms(key)
    forms += [f"Bearer {key}", f"Token {key}", "Basic " + _b64_variants(f"user:{key}".encode())[0]]
    for plain in (raw, b"Bearer " + raw, b"Token " + raw, b"user:" + raw, raw + b":"):
        forms += _b64_variants(plain)
    for offset in range(3):  # inside longer base64, at each byte alignment
        forms += _b64_variants(noise[:offset] + raw + noise[offset:])
    return forms


def _percent(char: str, upper: bool) -> str:
    return "".join(f"%{b:02X}" if upper else f"%{b:02x}" for b in char.encode())


def _json_u(char: str) -> str:
    units = char.encode("utf-16-be")
    pairs = (units[i : i + 2] for i in range(0, len(units), 2))
    return "".join(f"\\u{int.from_bytes(pair, 'big'):04x}" for pair in pairs)


def partly_escaped_forms(key: str) -> list[str]:
    """``key`` escaped the ways that mix escaped and plain characters, or kinds of escape, in one
    string: what a hand-written or a lenient encoder produces, and what a list of whole forms
    misses. A character an escaping must not leave plain (``%`` in a URL, ``\\`` and ``"`` in
    JSON, ``&`` in HTML) is escaped wherever it is; otherwise the form would not be one."""
    percent = {"%": lambda c: _percent(c, upper=False)}
    json_must = {"\\": lambda c: "\\\\", '"': lambda c: '\\"'}
    html_must = {"&": lambda c: "&amp;"}
    any_kind = {c: lambda c: _percent(c, upper=True) for c in '%\\&"'}

    def each(escape, must) -> str:
        return "".join(must[c](c) if c in must else escape(i, c) for i, c in enumerate(key))

    def every_other(escape, must) -> str:
        return each(lambda i, c: escape(c) if i % 2 else c, must)

    dotnet = {"+": "%2b", "/": "%2f", "=": "%3d"}  # HttpUtility.UrlEncode's lower case
    dotnet_json = {"+": "\\u002B", "/": "\\u002F", "=": "\\u003D"}  # and JSON's
    names = {"+": "&plus;", "/": "&sol;", "=": "&equals;", "%": "&percnt;", '"': "&quot;"}
    return [
        each(lambda i, c: _percent(c, upper=i % 2 == 0), percent),  # the hex case alternating
        quote(key, safe="").replace("%2F", "%2f").replace("%3D", "%3d"),  # %2f...%2B in one
        each(lambda i, c: dotnet.get(c, c), percent),
        each(lambda i, c: dotnet_json.get(c, c), json_must),
        every_other(_json_u, json_must),  # some characters \u-escaped, the rest plain
        every_other(lambda c: _percent(c, upper=False), percent),
        each(lambda i, c: (f"&#{ord(c)};", f"&#x{ord(c):X};", c)[i % 3], html_must),
        html.escape(key, quote=True),
        each(lambda i, c: names.get(c, c), html_must),
        every_other(lambda c: f"&#{ord(c)};", html_must),
        # every kind in turn: percent (both cases), JSON, HTML, plain
        each(
            lambda i, c: (_percent(c, True), _percent(c, False), _json_u(c), f"&#{ord(c)};", c)[
                i % 5
            ],
            any_kind,
        ),
    ]


def _json_unescaped(text: str) -> str:
    text = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), text)
    return text.replace('\\"', '"').replace("\\/", "/").replace("\\\\", "\\")


def _decoded(run: str, altchars: bytes) -> bytes:
    """The bytes a run of base64 characters stands for, a last partial group included."""
    if len(run) % 4 == 1:
        run = run[:-1]  # one character alone carries no whole byte
    return base64.b64decode(run + "=" * (-len(run) % 4), altchars=altchars)


def recoverable(key: str, text: str) -> list[str]:
    """How the heart of ``key`` can still be read from ``text`` (empty: it cannot).

    Decodes instead of re-encoding: URL, JSON and HTML escapes (each alone, and all of them in
    turn), and every run of base64 characters
    from each of its four starting characters, in both alphabets. The needle leaves out the
    key's first and last characters, whose bits a masked base64 run may share with neighbours.
    """
    needle = key[1:-1]
    found = [
        name
        for name, view in (
            ("as is", text),
            ("URL-decoded", unquote_plus(text)),
            ("URL-decoded twice", unquote_plus(unquote_plus(text))),
            ("JSON-unescaped", _json_unescaped(text)),
            ("HTML-unescaped", html.unescape(text)),
            ("each kind of escape undone", html.unescape(_json_unescaped(unquote(text)))),
        )
        if needle in view
    ]
    for alphabet, altchars in ((r"[A-Za-z0-9+/]", b"+/"), (r"[A-Za-z0-9\-_]", b"-_")):
        # A run shorter than the needle's encoding cannot hold it.
        for run in re.findall(alphabet + f"{{{len(needle.encode()) * 4 // 3},}}", text):
            for start in range(4):
                if needle.encode() in _decoded(run[start:], altchars):
                    found.append(f"base64 at {start}")
    return found

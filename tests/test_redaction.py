"""Redaction's own guarantees: linear-time patterns, every form of a secret, clean search queries.

- Structure, not a stopwatch: each key-shape pattern is parsed (:mod:`re._parser`) and must repeat
  only single characters, possessively, with no repeat inside another, and must open with a literal
  or a character class. The checker itself is shown to flag the pattern that once made redaction
  quadratic. ``scripts/bench_redaction.py`` measures the time.
- Behaviour kept: on text without a URL, the new patterns give exactly what the previous ones gave
  (those are kept here as the oracle, on short inputs where their cost does not matter).
- Properties (hypothesis) on adversarial text (runs of ``a_``, ``-``, ``_``, long tokens, key
  prefixes): redaction is idempotent, never lengthens secret-free text, and masks every form of an
  inserted key, checked by an independent oracle that decodes (URL, JSON, base64 at every alignment)
  rather than re-encoding with the code under test.
- A search query carrying a key leaves the process without it (Tavily against the fake server).
"""

from __future__ import annotations

import base64
import json
import os
import re
import secrets
import string
import warnings
from re import _constants as sre
from re import _parser
from typing import Any
from urllib.parse import quote

import pytest
from fakeserver import Reply
from hypothesis import given
from hypothesis import strategies as st
from secret_support import inserted_forms, partly_escaped_forms, recoverable

from forecasting_agents.core._secrets import (
    ESCAPE_PATTERN,
    KEY_SHAPE_PATTERNS,
    ShortSecretWarning,
    _View,
    decoded_view,
    forget_secrets,
    known_secrets,
    mask_key_shapes,
    mask_secrets,
    remember_secret,
    secret_forms,
    url_credentials,
)
from forecasting_agents.core._text import REDACTED
from forecasting_agents.http import (
    RetryPolicy,
    redact_secrets,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.search._executor import ToolExecutor
from forecasting_agents.search._tavily import TavilySearchClient

KEY_VARIABLE = "OPENAI_API_KEY"

# --------------------------------------------------------------------------- structure

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)
_ONE_CHARACTER = (sre.LITERAL, sre.NOT_LITERAL, sre.IN, sre.ANY, sre.CATEGORY)


def backtracking_risks(pattern: str, flags: int = 0) -> list[str]:
    """What in ``pattern`` could make a failed match cost more than one pass over its input."""
    risks: list[str] = []

    def walk(items: Any, inside_repeat: bool) -> None:
        for op, av in items:
            if op in _REPEATS:
                low, high, body = av
                if inside_repeat:
                    risks.append("a repeat inside a repeat")
                if op is not sre.POSSESSIVE_REPEAT and low != high:
                    risks.append("a variable repeat that can give characters back")
                if len(body) != 1 or body[0][0] not in _ONE_CHARACTER:
                    risks.append("a repeat over more than one character")
                walk(body, True)
            elif op is sre.SUBPATTERN:
                walk(av[3], inside_repeat)
            elif op is sre.BRANCH:
                for branch in av[1]:
                    walk(branch, inside_repeat)
            elif op in (sre.ASSERT, sre.ASSERT_NOT):
                walk(av[1], inside_repeat)
            elif op is sre.ATOMIC_GROUP:
                walk(av, inside_repeat)

    walk(_parser.parse(pattern, flags), False)
    return risks


def opens_with_something_to_search_for(compiled: re.Pattern[str]) -> bool:
    """True if the match starts with a literal or a class, so the search can skip ahead."""
    items = _parser.parse(compiled.pattern, compiled.flags)
    while items and items[0][0] is sre.SUBPATTERN:
        items = items[0][1][3]
    op, av = items[0]
    if op is sre.LITERAL:
        char = chr(av)
        return not (compiled.flags & re.IGNORECASE) or char.lower() == char.upper()
    return op is sre.IN and not compiled.flags & re.IGNORECASE


@pytest.mark.parametrize("compiled", [p for p, _ in KEY_SHAPE_PATTERNS], ids=lambda p: p.pattern)
def test_no_key_shape_pattern_can_backtrack(compiled):
    assert backtracking_risks(compiled.pattern, compiled.flags) == []
    assert opens_with_something_to_search_for(compiled)


def test_the_escape_pattern_cannot_backtrack_either():
    assert backtracking_risks(ESCAPE_PATTERN.pattern, ESCAPE_PATTERN.flags) == []


@pytest.mark.parametrize(
    "pattern",
    [
        r"(?i)(?<![A-Za-z0-9])((?:[a-z0-9]+[_-])*(?:key|token)=)",  # the quadratic one
        r"(a+)+b",
        r"\s+x",
        r"(?:ab)++",
    ],
)
def test_the_structure_check_flags_backtracking_patterns(pattern):
    assert backtracking_risks(pattern)


# --------------------------------------------------------------------------- behaviour kept

_OLD_TOKEN_BODY = r"[A-Za-z0-9_\-]{16,}"
PREVIOUS_PATTERNS = (
    (re.compile(r"(?<![A-Za-z0-9])sk-ant-" + _OLD_TOKEN_BODY), "sk-ant-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])sk-" + _OLD_TOKEN_BODY), "sk-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])tvly-" + _OLD_TOKEN_BODY), "tvly-" + REDACTED),
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
"""The patterns before they were made linear: the oracle for what must not change."""

_PIECES = [
    "sk-", "sk-ant-", "tvly-", "AIza", "Bearer", "basic", "BASIC", " ", "\t", "key=", "API_KEY=",
    "x-access-token=", "Password=", "signature=", "monkey=", "x-", "_", "-", "=", "a", "Z", "0",
    "/", "+", ".", "%", "~", "é", "ſ", "K", "abcdefghij", "0123456789ABCDEF", ":", "@", "b",
    "B", "y", "[REDACTED]",
]  # fmt: skip
_pieced = st.lists(st.sampled_from(_PIECES), max_size=40).map("".join)


def _previous(text: str) -> str:
    for pattern, replacement in PREVIOUS_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


@given(_pieced.filter(lambda text: "://" not in text))
def test_the_linear_patterns_mask_exactly_what_the_previous_ones_did(text):
    assert mask_key_shapes(text) == _previous(text)


def test_user_info_in_a_url_is_masked_and_a_plain_address_is_not():
    text = "see https://alice:hunter2hunter2@proxy.example:8080/v1 or mail bob@example.org"
    assert mask_key_shapes(text) == (
        f"see https://{REDACTED}@proxy.example:8080/v1 or mail bob@example.org"
    )
    assert mask_key_shapes("https://example.org/a@b?c=d@e") == "https://example.org/a@b?c=d@e"


# --------------------------------------------------------------------------- adversarial text

_UNITS = [
    "a_", "-", "_", "a-", "x", "A", "0123456789", "sk-", "sk-ant-", "tvly-", "AIza", "key=",
    "api_key=", "=", "y=", " b", "Bearer ", "basic\t", "~", "%2F", "+/", "é",
]  # fmt: skip
_run = st.tuples(st.sampled_from(_UNITS), st.integers(1, 120)).map(lambda pair: pair[0] * pair[1])
adversarial = st.lists(_run, max_size=8).map("".join)
"""Long runs of the characters and prefixes the patterns look for, in any mixture."""
around_a_key = st.lists(_run, max_size=3).map("".join)
"""Shorter, for the test that checks some forty forms of a key per example."""


@given(adversarial)
def test_redaction_never_lengthens_secret_free_text(text):
    assert len(redact(text)) <= len(text)


@given(st.one_of(adversarial, _pieced, st.text()))
def test_redaction_is_idempotent(text):
    once = redact(text)
    assert redact(once) == once


# --------------------------------------------------------------------------- forms of a key

_KEY_ALPHABET = string.ascii_letters + string.digits + '-_./+=~%"\\ é'
# Framed by characters no filler holds, so the oracle's needle cannot occur by chance.
keys = st.text(alphabet=_KEY_ALPHABET, min_size=5, max_size=30).map(lambda body: f"Kq9{body}Zj")


@given(keys, st.binary(min_size=3, max_size=3), around_a_key, st.booleans())
def test_every_inserted_form_of_a_configured_key_is_masked(key, noise, filler, via_env):
    try:
        if via_env:
            os.environ[KEY_VARIABLE] = key
        else:
            remember_secret(key)
        assert key in known_secrets()
        for form in inserted_forms(key, noise):
            text = f"{filler}{form}{filler[::-1]}"
            out = redact({"reply": text, "note": [text]})
            assert recoverable(key, json.dumps(out, ensure_ascii=False)) == [], form
            assert recoverable(key, redact_secrets(text, [key])) == [], form
    finally:
        os.environ.pop(KEY_VARIABLE, None)
        forget_secrets()


@pytest.mark.parametrize(
    ("escaped", "plain"),
    [
        ("%2F%2f%41%c3%A9%C3%a9", "//Aéé"),  # either hex case, in one string; UTF-8 whole
        ("%252F%2541%25C3%25A9", "/Aé"),  # encoded twice
        ("\\u004b\\u004Bq\\/\\\\u00e9\\ud83d\\ude00", "KKq/\\u00e9\U0001f600"),  # JSON, some of it
        ("&#75;&#x4b;&#X4B;&amp;&sol;&plus;&equals;", "KKK&/+="),  # HTML references
        ("%zz %4 \\x41 &foo; &#xFFFFFFF; %C3 100%", "%zz %4 \\x41 &foo; &#xFFFFFFF; %C3 100%"),
        ("\\\\u0041 &#x26;amp; %25zz", "\\u0041 &amp; %zz"),  # an escaped introducer: once
    ],
)
def test_one_pass_undoes_each_escape_on_its_own(escaped, plain):
    assert _View(escaped).text == plain


@pytest.mark.parametrize(
    ("escaped", "plain"),
    [
        ('{"q": "K\\\\u0071\\\\/ \\\\"x\\\\""}', '{"q": "Kq/ "x""}'),  # JSON inside JSON
        ("%25252541 &#x26;amp; \\u0025\\u00326", "A & &"),  # encoded four times; mixed
        ("\\\\\\\\u0041", "\\u0041"),  # three deep: one level is left
    ],
)
def test_the_view_is_decoded_twice(escaped, plain):
    assert decoded_view(escaped) == plain


def test_a_secret_found_in_the_view_masks_only_the_escapes_it_came_from():
    key = "Kq9-live+key/42==Zj"
    text = 'before %41 {"k": "Kq9-live\\u002Bkey%2f42&#61;=Zj"} \\u0041 after'
    assert mask_secrets(text, [key]) == f'before %41 {{"k": "{REDACTED}"}} \\u0041 after'
    # A secret that holds an escape-like run is found as written and decoded alike.
    odd = "ab%41cd\\nef&amp;gh"
    for written in (odd, quote(odd, safe=""), json.dumps(odd)[1:-1], quote(quote(odd))):
        assert mask_secrets(f"<{written}>", [odd]) == f"<{REDACTED}>", written


def test_a_base_url_password_is_masked_however_it_is_escaped():
    password = "pa/ss+w=rd-0123"
    url = f"https://alice:{quote(password, safe='')}@proxy.example/v1"
    remember_secret(*url_credentials(url))
    try:
        for form in partly_escaped_forms(password):
            out = redact({"echo": f"x {form} y"})
            assert recoverable(password, json.dumps(out)) == [], form
    finally:
        forget_secrets()


def test_the_oracle_sees_every_form_it_plants():
    key = "Kq9-live+key/42==Zj"
    noise = b"\x00\xff\x10"
    for form in inserted_forms(key, noise):
        assert recoverable(key, f"xx {form} yy"), form


def test_a_short_value_is_masked_where_given_but_not_remembered_and_says_so():
    with pytest.warns(ShortSecretWarning, match="of 5, 5 characters") as caught:
        remember_secret("short", "Zq9x7")
    assert "Zq9x7" not in str(caught[0].message)  # the warning never quotes a value
    assert "short" not in known_secrets() and "Zq9x7" not in known_secrets()
    assert redact_secrets("a short key", ["short"]) == f"a {REDACTED} key"
    assert all(len(form) >= 5 for form in secret_forms("short"))


def test_a_live_client_given_a_short_key_or_password_warns_without_quoting_it():
    from forecasting_agents.providers._clients import OpenAIClient

    with pytest.warns(ShortSecretWarning, match="of 7 characters") as caught:
        OpenAIClient("m", api_key="x7Q2kP9", base_url="http://models.example:9/v1")
    with pytest.warns(ShortSecretWarning, match="of 4 characters"):
        OpenAIClient("m", api_key="a-long-enough-key", base_url="http://user:pass@10.0.0.7:9/v1")
    with pytest.warns(ShortSecretWarning, match="of 5 characters"):
        TavilySearchClient(api_key="tvly1", base_url="https://search.example")
    assert "x7Q2kP9" not in str(caught[0].message)
    forget_secrets()


@pytest.mark.parametrize(
    "base_url",
    ["http://127.0.0.1:8077/v1", "http://localhost:8077/v1", "http://[::1]:8077/v1",
     "http://127.3.2.1/v1", "http://api.localhost./v1", "http://user:pass@127.0.0.1:9/v1"],
)  # fmt: skip
def test_a_short_key_for_a_server_on_this_machine_is_not_warned_about(base_url, monkeypatch):
    """``OPENAI_API_KEY=local`` for a local server, which the README calls optional."""
    from forecasting_agents.providers._clients import OpenAIClient

    monkeypatch.setenv("OPENAI_API_KEY", "local")
    monkeypatch.setenv("OPENAI_BASE_URL", base_url)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ShortSecretWarning)
        client = OpenAIClient("m")
        TavilySearchClient(api_key="local", base_url=base_url)
    assert redact_secrets("the key is local", client._secrets) == f"the key is {REDACTED}"


@pytest.mark.parametrize(
    "url",
    ["http://127.0.0.1.evil.example/", "http://10.0.0.1/", "http://[::2]/", "http://[bad/",
     "http://localhost.example/", "not a url"],
)  # fmt: skip
def test_only_a_loopback_address_counts_as_this_machine(url):
    from forecasting_agents.core._secrets import is_loopback_url

    assert not is_loopback_url(url)


def test_url_credentials_are_what_a_basic_header_carries():
    assert url_credentials("http://alice:pa%40ss-word@h:1/v1") == (
        "pa@ss-word",
        "alice:pa@ss-word",
        base64.b64encode(b"alice:pa@ss-word").decode(),
    )
    assert url_credentials("https://tok3n-as-user@h/") == (
        "tok3n-as-user",
        "tok3n-as-user:",
        base64.b64encode(b"tok3n-as-user:").decode(),
    )
    assert url_credentials("https://h/") == ()


# --------------------------------------------------------------------------- search queries


def _packed(forms: list[str], limit: int) -> list[str]:
    """The forms joined by spaces into as few queries of at most ``limit`` characters as fit."""
    queries = [""]
    for form in forms:
        if len(queries[-1]) + len(form) + 1 > limit:
            queries.append("")
        queries[-1] = f"{queries[-1]} {form}".strip()
    return queries


def test_a_query_carrying_a_key_leaves_the_process_redacted(fake_server):
    """A model tricked into searching for a key it saw: no form of it reaches the server."""
    tavily_key = "tvly-" + secrets.token_hex(16)
    model_key = "Kq9" + secrets.token_urlsafe(18) + "Zj"  # another client's, remembered
    remember_secret(model_key)
    client = TavilySearchClient(
        api_key=tavily_key, base_url=fake_server.url, retry=RetryPolicy(max_retries=0)
    )
    executor = ToolExecutor(client)
    planted = {key: inserted_forms(key, b"\x01\x02\x03") for key in (tavily_key, model_key)}
    queries = _packed([form for forms in planted.values() for form in forms], limit=400)
    fake_server.queue(*[Reply(200, {"results": []}) for _ in range(2 * len(queries))])
    for query in queries:
        executor.execute_search(query)
        client.search(query)  # the client masks on its own, for a caller without an executor
    assert all(entry.status == "success" for entry in executor.execution_log)
    sent = [request.json()["query"] for request in fake_server.requests]
    logged = [entry.args["query"] for entry in executor.execution_log]
    for key in planted:
        for text in (*sent, *logged):
            assert recoverable(key, text) == [], text
    assert len(sent) == 2 * len(queries)


# --------------------------------------------------------------------------- text entering


def _all_forms(*keys: str) -> list[str]:
    return [form for key in keys for form in inserted_forms(key, b"\x01\x02\x03")]


def test_search_results_that_quote_a_key_enter_the_process_masked(fake_server):
    """A search server that echoes its own key (and another vendor's) in its results: the
    results a caller holds, prints or sends to a model hold no form of either."""
    tavily_key = "tvly-" + secrets.token_hex(16)
    model_key = "Kq9" + secrets.token_urlsafe(18) + "Zj"
    remember_secret(model_key)  # the language model's client was built first
    forms = _all_forms(tavily_key, model_key)
    results = [
        {"title": f"t {form}", "url": f"https://e.org/?q={form}", "content": f"c {form} c"}
        for form in forms
    ]
    fake_server.queue(Reply(200, {"results": results, f"echo {tavily_key}": forms}))
    client = TavilySearchClient(
        api_key=tavily_key, base_url=fake_server.url, retry=RetryPolicy(max_retries=0)
    )
    found = client.search("anything", max_results=10)
    assert found, "the results came back"
    shown = json.dumps([r.to_dict() for r in found], ensure_ascii=False)
    for key in (tavily_key, model_key):
        assert recoverable(key, shown) == []


def test_a_model_reply_or_error_that_quotes_a_key_enters_the_process_masked(fake_server):
    """An OpenAI-compatible server that quotes the search key (and its own) in a reply, and
    then in an error body: neither reaches the reply text or the error's message."""
    from forecasting_agents.core._schemas import ChatMessage
    from forecasting_agents.http import ProviderHTTPError
    from forecasting_agents.providers._clients import OpenAIClient

    tavily_key = "tvly-" + secrets.token_hex(16)
    model_key = "Kq9" + secrets.token_urlsafe(18) + "Zj"
    remember_secret(tavily_key)  # the search client was built first
    text = " | ".join(_all_forms(tavily_key, model_key))
    fake_server.queue(
        Reply(200, {"model": "m", "choices": [{"message": {"content": text}}]}),
        Reply(400, {"error": {"message": text[:4000]}}),
    )
    client = OpenAIClient(
        "m", api_key=model_key, base_url=fake_server.url, retry=RetryPolicy(max_retries=0)
    )
    question = [ChatMessage(role="user", content="hi")]
    reply = client.complete(question)
    with pytest.raises(ProviderHTTPError) as raised:
        client.complete(question)
    for key in (tavily_key, model_key):
        assert recoverable(key, reply) == []
        assert recoverable(key, str(raised.value)) == []
    assert REDACTED in reply


def test_a_reply_nested_past_the_recursion_limit_is_masked_without_recursing():
    from forecasting_agents.http import mask_reply

    key = "Kq9" + secrets.token_urlsafe(18) + "Zj"
    body: Any = [key]
    for _ in range(5_000):
        body = [body, {key: key}]
    node = mask_reply(body, [key])
    for _ in range(5_000):
        assert node[1] == {REDACTED: REDACTED}
        node = node[0]
    assert node == [REDACTED]

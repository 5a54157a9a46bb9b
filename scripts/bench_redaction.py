"""Benchmark redaction on adversarial text: every kind must take time linear in its length.

Redaction runs on every text a run keeps, web pages included, so a page built to make a secret
pattern backtrack would stall every question that reads it. The script times
:func:`forecasting_agents.record.redact` on SIZE bytes (default 1 MB) of each kind below, once
with no secret configured and once with a key in the environment (so the forms of a configured
secret are searched for too), prints seconds (the best of REPEATS runs, so a burst from another
process does not count) and MB/s per kind, and exits 1 if any kind takes longer than LIMIT
seconds.

    .venv/bin/python scripts/bench_redaction.py [--bytes 1000000] [--limit 0.5] [--repeats 3]

Not a test: it measures this machine's wall clock. The test suite checks the same property
structurally (tests/test_redaction.py: no pattern can backtrack over its input).
"""

from __future__ import annotations

import argparse
import os
import random
import string
import sys
import time
from collections.abc import Callable

from forecasting_agents.record import redact

DEFAULT_BYTES = 1_000_000
LIMIT_SECONDS = 0.5
REPEATS = 3
SECRET = "bench-" + "Zq7" * 10  # the key placed in the environment for the second pass
SECRET_VARIABLE = "OPENAI_API_KEY"
WORDS = ("alpha", "beta", "gamma", "delta", "river", "stone", "x", "q1")
KEY_WORDS = ("api", "key", "token", "secret", "password", "sk", "tvly", "AIza", "Bearer", "x")


def _cycle(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def _joined(separator: str, size: int, words: tuple[str, ...] = WORDS) -> str:
    rng = random.Random(7)
    parts: list[str] = []
    total = 0
    while total < size:
        parts.append(rng.choice(words))
        total += len(parts[-1]) + 1
    return separator.join(parts)[:size]


def _random_base64(size: int) -> str:
    rng = random.Random(11)
    alphabet = string.ascii_letters + string.digits + "+/"
    return "".join(rng.choice(alphabet) for _ in range(size))


def _escaped(secret: str) -> str:
    """``secret`` with its characters escaped in turn by percent (both cases), JSON and HTML."""
    ways = (lambda c: f"%{ord(c):02x}", lambda c: f"\\u{ord(c):04X}", lambda c: f"&#{ord(c)};", str)
    return "".join(ways[i % len(ways)](c) for i, c in enumerate(secret))


def _prose(size: int) -> str:
    sentence = (
        "The bearer of this note expects a token gesture; the key question is whether the "
        "central bank holds rates at its December meeting (see https://example.org/a?id=12). "
    )
    return _cycle(sentence, size)


KINDS: dict[str, Callable[[int], str]] = {
    "a_ runs": lambda n: _cycle("a_", n),
    "hyphens": lambda n: _cycle("-", n),
    "underscores": lambda n: _cycle("_", n),
    "hyphen-joined words": lambda n: _joined("-", n),
    "underscore-joined words": lambda n: _joined("_", n),
    "words and key names, joined": lambda n: _joined("_", n, KEY_WORDS),
    "one long token": lambda n: _cycle("x", n),
    "sk- runs": lambda n: _cycle("sk-", n),
    "key= runs": lambda n: _cycle("api_key=", n),
    "= runs": lambda n: _cycle("=", n),
    "y= runs": lambda n: _cycle("y=", n),
    " b runs": lambda n: _cycle(" b", n),
    "Bearer and spaces": lambda n: _cycle("Bearer " + " " * 40, n),
    "userinfo runs": lambda n: _cycle("://a:b", n),
    "short keys with prefixes": lambda n: _cycle("sk-abc tvly-abc AIzaabc key=abc ", n),
    "every slow path at once": lambda n: _cycle("y= b://x key= Bearer  sk-a_", n),
    "random base64": _random_base64,
    "prose": _prose,
    # The decoded view: text dense with escapes, and with the escaped key itself, so that the
    # view is built, searched and, for the last kind, mapped back at every occurrence.
    "percent escapes": lambda n: _cycle("%41%2f%C3%A9%2541", n),
    "JSON escapes": lambda n: _cycle("\\u0041\\/\\ud83d\\ude00\\\\", n),
    "HTML references": lambda n: _cycle("&#65;&#x2F;&amp;&sol;", n),
    "% & and \\ alone": lambda n: _cycle("%&\\ %2 &# \\u00", n),
    "the key, escaped, repeated": lambda n: _cycle(_escaped(SECRET) + " ", n),
}


def time_kind(text: str, repeats: int = REPEATS) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        redact(text)
        best = min(best, time.perf_counter() - start)
    return best


def run(size: int, limit: float, repeats: int) -> int:
    worst = 0.0
    for label, env in (("no secret configured", None), ("a key configured", SECRET)):
        if env is None:
            os.environ.pop(SECRET_VARIABLE, None)
        else:
            os.environ[SECRET_VARIABLE] = env
        print(f"\n{label}: {size:,} characters per kind")
        for name, build in KINDS.items():
            seconds = time_kind(build(size), repeats)
            worst = max(worst, seconds)
            print(f"  {name:26s} {seconds:7.3f} s  {size / seconds / 1e6:8.1f} MB/s")
    verdict = "ok" if worst <= limit else "TOO SLOW"
    print(f"\nslowest: {worst:.3f} s (limit {limit:g} s): {verdict}")
    return 0 if worst <= limit else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bytes", type=int, default=DEFAULT_BYTES, help="characters per kind")
    parser.add_argument("--limit", type=float, default=LIMIT_SECONDS, help="seconds per kind")
    parser.add_argument("--repeats", type=int, default=REPEATS, help="runs per kind (best kept)")
    args = parser.parse_args(argv)
    return run(args.bytes, args.limit, args.repeats)


if __name__ == "__main__":
    sys.exit(main())

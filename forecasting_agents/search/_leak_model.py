"""A learned second reading of the dates the ``prospective`` rules keep.

The rules of :mod:`forecasting_agents.search._prospective` keep a post-cutoff date only on
positive evidence that it is still to come. Measured on text nobody tuned them on, they still
keep about one outcome report in twenty-five, each in its own words ("heartbreak again",
"Post-match thread", "Following the Court's opinion of <date>, the Government will ...").
Policy ``prospective-learned`` reads every date the rules keep once more, with a logistic
regression trained on the development half of the labelled leak set
(``scripts/train_leak_model.py``), and removes the date when its score reaches the model's
threshold. It only ever removes: a date the rules judge a leak stays one.

Conventions
-----------
- The features of a date are words, each a string with a prefix saying where it was: the
  words of the title's first :data:`TITLE_CHARS` characters (``T:``), the rule and verdict
  that kept it (``R:``), whether it was in the title or snippet (``W:``), the cue the rule
  named (``CUE:``), up to :data:`WINDOW` words on each side of the date (``L:``, ``Rt:``) and
  the pairs of neighbouring words there (``C2:``, the date itself written ``<D>``). Reading
  them costs a bounded time per date, whatever the length of the page.
- The weights are data (``leak_model.json`` beside this module), written by the training
  script with the digest of the documents it was trained on; a test fails when that digest is
  not the development split's, so the file cannot drift from the set it claims to fit.
- The file is read once, checked (shape, types, finite numbers, size) and refused with a
  :class:`LeakModelError` naming what is wrong and how to rebuild it.
- A removal is recorded as a decision with rule ``learned-report`` whose cue gives the score,
  the threshold and the words that weighed most towards "leak", so an audit sees why.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from pathlib import Path
from typing import Any, Protocol

__all__ = [
    "LEARNED_RULE",
    "MAX_MODEL_BYTES",
    "MODEL_FILE",
    "REREAD_RULES",
    "TITLE_CHARS",
    "WINDOW",
    "JudgedDate",
    "LeakModel",
    "LeakModelError",
    "decision_features",
    "load_leak_model",
    "parse_leak_model",
]

MODEL_FILE = Path(__file__).with_name("leak_model.json")
"""The trained weights ``prospective-learned`` reads (see ``scripts/train_leak_model.py``)."""

LEARNED_RULE = "learned-report"
"""The rule a date removed by the learned reading is recorded under."""

REREAD_RULES = frozenset({"future-form", "timetable"})
"""The rules whose keeps the model reads again. A date kept as a condition, a deadline, a
question, resolution criteria or the current period is not: when this was decided, the model's
cross-validated removals of those dates on ``dev`` were honest 41 times in 44."""

WINDOW = 12
"""Words read on each side of a date, as many as the rules' own window."""

TITLE_CHARS = 300
"""Characters of a title read: headlines are shorter, and a longer title cannot make each of a
page's dates cost more."""

MAX_MODEL_BYTES = 4_000_000
"""A larger weights file is refused unread: the one the script writes is far smaller."""

TOP_WORDS = 3
"""Features named in a removal's cue: the ones that weighed most towards a leak."""

_WORD = re.compile(r"[^\W\d_]+|\d+|[^\w\s]")
# One alternative per class of character run: no quantifier nests another, so any text is cut
# in linear time.


class LeakModelError(ValueError):
    """The weights file is missing or malformed; the message names what and how to rebuild."""


def _words(text: str) -> list[str]:
    return [word.lower() for word in _WORD.findall(text)]


class JudgedDate(Protocol):
    """What the features of a date are read from: a :class:`~._leaks.LeakDecision`."""

    @property
    def expression(self) -> str: ...
    @property
    def where(self) -> str: ...
    @property
    def context(self) -> str: ...
    @property
    def cue(self) -> str | None: ...
    @property
    def rule(self) -> str: ...
    @property
    def verdict(self) -> str: ...


def decision_features(title: str, decision: JudgedDate) -> list[str]:
    """The features of one judged date in a result titled ``title`` (see the module's
    conventions), without repeats, in the order they are first met."""
    features = [f"T:{word}" for word in _words(title[:TITLE_CHARS])]
    features += [f"R:{decision.rule}:{decision.verdict}", f"W:{decision.where}"]
    context, expression, cue = decision.context, decision.expression, decision.cue
    at = context.find(expression)
    before, after = (context[:at], context[at + len(expression) :]) if at >= 0 else (context, "")
    left, right = _words(before)[-WINDOW:], _words(after)[:WINDOW]
    features += [f"L:{word}" for word in left] + [f"Rt:{word}" for word in right]
    around = [*left, "<D>", *right]
    features += [f"C2:{a}_{b}" for a, b in pairwise(around)]
    if cue:
        features.append(f"CUE:{cue.lower()[:30]}")
    return list(dict.fromkeys(features))


@dataclass(frozen=True)
class LeakModel:
    """A logistic regression over :func:`decision_features`: ``weights`` per feature, ``bias``,
    the ``threshold`` a date's score must reach to be removed, and ``trained_on`` (the digest of
    the documents it was fitted to, and how; see ``scripts/train_leak_model.py``). ``digest``
    is the first twelve hex digits of the file's sha256, named in every removal, so a record
    says which weights decided."""

    weights: Mapping[str, float]
    bias: float
    threshold: float
    trained_on: Mapping[str, Any]
    digest: str = ""

    def score(self, features: Sequence[str]) -> float:
        """The probability, by the model, that the date these features describe is reported."""
        logit = self.bias + sum(self.weights.get(feature, 0.0) for feature in features)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))

    def leaning(self, features: Sequence[str]) -> list[str]:
        """The features that weighed most towards a leak, heaviest first (at most TOP_WORDS)."""
        weighed = [(self.weights.get(f, 0.0), f) for f in features]
        return [f for w, f in sorted(weighed, key=lambda p: (-p[0], p[1])) if w > 0][:TOP_WORDS]


_FIX = (
    "reinstall the package, or in a checkout rebuild it with `python scripts/train_leak_model.py`"
)


def _finite(value: object, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise LeakModelError(f"{where} must be a finite number, got {value!r}; {_FIX}")
    return float(value)


def parse_leak_model(data: object, source: str, digest: str = "") -> LeakModel:
    """A :class:`LeakModel` from the JSON value of a weights file; LeakModelError naming the
    field otherwise."""
    if not isinstance(data, dict) or not isinstance(data.get("weights"), dict):
        raise LeakModelError(f"{source}: expected an object with 'weights'; {_FIX}")
    weights = {}
    for feature, weight in data["weights"].items():
        weights[feature] = _finite(weight, f"{source}: weight of {feature!r}")
    threshold = _finite(data.get("threshold"), f"{source}: 'threshold'")
    if not 0.0 < threshold < 1.0:
        raise LeakModelError(
            f"{source}: 'threshold' must be between 0 and 1, got {threshold}; {_FIX}"
        )
    trained_on = data.get("trained_on")
    if not isinstance(trained_on, dict):
        raise LeakModelError(f"{source}: 'trained_on' must be an object; {_FIX}")
    bias = _finite(data.get("bias"), f"{source}: 'bias'")
    return LeakModel(weights, bias, threshold, trained_on, digest)


@cache
def load_leak_model(path: Path = MODEL_FILE) -> LeakModel:
    """The weights at ``path``, read and checked once per process."""
    try:
        size = path.stat().st_size
    except OSError as error:
        raise LeakModelError(f"{path}: cannot read the leak model ({error}); {_FIX}") from None
    if size > MAX_MODEL_BYTES:
        raise LeakModelError(f"{path}: {size} bytes, over the {MAX_MODEL_BYTES} allowed; {_FIX}")
    try:
        raw = path.read_bytes()
        data = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LeakModelError(f"{path}: not a JSON weights file ({error}); {_FIX}") from None
    return parse_leak_model(data, str(path), hashlib.sha256(raw).hexdigest()[:12])

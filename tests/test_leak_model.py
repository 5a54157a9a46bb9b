"""The learned second reading of policy ``prospective-learned`` (``search/_leak_model.py``).

- Structure: the committed weights are what ``scripts/train_leak_model.py`` fits to the leak
  set's ``dev`` split as it is now (its digest, and a retraining), and they ship in the package.
- Behaviour, with a model written here so no figure of the trained one is assumed: it only
  removes (every date the rules remove stays removed), it rereads only the rules' weaker keeps,
  and a removal names its score, threshold, leaning words and the rule that had kept it.
- Security: a weights file is untrusted (missing, oversized, not JSON, NaN, wrong types: each
  refused by name, with the command that rebuilds it); features cost bounded time per date.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
import time
from pathlib import Path

import pytest
from support import REPO

from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search import _leaks
from forecasting_agents.search._leak_model import (
    LEARNED_RULE,
    MAX_MODEL_BYTES,
    MODEL_FILE,
    REREAD_RULES,
    TITLE_CHARS,
    LeakModel,
    LeakModelError,
    decision_features,
    load_leak_model,
    parse_leak_model,
)
from forecasting_agents.search._leaks import LEAK_RULES, LeakDecision, judge_leak

sys.path.insert(0, str(REPO / "scripts"))
import train_leak_model as training

CUTOFF = "2025-01-15"


def judged(snippet: str, policy: str = "prospective-learned", title: str = "A page"):
    result = SearchResult(title=title, url="https://example.com/p", snippet=snippet)
    return judge_leak(result, CUTOFF, policy=policy)


@pytest.fixture
def model(monkeypatch) -> LeakModel:
    """A model that leans hard on one word after a date ("sting"), installed as the policy's."""
    made = LeakModel({"Rt:sting": 8.0}, -4.0, 0.5, {"split": "here"}, digest="0123456789ab")
    monkeypatch.setattr(_leaks, "load_leak_model", lambda: made)
    return made


# --------------------------------------------------------------------------- structure


def test_the_committed_weights_were_fitted_to_the_dev_split_as_it_is_now():
    trained_on = load_leak_model().trained_on
    dev = training.load_leak_set(split="dev")
    assert trained_on["split"] == "dev" and trained_on["documents"] == len(dev)
    assert trained_on["documents_sha256"] == training.digest(dev), (
        "the leak set's dev split changed since the weights were fitted: run "
        "`python scripts/train_leak_model.py` and commit leak_model.json"
    )


def test_training_reads_only_dev_and_gives_the_committed_weights_again(monkeypatch):
    committed = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    splits = []
    reading = training.load_leak_set

    def recorded(*args, split="test", **kwargs):
        splits.append(split)
        return reading(*args, split=split, **kwargs)

    monkeypatch.setattr(training, "load_leak_set", recorded)
    again = training.train()
    assert splits == ["dev"], f"training read the {splits} splits; it may read only dev"
    assert again["threshold"] == committed["threshold"]
    assert again["trained_on"] == committed["trained_on"]
    assert abs(again["bias"] - committed["bias"]) < 1e-3
    # Floating sums may differ in the last place between machines: compare within rounding.
    features = set(again["weights"]) | set(committed["weights"])
    drift = max(
        abs(again["weights"].get(f, 0.0) - committed["weights"].get(f, 0.0)) for f in features
    )
    assert drift < 1e-3, f"retraining moved a weight by {drift}; rerun the training script"


def test_the_threshold_is_the_cross_validated_one_and_the_rule_is_listed():
    model = load_leak_model()
    assert model.threshold == model.trained_on["cross_validated"]["threshold"]
    assert model.trained_on["cross_validated"]["precision"] >= training.CV_PRECISION
    assert LEARNED_RULE in LEAK_RULES and set(LEAK_RULES) >= REREAD_RULES


# --------------------------------------------------------------------------- behaviour

SENTENCES = [
    "The Fed cut rates on January 29, 2025.",
    "The Fed will meet on January 29, 2025, and may cut.",
    "January 29, 2025 will sting for a long time.",
    "Will the Fed cut before January 29, 2025?",
    "If the vote is held by January 29, 2025, the market resolves Yes.",
    "Quarter-finals January 20. Final January 29, 2025.",
    "Published January 20, 2025: the rate stands at 4.5%.",
]


@pytest.mark.parametrize("snippet", SENTENCES)
def test_the_second_reading_only_removes(snippet):
    rules, learned = judged(snippet, "prospective"), judged(snippet)
    assert learned.policy == "prospective-learned" and len(learned.decisions) == len(
        rules.decisions
    )
    for before, after in zip(rules.decisions, learned.decisions, strict=True):
        if before.verdict == "leak" or after.rule != LEARNED_RULE:
            assert after == before
    assert learned.leak >= rules.leak


def test_a_kept_date_the_model_reads_as_reported_is_removed_with_its_reasons(model):
    (rules,) = judged("July 15, 2025 will sting for a long time.", "prospective").decisions
    assert (rules.rule, rules.verdict) == ("future-form", "keep")
    verdict = judged("July 15, 2025 will sting for a long time.")
    (only,) = verdict.decisions
    assert verdict.leak and (only.rule, only.verdict) == (LEARNED_RULE, "leak")
    assert only.expression == rules.expression and only.context == rules.context
    assert only.cue == (
        "score 0.98 >= 0.50, model 0123456789ab (Rt:sting; rules kept it: future-form)"
    )


def test_a_date_below_the_threshold_keeps_the_rules_decision(model):
    rules = judged("July 15, 2025 will be a long day.", "prospective")
    assert judged("July 15, 2025 will be a long day.").decisions == rules.decisions


def test_a_condition_deadline_or_question_is_not_read_again(model):
    for snippet in (
        "If it has not happened by July 15, 2025, will it sting?",
        "Will the deal close before July 15, 2025? It would sting.",
    ):
        rules = judged(snippet, "prospective")
        assert all(d.rule not in REREAD_RULES for d in rules.decisions)
        assert judged(snippet).decisions == rules.decisions


def test_the_score_is_a_probability_for_any_weight():
    huge = LeakModel({"a": 1e300, "b": -1e300}, 0.0, 0.5, {})
    assert huge.score(["a"]) == pytest.approx(1.0) and huge.score(["b"]) == pytest.approx(0.0)
    assert huge.score([]) == 0.5 and huge.leaning(["b"]) == []


# --------------------------------------------------------------------------- security

VALID = {"weights": {"L:won": 1.5}, "bias": -1.0, "threshold": 0.2, "trained_on": {}}


@pytest.mark.parametrize(
    ("change", "named"),
    [
        ({"weights": None}, "'weights'"),
        ({"weights": {"L:won": math.nan}}, "weight of 'L:won'"),
        ({"weights": {"L:won": True}}, "weight of 'L:won'"),
        ({"weights": {"L:won": "1.5"}}, "weight of 'L:won'"),
        ({"threshold": 1.5}, "'threshold' must be between 0 and 1"),
        ({"threshold": None}, "'threshold'"),
        ({"bias": math.inf}, "'bias'"),
        ({"trained_on": []}, "'trained_on'"),
    ],
)
def test_a_malformed_model_is_refused_by_field(change, named):
    with pytest.raises(LeakModelError, match="rebuild it with") as raised:
        parse_leak_model({**VALID, **change}, "m.json")
    assert named in str(raised.value) and str(raised.value).startswith("m.json: ")


def test_a_model_file_that_is_missing_oversized_or_not_json_is_refused(tmp_path: Path):
    missing = tmp_path / "none.json"
    with pytest.raises(LeakModelError, match="cannot read the leak model"):
        load_leak_model(missing)
    broken = tmp_path / "broken.json"
    broken.write_text('{"weights": {', encoding="utf-8")
    with pytest.raises(LeakModelError, match="not a JSON weights file"):
        load_leak_model(broken)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_MODEL_BYTES + 1))
    with pytest.raises(LeakModelError, match="over the"):
        load_leak_model(big)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(VALID), encoding="utf-8")
    loaded = load_leak_model(good)
    assert loaded.weights == {"L:won": 1.5}
    assert loaded.digest == hashlib.sha256(good.read_bytes()).hexdigest()[:12]


def test_features_cost_bounded_time_whatever_the_title_and_context():
    decision = LeakDecision("July 15, 2025", "snippet", "x " * 120, "will", "future-form", "keep")
    start = time.perf_counter()
    features = decision_features("headline " * 200_000, decision)
    assert time.perf_counter() - start < 0.5
    assert len([f for f in features if f.startswith("T:")]) <= TITLE_CHARS
    assert len(features) < TITLE_CHARS + 100


def test_a_page_of_many_dates_is_read_again_in_bounded_time():
    snippet = "It will happen on July 15, 2025, they say. " * 2_000
    start = time.perf_counter()
    verdict = judged(snippet, title="Word " * 50_000)
    assert time.perf_counter() - start < 20 and len(verdict.decisions) == 2_000

"""Train the learned second reading of ``prospective-learned`` on the leak set's ``dev`` split.

Every date the ``prospective`` rules judge in a ``dev`` document becomes one example, labelled
with its document's label, except the dates the rules kept in a leak they flagged anyway (which
of those dates was the report, the label does not say). The features are
:func:`forecasting_agents.search._leak_model.decision_features`; the model is a logistic
regression with an L2 penalty (:data:`PENALTY`), fitted by full-batch gradient descent with
Nesterov momentum for a fixed number of steps, so the same documents give the same weights.

The threshold is chosen on ``dev`` alone, by cross-validation over writers: the documents are
cut into :data:`FOLDS` folds by their part (the prefix of their id: one writer, one brief), a
model is fitted on the other folds and scores the held-out one, and the threshold is the lowest
of :data:`THRESHOLDS` at which the rules plus the held-out scores reach a precision of
:data:`CV_PRECISION` on whole documents. The ``test`` split is never read.

The file written (atomically) holds the weights, the bias, the threshold, the cross-validated
figures and the digest of the training documents; tests/test_leak_model.py fails when that
digest is not the current ``dev`` split's.

Usage: python scripts/train_leak_model.py [--out PATH] [--check]
  --check  train, and exit 1 if PATH's weights are not what training gives (nothing written)
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure_leak_check import SetCase, load_leak_set, verdict

from forecasting_agents.core import canonical_json, write_atomic
from forecasting_agents.search._leak_model import (
    MODEL_FILE,
    REREAD_RULES,
    LeakModel,
    decision_features,
    parse_leak_model,
)
from forecasting_agents.search._leaks import LeakVerdict

PENALTY = 1.0
"""The L2 penalty on the weights (the inverse of scikit-learn's ``C``), against the summed loss."""
STEPS = 1500
"""Gradient steps. Not run to the optimum (3,000 steps move the largest weight by about 0.1):
stopping early shrinks the weights as the penalty does, and the threshold is cross-validated for
exactly this procedure, so the weights are what these steps give, the same on every run."""
MIN_COUNT = 2
"""A feature met in fewer training examples gets no weight."""
DIGITS = 4
"""Weights are rounded to this many decimals, and weights that round to zero are dropped."""
FOLDS = 8
THRESHOLDS = tuple(round(0.05 + 0.01 * i, 2) for i in range(46))
CV_PRECISION = 0.915
"""Precision the cross-validated threshold must reach on dev: the target's 0.90 and a margin."""

Example = tuple[list[str], bool]
Judged = tuple[SetCase, LeakVerdict]


def part_of(case: SetCase) -> str:
    """The part (one writer, one brief) a document belongs to: its id's first piece."""
    return case.document.doc_id.split("-", 1)[0]


def judged(cases: Sequence[SetCase]) -> list[Judged]:
    """Each case with its ``prospective`` verdict."""
    return [(case, verdict(case.case, "prospective")) for case in cases]


def examples(judged_cases: Sequence[Judged]) -> list[Example]:
    """The training examples of the judged cases (see the module docstring)."""
    out = []
    for case, decided in judged_cases:
        for decision in decided.decisions:
            if case.leak and decided.leak and decision.verdict == "keep":
                continue
            out.append((decision_features(decided.title or "", decision), case.leak))
    return out


def fit(train: Sequence[Example]) -> tuple[dict[str, float], float]:
    """Weights and bias of an L2 logistic regression on ``train`` (deterministic)."""
    counts: dict[str, int] = {}
    for features, _ in train:
        for feature in features:
            counts[feature] = counts.get(feature, 0) + 1
    vocabulary = sorted(f for f, n in counts.items() if n >= MIN_COUNT)
    column = {f: i for i, f in enumerate(vocabulary)}
    rows = [[column[f] for f in features if f in column] for features, _ in train]
    labels = np.array([leak for _, leak in train], dtype=np.float64)
    weights, bias = _descend(rows, labels, len(vocabulary))
    kept = {f: round(float(w), DIGITS) for f, w in zip(vocabulary, weights, strict=True)}
    return {f: w for f, w in kept.items() if w != 0.0}, round(bias, DIGITS)


def _descend(rows: list[list[int]], labels: np.ndarray, size: int) -> tuple[np.ndarray, float]:
    """:data:`STEPS` of Nesterov gradient descent on the penalized mean log loss, each row the
    columns of its example's features (a row of ones in a sparse matrix)."""
    lengths = np.array([len(r) for r in rows])
    index = np.array([i for r in rows for i in r], dtype=np.int64)
    nonempty = lengths > 0
    starts = np.concatenate(([0], np.cumsum(lengths)[:-1]))[nonempty]
    n = len(rows)
    step = 1.0 / (0.25 * max(1, int(lengths.max())) + PENALTY / n)
    weights, bias = np.zeros(size), 0.0
    previous, previous_bias = weights.copy(), bias
    for k in range(1, STEPS + 1):
        momentum = (k - 1) / (k + 2)
        ahead = weights + momentum * (weights - previous)
        ahead_bias = bias + momentum * (bias - previous_bias)
        sums = np.zeros(n)
        sums[nonempty] = np.add.reduceat(ahead[index], starts)
        error = 1.0 / (1.0 + np.exp(-(sums + ahead_bias))) - labels
        gradient = np.bincount(index, weights=np.repeat(error, lengths), minlength=size) / n
        gradient += PENALTY * ahead / n
        previous, previous_bias = weights, bias
        weights = ahead - step * gradient
        bias = ahead_bias - step * float(error.mean())
    return weights, bias


def held_out_scores(judged_cases: Sequence[Judged]) -> list[float]:
    """Per case, the highest score a model fitted without its fold gives a date the rules kept
    (0 when they kept none): the cross-validated second reading."""
    parts = sorted({part_of(case) for case, _ in judged_cases})
    fold_of = {p: i % FOLDS for i, p in enumerate(parts)}
    best = [0.0] * len(judged_cases)
    for fold in range(FOLDS):
        train = [jc for jc in judged_cases if fold_of[part_of(jc[0])] != fold]
        model = LeakModel(*fit(examples(train)), threshold=0.5, trained_on={})
        for i, (case, decided) in enumerate(judged_cases):
            if fold_of[part_of(case)] != fold:
                continue
            title = decided.title or ""
            kept = [d for d in decided.decisions if d.verdict == "keep" and d.rule in REREAD_RULES]
            scores = [model.score(decision_features(title, d)) for d in kept]
            best[i] = max(scores, default=0.0)
    return best


def figures(
    judged_cases: Sequence[Judged], best: Sequence[float], threshold: float
) -> dict[str, float | int]:
    """Precision and recall on documents of the rules plus a second reading at ``threshold``."""
    tp = fp = fn = 0
    for (case, decided), top in zip(judged_cases, best, strict=True):
        flagged = decided.leak or top >= threshold
        tp += flagged and case.leak
        fp += flagged and not case.leak
        fn += case.leak and not flagged
    return {
        "threshold": threshold,
        "precision": round(tp / max(1, tp + fp), 4),
        "recall": round(tp / max(1, tp + fn), 4),
        "removed_keeps": fp,
        "kept_leaks": fn,
    }


def digest(cases: Sequence[SetCase]) -> str:
    """sha256 of the training documents: ids, labels, titles and texts, in id order."""
    rows = sorted((c.document.doc_id, c.leak, c.document.title, c.document.snippet) for c in cases)
    return hashlib.sha256(canonical_json(rows)).hexdigest()


def train() -> dict[str, object]:
    """The weights file's contents, from the dev split."""
    cases = load_leak_set(split="dev")
    judged_cases = judged(cases)
    best = held_out_scores(judged_cases)
    curve = [figures(judged_cases, best, t) for t in THRESHOLDS]
    passing = [row for row in curve if row["precision"] >= CV_PRECISION]
    if not passing:
        raise SystemExit(
            f"no threshold of {THRESHOLDS[0]}-{THRESHOLDS[-1]} reaches cross-validated precision"
            f" {CV_PRECISION} on dev (highest: {max(r['precision'] for r in curve)}); nothing"
            " written. Look at the dev split's newest parts, or lower CV_PRECISION on purpose."
        )
    chosen = passing[0]
    weights, bias = fit(examples(judged_cases))
    return {
        "about": "Weights of the prospective-learned leak policy; see scripts/train_leak_model.py.",
        "bias": bias,
        "threshold": chosen["threshold"],
        "trained_on": {
            "split": "dev",
            "documents": len(cases),
            "documents_sha256": digest(cases),
            "penalty": PENALTY,
            "steps": STEPS,
            "min_count": MIN_COUNT,
            "cross_validated": chosen,
            "rules_alone": figures(judged_cases, [0.0] * len(best), 2.0),
        },
        "weights": weights,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=MODEL_FILE)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    model = train()
    text = json.dumps(model, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    parse_leak_model(model, "trained model")  # what is written must load
    trained = model["trained_on"]
    print(f"dev, rules alone: {trained['rules_alone']}")
    print(f"dev, cross-validated over writers: {trained['cross_validated']}")
    print(f"{len(model['weights'])} weights, threshold {model['threshold']}")
    if args.check:
        same = args.out.is_file() and args.out.read_bytes() == text.encode()
        print(f"{args.out}: {'matches training' if same else 'differs from training'}")
        return 0 if same else 1
    write_atomic(args.out, text.encode())
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

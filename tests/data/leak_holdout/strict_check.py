"""A held-out part's writer's check: does every leak carry a post-cutoff date the recognizer reads?

Run from the repository, on one part of this folder:

    .venv/bin/python tests/data/leak_holdout/strict_check.py tests/data/leak_holdout/<part>

It runs only the ``strict`` policy (any date on or after the cutoff), which a writer may run
without learning anything about the other policies, and prints the leaks it does not flag (their
date needs a plainer form) and the part's counts per split for its README section. It prints no
verdict of any other policy.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(REPO), str(REPO / "scripts")]

from measure_leak_check import SetCase, load_leak_set, verdict  # noqa: E402


def _strict(case: SetCase) -> bool:
    return verdict(case.case, "strict").leak


def main(folder: Path) -> None:
    cases = [c for c in load_leak_set([folder.parent], "all") if c.kind == folder.name]
    for c in cases:
        if c.leak and not _strict(c):
            print("NO READABLE POST-CUTOFF DATE:", c.document.doc_id, "|", c.document.snippet)
    for split in ("dev", "test", "all"):
        part = [c for c in cases if split in ("all", c.split)]
        leaks = sum(c.leak for c in part)
        hard = sum(1 for c in part if not c.leak and _strict(c))
        questions = len({c.document.question_id for c in part})
        print(
            f"{split}: questions {questions}, documents {len(part)}, leak {leaks}, "
            f"keep {len(part) - leaks}, keeps the strict policy flags {hard}"
        )


if __name__ == "__main__":
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        sys.exit("usage: strict_check.py tests/data/leak_holdout/<part> (a part's folder)")
    main(Path(sys.argv[1]))

"""``forecast-agents show``: one agent run of a trace in the terminal, step by step.

The traces are made the way real ones are (report_support runs the research agent with a scripted
model and search); the command runs as a user runs it, in a subprocess, piped (plain text) and on
a pseudo-terminal (coloured, through the pager).
"""

from __future__ import annotations

import os
import pty
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from report_support import action, run_scripted_agents, trace_scripted_runs
from support import PINNED_01, PINNED_04

from forecasting_agents.cli import main
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.report._terminal import Style, safe_text, show_text

COMMAND = Path(sys.executable).parent / "forecast-agents"
HOSTILE = "\x1b]0;evil\x07 and \x1b[2J cleared"
CUTOFF = "2025-03-01"
DOCS = [
    SearchResult("kept one", "https://www.reuters.com/a", "fine", "2025-02-01", 1.0),
    SearchResult("late", "https://www.reuters.com/b", "after", "2025-03-05", 0.9),
    SearchResult(
        "leaky", "https://www.reuters.com/d", "On March 10, 2025 it happened.", "2025-02-01", 0.7
    ),
    SearchResult("off-policy", "https://blog.example.org/e", "fine", "2025-02-01", 0.6),
    SearchResult(
        f"hostile {HOSTILE}", "https://apnews.com/h", f"snip {HOSTILE}", "2025-02-02", 0.5
    ),
]
MORE = {
    1: [
        SearchResult("kept two", "https://www.reuters.com/f", "fine", "2025-02-02", 1.0),
        SearchResult("kept three", "https://apnews.com/g", "fine", "2025-02-03", 1.0),
    ]
}


def _question(qid: str = "q-show") -> ForecastQuestion:
    return ForecastQuestion(
        question="Will it happen?",
        cutoff_date=CUTOFF,
        resolution_date="2025-04-01",
        question_id=qid,
    )


REPLIES = [
    f"not json {HOSTILE}",  # rejected: a parse failure
    action("search", query="first", evidence_type="search_results"),
    action("forecast", p_yes=0.6, rationale="too early", cited="D1"),  # the gates refuse it
    action("search", query="second", evidence_type="base_rate"),
    action("forecast", p_yes=0.65, rationale=f"enough now {HOSTILE}", cited="D1, D2"),
]


@pytest.fixture(scope="module")
def trace_file(tmp_path_factory) -> Path:
    run = run_scripted_agents(_question(), [("agent_1", REPLIES, DOCS)], more_by_call=MORE)
    return run.save(tmp_path_factory.mktemp("traces"))


@pytest.fixture(scope="module")
def panel_file(tmp_path_factory) -> Path:
    """Two questions, two and one runs."""
    abstain = [
        action("search", query="x", evidence_type="search_results"),
        action("abstain", reason="too soon"),  # refused: that search found new documents
        action("search", query="y", evidence_type="base_rate"),
        action("search", query="z", evidence_type="search_results"),
        action("search", query="w", evidence_type="search_results"),  # two finding nothing new
        action("abstain", reason="nothing useful"),
    ]
    runs = [
        (_question("q-a"), "agent_1", REPLIES, DOCS),
        (_question("q-a"), "agent_2", abstain, DOCS),
        (_question("q-b"), "agent_1", abstain, DOCS),
    ]
    return trace_scripted_runs(runs, more_by_call=MORE).save(tmp_path_factory.mktemp("panel"))


def show(*args: str) -> subprocess.CompletedProcess[str]:
    """The command as a user runs it, its output piped."""
    return subprocess.run(
        [str(COMMAND), "show", *args], capture_output=True, text=True, timeout=60, check=False
    )


@pytest.fixture
def cli(capsys):
    """The command in this process (its stdout is not a terminal): status, stdout, stderr."""

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        try:
            code = main(["show", *args])
        except SystemExit as exc:  # the parser's own refusals
            code = exc.code
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(args, code, out, err)

    return run


# ----------------------------------------------------------------------------- the step view


def test_each_step_shows_the_new_prompt_the_action_and_each_documents_verdict(trace_file):
    text = show_text(trace_file)
    steps = re.split(r"\n(?=Step \d+: )", text)
    assert [s.split("\n", 1)[0] for s in steps[1:]] == [
        "Step 1: parse_failure",
        "Step 2: search",
        "Step 3: gate_refused",
        "Step 4: search",
        "Step 5: forecast",
    ]
    first, rejected, search, refused, last = steps[1:]
    assert "  prompt:\n    [system] You are a forecasting researcher." in first
    assert "rejected (parse_failure): Rejected: reply is not a JSON object" in first
    # Later steps show only what was added: the reply sent back, then the new message.
    assert "prompt (new, after the 2 earlier messages):" in rejected
    assert "[assistant] (the previous reply, sent back)" in rejected
    assert "You are a forecasting researcher" not in rejected
    assert "action: search 'first' (search_results)" in rejected
    assert "kept    D1" in rejected and "kept one" in rejected
    assert re.search(r"removed .*late\n.*\n\s+control cutoff \(forecasting_agents", rejected)
    assert re.search(r"removed .*leaky\n.*\n\s+control leak .*March 10, 2025", rejected)
    assert "leak check: 'March 10, 2025' in snippet" in rejected
    assert "control policy" in rejected and "blog.example.org" in rejected
    assert "action: forecast p_yes 0.6, citing D1" in search
    assert "gates: refused: Forecast not accepted yet" in search
    assert "gates: passed" in last and "citing D1, D2" in last
    assert "search 1: scripted-search, query 'second" in refused
    ending = text.split("\nEnding: ", 1)[1]
    assert ending.startswith("forecast, ended by the model forecast; the gates passed")
    assert "probability (p_yes): 0.650" in ending
    assert "cited D1: kept one (https://www.reuters.com/a)" in ending
    assert "rationale: enough now" in ending


def test_a_pinned_legacy_trace_shows_verdicts_the_run_did_not_apply_as_such():
    text = show_text(PINNED_01)
    assert "Run 1 of 1: agent react_agent" in text
    assert "this record predates recorded decisions" in text
    assert "control policy (forecasting_agents.search.apply_domain_policy): would remove it" in text
    assert "action: forecast p_yes 0.7\n" in text  # notebook 01's forecasts cite nothing


def test_abstention_ending_gives_the_reason(panel_file):
    text = show_text(panel_file, question="q-b")
    assert "action: abstain: nothing useful" in text
    assert "rejected (abstain_refused): Abstention not accepted: your last searches" in text
    assert "Ending: abstained, ended by the model abstained" in text
    assert "reason: agent abstained: nothing useful" in text


# ----------------------------------------------------------------------------- choosing a run


def test_several_runs_are_listed_with_how_to_pick_one(panel_file, cli):
    done = cli(str(panel_file))
    assert done.returncode == 0, done.stderr
    rows = [line.split() for line in done.stdout.splitlines() if re.match(r"\s+\d+  ", line)]
    assert rows == [
        ["1", "q-a", "agent_1", "forecast", "0.650"],
        ["2", "q-a", "agent_2", "abstained", "-"],
        ["3", "q-b", "agent_1", "abstained", "-"],
    ]
    assert f"Pick one: forecast-agents show {shlex.quote(str(panel_file))} --run N" in done.stdout
    within = cli(str(panel_file), "--question", "q-a").stdout
    assert "2 agent runs on question q-a" in within and "--question q-a --run N" in within


def test_run_numbers_count_within_the_question_or_over_the_trace(panel_file):
    assert "Run 3 of 3: agent agent_1 on question q-b" in show_text(panel_file, number=3)
    assert "Run 2 of 3: agent agent_2 on question q-a" in show_text(
        panel_file, question="q-a", number=2
    )
    assert "Run 3 of 3" in show_text(panel_file, question="q-b")  # its only run


def test_a_run_directory_is_shown_from_its_trace(panel_file, tmp_path, cli):
    run_dir = tmp_path / "run"
    run_dir.mkdir()
    (run_dir / "manifest.json").write_text("{}")
    (run_dir / panel_file.name).write_bytes(panel_file.read_bytes())
    assert cli(str(run_dir), "--run", "1").stdout.startswith("Run 1 of 3")
    empty = tmp_path / "empty"
    empty.mkdir()
    done = cli(str(empty))
    assert done.returncode == 2 and "with no trace in it" in done.stderr


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--question", "nope"], "--question: got 'nope'; accepted: a question id of this trace "
         "(2: q-a, q-b)"),
        (["--run", "4"], "--run: got 4; accepted: 1 to 3 (the trace's runs"),
        (["--question", "q-a", "--run", "3"], "--run: got 3; accepted: 1 to 2 (question q-a's"),
    ],
)  # fmt: skip
def test_unknown_question_or_run_out_of_range_exits_2_naming_the_flag(
    panel_file, args, expected, cli
):
    done = cli(str(panel_file), *args)
    assert done.returncode == 2 and done.stdout == ""
    assert expected in done.stderr


def test_a_missing_file_or_a_file_that_is_not_a_trace_exits_2(tmp_path, cli):
    done = cli(str(tmp_path / "missing.json"))
    assert (
        done.returncode == 2 and "no such file or directory; accepted: a run trace" in done.stderr
    )
    other = tmp_path / "notes.json"
    other.write_text('{"hello": 1}')
    done = cli(str(other))
    assert done.returncode == 2 and "not a readable run trace" in done.stderr
    done = cli(str(other), "--run", "0")
    assert done.returncode == 2 and "--run" in done.stderr  # the parser's own refusal


# ----------------------------------------------------------------------------- terminal safety


def test_piped_output_is_plain_and_the_traces_escapes_are_shown_not_sent(trace_file):
    done = show(str(trace_file))
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout
    assert "not json ⟨U+001B⟩]0;evil⟨U+0007⟩ and ⟨U+001B⟩[2J cleared" in done.stdout
    assert "hostile ⟨U+001B⟩]0;evil" in done.stdout  # a title
    assert "enough now ⟨U+001B⟩]0;evil" in done.stdout  # the rationale


def test_colour_comes_only_from_the_view_never_from_the_trace(trace_file, cli):
    coloured = cli(str(trace_file), "--color", "always").stdout
    assert "\x1b[1m" in coloured and "\x1b[32m" in coloured
    assert "\x1b]" not in coloured and "\x1b[2J" not in coloured and "\x07" not in coloured
    assert set(re.findall(r"\x1b\[[0-9;]*m", coloured)) <= {
        "\x1b[0m", "\x1b[1m", "\x1b[2m", "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[36m"
    }  # fmt: skip
    assert re.sub(r"\x1b\[[0-9;]*m", "", coloured) == show_text(trace_file)


def test_on_a_terminal_the_view_is_coloured_and_goes_through_the_pager(trace_file, tmp_path):
    paged = tmp_path / "paged.txt"
    pager = f"{shlex.quote(sys.executable)} -c 'import sys; open(sys.argv[1], \"w\").write(sys.stdin.read())' {shlex.quote(str(paged))}"  # noqa: E501
    leader, follower = pty.openpty()
    env = {**os.environ, "PAGER": pager}
    env.pop("NO_COLOR", None)
    try:
        done = subprocess.run(
            [str(COMMAND), "show", str(trace_file)],
            stdout=follower,
            stderr=subprocess.PIPE,
            env=env,
            timeout=60,
            check=False,
        )
    finally:
        os.close(follower)
        os.close(leader)
    assert done.returncode == 0, done.stderr
    text = paged.read_text()
    assert "\x1b[1mStep 1: \x1b[0m" in text and "\x1b]0;evil" not in text


def test_safe_text_marks_controls_and_bidi_and_masks_keys():
    assert safe_text("a\x1b[2Jb\u202ec\td\ne\x9b") == "a⟨U+001B⟩[2Jb⟨U+202E⟩c\td\ne⟨U+009B⟩"
    key = "sk-proj-" + "A1b2C3d4E5f6G7h8J9k0L1m2"
    assert key not in safe_text(f"key {key}") and "[REDACTED]" in safe_text(f"key {key}")
    assert Style(color=False).bold("x") == "x" and Style(color=True).bold("x") == "\x1b[1mx\x1b[0m"


def test_the_pinned_backtest_shows_every_run_without_error():
    listing = show_text(PINNED_04)
    assert "52 agent runs" in listing
    for number in (1, 51):
        assert show_text(PINNED_04, number=number).startswith(f"Run {number} of 52")

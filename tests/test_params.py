"""Unit tests for forecasting_agents.core: each check accepts what it documents and names what it
refuses."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._params import (
    SAFE_NAME,
    SAFE_NAME_RULE,
    ParameterError,
    PreflightError,
    as_bool,
    as_float,
    as_int,
    as_str_list,
    as_text,
    find_trace,
    one_of,
    parsed,
    preflight,
)


def refused(call, *args, **kwargs) -> str:
    with pytest.raises(ParameterError) as info:
        call(*args, **kwargs)
    return str(info.value)


# --------------------------------------------------------------------------- booleans


@pytest.mark.parametrize(
    ("value", "expected"),
    [(True, True), (False, False), ("true", True), ("FALSE", False), (" True ", True)],
)
def test_as_bool_reads_booleans_and_the_two_words(value, expected):
    assert as_bool("RUN_LIVE", value) is expected


@pytest.mark.parametrize("value", ["maybe", "yes", "1", "", 1, 0, None, "tru"])
def test_as_bool_refuses_anything_else_naming_parameter_value_and_choices(value):
    message = refused(as_bool, "RUN_LIVE", value)
    assert message.startswith(f"RUN_LIVE = {value!r} is not accepted")
    assert "True or False" in message and "'true'/'false'" in message


@given(st.text())
def test_as_bool_accepts_a_string_only_if_it_is_true_or_false(text):
    word = text.strip().lower()
    if word in ("true", "false"):
        assert as_bool("X", text) is (word == "true")
    else:
        with pytest.raises(ParameterError):
            as_bool("X", text)


def test_parameter_error_is_a_value_error_carrying_name_and_value():
    with pytest.raises(ValueError) as info:
        as_bool("CONCURRENT", "maybe")
    assert (info.value.name, info.value.value) == ("CONCURRENT", "maybe")


# --------------------------------------------------------------------------- choices


def test_one_of_returns_the_choice_ignoring_case_and_spaces():
    assert one_of("QUESTION_SOURCE", " Demo ", ("live", "demo")) == "demo"
    assert one_of("LLM_PROVIDER", "", ("", "mock")) == ""


def test_one_of_refuses_a_typo_listing_every_choice():
    message = refused(one_of, "QUESTION_SOURCE", "polymarket", ("live", "demo"))
    assert message == "QUESTION_SOURCE = 'polymarket' is not accepted: use one of 'live', 'demo'"


@pytest.mark.parametrize("value", ["", None, 3])
def test_one_of_refuses_empty_unless_allowed_and_non_strings(value):
    assert "use one of 'live', 'demo'" in refused(one_of, "Q", value, ("live", "demo"))


# --------------------------------------------------------------------------- numbers


@pytest.mark.parametrize(("value", "expected"), [(7, 7), ("7", 7), (" -3 ", -3), (0, 0)])
def test_as_int_reads_ints_and_digit_strings(value, expected):
    assert as_int("SEED", value) == expected


@pytest.mark.parametrize("value", [True, 7.5, 7.0, "7.5", "seven", None, ""])
def test_as_int_refuses_bools_floats_and_words(value):
    assert "use a whole number" in refused(as_int, "SEED", value)


def test_as_int_bounds_are_inclusive_and_named():
    assert as_int("MAX_RESULTS", 10, minimum=1, maximum=10) == 10
    message = refused(as_int, "MAX_RESULTS", 11, minimum=1, maximum=10)
    assert message == "MAX_RESULTS = 11 is not accepted: use a whole number from 1 to 10"
    assert "use a whole number >= 1" in refused(as_int, "MAX_STEPS", 0, minimum=1)


@pytest.mark.parametrize(("value", "expected"), [(0, 0.0), (0.5, 0.5), ("0.7", 0.7)])
def test_as_float_reads_numbers_and_numeric_strings(value, expected):
    assert as_float("TEMPERATURE", value, minimum=0.0) == expected


@pytest.mark.parametrize("value", [-0.1, float("nan"), float("inf"), "nan", "warm", True, None])
def test_as_float_refuses_negative_non_finite_and_non_numbers(value):
    message = refused(as_float, "TEMPERATURE", value, minimum=0.0)
    assert message.endswith("use a finite number >= 0.0")


# --------------------------------------------------------------------------- text


def test_as_text_strips_and_checks_the_pattern():
    assert as_text("RUN_ID", " nb03-x ", pattern=SAFE_NAME) == "nb03-x"


@pytest.mark.parametrize("value", ["../escape", "a/b", ".hidden", "with space", "", "x" * 65])
def test_safe_name_refuses_what_would_leave_or_hide_in_a_folder(value):
    message = refused(as_text, "RUN_ID", value, pattern=SAFE_NAME, describe=SAFE_NAME_RULE)
    assert message == f"RUN_ID = {value!r} is not accepted: use {SAFE_NAME_RULE}"


def test_as_text_tells_how_to_keep_a_number_as_text():
    assert "-r NAME VALUE" in refused(as_text, "RUN_ID", 123)


# --------------------------------------------------------------------------- lists


@pytest.mark.parametrize("value", [["a", "b"], ("a", "b"), "a,b", " a , b "])
def test_lists_come_as_lists_or_comma_separated_strings(value):
    assert as_str_list("QUESTION_IDS", value) == ["a", "b"]


def test_a_bad_entry_is_named_by_its_position():
    message = refused(as_str_list, "QUESTION_IDS", "a,,c")
    assert message.startswith("QUESTION_IDS[1] = '' is not accepted")


@pytest.mark.parametrize("value", ["[a, b]", [], "", None, 11])
def test_a_bracketed_string_or_empty_value_is_refused_with_the_y_flag_shown(value):
    message = refused(as_str_list, "QUESTION_IDS", value)
    assert message.startswith(f"QUESTION_IDS = {value!r} is not accepted: use a non-empty list")
    assert "-y 'QUESTION_IDS: [a, b]'" in message and "-p QUESTION_IDS a,b" in message


# --------------------------------------------------------------------------- parsers


def test_parsed_returns_the_parser_result_and_rewraps_its_value_error():
    assert parsed("CUTOFF", "2024-09-01", parse_iso_date, "use a date").isoformat() == "2024-09-01"
    message = refused(parsed, "CUTOFF", "Sept 2024", parse_iso_date, "use a date like 2024-09-01")
    assert message.startswith("CUTOFF = 'Sept 2024' is not accepted: use a date like 2024-09-01 (")


# --------------------------------------------------------------------------- traces


@pytest.fixture
def folders(tmp_path):
    pinned, own = tmp_path / "pinned", tmp_path / "own"
    pinned.mkdir()
    own.mkdir()
    (pinned / "01_a.json").write_text("{}")
    (own / "01_b.json").write_text("{}")
    return pinned, own


def test_a_bare_name_is_found_in_the_pinned_folder_even_if_new_traces_go_elsewhere(folders):
    pinned, own = folders
    assert find_trace("PINNED_TRACE", "01_a.json", [pinned, own]) == pinned / "01_a.json"
    assert find_trace("PINNED_TRACE", "01_b.json", [pinned, own]) == own / "01_b.json"


def test_the_first_folder_wins_when_both_hold_the_name(folders):
    pinned, own = folders
    (own / "01_a.json").write_text("{}")
    assert find_trace("PINNED_TRACE", "01_a.json", [pinned, own]) == pinned / "01_a.json"


def test_a_path_to_a_trace_of_your_own_is_used_as_given(folders, tmp_path):
    mine = tmp_path / "mine.json"
    mine.write_text("{}")
    assert find_trace("PINNED_TRACE", str(mine), list(folders)) == mine
    message = refused(find_trace, "PINNED_TRACE", str(tmp_path / "gone.json"), list(folders))
    assert f"no file at {tmp_path / 'gone.json'}" in message


def test_an_unknown_name_lists_the_folders_searched_and_the_traces_there(folders):
    pinned, own = folders
    message = refused(find_trace, "PINNED_TRACE", "01_typo.json", [pinned, own, own])
    assert message.startswith("PINNED_TRACE = '01_typo.json' is not accepted: no such trace in ")
    assert f"{pinned}, {own};" in message and "available: 01_a.json, 01_b.json" in message


def test_an_empty_trace_name_is_refused(folders):
    assert "a trace file name or path" in refused(find_trace, "PINNED_TRACE", "", list(folders))


# --------------------------------------------------------------------------- preflight


def test_preflight_returns_what_each_check_built():
    assert preflight({"a": lambda: 1, "b": lambda: "two"}) == {"a": 1, "b": "two"}


def test_preflight_runs_every_check_and_lists_every_failure_at_once():
    ran = []

    def fails(label, error):
        def check():
            ran.append(label)
            raise error

        return check

    with pytest.raises(PreflightError) as info:
        preflight(
            {
                "model provider": fails("model", ValueError("no key: set X_API_KEY")),
                "search provider": fails("search", RuntimeError("no search")),
                "question": lambda: ran.append("question"),
            }
        )
    assert ran == ["model", "search", "question"]
    assert info.value.problems == {
        "model provider": "ValueError: no key: set X_API_KEY",
        "search provider": "RuntimeError: no search",
    }
    message = str(info.value)
    assert "before any paid call" in message and "RUN_LIVE = False" in message
    assert re.search(r"- model provider: ValueError: no key: set X_API_KEY\n", message)
    assert message.endswith("- search provider: RuntimeError: no search")

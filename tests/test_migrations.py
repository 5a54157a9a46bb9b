"""The trace format's history in one ordered list (record/_migrations.py).

Every version check of the record layer derives from ``MIGRATIONS``: the versions read, the
version written, each version's top-level keys and call keys, sealing, signing, and which files
store each message and reply once. These tests pin the derived facts to what the pinned traces and
the record's own field list hold, and check no module of the package compares versions by itself.
"""

from __future__ import annotations

import json
import re
from dataclasses import fields

import pytest
from support import PACKAGE_DIR, PINNED, TRACES

from forecasting_agents.record import _compact, _records
from forecasting_agents.record._migrations import (
    MIGRATIONS,
    call_keys_of,
    is_sealed,
    load_steps,
    migration_of,
    versions_since,
)
from forecasting_agents.record._trace import RunTrace

VERSIONS = [m.version for m in MIGRATIONS]


def test_the_list_is_the_versions_read_oldest_first_and_the_last_is_written():
    assert VERSIONS == [1, "1.2", "1.3", "1.4"]
    assert tuple(VERSIONS) == _records.READABLE_SCHEMA_VERSIONS
    assert VERSIONS[-1] == _records.SCHEMA_VERSION
    assert (_records.LEGACY_SCHEMA_VERSION, _records.SEALED_1_2, _records.COMPACT_1_3) == (
        1,
        "1.2",
        "1.3",
    )
    assert all(m.changed for m in MIGRATIONS)  # each says what it changed


def test_versions_are_told_apart_by_type():
    assert migration_of(1) is MIGRATIONS[0]
    assert migration_of(1.0) is None and migration_of("1") is None and migration_of(True) is None


def test_the_call_keys_a_version_added_are_the_records_last_fields():
    names = tuple(f.name for f in fields(_records.LLMCallRecord))
    added = tuple(key for m in MIGRATIONS for key in m.new_call_keys)
    assert names[-len(added) :] == added == ("request", "json_schema", "attempts")
    assert call_keys_of(1, names) == names[: -len(added)] == _records.LEGACY_LLM_CALL_KEYS
    assert all(call_keys_of(v, names) == names for v in VERSIONS[1:])


@pytest.mark.parametrize("version", VERSIONS)
def test_each_versions_facts(version):
    keys = _records.trace_fields(version)
    assert ("digest" in keys) is is_sealed(version) is (version != 1)
    assert ("signature" in keys) is (version in versions_since("1.3"))
    assert (version in _compact.COMPACT_SCHEMA_VERSIONS) is load_steps(version)[0]
    assert (version in _compact.REPLY_REFERENCE_VERSIONS) is load_steps(version)[1]
    assert keys[0] == "schema_version" and keys[-1] == "notes"


def test_every_pinned_trace_has_its_versions_keys_in_order():
    for path in [*PINNED.values(), *sorted(TRACES.glob("*.json"))]:
        document = json.loads(path.read_text(encoding="utf-8"))
        version = document["schema_version"]
        assert migration_of(version) is not None, path.name
        assert tuple(document) == _records.trace_fields(version), path.name
        run = RunTrace.load(path)  # in memory, each call has exactly its version's keys
        assert run.schema_version == version and run.llm_calls, path.name
        assert all(tuple(c) == _records.llm_call_keys(version) for c in run.llm_calls), path.name


def test_no_module_compares_trace_versions_by_itself():
    """A version is spelled, and compared, in _migrations only."""
    spelled = re.compile(r"""(==|!=|\bin)\s*\(?\s*["']1\.[0-9]["']|[!=]= LEGACY_SCHEMA_VERSION""")
    found = {
        path.relative_to(PACKAGE_DIR).as_posix()
        for path in PACKAGE_DIR.rglob("*.py")
        if path.name != "_migrations.py" and spelled.search(path.read_text(encoding="utf-8"))
    }
    assert found == set()

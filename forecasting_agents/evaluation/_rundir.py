"""The backtest's run directory: its manifest, one record per finished question, its tables.

:func:`forecasting_agents.evaluation.run_backtest` (``_backtest``) persists a run through
:class:`RunDirectory`, so a killed run resumes where it stopped. This module owns the files; the
runner owns what goes in them.

Conventions
-----------
- ``manifest.json`` holds the format name, :data:`RECORD_VERSION` and the run's identity (the
  question ids, content hashes of the questions and documents, provider, model, settings). Opening
  an existing directory compares its manifest with the current run, key by key, and refuses a
  different one with :class:`BacktestConfigError` naming every difference.
- ``records/<question_id>.json`` holds one finished question (:class:`QuestionRecord`). A record
  that fails to load names its file and says to delete it to re-run that question.
- Every file is written with :func:`forecasting_agents.core.write_atomic` (temporary file, fsync,
  rename), so a killed run leaves whole files or none; temporary files a kill left in ``records/``
  are removed when the directory is opened. Only one process writes a run directory at a time.
- Content hashes are SHA-256 of :func:`forecasting_agents.core.canonical_json`, the same canonical
  form a trace's digest is taken over.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.agent._panel import PanelMember
from forecasting_agents.agent._research import ResearchRun
from forecasting_agents.agent._state import (
    AgentState,
    QualityGateResult,
)
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._files import (
    TEMP_SUFFIX,
    remove_temp_files,
    write_atomic,
)
from forecasting_agents.core._schemas import AgentForecastArtifact
from forecasting_agents.core._text import clip

__all__ = [
    "BRIEF_CHARS",
    "MANIFEST_FORMAT",
    "RECORD_VERSION",
    "BacktestConfigError",
    "QuestionRecord",
    "RunDirectory",
]


RECORD_VERSION = 1
MANIFEST_FORMAT = "forecasting_agents.evaluation run directory"


class BacktestConfigError(ValueError):
    """Bad runner input: a setting, a question set, or a run directory made with other settings."""


@dataclass
class QuestionRecord:
    """One finished question as saved: its panel's runs and the calls they made."""

    question_id: str
    runs: list[ResearchRun]
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]]

    def to_dict(self, members: Sequence[PanelMember]) -> dict[str, Any]:
        return {
            "record_version": RECORD_VERSION,
            "question_id": self.question_id,
            "runs": [
                {
                    "member": asdict(member),
                    "artifact": run.artifact.to_dict(),
                    "state": json.loads(run.state.to_json()),
                    "gate_checks": [[asdict(g) for g in checks] for checks in run.gate_checks],
                }
                for member, run in zip(members, self.runs, strict=True)
            ],
            "llm_calls": self.llm_calls,
            "search_calls": self.search_calls,
        }

    @classmethod
    def from_dict(cls, data: Any, where: str, members: Sequence[PanelMember]) -> QuestionRecord:
        try:
            if data.get("record_version") != RECORD_VERSION:
                raise SchemaError(f"record_version {data.get('record_version')!r}")
            recorded = [run["member"] for run in data["runs"]]
            if recorded != [asdict(m) for m in members]:
                raise SchemaError(f"panel {recorded} differs from the manifest's")
            runs = [
                ResearchRun(
                    AgentForecastArtifact.from_dict(run["artifact"], where=f"{where}: artifact"),
                    AgentState.from_json(json.dumps(run["state"])),
                    [[QualityGateResult(**g) for g in checks] for checks in run["gate_checks"]],
                )
                for run in data["runs"]
            ]
            return cls(data["question_id"], runs, data["llm_calls"], data["search_calls"])
        except (SchemaError, KeyError, TypeError, AttributeError) as exc:
            raise BacktestConfigError(
                f"{where}: not a valid question record ({type(exc).__name__}: {exc}); it was "
                "changed after the runner wrote it. Delete it to re-run that question."
            ) from None


class RunDirectory:
    """The files of one run; resuming checks the manifest against the current arguments."""

    def __init__(self, root: Path, manifest: dict[str, Any]) -> None:
        self.root = root
        self.records = root / "records"
        self.manifest_path = root / "manifest.json"
        self.manifest = self._open(manifest)

    def _open(self, wanted: dict[str, Any]) -> dict[str, Any]:
        self.records.mkdir(parents=True, exist_ok=True)
        # A write cut short by a kill; its record is redone.
        remove_temp_files(self.records, f".*{TEMP_SUFFIX}")
        if not self.manifest_path.exists():
            manifest = dict(wanted)
            self.write(self.manifest_path.name, json.dumps(manifest, indent=2) + "\n")
            return manifest
        try:
            found = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise BacktestConfigError(
                f"{self.manifest_path}: unreadable manifest ({exc})"
            ) from None
        if not isinstance(found, dict) or found.get("format") != MANIFEST_FORMAT:
            raise BacktestConfigError(
                f"{self.manifest_path}: not a backtest run directory; choose another --out"
            )
        differ = _differences(found.get("run", {}), wanted["run"])
        if differ:
            raise BacktestConfigError(
                f"{self.root} holds a run started with other arguments ({'; '.join(differ)}). "
                "Resume it with the same arguments, or choose a new --out directory."
            )
        return found

    def record_path(self, question_id: str) -> Path:
        return self.records / f"{question_id}.json"

    def load(self, question_id: str, members: Sequence[PanelMember]) -> QuestionRecord | None:
        path = self.record_path(question_id)
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise BacktestConfigError(
                f"{path}: unreadable record ({exc}); delete it to re-run that question"
            ) from None
        record = QuestionRecord.from_dict(data, str(path), members)
        if record.question_id != question_id:
            raise BacktestConfigError(f"{path}: holds question {record.question_id!r}")
        return record

    def save(self, record: QuestionRecord, members: Sequence[PanelMember]) -> None:
        text = json.dumps(record.to_dict(members), indent=1, ensure_ascii=False) + "\n"
        write_atomic(self.record_path(record.question_id), text.encode("utf-8"))

    def write(self, name: str, text: str) -> Path:
        """Write ``text`` (UTF-8) atomically to the file ``name`` at the directory's top."""
        return write_atomic(self.root / name, text.encode("utf-8"))


def _differences(found: Any, wanted: Any, prefix: str = "") -> list[str]:
    """What differs between two manifests, key by key (nested settings included)."""
    if isinstance(found, dict) and isinstance(wanted, dict):
        keys = sorted(set(found) | set(wanted))
        return [d for k in keys for d in _differences(found.get(k), wanted.get(k), f"{prefix}{k}.")]
    if found == wanted:
        return []
    return [f"{prefix[:-1]}: directory has {_brief(found)}, now {_brief(wanted)}"]


BRIEF_CHARS = 80
"""How much of a setting a resume refusal shows, per side of a difference."""


def _brief(value: Any) -> str:
    return clip(json.dumps(value), BRIEF_CHARS)

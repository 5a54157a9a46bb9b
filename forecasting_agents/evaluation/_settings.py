"""The settings of a backtest: what shapes its records and tables, checked once, recorded.

:class:`BacktestSettings` is what :func:`forecasting_agents.evaluation.run_backtest` takes
(``_backtest``), with the limits its values are checked against; it moved here from the runner's
module, which re-exports it, to keep that module short.

:class:`RunSettings` reads a recorded run's settings back, from every record: the command and
notebook 04 both record :meth:`BacktestSettings.recorded` as one object, ``params["settings"]``.
Notebook 04 once recorded its settings beside its other params, two of them under names of its own;
such a record (the pinned trace is one) reads through the ordered migrations of
:data:`forecasting_agents.record._migrations.PARAMS_MIGRATIONS`, on reading, so its file and digest
are untouched. Whoever reads a run's settings reads them through :meth:`RunSettings.from_params`,
in the command's names, so no older vocabulary is spelled outside the migrations.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any, Protocol

from forecasting_agents.agent._panel import panel_members
from forecasting_agents.agent._research import (
    DEFAULT_MAX_STEPS,
    DEFAULT_ON_REPEAT,
    LEGACY_ON_REPEAT,
    check_on_repeat,
)
from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    CoverageRequirements,
)
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import DEFAULT_MAX_RECORD_MB, check_max_record_mb
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.record._migrations import migrate_params
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    normalize_domain,
)
from forecasting_agents.search._executor import (
    MAX_RESULTS_LIMIT,
    check_search_pool,
    default_search_pool,
)
from forecasting_agents.search._leaks import (
    DEFAULT_LEAK_POLICY,
    LEGACY_LEAK_POLICY,
    LeakPolicy,
    check_leak_policy,
)
from forecasting_agents.search._model_judge import check_leak_judge


class CalibrationSetting(Protocol):
    """What the settings need of ``calibrate_on``: its record. The value is a
    :class:`forecasting_agents.evaluation._calibrate_on.CalibrationSource`; named by what it does
    here, so this module need not import the one that reads earlier runs (which imports it)."""

    def recorded(self) -> dict[str, Any]: ...


__all__ = [
    "BACKTEST_MAX_SEARCH_RESULTS",
    "DEFAULT_AGENTS",
    "DEFAULT_CONCURRENCY",
    "LEFT_OUT_AT_LEGACY",
    "MAX_AGENTS",
    "MAX_CONCURRENCY",
    "MAX_MIN_DOCUMENTS",
    "MAX_STEPS_LIMIT",
    "BacktestSettings",
    "RunSettings",
]

DEFAULT_AGENTS = 3
DEFAULT_CONCURRENCY = 4
MAX_AGENTS = 20
MAX_CONCURRENCY = 64
MAX_STEPS_LIMIT = 100
MAX_MIN_DOCUMENTS = (MAX_STEPS_LIMIT - 1) * MAX_RESULTS_LIMIT
"""The most distinct documents one agent can find within these limits (the last reply forecasts)."""
BACKTEST_MAX_SEARCH_RESULTS = 3
"""As notebook 04: three documents per search keep a small model's context short."""
LEFT_OUT_AT_LEGACY: Mapping[str, Any] = {
    "show_market_price": False,
    "on_repeat": LEGACY_ON_REPEAT,
    "leak_judge": "rules",
    "leak_judge_model": None,
}
"""Settings :meth:`BacktestSettings.recorded` leaves out at these values, what every run did
before the setting existed: a record without one says the run had that value."""


@dataclass(frozen=True)
class BacktestSettings:
    """Everything that shapes a run's records and tables; ``concurrency`` shapes only speed.

    ``leak_policy`` is the leak check's policy (:data:`forecasting_agents.search.LEAK_POLICIES`);
    ``min_documents`` and ``required_types`` are what every agent's coverage gate asks for,
    checked and normalised by :class:`forecasting_agents.agent.CoverageRequirements`. All are
    recorded with the other settings in the manifest and the trace. ``show_market_price`` puts
    each question's market price into its agents' prompts (withheld by default); it is recorded
    only when set, so a record without it says the price was withheld. ``calibrate_on`` (with
    ``calibrate``) fits the calibration and the blend once on an earlier run's past
    (:func:`forecasting_agents.evaluation.load_calibration_source`) instead of on this run's
    own; it is recorded, as that run's trace and digest and the values fitted, only when set, so
    a record without it was calibrated point in time.

    ``search_pool`` is how many results each search asks its client for, from which the page of
    ``max_search_results`` is filled after the controls, so a removed result never takes a kept
    one's place (:class:`forecasting_agents.search.ToolExecutor`). None, the default, is
    :func:`forecasting_agents.search._executor.default_search_pool` of the page size; equal to
    ``max_search_results`` it is the page cut before the controls, as every run recorded before
    the setting was, and it is then left out of the record, so such a record says just that.

    ``on_repeat`` is what an agent's harness does when the model repeats a query
    (:data:`forecasting_agents.agent.ON_REPEAT_MODES`): by default it runs its own search for the
    missing evidence; ``"refuse"``, what every run did before the setting existed, is recorded
    by leaving the setting out, so a record without it says repeats were only refused.

    ``leak_judge`` is ``"rules"`` (the leak check's policy decides alone, as in every run made
    before the setting, which is then left out of the record) or ``"model"``: what the rules keep
    is shown to a :class:`forecasting_agents.search.ModelLeakJudge` too (see ``_agent_run``).
    ``leak_judge_model`` names the judge's model when it is not the run's own (recorded only then).
    ``max_record_mb`` caps each question's record (None, no cap): an agent or record past it
    stops the run (:class:`forecasting_agents.core.RecordTooLargeError`), that question unsaved;
    like ``concurrency`` it is not recorded, so the run resumes with a higher cap.
    """

    agents: int = DEFAULT_AGENTS
    max_steps: int = DEFAULT_MAX_STEPS
    max_search_results: int = BACKTEST_MAX_SEARCH_RESULTS
    allowed_domains: tuple[str, ...] | None = tuple(sorted(DEFAULT_ALLOWED_DOMAINS))
    calibrate: bool = False
    knowledge_cutoff: str | None = None
    concurrency: int = DEFAULT_CONCURRENCY
    leak_policy: LeakPolicy = DEFAULT_LEAK_POLICY
    min_documents: int = DEFAULT_MIN_EVIDENCE_ITEMS
    required_types: tuple[str, ...] = DEFAULT_REQUIRED_EVIDENCE_TYPES
    show_market_price: bool = False
    search_pool: int | None = None
    calibrate_on: CalibrationSetting | None = None
    on_repeat: str = DEFAULT_ON_REPEAT
    leak_judge: str = "rules"
    leak_judge_model: str | None = None
    max_record_mb: float | None = DEFAULT_MAX_RECORD_MB

    def __post_init__(self) -> None:
        cap = check_max_record_mb(self.max_record_mb, "max_record_mb", BacktestConfigError)
        object.__setattr__(self, "max_record_mb", cap)
        if self.calibrate_on is not None and not (
            self.calibrate and callable(getattr(self.calibrate_on, "recorded", None))
        ):
            raise BacktestConfigError(
                f"calibrate_on: got a {type(self.calibrate_on).__name__} with "
                f"calibrate={self.calibrate}; "
                "accepted: a CalibrationSource (load_calibration_source), with calibrate=True"
            )
        if not isinstance(self.show_market_price, bool):
            raise BacktestConfigError(
                f"show_market_price: got {self.show_market_price!r}; accepted: True or False"
            )
        _check_int("min_documents", self.min_documents, 1, MAX_MIN_DOCUMENTS)
        try:
            check_on_repeat(self.on_repeat)
            check_leak_policy(self.leak_policy)
            check_leak_judge(self.leak_judge)
            coverage = CoverageRequirements(self.min_documents, self.required_types)
        except ValueError as exc:  # the one check, raised as the runner's own error
            raise BacktestConfigError(str(exc)) from None
        object.__setattr__(self, "required_types", coverage.required_types)
        _check_int("agents", self.agents, 1, MAX_AGENTS)
        _check_int("max_steps", self.max_steps, 1, MAX_STEPS_LIMIT)
        _check_int("max_search_results", self.max_search_results, 1, MAX_RESULTS_LIMIT)
        _check_int("concurrency", self.concurrency, 1, MAX_CONCURRENCY)
        pool = self.search_pool
        if pool is None:
            pool = default_search_pool(self.max_search_results)
        try:
            check_search_pool(pool, self.max_search_results)
        except ValueError as exc:
            raise BacktestConfigError(str(exc)) from None
        object.__setattr__(self, "search_pool", pool)
        if self.leak_judge_model is not None and self.leak_judge != "model":
            raise BacktestConfigError(
                f"leak_judge_model: got {self.leak_judge_model!r} with leak_judge="
                f"{self.leak_judge!r}; a judge's model is named only with leak_judge='model'"
            )
        if self.knowledge_cutoff is not None:
            parse_iso_date(self.knowledge_cutoff, what="knowledge_cutoff")
        if self.allowed_domains is not None:
            domains = tuple(sorted({normalize_domain(d) for d in self.allowed_domains}))
            object.__setattr__(self, "allowed_domains", domains)

    def recorded(self) -> dict[str, Any]:
        """The settings a resumed run must share (all but ``concurrency``)."""
        data = asdict(replace(self, calibrate_on=None))
        data.pop("concurrency")
        data.pop("max_record_mb")  # a limit on the files, not a setting of what they hold
        data["allowed_domains"] = (
            None if self.allowed_domains is None else list(self.allowed_domains)
        )
        data["required_types"] = list(self.required_types)  # as the manifest reads back
        data["panel"] = [asdict(m) for m in panel_members(self.agents)]
        for name, legacy in LEFT_OUT_AT_LEGACY.items():  # records made before it agree
            if data[name] == legacy:
                data.pop(name)
        if not self.fills_page:  # the page cut first: as every record made before the setting
            data.pop("search_pool")
        if self.calibrate_on is None:  # likewise: a record without it was calibrated in time
            data.pop("calibrate_on")
        else:
            data["calibrate_on"] = self.calibrate_on.recorded()
        return data

    @property
    def max_record_bytes(self) -> int | None:
        return None if self.max_record_mb is None else round(self.max_record_mb * 1e6)

    @property
    def fills_page(self) -> bool:
        """Do searches fill their page after the controls (a pool larger than the page)?"""
        return bool(self.search_pool and self.search_pool > self.max_search_results)

    def fitted_earlier(self) -> tuple[float, float] | None:
        """The calibration factor and blend weight fitted on an earlier run, if any."""
        source = self.calibrate_on
        return None if source is None else (source.factor, source.weight)


@dataclass(frozen=True)
class RunSettings:
    """A recorded run's settings, in the command's names, from every record.

    ``recorded`` is the record's ``params["settings"]``, read through the migrations if the record
    is of an older vocabulary (``migrated``). Values are read as recorded, when asked for: reading
    checks nothing the trace's loader did not. A setting the record leaves out reads as the value
    that leaving it out says (:data:`LEFT_OUT_AT_LEGACY`), or, in a record that predates it, as
    absent (None, or the default a caller gives).
    """

    recorded: Mapping[str, Any]
    migrated: bool = False

    @classmethod
    def from_params(cls, params: Mapping[str, Any]) -> RunSettings:
        """The settings of the run whose trace (or manifest's ``run``) holds ``params``."""
        current, applied = migrate_params(params)
        return cls(current["settings"], migrated=applied > 0)

    def held(self) -> dict[str, Any]:
        """Every setting whose value the record says: those it holds and, in today's
        vocabulary, those :meth:`BacktestSettings.recorded` leaves out at their legacy value (a
        record of an older vocabulary leaves out only what it predates)."""
        return {**({} if self.migrated else LEFT_OUT_AT_LEGACY), **self.recorded}

    def holds(self, name: str) -> bool:
        """Does the record say what setting ``name`` was (False: the record predates it)?"""
        return name in self.held()

    def __getitem__(self, name: str) -> Any:
        """The recorded value of setting ``name``: a KeyError if the record has none."""
        return self.held()[name]

    def get(self, name: str, default: Any = None) -> Any:
        """The recorded value of setting ``name``, or ``default`` if the record predates it."""
        return self.held().get(name, default)

    @property
    def knowledge_cutoff(self) -> str | None:
        """The model's knowledge cutoff the run declared, if it declared one."""
        return self.get("knowledge_cutoff")

    @property
    def calibrate(self) -> bool:
        """Was the run recorded as calibrated?"""
        return self.get("calibrate") is True

    def backtest_settings(self, *, calibrate: bool, concurrency: int) -> BacktestSettings:
        """The runner's settings that replay this record: a setting the record predates is the
        value it was captured under (:data:`forecasting_agents.search._leaks.LEGACY_LEAK_POLICY`,
        the coverage defaults, the page cut before the controls, repeats refused, the price
        withheld, the rules the only leak judge). ``calibrate`` and ``concurrency`` are the
        caller's: calibration only rescores, and concurrency shapes only speed. An earlier run
        calibrated on (``calibrate_on``) is recorded by its digest only, so it is not read back
        here."""
        return BacktestSettings(
            agents=self["agents"],
            max_steps=self["max_steps"],
            max_search_results=self["max_search_results"],
            allowed_domains=self["allowed_domains"],
            calibrate=calibrate,
            knowledge_cutoff=self.knowledge_cutoff,
            concurrency=concurrency,
            leak_policy=self.get("leak_policy", LEGACY_LEAK_POLICY),
            min_documents=self.get("min_documents", DEFAULT_MIN_EVIDENCE_ITEMS),
            required_types=tuple(self.get("required_types", DEFAULT_REQUIRED_EVIDENCE_TYPES)),
            # A record made before the setting cut each page before the controls.
            search_pool=self.get("search_pool", self["max_search_results"]),
            on_repeat=self.get("on_repeat", LEGACY_ON_REPEAT),
            show_market_price=self.get("show_market_price", False),
            leak_judge=self.get("leak_judge", "rules"),
            leak_judge_model=self.get("leak_judge_model"),
        )


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BacktestConfigError(
            f"{name}: got {value!r}; accepted: an integer from {low} to {high}"
        )

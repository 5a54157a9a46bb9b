# Two commands run the course from a fresh clone (see README.md):
#   make notebooks   execute every notebook in replay mode (offline, no key)
#   make test        run the whole test suite
# Each one builds the environment it needs from uv.lock first, and is safe to run again.

PYTHON ?= python3
UV_VERSION := 0.13.9
TOOLS := .tools
UV := $(TOOLS)/bin/uv
VENV := .venv
STAMP := $(VENV)/.synced-from-lock
# Arize Phoenix, the OTLP receiver tests/test_otlp.py sends runs to, runs as a server from its own
# environment: its pins (anthropic below 2, among others) would otherwise change the project's.
PHOENIX_VENV := .venv-phoenix
PHOENIX_STAMP := $(PHOENIX_VENV)/.synced-from-lock

export UV_PROJECT_ENVIRONMENT := $(VENV)
export UV_PYTHON_DOWNLOADS := never

.PHONY: setup phoenix notebooks reports test lab lint bench bench-backtest bench-redaction bench-report bench-leaks clean

setup: $(STAMP)

# uv compiles the dependencies' bytecode (--compile-bytecode); this compiles the project's own,
# which the editable install leaves as source. Where PYTHONDONTWRITEBYTECODE is set, every
# kernel and subprocess would otherwise recompile the package from source, about 0.2 s each.
# Files already compiled are skipped, so it is cheap to run each time.
BYTECODE := $(VENV)/bin/python -m compileall -q forecasting_agents $(wildcard agent_*.py) scripts

$(UV):
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

# JupyterLab reads overrides.json from the environment: it opens the Jupytext .py sources as
# notebooks in any `jupyter lab` started from .venv, without touching the user's own settings.
LAB_OVERRIDES := $(VENV)/share/jupyter/lab/settings/overrides.json

$(STAMP): $(UV) pyproject.toml uv.lock jupyter/overrides.json
	$(UV) sync --frozen --compile-bytecode --python $(PYTHON)
	mkdir -p $(dir $(LAB_OVERRIDES))
	cp jupyter/overrides.json $(LAB_OVERRIDES)
	touch $(STAMP)

# Only the phoenix group's packages (not the project), from the same lock.
phoenix: $(PHOENIX_STAMP)

$(PHOENIX_STAMP): $(UV) pyproject.toml uv.lock
	UV_PROJECT_ENVIRONMENT=$(PHOENIX_VENV) $(UV) sync --frozen --only-group phoenix \
	  --no-install-project --compile-bytecode --python $(PYTHON)
	touch $(PHOENIX_STAMP)

notebooks: setup
	$(BYTECODE)
	$(VENV)/bin/python scripts/run_notebooks.py
	$(MAKE) reports

# The audit report of each trace forecast_traces/pinned.toml pins, linked from the README and
# notebook 04 (the script says how each is made).
reports: setup
	$(VENV)/bin/python scripts/build_reports.py

# pytest caches each test module with its asserts rewritten, but not where
# PYTHONDONTWRITEBYTECODE is set: then every worker rewrites all of them again (about 2 s).
test: setup phoenix
	$(BYTECODE)
	PYTHONDONTWRITEBYTECODE= $(VENV)/bin/python -m pytest -n auto --dist loadfile

# Keys for the live path come from .env when it exists. The lab's root is the repository, so the
# data, the runs and the reports are in reach beside the notebooks. Jupyter refuses to start as
# root, which is how containers and many cloud machines run, unless told it may: as root, this
# tells it. LAB_ARGS passes anything else, e.g. make lab LAB_ARGS="--port 8890 --no-browser".
LAB_ARGS ?=
LAB_ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root)

lab: setup
	set -a; if [ -f .env ]; then . ./.env; fi; set +a; \
	  $(VENV)/bin/jupyter lab --ServerApp.root_dir=. $(LAB_ROOT_FLAG) $(LAB_ARGS)

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

bench: setup
	$(BYTECODE)
	$(VENV)/bin/python scripts/bench_notebooks.py

bench-backtest: setup phoenix
	$(VENV)/bin/python scripts/bench_backtest.py

bench-redaction: setup
	$(VENV)/bin/python scripts/bench_redaction.py

# The audit report of a 2,246-question mock backtest: page size, build time, peak memory and
# time to interactive in headless Chromium, each against its target (the run is made once, in
# runs/bench-report-2246); then the report's load times at other sizes.
bench-report: setup
	$(VENV)/bin/python scripts/bench_report_scale.py
	$(VENV)/bin/python scripts/bench_report.py

# The leak check's policies on the leak set (SPLIT=dev to develop on, test by default) and on
# the older labelled sets: precision, recall, per source kind and per rule.
SPLIT ?= test
bench-leaks: setup
	$(VENV)/bin/python scripts/measure_leak_check.py --split $(SPLIT)
	$(VENV)/bin/python scripts/measure_leak_check.py --old labelled
	$(VENV)/bin/python scripts/measure_leak_check.py --old course

clean:
	rm -rf $(VENV) $(PHOENIX_VENV) $(TOOLS)

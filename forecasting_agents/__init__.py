"""Auditable forecasting agents: the companion library of the course.

The package is layered; each layer imports only the ones before it, never a later one:

    core <- http <- providers, search, sources <- record <- agent <- evaluation <- report
    <- course <- cli

- :mod:`forecasting_agents.core`: errors, dates, text, plain data, atomic files, the catalog, the
  question and document formats, the course's own data, the notebook parameter checks (standard
  library only).
- :mod:`forecasting_agents.http`: typed provider errors, the one retry policy, the shared pool.
- :mod:`forecasting_agents.providers`: the :class:`~forecasting_agents.providers.LLMClient` protocol
  and its clients.
- :mod:`forecasting_agents.search`: the :class:`~forecasting_agents.search.SearchClient` protocol,
  the point-in-time and publisher controls, the executor, the tool definition, offline and live
  search.
- :mod:`forecasting_agents.sources`: questions from live markets (Polymarket, Metaculus, Manifold,
  Kalshi) and benchmarks.
- :mod:`forecasting_agents.record`: typed call records, redaction, tracing, replay, the run trace
  and the live-or-replay session.
- :mod:`forecasting_agents.agent`: the action schema, the agent's state and gates, the research
  agent and the panel.
- :mod:`forecasting_agents.evaluation`: scoring, calibration and the backtest runner.
- :mod:`forecasting_agents.report`: the audit report of a trace as one HTML page.
- :mod:`forecasting_agents.course`: notebook 04's settings, checked at once, and its run
  (:class:`~forecasting_agents.course.ResearchNotebook`).
- :mod:`forecasting_agents.cli`: the ``forecast-agents`` command (also
  ``python -m forecasting_agents``).

Each subpackage keeps its implementation in private modules (``_name.py``); its ``__init__`` is
its face, exporting only what a reader of the course or a user of the command needs (at most 60
names, checked by tests/test_faces.py). Everything else is imported from the private module that
defines it, as the package's own modules and the tests do, so a face can shrink without breaking
them. Importing this package imports none of them. The course's notebooks
also import through five top-level modules (``agent_schemas``, ``agent_providers``, ``agent_tools``,
``agent_observability``, ``agent_fixtures``), which only re-export names of these subpackages;
nothing in the package imports them.
"""

__version__ = "0.1.0"

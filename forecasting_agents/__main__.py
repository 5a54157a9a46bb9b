"""``python -m forecasting_agents`` runs the ``forecast-agents`` command."""

from forecasting_agents.cli import main

raise SystemExit(main())

"""``python -m forecasting_agents`` and the ``forecast-agents`` console script: run the command."""

import os
import sys
from typing import NoReturn

from forecasting_agents.cli import EXIT_INTERRUPTED, main


def run() -> NoReturn:
    """Run :func:`forecasting_agents.cli.main` and exit with its status.

    After Ctrl-C it exits at once. A normal exit first waits for every worker thread, and a
    backtest's agents may still be waiting minutes on a model's reply that nothing will read:
    the run has already saved what finished and released its lock.
    """
    status = main()
    if status == EXIT_INTERRUPTED:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(status)
    sys.exit(status)


if __name__ == "__main__":
    run()

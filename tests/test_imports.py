"""Importing the whole companion library loads no vendor SDK, no HTTP stack and no OpenTelemetry.

Replay needs none of them: the SDK (anthropic) and the HTTP libraries load only when a live
client is built, and OpenTelemetry (with protobuf) only when ``export otlp`` runs, so a reader
without them, or without a network, can still run every notebook.
"""

from __future__ import annotations

import subprocess
import sys

from support import FACES, package_modules

HEAVY = ("anthropic", "tavily", "httpx", "requests", "opentelemetry", "google.protobuf")


def test_importing_every_module_loads_no_sdk_or_http_stack():
    modules = [*FACES, *(name for name in package_modules() if not name.endswith("__main__"))]
    assert "forecasting_agents.search._tavily" in modules
    code = (
        f"import sys, {', '.join(modules)}; "
        f"loaded = [m for m in {HEAVY!r} if m in sys.modules]; "
        "assert not loaded, f'imported at module load: {loaded}'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr

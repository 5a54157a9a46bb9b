"""Importing the whole companion library loads no vendor SDK and no HTTP stack.

Replay needs neither: the SDKs (anthropic, tavily) and the HTTP libraries load only when a live
client is built, so a reader without them, or without a network, can still run every notebook.
"""

from __future__ import annotations

import subprocess
import sys

MODULES = (
    "agent_schemas",
    "agent_http",
    "agent_providers",
    "agent_tools",
    "agent_observability",
    "agent_fixtures",
    "agent_research",
    "agent_params",
)
HEAVY = ("anthropic", "tavily", "httpx", "requests")


def test_importing_every_module_loads_no_sdk_or_http_stack():
    code = (
        f"import sys, {', '.join(MODULES)}; "
        f"loaded = [m for m in {HEAVY!r} if m in sys.modules]; "
        "assert not loaded, f'imported at module load: {loaded}'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr

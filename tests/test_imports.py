"""Importing the whole companion library loads no vendor SDK and no HTTP stack.

Replay needs neither: the SDK (anthropic) and the HTTP libraries load only when a live
client is built, so a reader without them, or without a network, can still run every notebook.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

# Every companion module, found on disk, so a module added by a split is checked too.
MODULES = tuple(sorted(p.stem for p in Path(__file__).resolve().parents[1].glob("agent_*.py")))
HEAVY = ("anthropic", "tavily", "httpx", "requests")


def test_importing_every_module_loads_no_sdk_or_http_stack():
    assert {"agent_tools", "agent_corpus", "agent_formats"} <= set(MODULES)
    code = (
        f"import sys, {', '.join(MODULES)}; "
        f"loaded = [m for m in {HEAVY!r} if m in sys.modules]; "
        "assert not loaded, f'imported at module load: {loaded}'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr

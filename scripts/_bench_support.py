"""What the benchmarks in scripts/ share: reading this process's resident set."""

from __future__ import annotations

from pathlib import Path


def rss_kib() -> int:
    """The resident set size of this process now, in KiB (0 where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0

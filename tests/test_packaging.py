"""Packaging checks: the container recipe lints clean, and CI runs the README's test command."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def test_dockerfile_passes_hadolint():
    hadolint = shutil.which("hadolint") or str(
        Path(__import__("sys").executable).parent / "hadolint"
    )
    if not Path(hadolint).exists():
        pytest.fail("hadolint is not installed: it comes with the dev dependencies (make test)")
    result = subprocess.run(
        [hadolint, str(REPO_ROOT / "Dockerfile")], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_installs_from_the_lock_file():
    text = (REPO_ROOT / "Dockerfile").read_text()
    assert "uv.lock" in text and "--frozen" in text


def test_ci_runs_the_readme_test_command():
    readme = (REPO_ROOT / "README.md").read_text()
    ci = (REPO_ROOT / ".ci" / "run").read_text()
    assert "make test" in readme and re.search(r"^make test$", ci, re.MULTILINE)


def test_env_example_holds_no_values_for_keys():
    for line in (REPO_ROOT / ".env.example").read_text().splitlines():
        if re.match(r"^[A-Z_]*(KEY|TOKEN)=", line):
            assert line.endswith("="), f"an example key must be empty: {line}"


def test_jupyterlab_opens_py_sources_as_notebooks():
    import json
    import sys

    committed = json.loads((REPO_ROOT / "jupyter" / "overrides.json").read_text())
    viewers = committed["@jupyterlab/docmanager-extension:plugin"]["defaultViewers"]
    assert viewers["python"] == "Jupytext Notebook"
    installed = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    assert installed.exists(), "make setup copies jupyter/overrides.json into the environment"
    assert json.loads(installed.read_text()) == committed
    jupyter = Path(sys.executable).parent / "jupyter"
    listed = subprocess.run(
        [str(jupyter), "labextension", "list"], capture_output=True, text=True, check=True
    )
    assert "jupyterlab-jupytext" in listed.stdout + listed.stderr

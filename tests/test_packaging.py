"""Packaging checks: the container recipe, CI's test command, and the installed wheel."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from support import FACES, PACKAGE_DIR, PINNED_01, REPO, library_files


def test_dockerfile_passes_hadolint():
    hadolint = shutil.which("hadolint") or str(
        Path(__import__("sys").executable).parent / "hadolint"
    )
    if not Path(hadolint).exists():
        pytest.fail("hadolint is not installed: it comes with the dev dependencies (make test)")
    result = subprocess.run(
        [hadolint, str(REPO / "Dockerfile")], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_installs_from_the_lock_file():
    text = (REPO / "Dockerfile").read_text()
    assert "uv.lock" in text and "--frozen" in text


def test_ci_runs_the_readme_test_command():
    readme = (REPO / "README.md").read_text()
    ci = (REPO / ".ci" / "run").read_text()
    assert "make test" in readme and re.search(r"^make test$", ci, re.MULTILINE)


def test_env_example_holds_no_values_for_keys():
    for line in (REPO / ".env.example").read_text().splitlines():
        if re.match(r"^[A-Z_]*(KEY|TOKEN)=", line):
            assert line.endswith("="), f"an example key must be empty: {line}"


def test_jupyterlab_opens_py_sources_as_notebooks():
    import json
    import sys

    committed = json.loads((REPO / "jupyter" / "overrides.json").read_text())
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


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_make_lab_starts_as_this_user_with_the_repository_as_root(tmp_path):
    """``make lab`` as whoever runs the tests (root in CI and in containers, which Jupyter
    refuses unless told), with LAB_ARGS passed through, serving the whole repository."""
    import time
    import urllib.request

    port, token = _free_port(), "lab-test-token"
    args = f"--no-browser --ip=127.0.0.1 --port={port} --IdentityProvider.token={token}"
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(tmp_path), "JUPYTER_CONFIG_DIR": str(tmp_path)}
    lab = subprocess.Popen(
        ["make", "--no-print-directory", "lab", f"LAB_ARGS={args}"],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}/api/contents?token={token}"
    try:
        listing, deadline = None, time.monotonic() + 60
        while listing is None and time.monotonic() < deadline and lab.poll() is None:
            try:
                with urllib.request.urlopen(url, timeout=2) as reply:
                    listing = json.load(reply)
            except OSError:
                time.sleep(0.3)
        assert listing is not None, (
            f"make lab did not serve (exit {lab.poll()}): {lab.stderr.read().decode()[-2000:]}"
            if lab.poll() is not None
            else "make lab did not answer within 60 s"
        )
        names = {item["name"] for item in listing["content"]}
        assert {"notebooks", "data", "forecast_traces", "README.md"} <= names
    finally:
        os.killpg(lab.pid, 15)
        lab.wait(timeout=30)


# --------------------------------------------------------------------------- the wheel

WHEEL_CHECK = """
import json, os, sys
from pathlib import Path
import agent_fixtures, agent_observability, forecasting_agents.core
from agent_fixtures import get_demo_question
from agent_observability import RunTrace
from forecasting_agents.core._course import get_resolved_questions, load_backtest_corpus
from forecasting_agents.core._formats import DATA_DIR
from forecasting_agents.record._trace import traces_dir
from forecasting_agents.search._leak_model import load_leak_model

saved = RunTrace.capture(
    notebook="wheel_check", provider="mock", question=get_demo_question(), params={},
    agents=[], llm_calls=[], created_at="2026-01-01T00:00:00Z", run_id="0123456789ab",
).save()
os.environ["FORECAST_TRACES_DIR"] = sys.argv[1]
print(json.dumps({
    "modules": [m.__file__ for m in (agent_fixtures, agent_observability, forecasting_agents.core)],
    "data_dir": str(DATA_DIR),
    "questions": len(get_resolved_questions()),
    "documents": len(load_backtest_corpus().documents),
    "notice": load_backtest_corpus().notice[:40],
    "saved": str(saved),
    "redirected": str(traces_dir()),
    "leak_model_weights": len(load_leak_model().weights),
}))
"""


def _uv() -> str:
    uv = shutil.which("uv") or str(REPO / ".tools" / "bin" / "uv")
    if not Path(uv).exists():
        pytest.fail("uv is not installed: make setup puts it in .tools/bin")
    return uv


def _build_wheel(tmp_path: Path) -> Path:
    """Build the wheel offline from a copy of the tree (the build writes into its source)."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, source / name)
    for face in FACES:
        shutil.copy(REPO / f"{face}.py", source / f"{face}.py")
    shutil.copytree(
        PACKAGE_DIR, source / PACKAGE_DIR.name, ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copytree(REPO / "data", source / "data", ignore=shutil.ignore_patterns("__pycache__"))
    subprocess.run(
        [_uv(), "build", "--wheel", "--offline", "--out-dir", str(tmp_path / "dist"), str(source)],
        capture_output=True,
        check=True,
    )
    (wheel,) = (tmp_path / "dist").glob("*.whl")
    return wheel


def _install(wheel: Path, tmp_path: Path) -> Path:
    """A fresh venv holding the wheel; the project's dependencies come from this environment."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run(
        [_uv(), "pip", "install", "--offline", "--no-deps", "--python", str(python), str(wheel)],
        capture_output=True,
        check=True,
    )
    site = Path(sysconfig.get_path("purelib", vars={"base": str(venv)}))
    # A plain path line: the editable install's own .pth in that folder is not processed.
    (site / "_project_dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n")
    return python


def test_installed_wheel_loads_its_data_and_writes_traces_to_the_working_directory(tmp_path):
    wheel = _build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    sources = {p.relative_to(REPO).as_posix() for p in library_files()}
    assets = {p.relative_to(REPO).as_posix() for p in (PACKAGE_DIR / "report" / "assets").iterdir()}
    data = {f"forecasting_agents/data/{p.name}" for p in (REPO / "data").iterdir() if p.is_file()}
    model = {"forecasting_agents/search/leak_model.json"}
    missing = (sources | assets | data | model) - names
    assert not missing, f"every module, asset, data and model file must ship: {missing}"
    (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
    with zipfile.ZipFile(wheel) as archive:
        scripts = archive.read(entry_points).decode()
    assert "forecast-agents = forecasting_agents.__main__:run" in scripts
    python = _install(wheel, tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "FORECAST_TRACES_DIR"}
    result = subprocess.run(
        [str(python), "-I", "-c", WHEEL_CHECK, str(tmp_path / "elsewhere")],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    venv = tmp_path / "venv"
    assert all(Path(module).is_relative_to(venv) for module in report["modules"])
    assert Path(report["data_dir"]).is_relative_to(venv)
    assert Path(report["data_dir"]).parts[-2:] == ("forecasting_agents", "data")
    assert (report["questions"], report["documents"]) == (16, 102)
    assert report["notice"].startswith("These documents are short summaries")
    assert Path(report["saved"]).parent == work / "forecast_traces"
    assert report["redirected"] == str(tmp_path / "elsewhere")
    assert report["leak_model_weights"] > 1000  # the default leak policy's weights ship too
    installed_traces = [p for p in venv.rglob("*") if "forecast_traces" in p.parts]
    assert installed_traces == []
    # The console script runs from the wheel, and the report finds its installed assets.
    command = venv / "bin" / "forecast-agents"
    page = tmp_path / "report.html"
    for args in (["verify", str(PINNED_01)], ["report", str(PINNED_01), "-o", str(page)]):
        done = subprocess.run(
            [str(command), *args], cwd=work, env=env, capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stderr
    assert "<script" in page.read_text()


def test_traces_default_to_the_working_directory_without_a_checkout_folder(monkeypatch, tmp_path):
    import forecasting_agents.record._trace as record_trace

    monkeypatch.delenv("FORECAST_TRACES_DIR", raising=False)
    monkeypatch.chdir(tmp_path)
    assert (
        record_trace.traces_dir() == record_trace.REPO_TRACES_DIR
    )  # a checkout keeps its pinned folder
    monkeypatch.setattr(
        record_trace, "REPO_TRACES_DIR", tmp_path / "site-packages" / "forecast_traces"
    )
    assert record_trace.traces_dir() == tmp_path / "forecast_traces"

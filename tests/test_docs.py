"""The README and the docs/ pages say only what runs: every command block runs, as printed.

What a page may hold, and how this module reads it (docs/testing-docs.md says the same for
whoever writes a page):

- A fenced ```bash or ```python block is a command block. The blocks of one page run in page
  order, each as printed (bash under ``bash -euo pipefail``, python with the project's
  interpreter), in one scratch folder per page that looks like a checkout: copies of ``data/``,
  ``forecast_traces/`` and ``tests/data/``, and links to ``.venv/`` and ``notebooks/``. So a
  later block may read what an earlier one wrote, and nothing a block writes reaches the
  repository. The environment holds no key and no provider setting: ``PATH`` starts with
  ``.venv/bin``, ``HOME`` is a scratch folder, and ``FORECAST_TRACES_DIR`` is the scratch copy of
  ``forecast_traces/``, so a live run with the mock writes its trace there.
- ``<!-- doc-test: skip REASON -->`` just before a block keeps it from running (docker, a live
  key, a server on a fixed port, the ``make`` commands this suite is run by); the reason is
  required, and ``SKIP_LIMIT`` bounds how many a page set may have.
- ``<!-- doc-test: exit N -->`` just before a block: it must end with exit status N (0 otherwise).
- The next fenced block after a command block, when it is a ```text block, is the command's
  output: what the block printed (stdout and stderr merged, in order) must match it line by
  line. A line ``...`` stands for any lines, none included; ``...`` inside a line for any text
  (a time, a run id, the rest of a wide row); trailing spaces are ignored.

Every relative link of those pages must name a file of the repository, and its ``#anchor`` a
heading of that file, as GitHub spells heading anchors.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from support import REPO

PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
MARKER = re.compile(r"<!-- doc-test: (skip|exit) ?(.*?) ?-->")
FENCE = re.compile(r"^```(\S*)\s*$")
RUNNABLE = {"bash", "python"}
SKIP_LIMIT = 12
"""The most skipped blocks the pages may hold together: a skip is a command nobody checks."""
BLOCK_TIMEOUT_S = 120
COPIED = ("data", "forecast_traces", "tests/data")
LINKED = (".venv", "notebooks")


@dataclass(frozen=True)
class Block:
    """One fenced block of a page: where it starts, its language, its text and its markers."""

    page: Path
    line: int
    lang: str
    text: str
    skip: str | None = None
    exit_code: int = 0
    output: str | None = None

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(REPO)}:{self.line}"


def fenced_blocks(page: Path) -> list[Block]:
    """Every fenced block of ``page`` with the markers on the lines just before it."""
    lines = page.read_text(encoding="utf-8").splitlines()
    blocks: list[Block] = []
    markers: dict[str, str] = {}
    index = 0
    while index < len(lines):
        line = lines[index]
        found = MARKER.fullmatch(line.strip())
        fence = FENCE.match(line)
        if found:
            markers[found.group(1)] = found.group(2)
        elif fence:
            end = next(
                (i for i in range(index + 1, len(lines)) if lines[i].startswith("```")), None
            )
            assert end is not None, f"{page.name}:{index + 1}: a fence that never closes"
            blocks.append(_block(page, index + 1, fence.group(1), lines[index + 1 : end], markers))
            markers = {}
            index = end
        elif line.strip() and markers:
            raise AssertionError(
                f"{page.name}:{index + 1}: a doc-test marker must stand just before its block"
            )
        index += 1
    return blocks


def _block(page: Path, line: int, lang: str, body: list[str], markers: dict[str, str]) -> Block:
    skip = markers.get("skip")
    assert skip is None or skip.strip(), f"{page.name}:{line}: a skip names its reason"
    exit_text = markers.get("exit", "0")
    assert exit_text.isdigit(), f"{page.name}:{line}: 'doc-test: exit {exit_text}' is not a code"
    return Block(page, line, lang, "\n".join(body) + "\n", skip, int(exit_text))


def command_blocks(page: Path) -> list[Block]:
    """The page's command blocks, each with the ```text block that follows it, if one does."""
    blocks = fenced_blocks(page)
    commands = []
    for i, block in enumerate(blocks):
        if block.lang not in RUNNABLE:
            continue
        after = blocks[i + 1] if i + 1 < len(blocks) else None
        output = after.text if after is not None and after.lang == "text" else None
        commands.append(Block(**{**block.__dict__, "output": output}))
    return commands


# --------------------------------------------------------------------------- matching output


def _line_matches(pattern: str, line: str) -> bool:
    parts = pattern.rstrip().split("...")
    line = line.rstrip()
    if len(parts) == 1:
        return line == parts[0]
    if not (line.startswith(parts[0]) and line.endswith(parts[-1])):
        return False
    at = len(parts[0])
    for part in parts[1:-1]:
        found = line.find(part, at)
        if found < 0:
            return False
        at = found + len(part)
    return at <= len(line) - len(parts[-1])


def output_matches(expected: str, printed: str) -> bool:
    """``printed`` fits ``expected``: ``...`` lines match any lines, ``...`` in a line any text."""
    want = expected.splitlines()
    got = printed.splitlines()
    # match[i][j]: want[i:] fits got[j:]; filled from the end (no recursion, bounded work).
    match = [[False] * (len(got) + 1) for _ in range(len(want) + 1)]
    match[len(want)][len(got)] = True
    for i in range(len(want) - 1, -1, -1):
        for j in range(len(got), -1, -1):
            if want[i].strip() == "...":
                match[i][j] = match[i + 1][j] or (j < len(got) and match[i][j + 1])
            else:
                fits = j < len(got) and _line_matches(want[i], got[j])
                match[i][j] = fits and match[i + 1][j + 1]
    return match[0][0]


def test_the_output_matcher_takes_what_it_documents_and_nothing_else():
    printed = "a 1\nnoise\nb 2 end\n"
    assert output_matches("a 1\n...\nb ... end\n", printed)
    assert output_matches("...\nb 2 end\n", printed)
    assert output_matches("a ...\n...\n", printed)
    assert not output_matches("a 1\nb 2 end\n", printed)  # a line left out needs its "..."
    assert not output_matches("a 1\n...\nb 3 end\n", printed)
    assert not output_matches("a 1\n...\nb ... end\nmore\n", printed)
    assert not output_matches("ab...ba\n", "aba\n")  # the two ends may not overlap


def test_the_block_reader_takes_markers_and_refuses_a_stray_one(tmp_path):
    page = tmp_path / "p.md"
    page.write_text(
        "<!-- doc-test: exit 2 -->\n```bash\nfalse\n```\n\n```text\nout\n```\n"
        "<!-- doc-test: skip needs docker -->\n```bash\ndocker run x\n```\n",
        encoding="utf-8",
    )
    first, second = command_blocks(page)
    assert (first.exit_code, first.output, first.skip) == (2, "out\n", None)
    assert (second.skip, second.output) == ("needs docker", None)
    page.write_text("<!-- doc-test: skip why -->\nprose\n```bash\ntrue\n```\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="just before its block"):
        fenced_blocks(page)


# --------------------------------------------------------------------------- running the pages


def scratch_checkout(root: Path) -> dict[str, str]:
    """A folder that looks like a checkout, and the environment a reader's shell would have."""
    for name in COPIED:
        shutil.copytree(REPO / name, root / name)
    for name in LINKED:
        (root / name).symlink_to(REPO / name)
    home = root.parent / f"{root.name}-home"
    home.mkdir()
    return {
        "PATH": f"{REPO / '.venv' / 'bin'}{os.pathsep}{os.environ.get('PATH', '/usr/bin:/bin')}",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "PYTHONUNBUFFERED": "1",  # stdout and stderr interleave as a terminal shows them
        "FORECAST_TRACES_DIR": str(root / "forecast_traces"),
        "TMPDIR": str(root.parent),
    }


def run_block(block: Block, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess:
    if block.lang == "bash":
        command = ["bash", "-euo", "pipefail", "-c", block.text]
    else:
        command = [sys.executable, "-c", block.text]
    return subprocess.run(
        command,
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=BLOCK_TIMEOUT_S,
        check=False,
    )


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_command_block_of_the_page_runs_as_printed(page, tmp_path):
    blocks = [b for b in command_blocks(page) if b.skip is None]
    if not blocks:
        pytest.skip(f"{page.name} holds no command block to run")
    root = tmp_path / "checkout"
    root.mkdir()
    env = scratch_checkout(root)
    for block in blocks:
        done = run_block(block, root, env)
        shown = f"{block.where} ({block.lang}):\n{block.text}\nprinted:\n{done.stdout}"
        assert done.returncode == block.exit_code, f"exit {done.returncode}: {shown}"
        if block.output is not None:
            assert output_matches(block.output, done.stdout), (
                f"{shown}\nthe page shows:\n{block.output}"
            )


def test_the_pages_skip_few_blocks_and_each_says_why():
    skipped = [b for page in PAGES for b in command_blocks(page) if b.skip is not None]
    ran = [b for page in PAGES for b in command_blocks(page) if b.skip is None]
    assert len(skipped) <= SKIP_LIMIT, [f"{b.where}: {b.skip}" for b in skipped]
    assert len(ran) >= 2 * len(skipped), "most command blocks must run"
    assert all(len(b.skip.split()) >= 3 for b in skipped), "a skip's reason is a sentence"


def test_the_readme_shows_the_two_commands_ci_runs():
    (first,) = [b for b in command_blocks(REPO / "README.md") if "make notebooks" in b.text]
    assert [line.split("#")[0].strip() for line in first.text.splitlines()] == [
        "make notebooks",
        "make test",
    ]
    assert re.search(r"^make test$", (REPO / ".ci" / "run").read_text(), re.MULTILINE)


# --------------------------------------------------------------------------- links

LINK = re.compile(r"\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} (.+?)\s*$")


def heading_anchors(page: Path) -> set[str]:
    """The anchors GitHub gives the page's headings (lower case, punctuation dropped, and a
    ``-1``, ``-2`` ... suffix for a repeated one); headings inside fenced blocks are not ones."""
    anchors: set[str] = set()
    inside = False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            inside = not inside
            continue
        found = None if inside else HEADING.match(line)
        if found:
            slug = re.sub(r"[^\w\- ]", "", found.group(1).lower()).replace(" ", "-")
            anchor, n = slug, 0
            while anchor in anchors:
                n += 1
                anchor = f"{slug}-{n}"
            anchors.add(anchor)
    return anchors


def relative_links(page: Path) -> list[str]:
    """The page's links that are not to the web, outside fenced blocks and code spans."""
    text = re.sub(r"^```.*?^```", "", page.read_text(encoding="utf-8"), flags=re.S | re.M)
    text = re.sub(r"`[^`\n]*`", "", text)  # a link shown as code is not one
    return [t for t in LINK.findall(text) if not re.match(r"[a-z][a-z0-9+.-]*:", t)]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_relative_link_names_a_file_and_a_heading_that_exist(page):
    broken = []
    for target in relative_links(page):
        path, _, anchor = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists():
            broken.append(f"{target}: no file {file}")
        elif anchor and file.suffix == ".md" and anchor not in heading_anchors(file):
            broken.append(f"{target}: {file.name} has no heading with anchor #{anchor}")
    assert not broken, f"{page.name}: " + "; ".join(broken)


def test_the_link_check_finds_a_broken_link(tmp_path):
    page = tmp_path / "p.md"
    page.write_text(
        "# A `b`: c\n\n[x](#a-b-c) [y](#nope) [z](missing.md) `[c](code.md)`\n", encoding="utf-8"
    )
    assert heading_anchors(page) == {"a-b-c"}
    assert relative_links(page) == ["#a-b-c", "#nope", "missing.md"]


def test_the_readme_links_every_docs_page():
    linked = {Path(t.partition("#")[0]).name for t in relative_links(REPO / "README.md")}
    assert {p.name for p in PAGES[1:]} <= linked

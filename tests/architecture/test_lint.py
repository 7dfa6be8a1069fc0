"""ruff and mypy, configured in pyproject.toml, run with the tests: a finding fails the suite.

Each runs as a subprocess of this interpreter (``python -m ruff`` / ``python -m mypy``),
so it is the version the ``test`` extra installed; a test skips, saying so, only when
the tool is not installed at all.

mypy keeps its incremental cache outside the checkout, in the machine's temp folder, so a
fresh clone (CI's) on a machine that ran the suite before reads the standard library's and the
dependencies' types from it instead of analysing them again (~20 s of CPU cold, ~1 s warm).
mypy decides what is fresh by each file's contents, not its path, so a stale entry is never
used; the cache is file-based (each entry replaced atomically), as two runs may share it.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from support import REPO_ROOT

MYPY_CACHE = Path(tempfile.gettempdir()) / f"memdesk-mypy-cache-{os.getuid()}"


def _run(tool: str, *args: str, cwd: Path = REPO_ROOT) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec(tool) is None:
        pytest.skip(f"{tool} is not installed; `pip install -e '.[test]'` installs it")
    return subprocess.run([sys.executable, "-m", tool, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=900)


def _mypy(cwd: Path = REPO_ROOT) -> subprocess.CompletedProcess[str]:
    return _run("mypy", "--cache-dir", str(MYPY_CACHE), "--no-sqlite-cache", cwd=cwd)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout[-8000:] + result.stderr[-2000:]


def test_mypy_finds_nothing_and_its_kept_cache_hides_no_error(tmp_path):
    result = _mypy()
    assert result.returncode == 0, result.stdout[-8000:] + result.stderr[-2000:]
    # The same tree with one type error, checked on the cache the run above left warm, fails on it. In one test
    # with the run above, so the copy is checked warm (two tests could run cold at once on two workers).
    for package in ("core", "tui", "themes"):
        shutil.copytree(REPO_ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copyfile(REPO_ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "core" / "_mypy_probe.py").write_text('def probe() -> int:\n    return "not an int"\n',
                                                       encoding="utf-8")
    broken = _mypy(cwd=tmp_path)
    assert broken.returncode == 1, broken.stdout[-8000:] + broken.stderr[-2000:]
    assert "core/_mypy_probe.py:2: error: Incompatible return value type" in broken.stdout, broken.stdout[-8000:]
    assert "Found 1 error in 1 file" in broken.stdout, broken.stdout[-8000:]

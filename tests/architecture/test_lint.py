"""ruff and mypy, configured in pyproject.toml, run with the tests: a finding fails the suite.

Each runs as a subprocess of this interpreter (``python -m ruff`` / ``python -m mypy``),
so it is the version the ``test`` extra installed; a test skips, saying so, only when
the tool is not installed at all.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys

import pytest

from support import REPO_ROOT


def _run(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    if importlib.util.find_spec(tool) is None:
        pytest.skip(f"{tool} is not installed; `pip install -e '.[test]'` installs it")
    return subprocess.run([sys.executable, "-m", tool, *args], cwd=REPO_ROOT, capture_output=True, text=True,
                          timeout=900)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", ".")
    assert result.returncode == 0, result.stdout[-8000:] + result.stderr[-2000:]


def test_mypy_finds_nothing():
    result = _run("mypy")
    assert result.returncode == 0, result.stdout[-8000:] + result.stderr[-2000:]

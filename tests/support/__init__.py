"""Helpers shared by tests (importable as ``support``)."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
TESTS_DIR = REPO_ROOT / "tests"
FIXTURES = TESTS_DIR / "fixtures"
DATA = TESTS_DIR / "data"
FIXED_NOW = "2026-11-30T09:00:00Z"


class MovableClock:
    """A clock a test moves by hand: ``clock.set("2026-12-01")``, ``clock.advance(days=3)``."""

    def __init__(self, start):
        self.now = start

    def __call__(self):
        return self.now

    def set(self, text: str) -> None:
        from core.clock import parse_time

        self.now = parse_time(text)

    def advance(self, **delta) -> None:
        self.now = self.now + timedelta(**delta)


def run_memdesk_process(*args: str, env: dict | None = None, timeout: float = 60,
                        input_text: str | None = None) -> subprocess.CompletedProcess:
    """Run ``python -m core.interfaces.cli`` in a real subprocess (for no-TTY and process tests)."""
    full_env = dict(os.environ)
    full_env["PYTHONPATH"] = str(REPO_ROOT) + os.pathsep + full_env.get("PYTHONPATH", "")
    if env:
        full_env.update(env)
    return subprocess.run(
        [sys.executable, "-m", "core.interfaces.cli", *args], capture_output=True, text=True, env=full_env,
        timeout=timeout, input=input_text, stdin=None if input_text is not None else subprocess.DEVNULL,
        cwd=str(REPO_ROOT),
    )

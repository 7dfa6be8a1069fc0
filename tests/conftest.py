"""Shared fixtures: every test gets its own home, store and fixed clock.

No test touches the user's real store or config: ``HOME``, the XDG dirs,
``MEMDESK_HOME`` and ``MEMDESK_CONFIG`` all point into the test's temp dir, and
``MEMDESK_DB`` and every provider setting are cleared.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from pathlib import Path

import pytest

from core import Engine, Settings
from core.clock import parse_time
from core.interfaces.cli import main
from support import FIXED_NOW, MovableClock

# Fixtures every test may ask for: a local fake OpenAI-compatible server, and a record of
# network attempts (which must stay empty when no model is configured).
from support.fake_openai_server import fake_llm, network_attempts  # noqa: F401

PROVIDER_ENV = (
    "ANTHROPIC_API_KEY", "MEMDESK_LLM_BASE_URL", "MEMDESK_LLM_MODEL", "MEMDESK_LLM_API_KEY",
    "MEMDESK_TOKEN", "MEMDESK_JUDGE_MODEL", "MEMDESK_EMBED_BASE_URL", "MEMDESK_EMBED_MODEL",
    "MEMDESK_EMBED_API_KEY", "MEMDESK_EMBED_LOCAL", "OPENAI_API_KEY",
)


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory, monkeypatch) -> Path:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home / var.lower()))
    monkeypatch.setenv("MEMDESK_HOME", str(home / "memdesk"))
    monkeypatch.setenv("MEMDESK_CONFIG", str(home / "memdesk" / "config.toml"))
    monkeypatch.delenv("MEMDESK_DB", raising=False)
    monkeypatch.delenv("CODEX_HOME", raising=False)  # Codex's folder would otherwise be the person's real one
    for var in PROVIDER_ENV:
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture
def clock() -> MovableClock:
    return MovableClock(parse_time(FIXED_NOW))


@pytest.fixture
def db_path(tmp_path) -> Path:
    return tmp_path / "store.db"


@pytest.fixture
def engine(db_path, clock):
    eng = Engine(db_path, settings=Settings(), clock=clock)
    yield eng
    eng.close()


@dataclass
class CliResult:
    code: int
    stdout: str
    stderr: str

    @property
    def json(self):
        return json.loads(self.stdout)


@pytest.fixture
def cli(db_path):
    """Run ``memdesk`` in-process against the test store: ``cli("recall", "x", "--json")``."""

    def run(*args: str, db: Path | None = db_path) -> CliResult:
        out, err = io.StringIO(), io.StringIO()
        argv = [*(["--db", str(db)] if db is not None else []), *args]
        code = main(argv, stdout=out, stderr=err)
        return CliResult(code, out.getvalue(), err.getvalue())

    return run

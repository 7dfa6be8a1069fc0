"""Issue 18 item 1: what the hot commands must not load (each would cost start-up on every hook call).

A fresh interpreter imports ``core.interfaces.cli`` and runs a command in-process on a store
whose schema is current, then reports ``sys.modules``. Loading any of these is a regression:
httpx (the judge's provider), yaml (importers), anthropic, pygments (rich's syntax colouring),
pydantic (settings validation, only when a config file changed), mcp, sqlite_utils (only when a
migration is pending), and rich itself for the commands that print plain tables.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from core import Engine, Settings
from support import REPO_ROOT

NEVER = ("httpx", "yaml", "anthropic", "pygments", "pydantic", "mcp", "sqlite_utils")

SCRIPT = """
import io, json, sys
import core.interfaces.cli
after_import = sorted({m.split('.')[0] for m in sys.modules})
code = None
if len(sys.argv) > 1:
    from core.interfaces.cli.app import main
    code = main(sys.argv[1:], stdout=io.StringIO(), stderr=io.StringIO())
after_run = sorted({m.split('.')[0] for m in sys.modules})
print(json.dumps({"code": code, "after_import": after_import, "after_run": after_run, "modules": sorted(sys.modules)}))
"""


def loaded(home, *argv: str) -> dict:
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO_ROOT), "LANG": "C.UTF-8"}
    result = subprocess.run([sys.executable, "-c", SCRIPT, *argv], capture_output=True, text=True, env=env,
                            stdin=subprocess.DEVNULL,
                            cwd=str(REPO_ROOT), timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


@pytest.fixture
def current_store(tmp_path):
    db = tmp_path / "store.db"
    with Engine(db, settings=Settings(), actor="human:test") as engine:
        memory = engine.memories.remember("The API gateway is Kong", kind="infra")
        engine.memories.promote([memory.id])
    return db


def test_importing_the_cli_loads_none_of_them_nor_rich(tmp_path):
    report = loaded(tmp_path)
    assert [name for name in (*NEVER, "rich") if name in report["after_import"]] == []


@pytest.mark.parametrize("argv", [("recall", "gateway"), ("search", "gateway"), ("context",), ("stats",),
                                  ("list",), ("--version",)], ids=lambda argv: argv[0])
def test_a_hot_command_on_a_current_store_loads_none_of_them_nor_rich(tmp_path, current_store, argv):
    report = loaded(tmp_path, "--db", str(current_store), *argv) if argv[0] != "--version" else \
        loaded(tmp_path, *argv)
    assert report["code"] == 0
    assert [name for name in (*NEVER, "rich") if name in report["after_run"]] == []


# inspect (and what it imports) is what dataclasses would load for nothing; the repositories a
# recall or the context block does not read are imported only when used (core/storage/repository.py).
UNUSED_ON_A_READ = ("ast", "dis", "tokenize", "hashlib", "core.storage.harvests", "core.storage.generations",
                    "core.storage.watched_files", "core.storage.transfer", "core.storage.upkeep_runs",
                    "core.storage.capture_rules")


@pytest.mark.parametrize("argv", [("context",), ("stats",), ("search", "gateway")], ids=lambda argv: argv[0])
def test_a_read_loads_neither_inspect_nor_the_repositories_it_does_not_use(tmp_path, current_store, argv):
    report = loaded(tmp_path, "--db", str(current_store), *argv)
    assert report["code"] == 0
    assert [name for name in UNUSED_ON_A_READ if name in report["modules"]] == []


def test_recall_loads_the_repositories_it_writes_to_and_no_more(tmp_path, current_store):
    report = loaded(tmp_path, "--db", str(current_store), "recall", "gateway")
    assert report["code"] == 0
    assert {"core.storage.recall_log", "core.storage.memories"} <= set(report["modules"])
    assert [name for name in UNUSED_ON_A_READ if name in report["modules"]] == []


STAND_IN = """
import sys
import core.interfaces.cli, core.model.records
stand_in = sys.modules["inspect"]
before = ("ast" in sys.modules, type(stand_in).__name__)
import dataclasses
@dataclasses.dataclass
class Undocumented:
    size: int
import inspect
print(before, Undocumented.__doc__, inspect.signature(len), inspect is sys.modules["inspect"],
      stand_in.signature is inspect.signature, type(inspect).__name__)
"""


def test_the_inspect_stand_in_turns_into_the_real_module_on_first_use():
    result = subprocess.run([sys.executable, "-c", STAND_IN], capture_output=True, text=True, cwd=str(REPO_ROOT),
                            env={"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO_ROOT)}, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["(False,", "'_DeferredModule')", "Undocumented(size:", "int)", "(obj,", "/)",
                                     "True", "True", "module"]


IP_STAND_IN = """
import sys
import core.interfaces.cli, core.model.records, pathlib, urllib.parse
before = type(sys.modules["ipaddress"]).__name__
print(before, urllib.parse.urlsplit("http://[::1]:8080/x").hostname, type(sys.modules["ipaddress"]).__name__)
"""


def test_the_ipaddress_stand_in_loads_when_a_bracketed_host_is_checked():
    result = subprocess.run([sys.executable, "-c", IP_STAND_IN], capture_output=True, text=True, cwd=str(REPO_ROOT),
                            env={"PATH": os.environ.get("PATH", ""), "PYTHONPATH": str(REPO_ROOT)}, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["_DeferredModule", "::1", "module"]


def test_the_check_sees_a_module_that_is_loaded(tmp_path, current_store):
    """The same probe on a command that needs rich (a tree) does report it: the list above can fail."""
    report = loaded(tmp_path, "--db", str(current_store), "graph", "1")
    assert report["code"] == 0 and "rich" in report["after_run"]


def test_a_pending_migration_is_the_one_time_sqlite_utils_loads(tmp_path):
    report = loaded(tmp_path, "--db", str(tmp_path / "new.db"), "stats")
    assert report["code"] == 0 and "sqlite_utils" in report["after_run"]


# What a session start must not build: the capture path (the secret screen, the contradiction
# rules), and for the context block the ranker too; nor stdlib modules only a rare path needs.
CAPTURE_PATH = ("core.memories.capture", "core.text.secrets", "core.conflicts.detector", "core.memories.junk_screens")


@pytest.mark.parametrize("argv, also_absent", [
    (("hooks", "session-start"), ("core.retrieval.ranker", "shutil", "secrets")),
    (("context",), ("core.retrieval.ranker", "shutil", "secrets")),
    (("recall", "gateway"), ("shutil", "secrets")),
], ids=lambda value: value[0] if isinstance(value[0], str) else "")
def test_reading_commands_do_not_build_the_capture_path(tmp_path, current_store, argv, also_absent):
    report = loaded(tmp_path, "--db", str(current_store), *argv)
    assert report["code"] == 0
    assert [name for name in (*CAPTURE_PATH, *also_absent) if name in report["modules"]] == []


def test_the_capture_path_check_can_fail(tmp_path, current_store):
    """A capture does load what the list above forbids: the probe sees it."""
    report = loaded(tmp_path, "--db", str(current_store), "remember", "The cache is Redis 7")
    assert report["code"] == 0 and set(CAPTURE_PATH) <= set(report["modules"])


def test_the_statement_model_loads_only_for_a_capture_with_a_candidate(tmp_path, current_store):
    """Nothing promoted of a compatible kind shares a word: the rules are never read (a compaction summary's case)."""
    alone = loaded(tmp_path, "--db", str(current_store), "remember", "The cache is Redis 7")
    assert alone["code"] == 0 and "core.conflicts.rules" not in alone["modules"]
    contradicting = loaded(tmp_path, "--db", str(current_store), "remember", "--kind", "infra",
                           "The API gateway is now Envoy")
    assert contradicting["code"] == 0 and "core.conflicts.rules" in contradicting["modules"]

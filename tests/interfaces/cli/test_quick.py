"""The quick path for the command lines agents start: recognised exactly, run without the rest of the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from core.interfaces.cli.quick import parse_quick, run_quick
from support import REPO_ROOT


@pytest.mark.parametrize(("argv", "command", "db", "ns"), [
    (["mcp"], ("mcp",), None, None),
    (["--db", "a.db", "mcp", "--no-forward"], ("mcp",), "a.db", None),
    (["mcp", "--db=b.db", "--ns", "work", "--json"], ("mcp",), "b.db", "work"),
    (["--db", "a.db", "mcp", "--db", "c.db"], ("mcp",), "c.db", None),  # the last one wins, as with argparse
    (["--ns=w", "hooks", "session-start", "--format", "text"], ("hooks", "session-start"), None, "w"),
    (["hooks", "capture-summary", "--json"], ("hooks", "capture-summary"), None, None),
])
def test_the_command_lines_agents_start_are_recognised(argv, command, db, ns):
    line = parse_quick(argv)
    assert line is not None and (line.command, line.db, line.ns) == (command, db, ns)


@pytest.mark.parametrize("argv", [
    [], ["--help"], ["mcp", "--help"], ["mcp", "-h"], ["recall", "x"], ["mcp", "--no-f"], ["mcp", "--db"],
    ["--format", "text", "hooks", "session-start"], ["hooks", "session-start", "--format", "yaml"],
    ["hooks", "install", "codex"], ["mcp", "extra"], ["hooks", "capture-summary", "--format", "text"],
    ["--db", "--json", "mcp"],
])
def test_anything_else_goes_to_the_full_command_line(argv):
    assert parse_quick(argv) is None
    assert run_quick(argv) is None


def test_a_bad_namespace_is_left_to_the_full_command_line_to_explain():
    assert run_quick(["--ns", "x" * 500, "hooks", "session-start"]) is None


CHECK = """
import io, json, sys
from core.interfaces.cli.quick import run_quick
out = io.StringIO()
payload = io.StringIO(json.dumps({"session_id": "s", "hook_event_name": "SessionStart", "source": "startup"}))
code = run_quick(["--db", sys.argv[1], "hooks", "session-start"], stdin=payload, stdout=out)
not_needed = ["argparse", "core.interfaces.cli.app", "core.interfaces.cli.output", "mcp", "mcp_types", "pydantic",
              "anyio", "starlette", "uvicorn", "textual", "tui", "core.interfaces.mcp"]
print(json.dumps({"code": code, "context": "additionalContext" in out.getvalue(),
                  "loaded": sorted(name for name in not_needed if name in sys.modules)}))
"""


def test_a_hook_loads_neither_the_command_line_nor_the_mcp_sdk(tmp_path, isolated_home):
    """``hooks session-start`` runs on the quick path: no argparse tree, no rich output layer, no SDK.

    (What the engine itself imports is the engine's business; see bench/mcp_initialize.py.)
    """
    result = subprocess.run([sys.executable, "-c", CHECK, str(tmp_path / "store.db")], capture_output=True,
                            text=True, cwd=str(tmp_path), timeout=60,
                            env={**os.environ, "PYTHONPATH": str(REPO_ROOT)})
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {"code": 0, "context": True, "loaded": []}

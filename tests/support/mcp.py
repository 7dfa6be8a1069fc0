"""Helpers for tests that run memdesk's servers as real processes (importable as ``support.mcp``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from mcp import StdioServerParameters

from core.interfaces.serving.daemon import DaemonFiles, DaemonStatus, daemon_status
from core.paths import StoreURL, store_argument
from support import REPO_ROOT

START_DEADLINE_S = 30.0


def memdesk_env(home: Path, **extra: str) -> dict[str, str]:
    """An environment that points memdesk at ``home`` and at this checkout's code."""
    env = {
        "HOME": str(home), "MEMDESK_HOME": str(home / "memdesk"),
        "MEMDESK_CONFIG": str(home / "memdesk" / "config.toml"),
        "PYTHONPATH": str(REPO_ROOT), "PATH": os.environ.get("PATH", ""),
    }
    env.update(extra)
    return env


def stdio_params(db_path: Path | StoreURL, home: Path, *args: str, **env: str) -> StdioServerParameters:
    """``memdesk --db DB mcp ARGS`` as a stdio MCP server process."""
    return StdioServerParameters(command=sys.executable,
                                 args=["-m", "core.interfaces.cli", "--db", store_argument(db_path), "mcp", *args],
                                 env=memdesk_env(home, **env), cwd=str(REPO_ROOT))


@contextmanager
def served(db_path: Path, home: Path, *, token: str | None = None, host: str = "127.0.0.1") -> Iterator[DaemonStatus]:
    """``memdesk serve --foreground`` on a free loopback port, stopped (and reaped) afterwards."""
    env = {**os.environ, **memdesk_env(home)}
    env.pop("MEMDESK_TOKEN", None)
    if token:
        env["MEMDESK_TOKEN"] = token
    command = [sys.executable, "-m", "core.interfaces.cli", "--db", str(db_path), "serve", "--foreground",
               "--host", host, "--port", "0"]
    process = subprocess.Popen(command, env=env, cwd=str(REPO_ROOT), stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + START_DEADLINE_S
        status = None
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise AssertionError(f"server exited at start: {process.stdout.read()}")
            status = daemon_status(db_path, token=token or "", timeout=0.5)
            if status is not None and status.healthy:
                break
            time.sleep(0.05)
        assert status is not None and status.healthy, "server did not answer /health in time"
        yield status
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)
        if process.stdout:
            process.stdout.close()
    # SIGTERM (what systemd sends) is a clean stop: exit 0 and no pidfile left behind.
    assert process.returncode == 0
    assert not DaemonFiles.for_store(db_path).pid.exists()


def agent_calls(db: Path, home: Path, calls: list[tuple[str, dict]], *, client: str = "Sneaky Agent") -> list:
    """Run tool calls, in order, as one agent (named ``client``) over a real ``memdesk mcp`` stdio process."""
    import anyio
    from mcp import Client
    from mcp.types import Implementation

    async def scenario():
        async with Client(stdio_params(db, home, "--no-forward"), read_timeout_seconds=60,
                          client_info=Implementation(name=client, version="1")) as session:
            return [await session.call_tool(name, arguments) for name, arguments in calls]

    return anyio.run(scenario)

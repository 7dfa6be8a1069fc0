"""The background server for one store: start it, find it, ask it how it is, stop it.

Files live in the store's state dir (:func:`core.paths.state_dir_for`), so two
stores never share a daemon:

- ``serve.lock`` — held (``flock``) by the serving process for its whole life; it is
  the one truth about "running", immune to stale pidfiles and reused pids;
- ``serve.pid`` — the pid, for systemd and people;
- ``serve.json`` — pid, host, port, url, start time and log path;
- ``serve.log`` — the daemon's own output (stdout and stderr);
- ``requests.jsonl`` — one JSON line per HTTP request (ts, method, path, status, client, ms).

``memdesk serve`` calls :func:`start_daemon` (spawns ``memdesk serve --foreground`` in
its own session and waits, bounded, for ``/health``); ``--foreground`` runs
:func:`core.interfaces.launch.serve_foreground` directly (systemd). The workstation's
Server pane uses the same functions. Nothing here imports an adapter: the daemon is
started as a process, never imported.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, field
from pathlib import Path
from typing import Any

from core.errors import RefusedError, StoreError
from core.interfaces.serving import client
from core.interfaces.serving.hosts import check_bind, connect_host, normalise_host
from core.model.lean import lean_dataclass
from core.paths import StoreURL, as_store_location, state_dir_for, store_argument
from core.settings.model import ServerSettings

try:  # POSIX; elsewhere "running" falls back to the pid in serve.pid
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

# What `memdesk serve` binds unless told otherwise: the [server] defaults of the settings model.
DEFAULT_HOST = ServerSettings.host
DEFAULT_PORT = ServerSettings.port
START_TIMEOUT_S = 20.0
STOP_TIMEOUT_S = 10.0
POLL_S = 0.05

# Processes this interpreter spawned, so a stopped daemon is reaped rather than left a zombie.
_spawned: dict[int, subprocess.Popen] = {}


@lean_dataclass
class DaemonFiles:
    """Where one store's daemon keeps its runtime files."""

    state_dir: Path
    lock: Path
    pid: Path
    info: Path
    log: Path
    requests: Path

    @classmethod
    def for_store(cls, db_path: str | os.PathLike | StoreURL) -> DaemonFiles:
        """The files of the daemon for ``db_path`` (in its state dir; nothing is created)."""
        location = as_store_location(db_path)
        state = state_dir_for(location if isinstance(location, StoreURL) else location.resolve())
        return cls(state, state / "serve.lock", state / "serve.pid", state / "serve.json", state / "serve.log",
                   state / "requests.jsonl")

    def ensure_dir(self) -> None:
        """Create the state dir, private to this user."""
        self.state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)


@lean_dataclass
class DaemonStatus:
    """A running daemon as the CLI and the Server pane show it.

    ``url`` is the base address (``http://127.0.0.1:8765``), ``mcp_url`` the MCP
    endpoint. ``clients`` are the client names heard from in the last ten minutes
    and ``requests`` the requests served since start; both come from the
    authenticated ``/v1/status`` and stay empty/0 when it could not be read
    (``status_error`` says why).
    """

    pid: int
    host: str
    port: int
    url: str
    started_at: str
    log_path: str
    healthy: bool
    clients: list[str] = field(default_factory=list)
    requests: int = 0
    mcp_url: str = ""
    auth: bool = False
    status_error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# -- the lock: "is a daemon serving this store?" ---------------------------------------


@contextmanager
def hold_lease(files: DaemonFiles) -> Iterator[None]:
    """Hold ``serve.lock`` for the life of a serving process.

    Raises:
        RefusedError: another process already serves this store.
    """
    files.ensure_dir()
    handle = files.lock.open("a+")
    try:
        if fcntl is not None:
            deadline = time.monotonic() + 1.0
            while True:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except OSError:
                    # A status probe holds the lock for microseconds; a server holds it for good.
                    if time.monotonic() > deadline:
                        raise RefusedError(
                            "a memdesk server is already running on this store; see `memdesk serve --status`",
                            code="already_running") from None
                    time.sleep(POLL_S)
        yield
    finally:
        handle.close()


def _running(files: DaemonFiles) -> bool:
    if fcntl is None:  # pragma: no cover - Windows
        pid = _read_pid(files)
        return pid is not None and _pid_alive(pid)
    if not files.lock.exists():
        return False
    with files.lock.open("a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return True
        fcntl.flock(handle, fcntl.LOCK_UN)
        return False


def _read_pid(files: DaemonFiles) -> int | None:
    try:
        return int(files.pid.read_text().strip())
    except (OSError, ValueError):
        return None


def _still_running(pid: int) -> bool:
    """Whether ``pid`` is still executing, per ``/proc`` (a zombie is not); ``False`` where /proc cannot say."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    state = stat.rpartition(")")[2].split()[:1]
    return bool(state) and state[0] not in ("Z", "X")


def _pid_alive(pid: int) -> bool:
    child = _spawned.get(pid)
    if child is not None and child.poll() is not None:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _read_info(files: DaemonFiles) -> dict[str, Any] | None:
    try:
        data = json.loads(files.info.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def publish(files: DaemonFiles, *, host: str, port: int, started_at: str, auth: bool) -> None:
    """Write ``serve.pid`` and ``serve.json`` for the current process (atomically)."""
    info = {"pid": os.getpid(), "host": host, "port": port, "url": f"http://{connect_host(host)}:{port}",
            "started_at": started_at, "log_path": str(files.log), "auth": auth}
    for path, text in ((files.pid, f"{os.getpid()}\n"), (files.info, json.dumps(info, indent=2) + "\n")):
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)


def unpublish(files: DaemonFiles, pid: int | None = None) -> None:
    """Remove ``serve.pid``/``serve.json`` if they still name ``pid`` (or unconditionally)."""
    if pid is not None and _read_pid(files) not in (None, pid):
        return
    for path in (files.pid, files.info):
        try:
            path.unlink()
        except FileNotFoundError:
            pass


# -- the public API ---------------------------------------------------------------------


def daemon_status(db_path: str | os.PathLike | StoreURL, *, token: str | None = None,
                  timeout: float = 1.0) -> DaemonStatus | None:
    """The daemon serving ``db_path``, or ``None`` when none is running.

    Args:
        db_path: the store.
        token: bearer token for ``/v1/status`` (the caller's ``[server] token``, i.e. ``MEMDESK_TOKEN``).
        timeout: seconds to wait for each of ``/health`` and ``/v1/status``.
    """
    files = DaemonFiles.for_store(db_path)
    if not _running(files):
        unpublish(files)
        return None
    info = _read_info(files) or {}
    pid = int(info.get("pid") or _read_pid(files) or 0)
    host = str(info.get("host", ""))
    port = int(info.get("port") or 0)
    url = str(info.get("url", ""))
    status = DaemonStatus(pid=pid, host=host, port=port, url=url, started_at=str(info.get("started_at", "")),
                          log_path=str(info.get("log_path", files.log)), healthy=False,
                          mcp_url=f"{url}/mcp" if url else "", auth=bool(info.get("auth", False)))
    if not url:
        status.status_error = "starting: the address is not published yet"
        return status
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    try:
        status.healthy = client.call("GET", url + "/health", timeout=timeout).status == 200
        answer = client.call("GET", url + "/v1/status", headers=headers, timeout=timeout)
    except OSError as exc:
        status.status_error = f"not answering: {type(exc).__name__}"
        return status
    data = answer.json()
    if answer.status == 200 and isinstance(data, dict):
        status.clients = [str(c) for c in data.get("clients", [])]
        status.requests = int(data.get("requests", 0))
    else:
        status.status_error = ("the daemon needs MEMDESK_TOKEN to report its clients"
                               if answer.status == 401 else f"/v1/status answered {answer.status}")
    return status


def start_daemon(db_path: str | os.PathLike | StoreURL, *, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 token: str | None = None, timeout: float = START_TIMEOUT_S, watch: str | os.PathLike | None = None,
                 namespace: str | None = None) -> DaemonStatus:
    """Start ``memdesk serve --foreground`` detached for ``db_path`` and wait until ``/health`` answers.

    Args:
        db_path: the store.
        host, port: where to listen (``port=0`` picks a free one; the status says which).
        token: bearer token the daemon will require (the caller's ``[server] token``); ``None``: none.
        timeout: seconds to wait for the daemon to answer before giving up (and stopping it).
        watch: a folder the daemon polls, staging new text files as pending (``serve --watch``).
        namespace: where the watched folder's memories go.

    Returns:
        The running daemon's status (an already running daemon is returned as is).

    Raises:
        RefusedError: non-loopback bind without a token, port in use, or the daemon exited at start.
        StoreError: it did not answer within ``timeout``.
    """
    token = token or None
    host = normalise_host(host)
    check_bind(host, token)
    existing = daemon_status(db_path, token=token)
    if existing is not None:
        return existing
    files = DaemonFiles.for_store(db_path)
    files.ensure_dir()
    env = dict(os.environ)
    package_root = str(Path(__file__).resolve().parents[3])
    env["PYTHONPATH"] = package_root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env.pop("MEMDESK_TOKEN", None)
    if token:
        env["MEMDESK_TOKEN"] = token  # the environment, never argv: argv is visible to every user in `ps`
    location = as_store_location(db_path)
    if isinstance(location, StoreURL):
        env["MEMDESK_DB"] = location.url  # like the token: a URL may carry a password, argv shows in `ps`
        target: list[str] = []
    else:
        target = ["--db", store_argument(location)]
    command = [sys.executable, "-m", "core.interfaces.cli", *target, "serve",
               "--foreground", "--host", host, "--port", str(port)]
    if watch is not None:
        command += ["--watch", str(Path(watch).expanduser().resolve())]
    if namespace:
        command += ["--ns", namespace]
    _rotate_log(files.log)
    with files.log.open("ab") as log:
        log_start = log.tell()
        child = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                                 cwd=str(files.state_dir), start_new_session=True, close_fds=True)
    _spawned[child.pid] = child
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if child.poll() is not None:
            raise RefusedError(f"the server exited at start: {_last_line(files.log, log_start)}", code="start_failed")
        status = daemon_status(db_path, token=token, timeout=0.5)
        if status is not None and status.healthy and status.pid == child.pid:
            return status
        time.sleep(POLL_S * 2)
    _terminate(child.pid, timeout=STOP_TIMEOUT_S)
    raise StoreError(f"the server did not answer within {timeout:.0f} s and was stopped; see {files.log}",
                     code="start_timeout")


MAX_SERVE_LOG_BYTES = 5 * 1024 * 1024


def _rotate_log(log: Path, *, max_bytes: int = MAX_SERVE_LOG_BYTES) -> None:
    """Keep ``serve.log`` bounded: past ``max_bytes`` at a start it becomes ``serve.log.1`` (one kept)."""
    try:
        if log.stat().st_size > max_bytes:
            os.replace(log, log.with_name(log.name + ".1"))
    except OSError:
        pass  # no log yet, or it cannot be moved: starting matters more


def stop_daemon(db_path: str | os.PathLike | StoreURL, *, timeout: float = STOP_TIMEOUT_S) -> bool:
    """Stop the daemon serving ``db_path`` (SIGTERM, then SIGKILL past ``timeout``).

    Returns:
        ``True`` when a daemon was running and is now gone; ``False`` when none was running.
    """
    files = DaemonFiles.for_store(db_path)
    if not _running(files):
        unpublish(files)
        return False
    pid = _proven_server_pid(files)
    deadline = time.monotonic() + timeout
    # A daemon that has taken the lease but not yet published its pid is still starting: wait for the pid.
    while not pid and _running(files) and time.monotonic() < deadline:
        time.sleep(POLL_S)
        pid = _proven_server_pid(files)
    if not pid:
        raise RefusedError(
            f"the store's server lock is held, but no process could be proven to be its memdesk server, so "
            f"nothing was signalled. Find it with `fuser {files.lock}` (or lsof) and stop it yourself",
            code="server_unproven")
    _terminate(pid, timeout=timeout, files=files)
    unpublish(files)
    return not _running(files)


def _proven_server_pid(files: DaemonFiles) -> int:
    """The pid of the memdesk server holding ``serve.lock``, or 0 when none can be proven.

    ``serve.pid`` is only a claim: stale, hand-edited, or naming a pid the OS gave to another
    process. Where the kernel lists lock holders (``/proc/locks``), the pid must hold this very
    lock *and* run ``memdesk serve --foreground``; elsewhere the published pid must be the one
    the server itself reports on ``/health``.
    """
    holders = _lock_holders(files.lock)
    if holders is not None:
        return next((pid for pid in sorted(holders) if _is_memdesk_server(pid)), 0)
    claimed = _published_pid(files)
    url = str((_read_info(files) or {}).get("url", ""))
    if not claimed or not url:
        return 0
    try:
        answer = client.call("GET", url + "/health", timeout=1.0)
        data = answer.json()
    except (OSError, ValueError):
        return 0
    if isinstance(data, dict) and data.get("service") == "memdesk" and data.get("pid") == claimed:
        return claimed
    return 0


def _lock_holders(lock: Path) -> set[int] | None:
    """Pids holding a lock on ``lock`` per ``/proc/locks``; ``None`` where the kernel does not say."""
    try:
        info = lock.stat()
        table = Path("/proc/locks").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    wanted = f"{os.major(info.st_dev):02x}:{os.minor(info.st_dev):02x}:{info.st_ino}"
    holders = set()
    for line in table.splitlines():
        fields = line.split()
        if "->" in fields:  # a waiter, not a holder
            continue
        for index, value in enumerate(fields):
            if value == wanted and index > 0 and fields[index - 1].isdigit():
                holders.add(int(fields[index - 1]))
    return holders


def _is_memdesk_server(pid: int) -> bool:
    """Whether ``pid`` runs ``memdesk serve --foreground`` (its command line, from ``/proc``)."""
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", errors="replace").split("\0")
    except OSError:
        return False
    program = any(a.endswith(("core.interfaces.cli", "memdesk")) or a == "core.interfaces.cli" for a in args)
    return program and "serve" in args and "--foreground" in args


def _published_pid(files: DaemonFiles) -> int:
    return _read_pid(files) or int((_read_info(files) or {}).get("pid") or 0)


def read_request_log(db_path: str | os.PathLike | StoreURL, lines: int = 200) -> list[dict]:
    """The newest ``lines`` request-log entries (``ts, method, path, status, client, ms``), oldest first."""
    return read_tail(DaemonFiles.for_store(db_path).requests, lines)


def forward_target(db_path: str | os.PathLike | StoreURL, *, token: str | None) -> tuple[str | None, str | None]:
    """Where ``memdesk mcp`` should send its calls: ``(base_url, None)``, or ``(None, why_not)``.

    Only a healthy daemon that accepts ``token`` (or needs none) qualifies; ``why_not``
    is ``None`` when simply no daemon is running.
    """
    status = daemon_status(db_path, token=token)
    if status is None:
        return None, None
    if not status.healthy or status.status_error:
        return None, f"a memdesk daemon runs on this store but cannot be used ({status.status_error or 'unhealthy'})"
    return status.url, None


# -- helpers ----------------------------------------------------------------------------


def read_tail(path: Path, lines: int = 200) -> list[dict[str, Any]]:
    """The last ``lines`` parseable entries of a JSON-lines file, oldest first ([] when absent)."""
    if lines <= 0:
        return []
    try:
        with path.open("rb") as handle:
            handle.seek(0, os.SEEK_END)
            size = handle.tell()
            chunk = 256 * max(lines, 1)
            while True:
                start = max(0, size - chunk)
                handle.seek(start)
                data = handle.read(size - start)
                if start == 0 or data.count(b"\n") > lines:
                    break
                chunk *= 2
    except OSError:
        return []
    raw_lines = data.splitlines()
    if start > 0:
        raw_lines = raw_lines[1:]  # the first one may be cut in half
    entries: list[dict[str, Any]] = []
    for raw in raw_lines[-lines:]:
        try:
            entry = json.loads(raw)
        except ValueError:
            continue
        if isinstance(entry, dict):
            entries.append(entry)
    return entries


def _terminate(pid: int, *, timeout: float, files: DaemonFiles | None = None) -> None:
    """SIGTERM, wait, SIGKILL; reap it when it is our child. Never touches another process."""
    def gone() -> bool:
        # The server lets go of its lock while it shuts down, before the process has exited: wait
        # for the process too where the kernel says whether it has (a zombie waiting for its
        # parent to reap it has), or a caller that signals it again right after --stop returns
        # (a supervisor, a test's clean-up) would kill it mid-exit.
        if files is not None and fcntl is not None:
            return not _running(files) and not _still_running(pid)
        return not _pid_alive(pid)

    for sig, wait in ((signal.SIGTERM, timeout), (signal.SIGKILL, 5.0)):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            break
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline and not gone():
            time.sleep(POLL_S)
        if gone():
            break
    child = _spawned.pop(pid, None)
    if child is not None:
        try:
            child.wait(timeout=5.0)
        except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL was sent
            pass


def _last_line(path: Path, offset: int) -> str:
    try:
        with path.open("rb") as handle:
            handle.seek(offset)
            text = handle.read().decode("utf-8", errors="replace")
    except OSError:
        return "(no log)"
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    starts = [index for index, line in enumerate(lines) if line.lower().startswith("error:")]
    if starts:  # the CLI wraps a long message over several lines
        return " ".join(lines[starts[-1]:])[len("error:"):].strip()
    return (lines or ["(no output)"])[-1]

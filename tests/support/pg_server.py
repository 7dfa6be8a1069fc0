"""A throwaway PostgreSQL server for tests: initdb into a temp dir, start, hand out a DSN, stop, delete.

Standard library only (psycopg is needed only by whoever connects to the DSN). The test
run starts one per session (``tests/conftest.py``: ``pg_server``), ~1–3 s on a 2-core
machine, and stops it at the end.

    with PgServer() as pg:
        dsn = pg.create_database("memdesk_test")
        ...

* Binaries: ``$MEMDESK_PG_BINDIR``, then ``initdb``/``pg_ctl`` on PATH, then
  ``pg_config --bindir``, then the newest ``/usr/lib/postgresql/*/bin`` (Debian keeps
  the server binaries off PATH: only ``psql`` and ``pg_config`` are linked in /usr/bin).
* Root: PostgreSQL refuses to run as root ("root" execution of the PostgreSQL server is
  not permitted), and CI runs as root. When ``os.geteuid() == 0`` every server command
  runs as an unprivileged user (``nobody`` by default, ``$MEMDESK_PG_RUN_AS`` overrides)
  through ``subprocess``'s ``user=``/``group=`` (setuid/setgid in the child; no runuser,
  sudo or setpriv needed), and the temp dir is chowned to that user. As a normal user the
  server simply runs as that user.
* Network: listens on a free loopback TCP port (127.0.0.1 only) *and* on a unix socket
  inside the temp dir; ``dsn()`` names TCP by default (what several daemons in a
  multi-process test need), ``dsn(unix=True)`` the socket.
* Auth: ``trust`` for local and loopback connections (a throwaway server, never reachable
  from outside the machine). Superuser ``memdesk``, whatever the OS user.
* Fast settings: fsync, synchronous_commit and full_page_writes off, small
  shared_buffers, no autovacuum launcher delay games; ``initdb --no-sync``. Data in a
  crash would be lost, which is exactly right for a test server.
* Stop: ``pg_ctl stop -m immediate`` (nothing worth flushing), then the temp dir is
  removed. Also registered with ``atexit``, so an interrupted run does not leave a
  postmaster behind (a SIGKILLed test run still can: its data dir is ``$TMPDIR/mdpg-*``).
"""

from __future__ import annotations

import atexit
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SUPERUSER = "memdesk"
INSTALL_HINT = (
    "PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found; install them with "
    "`apt-get install postgresql` (Debian/Ubuntu; any version >= 15), `brew install postgresql@15` "
    "(macOS), or point MEMDESK_PG_BINDIR at a folder that holds them"
)

# Settings that make a test server start and write fast. Every one trades durability
# or realism for speed; none changes query semantics.
FAST_SETTINGS = {
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "shared_buffers": "32MB",
    "max_connections": "200",         # daemons' pools + tests that leave an engine open until teardown
    "max_wal_size": "1GB",            # few checkpoints during a 100k-row load
    "checkpoint_timeout": "30min",
    "wal_level": "minimal",
    "max_wal_senders": "0",
    "autovacuum": "on",               # keep realistic plans on growing tables
    "log_min_messages": "warning",
    "logging_collector": "off",
    "jit": "off",                     # JIT compile costs 10s of ms on ad-hoc analytic-looking queries
    "timezone": "UTC",
    "lc_messages": "C",               # error texts in English: error translation may read them
    "dynamic_shared_memory_type": "posix",
}


class PostgresNotFound(RuntimeError):
    """No usable PostgreSQL server binaries on this machine (message says how to install)."""


def find_bindir() -> Path:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``.

    Raises:
        PostgresNotFound: none found (the message says how to install them).
    """
    candidates: list[Path] = []
    env = os.environ.get("MEMDESK_PG_BINDIR")
    if env:
        candidates.append(Path(env))
    for tool in ("pg_ctl", "initdb", "postgres"):  # Debian puts only symlinks (if any) on PATH
        on_path = shutil.which(tool)
        if on_path:
            candidates.append(Path(os.path.realpath(on_path)).parent)
    pg_config = shutil.which("pg_config")
    if pg_config:
        try:
            out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, timeout=10)
            if out.returncode == 0 and out.stdout.strip():
                candidates.append(Path(out.stdout.strip()))
        except (OSError, subprocess.SubprocessError):
            pass

    def version_key(path: str) -> float:
        try:
            return float(Path(path).parent.name)
        except ValueError:
            return 0.0

    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version_key, reverse=True)]
    candidates += [Path(p) for p in sorted(glob.glob("/usr/pgsql-*/bin"), reverse=True)]  # RPM layout
    candidates += [Path("/opt/homebrew/opt/postgresql@15/bin"), Path("/usr/local/opt/postgresql@15/bin")]
    for folder in candidates:
        tools = ("initdb", "pg_ctl", "postgres")
        if all((folder / tool).is_file() and os.access(folder / tool, os.X_OK) for tool in tools):
            return folder
    raise PostgresNotFound(INSTALL_HINT)


def server_version(bindir: Path) -> tuple[int, ...]:
    out = subprocess.run([str(bindir / "postgres"), "--version"], capture_output=True, text=True, timeout=10)
    # "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
    token = out.stdout.split(")")[1].split()[0] if ")" in out.stdout else "0"
    return tuple(int(p) for p in token.split(".") if p.isdigit())


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class PgServer:
    """One throwaway cluster. Use as a context manager or call :meth:`start`/:meth:`stop`.

    Args:
        run_as: OS user to run the server as when this process is root (default ``nobody``).
        settings: extra ``postgresql.conf`` settings (override :data:`FAST_SETTINGS`).
        tcp: also listen on a free 127.0.0.1 port (the unix socket is always there).
        base_dir: where the temp dir goes (default ``$TMPDIR``); keep it short, a unix
            socket path must fit in 107 bytes.
    """

    run_as: str | None = None
    settings: dict[str, str] = field(default_factory=dict)
    tcp: bool = True
    base_dir: str | None = None
    # Filled by start():
    bindir: Path | None = None
    root: Path | None = None
    port: int = 0
    timings: dict[str, float] = field(default_factory=dict)
    _started: bool = False

    # -- running commands as the right user ------------------------------------------

    def _account(self) -> pwd.struct_passwd | None:
        """The account to drop to, or None when not root."""
        if os.geteuid() != 0:
            return None
        name = self.run_as or os.environ.get("MEMDESK_PG_RUN_AS") or "nobody"
        try:
            return pwd.getpwnam(name)
        except KeyError as exc:
            raise RuntimeError(f"running as root and there is no user {name!r} to run PostgreSQL as; "
                               "set MEMDESK_PG_RUN_AS to an unprivileged user") from exc

    def _run(self, args: list[str], *, check: bool = True, timeout: float = 60) -> subprocess.CompletedProcess:
        account = self._account()
        kwargs: dict[str, Any] = {}
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}  # no stray PGDATA/PGPORT
        env["LC_ALL"] = "C"
        if account is not None:
            kwargs = {"user": account.pw_uid, "group": account.pw_gid, "extra_groups": []}
            env["HOME"] = str(self.root)  # nobody's home (/nonexistent) is not writable
            env["USER"] = env["LOGNAME"] = account.pw_name
        result = subprocess.run(args, capture_output=True, text=True, env=env, cwd=str(self.root),
                                timeout=timeout, **kwargs)
        if check and result.returncode != 0:
            log = ""
            logfile = self.root / "server.log" if self.root else None
            if logfile and logfile.exists():
                log = logfile.read_text(errors="replace")[-2000:]
            raise RuntimeError(f"{Path(args[0]).name} failed ({result.returncode}):\n"
                               f"{result.stdout}\n{result.stderr}\n{log}")
        return result

    # -- life cycle --------------------------------------------------------------------

    def start(self) -> PgServer:
        t0 = time.perf_counter()
        self.bindir = self.bindir or find_bindir()
        self.root = Path(tempfile.mkdtemp(prefix="mdpg-", dir=self.base_dir))
        account = self._account()
        if account is not None:
            # mkdtemp made it 0700 root-owned; the server user must own it. The path's
            # parents must be searchable by that user (/tmp is; a 0700 $TMPDIR is not).
            os.chown(self.root, account.pw_uid, account.pw_gid)
        data = self.root / "data"
        t1 = time.perf_counter()
        self._run([str(self.bindir / "initdb"), "-D", str(data), "-U", SUPERUSER, "-A", "trust",
                   "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"], timeout=120)
        self.timings["initdb"] = time.perf_counter() - t1
        settings = {**FAST_SETTINGS, **self.settings}
        settings["unix_socket_directories"] = f"'{self.root}'"
        settings["listen_addresses"] = "'127.0.0.1'" if self.tcp else "''"
        conf = "\n".join(f"{k} = {v}" for k, v in settings.items()) + "\n"
        with open(data / "postgresql.auto.conf", "a") as fh:  # owned by the server user; root can append
            fh.write(conf)
        last_error: Exception | None = None
        for _attempt in range(5):  # a free port can be taken between probe and bind: try another
            self.port = _free_port()
            t2 = time.perf_counter()
            result = self._run([str(self.bindir / "pg_ctl"), "start", "-w", "-t", "60", "-D", str(data),
                                "-l", str(self.root / "server.log"), "-o", f"-p {self.port}"], check=False)
            if result.returncode == 0:
                self.timings["pg_ctl start"] = time.perf_counter() - t2
                break
            last_error = RuntimeError(f"pg_ctl start failed: {result.stdout}{result.stderr}"
                                      f"{(self.root / 'server.log').read_text(errors='replace')[-2000:]}")
        else:
            self._cleanup()
            assert last_error is not None
            raise last_error
        self._started = True
        atexit.register(self.stop)
        self.timings["total"] = time.perf_counter() - t0
        return self

    def dsn(self, dbname: str = "postgres", *, unix: bool = False) -> str:
        if unix or not self.tcp:
            return f"host={self.root} port={self.port} user={SUPERUSER} dbname={dbname}"
        return f"postgresql://{SUPERUSER}@127.0.0.1:{self.port}/{dbname}"

    def psql(self, sql: str, dbname: str = "postgres") -> str:
        """Run SQL through psql over the unix socket (setup without a Python driver)."""
        result = self._run([str(self.bindir / "psql"), "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1",
                            "-h", str(self.root), "-p", str(self.port), "-U", SUPERUSER, "-d", dbname, "-c", sql])
        return result.stdout

    def create_database(self, name: str = "memdesk_test", *, template: str = "template0") -> str:
        """Create a database (C collation: byte order, as SQLite's BINARY) and return its DSN.

        Creating from a template is ~50-100 ms, so a per-test database is affordable; a
        cheaper per-test isolation is a schema per test or TRUNCATE between tests.
        """
        self.psql(f"CREATE DATABASE {name} TEMPLATE {template} ENCODING 'UTF8' "
                  "LC_COLLATE 'C' LC_CTYPE 'C'")
        return self.dsn(name)

    def stop(self) -> None:
        if self._started:
            self._started = False
            try:
                self._run([str(self.bindir / "pg_ctl"), "stop", "-D", str(self.root / "data"),
                           "-m", "immediate", "-w", "-t", "30"], check=False)
            except Exception:  # noqa: BLE001 - stopping must not mask the test's own error
                pass
            try:
                atexit.unregister(self.stop)
            except Exception:  # noqa: BLE001
                pass
        self._cleanup()

    def _cleanup(self) -> None:
        if self.root is not None and self.root.exists():
            shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self) -> PgServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def postgres_required() -> bool:
    """Whether a missing PostgreSQL fails the run instead of skipping (CI, or asked for)."""
    truthy = {"1", "true", "yes", "on"}
    return (os.environ.get("CI", "").lower() in truthy
            or os.environ.get("MEMDESK_REQUIRE_POSTGRES", "").lower() in truthy)

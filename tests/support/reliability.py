"""Helpers for the reliability tests: an independent oracle, fault makers, and process hygiene.

The oracle reads the store with plain ``sqlite3`` so a check never trusts the code it
checks. Fault makers that need root (a size-limited tmpfs, a read-only bind mount,
the immutable flag) skip cleanly elsewhere and always undo themselves.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

# The property tests run a fixed, derandomized sample in the suite; MEMDESK_FUZZ_SCALE=N runs
# N times as many fresh random examples (the long hunts recorded in bench/RELIABILITY.md).
FUZZ_SCALE = max(1, int(os.environ.get("MEMDESK_FUZZ_SCALE", "1") or 1))


def raw_count(db: Path, table: str = "memories", where: str = "1", params: tuple = ()) -> int:
    conn = sqlite3.connect(str(db))
    try:
        return conn.execute(f"SELECT count(*) FROM {table} WHERE {where}", params).fetchone()[0]
    finally:
        conn.close()


def raw_integrity(db: Path) -> str:
    """``ok`` when both ``PRAGMA integrity_check`` and the FTS5 check pass."""
    import crash

    return crash.integrity(db)


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(list(argv), capture_output=True, text=True)


@contextmanager
def _while_applied(apply: list[str], undo: list[str], what: str) -> Iterator[None]:
    """Run ``apply`` (skipping the test if it fails), then always ``undo`` afterwards."""
    done = _run(*apply)
    if done.returncode != 0:
        pytest.skip(f"cannot {what} here: {done.stderr.strip()}")
    try:
        yield
    finally:
        _run(*undo)


@contextmanager
def _chmod_during(path: Path, mode: int) -> Iterator[None]:
    previous = path.stat().st_mode
    path.chmod(mode)
    try:
        yield
    finally:
        path.chmod(previous)


@contextmanager
def small_filesystem(mount_point: Path, size: str = "640k") -> Iterator[Path]:
    """A size-limited tmpfs at ``mount_point`` (root only; skips otherwise); unmounted afterwards."""
    if not is_root():
        pytest.skip("a size-limited tmpfs needs root")
    mount_point.mkdir(parents=True, exist_ok=True)
    with _while_applied(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount_point)],
                        ["umount", "-l", str(mount_point)], "mount a tmpfs"):
        yield mount_point


@contextmanager
def read_only_file(path: Path) -> Iterator[Path]:
    """Make ``path`` unwritable: chmod for ordinary users, the immutable flag for root."""
    if not is_root():
        with _chmod_during(path, 0o444):
            yield path
        return
    with _while_applied(["chattr", "+i", str(path)], ["chattr", "-i", str(path)], "make a file immutable"):
        yield path


@contextmanager
def read_only_folder(source: Path, view: Path) -> Iterator[Path]:
    """``view``: a read-only view of the folder ``source`` (a bind mount as root, chmod otherwise)."""
    if not is_root():
        with _chmod_during(source, 0o555):
            yield source
        return
    view.mkdir(parents=True, exist_ok=True)
    with (_while_applied(["mount", "--bind", str(source), str(view)], ["umount", "-l", str(view)], "bind-mount"),
          _while_applied(["mount", "-o", "remount,ro,bind", str(view)], ["true"], "remount read-only")):
        yield view


def corrupt(path: Path, how: str) -> None:
    """Damage a store file the way disks and careless copies do."""
    size = path.stat().st_size
    if how == "header":
        with open(path, "r+b") as handle:
            handle.write(b"this is not sqlite" * 4)
    elif how == "truncated":
        os.truncate(path, size // 2)
    elif how == "page2":
        with open(path, "r+b") as handle:
            handle.seek(4096)
            handle.write(bytes((n * 37 + 11) % 256 for n in range(4096)))
    elif how == "zeroed_middle":
        with open(path, "r+b") as handle:
            handle.seek(size // 3)
            handle.write(b"\0" * 16384)
    else:
        raise ValueError(how)


def stop_processes(processes) -> None:
    """Kill and reap every child still running (fixtures call this in ``finally``)."""
    for proc in processes:
        if proc.poll() is None:
            try:
                proc.send_signal(signal.SIGKILL)
            except ProcessLookupError:
                pass
    for proc in processes:
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            pass

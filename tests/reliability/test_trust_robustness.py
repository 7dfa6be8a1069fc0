"""Issue 17, items 13, 14 and 16: robustness. Real parts only: the watcher runs as a process,
FIFOs are real FIFOs, stores are real SQLite files (one of them damaged on purpose, page by
page).

Item 16's salvage is asserted as ``memdesk --db DAMAGED salvage NEW_STORE``: a command of its
own (not a ``doctor`` flag), copying what is readable into a new store and reporting what was lost.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from support import REPO_ROOT, run_memdesk_process


def _write_config(home: Path, text: str) -> None:
    path = home / "memdesk" / "config.toml"  # MEMDESK_CONFIG, set by the autouse fixture
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _contents(cli, db: Path | None = None) -> list[str]:
    kwargs = {} if db is None else {"db": db}
    memories = cli("list", "--status", "all", "--limit", "100000", "--json", **kwargs).json["memories"]
    return [m["content"] for m in memories]


def _numbers(value) -> set[int]:
    """Every whole number anywhere in a JSON document."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_numbers(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_numbers(v) for v in value)) if value else set()
    return set()


# == item 13: the watched folder ===========================================================


@pytest.mark.slow
def test_item13_a_fifo_swapped_in_after_the_type_check_never_hangs_the_watcher(cli, tmp_path, isolated_home):
    """Issue 17 item 13: a regular file and a FIFO swap places under the watcher (rename over the same
    name, as fast as the test can) — the race between its type check and its read. The watcher must
    never block on the FIFO: once the swapping stops, a file dropped afterwards is still staged."""
    _write_config(isolated_home, "[watch]\nsettle_seconds = 0\n")
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    target = inbox / "swap.md"
    target.write_text("A note that keeps being replaced\n", encoding="utf-8")
    db = tmp_path / "store.db"
    log = (tmp_path / "watch.log").open("w")
    watcher = subprocess.Popen([sys.executable, "-m", "core.interfaces.cli", "--db", str(db), "watch", str(inbox),
                                "--interval", "0.005"], stdout=log, stderr=subprocess.STDOUT, cwd=str(REPO_ROOT),
                               stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 15
        while "A note that keeps being replaced" not in (_contents(cli, db) if db.exists() else []):
            assert watcher.poll() is None and time.monotonic() < deadline, "the watcher never made its first scan"
        swaps, stamp = 0, time.time_ns() - 10**10
        swap_until = time.monotonic() + 3
        while time.monotonic() < swap_until:
            swaps += 1
            spare = inbox / f".spare-{swaps}"  # hidden: the watcher ignores it until it is renamed in
            if swaps % 2:
                os.mkfifo(spare)
            else:
                spare.write_text("A note that keeps being replaced\n", encoding="utf-8")
            os.utime(spare, ns=(stamp + swaps, stamp + swaps))  # a new mtime each time: it must be read again
            os.replace(spare, target)
        if swaps % 2:  # end on a regular file
            target.unlink()
            target.write_text("A note that keeps being replaced\n", encoding="utf-8")
        (inbox / "dropped-later.md").write_text("Dropped after the swapping stopped\n", encoding="utf-8")
        deadline = time.monotonic() + 10
        while "Dropped after the swapping stopped" not in _contents(cli, db):
            assert watcher.poll() is None, f"the watcher exited: {(tmp_path / 'watch.log').read_text()[-500:]}"
            assert time.monotonic() < deadline, f"the watcher hung after {swaps} swaps (blocked on the FIFO?)"
    finally:
        watcher.kill()
        watcher.wait(timeout=10)
        log.close()


def test_item13_a_file_name_with_a_newline_does_not_fail_the_scan(cli, tmp_path):
    """Issue 17 item 13: a watched file whose name holds a newline is staged (or skipped with a reason);
    the scan does not fail with exit 1."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "two\nlines.md").write_text("Backups run at 02:00 UTC\n", encoding="utf-8")
    (inbox / "plain.md").write_text("Logs are kept for 30 days\n", encoding="utf-8")
    result = cli("watch", str(inbox), "--once", "--json")
    assert result.code == 0, result.stdout
    statuses = {f["path"]: f["status"] for f in result.json["files"]}
    assert statuses["plain.md"] == "staged"
    assert statuses["two\nlines.md"] in ("staged", "skipped"), statuses
    again = cli("watch", str(inbox), "--once", "--json")
    assert again.code == 0


def test_item13_dry_run_reports_what_the_real_run_does(cli, tmp_path):
    """Issue 17 item 13: `watch --once --dry-run` says "would stage" only for what a real run stages;
    a file the real run refuses (a credential) is reported refused by the dry run too."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "keys.md").write_text("The CI token is ghp_" + "Q7wE9rT2yU4iO6pA8sD0fG3hJ5kL1zX8cV6b" + "\n",
                                   encoding="utf-8")
    (inbox / "fine.md").write_text("The staging box is kestrel\n", encoding="utf-8")
    dry = cli("watch", str(inbox), "--once", "--dry-run", "--json")
    real = cli("watch", str(inbox), "--once", "--json")
    dry_status = {f["path"]: (f["status"], "would stage" in (f["reason"] or "")) for f in dry.json["files"]}
    assert dry_status["fine.md"] == ("staged", True)
    assert dry_status["keys.md"][0] == "refused" and not dry_status["keys.md"][1], dry.stdout
    assert {f["path"]: f["status"] for f in real.json["files"]} == {"keys.md": "refused", "fine.md": "staged"}
    assert dry.code == real.code


# == item 14: context --write through a symlink ============================================


def test_item14_context_write_through_a_symlink_updates_the_target_and_keeps_the_link(cli, tmp_path):
    """Issue 17 item 14: `context --write CLAUDE.md` where CLAUDE.md → AGENTS.md writes the block into
    AGENTS.md and leaves CLAUDE.md a symlink."""
    memory_id = cli("remember", "Tests run with pytest -q", "--kind", "tooling", "--json").json["id"]
    cli("promote", str(memory_id))
    project = tmp_path / "project"
    project.mkdir()
    (project / "AGENTS.md").write_text("# Agents\n\nHand-written notes stay.\n", encoding="utf-8")
    (project / "CLAUDE.md").symlink_to("AGENTS.md")

    result = cli("context", "--write", str(project / "CLAUDE.md"), "--json")
    assert result.code == 0, result.stdout
    assert (project / "CLAUDE.md").is_symlink(), "the link was replaced by a copy"
    agents = (project / "AGENTS.md").read_text(encoding="utf-8")
    assert agents.startswith("# Agents\n\nHand-written notes stay.\n")
    assert "<!-- memdesk:begin -->" in agents and "Tests run with pytest -q" in agents


# == item 16: file modes, FIFO restore, foreign stores, salvage ============================


def test_item16_store_files_are_private_to_the_user(cli, db_path):
    """Issue 17 item 16: the store (and its WAL/SHM files) is created 0600, like backups, whatever the umask."""
    previous = os.umask(0o022)
    try:
        assert cli("remember", "The VPN endpoint is vpn.internal", "--json").code == 0
        files = [p for p in db_path.parent.iterdir() if p.name.startswith(db_path.name)]
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in files}
    finally:
        os.umask(previous)
    assert db_path.name in modes
    assert all(mode & 0o077 == 0 for mode in modes.values()), {name: oct(mode) for name, mode in modes.items()}


@pytest.mark.slow
def test_item16_restore_backup_from_a_fifo_is_refused_not_hung(tmp_path):
    """Issue 17 item 16: `restore-backup` given a FIFO exits 1 at once instead of blocking for ever."""
    fifo = tmp_path / "backup.json"
    os.mkfifo(fifo)
    try:
        result = run_memdesk_process("--db", str(tmp_path / "store.db"), "restore-backup", str(fifo), "--json",
                                     timeout=10)
    except subprocess.TimeoutExpired:
        pytest.fail("restore-backup blocked on a FIFO for 10 s")
    assert result.returncode == 1, result.stdout + result.stderr
    assert json.loads(result.stdout)["code"]


def test_item16_the_mneme_importer_refuses_a_memdesk_store(cli, tmp_path):
    """Issue 17 item 16: `import --from mneme` given a memdesk store is refused (exit 1), nothing imported."""
    other = tmp_path / "other-memdesk.db"
    memory_id = cli("remember", "The build cache lives on the NAS", "--json", db=other).json["id"]
    cli("promote", str(memory_id), db=other)
    result = cli("import", str(other), "--from", "mneme", "--json")
    assert result.code == 1, result.stdout
    assert result.json["code"]
    assert _contents(cli) == []


def _damaged_store(cli, tmp_path: Path, count: int = 300) -> tuple[Path, list[str], list[str]]:
    """A store of ``count`` memories with one leaf page of ``memories`` overwritten.

    Returns the store, every content it held, and the contents still readable row by row.
    """
    db = tmp_path / "damaged.db"
    items = tmp_path / "items.jsonl"
    contents = [f"memory number {n:04d}: " + "the quick brown fox jumps over the lazy dog " * 10 for n in range(count)]
    items.write_text("".join(json.dumps({"content": c}) + "\n" for c in contents), encoding="utf-8")
    assert cli("import-jsonl", str(items), "--json", db=db).code == 0
    with sqlite3.connect(db) as raw:
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page_size = raw.execute("PRAGMA page_size").fetchone()[0]
        leaves = [r[0] for r in raw.execute(
            "SELECT pageno FROM dbstat WHERE name = 'memories' AND pagetype = 'leaf' ORDER BY pageno")]
        ids = [r[0] for r in raw.execute("SELECT id FROM memories ORDER BY id")]
    raw.close()
    assert len(leaves) > 4
    with db.open("r+b") as handle:
        handle.seek((leaves[len(leaves) // 2] - 1) * page_size)
        handle.write(b"\xde\xad\xbe\xef" * (page_size // 4))
    readable = []
    raw = sqlite3.connect(db)
    for memory_id in ids:
        try:
            row = raw.execute("SELECT content FROM memories WHERE id = ?", (memory_id,)).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None:
            readable.append(row[0])
    raw.close()
    assert 0 < len(readable) < count
    return db, contents, readable


def test_item16_salvage_copies_what_is_readable_from_a_damaged_store_and_reports_what_was_lost(cli, tmp_path):
    """Issue 17 item 16: `backup` refuses a damaged store; `memdesk --db DAMAGED salvage NEW` copies every
    readable memory into a new, healthy store and reports how many were copied and how many lost."""
    damaged, contents, readable = _damaged_store(cli, tmp_path)
    assert cli("backup", str(tmp_path / "backup.json"), "--json", db=damaged).code == 1  # today's dead end
    rescued = tmp_path / "rescued.db"
    result = cli("salvage", str(rescued), "--json", db=damaged)
    assert result.code in (0, 1), f"no salvage command: {result.stderr[-300:]}"
    assert rescued.exists()
    salvaged = _contents(cli, rescued)
    assert set(readable) <= set(salvaged), f"{len(set(readable) - set(salvaged))} readable memories not copied"
    assert set(salvaged) <= {c.strip() for c in contents}  # import trims the trailing space
    assert {len(salvaged), len(contents) - len(salvaged)} <= _numbers(result.json), result.stdout
    doctor = cli("doctor", "--json", db=rescued).json
    assert {c["name"]: c["status"] for c in doctor["checks"]}["integrity"] == "ok"

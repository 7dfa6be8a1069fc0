"""The watched folder: new or changed text files become pending memories, idempotent per content."""

from __future__ import annotations

import os
import time

import pytest

from core import Engine, ValidationError
from core.settings import settings_from_dict

NOTES = """# Deploys

We deploy from the main branch only.

## Rollbacks

Rollbacks use the previous image tag; never rebuild.
"""


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "inbox"
    path.mkdir()
    return path


def test_dropping_a_markdown_file_stages_its_paragraphs_as_pending_with_the_file_as_evidence(engine, folder):
    note = folder / "deploys.md"
    note.write_text(NOTES, encoding="utf-8")
    report = engine.agents.watch_scan(folder, namespace="ops")
    (outcome,) = report.files
    assert outcome.path == "deploys.md" and outcome.status == "staged" and len(outcome.staged) == 2
    first, second = (engine.memories.get(i) for i in outcome.staged)
    assert first.content == "# Deploys\nWe deploy from the main branch only."
    assert second.content == "## Rollbacks\nRollbacks use the previous image tag; never rebuild."
    for memory in (first, second):
        assert memory.status == "pending" and memory.namespace == "ops" and memory.source == "watch:deploys.md"
        assert memory.refs == [{"type": "file", "id": str(note.resolve()), "label": "deploys.md"}]
        assert memory.meta["evidence"]["file"] == str(note.resolve())
    assert first.meta["evidence"]["line"] == 1 and second.meta["evidence"]["line"] == 5


def test_touching_a_file_without_changing_it_stages_nothing_new(engine, folder):
    note = folder / "deploys.md"
    note.write_text(NOTES, encoding="utf-8")
    staged = engine.agents.watch_scan(folder).staged
    audit = len(engine.store.audit.recent(1000))
    stat = note.stat()
    os.utime(note, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))  # touch: a new time, same bytes
    report = engine.agents.watch_scan(folder)
    assert report.staged == [] and [f.status for f in report.files] == ["unchanged"]
    assert engine.memories.count() == len(staged) and len(engine.store.audit.recent(1000)) == audit
    assert engine.agents.watch_scan(folder).files[0].status == "unchanged"  # the new time was remembered


def test_an_edited_file_stages_only_its_new_paragraphs_and_never_a_rejected_one_again(engine, folder):
    note = folder / "deploys.md"
    note.write_text(NOTES, encoding="utf-8")
    first = engine.agents.watch_scan(folder).staged
    engine.memories.reject([first[1]])
    note.write_text(NOTES + "\nHotfixes need a second reviewer.\n", encoding="utf-8")
    report = engine.agents.watch_scan(folder)
    (new_id,) = report.staged
    assert engine.memories.get(new_id).content == "Hotfixes need a second reviewer."
    assert engine.memories.count(statuses=["pending"]) == 2 and engine.memories.get(first[1]).status == "rejected"


def test_hidden_binary_oversized_and_foreign_files_are_left_alone(db_path, clock, folder, tmp_path):
    engine = Engine(db_path, settings=settings_from_dict({"watch": {"max_bytes": 200}}), clock=clock)
    (folder / ".secret.md").write_text("hidden note", encoding="utf-8")
    (folder / ".obsidian").mkdir()
    (folder / ".obsidian" / "workspace.md").write_text("editor state", encoding="utf-8")
    (folder / "photo.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (folder / "blob.md").write_bytes(b"text\x00with a NUL")
    (folder / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    (folder / "huge.md").write_text("x" * 500, encoding="utf-8")
    outside = tmp_path / "outside.md"
    outside.write_text("Private notes outside the folder", encoding="utf-8")
    (folder / "escape.md").symlink_to(outside)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "more.md").write_text("Another private note", encoding="utf-8")
    (folder / "linked-dir").symlink_to(elsewhere, target_is_directory=True)
    (folder / "inside-link.md").symlink_to(folder / "real.md")
    (folder / "real.md").write_text("A real note inside the folder", encoding="utf-8")

    report = engine.agents.watch_scan(folder)
    outcomes = {f.path: (f.status, f.reason) for f in report.files}
    assert outcomes["blob.md"][0] == "skipped" and "binary" in outcomes["blob.md"][1]
    assert outcomes["latin1.txt"][0] == "skipped"
    assert outcomes["huge.md"][0] == "skipped" and "200-byte limit" in outcomes["huge.md"][1]
    assert outcomes["escape.md"] == ("skipped", "a link to a file outside the watched folder")
    assert not any(p.startswith((".", "linked-dir")) or p == "photo.png" for p in outcomes)
    staged = [engine.memories.get(i) for i in report.staged]
    assert [m.content for m in staged] == ["A real note inside the folder"]  # the inside link is the same file
    assert report.ignored >= 3
    engine.close()


def test_a_file_with_a_credential_stages_nothing_and_says_why(engine, folder):
    (folder / "keys.md").write_text("Notes\n\nthe token is ghp_" + "a" * 36 + "\n", encoding="utf-8")
    (outcome,) = engine.agents.watch_scan(folder).files
    assert outcome.status == "refused" and "nothing staged" in outcome.reason and engine.memories.count() == 0
    assert engine.agents.watch_scan(folder).files[0].reason == outcome.reason  # still reported, not retried


def test_dry_run_and_bad_folder(engine, folder, tmp_path):
    (folder / "a.md").write_text("One paragraph", encoding="utf-8")
    report = engine.agents.watch_scan(folder, dry_run=True)
    assert report.files[0].reason == "would stage 1 paragraph(s)" and engine.memories.count() == 0
    assert [r.to_dict() for r in engine.agents.watched_files()] == []
    with pytest.raises(ValidationError, match="not a folder"):
        engine.agents.watch_scan(tmp_path / "missing")


def test_watch_once_cli_and_a_drop_is_picked_up_within_five_seconds(cli, engine, folder):
    out = cli("watch", str(folder), "--once", "--json")
    assert out.code == 0 and out.json["staged"] == []
    started = time.monotonic()
    (folder / "dropped.md").write_text("Dropped into the inbox", encoding="utf-8")
    out = cli("watch", str(folder), "--once", "--json")
    assert time.monotonic() - started < 5
    assert len(out.json["staged"]) == 1 and engine.memories.get(out.json["staged"][0]).status == "pending"
    human = cli("watch", str(folder), "--once")
    assert "unchanged dropped.md" in human.stdout
    assert cli("watch", str(folder), "--json").code == 2  # the loop cannot print one JSON document


def test_a_polling_scan_leaves_a_file_still_being_written_for_later(engine, folder):
    note = folder / "copying.md"
    note.write_text("First half of a long note", encoding="utf-8")
    report = engine.agents.watch_scan(folder, settle_seconds=60)
    assert [(f.status, f.staged) for f in report.files] == [("settling", [])] and engine.memories.count() == 0
    settled = time.time() - 120
    os.utime(note, (settled, settled))  # as if the copy finished two minutes ago
    assert len(engine.agents.watch_scan(folder, settle_seconds=60).staged) == 1


def test_control_characters_a_file_holds_are_removed_and_said_where_its_outcome_is_read(engine, folder):
    # A terminal escape and a bell in a watched note: capture removes them, and the file's outcome (what `memdesk
    # watch` prints and the watched-files list keeps) says so, as every other path's answer does.
    (folder / "ops.md").write_text("Deploy window is \x1b[31mFriday\x1b[0m.\n\nPage the lead\x07 first.\n",
                                   encoding="utf-8")
    (outcome,) = engine.agents.watch_scan(folder).files
    assert outcome.status == "staged" and len(outcome.staged) == 2
    assert [engine.memories.get(i).content for i in outcome.staged] == ["Deploy window is [31mFriday[0m.",
                                                                        "Page the lead first."]
    assert "control characters (ESC) removed" in outcome.reason and "control character (BEL) removed" in outcome.reason
    (kept,) = engine.agents.watched_files()
    assert kept.reason == outcome.reason
    (folder / "clean.md").write_text("Nothing odd here.\n", encoding="utf-8")
    assert [f.reason for f in engine.agents.watch_scan(folder).files if f.path == "clean.md"] == [None]


def test_the_watch_command_prints_what_capture_removed_from_a_file(cli, folder):
    (folder / "bell.md").write_text("Page the lead\x07 first.\n", encoding="utf-8")
    out = cli("watch", str(folder), "--once")
    assert out.code == 0 and "staged bell.md" in out.stdout
    assert "1 control character (BEL) removed from the text as sent" in out.stdout

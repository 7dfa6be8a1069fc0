"""Issue 17, items 9, 10 and 12: ids and undo point at the right memory.

Everything goes through the CLI (the in-process ``cli`` fixture); stores are real SQLite
files, including a fixture store from an earlier schema version that the engine upgrades
on open.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
from pathlib import Path

from support import FIXTURES


def _latest_fixture_store() -> Path:
    """The store fixture of the newest earlier schema version (what a user upgrading has on disk)."""
    stores = sorted(FIXTURES.glob("store-v*.db"), key=lambda p: int(re.search(r"v(\d+)", p.name).group(1)))
    return stores[-1]


def _ids(cli, db=None) -> list[int]:
    kwargs = {} if db is None else {"db": db}
    return [m["id"] for m in cli("list", "--status", "all", "--limit", "100000", "--json", **kwargs).json["memories"]]


# == item 9: ids are never reused ==========================================================


def test_item9_the_id_of_a_purged_memory_is_never_issued_again(cli):
    """Issue 17 item 9: after purging the highest id the next capture gets a new, higher id; `show`
    of the new memory carries only its own history; `undo --op` of the purged memory's capture
    leaves the new memory alone."""
    cli("remember", "The API listens on port 8080", "--json")
    purged = cli("remember", "The old cron host is kestrel", "--json").json["id"]
    capture_op = cli("show", str(purged), "--json").json["history"][0]["op"]
    assert cli("reject", str(purged), "--json").code == 0
    assert cli("purge", str(purged), "--yes", "--json").json["purged"] == [purged]

    newcomer = cli("remember", "The new cron host is osprey", "--json").json
    assert newcomer["id"] > purged, f"id {purged} was issued again after its memory was purged"
    shown = cli("show", str(newcomer["id"]), "--json").json
    assert [h["action"] for h in shown["history"]] == ["capture"], "show mixes two memories' histories"
    cli("undo", "--op", str(capture_op), "--json")  # the purged memory's capture, not the newcomer's
    assert cli("get", str(newcomer["id"]), "--json").json["status"] == "pending"


def test_item9_an_upgraded_store_keeps_its_ids_and_never_reuses_a_purged_one(cli, tmp_path):
    """Issue 17 item 9: a store from the previous schema version upgrades with every id intact, and
    from then on a purged id is never issued again."""
    db = tmp_path / "upgraded.db"
    shutil.copyfile(_latest_fixture_store(), db)
    with sqlite3.connect(db) as raw:
        before = sorted(r[0] for r in raw.execute("SELECT id FROM memories"))
    assert _ids(cli, db) and sorted(_ids(cli, db)) == before  # opened through the CLI: upgraded, ids intact
    highest = before[-1]
    assert cli("purge", str(highest), "--any-status", "--yes", "--json", db=db).json["purged"] == [highest]
    fresh = cli("remember", "Captured after the upgrade", "--json", db=db).json["id"]
    assert fresh > highest, f"id {highest} was issued again after its memory was purged"


# == item 10: undo after a purge ===========================================================


def test_item10_undo_right_after_a_purge_says_the_purge_cannot_be_undone_and_changes_nothing(cli):
    """Issue 17 item 10: when the newest action is a purge, `undo` refuses (exit 1, naming the purge)
    and changes nothing — it does not report an older action of the purged memory as undone."""
    kept = cli("remember", "The linter is ruff", "--kind", "tooling", "--json").json["id"]
    cli("promote", str(kept))
    gone = cli("remember", "A scratch note nobody needs", "--json").json["id"]
    assert cli("purge", str(gone), "--any-status", "--yes", "--json").json["purged"] == [gone]
    history = cli("show", str(kept), "--json").json["history"]

    undo = cli("undo", "--json")
    assert undo.code == 1, f"undo after a purge answered {undo.stdout}"
    assert "purge" in undo.json["error"].lower()
    assert cli("get", str(kept), "--json").json["status"] == "promoted"
    assert cli("show", str(kept), "--json").json["history"] == history


def test_item10_undo_after_purging_an_agents_capture_does_not_reverse_an_older_unrelated_action(cli, tmp_path):
    """Issue 17 item 10: the purged memory was captured by an agent (here the watched folder), so the
    newest *person's* action before the purge is an unrelated promotion; undo must not reverse it."""
    kept = cli("remember", "Deploys go out on Tuesdays", "--kind", "project", "--json").json["id"]
    assert cli("promote", str(kept), "--json").json["promoted"] == [kept]
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "scratch.md").write_text("A scratch note the watcher picked up\n", encoding="utf-8")
    (gone,) = cli("watch", str(inbox), "--once", "--json").json["staged"]
    assert cli("purge", str(gone), "--any-status", "--yes", "--json").json["purged"] == [gone]

    undo = cli("undo", "--json")
    assert cli("get", str(kept), "--json").json["status"] == "promoted", \
        f"undo after the purge reversed the unrelated promotion of #{kept}: {undo.stdout}"
    assert undo.code == 1 and "purge" in undo.json["error"].lower()


# == item 12: amend given another live memory's exact text =================================


def test_item12_amend_with_another_live_memorys_text_is_refused_by_the_cli(cli):
    """Issue 17 item 12: `amend A "<B's exact text>"` is refused with a clear error; B is not touched
    and no supersedes edge or proposal is drawn."""
    port = cli("remember", "The API port is 8080", "--kind", "infra", "--json").json["id"]
    cache = cli("remember", "The cache is redis", "--kind", "infra", "--json").json["id"]
    cli("promote", str(port), str(cache))
    history = cli("show", str(cache), "--json").json["history"]

    result = cli("amend", str(port), "The cache is redis", "--json")
    assert result.code == 1, f"amend acted on #{cache}: {result.stdout}"
    assert result.json["code"] and f"#{cache}" in result.json["error"]
    assert cli("graph", str(port), "--json").json["edges"] == []
    shown = cli("show", str(cache), "--json").json
    assert shown["proposals"] == [] and shown["history"] == history

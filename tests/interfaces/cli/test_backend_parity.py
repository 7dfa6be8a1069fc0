"""The same CLI session gives the same ``--json`` on SQLite and on PostgreSQL (issue 20's must-show).

A fact's journey — remember, promote, a correction that supersedes it, ``restore --by``,
recall (with ``--explain``), undo — is run twice in-process with one fixed clock: once
on a SQLite file, once on a PostgreSQL database. Every command's JSON must be equal,
byte for byte: ids, operation numbers, statuses, scores and explanations, history.
"""

from __future__ import annotations

import functools
import io
import json

import pytest

import core.engine
from core import Engine
from core.clock import parse_time
from core.interfaces.cli import main
from core.paths import store_argument
from support import FIXED_NOW, MovableClock

pytestmark = pytest.mark.postgres

JOURNEY = [
    ("remember", "The deploy target is the staging cluster in eu-west-1", "--kind", "infra", "--tags", "deploy"),
    ("remember", "Our CI runs on GitHub Actions", "--kind", "tooling"),
    ("promote", "1", "2"),
    ("remember", "The deploy target is now the production cluster in eu-central-1", "--kind", "infra"),
    ("show", "3"),
    ("promote", "3"),
    ("supersede", "1", "3", "--reason", "we moved to production"),
    ("get", "1"),
    ("recall", "where do we deploy", "--explain"),
    ("restore", "--by", "3"),
    ("recall", "deploy target cluster", "--explain"),
    ("search", "deploy", "--status", "all"),
    ("undo",),
    ("list", "--status", "all"),
    ("show", "1"),
    ("show", "3"),
    ("stats",),
]


def _without_random(value, uids: dict[str, str]):
    """Memory uids are random by design (stable across backup/restore, not across stores): number them."""
    if isinstance(value, dict):
        return {k: (uids.setdefault(v, f"uid-{len(uids) + 1}") if k == "uid" else _without_random(v, uids))
                for k, v in value.items()}
    if isinstance(value, list):
        return [_without_random(v, uids) for v in value]
    return value


def _journey(db, clock, monkeypatch) -> list[tuple[int, object]]:
    # The CLI imports the engine when a command first needs it (start-up, issue 18): patch it at its source.
    monkeypatch.setattr(core.engine, "Engine", functools.partial(Engine, clock=clock))
    outputs = []
    for step in JOURNEY:
        out, err = io.StringIO(), io.StringIO()
        code = main(["--db", store_argument(db), *step, "--json"], stdout=out, stderr=err)
        clock.advance(minutes=1)
        data = json.loads(out.getvalue())
        if step[0] == "stats":
            data.pop("store")  # where the store is, and how many bytes it takes, differ by nature
            data.pop("store_bytes")
            data.pop("agent_id")
        if step[0] == "show":
            data.pop("agent_id", None)
        outputs.append((code, data))
    uids: dict[str, str] = {}
    return [(code, _without_random(data, uids)) for code, data in outputs]


def test_the_facts_journey_gives_identical_json_on_sqlite_and_postgresql(tmp_path, pg_store_url, monkeypatch):
    monkeypatch.setenv("MEMDESK_USER", "ada")
    on_sqlite = _journey(tmp_path / "store.db", MovableClock(parse_time(FIXED_NOW)), monkeypatch)
    on_postgres = _journey(pg_store_url, MovableClock(parse_time(FIXED_NOW)), monkeypatch)
    assert [code for code, _ in on_sqlite] == [0] * len(JOURNEY), on_sqlite
    for step, (lite, pg) in zip(JOURNEY, zip(on_sqlite, on_postgres)):
        assert lite == pg, f"`memdesk {' '.join(step)} --json` differs between SQLite and PostgreSQL"
    # The journey did what it says: 1 superseded by 3, put back by restore --by, the restore undone.
    first = on_sqlite[-3][1]
    assert [entry["action"] for entry in first["history"]][:4] == ["capture", "promote", "supersede", "restore"]
    assert first["status"] == "superseded", "undo should have reversed the restore"
    assert {entry["actor"] for entry in first["history"]} == {"human:ada"}

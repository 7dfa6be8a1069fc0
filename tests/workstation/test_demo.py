"""The README's first command: `memdesk demo` seeds a store and opens the workstation on it."""

from __future__ import annotations

import asyncio
import json

from core.demo import DEMO_MEMORIES, seed_demo
from support import run_memdesk_process
from tui import create_app


def test_demo_command_seeds_a_working_store_without_a_terminal(tmp_path):
    db = tmp_path / "demo.db"
    result = run_memdesk_process("--db", str(db), "demo", "--json")
    assert result.returncode == 0, result.stderr
    body = json.loads(result.stdout)
    assert body["by_status"]["pending"] >= 5 and body["by_status"]["promoted"] >= 5
    human = run_memdesk_process("--db", str(db), "demo")
    assert human.returncode == 0 and "not a terminal" in human.stdout


def test_demo_default_path_is_the_demo_store_not_the_real_one(isolated_home):
    result = run_memdesk_process("demo", "--json", env={"MEMDESK_HOME": str(isolated_home / "memdesk")})
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["path"].endswith("demo.db")
    assert not (isolated_home / "memdesk" / "memdesk.db").exists()


def test_demo_store_has_every_status_a_person_rules_on(tmp_path):
    engine = seed_demo(tmp_path / "demo.db")
    counts = engine.memories.stats().by_status
    assert counts["pending"] == sum(1 for m in DEMO_MEMORIES if not m[5])
    assert counts["stale"] == 1
    assert engine.retrieval.recall("primary editor")
    engine.close()


def test_workstation_opens_headlessly_on_the_demo_store(tmp_path):
    path = tmp_path / "demo.db"
    seed_demo(path).close()

    async def scenario():
        app = create_app(path)
        async with app.run_test(size=(120, 36)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            await pilot.pause()
            table = app.query_one("#queue")
            return table.row_count

    rows = asyncio.run(scenario())
    assert rows == sum(1 for m in DEMO_MEMORIES if not m[5]) + 1

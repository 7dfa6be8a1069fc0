"""A memory row handed back by the statement that wrote it (``RETURNING``) reads as ``get`` reads it, so capture and
promotion need not read it again: every column, the JSON columns decoded, and REAL columns as floats even where SQLite
returns a whole number as an integer."""

from __future__ import annotations

import json

from core.memories.capture import CaptureRequest, new_row, validate
from core.storage.memories import REAL_COLUMNS


def _as_json(memory) -> str:
    return json.dumps(memory.to_dict(), sort_keys=True)  # 1 and 1.0 differ here, as they do in every --json output


def test_the_real_columns_are_the_ones_the_schema_declares(engine):
    declared = [row[1] for row in engine.store.conn.execute("PRAGMA table_info(memories)") if row[2] == "REAL"]
    assert sorted(declared) == sorted(REAL_COLUMNS)


def test_a_row_returned_by_its_insert_or_update_reads_as_get_reads_it(engine):
    store = engine.store
    request = CaptureRequest(content="The 東京 office opens at nine", importance=1, confidence=0, tags=["b", "a"],
                             meta={"z": 1, "a": [1.0, 2]}, summary="office hours")
    clean = validate(request, engine.settings)
    with store.transaction():
        inserted = store.memories.insert_returning(new_row(clean, "2026-01-01T00:00:00.000000Z"))
    stored = store.memories.get(inserted.id)
    assert stored is not None and inserted.importance == 1.0 and type(inserted.importance) is float
    assert _as_json(inserted) == _as_json(stored)
    for changes in ({"status": "promoted", "confidence": 1.0, "last_verified": "2026-01-02T00:00:00.000000Z"},
                    {"content": "The 大阪 office opens at ten", "tags": ["c"]}, {"pinned": True, "importance": 0.25}):
        with store.transaction():
            updated = store.memories.update_returning(inserted.id, changes)
        assert updated is not None and _as_json(updated) == _as_json(store.memories.get(inserted.id)), changes
    # The indexes followed the changed text: the new words are found, the old ones no longer.
    assert [m.id for m, _ in store.memories.search_fts('"ten"', namespace="", statuses=["promoted"], limit=5)] == \
        [inserted.id]
    assert store.memories.search_fts('"nine"', namespace="", statuses=["promoted"], limit=5) == []
    assert store.conn.execute("SELECT count(*) FROM memories_cjk WHERE memories_cjk MATCH '大阪'").fetchone()[0] == 1
    with store.transaction():
        assert store.memories.update_returning(inserted.id + 100, {"importance": 0.5}) is None

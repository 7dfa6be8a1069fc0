"""What a capture and a promotion ask the store, counted statement by statement: a row the transaction already holds
is not read again, and a namespace with nothing promoted is not searched for candidates."""

from __future__ import annotations

from contextlib import contextmanager


@contextmanager
def _traced(engine):
    statements: list[str] = []
    engine.store.conn.set_trace_callback(statements.append)
    try:
        yield statements
    finally:
        engine.store.conn.set_trace_callback(None)


def _reads_by_id(statements: list[str]) -> list[str]:
    return [s for s in statements if s.startswith("SELECT * FROM memories WHERE id")]


def test_capture_reads_no_memory_row_back_and_promotion_reads_each_once(engine):
    older = engine.memories.remember("The billing service listens on port 8080", kind="infra")
    with _traced(engine) as statements:
        engine.memories.promote([older.id])
        promoted = _reads_by_id(statements)
        statements.clear()
        newer = engine.memories.remember("The billing service moved to port 9090", kind="infra")
        captured = _reads_by_id(statements)
    assert newer.would_supersede == [older.id]  # the capture compared and filed as before
    assert len(promoted) == 1  # the check that nobody decided it meanwhile; the promotion reuses that read
    assert captured == []


def test_a_capture_into_a_namespace_with_nothing_promoted_looks_up_no_candidates(engine):
    engine.memories.promote([engine.memories.remember("The billing service listens on port 8080", kind="infra").id])
    with _traced(engine) as statements:
        first = engine.memories.remember("The billing service moved to port 9090", kind="infra", namespace="other")
    assert first.would_supersede == [] and first.conflicts == []
    assert not [s for s in statements if "memories_fts MATCH" in s or s.startswith(("SELECT 1 FROM memories",
                                                                                   "SELECT count(*) FROM memories"))]
    with _traced(engine) as statements:
        again = engine.memories.remember("The billing service moved to port 9191", kind="infra")
    assert again.would_supersede  # where something is promoted, the lookup runs and finds it
    assert [s for s in statements if "memories_fts MATCH" in s]


def test_the_modules_a_capture_uses_take_their_stand_ins_place_once_imported(engine):
    import sys

    from core.memories import service

    engine.memories.remember("The billing service listens on port 8080", kind="infra")
    assert service.capture is sys.modules["core.memories.capture"]  # read directly from now on

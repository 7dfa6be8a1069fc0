"""The engine's contract runs on both backends: a test that takes ``db_path`` (directly or
through ``engine`` or ``cli``) in one of the files of :data:`POSTGRES_CONTRACT` runs once on
a SQLite file and once on a PostgreSQL database (``-m postgres`` selects the PostgreSQL leg,
``-m "not postgres"`` the SQLite one). Everywhere else it runs on SQLite alone.

The contract is what a second backend can get wrong: capture and its ids, every lifecycle
move with its audit rows and undo, recall and its ranking, conflicts, links, pins,
generations and their digests, backup and restore. The features above those (hygiene,
retention, imports, context files, the model's prompts, coding agents' config files) reach
the store only through the same repositories, so running them twice would double the
suite's time and prove nothing more; CI's whole suite stays inside its five minutes
(README, "Tests on PostgreSQL"). A test in the contract about the SQLite file itself
(its pragmas, its bytes on disk) is marked ``sqlite_only``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
POSTGRES_CONTRACT = tuple(HERE / name for name in (
    "memories/test_capture.py",            # capture, ids, external ids, batches, the quick path
    "memories/test_lifecycle.py",          # promote, reject, forget, undo, supersede, restore --by
    "memories/test_trust_ids_undo.py",     # ids never reused, undo after a purge
    "retrieval/test_retrieval.py",         # recall: candidates, ranking, explain, namespaces
    "retrieval/test_retrieval_cjk.py",     # the CJK index
    "retrieval/test_retrieval_hybrid.py",  # vectors and the fused ranking
    "retrieval/test_retrieval_dense_context.py",  # context vectors: session-only misses, plain copies
    "retrieval/test_retrieval_neighbours.py",  # session neighbours (shared SQL)
    "conflicts/test_conflicts.py",         # candidates and the conflict proposals
    "conflicts/test_owed_comparisons.py",  # the comparisons a capture owes, their table and who settles them
    "links/test_links.py",                 # typed links
    "agents/test_pins.py",                 # pins in recall and the context block
    "identity/test_generations_lineage.py",  # generations, seals, rollback
    "interop/test_backup.py",              # backup and restore-backup
    "storage/test_store.py",               # the store's own contract
))


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def backend(request) -> str:
    """Which store this test runs on."""
    return request.param


@pytest.fixture
def db_path(backend, tmp_path, request):
    """The test's store: a SQLite file, or a fresh PostgreSQL database (a ``StoreURL``)."""
    if backend == "postgres":
        return request.getfixturevalue("pg_store_url")
    return tmp_path / "store.db"


def pytest_collection_modifyitems(config, items):
    """Keep a PostgreSQL variant only for the contract files' tests not marked ``sqlite_only``."""
    contract = frozenset(POSTGRES_CONTRACT)
    resolved: dict[Path, Path] = {}  # each file resolved once, not once per item (~6,000 realpath walks a worker)
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_postgres = callspec is not None and callspec.params.get("backend") == "postgres"
        if item.path not in resolved:
            resolved[item.path] = item.path.resolve()
        in_contract = resolved[item.path] in contract
        (dropped if on_postgres and (not in_contract or item.get_closest_marker("sqlite_only")) else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept

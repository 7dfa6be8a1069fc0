"""The engine tests run on both backends: every test that takes ``db_path`` (directly or
through ``engine`` or ``cli``) runs once on a SQLite file and once on a PostgreSQL
database (``-m postgres`` selects the PostgreSQL leg, ``-m "not postgres"`` the SQLite one).

A test about the SQLite file itself (its pragmas, its bytes on disk, its path in a
client's config) is marked ``sqlite_only`` and runs on SQLite alone. So do the folders
in :data:`SQLITE_ONLY_PATHS`: what they test is not the store — prompts, fencing and
model providers behind fakes (``llm/``), coding agents' hook and client config files
(``agents/test_hooks.py``, ``agents/test_connect.py``,
``agents/test_client_configs.py``) — and the captures and reads they
make go through the same repositories every other engine test runs on PostgreSQL; this
keeps the whole suite inside CI's time budget (README, "Tests on PostgreSQL").
"""

from __future__ import annotations

from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SQLITE_ONLY_PATHS = (HERE / "llm", HERE / "agents" / "test_hooks.py", HERE / "agents" / "test_connect.py",
                     HERE / "agents" / "test_client_configs.py")


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
    """Run ``sqlite_only`` tests on SQLite alone (their PostgreSQL variant is deselected)."""
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_postgres = callspec is not None and callspec.params.get("backend") == "postgres"
        path = Path(str(item.fspath)).resolve()
        sqlite_only = item.get_closest_marker("sqlite_only") or any(
            path == folder or folder in path.parents for folder in SQLITE_ONLY_PATHS)
        (dropped if on_postgres and sqlite_only else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept

"""Moving a store: copy every row from one store into another and prove nothing changed on the way.

SQLite → PostgreSQL when a desk becomes a team, PostgreSQL → SQLite to take it home
again. Ids, history (audit), links, proposals, generations with their seals, the
migration log, pins, capture rules, vectors and the agent's identity all arrive as
they were (:func:`core.storage.copy.copy_store`). Then both stores are digested: each
table row by row (same ids, same values, byte for byte) and the corpus the way a
generation seal digests it (content and state digests), and the copy is reported as
verified only when every one of them matches.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from core.errors import NotFoundError, StoreError
from core.identity.digests import current_corpus
from core.model.lean import lean_dataclass
from core.paths import StoreURL, as_store_location
from core.storage import open_store
from core.storage.copy import copy_store, row_counts, table_digests

Progress = Callable[[str, int, int], None]


@lean_dataclass
class StoreCopyReport:
    """What ``memdesk store copy`` did and what it checked."""

    source: str
    destination: str
    rows: dict[str, int]
    tables_identical: bool
    differing_tables: list[str]
    content_digest: str
    state_digest: str
    corpus_identical: bool
    replaced: bool = False
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def verified(self) -> bool:
        return self.tables_identical and self.corpus_identical

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": self.source, "destination": self.destination, "rows": dict(self.rows),
            "verified": self.verified, "tables_identical": self.tables_identical,
            "differing_tables": list(self.differing_tables), "corpus_identical": self.corpus_identical,
            "content_digest": self.content_digest, "state_digest": self.state_digest, "replaced": self.replaced,
        }


def copy_between(source: str | os.PathLike | StoreURL, destination: str | os.PathLike | StoreURL, *,
                 force: bool = False, progress: Progress | None = None,
                 pool_size: int | None = None) -> StoreCopyReport:
    """Copy the store at ``source`` into ``destination`` and verify the copy by digests.

    Args:
        source: a store file or ``postgresql://`` URL; it must exist (it is only read).
        destination: a new store file, or a database; created and migrated as needed.
        force: replace whatever the destination already holds.
        progress: ``progress(step, done, total)`` — steps are table names, then ``verify``.

    Raises:
        NotFoundError: the source store file does not exist.
        RefusedError: the destination holds data and ``force`` was not given.
        ValidationError: a value the destination cannot store.
        StoreError: either store cannot be opened or written.
    """
    import time

    src = as_store_location(source)
    dst = as_store_location(destination)
    if isinstance(src, Path) and not src.is_file():
        raise NotFoundError(f"there is no store at {src}; give an existing store file or a postgresql:// URL",
                            code="not_found")
    if src == dst or (isinstance(src, Path) and isinstance(dst, Path) and dst.exists()
                      and src.resolve() == dst.resolve()):
        raise StoreError("the source and the destination are the same store", code="same_store")
    seconds: dict[str, float] = {}
    with open_store(src, pool_size=pool_size) as source_store, open_store(dst, pool_size=pool_size) as target:
        started = time.perf_counter()
        replaced = bool(force) and any(row_counts(target).values())
        report = copy_store(source_store, target, replace=force, progress=progress)
        seconds["copy"] = time.perf_counter() - started
        started = time.perf_counter()
        total = sum(report.rows.values())

        def verifying(side: str) -> Progress | None:
            if progress is None:
                return None
            return lambda _table, done, _of: progress(f"verify {side}", done, total)

        before = table_digests(source_store, progress=verifying("source"))
        after = table_digests(target, progress=verifying("copy"))
        with source_store.snapshot():
            corpus_before = current_corpus(source_store)
        with target.snapshot():
            corpus_after = current_corpus(target)
        seconds["verify"] = time.perf_counter() - started
    differing = [table for table in before if before[table] != after.get(table)]
    return StoreCopyReport(
        source=str(src), destination=str(dst), rows=report.rows,
        tables_identical=not differing, differing_tables=differing,
        content_digest=corpus_after.content_digest, state_digest=corpus_after.state_digest,
        corpus_identical=(corpus_before.content_digest, corpus_before.state_digest)
        == (corpus_after.content_digest, corpus_after.state_digest),
        replaced=replaced, seconds=seconds,
    )

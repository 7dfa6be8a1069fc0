"""SQL for ``memory_topics``: what each memory is about, so contradiction candidates are found by topic.

A topic is a short tag the contradiction reader gives a memory's text (``@residence``, ``@job``,
``@ci``, ``~version``; :mod:`core.conflicts.topics` decides them). Storage only keeps them: one row
per (memory, topic), with the memory's namespace so a lookup never leaves it, indexed by
(namespace, topic, memory id) so the newest memories of one topic are an index range read.

Every added memory, and every memory whose text or namespace changed, is queued in
``memory_topics_unread`` by triggers (migration m012, both backends; the migration queued the
memories already stored), whatever wrote it — capture, a bulk load, a copy, a restore. The
reading is Python's: :meth:`TopicTable.unread` hands out a bounded batch, newest first, and
:meth:`TopicTable.put` stores what was read and takes the memories off the queue. Like
``derived_stats`` the rows are derived: never copied, rebuilt by reading again.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Sequence

from core.model.records import Memory
from core.storage.table import Table


class TopicTable(Table):
    """The topics of memories and the queue of memories not read yet. Callers own the transaction."""

    def unread(self, *, namespace: str | None, limit: int) -> builtins.list[tuple[int, str, str]]:
        """Up to ``limit`` queued memories as ``(id, namespace, content)``, newest first (one namespace,
        or any for ``None``)."""
        where, params = ("WHERE u.namespace = ? ", [namespace]) if namespace is not None else ("", [])
        rows = self._conn.execute(
            "SELECT u.memory_id, m.namespace, m.content FROM memory_topics_unread u "
            f"JOIN memories m ON m.id = u.memory_id {where}ORDER BY u.memory_id DESC LIMIT ?", [*params, limit])
        return [(int(row[0]), str(row[1]), str(row[2])) for row in rows]

    def has_unread(self, *, namespace: str | None = None) -> bool:
        """Whether any memory (of ``namespace``, or of any) waits to be read."""
        where, params = ("WHERE namespace = ? ", [namespace]) if namespace is not None else ("", [])
        return self._conn.execute(f"SELECT 1 FROM memory_topics_unread {where}LIMIT 1", params).fetchone() is not None

    def count_unread(self) -> int:
        return int(self._conn.execute("SELECT count(*) FROM memory_topics_unread").fetchone()[0])

    def put(self, read: Iterable[tuple[int, str, Iterable[str]]]) -> None:
        """Store ``(memory id, namespace, topics)`` as read: each memory's topics replace its old ones
        and it leaves the queue (a memory with no topic is read all the same)."""
        done = [(memory_id, namespace, sorted(set(topics))) for memory_id, namespace, topics in read]
        if not done:
            return
        conn = self._conn
        for start in range(0, len(done), 500):
            ids = [memory_id for memory_id, _, _ in done[start:start + 500]]
            marks = ",".join("?" for _ in ids)
            conn.execute(f"DELETE FROM memory_topics WHERE memory_id IN ({marks})", ids)
            conn.execute(f"DELETE FROM memory_topics_unread WHERE memory_id IN ({marks})", ids)
        rows = [(memory_id, namespace, topic) for memory_id, namespace, topics in done for topic in topics]
        if rows:
            conn.executemany("INSERT INTO memory_topics (memory_id, namespace, topic) VALUES (?, ?, ?)", rows)

    def of(self, memory_id: int) -> frozenset[str]:
        """The topics stored for one memory (empty when none, or not read yet)."""
        rows = self._conn.execute("SELECT topic FROM memory_topics WHERE memory_id = ?", (memory_id,))
        return frozenset(str(row[0]) for row in rows)

    def newest(self, namespace: str, topic: str, *, statuses: Sequence[str], kinds: Sequence[str] | None,
               limit: int, below: int | None = None) -> builtins.list[Memory]:
        """The newest ``limit`` memories of ``namespace`` that carry ``topic``, in ``statuses`` (and
        ``kinds``), below id ``below`` if given: a range of the (namespace, topic, id) index read
        backwards, each row checked against its memory until ``limit`` pass."""
        where = ["t.namespace = ?", "t.topic = ?", f"m.status IN ({','.join('?' for _ in statuses)})"]
        params: builtins.list[object] = [namespace, topic, *statuses]
        if kinds:
            where.append(f"m.kind IN ({','.join('?' for _ in kinds)})")
            params += list(kinds)
        if below is not None:
            where.append("t.memory_id < ?")
            params.append(below)
        rows = self._conn.execute(
            "SELECT m.* FROM memory_topics t JOIN memories m ON m.id = t.memory_id "
            f"WHERE {' AND '.join(where)} ORDER BY t.memory_id DESC LIMIT ?", [*params, limit])
        return [Memory.from_row(row) for row in rows]

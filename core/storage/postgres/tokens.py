"""FTS5's own tokens, computed in Python, for the PostgreSQL search index.

"Same answers" needs the same bm25 inputs as SQLite's FTS5, and PostgreSQL's text
search cannot produce them: its parser makes extra compound tokens (``e-mail`` →
``e-mail e mail``; URLs, paths and ``3.11`` stay whole), its ``english`` configuration
drops stop words (FTS5 keeps them, and they count in a document's length) and its
Snowball stemmer is Porter2, not FTS5's Porter. So the tokens come from FTS5 itself:
an in-memory SQLite FTS5 table with the store's tokenizer, read back through
``fts5vocab(…, 'instance')``. Exact by construction, and always available — Python's
SQLite is what the default backend runs on.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence

from core.model.lean import lean_dataclass

WORDS_TOKENIZE = "porter unicode61 remove_diacritics 2"  # memories_fts (content, summary, tags)
CJK_TOKENIZE = "unicode61"                                # memories_cjk (grams)


@lean_dataclass(frozen=True)
class Document:
    """One memory as an index sees it: instances per term and column, and its length."""

    counts: dict[str, list[int]]  # term -> instances per column
    length: int                   # tokens in all columns (FTS5's xColumnSize(-1))


class Fts5Tokenizer:
    """Tokenise rows exactly as an FTS5 table declared with ``tokenize`` would.

    Thread-safe: each thread gets its own in-memory database.
    """

    def __init__(self, tokenize: str, columns: int):
        self.tokenize = tokenize
        self.columns = columns
        self._local = threading.local()

    def _conn(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=True)
            names = ", ".join(f"c{i}" for i in range(self.columns))
            conn.execute(f"CREATE VIRTUAL TABLE t USING fts5({names}, tokenize=\"{self.tokenize}\")")
            conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance')")
            self._local.conn = conn
        return conn

    def instances(self, rows: Sequence[tuple[int, Sequence[str | None]]]) -> dict[int, list[tuple[str, int, int]]]:
        """``{key: [(term, column, offset), …]}`` in (column, offset) order, for each ``(key, texts)``."""
        conn = self._conn()
        names = ", ".join(f"c{i}" for i in range(self.columns))
        marks = ", ".join("?" for _ in range(self.columns + 1))
        found: dict[int, list[tuple[str, int, int]]] = {key: [] for key, _ in rows}
        conn.execute("BEGIN")
        try:
            conn.executemany(f"INSERT INTO t(rowid, {names}) VALUES ({marks})",
                             [(key, *[text or "" for text in texts]) for key, texts in rows])
            for doc, term, column, offset in conn.execute("SELECT doc, term, col, offset FROM v"):
                found[doc].append((term, int(column[1:]), offset))
            conn.execute("DELETE FROM t")
        finally:
            conn.execute("COMMIT")
        for instances in found.values():
            instances.sort(key=lambda item: (item[1], item[2]))
        return found

    def documents(self, rows: Sequence[tuple[int, Sequence[str | None]]]) -> dict[int, Document]:
        """Per key: instances per term and column, and the token count."""
        out: dict[int, Document] = {}
        for key, instances in self.instances(rows).items():
            counts: dict[str, list[int]] = {}
            for term, column, _offset in instances:
                counts.setdefault(term, [0] * self.columns)[column] += 1
            out[key] = Document(counts=counts, length=len(instances))
        return out

    def terms(self, text: str) -> list[str]:
        """The tokens of one query phrase, in order (usually one)."""
        return [term for term, _column, _offset in self.instances([(1, [text, *[None] * (self.columns - 1)])])[1]]


WORDS = Fts5Tokenizer(WORDS_TOKENIZE, 3)
CJK = Fts5Tokenizer(CJK_TOKENIZE, 1)

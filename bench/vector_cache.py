"""A disk cache of embeddings for the retrieval benches: each (model, text) is embedded once, ever.

Scoring LoCoMo with the mpnet model embeds every turn twice (its own text and its context
text): about an hour of one core for either file. The vectors do not depend on the ranking,
so a ruling on a ranking constant need not pay for them again. Set ``MEMDESK_BENCH_VECTORS``
to a SQLite file and the benches that rank (``locomo.py --no-timing``, ``locomo_cv.py``,
``locomo_options.py``) read vectors from it and add the ones they had to compute.

Quality runs only: ``locomo.py`` ignores the cache when it times recall, because a cached
question vector would hide the embedding cost that every recall pays in use.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from array import array
from pathlib import Path

ENV = "MEMDESK_BENCH_VECTORS"


class CachedEmbedder:
    """``embedder`` behind a SQLite file keyed by model and the text's SHA-256; vectors kept exactly (doubles)."""

    def __init__(self, embedder, path: Path) -> None:
        self._embedder = embedder
        self.model = embedder.model
        self._db = sqlite3.connect(path, timeout=120)  # two scoring processes may share one file
        self._db.execute("CREATE TABLE IF NOT EXISTS vectors (model TEXT, digest TEXT, vector BLOB,"
                         " PRIMARY KEY (model, digest))")

    def embed(self, texts):
        digests = [hashlib.sha256(text.encode()).hexdigest() for text in texts]
        known: dict[str, list[float]] = {}
        for digest in dict.fromkeys(digests):
            row = self._db.execute("SELECT vector FROM vectors WHERE model = ? AND digest = ?",
                                   (self.model, digest)).fetchone()
            if row:
                known[digest] = array("d", row[0]).tolist()
        missing = {digest: text for digest, text in zip(digests, texts, strict=True) if digest not in known}
        if missing:
            vectors = self._embedder.embed(list(missing.values()))
            with self._db:
                self._db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
                                     [(self.model, digest, array("d", vector).tobytes())
                                      for digest, vector in zip(missing, vectors, strict=True)])
            known.update(zip(missing, (list(v) for v in vectors), strict=True))
        return [known[digest] for digest in digests]


def wrap(embedder):
    """``embedder`` behind the cache named by ``MEMDESK_BENCH_VECTORS``, or unchanged when it is unset."""
    path = os.environ.get(ENV)
    return CachedEmbedder(embedder, Path(path)) if path else embedder

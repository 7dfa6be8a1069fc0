"""Hybrid retrieval: the dense (embedding) match that joins the lexical relevance.

With an embedder, each recall embeds only its query (memories are embedded once, by
``embed_missing``, and their vectors kept in the store). The ``DENSE_DEPTH`` memories most
similar to it get a dense match in (0, 1] — min-max over that top, so it says how far a
memory stands above the crowd rather than a raw cosine, which a small sentence model keeps
in a narrow band (raised to ``DENSE_POWER``, 1: a straight line) — and the ranker adds
``W_DENSE_MATCH`` of it to their relevance beside the bm25 match (:mod:`ranker`,
:mod:`scoring`). Those no word matched join the pool.

Exact cosine similarity over the namespace's stored vectors (unit length, so a dot
product). numpy is used when it is installed (every local embedding runtime brings it);
otherwise plain Python does the same sums.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from core.retrieval import scoring
from core.retrieval.dense_context import context_model
from core.retrieval.embeddings import from_blob, to_blob

_NUMPY: Any = False  # not looked for yet
KEEP_LIMIT = 20_000  # vectors of one namespace kept between recalls (384 floats: ~30 MB at most)


def _numpy() -> Any:
    """numpy when it is installed, else ``None``; imported on the first hybrid recall.

    Never at import time: a lexical recall must not pay numpy's import (tens of ms) just
    because the optional packages happen to be installed.
    """
    global _NUMPY
    if _NUMPY is False:
        try:
            _NUMPY = importlib.import_module("numpy")
        except ImportError:  # pragma: no cover - depends on the environment
            _NUMPY = None
    return _NUMPY


class DenseIndex:
    """The stored vectors of the memories a recall may return, searched by cosine similarity."""

    def __init__(self, ids: list[int], blobs: list[bytes]):
        self.ids = ids
        self._numpy = numpy = _numpy()
        if numpy is not None:
            self._matrix = numpy.frombuffer(b"".join(blobs), dtype=numpy.float32).reshape(len(ids), -1)
            self.size = int(self._matrix.shape[1])
        else:
            self._vectors = [from_blob(blob) for blob in blobs]
            self.size = len(self._vectors[0])

    @classmethod
    def load(cls, store, model: str, *, namespace: str | None, statuses: Sequence[str],
             kinds: Sequence[str] | None, context: float = 0.0) -> DenseIndex | None:
        """The up-to-date vectors of ``model`` among the filtered memories (``None``: there are none).

        ``context`` > 0: each memory that has a context vector (:mod:`dense_context`) is read as
        ``(1 − context)·plain + context·context vector`` — its cosine with a query is that blend
        of the two cosines; the others keep their plain vector.

        Kept between recalls while the store's rows and vectors stay as they are
        (``store.search.kept``: storing a vector moves the same counter as changing a
        memory); a namespace of more than ``KEEP_LIMIT`` vectors is read afresh each time.
        """
        kept = store.search.kept("dense")
        key = (model, namespace, tuple(statuses), tuple(kinds) if kinds else None, context)
        if kept is not None and key in kept:
            return kept[key]
        rows = store.search.vectors(model, namespace=namespace, statuses=statuses, kinds=kinds)
        if rows and context > 0:
            rows = _blended(rows, store.search.vectors(context_model(model), namespace=namespace,
                                                       statuses=statuses, kinds=kinds), context)
        index = cls([memory_id for memory_id, _ in rows], [blob for _, blob in rows]) if rows else None
        if kept is not None and len(rows) <= KEEP_LIMIT:
            kept[key] = index
        return index

    def similarities(self, vector: Sequence[float]) -> list[float]:
        """Cosine similarity of ``vector`` (unit length) to every indexed memory, in :attr:`ids` order."""
        numpy = self._numpy
        if numpy is not None:
            return (self._matrix @ numpy.asarray(vector, dtype=numpy.float32)).tolist()
        return [sum(a * b for a, b in zip(stored, vector)) for stored in self._vectors]

    def match(self, vector: Sequence[float], depth: int) -> dict[int, float]:
        """The dense match of the ``depth`` memories most similar to ``vector``, scaled to (0, 1].

        Min-max over the top: the most similar gets 1, the first memory below the top
        ``depth`` would get 0, so the score says how far above the crowd a memory stands,
        not the raw cosine (which a small model keeps in a narrow band for every text);
        then raised to ``scoring.DENSE_POWER``. Ties by id. Empty when ``vector`` has the
        wrong size.
        """
        if len(vector) != self.size or depth <= 0:
            return {}
        ranked = sorted(zip(self.similarities(vector), self.ids), key=lambda pair: (-pair[0], pair[1]))
        top = ranked[0][0]
        floor = ranked[depth][0] if len(ranked) > depth else min(ranked[-1][0], top - 1.0)
        if top <= floor:
            return {}
        power = scoring.DENSE_POWER
        return {memory_id: ((similarity - floor) / (top - floor)) ** power for similarity, memory_id in ranked[:depth]
                if similarity > floor}


def _blended(rows: list[tuple[int, bytes]], context_rows: list[tuple[int, bytes]],
             share: float) -> list[tuple[int, bytes]]:
    """``rows`` with each vector that has a context vector replaced by ``(1 − share)·plain + share·context``."""
    context = dict(context_rows)
    numpy = _numpy()
    blended = []
    for memory_id, blob in rows:
        other = context.get(memory_id)
        if other is not None and len(other) == len(blob):
            if numpy is not None:
                mixed = (1.0 - share) * numpy.frombuffer(blob, dtype=numpy.float32) \
                    + share * numpy.frombuffer(other, dtype=numpy.float32)
                blob = mixed.astype(numpy.float32).tobytes()
            else:
                blob = to_blob([(1.0 - share) * a + share * b for a, b in zip(from_blob(blob), from_blob(other))])
        blended.append((memory_id, blob))
    return blended

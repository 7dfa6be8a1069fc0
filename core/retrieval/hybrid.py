"""Hybrid retrieval: fuse the lexical ranking with a dense (embedding) ranking by RRF.

Reciprocal Rank Fusion scores each memory ``1/(RRF_K + lexical_rank) +
W_DENSE/(RRF_K + dense_rank)`` (a list it is absent from adds nothing). The dense
list is down-weighted: on conversational memory a small sentence model alone finds
less than BM25 with session context, and an equal-weight blend lost recall in our
measurements; as a second opinion it adds a little (``bench/BENCHMARKS.md``).

The dense side is exact cosine similarity over the namespace's stored vectors
(vectors are unit length, so a dot product). numpy is used when it is installed
(every local embedding runtime brings it); otherwise plain Python does the same sums.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.retrieval import scoring
from core.retrieval.embeddings import from_blob, normalise

try:  # optional: present wherever a local embedding runtime is installed
    import numpy
except ImportError:  # pragma: no cover - depends on the environment
    numpy = None


def dense_ranking(store, query_vector: Sequence[float], *, model: str, namespace: str | None,
                  statuses: Sequence[str], kinds: Sequence[str] | None, limit: int) -> list[tuple[int, float]]:
    """The ``limit`` memories most similar to the query: ``(memory_id, cosine)``, best first, ties by id."""
    rows = store.search.vectors(model, namespace=namespace, statuses=statuses, kinds=kinds)
    if not rows:
        return []
    ids = [memory_id for memory_id, _ in rows]
    if numpy is not None:
        matrix = numpy.frombuffer(b"".join(blob for _, blob in rows), dtype=numpy.float32).reshape(len(rows), -1)
        if matrix.shape[1] != len(query_vector):
            return []
        similarities = (matrix @ numpy.asarray(query_vector, dtype=numpy.float32)).tolist()
    else:
        similarities = []
        for _, blob in rows:
            vector = from_blob(blob)
            if len(vector) != len(query_vector):
                return []
            similarities.append(sum(a * b for a, b in zip(vector, query_vector)))
    ranked = sorted(zip(ids, similarities), key=lambda pair: (-pair[1], pair[0]))
    return [(memory_id, float(similarity)) for memory_id, similarity in ranked[:limit]]


class DenseIndex:
    """The stored vectors of the memories a recall may return, searched by cosine similarity."""

    def __init__(self, ids: list[int], blobs: list[bytes]):
        self.ids = ids
        self._row = {memory_id: row for row, memory_id in enumerate(ids)}
        self.ids_set = frozenset(ids)
        if numpy is not None:
            self._matrix = numpy.frombuffer(b"".join(blobs), dtype=numpy.float32).reshape(len(ids), -1)
            self.size = int(self._matrix.shape[1])
        else:
            self._vectors = [from_blob(blob) for blob in blobs]
            self.size = len(self._vectors[0])

    @classmethod
    def load(cls, store, model: str, *, namespace: str | None, statuses: Sequence[str],
             kinds: Sequence[str] | None) -> DenseIndex | None:
        """The up-to-date vectors of ``model`` among the filtered memories (``None``: there are none)."""
        rows = store.search.vectors(model, namespace=namespace, statuses=statuses, kinds=kinds)
        if not rows:
            return None
        return cls([memory_id for memory_id, _ in rows], [blob for _, blob in rows])

    def vector(self, memory_id: int) -> list[float]:
        """The stored vector of one memory of the index."""
        row = self._row[memory_id]
        return self._matrix[row].tolist() if numpy is not None else list(self._vectors[row])

    def similarities(self, vector: Sequence[float]) -> list[float]:
        """Cosine similarity of ``vector`` (unit length) to every indexed memory, in :attr:`ids` order."""
        if numpy is not None:
            return (self._matrix @ numpy.asarray(vector, dtype=numpy.float32)).tolist()
        return [sum(a * b for a, b in zip(stored, vector)) for stored in self._vectors]

    def match(self, vector: Sequence[float], depth: int) -> dict[int, float]:
        """The dense match of the ``depth`` memories most similar to ``vector``, scaled to (0, 1].

        Min-max over the top: the most similar gets 1, the first memory below the top
        ``depth`` would get 0, so the score says how far above the crowd a memory stands,
        not the raw cosine (which a small model keeps in a narrow band for every text).
        Ties by id. Empty when ``vector`` has the wrong size.
        """
        if len(vector) != self.size or depth <= 0:
            return {}
        ranked = sorted(zip(self.similarities(vector), self.ids), key=lambda pair: (-pair[0], pair[1]))
        top = ranked[0][0]
        floor = ranked[depth][0] if len(ranked) > depth else min(ranked[-1][0], top - 1.0)
        if top <= floor:
            return {}
        return {memory_id: (similarity - floor) / (top - floor) for similarity, memory_id in ranked[:depth]
                if similarity > floor}


def centroid(vectors: Sequence[Sequence[float]]) -> list[float]:
    """The unit-length mean of ``vectors`` (the direction they share)."""
    total = [sum(values) for values in zip(*vectors)]
    return normalise(total)


def fuse(lexical_ids: Sequence[int], dense: Sequence[tuple[int, float]]) -> list[tuple[int, dict[str, float]]]:
    """RRF of the two rankings: ``(memory_id, parts)`` best first, ties by id.

    ``parts`` holds ``lexical_rank``/``dense_rank`` (0 = absent), ``similarity`` and
    ``fused`` (the RRF score) for ``--explain``.
    """
    parts: dict[int, dict[str, float]] = {}
    for rank, memory_id in enumerate(lexical_ids, 1):
        parts[memory_id] = {"lexical_rank": rank, "dense_rank": 0, "similarity": 0.0,
                            "fused": 1.0 / (scoring.RRF_K + rank)}
    for rank, (memory_id, similarity) in enumerate(dense, 1):
        entry = parts.setdefault(memory_id, {"lexical_rank": 0, "dense_rank": 0, "similarity": 0.0, "fused": 0.0})
        entry["dense_rank"] = rank
        entry["similarity"] = round(similarity, 6)
        entry["fused"] += scoring.W_DENSE / (scoring.RRF_K + rank)
    return sorted(parts.items(), key=lambda item: (-item[1]["fused"], item[0]))

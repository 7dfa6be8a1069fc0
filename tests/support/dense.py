"""A toy semantic space for hybrid-retrieval tests: a deterministic embedder, no optional package, no network."""

from __future__ import annotations

import math

from core.retrieval import hybrid
from core.retrieval.embeddings import to_blob

# The words of one concept share a dimension; the last one is a small bias every text has
# (so no vector is zero).
CONCEPTS = [("cat", "cats", "kitten", "feline"), ("dog", "dogs", "puppy", "canine"),
            ("car", "engine", "tyre", "garage")]


class ConceptEmbedder:
    """Implements the Embedder interface; records every batch it was asked for."""

    model = "concepts-4d"

    def __init__(self):
        self.calls: list[list[str]] = []

    def embed(self, texts):
        self.calls.append(list(texts))
        vectors = []
        for text in texts:
            words = [w.strip(".,?!").lower() for w in text.split()]
            raw = [float(sum(w in concept for w in words)) for concept in CONCEPTS] + [0.1]
            norm = math.sqrt(sum(v * v for v in raw))
            vectors.append([v / norm for v in raw])
        return vectors


def hybrid_store(engine, rows):
    """Import ``rows`` promoted, embed them with a fresh :class:`ConceptEmbedder`: ``(ids, embedder)``."""
    ids = [r.id for r in engine.memories.import_promoted(rows, reason="test")]
    embedder = ConceptEmbedder()
    engine.retrieval.use_embedder(embedder)
    assert engine.retrieval.embed_missing() == len(rows)
    return ids, embedder


def index_of(vectors):
    """A :class:`hybrid.DenseIndex` of ``vectors`` with ids 1, 2, …"""
    return hybrid.DenseIndex(list(range(1, len(vectors) + 1)), [to_blob(v) for v in vectors])

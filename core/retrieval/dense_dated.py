"""Dated vectors (a round-14 switch, off): a memory embedded with its event time's date before it.

A conversation turn says "I went to the group yesterday"; the day it was said is in its
event time, not its text. For a model whose ``DENSE_DATED`` share is above 0 (:mod:`scoring`),
every memory with an event time gets one more vector, of ``"<d Month YYYY>: <content>"``, stored
under the model's name plus :data:`SUFFIX`; the dense index reads each memory's vector as
``(1 − share)·(its vector so far) + share·dated``. A memory without an event time has none and
keeps its vector as it is. Stored against the memory's content hash, like the plain one.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.retrieval import scoring
from core.retrieval.embeddings import Embedder, to_blob

SUFFIX = "+dated"  # the dated vectors' model key: "<model>+dated"
BATCH = 256


def dated_model(model: str) -> str:
    """The key the dated vectors of ``model`` are stored under."""
    return model + SUFFIX


def dated_text(content: str, event_time: str) -> str:
    """``content`` with the day of ``event_time`` before it ("8 May 2023: …")."""
    moment = scoring.parse_moment(event_time)
    return f"{moment.day} {moment:%B %Y}: {content}"


def embed_dated(store, embedder: Embedder, *, namespace: str | None, statuses: Sequence[str]) -> int:
    """Store a dated vector for each memory with an event time lacking an up-to-date one; returns how many."""
    model = dated_model(embedder.model)
    done = 0
    skipped: set[int] = set()
    while True:
        with store.snapshot():
            todo = [row for row in store.search.vectors_missing(model, namespace=namespace, statuses=statuses,
                                                                limit=BATCH + len(skipped)) if row[0] not in skipped]
            if not todo:
                break
            rows = store.search.candidates([memory_id for memory_id, _, _ in todo])
        dated = [(memory_id, content_hash, dated_text(content, rows[memory_id].event_time))
                 for memory_id, content_hash, content in todo
                 if memory_id in rows and rows[memory_id].event_time]
        skipped.update(memory_id for memory_id, _, _ in todo if memory_id not in {d[0] for d in dated})
        if dated:
            vectors = embedder.embed([text for _, _, text in dated])
            with store.transaction():
                store.search.put_vectors(model, [(memory_id, content_hash, to_blob(vector))
                                                 for (memory_id, content_hash, _), vector in zip(dated, vectors,
                                                                                                 strict=True)])
            done += len(dated)
    return done

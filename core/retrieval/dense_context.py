"""Context vectors: a session memory embedded together with the memories captured either side of it.

A turn of a conversation often says little by itself ("Yes, twice last summer!"): its meaning
is in the turn it answers and the one that answers it. For a model whose ``DENSE_CONTEXT``
share is above 0 (:mod:`scoring`), every memory with a session gets a second vector, of its
previous session neighbour's text, its own and its next neighbour's
(``"<previous>\\n<own>\\n<next>"``, each when there is one), stored under the model's name plus
:data:`SUFFIX`; a memory alone in its session gets a copy of its plain vector, and a memory
without a session none. The dense index then reads each memory's vector as
``(1 − share)·plain + share·context``, so its cosine with the query is the same blend of the
two cosines (:meth:`hybrid.DenseIndex.load`); a memory without a context vector keeps its
plain one. The query is embedded once, as before.

A memory that joins a session's promoted memories renews its neighbours' context vectors (the one
before it now has a next neighbour, the one after it a new previous one) in the same pass; a neighbour
leaving the promoted memories (superseded, archived) leaves its neighbours' context as it was: the
conversation around them was still said. A context vector is stored against the memory's own content
hash, like the plain one. Cost: one more text per session memory, three turns long,
which mpnet embeds in about four times a plain turn's time (``bench/BENCHMARKS.md``), and one
more per pass for each session that grew.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.retrieval.embeddings import Embedder, to_blob

SUFFIX = "+context"  # the context vectors' model key: "<model>+context"
BATCH = 256


def context_model(model: str) -> str:
    """The key the context vectors of ``model`` are stored under."""
    return model + SUFFIX


def embed_context(store, embedder: Embedder, *, namespace: str | None, statuses: Sequence[str],
                  limit: int | None) -> int:
    """Store a context vector for each session memory lacking an up-to-date one; returns how many.

    ``store`` is the :class:`~core.storage.Store`; the plain vectors of ``embedder.model`` must
    be stored already (a memory alone in its session copies its own, and waits for it).
    """
    model = context_model(embedder.model)
    done = 0
    while limit is None or done < limit:
        size = min(BATCH, (limit - done) if limit else BATCH)
        with store.snapshot():
            todo = store.search.vectors_missing(model, namespace=namespace, statuses=statuses, limit=size,
                                                sessions_only=True)
            if not todo:
                break
            texts, alone, hashes = _texts(store, todo, statuses)
            plain = store.search.vector_blobs(embedder.model, alone)
        order = list(texts)
        vectors = embedder.embed([texts[memory_id] for memory_id in order]) if order else []
        stored = [(memory_id, hashes[memory_id], to_blob(vector)) for memory_id, vector in zip(order, vectors,
                                                                                              strict=True)]
        stored += [(memory_id, hashes[memory_id], plain[memory_id]) for memory_id in alone if memory_id in plain]
        with store.transaction():
            store.search.put_vectors(model, stored)
        missing = {memory_id for memory_id, _, _ in todo}
        done += sum(1 for memory_id, _, _ in stored if memory_id in missing)
        if any(memory_id not in plain for memory_id in alone):  # no plain vector yet: leave it for later
            break
    return done


def _texts(store, todo: list[tuple[int, str, str]], statuses: Sequence[str]
           ) -> tuple[dict[int, str], list[int], dict[int, str]]:
    """The context text of each memory of ``todo`` and of the previous neighbours they renew.

    Returns ``(texts by id, ids alone in their session, content hash by id)``.
    """
    hashes = {memory_id: content_hash for memory_id, content_hash, _ in todo}
    search = store.search
    rows = search.candidates(hashes)
    links = search.links(list(rows.values()), statuses=statuses, depth=1)
    # A neighbour outside this batch on either side now sees this memory beside it: its text changes
    # (a later capture gives the one before it a next turn; a memory promoted between two embedded ones
    # also changes the previous turn of the one after it).
    renewed = list(dict.fromkeys(side[0] for pair in links.values() for side in pair if side and side[0] not in hashes))
    if renewed:
        rows.update(search.candidates(renewed))
        hashes.update((memory.id, memory.content_hash) for memory in store.memories.get_many(renewed).values())
        links.update(search.links([rows[memory_id] for memory_id in renewed if memory_id in rows],
                                  statuses=statuses, depth=1))
    neighbours = {i for before, after in links.values() for i in (*before, *after) if i not in rows}
    rows.update(search.candidates(neighbours))
    texts: dict[int, str] = {}
    alone: list[int] = []
    for memory_id in hashes:
        before, after = links.get(memory_id, ([], []))
        parts = [rows[i].content for i in before[:1] if i in rows] + [rows[memory_id].content] \
            + [rows[i].content for i in after[:1] if i in rows]
        if len(parts) == 1:
            alone.append(memory_id)
        else:
            texts[memory_id] = "\n".join(parts)
    return texts, alone, hashes

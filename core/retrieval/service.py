"""The retrieval service: recall, search, the context block and the optional embedder.

``engine.retrieval`` is a :class:`RetrievalService`. Recall ranks promoted memories
(:mod:`core.retrieval.ranker`), then puts matching pins first — a step the ranker knows
nothing about, done by the :class:`PinnedMemories` collaborator the engine hands in —
and logs what it returned. Hybrid ranking uses the embedder in the shared
:class:`EmbedderSlot`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from core.errors import MemdeskError, NotConfiguredError, ProviderError, ValidationError
from core.model.records import Hit, Memory, MemoryBrief
from core.model.vocabulary import PROMOTED
from core.retrieval import scoring
from core.retrieval.context_block import render_block
from core.retrieval.embeddings import Embedder, embedder_from_config, to_blob
from core.service_context import ServiceContext
from core.settings import Settings
from core.text.normalise import (
    normalise_kinds,
    normalise_namespace,
    normalise_optional_namespace,
    normalise_statuses,
)

if TYPE_CHECKING:  # the ranker loads with the first ranking: the context block never needs it
    from core.retrieval.ranker import Dense, Ranking


class PinnedMemories(Protocol):
    """What recall and the context block need to know about pins (``core.agents.pins`` answers)."""

    def first(self, hits: list[Hit], match: str | None, *, namespace: str, kinds: Sequence[str] | None, k: int,
              now: datetime, explain: bool) -> list[Hit]:
        """``hits`` with every pinned memory that matches the query moved (or added) to the front."""
        ...

    def unlisted(self, namespace: str, listed: Iterable[Memory | MemoryBrief]) -> list[Memory]:
        """Promoted pins of ``namespace`` missing from ``listed``."""
        ...


class EmbedderSlot:
    """The embedder hybrid retrieval uses: built from the settings on first use, or set by hand.

    One slot is shared by an engine and every view of it (:meth:`core.engine.Engine.with_actor`),
    so an embedder chosen once serves them all.
    """

    def __init__(self, settings) -> None:
        self._settings = settings
        self._chosen = False
        self._embedder: Embedder | None = None
        self._error: MemdeskError | None = None

    def current(self) -> Embedder | None:
        """The embedder, or ``None`` (lexical only); an unusable configuration is remembered in :attr:`error`."""
        if not self._chosen:
            try:
                self._embedder = embedder_from_config(self._settings)
            except MemdeskError as exc:
                self._embedder, self._error = None, exc
            self._chosen = True
        return self._embedder

    @property
    def error(self) -> MemdeskError | None:
        """Why the configured embedder could not be built (``None`` when it could, or none is configured)."""
        return self._error

    def use(self, embedder: Embedder | None) -> None:
        """Set (or, with ``None``, switch off) the embedder."""
        self._embedder, self._error, self._chosen = embedder, None, True


def recall_limit(k: int | None, settings: Settings) -> int:
    """How many hits to return: ``k`` (default ``[recall] k``), capped at 50.

    Raises:
        ValidationError: ``k`` is not a whole number ≥ 1 (``invalid_k``).
    """
    if k is None:
        return settings.recall.k
    try:
        k = int(k)
    except (TypeError, ValueError):
        raise ValidationError("k must be a whole number between 1 and 50", code="invalid_k") from None
    if k < 1:
        raise ValidationError("k must be at least 1", code="invalid_k")
    return min(k, scoring.MAX_K)


class RetrievalService:
    """Recall, search, the context block and the optional embedder (hybrid mode).

    Args:
        ctx: the store, settings, clock and default actor.
        pins: puts pinned memories first in recall and in the context block.
        embedders: the shared embedder slot (hybrid ranking; ``None`` inside means lexical).
    """

    def __init__(self, ctx: ServiceContext, *, pins: PinnedMemories, embedders: EmbedderSlot) -> None:
        self.ctx = ctx
        self.pins = pins
        self.embedders = embedders

    def recall(self, query: str, *, namespace: str = "", k: int | None = None, explain: bool = False,
               kinds: Sequence[str] | None = None, actor: str | None = None,
               session: str | None = None) -> list[Hit]:
        """Promoted memories for ``query`` in one namespace, best first; bumps their access counts.

        ``namespace=''`` is the shared namespace, not "all". ``k`` defaults to the
        settings (8) and is capped at 50. ``session`` is logged with the returned ids so a
        capture that merely repeats them is held as an echo.

        Raises:
            ValidationError: a bad ``k`` or kind.
        """
        store = self.ctx.store
        ns = normalise_namespace(namespace)
        dense = self._dense_query(query)
        with store.snapshot():  # one consistent read for the ranking and the pins
            ranking = self._rank(query, namespace=ns, statuses=[PROMOTED], k=k, explain=explain, kinds=kinds,
                                 dense=dense)
            ranking.hits = self.pins.first(ranking.hits, ranking.query.match, namespace=ns, kinds=self._kinds(kinds),
                                           k=recall_limit(k, self.ctx.settings), now=self.ctx.now(), explain=explain)
        from core.text.digest import sha256_hex  # only recall logs a query hash: the context block does not

        ids = [hit.memory.id for hit in ranking.hits]
        with store.transaction():
            if ids:
                store.memories.bump_access(ids, self.ctx.now_text())
            store.recall_log.record(
                ts=self.ctx.now_text(), actor=actor or self.ctx.actor, namespace=ns,
                query_hash=sha256_hex(ranking.query.text.encode("utf-8")),
                candidates=ranking.candidates, returned=ids, session=session,
            )
        return ranking.hits

    def search(self, query: str, *, namespace: str | None = "", statuses: Sequence[str] | None = None,
               kinds: Sequence[str] | None = None, k: int | None = None, explain: bool = False) -> list[Hit]:
        """Ranked search that never bumps access; any statuses (default: promoted).

        ``namespace=None`` searches every namespace (an operator view).

        Raises:
            ValidationError: an unknown status, a bad ``k`` or kind.
        """
        ns = normalise_optional_namespace(namespace)
        chosen = normalise_statuses(statuses) or [PROMOTED]
        dense = self._dense_query(query)
        with self.ctx.store.snapshot():
            return self._rank(query, namespace=ns, statuses=chosen, k=k, explain=explain, kinds=kinds,
                              dense=dense).hits

    def context_block(self, *, namespace: str = "", budget_chars: int | None = None,
                      sections: Sequence[str] = ()) -> str:
        """The promoted memories an agent should start with, as one escaped, marked block.

        Every pin of the namespace is in it, however old. ``sections`` are
        already-escaped lines placed before the memories (soul files).
        """
        store = self.ctx.store
        ns = normalise_namespace(namespace)
        memories: list[MemoryBrief | Memory] = [*store.memories.briefs(statuses=[PROMOTED], namespace=ns, limit=500)]
        memories += self.pins.unlisted(ns, memories)
        memories.sort(key=lambda m: (-(scoring.LEVEL_WEIGHTS.get(m.level, 1.0) * (0.5 + m.importance)), m.id))
        return render_block(memories, budget_chars=budget_chars or self.ctx.settings.recall.budget_chars,
                            namespace=ns, sections=sections)

    def retrieval_mode(self) -> str:
        """``lexical``, or ``hybrid:<model>`` when an embedder is configured."""
        embedder = self.embedder()
        return f"hybrid:{embedder.model}" if embedder is not None else "lexical"

    def embedder(self) -> Embedder | None:
        """The embedder hybrid retrieval uses (from the settings on first use), or ``None``.

        A configuration that cannot be used (say ``local = true`` without its packages)
        leaves recall lexical — ``stats`` says so — and :meth:`embed_missing` raises why.
        """
        return self.embedders.current()

    def use_embedder(self, embedder: Embedder | None) -> None:
        """Set (or, with ``None``, switch off) the embedder — for tests, benchmarks and adapters."""
        self.embedders.use(embedder)

    def embed_missing(self, *, namespace: str | None = None, statuses: Sequence[str] | None = None,
                      limit: int | None = None) -> int:
        """Embed memories that lack an up-to-date vector for the current model; returns how many.

        Only the vector table is written (memories are untouched; no audit rows).

        Raises:
            NotConfiguredError: when no embedder is configured (or its packages are missing).
            ValidationError: when the embedder settings are unusable.
            ProviderError: when the embedder fails (vectors stored so far are kept).
        """
        embedder = self.embedder()
        if embedder is None and self.embedders.error is not None:
            raise self.embedders.error
        if embedder is None:
            raise NotConfiguredError("no embedder configured: set [embeddings] local = true to embed on this "
                                     "machine (needs pip install 'memdesk[embeddings]'), or [embeddings] base_url "
                                     "and model for a server (MEMDESK_EMBED_BASE_URL, MEMDESK_EMBED_MODEL)")
        store = self.ctx.store
        ns = normalise_optional_namespace(namespace)
        chosen = normalise_statuses(statuses) or [PROMOTED]
        done = 0
        while limit is None or done < limit:
            with store.snapshot():
                todo = store.search.vectors_missing(embedder.model, namespace=ns, statuses=chosen,
                                                    limit=min(256, (limit - done) if limit else 256))
            if not todo:
                break
            vectors = embedder.embed([content for _, _, content in todo])
            with store.transaction():
                store.search.put_vectors(embedder.model, [
                    (memory_id, content_hash, to_blob(vector))
                    for (memory_id, content_hash, _), vector in zip(todo, vectors, strict=False)
                ])
            done += len(todo)
        if scoring.dense_context(embedder.model) > 0:  # and their context vectors (not counted)
            from core.retrieval.dense_context import embed_context

            embed_context(store, embedder, namespace=ns, statuses=chosen, limit=limit)
        return done

    def _rank(self, query: str, *, namespace: str | None, statuses: Sequence[str], k: int | None,
              explain: bool, kinds: Sequence[str] | None, dense: tuple[Dense | None, bool]) -> Ranking:
        """Rank inside the caller's read snapshot; ``dense`` is :meth:`_dense_query`'s answer (made outside it)."""
        from core.retrieval.ranker import rank

        limit = recall_limit(k, self.ctx.settings)
        vector, fallback = dense
        ranking = rank(self.ctx.store, query, namespace=namespace, statuses=statuses, k=limit,
                       now=self.ctx.now(), kinds=self._kinds(kinds), explain=explain, dense=vector)
        if fallback:
            for hit in ranking.hits:
                hit.flags.append("lexical_fallback")
        return ranking

    def _dense_query(self, query: str) -> tuple[Dense | None, bool]:
        """The query's embedding (hybrid), or ``(None, fell_back)`` when lexical only."""
        embedder = self.embedder()
        if embedder is None or not query or not query.strip():
            return None, False
        from core.retrieval.query import without_names
        from core.retrieval.ranker import Dense

        text = query[:2000] if scoring.DENSE_NAMES else without_names(query[:2000])
        try:
            return Dense(vector=embedder.embed([text])[0], model=embedder.model), False
        except ProviderError:
            # Recall still answers from the lexical index; each hit says so.
            return None, True

    def _kinds(self, kinds: Sequence[str] | None) -> list[str] | None:
        return normalise_kinds(kinds, self.ctx.settings.capture.default_kind)

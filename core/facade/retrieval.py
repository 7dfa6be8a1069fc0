"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Retrieval extras: bulk import and optional embeddings (hybrid mode). The methods rely on the
engine's ``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the
feature's module.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import MemdeskError, NotConfiguredError, ProviderError
from core.memories.bulk import import_promoted, validate_batch
from core.model.records import CaptureResult
from core.model.vocabulary import PROMOTED
from core.retrieval.embeddings import Embedder, embedder_from_config, to_blob
from core.retrieval.ranker import Dense
from core.text.normalise import normalise_namespace


class RetrievalFacade:
    """Retrieval extras: bulk import and optional embeddings (hybrid mode)."""

    def import_promoted(self, items: Sequence[dict], *, reason: str = "bulk import",
                        actor: str | None = None) -> list[CaptureResult]:
        """Load already-vetted records as promoted memories in one transaction (imports, benchmarks).

        Every item is validated first (all or nothing), staged as ``remember`` would
        stage it, then promoted through the normal promotion: each row gets its
        ``capture`` and ``promote`` audit rows and one ``undo`` reverses the load.

        Returns:
            One :class:`CaptureResult` per item with its final status.

        Raises:
            ValidationError: listing every invalid item by index; nothing stored.
        """
        cleaned = validate_batch(items, self.config)
        with self.store.transaction():
            return import_promoted(self.store, self.config, cleaned, self._actor(actor), reason=reason)

    def embedder(self) -> Embedder | None:
        """The embedder hybrid retrieval uses (from config/env on first use), or ``None``.

        A configuration that cannot be used (say ``local = true`` without its packages)
        leaves recall lexical — ``stats`` says so — and ``embed_missing`` raises why.
        """
        if not hasattr(self, "_embedder"):
            try:
                self._embedder = embedder_from_config(self.config)
            except MemdeskError as exc:
                self._embedder, self._embedder_error = None, exc
        return self._embedder

    def use_embedder(self, embedder: Embedder | None) -> None:
        """Set (or, with ``None``, switch off) the embedder — for tests, benchmarks and adapters."""
        self._embedder, self._embedder_error = embedder, None

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
        if embedder is None and getattr(self, "_embedder_error", None) is not None:
            raise self._embedder_error
        if embedder is None:
            raise NotConfiguredError("no embedder configured; set [embeddings] base_url and model "
                                     "(or MEMDESK_EMBED_BASE_URL and MEMDESK_EMBED_MODEL)")
        ns = None if namespace is None else normalise_namespace(namespace)
        chosen = self._statuses(statuses) or [PROMOTED]
        done = 0
        while limit is None or done < limit:
            with self.store.snapshot():
                todo = self.store.search.vectors_missing(embedder.model, namespace=ns, statuses=chosen,
                                                         limit=min(256, (limit - done) if limit else 256))
            if not todo:
                break
            vectors = embedder.embed([content for _, _, content in todo])
            with self.store.transaction():
                self.store.search.put_vectors(embedder.model, [
                    (memory_id, content_hash, to_blob(vector))
                    for (memory_id, content_hash, _), vector in zip(todo, vectors)
                ])
            done += len(todo)
        return done

    def _dense_query(self, query: str) -> tuple[Dense | None, bool]:
        """The query's embedding (hybrid), or ``(None, fell_back)`` when lexical only."""
        embedder = self.embedder()
        if embedder is None or not query or not query.strip():
            return None, False
        try:
            return Dense(vector=embedder.embed([query[:2000]])[0], model=embedder.model), False
        except ProviderError:
            # Recall still answers from the lexical index; each hit says so.
            return None, True

"""The engine facade: the one object the CLI, MCP server, HTTP service and workstation call.

It owns a :class:`~core.storage.SqliteStore`, the config and a clock, and turns each
call into one write transaction with one audit operation number. It never formats
output and never imports an interface.
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Iterable, Sequence

from . import links, review, undo as undo_module
from .bulk import import_promoted, validate_batch
from .context import render_block
from .capture import CaptureRequest, require, stage, validate
from .clock import Clock, format_time, system_clock
from .config import Config, load_config
from .doctor import DoctorReport, run_doctor
from .errors import NotConfiguredError, NotFoundError, ProviderError, ValidationError
from .lifecycle import ARCHIVED, PROMOTED, Actor
from .models import CaptureResult, Edge, Hit, Memory, PromoteResult, Proposal
from .normalize import normalise_kind, normalise_namespace
from .paths import resolve_db_path
from .retrieval import Ranking, rank
from .retrieval.embeddings import Embedder, embedder_from_config, to_blob
from .retrieval.ranker import Dense
from .retrieval import scoring
from .storage import STATUSES, SqliteStore


class Engine:
    """memdesk's engine on one store file.

    Args:
        db_path: the store; ``None`` resolves ``MEMDESK_DB`` then the platform default.
        config: settings; ``None`` reads the config file.
        actor: who acts by default (``human:cli``, ``human:tui``, ``agent:<client>``).
        clock: where "now" comes from (tests pin it).

    Thread safety: one Engine may be shared by threads; each thread uses its own
    SQLite connection.
    """

    def __init__(
        self,
        db_path: str | Path | None = None,
        *,
        config: Config | None = None,
        actor: str = "human:cli",
        clock: Clock = system_clock,
        store: SqliteStore | None = None,
    ):
        self.config = config if config is not None else load_config()
        self.clock = clock
        self.actor = actor
        synchronous = str(self.config.section("store").get("synchronous", "NORMAL")).upper()
        if synchronous not in {"NORMAL", "FULL"}:
            raise ValidationError("[store] synchronous must be \"normal\" or \"full\"", code="invalid_config")
        self.store = store or SqliteStore(resolve_db_path(db_path), synchronous=synchronous)
        self.agent_id = self.store.ensure_agent(self.now_text())

    # -- plumbing ---------------------------------------------------------------

    @property
    def path(self) -> Path:
        return self.store.path

    def now(self) -> datetime:
        return self.clock()

    def now_text(self) -> str:
        return format_time(self.clock())

    def _actor(self, actor: str | None = None) -> Actor:
        """A new audit operation for one engine call (call inside a write transaction)."""
        return Actor(name=actor or self.actor, op=self.store.audit.next_op(), ts=self.now_text())

    def with_actor(self, actor: str) -> "Engine":
        """A view of this engine acting as someone else (shares the store and clock)."""
        view = object.__new__(Engine)
        view.__dict__.update(self.__dict__)
        view.actor = actor
        return view

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- capture ----------------------------------------------------------------

    def remember(self, content: str, *, actor: str | None = None, **fields: Any) -> CaptureResult:
        """Stage a memory as ``pending`` (DESIGN §4 capture).

        Keyword fields: ``kind``, ``namespace``, ``tags``, ``refs``, ``level``,
        ``importance``, ``confidence``, ``external_id``, ``source``, ``session``,
        ``event_time``, ``summary``, ``decay_days``, ``meta``, ``force``.

        Returns:
            :class:`CaptureResult` — ``duplicate_of`` set for a restatement,
            ``would_supersede`` listing what promotion would retire.

        Raises:
            ValidationError: malformed input (nothing stored).
            RefusedError: credential-looking text without ``force`` (nothing stored).
        """
        clean = validate(CaptureRequest(content=content, **fields), self.config)
        with self.store.transaction():
            return stage(self.store, self.config, clean, self._actor(actor))

    def remember_many(self, items: Sequence[dict], *, actor: str | None = None) -> list[CaptureResult]:
        """Stage several memories in one transaction: all validated first, all or nothing.

        Raises:
            ValidationError: listing every invalid item by index; nothing stored.
        """
        cleaned = validate_batch(items, self.config)
        with self.store.transaction():
            actor_op = self._actor(actor)
            return [stage(self.store, self.config, clean, actor_op) for clean in cleaned]

    def amend(self, memory_id: int, content: str, *, source: str = "cli", session: str | None = None,
              reason: str | None = None, actor: str | None = None) -> CaptureResult:
        """Stage a corrected memory that supersedes ``memory_id`` once promoted."""
        with self.store.transaction():
            return review.amend(self.store, self.config, memory_id, content, self._actor(actor),
                                source=source, session=session, reason=reason)

    def edit(self, memory_id: int, *, content: str | None = None, tags: Any = None, kind: str | None = None,
             reason: str | None = None, actor: str | None = None) -> Memory:
        """Edit a pending memory in place (promoted ones are amended instead)."""
        with self.store.transaction():
            return review.edit(self.store, self.config, memory_id, self._actor(actor),
                               content=content, tags=tags, kind=kind, reason=reason)

    # -- reads ------------------------------------------------------------------

    def get(self, memory_id: int) -> Memory:
        """One memory by id. Never bumps access counts.

        Raises:
            NotFoundError: when the id names nothing.
        """
        return require(self.store, memory_id)

    def get_many(self, ids: Iterable[int]) -> dict[int, Memory]:
        """Memories by id (missing ids are simply absent). Never bumps access counts."""
        return self.store.memories.get_many(ids)

    def show(self, memory_id: int) -> dict[str, Any]:
        """A memory with its audit history, proposals and links (DESIGN §11 ``show``)."""
        with self.store.snapshot():
            memory = require(self.store, memory_id)
            data = memory.to_dict()
            data["history"] = [entry.to_dict() for entry in self.store.audit.for_memory(memory_id)]
            data["proposals"] = [p.to_dict() for p in self.store.proposals.for_memory(memory_id)]
            data["proposed_against"] = [p.to_dict() for p in self.store.proposals.targeting(memory_id)]
            data["edges"] = [e.to_dict() for e in self.store.edges.touching(memory_id)]
        return data

    def list(
        self,
        *,
        statuses: Sequence[str] | None = None,
        kinds: Sequence[str] | None = None,
        namespace: str | None = None,
        source: str | None = None,
        limit: int | None = 100,
        offset: int = 0,
        after_id: int | None = None,
        newest_first: bool = True,
    ) -> list[Memory]:
        """Memories by filter, newest first. ``namespace=None`` lists every namespace."""
        return self.store.memories.list(
            statuses=self._statuses(statuses), kinds=self._kinds(kinds),
            namespace=None if namespace is None else normalise_namespace(namespace),
            source=source, limit=limit, offset=offset, after_id=after_id, newest_first=newest_first,
        )

    def count(self, *, statuses: Sequence[str] | None = None, kinds: Sequence[str] | None = None,
              namespace: str | None = None, source: str | None = None) -> int:
        """How many memories match the filters."""
        return self.store.memories.count(
            statuses=self._statuses(statuses), kinds=self._kinds(kinds),
            namespace=None if namespace is None else normalise_namespace(namespace), source=source,
        )

    def recall(self, query: str, *, namespace: str = "", k: int | None = None, explain: bool = False,
               kinds: Sequence[str] | None = None, actor: str | None = None) -> list[Hit]:
        """Promoted memories for ``query`` in one namespace, best first; bumps their access counts.

        ``namespace=''`` is the shared namespace, not "all". ``k`` defaults to the
        config (8) and is capped at 50.
        """
        ns = normalise_namespace(namespace)
        ranking = self._rank(query, namespace=ns, statuses=[PROMOTED], k=k, explain=explain, kinds=kinds)
        ids = [hit.memory.id for hit in ranking.hits]
        with self.store.transaction():
            if ids:
                self.store.memories.bump_access(ids, self.now_text())
            self.store.recall_log.record(
                ts=self.now_text(), actor=actor or self.actor, namespace=ns,
                query_hash=hashlib.sha256(ranking.query.text.encode("utf-8")).hexdigest(),
                candidates=ranking.candidates, returned=ids,
            )
        return ranking.hits

    def search(self, query: str, *, namespace: str | None = "", statuses: Sequence[str] | None = None,
               kinds: Sequence[str] | None = None, k: int | None = None, explain: bool = False) -> list[Hit]:
        """Ranked search that never bumps access; any statuses (default: promoted).

        ``namespace=None`` searches every namespace (an operator view).
        """
        ns = None if namespace is None else normalise_namespace(namespace)
        chosen = self._statuses(statuses) or [PROMOTED]
        return self._rank(query, namespace=ns, statuses=chosen, k=k, explain=explain, kinds=kinds).hits

    def _rank(self, query: str, *, namespace: str | None, statuses: Sequence[str], k: int | None,
              explain: bool, kinds: Sequence[str] | None) -> Ranking:
        limit = self._k(k)
        dense, fallback = self._dense_query(query)
        with self.store.snapshot():
            ranking = rank(self.store, query, namespace=namespace, statuses=statuses, k=limit,
                           now=self.now(), kinds=self._kinds(kinds), explain=explain, dense=dense)
        if fallback:
            for hit in ranking.hits:
                hit.flags.append("lexical_fallback")
        return ranking

    def _k(self, k: int | None) -> int:
        if k is None:
            return self.config.recall_k
        try:
            k = int(k)
        except (TypeError, ValueError):
            raise ValidationError("k must be a whole number between 1 and 50", code="invalid_k") from None
        if k < 1:
            raise ValidationError("k must be at least 1", code="invalid_k")
        return min(k, scoring.MAX_K, self.config.recall_max_k)

    @staticmethod
    def _statuses(statuses: Sequence[str] | None) -> list[str] | None:
        if not statuses:
            return None
        chosen = [s.strip().lower() for s in statuses if s and s.strip()]
        unknown = [s for s in chosen if s not in STATUSES and s != "all"]
        if unknown:
            raise ValidationError(
                f"unknown status {unknown[0]!r}; use one of {', '.join(STATUSES)} or all", code="invalid_status"
            )
        return list(STATUSES) if "all" in chosen else chosen

    def _kinds(self, kinds: Sequence[str] | None) -> list[str] | None:
        if not kinds:
            return None
        return [normalise_kind(k, self.config.default_kind) for k in kinds]

    # -- decisions --------------------------------------------------------------

    def promote(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> PromoteResult:
        """Promote memories, applying the supersessions on their envelopes (blast radius 3)."""
        with self.store.transaction():
            return review.promote(self.store, self.config, list(ids), self._actor(actor), reason=reason)

    def reject(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Reject memories (the rows stay, out of recall)."""
        with self.store.transaction():
            return review.reject(self.store, list(ids), self._actor(actor), reason=reason)

    def forget(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Retract promoted memories (they become ``rejected``; undo brings them back)."""
        with self.store.transaction():
            return review.reject(self.store, list(ids), self._actor(actor), reason=reason, action="forget")

    def restore(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Put superseded or archived memories back exactly as they were."""
        with self.store.transaction():
            return review.restore(self.store, list(ids), self._actor(actor))

    def restore_by(self, newcomer_id: int, *, actor: str | None = None) -> list[int]:
        """Restore every memory that ``newcomer_id``'s promotion retired."""
        with self.store.transaction():
            return review.restore_by(self.store, newcomer_id, self._actor(actor))

    def verify(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Mark memories "still true": ``last_verified`` = now; content untouched."""
        with self.store.transaction():
            return review.verify(self.store, list(ids), self._actor(actor))

    def undo(self, *, op: int | None = None, audit_id: int | None = None, any_actor: bool = False,
             actor: str | None = None) -> undo_module.UndoResult:
        """Reverse the newest operation by a person (or a named one; ``any_actor`` includes agents)."""
        with self.store.transaction():
            return undo_module.undo(self.store, self._actor(actor), op=op, audit_id=audit_id,
                                    actor_prefix=None if any_actor else "human:")

    def sync(self, *, apply: bool = False, kinds: Sequence[str] | None = None, limit: int | None = None,
             ids: Sequence[int] | None = None, actor: str | None = None) -> review.SyncReport:
        """Walk the pending backlog; with ``apply`` promote low-risk, conflict-free kinds."""
        with self.store.transaction():
            return review.sync(self.store, self.config, self._actor(actor), apply=apply,
                               kinds=self._kinds(kinds), limit=limit, ids=ids)

    def doctor(self, *, fix: bool = False) -> DoctorReport:
        """Check the store and list what needs a person; ``fix`` applies safe repairs."""
        return run_doctor(self.store, self.now(), lambda: self._actor(), fix=fix)

    # -- reports ----------------------------------------------------------------

    def stats(self, *, namespace: str | None = None, days: int = 30) -> dict[str, Any]:
        """Counts by status, kind and namespace, proposals, recall activity and retrieval mode."""
        ns = None if namespace is None else normalise_namespace(namespace)
        since = format_time(self.now() - timedelta(days=days))
        with self.store.snapshot():
            memories = self.store.memories
            by_status = {status: 0 for status in STATUSES}
            by_status.update(memories.group_counts("status", namespace=ns))
            data = {
                "total": sum(by_status.values()),
                "by_status": by_status,
                "by_kind": memories.group_counts("kind", namespace=ns),
                "by_namespace": memories.group_counts("namespace", namespace=ns),
                "by_source": memories.group_counts("source", namespace=ns),
                "proposals": self.store.proposals.count_by_status(),
                "edges": self.store.edges.count(),
                "captures_per_day": memories.captures_per_day(days=days, since=since),
                "recalls_per_day": self.store.recall_log.per_day(since),
                "recall": self.store.recall_log.totals(),
                "retrieval_mode": self.retrieval_mode(),
                "agent_id": self.agent_id,
                "store": str(self.path),
                "store_bytes": self.store.file_size(),
            }
        return data

    def retrieval_mode(self) -> str:
        """``lexical``, or ``hybrid:<model>`` when an embedder is configured."""
        embedder = self.embedder()
        return f"hybrid:{embedder.model}" if embedder is not None else "lexical"

    def decay_profile(self, *, namespace: str | None = None) -> dict[str, int]:
        """How much horizon promoted memories have left, bucketed for the Stats pane."""
        buckets = {"no horizon": 0, "> 50%": 0, "20–50%": 0, "< 20%": 0, "past": 0}
        now = self.now()
        for memory in self.list(statuses=[PROMOTED], namespace=namespace, limit=None):
            left = scoring.horizon_fraction_left(memory, now)
            if left is None:
                buckets["no horizon"] += 1
            elif left <= 0:
                buckets["past"] += 1
            elif left < 0.2:
                buckets["< 20%"] += 1
            elif left <= 0.5:
                buckets["20–50%"] += 1
            else:
                buckets["> 50%"] += 1
        return buckets

    def review_queue(self, *, namespace: str | None = None, limit: int | None = 200,
                     after_id: int | None = None) -> list[Memory]:
        """What waits for a person: pending, stale and superseded memories, oldest first."""
        return self.store.memories.list(
            statuses=["pending", "stale", "superseded"],
            namespace=None if namespace is None else normalise_namespace(namespace),
            limit=limit, after_id=after_id, newest_first=False,
        )

    def archived(self, *, namespace: str | None = None) -> list[Memory]:
        return self.list(statuses=[ARCHIVED], namespace=namespace, limit=None)

    # -- proposals ----------------------------------------------------------------

    def proposals(self, *, statuses: Sequence[str] | None = ("open", "held"), rules: Sequence[str] | None = None,
                  limit: int | None = 200) -> list[Proposal]:
        """Review envelopes, newest first (default: the ones still awaiting a person)."""
        return self.store.proposals.list(statuses=statuses, rules=rules, limit=limit)

    def accept_proposal(self, proposal_id: int, *, actor: str | None = None) -> PromoteResult:
        """Apply one proposal (promoting a pending newcomer applies its whole envelope)."""
        with self.store.transaction():
            return review.accept_proposal(self.store, self.config, proposal_id, self._actor(actor))

    def dismiss_proposal(self, proposal_id: int, *, reason: str | None = None, actor: str | None = None) -> None:
        """Rule a proposal wrong; nothing is retired."""
        with self.store.transaction():
            review.dismiss_proposal(self.store, proposal_id, self._actor(actor), reason=reason)

    # -- links ----------------------------------------------------------------------

    def link(self, src_id: int, dst_id: int, edge_type: str, *, weight: float = 1.0,
             actor: str | None = None) -> Edge:
        """Link two memories of one namespace (types: DESIGN §3 edges)."""
        with self.store.transaction():
            return links.link(self.store, src_id, dst_id, edge_type, self._actor(actor), weight=weight)

    def explain(self, memory_id: int, *, query: str | None = None) -> dict[str, Any]:
        """Why a memory exists and how it ranks: its links and, for a query, its score parts."""
        with self.store.snapshot():
            memory = require(self.store, memory_id)
            edges = self.store.edges.touching(memory_id)
            data: dict[str, Any] = {
                "memory": memory.to_dict(),
                "edges": [e.to_dict() for e in edges],
                "supports": [e.src if e.dst == memory_id else e.dst for e in edges
                             if e.type not in links.NON_SUPPORT_TYPES],
            }
        if query:
            hits = self.search(query, namespace=memory.namespace, statuses=[memory.status], k=scoring.MAX_K,
                               explain=True)
            match = [h for h in hits if h.memory.id == memory_id]
            data["score"] = match[0].explanation if match else None
            data["rank"] = [h.memory.id for h in hits].index(memory_id) + 1 if match else None
        return data

    # -- identity and context ---------------------------------------------------------

    def identity(self) -> dict[str, Any]:
        """The permanent agent id, the current generation and the lineage (none yet)."""
        return {"agent_id": self.agent_id, "current_generation": None, "lineage": []}

    def generation_diff(self, from_id: int, to_id: int) -> dict[str, Any]:
        """Compare two generations (needs recorded generations)."""
        raise NotFoundError("no generations yet; generations are recorded with `memdesk generation create`")

    def context_block(self, *, namespace: str = "", budget_chars: int | None = None) -> str:
        """The promoted memories an agent should start with, as one escaped, marked block."""
        ns = normalise_namespace(namespace)
        memories = self.store.memories.list(statuses=[PROMOTED], namespace=ns, limit=500, newest_first=True)
        memories.sort(key=lambda m: (-(scoring.LEVEL_WEIGHTS.get(m.level, 1.0) * (0.5 + m.importance)), m.id))
        return render_block(memories, budget_chars=budget_chars or self.config.context_budget_chars, namespace=ns)

    # -- retrieval --------------------------------------------------------------------

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
        """The embedder hybrid retrieval uses (from config/env on first use), or ``None``."""
        if not hasattr(self, "_embedder"):
            self._embedder = embedder_from_config(self.config)
        return self._embedder

    def use_embedder(self, embedder: Embedder | None) -> None:
        """Set (or, with ``None``, switch off) the embedder — for tests, benchmarks and adapters."""
        self._embedder = embedder

    def embed_missing(self, *, namespace: str | None = None, statuses: Sequence[str] | None = None,
                      limit: int | None = None) -> int:
        """Embed memories that lack an up-to-date vector for the current model; returns how many.

        Only the vector table is written (memories are untouched; no audit rows).

        Raises:
            NotConfiguredError: when no embedder is configured.
            ProviderError: when the embedder fails (vectors stored so far are kept).
        """
        embedder = self.embedder()
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

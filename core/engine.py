"""The engine facade: the one object the CLI, MCP server, HTTP service and workstation call.

It owns a :class:`~core.storage.SqliteStore`, the config and a clock, and turns each
call into one write transaction with one audit operation number. It never formats
output and never imports an interface.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from core.agents import pins as living_pins
from core.agents import retire as retirement
from core.clock import Clock, format_time, system_clock
from core.config import Config, load_config
from core.errors import ValidationError
from core.facade.conflicts import ConflictsFacade
from core.facade.generations import GenerationsFacade
from core.facade.hygiene import HygieneFacade
from core.facade.interop import InteropFacade
from core.facade.living import LivingFacade
from core.facade.models import ModelsFacade
from core.facade.retrieval import RetrievalFacade
from core.facade.workstation import WorkstationFacade
from core.identity import diff as gen_diff
from core.identity import history as gen_history
from core.links import graph as link_graph
from core.links import links
from core.memories import review
from core.memories import undo as undo_module
from core.memories.bulk import validate_batch
from core.memories.capture import CaptureRequest, stage, validate
from core.memories.lookup import require
from core.model.records import Actor, CaptureResult, Edge, Hit, Memory, PromoteResult, Proposal
from core.model.vocabulary import ARCHIVED, PROMOTED, RETIRE_REF_RULE, STATUSES
from core.paths import resolve_db_path
from core.quality import consolidate as consolidation
from core.quality.doctor import DoctorReport, run_doctor
from core.retrieval import Ranking, rank, scoring
from core.retrieval.context_block import render_block
from core.storage import SqliteStore
from core.text.normalise import normalise_kind, normalise_namespace


class Engine(GenerationsFacade, ConflictsFacade, HygieneFacade, ModelsFacade, InteropFacade, LivingFacade,
             RetrievalFacade, WorkstationFacade):
    """memdesk's engine on one store file.

    This class holds the core — capture, reads, review decisions, reports, proposals,
    links and context; each feature's methods live in a mixin under ``core/facade/``
    so the facade stays one object without one file holding every feature.

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

    def with_actor(self, actor: str) -> Engine:
        """A view of this engine acting as someone else (shares the store and clock)."""
        view = object.__new__(Engine)
        view.__dict__.update(self.__dict__)
        view.actor = actor
        return view

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Engine:
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
               kinds: Sequence[str] | None = None, actor: str | None = None,
               session: str | None = None) -> list[Hit]:
        """Promoted memories for ``query`` in one namespace, best first; bumps their access counts.

        ``namespace=''`` is the shared namespace, not "all". ``k`` defaults to the
        config (8) and is capped at 50. ``session`` is logged with the returned ids so a
        capture that merely repeats them is held as an echo.
        """
        ns = normalise_namespace(namespace)
        ranking = self._rank(query, namespace=ns, statuses=[PROMOTED], k=k, explain=explain, kinds=kinds)
        ranking.hits = self._pins_first(ranking, namespace=ns, k=k, kinds=kinds, explain=explain)
        ids = [hit.memory.id for hit in ranking.hits]
        with self.store.transaction():
            if ids:
                self.store.memories.bump_access(ids, self.now_text())
            self.store.recall_log.record(
                ts=self.now_text(), actor=actor or self.actor, namespace=ns,
                query_hash=hashlib.sha256(ranking.query.text.encode("utf-8")).hexdigest(),
                candidates=ranking.candidates, returned=ids, session=session,
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
            result = review.promote(self.store, self.config, list(ids), self._actor(actor), reason=reason)
        self.refresh_context_files()
        return result

    def reject(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Reject memories (the rows stay, out of recall)."""
        with self.store.transaction():
            rejected = review.reject(self.store, list(ids), self._actor(actor), reason=reason)
        self.refresh_context_files()
        return rejected

    def forget(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Retract promoted memories (they become ``rejected``; undo brings them back)."""
        with self.store.transaction():
            rejected = review.reject(self.store, list(ids), self._actor(actor), reason=reason, action="forget")
        self.refresh_context_files()
        return rejected

    def restore(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Put superseded or archived memories back exactly as they were."""
        with self.store.transaction():
            restored = review.restore(self.store, list(ids), self._actor(actor))
        self.refresh_context_files()
        return restored

    def restore_by(self, newcomer_id: int, *, actor: str | None = None) -> list[int]:
        """Restore every memory that ``newcomer_id``'s promotion retired."""
        with self.store.transaction():
            restored = review.restore_by(self.store, newcomer_id, self._actor(actor))
        self.refresh_context_files()
        return restored

    def verify(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Mark memories "still true": ``last_verified`` = now; content untouched."""
        with self.store.transaction():
            return review.verify(self.store, list(ids), self._actor(actor))

    def undo(self, *, op: int | None = None, audit_id: int | None = None, any_actor: bool = False,
             actor: str | None = None) -> undo_module.UndoResult:
        """Reverse the newest operation by a person (or a named one; ``any_actor`` includes agents)."""
        with self.store.transaction():
            result = undo_module.undo(self.store, self._actor(actor), op=op, audit_id=audit_id,
                                      actor_prefix=None if any_actor else "human:")
        self.refresh_context_files()
        return result

    def sync(self, *, apply: bool = False, kinds: Sequence[str] | None = None, limit: int | None = None,
             ids: Sequence[int] | None = None, actor: str | None = None) -> review.SyncReport:
        """Walk the pending backlog; with ``apply`` promote low-risk, conflict-free kinds."""
        with self.store.transaction():
            report = review.sync(self.store, self.config, self._actor(actor), apply=apply,
                                 kinds=self._kinds(kinds), limit=limit, ids=ids)
        if apply:
            self.refresh_context_files()
        return report

    def doctor(self, *, fix: bool = False) -> DoctorReport:
        """Check the store and list what needs a person; ``fix`` applies safe repairs."""
        return run_doctor(self.store, self.now(), lambda: self._actor(), fix=fix, config=self.config)

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
        """Apply one proposal (promoting a pending newcomer applies its whole envelope; a merge merges)."""
        with self.store.transaction():
            proposal = self.store.proposals.get(proposal_id)
            if proposal is not None and proposal.rule == RETIRE_REF_RULE:
                return retirement.accept(self.store, proposal, self._actor(actor))
            if proposal is not None and proposal.rule == consolidation.MERGE_RULE:
                result = consolidation.apply_merge(self.store, self.config, proposal_id,
                                                   self._actor(actor)).as_promote_result()
            else:
                result = review.accept_proposal(self.store, self.config, proposal_id, self._actor(actor))
        self.refresh_context_files()
        return result

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
        """Why a memory exists and how it ranks.

        Returns ``memory``, ``edges``, ``supports`` (supersedes/contradicts never count),
        ``neighbourhood`` (depth 1), ``caused_by_chain``, ``standing`` (decayed
        confidence, horizon left, retention) and, for a query, ``score`` and ``rank``.
        """
        with self.store.snapshot():
            data = link_graph.explain(self.store, memory_id, self.now())
            memory = require(self.store, memory_id)
        if query:
            hits = self.search(query, namespace=memory.namespace, statuses=[memory.status], k=scoring.MAX_K,
                               explain=True)
            match = [h for h in hits if h.memory.id == memory_id]
            data["score"] = match[0].explanation if match else None
            data["rank"] = [h.memory.id for h in hits].index(memory_id) + 1 if match else None
        return data

    # -- identity and context ---------------------------------------------------------

    def identity(self) -> dict[str, Any]:
        """The permanent agent id, the current generation and the lineage.

        Returns:
            ``{"agent_id", "current_generation", "lineage": [generation summary…]}``;
            each summary carries ``id, parent, label, status, current, marks``.
        """
        with self.store.snapshot():
            view = gen_history.lineage(self.store)
        return {"agent_id": self.agent_id, "current_generation": view["current"], "lineage": view["generations"]}

    def generation_diff(self, from_id: int, to_id: int) -> dict[str, Any]:
        """Compare two generations: manifest field by field, soul files, memories between the seals.

        Returns:
            ``{"from", "to", "manifest": [{"path", "old", "new", "change"}], "soul": {name: {"status",
            "diff"}}, "memories": {"added", "removed", "changed", "edited", "superseded",
            "restored", "state_changed", "details", "counts", "compared"}, "agent_id", "digests"}``.

        Raises:
            NotFoundError: either generation does not exist.
        """
        with self.store.snapshot():
            return gen_diff.diff(self.store, from_id, to_id)

    def context_block(self, *, namespace: str = "", budget_chars: int | None = None,
                      sections: Sequence[str] = ()) -> str:
        """The promoted memories an agent should start with, as one escaped, marked block.

        ``sections`` are already-escaped lines placed before the memories (soul files).
        """
        ns = normalise_namespace(namespace)
        memories = self.store.memories.list(statuses=[PROMOTED], namespace=ns, limit=500, newest_first=True)
        memories += living_pins.unlisted_pins(self.store, ns, memories)  # every pin, however old
        memories.sort(key=lambda m: (-(scoring.LEVEL_WEIGHTS.get(m.level, 1.0) * (0.5 + m.importance)), m.id))
        return render_block(memories, budget_chars=budget_chars or self.config.context_budget_chars, namespace=ns,
                            sections=sections)

"""The engine facade: the one object the CLI, MCP server, HTTP service and workstation call.

It owns a :class:`~core.storage.SqliteStore`, the config and a clock, and turns each
call into one write transaction with one audit operation number. It never formats
output and never imports an interface.
"""

from __future__ import annotations

import hashlib
import logging
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Iterable, Sequence

from . import backup as backup_module, interop, links, review, undo as undo_module
from .bulk import import_promoted, validate_batch
from .generations import diff as gen_diff, history as gen_history, lineage as gen_lineage
from .generations.checks import parse_canaries
from .generations.manifest import parse_manifest
from .generations.soul import check_soul, write_templates
from .hygiene import consolidate as consolidation, graph as link_graph, retention, rules as hygiene_rules
from .hygiene import screens, staleness
from .living import batch as living_batch, hooks as agent_hooks, pins as living_pins, retire as retirement
from .living import upkeep as upkeep_module, watch as folder_watch
from .living.settings import UpkeepSettings
from .conflicts import scan as scanning
from .conflicts.judge import judge_from_config
from .conflicts.supersede import supersede as supersede_memory
from .context import render_block
from .capture import CaptureRequest, require, stage, validate
from .clock import Clock, format_time, system_clock
from .config import Config, load_config
from .doctor import DoctorReport, run_doctor
from .errors import MemdeskError, NotConfiguredError, ProviderError, ValidationError
from .lifecycle import ARCHIVED, PROMOTED, Actor
from .models import CaptureResult, CaptureRule, Edge, Hit, Memory, PromoteResult, Proposal
from .normalize import normalise_kind, normalise_namespace
from .paths import resolve_db_path
from .preview import PREVIEW_K, RecallPreview, preview_approval
from .retrieval import Ranking, rank
from .retrieval.embeddings import Embedder, embedder_from_config, to_blob
from .retrieval.ranker import Dense
from .retrieval import scoring
from .review_queue import GROUP_FIELDS, QUEUE_STATUSES, QueueFilter, QueueItem, QueueSummary
from .storage import STATUSES, SqliteStore

_log = logging.getLogger("memdesk.context")


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
            if proposal is not None and proposal.rule == retirement.RULE:
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

    # -- generations --------------------------------------------------------------

    def agent(self) -> dict[str, Any]:
        """The permanent identity: ``{"agent_id", "current_generation", "created_at", "generations"}``."""
        with self.store.snapshot():
            row = self.store.agent_row() or {}
            return {"agent_id": self.agent_id, "current_generation": self.store.generations.current_id(),
                    "created_at": row.get("created_at"), "name": row.get("name"),
                    "generations": self.store.generations.count()}

    def generation_lineage(self) -> dict[str, Any]:
        """Everything the Generations pane draws: ``{"agent_id", "current", "generations", "tree", "log"}``.

        ``generations`` is the flat list (oldest first) with ``marks`` (``promoted``,
        ``forced``, ``rolled_back``, ``rollback_target``, ``rejected``, ``current``);
        ``tree`` nests the same rows as ``{"generation", "children"}``; ``log`` is the
        whole append-only migration log.
        """
        with self.store.snapshot():
            return {"agent_id": self.agent_id, **gen_history.lineage(self.store)}

    def generation_list(self) -> dict[str, Any]:
        """DESIGN §11 ``generation list``: ``{"generations": [{"id", "parent", "label", "status", "current"…}], "current"}``."""
        view = self.generation_lineage()
        return {"generations": view["generations"], "current": view["current"]}

    def generation_show(self, generation_id: int) -> dict[str, Any]:
        """One generation in full: manifest, seal, last validation, its log entries, children.

        Raises:
            NotFoundError: no such generation.
        """
        with self.store.snapshot():
            return gen_history.show(self.store, generation_id)

    def generation_create(self, *, parent: int | None = None, label: str | None = None,
                          manifest: dict | str | bytes | None = None, actor: str | None = None) -> dict[str, Any]:
        """Stage a generation (parent defaults to the current one). ``manifest`` is a dict or JSON text.

        Returns:
            ``{"generation", "status", "parent", "label"}``.

        Raises:
            ValidationError / RefusedError: the manifest or label breaks a rule (nothing stored).
            NotFoundError: the parent does not exist.
        """
        data = parse_manifest(manifest) if isinstance(manifest, (str, bytes)) else manifest
        with self.store.transaction():
            created = gen_lineage.create(self.store, self._actor(actor), parent_id=parent, label=label, manifest=data)
        return {"generation": created.id, "status": created.status, "parent": created.parent_id,
                "label": created.label}

    def generation_seal(self, generation_id: int, *, soul: dict[str, bytes] | None = None,
                        probes: Sequence[str] | None = None, canaries: Any = None, namespace: str = "",
                        actor: str | None = None) -> dict[str, Any]:
        """Seal a generation: corpus digests, per-memory digests, soul file digests, probes, canaries.

        Args:
            soul: soul file contents by name (SOUL.md, IDENTITY.md, MEMORY.md); the engine
                never opens a path — the CLI reads the directory.
            probes: recall queries that must still find the same memory at validation.
            canaries: ``[{"question", "expect"}]`` (or ``{"canaries": [...]}``).
            namespace: where probes and canaries search.

        Returns:
            ``{"generation", "content_digest", "state_digest", "records", "soul", "probes", "canaries"}``.
        """
        soul_files = check_soul(soul) if soul is not None else None
        canary_list = parse_canaries(canaries) if canaries is not None else None
        ns = normalise_namespace(namespace)
        with self.store.transaction():
            return gen_lineage.seal(self.store, generation_id, self._actor(actor), agent_id=self.agent_id,
                                    now=self.now(), soul=soul_files, probes=list(probes or []),
                                    canaries=canary_list, namespace=ns)

    def generation_validate(self, generation_id: int, *, soul: dict[str, bytes] | None = None,
                            actor: str | None = None) -> dict[str, Any]:
        """Run the continuity checks; ``passed`` is false when any check failed.

        Returns:
            ``{"generation", "passed", "checks": {name: {"status", "detail"}}}`` with the
            checks identity, memory, semantic_state, recall, soul, context, behavioral.
        """
        soul_files = check_soul(soul) if soul is not None else None
        with self.store.transaction():
            return gen_lineage.validate(self.store, generation_id, self._actor(actor), agent_id=self.agent_id,
                                        now=self.now(), soul=soul_files)

    def generation_promote(self, generation_id: int, *, force: bool = False, reason: str | None = None,
                           actor: str | None = None) -> dict[str, Any]:
        """Make a validated generation current (``force`` overrides the gate, and the log says so)."""
        with self.store.transaction():
            return gen_lineage.promote(self.store, generation_id, self._actor(actor), force=force, reason=reason)

    def generation_reject(self, generation_id: int, *, reason: str | None = None,
                          actor: str | None = None) -> dict[str, Any]:
        """Reject a generation that is not current."""
        with self.store.transaction():
            return gen_lineage.reject(self.store, generation_id, self._actor(actor), reason=reason)

    def generation_rollback(self, generation_id: int, *, reason: str | None = None,
                            actor: str | None = None) -> dict[str, Any]:
        """Make an earlier promoted generation current again; touches no memory."""
        with self.store.transaction():
            return gen_lineage.rollback(self.store, generation_id, self._actor(actor), reason=reason)

    def current_soul(self) -> dict[str, Any]:
        """The soul files as sealed by the current generation (what ``memdesk://soul`` can serve).

        Read from the store, never from disk. Returns ``{"generation": id or None,
        "files": {name: {"sha256", "bytes", "text"}}}``; empty when nothing is current
        or the current generation sealed no soul files.
        """
        with self.store.snapshot():
            current = self.store.generations.current_id()
            generation = self.store.generations.get(current) if current is not None else None
        files = ((generation.seal or {}).get("soul") or {}) if generation else {}
        return {"generation": current, "files": files}

    def backup_document(self) -> dict[str, Any]:
        """The whole store as one backup document (a consistent snapshot)."""
        from . import __version__

        with self.store.snapshot():
            return backup_module.build_document(self.store, created_at=self.now_text(), version=__version__)

    def backup(self, path: str | Path, *, overwrite: bool = False) -> dict[str, Any]:
        """Write a backup file; returns ``{"path", "memories", "counts"}``.

        Raises:
            RefusedError: the file exists and ``overwrite`` is false.
        """
        document = self.backup_document()
        written = backup_module.write_document(document, path, overwrite=overwrite)
        counts = {key: len(document[key]) for key in
                  ("memories", "edges", "proposals", "audit", "generations", "migration_log")}
        return {"path": str(written), "memories": counts["memories"], "counts": counts}

    def restore_backup(self, source: str | Path | dict, *, actor: str | None = None) -> dict[str, Any]:
        """Restore a backup file (or an already-loaded document): validated whole, written all or nothing.

        Returns:
            ``{"restored", "agent_id", "adopted_identity", "added", "skipped"}``.

        Raises:
            ValidationError: the document is malformed (nothing written).
            RefusedError: the store belongs to another agent.
        """
        document = source if isinstance(source, dict) else backup_module.read_document(source)
        with self.store.transaction():
            result = backup_module.restore_document(self.store, document, self._actor(actor))
        self.agent_id = self.store.ensure_agent(self.now_text())
        return result

    def write_soul_templates(self, directory: str | Path) -> dict[str, Any]:
        """Write SOUL.md, IDENTITY.md and MEMORY.md templates (never overwriting); ``{"written", "kept"}``."""
        return write_templates(directory, agent_id=self.agent_id, created=self.now_text())

    # -- models -------------------------------------------------------------------------

    def extraction_enabled(self) -> bool:
        """Whether ``[extract] enabled = true``: interfaces then capture through :meth:`remember_extracted`.

        Raises:
            ValidationError: when the ``[extract]`` settings are malformed.
        """
        from .llm.extraction import extraction_options

        return extraction_options(self.config)[0]

    def remember_extracted(self, content: str, *, on_failure: str | None = None, actor: str | None = None,
                           provider=None, **fields: Any):
        """Stage a memory with the model's summary, entities, topics (→ tags), kind and importance.

        The caller's own fields win over the model's. Fails closed: a failed or malformed
        extraction stores nothing and raises, unless ``on_failure="stage"`` (or
        ``[extract] on_failure = "stage"``) stages the raw text as pending, marked failed.

        Returns:
            :class:`core.llm.extraction.ExtractedCapture` (``to_dict()`` is the ``remember``
            object plus ``extracted``, ``extraction``, ``extraction_error``).

        Raises:
            NotConfiguredError: no model for ``extract``. ProviderError: the extraction
            failed (nothing stored). ValidationError / RefusedError: as :meth:`remember`.
        """
        from .llm.extraction import remember_extracted

        return remember_extracted(self, content, on_failure=on_failure, actor=actor, provider=provider, **fields)

    def ask(self, question: str, *, namespace: str = "", k: int | None = None, kinds: Sequence[str] | None = None,
            actor: str | None = None, provider=None):
        """Answer ``question`` from promoted memories, citing them as ``[#id]``; checked citations.

        With no model configured, no call is made: the ranked memories come back with
        ``mode="no_model"`` and a note saying so.

        Returns:
            :class:`core.llm.answering.Answer`.

        Raises:
            NotConfiguredError: a model is named but unusable. ProviderError: the call failed.
        """
        from .llm.answering import ask

        return ask(self, question, namespace=namespace, k=k, kinds=kinds, actor=actor, provider=provider)

    def harvest(self, paths: Sequence[str | Path], *, namespace: str = "", dry_run: bool = False, progress=None,
                actor: str | None = None, provider=None):
        """Stage durable facts from agent transcripts as pending memories with their evidence.

        Idempotent per file and offset; ``dry_run`` writes nothing. ``progress`` is called
        as ``progress(done_bytes, total_bytes, file_name)``.

        Returns:
            :class:`core.llm.harvest.HarvestReport`.

        Raises:
            NotConfiguredError: no model for ``harvest`` (checked before any file is read).
            ValidationError: a path does not exist.
        """
        from .llm.harvest import harvest

        return harvest(self, list(paths), namespace=normalise_namespace(namespace), dry_run=dry_run,
                       progress=progress, actor=actor, provider=provider)

    def harvested_files(self, *, namespace: str | None = None) -> list[dict[str, Any]]:
        """How far ``harvest`` has read each transcript (path, format, offset, lines, staged count)."""
        ns = None if namespace is None else normalise_namespace(namespace)
        return [state.to_dict() for state in self.store.harvests.list(namespace=ns)]
    # -- hygiene ----------------------------------------------------------------------

    def graph(self, memory_id: int, *, depth: int = link_graph.DEFAULT_DEPTH) -> dict[str, Any]:
        """A memory's neighbourhood within ``depth`` links (1–5), either direction (see ``core.hygiene.graph``)."""
        with self.store.snapshot():
            return link_graph.neighbourhood(self.store, memory_id, depth=depth)

    def reverify_list(self, *, namespace: str | None = None, limit: int | None = None) -> list[dict[str, Any]]:
        """Stale and near-horizon memories, most recalled first, then longest unverified."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return staleness.reverify_list(self.store, self.now(), namespace=ns, limit=limit)

    def prune(self, *, keep: int | None = None, older_than_days: int | None = None, namespace: str | None = None,
              dry_run: bool = False, actor: str | None = None) -> retention.PruneReport:
        """Archive the lowest-retention memories of each namespace (superseded first; pinned never).

        ``namespace=None`` prunes every namespace, each against its own bound.

        Raises:
            UsageError: neither ``keep`` nor ``older_than_days`` given (nothing archived).
        """
        with self.store.snapshot() if dry_run else self.store.transaction():
            report = retention.plan_prune(self.store, self.now(), keep=keep, older_than_days=older_than_days,
                                          namespaces=self._namespaces(namespace))
            return report if dry_run else retention.apply_prune(self.store, report, self._actor(actor))

    def archive(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> list[int]:
        """Archive memories softly (out of recall; ``unarchive``/``restore``/``undo`` bring them back)."""
        with self.store.transaction():
            return retention.archive(self.store, list(ids), self._actor(actor), reason=reason)

    def unarchive(self, ids: Sequence[int], *, actor: str | None = None) -> list[int]:
        """Bring archived memories back into recall; refuses any that is not archived."""
        with self.store.transaction():
            retention.check_archived(self.store, list(ids))
            return review.restore(self.store, list(ids), self._actor(actor))

    def purge(self, ids: Sequence[int], *, any_status: bool = False, reason: str | None = None,
              actor: str | None = None) -> list[int]:
        """Hard-delete memories (operator only; rejected/archived unless ``any_status``); audited, not undoable."""
        with self.store.transaction():
            return retention.purge(self.store, list(ids), self._actor(actor), any_status=any_status, reason=reason)

    def consolidate(self, *, namespace: str | None = None, dry_run: bool = False,
                    grouper: consolidation.Grouper | None = None,
                    actor: str | None = None) -> consolidation.ConsolidationReport:
        """Group restatements and file one ``merge`` proposal per group; never writes a memory."""
        with self.store.snapshot() if dry_run else self.store.transaction():
            return consolidation.propose(self.store, self.config, self._actor(actor),
                                       namespaces=self._namespaces(namespace), grouper=grouper, dry_run=dry_run)

    def merge_apply(self, proposal_id: int, *, text: str | None = None,
                    actor: str | None = None) -> consolidation.MergeResult:
        """Apply a merge proposal as one undoable operation (``text`` overrides the merged wording)."""
        with self.store.transaction():
            return consolidation.apply_merge(self.store, self.config, proposal_id, self._actor(actor), text=text)

    def capture_rules(self, *, include_removed: bool = False) -> list[CaptureRule]:
        """Capture rules: the store's (``origin='store'``), then the config's ``[[screens.rules]]``."""
        with self.store.snapshot():
            stored = self.store.capture_rules.list(include_inactive=include_removed)
        return stored + hygiene_rules.config_rules(self.config)

    def add_capture_rule(self, pattern: str, reason: str, *, namespace: str | None = None,
                         actor: str | None = None) -> CaptureRule:
        """Save a capture rule (pattern + reason) that holds matching captures; undoable."""
        with self.store.transaction():
            return hygiene_rules.add_rule(self.store, pattern, reason, self._actor(actor), namespace=namespace)

    def remove_capture_rule(self, rule_id: int, *, actor: str | None = None) -> CaptureRule:
        """Switch a stored capture rule off; undoable."""
        with self.store.transaction():
            return hygiene_rules.remove_rule(self.store, rule_id, self._actor(actor))

    def reject_as_rule(self, ids: Sequence[int], pattern: str, *, reason: str, namespace: str | None = None,
                       actor: str | None = None) -> tuple[list[int], CaptureRule]:
        """Reject memories and save the reason as a capture rule, in one undoable operation."""
        with self.store.transaction():
            actor_op = self._actor(actor)
            rule = hygiene_rules.add_rule(self.store, pattern, reason, actor_op, namespace=namespace,
                                          from_memory_id=list(ids)[0] if ids else None)
            return review.reject(self.store, list(ids), actor_op, reason=reason), rule

    def held_captures(self, *, namespace: str | None = None) -> list[dict[str, Any]]:
        """Pending memories held by screens or rules, with their reasons (for the review queue)."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return screens.held_captures(self.store, namespace=ns)

    def _namespaces(self, namespace: str | None) -> list[str]:
        if namespace is not None:
            return [normalise_namespace(namespace)]
        return self.store.memories.namespaces()

    # -- interop ----------------------------------------------------------------------

    def export_markdown(self, directory: str | Path, *, namespace: str | None = None) -> dict[str, Any]:
        """Write the git-diffable Markdown registry (one file per namespace) into ``directory``.

        Returns:
            ``{"directory", "files": [{"path", "namespace", "memories", "changed"}], "removed"}``.
        """
        return interop.markdown.export_registry(self.store, Path(directory), namespace=namespace)

    def import_from(self, kind: str, path: str | Path | None, *, namespace: str | None = None,
                    statuses: bool | None = None, dry_run: bool = False,
                    progress: interop.apply.Progress | None = None, actor: str | None = None) -> interop.ImportReport:
        """Import another tool's memories (or memdesk's own registry) in one transaction.

        Args:
            kind: a name in :data:`core.interop.FORMATS` (``markdown``, ``claude-code``…).
            namespace: for sources with namespaces, import only that one; otherwise
                the namespace everything lands in.
            statuses: apply the source's statuses (``--promote``); ``None`` = the
                format's default (only memdesk's own registry keeps them by default).
            dry_run: do everything, report it, then roll back: nothing is written.
            progress: called with ``(done, total)`` per record.

        Raises:
            UsageError: unknown kind. ValidationError: unreadable source (nothing written).
        """
        fmt = interop.import_format(kind)
        ns = None if namespace is None else normalise_namespace(namespace)
        if path is None and not fmt.path_optional:
            raise ValidationError(f"import --from {fmt.name} needs a PATH ({fmt.description})", code="missing_path")
        batch = fmt.read(Path(path) if path is not None else None, namespace=ns, now=self.now())
        trusted = fmt.statuses_by_default if statuses is None else statuses
        try:
            with self.store.transaction():
                report = interop.apply_import(self.store, self.config, batch, lambda: self._actor(actor),
                                              trusted=trusted, exact=fmt.exact, dry_run=dry_run, progress=progress)
                if dry_run:
                    raise _RollBack(report)
        except _RollBack as stop:
            return stop.report
        if trusted and report.created:
            self.refresh_context_files()
        return report

    def render_context(self, *, namespace: str = "", budget_chars: int | None = None,
                       soul_dir: str | Path | None = None) -> str:
        """The context block, with SOUL.md / IDENTITY.md from ``soul_dir`` quoted inside it when given.

        Raises:
            ValidationError: unusable soul directory, or soul files larger than the budget.
        """
        if budget_chars is not None and budget_chars < 1:
            raise ValidationError("the context budget must be at least 1 character", code="invalid_budget")
        budget = budget_chars or self.config.context_budget_chars
        sections = interop.context_files.soul_section(Path(soul_dir)) if soul_dir else []
        soul_chars = sum(len(line) + 1 for line in sections)
        if soul_chars >= budget:
            raise ValidationError(f"the soul files take {soul_chars} characters, more than the {budget}-character "
                                  "budget; raise --budget", code="budget_too_small")
        return self.context_block(namespace=namespace, budget_chars=budget - soul_chars, sections=sections)

    def write_context(self, paths: Sequence[str | Path], *, namespace: str = "", budget_chars: int | None = None,
                      soul_dir: str | Path | None = None) -> list[dict[str, Any]]:
        """Put the context block into each file (CLAUDE.md, AGENTS.md, a Cursor rule), creating missing ones.

        Returns:
            ``[{"path", "action"}]`` — created, replaced, appended or unchanged.

        Raises:
            RefusedError: a file holds several or damaged blocks (that file is left as it was).
        """
        block = self.render_context(namespace=namespace, budget_chars=budget_chars, soul_dir=soul_dir)
        return [interop.context_files.write_block(Path(p), block, create=True) for p in paths]

    def refresh_context_files(self) -> list[dict[str, Any]]:
        """Rewrite the ``[context] files`` when ``auto_refresh`` is on; never creates a missing file.

        Called after promote, reject, forget and restore. It never raises: the
        decision is already committed, so a file that cannot be refreshed is
        reported in the result and logged as a warning instead.
        """
        try:
            enabled, targets = interop.context_files.configured_targets(self.config)
        except MemdeskError as exc:
            _log.warning("context auto-refresh skipped: %s", exc.message)
            return [{"path": None, "action": "error", "detail": exc.message}]
        if not enabled:
            return []
        results = []
        for target in targets:
            try:
                block = self.render_context(namespace=target.namespace, budget_chars=target.budget_chars,
                                            soul_dir=target.soul_dir)
                results.append(interop.context_files.write_block(target.path, block, create=False))
            except MemdeskError as exc:
                _log.warning("context auto-refresh of %s failed: %s", target.path, exc.message)
                results.append({"path": str(target.path), "action": "error", "detail": exc.message})
        return results

    # -- conflicts ----------------------------------------------------------------------

    def scan(self, *, namespace: str | None = None, limit: int | None = None, after_id: int | None = None,
             judge: bool = False, judge_provider=None, progress=None, actor: str | None = None):
        """Run the contradiction rules over promoted memories and file proposals (never applies them).

        Args:
            namespace: one namespace, or ``None`` for all (pairs never cross namespaces).
            limit: memories examined this run (default 500); the report's ``next_after`` resumes.
            after_id: resume after this id.
            judge: also ask the configured LLM judge about pairs the rules left open.
            judge_provider: a ready provider (tests inject one with a fake transport).
            progress: ``callback(done, total)`` after each memory examined.

        Returns:
            :class:`core.conflicts.scan.ScanReport` (``to_dict()`` for JSON).

        Raises:
            NotConfiguredError: ``judge`` without ``MEMDESK_JUDGE_MODEL`` / ``[judge] model``.
            ValidationError: a bad ``limit``.
        """
        bound = scanning.check_limit(limit)
        the_judge = judge_from_config(self.config, provider=judge_provider) if judge else None
        ns = None if namespace is None else normalise_namespace(namespace)
        report = scanning.plan_scan(self.store, self.config, namespace=ns, limit=bound, after_id=after_id,
                                    progress=progress, judge=the_judge)
        with self.store.transaction():
            return scanning.file_scan(self.store, report, self._actor(actor))

    def supersede(self, old_id: int, new_id: int, *, reason: str | None = None, actor: str | None = None):
        """A person rules that ``new_id`` replaces ``old_id``: applied now if NEW is promoted, else proposed.

        Returns:
            :class:`core.conflicts.supersede.SupersedeResult`.

        Raises:
            RefusedError: self, across namespaces, a cycle, OLD already superseded or not
                live, NEW rejected/archived/superseded.
            NotFoundError: an unknown id.
        """
        with self.store.transaction():
            return supersede_memory(self.store, self.config, old_id, new_id, self._actor(actor), reason=reason)

    # -- living --------------------------------------------------------------------------

    def remember_batch(self, items: Sequence[dict], *, dry_run: bool = False,
                       actor: str | None = None) -> living_batch.BatchResult:
        """Stage up to 100 memories in one transaction: all validated first, all or nothing.

        Each item is ``content`` plus any :meth:`remember` field, and may carry ``links``:
        ``[{"ref_index": i, "type": T}]`` to an earlier item or ``[{"id": N, "type": T}]``
        to a stored memory of the same namespace (any type but ``supersedes``). Items with
        an ``external_id`` are idempotent: resending a batch whose items all carry one
        answers with the same ids and stores nothing new (``resend_safe`` in the result).

        Args:
            dry_run: validate everything (links included) and store nothing.

        Returns:
            :class:`core.living.batch.BatchResult` — per-item results in order, links made.

        Raises:
            BatchError: one or more items are invalid; lists each by index (nothing stored).
            ValidationError: not a list, empty, or more than 100 items.
            RefusedError: two items turned out to be one memory and link to each other.
        """
        prepared = living_batch.prepare(items, self.config)
        if dry_run:
            with self.store.snapshot():
                living_batch.check_stored_targets(self.store, prepared)
            return living_batch.BatchResult(items=[], edges=[], resend_safe=living_batch.resend_safe(prepared),
                                            dry_run=True, checked=len(prepared))
        with self.store.transaction():
            return living_batch.store_batch(self.store, self.config, prepared, self._actor(actor))

    def pin(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> dict[str, list[int]]:
        """Pin promoted memories (operator): recalled first, always in the context block, never stale or pruned.

        Returns:
            ``{"pinned": [ids], "already": [ids]}``.

        Raises:
            RefusedError: a memory is not promoted, or ``[pins] quota`` would be passed (nothing pinned).
            NotFoundError: an id names nothing.
        """
        with self.store.transaction():
            return living_pins.pin(self.store, self.config, list(ids), self._actor(actor), reason=reason)

    def unpin(self, ids: Sequence[int], *, reason: str | None = None,
              actor: str | None = None) -> dict[str, list[int]]:
        """Take pins off (audited, undoable); ``{"unpinned": [ids], "already": [ids]}``."""
        with self.store.transaction():
            return living_pins.unpin(self.store, list(ids), self._actor(actor), reason=reason)

    def pins(self, namespace: str | None = "") -> list[Memory]:
        """Pinned memories of one namespace (``None``: every namespace), any status, by namespace then id."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return self.store.living.pinned(ns)

    def pin_quota(self) -> int:
        """``[pins] quota``: how many memories each namespace may pin."""
        return living_pins.pin_quota(self.config)

    def _pins_first(self, ranking: Ranking, *, namespace: str, k: int | None, kinds: Sequence[str] | None,
                    explain: bool) -> list[Hit]:
        with self.store.snapshot():
            return living_pins.pins_first(self.store, ranking.hits, ranking.query.match, namespace=namespace,
                                          kinds=self._kinds(kinds), k=self._k(k), now=self.now(), explain=explain)

    def retire_ref(self, ref_type: str, ref_id: str, *, namespace: str | None = None, dry_run: bool = False,
                   apply: bool = False, actor: str | None = None) -> retirement.RetireRefReport:
        """A source document was deleted: stage retirement of what cites only it; strip it from the rest.

        Memories citing other sources too lose this ref (audited, undoable). Those
        citing only it get a ``retire-ref`` proposal naming the source — nothing is
        retired until a person applies it: with ``apply`` (every open one for this
        source) or by accepting the proposal (:meth:`accept_proposal`).

        Args:
            namespace: one namespace, or ``None`` for every namespace.
            dry_run: report what would happen; write nothing.
            apply: after staging, apply every open ``retire-ref`` proposal for this source
                (pending memories are rejected, promoted and stale ones archived).

        Raises:
            ValidationError: not a valid ref type or id. RefusedError: a memory to retire is pinned.
        """
        ref = retirement.source_ref(ref_type, ref_id)
        ns = None if namespace is None else normalise_namespace(namespace)
        if dry_run:
            with self.store.snapshot():
                return retirement.stage_retirement(self.store, ref, self._actor(actor), namespace=ns, dry_run=True)
        with self.store.transaction():
            actor_op = self._actor(actor)
            report = retirement.stage_retirement(self.store, ref, actor_op, namespace=ns)
            if apply:
                report.applied = retirement.apply_for_ref(self.store, ref, actor_op, namespace=ns).applied
            return report

    def watch_scan(self, folder: str | Path, *, namespace: str = "", dry_run: bool = False,
                   settle_seconds: float = 0.0) -> folder_watch.WatchReport:
        """Scan a watched folder once: each new or changed text file's paragraphs become pending memories.

        Idempotent per file content; hidden files, binaries, files over ``[watch]
        max_bytes`` and links out of the folder are skipped (see ``core.living.watch``).
        ``settle_seconds`` leaves files changed more recently than that for a later scan.

        Raises:
            ValidationError: ``folder`` is not a folder, or ``[watch]`` is malformed.
        """
        return folder_watch.scan(self, folder, namespace=normalise_namespace(namespace), dry_run=dry_run,
                                 settle_seconds=settle_seconds)

    def watch_settings(self) -> folder_watch.WatchSettings:
        """``[watch]``: ``interval_seconds``, ``max_bytes``, ``suffixes``, ``settle_seconds``.

        Raises:
            ValidationError: the section is malformed.
        """
        return folder_watch.WatchSettings.from_config(self.config)

    def watched_files(self, *, namespace: str | None = None) -> list[dict[str, Any]]:
        """What the watched folder has seen of each file: hash, status, reason, staged paragraph ids."""
        ns = None if namespace is None else normalise_namespace(namespace)
        with self.store.snapshot():
            return [state.to_dict() for state in self.store.watched.list(namespace=ns)]

    def session_start_context(self, *, namespace: str = "") -> dict[str, Any]:
        """What Claude Code's SessionStart hook prints: the context block and the agent instructions."""
        from .living.instructions import instructions

        text = self.context_block(namespace=namespace) + "\n" + instructions()
        return agent_hooks.session_start_output(text)

    def capture_summary(self, payload: dict[str, Any], *, namespace: str = "",
                        actor: str = agent_hooks.SUMMARY_ACTOR) -> living_batch.BatchResult | None:
        """Stage a compacted session's summary (Claude Code's hook input) as pending, with the session as evidence.

        Returns ``None`` when the input carries no summary (nothing to capture).

        Raises:
            ValidationError: the input has no ``session_id``. BatchError / RefusedError: as
            :meth:`remember_batch` (e.g. the summary looks like it holds a credential).
        """
        summary = agent_hooks.compaction_summary(payload)
        if summary is None:
            return None
        items = agent_hooks.summary_items(summary, payload, namespace=normalise_namespace(namespace),
                                          max_chars=self.config.max_content_chars)
        return self.remember_batch(items, actor=actor)

    def mark_stale(self, *, actor: str | None = None) -> list[int]:
        """Mark promoted memories past their horizon ``stale`` (pinned ones have none); their ids."""
        with self.store.transaction():
            return upkeep_module.mark_stale(self.store, self.now(), self._actor(actor))

    def expire_envelopes(self, *, older_than_days: int, actor: str | None = None) -> list[dict[str, Any]]:
        """Expire review envelopes that no longer apply, and old open ones that hold nothing back (0: none by age)."""
        with self.store.transaction():
            return upkeep_module.expire_envelopes(self.store, self.now(), self._actor(actor),
                                                  older_than_days=older_than_days)

    def run_upkeep(self, *, actor: str = upkeep_module.UPKEEP_ACTOR) -> dict[str, Any]:
        """One logged upkeep pass: stale horizons, expired envelopes, scan, and consolidation if configured.

        Returns:
            ``{"id", "started_at", "finished_at", "actor", "ok", "steps"}``; each step
            ``{"status": "ok"|"skipped"|"error", "detail", …}``.
        """
        return upkeep_module.run(self, actor=actor)

    def upkeep_runs(self, limit: int = 20) -> list[dict[str, Any]]:
        """The newest upkeep runs, newest first (for the workstation's Server pane)."""
        with self.store.snapshot():
            return self.store.upkeep_runs.recent(max(1, int(limit)))

    def upkeep_settings(self) -> UpkeepSettings:
        """``[upkeep]``: ``interval_minutes`` (0 = the daemon never runs it), ``envelope_days``, ``consolidate``."""
        return UpkeepSettings.from_config(self.config)


    # -- workstation ------------------------------------------------------------------

    def queue_page(self, queue_filter: QueueFilter | None = None, *, after_id: int | None = None,
                   limit: int = 200) -> list[QueueItem]:
        """One page of the review queue (pending, stale, superseded, held), oldest first.

        Args:
            queue_filter: what to show (default: the whole queue).
            after_id: continue after this id (keyset paging; ``None`` = first page).
            limit: page size.
        """
        flt = queue_filter or QueueFilter()
        with self.store.snapshot():
            rows = self.store.queue.page(statuses=flt.statuses, kinds=flt.kinds, namespace=flt.namespace,
                                         source=flt.source, text=flt.text, after_id=after_id, limit=limit)
        return [QueueItem(memory, held) for memory, held in rows]

    def queue_summary(self, queue_filter: QueueFilter | None = None, *, group_field: str = "source") -> QueueSummary:
        """Counts for the queue's side panel: total, per status, and per ``group_field`` value.

        Raises:
            ValidationError: ``group_field`` is not ``source``, ``kind`` or ``namespace``.
        """
        if group_field not in GROUP_FIELDS:
            raise ValidationError(f"cannot group the queue by {group_field!r}; use one of {', '.join(GROUP_FIELDS)}")
        flt = queue_filter or QueueFilter()
        fields = {"kinds": flt.kinds, "namespace": flt.namespace, "source": flt.source, "text": flt.text}
        queue = self.store.queue
        with self.store.snapshot():
            return QueueSummary(
                total=queue.count(statuses=flt.statuses, **fields),
                by_status={status: queue.count(statuses=(status,), **fields) for status in QUEUE_STATUSES},
                group_field=group_field,
                groups=queue.group_counts(group_field, statuses=flt.statuses, **fields),
            )

    def recall_preview(self, memory_id: int, *, k: int = PREVIEW_K) -> RecallPreview:
        """What recall returns for a memory's subject now and after approving it (nothing written).

        Raises:
            NotFoundError: when the id names nothing.
        """
        with self.store.snapshot():
            memory = require(self.store, memory_id)
            return preview_approval(self.store, self.config, memory, now=self.now(), k=self._k(k))

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


class _RollBack(Exception):
    """Raised inside a transaction to undo it on purpose (dry runs), carrying the report."""

    def __init__(self, report):
        super().__init__("dry run")
        self.report = report

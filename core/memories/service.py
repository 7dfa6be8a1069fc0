"""The memory service: capture, reads, a person's decisions, undo and the review queue.

``engine.memories`` is a :class:`MemoryService`. Each write is one transaction with
one audit operation (:meth:`core.service_context.ServiceContext.operation`). A decision
that changes what agents believe (promote, reject, forget, restore, undo, an applied
sync) calls the ``after_decision`` collaborator once it has committed — the engine
hands in the refresh of the ``[context] files``.
"""

from __future__ import annotations

import builtins
import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import timedelta
from types import ModuleType
from typing import TYPE_CHECKING, Any

from core.clock import format_time
from core.errors import ValidationError
from core.memories.lookup import require
from core.memories.queue import GROUP_FIELDS, QUEUE_STATUSES, QueueFilter, QueueItem, QueueSummary
from core.memories.results import MemoryDetail, StoreStats
from core.model.records import CaptureResult, Memory, PromoteResult
from core.model.vocabulary import ARCHIVED, STATUSES
from core.service_context import ServiceContext
from core.text.normalise import normalise_kinds, normalise_optional_namespace, normalise_statuses


class _OnFirstUse(ModuleType):
    """A module imported when one of its names is first read.

    ``memdesk stats``, ``list`` and ``show`` read the store and need none of capture's
    screens, the conflict rules, batches or the recall preview (~40 ms of imports at
    start-up); the calls that do use them import them then.

    Once imported, the module takes the stand-in's place among this module's names: a name the stand-in
    lacks is looked up through a failed attribute read (~6 µs), and a capture reads a dozen.
    """

    def __getattr__(self, name: str) -> Any:
        module = importlib.import_module(self.__name__)
        names = globals()
        for alias in [alias for alias, value in names.items() if value is self]:
            names[alias] = module
        return getattr(module, name)


if TYPE_CHECKING:
    from core.agents import batch as living_batch
    from core.conflicts import owed
    from core.memories import bulk, capture, preview, review
    from core.memories import undo as undo_module
    from core.memories.preview import RecallPreview
    from core.retrieval import service as retrieval_service
else:
    living_batch = _OnFirstUse("core.agents.batch")
    owed = _OnFirstUse("core.conflicts.owed")
    bulk = _OnFirstUse("core.memories.bulk")
    capture = _OnFirstUse("core.memories.capture")
    preview = _OnFirstUse("core.memories.preview")
    review = _OnFirstUse("core.memories.review")
    undo_module = _OnFirstUse("core.memories.undo")
    retrieval_service = _OnFirstUse("core.retrieval.service")


class OwedSignal:
    """Who to wake after a committed capture left comparisons owed (core/conflicts/owed.py): a serving process's
    worker (:class:`core.agents.background.OwedWorker`), which settles them once captures pause; with nobody
    listening the upkeep or the promotion settles them.

    One signal is shared by an engine and every per-caller view of it (:meth:`core.Engine.with_actor`): a server
    answers each call through a view, and the worker listens on the engine it was started with.
    """

    def __init__(self) -> None:
        self.wake: Callable[[], object] | None = None

    @property
    def listening(self) -> bool:
        """Whether a worker makes owed comparisons within moments (then a capture may compare on a time budget)."""
        return self.wake is not None

    def captured(self, results: Iterable[CaptureResult]) -> None:
        """Wake the listener, if any, when one of these committed captures left comparisons owed."""
        wake = self.wake
        if wake is not None and any(result.owed for result in results):
            wake()


class MemoryService:
    """A memory's life: capture, reads, review decisions, undo, batches and the review queue.

    Args:
        ctx: the store, settings, clock and default actor.
        after_decision: called after a committed decision that changes what is believed
            (the engine refreshes the ``[context] files``); it must not raise.
        retrieval_mode: names the retrieval mode for :meth:`stats` (``lexical`` or ``hybrid:<model>``).
        owed: told of every committed capture (:class:`OwedSignal`, shared with the engine's views).
    """

    def __init__(self, ctx: ServiceContext, *, after_decision: Callable[[], object],
                 retrieval_mode: Callable[[], str], owed: OwedSignal | None = None) -> None:
        self.ctx = ctx
        self.after_decision = after_decision
        self.retrieval_mode = retrieval_mode
        self.owed = owed if owed is not None else OwedSignal()

    # -- capture ----------------------------------------------------------------

    def remember(self, content: str, *, actor: str | None = None, **fields: Any) -> CaptureResult:
        """Stage a memory as ``pending`` (ARCHITECTURE.md §7.2 capture).

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
        settings = self.ctx.settings
        clean = capture.validate(capture.CaptureRequest(content=content, **fields), settings)
        with self.ctx.store.transaction():
            result = capture.stage(self.ctx.store, settings, clean, self.ctx.operation(actor),
                                   on_budget=self.owed.listening)
        self.owed.captured([result])
        return result

    def remember_many(self, items: Sequence[dict], *, actor: str | None = None) -> list[CaptureResult]:
        """Stage several memories in one transaction: all validated first, all or nothing.

        Raises:
            ValidationError: listing every invalid item by index; nothing stored.
        """
        settings = self.ctx.settings
        cleaned = bulk.validate_batch(items, settings)
        with self.ctx.store.transaction():
            actor_op = self.ctx.operation(actor)
            results = [capture.stage(self.ctx.store, settings, clean, actor_op, on_budget=self.owed.listening)
                       for clean in cleaned]
        self.owed.captured(results)
        return results

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
            :class:`core.agents.batch.BatchResult` — per-item results in order, links made.

        Raises:
            BatchError: one or more items are invalid; lists each by index (nothing stored).
            ValidationError: not a list, empty, or more than 100 items.
            RefusedError: two items turned out to be one memory and link to each other.
        """
        store = self.ctx.store
        prepared = living_batch.prepare(items, self.ctx.settings)
        if dry_run:
            with store.snapshot():
                living_batch.check_stored_targets(store, prepared)
            return living_batch.BatchResult(items=[], edges=[], resend_safe=living_batch.resend_safe(prepared),
                                            dry_run=True, checked=len(prepared))
        with store.transaction():
            batch = living_batch.store_batch(store, self.ctx.settings, prepared, self.ctx.operation(actor),
                                             on_budget=self.owed.listening)
        self.owed.captured(batch.items)
        return batch

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
        settings = self.ctx.settings
        cleaned = bulk.validate_batch(items, settings)
        with self.ctx.store.transaction():
            return bulk.import_promoted(self.ctx.store, settings, cleaned, self.ctx.operation(actor), reason=reason)

    def amend(self, memory_id: int, content: str, *, source: str = "cli", session: str | None = None,
              reason: str | None = None, actor: str | None = None) -> CaptureResult:
        """Stage a corrected memory that supersedes ``memory_id`` once promoted."""
        with self.ctx.store.transaction():
            return review.amend(self.ctx.store, self.ctx.settings, memory_id, content, self.ctx.operation(actor),
                                source=source, session=session, reason=reason)

    def edit(self, memory_id: int, *, content: str | None = None, tags: Any = None, kind: str | None = None,
             reason: str | None = None, actor: str | None = None) -> Memory:
        """Edit a pending memory in place (promoted ones are amended instead)."""
        with self.ctx.store.transaction():
            return review.edit(self.ctx.store, self.ctx.settings, memory_id, self.ctx.operation(actor),
                               content=content, tags=tags, kind=kind, reason=reason)

    # -- reads ------------------------------------------------------------------

    def get(self, memory_id: int) -> Memory:
        """One memory by id. Never bumps access counts.

        Raises:
            NotFoundError: when the id names nothing.
        """
        return require(self.ctx.store, memory_id)

    def get_many(self, ids: Iterable[int]) -> dict[int, Memory]:
        """Memories by id (missing ids are simply absent). Never bumps access counts."""
        return self.ctx.store.memories.get_many(ids)

    def show(self, memory_id: int) -> MemoryDetail:
        """A memory with its audit history, proposals and links (ARCHITECTURE.md §7.6 ``show``).

        Raises:
            NotFoundError: when the id names nothing.
        """
        store = self.ctx.store
        with store.snapshot():
            return MemoryDetail(
                memory=require(store, memory_id), history=store.audit.for_memory(memory_id),
                proposals=store.proposals.for_memory(memory_id), proposed_against=store.proposals.targeting(memory_id),
                edges=store.edges.touching(memory_id),
            )

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
        """Memories by filter, newest first. ``namespace=None`` lists every namespace.

        Raises:
            ValidationError: an unknown status or a bad kind.
        """
        return self.ctx.store.memories.list(
            statuses=normalise_statuses(statuses), kinds=self._kinds(kinds),
            namespace=normalise_optional_namespace(namespace),
            source=source, limit=limit, offset=offset, after_id=after_id, newest_first=newest_first,
        )

    def count(self, *, statuses: Sequence[str] | None = None, kinds: Sequence[str] | None = None,
              namespace: str | None = None, source: str | None = None) -> int:
        """How many memories match the filters."""
        return self.ctx.store.memories.count(
            statuses=normalise_statuses(statuses), kinds=self._kinds(kinds),
            namespace=normalise_optional_namespace(namespace), source=source,
        )

    def archived(self, *, namespace: str | None = None) -> builtins.list[Memory]:
        """Archived memories (out of recall until restored), newest first."""
        return self.list(statuses=[ARCHIVED], namespace=namespace, limit=None)

    def stats(self, *, namespace: str | None = None, days: int = 30) -> StoreStats:
        """Counts by status, kind and namespace, proposals, recall activity and retrieval mode."""
        store = self.ctx.store
        ns = normalise_optional_namespace(namespace)
        since = format_time(self.ctx.now() - timedelta(days=days))
        with store.snapshot():
            memories = store.memories
            by_status = dict.fromkeys(STATUSES, 0)
            by_status.update(memories.group_counts("status", namespace=ns))
            return StoreStats(
                total=sum(by_status.values()),
                by_status=by_status,
                by_kind=memories.group_counts("kind", namespace=ns),
                by_namespace=memories.group_counts("namespace", namespace=ns),
                by_source=memories.group_counts("source", namespace=ns),
                proposals=store.proposals.count_by_status(),
                edges=store.edges.count(),
                captures_per_day=memories.captures_per_day(days=days, since=since),
                recalls_per_day=store.recall_log.per_day(since),
                recall=store.recall_log.totals(),
                retrieval_mode=self.retrieval_mode(),
                agent_id=self.ctx.agent_id(),
                store=str(store.path),
                store_bytes=store.file_size(),
            )

    # -- decisions --------------------------------------------------------------

    def promote(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None,
                shown: Mapping[int, str] | None = None) -> PromoteResult:
        """Promote memories, applying the supersessions on their envelopes (blast radius 3).

        Args:
            shown: the text the person was shown, by id; if any memory's text differs now,
                nothing is promoted (``RefusedError`` ``changed_since_shown``).

        Raises:
            TransitionError: ``decided_meanwhile`` when another decision changed one of them
                while this call waited for the store (nothing is changed).
        """
        ids = list(ids)
        # What the captures still owe is compared first; a proposal it files on a memory the person was shown
        # refuses the promotion (conflicts_found_since_shown), so they read it before anything is retired.
        owed.settle_before_deciding(self.ctx.store, self.ctx.settings, self.ctx.operation(actor), ids,
                                    read=shown.keys() if shown is not None else ())
        seen = review.statuses_seen(self.ctx.store, ids)
        with self.ctx.store.transaction():
            read = review.refuse_if_decided_meanwhile(self.ctx.store, seen, "promotion")
            result = review.promote(self.ctx.store, self.ctx.settings, list(ids), self.ctx.operation(actor),
                                    reason=reason, shown=shown, read=read)
        self.after_decision()
        return result

    def reject(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> builtins.list[int]:
        """Reject memories (the rows stay, out of recall); ``decided_meanwhile`` as :meth:`promote`."""
        ids = list(ids)
        seen = review.statuses_seen(self.ctx.store, ids)
        with self.ctx.store.transaction():
            review.refuse_if_decided_meanwhile(self.ctx.store, seen, "rejection")
            rejected = review.reject(self.ctx.store, list(ids), self.ctx.operation(actor), reason=reason)
        self.after_decision()
        return rejected

    def forget(self, ids: Sequence[int], *, reason: str | None = None, actor: str | None = None) -> builtins.list[int]:
        """Retract promoted memories (they become ``rejected``; undo brings them back)."""
        ids = list(ids)
        seen = review.statuses_seen(self.ctx.store, ids)
        with self.ctx.store.transaction():
            review.refuse_if_decided_meanwhile(self.ctx.store, seen, "forget")
            rejected = review.reject(self.ctx.store, list(ids), self.ctx.operation(actor), reason=reason,
                                     action="forget")
        self.after_decision()
        return rejected

    def restore(self, ids: Sequence[int], *, actor: str | None = None) -> builtins.list[int]:
        """Put superseded or archived memories back exactly as they were."""
        with self.ctx.store.transaction():
            restored = review.restore(self.ctx.store, list(ids), self.ctx.operation(actor))
        self.after_decision()
        return restored

    def restore_by(self, newcomer_id: int, *, actor: str | None = None) -> builtins.list[int]:
        """Restore every memory that ``newcomer_id``'s promotion retired."""
        with self.ctx.store.transaction():
            restored = review.restore_by(self.ctx.store, newcomer_id, self.ctx.operation(actor))
        self.after_decision()
        return restored

    def verify(self, ids: Sequence[int], *, actor: str | None = None) -> builtins.list[int]:
        """Mark memories "still true": ``last_verified`` = now; content untouched."""
        with self.ctx.store.transaction():
            return review.verify(self.ctx.store, list(ids), self.ctx.operation(actor))

    def undo(self, *, op: int | None = None, audit_id: int | None = None, any_actor: bool = False,
             actor: str | None = None) -> undo_module.UndoResult:
        """Reverse the newest operation by a person (or a named one; ``any_actor`` includes agents)."""
        with self.ctx.store.transaction():
            result = undo_module.undo(self.ctx.store, self.ctx.operation(actor), op=op, audit_id=audit_id,
                                      actor_prefix=None if any_actor else "human:")
        self.after_decision()
        return result

    def sync(self, *, apply: bool = False, kinds: Sequence[str] | None = None, limit: int | None = None,
             ids: Sequence[int] | None = None, namespace: str | None = None,
             actor: str | None = None) -> review.SyncReport:
        """Walk the pending backlog (one namespace, or every one when ``None``); with ``apply`` promote low-risk,
        conflict-free kinds (after making the comparisons their captures left owed, :mod:`core.conflicts.owed`: what
        they find keeps a memory waiting; a dry run writes nothing and says which still owe them)."""
        if apply:
            owing = owed.SETTLE_PER_RUN if ids is None else len(ids)
            owed.settle(self.ctx.store, self.ctx.settings, self.ctx.operation(actor),
                        memory_ids=None if ids is None else list(ids), limit=owing)
        with self.ctx.store.transaction():
            report = review.sync(self.ctx.store, self.ctx.settings, self.ctx.operation(actor), apply=apply,
                                 kinds=self._kinds(kinds), limit=limit, ids=ids,
                                 namespace=normalise_optional_namespace(namespace))
        if apply:
            self.after_decision()
        return report

    # -- the review queue -------------------------------------------------------

    def review_queue(self, *, namespace: str | None = None, limit: int | None = 200,
                     after_id: int | None = None) -> builtins.list[Memory]:
        """What waits for a person: pending, stale and superseded memories, oldest first."""
        return self.ctx.store.memories.list(
            statuses=["pending", "stale", "superseded"], namespace=normalise_optional_namespace(namespace),
            limit=limit, after_id=after_id, newest_first=False,
        )

    def queue_page(self, queue_filter: QueueFilter | None = None, *, after_id: int | None = None,
                   limit: int = 200) -> builtins.list[QueueItem]:
        """One page of the review queue (pending, stale, superseded, held), oldest first.

        Each item says whether its retirements are held and whether an open or held
        proposal pairs it with another memory (``contested``: the Conflicts pane lists it).

        Args:
            queue_filter: what to show (default: the whole queue).
            after_id: continue after this id (keyset paging; ``None`` = first page).
            limit: page size.
        """
        flt = queue_filter or QueueFilter()
        store = self.ctx.store
        with store.snapshot():
            rows = store.queue.page(statuses=flt.statuses, kinds=flt.kinds, namespace=flt.namespace,
                                    source=flt.source, text=flt.text, ids=flt.ids, after_id=after_id,
                                    limit=limit)
        return [QueueItem(memory, held, contested) for memory, held, contested in rows]

    def queue_summary(self, queue_filter: QueueFilter | None = None, *, group_field: str = "source") -> QueueSummary:
        """Counts for the queue's side panel: total, per status, and per ``group_field`` value.

        Raises:
            ValidationError: ``group_field`` is not ``source``, ``kind`` or ``namespace``.
        """
        if group_field not in GROUP_FIELDS:
            raise ValidationError(f"cannot group the queue by {group_field!r}; use one of {', '.join(GROUP_FIELDS)}")
        flt = queue_filter or QueueFilter()
        queue = self.ctx.store.queue

        def count(statuses: Sequence[str]) -> int:
            return queue.count(statuses=statuses, kinds=flt.kinds, namespace=flt.namespace, source=flt.source,
                               text=flt.text, ids=flt.ids)

        with self.ctx.store.snapshot():
            return QueueSummary(
                total=count(flt.statuses),
                by_status={status: count((status,)) for status in QUEUE_STATUSES},
                group_field=group_field,
                groups=queue.group_counts(group_field, statuses=flt.statuses, kinds=flt.kinds, namespace=flt.namespace,
                                          source=flt.source, text=flt.text, ids=flt.ids),
            )

    def recall_preview(self, memory_id: int, *, k: int | None = None) -> RecallPreview:
        """What recall returns for a memory's subject now and after approving it (nothing written).

        Raises:
            NotFoundError: when the id names nothing.
        """
        store = self.ctx.store
        with store.snapshot():
            memory = require(store, memory_id)
            limit = retrieval_service.recall_limit(preview.PREVIEW_K if k is None else k, self.ctx.settings)
            return preview.preview_approval(store, self.ctx.settings, memory, now=self.ctx.now(), k=limit)

    def _kinds(self, kinds: Sequence[str] | None) -> builtins.list[str] | None:
        return normalise_kinds(kinds, self.ctx.settings.capture.default_kind)

"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

What the workstation reads: the paged review queue and recall previews. The methods rely on the
engine's ``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the
feature's module.
"""

from __future__ import annotations

from core.errors import ValidationError
from core.memories.lookup import require
from core.memories.preview import PREVIEW_K, RecallPreview, preview_approval
from core.memories.queue import GROUP_FIELDS, QUEUE_STATUSES, QueueFilter, QueueItem, QueueSummary


class WorkstationFacade:
    """What the workstation reads: the paged review queue and recall previews."""

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

"""The review queue as a person pages through it: filters, groups and held items.

The queue is every memory that waits for a person: ``pending``, ``stale`` and
``superseded`` memories, plus promoted newcomers whose retirements were **held** by
the blast-radius limit. A memory with a held proposal (a capture screen's hold, or
that limit) is labelled ``held`` so the person sees why it waits. A filter is plain text a person can type
(``kind:tooling ns:webapp source:mcp held deadline``); :func:`parse_filter` turns it
into a :class:`QueueFilter` and :meth:`QueueFilter.describe` turns it back.
"""

from __future__ import annotations

from dataclasses import field, replace

from core.errors import ValidationError
from core.model.lean import lean_dataclass
from core.model.records import Memory
from core.text.normalise import normalise_namespace

QUEUE_STATUSES = ("pending", "stale", "superseded", "held")
GROUP_FIELDS = ("source", "kind", "namespace")
# Words a filter accepts for each field (the first is the canonical one).
_FIELD_WORDS = {
    "status": ("status", "is"),
    "kind": ("kind",),
    "namespace": ("ns", "namespace"),
    "source": ("source", "src"),
    "id": ("id",),
}
_WORD_TO_FIELD = {word: name for name, words in _FIELD_WORDS.items() for word in words}
MAX_FILTER_TEXT = 200


@lean_dataclass(frozen=True, compiled_init=False)
class QueueFilter:
    """Which queue items to show.

    Attributes:
        statuses: subset of :data:`QUEUE_STATUSES` (``held`` = carries a held proposal).
        kinds: exact kinds (empty = any).
        namespace: one namespace (``''`` is the shared one), or ``None`` for every namespace.
        source: a source prefix (``mcp`` matches ``mcp:codex``), or ``None``.
        text: words the content must contain (case-insensitive substring), or ``''``.
        ids: exact memory ids (empty = any), e.g. to show one memory found elsewhere.
    """

    statuses: tuple[str, ...] = QUEUE_STATUSES
    kinds: tuple[str, ...] = ()
    namespace: str | None = None
    source: str | None = None
    text: str = ""
    ids: tuple[int, ...] = ()

    def describe(self) -> str:
        """The filter as text :func:`parse_filter` reads back (``''`` for no filter)."""
        parts: list[str] = []
        if tuple(self.statuses) != QUEUE_STATUSES:
            parts.append("status:" + ",".join(self.statuses))
        if self.kinds:
            parts.append("kind:" + ",".join(self.kinds))
        if self.namespace is not None:
            parts.append(f"ns:{self.namespace}" if self.namespace else "ns:''")
        if self.source is not None:
            parts.append(f"source:{self.source}")
        if self.ids:
            parts.append("id:" + ",".join(str(i) for i in self.ids))
        if self.text:
            parts.append(self.text)
        return " ".join(parts)

    def with_group(self, group_field: str, value: str) -> QueueFilter:
        """This filter narrowed to one group (``source``, ``kind`` or ``namespace`` = value)."""
        if group_field == "kind":
            return replace(self, kinds=(value,))
        if group_field == "namespace":
            return replace(self, namespace=value)
        if group_field == "source":
            return replace(self, source=value)
        if group_field == "status":
            return replace(self, statuses=(value,))
        raise ValidationError(f"cannot group the queue by {group_field!r}; use one of {', '.join(GROUP_FIELDS)}")


@lean_dataclass
class QueueItem:
    """One queue row: the memory, whether its retirements are held, whether a pairwise proposal waits on it."""

    memory: Memory
    held: bool = False
    contested: bool = False

    @property
    def status_label(self) -> str:
        """What the queue shows: ``held`` when a proposal holds it, else the memory's status."""
        return "held" if self.held else self.memory.status


@lean_dataclass(compiled_init=False)
class QueueSummary:
    """Counts for the queue's side panel under the current filter.

    Attributes:
        total: items matching the whole filter.
        by_status: count per queue status with the other filter fields applied.
        groups: count per value of ``group_field`` with the whole filter applied.
    """

    total: int
    by_status: dict[str, int]
    group_field: str
    groups: dict[str, int] = field(default_factory=dict)


def parse_filter(text: str | None) -> QueueFilter:
    """Read a typed filter: ``field:value`` words plus free text.

    Fields: ``status:``/``is:`` (pending, stale, superseded, held; comma-separated),
    ``kind:`` (comma-separated), ``ns:`` (``ns:''`` is the shared namespace),
    ``source:``/``src:`` (a prefix), ``id:`` (memory ids, comma-separated). Anything else
    is text the content must contain.

    Raises:
        ValidationError: an unknown status, an id that is not a number, or a field given an empty value.
    """
    raw = (text or "").strip()[:MAX_FILTER_TEXT]
    statuses: tuple[str, ...] = QUEUE_STATUSES
    kinds: tuple[str, ...] = ()
    namespace: str | None = None
    source: str | None = None
    ids: tuple[int, ...] = ()
    words: list[str] = []
    for token in raw.split():
        name, sep, value = token.partition(":")
        field_name = _WORD_TO_FIELD.get(name.lower()) if sep else None
        if field_name is None:
            words.append(token)
            continue
        if field_name == "namespace":
            namespace = "" if value in ("''", '""', "") else normalise_namespace(value)
            continue
        if not value:
            raise ValidationError(f"{name}: needs a value (e.g. {name}:{_example(field_name)})", code="invalid_filter")
        values = tuple(v.strip().lower() for v in value.split(",") if v.strip())
        if field_name == "status":
            unknown = [v for v in values if v not in QUEUE_STATUSES]
            if unknown:
                raise ValidationError(
                    f"the queue has no status {unknown[0]!r}; use {', '.join(QUEUE_STATUSES)}", code="invalid_filter"
                )
            statuses = tuple(s for s in QUEUE_STATUSES if s in values)
        elif field_name == "kind":
            kinds = values
        elif field_name == "id":
            bad = [v for v in values if not v.lstrip("#").isdigit()]
            if bad:
                raise ValidationError(f"id: takes memory ids such as id:12,15, not {bad[0]!r}", code="invalid_filter")
            ids = tuple(int(v.lstrip("#")) for v in values)
        else:
            source = value
    return QueueFilter(statuses=statuses, kinds=kinds, namespace=namespace, source=source, text=" ".join(words),
                       ids=ids)


def _example(field_name: str) -> str:
    return {"status": "pending", "kind": "tooling", "source": "mcp", "id": "12"}.get(field_name, "x")

"""Batch capture: up to 100 memories validated together and stored in one transaction.

Every item is checked before anything is written, and a batch with any bad item
stores nothing; the error names each problem by its index. An item may link to an
earlier item of the same batch (``{"ref_index": 0, "type": "caused_by"}``) or to a
memory already in the store (``{"id": 12, "type": "supports"}``). Items that carry
an ``external_id`` are idempotent, so a batch whose items all carry one can be
resent after a timeout and answers with the same ids.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from dataclasses import fields as dataclass_fields
from typing import Any

from core.errors import MemdeskError, RefusedError, ValidationError
from core.links import links as link_module
from core.memories.capture import CaptureRequest, CleanCapture, stage, validate
from core.model.lean import lean_dataclass
from core.model.records import Actor, CaptureResult, Edge
from core.model.vocabulary import EDGE_TYPES

MAX_BATCH = 100
MAX_LINKS_PER_ITEM = 20
# A batch links what it stores; retiring a memory is a person's decision (amend + promote).
BATCH_LINK_TYPES = tuple(t for t in EDGE_TYPES if t != "supersedes")
CAPTURE_FIELDS = frozenset(f.name for f in dataclass_fields(CaptureRequest))
ITEM_FIELDS = CAPTURE_FIELDS | {"links"}


class BatchError(ValidationError):
    """A refused batch: ``problems`` lists ``{"index", "error", "code"}`` for every bad item."""

    code = "batch_invalid"

    def __init__(self, problems: list[dict[str, Any]]):
        detail = "; ".join(f"item {p['index']}: {p['error']}" for p in problems)
        super().__init__(f"batch refused, nothing stored: {detail}")
        self.problems = problems

    def to_dict(self) -> dict:
        return {**super().to_dict(), "problems": self.problems}


@lean_dataclass(frozen=True, compiled_init=False)
class LinkSpec:
    """One link an item asks for: to an earlier item (``ref_index``) or to a stored memory (``memory_id``)."""

    type: str
    ref_index: int | None = None
    memory_id: int | None = None
    weight: float = 1.0


@lean_dataclass(compiled_init=False)
class BatchItem:
    """A validated item: its clean capture and the links it asks for."""

    clean: CleanCapture
    links: list[LinkSpec] = field(default_factory=list)


@lean_dataclass(compiled_init=False)
class BatchResult:
    """What a batch did: one capture result per item (in order) and the links made."""

    items: list[CaptureResult]
    edges: list[Edge]
    resend_safe: bool
    dry_run: bool = False
    checked: int = 0
    new_links: int = 0  # of ``edges``, those this batch made (a resend finds its links already there)

    def to_dict(self) -> dict[str, Any]:
        return {
            "items": [{"index": i, **r.to_dict()} for i, r in enumerate(self.items)],
            "ids": [r.id for r in self.items],
            "links": [{"src": e.src, "dst": e.dst, "type": e.type} for e in self.edges],
            "new_links": self.new_links,
            "stored": sum(1 for r in self.items if r.created),
            "resend_safe": self.resend_safe,
            "dry_run": self.dry_run,
            "checked": self.checked or len(self.items),
        }


def prepare(items: Any, settings) -> list[BatchItem]:
    """Validate every item without touching the store.

    Args:
        items: a list of objects, each ``content`` plus any ``remember`` field and
            optional ``links``.
        settings: the engine's :class:`~core.settings.Settings`.

    Returns:
        The validated items, in order.

    Raises:
        ValidationError: not a list, empty, or more than :data:`MAX_BATCH` items.
        BatchError: listing every invalid item by index (nothing is stored).
    """
    if not isinstance(items, (list, tuple)):
        raise ValidationError("a batch is a list of items, each an object with content", code="invalid_batch")
    if not items:
        raise ValidationError("the batch is empty; give at least one item", code="invalid_batch")
    if len(items) > MAX_BATCH:
        raise ValidationError(
            f"{len(items)} items given; a batch holds at most {MAX_BATCH}. Split it into batches of "
            f"{MAX_BATCH} (`memdesk import-jsonl` does that for you)", code="batch_too_large",
        )
    prepared: list[BatchItem | None] = []
    problems: list[dict[str, Any]] = []
    for index, item in enumerate(items):
        try:
            prepared.append(_prepare_item(index, item, settings))
        except MemdeskError as exc:
            prepared.append(None)
            problems.append({"index": index, "error": exc.message, "code": exc.code})
    first_of: dict[tuple[str, str], int] = {}
    for index, item in enumerate(prepared):
        if item is None or not item.clean.external_id:
            continue
        # One external id twice in a batch makes it resend-unsafe: each resend stores both again and flips which one
        # is queued. Refused, naming the earlier item.
        key = (item.clean.namespace, item.clean.external_id)
        if key in first_of:
            problems.append({"index": index, "code": "duplicate_external_id",
                             "error": f"external_id {item.clean.external_id!r} is item {first_of[key]}'s too; give "
                                      "each item its own external_id, or send the later text alone as a revision"})
        else:
            first_of[key] = index
    for index, item in enumerate(prepared):
        if item is None:
            continue
        for spec in item.links:
            target = prepared[spec.ref_index] if spec.ref_index is not None else None
            if target is not None and target.clean.namespace != item.clean.namespace:
                problems.append({"index": index, "code": "cross_namespace",
                                 "error": f"links to item {spec.ref_index} in another namespace; "
                                          "links never cross namespaces"})
    if problems:
        raise BatchError(sorted(problems, key=lambda p: p["index"]))
    return [item for item in prepared if item is not None]


def _prepare_item(index: int, item: Any, settings) -> BatchItem:
    if not isinstance(item, dict):
        raise ValidationError("must be an object with content", code="invalid_item")
    unknown = sorted(set(item) - ITEM_FIELDS)
    if unknown:
        raise ValidationError(
            f"unknown field {unknown[0]!r}; an item takes {', '.join(sorted(ITEM_FIELDS))}", code="invalid_item"
        )
    fields = {k: v for k, v in item.items() if k != "links"}
    clean = validate(CaptureRequest(**fields), settings)
    return BatchItem(clean=clean, links=_link_specs(index, item.get("links")))


def _link_specs(index: int, raw: Any) -> list[LinkSpec]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ValidationError('links must be a list such as [{"ref_index": 0, "type": "caused_by"}]',
                              code="invalid_link")
    if len(raw) > MAX_LINKS_PER_ITEM:
        raise ValidationError(f"{len(raw)} links given; at most {MAX_LINKS_PER_ITEM} per item", code="invalid_link")
    specs = []
    for number, link in enumerate(raw):
        where = f"link {number}"
        if not isinstance(link, dict) or set(link) - {"ref_index", "id", "type", "weight"}:
            raise ValidationError(f"{where} must be {{ref_index or id, type, weight?}}", code="invalid_link")
        kind = str(link.get("type") or "").strip().lower()
        if kind not in BATCH_LINK_TYPES:
            raise ValidationError(f"{where} has type {link.get('type')!r}; use one of {', '.join(BATCH_LINK_TYPES)}",
                                  code="invalid_link_type")
        ref_index, memory_id = link.get("ref_index"), link.get("id")
        if (ref_index is None) == (memory_id is None):
            raise ValidationError(f"{where} needs exactly one of ref_index (an earlier item) or id (a stored memory)",
                                  code="invalid_link")
        for name, value in (("ref_index", ref_index), ("id", memory_id)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
                raise ValidationError(f"{where}: {name} must be a whole number", code="invalid_link")
        if ref_index is not None and ref_index >= index:
            raise ValidationError(f"{where}: ref_index {ref_index} must name an earlier item (0–{index - 1})"
                                  if index else f"{where}: the first item has no earlier item to link to",
                                  code="invalid_link")
        weight = link.get("weight", 1.0)
        if isinstance(weight, bool) or not isinstance(weight, (int, float)) or not 0 < weight <= 10:
            raise ValidationError(f"{where}: weight must be a number in (0, 10]", code="invalid_weight")
        specs.append(LinkSpec(type=kind, ref_index=ref_index, memory_id=memory_id, weight=float(weight)))
    return specs


def check_stored_targets(store, prepared: Sequence[BatchItem]) -> None:
    """Check every ``{"id": N}`` link names a stored memory of the item's namespace.

    Raises:
        BatchError: listing each item whose target is missing or in another namespace (``not_found``).
    """
    wanted = {spec.memory_id for item in prepared for spec in item.links if spec.memory_id is not None}
    found = store.memories.get_many(wanted) if wanted else {}
    problems = []
    for index, item in enumerate(prepared):
        for spec in item.links:
            if spec.memory_id is None:
                continue
            target = found.get(spec.memory_id)
            # One answer for "missing" and "elsewhere": an agent learns nothing about other namespaces.
            if target is None or target.namespace != item.clean.namespace:
                problems.append({"index": index, "code": "not_found", "error": f"links to #{spec.memory_id}, "
                                 "which is not a memory of this namespace (links never cross namespaces)"})
    if problems:
        raise BatchError(problems)


def store_batch(store, settings, prepared: Sequence[BatchItem], actor: Actor, *,
                on_budget: bool = False) -> BatchResult:
    """Stage every item, then make its links (inside the caller's write transaction, one operation);
    ``on_budget`` as :func:`core.memories.capture.stage`.

    Raises:
        BatchError: a ``{"id"}`` link names a missing memory or another namespace.
        RefusedError: two items turned out to be one memory (a restatement) and link to each other.
    """
    check_stored_targets(store, prepared)
    results = [stage(store, settings, item.clean, actor, on_budget=on_budget) for item in prepared]
    edges: list[Edge] = []
    new_links = 0
    for index, item in enumerate(prepared):
        src = results[index].id
        for spec in item.links:
            dst = results[spec.ref_index].id if spec.ref_index is not None else spec.memory_id
            assert dst is not None, "prepare() gives every link a ref_index or a memory_id"
            if dst == src:
                raise RefusedError(
                    f"batch refused, nothing stored: item {index} links to #{dst}, which is itself "
                    "(the two items state one fact); drop the link or one of the items", code="batch_invalid",
                )
            known = any(e.dst == dst for e in store.edges.from_src(src, spec.type))
            edges.append(link_module.link(store, src, dst, spec.type, actor, weight=spec.weight))
            new_links += not known
    return BatchResult(items=results, edges=edges, resend_safe=resend_safe(prepared), new_links=new_links)


def resend_safe(prepared: Sequence[BatchItem]) -> bool:
    """Whether every item carries an ``external_id`` (then a resend changes nothing)."""
    return all(item.clean.external_id for item in prepared)

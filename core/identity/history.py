"""The lineage as people read it: generations with their marks, as a list or a tree.

Marks come from the migration log, so they tell what happened, not just where a
generation ended up: ``promoted`` (at some point), ``forced`` (promoted without a
passing validation), ``rolled_back`` (left by a rollback), ``rollback_target``
(made current again by one), ``rejected`` and ``current``.
"""

from __future__ import annotations

from typing import Any

from core.identity.lineage import REJECTED, require_generation
from core.model.records import Generation, LogEntry


def _marks(generation: Generation, log: list[LogEntry], current: int | None) -> list[str]:
    marks = []
    mine = [e for e in log if e.generation_id == generation.id]
    if any(e.action == "promoted" for e in mine):
        marks.append("promoted")
    if any(e.action == "promoted" and e.forced for e in mine):
        marks.append("forced")
    if any(e.action == "rolled_back" and e.from_generation == generation.id for e in log):
        marks.append("rolled_back")
    if any(e.action == "rolled_back" for e in mine):
        marks.append("rollback_target")
    if generation.status == REJECTED:
        marks.append("rejected")
    if generation.id == current:
        marks.append("current")
    return marks


def summary(generation: Generation, log: list[LogEntry], current: int | None) -> dict[str, Any]:
    """One generation as a lineage row (ARCHITECTURE.md §7.6 ``generation list`` item plus marks)."""
    validation = generation.validation
    return {
        "id": generation.id,
        "uid": generation.uid,
        "parent": generation.parent_id,
        "label": generation.label,
        "status": generation.status,
        "current": generation.id == current,
        "created_at": generation.created_at,
        "sealed_at": generation.sealed_at,
        "validated": None if validation is None else bool(validation.get("passed")),
        "forced": any(e.action == "promoted" and e.forced and e.generation_id == generation.id for e in log),
        "marks": _marks(generation, log, current),
    }


def lineage(store) -> dict[str, Any]:
    """Every generation with its marks, the current one, a tree and the whole migration log.

    Returns:
        ``{"current", "generations": [summary…], "tree": [{"generation", "children"}…], "log": [entry…]}``.
    """
    log = store.generations.log()
    current = store.generations.current_id()
    rows = [summary(g, log, current) for g in store.generations.list()]
    return {"current": current, "generations": rows, "tree": build_tree(rows), "log": [e.to_dict() for e in log]}


def build_tree(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Nest lineage rows under their parents: ``[{"generation": row, "children": [...]}]``, oldest first."""
    children: dict[int, list[dict[str, Any]]] = {row["id"]: [] for row in rows}
    nodes = {row["id"]: {"generation": row, "children": children[row["id"]]} for row in rows}
    roots: list[dict[str, Any]] = []
    for row in rows:
        parent = row["parent"] if row["parent"] in nodes else None
        (children[parent] if parent is not None else roots).append(nodes[row["id"]])
    return roots


def show(store, generation_id: Any) -> dict[str, Any]:
    """One generation in full: manifest, seal (digests, soul digests, probes, canaries), validation, log.

    Soul file *text* is left out (it can be long); :func:`core.identity.diff.diff` shows it.
    """
    generation = require_generation(store, generation_id)
    log = store.generations.log()
    current = store.generations.current_id()
    data = summary(generation, log, current)
    seal = generation.seal
    if seal is not None:
        seal = {**seal, "soul": {name: {k: v for k, v in f.items() if k != "text"}
                                 for name, f in (seal.get("soul") or {}).items()}}
    data.update({
        "manifest": generation.manifest,
        "status_reason": generation.status_reason,
        "validated_at": generation.validated_at,
        "seal": seal,
        "validation": generation.validation,
        "children": [g.id for g in store.generations.list() if g.parent_id == generation.id],
        "log": [e.to_dict() for e in log if generation.id in (e.generation_id, e.from_generation)],
    })
    return data

"""``doctor``: what needs a person, and what is wrong with the store.

Each check answers ``ok``, ``warn`` (a person should look), ``fail`` (the store is
damaged) or ``skipped`` (it could not run, e.g. nothing configured to check). ``fix``
performs only safe, undoable repairs: marking past-horizon memories stale and
rebuilding a damaged full-text index.
"""

from __future__ import annotations

from dataclasses import field
from datetime import datetime
from pathlib import Path

from core.memories.junk_screens import SCREEN_PREFIX
from core.memories.review import expire
from core.model.lean import lean_dataclass
from core.model.records import Actor
from core.model.vocabulary import BACKUP_FORMAT, PENDING, STALE, SUPERSEDED
from core.paths import StoreURL
from core.quality.doctor_checks import hygiene_checks
from core.retrieval.scoring import horizon_fraction_left


@lean_dataclass
class Check:
    """One doctor finding."""

    name: str
    status: str
    detail: str
    items: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"name": self.name, "status": self.status, "detail": self.detail, "items": self.items}


@lean_dataclass
class DoctorReport:
    """All findings; ``ok`` is false when any check failed."""

    checks: list[Check]
    fixed: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(c.status != "fail" for c in self.checks)

    def to_dict(self) -> dict:
        return {"ok": self.ok, "checks": [c.to_dict() for c in self.checks], "fixed": self.fixed}


def run_doctor(store, now: datetime, actor_factory, *, fix: bool = False, settings=None) -> DoctorReport:
    """Run every check; with ``fix`` apply the safe repairs inside one transaction each.

    ``settings`` enables the checks that depend on settings (instruction-file screens);
    without it they report ``skipped``.
    """
    checks: list[Check] = []
    fixed: list[str] = []

    integrity = store.integrity_check()
    if integrity is None:
        checks.append(Check("integrity", "skipped", store.integrity_check_skipped))
    elif integrity == ["ok"]:
        checks.append(Check("integrity", "ok", f"{store.integrity_check_name}: ok"))
    else:
        checks.append(damaged_check(store.path, "; ".join(integrity[:3])))
        return DoctorReport(checks=checks)

    index_ok = store.fts_integrity()
    if index_ok is None:
        checks.append(Check("search_index", "skipped", "the store is read-only, and SQLite checks the index "
                            "with a write; make the store writable to check it"))
    elif index_ok:
        checks.append(Check("search_index", "ok", "full-text index matches the memories"))
    elif fix:
        store.rebuild_fts()
        fixed.append("rebuilt the full-text index")
        checks.append(Check("search_index", "ok", "full-text index was out of step and has been rebuilt"))
    else:
        checks.append(Check("search_index", "fail", "full-text index is out of step; run `memdesk doctor --fix`"))

    expired = [m for m in store.memories.promoted_with_horizon() if (horizon_fraction_left(m, now) or 0.0) <= 0.0]
    if expired and fix:
        with store.transaction():
            actor: Actor = actor_factory()
            for memory in expired:
                expire(store, memory, actor)
        fixed.append(f"marked {len(expired)} past-horizon memories stale")
        checks.append(Check("horizon", "ok", f"{len(expired)} past-horizon memories are now stale",
                            [{"id": m.id, "content": m.content} for m in expired]))
    elif expired:
        checks.append(Check(
            "horizon", "warn",
            f"{len(expired)} promoted memories are past their decay horizon; `memdesk doctor --fix` marks them stale",
            [{"id": m.id, "content": m.content} for m in expired],
        ))
    else:
        checks.append(Check("horizon", "ok", "no promoted memory is past its horizon"))

    # Screen holds are reported by hygiene_checks; these are the blast-radius holds.
    held = [p for p in store.proposals.list(statuses=["held"], limit=None) if not p.rule.startswith(SCREEN_PREFIX)]
    if held:
        by_memory: dict[int, list[int]] = {}
        for proposal in held:
            by_memory.setdefault(proposal.memory_id, []).append(proposal.target_id)
        checks.append(Check(
            "held", "warn",
            f"{len(by_memory)} promotions were held back by the blast-radius limit; review them in the queue",
            [{"id": mid, "would_supersede": sorted(t for t in targets if t is not None)}
             for mid, targets in sorted(by_memory.items())],
        ))
    else:
        checks.append(Check("held", "ok", "no held proposals"))

    queue = {status: store.memories.count(statuses=[status]) for status in (PENDING, STALE, SUPERSEDED)}
    waiting = sum(queue.values())
    checks.append(Check(
        "review_queue", "warn" if waiting else "ok",
        f"{queue[PENDING]} pending, {queue[STALE]} stale, {queue[SUPERSEDED]} superseded await a person"
        if waiting else "the review queue is empty",
        [{"status": s, "count": n} for s, n in queue.items()],
    ))

    if settings is not None:
        checks.append(queue_bounds_check(store, settings.capture, queue[PENDING]))
    checks += [Check(**found) for found in hygiene_checks(store, now, settings)]
    return DoctorReport(checks=checks, fixed=fixed)


# How near its bound a queue is worth a person's look: agents are refused at the bound itself.
NEAR_BOUND = 0.8
# The sources agents capture under (MCP and HTTP clients, hooks, a watched folder): a person's own (cli, import:…,
# harvest:…) are never bounded, so a long queue of them is no warning here.
AGENT_SOURCES = ("mcp:", "http:", "hook:", "watch:")


def queue_bounds_check(store, capture, pending: int) -> Check:
    """``queue_bounds``: the agent sources near or at ``[capture] max_pending_per_source``, and the whole queue near
    ``max_pending`` — where agents' captures are (or soon will be) refused until a person reviews."""
    items: list[dict] = []
    per_source, total = capture.max_pending_per_source, capture.max_pending
    if per_source:
        items += [{"source": source, "pending": n, "bound": per_source}
                  for source, n in store.memories.group_counts("source", statuses=[PENDING]).items()
                  if source.startswith(AGENT_SOURCES) and n >= NEAR_BOUND * per_source]
    if total and pending >= NEAR_BOUND * total:
        items.append({"source": "(all)", "pending": pending, "bound": total})
    if not items:
        return Check("queue_bounds", "ok", "no agent source is near its bound of pending memories")
    full = [item for item in items if item["pending"] >= item["bound"]]
    named = ", ".join(item["source"] for item in (full or items))
    detail = (f"{len(full)} at the bound ({named}): agents' captures there are refused (queue_full) until you review"
              if full else f"{len(items)} near the bound of pending memories ({named}): review soon, or agents will "
              "be refused")
    return Check("queue_bounds", "warn", detail + " ([capture] max_pending_per_source, max_pending)", items)


def backups_beside(store_path: Path, *, limit: int = 5) -> list[Path]:
    """memdesk backup files in the store's folder, newest first (recognised by their format line)."""
    found = []
    try:
        candidates = list(Path(store_path).parent.glob("*.json"))
    except OSError:
        return []
    for candidate in candidates:
        try:
            with open(candidate, "rb") as handle:
                head = handle.read(200)
            modified = candidate.stat().st_mtime
        except OSError:
            continue
        if BACKUP_FORMAT.encode() in head:
            found.append((modified, candidate))
    return [path for _, path in sorted(found, reverse=True)[:limit]]


def damaged_check(store_path: Path | StoreURL, finding: str) -> Check:
    """The failing ``integrity`` check for a damaged store, pointing at the newest backup beside it."""
    finding = " ".join(finding.split())
    if isinstance(store_path, StoreURL):
        return Check("integrity", "fail",
                     f"the database reports damage ({finding}); ask the server's operator to check it (amcheck, "
                     "the server log), or restore your newest `memdesk backup` file into a new database with "
                     "`memdesk --db postgresql://… restore-backup FILE`")
    store_path = Path(store_path)
    backups = backups_beside(store_path)
    new_store = store_path.with_name(f"{store_path.stem}-restored{store_path.suffix}")
    source = str(backups[0]) if backups else "YOUR-BACKUP.json"
    where = (f"the newest backup beside it is {backups[0].name}" if backups
             else "no backup was found beside it; use the newest `memdesk backup` file you have")
    return Check(
        "integrity", "fail",
        f"the store file is damaged ({finding}); {where}. Restore it into a new store with "
        f"`memdesk --db {new_store} restore-backup {source}`, then use that store (keep the damaged file "
        "for recovery)",
        [{"path": str(path)} for path in backups],
    )


def unopenable_report(store_path: Path | StoreURL, error: Exception) -> DoctorReport:
    """The report for a store too damaged to open: one failing ``integrity`` check."""
    cause = error.__cause__ if error.__cause__ is not None else error
    return DoctorReport(checks=[damaged_check(store_path, str(cause))])

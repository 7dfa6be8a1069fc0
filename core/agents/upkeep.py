"""Scheduled upkeep: the chores a store needs now and then, run as one logged pass.

One run, in order — each step on its own, so one failing does not stop the rest:

1. ``stale`` — promoted memories past their decay horizon become ``stale`` (pinned
   memories have no horizon and never do).
2. ``envelopes`` — review envelopes (proposals) expire when what they say stopped
   being true: their target is no longer live, or the memory they were filed on was
   decided (rejected, archived, or — for a screen hold — promoted). An *open* envelope
   on a memory that is no longer pending also expires once it has waited
   ``[upkeep] envelope_days`` (the next scan or consolidation files it afresh if it
   still holds). Envelopes that keep a pending capture waiting, ``held`` ones, and
   ``retire-ref`` stagings never expire by age: expiring them would let ``sync``
   promote, or leave live, what no person has looked at.
3. ``owed`` — the comparisons captures left for later (their candidates past the best-ranked few,
   :mod:`core.conflicts.owed`) made and their findings filed, for captures no daemon settled right after
   (another process's, or while the daemon was down). Bounded (:data:`core.conflicts.owed.SETTLE_PER_RUN`
   newcomers a run).
4. ``readings`` — keeps the statement reading of promoted memories that lack a current one
   (``engine.conflicts.keep_readings``, :mod:`core.conflicts.kept_readings`), so a capture that meets
   them as candidates reads only itself: an import keeps none (it stays fast), this step catches up.
   Bounded (:data:`READINGS_PER_RUN` readings made, :data:`READINGS_EXAMINED` memories looked at); a run
   resumes where the previous one stopped (``next_after``) and starts again from the first memory once
   one reached the last, so a memory whose text changed is read again.
5. ``scan`` — the contradiction scan over promoted memories (``engine.conflicts.scan``). A
   scan examines a bounded slice, so a run resumes where the previous run's scan
   stopped (``next_after``).
6. ``judge`` — the LLM judge on new captures' pairs the rules left open
   (``engine.conflicts.judge_captures``), when a judge model is configured; otherwise
   ``skipped``. At most ``[judge] max_per_hour`` calls over the runs of any hour; a run
   resumes after the last capture the previous one finished.
7. ``consolidate`` — merge proposals for restatements, when ``[upkeep] consolidate``
   is on; otherwise ``skipped``.

Every run is recorded in ``upkeep_runs`` with each step's status (``ok``, ``skipped``
or ``error``) and counts; ``engine.agents.upkeep_runs`` reads them for the Server pane.
:meth:`core.agents.service.AgentService.run_upkeep` runs a pass over the quality and
conflict services; :func:`run` is the pass itself, given its chores. The daemon runs
upkeep every ``[upkeep] interval_minutes`` (``0`` turns the timer off).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, Protocol

from core.clock import format_time
from core.conflicts import SUPERSEDING_RULES
from core.memories.junk_screens import SCREEN_PREFIX
from core.memories.review import expire, set_proposal_status
from core.model.records import Actor
from core.model.vocabulary import ARCHIVED, PENDING, PROMOTED, REJECTED, RETIRE_REF_RULE, STALE
from core.retrieval.scoring import horizon_fraction_left
from core.service_context import ServiceContext
from core.settings.model import UpkeepSettings

log = logging.getLogger("memdesk.upkeep")
UPKEEP_ACTOR = "system"
STEPS = ("stale", "envelopes", "owed", "readings", "scan", "judge", "consolidate")  # in the order a run takes them
# The readings step's bounds: ~0.5 ms a reading made, ~2 µs a kept one checked (+ its row), so a run costs
# at most ~10-15 s of one core; a 100,000-memory import is caught up in five hourly runs.
READINGS_PER_RUN = 20_000
READINGS_EXAMINED = 200_000


def mark_stale(store, now: datetime, actor: Actor) -> list[int]:
    """Mark every promoted memory past its horizon ``stale`` (inside the caller's transaction); their ids."""
    expired = [m for m in store.memories.promoted_with_horizon() if (horizon_fraction_left(m, now) or 0.0) <= 0.0]
    for memory in expired:
        expire(store, memory, actor)
    return [m.id for m in expired]


def expire_envelopes(store, now: datetime, actor: Actor, *, older_than_days: int) -> list[dict[str, Any]]:
    """Expire dead envelopes, and open ones past ``older_than_days`` that hold nothing back (0: none by age).

    Returns:
        ``[{"proposal", "memory_id", "rule", "reason"}]`` for each envelope expired.
    """
    cutoff = format_time(now - timedelta(days=older_than_days)) if older_than_days else None
    expired = []
    for proposal in store.proposals.list(statuses=["open", "held"], limit=None):
        memory = store.memories.get(proposal.memory_id)
        why = _dead(store, proposal, memory) if memory is not None else "its memory no longer exists"
        if why is None and cutoff and proposal.status == "open" and proposal.updated_at < cutoff \
                and memory.status != PENDING and proposal.rule != RETIRE_REF_RULE:
            why = f"waited more than {older_than_days} days without a decision"
        if why:
            set_proposal_status(store, proposal, "expired", actor, why)
            expired.append({"proposal": proposal.id, "memory_id": proposal.memory_id, "rule": proposal.rule,
                            "reason": why})
    return expired


def _dead(store, proposal, memory) -> str | None:
    """Why an envelope no longer applies, or ``None`` while it still does."""
    if memory.status in (REJECTED, ARCHIVED):
        return f"#{memory.id} is {memory.status}"
    if proposal.rule.startswith(SCREEN_PREFIX) and memory.status != PENDING:
        return f"#{memory.id} was decided ({memory.status})"
    if proposal.rule in SUPERSEDING_RULES and proposal.target_id is not None:
        target = store.memories.get(proposal.target_id)
        if target is None or target.status not in (PROMOTED, STALE):
            return f"its target #{proposal.target_id} is no longer live"
    return None


def _summary(report: Any) -> dict[str, Any]:
    """A report's scalar fields, with each list replaced by its length (what the run log keeps)."""
    data = report.to_dict() if hasattr(report, "to_dict") else dict(report or {})
    return {key: len(value) if isinstance(value, list) else value for key, value in data.items()
            if not isinstance(value, dict)}


def _described(what: str, report: Any) -> dict[str, Any]:
    summary = _summary(report)
    counts = ", ".join(f"{key} {value}" for key, value in summary.items()
                       if isinstance(value, int) and not isinstance(value, bool))
    return {"detail": f"{what}: {counts}" if counts else f"{what} ran", **summary}


def _scan_cursor(last_runs: list[dict[str, Any]], step: str = "scan") -> int | None:
    """Where the previous run's ``step`` (a scan, the readings) stopped (``next_after``), when it did not finish."""
    scan = last_runs[0]["steps"].get(step, {}) if last_runs else {}
    cursor = scan.get("next_after") if scan.get("status") == "ok" else None
    return cursor if isinstance(cursor, int) and not isinstance(cursor, bool) else None


def _judge_history(runs: list[dict[str, Any]], since: str) -> tuple[int, int | None]:
    """Judge calls made by runs started since ``since``, and where the newest run's judge step stopped."""
    calls, cursor = 0, None
    for past in runs:  # newest first
        step = past["steps"].get("judge", {})
        if cursor is None:
            mark = step.get("cursor")
            cursor = mark if isinstance(mark, int) and not isinstance(mark, bool) else None
        if past["started_at"] >= since and isinstance(step.get("calls"), int):
            calls += step["calls"]
    return calls, cursor


def _judge(ctx: ServiceContext, chores: Chores, actor: str, provider: Any) -> dict[str, Any]:
    """The judge step: skipped without a model; otherwise bounded by what the last hour already spent."""
    configured, per_hour = chores.capture_judge_settings()
    if provider is None and not configured:
        return {"status": "skipped", "detail": "no judge model is configured (MEMDESK_JUDGE_MODEL or [judge] model)"}
    if per_hour == 0:
        return {"status": "skipped", "detail": "[judge] max_per_hour is 0"}
    with ctx.store.snapshot():
        used, cursor = _judge_history(ctx.store.upkeep_runs.recent(200),
                                      format_time(ctx.now() - timedelta(hours=1)))
    left = per_hour - used
    if left <= 0:
        return {"status": "ok", "detail": f"hourly budget spent: {used} of {per_hour} calls in the last hour",
                "calls": 0, "cursor": cursor}
    report = chores.judge_captures(after_id=cursor, calls=left, judge_provider=provider, actor=actor)
    done = _described("capture judge", report)
    done["cursor"] = report.next_after if report.next_after is not None else cursor
    return {"status": "ok", **done}


def _step(name: str, work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    try:
        return {"status": "ok", **work()}
    except Exception as exc:  # noqa: BLE001 - a failed step is recorded and the run goes on
        log.exception("upkeep step %s failed", name)
        return {"status": "error", "detail": f"{type(exc).__name__}: {exc}"}


class Chores(Protocol):
    """The work one pass asks of the other features (the agent service wires them in)."""

    def mark_stale(self, *, actor: str | None = None) -> list[int]: ...

    def expire_envelopes(self, *, older_than_days: int, actor: str | None = None) -> list[dict[str, Any]]: ...

    def scan(self, **kwargs: Any) -> Any: ...

    def consolidate(self, *, actor: str | None = None) -> Any: ...

    def keep_readings(self, *, after_id: int | None, limit: int, examine: int) -> Any: ...

    def settle_owed(self, *, actor: str | None = None) -> Any: ...

    def capture_judge_settings(self) -> tuple[bool, int]: ...

    def judge_captures(self, *, after_id: int | None = None, calls: int | None = None, judge_provider: Any = None,
                       actor: str | None = None) -> Any: ...


def run(ctx: ServiceContext, chores: Chores, settings: UpkeepSettings, *, actor: str = UPKEEP_ACTOR,
        judge_provider: Any = None) -> dict[str, Any]:
    """One upkeep pass over the whole store, recorded in ``upkeep_runs``.

    Args:
        ctx: the store and clock.
        chores: marks stale memories, expires envelopes, keeps readings, scans, consolidates (each step
            is its own transaction).
        settings: the ``[upkeep]`` settings.
        actor: who the audit rows name (``system`` for the daemon's timer).
        judge_provider: a ready judge provider (tests inject one with a fake transport).

    Returns:
        ``{"id", "started_at", "finished_at", "actor", "ok", "steps": {name: {"status", …}}}``;
        ``ok`` is false when any step failed.
    """
    store = ctx.store
    started = ctx.now_text()
    steps: dict[str, dict[str, Any]] = {}

    def stale() -> dict[str, Any]:
        ids = chores.mark_stale(actor=actor)
        return {"detail": f"{len(ids)} past-horizon memories marked stale", "ids": ids}

    def envelopes() -> dict[str, Any]:
        done = chores.expire_envelopes(older_than_days=settings.envelope_days, actor=actor)
        return {"detail": f"{len(done)} review envelopes expired", "expired": done}

    steps["stale"] = _step("stale", stale)
    steps["envelopes"] = _step("envelopes", envelopes)
    steps["owed"] = _step("owed", lambda: _described("owed comparisons settled", chores.settle_owed(actor=actor)))
    # The readings and a scan each take a bounded slice; the next run resumes where the last one stopped.
    with store.snapshot():
        last = store.upkeep_runs.recent(1)
        resume, read_from = _scan_cursor(last), _scan_cursor(last, "readings")
    steps["readings"] = _step("readings", lambda: _described("statement readings kept", chores.keep_readings(
        after_id=read_from, limit=READINGS_PER_RUN, examine=READINGS_EXAMINED)))
    kwargs = {"actor": actor, **({"after_id": resume} if resume is not None else {})}
    steps["scan"] = _step("scan", lambda: _described("contradiction scan", chores.scan(**kwargs)))
    # The judge at capture: new captures' open pairs, asked in the background, never on `remember`'s path.
    steps["judge"] = _step("judge", lambda: _judge(ctx, chores, actor, judge_provider))
    if settings.consolidate:
        steps["consolidate"] = _step("consolidate",
                                     lambda: _described("consolidation", chores.consolidate(actor=actor)))
    else:
        steps["consolidate"] = {"status": "skipped", "detail": "[upkeep] consolidate is off"}
    ok = all(step["status"] != "error" for step in steps.values())
    finished = ctx.now_text()
    with store.transaction():
        run_id = store.upkeep_runs.insert(started_at=started, finished_at=finished, actor=actor, ok=ok, steps=steps)
    log.info("upkeep run %s: %s", run_id, ", ".join(f"{k} {v['status']}" for k, v in steps.items()))
    return {"id": run_id, "started_at": started, "finished_at": finished, "actor": actor, "ok": ok, "steps": steps}

"""``supersede OLD NEW``: a person rules that NEW replaces OLD.

When NEW is promoted the ruling applies at once (OLD becomes ``superseded``, audited
and undoable with ``restore --by NEW`` or ``undo``). When NEW is still pending (or
stale) the ruling is filed on NEW's envelope as a ``manual`` proposal and applies when
NEW is promoted — only a believed memory retires another.
"""

from __future__ import annotations

from core.conflicts import Finding
from core.conflicts.filing import file_findings
from core.errors import RefusedError
from core.memories.lookup import require
from core.model.lean import lean_dataclass
from core.model.records import Actor
from core.model.vocabulary import ARCHIVED, PENDING, PROMOTED, REJECTED, STALE, SUPERSEDED

# How far a chain of supersessions is followed when looking for a cycle.
MAX_CHAIN = 1000


@lean_dataclass
class SupersedeResult:
    """What the ruling did: ``applied`` (OLD retired now) or ``proposed`` (filed on NEW)."""

    old: int
    new: int
    outcome: str
    proposal: int | None = None

    def to_dict(self) -> dict:
        return {"old": self.old, "new": self.new, "outcome": self.outcome, "proposal": self.proposal,
                "superseded": [self.old] if self.outcome == "applied" else [],
                "would_supersede": [self.old] if self.outcome == "proposed" else []}


def _retired_by(store, memory_id: int) -> set[int]:
    """Every memory ``memory_id`` supersedes, directly or through a chain (edges and pointers)."""
    found: set[int] = set()
    frontier = [memory_id]
    while frontier and len(found) < MAX_CHAIN:
        current = frontier.pop()
        successors = {e.dst for e in store.edges.from_src(current, "supersedes")}
        successors |= {m.id for m in store.memories.superseded_by(current)}
        for nxt in successors - found:
            found.add(nxt)
            frontier.append(nxt)
    return found


def supersede(store, settings, old_id: int, new_id: int, actor: Actor, *, reason: str | None = None) -> SupersedeResult:
    """Rule that ``new_id`` replaces ``old_id`` (inside the caller's write transaction).

    Raises:
        NotFoundError: either id names nothing.
        RefusedError: the same memory; different namespaces; OLD already superseded or
            not live; NEW rejected, archived or itself superseded; or a cycle (OLD
            already supersedes NEW, directly or through a chain).
    """
    from core.memories.review import accept_proposal

    old, new = require(store, old_id), require(store, new_id)
    if old.id == new.id:
        raise RefusedError(f"#{old.id} cannot supersede itself; name two different memories")
    if old.namespace != new.namespace:
        raise RefusedError(
            f"#{old.id} is in namespace {old.namespace or '(shared)'!r} and #{new.id} in "
            f"{new.namespace or '(shared)'!r}; supersession never crosses namespaces — a fact may still be true "
            "in the other one", code="cross_namespace",
        )
    if old.status == SUPERSEDED:
        raise RefusedError(
            f"#{old.id} is already superseded by #{old.superseded_by}; `memdesk restore {old.id}` first if "
            f"#{new.id} should replace it instead", code="already_superseded",
        )
    if old.status not in (PROMOTED, STALE):
        raise RefusedError(f"#{old.id} is {old.status}; only a promoted or stale memory can be superseded",
                           code="not_live")
    if new.status in (REJECTED, ARCHIVED, SUPERSEDED):
        hint = "restore it first" if new.status != REJECTED else "capture the fact again"
        raise RefusedError(f"#{new.id} is {new.status} and cannot replace anything; {hint}", code="not_live")
    if new.id in _retired_by(store, old.id):
        raise RefusedError(
            f"#{old.id} already supersedes #{new.id} (directly or through a chain); ruling that #{new.id} "
            f"replaces #{old.id} would make a cycle", code="cycle",
        )
    waiting = [p for p in store.proposals.for_memory(new.id, statuses=("open", "held")) if p.target_id == old.id]
    if not waiting:
        note = reason or f"a person ruled that #{new.id} replaces #{old.id}"
        file_findings(store, new, [Finding(target_id=old.id, rule="manual", reason=note)], actor)
        waiting = [p for p in store.proposals.for_memory(new.id, statuses=("open",)) if p.target_id == old.id]
    proposal = waiting[0]
    if new.status in (PENDING, STALE):
        return SupersedeResult(old=old.id, new=new.id, outcome="proposed", proposal=proposal.id)
    accept_proposal(store, settings, proposal.id, actor)
    return SupersedeResult(old=old.id, new=new.id, outcome="applied", proposal=proposal.id)

"""Consolidation as proposals: group restatements, file one merge proposal per group.

``consolidate`` never writes a memory. It reads the live (promoted and stale)
memories of each namespace, groups the ones that say the same thing, and files one
``merge`` proposal per group on the group's keeper: the merged text, every source,
and what applying it would supersede. A person applies it (``merge-apply`` or
accepting the proposal in the Review pane) or dismisses it; a dismissed group is not
proposed again.

Applying a merge is one operation (``undo`` reverses all of it):

- when the merged text is one of the sources' (always, for the lexical grouper), that
  source stays live and the others are superseded by it;
- otherwise a new memory with the merged text is created promoted, linked
  ``derived_from`` every source, and every source is superseded by it.

Grouping is pluggable (:class:`Grouper`): :class:`LexicalGrouper` is the offline
default; an LLM grouper (issue 10) returns the same :class:`MergeGroup` objects with
its own merged text and ``method``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import Protocol

from core.errors import NotFoundError, RefusedError
from core.memories.capture import CaptureRequest, insert_new, validate
from core.memories.lifecycle import LIVE_FOR_DEDUP, apply_transition, record_change
from core.memories.lookup import require
from core.memories.review import set_proposal_status, supersede_one
from core.model.lean import lean_dataclass
from core.model.records import Actor, Memory, PromoteResult, Proposal
from core.model.vocabulary import PROMOTED, STALE
from core.text.normalise import clean_content, content_hash
from core.text.similarity import Fingerprint, compare, fingerprint

MERGE_RULE = "merge"
MERGEABLE = (PROMOTED, STALE)
# A proposal a person can read in one screen; bigger clusters are proposed in parts.
MAX_GROUP_SIZE = 20
# Tokens shared by more memories than this do not propose candidates (they are framing).
MAX_POSTING = 200


@lean_dataclass
class MergeGroup:
    """Memories that say one thing: the keeper, the others, and the text a merge keeps."""

    namespace: str
    keeper: Memory
    members: list[Memory]
    merged_text: str
    similarity: dict[int, float] = field(default_factory=dict)
    method: str = "lexical"

    @property
    def sources(self) -> list[int]:
        return [self.keeper.id, *[m.id for m in self.members]]


class Grouper(Protocol):
    """Finds restatement groups among one namespace's live memories."""

    method: str

    def groups(self, memories: Sequence[Memory], settings) -> list[MergeGroup]:
        """Groups of two or more memories of ``memories`` that say the same thing."""
        ...


def _keeper_order(memory: Memory, text_print: Fingerprint) -> tuple:
    # Pinned and live first, then the most complete text, the most recalled, the oldest.
    return (not memory.pinned, memory.status != PROMOTED, -len(text_print.tokens), -memory.access_count, memory.id)


class LexicalGrouper:
    """Token-set grouping: every member restates the keeper (see :mod:`.similarity`).

    Greedy and deterministic: memories are taken in keeper order, and each unassigned
    one gathers the unassigned memories that restate it. The merged text is the
    keeper's own — lexical grouping never invents wording.
    """

    method = "lexical"

    def groups(self, memories: Sequence[Memory], settings) -> list[MergeGroup]:
        prints = {m.id: fingerprint(m.content) for m in memories}
        ordered = sorted(memories, key=lambda m: _keeper_order(m, prints[m.id]))
        postings: dict[str, list[int]] = {}
        for memory in ordered:
            for token in prints[memory.id].tokens:
                postings.setdefault(token, []).append(memory.id)
        by_id = {m.id: m for m in memories}
        assigned: set[int] = set()
        groups: list[MergeGroup] = []
        for keeper in ordered:
            if keeper.id in assigned:
                continue
            keeper_print = prints[keeper.id]
            rare = [postings[t] for t in keeper_print.tokens if len(postings[t]) <= MAX_POSTING]
            candidates = sorted({i for posting in rare for i in posting} - assigned - {keeper.id})
            members, similarity = [], {}
            for candidate_id in candidates:
                candidate = by_id[candidate_id]
                if not settings.conflicts.compatible(candidate.kind, keeper.kind):
                    continue
                likeness = compare(prints[candidate_id], keeper_print)
                if likeness.restates:
                    members.append(candidate)
                    similarity[candidate_id] = round(likeness.jaccard, 4)
                if len(members) == MAX_GROUP_SIZE - 1:
                    break
            if members:
                assigned.add(keeper.id)
                assigned.update(m.id for m in members)
                groups.append(MergeGroup(keeper.namespace, keeper, members, keeper.content, similarity, self.method))
        return groups


@lean_dataclass
class ConsolidationReport:
    """What ``consolidate`` filed (or, on a dry run, would file), and what it left alone."""

    dry_run: bool
    method: str
    proposals: list[dict] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)
    namespaces: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"dry_run": self.dry_run, "method": self.method, "namespaces": self.namespaces,
                "proposals": self.proposals, "skipped": self.skipped}


def _proposal_view(group: MergeGroup, proposal_id: int | None) -> dict:
    return {
        "proposal": proposal_id, "namespace": group.namespace, "keeper": group.keeper.id,
        "sources": group.sources, "would_supersede": [m.id for m in group.members],
        "merged_text": group.merged_text, "similarity": group.similarity, "method": group.method,
    }


def propose(store, settings, actor: Actor, *, namespaces: Sequence[str], grouper: Grouper | None = None,
            dry_run: bool = False) -> ConsolidationReport:
    """Group restatements in each namespace and file one merge proposal per new group.

    A group that overlaps an open merge proposal, or that a person already dismissed
    with exactly these sources, is reported under ``skipped`` instead.
    """
    grouper = grouper or LexicalGrouper()
    report = ConsolidationReport(dry_run=dry_run, method=grouper.method, namespaces=list(namespaces))
    existing = store.proposals.list(rules=[MERGE_RULE], statuses=["open", "held", "dismissed"], limit=None)
    current = {p.id: [m.id for m in proposal_sources(store, p) if m is not None] for p in existing}
    pending_sources = {i: p.id for p in existing if p.status != "dismissed" for i in current[p.id]}
    dismissed = {frozenset(current[p.id]): p.id for p in existing if p.status == "dismissed" and _ruled_out(store, p)}
    for namespace in namespaces:
        memories = store.memories.live_in_namespace(namespace, MERGEABLE)
        for group in grouper.groups(memories, settings):
            overlap = sorted({pending_sources[i] for i in group.sources if i in pending_sources})
            if overlap:
                report.skipped.append({**_proposal_view(group, None), "why": f"already proposed in {overlap}"})
                continue
            if frozenset(group.sources) in dismissed:
                dismissal = dismissed[frozenset(group.sources)]
                report.skipped.append({**_proposal_view(group, None),
                                       "why": f"a person dismissed this merge (proposal {dismissal})"})
                continue
            proposal_id = None if dry_run else _file(store, group, actor)
            report.proposals.append(_proposal_view(group, proposal_id))
    return report


def proposal_sources(store, proposal: Proposal) -> list[Memory | None]:
    """A merge proposal's sources, keeper first (``None`` for one that no longer exists).

    Resolved by ``uid`` so a proposal carried through backup and restore — which gives
    every row a new id — still names the memories it was filed for.
    """
    uids = proposal.detail.get("source_uids")
    if uids is not None:
        return [store.memories.get_by_uid(uid) for uid in uids]
    return [store.memories.get(i) for i in proposal.detail.get("sources", [])]


def _ruled_out(store, proposal: Proposal) -> bool:
    """Whether a person dismissed this merge (an undone filing is dismissed too, but rules nothing out)."""
    decisions = [row for row in store.audit.for_memory(proposal.memory_id)
                 if row.target == "proposal" and row.target_id == proposal.id]
    return bool(decisions) and decisions[-1].action == "proposal.dismissed"


def _file(store, group: MergeGroup, actor: Actor) -> int:
    others = ", ".join(f"#{m.id}" for m in group.members)
    reason = (f"{len(group.sources)} memories say the same thing; merging keeps one and supersedes {others}")
    detail = {"sources": group.sources, "source_uids": [group.keeper.uid, *[m.uid for m in group.members]],
              "keeper": group.keeper.id, "merged_text": group.merged_text,
              "would_supersede": [m.id for m in group.members], "similarity": group.similarity,
              "method": group.method}
    confidence = min(group.similarity.values()) if group.similarity else 1.0
    proposal_id = store.proposals.insert(memory_id=group.keeper.id, target_id=None, rule=MERGE_RULE, reason=reason,
                                         confidence=confidence, ts=actor.ts, detail=detail)
    store.audit.record(
        ts=actor.ts, op=actor.op, actor=actor.name, action="proposal.file", memory_id=group.keeper.id,
        target="proposal", target_id=proposal_id, before=None,
        after={"status": "open", "rule": MERGE_RULE, "sources": group.sources}, reason=reason,
    )
    return proposal_id


@lean_dataclass
class MergeResult:
    """What applying a merge did: the memory that now carries the fact and what it retired."""

    proposal: int
    merged: int
    created: bool
    superseded: list[int] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"proposal": self.proposal, "merged": self.merged, "created": self.created,
                "promoted": [self.merged] if self.created else [], "superseded": self.superseded}

    def as_promote_result(self) -> PromoteResult:
        """The shape ``accept_proposal`` answers with."""
        verb = "created" if self.created else "kept"
        return PromoteResult(promoted=[self.merged] if self.created else [], superseded=list(self.superseded),
                             messages=[f"merge {verb} #{self.merged}"])


def require_merge(store, proposal_id: int) -> Proposal:
    """The open merge proposal with this id.

    Raises:
        NotFoundError: no such proposal, or it is not a merge.
        RefusedError: already decided.
    """
    proposal = store.proposals.get(proposal_id)
    if proposal is None or proposal.rule != MERGE_RULE:
        raise NotFoundError(f"no merge proposal {proposal_id}; `memdesk consolidate` files them and "
                            "`memdesk consolidate --list` shows the open ones")
    if proposal.status not in ("open", "held"):
        raise RefusedError(f"merge proposal {proposal_id} is already {proposal.status}")
    return proposal


def apply_merge(store, settings, proposal_id: int, actor: Actor, *, text: str | None = None) -> MergeResult:
    """Apply a merge proposal as one operation (see the module docstring).

    Args:
        text: merged wording to use instead of the proposal's (a person's edit).

    Raises:
        NotFoundError / RefusedError: unknown or decided proposal; a source is no
            longer live; the text restates a memory outside the group or looks like a secret.
        ValidationError: empty or oversized text (nothing is written).
    """
    proposal = require_merge(store, proposal_id)
    found = proposal_sources(store, proposal)
    if not found or None in found:
        raise RefusedError(f"a source of merge proposal {proposal_id} no longer exists; dismiss it and run "
                           "`memdesk consolidate` again", code="merge_outdated")
    sources: list[Memory] = [m for m in found if m is not None]
    gone = [m for m in sources if m.status not in MERGEABLE]
    if gone:
        raise RefusedError(
            f"#{gone[0].id} is {gone[0].status} now, so this merge is out of date; dismiss proposal "
            f"{proposal_id} and run `memdesk consolidate` again", code="merge_outdated")
    keeper = sources[0]
    merged_text = clean_content(proposal.detail.get("merged_text", keeper.content) if text is None else text,
                                max_chars=settings.capture.max_content_chars)
    survivor = next((m for m in sources if m.content_hash == content_hash(merged_text)), None)
    if survivor is None:
        survivor = _create_merged(store, settings, keeper, sources, merged_text, actor)
        created = True
    else:
        created = False
        record_change(store, survivor, "merge", actor,
                      {"restated_count": survivor.restated_count + len(sources) - 1},
                      reason=f"merge proposal {proposal_id}: {len(sources) - 1} restatements folded in")
    superseded = []
    for source in sources:
        if source.id == survivor.id:
            continue
        supersede_one(store, require(store, source.id), survivor, actor,
                      reason=f"merged into #{survivor.id} (proposal {proposal_id})")
        superseded.append(source.id)
    set_proposal_status(store, proposal, "applied", actor, None)
    return MergeResult(proposal=proposal_id, merged=survivor.id, created=created, superseded=superseded)


def accept_merge(store, settings, proposal: Proposal, actor: Actor) -> PromoteResult:
    """Accept a ``merge`` proposal the way ``accept_proposal`` answers (inside the caller's transaction)."""
    return apply_merge(store, settings, proposal.id, actor).as_promote_result()


def _create_merged(store, settings, keeper: Memory, sources: list[Memory], text: str, actor: Actor) -> Memory:
    clean = validate(CaptureRequest(
        content=text, kind=keeper.kind, namespace=keeper.namespace, level=keeper.level,
        tags=list(dict.fromkeys(t for m in sources for t in m.tags))[:20],
        importance=max(m.importance for m in sources), source="consolidate",
    ), settings)
    elsewhere = store.memories.find_restatement(clean.namespace, clean.hash, LIVE_FOR_DEDUP)
    if elsewhere is not None:
        raise RefusedError(f"the merged text is already known as #{elsewhere.id}, outside this merge; "
                           "nothing was merged")
    memory = insert_new(store, clean, actor)
    verified = [m.last_verified for m in sources if m.last_verified]
    # A merge is not a re-verification: the merged fact is as fresh as its freshest source.
    promoted = apply_transition(store, memory, "promote", actor, reason="merged from " + ", ".join(
        f"#{m.id}" for m in sources), changes={"last_verified": max(verified) if verified else None,
                                               "valid_from": min((m.valid_from or m.created_at) for m in sources)})
    for source in sources:
        edge_id = store.edges.insert(src=promoted.id, dst=source.id, type="derived_from", weight=1.0,
                                     actor=actor.name, ts=actor.ts)
        store.audit.record(
            ts=actor.ts, op=actor.op, actor=actor.name, action="link", memory_id=promoted.id, target="edge",
            target_id=edge_id, before=None, after={"src": promoted.id, "dst": source.id, "type": "derived_from"},
        )
    return promoted


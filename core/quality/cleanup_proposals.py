"""Clean-up proposals as a person reviews them: merges of restatements and retirements by source.

Both kinds are filed on one memory and name no second one (``target_id`` is empty),
so they are not pairs to set side by side; the workstation's Review pane lists them
on their own. This module reads them with everything a person needs to decide: for a
``merge``, the merged text, every source (resolved by ``uid``, so a proposal carried
through backup and restore still names its memories) and what would be superseded;
for a ``retire-ref``, the memory, the deleted source and what it would become.
Deciding goes through ``engine.conflicts.accept_proposal`` / ``dismiss_proposal``.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from core.model.lean import lean_dataclass
from core.model.records import Memory, Proposal
from core.model.vocabulary import RETIRE_REF_RULE
from core.quality.consolidate import MERGE_RULE, proposal_sources
from core.text.normalise import content_hash, describe_ref

CLEANUP_RULES = (MERGE_RULE, RETIRE_REF_RULE)
WAITING = ("open", "held")


@lean_dataclass
class CleanupProposal:
    """One open merge or retire-ref proposal with its memories.

    Attributes:
        proposal: the envelope (``rule`` is ``merge`` or ``retire-ref``).
        memory: the memory it is filed on — a merge's keeper, or the memory to retire
            (``None`` if it no longer exists).
        sources: a merge's sources, keeper first (``None`` for one that is gone);
            ``[memory]`` for a retire-ref.
    """

    proposal: Proposal
    memory: Memory | None
    sources: list[Memory | None] = field(default_factory=list)

    @property
    def is_merge(self) -> bool:
        return self.proposal.rule == MERGE_RULE

    @property
    def merged_text(self) -> str | None:
        """The text a merge keeps (``None`` for a retire-ref)."""
        return self.proposal.detail.get("merged_text") if self.is_merge else None

    @property
    def would_supersede(self) -> list[Memory]:
        """The sources a merge would supersede: every source whose text is not the one kept.

        When the merged text is one source's own (always, for the lexical grouper) that
        source stays live; otherwise a new memory carries the text and every source is
        superseded.
        """
        if not self.is_merge:
            return []
        present = [m for m in self.sources if m is not None]
        kept_hash = content_hash(self.merged_text or "")
        keeper = next((m for m in present if m.content_hash == kept_hash), None)
        return [m for m in present if m is not keeper]

    @property
    def source_ref(self) -> str | None:
        """``type id`` of the deleted source a retire-ref names (``None`` for a merge)."""
        if self.is_merge:
            return None
        return describe_ref(self.proposal.detail.get("ref") or {})

    @property
    def retires_to(self) -> str | None:
        """``rejected`` (a pending memory) or ``archived`` (a live one) for a retire-ref."""
        return None if self.is_merge else self.proposal.detail.get("retires_to")

    def to_dict(self) -> dict[str, Any]:
        return {
            "proposal": self.proposal.to_dict(),
            "memory": self.memory.to_dict() if self.memory else None,
            "sources": [m.to_dict() if m else None for m in self.sources],
            "merged_text": self.merged_text,
            "would_supersede": [m.id for m in self.would_supersede],
            "source_ref": self.source_ref,
            "retires_to": self.retires_to,
        }


def cleanup_proposals(store, *, limit: int | None = 500) -> list[CleanupProposal]:
    """Open and held merge and retire-ref proposals, newest first, with their memories.

    Args:
        store: the store to read.
        limit: at most this many (``None``: all).

    Returns:
        :class:`CleanupProposal` objects, read in one snapshot.
    """
    with store.snapshot():
        proposals = store.proposals.list(statuses=WAITING, rules=CLEANUP_RULES, limit=limit)
        found: list[CleanupProposal] = []
        for proposal in proposals:
            memory = store.memories.get(proposal.memory_id)
            sources = proposal_sources(store, proposal) if proposal.rule == MERGE_RULE else [memory]
            found.append(CleanupProposal(proposal, memory, sources))
    return found

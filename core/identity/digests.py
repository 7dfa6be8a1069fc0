"""Content and state digests of the memory corpus, memory by memory and as a whole.

Two digests because they fail for different reasons. The **content digest** covers
what each memory says; a failure means memories were lost or altered. The **state
digest** covers how the corpus is interpreted — status (supersession, archival,
rejection), validity window, horizon, pin, ``superseded_by`` and links; a failure
means everything arrived but is now read differently (a dropped correction leaves
two contradictory memories live while every word is unchanged).

Both are order-independent: each memory's digest is keyed by its ``uid`` and the
corpus digest hashes the sorted ``uid:digest`` lines, so a restore that renumbers
every row changes nothing. Cross-row references (``superseded_by``, edges) are
hashed as the *content digest of the target*, never its row id. Access counters,
``last_accessed`` and restatement counts are left out, so a recall changes neither.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import field
from typing import Any

from core.model.lean import lean_dataclass
from core.model.records import Edge, Memory

# What a memory says (and where it came from). Changing any of these is an edit.
CONTENT_FIELDS = (
    "namespace", "kind", "level", "content", "summary", "tags", "refs",
    "source", "session", "external_id", "event_time", "created_at",
)
# How a memory is read: validity, supersession, archival. Links are added per memory.
STATE_FIELDS = ("status", "valid_from", "valid_to", "decay_days", "pinned")


def sha256_hex(data: bytes) -> str:
    """SHA-256 of exact bytes, as lower-case hex."""
    return hashlib.sha256(data).hexdigest()


def canonical(value: Any) -> bytes:
    """One byte encoding per JSON value: sorted keys, no spaces, UTF-8."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@lean_dataclass(frozen=True)
class MemoryDigest:
    """One memory's share of a seal."""

    content: str
    state: str
    status: str


@lean_dataclass(frozen=True)
class CorpusDigests:
    """Digests of a whole corpus and of each memory in it (keyed by uid)."""

    content_digest: str
    state_digest: str
    memories: dict[str, MemoryDigest]
    # uid -> row id in the store the digests were computed from (empty for sealed rows).
    ids: dict[str, int] = field(default_factory=dict)

    @property
    def records(self) -> int:
        return len(self.memories)


def content_digest(memory: Memory) -> str:
    """Digest of what one memory says (no ids, no counters, no status)."""
    return sha256_hex(canonical({name: getattr(memory, name) for name in CONTENT_FIELDS}))


def state_digest(memory: Memory, superseded_by: str | None, links: Iterable[tuple[str, str, float]]) -> str:
    """Digest of how one memory is read.

    Args:
        memory: the memory.
        superseded_by: content digest of the memory that superseded it (``None`` if none).
        links: its outgoing edges as ``(type, target content digest, weight)``.
    """
    state = {name: getattr(memory, name) for name in STATE_FIELDS}
    state["pinned"] = bool(state["pinned"])
    state["superseded_by"] = superseded_by
    state["links"] = sorted([edge_type, target, float(weight)] for edge_type, target, weight in links)
    return sha256_hex(canonical(state))


def combine(per_memory: Mapping[str, str]) -> str:
    """Order-independent digest of ``uid -> digest`` pairs."""
    lines = sorted(f"{uid}:{digest}" for uid, digest in per_memory.items())
    return sha256_hex("\n".join(lines).encode("utf-8"))


def corpus_digests(memories: Iterable[Memory], edges: Iterable[Edge]) -> CorpusDigests:
    """Digest a whole corpus: every memory (any status) and every link between them."""
    memories = list(memories)
    contents = {m.id: content_digest(m) for m in memories}
    outgoing: dict[int, list[tuple[str, str, float]]] = {}
    for edge in edges:
        if edge.src in contents and edge.dst in contents:
            outgoing.setdefault(edge.src, []).append((edge.type, contents[edge.dst], edge.weight))
    per_memory: dict[str, MemoryDigest] = {}
    for memory in memories:
        target = contents.get(memory.superseded_by) if memory.superseded_by is not None else None
        per_memory[memory.uid] = MemoryDigest(
            content=contents[memory.id],
            state=state_digest(memory, target, outgoing.get(memory.id, ())),
            status=memory.status,
        )
    return CorpusDigests(
        content_digest=combine({uid: d.content for uid, d in per_memory.items()}),
        state_digest=combine({uid: d.state for uid, d in per_memory.items()}),
        memories=per_memory,
        ids={m.uid: m.id for m in memories},
    )


def current_corpus(store) -> CorpusDigests:
    """Digests of the store's corpus as it is now (call inside a snapshot or transaction)."""
    return corpus_digests(store.memories.list(limit=None, newest_first=False), store.generations.corpus_edges())


def digests_from_rows(rows: Mapping[str, tuple[str, str, str]]) -> CorpusDigests:
    """Rebuild :class:`CorpusDigests` from sealed ``uid -> (content, state, status)`` rows."""
    per_memory = {uid: MemoryDigest(content=c, state=s, status=st) for uid, (c, s, st) in rows.items()}
    return CorpusDigests(
        content_digest=combine({uid: d.content for uid, d in per_memory.items()}),
        state_digest=combine({uid: d.state for uid, d in per_memory.items()}),
        memories=per_memory,
    )

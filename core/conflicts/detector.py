"""The guards around the rules, and the cheap candidate lookup capture relies on.

A pair is only compared when both memories share a namespace, their kinds are
compatible (same kind or one ``[conflicts] kind_groups`` group), and the newcomer is
the newer of the two (:func:`is_newer`). Candidates come from the full-text index:
promoted memories of the namespace and compatible kinds that share a content word,
best first, at most :data:`CANDIDATE_LIMIT` — capture stays one small indexed query.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from functools import lru_cache

from core.clock import parse_time
from core.conflicts.lexicon import FRAMING_WORDS, STOP_WORDS
from core.conflicts.rules import Match, first_match
from core.conflicts.subject import _is_content, analyse
from core.conflicts.text import estimate_moment
from core.model.records import Memory
from core.model.vocabulary import PROMOTED
from core.retrieval.query import parse_query

# How many promoted memories capture compares a newcomer with (best FTS matches first).
CANDIDATE_LIMIT = 25
# Store-wide framing: in a namespace with at least FRAMING_MIN_MEMORIES promoted memories,
# a word found in at least FRAMING_SHARE of the newest FRAMING_SAMPLE of them says nothing
# about any one fact ("webapp" in a store where every memory is about the webapp).
FRAMING_MIN_MEMORIES = 40
FRAMING_SAMPLE = 300
FRAMING_SHARE = 0.35


def compatible_kinds(config, kind: str) -> list[str]:
    """The kinds a memory of ``kind`` may contradict: itself and its declared groups."""
    kinds = {kind}
    for group in config.conflicts.kind_groups:
        if kind in group:
            kinds.update(group)
    return sorted(kinds)


@lru_cache(maxsize=8192)
def _time(text: str) -> datetime:
    return parse_time(text)


@lru_cache(maxsize=8192)
def _implied(content: str, created_at: str) -> datetime | None:
    return estimate_moment(content, _time(created_at))


def is_newer(new: Memory, old: Memory) -> bool:
    """Whether ``new`` describes a later state of the world than ``old``.

    ``event_time`` decides when either memory has one (the other falls back to the
    time its text implies, then ``created_at``). Without any ``event_time``, relative
    phrases ("last Tuesday", "this morning", "3 days ago") decide when *both* texts
    carry one; otherwise ``created_at`` does. Ties fall to ``created_at``, then id —
    so an older memory never retires a newer one.
    """
    created_new, created_old = _time(new.created_at), _time(old.created_at)
    explicit_new = _time(new.event_time) if new.event_time else None
    explicit_old = _time(old.event_time) if old.event_time else None
    implied_new = _implied(new.content, new.created_at)
    implied_old = _implied(old.content, old.created_at)
    if explicit_new or explicit_old:
        a = explicit_new or implied_new or created_new
        b = explicit_old or implied_old or created_old
    elif implied_new and implied_old:
        a, b = implied_new, implied_old
    else:
        a, b = created_new, created_old
    if a != b:
        return a > b
    return (created_new, new.id) > (created_old, old.id)


def guard(config, old: Memory, new: Memory) -> str | None:
    """Why this pair must not be compared, or ``None`` when it may be."""
    if old.id == new.id:
        return "the same memory"
    if old.namespace != new.namespace:
        return "different namespaces"
    if not config.conflicts.compatible(old.kind, new.kind):
        return f"incompatible kinds ({old.kind} vs {new.kind})"
    if not is_newer(new, old):
        return f"#{new.id} is not newer than #{old.id}"
    return None


def compare(config, old: Memory, new: Memory, framing: frozenset[str] = frozenset()) -> Match | None:
    """Run the guards, then the rules: does ``new`` contradict (and so retire) ``old``?"""
    if guard(config, old, new) is not None:
        return None
    return first_match(analyse(old.content), analyse(new.content), framing)


def search_terms(text: str, framing: frozenset[str] = frozenset()) -> str | None:
    """A safe FTS5 expression over a text's content words (framing and stop words dropped)."""
    statement = analyse(text)
    words = [t.low for t in statement.tokens if _is_content(t) and t.stem not in framing]
    return parse_query(" ".join(words)).match if words else None


def candidates(store, config, memory: Memory, *, framing: frozenset[str] = frozenset(),
               limit: int = CANDIDATE_LIMIT) -> list[Memory]:
    """Promoted memories of the same namespace and compatible kinds sharing a content word."""
    kinds = compatible_kinds(config, memory.kind)
    # A batch of captures into a namespace with nothing promoted (a first import, a
    # pending backlog) has nothing to contradict: skip the analysis and the full-text
    # match, whose cost grows with every pending row that shares a word.
    if not store.memories.exists(statuses=[PROMOTED], namespace=memory.namespace, kinds=kinds):
        return []
    match = search_terms(memory.content, framing)
    if match is None:
        return []
    rows = store.memories.search_fts(
        match, namespace=memory.namespace, statuses=[PROMOTED], kinds=kinds,
        limit=limit + 1,
    )
    return [m for m, _ in rows if m.id != memory.id][:limit]


def store_framing(store, namespace: str) -> frozenset[str]:
    """Words so common in this namespace that they say nothing about any one memory.

    Computed from the newest :data:`FRAMING_SAMPLE` promoted memories; empty for
    namespaces smaller than :data:`FRAMING_MIN_MEMORIES` (too few to tell). Cached per
    store file and namespace until the namespace's promoted count changes.
    """
    size = store.memories.count(statuses=[PROMOTED], namespace=namespace)
    if size < FRAMING_MIN_MEMORIES:
        return frozenset()
    # A statistic of hundreds of memories moves slowly: reuse it while the count stands.
    key = (str(store.path), namespace)
    cached = _FRAMING_CACHE.get(key)
    if cached is not None and cached[0] == size:
        return cached[1]
    sample = store.memories.list(statuses=[PROMOTED], namespace=namespace, limit=FRAMING_SAMPLE)
    counts: Counter[str] = Counter()
    for memory in sample:
        statement = analyse(memory.content)
        counts.update({t.stem for t in statement.tokens if t.kind == "word" and t.low not in STOP_WORDS
                       and t.low not in FRAMING_WORDS})
    floor = FRAMING_SHARE * len(sample)
    framing = frozenset(word for word, n in counts.items() if n >= floor)
    if len(_FRAMING_CACHE) >= 256:
        _FRAMING_CACHE.clear()
    _FRAMING_CACHE[key] = (size, framing)
    return framing


_FRAMING_CACHE: dict[tuple[str, str], tuple[int, frozenset[str]]] = {}

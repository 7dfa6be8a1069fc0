"""The labelled sets through the detector's decision, without a store: what capture decides for each pair.

``bench/contradictions.py``'s ``detect_pairs`` captures every pair through a real engine (the older memory captured
and promoted, the newer one captured an hour later, each pair in a namespace of its own) and reads back the proposal
filed. In that store each newcomer meets one promoted memory, its pair's older one, so what capture files is what
:func:`core.conflicts.detect_for_newcomer` decides for one candidate: the candidate lookup, the guards, the rules, the
learned doubt on a rule's finding, the learned reader where every rule was silent. :func:`decided_pairs` takes that
path for each pair with the two memories built as capture builds them (``capture.validate``: the cleaned text, kind,
namespace, event time, the credential screen; a restatement files nothing), and runs the real lookup
(``detector.candidates``) against a stand-in for the set's store (:class:`_SetStore`): an in-memory FTS5 table of
every memory captured so far, made as ``memories_fts``, answering the lookup's questions as the SQLite store does —
so a word held by more than 200 of the set's memories is left out of a lookup, and the family route taken, exactly
as in the set's store. What it leaves out is the store's writes: the rows, the audit, the proposals, the kept
readings (~a quarter of a pair's CPU).

``support.conflicts.scored`` captures the sets of ``END_TO_END`` through the engine as well and fails where the two
paths differ; round 45 compared them on every labelled set of tests/data the tests score (125 files, ~33,400
pairs; not the harvested contradictions-from-tests.jsonl): the same rule for every pair. Before the stand-in
answered the term counts, contradictions-own.jsonl differed on one pair ("user" held by 790 of its store's
memories, left out of the lookup there).
"""

from __future__ import annotations

import json
import sqlite3

from core import RefusedError, Settings
from core.model.records import Memory
from core.model.vocabulary import PENDING, PROMOTED
from core.storage.postgres.tokens import WORDS_TOKENIZE
from support.conflicts import bench


def decided_pairs(pairs: list[dict], settings: Settings | None = None) -> list[str]:
    """The rule capture files on each pair's newcomer against its older memory, or ``none``, as ``detect_pairs``
    returns them (``compared=False``), and each refused pair marked ``refused`` as it marks them."""
    contradictions = bench()
    settings = settings or contradictions.bench_settings()
    store = _SetStore()
    found: list[str] = []
    for number, pair in enumerate(pairs):
        base = f"pair{number}"
        try:
            old = _memory(settings, pair, "old", contradictions._namespace(base, pair.get("old_ns")),
                          contradictions.OLD_CREATED, store.next_id(), PROMOTED)
            store.insert(old)  # captured, then promoted (its own capture had nothing promoted to compare with)
            new = _memory(settings, pair, "new", contradictions._namespace(base, pair.get("new_ns")),
                          contradictions.NEW_CREATED, store.next_id(), PENDING)
        except RefusedError as refusal:
            pair["refused"] = refusal.code
            found.append(contradictions.NONE)
            continue
        if new.namespace == old.namespace and new.content_hash == old.content_hash:
            found.append(contradictions.NONE)  # a restatement: capture answers with the older memory, files nothing
            continue
        store.insert(new)
        found.append(_filed(settings, store, old, new) or contradictions.NONE)
    return found


def _memory(settings: Settings, pair: dict, side: str, namespace: str, created_at: str, memory_id: int,
            status: str) -> Memory:
    """One side of the pair as capture stores it (``capture.validate``'s clean fields; refused as it refuses)."""
    from core.memories import capture

    clean = capture.validate(capture.CaptureRequest(
        content=pair[side], kind=pair.get(f"{side}_kind", pair.get("kind")), namespace=namespace,
        event_time=pair.get(f"{side}_event_time"), source="bench"), settings)
    return Memory(id=memory_id, uid=f"u{memory_id}", namespace=clean.namespace, kind=clean.kind, level=clean.level,
                  content=clean.content, summary=clean.summary, tags=clean.tags, refs=clean.refs, source=clean.source,
                  session=clean.session, external_id=clean.external_id, content_hash=clean.hash, status=status,
                  importance=clean.importance, confidence=clean.confidence, decay_days=clean.decay_days,
                  created_at=created_at, event_time=clean.event_time, valid_from=None, valid_to=None,
                  last_verified=None, last_accessed=None, access_count=0, superseded_by=None, status_reason=None,
                  risk_tier=clean.risk_tier, meta=clean.meta)


def _filed(settings: Settings, store: _SetStore, old: Memory, new: Memory) -> str | None:
    """:func:`core.conflicts.detect_for_newcomer`'s steps for a newcomer whose namespace holds one promoted memory,
    ``old``: the rule of the finding it files against it, or ``None``. ``store`` holds both already."""
    from core.conflicts import _doubted
    from core.conflicts.detector import candidates, learned_guess
    from core.conflicts.detector import compare as guarded_compare

    framing: frozenset[str] = frozenset()  # one promoted memory: under detector.FRAMING_MIN_MEMORIES
    if old.id not in {m.id for m in candidates(store, settings, new, framing=framing)}:
        return None  # never a candidate
    match = guarded_compare(settings, old, new, framing, learned=False)
    if match is not None:
        return None if settings.conflicts.learned_reader and _doubted(old, new, framing) else match.rule
    guess = learned_guess(settings, old, new, framing)
    return None if guess is None else guess.rule


class _SetStore:
    """The set's store as the candidate lookup (:func:`core.conflicts.detector.candidates`) asks it: every memory
    captured so far in an in-memory FTS5 table made as ``memories_fts`` (its columns and tokenizer), the one promoted
    memory of the newcomer's namespace (its pair's older one), and the answers to the lookup's questions — is anything
    promoted there, which rows an expression matches, how many memories hold a word (so a word too common in the whole
    set's store is left out as the store leaves it out, ``detector._common_terms``), the newest rows holding two words
    (the family route). No reading is kept: the older memory's capture had no candidate, so kept none."""

    _made = 0

    def __init__(self) -> None:
        _SetStore._made += 1
        self.path = f"decided-sets-{_SetStore._made}"  # detector._TERM_COUNTS keeps counts by a store's path
        self.memories = self.search = self
        self.readings = _NoneKept()
        self._conn = sqlite3.connect(":memory:", isolation_level=None)
        self._conn.execute(f"CREATE VIRTUAL TABLE t USING fts5(content, summary, tags, tokenize='{WORDS_TOKENIZE}')")
        self._conn.execute("CREATE VIRTUAL TABLE vocab USING fts5vocab(t, row)")
        self._conn.execute(f"CREATE VIRTUAL TABLE words USING fts5(t, tokenize='{WORDS_TOKENIZE}')")
        self._conn.execute("CREATE VIRTUAL TABLE stems USING fts5vocab(words, instance)")
        self._rows = 0
        self._promoted: Memory | None = None

    def next_id(self) -> int:
        """The id the store gives the next memory captured (ids count the rows inserted: none is deleted)."""
        return self._rows + 1

    def insert(self, memory: Memory) -> None:
        """Index ``memory`` as capture's insert does; a promoted one is its namespace's only promoted memory."""
        self._conn.execute("INSERT INTO t(rowid, content, summary, tags) VALUES (?, ?, ?, ?)",
                           (memory.id, memory.content, memory.summary, json.dumps(memory.tags)))
        self._rows = memory.id
        if memory.status == PROMOTED:
            self._promoted = memory

    # The store's questions, answered as core/storage's SQLite store answers them.

    def exists(self, *, statuses=None, kinds=None, namespace=None) -> bool:
        return self._held(self._promoted, statuses, kinds, namespace)

    def newest_id(self) -> int:
        return self._rows

    def term_document_counts(self, words) -> dict[str, int]:
        """As ``MemoriesRepository.term_document_counts``: each word stemmed by the index's tokenizer, its stem's
        count of memories."""
        words = list(words)
        self._conn.executemany("INSERT INTO words(rowid, t) VALUES (?, ?)", [(i + 1, w) for i, w in enumerate(words)])
        by_doc = {doc: term for term, doc in self._conn.execute("SELECT term, doc FROM stems")}
        self._conn.execute("DELETE FROM words")
        stems = {word: by_doc[i + 1] for i, word in enumerate(words) if i + 1 in by_doc}
        wanted = sorted(set(stems.values()))
        if not wanted:
            return {}
        counts = dict(self._conn.execute(f"SELECT term, doc FROM vocab WHERE term IN ({','.join('?' * len(wanted))})",
                                         wanted).fetchall())
        return {word: counts.get(stem, 0) for word, stem in stems.items()}

    def search_fts(self, match, *, namespace, statuses, kinds=None, limit, weights=None) -> list[tuple[Memory, float]]:
        old = self._promoted
        if old is None or not self._held(old, statuses, kinds, namespace) or limit <= 0:
            return []
        hit = self._conn.execute("SELECT 1 FROM t WHERE t MATCH ? AND rowid = ?", (match, old.id)).fetchone()
        return [(old, 0.0)] if hit else []

    def newest_holding_both(self, first, second, *, namespace, statuses, kinds, limit, examine,
                            excluding=()) -> list[Memory]:
        from core.storage.sqlite.search import _phrases

        old = self._promoted
        either, other = _phrases(first), _phrases(second)
        if old is None or not either or not other or limit <= 0 or old.id in excluding \
                or not self._held(old, statuses, kinds, namespace):
            return []
        newest = self._conn.execute("SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid DESC LIMIT ?",
                                    (f"({either}) AND ({other})", examine)).fetchall()
        return [old] if (old.id,) in newest else []

    @staticmethod
    def _held(memory: Memory | None, statuses, kinds, namespace) -> bool:
        return memory is not None and (not statuses or memory.status in statuses) \
            and (not kinds or memory.kind in kinds) and (namespace is None or memory.namespace == namespace)


class _NoneKept:
    """The store's kept readings: none (``kept_readings.recall`` reads every candidate anew)."""

    @staticmethod
    def get_many(ids) -> dict:
        return {}

"""The labelled sets through the detector's decision, without capture's writes: what capture decides for each pair.

``bench/contradictions.py``'s ``detect_pairs`` captures every pair through a real engine (the older memory captured
and promoted, the newer one captured an hour later, each pair in a namespace of its own) and reads back the proposal
filed. In that store each newcomer meets one promoted memory, its pair's older one, so what capture files is what
:func:`core.conflicts.detect_for_newcomer` decides for one candidate: the candidate lookup, the guards, the rules, the
learned doubt on a rule's finding, the learned reader where every rule was silent. :func:`decided_pairs` takes that
path for each pair with the two memories built as capture builds them (``capture.validate`` and ``capture.new_row``:
the cleaned text, kind, namespace, event time, the credential screen; a restatement files nothing), inserted into an
SQLite store made by the backend's own classes (:class:`SetStore`: the schema, the ``memories`` table, its
FTS5 index), so the lookup (``detector.candidates``) asks its questions of the store's own queries — a word held by
more than 200 of the set's memories is left out of a lookup, and the family route taken, exactly as in the set's
store. What it leaves out is capture's other writes: the audit, the proposals, the kept readings, the engine's
transactions (~a quarter of a pair's CPU).

``support.conflicts.scored`` captures the sets of ``END_TO_END`` through the engine as well and fails where the two
paths differ; round 45 compared them on every labelled set of tests/data the tests score (125 files, ~33,400
pairs; not the harvested contradictions-from-tests.jsonl): the same rule for every pair, and round 46 again, once the
stand-in became a real store, on all 132 (the same rule as the stand-in it replaced for every pair).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from core import RefusedError, Settings
from core.model.records import Memory
from core.model.vocabulary import PROMOTED
from core.storage.sqlite.store import SqliteStore
from support.conflicts import bench


def decided_pairs(pairs: list[dict], settings: Settings | None = None) -> list[str]:
    """The rule capture files on each pair's newcomer against its older memory, or ``none``, as ``detect_pairs``
    returns them (``compared=False``), and each refused pair marked ``refused`` as it marks them."""
    contradictions = bench()
    settings = settings or contradictions.bench_settings()
    store = SetStore()
    found: list[str] = []
    try:
        for number, pair in enumerate(pairs):
            base = f"pair{number}"
            try:
                # Captured, then promoted: its own capture had nothing promoted to compare with.
                old = store.captured(settings, pair, "old", contradictions._namespace(base, pair.get("old_ns")),
                                     contradictions.OLD_CREATED, PROMOTED)
                clean = validated(settings, pair, "new", contradictions._namespace(base, pair.get("new_ns")))
            except RefusedError as refusal:
                pair["refused"] = refusal.code
                found.append(contradictions.NONE)
                continue
            if clean.namespace == old.namespace and clean.hash == old.content_hash:
                found.append(contradictions.NONE)  # a restatement: capture answers with the older memory, files nothing
                continue
            new = store.insert(clean, contradictions.NEW_CREATED)
            found.append(_filed(settings, store, old, new) or contradictions.NONE)
    finally:
        store.close()
    return found


def validated(settings: Settings, pair: dict, side: str, namespace: str):
    """One side of the pair's capture request as ``capture.validate`` cleans it (refused as it refuses)."""
    from core.memories import capture

    return capture.validate(capture.CaptureRequest(
        content=pair[side], kind=pair.get(f"{side}_kind", pair.get("kind")), namespace=namespace,
        event_time=pair.get(f"{side}_event_time"), source="bench"), settings)


def _filed(settings: Settings, store: SetStore, old: Memory, new: Memory) -> str | None:
    """:func:`core.conflicts.detect_for_newcomer`'s steps for a newcomer whose namespace holds one promoted memory,
    ``old``: the rule of the finding it files against it, or ``None``. ``store`` holds both already."""
    from core.conflicts.detector import candidates, learned_guess
    from core.conflicts.detector import compare as guarded_compare
    from core.conflicts.learned_doubt import doubted

    framing: frozenset[str] = frozenset()  # one promoted memory: under detector.FRAMING_MIN_MEMORIES
    if old.id not in {m.id for m in candidates(store, settings, new, framing=framing)}:
        return None  # never a candidate
    match = guarded_compare(settings, old, new, framing, learned=False)
    if match is not None:
        return None if settings.conflicts.learned_reader and doubted(old.content, new.content, framing) \
            else match.rule
    guess = learned_guess(settings, old, new, framing)
    return None if guess is None else guess.rule


class SetStore(SqliteStore):
    """A labelled set's store: a SQLite store made by the backend's classes (its schema, its ``memories`` table and
    FTS5 index, their queries) in a temporary folder of its own, holding each memory as capture inserts it. It answers
    the candidate lookup (:func:`core.conflicts.detector.candidates`) as the set's store does, with one copy of the
    lookup's queries: the store's own. No reading is kept (the older memory's capture had no candidate). An in-memory
    store would do as well but the backend makes its file first (a file named ":memory:" in the working folder), and
    every such store shares one path, by which ``detector._TERM_COUNTS`` keeps a store's word counts."""

    def __init__(self) -> None:
        self._folder = tempfile.TemporaryDirectory(prefix="decided-set-")
        super().__init__(Path(self._folder.name) / "set.db", synchronous="OFF")

    def close(self) -> None:
        """Close the store and remove its folder."""
        super().close()
        self._folder.cleanup()

    def captured(self, settings: Settings, pair: dict, side: str, namespace: str, created_at: str,
                 status: str) -> Memory:
        """One side of the pair validated as capture validates it and stored with ``status``."""
        return self.insert(validated(settings, pair, side, namespace), created_at, status)

    def insert(self, clean, created_at: str, status: str | None = None) -> Memory:
        """``clean`` inserted as capture inserts it (``capture.new_row``: pending unless ``status`` says otherwise);
        the memory as stored."""
        from core.memories import capture

        row = capture.new_row(clean, created_at)
        if status is not None:
            row["status"] = status
        return self.memories.insert_returning(row)

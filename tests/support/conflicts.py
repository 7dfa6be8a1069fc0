"""Pairs through the engine, as a person meets them: the older memory captured and promoted,
the newer one captured an hour later, and the proposal filed on the newcomer read back.

How a new table, a new labelled set or a check over every labelled text stays cheap: tests/README.md."""

from __future__ import annotations

import functools
import importlib.util
import json
import os
from collections.abc import Sequence
from dataclasses import fields, is_dataclass
from pathlib import Path
from typing import TypeVar

from support import DATA, REPO_ROOT

T = TypeVar("T")

# Set by `python bench/train_learned_reader.py --harvest`: every labelled pair a test checks is
# written there, so the learned reader also learns from the near misses and changes people wrote
# into the tests (bench/data/contradictions-from-tests.jsonl).
HARVEST = os.environ.get("MEMDESK_HARVEST_PAIRS")


def proposal_between(engine, clock, old: str, new: str, kind: str = "note"):
    """The proposal the newer text files against the older one, or ``None``."""
    old_id = engine.memories.remember(old, kind=kind).id
    engine.memories.promote([old_id])
    clock.advance(hours=1)
    new_id = engine.memories.remember(new, kind=kind).id
    found = [p for p in engine.store.proposals.for_memory(new_id) if p.target_id == old_id]
    return found[0] if found else None


def looked_up(engine, clock, old: str, new: str, kind: str = "note") -> bool:
    """Whether capturing ``new`` hands ``old`` (promoted, alone in its namespace) to the readers: the candidate
    lookup, not a verdict."""
    from core.conflicts.detector import candidates, store_framing

    old_id = engine.memories.remember(old, kind=kind).id
    engine.memories.promote([old_id])
    clock.advance(hours=1)
    captured = engine.memories.remember(new, kind=kind)
    newcomer = engine.store.memories.get(captured.id)
    found = candidates(engine.store, engine.settings, newcomer, framing=store_framing(engine.store, newcomer.namespace))
    return old_id in {m.id for m in found}


def check(engine, clock, old: str, new: str, kind: str, contradicts: bool) -> None:
    """Assert the pair files a proposal with a reason (``contradicts``) or files nothing."""
    _harvest(old, new, kind, contradicts)
    _assert_verdict(proposal_between(engine, clock, old, new, kind), old, new, contradicts)


def check_decided(old: str, new: str, contradicts: bool, kind: str = "note") -> None:
    """The rules on the two texts as capture reads them, without an engine: ``decide()``, and its match
    dropped when it holds two people apart (:func:`core.conflicts.holders.different_people`, as the
    detector's guard does); the learned reader aside. A contradiction with a reason, or nothing.
    Harvested like :func:`check`, as a pair of ``kind`` (the kind a table's store cases capture it as, so a pair
    checked both ways is harvested once)."""
    from core.conflicts.holders import different_people
    from core.conflicts.rules import decide

    _harvest(old, new, kind, contradicts)
    match = decide(old, new)
    if match is not None and different_people(old, new, match.reason):
        match = None
    _assert_verdict(match, old, new, contradicts)


def check_found_by_a_rule(old: str, new: str, contradicts: bool) -> None:
    """The pair as capture's reader path reads it (:func:`core.conflicts.learned_reader.decide_or_learn`): a true
    change found with a reason, and by a rule (:func:`core.conflicts.rules.decide`), not the learned reader alone;
    a near miss left quiet. Not harvested (the pairs are the rules' own tables)."""
    from core.conflicts.learned_reader import decide_or_learn
    from core.conflicts.rules import decide

    found = decide_or_learn(old, new)
    if contradicts:
        assert found is not None, f"missed: {old!r} → {new!r}"
        assert found.reason
        assert decide(old, new) is not None, f"found only by the learned reader: {old!r} → {new!r}"
    else:
        assert found is None, f"false alarm ({found.rule}: {found.reason}): {old!r} → {new!r}"


def _harvest(old: str, new: str, kind: str, contradicts: bool) -> None:
    """Write the checked pair where ``--harvest`` collects the tests' pairs, when it asked for them."""
    if HARVEST:
        with open(HARVEST, "a", encoding="utf-8") as out:
            out.write(json.dumps({"old": old, "new": new, "kind": kind,
                                  "expected": "contradiction" if contradicts else "none"}) + "\n")


def _assert_verdict(found, old: str, new: str, contradicts: bool) -> None:
    """``found`` (a proposal or a match) exists with a reason when the pair contradicts, else is ``None``."""
    if contradicts:
        assert found is not None, f"missed: {old!r} → {new!r}"
        assert found.reason
    else:
        assert found is None, f"false alarm ({found.rule}: {found.reason}): {old!r} → {new!r}"


def same_types(a, b) -> bool:
    """Equal and of the same types all the way down (a list is not a tuple, a set not a frozenset): a result
    decoded from a row against the reader's own."""
    if type(a) is not type(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same_types(x, y) for x, y in zip(a, b, strict=True))
    if is_dataclass(a):
        return all(same_types(getattr(a, f.name), getattr(b, f.name)) for f in fields(a))
    return a == b


@functools.cache
def bench(name: str = "contradictions"):
    """A script of ``bench/`` (``contradictions``, ``contradictions_crowded`` …) loaded as a module, once a process."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", REPO_ROOT / "bench" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# The labelled sets :func:`scored` captures end to end through a real engine, and decides again without a store to
# hold the two paths to the same rule for every pair; every other set is scored through the detector's decision alone
# (:func:`support.decided_sets.decided_pairs`, ~a quarter less CPU a pair). Each is a FLOORS row of
# test_conflicts_measured (a test there holds them to it), chosen for what a store could decide otherwise than the
# pair's texts: the development set (pairs in two namespaces, of two kinds, with event times; the largest store, 886
# memories), the "the user ..." notes (a word in every memory of the store, which the lookup leaves out as too
# common) and the set with a refused text.
END_TO_END = ("contradictions-dev.jsonl", "contradictions-dev16-r.jsonl", "contradictions-dev44-p.jsonl")


@functools.cache
def captured(name: str) -> tuple[tuple[dict, ...], tuple[str, ...]]:
    """The pairs of ``tests/data/<name>`` and the rule filed on each through a real engine, or ``none``
    (``bench/contradictions.py``'s ``detect_pairs``: one engine a set, each pair in a namespace of its own, ~6 ms of
    CPU a pair), once a process. Read-only."""
    contradictions = bench()
    pairs = contradictions.load_pairs(Path(DATA) / name)
    return tuple(pairs), tuple(contradictions.detect_pairs(pairs, compared=False))  # no miss's split read


@functools.cache
def decided(name: str) -> tuple[tuple[dict, ...], tuple[str, ...]]:
    """As :func:`captured`, through the detector's decision without a store
    (:func:`support.decided_sets.decided_pairs`, ~5-7 ms of CPU a pair), once a process. Read-only."""
    from support.decided_sets import decided_pairs

    pairs = bench().load_pairs(Path(DATA) / name)
    return tuple(pairs), tuple(decided_pairs(pairs))


@functools.cache
def scored(name: str) -> dict:
    """``bench/contradictions.py``'s report on the labelled set ``tests/data/<name>``, scored once a process, so every
    test that holds the set to something reads one score. Treat it as read-only.

    A set of :data:`END_TO_END` is captured through a real engine and decided without a store as well (its texts'
    readings kept by then: ~a tenth of the capture's cost), and an ``AssertionError`` names the lines (never the
    texts) where the two differ; any other set is decided without a store."""
    if name not in END_TO_END:
        pairs, found = decided(name)
        return bench().score(list(pairs), list(found))
    pairs, found = captured(name)
    alone_pairs, alone = decided(name)
    differing = [(pair["line"], rule, other) for pair, rule, other in zip(pairs, found, alone, strict=True)
                 if rule != other]
    refused = [pair.get("refused") for pair in pairs] == [pair.get("refused") for pair in alone_pairs]
    assert not differing and refused, (
        f"{name}: capture files otherwise than the decision alone (support.decided_sets): (line, through the engine, "
        f"decided alone) {differing}; refusals alike: {refused}")
    return bench().score(list(pairs), list(found))


# The size of the shared sample of labelled pairs (``labelled_texts()[::shared_step()]``) that test_capture_speed19,
# 20 and 21, test_capture_caches and test_compiled hold their other ways of deciding to. A fixed step let the sample
# grow with every labelled set (every 14th pair: 1,765 at round 30, 2,175 of 30,447 at round 36, each pair decided
# three times over); a fixed size keeps those passes' cost flat as sets are added, and ~1,500 pairs spread over
# every set still show a cache changes no verdict (each test asserts its sample holds more than 700 pairs).
SHARED_PAIRS = 1_500


def shared_step() -> int:
    """The step of the shared sample: about :data:`SHARED_PAIRS` pairs (1,500 to 1,575) spread over every set."""
    return max(1, len(labelled_texts()) // SHARED_PAIRS)


def spread(items: Sequence[T], count: int) -> list[T]:
    """``count`` items spread evenly over ``items`` in their order (all of them when there are fewer): the same
    items each run, a sample whose size stays fixed as labelled sets are added."""
    if len(items) <= count:
        return list(items)
    return [items[i * len(items) // count] for i in range(count)]


@functools.cache
def labelled_texts() -> tuple[tuple[str, str], ...]:
    """Every labelled pair of ``tests/data/contradictions-*.jsonl`` as (older, newer) text, read once a process:
    the tests that hold a cache to the function it caches ask it of every text people wrote."""
    pairs = []
    for path in sorted(Path(DATA).glob("contradictions-*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                pair = json.loads(line)
                pairs.append((pair["old"], pair["new"]))
    return tuple(pairs)


def decided_in_order(start: int, step: int) -> tuple:
    """``rules.decide`` on every ``step``-th labelled pair from ``start`` (as ``labelled_texts()[start::step]``),
    in order, from a cold start: the verdicts the tests of the readers' caches and kept results hold their other
    ways of deciding the same pairs to. Decided once a process (~2,000 pairs, ~3 s of CPU), so the tests that
    share a sample (test_capture_speed19/20/21, test_capture_caches and test_compiled, ``[::shared_step()]``) share one
    pass.
    Read-only."""
    return _decided(start, step)[0]


def decided_each_alone(start: int, step: int) -> tuple:
    """The pairs of :func:`decided_in_order` decided again, in order, with every cache of :func:`per_pair_caches`
    emptied before each pair: each verdict as it is with none of those caches holding anything another pair left.
    Equal to :func:`decided_in_order`'s, it shows no verdict depends on what they hold (test_capture_speed19,
    test_capture_caches and test_compiled each hold it to that, after checking their caches are among the emptied
    ones: until round 23 each decided a sample of its own twice, ~12 s of CPU). Read-only."""
    return _decided(start, step)[1]


@functools.cache
def _decided(start: int, step: int) -> tuple[tuple, tuple]:
    """:func:`decided_in_order` and :func:`decided_each_alone`, decided once a process, one after the other: the
    second pass finds the sample's statement readings kept by the first (~1 s instead of ~3)."""
    from core.conflicts import kept_results, statement, tokenized
    from core.conflicts.rules import decide

    statement.forget_readings()
    tokenized.forget_tokens()
    kept_results.forget_results()
    forget_every_reading()
    pairs = labelled_texts()[start::step]
    in_order = tuple(decide(old, new) for old, new in pairs)
    each_alone = []
    for old, new in pairs:
        empty_per_pair_caches()
        each_alone.append(decide(old, new))
    return in_order, tuple(each_alone)


def per_pair_caches() -> tuple:
    """The readers' per-text and per-word caches (each with ``cache_clear``) :func:`decided_each_alone` empties
    before each pair, as rounds 17 (test_capture_caches), 19 (test_capture_speed19) and the compiled readers
    (test_compiled) added them; ``compiled.says``'s answers are emptied with them."""
    from core.conflicts import (
        attribute_nouns,
        displaced,
        entry,
        fronted,
        home_swap,
        keyed_notes,
        other_attribute,
        ownership,
        passive_tool,
        placed,
        teams,
        tool_swap,
        version_clauses,
        version_reading,
        version_swap,
    )
    from core.conflicts.compare import compare
    from core.conflicts.note_dates import undated
    from core.text.tokens import stem

    return (
        compare, version_reading.thing_of, version_reading.names_a_thing, version_reading.things_named,
        ownership._short, teams._team_named_first,
        entry.entered_older, entry.entered, fronted.main_clause, placed.placed_text, passive_tool._read,
        home_swap._homes, home_swap._based_remotely, version_swap._required, attribute_nouns.two_attributes_named,
        displaced._token_tuple, displaced._bare, tool_swap._token_tuple, version_clauses._at, stem,
        undated, keyed_notes.keyed, other_attribute.attributes_named, other_attribute.attributes_given,
    )


def empty_per_pair_caches() -> None:
    """Empty every cache of :func:`per_pair_caches` and ``compiled.says``'s answers."""
    from core.conflicts import compiled

    compiled._SAID.clear()
    for cached in per_pair_caches():
        cached.cache_clear()


@functools.cache
def kept_rows_of_older_texts(start: int, step: int) -> dict[str, list]:
    """Each older text of ``labelled_texts()[start::step]`` as capture enters it (``entry.entered_older``) with
    the values a kept row holds for it (``kept_readings.encode`` of a cold reading, JSON-decoded): its results
    (``[-2]``, test_capture_speed21) and its tokens (``[-1]``, test_capture_speed20). Made once a process (~2 s
    for ``[::shared_step()]``), so the two tests share it. Read-only."""
    from core.conflicts import kept_readings, kept_results, statement, tokenized
    from core.conflicts.entry import entered_older
    from core.conflicts.statement import read

    statement.forget_readings()
    tokenized.forget_tokens()
    kept_results.forget_results()
    olds = {entered_older(old) for old, _ in labelled_texts()[start::step]}
    return {text: json.loads(kept_readings.encode(read(text))) for text in olds}


def forget_every_reading() -> None:
    """Empty every per-text ``lru_cache`` in ``core.conflicts``, as a fresh process starts.

    A test that counts which texts a capture reads must not depend on which tests ran before it in the
    same worker: a reader's cache warmed by another test answers without asking for tokens.
    """
    import pkgutil
    import sys

    import core.conflicts

    for info in pkgutil.iter_modules(core.conflicts.__path__, "core.conflicts."):
        module = sys.modules.get(info.name)
        for value in vars(module).values() if module else ():
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == info.name:
                value.cache_clear()

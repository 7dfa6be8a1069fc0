"""Contradiction detection: what a newcomer would supersede, and why (ARCHITECTURE.md §7.3).

The engine calls :func:`detect_for_newcomer` at capture (to file proposals on the
newcomer's envelope) and :func:`revokes_whole_class` at promotion (to decide whether
the blast-radius limit may be exceeded). The package's modules:

- the statement model — :mod:`.statement` reads a memory as entity + attribute = value
  with polarity and a change marker, in stages: :mod:`.clauses` splits the text into
  clauses, :mod:`.cues` takes each clause's denials, stops and transitions, and
  :mod:`.clause_reading` reads what is left (with :mod:`.job_reading` for family phrases,
  hand-overs and titles, and :mod:`.reading` for what a reading collects and what kind of word
  a token is); :mod:`.values` types and normalises the values and :mod:`.agreement` compares them,
  :mod:`.families` groups attributes (one place a person can audit the wording), and
  :mod:`.compare` decides whether the newer statement makes the older one untrue, aligning two
  memories told in other words with :mod:`.frames` (a sentence's subject, the verb after the self,
  the one word after a copula);
- :mod:`.lexicon`, :mod:`.text` and :mod:`.subject` — the word lists, the tokenizer and
  what a text asserts, in the shapes :mod:`.rules` (the four named rules) compare;
- :mod:`.detector` — the guards (namespace, kinds, which is newer) and candidate lookup;
  :mod:`.filing` files findings as proposals;
- :mod:`.scan` — the same reading over a whole corpus; :mod:`.capture_judge` — the
  optional model's verdicts on pairs the rules leave open, in the background;
- :mod:`.service` — ``engine.conflicts``.
"""

from __future__ import annotations

from dataclasses import field
from time import perf_counter

from core.conflicts.lexicon import NEGATIONS, REMOVAL_WORDS, TIME_WORDS
from core.conflicts.text import tokenize
from core.model.lean import lean_dataclass
from core.model.records import Memory

# Proposal rules whose application retires the target memory.
SUPERSEDING_RULES = ("exclusive_role", "removal", "value_change", "negation", "amend", "judge", "manual", "merge")


@lean_dataclass(frozen=True)
class Finding:
    """One memory the newcomer would retire, with the rule and a reason a person can read."""

    target_id: int
    rule: str
    reason: str
    confidence: float = 1.0
    detail: dict = field(default_factory=dict)


def detect_for_newcomer(store, config, newcomer: Memory) -> list[Finding]:
    """Promoted memories in the newcomer's namespace that it contradicts.

    Looks up at most :data:`detector.CANDIDATE_LIMIT` candidates through the full-text
    index (same namespace, compatible kinds, promoted, sharing a content word) and
    runs the guarded rules on each (a finding the learned doubt sets aside is dropped:
    :mod:`core.conflicts.learned_doubt`). The candidates' statement readings are taken from the
    store where it keeps them (:mod:`core.conflicts.kept_readings`); inside a write
    transaction the readings it had to make (the newcomer's, a candidate's without a
    current one) are kept, and nothing else is written.

    Returns:
        One :class:`Finding` per contradicted memory, best candidate first.
    """
    return _detect(store, config, newcomer, owe=False)[0]


def detect_at_capture(store, config, newcomer: Memory, *, on_budget: bool = False) -> tuple[list[Finding], int]:
    """:func:`detect_for_newcomer` as a capture runs it, inside its write transaction: the best-ranked
    :data:`detector.INLINE_LIMIT` candidates are compared now and the rest are recorded as owed with the newcomer
    (:mod:`core.conflicts.owed` compares them after the capture answered).

    ``on_budget`` (a process whose worker makes owed comparisons within moments: a server) compares past the first
    :data:`detector.INLINE_FLOOR` only while the comparisons have taken less than :data:`detector.INLINE_BUDGET_S`,
    and owes the rest: on a slower machine, or among long texts, the agent's answer does not wait for them.

    Returns:
        The findings, and how many comparisons are owed.
    """
    return _detect(store, config, newcomer, owe=True, on_budget=on_budget)


def _detect(store, config, newcomer: Memory, *, owe: bool, on_budget: bool = False) -> tuple[list[Finding], int]:
    """:func:`detect_for_newcomer`, owing the candidates a capture does not compare before it answers when ``owe``
    (and in a write transaction): the findings and how many comparisons were left owed."""
    from core.conflicts.detector import INLINE_LIMIT, LEARNED_CANDIDATE_LIMIT, candidates, framing_of, learned_guess

    framing, newest_promoted = framing_of(store, newcomer.namespace)
    # Nothing promoted in the namespace (its newest promoted id, just read, is 0): no candidate to look for.
    looked_up = candidates(store, config, newcomer, framing=framing) if newest_promoted else []
    if not looked_up:
        return [], 0  # nothing to weigh, and nothing read
    at_capture = owe and store.in_write_transaction()
    from core.conflicts import kept_readings

    inline = looked_up[:INLINE_LIMIT] if at_capture else looked_up
    unkept = kept_readings.recall(store, inline)
    owed: list[tuple[int, int]] = []
    if at_capture:
        if on_budget:
            findings, doubted_ids, compared = _compare_within_budget(config, inline, newcomer, framing)
        else:
            (findings, doubted_ids), compared = rule_findings(config, inline, newcomer, framing), len(inline)
        owed = [(rank, old.id) for rank, old in enumerate(looked_up) if rank >= compared]
        store.owed_checks.add(newcomer.id, owed)
        kept_ids = {old.id for old in looked_up[:compared]}
        unkept = [old for old in unkept if old.id in kept_ids]  # only the ones read: the owed are read later
    else:
        findings, doubted_ids = rule_findings(config, inline, newcomer, framing)
    if store.in_write_transaction():
        kept_readings.keep_for(store, [*unkept, newcomer])  # read by now; the next capture that meets them needn't
    if findings:
        return findings, len(owed)  # a rule found what changed: a learned guess beside it adds nothing
    # Only when every rule was silent does the learned reader weigh the best-ranked candidates, and its
    # likeliest guess alone is filed.
    from core.conflicts.learned_reader import keep_one_learned  # after a reading: the rules are loaded by now

    guesses = [Finding(target_id=old.id, rule=match.rule, reason=match.reason, confidence=match.confidence,
                       detail=dict(match.detail))
               for old in looked_up[:LEARNED_CANDIDATE_LIMIT]
               if old.id not in doubted_ids and (match := learned_guess(config, old, newcomer, framing)) is not None]
    return keep_one_learned(guesses, lambda finding: finding.detail), len(owed)


def rule_findings(config, olds: list[Memory], newcomer: Memory,
                  framing: frozenset[str]) -> tuple[list[Finding], set[int]]:
    """The guarded rules' findings on each older memory against the newcomer, in the order given, and the ids whose
    finding the learned doubt set aside (neither filed nor guessed at)."""
    from core.conflicts.detector import compare

    findings: list[Finding] = []
    doubted_ids: set[int] = set()
    for old in olds:
        match = compare(config, old, newcomer, framing, learned=False)
        if match is not None and config.conflicts.learned_reader and _doubted(old, newcomer, framing):
            doubted_ids.add(old.id)
        elif match is not None:
            findings.append(Finding(target_id=old.id, rule=match.rule, reason=match.reason,
                                    confidence=match.confidence, detail=dict(match.detail)))
    return findings, doubted_ids


def _compare_within_budget(config, olds: list[Memory], newcomer: Memory,
                           framing: frozenset[str]) -> tuple[list[Finding], set[int], int]:
    """:func:`rule_findings` on ``olds`` in rank order as a capture makes them: the first
    :data:`detector.INLINE_FLOOR` whatever they cost, then one more while the comparisons so far took less than
    :data:`detector.INLINE_BUDGET_S`. The findings, the doubted ids, and how many were compared (a prefix)."""
    from core.conflicts.detector import INLINE_BUDGET_S, INLINE_FLOOR

    findings: list[Finding] = []
    doubted_ids: set[int] = set()
    started = perf_counter()
    for compared, old in enumerate(olds):
        if compared >= INLINE_FLOOR and perf_counter() - started >= INLINE_BUDGET_S:
            return findings, doubted_ids, compared
        found, doubted = rule_findings(config, [old], newcomer, framing)
        findings += found
        doubted_ids |= doubted
    return findings, doubted_ids, len(olds)


def _doubted(old: Memory, newcomer: Memory, framing: frozenset[str]) -> bool:
    """Whether the learned doubt sets a rule's finding on the pair aside (:mod:`core.conflicts.learned_doubt`, loaded
    only once a rule has found something)."""
    from core.conflicts.entry import tamed
    from core.conflicts.learned_doubt import doubted

    return doubted(tamed(old.content), tamed(newcomer.content), framing)


_QUANTIFIERS = frozenset({"all", "every", "any", "each"})
_REVOKING = REMOVAL_WORDS | NEGATIONS | {"longer", "rid", "off", "down"}
# How far apart the quantifier and the revoking word may stand ("removed all the old cron jobs").
_QUANTIFIER_REACH = 6


def revokes_whole_class(text: str) -> bool:
    """Whether the text explicitly retires a whole class of things.

    Only an explicit revocation counts: a quantifier (``all``, ``every``, ``any``,
    ``each``, or ``none of``) over the thing a removal or denial speaks of —
    "I removed all the Python 2 tooling", "every legacy cron job was decommissioned",
    "I no longer use any JetBrains IDE", "none of the old VMs run anymore". A
    quantifier over time ("every morning") or one without a removal or denial
    ("all tests pass") does not.
    """
    tokens = [t for t in tokenize(text) if t.kind != "punct"]
    lows = [t.low for t in tokens]
    revoking = [i for i, low in enumerate(lows) if low in _REVOKING and low != "none"]
    for i, low in enumerate(lows):
        if low == "none" and i + 1 < len(lows) and lows[i + 1] == "of":
            quantified = lows[i + 2:i + 4]
        elif low in _QUANTIFIERS:
            quantified = lows[i + 1:i + 3]
            if low == "any" and not any(lows[j] in NEGATIONS or lows[j] == "longer" for j in range(max(0, i - 4), i)):
                continue
        else:
            continue
        if quantified and quantified[0] in TIME_WORDS:
            continue
        if low == "none" or any(abs(i - j) <= _QUANTIFIER_REACH for j in revoking):
            return True
    return False

"""The guards around the rules, and the cheap candidate lookup capture relies on.

A pair is only compared when both memories share a namespace, their kinds are
compatible (same kind or one ``[conflicts] kind_groups`` group), and the newcomer is
the newer of the two (:func:`is_newer`). Candidates come from the full-text index:
promoted memories of the namespace and compatible kinds that share a content word,
best first, at most :data:`CANDIDATE_LIMIT` — capture stays one small indexed query.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from functools import lru_cache
from typing import TYPE_CHECKING

from core.clock import parse_time
from core.conflicts.entry import tamed
from core.conflicts.lexicon import FRAMING_WORDS, STOP_WORDS
from core.conflicts.text import estimate_moment, tokenize
from core.model.lean import lean_dataclass
from core.model.records import Memory
from core.model.vocabulary import PROMOTED
from core.retrieval.query import STOP_WORDS as QUERY_STOP_WORDS
from core.retrieval.query import parse_query
from core.text.tokens import tokenize as index_terms

if TYPE_CHECKING:
    from core.conflicts.rule_match import Match

# The statement model (rules, statement reading, families: ~20 ms of imports) loads when a
# memory first has a candidate to read or compare: a capture with nothing to compare it
# with — a compaction summary, a first note in a namespace — never needs it (issue 21).

# How many promoted memories capture compares a newcomer with (best FTS matches first). The slowest
# captures are the ones that fill the list, so this bounds capture's p95 (issue 15: 20 ms at 100k
# memories): 22 rather than 25 since round 13, when the readers had grown dearer per pair (the crowded
# bench gives up 13 of 3,492 true proposals for ~15 % off the p95; bench/BENCHMARKS.md, round 13).
CANDIDATE_LIMIT = 22
# How many of them, best first, a capture compares before it answers at most; the rest are owed
# (core/conflicts/owed.py): recorded with the newcomer and compared after it answered, by the serving
# process's worker, the upkeep or the newcomer's promotion, whichever comes first. The slowest captures
# are the ones whose list is full (~1 ms a pair), so this bounds capture's p95 without comparing fewer
# pairs in the end.
INLINE_LIMIT = 12
# How many of them, best first, the learned reader weighs when every rule was silent. Its guess
# leans on shared wording, which the index's order already ranks: a candidate far down the list
# seldom holds the value the newcomer replaced (ranks 7-10 gave 3 of 3,492 crowded true proposals),
# and each weighed pair costs a full feature reading.
LEARNED_CANDIDATE_LIMIT = 6
# In a process whose worker makes owed comparisons within moments (a server: core.agents.background.OwedWorker),
# a capture compares past the first INLINE_FLOOR (the learned reader's, compared whatever they cost) only while
# its comparisons so far took less than INLINE_BUDGET_S: on a slower machine, or among long texts, it owes more
# rather than answering later (bench/BENCHMARKS.md, round 53). Elsewhere (a one-shot `memdesk remember`, whose
# first comparison also loads the readers) nothing would make them soon, so it compares up to INLINE_LIMIT.
INLINE_FLOOR = LEARNED_CANDIDATE_LIMIT
INLINE_BUDGET_S = 0.008
# Store-wide framing: in a namespace with at least FRAMING_MIN_MEMORIES promoted memories,
# a word found in at least FRAMING_SHARE of the newest FRAMING_SAMPLE of them says nothing
# about any one fact ("webapp" in a store where every memory is about the webapp).
FRAMING_MIN_MEMORIES = 40
FRAMING_SAMPLE = 300
FRAMING_SHARE = 0.35
# Namespaces this large reuse their framing until FRAMING_REFRESH more memories arrived.
FRAMING_LARGE = 2000
FRAMING_REFRESH = 0.05


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
    from core.conflicts.statement import text_moment

    relative = estimate_moment(content, _time(created_at))
    if relative is not None:
        return relative
    moment = text_moment(content)
    if moment is None:
        return None
    return datetime(moment.year, moment.month, moment.day, 12, tzinfo=_time(created_at).tzinfo)


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
    # The older text's implied time is read only where it can decide: a capture's candidates are mostly texts
    # this process never met, and a newcomer seldom implies a time of its own.
    if explicit_new or explicit_old:
        a = explicit_new or implied_new or created_new
        b = explicit_old or _implied(old.content, old.created_at) or created_old
    elif implied_new and (implied_old := _implied(old.content, old.created_at)):
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


def compare(config, old: Memory, new: Memory, framing: frozenset[str] = frozenset(), *,
            learned: bool = True) -> Match | None:
    """Run the guards, then the rules: does ``new`` contradict (and so retire) ``old``?

    Where the rules are silent the learned reader weighs the pair, unless ``learned`` is off or
    the settings turn it off. A home or a job is one attribute only for one person: a match between
    the user's and a named person's, or two named people's, is dropped
    (:func:`core.conflicts.holders.different_people`).
    """
    from core.conflicts.learned_reader import decide_or_learn

    learn = learned and config.conflicts.learned_reader
    return _guarded(config, old, new, lambda a, b: decide_or_learn(a, b, framing, learned=learn))


def learned_guess(config, old: Memory, new: Memory, framing: frozenset[str] = frozenset()) -> Match | None:
    """The learned reader's guess alone, for a pair whose rules :func:`compare` already found silent."""
    if not config.conflicts.learned_reader:
        return None
    from core.conflicts.learned_reader import learned_change

    return _guarded(config, old, new, lambda a, b: _unless_set_aside(a, b, learned_change(a, b, framing)))


def _unless_set_aside(old_text: str, new_text: str, guess: Match | None) -> Match | None:
    """``guess`` unless the pair is set aside (:func:`_set_aside`) or the guess pairs two entities the rules tell apart
    after their own findings (a hyphenated sibling, another numbered unit: :mod:`core.conflicts.sibling_names`,
    :mod:`core.conflicts.numbered_units`; two people each named, :func:`core.conflicts.holders.two_named`). All are
    pure functions of the pair, so asking them only of a guess decides as asking them first did; nearly every weighed
    pair yields no guess, and the frame guard cost a quarter of what the learned pass cost
    (bench/conflicts_speed.py --profile)."""
    if guess is None or _set_aside(old_text, new_text):
        return None
    from core.conflicts.holders import two_named
    from core.conflicts.rules import another_entity

    # "the ledger-core team's standup" / "the ledger-ops team's standup", "Hangar 2" / "Hangar 3": two things the
    # rules set aside after their own findings, which a guess must not file either; nor one of two people each named
    # ("Chiamaka Eze … Yaba" / "The user mentions Tomás commutes in from Colomiers"), whatever attribute it guessed
    return None if another_entity(old_text, new_text, guess) or two_named(old_text, new_text) else guess


def _set_aside(old_text: str, new_text: str) -> bool:
    """Whether the newer memory holds its value out of the present — a past state with its date, a window now, a change
    only talked about, the older thing said kept (:mod:`core.conflicts.bounds`) — so a guess at capture must not
    file it, as no rule's finding is filed. Capture asks :func:`learned_guess`, not
    :func:`core.conflicts.learned_reader.decide_or_learn`, so without this the frame guard never saw a guess there.
    The frames about which thing is meant (a narrower use, another scope) are left to the guess's own words: at
    capture they set aside only guesses that were right on the labelled sets."""
    from core.conflicts.bounds import bound

    return bound(old_text, new_text) in _OUT_OF_THE_PRESENT


_OUT_OF_THE_PRESENT = frozenset({"past", "window", "talked about", "kept"})


def _guarded(config, old: Memory, new: Memory, read: Callable[[str, str], Match | None]) -> Match | None:
    """``read`` on the pair's texts (:func:`core.conflicts.entry.tamed`: an agent may send anything) when the guards
    allow it, its match kept unless it holds two people apart."""
    from core.conflicts.holders import different_people

    if guard(config, old, new) is not None:
        return None
    old_text, new_text = tamed(old.content), tamed(new.content)
    match = read(old_text, new_text)
    if match is not None and different_people(old_text, new_text, match.reason):
        return None
    return match


# Terms held by more than this share of a store's memories (and more than COMMON_TERM_FLOOR of
# them) say too little about which fact a memory is, and make the index score thousands of rows:
# candidate lookup leaves them out (keeping the rarest few when nothing else is left).
COMMON_TERM_SHARE = 0.003
COMMON_TERM_FLOOR = 200
# At most this many terms go to the index, the text's own first.
MAX_SEARCH_TERMS = 32
# Document counts change slowly: they are reused until the store grows by this share.
_COUNTS_REFRESH = 0.05


def _common_terms(store, words: list[str]) -> set[str]:
    """The words too common in this store to pick candidates by (exact counts, cached per store)."""
    total = store.memories.newest_id()  # ids grow with the store; an index lookup, not a count
    if total <= COMMON_TERM_FLOOR:
        return set()
    key = str(store.path)
    cached = _TERM_COUNTS.get(key)
    if cached is None or abs(total - cached[0]) > _COUNTS_REFRESH * cached[0]:
        cached = (total, {})
        if len(_TERM_COUNTS) >= 64:
            _TERM_COUNTS.clear()
        _TERM_COUNTS[key] = cached
    counts = cached[1]
    missing = [w for w in dict.fromkeys(words) if w not in counts]
    if missing:
        counts.update(store.memories.term_document_counts(missing))
        counts.update({w: 0 for w in missing if w not in counts})
    cap = max(COMMON_TERM_FLOOR, COMMON_TERM_SHARE * total)
    return {w for w in words if counts.get(w, 0) > cap}


_TERM_COUNTS: dict[str, tuple[int, dict[str, int]]] = {}


# The family route. A newcomer about a person's home or job often shares with the older memory of that home or
# job only the person ("user", "I") and the family's wording ("lives", "works"), and in a store that says those in
# hundreds of memories the counts above leave every one of them out: "The user relocated to Stromness last spring."
# then shares no word the lookup keeps with "The user lives in Kirkwall, up the hill from the harbour." Two common
# words together say which fact a memory is where either alone does not: where a word of such a family was left
# out, the lookup also asks the index for the newest memories holding one of the holder's words *and* one of the
# family's words left out (core.storage.search.SearchIndex.newest_holding_both) — newest, because a held family
# keeps one value at a time and the promoted one is the latest told. Bounded: only the newest ROUTE_EXAMINE
# memories of the whole index holding both are looked at (none scored), the newest ROUTE_SHORTLIST of them that
# pass the filters are read, and at most ROUTE_LIMIT join the candidates, in place of the ranked list's last when
# it is full.
ROUTE_LIMIT = 3
ROUTE_EXAMINE = 500
# The newest this many of them are read (their holder, their families) for the ROUTE_LIMIT told of the same
# holder's home or job: "the user's app lives on runner r4" holds both words and is neither.
ROUTE_SHORTLIST = 8
# The words a holder is told with: the user ("The user lives …", "I live …", "our flat"), a relative of the user
# ("my sister lives …") by that word, a named person by the name.
_SELF_HOLDER_WORDS = ("user", "i", "my", "we", "our", "me")


@lean_dataclass(compiled_init=False)
class Lookup:
    """How :func:`candidates` looks a text up: the ranked query, and the family route's words when it runs."""

    match: str | None
    holders: tuple[str, ...] = ()
    family_words: tuple[str, ...] = ()
    families: frozenset[str] = frozenset()
    # The holder the text names (core.conflicts.holders.holder), read once for the route's query and its filter.
    holder: str | None = None


def search_terms(text: str, framing: frozenset[str] = frozenset(), store=None) -> str | None:
    """A safe FTS5 expression over a text's content words, then its families' and tool classes' words.

    Framing and stop words are dropped. The family words ("lives", "based", "relocated"…)
    let a memory find the one it contradicts when they share no word of their own; the
    query keeps at most the first terms :func:`core.retrieval.query.parse_query` allows,
    the text's own words first.
    """
    return lookup(text, framing, store).match


def lookup(text: str, framing: frozenset[str] = frozenset(), store=None) -> Lookup:
    """:func:`search_terms`'s expression, with the family route's holder and family words where it runs: the text
    speaks of a held family (a home, a job) of a holder it names, and ``store``'s counts left a word of that
    family out (see ``ROUTE_LIMIT``)."""
    from core.conflicts.estate import region_search_words
    from core.conflicts.families import FAMILIES, HELD_FAMILIES, SEARCH_ALIASES, held_family_words, search_words
    from core.conflicts.frames import self_in_place, self_placed, street_address
    from core.conflicts.holders import holder
    from core.conflicts.home_swap import speaks_of_home
    from core.conflicts.named_values import TOOL_CLASS_OF
    from core.conflicts.residence import settled
    from core.conflicts.statement import read
    from core.conflicts.subject import _is_content

    # The text's tokens alone (what the phrase rules' analysis holds as its ``tokens``): the rest of that analysis —
    # subject, values, role — is never asked of most newcomers, and cost as much again as the tokens.
    tokens = tokenize(text)
    words = [t.low for t in tokens if _is_content(t) and t.stem not in framing]
    statement = read(text)
    tags = set(statement.key) | set(statement.classes) | {slot for slot in statement.values if slot.startswith("alt:")}
    families = set(statement.families)
    if (not families and (self_in_place(statement) or self_placed(statement) or street_address(statement))) \
            or settled(text) is not None or speaks_of_home(text):
        # "I've been in Basel since May", "new address is 9 Mill Road", "packed up and settled in Porto":
        # where someone lives, found by the older memory's own words of living ("I live in Lisbon").
        families.add("residence")
    if "employer" not in families and _starts_a_job(text):
        # "Just wrapped my first week at Adyen": a new employer, found by the older memory's words of work.
        families.add("employer")
    for denial in statement.denials:
        tags |= denial.tags
        families |= {tag[1:] for tag in denial.tags if tag[1:] in FAMILIES}
    words += search_words(families, tags)
    words += region_search_words(text)  # "us-west-2" finds "eu-north-1"
    # "ship to prod" finds "deploy to production", "req/min" "requests per minute", "daily sync" "standup": a
    # short form's long one, a verb's others of one sense, the other words of one slot's value.
    lows = [part for t in tokens for part in index_terms(t.low)]
    words += [alias for low in dict.fromkeys(lows) for alias in SEARCH_ALIASES.get(low, ()) if alias not in lows]
    # "pg13" finds "pg: 13", "targetSdk" finds "targets": a name glued to its number or to a second word.
    words += [part for glued in _GLUED.finditer(text) for part in glued.groups() if part and part.lower() not in lows]
    # A tool named by name finds the older memory's tool of its class ("reported to Rollbar" / "handled by Sentry").
    words += [w for low in dict.fromkeys(lows) if low in TOOL_CLASS_OF and low not in _TOO_PLAIN_TOOLS
              for w in _class_words(TOOL_CLASS_OF[low]) if w != low]
    # Counted and capped as the index holds them: "ledger-db-7.internal" is four terms, and a
    # common part ("db") must be left out like any common word, or it matches thousands of rows.
    # Stop words would be dropped by the query anyway: leave them out before counting terms.
    words = [w for w in dict.fromkeys(part for w in words for part in index_terms(w)) if w not in QUERY_STOP_WORDS]
    holders: tuple[str, ...] = ()
    held_words: tuple[str, ...] = ()
    held_by: str | None = None
    if store is not None and words:
        common = _common_terms(store, words)
        if common:
            rare = [w for w in words if w not in common]
            # Nothing rare left: the least common word still finds the likeliest candidates.
            words = rare or sorted(common, key=lambda w: _TERM_COUNTS[str(store.path)][1].get(w, 0))[:1]
            # Only the family's words left out: one the ranked query kept finds its memories there.
            held_words = tuple(w for w in held_family_words(families) if common.issuperset(index_terms(w)))
            if held_words:
                held_by = holder(text)
                holders = _holder_words(held_by)
    match = parse_query(" ".join(words[:MAX_SEARCH_TERMS])).match if words else None
    if not holders:
        return Lookup(match)
    return Lookup(match, holders, held_words, frozenset(families & HELD_FAMILIES.keys()), held_by)


def _holder_words(held_by: str | None) -> tuple[str, ...]:
    """The words a holder (:func:`core.conflicts.holders.holder`'s answer) is told with: ``_SELF_HOLDER_WORDS``, a
    relative's word, a name's words; ``()`` for none."""
    if held_by is None:
        return ()
    if held_by == "self":
        return _SELF_HOLDER_WORDS
    if held_by.startswith("self's "):
        return (held_by.removeprefix("self's "),)
    return tuple(index_terms(held_by))


# A name glued to a version or count ("pg13", "node18") or a camel-cased pair of words ("targetSdk", "maxConns").
_GLUED = re.compile(r"\b([A-Za-z]{2,})(?:\d+\b|([A-Z][a-z]+)\b)")
# Tool names that are everyday words first: their class-mates would be looked up for every "signal" or "front".
_TOO_PLAIN_TOOLS = frozenset("signal teams threads medium element meet edge arc warp hyper kitty bear rider fleet "
                             "cursor zed helix atom nano sketch framer vector chef salt stow go rust crystal spring "
                             "express phoenix ember astro remix apt nix scoop alfred spotlight vault render railway "
                             "drone bamboo semaphore concourse shortcut basecamp roam matrix loom rootly keeper "
                             "crisp flux argo unleash hatch uv pdm bun colima orbstack nose ava".split())


@lru_cache(maxsize=64)
def _class_words(tool_class: str) -> tuple[str, ...]:
    """The words naming a tool class and its members, as the lookup's extra terms."""
    from core.conflicts.named_values import TOOL_CLASSES

    nouns, members = TOOL_CLASSES[tool_class]
    return tuple(dict.fromkeys((*nouns.split(), *members.split())))


def _starts_a_job(text: str) -> bool:
    """Whether a text says someone started at an employer it names ("first day at Roku", "offer with Flexport")."""
    from core.conflicts.role_swap import _START, employers

    return _START.search(text.lower()) is not None and bool(employers(text))


def candidates(store, config, memory: Memory, *, framing: frozenset[str] = frozenset(),
               limit: int = CANDIDATE_LIMIT) -> list[Memory]:
    """Promoted memories of the same namespace and compatible kinds sharing a content word."""
    kinds = compatible_kinds(config, memory.kind)
    # A batch of captures into a namespace with nothing promoted (a first import, a
    # pending backlog) has nothing to contradict: skip the analysis and the full-text
    # match, whose cost grows with every pending row that shares a word.
    if not store.memories.exists(statuses=[PROMOTED], namespace=memory.namespace, kinds=kinds):
        return []
    plan = lookup(tamed(memory.content), framing, store)
    found: list[Memory] = []
    if plan.match is not None:
        rows = store.memories.search_fts(plan.match, namespace=memory.namespace, statuses=[PROMOTED], kinds=kinds,
                                         limit=limit + 1)
        found = [m for m, _ in rows if m.id != memory.id][:limit]
    if not plan.holders:
        return found
    held = store.search.newest_holding_both(
        plan.holders, plan.family_words, namespace=memory.namespace, statuses=[PROMOTED], kinds=kinds,
        limit=ROUTE_SHORTLIST, examine=ROUTE_EXAMINE, excluding=[memory.id, *(m.id for m in found)])
    routed = _same_holder_and_family(store, plan.holder, plan.families, held)[:min(ROUTE_LIMIT, limit)]
    # The routed ones stand among the first INLINE_LIMIT, which a capture compares at once: the ranked list's
    # best before them, its tail after them.
    ranked = found[:limit - len(routed)]
    cut = max(0, min(INLINE_LIMIT, limit) - len(routed))
    return ranked[:cut] + routed + ranked[cut:]


def _same_holder_and_family(store, whose: str | None, families: frozenset[str], held: list[Memory]) -> list[Memory]:
    """The memories of ``held`` told of the holder ``whose`` whose reading names one of the held ``families`` (a
    home, a job): "Build 12 of the user's app lives on runner r4" holds "user" and "lives" and is neither."""
    from core.conflicts import kept_readings
    from core.conflicts.entry import entered_older
    from core.conflicts.families import HELD_FAMILIES
    from core.conflicts.holders import holder
    from core.conflicts.statement import read

    same = [m for m in held if holder(tamed(m.content)) == whose]
    if not same:
        return []
    wanted = {member for family in families for member in HELD_FAMILIES[family]}
    kept_readings.recall(store, same)  # the readings the store keeps, as the comparison takes them in
    return [m for m in same if not read(entered_older(m.content)).families.isdisjoint(wanted)]


def store_framing(store, namespace: str) -> frozenset[str]:
    """Words so common in this namespace that they say nothing about any one memory (:func:`framing_of`)."""
    return framing_of(store, namespace)[0]


def framing_of(store, namespace: str) -> tuple[frozenset[str], int]:
    """Words so common in this namespace that they say nothing about any one memory, and the namespace's
    newest promoted id they were read at (0 when nothing there is promoted: then nothing can be contradicted).

    Computed from the newest :data:`FRAMING_SAMPLE` promoted memories; empty for
    namespaces smaller than :data:`FRAMING_MIN_MEMORIES` (too few to tell). Kept in this
    process and in the store (``derived_stats``, written when the caller is writing
    anyway and something is promoted) until the namespace's promoted memories move on: a command-line capture is a
    fresh process, and the sample's reading cost it ~80 ms on a 5,000-memory store.
    """
    # A statistic of hundreds of memories moves slowly: reuse it while the namespace's newest
    # promoted id stands, and in a large namespace until it grew by FRAMING_REFRESH (a count
    # of 100,000 rows costs more than the rest of a capture).
    key = (str(store.path), namespace)
    newest = store.memories.newest_id(statuses=[PROMOTED], namespace=namespace)

    def current(entry: tuple[int, int, frozenset[str]] | None) -> bool:
        return entry is not None and (entry[0] == newest or (entry[1] >= FRAMING_LARGE
                                                             and newest - entry[0] <= FRAMING_REFRESH * entry[1]))

    cached = _FRAMING_CACHE.get(key)
    if not current(cached):  # another process (a CLI capture, the daemon) may have stored a newer one
        cached = _stored_framing(store, namespace)
    if cached is not None and current(cached):
        _FRAMING_CACHE[key] = cached
        return cached[2], newest
    # No promoted memory (the newest id is 0): none to count.
    size = store.memories.count(statuses=[PROMOTED], namespace=namespace) if newest else 0
    framing: frozenset[str] = frozenset()
    if size >= FRAMING_MIN_MEMORIES:
        sample = store.memories.briefs(statuses=[PROMOTED], namespace=namespace, limit=FRAMING_SAMPLE)
        counts: Counter[str] = Counter()
        for memory in sample:  # the statement's tokens, without reading the rest of the statement
            counts.update({t.stem for t in tokenize(memory.content) if t.kind == "word" and t.low not in STOP_WORDS
                           and t.low not in FRAMING_WORDS})
        floor = FRAMING_SHARE * len(sample)
        framing = frozenset(word for word, n in counts.items() if n >= floor)
    if len(_FRAMING_CACHE) >= 256:
        _FRAMING_CACHE.clear()
    _FRAMING_CACHE[key] = (newest, size, framing)
    # Nothing promoted and no row kept: a row of nothing read at 0 would give every later capture what no row gives
    # (the empty framing, read anew once something is promoted), so the first capture into a namespace writes none.
    if store.in_write_transaction() and (newest or cached is not None):
        store.derived.put(_FRAMING, namespace, newest_id=newest, size=size, value=json.dumps(sorted(framing)))
    return framing, newest


_FRAMING = "framing"


def _stored_framing(store, namespace: str) -> tuple[int, int, frozenset[str]] | None:
    """The framing row kept in the store, or ``None`` when absent or not a list of words (then it is recomputed)."""
    stored = store.derived.get(_FRAMING, namespace)
    if stored is None:
        return None
    try:
        words = json.loads(stored[2])
    except ValueError:
        return None
    if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
        return None
    return stored[0], stored[1], frozenset(words)
_FRAMING_CACHE: dict[tuple[str, str], tuple[int, int, frozenset[str]]] = {}

"""The statement model: a memory read as *entity + attribute = value*, with polarity and change.

:func:`read` turns one memory text into a :class:`Statement`:

- **key** — the stems that say *which* fact this is: the entity ("production redis",
  "Priya", the user) and the attribute ("version", "home city"). An attribute family's
  wording folds into one tag (``@residence`` for "lives in", "is based in", "moved to");
  a tool's class stands in for the class noun ("Chrome" carries ``@browser``);
- **values** — what a correction changes, by slot (``version``, ``time``, ``number:engineer``,
  ``name``, ``licence``…), normalised by :mod:`core.conflicts.values`;
- **polarity and change** — what the text *denies* or says has *stopped* ("no longer uses
  CircleCI", "Bear is gone", "left Shopify"), what it gives as the *previous* value ("from
  Bangalore to Hyderabad", "(was 6.2)", "X → Y"), and whether it marks a change at all
  ("now", "moved to", "renamed");
- **what blocks a contradiction** — hedged or planned clauses (dropped), additive wording
  ("also", "as well", "another"), temporary or one-off events ("this morning", "for a
  conference"), clauses about the past ("used to", "before"), and scope qualifiers
  ("staging", "weekends", "the user's partner") that make it another attribute.

The text is split into clauses first (``;``, dashes, brackets, ", so", "and left …") so
each cue governs only its own clause (:mod:`core.conflicts.clauses`); each clause's cues are
taken (:mod:`core.conflicts.cues`) and the rest is read (:mod:`core.conflicts.clause_reading`);
this module puts the clauses' readings together into one :class:`Statement`. Everything here
is a pure function of the text.
"""

from __future__ import annotations

import re
from dataclasses import field
from datetime import date

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.bounded_hold import hold
from core.conflicts.clause_kinds import (
    _former_value,
    _hedge_phrase,
    _in_reason,
    _list_like,
    _made_up,
    _one_occurrence,
    _out_aside,
    _past_event,
    _past_state,
    _rule_for_a_thing,
    _so_now_after_past,
    _trailing_plan,
    _without_time_before,
    _would,
)
from core.conflicts.clause_positions import _discussed_at, _hedge_noun_as_thing, _offered_under, _redone, _where_now
from core.conflicts.clause_reading import _read_clause, _shift, _too_much, _valueless_aside
from core.conflicts.clauses import (
    _COMMITMENT,
    _DECIDED,
    _DETERMINERS,
    _OBLIGATIONS,
    _TEMPORARY_TEXT,
    _additive_phrase,
    _Clause,
    _clauses,
    _formerly_named,
    _has,
    _lows,
    _merge_tools,
    _norms,
    _split_history,
    _strip_prefix,
)
from core.conflicts.clauses import text_moment as text_moment
from core.conflicts.cues import _name_like, _same_kind, _take_cues
from core.conflicts.job_reading import (
    _activity,
)
from core.conflicts.not_standing import held_for_a_while, undecided
from core.conflicts.note_dates import undated
from core.conflicts.notes import (
    _annotation,
    _has_verb,
    _own_setting,
    _paren_asserts,
    _read_key,
    _read_note,
    _read_terse_value,
    _terse_split,
    _value_nouns_named,
)
from core.conflicts.reading import (
    _VERB_WORDS,
    _is_name,
    _Reading,
    _slot,
)
from core.conflicts.reading import Denial as Denial
from core.conflicts.tokenized import tokenized
from core.conflicts.trailing_negation import denied_before
from core.conflicts.value_words import Token
from core.model.lean import lean_dataclass
from core.text.tokens import stem

# Slots whose values say *when*; a schedule that moves changes several of them at once.
WHEN_SLOTS = frozenset({"time", "weekday", "daypart", "ordinal", "date"})


@lean_dataclass(frozen=True)
class Statement:
    """One memory text read for contradictions (see the module doc)."""

    text: str
    key: frozenset[str]
    values: dict[str, frozenset[str]] = field(hash=False, compare=False)
    shown: dict[str, str] = field(hash=False, compare=False)
    names: frozenset[str] = frozenset()
    words: frozenset[str] = frozenset()
    prior: tuple[tuple[str, str, str], ...] = ()
    denials: tuple[Denial, ...] = ()
    families: frozenset[str] = frozenset()
    negated: bool = False
    change: bool = False
    hedged: bool = False
    additive: bool = False
    temporary: bool = False
    event: bool = False
    history: bool = False
    past_only: bool = False
    relation: frozenset[str] = frozenset()
    scope: frozenset[str] = frozenset()
    notes: frozenset[str] = frozenset()
    classes: frozenset[str] = frozenset()
    possessive_only: frozenset[str] = frozenset()
    soft: frozenset[str] = frozenset()
    exclusive: bool = False
    list_like: bool = False
    type_key: bool = False
    past_event: bool = False
    terse: bool = False
    moment: date | None = None
    key_text: str = ""
    shift: str = ""
    # Periods told as a length of time ("ran 90 min", "kept 30 days"), never as how often ("daily").
    durations: frozenset[str] = frozenset()
    # "new cluster prod-eu-2 added", "added Mia as reviewer": a value put beside the standing one (outside a bracket).
    added: bool = False

    def adds_to(self, old: Statement) -> bool:
        """Whether this newer statement puts a value beside ``old``'s rather than in its place: additive wording, or
        "added" where the older one had a value (not "none", not a denial: a first licence added replaces nothing
        said; an older "sole" holder is no longer sole)."""
        if self.additive:
            return True
        if not self.added or old.negated or "null" in old.values:
            return False
        return not _SOLE.search(old.text.lower())

    @property
    def asserts(self) -> bool:
        """Whether the text states a current value at all."""
        return bool(self.values) or bool(self.key)


# "the org gets a new team called platform": a new thing is added and named; nothing is renamed.
_NEW_NAMED_THING = re.compile(r"\b(?:gets|got|gained|adds|added|creates|created|opens|opened|has|have|spun up|set up"
                              r"|sets up|launched|launches|starts|started) (?:a|an|another) new(?: [\w-]+){1,2}"
                              r" (?:called|named)\b")


# "8 more held at depot B", "two more vans": a count of things beside the older ones, not the older count replaced
# ("no more", "once more", "more than 8" are no such count).
_COUNT_MORE = re.compile(r"(?<![\w.])(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few"
                         r"|several|a couple)\s+(?:more|extra|additional|further)\b(?!\s+(?:than|times|often|or less))")

_ANY_COUNT = re.compile(r"(?<![\w.])(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty"
                        r"|thirty|forty|fifty)(?![\w])")


def _cause_at(tokens: list[Token]) -> int:
    """Where a cause told after the value starts ("… ever since we took on …", "… because …"), or the end."""
    for k, t in enumerate(tokens):
        if k > 0 and t.low in ("since", "because"):
            return k
    return len(tokens)


def _more_beside(low_text: str) -> bool:
    """ "8 more held at depot B": a count added beside the older ones, where the text tells no total beside it
    ("bought 15 more seats → 40 total", "six more clients, so I'm at 20" give the new total)."""
    return _COUNT_MORE.search(low_text) is not None and len(_ANY_COUNT.findall(undated(low_text))) == 1


# --- the whole text ---------------------------------------------------------------------------------


# The verb of putting a value beside another: "added", "adds" (a bracket's "(pgbouncer added)" is an aside).
_SOLE = re.compile(r"\b(?:sole|only|single|solo)\b")
_ADDED = re.compile(r"\b(?:added|adds|adding)\b")
_BRACKETS = re.compile(r"\([^)]*\)")
# Nouns that make a length of time say how often: "30d cadence", "the scrape interval is 60 seconds".
_HOW_OFTEN = frozenset("cadence interval intervals frequency cycle".split())
# "last week", "last night": a dated event ("the last week of June" is not).
_LAST_PERIOD = re.compile(r"(?<!the )\blast (week|night|month)\b"
                          # "had 12 contributors in the last month": a count over one window of time, not the standing
                          # one ("in the past 30 days", "over the last quarter").
                          r"|\b(?:in|over|during) the (?:last|past) (?:\d+ |few |couple of )?"
                          r"(?:days?|weeks?|months?|quarters?|years?|sprints?)\b")
# Verbs of weighing a choice: a note whose key holds one tells an option, not a value ("considering MPL → Apache").
_DELIBERATING = frozenset("considering weighing debating pondering mulling evaluating exploring proposal proposed"
                          .split())  # "proposal: hand CI runners to IT": a note keyed as a proposal is not decided


# Words that say a thing was heard rather than weighed: in a bracket with no value of its own ("(long legs,
# apparently)") they qualify the aside, not the note.
_HEARSAY = frozenset("apparently reportedly supposedly seemingly allegedly".split())


def _since_a_reason(tokens: list[Token], k: int) -> bool:
    """A "since" that opens a clause of its own gives a reason, not the time a change took effect ("since the
    move", "since March", "owned by Farah since the reorg" still are). Two shapes:

    - a present verb two or three words on: "uses spaces in YAML files *since* YAML requires them" — what holds,
      so a reason ("since Marco left" is when);
    - after a main clause told in the past, a finite verb two to four words on: "The standup was run over Meet on
      Monday *since* Zoom was down" ("on Meet since the contract ended" is still when)."""
    if tokens[k].low != "since":
        return False
    for t in tokens[k + 2:k + 4]:
        if t.kind != "word" or t.possessive:
            break
        if t.low in ("is", "are", "am") or (t.low in _VERB_WORDS and t.low.endswith("s") and not t.low.endswith("ss")):
            return True
    return any(t.low in _WAS for t in tokens[:k]) and any(t.low in _FINITE for t in tokens[k + 2:k + 5])


# "MIT no longer applies", "the old terms still apply": a rule said to hold or not, not an application made.
_STILL_HOLDS = frozenset({"applies", "apply"})
# Words whose stem is a hedge's but which are another word: "hopped" is not "hoped", "willing" not "will"
# ("wiped" / "WIP" is :data:`_HEDGES_AS_WRITTEN`'s).
_NOT_HEDGES = frozenset("hopped hopping willing".split())


def _hearsay_aside(tokens) -> bool:
    """A bracket that says something (a reason), whose only hedge is a word of hearsay and which holds no value:
    an aside on why, not a plan; "(apparently)" alone still hedges the note."""
    hedges = [t for t in tokens if t.norm in W.HEDGES]
    said = [t for t in tokens if t.kind == "word" and t.norm not in W.HEDGES and t.low not in W.STOP_WORDS]
    return bool(hedges) and bool(said) and all(t.low in _HEARSAY for t in hedges) \
        and not any(t.is_value for t in tokens) and not _hedge_phrase(tokens, _norms(tokens))


# Readings made or handed in (:func:`keep`) in this process, by text, oldest first; at most READINGS_KEPT.
READINGS_KEPT = 16384
_READINGS: dict[str, Statement] = {}


def read(text: str) -> Statement:
    """Read one memory text into a :class:`Statement` (cached: a text always reads the same)."""
    statement = _READINGS.get(text)
    if statement is None:
        statement = _read(text)
        keep(text, statement)
    return statement


def keep(text: str, statement: Statement) -> None:
    """Remember ``statement`` as ``text``'s reading: one :func:`read` made, or one kept with a memory
    (:mod:`core.conflicts.kept_readings`, whose stamp says it is this code's reading of this exact text)."""
    hold(_READINGS, text, statement, READINGS_KEPT)


def forget_readings() -> None:
    """Drop every reading this process holds (tests, benchmarks that want a cold start)."""
    _READINGS.clear()


read.cache_clear = forget_readings  # type: ignore[attr-defined]  # as the lru_cache it replaced answered


# Prepositions a note's key may end with before its colon: "user based in: Busan", "works at: Stripe".
_KEY_PREPOSITIONS = frozenset("in at on to from with by via".split())


def _colon_after_preposition_dropped(tokens: list[Token]) -> list[Token]:
    """ "user based in: Busan" is "user based in Busan": a colon right after a preposition only sets the value apart,
    so the sentence is read without it (its place stays the preposition's object, not a key word)."""
    for k in range(1, min(len(tokens), 8)):
        if tokens[k].low == ":" and tokens[k].kind == "punct" and tokens[k - 1].low in _KEY_PREPOSITIONS \
                and tokens[k - 1].kind == "word":
            return tokens[:k] + tokens[k + 1:]
    return tokens


# Hedges written short ("WIP", "PoC"), only as written: "wiped" shares its stem with "wip" and tells a thing cleared.
_HEDGES_AS_WRITTEN = frozenset({"wip", "poc", "rfc", "tbd", "tbc"})


def _read(text: str) -> Statement:
    """:func:`read` without the cache."""
    tokens = _merge_tools(list(tokenized(text)))
    tokens, moment = _strip_prefix(tokens)
    tokens = _colon_after_preposition_dropped(tokens)
    norms_all = _norms(tokens)
    lows_all = _lows(tokens)
    out = _Reading()
    hedged_any = False
    hedged_note = False
    history_any = False
    asserting = 0
    terse_at = _terse_split(tokens)
    body = tokens
    key_tokens: list[Token] = []
    if terse_at is not None:
        sep = tokens[terse_at - 1]
        key_tokens = tokens[:terse_at - 1]
        if sep.kind == "arrow" and key_tokens and (key_tokens[-1].is_value or _name_like(key_tokens[-1])):
            # "db orders_v1 -> orders": the value before the arrow is the previous one.
            after = next((x for x in tokens[terse_at:] if x.is_value or _name_like(x)), None)
            if after is not None and _same_kind(key_tokens[-1], after):
                out.add_prior(_slot(key_tokens[-1]) if key_tokens[-1].is_value else "name", key_tokens[-1].norm,
                              key_tokens[-1].surface)
                out.change = True
                key_tokens = key_tokens[:-1]
        _read_key(key_tokens, out)
        if any(t.low in _DELIBERATING for t in key_tokens):
            hedged_note = True  # "considering MPL → Apache, polling contributors": weighed, not decided
        body = tokens[terse_at:]
        person_key = bool(key_tokens) and all(t.low in W.SELF_WORDS or (_is_name(t) and t.low not in N.KNOWN_TOOLS)
                                             for t in key_tokens if t.kind == "word")
        if person_key:
            body = _where_now(body, out)
    clauses: list[_Clause] = []
    for clause in denied_before(_clauses(body), key_tokens):
        clauses.extend(_split_history(clause))
    first = True
    valued = 0  # asserting clauses that told a value or a name
    for clause in clauses:
        told_before = _told(out)
        c_norms = _norms(clause.tokens)
        committed = _has(c_norms, _COMMITMENT)
        if _hedge_phrase(clause.tokens, c_norms) or any(t.norm in W.HEDGES for k, t in enumerate(clause.tokens)
                                                        if t.norm in W.HEDGES
                                                        and not (t.low == "may" and t.cap)
                                                        and not (t.norm in _HEDGES_AS_WRITTEN and t.low != t.norm)
                                                        and t.low not in _STILL_HOLDS
                                                        and t.low not in _NOT_HEDGES
                                                        and not (committed and t.low in _OBLIGATIONS)
                                                        and not _rule_for_a_thing(clause.tokens, k)
                                                        and not _in_reason(clause.tokens, k)
                                                        and not _hedge_noun_as_thing(clause.tokens, k)
                                                        and not _offered_under(clause.tokens, k)
                                                        and not _discussed_at(clause.tokens, k)) \
                or _would(clause.tokens) \
                or (clause.paren and any(t.low in ("planned", "upcoming", "soon", "later") for t in clause.tokens)) \
                or _trailing_plan(clause.tokens):
            hedged_any = True
            hedged_note = hedged_note or (clause.paren and not _hearsay_aside(clause.tokens))
            first = False
            continue
        named_before, kept_now = _formerly_named(clause.tokens)
        if named_before is not None and not clause.history:
            out.add_prior("name", named_before.norm, named_before.surface)
            out.change = True
            clause = _Clause(kept_now, paren=clause.paren, hedged=clause.hedged)
            c_norms = _norms(clause.tokens)
        if clause.history or _has(_without_time_before(clause.tokens, c_norms), W.HISTORY_PHRASES) \
                or _past_state(clause.tokens):
            history_any = True
            first = False
            continue
        gone, kept = _out_aside(clause.tokens)
        if gone is not None:
            # "log shipping on Vector, Fluentd out": an aside saying the older value went.
            out.denials.append(Denial(cue="out", words=frozenset(), values=(("name", gone.norm),), text=gone.surface,
                                      tags=frozenset(), possessive=False))
            out.change = True
            if not kept:
                first = False
                continue
            clause = _Clause(kept, paren=clause.paren, hedged=clause.hedged, history=clause.history)
            c_norms = _norms(clause.tokens)
        former = _former_value(clause.tokens)
        if former is not None and not first:
            # "…; qk was the old name": an aside naming the value before, the newer one told beside it.
            out.add_prior(_slot(former) if former.is_value else "name", former.norm, former.surface)
            first = False
            continue
        if _has(c_norms, W.CHANGE_PHRASES) or any(
                (t.norm in W.CHANGE_WORDS and t.low not in ("over", "done", "gone")
                 and not _since_a_reason(clause.tokens, k) and not _after_because(clause.tokens, k))
                or _redone(t)
                or (t.low in W.CHANGE_FORMS and not _made_up(clause.tokens, t)) for k, t in enumerate(clause.tokens)):
            out.change = True
        shift = _shift(clause.tokens, c_norms)
        if shift and not out.shift:
            out.shift = shift
        rest = _take_cues(clause, out)
        if not rest:
            first = False
            continue
        if clause.paren and _annotation(rest):
            pass
        elif clause.paren and not _paren_asserts(rest):
            _read_note(rest, out)
        elif terse_at is not None and not first and _own_setting(rest, out):
            # "editor: GoLand — keymap set to VS Code": another setting, told beside the note's.
            first = False
            continue
        elif terse_at is not None and (first or not _has_verb(rest)):
            _read_terse_value(rest, out)
        else:
            _read_clause(_Clause(rest, paren=clause.paren), out)
            _activity(rest, out)
        asserting += 1
        valued += _told(out) != told_before
        first = False
    # "… every day ever since we took on a second gaffer": an additive word in a cause told after the value adds to
    # the cause, not a value beside the older one (a cause told first, "After adding two drives …", is read whole)
    told = tokens[:_cause_at(tokens)]
    additive = any(t.norm in W.ADDITIVE and not _too_much(told, k) and not _valueless_aside(told, k)
                   for k, t in enumerate(told)) \
        or (_additive_phrase(norms_all) and (len(told) == len(tokens) or _additive_phrase(_norms(told)))) \
        or _NEW_NAMED_THING.search(text.lower()) is not None or _more_beside(text.lower())
    low_text = " ".join(text.lower().split())
    temporary = any(t.low in W.TEMPORARY and not _visitor(tokens, k) for k, t in enumerate(tokens)) \
        or _has(norms_all, W.TEMPORARY_PHRASES) \
        or _TEMPORARY_TEXT.search(low_text) is not None or _one_occurrence(low_text) \
        or held_for_a_while(low_text, changed=out.change)
    # "from next week", "starting next month": a change already decided, not a one-off.
    decided = _DECIDED.search(low_text) is not None
    if decided or _so_now_after_past(body):
        out.change = True
    event = (_has(norms_all, W.EVENT_PHRASES) and not decided) \
        or _LAST_PERIOD.search(text.lower()) is not None or "ago" in lows_all
    _unneeded_alternatives(out, set(lows_all))
    _one_line(out)
    _value_nouns_named(out)
    exclusive = _exclusive(tokens, out, terse_at is not None, dated=moment is not None)
    past_event = _past_event(body, out)
    shown = {slot: " ".join(dict.fromkeys(v)) for slot, v in out.shown.items()}
    plain = {t.norm for t in tokens if not t.possessive}
    possessive_only = frozenset(t.norm for t in tokens if t.possessive and t.norm not in plain)
    return Statement(
        text=text, key=frozenset(out.key), values={k: frozenset(v) for k, v in out.values.items()}, shown=shown,
        names=frozenset(out.names), words=frozenset(out.words) | frozenset(out.key),
        prior=tuple(out.prior), denials=tuple(out.denials),
        # A licence read as a value is the licence family's, however it was worded ("SPDX id now BUSL-1.1").
        families=frozenset(out.families) | ({"licence"} if out.values.get("licence") else set()),
        negated=out.negated and not out.values, change=out.change,
        # A weighed change beside clauses that tell no value ("user weighing a move to Bergen; only viewing flats"):
        # the option is all the note says.
        hedged="?" in text or hedged_note or (hedged_any and not out.denials
                                              and (asserting == 0 or (valued == 0 and not out.change)))
        or undecided(text),
        additive=additive, added=_ADDED.search(_BRACKETS.sub(" ", low_text)) is not None,
        temporary=temporary, event=event, history=history_any,
        past_only=history_any and asserting == 0 and not out.denials, relation=frozenset(out.relation),
        scope=frozenset(out.scope), notes=frozenset(out.notes), classes=frozenset(out.classes),
        possessive_only=possessive_only,
        soft=frozenset(out.soft) - {"hav", "has", "do", "doe", "did", "get", "got", "go", "be"},
        exclusive=exclusive, list_like=_list_like(tokens),
        past_event=past_event, type_key=_type_key(out, terse_at is not None),
        terse=terse_at is not None, moment=moment,
        key_text=_key_text(tokens, out), shift=out.shift,
        durations=frozenset() if _HOW_OFTEN.intersection(lows_all) else frozenset(
            t.norm for t in tokens if t.kind == "period" and not t.frequency)
        - frozenset(t.norm for t in tokens if t.kind == "period" and t.frequency),
    )


def _told(out: _Reading) -> int:
    """How many values and names a reading holds so far: whether a clause told one."""
    return sum(len(v) for v in out.values.values()) + len(out.names)


def _one_line(out: _Reading) -> None:
    """ "Keep my commit messages to a single line": one line is a length, the one-liner of the length set."""
    if out.values.get("number:line") == {"1"} and "alt:length" not in out.values:
        out.values.pop("number:line")
        out.values["alt:length"] = {"one-line"}
        out.shown["alt:length"] = out.shown.pop("number:line", ["a single line"])


def _unneeded_alternatives(out: _Reading, lows: set[str]) -> None:
    """Read a word of a conditional set ("casual", "oat") as a plain word when the text never names the set."""
    for head, needs in W.ALTERNATIVE_NEEDS.items():
        slot = f"alt:{head}"
        if slot in out.values and not (needs & lows):
            for value in out.values.pop(slot):
                out.add_key(stem(value), value)
                out.words.add(stem(value))
            out.shown.pop(slot, None)


_EXCLUSIVE_TAGS = frozenset({"@residence", "@job", "@name", "@licence", "@owner"})
_SUBJECT_OPENERS = frozenset("the my our their his her your".split())


def _exclusive(tokens: list[Token], out: _Reading, terse: bool, dated: bool = False) -> bool:
    """Whether the text gives its attribute one value only.

    Evidence: an exclusive family (residence, job, name, licence, owner), a marker such as
    "primary" or "native", a class noun ("my *browser*"), a "key: value" note, "prefers", or a
    copula after a definite subject ("*The* project lead is Maria", "*Our* bundler is Vite").
    "I speak French", "we support Postgres" or "the user likes Go" give one value of many.
    """
    key = set(out.key)
    if key & _EXCLUSIVE_TAGS or key & N.ROLE_MARKERS:
        return True
    if any(k.startswith("@") for k in key - _EXCLUSIVE_TAGS):
        return True
    if terse and out.bare_terse:
        return True
    if dated and key and not _has_verb(tokens) and out.values and not any(
            t.low in W.SELF_WORDS or t.low in W.PRONOUNS or (t.kind == "word" and t.low.endswith(("s", "ed")) and
                                                             t.low in _VERB_WORDS) for t in tokens):
        # a dated verbless note, "2025-11: incident comms in #inc": a key and its value
        return True
    if any(t.low in ("prefer", "prefers", "preferred", "preferring") for t in tokens):
        return True
    for i, t in enumerate(tokens):
        if t.low in W.COPULAS and t.low not in ("=",) and i > 0:
            head = next((x for x in tokens[:i] if x.kind == "word" and x.low not in W.FILLER_WORDS), None)
            after = next((x for x in tokens[i + 1:] if x.low not in _DETERMINERS and x.low not in ("now",
                                                                                                    "still")), None)
            if after is not None and after.kind == "word" and after.low.endswith("ing"):
                return False  # "is reading Dune", "is learning Spanish": an activity, one of many
            if head is not None and (head.low in _SUBJECT_OPENERS or head.possessive):
                return True
            break
    return False


_WAS = frozenset("was were".split())
_FINITE = frozenset("was were is are had has got went broke".split())


def _after_because(tokens: list[Token], k: int) -> bool:
    """ "Standups were held at 10:00 this week because of the daylight saving *change*": a word of the reason, not a
    change of what the clause tells."""
    return any(t.low in ("because", "due") for t in tokens[1:k])


def _type_key(out: _Reading, terse: bool) -> bool:
    """A note whose key only names a kind of thing ("bucket:", "repo:", "db:"), with no attribute word."""
    if not terse or set(out.key) & _EXCLUSIVE_TAGS:
        return False
    words = {stem(w.lower()) for w in out.key_surface if not w.startswith("@")} | {
        k for k in out.key if not k.startswith("@")}
    return bool(words) and words <= N.TYPE_NOUNS


_FAMILY_LABELS = {"@residence": "home", "@job": "job", "@name": "name", "@licence": "licence", "@owner": "owner",
                  "@limit": "limit", "@minimum": "minimum", "@cost": "cost"}


def _key_text(tokens: list[Token], out: _Reading) -> str:
    """The key as a person wrote it, in the text's order, with its family ("production Redis", "Dana job")."""
    words = []
    for t in tokens:
        if t.kind in ("punct", "arrow") or t.low in W.STOP_WORDS or t.low in W.SELF_WORDS:
            continue
        tagged = t.low in N.CLASS_NOUNS and f"@{N.CLASS_NOUNS[t.low]}" in out.key  # "bundler" for @bundler
        if (t.norm in out.key or t.low in out.key or tagged) and t.surface not in words and not t.norm.startswith("@"):
            words.append(t.surface)
    labels = [label for tag, label in _FAMILY_LABELS.items() if tag in out.key and label not in words]
    return " ".join(words + labels)


def _visitor(tokens: list[Token], k: int) -> bool:
    """ "by the visiting technician": "visiting" after a determiner says who someone is, not that the value is for a
    visit; "the interim analysis", "an interim report": "interim" before a noun that is no title names a kind of
    thing (a study's mid-point analysis), not a stand-in ("the interim CTO", "as interim head of circulation")."""
    if k == 0 or tokens[k - 1].low not in ("the", "a", "an"):
        return False
    if tokens[k].low == "visiting":
        return True
    return tokens[k].low == "interim" and k + 1 < len(tokens) and tokens[k + 1].kind == "word" \
        and not _title_within(tokens[k + 1:k + 4])


def _title_within(tokens: list[Token]) -> bool:
    """Whether a few words name a title ("head of circulation", "release mgr", "EM")."""
    return any(t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS or (t.surface.isupper() and len(t.surface) > 1)
               for t in tokens if t.kind == "word")

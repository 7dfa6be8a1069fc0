"""The older memory's standing value said to hold still, in a clause of the newer memory apart from what it changes.

"user based in Nairobi, Kenya" / "prior city 2019–2022: Mombasa; current city unchanged", "log rotation: daily on all
hosts" / "audit logs rotate hourly; others daily as before": the newer memory tells another value — a former one, or
one of a narrower thing — and says in a clause of its own that the standing value is as it was. Read whole, the
statement model sees one attribute with another value; read clause by clause, the older value is told unchanged —
two facts that both hold.

The clause that keeps is read from its structure: a word of holding still ("unchanged", "untouched", "as before",
"same as before", "stays the same") and, beside it, either

- the *standing* value named as such ("current city", "present address", "existing schedule") or the attribute the
  older value is of ("schedule" for a time or a frequency, "city" or "home" for where someone lives) — every other
  word of the clause one the older memory says; or
- the *others* or *the rest* said to keep the older memory's own value, told again ("others daily as before");
- or a clause that opens with "same" before words of the older memory's one value, and nothing else ("employment:
  part-time now, same council dept").

A clause that names a thing the older memory does not ("retro time unchanged" after "standup at 9:30") keeps that
thing, not the older value. :func:`told_kept` reads the whole newer sentence told as holding still ("pruning stays on
Wednesdays", "my slot hasn't changed: …"). :mod:`core.conflicts.older_kept` reads the other shape: the older
memory's thing, named, said to keep what it had. A guard every finding passes (:func:`core.conflicts.bounds.bound`).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.older_kept import CLAUSE_BREAK
from core.conflicts.statement import Statement, read
from core.text.tokens import stem

# A word of holding still. Tested on the whole newer text before any clause is read.
_STILL = re.compile(r"\b(?:unchanged|untouched|unaffected|as before|same as before|as it was|as usual"
                    r"|stays? the same|(?:is|are) the same|no change)\b")
# A clause that opens with "same" before a noun: "…, same council dept".
_SAME_OPENS = re.compile(r"(?:^|[,;]\s*)same\s+(?!as\b)[a-z]")
_WORD = re.compile(r"[a-z][a-z0-9'-]*")
_STILL_WORDS = frozenset("unchanged untouched unaffected as before same usual stay stays is are the no change".split())
# The standing value named as such, and the ones besides what the newer memory changed.
_STANDING = frozenset("current present existing standing main".split())
_OTHERS = frozenset("others other rest remaining everything else all".split())
# The attribute a value of one kind is of: the words a person names it by when saying it holds still.
_WHEN_WORDS = frozenset(stem(w) for w in "schedule timing time slot day days frequency cadence interval".split())
_PLACE_WORDS = frozenset(stem(w) for w in "city town home place residence address location country".split())
# "(owner unchanged)" beside another role given a holder: the owner is the attribute an owner is of.
_OWNER_WORDS = frozenset(stem(w) for w in "owner owners ownership maintainer maintainers".split())
_ATTRIBUTE = {"period": _WHEN_WORDS, "weekday": _WHEN_WORDS, "time": _WHEN_WORDS, "daypart": _WHEN_WORDS,
              "name": _PLACE_WORDS, "owner": _OWNER_WORDS}


def standing_value_kept(old_text: str, new_text: str) -> bool:
    """Whether a clause of ``new_text`` that is not all of it says the older memory's standing value holds still."""
    if _STILL.search(new_text.lower()) is None and _SAME_OPENS.search(new_text.lower()) is None:
        return False
    # a bracket is a clause of its own too: "schema-change reviewer = Oksana (owner unchanged)"
    clauses = [c for part in CLAUSE_BREAK.split(new_text) for c in re.split(r"[()]", part) if c.strip()]
    if len(clauses) < 2:
        return False
    old = read(old_text)
    if not old.values:
        return False
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    kinds = {slot.split(":", 1)[0] for slot in old.values}
    attribute = set().union(*(_ATTRIBUTE.get(k, frozenset()) for k in kinds))
    if "residence" not in old.families:
        attribute -= _PLACE_WORDS  # a place word keeps a home, not a tool's or a thing's name
    shown = [v.lower() for v in old.shown.values() if v]
    for clause in clauses:
        low = clause.lower()
        if _the_same_older_value(low, old):
            return True
        if _STILL.search(low) is None:
            continue
        words = [w for w in _WORD.findall(low) if w not in _STILL_WORDS and w not in W.STOP_WORDS]
        if not words:
            continue
        if set(words) & _OTHERS:
            # "others daily as before": the rest keep the older memory's own value, told again
            if any(value in low for value in shown):
                return True
            continue
        rest = {stem(w) for w in words if w not in _STANDING}
        if rest and rest <= old_stems | attribute and (set(words) & _STANDING or rest & attribute):
            return True
    return False


def _the_same_older_value(clause: str, old: Statement) -> bool:
    """A clause that opens with "same" before words of the older memory's one value and nothing else ("…, same
    council dept" after "employer: Renfrewshire Council roads dept"); not "same time" or "same room" beside another
    value the older memory gives, nor "same employer", the attribute rather than its value."""
    words = _WORD.findall(clause)
    if not words or words[0] != "same" or len(words) < 2 or len({s.split(":", 1)[0] for s in old.values}) != 1:
        return False
    value_stems = {stem(w) for v in old.shown.values() for w in _WORD.findall(v.lower())}
    return {stem(w) for w in words[1:]} <= value_stems


# The whole newer memory told as holding still: "cemetery pruning stays on Wednesdays", "Sunday nights are still my
# Ballerina time", "My stream slot hasn't changed: Wednesdays, 18:00 UTC".
_HOLDS = re.compile(r"\b(?:stays?|remains?) (?:on|at|in|every|each)\b(?! as\b)"
                    r"|\b(?:is|are) still (?:on|at|in|my|our|the|every|each)\b|\bstill (?:on|at|happens|runs|meets)\b"
                    r"|\b(?:has|have)(?: not|n['’]t) changed\b", re.IGNORECASE)
# A second thought beside it: what holds is a part, and something else moved.
_BUT = re.compile(r"\b(?:but|however|except|though|although|whereas|while|only|instead|no longer|apart from)\b|[;]",
                  re.IGNORECASE)
# A span's start ("19:00 onwards"): when it runs, no change.
_SPAN_ONWARDS = re.compile(r"(?<=\d)\s*(?:am|pm|a\.m\.|p\.m\.)?,?\s+onwards?\b", re.IGNORECASE)


def told_kept(old_text: str, new_text: str) -> bool:
    """Whether the newer memory, one clause, says the older memory's thing holds still and names no change
    ("2023-10-02 — pruning at the cemetery on Wednesdays" / "2023-10-25 — cemetery pruning stays on Wednesdays, per
    parish clerk"; "Wednesdays at 19:00 CET" / "slot hasn't changed: Wednesdays, 18:00 UTC"): what a reader took for
    another value is the older one told again in other words. Not a sentence that says what moved beside what holds
    ("stays on Fridays but moves to 8"), nor one whose thing the older memory does not name."""
    holds = _HOLDS.search(new_text)
    if holds is None or _BUT.search(new_text) is not None:
        return False
    rest = _SPAN_ONWARDS.sub(" ", new_text[:holds.start()] + " " + new_text[holds.end():]).lower()
    words = _WORD.findall(rest)
    if any(stem(w) in W.CHANGE_WORDS for w in words) or re.search(r"→|->|=>", rest):
        return False
    old_words = {stem(w) for w in _WORD.findall(old_text.lower())} - {stem(w) for w in W.LIGHT_WORDS}
    return any(stem(w) in old_words for w in words if w not in W.LIGHT_WORDS and not w.isdigit())

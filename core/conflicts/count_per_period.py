"""A rate told as a count in each period, told again with another count in the same period.

"The user checks restraint harnesses twice a shift" / "The user's restraint checks were cut to once per shift";
"I walk the lock flight twice a day" / "I only do one walk of the flight per day"; "pulp batches twice a day" /
"pulp batches arrive once daily". Fresh hands count a rate by a period the period table does not hold ("a shift",
"a game") or by a noun between the count and the period ("one draw per shift"), and the rate readers
(:mod:`core.conflicts.rates`) leave the pair open when the activity is told in other verbs; one activity is done so
many times in each period at a time.

Read here: each text gives exactly one count in one period ("twice a shift", "three times per day", "one walk of
the flight per day", "once daily", "daily" for once a day), in the same period, with another count; the two texts
share at least two words of the activity (outside the rate, a reason or a when clause).

Not a change: the same count; another period ("twice a week" / "once a month" is the rate readers'); another
activity (one word shared or none); a bound ("at least once per shift", "no more than"); another scope, holder or
name; one occasion or a window ("this week", "during the audit"); a dated past; a plan; an added round ("also",
"another", "extra").
"""

from __future__ import annotations

import re
from itertools import pairwise

from core.conflicts import wording as W
from core.conflicts.calendar_words import SEASONS
from core.conflicts.clock_swap import _names
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

_COUNTS = {"once": 1, "one": 1, "a single": 1, "single": 1, "twice": 2, "two": 2, "thrice": 3, "three": 3,
           "four": 4, "five": 5, "six": 6}
_UNITS = "shift|day|night|week|month|year|game|match|session|season|visit|trip|service|flight|run"
# A count, up to four words of what is counted, then the period it counts in ("twice a shift", "4 runs/day", "3x/wk").
_COUNT_IN = re.compile(
    r"(?<![:.\d])\b(?P<count>once|twice|thrice|a single|single|one|two|three|four|five|six|\d{1,2})(?![:.]\d)"
    r"(?:\s*(?:times|x))?"
    r"(?P<gap>(?:\s+[a-z][a-z'’-]*){0,4}?)(?:\s+(?:a|an|per|each|every)\s+|\s*/\s*)(?P<unit>" + _UNITS
    + r"|wk)\b")
# A count of a noun told before a period's adverb: "2 runs daily", "three loads weekly" (the noun what is counted).
_COUNT_ADVERB = re.compile(r"(?<![:.\d])\b(?P<count>one|two|three|four|five|six|\d{1,2})(?![:.]\d)"
                           r"(?P<gap>(?:\s+[a-z][a-z'’-]*){1,2}?)\s+(?P<adverb>daily|nightly|weekly|monthly|yearly)\b")
_ADVERB = re.compile(r"\b(?:(?P<count>once|twice|thrice)[\s-]+)?(?P<adverb>daily|nightly|weekly|monthly|yearly)\b")
_ADVERB_UNITS = {"daily": "day", "nightly": "night", "weekly": "week", "monthly": "month", "yearly": "year"}
# The cheap test: a count word and a period word.
_CHEAP_COUNTS = ("once", "twice", "thrice", "one", "two", "three", "four", "five", "six", "times", "single", "daily",
                 "nightly")
# A count in figures the cheap test takes: before a noun and a period, not a time ("7pm", "02:00").
_CHEAP_FIGURES = re.compile(r"(?<![:.\d])\d{1,2}(?![:.\d])\s*x?(?:\s+[a-z]+){0,2}\s*(?:/|\b(?:a|an|per|each|every|daily"
                            r"|weekly|nightly|monthly)\b)")
_CHEAP_UNITS = ("shift", "day", "daily", "night", "week", "month", "year", "game", "match", "session", "season")

# A bound, a window, a past, a plan or an added round: not the activity's rate told anew.
_NOT_RETOLD = re.compile(r"\b(?:" + "|".join((
    *W.NOT_RETOLD_ALTERNATIVES, "at least", "at most", "no more than", "no fewer than", "up to", "minimum", "maximum",
    "max", "min", "or more", "or less", "or so", "today", "tonight", "tomorrow",
    "this (?:week|month|season|year|shift)", "next (?:week|month)", "for (?:the|a) (?:next|coming|few|couple)", "if",
    "each of", "across", "both", "added",
    "adds", "on top of", "subset", "part of", "portion", "some of", "half of", "reaffirmed", "confirmed",
)) + r")\b|\?")
# A reason or when told after the rate: cut before the activity's words are compared.
_TAIL = re.compile(r"(?:,|;|—|–|\s-\s|\(|\bsince\b|\bafter\b|\bbecause\b|\bwhen\b|\bonce the\b|\bas\b|\bper\b(?! "
                   r"(?:" + _UNITS + r")\b)|\bso\b|\bby the\b).*$")
_SCOPES = W.SCOPE_WORDS | frozenset(stem(w) for w in SEASONS)


def _counts(low: str) -> set[tuple[int, str]]:
    found = set()
    for match in _COUNT_IN.finditer(low):
        count = match.group("count")
        if any(w in _UNIT_WORDS for w in match.group("gap").split()) or count == "0":
            continue  # "20 km a week", "60 seconds per game": an amount of a unit, no count of occasions
        unit = match.group("unit")
        found.add((int(count) if count.isdigit() else _COUNTS[count], _WK.get(unit, unit)))
    counted = []
    for match in _COUNT_ADVERB.finditer(low):
        if any(w in _UNIT_WORDS for w in match.group("gap").split()) or match.group("count") == "0":
            counted.append(match.start("adverb"))  # "two hours daily", "2 pm daily": no count of occasions
            continue
        count = match.group("count")
        found.add((int(count) if count.isdigit() else _COUNTS[count], _ADVERB_UNITS[match.group("adverb")]))
        counted.append(match.start("adverb"))
    for match in _ADVERB.finditer(low):
        if match.start("adverb") in counted or re.search(
                r"\b(?:once|twice|thrice|one|two|three|times)\s+(?:a|an|per|each|every)\s+\S*\s*$",
                low[: match.start()]):
            continue
        count = match.group("count")
        found.add((_COUNTS[count] if count else 1, _ADVERB_UNITS[match.group("adverb")]))
    return found


_WK = {"wk": "week"}
# Units an amount is told in: "two hours daily", "3 km a day" count no occasions.
_UNIT_WORDS = frozenset("hour hours hrs hr h minute minutes mins min second seconds secs s km miles litres liters kg "
                        "pages cups glasses am pm a.m. p.m. utc cet gmt".split())
# Words that say from when a change holds, no word of the activity: "only 2 runs daily going forward".
_FROM_NOW = re.compile(r"\b(?:going forward|from now on|from here on|these days|for good)\b")


def _activity(text: str) -> set[str]:
    """The activity's words: the text without its rate, a reason or when after it, and words of no activity."""
    low = _FROM_NOW.sub(" ", undated(text).lower())
    low = _COUNT_ADVERB.sub(lambda m: f" {m.group('gap')} ", low)  # "2 runs daily": the runs are the activity
    low = _ADVERB.sub(" ", _COUNT_IN.sub(lambda m: f" {m.group('gap')} ", low))  # what is counted is the activity
    head = _TAIL.sub("", low) or low
    words = re.findall(r"[a-z][a-z'’]*", head.replace("-", " "))
    return {stem(w.split("'")[0].split("’")[0]) for w in words} - W.STOP_WORDS - W.FILLER_WORDS - W.SELF_WORDS \
        - W.CHANGE_WORDS - W.LIGHT_VERBS - {"user", "only", "now", "cut", "back", "down", "reduc", "rais", "do", "don"}


def _counted(low: str) -> set[str]:
    """The stems of what a text's count of occasions counts ("4 runs/day", "2 runs daily": "run")."""
    gaps = [m.group("gap") for m in (*_COUNT_IN.finditer(low), *_COUNT_ADVERB.finditer(low))]
    return {stem(w) for gap in gaps for w in re.findall(r"[a-z]+", gap)} - W.STOP_WORDS - _NO_COUNTED


# Words between a count and its period that name nothing counted: "3 times a week", "twice more a day".
_NO_COUNTED = frozenset(stem(w) for w in "time times x more extra other only just".split())


_NOT_MODIFIERS = frozenset(_COUNTS) | frozenset(_ADVERB_UNITS) | frozenset(_UNITS.split("|")) | frozenset(
    "times a an per each every the our my their his her its this that user user's cut back down only now".split())


def _narrower(old_text: str, new_text: str, shared: set[str]) -> bool:
    """Whether the newer text puts a word the older lacks right before a word of the shared activity ("*rye* flour
    reorder" after "flour reorder", "the *training* pitch"): a narrower or another thing."""
    old_stems = {stem(w) for w in re.findall(r"[a-z][a-z'’]*", undated(old_text).lower().replace("-", " "))}
    words = re.findall(r"[a-z][a-z'’]*", undated(new_text).lower().replace("-", " "))
    for before, word in pairwise(words):
        if stem(word) in shared and stem(before) not in old_stems and before not in _NOT_MODIFIERS \
                and before not in W.STOP_WORDS and before not in W.SELF_WORDS and stem(before) not in W.CHANGE_WORDS \
                and stem(before) not in W.LIGHT_VERBS and stem(before) not in W.FILLER_WORDS:
            return True
    return False


def count_per_period(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's activity another count in the same period, or ``None`` (see the
    module docstring for the near misses)."""
    old_low, new_low = undated(old_text).lower(), undated(new_text).lower()
    for low in (old_low, new_low):
        if not (any(w in low for w in _CHEAP_COUNTS) or _CHEAP_FIGURES.search(low)) \
                or not any(u in low for u in _CHEAP_UNITS):
            return None
    before, after = _counts(old_low), _counts(new_low)
    if len(before) != 1 or len(after) != 1 or before == after:
        return None
    ((was, unit_was),), ((now, unit_now),) = before, after
    if unit_was != unit_now or _NOT_RETOLD.search(new_low):
        return None
    old_words, new_words = _activity(old_text), _activity(new_text)
    shared = old_words & new_words
    # "glass-bottom tours: 4 runs/day" / "only 2 runs daily going forward": the newer text names the activity by
    # the older one's counted noun alone, no word of its own
    shorter = len(shared) <= 1 and new_words <= old_words and bool(_counted(old_low) & _counted(new_low))
    if (len(shared) < 2 and not shorter) or (new_words - old_words) & _SCOPES or _narrower(old_text, new_text, shared):
        return None  # another activity of the thing; "in winter", "on staging"
    if _names(new_text) - _names(old_text) or another_holder(old_text.split(), new_text.split()):
        return None  # "Ana walks the flight once a day"; "my colleague"
    new = read(new_text)
    if new.hedged or new.temporary or new.past_only:
        return None
    told = shared if len(shared) >= 2 else shared | (_counted(old_low) & _counted(new_low))
    return f"same activity ({' '.join(sorted(told))}), {was} a {unit_was} → {now} a {unit_now}"

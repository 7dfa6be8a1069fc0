"""A regular rate told anew as done only on an event: "whenever a fix lands", "only after a faecal egg count".

"I rebase my emulator branch onto upstream every week" / "I rebase only when a release lands, roughly quarterly";
"I deworm the herd every eight weeks" / "On the vet's advice I only deworm after fecal egg counts"; "The user cuts a
point release every six weeks" / "The user dropped the fixed cadence and releases whenever a milestone closes". Fresh
hands often give the newer rate as an event, not a period; the rate readers (:mod:`core.conflicts.rates`) compare
two periods or two events and leave a period against an event open. An activity done on a calendar is no longer
done on one once it is said done only when something happens.

Read here: the older text gives one regular period for its activity; the newer one says the activity is done only on
an event ("only when / after / ahead of / at / on …", "whenever …", "as needed") or off the calendar ("no fixed
cadence", "no longer on a schedule", "rather than by calendar"); outside the event's own clause the newer text names a
word of the older activity and no other thing (every other word it adds is a word of how or of telling).

Not a change: the older rate still told; another thing ("the orchids", "*docs* branch"); another holder or name;
another scope; an added round ("also", "as well"); a window or a dated past; a plan or a hedge ("maybe", "might").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import SEASONS, WEEKDAYS
from core.conflicts.clock_swap import _names, _one_word_forms
from core.conflicts.note_dates import undated
from core.conflicts.rates import current_values, rates, shown_rate
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

# The cheap test: the newer text holds one of these before any pattern runs.
_CHEAP = ("only", "whenever", "as needed", "when needed", "cadence", "schedule", "calendar", "on demand")
# Done only on an event, or off the calendar.
_ON_EVENT = re.compile(
    r"\bonly\b(?:\s+[\w'’-]+){0,5}?\s+(?P<lead>when|whenever|after|ahead of|before|at|on|if|once)\s"
    r"|\b(?P<lead2>whenever)\s|\b(?:as|when) needed\b|\bon demand\b"
    r"|\bno (?:fixed |set |regular )?(?:cadence|schedule)\b"
    r"|\bno longer (?:\w+ ){0,2}on a (?:schedule|calendar|cadence)\b"
    r"|\brather than (?:by|on) (?:the )?(?:calendar|schedule|date)\b|\bdropped the (?:fixed )?(?:cadence|schedule)\b")
# Where the event's own clause ends (it runs from its lead word to the next stop).
_CLAUSE_END = re.compile(r"[,;.:—–()]")
# An added round, a window, a dated past, a plan or a hedge: not the activity's rate told anew.
_NOT_RETOLD = re.compile(r"\b(?:" + "|".join((
    *W.NOT_RETOLD_ALTERNATIVES, "additionally", "temporarily", "this (?:week|month|season|year)", "trial", "trialling",
    # one past occasion: "got emptied only once last Tuesday"
    "last (?:week|night|weekend|time|" + "|".join(WEEKDAYS) + ")", "yesterday", "today", "tonight",
)) + r")\b|\?")
# Words of how the activity is done or told, never which activity: the newer text may add them.
_HOW = frozenset(stem(w) for w in """bother bothers take taken taking cut cuts drop dropped abandon abandoned fixed
    fix cadence schedule calendar regular routine told tell tells say says said report reports reported mention
    mentioned note noted decided decide now these days done carried out performed perform get gets got do does did
    anymore any more longer rather roughly sometimes usually typically advice vet vet's lands land arrives need
    needed demand way instead produce produced produces cycle cycles
    trigger triggers triggered launch launches launched fire fires fired kick kicks kicked
    right just shortly""".split())
_SCOPES = W.SCOPE_WORDS | frozenset(stem(w) for w in SEASONS)
# The older regular round said ended in a part of its own beside the event ("docs rebuilt only on tagged releases;
# per-merge builds off", "…; the nightlies were discontinued", "…, no fixed cycle"): the older activity let go, read
# off the newer text, so its words name no other thing.
_ENDING = re.compile(r"\b(?:off|removed|discontinued|dropped|scrapped|stopped|retired|ended|axed|binned"
                     r"|no (?:fixed |set |regular )?(?:cycle|cadence|schedule|rota))\b")
_PARTS = re.compile(r"[;,—–]|\s-\s|\.\s")


def _words(text: str) -> set[str]:
    low = text.lower().replace("-", " ")
    return {stem(w.split("'")[0].split("’")[0]) for w in re.findall(r"[a-z][a-z'’]*", low)} - W.STOP_WORDS \
        - W.FILLER_WORDS - W.SELF_WORDS - W.CHANGE_WORDS - W.LIGHT_VERBS - {"user", "only"}


def event_rate_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text turns the older activity's regular rate into one done only on an event, or ``None``."""
    new_low = undated(new_text).lower()
    if not any(cue in new_low for cue in _CHEAP):
        return None
    found = _ON_EVENT.search(new_low)
    if found is None or _NOT_RETOLD.search(new_low):
        return None
    old_rates, old_activity = rates(old_text)
    before = current_values(old_rates)
    if len(before) != 1:
        return None
    (was,) = before
    standing = new_text if _ENDING.search(new_low) is None else " ".join(  # the older rate let go is not kept
        part for part in _PARTS.split(new_text) if _ENDING.search(part.lower()) is None)
    if was.startswith("per:") or was in current_values(rates(standing)[0]):
        return None  # an event already, or the older rate kept
    rest, events = new_low, []
    for match in reversed(list(_ON_EVENT.finditer(new_low))):
        lead = "lead" if match.group("lead") else "lead2" if match.group("lead2") else None
        start = match.start(lead) if lead else match.start()
        end = _CLAUSE_END.search(new_low, match.end())
        stop = end.start() if lead and end else len(rest) if lead else match.end()
        events.append(undated(new_text)[start:stop])
        rest = rest[:start] + " " + rest[stop:]
    if _ENDING.search(rest):  # "…; per-merge builds off", "…; the hourly flush was removed", "…, no fixed cycle"
        rest = " ".join(part for part in _PARTS.split(rest) if _ENDING.search(part) is None)
    told = _words(rest)
    old_words = _words(undated(old_text))
    shared = told & old_activity
    extra = told - old_words - _HOW - {stem(w) for w in re.findall(r"[a-z]+", shown_rate(was))}
    extra -= _one_word_forms(frozenset(extra), frozenset(old_words))[0]  # "rebuilt" / "rebuilds"
    if not shared or extra - _rate_words(rest) or (told - old_words) & _SCOPES:
        return None  # another thing done on the event ("the orchids"), or another scope
    # a name inside the event's own clause ("right before I open a PR") names the event, not another thing
    if _names(new_text) - _names(old_text) - {w.lower() for e in events for w in re.findall(r"[\w'’-]+", e)} \
            or another_holder(old_text.split(), new_text.split()):
        return None
    new = read(new_text)
    if new.hedged or new.temporary or new.past_only:
        return None
    return f"same activity ({' '.join(sorted(shared))}), {shown_rate(was)} → only on an event"


def _rate_words(text: str) -> set[str]:
    """Words that tell how often in the newer text ("roughly quarterly", "twice a year at most"): no thing."""
    found, _ = rates(text)
    words = {stem(w) for w in re.findall(r"[a-z]+", text)
             if w in ("daily", "weekly", "monthly", "quarterly", "yearly", "annually", "nightly", "fortnightly",
                      "twice", "once", "times", "year", "month", "week", "day", "most", "least", "fixed")}
    return words if found or words else set()

"""One holder's work shift told to start at another clock time: a shift start moved, read from its structure.

"I clock in at 11pm for the depot night shift" and "My shift starts at half past midnight since the rota changed";
"My triage shift starts at 07:00" and "With the new rota I clock in at 08:30 and finish at 21:00"; "The user starts
shift at the tanker base at 0600" and "The user's shift start became 0800 when the base went to the late rotation".
Fresh hands tell a shift's start in many verbs ("clock in", "clocking on", "begins", "kicks off", "shift start
became") and the statement model's key rarely holds the shift, so the general time reader
(:func:`core.conflicts.clock_swap.clock_change`) leaves these open; one person works one shift pattern at a time.

Read here: both texts speak of a shift's start (a shift noun with a start verb, or "clock in" / "clock on"), each
gives exactly one start time (times after an end word — "finish at 21:00", "until", "to 3 pm" — are the other end),
the times differ, and the newer text says the change ("since the rota changed", "from this month", "became", "now",
"instead", "rotated onto").

Not a change: a shift's other end; another person's shift (a name, a relation or a possessor the older text lacks);
one occasion ("tomorrow", "this week", "covering Saturday's shift"); an added shift ("also", "an extra shift");
another part of the week or season the older text does not name ("on weekends", "in winter"); a dated past ("back
in 2019", "used to"); a plan or a question; a shift's other thing ("shift handover", "shift briefing").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import WEEKDAY_ABBREVIATIONS, WEEKDAYS
from core.conflicts.clock_swap import _names, _possessors
from core.conflicts.statement import read
from core.text.tokens import stem

# The cheap test before any pattern: a shift or a clocking-in must be named in both texts.
_CHEAP = ("shift", "clock")

# A shift noun that is the thing itself, not a modifier of another thing ("shift handover", "shift pattern"): the
# word after it is a verb, a preposition, a start word or the end of a clause.
_SHIFT = re.compile(r"\bshifts?\b(?!\s+(?!starts?\b|begins?\b|kicks?\b|is\b|was\b|now\b|at\b|on\b|in\b|from\b"
                    r"|became\b|becomes\b|has\b|had\b|got\b|gets\b|runs?\b|time\b|start\b)[a-z])")
_START_VERB = re.compile(r"\b(?:starts?|started|starting|begins?|began|beginning|kicks? off|kicked off|start time"
                         r"|clock(?:s|ed|ing)? (?:in|on)|rotated onto|went onto)\b")
_CLOCK_IN = re.compile(r"\bclock(?:s|ed|ing)? (?:in|on)\b")

# Clock times: "07:00", "7.30pm", "6 am", "9 p.m.", "noon", "midnight", "half past midnight", a four-figure time only
# after "at", "to" or "became" ("at 0600", "became 0800"; a year is never read as a time).
_TIME = re.compile(
    r"\b(?P<h>\d{1,2})[:.](?P<m>\d{2})\s*(?P<ap>a\.?m\.?|p\.?m\.?)?(?![\w.]*\d)"
    r"|\b(?P<h2>\d{1,2})\s*(?P<ap2>a\.?m\.?|p\.?m\.?)(?!\w)"
    r"|(?<=\b(?:at|to) )(?P<h4>[01]\d|2[0-3])(?P<m4>[0-5]\d)\b|(?<=\bbecame )(?P<h5>[01]\d|2[0-3])(?P<m5>[0-5]\d)\b"
    r"|\b(?P<half>half past )?(?P<word>noon|midnight)\b",
    re.IGNORECASE,
)
# A time after one of these (within the three words before it) is the shift's other end.
_END_WORDS = frozenset("finish finishes finishing finished end ends ending ended until till to through "
                       "leave leaves done wrap wraps".split())
# "Off" and "out" end a shift only after clocking or knocking ("clock off at 6"); "kicks off at 9" starts it.
_CLOCK_OFF = re.compile(r"\b(?:clock(?:s|ed|ing)?|knock(?:s|ed|ing)?|sign(?:s|ed|ing)?) (?:off|out)\b")
_DASH = re.compile(r"[–—-]\s*$")

# The change said in the newer text.
_SAID = re.compile(r"\b(?:rota|roster|rostered|rotation|rotated|became|become|becomes|now|these days|nowadays"
                   r"|anymore|any more|no longer|instead|since|from (?:this|next|now|today|here)|going forward"
                   r"|for good|permanently|moved|changed|switched|shifted|pushed|pulled|brought|new|redone|onto)\b")
# One occasion, an added shift, a plan, a question or a dated past: not a lasting change of the older start.
_NOT_LASTING = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|this (?:week|weekend|morning|evening|\w+day)|next (?:week|\w+day)"
    r"|only|once|cover|covers|covering|covered|swap|swapped|extra|overtime|also|as well|too|another|second|until"
    r"|while|during|over (?:christmas|easter|the)|for (?:the|a) (?:next|coming|few|couple)|might|may|could|would"
    r"|maybe|perhaps|probably|plan|plans|planning|planned|thinking|considering|consider|propose|proposed|suggested"
    r"|wants?|hope|hoping|trial|trialling|if|whether|back in|used to|years? ago|previously|formerly|when i was"
    r"|last (?:year|month|summer|winter|spring|autumn)|in (?:19|20)\d\d)\b|\?")
_WEEK_PARTS = frozenset(WEEKDAYS) | frozenset(f"{d}s" for d in WEEKDAYS) | frozenset(WEEKDAY_ABBREVIATIONS) | frozenset(
    "weekend weekends saturday sunday sat sun summer winter spring autumn fall term holidays".split())


def _minutes(match: re.Match[str]) -> int | None:
    """A clock time's minute of the day, or ``None`` when the hour is out of range."""
    if match.group("word"):
        base = 12 * 60 if match.group("word").lower() == "noon" else 0
        return base + (30 if match.group("half") else 0)
    hour_text, minute_text, ampm = (match.group("h"), match.group("m"), match.group("ap")) if match.group("h") else (
        (match.group("h2"), "0", match.group("ap2")) if match.group("h2") else (
            (match.group("h4"), match.group("m4"), None) if match.group("h4") else
            (match.group("h5"), match.group("m5"), None)))
    hour, minute = int(hour_text), int(minute_text)
    if ampm:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if ampm.lower().startswith("p") else 0)
    if hour > 23 or minute > 59:
        return None
    return hour * 60 + minute


def _start_times(text: str) -> set[int]:
    """The clock times the text gives that are not the other end of the shift (a time after "finish", "until", "to",
    a dash)."""
    found = set()
    for match in _TIME.finditer(text):
        before = text[: match.start()]
        if _DASH.search(before):
            continue  # "7 am – 3 pm": the end of a span
        words = re.findall(r"[a-z]+", before.lower())[-3:]
        if (any(w in _END_WORDS for w in words) and not _CLOCK_IN.search(" ".join(words))) \
                or _CLOCK_OFF.search(" ".join(words)):
            continue
        minutes = _minutes(match)
        if minutes is not None:
            found.add(minutes)
    return found


def _speaks_of_start(low: str) -> bool:
    return (_SHIFT.search(low) is not None and _START_VERB.search(low) is not None) or _CLOCK_IN.search(low) is not None


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def shift_start_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text moves the older one's shift start to another clock time with the change said, or ``None``
    (see the module docstring for what is not read as a change)."""
    old_low, new_low = old_text.lower(), new_text.lower()
    if not all(any(w in low for w in _CHEAP) for low in (old_low, new_low)):
        return None
    if not (_speaks_of_start(old_low) and _speaks_of_start(new_low)) or not _SAID.search(new_low):
        return None
    if _NOT_LASTING.search(new_low):
        return None
    before, after = _start_times(old_text), _start_times(new_text)
    if len(before) != 1 or len(after) != 1 or before == after:
        return None
    old_words = {stem(w) for w in re.findall(r"[a-z]+", old_low)}
    new_words = {stem(w) for w in re.findall(r"[a-z]+", new_low)}
    if (new_words - old_words) & (W.RELATION_WORDS | {stem(w) for w in _WEEK_PARTS}):
        return None  # "my partner's shift", "on Saturdays", "in winter": someone else's or another part of the week
    if {n for n in _names(new_text) - _names(old_text) if n.split("'")[0].split("’")[0] not in W.SELF_WORDS} \
            or _possessors(new_text) - set(re.findall(r"[a-z]+", old_low)):
        return None  # "Ana's shift starts at 14:00"
    new = read(new_text)
    if new.hedged or new.temporary:
        return None
    (was,), (now,) = before, after
    return f"same thing (shift start) time, {_clock(was)} → {_clock(now)}"

"""A recurring thing's weekday or clock time told anew, the thing named in other words, the change said.

"I extract on Saturday mornings" / "Extraction days shifted to Tuesdays, since the Saturday market eats my mornings";
"I livestream Crystal coding every Thursday at 20:00" / "From next week my streams start at 21:30"; "Client site
backups are run at 02:00 UTC" / "The backup job was retimed to 04:30 UTC": the readers of a slot
(:mod:`core.conflicts.clock_swap`, :mod:`core.conflicts.moved_slot`) ask for the older key's words; people name the
thing again by another form of a word ("extract" / "extraction", "livestream" / "streams", "firing" / "firings") and
put who or why around it. Here the thing is one word the two memories share, whole or as a form of the other (a
stem, a start or an end of five letters or more); the slot is a weekday (none shared) or a clock time (none shared,
on the same weekdays where both tell one); the change is said ("shifted", "retimed", "from next week", "going
forward", "instead", "these days", "since the new rota").

Not a change: one occasion ("this Sunday only", "tomorrow"), a past ("until the 2024 reorg", "back in 2023",
"history"), a plan or a question ("propose", "maybe", "?", "pending"), an added slot ("extra", "also", "on top"),
another named thing or holder (a name or a possessor the older memory lacks, another scope: "staging-eu"), the
other end of a span ("doors close at 17:00" beside an opening time); and every finding passes the frame guard.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import (
    CALENDAR_WORDS,
    DAYPARTS,
    FREQUENCY_ADVERBS,
    MONTH_NAMES,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAYS,
)
from core.conflicts.clock_swap import _other_possessors, _scope
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.text.tokens import stem

_DAY = re.compile(r"\b(" + "|".join(WEEKDAYS) + r")s?\b", re.IGNORECASE)
_SHORT_DAY = re.compile(r"\b(" + "|".join(sorted(WEEKDAY_ABBREVIATIONS, key=len, reverse=True))
                        + r")\b(?=\s*(?:\d|[+/,&]|am\b|pm\b|$))", re.IGNORECASE)
_CHANGE = re.compile(
    r"\b(?:shift(?:ed|s)?|moved?|rescheduled|re-?timed|reset|pushed|pulled|brought\s+forward|bumped|switched|swapped"
    r"|changed|now|instead|these\s+days|any\s?more|no\s+longer|from\s+(?:next|this|now|tomorrow|here)|going\s+forward"
    r"|from\s+here\s+on|onward|effective|per\s+(?:the\s+)?new|under\s+the\s+new|reshuffl\w*|rebooked|cut\s+over"
    r"|falls\s+on|lands\s+on|starting\s+with|ever\s+since|since\s+the|new\s+(?:rota|timetable|schedule|process|permit"
    r"|contract|slot|route)|re-?[a-z]{3,}ed\s+(?:to|for)|request)\b", re.IGNORECASE)
_ONCE = re.compile(r"\b(?:today|tonight|tomorrow(?!\s+onward)|yesterday|only|once|this\s+(?:morning|afternoon|evening"
                   r"|week(?!\s+on)|weekend|month|time|\w+day)(?:'s)?|next\s+\w+day|one-?off|just\s+for|exception)\b",
                   re.IGNORECASE)
_LASTING = re.compile(r"\b(?:from\s+(?:this|next|now|today|tomorrow)|going\s+forward|from\s+here\s+on|onward|now on)\b",
                      re.IGNORECASE)
_NOT_FOR_GOOD = re.compile(
    r"\?|\b(?:(?:19|20)\d\d|floated|mooted|suggested|talked\s+about|used\s+to|until|till|back\s+in|history|historic\w*|in\s+(?:19|20)\d\d|(?:19|20)\d\d\s+season"
    r"|maybe|propos\w*|might|could|would|may|pending|asked\s+about|unconfirmed|considering|plan\w*|if|unless"
    r"|extra|also|additional|on\s+top|as\s+well|second|another|both|temporar\w*|for\s+now|during|while|trial\w*"
    r"|except|skip\w*|cancel\w*|not|never|unchanged|same|quarterly|annual\w*|yearly|christmas|thanksgiving|easter|holidays?|half-term"
    r"|festival)\b|n't\b", re.IGNORECASE)
# The two ends of a day or a span: an opening time and a closing time are two facts.
_START = frozenset("open opens opened opening start starts begin begins kick kicks".split())
_END = frozenset("close closes closed closing end ends finish finishes wraps shut shuts".split())
# Heads after the shared word that name the same thing ("backup job", "extraction days"); any other noun there
# makes another thing ("build cleanup").
_SAME_HEAD = frozenset("""job jobs run runs session sessions slot slots window day days time times meeting meetings
    call calls check checks visit visits round rounds walk walks shift shifts service services run-through""".split())
_REFERENCE = frozenset("before after until till by ahead following".split())
_DATE = re.compile(r"\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:of\s+(?:each|every|the)|" + "|".join(WEEKDAYS)
                   + r"))", re.IGNORECASE)
_TIME = re.compile(r"\b(\d{1,2}):(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?|\b(\d{1,2})\.(\d{2})\s*(am|pm|a\.m\.|p\.m\.)"
                   r"|\b(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)"
                   r"|\b([01]\d|2[0-3])([0-5]\d)\b(?!\s*(?:utc|gmt|bst|cet)?\s*\d)", re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z'’-]+")
_LIGHT = frozenset("""user user's users says said mentioned noted thinks that this with from into over under after
    before since their there where which when then than also just now still been have were they them what every each
    day days time times slot slots window start starts started starting begin begins kick kicks off runs run done
    held hold holds takes take place goes go out happen happens happened weekly daily nightly morning mornings
    afternoon afternoons evening evenings night nights week weeks month months instead anymore going forward onward
    from next here these days new rota timetable schedule process change changed shifted moved rescheduled retimed
    reset pushed pulled brought forward bumped switched swapped effective per under route reshuffle reshuffled
    rebooked falls lands lunch noon midnight earlier later first last""".split())
_FORM = 5
_MONTH = re.compile(r"\b(" + "|".join(m for m in MONTH_NAMES if m != "may") + r")\b")
_FROM_MONTH = re.compile(r"\b(?:from|starting(?:\s+with)?|since|as\s+of|effective)\s+(?:the\s+)?(?:"
                         + "|".join(MONTH_NAMES) + r")\b", re.IGNORECASE)


def _days(text: str) -> frozenset[int]:
    days = {WEEKDAYS.index(m.group(1).lower()) for m in _DAY.finditer(text)}
    days |= {WEEKDAY_ABBREVIATIONS[m.group(1).lower()] for m in _SHORT_DAY.finditer(text)
             if m.group(1)[:1].isupper() or m.group(1).islower()}
    return frozenset(days)


def _times(text: str) -> frozenset[int]:
    found = set()
    for m in _TIME.finditer(text):
        if m.group(1):
            hour, minute, half = int(m.group(1)), int(m.group(2)), (m.group(3) or "").replace(".", "").lower()
        elif m.group(4):
            hour, minute, half = int(m.group(4)), int(m.group(5)), m.group(6).replace(".", "").lower()
        elif m.group(7):
            hour, minute, half = int(m.group(7)), 0, m.group(8).replace(".", "").lower()
        else:
            hour, minute, half = int(m.group(9)), int(m.group(10)), ""
        if hour > 23 or minute > 59:
            continue
        if half == "pm" and hour < 12:
            hour += 12
        elif half == "am" and hour == 12:
            hour = 0
        found.add(hour * 60 + minute)
    return frozenset(found)


def _things(text: str) -> set[str]:
    words = set()
    for w in _WORD.findall(text.lower()):
        w = w.strip("'’-")
        if w.endswith(("'s", "’s")):
            w = w[:-2]
        if len(w) < 4 or w in _LIGHT or w in W.STOP_WORDS or w in CALENDAR_WORDS or w in DAYPARTS \
                or w in FREQUENCY_ADVERBS or w.rstrip("s") in WEEKDAYS:
            continue
        words.add(w)
    return words


def _one_word(old_words: set[str], new_words: set[str]) -> str | None:
    """A word of the older thing the newer memory names, whole or in another form ("extract" / "extraction")."""
    for a in sorted(old_words):
        for b in sorted(new_words):
            if a == b or stem(a) == stem(b):
                return a
            if min(len(a), len(b)) >= _FORM and ((a.startswith(b[:_FORM]) and b.startswith(a[:_FORM]))
                                                   or a.endswith(b) or b.endswith(a)):
                return a
    return None


def slot_anew(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` tells the recurring thing of ``old_text`` at another weekday or clock time (module doc)."""
    old_plain, new_plain = undated(old_text), undated(new_text)
    if not says(_CHANGE, new_plain) or says(_NOT_FOR_GOOD, new_plain):
        return None
    if _ONCE.search(new_plain) and not _LASTING.search(new_plain):
        return None
    if _MONTH.findall(new_plain.lower()) and not set(_MONTH.findall(new_plain.lower())) <= set(
            _MONTH.findall(old_plain.lower())) and not _FROM_MONTH.search(new_plain):
        return None  # "The March gate exercise was brought forward": one month's occurrence
    days_old, days_new = _days(old_plain), _days(_head(new_plain))
    times_old, times_new = _times(old_plain), _times(_head(new_plain))
    slot = None
    if days_old and days_new and not days_old & days_new and len(days_new) <= len(days_old) + 1:
        slot = f"weekday, {', '.join(WEEKDAYS[d].title() for d in sorted(days_old))} → " \
               f"{', '.join(WEEKDAYS[d].title() for d in sorted(days_new))}"
    elif times_old and times_new and not times_old & times_new and len(times_old) == len(times_new) \
            and (not days_new or days_new == days_old) and len(times_new) <= 2:
        slot = f"time, {', '.join(_clock(t) for t in sorted(times_old))} → " \
               f"{', '.join(_clock(t) for t in sorted(times_new))}"
    if slot is None:
        return None
    head = _head(new_plain)
    shared = _one_word(_things(old_plain), _things(head))
    if shared is None:
        return None
    if _new_names(old_plain, head) or _scope(old_plain) != _scope(head) or _other_possessors(old_plain, head):
        return None
    if _apart(shared, old_plain, head):
        return None
    old, new = read(old_plain), read(new_plain)
    if new.hedged or new.temporary or new.past_only or old.past_only or old.hedged:
        return None
    return f"same recurring thing ({shared}) told at another {slot}, the change said"


# Where why, for whom or what became of the older slot starts after the new value: "…, since the Saturday market eats
# my mornings", "… for the Tokyo collaborators", "…; Wednesday deploys stopped".
_TAIL = re.compile(r"\s*(?:[;—–(]|,\s+(?:the|a|so|since|as|because|friendlier|which)\b"
                   r"|\s(?:since|because|so|per|for\s+the|to\s+(?:dodge|avoid|suit|fit|give|let|make|free)|after\s+(?:the|its|their|a)|following|as)\s)",
                   re.IGNORECASE)
_SLOT = re.compile(r"\d|\b(?:" + "|".join(WEEKDAYS) + r")", re.IGNORECASE)


def _head(text: str) -> str:
    """The newer text up to where a tail after its first slot value starts (:data:`_TAIL`)."""
    first = _SLOT.search(text)
    if first is None:
        return text
    cut = _TAIL.search(text, first.end())
    return text[:cut.start()] if cut else text


def _new_names(old_text: str, new_text: str) -> bool:
    """A name the newer text gives inside a sentence that the older memory does not hold in any form ("Hollins
    Bakery site: extra window …"): another thing or person."""
    old_words = {w.strip("'’") for w in _WORD.findall(old_text.lower())}
    for m in re.finditer(r"(?<![.!?:—–]\s)(?<!^)\b([A-Z][a-z][\w'’-]*)", new_text):
        word = m.group(1).lower().removesuffix("'s").removesuffix("’s")
        if word in CALENDAR_WORDS or word.rstrip("s") in WEEKDAYS or word in W.STOP_WORDS \
                or word in ("user", "utc", "gmt", "bst", "cet"):
            continue
        if _one_word({word}, old_words) is None:
            return True
    return False


def _apart(shared: str, old_text: str, new_text: str) -> bool:
    """Whether the shared word names two things or two ends: the other end of a day ("closes" / "opens"), the word
    only a reference point in the older memory ("… before shift handover"), another head after it or another part
    of the day before it ("build cleanup", "morning news" / "evening news"), a dated occurrence ("the 11th")."""
    old_words, new_words = _WORD.findall(old_text.lower()), _WORD.findall(new_text.lower())
    if (set(old_words) & _START and set(new_words) & _END) or (set(old_words) & _END and set(new_words) & _START):
        return True
    if shared in _START | _END:
        return True
    if _DATE.search(new_text) and not _DATE.search(old_text):
        return True
    for words, other in ((old_words, set(new_words)), (new_words, set(old_words))):
        at = _position(shared, words)
        if at is None:
            continue
        if any(w in _REFERENCE for w in words[max(0, at - 3):at]) and words is old_words:
            return True
        before = words[at - 1] if at else ""
        if before in DAYPARTS and before not in other:
            return True
        if words is new_words and _things(before) and before not in other:
            old_at = _position(shared, old_words)
            old_before = old_words[old_at - 1] if old_at else ""
            if _things(old_before) and old_before not in set(new_words):
                return True  # "Design standup" / "team standup": two modifiers, two things
        if words is new_words and at + 2 < len(words) and words[at + 1] == "of":
            named = next((w for w in words[at + 2:at + 4] if w not in W.STOP_WORDS), "")
            if _things(named) and _one_word({named}, other) is None:
                return True  # "validation of the video files" beside "gallery photos … validated": another thing
        after = words[at + 1] if at + 1 < len(words) else ""
        if after and after not in other and after not in _SAME_HEAD and _things(after) and not _CHANGE.match(after) \
                and _one_word({after}, other) is None and words is new_words and _noun_like(after):
            return True
    return False


def _position(shared: str, words: list[str]) -> int | None:
    for k, w in enumerate(words):
        if _one_word({shared}, {w.strip("'’")}) is not None:
            return k
    return None


def _noun_like(word: str) -> bool:
    """A word that may head a noun phrase: not a verb's past or -ing form, not an adverb."""
    return not word.endswith(("ed", "ing", "ly", "s'")) and word not in W.STOP_WORDS


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"

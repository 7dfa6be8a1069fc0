"""One recurring thing's clock time told again with another time: a schedule moved, read from the value's type.

"The user's team holds standup at 08:45" and "User's standup was moved to 9:15"; "standup: 09:00
PT" and "standup 11:00 ET" (noon in the east: another time); "backup job: 01:00 UTC" and "backup
cron → 0 3 * * * (UTC)"; "I pick up the kids at 3:15" and "School pickup is 4pm for me now". A
thing that recurs at one time of day holds one time: the newer text giving the same thing another
time puts it in the older one's place.

Read here: each text gives exactly one clock time (a cron line's minute and hour count as one);
the two share the thing's word (the statement model's key, without its tags); the times differ
once both are brought to one zone where both texts name one ("09:00 PT" and "12:00 ET" are one
time).

Not a change: another start or end of the thing ("starts at 9" / "ends at 5"); a weekday, part of
the day or date only one text gives (another occurrence); a narrower thing ("design standup");
a one-day event without a lasting change said ("ran until 9:50 today"); and whatever the
statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from itertools import pairwise

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS, FREQUENCY_ADVERBS, SEASONS, WEEKDAYS
from core.conflicts.note_dates import undated
from core.conflicts.statement import Statement, read
from core.conflicts.tool_swap import another_holder, modifier_differs
from core.text.tokens import stem

_TOKEN = re.compile(r"[\w][\w'’.:-]*[\w]|\w|[;,:=()\[\]—–.!?]|->|→")
# Hours from UTC; summer time is not known from a note, so a zone's standard offset stands for it.
_ZONES = {"utc": 0, "gmt": 0, "z": 0, "bst": 1, "cet": 1, "cest": 2, "eet": 2, "eest": 3, "ist": 5.5, "sgt": 8,
          "jst": 9, "kst": 9, "aest": 10, "aedt": 11, "nzst": 12, "et": -5, "est": -5, "edt": -4, "ct": -6,
          "cst": -6, "cdt": -5, "mt": -7, "mst": -7, "mdt": -6, "pt": -8, "pst": -8, "pdt": -7}
_CRON = re.compile(r"(?<![\w*/])(\d{1,2}) (\d{1,2}) \* \* [*\d,-]+")
# Which end of the thing a time is: its start or its end.
_ENDS = {"start": "start", "starts": "start", "starting": "start", "begin": "start", "begins": "start",
         "opens": "start", "open": "start", "kickoff": "start", "end": "end", "ends": "end", "finish": "end",
         "finishes": "end", "close": "end", "closes": "end", "until": "end", "till": "end", "by": "end",
         "deadline": "end", "wraps": "end", "cutoff": "end", "started": "start", "began": "start",
         "opened": "start", "ended": "end", "finished": "end", "closed": "end", "wrapped": "end",
         "unlock": "start", "unlocks": "start", "unlocked": "start"}
_ONCE = re.compile(r"\b(?:today|tonight|tomorrow|yesterday|only|once|this (?:morning|afternoon|evening|week|\w+day)"
                   r"|next (?:week|\w+day))\b")
_LASTING = re.compile(r"\b(?:from (?:this|next|now|today)|starting|going forward|moving forward|from here on|now)\b")
_OCCASION = ("weekday", "daypart", "date", "ordinal")
_SEASONS = frozenset(stem(w) for w in SEASONS)
_CALENDAR = CALENDAR_WORDS


def _times(statement: Statement) -> set[str]:
    times = set(statement.values.get("time", frozenset()))
    for minute, hour in _CRON.findall(statement.text):
        if int(hour) < 24 and int(minute) < 60:
            times.add(f"{int(hour):02d}:{int(minute):02d}")
    return times


def _zone(text: str) -> float | None:
    zones = {_ZONES[w] for w in re.findall(r"[a-z]+", text.lower()) if w in _ZONES and w != "z"}
    return zones.pop() if len(zones) == 1 else None


def _minutes(value: str) -> int:
    hour, minute = value.split(":")[:2]
    return int(hour) * 60 + int(minute)


# Words for meeting someone: "1:1 with Ana" and "Ana and I meet" are one meeting.
_MEETS = frozenset(stem(w) for w in "meet meets meeting sync catch 1:1 one-on-one call chat".split())


# Meetings known by their own name; the words of _MEETS name any meeting.
_MEETINGS = frozenset(stem(w) for w in "standup stand-up scrum huddle check-in retro".split())


def _one_meeting(old: Statement, new: Statement, by_day: bool = False) -> set[str]:
    """The older text's meeting, when the newer one names only a meeting of any kind ("daily sync" after
    "standup: 09:00 daily") that recurs as often (or on the same weekday; with ``by_day``, on one weekday each)
    and says it moved: the words of the older meeting, else nothing. Whom it is with, named in both, is no
    other meeting ("1:1 with Ana" / "Ana and I meet")."""
    meeting = {w for w in old.key if w in _MEETINGS or w in _MEETS}
    both = {stem(w) for w in _capitals(old.text) & _capitals(new.text)}
    words = {stem(_singular(w)) for w in new.key if not w.startswith("@") and w not in W.LIGHT_VERBS
             and w not in W.FILLER_WORDS and w not in both and w not in _RECURS}  # "one-on-ones" is a one-on-one
    if by_day:
        days_old, days_new = old.values.get("weekday", frozenset()), new.values.get("weekday", frozenset())
        one_each = len(days_old) == 1 and len(days_new) == 1
        return meeting if meeting and words and words <= _MEETS and one_each \
            and _MOVED.search(new.text.lower()) is not None else set()
    if not meeting or not words or not words <= _MEETS or _MOVED.search(new.text.lower()) is None:
        return set()
    same_rate = bool(old.values.get("period")) and old.values.get("period") == new.values.get("period")
    same_day = bool(old.values.get("weekday")) and old.values.get("weekday") == new.values.get("weekday")
    return meeting if same_rate or same_day else set()


_DAYPART_HOURS = {"morning": (5, 12), "afternoon": (12, 18), "evening": (17, 23)}


def _in_daypart(parts: frozenset[str] | None, time: str) -> bool:
    """Whether the one part of the day a text names holds its own time ("9:30 every morning")."""
    if parts is None or len(parts) != 1:
        return False
    (part,) = parts
    low, high = _DAYPART_HOURS.get(part, (0, 0))
    return low <= _minutes(time) / 60 < high


def _capitals(text: str) -> set[str]:
    """Capitalised words anywhere in the text, the first too (not a zone, a month or a weekday): who or what."""
    return {w.lower() for w in re.findall(r"\b[A-Z][a-z][\w'’-]*", text) if w.lower() not in _ZONES
            and w.lower() not in _CALENDAR and w.lower().removesuffix("s") not in _CALENDAR}


def _other_capitals(old_text: str, new_text: str) -> set[str]:
    """Capitalised words one text names and the other does not name at all: who the thing is with ("1:1 with
    Priyanka" / "1:1 with Dmitri"). A capital that only opens a sentence with a word the other text holds
    ("Manager 1:1 got swapped" after "1:1s with my manager") or a common opener ("The", "Our", "User") is none."""
    def words(text: str) -> set[str]:
        return {stem(w) for w in re.findall(r"[a-z][\w'’-]*", text.lower())}

    def named(text: str, other: set[str]) -> set[str]:
        return {w for w in _capitals(text) if stem(w) not in other and w not in W.STOP_WORDS
                and w not in W.SELF_WORDS and w not in W.PRONOUNS and w not in ("user", "user's")}

    return named(old_text, words(new_text)) | named(new_text, words(old_text))


# Whose thing it is, told by a possessive: "the user's *manager's* 1:1" is the manager's, not the user's.
_POSSESSOR = re.compile(r"\b([a-z]+)['’]s\b")


def _possessors(text: str) -> set[str]:
    return {w for w in _POSSESSOR.findall(text.lower()) if w not in ("user", "it", "that", "what", "there", "here")
            and w not in W.PRONOUNS and w not in W.SELF_WORDS}


def _other_possessors(old_text: str, new_text: str) -> bool:
    """Whether one text's thing is someone's the other text does not name at all ("the user's manager's 1:1"); the
    possessor named in the other text in other words is the same ("the library's triage" / "triage for my
    library")."""
    old_words, new_words = set(re.findall(r"[a-z]+", old_text.lower())), set(re.findall(r"[a-z]+", new_text.lower()))
    return bool(_possessors(old_text) - new_words) or bool(_possessors(new_text) - old_words)


def day_change(old: Statement, new: Statement, said: bool = False) -> str | None:
    """Why the newer statement moves the older one's weekly meeting to another weekday, the move said (or ``said`` by
    the caller, :func:`slot_retold`), neither giving a time (that is :func:`clock_change`'s): "1:1 with Ana on
    Thursdays" / "Ana and I meet on Tuesdays instead"; not another occasion, scope, person or a one-day move."""
    if "time" in new.values or "weekday" not in new.values or "weekday" not in old.values:
        return None
    if "time" in old.values and "daypart" not in new.values:
        return None  # a time told again is clock_change's; "Monday at 10" / "Wednesday mornings": the day moved
    if old.past_event or new.past_event or not (said or _MOVED.search(new.text.lower())):
        return None
    days_old, days_new = old.values["weekday"], new.values["weekday"]
    if len(days_old) != 1 or len(days_new) != 1 or days_old == days_new:
        return None
    if any(old.values.get(slot) != new.values.get(slot) for slot in ("date", "ordinal")):
        return None
    if one_occasion(new.text.lower()):
        return None  # "this week only on Tuesday": one occasion
    # "1:1 with Priyanka" / "1:1 with Dmitri"; "on weekends"; "the user's manager's 1:1"
    shared = one_thing(old, new, {w for w in old.key & new.key if not w.startswith("@")}
                       or _one_meeting(old, new, by_day=True), dayless=True)
    if shared is None:
        return None
    (was,), (now,) = days_old, days_new
    return f"same thing ({' '.join(sorted(shared))}) day, {was.title()} → {now.title()}"


def one_occasion(low: str) -> bool:
    """Whether the lower-cased newer text moves a recurring thing for one occasion only ("this week only on Tuesday",
    "pushed back an hour today"), not from then on ("from next week", "going forward")."""
    return _ONCE.search(low) is not None and (_LASTING.search(low) is None
                                              or re.search(r"\b(?:only|once)\b", low) is not None)


def one_thing(old: Statement, new: Statement, shared: set[str], dayless: bool = False) -> set[str] | None:
    """The key words two statements name one recurring thing by — ``shared``, with each older word the newer text
    tells in its other form ("inspect" / "inspection") — or ``None`` when they name another thing beside it, another
    scope, person, possessor or holder, or a modifier of the thing the other lacks: the weekly reader's guards
    (:func:`day_change`), which the readers of a monthly slot and of a time moved by an amount keep too. ``dayless``
    reads the modifiers without the weekdays, which those readers compare themselves."""
    old_forms, new_forms = _one_word_forms(old.key - shared, new.key - shared)
    shared = shared | old_forms
    if not shared or (_extra(old.key - shared) and _extra(new.key - shared - new_forms)):
        return None
    if _other_capitals(old.text, new.text) or _scope(old.text) != _scope(new.text) \
            or _other_possessors(old.text, new.text):
        return None
    old_tokens, new_tokens = _bare(_TOKEN.findall(old.text)), _bare(_TOKEN.findall(new.text))
    if another_holder(old_tokens, new_tokens) or (
            modifier_differs(_dayless(old_tokens), _dayless(new_tokens)) if dayless
            else modifier_differs(old_tokens, new_tokens)):
        return None
    return shared


def _one_word_forms(old_words: frozenset[str], new_words: frozenset[str]) -> tuple[set[str], set[str]]:
    """The stems of each text that are one word told as verb and noun ("collect" / "collection", "inspect" /
    "inspection", "notaris" / "notarisation", "lashing" / "lash"): fresh hands name a scheduled thing by its verb in
    one memory and its noun in the other. Two stems are one word when the longer starts with all but the last letter
    of the shorter, and that shorter one has five letters or more ("post" / "postal" stays two)."""
    old_found, new_found = set(), set()
    for was in old_words:
        for now in new_words:
            short, long_ = sorted((was, now), key=len)
            if len(short) >= 5 and long_.startswith(short[:-1]) and not short.startswith("@"):
                old_found.add(was)
                new_found.add(now)
    return old_found, new_found


def _dayless(tokens: list[str]) -> list[str]:
    """Tokens without the weekdays: the day is the value compared, never a modifier of the thing ("Wednesday
    evenings" / "Thursday evenings" are one part of the day at two days)."""
    return [t for t in tokens if t.lower().removesuffix("s") not in _CALENDAR]


# Words of how often a meeting recurs or of its taking place, standing in its key ("alternate Mondays", "kicks
# off at 10"): not which thing it is.
_RECURS = frozenset(stem(w) for w in """alternate alternating other every biweekly fortnightly weekly daily nightly
    kick kicks off start starts begin begins happen happens held run runs""".split())


# One place in a series in two words: "last boat" / "final boat".
_ORDINAL_WORDS = {"final": "last", "1st": "first", "2nd": "second", "3rd": "third"}
# The verbs a timetabled thing's time is told with ("the final boat leaves 18:15", "last train departs 23:40"): the
# time is the thing's own, as a note's "last boat: 17:30" says.
_TIMETABLED = frozenset(stem(w) for w in "leave leaves depart departs sail sails".split())
# A time moved by a verb with its direction ("brought forward to 8:30", "pushed back to 10", "pulled forward"): the
# verb tells the change, not another thing beside the shared one.
_MOVED_BY = re.compile(r"\b(?:bring|brings|brought|bringing|pull|pulls|pulled|push|pushes|pushed) "
                       r"(?:it |them )?(?:forward|back|earlier|later)\b")
# As a statement's key writes them: stemmed ("pulled" is "pul"), so the set is stemmed too.
_MOVING_VERBS = frozenset(stem(w) for w in "bring brought bringing pull pulled pulling push pushed pushing".split())


def _one_ordinal(key: frozenset[str]) -> frozenset[str]:
    return frozenset(_ACTS.get(w, w) for w in (_ORDINAL_WORDS.get(w, w) for w in key))


# One scheduled act in other words, as a fresh hand retells it ("open" / "unlock" the shop, a sample "collected" / the
# "pickup", a truck "leaves" / "departs", "stand-up" / "huddle"): each group read as its first word.
_ACTS = {stem(word): stem(group.split()[0]) for group in (
    "open opens opened unlock unlocks unlocked",
    "collect collects collected collection pickup pickups pick-up",
    "leave leaves depart departs departure",
    "standup stand-up stand-ups standups huddle huddles",
    "handover handovers hand-over changeover",
) for word in group.split()}


# Nouns of a slot itself ("the freestyle session" / "the freestyle slot"): when, never which thing.
_SLOT_NOUNS = frozenset(stem(w) for w in "slot slots session sessions".split())


def _extra(words: frozenset[str]) -> bool:
    return any(not w.startswith("@") and w not in W.LIGHT_VERBS and w not in W.FILLER_WORDS
               and not _REDONE_KEY.fullmatch(w) and w not in _SLOT_NOUNS
               and w not in ("cron", "local") and _singular(w) not in _MEETS and w not in _RECURS for w in words)


# A thing's time set anew by a verb of doing again with its target ("re-pointed to Tuesdays", "re-timed to 9:30"):
# what the older text named it by (its tool, "Deno cron") the newer may leave off, when two of its words are told.
_REREAD = re.compile(r"\bre-?[a-z]{3,}ed (?:to|for|onto)\b", re.IGNORECASE)
# A verb of doing again in a key ("re-pointed", "re-timed"): the change's verb, never which thing it is.
_REDONE_KEY = re.compile(r"re-[a-z]{3,}ed")


def _singular(word: str) -> str:
    """A hyphenated word in the plural as its singular ("one-on-ones"), which the stemmer leaves whole."""
    return word.removesuffix("s") if "-" in word else word


def _names(text: str) -> set[str]:
    """Capitalised words inside the text (not its first word — nor the first after a note's date —, a zone, a month or
    a weekday)."""
    words = re.findall(r"(?<=[\w,;:)] )[A-Z][\w'’-]+", undated(text))
    return {w.lower() for w in words if w.lower() not in _ZONES and w.lower() not in _CALENDAR
            and w.lower().removesuffix("s") not in _CALENDAR and w.lower() not in ("dst", "am", "pm")}


# How often a thing recurs, said as a modifier ("nightly backup", "Nightly dumps"): not which thing it is. A year's
# modifier is "annual" ("annual review"); "annually" never stands before a noun.
_HOW_OFTEN = (frozenset(FREQUENCY_ADVERBS) - {"annually"}) | {"annual"}
# Nouns any scheduled thing goes by: "backup cron" and "backup job" are one backup.
_RUN_NOUNS = frozenset("job jobs cron crontab task tasks run runs schedule".split())
# The weekday and time moving together, with a lasting change said: "User and Ana meet Thursdays at 10 now".
_MOVED = re.compile(r"\b(?:now|moved|rescheduled|shifted|switched|swapped|changed|instead|from now on|going forward|"
                    r"pushed|pulled|from (?:today|here on|this week|next week)|starting (?:today|this|next)"
                    r"|re-?[a-z]{3,}ed (?:to|for|onto))\b|→|->")


def _bare(tokens: list[str]) -> list[str]:
    """Tokens without times, numbers and how-often words: none of them says which thing a time belongs to."""
    return [t for t in tokens if not any(ch.isdigit() for ch in t) and t.lower() not in _HOW_OFTEN
            and t.lower() != "local"]  # "02:00 local": the time where the thing runs, not which thing


def _day_and_time_moved(old: Statement, new: Statement, said: bool = False) -> bool:
    """Whether one weekday and one time in each text both changed, with the change said: a weekly slot moved."""
    days_old, days_new = old.values.get("weekday", frozenset()), new.values.get("weekday", frozenset())
    return len(days_old) == 1 and len(days_new) == 1 and days_old != days_new \
        and (said or _MOVED.search(new.text.lower()) is not None) \
        and all(old.values.get(s) == new.values.get(s) for s in _OCCASION if s != "weekday")


_CLOCK_PAST = re.compile(r"\b(?:quarter|half|five|ten|twenty|twenty-five) past\b|(?<=\d) local time\b|(?<=\d) local\b")


_EVERY_WEEKDAY = re.compile(r"\b(?:every|each) (?:weekday|workday|working day)\b")


def _scope(text: str) -> set[str]:
    low = _CLOCK_PAST.sub(" ", text.lower())  # "quarter past ten" is a time, not the past; "02:00 local" a zone
    low = _EVERY_WEEKDAY.sub(" ", low)  # "at 9:15 every weekday": how often (daily), not the weekday scope
    return {stem(w) for w in re.findall(r"[a-z]+", low)} & (W.SCOPE_WORDS | _SEASONS)


def _end(text: str) -> set[str]:
    """Which end of the thing the text's time is; "by" is its end only before a time ("done by 9:00", "by noon"), not
    before whoever or whatever does it ("conducted at noon by the broker team", "triggered by Deno cron")."""
    return {_ENDS[w] for w in re.findall(r"[a-z]+", _BY_SOMEONE.sub(" ", text).lower()) if w in _ENDS}


_BY_SOMEONE = re.compile(r"\b[Bb][Yy] (?=(?i:(?:the|a|an|our|my|their|his|her|its|your) [a-z])|[A-Z][\w-]+ [a-z])")


# Verbs of a scheduled thing going off ("nightly backup fires at 03:30"): what it does, not a part of it.
_FIRES = frozenset("fires fire triggers kicks executes happens goes".split())


def _part_of(old_tokens: list[str], new_tokens: list[str], shared: set[str]) -> bool:
    """Whether the newer text names a thing of the shared one the older text lacks: the shared word used as a
    modifier ("the office *cafeteria* opens at 11" against "the office opens at 8")."""
    old_stems = {stem(t.lower()) for t in old_tokens}
    lows = [t.lower() for t in new_tokens]
    for k, (a, b) in enumerate(pairwise(lows)):
        if k + 2 < len(lows) and lows[k + 2] in ("off", "up", "out"):
            continue  # "build kicks off at 03:00": a verb with its particle, not a part of the build
        if stem(a) in shared and b.isalpha() and stem(b) not in old_stems and b not in W.STOP_WORDS \
                and b not in W.FILLER_WORDS and stem(b) not in W.LIGHT_VERBS and b not in W.CHANGE_WORDS \
                and stem(b) not in W.CHANGE_WORDS and b not in W.TIME_WORDS and stem(b) not in W.VALUE_NOUNS \
                and b not in _ENDS and b not in _ZONES and b not in _CALENDAR and b not in _RUN_NOUNS \
                and b not in _FIRES and stem(b) not in _TIMETABLED \
                and not b.endswith(("ed", "ing", "ly")) and b not in W.IRREGULAR_PAST:
            return True
    return False


def clock_change(old: Statement, new: Statement, said: bool = False) -> str | None:
    """Why the newer statement gives the older one's recurring thing another time of day, or ``None`` (``said``: the
    caller found the change said, :func:`slot_retold`)."""
    if "time" not in new.values and "*" not in new.text:
        return None
    before, after = _times(old), _times(new)
    if len(before) != 1 or len(after) != 1 or before == after:
        return None
    (was,), (now,) = before, after
    old_key, new_key = _one_ordinal(old.key), _one_ordinal(new.key)
    if _MOVED_BY.search(new.text.lower()):
        new_key -= _MOVING_VERBS
    shared = {w for w in old_key & new_key if not w.startswith("@")} or _one_meeting(old, new)
    old_forms, new_forms = _one_word_forms(old_key - shared, new_key - shared)
    shared |= old_forms
    if not shared or (_extra(old_key - shared) and _extra(new_key - shared - new_forms - _TIMETABLED)):
        return None  # "cron cleanup" / "cron vacuum": each its own thing beside the shared word
    if old.past_event or new.past_event or _names(new.text) - _names(old.text) \
            or (_names(old.text) - _names(new.text) and not (_REREAD.search(new.text) and len(shared) >= 2)):
        return None  # "met Ana at 10:00" / "met Ana at 14:00"; "1:1 with Priyanka" / "1:1 with Dmitri"
    if _scope(old.text) != _scope(new.text):
        return None  # "on weekdays" / "on weekends", "in summer"
    low = new.text.lower()
    if one_occasion(low):
        return None  # "ran until 9:50 today", "09:45 next week only": one day
    if _end(old.text) != _end(new.text):
        return None  # "starts at 9" / "ends at 5": the other end
    moved_days = _day_and_time_moved(old, new, said)
    for slot in _OCCASION:
        was_at, now_at = old.values.get(slot), new.values.get(slot)
        if slot == "daypart" and {was_at, now_at} <= {frozenset({"night"}), None} \
                and "86400" in old.values.get("period", ()) and "86400" in new.values.get("period", ()):
            continue  # "every night at midnight" / "Nightly … at 3 a.m.": one nightly thing
        if slot == "daypart" and (was_at is None) != (now_at is None) \
                and _in_daypart(*((now_at, now) if was_at is None else (was_at, was))):
            continue  # "at 9:30 every morning" / "to quarter past ten": the morning is the time's own
        if was_at != now_at and not (slot == "weekday" and moved_days):
            return None  # "Friday standup", "the 2nd": another occurrence
    old_tokens, new_tokens = _bare(_TOKEN.findall(old.text)), _bare(_TOKEN.findall(new.text))
    old_tokens = [_ORDINAL_WORDS.get(t.lower(), t) for t in old_tokens]
    new_tokens = [_ORDINAL_WORDS.get(t.lower(), t) for t in new_tokens]
    # A person's name in both is who the thing is with, and what follows it their verb ("Ana meet"), not a thing.
    things = shared - {stem(t.lower()) for t in new_tokens[1:] if t[:1].isupper()}
    if modifier_differs(old_tokens, new_tokens) or another_holder(old_tokens, new_tokens) \
            or _part_of(old_tokens, new_tokens, things):
        return None
    zone_old, zone_new = _zone(old.text), _zone(new.text)
    if zone_old is not None and zone_new is not None and zone_old != zone_new:
        shift = round((zone_old - zone_new) * 60)
        if (_minutes(was) - shift - _minutes(now)) % (24 * 60) == 0:
            return None  # "09:00 PT" and "12:00 ET": one time in two zones
    thing = " ".join(sorted(shared))
    if moved_days:
        (day_was,), (day_now,) = old.values["weekday"], new.values["weekday"]
        return f"same thing ({thing}) day and time, {day_was.title()} {was} → {day_now.title()} {now}"
    return f"same thing ({thing}) time, {was} → {now}"


# A clause of its own that says the older weekday is over ("Sundays are off-limits", "no more Fridays", "Tuesdays are
# out"): the change said, and no second slot beside the new one.
_DAY_OFF = re.compile(r"\b(?:off-limits|off limits|off|out|over|done|dropped|gone|scrapped|no longer|no more"
                      r"|not any ?more|a no-go|free now"
                      # the older slot itself let go: "Monday slot freed", "Saturday session cancelled", "retiring the
                      # Thursday slot", "Sunday slot freed for backups"
                      r"|freed|cancell?ed|retir(?:ed|ing)|vacated|released"
                      # the older day given to something else: "Saturdays are for the market", "Mondays are kept for
                      # deliveries", "Sunday afternoons belong to the kids", "Wed slot given to hull crew", "Thursdays
                      # clashed with choir" (fresh hands' commonest way of letting the older day go)
                      r"|(?:is|are) (?:now )?(?:for|reserved for|kept for|saved for)|kept for|keep (?:to|for)"
                      r"|belongs? to|given (?:over )?to|handed (?:over )?to|clash(?:es|ed)? with|cost too much)\b")
# Where a note's clauses part: a semicolon, a dash, ", and"/", but", a sentence's end, a bracket, or ", retiring …".
_CLAUSES = re.compile(r"\s*(?:;|—|–|\s-\s|,\s*(?:and|but)\s+|\.\s+|\(|\)|,\s*(?=retiring\b|freeing\b)"
                      # ", Saturdays are for the market": a comma before a clause that opens with a weekday
                      r"|,\s*(?=(?i:" + "|".join(WEEKDAYS) + r")s?\b))\s*")
# A lasting start told after the slot ("from here on", "from the autumn term onward", "these days", "for good",
# "from this month"): the change said; left off before the slot is compared, since "autumn" there is when the new
# slot began, not a season it holds in.
_LASTING_TAIL = re.compile(r",?\s*\b(?:these days|nowadays|from here on(?:wards?)?|going forward|moving forward"
                           r"|for good"
                           r"|from (?:this|next) (?:month|week|term|season|year|quarter)"
                           r"|from (?:the )?(?:\w+ ){0,2}(?:term|season|month|week|year) onwards?)\b", re.IGNORECASE)
# A reason told after the slot ("at the manager's request", "per the broker's email"): whose wish moved it, not which
# thing moved.
_WHOSE_WISH = re.compile(r",?\s*\b(?:at (?:the |my |our |his |her |their )?[\w'’-]+(?: [\w'’-]+)? request"
                         r"|per (?:the |my |our )?[\w'’-]+(?: [\w'’-]+)?)(?=[\s.,;]*$)", re.IGNORECASE)


_USERS = re.compile(r"\b(?:[Tt]he )?[Uu]ser['’]s\b")


def _weekdays(text: str) -> set[str]:
    """The weekdays a text names, whole ("Sundays") or as the statement model reads them short ("Fri 22:00")."""
    return {day for day in WEEKDAYS if re.search(r"\b" + day + r"s?\b", text.lower())} \
        | set(read(text).values.get("weekday", ()))


def _without_older_day(old_day: str, text: str) -> str | None:
    """The newer text without a short clause of its own that names only the older weekday and says it is over, or
    ``None`` when it holds none."""
    parts = [part for part in _CLAUSES.split(text.strip()) if part]
    kept = [part for part in parts if not (_weekdays(part) == {old_day} and len(part.split()) <= 6
                                          and _DAY_OFF.search(part.lower()) is not None)]
    if len(kept) == len(parts) or not kept:
        return None
    return "; ".join(kept)


def slot_retold(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's weekly thing another slot, its change said in words the readers of one
    slot leave aside, or ``None``.

    "I do the issue triage on Sunday evenings" / "Issue triage happens Wednesday lunchtimes; Sundays are
    off-limits" (the older day said over in a clause of its own); "holds workshops on Wednesday evenings" /
    "workshops run on Thursday evenings from the autumn term onward" (a lasting start after the slot); "staff
    meeting: Mondays 08:45" / "Staff meeting shifted to Wednesdays 16:00 at the manager's request" (whose wish moved
    it). The newer text is read again without those words, the change taken as said, by :func:`day_change` and
    :func:`clock_change` with every guard of theirs (another occurrence, scope, person, end, one day)."""
    days_old = _weekdays(undated(old_text))
    if len(days_old) != 1:
        return None
    (old_day,) = days_old
    told = _without_older_day(old_day, new_text)
    said = told is not None
    told = told if told is not None else new_text
    trimmed = _WHOSE_WISH.sub("", _LASTING_TAIL.sub("", told)).strip(" ,;")
    trimmed = _USERS.sub("my", trimmed)  # "the user's workshops": the holder's own, no modifier of the thing
    said = said or _LASTING_TAIL.search(told) is not None or _MOVED.search(new_text.lower()) is not None
    if not said or trimmed == new_text or _weekdays(trimmed) & days_old or len(_weekdays(trimmed)) != 1:
        return None
    old, new = read(old_text), read(trimmed)
    if new.hedged or new.temporary or new.additive or new.past_only or new.list_like \
            or _narrowed_before(old_text, trimmed, old.key & new.key):
        return None
    return day_change(old, new, said=True) or clock_change(old, new, said=True)


def _narrowed_before(old_text: str, new_text: str, shared: frozenset[str]) -> bool:
    """Whether the newer text puts a word the older lacks before the first word of the thing both name ("The
    *advanced* pottery class runs on Thursdays" after "I run the pottery class on Tuesdays"): a narrower thing."""
    old_stems = {stem(w) for w in re.findall(r"[a-z][\w'’-]*", old_text.lower())}
    for word in re.findall(r"[A-Za-z][\w'’-]*", undated(new_text)):
        low = word.lower()
        if stem(low) in shared:
            return False
        if stem(low) not in old_stems and low not in W.STOP_WORDS and low not in W.SELF_WORDS \
                and low not in W.FILLER_WORDS and low not in _CALENDAR and low.removesuffix("s") not in _CALENDAR \
                and stem(low) not in W.CHANGE_WORDS and low not in ("the", "a", "an", "my", "our", "user"):
            return True
    return False


# A clock time as writers give it: "01:30", "8:45", "10 pm", "7 a.m.", "noon", "midnight".
_CLOCK = re.compile(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:noon|midnight)\b", re.IGNORECASE)
# Where the telling of a new time ends and why, for whom or by whom it moved begins: a bracket, a semicolon, a dash, or
# a clause of purpose, reason or agent ("… to dodge the backup run", "… after the Tuesday slot clashed with CAB",
# "… by the new OIM", ", giving staff a lie-in", "… for good").
_WHY_AFTER = re.compile(r"\s*\(|\s*;|\s+[—–-]\s|,?\s+(?:to|so|because|since|after|once|when|while|as|per|by)\s"
                        r"|,\s+(?:giving|leaving|letting|making|which)\s|,?\s+for good\b", re.IGNORECASE)


# A time said set anew by a verb _MOVED leaves to the words around it: "batch window revised 23:30".
_REVISED = re.compile(r"\b(?:revised|retimed|re-timed|reset) (?:to )?(?=\d)")


def time_retold(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older one's recurring thing another time, told with why, for whom or by whom after
    the new time, or ``None``.

    "The nightly export job runs at 22:00" / "The nightly export job was rescheduled to start at 00:30 to stay clear
    of the backups"; "Fire drills are held on Fridays at 11:00" / "Fire drills were brought forward to Fridays at 09:30
    by the new site manager". Read whole, the tail names words and people of its own and the thing looks like
    another; read up to the new time's tail, it is the thing's time told anew. The change must be said (moved,
    rescheduled, from now on, for good …) and the tail tells no time of its own; every guard of :func:`clock_change`
    (another occurrence, scope, person, end, one day) is kept."""
    told = undated(new_text)
    times = list(_CLOCK.finditer(told))
    if len(times) != 1:
        return None
    cut = _WHY_AFTER.search(told, times[0].end())
    if cut is None:
        return None
    trimmed = _USERS.sub("my", told[:cut.start()]).strip(" ,;")
    low = new_text.lower()
    if _MOVED.search(low) is None and _MOVED_BY.search(low) is None and _LASTING_TAIL.search(new_text) is None \
            and _REVISED.search(low) is None:
        return None  # no change said: "the drill is at 11:00 by the east stairs" may be another drill
    if one_occasion(low):
        return None  # "… to cover the audit this week only": one occasion told in the tail is still one occasion
    old, new = read(old_text), read(trimmed)
    if new.hedged or new.temporary or new.additive or new.past_only or new.list_like:
        return None
    return clock_change(old, new, said=True)


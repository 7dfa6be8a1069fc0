"""A recurring thing's weekday or time of day moved, told in the passive with the thing as its subject: "Team
playtests are held on Friday afternoons" / "Playtests were rescheduled to Monday mornings by the producers"; "The
parents' showcase is held at 6 pm" / "The showcase has been put back to 7 pm so working parents can attend"; "The
user said stoppage planning was shifted to the last Friday of each month".

Fresh hands write a schedule's change in this one shape in any verb ("reassigned", "shunted", "put", "rebooked"),
with the thing shortened to its head ("the meetup", "loan dispatch") and who or why after it. The statement model
loses the thing among those words; this reads the shape itself:

- the newer subject, before "was", "were", "has been", "got" …, has only words the older memory has (the thing, not
  another: "the deputy's shift was moved …" after "my shift" names someone the older memory does not);
- a participle (any verb: the passive with "to", "on" or "for" after it says where the thing was put), then the
  place in the week or day, cut where why, by whom or for whom starts;
- the older memory gives the thing a weekday or a clock time, and the newer one puts it on other days (none shared)
  or, on the same days or none named, at another clock time.

Not read: a change talked about, temporary, or one day only ("this Friday", "next week", "only"), a time that is
a length ("cut to 30 minutes"), days shared in part, the past ("until the courier changed"), one day's occurrence
("Friday's review was bumped"); and every guard :func:`core.conflicts.rules.decide` passes a finding through (one
occurrence, a window, another scope, the other end of the day) still holds.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import DAYPARTS, WEEKDAY_ABBREVIATIONS, WEEKDAYS
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.text.tokens import stem

# Who told it, before the sentence: "The user said (that)", "The user mentioned".
_TOLD_BY = re.compile(r"^(?:the user|user|i|we|he|she|they)\s+(?:said|says|mentioned|mentions|reported|reports|noted"
                      r"|notes|explained|confirmed|told (?:me|us|the \w+))\s+(?:that\s+)?", re.IGNORECASE)
# The passive: the subject, the auxiliary, a participle, then where the thing was put.
_PASSIVE = re.compile(r"^(?P<subject>[\w'’ -]+?)\s+(?:was|were|has been|have been|had been|got|is being|are being)\s+"
                      r"(?:\w+ly\s+)?(?P<verb>[a-z]+(?:ed|en|ut|et|t))(?:\s+(?:back|forward|up|down|over|out|earlier"
                      r"|later))?(?:\s+by\s+(?:the|a|an|its|their|our|his|her)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}?)?"
                      r"\s+(?P<prep>to|on|for|onto|into|until|till)\s+(?P<value>.+)$", re.IGNORECASE)
# Where the place in the week or day ends and why, for whom or by whom starts.
_TAIL = re.compile(r"\s*[(;—–]|\s+-\s|,|\s+(?:so|because|since|after|once|when|while|as|per|by|due|following|"
                   r"under|from|for|in|with|to)\s", re.IGNORECASE)
_CLOCK = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\w:])|\b(noon|midday|midnight)\b",
                    re.IGNORECASE)
# A length, not a time of day: "cut to 30 minutes", "2 hours", "90 mins".
_LENGTH = re.compile(r"\b\d+\s*(?:min|mins|minutes?|h|hrs?|hours?|days?|weeks?)\b", re.IGNORECASE)
_ONE_TIME = re.compile(r"\b(?:today|tonight|tomorrow|yesterday|only|once|this (?:week|weekend|month|year|morning|"
                       r"afternoon|evening|\w+day)|next (?:week|weekend|\w+day)|for (?:one|a) (?:week|day|month)"
                       r"|for the (?:holidays?|break|festival|tournament|duration|works|refit|renovation))\b",
                       re.IGNORECASE)
_DAY = re.compile(r"\b(" + "|".join(WEEKDAYS) + r"|" + "|".join(WEEKDAY_ABBREVIATIONS) + r")s?\b", re.IGNORECASE)
# Participles of a move put forward, not made: "was suggested for Thursdays", "has been pencilled in".
_NOT_TAKEN = re.compile(r"(?:suggest|propos|float|request|ask|invit|consider|pencil|moot|pitch|discuss|nominat"
                        r"|recommend|question|offer|tip|earmark|plann|want|hop|expect)", re.IGNORECASE)
# What held before and no longer: "until the courier changed its route", "back before the upgrade".
_PAST = re.compile(r"\b(?:until|till|back (?:before|in|then|when)|used to|previously|formerly|originally)\b",
                   re.IGNORECASE)
_LIGHT = W.STOP_WORDS | W.SELF_WORDS | frozenset({"the", "a", "an", "user's", "users"})


def _days(text: str) -> frozenset[int]:
    days = set()
    for match in _DAY.finditer(text):
        word = match.group(1).lower()
        days.add(WEEKDAYS.index(word) if word in WEEKDAYS else WEEKDAY_ABBREVIATIONS[word])
    return frozenset(days)


def _clocks(text: str) -> frozenset[int]:
    """Clock times as minutes after midnight; a bare hour counts only with "at" or a marker before it ("at 9")."""
    found = set()
    for match in _CLOCK.finditer(text):
        if match.group(4):
            found.add({"noon": 720, "midday": 720, "midnight": 0}[match.group(4).lower()])
            continue
        hour, minutes, marker = int(match.group(1)), match.group(2), (match.group(3) or "").lower().replace(".", "")
        before = text[:match.start()]
        if not minutes and not marker and (not re.search(r"\b(?:at|to)\s*$", before, re.IGNORECASE)
                                           or not _BARE_HOUR_ENDS.match(text, match.end())):
            continue  # "the second Thursday", "14 days", "cooled to 8 °C", "limited to 2 jobs": no clock
        if "." in match.group(0) and not marker and not re.search(r"\bat\s*$", before, re.IGNORECASE):
            continue  # "pinned to 1.13": a version; "at 7.30" is a clock
        if hour > 23 or (minutes and int(minutes) > 59):
            continue
        if marker == "pm" and hour < 12:
            hour += 12
        if marker == "am" and hour == 12:
            hour = 0
        found.add(hour * 60 + int(minutes or 0) + (_BARE if not minutes and not marker else 0))
    return frozenset(found)


# A bare hour ("at 9", "moved to 2") marked apart: it may be morning or afternoon, so it is compared on a 12-hour dial.
_BARE = 100_000
_BARE_HOUR_ENDS = re.compile(r"\s*(?:$|[,.;)!]|o['’]clock\b|sharp\b|on\b|every\b|each\b|daily\b)", re.IGNORECASE)


def _other_time(was: int, now: int) -> bool:
    """Whether two clock times differ; a bare hour on either side is read on a 12-hour dial ("2" / "2pm": one time)."""
    if was >= _BARE or now >= _BARE:
        return (was % _BARE) % 720 != (now % _BARE) % 720
    return was != now


def _stems(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z][a-z'’-]*", text.lower()) if w not in _LIGHT}


def passive_moved(old_text: str, new_text: str) -> str | None:
    """Why the newer memory puts the older memory's recurring thing on another weekday or at another time, told in the
    passive with the thing as its subject (see the module doc), or ``None``."""
    told = _TOLD_BY.sub("", undated(new_text).strip())
    found = _PASSIVE.match(told.rstrip(" ."))
    if found is None or _ONE_TIME.search(new_text) is not None:
        return None
    value = found.group("value")
    cut = _TAIL.search(value)
    # "put on the second Thursday of each month", "moved to Tuesdays at 11:15": "of" and "at" stay in the value
    value = value[:cut.start()] if cut is not None else value
    if re.search(r"\b(?:" + "|".join(WEEKDAYS) + r")['’]s\b", value, re.IGNORECASE):
        return None  # "invited to Thursday's open evening": one day's occasion
    subject = found.group("subject")
    if _DAY.search(subject) is not None and (_OWN_DAY.search(subject) is not None
                                             or _days(subject) != _days(undated(old_text))):
        return None  # "Friday's review was bumped to Monday": one day's
    # "Sunday-morning shoots have been moved to …": the thing named by its older slot, which tells no other thing
    subject = _SLOT_WORDS.sub(" ", subject)
    if _PAST.search(new_text) is not None or _NOT_TAKEN.match(found.group("verb")) is not None:
        return None  # "… until the courier changed": the past; "was suggested for Thursdays": put forward, not made
    subject = re.sub(r"['’]s\b", "", subject)
    words = _stems(subject)
    old_words = _stems(undated(old_text))
    if not words or not words <= old_words or _LENGTH.search(value):
        return None
    new_read, old_read = read(new_text), read(old_text)
    if new_read.hedged or new_read.temporary or new_read.additive or old_read.negated \
            or new_read.negated or old_read.list_like:
        return None
    old_days, new_days = _days(old_text), _days(value)
    old_clock, new_clock = _clocks(undated(old_text)), _clocks(found.group("prep") + " " + value)
    if old_days and new_days and not old_days & new_days:
        return f"same thing ({' '.join(sorted(words))}) moved to another day, {_shown(old_days)} → {_shown(new_days)}"
    if new_days and new_days != old_days:
        return None  # days shared in part ("Tue/Thu" / "moved to Thursdays"), or a day where the older gives none
    if len(old_clock) == 1 and len(new_clock) == 1 and _other_time(min(old_clock), min(new_clock)) \
            and (not new_days or new_days == old_days) and not _dayparts(value) - _dayparts(old_text):
        return f"same thing ({' '.join(sorted(words))}) moved to another time, {_hhmm(old_clock)} → {_hhmm(new_clock)}"
    return None


# A day's own occasion: "Friday's review", "this Sunday", "next Tuesday's".
_OWN_DAY = re.compile(r"\b(?:" + "|".join(WEEKDAYS) + r")['’]s\b|\b(?:this|next|last|that)\s+(?:"
                      + "|".join(WEEKDAYS) + r")\b", re.IGNORECASE)
# The words of a slot in the week or day, set aside from the thing's words.
_SLOT_WORDS = re.compile(r"\b(?:" + "|".join(WEEKDAYS) + "|" + "|".join(WEEKDAY_ABBREVIATIONS) + "|"
                         + "|".join(DAYPARTS) + r")s?(?:-|\b)", re.IGNORECASE)


def _dayparts(text: str) -> set[str]:
    return {DAYPARTS[w] for w in re.findall(r"[a-z]+", text.lower()) if w in DAYPARTS}


def _shown(days: frozenset[int]) -> str:
    return "/".join(WEEKDAYS[day] for day in sorted(days))


def _hhmm(clock: frozenset[int]) -> str:
    (minutes,) = clock
    minutes %= _BARE
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


# A job's schedule named by its scheduler: "nightly cron edited to 04:30 UTC", "what-if cron set 04:30 UTC".
_CRON = re.compile(r"\bcron(?:tab)?\b", re.IGNORECASE)
_CRON_CHANGED = re.compile(r"\b(?:edited|set|changed|moved|retimed|re-timed|reset|rescheduled|shifted|now)\b|→|->",
                           re.IGNORECASE)
_HHMM = re.compile(r"\b([01]?\d|2[0-3])[:.]([0-5]\d)\b")
_ZONES = re.compile(r"\b(?:utc|gmt|cet|cest|bst|est|edt|pst|pdt|ist|jst|aest|local)\b", re.IGNORECASE)
# Words of the job's timing that name no other thing: the scheduler, how often, the job itself.
_TIMING_WORDS = frozenset(stem(w) for w in "cron crontab nightly daily job run schedule slot time".split())


def cron_moved(old_text: str, new_text: str) -> str | None:
    """Why a terse note's job, its time keyed ("CI nightly build: 02:00 UTC"), is told at another time by its
    scheduler ("nightly cron edited to 04:30 UTC (runner contention)"), or ``None``. The newer note's words besides the
    scheduler, how often, the change and the time must all be the older key's (the same job); why after a bracket,
    a semicolon or a dash is set aside, whatever time it names; one time each, in one zone or none."""
    if _CRON.search(new_text) is None:
        return None
    old_note = re.match(r"\s*(?P<key>[^:=]{1,60})[:=]\s*(?P<value>.+)$", undated(old_text))
    if old_note is None or _CRON_CHANGED.search(new_text) is None:
        return None
    head = re.split(r"\s*[(;]|\s+[—–-]\s|\s+(?:because|after|since|as|due)\s", undated(new_text).strip())[0]
    old_times, new_times = _HHMM.findall(old_note.group("value")), _HHMM.findall(head)
    if len(old_times) != 1 or len(new_times) != 1 or old_times == new_times:
        return None
    old_zone = {z.lower() for z in _ZONES.findall(old_text)}
    new_zone = {z.lower() for z in _ZONES.findall(head)}
    if old_zone and new_zone and old_zone != new_zone:
        return None  # "02:00 UTC" / "03:00 CET": a zone reader's to tell
    words = {stem(w) for w in re.findall(r"[a-z][a-z'’-]*", _ZONES.sub(" ", head.lower()))
             if w not in _LIGHT and not _CRON_CHANGED.fullmatch(w)} - _TIMING_WORDS
    key_words = {stem(w) for w in re.findall(r"[a-z][a-z'’-]*", old_note.group("key").lower())}
    if not words or not words <= key_words:
        if words or not (key_words & _TIMING_WORDS or "nightly" in old_text.lower()):
            return None  # another job: "backup cron set 04:30"
    (was_h, was_m), (now_h, now_m) = old_times[0], new_times[0]
    return f"same job's schedule ({old_note.group('key').strip()}), {int(was_h):02d}:{was_m} → {int(now_h):02d}:{now_m}"


# A scheduled job told by its own nouns: "nightly build", "CI cron", "backup script", "compiler nightlies".
_JOB_NOUNS = {"build": "build", "builds": "build", "cron": "cron", "crontab": "cron", "ci": "ci", "backup": "backup",
              "backups": "backup", "script": "script", "pipeline": "pipeline", "nightlies": "build"}
_JOB_CUE = re.compile(r"\b(?:builds?|cron(?:tab)?|ci|backups?|script|pipeline|nightlies)\b", re.IGNORECASE)
_RETIMED = re.compile(r"\b(?:edited|changed|moved|retimed|re-timed|reset|rescheduled|shifted|now|instead|rewritten"
                      r"|rewrote|switched|pushed|pulled|bumped|going forward|from now on)\b|→|->", re.IGNORECASE)
# Where the why or when after the newer time starts ("to finish before Asia wakes up", "(02:00 collided with …)").
_AFTER_TIME = re.compile(r"\s*[(;,]|\s+[—–-]\s"
                         r"|\s+(?:to|so|because|after|since|as|due|once|when|while|per|for)\s+(?!\d)")
# Words of how a job is run or its time told, never which job it is.
_RUN_WORDS = frozenset(stem(w) for w in """trigger triggered triggers fire fires fired kick kicks kicked off run runs
    ran start starts started launch launches go goes set scheduled at utc gmt local time daily nightly every night
    edit edited rewritten rewrite rewrote rescheduled instead now so from is are was were the a an my our user user's
    to job jobs cron crontab build builds ci backup backups script pipeline nightlies""".split())
_NOT_LASTING_JOB = re.compile(r"\b(?:today|tonight|tomorrow|this (?:week|weekend|month|once)|next (?:week|run)|only"
                              r"|once|until|till|back in|used to|might|may|could|would|plan|planned|planning"
                              r"|proposed|suggested|considering|if|whether|also|another|second|extra)\b|\?",
                              re.IGNORECASE)


def job_retimed(old_text: str, new_text: str) -> str | None:
    """Why the newer text tells the older one's scheduled job (a build, a cron, a backup script, a CI run) at another
    clock time with the change said, in any shape ("The nightly build is triggered at 22:00 UTC instead, to finish
    before …", "Edited the crontab so the backup script fires at 02:15"), or ``None``. The newer text's words before
    the time's why must all be the older text's or words of running a job; one time each, in one zone."""
    old, new = undated(old_text), undated(new_text)
    if not says(_JOB_CUE, new) or not says(_RETIMED, new) or _JOB_CUE.search(old) is None:
        return None
    first = _HHMM.search(new)
    if first is None or _NOT_LASTING_JOB.search(new):
        return None
    cut = _AFTER_TIME.search(new, first.end())
    head = new[: cut.start()] if cut else new
    old_times, new_times = set(_HHMM.findall(old)), set(_HHMM.findall(head))
    if len(old_times) != 1 or len(new_times) != 1 or old_times == new_times:
        return None
    old_zone = {z.lower() for z in _ZONES.findall(old)}
    new_zone = {z.lower() for z in _ZONES.findall(head)}
    if old_zone != new_zone and old_zone and new_zone:
        return None  # "02:00 CET" / "00:00 UTC": a zone reader's to tell
    old_jobs = {_JOB_NOUNS[w.lower()] for w in _JOB_CUE.findall(old)}
    new_jobs = {_JOB_NOUNS[w.lower()] for w in _JOB_CUE.findall(head)}
    if not old_jobs & new_jobs:
        return None
    old_words = {stem(w) for w in re.findall(r"[a-z][a-z'’-]*", old.lower())}
    words = {stem(w) for w in re.findall(r"[a-z][a-z'’-]*", _ZONES.sub(" ", head.lower()))
             if w not in _LIGHT and w not in W.STOP_WORDS} - _RUN_WORDS - W.CHANGE_WORDS
    if words - old_words or set(re.findall(r"(?<=\w )[A-Z][\w'’-]+", head)) - set(re.findall(r"[A-Z][\w'’-]+", old)):
        return None  # another job ("the docs build", "staging backups"), or someone's ("Ana's cron")
    (was_h, was_m), (now_h, now_m) = sorted(old_times)[0], sorted(new_times)[0]
    return f"same job's schedule ({' '.join(sorted(old_jobs & new_jobs))}), {int(was_h):02d}:{was_m} → " \
           f"{int(now_h):02d}:{now_m}"


# A dated thing moved to another month by a verb of moving it: "brought forward (by the Trust) to late October",
# "pushed back to the second week of July", "put back a fortnight, to mid-August".
_MONTH_NAMES = "january|february|march|april|june|july|august|september|october|november|december"
_DATE_MOVE = re.compile(r"\b(?:brought|pulled|moved|pushed|put|bumped|shifted|rescheduled)(?: (?:forward|back|up|"
                        r"earlier|later))?\b(?P<by>[^.;:()]{0,40}?)\bto (?:the )?(?:(?:early|mid|late|end of|start of"
                        r"|first|second|third|fourth|last|final)[ -](?:week (?:of |in )?)?)?(?P<month>" + _MONTH_NAMES
                        + r")\b(?!\s*\d)", re.IGNORECASE)  # a day's date after it ("to April 2") is date_change's
_MONTH = re.compile(r"\b(?:" + _MONTH_NAMES + r")\b", re.IGNORECASE)
_NOT_MOVED_FOR_GOOD = re.compile(r"\b(?:this year only|just this year|only this year|for this year|this time"
                                 r"|one-off|might|may be|could|would|proposed|proposal|considering|if|whether"
                                 r"|back in|used to|also|another)\b|\?", re.IGNORECASE)
_TELLING = frozenset(stem(w) for w in "said says told reports mentioned noted has have been was were is are be "
                     "got gets the a an user user's this annual yearly".split())


def month_moved(old_text: str, new_text: str) -> str | None:
    """Why the newer text moves the older one's dated thing ("scheduled for the second week of November", "in late
    June") to another month by a verb of moving it ("brought forward to late October", "pushed back to the second
    week of July"), or ``None``. The newer text's words before the verb must all be the older text's (the same
    thing; who moved it and why after the verb are set aside); one month each, another month."""
    old, new = undated(old_text), undated(new_text)
    moved = _DATE_MOVE.search(new)
    if moved is None or _NOT_MOVED_FOR_GOOD.search(new):
        return None
    old_months = {m.lower() for m in _MONTH.findall(old)}
    if len(old_months) != 1 or moved.group("month").lower() in old_months:
        return None
    head = new[: moved.start()]
    if _MONTH.search(head) or _HHMM.search(new) or _HHMM.search(old):
        return None  # "the March deadline was pushed to May": which one it was, told in the head
    old_words = {stem(w) for w in re.findall(r"[a-z][a-z'’]*", old.lower().replace("-", " "))}
    words = {stem(w) for w in re.findall(r"[a-z][a-z'’]*", head.lower().replace("-", " "))
             if w not in _LIGHT} - _TELLING - W.CHANGE_WORDS
    if not words or words - old_words or re.search(r"(?<=\w )[A-Z]", head):
        return None  # another thing moved ("the *junior* gala"), or someone's
    (was,) = old_months
    return f"same dated thing ({' '.join(sorted(words))}), {was.title()} → {moved.group('month').title()}"

"""One value in other words: a time zone by its abbreviation or its name, a title with its level told as a Roman
numeral or as "level N", its rank word shortened, a part of the day by a meal ("after lunch" / "afternoons"), one
day of the year in two writings ("2024-12-14" / "Sat 14 Dec"), the older amount found again by a check — frame
guards every finding passes (:mod:`.framed_apart`).

"scrimmage: 19:00 CT Thu" / "scrimmage Thu 7 pm Central": a reader compared "CT" with "Central", which name one zone;
"title: Sr. SWE II @ Quillon Chips" / "title: Senior Software Engineer, level 2, Quillon Chips": once the common
shortenings of a title are written out ("Sr." senior, "SWE" software engineer, "Mgr" manager) and a level is read as
its number (Roman "II", "level 2", "L2", "grade 2"), the two memories say the same words. Not another zone ("ET" /
"Pacific"), another level ("II" / "level 3"), a word one memory adds ("Staff"), or a change said beside it (a word
added is never the same words).
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTH_NAMES, MONTH_SHORT
from core.conflicts.confirmed import change_told
from core.conflicts.note_dates import undated
from core.conflicts.value_words import NUMBER_WORDS

# The zones a clock time is told in, by abbreviation and by name: one zone each.
_ZONES = {
    **dict.fromkeys("ct cst cdt central".split(), "central"),
    **dict.fromkeys("et est edt eastern".split(), "eastern"),
    **dict.fromkeys("pt pst pdt pacific".split(), "pacific"),
    **dict.fromkeys("mt mst mdt mountain".split(), "mountain"),
    **dict.fromkeys("akst akdt alaska".split(), "alaska"),
    **dict.fromkeys("hst hawaii".split(), "hawaii"),
    **dict.fromkeys("cet cest".split(), "central european"),
    **dict.fromkeys("gmt utc zulu".split(), "utc"),
    **dict.fromkeys("aest aedt".split(), "australian eastern"),
}
_ZONE_TAIL = re.compile(r"\s+(?:time|time zone|timezone|standard time|daylight time)$")


# A clock time: "19:00", "7 pm", "7:30 p.m.", "noon".
_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d\d))?\s?([ap])\.?m\b\.?|\b(\d{1,2}):(\d\d)\b|\b(noon|midnight)\b")


def _clock_minutes(text: str) -> frozenset[int]:
    """The clock times a text tells, in minutes after midnight."""
    found = set()
    for m in _CLOCK.finditer(text.lower()):
        if m.group(6):
            found.add(720 if m.group(6) == "noon" else 0)
        elif m.group(3):
            found.add((int(m.group(1)) % 12 + (12 if m.group(3) == "p" else 0)) * 60 + int(m.group(2) or 0))
        else:
            found.add(int(m.group(4)) * 60 + int(m.group(5)))
    return frozenset(found)


def one_zone(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether the two values a reader compared name one time zone ("CT" / "Central", "EST" / "Eastern time") and
    the two memories tell no two clock times ("19:00 CT" / "8 pm Central" moved the time)."""
    if not old_value or not new_value:
        return False
    was = _ZONES.get(_ZONE_TAIL.sub("", old_value.strip(" .()").lower()))
    now = _ZONES.get(_ZONE_TAIL.sub("", new_value.strip(" .()").lower()))
    if was is None or was != now or old_value.strip().lower() == new_value.strip().lower():
        return False
    return _clock_minutes(old_text) == _clock_minutes(new_text)


# The parts of the day told by a meal or by the clock's half: one part each.
_DAYPARTS = {
    **dict.fromkeys(("afternoon", "afternoons", "after lunch", "after lunchtime", "pm", "p.m."), "afternoon"),
    **dict.fromkeys(("morning", "mornings", "before lunch", "am", "a.m."), "morning"),
    **dict.fromkeys(("evening", "evenings", "after dinner", "after supper"), "evening"),
}


def one_daypart(old_value: str, new_value: str) -> bool:
    """Whether the two values a reader compared name one part of the day ("after lunch" / "afternoons")."""
    was = _DAYPARTS.get(old_value.strip(" .,").lower())
    now = _DAYPARTS.get(new_value.strip(" .,").lower())
    return was is not None and was == now and old_value.strip().lower() != new_value.strip().lower()


# A day of the year as a note writes it: "2024-12-14", "14 Dec", "Dec 14th", "December 14, 2024".
_MONTH_NUMBER = {name: k + 1 for k, name in enumerate(MONTH_NAMES)} \
    | {short: ("jan feb mar apr may jun jul aug sep oct nov dec".split().index(short[:3]) + 1) for short in MONTH_SHORT}
_ISO_DAY = re.compile(r"^((?:19|20)\d\d)-(\d\d)-(\d\d)$")
_DAY_MONTH = re.compile(r"^(?:(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?|([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?)"
                        r"(?:,?\s+((?:19|20)\d\d))?$")


def _day_of_year(value: str) -> tuple[int | None, int, int] | None:
    """(year or None, month, day) of a value that is one day of the year, else ``None``."""
    low = value.strip(" .,").lower()
    if (iso := _ISO_DAY.match(low)) is not None:
        return int(iso.group(1)), int(iso.group(2)), int(iso.group(3))
    told = _DAY_MONTH.match(low)
    if told is None:
        return None
    month = _MONTH_NUMBER.get(told.group(2) or told.group(3) or "")
    if month is None:
        return None
    return (int(told.group(5)) if told.group(5) else None), month, int(told.group(1) or told.group(4))


def one_day(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether the two values a reader compared are one day of the year told two ways ("2024-12-14" / "14 Dec"), the
    year the same where both give one, and the two memories tell no two clock times ("18:00" / "8 pm" moved it)."""
    if not any(c.isdigit() for c in old_value) or not any(c.isdigit() for c in new_value):
        return False  # the cheap test first: a day's number in each
    was, now = _day_of_year(old_value), _day_of_year(new_value)
    if was is None or now is None or was[1:] != now[1:]:
        return False
    if was[0] is not None and now[0] is not None and was[0] != now[0]:
        return False
    return _clock_minutes(old_text) == _clock_minutes(new_text)


# A title's common shortenings, written out.
_WRITTEN_OUT = {
    "sr": "senior", "snr": "senior", "jr": "junior", "jnr": "junior", "swe": "software engineer",
    "sde": "software development engineer", "eng": "engineer", "engr": "engineer", "mgr": "manager",
    "asst": "assistant", "assoc": "associate", "dir": "director", "dev": "developer", "admin": "administrator",
}
_ROMAN = {"II": "2", "III": "3", "IV": "4", "V": "5", "VI": "6", "VII": "7", "VIII": "8", "IX": "9", "X": "10"}
# A level told with its noun ("level 2", "grade 2", "L2"): the number alone.
_LEVEL = re.compile(r"\b(?:level|lvl|grade|tier|band)\s*(?=\d)|\bl(?=\d\b)")
_LIGHT = frozenset("at of the a an for with in title role job position is as".split())
# The cheap test: a Roman numeral past one, or a level's noun before a number.
_RANK_CUE = re.compile(r"\b(?:II|III|IV|VI{0,3}|IX|X)\b|\b(?:level|lvl|grade|tier|band)\s*\d|\bL\d\b", re.IGNORECASE)


def _said_words(text: str) -> list[str]:
    text = re.sub(r"\b(?:II|III|IV|VI{0,3}|IX|X)\b", lambda m: _ROMAN[m.group(0)], text)
    low = _LEVEL.sub(" ", text.lower())
    words = []
    for word in re.findall(r"[a-z0-9][a-z0-9'-]*", low):
        words.extend(_WRITTEN_OUT.get(word, word).split())
    return [w for w in words if w not in _LIGHT]


def same_words_written_out(old_text: str, new_text: str) -> bool:
    """Whether the two memories say the same words once a title's shortenings are written out and a level is read as
    its number, one of them telling a rank ("Sr. SWE II" / "Senior Software Engineer, level 2")."""
    both = old_text + " " + new_text
    if not any(c.isdigit() for c in both) and not any(r in both for r in ("II", "IV", "VI", "IX", " V", " X")):
        return False  # the cheap test first: a digit or a Roman numeral's letters
    if _RANK_CUE.search(old_text) is None and _RANK_CUE.search(new_text) is None:
        return False  # a rank told by a numeral or a level's noun
    was, now = _said_words(old_text), _said_words(new_text)
    return bool(was) and set(was) == set(now) and len(was) == len(now)


# A check that found the older value again: "tally matches", "count confirmed", "checks out", "no discrepancy".
_AGREED = re.compile(r"\b(?:tally|count|figures?|numbers?|totals?|it|all) (?:still )?"
                     r"(?:matches|match|agrees?|tallies)\b"
                     r"|\b(?:confirmed|verified|checks out|checked out|as recorded|no discrepanc(?:y|ies)"
                     r"|same as (?:before|last time|recorded))\b")
_NUMBER = re.compile(r"(?<![\w.,-])\d[\d,]*(?:\.\d+)?")  # not a name's number ("KX-12")


def checked_again(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells a check that found the older amount again ("Golden gym: 34 lead ropes in
    service" / "recount at Golden: 34 lead ropes, tally matches"): every number it gives is the older memory's, it
    gives one at least, and it says the check agreed; not a number of its own ("recount: 31, tally off by 3")."""
    low = new_text.lower()
    if "match" not in low and "confirm" not in low and "verif" not in low and "check" not in low \
            and "discrepanc" not in low and "same as" not in low and "tall" not in low and "agree" not in low:
        return False  # the cheap test first: a word of agreeing
    if _AGREED.search(low) is None:
        return False
    now = set(_NUMBER.findall(undated(new_text)))
    return bool(now) and now <= set(_NUMBER.findall(undated(old_text)))


# Numbers in words that name an amount (not "a", "once", "few": words that count nothing exactly).
_AMOUNT_WORDS = {w: n for w, n in NUMBER_WORDS.items() if w not in ("a", "an", "once", "twice", "thrice", "single",
                                                                    "half", "couple", "few", "several", "multiple")}
_AMOUNT = re.compile(r"(?<![\w.,-])(\d[\d,]*(?:\.\d+)?)(?![\w.-]*\d)|\b(?:(a|an|one|" + "|".join(_AMOUNT_WORDS)
                     + r")[ -])?(hundred|thousand)\b|\b(" + "|".join(_AMOUNT_WORDS) + r")\b", re.IGNORECASE)
# A bound's side: at most ("under", "no longer than", "up to", "max") or at least ("over", "no fewer than", "min").
_AT_MOST = re.compile(r"\b(?:under|below|less than|fewer than|no (?:more|longer|bigger|larger|higher) than|at most"
                      r"|up to|max(?:imum)?|within|cap(?:ped)?(?: at)?|not (?:more|longer) than)\b|≤|<", re.IGNORECASE)
_AT_LEAST = re.compile(r"\b(?:over|above|more than|at least|min(?:imum)?|no (?:fewer|less|shorter) than"
                       r"|not (?:less|fewer) than)\b|≥|>", re.IGNORECASE)


# A bound said gone ("the two-hour minimum was abolished"): no bound told again.
_ENDED = re.compile(r"\b(?:abolish|scrap|drop|remov|lift|waiv|end|retir)\w*\b")


def _amounts(text: str) -> list[float]:
    """The amounts a text tells, in digits or in words ("14", "fourteen", "a hundred"), its date left out."""
    found: list[float] = []
    for match in _AMOUNT.finditer(undated(text)):
        digits, count, scale, word = match.groups()
        if digits:
            found.append(float(digits.replace(",", "")))
        elif scale:
            found.append(_AMOUNT_WORDS.get((count or "one").lower(), 1) * (100 if scale.lower() == "hundred" else 1000))
        elif word:
            found.append(float(_AMOUNT_WORDS[word.lower()]))
    return found


def same_amount_in_words(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells the older memory's bound again, its amount in words, on the same side ("replies
    under 100 words" / "replies no longer than a hundred words"), and tells no change and no end: one value in other
    words. Not an amount of its own, nor the other side ("at least a hundred words")."""
    low_new = new_text.lower()
    words_told = re.search(r"\b(?:hundred|thousand|" + "|".join(_AMOUNT_WORDS) + r")\b", low_new)
    if words_told is None:
        return False  # the cheap test first: an amount in words
    was, now = sorted(_amounts(old_text)), sorted(_amounts(new_text))
    if not now or was != now:
        return False
    sides = [(bool(_AT_MOST.search(t)), bool(_AT_LEAST.search(t))) for t in (old_text, new_text)]
    told = _AT_LEAST.sub(" ", _AT_MOST.sub(" ", undated(new_text).lower()))  # "no longer than" bounds, denies nothing
    return sides[0] == sides[1] and any(sides[0]) and not change_told(told) and _ENDED.search(told) is None

"""Values told in several tokens folded into one: what :func:`core.conflicts.values.tokenize` does
after reading each match on its own.

Numbers in words with their units ("ten thousand", "4 cups of coffee"), weekdays, dayparts, times,
durations and frequencies ("twice a week", "every other day"), quarters ("Q3 2026"), a bare hour after
"at", rates ("$3,500/month", "35 km weekly"), street addresses ("12 Elm Street") and "per" qualifiers.
What a number counts is read by :mod:`core.conflicts.counted_numbers`. Every function here is pure.
"""

from __future__ import annotations

import re
from dataclasses import replace

from core.conflicts.calendar_words import DAYPARTS, MONTHS, WEEKDAY_ABBREVIATIONS, WEEKDAYS, WEEKDAYS_PLURAL
from core.conflicts.counted_numbers import with_unit
from core.conflicts.value_words import (
    ADVERB_PERIODS,
    CYCLES,
    DAY_EVENTS,
    MEAL_PREPOSITIONS,
    MEASURE_NOUNS,
    MEGABYTES,
    MULTIPLIERS,
    NOT_UNITS,
    NUMBER_WORDS,
    ORDINALS,
    PER_CYCLES,
    REPO_EVENTS,
    SECONDS,
    UNIT_WORDS,
    Token,
    format_number,
    weekday,
)
from core.text.tokens import stem

_MINUTES_GLUED = re.compile(r"\d+(?:\.\d+)?m")


def fold(raw: list[Token]) -> list[Token]:
    """``raw`` (one token per match, in order) with each multi-token value folded into one token."""
    return _per_nouns(_streets(_rates(_days_per_cycle(_range_starts(_fold(_day_lists(raw)))))))


_DASHES = frozenset({"–", "—"})
_MERIDIEM = re.compile(r"\d\s?[ap]\.?m\.?$")


def _range_starts(tokens: list[Token]) -> list[Token]:
    """ "7–11am", "11–2pm": a bare hour before a dash and a time of day told with its half of the day is the window's
    start, in the half that puts it before the end (7:00 to 11:00, 11:00 to 14:00); "afternoons, 13–16", "8–11 every
    weekday": two bare hours joined by a dash in a text that names a part of the day, a weekday or how often the
    window recurs are a window on the 24-hour clock."""
    out = list(tokens)
    dayparts = any(t.kind in ("daypart", "weekday") or (t.kind == "period" and t.frequency) for t in tokens)
    for i in range(len(tokens) - 2):
        start, dash, end = tokens[i], tokens[i + 1], tokens[i + 2]
        if dayparts and dash.low in _DASHES and all(
                t.kind == "number" and not t.unit and t.norm.isdigit() for t in (start, end)) \
                and int(start.norm) < int(end.norm) <= 24:
            out[i] = Token(start.surface, start.low, "time", f"{int(start.norm):02d}:00")
            out[i + 2] = Token(end.surface, end.low, "time", f"{int(end.norm):02d}:00")
            continue
        if start.kind != "number" or start.unit or not start.norm.isdigit() or not 1 <= int(start.norm) <= 12 \
                or dash.low not in _DASHES or end.kind != "time" or not _MERIDIEM.search(end.low):
            continue
        end_hour = int(end.norm[:2])
        hour = int(start.norm) % 12 + (12 if end_hour >= 12 else 0)
        if hour > end_hour:
            hour -= 12
        if 0 <= hour < end_hour:
            out[i] = Token(start.surface, start.low, "time", f"{hour:02d}:00")
    return out


def _day_lists(tokens: list[Token]) -> list[Token]:
    """ "Mon/Wed/Fri", "Tue/Thu": weekdays joined by slashes (read as a path), one weekday token each; a full stop
    that ends the sentence is no part of the last day ("cut to Mon/Wed/Fri.")."""
    out: list[Token] = []
    for t in tokens:
        parts = t.low.rstrip(".").split("/") if t.kind == "path" else []
        days = [WEEKDAY_ABBREVIATIONS.get(p, WEEKDAYS.index(p) if p in WEEKDAYS else None) for p in parts]
        if len(parts) > 1 and all(d is not None for d in days):
            out.extend(Token(surface, surface.lower(), "weekday", WEEKDAYS[d])
                       for surface, d in zip(t.surface.rstrip(".").split("/"), days, strict=True) if d is not None)
            continue
        out.append(t)
    return out


def _days_per_cycle(tokens: list[Token]) -> list[Token]:
    """ "three days a week", "4 days per week", "2 days a month": so many days of each cycle, a frequency —
    as "three times a week" is, and as the weekdays it names ("Tue, Wed and Thu") are read against it."""
    out: list[Token] = []
    i, n = 0, len(tokens)
    while i < n:
        t = tokens[i]
        days = float(t.norm) / SECONDS["day"] if t.kind == "period" and not t.frequency \
            and t.surface.lower().endswith(("days", "day", "nights")) else 0.0
        cycle, j = None, i + 1
        if j < n and tokens[j].kind == "period" and tokens[j].low.split()[0] in ("a", "an"):
            cycle, j = float(tokens[j].norm), j + 1  # "a week"
        elif j + 1 < n and tokens[j].low in ("per", "a", "each", "every") and tokens[j + 1].low in SECONDS:
            cycle, j = SECONDS[tokens[j + 1].low], j + 2  # "per week"
        if days and days.is_integer() and cycle in (SECONDS["week"], SECONDS["month"]) \
                and days <= cycle / SECONDS["day"]:
            out.append(Token(" ".join(x.surface for x in tokens[i:j]), t.low, "period", format_number(cycle / days),
                             frequency=True))
            i = j
            continue
        out.append(t)
        i += 1
    return out


def _per_nouns(tokens: list[Token]) -> list[Token]:
    """ "per user" and "per-user" are one qualifier, ``per-user``: what a limit is counted by.

    Rates ("per minute") were folded into their numbers before; what is left after "per" is a noun.
    """
    out: list[Token] = []
    i, n = 0, len(tokens)
    while i < n:
        t = tokens[i]
        if t.kind == "word" and t.low == "per" and i + 1 < n and tokens[i + 1].low in PER_CYCLES \
                and (i == 0 or tokens[i - 1].kind not in ("number", "period")):
            # "check: per shift": how often, as "every shift" is (an amount "per shift" is counted by it)
            out.append(Token(f"{t.surface} {tokens[i + 1].surface}", t.low, "period", tokens[i + 1].low,
                             frequency=True))
            i += 2
            continue
        if t.kind == "word" and t.low == "per" and i + 1 < n and tokens[i + 1].kind == "word" \
                and tokens[i + 1].low.isalpha() and tokens[i + 1].low not in SECONDS \
                and not attribution(tokens, i):
            noun = tokens[i + 1]
            out.append(Token(f"{t.surface} {noun.surface}", f"per-{noun.low}", "word", f"per-{stem(noun.low)}",
                             initial=t.initial))
            i += 2
            continue
        if t.kind == "word" and t.low.startswith("per-") and t.low[4:].isalpha():
            t = replace(t, norm=f"per-{stem(t.low[4:])}")
        out.append(t)
        i += 1
    return out


# Words after "per" that make it say where a note came from ("per the user", "per new policy", "per Ana's
# request"), not what an amount is counted by ("per user").
_SOURCES = frozenset("the a an our my their his her its your new latest legal policy compliance security request "
                     "docs spec contract".split())


def attribution(tokens: list[Token], at: int) -> bool:
    """Whether "per" at ``at`` opens a source that ends the sentence ("…, per *the* user.", "every 6 months per
    *new* policy", "per *Ana's* request"); one told before the value ("ok per legal review (MPL-2.0)") stays a
    word of what the note is about."""
    after = tokens[at + 1]
    if not (after.low in _SOURCES or after.possessive or (after.surface[:1].isupper() and not after.surface.isupper())):
        return False
    end = next((j for j in range(at + 1, len(tokens)) if tokens[j].kind != "word"), len(tokens))
    return end - at <= 5 and (end == len(tokens) or tokens[end].low in (".", ";", "!", ","))


# "/month" after an amount, "weekly" after a counted one: the rate the amount is told per.
_SLASH_RATES = {"/s": "s", "/sec": "s", "/min": "min", "/h": "h", "/hr": "h", "/hour": "h", "/day": "d", "/d": "d",
                "/wk": "w", "/week": "w", "/mo": "mo", "/month": "mo", "/yr": "y", "/year": "y"}
_RATE_ADVERBS = {"hourly": "h", "daily": "d", "nightly": "d", "weekly": "w", "monthly": "mo", "yearly": "y",
                 "annually": "y"}


STREET_WORDS = frozenset("street st road rd lane ln avenue ave boulevard blvd drive dr way court ct place pl square "
                          "terrace crescent close gardens row parkway hill".split())


def _streets(tokens: list[Token]) -> list[Token]:
    """ "12 Elm Street", "48 Oak Lane": a street address is one value, not a count of elms."""
    out: list[Token] = []
    i, n = 0, len(tokens)
    while i < n:
        t = tokens[i]
        if t.kind == "number" and "." not in t.norm and i + 2 < n:
            k = i + 1
            while k < n and k - i <= 3 and tokens[k].kind == "word" and tokens[k].surface[:1].isupper() \
                    and tokens[k].low not in STREET_WORDS:
                k += 1
            if k > i + 1 and k < n and tokens[k].kind == "word" and tokens[k].low.rstrip(".") in STREET_WORDS:
                words = tokens[i + 1:k + 1]
                surface = " ".join([t.surface, *(w.surface for w in words)])
                norm = " ".join([t.norm, *(w.low.rstrip(".") for w in words)])
                out.append(Token(surface, surface.lower(), "ident", norm))
                i = k + 1
                continue
        out.append(t)
        i += 1
    return out


def _rates(tokens: list[Token]) -> list[Token]:
    """ "$3,500/month" is $3,500 (a slash rate is no path); "35 km weekly", "50 pages daily" are 35 km/w, 50 pag/d."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == "number" and prev.unit in ("x", "time") and t.kind == "path" \
                and t.low.rstrip(".") in _SLASH_RATES and float(prev.norm) > 0:
            # "3x/week": a frequency, as "three times a week" is ("3x/week." too: the full stop is the sentence's).
            rate = t.low.rstrip(".")
            out[-1] = Token(prev.surface + t.surface.rstrip("."), prev.low + rate, "period",
                            format_number(SECONDS[_SLASH_RATES[rate]] / float(prev.norm)), frequency=True)
            continue
        if prev is not None and prev.kind in ("number", "money") and t.kind == "path" \
                and t.low.rstrip(".") in _SLASH_RATES:  # "€80/h.": the sentence's full stop is no part of it
            if prev.kind == "number" and prev.unit and "/" not in prev.unit:
                out[-1] = replace(prev, unit=f"{prev.unit}/{_SLASH_RATES[t.low.rstrip('.')]}")
            continue
        if prev is not None and t.kind == "period" and t.low in _RATE_ADVERBS:
            number = out[-2] if prev.kind == "word" and len(out) > 1 and out[-2].kind == "number" \
                and out[-2].unit == prev.norm else prev
            if number.kind == "number" and number.unit and "/" not in number.unit and number.unit != "time":
                out[-1 if number is prev else -2] = replace(number, unit=f"{number.unit}/{_RATE_ADVERBS[t.low]}")
                continue
        out.append(t)
    return out


# Compiled once: _fold runs over every token of every text a capture reads.
_DECIMAL = re.compile(r"\d+\.\d+")
_ONCE_A = re.compile(r"(once|twice|thrice)-(?:a|an|per)-(\w+)")
# Count words that say how many times when a period follows them bare ("three a day").
_COUNT_WORDS = frozenset("two three four five six seven eight nine ten eleven twelve".split())
_QUARTER = re.compile(r"q[1-4]")


def _fold(tokens: list[Token]) -> list[Token]:
    """Multi-word values: numbers in words, units, weekdays, times, periods and frequencies."""
    out: list[Token] = []
    i = 0
    n = len(tokens)

    def low(k: int) -> str:
        return tokens[k].low if 0 <= k < n else ""

    while i < n:
        t = tokens[i]
        lw = t.low
        if lw not in _FOLD_WORDS and t.kind not in _FOLD_KINDS and "-" not in lw:
            out.append(t)
            i += 1
            continue
        if t.kind == "version" and _DECIMAL.fullmatch(t.low) and i + 1 < n and (
                low(i + 1) in SECONDS or low(i + 1) in MEGABYTES or low(i + 1) in UNIT_WORDS
                or (low(i + 1) in MEASURE_NOUNS and not t.surface.lower().startswith("v")
                    and not (len(tokens[i + 1].surface) > 1 and tokens[i + 1].surface.isupper()))):
            # "1.5 hours", "2.5 GB", "6.5 tonnes": a number with its unit, not a version ("3.34 LTS" or "2.1 HA" in
            # capitals name a release)
            t = Token(t.surface, lw, "number", format_number(float(t.low)))
            tokens = [*tokens[:i], t, *tokens[i + 1:]]
        # "every other day", "every 2 weeks", "every Sunday", "every 90d"; "alternate Mondays" is every other Monday
        if lw in _EVERY and i + 1 < n:
            count, j = (2.0 if lw in _ALTERNATE else 1.0), i + 1
            if low(j) == "single" and j + 1 < n:
                j += 1  # "every single night": every night, said with weight
            if low(j) == "other" and lw not in _ALTERNATE:
                count, j = 2.0, j + 1
            elif tokens[j].kind == "number" and not tokens[j].unit and _MINUTES_GLUED.fullmatch(tokens[j].low):
                # "every 15m": how often, so minutes (a count of millions comes after no "every")
                out.append(Token(f"{t.surface} {tokens[j].surface}", lw, "period",
                                 format_number(float(tokens[j].low[:-1]) * SECONDS["m"]), frequency=True))
                i = j + 1
                continue
            elif tokens[j].kind == "number" and not tokens[j].unit:
                count, j = float(tokens[j].norm), j + 1
            elif tokens[j].kind == "version" and _DECIMAL.fullmatch(tokens[j].low):
                count, j = float(tokens[j].low), j + 1
            elif low(j) in NUMBER_WORDS and low(j) not in ("a", "an", "single", "once", "twice"):
                count, j = float(NUMBER_WORDS[low(j)]), j + 1
            if j < n and tokens[j].kind == "period":
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 format_number(float(tokens[j].norm) * count), frequency=True))
                i = j + 1
                continue
            if j < n and low(j) in SECONDS:
                end = j + 1
                if (low(j + 1), low(j + 2), low(j + 3)) == ("and", "a", "half"):
                    count, end = count * 1.5, j + 4  # "every month and a half": one span and a half, not "half"
                out.append(Token(" ".join(x.surface for x in tokens[i:end]), lw, "period",
                                 format_number(SECONDS[low(j)] * count), frequency=True))
                i = end
                continue
            day = weekday(tokens[j]) if j < n else None
            if day is not None:
                out.append(Token(" ".join(x.surface for x in tokens[i:j]), lw, "period",
                                 format_number(SECONDS["week"] * count), frequency=True))
                i = j
                continue
            if j < n and low(j) in ("weekday", "weekdays", "workday", "workdays") and count == 1:
                # "every weekday": daily, as a working week counts days ("standup daily" says the same)
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 format_number(SECONDS["day"]), frequency=True))
                i = j + 1
                continue
            if j < n and low(j) in ("weekend", "weekends"):
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 format_number(SECONDS["week"] * count), frequency=True))
                i = j + 1
                continue
            if j < n and (low(j) in CYCLES or (low(j) in REPO_EVENTS and lw == "every" and count == 1
                                                and low(i - 1) != "before")):
                cycle = low(j).rstrip("s")  # "every other sprint" is two of them
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 cycle if count == 1 else f"{format_number(count)} {cycle}", frequency=True))
                i = j + 1
                continue
            part = DAYPARTS.get(low(j))
            if part is not None:
                out.append(Token(" ".join(x.surface for x in tokens[i:j]), lw, "period",
                                 format_number(SECONDS["day"] * count), frequency=True))
                out.append(Token(tokens[j].surface, low(j), "daypart", part))
                i = j + 1
                continue
        # "once a day", "twice a week", "three times a month", "multiple times a day", "once per quarter"
        times: float | None = None
        j = i
        if lw in ("once", "twice", "thrice"):
            times, j = float(NUMBER_WORDS[lw]), i + 1
        elif (t.kind == "number" and t.unit in ("time", "tim", "x")) or (
                lw in NUMBER_WORDS and low(i + 1) in ("times", "time")):
            times = float(t.norm) if t.kind == "number" else float(NUMBER_WORDS[lw])
            j = i + 1 if t.kind == "number" else i + 2
        elif ((lw in _COUNT_WORDS and low(i + 1) in ("a", "per")) or (lw == "one" and low(i + 1) == "per")) \
                and low(i + 2) in SECONDS:
            # "two a week" is "twice a week", "one per quarter" once a quarter: a count word alone before its period
            # (a digit may count things)
            times, j = float(NUMBER_WORDS[lw]), i + 1
        if times is not None and low(j) in ADVERB_PERIODS and times > 0:
            # "four times daily", "2x weekly": so many per period
            out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                             format_number(ADVERB_PERIODS[low(j)] / times), frequency=True))
            i = j + 1
            continue
        hyphenated = _ONCE_A.fullmatch(lw)
        if hyphenated and hyphenated.group(2) in SECONDS:
            # "a once-a-week deploy train"
            out.append(Token(t.surface, lw, "period",
                             format_number(SECONDS[hyphenated.group(2)] / NUMBER_WORDS[hyphenated.group(1)]),
                             frequency=True))
            i += 1
            continue
        if times is not None and low(j) in ("a", "an", "per", "each", "every") and low(j + 1) in SECONDS:
            out.append(Token(" ".join(x.surface for x in tokens[i:j + 2]), lw, "period",
                             format_number(SECONDS[low(j + 1)] / times), frequency=True))
            i = j + 2
            continue
        if (lw in ("ask", "asks", "asked", "asking") and (low(i + 1) in ("for", "to") or (
                low(i + 1) in ("me", "us", "you") and low(i + 2) == "to"))) or _told_to(lw, low(i - 1), low(i + 1),
                                                                                      low(i + 2)):
            # "asked for replies in German", "asked to be pinged on Signal", "asked me to use tabs", "said to call
            # them Bob": what the user wants, told by whoever the user asked
            out.append(replace(t, norm="want"))
            i += 1
            continue
        if lw in ADVERB_PERIODS:
            out.append(Token(t.surface, lw, "period", format_number(ADVERB_PERIODS[lw]), frequency=True))
            i += 1
            continue
        # "half an hour", "a fortnight", "an hour", "ten thousand", "two weeks", "seven hours"
        if lw == "half" and low(i + 1) in ("an", "a") and low(i + 2) in SECONDS:
            out.append(Token(" ".join(x.surface for x in tokens[i:i + 3]), lw, "period",
                             format_number(SECONDS[low(i + 2)] / 2)))
            i += 3
            continue
        month_at = i + 2 if low(i + 1) == "of" else i + 1
        if t.kind in ("number", "ordinal") and t.norm.isdigit() and 1 <= int(t.norm) <= 31 \
                and (t.kind == "ordinal" or not t.unit) and month_at < n and _month_word(tokens[month_at]):
            # "4 May", "the 4th of May": a day of a month, as "May 4" is.
            month = tokens[month_at]
            out.append(Token(" ".join(x.surface for x in tokens[i:month_at + 1]), month.low, "date",
                             f"{MONTHS[month.low]:02d}-{int(t.norm):02d}"))
            i = month_at + 1
            continue
        if lw in ("single", "one") and low(i + 1) in ADVERB_PERIODS:
            # "a single monthly issue", "one weekly call": once in that period, as "a monthly issue" is
            out.append(t)
            i += 1
            continue
        if lw in NUMBER_WORDS or (t.kind == "number" and not t.unit):
            value = float(t.norm) if t.kind == "number" else float(NUMBER_WORDS[lw])
            j = i + 1
            while j < n and low(j) in MULTIPLIERS and low(j) not in ("k", "m"):
                value *= MULTIPLIERS[low(j)]
                j += 1
            if low(j) == "and" and low(j + 1) in ("a", "an") and low(j + 2) == "half" and low(j + 3) in SECONDS:
                value += 0.5  # "seven and a half hours", "two and a half years": one amount, not "half hours"
                j += 3
            if low(j) == "-" or (j < n and tokens[j].low == "-"):
                j += 1
            # "a second company car" counts cars; "a second" alone is a duration.
            noun_follows = j + 1 < n and tokens[j + 1].kind == "word" and tokens[j + 1].low not in NOT_UNITS \
                and tokens[j + 1].low not in ("ago", "later", "earlier", "before", "after", "long", "old")
            if low(j) in SECONDS and not (lw in ("a", "an") and (low(j) in ("m", "s", "h", "d", "w", "y")
                                                                 or noun_follows)):
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 format_number(value * SECONDS[low(j)])))
                i = j + 1
                continue
            if low(j) in MEGABYTES:
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "number",
                                 format_number(value * MEGABYTES[low(j)]), unit="mb"))
                i = j + 1
                continue
            if lw in ("a", "an", "once", "twice", "thrice", "half", "few", "several", "couple"):
                out.append(t)
                i += 1
                continue
            if t.kind != "number":
                t = Token(" ".join(x.surface for x in tokens[i:j]), lw, "number", format_number(value))
            t, i = with_unit(t, tokens, j)
            out.append(t)
            continue
        # "port 3300", "the port to 3300", "listens on 2222", "UDP 51820": a port.
        if lw in ("port", "udp", "tcp") or (lw == "on" and i and tokens[i - 1].low in ("listens", "listen",
                                                                                      "listening")):
            j = i + 1
            while j < n and j <= i + 5 and lw == "port" and tokens[j].low in (
                    "to", "is", "=", ":", "now", "from", "has", "have", "been", "was", "changed", "moved", "updated",
                    "set", "bumped", "switched"):
                j += 1
            if j < n and tokens[j].kind == "number" and not tokens[j].unit and tokens[j].norm.isdigit():
                out.extend(tokens[i:j] if lw != "on" else [])
                out.append(Token(tokens[j].surface, tokens[j].low, "port", tokens[j].norm))
                i = j + 1
                continue
        day = weekday(t, tokens[i + 1] if i + 1 < n else None)
        if day is not None:
            out.append(Token(t.surface, lw, "weekday", day))
            i += 1
            continue
        if lw in ("noon", "midday", "midnight"):
            out.append(Token(t.surface, lw, "time", "12:00" if lw != "midnight" else "00:00"))
            i += 1
            continue
        if lw in DAYPARTS:
            out.append(Token(t.surface, lw, "daypart", DAYPARTS[lw]))
            i += 1
            continue
        # "after lunch", "before bed", "with breakfast": a part of the day told by what happens then.
        if lw in MEAL_PREPOSITIONS and i + 1 < n and tokens[i + 1].low in DAY_EVENTS:
            event = tokens[i + 1].low
            out.append(Token(f"{t.surface} {tokens[i + 1].surface}", f"{lw} {event}", "daypart",
                             f"{'after' if lw == 'after' else 'before' if lw == 'before' else 'at'} {event}"))
            i += 2
            continue
        if lw in ORDINALS and i + 1 < n and (weekday(tokens[i + 1]) is not None or (
                tokens[i + 1].low in ("week", "day", "month", "weekend") and i and tokens[i - 1].low == "the")):
            out.append(Token(t.surface, lw, "ordinal", str(ORDINALS[lw])))
            i += 1
            continue
        if _month_word(t) or (t.surface == "May" and i == 0 and i + 2 < n and tokens[i + 1].kind == "number"
                              and tokens[i + 2].low in (":", "—", "–", "-", ",")):
            # "May 4 — release cut Thursdays": a dated note starts with its date, not with a "may".
            day_token = tokens[i + 1] if i + 1 < n else None
            if day_token is not None and day_token.kind in ("number", "ordinal") and day_token.norm.isdigit() \
                    and int(day_token.norm) <= 31 and not day_token.unit:
                out.append(Token(f"{t.surface} {day_token.surface}", lw, "date",
                                 f"{MONTHS[lw]:02d}-{int(day_token.norm):02d}"))
                i += 2
                continue
            out.append(Token(t.surface, lw, "date", f"month:{MONTHS[lw]}"))
            i += 1
            continue
        out.append(t)
        i += 1
    return _times_after_at(_quarters(out))


def _month_word(t: Token) -> bool:
    """A month's name: "May" capitalised ("may" is a verb), short names capitalised ("Mar", not "mar")."""
    lw = t.low
    return t.kind == "word" and lw in MONTHS and (
        (lw != "may" and (t.surface[0].isupper() or len(lw) > 3)) or (lw == "may" and t.cap))


# Words after which a lower-case "q2" is still a quarter ("in q2", "by q3", "this q4").
_QUARTER_LEADS = frozenset("in by for until till during this next last of before after since from to end "
                           "early late mid the".split())


def _quarters(tokens: list[Token]) -> list[Token]:
    """ "Q3 2026" is one date, the third quarter of 2026."""
    out: list[Token] = []
    for t in tokens:
        if t.kind == "date" and _QUARTER.fullmatch(t.norm) and t.surface.startswith("q") and out \
                and out[-1].kind == "word" and out[-1].low not in _QUARTER_LEADS:
            out.append(Token(t.surface, t.low, "ident", t.norm))  # "queue q2": a name, not the second quarter
            continue
        if t.kind == "date" and t.norm.startswith("year:") and out and out[-1].kind == "date" \
                and _QUARTER.fullmatch(out[-1].norm):
            q = out.pop()
            out.append(Token(f"{q.surface} {t.surface}", q.low, "date", f"{t.norm[5:]}-{q.norm}"))
            continue
        out.append(t)
    return out


# Words that make "at 10" a time ("standup at 10", "starts at 9"), not a size ("sized at 20").
_AT_TIME = frozenset(
    """
    start starts started begin begins began open opens close closes end ends wake wakes up standup standups meeting
    meetings sync syncs call calls class classes lesson lessons session sessions appointment review retro retros
    demo demos lunch dinner breakfast pickup drop-off handoff handover kickoff is are was were
    """.split()
)


def _times_after_at(tokens: list[Token]) -> list[Token]:
    """ "Monday at 10", "standup at 9": a bare hour after "at" is a time when the text speaks of when."""
    when = any(t.kind in ("weekday", "daypart", "time") for t in tokens)
    # "Thursday evenings at seven": the one daypart the text names says which half of the day a bare hour is in.
    parts = {t.norm for t in tokens if t.kind == "daypart"}
    later = len(parts) == 1 and parts <= {"afternoon", "evening", "night"}
    out = []
    for i, t in enumerate(tokens):
        if t.kind == "number" and not t.unit and i and tokens[i - 1].low == "at" and t.norm.isdigit() \
                and 0 < int(t.norm) <= 24 and (when or (i > 1 and tokens[i - 2].low in _AT_TIME)):
            hour = int(t.norm)
            hour += 12 if later and (hour < 12 if parts != {"night"} else 6 <= hour < 12) else 0
            t = Token(t.surface, t.low, "time", f"{hour:02d}:00")
        out.append(t)
    return out


_TELLING = frozenset("said says told tells".split())
_BEFORE_A_HEARSAY = frozenset("is was are were be been being it".split())

# Every word :func:`_fold` reads as the start of a value (each of its branches tests the token's own word against one
# of these): a word of another kind, without a hyphen and none of these, is kept as it is, as the branches would
# (most tokens of a text are such words; the branches' ~20 tests were a third of tokenising).
# "alternate Mondays", "alternating weeks": every other one.
_ALTERNATE = ("alternate", "alternating")
_EVERY = frozenset({"every", "each", *_ALTERNATE})  # made once, not for each word folded
_FOLD_WORDS = frozenset({"every", "each", *_ALTERNATE, "once", "twice", "thrice", "half", "single", "one", "port",
                         "udp", "tcp",
                         "on", "noon", "midday", "midnight", "ask", "asks", "asked", "asking"}
                        | set(NUMBER_WORDS) | _COUNT_WORDS | _TELLING | set(ADVERB_PERIODS) | set(WEEKDAYS)
                        | set(WEEKDAYS_PLURAL) | set(WEEKDAY_ABBREVIATIONS) | set(DAYPARTS) | MEAL_PREPOSITIONS
                        | set(ORDINALS) | set(MONTHS))
_FOLD_KINDS = frozenset({"version", "number", "ordinal"})


def _told_to(word: str, before: str, after: str, then: str) -> bool:
    """ "User said to call them Bob", "told us to use tabs": an instruction, what the speaker wants; not hearsay
    ("is said to be slow") nor a thing told to someone ("said to the team that ...": no verb follows)."""
    if word not in _TELLING or before in _BEFORE_A_HEARSAY:
        return False
    if word in ("told", "tells"):
        return after in ("me", "us", "you", "them", "everyone") and then == "to"
    return after == "to" and then not in ("the", "a", "an", "me", "us", "him", "her", "them", "everyone")

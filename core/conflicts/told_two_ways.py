"""One value told two ways: the newer memory names the older memory's value in another wording, not a new value.
A guard every reader's finding passes (:func:`core.conflicts.rules.decide`; the text-only readings also
:func:`core.conflicts.learned_reader.decide_or_learn`).

Read from the two texts alone (:func:`told_two_ways`):

- **the home directory spelled out**: "~/data/harmonics" / "/home/ewan/data/harmonics" (or "/Users/ewan/…"): the
  same paths once "~" is read as a home directory; another path after it ("~/data/tides") is still a move;
- **a version by its codename**: "Android 13" / "Android Tiramisu", "Ubuntu 22.04" / "Ubuntu Jammy", "macOS 14" /
  "macOS Sonoma": a small closed table of the codenames vendors give their numbered releases (:data:`CODENAMES`);
  a codename of another number ("Android Upside Down Cake" after "Android 13") is still an upgrade;
- **one rate, two wordings**: "every four hours" / "six times in each 24-hour period", "twice a day" / "every 12
  hours": each memory tells one rate, and they come to the same number of times per second;
- **one amount per period, told per a multiple of it**: "daily target is 250 keys" / "1,250 cut keys over each
  five-day week": the same amount per day;
- **a name by its initials**: "job: DCS engineer, Olkaria II" / "badge title: Distributed Control Systems Engineer,
  Olkaria II": with the initials spelled out as the other memory writes them, one value;
- **a product by its vendor's new name**: "historian: OSIsoft PI" / "historian = AVEVA PI Server (OSIsoft rebrand)";
- **the whole memory said unchanged**: "residence: Munich, Bavaria, Germany" / "based in München, DE - no change";
- **the older value named as the newer one's short form**: "lives in Den Bosch" / "lives in 's-Hertogenbosch, the
  city everyone shortens to Den Bosch": the newer memory says its value is also called (shortened to, known as,
  short for) words the older memory gives;
- **a named channel told again**: "#ops-alerts (Slack)" / "Slack, channel ops-alerts", "MS Teams, channel 'Intake'" /
  "Microsoft Teams → Intake": the older memory's one channel name again, no product the older lacks, no other
  "#channel", no change or contrast said.

Read with the values a reader compared (:func:`same_values_told`):

- **the same values in another order**: "Google Chat space 'Stand Ops'" / "Stand Ops space in Google Chat": both
  values the reader compared, each a name of two words or more, stand in both memories, and neither memory sets
  one against the other;
- **the older value again, in short**: "heads maintenance planning at Cristalerias Ebro" / "mentioned again that
  they're still heading maintenance planning at Ebro": the newer memory says "still" or "again" and its value is
  part of the older one's words (or the older one part of its).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import FREQUENCY_ADVERBS
from core.conflicts.compiled import said_whole
from core.conflicts.initials import INITIALS, title_runs, write_out
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.value_words import ADVERB_PERIODS, NUMBER_WORDS, SECONDS
from core.text.tokens import stem

# --- the home directory spelled out --------------------------------------------------------------------------------

_PATH = re.compile(r"(?<![\w/.~-])(~|/home/[\w.-]+|/Users/[\w.-]+)(/[\w./-]*[\w-])")


def _home_paths(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The paths under a home directory a text gives: as written, and with the home read as "~"."""
    found = [(m.group(0), m.group(2)) for m in _PATH.finditer(text)]
    return frozenset(raw for raw, _ in found), frozenset("~" + rest for _, rest in found)


def _same_home_path(old_text: str, new_text: str) -> bool:
    if "/" not in old_text or "/" not in new_text:
        return False
    raw_old, home_old = _home_paths(old_text)
    raw_new, home_new = _home_paths(new_text)
    return bool(home_old) and home_old == home_new and raw_old != raw_new


# --- a version by its codename -------------------------------------------------------------------------------------

# The codenames vendors publish for numbered releases: a closed table, each name with the number it stands for.
CODENAMES: dict[str, dict[str, str]] = {
    "android": {"pie": "9", "quince tart": "10", "red velvet cake": "11", "snow cone": "12", "tiramisu": "13",
                "upside down cake": "14", "vanilla ice cream": "15", "baklava": "16"},
    "macos": {"catalina": "10.15", "big sur": "11", "monterey": "12", "ventura": "13", "sonoma": "14",
              "sequoia": "15", "tahoe": "26"},
    "ubuntu": {"bionic": "18.04", "focal": "20.04", "jammy": "22.04", "noble": "24.04", "plucky": "25.04"},
    "debian": {"stretch": "9", "buster": "10", "bullseye": "11", "bookworm": "12", "trixie": "13"},
}
_RELEASE = {product: re.compile(r"\b" + product + r"\s+(?:(\d+(?:\.\d+)?)\b|("
                                + "|".join(sorted(names, key=len, reverse=True)) + r")\b)")
            for product, names in CODENAMES.items()}


def _releases(low: str, product: str) -> set[str]:
    """The release numbers a text gives a product, a codename read as its number."""
    found: set[str] = set()
    for m in _RELEASE[product].finditer(low):
        found.add(m.group(1) or CODENAMES[product][m.group(2)])
    return found


def _codename_told(old_text: str, new_text: str) -> bool:
    low_old, low_new = old_text.lower(), new_text.lower()
    for product in CODENAMES:
        if product not in low_old or product not in low_new:
            continue
        was, now = _releases(low_old, product), _releases(low_new, product)
        spelled = any(m.group(2) for m in _RELEASE[product].finditer(low_old + "\n" + low_new))
        if was and was == now and spelled:
            return True
    return False


# --- one rate, two wordings ----------------------------------------------------------------------------------------

# A count said exactly: "few", "several", "a couple" name no number two wordings could agree on.
_COUNT = r"(\d+(?:\.\d+)?|" + "|".join(w for w in NUMBER_WORDS if w not in (
    "zero", "half", "few", "several", "multiple", "couple")) + r")"
_UNIT = r"(second|sec|minute|min|hour|hr|day|week|wk|month|year)s?"
# "every four hours", "every 30 min", "every hour", "every other day"
_EVERY = re.compile(r"\bevery\s+(?:" + _COUNT + r"|(other))?\s*[- ]?" + _UNIT + r"\b")
# "every second day", "every 3rd week": one in so many of the unit
_EVERY_NTH = re.compile(r"\bevery\s+(second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)\s+" + _UNIT + r"\b")
_NTH = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6}
# "six times in each 24-hour period", "twice a day", "3 times per week", "once every 2 days"
_TIMES = re.compile(r"\b" + _COUNT + r"(?:\s+times?)?\s+(?:a|an|per|each|in each|in every|every|in a|in any)\s+(?:"
                    + _COUNT + r"[- ])?" + _UNIT + r"\b")
# Seconds per unit (value_words' tables), but a month and a year of the calendar's average length, so that "12 times a
# year" and "monthly" are one rate here (value_words counts a month as 30 days, a year as 365).
_AVERAGE = {"month": 2629800, "year": 31557600}
_UNIT_SECONDS = {unit: _AVERAGE.get(unit, SECONDS[unit])
                 for unit in ("second", "sec", "minute", "min", "hour", "hr", "day", "week", "wk", "month", "year")}
_EVERY_UNIT = {word: ADVERB_PERIODS[word] for word in ("hourly", "daily", "nightly", "weekly", "fortnightly")} \
    | {"monthly": _AVERAGE["month"], "yearly": _AVERAGE["year"], "annually": _AVERAGE["year"]}
_PLAIN_EVERY = re.compile(r"\b(" + "|".join(_EVERY_UNIT) + r")\b")


def _count(word: str | None) -> float:
    if not word:
        return 1.0
    return float(word) if word[0].isdigit() else float(NUMBER_WORDS[word])


def _rates(text: str) -> list[tuple[str, float]]:
    """Each rate a text tells, as written and in times per second ("every four hours": 1/14,400)."""
    low = text.lower()
    found: list[tuple[str, float]] = []
    taken: list[tuple[int, int]] = []
    for m in _TIMES.finditer(low):
        if m.group(1) in ("a", "an") or (m.group(0).split()[1:2] != ["times"] and m.group(1) not in (
                "once", "twice", "thrice")):
            continue  # "a day", "3 per week" alone: not a count of times
        found.append((m.group(0), _count(m.group(1)) / (_count(m.group(2)) * _UNIT_SECONDS[m.group(3)])))
        taken.append(m.span())
    for m in _EVERY_NTH.finditer(low):
        found.append((m.group(0), 1.0 / (_NTH[m.group(1)] * _UNIT_SECONDS[m.group(2)])))
        taken.append(m.span())
    for m in _EVERY.finditer(low):
        if any(a <= m.start() < b for a, b in taken):
            continue  # "once every 2 days": read above
        span = 2.0 if m.group(2) else _count(m.group(1))
        found.append((m.group(0), 1.0 / (span * _UNIT_SECONDS[m.group(3)])))
    found.extend((m.group(0), 1.0 / _EVERY_UNIT[m.group(1)]) for m in _PLAIN_EVERY.finditer(low))
    return found


# Verbs of renewing a part or a supply, one activity whichever is told: "change the filters" / "filters get replaced",
# "glue pot refilled" / "glue pot topped up".
_RENEWING = frozenset(stem(w) for w in "change changes changed changing replace replaces replaced replacing swap swaps "
                      "swapped swapping renew renews renewed renewing refill refills refilled refilling top tops "
                      "topped topping restock restocks restocked restocking".split())


def _same_rate(old_text: str, new_text: str) -> bool:
    """Each memory tells one rate, in other words, the same number of times per second, and gives no other number
    the other lacks ("nightly build at 23:00" / "build once a day at 03:00" moved the time)."""
    if _RATE_LEFT.search(old_text.lower()) is None or _RATE_LEFT.search(new_text.lower()) is None:
        return False  # the cheap test first: a memory with no word a rate is told by
    was, now = _rates(undated(old_text)), _rates(undated(new_text))
    if len(was) != 1 or len(now) != 1 or was[0][0] == now[0][0] or abs(was[0][1] - now[0][1]) > 0.01 * was[0][1]:
        return False
    rest_old = undated(old_text).lower().replace(was[0][0], " ")
    rest_new = undated(new_text).lower().replace(now[0][0], " ")
    if any(stem(w) in _RENEWING for w in re.findall(r"[a-z]+", rest_old)):
        # "I change the UV lamps every six months" / "the UV lamps get replaced twice a year": the activity's own
        # verb told by another word of renewing, not the rate replaced
        rest_new = re.sub(r"\b[a-z]+\b", lambda m: " " if stem(m.group(0)) in _RENEWING else m.group(0), rest_new)
    if _RATE_LEFT.search(rest_old) or _RATE_LEFT.search(rest_new) or _CONTRAST.search(rest_new):
        return False  # "every night instead of once a week": another rate beside it, one of them left
    said_old = {stem(w) for w in re.findall(r"[a-z]+", rest_old)}
    if any(stem(w) in W.CHANGE_WORDS and not w.endswith("ing") and stem(w) not in said_old
           for w in re.findall(r"[a-z]+", rest_new)):
        return False  # "daily sync scrapped": the rate told gone ("changing rooms" names a room; "oil is changed
        # every eight hours": the activity's own verb, in both)
    return set(re.findall(r"\d+", rest_old)) == set(re.findall(r"\d+", rest_new))


# --- the whole memory said unchanged ------------------------------------------------------------------------------

# "unchanged", "no change", "reconfirmed" said of the whole memory: after a comma, a dash or a bracket, or as its verb
# ("It was reconfirmed that …", "re-confirmed during the onboarding call"); "title unchanged" is said of one slot.
_WHOLE_UNCHANGED = re.compile(r"(?:^|[,(—–]|\s-)\s*(?:no change|unchanged|re-?confirmed)\b"
                              r"|\b(?:was|been|is) re-?confirmed\b|\bre-?confirmed (?:by|during|with|on|at|in)\b",
                              re.IGNORECASE)
_ARROW = re.compile(r"->|→|=>")


def _said_unchanged(new_text: str) -> bool:
    """The newer memory says of itself that nothing changed ("based in München, DE - no change", "residence Kraków —
    reconfirmed by user 2025-11", "residence = The Hague (Netherlands), unchanged"): its value is the older one told
    again, however it is worded. An arrow ("tz -> …") tells a change beside it."""
    return _WHOLE_UNCHANGED.search(new_text) is not None and _ARROW.search(new_text) is None


# --- a name by its initials ---------------------------------------------------------------------------------------

# A quoted name ("'Trolley Tracker'"), not an apostrophe inside a word ("the user's").
_QUOTED_NAME = re.compile(r"(?<![\w])['‘\"“]([A-Z][^'’\"”]{1,40})['’\"”](?![\w])")
_NOTE_VALUE = re.compile(r"^[^:=]{1,40}[:=]\s*(.+)$")


def _told_values(text: str) -> frozenset[str]:
    """What a memory gives as its value, to hold two wordings against: its quoted names, else a note's value after its
    key, in lower case with its punctuation and spacing made plain."""
    quoted = _QUOTED_NAME.findall(text)
    if quoted:
        return frozenset(" ".join(re.findall(r"\w+", q.lower())) for q in quoted)
    value = _NOTE_VALUE.match(undated(text).strip())
    return frozenset({" ".join(re.findall(r"\w+", value.group(1).lower()))}) if value else frozenset()


def _initials_told(old_text: str, new_text: str) -> bool:
    """One memory writes as initials a run of words the other spells out, and with them spelled out the two give the
    same value: "job: DCS engineer, Olkaria II" / "badge title: Distributed Control Systems Engineer, Olkaria II",
    "called the 'Trolley Tracker'" / "shortens the Trolley Tracker spreadsheet to just 'TT'"."""
    for short_text, long_text in ((new_text, old_text), (old_text, new_text)):
        shorts = set(INITIALS.findall(short_text)) - set(INITIALS.findall(long_text))
        if not shorts:
            continue
        runs = title_runs(long_text)
        for short in shorts & runs.keys():
            spelled = write_out(short_text, short, runs[short])
            told = _told_values(spelled)
            if told and told == _told_values(long_text):
                return True
    return False


# --- a product by its vendor's new name ---------------------------------------------------------------------------

# A bracket that glosses the newer value as a rebrand of a name: "(OSIsoft rebrand)", "(rebranded OSIsoft PI)".
_REBRAND = re.compile(r"\(([^()]*?)\s*\brebrand(?:ed|ing)?\b\s*(?:of\s+|from\s+)?([^()]*)\)", re.IGNORECASE)
# What a memory says when its value is a name given by the user, which a rebrand changes ("the group is called …").
_NAMING = re.compile(r"\b(?:called|named|name|names|title|titled|nickname)\b", re.IGNORECASE)


def _rebrand_glossed(old_text: str, new_text: str) -> bool:
    """The newer memory glosses its value in a bracket as a rebrand of a word the older memory gives ("historian:
    OSIsoft PI" / "historian = AVEVA PI Server (OSIsoft rebrand)") and says no change outside it: one product under
    its vendor's new name. A name the user gives a thing ("the group is called …") changes when it is rebranded."""
    if "rebrand" not in new_text.lower() or _NAMING.search(old_text) is not None:
        return False
    old_words = {w.lower() for w in re.findall(r"[\w.-]+", old_text) if len(w) >= 3}
    for m in _REBRAND.finditer(new_text):
        named = {w.lower() for w in re.findall(r"[\w.-]+", m.group(1) + " " + m.group(2)) if len(w) >= 3}
        if named & old_words and not read(new_text[:m.start()] + new_text[m.end():]).change:
            return True
    return False


# --- one amount per period, told per a multiple of it --------------------------------------------------------------

# The period an amount is told per: "daily", "per day", "each week", "over each five-day week", "every 2 weeks". Not
# measure_swap._SUM_PER, which reads "per <period>" too but only names a fee's billing unit ("€80/h", "a night", "per
# session": units with no length, no count); this one needs a length to compare amounts per period, so it reads a
# count ("five-day"), "every" and the adverbs, and days to years only. Merged, either would read pairs it does not.
_SPAN = r"(?:(" + _COUNT[1:-1] + r")[- ])?(day|week|wk|month|year)s?"
_PER_SPAN = re.compile(r"\b(?:per|a|an|each|every|over each|over every|in each|in every)\s+" + _SPAN + r"(?:\s+week)?\b"
                       r"|\b(daily|weekly|monthly|yearly|annual|annually)\b")
_PLAIN_PERIOD = {"daily": 86400.0, "weekly": 604800.0, "monthly": float(_AVERAGE["month"]),
                 "yearly": float(_AVERAGE["year"]), "annual": float(_AVERAGE["year"]),
                 "annually": float(_AVERAGE["year"])}
_AMOUNT = re.compile(r"(?<![\w.:/-])\d{1,3}(?:,\d{3})+(?![\w.,:/-]\d)|(?<![\w.:/,-])\d+(?:\.\d+)?(?![\w.:/,-]\d)")


def _amount_per_period(text: str) -> tuple[float, float] | None:
    """The one amount a text tells and the one period it tells it per, in seconds, or ``None``: "daily target is 250
    keys" is (250, a day); "1,250 cut keys over each five-day week" is (1,250, five days) — a "five-day week" counts
    the days it names, not seven."""
    low = undated(text).lower()
    spans = list(_PER_SPAN.finditer(low))
    if len(spans) != 1:
        return None
    span = spans[0]
    if span.group(3):
        period = _PLAIN_PERIOD[span.group(3)]
    else:
        count = _count(span.group(1)) if span.group(1) else 1.0
        period = count * (86400.0 if span.group(1) and span.group(0).endswith("week") else _UNIT_SECONDS[span.group(2)])
    rest = low[:span.start()] + " " + low[span.end():]
    amounts = _AMOUNT.findall(rest)
    if len(amounts) != 1:
        return None
    return float(amounts[0].replace(",", "")), period


def _same_amount_per_period(old_text: str, new_text: str) -> bool:
    """Each memory tells one amount per one period, the periods differ, and the amounts come to the same per second
    ("daily target is 250 keys" / "aiming for 1,250 cut keys over each five-day week"): one target, told per a
    longer period. Nothing may set the two against each other ("up from", "instead of")."""
    if not any(c.isdigit() for c in old_text) or not any(c.isdigit() for c in new_text):
        return False  # the cheap test first
    was, now = _amount_per_period(old_text), _amount_per_period(new_text)
    if was is None or now is None or was[1] == now[1] or was[0] == now[0]:
        return False
    if _CONTRAST.search(_PER_SPAN.sub(" ", new_text.lower())) is not None:
        return False  # "over each week" is the period, not a value set over another
    return abs(was[0] / was[1] - now[0] / now[1]) <= 0.01 * (was[0] / was[1])


# --- one amount in units of another system ---------------------------------------------------------------------

# A unit and what one of it is in its kind's base unit: mass in kilograms, length in metres, volume in litres.
_UNIT_SIZE = {
    **{w: ("mass", 1.0) for w in "kg kgs kilo kilos kilogram kilograms".split()},
    **{w: ("mass", 0.45359237) for w in "lb lbs pound pounds".split()},
    **{w: ("mass", 1000.0) for w in "t tonne tonnes".split()},
    **{w: ("length", 1000.0) for w in "km kms kilometre kilometres kilometer kilometers".split()},
    **{w: ("length", 1609.344) for w in "mi mile miles".split()},
    **{w: ("length", 1.0) for w in "m metre metres meter meters".split()},
    **{w: ("length", 0.3048) for w in "ft foot feet".split()},
    **{w: ("length", 0.0254) for w in "in inch inches".split()},
    **{w: ("length", 0.01) for w in "cm cms centimetre centimetres centimeter centimeters".split()},
    **{w: ("volume", 1.0) for w in "l litre litres liter liters".split()},
    **{w: ("volume", 3.785411784) for w in "gal gallon gallons".split()},
    **{w: ("volume", 0.001) for w in "ml millilitre millilitres milliliter milliliters".split()},
    **{w: ("volume", 1000.0) for w in ("cbm",)},  # a cubic metre, as _CUBIC_METRE writes it
}
# A cubic metre ("2 m³", "2 m3", "2 cubic metres"), written as one word the unit table reads.
_CUBIC_METRE = re.compile(r"(?<=\d)\s?(?:m³|m3\b|cu\.? ?m\b|cubic met(?:re|er)s?\b)")
_UNIT_AMOUNT = re.compile(r"(?<![\w.:/£$€-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?([a-z]+)\b(?![²³])")
_ROUGHLY = re.compile(r"\b(?:about|around|roughly|approximately|approx|nearly|almost|some|just under|just over)\b|~")


def _unit_amounts(text: str) -> list[tuple[str, float, str]]:
    """The amounts a text gives in a unit of :data:`_UNIT_SIZE`: (kind, amount in the base unit, the unit)."""
    found = []
    for match in _UNIT_AMOUNT.finditer(_CUBIC_METRE.sub(" cbm", undated(text).lower())):
        unit = _UNIT_SIZE.get(match.group(2))
        if unit is not None:
            found.append((unit[0], float(match.group(1).replace(",", "")) * unit[1], match.group(2)))
    return found


def _one_amount_other_units(old_text: str, new_text: str) -> bool:
    """Each memory gives one amount of one kind (mass, length, volume), in units of two systems, and they come to
    the same ("200 kg of soy wax" / "about 440 pounds of soy wax"): within 2 %, 5 % where one says "about". A bare
    "pounds" after "£" is money, never read here."""
    if not any(c.isdigit() for c in old_text) or not any(c.isdigit() for c in new_text):
        return False  # the cheap test first
    was, now = _unit_amounts(old_text), _unit_amounts(new_text)
    if len(was) != 1 or len(now) != 1 or was[0][0] != now[0][0] or _UNIT_SIZE[was[0][2]] == _UNIT_SIZE[now[0][2]]:
        return False
    if _CONTRAST.search(new_text.lower()) is not None:
        return False  # "down from 200 kg": one amount set against another
    slack = 0.05 if _ROUGHLY.search(old_text.lower()) or _ROUGHLY.search(new_text.lower()) else 0.02
    return abs(was[0][1] - now[0][1]) <= slack * max(was[0][1], now[0][1])


# --- one count told by the dozen or the thousand -----------------------------------------------------------------

# A count told in dozens ("four dozen", "a hundred dozen", "20 dozen") or thousands ("32K", "48 KLOC", "6k"): the
# number, the word that multiplies it.
_MULTIPLIED = re.compile(r"(?<![\w.,-])(?:(\d+(?:\.\d+)?)|(a|an|" + "|".join(w for w in NUMBER_WORDS if w.isalpha()
                         and len(w) > 2) + r")(?: (hundred))?)\s?(dozen|k(?:loc)?)(?![\w-])", re.IGNORECASE)
_PLAIN_COUNT = re.compile(r"(?<![\w.,:/£$€-])(\d{1,3}(?:,\d{3})+|\d+)(?![\w.,%-]|[.,]\d|\s?(?:dozen|k)\b)",
                          re.IGNORECASE)


def _multiplied(text: str) -> list[set[float]]:
    """The counts ``text`` tells by the dozen or the thousand, each as the values it may be ("32K": 32,000 or
    32,768)."""
    found = []
    for m in _MULTIPLIED.finditer(undated(text)):
        number = float(m.group(1)) if m.group(1) else float(NUMBER_WORDS[m.group(2).lower()])
        if m.group(3):
            number *= 100
        if m.group(4).lower() == "dozen":
            found.append({number * 12})
        elif m.group(1) or m.group(3):  # "32K", never "a k"
            found.append({number * 1000, number * 1024})
    return found


def _one_count_by_dozens(old_text: str, new_text: str) -> bool:
    """One memory tells a count by the dozen or the thousand, the other the same count in plain figures, and neither
    tells another number ("1,200 croissants" / "a hundred dozen croissants", "48,000 lines" / "48 KLOC", "32K" /
    "32,768"): one count in other words. A number joined to a word ("15-bit") is a name, not a count."""
    low_old, low_new = old_text.lower(), new_text.lower()
    if not any(w in low_old or w in low_new for w in ("dozen", "k")):
        return False  # the cheap test first
    for told, plain in ((old_text, new_text), (new_text, old_text)):
        by_words = _multiplied(told)
        if len(by_words) != 1 or _multiplied(plain):
            continue
        figures = [float(m.group(1).replace(",", "")) for m in _PLAIN_COUNT.finditer(undated(plain))]
        others = [m for m in _PLAIN_COUNT.finditer(_MULTIPLIED.sub(" ", undated(told)))]
        if len(figures) == 1 and not others and figures[0] in by_words[0] \
                and _CONTRAST.search(low_new) is None:
            return True
    return False


# A word of a rate left once the one read is taken out: another rate the reading above did not parse.
_RATE_LEFT = re.compile(r"\b(?:every|each|per|once|twice|thrice|times|" + "|".join(FREQUENCY_ADVERBS) + r")\b")


# --- the older value named as the newer one's short form ----------------------------------------------------------

_ALSO_CALLED = re.compile(r"\b(?:shortens?|shortened|abbreviates?|abbreviated)(?: it)? to\s+|\bshort for\s+"
                          r"|\b(?:also|better|locally|commonly|widely) known as\s+|\baka\s+|\ba\.k\.a\.?\s+"
                          r"|\b(?:also|often|usually|just) called\s+")
_DENIED = re.compile(r"\b(?:no longer|not|n't|never|stopped|formerly|previously|once)\b")


def _older_named_short(old_text: str, new_text: str) -> bool:
    low_new = new_text.lower()
    if not any(cue in low_new for cue in ("short", "known", "aka", "a.k.a", "called", "abbreviat")):
        return False
    low_old = old_text.lower()
    for m in _ALSO_CALLED.finditer(low_new):
        if _DENIED.search(low_new, max(0, m.start() - 20), m.start()) is not None:
            continue  # "no longer known as …": a name left
        named = re.split(r"[,;.()—–!?]", low_new[m.end():], maxsplit=1)[0].strip(" '\"")
        words = named.split()[:4]
        if not words or len(named) < 3 or all(w in W.STOP_WORDS for w in words):
            continue
        for size in range(len(words), 0, -1):
            phrase = " ".join(words[:size])
            if len(phrase) >= 3 and re.search(r"(?<![\w-])" + re.escape(phrase) + r"(?![\w-])", low_old):
                return True
    return False


def told_two_ways(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names the older memory's value another way, read from the two texts alone (see the
    module doc): a home directory spelled out, a version by its codename, one rate in two wordings, one amount per a
    period and per a multiple of it, a name by its initials, a product by its vendor's new name, the whole memory said
    unchanged, the older value named as the newer one's short form, one amount in units of another system, a named
    channel told again, one count by the dozen or the thousand."""
    return _same_home_path(old_text, new_text) or _codename_told(old_text, new_text) \
        or _same_rate(old_text, new_text) or _older_named_short(old_text, new_text) \
        or _same_amount_per_period(old_text, new_text) or _initials_told(old_text, new_text) \
        or _rebrand_glossed(old_text, new_text) or _said_unchanged(new_text) \
        or _one_amount_other_units(old_text, new_text) or _channel_told_again(old_text, new_text) \
        or _one_count_by_dozens(old_text, new_text)


# --- with the values a reader compared -----------------------------------------------------------------------------

# A value set against another ("X, not Y", "Y instead of X", "from X to Y"): both named, one of them left.
_CONTRAST = re.compile(r"\b(?:not|no longer|instead|rather than|replaced|replacing|from|dropped|retired|over)\b|n't\b")
_AGAIN = re.compile(r"\b(?:still|again|as before|reconfirmed|confirmed again)\b")
_VALUE_WORD = re.compile(r"[\w][\w.'’-]*")


# --- one afternoon time told on the twelve-hour dial -------------------------------------------------------------

# A 24-hour time as a value: "15:30", "17:00".
_CLOCK_VALUE = re.compile(r"\d{1,2}:\d{2}")
# What says which half of the day a time is in ("3:30 am", "five in the morning", "at dawn"), or a time written on
# the 24-hour dial ("03:30"): a time told so is not the afternoon one's other wording.
_HALF_OF_DAY = re.compile(r"\b(?:a\.?m\.?|p\.?m\.?|morning|mornings|dawn|night|nights|overnight|early)\b"
                          r"|\b0\d[:.]\d{2}\b")


# A change said beside the time: then the other half of the day is meant.
_MOVED_TO = re.compile(r"\b(?:now|moved|shifted|rescheduled|pushed|pulled|brought|changed|instead|from now"
                       r"|going forward|switched|reset|rebooked|earlier|later)\b")


def _one_time_on_the_dial(old_text: str, new_text: str, old_value: str) -> bool:
    """Whether the newer memory tells the older afternoon or evening time (13:00 or later) on the twelve-hour dial,
    without saying which half of the day ("tea break at 15:30" / "tea break half past three, as usual", "office hours
    Tue 17:00" / "office hours unchanged, Tuesdays at five"): one time, told two ways. Not a time said to be in the
    morning or written on the 24-hour dial ("moved to 03:30"), another minute, or a text of several times."""
    if _CLOCK_VALUE.fullmatch(old_value) is None:
        return False
    was, now = read(old_text).values.get("time", frozenset()), read(new_text).values.get("time", frozenset())
    if len(was) != 1 or len(now) != 1 or read(new_text).change or _MOVED_TO.search(new_text.lower()):
        return False  # "rehearsal moved to 7:30", "now at 7:30": a change said, the morning meant
    (old_time,), (new_time,) = was, now
    old_hour, _, old_minute = old_time.partition(":")
    new_hour, _, new_minute = new_time.partition(":")
    if not (old_hour.isdigit() and new_hour.isdigit()) or old_minute != new_minute:
        return False
    return int(old_hour) >= 13 and int(new_hour) == int(old_hour) - 12 and _HALF_OF_DAY.search(new_text.lower()) is None


def compared_values(reason: str, detail: dict) -> tuple[str, str]:
    """The older and the newer value a finding compared: from its detail, else from its reason's "A → B" (the older
    value the last words before the arrow after a comma, colon or bracket); two empty strings when it names none."""
    old_value, new_value = str(detail.get("old_value", "")), str(detail.get("new_value", ""))
    if old_value and new_value:
        return old_value, new_value
    before, arrow, after = reason.rpartition(" → ")
    if not arrow:
        return "", ""
    return re.split(r"[,:()]\s*", before)[-1], re.split(r"[,;(]", after)[0]


def _has(text: str, value: str) -> bool:
    return said_whole(text, value)  # (?<![\w-])<value>(?![\w-]), case ignored: a pattern per value no more


def _told_with_its_maker(new_text: str, old_value: str, new_value: str) -> bool:
    """Whether the newer value is the older name's last word after a maker's possessive ("Blackmagic's Resolve" for
    "DaVinci Resolve"): one product told by its maker, not another product."""
    olds, news = old_value.split(), new_value.split()
    if len(olds) < 2 or len(news) != 2 or news[1].lower() != olds[-1].lower() or news[0] in olds:
        return False
    # (not a company's office or site named after it: "KPMG's Frankfurt office")
    return re.search(r"\b" + re.escape(news[0]) + r"['’]s\s+" + re.escape(news[1]) + r"\b(?!\s+[a-z])", new_text) \
        is not None


def same_values_told(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether the two values a reader compared are one value told two ways (see the module doc): both stand in
    both memories and neither sets one against the other ("not", "instead of", "from"), or the newer memory tells
    the older value again ("still", "again") by a part of its words."""
    old_value, new_value = old_value.strip(" '\"."), new_value.strip(" '\".")
    if not old_value or not new_value:
        return False
    low_new = new_text.lower()
    if _one_time_on_the_dial(old_text, new_text, old_value):
        return True  # "tea break at 15:30" / "tea break half past three, as usual"
    contrast = _CONTRAST.search(old_text.lower() + "\n" + low_new) is not None
    named = len(old_value.split()) >= 2 and len(new_value.split()) >= 2  # two names, not a word of one
    if named and not contrast and all(_has(text, value) for text in (old_text, new_text)
                                      for value in (old_value, new_value)):
        return True  # "Google Chat space 'Stand Ops'" / "Stand Ops space in Google Chat"
    if not contrast and _told_with_its_maker(new_text, old_value, new_value):
        return True  # "DaVinci Resolve" / "Blackmagic's Resolve": the product's name, its maker's before it
    if _AGAIN.search(low_new) is None or re.search(r"\b(?:no longer|not|n't|now)\b", low_new):
        return False
    was = {w.lower() for w in _VALUE_WORD.findall(old_value)}
    now = {w.lower() for w in _VALUE_WORD.findall(new_value)}
    return bool(was) and bool(now) and was != now and (now < was or was < now)


# --- a channel told again by its name ------------------------------------------------------------------------------

# A channel's own name in the older memory: "#ops-alerts", "channel 'Intake'", "group 'Strings Crew'".
_CHANNEL_NAMED = re.compile(r"(?<![\w#])#([a-z0-9][\w.-]*[a-z0-9])"
                            r"|\b(?:channel|group|space|room|chat|thread|list|server)\s+['‘\"“]([^'’\"”]{2,40})['’\"”]",
                            re.IGNORECASE)
# The products a channel lives in, each by the one name it goes by ("MS Teams", "Microsoft Teams", "WA").
_CHANNEL_PRODUCTS = {"slack": "slack", "teams": "teams", "whatsapp": "whatsapp", "wa": "whatsapp",
                     "discord": "discord", "mattermost": "mattermost", "zulip": "zulip", "signal": "signal",
                     "telegram": "telegram", "matrix": "matrix", "element": "matrix", "zoom": "zoom",
                     "meet": "meet", "webex": "webex", "email": "email", "e-mail": "email", "mail": "email",
                     "sms": "sms", "text": "sms", "dm": "dm", "dms": "dm", "irc": "irc", "gchat": "google chat"}
# Said beside the channel, a change or a channel set against another: the name told again is no restatement.
_CHANNEL_MOVED = re.compile(r"\b(?:not|no longer|instead|rather|replac\w*|from|dropp\w*|retir\w*|mov\w*|switch\w*"
                            r"|migrat\w*|archiv\w*|renam\w*|now|left|leav\w*|mut\w*|closed|dead|stopp\w*|only for"
                            r"|also|plus|until|except|private|split|shut|delet\w*|binned|cancel\w*|remov\w*|read-only"
                            r"|locked|disabled|unplugged|ended|discontinu\w*|off|abandoned|silenc\w*|retired|lapsed)\b"
                            r"|n't\b", re.IGNORECASE)


def _channel_products(text: str) -> frozenset[str]:
    low = text.lower()
    low = re.sub(r"\b(?:ms|microsoft) teams\b", "teams", low)
    low = re.sub(r"\bgoogle chat\b", "gchat", low)
    low = re.sub(r"\bgoogle meet\b", "meet", low)
    return frozenset(_CHANNEL_PRODUCTS[w] for w in re.findall(r"[a-z][\w-]*", low) if w in _CHANNEL_PRODUCTS)


def _channel_told_again(old_text: str, new_text: str) -> bool:
    """The older memory's one named channel ("#ops-alerts", "channel 'Intake'") named again in the newer memory
    in another wording ("Slack, channel ops-alerts", "Microsoft Teams → Intake", "the pinecrest-alerts channel in our
    Slack workspace"): the same channel, so long as the newer names no product the older lacks (Teams after Slack is
    a move), no other "#channel", and says no change or contrast beside it."""
    names = {(slug or quoted).strip().lower() for slug, quoted in _CHANNEL_NAMED.findall(old_text)}
    if len(names) != 1:
        return False
    name = next(iter(names))
    if _CHANNEL_MOVED.search(new_text) is not None:
        return False
    others = {(slug or quoted).strip().lower() for slug, quoted in _CHANNEL_NAMED.findall(new_text)} - {name}
    if others or not said_whole(new_text, name, hash_mark=True):
        return False
    old_products, new_products = _channel_products(old_text), _channel_products(new_text)
    return bool(old_products) and new_products <= old_products

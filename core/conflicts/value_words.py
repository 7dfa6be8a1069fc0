"""What a value token is, and the words, units and numbers values are written with.

:mod:`core.conflicts.values` reads a text into :class:`Token` s and
:mod:`core.conflicts.value_folding` joins the words of one value; both read these tables, kept in one
place so a person can audit them: numbers in words, ordinals, periods in seconds, storage sizes, units
and currencies, the words after a number that never say what it counts, and which weekday a word names.
The phrase rules' older token model (:mod:`core.conflicts.text`) reads its own, narrower number
words and units (``TEXT_NUMBER_WORDS``, ``TEXT_UNITS``), kept here beside these. The calendar's words (weekdays,
dayparts, months) are in :mod:`core.conflicts.calendar_words`, the shapes of licences, versions and addresses in
:mod:`core.conflicts.value_shapes`.
"""

from __future__ import annotations

import math
import re

from core.conflicts.calendar_words import WEEKDAY_ABBREVIATIONS, WEEKDAYS
from core.model.lean import lean_dataclass

# Events that mark a part of the day, after one of these prepositions ("after lunch", "before bed").
MEAL_PREPOSITIONS = frozenset("after before with at during over".split())
DAY_EVENTS = frozenset("breakfast brunch lunch lunchtime dinner supper bed bedtime dinnertime".split())
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12, "single": 1, "once": 1, "twice": 2,
    "thrice": 3, "a": 1, "an": 1, "half": 0.5, "couple": 2, "few": 3, "several": 3, "multiple": 3,
}
MULTIPLIERS = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "k": 1000, "m": 1_000_000}
# Cycles a team counts in: "every sprint" is a period whose length the text does not say; a crew's "every shift" too.
CYCLES = frozenset("sprint sprints release releases iteration iterations cycle cycles milestone term shift shifts"
                   .split())
# A repository's events a job may run on, as a period only after "every" ("runs on every PR", "e2e: every push"):
# "each PR is required to have…" speaks of the PRs, and "before every commit" of a step before another.
REPO_EVENTS = frozenset("pr prs push pushes commit commits merge merges".split())
# Cycles told with "per" as how often a thing is done ("densitometer check: per shift"), not what it is counted by.
PER_CYCLES = frozenset({"shift"})
ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
            "fifth": 5, "5th": 5, "last": -1, "final": -1}

# Seconds per unit of time; used for durations and for the period of a frequency.
SECONDS = {
    "ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001,
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "d": 86400, "day": 86400, "days": 86400,
    "w": 604800, "wk": 604800, "wks": 604800, "week": 604800, "weeks": 604800,
    "fortnight": 1209600, "fortnights": 1209600,
    "mo": 2592000, "month": 2592000, "months": 2592000,
    "quarter": 7776000, "quarters": 7776000,
    "y": 31536000, "yr": 31536000, "yrs": 31536000, "year": 31536000, "years": 31536000,
}
ADVERB_PERIODS = {
    "hourly": 3600, "daily": 86400, "nightly": 86400, "weekly": 604800, "biweekly": 1209600,
    "fortnightly": 1209600, "monthly": 2592000, "bimonthly": 5184000, "quarterly": 7776000,
    "annually": 31536000, "yearly": 31536000, "annual": 31536000, "semiannually": 15768000,
    # Twice a year, however it is written.
    "half-yearly": 15768000, "semi-annually": 15768000, "semi-annual": 15768000, "semiannual": 15768000,
    "biannual": 15768000, "biannually": 15768000,
}
# Megabytes per storage unit (binary: 1 GB = 1024 MB, as people write memory sizes).
MEGABYTES = {"kb": 1 / 1024, "mb": 1, "mib": 1, "gb": 1024, "gib": 1024, "tb": 1024 * 1024, "tib": 1024 * 1024,
             # Sizes spelled out or said loosely ("32 gigs", "512 megs").
             "megabytes": 1, "megs": 1, "gigabytes": 1024, "gigs": 1024, "gig": 1024, "terabytes": 1024 * 1024}
# Units written several ways; anything else that follows a number is its unit as a stem.
UNIT_WORDS = {
    "%": "%", "percent": "%", "pct": "%", "kg": "kg", "kgs": "kg", "lb": "lb", "lbs": "lb", "km": "km", "mi": "mi",
    "miles": "mi", "euro": "eur", "euros": "eur", "eur": "eur", "dollar": "usd", "dollars": "usd", "usd": "usd",
    "bucks": "usd", "quid": "gbp", "gbp": "gbp", "pounds": "gbp", "loc": "line", "lines": "line", "line": "line",
    "req": "request", "reqs": "request", "requests": "request", "request": "request", "rps": "request/s",
    "qps": "request/s", "rpm": "request/min", "rph": "request/h", "x": "x",
    # A virtual CPU is a CPU as a machine is sized ("4 CPUs" / "8 vCPUs").
    "cpu": "cpu", "cpus": "cpu", "vcpu": "cpu", "vcpus": "cpu",
}
# Nouns of physical measure: after a decimal ("6.5 tonnes", "2.5 acres", "4.5 stars") the number is an amount of
# them, not a version, as it is after an integer ("8 tonnes"); they stay the counted noun, as an integer's does.
MEASURE_NOUNS = frozenset("""
    tonnes tonne tons ton t litres litre liters liter l kl ml gallons gallon gal pints pint kilos kilo grams gram
    g mg metres metre meters meter m cm mm kilometres kilometers feet foot ft inches inch acres acre hectares hectare
    ha knots knot mph kph degrees degree stars star points pts ounces oz cups cup loads load bales bale crates crate
    pallets pallet fte shifts
    """.split())
# Units of measure (not counted nouns): megabytes, percent, currencies, distances.
MEASURE_UNITS = frozenset(UNIT_WORDS.values()) | {"mb"}
CURRENCY = {"$": "usd", "€": "eur", "£": "gbp", "¥": "jpy", "₹": "inr", "₩": "krw"}
CURRENCIES = frozenset({"usd", "eur", "gbp", "jpy", "inr", "krw"})
# The phrase rules' token model (core.conflicts.text) reads fewer number words than NUMBER_WORDS ("a", "once",
# "half" stay words there, "hundred" is a number of its own) and folds units to short symbols ("30 seconds" ≈
# "30s") rather than to seconds and megabytes: the two models' tokens are compared by different rules, and making
# the lists one would change every phrase rule's tokens.
TEXT_NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "twenty": 20, "thirty": 30,
    "hundred": 100, "dozen": 12,
}

# Units fold into the number they follow ("30 seconds" ≈ "30s"); the unit is part of the slot.
TEXT_UNITS = {
    "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s",
    "ms": "ms", "millisecond": "ms", "milliseconds": "ms",
    "min": "min", "mins": "min", "minute": "min", "minutes": "min",
    "h": "h", "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
    "d": "d", "day": "d", "days": "d", "week": "w", "weeks": "w", "month": "mo", "months": "mo",
    "year": "y", "years": "y",
    "kb": "kb", "mb": "mb", "gb": "gb", "tb": "tb", "k": "k", "m": "m",
    "%": "%", "percent": "%", "kg": "kg", "lb": "lb", "lbs": "lb", "km": "km", "mi": "mi",
    "euro": "eur", "euros": "eur", "eur": "eur", "dollar": "usd", "dollars": "usd", "usd": "usd",
    "gbp": "gbp", "pounds": "gbp", "pm": "pm", "am": "am",
}

# A number followed by one of these ("4 cups of coffee") counts the thing after "of".
CONTAINERS = frozenset("cup cups glass glasses bottle bottles slice slices serving servings bowl bowls pint pints "
                        "piece pieces mug mugs shot shots".split())

@lean_dataclass(frozen=True)
class Token:
    """One token of a memory's text.

    Attributes:
        surface: the text as written.
        low: lower-case form.
        kind: ``word`` or ``punct`` or ``arrow``, or the kind of value: ``number``, ``money``,
            ``time``, ``weekday``, ``daypart``, ``date``, ``period`` (a duration or a frequency),
            ``version``, ``host``, ``port``, ``url``, ``handle``, ``path``, ``ident``, ``quoted``,
            ``licence``.
        norm: the stem of a word, or the normalised value.
        unit: for numbers, what they count (``gb`` folded into ``mb``, ``engineer``, ``request``).
        cap: a capitalised word that does not start a sentence (a likely name).
        initial: the first word of a sentence or clause.
        possessive: written with ``'s``.
        frequency: for periods, written as a frequency ("every", "weekly", "twice a week").
    """

    surface: str
    low: str
    kind: str
    norm: str
    unit: str = ""
    cap: bool = False
    initial: bool = False
    possessive: bool = False
    frequency: bool = False

    @property
    def is_value(self) -> bool:
        return self.kind not in ("word", "punct", "arrow")

    @property
    def is_word(self) -> bool:
        return self.kind == "word"


def weekday(token: Token, nxt: Token | None = None) -> str | None:
    """The weekday a word names; a lower-case abbreviation counts only before a time ("sun 02:00")."""
    low = token.low
    if token.kind != "word":
        return None
    if low in WEEKDAYS:
        return low
    if low.endswith("s") and low[:-1] in WEEKDAYS:
        return low[:-1]
    if low in WEEKDAY_ABBREVIATIONS and (token.surface[0].isupper() or low in ("thurs", "tues", "weds")
                                          or (nxt is not None and nxt.kind == "time")):
        return WEEKDAYS[WEEKDAY_ABBREVIATIONS[low]]
    return None


# Words after a number that never say what it counts ("5 of them", "3 more", "2 per user").
NOT_UNITS = frozenset(
    """
    a an the of to in on at for and or but by from with per each every is are was were be been this that these
    those more less than over under about around up down now only total max min after before since until till
    because due via into onto then so as if when while last next ago today tonight tomorrow yesterday
    starting effective beginning going
    """.split()
)
# The period a rate is told per, after "per", "a" or "/" ("500 requests per minute", "40 wheels a week").
RATE_UNITS = {"s": "s", "sec": "s", "second": "s", "min": "min", "minute": "min", "h": "h", "hr": "h", "hour": "h",
              "day": "d", "d": "d", "week": "w", "month": "mo", "year": "y"}


def parse_number(text: str) -> float | None:
    """The number written in ``text`` (thousands commas allowed), or None."""
    cleaned = text.replace(",", "")
    try:
        value = float(cleaned)
    except ValueError:
        return None
    return value if math.isfinite(value) else None  # "1e999" is no amount anyone compares


def format_number(value: float) -> str:
    """A number as one string: ``3`` for 3.0, four significant digits otherwise."""
    if math.isfinite(value) and value == int(value):
        return str(int(value))
    return f"{value:.4g}"


# A temperature with its scale: "20 °C", "68°F", "72 degrees Fahrenheit", "19 deg C".
_TEMPERATURE = re.compile(r"(-?\d+(?:[.,]\d+)?)\s*(?:°|º|degrees?|deg)?\s*(celsius|fahrenheit|c|f)\b", re.IGNORECASE)


def _celsius(text: str) -> list[tuple[float, bool]]:
    """Each temperature the text gives, in degrees Celsius, and whether it was written in Fahrenheit; a bare "20 c"
    counts only with its degree sign or word (a bare "5 f" is no temperature)."""
    found = []
    for match in _TEMPERATURE.finditer(text):
        scale = match.group(2).lower()
        if len(scale) == 1 and not re.search(r"°|º|deg", match.group(0)):
            continue
        amount = float(match.group(1).replace(",", "."))
        fahrenheit = scale.startswith("f")
        found.append(((amount - 32) * 5 / 9 if fahrenheit else amount, fahrenheit))
    return found


def one_temperature(old_text: str, new_text: str) -> bool:
    """Each text gives one temperature, one in Celsius and the other in Fahrenheit, and they are one reading within
    half a degree: "kept at 20 °C" / "at 68 °F, as usual" tells the older amount again (72 °F, 22.2 °C, is another)."""
    before, after = _celsius(old_text), _celsius(new_text)
    if len(before) != 1 or len(after) != 1 or before[0][1] == after[0][1]:
        return False
    return abs(before[0][0] - after[0][0]) <= 0.5

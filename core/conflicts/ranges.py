"""An amount told as a range and an amount inside it: one value, not two.

"sleeps 7–8 hours a night" and "averaging about seven and a half hours of sleep", "budget is $2,000-3,000" and
"spent $2,500", "the commute is between 30 and 40 minutes" and "the commute took 35 minutes": the range holds the
other amount, so the two memories agree however the amounts' slots compare. A range is written with a dash
between two amounts or as "between A and B", with the unit after it (or a currency sign before it); "from 7 to 8
hours" is a change, never a range. The other memory's amounts of that unit must all lie inside it (an amount
outside — "now only 5 hours" — is a change, and the readers decide it).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .value_words import NUMBER_WORDS

_SKIPPED = frozenset("a an half few several couple multiple once twice thrice".split())
_WORDS = "|".join(sorted((w for w in NUMBER_WORDS if w.isalpha() and w not in _SKIPPED), key=len, reverse=True))
_NUMBER = r"(?:(?:\d[\d,]*(?:\.\d+)?|\b(?:" + _WORDS + r")\b)(?: and a half)?)"
_CURRENCY = r"[$€£¥]?"
# "7–8 hours", "$2,000-3,000", "between 30 and 40 minutes" (not "from 7 to 8", nor a date "2019-2022").
_RANGE = re.compile(r"(?<![\w.,/-])(?P<cur>" + _CURRENCY + r")(?P<low>" + _NUMBER + r")\s*(?:–|—|-)\s*" + _CURRENCY
                    + r"(?P<high>" + _NUMBER + r")\s*(?P<unit>[a-z]+)?"
                    r"|\bbetween (?P<cur2>" + _CURRENCY + r")(?P<low2>" + _NUMBER + r") and " + _CURRENCY
                    + r"(?P<high2>" + _NUMBER + r")\s*(?P<unit2>[a-z]+)?")
_AMOUNT = re.compile(r"(?<![\w.,/-])(?P<cur>" + _CURRENCY + r")(?P<n>" + _NUMBER + r")\s*(?P<unit>[a-z]+)?")
# Units written several ways, brought to one word.
_UNITS = {"hrs": "hour", "hr": "hour", "h": "hour", "mins": "minute", "min": "minute", "m": "minute",
          "secs": "second", "sec": "second", "s": "second", "k": "thousand", "kg": "kilogram", "km": "kilometre",
          "kilometers": "kilometre", "kilometres": "kilometre", "gb": "gigabyte", "mb": "megabyte", "tb": "terabyte"}


def _number(text: str) -> float | None:
    half = text.endswith(" and a half")
    word = text[: -len(" and a half")] if half else text
    word = word.replace(",", "")
    try:
        value = float(word)
    except ValueError:
        found = NUMBER_WORDS.get(word)
        if not isinstance(found, (int, float)) or word in _SKIPPED:
            return None
        value = float(found)
    return value + 0.5 if half else value


def _unit(currency: str, unit: str | None) -> str | None:
    if currency:
        return currency
    if not unit:
        return None
    unit = _UNITS.get(unit, unit)
    return unit[:-1] if unit.endswith("s") and len(unit) > 3 else unit


@lru_cache(maxsize=2048)
def _ranges(text: str) -> tuple[tuple[float, float, str], ...]:
    """The ranges a text tells: (low, high, unit)."""
    low = text.lower()
    if not ("-" in low or "–" in low or "—" in low or "between" in low):
        return ()
    found = []
    for match in _RANGE.finditer(low):
        lo_text = match.group("low") or match.group("low2")
        hi_text = match.group("high") or match.group("high2")
        before = low[max(0, match.start() - 5):match.start()]
        if "from" in before:
            continue  # "from 7-8 hours to 5": the older value of a change
        lo, hi = _number(lo_text), _number(hi_text)
        unit = _unit(match.group("cur") or match.group("cur2") or "", match.group("unit") or match.group("unit2"))
        if lo is None or hi is None or unit is None or not lo < hi:
            continue
        found.append((lo, hi, unit))
    return tuple(found)


@lru_cache(maxsize=2048)
def _amounts(text: str) -> tuple[tuple[float, str], ...]:
    """Every single amount with its unit a text tells (a range's ends are amounts too)."""
    found = []
    for match in _AMOUNT.finditer(text.lower()):
        value = _number(match.group("n"))
        unit = _unit(match.group("cur"), match.group("unit"))
        if value is not None and unit is not None:
            found.append((value, unit))
    return tuple(found)


# A window of the day told by its two ends ("8am–noon", "7:30–11:00"): a range of its own, not an amount in another.
_HOUR_END = r"(?:\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?|noon|midday|midnight)"
_WINDOW = re.compile(r"(?<![\w.,/-])" + _HOUR_END + r"\s*(?:–|—|-|to)\s*" + _HOUR_END + r"(?![\w])")


def _held(ranging: str, other: str) -> bool:
    ranges = _ranges(ranging)
    if not ranges or _ranges(other):
        return False
    amounts = _amounts(other)
    for lo, hi, unit in ranges:
        if unit in ("am", "pm") and _WINDOW.search(other.lower()):
            continue  # "7–11am" / "8am–noon": two windows of the day, each with its own ends
        told = [value for value, of in amounts if of == unit]
        if told and all(lo <= value <= hi for value in told):
            return True
    return False


def within_range(old_text: str, new_text: str) -> bool:
    """Whether one memory tells an amount as a range and the other's amounts of that unit all lie inside it."""
    if not any(ch.isdigit() for ch in old_text + new_text) and "between" not in (old_text + new_text).lower():
        return False
    return _held(old_text, new_text) or _held(new_text, old_text)


# The share an amount is told per: "12 km each way" and "24 km round trip", "$40 per person" and "$120 in total"
# are two measures of one thing, not two values of one.
_PER = re.compile(r"\b(?:each way|one way|one-way|round[- ]trip|return trip|both ways|there and back"
                  r"|per (?:person|head|leg|trip)|each|apiece|in total|all in|altogether|combined)\b")
_SAME_SHARE = {"one-way": "one way", "each way": "one way", "round-trip": "round trip", "both ways": "round trip",
               "there and back": "round trip", "return trip": "round trip", "per head": "per person",
               "apiece": "each", "all in": "in total", "altogether": "in total", "combined": "in total"}


def _shares(low: str) -> frozenset[str]:
    return frozenset(_SAME_SHARE.get(m, m) for m in _PER.findall(low))


def another_share(old_text: str, new_text: str) -> bool:
    """Whether the two memories tell their amounts per different shares ("each way" / "round trip")."""
    old, new = _shares(old_text.lower()), _shares(new_text.lower())
    return bool(old) and bool(new) and not old & new

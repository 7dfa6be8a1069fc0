"""Dates named in a query, and how close a memory's time falls to them.

Offline and deterministic: :func:`date_spans` turns the dates a query names ("on 9
November, 2022", "in June 2022", "in 2023", "in December") into closed day ranges, and
:func:`date_proximity` scores how close a memory's ``event_time`` falls to them (1
inside a range, decaying with the distance outside it).
"""

from __future__ import annotations

import functools
import math
import re
from datetime import date, datetime

from core.model.lean import lean_dataclass

# English month names and their three-letter forms (what calendar gives in the C locale, without
# importing calendar and locale on every recall).
_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december")
MONTHS = {name: index for index, name in enumerate(_MONTH_NAMES, start=1)}
MONTHS.update({name[:3]: index for index, name in enumerate(_MONTH_NAMES, start=1)})
_MONTH = (r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"

# Every date pattern below needs a year (19xx, 20xx) or a month name, so text without either
# names no date: most recall queries are answered without compiling the patterns at all
# (their compilation was ~3 ms of every ``memdesk recall``'s start-up, issue 18).
_MAYBE_DATE = re.compile(r"(?:19|20)\d\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec", re.IGNORECASE)


@functools.cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    """The date patterns (compiled on first use); each yields (day, month, year) groups, absent parts None."""
    return (
        re.compile(r"\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b"),  # ISO date
        re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MONTH}\.?,?\s*{_YEAR}\b", re.IGNORECASE),  # day month year
        re.compile(rf"\b{_MONTH}\.?\s+{_DAY},?\s*{_YEAR}\b", re.IGNORECASE),  # month day year
        re.compile(rf"\b{_MONTH}\.?,?\s+(?:of\s+)?{_YEAR}\b", re.IGNORECASE),  # month year
        re.compile(  # a month alone, after a preposition
            rf"\b(?:in|during|of|since|by|before|after|early|late|mid)\s+(?:the\s+)?(?:\w+\s+week\s+of\s+)?"
            rf"{_MONTH}\b", re.IGNORECASE),
        re.compile(rf"\b(?:in|during|of|since|by|before|after|early|late|mid)\s+{_YEAR}\b", re.IGNORECASE),
    )

@lean_dataclass(frozen=True)
class DateSpan:
    """A closed range of days named by the query; ``any_year`` for a bare month."""

    start: date
    end: date
    any_year: bool = False
    text: str = ""


def _month(name: str) -> int:
    key = name.lower().rstrip(".")
    return MONTHS[key] if key in MONTHS else MONTHS[key[:3]]


def _day_span(year: int, month: int, day: int, text: str) -> DateSpan | None:
    try:
        moment = date(year, month, day)
    except ValueError:
        return None
    return DateSpan(moment, moment, text=text)


def _last_day(year: int, month: int) -> int:
    """The number of days in ``month`` of ``year``."""
    following = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    return (following - date(year, month, 1)).days


def _month_span(year: int, month: int, text: str, any_year: bool = False) -> DateSpan:
    last = _last_day(year, month)
    return DateSpan(date(year, month, 1), date(year, month, last), any_year=any_year, text=text)


def date_spans(text: str) -> tuple[DateSpan, ...]:
    """Date ranges the query names, most specific first; overlapping mentions count once."""
    if not _MAYBE_DATE.search(text):
        return ()
    iso_date, day_month_year, month_day_year, month_year, month_only, year_only = _patterns()
    spans: list[DateSpan] = []
    taken: list[tuple[int, int]] = []

    def free(match: re.Match) -> bool:
        return all(match.end() <= a or match.start() >= b for a, b in taken)

    for match in iso_date.finditer(text):
        span = _day_span(int(match.group(1)), int(match.group(2)), int(match.group(3)), match.group(0))
        if span:
            spans.append(span)
            taken.append(match.span())
    for pattern, order in ((day_month_year, "dmy"), (month_day_year, "mdy")):
        for match in pattern.finditer(text):
            if not free(match):
                continue
            parts = dict(zip(order, match.groups()))
            span = _day_span(int(parts["y"]), _month(parts["m"]), int(parts["d"]), match.group(0))
            if span:
                spans.append(span)
                taken.append(match.span())
    for match in month_year.finditer(text):
        if free(match):
            spans.append(_month_span(int(match.group(2)), _month(match.group(1)), match.group(0)))
            taken.append(match.span())
    for match in month_only.finditer(text):
        if free(match):
            # The year is unknown: any year's month matches (2000 is a leap year: 29 Feb fits).
            spans.append(_month_span(2000, _month(match.group(1)), match.group(0), any_year=True))
            taken.append(match.span())
    for match in year_only.finditer(text):
        if free(match):
            year = int(match.group(1))
            spans.append(DateSpan(date(year, 1, 1), date(year, 12, 31), text=match.group(0)))
            taken.append(match.span())
    return tuple(spans)


def date_proximity(event: datetime | None, spans: tuple[DateSpan, ...], scale_days: float) -> float:
    """1.0 when ``event`` falls inside a span, ``exp(-distance/scale)`` outside; 0 without a time."""
    if event is None or not spans:
        return 0.0
    day = event.date()
    best = 0.0
    for span in spans:
        start, end = span.start, span.end
        if span.any_year:
            start, end = _nearest_year(span, day)
        if start <= day <= end:
            return 1.0
        distance = (start - day).days if day < start else (day - end).days
        best = max(best, math.exp(-distance / scale_days))
    return best


def _nearest_year(span: DateSpan, day: date) -> tuple[date, date]:
    """The span's month placed in the year that brings it closest to ``day``."""
    best: tuple[date, date] | None = None
    best_distance = None
    for year in (day.year - 1, day.year, day.year + 1):
        last = _last_day(year, span.start.month)
        start, end = date(year, span.start.month, 1), date(year, span.start.month, last)
        distance = 0 if start <= day <= end else min(abs((start - day).days), abs((day - end).days))
        if best_distance is None or distance < best_distance:
            best, best_distance = (start, end), distance
    assert best is not None
    return best

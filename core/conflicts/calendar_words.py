"""The words a calendar is written with, in one place: weekdays, months, how often, parts of the day.

Many readers of :mod:`core.conflicts` must know a day or a month when they see one — to read it as a
value (:mod:`core.conflicts.value_folding`, :mod:`core.conflicts.text`), or to keep it out of a name, a
place, a holder or a thing (``displaced``, ``home_swap``, ``post_swap``, ``role_swap``, ``clock_swap`` …).
They take the words from here, and where one needs more or fewer than the base sets the difference is
spelled out beside its use (a base set with a named extension or exception), never a second copy.

Base sets:

- :data:`WEEKDAYS` — the seven names, Monday first (a day's index is its position);
- :data:`WEEKDAY_ABBREVIATIONS` — every short form read as a day, with the day's index;
- :data:`THREE_LETTER_DAYS` — the seven three-letter forms only ("mon" … "sun");
- :data:`WEEKDAYS_PLURAL` — the names of a recurring day ("mondays" … "sundays");
- :data:`MONTHS` — each month's name and short forms with the month's number;
- :data:`MONTH_NAMES` — the twelve names in full;
- :data:`MONTH_SHORT` — the short forms, "may" among them ("may" is its own short form);
- :data:`CALENDAR_WORDS` — what a stop list leaves out as a date: the full and three-letter weekdays and
  every month word;
- :data:`FREQUENCY_ADVERBS` — the adverbs of a regular period ("hourly" … "annually");
- :data:`SEASONS` — the four seasons by their British names ("fall" is added where a reader reads it);
- :data:`DAYPARTS` — the parts of the day, each plural folded to its singular;
- :data:`DAY_MARKS` — the marks of a day's routine told bare after "before" ("at 6 am before work", "before bed"):
  when in the day, not the past.

Derived forms used by more than one reader: :data:`WEEKDAY_PATTERN` (a regular expression's group
for any weekday, whole or short) and :data:`MONTHS_BUT_MAY` ("may" is far more often the verb).
"""

from __future__ import annotations

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAY_ABBREVIATIONS = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3,
                          "fri": 4, "sat": 5, "sun": 6}
THREE_LETTER_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
WEEKDAYS_PLURAL = tuple(day + "s" for day in WEEKDAYS)
# Any weekday as people write it, whole or short ("Thu", "Weds"), as a non-capturing group: the names,
# then each day's short forms longest first.
WEEKDAY_PATTERN = "(?:" + "|".join(
    (*WEEKDAYS, *sorted(WEEKDAY_ABBREVIATIONS, key=lambda short: (WEEKDAY_ABBREVIATIONS[short], -len(short))))
) + ")"

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}
MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
               "november", "december")
MONTH_SHORT = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec")
# The month words but "may", which is far more often the verb ("we may move") or a person ("May runs it").
MONTHS_BUT_MAY = frozenset(MONTHS) - {"may"}

CALENDAR_WORDS = frozenset(WEEKDAYS) | frozenset(THREE_LETTER_DAYS) | frozenset(MONTHS)

FREQUENCY_ADVERBS = ("hourly", "daily", "nightly", "weekly", "fortnightly", "biweekly", "monthly", "quarterly",
                     "yearly", "annually")
SEASONS = ("spring", "summer", "autumn", "winter")
DAYPARTS = {"morning": "morning", "mornings": "morning", "afternoon": "afternoon", "afternoons": "afternoon",
            "evening": "evening", "evenings": "evening", "night": "night", "nights": "night"}
DAY_MARKS = frozenset("work school bed lunch breakfast dinner supper sunrise dawn".split())

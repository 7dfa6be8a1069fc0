"""A newer value bound to one occasion or to a time gone by, read from the markers every family shares: a frame of
:func:`core.conflicts.bounds.bound` (so every reader's finding passes it, the rules' and the learned reader's).

The readers match "one attribute, another value"; the newer memory still tells no change when it ties its value to
one occasion the older standing value is not about, or to a time that is over. Read from structure, not wording:

- **one dated day** — the newer memory names a day of the month by its weekday or month ("floor staff Sat 14th: 8",
  "vet visit Mar: Tue 11th", "on March 3rd") where the older memory names none, and tells no start ("from Sat
  14th", "as of", "onwards"): that day's value. Only where the older memory tells a rule that recurs or the finding
  compares no date (a count, a name): a one-off date set against a standing one ("launch: Q2" / "launch: March 10th")
  is a date changed;
- **one occasion named as the only one** — "this trip only", "only for this batch", "for this one order": any noun
  the older memory does not name that way, no start said;
- **one occasion as the thing's owner** — the newer memory opens with an occasion's possessive ("This cycle's freeze
  was delayed …", "Tomorrow's tasting …", "Saturday's market …") after an older rule that recurs, nothing said to
  hold for good;
- **a spell until a near day** — the value held "until Sunday", "till the end of the month" while
  the holder is doing it now ("I'm changing the oil daily until Sunday"), not "until further notice";
- **a time over** — a note's value held until a year or over a span of years, or "pre-<event>" beside a year
  ("cutters: a cheap pair until 2023", "Friday slot in 2023, pre-reshuffle"), or years spent living or working
  somewhere before another deed ("Before I took over the shop, I spent three years living in Xining"), nothing told
  as now; a "current … unchanged" beside a former value confirms the older one and tells no new one.
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTH_NAMES, MONTH_SHORT, THREE_LETTER_DAYS, WEEKDAYS
from core.conflicts.note_dates import undated

_DAYS = "|".join(WEEKDAYS + THREE_LETTER_DAYS + ("tues", "thur", "thurs", "weds"))
_MONTHS = "|".join(sorted(set(MONTH_NAMES + MONTH_SHORT), key=len, reverse=True))
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)"
# A day of the month by its weekday or month: "Sat 14th", "Tuesday the 11th", "March 3rd", "3rd of March", "14 Mar";
# not a weekday's turn in the month ("2nd Tuesday", "the 1st of every month").
_DATED_DAY = re.compile(rf"\b(?:{_DAYS}|{_MONTHS})\.?,?\s+(?:the\s+)?{_ORDINAL}\b(?!\s+(?:of\s+)?(?:each|every|the)\b)"
                        rf"|\b{_ORDINAL}\s+(?:of\s+)?(?:{_MONTHS})\b")
# Any day of the month, to tell whether the older memory names one too.
_ANY_DAY = re.compile(rf"\b{_ORDINAL}\b|\b\d{{1,2}}\s+(?:{_MONTHS})\b|\b(?:{_MONTHS})\.?\s+\d{{1,2}}\b")
# A start said: the value holds from that day on, a change.
_START = re.compile(r"\b(?:from|starting|start(?:s|ing)? on|as of|since|beginning|effective|onwards?|going forward"
                    r"|from now on|for good|permanently|in future|henceforth|new (?:rule|default|norm|standard))\b")
# A rule that recurs or holds by day: "every second Friday", "weekly", "Sun–Thu", "on weekdays", "first Fri of month".
_RECURS = re.compile(rf"\b(?:every|each|per|a|an)\s+(?:\w+\s+)?(?:day|week|month|year|{_DAYS}|weekday|morning|evening"
                     rf"|night|shift|sprint|cycle|quarter)s?\b|\b(?:daily|nightly|weekly|fortnightly|monthly|quarterly"
                     rf"|yearly|annually|biweekly)\b|\b(?:{_DAYS})s\b|\bweekdays\b|\bweekends\b"
                     rf"|\b(?:{_DAYS})\s*[–-]\s*(?:{_DAYS})\b|\bof (?:the )?month\b")
# A value the finding compared that is itself a date or day: a one-off date then moved is a date changed.
_WHEN_COMPARED = re.compile(rf"\b(?:{_DAYS}|{_MONTHS}|q[1-4]|\d{{4}}|{_ORDINAL})\b")
# "this trip only", "only for this batch", "for this one order", "just this once".
_ONLY_THIS = re.compile(r"\bthis (?:one )?(?!year|season|term|semester)[a-z][\w-]* only\b"
                        r"|\b(?:only|just) (?:for |on |during )?this (?:one )?(?!year|season|term|semester)[a-z][\w-]*"
                        r"|\bfor this one [a-z][\w-]*\b|\bjust this once\b|\bthis time only\b")
# An occasion's possessive opening the newer memory: "This cycle's", "Tomorrow's", "Next week's", "Saturday's".
_OCCASION_OPENS = re.compile(rf"^\s*(?:(?:this|next|last|today|tomorrow|tonight|yesterday)(?:\s+[a-z]+)?|{_DAYS})"
                             r"['’]s\s")
# A spell to a near day, told while it is going on.
_UNTIL_NEAR = re.compile(rf"\b(?:until|till|til)\s+(?:(?:next|this|the)\s+)?(?:{_DAYS}|the end of"
                         rf"(?: the| this)? (?:week|weekend|month|festival|season|rush|run|event)|the weekend"
                         rf"|(?:{_MONTHS})\s+\d{{1,2}}|{_ORDINAL})\b")
# A second clause, which may tell the standing value anew ("Monday's huddle was cancelled; the user gathers them
# Wednesday").
_CLAUSE_BREAK = re.compile(r"[;.!?—–]\s|,\s*(?:and|but|so)\s")
_DOING_NOW = re.compile(r"\b(?:i['’]m|we['’]re|(?:is|are|am)\s+(?:\w+\s+)?[a-z]+ing|for now|temporarily|meanwhile)\b")
# A note's value told over: "… until 2023", "(2019–2021)", "in 2023, pre-reshuffle".
_OVER = re.compile(r"\buntil (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b|\(\s*(?:19|20)\d\d\s*[–-]\s*(?:19|20)?\d\d\s*\)"
                   r"|\b(?:19|20)\d\d\s*[–-]\s*(?:19|20)\d\d\b|\bin (?:19|20)\d\d\b[^;.]*\bpre-?[a-z]{3,}\b")
_NOW = re.compile(r"\b(?:now|currently|today|these days|since|then|after(?:wards)?|later|moved|switched|replaced)\b"
                  r"|\bcurrent(?!\s+(?:one\s+|home\s+|value\s+)?(?:is\s+)?(?:unchanged|the same|same|as before"
                  r"|as is))\b")
# Years spent at a thing before another deed: "spent three years living in Xining", "spent 2019 working at …".
_SPENT = re.compile(r"\b(?<!['’]ve )(?<!have )(?<!has )spent (?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|"
                    r"ten|several|a few|\d+)\s+)?(?:years?|months?|summers?|winters?|(?:19|20)\d\d)\s+(?:\w+\s+)?"
                    r"(?:living|working|based|renting|staying|lodging)\b")
_BEFORE_DEED = re.compile(r"\b(?:before|until|prior to)\b")


def one_dated_day(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the newer memory ties its value to one day of the month the older memory does not name, with no start
    said, beside an older rule that recurs or a finding that compares no date (see the module doc)."""
    if not any(ch.isdigit() for ch in new_text):
        return False  # the cheap test first: a digit
    low_new, low_old = undated(new_text).lower(), undated(old_text).lower()
    if _DATED_DAY.search(low_new) is None or _ANY_DAY.search(low_old) is not None:
        return False
    if _START.search(low_new) is not None:
        return False
    told = compared.rpartition(")")[2].lower()
    return _RECURS.search(low_old) is not None or _WHEN_COMPARED.search(told) is None


def one_occasion(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the newer memory binds its value to one occasion: one dated day, one occasion named as the only one, an
    occasion's possessive after an older rule that recurs, or a spell to a near day told while it goes on.
    ``compared`` is the reason a reader gave."""
    low_new = undated(new_text).lower()
    if "this" not in low_new and "til" not in low_new and "'s" not in low_new and "’s" not in low_new \
            and not any(ch.isdigit() for ch in new_text):
        return False  # the cheap test first: a digit (a dated day), "this", a possessive or "til" (until, till)
    if one_dated_day(old_text, new_text, compared):
        return True
    low_old = undated(old_text).lower()
    if _START.search(low_new) is not None:
        return False
    if "this" in low_new and _ONLY_THIS.search(low_new) is not None and _ONLY_THIS.search(low_old) is None:
        return True
    if _OCCASION_OPENS.match(low_new) is not None and _RECURS.search(low_old) is not None \
            and _OCCASION_OPENS.match(low_old) is None and _CLAUSE_BREAK.search(low_new.rstrip(" .")) is None:
        return True
    found = _UNTIL_NEAR.search(low_new)
    return found is not None and _UNTIL_NEAR.search(low_old) is None \
        and _DOING_NOW.search(low_new[:found.start()]) is not None


def time_over(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value for a time that is over and nothing as now (see the module doc)."""
    low_new, low_old = undated(new_text).lower(), undated(old_text).lower()
    if "spent" in low_new:
        found = _SPENT.search(low_new)
        if found is not None and _BEFORE_DEED.search(low_new) is not None and _NOW.search(low_new) is None \
                and _SPENT.search(low_old) is None:
            return True
    if ":" not in low_new or not any(ch.isdigit() for ch in low_new):
        return False  # the cheap test first: a note with a year
    over = _OVER.search(low_new)
    return over is not None and _OVER.search(low_old) is None and _NOW.search(low_new) is None

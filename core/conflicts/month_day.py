"""A monthly thing's day told again: "Payroll is run on the 25th of every month" / "Payroll is processed on the last
working day of the month"; "The book club meets on the first Thursday of the month" / "… gathers on the last Friday
of every month".

A thing that happens once a month happens on one day of it, told as a date ("the 25th"), a place in the month ("the
last working day") or a weekday's turn ("the first Thursday"). Read here: each text gives exactly one such day, the
two differ, and the newer text speaks of the same thing — the words before its verb are the older text's, whatever
verb each uses ("is run" / "is processed", "meets" / "gathers").

Not a change: another thing ("the payroll report", "the rent reminder"), another holder or scope, two days in one
text (a second thing, or a range), one month ("in March", "this month", "next month"); the caller has set aside a
hedged, temporary, additive or past newer memory.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import WEEKDAYS
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_ORDINAL = r"(?:first|1st|second|2nd|third|3rd|fourth|4th|last|final)"
_MONTH = r"(?:of|in) (?:the|each|every|a) month\b"
_DAY = re.compile(r"\b(?:on )?the (?:(?P<date>\d{1,2})(?:st|nd|rd|th)\b"
                  r"(?: (?:of|each|every) (?:the |each |every )?month\b)?"
                  r"|(?P<turn>" + _ORDINAL + r") (?P<what>(?:working |business |week)?day|"
                  + "|".join(WEEKDAYS) + r") " + _MONTH + ")", re.IGNORECASE)
_CUE = re.compile(r"\bthe (?:\d{1,2}(?:st|nd|rd|th)|" + _ORDINAL + r")\b", re.IGNORECASE)
_ONE_MONTH = re.compile(r"\b(?:this|next|last) month\b|\bin (?:january|february|march|april|may|june|july|august"
                        r"|september|october|november|december)\b", re.IGNORECASE)
_SAME_TURN = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth", "final": "last"}
# Words that say how the thing happens, not which thing it is.
_DOING = frozenset(stem(w) for w in """is are was were be been being run runs processed process held hold holds meet
    meets gathers gather happens happen falls fall paid pay goes go sent send issued issue due scheduled now always
    still usually user user's set""".split())
# The day's own nouns: "payroll date set to the last working day" names the payroll's day, not another thing.
_DAY_NOUNS = frozenset(stem(w) for w in "date day".split())


def _day(text: str) -> tuple[str, int] | None:
    """The one day of the month the text gives, and where it begins; ``None`` for none or several."""
    found = list(_DAY.finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    if m.group("date"):
        return f"the {_ordinal(int(m.group('date')))}", m.start()
    turn = m.group("turn").lower()
    return f"the {_SAME_TURN.get(turn, turn)} {m.group('what').lower()}", m.start()


def _ordinal(day: int) -> str:
    """A day of the month as a person writes it: 1st, 2nd, 3rd, 11th, 22nd, 25th."""
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _thing(text: str) -> list[str]:
    return [stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"[a-z][\w'’-]*", text.lower())
            if w not in W.STOP_WORDS and stem(w.removesuffix("'s").removesuffix("’s")) not in _DOING]


def _thing_told(text: str) -> list[str]:
    """:func:`_thing` of the words before the newer day: without the day's own nouns ("payroll date") and a change
    verb ("moved", "changed"), how the day is told again, not which thing has it."""
    return [w for w in _thing(text) if w not in _DAY_NOUNS and w not in W.CHANGE_WORDS]


def month_day_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text moves the older text's monthly thing to another day of the month, or ``None``."""
    if not says(_CUE, new_text) or _CUE.search(old_text) is None:
        return None
    old, new = undated(old_text, dot=True), undated(new_text, dot=True)
    if _ONE_MONTH.search(new) or _ONE_MONTH.search(old):
        return None  # one month's date, not the standing day
    was, now = _day(old), _day(new)
    if was is None or now is None or was[0] == now[0]:
        return None
    thing_old, thing_new = _thing(old[:was[1]]), _thing_told(new[:now[1]])
    if not thing_old or not thing_new or thing_old[0] != thing_new[0] or set(thing_new) - set(thing_old):
        return None  # another thing ("the payroll report"), or another holder's
    rest = set(_thing(_DAY.sub(" ", new))) - set(_thing(old))  # "working day" is the day's, not a scope
    if rest & W.SCOPE_WORDS:
        return None
    said = [w for w in re.findall(r"[A-Za-z][\w'’-]*", old[:was[1]]) if _thing(w) and _thing(w)[0] in thing_old]
    return f"same thing ({' '.join(said).lower()}) day of the month, {was[0]} → {now[0]}"

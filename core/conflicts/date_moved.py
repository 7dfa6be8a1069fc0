"""A dated thing moved to another date, the move said: "The release freeze starts on December 1" / "The freeze was
pulled forward to November 24"; "pentest booked for Sep 8" / "vendor bumped pentest to Oct 6"; "launch date Apr 1" /
"launch slipped two weeks". The date is the value; the thing is read with the recurring-time reader's guards
(:mod:`core.conflicts.clock_swap`: its tokens, names, scope and ends), and a word put before the shared thing that the
older text lacks makes it a narrower thing ("*beta* launch")."""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS, MONTHS
from core.conflicts.clock_swap import _TOKEN, _bare, _end, _names, _scope
from core.conflicts.statement import Statement
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

# A date moved: "pulled forward to", "bumped … to", "pushed to", "slipped two weeks", "rescheduled".
_DATE_MOVED = re.compile(r"\b(?:moved|pushed|pulled|bumped|slipped|slips|slip|rescheduled|postponed|delayed|"
                         r"brought forward|shifted|rebooked|deferred|now|instead)\b")
# Verbs that may stand in a key beside the thing ("pentest booked", "freeze pulled"): not which thing it is.
_DATE_VERBS = frozenset(stem(w) for w in """book booked pull pulled push pushed bump bumped move moved slip slipped
    slips schedule scheduled reschedule rescheduled set plan planned postpone postponed delay delayed shift shifted
    fix fixed confirm confirmed hold held start starts land lands rebook rebooked defer deferred""".split())


def _thing_words(statement: Statement) -> set[str]:
    return {w for w in statement.key if not w.startswith("@") and w not in _DATE_VERBS}


def _added_modifier(old_tokens: list[str], new_tokens: list[str], shared: set[str]) -> bool:
    """Whether the newer text puts a word the older lacks before the shared thing ("*beta* launch" against
    "launch date"): a narrower thing."""
    old_stems = {stem(t.lower()) for t in old_tokens}
    lows = [t.lower() for t in new_tokens]
    for k in range(1, len(lows)):
        before = lows[k - 1]
        if stem(lows[k]) in shared and before.isalpha() and stem(before) not in old_stems \
                and before not in W.STOP_WORDS and before not in W.SELF_WORDS and before not in W.FILLER_WORDS \
                and before not in CALENDAR_WORDS and before not in W.TIME_WORDS \
                and before not in ("next", "new", "the") \
                and not before.endswith(("ed", "ly")) and stem(before) not in W.CHANGE_WORDS:
            return True
    return False


# A month told with its part in one hyphened word: "mid-March", "early-June", "late-Sept".
_MONTH_PART = re.compile(r"\b(?:mid|early|late)-([a-z]+)\b")


def date_change(old: Statement, new: Statement) -> str | None:
    """Why the newer statement moves the older one's dated thing to another date (or by a span: "slipped two
    weeks"), the move said, or ``None``.

    "The release freeze starts on December 1" / "The freeze was pulled forward to November 24"; "pentest booked
    for Sep 8" / "vendor bumped pentest to Oct 6"; "launch date Apr 1" / "launch slipped two weeks". Not another
    thing of the word ("beta launch"), another holder or named thing, the other end ("ends"), a dated event
    that happened, or a move not said."""
    dates_old = old.values.get("date", frozenset())
    if len(dates_old) != 1 or old.past_event or new.past_event:
        return None
    low = new.text.lower()
    moved = _DATE_MOVED.search(low)
    if moved is None:
        return None
    dates_new = new.values.get("date", frozenset())
    days = new.values.get("ordinal", frozenset())
    if not dates_new and len(days) == 1 and next(iter(days)).isdigit() and 1 <= int(next(iter(days))) <= 31 \
            and re.fullmatch(r"\d{2}-\d{2}", next(iter(dates_old))):
        # "pulled forward to the 13th" after "November 20": a day of the older date's month
        dates_new = frozenset({f"{next(iter(dates_old))[:2]}-{int(next(iter(days))):02d}"})
    if not dates_new and re.fullmatch(r"month:\d+", next(iter(dates_old))):
        # "brought forward to mid-March" after "the second week of April": a month told with its part in one word
        parts = {MONTHS[m] for m in _MONTH_PART.findall(low) if m in MONTHS}
        if len(parts) == 1:
            dates_new = frozenset({f"month:{parts.pop()}"})
    slipped = not dates_new and "period" in new.values and re.search(r"\bslip|\bpushed|\bdelayed|\bpostponed",
                                                                       low) is not None
    if not slipped and (len(dates_new) != 1 or dates_new == dates_old):
        return None
    shared = _thing_words(old) & _thing_words(new)
    if not shared:
        return None
    if _names(new.text) - _names(old.text) or _scope(old.text) != _scope(new.text):
        return None
    ends_old, ends_new = _end(old.text) - {"start"}, _end(new.text) - {"start"}
    if ends_old != ends_new and ends_old and ends_new:
        return None  # "ends on" / "starts on": the other end
    old_tokens, new_tokens = _bare(_TOKEN.findall(old.text)), _bare(_TOKEN.findall(new.text))
    if another_holder(old_tokens, new_tokens) or _added_modifier(old_tokens, new_tokens, shared):
        return None
    (was,) = dates_old
    thing = " ".join(dict.fromkeys(t.lower() for t in new_tokens if stem(t.lower()) in shared)) or " ".join(shared)
    if slipped:
        return f"same thing ({thing}) date, {was} moved ('{moved.group(0)}')"
    (now,) = dates_new
    return f"same thing ({thing}) date, {was} → {now}"

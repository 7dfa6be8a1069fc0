"""An amount told as what remains of a total: a second fact beside the total, not a new total.

"has 25 vacation days per year" and "has 9 vacation days left to book", "the grant is €40,000" and "€12,000 of the
grant is still unspent", "a 500 GB data cap" and "120 GB remaining this month": the newer amount is what is left of
the older one, so both hold. What makes it a remainder is where the amount stands: its noun followed by "left"
that is no verb of leaving ("left to book", "left this year", "left over", "still left") or by "remaining",
"unspent", "unused", "to spare", or "remaining" before its noun. "Two engineers left, leaving six" is a departure
(the verb, then a comma), not a remainder. An older memory that tells a remainder itself ("12 days left") is
compared remainder to remainder by the readers; this frame holds only when the older one tells none, only for
the amount the finding compared (``compared``: its reason), and not when the newer one says the total itself changed
("quota trimmed, only 4 A100s left to us": what is left is the new total).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTH_NAMES
from core.conflicts.compiled import says
from core.text.tokens import stem

_NUMBER = r"(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"
# "9 vacation days left to book", "120 GB remaining", "€12,000 of the grant still unspent", "3 seats to spare",
# "only two remaining slots".
# (The words between the amount and "left" open no clause: in "down to 2 after Mairi left" the one who left is the
# subject of "after …", and "left" is the verb of leaving.)
_REMAINS = re.compile(r"(?<![\w.])[$€£]?(?P<n>" + _NUMBER + r")\s*"
                      r"(?:(?!(?:after|since|when|once|because|as|until|till|before)\s)[a-z%][\w-]*\s+){0,3}?"
                      r"(?:(?:is |are )?(?:still )?"
                      # "left in June", "left in the spring": the time a departure was in, "left" the verb
                      r"(?:left(?= to | for | in (?!(?:" + "|".join(MONTH_NAMES) + r"|(?:the )?(?:spring|summer|autumn"
                      r"|fall|winter)|(?:19|20)\d\d)\b)| this | now\b| over\b| until | before |\s*[.;)]|$)"
                      r"|remaining|unspent|unused|to spare|left over))"
                      r"|(?<![\w.])[$€£]?(?P<m>" + _NUMBER + r")\s+(?:remaining|unused|leftover)\s+[a-z]")
# Some of the things themselves taken away before the remainder is told: "two registers pulled", "3 bays removed"
# (not an allowance used: "5 days used", "two booked").
_TAKEN_AWAY = re.compile(r"(?<![\w.])" + _NUMBER + r"\s+(?:[a-z][\w-]*\s+){1,2}?(?:were\s+|have been\s+)?"
                         r"(?!(?:used|spent|booked|taken|consumed|claimed|reserved|requested|planned)\b)"
                         r"(?:[a-z]{3,}ed|sold|cut|lost)\b")
_WORD = re.compile(r"[a-z]+")
# Words of the change lexicon that say when, not that the total changed: "only 4 seats left now".
_NOT_A_CHANGE = frozenset("now still currently".split())
_CUE = re.compile(r"\b(?:left|remaining|unspent|unused|to spare|leftover)\b")


def _remainders(low: str) -> set[str]:
    return {(m.group("n") or m.group("m")).replace(",", "") for m in _REMAINS.finditer(low)}


def remainder_of_total(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the newer memory's compared amount is told as what remains and the older memory tells no remainder."""
    low_new = new_text.lower()
    if not says(_CUE, low_new) or _CUE.search(old_text.lower()) is not None:
        return False
    told = _remainders(low_new)
    if not told or any(stem(w) in W.CHANGE_WORDS and w not in _NOT_A_CHANGE for w in _WORD.findall(low_new)):
        return False  # "quota trimmed, only 4 A100s left to us": the total itself cut, what is left the new total
    first = min((m.start() for m in _REMAINS.finditer(low_new)), default=0)
    if _TAKEN_AWAY.search(low_new[:first]):
        return False  # "two registers pulled from concessions, only 4 left": some of the things gone for good
    new_value = compared.rpartition("→")[2].strip().lower().replace(",", "")
    # Only the amount the finding compared: "now 30 days a year; 9 left to book" still changes the total.
    return not new_value or any(n in new_value.split() for n in told)

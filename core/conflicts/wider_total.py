"""An amount told for more than the older memory counts, or as an amount added: a frame for :mod:`core.conflicts.bounds`
("within"), a second fact beside the older count, not a change of it.

- **a total that takes the older in**: "observatory east hall: 12 data servers" / "whole observatory: 40 data servers
  incl. east hall"; "lesson horses on yard: 14" / "total horses on yard: 22 (incl. liveries)" — the newer amount is
  told as a total in a note's key ("whole …:", "total …:"), which the older memory's key is not, and no change is
  told ("bought 15 more seats → 40 total" is the count changed);
- **an amount added**: "berths rented in ACI Rogoznica: 4" / "+2 berths rented at Marina Kaštela" — the newer amount a
  reader compared is written with its plus sign: so many more, beside the older ones, not a new count.
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated
from core.conflicts.statement import read

# The total as a note's key: "whole observatory: 40 …", "total horses on yard: 22 …" (not "… → 40 total", "bringing the
# total to 36", "whole team on 1Password", "landed in all client repos": a change's outcome, or everyone moved).
_TOTAL = re.compile(r"^(?:the\s+)?(?:whole|total|overall|combined)\b[^:;=.]{0,40}[:=]", re.IGNORECASE)


def wider_total(old_text: str, new_text: str) -> bool:
    """Whether the newer amount is a total that takes in more than the older memory counts (see the module doc)."""
    if "incl" not in new_text.lower() and "tota" not in new_text.lower() and "whole" not in new_text.lower() \
            and " all" not in new_text.lower():
        return False  # the cheap test first
    if _TOTAL.search(undated(new_text).strip()) is None or _TOTAL.search(undated(old_text).strip()) is not None:
        return False
    if not re.search(r"\d", new_text) or not re.search(r"\d", old_text):
        return False  # amounts on both sides
    return not read(new_text).change


# A note's value opened by a plus sign and a word: "secret scanning: + full-repo sweep monthly".
_PLUS_VALUE = re.compile(r"[:=]\s*\+\s*(?:also\s+)?[a-z]", re.IGNORECASE)


def amount_added(new_text: str, compared: str) -> bool:
    """Whether the newer value of ``compared`` (a finding's "A → B") is an amount the newer text writes with a plus
    sign ("+2 berths"): so many added, not the count; or the newer note's value opened by a plus sign ("secret
    scanning: + full-repo sweep monthly"): a value added beside the older one."""
    if "+" not in new_text:
        return False  # the cheap test first
    if _PLUS_VALUE.search(new_text) is not None:
        return True  # "secret scanning: + full-repo sweep monthly": a value added beside the older one
    _, arrow, after = compared.rpartition(" → ")
    value = after.strip().split(" ")[0] if arrow else ""
    if not re.fullmatch(r"\d+(?:[.,]\d+)?", value):
        return False
    return re.search(r"(?<![\w+])\+\s?" + re.escape(value) + r"(?![\d.,])", new_text) is not None

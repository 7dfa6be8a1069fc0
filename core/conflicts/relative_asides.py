"""A relative aside set off by commas (", which …", ", where …", ", who …"): it says what a thing or a value is
like, not which thing or which value.

Two readings use it. A newer memory that opens with one thing and names another only in such an aside ("The icon
library, which is maintained separately from the design system, was bumped to 2.0") speaks of the first
(:func:`core.conflicts.two_subjects.two_subjects`). An older memory whose value is followed by one ("My team is eight
engineers at the moment, which is already a bit too many for one standup") holds the value without it: the aside's
own words and numbers ("one standup") are a comment on the value, so when nothing decides a pair the older memory
is read again without it (:func:`core.conflicts.rules.decide`).
"""

from __future__ import annotations

import re

# Inside a sentence, up to the next comma: "The icon library, which is maintained …, was bumped".
INNER = re.compile(r",\s+(?:which|who)\s[^,;()]*,")
# Closing a sentence or a clause: "…, which is already a bit too many for one standup if you ask me."
_CLOSING = re.compile(r",\s+(?:which|where|who|when)\b[^;]*?(?=[.;]?\s*$|,\s)")


def without_closing_aside(text: str) -> str:
    """The text without its first relative aside after a comma, or the text when it has none."""
    if ", wh" not in text:
        return text
    return _CLOSING.sub("", text, count=1)

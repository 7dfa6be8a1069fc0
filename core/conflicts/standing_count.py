"""A count's change told in two clauses: what happened to the counted things, then the count that stands now in a
clause of its own ("depot parking: 60 bays" / "half the car park lost to new substation, 30 bays left",
"guesthouse room count: 9 rooms" / "two rooms merged into a family suite; 8 rooms total", "pharmacy robot: 18,000
pack slots" / "robot expansion finished, 24,000 slots available").

Read from structure: a clause that is only a count and the word that says it is the whole that stands — "N <noun>
total", "N left", "N remaining", "N available", "N in all" — with the older memory's one count's noun (or no noun),
beside another clause that tells a deed done to the counted things or their whole (lost, merged, finished, approved,
scrapped …). The older memory counts one noun once; the standing count is another number.

What the standing word says fixes which way the count may go: what is "left" or "remaining" after a change is fewer
than the whole was; what is "available" is only a new whole where it is more than the older whole (fewer available is
a share of the whole in use); a "total" may go either way.

Not read: a share taken for a while ("three booked today, 11 left"), an allowance and what is left of it ("20 days
a year" / "5 used, 15 left"), a total that adds another part ("16 passenger seats plus the driver's, 17 in total"),
a new or another whole named as the subject of the change ("a second robot installed, 24,000 slots available"), a
count of another noun, a count with a qualifier of its own after it ("30 bays left for staff"), another holder's.
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.noun_counts import (
    _ALLOWANCE,
    _COUNT_WORDS,
    _FOR_A_WHILE,
    _OTHERS,
    _TAKEN_FOR_NOW,
    _TO_A_PARTY,
    _keyed_count,
    _named,
    _number,
)
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.conflicts.value_words import format_number
from core.text.tokens import stem

# The count clause: after a clause break (or at the start), a count, up to two words of its noun, the word that says
# it stands, then the clause's end or a when. "; 8 rooms total", ", 30 bays left", "→ 36 total", ": one left (…)".
_STANDING = re.compile(r"(?:^|[;,:(—–→]|->)\s*(?:only |just |about |roughly |around |~|now )?"
                       r"(?P<count>\d{1,3}(?:,\d{3})+|\d+|" + "|".join(_COUNT_WORDS) + r")"
                       r"(?P<noun>(?:\s+[a-z][\w-]*){0,2}?)\s+"
                       r"(?P<word>total|in total|in all|all told|left|remaining|remain|available)"
                       r"(?=\s*(?:[;,.)(—–]|$|now\b|after\b|from\b|since\b|going forward\b))"
                       # … or what the change leaves, told after it: ", leaving nine", ", leaving me with 28"
                       r"|,\s*(?P<leaving>leaving|which leaves|that leaves)\s+(?:(?:me|us|them|the [a-z]+) with )?"
                       r"(?:only |just |about |roughly |around |~)?"
                       r"(?P<left>\d{1,3}(?:,\d{3})+|\d+|" + "|".join(_COUNT_WORDS) + r")"
                       r"(?P<left_noun>(?:\s+[a-z][\w-]*){0,2}?)(?=\s*(?:[;,.)(—–]|$|now\b|after\b))")
# A deed done to the counted things or their whole, told beside the count: a verb in the past or a participle.
_DEED = re.compile(r"\b(?:[a-z]{3,}ed|lost|cut|sold|built|gone|done|taken|sent|shut|split|spun|sunk|stolen|broken"
                   r"|torn|thrown|withdrawn|drawn|grown|made|won|put in|brought in|took out|pulled)\b")
# A share used of a whole, not a change of it: what is left is what is free.
_USED = re.compile(r"\b(?:used|spent|consumed|filled|in use|occupied|booked|reserved|claimed|allocated|assigned"
                   r"|checked out|borrowed|lent|out on loan|on order|pending|planned|proposed)\b")
# Another part added to the count, or another whole.
_OTHER_PART = re.compile(r"\b(?:plus|including|incl|excluding|besides|counting|not counting|with the)\b|\+")
_ANOTHER = re.compile(r"\b(?:new|another|second|third|extra|additional|separate|other|overflow|spare)\b")
# A name before the counted noun: "Eight Miro seats".
_NAMED_THING = re.compile(r"(?<=[\s(])([A-Z][\w&-]+)((?:\s+[a-z][\w-]*){1,2})")
# The standing words that say the count is what a change left: fewer than the whole was.
_FEWER = frozenset("left remaining remain".split())


def standing_count_change(old_text: str, new_text: str) -> str | None:
    """Why the count standing in a clause of its own after a change (see the module doc) is another count of the
    older memory's one counted noun, or ``None``."""
    low = undated(new_text).lower()
    if not any(w in low for w in ("total", "left", "remain", "available", "in all", "all told", "leav")):
        return None  # the cheap test first
    found = list(_STANDING.finditer(low))
    if len(found) != 1:
        return None
    told = found[0]
    rest = (low[:told.start()] + " " + low[told.end():]).strip()
    if not rest or not _DEED.search(rest):
        return None  # no deed told beside the count: another share of the whole, or a count told alone
    low_old = undated(old_text).lower()
    if says(_USED, low) or _ALLOWANCE.search(low_old) or _ALLOWANCE.search(low) or _TAKEN_FOR_NOW.search(low) \
            or _FOR_A_WHILE.search(low) or _OTHER_PART.search(low):
        return None
    head = low[:told.start()]
    deed = _DEED.search(head)
    if deed is not None and _ANOTHER.search(head[:deed.start()]):
        return None  # "a new robot installed, 24,000 slots available": another whole's count
    new_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", low)}
    counted = [(slot.partition(":")[2], values) for slot, values in read(old_text).values.items()
               if slot.startswith("number:") and slot != "number:"]
    if not counted:
        counted = _keyed_count(old_text, new_stems)  # "tents in stock: 14": the count's noun in its key
    if len(counted) != 1 or len(counted[0][1]) != 1:
        return None
    noun, (was,) = counted[0]
    if not _named(noun, new_stems):
        return None  # the newer text never names the counted thing
    leaving = told.group("leaving") is not None
    count, kind = (told.group("left"), "left") if leaving else (told.group("count"), told.group("word"))
    words = told.group("left_noun" if leaving else "noun").split()
    if words and not _named(noun, {stem(words[-1])}):
        return None  # "; 12 vans total" after "23 stops": another noun
    now, before = _number(count), _number(was)
    if now is None or before is None or now == before:
        return None
    if (kind in _FEWER and now > before) or (kind == "available" and now < before):
        return None  # more left than there were, fewer available than the whole: a share, not the whole
    old_tokens, new_tokens = re.findall(r"[\w'’]+", old_text), re.findall(r"[\w'’]+", new_text)
    if another_holder(old_tokens, new_tokens) or any(w not in low_old for w in _OTHERS.findall(low)):
        return None  # "my neighbour lost two hives, 8 left": another's
    if any(name.group(1) not in old_text and _named(noun, {stem(w) for w in name.group(2).lower().split()})
           for name in _NAMED_THING.finditer(undated(new_text))):
        return None  # "Eight Miro seats were cancelled, leaving just four" after Figma's seats: another thing's
    if any(party.group(1) not in old_text for party in _TO_A_PARTY.finditer(new_text)):
        return None  # "lost three clients to Acme, nine left": what went to another party is its own fact
    return f"same count ({noun}), {was} → {format_number(now)} (the count that stands after a change)"

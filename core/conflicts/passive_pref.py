"""A preference told in the passive given another value, the older value set aside in the newer text: "Voice calls
rather than written handovers are favoured by the field crew since winter" after "Short written handovers are
preferred by the co-op's field crew".

A passive preference names its value first and its holder after "by": "<value> is preferred / favoured / requested /
wanted / asked for by <holder> [for <use>]". Writers tell the new one with another verb of the kind, the holder told
shorter or wider ("the regulars" / "the workshop's regular customers"), and say what became of the older value beside
it: "rather than …", "over …", "in place of hand-painted ones", "spelt is rarely asked for", "ever since the Chaharmahal
batches came in brittle". The value readers align neither the verbs nor the holders.

Read here: both texts open with a value and a passive verb of preferring; the holders, where both name one, share a
word; a use ("for the pile"), where the newer text names one, is the older's too (a word of it); the newer value is
not the older one or a part of it; and a word of the older value the newer value lacks stands elsewhere in the newer
text — the older value set aside, not another attribute beside it ("a six-by-nine-foot size was requested" after "a
blue-and-ivory palette is preferred": no word of the palette). Not a change: a use of its own ("for the kids' block
only"), one request ("was requested"), a past ("back in 2019"), another holder, a plan or a hedge.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.text.tokens import stem

_PREF_VERBS = ("preferred", "favoured", "favored", "requested", "wanted", "asked for", "liked", "chosen", "picked",
               "demanded")
_PASSIVE = re.compile(
    r"^\s*(?P<value>[^;:,.!?]{2,80}?)\s+(?P<aux>is|are|has been|have been|gets|get|is now|are now|now is|now are)\s+"
    r"(?:now\s+|still\s+|generally\s+|usually\s+|increasingly\s+|mostly\s+|largely\s+)?"
    r"(?:preferred|favoured|favored|requested|wanted|asked for|liked|chosen|picked|demanded)\b(?P<rest>.*)$",
    re.IGNORECASE | re.DOTALL)
# The older value set aside inside the newer value's own phrase: "Voice calls rather than written handovers".
_SET_ASIDE = re.compile(r"\s+(?:rather than|instead of|in place of|over|not)\s+.*$", re.IGNORECASE)
_HOLDER = re.compile(r"\bby\s+((?:[\w'’-]+\s*){1,6}?)(?=\s*(?:$|[;:,.!?()]|\b(?:for|over|in place|instead|rather"
                     r"|since|these|now|nowadays|again|ever|as|from|on|at|in|when|after|because)\b))", re.IGNORECASE)
_USE = re.compile(r"\bfor\s+((?:[\w'’-]+\s*){1,6}?)(?=\s*(?:$|[;:,.!?()]|\b(?:by|over|in place|instead|rather|since"
                  r"|these|now|nowadays|again|ever|only)\b))", re.IGNORECASE)
_NOT_STANDING = re.compile(r"\b(?:only|back in|used to|in (?:19|20)\d\d|until|till|for now|this (?:week|month|time)"
                           r"|today|trial|pilot|might|may|could|would|will|proposed|floated|considering)\b",
                           re.IGNORECASE)
# A phrase right after the verb that says whose or for what the newer value is ("by the head chef", "in her coffee"):
# no place where the older value is set aside.
_LEADING_PHRASE = re.compile(
    r"^\s*(?:by|for|in(?! place)|on|at|with|to|from)\s+[^;,.!?()]*?(?=\s*(?:$|[;,.!?()]|\b(?:since|ever|these|now"
    r"|nowadays|again|over|rather|in place|instead|as|after|because|by|for|in|on|at|with)\b))", re.IGNORECASE)
_LIGHT = frozenset("the a an most many some all of its their our my his her one ones".split())


def _stems(text: str) -> set[str]:
    return {stem(w)[:5] for w in re.findall(r"[a-z][\w-]*", text.lower().replace("'s", "").replace("’s", ""))
            if w not in W.STOP_WORDS and w not in _LIGHT}


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def _passive(text: str) -> tuple[str, str, str, str] | None:
    """A passive preference's value, what follows its verb past the phrases of whose or for what it is, its holder
    and its use ("" where none is said), or ``None``."""
    low = text.lower()
    if not any(verb in low for verb in _PREF_VERBS):
        return None  # cheap: no verb of preferring
    found = _PASSIVE.search(undated(text, dot=True))
    if found is None:
        return None
    rest = found.group("rest")
    holder = _HOLDER.search(rest)
    use = _USE.search(rest)
    while (lead := _LEADING_PHRASE.match(rest)) is not None and lead.end() > 0:
        rest = rest[lead.end():]
    return found.group("value"), rest, holder.group(1) if holder else "", use.group(1) if use else ""


def passive_pref_change(old_text: str, new_text: str) -> str | None:
    """Why the newer passive preference gives the older one's holder another value, the older set aside, or ``None``."""
    new = _passive(new_text)
    if new is None:
        return None
    old = _passive(old_text)
    if old is None:
        return None
    new_value, new_rest, new_holder, new_use = new
    old_value, _old_rest, old_holder, old_use = old
    if _NOT_STANDING.search(new_text) is not None or read(new_text).hedged or read(new_text).temporary:
        return None
    if old_holder and new_holder and not _stems(old_holder) & _stems(new_holder):
        return None  # another holder
    if new_use and not _stems(new_use) & _stems(old_use):
        return None  # a use of its own
    aside = _SET_ASIDE.search(new_value)
    told = new_value[:aside.start()] if aside else new_value
    now, was = _stems(told), _stems(old_value)
    if not now or not was or now <= was or was <= now:
        return None  # the older value again, or told shorter or wider
    set_aside = (was - now) & _stems((aside.group(0) if aside else "") + " " + new_rest)
    if set_aside:
        return f"same passive preference, {old_value.strip()} → {told.strip()} (the older set aside)"
    head = _head(told)
    if head and head == _head(old_value) and not _stems(new_holder) - _stems(old_holder) \
            and _CHANGE_SAID.search(undated(new_text, dot=True).replace(new_value, " ", 1)) is not None:
        # "Morning deliveries are preferred by the workshop" / "Afternoon deliveries are preferred now": one thing
        # (the head noun both values name) preferred in another kind, the change said; the holder the older one or
        # untold ("by the backend team" after "by the team": a part of the holder, whose preference may differ)
        return f"same passive preference ({head}), {old_value.strip()} → {told.strip()}"
    return None  # no word of the older value beside the newer one: another attribute of the holder's


# Where a value's noun phrase ends: a preposition or a relative word after its head ("huddles at the nurses'
# station", "a seated huddle in the seminar room").
_TAIL = re.compile(r"\s+(?:at|in|on|with|from|of|for|under|near|by|to|that|which|who|where)\s.*$", re.IGNORECASE)
# The change said after the passive verb: "is now preferred …", "… these days", "… ever since the dry season".
_CHANGE_SAID = re.compile(r"\b(?:now|these days|nowadays|anymore|any more|from here on|from now on|going forward"
                          r"|ever since|since|instead)\b", re.IGNORECASE)


def _head(value: str) -> str:
    """The head noun of a value's noun phrase, its last word before a preposition, brought to one form ("huddl")."""
    words = re.findall(r"[a-z][\w-]*", _TAIL.sub("", value.lower()))
    return stem(words[-1])[:5] if len(words) >= 2 and words[-1] not in _LIGHT | W.STOP_WORDS else ""

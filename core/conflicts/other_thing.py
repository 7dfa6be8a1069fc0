"""Whether the newer memory names its thing somewhere other than its key, and that thing is another one.

A newer memory can name what it is about outside the words the statement model keeps as its key: as the
name a rename starts from ("the analytics warehouse is now called 'Vault'"), in what it says is no longer
so ("the font package isn't OFL anymore; it moved to CC BY"), or as the word before a role ("ingest DRI
reassigned to Wei"). Its key is then only the attribute ("name", "licence", "owner"), which every older
memory of that attribute shares. When none of the words it names the thing with is in the older memory,
the two speak of two things: "Our main repo is called shopfront" is not renamed by the warehouse's rename,
"The theme is released under MIT" is not relicensed by the font package's move.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.changed_slots import NAME_KINDS, slot_kind
from core.conflicts.initials import initials_of_runs
from core.conflicts.sameness import _word_in
from core.conflicts.statement import Statement
from core.conflicts.tool_swap import _purpose, _tokens
from core.text.tokens import stem

# Families whose holder is a thing (a repo's name, a library's licence, a service's owner): a person's home
# or job is held by the person the sentence opens with, which :mod:`.holders` reads.
_THING_TAGS = frozenset({"@name", "@licence", "@owner"})


def named_elsewhere(new: Statement) -> frozenset[str]:
    """The words the newer memory names a thing with outside its key: a rename's former name, what a
    denial says is gone (its words and values), the word before an owner's role."""
    found: set[str] = set()
    for denial in new.denials:
        found |= {w for w in denial.words if not w.startswith("@")} | {value for _, value in denial.values}
    found |= {value for slot, value, _ in new.prior if slot_kind(slot) in NAME_KINDS}
    if "@owner" in new.key:
        found |= set(new.values.get("rolemod", ()))  # "ingest DRI": which thing the owner holds
    return frozenset(w for w in found if len(w) > 1 and w not in W.FILLER_WORDS and w not in W.STOP_WORDS
                     and w not in W.REASON_WORDS and w not in W.TIME_WORDS)


def another_thing_named(old: Statement, new: Statement, framing: frozenset[str] = frozenset()) -> bool:
    """Whether the newer memory names its thing only outside its key, and with none of the older one's words."""
    told = named_elsewhere(new) - framing
    if not told:
        return False
    if any(w not in _THING_TAGS for w in new.key - framing) or not new.key & _THING_TAGS:
        return False  # the newer key names the thing itself (a word, or a kind of tool): the key decides
    held = set(old.words | old.key | old.names)
    for values in old.values.values():
        held |= values
    low = old.text.lower()
    words = re.findall(r"[a-z0-9]+", low)
    initials = initials_of_runs(words, (2, 3))
    return not any(_word_in(w, frozenset(held)) or w.lstrip("@#") in low or w in initials
                   or (w == "@self" and any(x in W.SELF_WORDS for x in words)) for w in told)


_PREFERENCE_KEYS = frozenset("pref prefs preference preferences".split())


def two_preferences(old: Statement, new: Statement, changed: list[str]) -> bool:
    """ "pref: type hints everywhere" / "pref: mypy --strict in CI": two notes under a bare preference key
    whose values share no word prefer two things, not one thing two ways ("pref: 2-space indent" / "pref:
    4-space indent" share "indent": one preference changed)."""
    if not (old.key & _PREFERENCE_KEYS and new.key & _PREFERENCE_KEYS) or not old.terse or not new.terse:
        return False
    if {w for w in old.key | new.key if not w.startswith("@")} - _PREFERENCE_KEYS:
        return False  # "lang pref: en-GB": the key says which preference
    if any(slot_kind(slot) not in NAME_KINDS for slot in changed):
        return False
    said_old = {w for slot in changed for w in old.values.get(slot, ())}
    said_new = {w for slot in changed for w in new.values.get(slot, ())}
    return not any(_word_in(w, frozenset(said_old)) for w in said_new)


_EVERY = frozenset(stem(w) for w in "everything all every anything whatever now good".split())


def other_purposes(old: Statement, new: Statement) -> bool:
    """ "I maintain the Terraform modules for networking" / "Jordan maintains the Terraform modules for IAM":
    each text says what its owned, named or licensed thing is for, and the two share no word — two things."""
    if not old.key & new.key & _THING_TAGS:
        return False  # a date or an amount "for" something is a when or a what, not which thing
    said_old, said_new = _purpose(_tokens(old.text)), _purpose(_tokens(new.text))
    return bool(said_old and said_new and not said_old & said_new and not (said_old | said_new) & _EVERY)

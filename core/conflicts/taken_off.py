"""A thing taken off its holder's plate: "The director took the costume budget off my plate in June" after "I own the
puppet costume workshop's budget".

"Off my plate", "off my hands", "off lat-team's books", "off Ruth's desk" say the holder no longer holds the thing,
whoever took it and whatever verb hands it on next. The thing is often told shorter or in a short form of the older
memory's words ("the costume budget", "the firmware repo", "the Saturday booking sheet", "seed ordering"), so the owner
readers, which need the older thing's words, miss it.

Read here: "<someone> took / has taken <thing> off <holder>'s plate|hands|books|desk|shoulders", or "<thing> was / has
been taken off <holder>'s …"; the holder the older memory's ("my", "our" beside an older memory told by "I" or "we";
"the user's" beside "the user"; a name the older memory gives, "Ruth's", "lat-team's") and the older memory told as a
holding (owns, maintains, runs, handles, is responsible for, keeps, a holder's possessive); every word of the newer
thing one of the older memory's, by its stem, a short form ("repo" / "repository") or its last part ("sheet" /
"spreadsheet"), its last word among them. Not a change: another thing ("took the invoicing off my plate" beside "the
budget"), another holder's plate, a part ("some of the budget work"), a while ("for the week", "while I'm on leave",
"until …"), a plan, offer or denial ("offered to take …", "hasn't taken …"), a hedge.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.statement import read
from core.text.tokens import stem

_TAKEN_OFF = re.compile(
    r"\b(?:(?:took|has taken|have taken|had taken|['’]s taken|['’]ve taken|lifted)\s+(?P<thing>[^;:,.!?]{2,60}?)"
    r"|(?P<thing2>[\w'’ -]{2,60}?)\s+(?:was|were|has been|have been|had been|got|is|are)\s+(?:now\s+)?taken)"
    r"\s+off\s+(?P<holder>my|our|the user['’]s|[\w-]+['’]s)\s+(?:own\s+)?"
    r"(?P<place>plate|hands|books|desk|shoulders|list)\b", re.IGNORECASE)
# A while, a plan or offer, a denial: the thing is not taken for good.
_NOT_FOR_GOOD = re.compile(
    r"\b(?:for (?:now|the (?:week|month|summer|day|weekend|time being|season)|a (?:week|month|while|bit|few)"
    r"|(?:two|three|four|a few|\d+) (?:days|weeks|months))|while|until|till|temporarily|during|this week"
    r"|covering|cover|offered|offer|will|going to|gonna|might|could|would|wants? to|hopes?|plans?|planning"
    r"|asked|proposed|n['’]t|not|never)\b", re.IGNORECASE)
# The older memory told as a holding: an owner's verb or noun, a holder's possessive.
_HOLDING = re.compile(
    r"\b(?:own|owns|owned|owner|maintain|maintains|maintained|maintainer|responsible|handle|handles|handled|run|runs"
    r"|manage|manages|managed|keep|keeps|kept|hold|holds|held|lead|leads|in charge|look after|looks after|looked after"
    r"|curate|curates|curated|care of)\b|[\w-]+['’]s\s*\.?\s*$", re.IGNORECASE)
_FIRST_PERSON = re.compile(r"\b(?:I|I['’]m|I['’]ve|me|my|we|our|us)\b")
# Words of the thing that open a part of it, not the whole.
_PART = frozenset("some part half most bits bit few one rest piece portion".split())
_DETERMINERS = frozenset("the a an my our his her their its this that these those".split())


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z][\w-]*", text.lower())]


def _meets(word: str, older: set[str]) -> bool:
    """One word of the newer thing among the older memory's words: by stem, a short form, or a last part."""
    short = stem(word)[:5]
    for other in older:
        if stem(other)[:5] == short:
            return True
        if len(word) >= 4 and len(other) >= 4 and (other.startswith(word) or word.startswith(other)):
            return True  # "repo" / "repository"
        if len(word) >= 4 and len(other) >= 4 and (other.endswith(word) or word.endswith(other)):
            return True  # "sheet" / "spreadsheet"
    return False


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def _taken(new_text: str) -> tuple[str, str, str] | None:
    """The thing, its holder and the place it is taken off ("plate"), or ``None``."""
    if " off " not in new_text:
        return None  # cheap: no "off"
    found = _TAKEN_OFF.search(new_text)
    if found is None:
        return None
    thing = found.group("thing") or found.group("thing2") or ""
    if found.group("thing2") is not None:
        # the passive's subject: its words from the clause's opening, after a fronted "Since …," or a note's key
        thing = re.split(r"[;:,\u2014–]", thing)[-1]
    return thing.strip(), found.group("holder"), found.group("place")


def taken_off(old_text: str, new_text: str) -> str | None:
    """Why the newer text takes the older memory's thing off its holder, or ``None``."""
    taken = _taken(new_text)
    if taken is None:
        return None
    thing, holder, place = taken
    if _NOT_FOR_GOOD.search(new_text) is not None:
        return None
    whole = read(new_text)
    if whole.hedged or whole.temporary:
        return None
    if _HOLDING.search(old_text) is None:
        return None
    owner = holder.lower().removesuffix("'s").removesuffix("’s")
    if owner in ("my", "our"):
        if _FIRST_PERSON.search(old_text) is None:
            return None
    elif owner in ("the user", "the user’s"):
        if "user" not in old_text.lower():
            return None
    elif re.search(rf"(?<![\w-]){re.escape(owner)}(?![\w-])", old_text, re.IGNORECASE) is None:
        return None  # another holder's plate
    words = [w for w in _words(thing) if w not in _DETERMINERS]
    if not words or words[0] in _PART:
        return None
    older = {w for w in _words(old_text) if w not in W.STOP_WORDS and w != owner} | {
        part for w in _words(old_text) for part in w.split("-") if len(part) > 2}
    content = [w for w in words if w not in W.STOP_WORDS]
    if not content or content[-1] != words[-1] or not all(_meets(w, older) for w in content):
        return None  # another thing, or a thing with a word the older memory never says
    return f"same thing ({' '.join(content)}) taken off {holder} {place}: the older holder no longer holds it"

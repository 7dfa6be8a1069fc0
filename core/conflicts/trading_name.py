"""A holder's business under another trading name: "The user says the studio has traded as Vitraux Beauce & Fils ever
since the son joined" after "The user's stained-glass studio trades as Atelier Lumière de Beauce".

A business is known by the name it trades under, is registered as or has over its door, and a writer tells the new one
with any of those ("trades as", "is registered and trading as", "the registered name as", "the sign over my door says",
"signage … reads"), the business told by another noun of its kind ("the user's workshop" / "the user's business") or by
its older name ("Schichtwerk 3D is now … trading as Layerforge GmbH"). The name readers need one thing named alike in
both texts.

Read here: each text gives one trading name (quoted, or a run of capitalised words with "&", "de", "und" …) after a verb
of trading, registering, calling or a sign's reading; the newer one told by trading, registering or a sign, not by
"called" or "named" alone (a part's name, a nickname, a name almost given); one holder (the user in both, or the writer
in both, or the older name standing as the newer text's subject); one business: the same noun, a noun any business goes
by ("business", "company", "firm", "shop"), the older name named, or the writer's own sign ("the sign over my door")
beside the writer's business; and two names, neither inside the other. Not a change: an alias beside it ("also trades
as", "aka"), a translation ("in English", "translated"), a second business ("my new shop", "another", "side business"),
someone else's business, a plan or a hedge.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.statement import read

_BUSINESS = frozenset("""workshop business studio shop bureau startup company firm atelier gelateria bakery cafe café
    practice agency label brand store salon clinic restaurant bar pub brewery distillery farm nursery forge foundry
    printshop printery boutique venture outfit consultancy partnership""".split())
_GENERIC = frozenset("business company firm shop venture outfit".split())
# A run of a name's words: capitalised words, digits and the small words names keep between them.
_NAME_RUN = (r"(?:['‘\"“](?P<quoted>[^'’\"”]{2,60})['’\"”]|(?P<bare>[A-ZÀ-Ý][\w.&'’-]*"
             r"(?:\s+(?:[A-ZÀ-Ý0-9][\w.&'’-]*|&|de|du|des|la|le|e|y|und|and|of|da|di|del|van|von)){0,6}))")
_TRADING = re.compile(
    r"\b(?:trades as|trading as|traded as|trade as|registered as|registered name as|registered name is"
    r"|(?P<naming>(?:is |are )?(?:called|named|known as)|call (?:my|our|the|her|his|their) (?P<called>[\w-]+))"
    r"|(?:sign|signs|signage|nameplate)\b[^.;:]{0,60}?\b(?:says|say|reads|read|shows|show))\s+" + _NAME_RUN)
_ALIAS = re.compile(r"\b(?:also|aka|a\.k\.a|as well|alongside|too|alias|nickname|informally|translat\w*"
                    r"|in (?:english|french|spanish|german|italian|arabic|persian|farsi|welsh|irish)"
                    r"|means|meaning|second|another|other|side|sister|new (?:shop|studio|business|venture|branch)"
                    r"|branch|will|going to|plans?|planning|might|could|would|considering|proposed)\b",
                    re.IGNORECASE)
_USER = re.compile(r"\bthe user\b", re.IGNORECASE)
_WRITER = re.compile(r"\b(?:I|my|our|we)\b")
# Whose the business is, when not the user's or its own: "the user's partner's bakery", "Dariush's workshop".
_POSSESSOR = re.compile(r"\b([\w-]+)['’]s\s+(?:[\w-]+\s+){0,2}?(?:" + "|".join(sorted(_BUSINESS)) + r")\b",
                        re.IGNORECASE)
_SMALL = frozenset("de du des la le e y und and of da di del van von".split())


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def _trading(text: str) -> tuple[str, str, str, bool] | None:
    """The one trading name a text gives, the words before it and the noun a verb of calling names, the words that
    tell it, and whether a verb of naming alone told it ("is called", "named"), or ``None``."""
    if not any(cue in text for cue in ("trad", "regist", "call", "name", "sign", "known")):
        return None  # cheap: no verb of trading, registering, calling or a sign
    found = list(_TRADING.finditer(text))
    if len(found) != 1:
        return None
    one = found[0]
    name = (one.group("quoted") or one.group("bare") or "").strip(" .,")
    words = name.split()
    while words and words[-1].lower() in _SMALL:
        words.pop()
    if not words:
        return None
    return " ".join(words), text[:one.start()] + " " + (one.group("called") or ""), one.group(0), \
        one.group("naming") is not None


def _nouns(words: str) -> set[str]:
    return {w.lower().removesuffix("'s").removesuffix("’s") for w in re.findall(r"[\w'’-]+", words)} & _BUSINESS


def trading_name_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older memory's business another trading name, or ``None``."""
    new = _trading(new_text)
    if new is None:
        return None
    old = _trading(old_text)
    if old is None:
        return None
    new_name, new_before, new_told, new_by_naming = new
    old_name, old_before, _old_told, _old_by_naming = old
    if new_by_naming:
        return None  # "is called", "was briefly named": any thing's name, a part's or a nickname, not a trading name
    if _ALIAS.search(new_text) is not None or read(new_text).hedged:
        return None
    low_new, low_old = new_name.lower(), old_name.lower()
    if low_new == low_old or low_new in low_old or low_old in low_new:
        return None  # one name, told shorter or whole
    if any(p.group(1).lower() not in _BUSINESS and p.group(1).lower() != "user"
           for p in _POSSESSOR.finditer(new_before)):
        return None  # someone else's business
    older_named = re.search(rf"(?<!\w){re.escape(old_name)}(?!\w)", new_before) is not None
    if not older_named:
        if _USER.search(old_text) is not None:
            if _USER.search(new_text) is None:
                return None
        elif _WRITER.search(old_text) is not None:
            if _WRITER.search(new_text) is None:
                return None
        else:
            return None  # no holder said: only the older name itself ties the two
        old_nouns, new_nouns = _nouns(old_before), _nouns(new_before) | _nouns(new_told)
        own_sign = bool(re.search(r"\bsign", new_told)) and _WRITER.search(new_told) is not None
        if not (old_nouns & new_nouns or (old_nouns and new_nouns & _GENERIC) or (old_nouns and own_sign)):
            return None  # another business, or none said
    return f"same business under another trading name, {old_name} → {new_name}"

"""A limit the older memory tells with its amount, said lifted whole in the newer one.

"Only 3 concurrent logins per account are allowed by the wiki" and "The login limit was lifted entirely when SSO was
introduced"; "Forty birds per ringer per session are allowed under the permit" and "Under the renewed permit, no
per-session cap is imposed on ringers"; "max undo steps: 50" and "undo history: unlimited (cap removed in 2.3)". The
older text bounds an amount (capped at, limited to, allowed, max, up to, no more than); the newer one names a limit
and says it went (lifted, removed, scrapped, dropped, "no … cap", "unlimited", "uncapped") with no new amount — a
limit raised to another amount is the measure readers' (:mod:`core.conflicts.measure_swap`,
:mod:`core.conflicts.measure_set`).

Read here: a word of the older text told again in the newer one, and every word the newer one sets before its limit
noun ("the *login* limit", "no *per-session* cap") a word of the older text or a word of measure ("storage", "size").
Not another thing's limit ("the download cap" after "uploads are capped"), another holder's or a named thing the older
text does not name ("the Vercel spend cap"), a window or a plan (the caller reads the statement model's hedged and
temporary first; "for the launch week", "temporarily" are read here too), a limit put in place ("a cap was
introduced").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.tool_swap import modifier_differs
from core.conflicts.value_words import NUMBER_WORDS
from core.text.tokens import stem

_AMOUNT = r"(?:\d[\d,.]*|" + "|".join(w for w in NUMBER_WORDS if w.isalpha() and len(w) > 2
                                       and w not in ("once", "twice", "thrice", "single", "half", "few", "several",
                                                     "multiple", "couple")) + r")"
# The older text bounds an amount: "capped at 500 GB", "limited to 50 accounts", "3 … are allowed", "max … : 5".
_BOUNDED = re.compile(r"\b(?:capped|limited|restricted)\s+(?:to|at)\s+(?:just\s+|only\s+)?" + _AMOUNT
                      + r"|\b(?:up to|no more than|at most|a maximum of|a max of|a cap of|a limit of|a ceiling of)\s+"
                      + _AMOUNT + r"|\b(?:max|maximum)\b[^.;]{0,40}?" + _AMOUNT
                      + r"|\b(?:only\s+)?" + _AMOUNT
                      + r"\b[^.;]{0,60}?\b(?:are|is)\s+(?:allowed|permitted|admitted|accepted)\b"
                      + r"|\b(?:cap|limit|ceiling|quota)\b[^.;]{0,30}?(?:is|:|of)\s+" + _AMOUNT, re.IGNORECASE)
_LIMIT_NOUNS = r"(?:cap|caps|limit|limits|ceiling|ceilings|quota|quotas|restriction|restrictions|maximum|max)"
_GONE = r"(?:lifted|removed|scrapped|dropped|abolished|abandoned|waived)"
# The newer text says the limit went: "the login limit was lifted entirely", "lifted the per-batch cap", "no
# per-session cap is imposed", "unlimited", "uncapped", "no longer capped".
_LIFTED = re.compile(r"\b(?P<mods>(?:[\w'’-]+\s+){0,3}?)" + _LIMIT_NOUNS + r"\b(?:\s+(?:on|for)\s+[^.;,]{1,40}?)?"
                     r"\s+(?:(?:was|were|has been|have been|got|is|are)\s+)?" + _GONE + r"\b(?!\s+(?:to|at)\b)"
                     r"|\b" + _GONE + r"\s+(?:the|our|my|their|its|that|this)\s+(?P<mods2>(?:[\w'’-]+\s+){0,3}?)"
                     + _LIMIT_NOUNS + r"\b(?!\s+(?:to|at)\b)"
                     r"|\bno\s+(?P<mods3>(?:[\w'’-]+\s+){0,2}?)" + _LIMIT_NOUNS + r"\b(?!\s+(?:of|at|to)\b)"
                     r"|\b(?:unlimited|uncapped|no longer (?:capped|limited|restricted))\b", re.IGNORECASE)
# A window or a plan: the limit off for a while, or only talked of.
_NOT_STANDING = re.compile(r"\b(?:temporar\w*|today|tonight|this (?:morning|afternoon|evening)|one-off"
                           r"|for (?:the|a|one|this) [\w-]+(?: [\w-]+)? only|only for|during"
                           r"|this (?:week|weekend|month)|for now|until|while|trial|pilot|could|might|may|would"
                           r"|propos\w*|plan\w*|consider\w*|suggest\w*|introduc\w+ (?:a|the) (?:cap|limit)"
                           r"|reverted|then back)\b", re.IGNORECASE)
# Words that tell which measure, not which thing: "the storage cap", "the size limit".
_MEASURE_WORDS = frozenset(stem(w) for w in "storage size space total overall daily weekly monthly yearly annual "
                           "hourly per-day per-week per-month rate usage".split())
_LIGHT = frozenset(stem(w) for w in "entirely altogether completely fully now since when after because the user "
                   "users was were has have been is are got that this".split())
_WORD = re.compile(r"[a-z][\w'’-]*")
_WORD_CASED = re.compile(r"[\w'’-]+")
_WHY = re.compile(r"\b(?:when|after|since|because|once|following|as soon as|thanks to|due to)\b", re.IGNORECASE)
_NEW_AMOUNT = re.compile(r"(?<![\w.])\d[\d,.]*(?![\w.])")
_VERSION_OR_REV = re.compile(r"\b(?:in|v|version|rev|release|since|from|by)\s*\d[\w.]*", re.IGNORECASE)


def _stems(text: str) -> set[str]:
    return {stem(w.strip("'’")) for w in _WORD.findall(text.lower()) if w not in W.STOP_WORDS}


def _named(word: str, stems: set[str]) -> bool:
    """``word`` among ``stems``, itself, as a part of a hyphened word ("per-session" / "session") or as a stem one
    starts the other with ("logins" / "login", "week" / "weekly")."""
    parts = {word, *word.split("-")} - {"per", ""}
    return any(p in stems or p + "s" in stems
               or any(len(min(p, s, key=len)) >= 4 and (p.startswith(s) or s.startswith(p)) for s in stems)
               for p in parts)


def limit_lifted(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` says the limit ``old_text`` bounds its amount with is gone, or ``None``."""
    low_new = undated(new_text).lower()
    if not says(_LIFTED, low_new) or not says(_BOUNDED, undated(old_text)):
        return None
    if _NOT_STANDING.search(low_new) or _NEW_AMOUNT.search(_VERSION_OR_REV.sub(" ", low_new)):
        return None  # a window or a plan; a new amount is a raise, the measure readers'
    old_stems = _stems(undated(old_text))
    # what went, read without a when or why told after it ("… when SSO was introduced")
    told = _WHY.split(undated(new_text), maxsplit=1)[0]
    if modifier_differs(_WORD_CASED.findall(undated(old_text)), _WORD_CASED.findall(told)):
        return None  # "paid tier … unlimited" after "free tier … 3": another thing's limit
    lifted = _LIFTED.search(low_new)
    if lifted is None:
        return None
    modifiers = (lifted.group("mods") or lifted.group("mods2") or lifted.group("mods3") or "").split()
    for word in modifiers:
        base = stem(word.strip("'’").removesuffix("'s").removesuffix("’s"))
        if word in W.STOP_WORDS or base in _LIGHT or base in _MEASURE_WORDS:
            continue
        if not _named(base, old_stems):
            return None  # "the download cap" after "uploads are capped": another thing's limit
    names = [m.group(0) for m in re.finditer(r"(?<=\s)[A-Z][\w-]+", told)]
    if any(name.lower() not in undated(old_text).lower() for name in names):
        return None  # "the Vercel spend cap" after the Supabase one: another named thing
    limit_words = set(re.findall(_LIMIT_NOUNS, low_new)) | {"cap", "capped", "limit", "limited", "allowed"}
    shared = sorted(w for w in _stems(low_new) - _LIGHT - {stem(w) for w in limit_words}
                    if len(w) > 2 and _named(w, old_stems))
    if not shared:
        return None  # no word of the older thing told again
    return f"the limit on {' '.join(shared[:3])} was lifted, no amount bounds it now"

"""A value told as held at a dated time back then, by any verb in the simple past: a past state for
:mod:`core.conflicts.bounds`.

"The user has the herd vet visit on Sundays" / "the vet *came* on Saturdays *back in 2022*"; "runs PLC firmware 4.2" /
"*commissioned* that controller on firmware 3.0 *in 2022*"; "lead designer, Studio Tessella" / "he *interned* there
*back in 2016*"; "membership is capped at 300" / "*In the 1990s*, membership was capped at 250"; "macOS 14" / "ran
macOS 12 *on the 2023 tour*, upgraded since". The frame guard's own past reading (:func:`.bounds._past_state`) takes a
copula or a short list of verbs of doing; what makes all of these history is the same whatever the verb: the newer
value sits in a finished past that a date of its own bounds, and nothing tells it in the present. A verb that says the
holder took the value up or moved to it ("joined Kestrel in 2023", "was promoted to lead in 2024", "moved to Porto
back in 2021") is a change dated when it happened, and stays a change; a change said only *after* the dated value
("…, upgraded since", "… before the rink was expanded") is what ended it.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.learned_verb_classes import verb_class
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# A year or a decade: the cheap test, no regex before it passes.
_HAS_YEAR = re.compile(r"(?:19|20)\d\d|\d0s\b")
# A time back then: "back in 2016", "in 2022", "in early 2020", "in the 1990s", "in the '90s", "on the 2023 tour",
# "for 2021 runs", "during the 2019 season", a past that ends then ("ran Java 11 through 2023", "pre-2021 (v0.x):
# unlicensed") — never a year things run from ("2023 onwards", "from 2024").
_THEN = re.compile(r"\b(?:back )?(?:in|during) (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b(?! onwards?\b)"
                   r"|\b(?:back )?in the (?:(?:early|late|mid)[- ])?(?:(?:19|20)\d0s|['’]\d0s)"
                   r"|\b(?:on|for|during) (?:the |that |our |a )?(?:19|20)\d\d (?!onwards?\b|on\b)[a-z]{3,}"
                   r"|\b(?:through|thru) (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b|\bpre-(?:19|20)\d\d\b")
# What tells the present beside it ("…, now on 5.1", "still", "since 2023", "these days"): no history alone.
_NOW = re.compile(r"\b(?:is|are|am|now|nowadays|currently|today|still|these days|anymore|any more|going forward"
                  r"|from now|as of|since (?:19|20)\d\d|since then)\b")
# A verb in the simple past: a regular past ("interned", "commissioned", "was capped") or a common irregular one.
_IRREGULAR_PAST = frozenset("came went ran saw sat stood held kept had did was were met paid flew drove taught led "
                            "wrote built made spent lived".split())
_REGULAR_PAST = re.compile(r"\b[a-z]{3,}ed\b")
# A change after the dated value, which ended it: "…, upgraded since", "… before the rink was expanded".
_LATER_CHANGE = re.compile(r"\b[a-z]+ed since\s*(?:$|[,;.)—-])|\bbefore\b(?:[^,;.]|\.(?=\w))*")
# Verbs of taking a value up that neither the shared change words nor the verb classes hold: a dated change.
_TAKEN_UP = frozenset(stem(w) for w in "promoted appointed elected named made became crowned awarded granted assigned "
                                         "registered enrolled married wed certified licensed rejoined returned "
                                         "relocated recruited poached".split())


def past_told(old_text: str, new_text: str) -> bool:
    """Whether the newer text tells its value at a dated time back then by a verb in the simple past, tells nothing in
    the present and no change into the value, beside an older text that gives no such time (see the module doc)."""
    if ("19" not in new_text and "20" not in new_text and "0s" not in new_text) or _HAS_YEAR.search(new_text) is None:
        return False  # the cheap test first: a year or a decade
    low_new, low_old = undated(new_text).lower(), undated(old_text).lower()
    if _THEN.search(low_new) is None or _THEN.search(low_old) is not None or _NOW.search(low_new) is not None:
        return False
    told = _LATER_CHANGE.sub(" ", low_new)
    if _THEN.search(told) is None:
        told = low_new  # "previously BSD before being moved to MPL-2.0 in 2024": the change is what the year dates
    words = re.findall(r"[a-z][a-z'-]*", told)
    if not any(w in _IRREGULAR_PAST for w in words) and _REGULAR_PAST.search(told) is None:
        return False
    # a word the older memory names its thing by tells no change ("regulator updates were circulated …" after
    # "Regulator updates are circulated …")
    named = {stem(w) for w in re.findall(r"[a-z][a-z'-]*", low_old)}
    return not any(stem(w) in W.CHANGE_WORDS or stem(w) in _TAKEN_UP
                   or verb_class(w) in ("leave", "take", "move", "scale") for w in words
                   if w != "back" and stem(w) not in named)


# The post someone started in, dated back then: "started at Kilowire as an intern back in 2019", "joined Orla Foods
# as a line cook in 2016".
_ENTRY_POST = re.compile(r"\b(?:started|began|joined|was hired|were hired|was taken on|came in|signed on)\b"
                         r"[^.;]{0,40}?\bas (?:an? |the )?(?P<post>[a-z][\w -]{1,40}?)\s+(?:back )?in (?:19|20)\d\d\b")


def entry_post(old_text: str, new_text: str, compared: str) -> bool:
    """Whether the newer value a reader compared is the post the newer memory says the person started in, in a year
    back then, at the employer the older memory names: how they came to the older post, not another post now ("The
    user is a senior firmware engineer at Kilowire" / "… started at Kilowire as an intern back in 2019"). A post taken
    up elsewhere ("joined Brightline as lead in 2024") or told now ("…, now staff engineer") is no such history."""
    if " → " not in compared or _HAS_YEAR.search(new_text) is None:
        return False  # the cheap test first: two values compared and a year
    low_new = undated(new_text).lower()
    found = _ENTRY_POST.search(low_new)
    if found is None or _NOW.search(low_new) is not None:
        return False
    told = set(re.findall(r"[a-z][\w-]*", compared.rpartition(" → ")[2].lower()))
    if not told or not told <= set(re.findall(r"[a-z][\w-]*", found.group("post"))):
        return False
    employers = {w for w in re.findall(r"(?<![\w'’-])[A-Z][\w'’-]+", undated(old_text))
                 if w not in ("The", "I", "A", "An", "My", "Our")}
    return any(re.search(r"(?<![\w-])" + re.escape(w) + r"(?![\w-])", new_text) is not None for w in employers)

"""A value held until something happens: a stand-in, not the new standing value.

"I edit my photos in Lightroom" / "My Lightroom licence lapsed, so I'm using Darktable until the renewal goes
through": the newer value is held *until* an event the sentence expects ("the renewal goes through", "the laptop is
repaired", "IT sorts out the licence", "the new one arrives"), so the older value comes back then — a window, not a
change. Read from structure: "until" followed, within a few words, by a verb in the present tense or by a state
of being done or back ("is fixed", "is back", "comes through"), in a terse note without its copula at the
clause's end ("until DataHub outage fixed"). "until 2023", "until last March" or "until the company
was acquired" bound a past state, not a stay now, and are not read here (no present verb after "until").

The same window told by its cause: another value used *because the older one was out* ("The user's team used Google
Meet for Tuesday's call because Zoom was down", "Alerts went to email during the PagerDuty outage", "wrote the
slides in Keynote while Figma was unreachable"): the older value named as down, out, offline or broken, or beside
its outage, is what comes back once it works (:func:`while_out`). Not a stand-in: the older value out "too often",
"again", "for good", or a change said with "now", "instead", "switched", "moved", "migrated", "from now on" — a
reason for a change, not a window.

A guard every finding passes (:func:`core.conflicts.bounds.bound`, as a window).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.changed_slots import value_norms
from core.conflicts.compiled import compiled
from core.conflicts.statement import read
from core.text.tokens import stem

# "until the renewal goes through", "until my laptop is repaired", "until IT sorts it out", "till the new one arrives"
_UNTIL_EVENT = re.compile(
    r"\b(?:until|till|til)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:(?:is|are|gets?|'s|’s)\s+(?:\w+\s+)?(?:back|fixed|repaired|replaced|renewed|restored|sorted|resolved|"
    r"approved|done|ready|over|through|available|reinstated|reissued|sorted out|working)"
    r"|goes|go|comes|come|arrives?|ships?|lands?|returns?|reopens?|expires?|clears?|sorts|settles?|renews"
    r"|finishes|ends|recovers?|heals?|starts?|kicks in|gets back)\b"
    # a terse note drops the copula: "MeteoGroup trial key until DataHub outage fixed", "till laptop repaired."
    r"|\b(?:until|till|til)\s+(?:[\w'’-]+\s+){1,4}?(?:back|fixed|repaired|restored|sorted|resolved|reinstated|"
    r"reissued|working again)\s*(?:[.;,)]|$)")


def held_until(new_text: str) -> bool:
    """Whether the newer memory holds its value until an event it expects (see the module doc)."""
    low = new_text.lower()
    if "until" not in low and "till" not in low and "til " not in low:  # cheap: no "until", no stay bounded by one
        return False
    return _UNTIL_EVENT.search(low) is not None


# Cheap test: a word of being out, before any reading.
_OUT_CUE = re.compile(r"\b(?:down|outage|offline|unavailable|unreachable|broken|out of service|crashed|went out)\b")
# A reason of a change, not a window: the older value out too often, for good, or the change said outright.
_FOR_GOOD = re.compile(r"\b(?:too often|again and again|repeatedly|constantly|kept|keeps|always|for good|"
                       r"from now on|going forward|now|instead|switched|moved|migrated|replaced|dropped|ditched)\b")


def while_out(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names the older memory's value as out — down, offline, unavailable, broken, or in an
    outage — as the cause of the value it tells: a stand-in while it was out (see the module doc)."""
    low = new_text.lower()
    if _OUT_CUE.search(low) is None or _FOR_GOOD.search(low) is not None:
        return False
    olds = {v for v in value_norms(read(old_text)) if len(v) > 2 and v.isalpha()}
    for value in sorted(olds):
        if value not in low:
            continue
        told = compiled(r"\b" + re.escape(value) + r"\w*(?:'s|’s)?\s+(?:(?:was|were|is|are|went|being|had been|has been"
                        r"|got)\s+(?:\w+\s+)?(?:down|offline|unavailable|unreachable|broken|out of service)"
                        r"|(?:crashed|had an outage|was having an outage))\b"
                        r"|\b(?:the|an?)\s+" + re.escape(value) + r"\w*\s+outage\b")
        if told.search(low) is not None:
            return True
    return False


# A stay told with its return or its span: "in Tokyo for a meetup talk, *back Friday*", "*returns Monday*", "*back
# home next week*", "on a *three-month* contract in Dublin", "for a *six-month* posting".
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|next (?:week|month)|the \d{1,2}(?:st|nd|rd|th)?"
_RETURN = re.compile(r"\b(?:back|returns?|returning|home again)\s+(?:home\s+)?(?:on\s+|by\s+)?(?:" + _DAY + r")\b")
_SPAN_STAY = re.compile(r"\b(?:a|an|one)\s+(?:two|three|four|five|six|nine|twelve|\d{1,2})[- ](?:week|month|day)\s+"
                        r"(?:[\w-]+\s+){0,2}(?:contract|posting|placement|secondment|assignment|stint|residency"
                        r"|fellowship|stay|visit|tour|rotation)\b")
_MOVED_FOR_GOOD = re.compile(r"\b(?:for good|permanently|moved|relocated|now lives|sold|gave up)\b")


def stay_with_return(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells a stay with its return or with its span ("…, back Friday", "on a three-month
    contract"), which the older memory does not, and no move for good ("moved … for good", "sold"): a window."""
    low = new_text.lower()
    if "back" not in low and "return" not in low and "-" not in low and "month" not in low and "week" not in low:
        return False  # the cheap test first
    if _RETURN.search(low) is None and _SPAN_STAY.search(low) is None:
        return False
    low_old = old_text.lower()
    return _RETURN.search(low_old) is None and _SPAN_STAY.search(low_old) is None \
        and _MOVED_FOR_GOOD.search(low) is None


# One past occasion told by when it was: "only nine volunteers last Saturday because of flu", "last night's shift saw 95
# wagons", "rostered on Saturday night with the flu going round" — a count or a value for that one time, then as
# before. ("today" is left to the window reader: "… logged as 'SAL-PUMP' today" tells the name now.)
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_ONE_TIME = re.compile(r"(?<![\w-])(?:last (?:" + _WEEKDAY + r"|night|weekend)(?:['’]s)?(?! of\b)|yesterday(?:['’]s)?"
                       r"|(?:on|this) " + _WEEKDAY + r" (?:night|morning|evening))\b")
_TOLD_THEN = re.compile(r"\b(?:was|were|had|saw|came|turned up|showed up|got|only)\b")
_FROM_THEN_ON = re.compile(r"\b(?:since|from|starting|as of|now|going forward|onwards?|from then on|for good|cut|"
                           r"reduced|raised|lowered|increased|decreased|changed|moved|switched|set|permanently)\b")


def one_past_occasion(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value for one past occasion named by when it was (see above), which the
    older memory does not name, with no change from then on ("since last Saturday", "cut to nine last Saturday")."""
    low = new_text.lower()
    if "last" not in low and "day" not in low:
        return False  # the cheap test first: every time above says "last" or "…day"
    if _ONE_TIME.search(low) is None or _TOLD_THEN.search(low) is None or _ONE_TIME.search(old_text.lower()) \
            or _FROM_THEN_ON.search(low) is not None or "first day" in low:
        return False
    # a change made on that occasion ("bumped to 0.125 last night", "rolled out today") lasts after it
    return not any(stem(w) in W.CHANGE_WORDS for w in re.findall(r"[a-z]+", low))

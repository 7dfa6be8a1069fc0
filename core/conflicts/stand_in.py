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

A stand-in told "temp" while some work lasts ("foundry wifi: temp hotspot 'CASTDAY-TMP' during router swap Tue", "temp
badge until the new one prints"): the thing standing in until the work is done (:func:`temp_stand_in`); never a
temperature ("temp 4C", "temp reading", "temp set to …") nor beside an older memory that says "temp" itself.

A guard every finding passes (:func:`core.conflicts.bounds.bound`, as a window).
"""

from __future__ import annotations

import re

from core.conflicts.changed_slots import value_norms
from core.conflicts.compiled import compiled
from core.conflicts.statement import read

# "until the renewal goes through", "until my laptop is repaired", "until IT sorts it out", "till the new one arrives"
_UNTIL_EVENT = re.compile(
    r"\b(?:until|till|til)\s+(?:[\w'’-]+\s+){0,4}?"
    r"(?:(?:is|are|gets?|'s|’s)\s+(?:\w+\s+)?(?:back|fixed|repaired|replaced|renewed|restored|sorted|resolved|"
    r"approved|done|ready|over|through|available|reinstated|reissued|sorted out|working)"
    r"|goes|go|comes|come|arrives?|ships?|lands?|returns?|reopens?|expires?|clears?|sorts|settles?|renews"
    r"|finishes|ends|recovers?|heals?|starts?|kicks in|gets back)\b"
    # a terse note drops the copula: "MeteoGroup trial key until DataHub outage fixed", "till laptop repaired."
    r"|\b(?:until|till|til)\s+(?:[\w'’-]+\s+){1,4}?(?:back|fixed|repaired|restored|sorted|resolved|reinstated|"
    r"reissued|working again)\s*(?:[.;,)(]|$)"
    # "until Priyanka back from leave (Jun)": someone back from an absence
    r"|\b(?:until|till|til)\s+(?:[\w'’-]+\s+){1,3}?(?:is\s+|are\s+)?back from (?:her |his |their |my )?"
    r"(?:leave|holiday|holidays|vacation|sabbatical|sick leave|parental leave|maternity leave|paternity leave"
    r"|secondment|travel|break)\b")


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
# home next week*" (not a thing that goes back: "the keys go back on Monday"), "on a *three-month* contract in
# Dublin", "for a *six-month* posting".
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|next (?:week|month)|the \d{1,2}(?:st|nd|rd|th)?"
_RETURN = re.compile(r"(?<!\bgo )(?<!\bgoes )(?<!\bwent )(?<!\bgoing )(?<!\bgiven )(?<!\bhanded )(?<!\bsent )"
                     r"(?<!\bcome )(?<!\bcomes )\b(?:back|returns?|returning|home again)\s+(?:home\s+)?(?:on\s+|by\s+)?"
                     r"(?:" + _DAY + r")\b")
_SPAN_STAY = re.compile(r"\b(?:a|an|one)\s+(?:two|three|four|five|six|nine|twelve|\d{1,2})[- ](?:week|month|day)\s+"
                        r"(?:[\w-]+\s+){0,2}(?:contract|posting|placement|secondment|assignment|stint|residency"
                        r"|fellowship|stay|visit)\b")
# A move for good, or a thing given back rather than the person coming back ("handed the Leith flat back on Friday").
_MOVED_FOR_GOOD = re.compile(r"\b(?:for good|permanently|moved|relocated|now lives|sold|gave up|lease|keys?|hand|hands"
                             r"|handed|gave|given|give|signed)\b")


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


# A stand-in told "temp" for a spell of work: "temp hotspot 'CASTDAY-TMP' during router swap Tue", "temp badge until the
# new one prints": the thing standing in while the work lasts (a temperature is "temp" too: never before a number or
# a word of measuring, and never when the older memory says "temp" itself).
_TEMP_STAND_IN = re.compile(r"\btemp\s+(?!(?:of|at|is|was|in|to|reading|readings|probe|sensor|range|setpoint|set|log"
                            r"|alarm|limit|max|min|high|low|check|drop|rise)\b)[a-z][\w-]*\b[^.;]{0,60}?"
                            r"\b(?:during|until|till|while)\b")


def temp_stand_in(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value as a "temp" stand-in while some work lasts ("temp hotspot
    'CASTDAY-TMP' during router swap Tue"), the older memory saying no "temp" of its own: a window."""
    low_new = new_text.lower()
    if "temp " not in low_new:
        return False  # the cheap test first
    return _TEMP_STAND_IN.search(low_new) is not None and re.search(r"\btemp", old_text.lower()) is None

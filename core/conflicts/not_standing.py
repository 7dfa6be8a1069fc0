"""A value that does not stand, told by the whole text of a memory, for :mod:`core.conflicts.statement`: a value held
for a while, with its end told (temporary), or a decision said not taken (undecided, so hedged). Both read the text
whole, after its clauses: the words that tell it ("then back to weekly", "awaiting reply") stand anywhere in it.
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTH_NAMES, MONTH_SHORT, WEEKDAYS

# A stay with its end told: "moved to Boston for the summer", "for a three-month contract", "then came back".
_STAY = re.compile(r"\b(?:mov|relocat)\w* to .*\bfor (?:the|a|an) (?:summer|winter|spring|autumn|fall|semester|term"
                   r"|season|sabbatical|(?:few|couple of|\w+-(?:month|week))\b)|\b(?:then|and) (?:came|moved) back\b")
# A stay told with the day it ends or the way back: "living aboard Aurora Star until Oct 12", "staying in a Barcelona
# hotel for the test week, back home on Friday". A year ("until 2027") is no end of a stay told now.
_DAY = r"(?:(?:" + "|".join(MONTH_NAMES + MONTH_SHORT) + r")\.? \d{1,2}\b|\d{1,2}(?:st|nd|rd|th)? (?:" \
    + "|".join(MONTH_NAMES + MONTH_SHORT) + r")\b|(?:" + "|".join(WEEKDAYS) + r")\b|the end of (?:the )?(?:week|month))"
_STAY_ENDS = re.compile(r"\b(?:living|staying|lodging|bunking|based)\b[^.;]{0,60}?\buntil " + _DAY
                        + r"|\b(?:staying|living|lodging)\b[^.;]{0,60}?\bback home (?:on|by|next|this|tomorrow)\b")
# A value that was put back: "briefly rolled back to a 4.1 hotfix build during the outage, then restored".
_PUT_BACK = re.compile(r"\b(?:then|and then|before being|later) (?:restored|reverted|undone|put back"
                       r"|rolled forward again)\b")
# A window that ends by going back: "scaled to 6 for launch day, back to 3 after", "daily during launch week, then back
# to weekly", "in KL this wk; back to SG mon", "WhatsApp resumes afterwards", "paused (resume Fri)", "reverting
# tomorrow", "reverts after". The newer value holds for a while; the standing one returns. "Cut back to once a week
# after the review" and "pushed back to 9 am after feedback" are changes: "after" must close the window, not begin a
# reason.
# What closes a window: "after" with nothing after it ("back to 3 after", not "after the budget review"), "tomorrow",
# "next week"; each way of going back adds the days it is told with.
_CLOSES = r"after(?:wards)?(?=\s*(?:[.;,)]|$))|tomorrow|next (?:wk|week|month)"
_ENDS_BY_RETURNING = re.compile(
    r"\b(?:then|and then) (?:it[’']?s |it is )?(?:back to|returns? to|return to)\b"
    r"|\bback to\b[^.;,]{0,30}?\b(?:" + _CLOSES + r"|tonight|mon|tue|wed|thu|fri|sat|sun)\b"
    r"|\bresum(?:e|es|ing)\b[^.;]{0,30}?\b(?:" + _CLOSES
    + r"|mon|tue|wed|thu|fri|monday|tuesday|wednesday|thursday|friday)\b"
    r"|\breverting (?:tomorrow|after|next)\b"
    # "billed as 'Winter Grotto' for the Dec run only, reverts after": the name returns once the run is over
    r"|\breverts?\b(?: back)?[^.;]{0,20}?\b(?:" + _CLOSES + ")")
# One stretch of time a value holds in: "during tonight's maintenance", "during the failover drill" (with no change
# told; "renamed during the reorg" is a change made then). "during incidents", "during debugging sessions": a scope.
# A value that holds then, told in the present ("is vpn2 … during tonight's maintenance", "during the window only"),
# not a change made then ("went to 16 during last night's maintenance").
_DURING_ONE = re.compile(r"\bduring (?:the|a|an|this|that|[a-z]+'s|last night's) ")
_HOLDS_NOW = re.compile(r"\b(?:is|are|am|stays|only)\b")


# A verdict on the whole note that nothing is settled: "considering rename X → Y; not decided".
_UNDECIDED = re.compile(r"\b(?:not (?:yet )?decided|undecided|to be decided|not (?:yet )?final|not (?:yet )?confirmed"
                        r"|unconfirmed|not agreed|nobody's agreed|no decision(?: yet)?"
                        # "weighing releasing on Fridays instead; nothing decided": the whole note not settled
                        r"|nothing(?:['’]s| is| was| has been)? (?:yet )?"
                        r"(?:decided|settled|agreed|confirmed|final|firm)"
                        r"|still (?:deciding|weighing|mulling)|(?:haven't|hasn't|have not|has not) (?:yet )?decided"
                        # a decision someone else must take, not taken: "the team hasn't agreed", "not accepted yet"
                        r"|(?:haven't|hasn't|have not|has not) (?:yet )?(?:agreed|accepted|approved|signed off)"
                        r"|not (?:accepted|approved|signed) yet|not yet (?:accepted|approved|signed)"
                        # nobody has taken it: "nobody has agreed yet", "no one's signed off", "not everyone agreed"
                        r"|(?:nobody|no one|no-one|not everyone|not all of (?:us|them))(?:['’]s| has| have)? (?:yet )?"
                        r"(?:agreed|accepted|approved|signed off|decided|confirmed)"
                        # a plan or a request not answered yet: "Kafka 3.7 upgrade pencilled for Q3", "asked the dog
                        # walker if daily visits are possible; awaiting reply", "hasn't heard back"
                        r"|pencil+ed (?:in|for)|awaiting (?:a |an |the |their |his |her )?(?:reply|answer|response|"
                        r"sign-?off|approval|confirmation|decision|go-ahead|(?:a )?vote|ballot)"
                        r"|(?:hasn't|haven't|has not|have not) heard back"
                        # the note's own verdict in a part of its own: "quota increase to 20 TB requested; pending"
                        r"|(?:[;—–(]|,(?= pending\s*[.)]?\s*$))\s*(?:still |approval |decision )?pending"
                        r"(?=\s*[.)]?\s*$)"
                        r"|asked (?:[\w'’-]+ ){0,6}?(?:if|whether)(?= )|no (?:call|decision|ticket) (?:made|yet))\b")


def held_for_a_while(low_text: str, *, changed: bool) -> bool:
    """A stay or a window with its end told, or a value held during one stretch of time told in the present (not a
    change made then: ``changed``), in the lower-cased text."""
    return _STAY.search(low_text) is not None or _ENDS_BY_RETURNING.search(low_text) is not None \
        or _STAY_ENDS.search(low_text) is not None or _PUT_BACK.search(low_text) is not None \
        or (not changed and _DURING_ONE.search(low_text) is not None and _HOLDS_NOW.search(low_text) is not None)


def undecided(text: str) -> bool:
    """The note says its decision is not taken, or its plan or request not answered (:data:`_UNDECIDED`)."""
    return _UNDECIDED.search(text.lower()) is not None

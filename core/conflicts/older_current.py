"""The older memory's value told as the one that holds now, beside another value the newer memory gives as its past
or as where it leads from.

Four shapes, each a second fact beside a value that stands:

- **a history that ends in the older value** — "owner, tax-calc engine: Benoît" / "tax-calc engine: started by
  Sylvie in 2021, Benoît since 2023"; "pedalkort lib license: MIT" / "v0.1 (2022) had no LICENSE file; MIT since
  v0.2": the newer memory tells who or what held before (a year, a version, "was", "orig.") and names the older
  value, a word of it the older memory gives as a name, as the one held *since* (:func:`older_since`). The older
  value set against the newer one ("moved off Jira, used since 2019", "left Leeds since") is no such history;
- **the older home as where a trip starts** — "Pieter lives in Dordrecht" / "Pieter's commute from Dordrecht by
  water taxi from now on": the commute, drive or ride sets out from the older place, so that place is home still
  (:func:`commutes_from_older`); a move told beside it ("moved out", "new place") is a move;
- **where someone comes from** — "Priya lives in Mansarovar, Jaipur" / "Priya mentions she grew up in Ajmer": the
  value a reader compared is the place someone grew up in, was born in or comes from — an origin, not a home — or a
  home of a stage of life that is over ("was raised in …", "spent their twenties living in …") (:func:`origin_told`).
- **nothing changed, said so** — "same as last year", "nothing changed", "no change since", "no upgrade needed",
  "i.e. same …", or "(same post)" beside a finding about a job: the newer value is the older one in other words
  (:func:`nothing_changed`).

A guard every finding passes (:func:`core.conflicts.bounds.bound`, as kept).
"""

from __future__ import annotations

import re

from core.conflicts.compiled import whole_starts
from core.conflicts.note_dates import undated

# A capitalised name or an all-capitals short form in the older memory: what the older value is named by.
_NAME = re.compile(r"(?<![\w'’-])(?:[A-Z][\w'’.-]*[\w]|[A-Z])")
# Before the older value's name, the words that set it against the newer value: it is left, then, not held since.
_SET_AGAINST = re.compile(r"\b(?:from|off|left|leaving|after|using|used|replac\w*|instead of|over|quit|dropped"
                          r"|retired|ditched|abandoned|out of|away from|no longer|not)\s+(?:[\w'’-]+\s+){0,2}$",
                          re.IGNORECASE)
# What tells the other value as past: a year, a version, a past copula, a word that says first or before.
_PAST_TOLD = re.compile(r"\b(?:was|were|had|orig(?:inal(?:ly)?)?\.?|prev(?:ious(?:ly)?)?\.?|prior|former(?:ly)?"
                        r"|until|till|before|started|founded|created|first|(?:19|20)\d\d|v?\d+(?:\.\d+)+|v\d+)\b",
                        re.IGNORECASE)
# After the older value's name: "since", told straight or after a role ("Yuki maintainer since 2022", "Hana's since").
_SINCE_AFTER = re.compile(r"^(?:['’]s)?\s+(?:[a-z][\w-]*\s+)?since\b")
# The older value's name opens a clause of the history: "…, Benoît since 2023", "…; MIT since v0.2", "then Hana".
_CLAUSE_START = re.compile(r"(?:[,;:]|\bthen|\band)\s*$")
_FIRST_WORDS = frozenset("I The A An My Our User".split())
_VERSION_NAME = re.compile(r"(?<![\w.-])v\d+(?:\.\d+)*(?![\w.-])")


def older_since(old_text: str, new_text: str) -> bool:
    """Whether ``new_text`` tells a history whose last value, held *since* some time, is named as in ``old_text``."""
    if "since" not in new_text:
        return False  # the cheap test first
    body = undated(new_text)
    names = {m.group(0) for m in _NAME.finditer(undated(old_text))} - _FIRST_WORDS
    # a version the older value holds names it too ("…/v2/send" / "until Jan 2025 … was …/v1/send; v2 since")
    names |= set(_VERSION_NAME.findall(undated(old_text)))
    for name in names:
        for found in re.finditer(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", body):
            before, after = body[:found.start()], body[found.end():]
            if _SINCE_AFTER.match(after) is None or _CLAUSE_START.search(before) is None \
                    or _SET_AGAINST.search(before) is not None:
                continue  # "kelp is dried in a kiln at Ardmore since spring": a place the value is in
            if _PAST_TOLD.search(before) is not None:
                return True  # "started by Sylvie in 2021, Benoît since 2023"
    return False


# A trip's words, then "from" the place it sets out from (or the place before an arrow: "train Delft → Rotterdam").
_TRIP = r"(?:commut\w*|drive|drives|driving|ride|rides|cycl\w*|walks?|walking|train|ferry|bus|water taxi|flies|fly)"
# A move told beside the trip: the older place is then the one left.
_MOVED = re.compile(r"\b(?:moved|moving|relocat\w*|rehoused|resettled|new (?:place|home|flat|house|apartment)"
                    r"|bought|renting|sold|gave up|given up|left|leaving|out of|no longer|for good)\b", re.IGNORECASE)
# The older home: "lives in Dordrecht", "resides in Bormio", "lives: Delft", "is settled in Torrent".
_HOME = re.compile(r"\b(?:lives?|living|resides?|residing|resident|based|home|settled|housed|lodged|stays|staying)\b"
                   r"(?:\s+(?:in|at|out of))?\s*:?\s*"
                   r"(?P<place>[A-Z][\w'’-]+)")


def commutes_from_older(old_text: str, new_text: str) -> bool:
    """Whether ``new_text`` sets a trip out from the place ``old_text`` gives as someone's home, with no move told."""
    home = _HOME.search(undated(old_text))
    if home is None or home.group("place") not in new_text or _MOVED.search(new_text) is not None:
        return False
    place = re.escape(home.group("place"))
    return re.search(r"\b" + _TRIP + r"\b[^;.]{0,40}?(?:\bfrom " + place + r"\b|\b" + place + r"\s*(?:→|->))",
                     new_text, re.IGNORECASE) is not None


# Where someone comes from: the place after it is an origin.
# (not "raised" or "comes from" alone: "tickets are raised in ServiceNow", "the order came from Leeds")
_ORIGIN = re.compile(r"\b(?:grew up|was born|were born|born and raised|hails from"
                     r"|originally from|native of|childhood)\b[^;.]{0,20}?\b(?:in|from|of)\s+"
                     r"(?P<place>[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)*)")


# A home told for a stage of life that is over, a past of the holder's like an origin: "was raised in Marseille before
# …", "spent their twenties living in Orange Walk Town", "spent her student years in Leiden". Read for a finding about
# a home only ("the ticket was raised in Jira" tells no stage of life).
_LIFE_STAGE = re.compile(r"\b(?:(?:was|were|been) (?:raised|brought up)|brought up"
                         r"|spent (?:(?:his|her|their|my|our|the(?: user's)?|[A-Z]\w+'s) )?(?:early |late )?"
                         r"(?:childhood|boyhood|girlhood|youth|teens|teenage years|twenties|thirties|forties|fifties"
                         r"|school years|student years|university years|college years|formative years|early years"
                         r"|working life|career))\b[^;.]{0,24}?\b(?:in|at)\s+"
                         r"(?P<place>[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)*)")


def origin_told(new_text: str, compared: str) -> bool:
    """Whether the newer value of ``compared`` (a finding's "A → B") is the place ``new_text`` says someone comes
    from."""
    _, arrow, after = compared.rpartition(" → ")
    if not arrow:
        return False
    value = re.split(r"[,;(]", after)[0].strip()
    # (?<![\w-])<first word>(?![\w-]) counted with no pattern built per value
    if not value or len(whole_starts(new_text, value.split()[0], not_before="-", not_after="-")) != 1:
        return False  # "moved home to Galway; born and raised in Galway": the place told as the home too
    if any(value.split()[0] in found.group("place").split() for found in _ORIGIN.finditer(new_text)):
        return True
    return "home" in compared and ("raised" in new_text or "brought" in new_text or "spent" in new_text) \
        and any(value.split()[0] in found.group("place").split() for found in _LIFE_STAGE.finditer(new_text))


# The newer memory says in so many words that nothing changed: "same as last year", "nothing changed", "no change
# since", "no upgrade needed", "i.e. same stage-management team".
_NOTHING_CHANGED = re.compile(r"\bsame as (?:last|before|ever|always)\b|\bnothing (?:has )?changed\b"
                              r"|\bno change(?:s)? (?:since|needed|made|planned)\b"
                              r"|\bno (?:upgrade|update|move|switch|change) (?:is )?(?:needed|planned|required)\b"
                              r"|\bi\.e\.,? (?:the )?same\b", re.IGNORECASE)
# The older value checked and found to stand: "Leeds was confirmed again as …" (not beside a change told: "updated
# to Bath, confirmed again at the audit").
_CONFIRMED_AGAIN = re.compile(r"\b(?:confirmed|verified) (?:again|once more)\b|\breconfirmed\b", re.IGNORECASE)
_CHANGED = re.compile(r"\b(?:updated|changed|moved|switched|now|new)\b", re.IGNORECASE)
# "Sora: same flat in Okinawa's prefectural capital": the same home told, said of a finding about a home only.
_SAME_HOME = re.compile(r"(?:^|[:,(—–]\s*|\b(?:the|her|his|their|my|our|still) )same (?:flat|house|home|address"
                        r"|apartment|place|room|digs)\b"
                        r"(?=\s*(?:[,.;:—–)]|$)|\s+(?:in|at|on|near|by|since|as before)\b)",
                        re.IGNORECASE)  # the home noun itself, not a modifier ("the same house drink")
# "(same post)", "— same job, their wording": the same post told, said of a finding about a job only.
_SAME_POST = re.compile(r"(?:\(|[,—–]\s*)(?:the )?same (?:post|job|role|position|title)\b", re.IGNORECASE)
# A change told beside it: "joined Revolut after Monzo layoffs, same role" is a new employer for the same work.
_CHANGE_TOLD = re.compile(r"\b(?:joined|joins|left|leaves|quit|quits|moved|hired|promoted|switched|started|starts"
                          r"|after|now at|new)\b", re.IGNORECASE)
_OF_A_JOB = re.compile(r"\b(?:job|role|title|employer|post)\b")


def nothing_changed(new_text: str, compared: str) -> bool:
    """Whether ``new_text`` says its value is the older one unchanged: in so many words, or "same post" beside a
    finding about a job (a job told the same beside a home moved is the job's, not the home's)."""
    if _NOTHING_CHANGED.search(new_text) is not None:
        return True
    if _CONFIRMED_AGAIN.search(new_text) is not None and _CHANGED.search(new_text) is None:
        return True
    if _SAME_HOME.search(undated(new_text)) is not None and "home" in compared \
            and _CHANGE_TOLD.search(new_text) is None and re.search(r"\b(?:now|but|though)\b", new_text) is None:
        return True
    return _SAME_POST.search(new_text) is not None and _OF_A_JOB.search(compared) is not None \
        and _CHANGE_TOLD.search(new_text) is None

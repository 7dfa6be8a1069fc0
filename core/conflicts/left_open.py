"""A change put forward and left open: the newer memory tells a value only as an idea no one has decided on.

"Lantern project: MPL-2.0" / "Lantern: relicensing to Apache floated at meeting, no vote"; "#deploys for deploy
alerts" / "moving deploy alerts to #ship-it was proposed; nothing decided yet": the newer memory names a new value
only as what was floated, proposed, suggested or raised, and says in the same note that it is not settled — no
vote, no decision, nothing agreed, still open, tabled, parked. The older value stands; the newer memory says
what may come. So too a change named as an act asked for or ticketed and said not begun ("Jenkins 2.450 upgrade
ticket opened, not started", "an upgrade of the kiosks to firmware 3.4 has been requested but not approved", "the
move to #ops is awaiting sign-off"), or an offer weighed and not signed ("An offer from Lyftline is being considered,
but nothing has been signed"): the older value stands until it happens.
:func:`core.conflicts.bounds._only_talked_about` reads the idea refused ("was not approved", "voted down"); this
reads it left undecided. Not when the newer memory also says the change was made ("now", "went ahead", "approved",
"done").
"""

from __future__ import annotations

import re

# The cheap test first: a word that puts a change forward.
# An offer weighed is put forward too ("An offer from Lyftline is being considered …, but nothing has been signed").
_PUT_CUES = ("propos", "sugg", "float", "pitch", "idea", "raised", "mooted", "brought up", "offer", "consider",
             "weigh", "mulling")
_PUT_FORWARD = re.compile(r"\b(?:propos(?:ed|al|ing)|suggest(?:ed|ion|ing)|floated|floating|pitched|mooted|"
                          r"raised(?: the idea)?|brought up|the idea of|offers?|offered|considering|being considered"
                          r"|weighing|mulling)\b")
_LEFT_OPEN = re.compile(r"\bno (?:vote|decision|consensus|agreement|sign-?off|go-?ahead|call)(?: yet)?\b"
                        r"|\bnothing (?:was |has been )?(?:decided|agreed|settled|final)\b"
                        r"|\bnot (?:yet )?(?:decided|agreed|settled|final)\b"
                        r"|\bundecided\b|\bstill (?:open|under discussion|being discussed|up in the air|tbd)\b"
                        r"|\b(?:tabled|parked|deferred|pending (?:a )?(?:vote|decision|review))\b|\btbd\b"
                        r"|\b(?:nobody|no one|no-one) (?:has )?(?:agreed|signed off|decided)\b"
                        r"|\bnothing (?:has been |is |was )?(?:yet )?signed\b|\bnot (?:yet )?(?:signed|accepted)\b"
                        r"|\b(?:hasn['’]t|has not|haven['’]t|have not) (?:yet )?(?:signed|accepted)\b")
_MADE = re.compile(r"\b(?:now|went ahead|approved|adopted|done|completed|finished|merged|switched|since)\b")


# A change named as an act, and that act said not begun: the noun of the change, then its state.
_CHANGE_ACT = re.compile(r"\b(?:upgrade|update|move|switch|migration|relocation|transfer|change|rename|rollout|cutover"
                         r"|bump|raise|increase|reduction|swap|replacement|renewal)s?\b")
_NOT_BEGUN = re.compile(r"\b(?:not|never) (?:yet |been )?(?:started|begun|approved|actioned|scheduled|applied|merged"
                        r"|rolled out|carried out|done)\b|\b(?:has |have |is |are )?yet to (?:start|begin|happen|be)\b"
                        r"|\b(?:awaiting|pending) (?:approval|sign-?off|review|a decision)\b")


def left_open(new_text: str) -> bool:
    """Whether the newer memory puts its change forward and says it is not decided, or names the change as an act
    and says it is not begun (see the module doc)."""
    low = " ".join(new_text.lower().split())
    if ("not " in low or "yet to" in low or "pending" in low or "awaiting" in low) and _not_begun(low):
        return True
    if not any(cue in low for cue in _PUT_CUES):
        return False
    put = _PUT_FORWARD.search(low)
    if put is None or _LEFT_OPEN.search(low) is None:
        return False
    return _MADE.search(low) is None


def _not_begun(low: str) -> bool:
    """The change named as an act ("upgrade ticket", "an upgrade … to firmware 1.5") and said not begun or not
    approved, with nothing else in the note saying it was made."""
    found = _NOT_BEGUN.search(low)
    if found is None or _CHANGE_ACT.search(low) is None:
        return False
    return _MADE.search(low[:found.start()] + " " + low[found.end():]) is None

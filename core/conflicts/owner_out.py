"""A thing's holder told anew by who looks after it, the older holder said out or the newer one said to hold it
since a start: :func:`owner_out`.

"I own the cave's humidity-alert runbook" and "I'm not responsible for the humidity runbook any more — Margaux is";
"The deformation model is looked after by Helga" and "… is being run by Stefán, Helga having stepped away"; "The
user maintains the sensor firmware" and "the vendor, Hygrotech, has maintained the sensor firmware since the support
contract started"; "claims lookup service: Team Falcon" and "Team Heron inherits the lookup service". A thing has one
holder at a time: where the newer text names the older thing (a word of it that is no generic noun), a party the
older text does not name, and either the older holder said out ("not responsible … any more", "stepped away",
"exits", "off …'s plate") or the newer party holding it by a verb of looking after told as lasting ("has maintained
… since", "inherits", "holds it", "owns … now"), the holder changed.

Not a change: a stand-in ("covering", "while … is away", "acting", "for now", "until"), a shared holding ("also",
"with", "jointly", "helps"), a plan or a question, a past ("used to", "previously", "in 2023"), another thing (fewer
than two words of a longer older thing named, or a word the older text lacks right before a shared noun: "the fuel
spreadsheet" after "the calibration spreadsheet").
"""

from __future__ import annotations

import re

from core.conflicts.address_moved import modified_apart
from core.conflicts.note_dates import undated
from core.conflicts.ownerships import ownerships
from core.text.tokens import stem

# The cheapest test: a word of holding or of leaving it.
_CUE = re.compile(r"\b(?:responsible|maintain\w*|inherit\w*|holds?|owns?|owned|stepped|stepping|exits?|exited"
                  r"|plate|runs?|run by|looked after|looks after|in charge)\b", re.IGNORECASE)
# The older holder said out.
_OUT = re.compile(r"\b(?:not responsible|no longer (?:owns?|runs?|maintains?|manages?|responsible|looks? after"
                  r"|in charge|holds?)|(?:stepped|stepping|steps?) (?:away|down|back)|exits|exited|off (?:\w+'s|my|his"
                  r"|her|their|the user's) plate|(?:isn't|is not|aren't|am not|'m not) (?:in charge|responsible))\b")
# The newer party holding it as lasting: "has maintained … since", "inherits", "holds it", "owns … now".
_HOLDS = re.compile(r"\b(?:(?:has|have) (?:maintained|owned|run|looked after|managed) .{0,60}\bsince|inherits?"
                    r"|inherited|holds it|hold it|owns? (?:it|them|the [\w' -]{1,40}) now|now owns?)\b")
# A stand-in, a shared holding, a plan, a question or a past: no new holder.
_NOT_HELD = re.compile(r"\b(?:cover\w*|while|acting|interim|for now|until|till|temporar\w*|on leave|also|with"
                       r"|jointly|co-own\w*|helps?|helping|alongside|as well|will|plan\w*|might|may|maybe|propos\w*"
                       r"|consider\w*|if|whether|used to|previously|formerly|back in|this week|today"
                       r"|before (?:19|20)\d\d|in (?:19|20)\d\d)\b|\?")
_PARTY = re.compile(r"(?<![\w'])(?:@[\w.-]+|[A-Z][\w'-]+)")
_WORD = re.compile(r"[a-z][\w'-]*")
# Words of a thing that name no one thing on their own.
_GENERIC = frozenset(stem(w) for w in """the a an our my their his her its user user's service services model models
    system systems tool tools thing things work job jobs data file files doc docs project projects""".split())
# Capitalised words that name no party: the opening, the holder, dates and reporters.
_NOT_PARTY = frozenset("""I I'm The A An My Our Their His Her It This That These Those User Team Since After Before
    When Both Every All No Not According Honestly Yes""".split()) | frozenset(
    "January February March April May June July August September October November December Monday Tuesday Wednesday "
    "Thursday Friday Saturday Sunday".split())


def _stems(text: str) -> set[str]:
    out: set[str] = set()
    for word in _WORD.findall(text.lower().replace("’", "'")):
        word = word.removesuffix("'s")
        out.add(stem(word))
        out |= {stem(part) for part in word.split("-") if len(part) >= 3}
    return out


def owner_out(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` names a holder of another party, the older holder said out or
    the newer one holding it as lasting, or ``None`` (see the module doc)."""
    if not _CUE.search(new_text):
        return None  # the cheap test first: no word of holding or leaving
    new = undated(new_text).replace("’", "'")
    low = new.lower()
    if _NOT_HELD.search(low):
        return None
    held = ownerships(old_text)
    if len(held) != 1:
        return None  # no holding read, or two: which one would be replaced?
    thing, holder = held[0]
    thing_stems = set().union(*(_stems(w) for w in thing)) - _GENERIC
    shared = thing_stems & _stems(new)
    if len(shared) < min(2, len(thing_stems)) or modified_apart(new_text, shared, old_text):
        return None  # another thing ("the fuel spreadsheet" after "the tide-gauge calibration spreadsheet")
    old = undated(old_text)
    parties = [p for p in _PARTY.findall(new) if p not in _NOT_PARTY and p.lower().removesuffix("'s") not in
               old.lower() and not any(stem(p.lower()) == stem(w) for w in thing)]
    if not parties:
        return None  # no other party named
    said_out = _OUT.search(low)
    if said_out is not None:
        self_held = "@self" in holder
        out_of = re.split(r"[;,:—–]", low[:said_out.start()])[-1]  # the holder said out in the clause that ends
        if self_held and re.search(r"\b(?:i|i'm|the user)\b", out_of):
            return f"the older holder out, {parties[0]} holds it"
        if not self_held and any(stem(w.removesuffix("'s")) in {stem(h) for h in holder} for w in _WORD.findall(low)):
            return f"the older holder out, {parties[0]} holds it"
        return None
    if _HOLDS.search(low) and not any(h in low for h in holder if h != "@self" and len(h) >= 3):
        return f"{parties[0]} holds the older thing as lasting"
    return None

"""The older licence withdrawn from the thing it covered, read from a verb of withdrawing bound to that licence.

"I license my photo blog under CC BY 4.0" and "Since I started selling prints, I've stopped offering any of the photo
blog under Creative Commons"; "The user's font family ships under the SIL Open Font License" and "The user withdrew
the OFL release; the font family is sold only with a commercial desktop licence"; "router firmware repo: GPL-3.0" and
"firmware repo closed up after acquisition, GPL text removed". :mod:`.licence_swap` asks for another licence named;
a writer who takes a licence away often names only the one taken away — by its id, by its family's name ("Creative
Commons") or as "the open licence" — with a verb of withdrawing before it ("withdrew", "pulled", "stopped offering
… under", "revoked", "no longer … under") or after it ("GPL text removed", "the LGPL grant was rescinded").

A thing is under one licence at a time, so the older licence withdrawn, from the older thing (its words told again in
the newer text, at most half of them left out), is a change.

Not a change: another thing in the withdrawing clause ("withdrew the OFL release of the old icon set"), what the
thing has ("the photo blog's prints"), the licence text moved rather than removed ("moved into LICENSE"), the older
licence still held ("stays under", "still"), a licence of another family withdrawn, and whatever the statement model
finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, alternation
from core.conflicts.licence_reading import licensed, same_licence
from core.conflicts.licence_swap import licence_thing
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# Verbs of withdrawing a licence, said before it ("withdrew the OFL release", "stopped offering … under CC") or
# after it ("GPL text removed", "the LGPL grant was rescinded"): the words of ending, and a licence's own (withdrawn,
# revoked, pulled, no longer offered) with their present forms; never "closed", a licence's kind ("closed source"),
# nor "over", which compares two ("GPL over MIT").
_WITHDRAW = re.compile(r"\b(?:stopp?(?:ed|ing|s)?\s+(?:offering|releasing|publishing|sharing|licen[cs]ing|distributing)"
                       r"|withdr[ae]wn?|withdraws?|withdrawing|pulled|pulls|pulling|removes|removing"
                       r"|drops|dropping|revoked|revokes|revoking|rescinded|rescinds|retracted|retracts"
                       r"|no\s+longer\s+(?:offer(?:ed|s)?|release[sd]?|publish(?:ed|es)?|share[sd]?|licen[cs]e[sd]?"
                       r"|distribute[sd]?|available|under)|(?:is|are)\s+no\s+longer"
                       # "so no Creative Commons licence applies any more": the licence said to hold no longer
                       r"|no\s+(?:[\w-]+\s+){0,3}?licen[cs]e\s+(?:now\s+)?(?:applies|covers\s+it)(?:\s+any\s?more)?"
                       r"|(?:applies|apply)\s+(?:any\s?more|no\s+longer)|"
                       + alternation(w for w in ENDED_AFTER + ENDED_BEFORE if w not in ("closed", "over"))
                       + r")\b", re.IGNORECASE)
# A licence told by its family's name or as a kind of open licence: what it stands for beside an id.
_FAMILY_NAMES = re.compile(r"\b(creative\s+commons|open[-\s]source\s+licen[cs]e|open\s+licen[cs]e"
                           r"|free\s+licen[cs]e|copyleft\s+licen[cs]e)\b", re.IGNORECASE)
_CLOSED = frozenset("proprietary none custom commercial non-commercial enterprise research source-available "
                    "internal-use".split())
# The licence's text only moved, or kept: "moved into LICENSE", "still", "stays under".
_KEPT = re.compile(r"\b(?:moved|moves|relocated|copied|still|stays?|remains?|kept|keeps)\b", re.IGNORECASE)
# Where a clause ends: the withdrawing verb binds a licence in its own clause.
_CLAUSE = re.compile(r"[;,—–()]|\.(?!\w)|\s(?:and|but|so|while|whereas)\s")
# After the licence, why or when it was withdrawn ("… was rescinded when the company bought it"): no part of the clause.
_CLAUSE_OR_WHY = re.compile(_CLAUSE.pattern + r"|\s(?:after|because|since|when|once|following|as|for|to)\s")
# A clause's words that stand for the licence's own wording, its release or its text: never another thing.
_OWN_WORDS = frozenset("""release releases text file notice grant dedication terms version versions edition
    copy copies any none""".split())


def _family_named(low: str, was: tuple[str, str]) -> list[int]:
    """Where ``low`` names the older licence's family without an id: "Creative Commons" for a CC licence, "the open
    licence" for any licence that is not closed."""
    found = []
    for match in _FAMILY_NAMES.finditer(low):
        name = match.group(1)
        if name.startswith("creative") and not was[0].startswith("cc") and was[0] != "public-domain":
            continue
        if was[0] in _CLOSED:
            continue
        found.append(match.start())
    return found


def licence_withdrawn(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` takes the licence ``old_text`` puts its thing under away from it, or ``None``."""
    if not says(_WITHDRAW, new_text):
        return None  # the cheap test first: no verb of withdrawing in the newer text
    olds = licensed(old_text)
    if not olds or "dual" in old_text.lower() or any(not same_licence(f, olds[0][0]) for f, _ in olds):
        return None
    was = olds[0][0]
    body = undated(new_text)
    low = body.lower()
    news = licensed(new_text)
    if any(not same_licence(f, was) for f, _ in news):
        return None  # another licence named: the swap's reader reads that
    spots = [at for f, at in news if same_licence(f, was)] + _family_named(low, was)
    if not spots:
        return None
    old_thing = licence_thing(old_text, olds[0][1]) or licence_thing(old_text)
    if not old_thing:
        return None
    new_words = licence_thing(new_text)
    if len(old_thing - new_words) > len(old_thing) // 2 or not old_thing & new_words:
        return None  # the older thing not told again
    for at in spots:
        start = max((m.end() for m in _CLAUSE.finditer(low, 0, at)), default=0)
        end = next((m.start() for m in _CLAUSE_OR_WHY.finditer(low, at)), len(low))
        clause = low[start:end]
        withdrawn = _WITHDRAW.search(body[start:end])
        if withdrawn is None or _KEPT.search(clause) is not None:
            continue
        told = _FAMILY_NAMES.sub(" ", _WITHDRAW.sub(" ", body[start:end]))
        own = licence_thing(told) - {w[:6] for w in _OWN_WORDS}
        if own - old_thing:
            continue  # "withdrew the OFL release of the old icon set": another thing withdrawn
        if re.search(r"(?:'s|’s|s'|s’)\s+(?!open\b|licen|grant|text|release|notice)[a-z]", clause) is not None:
            continue  # "the photo blog's prints": what the thing has
        if any(stem(w) in W.SCOPE_WORDS for w in re.findall(r"[a-z][\w-]*", clause)):
            continue  # "the staging build's GPL notice was removed": a scope of the thing
        shown = "-".join(p for p in was if p)
        return f"the newer memory withdraws the older licence ({shown}) from the same thing " \
               f"({' '.join(sorted(old_thing & new_words))})"
    return None


# A condition of a Creative Commons licence named as a clause of it: "the non-commercial clause", "the NC clause",
# "the share-alike clause", "share-alike" after "ending".
_ELEMENT = re.compile(r"\b(non[-\s]?commercial|nc|share[-\s]?alike|sa|no[-\s]?derivatives?|no[-\s]?derivs|nd)"
                      r"(?:\s+(?:clause|restriction|condition|term|element|requirement|bit|part)s?\b|(?=\s*(?:[.;,]|$)))",
                      re.IGNORECASE)
# That condition taken out, before or after it in its clause: "dropped the NC clause", "the share-alike clause
# struck", "the non-commercial clause is gone", "ending share-alike".
_TAKEN_OUT = re.compile(r"\b(?:dropped|drop(?:s|ping)?|lifted|lift(?:s|ing)?|removed|remov(?:es|ing)|struck"
                        r"|strik(?:es|ing)"
                        r"|stripped|strip(?:s|ping)?|deleted|scrapped|waived|ended|ending|gone|took\s+out|taken\s+out"
                        r"|cut|withdr[ae]wn?|no\s+longer\s+(?:applies|there))\b", re.IGNORECASE)
_ELEMENT_ID = {"non-commercial": "nc", "noncommercial": "nc", "nc": "nc", "share-alike": "sa", "sharealike": "sa",
               "sa": "sa", "no-derivatives": "nd", "no-derivative": "nd", "noderivatives": "nd", "no-derivs": "nd",
               "noderivs": "nd", "nd": "nd"}
# Said of the clause, these leave it in place: asked about, planned, kept, not done.
_NOT_DONE = re.compile(r"\b(?:ask\w*|consider\w*|propos\w*|plan\w*|might|may|maybe|could|would|will|should|want\w*"
                       r"|thinking|debat\w*|kept|keep\w*|still|stays?|remains?|not|never|n['’]t)\b", re.IGNORECASE)


def clause_dropped(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` takes a condition of the older Creative Commons licence off the older thing ("I share my tab
    PDFs under CC BY-NC 4.0" / "I dropped the non-commercial clause on the tab PDFs; they're plain CC BY now"), or
    ``None``: the older licence cannot hold without its clause, whatever licence is named after. Not a clause the
    older licence does not have, a newer licence that still carries it, another thing (the older thing's words told
    again, at most half left out), and not a removal asked about, planned, denied or said of something kept."""
    olds = licensed(old_text)
    if not olds or "dual" in old_text.lower() or any(not same_licence(f, olds[0][0]) for f, _ in olds):
        return None
    was = olds[0][0][0]
    if not was.startswith("cc-by-"):
        return None
    body = undated(new_text)
    for element in _ELEMENT.finditer(body):
        name = _ELEMENT_ID.get(re.sub(r"\s+", "-", element.group(1).lower()))
        if name is None or name not in was.split("-")[2:]:
            continue
        start = max((m.end() for m in _CLAUSE.finditer(body, 0, element.start())), default=0)
        end = next((m.start() for m in _CLAUSE.finditer(body, element.end())), len(body))
        clause = body[start:end]
        if _TAKEN_OUT.search(clause) is None or _NOT_DONE.search(clause) is not None:
            continue
        if any(name in family.split("-")[2:] for (family, _), _at in licensed(new_text) if family.startswith("cc-by")):
            return None  # the newer licence still carries the clause
        old_thing = licence_thing(old_text, olds[0][1]) or licence_thing(old_text)
        new_words = licence_thing(new_text)
        if not old_thing or not old_thing & new_words or len(old_thing - new_words) > len(old_thing) // 2:
            return None  # the older thing not told again
        return f"the newer memory drops the older licence's {name} clause ({was}) from the same thing " \
               f"({' '.join(sorted(old_thing & new_words))})"
    return None

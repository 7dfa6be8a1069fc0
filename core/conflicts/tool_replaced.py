"""The older memory's thing told replaced by another, the older one named by the older memory's own words.

"Snorkel-gear checkouts are tracked on a clipboard" / "That clipboard has been swapped out for GearLog"; "The user
measures sugar with a hand refractometer" / "The user swapped the refractometer for a digital density meter"; "The
user glues soles with Renia Colle de Cologne" / "The user replaced Renia with a water-based Kenda Farben adhesive";
"resolver load-test tool: dnsperf" / "flamethrower replaces dnsperf for load tests"; "The user's lab resolver is BIND"
/ "The user ripped BIND out of the lab and put Unbound in its place". A writer replacing a thing often names the old
one shorter ("the refractometer", "that clipboard", "Renia") and binds it to a verb of replacing with the new one on
the other side; the structure says the old one is gone, whichever noun names it.

Read: a verb of replacing with its two sides — "swapped (out) X for Y", "X (has been) swapped out / replaced for,
with or by Y", "replaced X with Y", "Y replaces X", "took X out … put Y in its place" — where every word naming X is
a word of the older memory (a determiner or "that" aside) and Y names something the older memory does not. Not: a
part of the older thing replaced ("the refractometer's battery", "the clipboard's pen": a word the older memory
lacks in X), another holder's thing ("my colleague swapped …"), a plan, a question, a hedge or a spell ("for the
week", "while it's repaired", "until …"), the same thing again ("swapped the clipboard for a new clipboard").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

# The cheap test: a word every shape below holds.
_CHEAP = re.compile(r"swap|replac|in its place|in their place|supersed", re.IGNORECASE)
# A noun phrase of one to four words, no clause break inside: the old thing's as short as it may be (up to the
# word after it), the new thing's as long.
_PHRASE = r"[\w'’.+-]+(?:\s+[\w'’.+-]+){0,3}?"
_NEW = r"[\w'’.+-]+(?:\s+(?!(?:for|as|in|on|at|with|since|after|because|to|and|but|so)\b)[\w'’.+-]+){0,3}"
# Each shape names the old thing "x" and the new one "y".
_SHAPES = (
    # "swapped the refractometer for a digital density meter", "swapped out paper stubs for QR"
    re.compile(r"\b(?:swapped|swaps|swapping|traded|exchanged)\s+(?:out\s+)?(?P<x>" + _PHRASE + r")\s+(?:out\s+)?"
               r"for\s+(?P<y>" + _NEW + r")(?=[\s,;.:—–()]|$)"),
    # "That clipboard has been swapped out for GearLog", "the scale was replaced by an Ohaus"
    re.compile(r"(?:^|[;:,.—–]\s*)(?P<x>" + _PHRASE + r")\s+(?:has\s+been|have\s+been|had\s+been|was|were|got|is|are)"
               r"\s+(?:now\s+|since\s+|finally\s+)?(?:swapped|switched|traded|replaced)\s+(?:out\s+)?(?:for|with|by)"
               r"\s+(?P<y>" + _NEW + r")(?=[\s,;.:—–()]|$)"),
    # "replaced Renia with a water-based Kenda Farben adhesive"
    re.compile(r"\b(?:replaced|replaces)\s+(?P<x>" + _PHRASE + r")\s+with\s+(?P<y>" + _NEW
               + r")(?=[\s,;.:—–()]|$)"),
    # "flamethrower replaces dnsperf for load tests", "Keygen superseded the Perl script"
    re.compile(r"(?:^|[;:,.—–]\s*)(?P<y>" + _NEW + r")\s+(?:now\s+)?(?:has\s+)?(?:replaces|replaced|supersedes"
               r"|superseded)\s+(?P<x>" + _PHRASE + r")(?=\s+(?:for|as|in|on|at)\b|[,;.:—–()]|$)"),
    # "ripped BIND out of the lab and put Unbound in its place"
    re.compile(r"\b(?:ripped|pulled|took|taken|tore|torn|yanked)\s+(?P<x>" + _PHRASE + r")\s+out\b[^;.]{0,40}?"
               r"\b(?:put|installed|set\s+up|brought\s+in|fitted)\s+(?P<y>" + _NEW + r")\s+in\s+(?:its|their)\s+"
               r"place\b"),
)
# Words a phrase may open with that name nothing: determiners, the holder, "that".
_LIGHT = frozenset("the a an that this those these our my his her their its old former user user's user’s "
                   "existing previous".split())
# Words that name the older thing again, renewed: "replaced with a new one", "swapped for a spare".
_AGAIN = frozenset("new newer one ones fresh spare another replacement identical same copy unit model set pair "
                   "working".split())
# A plan, a question, a hedge or a spell: no standing replacement.
_NOT_STANDING = re.compile(r"\b(?:will|would|could|might|may(?!\s+\d)|plan\w*|want\w*|hope\w*|consider\w*|thinking"
                           r"|if|unless|until|till|while|for\s+(?:the|a|this|one|two)\s+(?:\w+\s+)?(?:week|day|month"
                           r"|weekend|trip|season|event|show|test|trial)s?|temporar\w*|trial\w*|tried|trying|test"
                           r"|testing|loan\w*|borrow\w*|should|not\s+yet|proposal|proposed|pitch\w*|pending|suggest\w*"
                           # a dated past: "Before v0.3 … was replaced by", "history:", "later superseded"
                           r"|before\s+(?:v?\d|the\b)|history|later|back\s+in|(?:19|20)\d\d)\b|\?")


def _words(phrase: str) -> list[str]:
    return [w for w in re.findall(r"[\w'’+-]+", phrase.lower()) if w not in _LIGHT and w not in W.STOP_WORDS]


def tool_replaced(old_text: str, new_text: str) -> str | None:
    """Why the newer memory tells the older memory's thing replaced by another (see the module), or ``None``."""
    if not says(_CHEAP, new_text):
        return None  # the cheap test first
    body = undated(new_text, dot=True)
    low = body.lower()
    if _NOT_STANDING.search(low) is not None:
        return None
    old_low = undated(old_text, dot=True).lower()
    old_stems = {stem(w) for w in re.findall(r"[\w'’+-]+", old_low)}
    old_stems |= {stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"[\w'’+-]+", old_low)}
    for shape in _SHAPES:
        for found in shape.finditer(low):
            x, y = _words(found.group("x")), _words(found.group("y"))
            if not x or not y or any(re.search(r"\d", w) for w in y) \
                    or any(stem(w.removesuffix("'s").removesuffix("’s")) not in old_stems for w in x):
                continue  # "the refractometer's battery": a part, a word the older memory lacks
            if all(stem(w) in old_stems or w in _AGAIN for w in y) or {stem(w) for w in y} & {stem(w) for w in x}:
                continue  # the same thing again ("a new one"), or a thing the older memory already names
            if another_holder(old_text.split(), body[:found.start("x")].split()):
                continue  # "my colleague swapped her clipboard for …": someone else's
            new = read(new_text)
            if new.hedged or new.temporary or new.past_only:
                return None
            return f"the older thing ({' '.join(x)}) replaced by {' '.join(y)}"
    return None

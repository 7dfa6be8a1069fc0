"""A finding of a new owner where the newer memory tells no holding at all: another fact of the owned thing.

"The ground-station antenna in Chile is owned by our partner AndesLink" / "The Chile antenna was upgraded to S-band
last month", "owner(turbine-2 DCS): Njeri Kamau" / "turbine-2 DCS: vendor support contract expires Dec", "steam box:
owned by school, maintained by Caleb" / "steam box: rebuilt 2024, runs on propane": a reader matched the thing and
took what the newer memory says of it (a band, a contract, a rebuild) for its owner. Who holds a thing is told by a
party named — a name in capitals the older memory does not give, a handle — or by a word of holding, of a handover or
of a change (an owner's noun, a verb of owning, running or having, a possessive, an arrow, "outsourced", "off it",
"moved"); a newer memory with none of them tells another fact of the thing, whatever its value's shape.

A guard after a reader's match (:func:`core.conflicts.another_fact.another_fact`), for findings about an owner only
(the reason or the key names one, or a thing held by another). "Upgraded to" a spec ("S-band", "v2") is a change of
the thing, never of its holder, so it alone is read as no change here.
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTH_NAMES, MONTH_SHORT
from core.conflicts.confirmed import change_told
from core.conflicts.ending_words import DISMISSED_AFTER, alternation
from core.conflicts.families import FAMILIES
from core.conflicts.note_dates import undated

# The owner family's phrases of having and of changing hands ("owned by", "handed over to"), as written.
_OWNER_PHRASES: tuple[str, ...] = tuple(" ".join(phrase) for key in ("has", "change")
                                        for phrase in FAMILIES["owner"][key] if isinstance(phrase, tuple))
# Words of holding, having, handing on or a holder gone, beyond the owner family's own. "runs on propane" is what the
# thing runs on, not who runs it.
_HOLDING = re.compile(
    r"\b(?:own|owns|owned|owner|owners|ownership|maintain\w*|maint|steward\w*|dri|assign\w*|registr\w*|responsib\w*"
    r"|in charge|charge of|manag\w*|look\w* after|care of|custod\w*|keeper|belong\w*|property|rent\w*|leas\w*"
    r"|held|hold|holds|holder|has|have|had|having|run by|runs it|runs the|run the|ran|led|leads|lead|handl\w*"
    r"|operat\w*|hand\w*|pass\w*|transfer\w*|gave|given|give|gives|took|take|takes|taken|inherit\w*|sold|sell\w*"
    r"|bought|buy\w*|acquir\w*|purchas\w*|donat\w*|gift\w*|lent|lend\w*|loan\w*|borrow\w*|outsourc\w*|contracted"
    r"|awarded|adopt\w*|absorb\w*|folded|sits|sit|lives|live|off|with|under|away|signs?|signed|accountable"
    r"|cover\w*|duty|duties|job|role|mine|hers|his|theirs|ours|yours|my|our|your|their|her|user['’]s"
    r"|re[a-z]+ed|won|wins|win|out|supersed\w*|disabl\w*|enabl\w*|lapsed|" + alternation(DISMISSED_AFTER) + r")\b"
    r"|->|→|=>|@", re.IGNORECASE)
# A finding about an owner: its reason or key names one, or a thing held by another (never a holder's home or job).
_OWNER_FINDING = re.compile(r"\bowner\b|\bheld by another\b|\bheld thing\b", re.IGNORECASE)
# A name in capitals: a party, unless the older memory gives it, it opens a clause, or it is a month or a letter
# before a word ("S-band", "X-ray").
_CAPITALISED = re.compile(r"(?<![\w'’-])[A-Z][\w'’.-]*")
_MONTHS = frozenset(m.lower() for m in MONTH_NAMES + MONTH_SHORT)
_LETTER_BEFORE_WORD = re.compile(r"^[A-Z]-[a-z]+$")
_UPGRADED = re.compile(r"\bupgraded? to\b", re.IGNORECASE)


def _party_named(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names a party in capitals the older memory does not give."""
    older, body = old_text.lower(), undated(new_text)
    for found in _CAPITALISED.finditer(body):
        word = found.group(0).rstrip(".'’")
        before = body[:found.start()].rstrip()
        opens = not before or (before.endswith(".") and len(before.split()[-1]) > 2)  # "T. Brandvold" opens nothing
        if opens or word.lower() in _MONTHS or _LETTER_BEFORE_WORD.match(word):
            continue  # the sentence's opening word, a month, "S-band"
        if word.lower().removesuffix("'s").removesuffix("’s") not in older:
            return True
    return False


def holding_untold(old_text: str, new_text: str, reason: str, detail: dict) -> bool:
    """Whether a finding about an owner stands on a newer memory that tells no holding (see the module doc)."""
    if _OWNER_FINDING.search(reason) is None and _OWNER_FINDING.search(str(detail.get("key", ""))) is None:
        return False  # the cheap test first: no owner in the finding
    if _HOLDING.search(new_text) is not None or _party_named(old_text, new_text):
        return False
    low = new_text.lower()
    if any(phrase in low for phrase in _OWNER_PHRASES):
        return False
    return not change_told(_UPGRADED.sub(" ", low))

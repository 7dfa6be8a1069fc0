"""The older name said retired as a name, another name given: a rename told by the name's end.

"The Friday demo session is known as Show & Tell" and "The Show & Tell label was retired by the new manager; invites
for Friday are titled Demo Hour"; "repo name for billing: billing-svc" and "repo is ledger-api; old billing-svc URL
redirects". :func:`.name_change.name_change` asks for the newer name said of the older thing's words; a writer who
retires a name says so of the *name* — "the X label / name / title was retired / dropped", "the old X URL", "formerly
X" — and gives the new one to whatever the thing is called that day ("invites for Friday", "repo"). The older name's end
as a name, and another name given in the same note to a thing sharing a word with the older thing, is a change.

Not a change: the thing itself retired ("Thorne is retired": the name is not said to end), the older name kept
("still blueberry"), another name given to nothing of the older thing, an alias added, and whatever the statement
model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts.compiled import compiled, says
from core.conflicts.ending_words import ENDED_AFTER, alternation, phrases
from core.conflicts.naming import named_more, naming, thing_stem
from core.conflicts.note_dates import undated
from core.conflicts.statement import read

# Said of the name itself: "old / former / previous X", "X label was retired", "X name dropped", "X URL redirects".
_NAME_ENDS = re.compile(r"\b(?:old|former|previous|legacy|retired|dropped)\b|\b(?:label|name|title|branding|handle"
                        r"|url|urls|slug)\b", re.IGNORECASE)
_BEFORE = r"(?:old|former|previous|legacy)\s+"
# ... the words of ending after the name's noun, and a name's own ("deprecated", "redirects", "no longer"); never
# "over", which puts a name somewhere ("the old name over the door").
_AFTER = (r"\s+(?:label|name|title|branding|handle|slug|url|urls)\s+(?:(?:was|is|has\s+been|got|were)\s+)?(?:"
          + alternation([w for w in ENDED_AFTER if w != "over"] + list(phrases("deprecated | redirects | redirect"
                                                                                  " | no longer"))) + r")\b")
# ... or said of the name alone, in a clause of its own: "Beacon was pulled …", "SA-General disappeared", "Paywell
# constant gone", "Harbor Loop signs pulled", "SS-Kelvin-North relabelled", "the old board went in the skip" is no name:
# the name itself, at most one noun of what carries it ("signs", "constant", "plates"), then a word of ending or of
# renaming — the thing keeps going under the name the note gives it (asked below), so the name is what ended.
_ENDED_ALONE = (r"(?:\s+(?:sign|signs|signage|constant|plate|plates|labels?|lettering|board|account|badge|badges))?"
                r"\s+(?:(?:was|is|has\s+been|have\s+been|got|were|just)\s+)?(?:"
                + alternation([w for w in ENDED_AFTER if w not in ("over", "closed", "shut", "left behind", "unused")]
                              + list(phrases("pulled | disappeared | withdrawn | banned | freed up | relabelled"
                                             " | relabeled | renamed | rebadged | re-badged | rebranded | re-branded"
                                             " | retitled | painted over")))
                + r")\b")
# ... or its use stopped as a name: "crew quit calling the kiln Big Bertha", "nobody says Big Blue any more", a bracket
# "(was Quarantine Wing)".
_CALLING_STOPPED = r"(?:\b(?:quit|stopped|no\s+longer|nobody|no\s+one|never)\s+(?:calling|calls|says|uses|call|say)" \
                   r"\s+(?:(?:the|our|my|their|it|him|her|them)\s+(?:[\w-]+\s+)?)?|\(\s*(?:was|formerly)\s+)"
# A cheap test of every shape above: a word of a name's end, or of its use stopped.
_ENDS_CUE = re.compile(r"\b(?:" + alternation(list(ENDED_AFTER) + list(phrases(
    "pulled | disappeared | withdrawn | banned | freed | relabelled | relabeled | renamed | rebadged | re-badged"
    " | rebranded | re-branded | retitled | painted | quit | stopped | no longer | nobody | no one | never"
    " | was | formerly"))) + r")\b", re.IGNORECASE)
# A renaming verb with "as" and the name, its thing unsaid: "…; relaunched as 'Char Crunch'" after the older name's end.
_RELAUNCHED_AS = re.compile(r"\b(?:relaunched|re-launched|rebranded|re-branded|reissued|re-registered|relisted"
                            r"|republished|rebadged|re-badged)\s+as\s+['‘’\"`“]?([\w@#][\w.+/@&-]*(?:\s+[A-Z][\w-]*)*)"
                            r"|^\s*it(?:'s|’s|\s+is)\s+(?:now\s+)?['‘\"“]((?:the\s+)?[\w@#][\w.+/@&\s-]{0,40}?)['’\"”]")
# The clauses of a note: where the older name ends is one, the name given another.
_PARTS = re.compile(r"[;—–]|,\s+(?:and\s+)?|\band\b")
# Another thing of the older kind given the name: "the new puppy is called Biscuit" after "Rex passed away".
_ANOTHER_ONE = re.compile(r"\b(?:new|another|second|replacement|successor)\s+(?!(?:name|names|title|label|sign|signs"
                          r"|signage|board|brand|branding|handle|callsign|lettering|heading|nickname)\b)[a-z]")
_KEPT = re.compile(r"\b(?:still|also|aka|alias|nickname|too|as well)\b", re.IGNORECASE)
# A name told by a copula after a word of the older thing: "repo is ledger-api" (an identifier-shaped name).
_IS_ID = re.compile(r"\b([a-z][\w-]*)\s+(?:is|=|:)\s+(?:now\s+)?['‘’\"`“]?([a-z0-9]+(?:[-_.][a-z0-9]+)+)\b")


# The parts of the patterns below that do not depend on the name, compiled once: a pattern is compiled for a name only
# where its part could match (each such pattern holds a long alternation and cost ~20 ms to compile).
_BEFORE_CUE = re.compile(r"\b" + _BEFORE)
_AFTER_ALONE = re.compile(_AFTER)
_ENDED_ALONE_ALONE = re.compile(_ENDED_ALONE)
_CALLING_CUE = re.compile(_CALLING_STOPPED)


def _followed(low: str, last: str, after: re.Pattern[str]) -> bool:
    """Whether ``after`` matches where ``last`` (the name's last piece) ends in ``low``, or one closing quote later:
    what a pattern of the name followed by ``after`` needs."""
    i = low.find(last)
    while i >= 0:
        end = i + len(last)
        if after.match(low, end) is not None or (low[end:end + 1] in ("'", "’", '"', "`", "”") and end < len(low)
                                                   and after.match(low, end + 1) is not None):
            return True
        i = low.find(last, i + 1)
    return False


def _older_names(old_text: str) -> list[tuple[frozenset[str], str]]:
    olds = list(naming(old_text) + named_more(old_text))
    statement = read(old_text)
    shown = statement.shown.get("name", "")
    if "@name" in statement.key and len(statement.values.get("name", ())) == 1 and shown:
        thing = frozenset(thing_stem(k) for k in statement.key if not k.startswith("@"))
        olds.append((thing, "-".join(re.findall(r"[\w.@#]+", shown.lower()))))
    return [(t, n) for t, n in olds if n]


def name_retired(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` retires the name ``old_text`` gives its thing and gives another, or ``None``."""
    if not says(_NAME_ENDS, new_text) and not says(_ENDS_CUE, new_text):
        return None  # the cheap test first: nothing said of a name's end
    low = " ".join(undated(new_text).lower().split())
    if _KEPT.search(low) is not None:
        return None  # "still blueberry", "also known as": the older name kept or another added
    olds = _older_names(old_text)
    if not olds:
        return None
    old_words = frozenset(thing_stem(w) for w in re.findall(r"[\w'’-]+", old_text.lower()))
    for old_thing, old_name in olds:
        pieces = [p for p in re.split(r"[-\s]+", old_name) if p]
        if not all(p in low for p in pieces):
            continue  # each pattern below needs the older name's every piece: a cheap test before two are compiled
        spelled = r"\W+".join(re.escape(p) for p in pieces)
        name = r"['‘’\"`“]?" + spelled + r"['’\"`”]?"
        ended = None
        if not pieces or _BEFORE_CUE.search(low) or _followed(low, pieces[-1], _AFTER_ALONE):
            ended = compiled(r"\b" + _BEFORE + name + r"(?![\w-])|(?<![\w-])" + name + _AFTER).search(low)
        alone = False
        if ended is None and len(old_name) >= 4 and not old_name.isdigit() and (
                not pieces or _CALLING_CUE.search(low) or _followed(low, pieces[-1], _ENDED_ALONE_ALONE)):
            # the name's end told of the name alone ("Beacon was pulled", "nobody says Big Blue any more")
            ended = compiled(r"(?<![\w-])" + name + _ENDED_ALONE + r"|" + _CALLING_STOPPED + name + r"(?![\w-])"
                             ).search(low)
            alone = ended is not None
        if ended is None:
            continue
        rest = low[:ended.start()] + " " + low[ended.end():]
        if alone:
            # the names the other clauses give: the clause that ends the older name names nothing anew
            parts = [p for p in _PARTS.split(undated(new_text)) if p.strip()
                     and not compiled(r"(?<![\w-])" + name + r"(?![\w-])").search(" ".join(p.lower().split()))]
            given = [(t, n) for p in parts for t, n in naming(p) + named_more(p) if n != old_name]
            # "…; relaunched as 'Char Crunch'", "…; it's 'the Furnace' on every job sheet": the thing is the one
            # whose name ended
            given += [(old_thing, "-".join(re.findall(r"[\w.@#&]+", (m.group(1) or m.group(2)).lower())))
                      for p in parts for m in _RELAUNCHED_AS.finditer(p)]
        else:
            given = [(t, n) for t, n in naming(new_text) + named_more(new_text) if n != old_name]
        given += [(frozenset({thing_stem(m.group(1))}), m.group(2)) for m in _IS_ID.finditer(rest)]
        for thing, new_name in given:
            if new_name in old_text.lower() or new_name.replace("-", " ") in old_text.lower():
                continue
            if not thing & (old_thing | old_words) or len(thing - old_words) > 1:
                continue  # a name given to nothing of the older thing, or to another ("the Friday slides folder")
            if alone and (_ANOTHER_ONE.search(low) or not thing <= old_words | old_thing):
                continue  # "the new puppy is called Biscuit": another one of the kind, not the thing renamed
            return f"the newer memory retires the name {old_name} and names the thing {new_name}"
    return None

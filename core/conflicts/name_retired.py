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
_KEPT = re.compile(r"\b(?:still|also|aka|alias|nickname|too|as well)\b", re.IGNORECASE)
# A name told by a copula after a word of the older thing: "repo is ledger-api" (an identifier-shaped name).
_IS_ID = re.compile(r"\b([a-z][\w-]*)\s+(?:is|=|:)\s+(?:now\s+)?['‘’\"`“]?([a-z0-9]+(?:[-_.][a-z0-9]+)+)\b")


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
    if not says(_NAME_ENDS, new_text):
        return None  # the cheap test first: nothing said of a name's end
    low = " ".join(undated(new_text).lower().split())
    if _KEPT.search(low) is not None:
        return None  # "still blueberry", "also known as": the older name kept or another added
    olds = _older_names(old_text)
    if not olds:
        return None
    old_words = frozenset(thing_stem(w) for w in re.findall(r"[\w'’-]+", old_text.lower()))
    for old_thing, old_name in olds:
        spelled = r"\W+".join(re.escape(p) for p in re.split(r"[-\s]+", old_name) if p)
        name = r"['‘’\"`“]?" + spelled + r"['’\"`”]?"
        ended = compiled(r"\b" + _BEFORE + name + r"(?![\w-])|(?<![\w-])" + name + _AFTER).search(low)
        if ended is None:
            continue
        rest = low[:ended.start()] + " " + low[ended.end():]
        given = [(t, n) for t, n in naming(new_text) + named_more(new_text) if n != old_name]
        given += [(frozenset({thing_stem(m.group(1))}), m.group(2)) for m in _IS_ID.finditer(rest)]
        for thing, new_name in given:
            if new_name in old_text.lower() or new_name.replace("-", " ") in old_text.lower():
                continue
            if not thing & (old_thing | old_words) or len(thing - old_words) > 1:
                continue  # a name given to nothing of the older thing, or to another ("the Friday slides folder")
            return f"the newer memory retires the name {old_name} and names the thing {new_name}"
    return None

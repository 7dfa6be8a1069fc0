"""The older memory's name standing as the newer memory's subject, another name its predicate: a rename.

"Compass is now Handbook" against "The internal wiki is called Compass", "The Orca team is Payments Core now"
against "team name Orca": the thing is named by its older name, so the older name is the one replaced. The older
name is read as :mod:`core.conflicts.naming` reads it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.naming import named_more, naming, thing_stem
from core.conflicts.naming_words import ALIAS, LIGHT, NAMING_CUE, NOT_NAMES, QUOTES, SEPARATED, TOKEN, kin_names
from core.conflicts.note_dates import undated
from core.conflicts.statement import read

# Between the older name, standing as the newer memory's subject, and the newer name: a copula or "became", and
# the words that only say how the newer name is given ("now", "officially", "called", "labelled", "known as").
_BECOMES = frozenset("is became becomes become 's".split())
_GIVEN = frozenset("now officially internally called named labelled labeled known as".split())
# Words that may follow a name and end its clause: when ("last month", "since the reorg"), where, for whom.
_AFTER_A_NAME = frozenset("last since across everywhere going from until".split())


@lru_cache(maxsize=8192)
def _opening_tokens(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A text's tokens without its date, as written and lower-cased (cached: a newcomer meets many candidates)."""
    raw = tuple(TOKEN.findall(undated(text, dot=True)))
    return raw, tuple(t.lower() for t in raw)


def renamed_subject(old_text: str, new_text: str) -> str | None:
    """The older memory's name standing as the newer memory's subject, another name its predicate: "Compass is
    now Handbook", "Orca is 'Payments Core' officially", "The Orca team is Payments Core now" against "The
    internal wiki is called Compass", "team name Orca". The thing is named by its older name, so the older name
    is the one replaced.

    Not a rename: a predicate that is not a name (a lower-case word: "Compass is now deprecated"), a name that
    is a part of the older one or holds it, another noun after the subject the older memory lacks ("Orca's
    lead is Dana": a possessive is another thing), an alias ("also known as")."""
    if not says(NAMING_CUE, old_text.lower()):
        return None  # the cheap test first: an older memory that names nothing
    olds = {name for _, name in naming(old_text) + named_more(old_text) if name}
    old = read(old_text)
    if "@name" in old.key and len(old.values.get("name", ())) == 1:
        olds.add(old.shown.get("name", "").lower())  # "team name Orca": the name the statement model reads
    if not olds:
        return None
    raw, low = _opening_tokens(new_text)
    k = 1 if low[:1] == ("the",) else 0
    run = next((n for n in range(min(4, len(raw) - k), 1, -1)
                if all(w[:1].isupper() for w in raw[k:k + n]) and "-".join(low[k:k + n]) in olds), 1)
    if k >= len(low) or "-".join(low[k:k + run]) not in olds:
        return None  # the older name as the subject, one word or several ("Sprout Division becomes …")
    was = "-".join(low[k:k + run])
    k += run
    if k < len(low) and low[k] not in _BECOMES and re.fullmatch(r"[a-z]+", low[k]) \
            and thing_stem(low[k]) in {thing_stem(w) for w in re.findall(r"[a-z]+", old_text.lower())}:
        k += 1  # "The Orca team is …": a noun of the older memory after the name
    if k >= len(low) or low[k] not in _BECOMES:
        return None
    k += 1
    while k < len(low) and low[k] in _GIVEN:
        k += 1
    if k + 1 < len(low) and low[k] == "the" and raw[k + 1][:1].isupper():
        k += 1  # "becomes the Rookie Cup": a name told with its article
    quoted = k < len(low) and low[k] in QUOTES
    k += quoted
    if k >= len(low) or ALIAS.search(new_text.lower()) is not None:
        return None
    now, shown = low[k], raw[k]
    if quoted or shown[:1].isupper():  # "Payments Core": the name's words, to its quote or its last capital
        end = k + 1
        while end < len(raw) and (raw[end][:1].isupper() if not quoted else raw[end] not in QUOTES):
            end += 1
        shown = " ".join(raw[k:end])
        after = low[end + quoted] if end + quoted < len(low) else ""
        if shown.endswith(("'s", "’s")) or ("-" in shown and shown.rsplit("-", 1)[1].islower()) or (
                after.isalpha() and after not in NOT_NAMES and after not in _GIVEN and after not in W.TIME_WORDS
                and after not in W.STOP_WORDS and after not in _AFTER_A_NAME):
            return None  # "Payments Core's sister team", "Notion-based", "Handbook software": the name modifies
    if not (quoted or shown[:1].isupper() or SEPARATED.search(shown)) or now in olds or kin_names(was, now) \
            or now in NOT_NAMES or now in LIGHT or not re.match(r"[\w@#]", now):
        return None
    return f"the newer memory calls {was} {shown} now (the older memory's name as its subject)"


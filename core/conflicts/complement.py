"""One key, and the newer text's last word after a copula as its other value: "GH org = lumen-labs" /
"GH org is lumenhq", "CLI binary name = `mdx`" / "CLI binary shipped as `memx` from 0.4 on".

The statement model reads a word it does not know as a name only when it looks like one; an
unknown lower-case word after "is" or "as" ("lumenhq", "memx") joins the newer memory's key
instead, and the two memories then seem to speak of different things. Read here: the older
memory gives its key one name; the newer memory's key is the older one's plus that single word
(and at most a naming verb: "shipped as", "published as", "known as"); the word is what follows
the newer text's last copula, "as", "=" or ":". Then the word is the key's new value.

Not a change: a newer key with another word besides ("the new production cluster gannet"), the
older name still in the newer text, a key the older memory does not name by one value.
"""

from __future__ import annotations

import re

from core.conflicts.statement import Statement
from core.text.tokens import stem

_AFTER = re.compile(r"(?:\b(?:is|are|as|now)|=|:|→|->)\s+[`'\"‘“]?([A-Za-z][\w.-]*[\w])[`'\"’”]?"
                    r"(?:\s+(?:from|since|now|going|these|today|after)\b[^;,.]*)?\s*\.?\s*$")
_NAMING = frozenset(stem(w) for w in """ship shipped ships publish published publishes launch launched launches
    release released releases know known call called calls name named go goes went register registered""".split())


# Nouns for what holds a name ("bot account", "Slack handle"): the thing told without them is the same thing.
_ID_NOUNS = frozenset(stem(w) for w in "account handle id slug label username login".split())


# What a thing is, not what it is called: "the bot is down now".
_STATES = frozenset("""down up broken offline online idle active inactive disabled enabled dead live gone fine ok
    okay ready busy paused stopped running flaky stable deprecated archived retired private public""".split())


# Where someone is or how they are for now, not a value of what the older memory names: "Priya lives in Pune" /
# "Priya is home now", "Sam works at Stripe" / "Sam is away now".
_WHEREABOUTS = frozenset("""home away back abroad out here there around busy free available unavailable asleep awake
    sick ill late early off""".split())


def _plain(key: frozenset[str]) -> frozenset[str]:
    return frozenset(w for w in key if not w.startswith("@") and w not in ("nam", "name"))


def complement_change(old: Statement, new: Statement) -> str | None:
    """Why ``new`` gives the key ``old`` names one value another one, told as a bare word, or ``None``."""
    values = old.values.get("name")
    if not values or len(values) != 1 or len(old.values) != 1:
        return None
    found = _AFTER.search(new.text)
    if found is None:
        return None
    word = found.group(1)
    low = word.lower()
    (was,) = values
    if low == was or was in new.text.lower() or low in old.text.lower() or low.endswith(("ed", "ing", "ly")):
        return None
    if set(re.split(r"[-_.]", low)) & set(re.split(r"[-_.]", was)):
        return None  # "BSD-licensed" / "BSD-3-Clause": one value told two ways
    if new.past_only or new.history or low in _WHEREABOUTS:
        return None
    before, after = _plain(old.key), _plain(new.key)
    if before - _ID_NOUNS and before & _ID_NOUNS and not before <= after and re.search(r"[-_.\d]", was) \
            and low not in _STATES:
        before = before - _ID_NOUNS  # "bot account: deploy-bot" / "bot is shipit now": the bot's account, told short
    if not before or not before <= after:
        return None
    extra = after - before - {stem(low), low}
    if extra - _NAMING:
        return None
    return f"same attribute ({' '.join(sorted(before))}), {was} → {word}"

"""Two things of one first word, named with a hyphen: a guard.

"The ledger-core team's standup is held at 9:30" / "The ledger-ops team's standup has been pushed to 11:00"; "the
payments-gateway service runs on Node 18" / "payments-gateway-admin was upgraded to Node 22"; "the treasury team
talks in #treasury-ops" / "the treasury-quant team moved to Google Chat". In a real store many services, repos,
teams and squads share a first word, and their names are written whole, with hyphens. The readers align the two
texts' words and find one thing whose value changed; read here instead by the name the newer memory gives its
thing: a hyphenated word of its statement's key (not a value) that holds a part the older text never says, where the
older text names its own thing by the same first word — with a hyphenated name of its own ("ledger-ops" beside
"ledger-core", "payments-gateway-admin" beside "payments-gateway") or that word alone before the same noun ("the
treasury team" / "the treasury-quant team") — names another thing of that first word. Hyphenated words of everyday
English ("company-wide", "re-released", "sprint-end") name no such thing: the older text does not name its own by
their first word.

A name the newer memory gives shorter is one thing told shorter ("fin-data" after "fin-data-platform": every part is
in the older text). A short part that may stand for an older word the newer text no longer says is a short form, not
another thing ("txn-events" after "transaction events", "line-mx" after "line-maintenance"), and a number told as a
word is the number ("surgery-two" after "surgery 2"). A name that is a value the two memories compare (a repo
renamed to "ledger-api") is the value, not whose it is.
"""

from __future__ import annotations

import re
from itertools import pairwise

from core.conflicts.statement import read
from core.conflicts.value_words import NUMBER_WORDS
from core.conflicts.wording import STOP_WORDS
from core.text.tokens import stem

# A hyphenated name: letters opening each part ("ledger-ops", "naira-format-js"; not "2-day").
_NAMED = re.compile(r"^[^\W\d_]\w*(?:-[^\W\d_]\w*)+$")
# The words of a text as written, hyphenated names whole ("ledger-core", "team's" → "team").
_SAID = re.compile(r"[^\W_]+(?:-[^\W_]+)*")
# A part this short may be a short form of a longer word ("txn", "mx").
_SHORT_FORM = 3


def sibling_named(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the newer memory names, with a hyphenated name, another thing than the older one's (the module doc).

    Args:
        old_text: the older memory as the rules read it.
        new_text: the newer memory as the rules read it.
        compared: the finding's values and reason (a name there is a value compared, not the thing).
    """
    if "-" not in new_text:
        return False  # the cheap test first: no hyphenated name
    # Only the key's names: a hyphenated name outside the key is most often the value itself, renamed or replaced
    # ("harbor-metrics-dash retitled harbor-insights"), which a finding's reason does not always show as written.
    names = [w for w in read(new_text).key if _NAMED.match(w)]
    if not names:
        return False
    old_said = [w.lower() for w in _SAID.findall(old_text)]
    new_said = [w.lower() for w in _SAID.findall(new_text)]
    compared = compared.lower()
    old_words = {part for w in old_said for part in w.split("-")}
    left_out = old_words - {part for w in new_said for part in w.split("-")}
    for name in names:
        if name in compared or name not in new_said:
            continue  # a value compared, or a compound the reading made ("Wi-Fi SSID" read as "wi-fi-ssid")
        parts = name.split("-")
        extra = [p for p in parts if p.isalpha() and p not in NUMBER_WORDS and p not in STOP_WORDS
                 and not any(_one_word(p, w) for w in old_words)]
        if extra and parts[0] not in _EVERYDAY_FIRST and not all(_short_form(p, left_out) for p in extra) \
                and _same_first_word(parts, name, old_said, new_said):
            return True
    return False


# First words of everyday compounds, which say how or when, not which thing ("hand-written", "pre-sold", "sign-up").
_EVERYDAY_FIRST = frozenset("""hand self pre post re co ex non sign check well half full part low high long short
    multi auto semi sub over under out in on off up down one two three""".split())
# Two spellings of one word share at least this much of their start ("compiler" / "compiled", "stats" / "statistics").
_SAME_START = 4


def _one_word(part: str, word: str) -> bool:
    """Whether ``part`` is ``word`` in another form: the same stem, the same start ("backup" / "backed"), or one the
    start of the other ("batt" / "battery", "proc" / "processing")."""
    if part == word or stem(part) == stem(word) or part.rstrip("s") == word.rstrip("s"):
        return True  # "check-ins" / "check-in"
    if min(len(part), len(word)) >= _SAME_START and part[:_SAME_START] == word[:_SAME_START]:
        return True
    short, long = sorted((part, word), key=len)
    return len(short) >= 3 and long.startswith(short)


def _same_first_word(parts: list[str], name: str, old_said: list[str], new_said: list[str]) -> bool:
    """Whether the older text names its thing by the name's first word as the newer one does: a hyphenated name of
    that first word ("ledger-core" / "ledger-ops"), or the first word alone before the noun the name stands before
    ("the treasury team" / "the treasury-quant team")."""
    first = parts[0]
    if any(w != name and w.split("-")[0] == first and "-" in w for w in old_said):
        return True
    heads = {stem(b) for a, b in pairwise(new_said) if a == name}
    return any(a == first and stem(b) in heads for a, b in pairwise(old_said))


def _short_form(part: str, left_out: set[str]) -> bool:
    """Whether ``part`` may stand for a word the older text says and the newer one does not ("txn" for
    "transaction"): a part of at most :data:`_SHORT_FORM` letters, opening as such a longer word does."""
    return len(part) <= _SHORT_FORM and any(word[:1] == part[:1] and len(word) > len(part) for word in left_out)

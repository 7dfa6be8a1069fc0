"""The learned reader's counts of a pair's shape: what the newer memory adds and drops beside its values.

Word identities remember one hand's vocabulary; what transfers is how a pair is built. A change keeps the older
fact's frame and puts another value in the older value's place ("rotate the API keys every 90 days" / "rotate API
keys monthly"); a near miss adds content of its own — another entity in the subject, another attribute, a scope —
or drops the older subject. So: how many plain content words (neither values nor change or time words) the newer
memory adds and the older one loses, whether the older memory's first content word (its subject, most often) is
gone, and whether a value of the newer memory stands where the two texts, aligned word by word, had an older
value. Features only, read by :func:`core.conflicts.learned_features.pair_features`; never named in a reason.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from core.conflicts.pair_words import FUNCTION_WORDS, words
from core.conflicts.wording import CHANGE_WORDS, TIME_WORDS
from core.text.tokens import stem

# Words that tell the older value as left behind or the newer one as current: a change's own wording, not content.
_TELLING = frozenset("was were old former formerly previously previous ex longer instead anymore".split())


def _plain(content: set[str], values: set[str]) -> set[str]:
    """The content words that are neither a value (typed or a number) nor change, time or left-behind wording."""
    return {w for w in content if w != "#" and w not in values and w not in TIME_WORDS and w not in _TELLING
            and stem(w) not in CHANGE_WORDS}


def _bucket(count: int, top: int) -> str:
    return f"{count}" if count < top else f"{top}+"


def shape_features(old_text: str, new_text: str, old_values: set[str], new_values: set[str],
                   changed: bool) -> dict[str, float]:
    """The shape counts of one (older, newer) pair, given each text's typed values (lower case) and whether the newer
    memory is told as a change (``changed``).

    ``plain-added:<n>`` / ``plain-dropped:<n>`` (plain content words added and lost, bucketed), ``head-dropped``
    (the older memory's first content word, by stem, not in the newer one), ``value-in-place`` (an aligned span
    where the older text had a value and the newer has one), and their conjunctions with a change told and with
    nothing plain added."""
    old_words, new_words = words(old_text), words(new_text)
    old_content = set(old_words) - FUNCTION_WORDS
    new_content = set(new_words) - FUNCTION_WORDS
    old_stems, new_stems = {stem(w) for w in old_content}, {stem(w) for w in new_content}
    added = {w for w in _plain(new_content - old_content, new_values) if stem(w) not in old_stems}
    dropped = {w for w in _plain(old_content - new_content, old_values) if stem(w) not in new_stems}
    found = {"plain-added:" + _bucket(len(added), 3): 1.0, "plain-dropped:" + _bucket(len(dropped), 2): 1.0}
    head = next((w for w in old_words if w not in FUNCTION_WORDS and w != "#" and w not in old_values), None)
    if head is not None and stem(head) not in new_stems:
        found["head-dropped"] = 1.0
    old_tokens = [t.strip(".,;:!?()\"'[]").lower() for t in old_text.split()]
    new_tokens = [t.strip(".,;:!?()\"'[]").lower() for t in new_text.split()]
    matcher = SequenceMatcher(None, old_tokens, new_tokens, autojunk=False)
    in_place = any(tag == "replace" and any(t in old_values for t in old_tokens[i1:i2])
                   and any(t in new_values for t in new_tokens[j1:j2])
                   for tag, i1, i2, j1, j2 in matcher.get_opcodes())
    if in_place:
        found["value-in-place"] = 1.0
        if changed:
            found["value-in-place&change"] = 1.0
        if not added:
            found["value-in-place&nothing-added"] = 1.0
    if changed and not added:
        found["change&nothing-added"] = 1.0
    return found

"""The older value refused in the newer text, and another value named: a replacement told by the old one's end.

"We post deploy announcements in #deploys" and "Deploy announcements go to #releases — I archived
#deploys"; "maintainer: @ben" and "@ben off the maintainer list; sole maintainer @tess"; "The client
library is licensed as MIT" and "The client library's MIT license was withdrawn; releases from 5.0 on
are under Elastic License 2.0"; "The user wants build failures in #ci-noise" and "… DMed to them, not
posted in #ci-noise". The newer text names the older memory's own value (as :mod:`.displaced` finds
it: its last name, ``#channel``, ``@handle``, quoted name or note value) and *refuses* it — a stop word
of the shared lexicon bound to it (:data:`wording.STOP_BEFORE` before it, :data:`wording.STOP_AFTER`
after it, in its clause) or a negation bound to it ("not V", "isn't V anymore", "no V") — and names
another value of the same shape, on the same subject (a word of the older text besides its value).

This reader keys on where the older value stands, not on the verb a writer chose: any stop word of
the shared lexicon, any negation, binds.

Not a change: the older value kept ("still", "remains", "only for"), refused in one place and named
again in another, a refusal that is itself denied ("never retired"), no other value named, no word of
the older subject in the newer text, and whatever the statement model finds hedged, temporary,
additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.displaced import _bare, _last_names, _tokens, names
from core.conflicts.kept_results import kept_result

_BOUNDARY = frozenset(";,:=()—–.!?") | {"->", "→", "but", "while", "whereas"}
# Words a negation reaches over to its value: "not posted in #ci-noise", "isn't on OFL".
_NEGATED_REACH = frozenset("posted sent used using on in at to via through under with by as called named the a an "
                           "our my their any".split())
# "not only #ops", "not just email": the value kept, another added.
_NOT_ALL = frozenset("only just merely simply always all every everything solely".split())
_NEGATORS = frozenset({"not", "no", "never", "off"})
_SCOPE_LEADS = frozenset("in for on at from during when while".split())
_LATER_NEGATION = ("anymore", "any more", "no longer", "no more")
_KEPT = re.compile(r"\b(?:still|remains?|stays?|kept|keeps|for now|only for|except|as well|also|too)\b")
_LEAD = frozenset("the a an our my their his her its all every whole entire old".split())
# Nouns that stand for the value itself: "the MIT license", "the security@ inbox", "@ben's seat".
_ITSELF = frozenset("""license licence channel inbox list alias address account handle name repo thread room space
    workspace board project page file sdk shim binary key endpoint url domain host""".split())
_STOP_AFTER = W.STOP_AFTER + W.phrase_list("withdrawn | was withdrawn | were withdrawn | is dead | are dead "
                                           "| closed | is closed | was closed | ignored | are ignored | is ignored")
_STOP_BEFORE = W.STOP_BEFORE
# The stop phrases by the word they end (before a value) or start (after it): looked up, not scanned.
_BEFORE_BY_LAST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in _STOP_BEFORE:
    _BEFORE_BY_LAST.setdefault(_phrase[-1], []).append(_phrase)
_AFTER_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in _STOP_AFTER:
    _AFTER_BY_FIRST.setdefault(_phrase[0], []).append(_phrase)
# Every word that can start a refusal: a text with none refuses nothing (the cheap test).
_CUE_WORDS = frozenset({p[0] for p in _STOP_BEFORE} | {p[0] for p in _STOP_AFTER}
                       | set(_NEGATORS) | {"isn't", "aren't", "wasn't", "weren't", "anymore"})
_WORD = re.compile(r"[\w']+")
_CUE = re.compile(r"n['’]t\b|\b(?:" + "|".join(sorted(map(re.escape, _CUE_WORDS), key=len, reverse=True)) + r")\b")
_SUBJECT_LIGHT = W.LIGHT_WORDS | {"user", "user's", "now", "said", "says", "the", "a", "an"}


def _denies(word: str) -> bool:
    return word in _NEGATORS or word.endswith(("n't", "n’t"))


def _clause(lows: list[str], k: int) -> tuple[int, int]:
    start = k
    while start > 0 and lows[start - 1] not in _BOUNDARY:
        start -= 1
    end = k + 1
    while end < len(lows) and lows[end] not in _BOUNDARY:
        end += 1
    return start, end


def _matches(lows: list[str], at: int, phrase: tuple[str, ...]) -> bool:
    return tuple(lows[at:at + len(phrase)]) == phrase


def _refused_at(lows: list[str], k: int, span: int, old_words: frozenset[str]) -> str | None:
    """The refusal bound to the value at ``lows[k:k + span]``, or ``None``."""
    start, end = _clause(lows, k)
    follow = k + span
    while follow < end and (lows[follow] in _ITSELF or lows[follow] in ("'s", "file")):
        follow += 1
    if follow + 1 < end and lows[follow] in _SCOPE_LEADS and lows[follow + 1] not in old_words:
        return None  # "no tabs in YAML": refused in one scope, not where the older memory holds it
    # Before it: a stop phrase ending just before (over determiners), or a negation within reach.
    j = k - 1
    while j >= start and lows[j] in _LEAD:
        j -= 1
    for phrase in _BEFORE_BY_LAST.get(lows[j], ()) if j >= start else ():
        first = j - len(phrase) + 1
        if first >= start and _matches(lows, first, phrase) \
                and not any(_denies(w) for w in lows[max(start, first - 2):first]):
            return " ".join(phrase)
    for back in range(k - 1, max(start, k - 4) - 1, -1):
        w = lows[back]
        if _denies(w):
            if any(x in _NOT_ALL for x in lows[back + 1:k]):
                return None
            return w
        if w not in _NEGATED_REACH and w not in _LEAD and not w.endswith("ed"):
            break
    # After it, over the rest of its name and nouns for the value itself: a stop phrase in its clause.
    for at in range(follow, min(end, follow + 3)):
        for phrase in _AFTER_BY_FIRST.get(lows[at], ()):
            if _matches(lows, at, phrase):
                if any(_denies(w) for w in lows[follow:at]):
                    return None  # "Jira was never retired"
                return " ".join(phrase)
        if lows[at] not in ("is", "was", "were", "are", "has", "have", "been", "just", "now", "got", "finally"):
            break
    if any(" ".join(lows[follow:end]).find(n) >= 0 for n in _LATER_NEGATION) and any(
            _denies(w) for w in lows[start:k]):
        return "no longer"
    return None


def _hits(lows: list[str], value: frozenset[str]) -> list[int]:
    """Where the older value stands in the newer text ("security@" for "security@acme.io" too)."""
    out = []
    for k, w in enumerate(lows):
        if w in value or any(len(w) >= 4 and ((w.endswith("@") and v.startswith(w)) or
                                               ("/" in w and v.endswith(w))) for v in value):
            out.append(k)
    return out


def _subject(text: str, skip: frozenset[str]) -> frozenset[str]:
    """The subject words of a text, cut to five letters (a crude stem), without the values in ``skip``."""
    low = text.lower()
    for value in skip:
        low = low.replace(value, " ")
    return frozenset(w[:5] for w in _WORD.findall(low) if len(w) > 2 and w not in _SUBJECT_LIGHT and not w.isdigit()
                     and not w.endswith(("ed", "ing", "n't")))  # a shared verb is not a shared subject


@lru_cache(maxsize=8192)
@kept_result()
def _older_value(old_text: str) -> frozenset[str]:
    """The older text's value: the last of the names it gives (cached)."""
    old_names = names(old_text, keyed=True)
    return _last_names(old_text, old_names) if old_names else frozenset()


def refused_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` refuses the value ``old_text`` names and names another, or ``None``."""
    low_new = new_text.lower()
    if not says(_CUE, low_new):
        return None
    if _KEPT.search(low_new):
        return None
    value = _older_value(old_text)
    if not value or not any(v[:6].lstrip("#@") in low_new or v[-6:] in low_new for v in value):
        return None  # the older value not in the newer text at all (before reading it word by word)
    tokens = _tokens(new_text)
    lows = [_bare(t) for t in tokens]
    hits = _hits(lows, value)
    if not hits or len(hits) > len(value):
        return None  # not named, or named again: refused in one place, kept in another
    cue = None
    for k in hits[:1]:
        cue = _refused_at(lows, k, len(hits), frozenset(_bare(t) for t in _tokens(old_text)))
    if cue is None:
        return None
    old_lower = old_text.lower()
    refused_words = {lows[k] for k in hits}
    fresh = sorted(w for w in names(new_text, keyed=True) if w not in old_lower and w not in refused_words
                   and not any(w in v or v in w for v in value))
    if not fresh:
        return None
    if not _subject(old_text, value) & _subject(new_text, value | frozenset(fresh)):
        return None  # another subject: the older value refused about something else
    return f"the newer memory refuses {' '.join(sorted(value))} ('{cue}') and names {fresh[0]}"

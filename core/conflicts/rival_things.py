"""Two things that share a head noun: the newer memory tells another thing of the older one's kind, not the older
thing changed — a frame of :func:`core.conflicts.bounds.bound` (``"thing"``), so every reader's finding passes it.

"payout batch job named 'nightly-settle'" / "refund batch job named 'nightly-reverse'", "timetable publication:
T-12 weeks" / "engineering notices publication: T-8 weeks", "the Perth plant" / "the Southern Seawater plant",
"TOS build on gantry 7" / "… on gantry 9": both memories name a noun of the older thing, each with a word that sets
it apart the other memory never says (the word right before the noun, or a number or quoted name right after it).
The readers match the shared noun and compare the values; the newer value is the other thing's.

Read from structure, once: the older word must be one of the older memory's thing (its key), never one of its values
— "a Logitech mouse" / "a Razer mouse" is one mouse with another value, so is a word the reader itself compared.
Not a word that only says which one of the older thing it is ("the new batch job", "our shed"), not a head that is an
attribute's own noun ("name", "owner"), not where either memory names the other's word anywhere.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.frames import subject_words
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.text.tokens import stem

_TOKEN = re.compile(r"[a-z0-9][\w'’-]*|['\"‘“][^'\"’”]{2,30}['\"’”]")
# Words before a noun that tell which one of a thing it is, not another thing: "the new job", "our shed".
_WHICH_ONE = frozenset(stem(w) for w in (
    "new old same current main usual former previous updated existing whole entire other another first second "
    "this that these those its their our my his her your the a an each every any all both either one only "
    "revised renamed shared default primary original latest").split())
# Heads that are an attribute's own noun, or too light to name a thing of their own.
_NOT_HEADS = frozenset(stem(w) for w in (
    "name names title owner owners version versions licence license value setting settings type kind size count "
    "number limit cap time day date week month year home address role post user team people person thing "
    "things stuff part parts way side end".split()))
_ATTITUDE = re.compile(r"\b(?:prefer|favou?r|like|likes|liked|love|loves|want|wants|wanted|rather|dislike|hate)",
                       re.IGNORECASE)
_NUMBERED = re.compile(r"^\d{1,4}$")


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(undated(text).lower())


def _opening(text: str) -> list[str]:
    """The words that name a memory's thing where it opens: a note's key before its ":" or "=", else its first five
    words (after an article)."""
    low = re.split(r"[,;(—–]|\s-\s|->|→", undated(text).lower().strip())[0]
    key, colon, _ = low.partition(":")
    if not colon:
        key, colon, _ = low.partition("=")
    tokens = _TOKEN.findall(key) if colon and len(key.split()) <= 8 else _TOKEN.findall(low)[:5]
    return tokens[1:] if tokens and tokens[0] in ("the", "a", "an") else tokens


def _stems(tokens: list[str]) -> set[str]:
    words = [w for t in tokens for w in t.strip("'\"‘“’”").split()]
    return {stem(w) for w in words} | {stem(p) for w in words for p in w.split("-") if p}


def _beside(tokens: list[str], head: str) -> tuple[set[str], set[str]]:
    """The words right before each use of ``head`` among ``tokens``, and the numbers or quoted names right after."""
    before, after = set(), set()
    for k, token in enumerate(tokens):
        if stem(token) != head:
            continue
        if k > 0 and tokens[k - 1][:1].isalpha():
            before.add(tokens[k - 1])
        if k + 1 < len(tokens) and (_NUMBERED.match(tokens[k + 1]) or tokens[k + 1][:1] in "'\"‘“"):
            after.add(tokens[k + 1])
    return before, after


def rival_things(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the newer memory's subject names a noun of the older memory's subject with a word before it that sets
    it apart, and the older subject names the noun with a word of its own (or a number after it), neither word said in
    the other memory (see the module doc). ``compared`` is the reason a reader gave; a word it compared is a value,
    not what sets a thing apart."""
    old_subject, new_subject = subject_words(old_text), subject_words(new_text)
    heads = {h for h in set(old_subject) & set(new_subject) if h.isalpha() and len(h) >= 3 and h not in _NOT_HEADS}
    if not heads or _ATTITUDE.search(old_text) is not None or _ATTITUDE.search(new_text) is not None:
        return False  # the cheap test first: a noun of both subjects; not a taste, whose words before a noun are its
        # value ("night exercises" / "daylight exercises")
    old_key = {k.lstrip("@") for k in read(old_text).key}
    older = read(old_text)
    if set(new_subject) & {stem(v) for vs in older.values.values() for v in vs}:
        return False  # the newer subject names the older value or holder: about the older fact ("Priyanka off …")
    old_all, new_all = _stems(_tokens(old_text)), _stems(_tokens(new_text))
    old_values = {stem(v) for vs in read(old_text).values.values() for v in vs for v in re.split(r"[\s-]+", v)}
    told = {stem(w) for w in re.findall(r"[a-z0-9][\w'’-]*", compared.lower())}
    for head in heads:
        was = old_subject[old_subject.index(head) - 1] if old_subject.index(head) > 0 else ""
        now = new_subject[new_subject.index(head) - 1] if new_subject.index(head) > 0 else ""
        if was and now and _sets_apart(was, now, old_all, new_all, told) and _keyed(was, old_key) \
                and stem(was) not in old_values and _right_before(was, head, old_text) \
                and _right_before(now, head, new_text):
            return True
        _, old_after = _beside(_opening(old_text), head)
        _, new_after = _beside(_opening(new_text), head)
        if any(_sets_apart(was, now, old_all, new_all, told) for was in old_after for now in new_after):
            return True
    return False


def _sets_apart(was: str, now: str, old_all: set[str], new_all: set[str], told: set[str]) -> bool:
    """Whether two words beside one noun name two things: each a word of its own, the other memory never saying it,
    neither what the reader compared nor a word that only tells which one."""
    was_s, now_s = stem(was.strip("'\"‘“’”")), stem(now.strip("'\"‘“’”"))
    if was_s == now_s or was_s in _WHICH_ONE or now_s in _WHICH_ONE or was_s in told and now_s in told \
            or was.lower() in W.LIGHT_WORDS or now.lower() in W.LIGHT_WORDS:
        return False
    if (len(was_s) < 2 and not was_s.isdigit()) or (len(now_s) < 2 and not now_s.isdigit()):
        return False
    if (was_s[:1] == now_s[:1] and (was_s[:3] == now_s[:3] or min(len(was_s), len(now_s)) <= 4)) \
            or (was_s.isalpha() and now_s.isalpha() and min(len(was_s), len(now_s)) <= 3):
        return False  # one word clipped or told by its initials ("maint" / "maintenance", "DG" / "dangerous-goods")
    was_parts, now_parts = _parts(was), _parts(now)
    own_was, own_now = was_parts - now_parts, now_parts - was_parts
    return bool(own_was) and bool(own_now) and not (own_was & new_all) and not (own_now & old_all)


def _right_before(word: str, head: str, text: str) -> bool:
    """Whether ``word`` stands right before ``head`` in ``text``, not as a possessive ("the hospital's vehicles" names
    a holder, "responsibility for the vehicles" an attribute of them)."""
    tokens = _tokens(text)
    return any(stem(tokens[k + 1]) == head and stem(token) == word and not token.endswith(("'s", "’s"))
               for k, token in enumerate(tokens[:-1]))


def _keyed(word: str, key: set[str]) -> bool:
    """Whether ``word`` is one of a memory's thing words (its key), whole or by a part of a hyphened word."""
    return stem(word) in key or bool(_parts(word) & key)


def _parts(word: str) -> set[str]:
    """A word's stems, a hyphened word's each ("embedding-training": "embed", "train")."""
    return {stem(p) for p in re.split(r"[\s-]+", word.strip("'\"‘“’”")) if p}

"""A use told with "every" or "all" given another tool: the quantifier says one tool holds the whole use.

"I use Notion for all my meeting notes" / "Every meeting note of mine lives in an Obsidian vault"; "The user edits
video in Final Cut Pro" / "The user cuts every client video in DaVinci Resolve Studio"; "Customer support tickets are
handled in Zendesk" / "Every support ticket is answered from the Freshdesk inbox". Notes, video and support are kinds
a person holds several tools of (:mod:`core.conflicts.tool_swap` leaves them), and no change word is said; but a
newer memory that puts *every* one of the older memory's things in another named tool, the older tool not named
again, leaves no room for the older one.

Read here: the newer text says "every", "all" or "each" before a noun the older text also names (the use, not a
time: "every night" is how often); the older text names a tool (a capitalised name past its first word) that the
newer text never names; the newer names one of its own; the newer sentence is about the writer, the user or the
things themselves (it opens with a self word, "the user", the quantifier or the use's noun — not someone else).
Whatever the statement model finds hedged, temporary, additive or about the past is the caller's to refuse.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.lexicon import TIME_WORDS
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_QUANTIFIED = re.compile(r"\b(?:every|all|each)\s+((?:(?:my|his|her|their|our|the|of|one|single|user's|user’s)\s+)*)"
                         r"([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})")
_WORD = re.compile(r"[A-Za-z][\w'’.-]*")
# Words that end the use's noun phrase after the quantifier: a verb, a preposition, a word of structure.
_ENDS = W.STOP_WORDS | W.COPULAS | frozenset("lives live go goes runs run sits gets is are was were of mine in on at "
                                             "from with into through".split())
_OPENERS = W.SELF_WORDS | frozenset("the every all each".split())
_NOT_NAMES = frozenset("i the a an user my our every all each".split())
_TIMES = TIME_WORDS | frozenset("night nights day days week weeks month months morning evening year time times "
                                "hour hours minute minutes other".split())


def _use(low_new: str) -> list[str]:
    """The noun phrase after "every"/"all"/"each" in the newer text, word by word, or an empty list."""
    for m in _QUANTIFIED.finditer(low_new):
        words: list[str] = []
        for w in m.group(2).split():
            if w in _ENDS:
                break
            words.append(w)
        if words and not any(w in _TIMES for w in words):
            return words
    return []


_USED_IN = frozenset("in on with via using use uses used through from into over by".split())
_DETERMINERS = frozenset("a an the my our their his her".split())


def _names(text: str) -> list[str]:
    """The names a text gives a tool: capitalised words standing where a tool is used ("in Final Cut Pro", "from the
    Freshdesk inbox", "use Notion"), not a unit after an amount ("512 MiB") nor a sentence's first word."""
    words = _WORD.findall(undated(text))
    moved = _MOVE_VERB.search(text.lower()) is not None
    found: list[str] = []
    for k in range(1, len(words)):
        w = words[k]
        if not w[:1].isupper() or w.lower() in _NOT_NAMES:
            continue
        before = [x.lower() for x in words[max(0, k - 2):k]]
        run = bool(found) and words[k - 1].lower().rstrip(".") == found[-1]
        led = before[-1] in _USED_IN or (len(before) == 2 and before[-1] in _DETERMINERS and before[0] in _USED_IN) \
            or (moved and _moved_to([x.lower() for x in words[max(0, k - 4):k]]))
        if run or led:
            found.append(w.lower().rstrip("."))
    return found


# A move's verb before "to": "moved every open bug over to Linear", "files were migrated to a Nextcloud box"; not a
# thing handed to someone ("sent every invoice over to Maria").
_MOVE_VERBS = ("moved", "migrated", "ported", "shifted", "transferred")
_MOVES = frozenset(_MOVE_VERBS) | {"over"}
_MOVE_VERB = re.compile(r"\b(?:" + "|".join(_MOVE_VERBS) + r")\b")


def _moved_to(before: list[str]) -> bool:
    """Whether the words before a name end in a move's "to" ("over to", "migrated to a"): where the use went."""
    while before and before[-1] in _DETERMINERS:
        before = before[:-1]
    return len(before) >= 2 and before[-1] == "to" and before[-2] in _MOVES


def every_use_change(old_text: str, new_text: str) -> str | None:
    """``"same use (every …), old tool → new tool"`` when the newer memory gives every one of the older memory's
    things to another named tool (see the module doc), else ``None``."""
    low_new = new_text.lower()
    if "every" not in low_new and "all " not in low_new and "each" not in low_new:
        return None  # cheap: no quantifier, no use told whole
    use = _use(low_new)
    if not use:
        return None
    old_stems = {stem(w) for w in re.findall(r"[a-z][a-z-]*", old_text.lower())}
    if stem(use[-1]) not in old_stems:
        return None  # the use's noun is not the older memory's
    opening = re.findall(r"[a-z']+", undated(new_text).lower())[:2]
    if not opening or not (opening[0] in _OPENERS or opening[0] in use):
        return None  # "Dana cuts every video in Premiere": someone else
    old_names, new_names = _names(old_text), _names(new_text)
    told = [n for n in new_names if n not in old_names]
    if not any(stem(n) not in old_stems for n in told):
        return None  # the newer names nothing the older memory does not say
    new_words = {w.lower().rstrip(".") for w in _WORD.findall(new_text)}
    if not old_names or not told or any(n in new_words for n in old_names):
        return None
    return f"same use (every {' '.join(use)}), {' '.join(old_names)} → {' '.join(told)}"

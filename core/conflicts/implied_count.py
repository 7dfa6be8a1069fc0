"""A count's change told without the count it comes to: "The user employs four watchmakers" / "Two of the user's
watchmakers retired and nobody replaced them"; "voice library: 48 stock voices" / "nine stock voices retired from the
library, none added"; "Glacier-area lookouts staffed: 9" / "staffed count down by two — Numa + Loneman closed".

People often tell how many went, and that none came in their place, and leave the sum to the reader; or they tell
the count's move by so many ("down by two", "up by three"). The older count less (or plus) that many is the count
now, another than the older one: :func:`core.conflicts.noun_counts.tallied_count_change` reads the same change where
the total is said.

Read here: the older text gives one count of one noun; the newer text tells (a) a number of that noun gone (retired,
left, quit, sold, scrapped, written off …) and that none took their place ("nobody replaced them", "none added",
"not replaced", "without replacement"), or (b) "<words of the older text> down|up by <number>". The number is less
than the older count.

Not a change: some gone and replaced ("two retired and were replaced"), out for a while ("on leave", "this week"), a
plan ("may retire"), another noun's count, someone else's ("two of my sister's …"), a name the older memory lacks
before the change is told; what the statement model finds hedged or temporary (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.value_words import NUMBER_WORDS, format_number, parse_number
from core.text.tokens import stem

_COUNT = r"(\d[\d,]*|" + "|".join(w for w, v in NUMBER_WORDS.items()
                                   if isinstance(v, int) and v > 1 and w not in ("twice", "thrice", "few", "several",
                                                                                 "multiple", "couple")) + r")"
# "<K> [of the user's|of my|of our] [modifiers] <noun> [were|have] <gone>"
_GONE = re.compile(r"(?<![\w.,$€£-])" + _COUNT + r"\s+(?:of\s+(?P<whose>the user['’]s|my|our|their|the)\s+)?"
                   r"(?P<noun>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:were\s+|was\s+|have\s+|had\s+|got\s+)?"
                   r"(?:retired|left|quit|resigned|died|sold|sold off|scrapped|removed|closed|written off|lost"
                   r"|withdrawn|dropped|decommissioned|moved on|moved away|let go|transferred out|culled)\b")
# None took their place.
_NONE_IN_PLACE = re.compile(r"\b(?:nobody|no one|none|not)\s+(?:was\s+|were\s+|has been\s+|have been\s+|got\s+)?"
                            r"(?:replaced|added|hired|taken on|brought in)\b|\bwithout (?:a )?replacements?\b"
                            r"|\bno replacements?\b")
# "<count's words> down|up by <K>": the count moved by so many.
_MOVED_BY = re.compile(r"(?P<words>(?:[a-z][\w-]*\s+){1,3}?)(?P<way>down|up)\s+by\s+" + _COUNT + r"\b")
# "<K> more <noun> joined", "hired <K> more <noun>": the count up by so many, the total left to the reader.
_MORE = re.compile(r"(?<![\w.,$€£-])" + _COUNT + r"\s+(?:more|extra|additional)\s+"
                   r"(?P<noun>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+(?:have\s+|has\s+|had\s+|were\s+)?"
                   r"(?:joined|been added|been hired|signed on|came on board|came aboard|started)\b")
_TOOK_MORE = re.compile(r"\b(?:hired|added|took on|brought on|onboarded|recruited|bought|acquired)\s+" + _COUNT
                        + r"\s+(?:more|extra|additional)\s+(?P<noun>(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\b")
# Where the rest of the added ones' clause ends: a why or when after it.
_CLAUSE_END = re.compile(r"[;,:.—–()]|\b(?:after|since|because|following|as|when|so)\b")
_COUNT_NOUNS = frozenset("count number numbers total headcount tally".split())
# Out for a while, a plan, replaced after all.
_NOT_STANDING = re.compile(r"\b(?:on leave|off sick|away|for now|this (?:week|month|season|term)|today|until|while"
                           r"|temporar\w*|may|might|could|would|will|plan\w*|expect\w*|if)\b|\bwere replaced\b"
                           r"|\breplaced (?:them|by|with)\b(?<!nobody replaced them)(?<!no one replaced them)")
_OTHERS = re.compile(r"\b(?:his|her|neighbou?r\w*|friend\w*|sister\w*|brother\w*|colleague\w*|partner\w*|cousin\w*)\b")


def _count_of(old_text: str) -> tuple[str, float] | None:
    """The older text's one count: its noun as the value model keeps it and its number."""
    counts = [(slot.partition(":")[2].split("/")[0], values) for slot, values in read(old_text).values.items()
              if slot.startswith("number:")]
    if len(counts) != 1 or len(counts[0][1]) != 1:
        return None
    (value,) = counts[0][1]
    number = parse_number(value)
    return None if number is None else (counts[0][0], number)


def _number(word: str) -> float | None:
    return float(NUMBER_WORDS[word]) if word in NUMBER_WORDS else parse_number(word.replace(",", ""))


def implied_count_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text's change leaves the older count at another number it does not say, or ``None``."""
    low = undated(new_text).lower()
    if " more " in low or " extra " in low or " additional " in low:
        more = _MORE.search(low) or _TOOK_MORE.search(low)
        if more is not None:
            return _count_up(old_text, low, more)
    if not says(_GONE, low) and not says(_MOVED_BY, low):
        return None  # the newcomer's cheap test, answered once per text
    gone, moved = _GONE.search(low), _MOVED_BY.search(low)
    if gone is None and moved is None:
        return None  # the cheap test first
    if _NOT_STANDING.search(low) or any(w not in old_text.lower() for w in _OTHERS.findall(low)):
        return None
    counted = _count_of(old_text)
    if counted is None:
        return None
    noun, was = counted
    old_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", undated(old_text).lower())}
    if gone is not None and _NONE_IN_PLACE.search(low[gone.end():]) and moved is None:
        by, way, told = _number(gone.group(1)), "down", gone.group("noun").split()
        if not noun or (stem(told[-1]) not in (noun, stem(noun)) and not stem(told[-1]).startswith(noun)):
            return None  # another noun's count
        if any(stem(w) not in old_stems for w in told[:-1]):
            return None  # "two *night* watchmen": a narrower count
        if gone.group("whose") == "the user's" and "user" not in old_text.lower():
            return None
        end = gone.end()
    elif moved is not None and gone is None:
        by, way = _number(moved.group(3)), moved.group("way")
        words = [w for w in moved.group("words").split() if w not in W.STOP_WORDS]
        if not words or any(stem(w) not in old_stems and w not in _COUNT_NOUNS for w in words) \
                or not any(stem(w) in old_stems for w in words):
            return None  # "crew count down by two" after "lookouts staffed": another count
        end = moved.end()
        noun = noun or " ".join(words)
    else:
        return None
    if by is None or not 0 < by < was:
        return None
    if any(name not in old_text for name in re.findall(r"(?<=\s)[A-Z][\w-]+", undated(new_text)[:end])):
        return None  # another named thing's count (names told after the change say which went)
    now = was - by if way == "down" else was + by
    return f"same count ({noun}), {format_number(was)} → {format_number(now)} (the change implies it)"


def _count_up(old_text: str, low: str, more: re.Match[str]) -> str | None:
    """ "The user said two more analysts joined the shift" after "… is staffed by five analysts": the older count of
    that noun up by so many. Not another or a narrower noun ("two more *night* analysts"), nor one joined somewhere the
    older text does not name ("… joined the *audit* team"), for a while, planned, or someone else's."""
    if _NOT_STANDING.search(low) or any(w not in old_text.lower() for w in _OTHERS.findall(low)):
        return None
    by, told = _number(more.group(1)), more.group("noun").split()
    counted = _count_of(old_text) or _count_before(old_text, told[-1])
    if counted is None:
        return None
    noun, was = counted
    if not noun or by is None or (stem(told[-1]) not in (noun, stem(noun)) and not stem(told[-1]).startswith(noun)):
        return None  # another noun's count
    old_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", undated(old_text).lower())}
    rest = low[more.end():]
    end = _CLAUSE_END.search(rest)
    rest_words = [w for w in re.findall(r"[a-z][\w'’-]*", rest[: end.start()] if end else rest)
                  if w not in W.STOP_WORDS and w not in W.FILLER_WORDS]
    if any(stem(w) not in old_stems for w in told[:-1] + rest_words):
        return None  # "two more *night* analysts", "joined the *audit* team": another count
    return f"same count ({noun}), {format_number(was)} → {format_number(was + by)} (the change implies it)"


def _count_before(old_text: str, noun: str) -> tuple[str, float] | None:
    """The older text's one number right before ``noun`` ("staffed by five analysts"), where the value model reads
    none: the noun's stem and the number, or ``None`` (none, or several)."""
    found = {(stem(m.group(2)), _number(m.group(1))) for m in re.finditer(_COUNT + r"\s+([a-z][\w-]*)",
                                                                          undated(old_text).lower())
             if stem(m.group(2)) == stem(noun)}
    if len(found) != 1:
        return None
    ((told, number),) = found
    return None if number is None else (told, number)

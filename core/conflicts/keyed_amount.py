"""One keyed count or amount told again in a terse note, its key's words in another order: :func:`keyed_amount`.

"max group size: 12 (Big Ice)" / "Big Ice groups: 10 max, park rule"; "page budget: 480pp (biology)" / "biology page
budget: 512pp, sig-aligned"; "aviary capacity: 30 birds" / "aviary cap 24 after wing B demolished"; "signatures per
book: 8" / "sig count cut to 6". The older note is "key: amount", a bracket or the words after the amount saying
whose or where ("(Big Ice)", "on site"); a new hand puts those words into the key, reorders it, drops the measure's
own noun ("size", "count", "max", "cap") or clips a word ("sig"), and writes the amount after the key with or
without a colon. Read here:

- the older note's **key** (the words before its colon, less the measure's nouns and "per <unit>") and its
  **place words** (a bracket after the amount, the words after its unit);
- the newer note's key: every word before its one amount, less the measure's nouns, the verbs that set it ("cut
  to", "->") and "per <unit>"; what follows the amount (a reason, "max") names no thing;
- a change: one amount each (a number with a point and no unit may be a version: none), of one unit where both
  write one, and another number; every word of the older key in the newer key (a clipped word of three letters or
  more counts: "sig" / "signatures"), every word of the newer key in the older note's key or place words.

Not a change: another thing counted (a word of the newer key the older note never says: "total horses", "lesson
horses"), a narrower scope in a bracket of the newer note ("(lion's mane trial rooms)"), an addition ("+2", "more",
"extra"), a window or a plan ("this week", "proposed", a question), the same amount; and whatever the statement
model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.conflicts.value_words import MEGABYTES, SECONDS, UNIT_WORDS, parse_number
from core.text.tokens import stem

# An amount in figures, "1.2k" a thousand and two hundred: "€1,500", "480pp", "12".
_AMOUNT = re.compile(r"(?<![\w.,/-])([$€£]?)(\d[\d,]*(?:\.\d+)?)(k\b)?(?:\s*([a-z%]{1,6}\b))?", re.IGNORECASE)
# The older note: "key: amount …".
_OLDER = re.compile(r"^\s*(?P<key>[^:;()\d]{2,60}?)\s*[:=]\s*(?:about |~|max\.? )?(?=[$€£]?\d)")
# Nouns and verbs that name the measure or its setting, not the thing counted.
_MEASURE = frozenset(stem(w) for w in (
    "max maximum cap caps capped capacity limit limits ceiling size count counts number headcount cut set raised "
    "lowered reduced increased bumped dropped changed now updated to at is are").split())
_MEASURE_TOTAL = frozenset(stem(w) for w in "total totals".split())  # a sum over more things: never the measure's
_PER = re.compile(r"\bper [a-z]+\b|/[a-z]+\b", re.IGNORECASE)
_BRACKET = re.compile(r"\(([^()]*)\)")
# An addition, a window, a plan or a question: no standing amount changed.
_NOT_STANDING = re.compile(r"\+\s*\d|\?|\b(?:more|extra|another|added|also|this (?:week|month|season)|today|for now"
                           r"|temporar\w*|until|propos\w*|pending|maybe|considering|incl\.?|including|still|same|untouched"
                           r"|unchanged|kept|as before|was|were|last|tried|planned|discussion|hiring)\b",
                           re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z'’-]*")
_DIGIT = re.compile(r"\d")
# A bracket that says why or how, not where: "(paper too thick)", "(reduced, stock low)", "(2 rotated out)".
_WHY_BRACKET = re.compile(r"\d|\b(?:too|after|because|since|due|per|reduced|raised|cut|low|high|short)\b",
                          re.IGNORECASE)
# Words after an amount that are no unit of it: "24 after …", "10 max".
_NOT_UNIT = W.STOP_WORDS | frozenset("after since from max per until each".split())
# Units of time, size, money and measure: an amount in one of them is another amount in any other.
_TYPED = frozenset(SECONDS) | frozenset(MEGABYTES) | frozenset(UNIT_WORDS) \
    | frozenset("s ms m h l ml sq ft lts lts st nd rd th".split())
# What may stand between a note's colon and its amount: "~", "about", "max".
_BEFORE_AMOUNT = re.compile(r"^\s*(?:~|about|approx\.?|max\.?|cut to|->|→|=)?\s*$", re.IGNORECASE)
# Where what follows the newer amount stops naming what is counted: a clause, a reason.
_COUNTED_ENDS = re.compile(r"[,;()—–]|\b(?:after|since|because|due|from|until|per|as)\b", re.IGNORECASE)
_MOST_WORDS = 14


def _stems(text: str) -> set[str]:
    """The content stems of a key, hyphened words by their parts too."""
    found: set[str] = set()
    for word in _WORD.findall(text.lower()):
        for part in {word, *word.split("-")}:
            part = part.strip("'’").removesuffix("'s").removesuffix("’s")
            if len(part) > 1 and part not in W.STOP_WORDS:
                found.add(stem(part))
    return found - _MEASURE - {""}


def _among(word: str, words: set[str]) -> bool:
    """``word`` one of ``words``, or one clipped to its first three letters or more ("sig" / "signatur")."""
    return word in words or any(len(a) >= 3 and b.startswith(a) for w in words for a, b in ((word, w), (w, word)))


def _one_amount(text: str) -> tuple[float, str, re.Match[str]] | None:
    found = [m for m in _AMOUNT.finditer(text)]
    if len(found) != 1 or "." in found[0].group(2) or re.match(r"[.\d]|-[a-z]", text[found[0].end(2):]):
        return None  # none or several, a version ("20.11.1", "4.2"), a compound ("2-space")
    number = parse_number(found[0].group(2).replace(",", ""))
    if number is None:
        return None
    unit = (found[0].group(4) or "").lower()
    if unit in _NOT_UNIT:
        unit = ""
    return number * (1000.0 if found[0].group(3) else 1.0), found[0].group(1) + unit, found[0]


def keyed_amount(old_text: str, new_text: str) -> str | None:
    """Why the newer note gives the older note's keyed amount another number, or ``None`` (see the module doc)."""
    if ":" not in old_text or _DIGIT.search(new_text) is None:
        return None  # the cheap test first: the older text is no keyed note, or the newer tells no amount
    old_body, new_body = undated(old_text).strip().rstrip("."), undated(new_text).strip().rstrip(".")
    keyed = _OLDER.match(old_body)
    if keyed is None or len(_WORD.findall(new_body.lower())) > _MOST_WORDS or _NOT_STANDING.search(new_body):
        return None
    old_plain = _BRACKET.sub(lambda m: m.group(0) if re.search(r"\d", m.group(1)) else "", old_body)
    before, after = _one_amount(old_plain[keyed.end():]), _one_amount(_BRACKET.sub("", new_body))
    if before is None or after is None or _one_amount(_BRACKET.sub("", old_body)) is None:
        return None
    was, old_unit, _ = before
    now, new_unit, found = after
    if was == now or (old_unit and new_unit and stem(old_unit) != stem(new_unit)) \
            or (any(u in _TYPED or u.startswith(("$", "€", "£")) for u in (old_unit, new_unit))
                and old_unit != new_unit):
        return None  # the same amount, another unit, or an amount of time, size or money told in another unit
    old_key = keyed.group("key")
    new_plain = _BRACKET.sub("", new_body)
    new_head = new_plain[:found.start()]
    new_key, colon, between = new_head.partition(":")
    if colon and not _BEFORE_AMOUNT.match(between):
        return None  # "retry policy: exponential backoff, base 200ms": the amount of another part of the key's value
    counted = _COUNTED_ENDS.split(new_plain[found.end(2):], maxsplit=1)[0]
    if not _stems(counted) <= _stems(old_body) | {stem(new_unit)} - {""} and not (_stems(counted) <= {"max"}):
        return None  # "17 open PRs" after "42 open issues", "… for the ml team": another thing counted, a scope
    if re.search(r"\bper\b", new_plain[found.end(2):]) and not re.search(r"\bper\b|/", old_body):
        return None  # "90 per session" after "120 people": an amount of each occasion, not the older whole
    if _PER.search(old_key) and _PER.search(new_key) and \
            {stem(m.lower().lstrip("/").removeprefix("per ")) for m in _PER.findall(old_key)} \
            != {stem(m.lower().lstrip("/").removeprefix("per ")) for m in _PER.findall(new_key)}:
        return None  # "per driver" / "per team": another unit the amount is counted in
    key_words, new_words = _stems(_PER.sub(" ", old_key)), _stems(_PER.sub(" ", new_key))
    if key_words <= {"pref", "preference"}:
        return None  # "pref: 2-space indent": a preference told, not an amount kept
    if {stem(w) for w in _WORD.findall(new_key.lower())} & _MEASURE_TOTAL:
        return None  # "total horses on yard": a sum over more than the older count
    if (_stems(new_body) - _stems(old_body)) & W.SCOPE_WORDS:
        return None  # "… in staging": another scope
    place = _stems(" ".join(_BRACKET.findall(old_body))) | _stems(old_plain[keyed.end():])
    if not key_words or not new_words or not all(_among(w, new_words) for w in key_words) \
            or not all(_among(w, key_words | place) for w in new_words):
        return None  # another thing counted, or the older count narrower or wider
    for bracket in _BRACKET.findall(new_body):
        if not _WHY_BRACKET.search(bracket) and not all(_among(w, key_words | place) for w in _stems(bracket)):
            return None  # "(lion's mane trial rooms)": the newer amount holds for a narrower scope
    return f"same keyed amount ({' '.join(sorted(key_words))}), {_shown(was, old_unit)} → {_shown(now, new_unit)}"


def _shown(amount: float, unit: str) -> str:
    """An amount as a person reads it: "12", "€1500", "480 pp"."""
    number = f"{amount:g}"
    if unit[:1] in "$€£" and unit:
        return unit[0] + number + (" " + unit[1:] if unit[1:] else "")
    return f"{number} {unit}".strip()

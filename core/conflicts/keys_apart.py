"""Two terse notes whose keys name two things, or the newer key a narrower part of the older one: a guard.

"defib at Pen-y-Pass: owned by MRT" / "defib at Ogwen Cottage: owned by National Trust"; "TOS build on gantry 7:
12.3" / "TOS build on gantry 9: 12.1"; "cert renewals: 03:00 UTC nightly" / "cert renewals for .de zones: 04:00
UTC". A note-taker writes one key per thing and tells the thing apart with a phrase after the key's head ("at
<place>", "on <unit>", "for <scope>") or a number ("gantry 7"). The readers align the keys' content words and find
one thing, whose value changed; read here instead by the keys' structure:

- each note's **key**: the words before the separator (a colon, "=", "->" or "→" followed by a space; a date the
  note opens with taken off first), at most :data:`_MOST_KEY_WORDS` words;
- the key's **head** (the words before its first scoping preposition) and its **qualifier** (the content words after
  it), and its **numbers** ("gantry 7", "rack B2").

Two things: the heads are one, and either both keys are qualified and each qualifier holds a word the other lacks, or
the keys differ only in a number at one place. A narrower scope: the heads are one, the older key has no qualifier,
the newer key's qualifier opens with "for" ("cert renewals for .de zones"): a value for a part, beside the older
value for the whole. A qualifier of time or of a change ("for now", "in 2026", "on Mondays from May") is no thing:
the readers of time and of temporary wording read those.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# A key runs a few words; a longer opening before a colon is a sentence ("The user said: …").
_MOST_KEY_WORDS = 7
# The separator of a terse note's key: a colon (not a clock's "03:00", not a URL's "https://"), "=", an arrow.
_KEY = re.compile(r"^\s*([^:=\n]{1,80}?)\s*(?::(?=\s)|\s=\s|\s->\s|\s→\s)")
# The prepositions that set a key's thing apart from its head: "at <place>", "on <unit>", "for <scope>", "in <site>".
_SCOPING = frozenset("at on for in of".split())
_WORD = re.compile(r"[\w.'’-]+")
# A unit's number in a key ("gantry 7", "rack b2"); a year ("2025: team size 8") is when, not which.
_NUMBER = re.compile(r"^(?![12]\d{3}$)[a-z]?\d+[a-z]?$")
# Words of time or of a change: a qualifier made of them tells when, not which thing.
_NOT_A_THING = CALENDAR_WORDS | W.TIME_WORDS | frozenset(
    """now good today tomorrow tonight future moment while time being next this last new old all every each morning
    afternoon evening night weekday weekend summer winter spring autumn fall season term holiday""".split())


def _written(text: str) -> list[str]:
    """The words of ``text`` as written, a dot or quote around each taken off."""
    return [w for w in (w.strip(".'’") for w in _WORD.findall(text)) if w]


def _words(text: str) -> list[str]:
    return [w.lower() for w in _written(text)]


def _key_written(text: str) -> list[str] | None:
    """The words of the note's key as written, or ``None`` when the note has no key."""
    found = _KEY.match(undated(text))
    if found is None:
        return None
    words = _written(found.group(1))
    if not words or len(words) > _MOST_KEY_WORDS:
        return None
    return words


def _letter_label(written: list[str], at: int) -> bool:
    """Whether the key's word at ``at`` is one capital letter after a word ("tank *A*", "Plan *B*"): which unit."""
    return 0 < at < len(written) and len(written[at]) == 1 and written[at].isupper()


def _parts(words: list[str]) -> tuple[frozenset[str], frozenset[str] | None, str]:
    """The key's head (stems before its first scoping preposition), its qualifier's content stems (``None``: none),
    and the preposition that opens the qualifier."""
    for k, word in enumerate(words):
        if word in _SCOPING and 0 < k < len(words) - 1:
            rest = [w for w in words[k + 1:] if w not in W.STOP_WORDS]
            if not rest or any(w in _NOT_A_THING or w.removesuffix("s") in _NOT_A_THING  # "on Mondays"
                               or (w.isdigit() and len(w) == 4) for w in rest):
                return _stems(words), None, ""
            return _stems(words[:k]), _stems(rest), word
    return _stems(words), None, ""


def _stems(words: list[str]) -> frozenset[str]:
    return frozenset(stem(w) for w in words if w not in W.STOP_WORDS)


def keys_apart(old_text: str, new_text: str) -> bool:
    """Whether two terse notes' keys name two things, or the newer key a part of the older one's thing."""
    old_written, new_written = _key_written(old_text), _key_written(new_text)
    if old_written is None or new_written is None:
        return False
    old_words, new_words = [w.lower() for w in old_written], [w.lower() for w in new_written]
    if len(old_words) == len(new_words):
        differ = [(k, a, b) for k, (a, b) in enumerate(zip(old_words, new_words)) if a != b]
        if len(differ) == 1 and all(_NUMBER.match(w) for w in differ[0][1:]):
            return True  # "gantry 7" / "gantry 9": another unit of one kind
        if len(differ) == 1 and _letter_label(old_written, differ[0][0]) and _letter_label(new_written, differ[0][0]):
            return True  # "tank A volume" / "tank B volume": another unit of one kind, told by its letter
    old_head, old_scope, _ = _parts(old_words)
    new_head, new_scope, opener = _parts(new_words)
    if not old_head or old_head != new_head or new_scope is None:
        return False
    # a word of the newer qualifier said after the older key names the older note's thing there: "CI: Jenkins
    # (rail-ops-etl repo)" / "CI for rail-ops-etl = GitHub Actions" is one thing keyed two ways
    if new_scope & _stems(_words(_KEY.sub("", undated(old_text), count=1))):
        return False
    if old_scope is None:
        return opener == "for"  # "cert renewals for .de zones": a value for a part of the whole
    return bool(old_scope - new_scope)

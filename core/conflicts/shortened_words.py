"""A thing's word told shorter: the newer text's word that stands for one of the older text's words, clipped or cut.

"the tab converter" for the "tablature converter" (a clipped start), "telemetry" for the "vehicle-telemetry box"
(a part of a compound), "sheet" for the "spreadsheet" and "hook" for the "webhook" (a compound's tail): one thing
told in fewer letters. The readers that ask this (addresses, licences, names) read words of their own kinds and
so ask with bounds of their own, a :class:`Shortening` each; the reading itself is :func:`shortens` and, over the
older text's words, :func:`whole_word`.
"""

from __future__ import annotations

from collections.abc import Iterable

from core.model.lean import lean_dataclass
from core.text.tokens import stem


@lean_dataclass(frozen=True)
class Shortening:
    """Which ways a word may tell another shorter, and how short it may be.

    ``parts``: a part of a hyphened word told alone — ``"stem"`` compares the parts' stems (for a reader whose
    words are stems), ``"written"`` the parts as written, ``None`` reads no parts. A part of two letters or
    fewer never counts ("db" of "db-primary" names the kind, not the thing).
    ``start``: a clipped start ("cam" of "camera") as (its fewest letters, the fewest letters cut off), or ``None``.
    ``tail``: a compound's tail ("hook" of "webhook") as (its fewest letters, the fewest letters cut off), or
    ``None``.
    ``letters_only``: a start or a tail counts only when it is all letters ("worker 2", "v2": a number names
    another thing of the kind, never the same one shorter).
    """

    parts: str | None = None
    start: tuple[int, int] | None = None
    tail: tuple[int, int] | None = None
    letters_only: bool = False


def shortens(word: str, whole: str, how: Shortening) -> bool:
    """Whether ``word`` tells ``whole`` shorter in one of the ways ``how`` allows; a word never shortens itself."""
    if word == whole:
        return False
    if how.parts is not None and "-" in whole:
        parts = [p for p in whole.split("-") if len(p) > 2]
        if word in ({stem(p) for p in parts} if how.parts == "stem" else parts):
            return True
    if how.letters_only and not word.isalpha():
        return False
    if how.start is not None and len(word) >= how.start[0] and len(whole) - len(word) >= how.start[1] \
            and whole.startswith(word):
        return True
    return how.tail is not None and len(word) >= how.tail[0] and len(whole) - len(word) >= how.tail[1] \
        and whole.endswith(word)


def whole_word(word: str, wholes: Iterable[str], how: Shortening) -> str | None:
    """The one word of ``wholes`` that ``word`` tells shorter (:func:`shortens`), or ``None`` when none does or
    several do (which one would it be?)."""
    found = [w for w in wholes if shortens(word, w, how)]
    return found[0] if len(found) == 1 else None

"""A thing named by a short form of the other memory's words: its initials, or its words joined in another order.

"2025-02-08 — gas chromatograph software MaxBase 3.0." / "2025-07-12 — GC on MaxBase 3.2 after vendor visit.";
"The user's permit-to-work meeting is at 06:30 daily." / "… holds the PTW meeting at 06:15"; "The fire and gas system
test is carried out on the first Sunday …" / "The F&G test has been rescheduled to …"; "The Svelte ESLint plugin is
pinned at 2.35." / "The eslint-plugin-svelte pin was raised to 2.46". Read whole, the short form is a word the other
memory never says: another thing to the readers that compare keys, or a holder the older memory lacks. Spelled as the
other memory spells it, the thing is the same and the value alone moved.

Read here: initials of two to five letters standing alone, "&" standing for "and" ("GC", "PTW", "F&G"), that are the
first letters of one run of words of the other text (a hyphen parts words: "permit-to-work" is P, T, W; "of", "the",
"and" inside a run may be left out of the initials); and a package name of hyphened words ("eslint-plugin-svelte")
whose words, in another order, are one run of words of the other text ("Svelte ESLint plugin"). The newer text is read
again in the older memory's words (or the older in the newer's, for a short form the older memory writes), and
whatever decides that pair decides this one: the readers and the frame guards still read the whole sentence.

Left as they are: initials the other text also writes, or that two runs of its words could stand for; a run that opens
or closes on a small word ("for the HL7 interface repo" is no "FHIR") or holds a number or another short form; a
hyphened name with a word the other text's run lacks ("eslint-plugin-react" beside "Svelte ESLint plugin" is another
plugin).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

from core.conflicts import wording as W
from core.conflicts.initials import INITIALS_WITH_AND, runs_spelling, write_out

M = TypeVar("M")

# A name of three or more hyphened words ("eslint-plugin-svelte"); two may be a plain compound ("per-shift").
_HYPHENED = re.compile(r"(?<![\w.@/-])[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*){2,}(?![\w@/-])")
# The words of a text with where each stands, a hyphen parting words ("permit-to-work": permit, to, work).
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")
# Words a run may hold without a letter of the initials ("Vice President of Engineering": VPE).
_SKIPPED = frozenset({"of", "the", "and"})


@lru_cache(maxsize=2048)
def _words(text: str) -> tuple[tuple[str, int, int], ...]:
    """(word, start, end) for each word of ``text``; a word joined to the next by a hyphen or space alike."""
    return tuple((m.group(0), m.start(), m.end()) for m in _WORD.finditer(text))


def _runs_for(initials: str, text: str) -> set[tuple[int, int]]:
    """The (start, end) of each run of words of ``text`` whose first letters are ``initials`` ("&" gives no letter),
    kept where the run is one stretch of plain words that neither opens nor closes on a small word."""
    words = _words(text)
    found: set[tuple[int, int]] = set()
    for i, j in runs_spelling(initials.replace("&", ""), [w for w, _, _ in words], _SKIPPED):
        run = words[i:j]
        if _one_stretch(text, words[i][1], words[j - 1][2]) \
                and all(w.isalpha() and not w.isupper() for w, _, _ in run) \
                and words[j - 1][0].lower() not in W.STOP_WORDS \
                and (words[i][0].lower() not in W.STOP_WORDS or "-" in text[words[i][1]:words[j - 1][2]]):
            found.add((words[i][1], words[j - 1][2]))
    return found


def _one_stretch(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is one stretch of words, joined only by spaces and hyphens ("fire and gas")."""
    return re.fullmatch(r"[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*", text[start:end]) is not None


def _spelled(short_text: str, long_text: str) -> str | None:
    """``short_text`` with each of its initials and hyphened names that ``long_text`` spells in words written as
    ``long_text`` writes them, or ``None`` when there is none."""
    told = short_text
    low_long = long_text.lower()
    for initials in dict.fromkeys(INITIALS_WITH_AND.findall(short_text)):
        if re.search(r"(?<![\w&])" + re.escape(initials.lower()) + r"(?![\w&])", low_long):
            continue  # the other text writes the initials too
        runs = _runs_for(initials, long_text)
        if len(runs) != 1:
            continue  # none, or two runs it could stand for
        ((start, end),) = runs
        run = long_text[start:end]
        content = [w for w in re.split(r"[ -]", run.lower()) if w not in W.STOP_WORDS]
        if len(content) < 2 and "&" not in initials:
            continue  # "to work", "of the": small words are no name
        told = write_out(told, initials, run, with_and=True)
    for name in dict.fromkeys(_HYPHENED.findall(short_text)):
        if name in low_long:
            continue
        parts = name.split("-")
        words = _run_of(parts, long_text)
        if words is not None:
            told = re.sub(r"(?<![\w.@/-])" + re.escape(name) + r"(?![\w@/-])", words, told)
    return None if told == short_text else told


def _run_of(parts: list[str], text: str) -> str | None:
    """The one run of ``len(parts)`` words of ``text`` that holds the same words as ``parts`` in another order."""
    words = _words(text)
    wanted = sorted(parts)
    found = [text[words[i][1]:words[i + len(parts) - 1][2]] for i in range(len(words) - len(parts) + 1)
             if sorted(w.lower() for w, _, _ in words[i:i + len(parts)]) == wanted]
    found = [run for run in found if _one_stretch(run, 0, len(run)) and " " in run]
    return found[0] if len(found) == 1 else None


def short_form_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the pair read again with each short form written as the other memory writes it
    (the newer text's first, then the older text's), or ``None`` (also when neither writes one the other spells)."""
    if not (INITIALS_WITH_AND.search(new_text) or _HYPHENED.search(new_text)
            or INITIALS_WITH_AND.search(old_text) or _HYPHENED.search(old_text)):
        return None  # cheap: no short form on either side
    told = _spelled(new_text, old_text)
    if told is not None:
        return decide(old_text, told)
    told = _spelled(old_text, new_text)
    return None if told is None else decide(told, new_text)

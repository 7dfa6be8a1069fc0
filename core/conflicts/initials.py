"""A name told by its initials: "Wellington NZ" after "Wellington, New Zealand", "NYC" after "New York City".

A newer memory that writes a name of two or more capitalised words of the older one as their initials tells the
same value in short; a reader that compares the two spellings sees another value. :func:`spelled_out` gives the
newer text with the initials written as the older memory writes the name, for the rules to read again (a change of
another word still shows: "Auckland NZ now" after "Wellington, New Zealand").

The one reader of initials for core/conflicts: the shapes initials are written in (:data:`INITIALS`,
:data:`INITIALS_WITH_AND`), the letters a run of words gives (:func:`letters_of`, :func:`initials_of_runs`), the runs
of words a set of initials stands for (:func:`runs_spelling`) and initials written out (:func:`write_out`). Its
readers differ only in which words they read and which they let stand without a letter, and pass those in.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Iterable, Sequence
from functools import lru_cache

# The bounds of initials standing alone, not in a longer token ("NZ-1", "nz.example"); where "&" may join their
# letters ("F&G"), not beside an "&" either.
_ALONE = (r"(?<![\w.@/-])", r"(?![\w@/-]|\.\w)")
_ALONE_WITH_AND = (r"(?<![\w.@/&-])", r"(?![\w@/&-]|\.\w)")
# Two to four capital letters standing alone ("NZ", "NYC", "UK").
INITIALS = re.compile(_ALONE[0] + r"[A-Z]{2,4}" + _ALONE[1])
# The same with "&" for "and" inside, up to five letters ("F&G", "PTW"): the short forms read in a thing's key
# (:mod:`core.conflicts.short_forms`). A place or a title is not written with "&", so the readers of those keep the
# narrower shape above.
INITIALS_WITH_AND = re.compile(_ALONE_WITH_AND[0] + r"[A-Z](?:&?[A-Z]){1,4}" + _ALONE_WITH_AND[1])
# A run of two or more capitalised words ("New Zealand", "New York City").
_NAME_RUN = re.compile(r"\b[A-Z][a-z]+(?: (?:of |the )?[A-Z][a-z]+)+\b")
_SMALL = frozenset(("of", "the"))


def letters_of(words: Iterable[str], skipped: Collection[str] = frozenset()) -> str:
    """The initials ``words`` give, as written: each word's first character, a word of ``skipped`` giving none
    ("Vice President of Engineering" with "of" skipped: "VPE"). Every word must be non-empty."""
    return "".join(w[0] for w in words if w not in skipped)


def initials_of_runs(words: Sequence[str], sizes: Iterable[int]) -> set[str]:
    """The initials of every run of ``n`` consecutive ``words``, ``n`` each of ``sizes``: the short forms a text's
    words may be written as ({"sa", "ar", "sar"} of "suspicious activity reports" for sizes 2 and 3)."""
    return {letters_of(words[i:i + n]) for n in sizes for i in range(len(words) - n + 1)}


def runs_spelling(initials: str, words: Sequence[str], skipped: Collection[str] = frozenset()) -> list[tuple[int, int]]:
    """The runs of consecutive ``words`` whose first letters spell ``initials`` (case aside), each as the (start, end)
    of its slice of ``words``: "PTW" in "the permit to work meeting" is (1, 4). A word of ``skipped`` (lower case) may
    stand inside a run without a letter of its own ("fire and gas" for "FG" with "and" skipped), never first; the
    initials are read letter by letter from each first word, a skipped word taking a letter when it matches one.
    With nothing skipped a run is exactly ``len(initials)`` words."""
    if not initials:
        return []
    letters = initials.lower()
    found: list[tuple[int, int]] = []
    for i in range(len(words)):
        if words[i][0].lower() != letters[0] or words[i].lower() in skipped:
            continue
        k, j = 0, i
        while j < len(words) and k < len(letters):
            word = words[j]
            if word[0].lower() == letters[k]:
                k += 1
            elif word.lower() not in skipped:
                break
            j += 1
        if k == len(letters):
            found.append((i, j))
    return found


def write_out(text: str, short: str, words: str, *, with_and: bool = False) -> str:
    """``text`` with the initials ``short`` written as ``words`` wherever they stand alone, as :data:`INITIALS` reads
    them (as :data:`INITIALS_WITH_AND` does with ``with_and``): "NZ" in "Wellington NZ", not in "NZ-1"."""
    before, after = _ALONE_WITH_AND if with_and else _ALONE
    return re.sub(before + re.escape(short) + after, words, text)


@lru_cache(maxsize=2048)
def _runs(text: str) -> dict[str, str]:
    """The initials of each capitalised run in ``text``: {"NZ": "New Zealand"}."""
    return {letters_of(run.split(), _SMALL): run for run in _NAME_RUN.findall(text)}


def spelled_out(old_text: str, new_text: str, compared: str) -> str | None:
    """The newer text with initials of a name the older text spells out written in full, when ``compared`` (the
    newer value a reader compared) holds them; ``None`` when it has none (or already spells the name)."""
    shorts = [short for short in INITIALS.findall(new_text) if short in compared]
    if not shorts:
        return None
    runs = _runs(old_text)
    told = [short for short in shorts if short in runs and runs[short] not in new_text and short not in old_text]
    return _written_out(new_text, told, runs)


def _written_out(text: str, told: list[str], runs: dict[str, str]) -> str | None:
    """``text`` with each initials of ``told`` written as ``runs`` gives them, or ``None`` when ``told`` is empty."""
    if not told:
        return None
    for short in told:
        text = write_out(text, short, runs[short])
    return text


@lru_cache(maxsize=2048)
def sub_runs(text: str) -> dict[str, str]:
    """The initials of every stretch of two to four capitalised words of ``text``, "of"/"the" inside a stretch
    skipped: {"VP": "Vice President", "VPE": "Vice President of Engineering", "CFO": "Chief Financial Officer"}."""
    found: dict[str, str] = {}
    for run in _NAME_RUN.findall(text):
        words = run.split()
        for i in range(len(words)):
            if words[i] in _SMALL:
                continue
            for j in range(i + 2, min(i + 6, len(words)) + 1):
                if words[j - 1] in _SMALL:
                    continue
                part = words[i:j]
                short = letters_of(part, _SMALL)
                if 2 <= len(short) <= 4:
                    found.setdefault(short, " ".join(part))
    return found


# A run of two to four plain words, each of letters only: a title written out in lower case ("site reliability
# engineer" for "SRE", "product manager" for "PM").
_LOWER_WORD = re.compile(r"[a-z]+")


@lru_cache(maxsize=2048)
def lower_runs(text: str) -> dict[str, str]:
    """The initials of every stretch of three to four lower-case words of ``text`` with no word of structure at either
    end: {"SRE": "site reliability engineer"}. Two words are too easily anyone's initials ("PM": "per month")."""
    words = [(m.group(0), m.start(), m.end()) for m in _LOWER_WORD.finditer(text)]
    found: dict[str, str] = {}
    for i in range(len(words)):
        for j in range(i + 3, min(i + 4, len(words)) + 1):
            part = words[i:j]
            if part[0][0] in _SMALL or part[-1][0] in _SMALL or len(part[0][0]) < 3 or len(part[-1][0]) < 3:
                continue
            if any(text[a[2]:b[1]] != " " for a, b in itertools.pairwise(part)):
                continue  # the words follow one another with nothing but a space between
            short = letters_of((w[0] for w in part), _SMALL).upper()
            found.setdefault(short, text[part[0][1]:part[-1][2]])
    return found


def title_runs(text: str) -> dict[str, str]:
    """Every stretch of ``text``'s words a title's initials may stand for, by those initials: its capitalised
    stretches (:func:`sub_runs`) over its lower-case ones (:func:`lower_runs`)."""
    return {**lower_runs(text), **sub_runs(text)}


def older_spelled_out(old_text: str, new_text: str, compared: str) -> str | None:
    """The older text with initials the newer text spells out written in full ("VP Eng" before "Vice President of
    Engineering", "CFO" before "Chief Financial Officer"), when ``compared`` (the older value a reader compared)
    holds them; ``None`` when it has none. A title's initials stand for a stretch of its words ("VP" for "Vice
    President"), so every stretch of the newer text's capitalised words is a candidate, not only a whole name; so are
    a zone's long name ("CET" / "Central European time") and two lower-case words before the noun the initials
    stand before ("QA lead" / "quality assurance lead")."""
    shorts = [short for short in INITIALS.findall(old_text) if short in compared and short not in new_text]
    if not shorts:
        return None
    runs = {**title_runs(new_text), **_zone_runs(new_text)}
    runs.update({short: spelled for short, spelled in _titled_pairs(old_text, new_text).items() if short not in runs})
    return _written_out(old_text, [short for short in shorts if short in runs], runs)


# A zone's long name, its last "Time" often left off: "Central European (time)" for "CET", "Eastern" alone is too
# short (one word).
_ZONE_RUN = re.compile(r"\b([A-Z][a-z]+(?: [A-Z][a-z]+)+)(?= [Tt]ime\b|\W*$|[,;)])")


def _zone_runs(text: str) -> dict[str, str]:
    """{"CET": "Central European"}: a capitalised run read as a zone's name, its initials with the "T" of "time"."""
    return {"".join(w[0] for w in run.split()) + "T": run for run in _ZONE_RUN.findall(text)}


def _titled_pairs(old_text: str, new_text: str) -> dict[str, str]:
    """Initials before a word of the older text, two lower-case words with those initials before the same word in the
    newer ("QA lead" / "quality assurance lead", "UX designer" / "user experience designer"): the word after them
    tells that the two stand for one thing, where two words alone are too easily anyone's initials."""
    found: dict[str, str] = {}
    for short, after in re.findall(r"(?<![\w.@/-])([A-Z]{2})\s+([a-z]{3,})\b", old_text):
        pattern = r"\b(" + short[0].lower() + r"[a-z]+ " + short[1].lower() + r"[a-z]+) " + re.escape(after) + r"\b"
        told = re.search(pattern, new_text)
        if told is not None:
            found[short] = told.group(1)
    return found


_SPELL_SKIPPED = frozenset(("of", "the", "and", "for", "de", "du", "des", "la", "le", "di"))


def one_value_by_initials(old_text: str, new_text: str, was: str, now: str) -> bool:
    """Whether one of two compared values is initials that a run of words in either memory spells, the run holding
    every word of the other value: "reliability engineer" / "SRE" beside "site reliability engineer", "Public Works"
    / "DPW" beside "(Dept of Public Works)" — one value told short, not another."""
    for short, long in ((now.strip(" '\".,()"), was), (was.strip(" '\".,()"), now)):
        if not INITIALS.fullmatch(short) or len(short) < 3:
            continue  # the cheap test first: initials alone as one value, three letters at least ("IT" spells much)
        wanted = {w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", long)} - _SPELL_SKIPPED
        if not wanted:
            continue
        for text in (old_text, new_text):
            words = re.findall(r"[A-Za-z][\w'’-]*", text)
            for start, end in runs_spelling(short, words, _SPELL_SKIPPED):
                run = {w.lower() for w in words[start:end]}
                if short.lower() not in run and wanted <= run:
                    return True
    return False

"""A name told by its initials: "Wellington NZ" after "Wellington, New Zealand", "NYC" after "New York City".

A newer memory that writes a name of two or more capitalised words of the older one as their initials tells the
same value in short; a reader that compares the two spellings sees another value. :func:`spelled_out` gives the
newer text with the initials written as the older memory writes the name, for the rules to read again (a change of
another word still shows: "Auckland NZ now" after "Wellington, New Zealand").
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

# Two to four capital letters standing alone ("NZ", "NYC", "UK"), not in a longer token ("NZ-1", "nz.example").
INITIALS = re.compile(r"(?<![\w.@/-])[A-Z]{2,4}(?![\w@/-]|\.\w)")
# A run of two or more capitalised words ("New Zealand", "New York City").
_NAME_RUN = re.compile(r"\b[A-Z][a-z]+(?: (?:of |the )?[A-Z][a-z]+)+\b")
_SMALL = frozenset(("of", "the"))


@lru_cache(maxsize=2048)
def _runs(text: str) -> dict[str, str]:
    """The initials of each capitalised run in ``text``: {"NZ": "New Zealand"}."""
    return {"".join(w[0] for w in run.split() if w not in _SMALL): run for run in _NAME_RUN.findall(text)}


def spelled_out(old_text: str, new_text: str, compared: str) -> str | None:
    """The newer text with initials of a name the older text spells out written in full, when ``compared`` (the
    newer value a reader compared) holds them; ``None`` when it has none (or already spells the name)."""
    shorts = [short for short in INITIALS.findall(new_text) if short in compared]
    if not shorts:
        return None
    runs = _runs(old_text)
    told = [short for short in shorts if short in runs and runs[short] not in new_text and short not in old_text]
    if not told:
        return None
    for short in told:
        new_text = re.sub(r"(?<![\w.@/-])" + short + r"(?![\w@/-]|\.\w)", runs[short], new_text)
    return new_text


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
                short = "".join(w[0] for w in part if w not in _SMALL)
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
            short = "".join(w[0][0] for w in part if w[0] not in _SMALL).upper()
            found.setdefault(short, text[part[0][1]:part[-1][2]])
    return found


def older_spelled_out(old_text: str, new_text: str, compared: str) -> str | None:
    """The older text with initials the newer text spells out written in full ("VP Eng" before "Vice President of
    Engineering", "CFO" before "Chief Financial Officer"), when ``compared`` (the older value a reader compared)
    holds them; ``None`` when it has none. A title's initials stand for a stretch of its words ("VP" for "Vice
    President"), so every stretch of the newer text's capitalised words is a candidate, not only a whole name."""
    shorts = [short for short in INITIALS.findall(old_text) if short in compared and short not in new_text]
    if not shorts:
        return None
    runs = {**lower_runs(new_text), **sub_runs(new_text), **_zone_runs(new_text)}
    runs.update({short: spelled for short, spelled in _titled_pairs(old_text, new_text).items() if short not in runs})
    told = [short for short in shorts if short in runs]
    if not told:
        return None
    for short in told:
        old_text = re.sub(r"(?<![\w.@/-])" + short + r"(?![\w@/-]|\.\w)", runs[short], old_text)
    return old_text


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

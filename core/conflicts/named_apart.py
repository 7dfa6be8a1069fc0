"""Two names that stand side by side rather than one after the other, read after a reader's match (a frame guard of
:func:`core.conflicts.framed_apart.framed_apart`):

- **two things named** — "I named the club's house band 'Trio Wawel'" / "I named the Sunday jam group 'Wawel Late'",
  "calls its apiary trailer '…'" / "calls its honey-extraction room '…'": each memory gives a name to the object of
  a naming verb, and the objects' head nouns differ, neither said in the other memory: a name of another thing
  (:func:`two_things_named`); "named the band 'X'" / "renamed the band 'Y'" names one thing twice;
- **a name in a register of its own** — "The tractor was nicknamed Old Blue by the grandfather" / "The tractor is
  listed as a 1974 Ford 3000 in the insurance papers": the newer name is how a document lists the thing, the older
  one what people call it; both stand (:func:`listed_in_papers`);
- **each thing's own holder** — "Ogwen team's drone named 'Barcud'" / "Llanberis team named their drone 'Gwalch'":
  each memory tells its thing's holder by a name or number the other never gives (:func:`own_holders_named`);
- **one value told shorter or in words** — "SAT-7" / "Sat Seven", "Data Eng" / "data-engineering": the same words
  in order, a number told as a word, a word clipped to its start (:func:`one_value_shorter`).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.compiled import whole_starts
from core.conflicts.confirmed import change_told
from core.conflicts.note_dates import undated
from core.conflicts.value_words import NUMBER_WORDS
from core.text.tokens import stem

# The object of a naming verb and the quoted name after it: "named the club's house band 'Trio Wawel'".
_OBJECT_NAMED = re.compile(r"\b(?:named|names|calls|called|call|nicknamed|dubbed|christened|labelled|labeled)\s+"
                           r"(?:the|its|their|his|her|my|our|a|an)\s+(?:[\w'’-]+\s+){0,4}?([a-z][\w-]*)\s+['‘\"“]")


def two_things_named(old_text: str, new_text: str) -> bool:
    """Whether each memory names the object of a naming verb and the two objects' heads differ, neither head a word
    of the other memory."""
    if "'" not in new_text and "‘" not in new_text and '"' not in new_text and "“" not in new_text:
        return False  # the cheap test first: no quoted name
    was, now = _OBJECT_NAMED.search(old_text), _OBJECT_NAMED.search(new_text)
    if was is None or now is None:
        return False
    old_head, new_head = was.group(1).lower(), now.group(1).lower()
    if stem(old_head) == stem(new_head):
        return False
    old_words = {stem(w) for w in re.findall(r"[a-z][\w-]*", old_text.lower())}
    new_words = {stem(w) for w in re.findall(r"[a-z][\w-]*", new_text.lower())}
    return stem(new_head) not in old_words and stem(old_head) not in new_words


# A name a document lists the thing by: "is listed as … in the insurance papers", "registered as … in the logbook".
_LISTED = re.compile(r"\b(?:is|are|was|were)\s+(?:listed|registered|recorded|filed|catalogued|entered)\s+as\b"
                     r"[^;]*?\bin\s+(?:the|its|their|our|my)\s+(?:[\w'’-]+\s+){0,3}?"
                     r"(?:papers|paperwork|records|register|registry|logbook|catalogue|catalog|documents|docs|books"
                     r"|certificate|manifest)\b", re.IGNORECASE)
_CHANGED = re.compile(r"\b(?:now|renamed|changed|new|no longer|instead|re-?registered|from now)\b", re.IGNORECASE)


def listed_in_papers(old_text: str, new_text: str) -> bool:
    """Whether the newer memory gives the name a document lists the thing by, the older memory a name it is called
    by (told by no document), and no change is said."""
    if "as" not in new_text:
        return False
    if _LISTED.search(new_text) is None or _LISTED.search(old_text) is not None:
        return False
    return _CHANGED.search(new_text) is None


_VALUE_WORD = re.compile(r"[a-z0-9]+")
# The number words that name one number ("seven"), not an amount of a kind ("a", "once", "few", "dozen").
_NUMBERS = {w: str(n) for w, n in NUMBER_WORDS.items()
            if isinstance(n, int) and w not in ("a", "an", "single", "once", "twice", "thrice", "couple", "few",
                                                "several", "multiple", "dozen")}


def _words(value: str) -> list[str]:
    return [_NUMBERS.get(w, w) for w in _VALUE_WORD.findall(value.lower())]


def one_value_shorter(old_value: str, new_value: str) -> bool:
    """Whether two compared values are one: the same words in the same order, a number told as a word ("SAT-7" /
    "Sat Seven"), or a word clipped to its first letters ("Eng" / "engineering"; three letters at least, words
    only) or contracted to its first and last ("Gt" / "Great")."""
    was, now = _words(old_value), _words(new_value)
    if len(was) < 2 or len(was) != len(now) or (was == now and old_value.lower() == new_value.lower()):
        return False
    if _SIGNS.sub("", old_value) != _SIGNS.sub("", new_value):
        return False  # "gpl-2!" / "gpl-2+": a sign that tells the value ("-only", "-or-later")
    for one, two in zip(was, now):
        if one == two:
            continue
        short, long = sorted((one, two), key=len)
        # a clipped word, not a name grown by a syllable ("scriv" / "scrivmode", "field" / "fieldops"): the full word
        # at least twice as long and of seven letters or more ("eng" / "engineering", "sec" / "security")
        if not (short.isalpha() and long.isalpha() and len(short) >= 3 and long.startswith(short)
                and len(long) >= max(7, 2 * len(short))) \
                and not (_titled(short, old_value + " " + new_value) and _contracted(short, long)):
            return False
    return True


def _titled(word: str, values: str) -> bool:
    """Whether ``word`` stands capitalised as a word of a name in ``values``, which hold no host or path ("Gt
    Yarmouth"; not "stg.rivet.dev", not "commit msg")."""
    titled = word[:1].upper() + word[1:]
    if not titled:
        return re.search(r"\w[./]\w", values) is None and re.search(r"(?<![\w-])(?![\w-])", values) is not None
    # (?<![\w-])<titled>(?![\w-]) found with no pattern built per word
    return re.search(r"\w[./]\w", values) is None and bool(whole_starts(values, titled, not_before="-", not_after="-"))


def _contracted(short: str, long: str) -> bool:
    """A word written short by its first and last letters and some between, in order ("Gt" / "Great", "Mt" /
    "Mount", "Dept" / "Department")."""
    if not (short.isalpha() and long.isalpha() and 2 <= len(short) <= 4 and len(long) >= len(short) + 2
            and short[0] == long[0] and short[-1] == long[-1]):
        return False
    rest = iter(long[1:-1])
    return all(letter in rest for letter in short[1:-1])


# What is not a word, a space or a joining mark in a value: a sign that tells something ("+", "!", "@", "/").
_SIGNS = re.compile(r"[\w\s.-]")


_GLOSS = re.compile(r"\(([^()]{3,40})\)")


def glossed_as_older(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether the newer value is glossed in a bracket right after it with words of the older value only ("sits with
    Dział Zamówień (procurement)" after "owned by hospital procurement dept."): one value told in another language
    or name, its gloss the older words; not a bracket that adds a word of its own, a name in the bracket, or an older
    value whose name the newer memory does not tell again."""
    if "(" not in new_text or not old_value or not new_value:
        return False
    at = new_text.lower().find(new_value.split()[-1].lower())
    if at < 0:
        return False
    gloss = _GLOSS.match(new_text, at + len(new_value.split()[-1]) + 1) or _GLOSS.match(
        new_text, at + len(new_value.split()[-1]))
    if gloss is None:
        return False
    inside = {stem(w) for w in re.findall(r"[a-z][\w-]*", gloss.group(1).lower())}
    older = {stem(w) for w in re.findall(r"[a-z][\w-]*", old_value.lower())}
    told = {stem(w) for w in re.findall(r"[a-z][\w-]*", new_value.lower())}
    if gloss.group(1) != gloss.group(1).lower():
        return False  # "revenue auditor (Garrow Bridge Trust)": a name in the bracket, another part of the older value
    if not set(re.findall(r"(?<=\s)[A-Z][\w-]+", old_text)) <= set(re.findall(r"[\w-]+", new_text)):
        return False  # "Kenji — Sony, audio DSP" / "started at Apple (audio)": the older value's name not told again
    return bool(inside) and inside <= older and not told & older and any(len(w) >= 4 for w in inside)


# A path told as a folder under its parent: "the dyes folder under /srv/studio" for "/srv/studio/dyes", "the foto
# folder on archiv.example.cz" for "https://archiv.example.cz/foto" (a host's folder, the parent a dotted host name).
_FOLDER_UNDER = re.compile(r"\b([\w.-]+) (?:folder|directory|dir|subfolder|subdirectory) (?:under|in|inside|within|on) "
                           r"(/[\w./-]+|[a-z\d-]+(?:\.[a-z\d-]+)+)")


def path_told_as_folder(old_value: str, new_text: str) -> bool:
    """Whether the newer memory tells the older path as its last folder under its parent ("the dyes folder under
    /srv/studio" for "/srv/studio/dyes")."""
    if "/" not in old_value or ("under" not in new_text and " in " not in new_text and " on " not in new_text):
        return False
    for found in _FOLDER_UNDER.finditer(new_text):
        if found.group(2).rstrip("/") + "/" + found.group(1) == old_value.rstrip("/"):
            return True
    return False


# Two capitalised words in a row and the noun after them: "Olkaria East historian", "Kestrel North gateway"
# ("North Ward." or "North Queensland and" name a place, not a member of a series of things).
_NAME_PAIR = re.compile(r"(?<![\w'’-])([A-Z][\w-]+) ([A-Z][\w-]*)((?: [A-Z]{2,}[\w-]*)?(?: [a-z][\w-]{2,}){1,2})")


def another_of_a_series(old_text: str, new_text: str, compared: tuple[str, str]) -> bool:
    """Whether both memories name a thing by one shared name, a capitalised word after it that differs and the same
    noun after that ("the Olkaria East SCADA historian" / "the Olkaria West historian"), neither second word said in
    the other memory nor among the values a reader compared: two members of one series, each with its own value."""
    if not re.search(r"[A-Z]\w* [A-Z]", new_text):
        return False  # the cheap test first
    told = " ".join(compared).lower()
    was = _NAME_PAIR.findall(old_text)
    for first, second, after in _NAME_PAIR.findall(new_text):
        noun = after.split()[-1]
        if noun in W.STOP_WORDS:
            continue
        for old_first, old_second, old_after in was:
            if old_first != first or old_second == second or first.lower() in told or noun not in old_after.split():
                continue
            if second not in old_text and old_second not in new_text \
                    and second.lower() not in told and old_second.lower() not in told:
                return True
    return False


# A quoted name: the value a naming note gives ("'Barcud'"), not an apostrophe inside a word ("team's").
_QUOTED_NAME = re.compile(r"(?<![\w])['‘\"“][^'’\"”]{1,40}['’\"”](?![\w])")
# What tells one holder from another outside the names: a proper name ("Ogwen", "Pelham Bridge") or a number after a
# word ("the number 3 machine", "tractor 2"; not a count before its noun: "12 partitions").
_QUALIFIER = re.compile(r"[A-Z][\w-]*|\d{1,3}[a-z]?")
_NO_QUALIFIER = frozenset("i the a an my our we he she they it its this that user after before during since on in at "
                          "last next when once following per from today yesterday".split())
# A renaming told: the one thing named anew ("renamed", "retitled", "given the name", "goes by"), not another thing.
_NAMED_ANEW = re.compile(r"\b(?:renam\w*|retitl\w*|relabel\w*|rechristen\w*|rebrand\w*|now|changed|instead|no longer"
                         r"|anymore|any more|switched|from now|going forward|these days|given the name|new name"
                         r"|goes by|known as|voted|out\b)", re.IGNORECASE)
_TOKEN = re.compile(r"[\w'’-]+")


def _qualified_nouns(text: str) -> dict[str, set[str]]:
    """{qualifier: the noun it stands beside} outside the quoted names: a qualifier right before a noun ("Ogwen team",
    "Brookfield barn") or right after one, perhaps after "at" ("tractor 2", "signal box at Stourleigh")."""
    tokens = _TOKEN.findall(_QUOTED_NAME.sub(" | ", undated(text)))
    found: dict[str, set[str]] = {}
    for i, token in enumerate(tokens):
        if not _QUALIFIER.fullmatch(token) or token.lower() in _NO_QUALIFIER:
            continue
        if token[0].isdigit() and (i == 0 or not tokens[i - 1].isalpha() or not tokens[i - 1].islower()
                                   or tokens[i - 1] in W.STOP_WORDS
                                   or (i + 1 < len(tokens) and tokens[i + 1].endswith("s")
                                       and tokens[i + 1] not in W.STOP_WORDS)):
            continue  # a number after a noun ("bay 7"), not a count before its noun ("to 24 partitions")
        after = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
        before = tokens[i - 1].lower() if i > 0 else ""
        if before == "at" and i > 1:
            before = tokens[i - 2].lower()
        for noun in (after, before):
            noun = noun.removesuffix("'s").removesuffix("’s")
            if noun[:1].isalpha() and noun not in _NO_QUALIFIER and noun not in W.STOP_WORDS:
                found.setdefault(token.lower(), set()).add(noun)
    return found


def own_holders_named(old_text: str, new_text: str) -> bool:
    """Whether two naming notes each tell their thing's holder by a name or a number the other memory never gives,
    beside a noun both memories name ("Ogwen team's drone named 'Barcud'" / "Llanberis team named their drone
    'Gwalch'", "the number 3 paper machine" / "the new number 5 machine", "signal box at Pelham Bridge" / "signal
    box at Stourleigh"), no renaming said: each names a thing of its own. A name beside no shared noun ("After Ines
    flagged a clash, …") is no holder."""
    if _QUOTED_NAME.search(new_text) is None or _QUOTED_NAME.search(old_text) is None:
        return False  # the cheap test first: a quoted name in both
    if _NAMED_ANEW.search(new_text) is not None or change_told(re.sub(r"\bnew\b", " ", undated(new_text).lower())):
        return False  # a renaming, or a change, end or denial said ("… abandoned for a Discord server"); "the new
        # number 5 machine" is another thing
    olds, news = _qualified_nouns(old_text), _qualified_nouns(new_text)
    old_low, new_low = old_text.lower(), new_text.lower()

    def unsaid(word: str, low: str) -> bool:
        return re.search(r"(?<![\w-])" + re.escape(word), low) is None  # "u16" told in "U16s" too

    return any(nouns & news[other] and unsaid(word, new_low) and unsaid(other, old_low)
               for word, nouns in olds.items() for other in news if other != word)

"""The newer memory speaks of another one of the older memory's thing, or of someone else's: told by "the other"
and "own", a guard every reader's finding passes (:func:`core.conflicts.bounds.bound`, as "thing").

- **the other <noun>**: "I point the pharmacy label printer at 192.168.40.21" / "I set up *the other* label printer,
  the one in aseptics, on 192.168.40.22": a noun the older memory names, told as the other one of its kind — a
  second printer beside the first, not the first one moved. ("the label printer moved to 192.168.40.22" is the
  same printer and still a change.)
- **someone's own**: "The user's stand-up with the design contractor is at 9:15" / "The design contractor's *own*
  team stand-up is at 10:00"; "Cursor for coding the transmission model" / "lab mate Jonas codes *his own* model in
  PyCharm": a holder's own thing told beside the older memory's, which that holder does not hold. Not the writer's
  own ("my own", "our own": the older memory's holder), not a holder the older memory already gives a thing of
  the same way ("Jonas's own model" after "Jonas's own model runs on …"), and only when what is owned is the older
  memory's thing, a word of it right after "own", or the holder is one the older memory names without giving it
  anything ("the agency producer's own team sync" after "my 1:1 with the agency producer"); "at her own request",
  "opened her own studio", "the agency's own data team" after "maintained by the city's IT department" name
  something else, and a change may still be told.

- **two named ones**: "ram 'Duke' registered as sire for Flock 2" / "new ram registered as 'Earl' for Flock 3":
  each memory quotes a name of its own and gives a number of its own (Flock 2 → 3) — two values differ at
  once, so two things are told (:func:`two_named_ones`).

- **a narrower one within**: "artifact upload path: /var/cad-artifacts/" / "arm64 nightlies *only*: uploaded under
  /var/cad-artifacts/arm64/": a key bounded by "only" and a place inside the older one (:func:`narrower_one_within`).
- **a named neighbour**: "The user's rink hosts a disco skate once a month" / "Pinecrest, *the rink across town*,
  runs its disco skate every Friday": a name the older memory lacks, glossed as the older memory's noun set apart by
  place from the writer's own (:func:`_named_neighbour`).
- **a new one of the noun**: "Node-RED 3.1 on the cooling-tower edge box" / "Node-RED 4.0 on the *new* brine-pump
  edge box": the thing both name, on a new one of the older memory's noun with a modifier of its own
  (:func:`core.conflicts.one_noun.new_one_of_the_noun`).

- **a name grown**: "licence: cone-counter — BSD-2-Clause" / "cone-counter-mobile repo licence: GPL-2.0": the older
  thing's name grown by a hyphened word is a companion of its own (:func:`name_grown`, read by
  :func:`core.conflicts.bounds.bound` after a licence reader's match only).

Read from structure only, no list of things: the older memory must name the noun after "other" and must not say
"other" or "own" itself (two memories both about "the other printer" are one thing).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.conflicts.one_noun import new_one_of_the_noun
from core.text.tokens import stem

_WORD = re.compile(r"[a-z][a-z0-9-]*")
# "the other label printer", "our other laptop", "the other one in aseptics" (one: the noun named before it).
_OTHER = re.compile(r"\b(?:the|our|my|their|his|her|that|its) other ((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)")
# "the design contractor's own", "Jonas's own", "his own", "her own".
_OWN = re.compile(r"\b([a-z][\w-]*)['’]s own\b|\b(his|her) own\b", re.IGNORECASE)
_WRITER = frozenset("i me my our we user user's the".split())


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD.findall(text.lower())}


def another_one(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value of "the other" one of a thing the older memory names, of a holder's
    "own" thing the older memory gives no one, or of another named one (see the module doc)."""
    return _other_or_own(old_text, new_text) or two_named_ones(old_text, new_text) \
        or new_one_of_the_noun(old_text, new_text) or narrower_one_within(old_text, new_text) \
        or _named_neighbour(old_text, new_text)


# A thing's name as written, in lower case ("cone-counter", "fastjsonl", "purescript-ribbon"), grown by a hyphened
# word ("cone-counter-mobile", "fastjsonl-rails", "purescript-ribbon-examples"): a name of its own.
_GROWN = re.compile(r"(?<![\w.@/#-])([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-([a-z]{3,})(?![\w.@/-])")


# Where a name stands as a thing's: after whose or which it is, or a note's key, or before a thing's noun.
_THING_NOUNS = ("repo", "repository", "gem", "package", "pkg", "app", "library", "lib", "plugin", "tool", "crate",
                "module", "theme", "script", "project", "site", "font", "sdk", "cli", "extension", "addon", "image")


def _thing_place(text: str, name: str) -> bool:
    """Whether ``name`` stands in ``text`` where a thing's name does: after "my", "our", "the" …, opening the text or
    a note's value, or before a thing's noun ("fastjsonl gem", "cone-counter repo")."""
    low = text.lower()
    for found in re.finditer(r"(?<![\w.@/#-])" + re.escape(name) + r"(?![\w@/-])", low):
        before = low[:found.start()].rstrip()
        after = low[found.end():].lstrip()
        if not before or before.endswith((":", "—", "–", "(", "=")) \
                or re.search(r"\b(?:my|our|the|their|his|her|its|your|user's|user’s)$", before) \
                or after.startswith(_THING_NOUNS):
            return True
    return False


def name_grown(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names another thing by the older memory's name grown by a hyphened word of letters
    ("licence: cone-counter — BSD-2-Clause" / "cone-counter-mobile repo licence: GPL-2.0", "my fastjsonl gem" /
    "my fastjsonl-rails companion gem"): a companion, port or part of its own, not the older thing under a new value.
    Only a name the older memory writes in lower case as one token and the newer never names alone; a grown word the
    older memory already has, or a name grown by a number or version ("tkfilter-2"), is not read."""
    old_tokens = set(re.findall(r"(?<![\w.@/#-])[a-z][a-z0-9-]*[a-z0-9](?![\w.@/-])", old_text))
    for match in _GROWN.finditer(new_text):
        base, grown = match.group(1), match.group(0)
        if base not in old_tokens or grown in old_tokens or len(base) < 4 \
                or re.search(r"\b" + re.escape(match.group(2)[:4]), old_text.lower()) is not None:
            continue  # "lace fronts" / "lace-front stitching": the older words joined, not a name grown
        if not _thing_place(old_text, base):
            continue  # "I share the guides …" / "the share-alike terms": the older word is no thing's name
        alone = re.compile(r"(?<![\w.@/-])" + re.escape(base) + r"(?![\w@/-])")
        if alone.search(new_text) is None:
            return True
    return False


# "Pinecrest, the rink across town, …": a name the older memory lacks, set apart by where it stands from the writer.
_NEIGHBOUR = re.compile(r"\b([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)*),\s+the\s+((?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*)\s+"
                        r"(?:across (?:town|the (?:street|road|river|square|valley))|next door|down the (?:road|street)"
                        r"|up the (?:road|street)|(?:round|around) the corner|over the road|nearby|further along)\b")
_WRITERS_THING = re.compile(r"\b(?:my|our|the user['’]s|user['’]s)\b", re.IGNORECASE)


def _named_neighbour(old_text: str, new_text: str) -> bool:
    """ "The user's rink hosts a disco skate once a month" / "Pinecrest, the rink across town, runs its disco skate
    every Friday": the newer memory tells its value of a named one of the older memory's noun that it sets apart from
    the writer by place ("across town", "next door", "down the road"), the older thing the writer's own and the
    name not in the older memory — a neighbour's, not the writer's thing changed."""
    if _WRITERS_THING.search(old_text) is None:
        return False
    old_stems, low_old = _stems(old_text), old_text.lower()
    for m in _NEIGHBOUR.finditer(new_text):
        nouns = [w for w in m.group(2).split() if w not in W.STOP_WORDS]
        if nouns and stem(nouns[-1]) in old_stems and m.group(1).lower() not in low_old:
            return True
    return False


def _other_or_own(old_text: str, new_text: str) -> bool:
    low_new, low_old = new_text.lower(), old_text.lower()
    if ("other" not in low_new and "own" not in low_new) or re.search(r"\b(?:other|own)\b", low_old):
        return False
    old_stems = _stems(old_text)
    for m in _OTHER.finditer(low_new):
        nouns = [w for w in m.group(1).split() if w not in W.STOP_WORDS]
        if nouns and stem(nouns[-1]) in old_stems:
            return True  # "the other label printer" after "the pharmacy label printer"
    for m in _OWN.finditer(new_text):
        holder = (m.group(1) or m.group(2)).lower()
        if holder in _WRITER:
            continue  # "the user's own", "my own": the older memory's holder, told with emphasis
        if m.group(1) is not None and re.search(r"\b" + re.escape(holder) + r"['’]s\b", low_old) is not None:
            continue
        if m.group(1) is not None and re.search(r"\b" + re.escape(holder) + r"\b", low_old) is not None:
            return True  # "the agency producer's own team sync" after "1:1 with the agency producer"
        phrase = re.split(r"[,;:.()—–]", low_new[m.end():], maxsplit=1)[0]
        owned = [w for w in _WORD.findall(phrase)[:3] if w not in W.STOP_WORDS]
        if any(stem(w) in old_stems for w in owned):
            return True  # "his own model" after "the transmission model": the older memory's thing, his
    return False


_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_QUOTED = re.compile(r"(?<![\w])['‘\"“]([A-Z][^'’\"”]{1,40})['’\"”](?![\w])")


def two_named_ones(old_text: str, new_text: str) -> bool:
    """Whether each memory quotes a name the other does not and gives a number the other does not, outside those
    names: two named things, each with its own number ("ram 'Duke' … Flock 2" / "new ram 'Earl' … Flock 3"). One
    named thing given a new number keeps its name ("ram 'Duke' moved to Flock 3"); a rename changes the name alone
    ("retitled 'Splash Page Weekly' starting with issue 40" after "titled 'Panel Talk'", no number there)."""
    if "'" not in new_text and '"' not in new_text and "‘" not in new_text and "“" not in new_text:
        return False
    old_body, new_body = undated(old_text), undated(new_text)
    was, now = set(_QUOTED.findall(old_body)), set(_QUOTED.findall(new_body))
    if not was or not now or was & now:
        return False
    numbers_old = set(_NUMBER.findall(_QUOTED.sub(" ", old_body)))
    numbers_new = set(_NUMBER.findall(_QUOTED.sub(" ", new_body)))
    return bool(numbers_old) and bool(numbers_new) and not numbers_old & numbers_new


# A note's key bounded by "only", with a value after it: "arm64 nightlies only: …", "press kit for the EP only: …",
# the bound after a comma "greylist delay, newly registered domains only: …" (also read by core.conflicts.bounds, for
# a narrower use).
KEY_ONLY = re.compile(r"^\s*([a-z0-9][\w' ,-]{0,60}?)\s+only\s*[:=]\s*\S", re.IGNORECASE)
# A place a value names: a path, or a host with a path after it.
_PLACE = re.compile(r"(?<![\w.-])((?:[\w-]+\.)+[a-z]{2,}(?:/[\w./-]*)?|[a-z0-9]+://[\w./-]+|~?/[\w./-]+)")


def narrower_one_within(old_text: str, new_text: str) -> bool:
    """Whether the newer memory is a note whose key is bounded by "only", with a word the older memory never says, and
    gives a place inside the older memory's place: "artifact upload path: /var/cad-artifacts/" / "arm64 nightlies
    only: uploaded under /var/cad-artifacts/arm64/" — a narrower one inside the older one, which still holds for the
    rest. (A place moved into a part of itself without "only", "log directory: /var/log/orbit/v2/", is a change.)"""
    if "only" not in new_text:
        return False  # the cheap test first
    key = KEY_ONLY.match(undated(new_text))
    if key is None or KEY_ONLY.match(undated(old_text)) is not None:
        return False
    if not {stem(w) for w in _WORD.findall(key.group(1).lower()) if w not in W.STOP_WORDS} - _stems(old_text):
        return False
    was = [p.rstrip("/.") for p in _PLACE.findall(old_text)]
    now = [p.rstrip("/.") for p in _PLACE.findall(new_text)]
    return any(inner.startswith(outer + "/") for outer in was for inner in now)

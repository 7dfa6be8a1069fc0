"""Two units told apart by their numbers: a guard.

"Hangar 2 shift handover: 05:45 daily" / "Hangar 3 shift handover moved to 06:15"; "Turbine 3's oil sample is taken
at 10:00" / "Turbine 4's oil sample was scheduled for 14:00"; "Station 5 crew chat: Discord" / "Station 6 runs its
crew chat in Mattermost". A site keeps many hangars, bays, rooms, trucks and stations, and people tell them apart by
a number after the noun. The readers align the rest of the two texts and find one thing whose value changed; read
here instead: both texts number one kind of unit (a noun of :data:`UNIT_NOUNS`, closed: "Python 3", "Node 18",
"Debian 11", "size 12" are versions and settings, not units) and no number is in both, while neither number is a
value the finding compared ("moved from desk 4 to desk 9" compares them) — two units, each with its own value.

A name with its number joined by a hyphen numbers its own kind of unit, whatever the word: "Service alpha-0 listens
on port 9000" / "Service alpha-1 listens on port 9001", "db-3" / "db-4", "shard-0" / "shard-1" — a store of many
services, hosts and shards names them so (round 53's outside fuzz: a scan of 40 such services filed 589 proposals).
"""

from __future__ import annotations

import re
from collections import defaultdict

# Nouns of the units people number: places, rooms, machines, vehicles, groups.
UNIT_NOUNS = frozenset("""hangar bay station room rack gate truck turbine line unit ward bed desk dock pier platform
    track lane floor building block site zone area shelf aisle cabinet tank pump boiler press oven kiln vat fridge
    freezer lab studio court pitch field plot pen stall booth cell chamber surgery theatre clinic crew squad class
    grade section sector route bus van cart boat vessel locker terminal camera sensor drone robot printer reactor well
    mine pit shaft wing hall kitchen store shop branch depot warehouse farm barn greenhouse tunnel bridge tower mast
    generator compressor engine team group table cage paddock stable kennel suite office silo shed shard partition
    replica region queue tenant cluster pod bucket""".split())
# A unit's noun and its number: "Hangar 2", "trucks 101–140", "bay #4", "room no. 12", "Year 9s" (not "9.5", "3:00").
_NUMBERED = re.compile(r"(?<![\w.-])([A-Za-z][A-Za-z-]{2,})\s+(?:no\.?\s*|#)?(\d{1,4}[A-Za-z]?)(?![\w.:/%-])")
# A name and its number joined by a hyphen or an underscore: "alpha-0", "db-12", "shard_3" (not "2-day", "x86-64",
# "covid-19"'s like told in both texts with one number, which share it).
_HYPHEN_NUMBERED = re.compile(r"(?<![\w.-])([A-Za-z][A-Za-z]+)[-_](\d{1,4})(?![\w.:/%-])")


def numbered_apart(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the two texts number one kind of unit and share no number of it (the module doc).

    Args:
        old_text: the older memory as the rules read it.
        new_text: the newer memory as the rules read it.
        compared: the finding's values and reason (a number there is a value compared, not which unit).
    """
    if not any(ch.isdigit() for ch in new_text):
        return False  # the cheap test first
    older, newer = _units(old_text), _units(new_text)
    compared = compared.lower()
    for noun in older.keys() & newer.keys():
        if older[noun] & newer[noun]:
            continue
        if noun.endswith("-") and _told_again(older[noun], newer[noun], old_text, new_text):
            continue  # "crate 'Kiln-07'" / "crate no. 7 …: now 'Kiln-12'": the one unit, its name changed
        numbers = older[noun] | newer[noun]
        if not any(re.search(rf"(?<![\d.]){re.escape(n)}(?![\d.])", compared) for n in numbers):
            return True
    return False


_NUMBER = re.compile(r"(?<![\w.-])\d{1,4}(?![\w.:/%-])")


def _told_again(older: set[str], newer: set[str], old_text: str, new_text: str) -> bool:
    """Whether a number of one text's hyphenated name stands alone in the other text ("no. 7" for "Kiln-07")."""
    def standing(text: str) -> set[int]:
        return {int(found) for found in _NUMBER.findall(text)}

    return bool({int(n) for n in older} & standing(new_text) or {int(n) for n in newer} & standing(old_text))


def _units(text: str) -> dict[str, set[str]]:
    """Each unit noun the text numbers (its singular), with the numbers it gives it."""
    found: dict[str, set[str]] = defaultdict(set)
    for match in _NUMBERED.finditer(text):
        noun = match.group(1).lower()
        noun = noun if noun in UNIT_NOUNS else noun.removesuffix("s")
        if noun in UNIT_NOUNS:
            found[noun].add(match.group(2).lower().removesuffix("s"))
    for match in _HYPHEN_NUMBERED.finditer(text):
        found[match.group(1).lower() + "-"].add(match.group(2))  # its own kind: "alpha-" is no "alpha" unit noun
    return found

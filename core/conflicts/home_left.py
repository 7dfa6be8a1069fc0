"""The older home said left, with or without the new one named: "The user resides in the Menino Deus neighbourhood of
Porto Alegre" / "The user no longer lives in Menino Deus, having sold that apartment in March"; "home: Feilding,
Manawatū" / "out of Feilding for good, renting in Palmerston North".

The older memory says where someone lives; the newer one says that person no longer lives there — "no longer lives
in", "no longer living near", "moved out of", "out of … for good", "left … for good" — naming the older place by a
name the older memory gives it (a district, a town, a landmark it lives near). A person's home said left is a change
whatever else the newer memory says.

Read from structure: the older memory is a residence (a verb or a key of living somewhere); the place is a capitalised
name of the older memory that is not the holder's; the holder is the same — the person the older memory names, or the
self where it names none — and the leaving is not planned, hedged or for a while ("might move out of", "out of Feilding
for the summer"), nor someone else's ("my sister no longer lives in …").
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated

_RESIDENCE = re.compile(r"\b(?:lives?|living|resides?|residing|resident|home|residence|address|based|rents?|renting"
                        r"|apartment|flat)\b", re.IGNORECASE)
# The leaving, the place after it: "no longer lives in", "moved out of", "out of … for good".
_LEFT = re.compile(r"\b(?:no longer (?:lives?|living|resides?|residing|based|renting)(?:\s+(?:in|near|at|by|around))?"
                   r"|(?:has |have )?moved out of|out of|left|leaving)\s+(?:the\s+)?(?P<place>[A-Z][\w'’-]+)"
                   r"(?P<after>[^;.]*)")
# "out of" and "left" say a home was left only told for good or beside the new home.
_FOR_GOOD = re.compile(r"\b(?:for good|permanently|renting in|now (?:in|based|living)|based in|new (?:place|home|flat"
                       r"|house|apartment) in|bought|moved to|relocated to)\b", re.IGNORECASE)
_NOT_DONE = re.compile(r"\b(?:might|may|could|would|will|plan\w*|thinking|considering|hop\w+|if|unless|for the"
                       r"|for (?:a|two|three|\d+)|until|while|temporar\w*|this (?:week|month|summer|winter))\b")
_SOMEONE_ELSE = re.compile(r"\b(?:my|our|his|her|their|user['’]s)\s+(?:sister|brother|mother|father|partner|friend"
                           r"|son|daughter|parents|colleague|tenant|neighbour|neighbor|manager|cofounder)\b",
                           re.IGNORECASE)
_NAME = re.compile(r"(?<![\w'’-])[A-Z][\w'’-]+")
_NOT_NAMES = frozenset("I The A An My Our User We".split())


def _holder(body: str) -> str | None:
    """The person a memory opens with ("Piret's address", "2025-06-10 — seismologist Kwame resident at …"), if any."""
    found = re.match(r"\s*(?:[a-z][\w-]*\s+)?([A-Z][a-z]+)(?:['’]s)?\b(?!\s+[A-Z])", body)
    if found is None or found.group(1) in _NOT_NAMES:
        return None
    return found.group(1)


def home_left(old_text: str, new_text: str) -> str | None:
    """Why the newer memory says the older memory's home was left, or ``None``."""
    old_body, new_body = undated(old_text), undated(new_text)
    if _RESIDENCE.search(old_body) is None or _NOT_DONE.search(new_body) is not None \
            or _SOMEONE_ELSE.search(new_body) is not None:
        return None
    holder = _holder(old_body)
    if holder is not None and holder not in new_body:
        return None  # another person's leaving
    places = {n.removesuffix("'s").removesuffix("’s") for n in _NAME.findall(old_body)} - _NOT_NAMES - {holder}
    for found in _LEFT.finditer(new_body):
        place = found.group("place").removesuffix("'s").removesuffix("’s")
        if place not in places:
            continue
        told = found.group(0).lower()
        if not told.startswith(("no longer", "moved out", "has moved", "have moved")) \
                and _FOR_GOOD.search(new_body) is None:
            continue  # "out of Feilding", "left Kuopio": for a while, unless told for good or beside a new home
        return f"the older home was left ({place})"
    return None

"""Where someone lives, told by what settles a person in a place: one holder, one home, another city.

"I live in Lisbon" and "Just signed a lease in Porto"; "The user lives in Melbourne" and "The
user now calls Brisbane home"; "user based in Nairobi" and "user now in Kigali, permanently";
"The user is registered as a resident of Tallinn" and "The user's residency was transferred to
Riga". A person has one home at a time: the newer text settling the same holder in another
place says the older home is no longer theirs, with or without a change word.

The holder is the self ("I", "we", "the user", a note without a subject) or a named person, and
must stand right before the words that settle them ("Priya is based in", "user's new place
in", "the user relocated to"); someone else ("my cofounder", "the user's manager", "Tomás's
sister"), a thing of theirs ("the user's company is registered in", "Kofi's office is located
in") and an offer or a plan ("was offered a relocation to", "might move to") settle nobody. The
place is the capitalised name after those words, and must differ from the older one ("I moved
to Seattle from Portland in 2019" against "I live in Seattle" restates it).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.calendar_words import MONTH_NAMES, WEEKDAYS
from core.conflicts.named_values import ALIASES
from core.conflicts.note_dates import undated

_SELF = r"(?i:i|i'm|i've|we|we're|we've|the user|user|the user's|user's|my|our|she|he|they|she's|he's|they've|they're)"
# Where the older text says someone lives: "lives in", "based out of", "home base is", "loc:", "@".
# A dwelling told before its place: "a flat above the workshop in", "a cottage outside", "a room in" — the home is in
# the place after it.
# "a place in" is the plainest dwelling of all ("I've been renting a place in Srinagar").
_DWELLING = (r"(?:a|an|the|my|our)\s+(?:[\w'’-]+\s+){0,2}?(?:flat|apartment|house|cottage|room|terrace|bungalow"
             r"|caravan|bedsit|houseboat|place)(?:\s+(?:above|below|over|behind|beside|by|off)\s+(?:[\w'’-]+\s+){1,3}?)?"
             r"\s*(?:in|outside)\s+")
_HOME = re.compile(r"\b(?:(?i:i|we)\s+(?:live in|rent)\s+" + _DWELLING
                   + r"|lives? in|living in|based (?:in|out of)|home (?:base |city )?is(?: recorded as)?|resident of"
                   r"|(?:i'm|i am|we're|we are) in|located in|(?:loc|location|based|lives|home|residence)\s*:|@)\s*"
                   r"(?P<place>(?:[A-Z][\w'’-]+)(?: [A-Z][\w'’-]+)*)")
# Where the newer text settles someone: "relocated to", "signed a lease in", "now calls X home", "new place in".
_SETTLE = re.compile(r"\b(?:relocated to|moved to|moved over to|signed a lease in|signed a lease on a place in"
                     # "I've been renting a cottage outside Alkmaar", "… renting in Wichita": a home taken since
                     r"|been (?:renting|living in)\s+(?:" + _DWELLING + r"|in\s+)"
                     # "these days I'm renting a place in Adelaide River": the tenancy told in the present
                     r"|(?:(?i:i)['’]m|(?i:i) am|(?i:we)['’]re|(?i:we) are|(?i:is|are)) renting\s+" + _DWELLING +
                     r"|bought a (?:place|house|flat|home) in|settled in|new (?:place|home|flat|apartment|house) in"
                     r"|has been in|have been in|now in|now lives in|now living in|now based in|lives in|living in"
                     r"|based in|residency (?:was |has been )?transferred to|now calls|location\s*:|loc\s*:"
                     # a note's key told anew: "residence updated -> Wrocław", "home: Westport", "location corrected:"
                     r"|(?:residence|home|location|address)(?:\s+(?:updated|changed|corrected|now))?\s*(?:->|→|:)"
                     # "signed the lease on a cottage in", "bought a house in": a home of one's own taken in the place
                     r"|signed (?:a|the) (?:new )?lease (?:on|for) (?:a|an|the) (?:[\w-]+ )?"
                     r"(?:place|flat|apartment|house|home|cottage|room|studio) in"
                     # "commuting in from Scalloway": the place one sets out from each day is where one lives
                     r"|commut(?:e|es|ing) (?:in |over |daily )?from)\s*"
                     r"(?P<place>(?:[A-Z][\w'’-]+)(?: [A-Z][\w'’-]+)*)")
# Right before the settling words: the holder (and nothing else of theirs) — "user's new place in".
_LEAD = re.compile(r"(?:^|[;,.—–:]\s*|\b" + _SELF + r"\s+|\b(?P<name>[A-Z][\w]+)(?:'s|’s)?\s+)"
                   r"(?i:(?:is|are|has|have|been|just|finally|now|officially|permanently|all)\s+)*$")
_NAMED = re.compile(r"\b(?P<name>[A-Z][\w]+)(?:'s|’s)?\s+(?i:(?:is|are|was|has|have|been|home|city|base|now|personally"
                    r"|just|finally|officially)\s+)*$")
_SELF_WORDS = frozenset("i i'm i've we we're we've user my our the tz just she he they".split())
_PRONOUNS = frozenset("she he they".split())
_NOT_PLACES = frozenset("""I The We My Our User""".split()) | {name.title() for name in MONTH_NAMES + WEEKDAYS} \
    | {name.title() + "s" for name in WEEKDAYS}  # "moved to Wednesdays": a day, not a place


@lru_cache(maxsize=8192)
def home(text: str) -> tuple[str, str] | None:
    """(holder, place) the older text gives: the holder is ``"@self"`` or a person's name."""
    body = undated(text)
    found = _HOME.search(body)
    if found is None or found.group("place") in _NOT_PLACES:
        return None
    return _holder(body[:found.start()]), found.group("place")


# A person told by an appositive after someone's role: "The user's packing assistant, Inés, lives in …".
_APPOSED = re.compile(r"(?:['’]s|\b(?i:my|our|his|her|their))\s+[\w -]+,"
                      r"\s*(?P<name>[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?),\s*$")


_BRACKET_AFTER = re.compile(r"\s*\([^()]*\)\s*$")


def _holder(before: str) -> str:
    """The named person right before the words that house them (an appositive after a role names them too),
    ``"@pronoun"`` for she/he/they, else the self."""
    # "Ayesha (ops lead) lives in …": a bracket after the name says who they are, not someone else
    before = _BRACKET_AFTER.sub(" ", before)
    apposed = _APPOSED.search(before)
    if apposed is not None:
        return apposed.group("name")
    found = _NAMED.search(before)
    if found is None:
        return "@self"
    name = found.group("name")
    if name.lower() in _PRONOUNS:
        return "@pronoun"
    return "@self" if name.lower() in _SELF_WORDS else name


# Whose home a place is when it is not the holder's: "… in Leeds for my daughter", "… for the user's mother".
_FOR_SOMEONE = re.compile(r",?\s*for (?:my|our|his|her|their|the user['’]s|[A-Z][\w]+['’]s) (?!own\b|family\b)[\w-]+")


# A commute for a while or on some days, not from the home: "this week", "on Mondays", "while the roof is fixed".
COMMUTE_BOUNDED = re.compile(r"\b(?:while|until|till|during|this (?:week|month|term)|for (?:now|the|a|two|three|\d+)"
                             r"|some days|sometimes|occasionally|(?:on )?(?:weekdays|weekends|mondays|tuesdays"
                             r"|wednesdays|thursdays|fridays)|temporar\w*)\b", re.IGNORECASE)


@lru_cache(maxsize=8192)
def settled(text: str) -> tuple[str, str] | None:
    """(holder, place) the newer text settles someone in, or ``None``."""
    body = undated(text)
    for found in _SETTLE.finditer(body):
        place = found.group("place")
        if place.split()[0] in _NOT_PLACES:
            continue
        lead = body[:found.start()]
        clause = re.split(r"[;.—–]\s*", lead)[-1]
        if _KEYED.match(found.group(0)) and (re.search(r"\d", clause) or place.endswith(("'s", "’s"))):
            continue  # "2019–2021 residence: Bristol": a past span; "home: Czechia's second city": a description
        if not clause.strip():
            return "@self", place  # "Relocated to Hyderabad …", "location: Guadalajara"
        if _LEAD.search(clause) is None:
            continue  # "my cofounder lives in", "the user's company is registered in"
        if found.group(0).lower().startswith("now calls") and not re.match(r"\s*home\b", body[found.end():]):
            continue
        if _FOR_SOMEONE.match(body[found.end("place"):]):
            continue  # "signed a lease on a flat in Leeds for my daughter": someone else's home
        if found.group(0).lower().startswith("commut") and COMMUTE_BOUNDED.search(body):
            continue  # "commuting from Tarbert on Mondays": a commute for some days, not from the home
        return _holder(clause), place
    return None


def residence_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` settles the holder ``old_text`` houses in another place, or ``None``."""
    was = home(old_text)
    if was is None:
        return None
    now = settled(new_text)
    if now is None or (now[0] != was[0] and not (now[0] == "@pronoun" and was[0] != "@self")):
        return None
    if now[1] == was[1] or now[1] in was[1] or was[1] in now[1] or elided(now[1], was[1]) or elided(was[1], now[1]):
        return None
    if _named_again(new_text, was[1]):
        return None  # "lives in Kreuzberg, Berlin": a place in the older one, told more exactly

    who = "the user" if was[0] == "@self" else was[0]
    return f"same home ({who}), {was[1]} → {now[1]}"


def older_home_ended(old_text: str, new_text: str) -> str | None:
    """:func:`residence_change` where the newer text names the older place again only in a part that ends it
    ("home: Westport — Galway address obsolete", "user location: Riga — Tartu address void"): the statement model
    reads the older place told in both texts as the home kept, and settles the pair; here the part says it is over."""
    was = home(old_text)
    if was is None or was[1].split()[0] not in new_text or not _PLACE_ENDED.search(new_text.lower()):
        return None  # the cheap test first: the older place not named again, or nothing said ended
    return residence_change(old_text, new_text)


_WORDS = re.compile(r"[\w'’-]+")
# Someone else named in a part: an owner's "'s" (not the user's), "his", "her", "their".
_SOMEONE_ELSES = re.compile(r"\b(?!user['’]s)\w+['’]s\b|\b(?i:his|her|their)\b")
# A note's key before its place: "residence updated ->", "home:" (not "lives in").
_KEYED = re.compile(r"(?:residence|home|location|address)\b")
# Said of the older place in a part of its own: its home is over ("Galway address obsolete", "Kraków flat sublet out",
# "Umeå lease ended", "Consuegra house sold", "Dundee was only the old billing postcode").
_PLACE_ENDED = re.compile(r"\b(?:obsolete|stale|void|invalid|outdated|out of date|sold|sublet|ended|lapsed|expired"
                          r"|given up|handed back|vacated|no longer|was only|old|former|gone)\b")
# Words before the older place that say it was left: "moved to Leipzig from Berlin", "left Berlin".
_LEFT = frozenset("from left leaving leave out of sold ex".split())


def _named_again(text: str, place: str) -> bool:
    """Whether ``text`` names the older place again, not as the one left ("from Berlin", "left Berlin")."""
    words = _WORDS.findall(undated(text))
    if place not in text:
        # "NYC" named again as "New York City": the place's one other name, written out
        alias = ALIASES.get(place.lower(), "").split("-")
        lows = [w.lower() for w in words]
        return alias != [""] and any(lows[k:k + len(alias)] == alias and not (k and lows[k - 1] in _LEFT)
                                     for k in range(len(lows)))
    first = place.split()[0]
    # "residence: Charlotte; Asheville address stale": a part that names the older place only to end it
    # (not someone else's: "My sister's Bristol house was sold" names the place as hers)
    ended = [p for p in re.split(r"[;—–()]|,\s", undated(text)) if first in p and _PLACE_ENDED.search(p.lower())
             and not _SOMEONE_ELSES.search(p)]
    ended_words = sum(len([w for w in _WORDS.findall(p) if w == first]) for p in ended)
    named = [k for k, w in enumerate(words) if w == first and not (k and _left_before(words, k))]
    return len(named) > ended_words


def _left_before(words: list[str], at: int) -> bool:
    """Whether the word before ``words[at]`` says the place was left: "from", "left", "out of" — "of" alone is
    no leaving ("the Devon fishing town of Brixham" names the place again)."""
    before = words[at - 1].lower()
    if before == "of":
        return at > 1 and words[at - 2].lower() == "out"
    return before in _LEFT


def elided(short: str, full: str) -> bool:
    """Whether ``short`` is ``full`` written with letters left out at an apostrophe ("A'dam" for Amsterdam,
    "R'dam" for Rotterdam): the letters before it open the full name and those after it close it."""
    cut = max(short.find("'"), short.find("’"))
    if cut <= 0 or cut == len(short) - 1 or short.lower().endswith(("'s", "’s")):
        return False
    head, tail, whole = short[:cut].lower(), short[cut + 1:].lower(), full.lower()
    return len(whole) > len(short) and whole.startswith(head) and whole.endswith(tail)

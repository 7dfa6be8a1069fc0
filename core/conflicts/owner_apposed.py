"""An owner told beside the noun of holding rather than by a verb of owning.

By apposition: a person's name set beside the noun of holding, the thing named with it — "The user asked Tomasz,
*the search service's owner*, for a review", "Questions on the auth library go to Yusuf; *he's its sole
maintainer*". Whatever the sentence is about (a question, a review), the apposition says who holds the thing, and
against "The user owns the search service" or "I maintain the auth library" that is another holder.

As a handover of the holding told as a noun: "*Maintenance of* the marketing website was brought in-house to the Web
team", "*Administration of* the wiki was passed to the IT helpdesk" (:func:`handed_over`).

The thing is told by the words before the noun of holding ("the search service's owner") or, for a pronoun ("its"),
by the clause before it; every content word of it must be in the older thing. Not a change: the older owner named as
the holder, a holder among others ("one of its maintainers", "a co-owner", "also"), another thing ("the search UI's
owner" against "the search service"), an older memory that names no owner (the caller reads it with
:func:`core.conflicts.ownerships.ownerships`).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.conflicts.ownerships import ownerships
from core.text.tokens import stem

_HOLDING = r"(?:owner|maintainer|dri|steward|custodian)"
_SOLE = r"(?:(?:sole|main|current|new|only|primary|lead)\s+)?"
# "Tomasz, the search service's owner", "Ana Ruiz, its maintainer".
_NAME_THEN_HOLDER = re.compile(r"\b([A-Z][a-z][\w-]*)(?:\s+[A-Z][a-z][\w-]*)?,\s+(?:the|its|their)\s+"
                               r"((?:[\w-]+(?:'s|’s)?\s+){0,3}?)" + _SOLE + _HOLDING + r"\b")
# "… go to Yusuf; he's its sole maintainer", "Ask Mei about the docs. She is the owner now.": the holder is the
# last name of the clause before the pronoun.
_PRONOUN_HOLDER = re.compile(r"[;,.—–]\s*(?:[Hh]e|[Ss]he|[Tt]hey)(?:'s|’s|\s+is|\s+are|'re|’re)\s+(?:now\s+)?"
                             r"(?:its|the|their)\s+" + _SOLE + _HOLDING + r"\b")
_CAPITALISED = re.compile(r"(?<=\s)[A-Z][a-z][\w-]*")
_WORD = re.compile(r"[a-z][a-z0-9-]*")
_ADDED = re.compile(r"\b(?:also|too|co-?owners?|co-?maintainers?|one of|among|alongside|together with|as well)\b")
_SELF = frozenset("i me my i'm i've we us our user user's".split())


def _short(word: str) -> str:
    return word if "-" in word.strip("-") else stem(word).rstrip("s")[:5]


def _content(text: str) -> frozenset[str]:
    return frozenset(_short(w) for w in _WORD.findall(text.lower())
                     if len(w) > 1 and w not in W.LIGHT_WORDS and w not in ("its", "their", "the"))


def _apposed(new_text: str) -> list[tuple[str, frozenset[str], bool]]:
    """The (holder, thing words, told exactly) triples the newer text tells by apposition: the words before the
    noun of holding name the thing exactly; a pronoun's thing is somewhere in the clause before it."""
    found = [(m.group(1), _content(m.group(2)), True) for m in _NAME_THEN_HOLDER.finditer(new_text)]
    for m in _PRONOUN_HOLDER.finditer(new_text):
        before = re.split(r"[;.!?—–]", new_text[:m.start()])[-1]
        names = _CAPITALISED.findall(" " + before.strip())[1:] if before.strip()[:1].isupper() \
            else _CAPITALISED.findall(" " + before.strip())
        if names:
            found.append((names[-1], _content(before) - {_short(names[-1])}, False))
    return [(holder, thing, exact) for holder, thing, exact in found if thing]


def apposed_owner(old_text: str, new_text: str) -> str | None:
    """Why the newer text tells another holder of the older memory's owned thing by apposition, or ``None``."""
    low = new_text.lower()
    if not any(word in low for word in ("owner", "maintainer", " dri", "steward", "custodian")):
        return None  # the cheap test first: no noun of holding
    told = _apposed(new_text)
    if not told or _ADDED.search(low):
        return None
    olds = ownerships(old_text)
    for holder, thing, exact in told:
        who = holder.lower()
        for old_thing, old_owner in olds:
            if who in old_owner or who[:5] in {w[:5] for w in old_owner}:
                continue  # the older owner told again
            short_old = frozenset(w if "-" in w.strip("-") else w.rstrip("s")[:5] for w in old_thing)
            named = thing & short_old
            if not named or (thing - short_old - {_short(holder)} if exact else short_old - thing):
                continue  # another thing, or only some word shared
            was = "the writer" if old_owner & {"@self"} else " ".join(sorted(old_owner))
            if not old_owner & {"@self"} and any(w[:5] in new_text.lower() for w in old_owner):
                continue  # the older owner still named beside it
            return f"same ownership ({' '.join(sorted(named))}), {was} → {holder} (told beside the owner's role)"
    return None


# "Maintenance of the marketing website was brought in-house to the Web team": the holding as a noun, handed to a party.
_HANDED = re.compile(r"\b(?:(?:maintenance|administration|ownership|stewardship|upkeep|running|management)\s+of"
                     r"|responsibility\s+for)\s+"
                     r"(?:the\s+|our\s+|my\s+|their\s+)?((?:[\w-]+\s+){0,3}?[\w-]+)\s+"
                     r"(?:was|has been|is being|got|is|were|have been)\s+(?:\w+\s+)?"
                     r"(?:passed|handed|brought|moved|transferred|given|outsourced|reassigned|taken|absorbed|assumed"
                     r"|picked up)"
                     r"(?:\s+(?:over|back|in-house|out))*\s+(?:to|by)\s+(?:the\s+|an?\s+)?([\w-]+(?:\s+[\w-]+)?)",
                     re.IGNORECASE)


_HOLDING_NOUNS = ("maintenance", "administration", "ownership", "stewardship", "upkeep", "running", "management",
                  "responsibility")


def handed_over(old_text: str, new_text: str) -> str | None:
    """Why the newer text hands the holding of the older memory's owned thing, told as a noun, to another party."""
    low = new_text.lower()
    if not any(noun in low for noun in _HOLDING_NOUNS) or _ADDED.search(low):
        return None  # the cheap test first: no noun of holding
    found = _HANDED.search(new_text)
    if found is None:
        return None
    thing = _content(found.group(1))
    party_raw = found.group(2)
    party = {w.lower() for w in re.findall(r"[\w-]+", party_raw)}
    for old_thing, old_owner in ownerships(old_text):
        short_old = frozenset(w if "-" in w.strip("-") else w.rstrip("s")[:5] for w in old_thing)
        # "the scanning app" is the "ticket-scanning app": the head of a hyphened word names its thing too
        short_old |= {_short(w.rsplit("-", 1)[1]) for w in old_thing if "-" in w.strip("-")}
        if not thing & short_old or thing - short_old:
            continue  # another thing
        names = {w.lower() for w in re.findall(r"\b[A-Z][a-z][\w-]*", old_text)}
        if (party | {stem(w) for w in party}) & old_owner and (party & names or not names - {"the"}):
            continue  # the older owner again
        was = "the writer" if "@self" in old_owner else " ".join(sorted(old_owner))
        return f"same ownership ({' '.join(sorted(thing & short_old))}), {was} → {party_raw} (the holding handed over)"
    return None


# "user passed plant duty to the new office manager", "I handed the release train over to Priya": the older owner,
# the subject, hands the thing (with or without a noun of holding) to another party.
_PASSED = re.compile(r"\b(?:passed|handed|gave|transferred|delegated|offloaded)\s+(?:the\s+|our\s+|my\s+|their\s+)?"
                     r"((?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:(?:over|off|on)\s+)?to\s+(?:the\s+|an?\s+)?"
                     r"([\w-]+(?:\s+[\w-]+){0,2})", re.IGNORECASE)
_DUTY = frozenset(_short(w) for w in """duty duties responsibility responsibilities ownership maintenance upkeep care
    job chores chore""".split())


def passed_on(old_text: str, new_text: str) -> str | None:
    """Why the newer text has the older owner hand the owned thing to another party ("the office plants are the
    user's responsibility" / "user passed plant duty to the new office manager"), or ``None``: the subject of the
    handing is the older owner, what is handed is the older thing (a noun of holding aside), the party someone else."""
    low = new_text.lower()
    if not any(verb in low for verb in ("passed", "handed", "gave", "transferred", "delegated", "offloaded")) \
            or _ADDED.search(low):
        return None  # the cheap test first
    found = _PASSED.search(new_text)
    if found is None:
        return None
    subject = set(_WORD.findall(re.split(r"[;.!?—–:]", new_text[:found.start()])[-1].lower()))
    thing = _content(found.group(1)) - _DUTY
    party = {w.lower() for w in re.findall(r"[\w-]+", found.group(2))}
    if not thing or not subject:
        return None
    for old_thing, old_owner in ownerships(old_text):
        short_old = frozenset(w if "-" in w.strip("-") else w.rstrip("s")[:5] for w in old_thing)
        if thing - short_old:
            continue  # another thing: "the plant photos"
        by_owner = subject & _SELF if "@self" in old_owner else subject & {w.lower() for w in old_owner}
        if not by_owner or (party | {stem(w) for w in party}) & old_owner or party & _SELF:
            continue  # someone else hands it, or the older owner takes it back
        was = "the writer" if "@self" in old_owner else " ".join(sorted(old_owner))
        return f"same ownership ({' '.join(sorted(thing))}), {was} → {found.group(2)} (handed over by its holder)"
    return None


# "Morwenna took over Cassius's daily care from me": a party takes the thing over from its older owner, named.
_TAKEN_FROM = re.compile(r"\b(?:took|takes|has taken|have taken|had taken|taking)\s+over\s+(?:the\s+|our\s+|my\s+)?"
                         r"((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+from\s+(me|us|the user|(?-i:[A-Z][a-z][\w-]*))\b",
                         re.IGNORECASE)
# How often a holding is done, not which thing: "Cassius's daily care" is the care of "Cassius, day to day".
_HOW_OFTEN = frozenset(_short(w) for w in "daily day-to-day everyday routine weekly regular".split())


def taken_from(old_text: str, new_text: str) -> str | None:
    """Why the newer text has another party take the older memory's thing over from its older owner ("I look after
    the hawk, Cassius" / "Morwenna took over Cassius's daily care from me"), or ``None``: the one it is taken from is
    the older owner, every word of the thing (a noun of holding and how often aside) a word of the older memory, and
    the party taking it someone else."""
    low = new_text.lower()
    if "over" not in low or " from " not in low or _ADDED.search(low):
        return None  # the cheap test first
    found = _TAKEN_FROM.search(new_text)
    if found is None:
        return None
    party = set(_WORD.findall(re.split(r"[;.!?—–:]", new_text[:found.start()])[-1].lower()))
    giver = found.group(2).lower()
    thing = frozenset(_short(w.removesuffix("'s").removesuffix("’s"))
                      for w in re.findall(r"[\w'’-]+", found.group(1).lower())
                      if w not in W.LIGHT_WORDS) - _DUTY - _HOW_OFTEN
    old_words = _content(old_text)
    if not thing or thing - old_words or not party or party & _SELF:
        return None  # another thing, or no one else takes it
    for _, old_owner in ownerships(old_text):
        was = giver in _SELF or giver == "the user" if "@self" in old_owner else {giver, stem(giver)} & old_owner
        if was and not party & old_owner:
            owner = "the writer" if "@self" in old_owner else " ".join(sorted(old_owner))
            return f"same ownership ({' '.join(sorted(thing))}), {owner} → {' '.join(sorted(party))} (taken over)"
    return None


# A thing's holding moved between an outside party and the holder's own people: "The marketing site was brought
# in-house", "The user brought the school website in-house", "Cluster administration has been outsourced to an MSP".
_IN_HOUSE = re.compile(r"^(?P<before>.*?)\b(?:brought|taken|moved|came|come|went|got)\s+"
                       r"(?P<object>(?:[\w'’-]+\s+){0,5}?)(?:back\s+)?in-house\b|^(?P<back>.*?)\bback\s+in-house\b",
                       re.IGNORECASE)
_OUTSOURCED = re.compile(r"^(?P<before>.*?)\boutsourced\s+(?P<object>(?:[\w'’-]+\s+){0,5}?)(?:to\b|$)", re.IGNORECASE)
# Who holds a thing from outside: "an agency", "the park's IT contractor", "freelancer Otto Brandt".
_OUTSIDE = re.compile(r"\b(?:agency|agencies|contractors?|freelancer?s?|vendors?|external|outside|third-party"
                      r"|consultancy|consultants?|suppliers?|msp|outsourced)\b", re.IGNORECASE)
# Nouns of holding a thing, not the thing: "Upkeep of the foundry website", "Firmware upkeep for the scanners".
_HOLDING_WORDS = frozenset(_short(w) for w in """maintenance maintained upkeep management managed administration
    operation operated development running ownership owned stewardship""".split())
# The holder's own people: the writer, a team of theirs.
_OWN_PEOPLE = frozenset({"@self"}) | frozenset(stem(w) for w in
                                               "team crew staff squad department ops desk office".split())
_DOERS = frozenset("we i user the our they he she it has have had was were is are been being".split())


def sourcing_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text moves the older memory's thing between an outside party and the holder's own people ("…
    maintained by an agency" / "… brought in-house"; "… in-house" / "… outsourced to AirServ"), or ``None``: the
    thing the newer text moves is the older one (every word of it, a noun of holding aside, a word of the older
    memory), and the older holder was on the other side."""
    low = new_text.lower()
    if "in-house" not in low and "outsourced" not in low:
        return None  # the cheap test first
    body = undated(new_text)
    clause = re.split(r"[;.!?—–(]|,\s+(?:and|but|so)\b", body)[0] if "outsourced" in low else body
    inward = _IN_HOUSE.search(clause)
    found = inward or _OUTSOURCED.search(clause)
    if found is None:
        return None
    before = found.group("before") if found.group("before") is not None else found.group("back") or ""
    before = re.split(r"[:,]", before)[-1]
    words = _WORD.findall((found.group("object") or "") + " " + before.lower())
    thing = frozenset(_short(w) for w in words if w not in _DOERS and w not in W.LIGHT_WORDS and len(w) > 1
                      and w not in ("its", "their", "the", "our", "my", "back")) - _HOLDING_WORDS
    old_body = undated(old_text)
    old_words = frozenset(_short(p) for w in _WORD.findall(old_body.lower()) for p in (w, *w.split("-")) if p)
    if not thing or thing - old_words:
        return None  # another thing, or none named
    outside_before = _OUTSIDE.search(old_body) is not None
    owners = {o for _, owner in ownerships(old_text) for o in owner}
    in_house_before = "in-house" in old_body.lower() or bool(owners & _OWN_PEOPLE)
    if inward is not None and outside_before and "in-house" not in old_body.lower():
        return f"same ownership ({' '.join(sorted(thing))}), an outside party → in-house"
    if inward is None and in_house_before and not outside_before:
        return f"same ownership ({' '.join(sorted(thing))}), in-house → an outside party"
    return None


# A thing sold on: "The baggage tug fleet was sold to the airport authority", "The beehives were bought from Mr Pryce
# by the orchard".
_SOLD_TO = re.compile(r"^(?P<thing>[^,;:—–]+?)\s+(?:was|were|has been|have been|got)\s+sold\s+(?:off\s+)?to\s+"
                      r"(?P<party>[^,;.—–]+)", re.IGNORECASE)
_BOUGHT_FROM = re.compile(r"^(?P<thing>[^,;:—–]+?)\s+(?:was|were|has been|have been|got)\s+(?:bought|purchased)\s+"
                          r"from\s+(?P<giver>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})(?:\s+by\s+(?P<party>[^,;.—–]+))?",
                          re.IGNORECASE)

# Bought by its new owner, the seller left unsaid: "The skiff was bought out privately by skipper Halvard", "The
# tractors were purchased outright by our company"; and bought off or from the older owner by the buyer who opens the
# sentence: "The user bought the delivery van off Mathis in March".
_BOUGHT_BY = re.compile(r"^(?P<thing>[^,;:—–]+?)\s+(?:(?:was|were|has been|have been|got)\s+)?(?:bought|purchased)"
                        r"(?:\s+out)?(?:\s+(?:\w+ly|outright))?\s+by\s+(?!and\b|or\b)(?P<party>[^,;.—–]+)",
                        re.IGNORECASE)
_BOUGHT_OFF = re.compile(r"^(?P<party>[^,;:—–]+?)\s+(?:bought|purchased)\s+(?:out\s+)?(?P<thing>[^,;:—–]+?)\s+"
                         r"(?:off|from)\s+(?P<giver>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})", re.IGNORECASE)


def sold_on(old_text: str, new_text: str) -> str | None:
    """Why the newer text has the older memory's owned thing sold to another party, or bought from its older owner
    ("… owned by a neighbouring beekeeper, Mr Pryce" / "The beehives were bought from Mr Pryce by the orchard"), or
    ``None``: every word of the thing a word of the older memory, the buyer not the older owner."""
    low = new_text.lower()
    if "sold" not in low and "bought" not in low and "purchased" not in low:
        return None  # the cheap test first
    body = undated(new_text)
    found = _SOLD_TO.match(body) or _BOUGHT_FROM.match(body) or _BOUGHT_BY.match(body) or _BOUGHT_OFF.match(body)
    if found is None:
        return None
    thing = _content(found.group("thing")) - _HOLDING_WORDS
    old_words = _content(old_text)
    if not thing or thing - old_words:
        return None
    buyer = re.split(r"\s+(?:in|on|at|for|after|last|this|since|when|which|who)\b", found.group("party") or "")[0]
    party = {_short(w) for w in _WORD.findall(buyer.lower())} - {"the", "an", "a"}
    giver = {w.lower() for w in (found.groupdict().get("giver") or "").split()} - {"mr", "mrs", "ms", "dr"}
    for _, old_owner in ownerships(old_text):
        if party & old_owner or "@self" in old_owner:
            continue  # the older owner buys it, or the writer's own thing ("sold my car") is another reader's
        named = set(_WORD.findall(old_text.lower()))  # the older owner named beside its holder: "a beekeeper, Mr Pryce"
        if giver and not ({stem(w) for w in giver} | giver) & old_owner and not giver <= named:
            continue  # bought from someone else
        return f"same ownership ({' '.join(sorted(thing))}), {' '.join(sorted(old_owner))} → " \
               f"{buyer.strip() or 'a new owner'} (sold on)"
    return None


# The thing handed on, told in the passive: "Rotation scheduling was passed to Marcus", "inventory handed to the new
# stage manager, Baptiste".
_HANDED_ON = re.compile(r"(?:^|[;:.—–]\s*)(?P<thing>[\w'’ -]{2,60}?)\s+"
                        r"(?:was\s+|were\s+|has\s+been\s+|have\s+been\s+|got\s+)?(?:passed|handed)\s+(?:over\s+|on\s+)?"
                        r"to\s+(?P<party>[^,;.—–()]+)", re.IGNORECASE)


def handed_on(old_text: str, new_text: str) -> str | None:
    """Why the newer text tells the older memory's owned thing handed or passed to another party in the passive
    ("The on-call rotation is managed by Priya" / "Rotation scheduling was passed to Marcus"), or ``None``: every
    word of the thing (a noun of holding or duty aside) a word of the older memory, the party not the older owner."""
    low = new_text.lower()
    if " to " not in low or ("passed" not in low and "handed" not in low) or _ADDED.search(low):
        return None  # the cheap test first
    found = _HANDED_ON.search(undated(new_text))
    if found is None:
        return None
    thing = _content(found.group("thing")) - _HOLDING_WORDS - _DUTY - {_short(w) for w in _SELF | _DOERS}
    old_words = _content(old_text)
    if not thing or thing - old_words:
        return None
    party = {_short(w) for w in _WORD.findall(found.group("party").lower())} - {"the", "an", "a"}
    for _, old_owner in ownerships(old_text):
        if party & old_owner or party & {_short(w) for w in _SELF}:
            continue  # the older owner again, or taken back
        owner = "the writer" if "@self" in old_owner else " ".join(sorted(old_owner))
        return f"same ownership ({' '.join(sorted(thing))}), {owner} → {found.group('party').strip()} (handed on)"
    return None


# --- a held thing handed to another party, by any verb of handing it over --------------------------------------------

# The cheap test: a verb of handing a held thing on, in any of its shapes.
_HANDING_CUES = ("transferred", "reassigned", "assigned", "handed", "passed", "contracted out", "outsourced",
                 "insourced", "awarded", "went to", "picked up by", "taken over by", "→", "->")
# "Rodent-sensor maintenance was insourced to council IT", "payments svc reassigned → team Marlin", "the patrol
# contract went to Sentry Nine", "Pest suite picked up by Bruno": the thing (the subject), a verb of handing it on,
# the party it went to.
_HANDED_TO = re.compile(
    r"(?:^|[;:.—–]\s*)(?P<thing>[\w'’ /#.-]{2,70}?)\s+"
    r"(?:(?:was|were|has\s+been|have\s+been|got|is|are|now)\s+)?(?:(?:formally|officially|fully|permanently)\s+)?"
    r"(?:(?:transferred|reassigned|assigned|handed\s+(?:over|across|on)|passed(?:\s+(?:over|on))?|contracted\s+out"
    r"|outsourced|insourced|awarded|given|handed)\s+(?:(?:to|into)\s+|(?=→|->))(?:→\s*|->\s*)?"
    r"|(?:went|has\s+gone|have\s+gone)\s+to\s+"
    r"|(?:(?:was|were|has\s+been|have\s+been|got)\s+)?(?:picked\s+up|taken\s+over)\s+by\s+)"
    r"(?P<party>[^,;.—–()]+)", re.IGNORECASE)
# "I passed payments-adapter to Priya", "The user transferred textual-calendar's PyPI ownership to a community org":
# the older holder hands the thing on.
_HANDS_ON = re.compile(r"(?:^|[;:.—–]\s*|,\s*)(?:the\s+user|i|we)\s+(?:have\s+|has\s+)?(?:transferred|passed|handed)"
                       r"\s+(?P<thing>[\w'’ /#.-]{2,60}?)\s+(?:(?:over|across|on)\s+)?to\s+(?P<party>[^,;.—–()]+)",
                       re.IGNORECASE)
# The older text tells who holds a thing: a verb or key of holding it.
_HELD = re.compile(r"\b(?:own\w*|maint\w*|admin\w*|custod\w*|responsib\w*|(?:kept|run|managed|handled|held|curated"
                   r"|controlled|staffed|operated|serviced|registered)\s+(?:by|to)|looks?\s+after|looked\s+after"
                   r"|belongs?\s+to|holds?\s+the|holder|registrant|in\s+charge\s+of|my\s+job|asset)\b", re.IGNORECASE)
# A party is a name, a handle or a group: a capitalised word, "@team", or a noun of a body of people.
_BODY = frozenset(_short(w) for w in """team crew squad guild group unit office committee council authority contractor
    contractors department org organisation organization company ltd gmbh inc llc services engineering collective
    trust club museum centre center board chapter concessionaire agency firm vendor partner partners desk lead manager
    officer supervisor administrator coordinator""".split())
# Said beside the handing: a while, a share, a plan, a denial or a past — the older holder may still hold it now.
_NOT_FOR_GOOD = re.compile(r"\b(?:while|until|till|temporar\w*|interim|acting|cover\w*|during|also|too|as\s+well"
                           r"|jointly|shared|alongside|together|co-?own\w*|co-?maint\w*|one\s+of|among|will|would|could"
                           r"|might|may|should|plan\w*|propos\w*|going\s+to|due\s+to\s+be|to\s+be|if|whether"
                           r"|consider\w*|discuss\w*|bid|vote|not|never|no|isn't|wasn't|weren't|hasn't|haven't"
                           r"|back\s+in|used\s+to|originally|formerly|previously|(?:19|20)\d\d)\b", re.IGNORECASE)
# Words of the thing that only say which side of holding it is told (a noun of holding, a contract for its service).
_OF_HOLDING = _DUTY | _HOLDING_WORDS | frozenset(_short(w) for w in """curation control custody admin service servicing
    contract contracts control of for entry record register""".split())
# People a subject may be, never the thing handed: "Malik was reassigned to the infra team".
_PEOPLE = frozenset(_short(w) for w in """user he she they colleague brother sister partner wife husband son daughter
    mother father friend boss manager lead engineer""".split())


# Where a party's phrase ends and a time, a reason or another clause begins: "to council IT *after* Gridwise's
# contract lapsed", "to Priya *when* I joined …", "to Ines *and* came off …".
_PARTY_END = re.compile(r"\s+(?:after|since|when|once|because|as|per|in|on|at|from|last|this|following|and|which|who"
                        r"|under|with|for|before)\b.*$", re.IGNORECASE)
# A name's word (capitalised, not an acronym): "Malik", not "DNS" or "CCTV".
_NAME_WORD = re.compile(r"[A-Z][a-z][\w'’-]*")


# A thing's noun written short in a note: "payments svc" is the "payments service".
_SHORTHAND = {"svc": "service", "svcs": "services", "fw": "firmware", "maint": "maintenance"}


def _content_of(text: str) -> frozenset[str]:
    """The content words of ``text`` as :func:`_short` cuts them, the self's words as one ("@self")."""
    words = [_SHORTHAND.get(w, w) for w in _WORD.findall(text.lower())]
    found = {_short(w) for w in words if len(w) > 1 and w not in W.LIGHT_WORDS and w not in _SELF
             and w not in ("its", "their", "the")}
    if any(w in _SELF for w in re.findall(r"[\w'’]+", text.lower())):
        found.add("@self")
    return frozenset(found)


def handed_to(old_text: str, new_text: str) -> str | None:
    """Why the newer text has the older memory's held thing handed to another party by any verb of handing it on
    ("The DNS records are managed by Oksana" / "DNS management was outsourced to Clearpath Hosting"; "I own the
    payments-adapter module" / "I passed payments-adapter to Priya"; "payments service owner: team Halibut" /
    "payments svc reassigned → team Marlin"), or ``None``.

    The thing handed is the subject (or the older holder's object): every content word of it, a noun of holding aside,
    a word of the older memory, and one at least a lower-case word of it, not a person ("Malik was reassigned …").
    The party is a name, a handle or a body of people the older memory does not name. Not a change: a while, a share,
    a plan, a denial or a dated past told beside it, another thing or a part of it, the older holder again."""
    low = new_text.lower()
    if not any(cue in low for cue in _HANDING_CUES) or _HELD.search(old_text) is None:
        return None  # the cheap test first: no verb of handing on, or an older memory that tells no holder
    body = undated(new_text)
    found = _HANDED_TO.search(body) or _HANDS_ON.search(body)
    if found is None:
        return None
    if _NOT_FOR_GOOD.search(body[:found.end()]) is not None or _NOT_FOR_GOOD.search(found.group("party")):
        return None
    raw_thing = re.sub(r"^(?:the\s+user\s+(?:says?|said|mentioned|noted)\s+(?:that\s+)?)", "", found.group("thing"),
                       flags=re.IGNORECASE)
    thing = _content_of(raw_thing) - _OF_HOLDING - {"@self"}
    old_words = _content_of(old_text)
    old_words |= {_short(part) for w in old_words if "-" in w.strip("-") for part in w.split("-") if len(part) > 2}
    # a word of the thing is no name when it is not capitalised, or when the older text writes it in lower case
    # ("Rodent-sensor maintenance …" opening the sentence)
    old_lower = {_short(w) for w in re.findall(r"(?<![\w'’-])[a-z][\w-]*", undated(old_text))}
    not_names = {_short(w.lower()) for w in re.findall(r"(?<![\w'’-])[\w][\w-]*", raw_thing)
                 if _NAME_WORD.fullmatch(w) is None or _short(w.lower()) in old_lower}
    if not thing or thing - old_words or not (thing & not_names) - _PEOPLE:
        return None  # another thing, a part of it, or a person handed on
    if not set(re.findall(r"\d+", raw_thing)) <= set(re.findall(r"\d+", old_text)):
        return None  # "Ward 5 bait contract" after "Ward 3 bait contract": another thing by its number
    party_raw = _PARTY_END.sub("", found.group("party").strip())
    party_words = re.findall(r"@?[\w'’-]+", party_raw)
    party = _content_of(party_raw)
    named = any(w[:1].isupper() or w.startswith("@") for w in party_words) or bool(party & _BODY)
    if not named or not party or (party - _BODY) & old_words or (not party - _BODY and party & old_words):
        return None  # no party, or the older holder again
    return f"same holding ({' '.join(sorted(thing))}) handed on → {party_raw} (handed to another)"

"""A newer memory about the older one's thing that tells another fact of it, read from structure a fresh hand writes
again (issue 15, round 28: each of these was a false alarm on pairs written blind):

- **another attribute given** — "Jenkins controller is kept on 2.426 LTS" / "… was moved to a bigger VM with 16 GB
  RAM", "display name on Apple Maps: …" / "Apple Maps listing: phone number updated", "licence: BSD-3-Clause" /
  "copyright year in LICENSE bumped to 2026", "pref: dark theme" / "console font size 14", "booking page URL is …" /
  "… now loads in under a second": the newer memory gives an attribute of a thing (:data:`_ATTRIBUTES`) a value or a
  change (an amount beside it, a verb of setting after it) and the older one never names it, the older one's
  attribute is not named in it, and the two give no typed value of one type (a name aside):
  the newer value belongs to the attribute it names. The version told again beside the RAM, the display name told
  anew, the licence and the year both: still changes;
- **the older value told again as the thing** — "I call the rock sample database 'Stratabase'" / "My sample
  catalogue, Stratabase, got two hundred new entries": every value the older memory gives stands in the newer one,
  which gives no other value of those slots and does not name their attribute ("Oyelaran is owner, Leopold off the
  team" does), and what else it gives is a count of what was added to it ("N new / more / extra …"): the newer memory
  speaks of the older value, it does not replace it (a value told again beside a verb of replacing, its successor
  unread, is the common true change this must leave open);
- **another versioned thing** — "Ubuntu 22.04 on the jump host" / "jump host kernel updated to 5.15.0-101": each
  memory gives a version to a thing the other never names (the word before the version, change verbs and "to" / "on"
  skipped), the newer of a lower major than the older (no update goes back a series): two components' versions;
- **a new thing of the older noun started** — "250 members in dig volunteers mailing list" / "new student list
  started, 60 members": "new <noun> started / created / launched …" of a noun the older memory holds is a second
  thing of that noun beside the first (a home, job or role is held one at a time: not read here).

The first is a guard after a rule's match (:func:`core.conflicts.another_fact.another_fact`) and on the learned
reader; the other three keep a pair closed to the learned reader only
(:func:`core.conflicts.learned_reader.open_to_learning`), where the rules were silent.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.learned_features import typed_values
from core.conflicts.learned_verb_classes import verb_class
from core.conflicts.pair_words import FUNCTION_WORDS, words
from core.conflicts.statement import Statement
from core.conflicts.value_words import MEGABYTES, NUMBER_WORDS, SECONDS, UNIT_WORDS
from core.conflicts.wording import CHANGE_WORDS
from core.text.tokens import stem

# Attributes of a thing a memory names, each told by its nouns: a machine's memory, processors and disk; a listing's
# phone and opening hours; a display's font and theme; a licence's copyright; a page's load time and URL; a job's pay
# and contract, a home's rent, a thing's price, a device's battery. (A display
# name is no other attribute: "bot named 'Herald'" / "bot display name changed to 'Scout'" is the name changed.)
_ATTRIBUTES = {
    "memory": r"ram|memory|heap",
    "cpu": r"cpus?|vcpus?|cores",
    "disk": r"disks?|storage",
    "phone": r"(?:tele)?phone(?: numbers?)?",
    "opening hours": r"opening hours",
    "font": r"font(?: sizes?)?|typefaces?",
    "theme": r"themes?|dark mode|light mode",
    "copyright": r"copyright(?: years?| holders?| lines?)?",
    "load time": r"load times?|page speed",
    "url": r"urls?",
    # what a job pays and on what terms, what a home costs, what a thing is sold for, a device's battery
    "pay": r"pay(?: bands?| grades?| scales?)?|salary|salaries|wages?",
    "contract": r"(?:permanent|fixed-term|temporary|part-time|full-time|zero-hours) contracts?|contract terms?",
    "rent": r"rent|rents",
    "price": r"prices?|priced",
    "battery": r"batter(?:y|ies)",
}
_NAMED = {attribute: re.compile(r"\b(?:" + nouns + r")\b") for attribute, nouns in _ATTRIBUTES.items()}
# (pay is also named by its verb: "apprentices paid every two weeks" / "apprentice pay moved to a monthly cycle")
_NAMED["pay"] = re.compile(_NAMED["pay"].pattern + r"|\b(?:paid|pays|paying)\b")
_AMOUNT = r"\d[\d.,]*\s*(?:[kmgt]i?b|gigs?|pt|px)?"
_SET_VERB = (r"(?:was |were |got |has been |is )?(?:updated|changed|bumped|raised|lowered|increased|reduced|doubled|"
             r"halved|set|edited|replaced|upped|grown|moved|went up|went down|rose|fell|renewed|signed)\b")
# An attribute bound to its value: an amount before it ("16 GB RAM"), an amount after it ("font size 14", "RAM: 16
# GB"), a verb of setting within three words after it ("phone number updated", "copyright year in LICENSE bumped to
# 2026"); and a page's load time told by its verb ("loads in under a second").
_BOUND = {attribute: re.compile(r"\b" + _AMOUNT + r"\s+(?:of\s+)?(?:" + nouns + r")\b"
                                r"|\b(?:" + nouns + r")\s*(?:[:=]|\bis\b|\bat\b|\bof\b)?\s*" + r"[€$£¥]?\d"
                                r"|\b(?:" + nouns + r")(?:\s+[\w/.-]+){0,3}?\s+" + _SET_VERB)
          for attribute, nouns in _ATTRIBUTES.items()}
_BOUND["contract"] = _NAMED["contract"]  # a contract told with its kind is given its value: "permanent contract"
_BOUND["load time"] = re.compile(_BOUND["load time"].pattern + r"|\bload(?:s|ed)? in (?:under |about |around |less "
                                 r"than |over |just )?(?:a |an |\d)")


@lru_cache(maxsize=4096)  # the newcomer is asked once per candidate
def attributes_named(text: str) -> frozenset[str]:
    """The attributes of :data:`_ATTRIBUTES` the text names anywhere."""
    low = text.lower()
    return frozenset(attribute for attribute, pattern in _NAMED.items() if pattern.search(low))


@lru_cache(maxsize=4096)
def attributes_given(text: str) -> frozenset[str]:
    """The attributes the text gives a value or a change (:data:`_BOUND`)."""
    low = text.lower()
    return frozenset(attribute for attribute, pattern in _BOUND.items() if pattern.search(low))


def _value_kinds(text: str) -> frozenset[str]:
    """The types of the typed values a text gives, a name aside (every text names something)."""
    return frozenset(kind for kind, _, _ in typed_values(text) if kind != "name")


def _new_value_kinds(old_text: str, new_text: str) -> frozenset[str]:
    """The types of the newer text's typed values (a name aside) that are not the older text's own values told again
    ("the tidewaymuseum.org/visit booking page now loads …" names the older address as its thing)."""
    told = {value for _, value, _ in typed_values(old_text)}
    return frozenset(kind for kind, value, _ in typed_values(new_text) if kind != "name" and value not in told)


def another_attribute_named(old_text: str, new_text: str, compared: str = "") -> bool:
    """The newer memory gives a value or a change to an attribute the older one never names, names none the older one
    names, and the two give no typed value of one type: "kept on 2.426 LTS" / "moved to a bigger VM with 16 GB RAM"
    (module doc). ``compared``: the newer value a reader compared, which must stand in a clause giving the attribute
    ("Pine prices doubled, so I light the wood kiln just four times a year": the rate is told beside the price)."""
    given = attributes_given(new_text)
    if not given:
        return False
    if compared and _told_apart(new_text, compared, given):
        return False
    was = attributes_named(old_text)
    if not given - was or attributes_named(new_text) & was:
        return False
    if given & _TERMS and _change_beside(old_text, new_text, given):
        return False  # "role changed to foreman, pay band raised to B4": the role's change beside the pay's
    return not _value_kinds(old_text) & _new_value_kinds(old_text, new_text)


def _gives(clause: str, given: frozenset[str]) -> bool:
    """Whether a clause (lower case) gives one of the attributes ``given`` a value or a change (:data:`_BOUND`)."""
    return any(_BOUND[attribute].search(clause) for attribute in given)


def _told_apart(new_text: str, compared: str, given: frozenset[str]) -> bool:
    """Whether the compared value stands in a clause of the newer text that gives none of ``given``."""
    for clause in re.split(r"[,;]|\band\b|\bso\b", new_text.lower()):
        if compared.lower() in clause:
            return not _gives(clause, given)
    return False


# The terms a job, a home or a thing is held on: another fact of it, unless a clause apart from them tells a change.
_TERMS = frozenset(("pay", "contract", "rent", "price", "battery"))


def _change_beside(old_text: str, new_text: str, given: frozenset[str]) -> bool:
    """Whether a clause of the newer text that gives none of ``given`` says a change (a change word or a verb of
    leaving, taking up, moving or scaling of its own), or the newer text names a party the older one does not ("a
    permanent contract *with Ordnance Survey*": another employer's terms)."""
    for name in _WITH_NAME.findall(new_text):
        if name not in old_text:
            return True
    for clause in re.split(r"[,;]|\band\b", new_text.lower()):
        if _gives(clause, given):
            continue
        if any(stem(w) in CHANGE_WORDS or verb_class(w) in ("leave", "take", "move", "scale")
               for w in re.findall(r"[a-z]+", clause)):
            return True
    return False


# A party named after a preposition: "with Ordnance Survey", "at Brekke" (a capital, then a lower-case letter).
_WITH_NAME = re.compile(r"\b(?:with|at|for|from|by|to)\s+([A-Z][a-z][\w&'’-]*)")


_EDGE = ".,;:!?()\"'[]"


def older_value_told_again(old: Statement, new: Statement) -> bool:
    """Every value the older statement gives stands in the newer one (among its values, key or words), and the newer
    one gives no other value of those slots: it speaks of the older value ("My sample catalogue, Stratabase, got two
    hundred new entries"), it does not replace it."""
    if not old.values:
        return False
    tags = {k[1:] for k in new.key if k.startswith("@")}
    if any(slot.split(":", 1)[0] in tags for slot in old.values):
        return False  # "gs-config: Oyelaran is owner, Leopold off the team": the older value's attribute named anew
    new_words = {stem(w.strip(_EDGE).lower()) for w in new.text.split()} | set(new.key)
    for slot, values in old.values.items():
        was = {v.strip(_EDGE) for v in values}
        now = {v.strip(_EDGE) for v in new.values.get(slot, frozenset())}
        if now - was or not all(v in now or v in new_words for v in was):
            return False
    # what the newer memory gives besides the older value is a count of what was added to it ("got two hundred new
    # entries"), never a value that could stand in its place
    counts = [slot for slot in new.values if slot not in old.values]
    return bool(counts) and all(slot.startswith("number") for slot in counts) \
        and _ADDED_COUNT.search(new.text.lower()) is not None


# A count of what was added: "two hundred new entries", "40 more members", "3 extra seats".
_NUMBER_WORD = "(?:" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + "|hundred|thousand)"
_ADDED_COUNT = re.compile(r"\b(?:\d[\d,]*|" + _NUMBER_WORD + r"(?:[\s-]+" + _NUMBER_WORD + r")*)"
                          r"\s+(?:new|more|extra|additional|added)\s+[a-z]")


# What stands between a thing and its version: change verbs, "to", "on", "version", auxiliaries.
_BETWEEN = frozenset("to on at is are was were been now version ver v updated upgraded bumped moved went pinned kept "
                     "runs running rolled patched raised".split())
_VERSION = re.compile(r"^v?\d+(?:\.\d+)+(?:[-+][\w.]+)?$")


# A measure's unit after a number: "0.9 kW" is an amount, not a version.
_UNITS = frozenset(UNIT_WORDS) | frozenset(MEGABYTES) | frozenset(SECONDS) \
    | frozenset("kw kwh w mw v a hz khz mhz ghz ms px pt".split())


def _versioned_things(text: str) -> tuple[frozenset[str], frozenset[int]]:
    """The stemmed word before each version the text gives (:data:`_BETWEEN` skipped), and the versions' majors."""
    tokens = [t.strip(_EDGE).lower() for t in text.split()]
    things, majors = set(), set()
    for k, token in enumerate(tokens):
        if not _VERSION.match(token) or re.match(r"^\d{4}-\d{2}", token) \
                or (k + 1 < len(tokens) and tokens[k + 1] in _UNITS):
            continue
        majors.add(int(token.removeprefix("v").split(".", 1)[0]))
        j = k - 1
        while j >= 0 and (tokens[j] in _BETWEEN or not tokens[j]):
            j -= 1
        if j >= 0 and tokens[j].isalpha() and tokens[j] not in FUNCTION_WORDS:
            things.add(stem(tokens[j]))
    return frozenset(things), frozenset(majors)


def another_versioned_thing(old_text: str, new_text: str) -> bool:
    """Each memory gives a version to a thing the other never names, and the newer versions are of a lower major than
    every older one: "Ubuntu 22.04 on the jump host" / "jump host kernel updated to 5.15.0-101" (two components'
    series; "Airflow 2.7" / "prod scheduler is on 2.9.2" is one thing's next release, told by its part)."""
    (was, old_majors), (now, new_majors) = _versioned_things(old_text), _versioned_things(new_text)
    if not was or not now or not max(new_majors) < min(old_majors):
        return False
    old_stems = {stem(w) for w in words(old_text)}
    new_stems = {stem(w) for w in words(new_text)}
    return not was & new_stems and not now & old_stems


# "new student list started", "a new channel was set up": a second thing of a noun begun.
_NEW_STARTED = re.compile(r"\bnew ((?:[a-z][\w-]* ){0,2}?([a-z][\w-]*)) (?:(?:was|is|has been|got) )?"
                          r"(?:started|created|launched|opened|set up|spun up|begun|added)\b")
# Nouns held one at a time: a new one replaces the older one.
_HELD_ONE_AT_A_TIME = frozenset(stem(w) for w in "job role position home flat apartment house place employer manager "
                                "boss contract lease address number name owner lead".split())


def new_thing_started(old_text: str, new_text: str) -> bool:
    """The newer memory starts a new thing of a noun the older one holds ("new student list started, 60 members" after
    "250 members in dig volunteers mailing list"): a second list, not the first one's count."""
    found = _NEW_STARTED.search(new_text.lower())
    if found is None:
        return False
    noun = stem(found.group(2))
    return noun not in _HELD_ONE_AT_A_TIME and noun in {stem(w) for w in words(old_text)}


# A leisure group the holder joins: a club, choir, league … (a team or group at work is left out: "joined the
# platform group" may be a new employer's).
_GROUP_JOINED = re.compile(r"\b(?:joined|joins|joining|signed up (?:for|with|to)|became a member of)\s+"
                           r"(?:(?:a|an|the|our|my|their|his|her)\s+)?(?:[\w'’-]+\s+){0,3}?"
                           r"(?:club|choir|society|league|orchestra|band|gym|guild|circle|ensemble|troupe)s?\b",
                           re.IGNORECASE)
_AT_WORK = re.compile(r"\b(?:works?|working|worked|employed|employer|job|hired)\b", re.IGNORECASE)


def group_joined_beside_work(old_text: str, new_text: str) -> bool:
    """The newer memory has its holder join a club, choir, league … ("joined a running club, Hermes, in April") after
    the older one tells where they work: a membership beside the job, not another employer. Not when the newer
    memory speaks of work too ("joined a law firm's cycling club after starting there")."""
    return _AT_WORK.search(old_text) is not None and _AT_WORK.search(new_text) is None \
        and _GROUP_JOINED.search(new_text) is not None

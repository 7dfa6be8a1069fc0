"""Whose home or job a statement is about: the user, or a person it names.

In a store that keeps facts about several people, "Mateo was relocated to Barcelona last quarter."
is not news about "I live in Oslo.", and "2025-06: Noor lives in Amman." is not contradicted by
"The user now lives in York.". The readers compare a home or a job by its family; this module says
who holds it, so two memories about different people's homes or jobs are never one attribute:

- ``"self"`` — the text speaks of the user (I, my, we, our, "the user");
- a name — the text opens (after a note's date) with a capitalised name that is not a known tool,
  followed by a holder's verb or a possessive ("Mateo was relocated", "Noor lives in", "Noor's new job");
- ``None`` — neither ("They moved into the SRE team", "loc: Perth"): nothing to tell apart.
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTHS
from core.conflicts.named_values import KNOWN_TOOLS, ROLE_HEADS
from core.conflicts.note_dates import undated
from core.conflicts.value_words import NUMBER_WORDS
from core.conflicts.wording import CHANGE_WORDS, SELF_WORDS, STOP_WORDS
from core.text.tokens import stem

# Families whose value a person holds: a home and a job (the reasons' words for them).
PERSON_FAMILIES = ("home", "job")
_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’]|-(?=[^\W\d_]))*")  # any script, hyphens: "Chloé", "co-founder"
# What follows a person named as the holder of a home or a job: "Mateo was relocated", "Noor lives in".
_HOLDER_VERBS = frozenset("is was has had lives lived living works worked working moved relocated joined left "
                          "quit got started took now just will rents rented stays stayed based resides resided "
                          "settled back relocating moving".split())
# A capitalised first word that is a name only if nothing says otherwise ("The", "Home", "City" …).
_NOT_NAMES = STOP_WORDS | frozenset(
    "the a an this that these those my our your their his her its home city loc location job role title work employer "
    "team office user users i we they he she it just finally recently now today yesterday officially still already "
    "then so well soon eventually apparently".split())


_CONTRACTION = re.compile(r"['’](?:s|re|ve|m|d|ll)$")  # "we're", "the user's": the word before it
_POSSESSIVE = re.compile(r"['’]s$")
_SELF_CONTRACTION = re.compile(r"['’](?:re|ve|m|d|ll)$")


def holder(text: str) -> str | None:
    """``"self"``, a person's name (lower case), or ``None`` (see the module doc)."""
    words = _WORD.findall(undated(text, dot=True).strip())
    name = _opening_name(words) or _named_after_a_role(words)
    if name is not None:  # the person the text opens with, whoever else it mentions ("Dana told me …")
        return _their_person(name, words)
    for k, word in enumerate(words):
        if _CONTRACTION.sub("", word.lower()) in SELF_WORDS:
            kin = _kin_after(word, words[k + 1:k + 6]) if k <= 1 else None  # the sentence's subject only
            return "self" if kin is None else f"self's {kin}"  # "I", "my", "we're", "the user's"; "my sister"
    return None


# The people of someone's life whose home or job is their own: "the user's sister lives in Dublin" is not the
# user's home. (A manager, a report or a team is said of the user's own job, so it is not here.)
_KIN = frozenset("""partner wife husband spouse girlfriend boyfriend fiance fiancee sister sisters brother brothers
    folks sibling siblings mom mum mother dad father parent parents kid kids child children son sons daughter daughters
    friend friends neighbour neighbor roommate flatmate housemate cousin aunt uncle niece nephew grandma grandpa
    grandmother grandfather in-laws cofounder co-founder colleague coworker student students mentee
    apprentice""".split())


def _kin_after(word: str, following: list[str]) -> str | None:
    """The relation a possessive self word that opens the text names as the holder ("my sister", "the user's
    partner"), or ``None``; not one beside the user ("my partner and I moved", "moved in with my partner")."""
    low = word.lower()
    if not (low in ("my", "our") or low.endswith(("'s", "’s"))) or not following:
        return None
    kin = following[0].lower()
    if kin not in _KIN:
        return _named_person_of(following)
    if len(following) > 1 and following[1].lower() in ("and", "&"):
        return None
    return kin


# Words that name a person by a post they hold beside the user's, said only with that person's name after them
# ("the user's show director, Wim, lives in Bruges"): alone, "my manager" may be said of the user's own job.
_POST_NOUNS = frozenset("""director deputy assistant supervisor coordinator officer producer chair secretary treasurer
    landlord landlady agent accountant lawyer doctor dentist therapist coach tutor teacher mentor""".split())


def _named_person_of(following: list[str]) -> str | None:
    """ "show director Wim lives", "deputy Sanne got": up to three lower-case words ending in a word for a person,
    then that person's capitalised name and a holder's verb — the home or the job is the named person's (the post,
    as "self's show director"), not the user's; ``None`` otherwise."""
    for at in range(1, min(4, len(following) - 1)):
        post, name, verb = following[:at], following[at], following[at + 1].lower()
        if any(not w.islower() for w in post) or post[-1] not in PERSON_WORDS | _THEIR_PEOPLE | _POST_NOUNS:
            continue
        if name[:1].isupper() and name[1:2].islower() and name.lower() not in _NOT_NAMES \
                and name.lower() not in KNOWN_TOOLS and verb in _HOLDER_VERBS:
            return " ".join(post)
    return None


# Words that name a person by what they are to someone: "teammate Rui", "my colleague Ana", "our new hire Tom".
PERSON_WORDS = _KIN | frozenset("""teammate manager boss lead report hire intern contractor client customer founder
    engineer designer developer dev pm tester admin""".split())


def _named_after_a_role(words: list[str]) -> str | None:
    """The capitalised name a text opens with after a word that says what the person is ("teammate Rui based in
    Porto", "my colleague Ana lives in Lyon"), or ``None``."""
    at = 0
    while at < len(words) and words[at].lower() in ("my", "our", "the", "user's", "a", "new"):
        at += 1
    if at + 2 >= len(words) or words[at].lower() not in PERSON_WORDS:
        return None
    name = words[at + 1]
    if not name[:1].isupper() or not name[1:2].islower() or name.lower() in _NOT_NAMES or name.lower() in KNOWN_TOOLS:
        return None
    return name.lower()


# The people a named person has whose post or home is their own: "Chloé's deputy was appointed head of growth" is
# the deputy's job, not Chloé's. (Kin, and the people of a workplace around someone.)
_THEIR_PEOPLE = _KIN | frozenset("""deputy assistant successor predecessor replacement boss manager teammate intern
    hire report reports""".split())


def _their_person(name: str, words: list[str]) -> str:
    """``name``, or "name's deputy" when the text opens with the name's possessive and a person of theirs."""
    while words and words[0].lower() in MONTHS:
        words = words[1:]
    if len(words) >= 2 and _POSSESSIVE.search(words[0]) and words[1].lower() in _THEIR_PEOPLE \
            and _POSSESSIVE.sub("", words[0]).lower() == name:
        return f"{name}'s {words[1].lower()}"
    return name


def _opening_name(words: list[str]) -> str | None:
    """The capitalised name a text opens with, followed by a holder's verb or a possessive, or ``None``."""
    while words and words[0].lower() in MONTHS:  # "Jan 2025 — Luis lives in Quito"
        words = words[1:]
    if len(words) < 2:
        return None
    first, then = words[0], words[1].lower()
    name = _POSSESSIVE.sub("", first)
    possessive = name != first
    if _SELF_CONTRACTION.sub("", name.lower()) in SELF_WORDS:
        return None  # "We've just moved": the user
    if not name[:1].isupper() or not name[1:2].islower() or name.lower() in _NOT_NAMES \
            or name.lower() in KNOWN_TOOLS or not (possessive or then in _HOLDER_VERBS or _apposed(words[1:4])):
        return None  # "Max concurrent jobs", "Just signed a lease": a capital, not a person
    return name.lower()


# What the user does when they pass on news of someone: "The user mentions Jean-Marc commutes in from Colomiers".
_REPORTING = frozenset("says said mentions mentioned notes noted reports reported told tells heard hears".split())


def _reported_name(words: list[str]) -> str | None:
    """The person whose news the user passes on ("The user mentions Jean-Marc commutes …", "I heard Tomás moved …"):
    the user, a reporting verb, then a name and a verb of theirs; ``None`` otherwise."""
    at = 0
    while at < len(words) and at < 2 and words[at].lower() in ("the", "user", "i"):
        at += 1
    if not at or at >= len(words) or words[at].lower() not in _REPORTING:
        return None
    rest = words[at + 1:]
    if rest and rest[0].lower() in ("me", "that"):
        rest = rest[1:]
    if len(rest) < 2 or not _name_word(rest[0]) or not rest[1].islower() \
            or not (rest[1] in _HOLDER_VERBS or rest[1] in _DOING_VERBS or _VERB_FORM.fullmatch(rest[1])):
        return None
    return _POSSESSIVE.sub("", rest[0]).lower()


_VERB_FORM = re.compile(r"[a-z]+(?:es|ed|s)")


def _namesakes(old: str, new: str, reason: str) -> bool:
    """ "receptionist Gráinne Twomey, lives in Mahon" / "Gráinne Walsh (weekend receptionist) now living in Glanmire":
    the person each text names first in full shares a name with the other's and each has one the other lacks — two
    people, in a store where a surname or a first name is never one person's alone. One name within the other is one
    person told shorter ("Dana Okafor" / "Ms Okafor"), and a name the older text gives the person is theirs ("Joseph
    Amankwah — goes by 'Joss'" / "Joss Amankwah …"); a name that stands whole in the reason's values is a value compared
    ("maintained by Tobi Lawal" / "… by Kemi Lawal"), not whose it is."""
    a, b = full_name(old), full_name(new)
    if not (a and b) or not a & b or a <= b or b <= a:
        return False
    if (b - a) & {w.strip("'’").lower() for w in _WORD.findall(old)}:
        return False  # "Joseph Amankwah — goes by 'Joss'" / "Joss Amankwah asked …": the older text gives that name
    compared = {w.lower() for w in _WORD.findall(reason.split(")", 1)[-1])}
    return not (a <= compared or b <= compared)


def full_name(text: str) -> frozenset[str]:
    """The words, lower case and without a title, of the first person a text names in full: two or three capitalised
    words told as a person's — after a title ("Dr Úna Crowley"), after a word for what the person is ("nurse Clodagh
    Foley", "the user's colleague Sébastien Marty"), with a possessive ("Yannick Garrigues's email"), in apposition
    ("Ciara Cronin, Niamh's cousin, …", "Gráinne Walsh (weekend receptionist)"), or opening the text before a
    holder's verb ("Thierry Vidal hired as …"). Empty when the text names no one in full (a first name alone, "Ms
    Okafor")."""
    body = undated(text, dot=True).strip()
    words = list(_WORD.finditer(body))
    at = 0
    while at < len(words):
        if not _name_word(words[at].group()) or words[at].group().lower() in _TITLES:
            at += 1
            continue
        end = at + 1  # a run of capitalised words with nothing but spaces between them
        while end < len(words) and end - at < _MOST_NAME_WORDS and _name_word(words[end].group()) \
                and not body[words[end - 1].end():words[end].start()].strip() \
                and not _POSSESSIVE.search(words[end - 1].group()):
            end += 1
        run = [_POSSESSIVE.sub("", w.group()).lower() for w in words[at:end]]
        if len(run) >= 2 and _told_as_person(body, words, at, end):
            return frozenset(run)
        at = end
    return frozenset()


def _name_word(word: str) -> bool:
    name = _POSSESSIVE.sub("", word)
    low = name.lower()
    return name[:1].isupper() and name[1:2].islower() and low not in _NOT_NAMES and low not in KNOWN_TOOLS \
        and low not in MONTHS and low not in _WEEKDAYS


def _told_as_person(body: str, words: list, at: int, end: int) -> bool:
    """Whether the capitalised words ``words[at:end]`` of ``body`` are told as a person's name (:func:`full_name`)."""
    before = words[at - 1].group().lower() if at else ""
    gap = body[words[at - 1].end():words[at].start()] if at else ""
    if before in _TITLES and not gap.strip(" ."):
        return True  # "Dr Úna Crowley"
    closed = body[words[end - 1].end():].lstrip()[:1] == ","  # "the user's receptionist, Máire Ní Bhriain, …"
    if at and (not gap.strip() or (gap.strip() == "," and closed)) \
            and (before in PERSON_WORDS | _POST_NOUNS | _STAFF_WORDS or stem(before) in ROLE_HEADS):
        return True  # "nurse Clodagh Foley", "colleague Sébastien Marty"
    if _POSSESSIVE.search(words[end - 1].group()):
        return True  # "Yannick Garrigues's work email"
    after = body[words[end - 1].end():]
    if _APPOSITION.match(after):
        return True  # "Ciara Cronin, Niamh's cousin, …", "Gráinne Walsh (weekend receptionist)"
    opening = at == 0 or (at <= 4 and _REPORTED.search(body[:words[at].start()]) is not None)
    following = words[end].group().lower() if end < len(words) else ""
    return opening and not after[:1].strip() and (following in _HOLDER_VERBS or following in _DOING_VERBS)


# How many words a person's name takes at most ("Mary Ann Lee"), and the titles said before one.
_MOST_NAME_WORDS = 3
_TITLES = frozenset("mr mrs ms miss mx dr prof sir dame".split())
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# Words for someone at work said right before their name, beside PERSON_WORDS and the role heads.
_STAFF_WORDS = frozenset("""colleague coworker co-worker nurse receptionist hygienist dentist surgeon doctor vet
    technician mechanic planner inspector officer clerk chef cook driver pilot captain foreman supervisor""".split())
# After a name: a comma and who the person is ("…, our new nurse", "…, Niamh's cousin"), or a bracket.
_APPOSITION = re.compile(r"\s*(?:\(|,\s*(?:the|a|an|our|my|his|her|their|new|[^\W\d_]+['’]s)\s)")
# "The user says …", "I heard …": a report before the sentence the name opens.
_REPORTED = re.compile(r"\b(?:says?|said|mentions?|mentioned|reports?|reported|notes?|noted|told)\s+(?:that\s+)?$",
                       re.IGNORECASE)
# Verbs of what a person does or wants, after a name that opens a text ("Thierry Vidal hired as …").
_DOING_VERBS = frozenset("""hired promoted appointed named made prefers preferred wants wanted likes liked asked asks
    goes went uses used owns owned maintains maintained runs ran handles handled leads led manages managed says said
    became started starts joins""".split())


def _apposed(words: list[str]) -> bool:
    """Whether the words after an opening name say who the person is to the user ("Ines, our cheesemaker, found …",
    "Tomás, my landlord, sold …"): "our" or "my" and a word for a person."""
    if len(words) < 2 or words[0].lower() not in ("our", "my") or not words[1].islower():
        return False
    noun = words[1]
    return noun in PERSON_WORDS | _POST_NOUNS or stem(noun) in ROLE_HEADS \
        or noun.endswith(("maker", "keeper", "monger", "smith", "ist", "ician", "sman", "swoman"))


def different_people(old: str, new: str, reason: str) -> bool:
    """Whether a reason pairs two memories about different people: for any attribute, two people named in full who
    share a name ("Dana Okafor" / "Tunde Okafor", :func:`full_name`); for a home or a job, also the user and a named
    person, or two named people."""
    if _namesakes(old, new, reason):
        return True
    if not any(family in reason for family in PERSON_FAMILIES):
        return False
    if two_named(old, new):
        return True
    a, b = (_named_after_a_role(_WORD.findall(undated(t, dot=True).strip())) for t in (old, new))
    if a is not None and b is not None and a != b:
        return True  # "teammate Rui based in Porto" / "teammate Ines based in Braga": a person word names each
    # A capitalised word the reason gives as a value is the home or the employer, not a person ("Warsaw is
    # listed as the user's city"): the values follow the attribute's closing bracket.
    values = reason.split(")", 1)[-1].lower()
    a, b = (None if h is None or h in values else h for h in (holder(old), holder(new)))
    return a is not None and b is not None and a != b


def two_holders(old: str, new: str, reason: str) -> bool:
    """Whether each text opens with its own named person (the name its first word) and the reason compares something
    else of theirs: "Dana is on the 9am shift" / "Omar is on the 7am shift", "Bella is on 10 mg daily" / "Rufus is on
    5 mg daily" — two people's values, whatever the attribute. A name the reason gives as a value is what changed
    hands, not a holder ("Dana runs the standup" / "Omar runs the standup now"), and a capitalised word given as a
    value is the home or the employer ("Warsaw is listed as the user's city"): the values follow the attribute's
    closing bracket."""
    values = reason.split(")", 1)[-1].lower()
    a, b = (None if h is None or h == "self" or h.startswith("self's") or h in values or not _opens_with(t, h) else h
            for h, t in ((holder(old), old), (holder(new), new)))
    return a is not None and b is not None and a != b and a not in new.lower() and b not in old.lower()


def _opens_with(text: str, name: str) -> bool:
    """Whether ``text`` opens with the person's name itself — not with a relation or a role before it ("My colleague
    Patrick …" may be told of as "Paddy" next: one person, two names)."""
    words = _WORD.findall(undated(text, dot=True).strip())
    return bool(words) and words[0].lower() == name.split()[0]


def two_named(old: str, new: str) -> bool:
    """ "Chiamaka Eze (data eng) — home: Yaba" / "Bolaji Adeyemi, the new platform intern, has been relocated to
    Surulere", or "The user mentions Tomás commutes in from Colomiers": each text names a person in full
    (:func:`full_name`) or passes on a named person's news, the two share no name (nor a part of a hyphenated one:
    "Achterberg" / "Achterberg-Vos"), and neither text names the other's person — two people, in a store where many
    people's homes and jobs are told. :func:`different_people` asks it of a home or a job, the learned reader's guard
    of any guess (:func:`core.conflicts.detector.learned_guess`)."""
    reported = [_reported_name(_WORD.findall(undated(text, dot=True).strip())) for text in (old, new)]
    a, b = (_parts(full_name(text) or ([told] if told else [])) for text, told in zip((old, new), reported,
                                                                                        strict=True))
    if not (a and b) or a & b or _ORGANISATION_HEADS & (a | b):
        return False
    if reported == [None, None] and holder(old) == holder(new) == "self":
        return False  # "I work at Leeds General Infirmary's pharmacy" / "I've been … at St James's": the user's, twice
    old_words, new_words = (_parts(w.strip("'’").lower() for w in _WORD.findall(t)) for t in (old, new))
    return not (a & new_words or b & old_words)


def _parts(words) -> frozenset[str]:
    """Each word and each part of a hyphenated one ("achterberg-vos": itself, "achterberg", "vos")."""
    return frozenset(part for word in words for part in (word, *word.split("-")) if part)


# Words of a place of work's name, told like a person's ("Vellan Lab", "Leeds General Infirmary").
_ORGANISATION_HEADS = frozenset("""lab labs laboratory university univ college school institute infirmary hospital
    clinic centre center group foundation studio studios agency bank trust council inc ltd llc gmbh plc""".split())


# What follows a person who opens a text as the doer: a verb of the present ("gets", "does", "runs"), or where the
# person works ("Kenji on the night crew", "Ama from the lab").
_DOER_NEXT = re.compile(r"^(?:[a-z]+s|on|from|in|at|of)$")
# And what makes the doing the person's own: "does *his* yard walk", "on the night *crew*".
_THEIR_OWN = re.compile(r"[a-z]+s (?:his|her|their)\b|(?:on|from|in|of|at) the (?:[a-z-]+ )?(?:crew|team|shift|squad"
                        r"|gang|unit|watch|desk)\b")


def another_doer(old: str, new: str) -> bool:
    """Whether the older text tells the user's own doing and the newer one opens with another person who does it
    ("I inspect about 40 welds per shift" / "Kenji on the night crew gets through 55 welds a shift"): the person's
    value beside the user's. The newer text names no self word and no change (the person taking it over is one);
    the name is not in the older text, not a known tool or a number, and a present verb with the person's own
    ("does his …") or the group the person works in ("on the night crew") follows it."""
    if holder(old) != "self":
        return False
    words = _WORD.findall(undated(new, dot=True).strip())
    if len(words) < 3 or any(_CONTRACTION.sub("", w.lower()) in SELF_WORDS for w in words):
        return False
    name, then = words[0], words[1]
    if not (name.isalpha() and name[:1].isupper() and name[1:].islower()) or name.lower() in _NOT_NAMES \
            or name.lower() in KNOWN_TOOLS or name.lower() in NUMBER_WORDS or name.endswith(("ed", "ing")):
        return False  # "Three of the Pis", "Started at Plaid": no person
    if any(stem(w.lower()) in CHANGE_WORDS and w.lower() not in ("shift", "shifts") for w in words):
        return False  # "Jordan maintains the charts now": the person took it over, a change
    if name.lower() in {w.lower() for w in _WORD.findall(old)}:
        return False
    rest = " ".join(words[1:6]).lower()
    return _DOER_NEXT.match(then) is not None and then not in ("is", "was", "has") \
        and _THEIR_OWN.match(rest) is not None


def two_possessors(old: str, new: str) -> bool:
    """Whether each text opens with another person's possessive and neither person is named in the other text
    ("Marco's IDE: Neovim" / "Aisha's IDE: IntelliJ IDEA"): each person's own value, not one value changed. Only a
    possessive: a name before a verb may be the value itself ("Kai handles on-call" / "Mia handles on-call now")."""
    if "'" not in new and "’" not in new:
        return False  # the cheap test first: no possessive
    words = [_WORD.findall(undated(text, dot=True).strip()) for text in (old, new)]
    if not all(w and _POSSESSIVE.search(w[0]) for w in words):
        return False
    a, b = holder(old), holder(new)
    if a is None or b is None or "self" in (a, b) or a == b:
        return False
    return a not in {w.lower() for w in _WORD.findall(new)} and b not in {w.lower() for w in _WORD.findall(old)}

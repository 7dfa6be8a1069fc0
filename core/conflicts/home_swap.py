"""One holder's home told again in another place, in any sentence shape: read from the value's type (a place).

"I'm based out of Austin" and "Just finished unpacking in Denver"; "The user resides in São Paulo"
and "User says they haven't lived in São Paulo since the summer — they're in Curitiba"; "residence:
Melbourne" and "residence updated: Brisbane"; "Priya based in Hyderabad" and "Priya back home in
Pune, Hyderabad stint over". A person has one home at a time: the newer text speaking of where the
same holder lives and naming another place, with the older place absent or said gone, moves them.

Read here: both texts speak of a home (a word of living, being based, residing, a home, a flat, a
move: :data:`_HOME_WORDS`); the places are the capitalised names the texts give that are not the
holder, a month or a tool; the newer text names a place the older lacks; each older place it names
again is said gone next to it ("no more", "stint over", "stale", "haven't lived in", "packed up").

Not a move: a trip, a visit, a commute ("drives in from home"), work from elsewhere, an office or a company's
seat; someone else (a relation, another named holder, a group); a narrower place ("the Indiranagar area", "Altona
district", "Amsterdam-Noord"); a plan, an offer, a question; the past ("previously", "born"); and
whatever the statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS, MONTH_NAMES, MONTH_SHORT, SEASONS, WEEKDAYS_PLURAL
from core.conflicts.compiled import says
from core.conflicts.holders import PERSON_WORDS
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.residence import COMMUTE_BOUNDED, elided
from core.conflicts.tool_swap import another_holder
from core.text.tokens import stem

_TOKEN = re.compile(r"[\w][\w'’.-]*[\w]|\w|[;,:=()\[\]—–.!?@]|->|→")
_HOME_WORDS = frozenset(stem(w) for w in """live lives living lived based base home reside resides residence residency
    resident flat apartment house place renting rent rents relocated relocate moved move unpacking unpacked
    settled resettled lease loc location city housed rehoused rehomed lodged lodging""".split())
_BOUNDARY = frozenset(";,:=()[]—–.!?@") | {"->", "→"}
_NOT_PLACES = frozenset("""i i'm i've we we're the a my our user user's they they're she he her his it this that
    just home residence xmas christmas utc ok please says finally officially recently also still""".split()) \
    | CALENDAR_WORDS | frozenset(WEEKDAYS_PLURAL)
# What keeps the newer place from being a home: a trip, work, a company, the past, a plan.
_ELSEWHERE = re.compile(r"\b(?:conference|trip|travel\w*|visit\w*|commut\w*|offsite|holiday|vacation"
                        r"|(?<!last )(?<!this )(?<!past )weekends?"
                        r"|spends?|spending|flying|flies|works? from|coworking|office|company|headquarter\w*"
                        r"|registered|born|raised|previously|prev|formerly|used to|parents|family|cabin|hunting"
                        r"|asked|whether|offered|discussed|considering|thinking|might|maybe|if|until \w+day"
                        r"|for (?:the )?(?:two|three|four|five|six|a few|a couple of|several|a|\d+)"
                        r" (?:weeks?|days?|months?)"
                        # a stay with its end told: "until the 20th …", "… then heading home", "then back home"
                        r"|until the \d+\w*|then (?:back|heading|head|home|return\w*)"
                        # a stay told with its span or its return: "for exam week, back home Sunday"
                        r"|back home (?:on |by |next |this )?\w*day\b|for [\w-]+ (?:week|weekend|fortnight)s?"
                        # a stay for a span or in a stopgap: "During the refit week, the user was lodged at a B&B"
                        r"|during|b&b|hotel|hostel"
                        # a second place beside the home: "a weekday pied-à-terre in Zürich"
                        r"|weekdays?|pied-[àa]-terre"
                        r"|sometimes|halfway|mostly|still|too|also"
                        r"|(?<!n't )lived|was living"
                        r"|were living|before|summer|winter|driving|drives in|flew|flight|tomorrow|yesterday|today"
                        r"|tonight"
                        r"|second|mgr|server|hosted|hosting|mail|bank)\b")
# A narrower place: "in the Indiranagar area", "Altona district", "Chamberí neighbourhood", "near …".
_NARROWER = frozenset("""area district neighbourhood neighborhood ward arrondissement borough suburb quarter side
    near within part""".split())
# Said gone, next to an older place: "Valencia no more", "Hyderabad stint over", "Paris addr stale".
_GONE_AFTER = frozenset("""no over stale gone behind ended done until sold let sublet given""".split())
_GONE_BEFORE = frozenset("""left leaving packed sold from out handed returned""".split())
_REGION = frozenset("""area region county valley coast state metro north south east west northwest northeast southwest
    southeast midwest northern southern eastern western""".split())


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(undated(text, dot=True))


# Words a verb opening a clause takes before its object as a determiner does: "Sold most of my furniture".
_QUANTIFIERS = frozenset("most all some everything half".split())


@lru_cache(maxsize=8192)
def _read(text: str) -> tuple[tuple[tuple[int, str, int], ...], str | None]:
    """(position, place, width in tokens) for each place the text names, and the named holder (or ``None``)."""
    tokens = _tokens(text)
    lows = [t.lower() for t in tokens]
    places: list[tuple[int, str, int]] = []
    holder = None
    home_is = -1
    k = 0
    while k < len(tokens):
        token = tokens[k]
        if not token[:1].isupper() or not token[1:2].islower() or (not token.isalpha() and "-" not in token \
                and "'" not in token and "’" not in token) or lows[k] in _NOT_PLACES or lows[k] in W.STOP_WORDS \
                or (N.TOOL_CLASS_OF.get(lows[k]) is not None and lows[k] not in N.AMBIGUOUS_TOOLS) \
                or (k == 0 and (stem(lows[k]) in _HOME_WORDS or lows[k].endswith(("ed", "ing")))) \
                or ((k == 0 or tokens[k - 1] in _BOUNDARY) and k + 1 < len(lows)
                    and (lows[k + 1] in _DETERMINERS or lows[k + 1] in _QUANTIFIERS)):
            # The first word only capitalised: "Relocated to Hyderabad", "Moved to Leeds"; a word that opens a
            # clause and takes a determiner is its verb ("Sold the Austin house", "Bought a place in Denver").
            k += 1
            continue
        end = k + 1
        while end < len(tokens) and tokens[end][:1].isupper() and lows[end] not in _NOT_PLACES \
                and not lows[end - 1].endswith(("'s", "’s")):
            end += 1
        name = " ".join(lows[k:end]).removesuffix("'s").removesuffix("’s")
        name = N.ALIASES.get(name, N.MULTIWORD_TOOLS.get(tuple(name.split()), name))
        if name in _NOT_PLACES:
            k = end
            continue  # "Home's York now"
        nxt = lows[end] if end < len(lows) else "."
        after = lows[end + 1] if end + 1 < len(lows) else "."
        beyond = lows[end + 2] if end + 2 < len(lows) else "."
        if nxt == "is" and after == "home" and (beyond in _BOUNDARY or beyond in _HOME_IS_NOW
                                                or _since_the_move(lows[end + 2:end + 5])):
            places.append((k, name, end - k))  # "Tucson is home now", "Lisbon is home, near family": the place
            home_is = len(places) - 1
            k = end
            continue
        if _person_named(lows[k - 1] if k else "", lows[end:end + 3]):
            # "my apprentice Orla lives …", "the user's co-admin on the intranet, Marnix, lives …": a person, named
            # after a word for one or before a verb of living, wherever the name stands; never a place
            holder = name if holder is None else holder
            k = end
            continue
        if holder is None and not places and (k == 0 or tokens[k - 1] in _BOUNDARY) and (
                nxt in (":", "'s", "’s", "@") or tokens[k].endswith(("'s", "’s"))
                or stem(nxt) in _HOME_WORDS or (nxt in ("is", "was", "has", "back") and stem(after) in _HOME_WORDS)
                or nxt in ("lives", "based", "back")
                or (nxt in _ACTS and stem(after) not in _HOME_WORDS and after not in ("home", "now", "where"))):
            # "Priya based in …", "Tomás: …", "Kofi's home city", "Lena @ Cologne"; a name that opens the
            # sentence and acts is its subject, not a place ("Tom was thanked by the city council").
            holder = name
        else:
            places.append((k, name, end - k))
        k = end
    if home_is >= 0 and holder is None and any(pos > 0 and lows[pos - 1] == "from" for pos, _, _ in places):
        # "Dana is home now, back from Tucson": a person home from a place, not a place that is home
        holder = places.pop(home_is)[1]
    return tuple(places), holder


# A person's verb of living, said of them in the third person: "Orla lives in …", "Teodor is based in …".
_LIVES = frozenset("lives resides rents".split())
_IS_HOUSED = frozenset("based living housed settled lodging renting".split())


def _person_named(before: str, following: list[str]) -> bool:
    """Whether a capitalised name is a person's: a word for a person before it ("apprentice Orla", "co-maintainer
    Teodor"), or a verb of living in the third person after it, maybe past a comma ("Marnix, lives in …", "Orla is
    based in …")."""
    if before and (stem(before) in N.ROLE_HEADS or before in PERSON_WORDS or before.startswith("co-")):
        return True
    words = following[1:] if following[:1] == [","] else following
    return bool(words) and (words[0] in _LIVES or (words[0] in ("is", "has") and len(words) > 1
                                                   and words[1] in _IS_HOUSED))


# "Joburg is home since the relocation": a place home since a move (not "Priya is home since Tuesday").
_MOVE_NOUNS = frozenset("relocation move moving relocating transfer".split())


def _since_the_move(words: list[str]) -> bool:
    """Whether the words after "<Place> is home" open with "since" and a move: "since the relocation", "since our
    move"."""
    return len(words) >= 3 and words[0] == "since" and words[1] in _DETERMINERS and words[2] in _MOVE_NOUNS


# After "<Place> is home": the words that end the saying, so the name is the place, not a person at home ("Priya is
# home in Pune", "Tom is home sick").
_HOME_IS_NOW = frozenset("now these nowadays for again".split())
# "work(ing) remotely from": the remote base itself, not work done away from home.
_REMOTE_WORK = re.compile(r"\bwork(?:s|ing)? (?=(?:fully |full-time |permanently )?remote)")
_DETERMINERS = frozenset("the a an my our his her their its this that".split())
# What a sentence's subject does next: "Tom *was* thanked", "Tom *has* been made redundant".
_ACTS = frozenset("was has had got gets will would".split())
# A move said of a thing, not of its holder: "Triage has been moved to Wednesdays", "I've moved my time tracking
# to Clockify", "The contractor was relocated to Wrocław". Only these words may stand before the move.
_MOVE = re.compile(r"\b(?:moved|moving|move|moves|relocated|relocating|relocate)\b", re.IGNORECASE)
_MOVERS = frozenset("""i we they he she user user's the i've we've they've he's she's i'm we're they're has have
    had been was were is are just finally recently officially also now got and then so both packed up down back over
    out already eventually last month week year months weeks years ago in since this that after during fall earlier
    later""".split()) | frozenset(SEASONS) | frozenset(MONTH_NAMES)
# Who moves with the holder: "My partner and I moved to Porto", "moved the family to Porto" (only beside a holder).
_WITH_SELF = frozenset("my our his her their partner wife husband family kids children cats dog whole".split())


def _thing_moved(text: str) -> bool:
    """Whether the only home the text speaks of is a move, and what moved is a thing or someone else: words other
    than the holder before the move ("PO work moved"), or an object after it ("moved *my time tracking* to")."""
    body = undated(text, dot=True)
    words = re.findall(r"[a-z']+", body.lower())
    if any(stem(w.removesuffix("'s")) in _HOME_WORDS and _MOVE.fullmatch(w) is None for w in words):
        return False  # another word of living said: "moved house", "moved in with my partner"
    move = _MOVE.search(body)
    if move is None:
        return False
    clause = re.split(r"[;:,—–.(]|->|→", body[:move.start()])[-1]
    # The holder may be named ("Priya moved to Pune"); any other word before the move is what moved.
    said = re.findall(r"[\w'’]+", clause)
    lows = [w.lower() for w in said if not (w[:1].isupper() and w[1:2].islower())]
    holder = bool({"i", "we", "he", "she", "they", "user"} & set(lows)) or len(lows) < len(said)
    if any(w not in _MOVERS and not w.isdigit() and not (holder and w in _WITH_SELF) for w in lows):
        return True
    rest = re.findall(r"[a-z']+", body[move.end():].lower())
    return len(rest) > 1 and rest[0] in _DETERMINERS - {"a", "an"} and rest[1] not in _WITH_SELF


# "a residence assistant", "residence life coordinator": a job's title, not where its holder lives.
_RESID = r"resid(?!ence (?:assistant|adviser|advisor|director|manager|coordinator|life|tutor|officer)s?\b)"
# A person housed or rehoused by whoever gives the home ("Mira was rehoused in Ashby", "is lodged above the shop").
_HOUSED = r"|(?:re)?housed\b|rehomed\b|lodged\b|lodging\b"
_HOME_CUE = re.compile(r"\b(?:liv|based|base\b|home|" + _RESID + _HOUSED
                       + r"|flat|apartment|house|place|rent|relocat|move|unpack"
                       r"|settled|resettled|lease|loc\b|location|city|now in\b)", re.IGNORECASE)


_STATES_HOME = re.compile(r"\b(?:liv|based|base\b|home|" + _RESID + _HOUSED + r"|flat|apartment|house|rent|lease|loc\b"
                          r"|location|city"
                          r"|in a\b|'m in|are in|is in|now in)", re.IGNORECASE)


# Working remotely from a place is living there ("I work remotely from Kraków", "fully remote out of Porto"); a
# workplace named after "from" is not ("works remotely from a coworking space in Valencia").
_REMOTE_BASE = re.compile(r"\b(?:fully |full-time |permanently )?remote(?:ly)?,? (?:from|out of|in) (?=[A-Z])")
# Staying in a place since a month or a year is living there ("I've been in Wrocław since January"); since a
# weekday or a season is a stay.
_IN_SINCE = re.compile(r"\b(?:'ve|’ve|has|have) been (?:living |based |settled )?in [A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?"
                       r" since (?:(?:last |early |late )?(?:"
                       + "|".join(MONTH_NAMES + tuple(m for m in MONTH_SHORT if m != "may")) + r")\b"
                       r"|(?:19|20)\d\d\b|last year\b)", re.IGNORECASE)


@lru_cache(maxsize=4096)  # asked of the newcomer beside each of its candidates
def _based_remotely(text: str) -> bool:
    """Whether the text places its holder's home by remote work or a stay since a month ("I work remotely from
    Kraków", "I've been in Wrocław since January")."""
    return says(_REMOTE_BASE, text) or says(_IN_SINCE, text)


# The holder said to be in a place, bare: "I'm in Melbourne, so …", "2025-11-20: user in Cape Town".
_SELF_IN = re.compile(r"(?:^|[:—–·-]\s*)(?:I'm|I am|I’m|[Uu]ser|[Tt]he user|[Uu]ser's|[Ww]e're|[Ww]e are"
                      r"|(?:[Tt]he )?[Uu]ser is)(?: now)? in "
                      r"(?=[A-Z])")


# ... and said to last: "user's in Vancouver now", "I'm in Porto for good".
_SELF_IN_NOW = re.compile(_SELF_IN.pattern
                          + r"[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)? (?:now|for good|permanently|full-time)\b")


# A life moved to a place for good: "packed up and went back to Auckland for good", "started over in Valencia".
_FOR_GOOD = re.compile(r"\b(?:(?:went|moved|came|headed|returned|relocated)(?: back| home| over)? to [A-Z][\w'’-]+"
                       r"(?: [A-Z][\w'’-]+)? (?:for good|permanently)\b|started over in (?=[A-Z]))")


@lru_cache(maxsize=4096)  # asked of the newcomer beside each of its candidates
@kept_result()
def _homes(text: str) -> bool:
    """Whether the text speaks of a home: the cheap test (a cue word begins), then the stems."""
    if _based_remotely(text) or _SELF_IN_NOW.search(undated(text, dot=True)) or says(_FOR_GOOD, text):
        return True
    if not says(_HOME_CUE, text):
        return False
    low = text.lower()
    words = re.findall(r"[a-z']+", low)
    return any(stem(w.removesuffix("'s")) in _HOME_WORDS for w in words) or " now in " in f" {low}"


def speaks_of_home(text: str) -> bool:
    """Whether a text speaks of a home and names a place ("We packed up and settled in Porto last month"): the
    candidate lookup then adds the words of living, so the older memory that says where someone lives is found
    when the two share no word of their own."""
    return _homes(text) and not _thing_moved(text) and bool(_read(text)[0])


def _gone(tokens: list[str], at: int, width: int) -> bool:
    lows = [t.lower() for t in tokens]
    after = lows[at + width:at + width + 3]
    before = lows[max(0, at - 4):at]
    return bool(set(after) & _GONE_AFTER) or bool(set(before) & _GONE_BEFORE) or after[:1] in (["->"], ["→"]) \
        or any(w.endswith(("n't", "n’t")) for w in before) \
        or (after[:1] in (["keys"], ["key"]) and "back" in lows[at + width + 1:at + width + 4])  # "the X keys go back"


# The older home given up, told in the clause that names it again: "handed back the keys to the Ballater cottage",
# "The Tempe house was handed back to the landlord", "the Millbrook cottage was reassigned", "put the Lake Charles
# house on the market", "the West Glover farmhouse was vacated". A word of a dwelling beside the place says it is the
# home, not the town ("the Ballater cottage", "the Calder Lane keys"), and the clause's verb gives it up.
_DWELLING = frozenset("""cottage cottages house flat apartment room studio cabin farmhouse bungalow place quarters
    caravan croft lodge keys key lease tenancy terrace duplex home""".split())
_GIVEN_UP = frozenset("""handed returned reassigned vacated sold market surrendered relinquished gave given
    emptied""".split())
_CLAUSE_CUT = _BOUNDARY | {"and", "but", "after", "once", "when", "since", "so", "while"}


def _given_up(tokens: list[str], at: int, width: int) -> bool:
    """Whether the older place, named again at ``at``, is a dwelling given up in its own clause (above)."""
    lows = [t.lower() for t in tokens]
    start = max((j + 1 for j in range(at) if lows[j] in _CLAUSE_CUT), default=0)
    end = next((j for j in range(at + width, len(lows)) if lows[j] in _CLAUSE_CUT), len(lows))
    clause = lows[start:end]
    # the dwelling right after the place ("the Tempe house") or just before it ("Mira's staff cottage at Lowfield")
    near = lows[at + width:at + width + 2] + (lows[at - 2:at - 1] if at > 1 and lows[at - 1] in ("at", "in") else [])
    return bool(set(near) & _DWELLING) and bool(set(clause) & _GIVEN_UP)


# Where someone comes from, told before the place: "grew up in Spokane", "was brought up in Dresden", "childhood home
# in Grenoble", "my early years in Cork". A life's beginning, not a home now: the place is no new home, though a move
# told beside it to another place still is ("moved back to Spokane, where I grew up").
_ORIGIN_BEFORE = frozenset("""grew grown brought raised born childhood upbringing youth boyhood girlhood""".split())


def _origin(tokens: list[str], at: int) -> bool:
    """Whether the place at ``at`` is where the holder grew up or was born: a word of origin among the three tokens
    before it, in the same clause."""
    before = [t.lower() for t in tokens[max(0, at - 3):at]]
    cut = max((j + 1 for j, w in enumerate(before) if w in _BOUNDARY), default=0)
    return bool(set(before[cut:]) & _ORIGIN_BEFORE)


def _same_place(name: str, was: set[str]) -> bool:
    """Whether a place is one the older text named, maybe told with its state or part ("Boulder CO" /
    "Boulder, Colorado", "Amsterdam" / "Amsterdam-Noord"): the one name opens the other."""
    return any(name == w or name.startswith((w + "-", w + " ")) or w.startswith((name + "-", name + " "))
               or elided(name.split()[0], w) or elided(w.split()[0], name) for w in was)


# A move said, then why or when it happened: "was moved to Bengaluru *over the summer*", "relocated to Kuala
# Lumpur *when the office opened there*". A reason that names someone ("for my partner's job") is kept: it
# may be their move.
_MOVED = re.compile(r"\b(?:moved|relocated|transferred)\b")
_WHY_AFTER_MOVE = re.compile(r"\s(?:when |because |since |after |over the |so that |as )")


def _move_told(text: str) -> str:
    """The text without the reason or time after a move it tells; a "home office" read as the home it is."""
    text = re.sub(r"\bhome office\b", "home", text, flags=re.IGNORECASE)
    moved = _MOVED.search(text.lower())
    if moved is None:
        return text
    why = _WHY_AFTER_MOVE.search(text.lower(), moved.end())
    return text if why is None else text[:why.start()]


# Someone moving together with the self: "My partner and I moved to …", "moved in with my partner in …"; the self
# housed with a relation or at their place ("I've been living in Aboyne with my sister", "sharing a house with my
# cousin out in Bradford", "staying at my sister's place in Lyndonville"): the self's home, the relation beside it.
_KIN_WITH = (r"(?:partner|wife|husband|family|kids|children|sister|sisters|brother|brothers|cousin|cousins|aunt|uncle"
             r"|mum|mom|mother|dad|father|gran|grandmother|grandfather|grandparents|niece|nephew|in-laws|girlfriend"
             r"|boyfriend|fianc[ée]e?)")
_WITH_THE_SELF = re.compile(r"\b(?:and I|I and|and we|with (?:my|our|his|her|their) " + _KIN_WITH
                            + r"|at (?:my|our|his|her|their) " + _KIN_WITH + r"['’]s)(?![\w'’-])", re.IGNORECASE)
# Why the holder moved, naming someone: "moved to Brisbane *for his partner's job*" (the mover is the holder).
_FOR_SOMEONES = re.compile(r"\s+for (?:my|our|his|her|their) \w+['’]s \w+", re.IGNORECASE)
_HOME_OFFICE = re.compile(r"\bhome office\b", re.IGNORECASE)
_HOME_TOWN = re.compile(r"\bhome ?towns?\b", re.IGNORECASE)


def _someone_by_role(old_tokens: list[str], new_tokens: list[str]) -> bool:
    """Whether the newer text speaks of someone by their role ("*the contractor* is based", "the maintainer's
    apartment") whom the older text does not name: another person, not the holder."""
    old_stems = {stem(t.lower().removesuffix("'s").removesuffix("’s")) for t in old_tokens}
    lows = [t.lower().removesuffix("'s").removesuffix("’s") for t in new_tokens]
    # "the user's apprentice Ffion lives …", "Maya's assistant lives …": a role after someone's possessive is another
    # person too (a possessive, not "my": "my partner and I" is read with the holder elsewhere)
    owned = [k > 0 and new_tokens[k - 1].lower().endswith(("'s", "’s")) for k in range(len(new_tokens))]
    return any((lows[k - 1] == "the" or owned[k]) and stem(word) in N.ROLE_HEADS and stem(word) not in old_stems
               for k, word in enumerate(lows) if k)


def _head(text: str) -> str:
    """The words before a text's first word of living."""
    body = undated(text, dot=True)
    cue = _HOME_CUE.search(body)
    return body[:cue.start()] if cue else ""


def _subject_words(text: str) -> set[str]:
    """The lower-case content words before a text's first word of living: who it houses ("the on-call engineer")."""
    head = _head(text)
    # Words written in lower case only: a name ("Tomás", "Valencia") is the holder's or a place, read elsewhere.
    return {w for w in re.findall(r"[^\W\d_][\w'’-]*", head)
            if w.islower() and w not in W.STOP_WORDS and w not in _MOVERS and w not in W.SELF_WORDS}


def _narrower_holder(old_text: str, new_text: str) -> bool:
    """Whether the newer text's holder is the older one's with a word more ("The *backup* on-call engineer is based
    in Belfast" after "The on-call engineer is based in Dublin"): another person."""
    was, now = _subject_words(old_text), _subject_words(new_text)
    if not was:  # "club treasurer residence: Boston" after "residence: Skegness": a person's post names the holder
        return any(stem(w) in N.ROLE_HEADS for w in now) and not re.search(r"\b(?:a|an)\s+[a-z-]+\s*$",
                                                                           _head(new_text))
    return was < now


# "Lina's lab", "Kai's visa": a name's possessive before a noun that opens the sentence.
_POSSESSED = re.compile(r"^\s*[A-Z][a-z]+['’]s ([a-z][a-z-]+)")
# Words after a name's possessive that still speak of the person's own home ("Kofi's new flat", "Ana's home").
_OWN_HOME = frozenset(stem(w) for w in "new current own family permanent".split())


# "apiary location: …", "storage unit loc = …": a key naming where a thing is, the thing before the place word.
_LOCATED_KEY = re.compile(r"^\s*(?P<thing>[a-z][\w-]*(?: [a-z][\w-]*)?) (?:location|loc|site)\s*[:=]")
# Words before "location" that still speak of the holder ("user location:", "current location:").
_HOLDER_KEY = frozenset(stem(w) for w in "user user's my our home current new primary main".split())


# A note keyed by a place of work ("workshop: rented unit in Hove", "user work base: Menai Bridge lab"): where the
# holder works, beside the home.
_WORKPLACE_KEY = re.compile(r"^\s*(?:[\w'’-]+ ){0,2}(?:workshop|work base|workplace|studio|lab|office|atelier|shop)"
                            r"\s*[:=]", re.IGNORECASE)


def _held_thing(text: str) -> frozenset[str]:
    """The noun a text opens with after a name's possessive, when it is not a word of a home ("lab", "visa"), or
    the thing a key places ("apiary location: …")."""
    body = undated(text, dot=True)
    located = _LOCATED_KEY.match(body)
    if located is not None:
        words = {stem(w) for w in located.group("thing").split()}
        return frozenset() if words & (_HOLDER_KEY | _HOME_WORDS) else frozenset(words)
    found = _POSSESSED.match(body)
    if found is None:
        return frozenset()
    word = stem(found.group(1))
    return frozenset() if word in _HOME_WORDS or word in _OWN_HOME else frozenset({word})


# "city" before a noun of its own says whose the noun is ("the city liaison", "city council"), not where anyone lives.
_CITY_BEFORE_NOUN = re.compile(r"\bcity (?!(?:is|was|now|of|centre|center|flat|apartment|house|home)\b)(?=[a-z]{3,})",
                               re.IGNORECASE)


# The holder's post sent on to a place: where they live now ("mail goes to their croft on Mull", "post should go to
# their new place in …", "mail forwarding set up"); read as a word of home, not as a mail server or a bank.
_POST_SENT = re.compile(r"\b(?:my |their |his |her |the user's )?(?:mail|post)(?: now)? (?:goes|go|should go|is sent"
                        r"|is forwarded|forwarded|forwarding)\b", re.IGNORECASE)
# Post sent on while the holder is away ("forwarded to Scarborough for the two weeks I'm away") or to a box or an
# office rather than a home ("forwarded to a PO box in Vitré").
_AWAY = re.compile(r"\b(?:away|while|until|till|for (?:the|a|an|one|two|three|\d+)|during|holiday|trip|box|p\.?o"
                   r"|office|depot|locker|restante)\b", re.IGNORECASE)


# Someone named in apposition to a word for them: "My farrier, Declan, just relocated", "the co-maintainer, Bia",
# "The user's shift manager, Priya, lives …" — the person the text houses, named after who they are to the holder.
_APPOSED_PERSON = re.compile(r"\b(?:(?i:my|our|his|her|their|the)|[\w-]+['’]s)\s+"
                             r"(?P<role>(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*),\s+"
                             r"(?P<name>[A-Z][a-z][\w'’-]*(?:\s[A-Z][a-z][\w'’-]*)?)"
                             r"(?=,|\s+(?:lives|is|has|was|just|moved|relocated|settled|bought|rents)|\.?$)")


def _apposed_person(old_text: str, new_text: str) -> bool:
    """Whether the newer text speaks of someone named in apposition to a word for them ("my farrier, Declan,") whom
    the older text does not name: another person's home, not the holder's. A place in apposition to a word of home
    ("our new flat, Dunmore") is no person."""
    if ", " not in new_text:
        return False  # the cheap test first
    for found in _APPOSED_PERSON.finditer(new_text):
        role = found.group("role").split()
        if any(stem(w) in _HOME_WORDS or w in _DWELLING or w in _REGION or w in _NARROWER for w in role):
            continue
        if found.group("name") not in old_text:
            return True
    return False
# The home said to stay beside another place told ("kennelled at Llanwrtyd farm; house unchanged", "sleeps in the
# yard bunkroom on late shifts; home unchanged"): the other place is not the home.
_HOME_UNCHANGED = re.compile(r"\b(?:home|house|flat|residence|address)\s+(?:is\s+|stays\s+|remains\s+)?(?:unchanged"
                             r"|the same|as before)\b", re.IGNORECASE)

_SOMEWHERE = re.compile(r"\bsomewhere (?:in|near|around|outside)\b", re.IGNORECASE)


def home_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text houses the older text's holder in another place, or ``None``."""
    old_text, new_text = _CITY_BEFORE_NOUN.sub("", old_text), _CITY_BEFORE_NOUN.sub("", new_text)
    if not says(_AWAY, new_text):
        new_text = _POST_SENT.sub("home", new_text)
    # The older text may place its holder bare ("I'm in Melbourne, so …"); the newer must say more than being
    # somewhere ("user in Munich for Oktoberfest" is a trip).
    if not (_homes(old_text) or _SELF_IN.search(undated(old_text, dot=True))) or not _homes(new_text) \
            or not (_STATES_HOME.search(old_text)
                                                            or _based_remotely(old_text)
                                                            or _SELF_IN.search(undated(old_text, dot=True))):
        return None  # the older text must say where someone lives, not only that something moved
    if _HOME_UNCHANGED.search(new_text):
        return None  # "…; home unchanged": where the holder lives said to stay, whatever else is placed
    if _SOMEWHERE.search(old_text):
        return None  # "housed somewhere in Cornwall": a home told only by its region, a town in it is no move
    if (_HOME_OFFICE.search(new_text) and not _HOME_OFFICE.search(old_text)) or _HOME_TOWN.search(new_text):
        return None  # an office kept at home, beside where someone lives; where they grew up
    old_text, new_text = re.sub(r"\bhome office\b", "home", old_text, flags=re.IGNORECASE), _move_told(new_text)
    low = new_text.lower()
    if _thing_moved(new_text) or _narrower_holder(old_text, new_text) or _apposed_person(old_text, new_text):
        return None  # "Triage has been moved to Wednesdays": a thing moved, not the holder; "my farrier, Declan,"
    if _held_thing(new_text) - _held_thing(old_text) or _WORKPLACE_KEY.match(undated(new_text, dot=True)):
        return None  # "Lina's lab is housed in Block D": the lab's place, not Lina's home; "workshop: Hove"
    elsewhere = _ELSEWHERE.search(_REMOTE_WORK.sub(" remote ", low) if _REMOTE_BASE.search(new_text) else low)
    if elsewhere or any(stem(w) in W.HEDGES for w in re.findall(r"\b[a-z']+", new_text)):
        return None  # lower-case words only: "in May" is a month
    old_places, old_holder = _read(old_text)
    new_places, new_holder = _read(new_text)
    if old_holder is None and new_holder is None and old_places and new_places and old_places[0][0] == 0 \
            and new_places[0][0] == 0 and old_places[0][1] == new_places[0][1] and len(old_places) > 1:
        # "Marco, home: Turin" / "Marco now calls Bologna home": the name both open with is the holder
        old_holder = new_holder = old_places[0][1]
        old_places, new_places = old_places[1:], new_places[1:]
    elif old_holder is None and new_holder is not None and len(old_places) > 1 and old_places[0][0] == 0 \
            and old_places[0][1] == new_holder:
        # "Marco, home in Rome" / "Marco settled in Milan for good": the name the older note opens with is the
        # holder the newer one reads
        old_holder, old_places = new_holder, old_places[1:]
    elif new_holder is None and old_holder is not None and len(new_places) > 1 and new_places[0][0] == 0 \
            and new_places[0][1] == old_holder:
        new_holder, new_places = old_holder, new_places[1:]
    if not old_places or not new_places or old_holder != new_holder \
            or set(re.split(r"[ -]", old_places[0][1])) & _REGION:
        return None  # someone else; "the Bay Area" holds places of its own
    old_tokens, new_tokens = _tokens(old_text), _tokens(new_text)
    reason_cut = _tokens(_FOR_SOMEONES.sub("", new_text)) if _FOR_SOMEONES.search(new_text) else new_tokens
    if (another_holder(old_tokens, reason_cut) and _WITH_THE_SELF.search(new_text) is None) \
            or set(new_tokens) & {"team", "team's"} or _someone_by_role(old_tokens, new_tokens) \
            or (set(old_tokens) & {"team", "team's"} and not set(new_tokens) & {"team", "team's"}):
        return None
    was = {name for _, name, _ in old_places}
    # A new place said gone is no new home: "Sold the Austin house and bought a place in Denver"; nor is one where
    # the holder comes from: "grew up in Spokane, moved west for college".
    fresh = [(k, name, width) for k, name, width in new_places
             if not _same_place(name, was) and not _origin(new_tokens, k)]
    fresh = [(k, name, width) for k, name, width in fresh if not _gone(new_tokens, k, width)] or fresh
    if not fresh:
        return None
    new_lows = [t.lower() for t in new_tokens]
    for k, name, width in fresh:
        if set(re.split(r"[ -]", name)) & _REGION:
            return None  # "the New York metro area", "the Pacific Northwest": a region
        near = set(new_lows[max(0, k - 3):k]) | set(new_lows[k + width:k + width + 2])
        if near & _NARROWER or set(new_lows[k + width:k + width + 1]) & {"region", "mainland", "county"}:
            # "Kansai region resident", "the Orkney mainland": wider
            return None  # "in the Indiranagar area", "Altona district"
        if k > 0 and new_lows[k - 1] == "from":
            return None  # "flew home from Bergen": where they came from
    for k, name, width in new_places:
        if _same_place(name, was) and not _gone(new_tokens, k, width) and not _given_up(new_tokens, k, width):
            return None  # the older place named again, not said gone: a place within it, a trip from it
    home = old_places[0][1]
    return f"same holder's home, {home.title()} → {fresh[0][1].title()}"


# The holder's way to work told as starting from a place: "commuting from Chester", "drives in from Llanfyllin", "the
# commute is forty minutes from Daventry", "commuting daily from a motel in Pecos". Where a commute begins is home.
_COMMUTE_FROM = re.compile(r"\b(?:commut\w*|drives? in|driving in)\b[^;:,.—–()]{0,40}?\bfrom\s+"
                           r"(?:(?:the|a|an|my|his|her|their|our)\s+(?:[a-z][\w-]*\s+){0,3}?(?:in|at|near)\s+)?"
                           r"(?P<place>[A-Z][\w'’-]+(?:\s[A-Z][\w'’-]+)?)")
# The older dwelling given up, with or without its place: "the Birkenhead house sale closed", "tenancy ended",
# "camp room surrendered", "cottage empty", "checked out of the site trailer", "sold the Riez house".
_DWELLINGS = r"(?:house|flat|cottage|apartment|room|lease|tenancy|trailer|caravan|quarters|bunk|berth|place)"
_HOME_ENDED = re.compile(r"\b" + _DWELLINGS + r"\s+(?:sale|sold|ended|surrendered|empty|emptied|vacated|given up"
                         r"|handed back|not renewed|let out|gone)\b"
                         r"|\b(?:sold|selling|sale of|gave up|given up|handed back|surrendered|vacated|checked out of"
                         r"|moved out of)\s+(?:the|my|his|her|their|our)\b(?:\s+[\w'’-]+){0,3}?\s+"
                         + _DWELLINGS + r"\b")


def commutes_from(old_text: str, new_text: str) -> str | None:
    """Why the newer text has the older text's holder commute from another place, the older dwelling said given up,
    or ``None``: "welder Priya: residence Birkenhead" / "Priya commuting from Chester since the Birkenhead house sale
    closed"; "Tobias living at Laverton camp" / "Tobias commuting from his own house in Kambalda, camp room
    surrendered". A commute alone (:func:`home_change` reads it as no home) may start anywhere for a while; with the
    older home given up, where it starts is the home. Not a commute from the older place, someone else's, one for a
    while, or one beside no home given up."""
    low = new_text.lower()
    if "from" not in low or ("commut" not in low and "driv" not in low) or not says(_COMMUTE_FROM, new_text):
        return None  # the cheap test first
    commute = _COMMUTE_FROM.search(undated(new_text, dot=True))
    if commute is None or not _HOME_ENDED.search(low) or COMMUTE_BOUNDED.search(new_text) \
            or _HOME_UNCHANGED.search(new_text):
        return None
    if not (_homes(old_text) or _SELF_IN.search(undated(old_text, dot=True))) or not _STATES_HOME.search(old_text):
        return None  # the older text must say where someone lives
    old_places, old_holder = _read(old_text)
    new_places, new_holder = _read(new_text)
    names = [name for _, name, _ in old_places]
    if old_holder is None and new_holder is not None and new_holder in names:
        old_holder = new_holder  # "lock keeper Rhodri — lives on site" / "Rhodri: …": the name both give is the holder
    elif new_holder is None and old_holder is None and any(name in names for _, name, _ in new_places[:1]) \
            and names[0] == new_places[0][1] and len(names) > 1:
        old_holder = new_holder = names[0]  # "welder Priya: residence Birkenhead" / "Priya commuting from …"
    names = [name for name in names if name != old_holder]
    place = commute.group("place").lower()
    if not names or place in _NOT_PLACES or (new_holder is not None and old_holder != new_holder) \
            or place == (old_holder or "") or _same_place(place, set(names)):
        return None  # someone else; the commute from the older home
    old_tokens, new_tokens = _tokens(old_text), _tokens(new_text)
    if another_holder(old_tokens, new_tokens) or _someone_by_role(old_tokens, new_tokens) \
            or _apposed_person(old_text, new_text):
        return None
    return f"same holder's home, {names[0].title()} → {commute.group('place')} (commutes from it, home given up)"

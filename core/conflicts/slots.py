"""Single slots of a thing read from structure: where it goes (its channel) and what licence it is under.

**Channel.** Where something goes: *what* is delivered, and the *channel* it goes to or through.

"On-call pages are sent via SMS", "security reports → security@acme.io", "alerts routed to
#sre-pager", "on-call paging over PagerDuty app push": the thing (on-call pages, security
reports, alerts) is the slot, the channel its value. :func:`channel_change` proposes when the
newer text sends the same thing somewhere else *and says the change* ("now", "instead",
"only", "these days", the old channel "retired" or "muted"): a thing can go to several
places, so an unmarked second channel adds one rather than replacing it.

Not a change: another thing ("sev3 alerts" beside "sev1 alerts", "the vendor's notices"
beside "our notices"), the same channel written another way, a second channel added
("cross-posted", "as well"), and whatever the statement model finds hedged, temporary,
additive or about the past.

**Licence.** "The font files are distributed under the OFL", "provider fork — MPL-2.0",
"relicensed my parser library to Apache-2.0": the thing is the words before its first
licence (and a bracket's scope), the licence the value. :func:`licence_change` proposes
when the newer text puts the same thing (no word the older one lacks) under one other
licence and says the change ("relicensed", "flipped to", "goes", "made proprietary", "from
X"); "dual", a second thing ("the docs"), another scope ("(client)") are not changes.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.calendar_words import MONTH_NAMES
from core.conflicts.compiled import says
from core.conflicts.kept_results import kept_result
from core.conflicts.licence_swap import sibling_names
from core.conflicts.note_dates import undated
from core.conflicts.tokenized import tokenized
from core.model.lean import lean_dataclass
from core.text.tokens import stem

_SEND_VERBS = frozenset("""sent send sends routed route routes delivered deliver delivers posted post posts filed file
    files announced announce announces forwarded forward forwards emailed handled go goes going went land lands
    arrive arrives paged pages paging shared published piped pushed distributed distribute distributes circulated
    reach reaches reached""".split())
_RECEIVE_VERBS = frozenset("get gets got receive receives received".split())
_CHANNEL_PREPS = frozenset("to via through over by on into →".split()) | {"->"}
_CHANNEL_ENDS = frozenset("instead only now these nowadays since because after when for so and but unless "
                          "except until from as with while".split())
# A change said in the newer text: without one, a second channel adds to the first.
_MARKED = re.compile(r"\b(?:now|these days|nowadays|instead|only|no longer|anymore|switched|moved|retired|muted"
                     r"|quit|dropped|from now on|going forward|replaced|migrated"
                     # the older channel dismissed in short: "the inbox gets nothing"
                     r"|(?:gets?|receives?|sees?) nothing)\b")
_LIGHT = frozenset("the a an my our their his her your this that all any user user's users i we me us chan channel "
                   "is are was were be been being get gets got".split())
_TOKEN = re.compile(r"[\w@#][\w'’+#./@-]*[\w+#]|[\w@#]|->|→|[;:,()—–=]")


@lean_dataclass(frozen=True)
class Delivery:
    """One "what goes where" a text tells: ``thing`` (stems) goes to or through ``channel`` (stems)."""

    thing: frozenset[str]
    channel: frozenset[str]


# One word written two ways: "e-mail" is "email", "e-mails" "emails".
_SPELLED_APART = {"e-mail": "email", "e-mails": "emails", "e-mailed": "emailed", "em@il": "email"}


def _stems(words: list[str]) -> frozenset[str]:
    words = [_SPELLED_APART.get(w, w) for w in words]
    return frozenset(stem(w.strip("'’.")) if not w.startswith(("#", "@")) and "@" not in w else w
                     for w in words if w not in _LIGHT and w not in F.STOP_WORDS and w not in F.SELF_WORDS
                     and not w.isdigit())


@lru_cache(maxsize=8192)
def deliveries(text: str) -> tuple[Delivery, ...]:
    """Every "what goes where" ``text`` tells in its first clause (cached)."""
    body = undated(text)
    words = [t.lower() for t in _TOKEN.findall(body)]
    clause = words[:next((k for k, w in enumerate(words) if w in (";", "(", "—", "–")), len(words))]
    found: list[Delivery] = []
    for i, w in enumerate(clause):
        thing: list[str] = []
        at = -1
        if w in _SEND_VERBS and i > 0:
            j = i + 1
            while j < len(clause) and clause[j] not in _CHANNEL_PREPS and j - i <= 2:
                j += 1  # "are now routed to", "are delivered through"
            if j < len(clause) and clause[j] in _CHANNEL_PREPS:
                thing, at = clause[:i], j + 1
        elif w in _RECEIVE_VERBS and i + 1 < len(clause):
            j = next((k for k in range(i + 1, len(clause)) if clause[k] in _CHANNEL_PREPS), -1)
            if j > i + 1:
                thing, at = clause[i + 1:j], j + 1
        elif w in ("via", "over", "→", "->") and i > 0 and not any(x in _SEND_VERBS for x in clause[:i]):
            thing, at = clause[:i], i + 1  # "on-call pages via SMS", "security reports → security@acme.io"
        if at < 0:
            continue
        if ":" in thing:
            thing = thing[:thing.index(":")] + thing[thing.index(":") + 1:]
        channel = []
        for x in clause[at:]:
            if x in _CHANNEL_ENDS or x in (",", ":", "="):
                break
            channel.append(x)
        one, two = _stems(thing), _stems(channel)
        if one and two:
            found.append(Delivery(one, two))
            break
    return tuple(found)


def _same(a: frozenset[str], b: frozenset[str]) -> bool:
    """One thing: the same words, or the same but for the way it is said ("pages" / "paging")."""
    if a == b:
        return True
    extra = a ^ b
    return len(extra) == 1 and len(a & b) >= 1 and not any(
        w.endswith(("'s", "’s")) or w in F.RELATION_WORDS or w in F.SCOPE_WORDS for w in extra)


def channel_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` sends what ``old_text`` sends somewhere else, or ``None``."""
    if _MARKED.search(new_text.lower()) is None:
        return None
    olds, news = deliveries(old_text), deliveries(new_text)
    if not olds or not news:
        return None
    for old in olds:
        for new in news:
            if (_same(old.thing, new.thing) or _told_shorter(old.thing, new.thing)) \
                    and not (old.channel & new.channel) and not _written_in(old.channel, new.channel):
                return f"same delivery ({' '.join(sorted(new.thing))}), {' '.join(sorted(old.channel))} → " \
                       f"{' '.join(sorted(new.channel))}"
    return None


def _told_shorter(old: frozenset[str], new: frozenset[str]) -> bool:
    """ "Show rosters" after "Weekly falconry show rosters": the older thing told by two of its words or more and
    nothing it lacks; all of it goes there now, the older thing with it."""
    return len(new) >= 2 and new < old


def _written_in(one: frozenset[str], two: frozenset[str]) -> bool:
    """ "eng-announce" and "eng-announce@acme.com": one address written two ways; a possessor ("the front desk's
    inbox") names whose channel it is, not the channel."""
    return any(a in b or b in a for a in one for b in two if len(a) >= 4 and len(b) >= 4
               and not a.endswith(("'s", "’s")) and not b.endswith(("'s", "’s")))


_LICENCE_VERBS = frozenset("""licensed licenced license licence lic licensing released release releases publish
    published publishes distributed distribute distributes ship ships shipped is are was were be been under goes went go
    relicensed relicenced flipped switched moved changed pulled made became placed put now offered covered
    available""".split())
_LICENCE_MARKED = re.compile(r"\b(?:relicen[sc]ed|relicen[sc]ing|flipped|switched|moved|changed|goes|went|became"
                             r"|made|now|no longer|stopped|from|pulled|placed|starting)\b")


@lru_cache(maxsize=8192)
def licences(text: str) -> tuple[frozenset[str], tuple[str, ...], tuple[str, ...]]:
    """The thing a text licenses (stems), its current licences and the ones it names as before."""
    body = undated(text)
    tokens = list(tokenized(body))  # the tokens the other readers of this text share
    first = next((k for k, t in enumerate(tokens) if t.kind == "licence"), -1)
    if first < 0:
        return frozenset(), (), ()
    current: list[str] = []
    before: list[str] = []
    for k, t in enumerate(tokens):
        if t.kind == "licence":
            lead = k - 1 - (k > 1 and tokens[k - 1].low in ("the", "a", "an"))
            (before if lead >= 0 and tokens[lead].low in ("from", "was") else current).append(t.norm)
    inside = [t.low for k, t in enumerate(tokens) if _in_brackets(tokens, k)]
    words = [t.low for t in tokens[:first] if t.kind == "word"] + inside
    thing = frozenset(stem(w) for w in words if w.isalpha() and w not in _LICENCE_VERBS and w not in _LIGHT
                      and w not in F.STOP_WORDS and w not in F.SELF_WORDS and w not in F.PRONOUNS)
    return thing, tuple(dict.fromkeys(current)), tuple(before)


def _in_brackets(tokens: list, k: int) -> bool:
    depth = 0
    for t in tokens[:k]:
        depth += t.low == "("
        depth -= t.low == ")"
    return depth > 0 and tokens[k].kind == "word"


def licence_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts what ``old_text`` licenses under another licence, or ``None``."""
    if _LICENCE_MARKED.search(new_text.lower()) is None:
        return None
    old_thing, old_now, _ = licences(old_text)
    new_thing, new_now, new_before = licences(new_text)
    if len(old_now) != 1 or len(new_now) != 1 or old_now == new_now:
        return None
    if "dual" in new_text.lower():
        return None
    if new_thing - old_thing or len(old_thing - new_thing) > 1:
        return None  # "the docs" beside "the code", "(client)" beside "(server)": another thing
    if new_before and old_now[0] not in new_before:
        return None
    if sibling_names(old_text.lower(), new_text.lower()):
        return None  # "orbit-cli: Apache-2.0" / "orbit-server: SSPL": two things of one family
    return f"same licence slot ({' '.join(sorted(old_thing)) or 'licence'}), {old_now[0]} → {new_now[0]}"


# --- ownership: who owns, maintains or runs a thing ---------------------------------------------

_OWN_PASSIVE = frozenset("owned maintained run managed operated administered prepared handled reassigned "
                         "transferred assigned adopted held sold donated gifted bequeathed signed".split())
_OWN_STATES = frozenset("owned maintained run managed operated administered prepared handled held".split())
_OWN_ACTIVE = frozenset("own owns owned maintain maintains maintained run runs manage manages managed operate "
                        "operates operated".split())
_SELF_IS = re.compile(r"^(i|we|they)(?:'m|’m|'re|’re)\b")
_HANDING = frozenset("transferred handed gave passed reassigned sold donated gifted signed".split())
_HANDED = re.compile(r"^(?P<giver>.+?)\s+(?:transferred|handed|gave|passed|reassigned|sold|donated|gifted|signed)"
                     r"\s+(?:over\s+|off\s+|on\s+)?"
                     r"(?P<thing>.+?)\s+(?:over\s+|off\s+)?to\s+(?P<owner>.+)$")
# "Search indexing is the data team's responsibility", "minibus bookings: transport coordinator's job from today".
_DUTY_OF = re.compile(r"^(?P<thing>.+?)\s+(?:is|are|:)\s+(?:now\s+)?(?:the\s+)?"
                      r"(?P<owner>(?:[\w-]+\s+){0,2}?[\w-]+)(?:'s|’s)"
                      r"\s+(?:responsibility|job|duty|remit)\b")
_OFF_HANDS = re.compile(r"^(?P<owner>.+?)\s+(?:has\s+|have\s+|had\s+)?(?:taken|took|takes)\s+(?P<thing>.+?)\s+off\s+"
                        r"(?:my|our|his|her|their|the\s+user's|the\s+user’s)\s+hands\b")
_HOLDER_NOTE = re.compile(r"^(?P<key>(?:[\w@#./-]+\s+){0,3}(?:owner|owners|maintainer|maintainers|dri|steward)"
                          r"(?:\s+[\w@#./-]+){0,3})\s+[:=]\s+(?P<owner>[\w@#-].*)$")
_HOLDER_NOUNS = frozenset("owner owners maintainer maintainers dri steward stewards custodian".split())
_OWN_TAKE = ("took over", "taken over", "takes over", "took on", "taken on", "takes on", "take over", "take on",
             "took", "adopted", "inherited")
_OWN_GOES = ("sits with", "sit with", "went to", "goes to", "moved to", "passed to", "handed to", "handed off to",
             "belongs to", "fall to", "falls to", "fell to", "fallen to")
_OWN_MARKED = re.compile(r"\b(?:now|these days|took|taken|takes|stepped in|(?:was|has been) (?:made|named|appointed)"
                         r"|reassigned|transferred|handed|sold|donated|gifted|bequeathed|signed over|moved|went|goes"
                         r"|sits"
                         r"|adopted|inherited|falls? to|fell to|fallen to|since|anymore|no longer|off it|for good"
                         r"|after the|instead|from here on|from now on|going forward)\b|->|→")
_SELF_OWNER = frozenset("i we us me our ours my user user's team's".split())
_OWNER_LIGHT = frozenset("the a an team group squad of for it is are was were has have been now outright".split())


_REPORTING = frozenset("says said mentioned noted thinks reports reported confirmed that".split())
# The verbs of saying that never name a thing ("condition *reports*" may): where who said it ends.
_SAID = frozenset("says said mentioned noted confirmed".split())


def _owner_words(words: list[str]) -> frozenset[str]:
    if len(words) > 2 and words[-1] == ",":
        # "The user's manager, Hélène, owns …", "the new recruiting lead, Dmitri, inherited …": the name apposed
        # between the commas is who holds it; the role before it says who that is
        prev = max((k for k in range(len(words) - 1) if words[k] == ","), default=-1)
        if 0 <= prev < len(words) - 2:
            words = words[prev + 1:-1]
    cut = max((k for k, w in enumerate(words) if w in _REPORTING or w == ","), default=-1)
    ws = [w for w in words[cut + 1:] if w not in F.STOP_WORDS and w not in (",", ".", ";", ":")]
    if any(w in _SELF_OWNER for w in ws):
        at = max(k for k, w in enumerate(ws) if w in _SELF_OWNER)
        if not any(stem(w.strip("'’.")) in _KIN for w in ws[at + 1:]):
            return frozenset({"@self"})
        # "The user's brother Matthieu runs …", "my colleague Hanneke": the relation holds it, not the user
        ws = ws[at + 1:]
    return frozenset(stem(w.strip("'’.@")) for w in ws if w not in _OWNER_LIGHT and w.strip("'’.@"))


# A person the holder is related to ("the user's cousin", "my colleague"): someone else, never the holder; not a team
# the holder is on ("our team"), which holds what its member holds.
_KIN = F.RELATION_WORDS - F.stem_set("team teammate teammates parent-company subsidiary fork")


# The people one looks after ("I look after my mum"): care of a person, never a thing held.
_CARED_FOR = F.stem_set("mum mom mother dad father parent parents kid kids child children son daughter grandma grandpa "
                        "grandmother grandfather")


# Words for the holding of a thing, not the thing: "the postmortem *process*", "search indexing *duties*".
_HOLDING_NOUNS = frozenset("process processes responsibility responsibilities duty duties".split())


# Words of one duty: being on call, told by its rota or its pager ("on-call owner" / "pager reassigned").
_ON_CALL = frozenset("on-call oncall pager pagers paging rota rotation".split())


# How wholly a thing is taken, never a word of it: "took over deno-mdx-lite entirely".
_WHOLLY = frozenset("entirely completely fully wholly outright altogether wholesale".split())
# A noun of holding before "of" names the holding, not the thing: "Care of the headspace rig was transferred".
_HOLDING_OF = frozenset("care upkeep maintenance management control custody stewardship ownership running".split())


def _thing_words(words: list[str]) -> frozenset[str]:
    if len(words) > 2 and words[0] in _HOLDING_OF and words[1] == "of":
        words = words[2:]
    return frozenset("on-call" if w in _ON_CALL else stem(w.strip("'’.")) for w in words
                     if w not in F.STOP_WORDS and w not in _LIGHT and w not in F.SELF_WORDS and w.strip("'’.")
                     and w not in (",", ";", ":", "→", "->", "(", ")") and w not in _HOLDING_NOUNS
                     and w not in _WHOLLY)


_AUXILIARIES = frozenset("is are was were been has have had being".split())


def _passive_subject(words: list[str]) -> list[str]:
    """The thing of a passive clause: after a reporting verb ("the user says the ledger was …"), up to its first
    auxiliary ("the monitoring stack was brought in-house and is maintained by …")."""
    cut = max((k for k, w in enumerate(words) if w in _REPORTING and w != "that"), default=-1)
    words = words[cut + 1:]
    end = next((k for k, w in enumerate(words) if w in _AUXILIARIES and k), len(words))
    return [w for w in words[:end] if w not in _AUXILIARIES and w != "now"]


def _until(words: list[str], start: int) -> list[str]:
    out = []
    for k, w in enumerate(words[start:], start):
        if w == "these" and words[k + 1:k + 2] == ["days"]:
            break  # "… of the GPS sync tool these days": when, not the thing
        if w in (",", ";", "(", ")", "—", "–", ".") or w in ("since", "after", "when", "because", "from", "now",
                                                           "in", "last", "this", "for", "as", "while", "until",
                                                           "and", "but", "so", "before", "until"):
            break
        out.append(w)
    return out


@lru_cache(maxsize=8192)
@kept_result()
def ownerships(text: str) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """Every (thing, owner) ``text`` tells, a clause at most one: "X is maintained by G", "G owns X"."""
    body = undated(text)
    words = [t.lower() for t in _TOKEN.findall(body)]
    found: list[tuple[frozenset[str], frozenset[str]]] = []
    clause: list[str] = []
    for w in [*words, ";"]:
        if w in (";", "—", "–"):
            _read_ownership(clause, found)
            clause = []
        else:
            clause.append(w)
    return tuple((t, o) for t, o in found if t and o)


def _phrase_start(joined: str, phrase: str) -> int | None:
    """The index of the word where ``phrase`` starts in the space-joined clause, or None."""
    at = f" {joined} ".find(f" {phrase} ")
    return None if at < 0 else len(f" {joined} "[:at].split())


# "The user is the DRI for the Q2 migration", "Fatima took over as DRI for it", "Lena is now the on-call owner
# of Kafka": a holder, a noun of holding (what the holder *is* to the thing), the thing after "for/of".
_HOLDER_NOUN = re.compile(r"^(?P<owner>.+?)\s+(?:is|are|'s|’s|remains|became|becomes|took over as|takes over as"
                          r"|stepped in as|steps in as|(?:was|has been|were|have been) (?:made|named|appointed))"
                          r"\s+(?:now\s+)?(?:(?:the|a|an|our|their)\s+)?"
                          r"(?:[\w-]+\s+){0,2}?(?:owner|owners|maintainer|maintainers|dri|steward|stewards|custodian)"
                          r"\s+(?:for|of|on)\s+(?P<thing>.+)$")


# A seat one person holds, named by any title: "The user is the named NACWO for the rodent unit" / "Farida took over
# as NACWO for the rodent unit", "… is the Caldicott Guardian for the practice" / "Dr. Lindqvist was appointed
# Caldicott Guardian". The title with its scope is the thing held. Only "the" seat (one holder), said by "is" with its
# scope, or handed over by a verb of taking a post; never a post held for a while or beside another ("acting",
# "interim", "co-lead", "deputy", "while …", "until …").
_SEAT = re.compile(r"^(?P<owner>.+?)\s+(?:(?P<is>is|’s|'s)\s+the|took over as|takes over as|has taken over as"
                   r"|stepped in as|steps in as|(?:was|has been) (?:made|named|appointed)(?:\s+as)?)\s+(?:the\s+)?"
                   r"(?:(?:named|designated|appointed|current|new|sole|lead)\s+)?"
                   r"(?P<title>(?:[\w-]+\s+){0,2}?[\w-]+)(?:\s+(?P<of>for|of)\s+(?P<thing>.+))?$")
_SEAT_WHILE = frozenset("""acting interim deputy temporary temporarily while until till covering cover co-lead
    co-owner co-maintainer joint assistant backup vice""".split())
# What "at" or "in" after a seat may open that is a time, not another place's seat: "in May", "at the last audit".
_WHEN_AFTER = re.compile(r"(?:last|this|early|late|the (?:last|start|end|beginning|latest|next|recent)|"
                         + "|".join(sorted(MONTH_NAMES)) + r")\b")
_SEAT_CUT = frozenset("from after since when last at in because this following".split())
_SEAT_NOT_TITLE = frozenset("""one only first last best same person reason way one's""".split()) | _OWN_STATES


_Seat = tuple[frozenset[str], frozenset[str], frozenset[str]]


def seat_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text gives the older text's seat (:data:`_SEAT`) to another holder, or ``None``: the same title,
    word for word, and the same scope or none told; another holder. The caller has found a word of change."""
    for old_title, old_scope, old_owner in seats(old_text):
        for new_title, new_scope, new_owner in seats(new_text):
            if old_title == new_title and (not new_scope or _same(old_scope, new_scope) or new_scope == old_scope) \
                    and not old_owner & new_owner:
                return f"same seat ({' '.join(sorted(old_title | new_scope))}), {' '.join(sorted(old_owner))} → " \
                       f"{' '.join(sorted(new_owner))}"
    return None


@lru_cache(maxsize=8192)
def seats(text: str) -> tuple[_Seat, ...]:
    """Every (title, scope, holder) of a seat ``text`` tells (:data:`_SEAT`), a clause at most one; read only by
    :func:`seat_change`, never as a thing another reader holds."""
    words = [t.lower() for t in _TOKEN.findall(undated(text))]
    found: list[_Seat] = []
    clause: list[str] = []
    for w in [*words, ";"]:
        if w not in (";", "—", "–"):
            clause.append(w)
            continue
        if clause and not any(w in _HOLDER_NOUNS for w in clause) and (seat := _seat(clause)) is not None:
            found.append(seat)
        clause = []
    return tuple((t, scope, o) for t, scope, o in found if t and o)


def _seat(clause: list[str]) -> _Seat | None:
    """The (title, scope, holder) of a seat one clause tells (:data:`_SEAT`), or ``None``."""
    if set(clause) & _SEAT_WHILE:
        return None
    # the seat's words end where a circumstance begins: "… took over as Caldicott Guardian from her after the audit"
    cut = next((k for k, w in enumerate(clause) if k > 2 and w in _SEAT_CUT), len(clause))
    if clause[cut:cut + 1] in (["at"], ["in"]) and not _WHEN_AFTER.match(" ".join(clause[cut + 1:cut + 3])):
        return None  # "took over as head of design at Figma", "… in the Leeds office": another seat
    seat = _SEAT.match(_SELF_IS.sub(r"\1 is", " ".join(clause[:cut])))
    if seat is None or (seat.group("is") and not seat.group("of")):
        return None
    title = seat.group("title").split()
    if not title or any(w in _SEAT_NOT_TITLE or w in F.STOP_WORDS or w in _REPORTING for w in title):
        return None
    thing = _until(seat.group("thing").split(), 0) if seat.group("thing") else []
    return _thing_words(title), _thing_words(thing), _owner_words(seat.group("owner").split())


_BE = frozenset("is are was were be been being".split())


def _apposed(clause: list[str], at: int) -> list[str]:
    """The name apposed after a holder at ``at`` ("looked after by the apprentice*, Juno*"): one to three words after
    a comma that end the clause, or ``[]``."""
    if clause[at:at + 1] != [","]:
        return []
    rest = clause[at + 1:]
    end = next((k for k, w in enumerate(rest) if w in (",", ".", ";")), len(rest))
    return [",", *rest[:end]] if 0 < end <= 3 and end == len(rest) - (1 if rest[-1:] == ["."] else 0) else []


# Told beside a past verb of holding, these put the holding before the change: "owned it *before* …", "*formerly* ran".
_BEFORE_THEN = frozenset("before until till".split())
_FORMERLY = frozenset("former formerly previously originally once".split())


def _read_ownership(clause: list[str], found: list[tuple[frozenset[str], frozenset[str]]]) -> None:
    """The (thing, owner) one clause tells, if any."""
    joined = " ".join(clause)
    held = _HOLDER_NOUN.match(_SELF_IS.sub(r"\1 is", joined)) if any(w in _HOLDER_NOUNS for w in clause) else None
    if held is not None:
        found.append((_thing_words(_until(held.group("thing").split(), 0)), _owner_words(held.group("owner").split())))
        return
    noted = _HOLDER_NOTE.match(joined) if any(w in _HOLDER_NOUNS for w in clause) else None
    if noted is not None:
        # "DRI auth migration: Kenji", "auth mig DRI = Leah": a note keyed by the holder noun and the thing.
        thing = [w for w in noted.group("key").split() if w not in _HOLDER_NOUNS]
        found.append((_thing_words(thing), _owner_words(_until(noted.group("owner").split(), 0))))
        return
    duty = _DUTY_OF.match(joined) if {"responsibility", "job", "duty", "remit"} & set(clause) else None
    if duty is not None:
        # "Search indexing is the data team's responsibility now": the thing, and whose duty it is.
        found.append((_thing_words(duty.group("thing").split()), _owner_words(duty.group("owner").split())))
        return
    off_hands = _OFF_HANDS.match(joined) if "hands" in clause else None
    if off_hands is not None:
        # "Dario has taken the spare-parts inventory off my hands": the taker holds it now
        found.append((_thing_words(off_hands.group("thing").split()), _owner_words(off_hands.group("owner").split())))
        return
    handed = _HANDED.match(joined) if any(w in _HANDING for w in clause) else None
    if handed is not None and handed.group("thing").split()[0] not in ("it", "them", "over", "off"):
        # "The user transferred libvips-rs to the rust-media org": the thing handed, and to whom.
        owner = _until(handed.group("owner").split(), 0)
        found.append((_thing_words(handed.group("thing").split()), _owner_words(owner)))
        return
    for i, w in enumerate(clause):
        # "X is maintained by G", "X was reassigned to G", "X → owned by G"
        span = 2 if clause[i + 1:i + 3] == ["after", "by"] and w == "looked" else 1  # "looked after by"
        if w in _OWN_PASSIVE and clause[i + 1:i + 2] in (["over"], ["on"]) and clause[i + 2:i + 3] == ["to"]:
            span = 2  # "the stall lease was signed over to Callum", "block #114 sold on to Bodmin Memorials"
        if (w in _OWN_PASSIVE or span == 2) and i > 0 and i + span < len(clause) \
                and clause[i + span] in ("by", "to"):
            if clause[i - 1] in ("was", "were", "had") and w in _OWN_STATES:
                return  # "was owned by the core team before …": who owned it then
            owner = _until(clause, i + span + 1)
            found.append((_thing_words(_passive_subject(clause[:i])), _owner_words(owner + _apposed(clause, i + span
                                                                                                   + 1 + len(owner)))))
            break
        if w in _OWN_STATES and i > 0 and clause[i - 1] in ("is", "are") and clause[i + 1:i + 3] == ["out", "of"]:
            # "With the Kraków office closed, the Android app is maintained out of Nairobi": the place that keeps it
            # is its owner, the thing the passive subject after the clause's last comma
            subject = clause[:i]
            subject = subject[len(subject) - subject[::-1].index(","):] if "," in subject else subject
            found.append((_thing_words(_passive_subject(subject)), _owner_words(_until(clause, i + 3))))
            break
        # "G owns X", "G maintains X", "G is responsible for X"
        hook = clause[i:i + 4] == ["on", "the", "hook", "for"]  # "is on the hook for X": answers for it
        if w in ("look", "looks") and clause[i + 1:i + 2] == ["after"] and i > 0:
            # "I look after the league's spare-parts inventory": the one who looks after it holds it
            found.append((_thing_words(_until(clause, i + 2)), _owner_words(clause[:i])))
            break
        if w in _OWN_STATES and i > 0 and clause[i - 1] in _BE:
            continue  # "bump tests are run with a docking station": a passive with no holder, not "<holder> runs"
        if w in _OWN_STATES and i > 0 and (set(clause[i + 1:]) & _BEFORE_THEN or set(clause[:i]) & _FORMERLY):
            return  # "Ravi owned the push service before the user took it on": who held it then
        if (w in _OWN_ACTIVE or hook or (w == "responsible" and i + 1 < len(clause) and clause[i + 1] == "for")) \
                and i > 0 and not (i + 1 < len(clause) and clause[i + 1] in ("by", "to")):
            start = i + (2 if w == "responsible" else 4 if hook else 1)
            found.append((_thing_words(_until(clause, start)), _owner_words(clause[:i])))
            break
    else:
        for phrase in _OWN_TAKE:
            k = _phrase_start(joined, phrase)
            if k is None:
                continue
            n = len(phrase.split())
            after = _until(clause, k + n)
            if "by" in clause[k + n:k + n + 1]:  # "taken on by the SRE group"
                thing = [x for x in clause[:k] if x not in ("is", "are", "was", "were", "been", "has", "have")]
                found.append((_thing_words(thing), _owner_words(_until(clause, k + n + 1))))
            elif after and after[0] not in ("it", "them"):
                found.append((_thing_words(after), _owner_words(clause[:k])))
            break
        else:
            for phrase in _OWN_GOES:
                k = _phrase_start(joined, phrase)
                if k is None:
                    continue
                told = next((j for j, x in enumerate(clause[:k]) if x in _SAID and j), -1)
                # "The user said the barcode service belongs to …": the thing after who said it
                thing = [x for x in clause[told + 1:k] if x not in ("is", "are", "was", "were", "now", "has", "have")]
                owner = _until(clause, k + len(phrase.split()))
                found.append((_thing_words(_handed_part(thing)), _owner_words(owner)))
                break


# Nouns of holding a thing: "Responsibility for the rota went to Priya" hands the rota itself.
_CARE_NOUNS = _HOLDING_NOUNS | frozenset(
    "ownership maintenance upkeep care charge management stewardship running".split())


def _handed_part(thing: list[str]) -> list[str]:
    """What a thing "for" another is when it goes to someone: "Snacks for the on-call rota went to Priya" hands the
    snacks, a thing of its own, not the rota; a noun of holding before "for" ("Responsibility for …") hands what
    follows it."""
    if "for" not in thing:
        return thing
    at = thing.index("for")
    head = [w for w in thing[:at] if w not in F.STOP_WORDS]
    return thing[:at] if head and not all(w in _CARE_NOUNS for w in head) else thing


def _five(words: frozenset[str]) -> frozenset[str]:
    """A thing's words cut to five letters ("indexer" / "indexing": the one search index), a hyphenated name whole;
    a word of three or four letters that opens a longer one is it short ("mig" / "migration")."""
    return frozenset(w if "-" in w.strip("-") else w[:5] if len(w) >= 5 else w for w in words)


def _same_short(a: frozenset[str], b: frozenset[str]) -> bool:
    """One thing, a word of one told short in the other ("auth mig" / "auth migration")."""
    a, b = _five(a), _five(b)
    short = {x: y for x in a - b for y in b - a if len(x) >= 3 and y.startswith(x)} | \
        {y: x for y in b - a for x in a - b if len(y) >= 3 and x.startswith(y)}
    return _same(frozenset(short.get(w, w) for w in a), frozenset(short.get(w, w) for w in b))


def _compound_parts(words: frozenset[str]) -> frozenset[str]:
    """A thing's words with each hyphened compound written as its parts: "sample-barcode service" / "barcode
    service", "boat-maintenance schedule repo" / "maintenance-schedule repo" are one thing told shorter."""
    if not any("-" in w.strip("-") for w in words):
        return words
    return frozenset(stem(p) for w in words for p in (w.split("-") if "-" in w.strip("-") else [w]) if p)


def _told_short(old_thing: frozenset[str], new_thing: frozenset[str], new_text: str) -> bool:
    """ "catering: Giga's responsibility" after "hackathon catering contract managed by Ana": a note keyed by the
    older thing's head word alone, every word of it the older thing's."""
    return bool(new_thing) and new_thing < old_thing and says(_NOTE_KEY, undated(new_text))


def _fewer_words(old_thing: frozenset[str], new_thing: frozenset[str]) -> bool:
    """ "the LiDAR pipeline" after "the coastal LiDAR processing pipeline", "the Harlow glass contract" after "the
    depot's glass-collection contract with Harlow Glassworks": the older thing told again by two of its words or more
    (a compound's parts each a word), and nothing it lacks."""
    old_parts, new_parts = _five(_compound_parts(old_thing)), _five(_compound_parts(new_thing))
    return len(new_parts) >= 2 and new_parts < old_parts


_NOTE_KEY = re.compile(r"^\s*[\w' -]{2,40}:\s")


# Said of the older owner in the newer text, these mark the change as "now" does: "with the Kraków office closed".
# (not for a while: "closed for the holidays", "shut until Monday")
_OWNER_GONE = re.compile(r"\b(?:closed|shut|shut down|dissolved|disbanded|wound down|gone)\b"
                         r"(?!\s+(?:for|until|till|over|during|on|this|today|temporarily)\b)")


def owner_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives what ``old_text`` says someone owns another owner, or ``None``."""
    low_new = new_text.lower()
    marked = says(_OWN_MARKED, low_new)
    if not marked and not says(_OWNER_GONE, low_new):
        return None
    olds, news = ownerships(old_text), ownerships(new_text)
    if marked and (seat := seat_change(old_text, new_text)) is not None:
        return seat
    if not marked:
        # no word of change: the older owner must be named in the newer text as gone ("the Kraków office closed")
        gone = _OWNER_GONE.search(low_new)
        told = {stem(w) for w in re.findall(r"[\w'’-]+", low_new[:gone.start()] if gone else "")}
        olds = tuple((thing, owner) for thing, owner in olds if owner & told)
    for old_thing, old_owner in olds:
        if old_thing & _CARED_FOR:
            continue  # "I look after my mum": care of a person, not a thing held
        for new_thing, new_owner in news:
            if {w[:-2] for w in new_thing if w.endswith(("'s", "’s"))} & old_thing:
                continue  # "The fishing boat's nets were sold": a part of the older thing, not the thing
            if (_same(old_thing, new_thing) or _same_short(old_thing, new_thing)
                    or _same_short(_compound_parts(old_thing), _compound_parts(new_thing))
                    or (marked and _told_short(old_thing, new_thing, new_text))
                    or (marked and _fewer_words(old_thing, new_thing))) and not (old_owner & new_owner):
                return f"same ownership ({' '.join(sorted(new_thing))}), {' '.join(sorted(old_owner))} → " \
                       f"{' '.join(sorted(new_owner))}"
    return None


# --- team membership: which team a person is on --------------------------------------------------

_TEAM = re.compile(r"\b(?:on|in|joined|to|into|onto|with)\s+(?:the\s+)?((?:[\w-]+\s+){1,2})"
                   r"(?:team|squad|tribe|pod)\b(?!['’]s)")
# "The user's team is Growth", "my squad: payments": the team named after the holder's team noun.
_TEAM_IS = re.compile(r"\b(?:team|squad|tribe|pod)(?:\s+is\s+(?:now\s+)?(?:the\s+)?([A-Z][\w-]*)|\s*[=:]\s*([\w-]+))")
_TEAM_MOVE = re.compile(r"\b(?:switched|moved|transferred|rotated|joined|changed|reassigned)\s+(?:over\s+)?"
                        r"(?:to|into|onto)?\s*"
                        r"(?:the\s+)?(?:[\w-]+\s+){1,2}(?:team|squad|tribe|pod)\b(?!['’]s)")
_TEAM_HOLDER = re.compile(r"^\s*(?:\d{4}-\d{2}(?:-\d{2})?\s*[:—–-]\s*)?((?i:i'm|i've|i|we're|we|the user|user)"
                          r"|(?!The\b)[A-Z][a-z]+)\b(?!['’]s)")


_OWN_TEAM = re.compile(r"^\s*(?:\d{4}-\d{2}(?:-\d{2})?\s*[:—–-]\s*)?((?i:my|our|the user['’]s|user['’]s)"
                       r"|(?!The\b)[A-Z][a-z]+['’]s)\s+(?:team|squad|tribe|pod)\b")


def _team_of(text: str) -> tuple[str, frozenset[str]] | None:
    holder = _TEAM_HOLDER.match(text)
    found = _TEAM.search(text.lower())
    own = _OWN_TEAM.match(text)
    if own is not None and found is None:
        named = _TEAM_IS.search(text)  # a name after "is" ("is Growth", not "is small"), any word after ":"
        who = own.group(1).lower().removesuffix("'s").removesuffix("’s")
        who = "@self" if who in ("my", "our", "the user", "user") else who
        words = frozenset({stem((named.group(1) or named.group(2)).lower())}) if named is not None else frozenset()
        return (who, words) if words else None
    if holder is None or found is None:
        return None
    who = holder.group(1).lower()
    who = "@self" if who in ("i", "i'm", "i've", "we", "we're", "the user", "user") else who
    words = frozenset(stem(w) for w in found.group(1).split() if w not in F.STOP_WORDS and w not in _LIGHT)
    return (who, words) if words else None


_TEAM_NAMED = re.compile(r"\bTeam ([A-Z][\w-]*)")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
@kept_result()
def _team_named_first(text: str) -> str:
    """A note's date taken off, and a team named after the word "Team" ("user on Team Atlas") written as
    "the Atlas team", the shape the team readers know."""
    return _TEAM_NAMED.sub(r"the \1 team", undated(text))


def team_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts the person ``old_text`` places on one team on another, or ``None``.

    "I'm on the payments team" / "I switched to the fraud team last sprint": the same person (the
    user, or a name opening both texts), another team, a move said (switched, moved, transferred,
    joined); another person's move ("my manager", "the user's partner") or a team's own thing
    ("the fraud team's guild") is not one."""
    old_text, new_text = _team_named_first(old_text), _team_named_first(new_text)
    if not says(_TEAM_MOVE, new_text.lower()):
        return None
    old, new = _team_of(old_text), _team_of(new_text)
    if old is None or new is None or old[0] != new[0] or old[1] & new[1]:
        return None
    return f"same person's team, {' '.join(sorted(old[1]))} → {' '.join(sorted(new[1]))}"

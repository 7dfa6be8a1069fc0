"""Who owns, maintains or runs a thing, read from structure: the (thing, owner) pairs a text tells.

"X is maintained by G", "G owns X", "Fatima took over as DRI for it", "DRI auth migration: Kenji", "Search
indexing is the data team's responsibility", "The user transferred libvips-rs to the rust-media org": each clause
tells at most one (thing, owner), both as stems (the user as ``@self``). :func:`ownerships` is a kept reader
(:mod:`core.conflicts.kept_results`); :mod:`core.conflicts.owner_swap` reads two texts' pairs for a change of owner,
:mod:`core.conflicts.ownership` and :mod:`core.conflicts.owner_apposed` read them for theirs. Moved out of
:mod:`core.conflicts.slots`, which keeps the single slots a thing has (its channel, its licence).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.slots import _LIGHT, _TOKEN
from core.text.tokens import stem

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
# The nouns of holding, by which a holder is what it is to a thing ("the DRI for", "maintainer of").
_HOLDER_WORDS = ("owner", "owners", "maintainer", "maintainers", "dri", "steward", "stewards", "custodian")
_HOLDER_NOUNS = frozenset(_HOLDER_WORDS)
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
                          r"(?:[\w-]+\s+){0,2}?(?:" + "|".join(_HOLDER_WORDS) + ")"
                          r"\s+(?:for|of|on)\s+(?P<thing>.+)$")



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

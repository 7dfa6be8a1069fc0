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
from core.conflicts.compiled import says
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
    if not says(_MARKED, new_text.lower()):
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
    if not says(_LICENCE_MARKED, new_text.lower()):
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


# --- team membership: which team a person is on --------------------------------------------------

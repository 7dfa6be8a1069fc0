"""What one token of a clause is, told from where it stands, for :mod:`core.conflicts.clause_reading`.

Each test looks at one position of a clause's tokens and its neighbours: a verb of choice with
the user as agent, a person as subject, a purpose ("to save money"), a hedge noun, the target
of a change, a medium, a tool, name or role after a value, a product named before one, a noun
used attributively, the clause's verb, the owner of a thing, "now that" / "since then", a thing
redone, a place in a recurring cycle. Every function here is pure.
"""

from __future__ import annotations

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.clauses import _DETERMINERS
from core.conflicts.reading import (
    _PREPOSITIONS,
    _VERB_WORDS,
    _ignorable,
    _is_name,
    _Reading,
)
from core.conflicts.value_folding import attribution
from core.conflicts.value_words import Token

_CHOSEN = frozenset("preferred used requested wanted chosen favoured favored picked liked booked".split())


def _chosen_by(tokens: list[Token], verb: int) -> bool:
    """A passive of choice with the user as agent ("… are preferred by the user")."""
    lows = [t.low for t in tokens]
    for k in range(verb, min(len(tokens) - 2, verb + 4)):
        if lows[k] in _CHOSEN and lows[k + 1] == "by" and any(w in W.SELF_WORDS for w in lows[k + 2:k + 4]):
            return True
    return False


def _person_subject(tokens: list[Token], start: int) -> bool:
    """Whether what comes before a phrase names a person (the user, "we", "Priya"), not a thing."""
    for t in tokens[:start]:
        if t.kind == "punct" or t.low in _DETERMINERS or t.low in W.COPULAS or t.low in W.SELF_WORDS \
                or t.low in W.PRONOUNS or t.norm in W.FILLER_WORDS or t.low in ("has", "have", "had", "been",
                                                                                 "just", "finally", "recently"):
            continue
        if t.kind == "word" and t.low in N.KNOWN_TOOLS and t.low not in N.AMBIGUOUS_TOOLS:
            return False  # "Postgres has been moved to port 6432": a thing
        if t.kind == "word" and (t.surface[:1].isupper() or t.low in W.RELATION_WORDS):
            continue
        if t.kind == "word" and (t.norm in W.CHANGE_WORDS or t.low in _VERB_WORDS):
            continue
        return False
    return True


def _source_at(tokens: list[Token], i: int) -> bool:
    """ "… every 6 months *per new policy*", "renamed, *per the user*": where the note came from, not what."""
    return tokens[i].low == "per" and i + 1 < len(tokens) and tokens[i + 1].kind == "word" \
        and attribution(tokens, i)


def _purpose_at(tokens: list[Token], i: int) -> bool:
    """ "retained for 30 days *to save money*": an infinitive after a value says why, not what."""
    if tokens[i].low != "to" or i == 0 or i + 1 >= len(tokens):
        return False
    if not tokens[i - 1].is_value \
            and not (i > 1 and tokens[i - 1].low in ("now", "instead") and tokens[i - 2].is_value):
        return False  # "triggered at 3 a.m. *now* to stay clear of …": the change's own word between
    nxt = tokens[i + 1]
    return nxt.kind == "word" and not nxt.cap and not _is_name(nxt) and nxt.low not in _DETERMINERS \
        and nxt.low in _PURPOSE_VERBS


# Verbs that start a purpose ("to save money", "to cut costs", "to reduce noise").
_PURPOSE_VERBS = frozenset("save cut reduce lower avoid keep make help free speed improve match meet stay fit "
                           "comply handle support allow prevent simplify spare protect limit stop get".split())


_HEDGE_NOUNS = frozenset("draft proposal pilot experiment spike rfc offer".split())
# Whose a thing is, opening its noun phrase: "my type-checker prototype" is a thing the writer has, not a try-out.
_OWNERS = frozenset("my our their his her".split())


# What a product's trial has: "trial period", "trial accounts", "the trial project limit".
_TRIAL_THINGS = frozenset("""period length account accounts user users plan plans tier project projects limit seat
    seats workspace workspaces licence license key keys""".split())


def _hedge_noun_as_thing(tokens: list[Token], k: int) -> bool:
    """ "the user's drafts", "my proposals": the things, not a tentative statement."""
    t = tokens[k]
    if t.low.rstrip("s") == "trial" and ((k > 0 and tokens[k - 1].low == "free")
                                         or (k + 1 < len(tokens) and tokens[k + 1].low in _TRIAL_THINGS)):
        return True  # "the free trial is limited to 14 days", "trial accounts": a product's trial, a thing
    if t.low in ("draft", "drafts") and k > 0 and k + 1 < len(tokens) and tokens[k + 1].kind == "word" \
            and (tokens[k - 1].low in ("i", "we", "they", "he", "she", "you", "user")):
        return True  # "I draft listings in List Perfectly": the verb of writing, with its subject, not a draft
    if t.low in ("trial", "trials") and _a_study_named(tokens, k):
        return True  # "the trial site", "the MRC trials unit", "Clinical Trials": a study's things, not a try-out
    if t.low in ("trial", "trials") and _trials_as_when(tokens, k):
        return True  # "flashed before the sea trials": an event named as a when, not a try-out
    if t.low in ("interview", "interviews") and k + 1 < len(tokens) and tokens[k + 1].kind == "word" \
            and tokens[k + 1].low not in W.STOP_WORDS:
        return True  # "interview incentive", "interview panel": the noun before another noun, not applying for a job
    if t.low == "prototype" and any(tokens[j].low in _OWNERS and all(x.kind == "word" for x in tokens[j + 1:k])
                                    for j in range(max(0, k - 3), k)):
        return True  # "I named my type-checker prototype Quokka": the writer's own thing, by its noun
    if t.low.rstrip("s") not in _HEDGE_NOUNS:
        return False
    if k + 1 < len(tokens) and tokens[k + 1].low in _PROCESS_NOUNS:
        return True  # "RFC discussion moved to GitHub Discussions": the process, a thing
    return (t.low.endswith("s") and t.low != "offers") or (k > 0 and tokens[k - 1].possessive)


_WHEN_WORDS = frozenset("before after during until till ahead".split())


def _trials_as_when(tokens: list[Token], k: int) -> bool:
    """ "before the sea trials", "after the acceptance trials": trials named after a word of when and "the"
    (two words back at most), an event the statement is dated by."""
    window = [t.low for t in tokens[max(0, k - 3):k]]
    return "the" in window and any(w in _WHEN_WORDS for w in window[:window.index("the")])


# What a try-out itself is made of — its course and its length ("a trial run", "on a trial basis", "a trial week"):
# "trial" before them still says the value is only being tried.
_TRYOUT_NOUNS = frozenset("""run runs basis phase phases stage period periods idea week weeks day days month months
    version versions""".split())


def _a_study_named(tokens: list[Token], k: int) -> bool:
    """ "trial" as the noun of a study, a thing: a word of a name ("Worldwide Clinical Trials"), "clinical" before it,
    or a noun modifier before the study's own things ("the trial site", "trial DB cut over", "the MRC trials unit",
    "the trial extracts") — not "on trial", "a trial of X", "trialling", nor a try-out's course or length."""
    t = tokens[k]
    if t.cap or (k > 0 and tokens[k - 1].low == "clinical"):
        return True
    if k + 1 >= len(tokens):
        return False
    nxt = tokens[k + 1]
    return nxt.kind == "word" and nxt.low not in W.STOP_WORDS and nxt.low not in _PREPOSITIONS \
        and nxt.low not in _TRYOUT_NOUNS and nxt.norm not in W.HEDGES and not nxt.low.endswith(("ed", "ing", "ly")) \
        and nxt.low not in _VERB_WORDS and nxt.low not in _TIME_ADVERBS


# Adverbs that may follow a noun without being a noun of its own: "no trial yet".
_TIME_ADVERBS = frozenset("yet still now soon first again then today here there".split())


# Nouns of the process a hedge noun names, not one tentative item: "RFC discussion", "proposal reviews".
_PROCESS_NOUNS = frozenset("discussion discussions review reviews process thread threads pr prs".split())


def _offered_under(tokens: list[Token], k: int) -> bool:
    """ "now only offered under a paid licence", "commercial terms were applied to the framework": the terms a thing
    is given on, not an offer that may be taken or a job applied for; and a passive "applied" ("patches are applied
    monthly"), a thing put in place."""
    if tokens[k].low in ("offered", "offers", "offer") and k + 1 < len(tokens) and tokens[k + 1].low == "under":
        return True
    if tokens[k].low == "applied" and k > 0:
        aux = k - 1  # "are now applied", "are now automatically applied": up to two adverbs between
        while aux > 0 and aux >= k - 2 and _adverb(tokens[aux]):
            aux -= 1
        if tokens[aux].low in ("is", "are", "was", "were", "be", "been", "get", "gets", "got"):
            return True  # "Security patches are applied weekly": a thing put in place, no job applied for
    return tokens[k].low == "applied" and any(t.low in ("terms", "licence", "license", "licensing")
                                              for t in tokens[max(0, k - 3):k])


def _adverb(t: Token) -> bool:
    """One adverb between an auxiliary and its participle ("are *now* applied", "got *quietly* applied")."""
    return t.kind == "word" and (t.low in ("now", "still", "only", "also", "then", "all", "just", "always", "since")
                                 or (t.low.endswith("ly") and len(t.low) > 4))


def _discussed_at(tokens: list[Token], k: int) -> bool:
    """ "We discuss RFCs on the mailing list", "RFCs discussed on the dev@ list": where a thing is talked over, an
    activity with its place, not a matter under discussion ("discussed moving to Zulip")."""
    if tokens[k].norm != "discus":
        return False
    nxt = [t.low for t in tokens[k + 1:k + 4]]
    at = next((j for j, w in enumerate(nxt) if w in ("on", "in", "over", "via", "through")), -1)
    return at >= 0 and not any(w.endswith("ing") for w in nxt[:at])


def _change_target(tokens: list[Token], i: int) -> bool:
    """Whether the word at ``i`` is what something changed to ("moved to a *Discourse* forum")."""
    k = i - 1
    while k >= 0 and tokens[k].low in ("a", "an", "the", "our", "their", "my", "new"):
        k -= 1
    return k > 0 and tokens[k].low in ("to", "into", "onto") and (
        tokens[k - 1].norm in W.CHANGE_WORDS or _redone(tokens[k - 1]) or tokens[k - 1].low in W.CHANGE_FORMS)


def _medium(tokens: list[Token], i: int) -> bool:
    """ "coordinated on *Zoom* bridges", "in Slack huddles": a name and its plural noun after a preposition
    at the end of a clause, where something happens."""
    return i > 0 and i + 1 < len(tokens) and tokens[i - 1].low in ("in", "on", "via", "through", "over") \
        and tokens[i + 1].kind == "word" and not tokens[i + 1].cap and tokens[i + 1].low.endswith("s") \
        and (i + 2 == len(tokens) or tokens[i + 2].kind == "punct" or tokens[i + 2].low in _PREPOSITIONS)


# After the value a change names, these start a note on it ("moved to port 6432 *behind pgbouncer*").
_VALUE_QUALIFIERS = frozenset("behind via through under with using".split())


def _qualifier_after_change(tokens: list[Token]) -> set[int]:
    """The words of a qualifier that follows a change's new value: notes on the value, not its attribute."""
    for i, t in enumerate(tokens):
        if t.low in ("to", "into", "onto") and i > 0 and (tokens[i - 1].norm in W.CHANGE_WORDS
                                                         or _redone(tokens[i - 1])):
            k = i + 1
            while k < len(tokens) and tokens[k].low not in _VALUE_QUALIFIERS and tokens[k].kind != "punct":
                k += 1
            if k < len(tokens) and tokens[k].low in _VALUE_QUALIFIERS and k > i + 1 and any(
                    x.is_value or _is_name(x) for x in tokens[i + 1:k]):
                end = k
                while end < len(tokens) and tokens[end].kind != "punct":
                    end += 1
                return set(range(k, end))
    return set()


def _where_now(body: list[Token], out: _Reading) -> list[Token]:
    """ "user: now in Galway", "dana: in Lisbon": a person's note that gives a place is where they live."""
    k = 0
    while k < len(body) and body[k].low in ("now", "currently", "still"):
        k += 1
    if k < len(body) - 1 and body[k].low in ("in", "based") and any(_is_name(t) for t in body[k + 1:k + 3]) \
            and not any(t.low in ("for", "until", "till", "visiting", "trip") for t in body):
        out.families.add("residence")
        out.add_key(F.TAGS["residence"], "in")
        if k:
            out.change = True
        rest = [t for t in body[k + 1:] if t.low not in ("in", "based")]
        for t in rest:
            if _is_name(t):
                out.add_value("name", t.norm, t.surface)
                out.names.add(t.norm)
                out.words.add(t.norm)
        return [t for t in rest if not _is_name(t)]
    return body


def _tool_after(tokens: list[Token], end: int) -> bool:
    t = next((x for x in tokens[end:end + 3] if x.low not in _DETERMINERS), None)
    return t is not None and t.low in N.KNOWN_TOOLS and t.low not in N.AMBIGUOUS_TOOLS


def _names_after(tokens: list[Token], end: int) -> bool:
    for t in tokens[end:end + 4]:
        if _is_name(t) or t.kind in ("host", "url"):
            return True
        if t.low not in _DETERMINERS and t.low not in ("a", "an", "new", "the"):
            return False
    return False


def _role_after(tokens: list[Token], end: int) -> bool:
    for t in tokens[end:end + 4]:
        if t.kind == "word" and (t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS):
            return True
    return False


def _product_before(tokens: list[Token], i: int) -> str | None:
    """The named thing a bare number is the version of ("Node 18", "iOS 17", "java: 11")."""
    for k in range(i - 1, max(-1, i - 4), -1):
        t = tokens[k]
        if t.kind == "word" and (t.low in N.KNOWN_TOOLS or t.norm in N.KNOWN_TOOLS or t.low == "version"):
            return t.norm
        if t.kind == "word" and t.cap:
            return t.norm
        if t.low in (":", "=", "to", "on", "is", "at", "version", "v"):
            continue
        return None
    return None


_NOT_NOUNS = frozenset("last next this these every each ago only now then first second third".split())


def _attributive(tokens: list[Token], i: int) -> bool:
    """A name that qualifies the noun after it ("the *GitHub* handle", "the *Figma* plugin")."""
    if i + 1 >= len(tokens):
        return False
    nxt = tokens[i + 1]
    if nxt.low in _NOT_NOUNS:
        return False
    if nxt.kind != "word" or _is_name(nxt) or nxt.possessive:
        return False
    if nxt.low in W.STOP_WORDS or nxt.low in W.COPULAS or nxt.low in _VERB_WORDS or nxt.norm in W.CHANGE_WORDS:
        return False
    if nxt.low in _PREPOSITIONS or nxt.low in W.REASON_WORDS or nxt.low in W.TIME_WORDS or _ignorable(nxt):
        return False
    if nxt.norm in W.VALUE_HEADS or nxt.norm in W.LIGHT_VERBS or nxt.low in W.NEGATIONS:
        return False
    return not (nxt.norm.endswith("ed") or nxt.low.endswith("ed"))


def _verb_index(tokens: list[Token], used: set[int]) -> int | None:
    for i, t in enumerate(tokens):
        if i in used:
            return i
        if i == 0 and not (t.kind == "word" and (t.norm in W.CHANGE_WORDS or t.low in ("quit", "left", "switched",
                                                                                        "relocated", "handed"))):
            continue
        if t.kind == "word" and (t.low in W.COPULAS or t.low in _VERB_WORDS
                                 or (t.norm in W.CHANGE_WORDS and t.low.endswith("ed"))):
            return i
        if t.kind in ("punct",) and t.low in (":", "="):
            return i
    if len(tokens) > 2 and tokens[0].kind in ("ident", "handle") and tokens[1].kind == "word" \
            and tokens[1].low.endswith("ed") and len(tokens[1].low) > 4 and 1 not in used:
        return 1  # "engine-0 observed job j9 …": a named agent and what it did; the name is the subject
    return None


_OWNER_VERBS = W.word_set("own owns maintain maintains maintaining manage manages look looks looking")


def _owner_subject(tokens: list[Token], norms: list[str], spans) -> dict[int, str]:
    """In "Ilya owns the warehouse" / "I maintain the scripts", the subject is the owner (a value)."""
    found: dict[int, str] = {}
    for start, _end, family, kind in spans:
        if family != "owner" or kind != "has" or (norms[start] not in _OWNER_VERBS and norms[start] not in (
                "responsible", "in", "is", "dri")):
            continue
        for k in range(start):
            t = tokens[k]
            if t.low in ("i", "we"):
                found[k] = "@self"
            elif t.low in ("user", "user's") and not any(x.norm in W.RELATION_WORDS for x in tokens[k + 1:start]):
                found[k] = "@self"
            elif _is_name(t) or (t.kind == "word" and t.initial and t.surface[:1].isupper()
                                 and t.low not in W.STOP_WORDS):
                found[k] = t.norm
    if not found:
        for i, t in enumerate(tokens):
            if t.low in ("i", "we", "user") and i + 2 < len(tokens) and tokens[i + 1].low in ("am", "are", "is") and \
                    any(x.norm in ("maintainer", "owner", "dri", "responsibl", "lead") for x in tokens[i + 2:i + 5]):
                found[i] = "@self"
    return found


_NOT_REDONE = frozenset(
    """
    received released recorded registered related required reported requested reviewed rented retired removed
    replaced recommended referred reflected regarded rejected relied remained remembered repeated represented
    resolved responded restricted returned revealed rewarded resulted reached realised realized reserved rested
    retained retrieved recovered reduced reorganised
    """.split()
)


def _now_that(tokens: list[Token], i: int) -> bool:
    """ "… now that I'm on the enterprise tier": "now that" opens a reason, as "because" does."""
    return tokens[i].low == "now" and i + 1 < len(tokens) and tokens[i + 1].low == "that"


def _since_then(tokens: list[Token], i: int) -> bool:
    """ "has *since* been renamed": "since" as "since then", an adverb inside the clause, not a reason."""
    return tokens[i].low == "since" and (tokens[i - 1].low in ("has", "have", "had")
                                         or (i + 1 < len(tokens) and tokens[i + 1].low in ("been", "then")))


def _due_as_adjective(tokens: list[Token], i: int) -> bool:
    """ "the roadmap *due* date is Apr 15", "report due Friday": "due" says when a thing is owed; only "due to" gives
    a reason."""
    return tokens[i].low == "due" and not (i + 1 < len(tokens) and tokens[i + 1].low == "to")


_REDONE_IRREGULAR = frozenset("rewritten rewrote rebuilt redone remade reran rerun rebuilt resold".split())


def _redone(t: Token) -> bool:
    """ "reflashed", "re-provisioned", "rewritten": the thing was set up again, with a new value."""
    low = t.low
    return t.kind == "word" and (low in _REDONE_IRREGULAR or (
        low.startswith("re") and low.endswith("ed") and len(low) > 7 and low not in _NOT_REDONE))


_CYCLES = frozenset("month quarter year sprint cycle term semester".split())


def recurring_position(tokens: list[Token], i: int) -> bool:
    """ "the last Friday *of the month*", "the last week of the quarter", "the last Tuesday *monthly*": a place in a
    cycle, not a past day."""
    if tokens[i].low != "last" or i + 2 >= len(tokens):
        return False
    if tokens[i + 2].low == "of" and any(t.low in _CYCLES for t in tokens[i + 3:i + 6]):
        return True
    return i > 0 and tokens[i - 1].low == "the" and tokens[i + 1].kind == "weekday" \
        and any(t.kind == "period" and t.frequency for t in tokens[i + 2:i + 5])

"""Reading the values of a family phrase, an owner and a role in one clause (ARCHITECTURE.md §7.3).

"moved to Lisbon", "handed the runbook to Omar", "was promoted to staff engineer": what a
family's phrase, a hand-over or a title gives as the value, for :mod:`core.conflicts.clause_reading`.
"""

from __future__ import annotations

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.clauses import _DETERMINERS
from core.conflicts.reading import _PREPOSITIONS, _VERB_WORDS, _ignorable, _is_name, _named, _Reading
from core.conflicts.value_words import Token

_OWNER_GIVE = W.word_set("handed hand hands transferred transfer gave give passed pass reassigned")
_OWNER_TAKE = W.word_set("took take takes")
_DETS_SKIP = frozenset("the a an to their his her my our your its".split())
_NAMED_OBJECT_DETS = frozenset("the a an their his her my our your its this that".split())


def _phrase_after(tokens: list[Token], start: int, *, limit: int = 4) -> list[int]:
    """Indices of the value words right after a family phrase ("moved to *the Abuja office*")."""
    k = start
    while k < len(tokens) and tokens[k].low in _DETS_SKIP:
        k += 1
    found: list[int] = []
    while k < len(tokens) and len(found) < limit:
        t = tokens[k]
        if t.kind in ("punct", "arrow") or t.low in _PREPOSITIONS or t.low in W.STOP_WORDS \
                or t.low in W.REASON_WORDS or t.low in W.TIME_WORDS or t.norm in W.CHANGE_WORDS \
                or t.low in W.NEGATIONS or t.low in W.COPULAS or (t.kind == "word" and t.low in _VERB_WORDS
                                                                  and not _is_name(t)):
            break
        found.append(k)
        k += 1
    return found


def _takers(tokens: list[Token], start: int, *, limit: int = 4) -> list[int]:
    """Who "took over": the words standing right before the verb ("*the identity team* took over").

    Only the run that ends at the verb: a reason, a preposition, another verb or a stop word before it
    ends the taker ("I moved my dev server to port 5173 since *Vite* took over": Vite, not the server).
    """
    found: list[int] = []
    k = start - 1
    while k >= 0 and len(found) < limit:
        t = tokens[k]
        if t.kind != "word" or t.low in W.REASON_WORDS or t.low in _PREPOSITIONS \
                or (t.low in _VERB_WORDS and not _is_name(t)):
            break
        if t.low not in W.STOP_WORDS and t.low != "the":
            found.append(k)
        elif t.low not in _DETS_SKIP and t.low not in ("i", "we", "user"):
            break
        k -= 1
    return sorted(found)


def _owner_value(tokens: list[Token], idx: list[int]) -> list[tuple[int, str]]:
    """The owner a phrase names: a person, a team (its name, without "team"), or the user."""
    out = []
    for k in idx:
        t = tokens[k]
        if t.low in ("me", "us", "i", "we") or t.low in ("user", "user's"):
            out.append((k, "@self"))
        elif t.kind == "word" and t.norm in W.VALUE_HEADS and len(idx) > 1:
            continue
        elif t.kind == "word" and t.norm in W.RELATION_WORDS and k > 0 and tokens[k - 1].possessive \
                and tokens[k - 1].low in ("user's",):
            out.append((k, t.norm))
        else:
            out.append((k, t.norm))
    return out


def _family_values(tokens: list[Token], norms: list[str], spans, out: _Reading, used: set[int]) -> dict[int, str]:
    """Values a family phrase points at, whatever their case: "living in *glasgow*", "owned by *Payments*"."""
    forced: dict[int, str] = {}
    n = len(tokens)
    for start, end, family, kind in spans:
        head = norms[start]
        if family == "owner":
            if kind == "change" and head in _OWNER_GIVE:
                to = next((k for k in range(end - 1, min(n, end + 8)) if tokens[k].low == "to"), None)
                if to is None:
                    continue
                # "to Joon last week": the time told after the party is no part of it
                idx = [k for k in _phrase_after(tokens, to + 1) if k not in used]
                for k, owner in _owner_value(tokens, idx):
                    forced[k] = "owner"
                    used.discard(k)
                    out.add_value("owner", owner, tokens[k].surface)
                    used.add(k)
                used.update(idx)
                if start > 0 and tokens[start - 1].low in ("was", "were", "been", "is", "are", "got"):
                    out.change = True  # "the lease has been transferred to …": who gave it is not said
                    continue
                givers = [k for k in range(start) if tokens[k].low in ("i", "we", "user", "user's")
                          or (_is_name(tokens[k]) and not tokens[k].possessive)
                          or (tokens[k].initial and tokens[k].surface[:1].isupper() and tokens[k].kind == "word"
                              and tokens[k].low not in W.STOP_WORDS)]
                if start == 0 or not givers:
                    out.add_prior("owner", "@self", "the user")
                for k in givers:
                    who = "@self" if tokens[k].low in ("i", "we", "user", "user's") else tokens[k].norm
                    out.add_prior("owner", who, tokens[k].surface)
                    used.add(k)
                out.change = True
            elif kind == "change" and head in _OWNER_TAKE:
                takers = _takers(tokens, start)
                for k in takers:
                    t = tokens[k]
                    if t.possessive and t.low in ("user's",):
                        continue
                    who = "@self" if t.low in ("i", "we", "user") else t.norm
                    out.add_value("owner", who, t.surface)
                    used.add(k)
                frm = next((k for k in range(end, n) if tokens[k].low == "from"), None)
                if frm is not None:
                    for k, owner in _owner_value(tokens, _phrase_after(tokens, frm + 1)):
                        out.add_prior("owner", owner, tokens[k].surface)
                        used.add(k)
                    used.update(range(frm, n))
                out.change = True
            elif head == "now" and tokens[end - 1].low == "owns":
                # "Lena now owns carrier integrations": the subject owns, as with "owns" alone.
                k = start - 1
                if k >= 0 and (tokens[k].low in ("i", "we", "user") or (
                        (_is_name(tokens[k]) or (tokens[k].surface[:1].isupper() and tokens[k].kind == "word"
                                                 and tokens[k].low not in W.STOP_WORDS))
                        and not tokens[k].possessive)):
                    out.add_value("owner", "@self" if tokens[k].low in ("i", "we", "user") else tokens[k].norm,
                                  tokens[k].surface)
                    used.add(k)
                    out.change = True
            elif tokens[end - 1].low in ("by", "to") or head in ("transferred", "reassigned", "now", "ownership",
                                                                 "owner"):
                idx = _phrase_after(tokens, end)
                if head == "ownership" and tokens[end - 1].low == "of":
                    # "transferred ownership of *the auth service* to the identity team": after "of" stands the
                    # thing; the owner is after the "to" that follows it.
                    to = next((k for k in range(end, n) if tokens[k].low == "to"), None)
                    if to is None:
                        continue
                    idx = _phrase_after(tokens, to + 1)
                    out.change = True
                for k, owner in _owner_value(tokens, idx):
                    out.add_value("owner", owner, tokens[k].surface)
                    used.add(k)
                used.update(idx)  # "the parent *company*": the owner's words, not a scope
        elif family in ("residence", "employer") or (family == "name" and head not in ("call", "calls")
                                                     and (kind == "has" or tokens[end - 1].low in ("to", "as"))):
            idx = _phrase_after(tokens, end, limit=3)
            if family == "name" and idx and len(idx) > 1 and idx[0] > end and tokens[end].low in _NAMED_OBJECT_DETS \
                    and tokens[idx[0]].kind == "word" and not _is_name(tokens[idx[0]]) and not tokens[idx[0]].is_value:
                # "I named *the service* ledger-api": the common noun after a determiner is the thing
                # named, which says which one; the name is what follows it.
                out.add_key(tokens[idx[0]].norm, tokens[idx[0]].surface)
                used.add(idx[0])
                idx = idx[1:]
            if family == "employer" and _kind_of_the_name_after(tokens, end, idx):
                used.update(idx)  # "joined a private contractor, Ringway": what kind of firm, neither value nor scope
                continue
            for k in idx:
                t = tokens[k]
                if t.is_value or _is_name(t):
                    continue
                if t.norm in W.VALUE_HEADS and k > idx[0]:
                    used.add(k)
                    continue
                if family == "employer" and (t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS):
                    continue
                forced[k] = "name"
        elif family == "name" and kind == "change":
            # "renamed the default branch to trunk": what follows "to" is the new name, whatever its case.
            to = next((k for k in range(end, min(n, end + 6)) if tokens[k].low in ("to", "as")), None)
            if to is None or any(tokens[k].kind == "punct" for k in range(end, to)):
                continue
            for k in _phrase_after(tokens, to + 1, limit=3):
                if not (tokens[k].is_value or _is_name(tokens[k])):
                    forced[k] = "name"
    return forced


def _kind_of_the_name_after(tokens: list[Token], end: int, idx: list[int]) -> bool:
    """ "joined *a private contractor*, Ringway": an indefinite noun phrase set before a name in apposition says
    what kind of thing the name is; the name is the value."""
    if not idx or end >= len(tokens) or tokens[end].low not in ("a", "an"):
        return False
    after = idx[-1] + 1
    return after + 1 < len(tokens) and tokens[after].low == "," and _is_name(tokens[after + 1]) \
        and not any(_is_name(tokens[k]) or tokens[k].is_value for k in idx)


# "our team", "my family": the user's own group, not someone else.
_OWN_GROUPS = frozenset({"team", "famili", "family", "teammat", "colleagu"})
def _add_roles(tokens: list[Token], indices: list[int], out: _Reading) -> None:
    """A job title's head ("manager") as the role, its other words ("engineering") as the role's qualifiers.

    "senior engineer" and "engineer" agree (one says less); "eng" and "eng mgr", or "staff"
    and "principal" engineer, do not.
    """
    spans: list[list[int]] = []
    for k in sorted(indices):
        if spans and k == spans[-1][-1] + 1:
            spans[-1].append(k)
        else:
            spans.append([k])
    for span in spans:
        words = [tokens[k] for k in span if tokens[k].low not in W.STOP_WORDS]
        heads = [t for t in words if t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS or t.low in _ROLE_ACRONYMS]
        head = heads[-1] if heads else (words[-1] if words and _strong_lead(tokens, span[0]) else None)
        for t in words:
            if W.ALTERNATIVE_OF.get(t.low) == "employment":
                out.add_value("alt:employment", W.SYNONYMS.get(t.low, t.low), t.surface)
                continue
            value = N.ROLE_ABBREVIATIONS.get(t.low, t.norm)
            out.add_value("role" if t is head else "rolemod", value, t.surface)
            out.words.add(t.norm)
        if head is not None:
            out.add_key("@job")


_ROLE_ACRONYMS = frozenset("cto ceo cfo coo cpo ciso vp svp evp em ic pm sre qa dri".split())
_AMBIGUOUS_ROLE_HEADS = frozenset("lead head owner dev admin principal president officer report".split())
_ROLE_LEADS = frozenset("is am are was were as to being became become becomes appointed named promoted".split())


# Verbs whose object is someone the subject receives, not what the subject is: "was assigned a new line manager",
# "got a new manager", "has a mentor now".
_RECEIVED = frozenset("assigned allocated given got gets getting has have had".split())


def _someone_received(tokens: list[Token], start: int) -> bool:
    """Whether the title at ``start`` is the object of a verb of receiving ("was assigned *a new line manager*"),
    with no "as" or "to" between that makes it the subject's own ("was assigned as line manager")."""
    k = start - 1
    while k >= 0 and start - k <= 3 and (tokens[k].low in _DETERMINERS or tokens[k].low == "new"):
        k -= 1
    return k >= 0 and k < start - 1 and tokens[k].low in _RECEIVED


def _role_indices(tokens: list[Token]) -> set[int]:
    """The words of a job title ("staff eng", "VP of Engineering", "individual contributor")."""
    found: set[int] = set()
    n = len(tokens)
    for i, t in enumerate(tokens):
        if t.kind != "word" or i in found:
            continue
        if not (t.norm in N.ROLE_HEADS or t.low in N.ROLE_ABBREVIATIONS or t.low in _ROLE_ACRONYMS):
            continue
        prev = tokens[i - 1] if i else None
        if prev is not None and (prev.kind == "number" or prev.possessive or prev.low in
                                 ("their", "his", "her", "my", "our", "your")):
            continue
        if t.low in _AMBIGUOUS_ROLE_HEADS and (prev is None or prev.low in W.SELF_WORDS or prev.low in W.PRONOUNS
                                              or (prev.low in _DETERMINERS and prev.low not in ("a", "an", "the"))):
            continue
        start = i
        while start > 0:
            p = tokens[start - 1]
            if p.kind != "word" or _ignorable(p) or p.low in _PREPOSITIONS or p.low in _DETERMINERS \
                    or p.low in _VERB_WORDS or p.possessive or p.low in _ROLE_LEADS \
                    or (p.initial and p.surface[:1].isupper() and p.norm not in N.ROLE_MODIFIERS
                        and p.low not in _ROLE_ACRONYMS):
                break
            start -= 1
        if any(x.surface[:1].isupper() and not x.initial and x.norm not in N.ROLE_MODIFIERS
               and x.norm not in N.ROLE_HEADS and x.low not in _ROLE_ACRONYMS for x in tokens[start:i]):
            continue  # "AWS Secrets Manager" is a product, not a job
        end = i + 1
        if end + 1 < n and tokens[end].low == "of" and tokens[end + 1].kind == "word" \
                and not _ignorable(tokens[end + 1]):
            end += 2
        before = [x.low for x in tokens[max(0, start - 3):start]]
        after = tokens[end:end + 3]
        lead_in = any(w in _ROLE_LEADS for w in before) or any(w in W.COPULAS for w in before)
        if start > 0 and tokens[start - 1].kind == "word" and (_named(tokens[start - 1]) or tokens[start - 1].low in
                                                               W.SELF_WORDS) and t.low.endswith("s") \
                and start == i and not lead_in:
            continue  # "Kenji mentors two juniors": a verb, not a title
        org_after = any(x.low in ("at", "@", "for", "of", "with") for x in after[:1]) and any(
            _is_name(x) or x.kind in ("word",) for x in after[1:3])
        if _someone_received(tokens, start):
            continue  # "Sunil was assigned a new line manager": a person given to the subject, not their title
        if lead_in or org_after or start == 0:
            found.update(range(start, end))
    # "employed as a paralegal", "promoted to associate": after these, the noun is a title, known or not.
    for i in range(n):
        if i in found or not _strong_lead(tokens, i):
            continue
        end = i
        while end < n and end - i < 3 and tokens[end].kind == "word" and not tokens[end].is_value \
                and not _ignorable(tokens[end]) and tokens[end].low not in _PREPOSITIONS \
                and not tokens[end].cap and end not in found:
            end += 1
        if end > i and (end == n or tokens[end].kind == "punct" or tokens[end].low in _PREPOSITIONS
                        or tokens[end].low in ("and", "but", "since", "after", "now", "@")):
            found.update(range(i, end))
    return found


# Words after which the next noun is someone's title: "employed as a", "promoted to", "appointed".
_TITLE_VERBS = frozenset("employed hired working works work serves serving promoted appointed named".split())


def _strong_lead(tokens: list[Token], i: int) -> bool:
    """Whether the word at ``i`` starts a title by its position ("employed as a *paralegal*")."""
    k = i - 1
    while k >= 0 and tokens[k].low in ("a", "an", "the"):
        k -= 1
    if k < 0 or (k == i - 1 and tokens[k].low in ("a", "an", "the")):
        return False
    lead = tokens[k].low
    if lead in ("as", "to"):
        return k > 0 and tokens[k - 1].low in _TITLE_VERBS and not (lead == "to" and tokens[k - 1].low != "promoted")
    # "was named tech lead" is an appointment; "is named new-checkout" a name.
    return lead in ("appointed", "named") and k > 0 and tokens[k - 1].low in ("was", "were", "been", "got") \
        and i < len(tokens) and not any(c in tokens[i].low for c in "-_0123456789")


def _activity(tokens: list[Token], out: _Reading) -> None:
    """ "I run three times a week": with no other key word, the light verb is the attribute."""
    if out.key or out.names or out.classes:
        return
    for t in tokens:
        if t.kind == "word" and t.norm in W.LIGHT_VERBS and t.low not in W.COPULAS and t.norm not in (
                "hav", "has", "get", "got", "do", "doe", "did", "don", "set", "us", "use", "make", "mad"):
            out.add_key(t.norm, t.surface)

"""Words around one typed value told anew that do not make another attribute.

:func:`core.conflicts.sameness.same_attribute` finds another attribute when each key holds a word the other
lacks. People telling a changed amount, time or day rarely repeat the older sentence: the newer one says how the
value moved and why ("the user *lifted* the Supabase spend cap to $120", "rebound to port 6543 *to avoid a
clash*", "cut to hourly *for battery*", "*grant top-up approved*; budget £24,500", "*per secretary*", "*from next
issue*"), and drops the holder the older one named ("the user's *bookshop* stock database", "*study* budget").

:func:`value_told_anew` reads those words as noise when

- one typed value changed (a clock time, weekday, daypart, period, money, port, percentage, a count, or the
  version of a name both hold), as one group (a schedule's day and time move together);
- the keys share a content word (not a family tag, a group word or a value noun);
- every word only the newer key holds stands in a reason or purpose clause, a side clause telling an event with
  no value of its own, a time the change starts from, a report ("the user says", "per secretary"), or is the
  verb carrying the value ("lifted … to $120", "cut to hourly");
- no such word names another thing: a scope or a relation word, a name, a word right before a noun both keys
  hold ("the *label* printer"), a family tag;
- the words only the older key holds are its holder's context (no relation word or name).

Names are never read this way: two tools and two people are where the near misses live.
"""

from __future__ import annotations

from itertools import pairwise

from core.conflicts import wording as W
from core.conflicts.changed_slots import slot_groups, slot_kind, slots_changed
from core.conflicts.statement import Statement
from core.conflicts.tokenized import tokenized
from core.conflicts.value_words import Token

# The kinds of value whose change this reading accepts; a version only of a name both memories hold.
TYPED_KINDS = frozenset({"time", "weekday", "daypart", "period", "money", "port", "number", "version"})
# Words that say whose fact it is, not which (as sameness reads them): no shared content on their own.
_GROUP_WORDS = frozenset({"team", "group", "famili", "family", "compani", "company", "org"})
# Tags a changed amount may gain or lose ("the *minimum* to ten spares", "the sample *allowance*").
_LIMIT_TAGS = frozenset({"@limit", "@minimum"})
# Words that open a clause of reason or purpose; every word after them in their clause says why, not what.
_REASON_OPENERS = frozenset("because due after following thanks since so".split())
# "to avoid a clash", "to reach working participants": a purpose told after the value.
_PURPOSE_VERBS = frozenset("""avoid reach save keep match cover suit fit ease free reduce spare stop prevent help
    allow meet handle play""".split())
# "for battery", "for costs": what a change is for, said with a bare noun of purpose (not "for the marketing team").
_PURPOSE_NOUNS = frozenset("""battery cost costs safety security performance speed privacy compliance reliability
    stability savings simplicity convenience health accessibility quality budget efficiency""".split())
# "the user reports", "the user said", "Aidan mentioned": who told it, not what it is about.
_REPORT_VERBS = frozenset("""report reports reported say says said mention mentions mentioned note notes noted
    confirm confirms confirmed tell tells told""".split())
# "per secretary", "per council guidance": whose word the change rests on.
_AUTHORITIES = frozenset("""secretary guidance policy advice request manager doctor vet coach council committee
    board memo instruction instructions rules regulations contract agreement landlord supplier""".split())
# "from next issue", "starting this week", "as of Monday": when the new value starts to hold.
_FROM_WORDS = frozenset("from starting as effective".split())
_NEXT_WORDS = frozenset("next this today tomorrow now monday tuesday wednesday thursday friday saturday sunday".split())
# Irregular or bare forms of verbs that move a value ("rebound to port 6543", "cut to hourly", "set to 10").
_MOVE_FORMS = frozenset("rebound reset set cut upped put".split())
# Where a clause ends; not a colon, which joins a note's key to its value ("CMS agent on met masts: 5.2"). Every comma
# ends one, unlike the statement model's cut (clauses._clauses, where the other cuts and why they differ are named).
_CLAUSE_ENDS = frozenset(";,.—–()!?")


def value_told_anew(old: Statement, new: Statement, key_old: set[str], key_new: set[str],
                    extra_old: set[str], extra_new: set[str]) -> bool:
    """Whether the words each key holds alone are only noise around one typed value the newer memory changed.

    Args:
        old: the older memory's statement.
        new: the newer memory's statement.
        key_old: the older key as :func:`core.conflicts.sameness.same_attribute` compares it.
        key_new: the newer key, likewise.
        extra_old: the words of ``key_old`` the newer key lacks.
        extra_new: the words of ``key_new`` the older key lacks.

    Returns:
        ``True`` when the two memories tell one attribute's typed value, the rest being how and why it moved and
        whose it is; ``False`` whenever a word may name another thing.
    """
    changed = _one_typed_value_changed(old, new)
    if not changed:
        return False
    shared = {w for w in key_old & key_new if not w.startswith(("@", "number:"))} - W.VALUE_NOUNS
    if not shared - _GROUP_WORDS:
        return False
    # A scope the older memory names and the newer leaves out is told less exactly (sameness has already answered
    # "another scope" where the newer names one of its own); a relation or a name left out is another holder.
    if any(w in W.RELATION_WORDS or w in old.names for w in extra_old):
        return False
    tokens = tokenized(new.text)
    values = {v for slot in changed for v in new.values.get(slot, ())}
    noisy = _noise_places(tokens, values)
    return all(_noise(w, new, tokens, noisy, shared) for w in extra_new)


def _one_typed_value_changed(old: Statement, new: Statement) -> list[str]:
    """The changed slots, when they are typed values moving as one group; else nothing."""
    changed = slots_changed(old, new)
    if not changed or any(slot_kind(s) not in TYPED_KINDS for s in changed):
        return []
    if any(slot_kind(s) == "version" for s in changed) and not (old.names & new.names):
        return []
    return changed if len(slot_groups(changed, schedule=True)) == 1 else []


def _noise(word: str, new: Statement, tokens: tuple[Token, ...], noisy: set[int], shared: set[str]) -> bool:
    """Whether every place the newer memory writes a key word only it holds is noise."""
    if word in _LIMIT_TAGS:
        return _value_carried(tokens)  # "raised the nozzle *minimum* to ten spares"
    if word.startswith("@") or word in W.SCOPE_WORDS or word in W.RELATION_WORDS or word in new.names:
        return False
    # a counted noun read into a number's slot ("plain 1883 *closed*" gives "number:clo") stands where its number does
    places = [k for k, t in enumerate(tokens) if (t.kind == "word" and word in (t.norm, t.low))
              or (t.is_value and t.unit == word)]
    return bool(places) and all(k in noisy and not _before_shared(tokens, k, shared) for k in places)


def change_told(text: str) -> bool:
    """Whether ``text`` tells a value's change though by no verb of change (``wording.CHANGE_WORDS``): a verb
    carries the value to its new place ("the user lifted the spend cap to $120", "rebound to port 6543"), or a side
    clause tells in the past what moved it while the value's own clause holds now ("Bay C was cleared down; only nine
    pallets are kept there").
    """
    tokens = tokenized(text)
    return _value_carried(tokens) or _event_before_the_value(tokens)


def _event_before_the_value(tokens: tuple[Token, ...]) -> bool:
    clauses = _clauses(tokens)
    for before, after in pairwise(clauses):
        if _event_clause(tokens, before) and not any(tokens[k].is_value for k in before) \
                and any(tokens[k].is_value and tokens[k].kind != "date" for k in after) \
                and not _told_in_the_past(tokens, after):
            return True
    return False


# Words before a past participle that leave the clause in the present ("pallets *are* kept", "*has been* moved").
_PRESENT_AUX = frozenset("is are am be been has have 's".split())


def _told_in_the_past(tokens: tuple[Token, ...], clause: list[int]) -> bool:
    return any(tokens[k].kind == "word" and W.past_form(tokens[k].low)
               and not (k > 0 and tokens[k - 1].low in _PRESENT_AUX) for k in clause)


def _value_carried(tokens: tuple[Token, ...]) -> bool:
    return any(_carrier(tokens, k) for k in range(len(tokens)))


def _carrier(tokens: tuple[Token, ...], k: int) -> bool:
    """ "*lifted* the spend cap to $120", "*rebound* to port 6543", "*cut* 900": a verb followed, in its clause, by
    "to" and a value, or a verb of change by the value itself."""
    token = tokens[k]
    if token.kind != "word" or not (token.norm in W.CHANGE_WORDS or W.past_form(token.low)
                                    or token.low in _MOVE_FORMS or token.low.endswith("ing")):
        return False
    rest = _clause_after(tokens, k)
    if rest and rest[0].is_value and (token.norm in W.CHANGE_WORDS or token.low in _MOVE_FORMS):
        return True  # "cut 900", not "fertilised once a month" (an activity of its own, with its own value)
    return any(a.low == "to" and (b.is_value or b.low in ("every", "port")) for a, b in pairwise(rest))


def _clause_after(tokens: tuple[Token, ...], k: int) -> list[Token]:
    rest = []
    for token in tokens[k + 1:]:
        if token.kind == "punct" and token.low in _CLAUSE_ENDS:
            break
        rest.append(token)
    return rest


def _clauses(tokens: tuple[Token, ...]) -> list[list[int]]:
    """The token places of each clause (split at ``;``, ``,``, dashes, brackets and stops)."""
    out: list[list[int]] = [[]]
    for k, token in enumerate(tokens):
        if token.kind == "punct" and token.low in _CLAUSE_ENDS:
            out.append([])
        else:
            out[-1].append(k)
    return [c for c in out if c]


def _noise_places(tokens: tuple[Token, ...], values: set[str]) -> set[int]:
    """The places of the words that say how, why, when from or on whose word a value moved (``values``: the newer
    memory's changed values, whose clause is never a side clause)."""
    noisy: set[int] = set()
    clauses = _clauses(tokens)
    valued = [c for c in clauses if any(tokens[k].is_value and tokens[k].norm in values for k in c)]
    for clause in clauses:
        if valued and clause not in valued and _event_clause(tokens, clause):
            noisy.update(clause)  # "grant top-up approved; budget £24,500": the event that moved it
            continue
        for n, k in enumerate(clause):
            token = tokens[k]
            if token.low == "means":
                noisy.update(clause[:n + 1])  # "funding cut means I'm recruiting 900": its cause
                continue
            if token.low in _REASON_OPENERS and not any(tokens[j].is_value and tokens[j].norm in values
                                                        for j in clause[n:]):
                # "… to port 6543 because of a clash"; not "After the scare I back up every evening", whose
                # reason, fronted with no comma, would hold the value's own clause
                noisy.update(clause[n:])
                break
            later = [tokens[j] for j in clause[n + 1:]]
            if token.low == "to" and later and later[0].low in _PURPOSE_VERBS:
                noisy.update(clause[n:])
                break
            if token.low == "for" and later and later[0].low in _PURPOSE_NOUNS:
                noisy.update(clause[n:n + 2])
            if token.low == "on" and any(t.low == "advice" for t in later[:4]):
                noisy.update(clause[n:n + 2 + next(i for i, t in enumerate(later) if t.low == "advice")])
            if token.low in _FROM_WORDS and later and later[0].low in _NEXT_WORDS:
                noisy.update(clause[n:n + 3])  # "from next issue", "starting this week"
            if token.low in _REPORT_VERBS:
                noisy.add(k)
            if token.norm.startswith("per-") and token.norm[4:].split("-")[-1] in _AUTHORITIES:
                noisy.add(k)
            if token.low == "by" and len(later) == 1 and later[0].cap:
                noisy.update(clause[n:n + 2])  # "moved up to Django 5.0 by Aidan"
            if _carrier(tokens, k):
                noisy.add(k)
    return noisy


# A participle after these tells a standing state, not what happened ("The load balancer *is configured* in …").
_STATE_AUX = frozenset("is are am".split())


def _event_clause(tokens: tuple[Token, ...], clause: list[int]) -> bool:
    """A clause telling what happened, with no value of the changed kind ("grant top-up approved", "welcomed two
    new planners"): it has a verb told in the past — not a participle of the present passive ("is configured")."""
    return any(tokens[k].kind == "word" and (
        (W.past_form(tokens[k].low) and not (k > 0 and tokens[k - 1].low in _STATE_AUX))
        or tokens[k].norm in W.CHANGE_WORDS) for k in clause)


def _before_shared(tokens: tuple[Token, ...], k: int, shared: set[str]) -> bool:
    """ "the *label* printer": a word right before a noun both keys hold says which one, never noise."""
    return k + 1 < len(tokens) and tokens[k + 1].kind == "word" and tokens[k + 1].norm in shared

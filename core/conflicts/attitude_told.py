"""An attitude told without a verb of attitude: by fit ("X suits me better", "stopped suiting her"), by a possessive
noun of choosing ("X is my pick", "my favourite route is X"), or as an opinion of the thing
(:mod:`core.conflicts.opinion`), with whose it is and who said it.

:func:`core.conflicts.attitude.attitudes` asks these of each part of a clause its verbs of attitude leave unread.
"""

from __future__ import annotations

from core.conflicts.attitude_objects import _content, _holder, _object, _split_object, _trailing
from core.conflicts.attitude_words import _BOUNDARY, _HOLDER_SELF, _PASSIVE_AUX, AGAINST, FOR, Attitude
from core.conflicts.opinion import judgement, request

# "X suits me better", "suit them best", "don't suit", "stopped suiting her": a thing told fitting its holder better or
# best (an exclusive choice), or no longer fitting (against it); the thing is the clause's subject before the verb.
_SUIT_VERBS = frozenset("suit suits suited suiting".split())
_SUIT_DENIED = frozenset("don't doesn't didn't no longer stopped stop never not".split())
_SUIT_PERSONS = {"me": "self", "us": "self"}
_DEGREE = frozenset("far much a lot way even".split())
# Whoever reports the judgement ("the user said …", "Bruno says …"): the words before it are no part of the thing.
_REPORTED = frozenset("said says say thinks think finds find reckons reports".split())


def _suited(words: list[str], holder: str) -> list[Attitude]:
    """The attitude a "suits me better / best" or "stopped suiting" clause tells (see :data:`_SUIT_VERBS`): for the
    subject, told best or better, and against what a "than …" names beside it; against the subject when denied. A
    plain "suits me" is no choice among values and says nothing here."""
    at = next((k for k, w in enumerate(words) if w in _SUIT_VERBS and k > 0), -1)
    if at < 0:
        return []
    before = words[:at]
    said = max((k for k, w in enumerate(before) if w in _REPORTED), default=-1)
    if said >= 0:
        who, before = before[:said], before[said + 1:]
        before = before[1:] if before[:1] == ["that"] else before
    else:
        who = []
    denied = bool(before) and before[-1] in _SUIT_DENIED
    while before and (before[-1] in _SUIT_DENIED or before[-1] in ("have", "has", "had", "started", "now")):
        before = before[:-1]
    rest = words[at + 1:]
    person = rest[0] if rest and rest[0] in ("me", "us", "them", "him", "her", "you") else ""
    rest = rest[1:] if person else rest
    rest = [w for w in rest if w not in _DEGREE]
    better = rest[:1] in (["better"], ["best"])
    if not person or not (better or denied) or (better and denied):
        return []
    subject, _, _ = _object(before, 0)
    head, mods, all_words, scope = _split_object(subject)
    if not head:
        return []
    owner = _SUIT_PERSONS.get(person) or (_holder(who, holder) if who else holder or "self")
    rest_scope, purpose = _trailing(rest[1:] if better else rest)
    out = [Attitude(owner, AGAINST if denied else FOR, head, mods, all_words, scope | rest_scope, purpose, True)]
    if better and rest[1:2] == ["than"]:
        other, _, _ = _object(rest, 2)
        o_head, o_mods, o_words, o_scope = _split_object(other)
        if o_head:
            out.append(Attitude(owner, AGAINST, o_head, o_mods, o_words, o_scope, purpose, True, contrast=True))
    return out


# "56mm is my pick", "platinum has become my favourite for resizing", "the user's favourite route is the cliff loop":
# a holder's one chosen value told by a noun of choosing after a possessive.
_CHOICE_NOUNS = frozenset("pick favourite favorite go-to choice".split())
_POSSESSIVE_HOLDERS = {"my": "self", "our": "self", "user's": "self"}
_BECOME = frozenset("is are has have become becomes became now".split())


def _chosen_as(words: list[str], holder: str) -> list[Attitude]:
    """The attitude a possessive noun of choosing tells (see :data:`_CHOICE_NOUNS`): "X is my pick (for P)" and "my
    favourite N is X" are for X, held by the possessor; another person's possessive ("Sam's pick") is theirs."""
    at = next((k for k, w in enumerate(words) if w in _CHOICE_NOUNS and k > 0 and (
        words[k - 1] in _POSSESSIVE_HOLDERS or words[k - 1].endswith("'s"))), -1)
    if at < 0:
        return []
    possessor = words[at - 1]
    owner = _POSSESSIVE_HOLDERS.get(possessor) or (
        holder if holder and holder.startswith("other:") else "other:" + possessor.removesuffix("'s"))
    if possessor.endswith("'s") and possessor != "user's" and at >= 2 and words[at - 2] == "the":
        owner = "team" if possessor in ("team's", "club's", "crew's") else owner
    before, after = words[:at - 1], words[at + 1:]
    if before and before[-1] in _BECOME and len(before) >= 2:
        # "X is my pick for street", "platinum has become my favourite"
        while before and before[-1] in _BECOME:
            before = before[:-1]
        subject, _, _ = _object(before, 0)
        rest_scope, purpose = _trailing(after)
    elif not before or before == ["the"]:
        # "my favourite route is the cliff loop": the noun after it names the slot, the value follows the copula
        cop = next((k for k, w in enumerate(after) if w in ("is", "are")), -1)
        if cop < 1:
            return []
        subject, _, _ = _object(after, cop + 1)
        rest_scope, purpose = frozenset(), frozenset(_content(after[:cop]))
    else:
        return []
    head, mods, all_words, scope = _split_object(subject)
    if not head:
        return []
    return [Attitude(owner, FOR, head, mods, all_words, scope | rest_scope, purpose, True)]


# Words that deny a passive between its auxiliary and its verb: "are no longer wanted", "is not liked".
_PASSIVE_DENIED = frozenset("no longer not never aren't isn't wasn't weren't".split())


# The perfect's auxiliaries before a passive's "been": "has been favoured", "have not been wanted".
_PERFECT = frozenset("has have had 's 've".split())


# What may follow a participle told without its auxiliary: a when ("minitest preferred going forward", "rebase-merge
# preferred from here on"), its agent ("… favoured by the crew") or nothing.
_AFTER_BARE = frozenset("from going since now again these henceforth by instead".split())
_BARE_PARTICIPLES = frozenset("preferred favoured favored wanted requested chosen adopted".split())


def _bare_participle(words: list[str], i: int, before: list[str]) -> bool:
    """A note's passive without its auxiliary: a thing, then the participle, then a when, an agent or the end
    ("rebase-merge preferred from here on"); not a past active verb after its subject ("I preferred tea")."""
    if words[i] not in _BARE_PARTICIPLES or not before or any(w in _HOLDER_SELF or w in _PRONOUNS for w in before):
        return False
    return i == len(words) - 1 or words[i + 1] in _AFTER_BARE


_PRONOUNS = frozenset("he she they it you who that which".split())


def _passive_before(before: list[str]) -> bool:
    """Whether the words before a participle end in a passive's auxiliary, a denial between them allowed."""
    kept = [w for w in before if w not in _PASSIVE_DENIED]
    auxiliaries = _PASSIVE_AUX | {"now", "actually", "still", "generally"}
    return bool(kept) and kept[-1] in auxiliaries


def _opinion(words: list[str], holder: str) -> Attitude | None:
    """An attitude told as a judgement or a request (:mod:`.opinion`): "Poetry feels sluggish to them"."""
    said = judgement(words) or request(words)
    if said is None:
        return None
    obj, rest, _ = _object(list(said.thing), 0)
    head, mods, all_words, scope = _split_object(obj)
    if not head:
        return None
    rest_scope, purpose = _trailing(rest + list(said.after))
    who = _holder(list(said.holder), holder) if said.holder else (
        _holder(list(said.agent), holder) if said.agent else holder or "self")
    judged_for = [w for w in said.after[1:3] if w not in ("the", "a", "an", "our", "my")] \
        if said.after[:1] in (("for",), ("to",)) else []
    if judged_for and judged_for[0] not in _HOLDER_SELF and judged_for[0] not in ("them", "him", "her", "anyone"):
        who = "other:" + judged_for[0]  # "a chore for the new hires": someone else's judgement
    whose = _whose(said.after)
    if whose:
        who = "other:" + whose  # "strains my partner's eyes": a fault found for someone else
    return Attitude(who, said.polarity, head, mods, all_words, scope | rest_scope, purpose, said.polarity == FOR)


def _whose(after: tuple[str, ...]) -> str:
    """Who a judgement's object after its fault word belongs to when that is not the holder ("strains *my partner's*
    eyes", "hurts *his* back"); "" for the holder's own ("strains my eyes") or none."""
    if not after:
        return ""
    first = after[0]
    if first in ("my", "our") and len(after) > 2 and after[1].endswith(("'s", "’s")):
        return after[1][:-2]
    if first in ("his", "her", "their") or (first.endswith(("'s", "’s")) and len(first) > 3):
        whose = first.removesuffix("'s").removesuffix("’s")
        return "" if whose in _HOLDER_SELF or whose == "user" else whose  # "the user's knees": the holder's
    return ""


# Words of when that may follow a passive's agent: "favoured by the head archivist *these days*".
_AGENT_ENDS = frozenset("these this nowadays lately today currently going per again recently instead of".split())


_SHARE_OF = frozenset("most many some all few half several none each both one two three the".split())


def _agent(after: list[str], holder: str) -> str:
    """The holder of a passive attitude: "by the user", "by Jordan", "on this team"."""
    # "by the lead", "over spaces by the backend lead": the first "by" before the clause ends.
    by = next((k for k, w in enumerate(after[:6]) if w == "by" or w in (",", ";")), -1)
    if by >= 0 and after[by] == "by":
        who: list[str] = []
        for w in after[by + 1:]:
            if w == "of" and all(v in _SHARE_OF for v in who):
                who = []  # "by most of the learners": the learners, some of them
                continue
            if w in _BOUNDARY or w in (",", "in", "as", "since", "now", "across", "from", "starting", "effective") \
                    or w in _AGENT_ENDS:
                # "by the IT manager from this quarter", "by the head archivist these days": when, not who
                break
            who.append(w)
        return _holder(who, holder) if who else holder
    if "team" in after[:4]:
        return "team"
    return holder or "impersonal"

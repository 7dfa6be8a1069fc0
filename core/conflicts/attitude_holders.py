"""Whose preference a text tells, and whether two texts' holders are one party.

:func:`one_holder` (a preference told without a holder is the store's own), :func:`one_party` (two passives'
agents, one told fuller and shorter), :func:`two_named_holders` and :func:`another_holder_prefers` (two people's
preferences, not one changed), and :func:`_possessor_dropped` (one post, its possessor told once). Asked by
:mod:`core.conflicts.attitude_change` and the readers that compare preferences.
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated

_UNNAMED_HOLDERS = frozenset({"impersonal", "self", "team"})


def one_holder(one: str, two: str) -> bool:
    """A preference told without a holder ("X is preferred now") is the store's own: the writer's or the team's."""
    return "impersonal" in (one, two) and {one, two} <= _UNNAMED_HOLDERS


# A preference told in the passive with its holder as the agent: "Yarn is favored over npm *by the lead*".
_PASSIVE_AGENT = re.compile(r"\b(?:favou?red|preferred|requested|wanted|liked|chosen|picked)\b(?:[^.;:]*?)\bby "
                            r"(?:the |our |my |their |his |her |most |some |many |all )?"
                            r"(?P<agent>[a-z][\w'’-]*(?: [a-z][\w'’-]*){0,3})", re.IGNORECASE)
_SELF_AGENTS = frozenset("user me us i we writer".split())
# Where an agent's noun phrase ends: "by the head printer | for student workshops", "by the crews | after the trial",
# "by Hana | now", "by the liaison | rather than email".
_AGENT_ENDS = frozenset("for in on at over since after because to with and as who which than from during this these "
                        "going when instead until before so but or across every all of now again rather too also "
                        "only still anymore today lately".split())
_POSSESSIVE = re.compile(r"^(?P<owner>[\w-]+)['’]s$")
# Words that make an agent another holder of the same post: "the *previous* lead curator" is not "the lead curator".
_OTHER_HOLDER = frozenset("previous former old outgoing incoming new acting interim ex".split())


def _passive_agents(text: str) -> frozenset[tuple[str, str, frozenset[str]]]:
    """The agents ``text`` gives its passive preferences, each as (possessor, head noun, words), lower-cased: "by the
    lab's head printer" → ("lab", "printer", {head, printer}), "by the front-office staff" → ("", "staff", {front,
    office, staff})."""
    agents = set()
    for found in _PASSIVE_AGENT.finditer(undated(text)):
        words: list[str] = []
        told: list[str] = []
        for word in found.group("agent").split():
            if word.lower() in _AGENT_ENDS:
                break
            words.append(word.lower())
            told.append(word)
        if not words:
            continue
        owner = next((m.group("owner") for w in words[:-1] if (m := _POSSESSIVE.match(w))), "")
        parts = frozenset(p for w in words if not _POSSESSIVE.match(w) for p in re.split(r"[-/]", w) if p)
        # "by the *Hong Kong* planners", "by the *IT* manager": a name before the head says which of them, kept
        # marked so two named ones stay apart (:func:`_one_agent`)
        names = frozenset(_NAMED + w.lower() for w in told[:-1] if w[:1].isupper() and not _POSSESSIVE.match(w))
        agents.add((owner, words[-1], parts | names))
    return frozenset(agents)


def _one_agent(a: tuple[str, str, frozenset[str]], b: tuple[str, str, frozenset[str]]) -> bool:
    """Whether two passive agents may be one party: a word of the agent shared ("the head printer" / "the lab's head
    printer", "the front-office staff" / "front office"), not two possessors named ("the mill's buyer" / "the
    shop's buyer"), nor one told as another holder of the post ("the previous lead curator")."""
    if a[0] and b[0] and a[0] != b[0]:
        return False
    if (a[2] & _OTHER_HOLDER) != (b[2] & _OTHER_HOLDER):
        return False
    names_a, names_b = {p for p in a[2] if p[:1] == _NAMED}, {p for p in b[2] if p[:1] == _NAMED}
    if names_a and names_b and not names_a & names_b:
        return False  # "by the Hong Kong planners" / "by the Anchorage planners": two offices' planners
    if a[1] == b[1] or bool((a[2] & b[2]) - _OTHER_HOLDER):
        return True
    # "by the volunteer team" / "by the volunteers": one group, its noun told with or without "team" (not "by most
    # subscribers" / "by one subscriber": a member of it)
    if not (a[2] | b[2]) & _GROUP_WORDS:
        return False
    fold_a, fold_b = _folded(a[2]), _folded(b[2])
    return bool(fold_a and fold_b) and (fold_a <= fold_b or fold_b <= fold_a) and not (a[2] | b[2]) & _OTHER_HOLDER


def _folded(words: frozenset[str]) -> frozenset[str]:
    """An agent's plain words, plurals folded and a group's noun left out ("volunteers" → volunteer)."""
    return frozenset(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words
                     if w[:1] != _NAMED and w not in _GROUP_WORDS)


_NAMED = "^"


def _named_in_agent(word: str, text: str) -> bool:
    """Whether ``word`` names a party in a passive's agent of ``text``, its apposition included: "Ayasha" in "by the
    bench analyst, Ayasha", "seniors" in "by the Thursday seniors' group", "treasurer" in "by the archive's
    treasurer"."""
    if len(word) < 3 or not word.isalpha():
        return False
    # (not a possessor: "by the analyst's manager" names the manager)
    return any(re.search(rf"\b{re.escape(word)}\b(?!['’]s\b)", span.group(1), re.IGNORECASE) is not None
               for span in _AGENT_SPAN.finditer(undated(text)))


# A passive's agent, at most four words and a name in apposition: "by the laundry manager, Gideon Farrow".
# (the apposition a name in capitals only: "by guard Ade, who swaps with Lorna" names Ade alone)
_AGENT_SPAN = re.compile(r"\b(?i:favou?red|preferred|requested|wanted|liked|chosen|picked|adopted|insisted upon)\b"
                         r"[^.;:]*?\b(?i:by) ((?:[\w'’-]+ ?){1,4}(?:, (?:[A-Z][\w'’-]* ?){1,3})?)")


def one_party(one: str, two: str, old_text: str, new_text: str) -> bool:
    """Whether two holders of passive preferences are one party told fuller and shorter: by a name in apposition
    ("by the bench analyst, Ayasha" / "by Ayasha"), a group's members ("by the Thursday seniors' group" / "by the
    Thursday seniors") or without a possessor ("by the archive's treasurer" / "by the treasurer")."""
    if _named_first(one, two, new_text) or _named_first(two, one, old_text) \
            or _one_group(one, two, old_text, new_text):
        return True
    if not (one.startswith("other:") and two.startswith("other:")):
        return False
    last_one, last_two = one[6:].split("-")[-1], two[6:].split("-")[-1]
    if last_one == last_two:
        return False  # "by the platform lead" / "by the support lead": one post's name, two posts
    return _named_in_agent(last_two, old_text) or _named_in_agent(last_one, new_text)


# Words that put the writer or the user in a text: a holder read as the writer's there may be theirs.
_SELF_WORDS = re.compile(r"\b(?:i|i'm|i've|i'd|me|my|we|we're|our|us|user|user's)\b")


def _named_first(named: str, unnamed: str, text: str) -> bool:
    """Whether ``unnamed`` (the writer's or no one's preference) in ``text`` is ``named``'s, the person ``text``
    opens with and nobody else: "Meera off Looker; wants Hex …", "director going fully digital; paper files
    unwanted" — a note about one person, its later clauses told without their subject."""
    if not named.startswith("other:") or unnamed not in ("self", "impersonal"):
        return False
    who = named[6:].split("-")
    body = undated(text).lower().replace("’", "'")
    first = re.findall(r"[^\W\d_][\w'-]*", body)[:3]
    return len(who) == 1 and who[0] in first and _SELF_WORDS.search(body) is None


# A group's noun told with or without the word "team" ("the volunteer team" / "the volunteers").
_GROUP_WORDS = frozenset({"team", "group", "crew"})


def _group_words(holder: str) -> frozenset[str] | None:
    """A passive agent's words, plural and possessor folded ("other:co-op's-buyers" → {buyer}, "team:volunteer" →
    {volunteer}, "team" → {}), or ``None`` for the writer or no one."""
    kind, _, rest = holder.partition(":")
    if kind not in ("other", "team"):
        return None
    words = [w for w in rest.split("-") if w and not w.endswith(("'s", "’s"))]
    return frozenset(w[:-1] if w.endswith("s") and len(w) > 3 else w for w in words if w not in _GROUP_WORDS)


def _one_group(one: str, two: str, old_text: str, new_text: str) -> bool:
    """Whether two passives' agents are one group told fuller and shorter: "by the club's older members" / "by the
    older members", "by the volunteer team" / "by the volunteers", "by the restoration team" / "by the team" — the
    words of one inside the other's; not "the platform lead" / "the support lead", nor a former or another holder."""
    a, b = _group_words(one), _group_words(two)
    if a is None or b is None or one == two or not (_PASSIVE_AGENT.search(undated(old_text))
                                                   and _PASSIVE_AGENT.search(undated(new_text))):
        return False
    if a & _OTHER_HOLDER or not b <= a:
        return False  # the newer told shorter only: "by the team" after "by the restoration team", never the other
        # way ("by the backend team" after "by the team" is a narrower group)
    # the shorter, told with words of its own outside a team, is the fuller's head alone ("members" / "older members")
    return not b or one.startswith("team") or two.startswith("team") or b == {_group_head(one)}


def _group_head(holder: str) -> str:
    """The last word of a holder, its plural folded: "other:older-members" → "member"."""
    last = holder.partition(":")[2].split("-")[-1]
    return last[:-1] if last.endswith("s") and len(last) > 3 else last


def two_named_holders(old_text: str, new_text: str) -> bool:
    """Whether each text tells a preference in the passive by an agent that is not the writer, and no agent is in
    both ("Yarn is favored over npm by the lead" / "npm is favored over Yarn by the new hire"): two people's tastes.
    An agent is compared by its head noun, so a possessor told once ("by the lab's head printer" / "by the head
    printer") is the same party."""
    olds, news = _passive_agents(old_text), _passive_agents(new_text)
    if not olds or not news or any(head in _SELF_AGENTS for _, head, _ in olds | news):
        return False
    old_heads, new_heads = {head for _, head, _ in olds}, {head for _, head, _ in news}
    if any(head not in old_heads and _named_in_agent(head, old_text) for head in new_heads) \
            or any(head not in new_heads and _named_in_agent(head, new_text) for head in old_heads):
        return False  # "by the bench analyst, Ayasha" / "by Ayasha": one party, told by her name in apposition
    return not any(_one_agent(a, b) for a in olds for b in news)


# The subject of a preference verb: "The user's co-maintainer Eszter prefers …", "My partner likes …".
_PREFERRING = re.compile(r"^\W*(?P<subject>(?:[\w'’-]+\s+){1,5}?)(?:now\s+|also\s+|still\s+|really\s+)?"
                         r"(?:prefers?|likes?|loves?|wants?|favou?rs?|hates?|dislikes?|asks? for|asked for)\b")
_POSSESSOR = re.compile(r"^(?:my|our|their|his|her|[\w-]+['’]s)$", re.IGNORECASE)
# Adverbs and articles in a subject that name nobody.
_NOT_HEADS = frozenset("the a an new now also still really".split())
# A group the writer belongs to holds the writer's preferences ("our team prefers …").
_OWN_GROUPS = frozenset("team teams org company squad crew own".split())


def _preference_holder(text: str) -> str | None:
    """Who a preference verb's subject names: the words after a possessive ("the user's co-maintainer Eszter" →
    "co-maintainer eszter"), "" for a subject with no possessive (the user, I, a name alone), ``None`` for no
    preference verb or a group of the writer's ("our team")."""
    found = _PREFERRING.match(undated(text))
    if found is None:
        return None
    subject = found.group("subject").split()
    at = max((k for k, w in enumerate(subject) if _POSSESSOR.match(w)), default=-1)
    if at < 0:
        return ""
    head = [w.lower() for w in subject[at + 1:] if w.lower() not in _NOT_HEADS]
    if not head or head[-1] in _OWN_GROUPS or head[0] in _OWN_GROUPS:
        return None
    return " ".join(head)


def another_holder_prefers(old_text: str, new_text: str) -> bool:
    """Whether the newer preference is held by someone named after a possessive whom the older one's subject does not
    name ("The user prefers testify …" / "The user's co-maintainer Eszter prefers plain if-checks over testify"):
    another person's taste, not the user's turned."""
    now = _preference_holder(new_text)
    if not now:
        return False
    was = _preference_holder(old_text)
    return was is not None and was != now


def _possessor_dropped(one: str, two: str) -> bool:
    """Whether two holders of passives are one post, its possessor told once: "by the school's owner" / "by the
    owner" (:func:`.attitude._agent`'s "other:school's-owner" / "other:owner")."""
    if not (one.startswith("other:") and two.startswith("other:")):
        return False
    a, b = sorted((one[6:], two[6:]), key=len)
    owner, _, rest = b.partition("-")
    return rest == a and owner.endswith(("'s", "’s")) and len(a) >= 3

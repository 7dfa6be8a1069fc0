"""Whether a newer preference turns an older one: two texts' attitudes compared.

:func:`attitude_change` finds, for one holder (:func:`one_holder`):

- the holder turns **for** what it was **against**, or against what it was for, with
  compatible scopes ("avoids ORMs" / "has warmed up to ORMs"; "prefers REST APIs" / "has
  soured on REST");
- the holder **prefers another value for one slot**: the same head with other
  modifiers ("single quotes" / "double quotes", "2-space" / "4-space indentation"), another
  object for the same purpose ("Go for CLIs" / "Rust for CLIs"), another of a closed set of
  alternatives ("tabs" / "spaces"), or the same thing in another form with the old form
  refused ("bullet points" / "prose paragraphs, not bullets"). Liking is not exclusive: a
  preference, a want or a marked change says one value replaced the other, two plain
  likings can both hold.

Not a contradiction: an attitude to another object, another holder, the same attitude said
more mildly or more exactly, two things both avoided, and whatever the statement model
finds hedged, temporary, additive or about the past. The attitudes themselves are read by
:mod:`core.conflicts.attitude`.
"""

from __future__ import annotations

import re

from core.conflicts.attitude import attitudes, has_cue
from core.conflicts.attitude_objects import same_scope
from core.conflicts.attitude_words import AGAINST, BROAD, FOR, Attitude
from core.conflicts.handed_as import HANDED_AS
from core.conflicts.note_dates import undated
from core.text.tokens import stem


def _compatible(a: frozenset[str], b: frozenset[str]) -> bool:
    return not a or not b or bool(a & b)


def _within(new: frozenset[str], old: frozenset[str]) -> bool:
    """Whether a newer scope leaves the older attitude's slot whole: none, or the same one."""
    return not new or bool(new & old)


def _kept_within(new: Attitude, old: Attitude) -> bool:
    """A newer scope that only names the older object's own words ("screenshots *in PR descriptions*")."""
    if new.scope - old.scope and old.scope - new.scope - new.words:
        return False  # "in integration tests" / "in unit tests": two narrower slots
    # (or only the older purpose's words: "Adeyemi family pref: …" / "Adeyemi family: calls preferred …")
    return _within(new.scope, old.scope) or new.scope <= old.words or new.scope <= old.purpose


# Short names of one thing: "soured on TS" is about TypeScript.
_SHORT_NAMES = {"ts": "typescript", "js": "javascript", "py": "python", "k8s": "kubernetes"}


def _same_object(a: Attitude, b: Attitude) -> bool:
    """Whether two attitudes are about one thing: one head, or the refused thing named inside the other."""
    if _SHORT_NAMES.get(a.head, a.head) == _SHORT_NAMES.get(b.head, b.head) and _compatible(a.modifiers, b.modifiers):
        return True
    against = a if a.polarity == AGAINST else b
    other = b if against is a else a
    return against.words <= other.words  # "…than as inline suggestions": the refused thing named in the other


def _alternatives(a: Attitude, b: Attitude) -> bool:
    """Two values of one closed set ("tabs" / "spaces"), kept as ``set=word`` by :func:`_content`."""
    one, two = a.head.partition("=")[0], b.head.partition("=")[0]
    if "=" in a.head and one == two and a.head != b.head:
        return True
    # "Light mode" / "dark themes": one closed set named in the modifiers, its value another — of one thing
    # ("verbose PR descriptions" / "one-line commit messages": two things, each of its own length).
    others_a, others_b = {m for m in a.modifiers if "=" not in m}, {m for m in b.modifiers if "=" not in m}
    if a.head != b.head and others_a and others_b and not others_a & others_b:
        return False
    sets_a = {w.partition("=")[0]: w for w in a.modifiers | {a.head} if "=" in w}
    sets_b = {w.partition("=")[0]: w for w in b.modifiers | {b.head} if "=" in w}
    # "invoices as PDFs" / "CSV exports": the form two things come in, each its own, unless one of them is only
    # the form ("asks for PDFs only") or both are one thing
    own_form = a.head != b.head and "=" not in a.head and "=" not in b.head
    # "prices in euros" / "prices in dollars for the US store": a form for one purpose is a narrower slot
    return any(key in sets_b and sets_b[key] != word
               and not (key in HANDED_AS and (own_form or a.purpose != b.purpose))
               for key, word in sets_a.items())


def _another_value(old: Attitude, new: Attitude, bracketed_apart: bool = False) -> str:
    """Why two attitudes for something give one slot two values, or ``""``."""
    if old.polarity != FOR or new.polarity != FOR or not (old.exclusive or new.exclusive):
        return ""
    if _one_setting(old, new):
        pass  # "for the guided tours" / "on tours": one setting, told as a purpose in one and a scope in the other
    elif (not same_scope(old.scope, new.scope) and not (_told_over_whole(old, new) and not bracketed_apart)) \
            or not _compatible(old.purpose, new.purpose):
        return ""  # "aisle seats on long flights": a narrower slot, not another value for this one
    if old.head == new.head and old.modifiers and new.modifiers and not old.modifiers & new.modifiers \
            and not _spelled_inside(old.modifiers, new.modifiers):
        return "modifier"
    if old.head == new.head and any(_one_kind(a, b) for a in old.modifiers - new.modifiers
                                    for b in new.modifiers - old.modifiers):
        return "modifier"  # "kebab-case file names" / "snake_case file names": one word of the pair differs
    if old.head != new.head and _one_kind(old.head, new.head) and _compatible(old.modifiers, new.modifiers):
        return "alternative"  # "monorepos" / "polyrepos": one kind of thing, another of it
    if old.words & new.words and _alternatives(old, new):
        return "alternative"  # "verbose error messages" / "terse errors": the thing named again, its set's other value
    if old.words & new.words or _parts(old.words) <= _parts(new.words):
        return ""  # "Conventional Commits" / "Conventional-commit style": the older value told whole, as one compound
    if old.purpose and old.purpose == new.purpose:
        return "purpose"
    if old.purpose and _one_purpose(old, new):
        return "purpose"
    if _alternatives(old, new):
        return "alternative"
    return ""


def _refusal_restated(olds: tuple[Attitude, ...], news: tuple[Attitude, ...], old_text: str, new_text: str) -> bool:
    """Whether the newer memory refuses the very thing the older memory's choice was made over ("linen napkins over
    paper" / "cloth napkins chosen, paper refused"): the same choice told again, its chosen side in other words."""
    refused = {o.head for o in olds if o.polarity == AGAINST and o.contrast}
    if refused and any(n.polarity == AGAINST and n.head in refused for n in news):
        return True
    over = _OVER.search(undated(old_text).lower())
    if over is None:
        return False
    word = re.escape(over.group(1))
    return re.search(rf"\b(?:no|not|never)\s+{word}|\b{word}\w*\s+(?:refused|rejected|banned|ruled out|dropped)\b",
                     new_text.lower()) is not None


# The side a choice is made over: "linen napkins *over paper*", "tabs *rather than spaces*".
_OVER = re.compile(r"\b(?:over|rather than|instead of)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w-]{2,})")


def _spelled_inside(one: frozenset[str], two: frozenset[str]) -> bool:
    """Whether a word of one set is a part of a phrase of three parts or more in the other ("night" in
    "ten-at-night"): the same value spelled out, not another."""
    def inside(words: frozenset[str], phrases: frozenset[str]) -> bool:
        return any(w in p.split("-") for p in phrases if p.count("-") >= 2 for w in words)
    return inside(one, two) or inside(two, one)


def _one_setting(old: Attitude, new: Attitude) -> bool:
    """Whether the newer attitude's setting, told as a scope where the older one tells a purpose or the other way
    round, is wider than the older setting: every word of it one of the older setting's, and fewer ("paddles for the
    guided tours" / "paddles on tours"). A newer setting with a word of its own is a narrower slot; the same words
    told under a note's key ("pref: heirloom seeds for the allotment stall" / "allotment stall: user wants F1
    hybrids") leave the older choice to be refused before it is replaced."""
    if old.scope == new.scope or old.purpose == new.purpose:
        return False  # the same scope or purpose: the usual test reads it
    was, now = (old.scope | old.purpose) - {BROAD}, (new.scope | new.purpose) - {BROAD}
    return bool(now) and now < was


def _told_over_whole(old: Attitude, new: Attitude) -> bool:
    """ "pref: double quotes in Ruby strings" / "pref: single quotes": the same thing's newer value told with no
    scope, or only for what the older scope names ("… for admin UI" after "in Spring Batch admin UI"), covers the
    older scope whole — another value for its slot, not a narrower one."""
    return bool(old.scope) and not new.scope and old.head == new.head \
        and new.purpose <= old.scope | old.words | old.purpose and not new.contrast


# A bracket opening on a capitalised word: "pref: double quotes (Python, per black)".
_BRACKET_NAME = re.compile(r"\(\s*([A-Z][\w.+#-]*)")


def _bracket_names_another(old_text: str, new_text: str) -> bool:
    """ "pref: single quotes (JS)" / "pref: double quotes (Python, per black)": a bracket of the newer memory opens on
    a name the older memory never says — another scope told in it, however long the bracket. (An older scope told only
    in a bracket is kept apart by the caller: the newer memory's own bracket may be read off before it asks.)"""
    if "(" not in new_text:
        return False  # the cheap test first
    low_old = old_text.lower()
    return any(m.group(1).lower() not in low_old for m in _BRACKET_NAME.finditer(new_text))


def _parts(words: frozenset[str]) -> set[str]:
    """The words of a value with each compound split at its hyphens ("conventional-commit": conventional, commit)."""
    return {part for w in words for part in re.split(r"[-_]", w) if part}


def _one_kind(a: str, b: str) -> bool:
    """Two words that name one kind of thing by its last part, each with another first part: "kebab-case" /
    "snake_case", "monorepo" / "polyrepo", "TypeScript" / "JavaScript" — two values of one slot."""
    if a == b or "=" in a or "=" in b:
        return False
    parts_a, parts_b = re.split(r"[-_]", a), re.split(r"[-_]", b)
    if len(parts_a) > 1 and len(parts_b) > 1:
        return parts_a[-1] == parts_b[-1] and len(parts_a[-1]) >= 3 and parts_a[:-1] != parts_b[:-1]
    if len(parts_a) > 1 or len(parts_b) > 1 or not (a.isalpha() and b.isalpha()):
        return False
    shared = 0
    while shared < min(len(a), len(b)) and a[-1 - shared] == b[-1 - shared]:
        shared += 1
    return shared >= 4 and len(a) - shared >= 2 and len(b) - shared >= 2


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
    return a[1] == b[1] or bool((a[2] & b[2]) - _OTHER_HOLDER)


_NAMED = "^"


def _named_in_agent(word: str, text: str) -> bool:
    """Whether ``word`` names a party in a passive's agent of ``text``, its apposition included: "Ayasha" in "by the
    bench analyst, Ayasha", "seniors" in "by the Thursday seniors' group", "treasurer" in "by the archive's
    treasurer"."""
    if len(word) < 3 or not word.isalpha():
        return False
    return any(re.search(rf"\b{re.escape(word)}\b", span.group(1), re.IGNORECASE) is not None
               for span in _AGENT_SPAN.finditer(undated(text)))


# A passive's agent, at most four words and a name in apposition: "by the laundry manager, Gideon Farrow".
# (the apposition a name in capitals only: "by guard Ade, who swaps with Lorna" names Ade alone)
_AGENT_SPAN = re.compile(r"\b(?i:favou?red|preferred|requested|wanted|liked|chosen|picked|adopted|insisted upon)\b"
                         r"[^.;:]*?\b(?i:by) ((?:[\w'’-]+ ?){1,4}(?:, (?:[A-Z][\w'’-]* ?){1,3})?)")


def one_party(one: str, two: str, old_text: str, new_text: str) -> bool:
    """Whether two holders of passive preferences are one party told fuller and shorter: by a name in apposition
    ("by the bench analyst, Ayasha" / "by Ayasha"), a group's members ("by the Thursday seniors' group" / "by the
    Thursday seniors") or without a possessor ("by the archive's treasurer" / "by the treasurer")."""
    if not (one.startswith("other:") and two.startswith("other:")):
        return False
    last_one, last_two = one[6:].split("-")[-1], two[6:].split("-")[-1]
    if last_one == last_two:
        return False  # "by the platform lead" / "by the support lead": one post's name, two posts
    return _named_in_agent(last_two, old_text) or _named_in_agent(last_one, new_text)


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


def _one_purpose(old: Attitude, new: Attitude) -> bool:
    """Whether a newer preferred value is for the older one's purpose, told in other shapes: the purpose as the
    value's own words ("snake_case … for JSON keys" / "camelCase JSON keys"), or a wider or narrower purpose
    of one word left out ("for conference talks" / "for talks")."""
    told = new.purpose | new.words
    if not old.purpose <= told and not (new.purpose and new.purpose < old.purpose and len(old.purpose) == 2):
        return False
    return (new.purpose | (new.words & old.purpose)) <= old.purpose | old.words and bool(new.words - old.purpose)


def _shown(attitude: Attitude) -> str:
    return " ".join(sorted(attitude.modifiers)) + (" " if attitude.modifiers else "") + attitude.head


def _glossed(old: Attitude, new_text: str) -> bool:
    """Whether every word of the older attitude's value stands in a bracket of the newer text."""
    inside = {stem(w) for part in re.findall(r"\(([^)]*)\)", new_text.lower())
              for w in re.findall(r"[a-z][\w-]*", part)}
    return bool(old.modifiers) and old.modifiers <= inside


def attitude_change(old_text: str, new_text: str) -> tuple[str, str] | None:
    """How ``new_text`` turns an attitude ``old_text`` states: ``("flip"|"value", reason)``, or ``None``."""
    if not has_cue(new_text) or not has_cue(old_text):
        return None
    olds, news = attitudes(old_text), attitudes(new_text)
    if not olds or not news:
        return None
    for new in news:
        for old in olds:
            shorter = old.holder != new.holder and not one_holder(old.holder, new.holder)
            if shorter and not one_party(old.holder, new.holder, old_text, new_text):
                continue
            if old.polarity != new.polarity and _kept_within(new, old) \
                    and (_compatible(old.purpose, new.purpose) or old.purpose <= new.scope) \
                    and _same_object(old, new):
                was = "for" if old.polarity == FOR else "against"
                now = "for" if new.polarity == FOR else "against"
                return "flip", f"the same preference ({_shown(old)}): was {was}, now {now}"
            why = _another_value(old, new, _bracket_names_another(old_text, new_text) or "(" in old_text)
            if shorter and why == "purpose":
                # "flat pedals … by the track's novice coach for first sessions" / "short cranks … by the novice coach
                # for first sessions": a holder read as one only by its fuller and shorter names, and two things for
                # one purpose — two choices, not one changed
                why = ""
            if why and _glossed(old, new_text):
                continue  # "vi-style keybindings (vim mode in VS Code)": the older value in brackets, told more exactly
            # "commit msg pref: conventional commits, scope required": the older value told again beside another
            # part of the newer note is kept, the other part added
            kept = any(n is not new and n.holder == new.holder and n.polarity == FOR and n.words == old.words
                       for n in news)
            if why and _refusal_restated(olds, news, old_text, new_text):
                continue  # "linen napkins over paper" / "cloth napkins chosen, paper refused": the same choice again
            if why and not kept and not any(o.holder == new.holder and o.polarity == FOR and (o.words & new.words)
                                            for o in olds if o is not old):
                return "value", f"same preference, {_shown(old)} → {_shown(new)}"
            if old.polarity == FOR and new.polarity == FOR and old.head == new.head:
                # "PR descriptions as prose paragraphs, not bullets": the same thing, its older form refused.
                refused = [n for n in news if n.polarity == AGAINST and n.holder == new.holder]
                if any(_among(r.head, old.words | old.scope) for r in refused):  # "printed" / "no more printouts"
                    return "value", f"same preference ({_shown(old)}), the older form refused"
            if old.polarity == FOR and new.polarity == FOR and new.exclusive and old.head != new.head \
                    and _compatible(old.purpose, new.purpose):
                # "pref: squash merges" / "user wants rebase-merge, no squashing": another value chosen, the older
                # value itself refused beside it.
                values = old.words | {m.partition("=")[2] for m in old.modifiers if "=" in m}
                values |= {part for v in values for part in v.split("-") if len(part) >= 4}  # "early-morning"
                # A refusal told without a holder in the newer memory is its holder's ("…; mornings are to be avoided").
                if any(n.polarity == AGAINST and (n.holder == new.holder or n.holder == "impersonal")
                       and _among(n.head, values) and n.head != new.head
                       and _compatible(n.modifiers, old.modifiers) for n in news):
                    return "value", f"same preference, {_shown(old)} → {_shown(new)} (the older one refused)"
    return _turned_on_it(olds, new_text) or _daypart_moved(old_text, olds, news, new_text) \
        or _form_changed(old_text, olds, news, new_text)


# The form a thing is told in: "summaries *as* bullet lists", "reports *as* CSV", "forecasts delivered *in* plain text".
_FORM_AS = re.compile(r"\b[Aa]s\s+(?:an?\s+|the\s+)?(?P<form>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})")
_FORM_IN = re.compile(r"\b(?:[Aa]s|[Ii]n)\s+(?:an?\s+|the\s+)?(?P<form>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})")
_FORM_ENDS = frozenset("from for to on at by than and but so since after because unless when while with in".split())


def _forms(pattern: re.Pattern[str], text: str) -> set[str]:
    """The stems of the forms ``pattern`` finds in a text's first clause, each up to where a clause or phrase ends;
    not a name ("in Xcode", "in English", "in GitHub comments"): where or in which language, not a form."""
    clause = re.split(r"[;—–]", undated(text))[0]
    found: set[str] = set()
    for match in pattern.finditer(clause):
        if re.match(r"[A-Z][a-z]", match.group("form")):
            continue
        for word in match.group("form").lower().split():
            if word in _FORM_ENDS:
                break
            found.add(stem(word))
    return found


def _in_forms(word: str, forms: set[str]) -> bool:
    """Whether an attitude's word ("format=paragraphs", "tabl") is one of the forms told."""
    value = word.partition("=")[2] or word
    return value in forms or stem(value) in forms


def _form_changed(old_text: str, olds: tuple[Attitude, ...], news: tuple[Attitude, ...],
                  new_text: str) -> tuple[str, str] | None:
    """The same holder's one thing wanted in another form ("result summaries in a two-column table" / "result
    summaries as bullet lists", "reports on volumes as PDF" / "the volume reports as CSV"): one head, the newer
    thing's modifiers all words of the older one (no narrower thing), the same purpose, the newer form told after
    "as" and the older after "as" or "in", the two forms sharing no word, and not two forms of two closed sets
    ("in English" / "as PDF": a language and a file type are two slots)."""
    new_forms = _forms(_FORM_AS, new_text)
    if not new_forms:
        return None
    old_forms = _forms(_FORM_IN, old_text)
    for new in news:
        if new.polarity != FOR or new.contrast:
            continue
        for old in olds:
            if old.polarity != FOR or old.contrast or old.head != new.head or not (old.exclusive or new.exclusive) \
                    or old.purpose != new.purpose:
                continue
            if old.holder != new.holder and not one_holder(old.holder, new.holder):
                continue
            was_told, now_told = old.words | old.scope, new.words | new.scope
            plain_mods = {m for m in new.modifiers if "=" not in m}
            if not plain_mods <= was_told:
                continue  # "weekly reports as CSV": a narrower thing beside the older one
            was = {w for w in was_told - now_told - {old.head} if _in_forms(w, old_forms)}
            now = {w for w in now_told - was_told if _in_forms(w, new_forms)}
            if not was or not now:
                continue
            keys_was, keys_now = {w.partition("=")[0] for w in was if "=" in w}, \
                {w.partition("=")[0] for w in now if "=" in w}
            if keys_was and keys_now and not keys_was & keys_now:
                continue
            return "value", f"same preference ({_shown(old)}), another form: {' '.join(sorted(now))}"
    return None


# The two halves of a working day a preferred time falls in, by the stems :func:`.attitude._content` gives ("morn",
# "lat", "even") and clock times ("7am", "3pm"): "morning shifts" / "night rotations", "early starts" / "late shifts".
_FORENOON = frozenset("morn morning mornings early dawn sunrise breakfast".split())
_LATER = frozenset("afternoon afternoons even evening evenings night nights overnight lat late dusk dinner "
                   "after-dinner nightly".split())
_CLOCK = re.compile(r"^(\d{1,2})(?::\d\d)?\s*(am|a\.m|pm|p\.m)\.?$")
# A time on the 24-hour dial, or a span of two ("07:00–19:00"), read by its first hour.
_DIAL = re.compile(r"^([01]?\d|2[0-3]):[0-5]\d(?:\s?[–-]\s?\d{1,2}:\d\d)?$")
# "after 3 p.m.", "after 4pm", "after dinner": a later time told after the preferred thing, outside the object.
_AFTER_TIME = re.compile(r"\b(?:after|from)\s+(?:(\d{1,2})(?::\d\d)?\s*(?:pm|p\.m\.?)|dinner|supper|lunch)",
                         re.IGNORECASE)
# A window the newer time is asked for: a stretch, not the standing preference.
_WINDOW = re.compile(r"\b(?:this|next) (?:week|weekend|fortnight)\b|\b(?:today|tonight|tomorrow|for now|for a while"
                     r"|temporar\w*)\b", re.IGNORECASE)
_DAY_WORDS = _FORENOON | _LATER | {"lat"}
# Things a working time is told of by itself: "early starts" and "late shifts" are one slot.
_TIME_SLOTS = frozenset("shift start rotation slot session rota".split())
# Things booked at a time of day, which a bare "slot" or "session" of the same holder stands for: "morning
# rehearsals" / "evening slots", "early-morning classes" / "evening sessions" (stems as :func:`.attitude._content`
# gives them).
_BOOKED = frozenset("rehearsal clas class lesson run pickup appointment visit practice training".split())


# A person named in capitals after the opening word ("Dr. Okafor", "Officer Asante", "Bram"), or a person of the
# holder's ("the user's deputy", "my partner").
_TITLES = frozenset("dr dr. mr mr. mrs mrs. ms ms. officer sister nurse prof prof.".split())
_THEIR_PERSON = re.compile(r"\b(?:user's|user’s|my|our|their|his|her)\s+(?:[\w-]+\s+)?(?:deputy|partner|colleague"
                           r"|assistant|manager|boss|lead|wife|husband|friend|son|daughter|sister|brother|mentor"
                           r"|teammate|coworker|co-worker|flatmate|roommate|apprentice)\b", re.IGNORECASE)


def _people_apart(old_text: str, new_text: str) -> bool:
    """Whether the newer text names a person the older one does not while the older names none of the newer's: two
    people's preferred times, not one person's moved."""
    old_body, new_body = undated(old_text), undated(new_text)
    olds, news = _capitalised(old_body), _capitalised(new_body)
    if _THEIR_PERSON.search(new_body) and not _THEIR_PERSON.search(old_body):
        return True
    return bool(news - olds) and not (news & olds)


def _capitalised(body: str) -> set[str]:
    """The words in capitals a text names people or places by: not its opening word nor a sentence's, unless a title
    stands before it ("Dr. Okafor"); not a part of the day."""
    words = body.split()
    found = set()
    for k, word in enumerate(words):
        clean = word.strip(".,;:()'’\"")
        if k == 0 or not clean[:1].isupper() or not clean[1:2].islower() or clean.lower() in _FORENOON | _LATER:
            continue
        if words[k - 1].endswith((".", "!", "?", "—", "–")) and words[k - 1].lower() not in _TITLES:
            continue
        found.add(clean)
    return found


def _halves(words: frozenset[str]) -> set[str]:
    """The halves of the day ("am", "pm") a preference's words name."""
    found = set()
    joined = " ".join(sorted(words))
    for whole in words:
        # "early-morning", "late-afternoon", "early-evening": a part of the day told in a compound, by its last word
        word = next((p for p in reversed(whole.split("-")) if p in _FORENOON | _LATER), whole) \
            if "-" in whole else whole
        if word in _FORENOON:
            found.add("am")
        elif word in _LATER:
            found.add("pm")
        elif (clock := _CLOCK.match(word)) is not None:
            found.add("am" if clock.group(2)[0] == "a" else "pm")
        elif (dial := _DIAL.match(word)) is not None:
            found.add("am" if int(dial.group(1)) < 12 else "pm")  # "07:00–19:00 shifts": by when it starts
    if re.search(r"\b\d{1,2}\b", joined) and re.search(r"\ba\.m\b", joined):
        found.add("am")  # "7 a.m. shifts", read as "7" and "a.m"
    return found


def _daypart_moved(old_text: str, olds: tuple[Attitude, ...], news: tuple[Attitude, ...],
                   new_text: str) -> tuple[str, str] | None:
    """The same holder's preferred thing moved to the other half of the day ("morning deploys" / "deploys after 3
    p.m.", "early 7am shift" / "afternoon shifts", "morning shifts" / "night rotations"): the same thing (one head, or
    two words of a working slot), the older time not among the newer one's; not a narrower setting the older one
    never names, another purpose, another holder."""
    if _people_apart(old_text, new_text):
        return None  # "Dr. Okafor pref: …" / "Dr. Nwosu pref: …", "the user's deputy, Bram, prefers …": two people
    if _WINDOW.search(new_text):
        return None  # "can't face the late shift this week; give me the morning rota": one week's ask
    later_told = _AFTER_TIME.search(new_text)
    for new in news:
        if new.polarity != FOR or new.contrast:
            continue
        now = _halves(new.words | new.scope)
        if later_told is not None:
            now.add("pm")
        for old in olds:
            if old.polarity != FOR or old.contrast or not (old.exclusive or new.exclusive):
                continue
            if old.holder != new.holder and not one_holder(old.holder, new.holder) \
                    and not _possessor_dropped(old.holder, new.holder) \
                    and not one_party(old.holder, new.holder, old_text, new_text):
                continue
            # "audits for early mornings": a purpose that is a time of day alone is when the thing is liked
            was = _halves(old.words | old.scope | (old.purpose if old.purpose <= _DAY_WORDS else frozenset()))
            if not was or not now or was & now:
                continue
            one_thing = old.head == new.head or new.head in old.words or (
                old.head in _TIME_SLOTS and new.head in _TIME_SLOTS) or _slot_of(old, new) or _slot_of(new, old) \
                or (_bare_time(new) and new.exclusive and not new.purpose)
            if not one_thing or not _compatible(old.purpose, new.purpose):
                continue
            if new.scope - old.scope - old.words - _FORENOON - _LATER:
                continue  # "afternoon shifts on weekends": a narrower slot beside the older one
            return "value", f"same preference ({_shown(old)}), another time of day: {_shown(new)}"
    return None


def _bare_time(attitude: Attitude) -> bool:
    """Whether an attitude is for a part of the day alone ("evenings suit me far better", "late nights suit them
    better"): it names no thing, so it stands for the time of whatever thing the same holder liked at another time."""
    return attitude.head in _FORENOON | _LATER and attitude.modifiers <= _FORENOON | _LATER and not attitude.scope


def _slot_of(one: Attitude, other: Attitude) -> bool:
    """Whether ``one`` is a bare time slot told of ``other``'s thing: "morning slots for pickups" / "late-afternoon
    pickups" (the thing is the slot's purpose), "evening slots" / "morning rehearsals" (a slot for nothing else, of a
    thing booked at a time); a slot for another purpose ("evening slots for marking") is another slot."""
    if one.head not in _TIME_SLOTS:
        return False
    if other.head in one.purpose:
        return not other.purpose
    return other.head in _BOOKED and not one.purpose and not other.purpose


def _possessor_dropped(one: str, two: str) -> bool:
    """Whether two holders of passives are one post, its possessor told once: "by the school's owner" / "by the
    owner" (:func:`.attitude._agent`'s "other:school's-owner" / "other:owner")."""
    if not (one.startswith("other:") and two.startswith("other:")):
        return False
    a, b = sorted((one[6:], two[6:]), key=len)
    owner, _, rest = b.partition("-")
    return rest == a and owner.endswith(("'s", "’s")) and len(a) >= 3


def _among(head: str, values: frozenset[str] | set[str]) -> bool:
    """A refused head among the older values, a stem told whole or cut ("morning" / "morn"). A keyed value
    ("units=imperial") is one value whole: it is not cut to its key ("unit")."""
    if "=" in head:
        return head in values
    return head in values or (len(head) >= 4 and any(len(v) >= 4 and (v.startswith(head) or head.startswith(v))
                                                     for v in values))


# "user soured on it", "I'm done with them": a turn against the thing the older memory is about, named by a
# pronoun — the newer memory opens with it, so the pronoun can only be the older memory's one thing.
_PRONOUN_TURN = re.compile(r"^\W*(?P<who>the user|user|i|i'm|we|we're)\s+(?:has\s+|have\s+|is\s+|am\s+|are\s+)?"
                           r"(?:soured on|gone off|went off|turned against|done with|grown tired of|grew tired of"
                           r"|tired of|over|no longer (?:likes?|wants?|cares? about))\s+(?:it|them|that)\b")


def _turned_on_it(olds: tuple[Attitude, ...], new_text: str) -> tuple[str, str] | None:
    turned = _PRONOUN_TURN.match(undated(new_text).lower().replace("’", "'"))
    liked = [o for o in olds if o.polarity == FOR and not o.contrast]
    if turned is None or len(liked) != 1 or liked[0].holder not in ("self", "impersonal"):
        return None
    return "flip", f"the same preference ({_shown(liked[0])}): was for, now against"

"""The older value said to be gone, and another one named: a replacement told indirectly.

"We track bugs in Jira" and "We ditched Jira — everything's in Linear now"; "error tracking =
Bugsnag" and "Sentry wired in, Bugsnag SDK ripped out"; "I'm based in Toronto" and "I'm working
from Vancouver full-time now, the Toronto place is sublet"; "Stripe integration owned by Ben"
and "Ben left; Carla owns". No sentence says "X replaced Y", and the two values sit in
different clauses, but the newer text says the older memory's own value went (a displacement
word bound to it: "ditched Jira", "Bugsnag SDK ripped out", "Atlas dissolved") and names
another value in its place.

The older value is a name the older text gives (a capitalised word that does not open a sentence,
a ``#channel`` or ``@handle``, a quoted name, or the value of a ``key: value`` note). The
displacement word must be bound to it: just before it ("ditched", "sold the", "out of") or
just after it in the same clause ("gone", "ripped out", "retired", "dissolved", "left"). The
newer value is another such name the older text lacks.

Not a change: the older value only mentioned ("moved off Travis to GitHub Actions" against "Our
CI is GitHub Actions": Travis is not the older value), no other name in the newer text (a
removal alone is the removal rule's), and whatever the statement model finds hedged, temporary,
additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import named_values as N
from core.conflicts import wording as F
from core.conflicts.calendar_words import CALENDAR_WORDS, MONTHS, WEEKDAYS
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, as_words, phrases
from core.conflicts.holders import holder
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated

_TOKEN = re.compile(r"[#@]?[\w][\w'’.+/@-]*[\w+]@?|[#@]?\w@?|[;,:=()—–.!?]|->|→")
_BOUNDARY = frozenset(";,:=()—–.!?") | {"->", "→"}
_NOT_NAMES = frozenset("""i i'm i've i'd i'll we we're we've our my the a an user user's users team q1 q2 q3 q4
    ok yes no eta tbd fyi asap pst utc est cet""".split()) | CALENDAR_WORDS
# Displacement words bound to the value before it: "ditched Jira", "sold the Austin house", "out of Notion" — the
# holder's deeds of ending, and the ways of leaving a thing, ceasing to use or pay for it, or giving it back.
_BEFORE = as_words(ENDED_BEFORE + phrases("""out of | off of | moved off | moved away from | away from | got rid of
    | gave up on | stopped using | no longer uses | no longer use | no longer pays for | no longer pay for | exited
    | resigned from | turned in | handed in | handed back"""))
# ... and after it, in its clause: "Bugsnag SDK ripped out", "the Toronto place is sublet", "Atlas dissolved" — the
# words of ending, and a person's leaving (a team, a rota, the pager), a thing given back or let run out.
_AFTER = as_words(ENDED_AFTER + phrases("""pulled out | swapped out | exported | is history | left | out | no longer
    | stepped down | stepped back | stepped off | stepped away | stepped aside | rotated out | rotated off | graduated
    | moved on | left org | left the org | left the company | left the team | off the rotation | off rotation
    | off the rota | off on-call | off the pager | off | muted | exit | not renewed | returned | handed back
    | handed in | turned in | lapse | taken offline"""))
# Single words that displace only when the clause ends with them: "Ben left", "Tariq out" — not "Ben left a note".
_CLAUSE_FINAL = frozenset({("left",), ("out",), ("gone",), ("ended",), ("dropped",), ("exported",), ("graduated",),
                           ("shut",), ("muted",), ("returned",), ("over",)})
_REACH_BEFORE, _REACH_AFTER = 3, 4
_CUE = re.compile(r"\b(?:" + "|".join(sorted({p[0] for p in _BEFORE + _AFTER}, key=len, reverse=True)) + r")\b")
_KEPT = re.compile(r"\b(?:still|remains?|stays?|kept|keeps|for now|only for|except)\b")
# What may stand between a displacement word and the name it displaces: "sold the Austin house".
# Nouns for the thing itself or its install, home or contract: "Bugsnag SDK", "Cypress specs", "the Toronto place".
_ITSELF = frozenset("""sdk sdks client specs spec tests suite entities models vault place house apartment flat home
    condo lease instance instances licence licences license licenses seats subscription state contract account
    accounts agents runners integration
    dependency deps code config setup name brand channel workspace team squad org box server servers vm
    machine list address alias inbox mailbox domain repo namespace ns branch bucket room rooms group groups chat
    thread threads forum community space plan plans tier badge laptop keys lanyard stint tenure cottage registration
    studio room""".split())
# Words that may close the object of a displacement word: "ditched Jira for Linear", "sold the house last week".
_AFTER_OBJECT = frozenset("""and for in from to over last this after since because so entirely completely altogether
    too as when""".split())
# Verbs and adverbs between a name and its displacement word: "the name 'mothership' was retired".
_LINKS = frozenset("is was were are has have had been got just all now finally fully also the".split())
_LEAD = frozenset("the a an our my their his her its all every everything whole entire old".split())


def _tokens(text: str) -> list[str]:
    return list(_token_tuple(text))  # a list of its own: displaced_change writes into it


@lru_cache(maxsize=4096)  # the newcomer's tokens are asked beside each of its candidates
def _token_tuple(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(undated(text)))


@lru_cache(maxsize=8192)  # asked of every token again beside each candidate
def _bare(token: str) -> str:
    low = token.lower().strip("'’.")
    return low[:-2] if low.endswith(("'s", "’s")) else low


_QUOTED = re.compile(r"['‘’\"`“]([\w@#.+/-]{2,})['’\"`”]")


def _quoted(text: str) -> set[str]:
    return {q.lower() for q in _QUOTED.findall(text)}


@lru_cache(maxsize=8192)
@kept_result(keyed=True)
def names(text: str, keyed: bool = False) -> frozenset[str]:
    """The names ``text`` gives, lower-cased (with ``keyed``, also a ``key: value`` note's value words)."""
    tokens = _tokens(text)
    found = set(_quoted(text))
    last_key = max((k for k, t in enumerate(tokens) if t in (":", "=", "→", "->")), default=-1)
    for k, token in enumerate(tokens):
        if token in _BOUNDARY:
            continue
        low = _bare(token)
        if not low or low in _NOT_NAMES or low in F.STOP_WORDS or low in F.SELF_WORDS or low in F.PRONOUNS:
            continue
        opens = k == 0 or tokens[k - 1] in (".", "!", "?")
        if token[0] in "#@" or "@" in token:
            found.add(low)
        elif any(c.isupper() for c in token[1:]) or (any(c.isdigit() for c in token) and any(c.isalpha()
                                                                                           for c in token)):
            found.add(low)  # GoodJob, LastPass, 1Password
        elif token[0].isupper() and not opens:
            found.add(low)
        elif _HOST.fullmatch(low) and low.rsplit(".", 1)[1] not in _FILE_ENDINGS:
            found.add(low)  # "janedoe.design", "sftp.partner.net": an address names its place as a name does
        elif keyed and k >= 1 and k - 1 == last_key and not low.isdigit():
            found.add(low)  # "CI: jenkins", "db = postgres", "maint: pdf-renderer → vera"
    return frozenset(w for w in found if len(w) > 1 and not w.isdigit())


# A host told bare ("kettlebrook.dev", "status.kelpie.io"); not a file ("notes.md", "yarn.lock").
_HOST = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,12}")
_FILE_ENDINGS = frozenset("""md txt py js ts json yaml yml toml lock cfg ini conf log csv sh rb go rs java kt html css
    xml sql env pdf doc docx png jpg svg zip gz tar bak db sqlite rc tf""".split())


def _denies(word: str) -> bool:
    return word in ("not", "never", "no", "hardly") or word.endswith(("n't", "n’t"))


_BRACKET_END = re.compile(r"\s*\([^()]*\)\s*\.?\s*$")


def _last_names(text: str, found: frozenset[str]) -> frozenset[str]:
    """The older memory's value: its last name, with the words of that name ("GitHub Actions", "Team Atlas")."""
    lows = [_bare(t) for t in _tokens(text)]
    at = max((k for k, w in enumerate(lows) if w in found), default=-1)
    if at < 0:
        return frozenset()
    start = at
    while start > 0 and lows[start - 1] in found:
        start -= 1
    return frozenset(lows[start:at + 1])


def _bound(tokens: list[str], k: int, known: frozenset[str], old_lower: str) -> str | None:
    """The displacement phrase bound to the name at ``k``, or ``None``.

    The name must head what is displaced: "ditched Jira", "sold the Austin house", "Bugsnag SDK ripped out"
    — not "ditched Docker Desktop", "dropped the Postgres extension", "the Berlin gym membership ended".
    """
    lows = [t.lower() for t in tokens]
    follow = k + 1
    while follow < len(lows) and _bare(lows[follow]) in known:
        follow += 1  # the rest of a name of several words: "GitHub Actions", "VS Code"
    nxt = lows[follow] if follow < len(lows) else "."
    if tokens[follow:follow + 1] and tokens[follow][:1].isupper() and nxt not in _BOUNDARY:
        return None  # "Docker Desktop": a longer name, another thing
    heads = nxt in _BOUNDARY or nxt in _AFTER_OBJECT or nxt in _ITSELF
    if nxt in ("for", "in", "on", "at", "from"):
        j = follow + 1
        while j < len(lows) and lows[j] in _LEAD:
            j += 1
        scope = tokens[j] if j < len(tokens) else "."
        if scope not in _BOUNDARY and not scope[:1].isupper() and scope[:1] not in "#@" \
                and scope.lower() not in old_lower:
            return None  # "stopped using Jenkins for nightly jobs": gone from one use, not from the older one
    for phrase in _BEFORE:
        n = len(phrase)
        for end in range(max(0, k - _REACH_BEFORE), k):
            start = end - n + 1
            if heads and start >= 0 and tuple(lows[start:end + 1]) == phrase \
                    and all(lows[j] in _LEAD for j in range(end + 1, k)) \
                    and not any(_denies(w) for w in lows[max(0, start - 3):start]) \
                    and not (phrase in _GIVEN_BACK and _for_a_purpose(lows, follow)):
                return " ".join(phrase)
    nouns = 0
    for start in range(follow, min(len(lows), follow + _REACH_AFTER)):
        if lows[start] in _BOUNDARY or any(c.isdigit() for c in lows[start]):
            break  # "pdf-renderer v2.3 out": a release of it, not the thing gone
        if start > follow and lows[start - 1] in _PASSIVE_AUX and (lows[start],) in _BEFORE \
                and not _someone_elses(lows, k):
            # "Bristol house was sold", "Jira got ditched for Linear": a displacement verb told in the passive, its
            # object before it.
            after = lows[start + 1] if start + 1 < len(lows) else "."
            if after in _BOUNDARY or after in _AFTER_OBJECT or _when_follows(lows, start + 1):
                if any(_denies(w) for w in lows[follow:start]):
                    return None
                return lows[start]
        for phrase in _AFTER:
            n = len(phrase)
            if tuple(lows[start:start + n]) != phrase:
                continue
            after = lows[start + n] if start + n < len(lows) else "."
            if phrase in _CLAUSE_FINAL and after not in _BOUNDARY and not _when_follows(lows, start + n):
                continue
            if phrase == ("off",) and not (after in _BOUNDARY and _tool_beside(lows, lows[k])) \
                    and (after in _BOUNDARY or _bare(after) not in old_lower.split()):
                continue  # "Marco off DB rota": off the older thing itself — not "Ben off today"; "Nagios off" beside
                # "Prometheus + Grafana live": a tool switched off
            if after in ("of", "from", "as", "off") and not _of_the_older(lows, start + n + 1, old_lower):
                return None  # "rotated out of the hiring panel": gone from another thing
            if any(_denies(w) for w in lows[follow:start]):
                return None  # "Jira was never retired"
            if k > 0 and lows[k - 1].endswith(("'s", "’s")) and lows[k - 1][:-2] not in ("user", *old_lower.split()):
                return None  # "the user's sister's Ghent lease ran out": a holder the older memory does not name
            if phrase in _GIVEN_BACK and _for_a_purpose(lows, start + n):
                return None  # "the ASML badge was returned for a reprint"
            return " ".join(phrase)
        if lows[start] in _ITSELF:
            nouns += 1
        elif lows[start] not in _LINKS:
            return None  # "Obsidian sync subscription lapsed": something of it, not it
        if nouns > 1:
            return None
    return None


# Giving a thing of the value back ("turned in my Shopify laptop", "ASML badge returned") ends the tie to it, unless
# the clause says what for ("turned in my Shopify laptop for a repair"): then it comes back.
_GIVEN_BACK = frozenset({("turned", "in"), ("handed", "in"), ("handed", "back"), ("returned",)})


def _for_a_purpose(lows: list[str], at: int) -> bool:
    for word in lows[at:]:
        if word in _BOUNDARY:
            return False
        if word in ("for", "to"):
            return True
    return False


# A when after a clause-final displacement word: "Sentry was dropped in Q2", "Ben left last week" (not "left a note").
_WHEN_LEADS = frozenset("yesterday today recently already finally entirely last this".split())
_WHEN_WORDS = _WHEN_LEADS | frozenset(MONTHS) | frozenset(WEEKDAYS) \
    | frozenset("in on at q1 q2 q3 q4 week month year sprint quarter".split())
_PASSIVE_AUX = F.PASSIVE_AUX


def _someone_elses(lows: list[str], k: int) -> bool:
    """ "My sister's Bristol house was sold": the name held by someone named before it, not the older memory's."""
    return k > 0 and (lows[k - 1].endswith(("'s", "’s")) or lows[k - 1] in ("his", "her"))


def _when_follows(lows: list[str], at: int) -> bool:
    """Whether only a when follows a displacement word up to the clause's end ("dropped in Q2", "left last week")."""
    rest: list[str] = []
    for word in lows[at:]:
        if word in _BOUNDARY:
            break
        rest.append(word)
    if not rest or len(rest) > 3 or (rest[0] not in _WHEN_LEADS and rest[0] not in ("in", "on")):
        return False
    return all(w in _WHEN_WORDS or (w.isdigit() and len(w) == 4) for w in rest)


def _tool_beside(lows: list[str], was: str) -> bool:
    """Whether the name at hand is a known tool, or the text names a known tool beside it: a thing switched off,
    not a person off for the day."""
    return any(_bare(w) in N.TOOL_CLASS_OF for w in lows if w not in _BOUNDARY) or _bare(was) in N.TOOL_CLASS_OF


def _of_the_older(lows: list[str], at: int, old_lower: str) -> bool:
    """Whether the words after "out of", "down from" name the older thing (its first content word)."""
    while at < len(lows) and lows[at] in _LEAD:
        at += 1
    return at < len(lows) and lows[at] not in _BOUNDARY and _bare(lows[at]) in re.findall(r"[\w@#.+/-]+", old_lower)


@lru_cache(maxsize=4096)
def _near_cues(text: str) -> frozenset[str]:
    """The words of ``text`` within reach of a displacement word (a superset of what :func:`_bound` binds)."""
    if _CUE.search(text.lower()) is None:
        return frozenset()
    lows = [_bare(t) for t in _tokens(text)]
    near: set[str] = set()
    for k, w in enumerate(lows):
        if _CUE.fullmatch(w):
            near.update(lows[max(0, k - _REACH_AFTER - 3):k + _REACH_BEFORE + 6])
    return frozenset(near)


_SAID = re.compile(r"[#@]?\w[\w.+/@-]*")
# One camel-cased word's own capitals ("PD" for "PagerDuty", "GH" for "GitHub"): the letters inside one word, which
# initials.py (the initials of a run of words, "NZ" for "New Zealand") never reads.
_CAMEL = re.compile(r"\b[A-Z]\w*[a-z]\w*[A-Z]\w*")  # "GitHub", "PagerDuty"



# A modal or a condition anywhere in the newer note: the value it names in the older one's place is only a maybe (the
# statement model reads its flags from the first clause, and a note may tell the going first and the maybe after).
# ("May" capitalised is the month: "closed in May; rent goes to …").
_MAYBE = re.compile(r"\b(?:[Mm]ight|may|[Cc]ould|[Ww]ould|[Ii]f)\b")

def displaced_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` says the value ``old_text`` names went and names another, or ``None``."""
    near = _near_cues(new_text)
    if not near and "ex-" not in new_text.lower():
        return None  # no displacement word at all: the older text's words are not needed
    said = {w.rstrip(".") for w in _SAID.findall(old_text.lower())}
    said |= {w.split(".")[0] for w in said}  # "ghcr retired" against "ghcr.io/quillstack"
    said |= {"".join(c for c in w if c.isupper()).lower() for w in _CAMEL.findall(old_text)}
    near |= {root for w in near if (root := _own_file(w, frozenset(said))) is not None}
    if (not near or not near & said) and "ex-" not in new_text.lower():
        return None  # the cheap tests first: no displacement word, or none near a word of the older text
    old_names = names(old_text, keyed=True)
    if not old_names:
        return None
    if _MAYBE.search(new_text) is not None:
        return None  # "The Halden account is frozen; rent might go to the Ostby account": the other value only a maybe
    if _someone_of_theirs(old_text, new_text):
        return None  # "The user's partner no longer uses Telegram, try Signal": the partner's, not the user's
    # "employer: Atlassian (Sydney office)": a closing bracket says where within the value, not the value
    value = _last_names(_BRACKET_END.sub("", old_text), old_names) or _last_names(old_text, old_names)
    if _KEPT.search(new_text.lower()):
        return None  # "…, unit tests still on Jest": the older value kept somewhere
    tokens = _tokens(new_text)
    short = _short_forms(old_text, value)
    for k, token in enumerate(tokens):
        own = _own_file(token, value)
        if own is not None:
            token = tokens[k] = own  # "yarn.lock deleted": the tool's own file gone is the tool gone
        if _bare(token).startswith("ex-") and _bare(token)[3:] in value \
                and (k + 1 == len(tokens) or tokens[k + 1] in _BOUNDARY):
            # "user ex-Spotify; current employer: Klarna": the older value told as a former one
            was = _bare(token)[3:]
            fresh = sorted(w for w in names(new_text, keyed=True) if w not in old_text.lower() and w != _bare(token))
            if fresh and sum(was in _bare(t) for t in tokens) == 1:
                return f"the newer memory says {was} went ('ex-') and names {fresh[0]} in its place"
            continue
        if _bare(token) not in value and _bare(token) not in short:
            continue
        cue = _bound(tokens, k, old_names | frozenset(short), old_text.lower())
        if cue is None:
            continue
        was = _bare(token)
        if sum(_bare(t) == was for t in tokens) > 1:
            return None  # named again: gone from one place, kept in another
        old_lower = old_text.lower()
        files = frozenset(root for t in tokens if (root := _own_file(t, N.KNOWN_TOOLS)) is not None)
        fresh = sorted(w for w in names(new_text, keyed=True) | _same_shape(tokens, short.get(was, was))
                       | _called(tokens) | files
                       if w not in old_lower and w != was)
        if not fresh:
            return None
        return f"the newer memory says {short.get(was, was)} went ('{cue}') and names {fresh[0]} in its place"
    return None


def _someone_of_theirs(old_text: str, new_text: str) -> bool:
    """Whether the newer text is about a person of the older holder's life ("the user's partner", "my sister")
    and the older one is not."""
    theirs = holder(new_text)
    return theirs is not None and theirs.startswith("self's ") and holder(old_text) != theirs


# A tool's own lock or settings file: "yarn.lock", "pnpm-lock.yaml", ".eslintrc".
_OWN_FILE = re.compile(r"^\.?([a-z][\w-]*?)(?:[-.]lock(?:\.ya?ml|\.json)?|\.lock|rc(?:\.\w+)?|\.config\.\w+)$")


def _own_file(token: str, value: frozenset[str]) -> str | None:
    """The older value's name, when ``token`` is that tool's own lock or settings file ("yarn.lock" for yarn)."""
    found = _OWN_FILE.match(token.lower())
    if found is None or found.group(1) not in value or found.group(1) not in N.TOOL_CLASS_OF:
        return None
    return found.group(1)


def _short_forms(old_text: str, value: frozenset[str]) -> dict[str, str]:
    """Shorter ways to name the older value, each with the value: a host's first label ("ghcr" for
    "ghcr.io/quillstack"), a camel-cased name's capitals ("PD" for "PagerDuty")."""
    short: dict[str, str] = {}
    for token in _tokens(old_text):
        low = _bare(token)
        if low not in value:
            continue
        label = re.split(r"[./]", low)[0]
        if "." in low and label != low and len(label) >= 3 and not label.isdigit():
            short[label] = low
        capitals = "".join(c for c in token if c.isupper())  # one word's capitals, as _CAMEL's; not initials.py's
        if len(capitals) >= 2 and token[:1].isupper() and any(c.islower() for c in token):
            short[capitals.lower()] = low
    return short


def _called(tokens: list[str]) -> frozenset[str]:
    """The word a naming word gives: "a branch called stable", "a repo named handbook"."""
    return frozenset(_bare(tokens[k + 1]) for k, t in enumerate(tokens[:-1])
                     if t.lower() in ("called", "named") and tokens[k + 1] not in _BOUNDARY)


def _same_shape(tokens: list[str], was: str) -> frozenset[str]:
    """The newer text's values written like the older one — a path, a hyphenated or dotted identifier: "shop-prod"
    and "storefront-prod", "release/2024.x" and "rel/stable" — whatever their case."""
    marks = [c for c in "/-@." if c in was.strip("@")][:1]  # the mark that makes it an identifier
    if not marks:
        return frozenset()
    return frozenset(_bare(t) for t in tokens if all(c in t for c in marks) and not t.startswith(("./", "/"))
                     and len(t) > 3 and t[:1].isalnum())

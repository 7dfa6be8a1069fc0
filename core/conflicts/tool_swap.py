"""One tool of a kind put where another of that kind stood: a tool changed, read from the tools' types.

"We use Jenkins for CI" and "Our builds run on GitHub Actions; the Jenkins box got shut off";
"User runs tests with Jest" and "User says the test runner is Vitest"; "I write code in VS Code"
and "I've gone all-in on Neovim, haven't opened VS Code in a month". No sentence says "X replaced
Y" and the two texts name the purpose in other words, but a purpose holds one tool of a kind at a
time: the newer text naming another tool of the older tool's kind (:data:`named_values.TOOL_CLASSES`)
for the same purpose says the older one is no longer it.

Read here: the older text names tools of one kind; the newer names another of that kind; every older
tool of that kind is either not in the newer text or said gone there (a stop word or a denial next to
it: "the Jenkins box got shut off", "haven't opened VS Code", "ripped out SQLAlchemy").

Not a change: a kind that holds several at once (databases, caches, queues, languages…); the older
tool named again without being said gone ("Redis in front of Postgres", "evaluated Grafana Cloud but
stayed on Datadog"); the newer text kept to another scope or use (a scope word the older text lacks:
"e2e", "staging", "at home", "for the docs site"; a bracket; "when pairing"; "still"); each text
giving its own purpose ("for one-off scripts" against "for the monorepo"); and whatever the
statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# Kinds a team or a person commonly holds several of at once: another one named adds, it does not replace.
_SEVERAL = frozenset("database cache queue search language framework os social chat notes wiki hosting video "
                     "email containers kubernetes proxy design vcs support".split())
# Kinds that serve one purpose in other ways: an ORM's place taken by a driver used raw ("ripped out SQLAlchemy, raw
# asyncpg now"). Both often run together (an ORM sits on a driver), so another kind takes the place only where the
# newer text says the older tool went.
_KIN = {"orm": frozenset({"driver"}), "driver": frozenset({"orm"}),
        # A team's secrets kept in a password manager or a secrets store: "Vault replaced the 1Password vault".
        "passwords": frozenset({"secrets"}), "secrets": frozenset({"passwords"})}
_TOKEN = re.compile(r"[\w][\w'’.+/-]*[\w+]|\w|[;,:=()\[\]—–.!?]|->|→")
# Names of several words, by their first word, longest first: "github actions", "vs code".
_MULTI: dict[str, list[tuple[tuple[str, ...], str]]] = {}
for _words, _joined in sorted(N.MULTIWORD_TOOLS.items(), key=lambda item: -len(item[0])):
    _MULTI.setdefault(_words[0], []).append((_words, _joined))
# Any word that may begin a tool's name: the cheap test before a text is read.
_STARTS = frozenset(N.TOOL_CLASS_OF) | frozenset(N.ALIASES) | frozenset(_MULTI)
# Words that keep the older tool or bound the newer one to one occasion or use.
_KEPT = re.compile(r"\b(?:still|remains?|stays?|stayed|except|when|whenever|only for|just for|"
                   r"for (?:quick|one-off|some|a few|a couple|old|occasional)|outside)\b")
# "kept Jira for support": the older tool kept; "keeps its backlog in Linear" keeps only the thing in the newer.
_KEEPS = re.compile(r"\b(?:kept|keeps|keep)\b")
# Said gone, next to the older tool: stop words and denials (the phrase lists of :mod:`.wording`).
_GONE_NEAR = frozenset(stem(w) for w in """shut off down retired retire dropped drop ditched ditch removed remove
    deleted delete archived archive killed decommissioned sunset sunsetted torn ripped out gone replaced replace
    uninstalled uninstall abandoned scrapped dumped migrated moved off away left quit stopped stop disabled
    deprecated phased over stale eol lifted closed cancelled canceled ended lapsed expired""".split())
_PURPOSE_END = frozenset(";,:=()[]—–.!?") | {"->", "→"}
_KEY_MARKS = frozenset({":", "=", "->", "→"})
# Between a stop word and the tool it stops: "archived the Jira project", "ripped out all SQLAlchemy".
_LEAD = frozenset("the a an our my their his her its all every old whole entire".split())
# Between the tool and a stop word after it: "the Jenkins box got shut off", "Prom stack torn down".
_LINKS = frozenset("is was were are has have had been got just all now finally fully the".split())
_ITSELF = frozenset("""box server servers vm instance instances project projects section stack sdk client agents runners
    setup config integration account workspace board entities models specs suite license licence app apps
    contract subscription""".split())
# Uses, devices and times that keep a tool to one part of the work: "Safari on the iPad", "once".
_OWN_USE = re.compile(r"\b(?:ipad|iphone|phone|tablet|laptop|desktop|workstation|tried|trial|once|prev|previous"
                      r"|old|servers?|machines?|containers?|compared?|vs\.?(?! code)|versus|than"
                      r"|previously|formerly|originally|used to|back in|before)\b")


def _tokens(text: str) -> list[str]:
    return list(_token_tuple(text))  # a list of its own for each caller


@lru_cache(maxsize=4096)  # the newcomer's tokens are asked beside each of its candidates
def _token_tuple(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(undated(text, dot=True)))


@lru_cache(maxsize=8192)
@kept_result()
def tools(text: str) -> tuple[tuple[int, str, str], ...]:
    """(position, tool, kind) for each tool ``text`` names; everyday words only when capitalised or after a colon."""
    tokens = _tokens(text)
    lows = [t.lower()[:-2] if t.lower().endswith(("'s", "’s")) else t.lower() for t in tokens]
    if _STARTS.isdisjoint(lows):
        return ()
    found: list[tuple[int, str, str]] = []
    k = 0
    while k < len(lows):
        name, width = lows[k], 1
        if name not in _STARTS:
            k += 1
            continue
        for words, joined in _MULTI.get(name, ()):
            if tuple(lows[k:k + len(words)]) == words:
                name, width = joined, len(words)
                break
        name = N.ALIASES.get(name, name)
        kind = N.TOOL_CLASS_OF.get(name)
        if kind is not None and (name not in N.AMBIGUOUS_TOOLS or width > 1 or tokens[k][:1].isupper() or "." in lows[k]
                                 or (k > 0 and tokens[k - 1] in (":", "=", "->", "→"))):
            found.append((k, name, kind))
        k += width
    return tuple(found)


# A tool at work in the newer text: "render.com serving it", "Opsgenie handling pages".
_SERVING = frozenset("serving running hosting handling powering doing building deploying storing".split())
_BE_PASSIVE = frozenset("is was were are been be got gets being".split())


def _said_gone(tokens: list[str], at: int) -> bool:
    """Whether the tool at ``at`` is said gone: a stop word or a denial bound to it ("archived the Jira project",
    "haven't opened VS Code", "the Jenkins box got shut off") — not one bound to another name nearby."""
    lows = [t.lower() for t in tokens]
    j = at - 1
    while j >= 0 and lows[j] in _LEAD:
        j -= 1
    if j >= 0 and (stem(lows[j]) in _GONE_NEAR or lows[j] in W.NEGATIONS):
        return True
    if j >= 0 and any(w in W.NEGATIONS or w.endswith(("n't", "n’t")) for w in lows[max(0, j - 2):j]):
        return True  # "haven't opened VS Code", "no longer has a poetry section"
    j = at + 1
    while j < len(lows) and j - at <= 4 and lows[j] not in _PURPOSE_END:
        if lows[j] in ("replaced", "replaces", "replace") and lows[j - 1] not in _BE_PASSIVE:
            return False  # "Vault replaced the 1Password vault": the tool that replaced, not the one replaced
        if (stem(lows[j]) in _GONE_NEAR and lows[j] not in ("over", "off", "away")) or lows[j] in W.NEGATIONS \
                or lows[j].endswith(("n't", "n’t")):
            return True  # "Jenkins box got shut off", "Renovate doesn't open PRs"
        if lows[j] not in _LINKS and lows[j] not in _ITSELF:
            return False
        j += 1
    return False


def _purpose(tokens: list[str]) -> frozenset[str]:
    """The content words of a text's "for …" phrase: what the tool is used for."""
    words: set[str] = set()
    for k, token in enumerate(tokens):
        if token.lower() != "for":
            continue
        for word in tokens[k + 1:k + 6]:
            if word in _PURPOSE_END:
                break
            low = word.lower()
            if low not in W.STOP_WORDS and low not in W.SELF_WORDS and low not in W.FILLER_WORDS:
                words.add(stem(low))
    return frozenset(words)


_GROUPS = frozenset(stem(w) for w in "team teams squad group org department dept crew guild".split())


def another_holder(old_tokens: list[str], new_tokens: list[str]) -> bool:
    """Whether the newer text speaks of someone else's tools: a relation ("my colleague"), or a group the older
    text does not name ("the data team" against "we")."""
    old_stems = {stem(t.lower()) for t in old_tokens}
    lows = [t.lower() for t in new_tokens]
    for k, word in enumerate(lows):
        base = stem(word[:-2] if word.endswith(("'s", "’s")) else word)
        if base in _GROUPS:
            if k == 0 and not (len(new_tokens) > 1 and new_tokens[1][:1].isupper()):
                continue  # "team vault is Bitwarden": a note about our own team, not "Team Atlas"
            before = lows[k - 1] if k else ""
            if before not in W.STOP_WORDS and before not in W.SELF_WORDS and stem(before) not in old_stems:
                return True
        elif base in W.RELATION_WORDS and base not in old_stems and not (k and new_tokens[k][:1].isupper()):
            return True  # not "AWS Secrets Manager": a word of a name
    return False


def _acts(tokens: list[str], at: int) -> bool:
    """Whether the tool at ``at`` does something rather than being used: "Flux manages the add-ons",
    "GitHub Actions runs our scans", "Linear's new release" — the subject of an active verb, or possessed."""
    if tokens[at].lower().endswith(("'s", "’s")):
        return True
    after = at + 1
    while after < len(tokens) and N.TOOL_CLASS_OF.get(tokens[after].lower()) is None \
            and tokens[after].lower() in ("actions", "code", "ci", "cd"):
        after += 1
    if after >= len(tokens) or (at > 0 and tokens[at - 1] not in _PURPOSE_END):
        return False
    verb = tokens[after].lower()
    return verb.endswith("s") and not verb.endswith("ss") and verb not in ("is", "was", "has") and len(verb) > 3


# What puts a tool in use just before it: "runs on", "moved to", "is", "terminal →", "switched to using".
_USE_BEFORE = frozenset("""in on onto into to with by via through under is are was were = : → -> use uses using used
    adopted adopt chose choose picked pick""".split())
# What may follow a tool that opens its clause and is in use: "Sentry wired in", "pnpm everywhere", "uv now".
_BEFORE_NAME = frozenset("self-hosted hosted managed new own single shared plain raw".split())
# Verbs after which "from" puts a tool in use ("served from Unleash"); other verbs make it a source ("imported
# from Trello", "rebuilt from Debian") or the older tool ("moved from Jenkins").
_SERVED = frozenset("served serve serves run runs running hosted managed handled powered driven controlled".split())
_USE_AFTER = frozenset("everywhere now only is are was were has have all for full-time fulltime exclusively across "
                       "after since following".split())


def _in_use(tokens: list[str], at: int) -> bool:
    """Whether the tool at ``at`` stands where a tool in use stands, and as the thing itself ("Flagsmith pricing",
    "the Pulumi migration", "a post about Jest" do not)."""
    lows = [t.lower() for t in tokens]
    end = at + 1
    while end < len(tokens) and (tokens[end][:1].isupper() or lows[end] in ("actions", "code", "ci")) \
            and lows[end] not in _PURPOSE_END:
        end += 1  # the rest of the name: "MkDocs Material", "GitHub Actions"
    nxt = lows[end] if end < len(lows) else "."
    serving = nxt in _SERVING  # "render.com serving it"
    if nxt not in _PURPOSE_END and nxt not in _ITSELF and nxt not in W.STOP_WORDS and nxt not in _USE_AFTER \
            and nxt not in W.TIME_WORDS and not serving \
            and not W.past_form(nxt) and nxt not in ("everywhere", "instead", "agents", "runners"):
        return False  # "Flagsmith pricing", "Pulumi migration": something of it
    j = at - 1
    while j >= 0 and (lows[j] in _LEAD or lows[j] in _BEFORE_NAME):
        j -= 1  # "a self-hosted Unleash instance"
    if j < 0 or lows[j] in _PURPOSE_END:
        return nxt in _PURPOSE_END or nxt in _USE_AFTER or W.past_form(nxt) or nxt in _ITSELF or serving
    if lows[j] == "from" and j > 0 and lows[j - 1] in _SERVED:
        return nxt in _PURPOSE_END or nxt in _ITSELF  # "served from a self-hosted Unleash instance"
    return lows[j] in _USE_BEFORE


def _keyed(tokens: list[str], at: int) -> bool:
    """Whether the tool at ``at`` is a note's key ("grafana: http://…"), not its value; or the subject a
    sentence locates ("Our Grafana is at grafana.internal:3000"): the tool is what it is about."""
    if at + 1 < len(tokens) and tokens[at + 1] in _KEY_MARKS:
        return True
    lows = [t.lower() for t in tokens]
    if not all(w in _LEAD or w in W.SELF_WORDS for w in lows[:at]):
        return False
    j = at + 1
    if j < len(lows) and lows[j] in _BE:
        j += 1  # "Grafana is reachable on port 3000", "Grafana is at grafana.internal"
    if j < len(lows) and lows[j] in _LOCATED:
        j += 1
    if j == at + 1 or j >= len(lows) or lows[j] not in ("at", "on", "in", "under"):
        return False
    rest = lows[j + 1:]
    return any(_ADDRESS.search(t) for t in tokens[j + 1:]) \
        or any(w == "port" and nxt.isdigit() for w, nxt in pairwise(rest))


_LOCATED = frozenset("is lives runs sits listens served hosted reachable exposed accessible available listening "
                     "running deployed mounted located".split())
_ADDRESS = re.compile(r"^(?:https?://|[\w-]+\.[\w.-]+(?::\d+)?$|:\d+$|localhost|\d+\.\d+\.\d+\.\d+)")


_BE = frozenset("is are was were has have gets get got".split())


def _subject(tokens: list[str]) -> frozenset[str]:
    """The content words of a passive sentence's subject ("Logs are shipped with …"), else nothing."""
    lows = [t.lower() for t in tokens]
    at = next((k for k, w in enumerate(lows) if w in _BE or W.past_form(w)), -1)
    if at <= 0 or any(w in _PURPOSE_END for w in lows[:at]):
        return frozenset()
    if lows[at] in _BE and not (at + 1 < len(lows) and W.past_form(lows[at + 1])):
        return frozenset()  # not a passive: "ORM is TypeORM", "Prisma schema is the source of truth"
    words = [w for w in lows[:at] if w not in W.STOP_WORDS and w not in W.SELF_WORDS and w not in _LEAD
             and N.TOOL_CLASS_OF.get(N.ALIASES.get(w, w)) is None]
    return frozenset(_CANON.get(stem(w), stem(w)) for w in words)


def _content(low: str) -> bool:
    return low not in W.STOP_WORDS and low not in W.SELF_WORDS and low not in _LEAD and low not in _PURPOSE_END \
        and not low.endswith(("'s", "’s")) and N.TOOL_CLASS_OF.get(N.ALIASES.get(low, low)) is None


def modifier_differs(old_tokens: list[str], new_tokens: list[str]) -> bool:
    """Whether a noun both texts share is modified by a different word in each ("build runner" / "release
    runner", "nightly build" / "release build"), the other text lacking that word: the same noun, another thing."""
    old_lows, new_lows = [t.lower() for t in old_tokens], [t.lower() for t in new_tokens]
    old_stems, new_stems = {stem(w) for w in old_lows}, {stem(w) for w in new_lows}
    before_old = {stem(w): stem(p) for p, w in pairwise(old_lows) if _content(p) and _content(w)}
    before_new = {stem(w): stem(p) for p, w in pairwise(new_lows) if _content(p) and _content(w)}
    for head, mod_old in before_old.items():
        mod_new = before_new.get(head)
        if mod_new is not None and mod_new != mod_old and mod_new not in old_stems and mod_old not in new_stems:
            return True
    return False


# "old ORM removed": the older tool said gone by its kind, not an old device or use.
_OLD_ONE_GONE = re.compile(r"\bold [\w-]+ (?:removed|retired|gone|dropped|deleted|ripped out|archived"
                           r"|decommissioned)\b")
# Scope words the older text says in other words: "documentation" where it said "docs".
_SAID_AS = {"documentation": ("doc", "docs"), "credentials": ("secret", "secrets")}
_CANON = {stem(word): stem(others[0]) for word, others in _SAID_AS.items()}


def _said_as(tokens: list[str]) -> frozenset[str]:
    lows = {t.lower() for t in tokens}
    return frozenset(stem(word) for word, others in _SAID_AS.items() if lows & set(others))


def _scope(tokens: list[str]) -> frozenset[str]:
    return (frozenset(stem(t.lower()) for t in tokens) & W.SCOPE_WORDS) - _GONE_NEAR  # "archived the Jira project"


def tool_change(old_text: str, new_text: str) -> str | None:
    """Why the newer text puts another tool of the older tool's kind in its place, or ``None``."""
    before, after = tools(old_text), tools(new_text)
    if not before or not after:
        return None
    new_tokens, old_tokens = _tokens(new_text), _tokens(old_text)
    named_before = {n for _, n, _ in before}
    # A kin kind stands in only for an older tool the newer text says went: "ripped out SQLAlchemy, raw asyncpg now".
    gone_kinds = {kind for _, n, kind in before if any(m == n and _said_gone(new_tokens, k) for k, m, _ in after)}
    # A kind that holds several takes another only where the newer text says the older went ("heroku apps deleted,
    # render.com serving it").
    kinds = {kind for _, _, kind in before if kind not in _SEVERAL or kind in gone_kinds}
    kin = {other for kind in gone_kinds & kinds for other in _KIN.get(kind, ())}
    newcomers = [(name, kind) for k, name, kind in after
                 if (kind in kinds or kind in kin) and name not in named_before and not _keyed(new_tokens, k)
                 and not _said_gone(new_tokens, k) and not _acts(new_tokens, k) and _in_use(new_tokens, k)]
    if not newcomers:
        return None
    name, kind = newcomers[0]
    if kind not in kinds:  # a kin kind: the older tool's kind is what changed hands
        kind = next(old_kind for old_kind in gone_kinds if kind in _KIN.get(old_kind, ()))
    low = new_text.lower()
    if another_holder(old_tokens, new_tokens):
        return None  # "the design team tracks tasks in Asana", "my colleague swears by uv"
    kept = _KEPT.search(low) or (_KEEPS.search(low) and any(n in low for n in named_before))
    if kept or _OWN_USE.search(_OLD_ONE_GONE.sub(" ", low)) or (
            "(" in new_text and not re.search(r"\(\s*(?:migrated|moved|switched)", low)
            and not any(stem(w) in _GONE_NEAR for w in re.findall(r"\(([^)]*)", low)[0].split()[1:])):
        return None  # a bracket that keeps the older tool or bounds the newer; not "(GHA retired)"
    if any(_keyed(old_tokens, k) for k, _, c in before if c == kind):
        return None  # "grafana → :3000": the tool is what the note is about, not its value
    olds = [(k, n) for k, n, c in before if c == kind]
    for _, was in olds:
        here = [k for k, n, _ in after if n == was]
        if any(not _said_gone(new_tokens, k) for k in here):
            return None  # the older tool named again, not said gone: both in use
    if _scope(new_tokens) - _scope(old_tokens) - _said_as(old_tokens):
        return None  # another scope or use: "e2e tests", "in staging", "at home"
    if modifier_differs(old_tokens, new_tokens):
        return None  # "build runner: jenkins" / "release runner switched to drone": another runner
    subject_old, subject_new = _subject(old_tokens), _subject(new_tokens)
    if subject_old and subject_new and not subject_old & subject_new:
        return None  # "Logs are shipped with Fluentd" / "Metrics are shipped with Vector": another thing
    purpose_old, purpose_new = _purpose(old_tokens), _purpose(new_tokens)
    if purpose_old and purpose_new and not purpose_old & purpose_new:
        return None  # "for the monorepo" / "for one-off scripts": each its own use
    was = " + ".join(n for _, n in olds)
    return f"same use ({kind}), {was} → {name}"

"""Where a thing is reached, read from structure: one thing, one typed address, another value.

An address is a typed value — a host or URL, a port, a path, a cloud region. "The gRPC
service is exposed on port 50051" and "The gRPC service is exposed on port 8443 through
the mesh gateway", "region (prod): europe-west4" and "prod runs in europe-west1", "dev DB
port 5433" and "dev DB on default 5432 again": the sentence shapes differ and no word says
the value changed, but a thing has one address of a kind at a time, so the same thing
with another address of the same kind is the older value replaced.

The thing is the older text's content words (its verbs of serving and keeping left out);
the newer text must name all of them but one. Not a change:

- another thing: the newer text adds a scope ("staging", "read replica", "health",
  "collector", "(dev)") or drops all but generic words ("metrics endpoint" / "health endpoint");
- the older value still there ("port 3000 behind nginx on 443", "prod stays eu-north-1"),
  unless the newer text says it is dead ("/admin returns 404", "the .dev domain just redirects");
- two values of the kind in the older text (which one would be replaced?), and whatever the
  statement model finds hedged, temporary, additive or about the past (the caller checks).

This module reads one text's addresses (:func:`located`); whether two are one thing's is
:mod:`core.conflicts.address_things`, the change itself :mod:`core.conflicts.address_change`, an address left for a
named place or a port given up :mod:`core.conflicts.address_left`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.agreement import LOOPBACK
from core.conflicts.note_dates import undated
from core.conflicts.tokenized import tokenized
from core.conflicts.value_shapes import CLOUD_REGION
from core.conflicts.values import Token
from core.model.lean import lean_dataclass
from core.text.tokens import stem

_REGION = re.compile("^" + CLOUD_REGION + "$")
# A path as a place: rooted, home-relative, relative or a storage URL — not "CI/CD", "n/a", "24/7", "9am/5pm".
_PLACE = re.compile(r"^(?:~?/|\./|[a-z][a-z0-9+.-]*://)(?!\d+(?:am|pm)?$)[\w.~-]")
# Verbs and light words of "X is served at / lives at / runs on / is kept in": not the thing.
_LIGHT = frozenset("""is are was were be been being has have had lives live living run runs running ran host hosts
    hosted hosting serve serves served serving expose exposes exposed listen listens listening keep keeps kept
    store stores stored write writes written reach reached reachable reaches locate located sit sits sitting
    mount mounts mounted bind binds bound checked cloned deploy deploys deployed can found find available default
    again now relocated relocate moved move migrated migrate switched switch changed change repointed repoint
    relocating moving migrating switching repointing redirect redirects redirected redirecting reroute reroutes
    rerouted rerouting rehomed rehome rehoming rehosted rehost rehosting
    updated update hit hits answer answers respond responds cut cutover cut-over swapped swap rebuilt rebuild
    accepted accepts accept received receives receive points point pointed pointing delivered delivers deliver gave
    read reads reading load loads loaded push pushes pushed pull pulls pulled fetch fetches fetched go goes going went
    give given assigned static lease ip land lands landed landing taken use uses using bumped bump bumps
    these days says said mentioned noted user user's users i we my our me us it its everything all whole
    port ports region address url host domain path location at on in to under from via through with by""".split())
# Words that make another thing of the same name: "read replica" beside "primary", "health endpoint".
_SCOPE = F.SCOPE_WORDS | frozenset(stem(w) for w in """primary read replica replicas health metrics ui collector
    tls ssl listener dr mirror second separate extra additional""".split())
# The older value named in the newer text, but said to be dead.
# Short forms of a thing's words: "prod" is "production" ("migrating prod to eu-central-1").
_SHORT = {"prod": "production", "stg": "staging", "db": "database", "config": "configuration", "docs": "documentation",
          "doc": "documentation"}
_DEAD = re.compile(r"\b(?:404|301s?|redirects?|redirecting|clash(?:es)?|taken|retired|deprecated|dead|gone|no longer"
                   r"|instead of|rather than|decommissioned|old|expired?|parked|empty|drained|shut|freed|vacated)\b")
# A bracket that says why the older value went ("(9090 clash w/ cockpit)"): a reason, not a scope.
# So is one that names the move itself ("(GCP move)", "(migrated)", "(after the cutover)").
_REASON_BRACKET = re.compile(r"\((?=[^)]*\b(?:clash(?:es|ed)?|taken|retired|deprecated|dead|gone|decommissioned"
                             r"|move|moved|migrat\w*|cutover|cut-over|rehost\w*)\b)[^)]*\)", re.IGNORECASE)
# Where a reason after the value opens: "… after ganymede's disk was retired" names why, not what is located.
_AFTER_VALUE_REASON = re.compile(r"\b(?:because|due to|after|following)\b|;")
_POSSESSED = re.compile(r"\b([\w-]+)['’]s\s+([a-zA-Z][\w-]*)")
# Anything that may be an address: a slash, a colon before a digit, a dotted name, "port", a region's "-1".
_MAYBE = re.compile(r"/|:\d|\w\.\w|\bport\b|-\d|(?:north|south|east|west|central)-?\d|\d{4,5}\b|~")
_KINDS = ("host", "port", "path", "region")
# Words that open a noun phrase: "to the new cluster" names a place, "to sit next to …" says what for.
# Words that open the reason a value changed ("since the GCP move", "because 6379 is taken", "rather than
# local disk"): what follows them is not the thing located, in either text.
# "… re-IP'd to 172.20.8.5 during the segmentation work", "… when the camera VLAN was split": when, after the value.
_REASON = F.REASON_WORDS | frozenset("as rather instead so avoid during when".split())
# A setting told after the address, a word or two and its state ("TLS on", "auth required"): how it is served.
_SETTING_AFTER = re.compile(r"^[\w-]+(?: [\w-]+)? (?:on|off|enabled|disabled|required|enforced)(?: [;.,]| ?$)")
# Words that, after the address, say when it changed ("last sprint", "yesterday"), not what is located.
_WHEN_AFTER = frozenset("last yesterday today recently lately earlier effective".split())
# Words after which a bare number of two to five digits stands as a port ("binds to 5173", "on default 5432")
# when the older text gave that thing a port.
_PORT_LEADS = frozenset("to on at default binds bind listens listen".split())


# Words that open when a value changed before the value is told ("re-IP'd during the VLAN split; …"), up to the
# clause's end.
_WHILE_BEFORE = frozenset({"during", "after"})
_BOUNDARY_BEFORE = frozenset(";:,—–")


def _closed_before_a_value(tokens: list, at: int) -> bool:
    """Whether the phrase opening at ``at`` ends at a boundary before any address ("during the VLAN split; …"); one
    that runs into the sentence ("After the rebuild I set the API client's port to …") is the sentence itself."""
    for t in tokens[at + 1:]:
        if t.low in _BOUNDARY_BEFORE:
            return True
        if t.kind in ("url", "host", "path") or (t.kind == "number" and t.norm.isdigit() and len(t.norm) >= 2):
            return False
    return False


def _done_again(low: str) -> bool:
    """A verb of the change itself, not a word of the thing: a change word's past form ("corrected", "reassigned"; not
    "drop", a thing's noun as well) or a verb of doing again ("readdressed", "reconfigured", "rebound")."""
    return (stem(low) in F.CHANGE_WORDS and F.past_form(low)) or low == "rebound" or (
        low.startswith("re") and F.past_form(low) and F.past_form(low[2:]) and len(low) > 7)


@lean_dataclass(frozen=True)
class Located:
    """What a text locates: its typed addresses (kind -> values), the stems of its other content words in
    order (with the position of each), the kinds given as a key ("/infra: @platform"), bracket words, and
    the capitalised names written before its first address."""

    values: dict
    words: tuple
    keyed: frozenset
    bracketed: frozenset
    names_before: frozenset
    qualified: frozenset
    at: dict


def _use_after(tokens: Sequence[Token], k: int) -> bool:
    """ "at ci.internal:8080 when testing library changes", "during load testing": "when" / "during" before a verb's
    -ing form tells the use the address serves (part of what is located), not when it changed ("during the
    segmentation work", "when the camera VLAN was split")."""
    if tokens[k].low not in ("when", "during") or k + 1 >= len(tokens):
        return False
    following = tokens[k + 1].low
    return (following.endswith("ing") and len(following) > 5) or (
        k + 2 < len(tokens) and tokens[k + 2].low.endswith("ing") and len(tokens[k + 2].low) > 5
        and following not in ("the", "a", "an", "this", "that", "last", "our", "its", "their"))


@lru_cache(maxsize=8192)
def located(text: str) -> Located:
    """What ``text`` locates (cached)."""
    body = _REASON_BRACKET.sub("", undated(text))
    values: dict[str, set[str]] = {}
    words: list[tuple[str, int]] = []
    keyed: set[str] = set()
    bracketed: set[str] = set()
    names: set[str] = set()
    qualified: set[tuple[str, str]] = set()
    at: dict[str, int] = {}
    earlier: list[tuple[str, int]] = []
    earlier_names: set[str] = set()
    depth = 0
    tokens = list(tokenized(body))  # the tokens the other readers of this text share
    scheme = ""
    reason = False
    aside = False
    lowered = body.lower()
    for k, t in enumerate(tokens):
        kind = t.kind
        norm = t.norm.rstrip(".")
        depth += (t.low == "(") - (t.low == ")")
        if values and (t.low in _REASON or t.low in (";", "—", "–")) and not _use_after(tokens, k):
            reason = True  # "… since the GCP move", "…; the .dev domain just redirects": why, not what
        if values and t.low == "," and k + 1 < len(tokens) and tokens[k + 1].low in ("and", "but"):
            reason = True  # "… rehomed to docs.x.dev, and the .net domain was allowed to expire": a clause of its own
        if values and t.low == "," and _SETTING_AFTER.match(" ".join(x.low for x in tokens[k + 1:k + 5])):
            reason = True  # "broker → 10.4.8.2:8883, TLS on": a setting of the address, not what is located
        if values and (t.low in _WHEN_AFTER or t.low.startswith(("post-", "pre-"))):
            reason = True  # "… to eu-central-1 last sprint", "… post-migration": when, not what
        if values and t.low == "behind" and depth == 0:
            reason = True  # "port 8081 behind nginx": what the address is served through, not what is located
        if values and t.low == "to" and k + 1 < len(tokens) and tokens[k + 1].kind == "word" \
                and tokens[k + 1].low not in F.DETERMINERS:
            reason = True  # "moved staging to ap-southeast-1 to sit next to customers": what for, not what
        if not values and t.low in _WHILE_BEFORE and _closed_before_a_value(tokens, k):
            aside = True  # "re-IP'd during the VLAN split; reach it on …": when, not what is located
        elif aside and (t.low in _BOUNDARY_BEFORE or kind in ("url", "host", "path")):
            aside = False
        if reason or aside:
            continue
        if not values and t.low == ";" and depth == 0:
            # "User re-IP'd the network; the NAS answers on 10.0.0.5": the thing is the value's own clause's,
            # unless that clause names none (kept below).
            earlier, words = earlier + words, []
            earlier_names, names = earlier_names | names, set()  # "I freed 8081 for Grafana; …": the other clause's
            continue
        if kind == "word" and k + 2 < len(tokens) and tokens[k + 1].low == ":" and tokens[k + 2].low[:1] == "/" \
                and t.low + "://" in lowered:
            scheme = t.low + ":/"  # "s3://", "gs://": a storage URL's scheme, not a word of the thing
            continue
        if kind == "number" and norm.isdigit() and 2 <= len(norm) <= 5 and not t.unit and k \
                and tokens[k - 1].low in _PORT_LEADS:
            values.setdefault("bare port", set()).add(norm)  # "binds to 5173": a port if the older text had one
            at.setdefault(norm, k)
            continue
        if kind == "url":
            kind, norm = "host", re.sub(r"^[a-z][a-z0-9+.-]*://", "", norm).rstrip("/")
            norm, port = _split_port(norm)
            if port:
                values.setdefault("port", set()).add(port)  # "http://127.0.0.1:3000": a host and a port
                at.setdefault(port, k)
        elif kind == "host":
            norm = norm.rstrip("/")
        elif kind == "path":
            if scheme:
                norm, scheme = scheme + norm, ""
            elif f"${t.surface}" in body:
                norm = "$" + norm  # "$XDG_CONFIG_HOME/myapp": a place under a variable's root
            elif _PLACE.match(t.low) is None:
                continue
            norm = norm.rstrip("/")
        elif kind == "ident" and _REGION.match(t.low):
            kind = "region"
        elif kind == "word":
            low = t.low.strip("'’")
            if low.endswith(("'s", "’s")):
                low = low[:-2]
            if depth > 0 and low:
                bracketed.add(stem(low))
            if low and low not in _LIGHT and low not in F.STOP_WORDS and low not in F.SELF_WORDS \
                    and low not in F.PRONOUNS and not low.isdigit() and not low.startswith("re-") and len(low) > 1 \
                    and not _done_again(low):
                words.append((stem(_SHORT.get(low, low)), k))  # "re-IP'd": a verb of doing it again
                back = k - 1 - (k > 1 and tokens[k - 1].low in ("the", "a", "an", "our", "my", "their"))
                if back >= 1 and tokens[back].low in ("of", "for") and words[:-1] and words[-2][1] == back - 1:
                    qualified.add((words[-2][0], stem(low)))  # "entry point of the CLI"
                capital = any(c.isupper() for c in t.surface[1:]) or (
                    k > 0 and t.surface[:1].isupper() and tokens[k - 1].low not in ".:;—–-")
                if capital and not values:
                    names.add(stem(low))
            continue
        if kind in ("period", "frequency") and t.low.isalpha():
            words.append((stem(t.low), k))  # "Nightly dumps" and "Weekly dumps" are two things
            continue
        if kind == "number" and not values and t.norm.isdigit() and len(t.norm) <= 3:
            words.append((t.norm, k))  # "Service 0" and "Service 1", "worker 2": a number names the thing
            continue
        if kind not in _KINDS or not norm:
            continue
        if kind == "host" and norm in LOOPBACK:
            norm = "localhost"  # "localhost" and "127.0.0.1" are one machine
        values.setdefault(kind, set()).add(norm)
        at.setdefault(norm, k)
        if k + 1 < len(tokens) and tokens[k + 1].low == ":" and k + 2 < len(tokens):
            keyed.add(kind)  # "CODEOWNERS /infra: @platform": the path names the thing
    first = min(at.values(), default=len(tokens))
    if not any(k < first for _, k in words):
        words = earlier + words  # "db-01; port 5432": no thing in the value's clause, the note's before it
        names |= earlier_names
    # "Grafana's database host": the database, not Grafana — in what is located, not in a reason after the value
    # ("… after ganymede's disk was retired")
    for owner, owned in _POSSESSED.findall(_AFTER_VALUE_REASON.split(body)[0] if values else body):
        if owned.lower() not in _LIGHT and owned.lower() not in F.STOP_WORDS:
            qualified.add((stem(owner.lower()), stem(owned.lower())))
    return Located({k: frozenset(v) for k, v in values.items()}, tuple(words), frozenset(keyed),
                   frozenset(bracketed), frozenset(names), frozenset(qualified), at)


def _split_port(host: str) -> tuple[str, str]:
    """A URL's host without its port, and the port: "127.0.0.1:3000/app" → ("127.0.0.1/app", "3000")."""
    found = re.match(r"^([^/:]+):(\d{1,5})(/.*)?$", host)
    if found is None:
        return host, ""
    return found.group(1) + (found.group(3) or ""), found.group(2)


# Words that name a kind of thing, not which one: "metrics endpoint" and "health endpoint" share only this.
_GENERIC = frozenset(stem(w) for w in """endpoint endpoints service services server servers environment instance site
    app apps bucket buckets folder directory repo file files api cluster database db node box machine""".split())

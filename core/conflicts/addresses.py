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
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.agreement import LOOPBACK
from core.conflicts.compiled import compiled, says
from core.conflicts.note_dates import undated
from core.conflicts.shortened_words import Shortening, whole_word
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


def _another_thing(old: Located, new: Located) -> bool:
    """Whether the newer text's thing is not the older one's (see the module doc)."""
    old_thing = {w for w, _ in old.words}
    new_thing = {w for w, _ in new.words}
    missing = old_thing - new_thing - _GENERIC  # "staging environment" / "staging": one thing
    if len(missing) > (len(missing) if _modifier_only(old, missing, new_thing) else 1 if len(old_thing) >= 3 else 0):
        return True
    if not (old_thing & new_thing) - _GENERIC and (old_thing != new_thing or not old_thing):
        return True  # "metrics endpoint" / "health endpoint"; but "the API" / "the API" is one thing
    if (new_thing - old_thing) & _SCOPE or missing & (_SCOPE - {stem("local")}):
        return True
    if new.bracketed != old.bracketed and new.bracketed - old.bracketed:
        return True  # "ssh bastion (us)", "webhook endpoint (gitlab)"
    if new.names_before - old_thing:
        return True  # "Our PgBouncer listens on 6432 in front of Postgres": another named thing
    # A word the older text lacks just before or after (of/for) one of its thing words: "status webhook URL",
    # "entry point of the CLI" — a narrower thing.
    if any(a in old_thing and b not in old_thing for a, b in new.qualified):
        return True
    positions = {k: w for w, k in new.words}
    for w, k in new.words:
        if w in old_thing:
            before = positions.get(k - 1)
            if before is not None and before not in old_thing:
                return True
    return False


# A newer thing word that names an older one shorter: a part of its compound ("telemetry" in "vehicle-telemetry",
# "image" in "sample-image": stems, as the thing's words are), its clipped start ("cam" for "camera") or its last part
# written alone ("hook" for "webhook"); letters only, as a number names another thing ("worker 2").
_TOLD_SHORTER = Shortening(parts="stem", start=(3, 2), tail=(4, 3), letters_only=True)


def in_older_words(old: Located, new: Located) -> Located:
    """The newer text's thing words written as the older text writes them where one names the other shorter
    (:data:`_TOLD_SHORTER`): "telemetry" / "vehicle-telemetry box", "mews cam" / "mews camera stream" are one thing."""
    old_thing = {w for w, _ in old.words}
    renamed = []
    for w, k in new.words:
        if w not in old_thing:
            w = whole_word(w, old_thing, _TOLD_SHORTER) or w
        renamed.append((w, k))
    words = tuple(renamed)
    if words == new.words:
        return new
    return Located(new.values, words, new.keyed, new.bracketed, new.names_before, new.qualified, new.at)


def _modifier_only(old: Located, missing: set[str], new_thing: set[str]) -> bool:
    """ "homelab NAS" / "the NAS", "personal repo mirror" / "the mirror": the words left out (one or two) stand in
    one run right before a word both texts name — the older thing told more exactly, not another thing."""
    if not missing or len(missing) > 2:
        return False
    where = {w: k for w, k in old.words}
    spots = sorted(where[w] for w in missing)
    if spots[-1] - spots[0] != len(spots) - 1:
        return False  # not one run of modifiers
    return any(k == spots[-1] + 1 and w in new_thing for w, k in old.words)


def _kin_hosts_alone(old: Located, new: Located) -> bool:
    """ "Our API lives at api.tidewater.io" / "We cut over to api.tidewater.dev": the newer text names no thing
    but a host of the older host's own name (a label other than a generic one shared), the thing it serves."""
    if {w for w, _ in new.words} - _GENERIC or len(old.values.get("host", ())) != 1 \
            or len(new.values.get("host", frozenset()) - old.values["host"]) != 1:
        return False
    (was,) = old.values["host"]
    (now,) = new.values["host"] - old.values["host"]
    labels = {p for p in was.split("/")[0].split(".")[:-1] if len(p) > 2 and p not in _HOST_GENERIC}
    return bool(labels & set(now.split("/")[0].split(".")[:-1]))


# Said of the older host's own label in a clause of its own: it is gone ("the feeds subdomain was shut down").
_HOST_GONE = re.compile(r"\b(?:404s?|retired|deprecated|dead|gone|decommissioned|shut|closed|expired|parked"
                        r"|no longer)\b")


def _kin_host_retired(old: Located, new: Located, new_text: str) -> str | None:
    """ "feed lives at feeds.example.fm/rss" / "subscribe via example.fm/feed.xml; the feeds subdomain was shut down":
    one host of the older host's own domain, and the label only the older host has said dead in a clause of the
    newer text — the older address retired for the newer, whatever words the newer text names its thing with."""
    if len(old.values.get("host", ())) != 1 or len(new.values.get("host", ())) != 1:
        return None
    (was,), (now,) = old.values["host"], new.values["host"]
    was_labels, now_labels = was.split("/")[0].split("."), now.split("/")[0].split(".")
    if was_labels[-2:] != now_labels[-2:] or was == now or len(was_labels) < 3:
        return None  # not one registered domain, or nothing only the older host has
    told = {w for w, _ in new.words}
    if new.names_before or told & {stem(_SHORT.get(p, p)) for p in now_labels + list(_HOST_GENERIC)} \
            or told & _GENERIC:
        return None  # "Docs moved to docs.orbit.io": the newer host's own thing, or another named one
    gone = [label for label in was_labels[:-2] if label not in now_labels and len(label) >= 3]
    for clause in re.split(r"[;—–]|\. ", new_text.lower()):
        if any(re.search(rf"\b{re.escape(label)}\b", clause) for label in gone) and _HOST_GONE.search(clause) \
                and was not in clause and "still" not in clause:
            return f"same host's domain, {was} → {now} (the older one said gone)"
    return None


_HOST_GENERIC = frozenset("www api app gateway edge cdn static docs dev prod staging mail internal corp home lan "
                          "local".split())


def _told_of(old: Located, new: Located, where: int) -> bool:
    """Whether the newer text gives its address to the older thing: a thing word comes before it, and between
    the two only verbs of serving and keeping, the thing's own words and generic nouns ("CI cache bucket in")
    — not another thing ("Grafana is proxied by nginx on 443")."""
    old_thing = {w for w, _ in old.words}
    last = max((k for w, k in new.words if w in old_thing and k < where), default=-1)
    if last < 0:
        return False
    return all(w in old_thing or w in _GENERIC for w, k in new.words if last < k < where)


_IPV4 = re.compile(r"^\d{1,3}(?:\.\d{1,3}){3}$")
# A change told in the newer text: the device has a new address, or another took its place.
_DEVICE_CHANGED = re.compile(r"\b(?:new|fresh|now|instead|replac\w*|swapped|rebuilt|moved|changed|since|after"
                             r"|anymore|no longer|readdress\w*|re-?ip\w*)\b", re.IGNORECASE)


def another_device(old_text: str, new_text: str, old_value: str, new_value: str) -> bool:
    """Whether two texts give two IPv4 addresses to two devices: "I reach the barrier's historian database at
    10.40.2.17" / "From the same VLAN I reach the barrier's camera NVR at 10.40.2.31", "I reach the CCTV server at
    10.40.2.15" / "I reach the access-control server at 10.40.2.16, right next to the CCTV box". The words naming
    what stands at each address (before it; an owner's "barrier's" and generic nouns aside) share none: another
    device of the same network, not the older one readdressed. The statement model reads "reach … at" as one slot of
    the holder's; this guard is asked only of a match between two such values."""
    if old_value == new_value or not (_IPV4.match(old_value) and _IPV4.match(new_value)):
        return False  # the cheap test first
    if ";" in new_text or _DEVICE_CHANGED.search(new_text):
        return False  # "rebuilt the dev server; new IP is …", "the replacement answers on …": a change told
    old, new = located(old_text), located(new_text)
    if old_value not in old.at or new_value not in new.at:
        return False
    owners = {stem(m.group(1).lower()) for text in (old_text, new_text) for m in _POSSESSED.finditer(text)}
    before_old = {w for w, k in old.words if k < old.at[old_value]} - _GENERIC - owners
    before_new = {w for w, k in new.words if k < new.at[new_value]} - _GENERIC - owners
    return bool(before_old) and bool(before_new) and not before_old & before_new


# A verb that gives the thing itself a new address: it had one before ("label printer readdressed -> …", "printer
# re-IP'd to …", "The ANPR feed was re-homed onto …", "The booking form was relocated to …").
_READDRESSED = re.compile(r"\b(?:re-?address(?:ed)?|re-?ip(?:'|’)?d|re-?iped|renumbered|re-?homed|re-?pointed"
                          r"|relocated|remapped)\b", re.IGNORECASE)


def _readdressed_in_part(old: Located, new: Located, new_text: str) -> bool:
    """ "2025-08-22 — boat office Wi-Fi printer at 192.168.4.50" / "2026-01-14 — printer re-IP'd to 192.168.10.12
    after the VLAN split": the newer text names the thing with some of the older thing's words only, and a verb
    before the newer address says that thing was given a new one — the older thing told shorter, not another.

    Only where every thing word before the newer address is the older thing's (or generic), one of them is not
    generic ("the server re-IP'd" names no server in particular), the verb stands before that address, and no scope
    word follows it ("… for the guest VLAN")."""
    if not says(_READDRESSED, new_text):
        return False  # the cheap test first
    fresh = [v for kind in _KINDS for v in new.values.get(kind, ()) if v not in old.values.get(kind, ())]
    if len(fresh) != 1:
        return False
    where = new.at[fresh[0]]
    old_thing = {w for w, _ in old.words}
    before = {w for w, k in new.words if k < where}
    after = {w for w, k in new.words if k > where}
    if not (before & old_thing) - _GENERIC or before - old_thing - _GENERIC or after & _SCOPE:
        return False
    verb = _READDRESSED.search(undated(new_text))
    told = {w for w, _ in new.words}
    return verb is not None and not told & _SCOPE and str(fresh[0]) not in undated(new_text)[:verb.start()]


# A version word beside a thing ("api v1", "v2 endpoint"), not inside an address ("api.x.io/v2").
_API_VERSION = re.compile(r"(?<![/\w.])v(\d+)\b")


def address_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` locates another address of the same kind, or ``None``."""
    if not says(_MAYBE, old_text) or not says(_MAYBE, new_text):
        return None  # the cheap test first: no host, port, path or region in one of them
    versions_old = set(_API_VERSION.findall(old_text.lower()))
    versions_new = set(_API_VERSION.findall(new_text.lower()))
    if versions_old and versions_new and not versions_old & versions_new:
        return None  # "api: v2 at api.x.io" / "api v1: legacy.x.io": each version of the thing at its own address
    if _UNDECIDED.search(new_text):
        return None  # "a move of the site to x.app was discussed but not approved": no move made
    new = located(new_text)  # the newcomer first: one reading for all its candidates
    if not new.values:
        return None
    old = with_url_path(located(old_text), new, new_text)
    if _one_url_in_parts(old, new):
        return None  # "ferrywright.dev under the /vim path" after "https://ferrywright.dev/vim/": one URL
    new = in_older_words(old, new)
    kinds = set(new.values) | ({"port"} if "bare port" in new.values else set())
    if not old.values or not old.words or not set(old.values) & kinds:
        return None
    if _another_thing(old, new) and not _kin_hosts_alone(old, new) and not _readdressed_in_part(old, new, new_text):
        return _kin_host_retired(old, new, new_text)
    lowered = new_text.lower()
    old_thing = {w for w, _ in old.words}
    if any(stem(_SHORT.get(w, w)) in old_thing for w in _NOT_THE.findall(lowered)):
        return None  # "The blog, not the docs, is what I push to blog.x.dev": the older thing set apart
    for kind in _KINDS:
        before, after = old.values.get(kind, frozenset()), new.values.get(kind, frozenset())
        if kind == "port" and not after:
            after = new.values.get("bare port", frozenset())
        if len(before) != 1 or not after or after <= before or kind in old.keyed or kind in new.keyed:
            continue
        (was,) = before
        fresh = after - before
        if len(fresh) != 1:
            continue
        if (was in after or was in _REASON_CUT.split(lowered)[0]) and _DEAD.search(lowered) is None:
            continue  # the older value still named — not in a reason after the new one ("because 5432 clashes")
        (now,) = fresh
        if now.startswith("$") and "/" in now and was.endswith("/" + now.split("/", 1)[1]):
            continue  # "$XDG_CONFIG_HOME/tidy/config.toml" may be "~/.config/tidy/config.toml": the root unsaid
        if not (_told_of(old, new, new.at[now]) or (kind == "host" and _kin_hosts_alone(old, new))) \
                or _still_held(was, now, lowered):
            continue
        shared = sorted({w for w, _ in old.words} & {w for w, _ in new.words})
        return f"same {kind} of one thing ({' '.join(shared)}), {was} → {now}"
    return None


# The older thing set apart by name: "The blog, not the docs, …".
_NOT_THE = re.compile(r"\bnot (?:the |my |our |its )?([a-z][\w-]+)\b")
# A move talked of, not made: "was discussed", "proposed", "not approved".
_UNDECIDED = re.compile(r"\b(?:discussed|proposed|considered|floated|pitched|not (?:yet )?approved)\b", re.IGNORECASE)


def _one_url_in_parts(old: Located, new: Located) -> bool:
    """Whether the newer text tells the older text's one URL as its host and its path apart ("served from x.dev under
    the /vim path" after "at https://x.dev/vim/"): the same address in other words."""
    hosts, paths = new.values.get("host", frozenset()), new.values.get("path", frozenset())
    return len(old.values.get("host", ())) == 1 and any(h + p in old.values["host"] for h in hosts for p in paths)


# The first part of a rooted path that is a machine's folder, not a URL's path: "/mnt/archive", "/srv/www".
_DISK_ROOTS = frozenset("mnt srv var home data etc opt usr tmp users volumes media shared nas".split())


def with_url_path(old: Located, new: Located, new_text: str) -> Located:
    """The older text's URL path read as the thing's path when the newer text gives a path alone: after
    "webhook: https://hooks.x.shop/v1/orders", "webhook endpoint repointed → /v2/orders" tells the same URL's path.

    Only where the newer text names no host and one URL path (a rooted path, not a machine's folder) and tells a
    change (an arrow, a change word, the older path said dead: a path alone may be another page of the host, "assets
    under /static"), the older text one URL with a path of its own and no path beside it; a newer path that runs on
    from the older one or that the older one runs on from ("/v1/orders/refunds") is a narrower or wider thing."""
    hosts = old.values.get("host", frozenset())
    paths = new.values.get("path", frozenset())
    if "host" in new.values or "path" in old.values or len(hosts) != 1 or not paths:
        return old
    lowered = new_text.lower()
    if not (re.search(r"->|→", lowered) or _DEAD.search(lowered)
            or any(stem(w) in F.CHANGE_WORDS for w in re.findall(r"[a-z]+", lowered))):
        return old
    (url,) = hosts
    if "/" not in url:
        return old
    was = "/" + url.split("/", 1)[1]
    if any("://" in p or not p.startswith("/") or p.split("/")[1].lower() in _DISK_ROOTS for p in paths):
        return old
    if any(p != was and (p.startswith(was + "/") or was.startswith(p + "/")) for p in paths):
        return old
    values = {**old.values, "path": frozenset({was})}
    return Located(values, old.words, old.keyed, old.bracketed, old.names_before, old.qualified,
                   {**old.at, was: old.at[url]})


_REASON_CUT = re.compile(r"\b(?:because|due to)\b|\bsince\b(?!\s+\d)")


def _still_held(was: str, now: str, lowered: str) -> bool:
    """ "v2 base https://api.orbit.dev/v2 in beta; v1 still default": the part the older value alone has
    ("v1") said to still hold in a clause of the newer text — the older address kept, another one beside it."""
    parts = set(re.split(r"[/:.@-]+", was)) - set(re.split(r"[/:.@-]+", now))
    for part in (p for p in parts if len(p) >= 2):
        for clause in re.split(r"[;,()—–]|\. ", lowered):
            # "the .net domain still redirects": a label written with its dot alone, not inside another name
            if compiled(rf"(?<![\w/-])(?<!\w\.){re.escape(part)}(?![\w/-])").search(clause) \
                    and re.search(r"\bstill\b", clause):
                return True
    return False


# Words that name a kind of thing, not which one: "metrics endpoint" and "health endpoint" share only this.
_GENERIC = frozenset(stem(w) for w in """endpoint endpoints service services server servers environment instance site
    app apps bucket buckets folder directory repo file files api cluster database db node box machine""".split())


# A move told toward a named place that has no address of its own: "moved to GitHub Pages", "migrated the site
# to Cloudflare Pages". The destination is the capitalised name after the move's "to".
_MOVED_TO = re.compile(r"\b(?:moved|migrated|relocated|rehosted|re-hosted|switched|cut over)\b(?P<what>[^;,.]{0,40}?)"
                       r"\b(?:to|onto|into)\s+(?:the\s+)?(?P<where>[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2})")
# The nouns a named place is written with: "the Notion page", "the SharePoint site", "the Confluence space".
_PLACE_NOUNS = frozenset("page pages site space wiki drive workspace board vault".split())
_MOVE_WORDS = frozenset(stem(w) for w in "hosting move migration".split())
_WHEN_STEMS = frozenset(stem(w) for w in _WHEN_AFTER | F.TIME_WORDS)


def moved_off_address(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` moves the one thing ``old_text`` locates at an address to a named place with none, or
    ``None``: "The docs are served from readthedocs.io" / "Documentation hosting was moved to GitHub Pages"."""
    if not says(_MAYBE, old_text):
        return None  # the cheap test first: no address in the older text
    moved = _MOVED_TO.search(undated(new_text))
    if moved is None:
        return None
    new = located(new_text)
    if new.values:
        return None  # the newer text gives an address: address_change's to read
    old = located(old_text)
    if sum(len(v) for v in old.values.values()) != 1 or not old.words or old.names_before:
        return None
    where = {stem(w.lower().strip(".")) for w in moved.group("where").split()}
    # "the Notion page 'Guest Runbook'", "the SharePoint site Linen-Ops": the named place's own noun is the place
    after = undated(new_text)[moved.end("where"):].split()
    if after and after[0].lower().strip(".,;") in _PLACE_NOUNS:
        where.add(stem(after[0].lower().strip(".,;")))
    old_thing = {w for w, _ in old.words}
    new_thing = {w for w, _ in new.words} - where - _MOVE_WORDS - _WHEN_STEMS
    if not new_thing or new_thing - old_thing or where & old_thing:
        return None  # another thing, or none named: "moved the CI cache to S3"
    (value,) = next(iter(old.values.values()))
    if value in new_text.lower():
        return None
    return f"same thing ({' '.join(sorted(new_thing & old_thing))}) moved off {value} to " \
           f"{moved.group('where').rstrip('.')}"


# The older port said given up in the newer text: taken by something else or freed ("because 8000 clashes with my
# Django app", "5020 freed for MQTT", "another app kept grabbing it"), or left ("bumped off 3000 to 4321").
_PORT_TAKEN = re.compile(r"\b(?:clash\w*|grab\w*|taken|took|freed|conflict\w*|collid\w*|in use|occupied)\b")
_PORT_LEFT = re.compile(r"\b(?:off|from)\s+(?:port\s+)?:?$")
# Where a clause of the newer text ends: the older port's clause and the newer port's are read apart.
_PORT_CLAUSE = re.compile(r"[;—–]|,\s|\b(?:because|since|so|as|after|and)\b")
# The older port kept, shared or left for a while: "still", "also", "until the upgrade".
_PORT_KEPT = re.compile(r"\b(?:still|also|as well|both|too|until|till|while|temporar\w*|for now|this week|today"
                        r"|tonight|session|just for|for this)\b")


def _clause_at(low: str, at: int) -> str:
    """The clause of ``low`` (cut by :data:`_PORT_CLAUSE`) that holds the position ``at``."""
    cuts = [0] + [m.end() for m in _PORT_CLAUSE.finditer(low)] + [len(low)]
    return low[max(c for c in cuts if c <= at):min(c for c in cuts if c > at)]


def port_given_up(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` serves on one port another port, telling the older port given up,
    or ``None``: "I serve the wiki preview on port 8000" / "I run the wiki preview on 8400 now because 8000 clashes
    with Grafana"; "telemetry port: 5020/udp" / "telemetry listener rebound to 6020/udp; 5020 freed for MQTT". With the
    older port said taken or left, the newer port's clause need only share a word of the thing and add no scope
    ("the staging preview"). Not a port kept ("still on 8000"), two new ports, or another thing's port."""
    if not says(_MAYBE, old_text) or not says(_MAYBE, new_text):
        return None  # the cheap test first
    old = located(old_text)
    ports = old.values.get("port", frozenset())
    if len(ports) != 1 or not old.words or set(old.values) - {"port", "host"}:
        return None
    (was,) = ports
    low = undated(new_text).lower()
    named = list(re.finditer(r"(?<![\w.:/-]):?" + re.escape(was) + r"(?![\w.:-])", low))
    if len(named) != 1 or _PORT_KEPT.search(low):
        return None
    at = named[0].start()
    if not (_PORT_LEFT.search(low[:at]) or _PORT_TAKEN.search(_clause_at(low, at))):
        return None
    fresh = [m for m in re.finditer(r"(?<![\w.-]):?(\d{2,5})(?![\w.-])", low) if m.group(1) != was]
    if len({m.group(1) for m in fresh}) != 1:
        return None
    now = fresh[0].group(1)
    if now not in located(new_text).values.get("port", frozenset()) | located(new_text).values.get("bare port",
                                                                                                 frozenset()):
        return None  # "scraped every 15 seconds from :9090": a number, not a port told
    told = located(_clause_at(low, fresh[0].start()).replace(was, " "))
    old_thing, new_thing = {w for w, _ in old.words}, {w for w, _ in told.words}
    local = {stem("local"), "local"}
    if not (old_thing & new_thing) - _GENERIC or ((new_thing - old_thing) & _SCOPE) - local:
        return None  # another thing, or one of another scope (the older port given up, a word less is the thing)
    return f"same port of one thing ({' '.join(sorted(old_thing & new_thing))}), {was} said given up → {now}"

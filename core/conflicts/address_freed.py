"""The older address itself said ended in the newer memory, with another address told beside it.

"broker ip changed 10.8.0.4 -> 10.8.0.19", "app on :5151 now, 3939 freed", "r.athelstan@minsterchoir.org bounces
since the domain change; write to rathelstan@minster-school.org", "migrated off auth.dev.fennick.example and is
served from https://sso.fennick.example/realms/ops", "… to /srv/archive/tiff and unmounted /mnt/roll-masters":
the newer memory names the older memory's address — whole, or a part of it that stands for it (its host, port, a
leading run of its path, its domain, the tail of its IPv4 address) — as what was left (an arrow from it, a verb of
ending before or after it in its clause), and gives another address of that kind. The value names the thing, so
no word of the thing need be shared; the older value said gone is the change.

The same with the older value unnamed but pointed at ("readdressed -> 10.40.3.8:502, old IP freed", "the old alias
bounces"): the older memory holds one address of the kind the noun names, the two memories share a word of the
thing, and the newer one gives another address of that kind.

Not a change: the older value kept or added to ("also", "as well", "mirror", "fallback", "still"), an end talked
of ("will", "may", "plan"), for a while ("until", "for now", "this week"), back then ("back in 2021"), denied
("not freed"); an older part the newer memory names only inside another address ("10.2.0.14" in "10.2.0.140").
"""

from __future__ import annotations

import re

from core.conflicts.compiled import compiled, says
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, alternation, phrases
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# An address as written: a URL, a mail address, an IPv4 address, a dotted host, a rooted or home path, a ":port".
_ADDRESS = re.compile(
    r"(?<![\w@/.:-])(?:"
    r"[a-z][a-z0-9+.-]*://[^\s,;)'\"]+"
    r"|[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+"
    r"|(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?(?:/[^\s,;)'\"]*)?"
    r"|[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:[a-z]{2,}|local|lan|internal)(?::\d{2,5})?(?:/[^\s,;)'\"]*)?"
    r"|~?/[\w.~-]+(?:/[\w.~-]*)*"
    r"|:\d{2,5}(?:/[^\s,;)'\"]*)?"
    r")", re.IGNORECASE)
_PORT = re.compile(r"(?:\bport\s+(?:is\s+|now\s+|=\s*|:\s*)?|(?<![\w.]):)(\d{2,5})\b"
                   r"|\b(?:using|on|to|via|at)\s+(\d{3,5})\b", re.IGNORECASE)
_PORT_WORD = re.compile(r"\bport\s+(\d{2,5})\b", re.IGNORECASE)
# A file name is no address ("weekly.xlsx", "app.json" are a file's name, not where something is reached).
_FILE = re.compile(r"\.(?:json|ya?ml|toml|xlsx?|csv|txt|md|pdf|docx?|ld|py|rb|js|ts|conf|cfg|ini|log|tfstate|scm|sln)$")
_GENERIC_LABELS = frozenset("www api app git mail dev prod staging internal local lan com org net io co uk".split())

# Told after the older value in its clause: a verb or state of ending ("3939 freed", "host gone", "bounces").
# "over" is left out: "took over from" is a start, not an end.
_AFTER_WORDS = phrases("|".join(w for w in ENDED_AFTER if w != "over") + """| freed | free | bounces | bounced
    | bouncing | 404s | 404 | returns 404 | redirects away | redirects | redirected away | wiped | unmounted | blocked
    | released | unmonitored
    | no longer used | no longer answers | no longer in use | decommissioned | deleted | retired | turned off""")
_BEFORE_WORDS = phrases("|".join(ENDED_BEFORE) + """| off | migrated off | moved off | moved away from
    | migrated away from | unmounted | freed | wiped | released | instead of | rather than | replacing | dropped
    | grabbed | claimed""")
_AFTER = re.compile(r"^[\s'’\")]*(?:(?:(?!took\b|takes?\b|taken\b)[\w-]+\s+){0,2}?)"
                    r"(?:(?:is|was|were|has\s+been|have\s+been|got|gets|now|just|been|all)\s+)*"
                    r"(?P<cue>" + alternation(_AFTER_WORDS) + r")\b", re.IGNORECASE)
_BEFORE = re.compile(r"\b(?P<cue>" + alternation(_BEFORE_WORDS) + r")\s+(?:(?:of|the|its|our|my|port|ip|host|old"
                     r"|address|path|local|plain)\s+)*$", re.IGNORECASE)
_TOOK = re.compile(r"\b(?:took|take|takes|taken|taking)\s+$", re.IGNORECASE)
_ARROW = re.compile(r"^\s*(?:->|→|=>|⇒|>)", re.IGNORECASE)
# "old IP freed", "the old alias bounces", "its old IP is free for reuse": the older value pointed at.
_OLD_NOUN = re.compile(r"\b(?:old|previous|former)\s+(?P<noun>ip|ip address|address|alias|mailbox|inbox|host|hostname"
                       r"|url|domain|port|path|folder|directory|dir|mount|share|endpoint|ip's)\b", re.IGNORECASE)
_NOUN_KIND = {"ip": "ip", "ip address": "ip", "ip's": "ip", "address": "any", "alias": "mail", "mailbox": "mail",
              "inbox": "mail", "host": "host", "hostname": "host", "url": "host", "domain": "host", "endpoint": "host",
              "port": "port", "path": "path", "folder": "path", "directory": "path", "dir": "path", "mount": "path",
              "share": "path"}
_CLAUSE_END = re.compile(r"[;—–]|,\s|\.\s|\.$|\s-\s|\b(?:and|but|so|since|because|after|while)\b")
_NOT_FOR_GOOD = re.compile(r"\b(?:also|as\s+well|both|mirror\w*|fallback|backup\s+(?:of|to)|still|too|until|till"
                           r"|for\s+now|temporar\w*|this\s+week|today|tonight|will|would|may|might|could|plan\w*"
                           r"|going\s+to|proposed|considering|soon|if|back\s+in\s+(?:19|20)\d\d|years\s+ago)\b",
                           re.IGNORECASE)
_DENIED = re.compile(r"\b(?:not|never|isn't|wasn't|aren't|hasn't|haven't|no)\b|n't\b", re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z'’-]{3,}")
_LIGHT = frozenset(stem(w) for w in """user user's says said that this with from into over under after since their
    there where which when then than also just now still been have were they them what address port path host
    domain endpoint changed moved updated new old""".split())


def _kind(value: str) -> str:
    if "@" in value and "://" not in value:
        return "mail"
    if value.startswith(":"):
        return "port"
    if value.startswith(("/", "~")):
        return "path"
    bare = re.sub(r"^[a-z][a-z0-9+.-]*://", "", value, flags=re.IGNORECASE)
    if re.match(r"(?:\d{1,3}\.){3}\d{1,3}\b", bare):
        return "ip"
    if "://" in value and not bare.split("/")[0].count(".") and ":" not in bare.split("/")[0]:
        return "path"  # "smb://paperhouse/recipes": a share
    return "host"


def addresses(text: str) -> list[tuple[str, int]]:
    """The addresses ``text`` writes, each with where it starts (a trailing full stop left off; a file name is none)."""
    found = []
    for m in _ADDRESS.finditer(text):
        value = m.group(0).rstrip(".")
        if _FILE.search(value.lower()) and "/" not in value:
            continue
        if value.startswith(("/", "~")) and value.count("/") < 2 and "~" not in value:
            continue  # "/aseptic" alone, "n/a", "/mo": a bare word after a slash is a path only as part of one
        found.append((value, m.start()))
    for m in _PORT_WORD.finditer(text):
        found.append((":" + m.group(1), m.start(1)))  # "on port 8080": a port told by its noun
    return found


def _parts(value: str) -> list[str]:
    """The older value and the parts of it that stand for it when named alone: its host, port and path, a leading
    run of two segments of the path or more, its domain without a generic first label, an IPv4 tail (".4.20")."""
    low = value.lower().rstrip("/")
    parts = [low]
    bare = re.sub(r"^[a-z][a-z0-9+.-]*://", "", low)
    if "@" in bare and "://" not in low:
        return parts
    if bare != low:
        parts.append(bare)
    if bare.startswith(("/", "~")):
        segments = bare.lstrip("~/").split("/")
        if len(segments) >= 3:
            parts.append(("~/" if bare.startswith("~") else "/") + "/".join(segments[:2]))
        return [p for p in dict.fromkeys(parts) if len(p.strip("./:~")) >= 2]
    head, slash, path = bare.partition("/")
    host, _, port = head.partition(":")
    if port.isdigit():
        parts.append(port)
    if host:
        parts.append(host)
    if re.fullmatch(r"(?:\d{1,3}\.){3}\d{1,3}", host):
        parts.append("." + ".".join(host.split(".")[2:]))
    else:
        labels = host.split(".")
        if len(labels) >= 3 and labels[-2] not in _GENERIC_LABELS:
            parts.append(".".join(labels[1:]))
    if slash and path.strip("/"):
        segments = path.strip("/").split("/")
        parts.append("/" + path.strip("/"))
        if len(segments[-1]) >= 4:
            parts.append("/" + segments[-1])
    return [p for p in dict.fromkeys(parts) if p and len(p.strip("./:")) >= 2]


def _mentions(part: str, low: str) -> list[int]:
    """Where ``part`` stands alone in ``low`` (not inside a longer address)."""
    pattern = compiled(r"(?<![\w@/.:-])" + (r"(?::|port\s+)?" if part.isdigit() else "") + re.escape(part)
                       + r"(?![\w/@-]|\.\w|:\d)")
    return [m.start() for m in pattern.finditer(low)] if part in low else []


def _clause_around(low: str, start: int, end: int) -> tuple[str, str]:
    """The words of ``low`` before ``start`` and after ``end`` within the clause they stand in."""
    before = low[:start]
    cuts = list(_CLAUSE_END.finditer(before))
    before = before[cuts[-1].end():] if cuts else before
    after = low[end:]
    cut = _CLAUSE_END.search(after)
    return before, after[:cut.start()] if cut else after


def _fresh(kind: str, low: str, older: list[str], skip: set[int]) -> str | None:
    """Another address of ``kind`` in the newer text, none of the older values or parts."""
    olds = {o.lower().rstrip("/") for o in older}
    for value, at in addresses(low):
        if at in skip:
            continue
        v = value.lower().rstrip("/")
        if v in olds or any(v in o or o in v for o in olds):
            continue
        if kind in ("port",):
            m = re.search(r":(\d{2,5})", v)
            if m:
                return m.group(1)
            continue
        if kind == "ip" and _kind(v) in ("ip", "host"):
            return value
        if kind == "host" and _kind(v) in ("ip", "host"):
            return value
        if kind == "path" and _kind(v) in ("path", "host"):
            return value
        if kind == "mail" and _kind(v) == "mail":
            return value
        if kind == "any":
            return value
    if kind == "port":
        for m in _PORT.finditer(low):
            number = m.group(1) or m.group(2)
            if number and number not in olds and not any(o.endswith(":" + number) for o in olds) \
                    and m.start() not in skip:
                return number
    return None


# Light words between a redirect and where it leads ("redirects visitors straight to …").
_REDIRECT_LIGHT = frozenset("""to visitors users traffic away now there straight permanently the which all just
    only simply""".split())


def _another_target(cue: str, low: str, end: int, fresh: str, old_low: str) -> bool:
    """A redirect to another thing ("redirects visitors to the new blog at blog.acme.io"): a word between the cue
    and where it leads that the older memory does not hold names what the traffic now reaches."""
    if not cue.startswith("redirect"):
        return False
    at = low.find(fresh.lower(), end)
    if at <= end or re.search(r"[;—–]", low[end:at]):
        return False  # "… redirects away; orders go through …": where it leads is not said
    between = _WORD.findall(low[end:at])
    return any(w not in _REDIRECT_LIGHT and not w.startswith("redirect") and w not in old_low for w in between)


def _other_host(value: str, new_low: str) -> bool:
    """The newer memory names a host and none is the older value's ("gw.dock.example" beside "hub.dock.example")."""
    bare = re.sub(r"^[a-z][a-z0-9+.-]*://", "", value.lower())
    host = bare.split("/")[0].split(":")[0]
    hosts = {re.sub(r"^[a-z][a-z0-9+.-]*://", "", v).split("/")[0].split(":")[0]
             for v, _ in addresses(new_low) if _kind(v) in ("host", "ip")}
    return bool(hosts) and bool(host) and host not in hosts


def _shares_a_word(old_low: str, new_low: str) -> bool:
    def words(text: str) -> set[str]:
        plain = _ADDRESS.sub(" ", text)
        return {stem(w) for w in _WORD.findall(plain)} - _LIGHT
    return bool(words(old_low) & words(new_low))


def older_address_ended(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` says the address ``old_text`` gives is ended and gives another, or ``None`` (module doc)."""
    if not says(_MAYBE, old_text) or not says(_MAYBE, new_text):
        return None
    old_low, new_low = undated(old_text).lower(), undated(new_text).lower()
    older = addresses(old_low)
    if not older or (len({_kind(v) for v, _ in older} - {"port"}) > 1 and len(older) > 2):
        return None
    if _NOT_FOR_GOOD.search(new_low):
        return None
    values = [v for v, _ in older]
    for value in values:
        kind = _kind(value)
        for part in _parts(value):
            for at in _mentions(part, new_low):
                shown = re.match(r"(?::|port\s+)?" + re.escape(part), new_low[at:])
                end = at + (shown.end() if shown else len(part))
                before, after = _clause_around(new_low, at, end)
                cue = None
                if _ARROW.match(new_low[end:]):
                    cue = "→"
                elif (m := _AFTER.match(after)) is not None and not _DENIED.search(after[:m.end()]):
                    cue = m.group("cue")
                elif (m := _BEFORE.search(before)) is not None and not _DENIED.search(before):
                    cue = m.group("cue")
                elif _TOOK.search(before) and re.match(r"^\s*down\b", after):
                    cue = "took down"
                if cue is None:
                    continue
                part_kind = "port" if part.isdigit() else kind if part == value.lower().rstrip("/") else _kind(part)
                if part_kind == "host" and kind == "ip":
                    part_kind = "ip"
                fresh = _fresh(part_kind, new_low, values, {at, at - 1})
                if fresh is None or _another_target(cue, new_low, end, fresh, old_low):
                    continue
                if part_kind == "port" and _other_host(value, new_low):
                    continue  # "gateway → mqtts://gw…:8883 (plain 1883 closed)": another host's port
                return f"the older address {part} is said left in the newer memory ({cue}), {fresh} given instead"
    return _old_noun_ended(old_low, new_low, values)


def _old_noun_ended(old_low: str, new_low: str, values: list[str]) -> str | None:
    """"old IP freed", "the old alias bounces": the older memory's one address of that kind, pointed at and ended."""
    for m in _OLD_NOUN.finditer(new_low):
        after = _clause_around(new_low, m.start(), m.end())[1]
        cue = _AFTER.match(after)
        if cue is None or _DENIED.search(after[:cue.end()]):
            continue
        noun_kind = _NOUN_KIND[m.group("noun")]
        of_kind = [v for v in values if noun_kind == "any" or _kind(v) == noun_kind
                   or (noun_kind == "host" and _kind(v) == "ip")]
        if len(of_kind) != 1 or not _shares_a_word(old_low, new_low):
            continue
        fresh = _fresh(_kind(of_kind[0]) if noun_kind != "port" else "port", new_low, values, set())
        if fresh is None:
            continue
        return f"the newer memory says the old {m.group('noun')} ({of_kind[0]}) is {cue.group('cue')}, " \
               f"{fresh} given instead"
    return None


# The cheap test first: something that may be an address in the text.
_MAYBE = re.compile(r"/|:\d|\w\.\w|@\w|\bport\b")

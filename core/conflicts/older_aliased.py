"""The newer memory's value told as another name of the older memory's value: the same value, not a change.

"Plex at http://192.168.0.50:32400" / "Plex reachable at http://plex.local:32400 (mDNS name for 192.168.0.50)";
"The user's portfolio is at https://lena-art.com" / "The user's portfolio redirects www.lena-art.com to
lena-art.com": the newer memory gives the thing a value the older one does not, and in the same breath says that
value stands for, points to or resolves to the older value. Read whole, the statement model sees one attribute
with another value; read for what it says of the older value, the newer memory names it as where the new one
leads — both say the same of now.

Read from structure: a word that makes one value another's name ("name for", "alias of", "CNAME for", "points
to", "resolves to", "redirects … to", "forwards to", "maps to", "same box as", "i.e.") and right after it the
older memory's own value, or its host when the value is an address (a scheme, a port, a path and a leading
"www." are no part of what it names). Not when the newer memory denies that link ("no longer points to",
"stopped redirecting to"): the older value then is what it left. A guard every finding passes
(:func:`core.conflicts.bounds.bound`, as kept).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.changed_slots import value_norms
from core.conflicts.statement import read

# The cheap test first: no word that names a value by another, no alias.
_CUES = ("name for", "name of", "alias", "cname", "point", "resolv", "redirect", "forward", "maps to", "mapped to",
         "same box as", "same host as", "same machine as", "same server as", "i.e.", "aka", "a.k.a.")
_ALIASED = re.compile(
    r"\b(?:name|alias|cname|hostname|shortcut|short form|shorthand)\s+(?:for|of)\s+([^\s,;)]+)"
    r"|\b(?:points?|pointing|pointed|resolves?|resolving|resolved|redirects?|redirecting|redirected"
    # "brought forward to 13:00", "pulled forward to Wednesday": a time or day moved earlier, no value forwarded
    r"|(?<!\bbrought )(?<!\bbring )(?<!\bbrings )(?<!\bpulled )(?<!\bpull )(?<!\bmoved )(?<!\bput )forwards?"
    r"|forwarding|forwarded|maps|mapped|mapping|aliased|aliases)(?:\s+[^\s,;()]+){0,2}?\s+(?:to|at)\s+([^\s,;)]+)"
    r"|\b(?:same (?:box|host|machine|server) as|i\.e\.|aka|a\.k\.a\.)\s+([^\s,;)]+)")
# A link denied or ended: "no longer points to", "stopped redirecting to", "doesn't resolve to".
_DENIED = re.compile(r"\b(?:no longer|not|n't|never|stopped|ceased|removed|dropped|broke|broken)\b")


def older_aliased(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value as another name of the older memory's value (see the module doc)."""
    low = new_text.lower()
    if not any(cue in low for cue in _CUES):
        return False
    olds = _forms(old_text)
    if not olds:
        return False
    for aliased in _ALIASED.finditer(low):
        named = next(g for g in aliased.groups() if g is not None).strip(".'\"`:")
        if _DENIED.search(low, max(0, aliased.start() - 24), aliased.start()) is not None:
            continue  # "no longer points to lena-art.com": what it left
        if named in olds or ((_host(named) or named) in olds and not _another_path(named, olds)):
            return True
    return False


def _another_path(named: str, olds: frozenset[str]) -> bool:
    """ "webhook re-pointed at https://hooks.x.dev/ci/77" after "…/ci/42": the named address is on the older host
    but at another path — the newer value itself, not a name of the older one (a host alone or one path agrees)."""
    path = _path(named)
    if not path:
        return False
    paths = {_path(o) for o in olds if _host(o) == _host(named)}
    return bool(paths - {""}) and path not in paths


def _path(value: str) -> str:
    """ "https://hooks.x.dev/ci/77" → "/ci/77"; a host alone → ""."""
    rest = value.split("://", 1)[-1]
    return "/" + rest.split("/", 1)[1].rstrip("/") if "/" in rest and rest.split("/", 1)[1].strip("/") else ""


@lru_cache(maxsize=1024)
def _forms(old_text: str) -> frozenset[str]:
    """The older memory's values as the newer one may name them: each value, and an address's host alone."""
    forms: set[str] = set()
    for value in value_norms(read(old_text)):
        value = value.strip(".'\"`:")
        if len(value) > 1:
            forms.add(value)
            forms.add(_host(value) or value)
    return frozenset(forms)


def _host(value: str) -> str:
    """ "https://www.lena-art.com:443/path" → "lena-art.com"; a path ("/data/exports") has no host: ""."""
    host = value.split("://", 1)[-1].split("/", 1)[0]
    host = host.rsplit(":", 1)[0] if re.search(r":\d+$", host) else host
    return host.removeprefix("www.")

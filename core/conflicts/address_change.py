"""One thing given another address of the same kind: :func:`address_change`.

It reads both texts with :func:`core.conflicts.addresses.located`, sets another thing aside
(:mod:`core.conflicts.address_things`), reads a newer path alone as the older URL's path (:func:`with_url_path`)
and proposes where one kind's single older value is replaced by one newer value the older thing is told with, the
older value not still held (:func:`_still_held`, which :mod:`core.conflicts.compare` asks too).
"""

from __future__ import annotations

import re

from core.conflicts import wording as F
from core.conflicts.address_things import (
    _another_thing,
    _kin_host_retired,
    _kin_hosts_alone,
    _readdressed_in_part,
    _told_of,
    in_older_words,
)
from core.conflicts.addresses import _DEAD, _KINDS, _MAYBE, _SHORT, Located, located
from core.conflicts.compiled import compiled, says
from core.text.tokens import stem

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
        if kind == "path" and _one_path_in_parts(was, now, lowered):
            continue  # "the dyes folder under /srv/studio" after "/srv/studio/dyes": one folder told in parts
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


def _one_path_in_parts(was: str, now: str, lowered: str) -> bool:
    """Whether the newer path is a leading run of the older one and the newer text names every segment left over as
    a word ("my photos sit in the dyes folder under /srv/studio" after "/srv/studio/dyes"): the older path told as
    a folder and where it sits, not a move."""
    head = now.rstrip("/").lower()
    if not was.lower().startswith(head + "/"):
        return False
    rest = [s for s in was.lower()[len(head):].split("/") if s]
    return bool(rest) and all(re.search(rf"(?<![\w/.-]){re.escape(s)}(?![\w/.-])", lowered) for s in rest)


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

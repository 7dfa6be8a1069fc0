"""An address left rather than replaced by another: the thing moved to a named place with no address
(:func:`moved_off_address`: "served from readthedocs.io" / "hosting was moved to GitHub Pages"), and the older port
said given up beside a newer one (:func:`port_given_up`: "on 8400 now because 8000 clashes with Grafana").

Both read each text with :func:`core.conflicts.addresses.located`.
"""

from __future__ import annotations

import re

from core.conflicts import wording as F
from core.conflicts.addresses import _GENERIC, _MAYBE, _SCOPE, _WHEN_AFTER, located
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.text.tokens import stem

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

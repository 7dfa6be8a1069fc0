"""The older value restated in a bracket beside the newer one: one value told more exactly, not a change.

"job: software engineer, Google Switzerland (Zurich)" after "role: SWE at Google, Zurich"; "Plex reachable at
http://plex.local:32400 (mDNS name for 192.168.0.50)" after "Plex at http://192.168.0.50:32400": the bracket names
a word of the older value the newer one's own words do not, and nothing else but a word that says where or what it
is ("office", "name for") — it tells where or what the newer value is, and the older value still holds. A bracket
that says anything more of the older value ("(was weekly)", "(Sketch retired)", "(datadog too pricey)", "(Hannah on
leave)") is a change told aside, and stays one.

A bracket that holds the whole older value and nothing else names the newer value's holder by the older name
("radar wiki: maintained by Dmitri's squad (Ops Tools)" after "radar wiki owned by the Ops Tools squad"), whatever
words the two values share.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.text.tokens import stem

_BRACKET = re.compile(r"\(([^()]*)\)")
_PIECE = re.compile(r"[\w][\w.@-]*[\w]|\w")
# What a bracket may hold beside the older value and still only say where or what the newer value is: "(Zurich)",
# "(Manchester office)", "(mDNS name for 192.168.0.50)", "(aka Zurich)", "(i.e. the Zurich site)". Any other word
# ("(Sentry seats too pricey)", "(was weekly)", "(Hannah on leave)") tells something of the older value: a change
# told aside, left to the readers.
_ALIAS = frozenset("""a an the for of to that which it is = aka i.e ie e.g same as name alias hostname host resolves
    points office offices site campus hq branch location team entity dns mdns ip address url domain""".split())


_WHOSE = frozenset("the our my their his her its".split())


def _pieces(text: str) -> set[str]:
    return {p.lower().rstrip(".:") for p in _PIECE.findall(text)}


def restated_in_bracket(new_text: str, old_value: str, new_value: str) -> bool:
    """Whether a bracket in the newer text names a piece of the older value (``old_value``, the one a reader
    compared) that the newer text's words outside brackets do not, and nothing more, beside a newer value
    (``new_value``) that shares a piece with the older one ("Google Switzerland (Zurich)" after "Google Zurich";
    not "Apple (audio)" after "Sony, audio DSP": another employer, its field told aside); or a bracket that is the
    older value whole ("Dmitri's squad (Ops Tools)" after "the Ops Tools squad")."""
    if "(" not in new_text or not old_value:
        return False
    brackets = _BRACKET.findall(new_text)
    if not brackets:
        return False
    older_whole = {p for p in _pieces(old_value) if len(p) >= 2}
    # "belongs to Mirela (our CTO)" after "owned by the CTO": whose it is ("our") is no word of the value
    if older_whole and any(_pieces(inside) - _WHOSE == older_whole - _WHOSE for inside in brackets):
        return True  # "maintained by Dmitri's squad (Ops Tools)" after "owned by the Ops Tools squad": the older name
    if not _pieces(old_value) & _pieces(new_value):
        return False
    outside = _pieces(_BRACKET.sub(" ", new_text))
    older = {p for p in _pieces(old_value) if len(p) >= 3}
    for inside in brackets:
        words = _pieces(inside)
        if "→" in inside or "->" in inside or any(stem(w) in W.CHANGE_WORDS for w in words):
            continue
        restated = (older & words) - outside
        if restated and not words - older - _ALIAS:
            return True
    return False

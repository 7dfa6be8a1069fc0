"""A later dated fragment: two notes that each open with a date, the newer one later and without a verb, state one
attribute as of two dates — the later date is the change marker.

"2025-01-13 — 1:1 with Priya: Wednesdays 14:00." / "2025-05-07 — Priya 1:1 slot: Thu 11:30."; "2024-11-20 — team
lunch once a month." / "2025-04-09 — team lunch every Friday, rota on the fridge."; "2025-02-02 — firmware on the
branch routers: 7.1." / "2025-07-19 — router firmware 7.4 across all sites." No change word is said, and several
readers (a day moved, a weekly slot, an aside after the value) wait for one; a fragment dated later that gives the
thing another value is what holds from that date, as if it said "now".

Only a fragment that does not bound its value ("in the lab only", "except Fridays"): a newer note with a verb
tells something that happened on its date ("queue hit 9.8k at peak", "had almond today", "asked about cost of living
in Minneapolis"), not the value that holds. Only a later date, both notes dated (a date against none orders
nothing), and a newer note the statement model finds neither hedged, temporary, additive, about the past nor one
event; nor one whose place lies under the older note's ("log directory: /var/log/orbit/" / "orbit audit logs written
to the /var/log/orbit/audit/ subfolder"): a part of the older place holding a narrower thing, which no later date
makes a move (the older attribute told again in its own words, "log directory: /var/log/orbit/v2/", is a move).
The readers then take it as told with "now"; every other guard (another scope, another thing, the frame guard of
:mod:`core.conflicts.bounds`) reads it as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TypeVar

from core.conflicts import wording as W
from core.conflicts.notes import _has_verb
from core.conflicts.statement import Statement, read
from core.conflicts.tokenized import tokenized

M = TypeVar("M")

_ISO_DATED = re.compile(r"^\s*(\d{4}-\d\d-\d\d)\s*[—–-]\s*")
# A fragment that bounds its value ("7.4 in the lab only", "except Fridays", "still 7.1 on the rest"): part of the
# thing, not the whole of it from that date.
_BOUNDED = re.compile(r"\b(?:only|just|except|excluding|still|also|too|as well)\b")


def _verbless(body: str) -> bool:
    """Whether a note's body has no verb: no copula, no verb word, no past form."""
    tokens = list(tokenized(body))
    if _has_verb(tokens):
        return False
    return not any(t.kind == "word" and W.past_form(t.low) for t in tokens)


def later_fragment(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older note against the newer one told as holding now, when the newer is a
    later dated fragment (see the module doc), else ``None``."""
    if not (old_text[:1].isdigit() and new_text[:1].isdigit()):
        return None  # cheap: a note that does not open with a digit opens with no date
    dated_old, dated_new = _ISO_DATED.match(old_text), _ISO_DATED.match(new_text)
    if dated_old is None or dated_new is None or dated_new.group(1) <= dated_old.group(1):
        return None
    body = new_text[dated_new.end():].rstrip(" .")
    if not body or _BOUNDED.search(body.lower()) is not None:
        return None
    if not _verbless(body):
        head = _without_why(body)  # "client standup 11:00, their team went to Toronto hours": the fragment, then why
        if head is None:
            return None
        body = head
    new = read(new_text)
    if new.hedged or new.temporary or new.additive or new.past_only or new.event or new.negated:
        return None
    if _under_the_older(read(old_text), new):
        return None
    return decide(old_text, f"{new_text[:dated_new.end()]}{body} now.")


# What may open a clause that says where or for whom a value holds, not why it changed.
_SCOPING = frozenset("but except only on for in at during until unless when while and or with which that who".split())


def _without_why(body: str) -> str | None:
    """A fragment's verbless head when what follows its last comma is one past clause that says why, with a subject
    of its own and no value ("client standup 11:00, their team went to Toronto hours"), or ``None``."""
    head, comma, why = body.rpartition(", ")
    if not comma or not head or not _verbless(head):
        return None
    words = why.lower().split()
    if len(words) < 3 or words[0] in _SCOPING or any(ch.isdigit() for ch in why):
        return None
    told = read(why)
    if not told.past_only and not any(W.past_form(w) for w in words[1:3]):
        return None
    return head


# The slots whose values are places a path can extend.
_PLACES = ("path", "host", "url")


def _under_the_older(old: Statement, new: Statement) -> bool:
    """Whether a place the newer note gives lies under one the older note gives ("/var/log/orbit" →
    "/var/log/orbit/audit", "docs.acme.io" → "docs.acme.io/api") for something the older note does not name in its
    words alone: a part of the older place."""
    if new.key <= old.key:
        return False  # "log directory: /var/log/orbit/v2/": the older attribute, moved
    olds = [v.rstrip("/") + "/" for slot in _PLACES for v in old.values.get(slot, ())]
    return any(v.startswith(o) for o in olds for slot in _PLACES for v in new.values.get(slot, ()))

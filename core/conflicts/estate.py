"""Where the writer's whole estate runs: one cloud region for everything, told again with another.

"We host everything in us-east-1" / "All our workloads sit in eu-central-1 after the GDPR push" / "We
finished the move to eu-central-1 on Friday"; "We keep the S3 buckets in us-east-1" / "All our buckets live
in eu-central-1". :func:`.addresses.address_change` needs a thing both texts locate; here the older text
locates no thing of its own (only "everything", generic nouns: what a team runs as a whole) or the newer
one says *all* of the older thing's kind, and the newer text either says all of it again or tells the move.

Not a change: a narrower or another thing ("Our DR backups live in us-west-2", "Lambda functions run in
eu-west-1"), a scope ("staging", "a second region"), the older region still named, a text with two
regions, and whatever the statement model finds hedged, planned, additive or about the past (the caller
checks).
"""

from __future__ import annotations

import re

from core.conflicts.addresses import _DEAD, _GENERIC, _REGION, _SCOPE, located
from core.conflicts.value_shapes import CLOUD_REGION
from core.text.tokens import stem

# Nouns for what a team runs as a whole: "everything" itself is a light word and never a thing word.
_ESTATE = _GENERIC | frozenset(stem(w) for w in """workload workloads infra infrastructure stack stuff resource
    resources compute data estate fleet aws gcp azure cloud""".split())
# Words that tell the move itself ("finished the move to", "the cutover to"), not a thing moved.
_MOVES = frozenset(stem(w) for w in """move moved moving migration migrate migrated migrating cutover cut over
    finish finished complete completed done switch switched""".split())
# A bracket right after the older region that names the place it is in ("eu-west-1 (Ireland)") or says it holds
# everything ("us-east-1 (all svcs)"): the region told again, not a scope of the thing.
_GLOSS = re.compile(r"(\b[a-z]{2,12}(?:-[a-z]{2,5})?-[a-z]+-?\d{1,2})\s*"
                    r"\((?:all\s[^)]*|[A-Z][a-z]+(?:\s[A-Z][a-z]+)*)\)")


def _unglossed(text: str) -> str:
    return _GLOSS.sub(r"\1", text) if "(" in text else text


_ALL = frozenset("all everything entire whole every".split())
_WHEN = frozenset(stem(w) for w in "last this week month quarter year day weekend sprint friday monday".split())


def estate_region_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts everything ``old_text`` keeps in one region in another region, or ``None``."""
    if "-" not in old_text or "-" not in new_text:
        return None  # the cheap test first: a region is written with dashes
    old, new = located(_unglossed(old_text)), located(new_text)
    before, after = old.values.get("region", frozenset()), new.values.get("region", frozenset())
    if len(before) != 1 or len(after) != 1 or before == after or set(old.values) != {"region"}:
        return None
    (was,), (now,) = before, after
    lowered = new_text.lower()
    if was in lowered and not any(was in part and _DEAD.search(part) for part in re.split(r"[;,.]", lowered)):
        return None  # the older region still named: kept, beside another — unless said dead ("us-east-1 empty")
    old_thing = [w for w, _ in old.words]
    moves = [k for w, k in new.words if w in _MOVES or (w.startswith("post-") and stem(w[5:]) in _MOVES)]
    # "We wrapped up the migration to …": what is done to the move is not a thing moved.
    new_thing = {w for w, k in new.words if (not moves or k > moves[0]) and not w.startswith("post-")} - _MOVES - _WHEN
    said_all = bool(_ALL & {w.strip(".,;:") for w in new_text.lower().split()})
    # "workloads migrated to eu-central-1": the move told by a verb the address reader reads as light.
    moved = bool(moves) or any(stem(w.strip(".,;:")) in _MOVES for w in new_text.lower().split())
    if (new_thing - set(old_thing)) & _SCOPE or old.bracketed or new.bracketed:
        return None
    if set(old_thing) <= _ESTATE:
        # "We host everything in …": the newer text says all again, or tells the move with nothing narrower.
        if not (said_all or moved) or not new_thing <= _ESTATE:
            return None
    elif not (said_all and old_thing[-1] in new_thing and new_thing <= set(old_thing) | _ESTATE):
        return None  # "the S3 buckets" is moved by "all our buckets", not by "our Lambdas"
    return f"one region for everything kept there, {was} → {now}"


_REGION_WORD = re.compile(r"\b" + CLOUD_REGION + r"\b")
_COMPASS = ("east", "west", "north", "south", "central", "northeast", "northwest", "southeast", "southwest")


def region_search_words(text: str) -> list[str]:
    """The words a candidate lookup adds for a text that names a cloud region: every region is written
    with a compass word, so "us-west-2" finds "eu-north-1" though the two share no word of their own."""
    found = [m.group(0) for m in _REGION_WORD.finditer(text.lower())]
    return list(_COMPASS) if any(_REGION.match(f) for f in found) else []

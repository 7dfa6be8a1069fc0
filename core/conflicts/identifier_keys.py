"""A config key written as an identifier, read as the words the older memory spells it with.

"metrics scrape interval is 30s" / "scrape_interval: 15s in prometheus.yml"; "replicas for prod: 3" / "replicaCount: 5
in values.yaml, prod": a setting told once in words and once as the key a file names it by (snake_case, camelCase,
kebab-case). Read whole, the identifier is one word the older memory never says, and the statement model finds
another attribute. Spelled out — "scrape interval: 15s", "replica count: 5" — it is the older memory's attribute.

Read here: an identifier in the newer text made of two or more words joined by "_" or by a capital's hump
("scrape_interval", "replicaCount", "targetSdk"), each of its words (singular or plural) a word of the older text or
a word that names the kind of value ("replicaCount": a count);
the newer text is read again with those identifiers spelled out, and whatever decides that pair decides this one (the
frame guards still read the whole sentence). An identifier with a word the older text lacks ("scrape_timeout") names
another setting and is left as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import pairwise
from typing import TypeVar

from core.conflicts import wording as W
from core.text.tokens import stem

M = TypeVar("M")

# "scrape_interval", "replicaCount", "targetSdk", "max_connections": words joined by "_" or by a capital's hump.
_IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+\b")
_HUMP = re.compile(r"[A-Z]?[a-z0-9]+")
_WORD = re.compile(r"[a-z][a-z0-9]*")


def _parts(identifier: str) -> list[str]:
    if "_" in identifier:
        return [p for p in identifier.lower().split("_") if p]
    return [p.lower() for p in _HUMP.findall(identifier)]


@lru_cache(maxsize=1024)
def _may_hold_identifier(text: str) -> bool:
    """Whether ``text`` has a "_" or a lower-case letter before a capital: the cheap test before the pattern.

    Kept per text: a capture asks it of its newcomer beside each of its candidates (a walk of every character pair,
    ~1 % of a capture's time at 100,000 memories, bench/conflicts_speed.py --profile)."""
    return "_" in text or any(a.islower() and b.isupper() for a, b in pairwise(text))


def spelled_out(old_text: str, new_text: str) -> str | None:
    """The newer text with each identifier the older text spells in words written that way, or ``None``."""
    if not _may_hold_identifier(new_text):
        return None  # cheap: no identifier
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    if not old_stems:
        return None
    changed = False

    def spell(found: re.Match[str]) -> str:
        nonlocal changed
        parts = _parts(found.group(0))
        if len(parts) < 2 or not all(stem(p) in old_stems or stem(p) in W.VALUE_NOUNS for p in parts) \
                or all(stem(p) in W.VALUE_NOUNS for p in parts):
            return found.group(0)
        changed = True
        return " ".join(parts)

    told = _IDENTIFIER.sub(spell, new_text)
    return told if changed else None


def identifier_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one with its identifier keys spelled out, or
    ``None`` (also when it has none the older text spells)."""
    told = spelled_out(old_text, new_text)
    return None if told is None else decide(old_text, told)

"""Two things of one noun: "the variant-calling pipeline" and "the RNA-seq pipeline".

A writer who keeps several things of one kind names each by a modifier right before the shared noun — a compound
("variant-calling", "feature-flags") or a name ("iOS", "RNA-seq") — and the statement model keys both memories by
that noun, so the second thing's owner or value reads as the first one's changed. Read from structure: each memory
names the noun after a determiner and a modifier of its own, neither memory holds the other's modifier anywhere,
and neither modifier is a value the reader compared ("the Shopify store" / "the WooCommerce store" moved the store
from one tool to another: the modifiers are the values), nor the other's initials ("the PTW meeting" / "the
permit-to-work meeting"). A possessive or a word of which one may stand before a compound modifier ("the yard's
race-planner app" / "the companion feed-calculator app"), and a dated note may open with a name before its noun
("Emaar client team prefers …" / "DEWA client team leans toward …"), and a note keyed by its thing names it by the
key's last two words ("studio booking widget: MIT" / "studio payment widget: LGPL-3.0").
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.note_dates import undated
from core.conflicts.wording import STOP_WORDS
from core.text.tokens import stem

# "the variant-calling pipeline", "our iOS app": a determiner, a modifier that names a kind, the noun.
# A gerund names a kind as well ("the forecasting API", "the billing service"), and the noun may be an acronym ("API");
# a gerund that only says where a thing stands in time or order ("the existing API") names no kind.
# One word may stand between the determiner and a gerund ("the shared monitoring namespace"; not one of age or order,
# "the new casting mould" being the one thing anew), or between the determiner and a hyphened modifier: a possessive or
# a word that says which one ("the yard's race-planner app", "the companion feed-calculator app"); "each" or "every"
# names a kind by a plain noun ("each tenant namespace": the namespace every tenant has).
_NAMED_THING = re.compile(r"\b(?i:the|my|our|their|his|her|your|its)\s+"
                          r"(?:(?!(?:new|old|current|former|previous|existing|next|first|last|latest|same|other|original)\b)"
                          r"(?:[a-z]{3,}\s+(?=[a-z]{3,}ing\s)|[a-z]{3,}(?:['’]s)?\s+(?=[\w]+(?:-[\w]+)+\s)))?"
                          r"(?P<modifier>[\w]+(?:-[\w]+)+|[\w-]*[A-Z][\w-]*"
                          r"|(?!(?:existing|remaining|following|upcoming|ongoing|resulting|coming|leading|working)\b)"
                          r"[a-z]{3,}ing)\s+(?P<noun>[a-z]{3,}|[A-Z]{2,}s?)\b"
                          r"|\b(?i:each|every)\s+(?P<kind>[a-z]{3,})\s+(?P<kinds_noun>[a-z]{3,})\b")


# A dated note may open with a name before the noun, no determiner before it: "2025-04-02 — Emaar client team
# prefers …".
_NOTE_OPENS_NAMED = re.compile(r"^\s*(?P<modifier>[A-Z][\w-]+)\s+(?P<noun>[a-z]{3,})\s+[a-z]{3,}")
# A note keyed by its thing, the modifier right before the key's noun: "studio booking widget: MIT", "Þeistareykir
# gas-model repo: BSD-3-Clause" (the key's other words name what both things belong to).
_KEY_NAMED = re.compile(r"^\s*(?:[\w'’-]+\s+){0,3}?(?P<modifier>[a-z][\w'’-]{2,})\s+(?P<noun>[a-z]{3,})\s*[:=]")


@lru_cache(maxsize=4096)
def _named_things(text: str, each: bool = True) -> tuple[tuple[str, str], ...]:
    """(modifier, stemmed noun) of each thing ``text`` names by a modifier of its own before its noun, or, in a dated
    note, by a name it opens with ("2025-04-02 — Emaar client team prefers …"); with ``each``, also a kind told "each
    <kind> <noun>" (read in the older memory only: "*Every client app* is on Fly.io now" after "my Elixir apps" tells
    all of the older ones)."""
    body = undated(text)
    found = [(match.group("modifier"), stem(match.group("noun"))) if match.group("modifier")
             else (match.group("kind"), stem(match.group("kinds_noun")))
             for match in _NAMED_THING.finditer(body) if each or match.group("modifier")]
    opening = _NOTE_OPENS_NAMED.match(body) if body != text else None
    if opening is not None:
        found.append((opening.group("modifier"), stem(opening.group("noun"))))
    return tuple(found)


@lru_cache(maxsize=4096)
def _keyed_thing(text: str) -> tuple[str, str] | None:
    """(modifier, stemmed noun) of the thing a note is keyed by ("studio booking widget: MIT"), or ``None``."""
    body = undated(text)
    keyed = _KEY_NAMED.match(body) if ":" in body or "=" in body else None
    if keyed is None or keyed.group("noun") in _ATTRIBUTE_KEYS:
        return None  # "podcast title", "artist pref": an attribute of a thing, the modifier the thing itself
    return keyed.group("modifier"), stem(keyed.group("noun"))


# A key's last word that names an attribute rather than a thing: the modifier before it is the thing.
_ATTRIBUTE_KEYS = frozenset("""name title label nickname pref prefs preference owner owners steward licence license
version address email url host channel time times schedule slot frequency cadence rate count size limit cap role
job title employer home residence tool tools control""".split())


def _value_retold(old_text: str, new_text: str) -> bool:
    """Whether a word of the older note's value (after its key) is told in the newer memory: the older thing spoken
    of again ("Mailchimp" in "newsletter tool: Brevo (mailchimp cancelled)")."""
    value = undated(old_text).partition(":")[2] or undated(old_text).partition("=")[2]
    low_new = new_text.lower()
    return any(len(w) >= 3 and w not in STOP_WORDS and re.search(r"(?<![\w-])" + re.escape(w) + r"(?![\w-])", low_new)
               for w in re.findall(r"[a-z][\w-]*", value.lower()))


def two_of_one_noun(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the two memories name two things of one noun, each by a modifier the other memory lacks.

    ``compared`` is the reason a reader gave: a modifier among the values it compared (after the attribute's
    closing bracket) is the value itself, not another thing."""
    olds, news = _named_things(old_text), _named_things(new_text, each=False)
    # two notes keyed by their things: the keys read against each other only ("glyph team retro: Fri 14:00" keys
    # no "team" thing to set beside a "Friday retro")
    old_key, new_key = _keyed_thing(old_text), _keyed_thing(new_text)
    if old_key is not None and new_key is not None and not _value_retold(old_text, new_text):
        olds, news = (*olds, old_key), (*news, new_key)
    if not olds or not news:
        return False
    values = compared.rpartition(")")[2].lower()
    compared_words = set(re.findall(r"[\w-]+", values))
    old_low, new_low = old_text.lower(), new_text.lower()
    for old_modifier, old_noun in olds:
        for new_modifier, new_noun in news:
            if old_noun != new_noun or old_modifier.lower() == new_modifier.lower():
                continue
            if old_modifier.lower() in new_low or new_modifier.lower() in old_low:
                continue  # one thing told with both words
            if _initials_of(old_modifier, new_modifier) or _initials_of(new_modifier, old_modifier):
                continue  # "the PTW meeting" / "the permit-to-work meeting": one modifier the other's initials
            if old_modifier.lower() in values or new_modifier.lower() in values \
                    or {stem(old_modifier), stem(new_modifier)} & compared_words:
                continue  # the modifiers are the values compared (a reader may name them by their stems)
            return True
    return False


def _initials_of(short: str, long: str) -> bool:
    """Whether ``short`` is the initials of ``long``'s hyphened parts ("PTW" of "permit-to-work", "CTF" of
    "capture-the-flag")."""
    parts = [p for p in long.lower().split("-") if p]
    return len(parts) >= 2 and short.lower() == "".join(p[0] for p in parts)


# "on the new brine-pump edge box": a new one of a noun, named by a lower-case compound or a gerund of its own.
_NEW_THING = re.compile(r"\b(?i:the|a|an|our|my|their)\s+new\s+(?P<modifier>[a-z]+(?:-[a-z]+)+|[a-z]{3,}ing)\s+"
                        r"(?P<noun>[a-z]{3,})\b")
# A name both memories give: a capitalised word or one with a digit ("Node-RED", "Grafana", "k3s").
_NAME = re.compile(r"\b[A-Z][\w.+-]*|\b[a-z][\w.+-]*\d[\w.+-]*")


def new_one_of_the_noun(old_text: str, new_text: str) -> bool:
    """Whether the newer memory gives the thing both name to a *new* one of the older memory's noun, named by a
    modifier of its own: "Node-RED 3.1 on the cooling-tower edge box" / "Node-RED 4.0 on the new brine-pump edge box"
    is a second box with its own install, not the first one's upgraded. A capitalised modifier is a place or a name
    ("moved to the new Manchester office": a move), so only lower-case compounds and gerunds are read."""
    if "new" not in new_text:
        return False  # the cheap test first
    olds = _named_things(old_text)
    if not olds:
        return False
    old_low, new_low = undated(old_text).lower(), undated(new_text).lower()
    shared_names = {name for name in set(_NAME.findall(undated(old_text))) & set(_NAME.findall(undated(new_text)))
                    if len(name) > 1 and name.lower() not in STOP_WORDS}
    if not shared_names:
        return False
    for found in _NEW_THING.finditer(undated(new_text)):
        modifier, noun = found.group("modifier"), stem(found.group("noun"))
        for old_modifier, old_noun in olds:
            if old_noun == noun and old_modifier.lower() != modifier and modifier not in old_low \
                    and old_modifier.lower() not in new_low:
                return True
    return False

"""The older channel shut and another one named: :func:`channel_shut`.

It reads each text's channels and things with :func:`core.conflicts.channels.channel_reading` and proposes when the
newer text says the older channel was shut down, retired or left and names another for the same thing.
"""

from __future__ import annotations

import re

from core.conflicts.channels import (
    _ADDED,
    _CHANNEL_CUE,
    _CHANNEL_NOUNS,
    _MULTIWORD_AT,
    _TOKEN,
    _bare,
    _channel,
    channel_reading,
)
from core.conflicts.compiled import says
from core.conflicts.ending_words import ENDED_AFTER, alternation, phrases
from core.conflicts.note_dates import undated

# Said of a channel in a clause of its own: it is gone ("IRC channel closed", "mm shut down", "that server").
_SHUT = re.compile(r"\b(?:" + alternation(
    [w for w in ENDED_AFTER if w != "over"] + list(phrases("shutdown | read-only | pulled | no longer"))) + r")\b")
_PARTS = re.compile(r"[;.—–→]|->|,\s|\band\b")
# A note's part that only turns a channel off: "SMS off", "alerts: Slack off" — one word or two before "off".
_SWITCHED_OFF = re.compile(r"(?:[\w\s-]+:\s*)?[\w#@.-]+(?:\s[\w#@.-]+)?\s+off")


def channel_shut(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` closes the channel ``old_text`` uses and names another, or ``None``: "OSS chat on IRC" /
    "IRC channel closed; everyone's on Discord", "team chat runs on: Mattermost" / "mm shut down; everyone on
    Slack", "community lives on Discord" / "shut that server down and pointed everyone to GitHub Discussions".

    The newer text says a channel is gone in one part — the older channel by name, or by a channel's noun — and
    holds another channel in another part, whose thing is the older one's (or talking itself, or none)."""
    low_new = undated(new_text).lower()
    if not (says(_SHUT, low_new) or " off" in low_new) or not says(_CHANNEL_CUE, low_new):
        return None  # the cheap test first
    old_held, _, old_thing, _ = channel_reading(old_text)
    # each part as written: a name before a channel's noun is read by its capitals ("the HiveTrack app")
    written = [p.strip() for p in _PARTS.split(undated(new_text)) if p.strip()]
    parts = [p.lower() for p in written]
    gone = [p for p in parts if _SHUT.search(p) or _SWITCHED_OFF.fullmatch(p)]
    # "OSS chat on IRC #proj" / "IRC abandoned → Matrix room": of several channels, the one said gone
    named = [c for c in old_held if any(_names_channel(c, p) for p in gone)]
    if len(old_held) != 1 and len(named) != 1:
        return None
    (was,) = old_held if len(old_held) == 1 else named
    if not any(_names_channel(was, p) or any(_bare(w) in _CHANNEL_NOUNS for w in p.split()) for p in gone):
        return None  # something else shut ("the merger closed")
    _, _, old_verbs = channel_reading(old_text)[1:]
    for part, as_written in zip(parts, written, strict=True):
        if part not in gone or not (_SWITCHED_OFF.fullmatch(part) or "no longer" in part):
            continue  # only a part that turns a channel off or says it is no longer used names what went
        # "Expense claims are no longer taken over Slack": the part that ends a channel names what went through it
        said = channel_reading(as_written)[2] - _ENDING_LEFTOVERS - old_thing - {v[:5] for v in old_verbs}
        if said:
            return None  # another thing's channel ended
    held: set[str] = set()
    thing: set[str] = set()
    for part, as_written in zip(parts, written, strict=True):
        if part in gone:
            continue
        part_held, _, part_thing, _ = channel_reading(as_written)
        opening = frozenset() if part_held else _opening_channel(part)
        held |= part_held | opening
        own: frozenset[str] = frozenset()
        if opening:  # "Matrix room": the channel's own noun, right after it
            words = part.split()
            own = frozenset({_bare(words[1]).rstrip("s")[:5]}) & _NOUN_STEMS if len(words) > 1 else frozenset()
        thing |= part_thing - {c.rstrip("s")[:5] for c in opening} - own
    if not held or held & old_held or _ADDED.search(low_new):
        return None
    if (thing - {"~talk"}) - old_thing:
        return None  # another thing goes through the new channel
    return f"the older channel ({was}) is gone, another named: {' '.join(sorted(held))}"


def _names_channel(channel: str, part: str) -> bool:
    """Whether a lower-cased part names ``channel``: as a word, a #channel's name, or a venue's name in its words
    ("steam-playtest" in "steam playtest board locked")."""
    return channel in part.split() or channel.lstrip("#") in part or (
        "-" in channel and re.search(r"\b" + re.escape(channel.replace("-", " ")) + r"\b", part) is not None)


_NOUN_STEMS = frozenset(n.rstrip("s")[:5] for n in _CHANNEL_NOUNS)
# What a part that ends a channel says beside its thing: talk itself, "no longer", "off", a participle of taking
# ("no longer taken over Slack").
_ENDING_LEFTOVERS = frozenset("~talk longe off taken made given done kept held read-".split()) | frozenset(
    w[:5] for w in ENDED_AFTER if " " not in w)


def _opening_channel(part: str) -> frozenset[str]:
    """The channel a note's part opens with ("Google Chat from today"): a note names where, with no verb."""
    tokens = [t for t in _TOKEN.findall(part) if t]
    for words, joined in _MULTIWORD_AT.get(tokens[0] if tokens else "", ()):
        if tuple(tokens[:len(words)]) == words:
            tokens = [joined, *tokens[len(words):]]
            break
    found = _channel(_bare(tokens[0]), tokens[1] if len(tokens) > 1 else "") if tokens else None
    return frozenset({found}) if found else frozenset()

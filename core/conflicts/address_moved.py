"""One thing moved to an address of another kind: :func:`address_moved`.

"The herd database is hosted on the farm office PC at 192.168.1.20" and "The herd database has been migrated to a
cloud VM reachable at troupeau.ovh-host.fr"; "Lap-time exports are written to /srv/racing/laps" and "Lap-time
exports were redirected to an S3 bucket, s3://voltline-laps"; "backups pushed to backup01:/srv/hospital" and
"nightly backups land on the new Synology at 10.0.3.9 instead". :mod:`core.conflicts.address_change` compares one
kind's value with the same kind's (a host with a host, a path with a path); a thing moved off a machine is often
told at an address of another kind. A thing is reached at one place at a time, so where each text locates one thing
at exactly one address, the newer text names the thing with a word of the older one and says the thing moved (a
verb of moving or repointing, "instead", "these days", "from here on"), the newer address replaces the older.

Not a change: two addresses in either text (a host and its path are one), the older address still named (unless
said dead, freed or left), one address within the other, another thing (a scope word the older text lacks: "the
staging database", "a mirror"; a word it lacks right before a shared noun: "the concert recordings" after "the
rehearsal recordings"), an addition ("also", "as well", "a second copy"), a plan, a question, a window or a past
("until", "used to", "pre-2023"), the older address "still" redirecting; and whatever the statement model finds
hedged, temporary or additive (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts.addresses import _DEAD, _GENERIC, _LIGHT, _MAYBE, _SCOPE, located
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# The cheapest test: a word that says the thing moved ("migrated", "repointed", "re-IP'd", "instead", "these days").
_MOVED = re.compile(r"\b(?:relocat\w+|migrat\w+|moved|repointed|redirected|rerouted|rehomed|rehosted|re-ip'?d"
                    r"|re-addressed|switched|instead|these days|from here on|going forward|from now on"
                    r"|(?:now|only) (?:lives?|sits?|answers?|lands?|runs?|goes|go) (?:at|on|under|to|in))\b",
                    re.IGNORECASE)
# An addition, a plan, a question, a window or a past: no standing move.
_NOT_MOVED = re.compile(r"\b(?:also|as well|too|additional|second|extra|copy|copies|mirror(?:ed|s)?|backup copy"
                        r"|will|plan\w*|going to|might|may|maybe|should we|consider\w*|propos\w*|until|till|used to"
                        r"|previously|formerly|temporar\w*|for now|for the time being|this week|today|tonight"
                        r"|if|whether|test\w*|trial|still|window|pre-(?:19|20)\d\d|before (?:19|20)\d\d)\b|\?",
                        re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z0-9'’-]*")
# Words that name no thing, beyond the address reader's own light words: the holder, when, the move's reason.
_NOT_THING = frozenset(stem(w) for w in """new old last week month year yesterday ago nightly daily weekly every each
    after before since because the a an of that this those these only off took take taken stopped stop""".split())


# Words before a shared noun that add nothing of another thing: determiners, the holder, auxiliaries.
_BEFORE_NOUN = frozenset("""the a an my our their his her its this that these those new old whole entire both all every
    each of to for in on at by from with and or but was were is are has have been be being now then also i we you they
    he she it user user's me us them so""".split())

_DETERMINERS = frozenset("the a an my our their his her its this that these those".split())


def modified_apart(new_text: str, shared: set[str], old_text: str) -> bool:
    """Whether the newer text puts a word the older text lacks right before a noun the two share ("the *concert*
    recordings" after "the choir's rehearsal recordings", "*alumni* password resets"): another thing of the kind."""
    old_words = {stem(w) for w in re.findall(r"[a-z]+", old_text.lower())}
    plain = re.sub(r"\S*[/@]\S*|\S+\.\w\S*", " ", undated(new_text).lower())  # the addresses' own words left out
    words = re.findall(r"[a-z][a-z'’-]*", plain)
    for k in range(1, len(words)):
        if stem(words[k]) not in shared:
            continue
        before = words[k - 1]
        if before in _BEFORE_NOUN or before.endswith(("'s", "’s")) or stem(before) in shared:
            continue
        if k >= 2 and words[k - 2] not in _DETERMINERS and not words[k - 2].endswith(("'s", "’s")):
            continue  # "the user says staging …": a verb before the noun, not a word that makes it another thing
        if not any(stem(part) in old_words for part in re.split(r"[-'’]", before) if part):
            return True
    return False


def _kinds_values(text: str) -> tuple[set[str], list[str]]:
    """One text's address values of every kind but a port, and its thing words (hyphened words split too)."""
    found = located(text)
    values = {v for kind in ("host", "path") for v in found.values.get(kind, frozenset())}
    words: list[str] = []
    for word, _ in found.words:
        words.append(word)
        words.extend(stem(part) for part in word.split("-") if len(part) >= 3)
    return values, words


def _within(one: str, other: str) -> bool:
    """Whether one address holds the other's host or path ("x.io/v2" within "https://x.io/v2/send")."""
    a, b = one.lower().rstrip("/"), other.lower().rstrip("/")
    a = a.split("://", 1)[-1]
    b = b.split("://", 1)[-1]
    return a.startswith(b) or b.startswith(a)


def address_moved(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` says the thing ``old_text`` locates at one address moved to one address of another kind or
    another host, or ``None`` (see the module doc)."""
    if not says(_MOVED, new_text) or not says(_MAYBE, old_text) or not says(_MAYBE, new_text):
        return None  # the cheap tests first: no move said, or no address in one of them
    low_new = undated(new_text).lower().replace("’", "'")
    if _NOT_MOVED.search(low_new):
        return None
    old_values, old_words = _kinds_values(old_text)
    new_values, new_words = _kinds_values(new_text)
    if len(old_values) != 1 or len(new_values) != 1:
        return None
    (was,), (now,) = old_values, new_values
    if _within(was, now):
        return None  # one address, or one within the other
    if was.lower() in low_new and _DEAD.search(low_new) is None:
        return None  # the older address still named beside the newer one
    old_thing = {w for w in old_words if w not in _LIGHT} - _NOT_THING
    new_thing = {w for w in new_words if w not in _LIGHT} - _NOT_THING
    if (new_thing - old_thing) & _SCOPE:
        return None  # "the staging database", "a read replica": another thing of the kind
    shared = {w for w in new_thing for o in old_thing
              if w == o or (len(w) >= 4 and len(o) >= 4 and (o.startswith(w) or w.startswith(o)))} - _GENERIC
    if not shared or (len(shared) < 2 and len(old_thing - _GENERIC) > 2):
        return None  # another thing, or too little of the older one named
    if modified_apart(new_text, shared, old_text):
        return None  # "the concert recordings" after "the rehearsal recordings": another thing
    return f"one thing moved ({' '.join(sorted(shared))}), {was} → {now}"

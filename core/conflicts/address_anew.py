"""One thing's address given anew, the thing told with fewer of the older text's words: :func:`address_anew`.

"Archive backups rsync to /mnt/arkivju-bkp nightly" and "backup target path changed to /volume2/kurja-backup"; "The
Zillah hop yard's sensor readings are posted to mqtt.zillahhops.com on port 1883" and "The Zillah yard's sensors have
been repointed at 10.0.4.12, port 8883"; "The user runs the courier dashboard on port 8080 of the depot Raspberry Pi"
and "the depot Pi has served the dashboard from port 3000 ever since the Grafana upgrade". The newer text names the
older thing shorter (a word or more of the older text left out), so :func:`core.conflicts.address_things._another_thing`
reads another thing; but every word it names the thing with is the older text's own (in its words, or inside its
address: "the Williams schematics" after "/volume1/schematics/williams"), it shares a word that is no generic noun,
and it says the address changed (a change word, a verb of doing again, a reason: "after the firewall rework"). A
thing has one address of a kind at a time, so the one newer value of the kind replaces the older one.

The thing may be told with a word for where files sit ("the Landsat raw folder", "the pattern library") and with
words that are not the thing's at all, read off first: why or when, fronted ("Since the NAS died I've been keeping
…", "After the Docker clash, …"), the passive's doer ("… relocated to /rss/all by the web editor") and the machine
it sits on ("… on the new server").

Not a change: a word of the newer thing the older text lacks ("ban-evasion export" after "appeals export", "antenna
controller" after "telemetry box", a scope: "staging URL"), a bracket of its own, no change said ("checked: still
landing in …"), two values of the kind in either text, the older value still named (unless said dead, or only in a
reason), and whatever the statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re

from core.conflicts import wording as F
from core.conflicts.address_change import _UNDECIDED, _still_held, with_url_path
from core.conflicts.address_things import in_older_words
from core.conflicts.addresses import _DEAD, _GENERIC, _KINDS, _LIGHT, _MAYBE, _SCOPE, located
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# Words of the newer text that name no thing: verbs of placing, serving and changing, fillers, when it happened, and
# the nouns an address itself is told with ("target path", "destination").
_NOT_THING = (F.CHANGE_WORDS | F.LIGHT_VERBS | F.FILLER_WORDS | F.stem_set(" ".join(F.TIME_WORDS))
              | frozenset(stem(w) for w in _LIGHT)
              | F.stem_set("last this next night morning target destination location answer answering connect "
                           "connects connecting reports report says told"))
# Words for where files sit: a place of the thing, not another thing ("the Landsat raw folder" after "Landsat scenes
# are stored at /mnt/raw/landsat").
_PLACE_NOUNS = F.stem_set("folder folders subfolder directory directories dir subdirectory location library share")
# Words of the newer text that name no thing of it: a fronted why or when up to its comma or to the main clause's
# subject ("Since the NAS died I've been …", "After the Docker clash, …"), a passive's doer closing a clause ("… by
# the web editor."), the machine it sits on ("… on the new server").
_NOT_OF_THE_THING = re.compile(
    r"^\s*(?:since|after|following|when|once|because of|due to)\s[^,;:.]{1,60}?"
    r"(?:,\s*|\s(?=(?:i|we|they)(?:['’]\w+)?\s))"
    r"|\bby (?:the|a|an|our|my|their|its) (?:[\w'’-]+ ){0,2}?[\w'’-]+(?=\s*(?:[.;,]|$))"
    r"|\b(?:on|onto) (?:the|a|an|our|my|that|this) (?:new |same )?(?:[\w-]+ )?(?:server|box|machine|nas)\b"
    r"(?=\s*(?:[.;,]|$))",
    re.IGNORECASE)
# A name written with a number ("KX-7", "ONC-214", "lehr3"), outside an address (not a scheme: "s3://"): the reader
# of words does not keep it.
_NUMBERED_NAME = re.compile(r"(?<![\w/.@:~\\-])[A-Za-z]+-?\d[\w-]*(?![\w:/.-])")
# A change told: an arrow, or a reason the newer value came with ("after the firewall rework", "because …").
_CHANGE_MARK = re.compile(r"->|→|\b(?:after|because|due to|following|ever since|these days|from today)\b",
                          re.IGNORECASE)
# One occasion, not the standing address: "today", "this week", "had to"; unless a lasting change is said with it.
_ONE_OCCASION = re.compile(r"\b(?:today|tonight|this (?:morning|afternoon|evening|week|weekend)|had to|for now)\b",
                           re.IGNORECASE)
_LASTING = re.compile(r"\b(?:from today|from now|now on|these days|going forward|for good)\b", re.IGNORECASE)
# Change words that are also how an address is used ("can be reached at …").
_REACHED = F.stem_set("reach reached reaching")
_WORD = re.compile(r"[a-z][a-z0-9'’-]*")


def address_anew(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` locates another address of the same kind, naming it only with the
    older text's own words, or ``None`` (see the module doc)."""
    if not says(_MAYBE, old_text) or not says(_MAYBE, new_text) or _UNDECIDED.search(new_text):
        return None  # the cheap test first: no host, port, path or region in one of them
    if says(_ONE_OCCASION, new_text) and not says(_LASTING, new_text):
        return None  # "Today I had to use 10.4.2.17 for the admin page because DNS was down": one occasion
    new = located(new_text)
    if not new.values or not _change_told(new_text):
        return None
    old = with_url_path(located(old_text), new, new_text)
    if not old.values or not old.words or new.keyed or old.keyed or new.bracketed - old.bracketed:
        return None
    low_old = undated(old_text).lower()
    if any(name.lower() not in low_old for name in _NUMBERED_NAME.findall(new_text)):
        return None  # "my KX-7 exports" after "the KX-9 lab exports": a name with a number is another thing
    new = in_older_words(old, new)
    old_thing = {w for w, _ in old.words}
    told = {w for w, _ in new.words} - _NOT_THING - (_PLACE_NOUNS - old_thing)
    if _NOT_OF_THE_THING.search(new_text):
        bare = located(_NOT_OF_THE_THING.sub(" ", new_text))
        if bare.values == new.values:  # the values stand outside what is read off
            # only words foreign to the older thing are read off: "Since the web host rebuild" still names its host
            told &= {w for w, _ in in_older_words(old, bare).words} | old_thing
    shared = (told & old_thing) - _GENERIC
    if not shared or not _all_older(told, old_thing, low_old):
        return None  # another thing, or none named
    if (old_thing - told) & _SCOPE - told:
        return None  # "staging API" / "the API": the older thing's scope left out may be another of its kind
    lowered = new_text.lower()
    for kind in _KINDS:
        before, after = old.values.get(kind, frozenset()), new.values.get(kind, frozenset())
        if kind == "port" and not after:
            after = new.values.get("bare port", frozenset())
        if len(before) != 1 or len(after) != 1 or before == after:
            continue
        (was,), (now,) = before, after
        if kind == "path" and (was.startswith(now.rstrip("/") + "/") or now.startswith(was.rstrip("/") + "/")):
            return None  # "the dyes folder under /srv/studio" after "/srv/studio/dyes": one folder, or one within
        if was in lowered and _DEAD.search(lowered) is None:
            return None  # the older value still named: beside the newer one
        if _still_held(was, now, lowered):
            return None
        return f"same {kind} of one thing told shorter ({' '.join(sorted(shared))}), {was} → {now}"
    return None


def _change_told(new_text: str) -> bool:
    """Whether the newer text says its address is a change: a change word, a verb of doing again ("rebound",
    "reorganised", "re-addressed"), an arrow or a reason the value came with."""
    if says(_CHANGE_MARK, new_text):
        return True
    for word in _WORD.findall(undated(new_text).lower()):
        if (stem(word) in F.CHANGE_WORDS and stem(word) not in _REACHED) or word == "rebound" or (
                word.startswith("re") and F.past_form(word) and (F.past_form(word[2:].lstrip("-")))
                and len(word) > 7):
            return True
    return False


def _all_older(told: set[str], old_thing: set[str], low_old: str) -> bool:
    """Whether every word the newer text names its thing with is the older text's: one of its thing words, or a word
    of it (its address's parts too: "williams" in "/volume1/schematics/williams") that the newer word begins or that
    begins the newer word ("upload" / "uploader")."""
    words = {stem(w) for w in _WORD.findall(low_old)} | set(re.split(r"[^a-z0-9]+", low_old))
    for w in told - old_thing:
        if any(o == w or (len(w) >= 3 and o.startswith(w)) or (len(o) >= 4 and w.startswith(o)) for o in words if o):
            continue
        return False
    return True

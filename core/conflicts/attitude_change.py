"""Whether a newer preference turns an older one: two texts' attitudes compared.

:func:`attitude_change` finds, for one holder (:func:`one_holder`):

- the holder turns **for** what it was **against**, or against what it was for, with
  compatible scopes ("avoids ORMs" / "has warmed up to ORMs"; "prefers REST APIs" / "has
  soured on REST");
- the holder **prefers another value for one slot**: the same head with other
  modifiers ("single quotes" / "double quotes", "2-space" / "4-space indentation"), another
  object for the same purpose ("Go for CLIs" / "Rust for CLIs"), another of a closed set of
  alternatives ("tabs" / "spaces"), or the same thing in another form with the old form
  refused ("bullet points" / "prose paragraphs, not bullets"). Liking is not exclusive: a
  preference, a want or a marked change says one value replaced the other, two plain
  likings can both hold.

Not a contradiction: an attitude to another object, another holder, the same attitude said
more mildly or more exactly, two things both avoided, and whatever the statement model
finds hedged, temporary, additive or about the past. The attitudes themselves are read by
:mod:`core.conflicts.attitude`. What two attitudes are asked (one object, another value for one slot) is in
:mod:`core.conflicts.attitude_values`, whose holders are one party in :mod:`core.conflicts.attitude_holders`,
a preferred time moved to the other half of the day in :mod:`core.conflicts.attitude_dayparts` and one thing
wanted in another form in :mod:`core.conflicts.attitude_forms`.
"""

from __future__ import annotations

import re

from core.conflicts.attitude import attitudes, has_cue
from core.conflicts.attitude_dayparts import _daypart_moved
from core.conflicts.attitude_forms import _form_changed
from core.conflicts.attitude_holders import one_holder, one_party
from core.conflicts.attitude_values import (
    _among,
    _another_value,
    _bracket_names_another,
    _compatible,
    _glossed,
    _kept_within,
    _refusal_restated,
    _same_object,
    _shown,
)
from core.conflicts.attitude_words import AGAINST, FOR, Attitude
from core.conflicts.note_dates import undated


def attitude_change(old_text: str, new_text: str) -> tuple[str, str] | None:
    """How ``new_text`` turns an attitude ``old_text`` states: ``("flip"|"value", reason)``, or ``None``."""
    if not has_cue(new_text) or not has_cue(old_text):
        return None
    olds, news = attitudes(old_text), attitudes(new_text)
    if not olds or not news:
        return None
    for new in news:
        for old in olds:
            shorter = old.holder != new.holder and not one_holder(old.holder, new.holder)
            if shorter and not one_party(old.holder, new.holder, old_text, new_text):
                continue
            if old.polarity != new.polarity and _kept_within(new, old) \
                    and (_compatible(old.purpose, new.purpose) or old.purpose <= new.scope) \
                    and (_same_object(old, new) or _refused_as_told(old, new, old_text)):
                was = "for" if old.polarity == FOR else "against"
                now = "for" if new.polarity == FOR else "against"
                return "flip", f"the same preference ({_shown(old)}): was {was}, now {now}"
            why = _another_value(old, new, _bracket_names_another(old_text, new_text) or "(" in old_text)
            if why == "one modifier":
                # "LED work lights … at night" / "LED night lighting": the newer word told in the older memory already
                told = set(re.findall(r"[a-z]+", undated(old_text).lower()))
                why = "" if any(w in told or w + "s" in told for w in new.modifiers - old.modifiers) else "modifier"
            if shorter and why == "purpose":
                # "flat pedals … by the track's novice coach for first sessions" / "short cranks … by the novice coach
                # for first sessions": a holder read as one only by its fuller and shorter names, and two things for
                # one purpose — two choices, not one changed
                why = ""
            if why and _glossed(old, new_text):
                continue  # "vi-style keybindings (vim mode in VS Code)": the older value in brackets, told more exactly
            # "commit msg pref: conventional commits, scope required": the older value told again beside another
            # part of the newer note is kept, the other part added
            kept = any(n is not new and n.holder == new.holder and n.polarity == FOR and n.words == old.words
                       for n in news)
            if why and _refusal_restated(olds, news, old_text, new_text):
                continue  # "linen napkins over paper" / "cloth napkins chosen, paper refused": the same choice again
            if why and not kept and not any(o.holder == new.holder and o.polarity == FOR and (o.words & new.words)
                                            for o in olds if o is not old):
                return "value", f"same preference, {_shown(old)} → {_shown(new)}"
            if old.polarity == FOR and new.polarity == FOR and old.head == new.head:
                # "PR descriptions as prose paragraphs, not bullets": the same thing, its older form refused.
                refused = [n for n in news if n.polarity == AGAINST and n.holder == new.holder]
                if any(_among(r.head, old.words | old.scope) for r in refused):  # "printed" / "no more printouts"
                    return "value", f"same preference ({_shown(old)}), the older form refused"
            if old.polarity == FOR and new.polarity == FOR and new.exclusive and old.head != new.head \
                    and _compatible(old.purpose, new.purpose):
                # "pref: squash merges" / "user wants rebase-merge, no squashing": another value chosen, the older
                # value itself refused beside it.
                values = old.words | {m.partition("=")[2] for m in old.modifiers if "=" in m}
                values |= {part for v in values for part in v.split("-") if len(part) >= 4}  # "early-morning"
                # A refusal told without a holder in the newer memory is its holder's ("…; mornings are to be avoided").
                if any(n.polarity == AGAINST and (n.holder == new.holder or n.holder == "impersonal")
                       and _among(n.head, values) and n.head != new.head
                       and _compatible(n.modifiers, old.modifiers) for n in news):
                    return "value", f"same preference, {_shown(old)} → {_shown(new)} (the older one refused)"
    return _turned_on_it(olds, new_text) or _daypart_moved(old_text, olds, news, new_text) \
        or _form_changed(old_text, olds, news, new_text)


def _refused_as_told(old: Attitude, new: Attitude, old_text: str) -> bool:
    """Whether the newer attitude turns against the older one's thing told with words the older memory gives it
    outside its object: "likes payout summaries by email" / "fed up with emailed summaries", "likes receiving chef
    orders by phone call" / "can't stand phone orders" — the way the thing came, read there as a complement."""
    if old.polarity != FOR or new.polarity == FOR or old.head != new.head or not new.modifiers:
        return False
    told = re.findall(r"[a-z][a-z-]+", undated(old_text).lower())
    wanted = [m.partition("=")[2] or m for m in new.modifiers]
    return all(len(m) >= 3 and any(w.startswith(m) for w in told) for m in wanted)


# "user soured on it", "I'm done with them": a turn against the thing the older memory is about, named by a
# pronoun — the newer memory opens with it, so the pronoun can only be the older memory's one thing.
_PRONOUN_TURN = re.compile(r"^\W*(?P<who>the user|user|i|i'm|we|we're)\s+(?:has\s+|have\s+|is\s+|am\s+|are\s+)?"
                           r"(?:soured on|gone off|went off|turned against|done with|grown tired of|grew tired of"
                           r"|tired of|over|no longer (?:likes?|wants?|cares? about))\s+(?:it|them|that)\b")


def _turned_on_it(olds: tuple[Attitude, ...], new_text: str) -> tuple[str, str] | None:
    turned = _PRONOUN_TURN.match(undated(new_text).lower().replace("’", "'"))
    liked = [o for o in olds if o.polarity == FOR and not o.contrast]
    if turned is None or len(liked) != 1 or liked[0].holder not in ("self", "impersonal"):
        return None
    return "flip", f"the same preference ({_shown(liked[0])}): was for, now against"

"""A numbered radio channel told again with another number: :func:`radio_channel_retold`.

"Marshals use radio channel 4" / "… switched to channel 6 (channel 4 reassigned)": the same thing on a numbered
radio, VHF, UHF or CB channel, another number, and the older one left or a reason given; not a channel added, kept
for a while, or another thing's.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.channels import _LIGHT
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated

# A numbered channel as any text writes it: "radio channel 4", "VHF 14", "ch 3", "ch3", "chan. 7", "channel 7".
_NUMBERED = re.compile(r"\b(?:(?:radio|vhf|uhf|cb)\s+(?:channel\s+|ch\.?\s*|chan\.?\s*)?"
                       r"|channel\s+|ch\.?\s*|chan\.?\s*)(\d{1,3})\b(?![.:/]\d)")
# A radio named in the older text: "channel 3" is a radio's channel there, so a bare "channel 7" later is one too.
_RADIO_SAID = re.compile(r"\b(?:radio|radios|vhf|uhf|cb|handsets?|walkie[- ]talkies?|talkgroup|airwave|tetra"
                         r"|motorola)\b")
_RADIO_ANYCASE = re.compile(_RADIO_SAID.pattern, re.IGNORECASE)
_NUMBERED_ANYCASE = re.compile(_NUMBERED.pattern, re.IGNORECASE)
# Said of the older channel in the newer text: it was left ("interference on 4", "channel 3 reassigned to …",
# "ch 3 retired", "channel 4 given back to parks").
_CHANNEL_LEFT = re.compile(r"\b(?:interference|noise|noisy|static|jammed|reassigned|retired|given back|handed back"
                           r"|dropped|abandoned|unusable|dead|no longer|not used|freed|vacated)\b")
# A channel beside the older one, for a while or as a stand-in: the older number is not left.
_CHANNEL_WHILE = re.compile(r"\b(?:also|as well|too|both|backup|back-up|fallback|spare|while|until|till|this week"
                            r"|tonight|for now|temporar\w*|for the (?:day|weekend|race|event|match)|still|except"
                            r"|if|when|whenever|unless|during"
                            # a past told with its date: "In 2019 crew updates went out on channel 7"
                            r"|(?:19|20)\d\d|back then|back in|used to|ago)\b")
# Words that say how or when a thing was put on a channel, not what goes on it.
_RETUNED = frozenset("""told use uses used using take takes took taken place carried carry carries run runs ran
    shifted shift moved move switched switch retuned retune changed change now from today onwards onward forward
    going happen happens held hold holds done is are was were be been all everyone everybody instead crew's
    i me we us user user's said says""".split())
_CUT_REASON = re.compile(r"\b(?:because|due to|after|since|as|following|once)\b")


def _channel_things(part: str) -> set[str]:
    """The content words of a part of a text that names a numbered channel, as five-letter stems, hyphened words in
    their parts ("race-day" → "race", "day"): what goes on the channel, without its number or light words."""
    words = re.findall(r"[a-z]+", _NUMBERED.sub(" ", part.lower()))
    return {w[:5] for w in words if w not in W.STOP_WORDS and w not in _LIGHT and w not in _RETUNED
            and w not in ("channel", "channels", "ch", "chan") and len(w) > 1}


def radio_channel_retold(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` puts what ``old_text`` sends on a numbered radio channel on another number, or ``None``:
    "crew announcements on radio channel 4" / "crew announcements are carried on channel 7 after interference on 4",
    "shift handovers over radio channel 3" / "interference on ch3; handovers take place on channel 7".

    The older text names a radio (so its "channel 3" is one) and one numbered channel; the newer text names one
    other number, and the older number only where it is said left ("interference on 4", "channel 3 reassigned"). The
    part of the newer text that names the new number tells the older thing (a word of it, no word the older lacks
    beside how it was moved). Not a channel beside the older one or for a while ("also", "backup", "this week"), the
    older number kept, another thing on the new channel ("the night crew uses channel 7")."""
    if not says(_RADIO_ANYCASE, old_text) or not says(_NUMBERED_ANYCASE, new_text):
        return None  # the cheap test first (each remembered per text): no radio in the older, no channel in the newer
    low_old, low_new = undated(old_text).lower(), undated(new_text).lower()
    olds = {m.group(1).lstrip("0") for m in _NUMBERED.finditer(low_old)}
    if len(olds) != 1:
        return None
    (was,) = olds
    if _CHANNEL_WHILE.search(low_new.replace("from today", "")):
        return None
    now = ""
    thing: set[str] = set()
    for whole in re.split(r"[;—–]|\. |,\s*(?=so\b)|\bso\b", low_new):
        # "… on radio channel 7 after interference on 4": the reason after the new number is a part of its own
        cut = _CUT_REASON.search(whole)
        for part in (whole,) if cut is None else (whole[:cut.start()], whole[cut.start():]):
            numbers = {m.group(1).lstrip("0") for m in _NUMBERED.finditer(part)}
            if was in numbers or re.search(rf"\b(?:on|off|from)\s+{was}\b", part):
                if not _CHANNEL_LEFT.search(part) or numbers - {was}:
                    return None  # the older number kept, or both numbers in one part
                continue
            if len(numbers) > 1 or (numbers and now):
                return None
            if numbers:
                (now,) = numbers
                thing = _channel_things(part)
    if not now or now == was:
        return None
    old_thing = _channel_things(_CUT_REASON.split(low_old)[0])
    if not thing & old_thing or thing - old_thing:
        return None  # another thing on the new channel, or what goes on it not told
    return f"same radio traffic ({' '.join(sorted(thing & old_thing))}), channel {was} → channel {now}"

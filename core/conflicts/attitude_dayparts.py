"""The same holder's preferred thing moved to the other half of the day: "morning deploys" / "deploys after 3 p.m.".

:func:`_daypart_moved`, tried by :func:`core.conflicts.attitude_change.attitude_change`: the halves of the day a
preference's words name (parts of the day, clock times, the 24-hour dial), the slots and booked things a time is
told of, and the guards — two people named apart, a window asked for, a narrower slot.
"""

from __future__ import annotations

import re

from core.conflicts.attitude_holders import _possessor_dropped, one_holder, one_party
from core.conflicts.attitude_values import _compatible, _shown
from core.conflicts.attitude_words import FOR, Attitude
from core.conflicts.note_dates import undated

# The two halves of a working day a preferred time falls in, by the stems :func:`.attitude._content` gives ("morn",
# "lat", "even") and clock times ("7am", "3pm"): "morning shifts" / "night rotations", "early starts" / "late shifts".
_FORENOON = frozenset("morn morning mornings early dawn sunrise breakfast".split())
_LATER = frozenset("afternoon afternoons even evening evenings night nights overnight lat late dusk dinner "
                   "after-dinner nightly".split())
_CLOCK = re.compile(r"^(\d{1,2})(?::\d\d)?\s*(am|a\.m|pm|p\.m)\.?$")
# A time on the 24-hour dial, or a span of two ("07:00–19:00"), read by its first hour.
_DIAL = re.compile(r"^([01]?\d|2[0-3]):[0-5]\d(?:\s?[–-]\s?\d{1,2}:\d\d)?$")
# "after 3 p.m.", "after 4pm", "after dinner": a later time told after the preferred thing, outside the object.
# "at the end of the day", "by close of business": the later half told as the day's end.
_AFTER_TIME = re.compile(r"\b(?:after|from)\s+(?:(\d{1,2})(?::\d\d)?\s*(?:pm|p\.m\.?)|dinner|supper|lunch)"
                         r"|\b(?:end of (?:the )?(?:working )?day|close of business)\b", re.IGNORECASE)
# The words "the end of the day" leaves in a scope: the time, no narrower slot.
_DAY_END = frozenset({"end", "day", "working"})
# A window the newer time is asked for: a stretch, not the standing preference.
_WINDOW = re.compile(r"\b(?:this|next) (?:week|weekend|fortnight)\b|\b(?:today|tonight|tomorrow|for now|for a while"
                     r"|temporar\w*)\b", re.IGNORECASE)
_DAY_WORDS = _FORENOON | _LATER | {"lat"}
# Things a working time is told of by itself: "early starts" and "late shifts" are one slot.
_TIME_SLOTS = frozenset("shift start rotation slot session rota".split())
# Things booked at a time of day, which a bare "slot" or "session" of the same holder stands for: "morning
# rehearsals" / "evening slots", "early-morning classes" / "evening sessions" (stems as :func:`.attitude._content`
# gives them).
_BOOKED = frozenset("rehearsal clas class lesson run pickup appointment visit practice training".split())


# A person named in capitals after the opening word ("Dr. Okafor", "Officer Asante", "Bram"), or a person of the
# holder's ("the user's deputy", "my partner").
_TITLES = frozenset("dr dr. mr mr. mrs mrs. ms ms. officer sister nurse prof prof.".split())
_THEIR_PERSON = re.compile(r"\b(?:user's|user’s|my|our|their|his|her)\s+(?:[\w-]+\s+)?(?:deputy|partner|colleague"
                           r"|assistant|manager|boss|lead|wife|husband|friend|son|daughter|sister|brother|mentor"
                           r"|teammate|coworker|co-worker|flatmate|roommate|apprentice)\b", re.IGNORECASE)


def _people_apart(old_text: str, new_text: str) -> bool:
    """Whether the newer text names a person the older one does not while the older names none of the newer's: two
    people's preferred times, not one person's moved."""
    old_body, new_body = undated(old_text), undated(new_text)
    olds, news = _capitalised(old_body), _capitalised(new_body)
    if _THEIR_PERSON.search(new_body) and not _THEIR_PERSON.search(old_body):
        return True
    return bool(news - olds) and not (news & olds)


def _capitalised(body: str) -> set[str]:
    """The words in capitals a text names people or places by: not its opening word nor a sentence's, unless a title
    stands before it ("Dr. Okafor"); not a part of the day."""
    words = body.split()
    found = set()
    for k, word in enumerate(words):
        clean = word.strip(".,;:()'’\"")
        if k == 0 or not clean[:1].isupper() or not clean[1:2].islower() or clean.lower() in _FORENOON | _LATER:
            continue
        if words[k - 1].endswith((".", "!", "?", "—", "–")) and words[k - 1].lower() not in _TITLES:
            continue
        found.add(clean)
    return found


def _halves(words: frozenset[str]) -> set[str]:
    """The halves of the day ("am", "pm") a preference's words name."""
    found = set()
    joined = " ".join(sorted(words))
    for whole in words:
        # "early-morning", "late-afternoon", "early-evening": a part of the day told in a compound, by its last word
        word = next((p for p in reversed(whole.split("-")) if p in _FORENOON | _LATER), whole) \
            if "-" in whole else whole
        if word in _FORENOON:
            found.add("am")
        elif word in _LATER:
            found.add("pm")
        elif (clock := _CLOCK.match(word)) is not None:
            found.add("am" if clock.group(2)[0] == "a" else "pm")
        elif (dial := _DIAL.match(word)) is not None:
            found.add("am" if int(dial.group(1)) < 12 else "pm")  # "07:00–19:00 shifts": by when it starts
    if re.search(r"\b\d{1,2}\b", joined) and re.search(r"\ba\.m\b", joined):
        found.add("am")  # "7 a.m. shifts", read as "7" and "a.m"
    return found


def _daypart_moved(old_text: str, olds: tuple[Attitude, ...], news: tuple[Attitude, ...],
                   new_text: str) -> tuple[str, str] | None:
    """The same holder's preferred thing moved to the other half of the day ("morning deploys" / "deploys after 3
    p.m.", "early 7am shift" / "afternoon shifts", "morning shifts" / "night rotations"): the same thing (one head, or
    two words of a working slot), the older time not among the newer one's; not a narrower setting the older one
    never names, another purpose, another holder."""
    if _people_apart(old_text, new_text):
        return None  # "Dr. Okafor pref: …" / "Dr. Nwosu pref: …", "the user's deputy, Bram, prefers …": two people
    if _WINDOW.search(new_text):
        return None  # "can't face the late shift this week; give me the morning rota": one week's ask
    later_told = _AFTER_TIME.search(new_text)
    for new in news:
        if new.polarity != FOR or new.contrast:
            continue
        now = _halves(new.words | new.scope)
        if later_told is not None:
            now.add("pm")
        for old in olds:
            if old.polarity != FOR or old.contrast or not (old.exclusive or new.exclusive):
                continue
            if old.holder != new.holder and not one_holder(old.holder, new.holder) \
                    and not _possessor_dropped(old.holder, new.holder) \
                    and not one_party(old.holder, new.holder, old_text, new_text):
                continue
            # "audits for early mornings": a purpose that is a time of day alone is when the thing is liked
            was = _halves(old.words | old.scope | (old.purpose if old.purpose <= _DAY_WORDS else frozenset()))
            if not was or not now or was & now:
                continue
            # "afternoons suit me better for client meetings" after "client meetings in the morning", "… for hive
            # inspections" after "inspect the hives": a bare time for the older thing itself (each word of the
            # purpose a word of the older thing, as a deed or a thing), when that thing is done
            for_older = _bare_time(new) and new.exclusive and bool(new.purpose) and not old.purpose \
                and all(any(_one_stem(w, o) for o in old.words) for w in new.purpose)
            one_thing = old.head == new.head or new.head in old.words or _one_stem(old.head, new.head) or (
                old.head in _TIME_SLOTS and new.head in _TIME_SLOTS) or _slot_of(old, new) or _slot_of(new, old) \
                or (_bare_time(new) and new.exclusive and not new.purpose) or for_older
            if not one_thing or not (for_older or _compatible(old.purpose, new.purpose)):
                continue
            if new.scope - old.scope - old.words - _FORENOON - _LATER - (_DAY_END if later_told else frozenset()):
                continue  # "afternoon shifts on weekends": a narrower slot beside the older one
            return "value", f"same preference ({_shown(old)}), another time of day: {_shown(new)}"
    return None


def _one_stem(one: str, other: str) -> bool:
    """Whether two words are one word told as a deed and as a thing ("rehears" for "rehearsing", "rehearsal",
    "instal" for "installs", "installation"): the same, or the shorter, of four letters or more, opens the longer,
    which runs at most six letters on."""
    short, long = sorted((one, other), key=len)
    return short == long or (len(short) >= 4 and long.startswith(short) and len(long) - len(short) <= 6)


def _bare_time(attitude: Attitude) -> bool:
    """Whether an attitude is for a part of the day alone ("evenings suit me far better", "late nights suit them
    better"): it names no thing, so it stands for the time of whatever thing the same holder liked at another time."""
    return attitude.head in _FORENOON | _LATER and attitude.modifiers <= _FORENOON | _LATER and not attitude.scope


def _slot_of(one: Attitude, other: Attitude) -> bool:
    """Whether ``one`` is a bare time slot told of ``other``'s thing: "morning slots for pickups" / "late-afternoon
    pickups" (the thing is the slot's purpose), "evening slots" / "morning rehearsals" (a slot for nothing else, of a
    thing booked at a time); a slot for another purpose ("evening slots for marking") is another slot."""
    if one.head not in _TIME_SLOTS:
        return False
    if other.head in one.purpose:
        return not other.purpose
    return other.head in _BOOKED and not one.purpose and not other.purpose

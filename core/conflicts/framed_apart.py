"""Whether a finding tells a second fact beside the older one, not a change of it: the frame guards of
:func:`core.conflicts.rules.decide`.

A rule or reader has matched the newer memory to the older one's attribute; the pair is still two facts when the
newer one is told for another scope, within a frame the frame guard reads (:mod:`.bounds`: a past state, a window,
a narrower use …), as a release restated, with two named holders or another holder's preference, as one value told
two ways, as the own value of someone of the holder's (:mod:`.relation_subject`), as the other end of one day or
errand, or as another fact of the same thing (:mod:`.another_fact`), a name of another thing or in a register of its
own, or one value told shorter (:mod:`.named_apart`) or in other words (:mod:`.other_words`), the older value
confirmed or still holding (:mod:`.confirmed`) or told in another language, spelling or form (:mod:`.other_form`); two
people's possessives (:func:`.holders.two_possessors`), a count at another site, a removal's cue after "still"; and,
for a home, when the newer place is the older one told wider or narrower (a street or a ward beside the town), a
capital described rather than named, or the older home named as the holder's home.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.another_fact import another_fact
from core.conflicts.another_person import newcomer_holds
from core.conflicts.attitude_holders import another_holder_prefers, two_named_holders
from core.conflicts.bounds import bounded
from core.conflicts.compiled import whole_starts
from core.conflicts.confirmed import change_told, older_confirmed
from core.conflicts.holders import two_holders, two_possessors
from core.conflicts.initials import one_value_by_initials
from core.conflicts.named_apart import (
    another_of_a_series,
    glossed_as_older,
    listed_in_papers,
    one_value_shorter,
    own_holders_named,
    path_told_as_folder,
    two_things_named,
)
from core.conflicts.note_dates import undated
from core.conflicts.opening_hours import other_end_of_day
from core.conflicts.other_form import one_value_two_forms, told_in_another_form
from core.conflicts.other_words import (
    checked_again,
    one_day,
    one_daypart,
    one_zone,
    same_amount_in_words,
    same_words_written_out,
)
from core.conflicts.place_within import ranked_apart, street_within, told_around, told_wider
from core.conflicts.pref_frames import preference_apart
from core.conflicts.relation_subject import another_group, relation_subject
from core.conflicts.scoped import another_scope
from core.conflicts.statement import read
from core.conflicts.told_two_ways import compared_values, told_two_ways
from core.conflicts.version_swap import release_restated
from core.text.tokens import stem


def framed_apart(old_text: str, new_text: str, framing: frozenset[str], reason: str, detail: dict) -> bool:
    """Whether a match (its ``reason`` and ``detail``) tells a second fact beside the older one, not a change of it:
    another scope, a frame the frame guard reads, two holders, one value told two ways, another fact of the thing."""
    return bool(another_scope(old_text, new_text, framing)
                or bounded(old_text, new_text, reason) or release_restated(old_text, new_text)
                or _home_told_wider(old_text, new_text, reason)
                or _home_told_as_capital(new_text, reason, detail)
                or two_named_holders(old_text, new_text) or another_holder_prefers(old_text, new_text)
                or two_possessors(old_text, new_text) or two_holders(old_text, new_text, reason)
                or told_two_ways(old_text, new_text) or other_end_of_day(old_text, new_text)
                or another_fact(old_text, new_text, reason, detail) or preference_apart(old_text, new_text)
                or relation_subject(old_text, new_text) or another_group(old_text, new_text)
                or two_things_named(old_text, new_text)
                or own_holders_named(old_text, new_text)
                or listed_in_papers(old_text, new_text) or _one_value(old_text, new_text, reason, detail)
                or _newcomer_housed(old_text, new_text, reason) or _still_so(new_text, detail)
                or checked_again(old_text, new_text) or _older_home_told(old_text, new_text, reason)
                or counted_at_another_site(old_text, new_text) or _older_told_again(old_text, new_text, reason, detail)
                or _holders_thing_moved(old_text, new_text, reason)
                or _owner_read_from_a_release(new_text, reason, detail)
                or _older_thing_excepted(old_text, new_text, reason)
                or _home_told_by_no_place(new_text, reason, detail))


def _home_told_by_no_place(new_text: str, reason: str, detail: dict) -> bool:
    """A home finding whose newer "place" is only common words written in lower case where the older place is a name
    ("Dervla lives in Claregalway" / "Dervla's commute to the oyster bar: 25 min by bus" read as Claregalway → bus),
    no change told: how the holder travels or what they do there, no place named."""
    if "home" not in reason:
        return False  # the cheap test first: a finding about a home
    if "home" not in (str(detail.get("key", "")) or reason.rpartition(" → ")[0].rsplit(",", 1)[0]):
        return False  # "home" among the values ("invoices posted home"), not the attribute compared
    was, now = compared_values(reason, detail)
    if not was[:1].isupper() or not now:
        return False
    return all(w.isalpha() and w.islower() for w in now.split()) \
        and bool(whole_starts(new_text, now, not_before="-", not_after="-")) \
        and not change_told(undated(new_text).lower())  # "back in Pune; Bangalore keys handed to the landlord"


# The newer value told of the rest, the older memory's thing named as an exception: "most city datasets use the OGL,
# with a few exceptions like budget" after "licenses the city's budget dataset under ODbL".
_EXCEPTED = re.compile(r"\b(?:except(?:\s+for)?|exceptions?\s*(?:like|such as|for|being|is|are|:)|apart from|other than"
                       r"|save for|excluding|not counting)\s+(?:the\s+|a\s+|an\s+)?(?P<thing>[a-z][\w'’-]*)")


def _older_thing_excepted(old_text: str, new_text: str, reason: str) -> bool:
    """Whether the newer memory names a word of the older memory's thing (not a value compared) as an exception to
    what it tells: the older fact stands beside the rule the newer one gives the rest."""
    low_new = new_text.lower()
    if "except" not in low_new and " than " not in low_new and "apart" not in low_new and "save" not in low_new \
            and "exclud" not in low_new and "counting" not in low_new:
        return False  # the cheap test first: a word of exception
    older = {stem(w) for w in re.findall(r"[a-z][\w'’-]*", undated(old_text).lower())} \
        - {stem(w) for w in W.LIGHT_WORDS}
    compared = {stem(w) for w in re.findall(r"[a-z][\w'’-]*", reason.rpartition(")")[2].lower())}
    return any(stem(found.group("thing")) in older and stem(found.group("thing")) not in compared
               for found in _EXCEPTED.finditer(low_new))


def _owner_read_from_a_release(new_text: str, reason: str, detail: dict) -> bool:
    """An owner finding whose newer "owner" is a thing told with its release ("I own the pricing service" / "I
    upgraded the pricing service to Go 1.22"): the thing's version told, another attribute, not a holder."""
    if "owner" not in reason:
        return False  # the cheap test first: a finding about an owner
    now = compared_values(reason, detail)[1].strip()
    return bool(now) and re.search(r"(?<![\w-])" + re.escape(now) + r"\s+v?\d+(?:\.\d+)+\b", new_text) is not None


# A home's holder told, then a thing of the holder's as the newer sentence's subject: "Dolma is lodged … in Phyang" /
# "Dolma's loom was moved from Phyang to …". A home word or a household is the holder's home told, not a thing.
_HOME_TOLD = re.compile(r"\b(?:lives?\s+(?:in|at|on|with|near|out)|living|lodged|lodges|resides?|residing|residence"
                        r"|based|housed|settled|stays|staying|home)\b")
# Someone told again after the opening: the holder's own doing ("… once he had relocated", "and he is put up at …").
_HOLDER_AGAIN = re.compile(r"\b(?:he|she|they|him|her|them|his|their)\b")
_THINGS_OPENING = re.compile(r"^(?P<whose>[A-Z][\w-]*|[Mm]y|[Tt]he user)['’]s\s+(?:[a-z][\w-]*\s+)?"
                             r"(?P<noun>[a-z][\w-]*)\s+(?:was|were|is|are|has|had|got|gets)\b")
_HOME_NOUNS = frozenset("home house flat apartment address place residence residency registration tenancy lease stay "
                        "base domicile abode quarters accommodation housing digs room rooms lodging lodgings visa "
                        "permit postcode mail post family household partner city town village country hometown "
                        "commute journey drive ride walk".split())


def _holders_thing_moved(old_text: str, new_text: str, reason: str) -> bool:
    """A home finding whose newer sentence is about a thing of the older memory's holder ("Dolma's loom was moved
    from Phyang to the workshop"): the thing's place, not the holder's home."""
    if "'s " not in new_text and "’s " not in new_text:
        return False  # the cheap test first: a possessive
    low_old = undated(old_text)
    if _HOME_TOLD.search(reason.partition(" → ")[0].lower()) is None:
        return False  # a finding about a home ("same holder's home", "same attribute (Dolma lodged …)")
    found = _THINGS_OPENING.match(undated(new_text))
    if found is None or {found.group("noun"), *found.group(0).lower().split()} & _HOME_NOUNS \
            or _HOLDER_AGAIN.search(undated(new_text)[found.end():].lower()) is not None:
        return False  # a home word ("home city", "commute"), or the holder's own doing told after
    whose = found.group("whose").lower()
    holder = {"my": "i", "the user": "the user"}.get(whose, whose)
    return low_old.lower().startswith(holder + " ")


def _older_home_told(old_text: str, new_text: str, reason: str) -> bool:
    """A home finding whose newer memory names the older home as the holder's home ("… driven daily from *his Sunyani
    home*", "back at *my Leeds flat*"): the home stands, and the newer place is where the holder goes from it."""
    if "home" not in reason or " → " not in reason:
        return False  # the cheap test first: a home finding with two values
    was = reason.rpartition(" → ")[0].rpartition(", ")[2].strip()
    if len(was) < 3 or was not in old_text or f"{was} " not in new_text:
        return False  # (the pattern below holds the older value and a space as written: its cheap test)
    return re.search(rf"\b(?:my|our|his|her|their|the user['’]s) {re.escape(was)} "
                     r"(?:home|house|flat|apartment|place)\b", new_text) is not None and not read(new_text).change


# A count keyed by a thing at a site: "fermentation boxes @ Nkawkaw site: 6".
_SITE_COUNT = re.compile(r"^\s*(?P<key>[^:=]{3,60}?)\s*[:=]\s*~?\d[\d,.]*\s*[a-z%]{0,6}\.?\s*$")


def counted_at_another_site(old_text: str, new_text: str) -> bool:
    """Two notes that each count a thing under a key that differs by one name alone ("fermentation boxes @ Nkawkaw
    site: 6" / "fermentation boxes @ Techiman site: 10"): the count at another site, not the first one's changed."""
    if "@" not in new_text and " at " not in new_text:
        return False  # the cheap test first: a key that says where
    was, now = _SITE_COUNT.match(undated(old_text)), _SITE_COUNT.match(undated(new_text))
    if was is None or now is None:
        return False
    old_key, new_key = was.group("key").split(), now.group("key").split()
    if len(old_key) != len(new_key):
        return False
    apart = [(a, b) for a, b in zip(old_key, new_key, strict=True) if a.lower() != b.lower()]
    return len(apart) == 1 and all(w[:1].isupper() for w in apart[0])


def _still_so(new_text: str, detail: dict) -> bool:
    """The word a removal or denial read as the older thing's end stands after "still" ("relay metrics still dumped
    each hour", "is still being dropped into the archive"): the thing still done as before, not ended."""
    cue = str(detail.get("cue", ""))
    if not cue or "still" not in new_text.lower():
        return False  # the cheap test first: a cue, and "still" in the text
    return re.search(rf"\bstill (?:(?:being|getting|\w+ly) )?{re.escape(cue)}\b", new_text, re.IGNORECASE) is not None


def _older_told_again(old_text: str, new_text: str, reason: str, detail: dict) -> bool:
    """The older value told again: confirmed or still holding (:mod:`.confirmed`), or in another language, spelling
    or form (:mod:`.other_form`); a removal's value is what it read as gone."""
    was, now = compared_values(reason, detail)
    if not was and not now:
        was = str(detail.get("denied", ""))
    return older_confirmed(old_text, new_text, was, now) or told_in_another_form(old_text, new_text, was, now, reason) \
        or one_value_two_forms(was, now, new_text)


def _one_value(old_text: str, new_text: str, reason: str, detail: dict) -> bool:
    """The two values a reader compared are one, told shorter, glossed or as a folder (:mod:`.named_apart`), one
    time zone or part of the day by two names, or the same words once a title's shortenings and level are written out
    (:mod:`.other_words`)."""
    was, now = compared_values(reason, detail)
    return one_value_shorter(was, now) or glossed_as_older(old_text, new_text, was, now) \
        or path_told_as_folder(was, new_text) or another_of_a_series(old_text, new_text, (was, now)) \
        or one_zone(old_text, new_text, was, now) or one_daypart(was, now) or one_day(old_text, new_text, was, now) \
        or same_words_written_out(old_text, new_text) or one_value_by_initials(old_text, new_text, was, now) \
        or same_amount_in_words(old_text, new_text)


def _home_told_wider(old_text: str, new_text: str, reason: str) -> bool:
    """"lives in NYC" / "a resident of Manhattan", "lives in Dublin" / "lives in Phibsborough, on Dublin's northside":
    one home told wider or narrower (:mod:`.place_within`), by the table or in words, the latter not told as a change
    ("moved to Phibsborough, on Dublin's northside" is a move)."""
    if " → " not in reason:
        return False  # the cheap test first: a reason that names no two values
    def residence() -> bool:
        return "@residence" in read(old_text).key & read(new_text).key

    return told_wider(old_text, new_text, reason, residence) \
        or ((told_around(old_text, new_text, reason, residence) or street_within(old_text, new_text, reason)
             or (ranked_apart(old_text, new_text, reason) and ("home" in reason or residence())))
            and not read(new_text).change)


def _home_told_as_capital(new_text: str, reason: str, detail: dict) -> bool:
    """"based in Iceland's capital", "the Tyrolean capital", "the capital of Tasmania": a home told as a country's or a
    region's capital, the newer "place" a word of the description, not a place's name to set beside the older one."""
    if "home" not in reason:
        return False
    value = compared_values(reason, detail)[1].strip().removesuffix("'s").removesuffix("’s")
    if not value:
        return False
    told = re.escape(value)
    if re.search(r"\b[A-Z][\w-]*(?:['’]s)? capital\b", value) is not None:
        return True  # the compared value holds the description itself: "Polish capital, Mokotów district"
    if new_text.isascii() and "capital" not in new_text.lower():
        return False  # the cheap test first (ASCII: where lower() folds as IGNORECASE does)
    return re.search(rf"\b{told}(?:['’]s)?\s+capital\b|\bcapital of (?:the )?{told}\b", new_text, re.IGNORECASE) \
        is not None


def _newcomer_housed(old_text: str, new_text: str, reason: str) -> bool:
    """A newcomer to a post housed somewhere (:func:`.another_person.newcomer_holds`), for a home only: where the older
    memory's value is a person ("manager: Tom", "keys held by Júlio"), a newcomer is the new value ("new manager is
    Priya", "new site manager Celeste holds the keys")."""
    if "home" not in reason and "@residence" not in read(new_text).key:
        return False
    return newcomer_holds(old_text, new_text)

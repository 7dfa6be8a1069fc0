"""A newer memory a reader matched to the older one's attribute that tells another fact of the same thing, read
from the sentence's structure after a reader's match (:func:`core.conflicts.rules.decide`):

- **the older holder as the agent of another verb** — "The pipeline is maintained by Aurelio" / "The pipeline was
  moved onto Jenkins by Aurelio": the holder did something to the thing, the newer value is no holder (the newer
  text reads none), so the holder is unchanged; a handover names its new holder ("handed to Joon by Aurelio");
- **a recurrence against a span** — "reviewed every morning" / "retention extended to 60 days": how often a thing
  happens and how long something lasts are two attributes, whatever the reader aligned;
- **two named products, each with its version** — "Grafana 10.2 on the box" / "Prometheus upgraded to 2.51 on the
  box": each memory tells its own product's version; the newer one never names the older product, so nothing was
  replaced (a swap names both, or tells no version: "Grafana replaced by Prometheus");
- **a count of a part** — "The zoo cares for 42 primates" / "The zoo has 9 primates in the new rainforest exhibit":
  the newer count is placed in a part ("in the <words>") the older memory never names, so it counts a part of the
  whole, not the whole anew;
- **a note of the home** — "residence: Tallinn, Kalamaja, …" / "Kalamaja flat: landlord raising rent 8%": the newer
  note is keyed by the older home's place name, and what it tells names no place (no capitalised word): another
  attribute of that home, not a new home ("Kalamaja flat: given up, moved to Tartu" names one);
- **a note of another attribute** — "sound cue library owner: Rafa" / "sound cue library: 1,240 cues, backed up
  nightly": the newer note is keyed by the older key without its attribute noun, the older value a name alone, and
  the newer value an amount that names nothing (no capitalised word, handle or host) nor that attribute: another
  attribute of the thing;
- **another attribute named** — "Jenkins controller is kept on 2.426 LTS" / "… moved to a bigger VM with 16 GB RAM":
  the newer value belongs to an attribute the older memory never names
  (:func:`core.conflicts.other_attribute.another_attribute_named`);
- **no holding told** — "… is owned by our partner AndesLink" / "The Chile antenna was upgraded to S-band last month":
  a finding about an owner on a newer memory that names no party and tells no holding, handover or change
  (:mod:`core.conflicts.holding_untold`).
"""

from __future__ import annotations

import re

from core.conflicts.calendar_words import MONTH_SHORT
from core.conflicts.holding_untold import holding_untold
from core.conflicts.other_attribute import another_attribute_named
from core.conflicts.statement import read
from core.text.tokens import stem

_WORD = re.compile(r"[a-z][a-z0-9'-]*")


def _agent_is_older_holder(old_text: str, new_text: str, old_value: str) -> bool:
    """The older memory reads a holder, the newer reads none and names the older holder after "by"."""
    if not old_value or "owner" not in read(old_text).values or "owner" in read(new_text).values:
        return False
    return re.search(r"\bby " + re.escape(old_value.lower()) + r"\b", new_text.lower()) is not None


# A recurrence: "every morning", "each week", "daily", "twice a day", "per month".
_RECURRENCE = re.compile(r"\b(?:every|each|per)\b|\b(?:daily|nightly|hourly|weekly|monthly|yearly|annually)\b"
                         r"|\b(?:once|twice|\d+ times) an? \w+")
# A span: a number of units and no word of recurrence.
_SPAN = re.compile(r"^\s*\d+\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|yrs?)\s*$")


_COUNTED_UNIT = re.compile(r"\d+[\s-]*(?:minute|min|hour|hr|day|week|month|year|yr)")


def _recurrence_against_span(old_value: str, new_value: str) -> bool:
    """One value tells how often ("every morning"), the other how long ("60 days")."""
    def recurs(value: str) -> bool:  # "every 90 days" is a period of days, a span's kind: no recurrence apart
        return _RECURRENCE.search(value.lower()) is not None and _COUNTED_UNIT.search(value.lower()) is None

    def spans(value: str) -> bool:
        return _SPAN.search(value.lower()) is not None

    return (recurs(old_value) and spans(new_value)) or (spans(old_value) and recurs(new_value))


_VERSION = re.compile(r"\bv?\d+\.\d+(?:\.\d+)*\b")
# A reason of two products of one use: "same use (observability), grafana → prometheus".
_USE_REASON = re.compile(r"^same use \([^)]*\), (?P<old>.+?) → (?P<new>.+)$")


def _two_products_versioned(old_text: str, new_text: str, reason: str) -> bool:
    """Both memories give their product a version and the newer one never names the older product."""
    found = _USE_REASON.match(reason)
    if found is None:
        return False
    if _VERSION.search(old_text) is None or _VERSION.search(new_text) is None:
        return False
    older = found.group("old").strip().lower()
    return re.search(r"\b" + re.escape(older) + r"\b", new_text.lower()) is None


# A count placed in a part: "9 primates in the new rainforest exhibit", "12 beds on the east ward".
_COUNT_IN = re.compile(r"\b\d+\s+[a-z][\w-]*\s+(?:in|on|at)\s+(?:the|its|their|our|a|an|one)\s+"
                       r"((?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*)")
_NO_PART = frozenset(stem(w) for w in "total all now moment present today year month week".split())


def _count_of_a_part(old_text: str, new_text: str, slots: list[str]) -> bool:
    """A number matched, and the newer count is placed in a part whose words the older memory never says."""
    if not any(slot.startswith("number") for slot in slots):
        return False
    old_stems = {stem(w) for w in _WORD.findall(old_text.lower())}
    for found in _COUNT_IN.finditer(new_text.lower()):
        part = {stem(w) for w in found.group(1).split()}
        # "on the line" after "on my longline": a compound's head is the older word told shorter
        if not part & _NO_PART and not part & old_stems \
                and not any(len(w) >= 3 and len(o) > len(w) and o.endswith(w) for w in part for o in old_stems):
            return True
    return False


# A note's key before its colon: "Kalamaja flat: …".
_NOTE_KEY = re.compile(r"^\s*([^:=]{1,60})[:=]\s*(.*)$", re.DOTALL)


def _note_of_the_home(new_text: str, detail: dict) -> bool:
    """A home matched, the newer note's key holds a capitalised word of the older home and its value none."""
    if detail.get("key") != "home":
        return False
    found = _NOTE_KEY.match(new_text)
    if found is None:
        return False
    named = {w for w in re.findall(r"[A-Z][\w-]+", str(detail.get("old_value", "")))}
    key_names = set(re.findall(r"[A-Z][\w-]+", found.group(1)))
    told = re.findall(r"(?<![\w'’])[A-Z][a-z][\w-]*", found.group(2))
    # a month's short name ("from Sept") is a time, not a place
    told = [w for w in told if w.lower()[:3] not in _MONTHS]
    return bool(named & key_names) and not told


_MONTHS = frozenset(MONTH_SHORT)


def _note_of_another_attribute(old_text: str, new_text: str) -> bool:
    """The older note's key is the newer one's with an attribute noun after it ("sound cue library owner: Rafa" /
    "sound cue library: 1,240 cues, backed up nightly"), the older value a name and the newer note's value counts
    something, names nothing and never says that attribute: another attribute of the thing, not a new holder."""
    old_note, new_note = _NOTE_KEY.match(old_text), _NOTE_KEY.match(new_text)
    if old_note is None or new_note is None:
        return False
    old_key, new_key = _WORD.findall(old_note.group(1).lower()), _WORD.findall(new_note.group(1).lower())
    if not new_key or len(old_key) <= len(new_key) or old_key[:len(new_key)] != new_key:
        return False
    attribute = {stem(w) for w in old_key[len(new_key):]}
    told = new_note.group(2)
    if attribute & {stem(w) for w in _WORD.findall(told.lower())}:
        return False  # "sound cue library: owner now Jonas": the attribute told again
    # an amount says what the other attribute is ("1,240 cues"); without one, "db: handed to the platform team" may
    # still tell the holder in lower case
    return _PLAIN_NAME.match(old_note.group(2)) is not None and _NAMING.search(told) is None \
        and re.search(r"\d", told) is not None


# A value that is a name and nothing else ("Rafa", "Ana Lima"); what a value names by: a capitalised word, a handle,
# an address or a host.
_PLAIN_NAME = re.compile(r"^\s*[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}\s*\.?\s*$")
_NAMING = re.compile(r"(?<![\w'’])[A-Z][\w-]*|@|\w\.\w")


def another_fact(old_text: str, new_text: str, reason: str, detail: dict) -> bool:
    """Whether a reader's match (``reason``, ``detail``) tells another fact of the thing, not a change (module doc)."""
    old_value, new_value = str(detail.get("old_value", "")), str(detail.get("new_value", ""))
    slots = [str(slot) for slot in detail.get("slots", [])]
    return _agent_is_older_holder(old_text, new_text, old_value) \
        or _recurrence_against_span(old_value, new_value) \
        or _two_products_versioned(old_text, new_text, reason) \
        or _count_of_a_part(old_text, new_text, slots) \
        or _note_of_the_home(new_text, detail) \
        or _note_of_another_attribute(old_text, new_text) \
        or another_attribute_named(old_text, new_text, str(detail.get("new_value", ""))) \
        or holding_untold(old_text, new_text, reason, detail)

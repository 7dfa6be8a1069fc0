"""One amount in one unit told again, another amount, the change said, the thing named by a word of the older memory.

"The station's emergency generator is stocked with 40 litres of diesel" / "The generator's diesel store was reduced
to 20 litres under the new fire rules"; "The gym's daily drop-in pass is priced at 40 złoty" / "The drop-in pass has
been repriced by management at 45 złoty"; "I squat 180 kg for a single" / "My squat single went up to 192.5 kg";
"N207 double-decker capacity: 87 pax" / "N207 deckers re-rated: 80 pax max". A writer telling a new amount names the
thing shorter or in other nouns ("diesel store", "deckers") and keeps the unit; the value model reads each amount as
its unit's count (``number:<unit>``) but the keys the statement model builds from the other words differ.

Read: each text gives exactly one amount, both in the same unit (the value model's ``number:<unit>``; "g" and
"grams", "l" and "litres" one unit), the amounts differ, the newer text says a change (the statement model's
``change``), and the two share a word of the thing outside the unit, the change and why it came (a clause after
"since", "because", "under", "following", "after" … is read off). Not: another named thing (a word in capitals the
older memory lacks), another holder, another scope, a share or a rate of another period ("per day" / "per week"), a
bound on one side only ("at least", "up to"), the same amount; and whatever the caller leaves out (hedged, temporary,
additive, past).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTH_NAMES, WEEKDAYS
from core.conflicts.note_dates import undated
from core.conflicts.statement import Statement
from core.conflicts.tool_swap import another_holder
from core.conflicts.value_words import parse_number
from core.conflicts.version_clauses import numbered_members
from core.text.tokens import stem

# One unit written two ways, as the value model keeps it.
_SAME_UNIT = {"g": "gram", "gr": "gram", "kg": "kilo", "kilogram": "kilo", "l": "litr", "liter": "litr",
              "lit": "litr", "ml": "millilitr", "m": "metr", "meter": "metr", "km": "kilometr", "h": "hour",
              "hr": "hour", "min": "minut", "s": "second", "sec": "second", "ha": "hectar"}
# Where why or when the change came starts: read off before the thing's words are compared.
_WHY = re.compile(r"(?:,|;|—|–|\(|\bsince\b|\bbecause\b|\bunder\b|\bfollowing\b|\bafter\b|\bas\b|\bonce\b|\bwhen\b"
                  r"|\bdue\b|\bper\b(?=\s+(?:the|new|a|an)\b)|\bto (?:free|save|meet|fit|match|cut|keep)\b).*$")
# A bound told on one side only: another kind of amount than the older one's.
_BOUND = re.compile(r"\b(?:at least|at most|no more than|no less than|up to|minimum|min\.?|or more|or less)\b")
_PERIOD = re.compile(r"\b(?:per|a|an|each|every)\s+(day|week|month|year|hour|night|shift|season|quarter)\b")
# Words of a change or an amount that name no thing.
_NO_THING = frozenset(stem(w) for w in "now only just new newly about roughly around approximately max maximum min "
                      "total each every per been being has have had was were is are got get gets set reset "
                      "re-rated rerated repriced priced level amount limit cap ceiling capacity price cost rate "
                      "size count day days week weeks month months year years hour hours minute second night "
                      "shift".split())


_CALENDAR = frozenset(WEEKDAYS) | frozenset(MONTH_NAMES)


def _another_thing(old_text: str, new_text: str, shared: set[str]) -> bool:
    """Whether the newer text's thing (its words before the amount) names another or a narrower thing: two words
    the older memory lacks ("the boat's diesel store", "the generator's oil reserve"), or one standing before a word
    of the thing both share ("the *student* drop-in pass"); one head noun after them is the thing in other words
    ("the generator's diesel *store*", "N207 *deckers*")."""
    body = _WHY.sub("", undated(new_text).lower())
    amount = re.search(r"\d", body)
    words = [stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"[a-z][\w'’-]*",
                                                                             body[:amount.start() if amount else None])]
    old_stems = {stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"[a-z][\w'’-]*",
                                                                                   undated(old_text).lower())}
    light = W.STOP_WORDS | W.CHANGE_WORDS | W.LIGHT_VERBS | W.SELF_WORDS | _NO_THING
    extra = [k for k, w in enumerate(words) if w not in old_stems and w not in light and len(w) > 2
             and not w.endswith("ed")]
    return len(extra) > 1 or (bool(extra) and len(shared) < 2) \
        or any(k + 1 < len(words) and words[k + 1] in shared for k in extra) \
        or any(k and words[k - 1] in _ANOTHER for k in extra)  # "the user's new phone"


_ANOTHER = frozenset("new another other second spare backup".split())


# A dated past, another member of a series, a wider total, another kind of measure of the thing.
_PAST = re.compile(r"\b(?:19|20)\d\d\b|\bback in\b|\bused to\b|\boriginally\b"
                   r"|\bat (?:its|the) (?:launch|start|opening)\b")
_WIDER = re.compile(r"\b(?:across|all|total|whole|overall|combined|including|incl)\b")
_MEASURE_KINDS = re.compile(r"\b(?:request|requests|reservation|minimum|floor|target|average|usage|peak|spare|free"
                            r"|used|budget|quota|allowance)\b")


def _unit(slot: str) -> str:
    unit = slot.partition(":")[2]
    return _SAME_UNIT.get(unit, unit)


def _thing_words(text: str) -> set[str]:
    body = _WHY.sub("", undated(text).lower())
    return {stem(w.removesuffix("'s").removesuffix("’s")) for w in re.findall(r"[a-z][\w'’-]*", body)
            if len(w) > 2} - W.STOP_WORDS - W.CHANGE_WORDS - W.LIGHT_VERBS - W.SELF_WORDS - _NO_THING \
        - {"user", "user's", "user’s"}


def unit_amount_change(old: Statement, new: Statement) -> str | None:
    """Why the newer memory gives the older memory's one amount another in the same unit (see the module doc)."""
    if not new.change:
        return None  # the cheap test: the change said
    olds = [(slot, values) for slot, values in old.values.items() if slot.startswith("number:") and slot != "number:"]
    news = [(slot, values) for slot, values in new.values.items() if slot.startswith("number:") and slot != "number:"]
    if len(olds) != 1 or len(news) != 1 or len(olds[0][1]) != 1 or len(news[0][1]) != 1:
        return None
    (old_slot, (was,)), (new_slot, (now,)) = olds[0], news[0]
    unit = _unit(old_slot)
    if unit != _unit(new_slot) or not unit or parse_number(was) is None or parse_number(now) is None \
            or parse_number(was) == parse_number(now):
        return None
    low_old, low_new = undated(old.text).lower(), undated(new.text).lower()
    periods_new = set(_PERIOD.findall(_WHY.sub("", low_new)))
    if bool(_BOUND.search(low_old)) != bool(_BOUND.search(low_new)) \
            or (periods_new and set(_PERIOD.findall(low_old)) != periods_new):
        return None  # "at least 40 litres", "40 litres a week" against another kind of amount
    shared = _thing_words(old.text) & _thing_words(new.text) - {unit, stem(unit)}
    if not shared or _another_thing(old.text, new.text, shared):
        return None  # another thing's amount
    if _PAST.search(undated(new.text)) or numbered_members(old.text, new.text) \
            or set(_WIDER.findall(low_new)) - set(_WIDER.findall(low_old)) \
            or {w for w in _MEASURE_KINDS.findall(low_new)} - {w for w in _MEASURE_KINDS.findall(low_old)}:
        return None  # "had 400k … at its 2023 launch", "bay 3" / "bay 5", "across all services", "memory request"
    body = _WHY.sub("", undated(new.text))
    old_words = {w.lower() for w in re.findall(r"[\w'’-]+", old.text)}
    names = [w for k, w in enumerate(re.findall(r"[\w'’-]+", body)) if k and w[:1].isupper()
             and w.lower().removesuffix("'s").removesuffix("’s") not in old_words
             and w.lower().removesuffix("'s").removesuffix("’s") not in _CALENDAR]
    if names or another_holder(old.text.split(), body.split()) \
            or ({stem(w) for w in re.findall(r"[a-z]+", low_new)} & W.SCOPE_WORDS) - \
            {stem(w) for w in re.findall(r"[a-z]+", low_old)}:
        return None  # "Mumbai skeins", "my sister's generator", "on staging": another thing, holder or scope
    return f"same amount ({' '.join(sorted(shared)[:3])}), {was} → {now} {unit}"

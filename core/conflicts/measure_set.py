"""One measure set to another amount by a verb: "The sprint cap was lowered to 24 points", "lifted the API cap to
5,000 requests a minute", "nutritionist set target at 2,100 kcal".

:func:`core.conflicts.measure_swap.measure_change` asks both texts for exactly one amount each. A newer text that
sets a measure often tells another amount beside the one it sets ("… after two missed sprints", "two hires started;
…"), and names the measure with a word of the same sense as the older text's ("capped at" / "cap", "limit" / "cap").
The structure says which amount is the measure's: the one a verb takes the measure *to* or sets it *at*.

Read here: the newer text holds "<measure> <verb>ed to|at <amount>" (a passive or intransitive: the measure before
the verb) or "<verb> <the measure> to|at <amount>" (the measure after it); the older text gives exactly one amount; the
measure's words are all the older text's (a limit's words — limit, cap, capped, ceiling, max, quota — are one), and
the units, where both say one, are one. Not a change: another measure or thing (a word of the measure the older text
lacks: "the protein target", "the staging cap"), another unit ("extended to 3 weeks" after "30 story points"), the
same amount in other words, a scope or a name the older text lacks; the caller has set aside a hedged, temporary,
additive or past newer memory.
"""

from __future__ import annotations

import re

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.compiled import says
from core.conflicts.measure_swap import _SENSES as _MEASURE_SENSES
from core.conflicts.note_dates import undated
from core.conflicts.value_words import MEGABYTES, NUMBER_WORDS, SECONDS, UNIT_WORDS, one_temperature, parse_number
from core.text.tokens import stem

_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
# An amount in figures or in words, "forty-two" one amount.
_NUMBER = (r"(?:[$€£]?\d[\d,]*(?:\.\d+)?\s?[kK]?\b"
           r"|(?:" + _TENS + r")-(?:one|two|three|four|five|six|seven|eight|nine)\b"
           r"|(?:" + "|".join(w for w in NUMBER_WORDS if w != "zero") + r")\b)")
# "<verb>ed [the measure] to|at <amount> [unit]"; "set/cut/put" have no -ed form.
_SET = re.compile(r"\b(?P<verb>[a-z]{3,}ed|set|cut|put|grown|risen|rose|fell|down|shrank|shrunk|grew"
                  # a dated note's present: "on-call rotation grows to 5 people"
                  r"|grows|rises|shrinks|climbs|swells"
                  # "went up to 1,500 USD", "is up to 40": "up to" alone is a limit ("handles up to 3,000 lines")
                  r"|(?:went|gone|goes|is|are|was|were|now|has|have|climbed|crept)\s+up)\b(?P<mid>(?:\s+[a-z][\w'’-]*){0,5}?)"
                  # "raised → 100 items": a note's arrow for "to"
                  r"\s*(?:\s(?:to|at)|->|→)\s+(?:just |only |about |around |roughly |a new )?"
                  r"(?P<amount>" + _NUMBER + r")"
                  r"(?:\s+(?P<unit>[a-z][a-z-]*))?", re.IGNORECASE)
_AMOUNT = re.compile(r"(?<![\w.:/-])" + _NUMBER + r"(?![.:/]\d)", re.IGNORECASE)
_CUE = re.compile(r"(?:\s(?:to|at)|->|→)\s+(?:just |only |about |around |roughly |a new )?[$€£\d]|\s(?:to|at) (?:"
                  + "|".join(w for w in NUMBER_WORDS if w != "zero") + r")\b", re.IGNORECASE)
_CLAUSE = re.compile(r"[;:—–(]|,\s|\.\s")
# The auxiliaries and fillers between a measure and its verb: "was", "has been", "got".
_AUX = frozenset("is are was were be been being has have had got gets now just finally recently officially".split())
# Words of one sense, brought to one: a limit's words, a target's.
_SENSE = {**{stem(w): "limit" for w in N.LIMIT_WORDS if w not in ("timeout", "timeouts", "ttl")},
          **{stem(w): "target" for w in "target targets goal goals".split()}}
# Counted nouns of one sense ("replicas" / "pods" / "instances"), as measure_swap brings them to one.
_UNIT_KIN = {base: sense for base, sense in _MEASURE_SENSES.items() if sense in ("replicas", "server", "seats")}
# Units of one sense told apart in writing.
_UNIT_SENSE = {stem(w): "calorie" for w in "kcal cal cals calorie calories".split()}
# Words that may follow the amount without being its unit: "to 24 after …", "at 2,100 per day".
_TRAILING = frozenset("after per each every a an since from until for so because when once".split())
# Amounts with a unit of time, size or money are :mod:`core.conflicts.measure_swap`'s, which brings units to one
# ("30 minutes" / "half an hour"); a time of day, a port or a version is no amount.
_TYPED_UNITS = frozenset(SECONDS) | frozenset(MEGABYTES) \
    | frozenset(w for w, unit in UNIT_WORDS.items() if unit in ("%", "kg", "lb", "km", "mi", "eur", "usd", "gbp")) \
    | frozenset("hours hour hrs hr days day weeks week months month years year am pm cores core millicores "
                "half quarter thousand million hundred".split())
_NOT_AMOUNTS = re.compile(r"\b(?:port|version|v|release|starts?|started|begins?|began|opens?|opened|ends?|ended"
                          r"|closes?|closed)\s+(?:at\s+|to\s+)?$", re.IGNORECASE)
# One occasion or a part, not the standing measure: "for launch day only", "today", "in total across three nodes".
_NOT_STANDING = re.compile(r"\b(?:only|today|tonight|this week|temporar\w*|for now|in total|total|combined|per"
                           r"|each|same as before|still)\b", re.IGNORECASE)
# A limit told without its noun: "no more than 8 guests", "up to 100 requests", "a max of 3 tickets".
_LIMIT_TOLD = re.compile(r"\b(?:no more than|not more than|up to|at most|at the most|a max(?:imum)? of|capped)\b",
                         re.IGNORECASE)
_LEADS = frozenset("the a an my our their his her its your this that each every".split())
# A span the setting holds for, then ends: "warmed to 18 °C for two days", "raised to 40 for the weekend" — one
# occasion; and a setting told as the first of several: "was initially set at 100,000 … before being raised".
_SPAN = re.compile(r"\bfor (?:a|an|one|two|three|four|five|six|\d+|a few|a couple of|the|this|that) (?:more |[\w-]+ )?"
                   r"(?:hours?|days?"
                   r"|nights?|weeks?|weekend|months?|shifts?|runs?)\b", re.IGNORECASE)
_FIRST_OF_SEVERAL = re.compile(r"\b(?:initially|originally|at first|at launch|at the start|before being|before it was"
                               r"|before they were|until it was|until they were"
                               # "… was set at £280, before fuel went up": the value before a later change
                               r"|before (?:[\w'’-]+ ){1,3}(?:went|was|were|got)"
                               r" (?:up|down|raised|lowered|cut|changed))\b",
                               re.IGNORECASE)
# An area or volume against a length ("4 mm²" / "2 mm by 2 mm"): amounts of another kind, never one measure's two.
_AREA = re.compile(r"[²³]|\b(?:mm|cm|m|km|ft|in)[23]\b|\bsq(?:uare|\.)?\s|\bcubic\b", re.IGNORECASE)
# Two lengths of one thing ("2 mm by 2 mm", "40 x 60 cm"): a size told by its sides, never one amount.
_SIDES = re.compile(r"\d\s*(?:[a-z]{1,3}\s*)?(?:by|x|×)\s*\d", re.IGNORECASE)


# Words that name a measure of whatever the rest names ("the hourly ice rate", "intake size", "the blank stock",
# "the task list", "the runspace pool"), the period the older amount is already per ("weekly", "monthly") and the
# way a verb moved it ("revised upward"): none names another measure or thing, so none need be the older text's.
_MEASURE_OF = frozenset(stem(w) for w in (
    "rate rates size sizes count counts number numbers total totals stock stocks level levels capacity allowance "
    "amount amounts quantity figure figures list lists pool pools fleet headcount output volume weight load "
    "hourly daily nightly weekly monthly quarterly yearly annual annually per-day "
    "upward upwards downward downwards up down back again "
    # the whole a count of people or things makes up, or the measure a dose or an order is: "the voice cast" for
    # "twelve voice actors", "camp enrolment" for "20 children", "the quail ration" for "80 grams of quail"
    "cast casts crew crews roster rosters lineup line-up intake enrolment enrollment attendance membership "
    "ration rations portion portions dose doses order orders setpoint setpoints "
    # a share set aside of what is counted: "the room block", "the seat allotment"
    "block blocks allotment allotments allocation allocations").split())
# Nouns for people: a count of musicians told again as one of players, of visitors as one of people, is one count.
_PEOPLE = N.ROLE_HEADS | N.TRADE_HEADS | frozenset(stem(w) for w in (
    "people person persons player players member members visitor visitors guest guests child children kid kids "
    "pupil pupils staff staffer staffers worker workers employee employees hand hands attendee attendees "
    "participant participants camper campers learner learners trainee trainees").split())
# "The user says intake size was cut …", "The user reported the weight limit was lowered …": who told it.
_TOLD_BY = re.compile(r"^\s*(?:the user|user|they|he|she|i)\s+(?:says?|said|reports?|reported|mentions?|mentioned|"
                      r"notes?|noted|confirms?|confirmed|tells? me|told me)\s+(?:that\s+)?", re.IGNORECASE)


# The doer of a passive between its verb and "to" ("raised by the maintainers to 800"): who set it, not what.
_DOER = re.compile(r"\bby (?:the|a|an|our|my|their|its|his|her) (?:[\w'’-]+\s*){1,2}$", re.IGNORECASE)


def _words(text: str) -> list[str]:
    found = []
    for word in re.findall(r"[a-z][a-z'’-]*", text.lower()):
        word = word.removesuffix("'s").removesuffix("’s")
        if word in W.STOP_WORDS or word in _LEADS or word in _AUX or word in W.SELF_WORDS or word in W.PRONOUNS:
            continue
        base = stem(word)
        found.append(_SENSE.get(base, base))
    return found


def _unit(word: str | None) -> str:
    if not word:
        return ""
    base = stem(word.lower())
    return _UNIT_SENSE.get(base, base)


def _old_amount(text: str) -> tuple[float, str, str] | None:
    """The older text's one amount (value, as written, the words after it), or ``None`` for none or several."""
    body = undated(text, dot=True)
    # "a weight limit of 7.5 tonnes", "… a month": the article is no amount beside the one the older text gives.
    found = [m for m in _AMOUNT.finditer(body) if m.group(0).strip().lower() not in ("a", "an")]
    if len(found) != 1:
        return None
    value = _value(found[0].group(0))
    return None if value is None else (value, found[0].group(0).strip(), body[found[0].end():found[0].end() + 30])


# Where a reason or a when after the setting starts: a name there ("after CPU spikes") is no scope of the measure.
_REASON = re.compile(r"\b(?:after|because|since|due to|following|once|when|on the|to save|to free|by the)\b",
                     re.IGNORECASE)


def _not_standing(after_verb: str, old_text: str) -> bool:
    """Whether the words from the verb on tell one occasion or a part ("today", "in total"); "per" and "each" only
    where the older text tells no amount per something itself ("110 litres per head" after "150 litres per person
    per day" is the same measure's rate)."""
    for hit in _NOT_STANDING.finditer(after_verb):
        if hit.group(0).lower() in ("per", "each") and re.search(r"\b(?:per|each)\b", old_text, re.IGNORECASE):
            continue
        return True
    return False


def _one_unit_written(after_old: str, after_new: str) -> bool:
    """A decimal amount ("7.5 tonnes" → "3 tonnes") read only where both amounts are followed at once by one unit
    word: a number with a point and no unit may be a version."""
    old_unit, new_unit = re.match(r"\s*([a-z]+)\b", after_old.lower()), re.match(r"\s*([a-z]+)\b", after_new.lower())
    if old_unit is None or new_unit is None:
        return False
    unit = _unit(new_unit.group(1))
    return _unit(old_unit.group(1)) == unit and unit not in _TRAILING and unit not in W.STOP_WORDS


def _among(word: str, words: set[str]) -> bool:
    """Whether ``word`` is one of ``words``, a stem told longer or shorter ("book" / "booking") counted."""
    return word in words or (len(word) >= 4 and any(len(w) >= 4 and (w.startswith(word) or word.startswith(w))
                                                    for w in words))


def _typed(after: str) -> bool:
    """Whether the words after an amount give it a unit of time, size or money, or continue the number."""
    found = re.match(r"\s*(?:-|([a-z%]+))", after.lower())
    return found is not None and (found.group(1) is None or found.group(1) in _TYPED_UNITS)


# A mass ("30 kg", "12 kg of hay") and the period it is given per ("daily", "per day", "a week").
_MASS = re.compile(r"\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?|g|grams?|t|tonnes?|tons?)\b", re.IGNORECASE)
_PER_PERIOD = re.compile(r"\b(?:(?:per|a|each) (day|week|month|night|shift)|(dai|week|month|night)ly)\b", re.IGNORECASE)


def _mass_per_period(old_text: str, new_body: str, after_old: str, after_new: str) -> bool:
    """Both amounts a mass of one unit, given per one period both texts name ("buys 30 kg noodles daily" / "daily
    noodle order raised to 45 kg", "fed 12 kg of hay per day" / "the daily hay ration was reduced to 10 kg"): an
    amount per period :mod:`core.conflicts.measure_swap` leaves to the rates, read here as the measure it sets."""
    old_unit, new_unit = _MASS.match(after_old), _MASS.match(after_new)
    if old_unit is None or new_unit is None or _unit(old_unit.group(1)) != _unit(new_unit.group(1)):
        return False

    def periods(text: str) -> set[str]:
        return {(m.group(1) or m.group(2)).lower().replace("dai", "day") for m in _PER_PERIOD.finditer(text)}

    was, now = periods(old_text), periods(new_body)
    return len(was) == 1 and was == now


def _value(written: str) -> float | None:
    """An amount as written ("$1,200", "5k", "twelve") as a number, or ``None``."""
    written = written.strip().lower().lstrip("$€£")
    if written in NUMBER_WORDS:
        return float(NUMBER_WORDS[written])
    tens, _, ones = written.partition("-")
    if tens in NUMBER_WORDS and ones in NUMBER_WORDS:  # "forty-two"
        return float(NUMBER_WORDS[tens] + NUMBER_WORDS[ones])
    scale = 1000.0 if written.endswith("k") else 1.0
    number = parse_number(written.rstrip("k").strip())
    return None if number is None else number * scale


def measure_set(old_text: str, new_text: str) -> str | None:
    """Why the newer text sets the older text's one measure to another amount, or ``None``."""
    if not says(_CUE, new_text):
        return None
    before = _old_amount(old_text)
    if before is None:
        return None
    was, shown_old, after_old = before
    body = _TOLD_BY.sub("", undated(new_text, dot=True), count=1)
    found = list(_SET.finditer(body))
    if len(found) != 1 or _not_standing(body[found[0].start():], old_text) \
            or ((_typed(after_old) or _typed(body[found[0].end("amount"):]))
                and not _mass_per_period(old_text, body, after_old, body[found[0].end("amount"):])) \
            or _NOT_AMOUNTS.search(body[:found[0].start("amount")]) \
            or _NOT_AMOUNTS.search(old_text[:old_text.find(shown_old)]) \
            or ("." in shown_old + found[0].group("amount")
                and not _one_unit_written(after_old, body[found[0].end("amount"):])):
        return None
    setting = found[0]
    if _SPAN.search(body[setting.start():]) or _FIRST_OF_SEVERAL.search(body) \
            or (_AREA.search(old_text) is None) != (_AREA.search(body) is None) \
            or _SIDES.search(old_text) or _SIDES.search(body):
        return None  # one span, the first value of several, an area against a length, a size by its sides
    if _priced(f"{shown_old} {after_old[:12]}") != _priced(f"{setting.group('amount')} {setting.group('unit') or ''}"):
        return None  # "up to 10,000 monthly pageviews" / "priced at €120": a count against a price
    now = _value(setting.group("amount"))
    if now is None or abs(was - now) <= 0.05 * max(abs(was), abs(now)) or one_temperature(old_text, new_text):
        return None  # "kept at 20 °C" / "at 68 °F, as usual": one amount in two scales
    if any(_value(m.group(0)) == was for m in _AMOUNT.finditer(body)):
        return None  # the older amount still given ("… which is why it is 4 now")
    old_words = set(_words(old_text)) | ({"limit"} if _LIMIT_TOLD.search(old_text) else set())
    # "lifted the API cap to …": the measure is what the verb takes; "The sprint cap was lowered to …", "The budget
    # was revised upward to …": the measure opens the clause; "Output was lifted to thirty saddles": the noun counted.
    head = _CLAUSE.split(body[:setting.start()])[-1]
    measure = []
    # "… was raised by the maintainers to 800 lines": the passive's doer names no measure
    for words in (_words(_DOER.sub(" ", setting.group("mid"))), _words(head)):
        measure = [w for w in words if not w.isdigit() and (w not in _MEASURE_OF or _among(w, old_words))]
        if measure:
            break
    counted = _unit(setting.group("unit"))
    if not measure and counted and counted == _unit((re.findall(r"[a-z]+", after_old.lower()) or [""])[0]) \
            and counted not in _TRAILING and counted not in W.STOP_WORDS:
        measure = [counted]
    if not measure or any(not _among(w, old_words) for w in measure):
        return None  # another measure, or another thing's
    unit_old = {_unit(w) for w in re.findall(r"[a-z]+", after_old.lower())[:2]} | {_unit(w) for w in old_words}
    unit_new = _unit(setting.group("unit"))
    if unit_new in _UNIT_KIN and _UNIT_KIN[unit_new] in {_UNIT_KIN.get(u) for u in unit_old}:
        unit_new = ""  # "three pods" after "replicas: 2": one count of one deployment's copies
    if unit_new and unit_new not in unit_old and unit_new not in _LEADS and unit_new not in W.STOP_WORDS \
            and unit_new not in _TRAILING and not (unit_new in _PEOPLE and unit_old & _PEOPLE):
        return None  # "extended to 3 weeks" after "30 story points": another unit, another measure
    rest = set(_words(new_text)) - old_words
    told = _REASON.split(body[setting.end():], maxsplit=1)[0]
    names = re.findall(r"(?<=\s)[A-Z][\w-]+", body[:setting.end()] + told)
    if rest & W.SCOPE_WORDS or any(word not in old_text and word.lower() not in CALENDAR_WORDS for word in names):
        return None  # "the staging cap", a name the older text lacks (not a month, not in a reason after)
    thing = " ".join(dict.fromkeys(measure))
    return f"same measure ({thing}), {shown_old} → {setting.group('amount').strip()}"


# A price: a currency's sign or name beside the amount.
_PRICE = re.compile(r"[€$£¥₹]|\b(?:usd|eur|gbp|dollars?|euros?|pounds? sterling|yen|rupees?|francs?)\b", re.IGNORECASE)


def _priced(amount: str) -> bool:
    return _PRICE.search(amount) is not None

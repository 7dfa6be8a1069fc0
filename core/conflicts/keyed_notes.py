"""One thing's attribute given a new value in a terse note, read by the note's structure, not by a change word.

"license(wfm-connectors): EPL-2.0, per repo root" / "wfm-connectors -> Apache-2.0 per LICENSE commit a41f";
"lab grafana at grafana.qlab.lan:3000" / "grafana host -> metrics.qlab.lan (port unchanged)"; "firmware: Icom
IC-7300 v1.40" / "IC-7300 fw 1.42 flashed by user"; "maintenance window: Tue 01:00-03:00 UTC, bidding platform" /
"bidding platform maint window: Thu 22:00-00:00 UTC per CAB"; "ticket intake mail: box-office@x.org" / "box office
inbox = tickets@x.org". A new hand writes the key as "attr(thing):", "thing attr:", "thing -> value", "thing =
value" or "thing at value", shortens its nouns ("fw", "maint", "addr") and names an address's purpose by its
mailbox. The statement model aligns keys word for word and finds two attributes; read here instead:

- each note's **typed value** — a licence, a version, a mail address, a host or URL, a weekly window (a weekday
  and a time range), the people after an owner's noun, or the names a keyed note's value opens with ("climate
  control: Priva controller"; in the newer note only after an arrow or "=", which gives the key a new value: after
  a colon a name is any key's value) — and its **key**: the words before "attr(thing):", ":", "->", "→", "=" when
  the note has one, and every word beside the value up to an aside after it ("per …", ";", "by <person>": "nginx:
  1.25 (dev box only)" is keyed by "dev box" too); a name's or an owner's key is the words before the separator;
- the key's **thing words**: its content words, abbreviations spelled out and compounds split (a model's number
  kept: "IC-7300"), less the nouns that only name the value's kind ("host", "version", "inbox", "owner":
  :data:`_KIND_NOUNS`), verbs of telling or setting, numbers and calendar words.

A change: both notes hold one value of one kind and the values differ; every thing word of the newer key is a word
of the older note (its key, its value's words — "box office" in "box-office@" — or its trailing context:
"…, bidding platform"), and the two share a thing word, or neither key has one. An owner needs an owner's noun in
both keys.

Not a change: another thing (a word of the newer key the older note never says: "payments platform maint window",
"IC-705 fw", "(dev box only)"), a value added beside the older one ("also", "second", "backup", "cc"), the older
value among the newer note's values, one version told more exactly ("1.22" / "1.22.3"), a version released,
shipped or deployed (an event, not where a thing stands), a note of more than :data:`_MOST_WORDS` words (a
sentence's clauses hold more than one key), and whatever the statement model finds hedged, temporary, additive or
about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS, WEEKDAY_ABBREVIATIONS, WEEKDAYS
from core.conflicts.licence_reading import licensed, same_licence
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import MAIL_ADDRESS
from core.conflicts.version_clauses import numbered_members
from core.model.lean import lean_dataclass
from core.text.tokens import stem

# A terse note rarely runs longer; a longer text is a sentence whose clauses may each hold a key.
_MOST_WORDS = 16
# A note-taker's shortening of a key's noun: read as the word it stands for.
_ABBREVIATIONS = {"fw": "firmware", "maint": "maintenance", "mx": "mail", "addr": "address", "ver": "version",
                  "lic": "licence", "license": "licence", "repo": "repository", "eng": "engineering",
                  "mgr": "manager", "cfg": "config", "env": "environment", "svc": "service", "srv": "server"}
# Nouns that name only the kind of value a key holds: neither a thing of their own nor another thing.
_KIND_NOUNS = {
    "licence": frozenset("licence licensed licencing terms spdx".split()),
    "version": frozenset("version firmware build pinned".split()),
    "mail": frozenset("mail email e-mail inbox mailbox address contact alias".split()),
    "address": frozenset("address host hostname url link endpoint server domain site port".split()),
    "window": frozenset("window slot time times schedule hours".split()),
    "named": frozenset(),
    # a count's own words: how it was counted or what is left of it ("spares recount: 11", "3 left")
    "count": frozenset("count counts recount tally total totals headcount number left remaining remain stock "
                       "inventory".split()),
    "owner": frozenset("owner owners maintainer maintainers dri duty duties responsibility handled handler lead "
                       "steward custodian".split()),
}
_KIND_STEMS = {kind: frozenset(stem(w) for w in nouns) for kind, nouns in _KIND_NOUNS.items()}
# A second value beside the first, or one only for a while: no change of the standing value.
_BESIDE = re.compile(r"\b(?:also|too|as well|second(?:ary)?|backup|fallback|another|additional(?:ly)?|plus|cc|"
                     r"alongside|in addition|mirror(?:ed)?|alias(?:ed)?|forwards?|temporar(?:y|ily)|until|for now)\b",
                     re.IGNORECASE)
# Where a note's key ends and its value begins: "attr(thing):", ":", "->", "→", "=>", "=".
_FUNCTIONAL = re.compile(r"^\s*([a-z][\w-]*)\(([^()]+)\)\s*:\s*", re.IGNORECASE)
_SEPARATOR = re.compile(r"\s*(?:->|→|=>|(?<![<>!=])=(?!=)|:(?!\d|//))\s*")
# An aside after the value: who said so, why, since when, after a semicolon or a dash ("by" only before the person
# who did it: "flashed by user", not "used by the billing service"). A bracket is no aside: "(dev box only)" keys.
_ASIDE = re.compile(r"\s(?:per|after|since|via|from|because|as of|according)\s|\sby\s+(?:the\s+)?(?:user|me|[A-Z])"
                    r"|;|\s[—–]\s|\s-\s")

_MAIL = re.compile(r"\b" + MAIL_ADDRESS + r"\b")
_URL = re.compile(r"\b(?:https?://)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:[a-z]{2,}))(?::(\d{2,5}))?"
                  r"(/[\w./%-]*)?", re.IGNORECASE)
_VERSION = re.compile(r"(?<![\w.:/-])v?(\d+(?:\.\d+){1,3})(?![\w.:/-]*[a-z/])(?!\.\d)", re.IGNORECASE)
_CLOCK = r"\d{1,2}(?::\d{2})?\s*(?:am|pm)?"
# A zone's offset from UTC in hours: one window told in two zones is one window ("Sun 01:00 UTC" is "Sat 18:00 PDT").
_ZONE_HOURS = {"utc": 0, "gmt": 0, "cet": 1, "cest": 2, "bst": 1, "eet": 2, "eest": 3, "est": -5, "edt": -4,
               "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7}
_WINDOW = re.compile(r"\b(" + "|".join((*WEEKDAYS, *WEEKDAY_ABBREVIATIONS)) + r")s?\b\.?,?\s*(" + _CLOCK +
                     r")\s*(?:-|–|to|until)\s*(" + _CLOCK + r")(?:\s*(" + "|".join(_ZONE_HOURS) + r")\b)?",
                     re.IGNORECASE)
# A version released, shipped or deployed is an event of that version, not the version a thing stands at.
_RELEASED = re.compile(r"\b(?:releas\w*|ship(?:s|ped|ping)?|deploy\w*|tagged|publish\w*|launch\w*|cut"
                       # "Heard 6.0 is out": news of a version, not where a thing stands
                       r"|(?:is|are|came|now) out|out now)\b", re.IGNORECASE)
_PEOPLE = re.compile(r"(?<![\w@])[A-Z][\w'-]*(?:\s[A-Z][\w'-]*)*")
_WORD = re.compile(r"[\w][\w'-]*")
# Where a name given as a value ends: a comma, a semicolon, a bracket, an aside.
_OPENING = re.compile(r"[,;(]|\s(?:per|after|since|via|from|because|by|as of|according)\s|\s[—–-]\s")
# Verbs and words of telling around a key ("go to", "routed to", "flashed by", "was rolled out to every").
_KEY_VERBS = frozenset(stem(w) for w in """go goes went gone sent routed route routes lives live living sits runs run
    running rolled roll rolling out moved moving now old new current currently set flashed installed reports report
    reported updated update upgraded changed switched pinned sits located kept told said says heard learned learnt
    informed""".split())
_TIME_ZONES = frozenset(_ZONE_HOURS) | {"ist", "local"}


@lean_dataclass(frozen=True, compiled_init=False)
class Keyed:
    """A terse note read as key and typed value: the value's kind, the values, the key's thing words, every word,
    whether its key has an owner's noun, whether its value is given after an arrow or "="."""

    kind: str
    values: tuple
    thing: frozenset[str]
    words: frozenset[str]
    owner_noun: bool
    assigned: bool  # the value given after an arrow or "=", not a colon


def _words(text: str, *, thing: bool = False) -> set[str]:
    """The stemmed content words of ``text``: abbreviations spelled out, compounds split at "-", "_", ".", "@"; a
    word written in capitals ("US", "IT") is a name, never a stop word. ``thing``: only the words that may name a
    thing — no verb of telling or of setting ("routed", "flashed", "unchanged"), calendar word, time zone or number."""
    found = set()
    for raw in _WORD.findall(text):
        # a model's name keeps its number ("IC-7300", "ic-705"): another number is another device
        parts = [raw] if any(c.isdigit() for c in raw) and "-" in raw and "@" not in raw else re.split(r"[-_.@']", raw)
        for part in parts:
            low = part.lower()
            if not part or (not (len(part) > 1 and part.isupper()) and low != "us" and (
                    low in W.STOP_WORDS or low in W.SELF_WORDS or low in W.PRONOUNS)):
                continue
            if thing and (low.endswith("ed") or low.isdigit() or low in _TIME_ZONES or low in CALENDAR_WORDS):
                continue
            found.add(stem(_ABBREVIATIONS.get(low, low)))
    return found


def _typed(text: str) -> list[tuple[str, object, int, int]]:
    """Every typed value in ``text`` as (kind, value, start, end), in order; a span read as one kind is not read
    again."""
    found: list[tuple[str, object, int, int]] = []
    taken: list[tuple[int, int]] = []

    def free(start: int, end: int) -> bool:
        return not any(a < end and start < b for a, b in taken)

    for match in _MAIL.finditer(text):
        found.append(("mail", match.group(0).lower(), match.start(), match.end()))
        taken.append(match.span())
    for match in _WINDOW.finditer(text):
        day = WEEKDAY_ABBREVIATIONS[match.group(1).lower()[:3]]
        zone = _ZONE_HOURS.get((match.group(4) or "").lower())
        window = (day, _minutes(match.group(2), match.group(3)), _minutes(match.group(3), ""), zone)
        found.append(("window", window, match.start(), match.end()))
        taken.append(match.span())
    for match in _URL.finditer(text):
        host = match.group(1).lower()
        if not free(*match.span()) or host.replace(".", "").isdigit() or host.count(".") < 1:
            continue
        if not (match.group(0).lower().startswith("http") or host.count(".") >= 2 or match.group(2)):
            continue  # "v1.2", "e.g": only a scheme, a port or a host of three labels says an address
        path = (match.group(3) or "").rstrip("/.").lower()
        found.append(("address", host + path, match.start(), match.end()))
        taken.append(match.span())
    for match in _VERSION.finditer(text):
        if free(*match.span()):
            found.append(("version", match.group(1), match.start(), match.end()))
            taken.append(match.span())
    for family, at in licensed(text):
        end = at + len(text[at:].split(None, 1)[0]) if text[at:].strip() else at + 1
        if free(at, end):
            found.append(("licence", family, at, end))
    return sorted(found, key=lambda item: item[2])


# A count a note's value opens with: "20 cylinders on site", "3 left after …", "6/wk", "1,800"; its unit the word
# right after it. Not a clock time, a date, a range, a year or a number that is part of a name ("GT2").
_COUNT = re.compile(r"^(?:~|about |approx\.? |roughly |around |c\. )?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![\d:.,/-]\d)"
                    r"(?!\s*(?:-|–|to|or)\s*\d)(?!\s*(?:am|pm)\b)\s*(%|/\s*[a-z]+|[a-z][a-z-]*)?", re.IGNORECASE)
# A count told for a while, to come or more of it: no standing count ("12 planned", "8 more", "3 today").
# Told on one side only, each sets the two counts apart: the newer count is no change of the older one.
_COUNT_NOT_NOW = re.compile(r"\b(?:more|extra|added|add|new|plan\w*|target\w*|goal|aim\w*|expect\w*|propos\w*|"
                            r"forecast\w*|estimat\w*|need\w*|want\w*|order|ordered|max\w*|min|minimum|cap|limit\w*|"
                            r"today|tonight|this|next|last|was|were|used to|until|out of|only|some)\b"
                            r"|(?:19|20)\d\d|[?+]", re.IGNORECASE)
# "(was 8)", "was 8": the older count named as the one before, a change's own words.
_WAS_COUNT = re.compile(r"\(?\bwas \d[\d,.]*\)?", re.IGNORECASE)
# Words right after a count that open an aside or tell what is left, not its unit ("8 after …", "3 left").
_NOT_UNIT = frozenset("after since per via from because by as according left remaining remain now total".split())
# Units of measure: two of them differ as units, not as counts ("2 tonnes" / "600 kg" may be one amount).
_MEASURES = frozenset(stem(w) for w in """g kg gram grams kilo kilos kilogram kilograms tonne tonnes ton tons t lb lbs
    oz l ml litre litres liter liters gal gallon gallons m cm mm km metre metres meter meters ft foot feet in
    inch inches b kb mb gb tb kib mib gib tib bytes h hr hrs hour hours min mins minute minutes s sec secs second
    seconds ms day days wk week weeks month months yr year years w kw mw kwh v a amp amps hz khz mhz ghz""".split())
# A bracket that tells a tally of the change ("(3 sold to …)", "(7 consumed on GT2)"): an aside, no key.
_TALLY_BRACKET = re.compile(r"\s*\(\s*\d[^()]*\)")


def _count(value_part: str) -> tuple[str, str] | None:
    """(the number, its unit's stem or "") a keyed note's value opens with, or ``None``."""
    found = _COUNT.match(value_part.strip())
    if found is None:
        return None
    number = found.group(1).replace(",", "")
    if "." not in number and len(number) == 4 and number[:2] in ("19", "20") and not found.group(2):
        return None  # "founded: 2019": a year
    unit = (found.group(2) or "").lower().replace(" ", "")
    unit = "" if unit in W.STOP_WORDS or unit in _NOT_UNIT or stem(unit) in _KIND_STEMS["count"] else stem(unit)
    return number.rstrip("0").rstrip(".") if "." in number else number, unit


def _same_unit(one: str, two: str) -> bool:
    """Two counts' units are one: the same, one a short form of the other ("cyl" / "cylinder"), or one unsaid where
    neither is a unit of measure (a count of things, "spare assemblies: 8" / "… 3 left")."""
    if one == two or (min(len(one), len(two)) >= 3 and (one.startswith(two) or two.startswith(one)
                                                        or one.endswith(two) or two.endswith(one))):
        return True
    return not (one and two) and (one or two) not in _MEASURES


def _minutes(clock: str, closing: str) -> int:
    """A clock time as minutes after midnight; a time without its own "am"/"pm" takes the closing time's ("1–3 am")."""
    low = clock.lower().replace(" ", "")
    half = low[-2:] if low.endswith(("am", "pm")) else closing.lower().replace(" ", "")[-2:]
    hours, _, minutes = low.rstrip("apm").partition(":")
    hour = int(hours) % 12 + (12 if half == "pm" else 0) if half in ("am", "pm") else int(hours)
    return hour * 60 + int(minutes or 0)


def _same_window(one: tuple, two: tuple) -> bool:
    """Two windows (weekday, opens, closes, zone's offset or ``None``) are one: the same local times, or, both zoned,
    the same times of the week in UTC."""
    if one[3] is None or two[3] is None:
        return one[:3] == two[:3]
    week = 7 * 24 * 60

    def utc(window: tuple) -> tuple[int, int]:
        start = (window[0] * 24 * 60 + window[1] - window[3] * 60) % week
        return start, (window[2] - window[1]) % (24 * 60)

    return utc(one) == utc(two)


@lru_cache(maxsize=4096)  # the newcomer is read beside each of its candidates
def keyed(text: str) -> Keyed | None:
    """``text`` read as one key and one typed value (see the module's docstring), or ``None``."""
    body = undated(text).strip()
    if len(body.split()) > _MOST_WORDS:
        return None
    functional = _FUNCTIONAL.match(body)
    key_end = None
    key_text = ""
    assigned = False
    if functional is not None:
        key_text, key_end = functional.group(1) + " " + functional.group(2), functional.end()
    else:
        separator = _SEPARATOR.search(body)
        if separator is not None and separator.start() > 0:
            key_text, key_end = body[:separator.start()], separator.end()
            assigned = separator.group().strip() != ":"
    value_part = body if key_end is None else body[key_end:]
    typed = _typed(value_part)
    owner_key = bool(_words(key_text) & _KIND_STEMS["owner"]) if key_end is not None else False
    if owner_key:  # "owner(x): WFM / Lucía": the people after an owner's noun, the key alone their thing
        people = [m.group(0) for m in _PEOPLE.finditer(value_part)]
        if not people:
            return None
        kind, values = "owner", tuple[object, ...](sorted({p.lower() for p in people}))
    elif not typed and key_end is not None and (count := _count(value_part)) is not None:
        # "argon stock: 20 cylinders on site", "spare assemblies: 3 left after June swap": a count and its unit; the
        # key, and the words beside the count up to an aside or a bracket's tally
        kind, values = "count", (count,)
        rest = _TALLY_BRACKET.sub(" ", value_part).strip()
        opening = _COUNT.match(rest)
        after = "" if opening is None else rest[opening.end(1 if not count[1] else 0):]
        aside = _ASIDE.search(" " + after)
        key_text += " " + (after if aside is None else (" " + after)[:aside.start()])
    elif not typed:  # "grow room B climate → Argus Titan, installed Tue": the names its value opens with
        if key_end is None:
            return None
        # the name the value opens with, written as a name ("Priva", "Argus Titan"), never a unit, a zone or a
        # short form in capitals ("TB", "UTC", "CDPR": the same value is often spelled out beside it)
        name = _PEOPLE.match(_OPENING.split(value_part, 1)[0].lstrip("'\"‘“ "))
        if name is None or name.group(0).isupper():
            return None
        kind, values = "named", (name.group(0).lower(),)
    else:  # the key, and every word beside the value up to an aside after it ("nginx: 1.25 (dev box only)")
        kind = typed[0][0]
        of_kind = [t for t in typed if t[0] == kind]
        values = tuple(dict.fromkeys(t[1] for t in of_kind))
        start, end = of_kind[0][2], of_kind[-1][3]
        aside = _ASIDE.search(value_part, end)
        key_text += " " + value_part[:start] + " " + value_part[end:aside.start() if aside else len(value_part)]
    thing = _words(key_text, thing=True) - _KEY_VERBS - _KIND_STEMS[kind] - W.FILLER_WORDS
    return Keyed(kind, values, frozenset(thing), frozenset(_words(body)), owner_key, assigned)


def _values_differ(kind: str, old: tuple, new: tuple) -> bool:
    """The newer note's value is none of the older note's, and the older note's is not named beside it."""
    if kind == "licence":
        return not any(same_licence(a, b) for a in old for b in new)
    if kind in ("owner", "named"):
        return not (set(old) & set(new)) and not any(a in b or b in a for a in old for b in new)
    if kind == "version":  # "1.22" / "1.22.3": one version told more exactly
        return not any(_one_version(a, b) for a in old for b in new)
    if kind == "window":
        return not any(_same_window(a, b) for a in old for b in new)
    if kind == "address":  # "cdn.acme.com" / "cdn.acme.com/static": a path under the older address
        return not any(a == b or b.startswith(a + "/") or a.startswith(b + "/") for a in old for b in new)
    return not (set(old) & set(new))


def _one_version(one: str, two: str) -> bool:
    a, b = one.split("."), two.split(".")
    shorter = min(len(a), len(b))
    return [int(x) for x in a[:shorter]] == [int(x) for x in b[:shorter]]


def keyed_change(old_text: str, new_text: str) -> str | None:
    """The reason a terse note gives one thing's attribute a new value (see the module's docstring), or ``None``."""
    new = keyed(new_text)
    if new is None:
        return None
    old = keyed(old_text)
    if old is None or old.kind != new.kind or (len(old.values) != 1 and old.kind not in ("owner", "named")):
        return None
    if _BESIDE.search(new_text) is not None:
        return None
    if new.kind == "owner" and not old.owner_noun:
        return None
    if new.kind == "named" and not new.assigned:
        return None  # a name after a colon is any key's value; after an arrow or "=", the key's new one
    if new.kind == "version" and (_RELEASED.search(old_text) or _RELEASED.search(new_text)
                                  or numbered_members(old_text, new_text)):
        return None  # a release; "lab 4 Arduino IDE:" / "lab 6 Arduino IDE:", another member of a series
    if new.kind == "count":
        (old_number, old_unit), (new_number, new_unit) = old.values[0], new.values[0]
        if old_number == new_number or not _same_unit(old_unit, new_unit) or _not_now(old_text) != _not_now(new_text):
            return None  # one count; "2 tonnes" / "600 kg"; "12 planned", "3 more", "8 this week" on one side
        return _keyed_count(old, new, old_text, new_text)
    if not _values_differ(new.kind, old.values, new.values):
        return None
    if not new.thing <= old.words:
        return None  # the newer key names a thing the older note never mentions: another thing
    if (old.thing or new.thing) and not (new.thing & old.words or old.thing & new.words):
        return None
    old_value, new_value = _shown(old.values[0]), _shown(new.values[0])
    return f"same {new.kind} of one keyed thing, {old_value} → {new_value}"


def _not_now(text: str) -> frozenset[str]:
    """The words of a note that set its count apart from a standing one (:data:`_COUNT_NOT_NOW`)."""
    return frozenset(w.lower() for w in _COUNT_NOT_NOW.findall(_WAS_COUNT.sub(" ", undated(text))))


def _keyed_count(old: Keyed, new: Keyed, old_text: str, new_text: str) -> str | None:
    """A keyed count told anew: the newer key's thing words, less the count's unit, each a word of the older note (a
    unit written short, "cyl" for "cylinders", is the older unit), and the two keys share a thing word."""
    (old_number, old_unit), (new_number, new_unit) = old.values[0], new.values[0]
    thing = new.thing - {new_unit}
    if not thing or not thing <= old.words or not (thing & old.thing):
        return None
    # "visitor passes issued: 25", "passes: 25 used", "25 / 30": what was done with the count, or a part of another
    # number — another attribute than the count itself ("passes: 30")
    told = _TALLY_BRACKET.sub(" ", undated(new_text))
    separator = _SEPARATOR.search(told)
    aside = _ASIDE.search(told, separator.end() if separator is not None else 0)
    told = told[:aside.start()] if aside else told
    old_low = old_text.lower()
    if len(re.findall(r"\d+", told)) > 1 or any(w not in old_low for w in re.findall(r"\b[a-z]{2,}ed\b", told.lower())):
        return None
    # "session slots (Saturday): 8" after "weekday session slots: 16": a day's or a month's count, not the count
    if any(w in CALENDAR_WORDS and w not in old_low for w in re.findall(r"[a-z]+", told.lower())):
        return None
    shown = f"{old_number} {old_unit}".strip(), f"{new_number} {new_unit}".strip()
    return f"same count of one keyed thing, {shown[0]} → {shown[1]}"


def _shown(value: object) -> str:
    if isinstance(value, tuple) and len(value) == 4 and all(isinstance(v, int) or v is None for v in value):
        day, opens, closes, _ = value  # a window
        return f"{WEEKDAYS[day][:3]} {opens // 60:02d}:{opens % 60:02d}-{closes // 60:02d}:{closes % 60:02d}"
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value if v)
    return str(value)

"""What changed between two statements of one attribute, and how a person is shown it.

:mod:`core.conflicts.sameness` decides whether two statements speak of one attribute; this module
brings their values to one form before they are compared (a count against a version, a URL against
a host, weekdays against a frequency, a year against a count), lists the slots whose values changed,
groups them as a person reads them (a host with its port, a job's role with its organisation) and
finds each value as the memory wrote it.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.agreement import agree
from core.conflicts.calendar_words import WEEKDAYS
from core.conflicts.statement import WHEN_SLOTS, Statement, read


def slot_kind(slot: str) -> str:
    """The kind of value a slot holds: ``host`` for ``host``, ``number`` for ``number:gb`` (a slot's unit or
    sense after its colon set aside). Public: :mod:`core.conflicts.sameness`, ``compare``, ``aligned`` and
    ``other_thing`` read slots by their kind."""
    return slot.split(":", 1)[0]

_IDENTITY_KINDS = ("host", "url", "handle", "path")


def shared_identities(old: Statement, new: Statement) -> set[str]:
    """Names, hosts, handles and paths both memories mention: they say which thing, not what changed."""
    shared = set(old.names & new.names)
    for slot in set(old.values) & set(new.values):
        if slot_kind(slot) in _IDENTITY_KINDS:
            shared |= set(old.values[slot]) & set(new.values[slot])
    return shared


# Slots whose values name the same sort of thing — a tool, a channel, a handle, a person who
# owns something, "email" — compared as one.
_NAMED_SLOTS = ("name", "handle", "alt:contact", "owner")


def _comparable(old: Statement, new: Statement) -> tuple[dict, dict]:
    """The two statements' values, with named slots compared as one when they share none
    ("reported in #ci" / "reported by email": a handle and a channel word)."""
    old_values, new_values = _years_as_counts(dict(old.values), dict(new.values))
    if "name" in old_values and "name" in new_values:
        # "'Family Liaison'" quoted and "Family Liaison" in capitals: one name of several words, written as one
        old_values["name"] = _one_spacing(old_values["name"], new_values["name"])
        new_values["name"] = _one_spacing(new_values["name"], old_values["name"])
    if old.names & new.names:
        _counts_as_versions(old_values, new_values)
    _url_hosts(old_values, new_values)
    _counts_as_hours(old_values, new_values, old.text, new.text)
    for values in (old_values, new_values):
        handles = frozenset(v for v in values.get("name", ()) if v.startswith("@") and len(v) > 1 and "." not in v)
        if handles and "handle" in (old_values.keys() | new_values.keys()):
            # "owner now @jonas" read as a name where the other memory holds a handle: one kind of value.
            values["handle"] = values.get("handle", frozenset()) | handles
            rest = values["name"] - handles
            if rest:
                values["name"] = rest
            else:
                del values["name"]
    _days_as_frequency(old_values, new_values, old.text, new.text)
    _counts_as_money(old_values, new_values)
    for statement, one, other in ((old, old_values, new_values), (new, new_values, old_values)):
        written = statement.shown.get("number:", "").lower()
        # Only while the count is still a bare number: compared as money ("15m" / "5 min, $3"), it is no length.
        if "number:" in one and "period" in other and "period" not in one \
                and re.fullmatch(r"\d+(\.\d+)?\s?m", written):
            # "ttl bumped to 15m" against "5 min": minutes, not fifteen million.
            one["period"] = frozenset({str(int(float(written.rstrip("m ")) * 60))})
            del one["number:"]
    if "@job" in old.key and "@job" in new.key:
        for one, other in ((old_values, new_values), (new_values, old_values)):
            if "alt:employment" in one and "name" not in one and "name" in other and "alt:employment" not in other:
                # "employer: Deloitte" / "employer: freelance": who someone works for, or that no one does.
                one["name"] = one.pop("alt:employment")
    named_old = {s for s in old_values if s in _NAMED_SLOTS}
    named_new = {s for s in new_values if s in _NAMED_SLOTS}
    if not named_old or not named_new or named_old & named_new:
        return old_values, new_values

    def merged(values: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
        out = {slot: vs for slot, vs in values.items() if slot not in _NAMED_SLOTS}
        out["name"] = frozenset(v for slot in _NAMED_SLOTS for v in values.get(slot, ()))
        return out

    return merged(old_values), merged(new_values)


def _one_spacing(names: frozenset[str], others: frozenset[str]) -> frozenset[str]:
    """Names of several words written as ``others`` writes them: "family liaison" → "family-liaison" where the other
    memory holds that; any other name as it is ("12 harbour st" is read against "12 harbour street" as written)."""
    return frozenset(v.replace(" ", "-") if v.replace(" ", "-") in others else v for v in names)


def _years_as_counts(a: dict, b: dict) -> tuple[dict, dict]:
    """A four-digit number read as a year where the other memory holds a plain count ("calorie target is
    2200" / "lowered the calorie target to 1900"): compared as the count it is."""
    def years(values: dict) -> set[str]:
        return {v.split(":", 1)[1] for v in values.get("date", ()) if v.startswith("year:")}

    for one, other in ((a, b), (b, a)):
        if "number:" in other and "date" not in other and "number:" not in one and years(one) \
                and all(v.startswith("year:") for v in one["date"]):
            one["number:"] = frozenset(years(one))
            del one["date"]
    return a, b


def _counts_as_versions(a: dict, b: dict) -> None:
    """A bare number beside a named thing where the other memory gives that thing a version ("iOS 16" /
    "the minimum iOS target is 17"): compared as the version it is."""
    for one, other in ((a, b), (b, a)):
        if "version" in other and "version" not in one and "number:" in one:
            one["version"] = one.pop("number:")


# A bare hour after a clock's preposition, nothing after it that counts ("at 7", "moved to 10", "around 4 now").
_AT_HOUR = re.compile(r"\b(?:at|to|until|till|around|from|for|by)\s+(?:about\s+|around\s+)?(\d{1,2})(?!\d|[:.,]\d|%)"
                      r"(?!\s*(?:[a-z]{2,}\s+)?(?:people|persons|kids|children|seats|hours|hrs|mins|minutes|days"
                      r"|weeks|months|years|percent|times|x|members|users|engineers|staff|euros|dollars|pounds|km"
                      r"|miles|kg|gb|mb|tb)\b)")


def _counts_as_hours(a: dict, b: dict, a_text: str, b_text: str) -> None:
    """A bare hour where the other memory gives the clock time ("gym at 6:30" / "the gym at 7 now", "standup at
    9:30" / "moved to 10"): compared as that hour, on the half of the day the other time is on."""
    for one, other, text in ((a, b, a_text), (b, a, b_text)):
        times = other.get("time", frozenset())
        counts = one.get("number:", frozenset())
        if len(times) != 1 or "time" in one or len(counts) != 1 or len(one) != 1:
            continue
        (count,) = counts
        (time,) = times
        told = {int(m) for m in _AT_HOUR.findall(text.lower())}
        if not count.isdigit() or int(count) not in told or not 1 <= int(count) <= 24 or ":" not in time:
            continue
        hour = int(count)
        if hour < 12 and int(time.split(":")[0]) >= 12:
            hour += 12
        one["time"] = frozenset({f"{hour:02d}:00"})
        del one["number:"]


def _counts_as_money(a: dict, b: dict) -> None:
    """A bare amount where the other memory gives the one amount in a currency ("$4,000" / "a 3.5k
    budget"): compared as that money."""
    for one, other in ((a, b), (b, a)):
        money = [s for s in other if slot_kind(s) == "money"]
        counts = [s for s in one if slot_kind(s) == "number"]
        if len(money) == 1 and len(counts) == 1 and not any(slot_kind(s) == "money" for s in one) \
                and not any(slot_kind(s) == "number" for s in other):
            one[money[0]] = one.pop(counts[0])


def _url_hosts(a: dict, b: dict) -> None:
    """A URL's host and port where the other memory gives a bare host ("http://10.0.3.12:3000" /
    "grafana.internal:443"): the address compared part for part."""
    for one, other in ((a, b), (b, a)):
        if "url" in one and "url" not in other and "host" in other and "host" not in one:
            parts = [urlsplit(u if "//" in u else f"//{u}") for u in one["url"]]
            # "https://api.orbit.dev/v2" / "api.orbit.dev/v2": the path too where the bare host gives one.
            pathed = any("/" in h for h in other["host"])
            hosts = frozenset(p.hostname + (p.path.rstrip("/") if pathed else "") for p in parts if p.hostname)
            if hosts:
                one["host"] = hosts
                del one["url"]
                ports = frozenset(str(p.port) for p in parts if _port(p) is not None)
                if ports and "port" in other and "port" not in one:
                    one["port"] = ports


def _port(parts) -> int | None:
    try:
        return parts.port
    except ValueError:
        return None


_WEEK = 7 * 86400


def _days_as_frequency(a: dict, b: dict, a_text: str = "", b_text: str = "") -> None:
    """A set of weekdays where the other memory gives only a frequency ("daily" / "Mondays, Wednesdays and
    Fridays"): so many days a week, compared as a frequency ("weekly" and "on Fridays" agree). One weekday
    told once ("on Tuesday", not "on Tuesdays" or "every Tuesday") against a cadence longer than a week says
    nothing against it: the cadence falls on some day."""
    for one, other, text in ((a, b, a_text), (b, a, b_text)):
        if "weekday" in one and one.get("period") == {str(_WEEK)} and "period" in other and "weekday" not in other \
                and len(one["weekday"]) > 1 and all(d in _WEEKDAYS for d in one["weekday"]) \
                and _ONE_DAY.search(text) is not None:
            # "watered every Monday and Thursday" / "reduced to once a week": "every" read as weekly, but two days a
            # week are twice a week.
            one["period"] = frozenset({str(_WEEK // len(one["weekday"]))})
            del one["weekday"]
            continue
        if "weekday" in one and "period" not in one and "period" in other and "weekday" not in other:
            days = [d for d in one["weekday"] if d in _WEEKDAYS]
            if days and len(days) == len(one["weekday"]):
                if len(days) == 1 and all(p.isdigit() and int(p) > _WEEK for p in other["period"]) \
                        and _ONE_DAY.search(text) is None and "ordinal" not in one:
                    # "every 6 weeks" / "on Tuesday": a longer cadence falls on some weekday; nothing against it.
                    del one["weekday"]
                    continue
                one["period"] = frozenset({str(_WEEK // len(days))})
                del one["weekday"]


# A weekday that recurs: "on Tuesdays", "every Tuesday", "each Tuesday" (and "the first Monday of the month", an
# ordinal beside it).
_ONE_DAY = re.compile(r"\b(?:(?:" + "|".join(day.removesuffix("day") for day in WEEKDAYS)
                      + r")days\b|(?:every|each)\s+\w+day\b)", re.IGNORECASE)
_WEEKDAYS = frozenset(WEEKDAYS)


def slots_changed(old: Statement, new: Statement) -> list[str]:
    """The value slots whose values changed between the two statements (siblings and restatements excluded)."""
    shared_names = shared_identities(old, new)
    changed = []
    old_values, new_values = _comparable(old, new)
    for slot in sorted(set(old_values) & set(new_values)):
        kind = slot_kind(slot)
        o = set(old_values[slot]) - (shared_names if kind in ("name", *_IDENTITY_KINDS) else set())
        n = set(new_values[slot]) - (shared_names if kind in ("name", *_IDENTITY_KINDS) else set())
        if not o or not n:
            continue
        if kind in NAME_KINDS and _variants(o, n) and not new.change:
            continue  # "acme-web" / "acme-web-legacy": a sibling, not a new value
        if kind == "name" and not new.change and old_values[slot] & new_values[slot]:
            continue  # "Perth (AU)" / "Perth, Western Australia": one value, qualified two ways
        if kind == "period" and (not new.change or _length_named(old, new) or _told_when(old)) \
                and _how_often_and_how_long(o, old, n, new):
            # "standups daily" / "standup runs ten minutes": how often, and how long — two slots; with a change
            # said, only where the newer memory names the length it changed ("cleanup cron: every 30 min" /
            # "cleanup cron timeout raised to 10 min"): "rotation: every 90d" / "rotation: 30d now" is how often.
            # An older memory that gives only when ("laser show at 21:00 Saturdays") has no length a change of
            # one replaces ("has been lengthened to 50 minutes").
            continue
        kind = "storage" if slot == "number:mb" else kind
        new_unseen = any(not any(agree(kind, x, y) for y in o) for x in n)
        old_dropped = any(not any(agree(kind, y, x) for x in n) for y in o)
        if new_unseen and old_dropped:
            changed.append(slot)
        elif new_unseen and new.change and kind == "alt" and len(o) == 1 and o < n:
            # "switched to light mode, dark mode strains my eyes": both named, the change says which holds.
            changed.append(slot)
    if "null" in new.values and "null" not in old.values and ("name" in old.values or "role" in old.values):
        changed.append("null")
    counted_old = [s for s in old.values if s.startswith("number:")]
    counted_new = [s for s in new.values if s.startswith("number:")]
    if len(counted_old) == 1 and len(counted_new) == 1 and counted_old != counted_new \
            and "number:" in (counted_old[0], counted_new[0]):
        # "14 people on the team" / "the team shrank to 11": one count, its unit said once.
        a, b = old.values[counted_old[0]], new.values[counted_new[0]]
        if not (a & b) and not any(agree("number", x, y) for x in a for y in b) \
                and not (counted_new[0] == "number:" and _another_measure_named(old, new)):
            changed.append(counted_new[0] if counted_new[0] != "number:" else counted_old[0])
    return changed


# The kinds of slot whose values name a thing rather than measure it — a name, a handle, a path, a quoted
# word, an identifier: compared as names (a sibling such as "acme-web" / "acme-web-legacy" is no new value).
# Public: sameness, compare, aligned and other_thing ask whether a changed slot names something.
NAME_KINDS = frozenset({"name", "handle", "path", "quoted", "ident"})

# Words before a change that name no measure of their own: the thing's pronoun, a generic amount word.
_NOT_MEASURES = W.STOP_WORDS | W.PRONOUNS | frozenset(
    "limit cap quota size count number total amount value setting now then later".split())
# A measure named before the change that sets its bare amount: "provisioned IOPS raised to 6000".
_MEASURE_SET = re.compile(r"\b([a-z][\w-]*)\s+(?:was\s+|were\s+|is\s+|are\s+)?(?:raised|bumped|increased|upped|"
                          r"lowered|reduced|cut|dropped|trimmed|set|changed|moved|capped|limited|doubled|halved)"
                          r"\s+(?:up\s+|down\s+|back\s+)?(?:to|at)\s+(?:about\s+|~)?\d")


def _another_measure_named(old: Statement, new: Statement) -> bool:
    """ "disk: 500 GB on db-primary" / "db-primary provisioned IOPS raised to 6000": the newer bare amount is set on
    a measure it names right before the change ("IOPS"), one the older memory never says — another measure of the
    thing, not its size in other words ("the team shrank to 11" names the team the older count is of)."""
    found = _MEASURE_SET.search(new.text.lower())
    if found is None:
        return False
    word = found.group(1)
    return word not in old.text.lower() and word not in _NOT_MEASURES


# The nouns and verbs that name a length of time, not how often: "duration cut to 45 min", "timeout raised to 10 min".
_LENGTH_WORDS = frozenset("duration durations timeout timeouts length runtime lasts last lasting takes take took "
                          "finish finishes".split())  # "take about 20 min per colony", "to finish in under 5 minutes"


def _told_when(statement: Statement) -> bool:
    """Whether a memory tells when a thing is held (a day of the week, a clock time) and no period of its own."""
    values = statement.values
    return "period" not in values and ("weekday" in values or "time" in values)


def _length_named(old: Statement, new: Statement) -> bool:
    """Whether the newer memory names a length of time by its noun or verb and the older one does not."""
    def said(statement: Statement) -> bool:
        return any(w in _LENGTH_WORDS for w in re.findall(r"[a-z]+", statement.text.lower()))

    return said(new) and not said(old)


def _how_often_and_how_long(old_values: set[str], old: Statement, new_values: set[str], new: Statement) -> bool:
    """Whether one memory's periods are all frequencies ("daily", "every other Friday") and the other's all
    lengths of time ("ran long, 90 min"), each as its memory wrote it (not brought over from another slot)."""
    def told(values: set[str], statement: Statement) -> tuple[bool, bool]:
        periods = statement.values.get("period", frozenset())
        if not periods and statement.values.get("weekday"):
            return False, True  # "sprint planning: Mon 10:00": the days it falls on, how often it is held
        return values <= statement.durations, values <= periods - statement.durations

    (old_long, old_often), (new_long, new_often) = told(old_values, old), told(new_values, new)
    return (old_long and new_often) or (old_often and new_long)


def _variants(old_values: set[str], new_values: set[str]) -> bool:
    """Identifiers where one extends the other ("orders" / "orders_archive", "acme-web" / "acme-web-legacy")."""
    def extends(long_: str, short: str) -> bool:
        return long_.startswith(short) and re.match(r"s?[-_./]\w", long_[len(short):]) is not None

    return any(extends(b, a) or extends(a, b) for a in old_values for b in new_values)


def value_norms(statement: Statement) -> set[str]:
    """Every value the statement holds, normalised, over all its slots."""
    return {v for values in statement.values.values() for v in values}


def told_values(text: str) -> set[str]:
    """Every value a memory's statement reading holds, normalised, longer than one character (a stray letter or an
    initial is no value to find again in another memory)."""
    return {v for v in value_norms(read(text)) if len(v) > 1}


def _identifier(old: Statement, new: Statement, slot: str) -> bool:
    """Whether a changed slot holds identifiers ("logs-prod", "#deploys", "orders_v1"), not tools or people."""
    if slot_kind(slot) in ("handle", "path", "host", "url"):
        return True
    if slot_kind(slot) != "name":
        return False
    values = (old.values.get(slot, frozenset()) | new.values.get(slot, frozenset())) - (old.names & new.names)
    return bool(values) and all(("-" in v or "_" in v or "/" in v or any(c.isdigit() for c in v))
                                and v not in N.KNOWN_TOOLS for v in values)


def _later_dated(old: Statement, new: Statement) -> bool:
    """Both notes carry a date and the newer one's is later: a dated log of one state."""
    return old.moment is not None and new.moment is not None and new.moment > old.moment


def slot_groups(slots: list[str], job: bool = False, schedule: bool = False) -> set[str]:
    """Slots that change together count once: a schedule's day, time and frequency, a title's head and qualifiers,
    and — for someone's job — the title and the employer ("designer, Canva" / "design lead, Figma"); a host with its
    port. Public: more than one group of changed slots is more than one attribute, which sameness and compare ask."""
    roles = ("role", "rolemod", "name") if job else ("role", "rolemod")
    # "every Friday" / "every other Wednesday now": how often and on which day, moved together by a
    # change, are one schedule (without one, two jobs' schedules are two facts).
    when = WHEN_SLOTS | ({"period"} if schedule and any(slot_kind(s) in WHEN_SLOTS for s in slots) else set())
    return {"when" if slot_kind(s) in when else "role" if s in roles else "address" if s in _ADDRESS else s
            for s in slots}


# A host and its port change together: one address.
_ADDRESS = frozenset({"host", "port", "url"})


# A period word shown with what it was said of ("every" of "every Monday", "alternate" of "alternate Mondays").
_SAID_ALONE = frozenset({"every", "each", "alternate", "alternating"})


def shown_values(statement: Statement, slots: list[str]) -> str:
    """The values of ``slots`` as the memory wrote them, joined for a reason a person reads ("∅" when it wrote none);
    a value compared under another slot is found where it was written. Public: sameness and compare show both sides
    of a change with it."""
    parts: list[str] = []
    for slot in slots:
        names = (*_NAMED_SLOTS, "alt:employment") if slot == "name" else (slot,)
        parts.extend(statement.shown.get(s, "") or (statement.shown.get("date", "") if s == "number:" else "")
                     or _shown_as(statement, s)
                     for s in names)
    said_of = statement.shown.get("weekday") or statement.shown.get("daypart")
    if "period" in slots and statement.shown.get("period", "").lower() in _SAID_ALONE and said_of:
        # "watered every Monday and Thursday", "every morning", "alternate Mondays": what "every" was said of, not
        # the word alone
        parts = [f"{p} {said_of}" if p.lower() in _SAID_ALONE else p for p in parts]
    parts = [p for p in dict.fromkeys(parts) if p]
    parts = [p for p in parts if not any(p != q and p in q for q in parts)]  # "host:443" holds "443"
    if len(parts) > 1 and all(slot_kind(s) in WHEN_SLOTS or slot_kind(s) == "period" for s in slots):
        # A schedule as written: "Monday morning", not "morning Monday".
        text = statement.text.lower()
        parts.sort(key=lambda p: text.find(p.lower()) if p.lower() in text else len(text))
    return " ".join(parts) or "∅"


# Where a value compared under another slot was written (see :func:`_comparable`).
_SHOWN_AS = {"period": ("weekday", "number:"), "host": ("url",), "port": ("url",), "version": ("number:",),
             "time": ("number:",),
             "alt:employment": ("alt:employment",)}


def _shown_as(statement: Statement, slot: str) -> str:
    """Where a value compared under ``slot`` was written, when the memory wrote it under another slot."""
    if slot_kind(slot) == "money":
        return next((statement.shown[s] for s in statement.shown if slot_kind(s) == "number"), "")
    if slot.startswith("number:") and "number:" in statement.shown:
        return statement.shown["number:"]  # "Twelve seats" / "trimmed to seven": a count, its unit said once
    return next((statement.shown[o] for o in _SHOWN_AS.get(slot, ()) if o in statement.shown), "")


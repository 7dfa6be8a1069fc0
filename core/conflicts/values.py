"""Tokens with typed, normalised values: what the statement model compares.

A memory's values are the parts a correction changes: a version, a time, a host, a
number with its unit, a licence, a frequency, a name. Written several ways, each one
value normalises to one form, so a restatement never looks like a change:

- numbers: ``10k`` = ``10,000`` = ``ten thousand``; ``1 GB`` = ``1024 MB``; money keeps its currency;
- times: ``9:30am`` = ``09:30``, ``4pm`` = ``16:00``, ``noon``; weekdays ``Thurs`` = ``Thursday(s)``;
- durations and frequencies as one period: ``half an hour`` = ``30 minutes``, ``fortnight`` =
  ``2 weeks``, ``every other day`` = ``every two days``, ``twice a week`` = every 3.5 days,
  ``biweekly`` = every two weeks;
- versions (``v1.28.4`` refines ``1.28``), hosts and ports (``db:5432``), URLs, handles
  (``#ops``, ``@jkim``), identifiers (``billing-api``), quoted names, licences
  (``Apache License, Version 2.0`` = ``Apache-2.0``, ``GPLv3`` = ``GPL-3.0``).

No NLP library: one ordered regular expression reads the text left to right; every
function here is pure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from core.model.lean import lean_dataclass
from core.text.tokens import stem

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_WEEKDAY_ABBREVIATIONS = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3,
                          "fri": 4, "sat": 5, "sun": 6}
DAYPARTS = {"morning": "morning", "mornings": "morning", "afternoon": "afternoon", "afternoons": "afternoon",
            "evening": "evening", "evenings": "evening", "night": "night", "nights": "night"}
# Events that mark a part of the day, after one of these prepositions ("after lunch", "before bed").
_MEAL_PREPOSITIONS = frozenset("after before with at during over".split())
_DAY_EVENTS = frozenset("breakfast brunch lunch lunchtime dinner supper bed bedtime dinnertime".split())
MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12, "single": 1, "once": 1, "twice": 2,
    "thrice": 3, "a": 1, "an": 1, "half": 0.5, "couple": 2, "few": 3, "several": 3, "multiple": 3,
}
_MULTIPLIERS = {"hundred": 100, "thousand": 1000, "million": 1_000_000, "k": 1000, "m": 1_000_000}
# Cycles a team counts in: "every sprint" is a period whose length the text does not say.
_CYCLES = frozenset("sprint sprints release releases iteration iterations cycle cycles milestone term".split())
ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
            "fifth": 5, "5th": 5, "last": -1}

# Seconds per unit of time; used for durations and for the period of a frequency.
_SECONDS = {
    "ms": 0.001, "millisecond": 0.001, "milliseconds": 0.001,
    "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
    "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
    "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
    "d": 86400, "day": 86400, "days": 86400,
    "w": 604800, "wk": 604800, "wks": 604800, "week": 604800, "weeks": 604800,
    "fortnight": 1209600, "fortnights": 1209600,
    "mo": 2592000, "month": 2592000, "months": 2592000,
    "quarter": 7776000, "quarters": 7776000,
    "y": 31536000, "yr": 31536000, "yrs": 31536000, "year": 31536000, "years": 31536000,
}
_ADVERB_PERIODS = {
    "hourly": 3600, "daily": 86400, "nightly": 86400, "weekly": 604800, "biweekly": 1209600,
    "fortnightly": 1209600, "monthly": 2592000, "bimonthly": 5184000, "quarterly": 7776000,
    "annually": 31536000, "yearly": 31536000, "annual": 31536000, "semiannually": 15768000,
}
# Megabytes per storage unit (binary: 1 GB = 1024 MB, as people write memory sizes).
_MEGABYTES = {"kb": 1 / 1024, "mb": 1, "mib": 1, "gb": 1024, "gib": 1024, "tb": 1024 * 1024, "tib": 1024 * 1024}
# Units written several ways; anything else that follows a number is its unit as a stem.
UNIT_WORDS = {
    "%": "%", "percent": "%", "pct": "%", "kg": "kg", "kgs": "kg", "lb": "lb", "lbs": "lb", "km": "km", "mi": "mi",
    "miles": "mi", "euro": "eur", "euros": "eur", "eur": "eur", "dollar": "usd", "dollars": "usd", "usd": "usd",
    "bucks": "usd", "gbp": "gbp", "pounds": "gbp", "loc": "line", "lines": "line", "line": "line",
    "req": "request", "reqs": "request", "requests": "request", "request": "request", "rps": "request/s",
    "qps": "request/s", "x": "x",
}
# Units of measure (not counted nouns): megabytes, percent, currencies, distances.
MEASURE_UNITS = frozenset(UNIT_WORDS.values()) | {"mb"}
_CURRENCY = {"$": "usd", "€": "eur", "£": "gbp"}
_CURRENCIES = frozenset({"usd", "eur", "gbp"})
# A number followed by one of these ("4 cups of coffee") counts the thing after "of".
_CONTAINERS = frozenset("cup cups glass glasses bottle bottles slice slices serving servings bowl bowls pint pints "
                        "piece pieces mug mugs shot shots".split())

_TLDS = frozenset(
    "com io org net dev app co lan internal local corp blog ai sh me so cloud xyz eu uk de us tech site page run gg "
    "fm tv ly info biz is it fr nl se no ch at be es pl cz jp in au ca nz br mx home intra priv test example".split()
)

_LICENCE = (
    r"(?:A|L)?GPL(?:[-\s]?v?\d(?:\.\d)?)?(?:-only|-or-later|\+)?"
    r"|Apache(?:[-\s]Licen[sc]e)?(?:,?[-\s]*(?:Version\s|v)?2(?:\.0)?)?"
    r"|MIT(?:[-\s](?:Licen[sc]ed?|licen[sc]ed?))?(?:\s\(Expat\))?"
    r"|BSD(?:[-\s]?\d(?:[-\s]Clause|[-\s]clause)?)?"
    r"|MPL(?:[-\s]?\d\.\d)?|EPL(?:[-\s]?\d\.\d)?|EUPL(?:[-\s]?\d\.\d)?|ISC|CC0"
    r"|CC[-\s]BY(?:[-\s](?:SA|NC|ND))*(?:[-\s]\d\.\d)?|SSPL(?:-\d\.\d)?|BUSL(?:-\d\.\d)?|BSL(?:-\d\.\d)?"
    r"|Business\sSource\sLicen[sc]e|OFL|Unlicense|Elastic\sLicen[sc]e(?:\s2\.0)?|ELv2|WTFPL|Zlib|0BSD"
    r"|Artistic(?:-2\.0)?|PolyForm(?:\s\w+)?|Commons\sClause"
    r"|[Aa]ll\srights\sreserved|[Pp]roprietary|[Cc]losed[-\s]source|[Pp]ublic\sdomain|RAIL"
)

_PATTERN = re.compile(
    r"""
    (?P<url>https?://[^\s,;)'"]+)
  | (?P<ip>\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b)
  | (?P<isodate>\b\d{4}-\d{2}(?:-\d{2})?\b|\b\d{1,2}/\d{4}\b)
  | (?P<dateformat>\b(?:YYYY|MM|DD)(?:[-/.](?:YYYY|MM|DD))+\b|\bISO[-\s]?8601\b)
  | (?P<licence>\b(?:"""
    + _LICENCE
    + r"""))(?![\w-])
  | (?P<host>\b[^\W_][\w\-]*(?:\.[\w\-]+)+(?::\d{1,5})?(?:/[\w.\-]+)*/?)
  | (?P<hostport>\b[a-z][a-z0-9\-]*:\d{2,5}\b)
  | (?P<port>(?<![\w.]):\d{2,5}(?:/[\w.\-]+)*)
  | (?P<onetoone>\b1:1s?\b)
  | (?P<quarter>\b[Qq][1-4]\b)
  | (?P<money>[$€£]\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?[kKmM]\b)?)
  | (?P<time>\b\d{1,2}:\d{2}(?:\s?[aApP]\.?[mM]\.?)?|\b\d{1,2}\s?[aApP]\.?[mM]\b\.?)
  | (?P<version>\bv?\d+(?:\.\d+)+(?:\.[xX*])?\b|\bv\d+\b)
  | (?P<handle>[#@][A-Za-z0-9][\w\-.]*(?:/[\w\-.]+)?)
  | (?P<rate>\b(?:req|reqs|requests?|msgs?|messages?|events?|calls?|ops|queries)
             /(?:s|sec|second|min|minute|h|hr|hour|day|d)\b)
  | (?P<path>(?:~|\.{1,2})?/[\w.\-]+(?:/[\w.\-]+)*|\b[A-Za-z][\w.\-]*(?:/[\w.\-]+)+)
  | (?P<number>\b\d(?:[\d,]*\d)?(?:\.\d+)?(?:[A-Za-z%]+\b|%)?)
  | (?P<quoted>(?<![\w'’])['‘"“][^'’"”\n]{1,40}['’"”](?![\w]))
  | (?P<word>[^\W\d_]\w*(?:-\w+)*(?:['’]s\b|['’](?=\s))?)
  | (?P<arrow>->|=>|→|⇒)
  | (?P<punct>[:;,=()\[\]—–?!+&|/]|\s-\s|\.(?=\s|$))
    """,
    re.VERBOSE,
)

_CONTRACTIONS = (
    (re.compile(r"\b(can)['’]t\b", re.IGNORECASE), r"\1 not"),
    (re.compile(r"\b(w)on['’]t\b", re.IGNORECASE), r"\1ill not"),
    (re.compile(r"n['’]t\b", re.IGNORECASE), " not"),
    (re.compile(r"['’]m\b", re.IGNORECASE), " am"),
    (re.compile(r"['’]re\b", re.IGNORECASE), " are"),
    (re.compile(r"['’]ve\b", re.IGNORECASE), " have"),
    (re.compile(r"['’]d\b", re.IGNORECASE), " would"),
    (re.compile(r"['’]ll\b", re.IGNORECASE), " will"),
    (re.compile(r"\b(it|that|there|what|he|she|who)['’]s\b", re.IGNORECASE), r"\1 is"),
    (re.compile(r"\bgo-to\b", re.IGNORECASE), "goto"),
    (re.compile(r"\bonto\b", re.IGNORECASE), "on to"),
    (re.compile(r"\be\.g\.,?", re.IGNORECASE), " eg "),
    (re.compile(r"\bi\.e\.,?", re.IGNORECASE), " ie "),
    (re.compile(r"\bTL;DR\b", re.IGNORECASE), "TLDR"),
)


@lean_dataclass(frozen=True)
class Token:
    """One token of a memory's text.

    Attributes:
        surface: the text as written.
        low: lower-case form.
        kind: ``word`` or ``punct`` or ``arrow``, or the kind of value: ``number``, ``money``,
            ``time``, ``weekday``, ``daypart``, ``date``, ``period`` (a duration or a frequency),
            ``version``, ``host``, ``port``, ``url``, ``handle``, ``path``, ``ident``, ``quoted``,
            ``licence``.
        norm: the stem of a word, or the normalised value.
        unit: for numbers, what they count (``gb`` folded into ``mb``, ``engineer``, ``request``).
        cap: a capitalised word that does not start a sentence (a likely name).
        initial: the first word of a sentence or clause.
        possessive: written with ``'s``.
        frequency: for periods, written as a frequency ("every", "weekly", "twice a week").
    """

    surface: str
    low: str
    kind: str
    norm: str
    unit: str = ""
    cap: bool = False
    initial: bool = False
    possessive: bool = False
    frequency: bool = False

    @property
    def is_value(self) -> bool:
        return self.kind not in ("word", "punct", "arrow")

    @property
    def is_word(self) -> bool:
        return self.kind == "word"


def _number(text: str) -> float | None:
    cleaned = text.replace(",", "")
    try:
        return float(cleaned)
    except ValueError:
        return None


def _fmt(value: float) -> str:
    if value == int(value):
        return str(int(value))
    return f"{value:.4g}"


def _time(text: str) -> str:
    low = text.lower().replace(".", "").replace(" ", "")
    match = re.match(r"(\d{1,2})(?::(\d{2}))?(am|pm)?$", low)
    if not match:
        return low
    hour, minute, half = int(match.group(1)), int(match.group(2) or 0), match.group(3)
    if half == "pm" and hour < 12:
        hour += 12
    elif half == "am" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}"


def normalise_licence(text: str) -> str:
    """One spelling per licence: ``apache-2``, ``gpl-3``, ``gpl-2-or-later``, ``bsd-3``, ``cc-by-nc-4``, ``mit``."""
    low = re.sub(r"\s+", " ", text.lower()).replace("licence", "license")
    if "all rights reserved" in low or low.startswith("proprietary") or low.startswith("closed"):
        return "proprietary"
    if low.startswith("public domain") or low == "unlicense":
        return "public-domain" if low.startswith("public") else "unlicense"
    if low.startswith("mit"):
        return "mit"
    if low.startswith("apache"):
        return "apache-2"
    if low.startswith("business source") or low.startswith(("bsl", "busl")):
        return "bsl"
    if low.startswith("elastic") or low == "elv2":
        return "elastic"
    if low.startswith("sspl"):
        return "sspl"
    match = re.match(r"(a|l)?gpl[-\s]?v?(\d)?(?:\.\d)?(-only|-or-later|\+)?", low)
    if match:
        prefix, version, tail = match.group(1) or "", match.group(2), match.group(3) or ""
        tail = "-or-later" if tail == "+" else tail
        return f"{prefix}gpl" + (f"-{version}" if version else "") + tail
    match = re.match(r"bsd[-\s]?(\d)?", low)
    if match:
        return "bsd" + (f"-{match.group(1)}" if match.group(1) else "")
    match = re.match(r"cc[-\s]by((?:[-\s](?:sa|nc|nd))*)(?:[-\s](\d)\.\d)?", low)
    if match:
        variants = "".join(f"-{v}" for v in sorted(re.findall(r"sa|nc|nd", match.group(1) or "")))
        return "cc-by" + variants + (f"-{match.group(2)}" if match.group(2) else "")
    match = re.match(r"(mpl|epl|eupl)[-\s]?(\d)?", low)
    if match:
        return match.group(1) + (f"-{match.group(2)}" if match.group(2) else "")
    return low.replace(" ", "-")


def _host(text: str) -> tuple[str, str]:
    """A host and its port (either may be empty)."""
    low = text.lower().rstrip("/")
    host, _, port = low.partition(":")
    if "/" in port:
        port = port.split("/", 1)[0]
    return host, port


def _is_host(surface: str) -> bool:
    host = surface.split(":", 1)[0].split("/", 1)[0].lower()
    labels = host.split(".")
    if len(labels) < 2 or not labels[-1].isalpha():
        return False
    return ":" in surface or "/" in surface or labels[-1] in _TLDS or len(labels) >= 3


_CLOCK_WORDS = re.compile(r"\b(half|quarter) (past|to) (\d{1,2}|[a-z]+)\b", re.IGNORECASE)


def _clock(match: re.Match) -> str:
    """ "half past three" → "3:30", "quarter to 10" → "9:45" (the words left as they were when no hour)."""
    part, relation, hour_text = match.group(1).lower(), match.group(2).lower(), match.group(3).lower()
    hour = int(hour_text) if hour_text.isdigit() else NUMBER_WORDS.get(hour_text)
    if not isinstance(hour, int) or not 1 <= hour <= 12 or hour_text in ("a", "an", "once", "twice"):
        return match.group()
    minutes = 30 if part == "half" else 15
    if relation == "to":
        hour, minutes = (hour - 1) or 12, 60 - minutes
    return f"{hour}:{minutes:02d}"


_HONORIFIC = re.compile(r"\b(Dr|Mr|Mrs|Ms|Mx|Prof)\.\s+(?=[A-Z])")


def _expand(text: str) -> str:
    """Contractions spelled out ("isn't" → "is not"), in one pass when the text has any; clock times in
    words as digits ("half past three" → "3:30"); an honorific's dot dropped ("Dr. Patel" is one name,
    not the end of a sentence)."""
    if " past " in text or " to " in text:
        text = _CLOCK_WORDS.sub(_clock, text)
    if "r." in text or "s." in text or "x." in text or "f." in text:
        text = _HONORIFIC.sub(r"\1 ", text)
    if "'" not in text and "’" not in text and "go-to" not in text.lower() and "onto" not in text.lower() \
            and "." not in text and ";" not in text:
        return text
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    return text


_TIME_ZONE = re.compile(r"(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)"
                        r"/[A-Z][A-Za-z_\-]+(?:/[A-Z][A-Za-z_\-]+)?")
_SENTENCE_ENDS = frozenset(".!?:—;–()")


def tokenize(text: str) -> list[Token]:
    """Tokens of ``text`` with values kept whole, typed and normalised (see the module doc)."""
    text = _expand(text)
    raw: list[Token] = []
    sentence_start = True
    for match in _PATTERN.finditer(text):
        group, surface = match.lastgroup, match.group()
        # The last character before the match that is not a space: a sentence starts after these.
        j = match.start()
        while j and text[j - 1].isspace():
            j -= 1
        if not j or text[j - 1] in _SENTENCE_ENDS:
            sentence_start = True
        raw.extend(_read(group or "", surface.strip(), sentence_start))
        sentence_start = False
    return _per_nouns(_streets(_rates(_fold(raw))))


def _per_nouns(tokens: list[Token]) -> list[Token]:
    """ "per user" and "per-user" are one qualifier, ``per-user``: what a limit is counted by.

    Rates ("per minute") were folded into their numbers before; what is left after "per" is a noun.
    """
    out: list[Token] = []
    i, n = 0, len(tokens)
    while i < n:
        t = tokens[i]
        if t.kind == "word" and t.low == "per" and i + 1 < n and tokens[i + 1].kind == "word" \
                and tokens[i + 1].low.isalpha() and tokens[i + 1].low not in _SECONDS:
            noun = tokens[i + 1]
            out.append(Token(f"{t.surface} {noun.surface}", f"per-{noun.low}", "word", f"per-{stem(noun.low)}",
                             initial=t.initial))
            i += 2
            continue
        if t.kind == "word" and t.low.startswith("per-") and t.low[4:].isalpha():
            t = replace(t, norm=f"per-{stem(t.low[4:])}")
        out.append(t)
        i += 1
    return out


# "/month" after an amount, "weekly" after a counted one: the rate the amount is told per.
_SLASH_RATES = {"/s": "s", "/sec": "s", "/min": "min", "/h": "h", "/hr": "h", "/hour": "h", "/day": "d", "/d": "d",
                "/wk": "w", "/week": "w", "/mo": "mo", "/month": "mo", "/yr": "y", "/year": "y"}
_RATE_ADVERBS = {"hourly": "h", "daily": "d", "nightly": "d", "weekly": "w", "monthly": "mo", "yearly": "y",
                 "annually": "y"}


_STREET_WORDS = frozenset("street st road rd lane ln avenue ave boulevard blvd drive dr way court ct place pl square "
                          "terrace crescent close gardens row parkway hill".split())


def _streets(tokens: list[Token]) -> list[Token]:
    """ "12 Elm Street", "48 Oak Lane": a street address is one value, not a count of elms."""
    out: list[Token] = []
    i, n = 0, len(tokens)
    while i < n:
        t = tokens[i]
        if t.kind == "number" and "." not in t.norm and i + 2 < n:
            k = i + 1
            while k < n and k - i <= 3 and tokens[k].kind == "word" and tokens[k].surface[:1].isupper() \
                    and tokens[k].low not in _STREET_WORDS:
                k += 1
            if k > i + 1 and k < n and tokens[k].kind == "word" and tokens[k].low.rstrip(".") in _STREET_WORDS:
                words = tokens[i + 1:k + 1]
                surface = " ".join([t.surface, *(w.surface for w in words)])
                norm = " ".join([t.norm, *(w.low.rstrip(".") for w in words)])
                out.append(Token(surface, surface.lower(), "ident", norm))
                i = k + 1
                continue
        out.append(t)
        i += 1
    return out


def _rates(tokens: list[Token]) -> list[Token]:
    """ "$3,500/month" is $3,500 (a slash rate is no path); "35 km weekly", "50 pages daily" are 35 km/w, 50 pag/d."""
    out: list[Token] = []
    for t in tokens:
        prev = out[-1] if out else None
        if prev is not None and prev.kind == "number" and prev.unit in ("x", "time") and t.kind == "path" \
                and t.low in _SLASH_RATES and float(prev.norm) > 0:
            # "3x/week": a frequency, as "three times a week" is.
            out[-1] = Token(prev.surface + t.surface, prev.low + t.low, "period",
                            _fmt(_SECONDS[_SLASH_RATES[t.low]] / float(prev.norm)), frequency=True)
            continue
        if prev is not None and prev.kind in ("number", "money") and t.kind == "path" and t.low in _SLASH_RATES:
            if prev.kind == "number" and prev.unit and "/" not in prev.unit:
                out[-1] = replace(prev, unit=f"{prev.unit}/{_SLASH_RATES[t.low]}")
            continue
        if prev is not None and t.kind == "period" and t.low in _RATE_ADVERBS:
            number = out[-2] if prev.kind == "word" and len(out) > 1 and out[-2].kind == "number" \
                and out[-2].unit == prev.norm else prev
            if number.kind == "number" and number.unit and "/" not in number.unit and number.unit != "time":
                out[-1 if number is prev else -2] = replace(number, unit=f"{number.unit}/{_RATE_ADVERBS[t.low]}")
                continue
        out.append(t)
    return out


def _read(group: str, surface: str, initial: bool) -> list[Token]:
    low = surface.lower()
    if group == "word":
        possessive = low.endswith(("'s", "’s"))
        bare = surface[:-2] if possessive else surface.rstrip("'’")
        return [_word(bare, initial, possessive)]
    if group in ("punct", "arrow"):
        return [Token(surface, low.strip(), group, low.strip())]
    if group == "url":
        return [Token(surface, low, "url", low.rstrip(".").rstrip("/"))]
    if group == "ip":
        host, port = _host(low)
        tokens = [Token(surface, low, "host", host)]
        return tokens + ([Token(port, port, "port", port)] if port else [])
    if group == "isodate":
        return [Token(surface, low, "date", low)]
    if group == "dateformat":
        # ISO 8601 dates are written YYYY-MM-DD: one format, two names.
        norm = "yyyy-mm-dd" if low.startswith("iso") else low.replace("/", "-").replace(".", "-")
        return [Token(surface, low, "ident", norm)]
    if group == "host":
        if re.fullmatch(r"v?\d+(?:\.\d+)+(?:\.[xX*])?", surface):
            return [Token(surface, low, "version", low.lstrip("v"))]
        if re.fullmatch(r"\d+\.\d+[kKmM]", surface):
            return _read("number", surface, initial)  # "a 3.5k budget": three thousand five hundred
        if not _is_host(surface):
            parts = [p for p in re.split(r"[.]", surface) if p]
            if re.fullmatch(r"[A-Za-z][\w\-]*(?:\.[A-Za-z][\w\-]*)+", surface) and len(parts) == 2 \
                    and parts[1].lower() in ("js", "ts", "py", "rb", "go", "net", "io"):
                return [Token(surface, low, "word", low, cap=surface[0].isupper() and not initial, initial=initial)]
            return [_word(p, initial and i == 0, False) for i, p in enumerate(parts)]
        host, port = _host(surface)
        path = ""
        if "/" in low:
            path = low.split("/", 1)[1]
        tokens = [Token(surface, low, "host", host + (f"/{path}" if path else ""))]
        return tokens + ([Token(port, port, "port", port)] if port else [])
    if group == "hostport":
        host, port = _host(low)
        return [Token(surface, low, "host", host), Token(port, port, "port", port)]
    if group == "port":
        port = low.lstrip(":").split("/", 1)[0]
        tokens = [Token(surface, low, "port", port)]
        if "/" in low:
            tokens.append(Token(low.split("/", 1)[1], low, "path", "/" + low.split("/", 1)[1]))
        return tokens
    if group == "quarter":
        return [Token(surface, low, "date", low)]
    if group == "onetoone":
        return [Token(surface, "1:1", "word", "1:1", initial=initial)]
    if group == "money":
        amount = re.sub(r"[^\d.,]", "", low)
        value = _number(amount) or 0.0
        if low.rstrip().endswith("k"):
            value *= 1000
        elif low.rstrip().endswith("m"):
            value *= 1_000_000
        return [Token(surface, low, "money", _fmt(value), unit=_CURRENCY.get(surface[0], surface[0]))]
    if group == "time":
        return [Token(surface, low, "time", _time(low))]
    if group == "licence":
        return [Token(surface, low, "licence", normalise_licence(surface))]
    if group == "version":
        return [Token(surface, low, "version", low.lstrip("v"))]
    if group == "handle":
        return [Token(surface.rstrip("."), low.rstrip("."), "handle", low.rstrip("."))]
    if group == "rate":
        per = low.split("/", 1)[1]
        return [Token(surface, low, "word", "request/" + ("s" if per.startswith("s") else per[:3]))]
    if group == "path":
        if _TIME_ZONE.fullmatch(surface):
            # "Europe/Paris": a time zone's name, compared with "UTC" or "CET" as a name.
            return [Token(surface, low, "word", low, cap=True, initial=initial)]
        return [Token(surface, low, "path", low.rstrip("/"))]
    if group == "number":
        matched = re.match(r"\d[\d,]*(?:\.\d+)?", low)
        number = matched.group() if matched else low
        rest = low[len(number):]
        parsed = _number(number)
        if parsed is None:
            return [Token(surface, low, "ident", low)]
        value = parsed
        if not rest and re.fullmatch(r"(19|20)\d\d", number):
            return [Token(surface, low, "date", f"year:{number}")]
        if rest in ("k", "m"):
            return [Token(surface, low, "number", _fmt(value * _MULTIPLIERS[rest]))]
        if rest in ("st", "nd", "rd", "th"):
            return [Token(surface, low, "ordinal", _fmt(value))]
        if rest in _SECONDS:
            return [Token(surface, low, "period", _fmt(value * _SECONDS[rest]))]
        if rest in _MEGABYTES:
            return [Token(surface, low, "number", _fmt(value * _MEGABYTES[rest]), unit="mb")]
        if rest and rest not in UNIT_WORDS:
            return [Token(surface, low, "ident", low)]
        return [Token(surface, low, "number", _fmt(value), unit=UNIT_WORDS.get(rest, rest))]
    if group == "quoted":
        inner = surface[1:-1].strip()
        low_inner = inner.lower()
        return [Token(inner, low_inner, "quoted", stem(low_inner) if low_inner.isalpha() else low_inner)]
    return [Token(surface, low, "word", stem(low))]


# Irregular verb forms meet their base form ("built" ~ "build", "ran" ~ "run").
_IRREGULAR = {
    "built": "build", "ran": "run", "went": "go", "gone": "go", "held": "hold", "kept": "keep", "sent": "send",
    "made": "make", "took": "take", "taken": "take", "sold": "sell", "bought": "buy", "paid": "pay",
    "wrote": "write", "written": "write", "gave": "give", "given": "give", "got": "get", "gotten": "get",
    "brought": "bring", "chose": "choose", "chosen": "choose", "began": "begin", "begun": "begin",
    "spent": "spend", "lost": "lose", "found": "find", "told": "tell", "met": "meet", "led": "lead",
    "ate": "eat", "eaten": "eat", "drank": "drink", "drunk": "drink", "slept": "sleep", "swam": "swim",
    "rode": "ride", "ridden": "ride", "drove": "drive", "driven": "drive", "flew": "fly", "flown": "fly",
    "shut": "shut", "set": "set", "put": "put", "cut": "cut", "hung": "hang", "taught": "teach",
    "thought": "think", "bought-out": "buy-out", "frozen": "freeze", "froze": "freeze", "grew": "grow",
    "grown": "grow", "rebuilt": "rebuild", "rewrote": "rewrite", "rewritten": "rewrite", "redone": "redo",
    "remade": "remake",
    # Short forms that are one word: "prod" is production ("Node 20 in prod" / "Node 18 in production").
    "prod": "production", "repo": "repository", "repos": "repositories", "env": "environment",
    "envs": "environments", "infra": "infrastructure",
    # Wanting, liking and preferring are one attitude.
    "like": "want", "likes": "want", "liked": "want", "prefer": "want", "prefers": "want", "preferred": "want",
    "preferring": "want", "wants": "want", "wanted": "want", "love": "want", "loves": "want", "enjoy": "want",
    "enjoys": "want", "rather": "want", "enjoyed": "want", "loved": "want", "loving": "want", "liking": "want",
    "wanting": "want", "enjoying": "want",
}


# Tokens are frozen and a word always reads the same: a store's vocabulary is read once, not per memory.
@lru_cache(maxsize=32768)
def _word(surface: str, initial: bool, possessive: bool) -> Token:
    low = surface.lower()
    cap = surface[:1].isupper() and not initial
    is_ident = bool(re.search(r"\d", low) and re.search(r"[^\W\d_]", low)) or "_" in low
    if is_ident and not re.fullmatch(r"[^\W\d_]+\d*", low):
        return Token(surface, low, "ident", low, cap=cap, initial=initial, possessive=possessive)
    norm = stem(_IRREGULAR.get(low, low)) if "-" not in low else low
    return Token(surface, low, "word", norm, cap=cap, initial=initial, possessive=possessive)


def _fold(tokens: list[Token]) -> list[Token]:
    """Multi-word values: numbers in words, units, weekdays, times, periods and frequencies."""
    out: list[Token] = []
    i = 0
    n = len(tokens)

    def low(k: int) -> str:
        return tokens[k].low if 0 <= k < n else ""

    while i < n:
        t = tokens[i]
        lw = t.low
        if t.kind == "version" and re.fullmatch(r"\d+\.\d+", t.low) and i + 1 < n and (
                low(i + 1) in _SECONDS or low(i + 1) in _MEGABYTES or low(i + 1) in UNIT_WORDS):
            # "1.5 hours", "2.5 GB": a number with its unit, not a version.
            t = Token(t.surface, lw, "number", _fmt(float(t.low)))
            tokens = [*tokens[:i], t, *tokens[i + 1:]]
        # "every other day", "every 2 weeks", "every Sunday", "every 90d"
        if lw in ("every", "each") and i + 1 < n:
            count, j = 1.0, i + 1
            if low(j) == "other":
                count, j = 2.0, j + 1
            elif tokens[j].kind == "number" and not tokens[j].unit:
                count, j = float(tokens[j].norm), j + 1
            elif tokens[j].kind == "version" and re.fullmatch(r"\d+\.\d+", tokens[j].low):
                count, j = float(tokens[j].low), j + 1
            elif low(j) in NUMBER_WORDS and low(j) not in ("a", "an", "single", "once", "twice"):
                count, j = float(NUMBER_WORDS[low(j)]), j + 1
            if j < n and tokens[j].kind == "period":
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 _fmt(float(tokens[j].norm) * count), frequency=True))
                i = j + 1
                continue
            if j < n and low(j) in _SECONDS:
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 _fmt(_SECONDS[low(j)] * count), frequency=True))
                i = j + 1
                continue
            day = _weekday(tokens[j]) if j < n else None
            if day is not None:
                out.append(Token(" ".join(x.surface for x in tokens[i:j]), lw, "period",
                                 _fmt(_SECONDS["week"] * count), frequency=True))
                i = j
                continue
            if j < n and low(j) in ("weekend", "weekends"):
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 _fmt(_SECONDS["week"] * count), frequency=True))
                i = j + 1
                continue
            if j < n and low(j) in _CYCLES:
                cycle = low(j).rstrip("s")  # "every other sprint" is two of them
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 cycle if count == 1 else f"{_fmt(count)} {cycle}", frequency=True))
                i = j + 1
                continue
            part = DAYPARTS.get(low(j))
            if part is not None:
                out.append(Token(" ".join(x.surface for x in tokens[i:j]), lw, "period",
                                 _fmt(_SECONDS["day"] * count), frequency=True))
                out.append(Token(tokens[j].surface, low(j), "daypart", part))
                i = j + 1
                continue
        # "once a day", "twice a week", "three times a month", "multiple times a day", "once per quarter"
        times: float | None = None
        j = i
        if lw in ("once", "twice", "thrice"):
            times, j = float(NUMBER_WORDS[lw]), i + 1
        elif (t.kind == "number" and t.unit in ("time", "tim")) or (
                lw in NUMBER_WORDS and low(i + 1) in ("times", "time")):
            times = float(t.norm) if t.kind == "number" else float(NUMBER_WORDS[lw])
            j = i + 1 if t.kind == "number" else i + 2
        if times is not None and low(j) in ("a", "an", "per", "each", "every") and low(j + 1) in _SECONDS:
            out.append(Token(" ".join(x.surface for x in tokens[i:j + 2]), lw, "period",
                             _fmt(_SECONDS[low(j + 1)] / times), frequency=True))
            i = j + 2
            continue
        if lw in ("ask", "asks", "asked", "asking") and low(i + 1) == "for":
            out.append(replace(t, norm="want"))  # "asked for replies in German": what the user wants
            i += 1
            continue
        if lw in _ADVERB_PERIODS:
            out.append(Token(t.surface, lw, "period", _fmt(_ADVERB_PERIODS[lw]), frequency=True))
            i += 1
            continue
        # "half an hour", "a fortnight", "an hour", "ten thousand", "two weeks", "seven hours"
        if lw == "half" and low(i + 1) in ("an", "a") and low(i + 2) in _SECONDS:
            out.append(Token(" ".join(x.surface for x in tokens[i:i + 3]), lw, "period",
                             _fmt(_SECONDS[low(i + 2)] / 2)))
            i += 3
            continue
        month_at = i + 2 if low(i + 1) == "of" else i + 1
        if t.kind in ("number", "ordinal") and t.norm.isdigit() and 1 <= int(t.norm) <= 31 \
                and (t.kind == "ordinal" or not t.unit) and month_at < n and _month_word(tokens[month_at]):
            # "4 May", "the 4th of May": a day of a month, as "May 4" is.
            month = tokens[month_at]
            out.append(Token(" ".join(x.surface for x in tokens[i:month_at + 1]), month.low, "date",
                             f"{MONTHS[month.low]:02d}-{int(t.norm):02d}"))
            i = month_at + 1
            continue
        if lw in NUMBER_WORDS or (t.kind == "number" and not t.unit):
            value = float(t.norm) if t.kind == "number" else float(NUMBER_WORDS[lw])
            j = i + 1
            while j < n and low(j) in _MULTIPLIERS and low(j) not in ("k", "m"):
                value *= _MULTIPLIERS[low(j)]
                j += 1
            if low(j) == "-" or (j < n and tokens[j].low == "-"):
                j += 1
            # "a second company car" counts cars; "a second" alone is a duration.
            noun_follows = j + 1 < n and tokens[j + 1].kind == "word" and tokens[j + 1].low not in _NOT_UNITS \
                and tokens[j + 1].low not in ("ago", "later", "earlier", "before", "after", "long", "old")
            if low(j) in _SECONDS and not (lw in ("a", "an") and (low(j) in ("m", "s", "h", "d", "w", "y")
                                                                 or noun_follows)):
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "period",
                                 _fmt(value * _SECONDS[low(j)])))
                i = j + 1
                continue
            if low(j) in _MEGABYTES:
                out.append(Token(" ".join(x.surface for x in tokens[i:j + 1]), lw, "number",
                                 _fmt(value * _MEGABYTES[low(j)]), unit="mb"))
                i = j + 1
                continue
            if lw in ("a", "an", "once", "twice", "thrice", "half", "few", "several", "couple"):
                out.append(t)
                i += 1
                continue
            if t.kind != "number":
                t = Token(" ".join(x.surface for x in tokens[i:j]), lw, "number", _fmt(value))
            t, i = _with_unit(t, tokens, j)
            out.append(t)
            continue
        # "port 3300", "the port to 3300", "listens on 2222", "UDP 51820": a port.
        if lw in ("port", "udp", "tcp") or (lw == "on" and i and tokens[i - 1].low in ("listens", "listen",
                                                                                      "listening")):
            j = i + 1
            while j < n and j <= i + 5 and lw == "port" and tokens[j].low in (
                    "to", "is", "=", ":", "now", "from", "has", "have", "been", "was", "changed", "moved", "updated",
                    "set", "bumped", "switched"):
                j += 1
            if j < n and tokens[j].kind == "number" and not tokens[j].unit and tokens[j].norm.isdigit():
                out.extend(tokens[i:j] if lw != "on" else [])
                out.append(Token(tokens[j].surface, tokens[j].low, "port", tokens[j].norm))
                i = j + 1
                continue
        day = _weekday(t, tokens[i + 1] if i + 1 < n else None)
        if day is not None:
            out.append(Token(t.surface, lw, "weekday", day))
            i += 1
            continue
        if lw in ("noon", "midday", "midnight"):
            out.append(Token(t.surface, lw, "time", "12:00" if lw != "midnight" else "00:00"))
            i += 1
            continue
        if lw in DAYPARTS:
            out.append(Token(t.surface, lw, "daypart", DAYPARTS[lw]))
            i += 1
            continue
        # "after lunch", "before bed", "with breakfast": a part of the day told by what happens then.
        if lw in _MEAL_PREPOSITIONS and i + 1 < n and tokens[i + 1].low in _DAY_EVENTS:
            event = tokens[i + 1].low
            out.append(Token(f"{t.surface} {tokens[i + 1].surface}", f"{lw} {event}", "daypart",
                             f"{'after' if lw == 'after' else 'before' if lw == 'before' else 'at'} {event}"))
            i += 2
            continue
        if lw in ORDINALS and i + 1 < n and (_weekday(tokens[i + 1]) is not None or (
                tokens[i + 1].low in ("week", "day", "month", "weekend") and i and tokens[i - 1].low == "the")):
            out.append(Token(t.surface, lw, "ordinal", str(ORDINALS[lw])))
            i += 1
            continue
        if _month_word(t) or (t.surface == "May" and i == 0 and i + 2 < n and tokens[i + 1].kind == "number"
                              and tokens[i + 2].low in (":", "—", "–", "-", ",")):
            # "May 4 — release cut Thursdays": a dated note starts with its date, not with a "may".
            day_token = tokens[i + 1] if i + 1 < n else None
            if day_token is not None and day_token.kind in ("number", "ordinal") and day_token.norm.isdigit() \
                    and int(day_token.norm) <= 31 and not day_token.unit:
                out.append(Token(f"{t.surface} {day_token.surface}", lw, "date",
                                 f"{MONTHS[lw]:02d}-{int(day_token.norm):02d}"))
                i += 2
                continue
            out.append(Token(t.surface, lw, "date", f"month:{MONTHS[lw]}"))
            i += 1
            continue
        out.append(t)
        i += 1
    return _times_after_at(_quarters(out))


def _month_word(t: Token) -> bool:
    """A month's name: "May" capitalised ("may" is a verb), short names capitalised ("Mar", not "mar")."""
    lw = t.low
    return t.kind == "word" and lw in MONTHS and (
        (lw != "may" and (t.surface[0].isupper() or len(lw) > 3)) or (lw == "may" and t.cap))


# Words after which a lower-case "q2" is still a quarter ("in q2", "by q3", "this q4").
_QUARTER_LEADS = frozenset("in by for until till during this next last of before after since from to end "
                           "early late mid the".split())


def _quarters(tokens: list[Token]) -> list[Token]:
    """ "Q3 2026" is one date, the third quarter of 2026."""
    out: list[Token] = []
    for t in tokens:
        if t.kind == "date" and re.fullmatch(r"q[1-4]", t.norm) and t.surface.startswith("q") and out \
                and out[-1].kind == "word" and out[-1].low not in _QUARTER_LEADS:
            out.append(Token(t.surface, t.low, "ident", t.norm))  # "queue q2": a name, not the second quarter
            continue
        if t.kind == "date" and t.norm.startswith("year:") and out and out[-1].kind == "date" \
                and re.fullmatch(r"q[1-4]", out[-1].norm):
            q = out.pop()
            out.append(Token(f"{q.surface} {t.surface}", q.low, "date", f"{t.norm[5:]}-{q.norm}"))
            continue
        out.append(t)
    return out


# Words that make "at 10" a time ("standup at 10", "starts at 9"), not a size ("sized at 20").
_AT_TIME = frozenset(
    """
    start starts started begin begins began open opens close closes end ends wake wakes up standup standups meeting
    meetings sync syncs call calls class classes lesson lessons session sessions appointment review retro retros
    demo demos lunch dinner breakfast pickup drop-off handoff handover kickoff is are was were
    """.split()
)


def _times_after_at(tokens: list[Token]) -> list[Token]:
    """ "Monday at 10", "standup at 9": a bare hour after "at" is a time when the text speaks of when."""
    when = any(t.kind in ("weekday", "daypart", "time") for t in tokens)
    out = []
    for i, t in enumerate(tokens):
        if t.kind == "number" and not t.unit and i and tokens[i - 1].low == "at" and t.norm.isdigit() \
                and 0 < int(t.norm) <= 24 and (when or (i > 1 and tokens[i - 2].low in _AT_TIME)):
            t = Token(t.surface, t.low, "time", f"{int(t.norm):02d}:00")
        out.append(t)
    return out


def _weekday(token: Token, nxt: Token | None = None) -> str | None:
    """The weekday a word names; a lower-case abbreviation counts only before a time ("sun 02:00")."""
    low = token.low
    if token.kind != "word":
        return None
    if low in WEEKDAYS:
        return low
    if low.endswith("s") and low[:-1] in WEEKDAYS:
        return low[:-1]
    if low in _WEEKDAY_ABBREVIATIONS and (token.surface[0].isupper() or low in ("thurs", "tues", "weds")
                                          or (nxt is not None and nxt.kind == "time")):
        return WEEKDAYS[_WEEKDAY_ABBREVIATIONS[low]]
    return None


_NOT_UNITS = frozenset(
    """
    a an the of to in on at for and or but by from with per each every is are was were be been this that these
    those more less than over under about around up down now only total max min after before since until till
    because due via into onto then so as if when while last next ago today tonight tomorrow yesterday
    """.split()
)
_RATE_UNITS = {"s": "s", "sec": "s", "second": "s", "min": "min", "minute": "min", "h": "h", "hr": "h", "hour": "h",
               "day": "d", "d": "d", "week": "w", "month": "mo", "year": "y"}


def _with_unit(token: Token, tokens: list[Token], j: int) -> tuple[Token, int]:
    """The number with what it counts, and the index after what it consumed.

    A unit word is consumed ("25 MB", "30 seconds" are folded earlier); a noun after the
    number names what it counts but stays a word ("6 engineers"); "4 cups of coffee"
    counts coffee; "per minute" / "a day" after it makes a rate ("500 req/min").
    """
    n = len(tokens)
    unit, k = "", j
    if j < n and tokens[j].kind == "word":
        nxt = tokens[j]
        if nxt.low in _CONTAINERS and j + 2 < n and tokens[j + 1].low == "of":
            unit, k = tokens[j + 2].norm, j + 3
        elif nxt.low in UNIT_WORDS:
            unit, k = UNIT_WORDS[nxt.low], j + 1
        elif nxt.low in ("times", "time"):
            unit, k = "time", j + 1
        elif nxt.norm.startswith("request/"):
            unit, k = nxt.norm, j + 1
        elif nxt.low not in _NOT_UNITS and nxt.low not in DAYPARTS and _weekday(nxt) is None \
                and nxt.low not in _SECONDS and not (nxt.surface.isupper() and len(nxt.surface) <= 4):
            unit, k = nxt.norm, j
            if k + 1 < n and tokens[k + 1].kind == "word" and tokens[k + 1].low in ("per", "a", "an", "each", "/"):
                k += 1
            else:
                k = j
    if unit and "/" not in unit:
        m = k
        if m < n and ((tokens[m].kind == "word" and tokens[m].low in ("per", "a", "an", "each"))
                      or tokens[m].low == "/"):
            if m + 1 < n and tokens[m + 1].low in _RATE_UNITS:
                unit = f"{unit}/{_RATE_UNITS[tokens[m + 1].low]}"
                k = m + 2
    if k == j and unit and tokens[j].low not in UNIT_WORDS:
        # A noun unit stays in the text as a word too.
        pass
    if not unit:
        return token, j
    if unit in _CURRENCIES:
        # "fifty dollars" is the amount "$50" is.
        surface = " ".join([token.surface, *(t.surface for t in tokens[j:k])])
        return Token(surface, surface.lower(), "money", token.norm, unit=unit), k
    return Token(token.surface, token.low, "number", token.norm, unit=unit), k

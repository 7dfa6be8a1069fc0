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

The reading is in three parts: :mod:`core.conflicts.value_words` holds the token and the tables,
this module reads each match of the pattern into tokens, and :mod:`core.conflicts.value_folding`
folds the values told in several tokens into one.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from core.conflicts.value_folding import fold
from core.conflicts.value_shapes import IPV4, LICENCE, VERSION_NUMBER
from core.conflicts.value_words import (
    CURRENCY,
    MEGABYTES,
    MULTIPLIERS,
    NUMBER_WORDS,
    SECONDS,
    UNIT_WORDS,
    Token,
    format_number,
    parse_number,
)
from core.text.tokens import stem

_TLDS = frozenset(
    "com io org net dev app co lan internal local corp blog ai sh me so cloud xyz eu uk de us tech site page run gg "
    "fm tv ly info biz is it fr nl se no ch at be es pl cz jp in au ca nz br mx home intra priv test example".split()
)

# An alternative added here that can match a plain word needs leaving out of _TOKENS' shortcut below.
_PATTERN = re.compile(
    r"""
    (?P<url>https?://[^\s,;)'"]+)
  | (?P<ip>\b"""
    + IPV4
    + r"""(?::\d{1,5})?\b)
  | (?P<isodate>\b\d{4}-\d{2}(?:-\d{2})?\b|\b\d{1,2}/\d{4}\b)
  | (?P<dateformat>\b(?:YYYY|MM|DD)(?:[-/.](?:YYYY|MM|DD))+\b|\bISO[-\s]?8601\b)
  | (?P<licence>\b(?:"""
    + LICENCE
    + r"""))(?![\w-])
  | (?P<host>\b[^\W_][\w\-]*(?:\.[\w\-]+)+(?::\d{1,5})?(?:/[\w.\-]+)*/?)
  | (?P<hostport>\b[a-z][a-z0-9\-]*:\d{2,5}\b)
  | (?P<port>(?<![\w.]):\d{2,5}(?:/[\w.\-]+)*)
  | (?P<onetoone>\b1:1s?\b)
  | (?P<quarter>\b[Qq][1-4]\b)
  | (?P<money>[$€£¥₹₩]\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?[kKmM]\b)?)
  | (?P<time>\b\d{1,2}:\d{2}(?:\s?[aApP]\.?[mM]\.?)?|\b\d{1,2}\s?[aApP]\.?[mM]\b\.?)
  | (?P<version>\bv?"""
    + VERSION_NUMBER
    + r"""\b|\bv\d+\b)
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

# Contractions, spelled out; none can match a text without an apostrophe, so most texts skip them all.
_CONTRACTIONS = (
    (re.compile(r"\b(can)['’]t\b", re.IGNORECASE), r"\1 not"),
    (re.compile(r"\b(w)on['’]t\b", re.IGNORECASE), r"\1ill not"),
    (re.compile(r"n['’]t\b", re.IGNORECASE), " not"),
    (re.compile(r"['’]m\b", re.IGNORECASE), " am"),
    (re.compile(r"['’]re\b", re.IGNORECASE), " are"),
    (re.compile(r"['’]ve\b", re.IGNORECASE), " have"),
    (re.compile(r"\b(i|you|we|they|he|she|it|that|who|there)['’]d\b", re.IGNORECASE), r"\1 would"),
    (re.compile(r"['’]ll\b", re.IGNORECASE), " will"),
    (re.compile(r"\b(it|that|there|what|he|she|who)['’]s\b", re.IGNORECASE), r"\1 is"),
)
# Other short forms, each with what it cannot match without (in the lower-cased text): a literal
# character of the pattern, or for "onto" the word itself (no other character folds to o, n or t).
_SHORT_FORMS = (
    (re.compile(r"\bgo-to\b", re.IGNORECASE), "goto", "-"),
    (re.compile(r"\bonto\b", re.IGNORECASE), "on to", "onto"),
    (re.compile(r"\be\.g\.,?", re.IGNORECASE), " eg ", "."),
    (re.compile(r"\bi\.e\.,?", re.IGNORECASE), " ie ", "."),
    (re.compile(r"\bTL;DR\b", re.IGNORECASE), "TLDR", ";"),
)


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
    if low.startswith("rsal"):
        return "rsal"
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
    host, _, port = low.split("/", 1)[0].partition(":")  # a path after the host is read apart
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


# "half ten": half past ten, as British English says it — an hour after "half", no unit or noun after it.
_HALF_HOUR = re.compile(r"\bhalf (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\b"
                        r"(?!\s*(?:[%.,]\d|[a-z]*bytes?\b|[kmgt]b\b|percent|hours?|days?|weeks?|months?|years?"
                        r"|minutes?|mins?|times?|of\b|dozen|million|thousand|[a-z]+s\b))", re.IGNORECASE)


# "half five in the afternoon", "at 7 in the evening": an hour of the clock's second half told by the part of the day
# after it, as "pm" tells it ("5:30 in the afternoon" is 17:30, never 05:30).
_AFTER_NOON = re.compile(r"\b(\d{1,2}(?::\d{2})?)(\s+in the (?:afternoon|evening))\b")


def _half_hour(match: re.Match) -> str:
    hour_text = match.group(1).lower()
    hour = int(hour_text) if hour_text.isdigit() else NUMBER_WORDS.get(hour_text)
    if not isinstance(hour, int) or not 1 <= hour <= 12:
        return match.group()
    return f"{hour}:30"


# "eight o'clock", "8 o'clock": the hour whole, as "8:00" tells it.
_O_CLOCK = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\s+o['’]\s?clock\b",
                      re.IGNORECASE)
# A clock time written as four figures after a word that puts a thing at a time or a note's key ("at 0700", "slid to
# 0730", "until 2230 hrs", "radio check: 0645"): the hour and minute of a 24-hour clock, told by its leading zero or by
# "hrs" after it; "moved to 2024" is a year and "at 1500 feet" a count.
_FOUR_FIGURES = re.compile(r"((?:\b(?:at|to|until|till|from|by|before|after)|:) )(?:(0\d)([0-5]\d)\b"
                           r"(?!\s*(?:[.,:]\d|(?!hrs?\b|hours\b|local\b)(?-i:[a-z])))"
                           r"|(1\d|2[0-3])([0-5]\d)(?=\s?(?:hrs?|hours)\b))", re.IGNORECASE)


def _four_figures(match: re.Match) -> str:
    if match.group(1).lower() == "to " and "from " in match.string[max(0, match.start() - 24):match.start()].lower():
        return match.group()  # "runs from midnight to 0400": a span's end, left as the span readers take it
    hour, minute = (match.group(2), match.group(3)) if match.group(2) else (match.group(4), match.group(5))
    return f"{match.group(1)}{hour}:{minute}"


def _o_clock(match: re.Match) -> str:
    hour_text = match.group(1).lower()
    hour = int(hour_text) if hour_text.isdigit() else NUMBER_WORDS.get(hour_text)
    if not isinstance(hour, int) or not 1 <= hour <= 12:
        return match.group()
    return f"{hour}:00"


_HONORIFIC = re.compile(r"\b(Dr|Mr|Mrs|Ms|Mx|Prof)\.\s+(?=[A-Z])")


# "4-hourly", "6-weekly", "3-monthly": every so many of the period (as a ward or a rota writes it), not a count at an
# hourly rate. Not "2-daily", which as often means twice a day.
_COUNT_LY = re.compile(r"\b(\d{1,3})-(hour|week|month|year)ly\b", re.IGNORECASE)


def _every_count(match: re.Match) -> str:
    """ "6-weekly" written as "every 6 weeks"."""
    return f"every {match.group(1)} {match.group(2).lower()}s"


def _expand(text: str) -> str:
    """Contractions spelled out ("isn't" → "is not"), in one pass when the text has any; clock times in
    words or in four figures as digits ("half past three" → "3:30", "eight o'clock" → "8:00", "at 0700" →
    "at 07:00"); an honorific's dot dropped ("Dr. Patel" is one name,
    not the end of a sentence)."""
    if " past " in text or " to " in text:
        text = _CLOCK_WORDS.sub(_clock, text)
    if "half " in text.lower():
        text = _HALF_HOUR.sub(_half_hour, text)
    if "clock" in text:
        text = _O_CLOCK.sub(_o_clock, text)
    if any(ch.isdigit() for ch in text):
        text = _FOUR_FIGURES.sub(_four_figures, text)
    if "ly" in text and "-" in text:
        text = _COUNT_LY.sub(_every_count, text)
    if " in the afternoon" in text or " in the evening" in text:
        text = _AFTER_NOON.sub(r"\1 pm\2", text)
    if "r." in text or "s." in text or "x." in text or "f." in text:
        text = _HONORIFIC.sub(r"\1 ", text)
    if "'" in text or "’" in text:
        for pattern, replacement in _CONTRACTIONS:
            text = pattern.sub(replacement, text)
    low = text.lower()
    for pattern, replacement, needs in _SHORT_FORMS:
        if needs in low:
            text = pattern.sub(replacement, text)
            low = text.lower()
    return text


# The pattern with a shortcut tried first for the commonest token, a plain word ("service", "Berlin") before
# a space, a comma, a semicolon, a full stop or the end: no alternative before ``word`` matches there but a
# licence ("MIT", "proprietary"), which the shortcut leaves to the pattern. Tokens are the same either way
# (tests/engine/conflicts/test_conflicts_values.py holds it to that over every labelled text).
_TOKENS = re.compile(r"(?P<plain>(?!(?:" + LICENCE + r")(?![\w-]))[A-Za-z][a-z]*(?=[\s,;]|\.(?:\s|$)|$))|"
                     + _PATTERN.pattern, re.VERBOSE)
_TIME_ZONE = re.compile(r"(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)"
                        r"/[A-Z][A-Za-z_\-]+(?:/[A-Z][A-Za-z_\-]+)?")
_SENTENCE_ENDS = frozenset(".!?:—;–()")


def tokenize(text: str) -> list[Token]:
    """Tokens of ``text`` with values kept whole, typed and normalised (see the module doc)."""
    text = _expand(text)
    raw: list[Token] = []
    sentence_start = True
    for match in _TOKENS.finditer(text):
        group, surface = match.lastgroup, match.group()
        # The last character before the match that is not a space: a sentence starts after these.
        j = match.start()
        while j and text[j - 1].isspace():
            j -= 1
        if not j or text[j - 1] in _SENTENCE_ENDS:
            sentence_start = True
        if group == "plain":  # what _read("word", …) makes of it, without the dispatch
            raw.append(_word(surface, sentence_start, False))
        else:
            raw.extend(_read(group or "", surface.strip(), sentence_start))
        sentence_start = False
    return fold(raw)


# A count from 21 to 99 written in words with its hyphen ("thirty-six", "forty-two").
_TENS_AND_ONES = re.compile(r"(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-"
                            r"(one|two|three|four|five|six|seven|eight|nine)")


# The shorthand "q" + a count + a unit for "every so long" ("q90d", "q15m", "q4h", "q2w").
_EVERY_SHORTHAND = re.compile(r"q(\d{1,3})(m|min|h|hr|d|w|wk|mo|y)")


def _read(group: str, surface: str, initial: bool) -> list[Token]:
    low = surface.lower()
    if group == "word":
        cycle = _EVERY_SHORTHAND.fullmatch(low)
        if cycle is not None:  # "secrets rotate q90d", "vitals q4h": every 90 days, every 4 hours
            every = float(cycle.group(1)) * SECONDS[cycle.group(2)]
            return [Token(surface, low, "period", format_number(every), frequency=True)]
        possessive = low.endswith(("'s", "’s"))
        bare = surface[:-2] if possessive else surface.rstrip("'’")
        tens = _TENS_AND_ONES.fullmatch(bare.lower())
        if tens is not None:  # "thirty-two chairs": a count in words, one number like "32 chairs"
            count = NUMBER_WORDS[tens.group(1)] + NUMBER_WORDS[tens.group(2)]
            return [Token(surface, low, "number", format_number(count))]
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
        if _BARE_VERSION.fullmatch(surface):
            return [Token(surface, low, "version", low.lstrip("v"))]
        if _THOUSANDS.fullmatch(surface):
            return _read("number", surface, initial)  # "a 3.5k budget": three thousand five hundred
        glued = _GLUED_DECIMAL.fullmatch(low)
        if glued is not None and glued.group(1) in _GLUED_UNITS:
            return _read("number", surface, initial)  # "6.5kg", "2.5x", "1.5h": an amount with its unit
        if not _is_host(surface):
            parts = [p for p in re.split(r"[.]", surface) if p]
            if _DOTTED_NAME.fullmatch(surface) and len(parts) == 2 \
                    and parts[1].lower() in ("js", "ts", "py", "rb", "go", "net", "io"):
                return [Token(surface, low, "word", low, cap=surface[0].isupper() and not initial, initial=initial)]
            return [_word(p, initial and i == 0, False) for i, p in enumerate(parts)]
        host, port = _host(surface)
        path = ""
        if "/" in low:
            path = low.split("/", 1)[1].rstrip("/")  # "ghcr.io/acme/" is "ghcr.io/acme"
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
        value = parse_number(amount) or 0.0
        if low.rstrip().endswith("k"):
            value *= 1000
        elif low.rstrip().endswith("m"):
            value *= 1_000_000
        return [Token(surface, low, "money", format_number(value), unit=CURRENCY.get(surface[0], surface[0]))]
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
        # "s3://kz-backups/daily." at a sentence's end: the full stop is no part of the path
        return [Token(surface, low, "path", low.rstrip(".").rstrip("/"))]
    if group == "number":
        matched = re.match(r"\d[\d,]*(?:\.\d+)?", low)
        number = matched.group() if matched else low
        rest = low[len(number):]
        parsed = parse_number(number)
        if parsed is None:
            return [Token(surface, low, "ident", low)]
        value = parsed
        if not rest and re.fullmatch(r"(19|20)\d\d", number):
            return [Token(surface, low, "date", f"year:{number}")]
        if rest in ("k", "m"):
            return [Token(surface, low, "number", format_number(value * MULTIPLIERS[rest]))]
        if rest in ("st", "nd", "rd", "th"):
            return [Token(surface, low, "ordinal", format_number(value))]
        if rest in SECONDS:
            return [Token(surface, low, "period", format_number(value * SECONDS[rest]))]
        if rest in MEGABYTES:
            return [Token(surface, low, "number", format_number(value * MEGABYTES[rest]), unit="mb")]
        if rest and rest not in UNIT_WORDS:
            return [Token(surface, low, "ident", low)]
        return [Token(surface, low, "number", format_number(value), unit=UNIT_WORDS.get(rest, rest))]
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
    "envs": "environments", "infra": "infrastructure", "dep": "dependency", "deps": "dependencies",
    # Wanting, liking and preferring are one attitude.
    "like": "want", "likes": "want", "liked": "want", "prefer": "want", "prefers": "want", "preferred": "want",
    "preferring": "want", "wants": "want", "wanted": "want", "love": "want", "loves": "want", "enjoy": "want",
    "enjoys": "want", "rather": "want", "enjoyed": "want", "loved": "want", "loving": "want", "liking": "want",
    "wanting": "want", "enjoying": "want",
}


_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")
_LETTERS_THEN_DIGITS = re.compile(r"[^\W\d_]+\d*")
_BARE_VERSION = re.compile(r"v?" + VERSION_NUMBER)
_THOUSANDS = re.compile(r"\d+\.\d+[kKmM]")
# A decimal with its unit glued on ("6.5kg", "2.5x", "1.5h"), which the host pattern takes whole: read as the amount
# it is when the unit is one the number reader knows.
_GLUED_DECIMAL = re.compile(r"\d+\.\d+([a-z%]+)")
_GLUED_UNITS = frozenset(UNIT_WORDS) | frozenset(MEGABYTES) | frozenset(SECONDS)
_DOTTED_NAME = re.compile(r"[A-Za-z][\w\-]*(?:\.[A-Za-z][\w\-]*)+")


# Tokens are frozen and a word always reads the same: a store's vocabulary is read once, not per memory.
@lru_cache(maxsize=32768)
def _word(surface: str, initial: bool, possessive: bool) -> Token:
    low = surface.lower()
    cap = surface[:1].isupper() and not initial
    is_ident = bool(_DIGIT.search(low) and _LETTER.search(low)) or "_" in low
    if is_ident and not _LETTERS_THEN_DIGITS.fullmatch(low):
        return Token(surface, low, "ident", low, cap=cap, initial=initial, possessive=possessive)
    if not low.isascii():
        low = _unaccented(low)
    norm = low if low in _NO_PLURAL else stem(_IRREGULAR.get(low, low)) if "-" not in low else low
    return Token(surface, low, "word", norm, cap=cap, initial=initial, possessive=possessive)


# Nouns whose closing "s" is no plural: "news" stemmed is "new", the change word ("evening news" is a programme).
_NO_PLURAL = frozenset({"news"})


@lru_cache(maxsize=1024)
def _unaccented(low: str) -> str:
    """A word without its accents ("zürich" → "zurich", "são" → "sao"): one place written two ways is one value."""
    return "".join(c for c in unicodedata.normalize("NFKD", low) if not unicodedata.combining(c))


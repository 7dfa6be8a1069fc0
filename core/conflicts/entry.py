"""A pair as every reader takes it in: the note-taker's shorthand spelled out, a label that only says what kind of
message a note is ("FYI:") and a closing bracket that only says who told it ("(user said)") left off, and a newer
note opening in lower case with a name the older one capitalises written as the older one writes it; a "per" that
names who or what set the value ("per FAA guidance", "per Jo", "per fire officer's revision") left off too.

The rules (:func:`core.conflicts.rules.decide`), the question for the judge (:func:`core.conflicts.rules.undecided`),
the learned reader and the readings kept with a memory (:mod:`core.conflicts.kept_readings`) all enter a text here,
so none of them weighs a word the others never see.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS, WEEKDAYS


@lru_cache(maxsize=256)  # the learned reader enters a pair the rules entered just before
def entered(old_text: str, new_text: str) -> tuple[str, str]:
    """The pair as every reader takes it in, cleaned once: "w/" and "w/o" spelled out, without a label that only
    says what kind of message a note is ("FYI:", "NOTE:"), without a closing bracket that only says who told it
    ("(user said)"), and a newer note opening in lower case with a name the older one capitalises written as the
    older one writes it.

    The rules (:func:`decide`), the question for the judge (:func:`undecided`) and the learned reader
    (:mod:`core.conflicts.learned_reader`) all read the pair through here, so none of them weighs a label the
    others never see."""
    new_text = _opening_name_as_older(old_text, entered_older(new_text))
    return entered_older(old_text), new_text


@lru_cache(maxsize=8192)  # the newcomer is entered again beside each of its candidates
def entered_older(text: str) -> str:
    """The older text of a pair as :func:`entered` takes it in (it depends on that text alone): the text whose
    reading :mod:`core.conflicts.kept_readings` keeps with a memory."""
    return _unsourced(_unattributed(_unlabelled(_rejoined(_spelled_out(_iso_dated(tamed(text)))))))


# What the readers read of a memory at most: a fact is a sentence or a few, and hundreds of hand-written patterns
# each scan the whole text, so a document-sized memory is read by its opening, not at a cost that grows with it.
READ_LIMIT = 2000
# A run of digits longer than any value the readers compare (a port, a count, a version part, a phone number) is cut
# to this many: 309 digits overflowed a float, 4,301 exceeded Python's integer conversion.
DIGITS_LIMIT = 24
# A run of digits and the marks between a number's parts ("1.2.3", "2026-01-05", "9–5", "10:30") longer than this is
# no value either; cut, so a pattern that backtracks over such a run ("1.1.1.…" 4,000 characters long) meets a
# short one.
NUMERIC_RUN_LIMIT = 40
_LONG_DIGITS = re.compile(rf"\d{{{DIGITS_LIMIT + 1},}}")
_LONG_NUMERIC_RUN = re.compile(rf"[\d.,:/\-–—_]{{{NUMERIC_RUN_LIMIT + 1},}}")


def tamed(text: str) -> str:
    """The text with what no reader can compare made harmless (an agent may send anything): cut to
    :data:`READ_LIMIT` characters (at a space where one is near), each run of more than :data:`DIGITS_LIMIT` digits
    cut to that many, each run of digits and number marks longer than :data:`NUMERIC_RUN_LIMIT` cut to that length.
    Ordinary texts come back as they are."""
    if len(text) > READ_LIMIT:
        cut = text.rfind(" ", READ_LIMIT - 200, READ_LIMIT)
        text = text[:cut if cut > 0 else READ_LIMIT]
    if _LONG_DIGITS.search(text):
        text = _LONG_DIGITS.sub(lambda m: m.group(0)[:DIGITS_LIMIT], text)
    if _LONG_NUMERIC_RUN.search(text):
        text = _LONG_NUMERIC_RUN.sub(lambda m: m.group(0)[:NUMERIC_RUN_LIMIT], text)
    return _unopened(text)


_CLOSING = {"(": ")", "[": "]", "{": "}"}


def _unopened(text: str) -> str:
    """The text without the opening brackets nothing closes ("listens on port (8443", "((((The billing service …"):
    an aside whose end never came says nothing apart from the words it holds, which are read as the sentence's own.
    No labelled text holds one; the readers took the bracket for the start of an aside and missed the value in it."""
    if all(text.count(opening) <= text.count(closing) for opening, closing in _CLOSING.items()):
        return text
    open_at: list[int] = []
    for i, ch in enumerate(text):
        if ch in _CLOSING:
            open_at.append(i)
        elif open_at and ch == _CLOSING[text[open_at[-1]]]:
            open_at.pop()
    unclosed = set(open_at)
    kept = []
    for i, ch in enumerate(text):
        if i not in unclosed:
            kept.append(ch)
        elif 0 < i < len(text) - 1 and text[i - 1].isalnum() and text[i + 1].isalnum():
            kept.append(" ")  # "word(8443": still two words
    return "".join(kept)


# A numeric date a dated note opens with, written day first or year first with dots or slashes ("01.10.2024 fryer oil
# …", "12/01/2024 — …", "2024/09/12: …"), or a day and month with a two-digit year ("12 Jan 25: …"). Read as it is
# written, "01.10.2024" is a version and "2024/09/12" a path: a value the older note never had.
_DAY_FIRST = re.compile(r"\s*(\d{1,2})([./])(\d{1,2})\2((?:19|20)\d{2}|\d{2}(?=\s*[:—–-]))(?![\w.])")
_YEAR_FIRST = re.compile(r"\s*((?:19|20)\d{2})([./])(\d{1,2})\2(\d{1,2})(?![\w.])")
_SHORT_YEAR = re.compile(r"\s*(\d{1,2} (?i:" + "|".join(sorted(MONTHS, key=len, reverse=True))
                         + r")\.?,?) (\d{2})(?=\s*[:—–-])")
_DATE_ENDS = ":—–-"


def _iso_dated(text: str) -> str:
    """The note with a numeric date it opens with written as ISO ("2024-10-01: fryer oil …"), and "12 Jan 25:" with
    its century, so every reader takes it for the note's date as it does "2024-10-01 — …". Day and month are told
    apart by which exceeds twelve; day first otherwise (only that it is a date matters to the readers)."""
    if not text[:1].isdigit() and not text[:1].isspace():
        return text
    year_first = _YEAR_FIRST.match(text)
    found = year_first or _DAY_FIRST.match(text)
    if found is None:
        short = _SHORT_YEAR.match(text)
        return text if short is None else f"{short.group(1)} 20{short.group(2)}{text[short.end():]}"
    if year_first is not None:
        year, month, day = int(found.group(1)), int(found.group(3)), int(found.group(4))
    else:
        day, month, year = int(found.group(1)), int(found.group(3)), int(found.group(4))
        if month > 12 >= day:
            day, month = month, day  # "12/31/2024": month first
        year += 2000 if year < 100 else 0
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return text
    rest = text[found.end():]
    told = rest.lstrip()
    joined = rest if told[:1] in _DATE_ENDS else ": " + told
    return f"{year:04d}-{month:02d}-{day:02d}{joined}"


# A terse note's key told changed before its colon ("residence updated: Rosslyn Park flat", "role chg — fleet lead"):
# the key, a past participle of change and the separator, after a date the note may open with.
_KEYED_CHANGE = re.compile(r"^(\s*(?:\d{4}-\d{2}-\d{2}\s*[:—–-]\s*)?[A-Za-z][\w'’ /-]{0,30}?)\s+"
                           r"(?:updated|changed|revised|amended|chg|upd)\s*(?::|—|–|->|→)\s*")


def keyed_now(text: str) -> str:
    """The note with a key told changed before its colon written as the key "now:" ("residence updated: X" →
    "residence now: X"), the way every reader reads a keyed value told as the current one. Read only when the note
    as written decides nothing (:func:`core.conflicts.rules._read_in_parts`): the change word itself weighs for the
    learned reader ("CODEOWNERS /infra line updated: @okafor")."""
    low = text.lower()
    if not any(word in low for word in ("upd", "chg", "changed", "revised", "amended")):
        return text
    found = _KEYED_CHANGE.match(text)
    if found is None or _TOLD_BY_A_VERB.search(found.group(1)) is not None:
        return text  # "The plan was updated: see the wiki": a sentence, not a key
    return found.group(1) + " now: " + text[found.end():]


# A key is a noun phrase: with a verb or a subject's pronoun before the participle, the words are a sentence.
_TOLD_BY_A_VERB = re.compile(r"\b(?:was|were|is|are|be|been|being|has|have|had|got|gets|i|we|you|they|he|she|it)\b",
                             re.IGNORECASE)


# A verb of pointing a thing elsewhere written with its prefix apart ("re-pointed", "re-routed"): the readers know
# each written whole.
_REJOINED = re.compile(r"\b([Rr])e-(point|rout|direct|host|home|wire)(s|ed|ing|e|es)?\b")


def _rejoined(text: str) -> str:
    """The note with "re-pointed", "re-routed", "re-directed", "re-hosted", "re-homed", "re-wired" written whole."""
    if "e-" not in text:
        return text
    return _REJOINED.sub(lambda m: m.group(1) + "e" + m.group(2) + (m.group(3) or ""), text)


# A note-taker's shorthand for a joining word ("replaced pylint w/ ruff", "w/o the VPN"), never part of a path.
_SHORTHAND = re.compile(r"(?<![\w./-])w/(o)?(?=\s)", re.IGNORECASE)


# "would sooner" is "would rather" ("I'd much sooner send my knives out"): the readers know the one.
_SOONER = re.compile(r"(\b(?:would|[Ii]['’]d|[Ww]e['’]d|[Tt]hey['’]d|[Ss]he['’]d|[Hh]e['’]d)"
                     r"(?:\s+(?:much|far|really))?\s+)sooner\b")


# A note-taker's shorthand for a common word no value is ever written as ("weather stn", "mgmt", "cttee"), and "maybe"
# or "approx" before a number, which says about how many ("down to maybe 90 a night"), not that it may be so.
_SHORTHAND_WORDS = {
    "stn": "station", "stns": "stations", "stmt": "statement", "stmts": "statements", "mgmt": "management",
    "dept": "department", "depts": "departments", "bldg": "building", "bldgs": "buildings", "appt": "appointment",
    "appts": "appointments", "mtg": "meeting", "mtgs": "meetings", "maint": "maintenance", "equip": "equipment",
    "cttee": "committee", "ctte": "committee", "govt": "government", "qty": "quantity", "amt": "amount",
    "sched": "schedule", "freq": "frequency", "tmrw": "tomorrow", "pls": "please", "plz": "please",
}
_SHORTHAND_WORD = re.compile(r"\b(" + "|".join(sorted(_SHORTHAND_WORDS, key=len, reverse=True)) + r")\b(?![.\w/-])",
                             re.IGNORECASE)
_ABOUT_A_NUMBER = re.compile(r"\b(?:maybe|approx\.?|approximately)\s+(?=\d)", re.IGNORECASE)


def _whole_word(short: str) -> str:
    """``short`` written whole, capitalised as it was written ("Stn" → "Station")."""
    whole = _SHORTHAND_WORDS[short.lower()]
    return whole.capitalize() if short[:1].isupper() else whole


def spelled_whole(text: str) -> str:
    """The note with a note-taker's shorthand for a common word written whole ("weather stn" → "weather station")
    and "maybe 90" as "about 90". Read by the rules only when the pair as written decides nothing
    (:func:`core.conflicts.rules._read_in_parts`): the learned reader weighs the shorthand as written ("maint",
    "freq", "mtg" are words it learned)."""
    low = text.lower()
    if any(short in low for short in _SHORTHAND_WORDS):
        text = _SHORTHAND_WORD.sub(lambda m: _whole_word(m.group(1)), text)
    if "may" in low or "approx" in low:
        text = _ABOUT_A_NUMBER.sub("about ", text)
    return text


def _spelled_out(text: str) -> str:
    """The note with "w/" and "w/o" written as "with" and "without", so every reader sees the joining word, and "would
    sooner" as "would rather"."""
    if "sooner" in text:
        text = _SOONER.sub(r"\1rather", text)
    if "w/" not in text and "W/" not in text:
        return text
    return _SHORTHAND.sub(lambda m: "without" if m.group(1) else "with", text)


# A label that only says what kind of message the note is ("FYI:", "Update —", "Heads up:"): no key of it.
_LABEL = re.compile(r"^\s*(?:fyi|update|correction|heads[- ]up|psa|reminder|btw|note)\s*(?::|—|–|\s-\s)\s*",
                    re.IGNORECASE)


def _unlabelled(text: str) -> str:
    """The note without a label that opens it and says only what kind of message it is ("FYI: We moved retro to
    Thursday mornings"): read as if it had none."""
    if text[:1] not in "FfUuCcHhPpRrBbNn":
        return text
    found = _LABEL.match(text)
    return text if found is None or found.end() == len(text) else text[found.end():]


# Who said it, in a bracket that ends the note: "(user said)", "(per the user)", "(confirmed by the user)".
# A bare "(user)" names a holder ("maintainer: sole (user)"), not who told it: a lead or a verb of telling is asked.
_ATTRIBUTION = re.compile(r"\s*\((?:(?:per|via|from|according to|as) (?:the )?(?:user|me)(?:'s words)?"
                          r"|(?:the )?(?:user|me) (?:said|says|confirmed|mentioned|told me|reported|noted|asked))"
                          r"\)\s*\.?\s*$"
                          r"|\s*\((?:said|confirmed|mentioned|reported|noted|told) (?:by )?(?:the )?user\)\s*\.?\s*$"
                          # "(user request)", "(at the user's request)", "(per user request)": who asked, not what holds
                          r"|\s*\((?:(?:at|per|on) )?(?:the )?user(?:'s)? request(?:ed)?\)\s*\.?\s*$"
                          # a trailing ", per user" / ", per the user" / "— according to the user" without a bracket
                          r"|\s*(?:,|—|–|\s-)\s*(?:per|according to|as told by) (?:the )?user\s*\.?\s*$",
                          re.IGNORECASE)


def _unattributed(text: str) -> str:
    """The note without a bracket at its end that only says who told it ("… on uv (user said)", "… (user request)") or
    a trailing ", per user": the source, not what holds, so the note is read as if it had none."""
    if not text.rstrip(" .").endswith((")", "user", "User")):
        return text
    found = _ATTRIBUTION.search(text)
    return text if found is None or found.start() == 0 else text[:found.start()]


# "per" as "as … says", naming who or what set the value, at the end of its clause: a person's name ("per Jo", "per
# Darnell's call"), or words ending in a ruling, a request or an authority ("per FAA guidance", "per new campus safety
# rule", "per the desk manager's revised wishes", "per OEM bulletin 22-117", "per insurer"). Never "per" before what a
# value is counted by ("per shift", "per GB", "per customer"), which names none of these.
_PER_SOURCE = re.compile(
    r"(?:\s*,)?\s+(?:as\s+)?per\s+(?:(?:the|a|an|our|my|their|his|her)\s+)?"
    r"(?:(?P<name>[A-Z][a-z]+)(?:['’]s(?:\s+[\w-]+){1,3})?"
    r"|(?:[\w'’-]+\s+){0,4}?(?:guidance|guidelines|revision|rules?|advice|polic(?:y|ies)|memo|bulletin|requests?"
    r"|recommendations?|instructions?|plan|decision|sign-off|contract(?:\s+clause)?|scheme|wish(?:es)?"
    r"|regulations?|orders|insurer|regulator|council|landlord|sop)"
    r"(?:\s+[A-Z\d][\w-]*)?)"
    r"(?=\s*(?:$|[,;.:)(—–]|\s-\s|\s(?:from|since|after|starting)\b))")
_CALENDAR_NAMES = frozenset((*WEEKDAYS, *MONTHS))
# "per month by the council", "per head of the regulator's …": "per" before what is counted by, a source after it
_COUNTED_BY = re.compile(r"\bper\s+(?:(?:the|a|an)\s+)?(?:[\w'’-]+\s+)*?(?:by|of|for|in|on|at|to|from|with)\b"
                         r"|\bper\s+(?:(?:the|a|an)\s+)?(?:hour|day|week|month|quarter|year|night|shift|head|person"
                         r"|member|unit|item|box|case|session|visit|customer|user|guest|seat)s?\b", re.IGNORECASE)
# "per the new release policy", "per the revised course plan", "per Lena's request": a source that says the value is
# newly set or asked for, a change's own word, kept for the readers that read it so.
_NEWLY = re.compile(r"\b(?:new|revised|updated|latest|amended|requests?)\b", re.IGNORECASE)


def _unsourced(text: str) -> str:
    """The note without a "per" that only names who or what set its value ("Northgate cap is 10 per FAA guidance"):
    the source, like a closing "(user said)", is no scope or name of the value."""
    if "per " not in text:
        return text
    return _PER_SOURCE.sub(lambda m: m.group(0) if (m.group("name") or "").lower() in _CALENDAR_NAMES
                           or _NEWLY.search(m.group(0)) or _COUNTED_BY.search(m.group(0)) else "", text)


_FIRST_WORD = re.compile(r"[a-z][\w-]*")
_OLD_WORDS = re.compile(r"[\w-]+")


def _opening_name_as_older(old_text: str, new_text: str) -> str:
    """ "Dana is employed by Shopify" / "dana was hired away by Vercel": a terse note that opens in lower case with a
    name the older memory writes with its capital is that name; read it as the older memory writes it."""
    if not new_text[:1].islower():
        return new_text
    found = _FIRST_WORD.match(new_text)
    if found is None:
        return new_text
    word = found.group(0)
    if word in W.STOP_WORDS or word in W.SELF_WORDS or word in W.PRONOUNS or word in W.FILLER_WORDS:
        return new_text
    name = word.capitalize()
    if name not in old_text or name not in _OLD_WORDS.findall(old_text):
        return new_text
    return name + new_text[len(name):]

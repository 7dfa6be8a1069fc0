"""One thing's measure told again with another amount, the measure named by a related word.

"The user's log retention is 30 days" and "The user retains logs for 90 days to satisfy the auditor";
"I keep 7 days of local backups" and "My local backups are retained for two weeks"; "The user's CI job
timeout is 45 minutes" and "The user's CI jobs are killed after 90 minutes"; "The user's connection
pool size is 20" and "The user set the connection pool to 50". A measure holds one amount at a time:
the newer text giving the same thing's measure another amount of the same kind puts it in the older
one's place, whether the measure is told as a noun ("retention", "timeout", "budget") or a verb
("retains", "timing out", "spend").

Read here: each text gives exactly one amount — a duration, a size, a sum of money, or a count (of one
noun, or bare) — and the two amounts are of one kind and differ. The words around them, with a
measure's related words brought to one (:data:`_SENSES`: timeout / timing out / killed after,
retention / retain / keep, budget / spend / cap on spend, memory / RAM / heap, replicas / instances, a fee as a
rate or a charge, a rented server as a VPS or a droplet; a count of people as employees, staff or people),
share at least one word, and the newer text names nothing the older one lacks (another thing, holder,
scope or purpose); a trailing reason or time ("to satisfy the auditor", "after the OOM kills") says why,
not what.

Not a change: another thing's measure ("the DB timeout" / "the API timeout"); an amount used of a limit
("has used 42 GB of the quota", "currently at 7 nodes"); a difference ("went up by $50"); a range, or
the older amount still given; a frequency (the rates reader's); a one-day event; and whatever the
statement model finds hedged, temporary, additive or about the past (the caller checks).

Also read here (:func:`replaced_by_size`): the older thing swapped for one of another size ("The user's backup
volume is 4 TB" / "replaced the backup volume with an 8 TB disk", "16 relay slots" / "refitted with a 24-slot
rack"); not another holder or thing, one of several swapped, one size in other units.
"""

from __future__ import annotations

import re

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS
from core.conflicts.compiled import compiled, whole_starts
from core.conflicts.note_dates import undated
from core.conflicts.statement import Statement
from core.conflicts.tokenized import tokenized
from core.conflicts.tool_swap import _TOKEN as _HOLDER_TOKEN
from core.conflicts.tool_swap import another_holder
from core.conflicts.value_words import CURRENCIES, MEGABYTES, NUMBER_WORDS, SECONDS, UNIT_WORDS, one_temperature
from core.text.tokens import stem

# Words that name one measure, brought to one key.
_SENSES = {stem(word): sense for sense, words in (
    ("timeout", "timeout timeouts time-out timing timed kill killed killing cutoff"),
    ("retention", "retention retain retains retained retaining keep keeps kept"),
    ("budget", "budget budgets spend spends spending spent allowance"),
    ("memory", "memory ram heap mem"),
    ("replicas", "replica replicas instance instances pod pods"),
    ("length", "length lengths long"),
    ("seats", "seat seats licence licences license licenses licensed"),
    ("headcount", "headcount headcounts head-count team-size"),
    ("server", "vps vpses droplet droplets"),  # a rented virtual server, by its generic name or its host's
    ("fee", "rate rates charge charges charging charged fee fees"),  # what the user charges, beside a sum
) for word in words.split()}
# Words that tell the amount, not whose it is: the measure's own kind and how a change is told.
_TELLING = frozenset(stem(w) for w in """
    size sizes total amount count limit cap capped max maximum set sets setting give gives gave given allow allows
    allowed full whole now currently from here on onwards going forward new newly today week month year
    raised lowered bumped increased decreased cut halved doubled tripled reduced extended shortened grew shrank
    moved changed went upped dropped trimmed tightened loosened relaxed adjusted out per each every run runs
    downward downwards upward upwards smaller larger bigger higher lower global globally
    interval allocation allocations allocate allocated
    shrunk grown expanded widened narrowed lengthened stretched lifted revised eased boosted slashed pared
    """.split())
_TRAILING = re.compile(r"\b(?:, (?:it|they|which) |because|since|due to|following|thanks to|so that|so we|to satisfy|"
                       r"to meet|to fix|"
                       r"to cut|to save|to keep|per (?:the|our|new|legal|policy|security|compliance)|after the|"
                       r"when the|once the|after (?!\d|one\b|two\b|three\b|five\b|ten\b"
                       r"|\w+ (?:minutes|seconds|hours|days|mins|secs)\b)[a-z]+)\b")
# A count of a group told as "a team of 20", "batches of 512": the group's size, not a part of a whole.
_GROUPS = frozenset("team teams group groups squad crew staff batch batches pool fleet cluster class cohort".split())
_IN_USE = re.compile(r"\b(?:currently (?:at|using|uses|on)|in use|used|using|sits at|is at|are at|so far|already|"
                     r"of (?:the|their|his|her|my|our|its|your) [\w\s-]*(?:quota|limit|cap|budget|allowance))\b")
_AMOUNT_SLOTS = frozenset({"period", "money", "number"})
# Nouns that count the people who work somewhere, brought to one ("18 employees" / "15 staff" / "12 people"), written
# as the tokens write a counted noun.
_PEOPLE = {unit: "people" for unit in "employ staf staffer peopl worker personnel fte".split()}
_PEOPLE_WORDS = frozenset(_PEOPLE) | {stem(w) for w in "employees staff staffers people workers personnel ftes".split()}
# A measure held for the whole of a thing ("gateway-wide", "portal-wide", "fleet-wide"): the thing's own measure.
_WIDE = re.compile(r"\b([a-z][a-z]+)-wide\b")
# Where a thing runs when nothing else is said: the older text naming it adds no other thing.
_PRODUCTION = frozenset(stem(w) for w in ("prod", "production", "live"))
_WHEN = frozenset("after before within until till today yesterday tomorrow tonight ago earlier later lately "
                  "recently last we're i'm we've".split())
# A clause that opens with "With …," says what brought the change ("With the two new hires starting, …").
_WITH_LEAD = re.compile(r"^\s*with [^,;]{3,60}?(?:,\s*|\s(?=(?:we're|we are|i'm|i am|they're|they are|we now|"
                        r"now)\b))")
# A clause that opens with when or why the amount changed, before whose amount it is: "After the extension I fit …",
# "Since the spring intake, the roster lists …", "Following the audit we keep …".
_WHEN_LEAD = re.compile(r"^\s*(?:(?:after|since|following|once) (?:the|a|an|that|this|our|my|their|last|[a-z]{3,}ing) "
                        r"[^,;:]{2,50}?"
                        r"(?:,\s*|\s(?=(?:i|i'm|i've|we|we're|we've|they|he|she|the user)\b))"
                        # "Imports kept failing, so I raised …": why, then the change as its result
                        r"|[^,;:]{3,60}?,\s*so\s+(?=(?:i|we|they|he|she|the user)\b))", re.IGNORECASE)
# A subject written with its auxiliary ("I've trimmed …", "we're down to …"): whose, never which thing.
_SUBJECT_CONTRACTED = re.compile(r"^(?:i|we|you|they|he|she)['’](?:ve|re|m|ll|d)$")
# A note that opens with the ticket or incident it came from ("INC-5521 followup:", "Ticket DEV-903 closed:"):
# where the note came from, not whose measure it is.
_REFERENCE_LEAD = re.compile(r"^\s*(?:[a-z]+\s+){0,2}[a-z]{2,}-\d+(?:\s+[a-z]+){0,2}\s*:\s*", re.IGNORECASE)
# Words that are part of an amount as written ("two weeks", "4 GiB", "forty bucks").
_UNITS = frozenset(SECONDS) | frozenset(MEGABYTES) | frozenset(UNIT_WORDS) | frozenset(NUMBER_WORDS)
_LIMITS = frozenset(N.LIMIT_WORDS) | {"budget", "budgets", "allowance"}
# Words of money spent: a bare "3k" beside them is a sum.
_SPEND = re.compile(r"\b(?:spend|spends|spending|budget|budgets|cost|costs|bill|billing|salary|pay|price|fee|fees)\b")


def _amounts(statement: Statement) -> list[tuple[str, float, str]]:
    """(kind, amount, as written) of each amount the text gives; frequencies, dates and times left out."""
    return _text_amounts(statement.text)


def _text_amounts(text: str) -> list[tuple[str, float, str]]:
    """:func:`_amounts` of a text."""
    found: list[tuple[str, float, str]] = []
    tokens = tokenized(undated(text, dot=True))
    spent = _SPEND.search(text.lower()) is not None
    for k, token in enumerate(tokens):
        if token.kind == "period" and not token.frequency and k > 0 and tokens[k - 1].kind in ("money", "number") \
                and token.surface.lower().startswith(("a ", "an ", "per ")):
            continue  # "$1.5k a month": how often the amount recurs ("monthly budget"), not a length of time
        if token.kind == "period" and not token.frequency:
            kind = "duration"
        elif token.kind == "number" and not token.unit and spent and token.surface[-1:] in ("k", "K"):
            kind = "money:"  # "cut to 3k a month" for cloud spend: a sum in the older text's currency
        elif token.kind == "money":
            kind = "money:" + token.unit
        elif token.kind == "number":
            if k > 0 and tokens[k - 1].kind == "word" and tokens[k - 1].surface[:1].isupper() \
                    and token.unit != "mb":
                continue  # "Milestone 12 ships", "Room 4": a number after a name says which one (not "VM 12 gigs")
            unit = token.unit.split("/")[0]
            if "/" in token.unit:
                return []  # "forty bucks a month": an amount per period, the rates' to compare
            if unit == "mb":
                kind = "size"
            elif unit in CURRENCIES:
                kind = "money:" + unit
            elif unit and k + 1 < len(tokens) and (tokens[k + 1].norm == unit or (
                    unit in _PEOPLE and stem(tokens[k + 1].norm) == unit)):  # "18 employees": "employ", "employe"
                kind = "count:" + _PEOPLE.get(unit, unit)  # "50 connections", "3 replicas", "18 employees"
            elif k > 0 and tokens[k - 1].kind == "word" and tokens[k - 1].low not in W.LIGHT_WORDS \
                    and tokens[k - 1].low not in W.CHANGE_WORDS and tokens[k - 1].low not in _LIMITS \
                    and tokens[k - 1].low not in ("size", "count", "total", "length", "depth", "width") \
                    and tokens[k - 1].low not in N.MINIMUM_WORDS and stem(tokens[k - 1].low) not in _COUNT_BEFORE:
                continue  # "Milestone 12", "room 4": a bare number after a noun says which one, not how many
            else:
                kind = "count:"
        else:
            continue
        if k > 1 and tokens[k - 1].low == "of" and tokens[k - 2].low in _GROUPS and token.kind == "number":
            kind = "count:"  # "a team of 20", "batches of 512": the group's size
        elif k > 1 and tokens[k - 1].low == "of" and (tokens[k - 2].low in _LIMITS
                                                   or stem(tokens[k - 2].low) in _SENSES):
            pass  # "a budget of $5,000", "a retention of 30 days": the measure's amount
        elif k > 0 and tokens[k - 1].low in ("by", "between", "and", "or", "from", "of"):
            return []  # "up by €50", "between 2 and 6", "2 of 5": not one amount
        try:
            amount = float(token.norm)
        except ValueError:
            return []
        if k + 1 < len(tokens) and tokens[k + 1].low in _SCALES:
            amount *= _SCALES[tokens[k + 1].low]  # "$5 million": the scale word the number token leaves after it
        found.append((kind, amount, token.surface))
    return found


# Words after which a bare number is how many, not which one: a verb of having or holding a count ("holds 12
# sweating boxes", "employs 5", "supervise 6"), a measure's noun ("headcount 51", "stock 40", "output 45,000").
_HAVING = frozenset(stem(w) for w in """
    holds employs employ fits fit carries carry stocks sells sell seats sleeps houses supervise supervises
    manage manages handles handle processes process serves lists counts numbers totals stands
    """.split())
_COUNT_BEFORE = _HAVING | frozenset(stem(w) for w in """
    headcount capacity quota output target budget price stock
    """.split())


# Scale words written after a number ("$5 million", "2 billion requests"), as the tokenizer leaves them.
_SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "mn": 1e6, "bn": 1e9}


def _words(text: str, *, lead: bool = True) -> set[str]:
    """The words of ``text`` that say whose measure it is: the amounts, how a change is told and a trailing
    reason left out, a measure's related words brought to one."""
    body = _REFERENCE_LEAD.sub("", _WITH_LEAD.sub("", undated(text, dot=True).lower()))
    if lead:
        body = _WHEN_LEAD.sub("", body)  # "After the extension I fit 18 …": when or why, told first
    body = body.replace("team size", "team-size")  # one measure, the headcount ("team size 14" / "headcount 11")
    body = body.replace("across the board", " ")  # for everything, no other thing
    body = _WIDE.sub(r"\1", body)  # "the gateway-wide max message size" is the gateway's: for all of it
    for token in tokenized(body):
        if token.is_value:
            # A setting's name keeps its words ("pool_size=50" is the pool's size); other values go.
            kept = " ".join(token.low.split("_")) if token.kind == "ident" and "_" in token.low else " "
            if token.low and "\\" not in kept:  # (?<![\w$€£])<value>(?!\w) replaced, with no pattern built per value
                starts = whole_starts(body, token.low, not_before="$€£")
                ends = [0] + [start + len(token.low) for start in starts]
                body = "".join(body[end:start] + kept for end, start in zip(ends, starts)) + body[ends[-1]:]
            else:
                body = compiled(r"(?<![\w$€£])" + re.escape(token.low) + r"(?!\w)").sub(kept, body)
    cut = _TRAILING.search(body)
    if cut is not None:
        body = body[: cut.start()]
    words = set()
    for word in re.findall(r"(?<![\w.$€£])[a-z][a-z'’-]+", body):
        word = word.removesuffix("'s").removesuffix("’s")
        if _SUBJECT_CONTRACTED.match(word):
            continue
        parts = word.split("-") if word.startswith(("per-", "side-")) else (word,)
        if "-" in word and len(parts) == 1 and all(p.isalpha() for p in word.split("-")):
            parts = (word, *word.split("-"))  # "free-tier users" holds the free tier's words
        for part in parts:
            base = stem(part)
            if base in _SENSES:
                words.add(_SENSES[base])
            elif not (part in W.LIGHT_WORDS or base in _TELLING or base in W.FILLER_WORDS or part in W.CHANGE_WORDS
                      or base in W.CHANGE_WORDS or part in N.LIMIT_WORDS or base in W.LIGHT_VERBS or base in _HAVING
                      or part in _UNITS or part in MONTHS or part in _WHEN):
                words.add(base)
    return words


# Value kinds that say which thing or which occasion an amount is of, never how much.
_MARKS = frozenset("date quarter weekday daypart ident quoted handle time host url path version".split())
_STARTS = frozenset("from since starting as effective".split())


def _marks(text: str) -> set[str]:
    """The values of ``text`` that name a thing or an occasion ("Q2", "'orders'", "db-1"), less a date a
    change starts from ("from April")."""
    tokens = tokenized(_REFERENCE_LEAD.sub("", undated(text, dot=True)))
    return {t.norm for k, t in enumerate(tokens) if t.kind in _MARKS
            and not (k > 0 and tokens[k - 1].low in _STARTS)
            and not (t.kind == "ident" and "_" in t.low and t.low.replace("_", "").isalpha())
            and not (t.kind == "daypart" and k > 0 and tokens[k - 1].low in ("last", "this"))
            and not (k > 1 and tokens[k - 1].low == "of" and tokens[k - 2].low == "as")}


def _other_marks(old_text: str, new_text: str) -> bool:
    return _marks(old_text) != _marks(new_text)


def _bound(text: str) -> str:
    """Which end of a range an amount is: ``min``, ``max`` or neither ("2 min" after a number is minutes)."""
    words = set(re.findall(r"[a-z]+", _MINUTES.sub(" ", text.lower())))
    low, high = bool(words & N.MINIMUM_WORDS or "least" in words), bool(words & {"max", "maximum", "ceiling", "most"})
    return "min" if low and not high else "max" if high and not low else ""


_MINUTES = re.compile(r"(?<=\d)\s?mins?\b")
_TOTAL = re.compile(r"\b(?:in total|total|overall|combined|altogether|across all|all told)\b")
# A sum over several of a thing ("across all client panels", "combined"): not one thing's amount.
_OVER_SEVERAL = re.compile(r"\bacross (?:all|every|both|each of)\b|\bcombined\b")
_MORE = re.compile(r"\b(?:more|extra|additional|another)\b")
_ADDED_WORDS = frozenset(stem(w) for w in "more extra additional bought buy buys purchased added adding".split())


def _per(low_text: str) -> set[str]:
    """The nouns an amount is counted per ("per instance", "per-user", "each pod")."""
    return {stem(w) for w in re.findall(r"\b(?:per[ -]|each )([a-z]+)", low_text)}


def _verbs(text: str) -> set[str]:
    """Stems of the words written as a participle ("trained", "configured", "raising"): how the amount is set or
    used, not whose it is."""
    return {stem(a or b) for a, b in _PARTICIPLE.findall(text.lower())} - W.SCOPE_WORDS


# A participle after an auxiliary or before a preposition ("is now trained with", "was configured for"); one
# before a noun names a thing ("queued jobs").
_PARTICIPLE = re.compile(r"\b(?:is|are|was|were|been|be|being|now|get|gets|got|has|have|had) ([a-z]{3,}ed)\b"
                         r"|\b([a-z]{3,}ed) (?=with|to|by|at|for|from|in|on|into)\b")


_CLOUDS = frozenset("aws gcp azure".split())


def _cloud(words: set[str], other: set[str]) -> set[str]:
    """A cloud provider told beside "cloud" in the other text, and no provider there: the one cloud bill ("monthly
    AWS budget" / "cloud spend cap"); two providers stay two."""
    if words & _CLOUDS and "cloud" in other and not other & _CLOUDS:
        return (words - _CLOUDS) | {"cloud"}
    return words


def _same_kind(a: str, b: str, words_a: set[str], words_b: set[str]) -> bool:
    if a == b:
        return True
    if a.startswith("money:") and b.startswith("money:") and "money:" in (a, b):
        return True  # "3k" told of a spend: the currency the other text names
    if a.startswith("count:") and b.startswith("count:"):
        # "the pool allows 50 connections" / "pool size increased to 120": a bare count of the same thing.
        return not a[6:] or not b[6:]
    return False


def _why_bracket_cut(text: str) -> str:
    """The text without a bracket after its last amount ("scaled down → 1 replica (low traffic)"): why, not whose
    measure; a bracket before the amount ("replicas (canary): 1") says which thing, and so does one where the older
    text has one too ("replicas: 3 (prod)" / "replicas: 1 (dev)": the caller keeps those)."""
    last = max((k for k, ch in enumerate(text) if ch.isdigit()), default=-1)
    if last < 0:
        return text
    return text[:last + 1] + re.sub(r"\([^)]*\)", " ", text[last + 1:])


# What a newer text says after its amount of why, when or for what end, not whose measure: "… to 7 bar to protect
# the older hoses", "… to £75 in the new terms", "… for the new season", "… to 650 m when tower 5 closed", "… to 12
# across all routes", "…; it kept freezing", "… — too much was going to waste". A purpose is an infinitive with its
# object ("to free up", "to protect the"), never "to staging"; a scope of its own ("for the staging cluster") stays.
_WHY_TAIL = re.compile(r"(?:\s*;\s*(?:it|they|that|this|too|which|the old)\b"
                       r"|\s+[—–]\s+(?:it|they|too|the old)\b"
                       r"|\s+to [a-z]+ (?:the|a|an|up|off|our|my|their|its|more|some|down)\b"
                       r"|\s+(?:in|for|under|with) the new\b|\s+when (?:the |a |an |[a-z]+ \d)"
                       r"|\s+across (?:all|every)\b)"
                       r".*$", re.IGNORECASE | re.DOTALL)
# What else a newer text may say after its amount of why or of the change's occasion, read as why only where it names
# no scope or name of its own ("… at the Leeds depot's request", "… for staging testing" stay): "…; I updated the SOP
# to match", "… so coursework videos fit" (a result), "… for level streaming" (a purpose told by what is being done),
# "… at the last GM", "… at renewal", "… at the buyer's request" (the occasion), "…: 20 MB, raised for raw photos" (the
# change told after its amount).
_WHY_TAIL_NAMED = re.compile(r"(?:\s*;\s*(?:i|we|the user) (?:also )?[a-z]{3,}ed\b"
                             r"|\s+so (?!far\b|much\b|many\b|long\b)[a-z]"
                             r"|\s+for (?!(?:the|a|an|our|my|their|its|this|that|each|every|all|both)\b)(?:[a-z]+ )?"
                             r"(?!(?:morning|evening|spring|ceiling|building|wedding|string|thing|something|nothing"
                             r"|everything|anything|housing|clothing|meeting|setting|landing|listing|opening|offering"
                             r"|outing|booking|parking|ring|king|wing|sibling|duckling|seedling|lodging|bedding"
                             r"|flooring)s?\b)[a-z]{3,}ing\b"
                             r"|\s+at (?:the |its |our |their |this |a )?(?:last |latest |recent |next |annual )?"
                             r"(?:renewal|request|review|meeting|gm|agm|egm|inspection|audit|handover|refit)\b"
                             r"|\s+at (?:the |a |an )?[\w-]+['’]s? request\b"
                             r"|\s*,\s*(?:raised|lowered|cut|bumped|increased|reduced|doubled|halved|upped|trimmed"
                             r"|tightened|relaxed|lifted|extended)\b)"
                             r".*$", re.IGNORECASE | re.DOTALL)


def _why_tail_cut(text: str) -> str:
    """The text without what it says after its last amount of why, when or for what end."""
    last = max((k for k, ch in enumerate(text) if ch.isdigit()), default=-1)
    amount = re.search(r"\b(?:" + "|".join(w for w in NUMBER_WORDS if w != "zero") + r"|dozen)\b", text, re.IGNORECASE)
    start = max(last, amount.end() if amount else -1)
    if start < 0:
        return text
    text = text[:start] + _WHY_TAIL.sub("", text[start:], count=1)
    tail = _WHY_TAIL_NAMED.search(text, start)
    if tail is None or _names_a_scope(tail.group(0)):
        return text  # "… to 25 MB for the staging portal", "… at the Leeds site's request": whose, not why
    return text[:tail.start()]


def _names_a_scope(tail: str) -> bool:
    """Whether a tail read as why names a scope or a name of its own ("for the staging cluster", "at Acme's
    request" after the first word): then it may say whose measure, and it stays."""
    words = re.findall(r"[A-Za-z][\w'’-]*", tail)
    return any(stem(w.lower()) in W.SCOPE_WORDS for w in words) \
        or any(w[:1].isupper() and k > 1 and w.upper() != w for k, w in enumerate(words))


# The period a sum is told per: "€65 an hour", "€80/h", "$900 per day". Not told_two_ways._PER_SPAN, which reads
# "per <period>" too but for another job: that one turns a span of days into seconds to hold two amounts per period
# against each other ("over each five-day week", "every 2 weeks", "daily"), so it reads counts, "every" and the
# adverbs, days to years only; this one only names a fee's billing unit, which may be an hour, a night or a session (no
# length at all) and is written "/h" or "an hour", never with a count. Merged, either would read pairs it does not.
_SUM_PER = re.compile(r"(?:/\s?|\bper |\ban? |\beach )(hours?|hrs?|h|days?|d|weeks?|wk|months?|mo|years?|yr|nights?"
                      r"|sessions?)\b")
_PERIOD_NAMES = {"h": "hour", "hr": "hour", "hrs": "hour", "d": "day", "wk": "week", "mo": "month", "yr": "year"}


def _sum_periods(low_text: str) -> set[str]:
    return {_PERIOD_NAMES.get(p, p.removesuffix("s")) for p in _SUM_PER.findall(low_text)}


# The name of what an amount is, said only where the older text tells it by a verb or a bound ("sells … at €89",
# "orders over £40"); and every name of a measure, one of which in the older text names a measure of its own
# ("deposit £150" / "price £200" are two).
# The doer of a passive setting, closing its clause: "… has been set at nine by the programme office" — who set the
# amount, not whose it is (read off beside a count of people only: "freezer set to −80 °C by the lab manager" is no
# count of the older bottles).
_PASSIVE_DOER = re.compile(r"(\b(?:been|was|were|is|are|got)\s+(?:[a-z]{3,}ed|set|cut|put|kept|held)\b[^.;,—–()]*?)"
                           r"\s+by\s+(?:the|a|an|its|their|our|his|her)\s+[\w'’-]+(?:\s+[\w'’-]+){0,2}"
                           r"(?=\s*(?:[.;,—–]|$))", re.IGNORECASE)
# The group a count of people makes up, named beside the count: no other thing counted.
_GROUP_NOUNS = frozenset(stem(w) for w in "roster rosters crew crews lineup line-up complement".split())
_MEASURE_NAMES = frozenset(stem(w) for w in "price prices cost costs threshold minimum".split())
_NAMES_A_MEASURE = re.compile(r"\b(?:prices?|costs?|fees?|deposits?|charges?|rates?|thresholds?|minimum|maximum|min|max"
                              r"|limits?|caps?|quotas?|allowances?|budgets?|sizes?|capacity|totals?|amounts?|rents?"
                              r"|fares?|wages?|salary|salaries|tolls?|tariffs?|levy|premiums?|discounts?|surcharges?"
                              r"|tips?|subscriptions?)\b")


def measure_change(old: Statement, new: Statement) -> str | None:
    """Why the newer statement gives the older one's measure another amount, or ``None``: the newer text read
    without a when or why told first ("After the extension I fit 18 …"), then whole."""
    return _measure_change(old, new, lead=True) or _measure_change(old, new, lead=False)


def _measure_change(old: Statement, new: Statement, *, lead: bool) -> str | None:
    """:func:`measure_change`, the newer text's leading when or why read off (``lead``) or not."""
    if new.past_event or (new.event and not new.change) or not any(
            slot.split(":")[0] in _AMOUNT_SLOTS for slot in new.values) or not any(
            slot.split(":")[0] in _AMOUNT_SLOTS for slot in old.values):
        return None  # the cheap test: both texts hold an amount the statement model read
    from core.conflicts.compare import _limit_and_its_counterpart, _the_other_one

    if _the_other_one(old, new) or _limit_and_its_counterpart(old, new):
        return None  # "the user's *other* repo has 7 microservices": the other one; a limit and a request
    # an amount in a clause told first of when or why ("Two people flew out sick, so we're wintering with 12") is
    # not the measure's
    before = _amounts(old)
    after = _text_amounts(_WHEN_LEAD.sub("", undated(new.text, dot=True))) if lead else _amounts(new)
    if len(before) == 1 and len(after) > 1 and before[0][0].startswith("count:") and before[0][0] != "count:":
        # "With the two new hires starting, we're eight engineers now": the one amount of the older one's noun.
        after = [a for a in after if a[0] == before[0][0]]
    if len(before) != 1 or len(after) != 1:
        return None
    (kind_old, was, shown_old), (kind_new, now, shown_new) = before[0], after[0]
    if abs(was - now) <= 0.05 * max(abs(was), abs(now)) or one_temperature(old.text, new.text):
        return None  # "500 GB" / "0.5 TB", "20 °C" / "68 °F": one amount told in other units
    if "version" in old.values or "version" in new.values or _other_marks(old.text, new.text):
        return None  # "React 18" / "react-router 6"; "budget Q1" / "budget Q2"; "'orders' topic" / "'payments'"
    if _bound(old.text) != _bound(new.text) and "min" in (_bound(old.text), _bound(new.text)):
        return None  # "min size: 3" / "max size: 10": the other end of one range; a size is its max
    low_old, low_new = old.text.lower(), new.text.lower()
    if _OVER_SEVERAL.search(low_new) and not _OVER_SEVERAL.search(low_old) \
            and ("combined" in low_new or not _per(low_new)):
        # "8 admin users" on one panel / "41 admin users across all client panels combined": a sum of many; an amount
        # per one ("per-table guest cap raised to 10 across all rooms") is each one's, wherever it holds
        return None
    if _per(low_old) != _per(low_new) and (_TOTAL.search(low_new) or _TOTAL.search(low_old)):
        return None  # "20 connections per instance" / "about 100 connections in total": a sum, not one's amount
    words_old = _words(old.text, lead=lead)
    told_new = _why_tail_cut(new.text if "(" in old.text else _why_bracket_cut(new.text))
    if "count:people" in (kind_old, kind_new):  # "set at nine by the programme office", of a count of people
        told_new = _PASSIVE_DOER.sub(r"\1", told_new)
    words_new = _words(told_new, lead=lead)
    words_old, words_new = _cloud(words_old, words_new), _cloud(words_new, words_old)
    if not _same_kind(kind_old, kind_new, words_old, words_new):
        return None
    if kind_old.startswith("money:") and _sum_periods(low_old) and _sum_periods(low_new) \
            and _sum_periods(low_old) != _sum_periods(low_new):
        return None  # "€65 an hour" / "€400 a day": one fee per another period
    limit_old = any(w in _LIMITS for w in re.findall(r"[a-z]+", low_old))
    limit_new = any(w in _LIMITS for w in re.findall(r"[a-z]+", low_new))
    if (limit_old and not limit_new and _IN_USE.search(low_new)) or (limit_new and not limit_old
                                                                     and _IN_USE.search(low_old)):
        return None  # "quota 50 GB" / "currently using 42 GB": a limit and the amount in use
    if _IN_USE.search(low_new) and "of" in low_new.split():
        return None
    unit_words = {kind_old.split(":", 1)[-1], kind_new.split(":", 1)[-1]} - {""}
    if "people" in unit_words:
        unit_words |= _PEOPLE_WORDS  # "employees" in one text, "staff" in the other: one count of people
    shared = {w for w in words_old - unit_words if any(o.startswith(w) or w.startswith(o) for o in words_new)}
    if not shared and kind_old == kind_new and kind_old.startswith("count:") and kind_old != "count:":
        shared = {kind_old[6:]}  # "Our team has six engineers" / "we're eight engineers now": a count of one noun
    if not shared:
        return None
    if _MORE.search(low_new) and not _TOTAL.search(low_new):
        return None  # "bought 15 more seats": what was added, not the new amount
    verbs = _verbs(new.text)
    if _TOTAL.search(low_new) and not _TOTAL.search(low_old):
        verbs |= _ADDED_WORDS  # "bought 15 more seats → 40 total": how the total was reached
    added = {w for w in words_new - words_old - unit_words - verbs
             if not any(o.startswith(w) or w.startswith(o) for o in words_old) and not any(ch.isdigit() for ch in w)}
    if added & _MEASURE_NAMES and not _NAMES_A_MEASURE.search(low_old):
        # "sells the cutter at €89" / "raised the cutter's price to €104", "Orders over £40 are shipped free" / "the
        # free-shipping threshold was raised to £55": the older text tells the amount by a verb or a bound and names
        # no measure, the newer one names it; any other word added still says another thing
        added -= _MEASURE_NAMES
    if added & _GROUP_NOUNS and (kind_old == kind_new != "count:" or "people" in unit_words):
        # "travels with 48 dancers" / "52 dancers are on the touring roster": the list or crew the counted people
        # make up names no other thing
        added -= _GROUP_NOUNS
    if added or (words_old - words_new - unit_words) & W.SCOPE_WORDS - _PRODUCTION:
        return None  # "the DB timeout" against "the API timeout"; "staging" said on one side only
    if ("'" in new.text or "’" in new.text) and another_holder(_HOLDER_TOKEN.findall(old.text),
                                                                            _HOLDER_TOKEN.findall(new.text)):
        return None  # "my sister's team is down to five engineers": someone else's measure
    thing = " ".join(sorted(shared))
    return f"same thing ({thing}), {shown_old} → {shown_new}"


# A measure scaled without the new amount said: "Doubled the build container's memory", "halved batch (OOM)".
_SCALE_WORDS = frozenset(stem(w) for w in "doubled tripled quadrupled halved trebled cut half".split())
_SCALED = re.compile(r"\b(?:doubled|tripled|quadrupled|halved|cut (?:it |them |\w+ )*in half|trebled"
                     # "cut by a third", "raised by 20%": the amount moved by a share of itself
                     r"|(?:cut|reduced|raised|increased|lowered|trimmed|dropped|grown|upped|slashed|boosted|down|up)"
                     r" by (?:a |one |two |three )?(?:half|thirds?|quarters?|fifths?|tenths?|\d+ ?%|\d+ per ?cent))"
                     r"(?![\w%])")
# What follows a scaling when it says when, why or how, not which measure: "… last sprint", "… in the cost review",
# "… to attract students", "… by adding a second chassis", "… during the refit".
_SCALE_TAIL = re.compile(r"\s(?:last|this|in|during|after|since|following|because|when|once|to|by|for|at|from|on|as)"
                         r"\s.*$|[;,.(—–].*$", re.DOTALL)


def scaled_change(old: Statement, new: Statement) -> str | None:
    """Why the newer statement scales the older one's one amount (doubled, halved) with no amount of its own, or
    ``None``: not another thing's measure, a scope or holder the older text lacks."""
    low_new = new.text.lower()
    found = _SCALED.search(low_new)
    if found is None or new.past_event or any(slot.split(":")[0] in _AMOUNT_SLOTS and value != old.values.get(slot)
                                              for slot, value in new.values.items()):
        return None  # an amount of its own; the older memory's period told again ("a month" / "monthly") is none
    before = _amounts(old)
    if len(before) != 1:
        return None
    # "(OOM)": why, in a bracket; the share and what is said after the scaling of when, why or how.
    told = re.sub(r"\s+by \S+(?: \S+)?$", "", new.text[found.start():found.end()])  # "cut by a third": "cut"
    bare = re.sub(r"\([^)]*\)", " ", new.text[:found.start()] + told + " "
                  + _SCALE_TAIL.sub("", new.text[found.end():]))
    words_old, words_new = _words(old.text), _words(bare) - _SCALE_WORDS
    low_old = old.text.lower()
    if any((w in MEGABYTES or w in UNIT_WORDS) and w not in low_old for w in re.findall(r"[a-z]+", bare.lower())):
        return None  # "Doubled the build container's CPU": another measure, named by its unit
    shared = {w for w in words_old if any(o.startswith(w) or w.startswith(o) for o in words_new)}
    added = {w for w in words_new - words_old - _verbs(new.text)
             if not any(o.startswith(w) or w.startswith(o) for o in words_old) and not any(ch.isdigit() for ch in w)}
    if not shared or added or (words_old - words_new) & W.SCOPE_WORDS:
        return None
    how = "cut in half" if found.group(0).endswith(" in half") else found.group(0)
    return f"same thing ({' '.join(sorted(shared))}), {before[0][2]} {how}"


# The older thing swapped for one of another size: "swapped in a 128 GB card", "replaced the backup volume with an
# 8 TB disk", "was refitted with a 24-slot rack". The verb of replacing, then "with/in/for" and the new one's amount.
_REPLACED_BY = re.compile(r"\b(?:replaced|swapped|refitted|re-fitted|exchanged|traded|upgraded|changed)\b"
                          r"(?P<mid>(?:\s+[\w'’-]+){0,5}?)\s+(?:with|in|for|to)\s+(?:a|an|one|the new|a new|new)\s+"
                          r"(?:bigger\s+|larger\s+|smaller\s+)?(?P<amount>\d[\d,]*(?:\.\d+)?)\s?-?(?P<unit>[a-z]+)\b",
                          re.IGNORECASE)
_SIZED = re.compile(r"(?<![\w.])(\d[\d,]*(?:\.\d+)?)\s?-?([a-z]+)\b(?:\s+([a-z]+)\b)?", re.IGNORECASE)
# Where the newer text stops saying what was put in and starts saying when or why.
_WHEN_WHY = re.compile(r"\b(?:after|because|since|during|when|once|last|this|yesterday|today|on|as)\b|[;,.(—–]",
                       re.IGNORECASE)
# Words of the swap itself, no word of which thing: the verb and what it is put in with.
_SWAP_WORDS = frozenset(stem(w) for w in "replaced swapped refitted re-fitted exchanged traded upgraded changed in "
                        "with for to new bigger larger smaller old one".split())


def _in_units(amount: str, unit: str) -> tuple[str, float] | None:
    """An amount and its unit brought to one scale: a size in megabytes, a count of a noun by its stem."""
    number = float(amount.replace(",", ""))
    low = unit.lower()
    if low in MEGABYTES:
        return "size", number * MEGABYTES[low]
    if low in UNIT_WORDS or low in SECONDS or low in NUMBER_WORDS:
        return None  # money, time and the like are read by measure_change
    return "count:" + stem(low), number


def replaced_by_size(old_text: str, new_text: str) -> str | None:
    """Why the newer text swaps the older thing for one of another size ("The user's backup volume is 4 TB" / "The
    user replaced the backup volume with an 8 TB disk"), or ``None``: the older text gives one amount of the same
    unit (a size, or a count of one noun: "16 relay slots" / "a 24-slot rack"), a word of the older thing is named
    again, and the newer text names no one and nothing the older lacks. Not another size of the same (told in other
    units), another thing's swap, a spare or second one (the caller has set aside additive wording)."""
    found = list(_REPLACED_BY.finditer(undated(new_text)))
    if len(found) != 1:
        return None
    swap = found[0]
    now = _in_units(swap.group("amount"), swap.group("unit"))
    sized = list(_SIZED.finditer(undated(old_text)))
    if now is None or len(sized) != 1:
        return None
    # "16 relay slots" / "a 24-slot rack": the counted noun may stand a word after the amount
    sizes = [_in_units(sized[0].group(1), unit) for unit in (sized[0].group(2), sized[0].group(3)) if unit]
    olds = [amount for amount in sizes if amount is not None and amount[0] == now[0]]
    if not olds:
        return None
    if abs(olds[0][1] - now[1]) <= 0.05 * max(olds[0][1], now[1]):
        return None  # one size told again
    if any(w in NUMBER_WORDS and w not in ("a", "an") for w in re.findall(r"[a-z]+", (old_text + " "
                                                                                      + swap.group("mid")).lower())):
        return None  # "four 4 TB drives" / "replaced one NAS drive with an 8 TB drive": one of several swapped
    unit_stems = {stem(swap.group("unit").lower())}
    words_old = _words(old_text) - unit_stems
    body = undated(new_text)
    rest = body[swap.end():]
    cut = _WHEN_WHY.search(rest)
    told = body[:swap.end()] + (rest[:cut.start()] if cut else rest)  # "… a 128 GB card for station logging"
    words_new = _words(told) - unit_stems - _SWAP_WORDS
    shared = {w for w in words_old if any(o.startswith(w) or w.startswith(o) for o in words_new)}
    if not shared:
        return None
    # The noun the new amount sizes ("an 8 TB *disk*", "a 24-slot *rack*") is the new one put in; any other word
    # the older text lacks names another holder or thing ("The trailer was refitted with …").
    put_in = re.match(r"\s*([a-z]+)", rest.lower())
    added = {w for w in words_new - ({stem(put_in.group(1))} if put_in else set())
             if not any(o.startswith(w) or w.startswith(o) for o in words_old)}
    if added:
        return None
    if any(name not in old_text and name.lower() not in MEGABYTES for name in re.findall(r"(?<=\s)[A-Z][\w-]+", told)) \
            or (words_new - words_old) & W.SCOPE_WORDS:
        return None  # another named thing, or a scope the older text lacks
    if ("'" in told or "’" in told) and another_holder(_HOLDER_TOKEN.findall(old_text), _HOLDER_TOKEN.findall(told)):
        return None  # "my sister's card": someone else's
    return f"same thing ({' '.join(sorted(shared))}), replaced: {swap.group('amount')} {swap.group('unit')}"

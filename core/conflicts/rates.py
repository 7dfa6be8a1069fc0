"""How often something happens, read as a value: events per period, or once per triggering event.

A frequency is a value like any other, but people tell it in many shapes: "daily", "nightly",
"twice a week", "every other day", "fortnightly", "3x/week", "once-a-week" (all a period, in
seconds, from :mod:`core.conflicts.values`), or once per event: "before every commit", "on
each pull request", "per PR" (the event's stem). :func:`rate_change` compares two texts' rates
of one activity:

- the newer text **denies the older rate** ("no longer run per PR", "stopped checking daily",
  "not per commit") of an activity both texts tell;
- the newer text gives the activity **another rate and marks the change** ("now", "stepped up
  to weekly", "cut back from weekly", "instead", a verb that turns it with its direction: "cranked backups up to
  every hour", "cut the bulletins back to monthly"), the older rate not kept beside it.

Not a change: the same rate said another way ("every 24 hours" / "once a day"), another
activity of the same thing ("scraped" / "retained"), another scope ("staging" / "production"),
another person, a rate named only as the one before ("cut back *from* weekly"), and whatever
the statement model finds hedged, temporary, additive or about the past. A day that moves
is a schedule, not a frequency: only periods and events are compared here.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as F
from core.conflicts.calendar_words import FREQUENCY_ADVERBS, WEEKDAY_PATTERN, WEEKDAYS_PLURAL
from core.conflicts.compiled import says
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.tool_swap import another_holder, modifier_differs
from core.conflicts.value_words import MEGABYTES, NUMBER_WORDS, SECONDS, UNIT_WORDS, Token
from core.conflicts.values import tokenize
from core.model.lean import lean_dataclass
from core.text.tokens import stem

# What a rate counts by when it is an event: "every PR" and "each pull request" are one.
_EVENT_ALIASES = {"pr": "pull-request", "prs": "pull-request", "mr": "pull-request", "mrs": "pull-request",
                  "pull": "pull-request", "merge": "merge", "commit": "commit", "push": "push"}
_EVENT_LEADS = frozenset("every each per".split())
_NOT_EVENTS = frozenset("other time times one single now day night week month year morning evening afternoon "
                        "weekday weekend quarter sprint hour minute second few couple".split())
# "per new SOP", "per funder request", "per the revised maintenance plan": "per" as "as a rule says", naming who or
# what set the rate, not an event it happens once per — read off before the rates, with what it names.
_PER_SAID = re.compile(r"\bper (?:(?:the|our|their|my|his|her|its|a) (?:[\w'’-]+ ){0,3}?|(?:[\w'’-]+ ){1,3}?)"
                       r"(?:sop|sops|request|requests"
                       r"|policy|plan|guidance|terms|decision|instructions|advice|rules?|regulations|agreement|contract"
                       r"|memo|directive|orders|schedule|bulletin|bulletins|notice|notices|manual|recommendation"
                       r"|recommendations|protocol|protocols)\b")
_DENIALS = re.compile(r"\b(?:no longer|not|never|stopped|stop|quit|dropped)\b|n't\b")
# A rate told as what names a thing that is said gone: "weekly job removed", "the hourly entry was deleted",
# "scrapped the nightly run". The rate stands before the thing's noun and the thing is gone, so the rate is denied
# (a rate after the verb is how often the removing is done: "old logs are deleted nightly").
# The adverbs of a regular period, and two adjectives of one ("bimonthly", "annual": "the annual job was dropped").
_RATE_WORD = "(?:" + "|".join((*FREQUENCY_ADVERBS, "bimonthly", "annual")) + ")"
_GONE_WORDS = "|".join(p.replace("-", "[ -]") for p in F.STOP_PARTICIPLES)
_RATE_GONE = re.compile(rf"\b{_RATE_WORD}(?:[ -][a-z][\w-]*){{1,2}} (?:(?:was|were|is|are|has been|have been|got) )?"
                        rf"(?:{_GONE_WORDS})\b"
                        rf"|\b(?:{_GONE_WORDS}) (?:the |that |our |my |its |their )?{_RATE_WORD}\b")
_GONE_STEMS = frozenset(stem(w) for p in F.STOP_PARTICIPLES for w in p.split("-")) \
    | frozenset(stem(w) for w in "entry entries task tasks cron crons".split())
RATE_CHANGED = re.compile(r"\b(?:now|these days|nowadays|going forward|from now on|anymore|switched|moved|changed"
                          r"|became|become|becomes"
                          r"|stepped up|stepped down|cut back|cut down|dialled|dialed|bumped|throttled|increased"
                          r"|decreased|reduced|raised|lowered|instead|moved to|went to|gone to"
                          # "batches email to twice a day": a rate as the target of what is done
                          r"|to (?:once|twice|thrice|\d+x?) (?:a|per|every|daily|weekly|monthly|hourly|nightly)"
                          r"|to (?:daily|weekly|monthly|quarterly|hourly)"
                          # the rate held under something new: "under the new policy", "with the new contract"
                          r"|(?:under|with|per|after) (?:the|a|our|my) new"
                          # "put on an annual review cycle", "moved to a monthly rhythm": the rate as a round's
                          r"|put (?:[\w'’-]+ ){0,3}?on (?:a|an|the) (?:[\w-]+ ){1,2}"
                          r"(?:cycle|rota|rhythm|cadence|schedule))\b"
                          # "cranked database backups up to every hour", "cut the bulletins back to one a month": a
                          # verb of turning a rate with its direction, what it turns told between
                          r"|\b(?:cranked|ramped|turned|upped|wound|pared|scaled|cut|dialled|dialed|knocked|brought)"
                          r"(?: [\w'’-]+){0,4}? (?:up|down|back) to\b")
_PRIOR = frozenset({"from"})
_CLAUSE = re.compile(r"[;—–,]|\.\s|\bbut\b")
_CHANGE_VERBS = frozenset("stepped step cut dialled dialed dial bumped bump throttled throttle switched switch moved "
                           "changed went gone increased decreased reduced raised lowered back down up stopped quit "
                           "dropped cranked crank ramped ramp turned upped wound pared knocked".split())
# Where a deploy goes when nothing else is said: naming it adds no other activity.
_DEFAULT_SCOPE = frozenset({"production", "prod"})
OTHER_HOLDERS = frozenset("teammate teammates partner manager colleague colleagues wife husband friend sister "
                          "brother mother father boss lead".split())
NOT_ACTIVITY = frozenset("now day days time times week weeks month months year years every each per once twice "
                         "thrice other schedule cadence job jobs run runs ran running instead anymore just only "
                         "still usually longer request requests before after keep has have had w scheduled slot "
                         "these nowadays single roughly about around approximately".split()) \
    | frozenset("trip trips session sessions occasion occasions".split()) \
    | frozenset("cycle cycles rota rotas rhythm rhythms".split())
# ("one annual trip": what one time is called; "a weekly emptying rota": the round a rate is told as)
# Verbs any recurring activity is told with: "has 1:1s with their manager" / "meet once a month", "checks the
# report" / "looks at reconciliation". Beside a shared activity word they name no other activity.
LOOSE_WORDS = frozenset(stem(w) for w in "meet meets meeting chat chats catch look looks check checks sync syncs "
                        "happen happens batch batches backup backups get gets got".split()) | {"meeting"}
# A reason after the rate ("to cut CI minutes", "so the team can…"): why, not which activity.
_REASON = re.compile(r"\b(?:to (?:cut|save|avoid|reduce|keep|free|lower|spare|limit|stay)|so (?:that|we|the)|"
                     r"because|due to)\b.*$")
# When or why told after the rate ("… runs hourly after the disk scare in March", "… swapped monthly after the brass
# job surge", "… since sales picked up"): read off each clause unless it holds a rate itself
# ("after every commit", "after the nightly build" tell when the activity happens).
_WHEN_AFTER = re.compile(r"\s(?:after|since|following|once|under)\s(?!every\b|each\b)[^;,—–()]*$")
# A reason told first, before the speaker ("After the scare I cranked …", "Since the outage we …"): when or why, not
# which activity.
_LEAD_REASON = re.compile(r"^\s*(?:after|since|following) (?:the|a|an|that|this|our|my|last) [\w'’-]+"
                          r"(?: [\w'’-]+)?,?\s+(?=(?:i|we|they|he|she|you)\b)")
# "I back up the database daily" names the activity "database backups" names.
_BACK_UP = re.compile(r"\bback(?:s|ed|ing)? up\b")
# Ordinal periods: "every third week" is every three weeks.
_ORDINAL = re.compile(r"\bevery (second|third|fourth|fifth|sixth) (day|week|month)\b")
_ORDINALS = {"second": "2", "third": "3", "fourth": "4", "fifth": "5", "sixth": "6"}
# One weekday said in the plural is once a week: "only looks at reconciliation on Mondays now"; on alternate ones,
# every other week (the value reading folds "alternate Mondays").
_WEEKDAYS = re.compile(r"\b(?:on )?(?<!alternate )(?<!alternating )(" + "|".join(WEEKDAYS_PLURAL) + r")\b")


# Two or more weekdays named after "every", "on" or a change's "to" ("every Tuesday and Friday", "on Mon/Wed/Fri", "cut
# back to Mondays and Thursdays"): that many times a week, so "twice a week" told again as its days is the same rate.
_DAY_LIST = re.compile(r"\b(?:every|each|on|(?<!from )(?<!\w-)to) (" + WEEKDAY_PATTERN
                       + r"s?(?:\s*(?:,\s*and|,|/|&|and)\s*(?:on )?"
                       + WEEKDAY_PATTERN + r"s?)+)\b")
_TIMES = {2: "twice a week", 3: "three times a week", 4: "four times a week", 5: "five times a week",
          6: "six times a week"}


def _days_counted(found: re.Match[str]) -> str:
    """The weekdays named, as that many times a week ("tue" and "tuesday" one day)."""
    days = {day[:3] for day in re.findall(WEEKDAY_PATTERN, found.group(1))}
    return _TIMES.get(len(days), found.group(0))


# A count of occasions in one period is a rate: "cut back to one a month", "one session a week", "a single visit per
# year", "2 runs a day", "three posts a month" — told again as "once a month", "twice a day", "three times a month",
# the occasion's noun kept as a word of the activity. Not a bound ("at least one session a week", "up to two a day"),
# an amount of a unit ("two hours a day", "2 GB a month", "£5 a week": how much, not how often), a count past six.
_OCCASION_COUNT = re.compile(r"(?<!least )(?<!most )(?<!than )(?<!up to )(?<![\w$€£.,-])"
                             r"(one|a single|single|two|three|four|five|six|[1-6])"
                             r"((?: [a-z][a-z'’-]*){0,2}?) (?:a|per|each|every) (day|night|week|fortnight|month|quarter"
                             r"|year|season|term)\b")
_OCCASION_TIMES = {"one": "once", "a single": "once", "single": "once", "1": "once", "two": "twice", "2": "twice",
                   "3": "three times", "4": "four times", "5": "five times", "6": "six times"}
_NOT_OCCASIONS = frozenset(SECONDS) | frozenset(MEGABYTES) | frozenset(UNIT_WORDS) | frozenset(NUMBER_WORDS) \
    | frozenset("of per in to at by times time more less extra additional other".split()) \
    | frozenset("morning mornings afternoon afternoons evening evenings night nights weekend weekends".split())
# A compound of a count and an adverb of a period ("twice-yearly", "6-weekly", "three-monthly"): the count's rate.
_COMPOUND_RATE = re.compile(r"\b(once|twice|thrice|two|three|four|five|six|eight|[2-9]|1[0-2])-(daily|weekly|monthly"
                            r"|yearly)\b")
_PER_PERIOD = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"}


def _occasions_counted(found: re.Match[str]) -> str:
    """ "one session a week" as "once a week session": a count of occasions in a period, told as how often."""
    count, nouns, period = found.group(1), found.group(2), found.group(3)
    if any(w in _NOT_OCCASIONS for w in nouns.split()):
        return found.group(0)  # "two hours a day", "2 GB a month", "one of each week": how much or which
    times = _OCCASION_TIMES.get(count, count + " times")
    return f"{times} a {period}{nouns}"


def _compound_counted(found: re.Match[str]) -> str:
    count, period = found.group(1), _PER_PERIOD[found.group(2)]
    if count in ("once", "twice", "thrice"):
        return f"{count} a {period}"  # "twice-yearly": twice a year
    return f"every {count} {period}s"  # "6-weekly", "three-monthly": one in that many periods


@lean_dataclass(frozen=True)
class Rate:
    """One rate a text tells: ``value`` (a period in seconds, or ``per:<event>``), and how it is told."""

    value: str
    denied: bool
    prior: bool
    words: frozenset[str] = frozenset()


def _event_rates(tokens: list[Token]) -> list[tuple[int, str]]:
    """ "before every commit", "on each pull request", "per PR": once per event, by the event's stem."""
    found = []
    for i, t in enumerate(tokens):
        if t.kind != "word":
            continue
        if t.low.startswith("per-"):
            if any(x.kind in ("number", "money") for x in tokens):
                continue  # "10 open PRs per person": a ratio of a quantity, not how often
            if i > 0 and tokens[i - 1].kind == "period" and not tokens[i - 1].frequency:
                continue  # "20 min per colony", "five minutes per merge": how long each time takes, not how often
            noun = t.low[4:]
        elif t.low in _EVENT_LEADS and i + 1 < len(tokens) and tokens[i + 1].kind == "word":
            noun = tokens[i + 1].low
            if noun in ("single", "new") and i + 2 < len(tokens):
                noun = tokens[i + 2].low
        else:
            continue
        if not noun.isalpha() or noun in _NOT_EVENTS or stem(noun) in _NOT_EVENTS or noun in F.STOP_WORDS:
            continue
        found.append((i, "per:" + _EVENT_ALIASES.get(noun, stem(noun))))
    return found


# Once per event told as a clause: "as soon as they're released", "whenever a new build lands": the event is the
# clause's verb (or its noun after "a new"), read as "per-<event>" like "per release", the whole clause taken.
_AS_SOON = re.compile(r"\b(?:as soon as|whenever|every time|each time)\s+"
                      r"(?:(?:it|they|we|i|you|he|she|one|a|an|the|new|any|each|our|my|there)(?:'s|'re)?\s+){0,3}"
                      r"(?:(?:is|are|gets|get|got|goes|go|comes|come|becomes|become)\s+)?(?:out\s+)?([a-z][a-z-]+)"
                      r"[^,;.:—–()]*")  # the rest of the event's clause names the event, not the activity


# A count of times in a period written short: "once/day", "1×/day" (as "1x/day", read like "2x/week"), "2x month"
# (as "2x a month"); and "per" before a person's name ("per Darnell", "per Ailsa's call"): who set the rate, not an
# event it happens once per.
_TIMES_SLASHED = re.compile(r"\b(once|twice|\d+\s?×)(?=\s?/\s?(?:day|week|wk|month|year)s?\b)")


def _times_short(found: re.Match[str]) -> str:
    written = found.group(1)
    return {"once": "1x", "twice": "2x"}.get(written) or written.replace(" ", "").replace("×", "x")


_TIMES_BARE = re.compile(r"\b(\d{1,2})\s?[x×] (day|week|month|year)\b")
# One in each of a period or a recurring unit is every one of them: "one per shift", "once a term" (read as "every
# shift", "every term", as "once per shift" already is); not a bound ("at least once a week", "no more than one per
# day").
_ONE_EACH = re.compile(r"(?<!least )(?<!most )(?<!than )(?<!up to )\b(?:once|one) (?:a|per) (?=[a-z])")
_PER_NAME = re.compile(r"\bper [A-Z][a-z]+(?:['’]s)?\b"
                       # "…, per biomed", "…, per the vendor": who says so, closing the note after a comma
                       r"|[,;]\s*per (?:the )?(?!(?:day|week|month|year|hour|minute|second|shift|run|batch|unit|item"
                       r"|person|user|head|event|session|cycle)s?\b)[a-z][\w'’-]*\s*\.?\s*$")


@lru_cache(maxsize=8192)
@kept_result()
def rates(text: str) -> tuple[tuple[Rate, ...], frozenset[str]]:
    """The rates ``text`` tells, clause by clause, and the stems of the activity they are the rates of."""
    low = _ORDINAL.sub(lambda m: f"every {_ORDINALS[m.group(1)]} {m.group(2)}s", _PER_NAME.sub("", text).lower())
    if "/" in low or "x" in low or "×" in low:
        low = _TIMES_BARE.sub(r"\1x a \2", _TIMES_SLASHED.sub(_times_short, low))
    low = _BACK_UP.sub("backup", _LEAD_REASON.sub("", low))
    if "one " in low or "once " in low:
        low = _ONE_EACH.sub("every ", low)
    if "per " in low:
        low = _PER_SAID.sub("", low)
    if "soon as" in low or "whenever" in low or " time " in low:
        low = _AS_SOON.sub(lambda m: "per-" + m.group(1), low)
    low = _DAY_LIST.sub(_days_counted, low)
    low = _COMPOUND_RATE.sub(_compound_counted, _OCCASION_COUNT.sub(_occasions_counted, low))
    days = set(_WEEKDAYS.findall(low))
    if len(days) == 1 and RATE_CUE.search(low) is None:
        low = _WEEKDAYS.sub(" weekly ", low)
    found: list[Rate] = []
    activity: set[str] = set()
    for clause in _CLAUSE.split(low):
        clause = _REASON.sub("", clause)
        clause = _WHEN_AFTER.sub(lambda m: m.group(0) if _when_of_the_activity(m) else "", clause)
        if not clause.strip():
            continue
        gone = _RATE_GONE.search(clause) is not None
        denied = gone or _DENIALS.search(clause) is not None
        tokens = tokenize(re.sub(r"\b(once|twice|\d+x?)-(a|per)-(\w+)", r"\1 \2 \3", clause))
        words = [t.low for t in tokens]
        told: list[tuple[int, str]] = [(k, t.norm) for k, t in enumerate(tokens) if t.kind == "period" and t.frequency]
        told += _event_rates(tokens)
        events = {k for k, _ in told} | {k + 1 for k, value in told if value.startswith("per:")}
        here = {F.VERB_SENSES.get(t.norm, t.norm) for k, t in enumerate(tokens)
                if k not in events and _an_activity_word(t)} - NOT_ACTIVITY
        # "safety-board meetings", "germination-tray watering": a compound names the activity by each of its words
        here |= {part for k, t in enumerate(tokens) if k not in events for part in _compound_parts(t)} - NOT_ACTIVITY
        if gone:  # "weekly job removed": the gone word and a job's own noun name no activity
            here -= _GONE_STEMS
        activity |= here
        for k, value in told:
            found.append(Rate(value, denied, k > 0 and words[k - 1] in _PRIOR, frozenset(here)))
    return tuple(found), frozenset(activity)


# A span of time a when after it anchors: "the first week after quarter end", "two days after each release".
_SPAN_BEFORE = re.compile(r"\b(?:minutes?|hours?|days?|weeks?|months?|nights?|mornings?|evenings?|shifts?)\s*$")


def _when_of_the_activity(found: re.Match[str]) -> bool:
    """Whether a when after the rate (:data:`_WHEN_AFTER`) tells when the activity happens, to be kept: it holds a
    rate itself ("after the nightly build") or a span before it counts from it ("the first week after quarter end")."""
    return RATE_CUE.search(found.group(0)) is not None or _SPAN_BEFORE.search(found.string[:found.start()]) is not None


def _an_activity_word(t: Token) -> bool:
    return t.kind == "word" and t.low.isalpha() and t.low not in F.STOP_WORDS and t.low not in NOT_ACTIVITY \
        and t.norm not in F.FILLER_WORDS and t.norm not in F.CHANGE_WORDS and t.low not in F.NEGATIONS \
        and t.low not in F.SELF_WORDS and t.low not in F.PRONOUNS and t.low not in _CHANGE_VERBS


_AGAIN = frozenset({"re"})
_PARTICLES = frozenset("up ups out outs off offs down downs over back backs on ons in ins".split())


def _compounds_left_off(low_old: str, new_activity: frozenset[str]) -> set[str]:
    """The parts of the older text's hyphened compounds none of which the newer activity names ("fish-health vet
    visits" / "vet visits every month"): a modifier left off whole, as it was before compounds were read by their
    parts."""
    left: set[str] = set()
    for compound in re.findall(r"\b[a-z]{3,}(?:-[a-z]{3,})+\b", low_old):
        parts = {stem(p) for p in compound.split("-")}
        if not parts & new_activity:
            left |= parts
    return left


def _words_dropped(dropped: set[str], low_old: str) -> int:
    """How many of the older activity's words the newer text leaves off, a hyphened compound's parts one word
    ("data-quality checks" / "Soda checks": one modifier dropped)."""
    count = len(dropped)
    for compound in re.findall(r"\b[a-z]{3,}(?:-[a-z]{3,})+\b", low_old):
        parts = {stem(p) for p in compound.split("-")} & dropped
        count -= max(len(parts) - 1, 0)
    return count


def _compound_parts(t: Token) -> set[str]:
    """The stems of a hyphenated word's parts ("safety-board": safety, board), each a word of the activity; none for
    a word with a count or a rate in it ("twice-a-season", "per-job", "three-day") or a verb's particle ("top-ups",
    "off-flavours": a verb made a noun, read whole)."""
    parts = t.low.split("-")
    if parts[0] in _AGAIN:  # "re-scanned": scanned again, the activity the verb names
        parts = parts[1:]
        if len(parts) == 1:
            return {stem(parts[0])} if t.kind == "word" and parts[0].isalpha() and len(parts[0]) > 2 else set()
    if t.kind != "word" or len(parts) < 2 or not all(p.isalpha() and len(p) > 2 for p in parts) \
            or any(p in NUMBER_WORDS or p in _EVENT_LEADS or RATE_CUE.fullmatch(p) or p in SECONDS
                   or p in _PARTICLES for p in parts):
        return set()
    return {stem(p) for p in parts if p not in F.STOP_WORDS}


def current_values(found: tuple[Rate, ...]) -> set[str]:
    """The rates a text holds now: neither denied ("no longer weekly") nor the one it had before ("from weekly")."""
    return {r.value for r in found if not r.denied and not r.prior}


# A text without one of these words tells no rate: the cheap test before reading one.
RATE_CUE = re.compile(r"\b(?:every|each|per|daily|nightly|hourly|weekly|fortnightly|biweekly|monthly|bimonthly"
                      r"|quarterly|yearly|annually|annual|alternate|semiannually|half-yearly|semi-annual(?:ly)?"
                      r"|semiannual|biannual(?:ly)?|twice|once|thrice|times)\b|\dx/|/(?:week|day|month)"
                      r"|\bper-|\bas soon as\b|\bwhenever\b")


def _tells_a_rate(low_text: str) -> bool:
    """The cheap test: a rate's word, a weekday in the plural or a count of occasions in a period."""
    return says(RATE_CUE, low_text) or says(_WEEKDAYS, low_text) or says(_OCCASION_COUNT, low_text) \
        or says(_TIMES_CUE, low_text)


# "3x a week", "2× per month", "3x week": a count of times in a period with its "x".
_TIMES_CUE = re.compile(r"\b\d{1,2}\s?[x×] (?:a |per )?(?:day|week|month|year)\b")


def rate_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` changes how often the activity ``old_text`` tells happens, or ``None``."""
    low_new, low_old = new_text.lower(), old_text.lower()
    if not _tells_a_rate(low_new) or not _tells_a_rate(low_old):
        return None
    old_rates, old_activity = rates(old_text)
    new_rates, new_activity = rates(new_text)
    if not old_rates or not new_rates:
        return None
    shared = old_activity & new_activity
    # "retro" / "retrospective": one word written short.
    short = {(a, b) for a in old_activity for b in new_activity if a != b and len(min(a, b, key=len)) >= 5
             and (a.startswith(b) or b.startswith(a))}
    shared |= {a for a, _ in short} | {b for _, b in short}
    if not shared or any(w in OTHER_HOLDERS for w in new_activity - old_activity):
        return None
    before = current_values(old_rates)
    dropped = {w for r in old_rates for w in r.words - new_activity - shared - _DEFAULT_SCOPE}
    # The older verb left off where the newer tells the activity with its own ("price list pulled" / "price list
    # sync"): a verb is how it is done, not which activity (a past participle or gerund as written).
    dropped -= {stem(w) for w in re.findall(r"\b[a-z]+(?:ed|ing)\b", low_old)} if _verbs_vary(low_old, low_new) \
        else set()
    # The newer text naming the activity by two or more of its words and nothing else ("database backups" after "back
    # up the booking app database") may leave more of the older words off.
    shorter = len(shared) >= 2 and new_activity <= shared | _DEFAULT_SCOPE and not dropped & F.SCOPE_WORDS
    # So may a newer rate whose own clause names the activity by two or more of the older words and nothing else, the
    # rest of the text telling why in a clause apart ("Blades get sharpened after every trip these days — the sand
    # wrecks them" after "the cutter blades on the kelp barge", "Monthly rope audits were discontinued; …").
    shorter = shorter or (len(shared) >= 2 and not dropped & F.SCOPE_WORDS and any(
        r.words and r.words - LOOSE_WORDS - _DOING <= shared | _DEFAULT_SCOPE for r in new_rates
        if not r.prior and not r.value.startswith("per:")))
    if len(before) != 1 or (_words_dropped(dropped, low_old) > 1 and not shorter) \
            or (dropped & F.SCOPE_WORDS and new_activity & F.SCOPE_WORDS):
        return None  # one word fewer ("the full suite") is the same activity; "staging" for "prod" is not
    (was,) = before
    # Every word of the newer rate's own clause must be the older activity's: "deploy to *staging*",
    # "*restore tests* run monthly", "*release notes*" name another activity of the same thing.
    known = shared | _DEFAULT_SCOPE
    denied = {r.value for r in new_rates if r.denied and r.words <= known}
    if was in denied and len(shared) >= min(2, len(old_activity)):
        return f"the newer memory says it no longer happens {shown_rate(was)}"
    # With two or more activity words shared and every older one kept, the newer clause may say more of how
    # ("My research data syncs to the NAS nightly" after "I back up my research data every Friday").
    strong = len(shared) >= 2 \
        and old_activity - LOOSE_WORDS - _compounds_left_off(low_old, new_activity) <= new_activity | _DEFAULT_SCOPE \
        and not (new_activity - old_activity) & F.SCOPE_WORDS and _opens_with(new_text, shared)
    # With a change said, two or more activity words shared and at most one older word left off, the newer clause may
    # tell its why, how or who beside the rate ("stretched API key rotation out to once a year under the new policy",
    # "Stave deliveries were cut back to one a month when the sawmill lost a driver"); not the shared noun under
    # another modifier ("the photo database" / "the music database"), another holder, a scope or a window.
    said = strong or _change_said_of(old_text, new_text, shared, new_activity - old_activity)
    if any(not _one_activity_word(_sense(stem(found.group(1))), old_activity) for found in _ROUND_OF.finditer(low_new)):
        return None  # "put on a weekly *cleaning* rota" after "emptied every two weeks": another activity's round
    # An activity told as a noun beside a verb of doing only ("Goggle inspections are carried out every fortnight",
    # "places a sample tin order each quarter", "tours are offered …"): the doing names no other activity.
    doing = _DOING if len(shared) >= 2 else frozenset()
    now = {r.value for r in new_rates if not r.denied and not r.prior
           and (r.words - LOOSE_WORDS - doing <= known or (said and r.words & shared))}
    if len(now) != 1 or was in now or len(current_values(new_rates)) != 1:
        return None
    told_before = was in {r.value for r in new_rates if r.prior}  # "monthly, cut back from weekly"
    if not told_before and RATE_CHANGED.search(new_text.lower()) is None and not _retold_whole(old_text, new_text,
                                                                                               shared):
        return None
    if not shared:
        return None
    (then,) = now
    if not told_before and RATE_CHANGED.search(new_text.lower()) is None and _same_rate(was, then):
        return None  # no change said, and the two rates one in other words
    if _one_period(was, then):
        return None  # "every 6 months" / "half-yearly": one period, its days counted two ways, whatever is said
    return f"same activity ({' '.join(sorted(shared))}), {shown_rate(was)} → {shown_rate(then)}"


# What keeps a rate told again without a word of change from replacing the older one: a past told beside it ("back in
# 2022", "before the storage upgrade"), a window or a narrower span ("during release week", "through January",
# "year-end:"), a narrower scope ("on the audit database alone", "for the EU shards only"), the older rate kept
# ("as ever").
NOT_RETOLD = re.compile(r"\bback (?:in|then|when|before)\b|\b(?:in|since|until|by) (?:19|20)\d\d\b|\bused to\b"
                         r"|\bbefore the\b|\b(?:originally|years ago|at first|at the time|as ever|as before|as usual)\b"
                         r"|\b(?:during|through|throughout|until|till)\b|\byear-end\b|\bthis (?:week|month|year)\b"
                         r"|\b(?:on|for|in) (?:the |our |my )?[\w-]+(?: [\w-]+)? (?:alone|only)\b")
# A rate word opening a thing's name ("Nightly dumps go to …", "The weekly digest …", "weekly backup: …"): the rate
# names which thing it is, and another rate another thing.
_RATE_NAMES = re.compile(r"^(?:\W*(?:the|our|my|a|an)\s+)?(?:hourly|nightly|daily|weekly|fortnightly|biweekly|monthly"
                         r"|quarterly|yearly|annual)\s+[a-z]", re.IGNORECASE)
# A numbered thing ("Screen 7", "line 4"): its number is which one, unless a unit of time follows it.
_NUMBERED = re.compile(r"\b([a-z]+) (\d+)\b(?! ?(?:h|hr|hrs|hours?|m|min|mins|minutes?|s|secs?|seconds?|days?|weeks?"
                       r"|months?|years?|x|times)\b)", re.IGNORECASE)


def _change_said_of(old_text: str, new_text: str, shared: set[str] | frozenset[str], added: set[str] | frozenset[str]) \
        -> bool:
    """Whether ``new_text`` says a change of the rate of an activity it names by two or more of the older words, and
    by nothing that makes it another: no scope the older text lacks, no window or past, the shared nouns under no
    other modifier, no other holder."""
    if len(shared) < 2 or added & F.SCOPE_WORDS or any(w in OTHER_HOLDERS for w in added):
        return False
    low_new = undated(new_text).lower()
    if not says(RATE_CHANGED, low_new) or NOT_RETOLD.search(low_new) or _SEASON_WINDOW.search(low_new):
        return False
    old_tokens, new_tokens = re.findall(r"[\w'’-]+", undated(old_text)), re.findall(r"[\w'’-]+", undated(new_text))
    if modifier_differs(old_tokens, new_tokens) or another_holder(old_tokens, new_tokens):
        return False
    # A word the older text lacks standing just before a shared word names a narrower or another thing ("*rye* flour
    # deliveries", "*photo* vault keys"); a verb after its subject or auxiliary ("I've stretched key rotation") not.
    lows = [t.lower() for t in new_tokens]
    for k in range(1, len(lows)):
        word, before = lows[k], lows[k - 1]
        if _sense(word) not in shared or _sense(before) not in added:
            continue
        if before.endswith("ed") and k > 1 and lows[k - 2] in _BEFORE_A_VERB:
            continue
        return False
    return True


# The activity a round is named by: "an annual *review* cycle", "a weekly *emptying* rota".
_ROUND_OF = re.compile(r"\b(?:a|an|the) [\w-]+ ([a-z]{3,}) (?:cycle|rota|rhythm|rotation|cadence|schedule)\b")


def _one_activity_word(word: str, activity: frozenset[str]) -> bool:
    """``word`` is one of ``activity``'s words, or the same word in another form ("inspection" / "inspect")."""
    return word in activity or any(len(w) >= 5 and len(word) >= 5 and (w.startswith(word) or word.startswith(w))
                                   for w in activity)


# A season or stretch the change holds for ("for the winter months", "over the summer"): a window, not the rate.
_SEASON_WINDOW = re.compile(r"\b(?:for|over) (?:the )?(?:winter|summer|spring|autumn|fall|holidays?|season|festive"
                            r"|next|coming|rest of)\b")
# Words after which an "-ed" word is a verb, not a modifier: a subject or an auxiliary.
_BEFORE_A_VERB = frozenset("i we they he she you i've we've they've have has had was were is are been be get got "
                           "gets user".split())


def _sense(word: str) -> str:
    base = stem(word)
    return F.VERB_SENSES.get(base, base)


# Verbs of doing that tell no activity of their own: the activity is the noun they take.
_DOING = frozenset(_sense(w) for w in "carried carry carries place places placed perform performs performed conduct "
                   "conducts conducted offer offers offered do does done did make makes made give gives gave given "
                   "get gets got take takes took hold holds held happen happens happened "
                   # going to or attending a session names no other activity than the session's
                   "go goes went attend attends attended "
                   # put on a round: "put on a weekly emptying rota"
                   "put puts".split())


def _one_period(was: str, then: str) -> bool:
    """Two periods within a few days in a hundred of each other ("every 6 months", 180 days / "half-yearly", 182.5):
    one period, never a change of it."""
    try:
        a, b = float(was), float(then)
    except ValueError:
        return False
    return max(a, b) <= 1.03 * min(a, b)


def _same_rate(was: str, then: str) -> bool:
    """"every other week" / "twice a month", "once a month" / "every four weeks", "on every release" / "as soon as a
    release is tagged": one rate in other words."""
    try:
        a, b = float(was), float(then)
    except ValueError:
        one, other = sorted((was.removeprefix("per:"), then.removeprefix("per:")), key=len)
        return len(one) >= 4 and other.startswith(one)  # "release" / "releas": one event, stemmed or not
    return max(a, b) <= 1.25 * min(a, b)


def _verbs_vary(low_old: str, new_low: str) -> bool:
    """Whether each text tells its activity with a verb of its own beside two shared nouns: "supplier price list
    pulled" / "price list sync", both as written."""
    old_verbs = {stem(w) for w in re.findall(r"\b[a-z]+(?:ed|ing)\b", low_old)}
    return bool(old_verbs) and not old_verbs & {stem(w) for w in re.findall(r"[a-z]+", new_low)}


def _retold_whole(old_text: str, new_text: str, shared: set[str] | frozenset[str]) -> bool:
    """A rate told again without a word of change, the activity named by two of its words or more ("supplier price
    list pulled weekly" / "price list sync every 4 hours"): one activity holds one rate, the newer telling puts its
    own in the older one's place (the caller has read off another holder, scope and activity). Not beside a past,
    a window or the older rate kept; not a thing named by its rate ("weekly digest" / "monthly digest"), another
    numbered thing ("Screen 3" / "Screen 7") or the shared noun under another modifier ("card-fraud features" /
    "mortgage features"); not a list of weekdays told again as a count ("every Tuesday and Friday" / "twice a week")."""
    if len(shared) < 2:
        return False
    body_old, body_new = undated(old_text), undated(new_text)
    low_old, low_new = body_old.lower(), body_new.lower()
    if NOT_RETOLD.search(low_new) or _RATE_NAMES.search(body_old) or _RATE_NAMES.search(body_new):
        return False
    if any(w not in low_old for w in _SENT_TO.findall(low_new)):
        return False  # "sent daily via email to the execs": a rate for another audience the older text never named
    if {m.group(0).lower() for m in _NUMBERED.finditer(body_old)} != {m.group(0).lower()
                                                                      for m in _NUMBERED.finditer(body_new)}:
        return False
    if len(_WEEKDAY_NAMES.findall(low_old)) > 1:
        return False
    old_tokens, new_tokens = re.findall(r"[\w'’-]+", body_old), re.findall(r"[\w'’-]+", body_new)
    return not (modifier_differs(old_tokens, new_tokens) or another_holder(old_tokens, new_tokens))


# Whom a thing is sent or given to ("to the execs", "for the board").
_SENT_TO = re.compile(r"\b(?:to|for) (?:the|our|my|all) ([a-z]+)")
_WEEKDAY_NAMES = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b")


_NAMED = {86400.0: "daily", 604800.0: "weekly", 1209600.0: "fortnightly", 2592000.0: "monthly",
          7776000.0: "quarterly", 3600.0: "hourly", 43200.0: "twice a day", 302400.0: "twice a week"}


def shown_rate(value: str) -> str:
    """A rate's kept value as a reason shows it: "weekly", "on every weekday", or its period."""
    if value.startswith("per:"):
        return "on every " + value[4:].replace("-", " ")
    try:
        seconds = float(value)
    except ValueError:
        return "every " + value
    if seconds not in _NAMED and seconds % 604800 == 0:
        return f"every {seconds / 604800:g} weeks"
    if seconds not in _NAMED and seconds % 86400 == 0:
        return f"every {seconds / 86400:g} days"
    if seconds not in _NAMED and seconds % 3600 == 0:
        return f"every {seconds / 3600:g} hours"
    return _NAMED.get(seconds, f"every {seconds:g} s")


def _opens_with(text: str, shared: frozenset[str] | set[str]) -> bool:
    """Whether the first activity word of ``text`` is one of ``shared``: the activity is what the sentence is about
    ("Reminders are now sent weekly for unpaid invoices" is about reminders, not invoices)."""
    for t in tokenize(text.lower()):
        if _an_activity_word(t):
            word = F.VERB_SENSES.get(t.norm, t.norm)
            if word not in NOT_ACTIVITY:
                return word in shared
    return False

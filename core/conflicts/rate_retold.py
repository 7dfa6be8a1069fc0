"""How often one activity happens, told again by structure: the activity named again and its rate set by a verb.

:func:`core.conflicts.rates.rate_change` asks every word of the newer rate's clause to be the older activity's and a
change word from its list. People tell a new rate with any verb that takes the activity *to* it ("therapy tapered to
every third week", "cut climbing down to a single Saturday session", "set the photo backup to run every night"), and
say when or why after it ("… after the shoulder injury", "… at midnight"). Read here:

- both texts tell one current rate each (:func:`core.conflicts.rates.rates`), and they differ; "a single Saturday
  session" and "every single week" are once a week, "most evenings" and "almost every evening" once a day;
- every word of the older activity is in the newer text (a phrasal verb may come back as its noun: "backs up" /
  "backup"), and the newer clause names nothing more before its rate than the verb that sets it, a manner adverb
  ("automatically") or a word for a recurring slot ("session", "interval", "schedule");
- the change is said: a verb taking the activity to the rate ("<verb>ed to", "<verb> down to", "set … to"), a
  change word of :data:`core.conflicts.rates.RATE_CHANGED`, or the older rate named in a part of its own only to be
  let go ("Nightly backups were overkill, so I push them weekly", "…; the quarterly plan proved overkill"): that
  part is read off and the rest must tell the one new rate; or what brought the change ("since the drive scare",
  "after subscribers complained", "by the new contractor", "lately"), or a later date of two dated log notes — these
  two only where the newer rate holds for no window or past and for no other thing of the kind (another modifier,
  another holder);
- the activity may be named by a word's noun or verb ("inspections" / "inspected", "emptying" / "emptied"), and a
  passive's doer ("… by the contractor") is no word of the activity.

Not a change: another activity (an older word missing, another word before the rate), another scope or holder
after the rate ("weekly to staging", "for the kids"), the same rate said another way, a rate only named as the one
before; the caller has already set aside a hedged, temporary, additive or past newer memory.
"""

from __future__ import annotations

import itertools
import re

from core.conflicts import wording as F
from core.conflicts.calendar_words import CALENDAR_WORDS, WEEKDAYS
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.rates import (
    LOOSE_WORDS,
    NOT_ACTIVITY,
    NOT_RETOLD,
    OTHER_HOLDERS,
    RATE_CHANGED,
    RATE_CUE,
    current_values,
    rates,
    shown_rate,
)
from core.conflicts.tool_swap import another_holder, modifier_differs
from core.text.tokens import stem

# Rates people tell without a period word: once a week by one weekday's slot, once a day by "most evenings".
_ONE_SLOT = re.compile(r"\ba (?:single|one) (?:" + "|".join(WEEKDAYS) + r")(?= (?:session|class|run|slot|visit)\b)",
                       re.IGNORECASE)
_EVERY_SINGLE = re.compile(r"\bevery single (day|week|month)\b", re.IGNORECASE)
_MOST_DAYS = re.compile(r"\b(?:most|(?:almost|nearly) every) (?:days?|evenings?|nights?|mornings?)\b", re.IGNORECASE)
# The cheap test: a word that may tell a rate, before any reading; a count in a period says one too ("down to one
# a week", "two per month").
_CUE = re.compile(RATE_CUE.pattern + r"|\b(?:single|most|almost|nearly) |\binterval\b"
                  r"|\b(?:a|per) (?:day|night|week|fortnight|month|quarter|year|season|term)\b", re.IGNORECASE)
# A verb that takes the activity to its rate: "tapered to", "cut … down to", "set … to run".
_SET_TO = re.compile(r"\b(?:\w+ed|cut|set|put) (?:(?:\w+ ){0,4}?(?:down|up|back) )?to\b|\bset (?:\w+ ){1,4}to\b")
# A verb taking the activity to its rate, its doer after the rate: "… cut to once a month by the new manager".
_SET_TO_BY = re.compile(_SET_TO.pattern + r" [^.;,]*\bby (?:the|a|an|my|our|their|his|her|its) ")
# Words for the recurring slot itself, which name no other activity.
# An occasion's own noun is one too ("reduced to a single annual visit", "a single evening pass").
_SLOT_WORDS = frozenset(stem(w) for w in "session sessions slot interval schedule cadence frequency freq cycle "
                        "visit visits pass passes round rounds".split())
# A terse note's rate slot with an arrow to its new value: "trough inspection freq -> monthly", "vacuum cadence →
# daily": the arrow says the change, as "set to" does.
_SLOT_ARROW = re.compile(r"\b(?:freq|frequency|cadence|interval|schedule)\s*(?:->|→|=>)\s*(?=\w)")
# Why, in a bracket closing a terse note: "vacuum cadence -> daily (bloat)": the reason names no other activity.
_WHY_BRACKET = re.compile(r"\s*\([^()]{1,40}\)\s*\.?\s*$")
_PARTICLES = frozenset("set put cut down up back off".split())
# Verbs any recurring visit is told with ("visits the climbing gym" / "climbing"): no activity of their own.
_MORE_LOOSE = frozenset(stem(w) for w in "visit visits attend attends go goes do does have has take takes".split())
# Verbs that only set a rate on the activity ("were made monthly"): no activity of their own.
_LIGHT_VERBS = frozenset(stem(w) for w in "made make makes".split())
_NAME = re.compile(r"(?<=\s)[A-Z][\w-]+")


# When or why, after what the clause tells: "… after the shoulder injury", "… on the mechanic's advice".
# (not "after every batch": the rate's own event)
_WHY_AFTER = re.compile(r"\s+(?:(?:after|following)(?!\s+(?:every|each)\b)|because|due to|since"
                        r"|once (?=the |we |i |they |he |she )"
                        r"|on (?:the|my|her|his|their) \w+['’]s advice)\b[^.;,—–]*", re.IGNORECASE)


# An interval told as a length after the slot word: "purge interval → 1h", "interval: 15 min" is every so long.
# ("service interval stretched to 750 h": a verb that sets it between)
_INTERVAL = re.compile(r"\binterval\s*(?:->|→|=>|:|=|(?:(?:was |has been |is )?[a-z]+ed )?(?:to|at)|of)\s*(\d+)\s*"
                       r"(h|hrs?|hours?|m|mins?|minutes?|d|days?|w|wks?"
                       r"|weeks?)\b", re.IGNORECASE)
_INTERVAL_UNITS = {unit: name for name, units in (("hours", "h hr hrs hour hours"),
                                                  ("minutes", "m min mins minute minutes"),
                                                  ("days", "d day days"), ("weeks", "w wk wks week weeks"))
                   for unit in units.split()}


# A period told before a recurring slot's noun: "the four-hour reconciliation cycle" is reconciliation every four hours
# (not "a four-hour shift": a length, no slot of recurring).
_PERIOD_CYCLE = re.compile(r"\b(one|two|three|four|five|six|eight|ten|twelve|\d{1,2})-(minute|hour|day|week|month)"
                           r"((?: [a-z][\w-]*){0,2}) (cycle|interval|cadence|rotation)\b", re.IGNORECASE)


def _normalised(text: str) -> str:
    text = _WHY_AFTER.sub("", text)
    if "cycle" in text or "cadence" in text or "rotation" in text or "interval" in text:
        text = _PERIOD_CYCLE.sub(lambda m: f"{m.group(3).strip()} {m.group(4)} every {m.group(1)} {m.group(2)}s", text)
    if "interval" in text:
        text = _INTERVAL.sub(lambda m: f"every {m.group(1)} {_INTERVAL_UNITS[m.group(2).lower()]}", text)
    text = _ONE_SLOT.sub("weekly", text)
    text = _EVERY_SINGLE.sub(r"every \1", text)
    return _MOST_DAYS.sub("daily", text)


def _words(text: str) -> list[str]:
    """The text's word stems, a hyphened compound also by its parts ("key-machine servicing": key, machine)."""
    found = []
    for word in re.findall(r"[a-z][a-z'-]*", text.lower()):
        found.append(stem(word))
        if "-" in word.strip("-"):
            found.extend(stem(part) for part in word.split("-") if part)
    return found


# A habit said taken up at its rate: "has begun sending the newsletter every month", "started rotating … monthly".
_TAKEN_UP = re.compile(r"\b(?:(?:has|have|had) (?:begun|started)|began|(?:has|have|had) taken to|took to)\b"
                       r"(?= \w+ing\b)")
# Verbs that tell a session happens or is done, no activity of their own ("grooming is held every other sprint",
# "invoice runs happen each Monday"), and a recurring meeting's verbs, where the older activity is told by one
# ("syncs with the fab liaison" / "has been meeting the fab liaison").
_DOING_VERBS = frozenset(stem(w) for w in "held hold holds happen happens happened done carried performed conducted "
                         "occur occurs".split())


_TAKING_UP = frozenset(stem(w) for w in "begun began begin started start taken took take".split())


def _doing_verbs(words: frozenset[str]) -> set[str]:
    """The words of a rate's clause that tell it is done or met, naming no activity of their own."""
    return {w for w in words if w in _DOING_VERBS or w in LOOSE_WORDS}


# The older rate judged or let go in a part of its own: "Nightly backups were overkill, so …", "…; monthly was
# overkill", "… and no longer phones weekly", "… rather than on a nightly timer", "the quarterly plan proved overkill".
_PARTS = re.compile(r";|,\s*(?:so|and|but)\b|\s+so\b|\s+and (?=no longer|not |never )|\s+(?=rather than\b|instead of\b)"
                    r"|\s[—–]\s|\.\s", re.IGNORECASE)
_LET_GO = re.compile(r"\b(?:overkill|too (?:slow|much|often|rarely|frequent|many|few|costly|expensive|little)"
                     r"|no longer|not any ?more|anymore|rather than|instead of|dropped|stopped|scrapped|discontinued"
                     r"|(?:wasn't|was not|weren't|were not) enough|kept running out|proved|wasteful"
                     r"|(?:wasn't|was not|weren't|were not|isn't|is not) worth|(?:was|were) eating|left (?:it|them)"
                     r"|ended|retired|deleted|abandoned)\b", re.IGNORECASE)


def _older_rate_let_go(old_text: str, new_text: str) -> str | None:
    """The newer text without the part that names the older rate only to let it go ("Nightly backups were overkill,
    so I push them weekly" → "I push them weekly"), or ``None`` where no part does, or only that part tells a rate."""
    before = current_values(rates(_normalised(old_text))[0])
    if len(before) != 1:
        return None
    parts = _PARTS.split(new_text)
    kept, dropped = [], False
    for part in parts:
        # The older rate as the part names it, denied or not: "the daily churn wasn't worth it" names daily.
        told = {r.value for r in rates(_normalised(part))[0]} if says(_CUE, _normalised(part)) else set()
        if told == before and _LET_GO.search(part):
            dropped = True
            continue
        kept.append(part)
    if not dropped or not kept:
        return None
    return ", ".join(p.strip() for p in kept)


# The change told by what brought it: an event the rate follows since ("since the drive failure scare", "after
# subscribers complained", "having found drift negligible", "by the new contractor", "… lately"). Not a rate's own
# event ("after every shift", "after each flight"), nor a year ("since 2019": a past the caller reads).
_CAUSE = re.compile(r"\b(?:since|after|following) (?!every\b|each\b|(?:19|20)\d\d\b|then\b)(?:the|a|an|my|our|their"
                    r"|his|her|its|last|[a-z]+ing|[a-z]+s? [a-z]+ed)\b"
                    r"|\bhaving (?:found|decided|seen|noticed|switched)\b|\bby the new\b|\blately\b", re.IGNORECASE)


_ISO_DATE = re.compile(r"^\s*(\d{4}-\d{2}(?:-\d{2})?)\s*[:—–-]\s")


# Words that judge a rate let go and name no activity: "overkill", "too much work", "wasn't worth it", "was eating my
# time", "too much churn", "too slow".
_JUDGED = frozenset(stem(w) for w in "overkill much work worth slow fast eating churn cost costly expensive enough "
                    "little many time effort hassle noisy them proved wasteful evenings weekends".split())


def _let_go_shares(old: str, new_text: str, kept: str) -> bool:
    """Whether the part of ``new_text`` that lets a rate go lets the older activity's go and the rest tells the older
    activity: the part names only words of the older activity and a judgement ("Daily rebases were eating my
    evenings", "weekly was overkill"), the rest at most one word the older lacks ("I only bother with the tape backup
    monthly"), no other holder or modifier ("my neighbour waters her tomatoes"), no window or past ("during the
    heatwave")."""
    if _told_apart(old, kept):
        return False
    old_words = set(_words(old))
    kept_words = set(_words(kept))
    dropped = " ".join(p for p in _PARTS.split(new_text) if p.strip() and p.strip() not in kept)
    _, dropped_activity = rates(_normalised(dropped))
    _, kept_activity = rates(_normalised(kept))

    def own(words: frozenset[str]) -> set[str]:
        return {w for w in words - LOOSE_WORDS - NOT_ACTIVITY - _SLOT_WORDS - _JUDGED - _LIGHT_VERBS
                if len(w) > 2 and w not in old_words and not any(_one_word(w, o) for o in old_words)}

    # "Daily feeding was overkill" after "waters … daily", "… overkill for the seedlings": another activity or
    # thing let go; "the freezers in room 4 are …": another thing told.
    return not own(dropped_activity) and len(own(kept_activity)) <= 1 and bool(kept_words)


def _dated_later(old_text: str, new_text: str) -> bool:
    """Two dated log notes, the newer dated later: the later entry tells the rate as it stands from its date."""
    old_date, new_date = _ISO_DATE.match(old_text), _ISO_DATE.match(new_text)
    return bool(old_date and new_date and new_date.group(1) > old_date.group(1))


def _told_apart(old_text: str, new_text: str) -> bool:
    """Whether the newer rate holds for a window or a past ("year-end: … through January", "back in 2022"), or for
    another thing of the older one's kind ("service-account passwords" / "staff passwords")."""
    if NOT_RETOLD.search(undated(new_text).lower()):
        return True
    old_tokens = re.findall(r"[\w'’-]+", undated(old_text))
    new_tokens = re.findall(r"[\w'’-]+", undated(new_text))
    return modifier_differs(old_tokens, new_tokens) or another_holder(old_tokens, new_tokens)


def rate_retold(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` sets the older memory's activity to another rate, or ``None``."""
    if not says(_CUE, new_text) or not says(_CUE, old_text):
        return None
    low_new = new_text.lower()
    let_go = _older_rate_let_go(old_text, new_text) if says(_LET_GO, low_new) else None
    said = let_go is not None or says(_SET_TO, low_new) or RATE_CHANGED.search(low_new) is not None \
        or _SLOT_ARROW.search(low_new) is not None or _TAKEN_UP.search(low_new) is not None
    if not said and not (says(_CAUSE, undated(new_text)) or _dated_later(old_text, new_text)):
        return None
    if not said and _told_apart(old_text, new_text):
        return None  # a cause or a later date says no change by itself: not beside a window or another thing's rate
    old, new = _normalised(old_text), _normalised(_WHY_BRACKET.sub("", new_text))
    old_rates, old_activity = rates(old)
    new_rates, _ = rates(_normalised(let_go) if let_go is not None else new)
    before, now = current_values(old_rates), current_values(new_rates)
    if len(before) != 1 or len(now) != 1 or before == now or any(r.prior for r in new_rates):
        return None
    (was,), (then,) = before, now
    if was.removeprefix("per:") == then.removeprefix("per:"):
        return None  # "on every commit" / "per commit": one event's rate, told two ways
    told = [r for r in new_rates if r.value == then]
    if len(told) != 1 or any(r.denied for r in new_rates):
        return None
    new_list, old_list = _words(new), _words(old)
    new_words = set(new_list) | _joined(new_list)  # "backs up" / "backup"
    old_words = set(old_list) | _joined(old_list)
    needed = {w for w in old_activity - LOOSE_WORDS - _MORE_LOOSE - NOT_ACTIVITY - _SLOT_WORDS if len(w) > 2}
    needed -= _agent(old) - set(_words(_AGENT.sub("", old)))  # who does it is not which activity
    missing = {w for w in needed - new_words if not any(_one_word(w, n) for n in new_words)}
    if let_go is not None and needed - missing and _let_go_shares(old, new_text, let_go):
        pass  # the older rate itself let go: the activity is the older one's, told in other words
    elif not needed or ((len(missing) > 1 or (missing and len(needed) < 2))
                        and not _fewer_words_set_to(needed, missing, told[0].words, old_activity, old_words, new,
                                                    low_new)):
        return None  # another activity; one word fewer of a longer one ("the climbing gym") is the same
    else:
        # What the newer clause names before its rate beyond the older activity: only the verb, an adverb, a slot
        # word.
        extra = {w for w in told[0].words if w not in old_activity and w not in old_words
                 and not any(_one_word(w, o) for o in old_words)} - _agent(new) - _LIGHT_VERBS
        extra -= _doing_verbs(told[0].words)
        if _TAKEN_UP.search(low_new) is not None:
            extra -= _TAKING_UP  # "has begun sending …": the verb that says the habit was taken up
        if any(not (w in _SLOT_WORDS or w in _PARTICLES or w.endswith("ly") or w in F.CHANGE_WORDS
                    or _verb_to(w, low_new)) for w in extra):
            return None
    rest = set(_words(_normalised(let_go)) if let_go is not None else new_list) - old_words  # the let-go part aside
    if says(_SET_TO_BY, low_new):
        rest -= _agent(new)  # "… was cut to once a year by the new contractor": who set the rate, not who it is for
    if rest & F.SCOPE_WORDS or rest & OTHER_HOLDERS:
        return None  # "weekly to staging", "… with my manager": another scope or someone else
    if any(w.lower() not in old.lower() and w.lower() not in CALENDAR_WORDS for w in _NAME.findall(new)):
        return None  # a name the older memory lacks: another thing or person
    shared = sorted(needed - missing)
    return f"same activity ({' '.join(shared)}), {_told(was)} → {_told(then)}"


def _fewer_words_set_to(needed: set[str], missing: set[str], told_words: frozenset[str],
                        old_activity: frozenset[str], old_words: set[str], new: str, low_new: str) -> bool:
    """Whether the newer text names the older activity by fewer of its words and a verb takes it to the new rate
    ("fire extinguishers are inspected every six months" / "extinguisher inspection was cut to once a year",
    "pool shock dosing: monthly" / "shock dose frequency raised to every 2 wks"): fresh hands shorten the thing to
    its head when they say its rate was set anew. Not where the newer clause names anything before its rate the
    older one lacks ("the *CO2* extinguishers were cut to yearly": another thing), nor with no word of the older
    activity kept beyond one short one."""
    if not says(_SET_TO, low_new):
        return False  # only a verb taking the activity to its rate says the change strongly enough
    kept = needed - missing
    if not kept or (len(kept) * 2 < len(needed) and len(kept) < 2):
        return False  # "hovercraft lift fan belts" / "belt changes": too little of the older activity left
    extra = {w for w in told_words if w not in old_activity and w not in old_words
             and not any(_one_word(w, o) for o in old_words)} - _agent(new) - _LIGHT_VERBS
    return all(w in _SLOT_WORDS or w in _PARTICLES or w in F.CHANGE_WORDS or _verb_to(w, low_new) for w in extra)


def _told(value: str) -> str:
    """A rate as a person says it: "3 times a week" rather than a period in seconds."""
    shown = shown_rate(value)
    if not shown.endswith(" s"):
        return shown
    for period, name in ((604800.0, "week"), (86400.0, "day"), (2592000.0, "month")):
        times = period / float(value)
        if times == int(times) and times > 1:
            return f"{times:g} times a {name}"
    return shown


# The doer of a passive told after its verb ("… are cleaned monthly by the contractor").
_AGENT = re.compile(r"\bby (?:the|a|an|my|our|their|his|her|its) (?:new )?([a-z][\w'’-]*(?: [a-z][\w'’-]*)?)"
                    r"(?=\s*(?:[.;,—–]|$|every\b|each\b|once\b|twice\b|[a-z]+ly\b))", re.IGNORECASE)


def _agent(text: str) -> set[str]:
    """The stems of a passive's doer named after its verb: the contractor who cleans is not the cleaning."""
    return {w for found in _AGENT.finditer(text) for w in _words(found.group(1))}


def _one_word(a: str, b: str) -> bool:
    """Two stems of one word told as verb and noun ("inspect" / "inspection", "empti" / "empty", "reshod" /
    "reshoe"): they share all but the last letter of the shorter, which is five letters or more; or the longer is the
    shorter's "-ing" noun ("cup" / "cupping")."""
    short, long_ = sorted((a, b), key=len)
    if len(short) >= 3 and long_ in (short + "ing", short + short[-1] + "ing"):
        return True  # a verb and its noun in "-ing" ("cup" / "cupping", "sweep" / "sweeping")
    if len(short) < 5:
        return False
    return long_.startswith(short[:-1])


def _joined(words: list[str]) -> set[str]:
    """Two neighbouring words written as one: a phrasal verb as its noun ("backs up" / "backup")."""
    return {stem(a + b) for a, b in itertools.pairwise(words)}


def _verb_to(word: str, low_text: str) -> bool:
    """Whether ``word`` (a stem) is the verb that takes the activity to its rate in ``low_text``."""
    for found in _SET_TO.finditer(low_text):
        verb = found.group(0).split()[0]
        if stem(verb) == word or verb.startswith(word):
            return True
    return False

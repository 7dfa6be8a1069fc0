"""Where the newer memory's value holds — the frame around it — read apart from the value itself: a guard every
reader's finding passes (:func:`core.conflicts.rules.decide`, :func:`core.conflicts.learned_reader.decide_or_learn`).

The readers find "one attribute, another value" by the attribute's words and the value's type; each of them knows
some of the ways a sentence can hold a value back, and the ways it does not know let a second fact through as a
change. What those false alarms share is structural: the newer sentence gives its value a *frame* the older one
does not have — a time it held in, a window it holds for, a mood it is only talked about in, a narrower use —
and a change word elsewhere in the sentence ("back in 2021", "is going into", "a move to") made the readers
take the value as the standing one. This module reads the frame from the sentence's structure, once, for every
reader:

- **a past state with its date** — the value told with a past copula ("was", "were") and a time back then that
  the older memory does not give ("The wiki was maintained by a volunteer *back in 2021*"): history, not a
  change; a change verb said of it ("was moved to Notion in 2021") is still a change; a value told as where the
  thing started ("first installed the app at 2.4 back in 2023 and has updated since", "shipped with 4.9 back in
  2022") is its past whatever changed since;
- **a window now** — the value told for the current week, sprint or day only ("on Teams *this wk only*", "is
  going into the office every day *this week*"), not from it on ("from this week", "starting this sprint") and
  not a change already made in it ("moved standup to 10 this week");
- **a change only talked about** — a change told as a noun ("a move to Johannesburg", "a switch to Rust") whose
  verb says it was floated, discussed or suggested, not that it happened ("Pablo's relocation to Madrid was
  completed");
- **one occurrence named by its month** — the older memory tells a thing that recurs ("each month", "weekly") and
  the newer one names one of its occurrences by month ("The *December* all-hands has been pushed to the 8th", a
  note opening "April committee on Tuesday the 7th"), or by its year ("*This year's* reservoir inspection was
  brought forward", "*2022* open day fell on …") after a thing told on a turn of the month or year ("the first
  Monday of the month", "annual"): that occasion moved, the standing rule as it was — not when the move is told for
  good ("this year and going forward");
- **a narrower use** — both memories name the use their value is for ("in the API repo" / "for the scripts
  folder", "for slides" / "for the code screenshots inside slides") and the newer use has a word the older
  memory never says: a value for that use beside the older one's (:mod:`core.conflicts.narrower_use`);
- **the older thing kept** — a clause of the newer memory apart from its value says the older memory's thing keeps
  what it had ("examples repo set to Unlicense; core repo keeps its licence"): the new value is another thing's
  (:mod:`core.conflicts.older_kept`);
- **a span or a part of the day of its own** — "dropped to 60% for a 48-hour crown repair only", "pref: decaf after
  3pm" when the older memory gives no time and a reader compared no time: that span, then as before (a window);
- **a scope in a note's key** — "arm64 nightlies only: uploaded under …", or an occasion ("quick edits on the drone's
  companion computer: nano") after a value held "for everything";
- **a scope in a bracket** — "user pref (patient-facing labels only): 12h clock": a narrower use told aside;
- **another one of the older thing** — "the other label printer", "the design contractor's own team stand-up", two
  quoted names each with a number of its own (:mod:`core.conflicts.another_one`).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.another_one import another_one, name_grown
from core.conflicts.calendar_words import FREQUENCY_ADVERBS, MONTH_NAMES, MONTH_SHORT, WEEKDAYS
from core.conflicts.clauses import text_moment
from core.conflicts.dated_past import entry_post, past_told
from core.conflicts.earlier_change import earlier_change
from core.conflicts.ended_state import ended_state, told_as_over
from core.conflicts.left_open import left_open
from core.conflicts.lexicon import TIME_WORDS
from core.conflicts.modifier_thing import cue_named_thing
from core.conflicts.narrower_use import key_scope, narrower_use
from core.conflicts.note_dates import undated
from core.conflicts.older_aliased import older_aliased
from core.conflicts.older_current import commutes_from_older, nothing_changed, older_since, origin_told
from core.conflicts.older_kept import older_thing_kept
from core.conflicts.older_last import attribute_unchanged, before_older, history_ends_in_older, older_still
from core.conflicts.older_restated import older_restated
from core.conflicts.one_noun import two_of_one_noun
from core.conflicts.one_occasion import one_occasion, time_over
from core.conflicts.other_end import other_end
from core.conflicts.part_told import part_of_older
from core.conflicts.ranges import another_share, within_range
from core.conflicts.reached_older import reached_older, took_place_of
from core.conflicts.recalled import recalled
from core.conflicts.remainder import remainder_of_total
from core.conflicts.set_apart import set_apart
from core.conflicts.stand_in import held_until, stay_with_return, temp_stand_in, while_out
from core.conflicts.standing_kept import standing_value_kept, told_kept
from core.conflicts.statement import read
from core.conflicts.wider_total import amount_added, wider_total
from core.text.tokens import stem

_WORD = re.compile(r"[a-z][a-z0-9'-]*")

# --- a past state with its date ---------------------------------------------------------------------------------

# A time back then: "back in 2021", "back in the day", "in 2019", "in early 2020", "back when".
_BACK_THEN = re.compile(r"\bback (?:in|when|then|during)\b|\b(?:in|during) (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b"
                        # a span of years that closed: "from 2017 to 2019", "between 2015 and 2018"
                        r"|\b(?:from|between) (?:19|20)\d\d (?:to|until|till|through|and) (?:19|20)\d\d\b"
                        r"|\b(?:19|20)\d\d\s?[–-]\s?(?:19|20)\d\d\b"  # "as a student, 2009–2013"
                        # a year's season or runs a thing was used for, a year in brackets: "used for 2023 runs",
                        # "v0.x releases (2021) were GPL"
                        r"|\bfor (?:the )?(?:19|20)\d\d (?!onwards?\b|on\b)[a-z]+|\((?:19|20)\d\d\)")
# A time back then told from now: "last semester", "two years ago". Also when a change happened ("was hired away by
# Esri last spring"), so the value is read as past only after a copula that is no passive's ("were Wednesday
# mornings last semester") or a verb of doing or having.
_LAST_TIME = re.compile(r"\blast (?:year|semester|term|season|summer|winter|spring|autumn|fall)\b"
                        r"|\b(?:a|one|two|three|four|five|\d+) (?:years?|semesters?|terms?) ago\b")
# A time back then told by the change that ended it: "was driven by GRBL 0.9 before the 2022 board swap", "Revision 6
# was what I used in 2022, before the council's changes", "ran 110.98 … before upgrading" — the value before that
# change, the change's own word no change of the value told.
_BEFORE_CHANGE = re.compile(r"\bbefore (?!being |getting |it |they |we |i )(?:(?:the|a|an|my|our|its|his|her|their) )?"
                            r"(?:[\w-]+['’]s )?(?:(?:(?:19|20)\d\d|[a-z-]+) ){0,2}"
                            r"(?:upgrad|chang|swap|switch|migrat|mov|updat|replac|refit|rebuil|redesign|rewr|overhaul|refresh)"
                            r"[a-z]*\b(?! (?:to|into|onto|for)\b)")
# A value told in the present beside it ("home base is Kuala Lumpur; Singapore was before the move"): the present.
_TOLD_NOW = re.compile(r"\b(?:is|are|am|now|currently|today|these days|runs|uses|has|have)\b")
_STATE_COPULA = re.compile(r"\b(?:was|were) (?!\w+ed\b|\w+en\b|\w+ away\b)")
_PAST_COPULA = re.compile(r"\b(?:was|were)\b")
# A past verb of doing or having, the value its object: "back in 2023 the team only did retros monthly", "had two
# cars back then" — what held then, told by the verb as much as by "was".
_PAST_DOING = re.compile(r"\b(?:did|had|ran|held|kept|used|met|went|paid|took|got|lived|worked|stayed)\b"
                         # a state recalled: "mentioned being lead dev there in 2021", "recalled living in Porto"
                         r"|\b(?:mentioned|recalled|remembered|reminisced about|talked about|spoke of)\s+"
                         r"(?:being|having been|[a-z]{3,}ing)\b")
# A past deed of making or learning beside a year: "wrote the first models back in 2020 with R 3.6" (a year, never "back
# in Tallinn", which tells a return). Not a deed of holding — "bought outright by the parish in 2023", "sold in 2024" —
# which hands the thing to its newer holder in that year: a change of who holds it.
_PAST_DEED = re.compile(r"\b(?:wrote|built|made|began|learned|learnt|taught|led|drove|flew|grew|studied)\b")
_IN_A_YEAR = re.compile(r"\b(?:back )?in (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b")


# A value labelled the former one: "prior residence 2015–2019: Portland", "previous employer: Acme", "pre-2019
# residence: Perth".
_FORMER_KEY = re.compile(r"^(?:prior|previous|former|ex-?|old|pre-?(?:19|20)\d\d|until (?:19|20)\d\d)"
                         r"\s+[\w-]+(?:\s+[\w-]+)?"
                         r"(?:\s+\(?\d{4}\s*[–-]\s*\d{2,4}\)?)?\s*[:=]")  # "prior residence (2019–2021): …"
_NOW_TOLD = re.compile(r"\b(?:now|current|currently|today)\b")
# A key that ends in the time its value held until, or in "history": "cad ci notify pre-2024: Gitter room", "home until
# 2019: Perth", "Amara history: intern 2019, then RA …", a bare "history: intern at Orrin 2014, rejoined 2019 …".
_FORMER_KEY_END = re.compile(r"^(?:[a-z][\w -]{0,40}?\s)?(?:(?:pre-?|until |before |prior to )(?:19|20)\d\d|history)"
                             r"\s*[:=]")


def _past_state(old_text: str, new_text: str) -> bool:
    low_new, low_old = new_text.lower(), old_text.lower()
    if recalled(low_old, low_new):
        return True
    if _FORMER_KEY.search(undated(low_new)) is not None and _NOW_TOLD.search(low_new) is None \
            and _FORMER_KEY.search(undated(low_old)) is None:
        return True
    if _FORMER_KEY_END.search(undated(low_new)) is not None and _FORMER_KEY_END.search(undated(low_old)) is None \
            and _NOW_TOLD.search(low_new) is None:
        return True  # the key says until when, or that it tells a history ("Amara history: intern 2019, then …");
        # "retired when Rocket.Chat came in" is what ended it, not a value now
    if _held_until_a_year(low_old, new_text):
        return True
    before_change = "before" in low_new and _BEFORE_CHANGE.search(low_new) is not None \
        and _BEFORE_CHANGE.search(low_old) is None and _TOLD_NOW.search(low_new) is None
    if before_change:
        low_new = _BEFORE_CHANGE.sub(" ", low_new)
    back_then = (before_change or _BACK_THEN.search(low_new) is not None) and _BACK_THEN.search(low_old) is None
    last_time = _LAST_TIME.search(low_new) is not None and _LAST_TIME.search(low_old) is None
    if back_then and _FIRST_HELD.search(low_new) is not None and _NOW_TOLD.search(low_new) is None:
        return True  # "first installed the rota app at 2.4 back in 2023", "shipped with 4.9 back in 2022": its start
    if not back_then and not last_time:
        return False
    copula = _PAST_COPULA if back_then else _STATE_COPULA
    if copula.search(low_new) is None and _PAST_DOING.search(low_new) is None \
            and not (back_then and _older_verb_in_the_past(low_old, low_new)) \
            and not (_IN_A_YEAR.search(low_new) is not None and _PAST_DEED.search(low_new) is not None):
        return False
    if _BEGAN_WITH.search(low_new) is not None:
        return True  # "The list was started in 2021 with 300 subscribers": what it began with, back then
    # A change said of the value ("was moved to Notion in 2021", "switched back in 2022"): when it changed.
    # ("role" shares its stem with "rolled": the noun, as in "before the CTO role", tells no change)
    return not any(stem(w) in W.CHANGE_WORDS and w not in ("back", "role", "roles") for w in _WORD.findall(low_new))


# The value a thing started at, told as its first deed or what it came with: "first installed the app at 2.4",
# "first learned Zig on 0.9.1", "the controller shipped with 4.9", "came with firmware 1.2" — beside a time back then,
# where the thing began, whatever changed since ("… and has updated since").
_FIRST_HELD = re.compile(r"\bfirst (?:[a-z]{3,}ed|learnt|got|took|ran|bought|built|set up|put)\b"
                         r"|\b(?:shipped|came|arrived|was delivered|were delivered) with\b")


def _older_verb_in_the_past(low_old: str, low_new: str) -> bool:
    """Whether the newer text tells the older one's verb in the past tense ("charges £95" / "charged £80 a set back in
    2021"): what the older verb held then, as "was" would tell it."""
    told_now = {stem(w) for w in _WORD.findall(undated(low_old)) if len(w) > 3 and not w.endswith("ed")}
    return any(w.endswith("ed") and stem(w) in told_now for w in _WORD.findall(undated(low_new)))


# A past value held until a year: "the group went by 'Code Supra' until 2023", "was hosted on Heroku until 2022".
_UNTIL_YEAR = re.compile(r"\buntil (?:(?:early|late|mid)[- ])?(?:19|20)\d\d\b")
# What names a value after that year: a quote, a capitalised word, a digit, or a word that tells the present.
_VALUE_AFTER = re.compile(r"['\"‘“]|\b[A-Z]|\d|\b(?:now|since|today|currently|these days|then)\b")


def _held_until_a_year(low_old: str, new_text: str) -> bool:
    """Whether the newer text tells its value in the past, held until a year ("went by 'Code Supra' until 2023,
    before adopting its current name"), and names no value after that year: how it was, not what it is now
    ("… until 2023, now 'TBW'" names the present, and is left to the readers)."""
    low_new = new_text.lower()
    found = _UNTIL_YEAR.search(low_new)
    if found is None or _UNTIL_YEAR.search(low_old) is not None:
        return False
    before = low_new[:found.start()]
    if _PAST_COPULA.search(before) is None and _PAST_DOING.search(before) is None:
        return False
    return _VALUE_AFTER.search(new_text[found.end():]) is None


# A post someone was hired into with its year, and promotions since: "was hired by Calloway as a trainee in 2017 and
# has been promoted twice since" — the post at hire is behind them.
_HIRED_AS = re.compile(r"\b(?:was|were) (?:hired|taken on|recruited|brought in)\b[^.;]*?\bas (?:an? )?([a-z][\w -]*?)"
                       r"\s+(?:in|back in) (?:19|20)\d\d\b[^.;]*\b(?:has|have) been promoted\b")


def _hired_into_before(new_text: str, compared: str) -> bool:
    """Whether the newer value a reader compared is the post the newer memory says the person was hired into, in a
    year, before promotions since: how they reached the older post, not another post now."""
    found = _HIRED_AS.search(new_text.lower())
    if found is None or " → " not in compared:
        return False
    told = set(_WORD.findall(compared.rpartition(" → ")[2].lower()))
    return bool(told) and told <= set(_WORD.findall(found.group(1)))


# A sentence opening "Until <a time>," and told in the past: "Until last spring, beta builds were pushed on Sundays"
# says how it was before that time, not how it is now ("Until further notice, builds go out on Sundays" is now).
_FRONTED_UNTIL = re.compile(r"^\s*until\b[^,;.]{1,40},")


def _past_until(old_text: str, new_text: str) -> bool:
    """Whether the newer text is one sentence opening with "Until <time>," that tells its value in the past, and
    nothing after it ("…; since then they go out on Sundays" tells the present too)."""
    low_new = undated(new_text).lower()
    found = _FRONTED_UNTIL.search(low_new)
    if found is None or _FRONTED_UNTIL.search(undated(old_text).lower()) is not None:
        return False
    main = low_new[found.end():].rstrip(" .!")
    if re.search(r"[;.!?—–]|\b(?:but|since|now|then)\b", main):
        return False
    return _PAST_COPULA.search(main) is not None or _PAST_DOING.search(main) is not None


# A sentence opening "Before <a time>" (comma or not) and told in the past: "Before 2023 the conda mirror was hosted
# at …" says how it was until then, as a fronted "Until" does. The time is a year, a month or a "last <period>";
# "Before the rollout" or "Before lunch" names no time the reader can place, so it is left to the readers.
_FRONTED_BEFORE = re.compile(r"^\s*before (?:(?:early|late|mid)[- ])?(?:(?:19|20)\d\d|(?:" + "|".join(MONTH_NAMES)
                             + r")(?: (?:19|20)\d\d)?|last (?:year|month|week|spring|summer|autumn|fall|winter"
                             r"|quarter|term|semester))\b,?")
# A relative clause on the value named ("…, which now just redirects"): about the older place, not the present.
_WHICH_CLAUSE = re.compile(r",\s*which\b[^;.]*")


def _past_before(old_text: str, new_text: str) -> bool:
    """Whether the newer text is one sentence opening with "Before <time>" that tells its value in the past, and
    nothing after it but a relative clause on that value ("…; now it is served from …" tells the present too)."""
    low_new = undated(new_text).lower()
    found = _FRONTED_BEFORE.search(low_new)
    if found is None or _FRONTED_BEFORE.search(undated(old_text).lower()) is not None:
        return False
    main = _WHICH_CLAUSE.sub("", low_new[found.end():]).rstrip(" .!")
    if re.search(r"[;!?—–]|\.(?:\s|$)|\b(?:but|since|now|then)\b", main):  # a dot inside a host ends nothing
        return False
    return _STATE_COPULA.search(main) is not None or _PAST_DOING.search(main) is not None \
        or re.search(r"\b(?:was|were) (?:hosted|served|kept|run|held|based|located|stored|maintained|owned|"
                     r"managed)\b", main) is not None


# A thing's beginning told with what it had then: "was started in 2021 with 300 subscribers", "was founded with
# four people", "were launched back in 2019 with two regions" — the value at its start, not a change of it.
_BEGAN_WITH = re.compile(r"\b(?:was|were) (?:first |originally |only )?(?:started|founded|launched|created|opened"
                         r"|set up|begun|formed|kicked off|established)\b[^.;]*?\bwith\b")


def _dated_before(old_text: str, new_text: str) -> bool:
    """Both notes open with a date and the newer one's is the earlier ("2025-01-13 — 1:1 with Priya: Wednesdays" /
    "2024-11-07 — Priya 1:1 slot: Thu 11:30"): what held before the older note, not a change after it."""
    if not new_text[:1].isalnum() or not old_text[:1].isalnum():
        return False
    was, now = text_moment(old_text), text_moment(new_text)
    return was is not None and now is not None and now < was


# --- a window now ------------------------------------------------------------------------------------------------

_UNITS = r"(?:week|wk|weekend|sprint|month|mo|quarter|cycle|release|iteration|morning|afternoon|evening)"
_WINDOW = re.compile(r"\b(?:this|today's|tonight's) " + _UNITS + r"\b|\btoday\b|\btonight\b"
                     r"|\bthis [a-z]+ (?:week|weekend)\b")  # "this heatwave week": a week named by what fills it
# The window given its bound: "this wk only", "just this week", "only for this sprint".
_ONLY = re.compile(r"\b(?:this|today's|tonight's) " + _UNITS + r" only\b|\b(?:today|tonight) only\b"
                   # "brought forward to Tuesday this one week", "Zoom down today; this one briefing held on Meet"
                   r"|\bthis one [a-z]{3,}\b"
                   r"|\b(?:just|only) (?:for )?(?:this " + _UNITS + r"|today|tonight)\b"
                   r"|\bfor " + _UNITS + r" \d+ only\b")  # "for sprint 42 only"
# The span alone, which :data:`_WINDOW` does not name ("for a 48-hour crown repair only" has no "this week").
_SPAN_ONLY = re.compile(r"\bfor (?:(?:a|an|one)[ -]|(?:a |an )?(?:two|three|four|five|six|seven|\d+)[ -])"
                        r"(?:hours?|days?|weeks?|nights?|shifts?)"
                        r"(?:(?: [a-z][\w-]*){0,3})? only\b")
# A stand-in: an acting holder ("acting frontend lead", "acting head of product"). (Someone "on leave" is not one:
# a post taken over while its holder is away is often handed over for good.)
_STAND_IN = re.compile(r"\bacting (?:as )?(?:[\w-]+ ){0,2}(?:lead|head|manager|director|chair|owner|cto|ceo|vp"
                       r"|principal|editor|captain)\b")
# A spell of weather or trouble the value held during ("during last week's damp spell", "during the cold snap", "during
# this month's heatwave"): a window, told by what filled it rather than by "this week".
# Weather only: a change made during an outage, shutdown or refit ("upgraded to 5.0 during the winter shutdown") is a
# change made in that window and lasting after it.
_DURING_SPELL = re.compile(r"\bduring (?:the |a |this |that |last |(?:last|this|that) (?:week|month|weekend)['’]s )?"
                           r"(?:[\w-]+ ){0,2}(?:spell|snap|heatwave|heat wave|cold wave|drought|storms?|floods?)\b")
# From the window on: a change decided, not a stay inside it.
_FROM_WINDOW = re.compile(r"\b(?:from|starting|as of|since|beginning|effective|after) (?:this|today|tonight)\b")
# A present progressive: "is going", "are working", "'s using".
_PROGRESSIVE = re.compile(r"\b(?:is|are|am|'s|'re|'m) (?:\w+ )?[a-z]+ing\b"
                          r"|^[a-z]{3,}ing (?:them|it|him|her|the|my|our)\b"  # "Grooming them daily this week"
                          r"|^(?:the )?user [a-z]+(?:-[a-z]+)?ing\b")  # a note's "user house-sitting in … this week"
_PAST_VERB = re.compile(r"\b[a-z]+ed\b")


# A time of day the value holds from or until: "decaf after 3pm", "quiet hours before 7:00", "no calls past noon".
_CLOCK_BOUND = re.compile(r"\b(?:after|before|past|until) (?:\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\d{1,2}:\d\d\b|noon\b"
                          r"|midday\b)")
# Any time of day the older memory may give, which a reader would compare with the newer one's.
_ANY_TIME = re.compile(r"\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\b\d{1,2}:\d\d\b|\b(?:noon|midday|morning|afternoon"
                       r"|evening|night|lunch|dinner|breakfast)s?\b")


_TIME_COMPARED = re.compile(r"\b(?:" + "|".join(FREQUENCY_ADVERBS) + r"|every|each|once|twice|time|times|schedule"
                            r"|rate)\b|\d|" + "|".join(TIME_WORDS))


def _clock_bound(old_text: str, new_text: str, compared: str) -> bool:
    """ "pref: oat milk in coffee" / "pref: decaf after 3pm": the newer value bounded to a time of day when the
    older memory gives no time at all and the values a reader compared are not that time — a second habit for part
    of the day, not the first one changed ("gym in the mornings" / "gym after 6pm" gives a time: compared)."""
    low_new = new_text.lower()
    bound_at = _CLOCK_BOUND.search(low_new)
    if bound_at is None or _ANY_TIME.search(old_text.lower()) is not None:
        return False
    if not compared or any(w in compared.lower() for w in bound_at.group(0).split()[1:]) \
            or _TIME_COMPARED.search(compared.lower()) is not None:
        return False  # "renovate schedule → daily, before 6am": a reader compared when, the bound is part of it
    return not any(stem(w) in W.CHANGE_WORDS for w in _WORD.findall(low_new))


# One occasion the value is told for, closed by "only": "during next week's conference only", "for the migration PR
# only", "for the Lisbon trip only" — that occasion's exception, or a narrower use; the standing value is untold.
# A possessive may stand inside the occasion's words ("for this Saturday's open day only", "for the kids' charity
# block only").
_OCCASION_ONLY = re.compile(r"\b(?:for|during) (?:the |this |that |next |next week's |next month's |our |my "
                            r"|[\w-]+'s )?((?:[\w-]+(?:['’]s?)? ){0,3}[\w-]+) only\b")


# Verbs whose "for" takes the value asked or chosen, never an occasion: "asks for", "opted for", "went for".
_TAKES_FOR = frozenset("ask asks asked asking call calls called calling opt opts opted opting go goes went going "
                       "reach reaches reached reaching vote votes voted voting push pushes pushed pushing settle "
                       "settles settled plump plumped pick picked fall fell falls argue argued argues press pressed "
                       "pressing "
                       "want wants wanted pay paid pays look looks looked looking hunt hunted".split())


# Words that close a use or a public, not an occasion: "for internal use only", "for members only".
_USE_WORDS = frozenset("use uses usage purposes purpose members staff users customers subscribers".split())
# Calendar words told in the plural are a recurring slot, not an occasion: "for Monday afternoons only".
_RECURRING = frozenset("monday tuesday wednesday thursday friday saturday sunday weekday weekend morning afternoon "
                       "evening night day week month".split())


def _occasion_only(old_text: str, new_text: str) -> bool:
    """Whether the newer value is told for one occasion "only" that the older memory does not name."""
    low = new_text.lower()
    found = _OCCASION_ONLY.search(low)
    if found is None or " as " in f" {found.group(1)} ":
        return False
    told = found.group(1).split()
    if told[-1] in _USE_WORDS or any(w.endswith("s") and w[:-1] in _RECURRING for w in told):
        return False  # "for internal use only": a licence's terms; "for Monday afternoons only": a schedule
    before = _WORD.findall(low[:found.start()])
    if before and before[-1] in _TAKES_FOR:
        return False  # "asks for close shifts only": what is asked for, the value itself
    words = {stem(w) for w in _WORD.findall(found.group(1))} - {stem(w) for w in W.LIGHT_WORDS}
    return bool(words - {stem(w) for w in _WORD.findall(old_text.lower())})


# A place in the calendar closed by "only": a month ("in August only"), a date ("5 May session only", "on Mar 11
# only") or a weekday's turn in the month ("on first Friday of month only") — one occasion or season's exception,
# not the standing slot. (Plural weekdays, "Wednesday afternoons only", are a recurring slot: a value, not this.)
_MONTHS_ANY = "|".join(MONTH_NAMES + tuple(m for m in MONTH_SHORT if m not in MONTH_NAMES))
_CALENDAR_ONLY = re.compile(
    r"\b(?:in|during|for|throughout) (?:the month of )?(?:" + _MONTHS_ANY + r")\b\.?(?: and (?:" + _MONTHS_ANY
    + r")\b\.?)? only\b"
    r"|\b(?:\d{1,2}(?:st|nd|rd|th)? (?:" + _MONTHS_ANY + r")|(?:" + _MONTHS_ANY + r")\.? \d{1,2}(?:st|nd|rd|th)?)\b"
    r"(?: [a-z]+)? only\b"
    r"|\b(?:first|second|third|fourth|last|1st|2nd|3rd|4th) (?:" + "|".join(WEEKDAYS) + r") of (?:the |each |every )?"
    r"month only\b")


def _calendar_occasion_only(old_text: str, new_text: str) -> bool:
    """Whether the newer value is told for a month, a date or a weekday's turn in the month "only" ("shop hours Sat:
    closes 17:00 in August only", "class: 5 May session only at 15:00") that the older memory does not tell its
    value on: that occasion's exception, the standing slot untold; not a move told for good beside it."""
    low_new, low_old = new_text.lower(), old_text.lower()
    found = _CALENDAR_ONLY.search(low_new)
    if found is None or _FOR_GOOD.search(low_new) is not None:
        return False
    if " of " in found.group(0):  # a weekday's turn: not when the older memory tells its slot by one too
        return _TURN_RECURS.search(low_old) is None and " of the month" not in low_old and " of month" not in low_old
    return not any(re.search(r"\b" + month + r"\b", low_old) for month in _MONTHS_ANY.split("|"))


def _window_now(old_text: str, new_text: str) -> bool:
    low_new = new_text.lower()
    if _occasion_only(old_text, new_text) or _calendar_occasion_only(old_text, new_text):
        return True
    if "during" in low_new and _DURING_SPELL.search(low_new) is not None \
            and _DURING_SPELL.search(old_text.lower()) is None and "version" not in read(new_text).values:
        # "turned twice a day during last week's damp spell": that spell, then as before. Not a version: firmware
        # flashed to 2.0 during a calm spell stays at 2.0 when the wind is back.
        return True
    if _STAND_IN.search(low_new) is not None and _STAND_IN.search(old_text.lower()) is None:
        return True
    if _SPAN_ONLY.search(low_new) is not None and _SPAN_ONLY.search(old_text.lower()) is None:
        return True  # "furnace 3 dropped to 60% for a 48-hour crown repair only": that span, then as before
    if _WINDOW.search(low_new) is None or _WINDOW.search(old_text.lower()) is not None:
        return False
    if _FROM_WINDOW.search(low_new) is not None:
        return False
    if _ONLY.search(low_new) is not None:
        return True
    # A change already made in the window ("moved standup to 10 this week"): a change.
    if any(stem(m.group(0)) in W.CHANGE_WORDS for m in _PAST_VERB.finditer(low_new)):
        return False
    return _PROGRESSIVE.search(low_new) is not None or _PROGRESSIVE.search(undated(low_new)) is not None


# --- a change only talked about ----------------------------------------------------------------------------------

_CHANGE_NOUN = re.compile(r"^(?:(?:a|an|the|one|any)\s+|[\w-]+['’]s\s+)?(?:possible\s+|potential\s+|proposed\s+)?"
                          r"(?:move|switch|migration|relocation|transfer|change|rename|renaming|relicensing|relicense|rebrand(?:ing)?"
                          r"|handover|hand-over|handoff|hand-off|upgrade|shift)\s+(?:to|from|of)\b")
# The verbs that say a change told as a noun happened.
_HAPPENED = re.compile(r"\b(?:completed?|done|finished|finali[sz]ed|happened|took place|went (?:through|ahead|live)"
                       r"|is (?:complete|official|final)|was (?:complete|official|final)|confirmed|approved|signed"
                       r"|went smoothly|is live|landed|shipped|effective)\b")


# A change put forward, not made: a verb of suggesting and the change as its object ("suggested moving releases to
# Wednesday", "proposed that standup move to 10", "pitched switching to Linear").
_SUGGESTED = re.compile(r"\b(?:suggest(?:s|ed)?|propos(?:es|ed)|floated|pitched|mooted|recommend(?:s|ed)?)\s+"
                        r"(?:that\s+|we\s+|(?:a|an|the)\s+(?:\w+\s+)?(?:move|switch|change|shift|migration)\b|"
                        r"(?:moving|switching|changing|shifting|migrating|renaming|bumping|pushing|pulling|swapping"
                        r"|relocating|upgrading|downgrading|dropping|going)\b)")
# A change told as the subject of a passive verb of suggesting: "Moving the sync to Tuesdays was floated".
_FLOATED = re.compile(r"(?:^|[;.:—]\s*)(?:\w+\s+){0,2}?(?:moving|switching|changing|shifting|migrating|renaming"
                      r"|relicensing|upgrading|downgrading|bumping|pushing|pulling|swapping|relocating)\b[^;.]*?"
                      r"\b(?:was|were|has been|is being|got)\s+(?:floated|proposed|suggested|pitched|mooted"
                      r"|discussed|debated)\b")
# The decision said taken after it: "the suggestion was adopted", "the team agreed", "went with it".
_TAKEN_UP = re.compile(r"\b(?:adopted|accepted|agreed|went with|approved|signed off|voted (?:for|in|through))\b")
# The taking-up word said not to have happened: "nobody has agreed yet", "hasn't been approved", "not everyone agreed".
_NOT_BEFORE = re.compile(r"(?:\b(?:nobody|no one|no-one|not everyone|not|never|yet to)|n['’]t)(?:['’]s)?"
                         r"(?:\s+(?:has|have|had|been|be|yet|all|fully))*\s*$")


def _taken_up(low: str) -> bool:
    """Whether the decision on a suggested change is said taken ("the team agreed"), not said not taken ("nobody has
    agreed yet")."""
    return any(_NOT_BEFORE.search(low, max(0, m.start() - 30), m.start()) is None for m in _TAKEN_UP.finditer(low))


# A change named as a noun and put in a plan: "Kafka 3.7 upgrade pencilled for Q3", "the move is slated for May".
_PLANNED = re.compile(r"\b(?:move|switch|migration|relocation|transfer|change|rename|upgrade|cutover|rollout)s?\s+"
                      r"(?:is\s+|was\s+|has been\s+)?(?:pencil+ed|slated|earmarked|planned|tentatively \w+)"
                      r"(?:\s+in)?\s+for\b")


# A change put forward ("proposed", "floated", "pitched") and then refused ("not approved", "turned down", "vetoed"):
# talked about and not made, however the change itself is worded ("Someone proposed moving staging to …, but it was
# turned down"; "Relicensing the SDK under AGPL was floated by legal but vetoed").
_PUT_FORWARD = re.compile(r"\b(?:propos(?:ed|al|ing)|suggest(?:ed|ion)|floated|pitched|raised the idea)\b")
_REFUSED = re.compile(r"\b(?:(?:was|were|is|got|has been) not|wasn't|weren't|never|not"
                      r"|(?:hasn't|haven't|hadn't|has not|have not)(?: yet)? been) (?:approved|accepted|adopted|"
                      r"agreed|pursued|taken up)\b|\b(?:rejected|turned down|voted down|shot down|shelved|vetoed|"
                      r"declined|nixed|went nowhere)\b")
_MADE_ANYWAY = re.compile(r"\b(?:now|instead|anyway|since then)\b")


def _only_talked_about(new_text: str) -> bool:
    low = " ".join(new_text.lower().split())
    if _HAPPENED.search(low) is None:
        if _CHANGE_NOUN.search(low) is not None or _PLANNED.search(low) is not None:
            return True
        if (_SUGGESTED.search(low) is not None or _FLOATED.search(low) is not None) and not _taken_up(low):
            return True
    # Put forward and then refused: "not approved" names the taking-up word, so it is read here, not above.
    put = _PUT_FORWARD.search(low) if ("propos" in low or "sugg" in low or "float" in low or "pitch" in low
                                       or "idea" in low) else None
    if put is None:
        return False
    refused = _REFUSED.search(low, put.end())
    return refused is not None and _MADE_ANYWAY.search(low) is None


# --- one occurrence named by its month -------------------------------------------------------------------------------

_RECURS = re.compile(r"\b(?:each|every|per) (?:month|week|quarter|year|(?:first|second|third|fourth|last) \w+)\b"
                     r"|\b(?:monthly|weekly|quarterly|yearly|annually|fortnightly)\b")
_MONTH_NAMED = re.compile(r"\b(?:the|this|next|last|our|their) (" + "|".join(MONTH_NAMES)
                          + r")(?:'s|’s)? ([a-z][\w-]*)")

_MONTH_OPENS = re.compile(r"\s*(" + "|".join(MONTH_NAMES) + r")(?:'s|’s)? ([a-z][\w-]*)")
# A thing the older memory tells on a place in the month or year that recurs: "on the first Monday of the month",
# "1st Mon of month", "2nd Sat of June", "is carried out in October" after "annual" — a standing rule, by its turn.
_TURN_RECURS = re.compile(r"\b(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s+[a-z]+\s+of\s+"
                          r"(?:the\s+|each\s+|every\s+)?"
                          r"(?:month|" + "|".join(MONTH_NAMES) + r")\b|\bannual\b")
# One occurrence named by its year or this year's turn: "This year's reservoir inspection", "2022 open day".
# Not a year that says from when ("since 2022 meetups are on Thursdays", "as of 2025 inspections …").
_YEAR_NAMED = re.compile(r"(?:^|[(:—-]|(?<!since)(?<!from)(?<! of)(?<! in)(?<!by)(?<!after)(?<!until)(?<!starting)\s)"
                         r"(?:(?:this|next|last) year['’]s|(?:19|20)\d\d) ([a-z][\w-]*)")
# A move told for good beside the occurrence: "this year and going forward", "from now on", "every year".
_FOR_GOOD = re.compile(r"\b(?:going forward|from now on|from (?:then|here) on|onwards?|for good|permanently|"
                       r"(?:each|every) (?:year|month)|in future|future (?:years|months))\b")


def one_occurrence(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names one occurrence, by its month or year, of a thing the older memory tells recurring
    ("The *December* all-hands has been pushed to the 8th", "April committee on Tuesday the 7th"): that occasion
    moved, the standing rule as it was; or one occasion otherwise told (:mod:`.one_occasion`)."""
    return _month_occurrence(old_text, new_text) or one_occasion(old_text, new_text)


def _month_occurrence(old_text: str, new_text: str) -> bool:
    low_new = new_text.lower()
    if _RECURS.search(low_new) is not None or _FOR_GOOD.search(low_new) is not None:
        return False  # the newer memory tells a rule of its own, or the move for good
    low_old = old_text.lower()
    if _RECURS.search(low_old) is None and _TURN_RECURS.search(low_old) is None:
        return False
    old_stems = {stem(w) for w in _WORD.findall(low_old)}
    if any(stem(m.group(1)) in old_stems for m in _YEAR_NAMED.finditer(undated(low_new))):
        return True  # "This year's reservoir inspection was brought forward", "2022 open day fell on the 3rd Sat"
    if not any(month in low_new for month in MONTH_NAMES):  # cheap: no month named, no occurrence named by one
        return False
    if any(stem(m.group(2)) in old_stems for m in _MONTH_NAMED.finditer(low_new)):
        return True
    # A note that opens with the occurrence: "2026-04-06 — April committee on Tuesday the 7th", or a note's value
    # after a key the older memory names: "sawmill: January load on 2nd Monday"
    body = undated(low_new)
    opening = _MONTH_OPENS.match(body)
    if opening is not None and stem(opening.group(2)) in old_stems:
        return True
    key, colon, value = body.partition(":")
    return bool(colon) and _MONTH_OPENS.match(value) is not None and len(key.split()) <= 3 \
        and any(stem(w) in old_stems for w in _WORD.findall(key))


def bound(old_text: str, new_text: str, compared: str = "") -> str | None:
    """The frame the newer memory holds its value in that the older one does not give it (see the module doc):
    ``"past"``, ``"window"``, ``"talked about"``, ``"one occurrence"``, ``"use"``, ``"kept"``,
    ``"thing"`` (two things, :mod:`.modifier_thing` or :mod:`.one_noun`, or the two ends of one: :mod:`.other_end`),
    ``"within"`` (an amount inside the other's range, or told per another share: "each way" / "round trip",
    :mod:`.ranges`, or what remains of the older total: "9 days left to book", :mod:`.remainder`); ``None`` when it
    gives none.
    ``compared`` is the reason a reader gave, whose words are the values it compared, never a use."""
    if _past_state(old_text, new_text) or past_told(old_text, new_text) or _dated_before(old_text, new_text) \
            or ended_state(old_text, new_text) \
            or told_as_over(old_text, new_text) \
            or earlier_change(old_text, new_text) or _past_until(old_text, new_text) or time_over(old_text, new_text) \
            or _past_before(old_text, new_text) or _hired_into_before(new_text, compared) \
            or entry_post(old_text, new_text, compared):
        return "past"
    if _window_now(old_text, new_text) or held_until(new_text) or while_out(old_text, new_text) \
            or temp_stand_in(old_text, new_text) \
            or stay_with_return(old_text, new_text) \
            or _clock_bound(old_text, new_text, compared):
        return "window"
    if _only_talked_about(new_text) or left_open(new_text):
        return "talked about"
    if _month_occurrence(old_text, new_text) or one_occasion(old_text, new_text, compared):
        return "one occurrence"
    if narrower_use(old_text, new_text, compared) or key_scope(old_text, new_text):
        return "use"
    if older_thing_kept(old_text, new_text) or standing_value_kept(old_text, new_text) \
            or told_kept(old_text, new_text) \
            or reached_older(old_text, new_text) or took_place_of(old_text, new_text) \
            or older_aliased(old_text, new_text) or older_restated(old_text, new_text) \
            or older_since(old_text, new_text) or commutes_from_older(old_text, new_text) \
            or origin_told(new_text, compared) or nothing_changed(new_text, compared) \
            or history_ends_in_older(old_text, new_text) or before_older(old_text, new_text, compared) \
            or attribute_unchanged(old_text, new_text) or older_still(new_text, compared):
        return "kept"
    if set_apart(old_text, new_text):
        return "apart"
    if cue_named_thing(old_text, new_text) or other_end(old_text, new_text) \
            or two_of_one_noun(old_text, new_text, compared) or another_one(old_text, new_text) \
            or ("licen" in compared and name_grown(old_text, new_text)) or part_of_older(old_text, new_text):
        return "thing"
    if within_range(old_text, new_text) or another_share(old_text, new_text) \
            or remainder_of_total(old_text, new_text, compared) \
            or wider_total(old_text, new_text) or amount_added(new_text, compared):
        return "within"
    return None


def bounded(old_text: str, new_text: str, compared: str = "") -> bool:
    """Whether the newer memory gives its value a frame of its own (:func:`bound`): a second fact, not a change."""
    return bound(old_text, new_text, compared) is not None

"""The words an attitude is told with, and the record one reading gives (:class:`Attitude`).

The verbs of attitude for and against by how many words they span ("prefer", "swears by", "can't stand"), the
words after a thing that say it is wanted or not ("X please", "X is a hassle"), the marks of a change, a clause's
boundaries, a note's keys and the holders: the vocabulary :mod:`core.conflicts.attitude` reads a text with, kept
apart so the readers of a thing's words and of a choice told by fit or by a noun
(:mod:`core.conflicts.attitude_objects`, :mod:`core.conflicts.attitude_told`) read the same words.
"""

from __future__ import annotations

import re

from core.conflicts import wording as F
from core.model.lean import lean_dataclass

FOR, AGAINST = 1, -1
# The mark of a scope told over the whole of a thing ("on all PRs"): it narrows no slot (:func:`same_scope`).
BROAD = "*"

# Verbs of attitude, by how many words they span; the object follows. "exclusive" verbs say a
# value was chosen over others (a preference, a want); plain liking can hold for many things.
_FOR_EXCLUSIVE = """prefer | prefers | preferred | preferring | favour | favours | favor | favors | favoured | favored
    | favouring | favoring | requesting | asking for | insisted upon | insists upon | insist upon
    | want | wants | wanted | pick | picks | picked | choose | chooses | chose | chosen | would rather | 'd rather
    | rather | take
    | asks for | asked for | ask for | swear by | swears by | swore by | come around to | came around to
    | come round to | came round to | warmed up to | warmed to | warming up to | switched to | moved to
    | sold on | gone with | going with | went with | settled on | insist on | insists on | insisted on
    | requested | adopt | adopts | adopted | reach for | reaches for | reached for | expects | expected
    | requires | required | leans | leaning | leaned | leant | leans toward | leans towards | leaning toward
    | leaning towards | leaned toward | leaned towards | lean toward | lean towards | opt for | opts for | opted for
    | opting for | gone back to | went back to | going back to | switched back to | moved back to | shifted to
    | shifting to | gone over to | went over to | going over to"""
_FOR_PLAIN = """like | likes | liked | love | loves | loved | enjoy | enjoys | enjoyed | adore | adores
    | fine with | happy with | happy using | fine using | ok with | okay with | keen on | fond of | a fan of
    | into | fan of | appreciate | appreciates | appreciated | welcomed | encouraged | okays | okayed | ok's
    | approves | approved | accepts | accepted | accepting"""
_AGAINST = """dislike | dislikes | disliked | hate | hates | hated | avoid | avoids | avoided | detest | detests
    | loathe | loathes | can't stand | cannot stand | can not stand | soured on | gone off | went off | going off
    | turned against | grown tired of | grew tired of | getting tired of | got tired of | tired of | sick of
    | fed up with | done with | over | not a fan of | no fan of | voted down | voted out
    | skip | drop | ditch | stop | discouraged | frowned upon | against | reject | rejects | rejected
    | decided against | decides against | ruled out | rules out | ditching | ditched | off | dread | dreads
    | dreaded | dreading | avoiding"""
# Said after the object: "yarn out of favour", "tabs bug me", "in-person is a hassle".
_AFTER_AGAINST = """out of favour | out of favor | bugs me | bug me | annoys me | annoy me | is a hassle | are a hassle
    | is a pain | are a pain | is annoying | are annoying | is discouraged | are discouraged | is disliked
    | are disliked | is avoided | are avoided | discouraged | disliked | avoided | banned | not wanted
    | no longer wanted | is banned | are banned | unwanted | is unwanted | are unwanted"""
_AFTER_FOR = """please | ok | okay | wanted | welcome | fine | preferred | is preferred | are preferred
    | has won me over | have won me over | won me over | has grown on me | have grown on me | grew on me
    | is favoured | are favoured | is favored | are favored | is liked | are liked | is wanted | are wanted
    | is accepted | are accepted | is allowed | are allowed | is asked for | are asked for | is requested
    | are requested"""
# Words that mark the attitude as new ("now", "these days", "going forward").
_CHANGED = re.compile(r"\b(?:now|these days|nowadays|going forward|from now on|anymore|any more|no longer"
                      r"|come around|came around|warmed|soured|gone off|switched|instead)\b")
# Where an object ends.
_BOUNDARY = frozenset("for while when whenever during since because after before unless except than over instead "
                      "rather to so and but if until even on at via by whether especially including which that "
                      "who where".split())
# Where an object's head ends and its complement starts ("answers *with* lots of explanation").
_INNER = frozenset("in as with of from".split())
# "for browsing *this year*": when, not which slot.
_WHEN_WORDS = frozenset("this last next today now these nowadays since".split())
# Where the values a thing is handed in end ("in US dollars *from now on*"): :func:`.handed_as.values_told_as`.
_TOLD_AS_ENDS = _BOUNDARY | _WHEN_WORDS
_SCOPE_LEADS = frozenset("in on at while when during across".split())
_PURPOSE_LEADS = frozenset({"for"})
_NOTE_KEYS = {"pref": FOR, "prefs": FOR, "preference": FOR, "preferences": FOR, "likes": FOR, "like": FOR,
              "wants": FOR, "dislikes": AGAINST, "avoid": AGAINST, "avoids": AGAINST}
# "pref: X" names the one preferred; "likes: X" one of many things liked.
_EXCLUSIVE_NOTE_KEYS = frozenset("pref prefs preference preferences wants".split())
_HOLDER_SELF = frozenset("i i'm i've i'd me my we we're we've our us user user's users".split())
_SELF_POSSESSIVES = frozenset("my our user's users'".split())
_OTHER_PEOPLE = frozenset("lead manager teammate teammates colleague colleagues partner boss wife husband friend "
                          "team's manager's lead's mentor client clients customer customers previous".split())
_NEGATORS = frozenset("not n't never no don't doesn't didn't won't isn't aren't stopped".split())
_LIGHT = frozenset("get getting got have having use using used do doing keep keeping run running write writing "
                   "the a an my our their his her your this that these those some more lots lot any just only "
                   "one ones it them its also too really very much most always now nowadays anymore days these "
                   "going forward honestly actually please working".split())
_HEDGED = re.compile(r"\b(?:used to|previously|formerly|back then|in the past|whether|might|maybe|perhaps"
                     r"|considering|thinking about|thinking of|open to|curious"
                     r"|wondering|trying|try|would like to|could|if)\b")
_ASIDE = re.compile(r"\s[—–]\s[^—–;]{1,40}\s[—–]\s")
# A clock time, or a span of two, is one word ("at 6:30", "the 07:00–19:00 shifts"): its colon or dash parts no clause.
_TOKEN = re.compile(r"\d{1,2}:\d\d(?:\s?[–-]\s?\d{1,2}:\d\d)?|[\w][\w'’+#./-]*[\w+#]|\w|[;:,()—–=→!?]")
_CLAUSE_BREAKS = frozenset(";.!?—–()")


def _phrases(text: str) -> tuple[tuple[str, ...], ...]:
    found = {tuple(p.split()) for p in text.replace("\n", " ").split("|") if p.strip()}
    return tuple(sorted(found, key=len, reverse=True))


_VERBS = tuple(sorted([(p, FOR, True) for p in _phrases(_FOR_EXCLUSIVE)]
                      + [(p, FOR, False) for p in _phrases(_FOR_PLAIN)]
                      + [(p, AGAINST, False) for p in _phrases(_AGAINST)], key=lambda v: -len(v[0])))
_AFTER = tuple(sorted([(p, AGAINST) for p in _phrases(_AFTER_AGAINST)]
                      + [(p, FOR) for p in _phrases(_AFTER_FOR)], key=lambda v: -len(v[0])))
# The phrases by their first word: a clause is matched word by word, not phrase by phrase.
_VERBS_AT: dict[str, list[tuple[tuple[str, ...], int, bool]]] = {}
for _verb in _VERBS:
    _VERBS_AT.setdefault(_verb[0][0], []).append(_verb)
_AFTER_AT: dict[str, list[tuple[tuple[str, ...], int]]] = {}
for _after in _AFTER:
    _AFTER_AT.setdefault(_after[0][0], []).append(_after)
# Every word that can open an attitude, as one pattern: a text with none states no attitude.
_CUE = re.compile(r"\b(?:" + "|".join(sorted({re.escape(p[0][0]) for p in _VERBS} | {re.escape(p[0][0]) for p in _AFTER}
                                             | {re.escape(k) for k in _NOTE_KEYS})) + r")\b")
_PASSIVE_AUX = F.PASSIVE_AUX


@lean_dataclass(frozen=True)
class Attitude:
    """One attitude a text states: ``holder`` is for (``polarity`` 1) or against (-1) ``words``."""

    holder: str
    polarity: int
    head: str
    modifiers: frozenset[str]
    words: frozenset[str]
    scope: frozenset[str]
    purpose: frozenset[str]
    exclusive: bool
    contrast: bool = False

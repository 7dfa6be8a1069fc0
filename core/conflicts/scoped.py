"""Whether the newer memory speaks of a narrower or another thing than the older one, told by the words
around one noun the two share: a guard every reader's finding passes (:func:`core.conflicts.rules.decide`).

A value told of a part or a kind of the older memory's thing is a second fact, not a change of the first:

- a narrower thing: the newer memory puts a word of its own on the noun the older one's fact is about,
  before it or in a phrase after it ("Retention for logs is 30 days" / "Retention for *audit* logs is 365
  days", "Logs are shipped with Fluentd" / "Logs *from the edge nodes* are shipped with Vector", "Bug reports
  are filed through GitHub Issues" / "*Security* bugs are reported via security@ rather than GitHub Issues");
- another thing named by one noun: each memory's bracket qualifies one noun with its own word ("timeout:
  30s (*http* client)" / "timeout: 5s (*db* client)");
- another scope: each memory counts its value per a different unit ("100 requests per *user*" / "1,000
  requests per *team*");
- another person's value under a key: "based: Oslo" / "team lead based: Bergen";
- a choice told again for a narrower use: "Tabs are preferred over spaces" / "Spaces are preferred over tabs
  in YAML".

It never holds when the newer memory's own word is the older value, a change word, a word of time or of the
writer, or a word the older memory has anywhere: "Our Redis is on 6" / "Production Redis went to 7.2" keeps
its finding only if the older memory said "production" ("Redis in production" names the same thing).
"""

from __future__ import annotations

import itertools
import re

from core.conflicts import wording as W
from core.conflicts.environments import two_environments, two_platforms
from core.conflicts.frames import subject_words
from core.conflicts.fronted import without_fronted_time
from core.conflicts.holders import another_doer
from core.conflicts.lexicon import TIME_WORDS
from core.conflicts.statement import Statement, read
from core.conflicts.value_words import TEXT_UNITS
from core.text.tokens import stem

_WORD = re.compile(r"[a-z][a-z0-9'-]*")
# A phrase after a noun that narrows it opens with one of these: "logs from the edge nodes".
_AFTER = frozenset("from for on in of at".split())
_DETERMINERS = frozenset("the a an our their its my your his her this that these those all some".split())
# Words that describe a thing's state or rank rather than pick a part of it ("the new logs", "main repo").
_NOT_A_PART = frozenset(
    """
    new old current main primary default only whole entire overall general usual standard regular same other
    actual real full total previous latest existing remaining rest first last next final single
    """.split()
)
_BRACKET = re.compile(r"\(([^()]*)\)")
_PER = re.compile(r"\bper\s+(?:(?:the|a|an|each)\s+)?([a-z][a-z-]*)")
# "EPL-2.0, per repo root", "Apache-2.0 per LICENSE commit a41f", "… UTC per CAB": who or what says so, not a unit
# the value is counted by: a "per" after a comma or a bracket, or before a name written in capitals.
_SOURCE_PER = re.compile(r"(?:[,;(—–]\s*per\s+\S+|\bper\s+[A-Z]{2,}\b)")


def _plain(word: str) -> bool:
    """A word that can pick out a part of a thing: not structure, time, change, filler or the writer."""
    w = word.strip("'")
    s = stem(w)
    return len(w) > 1 and not any(c.isdigit() for c in w) and w not in W.STOP_WORDS and w not in W.SELF_WORDS \
        and w not in W.PRONOUNS and w not in W.COPULAS and w not in TIME_WORDS and s not in W.CHANGE_WORDS \
        and s not in W.FILLER_WORDS and w not in _NOT_A_PART and w not in _DETERMINERS \
        and s not in W.LIGHT_VERBS and s not in W.HEDGES and not w.endswith(("ed", "ing", "ly"))


def _words(text: str) -> list[str]:
    return _WORD.findall(text.lower())


def narrower_thing(old: Statement, new: Statement) -> bool:
    """Whether the newer memory, saying no change, opens with the older memory's subject and a word of its
    own on it ("Logs" / "Logs *from the edge nodes*", "Retention for logs" / "Retention for *audit* logs"),
    a word the older memory never says and no value of the newer one."""
    if new.denials or new.negated or old.negated or old.terse or new.terse or new.prior:
        return False
    # a fronted time or reason ("After the restructure the user's team …") is no word on the subject
    subject_old, subject_new = subject_words(old.text), subject_words(without_fronted_time(new.text))
    if not subject_old or not subject_new:
        return False
    stems_old = {stem(w) for w in _words(old.text)} | set(_words(old.text))
    stems_new = {stem(w) for w in _words(new.text)} | set(_words(new.text))
    if new.change and any(stem(w) in W.CHANGE_WORDS and stem(w) not in stems_old for w in _words(new.text)):
        return False  # a change said ("now", "handed over"); one both say ("is set to") says none
    values = {v for vs in new.values.values() for v in vs} | new.names

    def own(w: str) -> bool:
        return w not in stems_old and w not in values and w in new.key and stem(w) not in W.SCOPE_WORDS and _plain(w)

    head = subject_old[-1]
    if head not in subject_new or any(w not in stems_new for w in subject_old):
        return False
    at = subject_new.index(head)
    # before the head: "audit logs" where the older memory said "logs" with nothing of its own before it; not a head
    # a change takes its thing to ("site patched to WordPress 6.7.1"), which is the value, no narrower subject
    if at > 0 and own(subject_new[at - 1]) and all(w in subject_new for w in subject_old[:-1]) \
            and not _after_to(_words(new.text), head):
        return True
    # after it, in a phrase that opens with a preposition: "logs from the edge nodes"
    after = subject_new[at + 1:]
    if not after or not all(own(w) for w in after):
        return False
    words = _words(new.text)
    return any(stem(w) == head and i + 1 < len(words) and words[i + 1] in _AFTER for i, w in enumerate(words))


def _after_to(words: list[str], head: str) -> bool:
    """Whether ``head`` stands right after a change's "to" ("patched to WordPress"): the change's value."""
    return any(stem(w) == head and i > 0 and words[i - 1] in ("to", "onto", "into") for i, w in enumerate(words))


def other_bracket(old_text: str, new_text: str) -> bool:
    """Whether each memory's bracket qualifies one shared noun with a word of its own ("(http client)" /
    "(db client)"): two things of one kind."""
    def bracketed(text: str) -> list[list[str]]:
        return [_words(found.group(1)) for found in _BRACKET.finditer(text.lower())]

    olds, news = bracketed(old_text), bracketed(new_text)
    for a in olds:
        for b in news:
            stems_a, stems_b = {stem(w) for w in a}, {stem(w) for w in b}
            shared = {s for s in stems_a & stems_b if _plain(s)}
            if not shared:
                continue
            if any(_plain(w) and stem(w) not in stems_b for w in a) and any(_plain(w) and stem(w) not in stems_a
                                                                        for w in b):
                return True
    return False


def other_scope(old_text: str, new_text: str) -> bool:
    """Whether each memory counts its value per a different unit ("per user" / "per team"); a rate's period
    ("per minute") is the value's unit, not a scope, and a source (", per repo root", "per CAB") none at all."""
    per_old = {stem(w) for w in _PER.findall(_SOURCE_PER.sub("", old_text).lower())
               if w not in TEXT_UNITS and w not in TIME_WORDS}
    per_new = {stem(w) for w in _PER.findall(_SOURCE_PER.sub("", new_text).lower())
               if w not in TEXT_UNITS and w not in TIME_WORDS}
    return bool(per_old) and bool(per_new) and not per_old & per_new


def another_scope(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> bool:
    """Whether the newer memory tells a narrower thing, another thing of one noun or another scope than the
    older one (the checks above), another person's value under a key (:func:`another_persons_key`) or a choice
    told again for a narrower use (:func:`choice_for_a_narrower_use`): a second fact beside the first. The rules
    (:func:`core.conflicts.rules.decide`) and the learned reader both set such a pair aside."""
    return narrower_thing(read(old_text), read(new_text)) or other_bracket(old_text, new_text) \
        or other_scope(old_text, new_text) or another_persons_key(old_text, new_text) \
        or choice_for_a_narrower_use(old_text, new_text) or two_environments(old_text, new_text) \
        or two_platforms(old_text, new_text) \
        or another_doer(old_text, new_text) or another_of_its_kind(old_text, new_text)


# Words that make a noun another one of its kind: "the user's *neighbouring* yard", "a *sister* site".
_OTHER_ONE = frozenset("neighbouring neighboring nearby next-door rival spare".split())


def another_of_its_kind(old_text: str, new_text: str) -> bool:
    """ "The user's yard limits cuts to 60 cars" / "The user's neighbouring yard at Pelham allows cuts of 80 cars":
    a noun of the older text under a word that makes it another one of its kind, a word the older text lacks."""
    old_words, new_words = _words(old_text), _words(new_text)
    old_stems = {stem(w) for w in old_words}
    return any(a in _OTHER_ONE and a not in old_words and stem(b) in old_stems
               for a, b in itertools.pairwise(new_words))


# A note's key: a few words before its first colon ("home:", "manager home:", "team lead based:").
_NOTE_KEY = re.compile(r"^\s*([a-z][\w' -]{0,40}?)(?<!\d)\s*:\s+\S")
# Words that name a person or a group beside the user: a relation, a role one person holds.
_PERSON_KEY_WORDS = W.RELATION_WORDS | W.stem_set("lead cto ceo cfo coo vp director head founder hire intern "
                                                  "contractor client customer vendor")
# What a key names that one person holds: a home, a place, a job ("manager 1:1" is a meeting, not the manager's).
_HELD_BY_A_PERSON = W.stem_set("home loc location based city town country lives address tz timezone job role title "
                               "employer company email phone")


_OVER = re.compile(r"\b(?:preferred|favou?red|chosen|picked|wanted) over\b")
_FOR_A_USE = re.compile(r"\b(?:for|in) (?:the |a |an |our |all )?([a-z][\w-]*)")


def choice_for_a_narrower_use(old_text: str, new_text: str) -> bool:
    """ "Tabs are preferred over spaces" / "Spaces are preferred over tabs in YAML": a choice between two things
    told again for a use ("in YAML", "for local tests", "for small PRs") the older one does not name — a rule
    for that use beside the general one. Only where both texts weigh one thing over another."""
    low_old, low_new = old_text.lower(), new_text.lower()
    chosen = _OVER.search(low_new)
    if chosen is None or _OVER.search(low_old) is None:
        return False
    old_words = {stem(w) for w in re.findall(r"[\w-]+", low_old)}
    uses = {stem(m.group(1)) for m in _FOR_A_USE.finditer(low_new[chosen.end():])}
    return bool(uses - old_words - W.TIME_WORDS - W.STOP_WORDS - _EVERY_USE)


# Words after "for"/"in" that name no narrower use: "for everything now", "in the team", "for good".
_EVERY_USE = W.stem_set("everything everywhere all general team teams everyone company org good now future")


def another_persons_key(old_text: str, new_text: str) -> bool:
    """ "based: Oslo" / "team lead based: Bergen": two notes whose keys differ by a word that names a person (a
    relation, a role) only the newer key has — that person's value, not a new one of the older note's holder."""
    found_old, found_new = _NOTE_KEY.match(old_text.lower()), _NOTE_KEY.match(new_text.lower())
    if found_old is None or found_new is None:
        return False
    old_key = {stem(w) for w in found_old.group(1).split()}
    new_key = {stem(w) for w in found_new.group(1).split()}
    return bool(old_key & _HELD_BY_A_PERSON) and bool((new_key - old_key) & _PERSON_KEY_WORDS)

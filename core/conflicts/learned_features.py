"""What the learned reader sees of a pair the rules left open: named, countable features.

The rules read a pair's meaning; when none of them decides, the learned reader
(:mod:`core.conflicts.learned_reader`) weighs the pair's *shape* instead: the words the newer
memory says that the older did not (a change verb the lexicon lacks is one of them), the
older memory's words the newer one dropped (an old value gone), which values of the statement
model both read and whether they differ, and the statement model's flags (a change, a denial,
a hedge, additive wording). Every feature has a name a person can read, so the reason a
proposal gives can point at the ones that weighed most.

One function, :func:`pair_features`, used by capture and by the trainer
(``bench/train_learned_reader.py``) alike, so the two can never read a pair differently.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import pairwise

from core.conflicts.attribute_nouns import attribute_nouns, two_attributes_named
from core.conflicts.calendar_words import (
    FREQUENCY_ADVERBS,
    MONTHS,
    MONTHS_BUT_MAY,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAYS,
)
from core.conflicts.learned_verb_classes import verb_classes
from core.conflicts.pair_words import DIGIT as _NUMBER
from core.conflicts.pair_words import FUNCTION_WORDS, words
from core.conflicts.sameness import Verdict
from core.conflicts.statement import Statement
from core.conflicts.two_subjects import two_subjects
from core.conflicts.value_shapes import ADDRESS_MARK as _ADDRESS
from core.conflicts.value_shapes import TOKEN_CLOCK as _CLOCK
from core.conflicts.value_shapes import TOKEN_HOST as _HOST
from core.conflicts.value_shapes import TOKEN_IP as _IP
from core.conflicts.value_shapes import TOKEN_LICENCE as _LICENCES
from core.conflicts.value_shapes import TOKEN_PATH as _PATH
from core.conflicts.value_shapes import TOKEN_PORT as _PORT
from core.conflicts.value_shapes import TOKEN_VERSION as _VERSION
from core.conflicts.wording import CHANGE_WORDS, NEGATIONS, TIME_WORDS
from core.text.tokens import stem

# Capitalised words not at a sentence's or note's start: names of things, people, places.
_PROPER = re.compile(r"(?<![.:!?] )(?<!^)\b[A-Z][A-Za-z0-9]+")
_NUMBERS = re.compile(r"\d+(?:\.\d+)?")
# The statement model's flags each side carries.
_FLAGS = ("negated", "change", "hedged", "additive", "temporary", "event", "history", "past_only",
          "exclusive", "list_like", "terse")


def pair_features(old_text: str, new_text: str, old: Statement, new: Statement, verdict: Verdict,
                  framing: frozenset[str] = frozenset()) -> dict[str, float]:
    """The named features of one (older, newer) pair; absent features are zero.

    Word features: ``new:<w>`` (a word of the newer text), ``added:<w>`` (one the older text
    lacks), ``pair:<a>_<b>`` (two words side by side in the newer text), ``dropped:<w>`` (a word of
    the older text the newer one lacks). Structure: ``shared`` (the share of content words in
    common), ``same-value:<slot>`` / ``other-value:<slot>`` (a slot both read, with the same or
    another value), ``family:<f>`` (a family both belong to), proper names and numbers new,
    dropped or shared, the kinds of value where the two texts differ word by word (:func:`_spans`),
    and each side's statement flags (``old.<flag>`` / ``new.<flag>``). The
    change-telling ones are given again with the pair's overlap band (:func:`_banded`).
    """
    old_words, new_words = words(old_text), words(new_text)
    old_content = set(old_words) - FUNCTION_WORDS
    new_content = set(new_words) - FUNCTION_WORDS
    if framing:  # words every memory of the store shares say nothing about which fact this is
        old_content = {w for w in old_content if stem(w) not in framing}
        new_content = {w for w in new_content if stem(w) not in framing}
    features: dict[str, float] = {"bias": 1.0, "related": float(verdict.related), "settled": float(verdict.settled)}
    shared = old_content & new_content
    features["shared"] = len(shared) / max(1, len(old_content | new_content))
    features["shared-count"] = min(len(shared), 5) / 5
    said_before = set(old_words)
    for word in new_words:
        if word in FUNCTION_WORDS:
            continue  # "the", "user", "their": said by changes and near misses alike
        features["new:" + word] = 1.0
        if word not in said_before:  # a word the older text never had ("the" in both is not added)
            features["added:" + word] = 1.0
    for first, second in pairwise(new_words):
        features[f"pair:{first}_{second}"] = 1.0
    for word in old_content - new_content:
        features["dropped:" + word] = 1.0
    # The same words stemmed, so one seen form teaches the others ("relocated" / "relocating").
    old_stems, new_stems = {stem(w) for w in old_content}, {stem(w) for w in new_content}
    for word in new_stems - old_stems:
        features["added~" + word] = 1.0
    for word in old_stems - new_stems:
        features["dropped~" + word] = 1.0
    for flag in _FLAGS:
        if getattr(old, flag):
            features["old." + flag] = 1.0
        if getattr(new, flag):
            features["new." + flag] = 1.0
    if new.denials:
        features["new.denials"] = 1.0
    if old.denials:
        features["old.denials"] = 1.0
    for family in old.families & new.families:
        features["family:" + family] = 1.0
    for slot in set(old.values) & set(new.values):
        features[("same-value:" if old.values[slot] == new.values[slot] else "other-value:") + slot] = 1.0
        if old.values[slot] != new.values[slot]:
            features["other-value"] = 1.0
    # How much of what each statement is about they share: two memories about one thing share most
    # of their key; a crowd of memories about the user shares one word of it.
    key_union = old.key | new.key
    if key_union:
        features["key-share"] = len(old.key & new.key) / len(key_union)
    content_union = old_content | new_content
    features["shared-rare"] = len({w for w in shared if len(w) > 3}) / max(1, len(content_union))
    if old.names & new.names:
        features["names-shared"] = 1.0
    if new.names - old.names:
        features["names-new"] = 1.0
    if old.names - new.names:
        features["names-dropped"] = 1.0
    old_numbers, new_numbers = set(_NUMBERS.findall(old_text)), set(_NUMBERS.findall(new_text))
    if old_numbers and new_numbers and old_numbers != new_numbers:
        features["numbers-differ"] = 1.0
    old_proper, new_proper = set(_PROPER.findall(old_text)), set(_PROPER.findall(new_text))
    if new_proper - old_proper:
        features["proper-new"] = 1.0
    if old_proper - new_proper:
        features["proper-dropped"] = 1.0
    if old_proper & new_proper:
        features["proper-shared"] = 1.0
    if "?" in new_text:
        features["question"] = 1.0
    features.update(_kinship(old, new, features))
    features.update(_relations(old_words, new_words, old_content))
    features.update(_swaps(old_text, new_text))
    features.update(_spans(old_text, new_text))
    features.update(_structure(old_text, new_text, old, new, features))
    features = _banded(features)
    features.update(_one_thing(old, new, features))
    features.update(_typed(old_text, new_text, new))
    features.update(_attributes(old_text, new_text))
    if not verdict.related and not features.get("other-value"):
        features["unlinked"] = 1.0  # opened only as a change told in other words (learned_reader.open_to_learning)
    features.update(verb_classes(new_words, said_before, features))
    return features


# Slots every kind of memory fills: a bare count ("45", "17 procs" read as "number:") or a name. Two memories
# that share only one of these share no thing; "number:engineer" or a host is a thing of its own.
_GENERIC_SLOTS = frozenset({"name", "number:"})


def _one_thing(old: Statement, new: Statement, features: dict[str, float]) -> dict[str, float]:
    """Whether the two are about one thing at all: a key word, an attribute tag, a class of tool or a family
    in common. A crowd of memories in one store shares a value type and a change word with a newcomer
    ("company headcount 45" / "gunicorn now spawns 17 procs") without naming one thing; a change told
    by implication shares none either ("I'm based out of Austin" / "Home these days is a cabin outside
    Bozeman"), so this is weighed beside the change features, never a gate."""
    if old.key & new.key or old.classes & new.classes or old.families & new.families:
        return {"one-thing": 1.0}
    found = {"no-thing": 1.0, "no-thing" + ("@close" if "band@close" in features else "@far"): 1.0}
    for name in ("value-gone", "new.change", "other-value"):
        if features.get(name):
            found[name + "&no-thing"] = 1.0
    if not any(slot not in _GENERIC_SLOTS for slot in set(old.values) & set(new.values)):
        found["no-thing&generic-slot"] = 1.0
    return found


def _kinship(old: Statement, new: Statement, features: dict[str, float]) -> dict[str, float]:
    """Whether the two are about one kind of thing told with another value, even in other words.

    Two memories sharing few words can still name one slot: both name a tool of one class
    ("Jenkins" / "GitHub Actions", ``@ci``), or both carry one attribute tag of the statement
    model's key (``@residence``). And a change is told by two things at once — a change marker
    *and* another value of something both name — which a sum of single features cannot say, so
    the conjunctions are features of their own.
    """
    found: dict[str, float] = {}
    if two_subjects(old, new):  # each opens with a thing the other never names: two things, one frame
        found["two-subjects"] = 1.0
    classes = old.classes & new.classes
    for cls in classes:
        found["class-shared:" + cls] = 1.0
    tags = {k for k in old.key & new.key if k.startswith("@")}
    for tag in tags:
        found["tag-shared:" + tag] = 1.0
    # Each names an attribute (or a class of tool) and not the same one: "branch name" / "shell".
    if not tags and any(k.startswith("@") for k in old.key) and any(k.startswith("@") for k in new.key):
        found["tag-other"] = 1.0
    if not classes and old.classes and new.classes:
        found["class-other"] = 1.0
    other = features.get("other-value", 0.0) > 0
    kin = bool(classes or tags or old.families & new.families)
    if other and kin:
        found["kin&other-value"] = 1.0
    if new.change:
        if other:
            found["change&other-value"] = 1.0
        if kin:
            found["change&kin"] = 1.0
        if features.get("names-dropped") or features.get("proper-dropped"):
            found["change&dropped-name"] = 1.0
    return found


# Words that tell a value as the one left behind: "Melbourne was left behind", "the old .io host", "(was 6.2)".
_FORMER = frozenset("was were old former formerly previously previous ex no longer left instead replaced replacing "
                    "retired dropped deprecated sunset abandoned archived frozen".split())
# "is now led by", "was moved to", "got bumped to": the newer memory tells the thing as changed, in the passive.
_PASSIVE = re.compile(r"\b(?:is|are|was|were|been|got|gets|being)\s+(?:now\s+|finally\s+|officially\s+)?[a-z]+(?:ed|en)"
                      r"\s+(?:by|to|as|under|with|onto|into|from|over)\b")


def _kind(slot: str) -> str:
    """A slot's value type: ``number:engineer`` and ``number:hire`` are both numbers."""
    return slot.split(":", 1)[0]


def _refines(a: str, b: str) -> bool:
    """One value only says the other more exactly: "3.12" / "3.12.2", "1.6.x" / "1.6.6"."""
    a, b = a.removesuffix(".x"), b.removesuffix(".x")
    return a != b and (b.startswith(a + ".") or a.startswith(b + "."))


def _structure(old_text: str, new_text: str, old: Statement, new: Statement,
               features: dict[str, float]) -> dict[str, float]:
    """Whether the newer memory gives the older one's value a successor, read from the values alone.

    For each slot both read with other values: the older value is gone from the newer one (a
    successor), still there beside another (an addition: "prod stays 3.2.0"), or only said more
    exactly ("3.12" / "3.12.2"); and whether the newer text names an older value anyway, as left
    behind ("Melbourne was left behind", "the old .io host") or still held. Each is told by value
    type (a version, a number, a time, a name), so what one kind of value teaches carries to the
    others; and a successor told with a change marker, or in the passive, is a conjunction of its own.
    """
    found: dict[str, float] = {}
    new_low = new_text.lower()
    gone = kept = refined = False
    said_more_exactly = set()
    for slot in set(old.values) & set(new.values):
        before, after = old.values[slot], new.values[slot]
        if before == after:
            continue
        kind = _kind(slot)
        if any(_refines(a, b) for a in before for b in after):
            refined = True
            said_more_exactly.add(slot)
            found["value-refines:" + kind] = 1.0
        elif before & after:
            kept = True
            found["value-kept:" + kind] = 1.0
        else:
            gone = True
            found["value-gone:" + kind] = 1.0
    # One type of value on both sides under two slot names ("number:engineer" / "number:head").
    old_kinds = {_kind(s) for s in old.values}
    new_kinds = {_kind(s) for s in new.values}
    for kind in old_kinds & new_kinds:
        if not any(_kind(s) == kind for s in set(old.values) & set(new.values)):
            found["kind-other-slot:" + kind] = 1.0
    for kind in old_kinds - new_kinds:
        found["kind-only-old:" + kind] = 1.0
    # An older value the newer text still names, outside its own values: as left behind, or kept.
    for slot, shown in old.shown.items():
        surface = shown.lower()
        still_held = slot in new.values and old.values[slot] <= new.values[slot]
        if len(surface) < 2 or slot in said_more_exactly or still_held:
            continue
        at = new_low.find(surface)
        if at < 0:
            continue
        near = set(words(new_low[max(0, at - 24):at + len(surface) + 24]))
        found["old-value-named-former" if near & _FORMER else "old-value-named"] = 1.0
    passive = " by " in new_low or " to " in new_low or " as " in new_low
    if passive and _PASSIVE.search(new_low):
        found["passive"] = 1.0
    if gone:
        found["value-gone"] = 1.0
        if new.change:
            found["value-gone&change"] = 1.0
        if found.get("passive"):
            found["value-gone&passive"] = 1.0
        if features.get("key-share", 0.0) > 0 or features.get("shared", 0.0) > 0:
            found["value-gone&key"] = 1.0
    if kept:
        found["value-kept"] = 1.0
    if refined:
        found["value-refines"] = 1.0
    # Two key words of which one is the other's short form or another form of it: "prod" / "production".
    short = [(a, b) for a in old.key - new.key for b in new.key - old.key
             if not a.startswith("@") and not b.startswith("@") and min(len(a), len(b)) >= 3
             and (a.startswith(b) or b.startswith(a))]
    if short:
        found["key-near"] = 1.0
    return found


# The days the learned reader knows: the names and their short forms but "weds" and "thur". Its shipped weights were
# trained on these; a day read as a value where it was a plain word changes a pair's features, so widening the set
# waits for a retrain.
_WEEKDAYS = frozenset(WEEKDAYS) | (frozenset(WEEKDAY_ABBREVIATIONS) - {"weds", "thur"})
_MONTH_DAY = _WEEKDAYS | frozenset(MONTHS) | frozenset(
    "weekly daily monthly biweekly fortnightly morning mornings afternoon afternoons evening evenings noon midnight am "
    "pm".split())
# Words near a swapped value that tell it as the newer one (a change) or the older one as over (a stop).
_STOP_NEAR = frozenset("no longer anymore stopped quit dropped left gone retired former formerly previously was "
                       "instead ditched replaced".split()) | NEGATIONS
# How far either side of a swapped span a marker may stand.
_SPAN_REACH = 3


def _value_kind(span: Sequence[str], at_start: bool) -> str:
    """What one side of a swapped span holds: a version, a clock time, a day or month, another number, an
    address (mail, path, host), a name (capitalised inside the sentence), or plain words."""
    low = [w.lower() for w in span]
    if any(_VERSION.match(w) for w in low):
        return "version"
    if any(_CLOCK.match(w) and (":" in w or w.endswith(("am", "pm"))) for w in low) or \
            (any(w in ("am", "pm") for w in low)):
        return "clock"
    if any(w in _MONTH_DAY or w in TIME_WORDS for w in low):
        return "when"
    if any(_NUMBER.search(w) for w in low):
        return "number"
    if any(_ADDRESS.search(w) for w in low):
        return "address"
    if any(w[:1].isupper() for k, w in enumerate(span) if not (at_start and k == 0)):
        return "name"
    return "word"


def _spans(old_text: str, new_text: str) -> dict[str, float]:
    """The older and newer texts aligned word by word, read at the spans where they differ.

    What holds across hands is not which words a writer chose but how the pair differs: one value of a
    kind swapped for another of the same kind in the same frame (a version for a version, a time for a
    time), told with a change or stop word right beside it; a change or stop word put into the older
    sentence ("is now at"); or only words added (a detail, an addition), or only words taken away.
    """
    old_surface = [w.strip(".,;:!?()\"'") for w in old_text.split()]
    new_surface = [w.strip(".,;:!?()\"'") for w in new_text.split()]
    old_surface = [w for w in old_surface if w]
    new_surface = [w for w in new_surface if w]
    new_low = [w.lower() for w in new_surface]
    matcher = SequenceMatcher(None, [w.lower() for w in old_surface], new_low, autojunk=False)
    found: dict[str, float] = {}
    tags = {tag for tag, *_ in matcher.get_opcodes() if tag != "equal"}
    if tags == {"insert"}:
        found["diff:inserts-only"] = 1.0
    elif tags == {"delete"}:
        found["diff:deletes-only"] = 1.0
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "insert" and j2 - j1 <= 4:  # words only the newer text has, in the older one's frame
            added = new_low[j1:j2]
            found["insert:" + _value_kind(new_surface[j1:j2], j1 == 0)] = 1.0
            if any(stem(w) in CHANGE_WORDS for w in added):
                found["insert-change"] = 1.0
            if any(w in _STOP_NEAR for w in added):
                found["insert-stop"] = 1.0
        if tag != "replace" or i2 - i1 > 4 or j2 - j1 > 4:
            continue
        before = _value_kind(old_surface[i1:i2], i1 == 0)
        after = _value_kind(new_surface[j1:j2], j1 == 0)
        found[f"span:{before}>{after}"] = 1.0
        if before == after and before != "word":
            found["span-same-kind"] = 1.0
            found["span-same-kind:" + before] = 1.0
        near = new_low[max(0, j1 - _SPAN_REACH):j1] + new_low[j2:j2 + _SPAN_REACH]
        inside = new_low[j1:j2]
        if any(stem(w) in CHANGE_WORDS for w in near + inside):
            found["span-near-change"] = 1.0
            if before == after and before != "word":
                found["span-same-kind&change"] = 1.0
        if any(w in _STOP_NEAR for w in near + inside):
            found["span-near-stop"] = 1.0
    return found


_NEGATIONS = frozenset({"not", "no", "never", "without", "n't", "nor", "instead"})
# How far after a negation the denied word may stand ("not the long replies").
_DENIAL_REACH = 3


def _relations(old_words: Sequence[str], new_words: Sequence[str], old_content: set[str]) -> dict[str, float]:
    """How the newer text's words stand to the older one's: the same noun with another modifier
    ("the invoicing service" / "the reporting service": another thing, not a change of it), and
    what a negation denies (a word of the older memory, or only something new)."""
    found: dict[str, float] = {}
    before_old = {w: p for p, w in pairwise(old_words) if p not in FUNCTION_WORDS}
    for previous, word in pairwise(new_words):
        if word in before_old and len(word) > 3 and previous not in FUNCTION_WORDS and previous != before_old[word]:
            found["other-modifier"] = 1.0
    for i, word in enumerate(new_words):
        if word in _NEGATIONS or word.endswith("n't"):
            denied = [w for w in new_words[i + 1:i + 1 + _DENIAL_REACH] if w not in FUNCTION_WORDS]
            if denied:
                found["denies-old" if any(w in old_content for w in denied) else "denies-new"] = 1.0
    return found


def _shape(span: list[str]) -> str:
    """What a swapped span looks like: a number, a name (capitalised), or plain words."""
    if any(_NUMBER.match(w) for w in span):
        return "number"
    if any(w[:1].isupper() for w in span):
        return "name"
    return "word"


def _swaps(old_text: str, new_text: str) -> dict[str, float]:
    """The newer text laid over the older one word by word: where one short span stands in for another.

    A correction usually keeps the older sentence's frame and swaps one value in it ("Standup is at
    9:30" / "Standup is now at 10:00"); two things told in one frame swap their subject too ("The load
    balancer needs … (note 51)" / "The metrics exporter needs … (note 105)"). So: how many spans were
    swapped, whether one opens the sentence, and the shape of a lone swap.
    """
    old_surface = [w.rstrip(".,;:!?") for w in old_text.split()]
    new_surface = [w.rstrip(".,;:!?") for w in new_text.split()]
    matcher = SequenceMatcher(None, [w.lower() for w in old_surface], [w.lower() for w in new_surface],
                              autojunk=False)
    swaps = [(i1, i2, j1, j2) for tag, i1, i2, j1, j2 in matcher.get_opcodes()
             if tag == "replace" and i2 - i1 <= 3 and j2 - j1 <= 3]
    found: dict[str, float] = {}
    kept = sum(size for _, _, size in matcher.get_matching_blocks())
    found["frame-kept"] = kept / max(1, len(new_surface))
    if not swaps:
        return found
    found["swaps:" + ("1" if len(swaps) == 1 else "2" if len(swaps) == 2 else "3+")] = 1.0
    if any(i1 <= 1 or j1 <= 1 for i1, _, j1, _ in swaps):  # at the start, or after an article
        found["swap-opens"] = 1.0
    if len(swaps) == 1:
        i1, i2, j1, j2 = swaps[0]
        found[f"swap:{_shape(old_surface[i1:i2])}>{_shape(new_surface[j1:j2])}"] = 1.0
    return found


# The features whose weight depends on whether the two memories are about one thing: a change
# verb in the newer memory means a change of the older one's fact only when they share most of
# what they are about. Each is also given in the pair's overlap band ("added:now@close").
_BANDED = ("added:", "added~", "pair:", "dropped:", "dropped~", "new.", "other-value", "proper-", "numbers-",
           "names-", "other-modifier", "denies-", "kin&", "change&", "two-subjects", "swap",
           "tag-other", "class-other", "value-", "old-value-", "kind-", "passive", "key-near", "span", "diff:",
           "insert")
# The band's edges: the share of the statements' keys, or of their content words, that makes a pair close.
CLOSE_KEY_SHARE = 0.4
CLOSE_WORD_SHARE = 0.3


def _banded(features: dict[str, float]) -> dict[str, float]:
    close = features.get("key-share", 0.0) >= CLOSE_KEY_SHARE or features["shared"] >= CLOSE_WORD_SHARE
    band = "@close" if close else "@far"
    banded = {name + band: value for name, value in features.items() if name.startswith(_BANDED)}
    banded["band" + band] = 1.0
    return {**features, **banded}


# What a typed value is, read token by token (round 15): the value's type and the words it belongs to.
_FREQUENCY = frozenset(FREQUENCY_ADVERBS)
_MONTHS = MONTHS_BUT_MAY
_DATE_LEAD = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# A dated note's date ("Feb 11 —", "2025-03-03:"): when it was written, not a value of the fact.
_DATED = re.compile(r"^\s*(?:[A-Za-z]{3,9}\.? \d{1,2}|\d{4}-\d{2}-\d{2})\s*[—:-]+\s*")
# The plain lower-case words that are typed values themselves.
_PLAIN_TYPED = _WEEKDAYS | {day + "s" for day in _WEEKDAYS} | _MONTHS | _FREQUENCY | {"noon", "midnight"}
# How many tokens either side of a value are the words it belongs to ("the noun a count counts").
_ANCHOR_REACH = 4


def _token_type(token: str, low: str, inside: bool) -> str | None:
    """The type of one token's value, or ``None`` for a plain word: a version, a clock time, a weekday, a month, a
    frequency, an address (ip, host or url, port, path), a channel or handle, a licence, a number, a proper name."""
    if low.isalpha() and not token[0].isupper() and low not in _PLAIN_TYPED and not _LICENCES.match(low):
        return None  # most words: no digit, no mark, no capital, not a day, month, frequency or licence
    if low.startswith(("#", "@")) and len(low) > 1:
        return "channel"
    if _IP.match(low):
        return "address"
    if _DATE_LEAD.match(low):
        return None  # the memory's date: when it was said, not a value of the fact
    if _VERSION.match(low):
        return "version"
    if (_CLOCK.match(low) and (":" in low or low.endswith(("am", "pm")))) or low in ("noon", "midnight"):
        return "clock"
    if low.rstrip("s") in _WEEKDAYS or low in _WEEKDAYS:
        return "weekday"
    if low in _MONTHS and (inside or low not in ("may", "mar")):
        return "month"
    if low in _FREQUENCY:
        return "frequency"
    if _PORT.match(low) or _PATH.match(low) or _HOST.match(low):
        return "address"
    if _LICENCES.match(low):
        return "licence"
    if _NUMBER.search(low):
        return "number"
    if inside and token[:1].isupper() and low not in FUNCTION_WORDS:
        return "name"
    return None


@lru_cache(maxsize=4096)  # the newcomer's values are read once per capture, not once per candidate
def typed_values(text: str) -> tuple[tuple[str, str, frozenset[str]], ...]:
    """Each typed value of a text with its type and the stems of the content words around it (what it belongs to)."""
    raw = _DATED.sub("", text, count=1).split()
    tokens = [t.strip(".,;:!?()\"'[]") if not t.startswith(":") else t.rstrip(".,;!?()\"'") for t in raw]
    found = []
    lows = [t.lower() for t in tokens]
    for i, (token, low) in enumerate(zip(tokens, lows)):
        if not token:
            continue
        inside = i > 0 and not raw[i - 1].endswith((".", ":", "!", "?", "—", "-")) and raw[i - 1] not in ("—", "-")
        kind = _token_type(token, low, inside)
        if kind is None:
            continue
        around = lows[max(0, i - _ANCHOR_REACH):i] + lows[i + 1:i + 1 + _ANCHOR_REACH]
        anchor = frozenset(s for w in around if len(w) > 2 and w not in FUNCTION_WORDS and w.replace("-", "").isalpha()
                           and (s := stem(w)) not in CHANGE_WORDS)
        found.append((kind, low.removesuffix("s") if kind == "weekday" else low, anchor))
    return tuple(found)


def _typed(old_text: str, new_text: str, new: Statement) -> dict[str, float]:
    """What the differing values belong to: for each value type both texts hold, whether the older values are gone
    from the newer text (another value in their place) or still there, and whether an older and a newer value of
    that type stand among the same words ("target SDK 33" / "target SDK was raised to 34": one thing, another value)
    or among other words ("company headcount 45" / "gunicorn now spawns 17 procs": two things of one type)."""
    old_values, new_values = typed_values(old_text), typed_values(new_text)
    found: dict[str, float] = {}
    if not old_values or not new_values:
        return found
    new_low = new_text.lower()
    old_kinds = {k for k, _, _ in old_values}
    new_kinds = {k for k, _, _ in new_values}
    common = old_kinds & new_kinds
    if not common:
        found["tv-types-disjoint"] = 1.0
        return found
    for kind in common:
        before = [(v, a) for k, v, a in old_values if k == kind]
        after = [(v, a) for k, v, a in new_values if k == kind]
        was = {v for v, _ in before}
        now = {v for v, _ in after}
        if was <= now:
            found["tv-same:" + kind] = 1.0
            continue
        gone = not any(v in new_low for v in was)
        anchored = any(a & b for _, a in before for _, b in after)
        state = ("gone" if gone else "kept") + ("-anchored" if anchored else "-loose")
        found[f"tv-{state}:{kind}"] = 1.0
        found["tv-" + state] = 1.0
        if new.change and gone:
            found[f"tv-{state}&change"] = 1.0
    return found


def _attributes(old_text: str, new_text: str) -> dict[str, float]:
    """``attribute-other`` when the two name two different attributes (:func:`two_attributes_named`),
    ``attribute-same`` when they name one."""
    old_heads, new_heads = attribute_nouns(old_text), attribute_nouns(new_text)
    if old_heads & new_heads:
        return {"attribute-same": 1.0}
    if two_attributes_named(old_text, new_text):
        return {"attribute-other": 1.0}
    return {}

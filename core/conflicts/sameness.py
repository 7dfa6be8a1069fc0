"""Whether two statements speak of one attribute, and what changed between them.

The ground :mod:`core.conflicts.compare` stands on: the verdict and its rule names, the keys
of an attribute (a family's wording and a tool's class folded in), denials matched against
the older statement, a value shifted or swapped, and the reason a person reads
(ARCHITECTURE.md §7.3). Values brought to one form and the slots that changed are in
:mod:`core.conflicts.changed_slots`.
"""

from __future__ import annotations

import re
from dataclasses import field
from functools import lru_cache
from itertools import pairwise

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.agreement import agree
from core.conflicts.calendar_words import DAY_MARKS
from core.conflicts.changed_slots import NAME_KINDS, shared_identities, shown_values, slot_groups, slot_kind
from core.conflicts.compiled import compiled
from core.conflicts.frames import subject_words
from core.conflicts.key_noise import value_told_anew
from core.conflicts.lexicon import ROLE_MARKERS
from core.conflicts.statement import WHEN_SLOTS, Denial, Statement
from core.conflicts.value_words import MEASURE_UNITS
from core.model.lean import lean_dataclass
from core.text.tokens import stem

REMOVAL, VALUE_CHANGE, NEGATION = "removal", "value_change", "negation"
_PERSON_FAMILIES = frozenset({"@residence", "@job"})
# Words that say whose fact it is, not which: never enough on their own to share an attribute.
_GROUP_WORDS = frozenset({"team", "famili", "family", "compani", "company", "org"})
# A key may lose this many words in the newer memory ("Kafka" for "the cluster's Kafka").
MAX_DROPPED_KEY_WORDS = 2
_FAMILY_TAGS = frozenset(F.TAGS.values())
_NO_LONGER = {
    "@residence": "is no longer where they live", "@job": "is no longer their job",
    "@name": "is no longer the name", "@licence": "is no longer the licence",
    "@owner": "is no longer the owner",
}


@lean_dataclass(frozen=True)
class Verdict:
    """The statement model's answer on one pair (``rule`` is ``None`` when it found no contradiction)."""

    rule: str | None
    reason: str = ""
    confidence: float = 0.0
    detail: dict = field(default_factory=dict, hash=False)
    related: bool = False
    settled: bool = False


def _closed_up(word: str) -> str:
    """A hyphenated word written as one ("on-call" → the stem of "oncall"); other words unchanged."""
    return stem(word.replace("-", "")) if "-" in word and word.replace("-", "").isalpha() else word


def _word_in(word: str, words: frozenset[str] | set[str]) -> bool:
    """A stem in a set, allowing one to extend the other ("teach" ~ "teacher", "pick" ~ "pickup")."""
    if word in words:
        return True
    if (word.startswith("per-") and word[4:] in words) or f"per-{word}" in words:
        return True  # "the per-file limit" ~ "file uploads are limited": what it is counted by, named
    if "-" in word and not N.hyphenated_name(word) and any(_word_in(part, words) for part in word.split("-")
                                                          if len(part) > 3):
        return True  # "per-request" ~ "request"; not "mapkit-docs" ~ "mapkit"
    if _closed_up(word) in words or any("-" in w and _closed_up(w) == word for w in words):
        return True  # "on-call" ~ "oncall", "e-mail" ~ "email": one word written with a hyphen or without
    if len(word) < 3 or not word.isalpha():
        return False
    # "resized" ~ "sized", "reassigned" ~ "assigned", "unpinned" ~ "pinned": the same attribute (looked up, not
    # walked: compare asks this of every key word of every pair a capture meets)
    if "re" + word in words or "un" + word in words or (word.startswith(("re", "un")) and word[2:] in words):
        return True
    if (word.endswith("s") and word[:-1] in words) or word + "s" in words:
        return True  # "ads" ~ "ad": a plural the stemmer leaves alone
    if len(word) < 4:
        return False
    root = _derivation_root(word)
    if root and any(_derivation_root(w) == root for w in words):
        return True  # "concurrent" ~ "concurrency", "persistent" ~ "persistence"
    if _ain_root(word) in words or (word.endswith("ain") and any(_ain_root(w) == word for w in words)):
        return True  # "retention" ~ "retain", "detention" ~ "detain" (only an "-ain" word is another's root)
    return any(len(w) >= 4 and w.isalpha() and (w.startswith(word) or word.startswith(w)) for w in words)


_DERIVATIONS = ("ency", "ancy", "ence", "ance", "ent", "ant")


def _ain_root(word: str) -> str | None:
    """The verb of an -ention noun ("retention" → "retain"), when it has one."""
    return word[:-6] + "ain" if word.endswith("ention") and len(word) > 7 else None


def _derivation_root(word: str) -> str | None:
    """The root of an -ent/-ency/-ence (-ant/-ancy/-ance) word, when at least five letters are left."""
    if not word.endswith(_DERIVATIONS):
        return None  # most words: one test, not six
    for suffix in _DERIVATIONS:
        if word.endswith(suffix) and len(word) - len(suffix) >= 5:
            return word[:-len(suffix)]
    return None


def _value_in(slot: str, value: str, old: Statement) -> bool:
    """Whether ``old`` holds this value: in a slot of the same kind, or as a name or word."""
    kind = slot_kind(slot)
    for other_slot, values in old.values.items():
        other_kind = slot_kind(other_slot)
        if other_kind == kind or {kind, other_kind} <= {"name", "handle", "quoted", "ident"} \
                or (kind == "name" and other_kind == "owner"):  # "Lena stepped down" / "Lena maintains the plugin"
            if any(agree(kind if kind == other_kind else "name", value, v) for v in values):
                return True
    if kind == "alt" and (stem(value) in old.words or stem(value) in old.key):
        return True  # "not bullets" / "explanations in bullet points": the alternative named as a word
    if kind == "path" and any(v.startswith(value.rstrip("/") + "/") for s, vs in old.values.items()
                              if slot_kind(s) == "path" for v in vs):
        return True  # "no longer read from /etc/hopper" / "read from /etc/hopper/config.yaml": the folder holding it
    if kind == "name" and "-" in value and all(part in old.names for part in value.split("-")):
        return True  # "swapped Docker Desktop for …" / "container runtime: Docker Desktop": one name, read whole or not
    return value in old.names or value in old.words or value in old.key


def denial_hits(denial: Denial, old: Statement, framing: frozenset[str]) -> bool:
    """Whether everything a denial names is asserted by ``old`` (and it names something)."""
    # "… replaces the *old* loyalty pass": beside its replacement, what the newer memory calls the older value, not a
    # word the older memory says; alone ("the old Slack workspace was archived") it sets a former one apart
    former = _FORMER if denial.cue == "replaced" else frozenset()
    words = {w for w in denial.words if w not in framing and w not in W.FILLER_WORDS and w not in former}
    if not words and not denial.values:
        return False
    values = denial.values
    if any(slot_kind(slot) not in WHEN_SLOTS for slot, _ in values):
        # "Noor's last day at Deloitte was Friday": when it ended is not what ended.
        values = tuple((slot, value) for slot, value in values if slot_kind(slot) not in WHEN_SLOTS)
    if not all(_value_in(slot, value, old) or _opening_word(denial, slot, value, old) for slot, value in values):
        return False
    if not all(_word_in(w, old.words | old.key) or _word_in(W.SYNONYMS.get(w, w), old.words | old.key)
               or f"@{w}" in old.key or _family_word(w, old.key)
               or (w in N.LIMIT_WORDS and "@limit" in old.key) or w in _value_heads(old) for w in words):
        return False
    family_tags = denial.tags & _FAMILY_TAGS
    if family_tags and not family_tags <= old.key:
        return False
    named = words | {v for _, v in denial.values}
    if named and named <= old.possessive_only and not denial.possessive:
        # "codegraph's config lives in …" does not assert codegraph; removing it retires nothing.
        return False
    # A lone common word after a bare "not" ("not slow") says too little to retire a fact; after a
    # stop verb ("stopped taking sugar", "no more huddles") it names what went.
    return bool(denial.values) or len(words) >= 2 or bool(family_tags) or (
        denial.cue != "not" and bool(words - W.VALUE_HEADS - W.SCOPE_WORDS))


_FORMER = frozenset(stem(w) for w in "old former previous".split())


def _opening_word(denial: Denial, slot: str, value: str, old: Statement) -> bool:
    """A "name" that is only capitalised because it opens the denial ("*Sprint* reviews are no longer held on
    Fridays"), written in lower case by the older memory ("The sprint review is …"): the same word."""
    return slot == "name" and value.isalpha() and denial.text.lower().startswith(value + " ") \
        and compiled(rf"\b{value}\b").search(old.text) is not None


def _value_heads(statement: Statement) -> frozenset[str]:
    """Nouns written right after a named value ("Slack *messages*", "the Abuja *office*"): the older memory
    names them even where its reading folded them into the value."""
    names = frozenset(v for vs in statement.values.values() for v in vs) | statement.names
    return _heads_after(statement.text, names)


@lru_cache(maxsize=4096)
def _heads_after(text: str, names: frozenset[str]) -> frozenset[str]:
    from core.conflicts.values import tokenize

    return frozenset(b.norm for a, b in pairwise(tokenize(text)) if b.kind == "word"
                     and (a.norm in names or a.low in names))


def _family_word(word: str, key: frozenset[str]) -> bool:
    """Whether a denied word is one of the wordings of a family the older memory's key holds ("no longer
    where the contractor is *based*" / "is based in Kraków": ``@residence``)."""
    return any(word in _FAMILY_STEMS.get(tag, ()) for tag in key if tag.startswith("@"))


_FAMILY_STEMS = {F.TAGS[family]: frozenset(stem(w) for w in words.split())
                 for family, words in F.FAMILY_SEARCH_WORDS.items() if family in F.TAGS}


# A value of these kinds says which family the attribute is in, named or not.
_VALUE_FAMILY = {"licence": "@licence", "role": "@job", "owner": "@owner"}


def _implied(statement: Statement) -> set[str]:
    return {_VALUE_FAMILY[slot_kind(slot)] for slot in statement.values if slot_kind(slot) in _VALUE_FAMILY}


_DISPLAY = frozenset({stem("display")})
# Nouns for any tool, whatever its kind: said beside a tool's name they say what kind of value it is.
_TOOL_NOUNS = frozenset(stem(w) for w in "platform platforms tool tools app apps software client".split())
_SECOND_VALUE_NOUNS = frozenset("alias aliases nickname nicknames handle handles hostname ssid".split())
# Each family's tag ("@name") and the stems of the nouns that name its attribute ("name", "display-name": "nam",
# "display"), which the tag already says.
# Not a noun of a second value beside the first ("alias", "nickname": another name of the thing, not its name), nor
# of a name of another kind ("handle", "hostname", "SSID").
_TAG_NOUNS = {f"@{family}": frozenset(stem(part) for noun in spec["nouns"] if noun not in _SECOND_VALUE_NOUNS
                                      for part in noun.split("-"))
              for family, spec in F.FAMILIES.items()}


def _keys(old: Statement, new: Statement, framing: frozenset[str]) -> tuple[set[str], set[str]]:
    shared_names = shared_identities(old, new)
    values_old = {v for vs in old.values.values() for v in vs}
    values_new = {v for vs in new.values.values() for v in vs}
    # A tool's class stands in for the class noun only when the other memory names the class
    # ("I'm on Chrome" ~ "my browser"): two tools of two classes can still fill one purpose.
    key_old = (set(old.key) | shared_names | _implied(old) | (old.classes & new.key)) - framing \
        - (values_new - shared_names - new.key)
    key_new = (set(new.key) | shared_names | _implied(new) | (new.classes & old.key)) - framing \
        - (values_old - shared_names - old.key)
    # "Slack bot named 'Herald'" / "bot display name changed to 'Scout'": the family's own noun beside its tag ("name"
    # beside "@name") says the attribute the tag already says, not another one.
    # A handle named in either memory keeps "display" ("GitHub handle" / "display name on GitHub": two names).
    kept = _DISPLAY if "handl" in key_old or "handl" in key_new else frozenset()
    for key in (key_old, key_new):
        for tag in [w for w in key if w in _TAG_NOUNS]:
            key -= _TAG_NOUNS[tag] - kept
    # "10 files per request" / "the file limit": what a number counts is a key word too.
    for statement, key in ((old, key_old), (new, key_new)):
        key.update(slot.split(":", 1)[1].split("/")[0] for slot in statement.values
                   if slot.startswith("number:") and len(slot) > len("number:"))
    # "4 cups of coffee" and "one coffee": a count of one thing names the attribute.
    for slot in set(old.values) & set(new.values):
        if (slot.startswith("number:") and len(slot) > len("number:")) or slot.startswith("alt:"):
            key_old.add(slot)
            key_new.add(slot)
    return key_old, key_new


# What is in use now, beside a limit on it: "currently at 7 nodes", "running 5 nodes".
_IN_USE = re.compile(r"\b(?:currently|in use|using|used|running|at the moment|right now|sits at|is at|are at)\b")
# "has used 42 GB of their disk quota", "3 of our 5 seats", "80% of the budget": an amount measured
# against the limit the sentence names after "of", not the limit itself.
# "420 GB of the disk", "3 of our 12 seats": an amount taken of a thing the sentence names after "of".
_USED_OF = re.compile(r"\d[\w.,%]*(?:\s?(?:[kmgt]i?b|%))?\s+of\s+(?:the|their|his|her|my|our|its|your|this|that)\s")
_SHARE_OF_LIMIT = re.compile(
    r"\d[\w.,%]*(?:\s?(?:[kmgt]i?b|%|percent|seats?|slots?|hours?|days?))?\s+(?:out\s+)?of\s+"
    r"(?:(?:the|their|his|her|my|our|its|your|this|that)\s+)?(?:[\w-]+\s+){0,2}?(?:"
    + "|".join(sorted(N.LIMIT_WORDS | {"budget", "allocation", "allotment", "capacity"})) + r")\b")


def _group_holder(statement: Statement) -> bool:
    """Whether the sentence's subject is a group ("*the user's team* is based in Singapore", "*our company* is
    hiring in Lisbon"), not the person; "moved to be near family" names the group only as the reason."""
    return bool(_GROUP_WORDS & set(subject_words(statement.text)))


_DAY_MARKED = re.compile(r"\b(before|after) (" + "|".join(sorted(DAY_MARKS)) + r")\b")


def _day_marked(text: str) -> set[str]:
    """The stems of "before work", "after dinner" in a text: when in the day a routine falls, never a key."""
    low = text.lower()
    if "before" not in low and "after" not in low:
        return set()
    return {stem(w) for found in _DAY_MARKED.finditer(low) for w in found.groups()}


def same_attribute(old: Statement, new: Statement, framing: frozenset[str] = frozenset()) -> tuple[bool, str]:
    """Whether both statements speak of one entity's one attribute, and if not, why."""
    if old.relation != new.relation and not _same_group(old, new):
        return False, "another person"
    old_names = {v for slot, vs in old.values.items() if slot_kind(slot) in NAME_KINDS for v in vs} - new.names
    # "window seat" / "seat pref: aisle": the noun a closed set of alternatives is told with names the attribute.
    old_names -= {form for slot in set(old.values) & set(new.values) if slot.startswith("alt:")
                  for form in (slot.split(":", 1)[1], stem(slot.split(":", 1)[1]))}
    if not new.change and (set(new.key) & old_names):
        # "codename Kestrel" / "Kestrel v2's codename is Osprey": the newer memory is about the
        # older one's value, another thing.
        return False, "about the older value itself"
    if _other_thing_paid_for(old, new):
        return False, "another thing"
    key_old, key_new = _keys(old, new, framing)
    extra_new = {w for w in key_new if not _word_in(w, key_old)}
    extra_old = {w for w in key_old if not _word_in(w, key_new)}
    if "version" in old.values and "version" in new.values and old.names & new.names:
        # "targets iOS 16" / "the minimum iOS": which version of one named thing.
        extra_new -= N.VERSION_QUALIFIERS | {"@minimum", "@limit"}
        extra_old -= N.VERSION_QUALIFIERS | {"@minimum", "@limit"}
    # "the IP", "the endpoint": they name the kind of value, not which thing has it.
    extra_new -= W.VALUE_NOUNS
    extra_old -= W.VALUE_NOUNS
    if old.classes & new.classes:
        # "standup platform: Google Meet" / "field team standup: Zoom": beside two tools of one kind, a noun for
        # any tool names the kind of value, not another thing
        extra_new -= _TOOL_NOUNS
        extra_old -= _TOOL_NOUNS
    # "every morning before work", "after the kids' bedtime": a mark of the day says when, not which thing.
    extra_new -= _day_marked(new.text)
    extra_old -= _day_marked(old.text)
    if key_old & key_new & _PERSON_FAMILIES and _group_holder(old) != _group_holder(new):
        # "The user's team is based in Singapore" / "The user is based in Kuala Lumpur": the group the user
        # belongs to has a home or an employer of its own; the user's is another holder's.
        return False, "another person"
    if key_old & key_new & _PERSON_FAMILIES and new.change:
        # Where someone lives or works is one attribute of that person, however the rest is
        # told ("rents a flat in Leith" / "bought a house in Portobello and moved in").
        # An identifier ("job j9" / "job j29") still names another thing.
        extra_new = {w for w in extra_new if w in W.SCOPE_WORDS or w in W.RELATION_WORDS or w.startswith("@")
                     or any(ch.isdigit() for ch in w)}
        extra_old = {w for w in extra_old if w in W.SCOPE_WORDS or w in W.RELATION_WORDS or w.startswith("@")
                     or any(ch.isdigit() for ch in w)}
    if not key_old and not key_new and new.change and old.classes & new.classes:
        # "We use npm" / "We've moved to pnpm": two tools of one purpose, nothing else said.
        return True, ""
    if not (key_old & key_new) and not (old.families & new.families) and not _class_tags(key_old, key_new):
        return False, "nothing in common"
    if "@residence" in key_old and "@residence" in key_new:
        # "that's home now": for where someone lives, home is the attribute itself, not a scope of it.
        extra_new -= {"hom", "home"}
        extra_old -= {"hom", "home"}
    # A scope the newer memory adds ("staging", "weekends") is another attribute; one it
    # leaves out ("our *mobile* app's minimum Android") is the same one told less exactly.
    # A change said with only a scope left out ("worker replicas: 3 (prod)" / "worker replicas: 8 (autoscaler floor
    # raised)") is the same attribute told less exactly, like a text with no scope at all.
    scope_left_out = new.change and new.scope < old.scope
    if extra_new & W.SCOPE_WORDS or (extra_old & W.SCOPE_WORDS and new.scope and not scope_left_out):
        return False, "another scope"
    if (old.scope ^ new.scope) and (old.scope and new.scope) and not scope_left_out:
        return False, "another scope"
    if _another_group(extra_new, key_old, new.text):
        return False, "another group"  # "the team prefers async" / "the *design* team prefers sync now"
    if new.change and _alternative_changed(old, new):
        # "window seats are requested" / "aisle seats should be booked from now on": a value from
        # one closed set of alternatives names its attribute, however the rest is told.
        return True, ""
    if extra_new and extra_old:
        if not value_told_anew(old, new, key_old, key_new, extra_old, extra_new):
            return False, "another attribute"
        # "stock database on port 5433" / "had the stock database rebound to port 6543 to avoid a clash": the
        # words each holds alone are how and why one typed value moved, and whose it is.
        extra_new, extra_old = set(), set()
    # A light verb ("hosted on", "runs on") is no key word alone, but against another verb
    # ("built with") it says another attribute: where the blog is hosted, not what builds it.
    soft_new = {w for w in new.soft if not _word_in(w, old.soft | key_old)}
    soft_old = {w for w in old.soft if not _word_in(w, new.soft | key_new)}
    if not new.change and ((extra_old and soft_new) or (extra_new and soft_old)):
        return False, "another attribute"
    plain_old, plain_new = {w for w in old.notes if w[0] != "~"}, {w for w in new.notes if w[0] != "~"}
    if plain_old and plain_new and not (plain_old & plain_new):
        return False, "another qualifier"
    old_where, new_where = old.notes | old.scope, new.notes | new.scope
    if old_where and new_where and not (old_where & new_where) and not new.change:
        # "light theme (docs site)" / "dark theme (IDE)": each holds where its bracket says; a change
        # said ("Lisbon now (WET)") is the value moving, its bracket only beside it.
        return False, "another qualifier"
    if old.classes and new.classes and not (old.classes & new.classes) \
            and not ((key_old & key_new) - _GROUP_WORDS - {w for w in key_old if w.startswith("@")}):
        # "My team uses Linear" / "My team uses Slack": a tracker and a chat, two purposes.
        return False, "tools for other purposes"
    if not new.change and (("@limit" in extra_old and "@limit" not in key_new and _IN_USE.search(new.text.lower()))
                           or ("@limit" in extra_new and "@limit" not in key_old
                               and _IN_USE.search(old.text.lower()))):
        # "node pool max 10 nodes" / "node pool currently at 7 nodes": a limit and the amount in use.
        return False, "a limit and an amount"
    if not new.change and "@limit" in key_old and _SHARE_OF_LIMIT.search(new.text.lower()) \
            and not _SHARE_OF_LIMIT.search(old.text.lower()):
        return False, "a limit and an amount"
    if not new.change and _USED_OF.search(new.text.lower()) and _IN_USE.search(new.text.lower()) \
            and not _IN_USE.search(old.text.lower()):
        # "The disk is 500 GB" / "420 GB of the disk is used": an amount of the thing in use, not its size.
        return False, "a limit and an amount"
    if len(extra_new) > 1 or (extra_new and not new.change):
        return False, "a narrower attribute"
    if _narrowed_noun(extra_new, key_old, new.text, old.text):
        return False, "a narrower attribute"  # "retention for logs" / "retention for *audit* logs is set to 365 days"
    if len(extra_old - W.SCOPE_WORDS) > MAX_DROPPED_KEY_WORDS:
        return False, "a broader attribute"
    return True, ""


_GROUP_NOUNS = frozenset("team teams squad squads group groups org orgs department crew".split())
_TEXT_WORDS = re.compile(r"[A-Za-z][\w-]*")


def _another_group(extra_new: set[str], key_old: frozenset[str] | set[str], text: str) -> bool:
    """ "the team" / "the *design* team": a key word the newer memory adds right before a group noun both memories
    name is which group, another one than the older memory's."""
    if not extra_new:
        return False
    words = _TEXT_WORDS.findall(text.lower())
    return any(b in _GROUP_NOUNS and stem(b) in key_old and stem(a) in extra_new and a not in _WHOLE
               for a, b in pairwise(words))


def _narrowed_noun(extra_new: set[str], key_old: frozenset[str] | set[str], text: str, old_text: str) -> bool:
    """ "logs" / "*audit* logs": a word the newer memory adds right before a noun of the older memory's key names a
    narrower kind of that thing. Not a name ("my *Obsidian* vault" names the vault), an exclusive role ("the
    *default* branch"), nor a word the older memory has anywhere ("monthly", "assets" in "nimbus-assets-eu")."""
    if not extra_new:
        return False
    old_words = set(_TEXT_WORDS.findall(old_text.lower().replace("-", " ")))
    words = _TEXT_WORDS.findall(text)
    # the word tests before the stems: most neighbours fail on a capital or a word the older text has
    return any(a.islower() and a not in old_words and a not in _WHOLE and a not in W.CHANGE_WORDS
               and a not in ROLE_MARKERS and stem(a) in extra_new and stem(b.lower()) in key_old
               for a, b in pairwise(words))


# "the whole team", "the entire org": all of the one group, not another.
_WHOLE = frozenset("whole entire full".split())


def _other_thing_paid_for(old: Statement, new: Statement) -> bool:
    """ "$10 a month for my Spotify plan" / "$17 a month for Netflix": an amount for another named thing.

    Only amounts: the older memory says what the amount is for in its key and holds no name value; the
    newer one leaves that out and names another thing as a value.
    """
    if not any(slot_kind(slot) == "money" for slot in old.values) \
            or any(slot_kind(slot) == "name" for slot in old.values):
        return False
    named_old = {w for w in old.key - new.key - new.names if not w.startswith("@") and not _word_in(w, new.words)}
    named_new = {v for slot, vs in new.values.items() if slot_kind(slot) == "name" for v in vs} - old.names - old.words
    return bool(named_old) and bool(named_new)


def _same_group(old: Statement, new: Statement) -> bool:
    """ "The user's team has a budget of 8" / "the budget for the team was cut": one group, named as whose
    fact it is in one memory and elsewhere in the other — not another person."""
    return all(word in new.key for word in old.relation - new.relation) \
        and all(word in old.key for word in new.relation - old.relation)


def _swapped(denial: Denial, old: Statement, new: Statement) -> Verdict | None:
    """A denied value of the older memory with a new value of its kind beside it ("Solarized's out,
    I'm on Catppuccin now", "node: 20 (18 EOL)"): a value change, told as one."""
    if denial.words or not denial.values or len(denial.values) != 1:
        return None
    slot, value = denial.values[0]
    kind = slot_kind(slot)
    held = [s for s in old.values if (slot_kind(s) == kind or {slot_kind(s), kind} <= {"name", "handle"})
            and any(agree(kind if slot_kind(s) == kind else "name", value, v) for v in old.values[s])]
    now = [s for s in new.values if (slot_kind(s) == kind or {slot_kind(s), kind} <= {"name", "handle"})
           and not any(agree(kind if slot_kind(s) == kind else "name", value, v) for v in new.values[s])]
    if not held or not now or value in old.key:
        return None
    key = _key_label(old, new)
    before, after = shown_values(old, held), shown_values(new, now)
    return Verdict(VALUE_CHANGE, f"same attribute ({key}), {before} → {after} ('{denial.cue}')", 0.85,
                   {"key": key, "old_value": before, "new_value": after, "cue": denial.cue})


# Values a shift verb can move: amounts, limits, times and dates — not names ("Slack was changed").
_SHIFTABLE = frozenset({"number", "money", "period", "time", "date", "weekday", "daypart", "quarter", "month"})


def _shifted(old: Statement, new: Statement, framing: frozenset[str],
             restated: frozenset[str] = frozenset()) -> Verdict | None:
    """ "The request body limit was doubled": the newer memory moves the older value, naming no new one.

    ``restated`` are slots the newer memory repeats unchanged ("the *nightly* job's memory limit was
    doubled"): they say which fact, not what moved.
    """
    if not new.shift or not new.change:
        return None
    slots = [s for s in old.values if slot_kind(s) in _SHIFTABLE and s not in restated]
    if not slots or len(slot_groups(slots)) > 1 or not (old.key & new.key):
        return None
    same, _ = same_attribute(old, new, framing)
    if not same:
        return None
    # With no value to compare, the key must be the same on both sides: the newer memory names the
    # older one's whole subject ("Standup" / "Standup was moved"), not a part of it ("Alice has 3 kids"
    # / "Alice moved") nor more ("We keep 30 days of logs" / "Log volume has doubled").
    key_old, key_new = _keys(old, new, framing)
    # A unit of measure ("1 MB") is no part of the subject; a counted noun ("3 kids") is.
    units = {slot.split(":", 1)[1].split("/")[0] for slot in old.values if slot.startswith("number:")} \
        & MEASURE_UNITS
    dropped = [w for w in key_old - W.VALUE_NOUNS - old.soft - set(slots) - units if not _word_in(w, key_new)]
    # One word of the older key may go unsaid when the newer one still names two ("request body limit on the
    # gateway" / "gateway body limit doubled"), never a scope.
    named = {w for w in key_new if w not in _FAMILY_TAGS and w not in ("@limit", "@minimum")}
    if (dropped and (len(dropped) > 1 or len(named) < 2 or dropped[0] in W.SCOPE_WORDS)) \
            or any(not _word_in(w, key_old) for w in key_new - W.VALUE_NOUNS - new.soft):
        return None
    key = _key_label(old, new)
    before = shown_values(old, slots)
    return Verdict(VALUE_CHANGE, f"same attribute ({key}), {before} → {new.shift} (no new value given)", 0.7,
                   {"key": key, "slots": slots, "old_value": before, "new_value": new.shift})


def _key_label(old: Statement, new: Statement) -> str:
    """The attribute as a person reads it: the older memory's key words, else the thing both name."""
    if old.key_text or new.key_text:
        return old.key_text or new.key_text
    shared = shared_identities(old, new)
    names = [w for w in old.shown.get("name", "").split() if stem(w.lower()) in shared or w.lower() in shared]
    if not names and old.classes & new.classes:
        # "npm" / "pnpm": the purpose both tools serve ("package manager").
        cls = sorted(old.classes & new.classes)[0][1:]
        names = [N.TOOL_CLASSES[cls][0].split()[0] if cls in N.TOOL_CLASSES else cls]
    if not names:  # "The site is served from …": the sentence's subject, as written
        subject = set(subject_words(old.text))
        names = [w.strip(".,;:") for w in old.text.split() if stem(w.lower().strip(".,;:")) in subject]
    return " ".join(names) or "the same subject"


def _alternative_changed(old: Statement, new: Statement) -> bool:
    """Whether both hold a value from one set of alternatives and the newer one names another."""
    return any(slot.startswith("alt:") and new.values[slot] - old.values[slot]
               for slot in set(old.values) & set(new.values))


def _class_tags(a: set[str], b: set[str]) -> bool:
    return any(w.startswith("@") for w in a & b)


def _reasserted(old: Statement, new: Statement, framing: frozenset[str]) -> Denial | None:
    """A denial in ``old`` that ``new`` asserts word for word ("doesn't want emojis" → "fine with emojis now")."""
    if new.negated or new.denials or old.values or not old.denials:
        return None
    asserted = {w for w in new.words if not w.startswith("@")} - framing - W.FILLER_WORDS
    for denial in old.denials:
        if denial.cue not in ("not", "no longer"):
            continue
        denied = ({w for w in denial.words} | {v for _, v in denial.values}) - framing - W.FILLER_WORDS
        # One denied word says too little ("not slow"), unless a note's key says what it is about
        # ("pref: no emojis" / "pref: emojis ok now").
        keyed = old.terse and new.terse and old.key and old.key == new.key
        if not denied or (len(denied) < 2 and not keyed):
            continue
        missing = {w for w in denied if not _word_in(w, asserted)}
        extra = {w for w in asserted if not _word_in(w, denied)}
        if not missing and (not extra or (new.change and len(extra) <= 1)):
            return denial
    return None

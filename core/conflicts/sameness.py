"""Whether two statements speak of one attribute, and what changed between them.

The ground :mod:`core.conflicts.compare` stands on: the verdict and its rule names, the keys
of an attribute (a family's wording and a tool's class folded in), denials matched against
the older statement, values brought to one form before they are compared (a count against a
version, a URL against a host, weekdays against a frequency), the slots that changed and the
reason a person reads (ARCHITECTURE.md §7.3).
"""

from __future__ import annotations

import re
from dataclasses import field
from functools import lru_cache
from itertools import pairwise
from urllib.parse import urlsplit

from core.conflicts import families as F
from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.agreement import agree
from core.conflicts.frames import subject_words
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


def _kind(slot: str) -> str:
    return slot.split(":", 1)[0]


def _word_in(word: str, words: frozenset[str] | set[str]) -> bool:
    """A stem in a set, allowing one to extend the other ("teach" ~ "teacher", "pick" ~ "pickup")."""
    if word in words:
        return True
    if (word.startswith("per-") and word[4:] in words) or f"per-{word}" in words:
        return True  # "the per-file limit" ~ "file uploads are limited": what it is counted by, named
    if "-" in word and not N.hyphenated_name(word) and any(_word_in(part, words) for part in word.split("-")
                                                          if len(part) > 3):
        return True  # "per-request" ~ "request"; not "mapkit-docs" ~ "mapkit"
    if len(word) < 3 or not word.isalpha():
        return False
    # "resized" ~ "sized", "reassigned" ~ "assigned", "unpinned" ~ "pinned": the same attribute
    if any(w in ("re" + word, "un" + word) or word in ("re" + w, "un" + w) for w in words):
        return True
    if (word.endswith("s") and word[:-1] in words) or word + "s" in words:
        return True  # "ads" ~ "ad": a plural the stemmer leaves alone
    if len(word) < 4:
        return False
    root = _derivation_root(word)
    if root and any(_derivation_root(w) == root for w in words):
        return True  # "concurrent" ~ "concurrency", "persistent" ~ "persistence"
    if _ain_root(word) in words or any(_ain_root(w) == word for w in words):
        return True  # "retention" ~ "retain", "detention" ~ "detain"
    return any(len(w) >= 4 and w.isalpha() and (w.startswith(word) or word.startswith(w)) for w in words)


_DERIVATIONS = ("ency", "ancy", "ence", "ance", "ent", "ant")


def _ain_root(word: str) -> str | None:
    """The verb of an -ention noun ("retention" → "retain"), when it has one."""
    return word[:-6] + "ain" if word.endswith("ention") and len(word) > 7 else None


def _derivation_root(word: str) -> str | None:
    """The root of an -ent/-ency/-ence (-ant/-ancy/-ance) word, when at least five letters are left."""
    for suffix in _DERIVATIONS:
        if word.endswith(suffix) and len(word) - len(suffix) >= 5:
            return word[:-len(suffix)]
    return None


def _value_in(slot: str, value: str, old: Statement) -> bool:
    """Whether ``old`` holds this value: in a slot of the same kind, or as a name or word."""
    kind = _kind(slot)
    for other_slot, values in old.values.items():
        other_kind = _kind(other_slot)
        if other_kind == kind or {kind, other_kind} <= {"name", "handle", "quoted", "ident"}:
            if any(agree(kind if kind == other_kind else "name", value, v) for v in values):
                return True
    if kind == "alt" and (stem(value) in old.words or stem(value) in old.key):
        return True  # "not bullets" / "explanations in bullet points": the alternative named as a word
    return value in old.names or value in old.words or value in old.key


def denial_hits(denial: Denial, old: Statement, framing: frozenset[str]) -> bool:
    """Whether everything a denial names is asserted by ``old`` (and it names something)."""
    words = {w for w in denial.words if w not in framing and w not in W.FILLER_WORDS}
    if not words and not denial.values:
        return False
    values = denial.values
    if any(_kind(slot) not in WHEN_SLOTS for slot, _ in values):
        # "Noor's last day at Deloitte was Friday": when it ended is not what ended.
        values = tuple((slot, value) for slot, value in values if _kind(slot) not in WHEN_SLOTS)
    if not all(_value_in(slot, value, old) for slot, value in values):
        return False
    if not all(_word_in(w, old.words | old.key) or f"@{w}" in old.key or _family_word(w, old.key)
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
    return {_VALUE_FAMILY[_kind(slot)] for slot in statement.values if _kind(slot) in _VALUE_FAMILY}


_IDENTITY_KINDS = ("host", "url", "handle", "path")


def shared_identities(old: Statement, new: Statement) -> set[str]:
    """Names, hosts, handles and paths both memories mention: they say which thing, not what changed."""
    shared = set(old.names & new.names)
    for slot in set(old.values) & set(new.values):
        if _kind(slot) in _IDENTITY_KINDS:
            shared |= set(old.values[slot]) & set(new.values[slot])
    return shared


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


def same_attribute(old: Statement, new: Statement, framing: frozenset[str] = frozenset()) -> tuple[bool, str]:
    """Whether both statements speak of one entity's one attribute, and if not, why."""
    if old.relation != new.relation and not _same_group(old, new):
        return False, "another person"
    old_names = {v for slot, vs in old.values.items() if _kind(slot) in _NAME_KINDS for v in vs} - new.names
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
    if extra_new & W.SCOPE_WORDS or (extra_old & W.SCOPE_WORDS and new.scope):
        return False, "another scope"
    if (old.scope ^ new.scope) and (old.scope and new.scope):
        return False, "another scope"
    if new.change and _alternative_changed(old, new):
        # "window seats are requested" / "aisle seats should be booked from now on": a value from
        # one closed set of alternatives names its attribute, however the rest is told.
        return True, ""
    if extra_new and extra_old:
        return False, "another attribute"
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
    if len(extra_new) > 1 or (extra_new and not new.change):
        return False, "a narrower attribute"
    if len(extra_old - W.SCOPE_WORDS) > MAX_DROPPED_KEY_WORDS:
        return False, "a broader attribute"
    return True, ""


def _other_thing_paid_for(old: Statement, new: Statement) -> bool:
    """ "$10 a month for my Spotify plan" / "$17 a month for Netflix": an amount for another named thing.

    Only amounts: the older memory says what the amount is for in its key and holds no name value; the
    newer one leaves that out and names another thing as a value.
    """
    if not any(_kind(slot) == "money" for slot in old.values) or any(_kind(slot) == "name" for slot in old.values):
        return False
    named_old = {w for w in old.key - new.key - new.names if not w.startswith("@") and not _word_in(w, new.words)}
    named_new = {v for slot, vs in new.values.items() if _kind(slot) == "name" for v in vs} - old.names - old.words
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
    kind = _kind(slot)
    held = [s for s in old.values if (_kind(s) == kind or {_kind(s), kind} <= {"name", "handle"})
            and any(agree(kind if _kind(s) == kind else "name", value, v) for v in old.values[s])]
    now = [s for s in new.values if (_kind(s) == kind or {_kind(s), kind} <= {"name", "handle"})
           and not any(agree(kind if _kind(s) == kind else "name", value, v) for v in new.values[s])]
    if not held or not now or value in old.key:
        return None
    key = _key_label(old, new)
    before, after = _shown(old, held), _shown(new, now)
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
    slots = [s for s in old.values if _kind(s) in _SHIFTABLE and s not in restated]
    if not slots or len(_groups(slots)) > 1 or not (old.key & new.key):
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
    before = _shown(old, slots)
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


# Slots whose values name the same sort of thing — a tool, a channel, a handle, a person who
# owns something, "email" — compared as one.
_NAMED_SLOTS = ("name", "handle", "alt:contact", "owner")


def _comparable(old: Statement, new: Statement) -> tuple[dict, dict]:
    """The two statements' values, with named slots compared as one when they share none
    ("reported in #ci" / "reported by email": a handle and a channel word)."""
    old_values, new_values = _years_as_counts(dict(old.values), dict(new.values))
    if old.names & new.names:
        _counts_as_versions(old_values, new_values)
    _url_hosts(old_values, new_values)
    for values in (old_values, new_values):
        handles = frozenset(v for v in values.get("name", ()) if v.startswith("@") and len(v) > 1 and "." not in v)
        if handles and "handle" in (old_values.keys() | new_values.keys()):
            # "owner now @jonas" read as a name where the other memory holds a handle: one kind of value.
            values["handle"] = values.get("handle", frozenset()) | handles
            rest = values["name"] - handles
            if rest:
                values["name"] = rest
            else:
                del values["name"]
    _days_as_frequency(old_values, new_values)
    _counts_as_money(old_values, new_values)
    for statement, one, other in ((old, old_values, new_values), (new, new_values, old_values)):
        written = statement.shown.get("number:", "").lower()
        if "period" in other and "period" not in one and re.fullmatch(r"\d+(\.\d+)?\s?m", written):
            # "ttl bumped to 15m" against "5 min": minutes, not fifteen million.
            one["period"] = frozenset({str(int(float(written.rstrip("m ")) * 60))})
            del one["number:"]
    if "@job" in old.key and "@job" in new.key:
        for one, other in ((old_values, new_values), (new_values, old_values)):
            if "alt:employment" in one and "name" not in one and "name" in other and "alt:employment" not in other:
                # "employer: Deloitte" / "employer: freelance": who someone works for, or that no one does.
                one["name"] = one.pop("alt:employment")
    named_old = {s for s in old_values if s in _NAMED_SLOTS}
    named_new = {s for s in new_values if s in _NAMED_SLOTS}
    if not named_old or not named_new or named_old & named_new:
        return old_values, new_values

    def merged(values: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
        out = {slot: vs for slot, vs in values.items() if slot not in _NAMED_SLOTS}
        out["name"] = frozenset(v for slot in _NAMED_SLOTS for v in values.get(slot, ()))
        return out

    return merged(old_values), merged(new_values)


def _years_as_counts(a: dict, b: dict) -> tuple[dict, dict]:
    """A four-digit number read as a year where the other memory holds a plain count ("calorie target is
    2200" / "lowered the calorie target to 1900"): compared as the count it is."""
    def years(values: dict) -> set[str]:
        return {v.split(":", 1)[1] for v in values.get("date", ()) if v.startswith("year:")}

    for one, other in ((a, b), (b, a)):
        if "number:" in other and "date" not in other and "number:" not in one and years(one) \
                and all(v.startswith("year:") for v in one["date"]):
            one["number:"] = frozenset(years(one))
            del one["date"]
    return a, b


def _counts_as_versions(a: dict, b: dict) -> None:
    """A bare number beside a named thing where the other memory gives that thing a version ("iOS 16" /
    "the minimum iOS target is 17"): compared as the version it is."""
    for one, other in ((a, b), (b, a)):
        if "version" in other and "version" not in one and "number:" in one:
            one["version"] = one.pop("number:")


def _counts_as_money(a: dict, b: dict) -> None:
    """A bare amount where the other memory gives the one amount in a currency ("$4,000" / "a 3.5k
    budget"): compared as that money."""
    for one, other in ((a, b), (b, a)):
        money = [s for s in other if _kind(s) == "money"]
        counts = [s for s in one if _kind(s) == "number"]
        if len(money) == 1 and len(counts) == 1 and not any(_kind(s) == "money" for s in one) \
                and not any(_kind(s) == "number" for s in other):
            one[money[0]] = one.pop(counts[0])


def _url_hosts(a: dict, b: dict) -> None:
    """A URL's host and port where the other memory gives a bare host ("http://10.0.3.12:3000" /
    "grafana.internal:443"): the address compared part for part."""
    for one, other in ((a, b), (b, a)):
        if "url" in one and "url" not in other and "host" in other and "host" not in one:
            parts = [urlsplit(u if "//" in u else f"//{u}") for u in one["url"]]
            hosts = frozenset(p.hostname for p in parts if p.hostname)
            if hosts:
                one["host"] = hosts
                del one["url"]
                ports = frozenset(str(p.port) for p in parts if _port(p) is not None)
                if ports and "port" in other and "port" not in one:
                    one["port"] = ports


def _port(parts) -> int | None:
    try:
        return parts.port
    except ValueError:
        return None


_WEEK = 7 * 86400


def _days_as_frequency(a: dict, b: dict) -> None:
    """A set of weekdays where the other memory gives only a frequency ("daily" / "Mondays, Wednesdays and
    Fridays"): so many days a week, compared as a frequency ("weekly" and "on Fridays" agree)."""
    for one, other in ((a, b), (b, a)):
        if "weekday" in one and "period" not in one and "period" in other and "weekday" not in other:
            days = [d for d in one["weekday"] if d in _WEEKDAYS]
            if days and len(days) == len(one["weekday"]):
                one["period"] = frozenset({str(_WEEK // len(days))})
                del one["weekday"]


_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())


def _changed_slots(old: Statement, new: Statement) -> list[str]:
    """The value slots whose values changed between the two statements (siblings and restatements excluded)."""
    shared_names = shared_identities(old, new)
    changed = []
    old_values, new_values = _comparable(old, new)
    for slot in sorted(set(old_values) & set(new_values)):
        kind = _kind(slot)
        o = set(old_values[slot]) - (shared_names if kind in ("name", *_IDENTITY_KINDS) else set())
        n = set(new_values[slot]) - (shared_names if kind in ("name", *_IDENTITY_KINDS) else set())
        if not o or not n:
            continue
        if kind in _NAME_KINDS and _variants(o, n) and not new.change:
            continue  # "acme-web" / "acme-web-legacy": a sibling, not a new value
        if kind == "name" and not new.change and old_values[slot] & new_values[slot]:
            continue  # "Perth (AU)" / "Perth, Western Australia": one value, qualified two ways
        kind = "storage" if slot == "number:mb" else kind
        new_unseen = any(not any(agree(kind, x, y) for y in o) for x in n)
        old_dropped = any(not any(agree(kind, y, x) for x in n) for y in o)
        if new_unseen and old_dropped:
            changed.append(slot)
        elif new_unseen and new.change and kind == "alt" and len(o) == 1 and o < n:
            # "switched to light mode, dark mode strains my eyes": both named, the change says which holds.
            changed.append(slot)
    if "null" in new.values and "null" not in old.values and ("name" in old.values or "role" in old.values):
        changed.append("null")
    counted_old = [s for s in old.values if s.startswith("number:")]
    counted_new = [s for s in new.values if s.startswith("number:")]
    if len(counted_old) == 1 and len(counted_new) == 1 and counted_old != counted_new \
            and "number:" in (counted_old[0], counted_new[0]):
        # "14 people on the team" / "the team shrank to 11": one count, its unit said once.
        a, b = old.values[counted_old[0]], new.values[counted_new[0]]
        if not (a & b) and not any(agree("number", x, y) for x in a for y in b):
            changed.append(counted_new[0] if counted_new[0] != "number:" else counted_old[0])
    return changed


_NAME_KINDS = frozenset({"name", "handle", "path", "quoted", "ident"})


def _variants(old_values: set[str], new_values: set[str]) -> bool:
    """Identifiers where one extends the other ("orders" / "orders_archive", "acme-web" / "acme-web-legacy")."""
    def extends(long_: str, short: str) -> bool:
        return long_.startswith(short) and re.match(r"s?[-_./]\w", long_[len(short):]) is not None

    return any(extends(b, a) or extends(a, b) for a in old_values for b in new_values)


def _value_norms(statement: Statement) -> set[str]:
    return {v for values in statement.values.values() for v in values}


def _identifier(old: Statement, new: Statement, slot: str) -> bool:
    """Whether a changed slot holds identifiers ("logs-prod", "#deploys", "orders_v1"), not tools or people."""
    if _kind(slot) in ("handle", "path", "host", "url"):
        return True
    if _kind(slot) != "name":
        return False
    values = (old.values.get(slot, frozenset()) | new.values.get(slot, frozenset())) - (old.names & new.names)
    return bool(values) and all(("-" in v or "_" in v or "/" in v or any(c.isdigit() for c in v))
                                and v not in N.KNOWN_TOOLS for v in values)


def _later_dated(old: Statement, new: Statement) -> bool:
    """Both notes carry a date and the newer one's is later: a dated log of one state."""
    return old.moment is not None and new.moment is not None and new.moment > old.moment


def _groups(slots: list[str], job: bool = False, schedule: bool = False) -> set[str]:
    """Slots that change together count once: a schedule's day, time and frequency, a title's head and qualifiers,
    and — for someone's job — the title and the employer ("designer, Canva" / "design lead, Figma")."""
    roles = ("role", "rolemod", "name") if job else ("role", "rolemod")
    # "every Friday" / "every other Wednesday now": how often and on which day, moved together by a
    # change, are one schedule (without one, two jobs' schedules are two facts).
    when = WHEN_SLOTS | ({"period"} if schedule and any(_kind(s) in WHEN_SLOTS for s in slots) else set())
    return {"when" if _kind(s) in when else "role" if s in roles else "address" if s in _ADDRESS else s
            for s in slots}


# A host and its port change together: one address.
_ADDRESS = frozenset({"host", "port", "url"})


def _shown(statement: Statement, slots: list[str]) -> str:
    """The values of ``slots`` as the memory wrote them."""
    parts: list[str] = []
    for slot in slots:
        names = (*_NAMED_SLOTS, "alt:employment") if slot == "name" else (slot,)
        parts.extend(statement.shown.get(s, "") or (statement.shown.get("date", "") if s == "number:" else "")
                     or _shown_as(statement, s)
                     for s in names)
    parts = [p for p in dict.fromkeys(parts) if p]
    parts = [p for p in parts if not any(p != q and p in q for q in parts)]  # "host:443" holds "443"
    if len(parts) > 1 and all(_kind(s) in WHEN_SLOTS or _kind(s) == "period" for s in slots):
        # A schedule as written: "Monday morning", not "morning Monday".
        text = statement.text.lower()
        parts.sort(key=lambda p: text.find(p.lower()) if p.lower() in text else len(text))
    return " ".join(parts) or "∅"


# Where a value compared under another slot was written (see :func:`_comparable`).
_SHOWN_AS = {"period": ("weekday", "number:"), "host": ("url",), "port": ("url",), "version": ("number:",),
             "alt:employment": ("alt:employment",)}


def _shown_as(statement: Statement, slot: str) -> str:
    """Where a value compared under ``slot`` was written, when the memory wrote it under another slot."""
    if _kind(slot) == "money":
        return next((statement.shown[s] for s in statement.shown if _kind(s) == "number"), "")
    return next((statement.shown[o] for o in _SHOWN_AS.get(slot, ()) if o in statement.shown), "")


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

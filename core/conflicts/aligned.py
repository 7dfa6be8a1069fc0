"""The aligned paths: an attribute told in other words, and the near misses that look like one.

When the keys of two statements differ only in wording, :func:`_aligned` reads the
sentences' structure (the same anchor, one new value of a single-valued kind, a change
marked); the tests beside it say what makes a pair a near miss instead — another subject,
a region and a place in it, agreeing history, a kin-named package, a purpose beside a
preference (ARCHITECTURE.md §7.3).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.calendar_words import SEASONS
from core.conflicts.changed_slots import NAME_KINDS, slot_groups, slot_kind, slots_changed, value_norms
from core.conflicts.frames import (
    complement,
    lasting,
    proper_names,
    self_in_place,
    self_verb,
    street_address,
    subject_words,
)
from core.conflicts.sameness import VALUE_CHANGE, Verdict, _alternative_changed, _keys, _word_in
from core.conflicts.statement import Statement
from core.text.tokens import stem

# Why a pair's keys differ that an aligned value can still overrule: the attribute told with other
# words ("releases" / "ships"), not another scope, person or thing.
_ALIGNABLE = frozenset({"another attribute", "a narrower attribute", "a broader attribute", "nothing in common"})
# Value kinds a fact holds one of at a time: a second one for the same anchor replaces the first.
_SINGLE_KINDS = frozenset({"time", "weekday", "daypart", "period", "number", "money", "version", "port", "ordinal",
                           "host", "url", "path"})
_NAMED_KINDS = frozenset({"name", "owner", "handle"})
# Words that put a value under a condition or a season ("daily during launches", "weekly otherwise"),
# and words of someone's origin ("born and raised in Graz"), which no later move changes.
_CONDITIONS = frozenset("during otherwise unless except if when whenever while born raised grew".split()) \
    | frozenset(SEASONS)


def _aligned(old: Statement, new: Statement, framing: frozenset[str]) -> bool:
    """Same anchor, a new value of one single-valued kind, the newer memory marking a change: the
    attribute told in other words ("The user releases the app every two weeks" / "now ships it weekly").

    The anchor is a content word, name, tool class or family both memories hold; the words only one
    side has must not name another scope, person or thing (a name, an identifier, a scope word).
    """
    if not new.change or (new.event and not lasting(new)) or old.temporary or old.relation != new.relation \
            or old.list_like or new.list_like:
        return False
    changed = slots_changed(old, new)
    if not changed or len(slot_groups(changed)) > 1:
        return False
    named = [s for s in changed if slot_kind(s) not in _SINGLE_KINDS]
    if named:
        # A name holds one of many values ("speaks French" / "speaks Spanish") unless a memory says
        # it is the only one or both are tools of one purpose; two tools of two purposes are two facts.
        if any(slot_kind(s) not in _NAMED_KINDS for s in named) \
                or not (old.exclusive or new.exclusive or _tools_of_one_class(old, new, named)):
            return False
        if old.classes and new.classes and not old.classes & new.classes:
            return False
    for slot in changed:
        # One value on each side, in the same slot: not a range ("between 2 and 6") nor a count of
        # another unit ("5,000 steps a day" / "a step goal of 10,000").
        if len(_told_in(old, slot)) != 1 or len(_told_in(new, slot)) != 1:
            return False
        if slot_kind(slot) == "number" and sum(1 for s in old.values if slot_kind(s) == "number") > 1:
            return False
    lows = {w.strip(".,;:!?()").lower() for w in f"{old.text} {new.text}".split()}
    if lows & _CONDITIONS:
        return False
    key_old, key_new = _keys(old, new, framing)
    soft = old.soft | new.soft | W.FILLER_WORDS
    # Shared key words, one extending the other allowed ("therapist sessions" / "therapy").
    anchor = {w for w in key_old if _word_in(w, key_new) and w not in soft and not w.startswith(("number:", "alt:"))}
    anchor |= (old.names & new.names) | (old.classes & new.classes) | {f"@{f}" for f in old.families & new.families}
    for one, other in ((old, new), (new, old)):
        if "@residence" in other.key and not one.key and self_in_place(one) and not (one.event or one.temporary):
            anchor.add("@residence")  # "user in Cape Town" / "user moved back to Johannesburg"
    for one, other in ((old, new), (new, old)):
        if "@residence" in other.key and street_address(one) and not one.relation \
                and not (one.key - {"addres", "hous", "hom", "home"}):
            anchor.add("@residence")  # "lives in Leeds" / "the user's new address is 48 Oak Lane"
    if not old.key and not new.key:
        # "The site is served from us-east-1" / "The site is now served out of eu-west-1": nothing but
        # the subject is said of either, and it is the same one.
        anchor |= set(subject_words(old.text)) & set(subject_words(new.text))
    proper = proper_names(old) | proper_names(new)
    verbs = {self_verb(old.text), self_verb(new.text)} - {""}
    if not anchor - framing - proper - verbs:
        # Only the entity in common ("Lena"), or only what the self does ("reads the morning paper" /
        # "now reads the evening news"): which of its attributes is not said.
        return False
    heads_old, heads_new = set(subject_words(old.text)), set(subject_words(new.text))
    if heads_old and heads_new and not any(_word_in(w, heads_old) for w in heads_new):
        return False  # "The kitchen closes at 10pm" / "The pool now closes at 8pm": two subjects
    if _two_subjects(old, new) or _two_purposes(old.text, new.text):
        return False
    verb_old, verb_new = self_verb(old.text), self_verb(new.text)
    if verb_old and verb_new and W.VERB_SENSES.get(verb_old, verb_old) != W.VERB_SENSES.get(verb_new, verb_new):
        return False  # "The user reads 20 books a year" / "now writes 2 books a year": another activity
    old_values = {v for vs in old.values.values() for v in vs}
    if old_values & (new.key | (new.words - value_norms(new))):
        return False  # "The CLI is known as kit" / "The CLI kit was rewritten": about the older value
    extra_new = {w for w in key_new if not _word_in(w, key_old)} - W.VALUE_NOUNS - soft
    extra_old = {w for w in key_old if not _word_in(w, key_new)} - W.VALUE_NOUNS - soft
    if not named and _other_modifier(old.text, new.text, extra_old, extra_new, anchor):
        return False  # "12 engineers on the platform team" / "4 engineers on the data team now": two teams
    if named and {w for w in extra_new if not w.startswith("@")} and {w for w in extra_old if not w.startswith("@")} \
            and not (_tools_of_one_class(old, new, named) and " for " not in f" {old.text} {new.text} "):
        # "the shared drive folder" / "the photos folder": a name of another thing; but two tools of one
        # purpose ("manages Python deps with Poetry" / "switched the Python projects to uv") are one choice,
        # unless each is said to be for something ("Poetry for the API" / "uv for the CLI").
        return False
    return not any(w in W.SCOPE_WORDS or w in W.RELATION_WORDS or w in proper or any(c.isdigit() for c in w)
                   for w in extra_new | extra_old)


def _told_in(statement: Statement, slot: str) -> frozenset[str]:
    """The statement's values in ``slot``; for a count whose unit only the other memory says with the number ("Twelve
    seats" / "the seat count was trimmed to seven"), the bare number of a memory that names the unit as what a count
    noun counts — :func:`slots_changed` compares it as that count. Not a unit named for another measure ("5,000
    steps a day" / "a step goal of 10,000")."""
    values = statement.values.get(slot, frozenset())
    unit = slot[len("number:"):].split("/")[0] if slot.startswith("number:") else ""
    if not values and unit and [s for s in statement.values if s.startswith("number:")] == ["number:"] \
            and unit in statement.key and statement.key & _COUNT_NOUNS:
        return statement.values["number:"]
    return values


# Nouns that make the word before them what a number counts: "the seat count", "the headcount", "the total".
_COUNT_NOUNS = frozenset("count number total headcount tally".split())


_WORD = re.compile(r"[a-z][\w-]*")


def _other_modifier(old_text: str, new_text: str, extra_old: set[str], extra_new: set[str], anchor: set[str]) -> bool:
    """Whether each memory puts its own word right before one shared noun ("the *platform* team" / "the *data* team",
    "*application* logs" / "*audit* logs"): two things of one kind, each with its own amount."""
    if not extra_old or not extra_new:
        return False

    def heads(text: str, extra: set[str]) -> set[str]:
        # A noun after a modifier: not a verb's participle before a preposition ("expired after", "killed after").
        words = _WORD.findall(text.lower())
        return {stem(b) for a, b in pairwise(words) if not a.endswith(("ed", "ing")) and b not in W.STOP_WORDS
                and stem(a) in extra and stem(b) in anchor}

    return bool(heads(old_text, extra_old) & heads(new_text, extra_new))


# "… is used for the catalog service" / "… for the new reviews service": what the value is for.
_PURPOSE = re.compile(r"\bfor (?:(?:the|our|a|an|its|their|my|your)\s+)?(?:(?:new|old|main|other)\s+)?([a-z][\w-]*)")


def _two_purposes(old_text: str, new_text: str) -> bool:
    """Whether each memory says what its value is for and the two purposes share no word: the version
    of one database for two services ("MongoDB 6.0 … for the catalog service" / "… 7.0 … for the new
    reviews service") is two facts."""
    purposes_old = {stem(w) for w in _PURPOSE.findall(old_text.lower())} - W.STOP_WORDS
    purposes_new = {stem(w) for w in _PURPOSE.findall(new_text.lower())} - W.STOP_WORDS
    return bool(purposes_old) and bool(purposes_new) and not purposes_old & purposes_new


# Heads of a region's name ("the Bay Area", "the Central Valley", "the Gold Coast"): broader than a town.
_REGION_HEADS = frozenset("area region county valley coast metro peninsula province state countryside "
                          "suburbs midlands highlands lowlands riviera".split())
# Regions named by a compass point alone ("the Midwest", "the Pacific Northwest"'s last word).
_REGION_NAMES = frozenset("midwest northeast northwest southeast southwest pacific-northwest new-england".split())


def _a_region(old: Statement, new: Statement, changed: list[str]) -> bool:
    values = [v for s in changed for v in old.values.get(s, frozenset()) | new.values.get(s, frozenset())]
    return any((v.rsplit("-", 1)[-1] in _REGION_HEADS and "-" in v) or v in _REGION_NAMES for v in values)


_AGREEING_HISTORY = re.compile(r"\b(?:back when|even when|even before|even back|ever since|always has|always had"
                               r"|has always|have always|had always|still|as usual|as always|as ever)\b")


def _kin_named(old: Statement, new: Statement) -> bool:
    """Whether one memory names a thing the other does not, built on the other's name ("react" /
    "react-router", "django" / "django-rest-framework"): another member of one family."""
    def names(statement: Statement) -> set[str]:
        return {v for slot, vs in statement.values.items() if slot_kind(slot) in NAME_KINDS for v in vs}

    only_new, only_old = names(new) - old.names, names(old) - new.names
    kin = {o for o in old.names for n in only_new if n.startswith(o + "-")} \
        | {n for n in new.names for o in only_old if o.startswith(n + "-")}
    return bool(kin)


# "… in Terraform", "… in the Rails app": the thing a version's owner sits in, not the owner.
_CONTAINER = re.compile(r"\b(?:in|inside|within)\s+((?:the|our|its|their)\s+)?([\w.+#-]+(?:\s+[\w.+#-]+)?)")


def _owners(statement: Statement) -> set[str]:
    """The names a statement tells a version of: its names, less those only said to hold the thing."""
    held = {stem(w) for found in _CONTAINER.finditer(statement.text.lower()) for w in found.group(2).split()}
    # "spring-boot" and "Spring Boot" (read as "spr", "boot") name one thing: compare by parts.
    return {part for name in statement.names - held for part in (name, *map(stem, name.split("-")))}


def _another_things_version(old: Statement, new: Statement) -> bool:
    """Whether each memory tells the version of a different named thing: "uses Java 17" / "Gradle moved to
    8.5", "on Rails 7.1" / "Ruby was bumped to 3.3 in the Rails app", "Terraform 1.6" / "the AWS provider
    to 5.40 in Terraform". Each names its own thing; neither names the other's."""
    owners_old, owners_new = _owners(old), _owners(new)
    return bool(owners_old) and bool(owners_new) and not (owners_old & owners_new)


def _same_typed(old: Statement, new: Statement) -> bool:
    """Whether two memories whose only change is a name either agree on a typed value (a version, a
    port) or hold typed values of no common kind — then the name says nothing that replaced the other."""
    typed_old = {s for s in old.values if slot_kind(s) not in NAME_KINDS and slot_kind(s) not in ("alt", "null")}
    typed_new = {s for s in new.values if slot_kind(s) not in NAME_KINDS and slot_kind(s) not in ("alt", "null")}
    if not typed_old or not typed_new:
        return False
    shared = typed_old & typed_new
    if not shared:
        return not ({slot_kind(s) for s in typed_old} & {slot_kind(s) for s in typed_new})
    return all(old.values[s] == new.values[s] for s in shared) and "version" in shared


def _two_subjects(old: Statement, new: Statement) -> bool:
    """ "Session tokens" / "Refresh tokens": one head noun, each subject with a qualifier the other lacks."""
    subject_old, subject_new = subject_words(old.text), subject_words(new.text)
    mods_old, mods_new = set(subject_old[:-1]), set(subject_new[:-1])
    return any(w not in subject_new for w in mods_old) and any(w not in subject_old for w in mods_new)


def _tools_of_one_class(old: Statement, new: Statement, slots: list[str]) -> bool:
    """Whether the changed names are known tools of one class on both sides ("Poetry" / "uv")."""
    def classes(statement: Statement) -> set[str]:
        written = {w.lower() for s in slots for w in statement.shown.get(s, "").split()}
        return {N.TOOL_CLASS_OF[v] for v in written | {v for s in slots for v in statement.values.get(s, ())}
                if v in N.TOOL_CLASS_OF}

    return bool(classes(old) & classes(new))


def _complement_changed(old: Statement, new: Statement) -> Verdict | None:
    """One subject, one word said to be its value on each side, and the newer marks a change ("The wifi
    password is hunter2" / "The wifi password got changed to correcthorse")."""
    if not new.change or old.negated or new.negated or new.denials:
        return None
    b = complement(new.text)  # the newcomer's first: one reading per capture, not one per candidate
    if b is None:
        return None
    a = complement(old.text)
    if a is None or a[1] == b[1]:
        return None
    (subject_old, value_old, shown_old), (subject_new, value_new, shown_new) = a, b
    # The newer subject may leave a word of the older out ("the repo's default branch" / "default branch"),
    # never add one; a subject of one word says too little about which attribute a plain word fills
    # ("The API is slow" / "The API is public now"), unless the values are identifiers.
    if not set(subject_new) <= set(subject_old) or len(set(subject_old) - set(subject_new)) > 1:
        return None
    identifiers = all(any(c.isdigit() or c in "-_." for c in v) for v in (value_old, value_new))
    if len(set(subject_new)) < 2 and not identifiers:
        return None
    if _word_in(value_old, set(subject_new)) or _word_in(value_new, set(subject_old)):
        return None
    if shown_old.lower().endswith("ed") != shown_new.lower().endswith("ed"):
        return None  # "is protected" / "is main now": a state and a name say two things
    key = " ".join(w.strip(".,;:") for w in old.text.split()
                   if stem(w.lower().strip(".,;:'s")) in set(subject_new)) or "subject"
    return Verdict(VALUE_CHANGE, f"same attribute ({key}), {shown_old} → {shown_new}", 0.75,
                   {"key": key, "old_value": shown_old, "new_value": shown_new})


# Words a newer sentence adds to say it changed, left out when two sentences are laid side by side.
_SWAP_IGNORED = frozenset("now again anymore these days nowadays".split())


def _modifier_swapped(old: Statement, new: Statement) -> Verdict | None:
    """ "Staging is deployed from the develop branch" / "Staging is now deployed from the release branch":
    word for word the same sentence but for the one word before the same noun, the newer marking a change.

    Only sentences with no typed value (those are compared as values) and where the swapped word is not
    in the subject, a name or a person: "the api service" / "the web service" as a subject is another
    thing, not a new value.
    """
    if not new.change or old.values or new.values or old.negated or new.negated or new.denials:
        return None
    a, b = _swap_words(old.text), _swap_words(new.text)
    if len(a) != len(b) or len(a) < 4:
        return None
    differ = [i for i, (x, y) in enumerate(zip(a, b)) if x.norm != y.norm]
    if len(differ) != 1:
        return None
    i = differ[0]
    x, y = a[i], b[i]
    if i + 1 >= len(a) or a[i + 1].norm != b[i + 1].norm or a[i + 1].low in W.STOP_WORDS:
        return None  # the swapped word must qualify the same noun ("develop *branch*")
    if x.cap or y.cap or x.low in W.STOP_WORDS or y.low in W.STOP_WORDS or {x.norm, y.norm} & (
            W.RELATION_WORDS | W.CHANGE_WORDS):
        return None
    if x.norm in subject_words(old.text) or y.norm in subject_words(new.text):
        return None
    head = a[i + 1].surface
    return Verdict(VALUE_CHANGE, f"same attribute ({head}), {x.surface} {head} → {y.surface} {head}", 0.7,
                   {"key": head, "old_value": x.surface, "new_value": y.surface})


@lru_cache(maxsize=4096)
def _swap_words(text: str) -> tuple:
    """A sentence's words, the ones that only say it changed left out (for :func:`_modifier_swapped`)."""
    from core.conflicts.values import tokenize

    return tuple(t for t in tokenize(text) if t.kind == "word" and t.low not in _SWAP_IGNORED
                 and t.norm not in _SWAP_IGNORED)


def _alternative_for_a_purpose(old: Statement, new: Statement, framing: frozenset[str]) -> bool:
    """ "The user prefers squash merges" / "The user prefers rebase merges to keep individual commits": one
    preference between alternatives; the words only the newer memory has all come in its purpose ("to …")."""
    if "want" not in old.key or "want" not in new.key or not _alternative_changed(old, new):
        return False
    key_old, key_new = _keys(old, new, framing)
    if any(not _word_in(w, key_new) for w in key_old):
        return False
    extra = {w for w in key_new if not _word_in(w, key_old)} - W.VALUE_NOUNS - new.soft
    lows = new.text.lower().split()
    if "to" not in lows:
        return False
    purpose = {stem(w.strip(".,;:")) for w in lows[lows.index("to") + 1:]}
    return bool(extra) and extra <= purpose

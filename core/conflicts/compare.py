"""Comparing two statements: does the newer one make the older one no longer true?

Three ways it can, in order:

1. **It denies or stops what the older one asserts** — every word and value of what it
   says is gone ("CircleCI retired", "left Shopify", "no longer lives in Toronto", ", not
   Santiago") is in the older memory. Rule ``removal``.
2. **It gives the older value as the previous one** — "from Bangalore to Hyderabad",
   "X → Y", "(was 6.2)", "swapped Jira for Linear", "Sentry was replaced by Rollbar".
   Rule ``value_change``.
3. **Same attribute, another value** — the keys match (the same entity and attribute,
   once a family's wording and a tool's class are folded in; a new scope qualifier,
   another person or another thing is another attribute) and one group of values
   changed (a schedule's day and time move together; two unrelated values changing at
   once are two facts). Rule ``value_change``.

What never counts: a hedged or planned newer memory, additive wording, a temporary or
one-off event, a newer memory that only speaks of the past, an older memory that is
itself a denial or history. Each verdict carries a reason a person can check at a
glance: ``same attribute (production Redis version), 6 → 7.2`` or ``the newer memory
says CircleCI is no longer used``.
"""

from __future__ import annotations

import re

from core.conflicts import families as F
from core.conflicts import wording as W
from core.conflicts.address_change import _still_held
from core.conflicts.addresses import _GENERIC
from core.conflicts.aligned import (
    _AGREEING_HISTORY,
    _ALIGNABLE,
    _a_region,
    _aligned,
    _alternative_for_a_purpose,
    _another_things_version,
    _complement_changed,
    _kin_named,
    _modifier_swapped,
    _same_typed,
)
from core.conflicts.changed_slots import (
    NAME_KINDS,
    _identifier,
    _later_dated,
    shown_values,
    slot_groups,
    slot_kind,
    slots_changed,
    value_norms,
)
from core.conflicts.clause_kinds import _WEEKDAY
from core.conflicts.employer_short import employer_in_short
from core.conflicts.frames import one_day
from core.conflicts.key_noise import change_told
from core.conflicts.mail_swap import another_mailbox
from core.conflicts.named_values import CLASS_NOUNS
from core.conflicts.other_thing import another_thing_named, other_purposes, two_preferences
from core.conflicts.sameness import (
    _FAMILY_TAGS,
    _NO_LONGER,
    NEGATION,
    REMOVAL,
    VALUE_CHANGE,
    Verdict,
    _key_label,
    _reasserted,
    _same_group,
    _shifted,
    _swapped,
    _value_in,
    denial_hits,
    same_attribute,
)
from core.conflicts.statement import Denial, Statement
from core.conflicts.still_held import owner_still_acting
from core.conflicts.two_subjects import two_subjects
from core.text.tokens import stem

__all__ = ["NEGATION", "REMOVAL", "VALUE_CHANGE", "Verdict", "compare", "denial_hits", "same_attribute"]


# Remembered per pair: the rules ask first, the learned reader asks again for the pairs they leave
# open (statements are frozen and read once per text, so a pair's verdict never changes). Keyed by the
# statements' identity, not their hash: hashing a statement digests its thirty fields on every call (~3 % of
# a compared pair), and one text has one statement object (:func:`core.conflicts.statement.read`), so an
# equal statement is the same one. The value holds both statements, so neither id can be reused while
# their entry is kept, and is checked by identity all the same.
_VERDICTS: dict[tuple[int, int, frozenset[str]], tuple[Statement, Statement, Verdict]] = {}
_VERDICTS_KEPT = 4096


def compare(old: Statement, new: Statement, framing: frozenset[str] = frozenset()) -> Verdict:
    """Whether ``new`` (the newer memory) contradicts ``old``; see the module doc."""
    key = (id(old), id(new), framing)
    kept = _VERDICTS.get(key)
    if kept is not None and kept[0] is old and kept[1] is new:
        return kept[2]
    verdict = _compare(old, new, framing)
    if len(_VERDICTS) >= _VERDICTS_KEPT:
        _VERDICTS.clear()  # a bound, not a policy: a capture's pairs fill it again
    _VERDICTS[key] = (old, new, verdict)
    return verdict


def _forget_verdicts() -> None:
    _VERDICTS.clear()


compare.cache_clear = _forget_verdicts  # type: ignore[attr-defined]  # as the lru_cache it replaced answered


# A thing put away but kept as it is: its licence stays with it.
_KEPT_AS_IS = re.compile(r"\b(?:archiv\w*|frozen|froze|mothballed|read-only)\b")


def _compare(old: Statement, new: Statement, framing: frozenset[str]) -> Verdict:
    """:func:`compare`, uncached."""
    if new.hedged or old.hedged or old.past_only:
        return Verdict(None)
    if old.negated:
        denial = None if new.temporary else _reasserted(old, new, framing)
        if denial is not None:
            return Verdict(NEGATION, f"the older memory denied '{denial.text}'; the newer one asserts it", 0.75,
                           {"denied": denial.text})
        return Verdict(None)
    if new.temporary:
        return Verdict(None, related=True)
    for denial in new.denials:
        if denial_hits(denial, old, framing) and not two_subjects(old, new) \
                and not _holder_of_another(denial, old, new) and not _contrast_of_an_added_thing(denial, new):
            swapped = _swapped(denial, old, new)
            if swapped is not None:
                return swapped
            phrase = next((_NO_LONGER[t] for t in sorted(old.key & _FAMILY_TAGS) if t in _NO_LONGER), None)
            subject = denial.text
            named = set(denial.words) | {v for _, v in denial.values}
            if "@licence" in old.key and _KEPT_AS_IS.search(denial.cue) and not named & value_norms(old):
                continue  # "the repo was archived": the thing kept read-only under the licence it had, not relicensed
            if phrase == _NO_LONGER["@owner"] and not named & value_norms(old):
                # "drone sold to the coastguard" after "… owned by the geophysics group": the thing owned went, not
                # its owner
                owner = "the user" if "@self" in old.values.get("owner", ()) else old.shown.get("owner")
                phrase = f"is no longer {owner}'s" if owner else "has changed hands"
            if phrase is None and named <= (set(old.key) | old.names) - value_norms(old):
                phrase = "is gone"  # the thing the older memory is about, not its value
            if phrase is None and (old.classes or any(w.startswith("@") for w in old.key - _FAMILY_TAGS)):
                phrase = "is no longer used"
            if phrase is None:
                subject, phrase = f"'{denial.text}'", "no longer holds"
            return Verdict(REMOVAL, f"the newer memory says {subject} {phrase} ('{denial.cue}')", 0.85,
                           {"denied": denial.text, "cue": denial.cue})
    # The newer memory tells of a person in someone's life the older one never named: their move, not its value.
    someone_else = bool(new.relation - old.relation) and not _same_group(old, new)
    for slot, value, surface in new.prior:
        # The older memory's own name given as the one before ("rebranded from Brightloop to …") says which thing
        # the newer memory is about, whatever noun each opens with ("The user's startup" / "The user's company").
        own_name = slot_kind(slot) in NAME_KINDS and value in old.names
        if _value_in(slot, value, old) and not someone_else and not _holder_only(value, old, new, framing) \
                and (own_name or not two_subjects(old, new)) and not _older_holds_the_newer(old, new) \
                and not another_mailbox(value, old.text, new.text) and not _another_thing_held(slot, value, old, new):
            now = [s for s in new.values
                   if slot_kind(s) == slot_kind(slot) or {slot_kind(s), slot_kind(slot)} <= {"name", "handle"}]
            shown_new = shown_values(new, now) if now else "∅"
            key = _key_label(old, new)
            if value not in value_norms(old):
                # "The user's project is now called …": the word before "now called" is what the older memory is
                # about ("project"), not its value; the reason shows the older memory's own name ("Hangeul Sprint")
                was = [s for s in old.values if s in now or {slot_kind(s), slot_kind(slot)} <= {"name", "handle"}]
                surface = shown_values(old, was) if was else surface
            return Verdict(VALUE_CHANGE, f"same attribute ({key}), {surface} → {shown_new}", 0.85,
                           {"old_value": surface, "new_value": shown_new, "key": key})
    arrowed = None if someone_else or new.prior else _arrowed_from_older(old, new)
    if arrowed is not None:
        key = _key_label(old, new)
        return Verdict(VALUE_CHANGE, f"same attribute ({key}), {arrowed[0]} → {arrowed[1]}", 0.85,
                       {"old_value": arrowed[0], "new_value": arrowed[1], "key": key})
    named_priors = [value for slot, value, _ in new.prior if slot_kind(slot) in NAME_KINDS]
    if named_priors and old.prior and not any(_value_in("name", value, old) for value in named_priors) \
            and not any(_value_in(slot, value, new) for slot, value, _ in old.prior):
        # "renamed #dev to #engineering" / "renamed #random to #watercooler": two things renamed.
        return Verdict(None, related=True)
    if new.past_only or new.adds_to(old) or (new.event and not new.change):
        return Verdict(None, related=bool(old.key & new.key), settled=bool(old.values))
    if not new.values:
        shifted = _shifted(old, new, framing)
        if shifted is not None:
            return shifted
        told = _complement_changed(old, new) or _modifier_swapped(old, new)
        if told is not None:
            return told
        return Verdict(None, related=bool(old.key & new.key))
    restated = frozenset(slot for slot, values in new.values.items() if old.values.get(slot) == values)
    if new.shift and restated == set(new.values):
        shifted = _shifted(old, new, framing, restated)
        if shifted is not None:
            return shifted
    if new.event and one_day(new):
        # "standup ran late, started 09:25 today": what happened on one day, not the standing time.
        return Verdict(None, related=True, settled=True)
    same, why = same_attribute(old, new, framing)
    if not same and why in _ALIGNABLE and _aligned(old, new, framing):
        same = True
    if not same and why == "a narrower attribute" and _alternative_for_a_purpose(old, new, framing):
        same = True
    if not same and why in _ALIGNABLE:
        told = _complement_changed(old, new) or _modifier_swapped(old, new)
        if told is not None:
            return told
    if same and (another_thing_named(old, new, framing) or other_purposes(old, new) or two_subjects(old, new)
                 or _the_other_one(old, new) or _another_companion(old, new)):
        return Verdict(None, related=True)
    if not same:
        return Verdict(None, related=bool(old.key & new.key), settled=why in ("another scope", "another person"))
    changed = slots_changed(old, new)
    if not changed:
        common = set(old.values) & set(new.values)
        return Verdict(None, related=True, settled=bool(common))
    marked = new.change
    if _restated_beside_another(old, new, changed) or _role_note_detail(old, new, changed) \
            or _another_action(old, new, changed) or _limit_and_its_counterpart(old, new) \
            or (changed == ["name"] and not marked and _initials_of(old, new)) \
            or employer_in_short(old, new, changed):
        return Verdict(None, related=True, settled=True)
    if _kept_with_an_exception(old, new, changed):
        # "prefers dark mode in every editor" / "… in every editor, but switches to light when presenting": the
        # older value kept, the other one only under a condition — an exception beside it, not a change.
        return Verdict(None, related=True, settled=True)
    if _licence_agrees(old, new, changed):
        # "project license: MIT, per LICENSE" / "project license: MIT (SPDX id MIT), © Acme 2024": the licence is the
        # attribute and it is the same; the names beside it (a file, a holder of the copyright) are not its value.
        return Verdict(None, related=True, settled=True)
    if _two_environments(old, new, changed):
        # "db name: app_prod on prod host" / "db name: app_staging on staging host": two environments' values.
        return Verdict(None, related=True, settled=True)
    if two_preferences(old, new, changed) or _older_still_held(old, new, changed) or owner_still_acting(old, new):
        return Verdict(None, related=True, settled=True)
    if not marked and not new.denials and not _ARROW.search(new.text) \
            and all(old.values.get(s) and old.values[s] <= new.key for s in changed):
        # "db name: analytics_prod" / "db analytics_prod = prod; analytics_stg = staging": the older value is
        # what the newer note is about, still there, with another one beside it.
        return Verdict(None, related=True, settled=True)
    if not marked and _older_value_glossed(old, new, changed):
        # "maintained by Beatriz" / "maintained by Bea (Beatriz Souza)": the older value given again beside the
        # newer one, in its bracket — one holder named two ways, not another one.
        return Verdict(None, related=True, settled=True)
    if "daypart" in changed and _two_dayparts_named(old, new):
        # "evening news: 18:00" / "morning news slot 07:00": each part of the day names its own programme
        return Verdict(None, related=True, settled=True)
    if _narrower_occasion(old, new):
        # "Standup is at 9:30" / "Friday standup is at 10:00": Friday's standup, not a new standing time.
        return Verdict(None, related=True, settled=True)
    if changed == ["name"] and not marked and _same_typed(old, new):
        # "Ubuntu 22.04" / "Jammy (22.04)": the version says it is one thing, named two ways; and
        # "max 5 attempts" / "backoff base 200ms": two settings of one policy, neither value shared.
        return Verdict(None, related=True, settled=True)
    if not marked and ((new.past_event and not change_told(new.text)) or old.list_like or new.list_like):
        # "We deployed v2.3" / "We deployed v2.4"; "todo: A" / "todo: B": events and lists add; "lifted the cap to
        # $120" carries the value to its new place.
        return Verdict(None, related=True, settled=True)
    if not marked and all(slot_kind(s) in NAME_KINDS for s in changed) and not (old.exclusive or new.exclusive):
        # "speaks French" / "speaks Spanish": one of many values, nothing says it replaced the other.
        return Verdict(None, related=True, settled=True)
    if not marked and (old.type_key or new.type_key) and all(_identifier(old, new, s) for s in changed) \
            and not (_later_dated(old, new) and old.key == new.key):
        # "bucket: logs-prod" / "bucket: logs-eu": two buckets, unless a note says one was renamed — or a
        # dated log of one key tells one value after another ("Feb 3 — bot account: acme-bot" / "Feb 27 — …").
        return Verdict(None, related=True, settled=True)
    if not marked and old.type_key and new.type_key and all(slot_kind(s) in NAME_KINDS for s in changed) \
            and any(old.values[s] == new.values.get(s) for s in old.values if s not in changed):
        # "cron: cache purge every 15m" / "cron: session cleanup every 15m": the key names a kind of thing, the
        # names are two of them, and the setting they share is told again: two things alike, not one renamed.
        return Verdict(None, related=True, settled=True)
    if not marked and _address_told_more_exactly(old, new, changed):
        # "served from cdn.acme.com" / "served from cdn.acme.com/static": one place, the newer told to its path.
        return Verdict(None, related=True, settled=True)
    if not marked and all(slot_kind(s) == "name" for s in changed) and _a_region(old, new, changed):
        # "lives in the Bay Area" / "lives in Oakland": a region and a place that may lie in it, one
        # told more exactly; nothing says the user moved.
        return Verdict(None, related=True, settled=True)
    if all(old.values.get(s) and old.values[s] <= new.values.get(s, frozenset()) for s in changed) \
            and _AGREEING_HISTORY.search(new.text.lower()):
        # "Light theme was preferred even back when the team defaulted to dark": the newer memory keeps
        # the older value and says how long it has held; the other value is someone else's, or earlier.
        return Verdict(None, related=True, settled=True)
    if any(slot_kind(s) in ("version", "number") for s in changed) and _kin_named(old, new):
        # "React app on React 18" / "uses react-router 6": the version of another package of one family.
        return Verdict(None, related=True, settled=True)
    if not marked and "@residence" in old.key & new.key \
            and all(old.values.get(s) and old.values[s] <= new.values.get(s, frozenset()) for s in changed):
        # "based in NYC" / "lives in Brooklyn, New York City": the older place named again around a narrower one.
        return Verdict(None, related=True, settled=True)
    if _version_before_the_upgrade(old, new, changed):
        # "uses Go 1.22" / "hit a bug in Go 1.21 last year that forced the upgrade": the version left behind.
        return Verdict(None, related=True, settled=True)
    if any(slot_kind(s) == "version" for s in changed) and _another_things_version(old, new):
        # "uses Java 17" / "Gradle moved to 8.5": the version of another named thing, not a new one of it.
        return Verdict(None, related=True, settled=True)
    if len(slot_groups(changed, job="@job" in old.key and "@job" in new.key,
                   schedule=new.change and not new.event and not new.temporary)) > 1:
        return Verdict(None, related=True)
    key = _key_label(old, new)
    if any(slot_kind(s) == "version" for s in changed) and "version" not in key.lower():
        key += " version"
    shown_slots = changed
    if "role" in changed:  # a title as written: "design lead, Figma", not "Figma lead"
        shown_slots = ["rolemod", "role"] + [s for s in changed if s not in ("role", "rolemod")]
    before, after = shown_values(old, shown_slots), shown_values(new, shown_slots)
    if before != "∅" and after != before and all(slot_kind(s) == "alt" for s in changed):
        # "switched to light mode, dark mode strains my eyes": show what the newer one chose.
        kept = [w for w in after.split() if w.lower() not in before.lower().split()]
        after = " ".join(kept) or after
    return Verdict(VALUE_CHANGE, f"same attribute ({key}), {before} → {after}", 0.8,
                   {"key": key, "slots": changed, "old_value": before, "new_value": after})


_ARROW = re.compile(r"->|→|=>")
# "oslo -> bergen", "renamed master -> main": one word before an arrow, one after.
_ARROWED = re.compile(r"([\w][\w.+-]*)\s*(?:->|→|=>)\s*([\w][\w.+-]*)")


def _arrowed_from_older(old: Statement, new: Statement) -> tuple[str, str] | None:
    """The older memory's own value written before an arrow in the newer one, another value after it ("loc: user
    in Oslo" / "loc update: oslo -> bergen", "employer: Atlassian" / "employer updated: atlassian -> canva"),
    where the two share a key word: the older value given as the one before, whatever its case."""
    if not old.key & new.key:
        return None
    values = {v.lower() for vs in old.values.values() for v in vs} | {n.lower() for n in old.names}
    low_old = old.text.lower()
    for found in _ARROWED.finditer(new.text):
        was, now = found.group(1), found.group(2)
        if was.lower() in values and now.lower() != was.lower() and now.lower() not in low_old:
            return was, now
    return None
_FROM_TO = re.compile(r"\bfrom [\w' -]+? to ([\w.'’-]+(?: [\w.'’-]+)*?)"
                      r"(?= at | in | on | last | this |[,;()]|\.?$|\. )")


_UPGRADE = re.compile(r"\b(?:the|an|that|this|forced|prompted|needed|required)\s+(?:\w+\s+)?upgrade\b")
_TO_VERSION = re.compile(r"\bto\s+(?:[a-z][\w.-]*\s+)?v?\d")


def _version_tuple(value: str) -> tuple[int, ...] | None:
    parts = value.lstrip("v").split(".")
    return tuple(int(p) for p in parts) if all(p.isdigit() for p in parts) else None


def _version_before_the_upgrade(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Whether the newer memory's version is older than the older memory's and the newer one names an upgrade as a
    thing that happened ("a bug in Go 1.21 forced the upgrade"), not a version it went to: the one upgraded from."""
    if changed != ["version"] or not _UPGRADE.search(new.text.lower()) or _TO_VERSION.search(new.text.lower()):
        return False
    olds = [_version_tuple(v) for v in old.values.get("version", ())]
    news = [_version_tuple(v) for v in new.values.get("version", ())]
    if not olds or not news or None in olds or None in news:
        return False
    return max(v for v in news if v is not None) < min(v for v in olds if v is not None)


def _another_thing_held(slot: str, value: str, old: Statement, new: Statement) -> bool:
    """ "Dana's new lexer benchmarks handed to Felix" after "parser test suite maintained by Dana": the older holder
    named as the one before, of a thing whose words (the key's, beside its tags) share none with the older thing's —
    another thing the holder had, not the older thing handed on."""
    if slot_kind(slot) != "owner" or not re.search(r"\b" + re.escape(value) + r"(?:'s|’s)\s", new.text.lower()):
        return False  # the older holder told as whose the newer thing is ("Dana's new lexer benchmarks")
    a = {k for k in old.key if not k.startswith("@")}
    b = {k for k in new.key if not k.startswith("@")}
    return bool(a) and bool(b) and not a & b


def _older_holds_the_newer(old: Statement, new: Statement) -> bool:
    """ "senior producer at Riot" / "promoted from producer to senior producer at Riot last year": the older
    memory already gives the value the change led to."""
    found = _FROM_TO.search(new.text.lower())
    if found is None or len(found.group(1).split()) > 4:
        return False
    words = " " + " ".join(re.findall(r"[\w.'’-]+", old.text.lower())) + " "
    return f" {found.group(1).strip().rstrip('.')} " in words
_OTHER = re.compile(r"\bother ([a-z][\w-]*)")


def _the_other_one(old: Statement, new: Statement) -> bool:
    """ "The user's repo has 3 microservices" / "The user's *other* repo has 7": the other one of the thing the
    older memory is about, not it."""
    if "other" in old.text.lower():
        return False
    keys = [(stem(word), "@" + CLASS_NOUNS.get(word, "")) for word in _OTHER.findall(new.text.lower())]
    return any((k in new.key and k in old.key) or (tag in new.key and tag in old.key) for k, tag in keys)
_WITH_WHOM = re.compile(r"\bwith (?:their|his|her|my|our|your|the user's|the user’s) ([\w-]+)")


def _another_companion(old: Statement, new: Statement) -> bool:
    """ "a 1:1 with their manager every two weeks" / "a 1:1 with their skip-level every quarter": each met with
    someone else, two meetings."""
    if " with " not in old.text or " with " not in new.text:
        return False
    was, now = set(_WITH_WHOM.findall(old.text.lower())), set(_WITH_WHOM.findall(new.text.lower()))
    return bool(was) and bool(now) and not was & now


# Environments: a value of one beside a value of another is said of two deployments, not one thing changed.
_ENVIRONMENTS = frozenset("production prod stag staging dev development test qa sandbox preview canary demo".split())


def _two_environments(old: Statement, new: Statement, changed: list[str]) -> bool:
    for slot in changed:
        was = old.values.get(slot, frozenset()) & _ENVIRONMENTS
        now = new.values.get(slot, frozenset()) & _ENVIRONMENTS
        if was and now and not was & now:
            return True
    return False


def _licence_agrees(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Both give one thing's licence, the same one, and only names beside it differ."""
    licence = old.values.get("licence")
    return bool(licence) and licence == new.values.get("licence") and "licence" not in changed \
        and all(slot_kind(s) in NAME_KINDS for s in changed)


def _older_value_glossed(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Whether every changed value of the older memory is among the newer memory's bracket notes."""
    if not new.notes or "(" not in new.text:
        return False
    glossed = {note.lstrip("~") for note in new.notes}
    return all(old.values.get(s) and old.values[s] <= glossed for s in changed)


# A contrast that gives the other value only under a condition: "but switch to light when presenting".
_EXCEPTION = re.compile(r"\bbut\b.*\b(?:when|whenever|while|during|unless|except|if)\b")


def _kept_with_an_exception(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Whether the newer memory keeps every changed value of the older one and gives the other only under a
    condition after a "but" ("…, but switch to light when presenting")."""
    return all(old.values.get(s) and old.values[s] < new.values.get(s, frozenset()) for s in changed) \
        and _EXCEPTION.search(new.text.lower()) is not None


def _holder_of_another(denial: Denial, old: Statement, new: Statement) -> bool:
    """ "I maintain the Terraform modules" / "Kenji maintains the Helm charts, not me": a denial that names only a
    holder ("not me") is about the thing the newer memory holds; when the words each memory tells its thing with
    (all but the wording of owning, the holders and function words) share none, the older holder is denied another
    thing, not this one."""
    if not denial.values or denial.words \
            or any(slot_kind(slot) not in ("owner", "handle") for slot, _ in denial.values):
        return False
    things_old, things_new = _thing_words(old), _thing_words(new)
    return bool(things_old) and bool(things_new) and not (things_old & things_new)


def _contrast_of_an_added_thing(denial: Denial, new: Statement) -> bool:
    """ "created a separate billing inbox, which the accountant monitors *instead of* support": a newer memory that adds
    a thing beside the older one says what that new thing is used in place of, not that the older thing went."""
    return new.additive and denial.cue in ("instead of", "rather than")


_THING_WORD = re.compile(r"[a-z@/][\w/@.-]*")
_OWNING = frozenset(stem(w) for part in ("has", "change") for phrase in F.FAMILIES["owner"][part] for w in phrase) \
    | frozenset(stem(w) for w in F.FAMILIES["owner"]["nouns"])


def _thing_words(statement: Statement) -> frozenset[str]:
    """The stems of the words a memory tells its thing with: not the wording of owning, a holder or a function word."""
    holders = {v for slot, values in statement.values.items() if slot_kind(slot) in ("owner", "handle", "name")
               for v in values}
    return frozenset(stem(w) for w in _THING_WORD.findall(statement.text.lower())
                     if w not in W.STOP_WORDS and w not in W.PRONOUNS and w not in W.NEGATIONS and w not in holders
                     and stem(w) not in _OWNING and stem(w) not in holders)


def _restated_beside_another(old: Statement, new: Statement, changed: list[str]) -> bool:
    """ "go toolchain: 1.21 in CI" / "go toolchain 1.21; golangci-lint 1.55", "go 1.21 — 1.22 upgrade blocked": the
    older version told again with another beside it (another thing's, or one not reached), and only names
    changed: the older fact still holds."""
    if not all(slot_kind(s) in NAME_KINDS for s in changed):
        return False
    return any(slot_kind(s) == "version" and s not in changed and values < new.values.get(s, frozenset())
               for s, values in old.values.items())


_AMOUNTS = frozenset({"period", "number", "money"})
_DESTINATION = re.compile(r"\b(?:to|into|onto) ([A-Z][\w-]+)")


def _another_action(old: Statement, new: Statement, changed: list[str]) -> bool:
    """ "lifecycle expires objects after 90 days" / "lifecycle moves objects to Glacier after 30 days": only an
    amount changed, but the older key has a word (its action) the newer lacks and the newer names a thing the
    older names nothing like: another action of one thing, with its own amount."""
    if not changed or not all(slot_kind(s) in _AMOUNTS for s in changed):
        return False
    if any(slot_kind(s) in NAME_KINDS for s in old.values) or not any(slot_kind(s) in NAME_KINDS for s in new.values):
        return False
    where = _DESTINATION.search(new.text)
    if where is None or where.group(1).lower() in old.text.lower():
        return False  # the newer action's own destination ("moves objects to Glacier"), unnamed in the older
    return len({w for w in old.key - new.key if not w.startswith("@")}) == 1 and new.key < old.key | {"@limit"}


# What a limit is set beside: the amount asked for or in use ("memory request" / "memory limit").
_COUNTERPARTS = frozenset(stem(w) for w in "request requests reservation reserved guarantee guaranteed usage".split())


def _limit_and_its_counterpart(old: Statement, new: Statement) -> bool:
    """ "The pod memory limit is set to 512Mi" / "The pod memory request is set to 256Mi": a limit on one side, what
    is asked for beside it on the other: two settings."""
    if ("@limit" in old.key) == ("@limit" in new.key):
        return False
    other = new if "@limit" in old.key else old
    return bool(other.key & _COUNTERPARTS)


def _initials_of(old: Statement, new: Statement) -> bool:
    """ "employer: CD Projekt Red" / "employer = CDPR, Warsaw studio": the newer name is the older one's initials (or
    the other way round), what follows it a detail."""
    # Not initials.letters_of: a word already in capitals gives all its letters, not its first ("CD Projekt Red" is
    # CDPR, a firm's short form keeping its own capitals), and the short form may run to six capitals where a place's
    # or a title's initials (initials.INITIALS) stop at four.
    def initials(shown: str) -> str:
        return "".join(w if w.isupper() and len(w) <= 4 else w[:1] for w in shown.split()).lower()

    def capitals(text: str) -> set[str]:
        return {w.lower() for w in re.findall(r"\b[A-Z]{2,6}\b", text)}

    was, now = old.shown.get("name", ""), new.shown.get("name", "")
    return (len(was.split()) > 1 and initials(was) in capitals(new.text)) \
        or (len(now.split()) > 1 and initials(now) in capitals(old.text))


def _role_note_detail(old: Statement, new: Statement, changed: list[str]) -> bool:
    """ "role: EM, 6 reports" / "role: EM, team grew to 8 reports": two notes under a job's key that give one
    title; a count beside it is a detail of the job, not the title the note is about."""
    return old.terse and new.terse and "@job" in old.key and "@job" in new.key \
        and bool(old.values.get("role")) and old.values.get("role") == new.values.get("role") \
        and not set(changed) & {"role", "rolemod", "name"}


def _address_told_more_exactly(old: Statement, new: Statement, changed: list[str]) -> bool:
    """Whether every changed slot is an address whose one value is the other's with a path after it."""
    if not changed or any(slot_kind(s) not in ("host", "url") for s in changed):
        return False
    for slot in changed:
        was, now = old.values.get(slot, frozenset()), new.values.get(slot, frozenset())
        if len(was) != 1 or len(now) != 1:
            return False
        a, b = next(iter(was)), next(iter(now))
        if not (b.startswith(a + "/") or a.startswith(b + "/")):
            return False
    return True


def _older_still_held(old: Statement, new: Statement, changed: list[str]) -> bool:
    """ "api v2 base url: …/v2 (v1 still live)": the part only the older value has, said still to hold."""
    low = new.text.lower()
    return "still" in low and any(_still_held(was, now, low) for slot in changed
                                  for was in old.values.get(slot, ()) for now in new.values.get(slot, ()))


def _holder_only(value: str, old: Statement, new: Statement, framing: frozenset[str]) -> bool:
    """Whether the previous value the newer memory gives is only the writer ("I handed the billing service
    off to Priyanka's team"): the writer holds many things, so it says which one only with the older thing
    named again, or the word of its name that says which one ("I own the billing service", not "I own the search
    service": "service" names a kind of thing)."""
    if value != "@self":
        return False
    thing = {w for w in old.key - framing if not w.startswith("@")}
    if thing <= new.key or (thing & new.key) - _GENERIC:
        return False  # the older thing named again, or by the word that says which ("handed billing off")
    return not same_attribute(old, new, framing)[0]


_DAYS = _WEEKDAY  # one spelling list of the weekdays with :mod:`.clause_kinds` ("weds" is Wednesday in both)
# A weekday that names one occasion of the thing: "Friday standup …", "Friday's retro …", "On Fridays, standup …".
_DAY_OCCASION = re.compile(rf"^\s*(?:(?:the|our)\s+)?(?:{_DAYS})(?:s|'s|’s)?\s+([\w-]+)"
                           rf"|^\s*on\s+(?:{_DAYS})s?\s*,\s*(?:(?:the|our)\s+)?([\w-]+)")


def _narrower_occasion(old: Statement, new: Statement) -> bool:
    """Whether the newer memory tells the thing on one weekday the older one gives no day for."""
    if not any(slot_kind(s) == "weekday" for s in new.values) or any(slot_kind(s) == "weekday" for s in old.values):
        return False
    found = _DAY_OCCASION.match(new.text.lower())
    if found is None:
        return False
    head = stem(found.group(1) or found.group(2))
    return head in new.key and head in old.key


def _two_dayparts_named(old: Statement, new: Statement) -> bool:
    """Whether each memory's part of the day stands right before one shared key noun, naming the thing ("morning
    news" / "evening news", "night shift" / "day shift"): two things, not one moved."""
    def named(statement: Statement) -> set[tuple[str, str]]:
        words = re.findall(r"[a-z][\w-]*", statement.text.lower())
        parts = statement.values.get("daypart", frozenset())
        return {(words[k], noun) for k in range(len(words) - 1) if words[k] in parts
                for noun in {words[k + 1], stem(words[k + 1])} & statement.key}
    olds, news = named(old), named(new)
    return any(a_noun == b_noun and a_part != b_part for a_part, a_noun in olds for b_part, b_noun in news)

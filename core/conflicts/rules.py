"""The four heuristic contradiction rules (ARCHITECTURE.md §7.3), one function each.

Every rule compares an *older* statement with a *newer* one — the guards in
:mod:`core.conflicts.detector` have already checked namespace, kinds and which is
newer — and answers a :class:`Match` with a reason a person can read, or ``None``.
``framing`` holds extra words that a whole store shares (see
:func:`core.conflicts.detector.store_framing`); they never count as subject.

:data:`RULES` fixes the order: the first rule that matches names the finding.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import field

from core.conflicts import wording as W
from core.conflicts.address_change import address_change
from core.conflicts.address_left import moved_off_address, port_given_up
from core.conflicts.address_things import another_device
from core.conflicts.aligned import _AGREEING_HISTORY
from core.conflicts.asides import aside_change
from core.conflicts.attitude_change import attitude_change
from core.conflicts.bracket_restated import restated_in_bracket
from core.conflicts.calendar_words import WEEKDAYS
from core.conflicts.channel_ended import older_channel_ended
from core.conflicts.channel_shut import channel_shut
from core.conflicts.channels import typed_channel_change
from core.conflicts.choice_keys import pick_change
from core.conflicts.clause_kinds import _past_of_the_older_verb
from core.conflicts.cleft import inverted, uncleft
from core.conflicts.clock_swap import (
    clock_change,
    date_change,
    day_change,
    slot_retold,
    time_retold,
)
from core.conflicts.closed_choice import choice_change
from core.conflicts.compare import compare
from core.conflicts.compiled import says
from core.conflicts.complement import complement_change
from core.conflicts.corrected_name import corrected_name
from core.conflicts.count_per_period import count_per_period
from core.conflicts.day_released import released_day_change
from core.conflicts.daypart_time import daypart_change
from core.conflicts.displaced import displaced_change
from core.conflicts.duty_dropped import duty_dropped
from core.conflicts.employment_ended import employer_told_shorter, employment_ended
from core.conflicts.ended_older import ended_older
from core.conflicts.entry import entered
from core.conflicts.estate import estate_region_change
from core.conflicts.event_rate import event_rate_change
from core.conflicts.every_use import every_use_change
from core.conflicts.firmware_swap import firmware_change
from core.conflicts.framed_apart import framed_apart
from core.conflicts.fronted import fronted_change
from core.conflicts.gone_value import gone_value
from core.conflicts.handles import handle_of_name
from core.conflicts.home_swap import commutes_from, home_change
from core.conflicts.hour_spans import span_retold
from core.conflicts.identifier_keys import identifier_change
from core.conflicts.initials import older_spelled_out, spelled_out
from core.conflicts.keyed_notes import keyed_change
from core.conflicts.later_note import later_fragment
from core.conflicts.lexicon import ROLE_MARKERS
from core.conflicts.licence_swap import licence_swap
from core.conflicts.licence_withdrawn import clause_dropped, licence_withdrawn
from core.conflicts.mail_swap import mail_change
from core.conflicts.married_name import married_name
from core.conflicts.measure_set import measure_set
from core.conflicts.measure_swap import measure_change, replaced_by_size, scaled_change
from core.conflicts.month_day import month_day_change
from core.conflicts.moved_slot import cron_moved, job_retimed, month_moved, passive_moved
from core.conflicts.name_anew import name_anew
from core.conflicts.name_change import name_change
from core.conflicts.name_replaced import name_replaced
from core.conflicts.name_retired import name_retired
from core.conflicts.note_dates import undated
from core.conflicts.noun_counts import (
    down_to_count_change,
    ordinal_count_change,
    possessed_count_change,
    resulting_count_change,
    tallied_count_change,
)
from core.conflicts.opening_hours import opening_change
from core.conflicts.out_in import out_in_change
from core.conflicts.owner_apposed import (
    apposed_owner,
    handed_on,
    handed_over,
    handed_to,
    passed_on,
    sold_on,
    sourcing_change,
    taken_from,
)
from core.conflicts.owner_swap import owner_change
from core.conflicts.ownership import bought_out, holder_off, party_change
from core.conflicts.passive_tool import passive_tool_change
from core.conflicts.place_within import one_place
from core.conflicts.placed import placed_change
from core.conflicts.post_swap import post_change, post_filled
from core.conflicts.pref_refused import pref_refused
from core.conflicts.pref_revised import pref_revised, setting_taken_for_value
from core.conflicts.preference_swap import (
    older_put_second,
    order_swap,
    permission_flip,
    preference_swap,
    reply_language_change,
)
from core.conflicts.promotion import promotion_said
from core.conflicts.radio_channels import radio_channel_retold
from core.conflicts.rate_retold import rate_retold
from core.conflicts.rates import activity_stopped, rate_change
from core.conflicts.refused import refused_change
from core.conflicts.relative_asides import without_closing_aside
from core.conflicts.renamed_subject import renamed_subject
from core.conflicts.residence import older_home_ended, residence_change
from core.conflicts.role_swap import role_change
from core.conflicts.shift_start import shift_start_change
from core.conflicts.short_forms import short_form_change
from core.conflicts.slots import channel_change, licence_change
from core.conflicts.statement import Statement as ModelStatement
from core.conflicts.statement import read
from core.conflicts.subject import Statement, analyse
from core.conflicts.teams import team_change
from core.conflicts.told_two_ways import compared_values, same_values_told
from core.conflicts.tool_gone import tool_gone
from core.conflicts.tool_swap import tool_change
from core.conflicts.use_taken_over import use_taken_over
from core.conflicts.value_after import value_after
from core.conflicts.version_swap import version_change
from core.conflicts.when_changed import when_changed
from core.model.lean import lean_dataclass
from core.text.tokens import stem

EXCLUSIVE_ROLE, REMOVAL, VALUE_CHANGE, NEGATION = "exclusive_role", "removal", "value_change", "negation"


@lean_dataclass(frozen=True)
class Match:
    """A rule's verdict on one pair: which rule, why, and how sure."""

    rule: str
    reason: str
    confidence: float
    detail: dict = field(default_factory=dict, hash=False)


def _quote(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return "'" + (text if len(text) <= limit else text[: limit - 1] + "…") + "'"


def _words(statement: Statement, stems: frozenset[str] | set[str]) -> str:
    """The words a person wrote for ``stems``, in the order they appear (stems are for matching only)."""
    seen: dict[str, str] = {}
    for token in statement.tokens:
        if token.stem in stems and token.stem not in seen:
            seen[token.stem] = token.low
    return ", ".join(seen.values()) or ", ".join(sorted(stems))


def removal(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """The newer text says a thing is gone; the older one asserts it.

    Matches: "I uninstalled codegraph" against "codegraph is my primary code-graph tool";
    "I no longer work at Acme" against "I work at Acme as a backend engineer";
    "Prettier was replaced by Biome" against "Prettier formats the frontend code".

    Must not match: when any word of the removed thing is missing from the older
    text ("I uninstalled the Slack desktop app" against "Slack is our team chat");
    when the older text is itself negative or past ("used to depend on lodash");
    when it names the thing only as someone's possession ("codegraph's config lives
    in …"); the replacement ("switched from zsh *to fish*") is never the removed thing.
    """
    if new.removal is None or old.negative:
        return None
    wanted = new.removal.object_words - framing
    if not wanted or not wanted <= old.words:
        return None
    if wanted <= old.possessive_only:
        return None
    return Match(
        REMOVAL,
        f"the newer memory says {_quote(new.removal.object_text)} is gone ({new.removal.cue}); "
        f"the older one still asserts it",
        0.85,
        {"object": sorted(wanted), "cue": new.removal.cue},
    )


def exclusive_role(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """Both texts give one exclusive role (primary/main/default/only…) a different holder.

    Matches: "My primary editor is neovim" against "My primary editor is helix";
    "I use Firefox as my main browser" against "Arc is my main browser".

    Must not match: different roles ("primary editor" vs "primary package manager"),
    a narrower role ("primary editor *for notes*"), different owners ("Alice's main
    language" vs "Bob's"), or values that overlap ("neovim" vs "neovim with LazyVim").
    """
    a, b = old.role, new.role
    if a is None or b is None or a.owner != b.owner:
        return None
    words_a, words_b = a.words - framing, b.words - framing
    if not words_a or words_a != words_b:
        return None
    if not a.values or not b.values or a.values & b.values:
        return None
    # The times a role holds for, not its values ("Mornings are preferred" / "Evenings are preferred" is one role).
    when_a = _whens(old.text) - _whens(a.value_text)
    when_b = _whens(new.text) - _whens(b.value_text)
    if when_a and when_b and not when_a & when_b:
        return None  # "Tea is preferred in the mornings" / "Coffee is preferred in the afternoons": two times
    if _two_things(a.value_text, b.value_text) and not read(new.text).change:
        return None  # "Detailed code comments are preferred" / "Brief commit messages are preferred": two things
    return Match(
        EXCLUSIVE_ROLE,
        f"both name the {b.role_text.lower()}: {_quote(a.value_text)} vs {_quote(b.value_text)}",
        0.9,
        {"role": sorted(words_b), "old_value": a.value_text, "new_value": b.value_text},
    )


# A part of the day or the week a role may hold for ("in the mornings", "on Fridays", "at weekends").
_WHEN = re.compile(r"\b(morning|afternoon|evening|night|weekend|weekday|" + "|".join(WEEKDAYS) + r")s?\b")


def _whens(text: str) -> frozenset[str]:
    return frozenset(_WHEN.findall(text.lower()))


def _two_things(old_value: str, new_value: str) -> bool:
    """Whether two values of a role are each a noun with its modifiers and share no word: two things, each held
    in that role ("detailed code comments" / "brief commit messages"), not one thing's two values ("dark themes"
    / "light themes", "tea" / "coffee")."""
    def nouns(value: str) -> set[str] | None:
        words = value.split()
        if any(not w.strip(",.").isalpha() or (k and w[:1].isupper()) for k, w in enumerate(words)):
            return None  # a product or a name ("the Dell U2720Q", "Google Meet"): one value, not a thing
        return {stem(w.strip(",.").lower()) for w in words if w.lower() not in W.STOP_WORDS}

    a, b = nouns(old_value), nouns(new_value)
    return a is not None and b is not None and len(a) >= 2 and len(b) >= 2 and not a & b


def value_change(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """Same subject, and exactly one kind of value changed (number, date, version, id, name).

    Matches: "the deadline is March 15" against "the deadline moved to April 2";
    "The API listens on port 8080" against "The API listens on port 9090".

    Must not match: a different subject ("the admin UI listens on port 9090"), a
    newer text that adds subject words ("the office *party* is in Munich"), values
    where the old one is still present ("port 8080 and 8443"), two values changing at
    once ("Release 4.2 … July 1" vs "Release 4.3 … August 5" are two releases), or
    two dated events ("I ran 5 km yesterday" / "I ran 10 km today").
    """
    if old.anchors and new.anchors:
        return None
    subject_old, subject_new = old.subject - framing, new.subject - framing
    if not subject_new or not subject_new <= subject_old or len(subject_old - subject_new) > 1:
        return None
    common = set(old.values) & set(new.values)
    changed = [slot for slot in sorted(common) if old.values[slot] != new.values[slot]]
    if len(changed) != 1:
        return None
    slot = changed[0]
    if not (old.values[slot] - new.values[slot]) or not (new.values[slot] - old.values[slot]):
        return None
    what = slot.split(":")[0]
    return Match(
        VALUE_CHANGE,
        f"same subject ({_words(new, subject_new)}), different {what}: "
        f"{_quote(old.value_text.get(slot, ''))} → {_quote(new.value_text.get(slot, ''))}",
        0.8,
        {"subject": sorted(subject_new), "slot": slot,
         "old_value": old.value_text.get(slot, ""), "new_value": new.value_text.get(slot, "")},
    )


def negation(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """One text asserts what the other denies, word for word otherwise.

    Matches: "The CI runs on every push" against "The CI does not run on every push";
    "The repo does not use git LFS" against "The repo uses git LFS".

    Must not match: both negative ("not a morning person" / "not a night person"),
    or any difference in the other words ("tests don't run on *draft PRs*").
    """
    if old.negative == new.negative:
        return None
    a, b = old.content - framing, new.content - framing
    if not a or a != b:
        return None
    denied = "newer" if new.negative else "older"
    return Match(
        NEGATION,
        f"the {denied} memory denies what the other asserts: {_quote(new.text)} vs {_quote(old.text)}",
        0.75,
        {"words": sorted(a)},
    )


Rule = Callable[[Statement, Statement, frozenset], "Match | None"]
RULES: tuple[tuple[str, Rule], ...] = (
    (REMOVAL, removal),
    (EXCLUSIVE_ROLE, exclusive_role),
    (VALUE_CHANGE, value_change),
    (NEGATION, negation),
)
RULE_NAMES = tuple(name for name, _ in RULES)
# The phrase rules :func:`decide` still runs after the statement model: the removal of a thing
# itself and a denial word for word. Value changes are the statement model's alone.
LEGACY_FALLBACK: tuple[tuple[str, Rule], ...] = ((REMOVAL, removal), (NEGATION, negation))


def decide(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> Match | None:
    """Whether the newer text contradicts the older one (:func:`_decide`); when nothing decides, the newer text
    without a trailing aside that says why or judges the older value (:mod:`core.conflicts.asides`)."""
    old_text, new_text = entered(old_text, new_text)
    return _decide_entered(old_text, new_text, framing)


def _decide_entered(old_text: str, new_text: str, framing: frozenset[str]) -> Match | None:
    """:func:`decide` on a pair already through :func:`entered`."""
    match = _decide(old_text, new_text, framing)
    if match is None and not (read(new_text).adds_to(read(old_text)) and not _CLAUSE_BREAK.search(new_text)):
        # "A new build server, ci-2, was added for the mobile repo": one clause that puts a value beside the older
        # one; a part of it read alone ("A new build server, ci-2") would lose the verb that says so. Where the
        # adding is a clause of its own ("After adding two drives I have 12 TB"), the other clause still tells a value
        match = _read_in_parts(old_text, new_text, framing)
    if match is None and (ended := ended_older(old_text, new_text)) is not None:  # "…; handheld retired wk 12"
        match = Match(VALUE_CHANGE, ended, 0.7, {"slot": ended})
    if match is None and not read(new_text).hedged \
            and (total := resulting_count_change(old_text, new_text)) is not None:  # "… lifted, leaving 32"
        match = Match(VALUE_CHANGE, total, 0.7, {"slot": total})  # a change's own adding is no second value
    if match is None and not read(new_text).hedged and not read(new_text).temporary \
            and (total := tallied_count_change(old_text, new_text)) is not None:  # "sold four, leaving eight"
        match = Match(VALUE_CHANGE, total, 0.7, {"slot": total})
    if match is not None:  # "Wellington NZ" after "Wellington, New Zealand": the name in short, read spelled out
        # (only when the initials stand in the value the match compared: "CT house rented out" beside "Joburg is
        # home" names the older place as the one left)
        spelled = spelled_out(old_text, new_text, match.reason.rpartition("→")[2])
        if spelled is not None and _decide(old_text, spelled, framing) is None:
            return None
        # "VP Eng at Loomwork" before "Vice President of Engineering, Loomwork": the older value in short
        spelled = older_spelled_out(old_text, new_text, str(match.detail.get("old_value", "")))
        if spelled is not None and _decide(spelled, new_text, framing) is None:
            return None
        # "software engineer, Google Switzerland (Zurich)" after "SWE at Google, Zurich": the older value restated
        if restated_in_bracket(new_text, str(match.detail.get("old_value", "")),
                               str(match.detail.get("new_value", ""))):
            return None
        # "@hbaptiste" before "Hélène Baptiste": a handle made of the person's name, and the name
        if handle_of_name(str(match.detail.get("old_value", "")), str(match.detail.get("new_value", ""))):
            return None
        # "Den Haag" / "The Hague": one known place by its names in two languages
        if one_place(str(match.detail.get("old_value", "")), str(match.detail.get("new_value", ""))):
            return None
        # "Anneliese Krug" / "last release cut by Anneliese Krug": the older value of several words, whole, inside the
        # newer one is the older value told again with words around it
        if _older_value_within(str(match.detail.get("old_value", "")), str(match.detail.get("new_value", ""))):
            return None
        # "head of quality @ Fernhill Creamery" / "… head of quality, Fernhill, since 2022": an employer's name told
        # shorter is no change of it (beside a title's change said, "They promoted me — lead engineer at Avantis", a
        # new title, "… as an SRE", or the work said ended, the change is that)
        if employer_told_shorter(old_text, new_text, match.detail):
            return None
        # "pref: metric units in theatre set drawings" / "pref: metric in set drawings; …": a setting word read as
        # the preference's value
        if setting_taken_for_value(old_text, new_text, match.detail):
            return None
        # "I reach the CCTV server at 10.40.2.15" / "I reach the access-control server at 10.40.2.16": two devices
        if another_device(old_text, new_text, str(match.detail.get("old_value", "")),
                          str(match.detail.get("new_value", ""))):
            return None
        # "Google Chat space 'Stand Ops'" / "Stand Ops space in Google Chat": one value told two ways
        if same_values_told(old_text, new_text, *compared_values(match.reason, match.detail)):
            return None
    if match is not None and framed_apart(old_text, new_text, framing, match.reason, match.detail):
        if match.detail.get("preference") == "refused" and (ended := ended_older(old_text, new_text)) is not None:
            # "…, wool too hot under lights": the refusal read by :mod:`.pref_refused` stands where the older value's
            # dismissal (:mod:`.ended_older`) would; the frame guard reads the two reasons each on its own
            match = Match(VALUE_CHANGE, ended, 0.7, {"slot": ended})
            return None if framed_apart(old_text, new_text, framing, match.reason, match.detail) else match
        return None
    return match


# Where a text holds more than one clause: a semicolon, a dash, a colon, "…, so", "after …", "since …". A yes or no,
# not the statement model's cut (clauses._clauses, where a colon and "after" part nothing): why the cuts differ, there.
_CLAUSE_BREAK = re.compile(r"[;:\u2014]|,\s*(?:so|and|but|which)\b|\b(?:after|since|once|so)\b", re.IGNORECASE)


def _read_in_parts(old_text: str, new_text: str, framing: frozenset[str]) -> Match | None:
    """:func:`_decide` on a part of the pair, or on one text told another way: the main clause without its aside,
    fronted phrase or date, a short form spelled out, a cleft put back in place; the first that decides."""
    match = aside_change(old_text, new_text, lambda old, head: _decide(old, head, framing))
    if match is None:  # "The user said that, since …, the book club gathers on …": the main clause
        match = fronted_change(old_text, new_text, lambda old, main: _decide(old, main, framing)
                               or aside_change(old, main, lambda o, head: _decide(o, head, framing)))
    if match is None:  # "scrape_interval: 15s" after "metrics scrape interval is 30s": the key in words
        match = identifier_change(old_text, new_text, lambda old, told: _decide(old, told, framing))
    if match is None:  # "GC on MaxBase 3.2" after "gas chromatograph software MaxBase 3.0": the short form spelled out
        match = short_form_change(old_text, new_text, lambda old, told: _decide_entered(old, told, framing))
    if match is None:  # "the academy put my Spanish class on Thursdays": the holder's thing at its new value
        match = placed_change(old_text, new_text, lambda old, told: _decide(old, told, framing))
    if match is None:  # "finance cut the offsite budget; €5,500 max": the change, then its amount alone
        match = value_after(old_text, new_text, lambda old, told: _decide(old, told, framing))
    if match is None:  # "font of choice: JetBrains Mono" after "favourite editor font: Fira Code": one pick
        match = pick_change(old_text, new_text, lambda old, new: _decide(old, new, framing))
    if match is None:  # "2025-05-07 — Priya 1:1 slot: Thu 11:30." after an earlier dated note: the later date
        match = later_fragment(old_text, new_text, lambda old, now: _decide(old, now, framing))
    if match is None:  # "… was upgraded to 1.26 during Tuesday's maintenance window": the change, without when
        match = when_changed(old_text, new_text, lambda old, told: _decide(old, told, framing))
    if match is None:  # "shifted my workouts to lunchtime" after "gym at 6:30": a part of the day the time is not in
        match = daypart_change(old_text, new_text, lambda old, told: _decide(old, told, framing))
    if match is None:  # "Figma is where mockups live", "Figma is our design tool now": the value put back in place
        plain = uncleft(new_text) or inverted(new_text)
        if plain is not None:
            match = _decide(old_text, plain, framing) or fronted_change(
                old_text, plain, lambda old, main: _decide(old, main, framing))
    if match is None:  # "My team is eight engineers, which is already too many for one standup": the value alone
        plain = without_closing_aside(old_text)
        if plain != old_text:
            match = _decide(plain, new_text, framing) or fronted_change(
                plain, new_text, lambda old, main: _decide(old, main, framing)
                or aside_change(old, main, lambda o, head: _decide(o, head, framing)))
    return match


def _older_value_within(old_value: str, new_value: str) -> bool:
    """The older value, of two words or more, stands whole among the newer value's words ("Anneliese Krug" in
    "last release Anneliese Krug"); one word may be part of another value ("React" in "React Native")."""
    words = old_value.split()
    if len(words) < 2 or len(new_value.split()) <= len(words):
        return False
    return re.search(r"(?<![\w-])" + re.escape(old_value) + r"(?![\w-])", new_value, re.IGNORECASE) is not None


def _decide(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> Match | None:
    """Whether the newer text contradicts the older one: the statement model first, then the phrase rules.

    The statement model (:mod:`core.conflicts.statement`, :mod:`core.conflicts.compare`) reads
    both texts as entity + attribute = value; the four phrase rules below catch the
    shapes it leaves open (an exclusive role, a removal of the thing itself, a denial
    word for word). A newer text the model finds hedged, temporary, additive or only about
    the past retires nothing, whichever rule would match.
    """
    old, new = read(old_text), read(new_text)
    if not new.change and _past_of_the_older_verb(old_text.lower(), new_text.lower()):
        return None  # "Payroll is run on the 25th" / "Payroll was run on the 24th in December": once, or before
    blocked = new.hedged or new.temporary or new.adds_to(old) or new.past_only
    # The phrase rules read each text again; they run only where they could match: both texts
    # name an exclusive role, or one of them denies or stops something.
    if not blocked and _marks_role(old_text) and _marks_role(new_text) and not _two_keyed_things(old, new):
        # A dated note's date is when it was written, never the role's holder ("2026-01-28: YJIT …").
        legacy_old, legacy_new = analyse(undated(old_text)), analyse(undated(new_text))
        if not (legacy_old.hedged or legacy_new.hedged):
            role = exclusive_role(legacy_old, legacy_new, framing)
            if role is not None:
                return role
    verdict = compare(old, new, framing)
    if verdict.rule is not None:
        return Match(verdict.rule, verdict.reason, verdict.confidence, dict(verdict.detail))
    if not (new.hedged or new.temporary or new.adds_to(old) or old.hedged):
        told = _told_another_way(old_text, new_text, old, new)
        if told is not None:
            return told
    if not blocked and not old.past_only and not old.negated and not (old.list_like or new.list_like):
        told_at = address_change(old_text, new_text) or moved_off_address(old_text, new_text) \
            or port_given_up(old_text, new_text) \
            or estate_region_change(old_text, new_text) \
            or displaced_change(old_text, new_text) \
            or refused_change(old_text, new_text) or name_change(old_text, new_text) \
            or renamed_subject(old_text, new_text) or married_name(old_text, new_text) or (
            None if verdict.settled else residence_change(old_text, new_text) or complement_change(old, new)
        ) or (older_home_ended(old_text, new_text) if verdict.settled else None) \
            or tool_change(old_text, new_text) or home_change(old_text, new_text) or commutes_from(old_text, new_text) \
            or clock_change(old, new) \
            or shift_start_change(old_text, new_text) or date_change(old, new) or day_change(old, new) \
            or slot_retold(old_text, new_text) or released_day_change(old_text, new_text) \
            or time_retold(old_text, new_text) or span_retold(old_text, new_text) \
            or passive_moved(old_text, new_text) or cron_moved(old_text, new_text) \
            or opening_change(old_text, new_text) or job_retimed(old_text, new_text) \
            or month_moved(old_text, new_text) or version_change(old_text, new_text) \
            or firmware_change(old_text, new_text) or measure_change(old, new) or scaled_change(old, new) \
            or measure_set(old_text, new_text) or replaced_by_size(old_text, new_text) \
            or month_day_change(old_text, new_text) \
            or role_change(old_text, new_text) or employment_ended(old_text, new_text) \
            or promotion_said(old_text, new_text) or duty_dropped(old_text, new_text) \
            or post_change(old_text, new_text) or post_filled(old_text, new_text) or gone_value(old, new, framing) \
            or every_use_change(old_text, new_text) or passive_tool_change(old_text, new_text) \
            or use_taken_over(old_text, new_text) or tool_gone(old_text, new_text) \
            or ordinal_count_change(old, new) or possessed_count_change(old, new) or down_to_count_change(old, new) \
            or keyed_change(old_text, new_text) or name_replaced(old_text, new_text) or name_anew(old_text, new_text) \
            or corrected_name(old_text, new_text)
        if told_at is not None:
            return Match(VALUE_CHANGE, told_at, 0.7, {"slot": told_at})
    if verdict.settled or blocked:
        return None
    if not (new.denials or new.negated or old.denials or old.negated):
        return None
    return first_match(analyse(old_text), analyse(new_text), framing, rules=LEGACY_FALLBACK)


def _told_another_way(old_text: str, new_text: str, old: ModelStatement, new: ModelStatement) -> Match | None:
    """The readers of one slot told in wording the value model does not align: an attitude turned or
    given another value (:mod:`.attitude`), a rate (:mod:`.rates`), a channel, an owner, a licence
    (:mod:`.slots`). Only for a newer memory that is not hedged, temporary or additive; the attitude
    reader tells the past by its own words ("used to", "back then"), since "before 10am" is a when."""
    if new.event and not new.change:
        return None  # "today the user wants a short answer": one occasion, not the standing fact
    team = team_change(old_text, new_text)  # "switched to the fraud team last sprint": when it changed
    if team is not None:
        return Match(VALUE_CHANGE, team, 0.75, {"slot": team})
    turned = attitude_change(old_text, new_text)
    if turned is not None and _AGREEING_HISTORY.search(new_text.lower()) is None:
        how, reason = turned
        return Match(NEGATION if how == "flip" else VALUE_CHANGE, reason, 0.75, {"preference": how})
    if new.past_only or old.past_only:
        return None
    language = reply_language_change(old_text, new_text)
    if language is not None:
        return Match(VALUE_CHANGE, language, 0.75, {"preference": "language"})
    revised = pref_revised(old_text, new_text)  # "pref reversed: wants Bachmann couplers": the note says it changed
    if revised is not None:
        return Match(VALUE_CHANGE, revised, 0.75, {"preference": "revised"})
    refused = pref_refused(old_text, new_text)  # "Google Docs refused": the older preferred value refused
    if refused is not None:
        return Match(VALUE_CHANGE, refused, 0.75, {"preference": "refused"})
    if not new.event:
        swapped = preference_swap(old_text, new_text) or older_put_second(old_text, new_text) \
            or order_swap(old_text, new_text) \
            or permission_flip(old_text, new_text)
        if swapped is not None:
            return Match(NEGATION, swapped, 0.75, {"preference": "swap"})
        rate = rate_change(old_text, new_text) or rate_retold(old_text, new_text) \
            or count_per_period(old_text, new_text) or event_rate_change(old_text, new_text)
        if rate is not None:
            return Match(VALUE_CHANGE, rate, 0.75, {"frequency": rate})
        stopped = activity_stopped(old_text, new_text)
        if stopped is not None:
            return Match(REMOVAL, stopped, 0.75, {"frequency": stopped})
    # A dated move of a slot ("We all migrated to a Zulip instance last month") is a change said, not one
    # occasion: the slot readers below read it (an event with no change said went back above).
    moved = channel_change(old_text, new_text) or typed_channel_change(old_text, new_text) \
        or channel_shut(old_text, new_text) or older_channel_ended(old_text, new_text) \
        or radio_channel_retold(old_text, new_text) \
        or owner_change(old_text, new_text) or party_change(old_text, new_text) \
        or apposed_owner(old_text, new_text) or handed_over(old_text, new_text) or passed_on(old_text, new_text) \
        or taken_from(old_text, new_text) or sourcing_change(old_text, new_text) or sold_on(old_text, new_text) \
        or handed_on(old_text, new_text) or handed_to(old_text, new_text) or holder_off(old_text, new_text) \
        or bought_out(old_text, new_text) \
        or choice_change(old, new) or mail_change(old_text, new_text) or (
        licence_change(old_text, new_text) if "licence" in old.values and "licence" in new.values else None) \
        or licence_swap(old_text, new_text) or licence_withdrawn(old_text, new_text) \
        or clause_dropped(old_text, new_text) \
        or name_retired(old_text, new_text) \
        or out_in_change(old_text, new_text)  # a name's end said of the name, "X out, Y in": list-like wording too
    if moved is not None:
        return Match(VALUE_CHANGE, moved, 0.75, {"slot": moved})
    return None


def _two_keyed_things(old: ModelStatement, new: ModelStatement) -> bool:
    """ "app repo default branch: main" / "docs repo default branch: gh-pages": two notes whose keys each hold a
    word the other lacks are about two things, whatever role they share."""
    if not (old.terse and new.terse):
        return False
    a, b = {k for k in old.key if not k.startswith("@")}, {k for k in new.key if not k.startswith("@")}
    return bool(a - b) and bool(b - a)


_ROLE_MARKER = re.compile(r"\b(" + "|".join(sorted(ROLE_MARKERS)) + r"|go-to)\b", re.IGNORECASE)


def _marks_role(text: str) -> bool:
    return says(_ROLE_MARKER, text)


def undecided(old_text: str, new_text: str, framing: frozenset[str] = frozenset()) -> bool:
    """Whether the rules leave a pair open that they find related: the question for the LLM judge.

    Related: the statement model sees a shared key or value and did not settle the pair
    (a scope, another person, an event, additive wording settle it); the texts share a
    content word. Undecided: no rule matched. The pair is taken in as :func:`decide` takes it (:func:`entered`).
    """
    old_text, new_text = entered(old_text, new_text)
    old, new = read(old_text), read(new_text)
    if new.hedged or new.temporary or new.additive or new.past_only:
        return False
    verdict = compare(old, new, framing)
    if verdict.rule is not None or verdict.settled or not verdict.related:
        return False
    if _decide_entered(old_text, new_text, framing) is not None:
        return False
    shared = (analyse(old_text).content & analyse(new_text).content) - framing
    return bool(shared)


def first_match(old: Statement, new: Statement, framing: frozenset[str] = frozenset(),
                rules: tuple[tuple[str, Rule], ...] | None = None) -> Match | None:
    """The first rule (in :data:`RULES` order) that finds the newer text contradicts the older.

    Hedged or conditional texts ("might switch to helix", questions) never match.
    """
    if old.hedged or new.hedged:
        return None
    for _, rule in RULES if rules is None else rules:
        found = rule(old, new, framing)
        if found is not None:
            return found
    return None

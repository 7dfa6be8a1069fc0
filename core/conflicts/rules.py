"""Whether a newer memory contradicts an older one: :func:`decide`, the one entry every caller reads a pair through.

:func:`decide` takes the pair in (:func:`core.conflicts.entry.entered`), runs the statement model
(:mod:`core.conflicts.statement`, :mod:`core.conflicts.compare`), the readers of one slot told another way
(:mod:`core.conflicts.told_another_way`), the slot readers in order and the phrase rules
(:mod:`core.conflicts.phrase_rules`, ARCHITECTURE.md §7.3), reads the pair again in parts where nothing decided, and
passes a finding through every guard (a name spelled out, a value told two ways, the frame). The verdict is a
:class:`~core.conflicts.rule_match.Match`. :func:`undecided` is the question for the optional judge.
"""

from __future__ import annotations

import re

from core.conflicts.address_anew import address_anew
from core.conflicts.address_change import address_change
from core.conflicts.address_freed import older_address_ended
from core.conflicts.address_left import moved_off_address, port_given_up
from core.conflicts.address_moved import address_moved
from core.conflicts.address_things import another_device
from core.conflicts.another_person import without_relative_clause
from core.conflicts.asides import aside_change
from core.conflicts.bare_hours import bare_hour_change, older_bare_hour_change
from core.conflicts.bracket_restated import restated_in_bracket
from core.conflicts.choice_keys import pick_change
from core.conflicts.clause_alone import clause_change
from core.conflicts.clause_kinds import _past_of_the_older_verb
from core.conflicts.cleft import inverted, name_put_back, uncleft
from core.conflicts.clipped_names import one_name_in_short
from core.conflicts.clock_swap import (
    clock_change,
    day_change,
    slot_retold,
    time_retold,
)
from core.conflicts.compare import compare
from core.conflicts.compiled import says
from core.conflicts.complement import complement_change
from core.conflicts.contrast_aside import sets_aside_older_subject, without_contrast
from core.conflicts.corrected_name import corrected_name
from core.conflicts.date_moved import date_change
from core.conflicts.day_released import released_day_change
from core.conflicts.daypart_time import daypart_change
from core.conflicts.displaced import displaced_change
from core.conflicts.duty_dropped import duty_dropped
from core.conflicts.editions import edition_change
from core.conflicts.employment_ended import employer_told_shorter, employment_ended
from core.conflicts.ended_older import ended_older
from core.conflicts.entry import entered, keyed_now, spelled_whole
from core.conflicts.estate import estate_region_change
from core.conflicts.every_use import every_use_change
from core.conflicts.firmware_swap import firmware_change
from core.conflicts.framed_apart import framed_apart
from core.conflicts.fronted import fronted_change
from core.conflicts.gone_value import gone_value
from core.conflicts.handles import handle_of_name
from core.conflicts.hired_away import hired_away
from core.conflicts.holding_moved import bought_from_holder, holder_set_aside, holder_told, holding_moved
from core.conflicts.home_left import home_left
from core.conflicts.home_swap import commutes_from, home_change
from core.conflicts.hour_spans import span_retold
from core.conflicts.identifier_keys import identifier_change
from core.conflicts.implied_count import implied_count_change
from core.conflicts.initials import older_spelled_out, spelled_out
from core.conflicts.keyed_amount import keyed_amount
from core.conflicts.keyed_notes import keyed_change
from core.conflicts.keys_apart import keys_apart
from core.conflicts.later_note import later_fragment
from core.conflicts.lexicon import ROLE_MARKERS
from core.conflicts.limit_lifted import limit_lifted
from core.conflicts.married_name import married_name, married_name_beside
from core.conflicts.measure_set import measure_set
from core.conflicts.measure_swap import measure_change, replaced_by_size, scaled_change
from core.conflicts.month_day import month_day_change
from core.conflicts.monthly_slot import monthly_slot_change
from core.conflicts.moved_slot import cron_moved, job_retimed, month_moved, passive_moved
from core.conflicts.name_anew import name_anew
from core.conflicts.name_change import name_change
from core.conflicts.name_replaced import name_replaced
from core.conflicts.note_dates import undated
from core.conflicts.noun_counts import (
    down_to_count_change,
    ordinal_count_change,
    possessed_count_change,
    resulting_count_change,
    tallied_count_change,
)
from core.conflicts.numbered_units import numbered_apart
from core.conflicts.opening_hours import opening_change
from core.conflicts.passive_tool import passive_tool_change
from core.conflicts.phrase_rules import LEGACY_FALLBACK, exclusive_role, first_match
from core.conflicts.place_within import one_place
from core.conflicts.placed import placed_change
from core.conflicts.post_swap import post_change, post_filled
from core.conflicts.pref_requested import requested_plainly
from core.conflicts.pref_revised import setting_taken_for_value
from core.conflicts.promotion import promotion_said
from core.conflicts.refused import refused_change
from core.conflicts.rehoused import holder_rehoused
from core.conflicts.relative_asides import without_closing_aside
from core.conflicts.relative_moves import relative_move
from core.conflicts.renamed_subject import renamed_subject
from core.conflicts.residence import older_home_ended, residence_change
from core.conflicts.role_swap import role_change
from core.conflicts.rule_match import VALUE_CHANGE, Match
from core.conflicts.shift_start import shift_start_change
from core.conflicts.short_forms import short_form_change
from core.conflicts.sibling_names import sibling_named
from core.conflicts.slot_anew import slot_anew
from core.conflicts.spaced_compounds import spaced_compound_change
from core.conflicts.standing_count import standing_count_change
from core.conflicts.statement import Statement as ModelStatement
from core.conflicts.statement import read
from core.conflicts.subject import analyse
from core.conflicts.title_given import title_given
from core.conflicts.told_another_way import _told_another_way
from core.conflicts.told_two_ways import compared_values, same_values_told
from core.conflicts.tool_anew import tool_anew
from core.conflicts.tool_gone import tool_gone
from core.conflicts.tool_replaced import tool_replaced
from core.conflicts.tool_swap import tool_change
from core.conflicts.unit_amount import unit_amount_change
from core.conflicts.use_taken_over import use_taken_over
from core.conflicts.value_after import value_after
from core.conflicts.verb_to_value import verb_to_value
from core.conflicts.version_anchored import anchored_version_change
from core.conflicts.version_swap import named_version_change, version_change
from core.conflicts.when_changed import when_changed


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
    if match is None and (freed := older_address_ended(old_text, new_text)) is not None:  # "…; port 9464 freed"
        match = Match(VALUE_CHANGE, freed, 0.7, {"slot": freed})
    if match is None and (moved := address_moved(old_text, new_text)) is not None \
            and not read(new_text).hedged and not read(new_text).temporary:  # "… migrated to a VM at db.x.fr"
        match = Match(VALUE_CHANGE, moved, 0.7, {"slot": moved})
    if match is None and (slot := slot_anew(old_text, new_text)) is not None:  # "Extraction days shifted to Tuesdays"
        match = Match(VALUE_CHANGE, slot, 0.7, {"slot": slot})
    if match is None and (held := holding_moved(old_text, new_text) or bought_from_holder(old_text, new_text)
                          or holder_set_aside(old_text, new_text)
                          or holder_told(old_text, new_text)) is not None:  # "Custody of … was passed to …"
        match = Match(VALUE_CHANGE, held, 0.7, {"slot": held})
    if match is None and not read(new_text).hedged \
            and (total := resulting_count_change(old_text, new_text)) is not None:  # "… lifted, leaving 32"
        match = Match(VALUE_CHANGE, total, 0.7, {"slot": total})  # a change's own adding is no second value
    if match is None and not read(new_text).hedged and not read(new_text).temporary \
            and (total := tallied_count_change(old_text, new_text)) is not None:  # "sold four, leaving eight"
        match = Match(VALUE_CHANGE, total, 0.7, {"slot": total})
    if match is None and not read(new_text).hedged and not read(new_text).temporary:
        total = implied_count_change(old_text, new_text)  # "two retired, nobody replaced"
        if total is None:
            total = standing_count_change(old_text, new_text)  # "…, 30 bays left"
        if total is not None:
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
        # "defib at Pen-y-Pass: …" / "defib at Ogwen Cottage: …", "cert renewals: …" / "cert renewals for .de zones:
        # …": two notes keyed to two things, or the newer to a part of the older one's
        if keys_apart(old_text, new_text):
            return None
        # "the ledger-core team's standup" / "the ledger-ops team's standup", "Hangar 2" / "Hangar 3": two things
        if another_entity(old_text, new_text, match):
            return None
        # "Den Haag" / "The Hague": one known place by its names in two languages
        if one_place(str(match.detail.get("old_value", "")), str(match.detail.get("new_value", ""))):
            return None
        # "Jira Service Management" / "JSM", "Rockhampton" / "Rocky": one name, the other in short
        if not read(new_text).change and one_name_in_short(old_text, new_text,
                                                           *compared_values(match.reason, match.detail)):
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
        # "I carpool with Rosalind, who lives over in Reston": the value told of the person a relative clause hangs on,
        # when the main clause alone tells no change ("I moved in with Sam, who lives in Reston" still does)
        told = without_relative_clause(old_text, new_text)
        if told is not None and not read(told).change and _decide(old_text, told, framing) is None:
            return None
        # "bar till (not the ticket scanner) talks to …": the aside names what the older memory is about (another
        # holder, "(not dispatch)"; the cheap test first), or the main clause read without it tells no change
        told = without_contrast(new_text)
        if told is not None and (sets_aside_older_subject(old_text, new_text)
                                 or _decide(old_text, told, framing) is None):
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
    if match is None:  # "don't unlock the school until 10 these days" after "open … at 9": the hour told bare
        def entered(old: str, told: str) -> Match | None:
            return _decide_entered(old, told, framing)

        match = bare_hour_change(old_text, new_text, entered) or older_bare_hour_change(old_text, new_text, entered)
    if match is None:  # "the encoder-team sync" after "the sync with the encoder team": one compound spaced in both
        match = spaced_compound_change(old_text, new_text, lambda old, new: _decide_entered(old, new, framing))
    if match is None:  # "Figma is where mockups live", "Figma is our design tool now": the value put back in place
        plain = uncleft(new_text) or inverted(new_text) or name_put_back(new_text)
        if plain is not None:
            match = _decide(old_text, plain, framing) or fronted_change(
                old_text, plain, lambda old, main: _decide(old, main, framing))
    if match is None:  # "asked that PR reviews be written in Dutch": the request as a want ("asks for … in Dutch")
        plain = requested_plainly(new_text)
        if plain is not None:
            match = _decide(old_text, plain, framing)
    if match is None:  # "They made me station manager": the title someone gave, told as the holder's now
        plain = title_given(new_text)
        told = _decide(old_text, plain, framing) if plain is not None else None
        if told is not None and _TITLE_READING.search(told.reason):
            match = told
    if match is None:  # "My team is eight engineers, which is already too many for one standup": the value alone
        plain = without_closing_aside(old_text)
        if plain != old_text:
            match = _decide(plain, new_text, framing) or fronted_change(
                plain, new_text, lambda old, main: _decide(old, main, framing)
                or aside_change(old, main, lambda o, head: _decide(o, head, framing)))
    if match is None:  # "GPU quota slashed to 8 A100s": a verb the change words lack, told as "changed to"
        match = verb_to_value(old_text, new_text, lambda old, told: _decide(old, told, framing))
    if match is None and (keyed := keyed_now(new_text)) != new_text:  # "residence updated: Rosslyn Park flat"
        match = _decide(old_text, keyed, framing)
    if match is None:  # "weather stn firmware 2.4.0", "down to maybe 90 a night": the shorthand written whole
        whole_old, whole_new = spelled_whole(old_text), spelled_whole(new_text)
        if (whole_old, whole_new) != (old_text, new_text):
            match = _decide(whole_old, whole_new, framing)
    if match is None:  # "Dovecote Press raised its prices; the newsletter is printed by …": one clause, read alone
        match = clause_change(old_text, new_text, lambda old, part: _decide(old, part, framing))
    return match


def another_entity(old_text: str, new_text: str, match: Match) -> bool:
    """Whether ``match`` pairs two things of one shared name part: the newer names, with a hyphenated name, another
    thing of the older one's first word (:mod:`core.conflicts.sibling_names`), or the two number one kind of unit
    apart (:mod:`core.conflicts.numbered_units`). Asked of the rules' findings here and of the learned reader's
    guesses (:func:`core.conflicts.detector.learned_guess`); the finding's values and reason are what it compared."""
    compared = f"{match.detail.get('old_value', '')} {match.detail.get('new_value', '')} {match.reason}"
    return sibling_named(old_text, new_text, compared) or numbered_apart(old_text, new_text, compared)


# The readings a title given by another may stand on: the holder's title, job or post.
_TITLE_READING = re.compile(r"\b(?:title|job|role|position|post)\b")


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
            or port_given_up(old_text, new_text) or address_anew(old_text, new_text) \
            or estate_region_change(old_text, new_text) \
            or displaced_change(old_text, new_text) \
            or refused_change(old_text, new_text) or name_change(old_text, new_text) \
            or renamed_subject(old_text, new_text) or married_name(old_text, new_text) or (
            None if verdict.settled else residence_change(old_text, new_text) or complement_change(old, new)
        ) or (older_home_ended(old_text, new_text) if verdict.settled else None) \
            or tool_change(old_text, new_text) or home_change(old_text, new_text) or commutes_from(old_text, new_text) \
            or holder_rehoused(old_text, new_text) or home_left(old_text, new_text) \
            or clock_change(old, new) \
            or shift_start_change(old_text, new_text) or date_change(old, new) or day_change(old, new) \
            or monthly_slot_change(old, new) or relative_move(old, new) \
            or slot_retold(old_text, new_text) or released_day_change(old_text, new_text) \
            or time_retold(old_text, new_text) or span_retold(old_text, new_text) \
            or passive_moved(old_text, new_text) or cron_moved(old_text, new_text) \
            or opening_change(old_text, new_text) or job_retimed(old_text, new_text) \
            or month_moved(old_text, new_text) or version_change(old_text, new_text) \
            or anchored_version_change(old_text, new_text) \
            or firmware_change(old_text, new_text) or edition_change(old_text, new_text) \
            or measure_change(old, new) or scaled_change(old, new) \
            or measure_set(old_text, new_text) or replaced_by_size(old_text, new_text) \
            or unit_amount_change(old, new) \
            or limit_lifted(old_text, new_text) \
            or month_day_change(old_text, new_text) \
            or role_change(old_text, new_text) or employment_ended(old_text, new_text) \
            or hired_away(old_text, new_text) \
            or promotion_said(old_text, new_text) or duty_dropped(old_text, new_text) \
            or post_change(old_text, new_text) or post_filled(old_text, new_text) or gone_value(old, new, framing) \
            or every_use_change(old_text, new_text) or passive_tool_change(old_text, new_text) \
            or use_taken_over(old_text, new_text) or tool_gone(old_text, new_text) or tool_anew(old_text, new_text) \
            or tool_replaced(old_text, new_text) \
            or ordinal_count_change(old, new) or possessed_count_change(old, new) or down_to_count_change(old, new) \
            or keyed_change(old_text, new_text) or keyed_amount(old_text, new_text) \
            or name_replaced(old_text, new_text) or name_anew(old_text, new_text) \
            or corrected_name(old_text, new_text)
        if told_at is not None:
            return Match(VALUE_CHANGE, told_at, 0.7, {"slot": told_at})
    elif not blocked and not old.past_only and not old.negated:
        # "The Vite dependency is pinned at 5.2", "docs plugin: 0.35": a list noun naming one versioned thing, which
        # the version reader reads thing by thing (a list of several gives each its own version)
        versioned = named_version_change(old_text, new_text)
        if versioned is not None:
            return Match(VALUE_CHANGE, versioned, 0.7, {"slot": versioned})
    elif not (new.hedged or new.temporary or new.past_only or old.past_only or old.negated) and new.adds_to(old):
        # "my pass and payslip both read Philippa Orme since the wedding": additive wording said of the holders or
        # of another clause, not of the name (married_name_beside reads the name's own clause)
        # … and "A third thermal blanket has been added to every pack": the one added named by its place in the count
        married = married_name_beside(old_text, new_text) or ordinal_count_change(old, new, subject_only=True)
        if married is not None:
            return Match(VALUE_CHANGE, married, 0.7, {"slot": married})
    if verdict.settled or blocked:
        return None
    if not (new.denials or new.negated or old.denials or old.negated):
        return None
    return first_match(analyse(old_text), analyse(new_text), framing, rules=LEGACY_FALLBACK)


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

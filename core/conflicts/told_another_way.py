"""The readers of one slot told in wording the value model does not align, asked in order by
:func:`core.conflicts.rules.decide` after the statement model (:func:`_told_another_way`).

A team moved, an attitude turned or given another value (:mod:`core.conflicts.attitude_change`), a reply language,
a preference revised, refused or swapped (also told in the passive, :mod:`core.conflicts.passive_pref`), a rate, an
activity stopped, then the slot readers: a channel, an owner (also one taken off its holder's plate,
:mod:`core.conflicts.taken_off`), a licence, a closed choice, a name retired, a business's trading name
(:mod:`core.conflicts.trading_name`) — the first that speaks names the finding.
"""

from __future__ import annotations

from core.conflicts.activity_stopped import activity_stopped
from core.conflicts.aligned import _AGREEING_HISTORY
from core.conflicts.attitude_change import attitude_change
from core.conflicts.channel_ended import older_channel_ended
from core.conflicts.channel_shut import channel_shut
from core.conflicts.channels import typed_channel_change
from core.conflicts.closed_choice import choice_change
from core.conflicts.count_per_period import count_per_period
from core.conflicts.event_rate import event_rate_change
from core.conflicts.every_nth import every_nth_change
from core.conflicts.licence_swap import licence_swap
from core.conflicts.licence_withdrawn import clause_dropped, licence_withdrawn
from core.conflicts.mail_swap import mail_change
from core.conflicts.name_displaced import name_displaced
from core.conflicts.name_keyed import name_keyed
from core.conflicts.name_retired import name_retired
from core.conflicts.name_told import name_told
from core.conflicts.once_only import once_only_change
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
from core.conflicts.owner_out import owner_out
from core.conflicts.owner_swap import owner_change
from core.conflicts.ownership import bought_out, holder_off, party_change
from core.conflicts.passive_pref import passive_pref_change
from core.conflicts.pref_refused import pref_refused
from core.conflicts.pref_revised import pref_revised
from core.conflicts.preference_swap import (
    older_put_second,
    order_swap,
    permission_flip,
    preference_swap,
    reply_language_change,
)
from core.conflicts.radio_channels import radio_channel_retold
from core.conflicts.rate_retold import rate_retold
from core.conflicts.rates import rate_change
from core.conflicts.rule_match import NEGATION, REMOVAL, VALUE_CHANGE, Match
from core.conflicts.slots import channel_change, licence_change
from core.conflicts.statement import Statement as ModelStatement
from core.conflicts.taken_off import taken_off
from core.conflicts.teams import team_change
from core.conflicts.trading_name import trading_name_change


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
            or permission_flip(old_text, new_text) or passive_pref_change(old_text, new_text)
        if swapped is not None:
            return Match(NEGATION, swapped, 0.75, {"preference": "swap"})
        rate = rate_change(old_text, new_text) or rate_retold(old_text, new_text) \
            or count_per_period(old_text, new_text) or event_rate_change(old_text, new_text) \
            or once_only_change(old_text, new_text) or every_nth_change(old_text, new_text)
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
        or bought_out(old_text, new_text) or taken_off(old_text, new_text) or owner_out(old_text, new_text) \
        or choice_change(old, new) or mail_change(old_text, new_text) or (
        licence_change(old_text, new_text) if "licence" in old.values and "licence" in new.values else None) \
        or licence_swap(old_text, new_text) or licence_withdrawn(old_text, new_text) \
        or clause_dropped(old_text, new_text) \
        or name_retired(old_text, new_text) or name_displaced(old_text, new_text) or name_keyed(old_text, new_text) \
        or trading_name_change(old_text, new_text) or name_told(old_text, new_text) \
        or out_in_change(old_text, new_text)  # a name's end said of the name, "X out, Y in": list-like wording too
    if moved is not None:
        return Match(VALUE_CHANGE, moved, 0.75, {"slot": moved})
    return None

"""Contradictions the rules missed on fresh hands (issue 15, round 28, rules28b: holdout-v27 and dev27-q, rules
alone) in the name, licence, channel, ownership and preference families, each read by a structure a new hand will
write again, beside near misses that must stay quiet:

- a naming verb with its object and the object's name in capitals after it ("rechristened my quad Vesper"), an older
  name renamed with the new one after it ("renamed the Blue Sheet the Evening Handover Log"), an older name of
  several words as the subject ("Sprout Division becomes the Rookie Cup"), and a thing told by the head of its older
  compound ("mapping project" for "field school mapping project") (:mod:`core.conflicts.naming`);
- "X out, Y in" — the older value let out and another let in, or a holder of the older thing named after it
  (:mod:`core.conflicts.out_in`);
- a holding handed over as "Responsibility for …", and a thing told by the head of a hyphened word ("the scanning
  app" for "the ticket-scanning app") (:func:`core.conflicts.owner_apposed.handed_over`);
- the older preferred value put second, after "over" in a note keyed by its holder or after "rather than"
  (:func:`core.conflicts.preference_swap.older_put_second`);
- a noun for any tool in a key ("standup platform") beside two tools of one kind, and a name of several words quoted
  in one memory and in capitals in the other, one name (:mod:`core.conflicts.sameness`,
  :mod:`core.conflicts.changed_slots`).
"""

from __future__ import annotations

import pytest

from core.conflicts.fronted import main_clause
from core.conflicts.name_change import name_change
from core.conflicts.naming import named_more
from core.conflicts.out_in import out_in_change
from core.conflicts.ownerships import ownerships
from core.conflicts.preference_swap import older_put_second
from core.conflicts.renamed_subject import renamed_subject
from support.conflicts import check_decided

NAMED_OBJECT = [
    ("I named my racing quad Hornet Nine.", "Rebuilt the frame last week and rechristened my quad Vesper.", True),
    ("I named my racing quad Hornet Nine.", "I renamed my racing quad 'Vesper'.", True),
    # another thing, someone else's, another of the kind, a part of it, a second name "also"
    ("I named my racing quad Hornet Nine.", "I named my camera drone Vesper.", False),
    ("I named my racing quad Hornet Nine.", "My brother named his quad Vesper.", False),
    ("I named my racing quad Hornet Nine.", "I named my spare quad Vesper.", False),
    ("I named my racing quad Hornet Nine.", "I named the new quad's battery pack Vesper.", False),
    ("I named my racing quad Hornet Nine.", "I also call my racing quad Hornie.", False),
]

OLDER_NAME_RENAMED = [
    ("The user refers to the night-shift handover sheet as the 'Blue Sheet'.",
     "The user said the nursing lead renamed the Blue Sheet the Evening Handover Log.", True),
    ("The user refers to the night-shift handover sheet as the 'Blue Sheet'.",
     "The nursing lead renamed the Blue Sheet to the Evening Handover Log.", True),
    # another name renamed; a second name beside the older one
    ("The user refers to the night-shift handover sheet as the 'Blue Sheet'.",
     "The user said the nursing lead renamed the Green Sheet the Evening Handover Log.", False),
    ("The user refers to the night-shift handover sheet as the 'Blue Sheet'.",
     "The user also calls the Blue Sheet the Evening Handover Log.", False),
]

OLDER_NAME_AS_SUBJECT = [
    ("2025-11-02 - junior class named Sprout Division.",
     "2026-01-15 - Sprout Division becomes the Rookie Cup from this season.", True),
    ("2025-11-02 - junior class named Sprout Division.", "2026-01-15 - Sprout Division is now Rookie Cup.", True),
    # what it becomes is no name, or it becomes a part of another
    ("2025-11-02 - junior class named Sprout Division.",
     "2026-01-15 - Sprout Division becomes the largest class this season.", False),
    ("2025-11-02 - junior class named Sprout Division.",
     "2026-01-15 - Sprout Division becomes part of the Rookie Cup.", False),
]

THING_BY_ITS_HEAD = [
    ("2025-06-10 — field school mapping project codenamed 'Red Ledge'.",
     "2026-02-03 — mapping project re-christened Caldera Transect.", True),
    # another project; a scope word the older thing has
    ("2025-06-10 — field school mapping project codenamed 'Red Ledge'.",
     "2026-02-03 — soil project re-christened Caldera Transect.", False),
    ("2025-06-10 — field school mapping project codenamed 'Red Ledge'.",
     "2026-02-03 — staging mapping project re-christened Caldera Transect.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         NAMED_OBJECT + OLDER_NAME_RENAMED + OLDER_NAME_AS_SUBJECT + THING_BY_ITS_HEAD)
def test_a_name_told_by_another_naming_verb(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("text", "told"), [
    ("I named my racing quad Hornet Nine.", ({"racing", "quad"}, "hornet-nine")),
    ("My brother named his quad Vesper.", ({"quad", "his"}, "vesper")),  # the holder's word kept: another's thing
    ("The user refers to the night-shift handover sheet as the 'Blue Sheet'.",
     ({"night-", "handov", "sheet"}, "blue-sheet")),
])
def test_what_named_more_reads(text: str, told: tuple[set[str], str]) -> None:
    assert (frozenset(told[0]), told[1]) in named_more(text)


def test_the_readers_say_which_names() -> None:
    assert name_change("I named my racing quad Hornet Nine.", "I rechristened my quad Vesper.") == \
        "same thing's name (quad), hornet-nine → vesper"
    assert renamed_subject("junior class named Sprout Division.", "Sprout Division becomes the Rookie Cup.") == \
        "the newer memory calls sprout-division Rookie Cup now (the older memory's name as its subject)"
    assert renamed_subject("junior class named Sprout Division.", "Sprout is the Rookie Cup.") is None


OUT_AND_IN = [
    ("2025-04-22 — field school GIS plugin licensed LGPL-2.1.", "2026-01-30 — GIS plugin: LGPL-2.1 out, EUPL-1.2 in.",
     True),
    ("2025-02-11 — gym door-controller firmware owned by facilities.",
     "2026-01-19 — facilities out; IT security holds door-controller firmware.", True),
    ("field team standup: Zoom", "standup: Zoom out, Google Meet in", True),
    # another thing's key; the same value in again; "out" with more after it; another thing held; not a holding verb
    ("2025-04-22 — field school GIS plugin licensed LGPL-2.1.", "2026-01-30 — docs plugin: LGPL-2.1 out, EUPL-1.2 in.",
     False),
    ("2025-04-22 — field school GIS plugin licensed LGPL-2.1.", "2026-01-30 — GIS plugin: LGPL-2.1 out, LGPL-2.1 in.",
     False),
    ("2025-02-11 — gym door-controller firmware owned by facilities.",
     "2026-01-19 — facilities out sick; IT security holds door-controller firmware.", False),
    ("2025-02-11 — gym door-controller firmware owned by facilities.",
     "2026-01-19 — facilities out; IT security holds the camera firmware.", False),
    ("2025-02-11 — gym door-controller firmware owned by facilities.",
     "2026-01-19 — facilities out this week; IT security covers door-controller firmware.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OUT_AND_IN)
def test_the_older_value_out_and_another_in(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_out_and_in_says_what_went_and_what_came() -> None:
    assert out_in_change("GIS plugin licensed LGPL-2.1.", "GIS plugin: LGPL-2.1 out, EUPL-1.2 in.") == \
        "the newer memory lets lgpl-2.1 out and eupl-1.2 in"
    assert out_in_change("GIS plugin licensed LGPL-2.1.", "GIS plugin: MIT out, EUPL-1.2 in.") is None


RESPONSIBILITY_HANDED = [
    ("The field school's drone fleet is managed by the survey technician, Gus Ørsted.",
     "Responsibility for the drone fleet was reassigned to the campus aviation office.", True),
    ("The opera's ticket-scanning app is maintained by an external agency, Brightwire.",
     "Maintenance of the scanning app was brought in-house to the digital team when Brightwire's contract ended.",
     True),
    # another thing; a holder added "also"; the older holder again
    ("The field school's drone fleet is managed by the survey technician, Gus Ørsted.",
     "Responsibility for the drone batteries was reassigned to the campus aviation office.", False),
    ("The field school's drone fleet is managed by the survey technician, Gus Ørsted.",
     "Responsibility for the drone fleet was also given to the campus aviation office.", False),
    ("The field school's drone fleet is managed by the survey technician, Gus Ørsted.",
     "Responsibility for the drone fleet was handed back to the survey technician.", False),
    ("The opera's ticket-scanning app is maintained by an external agency, Brightwire.",
     "Maintenance of the ticket printers was brought in-house to the digital team.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), RESPONSIBILITY_HANDED)
def test_a_holding_handed_over_as_a_noun(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


OLDER_PREFERENCE_SECOND = [
    ("2025-04-04 — Ana prefers Jira for gym IT tickets.", "2026-01-23 — Ana: Linear over Jira, every time.", True),
    ("The user wants PR reviews as inline comments, not calls.",
     "The user asked that PR reviews happen on a short call rather than in comment threads.", True),
    # another holder's choice, the older order kept, a thing's key, the other person's comparison
    ("2025-04-04 — Ana prefers Jira for gym IT tickets.", "2026-01-23 — Ben: Linear over Jira, every time.", False),
    ("2025-04-04 — Ana prefers Jira for gym IT tickets.", "2026-01-23 — Ana: Jira over Linear, every time.", False),
    ("2025-04-04 — Ana prefers Jira for gym IT tickets.", "2026-01-23 — roadmap: Linear over Jira.", False),
    ("The user wants PR reviews as inline comments, not calls.",
     "The user asked that PR reviews happen in comment threads rather than on a call.", False),
    ("The user wants PR reviews as inline comments, not calls.",
     "The user's manager would rather have PR reviews on a call than in comment threads.", False),
    ("I prefer Jira for tickets.", "My partner would rather use Linear than Jira.", False),
    # another kind of the older thing put second: only the noun they share refused
    ("The user prefers functional components in React.", "The user prefers hooks over higher-order components.",
     False),
    ("The user prefers functional components in React.",
     "The user prefers class components over functional components.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), OLDER_PREFERENCE_SECOND)
def test_the_older_preference_put_second(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_older_put_second_names_the_refused_side() -> None:
    assert older_put_second("Ana prefers Jira for gym IT tickets.", "Ana: Linear over Jira, every time.") == \
        "the newer memory puts jira second, after linea: the older preference turned"
    assert older_put_second("Ana prefers Jira for gym IT tickets.", "Ana: Linear, every time.") is None


TOOL_KEYS_AND_ONE_NAME = [
    ("field team standup: Zoom", "standup platform: Google Meet per Dr. Halvorsen", True),
    ("field team standup: Zoom", "standup tool: Google Meet", True),
    # another meeting; a second tool as well
    ("field team standup: Zoom", "retro platform: Google Meet", False),
    ("field team standup: Zoom", "standup platform: Google Meet as well", False),
    # one platform by two names and one channel name quoted or not: confirmed, no change
    ("family updates channel: MS Teams 'Family Liaison'",
     "family updates via Microsoft Teams, Family Liaison channel (confirmed)", False),
    ("family updates channel: MS Teams 'Family Liaison'",
     "family updates via Microsoft Teams, Family Support channel (confirmed)", True),
    ("family updates channel: MS Teams 'Family Liaison'", "family updates via Slack, Family Liaison channel", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), TOOL_KEYS_AND_ONE_NAME)
def test_a_tool_noun_in_a_key_and_one_name_written_two_ways(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


HOLDER_TOLD_ANOTHER_WAY = [
    ("2025-05-05 - hospice minibus bookings handled by reception.",
     "2025-11-25 - minibus bookings: transport coordinator's job from today.", True),
    ("The user is the maintainer of the field-school GPS sync tool.",
     "The user's former student, Ayaan, is sole maintainer of the GPS sync tool these days.", True),
    ("I look after the league's spare-parts inventory.", "Dario has taken the spare-parts inventory off my hands.",
     True),
    # the older holder again, another thing, a holder among others, a while only, someone else's hands, a relative
    ("2025-05-05 - hospice minibus bookings handled by reception.",
     "2025-11-25 - minibus bookings: reception's job as before.", False),
    ("2025-05-05 - hospice minibus bookings handled by reception.",
     "2025-11-25 - minibus cleaning: transport coordinator's job from today.", False),
    ("The user is the maintainer of the field-school GPS sync tool.",
     "The user's former student, Ayaan, is a co-maintainer of the GPS sync tool these days.", False),
    ("The user is the maintainer of the field-school GPS sync tool.",
     "The user's former student, Ayaan, is sole maintainer of the GPS logger these days.", False),
    ("I look after the league's spare-parts inventory.", "Dario has taken the kit bags off my hands.", False),
    ("I look after the league's spare-parts inventory.",
     "Dario has taken the spare-parts inventory off my hands for the weekend.", False),
    ("I look after the league's spare-parts inventory.", "Dario also looks after the spare-parts inventory.", False),
    ("I look after the league's spare-parts inventory.", "Dario took the spare-parts inventory off Mia's hands.",
     False),
    ("I look after my mum on Sundays.", "My brother looks after our mum on Sundays now.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), HOLDER_TOLD_ANOTHER_WAY)
def test_a_holder_told_as_a_job_a_taking_or_with_when_after_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("text", "told"), [
    ("minibus bookings: transport coordinator's job from today.",
     ({"booking", "minibus"}, {"transport", "coordinator"})),
    ("Dario has taken the spare-parts inventory off my hands.", ({"spare-parts", "inventory"}, {"dario"})),
    ("I look after the league's spare-parts inventory.", ({"league's", "spare-parts", "inventory"}, {"@self"})),
    ("minibus bookings: a tedious job", None),
])
def test_what_ownerships_reads(text: str, told: tuple[set[str], set[str]] | None) -> None:
    read = ownerships(text)
    assert (read[:1] == ((frozenset(told[0]), frozenset(told[1])),)) if told else read == ()


A_CHANGE_AFTER_WHAT_LED_TO_IT = [
    ("I run the league's timing server on port 8080.",
     "The venue firewall blocked 8080, so my timing server listens on 9443.", True),
    # for one event, another thing, a change only weighed, a second port as well
    ("I run the league's timing server on port 8080.",
     "The venue firewall blocked 8080, so my timing server listens on 9443 for this event only.", False),
    ("I run the league's timing server on port 8080.",
     "The venue firewall blocked 8080, so my laptop's web app listens on 9443.", False),
    ("I run the league's timing server on port 8080.",
     "The venue firewall blocked 8080, so my timing server might move to 9443.", False),
    ("I run the league's timing server on port 8080.",
     "The venue firewall blocked 8080, so my timing server also listens on 9443.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), A_CHANGE_AFTER_WHAT_LED_TO_IT)
def test_a_change_told_after_the_event_that_led_to_it(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("text", "main"), [
    ("The venue firewall blocked 8080, so my timing server listens on 9443.", "My timing server listens on 9443."),
    ("The venue firewall is strict, so my timing server listens on 9443.",
     "The venue firewall is strict, so my timing server listens on 9443."),  # a state, no event: kept whole
])
def test_the_main_clause_after_so(text: str, main: str) -> None:
    assert main_clause(text) == main


LICENCE_TOLD_BY_ITS_HEAD_OR_FOR_A_PURPOSE = [
    ("I publish the museum's object-label templates under CC BY 4.0.",
     "After the board's request, the label templates carry CC BY-NC 4.0 instead.", True),
    ("I released my lap-timer firmware under GPL-3.0.",
     "I relicensed the lap-timer firmware as MIT so sponsors could ship it in their kits.", True),
    # another thing of the older words; a hedge that is one; a hedge before "so"; another thing for the purpose
    ("I publish the museum's object-label templates under CC BY 4.0.",
     "After the board's request, the object photos carry CC BY-NC 4.0 instead.", False),
    ("I publish the museum's object-label templates under CC BY 4.0.",
     "After the board's request, the poster templates carry CC BY-NC 4.0 instead.", False),
    ("I released my lap-timer firmware under GPL-3.0.",
     "I could relicense the lap-timer firmware as MIT so sponsors can ship it.", False),
    ("I released my lap-timer firmware under GPL-3.0.",
     "Sponsors asked, so I could relicense the lap-timer firmware as MIT.", False),
    ("I released my lap-timer firmware under GPL-3.0.",
     "I relicensed the lap-timer docs as MIT so sponsors could ship them.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), LICENCE_TOLD_BY_ITS_HEAD_OR_FOR_A_PURPOSE)
def test_a_licence_of_a_thing_told_by_its_head_or_with_a_purpose(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


CHOICE_IN_THE_OLDER_SETTING = [
    ("The user likes window seats when booking field trips by train.",
     "The user asks for aisle seats on trains because of her knee.", True),
    # another setting; someone else's choice; a narrower setting the older never names
    ("The user likes window seats when booking field trips by train.",
     "The user asks for aisle seats on flights because of her knee.", False),
    ("The user likes window seats when booking field trips by train.",
     "The user's colleague asks for aisle seats on trains.", False),
    ("I prefer window seats.", "I ask for aisle seats on overnight flights.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), CHOICE_IN_THE_OLDER_SETTING)
def test_a_choice_told_in_the_setting_the_older_names(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


MAIL_TOLD_WHERE_IT_IS_GIVEN = [
    ("The user's on-call email is nightlead@hollybankhospice.org.",
     "The user gave a fresh on-call contact, oncall.coord@hollybankhospice.org, replacing the night lead address.",
     True),
    ("The user's opera box office reports are emailed to reports@boxoffice.opera.org.",
     "The user said the reports@boxoffice address bounces; box office reports go to finance-tickets@opera.org.", True),
    # another thing's address; a second address; another thing in the clause of the address; the older one kept
    ("The user's on-call email is nightlead@hollybankhospice.org.",
     "The user gave a fresh billing contact, billing@hollybankhospice.org.", False),
    ("The user's on-call email is nightlead@hollybankhospice.org.",
     "The user also gave a second on-call contact, oncall.coord@hollybankhospice.org.", False),
    ("The user's opera box office reports are emailed to reports@boxoffice.opera.org.",
     "The user said the reports@boxoffice address bounces; donor letters go to finance-tickets@opera.org.", False),
    ("The user's opera box office reports are emailed to reports@boxoffice.opera.org.",
     "The user said the reports@boxoffice address is fine; box office refunds go to finance-tickets@opera.org.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), MAIL_TOLD_WHERE_IT_IS_GIVEN)
def test_a_mail_address_read_in_the_clause_it_is_given_in(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


WHOSE_IT_IS_UNSAID = [
    ("2025-06-10 - museum's pilot-cutter replica called Curlew.", "2026-02-03 - replica re-registered as Marram.",
     True),
    # someone else's replica; another thing; a second registration for one use
    ("2025-06-10 - museum's pilot-cutter replica called Curlew.",
     "2026-02-03 - school's replica re-registered as Marram.", False),
    ("2025-06-10 - museum's pilot-cutter replica called Curlew.", "2026-02-03 - lifeboat re-registered as Marram.",
     False),
    ("2025-06-10 - museum's pilot-cutter replica called Curlew.",
     "2026-02-03 - replica also registered as Marram for racing.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), WHOSE_IT_IS_UNSAID)
def test_a_renamed_thing_told_without_whose_it_is(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)

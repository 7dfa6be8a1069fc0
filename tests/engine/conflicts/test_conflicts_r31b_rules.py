"""Misses on fresh hands (issue 15, round 31, rules31b: holdout-v30, dev30-q, dev31-p): a tool, channel, address or
holder replaced, told in wording the readers did not take.

- the older value let run out ("let the domain lapse", "let X expire"): an end told before its thing
  (:mod:`core.conflicts.ended_older`);
- the older value ended under the noun of its kind ("the laser printer was binned", "retired the NAS share"): the
  kind of machine or storage a named one is (:mod:`core.conflicts.ended_older`);
- a use written by another verb of writing ("drafted" / "written"), the older tool's users after it ("by the
  clerks") no scope it is kept to (:mod:`core.conflicts.passive_tool`);
- a holding taken over from its older holder, named ("took over X's feeding from me") (:mod:`.owner_apposed`);
- a thing's holding moved between an outside party and the holder's own people ("brought in-house" after "…
  maintained by an agency", "outsourced to …" after "… in-house") (:mod:`.owner_apposed`);
- a thing sold on to another party, or bought from its older owner (:mod:`.owner_apposed`);
- a thing handed or passed on to another party, told in the passive ("inventory handed to the new stage
  manager") (:mod:`.owner_apposed`);
- a holder given in a note keyed by the older thing's head word, "from here on" (:mod:`core.conflicts.owner_swap`);
- a use handled, taken over or moved to another named tool, or the older tool named as what another replaced
  ("Reaper has been handling my podcast renders", "migrated the seed inventory to Baserow", "X replaced the Dahua
  recorder") (:mod:`.use_taken_over`);
- the older value judged so that it is let go, beside another ("Mantis got too clunky", "late shifts wore me
  out") — a dismissal, with its guards: not someone else's judgement (:mod:`core.conflicts.ended_older`);
- a use of the older thing stopped, beside another ("Facebook posting has stopped", "stopped posting … in
  Slack") (:mod:`core.conflicts.ended_older`);
- a delivery told by fewer of its words ("show rosters" after "weekly show rosters"), reaching or distributed,
  the older channel dismissed in short ("the inbox gets nothing"), a possessor ("the kitchen's inbox") no part of
  the channel's name (:mod:`core.conflicts.slots`).

Each shape stands beside what must stay quiet: another thing's end, a hedge or a plan, another holder's thing, a
stand-in, a second channel, another use. No pair uses a tuning pair's words.
"""

from __future__ import annotations

import pytest

from support.conflicts import check, check_decided

LET_LAPSE = [
    ("My recipe blog is served from saltandember.net.",
     "I let saltandember.net expire; the recipes are on emberkitchen.org now.", True),
    ("The choir's rehearsal schedule is posted on choirhall.uk.",
     "We let the choirhall.uk domain lapse and moved the schedule to altoandtenor.org.", True),
    ("My recipe blog is served from saltandember.net.",
     "I let emberkitchen.org expire; the recipes stay on saltandember.net.", False),
    ("My recipe blog is served from saltandember.net.",
     "I let my old photo domain expire; the recipes are on saltandember.net as before.", False),
]

KIND_ENDED = [
    ("Shipping labels are printed on a Brother laser in the back office.",
     "The laser printer got binned; labels come off a Rollo thermal printer at the packing bench.", True),
    ("I back up the studio's raw footage to /mnt/qnap/footage on the office QNAP.",
     "Raw footage goes to /vol/archive/footage on the new file server; I retired the QNAP share.", True),
    ("Shipping labels are printed on a Brother laser in the back office.",
     "The office inkjet printer got binned; invoices come off the Brother laser now.", False),
    ("I back up the studio's raw footage to /mnt/qnap/footage on the office QNAP.",
     "We might retire the QNAP share once /vol/archive/footage is tested.", False),
]

WRITTEN_ELSEWHERE = [
    ("Council minutes are drafted in LibreOffice Writer by the clerks.",
     "Council minutes are written in Notion since the spring reshuffle.", True),
    ("Council minutes are drafted in LibreOffice Writer by the clerks.",
     "Committee agendas are written in Notion since the spring reshuffle.", False),
    ("Council minutes are drafted in LibreOffice Writer by the clerks.",
     "Council minutes are shared in Notion since the spring reshuffle.", False),
]

TAKEN_FROM = [
    ("I look after the shelter's greyhound, Rolo, day to day.",
     "Tamsin took over Rolo's daily care from me last month.", True),
    ("Kwame maintains the parish newsletter mailing list.",
     "Esther has taken over the newsletter mailing list from Kwame.", True),
    ("I look after the shelter's greyhound, Rolo, day to day.",
     "Tamsin took over Biscuit's daily care from me last month.", False),
    ("I look after the shelter's greyhound, Rolo, day to day.",
     "Tamsin took over Rolo's daily care from Ruth last month.", False),
    ("Kwame maintains the parish newsletter mailing list.",
     "Esther has taken over the parish accounts from Kwame.", False),
    ("Kwame maintains the parish newsletter mailing list.",
     "Kwame took over the newsletter mailing list from Esther.", False),
]

KEYED_HOLDER = [
    ("2025-01-14 — regatta bar supply contract managed by Oisín.",
     "2025-02-02 — bar: Fenella's responsibility from here on.", True),
    ("2025-01-14 — regatta bar supply contract managed by Oisín.",
     "2025-02-02 — bar: Fenella's responsibility for the weekend.", False),
    ("2025-01-14 — regatta bar supply contract managed by Oisín.",
     "2025-02-02 — moorings: Fenella's responsibility from here on.", False),
]

DELIVERED_ELSEWHERE = [
    ("Room-service orders are delivered to the kitchen's shared email inbox.",
     "Room-service orders are routed to a tablet app in the kitchen; the inbox gets nothing.", True),
    ("Fortnightly lifeguard duty rosters are shared on the poolside whiteboard.",
     "Duty rosters are distributed through the Rotacloud app since June, not written up anymore.", True),
    ("Late-checkout requests are delivered to the hotel's shared reception inbox.",
     "Late-checkout requests are routed to a Slack bot on the lobby iPad; the inbox gets nothing.", True),
    ("Fortnightly lifeguard duty rosters are shared on the poolside whiteboard.",
     "Swim lesson rosters are distributed through the Rotacloud app since June, not written up anymore.", False),
    ("Late-checkout requests are delivered to the hotel's shared reception inbox.",
     "Late-checkout requests are also routed to a Slack bot on the lobby iPad.", False),
]

USE_TAKEN_OVER = [
    ("I render my podcast episodes with Audacity.",
     "Reaper has been handling my podcast renders since the new mic arrived.", True),
    ("Invoices for the bakery are generated in QuickBooks.",
     "Invoice generation was taken over by Xero in April.", True),
    ("2024-06 — loading-bay CCTV on Dahua DVR.",
     "2025-03-11 — Milestone XProtect replaced the Dahua recorder at the loading bay.", True),
    ("I render my podcast episodes with Audacity.",
     "Reaper has been handling my video renders since the new mic arrived.", False),
    ("I render my podcast episodes with Audacity.",
     "Reaper handles my podcast renders now, with Audacity kept for quick edits.", False),
    ("2024-06 — loading-bay CCTV on Dahua DVR.",
     "2025-03-11 — Milestone XProtect replaced the Dahua recorder at the staff car park.", False),
    ("Invoices for the bakery are generated in QuickBooks.", "Payroll was taken over by Xero in April.", False),
    ("I render my podcast episodes with Audacity.", "Reaper might take over my podcast renders next month.", False),
    ("I keep the allotment society's seed inventory in Airtable.",
     "We migrated the seed inventory to Baserow over the winter.", True),
    ("We use Trello for the allotment rota.",
     "We moved the whole allotment committee to WhatsApp for announcements.", False),
    ("I keep the allotment society's seed inventory in Airtable.",
     "We migrated the plot waiting list to Baserow over the winter.", False),
]

JUDGED_OUT = [
    ("I like the late 10 p.m. shifts at the bar best.", "I'd rather do lunch shifts; late shifts wore me out.", True),
    ("My team tracks bugs in Mantis.", "Bugs live in YouTrack; Mantis got too clunky.", True),
    ("I like my tea strong, no milk.", "Strong tea is too bitter for my son, so he has his with milk.", False),
    ("My team tracks bugs in Mantis.", "Bugs live in Mantis; the old Bugzilla got too clunky.", False),
    ("My team tracks bugs in Mantis.", "Mantis might get too clunky if we grow; maybe YouTrack then.", False),
]

SOURCED = [
    ("The parish hall's booking website is maintained by an outside agency, Webfern.",
     "The parish hall booking website was brought in-house and is run by our volunteer Dilys.", True),
    ("2025-02-03 — ferry timetable app upkeep: in-house, harbour IT team",
     "2025-06-10 — timetable app upkeep outsourced to Northwind Apps from July", True),
    ("The parish hall's booking website is maintained by an outside agency, Webfern.",
     "The parish newsletter was brought in-house and is run by our volunteer Dilys.", False),
    ("The parish hall's booking website is maintained by an outside agency, Webfern.",
     "Hosting for the parish hall booking website was brought in-house.", False),
    ("The ferry timetable app is maintained by the harbour's own IT team.",
     "The ferry ticketing kiosks were outsourced to Northwind Apps in March.", False),
    ("The ferry timetable app is maintained by the harbour's own IT team.",
     "The harbour may outsource the ferry timetable app to Northwind Apps next year.", False),
]

SOLD_ON = [
    ("The village hall's tea urn is owned by the WI branch.", "The tea urn was sold to the cricket club.", True),
    ("The allotment's polytunnel is owned by a retired grower, Mrs Hale.",
     "The polytunnel was bought from Mrs Hale by the allotment society in May.", True),
    ("The allotment's polytunnel is owned by a retired grower, Mrs Hale.",
     "The greenhouse was bought from Mrs Hale by the allotment society in May.", False),
    ("The village hall's tea urn is owned by the WI branch.", "The hall's piano was sold to the cricket club.", False),
    ("The village hall's tea urn is owned by the WI branch.", "The spare tea urn was sold to the cricket club.", False),
]

USE_STOPPED = [
    ("I share the weekly bar rota in the #bar-staff Slack channel.",
     "The bar rota goes to the staff Signal group; Slack sharing stopped in March.", True),
    ("Parents are told about snow closures on the school's Facebook page.",
     "Parents hear about snow closures through the ParentMail app; Facebook posting has stopped.", True),
    ("I share the weekly bar rota in the #bar-staff Slack channel.",
     "Holiday photos go to the staff Signal group; Slack sharing of them stopped in March.", False),
    ("I share the weekly bar rota in the #bar-staff Slack channel.",
     "The bar rota goes to the staff Signal group over the holidays; Slack sharing stopped until January.", False),
]

HANDED_ON = [
    ("2024-03 - choir sheet-music library: Dafydd's responsibility",
     "2024-11-02 - library handed to the new librarian, Ffion.", True),
    ("2024-03 - choir sheet-music library: Dafydd's responsibility",
     "2024-11-02 - robe cupboard handed to the new librarian, Ffion.", False),
    ("2024-03 - choir sheet-music library: Dafydd's responsibility",
     "2024-11-02 - library handed back to Dafydd.", False),
]

TABLES = {"let_lapse": LET_LAPSE, "kind_ended": KIND_ENDED, "written_elsewhere": WRITTEN_ELSEWHERE,
          "taken_from": TAKEN_FROM, "keyed_holder": KEYED_HOLDER, "delivered_elsewhere": DELIVERED_ELSEWHERE,
          "use_taken_over": USE_TAKEN_OVER, "judged_out": JUDGED_OUT, "use_stopped": USE_STOPPED,
          "sourced": SOURCED, "sold_on": SOLD_ON, "handed_on": HANDED_ON}


@pytest.mark.parametrize(("old", "new", "contradicts"),
                         [pair for table in TABLES.values() for pair in table],
                         ids=[f"{name}-{k}" for name, table in TABLES.items() for k in range(len(table))])
def test_a_thing_replaced_is_found_and_its_near_misses_are_not(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


def test_one_replacement_through_the_store(engine, clock) -> None:
    old, new, contradicts = TAKEN_FROM[0]
    check(engine, clock, old, new, "note", contradicts)

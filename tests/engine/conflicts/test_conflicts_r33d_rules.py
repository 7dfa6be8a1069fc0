"""Fresh hands' misses in address, channel and ownership (round 33, rules33d: holdout-v32, dev32-q, dev33-p,
dev32-p, holdout-v31, dev31-q), each read by structure, beside near misses of the same shape that must stay quiet:

- an address named as the target of a change on the older host ("re-pointed at …/ci/77" after "…/ci/42") is the
  newer value, not a name of the older one, :mod:`core.conflicts.older_aliased`; a host or the same path still is;
- where a thing is sent told as the rule it follows ("forms should reach crew@…", "customers should be sent to …")
  asserts, :mod:`core.conflicts.clause_kinds`; not a plan ("should move to …", "should go to … once …") or the self;
- a mail address told in the clause "so" opens, or with "belong in", the older address's words kept where the older
  thing has them, :mod:`core.conflicts.mail_swap`; not another thing sent;
- a numbered radio channel ("VHF channel 16", "radio ch 7", "VHF 72"), the older channel turned "off" or "no
  longer" used beside a named app or form, :mod:`core.conflicts.channels`; not another thing, the channel kept;
- an owner told anew beside the older holder gone ("Bea off it", "Ruth moved to outreach", "co-op rents it", "when
  Matthieu emigrated"), a party with its title ("member Agnieszka", "central procurement"), "as of this week",
  :mod:`core.conflicts.ownership`, :mod:`core.conflicts.clauses`; not a stand-in while the owner is away, the older
  owner kept, another thing.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), in
other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ADDRESSES = [
    ("2025-03-02 — payment callback: https://api.loomcraft.io/hooks/pay/11",
     "2025-08-14 — payment callback re-pointed at https://api.loomcraft.io/hooks/pay/19 after the key reset.", True),
    ("2025-03-02 — payment callback: https://api.loomcraft.io/hooks/pay/11",
     "2025-08-14 — payment callback now has a short name that points to https://api.loomcraft.io/hooks/pay/11.",
     False),
    ("Plex runs at http://192.168.1.40:32400",
     "Plex reachable at http://plex.home:32400 (local name for 192.168.1.40)", False),
    ("I post the monthly allotment newsletter to plots@greenlane-allot.org.",
     "plots@ bounces since the committee changed hosts, so the newsletter goes to news@greenlane.org.uk.", True),
    ("I post the monthly allotment newsletter to plots@greenlane-allot.org.",
     "plots@ bounces since the committee changed hosts, so the seed swap list goes to seeds@greenlane.org.uk.",
     False),
    ("The club's grant applications inbox is grants@tidemill.org.",
     "The treasurer says grant applications belong in funding@tidemill-trust.org now; the old inbox is closed.",
     True),
    ("The club's grant applications inbox is grants@tidemill.org.",
     "The treasurer says match reports belong in reports@tidemill-trust.org now.", False),
    ("Hire requests go to bookings@fernhall.org.",
     "The hall's bookings mailbox is closed; hire requests should reach hire@fernhall.org.", True),
    ("Hire requests go to bookings@fernhall.org.",
     "Hire requests should reach hire@fernhall.org once the new system is live.", False),
    ("Hire requests go to bookings@fernhall.org.",
     "The bookings domain expired and renters should be sent to hire.fernhall.uk instead.", True),
    ("The lab's protocol wiki is served from wiki.oakbench.net.",
     "The protocol wiki was rehomed to wiki.oakbench.science, and the .net domain lapsed.", True),
    ("The lab's protocol wiki is served from wiki.oakbench.net.",
     "The protocol wiki was rehomed to wiki.oakbench.science, and the .net domain still redirects there.", False),
]

CHANNELS = [
    ("Race-day marshal comms: radio channel 3", "Race-day marshal comms: radio ch 9 (ch 3 abandoned, too much chatter)",
     True),
    ("Lifeboat callouts are relayed on VHF channel 12.",
     "Lifeboat callouts go out on VHF 67 now; 12 was handed to the port authority.", True),
    ("Lifeboat callouts are relayed on VHF channel 12.",
     "Lifeboat callouts are relayed on VHF channel 12; training chatter uses VHF 67.", False),
    ("Lifeboat callouts are relayed on VHF channel 12.", "Regatta results go out on VHF 67 now.", False),
    ("freezer temperature alerts: SMS to kitchen manager",
     "freezer alerts: SMS off, pushed through the ChillWatch app", True),
    ("freezer temperature alerts: SMS to kitchen manager",
     "delivery alerts: SMS off, pushed through the ChillWatch app", False),
    ("Holiday requests are made through the team Slack channel.",
     "Holiday requests are no longer taken over Slack and must be filed in the PeopleDesk app.", True),
    ("Holiday requests are made through the team Slack channel.",
     "Expense claims are no longer taken over Slack and must be filed in the PeopleDesk app.", False),
    ("Holiday requests are made through the team Slack channel.",
     "Holiday requests are also filed in the PeopleDesk app.", False),
    ("Trade buyers are contacted through the Hubspot shared inbox.",
     "Trade buyers were moved onto Crisp conversations in April.", True),
    ("Trade buyers are contacted through the Hubspot shared inbox.",
     "Retail buyers were moved onto Crisp conversations in April.", False),
    ("The user gets parcel-ready alerts by SMS.",
     "The user's parcel-ready alerts arrive as emails after they opted out of text messages.", True),
    ("The user gets parcel-ready alerts by SMS.",
     "The user's parcel-ready alerts arrive as emails and texts after they opted in to text messages.", False),
    ("volunteer chat: Keybase team harbourfest.crew", "volunteers reached by mailing list only; Keybase team closed",
     True),
]

OWNERS = [
    ("2025-02-10 — Android billing module owned by Kasia.",
     "2025-09-01 — billing module: Kasia off it, Tomek holds the backlog and the on-call.", True),
    ("2025-02-10 — Android billing module owned by Kasia.",
     "2025-09-01 — billing module: Kasia still on it, Tomek reviews the backlog.", False),
    ("2025-04-01 — community garden run by Ilse Brandt.",
     "2025-10-03 — Pieter Vos appointed community garden coordinator; Ilse moved to the food bank.", True),
    ("2025-04-01 — community garden run by Ilse Brandt.",
     "2025-10-03 — Pieter Vos appointed food bank coordinator; Ilse moved to the food bank.", False),
    ("2025-03-01 — the club minibus belongs to the rowing club.",
     "2025-07-20 — minibus sold to coach Henrik; the club hires it for regattas.", True),
    ("2025-03-01 — the club minibus belongs to the rowing club.",
     "2025-07-20 — old trailer sold to coach Henrik; the club keeps the minibus.", False),
    ("2025-03-01 — the club minibus belongs to the rowing club.",
     "2025-07-20 — minibus driven by coach Henrik; the club rents it out for regattas.", False),
    ("The user's aunt Greta runs the village bakery.",
     "The user's cousin Mila took over the village bakery when Greta retired.", True),
    ("The user's aunt Greta runs the village bakery.",
     "The user's cousin Mila runs the village bakery when Greta is away on holiday.", False),
    ("allotment rota: kept by Sunita", "allotment rota keeper: Dev, as of this week", True),
    ("allotment rota: kept by Sunita", "allotment rota: Sunita still keeps it, Dev helps this week", False),
    ("allotment rota: kept by Sunita", "allotment rota: Sunita keeps it, Dev does the odd reminder", False),
    ("build cache bucket owner: infra guild", "proposal: hand build cache ownership to the data team — awaiting vote",
     False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESSES + CHANNELS + OWNERS)
def test_a_value_told_anew_with_the_older_one_gone_is_found_and_its_near_misses_stay_quiet(old, new, contradicts):
    check_decided(old, new, contradicts)

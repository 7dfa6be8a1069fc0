"""Fresh hands' misses in address, channel, ownership and preference (round 32, rules32c: holdout-v31, dev31-q,
dev31-p, dev32-p), each read by structure, beside near misses of the same shape that must stay quiet:

- an address told anew for a thing named shorter — a part of the older compound ("the render-farm box" /
  "render box"), a clipped start ("cfg" for "config"), a compound's last part ("hook" for "webhook") — with a
  verb of arriving or using between ("backups land in", "use …", "bumped to"), a reason after the value naming
  someone's disk, or a named place's own noun ("moved to the Confluence space"), :mod:`core.conflicts.addresses`;
  not another thing, a scope, the older address kept;
- a channel told anew with the older one said gone in a clause it opens ("…; the Slack channel went quiet"), a
  Matrix room's address, talk told as telling or hearing, :mod:`core.conflicts.channels`; not another thing sent,
  a channel added;
- an owner told anew where the older holder is the user's relation ("the user's sister Ines"), a thing named by a
  hyphened compound's parts, bought by or off the older owner, :mod:`core.conflicts.owner_swap`,
  :mod:`core.conflicts.owner_apposed`; not the same holder, another thing, care of a person;
- a preference note keyed by what it is for ("font pref: …", "pref changed: …"), a closed set's other value for
  the thing named again, a participle after the object, :mod:`core.conflicts.attitude`,
  :mod:`core.conflicts.attitude_change`; not the older value told again beside another part.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), in
other words than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ADDRESSES = [
    ("I connect to the render-farm box at 192.168.40.12.",
     "After the rewiring I reach the render box at 192.168.40.77; the old address was freed.", True),
    ("photo archive path: /data/photos/archive", "photo archive lands in /mnt/store3/photo-arc", True),
    ("Billing webhook endpoint: https://hooks.orchard.dev/billing",
     "Billing hook now points at https://pay.orchard.dev/v3/events", True),
    ("2025-03-01 — queue service on port 5672.", "2025-09-12 — queue service bumped to 5673 after a clash.", True),
    ("The scan results are written to /srv/scans on atlas.",
     "The scan results are stored in s3://lab-scans/results after atlas's disk failed.", True),
    ("2025-02-01 — onboarding notes in /Shared/Onboarding.",
     "2025-08-20 — onboarding notes relocated to the Confluence space 'New Starters'.", True),
    ("The user's status page lives at status.kestrel.app/now.",
     "The user says customers should check kestrel.app/status; the status subdomain was retired.", True),
    ("The user's status page lives at status.kestrel.app/now.",
     "The user says customers should check kestrel.app/status; the old status subdomain still redirects.", False),
    ("The user's status page lives at status.kestrel.app/now.",
     "Docs moved to docs.kestrel.app; the status subdomain is parked.", False),
    ("sensor gateway: 10.9.1.5:1883 (greenhouse telemetry)",
     "greenhouse telemetry gateway → 10.9.3.8:8883, auth required", True),
    ("sensor gateway: 10.9.1.5:1883 (greenhouse telemetry)",
     "greenhouse telemetry TLS listener → 10.9.1.5:8883, auth required", False),
    ("I connect to the render-farm box at 192.168.40.12.",
     "I connect to the render-farm staging box at 192.168.40.77.", False),
    ("photo archive path: /data/photos/archive", "video archive lands in /mnt/store3/video-arc", False),
    ("2025-03-01 — queue service on port 5672.", "2025-09-12 — metrics service bumped to 5673.", False),
]

CHANNELS = [
    ("The user's band coordinates rehearsals in Slack #rehearsals.",
     "The user says rehearsal coordination happens in the Matrix room #reh:bandhub.org; the Slack channel went quiet.",
     True),
    ("The user's subscribers hear about releases through a Buttondown newsletter.",
     "The user tells subscribers about new releases through a Telegram channel, not email anymore.", True),
    ("The user's band coordinates rehearsals in Slack #rehearsals.",
     "The user says merch orders happen in the Matrix room #merch:bandhub.org; the Slack channel went quiet.", False),
    ("The user's subscribers hear about releases through a Buttondown newsletter.",
     "The user also tells subscribers about new releases through a Telegram channel.", False),
]

OWNERS = [
    ("The user's sister Ines runs the pottery studio's online shop.",
     "The user's cousin Tomás took over the pottery studio's online shop when Ines moved abroad.", True),
    ("The user's colleague Pieter maintains the invoice-export service.",
     "The user said the export service belongs to the finance team since the restructure.", True),
    ("The user owns the garden-planner repo.",
     "The user transferred the planner repo to Mirela's account.", True),
    ("The user owns the garden-planner repo.",
     "The user transferred the garden-planner repo to Mirela's account.", True),
    ("2025-04-01 — club dinghy Petrel owned by the sailing school.",
     "2025-09-10 — Petrel bought out privately by instructor Maren.", True),
    ("The user's uncle Bram owns the workshop's lathe.", "The user bought the lathe off Bram in June.", True),
    ("The user's uncle Bram owns the workshop's lathe.", "The user bought a new lathe in June.", False),
    ("The user's uncle Bram owns the workshop's lathe.", "The user's uncle Bram still owns the workshop's lathe.",
     False),
    ("2025-01-10 — bakery lease held by Joris.", "2025-06-02 — Joris off the bakery lease; Wim signs for it.", True),
    ("2025-01-10 — bakery lease held by Joris.", "2025-06-02 — Joris still holds the bakery lease.", False),
    ("I look after my dad on Saturdays.", "My sister looks after our dad on Saturdays now.", False),
    ("The studio kiln is owned by the arts centre.", "The studio kiln was bought by and is listed as a centre asset.",
     False),
]

PREFERENCES = [
    ("user pref: code style 2-space indent", "indent pref: tabs from now on", True),
    ("pref: log output verbose", "pref reversed: user wants terse logs", True),
    ("pref: design reviews in Figma comments, not calls", "pref changed: wants quick video calls for design reviews",
     True),
    ("The user wants tax receipts printed.", "The user wants tax receipts as PDFs only, no more printouts.", True),
    ("Remote planning sessions are preferred by the studio lead.",
     "On-site planning sessions are preferred by the studio lead from next month; remote ones are declined.", True),
    ("Glass jars are preferred by the chef for storing stock.",
     "Steel tubs are insisted on by the chef for storing stock after a jar cracked in the freezer.", True),
    ("Glass jars are preferred by the chef for storing stock.",
     "Steel tubs are insisted on by the chef for storing stock in the walk-in freezer.", False),
    ("pref: metric units for hiking distances (km)", "hiking distances pref: miles", True),
    ("pref: metric units for hiking distances (km)", "cycling distances pref: miles", False),
    ("commit msg pref: gitmoji", "commit msg pref: gitmoji, ticket id required", False),
    ("lang pref: en-US", "lang pref: en-US, imperial units", False),
    ("Remote planning sessions are preferred by the studio lead.",
     "Remote planning sessions are preferred by the studio lead from next month.", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESSES + CHANNELS + OWNERS + PREFERENCES)
def test_a_value_told_anew_for_a_thing_named_otherwise_is_found_and_its_near_misses_stay_quiet(old, new, contradicts):
    check_decided(old, new, contradicts)

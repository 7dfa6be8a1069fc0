"""A thing's version told again beside the same word (round 42, the lead: version misses of the train41 and train42
hands), each beside the near misses of the same shape that must stay quiet (:mod:`core.conflicts.version_anchored`):

- a version anchored by the noun or name right before it ("bootloader v1.1"), by a note's key ("onnxruntime: 1.16"),
  or by the thing a version word is "of" ("Version 3.4 of the payroll module");
- no change where the newer version is another thing's (another anchor, another holder's, someone's own), kept beside
  the older one, planned, tried or past, or where the number is a measure, a time of day or an address.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ANCHORED = [
    # the noun before the version
    ("2024-03-02 — gateway firmware v2.2 on all kiosk units.",
     "2024-09-14 — kiosk units now carry gateway firmware v2.5.", True),
    ("I keep the greenhouse controller on firmware 4.1.",
     "I rolled the greenhouse controller forward to 4.4 last week.", True),
    ("The user's kilns run Nabertherm P470 firmware 1.9.", "The user flashed the P470s to firmware 2.2 over Easter.",
     True),
    # a note's key names the thing
    ("tflite-runtime: 2.13 (edge image)", "tflite-runtime 2.15 pinned now, was 2.13", True),
    ("ingest chart ver (kafka-connect): 0.7.4", "kafka-connect chart 0.8.0 GA shipped, 0.7.x line frozen", True),
    # another anchor: another thing's firmware
    ("The roaster's drum controller is flashed with firmware 3.1.", "The cooling fans were updated to firmware 3.4.",
     False),
    ("2025-03-03 — humidity sensors run firmware 1.0.", "2025-03-10 — new CO2 meters arrived with firmware 0.9.",
     False),
    # another holder: a phrase, a possessor, a key of its own
    ("I use zod v3.22 in the checkout widget.", "I bumped zod to v3.23 in the admin widget.", False),
    ("I keep the dispatch HMI on Ignition 8.1.30.", "The depot PC's Ignition install is 8.1.17; not mine to manage.",
     False),
    ("OS: Debian 12.4 on front-desk PCs", "kiosk tablet (lobby, not desk): Debian 11.8 for the card reader", False),
    ("I run axum 0.7.4 in my fork of the gateway.", "I noticed the upstream gateway already pins axum 0.7.9.", False),
    # the older version kept beside the newer
    ("2025-04-01 — search SDK v3.1 on the orders service.",
     "2025-08-20 — catalogue service got search SDK v3.4; orders still v3.1.", False),
    # past, planned, tried
    ("The lab server runs Rocky 9.3.", "The lab server ran Rocky 8.6 until the 2023 rebuild.", False),
    ("ranker model in prod: v2.4", "ranker v2.1 was prod until May (history)", False),
    ("The mixing desk runs firmware 5.2.", "The mixing desk will get firmware 5.4 after the tour.", False),
    ("The mixing desk runs firmware 5.2.", "Firmware 5.4 beta is in testing on the spare desk.", False),
    # measures, times, addresses
    ("The kiln batch takes 2.5 hours.", "The kiln batch takes 3.5 hours now.", True),
    ("printer IP: 10.2.30.41", "label printer IP: 10.2.30.42", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ANCHORED)
def test_a_version_anchored_by_the_same_word_changes(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)

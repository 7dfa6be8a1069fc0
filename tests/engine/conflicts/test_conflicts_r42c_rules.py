"""Addresses, rates and amounts told anew (round 41, rules42c: the twenty-four train41 hands), read by structure, beside
near misses of the same shape that must stay quiet:

- one thing's address given anew where the newer text names the thing with a word for where files sit ("the raw
  folder", "the pattern library") or with words that are not the thing's: a fronted why or when, a passive's doer,
  the machine it sits on (:mod:`core.conflicts.address_anew`); not another thing's word or a name with a number
  ("KX-7" after "KX-9"), nor the older folder told by its name and where it sits (also in :mod:`core.conflicts.
  address_change`);
- a rate's occasion told by its own noun ("a single yearly visit", "one evening pass"), a verb's "-ing" noun as the
  activity ("dip" / "dippings"), a count in a period as the cheap cue ("one a week") (:mod:`core.conflicts.
  rate_retold`), one in each of a recurring unit as every one ("one per shift", "once a term":
  :func:`core.conflicts.rates.rates`); not another activity, the same rate, a bound ("at least");
- a measure set by a verb with the passive's doer between them ("raised by the maintainers to …")
  (:mod:`core.conflicts.measure_set`); not another measure, a window;
- a terse note's keyed amount told again with the key's words reordered, the older bracket's words moved into the
  key, the measure's noun dropped or a word clipped (:mod:`core.conflicts.keyed_amount`); not another thing counted,
  a narrower bracket, a version, another scope, the same amount, one amount in another unit, another part of the
  value, a minimum against a maximum, a preference.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`).
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

ADDRESS_WITH_WORDS_AROUND = [
    ("The choir's podcast feed is served from /podcast.xml on the main site.",
     "The podcast feed has been relocated to /audio/all by the web volunteer.", True),
    ("Downloaded radar sweeps are stored at /mnt/raw/radar on the processing box.",
     "The radar raw folder has been repointed to /data/ingest/radar2 after the disk swap.", True),
    ("I upload the KX-9 lab exports to /mnt/labdata/exports/kx9 every Monday.",
     "Since the storage move I put my KX-9 exports under /srv/vault/kx9 instead.", True),
    # another thing named with a number, another thing's word, the older folder told by its name and where it sits
    ("I upload the KX-9 lab exports to /mnt/labdata/exports/kx9 every Monday.",
     "Since the storage move I put my KX-7 exports under /srv/vault/kx7 instead.", False),
    ("I file my hive inspection photos under /data/apiary/hive-photos on the club NAS.",
     "After the NAS cleanup I keep queen-rearing photos in /archive/apiary/queens.", False),
    ("Drone survey tiles are saved at /mnt/survey/tiles on the field laptop.",
     "The drone flight logs folder has been repointed to /data/flightlogs after the SSD swap.", False),
    ("I keep the herbarium label scans in /srv/herbarium/labels on the office NAS.",
     "My herbarium label scans sit in the labels folder under /srv/herbarium on that same office NAS.", False),
]

RATE_BY_ITS_OCCASION = [
    ("The boiler is inspected every three months by a Leeds engineer.",
     "Inspection of the boiler has been cut to a single yearly visit.", True),
    ("I dip the new candles from Orkney twice a week.",
     "I've cut the Orkney dippings down to one a week.", True),
    ("2025-04-02 — pottery open studio every week.",
     "2025-10-20 — pottery open studios reduced to one per term.", True),
    ("Water samples at the outfall are taken hourly by the duty chemist.",
     "Water samples at the outfall were cut to one per shift.", True),
    ("The lantern festival parade is held every month.",
     "The lantern parades were scaled down to once a term.", True),
    # another activity, the same rate, a bound
    ("The boiler is inspected every three months by a Leeds engineer.",
     "Descaling of the boiler has been cut to a single yearly visit.", False),
    ("I dip the new candles from Orkney twice a week.",
     "I still dip the Orkney candles twice weekly, as always.", False),
    ("2025-04-02 — pottery open studio every week.",
     "2025-10-20 — pottery open studio at least once a term, per the new timetable.", False),
]

MEASURE_SET_PAST_ITS_DOER = [
    ("Each merge request is limited by the bot to 300 changed lines.",
     "The merge request size limit was raised by the maintainers to 600 lines.", True),
    # another measure, a window
    ("Each merge request is limited by the bot to 300 changed lines.",
     "The review comment limit was raised by the maintainers to 600 lines.", False),
    ("Each merge request is limited by the bot to 300 changed lines.",
     "The merge request size limit was raised by the maintainers to 600 lines for the release week.", False),
]

KEYED_AMOUNT_REORDERED = [
    ("max class size: 16 (pottery wheel)", "pottery wheel classes: 12 max, studio rule", True),
    ("page count: 320pp (atlas)", "atlas page count: 352pp, print-ready", True),
    ("loom capacity: 12 looms", "loom cap 9 after the flood", True),
    ("chapters per volume: 9", "chap count cut to 7 (too long)", True),
    # another thing counted, a narrower bracket, a version, another scope, the same amount
    ("max class size: 16 (pottery wheel)", "glazing classes: 12 max", False),
    ("clay per student: 5 kg", "clay per student (evening beginners): 3 kg", False),
    ("GDAL: 3.8 on the build hosts", "GDAL 3.9 in staging; build hosts untouched", False),
    ("max class size: 16 (pottery wheel)", "pottery wheel classes: 16 max, unchanged", False),
    # one amount in another unit, another thing after the amount, another part of the value, min against max, a
    # preference, a version told more exactly
    ("lock timeout: 45 min", "lock timeout: 2700 s", False),
    ("shelf stock: 40 jars", "shelf stock: 25 tins", False),
    ("backoff policy: max 6 tries", "backoff policy: linear, step 300ms", False),
    ("Autoscaler min pods: 3", "Autoscaler max pods: 10", False),
    ("pref: 4-space indent", "pref: max line 100 cols", False),
    ("deno: 1.46 LTS", "deno: 1.46.3", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), ADDRESS_WITH_WORDS_AROUND)
def test_an_address_anew_with_words_that_name_no_other_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RATE_BY_ITS_OCCASION)
def test_a_rate_told_by_its_occasion_or_one_in_each_unit(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MEASURE_SET_PAST_ITS_DOER)
def test_a_measure_set_past_the_passives_doer(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), KEYED_AMOUNT_REORDERED)
def test_a_keyed_amount_told_again_in_another_order(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)

"""Changes read by their structure (round 47, rules48a: the rules' misses on v47, dev47-q, v46, dev46-q, dev46-p,
v45, dev45-q and the train45 / train46 hands), each beside a near miss of the same shape that must stay quiet:

- a count left at or brought to its new level by the deed told before it ("three families left and two joined,
  leaving the co-op at 41 growers", "the expansion took the unit to 32 cots", "two freelancers came in, which puts us
  at seven animators", "tore out a bay of channels, leaving 32", "leaving six apprentices on site"): the cues of
  :func:`core.conflicts.noun_counts.resulting_count_change` read a thing with a hyphen and a level after "at", "took …
  to" and "puts … at" tell the deed themselves where the count's own noun follows the level; another holder's own
  things ("her tutus", "the user's sister's choir") are another count;
- a purpose told in front of the change ("To catch hangs sooner, the suite's timeout was lowered to 12 minutes"):
  the main clause read without it (:mod:`core.conflicts.fronted`), as a reason in front is; what the purpose
  frames as for a while or beside the older one stays quiet;
- a passive preference for the same thing in another kind ("Morning deliveries are preferred by the workshop" /
  "Afternoon deliveries are preferred now"): one head noun, the change said, the holder the older one or untold
  (:mod:`core.conflicts.passive_pref`); a part of the holder ("the backend team") or no change said is no reading;
- a versioned thing told by the capitals of its name ("WP 6.7" after "WordPress 6.4", "FRR" after "FRRouting")
  (:func:`core.conflicts.version_swap.version_change`), and a known tool's release before the noun it is told of
  ("Android 12 tablets": :func:`core.conflicts.version_reading.versions`); another holder ("staging site", "my
  partner's handhelds") or a plan stays quiet;
- a title someone made the holder ("Kernwell has made the user its head of licensing", "They made me station
  manager"), told as the holder's title now (:mod:`core.conflicts.title_given`), only a reading of the title or job
  standing; what they became ("a better supervisor"), a plan, someone else of theirs stays quiet;
- a person the older memory houses, housed anew in the newer one with a verb of being housed or of settling ("Heðin
  was put up in a guesthouse in Sandur", "once Cathal had settled in Galway city") or given a dwelling ("she was given
  a villa in …") (:mod:`core.conflicts.rehoused`); someone else of theirs, a home before ("Before 2019, …") or for a
  while stays quiet;
- a time of day said to suit the holder better for the older thing ("Afternoons suit me better for client
  meetings", "… for hive inspections" after "inspect the hives"), and the older thing told by its deed and its noun
  ("rehearsing" / "evening rehearsals", "installations" / "afternoon installs")
  (:mod:`core.conflicts.attitude_dayparts`); a time for another thing stays quiet.

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`), a few also
through the learned reader's path (:func:`support.conflicts.check_found_by_a_rule`); the pairs are in other words and
settings than the pairs the readings were read from.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided, check_found_by_a_rule

COUNT_LEFT_AT = [
    ("The user's choir has 36 singers.",
     "The user says four singers moved away and one joined, leaving the choir at 33 singers.", True),
    ("The user's choir has 36 singers.",
     "The user says four singers moved away and one joined, leaving the choir at 33 singers for the tour only.",
     False),
    ("The user's ward has 18 beds.",
     "The refurbishment the user described took the ward to 22 beds.", True),
    ("The user's ward has 18 beds.",
     "The user's sister took her ward to 22 beds.", False),
    ("My studio has four illustrators on the picture book.",
     "Two freelancers came in, which puts us at six illustrators on the picture book.", True),
    ("My studio has four illustrators on the picture book.",
     "Two freelancers came in, which puts us at six illustrators for the launch week.", False),
    ("The user's greenhouse has 60 tomato plants.",
     "Blight hit the east bench, so the user tore out a row of plants, leaving 48.", True),
    ("Eighteen tutus are kept in the rehearsal rack.",
     "My sister sold half her tutus, leaving nine.", False),
    ("Ten interns are employed at the lab.",
     "The intern programme was halved, leaving six interns on site.", True),
    ("Ten interns are employed at the lab.",
     "The intern programme was halved, leaving six interns in quarantine.", False),
]

FRONTED_PURPOSE = [
    ("The backup job's retention is set to 30 days.",
     "To save disk space, the backup job's retention was lowered to 14 days.", True),
    ("The backup job's retention is set to 30 days.",
     "To test a restore, I'm temporarily keeping one backup for 90 days.", False),
    ("The user runs Neovim 0.10 stable.",
     "To try the new APIs, the user keeps a separate 0.11-dev build in ~/opt.", False),
]

PASSIVE_SAME_HEAD = [
    ("Morning tastings are preferred by the cellar team.",
     "Evening tastings are preferred now that the harvest is in.", True),
    ("Standing huddles at the front desk are favoured by the charge nurse.",
     "A seated huddle in the break room is now preferred by the charge nurse.", True),
    ("Standing huddles at the front desk are favoured by the charge nurse.",
     "A seated huddle in the break room is preferred by the charge nurse.", False),
    ("Standing huddles at the front desk are favoured by the charge nurse.",
     "A seated huddle in the break room is now preferred by the night charge nurse.", False),
    ("Printed programmes are preferred by the festival director.",
     "Digital programmes are favoured by the festival volunteers these days.", False),
]

DAYPART_FOR_THE_THING = [
    ("I like to hold supplier calls in the morning.",
     "Afternoons suit me better for supplier calls; mornings are for the kiln.", True),
    ("I like to hold supplier calls in the morning.",
     "Afternoons suit me better for glazing; mornings are for the kiln.", False),
    ("I like recording with the band in the morning, before ten.",
     "Evening recordings suit me best these days; mornings belong to the studio.", True),
    ("I like rehearsing with the choir in the morning, before ten.",
     "Evening rehearsals suit me best these days; mornings belong to the workshop.", True),
    ("I like rehearsing with the choir in the morning, before ten.",
     "Evening rehearsals suit me best this week; mornings belong to the workshop.", False),
    ("I like to do tile installations in the morning before the heat.",
     "Afternoon tile installs suit me best these days, mornings are for quotes.", True),
    ("I like to do tile installations in the morning before the heat.",
     "Afternoon tile installs suit me best this week, mornings are for quotes.", False),
]

VERSION_NAMED_ANOTHER_WAY = [
    ("shop site: WordPress 6.3, plugins pinned",
     "shop site bumped to WP 6.6 after the security notice", True),
    ("shop site: WordPress 6.3, plugins pinned",
     "staging site bumped to WP 6.6 after the security notice", False),
    ("The user's edge router runs FRRouting 8.4.",
     "The user upgraded FRR to 9.1 on the edge router.", True),
    ("The user's edge router runs FRRouting 8.4.",
     "The user upgraded FRR to 9.1 on the lab router.", False),
    ("I'm running the stock-take app on Android 12 handhelds.",
     "IT reflashed all my handhelds to Android 14 yesterday.", True),
    ("I'm running the stock-take app on Android 12 handhelds.",
     "I might reflash my handhelds to Android 14 once the app supports it.", False),
    ("I'm running the stock-take app on Android 12 handhelds.",
     "My partner's handhelds went to Android 14 yesterday.", False),
]

TITLE_GIVEN = [
    ("The user is a support engineer at Quillfeather.",
     "Quillfeather made the user its head of developer relations in May.", True),
    ("The user is a support engineer at Quillfeather.",
     "Quillfeather made the user's manager its head of developer relations in May.", False),
    ("I work as a junior data engineer at Larkspur Foods.",
     "Larkspur made me platform lead last week, so pipeline tickets aren't my job any more.", True),
    ("I'm the night supervisor at the Leith bottling plant.",
     "The night shifts made me a better supervisor.", False),
    ("I'm the night supervisor at the Leith bottling plant.",
     "They might have made me operations manager if I'd applied.", False),
]

HOUSED_ANEW = [
    ("Anneke is housed in the crew cottage at the Texel ferry dock.",
     "The crew cottage went to the new mate, and Anneke was put up in a guesthouse in Den Burg instead.", True),
    ("Anneke is housed in the crew cottage at the Texel ferry dock.",
     "Anneke's sister was put up in a guesthouse in Den Burg.", False),
    ("Rafael is based in Cafayate, near the bodega.",
     "The bodega cottage was given up in May, and Rafael was housed in Salta by the cooperative.", True),
    ("Rafael is based in Cafayate, near the bodega.",
     "Before the harvest job, Rafael was housed in Salta by the cooperative.", False),
    ("The site foreman is housed in the old farmhouse beside the quarry.",
     "The site foreman has been given quarters in the new block by the gate; the farmhouse is a store now.", True),
    ("The site foreman is housed in the old farmhouse beside the quarry.",
     "The site foreman was given a room in the office block for the inspection week.", False),
    ("Noor is housed in the staff quarters at the stables.",
     "Noor's stable room was reassigned after she was given a flat in Newmarket.", True),
    ("Eamon is housed in the family farmhouse in Ennis.",
     "The Ennis farmhouse was let to tenants once Eamon had settled in Limerick city.", True),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_LEFT_AT)
def test_a_count_left_at_its_new_level(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_LEFT_AT[:2])
def test_a_count_left_at_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), FRONTED_PURPOSE)
def test_a_purpose_in_front_of_the_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PASSIVE_SAME_HEAD)
def test_a_passive_preference_for_the_same_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), PASSIVE_SAME_HEAD[1:4])
def test_a_passive_preference_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), DAYPART_FOR_THE_THING)
def test_a_time_of_day_for_the_older_thing(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOUSED_ANEW)
def test_a_person_housed_anew(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), HOUSED_ANEW[:2])
def test_a_person_housed_anew_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), VERSION_NAMED_ANOTHER_WAY)
def test_a_version_told_by_capitals_or_before_a_noun(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TITLE_GIVEN)
def test_a_title_given_by_another(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TITLE_GIVEN[:2])
def test_a_title_given_through_the_reader_path(old: str, new: str, contradicts: bool) -> None:
    check_found_by_a_rule(old, new, contradicts)

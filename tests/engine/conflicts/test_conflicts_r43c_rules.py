"""Changes of a job, a rate or a count told in shapes the readers missed (round 42, rules43c: misses of the
twenty-four train42 hands in the families employer_role, frequency and quantity), each beside the near misses of the
same shape that must stay quiet:

- a job's end told by its spell ("stint wrapped up", "contract has ended"), the employer told as a former one, notice
  handed in (passive), let go as a post, a keyed employer's own noun; not a plan, someone else's end, another
  employer or another thing's contract (:mod:`core.conflicts.employment_ended`);
- a title said changed of its holder, a step up, a conversion to full-time, a name in any alphabet; not someone
  else's title, a plan or a post held for a while (:mod:`core.conflicts.promotion`);
- a rate set anew by a habit taken up, a session's doing or meeting verb, an interval a verb sets; not another
  thing, another holder or another scope (:mod:`core.conflicts.rate_retold`);
- a count the change leaves ("keeping six", "were taken down"), placed on the older compound's head, set by a doer
  closing the passive; not a stay for a while, another part or another crew (:mod:`core.conflicts.noun_counts`,
  :mod:`core.conflicts.another_fact`, :mod:`core.conflicts.measure_swap`);
- a measure set by a note's arrow, a dated note's present, a share's noun, a mass per one period, a counted noun of
  one sense; not another plan, rota, block, period or service (:mod:`core.conflicts.measure_set`).

Each pair is decided by the rules as capture reads the two texts (:func:`support.conflicts.check_decided`); the pairs
are in other words and settings than the tuning pairs'.
"""

from __future__ import annotations

import pytest

from support.conflicts import check_decided

JOB_ENDED = [
    # a spell of work told ended
    ("I work as a sound technician for Brackenfield Theatre.",
     "My Brackenfield stint wrapped up in June; I tour with a folk band now.", True),
    ("I work as a sound technician for Brackenfield Theatre.",
     "My Brackenfield contract might end in June if the panto is cut.", False),
    # the employer told as a former one
    ("The user does payroll for Kestrel Freight.",
     "Kestrel Freight is the user's former employer; she keeps the books for a bakery now.", True),
    ("The user does payroll for Kestrel Freight.", "Kestrel Freight is the user's brother's former employer.", False),
    # notice handed in, the holder unsaid
    ("2025-02-01 — user: line cook at Osteria Brava.",
     "2025-06-20 — notice handed in at Osteria Brava; starts at a hotel kitchen in July.", True),
    ("2025-02-01 — user: line cook at Osteria Brava.",
     "2025-06-20 — notice to be handed in at Osteria Brava if the hotel offer comes through.", False),
    # let go as a post, by the employer; "in May" a month, no modal
    ("Ines is employed by Harbour Rowing Club as boat captain.",
     "Ines was let go as boat captain by Harbour Rowing Club in May.", True),
    ("Ines is employed by Harbour Rowing Club as boat captain.",
     "Ines's deputy was let go as boat captain by Harbour Rowing Club in May.", False),
    # a name of three words by its last two
    ("The user is employed by the Royal Exchange Theatre as a carpenter.",
     "The Exchange Theatre contract has ended and the user builds sets freelance.", True),
    ("The user is employed by the Royal Exchange Theatre as a carpenter.",
     "The Palace Theatre contract has ended and the user builds sets freelance.", False),
    # a keyed employer's own noun
    ("employer: county archive service; role: conservator", "archive contract ended March — user teaches bookbinding",
     True),
    ("employer: county archive service; role: conservator", "archive cafe contract ended March", False),
    # the employer told as a former one by "ex-"
    ("employer: Tolland Seed Bank — germination tech", "ex-Tolland Seed; at Mirefield Nursery, propagation lead", True),
    ("employer: Tolland Seed Bank — germination tech", "my new manager is ex-Tolland Seed, hired from there", False),
    ("employer: Tolland Seed Bank — germination tech", "user hired an ex-Tolland Seed technician for the nursery",
     False),
]

TITLE_CHANGED = [
    ("I'm a staff nurse on the cardiology ward.", "My title changed in March: ward sister now.", True),
    ("I'm a staff nurse on the cardiology ward.", "My manager's title changed in March: matron.", False),
    ("I'm a staff nurse on the cardiology ward.", "If my title changed I'd get a new badge.", False),
    ("I'm a staff nurse on the cardiology ward.",
     "My title changed for the length of the audit: acting ward sister.", False),
    ("Bogdan: junior surveyor, Orrin Land Services", "Bogdan's title bumped to senior surveyor.", True),
    ("Bogdan: junior surveyor, Orrin Land Services", "Kasia's title bumped to senior surveyor.", False),
    # a step up, a conversion
    ("2025-03-01 — Ilse: line supervisor, Brightwater Dairy.", "2025-09-14 — Ilse steps up to plant manager.", True),
    ("2025-03-01 — Ilse: line supervisor, Brightwater Dairy.", "2025-09-14 — Ilse might step up to plant manager.",
     False),
    ("2025-01-10 — Oskar joins Fenwick Labs as a research intern.",
     "2025-07-01 — Oskar converted to full-time research engineer.", True),
    ("2025-01-10 — Oskar joins Fenwick Labs as a research intern.",
     "2025-07-01 — Oskar hopes to be converted to full-time next year.", False),
    # a note that opens with the promotion, after a role note
    ("role: field geologist, mapping unit", "promoted 2025-04: mapping unit lead", True),
    ("role: field geologist, mapping unit", "promoted 2019-04 to field geologist", False),
    # a step up beside an older memory of lodging, not of work
    ("Ansel is lodged in the bunkhouse at the quarry.", "Ansel has been moved up to shift foreman by the owners.",
     False),
    # a name in any alphabet
    ("Tomás is employed by the ferry company as a deckhand.", "Tomás has been reassigned to ticket sales.", True),
    ("Tomás is employed by the ferry company as a deckhand.",
     "Tomás has been reassigned to ticket sales for the summer.", False),
]

RATE_SET_ANEW = [
    # a habit taken up at its rate
    ("The user mails the club bulletin every quarter.", "The user has begun mailing the bulletin every month.", True),
    ("The user mails the club bulletin every quarter.",
     "The user has begun mailing a second bulletin every month.", False),
    ("The user mails the club bulletin every quarter.",
     "The user's assistant has begun mailing the bulletin every month.", False),
    # a session's doing verb; a weekday as the rate
    ("2025-02-02 — supplier payment runs fortnightly.", "2025-07-07 — supplier payment runs happen each Friday.", True),
    ("2025-02-02 — supplier payment runs fortnightly.", "2025-07-07 — payroll runs happen each Friday.", False),
    # a meeting told by another meeting verb
    ("The user syncs with the print vendor biweekly.",
     "The user has been meeting the print vendor every week since the deadline moved.", True),
    ("The user syncs with the print vendor biweekly.",
     "The user has been meeting the bindery every week since the deadline moved.", False),
    # an interval a verb sets
    ("2025-01-20 — compressor serviced every 400 hours.",
     "2025-06-11 — compressor service interval stretched to 600 h.", True),
    ("2025-01-20 — compressor serviced every 400 hours.",
     "2025-06-11 — generator service interval stretched to 600 h.", False),
]

COUNT_LEFT = [
    # the total a change leaves, "keeping"
    ("The user owns 9 hives at the allotment.", "The user sold three of their hives, keeping six at the allotment.",
     True),
    ("The user owns 9 hives at the allotment.",
     "The user lent three of their hives to a friend for the summer, keeping six at the allotment.", False),
    # an irregular participle with its particle
    ("Sixteen floodlights are mounted over the pitch.",
     "Four floodlights were taken down for the new stand, leaving twelve.", True),
    ("Sixteen floodlights are mounted over the pitch.",
     "Four floodlights were taken down for cleaning today, leaving twelve.", False),
    # the older compound's head as the place
    ("I have 600 mussels growing on my longline.", "After the storm I'm down to about 350 mussels on the line.", True),
    ("I have 600 mussels growing on my longline.", "I have 350 mussels in the depuration tank.", False),
    # the doer closing a passive setting
    ("Eight people are housed at the hut over winter.", "The winter crew has been set at six by the park office.",
     True),
    ("Eight people are housed at the hut over winter.", "The summer crew has been set at six by the park office.",
     False),
    # the doer read off only beside a count of people: a setting of another kind stays another measure
    ("The seed freezer holds 500 vials.", "The seed freezer was set to −20 °C by the curator.", False),
]

MEASURE_SET = [
    # a note's arrow for "to"
    ("max projects, starter plan: 5", "starter plan cap raised → 10 projects", True),
    ("max projects, starter plan: 5", "team plan cap raised → 10 projects", False),
    # a dated note's present
    ("2025-01-06 — 4 medics on the weekend rota.", "2025-05-02 — weekend rota grows to 6 people.", True),
    ("2025-01-06 — 4 medics on the weekend rota.", "2025-05-02 — weekday rota grows to 6 people.", False),
    # a share set aside, by its noun
    ("I reserve 25 rooms per venue for the choir tour.", "I cut the room block to 20 per venue after auditions.", True),
    ("I reserve 25 rooms per venue for the choir tour.", "I cut the coach block to 20 per venue after auditions.",
     False),
    # a mass given per one period both name
    ("2025-03-03 — bakery buys 50 kg flour daily.", "2025-08-14 — daily flour order raised to 65 kg.", True),
    ("2025-03-03 — bakery buys 50 kg flour daily.", "2025-08-14 — weekly flour order raised to 65 kg.", False),
    ("2025-03-03 — bakery buys 50 kg flour daily.", "2025-08-14 — daily sugar order raised to 65 kg.", False),
    # counted nouns of one sense
    ("replicas (billing api): 3", "billing api scaled to five pods", True),
    ("replicas (billing api): 3", "search api scaled to five pods", False),
]


@pytest.mark.parametrize(("old", "new", "contradicts"), JOB_ENDED)
def test_a_job_told_ended_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), TITLE_CHANGED)
def test_a_title_said_changed_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), RATE_SET_ANEW)
def test_a_rate_set_anew_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), COUNT_LEFT)
def test_a_count_a_change_leaves_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)


@pytest.mark.parametrize(("old", "new", "contradicts"), MEASURE_SET)
def test_a_measure_set_anew_is_a_change(old: str, new: str, contradicts: bool) -> None:
    check_decided(old, new, contradicts)

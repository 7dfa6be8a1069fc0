"""Names, licences, addresses, channels, owners and preferences told in wording nobody tuned on (issue 15,
round 8): first the false alarms a crowded store showed (two different things read as one, a value of
another slot), then readings that catch what was missed. Each group holds the contradictions it must catch
and the near misses beside them. Every pair goes through the engine: the older memory captured and
promoted, the newer one captured an hour later.
"""

from __future__ import annotations

import pytest

from support.conflicts import check


@pytest.mark.parametrize("old, new, contradicts", [
    # Whoever "took over" is the phrase right before the verb, not the whole sentence before it.
    ("The wiki is maintained by Tove.", "Rasmus took over the wiki in May.", True),
    ("The wiki is maintained by Tove.", "The docs guild took over the wiki from Tove.", True),
    ("The wiki is maintained by Tove.", "I bumped the preview port to 4321 since Astro took over.", False),
    ("owner(ledger-db): finance-eng", "We rebuilt the dashboards in Grafana after Looker's contract took over "
     "the budget.", False),
    # A capitalised word that names a kind of thing is no party: "the staging *API gateway*".
    ("The staging cluster is run by the infra team.", "The staging API gateway is at gw.staging.local.", False),
    ("The staging cluster is run by the infra team.", "Wren has had the staging cluster since March.", True),
    # A hand-over from the writer says which thing only with that thing named: the writer holds many.
    ("I look after the invoicing service.", "I handed the invoicing service to Mateo in May.", True),
    ("I look after the invoicing service.", "Handed invoicing off to Mateo.", True),
    ("I look after the invoicing service.", "I handed the reporting service to Mateo in May.", False),
    ("The user owns the grafana dashboards.", "The user handed the alert rules to the SRE team.", False),
])
def test_owner_read_from_the_phrase_that_names_it(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)


@pytest.mark.parametrize("old, new, contradicts", [
    # The newer memory names its thing only outside its key — the name a rename starts from, what it says is
    # gone, the word before an owner's role — and the older memory names none of it: two things.
    ("Our CLI is called quill.", "Every README now says the billing portal is called 'Tollgate'.", False),
    ("The billing portal is called Payhub.", "Every README now says the billing portal is called 'Tollgate'.",
     True),
    ("The iconset is released under the MIT licence.", "The user says the typeface isn't OFL anymore; it moved to "
     "a CC BY licence.", False),
    ("The typeface is released under the OFL.", "The user says the typeface isn't OFL anymore; it moved to a CC BY "
     "licence.", True),
    ("Hugo maintains the search indexer.", "2026-04-02: billing DRI reassigned to Noor", False),
    ("2026-01-05: billing DRI = Hugo", "2026-04-02: billing DRI reassigned to Noor", True),
    # Told beside the older value in a bracket, by its initials or the writer: still the same one.
    ("owner: @tove", "owner: @rasmus (tove moved to infra)", True),
    ("role: staff engineer, payments", "role: EM (stepped down as SE, still payments)", True),
])
def test_a_thing_named_outside_the_key_must_be_the_older_one(engine, clock, old, new, contradicts):
    check(engine, clock, old, new, "note", contradicts)

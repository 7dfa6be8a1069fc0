"""A part of the newer memory read alone must not lose the verb that adds (issue 15, round 30, the lead).

The rules read a pair again on parts of the newer text when the whole decides nothing (the main clause without its
aside, the fronted phrase, the date). A newer memory of one clause that puts a value beside the older one ("A new
build server, ci-2, was added for the mobile repo") read without its verb ("A new build server, ci-2") told a new
value in place of the older: a false alarm a helper's probe found. Where the adding is a clause of its own, the other
clause still tells the value ("After adding two drives I have 12 TB usable"), and the parts are still read.
"""

from __future__ import annotations

import pytest

from core.conflicts.rules import decide

ADDED_BESIDE = [
    ("The CI runs on build server ci-1.", "A new build server, ci-2, was added for the mobile repo."),
    ("Our reports go out through the Mailgun account.", "A second account, Postmark, was added for receipts."),
    ("The wiki is served from wiki.lab.internal.", "A mirror, wiki2.lab.internal, was added for the field office."),
]

ADDED_THEN_TOLD = [
    ("I've got 6 TB of usable space on the NAS.", "After adding two more disks, the NAS has 14 TB usable."),
    ("The Kafka cluster runs on three brokers.", "Two brokers were added, so the cluster runs on five brokers."),
]


@pytest.mark.parametrize(("old", "new"), ADDED_BESIDE)
def test_one_clause_that_adds_files_nothing(old, new):
    assert decide(old, new) is None, (old, new)


@pytest.mark.parametrize(("old", "new"), ADDED_THEN_TOLD)
def test_an_adding_clause_beside_a_new_total_is_still_a_change(old, new):
    match = decide(old, new)
    assert match is not None, (old, new)
    assert "→" in match.reason

"""The Review pane's rules that need no screen: which keys act on which rows, why an idle one
does not, and what a picked group filters to (``tui/screens/review_keys.py``,
``tui/screens/review_groups.py``). Rows come from a real store's queue."""

from __future__ import annotations

import pytest

from core.memories.queue import QueueFilter, parse_filter
from tui.screens.review_groups import chosen_filter
from tui.screens.review_keys import decision_state, why_idle


@pytest.fixture
def rows(engine):
    """Two pending memories and one superseded one, as the queue reads them."""
    first = engine.memories.remember("The user prefers pnpm", kind="preference").id
    second = engine.memories.remember("Use ruff for linting", kind="tooling").id
    old = engine.memories.remember("The deploy target is staging-1", kind="project").id
    engine.memories.promote([old])
    engine.memories.promote([engine.memories.amend(old, "The deploy target is staging-2").id])
    items = {item.memory.id: item for item in engine.memories.queue_page(QueueFilter(), limit=10)}
    assert {items[i].memory.status for i in (first, second, old)} == {"pending", "superseded"}
    return items[first], items[second], items[old]


def test_promote_and_reject_act_on_any_waiting_row_and_a_mixed_batch(rows):
    pending, other, superseded = rows
    for action in ("promote", "reject"):
        assert decision_state(action, [pending], editor_set=False) is True
        assert decision_state(action, [pending, other, superseded], editor_set=False) is True


def test_restore_acts_only_when_every_row_is_superseded(rows):
    pending, _, superseded = rows
    assert decision_state("restore", [superseded], editor_set=False) is True
    assert decision_state("restore", [pending], editor_set=False) is None
    assert decision_state("restore", [pending, superseded], editor_set=False) is None


def test_edit_acts_on_one_pending_row_and_the_editor_key_hides_without_editor(rows):
    pending, other, superseded = rows
    assert decision_state("edit", [pending], editor_set=False) is True
    assert decision_state("edit", [pending, other], editor_set=False) is None
    assert decision_state("edit", [superseded], editor_set=False) is None
    assert decision_state("edit_external", [pending], editor_set=True) is True
    assert decision_state("edit_external", [pending], editor_set=False) is False


def test_no_row_greys_every_decision():
    for action in ("promote", "reject", "restore", "edit", "edit_external"):
        assert decision_state(action, [], editor_set=True) is None


def test_an_idle_key_says_why_in_terms_of_the_row(rows):
    pending, _, superseded = rows
    label = f"#{pending.memory.id}"
    assert why_idle("promote", pending, {pending.memory.id: "promoting"}, set()) == \
        f"{label} is still being written (promoting)"
    assert "superseded memories only" in str(why_idle("restore", pending, {}, set()))
    assert "esc clears the marks" in str(why_idle("edit", pending, {}, {pending.memory.id, superseded.memory.id}))
    assert why_idle("edit", superseded, {}, set()) == \
        f"#{superseded.memory.id} is superseded: only pending memories are edited in place"
    assert why_idle("promote", None, {}, set()) == "nothing waits in the queue"
    assert why_idle("filter", None, {}, set()) is None


def test_a_picked_group_adds_to_the_typed_words_and_all_keeps_only_the_words():
    typed = parse_filter("deploy source:cli")
    assert chosen_filter("kind\tperson", typed) == parse_filter("deploy source:cli kind:person")
    assert chosen_filter("all", typed) == parse_filter("deploy")

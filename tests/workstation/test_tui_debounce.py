"""Debounced calls: the last of a burst runs once, after the burst; pending() says when one waits."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Static

from tui import debounce
from tui.debounce import Debounced
from tui.scenes import settle

pytestmark = pytest.mark.anyio


class _Burst(App):
    def compose(self):
        yield Static(id="box")


async def test_a_burst_runs_only_its_last_call_once_and_pending_says_when_one_waits():
    app = _Burst()
    ran: list[int] = []
    async with app.run_test() as pilot:
        later = Debounced(app.query_one("#box"), 0.05)
        for value in (1, 2, 3):
            later.call(lambda value=value: ran.append(value))
        assert later.pending and debounce.pending(app)
        assert ran == []
        await settle(pilot)
        assert ran == [3]
        assert not later.pending and not debounce.pending(app)
        later.call(lambda: ran.append(4))
        later.cancel()
        await settle(pilot)
        assert ran == [3] and not debounce.pending(app)


async def test_a_debounced_call_of_another_app_is_not_this_apps():
    first, second = _Burst(), _Burst()
    async with first.run_test():
        waiting = Debounced(first.query_one("#box"), 60)
        waiting.call(lambda: None)
        assert debounce.pending(first)
    async with second.run_test():
        # The first app is gone; its call never runs and must not hold up a wait on the second.
        assert not debounce.pending(second)

"""The workstation's Pilot tests: Textual's idle check in finer steps.

Every ``pilot.press`` and ``pilot.pause()`` waits until the app is idle: Textual sleeps in
slices of ``SLEEP_GRANULARITY`` (20 ms) until one passes with the process (all its threads)
using under a twentieth of the slice. A key costs at least two slices, a pause one, so the
wait, not the work, was most of these tests' time (~60 s of ~135 s over the suite). Slices of
5 ms with the same ratio make the same check: a pause still ends only on a slice in which
nothing ran, and what a test asserts after it still waits for the state (``wait_until``,
``settled``); only the unused part of each slice goes.
"""

from __future__ import annotations

import pytest
import textual._wait

IDLE_SLICE = 0.005


@pytest.fixture(autouse=True)
def finer_idle_checks(monkeypatch):
    # Private names of Textual's (pyproject allows any textual >= 8): if a release renames them,
    # the tests run at Textual's own slices, slower but unchanged, rather than failing to start.
    monkeypatch.setattr(textual._wait, "SLEEP_GRANULARITY", IDLE_SLICE, raising=False)
    monkeypatch.setattr(textual._wait, "SLEEP_IDLE", IDLE_SLICE / 20, raising=False)

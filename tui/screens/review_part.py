"""What every part of the Review pane may call on the screen it is part of.

The pane is one screen made of parts: :class:`~tui.screens.review_decisions.ReviewDecisions`
(the keys that decide) and :class:`~tui.screens.review_cleanups.CleanupsPane` (the merges
and retirements list) under :class:`~tui.screens.review.ReviewScreen`, which loads the
queue. :class:`ReviewPart` declares what the screen provides, so each part is type-checked
on its own.
"""

from __future__ import annotations

from tui.fit_table import FitTable
from tui.screens.base import PaneScreen


class ReviewPart(PaneScreen):
    """The base of the Review pane's parts; :class:`~tui.screens.review.ReviewScreen` fills these in."""

    @property
    def table(self) -> FitTable:
        """The queue table."""
        raise NotImplementedError

    def schedule_detail(self) -> None:
        """Refresh the detail panels for the highlighted row (debounced)."""
        raise NotImplementedError

    def update_title(self) -> None:
        """Redraw the queue's title and the note under it."""
        raise NotImplementedError

"""The Review pane's filter box: ``/`` opens it, typing filters the queue once the words settle.

The words are read by :func:`~core.memories.queue.parse_filter` (``kind:tooling ns:webapp
source:mcp status:held id:12`` and free words). A filter that does not parse marks the box
invalid and says why under it; the queue keeps its rows until a valid one arrives.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.message import Message
from textual.widgets import Input

from core import MemdeskError
from core.memories.queue import QueueFilter, parse_filter
from tui.debounce import Debounced

# Typing settles this long before the queue is read again (no query per keystroke).
FILTER_DELAY = 0.2


class FilterBox(Input):
    """One line above the queue, hidden until ``/``; posts :class:`Settled` with each new valid filter."""

    @dataclass
    class Settled(Message):
        """The typed words stopped changing (or were submitted) and parse as ``queue_filter``."""

        queue_filter: QueueFilter

    def __init__(self, *, cursor_blink: bool) -> None:
        super().__init__(placeholder="/ filter: kind:tooling ns:webapp source:mcp status:held id:12 words…",
                         id="filter", compact=True)
        self.cursor_blink = cursor_blink
        self._settle = Debounced(self, FILTER_DELAY)

    def open(self) -> None:
        """Show the box and put the cursor in it."""
        self.display = True
        self.focus()

    def show_filter(self, queue_filter: QueueFilter) -> None:
        """Spell out a filter chosen elsewhere (a group, "go to"), without reading it back as typing."""
        with self.prevent(Input.Changed):
            self.value = queue_filter.describe()
        self.display = bool(self.value)

    @on(Input.Changed)
    def typed(self, event: Input.Changed) -> None:
        self._settle.call(lambda: self.settle(event.value))

    @on(Input.Submitted)
    def submitted(self, event: Input.Submitted) -> None:
        self.settle(event.value)

    def settle(self, text: str) -> None:
        """Read ``text`` as a filter: post it when it parses, else mark the box with the reason."""
        try:
            queue_filter = parse_filter(text)
        except MemdeskError as exc:
            self.add_class("-invalid")
            self.border_subtitle = exc.message
            return
        self.remove_class("-invalid")
        self.border_subtitle = ""
        self.post_message(self.Settled(queue_filter))

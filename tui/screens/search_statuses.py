"""The Search pane's status filter: which statuses a search covers, as check boxes.

The hits' title names the choice (:func:`statuses_label`); a change posts
:class:`StatusFilter.Changed` and the pane searches again.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from core.model.vocabulary import STATUSES

CHECKED, UNCHECKED = "☑", "☐"


class StatusFilter(OptionList):
    """The statuses a search covers, as real check boxes: ``space``/``enter`` ticks or unticks one."""

    BINDINGS = [Binding("space", "select", "tick", show=False)]

    @dataclass
    class Changed(Message):
        statuses: list[str]

    def __init__(self, chosen: tuple[str, ...]) -> None:
        self.chosen = [status for status in STATUSES if status in chosen]
        super().__init__(*[Option(self.prompt(status), id=status) for status in STATUSES], id="status-filter",
                         classes="panel")

    def prompt(self, status: str) -> Content:
        ticked = status in self.chosen
        return Content.assemble((f"{CHECKED if ticked else UNCHECKED} ", "bold" if ticked else "$text-muted"),
                                (status, f"$status-{status}" + (" bold" if ticked else "")))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        status = event.option.id or ""
        if status in self.chosen:
            self.chosen.remove(status)
        else:
            self.chosen = [s for s in STATUSES if s in (*self.chosen, status)]
        self.replace_option_prompt(status, self.prompt(status))
        self.post_message(self.Changed(list(self.chosen)))


def statuses_label(statuses: list[str]) -> str:
    """``promoted only``, ``promoted, pending`` or ``all statuses`` for the hits' title."""
    if not statuses or set(statuses) == set(STATUSES):
        return "all statuses"
    if len(statuses) == 1:
        return f"{statuses[0]} only"
    return ", ".join(statuses)

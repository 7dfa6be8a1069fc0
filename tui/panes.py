"""The workstation's panes: one Textual mode (screen) each, switched by number keys.

Adding a pane is one line here: its mode name, title, key and screen class. The
app builds ``MODES``, the pane keys, the tab strip and the palette's pane
commands from this tuple.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from textual.screen import Screen

from tui.screens.conflicts import ConflictsScreen
from tui.screens.generations import GenerationsScreen
from tui.screens.review import ReviewScreen
from tui.screens.search import SearchScreen
from tui.screens.server import ServerScreen
from tui.screens.stats import StatsScreen


@dataclass(frozen=True)
class Pane:
    """One top-level pane."""

    mode: str
    title: str
    key: str
    screen: Callable[[], Screen]
    summary: str


PANES: tuple[Pane, ...] = (
    Pane("review", "Review", "1", ReviewScreen, "what waits for a person: promote, reject, edit, restore"),
    Pane("search", "Search", "2", SearchScreen, "live ranked search with the score breakdown"),
    Pane("conflicts", "Conflicts", "3", ConflictsScreen, "proposals side by side: accept, dismiss, restore"),
    Pane("server", "Server", "4", ServerScreen, "the background MCP server and client snippets"),
    Pane("stats", "Stats", "5", StatsScreen, "counts, growth, decay and recall activity"),
    Pane("generations", "Generations", "6", GenerationsScreen,
         "the agent's lineage, what changed between two generations, validation"),
)


def pane_named(mode: str) -> Pane:
    """The pane for a mode name (``KeyError`` when unknown)."""
    for pane in PANES:
        if pane.mode == mode:
            return pane
    raise KeyError(mode)

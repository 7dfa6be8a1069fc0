"""The Stats pane: counts by status, kind and namespace; growth, decay and recall activity.

No keys of its own: it refreshes itself when the store changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import Any, ClassVar

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Grid, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Sparkline, Static
from textual.worker import get_current_worker

from tui.render import labelled_bars, namespace_label, plural, status_style
from tui.screens.base import PaneScreen

DAYS = 30


@dataclass
class StatsData:
    stats: dict[str, Any]
    decay: dict[str, int]
    days: list[str]


class StatsScreen(PaneScreen):
    """Six panels of counts and activity."""

    PANE = "stats"
    BINDINGS: ClassVar[list[BindingType]] = []

    @dataclass
    class StatsLoaded(Message):
        data: StatsData

    def __init__(self) -> None:
        super().__init__()
        self.data: StatsData | None = None

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Grid(id="stats-grid"):
            for panel_id, title in (("by-status", "By status"), ("by-kind", "By kind"),
                                    ("by-namespace", "By namespace")):
                with Vertical(classes="stats-panel panel", id=f"{panel_id}-panel") as panel:
                    panel.border_title = title
                    yield Static(id=panel_id)
            with Vertical(classes="stats-panel panel", id="captures-panel") as panel:
                panel.border_title = f"Captures · {DAYS} days"
                yield Sparkline([], id="captures-spark")
                yield Static(id="captures")
            with Vertical(classes="stats-panel panel", id="recalls-panel") as panel:
                panel.border_title = f"Recalls · {DAYS} days"
                yield Sparkline([], id="recalls-spark")
                yield Static(id="recalls")
            with Vertical(classes="stats-panel panel", id="decay-panel") as panel:
                panel.border_title = "Horizon left"
                yield Static(id="decay")
        yield from self.compose_chrome_bottom()

    def reload(self) -> None:
        self.load_stats()

    @work(thread=True, exclusive=True, exit_on_error=False, group="stats", description="counting the store")
    def load_stats(self) -> None:
        engine = self.engine
        stats = engine.memories.stats(days=DAYS).to_dict()
        decay = engine.quality.decay_profile()
        today = engine.now().date()
        days = [(today - timedelta(days=offset)).isoformat() for offset in range(DAYS - 1, -1, -1)]
        if not get_current_worker().is_cancelled:
            self.post_message(self.StatsLoaded(StatsData(stats, decay, days)))

    @on(StatsLoaded)
    def show_stats(self, message: StatsLoaded) -> None:
        self.data = message.data
        self.draw()

    def on_resize(self, event: events.Resize) -> None:
        self.draw()

    def draw(self) -> None:
        """Every panel, sized to the panels' width now (bars stay on their label's line)."""
        data = self.data
        if data is None:
            return
        stats = data.stats
        width = self.query_one("#by-status", Static).size.width or 36
        self.query_one("#by-status", Static).update(
            labelled_bars(stats["by_status"], panel_width=width, style_of=lambda status: status_style(status)))
        self.query_one("#by-kind", Static).update(labelled_bars(stats["by_kind"], panel_width=width))
        self.query_one("#by-namespace", Static).update(
            labelled_bars({namespace_label(ns): n for ns, n in stats["by_namespace"].items()}, panel_width=width))
        captures = [stats["captures_per_day"].get(day, 0) for day in data.days]
        recalls = [stats["recalls_per_day"].get(day, 0) for day in data.days]
        self.query_one("#captures-spark", Sparkline).data = captures
        self.query_one("#recalls-spark", Sparkline).data = recalls
        proposals = stats["proposals"]
        self.query_one("#captures", Static).update(Content.assemble(
            (f"{sum(captures):,} captured", "bold"), f" · {stats['total']:,} in the store\n",
            ("proposals ", "$text-muted"),
            " · ".join(f"{status} {n}" for status, n in sorted(proposals.items())) or "none yet"))
        recall = stats["recall"]
        self.query_one("#recalls", Static).update(Content.assemble(
            (plural(sum(recalls), "recall"), "bold"), f" · {recall['recalls']:,} ever, "
            f"{recall['empty']:,} returned nothing\n", ("retrieval ", "$text-muted"), stats["retrieval_mode"]))
        self.query_one("#decay", Static).update(labelled_bars(data.decay, panel_width=width, style_of=_decay_style))


def _decay_style(bucket: str) -> str:
    if bucket == "past":
        return "$status-stale"
    if bucket == "< 20%":
        return "$warning"
    return "$status-promoted"

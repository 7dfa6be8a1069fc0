"""The workstation app and the factory every caller uses to build it."""

from __future__ import annotations

from pathlib import Path

from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Footer, Header

from core import Config, Engine


class MemdeskApp(App):
    """Review queue shell: lists what waits for a person."""

    TITLE = "memdesk"
    BINDINGS = [Binding("q", "quit", "Quit", id="app.quit")]

    def __init__(self, engine: Engine):
        super().__init__()
        self.engine = engine

    def compose(self) -> ComposeResult:
        yield Header()
        table = DataTable(id="queue", cursor_type="row")
        table.add_columns("id", "status", "kind", "content")
        yield table
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = str(self.engine.path)
        self.load_queue()

    @work(thread=True, exclusive=True, exit_on_error=False, group="store")
    def load_queue(self) -> None:
        memories = self.engine.review_queue(limit=500)
        self.call_from_thread(self._show_queue, memories)

    def _show_queue(self, memories) -> None:
        table = self.query_one("#queue", DataTable)
        table.clear()
        for memory in memories:
            table.add_row(f"#{memory.id}", memory.status, memory.kind, memory.content, key=str(memory.id))


def create_app(db_path: str | Path, config: Config | None = None, *, clock=None) -> MemdeskApp:
    """Build the workstation on a store (used by the CLI, the tests and the screenshot script)."""
    kwargs = {"config": config or Config(), "actor": "human:tui"}
    if clock is not None:
        kwargs["clock"] = clock
    return MemdeskApp(Engine(db_path, **kwargs))

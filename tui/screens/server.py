"""The Server pane: the background MCP server of this store, its health, clients and log.

Bindings (ids): ``s`` start or stop the server (``server.toggle``), ``c`` copy the
highlighted client snippet (``server.copy``), ``j``/``k`` choose a client
(``server.down``/``server.up``).

The server outlives the workstation: quitting leaves it running unless you stop it
here first. Status and the request log are polled in workers while the pane is
on screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from ..render import field_line, one_line
from ..snippets import CLIENTS, snippet_for
from .base import PaneScreen, move_bindings

try:  # The daemon is its own module; the pane says so plainly when it is missing.
    from core import daemon as daemon_api
except ImportError:  # pragma: no cover - depends on what is merged
    daemon_api = None

POLL_SECONDS = 1.0
LOG_LINES = 200
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
REQUEST_COLUMNS = (("ts", "time", 16), ("client", "client", 16), ("method", "call", 22), ("status", "status", 6),
                   ("ms", "ms", 5))


@dataclass
class ServerState:
    """What the pane shows: the daemon's status (``None`` = not running) and its recent requests."""

    status: Any | None
    requests: list[dict]
    available: bool = True


class ServerScreen(PaneScreen):
    """Status on the left, client snippets on the right, the request log below."""

    PANE = "server"
    MOVE_TARGET = "#clients"
    AUTO_FOCUS = "#clients"
    BINDINGS = [
        Binding("s", "toggle_server", "start/stop", id="server.toggle", tooltip="start or stop the background server"),
        Binding("c", "copy_snippet", "copy", id="server.copy", tooltip="copy the client's config snippet"),
        *move_bindings("server"),
    ]

    @dataclass
    class ServerPolled(Message):
        state: ServerState

    @dataclass
    class ServerToggled(Message):
        note: str

    def __init__(self) -> None:
        super().__init__()
        self.state = ServerState(status=None, requests=[], available=daemon_api is not None)
        self.busy = False

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="server-top"):
            with Vertical(id="server-status-panel"):
                yield Static(id="server-status")
            yield OptionList(*[Option(client.title, id=client.key) for client in CLIENTS], id="clients")
            with VerticalScroll(id="snippet-panel"):
                yield Static(id="snippet")
        yield DataTable(id="requests", cursor_type="row")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        self.query_one("#server-status-panel").border_title = "Server"
        self.query_one("#clients").border_title = "Clients"
        self.query_one("#snippet-panel").border_title = "Snippet"
        table = self.query_one("#requests", DataTable)
        for key, label, width in REQUEST_COLUMNS:
            table.add_column(label, key=key, width=width)
        table.add_column("detail", key="detail", width=self.fill_width(table, REQUEST_COLUMNS, reserved=0))
        table.border_title = "Recent requests"
        self.query_one("#clients", OptionList).highlighted = 0
        self.set_interval(POLL_SECONDS, self.poll_if_visible, name="server-poll")
        super().on_mount()
        verb, self.memdesk.pending_server_command = self.memdesk.pending_server_command, None
        if verb:
            self.run_server_command(verb)

    # -- polling ----------------------------------------------------------------------------------

    def reload(self) -> None:
        self.poll_server()

    def poll_if_visible(self) -> None:
        if self.is_current:
            self.poll_server()

    @work(thread=True, exclusive=True, exit_on_error=False, group="server-poll", description="checking the server")
    def poll_server(self) -> None:
        if daemon_api is None:
            state = ServerState(status=None, requests=[], available=False)
        else:
            path = self.engine.path
            status = daemon_api.daemon_status(path)
            requests = daemon_api.read_request_log(path, lines=LOG_LINES) if status is not None else []
            state = ServerState(status=status, requests=requests)
        if not get_current_worker().is_cancelled:
            self.post_message(self.ServerPolled(state))

    @on(ServerPolled)
    def show_state(self, message: ServerPolled) -> None:
        previous_count = len(self.state.requests)
        self.state = message.state
        self.query_one("#server-status", Static).update(render_status(message.state))
        self.show_snippet()
        if len(message.state.requests) != previous_count or not message.state.requests:
            self.show_requests(message.state.requests)
        self.refresh_bindings()

    def show_requests(self, requests: list[dict]) -> None:
        table = self.query_one("#requests", DataTable)
        at_end = table.cursor_row >= table.row_count - 1
        table.clear()
        for entry in requests:
            table.add_row(*request_cells(entry))
        if at_end and table.row_count:
            table.move_cursor(row=table.row_count - 1, animate=False)

    # -- snippets ----------------------------------------------------------------------------------

    def selected_client(self) -> str:
        clients = self.query_one("#clients", OptionList)
        index = clients.highlighted or 0
        return CLIENTS[index].key

    def current_url(self) -> str:
        status = self.state.status
        if status is not None and getattr(status, "url", None):
            return str(status.url)
        return f"http://{DEFAULT_HOST}:{DEFAULT_PORT}/mcp"

    def show_snippet(self) -> None:
        client = self.selected_client()
        snippet = snippet_for(client, url=self.current_url(), db_path=self.engine.path)
        self.query_one("#snippet-panel").border_title = f"Snippet · {snippet.where}"
        self.query_one("#snippet", Static).update(Content(snippet.text))

    @on(OptionList.OptionHighlighted, "#clients")
    def client_highlighted(self) -> None:
        self.show_snippet()

    # -- actions ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "toggle_server":
            return True if daemon_api is not None and not self.busy else None
        return True


    def action_copy_snippet(self) -> None:
        client = self.selected_client()
        snippet = snippet_for(client, url=self.current_url(), db_path=self.engine.path)
        self.app.copy_to_clipboard(snippet.text)
        self.notify(f"copied the {snippet.title} snippet", timeout=3)

    def action_toggle_server(self) -> None:
        self.run_server_command("stop" if self.state.status is not None else "start")

    def run_server_command(self, verb: str) -> None:
        """Start or stop the daemon (also used by the command palette)."""
        if daemon_api is None:
            self.notify("the background server is not part of this build", severity="warning")
            return
        if self.busy:
            return
        self.busy = True
        self.refresh_bindings()
        self.toggle_server(verb)

    @work(thread=True, exclusive=True, exit_on_error=False, group="server-toggle",
          description="starting or stopping the server")
    def toggle_server(self, verb: str) -> None:
        path = self.engine.path
        try:
            if verb == "start":
                status = daemon_api.start_daemon(path, host=DEFAULT_HOST, port=DEFAULT_PORT)
                note = f"server started at {getattr(status, 'url', '') or self.current_url()}"
            else:
                stopped = daemon_api.stop_daemon(path)
                note = "server stopped" if stopped else "the server was not running"
        finally:
            self.app.call_from_thread(self._toggle_finished)
        self.post_message(self.ServerToggled(note))

    def _toggle_finished(self) -> None:
        self.busy = False
        self.refresh_bindings()

    @on(ServerToggled)
    def toggled(self, message: ServerToggled) -> None:
        self.notify(message.note, timeout=4)
        self.poll_server()


def render_status(state: ServerState) -> Content:
    """Address, health, pid, clients and request count, or how to start it."""
    if not state.available:
        return Content.styled("The background server is not available in this build "
                              "(core.daemon is missing).", "$warning")
    status = state.status
    if status is None:
        return Content.assemble(("● stopped", "bold $text-muted"), "\n\npress ", ("s", "bold $primary"),
                                f" to start it on {DEFAULT_HOST}:{DEFAULT_PORT}")
    healthy = bool(getattr(status, "healthy", False))
    clients = getattr(status, "clients", None)
    client_text = ", ".join(map(str, clients)) if isinstance(clients, (list, tuple, set)) else str(clients or 0)
    lines = [
        Content.assemble(("● running", "bold $status-promoted") if healthy else ("● not responding", "bold $error")),
        field_line("address", str(getattr(status, "url", "") or f"{status.host}:{status.port}")),
        field_line("pid", str(getattr(status, "pid", "—"))),
        field_line("since", str(getattr(status, "started_at", "—"))[:19].replace("T", " ")),
        field_line("clients", one_line(client_text, 60)),
        field_line("requests", str(getattr(status, "requests", 0))),
    ]
    return Content("\n").join(lines)


def request_cells(entry: dict) -> tuple[str, ...]:
    """One request-log entry as table cells (missing fields become ``—``)."""
    def pick(*names: str) -> str:
        for name in names:
            if entry.get(name) not in (None, ""):
                return str(entry[name])
        return "—"

    return (pick("ts", "time")[:16].replace("T", " "), pick("client", "agent"), pick("method", "tool", "path"),
            pick("status", "code"), pick("ms", "duration_ms"), one_line(pick("detail", "error", "summary"), 120))


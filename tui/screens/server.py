"""The Server pane: the background MCP server of this store, its health, clients and log.

Bindings (ids): ``s`` start or stop the server (``server.toggle``), ``c`` copy the
highlighted client snippet (``server.copy``), ``j``/``k`` choose a client
(``server.down``/``server.up``).

The server outlives the workstation: quitting leaves it running unless you stop it
here first. Status, the request log and the recent upkeep runs (the chores the
daemon runs every ``[upkeep] interval_minutes``, each step with its outcome) are
polled in workers while the pane is on screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from core.agents.upkeep import STEPS as UPKEEP_STEPS
from core.errors import ValidationError
from core.interfaces.serving import daemon as daemon_api
from core.settings import Settings, reveal
from tui.render import field_line, one_line, short_time
from tui.screens.base import PaneScreen, move_bindings
from tui.snippets import CLIENTS, snippet_for

POLL_SECONDS = 1.0
LOG_LINES = 200
UPKEEP_RUNS = 8
STEP_STYLES = {"ok": "$status-promoted", "skipped": "$text-muted", "error": "$status-rejected"}
REQUEST_COLUMNS = (("ts", "time", 19), ("client", "client", 18), ("method", "method", 6), ("status", "status", 6),
                   ("ms", "ms", 7))


@dataclass
class ServerState:
    """What the pane shows: the daemon's status (``None`` = not running) and its recent requests."""

    status: daemon_api.DaemonStatus | None
    requests: list[dict]
    upkeep_runs: list[dict] = field(default_factory=list)
    upkeep_every: str = ""


def server_endpoint(settings: Settings) -> tuple[str, int]:
    """``[server] host`` and ``port`` (what ``memdesk serve`` uses too; validated when the settings loaded)."""
    return settings.server.host, settings.server.port


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
        self.state = ServerState(status=None, requests=[])
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
        with VerticalScroll(id="upkeep-panel"):
            yield Static(id="upkeep")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        self.query_one("#server-status-panel").border_title = "Server"
        self.query_one("#clients").border_title = "Clients"
        self.query_one("#snippet-panel").border_title = "Snippet"
        table = self.query_one("#requests", DataTable)
        for key, label, width in REQUEST_COLUMNS:
            table.add_column(label, key=key, width=width)
        table.add_column("path", key="path", width=self.fill_width(table, REQUEST_COLUMNS, reserved=0))
        table.border_title = "Recent requests"
        self.query_one("#upkeep-panel").border_title = "Upkeep"
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
        engine = self.engine
        path = engine.path
        status = daemon_api.daemon_status(path, token=reveal(engine.settings.server.token))
        requests = daemon_api.read_request_log(path, lines=LOG_LINES) if status is not None else []
        runs = [run.to_dict() for run in engine.agents.upkeep_runs(UPKEEP_RUNS)]
        state = ServerState(status=status, requests=requests, upkeep_runs=runs, upkeep_every=upkeep_schedule(engine))
        if not get_current_worker().is_cancelled:
            self.post_message(self.ServerPolled(state))

    @on(ServerPolled)
    def show_state(self, message: ServerPolled) -> None:
        previous_count = len(self.state.requests)
        self.state = message.state
        self.query_one("#server-status", Static).update(render_status(message.state, self.endpoint_text()))
        self.show_snippet()
        if len(message.state.requests) != previous_count or not message.state.requests:
            self.show_requests(message.state.requests)
        self.query_one("#upkeep-panel").border_title = f"Upkeep · {message.state.upkeep_every}"
        self.query_one("#upkeep", Static).update(render_upkeep(message.state.upkeep_runs))
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

    def endpoint_text(self) -> str:
        host, port = server_endpoint(self.engine.settings)
        return f"{host}:{port}" if port else f"{host} (a free port)"

    def snippet(self):
        """The highlighted client's snippet for the running server (or the configured address)."""
        clients = self.query_one("#clients", OptionList)
        client = CLIENTS[clients.highlighted or 0]
        status = self.state.status
        if status is not None and status.mcp_url:
            url, auth = status.mcp_url, status.auth
        else:
            host, port = server_endpoint(self.engine.settings)
            url, auth = f"http://{host}:{port or daemon_api.DEFAULT_PORT}/mcp", False
        return snippet_for(client, mcp_url=url, db_path=self.engine.path, token_required=auth)

    def show_snippet(self) -> None:
        try:
            snippet = self.snippet()
        except ValidationError as exc:
            self.query_one("#snippet", Static).update(Content.styled(exc.message, "$error"))
            return
        self.query_one("#snippet-panel").border_title = f"{snippet.title} · {snippet.where}"
        self.query_one("#snippet", Static).update(Content(snippet.text))

    @on(OptionList.OptionHighlighted, "#clients")
    def client_highlighted(self) -> None:
        self.show_snippet()

    # -- actions ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "toggle_server":
            return None if self.busy else True
        return True


    def action_copy_snippet(self) -> None:
        snippet = self.snippet()
        self.app.copy_to_clipboard(snippet.text)
        self.notify(f"copied the {snippet.title} snippet (paste it into {snippet.where})", timeout=3)

    def action_toggle_server(self) -> None:
        self.run_server_command("stop" if self.state.status is not None else "start")

    def run_server_command(self, verb: str) -> None:
        """Start or stop the daemon (also used by the command palette)."""
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
                host, port = server_endpoint(self.engine.settings)
                status = daemon_api.start_daemon(path, host=host, port=port,
                                                 token=reveal(self.engine.settings.server.token))
                note = f"server started at {status.mcp_url or status.url}"
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


def render_status(state: ServerState, endpoint: str) -> Content:
    """Address, health, pid, clients and request count, or how to start it."""
    status = state.status
    if status is None:
        return Content.assemble(("● stopped", "bold $text-muted"), "\n\npress ", ("s", "bold $primary"),
                                f" to start it on {endpoint}\n", ("it keeps running after you quit", "$text-muted"))
    if status.healthy:
        headline = ("● running", "bold $status-promoted")
    else:
        headline = ("● not answering", "bold $error")
    lines = [
        Content.assemble(headline),
        field_line("address", status.mcp_url or status.url or f"{status.host}:{status.port}"),
        field_line("pid", str(status.pid)),
        field_line("since", short_time(status.started_at)),
        field_line("auth", "token required" if status.auth else "none (loopback only)"),
        field_line("clients", one_line(", ".join(status.clients) or "none yet", 60)),
        field_line("requests", str(status.requests)),
    ]
    if status.status_error:
        lines.append(Content.styled(status.status_error, "$warning"))
    return Content("\n").join(lines)


def request_cells(entry: dict) -> tuple[str, ...]:
    """One request-log entry as table cells (missing fields become ``—``)."""
    def pick(name: str) -> str:
        value = entry.get(name)
        return "—" if value in (None, "") else str(value)

    return (pick("ts")[:19].replace("T", " "), pick("client"), pick("method"), pick("status"), pick("ms"),
            one_line(pick("path"), 200))


def upkeep_schedule(engine) -> str:
    """``every 60 min`` or ``off`` from ``[upkeep] interval_minutes``."""
    settings = engine.agents.upkeep_settings()
    return f"every {settings.interval_minutes} min" if settings.enabled else "off (interval_minutes = 0)"


def render_upkeep(runs: list[dict]) -> Content:
    """The newest upkeep runs, each with every step's outcome and detail."""
    if not runs:
        return Content.styled("No upkeep has run yet: the running server does it on its timer, "
                              "and `memdesk upkeep` runs it once.", "$text-muted")
    lines: list[Content] = []
    for run in runs:
        verdict = ("ok", "bold $status-promoted") if run["ok"] else ("failed", "bold $status-rejected")
        lines.append(Content.assemble((f"#{run['id']} ", "bold"), short_time(run["started_at"]), " ", verdict,
                                      (f"  {run['actor']}", "$text-muted")))
        steps = run.get("steps") or {}
        # In the order a run takes them (the stored JSON may come back sorted).
        for name in sorted(steps, key=lambda n: (UPKEEP_STEPS.index(n) if n in UPKEEP_STEPS else len(UPKEEP_STEPS), n)):
            step = steps[name]
            status = step.get("status", "?")
            lines.append(Content.assemble(f"  {name:<12}", (f"{status:<8}", STEP_STYLES.get(status, "")),
                                          (one_line(str(step.get("detail") or ""), 120), "$text-muted")))
    return Content("\n").join(lines)

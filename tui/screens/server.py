"""The Server pane: the background MCP server of this store, its health, clients and log.

Bindings (ids): ``s`` start or stop the server (``server.toggle``), ``c`` copy the
highlighted client snippet (``server.copy``: through the terminal's clipboard, OSC 52,
and into a file beside the store, because a terminal or tmux may drop OSC 52 silently),
``j``/``k`` choose a client (``server.down``/``server.up``), ``enter`` a logged
request in full (``server.open``).

The server outlives the workstation: quitting leaves it running unless you stop it
here first. Status, the request log and the recent upkeep runs (the chores the
daemon runs every ``[upkeep] interval_minutes``, each step with its outcome) are
polled in workers while the pane is on screen.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, ScrollableContainer, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from core.agents.upkeep import STEPS as UPKEEP_STEPS
from core.errors import ValidationError
from core.interfaces.serving import daemon as daemon_api
from core.paths import StoreURL, state_dir_for
from core.settings import Settings, reveal
from tui.fit_table import Col, FitTable
from tui.modals import Confirm
from tui.record_views import RecordScreen
from tui.render import field_line, one_line, short_time
from tui.screens.base import PaneScreen, move_bindings
from tui.snippets import CLIENTS, Snippet, snippet_for

POLL_SECONDS = 1.0
LOG_LINES = 200
UPKEEP_RUNS = 8
STEP_STYLES = {"ok": "$status-promoted", "skipped": "$text-muted", "error": "$status-rejected"}
REQUEST_COLUMNS = (Col("ts", "time", 19, min_width=90), Col("clock", "time", 8, max_width=90),
                   Col("client", "client", 18, min_width=90), Col("method", "method", 6), Col("status", "status", 6),
                   Col("ms", "ms", 7), Col("path", "path", flex=True))


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
        Binding("enter", "open", "open", id="server.open", priority=True,
                tooltip="the highlighted request's full log entry"),
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
            with Vertical(id="server-status-panel", classes="panel"):
                yield Static(id="server-status")
            yield OptionList(*[Option(client.title, id=client.key) for client in CLIENTS], id="clients",
                             classes="panel")
            with ScrollableContainer(id="snippet-panel", classes="panel"):
                yield Static(id="snippet")
        yield FitTable(REQUEST_COLUMNS, id="requests", classes="panel")
        with VerticalScroll(id="upkeep-panel", classes="panel"):
            yield Static(id="upkeep")
        yield from self.compose_chrome_bottom()

    def on_screen_resume(self) -> None:
        self.call_after_refresh(self._keep_focus_shown)

    def on_resize(self) -> None:
        self.call_after_refresh(self._keep_focus_shown)

    def _keep_focus_shown(self) -> None:
        """A narrow terminal hides the client list (j/k still choose the client), yet AUTO_FOCUS gives it the
        focus on arrival, and a list hidden when the terminal shrinks blurs: keys would go to a widget nobody sees,
        or to none. The request log takes the focus then."""
        clients = self.query_one("#clients", OptionList)
        if clients.display or (self.focused is not None and self.focused is not clients):
            return
        self.query_one("#requests", FitTable).focus()

    def on_mount(self) -> None:
        self.query_one("#server-status-panel").border_title = "Server"
        self.query_one("#clients").border_title = "Clients"
        self.query_one("#snippet-panel").border_title = "Snippet"
        self.query_one("#requests", FitTable).border_title = "Recent requests"
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
        if not self.is_attached:
            return  # a poll that finished while the app was closing
        previous_count = len(self.state.requests)
        self.state = message.state
        self.query_one("#server-status", Static).update(render_status(message.state, self.endpoint_text()))
        self.show_snippet()
        if len(message.state.requests) != previous_count or not message.state.requests:
            self.show_requests(message.state.requests)
        self.query_one("#upkeep-panel").border_title = f"Upkeep · {message.state.upkeep_every}"
        upkeep = self.query_one("#upkeep", Static)
        upkeep.update(render_upkeep(message.state.upkeep_runs))
        # Step lines stay one line each (the panel scrolls); the "none yet" sentence wraps.
        upkeep.set_class(not message.state.upkeep_runs, "-prose")
        self.refresh_bindings()

    def show_requests(self, requests: list[dict]) -> None:
        table = self.query_one("#requests", FitTable)
        at_end = table.cursor_row >= table.row_count - 1
        keys = [key for key, _ in REQUEST_COLUMNS_KEYS]
        table.set_rows((str(index), dict(zip(keys, request_cells(entry)))) for index, entry in enumerate(requests))
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
        panel = self.query_one("#snippet-panel")
        panel.border_title = f"{snippet.title} · {snippet.where}"
        # Narrow: the client list is folded; the bottom border says how to choose another.
        panel.border_subtitle = "j/k: another client" if self.has_class("-narrow") else ""
        self.query_one("#snippet", Static).update(Content(snippet.text))

    @on(OptionList.OptionHighlighted, "#clients")
    def client_highlighted(self) -> None:
        self.show_snippet()

    # -- actions ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "toggle_server":
            return None if self.busy else True
        if action == "open":
            return True if self.state.requests else None
        return True

    def why_not(self, action: str) -> str | None:
        if action == "toggle_server":
            return "the server is starting or stopping: wait for it"
        if action == "open":
            return "no request logged yet" if self.state.status is not None else "the server is not running"
        return None


    def action_copy_snippet(self) -> None:
        snippet = self.snippet()
        self.app.copy_to_clipboard(snippet.paste)
        client = CLIENTS[self.query_one("#clients", OptionList).highlighted or 0]
        saved, problem = save_snippet(self.engine.path, snippet, client.key)
        where = f"saved to {saved}" if saved else f"not saved: {problem}"
        tmux = " (inside tmux the clipboard needs `set -g set-clipboard on`)" if os.environ.get("TMUX") else ""
        self.notify(f"sent the {snippet.title} snippet to the terminal's clipboard (OSC 52){tmux} and {where}; "
                    f"paste it into {snippet.where}", title="copied", timeout=10)

    def action_open(self) -> None:
        table = self.query_one("#requests", FitTable)
        if not self.state.requests or not 0 <= table.cursor_row < len(self.state.requests):
            return
        entry = self.state.requests[table.cursor_row]
        body = Content("\n").join(field_line(str(key), one_line(str(value), 500), label_width=12)
                                  for key, value in entry.items())
        self.app.push_screen(RecordScreen(f"Request · {request_cells(entry)[0]}", body))

    def action_toggle_server(self) -> None:
        """Start at once; stopping asks first, since every connected client loses memdesk with it."""
        if self.state.status is None:
            self.run_server_command("start")
            return
        status = self.state.status
        clients = ", ".join(status.clients) if status.clients else "any MCP client using it"
        body = Content.assemble(f"{status.mcp_url or status.url or 'The server'} stops answering; ", clients,
                                " loses its memory until it starts again (s here, or `memdesk serve`).")

        def decided(stop: bool | None) -> None:
            if stop:
                self.run_server_command("stop")

        self.app.push_screen(Confirm("Stop the server?", body, yes="stop it", no="keep it running"), decided)

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


REQUEST_COLUMNS_KEYS = [(col.key, col.label) for col in REQUEST_COLUMNS]


def save_snippet(db_path: Path | StoreURL, snippet: Snippet, client: str) -> tuple[str | None, str | None]:
    """Write the snippet beside the store (``snippet-<client>.json``); returns ``(path, None)`` or ``(None, why)``.

    A store on a server has no folder of its own: its state folder is under the data directory.
    """
    target = state_dir_for(db_path) / f"snippet-{client}.{snippet.extension}"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(snippet.paste, encoding="utf-8")
    except OSError as exc:
        return None, f"{target}: {exc.strerror or exc}"
    try:
        return "~/" + target.relative_to(Path.home()).as_posix(), None
    except ValueError:
        return str(target), None


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

    stamp = pick("ts")[:19].replace("T", " ")
    return (stamp, stamp[11:19] or stamp, pick("client"), pick("method"), pick("status"), pick("ms"),
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

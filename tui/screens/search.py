"""The Search pane: live ranked search, why each hit ranks where it does, and the agent's view.

Bindings (ids): ``/`` focus the query (``search.focus``), ``enter`` open the hit's
record (``search.open``), ``tab`` jump between query, hits and status filters
(``search.filters``), ``j``/``k`` move (``search.down``/``search.up``), ``esc`` back
to the hits (``search.back``), ``a`` ask the query as a question (``search.ask``),
``P`` pin or unpin the highlighted memory (``search.pin``).

Typing searches as you type (debounced, in a worker). The bottom panel is the exact
context block an agent receives for the highlighted hit's namespace
(``memdesk://recall``, ``memdesk context``).
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.timer import Timer
from textual.widgets import DataTable, Input, SelectionList, Static
from textual.worker import get_current_worker

from core.model.records import Hit
from core.model.vocabulary import STATUSES
from core.retrieval import scoring
from tui.answer import AnswerScreen
from tui.render import (
    bar,
    content_cell,
    field_line,
    heading,
    namespace_label,
    pin_badge,
    short_time,
    status_badge,
    theme_text,
)
from tui.screens.base import PaneScreen, move_bindings, row_at_cursor

SEARCH_DELAY = 0.15
SEARCH_K = 50
DEFAULT_STATUSES = ("promoted",)
HIT_COLUMNS = (("rank", "#", 2), ("score", "score", 5), ("status", "status", 10), ("id", "id", 4))


class SearchScreen(PaneScreen):
    """Query box, status filters, ranked hits, score breakdown and the context preview."""

    PANE = "search"
    MOVE_TARGET = "#hits"
    AUTO_FOCUS = "#hits"
    BINDINGS = [
        Binding("slash", "focus_query", "search", id="search.focus", tooltip="type to search as you go"),
        # Priority: the hits table would otherwise take enter for its own (silent) selection.
        Binding("enter", "open", "open", id="search.open", tooltip="the hit's full record and history", priority=True),
        Binding("tab", "cycle_focus", "filters", id="search.filters", tooltip="query → hits → status filters"),
        *move_bindings("search"),
        Binding("escape", "back", "hits", id="search.back", tooltip="leave the query box"),
        Binding("a", "ask", "ask", id="search.ask",
                tooltip="answer the query from promoted memories, with checked citations"),
        Binding("P", "toggle_pin", "pin/unpin", id="search.pin",
                tooltip="pinned memories are recalled first and never decay (within [pins] quota)"),
    ]

    @dataclass
    class PinChanged(Message):
        note: str

    @dataclass
    class HitsFound(Message):
        query: str
        hits: list[Hit]

    @dataclass
    class ContextRendered(Message):
        ns: str
        block: str

    def __init__(self) -> None:
        super().__init__()
        self.hits: list[Hit] = []
        self.query_text = ""
        self.context_namespace: str | None = None
        self._search_timer: Timer | None = None

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="search-top"):
            query = Input(placeholder="search memories… (any words; operators are plain text)", id="query")
            query.cursor_blink = self.memdesk.cursor_blink
            yield query
        with Horizontal(id="search-body"):
            yield SelectionList[str](*[(status, status, status in DEFAULT_STATUSES) for status in STATUSES],
                                     id="status-filter")
            yield DataTable(id="hits", cursor_type="row")
            with VerticalScroll(id="why-scroll"):
                yield Static(id="why")
        with VerticalScroll(id="context-scroll"):
            yield Static(id="context")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        table = self.query_one("#hits", DataTable)
        for key, label, width in HIT_COLUMNS:
            table.add_column(label, key=key, width=width)
        table.add_column("content", key="content", width=self.fill_width(table, HIT_COLUMNS, reserved=58))
        self.query_one("#status-filter").border_title = "Statuses"
        self.query_one("#why-scroll").border_title = "Why this rank"
        self.query_one("#context-scroll").border_title = "As an agent sees it"
        table.border_title = "Hits"
        super().on_mount()

    @property
    def statuses(self) -> list[str]:
        return list(self.query_one("#status-filter", SelectionList).selected)

    # -- loading --------------------------------------------------------------------------------

    def reload(self) -> None:
        self.run_search(self.query_text, self.statuses)
        self.context_namespace = None
        self.refresh_context()

    @work(thread=True, exclusive=True, exit_on_error=False, group="search", description="searching")
    def run_search(self, query: str, statuses: list[str]) -> None:
        hits = self.engine.retrieval.search(query, namespace=None, statuses=statuses or None, k=SEARCH_K,
                                  explain=True) if query.strip() else []
        if not get_current_worker().is_cancelled:
            self.post_message(self.HitsFound(query, hits))

    @work(thread=True, exclusive=True, exit_on_error=False, group="context", description="rendering the context block")
    def render_context(self, namespace: str) -> None:
        block = self.engine.retrieval.context_block(namespace=namespace)
        if not get_current_worker().is_cancelled:
            self.post_message(self.ContextRendered(namespace, block))

    def refresh_context(self) -> None:
        hit = self.highlighted_hit()
        namespace = hit.memory.namespace if hit else ""
        if namespace != self.context_namespace:
            self.context_namespace = namespace
            self.render_context(namespace)

    @on(HitsFound)
    def show_hits(self, message: HitsFound) -> None:
        table = self.query_one("#hits", DataTable)
        previous = self.highlighted_hit()
        self.hits = message.hits
        table.clear()
        variables = self.app.theme_variables
        for rank, hit in enumerate(message.hits, 1):
            memory = hit.memory
            table.add_row(str(rank), f"{hit.score:.3f}",
                          theme_text(variables, memory.status, f"status-{memory.status}", bold=True),
                          f"#{memory.id}", content_cell(variables, memory), key=str(memory.id))
        ids = [hit.memory.id for hit in message.hits]
        if previous is not None and previous.memory.id in ids:
            table.move_cursor(row=ids.index(previous.memory.id), animate=False)
        table.border_title = f"Hits · {len(ids)}" if message.query.strip() else "Hits"
        self.show_why()
        self.refresh_context()

    @on(ContextRendered)
    def show_context(self, message: ContextRendered) -> None:
        self.query_one("#context-scroll").border_title = (
            f"As an agent sees it · memdesk://recall · {namespace_label(message.ns)}")
        self.query_one("#context", Static).update(Content(message.block.rstrip("\n")))

    def theme_changed(self) -> None:
        self.show_hits(self.HitsFound(self.query_text, self.hits))

    # -- typing and moving ------------------------------------------------------------------------

    @on(Input.Changed, "#query")
    def query_typed(self, event: Input.Changed) -> None:
        self.query_text = event.value
        if self._search_timer is not None:
            self._search_timer.stop()
        self._search_timer = self.set_timer(SEARCH_DELAY, lambda: self.run_search(self.query_text, self.statuses))

    @on(Input.Submitted, "#query")
    def query_submitted(self) -> None:
        self.query_one("#hits", DataTable).focus()

    @on(SelectionList.SelectedChanged, "#status-filter")
    def statuses_changed(self) -> None:
        self.run_search(self.query_text, self.statuses)

    @on(DataTable.RowHighlighted, "#hits")
    def hit_highlighted(self) -> None:
        self.show_why()
        self.refresh_context()
        self.refresh_keys()

    def highlighted_hit(self) -> Hit | None:
        return row_at_cursor(self.query_one("#hits", DataTable), self.hits)

    def show_why(self) -> None:
        hit = self.highlighted_hit()
        why = self.query_one("#why", Static)
        if hit is None:
            text = "Type to search. Results rank like recall: lexical match blended with recency, importance, " \
                   "recall frequency, level and freshness." if not self.query_text.strip() else "No match."
            why.update(Content.styled(text, "$text-muted"))
            return
        why.update(render_why(hit))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("ask", "toggle_pin") and self.query_one("#query", Input).has_focus:
            return False  # the letter is being typed into the query
        if action == "ask":
            return True if self.query_text.strip() else None
        if action == "toggle_pin":
            hit = self.highlighted_hit()
            return True if hit is not None and (hit.memory.pinned or hit.memory.status == "promoted") else None
        if action == "open":
            if self.query_one("#query", Input).has_focus:
                return False
            return True if self.highlighted_hit() else None
        if action == "back":
            return bool(self.query_one("#query", Input).has_focus)
        return True

    def action_focus_query(self) -> None:
        self.query_one("#query", Input).focus()

    def action_back(self) -> None:
        self.query_one("#hits", DataTable).focus()

    def action_open(self) -> None:
        hit = self.highlighted_hit()
        if hit is not None:
            self.memdesk.open_memory(hit.memory.id)


    def action_ask(self) -> None:
        question = self.query_text.strip()
        if not question:
            return
        # One namespace per question, like recall: the highlighted hit's, else the shared one.
        hit = self.highlighted_hit()
        self.app.push_screen(AnswerScreen(question, hit.memory.namespace if hit else ""))

    def action_toggle_pin(self) -> None:
        hit = self.highlighted_hit()
        if hit is None:
            return
        engine, memory_id, pinned = self.engine, hit.memory.id, hit.memory.pinned

        def toggle():
            if pinned:
                engine.agents.unpin([memory_id])
                return self.PinChanged(f"unpinned #{memory_id}")
            engine.agents.pin([memory_id])
            return self.PinChanged(f"pinned #{memory_id}: recalled first, always in the context block")

        self.memdesk.run_write(f"{'unpin' if pinned else 'pin'} #{memory_id}", toggle, lambda message: message, self)

    @on(PinChanged)
    def pin_changed(self, message: PinChanged) -> None:
        self.notify(message.note, timeout=4)

    def action_cycle_focus(self) -> None:
        order = ["#query", "#hits", "#status-filter"]
        focused = self.focused
        current = next((i for i, selector in enumerate(order) if focused is self.query_one(selector)), -1)
        self.query_one(order[(current + 1) % len(order)]).focus()


def render_why(hit: Hit) -> Content:
    """The score breakdown and provenance of one hit ("why this rank")."""
    memory = hit.memory
    parts = hit.explanation or {}
    weighted = (
        ("lexical", scoring.W_LEXICAL, parts.get("lexical", 0.0)),
        ("recency", scoring.W_RECENCY, parts.get("recency", 0.0)),
        ("importance", scoring.W_IMPORTANCE, parts.get("importance", 0.0)),
        ("frequency", scoring.W_FREQUENCY, parts.get("frequency", 0.0)),
    )
    lines: list[Content] = [Content.assemble((f"#{memory.id} ", "bold"), status_badge(memory.status),
                                             pin_badge(memory.pinned), f" · {memory.kind} · ",
                                             (f"score {hit.score:.3f}", "bold"))]
    for name, weight, value in weighted:
        lines.append(Content.assemble((f"{name:<11}", "$text-muted"), f"{weight:.2f}×{value:.2f} ",
                                      (bar(weight * value, scoring.W_LEXICAL, 14), "$score-bar")))
    lines.append(Content.assemble(("× level     ", "$text-muted"),
                                  f"{parts.get('level_weight', 1.0):.2f} ({memory.level})"))
    lines.append(Content.assemble(("× freshness ", "$text-muted"), f"{parts.get('freshness', 1.0):.2f} "
                                  f"(confidence {parts.get('confidence', memory.confidence):.2f})"))
    if hit.flags:
        lines.append(Content.styled("flags: " + ", ".join(hit.flags), "$warning"))
    lines += [
        heading("Provenance"),
        field_line("source", memory.source),
        field_line("session", memory.session or "—"),
        field_line("ns", namespace_label(memory.namespace)),
        field_line("created", short_time(memory.created_at)),
        field_line("verified", short_time(memory.last_verified)),
        field_line("recalled", f"{memory.access_count}×"),
    ]
    return Content("\n").join(lines)

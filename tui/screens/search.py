"""The Search pane: live ranked search, why each hit ranks where it does, and the agent's view.

Bindings (ids): ``/`` focus the query (``search.focus``), ``enter`` open the hit's
record (``search.open``), ``tab`` jump between query, hits, status filters and the two
explanation panels (``search.filters``), ``j``/``k`` move (``search.down``/``search.up``),
``home``/``g g``/``end``/``G`` the ends, ``esc`` back to the hits (``search.back``),
``a`` ask the query as a question (``search.ask``), ``P`` pin or unpin the highlighted
memory (``search.pin``), ``v`` swap "why this rank" for the agent's view below 100
columns (``search.agent_view``).

Entering the pane puts the cursor in the query box, so typing searches (as you type,
debounced, in a worker) and never runs a key. The statuses searched are ticked boxes
(☑/☐) and named in the hits' title. The bottom panel is the exact context block an
agent receives for the highlighted hit's namespace (``memdesk://recall``, ``memdesk context``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable, Input, Static
from textual.worker import get_current_worker

from core.model.records import Hit
from core.model.vocabulary import STATUSES
from tui.answer import AnswerScreen
from tui.debounce import Debounced
from tui.fit_table import Col, FitTable
from tui.render import (
    content_cell,
    namespace_label,
    theme_text,
)
from tui.screens.base import PaneScreen, move_bindings, row_at_cursor
from tui.screens.search_statuses import StatusFilter, statuses_label
from tui.screens.search_why import render_why

SEARCH_DELAY = 0.15
SEARCH_K = 50
DEFAULT_STATUSES = ("promoted",)
HIT_COLUMNS = (Col("rank", "#"), Col("score", "score", 5), Col("status", "status", 10), Col("id", "id"),
               Col("content", "content", flex=True))


class SearchScreen(PaneScreen):
    """Query box, status filters, ranked hits, score breakdown and the context preview."""

    PANE = "search"
    MOVE_TARGET = "#hits"
    AUTO_FOCUS = "#query"
    BINDINGS = [
        Binding("slash", "focus_query", "search", id="search.focus", tooltip="type to search as you go"),
        # Priority: the hits table would otherwise take enter for its own (silent) selection.
        Binding("enter", "open", "open", id="search.open", tooltip="the hit's full record and history", priority=True),
        Binding("tab", "cycle_focus", "next panel", id="search.filters",
                tooltip="query → hits → status filters → why this rank → the agent's view"),
        *move_bindings("search"),
        Binding("escape", "back", "hits", id="search.back", tooltip="leave the query box"),
        Binding("a", "ask", "ask", id="search.ask",
                tooltip="answer the query from promoted memories, with checked citations"),
        Binding("P", "toggle_pin", "pin/unpin", id="search.pin",
                tooltip="pinned memories are recalled first and never decay (within [pins] quota)"),
        Binding("v", "agent_view", "agent view", id="search.agent_view",
                tooltip="below 100 columns: swap why-this-rank for the context block an agent sees"),
    ]

    @dataclass
    class PinChanged(Message):
        note: str

    @dataclass
    class HitsFound(Message):
        query: str
        hits: list[Hit]
        # When nothing matched in the chosen statuses: matches per other status.
        elsewhere: dict[str, int] = field(default_factory=dict)

    @dataclass
    class ContextRendered(Message):
        ns: str
        block: str

    def __init__(self) -> None:
        super().__init__()
        self.hits: list[Hit] = []
        self.query_text = ""
        self.context_namespace: str | None = None
        self._search = Debounced(self, SEARCH_DELAY)
        self.statuses: list[str] = list(DEFAULT_STATUSES)
        self.elsewhere: dict[str, int] = {}

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="search-top"):
            query = Input(placeholder="search memories… (any words; esc leaves the box, then 1–6 switch panes)",
                          id="query")
            query.cursor_blink = self.memdesk.cursor_blink
            yield query
        # The hits get the full width (their text is what a person reads); the explanations sit below.
        yield FitTable(HIT_COLUMNS, id="hits", classes="panel")
        with Horizontal(id="search-lower"):
            yield StatusFilter(DEFAULT_STATUSES)
            with VerticalScroll(id="why-scroll", classes="panel"):
                yield Static(id="why")
            with VerticalScroll(id="context-scroll", classes="panel"):
                yield Static(id="context")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        table = self.query_one("#hits", FitTable)
        self.query_one("#status-filter").border_title = "Statuses"
        self.query_one("#why-scroll").border_title = "Why this rank"
        self.query_one("#context-scroll").border_title = "As an agent sees it"
        table.border_title = self.hits_title("", [])
        self.query_one("#query", Input).compact = self.size.height < 32
        super().on_mount()

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#query", Input).compact = event.size.height < 32
        self.show_why()

    def resumed(self) -> None:
        super().resumed()
        # Arriving with nothing searched yet: straight into the query box, so typing never runs a key.
        if not self.query_text.strip():
            self.query_one("#query", Input).focus()

    # -- loading --------------------------------------------------------------------------------

    def reload(self) -> None:
        self.run_search(self.query_text, self.statuses)
        self.context_namespace = None
        self.refresh_context()

    @work(thread=True, exclusive=True, exit_on_error=False, group="search", description="searching")
    def run_search(self, query: str, statuses: list[str]) -> None:
        engine = self.engine
        hits = engine.retrieval.search(query, namespace=None, statuses=statuses or None, k=SEARCH_K,
                                       explain=True) if query.strip() else []
        elsewhere: dict[str, int] = {}
        if query.strip() and not hits and statuses and set(statuses) != set(STATUSES):
            # Say where the words do match, so "0 hits" never hides a pending memory.
            for hit in engine.retrieval.search(query, namespace=None, statuses=["all"], k=SEARCH_K):
                elsewhere[hit.memory.status] = elsewhere.get(hit.memory.status, 0) + 1
        if not get_current_worker().is_cancelled:
            self.post_message(self.HitsFound(query, hits, elsewhere))

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
        table = self.query_one("#hits", FitTable)
        self.hits = message.hits
        variables = self.app.theme_variables
        table.set_rows((str(hit.memory.id), {
            "rank": str(rank),
            "score": f"{hit.score:.3f}",
            "status": theme_text(variables, hit.memory.status, f"status-{hit.memory.status}", bold=True),
            "id": f"#{hit.memory.id}",
            "content": content_cell(variables, hit.memory),
        }) for rank, hit in enumerate(message.hits, 1))
        table.border_title = self.hits_title(message.query, message.hits)
        table.border_subtitle = self.elsewhere_note(message.elsewhere)
        self.elsewhere = message.elsewhere
        self.show_why()
        self.refresh_context()

    def hits_title(self, query: str, hits: list[Hit]) -> str:
        """``Hits · 18 · promoted only``: how many, and which statuses were searched."""
        parts = ["Hits"]
        if query.strip():
            parts.append(str(len(hits)))
        parts.append(statuses_label(self.statuses))
        return " · ".join(parts)

    def elsewhere_note(self, elsewhere: dict[str, int]) -> str:
        if not elsewhere:
            return ""
        found = " · ".join(f"{count} {status}" for status, count in sorted(elsewhere.items()))
        return f"0 {statuses_label(self.statuses).removesuffix(' only')} · {found} — tab to the statuses to include"

    @on(ContextRendered)
    def show_context(self, message: ContextRendered) -> None:
        self.query_one("#context-scroll").border_title = (
            f"As an agent sees it · memdesk://recall · {namespace_label(message.ns)}")
        self.query_one("#context", Static).update(Content(message.block.rstrip("\n")))

    def theme_changed(self) -> None:
        self.show_hits(self.HitsFound(self.query_text, self.hits, self.elsewhere))

    # -- typing and moving ------------------------------------------------------------------------

    @on(Input.Changed, "#query")
    def query_typed(self, event: Input.Changed) -> None:
        self.query_text = event.value
        self._search.call(lambda: self.run_search(self.query_text, self.statuses))

    @on(StatusFilter.Changed)
    def statuses_changed(self, message: StatusFilter.Changed) -> None:
        self.statuses = message.statuses
        self.query_one("#hits", FitTable).border_title = self.hits_title(self.query_text, self.hits)
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
        width = why.size.width or 38
        why.update(render_why(hit, width))

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
        if action == "agent_view":
            if self.query_one("#query", Input).has_focus:
                return False
            return self.has_class("-narrow")
        return True

    def why_not(self, action: str) -> str | None:
        if action == "open":
            return "no hit to open: type a query" if not self.query_text.strip() else "no hit to open"
        if action == "ask":
            return "type a question in the query box first (/)"
        if action == "toggle_pin":
            hit = self.highlighted_hit()
            if hit is None:
                return "no hit to pin"
            return f"#{hit.memory.id} is {hit.memory.status}: only promoted memories are pinned"
        return None

    def action_move(self, step: int) -> None:
        if self.query_one("#query", Input).has_focus:
            self.query_one("#hits", DataTable).focus()  # ↓ from the query box goes to the hits
            return
        super().action_move(step)

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

    def action_agent_view(self) -> None:
        self.toggle_class("-agent-view")

    def action_cycle_focus(self) -> None:
        order = [self.query_one(selector) for selector in
                 ("#query", "#hits", "#status-filter", "#why-scroll", "#context-scroll")]
        shown = [widget for widget in order if widget.display and widget.styles.display != "none"
                 and widget.region.width > 0]
        focused = self.focused
        current = next((i for i, widget in enumerate(shown) if widget is focused), -1)
        shown[(current + 1) % len(shown)].focus()

    @on(Input.Submitted, "#query")
    def query_done(self) -> None:
        self.query_one("#hits", DataTable).focus()

"""The Generations pane: the agent's lineage as a tree, what changed between two generations, validation.

Bindings (ids): ``j``/``k`` move (``generations.down``/``generations.up``), ``home``/``g g``
and ``end``/``G`` the ends, ``enter`` the highlighted generation's full record — every
manifest field, the seal, the last validation, its log (``generations.open``), ``b``
makes the highlighted generation the comparison base, or clears it when pressed on the
base again (``generations.select``), ``d`` diffs the highlighted generation with the
base — the current generation when no base is set (``generations.diff``), ``v``
validates the highlighted generation (``generations.validate``; asks first on a validated
one, which a failed check sends back to sealed). With ``[soul] dir`` (or ``[context]
soul_dir``) in the config, the validation compares the soul files there with the seal.

So any two generations can be compared: ``b`` on one, move to the other, ``d``.
A diff always reads from the older generation to the newer one. On opening, the pane
shows what changed from the current generation's parent to it.
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
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from core.identity.soul import read_soul_dir
from tui.generation_render import (
    LineageRow,
    diff_title,
    flatten_tree,
    generation_name,
    lineage_label,
    render_diff,
    render_generation,
    render_generation_record,
    render_validation,
)
from tui.modals import Confirm
from tui.record_views import RecordScreen
from tui.screens.base import PaneScreen, move_bindings

VALIDATABLE = ("sealed", "validated", "promoted")
EMPTY_LINEAGE = ("No generations yet. Record what the agent runs on with\n"
                 "  memdesk generation create --label L --manifest FILE\n"
                 "then seal, validate and promote it; each one appears here.")


class GenerationsScreen(PaneScreen):
    """Lineage and the highlighted generation on the left; a diff or a validation on the right."""

    PANE = "generations"
    MOVE_TARGET = "#lineage"
    AUTO_FOCUS = "#lineage"
    BINDINGS = [
        *move_bindings("generations"),
        # Priority: the lineage list would otherwise take enter for its own (silent) selection.
        Binding("enter", "open", "open", id="generations.open", priority=True,
                tooltip="the generation in full: manifest, seal, last validation, log"),
        Binding("b", "select_base", "base", id="generations.select",
                tooltip="compare other generations with this one (b on it again: with the current one)"),
        Binding("d", "diff", "diff", id="generations.diff",
                tooltip="what changed between the base (or the current generation) and this one"),
        Binding("v", "validate", "validate", id="generations.validate",
                tooltip="run the continuity checks against this generation's seal"),
    ]

    @dataclass
    class LineageLoaded(Message):
        view: dict[str, Any]

    @dataclass
    class GenerationLoaded(Message):
        generation_id: int
        data: dict[str, Any]

    @dataclass
    class DiffLoaded(Message):
        diff: dict[str, Any]

    @dataclass
    class GenerationValidated(Message):
        report: dict[str, Any]
        status_before: str = ""
        status_after: str = ""
        soul_dir: str | None = None

    @dataclass
    class ValidationEnded(Message):
        """A validation finished or raised (``v`` can act again); ``error`` says why it could not run."""

        generation_id: int
        error: str | None = None

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[LineageRow] = []
        self.current: int | None = None
        self.agent_id = ""
        # The generation others are compared with (None: the current one).
        self.base: int | None = None
        # What the right panel shows: ("diff", from, to), ("validation", id) or None.
        self.report: tuple | None = None
        self.validating: int | None = None
        self._loaded_once = False
        self.shown: dict[str, Any] | None = None

    def compose(self) -> ComposeResult:
        yield from self.compose_chrome_top()
        with Horizontal(id="generations-body"):
            with Vertical(id="generations-left"):
                yield OptionList(id="lineage", classes="panel")
                with VerticalScroll(id="generation-scroll", classes="panel"):
                    yield Static(id="generation")
            with VerticalScroll(id="report-scroll", classes="panel"):
                yield Static(id="report")
        yield from self.compose_chrome_bottom()

    def on_mount(self) -> None:
        self.query_one("#lineage").border_title = "Lineage"
        self.query_one("#generation-scroll").border_title = "Generation"
        self.query_one("#report-scroll").border_title = "Diff"
        self.query_one("#report", Static).update(Content.styled("loading…", "$text-muted"))
        super().on_mount()

    @property
    def lineage(self) -> OptionList:
        return self.query_one("#lineage", OptionList)

    # -- loading ------------------------------------------------------------------------------

    def reload(self) -> None:
        self.load_lineage()
        if self.report and self.report[0] == "diff":
            self.load_diff(self.report[1], self.report[2])

    @work(thread=True, exclusive=True, exit_on_error=False, group="lineage", description="loading the lineage")
    def load_lineage(self) -> None:
        view = self.engine.generations.lineage().to_dict()
        if not get_current_worker().is_cancelled:
            self.post_message(self.LineageLoaded(view))

    @work(thread=True, exclusive=True, exit_on_error=False, group="generation", description="loading the generation")
    def load_generation(self, generation_id: int) -> None:
        data = self.engine.generations.show(generation_id).to_dict()
        if not get_current_worker().is_cancelled:
            self.post_message(self.GenerationLoaded(generation_id, data))

    @work(thread=True, exclusive=True, exit_on_error=False, group="generation-diff",
          description="comparing generations")
    def load_diff(self, from_id: int, to_id: int) -> None:
        diff = self.engine.generations.diff(from_id, to_id).to_dict()
        if not get_current_worker().is_cancelled:
            self.post_message(self.DiffLoaded(diff))

    @on(LineageLoaded)
    def show_lineage(self, message: LineageLoaded) -> None:
        view = message.view
        highlighted = self.highlighted_id()
        self.agent_id = view["agent_id"]
        self.current = view["current"]
        self.rows = flatten_tree(view["tree"])
        ids = [row.id for row in self.rows]
        if self.base not in ids:
            self.base = None
        self.draw_lineage()
        lineage = self.lineage
        lineage.border_title = f"Lineage · {len(ids)}"
        lineage.border_subtitle = f"agent {self.agent_id.rsplit(':', 1)[-1]}"
        if not ids:
            self.query_one("#generation", Static).update(Content.styled(EMPTY_LINEAGE, "$text-muted"))
            self.show_report_hint()
        else:
            target = highlighted if highlighted in ids else self.current if self.current in ids else ids[-1]
            lineage.highlighted = ids.index(target)
            self.load_generation(target)
            if not self._loaded_once:
                self.diff_parent_of_current()
        self._loaded_once = True
        self.refresh_keys()

    def draw_lineage(self) -> None:
        lineage = self.lineage
        highlighted = lineage.highlighted
        if not self.rows:
            lineage.set_options([Option(Content.styled("no generations yet", "$text-muted"), disabled=True)])
            return
        lineage.set_options([Option(lineage_label(row, base=row.id == self.base), id=str(row.id))
                             for row in self.rows])
        if highlighted is not None and highlighted < lineage.option_count:
            lineage.highlighted = highlighted

    def diff_parent_of_current(self) -> None:
        """On opening: what the last migration changed (the current generation against its parent)."""
        row = self.row(self.current)
        if row is not None and row.generation["parent"] is not None:
            self.report = ("diff", row.generation["parent"], row.id)
            self.load_diff(row.generation["parent"], row.id)
        else:
            self.show_report_hint()

    def show_report_hint(self) -> None:
        if self.report is None:
            self.query_one("#report-scroll").border_title = "Diff"
            self.show_report(Content.styled(
                "d compares the highlighted generation with the current one; b on a generation first "
                "to compare with it instead. v validates the highlighted generation; enter shows it in full.",
                "$text-muted"), diff=False)

    @on(GenerationLoaded)
    def show_generation(self, message: GenerationLoaded) -> None:
        if message.generation_id != self.highlighted_id():
            return
        self.shown = message.data
        self.query_one("#generation-scroll").border_title = generation_name(message.data)
        self.query_one("#generation", Static).update(render_generation(message.data))

    @on(DiffLoaded)
    def show_diff(self, message: DiffLoaded) -> None:
        diff = message.diff
        if self.report != ("diff", diff["from"], diff["to"]):
            return
        rows = {row.id: row.generation for row in self.rows}
        self.query_one("#report-scroll").border_title = diff_title(diff, rows)
        self.show_report(render_diff(diff), diff=True)

    def show_report(self, content: Content, *, diff: bool) -> None:
        """Diff lines stay aligned on one line each; a validation's detail wraps to be read in full."""
        report = self.query_one("#report", Static)
        report.set_class(diff, "-diff")
        report.update(content)

    # -- cursor -------------------------------------------------------------------------------

    def row(self, generation_id: int | None) -> LineageRow | None:
        return next((row for row in self.rows if row.id == generation_id), None)

    def highlighted_id(self) -> int | None:
        index = self.lineage.highlighted
        if index is None or not self.rows or not 0 <= index < len(self.rows):
            return None
        return self.rows[index].id

    @on(OptionList.OptionHighlighted, "#lineage")
    def generation_highlighted(self) -> None:
        generation_id = self.highlighted_id()
        if generation_id is not None:
            self.load_generation(generation_id)
        self.refresh_keys()

    def comparison(self) -> tuple[int, int] | None:
        """The two generations ``d`` compares, older first (``None`` when there is no second one)."""
        highlighted = self.highlighted_id()
        other = self.base if self.base is not None else self.current
        if highlighted is None or other is None or other == highlighted:
            return None
        return min(highlighted, other), max(highlighted, other)

    # -- actions ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("select_base", "open"):
            return True if self.highlighted_id() is not None else None
        if action == "diff":
            return True if self.comparison() is not None else None
        if action == "validate":
            row = self.row(self.highlighted_id())
            if row is None or self.validating is not None:
                return None
            return True if row.generation["status"] in VALIDATABLE else None
        return True

    def why_not(self, action: str) -> str | None:
        highlighted = self.highlighted_id()
        if highlighted is None:
            return "no generation yet" if action in ("diff", "validate", "select_base", "open") else None
        if action == "diff":
            other = self.base if self.base is not None else self.current
            which = "the comparison base" if self.base is not None else "the current one"
            if other is None:
                return "there is no current generation to compare with: b on one makes it the base"
            return (f"generation {highlighted} is {which}: move to another generation and press d, "
                    "or press b on one to compare with it")
        if action == "validate":
            if self.validating is not None:
                return f"generation {self.validating} is being validated"
            row = self.row(highlighted)
            status = row.generation["status"] if row else "?"
            return f"generation {highlighted} is {status}: only sealed, validated or promoted ones validate"
        return None

    def action_open(self) -> None:
        generation_id = self.highlighted_id()
        if generation_id is None:
            return
        engine = self.engine

        def opened(data: dict[str, Any]) -> None:
            self.app.push_screen(RecordScreen(generation_name(data), render_generation_record(data)))

        self.open_record(generation_id, engine, opened)

    @work(thread=True, exclusive=True, exit_on_error=False, group="generation-record",
          description="loading the generation")
    def open_record(self, generation_id: int, engine, opened) -> None:
        data = engine.generations.show(generation_id).to_dict()
        self.app.call_from_thread(opened, data)

    def action_select_base(self) -> None:
        highlighted = self.highlighted_id()
        if highlighted is None:
            return
        self.base = None if self.base == highlighted else highlighted
        self.draw_lineage()
        self.refresh_keys()

    def action_diff(self) -> None:
        pair = self.comparison()
        if pair is None:
            return
        self.report = ("diff", *pair)
        self.query_one("#report-scroll").border_title = "Diff · comparing…"
        self.load_diff(*pair)

    def action_validate(self) -> None:
        generation_id = self.highlighted_id()
        row = self.row(generation_id)
        if generation_id is None or row is None:
            return
        if row.generation["status"] == "validated":
            body = Content.assemble(
                f"Generation {generation_id} is validated. The checks run again against its seal; if one fails "
                "it goes back to ", ("sealed", "bold"), " and cannot be promoted until it passes.")
            self.app.push_screen(Confirm(f"Re-validate generation {generation_id}?", body, yes="validate again",
                                         no="keep it as it is"),
                                 lambda yes: self.validate(generation_id) if yes else None)
            return
        self.validate(generation_id)

    def validate(self, generation_id: int) -> None:
        """Run the continuity checks (with the configured soul folder, when there is one) on the store thread."""
        row = self.row(generation_id)
        status_before = row.generation["status"] if row else ""
        self.validating = generation_id
        self.report = ("validation", generation_id)
        self.query_one("#report-scroll").border_title = f"Validation · generation {generation_id}"
        self.show_report(Content.styled("running the continuity checks…", "$text-muted"), diff=False)
        self.refresh_keys()
        engine = self.engine
        soul_dir = engine.settings.soul_dir()

        def validate() -> Message:
            # Posting is thread-safe; a failed validation must not leave ``v`` greyed for good.
            try:
                # A configured folder that is missing is an error to see, not a silently skipped check.
                soul = read_soul_dir(soul_dir) if soul_dir is not None else None
                report = engine.generations.validate(generation_id, soul=soul).to_dict()
                status_after = engine.generations.show(generation_id).status
            except Exception as exc:
                self.post_message(self.ValidationEnded(generation_id, getattr(exc, "message", None) or str(exc)))
                raise
            self.post_message(self.ValidationEnded(generation_id))
            return self.GenerationValidated(report, status_before, status_after,
                                            str(soul_dir) if soul_dir is not None else None)

        self.memdesk.run_write(f"validate generation {generation_id}", validate, lambda message: message, self)

    @on(ValidationEnded)
    def validation_ended(self, message: ValidationEnded) -> None:
        self.validating = None
        if message.error and self.report == ("validation", message.generation_id):
            self.show_report(Content.assemble(("the validation did not run: ", "bold $error"), message.error),
                             diff=False)
        self.refresh_keys()

    @on(GenerationValidated)
    def show_validation(self, message: GenerationValidated) -> None:
        report = message.report
        if self.report != ("validation", report["generation"]):
            return
        name = generation_name(getattr(self.row(report["generation"]), "generation", None), report["generation"])
        self.query_one("#report-scroll").border_title = f"Validation · {name}"
        self.show_report(render_validation(report, name, status_before=message.status_before,
                                           status_after=message.status_after, soul_dir=message.soul_dir), diff=False)

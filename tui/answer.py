"""``ask`` in the workstation: a question answered from promoted memories, with checked citations.

The question is asked in a thread worker (a model call may take seconds); the screen
shows the answer with its citations marked, every cited memory, the warnings when
invented citations were stripped, and the memories the answer rests on. With no
model configured nothing is sent anywhere: it shows the ranked memories and says so.

Bindings (ids): ``esc``/``q`` close (``answer.close``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Label, Static
from textual.worker import get_current_worker

from core import MemdeskError
from core.llm.answering import Answer
from tui.render import heading, namespace_label, one_line, pin_badge, status_badge

# The citation forms ``ask`` keeps: [#12], [#12, #15].
_CITATION = re.compile(r"\[#\d+(?:\s*[,;]\s*#?\d+)*\]")


class AnswerScreen(ModalScreen[None]):
    """Ask one question and show the answer (or why there is none)."""

    BINDINGS = [Binding("escape,q", "close", "close", id="answer.close")]

    @dataclass
    class Answered(Message):
        answer: Answer

    @dataclass
    class AskFailed(Message):
        error: str

    def __init__(self, question: str, namespace: str):
        super().__init__()
        self.question = question
        self.namespace = namespace
        self.answer: Answer | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="answer-box", classes="modal-box"):
            yield Label(Content.assemble(heading("Ask"), (f"  {namespace_label(self.namespace)} · esc closes",
                                                          "$text-muted")))
            with VerticalScroll(id="answer-scroll"):
                yield Static(Content.assemble(("Q ", "bold $accent"), self.question, "\n\n",
                                              ("asking…", "$text-muted")), id="answer-body")

    def on_mount(self) -> None:
        self.ask()

    @work(thread=True, exclusive=True, exit_on_error=False, group="ask", description="asking")
    def ask(self) -> None:
        engine = self.app.engine  # type: ignore[attr-defined]
        try:
            answer = engine.llm.ask(self.question, namespace=self.namespace)
        except MemdeskError as exc:
            # Shown where the answer would be: a person reads why (no key, a timeout…) right here.
            self.post_message(self.AskFailed(exc.message))
            return
        if not get_current_worker().is_cancelled:
            self.post_message(self.Answered(answer))

    @on(Answered)
    def show_answer(self, message: Answered) -> None:
        self.answer = message.answer
        self.query_one("#answer-body", Static).update(render_answer(message.answer))

    @on(AskFailed)
    def show_failure(self, message: AskFailed) -> None:
        self.query_one("#answer-body", Static).update(Content.assemble(
            ("Q ", "bold $accent"), self.question, "\n\n", ("no answer: ", "bold $error"), message.error))

    def action_close(self) -> None:
        self.dismiss(None)


def render_answer(answer: Answer) -> Content:
    """The answer with citations marked, then warnings, the cited memories and what was retrieved."""
    lines: list[Content] = [Content.assemble(("Q ", "bold $accent"), answer.question), Content("")]
    if answer.mode == "answered":
        lines.append(Content.assemble(("A ", "bold $accent"), _marked_citations(answer.answer or ""),
                                      (f"   — {answer.model}", "$text-muted") if answer.model else ""))
    else:
        lines.append(Content.styled(answer.note or "no answer", "$warning"))
    if answer.warnings:
        lines += [Content(""), heading("Warnings")]
        lines += [Content.assemble(("⚠ ", "bold $warning"), warning) for warning in answer.warnings]
    by_id = {hit.memory.id: hit for hit in answer.memories}
    if answer.citations:
        lines += [Content(""), heading(f"Cited · {len(answer.citations)}")]
        for memory_id in answer.citations:
            hit = by_id.get(memory_id)
            if hit is not None:
                lines.append(Content.assemble((f"[#{memory_id}] ", "bold $primary"), status_badge(hit.memory.status),
                                              pin_badge(hit.memory.pinned), " ", hit.memory.content))
    title = "Ranked memories" if answer.mode != "answered" else "Retrieved"
    lines += [Content(""), heading(f"{title} · {len(answer.memories)}")]
    if not answer.memories:
        lines.append(Content.styled("  no promoted memory matches the question", "$text-muted"))
    for rank, hit in enumerate(answer.memories, 1):
        lines.append(Content.assemble(f"{rank:>2} ", (f"#{hit.memory.id} ", "bold"),
                                      (f"{hit.score:.2f} ", "$text-muted"), pin_badge(hit.memory.pinned), " ",
                                      one_line(hit.memory.content, 200)))
    return Content("\n").join(lines)


def _marked_citations(text: str) -> Content:
    parts: list[tuple[str, str] | str] = []
    position = 0
    for match in _CITATION.finditer(text):
        parts += [text[position:match.start()], (match.group(0), "bold $primary")]
        position = match.end()
    parts.append(text[position:])
    return Content.assemble(*parts)

"""The Review pane's two detail panels and what they say about the highlighted memory.

The evidence panel: who said it and when, why it waits, what it would retire, the
transcript turn a harvested memory came from, whether a model's extraction worked,
and the pin. The preview panel: what recall returns for its subject now and after
approval. While the merges and retirements list is shown, the same two panels show the
highlighted proposal and the memories it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.widgets import Static

from core.memories.preview import RecallPreview
from tui.render import (
    evidence_lines,
    extraction_line,
    field_line,
    heading,
    namespace_label,
    one_line,
    pin_badge,
    short_time,
    status_badge,
)


@dataclass
class Detail:
    """Everything the detail panel shows for one memory."""

    record: dict[str, Any]
    targets: dict[int, Any]
    preview: RecallPreview


class DetailPanels(Horizontal):
    """The evidence and recall-preview panels under the queue, side by side."""

    def __init__(self) -> None:
        super().__init__(id="review-detail")

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="evidence-scroll", classes="panel"):
            yield Static(id="evidence")
        with VerticalScroll(id="preview-scroll", classes="panel"):
            yield Static(id="preview")

    def on_mount(self) -> None:
        self.set_titles("Evidence", "Recall preview")

    def set_titles(self, evidence: str | None = None, preview: str | None = None) -> None:
        """Name the panels for what they show (``None`` keeps a title)."""
        if evidence is not None:
            self.query_one("#evidence-scroll").border_title = evidence
        if preview is not None:
            self.query_one("#preview-scroll").border_title = preview

    def show(self, evidence: Content | str, preview: Content | str = "") -> None:
        """Put new text in both panels."""
        self.query_one("#evidence", Static).update(evidence)
        self.query_one("#preview", Static).update(preview)

    def show_memory(self, detail: Detail) -> None:
        """A queue item's evidence and its recall preview."""
        self.show(render_evidence(detail), render_preview(detail.preview))


def render_evidence(detail: Detail) -> Content:
    """The evidence for one queue item: who said it, when, why it waits, what it would retire."""
    record = detail.record
    meta = record.get("meta") or {}
    lines: list[Content] = [
        Content.assemble((f"#{record['id']} ", "bold"), status_badge(record["status"]), pin_badge(record["pinned"]),
                         f" · {record['kind']} · {namespace_label(record['namespace'])} · ",
                         ("risk ", "$text-muted"), (record["risk_tier"], "bold")),
        Content(one_line(record["content"], 600)),
        field_line("source", record["source"]),
        field_line("session", record["session"] or "—"),
        field_line("created", short_time(record["created_at"])),
    ]
    if record["tags"]:
        lines.append(field_line("tags", ", ".join(record["tags"])))
    if record.get("status_reason"):
        lines.append(field_line("why", one_line(record["status_reason"], 200)))
    if meta.get("revision_of"):
        lines.append(field_line("revised", f"revised by the agent: replaces pending #{meta['revision_of']}, "
                                           "whose text it changed"))
    if isinstance(meta.get("extraction"), dict):
        lines.append(extraction_line(meta["extraction"]))
    if isinstance(meta.get("evidence"), dict) and meta["evidence"]:
        lines += evidence_lines(meta["evidence"])
    envelope = [p for p in record["proposals"] if p["status"] in ("open", "held")]
    if envelope:
        lines.append(heading("Would supersede" if any(p["target_id"] for p in envelope) else "Envelope"))
        for proposal in envelope:
            target = detail.targets.get(proposal["target_id"]) if proposal["target_id"] else None
            held = ("  held", "bold $status-held") if proposal["status"] == "held" else ""
            lines.append(Content.assemble((f"{proposal['rule']}: ", "$text-muted"),
                                          one_line(proposal["reason"], 160), held))
            if target is not None:
                lines.append(Content.assemble("  ", (f"#{target.id} ", "bold"), status_badge(target.status),
                                              f" {one_line(target.content, 120)}"))
    against = [p for p in record["proposed_against"] if p["status"] in ("open", "held")]
    if against:
        lines.append(heading("Others would retire it"))
        lines += [Content(f"  #{p['memory_id']} {p['rule']}: {one_line(p['reason'], 120)}") for p in against]
    return Content("\n").join(lines)


def render_preview(preview: RecallPreview) -> Content:
    """Recall for the item's subject now and after approval, side by side in one column."""
    lines: list[Content] = [Content.styled(f"recall {one_line(preview.query, 60)!r} · "
                                           f"{namespace_label(preview.namespace)}", "$text-muted"),
                            heading("Now")]
    lines += _hit_lines(preview.before, preview, after=False) or [Content.styled("  nothing recalled", "$text-muted")]
    lines.append(heading("After approval"))
    lines += _hit_lines(preview.after, preview, after=True) or [Content.styled("  nothing recalled", "$text-muted")]
    if preview.held:
        lines.append(Content.styled("over the blast radius: nothing would be retired (held)", "$status-held"))
    elif preview.retired:
        lines.append(Content.assemble(("retired: ", "$diff-removed"), ", ".join(f"#{i}" for i in preview.retired)))
    if preview.rank_after is None:
        lines.append(Content.styled("it would not reach the top results for its own words", "$text-muted"))
    return Content("\n").join(lines)


def _hit_lines(hits, preview: RecallPreview, *, after: bool) -> list[Content]:
    lines = []
    for rank, hit in enumerate(hits, 1):
        memory = hit.memory
        if after and memory.id == preview.memory_id:
            style, mark = "bold $diff-added", "+"
        elif not after and memory.id in preview.retired:
            style, mark = "$diff-removed strike", "-"
        else:
            style, mark = "", " "
        lines.append(Content.assemble(f"{mark}{rank} ", (f"#{memory.id} ", "bold"),
                                      (f"{hit.score:.2f} ", "$text-muted"), (one_line(memory.content, 70), style)))
    return lines

"""The Search pane's "why this rank" panel: one hit's score, term by term, and its provenance."""

from __future__ import annotations

from textual.content import Content

from core.model.records import Hit
from core.retrieval import scoring
from tui.render import bar, field_line, heading, namespace_label, pin_badge, plural, short_time, status_badge


def render_why(hit: Hit, width: int = 38) -> Content:
    """The score breakdown and provenance of one hit ("why this rank"), bars sized to fit ``width``."""
    memory = hit.memory
    parts = hit.explanation or {}
    # score = lexical × (W_LEXICAL + W_RECENCY·recency + …) × level × freshness: the priors scale the match.
    weighted = (
        ("match", scoring.W_LEXICAL, 1.0),
        ("recency", scoring.W_RECENCY, parts.get("recency", 0.0)),
        ("importance", scoring.W_IMPORTANCE, parts.get("importance", 0.0)),
        ("frequency", scoring.W_FREQUENCY, parts.get("frequency", 0.0)),
    )
    lines: list[Content] = [Content.assemble((f"#{memory.id} ", "bold"), status_badge(memory.status),
                                             pin_badge(memory.pinned), f" · {memory.kind} · ",
                                             (f"score {hit.score:.3f}", "bold"))]
    for name, weight, value in weighted:
        lines.append(Content.assemble((f"{name:<11}", "$text-muted"), f"{weight:.2f}×{value:.2f} ",
                                      (bar(weight * value, scoring.W_LEXICAL, max(2, min(14, width - 21))),
                                       "$score-bar")))
    lines.append(Content.assemble(("× lexical   ", "$text-muted"), f"{parts.get('lexical', 0.0):.2f}"))
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
        field_line("recalled", plural(memory.access_count, "time")),
    ]
    return Content("\n").join(lines)

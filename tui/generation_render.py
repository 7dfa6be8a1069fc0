"""How the Generations pane draws a lineage, one generation, a diff and a validation.

Everything is built from ``(text, style)`` pairs (store text is never parsed as
markup) and styles name theme variables only: ``$diff-added``/``$diff-removed`` for
what a diff adds and removes, ``$status-*`` for statuses and marks.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from textual.content import Content

from tui.render import field_line, heading, one_line, plural, short_time

# Generation statuses borrow the memory status colours that mean the same thing to a reader.
GENERATION_STYLES = {
    "staged": "$text-muted",
    "sealed": "$status-pending",
    "validated": "$status-held",
    "promoted": "$status-promoted",
    "rejected": "$status-rejected",
}
# How each lineage mark reads, and its colour (``current`` is drawn by the row itself).
MARKS = (
    ("forced", "forced", "$warning"),
    ("rolled_back", "rolled back", "$status-superseded"),
    ("rollback_target", "rollback target", "$status-held"),
    ("rejected", "rejected", "$status-rejected"),
)
CHECK_STYLES = {"pass": "$status-promoted", "fail": "$status-rejected", "skipped": "$text-muted",
                "recorded": "$status-held"}
# Memory changes between two seals: key in the diff, label, sign and colour. What changed in
# place comes first: hundreds of additions must not push a supersession out of sight.
MEMORY_GROUPS = (
    ("superseded", "superseded", "~", "$status-superseded"),
    ("state_changed", "state changed", "·", "$status-held"),
    ("restored", "restored", "↺", "$status-promoted"),
    ("edited", "edited", "±", "$warning"),
    ("removed", "removed", "-", "$diff-removed"),
    ("added", "added", "+", "$diff-added"),
)
# A diff panel a person can read; the rest is counted, not drawn.
MAX_MEMORIES_PER_GROUP = 40
MAX_SOUL_LINES = 60
BASE_MARK = "◆"


@dataclass(frozen=True)
class LineageRow:
    """One generation as the lineage list draws it: the row and the tree drawing before it."""

    generation: dict[str, Any]
    prefix: str

    @property
    def id(self) -> int:
        return int(self.generation["id"])


def flatten_tree(nodes: list[dict[str, Any]], prefix: str = "", branching: bool = False) -> list[LineageRow]:
    """The lineage tree as rows, depth first, oldest first.

    A generation with one child continues straight down (a long linear lineage does
    not drift right); siblings branch with ``├─``/``└─``.
    """
    rows: list[LineageRow] = []
    for index, node in enumerate(nodes):
        last = index == len(nodes) - 1
        if branching:
            head, below = prefix + ("└─" if last else "├─"), prefix + ("  " if last else "│ ")
        else:
            head = below = prefix
        rows.append(LineageRow(node["generation"], head))
        children = node["children"]
        rows += flatten_tree(children, below, branching=len(children) > 1)
    return rows


def generation_name(row: dict[str, Any] | None, generation_id: int | None = None) -> str:
    """``generation 2 big-box`` (the label when there is one)."""
    if row is None:
        return f"generation {generation_id}"
    label = f" {row['label']}" if row.get("label") else ""
    return f"generation {row['id']}{label}"


def lineage_label(row: LineageRow, *, base: bool, label_width: int = 12) -> Content:
    """One lineage row: tree drawing, node (``◆`` on the comparison base), id and label, status and marks."""
    generation = row.generation
    current = generation["current"]
    status = generation["status"]
    if base:
        node = (BASE_MARK, "bold $selection-mark")
    else:
        node = ("●", "bold $primary") if current else ("○", GENERATION_STYLES.get(status, ""))
    label = one_line(generation.get("label") or "—", label_width).ljust(label_width)
    parts: list[tuple[str, str] | str] = [
        (row.prefix, "$text-muted"), node,
        (f"{generation['id']:>2} ", "bold $primary" if current else "bold"),
        (label, "bold" if current else ""), " ",
        (status, f"bold {GENERATION_STYLES.get(status, '')}"),
    ]
    for mark, text, style in MARKS:
        if mark in generation["marks"] and not (mark == "rejected" and status == "rejected"):
            parts += [" ", (text, style)]
    if current:
        parts += [" ", ("◀ current", "bold $primary")]
    return Content.assemble(*parts)


def render_generation(data: dict[str, Any]) -> Content:
    """The highlighted generation: status, times, manifest, seal, last validation, its log."""
    status = data["status"]
    lines: list[Content] = [
        Content.assemble((generation_name(data), "bold"), "  ",
                         (status, f"bold {GENERATION_STYLES.get(status, '')}"),
                         ("  ◀ current", "bold $primary") if data["current"] else ""),
        field_line("parent", f"generation {data['parent']}" if data["parent"] else "—"),
        field_line("created", short_time(data["created_at"])),
    ]
    seal = data.get("seal")
    if seal:
        lines.append(field_line("sealed", f"{short_time(data['sealed_at'])} · {plural(seal['records'], 'record')}"))
        lines.append(field_line("soul", ", ".join(seal.get("soul") or {}) or "none sealed"))
        lines.append(field_line("probes", f"{len(seal.get('probes') or [])} · canaries "
                                f"{len(seal.get('canaries') or [])}"))
    else:
        lines.append(field_line("sealed", Content.styled("not yet (memdesk generation seal)", "$text-muted")))
    lines.append(heading("Manifest"))
    lines += manifest_lines(data.get("manifest") or {})
    lines.append(heading("Last validation"))
    validation = data.get("validation")
    if validation:
        verdict = ("passed", "bold $status-promoted") if validation["passed"] else ("failed", "bold $status-rejected")
        lines.append(Content.assemble(verdict, (f"  {short_time(validation.get('at'))}", "$text-muted")))
        lines += [Content.assemble((f"  {name:<15}", "$text-muted"), _check_status(check["status"]))
                  for name, check in validation["checks"].items()]
    else:
        lines.append(Content.styled("  never validated (v validates it)", "$text-muted"))
    if data.get("status_reason"):
        lines.append(field_line("reason", one_line(data["status_reason"], 120)))
    return Content("\n").join(lines)


def manifest_lines(manifest: dict[str, Any], *, limit: int | None = 12) -> list[Content]:
    """A manifest's leaf fields as ``path  value`` lines (``{}`` says so; ``limit=None`` lists them all)."""
    fields = list(_leaves(manifest))
    if not fields:
        return [Content.styled("  {} (nothing recorded)", "$text-muted")]
    shown = fields if limit is None else fields[:limit]
    lines = [Content.assemble((f"  {one_line(path, 24):<24} ", "$text-muted"),
                              one_line(_value(value), 40 if limit is not None else 400))
             for path, value in shown]
    if len(fields) > len(shown):
        lines.append(Content.styled(f"  … {plural(len(fields) - len(shown), 'more field')} (enter shows them all)",
                                    "$text-muted"))
    return lines


def render_generation_record(data: dict[str, Any]) -> Content:
    """A generation in full (``enter``): every manifest field, the seal, the last validation's detail, its log."""
    status = data["status"]
    lines: list[Content] = [
        Content.assemble((generation_name(data), "bold"), "  ", (status, f"bold {GENERATION_STYLES.get(status, '')}"),
                         ("  ◀ current", "bold $primary") if data["current"] else ""),
        field_line("parent", f"generation {data['parent']}" if data["parent"] else "—"),
        field_line("children", ", ".join(f"generation {c}" for c in data.get("children") or []) or "—"),
        field_line("created", short_time(data["created_at"])),
    ]
    if data.get("status_reason"):
        lines.append(field_line("reason", data["status_reason"]))
    seal = data.get("seal")
    lines.append(heading("Seal"))
    if seal:
        lines.append(field_line("sealed", f"{short_time(data['sealed_at'])} · {plural(seal['records'], 'record')}"))
        for name, soul in (seal.get("soul") or {}).items():
            lines.append(field_line(name, f"sha256 {str(soul.get('sha256', ''))[:16]}… · "
                                          f"{plural(int(soul.get('size') or 0), 'byte')}"))
        for probe in seal.get("probes") or []:
            lines.append(field_line("probe", one_line(str(probe.get("query") if isinstance(probe, dict) else probe),
                                                      200)))
        lines.append(field_line("canaries", str(len(seal.get("canaries") or []))))
    else:
        lines.append(Content.styled("  not yet sealed", "$text-muted"))
    lines.append(heading("Manifest"))
    lines += manifest_lines(data.get("manifest") or {}, limit=None)
    lines.append(heading("Last validation"))
    validation = data.get("validation")
    if validation:
        lines.append(render_validation(validation, generation_name(data)))
    else:
        lines.append(Content.styled("  never validated", "$text-muted"))
    lines.append(heading("Log"))
    for entry in data.get("log") or []:
        forced = ("  forced", "$warning") if entry.get("forced") else ""
        reason = (f"  {one_line(entry['reason'], 200)}", "$text-muted") if entry.get("reason") else ""
        lines.append(Content.assemble((f"  {short_time(entry['ts'])} ", "$text-muted"),
                                      f"{entry['actor']} {entry['action']} generation {entry['generation_id']}",
                                      forced, reason))
    if not data.get("log"):
        lines.append(Content.styled("  nothing logged", "$text-muted"))
    return Content("\n").join(lines)


def _leaves(value: Any, path: str = "") -> Iterable[tuple[str, Any]]:
    if isinstance(value, dict) and value:
        for key, item in value.items():
            yield from _leaves(item, f"{path}.{key}" if path else str(key))
    else:
        yield path, value


def _value(value: Any) -> str:
    """A manifest value as JSON (so ``"12"`` and ``12`` read differently, as in the CLI)."""
    return json.dumps(value, ensure_ascii=False)


def _check_status(status: str) -> tuple[str, str]:
    return status, f"bold {CHECK_STYLES.get(status, '')}"


def diff_title(diff: dict[str, Any], rows: dict[int, dict[str, Any]]) -> str:
    return f"Diff · {generation_name(rows.get(diff['from']), diff['from'])} → " \
           f"{generation_name(rows.get(diff['to']), diff['to'])}"


def render_diff(diff: dict[str, Any]) -> Content:
    """``Engine.generation_diff`` as coloured sections: digests, manifest, soul files, memories."""
    lines: list[Content] = [_digest_line(diff), heading("Manifest")]
    changes = diff["manifest"]
    if not changes:
        lines.append(Content.styled("  unchanged", "$text-muted"))
    width = min(28, max((len(change["path"]) for change in changes), default=0))
    for change in changes:
        lines.append(_manifest_change(change, width))
    lines.append(heading("Soul files"))
    for name, soul in diff["soul"].items():
        lines += _soul_lines(name, soul)
    lines.append(heading("Memories"))
    lines += _memory_lines(diff["memories"])
    return Content("\n").join(lines)


def _digest_line(diff: dict[str, Any]) -> Content:
    digests = diff["digests"]
    parts: list[tuple[str, str] | str] = []
    for name, pair in (("agent id", diff["agent_id"]), ("content", digests["content"]), ("state", digests["state"])):
        if pair["from"] is None or pair["to"] is None:
            word, style = "not sealed", "$text-muted"
        elif pair["unchanged"]:
            word, style = "same", "$status-promoted"
        else:
            word, style = ("differs", "$status-rejected") if name == "agent id" else ("changed", "$warning")
        parts += [(f"{name} ", "$text-muted"), (word, f"bold {style}"), "  "]
    records = digests["records"]
    if records["from"] is not None and records["to"] is not None:
        parts += [("records ", "$text-muted"), f"{records['from']} → {records['to']}"]
    return Content.assemble(*parts)


def _manifest_change(change: dict[str, Any], width: int) -> Content:
    path = one_line(change["path"], width).ljust(width)
    kind = change["change"]
    old = ("", "") if change["old"] is None and kind == "added" else (
        _value(change["old"]), "$diff-removed on $diff-removed-background")
    new = ("", "") if change["new"] is None and kind == "removed" else (
        _value(change["new"]), "bold $diff-added on $diff-added-background")
    sign = {"added": ("+ ", "bold $diff-added"), "removed": ("- ", "bold $diff-removed")}.get(kind, ("~ ", "$warning"))
    if kind == "added":
        return Content.assemble("  ", sign, (path, "bold"), "  ", new, ("  added", "$text-muted"))
    if kind == "removed":
        return Content.assemble("  ", sign, (path, "bold"), "  ", old, ("  removed", "$text-muted"))
    return Content.assemble("  ", sign, (path, "bold"), "  ", old, (" → ", "$text-muted"), new)


def _soul_lines(name: str, soul: dict[str, Any]) -> list[Content]:
    status = soul["status"]
    style = {"changed": "$warning", "added": "$diff-added", "removed": "$diff-removed",
             "unchanged": "$status-promoted"}.get(status, "$text-muted")
    lines = [Content.assemble((f"  {name:<12}", "bold"), (status.replace("_", " "), style))]
    diff_lines = soul["diff"]
    for line in diff_lines[:MAX_SOUL_LINES]:
        if line.startswith(("+++", "---", "@@")):
            line_style = "$text-muted"
        elif line.startswith("+"):
            line_style = "$diff-added on $diff-added-background"
        elif line.startswith("-"):
            line_style = "$diff-removed on $diff-removed-background"
        else:
            line_style = ""
        lines.append(Content.assemble("    ", (line, line_style)))
    if len(diff_lines) > MAX_SOUL_LINES:
        lines.append(Content.styled(f"    … {plural(len(diff_lines) - MAX_SOUL_LINES, 'more line')}",
                                    "$text-muted"))
    return lines


def _memory_lines(memories: dict[str, Any]) -> list[Content]:
    if not memories["compared"]:
        return [Content.styled(f"  {memories['note']}", "$text-muted")]
    counts = memories["counts"]
    summary: list[tuple[str, str] | str] = [(f"  {counts['from']} → {plural(counts['to'], 'record')}", "bold")]
    for key, label, _, style in MEMORY_GROUPS:
        if memories[key]:
            summary += [" · ", (f"{len(memories[key])} {label}", style)]
    lines = [Content.assemble(*summary)]
    if not memories["changed"] and not memories["added"] and not memories["removed"]:
        lines.append(Content.styled("  the same memories, read the same way", "$text-muted"))
    details = memories["details"]
    for key, label, sign, style in MEMORY_GROUPS:
        # By row id, as people know them (uids are random, so their order means nothing).
        uids = sorted(memories[key], key=lambda uid: (details.get(uid, {}).get("id") or 0, uid))
        for uid in uids[:MAX_MEMORIES_PER_GROUP]:
            detail = details.get(uid, {})
            name = f"#{detail['id']}" if detail.get("id") else uid[:8]
            text = one_line(detail["content"], 200) if detail.get("content") else "(no longer in the store)"
            moved = ""
            if detail.get("status_from") and detail.get("status_to") and detail["status_from"] != detail["status_to"]:
                moved = f"{detail['status_from']} → {detail['status_to']}  "
            lines.append(Content.assemble((f"  {sign} {label:<13}", style), (f"{name:>5}  ", "bold"),
                                          (moved, "$text-muted"), text))
        if len(uids) > MAX_MEMORIES_PER_GROUP:
            lines.append(Content.styled(f"    … {len(uids) - MAX_MEMORIES_PER_GROUP} more {label}", "$text-muted"))
    return lines


def render_validation(report: dict[str, Any], name: str, *, status_before: str | None = None,
                      status_after: str | None = None, soul_dir: str | None = None) -> Content:
    """A validation report: what it did to the generation's status, the verdict, then each check in full."""
    passed = report["passed"]
    verdict = ("continuity verified", "bold $status-promoted") if passed else (
        "continuity failed — promotion is refused until it validates (or --force)", "bold $status-rejected")
    lines = []
    if status_before and status_after:
        failed = [check for check, result in report["checks"].items() if result["status"] == "fail"]
        why = f" ({', '.join(failed)} failed)" if failed and status_before != status_after else ""
        moved = "unchanged" if status_before == status_after else f"{status_before} → {status_after}"
        lines.append(Content.assemble((f"{name}: ", "bold"),
                                      (f"{moved}{why}", "bold $warning" if status_before != status_after else "")))
    lines.append(Content.assemble((f"{name}: ", "bold"), verdict))
    if soul_dir:
        lines.append(field_line("soul from", soul_dir, label_width=11))
    for check, result in report["checks"].items():
        lines.append(Content.assemble((f"  {check:<15}", "bold"), _check_status(result["status"])))
        lines.append(Content.assemble("    ", (result["detail"], "$text-muted")))
    return Content("\n").join(lines)

"""Memory hygiene commands: link, graph, explain, prune, archive, purge, consolidate, merge-apply, rules."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from core.errors import RefusedError, UsageError
from core.interfaces.cli import values
from core.interfaces.cli.output import escape, short, status_text
from core.model.vocabulary import EDGE_TYPES
from core.text.normalise import parse_ids

if TYPE_CHECKING:
    from rich.console import Console
    from rich.tree import Tree


def _one_id(value: str) -> int:
    (memory_id,) = parse_ids([value])
    return memory_id


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("link", parents=[common], help="link two memories of one namespace with a typed edge")
    p.add_argument("src", type=values.memory_id, help="the memory the link starts from")
    p.add_argument("dst", type=values.memory_id, help="the memory it points to")
    p.add_argument("--type", dest="edge_type", required=True, choices=EDGE_TYPES, metavar="TYPE",
                   help="supersedes, caused_by, supports, related_to, derived_from or contradicts")
    p.add_argument("--weight", type=values.number(minimum=0, maximum=10, open_below=True), default=1.0,
                   help="edge weight in (0, 10] (default 1)")
    p.set_defaults(handler=cmd_link)

    p = sub.add_parser("graph", parents=[common], help="a memory's neighbourhood of links, as a tree")
    p.add_argument("id", type=values.memory_id)
    p.add_argument("--depth", type=values.whole(minimum=1, maximum=5), default=2,
                   help="how many links out (1–5, default 2)")
    p.set_defaults(handler=cmd_graph)

    p = sub.add_parser("explain", parents=[common], help="why a memory exists, what supports it, how it scores")
    p.add_argument("id", type=values.memory_id)
    p.add_argument("--query", help="also show its rank and score parts for this query")
    p.set_defaults(handler=cmd_explain)

    p = sub.add_parser("prune", parents=[common],
                       help="archive the lowest-retention memories per namespace (needs --keep or --older-than)")
    p.add_argument("--keep", type=values.whole(minimum=0), metavar="N",
                   help="keep the N best memories of each namespace")
    p.add_argument("--older-than", dest="older_than", type=values.whole(minimum=0), metavar="DAYS",
                   help="only memories idle for more than DAYS days")
    p.add_argument("--dry-run", action="store_true", help="show what would be archived; change nothing")
    p.set_defaults(handler=cmd_prune)

    p = sub.add_parser("archive", parents=[common], help="archive memories softly, or bring them back with --restore")
    p.add_argument("ids", nargs="+", type=values.memory_id)
    p.add_argument("--restore", action="store_true", help="bring archived memories back into recall")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_archive)

    p = sub.add_parser("purge", parents=[common],
                       help="delete rejected or archived memories for good (operator only; asks first)")
    p.add_argument("ids", nargs="+", type=values.memory_id)
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    p.add_argument("--any-status", action="store_true", help="also delete memories that are not rejected/archived")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_purge)

    p = sub.add_parser("consolidate", parents=[common],
                       help="group restatements and file merge proposals (never merges by itself)")
    p.add_argument("--dry-run", action="store_true", help="show the groups without filing proposals")
    p.add_argument("--list", action="store_true", help="list the open merge proposals instead")
    p.set_defaults(handler=cmd_consolidate)

    p = sub.add_parser("merge-apply", parents=[common], help="apply a merge proposal (one undoable action)")
    p.add_argument("proposal", type=values.proposal_id,
                   help="the merge proposal's id (see `memdesk consolidate --list`)")
    p.add_argument("--text", help="use this merged wording instead of the proposal's")
    p.set_defaults(handler=cmd_merge_apply)

    p = sub.add_parser("rules", parents=[common], help="capture rules that hold matching captures for review")
    actions = p.add_subparsers(dest="rules_action", metavar="ACTION", required=True)
    q = actions.add_parser("list", parents=[common], help="list the rules (store and config)")
    q.add_argument("--all", action="store_true", help="include removed rules")
    q = actions.add_parser("add", parents=[common], help="add a rule: PATTERN (text, or re:REGEX) and --reason")
    q.add_argument("pattern")
    q.add_argument("--reason", required=True, help="shown when the rule holds a capture")
    q = actions.add_parser("remove", parents=[common], help="switch a stored rule off (undo brings it back)")
    q.add_argument("rule_id", type=values.rule_id)
    p.set_defaults(handler=cmd_rules)


def cmd_link(ctx) -> int:
    a = ctx.args
    edge = ctx.engine.links.link(_one_id(a.src), _one_id(a.dst), a.edge_type, weight=a.weight)
    ctx.out.emit(edge.to_dict(), lambda c: c.print(f"linked [cyan]#{edge.src}[/] —{edge.type}→ [cyan]#{edge.dst}[/]"))
    return 0


def _label(node: dict) -> str:
    return f"[cyan]#{node['id']}[/] {status_text(node['status'])} {escape(short(node['content'], 70))}"


def graph_tree(data: dict) -> Tree:
    """The neighbourhood as a rich tree: each node hangs under the first node one link closer to the root."""
    from rich.tree import Tree

    nodes = {n["id"]: n for n in data["nodes"]}
    tree_nodes = {data["root"]: Tree(_label(nodes[data["root"]]))}
    for node in data["nodes"][1:]:
        for edge in data["edges"]:
            other = edge["dst"] if edge["src"] == node["id"] else edge["src"] if edge["dst"] == node["id"] else None
            if other in tree_nodes and nodes[other]["depth"] == node["depth"] - 1:
                arrow = f"—{edge['type']}→" if edge["src"] == other else f"←{edge['type']}—"
                tree_nodes[node["id"]] = tree_nodes[other].add(f"[dim]{arrow}[/] {_label(node)}")
                break
    return tree_nodes[data["root"]]


def cmd_graph(ctx) -> int:
    data = ctx.engine.links.graph(_one_id(ctx.args.id), depth=ctx.args.depth).to_dict()

    def render(console: Console) -> None:
        console.print(graph_tree(data))
        if len(data["nodes"]) == 1:
            console.print("[dim]no links yet; `memdesk link A B --type T` adds one[/]")
        if data["truncated"]:
            console.print("[dark_orange]the neighbourhood was cut at 200 memories; lower --depth[/]")

    ctx.out.emit(data, render)
    return 0


def cmd_explain(ctx) -> int:
    data = ctx.engine.links.explain(_one_id(ctx.args.id), query=ctx.args.query).to_dict()

    def render(console: Console) -> None:
        memory, standing = data["memory"], data["standing"]
        console.print(f"[bold cyan]#{memory['id']}[/] {status_text(memory['status'])} {escape(memory['content'])}")
        horizon = ("no horizon" if standing["horizon_left"] is None
                   else f"{standing['horizon_left']:.0%} of horizon left")
        flag = " [dark_orange](near its horizon: re-verify)[/]" if standing["near_horizon"] else ""
        console.print(f"[dim]standing:[/] confidence {standing['effective_confidence']:.2f} · {horizon}{flag} · "
                      f"retention {standing['retention']:.3f} · recalled {standing['recalls']}×")
        chain = data["caused_by_chain"]
        if chain:
            console.print("[bold]why it exists[/] " + " ".join(
                f"← caused by [cyan]#{c['id']}[/] {escape(short(c['content'], 50))}" for c in chain))
        else:
            console.print("[bold]why it exists[/] [dim]no caused_by links[/]")
        console.print("[bold]supported by[/] " + (", ".join(f"#{i}" for i in data["supports"]) or "[dim]nothing[/]")
                      + "  [dim](supersedes/contradicts never count)[/]")
        console.print(graph_tree(data["neighbourhood"]))
        if ctx.args.query:
            score = data.get("score")
            if score is None:
                console.print(f"[dim]not among the hits for {escape(repr(ctx.args.query))}[/]")
            else:
                parts = " ".join(f"{k} {v:.3f}" for k, v in score.items() if k != "score")
                console.print(f"[bold]score[/] {score['score']:.3f} (rank {data['rank']}) [dim]{parts}[/]")

    ctx.out.emit(data, render)
    return 0


def cmd_prune(ctx) -> int:
    from rich.table import Table

    a = ctx.args
    report = ctx.engine.quality.prune(keep=a.keep, older_than_days=a.older_than, namespace=ctx.namespace,
                                      dry_run=a.dry_run)

    def render(console: Console) -> None:
        verb = "would archive" if report.dry_run else "archived"
        if not report.items:
            console.print(f"[dim]nothing to archive[/] (kept {sum(report.kept.values())})")
            return
        table = Table(header_style="bold", title=f"{verb} {len(report.items)}", title_justify="left")
        for column in ("id", "ns", "status", "retention", "why"):
            table.add_column(column)
        for item in report.items:
            table.add_row(f"#{item.id}", escape(item.namespace or "·"), status_text(item.status),
                          f"{item.retention:.3f}", escape(item.reason))
        console.print(table)
        if report.dry_run:
            console.print("[dim]dry run: nothing changed[/]")
        else:
            console.print("[dim]`memdesk undo` brings them all back; `memdesk archive ID --restore` one by one[/]")

    ctx.out.emit(report.to_dict(), render)
    return 0


def cmd_archive(ctx) -> int:
    ids = parse_ids(ctx.args.ids)
    if ctx.args.restore:
        restored = ctx.engine.quality.unarchive(ids)
        ctx.out.emit({"restored": restored},
                     lambda c: c.print("back in recall: " + ", ".join(f"[green]#{i}[/]" for i in restored)))
        return 0
    archived = ctx.engine.quality.archive(ids, reason=ctx.args.reason)
    ctx.out.emit({"archived": archived}, lambda c: c.print(
        "archived " + ", ".join(f"#{i}" for i in archived) + "  [dim](`--restore` brings them back)[/]"))
    return 0


def _confirm_purge(ctx, ids: list[int]) -> None:
    if ctx.args.yes:
        return
    if ctx.out.json_mode or not sys.stdin.isatty():
        raise RefusedError("purge deletes memories for good and there is no terminal to confirm on; "
                           "pass --yes to confirm", code="confirmation_required")
    found = ctx.engine.memories.get_many(ids)
    for memory_id in ids:
        memory = found.get(memory_id)
        if memory is not None:
            ctx.out.console.print(
                f"  [cyan]#{memory.id}[/] {status_text(memory.status)} {escape(short(memory.content))}")
    ctx.out.console.print(f"[bold red]Delete {len(ids)} memories permanently?[/] This cannot be undone.")
    answer = input("Type 'purge' to confirm: ")
    if answer.strip().lower() != "purge":
        raise RefusedError("purge not confirmed; nothing was deleted", code="not_confirmed")


def cmd_purge(ctx) -> int:
    ids = parse_ids(ctx.args.ids)
    _confirm_purge(ctx, ids)
    purged = ctx.engine.quality.purge(ids, any_status=ctx.args.any_status, reason=ctx.args.reason)
    ctx.out.emit({"purged": purged}, lambda c: c.print(
        "purged " + ", ".join(f"[red]#{i}[/]" for i in purged) + "  [dim](the audit log keeps a record)[/]"))
    return 0


def _render_groups(console: Console, groups: list[dict], title: str) -> None:
    for group in groups:
        head = f"proposal {group['proposal']}" if group.get("proposal") else "group"
        console.print(f"[bold]{head}[/] keep [cyan]#{group['keeper']}[/] "
                      f"“{escape(short(group['merged_text'], 70))}”")
        others = ", ".join(f"#{i}" for i in group["would_supersede"])
        console.print(f"   would supersede [magenta]{others}[/]" + (f"  [dim]{escape(group['why'])}[/]"
                                                                        if group.get("why") else ""))
    if not groups:
        console.print(f"[dim]{title}[/]")


def cmd_consolidate(ctx) -> int:
    if ctx.args.list:
        proposals = ctx.engine.conflicts.proposals(rules=["merge"], statuses=["open"])
        views = [{"proposal": p.id, "keeper": p.detail.get("keeper"), "merged_text": p.detail.get("merged_text", ""),
                  "would_supersede": p.detail.get("would_supersede", []), "sources": p.detail.get("sources", []),
                  "reason": p.reason} for p in proposals]
        ctx.out.emit({"proposals": views}, lambda c: _render_groups(c, views, "no open merge proposals"))
        return 0
    report = ctx.engine.quality.consolidate(namespace=ctx.namespace, dry_run=ctx.args.dry_run)

    def render(console: Console) -> None:
        _render_groups(console, report.proposals, "no restatements found")
        if report.skipped:
            console.print(f"[dim]{len(report.skipped)} groups skipped:[/]")
            _render_groups(console, report.skipped, "")
        if report.proposals and not report.dry_run:
            console.print("[dim]review them in the workstation, or `memdesk merge-apply PROPOSAL`[/]")

    ctx.out.emit(report.to_dict(), render)
    return 0


def cmd_merge_apply(ctx) -> int:
    result = ctx.engine.quality.merge_apply(ctx.args.proposal, text=ctx.args.text)

    def render(console: Console) -> None:
        verb = "created" if result.created else "kept"
        console.print(f"merged: {verb} [green]#{result.merged}[/]; superseded "
                      + ", ".join(f"[magenta]#{i}[/]" for i in result.superseded)
                      + "  [dim](`memdesk undo` reverses the whole merge)[/]")

    ctx.out.emit(result.to_dict(), render)
    return 0


def cmd_rules(ctx) -> int:
    from rich.table import Table

    a = ctx.args
    if a.rules_action == "add":
        rule = ctx.engine.quality.add_capture_rule(a.pattern, a.reason, namespace=ctx.namespace)
        ctx.out.emit(rule.to_dict(), lambda c: c.print(f"added rule [cyan]#{rule.id}[/]: captures matching "
                                                       f"{escape(repr(rule.pattern))} are held "
                                                       f"({escape(rule.reason)})"))
        return 0
    if a.rules_action == "remove":
        rule = ctx.engine.quality.remove_capture_rule(a.rule_id)
        ctx.out.emit(rule.to_dict(), lambda c: c.print(f"removed rule #{rule.id} ({escape(repr(rule.pattern))}); "
                                                       "`memdesk undo` brings it back"))
        return 0
    if a.rules_action != "list":
        raise UsageError("use `memdesk rules list`, `rules add PATTERN --reason R` or `rules remove ID`")
    rules = ctx.engine.quality.capture_rules(include_removed=a.all)

    def render(console: Console) -> None:
        if not rules:
            console.print("[dim]no capture rules; `memdesk reject ID --reason R --as-rule PATTERN` makes one[/]")
            return
        table = Table(header_style="bold")
        for column in ("rule", "pattern", "reason", "ns", "from"):
            table.add_column(column)
        for rule in rules:
            name = f"#{rule.id}" if rule.origin == "store" else f"config {rule.id}"
            if not rule.active:
                name += " [dim](removed)[/]"
            table.add_row(name, escape(rule.pattern), escape(rule.reason),
                          escape(rule.namespace if rule.namespace is not None else "all"),
                          f"#{rule.from_memory_id}" if rule.from_memory_id else rule.origin)
        console.print(table)

    ctx.out.emit({"rules": [r.to_dict() for r in rules]}, render)
    return 0

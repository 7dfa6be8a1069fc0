"""Links between memories: link, graph and explain (why a memory exists, what supports it)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

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

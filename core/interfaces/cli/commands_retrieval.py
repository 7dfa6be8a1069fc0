"""Retrieval commands: embed (fill the vectors hybrid retrieval uses)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from core.interfaces.cli import values
from core.interfaces.cli.output import comma_list, counted, escape

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("embed", parents=[common],
                       help="embed memories that lack a vector (hybrid retrieval; needs [embeddings])")
    p.add_argument("--all-ns", action="store_true", help="every namespace (default: --ns, else the shared one)")
    p.add_argument("--status", type=values.statuses, help="statuses (comma-separated) or all; default promoted")
    p.add_argument("--limit", type=values.whole(minimum=1), help="embed at most this many")
    p.set_defaults(handler=cmd_embed)


def cmd_embed(ctx) -> int:
    a = ctx.args
    namespace = None if a.all_ns else (ctx.namespace or "")
    statuses = comma_list(a.status)
    embedded = ctx.engine.retrieval.embed_missing(namespace=namespace, statuses=statuses, limit=a.limit)
    mode = ctx.engine.retrieval.retrieval_mode()

    def render(console: Console) -> None:
        console.print(f"embedded {counted(embedded, 'memory', 'memories')} ({escape(mode)})")

    ctx.out.emit({"embedded": embedded, "retrieval_mode": mode, "namespace": namespace}, render)
    return 0

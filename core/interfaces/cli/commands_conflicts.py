"""Contradictions: ``scan`` the promoted corpus, ``supersede`` one memory by another, and rule on proposals."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from core.interfaces.cli import values
from core.interfaces.cli.output import comma_list, counted, escape
from core.text.normalise import parse_ids

if TYPE_CHECKING:
    from rich.console import Console

# Below this many memories a scan finishes before a progress bar would be worth drawing.
PROGRESS_THRESHOLD = 200


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("scan", parents=[common],
                       help="run the contradiction rules over promoted memories and file proposals")
    p.add_argument("--limit", type=values.whole(minimum=1, maximum=100_000),
                   help="memories to examine this run (default 500)")
    p.add_argument("--after", type=values.whole(minimum=0), metavar="ID", help="resume after this id (see next_after)")
    p.add_argument("--judge", action="store_true",
                   help="also ask the configured LLM judge (MEMDESK_JUDGE_MODEL or [judge] model)")
    p.set_defaults(handler=cmd_scan)

    p = sub.add_parser("supersede", parents=[common],
                       help="rule that NEW replaces OLD (applied now if NEW is promoted, else proposed)")
    p.add_argument("old", type=values.memory_id, help="the memory to retire")
    p.add_argument("new", type=values.memory_id, help="the memory that replaces it")
    p.add_argument("--reason", help="why (kept on the proposal and the audit row)")
    p.set_defaults(handler=cmd_supersede)
    register_proposals(sub, common)


def cmd_scan(ctx) -> int:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    a = ctx.args
    engine = ctx.engine
    namespace = ctx.namespace
    total = engine.memories.count(statuses=["promoted"], namespace=namespace)
    if ctx.out.json_mode or min(total, a.limit or total) < PROGRESS_THRESHOLD:
        report = engine.conflicts.scan(namespace=namespace, limit=a.limit, after_id=a.after, judge=a.judge)
    else:
        columns = (TextColumn("scanning"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=ctx.out.err_console, transient=True) as bar:
            task = bar.add_task("scan", total=None)
            report = engine.conflicts.scan(namespace=namespace, limit=a.limit, after_id=a.after, judge=a.judge,
                                 progress=lambda done, of: bar.update(task, completed=done, total=of))
    data = report.to_dict()

    def render(console: Console) -> None:
        where = "every namespace" if namespace is None else f"namespace {namespace or '(shared)'!r}"
        console.print(f"examined {counted(data['examined'], 'promoted memory', 'promoted memories')} in "
                      f"{escape(where)}: {counted(data['pairs'], 'pair')} compared, "
                      f"{data['skipped_decided']} already ruled on")
        if data["proposals"]:
            console.print(f"[bold]{counted(data['proposed'], 'proposal')} filed[/] "
                          "(nothing retired; `memdesk show ID` to rule):")
            for item in data["proposals"]:
                console.print(f"  #{item['memory_id']} would supersede #{item['target_id']} "
                              f"[dim]{item['rule']}[/]: {escape(item['reason'])}")
        else:
            console.print("no new contradictions found")
        judge = data["judge"]
        if judge:
            console.print(f"judge {escape(str(judge['model']))}: "
                          f"{judge['calls']}/{counted(judge['max_calls'], 'call')}, "
                          f"{counted(judge['proposed'], 'proposal')}, {counted(judge['errors'], 'error')}")
            for line in judge["error_details"][:10]:
                console.print(f"  [dark_orange]error:[/] {escape(line)}")
        if not data["complete"]:
            console.print(f"[dim]stopped at the limit; continue with `memdesk scan --after {data['next_after']}`[/]")

    ctx.out.emit(data, render)
    return 0


def cmd_supersede(ctx) -> int:
    (old,), (new,) = parse_ids([ctx.args.old]), parse_ids([ctx.args.new])
    result = ctx.engine.conflicts.supersede(old, new, reason=ctx.args.reason)

    def render(console: Console) -> None:
        if result.outcome == "applied":
            console.print(f"[magenta]#{old}[/] is superseded by [cyan]#{new}[/] "
                          f"(memdesk restore --by {new} to undo)")
        else:
            console.print(f"filed on [cyan]#{new}[/]'s envelope: promoting it will supersede [magenta]#{old}[/]")

    ctx.out.emit(result.to_dict(), render)
    return 0


def register_proposals(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """``proposals``, ``accept`` and ``dismiss``: the Conflicts pane's decisions from a shell."""
    p = sub.add_parser("proposals", parents=[common], help="review envelopes awaiting a person")
    p.add_argument("--status", default="open,held", type=values.proposal_statuses,
                   help="statuses (comma-separated; default open,held)")
    p.add_argument("--rule", help="only these rules (comma-separated), e.g. removal,value_change,merge")
    p.add_argument("--limit", type=values.whole(minimum=1), default=50, help="at most this many (default 50)")
    p.set_defaults(handler=cmd_proposals)

    p = sub.add_parser("accept", parents=[common],
                       help="apply one proposal (a pending newcomer is promoted with its whole envelope)")
    p.add_argument("proposal", type=values.proposal_id, help="proposal id (see `memdesk proposals`)")
    p.set_defaults(handler=cmd_accept)

    p = sub.add_parser("dismiss", parents=[common], help="rule a proposal wrong; nothing is retired")
    p.add_argument("proposal", type=values.proposal_id, help="proposal id (see `memdesk proposals`)")
    p.add_argument("--reason")
    p.set_defaults(handler=cmd_dismiss)


def cmd_proposals(ctx) -> int:
    a = ctx.args
    chosen = comma_list(a.status)
    # --ns narrows the list to proposals of that namespace's memories; without it, every namespace's (a person's
    # queue is the whole store's, as the Conflicts pane's is)
    proposals = ctx.engine.conflicts.proposals(statuses=None if chosen and 'all' in chosen else chosen,
                                               rules=comma_list(a.rule), limit=a.limit, namespace=ctx.namespace)
    memories = ctx.engine.memories.get_many({p.memory_id for p in proposals}
                                            | {p.target_id for p in proposals if p.target_id})

    def render(console: Console) -> None:
        if not proposals:
            console.print("[dim]no proposals match[/]")
            return
        for proposal in proposals:
            new = memories.get(proposal.memory_id)
            old = memories.get(proposal.target_id) if proposal.target_id else None
            console.print(f"[bold]{proposal.id}[/] \\[{proposal.status}] {proposal.rule}  "
                          f"[cyan]#{proposal.memory_id}[/]" + (f" → retires [magenta]#{old.id}[/]" if old else ""))
            if new is not None:
                console.print(f"    new: {escape(new.content[:100])}  [dim]({new.status})[/]")
            if old is not None:
                console.print(f"    old: {escape(old.content[:100])}  [dim]({old.status})[/]")
            console.print(f"    [dim]{escape(proposal.reason)}[/]")

    ctx.out.emit({"proposals": [p.to_dict() for p in proposals]}, render)
    return 0


def _proposal_id(value: str) -> int:
    (proposal_id,) = parse_ids([value])
    return proposal_id


def cmd_accept(ctx) -> int:
    result = ctx.engine.conflicts.accept_proposal(_proposal_id(ctx.args.proposal))

    def render(console: Console) -> None:
        if result.promoted:
            console.print("promoted " + ", ".join(f"[green]#{i}[/]" for i in result.promoted))
        if result.superseded:
            console.print("retired from recall: " + ", ".join(f"[magenta]#{i}[/]" for i in result.superseded))
        for message in result.messages:
            console.print(f"[dark_orange]held:[/] {escape(message)}")

    ctx.out.emit(result.to_dict(), render)
    return 0


def cmd_dismiss(ctx) -> int:
    proposal_id = _proposal_id(ctx.args.proposal)
    ctx.engine.conflicts.dismiss_proposal(proposal_id, reason=ctx.args.reason)
    ctx.out.emit({"dismissed": [proposal_id]}, lambda c: c.print(f"dismissed proposal {proposal_id}"))
    return 0

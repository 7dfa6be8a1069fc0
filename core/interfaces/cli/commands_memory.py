"""Commands that capture and read memories: remember, amend, edit, recall, search, get, show, list."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from core.errors import RefusedError
from core.interfaces.cli import values
from core.interfaces.cli.output import comma_list, escape, hits_table, memory_table, namespace_label, short, status_text
from core.text.normalise import parse_ids, removed_controls

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("remember", parents=[common], help="stage a memory as pending")
    p.add_argument("text", help="the fact to remember")
    p.add_argument("--kind", type=values.kind, help="kind (tooling, preference, project, person…)")
    p.add_argument("--tags", type=values.tags, help="comma-separated tags")
    p.add_argument("--level", choices=["meta", "semi", "trace"], help="recall weight level")
    p.add_argument("--importance", type=values.number(minimum=0, maximum=1), help="0–1")
    p.add_argument("--external-id", dest="external_id", help="your stable id; a resend is idempotent")
    p.add_argument("--source", default="cli", help="where it came from (default: cli)")
    p.add_argument("--session", help="session id, as evidence")
    p.add_argument("--event-time", dest="event_time", type=values.iso_time, help="when it happened (ISO-8601)")
    p.add_argument("--force", action="store_true", help="stage even if it looks like a credential")
    p.add_argument("--extract", action="store_true",
                   help="let the configured model propose summary, tags, kind and importance ([extract] enabled)")
    p.set_defaults(handler=cmd_remember)

    p = sub.add_parser("amend", parents=[common], help="stage a correction that supersedes a memory once promoted")
    p.add_argument("id", type=values.memory_id, help="memory to correct")
    p.add_argument("text", help="the corrected fact")
    p.add_argument("--reason", help="why it is being corrected")
    p.set_defaults(handler=cmd_amend)

    p = sub.add_parser("edit", parents=[common], help="edit a pending memory in place")
    p.add_argument("id", type=values.memory_id)
    p.add_argument("--text", help="new content")
    p.add_argument("--tags", type=values.tags, help="replace tags (comma-separated)")
    p.add_argument("--kind", type=values.kind, help="new kind")
    p.set_defaults(handler=cmd_edit)

    for name, helptext in (("recall", "promoted memories for a query (bumps access)"),
                           ("search", "ranked search over any status (never bumps access)")):
        p = sub.add_parser(name, parents=[common], help=helptext)
        p.add_argument("query", nargs="+", help="what to look for")
        p.add_argument("-k", "--limit", dest="k", type=values.whole(minimum=1), help="how many (default 8, max 50)")
        p.add_argument("--kind", type=values.kinds, help="only these kinds (comma-separated)")
        p.add_argument("--explain", action="store_true", help="show how each score was built")
        if name == "recall":
            p.add_argument("--session", help="session id, so a capture that repeats these hits is held as an echo")
        if name == "search":
            p.add_argument("--status", type=values.statuses,
                           help="statuses (comma-separated) or all; default promoted")
            p.add_argument("--all-ns", action="store_true", help="search every namespace")
        p.set_defaults(handler=cmd_recall if name == "recall" else cmd_search)

    p = sub.add_parser("get", parents=[common], help="one memory by id (never bumps access)")
    p.add_argument("id", type=values.memory_id)
    p.set_defaults(handler=cmd_show)

    p = sub.add_parser("show", parents=[common], help="a memory with its history and proposals")
    p.add_argument("id", type=values.memory_id)
    p.set_defaults(handler=cmd_show)

    p = sub.add_parser("list", parents=[common], help="memories by status, kind and namespace")
    p.add_argument("--status", type=values.statuses, help="statuses (comma-separated) or all")
    p.add_argument("--kind", type=values.kinds, help="kinds (comma-separated)")
    p.add_argument("--source", help="exact source")
    p.add_argument("--limit", type=values.whole(minimum=1), default=50, help="at most this many (default 50)")
    p.set_defaults(handler=cmd_list)


def cmd_remember(ctx) -> int:
    from core.interfaces.cli.commands_llm import describe_extraction
    from core.model.records import CaptureResult

    a = ctx.args
    fields = dict(
        kind=a.kind, namespace=ctx.namespace or "", tags=comma_list(a.tags), level=a.level,
        importance=a.importance, external_id=a.external_id, source=a.source, session=a.session,
        event_time=a.event_time, force=a.force,
    )
    try:
        captured = ctx.engine.capture(a.text, extract=a.extract, **fields)
    except RefusedError as exc:
        if exc.code != "credential":
            raise
        # The engine's refusal speaks to every interface; this one has a way to stage anyway.
        raise RefusedError(f"{exc.message}: `memdesk remember --force` stages it anyway (it waits for review "
                           "at the critical risk tier)", code="credential") from None
    extracted = None if isinstance(captured, CaptureResult) else captured
    result = captured if isinstance(captured, CaptureResult) else captured.result

    def render(console: Console) -> None:
        if extracted is not None:
            describe_extraction(console, extracted)
        if result.note:
            console.print(f"[yellow]note[/]: {escape(result.note)}")
        if result.duplicate_of is not None:
            console.print(f"already known as [cyan]#{result.duplicate_of}[/] ({status_text(result.status)}); "
                          "nothing new stored")
            return
        verb = "staged" if result.created else "kept"
        console.print(f"{verb} [cyan]#{result.id}[/] as {status_text(result.status)}")
        if result.reason:
            console.print(f"  {escape(result.reason)}")
        if result.would_supersede:
            ids = ", ".join(f"#{i}" for i in result.would_supersede)
            console.print(f"  if promoted, would supersede: [magenta]{ids}[/]  (memdesk show {result.id})")
            for item in result.conflicts:  # the reason a person checks at a glance
                console.print(f"    [magenta]#{item['target_id']}[/] [dim]{item['rule']}[/]: {escape(item['reason'])}")
        if result.owed:
            console.print(f"  [dim]{result.owed} more candidate{'s' if result.owed != 1 else ''} to compare: by the "
                          "daemon, `memdesk upkeep`, or at the latest on promotion[/]")

    ctx.out.emit(extracted.to_dict() if extracted is not None else result.to_dict(), render)
    return 0


def cmd_amend(ctx) -> int:
    (memory_id,) = parse_ids([ctx.args.id])
    result = ctx.engine.memories.amend(memory_id, ctx.args.text, reason=ctx.args.reason)

    def render(console: Console) -> None:
        if result.note:
            console.print(f"[yellow]note[/]: {escape(result.note)}")
        console.print(f"staged [cyan]#{result.id}[/] as a correction of [cyan]#{memory_id}[/]; "
                      f"`memdesk promote {result.id}` applies it")

    ctx.out.emit(result.to_dict(), render)
    return 0


def cmd_edit(ctx) -> int:
    (memory_id,) = parse_ids([ctx.args.id])
    memory = ctx.engine.memories.edit(memory_id, content=ctx.args.text, tags=comma_list(ctx.args.tags),
                                      kind=ctx.args.kind)
    note = removed_controls(ctx.args.text) if ctx.args.text is not None else None  # what the edit dropped, said

    def render(console: Console) -> None:
        if note:
            console.print(f"[yellow]note[/]: {escape(note)}")
        console.print(f"edited [cyan]#{memory.id}[/]: {escape(short(memory.content))}")

    ctx.out.emit({**memory.to_dict(), **({"note": note} if note else {})}, render)
    return 0


def _hits_text(out, hits, query: str, namespace, explain: bool):
    def text() -> str:
        if not hits:
            where = ("any namespace" if namespace is None else "the shared namespace" if namespace == ""
                     else f"namespace {namespace!r}")
            return out.paint(f"nothing found for {query!r} in {where}", "dim") + "\n"
        return out.draw(hits_table(hits, explain=explain, show_ns=namespace is None))

    return text


def cmd_recall(ctx) -> int:
    query = " ".join(ctx.args.query)
    ns = ctx.namespace or ""
    hits = ctx.engine.retrieval.recall(query, namespace=ns, k=ctx.args.k, explain=ctx.args.explain,
                             kinds=comma_list(ctx.args.kind), session=ctx.args.session)
    data = {"memories": [h.to_dict() for h in hits], "query": query, "namespace": ns}
    ctx.out.emit(data, text=_hits_text(ctx.out, hits, query, ns, ctx.args.explain))
    return 0


def cmd_search(ctx) -> int:
    query = " ".join(ctx.args.query)
    ns = None if ctx.args.all_ns else (ctx.namespace or "")
    hits = ctx.engine.retrieval.search(query, namespace=ns, statuses=comma_list(ctx.args.status),
                                       kinds=comma_list(ctx.args.kind),
                             k=ctx.args.k, explain=ctx.args.explain)
    data = {"memories": [h.to_dict() for h in hits], "query": query, "namespace": ns}
    ctx.out.emit(data, text=_hits_text(ctx.out, hits, query, ns, ctx.args.explain))
    return 0


def cmd_show(ctx) -> int:
    from rich.table import Table

    (memory_id,) = parse_ids([ctx.args.id])
    data = ctx.engine.memories.show(memory_id).to_dict()

    def render(console: Console) -> None:
        console.print(f"[bold cyan]#{data['id']}[/] {status_text(data['status'])}  [dim]{data['kind']} · "
                      f"ns {escape(namespace_label(data['namespace']))} · {escape(data['source'])} · "
                      f"uid {data['uid']}[/]")
        console.print(escape(data["content"]))
        if data["tags"]:
            console.print("[dim]tags:[/] " + ", ".join(escape(t) for t in data["tags"]))
        facts = [("created", data["created_at"]), ("event", data["event_time"]), ("verified", data["last_verified"]),
                 ("risk", data["risk_tier"]), ("superseded by", data["superseded_by"] and f"#{data['superseded_by']}"),
                 ("reason", data["status_reason"])]
        console.print("  ".join(f"[dim]{k}:[/] {escape(str(v))}" for k, v in facts if v))
        if data["proposals"]:
            console.print("[bold]envelope[/]")
            for p in data["proposals"]:
                target = f"would supersede #{p['target_id']}" if p["target_id"] else ""
                console.print(f"  {escape('[' + p['status'] + ']')} {p['rule']} {target}: {escape(p['reason'])}")
        if data["proposed_against"]:
            console.print("[bold]proposed against it[/]")
            for p in data["proposed_against"]:
                console.print(
                    f"  {escape('[' + p['status'] + ']')} #{p['memory_id']} {p['rule']}: {escape(p['reason'])}")
        table = Table(title="history", header_style="bold", title_justify="left")
        for column in ("op", "when", "who", "action", "change", "reason"):
            table.add_column(column)
        for entry in data["history"]:
            change = ""
            if entry["after"] and "status" in entry["after"]:
                before = (entry["before"] or {}).get("status", "")
                change = f"{before} → {entry['after']['status']}" if before else entry["after"]["status"]
            undone = " [dim](undone)[/]" if entry["undone_by"] else ""
            table.add_row(str(entry["op"]), entry["ts"][:19].replace("T", " "), escape(entry["actor"]),
                          entry["action"] + undone, change, escape(entry["reason"] or ""))
        console.print(table)

    ctx.out.emit(data, render)
    return 0


def cmd_list(ctx) -> int:
    a = ctx.args
    memories = ctx.engine.memories.list(statuses=comma_list(a.status), kinds=comma_list(a.kind),
                                        namespace=ctx.namespace,
                               source=a.source, limit=a.limit)
    ctx.out.emit({"memories": [m.to_dict() for m in memories]},
                 text=lambda: ctx.out.draw(memory_table(memories)) if memories
                 else ctx.out.paint("no memories match", "dim") + "\n")
    return 0

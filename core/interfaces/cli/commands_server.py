"""Commands that serve agents: ``mcp`` (stdio), ``serve`` (HTTP daemon) and ``connect`` (client config)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from core.errors import RefusedError, UsageError, ValidationError
from core.interfaces.cli import values
from core.interfaces.cli.output import escape
from core.text.normalise import normalise_namespace

if TYPE_CHECKING:
    from rich.console import Console


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("mcp", parents=[common], help="serve MCP over stdio (forwards to the daemon when one runs)")
    p.add_argument("--no-forward", action="store_true", help="always use the store file, even if a daemon runs")
    p.add_argument("--sdk", action="store_true",
                   help="serve with the MCP SDK's own stdio server (about a second slower to answer initialize)")
    p.add_argument("--as", dest="as_client", metavar="NAME",
                   help="record every call of this server as agent NAME, whatever name the client gives itself "
                        "(put it in the client's MCP config; it does not reserve NAME against other clients)")
    p.set_defaults(handler=cmd_mcp)

    p = sub.add_parser("serve", parents=[common],
                       help="run the HTTP server (/mcp, /v1/, /health) as a background daemon")
    p.add_argument("--host", help="address to bind (default 127.0.0.1; others need MEMDESK_TOKEN)")
    p.add_argument("--port", type=values.whole(minimum=0, maximum=65535),
                   help="port (default 8765; 0 picks a free one)")
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--foreground", action="store_true", help="serve in this process (for systemd)")
    mode.add_argument("--status", action="store_true", help="is a daemon serving this store? (exit 1 if not)")
    mode.add_argument("--stop", action="store_true", help="stop the daemon serving this store")
    p.add_argument("--watch", metavar="DIR",
                   help="also poll DIR and stage new or changed text files as pending memories (--ns: where)")
    p.set_defaults(handler=cmd_serve)

    p = sub.add_parser("connect", parents=[common], help="print or install an agent client's MCP configuration")
    p.add_argument("client", choices=["claude", "codex", "cursor", "json"], help="which client")
    p.add_argument("--http", action="store_true", help="connect over HTTP to the daemon instead of stdio")
    p.add_argument("--url", help="MCP URL for --http (default: the running daemon's, else 127.0.0.1:8765)")
    p.add_argument("--write", action="store_true", help="edit the client's config file (backed up first)")
    p.add_argument("--file", help="config file to write instead of the client's default")
    p.set_defaults(handler=cmd_connect)


def _token(ctx) -> str | None:
    """``MEMDESK_TOKEN`` (``[server] token``), the one place the CLI reveals it: to the server it starts."""
    from core.settings import reveal

    return reveal(ctx.settings.server.token)


def cmd_mcp(ctx) -> int:
    from core.interfaces.launch import run_mcp_stdio

    namespace = normalise_namespace(ctx.namespace or "")
    client = None if ctx.args.as_client is None else _agent_name(ctx.args.as_client)
    # The settings are read after the handshake, as on the quick path (core.interfaces.cli.quick).
    run_mcp_stdio(ctx.db_path, namespace=namespace, forward=not ctx.args.no_forward, sdk=ctx.args.sdk, client=client)
    return 0


def _agent_name(given: str) -> str:
    """``mcp --as``'s name (outer spaces aside) as memdesk records it, or a UsageError saying why not: a name memdesk
    would change (case, other letters, length), or that looks like a credential, is refused rather than altered."""
    from core.interfaces.serving.results import MAX_CLIENT_CHARS, UNKNOWN_CLIENT, clean_client_name
    from core.text.secrets import find_secret
    from core.text.visible import visible

    if find_secret(given, identifier=True) is not None:  # said before anything echoes it
        raise UsageError("--as looks like a credential, and every capture names its agent: choose a plain name such "
                         "as claude-code")
    name = clean_client_name(given)
    if name != given.strip() or name == UNKNOWN_CLIENT:
        # the lower-case form is offered only when case alone stood in the way: "ünï" cleaned is no name anyone chose
        example = name if name == given.strip().lower() and name != UNKNOWN_CLIENT else "claude-code"
        raise UsageError(f"--as {visible(given, newlines=False)!r} is not an agent name memdesk keeps as given: use "
                         f"at most {MAX_CLIENT_CHARS} lower-case ASCII letters, digits, '.', '_' or '-', not "
                         f"'unknown' (for example --as {example})")
    return name


def _endpoint(ctx) -> tuple[str, int]:
    server = ctx.settings.server  # [server] host and port, validated when the settings loaded
    host = ctx.args.host if ctx.args.host is not None else server.host
    port = ctx.args.port if ctx.args.port is not None else server.port
    if not 0 <= port <= 65535:
        raise UsageError(f"--port {port} is not a port number (0–65535)")
    return host, port


def _render_status(status):
    def render(console: Console) -> None:
        health = "[green]healthy[/]" if status.healthy else "[red]not answering[/]"
        console.print(f"memdesk server {health} at [cyan]{escape(status.url)}[/]  (MCP {escape(status.mcp_url)})")
        console.print(f"  pid {status.pid} · since {escape(status.started_at)} · "
                      f"{'token required' if status.auth else 'no token (loopback only)'}")
        console.print(f"  {status.requests} requests · clients: {escape(', '.join(status.clients) or 'none yet')}")
        console.print(f"  log: {escape(status.log_path)}")
        if status.status_error:
            console.print(f"  [dim]{escape(status.status_error)}[/]")

    return render


def _watch_dir(value: str | None) -> Path | None:
    if value is None:
        return None
    folder = Path(value).expanduser()
    if not folder.is_dir():
        raise ValidationError(f"--watch {value}: not a folder; give the folder to watch", code="invalid_path")
    return folder.resolve()


def cmd_serve(ctx) -> int:
    from core.interfaces.serving.daemon import daemon_status, start_daemon, stop_daemon

    args = ctx.args
    if args.status:
        status = daemon_status(ctx.db_path, token=_token(ctx))
        if status is None:
            ctx.out.emit({"running": False}, lambda c: c.print("no memdesk server is running on this store"))
            return 1
        ctx.out.emit({"running": True, **status.to_dict()}, _render_status(status))
        return 0
    if args.stop:
        stopped = stop_daemon(ctx.db_path)
        ctx.out.emit({"stopped": stopped}, lambda c: c.print(
            "stopped the memdesk server" if stopped else "no memdesk server was running on this store"))
        return 0
    host, port = _endpoint(ctx)
    watch = _watch_dir(args.watch)
    namespace = normalise_namespace(ctx.namespace or "")
    if args.foreground:
        from core.interfaces.launch import serve_foreground

        serve_foreground(ctx.db_path, ctx.settings, host=host, port=port, token=_token(ctx),
                         announce=lambda line: print(line, flush=True), watch=watch, namespace=namespace)
        return 0
    if watch is not None and daemon_status(ctx.db_path, token=_token(ctx)) is not None:
        raise RefusedError("a memdesk server already runs on this store, and --watch applies only when it "
                           "starts: stop it with `memdesk serve --stop` and start it again with --watch",
                           code="already_running")
    status = start_daemon(ctx.db_path, host=host, port=port, token=_token(ctx), watch=watch, namespace=namespace)
    ctx.out.emit({"running": True, **status.to_dict()}, _render_status(status))
    return 0


def cmd_connect(ctx) -> int:
    from core.agents.connect import build_config, write_config
    from core.interfaces.serving.daemon import DEFAULT_PORT, daemon_status
    from core.interfaces.serving.hosts import connect_host

    args = ctx.args
    url = None
    token_required = _token(ctx) is not None
    if args.http:
        status = daemon_status(ctx.db_path, token=_token(ctx))
        server = ctx.settings.server
        fallback = f"http://{connect_host(server.host)}:{server.port or DEFAULT_PORT}/mcp"
        url = args.url or (status.mcp_url if status else fallback)
        token_required = token_required or bool(status and status.auth)
    config = build_config(args.client, ctx.db_path, http_url=url, token_required=token_required,
                          namespace=normalise_namespace(ctx.namespace) if ctx.namespace else None)
    data = config.to_dict()
    if args.write:
        data.update(write_config(config, target=Path(args.file) if args.file else None))

    def render(console: Console) -> None:
        # Stdout is only the config (or what --write did); guidance goes to stderr, so
        # `memdesk connect codex --http > snippet.toml` leaves a file the client can read.
        note = ctx.out.err_console
        if args.write:
            verb = {"added": "added memdesk to", "updated": "updated memdesk in",
                    "unchanged": "memdesk is already set up in"}[data["action"]]
            console.print(f"{verb} [cyan]{escape(data['file'])}[/]")
            if data.get("backup"):
                console.print(f"  backup: {escape(data['backup'])}")
        else:
            target = f" into {config.file}" if config.file else ""
            note.print(f"[dim]# paste{escape(target)} (or run with --write)[/]")
            console.out(config.snippet, end="" if config.snippet.endswith("\n") else "\n", highlight=False)
        for line in config.notes:
            note.print(f"[dim]{escape(line)}[/]", soft_wrap=True)
        if config.hint:
            note.print(escape(config.hint), soft_wrap=True)

    ctx.out.emit(data, render)
    return 0

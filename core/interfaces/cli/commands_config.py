"""``memdesk config``: every setting, its value and where that value came from."""

from __future__ import annotations

import argparse
import os

from rich.console import Console
from rich.markup import escape
from rich.table import Table

SOURCE_STYLES = {"default": "dim", "file": "cyan"}


def register(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser("config", parents=[common],
                       help="every setting with its value and source (default, file, env:VAR); checks the file")
    p.add_argument("--defaults", action="store_true", help="show the defaults, ignoring the file and the environment")
    p.set_defaults(handler=cmd_config)


def cmd_config(ctx) -> int:
    from core.settings import LoadedSettings, Settings, load_with_sources
    from core.settings.explain import display, plain, rows

    if ctx.args.defaults:
        from core.paths import config_path

        loaded = LoadedSettings(Settings(), config_path(), False)
    else:
        loaded = load_with_sources()
    entries = [(row, loaded.source(row.key)) for row in rows(loaded.settings)]
    data = {
        "file": str(loaded.file), "file_exists": loaded.file_exists, "defaults_only": bool(ctx.args.defaults),
        "settings": {row.key: {"value": plain(row.value, secret=row.secret), "source": source, "env": row.env or None}
                     for row, source in entries},
    }

    def render(console: Console) -> None:
        why = " (MEMDESK_CONFIG)" if os.environ.get("MEMDESK_CONFIG") else ""
        state = "" if loaded.file_exists else \
            "  [dim](no such file: every value not from the environment is a default)[/]"
        if ctx.args.defaults:
            state = "  [dim](ignored: --defaults)[/]"
        console.print(f"config file: [cyan]{escape(str(loaded.file))}[/]{escape(why)}{state}")
        table = Table(box=None, pad_edge=False, header_style="bold")
        table.add_column("setting", no_wrap=True)
        table.add_column("value", overflow="fold")
        table.add_column("source", no_wrap=True)
        for row, source in entries:
            style = SOURCE_STYLES.get(source, "yellow")  # env:VAR stands out: it beats the file
            value = display(row.value, secret=row.secret)
            table.add_row(escape(row.key), escape(value), f"[{style}]{escape(source)}[/]")
        console.print(table)

    ctx.out.emit(data, render)
    return 0

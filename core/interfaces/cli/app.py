"""The ``memdesk`` command: argument parsing, the shared context and error mapping.

Each command lives in a ``commands_*`` module exposing ``register(subparsers,
common)``; this module wires them up and turns engine errors into exit codes
(0 ok, 1 refused or check failed, 2 usage).
"""

from __future__ import annotations

import argparse
import importlib
import sqlite3
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NoReturn

from core.errors import MemdeskError, UsageError
from core.interfaces.cli import catalog
from core.interfaces.cli.output import Output

if TYPE_CHECKING:
    from pathlib import Path

    from core.config import Config
    from core.engine import Engine

# Larger integers cannot be stored (SQLite's INTEGER is 64-bit); core.text.normalise.MAX_ID.
MAX_ID = 2**63 - 1


class Context:
    """What a command handler gets: parsed args, output, and the engine (opened lazily).

    The engine, the settings and the store path are imported and built on first use, so a
    command that needs none of them (``--help``, ``connect``) loads none of them.
    """

    def __init__(self, args: argparse.Namespace, out: Output):
        self.args = args
        self.out = out
        self._engine: Engine | None = None
        self._config: Config | None = None

    @property
    def config(self) -> Config:
        if self._config is None:
            from core.config import load_config

            self._config = load_config()
        return self._config

    @property
    def db_path(self) -> Path:
        from core.paths import resolve_db_path

        return resolve_db_path(getattr(self.args, "db", None))

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            from core.engine import Engine

            self._engine = Engine(self.db_path, config=self.config, actor="human:cli")
        return self._engine

    @property
    def namespace(self) -> str | None:
        """``--ns`` as given (``None`` when absent)."""
        return getattr(self.args, "ns", None)

    def close(self) -> None:
        if self._engine is not None:
            self._engine.close()


class _Parser(argparse.ArgumentParser):
    """argparse that exits 2 with a hint instead of a bare usage dump."""

    def error(self, message: str) -> NoReturn:  # pragma: no cover - exercised through main()
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n(see `{self.prog} --help`)\n")


def _common_options() -> argparse.ArgumentParser:
    # SUPPRESS defaults so options given before the command are not reset by the subparser.
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                        help="store file (default: $MEMDESK_DB, else the platform data dir)")
    common.add_argument("--ns", metavar="NS", default=argparse.SUPPRESS,
                        help="namespace ('' is the shared namespace)")
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                        help="print one JSON document on stdout")
    return common


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The ``memdesk`` parser.

    With no ``argv`` it is the full parser, every command's options included (the docs
    tests list every command with it). Given the command line about to be parsed, only
    the module of the command it names registers its parsers; the others are listed by
    name and help from :mod:`.catalog` (enough for ``--help`` and for "invalid choice")
    without importing their modules.
    """
    common = _common_options()
    parser = _Parser(
        prog="memdesk",
        description="Local-first memory for AI agents, with a person at the desk. "
        "With no command, opens the workstation.",
        parents=[common],
    )
    from core.version import __version__

    parser.add_argument("--version", action="version", version=f"memdesk {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    command = catalog.leading(list(argv))[0] if argv is not None else None
    if argv is None:
        wanted = catalog.modules()
    elif command in catalog.COMMANDS:
        wanted = [catalog.COMMANDS[command][0]]
    else:
        wanted = []
    for module_name in wanted:
        module = importlib.import_module(f"{__package__}.{module_name}")
        module.register(subparsers, common)
    for name, (module_name, summary) in catalog.COMMANDS.items():
        if module_name not in wanted:  # listed for --help and the "invalid choice" message, never run
            subparsers.add_parser(name, help=summary, add_help=False)
    return parser


def main(argv: Sequence[str] | None = None, *, stdout=None, stderr=None) -> int:
    """Run ``memdesk`` with ``argv``; returns the exit code (the console script exits with it)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    refusal = _refuse_unusable_arguments(argv)
    if refusal is not None:
        Output("--json" in argv, stdout=stdout, stderr=stderr).error(refusal.message, refusal.code)
        return refusal.exit_code
    leading_flags = catalog.leading(argv)[1]
    if "--version" in leading_flags and "--help" not in leading_flags and "-h" not in leading_flags:
        from core.version import __version__

        (stdout or sys.stdout).write(f"memdesk {__version__}\n")
        return 0
    parser = build_parser(argv)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    out = Output(bool(getattr(args, "json", False)), stdout=stdout, stderr=stderr)
    too_big = next((name for name, value in vars(args).items()
                    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_ID), None)
    if too_big is not None:
        out.error(f"--{too_big.replace('_', '-')} is too large; use a whole number below 2**63", "number_out_of_range")
        return 2
    handler: Callable[[Context], int] | None = getattr(args, "handler", None)
    if handler is None:
        from core.interfaces.cli.commands_store import open_workstation

        handler = open_workstation
    ctx = Context(args, out)
    try:
        return int(handler(ctx) or 0)
    except MemdeskError as exc:
        out.error(exc.message, exc.code, retryable=exc.retryable)
        return exc.exit_code
    except (UnicodeEncodeError, OverflowError) as exc:
        from core.storage.connection import translate_value_error

        error = translate_value_error(exc)
        out.error(error.message, error.code)
        return error.exit_code
    except sqlite3.Error as exc:
        # A driver error the engine did not translate (a damaged page met mid-read):
        # still one clear message with a code, never a traceback.
        from core.storage.connection import translate_error

        error = translate_error(exc, ctx.db_path)
        out.error(error.message, error.code, retryable=error.retryable)
        return error.exit_code
    except KeyboardInterrupt:
        out.error("interrupted", "interrupted")
        return 130
    finally:
        ctx.close()


def _refuse_unusable_arguments(argv: Sequence[str]) -> UsageError | None:
    """Arguments holding bytes that are not UTF-8 (lone surrogates) would crash every write
    and every print; refuse them before anything runs, without echoing them."""
    for position, value in enumerate(argv, start=1):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            from core.errors import ValidationError
            from core.text.normalise import require_unicode

            try:
                require_unicode(value, field=f"argument {position}")
            except ValidationError as exc:
                return UsageError(exc.message, code=exc.code)
    return None

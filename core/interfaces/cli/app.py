"""The ``memdesk`` command: argument parsing, the shared context and error mapping.

Each command lives in a ``commands_*`` module exposing ``register(subparsers,
common)``; this module wires them up and turns engine errors into exit codes
(0 ok, 1 refused or check failed, 2 usage).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NoReturn

from core.errors import MemdeskError, UsageError
from core.interfaces.cli import catalog, values
from core.interfaces.cli.output import Output

if TYPE_CHECKING:
    from pathlib import Path

    from core.engine import Engine
    from core.paths import StoreURL
    from core.settings import Settings

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
        self._settings: Settings | None = None

    @property
    def settings(self) -> Settings:
        """Every setting: the config file and the environment over the defaults, validated once."""
        if self._settings is None:
            from core.settings import load_settings

            self._settings = load_settings()
        return self._settings

    @property
    def db_path(self) -> Path | StoreURL:
        """The store: ``--db``, else ``MEMDESK_DB``/``[store] url``/``[store] path``, else the default file."""
        from core.paths import resolve_db_path

        explicit = getattr(self.args, "db", None)
        return resolve_db_path(explicit, None if explicit else self.settings.store_location())

    @property
    def actor(self) -> str:
        """``human:<name>``: the person at this desk (``[user] name``, ``MEMDESK_USER``, else the OS user)."""
        from core.settings import human_actor

        return human_actor(self.settings)

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            from core.engine import Engine
            from core.paths import StoreURL

            path = self.db_path
            if isinstance(path, StoreURL):  # a PostgreSQL store: the server says whether it exists
                self._engine = Engine(path, settings=self.settings, actor=self.actor)
                return self._engine
            if path.is_dir():
                raise UsageError(f"{path} is a folder, not a store file; give the file inside it "
                                 f"(--db {path / 'memdesk.db'})", code="invalid_path")
            new = not path.exists()
            self._engine = Engine(path, settings=self.settings, actor=self.actor)
            if new and getattr(self.args, "command", None) != "init":
                # On stderr, even with --json: a mistyped --db should not pass unnoticed.
                self.out.notice(f"created a new store at {path}")
        return self._engine

    @property
    def namespace(self) -> str | None:
        """``--ns`` as given (``None`` when absent)."""
        return getattr(self.args, "ns", None)

    def close(self) -> None:
        if self._engine is not None:
            self._engine.close()


class CommandLineError(Exception):
    """The command line is wrong (unknown command, missing argument, a value that can never be right)."""

    def __init__(self, parser: argparse.ArgumentParser, message: str):
        super().__init__(message)
        self.parser = parser
        self.message = message


class _Parser(argparse.ArgumentParser):
    """argparse that hands its complaint to :func:`main` (exit 2, and one JSON document with ``--json``)."""

    def error(self, message: str) -> NoReturn:
        raise CommandLineError(self, message)

    def _get_formatter(self) -> argparse.HelpFormatter:
        # argparse builds a formatter for every add_argument, and its default width comes from
        # shutil (with bz2, lzma and zlib): ~3 ms of every start-up. The same width, from os.
        return self.formatter_class(prog=self.prog, width=_terminal_columns() - 2)  # type: ignore[call-arg]


def _terminal_columns() -> int:
    """What ``shutil.get_terminal_size().columns`` gives: ``$COLUMNS``, else the terminal's, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def _common_options() -> argparse.ArgumentParser:
    # SUPPRESS defaults so options given before the command are not reset by the subparser.
    common = _Parser(add_help=False)
    common.add_argument("--db", metavar="PATH", default=argparse.SUPPRESS,
                        help="store file (default: $MEMDESK_DB, else the platform data dir)")
    common.add_argument("--ns", metavar="NS", default=argparse.SUPPRESS, type=values.namespace,
                        help="namespace ('' is the shared namespace)")
    common.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                        help="print one JSON document on stdout")
    return common


class _Commands(argparse._SubParsersAction):
    """The subcommands, each listed from :mod:`.catalog` and built when the command line names it.

    argparse checks the command word against the names first, so every name is there from
    the start; the module that defines a command registers its parsers only when argparse
    hands this action that command. ``--help`` and "invalid choice" use the listing alone.
    """

    def list_all(self, common: argparse.ArgumentParser) -> None:
        self._common = common
        self._loaded: set[str] = set()
        for name, (_, summary) in catalog.COMMANDS.items():
            self._name_parser_map[name] = None  # built in load()
            self._choices_actions.append(self._ChoicesPseudoAction(name, (), summary))

    def add_parser(self, name: str, **kwargs):
        if name in self._name_parser_map and self._name_parser_map[name] is None:
            del self._name_parser_map[name]  # the listing's placeholder
            kwargs.pop("help", None)  # already listed, with the catalogue's help
        return super().add_parser(name, **kwargs)

    def load(self, module_name: str) -> None:
        """Register every command ``module_name`` defines (once)."""
        if module_name not in self._loaded:
            self._loaded.add(module_name)
            importlib.import_module(f"{__package__}.{module_name}").register(self, self._common)

    def __call__(self, parser, namespace, values, option_string=None):
        name = values[0] if values else None
        if name in catalog.COMMANDS and self._name_parser_map.get(name) is None:
            self.load(catalog.COMMANDS[name][0])
        super().__call__(parser, namespace, values, option_string)


def build_parser(*, lazy: bool = False) -> argparse.ArgumentParser:
    """The ``memdesk`` parser.

    By default every command's parser is built (the docs tests list every command and
    option with it). ``lazy=True`` lists the commands from :mod:`.catalog` and builds
    only the one the command line names, when argparse reaches it: the other modules,
    and the feature code they import, are never loaded.
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
    # prog given, argparse need not build a help formatter (which imports shutil) on every start-up.
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", prog="memdesk", parser_class=_Parser,
                                     action=_Commands)
    assert isinstance(commands, _Commands)
    commands.list_all(common)
    if not lazy:
        for module_name in catalog.modules():
            commands.load(module_name)
    return parser


def main(argv: Sequence[str] | None = None, *, stdout=None, stderr=None) -> int:
    """Run ``memdesk`` with ``argv``; returns the exit code (the console script exits with it)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    refusal = _refuse_unusable_arguments(argv)
    if refusal is not None:
        Output(_wants_json(argv), stdout=stdout, stderr=stderr).error(refusal.message, refusal.code)
        return refusal.exit_code
    leading_flags = catalog.leading(argv)[1]
    if "--version" in leading_flags and "--help" not in leading_flags and "-h" not in leading_flags:
        from core.version import __version__

        (stdout or sys.stdout).write(f"memdesk {__version__}\n")
        return 0
    parser = build_parser(lazy=True)
    try:
        args = parser.parse_args(argv)
    except CommandLineError as exc:
        _report_usage_error(exc, json_mode=_wants_json(argv), stdout=stdout, stderr=stderr)
        return 2
    except SystemExit as exc:  # --help
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
    except Exception as exc:
        # A driver error the storage layer did not translate (a damaged page met mid-read):
        # still one clear message with a code, never a traceback.
        from core.storage import translate_driver_error

        error = translate_driver_error(exc, ctx.db_path)
        if error is None:
            raise
        out.error(error.message, error.code, retryable=error.retryable)
        return error.exit_code
    except KeyboardInterrupt:
        out.error("interrupted", "interrupted")
        return 130
    finally:
        ctx.close()


def _wants_json(argv: Sequence[str]) -> bool:
    """Whether ``--json`` was given (before a ``--`` that ends the options)."""
    for word in argv:
        if word == "--":
            return False
        if word == "--json":
            return True
    return False


def _report_usage_error(exc: CommandLineError, *, json_mode: bool, stdout=None, stderr=None) -> None:
    """Usage and the complaint on stderr; with ``--json`` also one ``{"error", "code"}`` document on stdout."""
    prog = exc.parser.prog
    err = stderr or sys.stderr
    err.write(exc.parser.format_usage())
    err.write(f"{prog}: error: {exc.message}\n(see `{prog} --help`)\n")
    err.flush()
    if json_mode:
        Output(True, stdout=stdout, stderr=stderr).error(f"{prog}: {exc.message}", "usage")


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

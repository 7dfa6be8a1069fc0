"""The ``memdesk`` command: argument parsing, the shared context and error mapping.

Each command lives in a ``commands_*`` module exposing ``register(subparsers,
common)``; this module wires them up and turns engine errors into exit codes
(0 ok, 1 refused or check failed, 2 usage).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from core.engine import Engine
from core.errors import MemdeskError, UsageError, ValidationError
from core.interfaces.cli.output import Output
from core.paths import StoreURL, resolve_db_path
from core.settings import Settings, human_actor, load_settings
from core.storage import translate_driver_error
from core.text.normalise import MAX_ID, require_unicode

COMMAND_MODULES = ("commands_memory", "commands_review", "commands_store", "commands_generations",
                   "commands_llm", "commands_hygiene", "commands_interop", "commands_conflicts",
                   "commands_server", "commands_living", "commands_agents", "commands_retrieval", "commands_config")


@dataclass
class Context:
    """What a command handler gets: parsed args, output, and the engine (opened lazily)."""

    args: argparse.Namespace
    out: Output
    _engine: Engine | None = field(default=None, repr=False)
    _settings: Settings | None = field(default=None, repr=False)

    @property
    def settings(self) -> Settings:
        """Every setting: the config file and the environment over the defaults, validated once."""
        if self._settings is None:
            self._settings = load_settings()
        return self._settings

    @property
    def db_path(self) -> Path | StoreURL:
        """The store: ``--db``, else ``MEMDESK_DB``/``[store] url``/``[store] path``, else the default file."""
        explicit = getattr(self.args, "db", None)
        return resolve_db_path(explicit, None if explicit else self.settings.store_location())

    @property
    def actor(self) -> str:
        """``human:<name>``: the person at this desk (``[user] name``, ``MEMDESK_USER``, else the OS user)."""
        return human_actor(self.settings)

    @property
    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = Engine(self.db_path, settings=self.settings, actor=self.actor)
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


def build_parser() -> argparse.ArgumentParser:
    """The full ``memdesk`` parser (also used by the docs test to list every command)."""
    common = _common_options()
    parser = _Parser(
        prog="memdesk",
        description="Local-first memory for AI agents, with a person at the desk. "
        "With no command, opens the workstation.",
        parents=[common],
    )
    parser.add_argument("--version", action="version", version="memdesk 0.1.0")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        module = importlib.import_module(f"{__package__}.{name}")
        module.register(subparsers, common)
    return parser


def main(argv: Sequence[str] | None = None, *, stdout=None, stderr=None) -> int:
    """Run ``memdesk`` with ``argv``; returns the exit code (the console script exits with it)."""
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    refusal = _refuse_unusable_arguments(argv)
    if refusal is not None:
        Output("--json" in argv, stdout=stdout, stderr=stderr).error(refusal.message, refusal.code)
        return refusal.exit_code
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
    ctx = Context(args=args, out=out)
    try:
        return int(handler(ctx) or 0)
    except MemdeskError as exc:
        out.error(exc.message, exc.code, retryable=exc.retryable)
        return exc.exit_code
    except Exception as exc:
        # A driver error the storage layer did not translate (a damaged page met mid-read):
        # still one clear message with a code, never a traceback.
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


def _refuse_unusable_arguments(argv: Sequence[str]) -> UsageError | None:
    """Arguments holding bytes that are not UTF-8 (lone surrogates) would crash every write
    and every print; refuse them before anything runs, without echoing them."""
    for position, value in enumerate(argv, start=1):
        try:
            require_unicode(value, field=f"argument {position}")
        except ValidationError as exc:
            return UsageError(exc.message, code=exc.code)
    return None

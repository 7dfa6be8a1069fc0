"""The command lines coding agents start, run without loading the whole command line.

An MCP client starts ``memdesk mcp`` and gives it a short grace to answer; a coding
agent runs ``memdesk hooks session-start`` at every session start and ``hooks
capture-summary`` after every compaction, and waits for them. Building the parser of
every command and loading ``rich`` would cost each of them more than the work itself.

:func:`run_quick` recognises exactly these command lines — the command, its own
options, and ``--db``/``--ns``/``--json`` anywhere, as the full parser accepts them —
and runs them with nothing else loaded. Anything it does not recognise, ``--help``
included, returns ``None`` and goes to the full command line, which handles it the
same way and reports any mistake.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

# Each quick command and its own options: flags (no value) and options taking one of some values.
_FLAGS: dict[tuple[str, ...], set[str]] = {("mcp",): {"--no-forward", "--sdk"}, ("hooks", "session-start"): set(),
                                           ("hooks", "capture-summary"): set()}
_CHOICES: dict[tuple[str, ...], dict[str, tuple[str, ...]]] = {("hooks", "session-start"): {"--format": ("claude",
                                                                                                           "text")}}
# Options taking a name: a short clean agent name is served here; any other goes to the full command line, which
# refuses it with what to give.
_NAMES: dict[tuple[str, ...], tuple[str, ...]] = {("mcp",): ("--as",)}
_GLOBAL_VALUES = ("--db", "--ns")


class QuickLine:
    """A recognised command line (a plain class: ``dataclasses`` alone costs this path ~10 ms)."""

    def __init__(self, command: tuple[str, ...], *, db: str | None, ns: str | None, json: bool, flags: set[str],
                 choices: dict[str, str]):
        self.command = command
        self.db = db
        self.ns = ns
        self.json = json
        self.flags = flags
        self.choices = choices


def parse_quick(argv: Sequence[str]) -> QuickLine | None:
    """The command line as a :class:`QuickLine`, or ``None`` when the full parser must see it."""
    words: list[str] = []
    values: dict[str, str] = {}
    flags: set[str] = set()
    # A command's own options count only after the command's words (argparse reads them there).
    placed: dict[str, int] = {}
    json_mode = False
    index = 0
    while index < len(argv):
        word = argv[index]
        index += 1
        name, equals, inline = word.partition("=")
        if word == "--json":
            json_mode = True
        elif name in (*_GLOBAL_VALUES, *(option for options in _CHOICES.values() for option in options),
                      *(option for options in _NAMES.values() for option in options)):
            if equals:
                value = inline
            elif index < len(argv):
                value, index = argv[index], index + 1
            else:
                return None
            if value.startswith("-"):
                return None
            values[name] = value  # the last one wins, as with argparse
            placed.setdefault(name, len(words))
        elif word.startswith("-"):
            flags.add(word)
            placed.setdefault(word, len(words))
        else:
            words.append(word)
    command = tuple(words)
    if command not in _FLAGS or not flags <= _FLAGS[command]:
        return None
    if any(position < len(command) for name, position in placed.items() if name not in _GLOBAL_VALUES):
        return None
    choices = {name: value for name, value in values.items() if name not in _GLOBAL_VALUES}
    allowed = _CHOICES.get(command, {})
    named = _NAMES.get(command, ())
    if any(not (name in named and _clean_name(value)) and (name not in allowed or value not in allowed[name])
           for name, value in choices.items()):
        return None
    return QuickLine(command, db=values.get("--db"), ns=values.get("--ns"), json=json_mode, flags=flags,
                     choices=choices)


def _clean_name(value: str) -> bool:
    """Whether ``value`` is a short agent name memdesk keeps as given (``clean_client_name`` leaves it unchanged). A
    longer one goes to the full command line, which also refuses a name that looks like a credential."""
    return 0 < len(value) <= 24 and value == value.lower() and value.strip("-.") == value \
        and all(ch.isascii() and (ch.isalnum() or ch in "._-") for ch in value) and value != "unknown"


def _printable(argv: Sequence[str]) -> bool:
    try:
        for word in argv:
            word.encode("utf-8")
    except UnicodeEncodeError:  # the full command line refuses such arguments with a message
        return False
    return True


def run_quick(argv: Sequence[str], *, stdin: TextIO | None = None, stdout: TextIO | None = None,
              stderr: TextIO | None = None) -> int | None:
    """Run ``argv`` if it is a quick command line; its exit code, or ``None`` when it is not one."""
    line = parse_quick(argv) if _printable(argv) else None
    if line is None:
        return None
    from pathlib import Path

    from core.errors import MemdeskError, ValidationError

    namespace = ""
    if line.ns:
        from core.text.normalise import normalise_namespace

        try:
            namespace = normalise_namespace(line.ns)
        except ValidationError:
            return None  # the full command line says what is wrong with it
    db_path: Any
    if line.db and ":" not in line.db:  # what agents' configs give; resolving the default needs platformdirs
        db_path = Path(line.db).expanduser()
    else:
        from core.paths import as_store_location, config_path, resolve_db_path

        env_db = os.environ.get("MEMDESK_DB")
        named = line.db or (env_db if env_db and ":" in env_db else None)
        if named:
            try:
                db_path = as_store_location(named)  # a postgresql:// URL
            except ValidationError:
                return None  # a mistyped URL: the full command line says what is wrong with it
        else:
            if env_db:
                db_path = Path(os.path.abspath(os.path.expanduser(env_db)))
            elif _configures_a_store(config_path()):
                return None  # [store] url or path needs the settings: the full command line reads them
            else:
                db_path = resolve_db_path(None)
    out, err = stdout or sys.stdout, stderr or sys.stderr
    try:
        if line.command == ("mcp",):
            from core.interfaces.launch import run_mcp_stdio

            run_mcp_stdio(db_path, namespace=namespace, forward="--no-forward" not in line.flags,
                          sdk="--sdk" in line.flags, client=line.choices.get("--as"))
            return 0
        from core.interfaces.cli import hook_verbs

        if line.command == ("hooks", "session-start"):
            return hook_verbs.session_start(db_path, namespace=namespace, answer=line.choices.get("--format", "claude"),
                                            stdin=stdin or sys.stdin, stdout=out)
        return hook_verbs.capture_summary(db_path, namespace=namespace, json_mode=line.json,
                                          stdin=stdin or sys.stdin, stdout=out)
    except MemdeskError as exc:
        if line.json:
            import json

            out.write(json.dumps({"error": exc.message, "code": exc.code, "retryable": exc.retryable},
                                 ensure_ascii=False) + "\n")
        else:
            err.write(f"error: {exc.message}\n")
        return exc.exit_code


def _configures_a_store(path: Any) -> bool:
    """Whether the config file may name the store (``[store] url`` or ``path``); cheap, no TOML parsing."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return False
    return "[store]" in text and ("url" in text or "path" in text)

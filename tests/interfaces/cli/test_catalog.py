"""The command catalogue (what `--help` lists and where each command lives) matches the commands the modules define.

The command line builds only the parser of the command it was given, finding its module in
``catalog.COMMANDS``; a command a module registers but the catalogue lacks is an "invalid
choice" at the command line (salvage was, when it landed).
"""

from __future__ import annotations

import argparse
import importlib

from core.interfaces.cli import catalog
from core.interfaces.cli.app import build_parser


def _defined() -> dict[str, tuple[str, str]]:
    """Every command each module registers, with its module and help, from a parser built the slow way."""
    found: dict[str, tuple[str, str]] = {}
    for module_name in catalog.modules():
        parser = argparse.ArgumentParser()
        sub = parser.add_subparsers()
        importlib.import_module(f"core.interfaces.cli.{module_name}").register(sub, argparse.ArgumentParser(
            add_help=False))
        for action in sub._choices_actions:
            found[action.dest] = (module_name, action.help or "")
    return found


def test_every_defined_command_is_in_the_catalogue_with_its_module_and_help():
    assert _defined() == catalog.COMMANDS


def test_the_full_parser_knows_exactly_the_catalogued_commands():
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    assert sorted(sub.choices) == sorted(catalog.COMMANDS)
    assert all(sub.choices[name] is not None for name in catalog.COMMANDS)

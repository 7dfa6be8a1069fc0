"""Docs stay true: every CLI command and every setting is in the README, and the quick start is two commands."""

from __future__ import annotations

import argparse
import re

from core.interfaces.cli import build_parser
from support import REPO_ROOT


def _commands() -> list[str]:
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return sorted(sub.choices)


def test_every_cli_command_is_documented_in_the_readme():
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    missing = [c for c in _commands() if not re.search(rf"`memdesk {re.escape(c)}\b", readme)]
    assert missing == [], f"add these commands to the README's CLI table: {missing}"


def test_quick_start_is_exactly_two_commands():
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("<!-- quickstart:begin -->")[1].split("<!-- quickstart:end -->")[0]
    lines = [line for line in block.splitlines() if line.strip() and not line.startswith("```")]
    assert len(lines) == 2
    assert "memdesk demo" in lines[0] and "pytest" in lines[1]


def test_the_readme_lists_every_setting_as_the_model_defines_it():
    from core.settings import Settings
    from core.settings.explain import markdown_table, rows

    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("<!-- settings:begin -->\n")[1].split("\n<!-- settings:end -->")[0]
    missing = [row.key for row in rows(Settings(), expand=False) if f"| `{row.key}` |" not in block]
    assert missing == [], f"add these settings to the README's table (python -m core.settings.explain): {missing}"
    assert block == markdown_table(), \
        "the README's settings table is out of date: paste `python -m core.settings.explain`"

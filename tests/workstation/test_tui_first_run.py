"""A new user's first command opens the workstation on the demo queue; p, x and u work there.

Also: the README's key table names every binding id.
"""

from __future__ import annotations

import io
import re

import pytest
from textual.app import App

from core import Engine
from core.interfaces.cli import main
from core.paths import demo_db_path
from support import REPO_ROOT
from support.tui import SIZE, type_into, wait_until
from tui.app import MemdeskApp


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_memdesk_demo_opens_the_workstation_and_p_x_u_act_on_the_store(monkeypatch):
    seen: dict = {}

    async def first_session(pilot) -> None:
        app = pilot.app
        await wait_until(pilot, lambda: len(app.screen.order) >= 5, what="the demo queue")
        path = app.engine.path
        first, second = app.screen.order[0], app.screen.order[1]
        seen["queue"] = list(app.screen.order)
        with Engine(path, actor="human:test") as other:
            await pilot.press("p")
            await wait_until(pilot, lambda: other.memories.get(first).status == "promoted", what="p to promote")
            await wait_until(pilot, lambda: app.screen.highlighted_id() == second, what="the next item")
            await pilot.press("x")
            await type_into(pilot, "#reason", "the agent guessed")
            await wait_until(pilot, lambda: other.memories.get(second).status == "rejected", what="x to reject")
            seen["reason"] = other.memories.get(second).status_reason
            await pilot.press("u")
            await wait_until(pilot, lambda: other.memories.get(second).status == "pending", what="u to undo the reject")
            seen["after_undo"] = (other.memories.get(first).status, other.memories.get(second).status)
        app.exit()

    def run_headless(self, *args, **kwargs):
        return App.run(self, headless=True, size=SIZE, auto_pilot=first_session)

    monkeypatch.setattr(MemdeskApp, "run", run_headless)
    monkeypatch.setattr("sys.stdin", _Terminal())
    monkeypatch.setattr("sys.stdout", _Terminal())
    assert main(["demo"], stdout=io.StringIO(), stderr=io.StringIO()) == 0

    assert demo_db_path().exists()
    assert len(seen["queue"]) >= 5
    assert seen["reason"] == "the agent guessed"
    assert seen["after_undo"] == ("promoted", "pending")


def _readme_key_table() -> set[str]:
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Workstation", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\|\s*`([a-z_.]+)`\s*\|", section, flags=re.MULTILINE))


def test_every_binding_id_is_in_the_readme_key_table():
    documented = _readme_key_table()
    missing = sorted(MemdeskApp.binding_ids() - documented)
    assert missing == [], f"add these binding ids to the README's Workstation key table: {missing}"
    stale = sorted(documented - MemdeskApp.binding_ids())
    assert stale == [], f"the README documents binding ids that no longer exist: {stale}"


@pytest.mark.parametrize("scene_name", ["review"])
def test_screenshots_in_the_readme_exist(scene_name):
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    for theme in ("dark", "light"):
        for size in ("80x24", "120x40"):
            name = f"screenshots/{scene_name}-{theme}-{size}.svg"
            assert (REPO_ROOT / name).exists()
    assert f"screenshots/{scene_name}-dark-120x40.svg" in readme
    assert f"screenshots/{scene_name}-dark-80x24.svg" in readme


def test_colours_live_only_in_themes():
    hex_colour = re.compile(r"(?<![\w&])#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?(?:[0-9a-fA-F]{2})?\b")
    offenders = []
    for path in sorted((REPO_ROOT / "tui").rglob("*")):
        if path.suffix in (".py", ".tcss"):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if hex_colour.search(line):
                    offenders.append(f"{path.relative_to(REPO_ROOT)}:{number}")
    assert offenders == [], f"use theme variables ($status-promoted, $diff-added…) instead: {offenders}"

"""Fixed scenes of the workstation: the same data, clock and keys for snapshots and screenshots.

``tests/workstation/test_tui_snapshots.py`` compares each scene with its stored SVG and
``python -m tui.screenshots`` writes the same scenes to ``screenshots/``, so the
pictures in the README are exactly what the tests check.

Every pane is drawn at 80×24 and 120×40 in both themes, on a store of a few hundred
memories with long texts and long, similar source names, so that anything cut off or
squeezed shows; a few dialogs are drawn at 80×24, where they are tightest.
"""

from __future__ import annotations

import random
import shutil
import tempfile
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from time import monotonic
from typing import cast

from textual.pilot import Pilot

from core import Engine, Settings
from core.clock import fixed_clock, parse_time
from core.demo import seed_demo
from themes import THEMES
from tui import debounce
from tui.app import MemdeskApp, create_app

SCENE_NOW = "2026-11-30T09:00:00Z"
SCENE_SIZES = ((80, 24), (120, 40))
SCENE_STORE = "memdesk.db"
# A fixed identity for pictures (a real store mints a random one); set by restoring a backup.
SCENE_AGENT_ID = "urn:memdesk:agent:5ce4e0a1d3b2c4f6e8a0b1c2d3e4f5a6"
LAPTOP = {"inference": {"provider": "local", "model": "small-9b", "context_window": 32768},
          "runtime": {"name": "claude-code", "version": "2.1"},
          "hardware": {"host": "laptop", "gpu": "rtx-3060", "vram_gb": 12}}
BIG_BOX = {"inference": {"provider": "local", "model": "large-70b", "context_window": 131072},
           "runtime": {"name": "claude-code", "version": "2.1"},
           "hardware": {"host": "big-box", "gpu": "h100", "vram_gb": 80},
           "capabilities": {"long_context": True}}
CLOUD_TRIAL = {"inference": {"provider": "hosted", "model": "sonnet"}, "runtime": {"name": "codex", "version": "0.9"}}
SOUL_BEFORE = b"# SOUL.md\n\n## Voice\n- Plain words, short answers.\n- Says \"I don't know\" rather than guessing.\n"
SOUL_AFTER = (b"# SOUL.md\n\n## Voice\n- Plain words, short answers; detail when asked.\n"
              b"- Says \"I don't know\" rather than guessing.\n- Cites the memory it relies on.\n")
IDENTITY = b"# IDENTITY.md\n\nThe coding assistant of this desk.\n"


async def settle(pilot: Pilot, *, timeout: float = 5.0) -> None:
    """Let every debounced call run and every worker finish (twice: results start more work).

    Waits for what is pending, not a fixed time: idle, no debounced call waiting
    (:func:`tui.debounce.pending`), no worker running.
    """
    for _ in range(2):
        await pilot.pause()
        deadline = monotonic() + timeout
        while debounce.pending(pilot.app):
            if monotonic() > deadline:
                raise TimeoutError(f"a debounced call still waits after {timeout}s")
            await pilot.pause(0.02)
        await pilot.app.workers.wait_for_complete()
    await pilot.pause()


def seed_scene_store(path: Path) -> None:
    """The demo store at a fixed time, plus one correction and a few recalls."""
    engine = seed_demo(path, now=parse_time(SCENE_NOW), settings=Settings())
    try:
        deadline = engine.memories.list(kinds=["project"], statuses=["promoted"], namespace="webapp", limit=None)
        march = next(m for m in deadline if "March 15" in m.content)
        engine.memories.amend(march.id, "The release deadline is April 2, not March 15", source="mcp:codex",
                     session="demo-3", reason="the client moved the launch", actor="agent:codex")
        for query, namespace in (("code graph tool", ""), ("package manager", ""), ("deploy staging", "webapp")):
            engine.retrieval.recall(query, namespace=namespace, actor="agent:claude-code")
    finally:
        engine.close()


BUSY_SOURCES = ("harvest:session-2026-11-03.jsonl", "harvest:session-2026-11-04.jsonl",
                "harvest:session-2026-11-05-webapp-refactor.jsonl", "mcp:claude-code", "mcp:codex", "mcp:cursor",
                "cli", "watch:notes/architecture-decisions.md", "hook:claude-code:session-end")
BUSY_NAMESPACES = ("", "", "webapp", "billing-service", "infra-platform", "mobile-app-ios")
BUSY_KINDS = ("tooling", "project", "preference", "note", "decision", "infra", "person", "fiscal", "security")
BUSY_SUBJECTS = ("the deploy pipeline", "the staging database", "the billing cron", "the search index",
                 "the mobile release train", "the auth service", "the CDN cache", "the feature-flag service",
                 "the nightly backup", "the metrics exporter", "the load balancer", "the message queue")
BUSY_FACTS = ("runs on {v}", "is owned by team {t}", "restarts every {n} hours", "keeps {n} days of logs",
              "needs a VPN to reach from home", "is configured in infra/{t}/main.tf",
              "pages {t} on-call when it fails twice in a row", "was migrated to region eu-west-{n} last quarter")
BUSY_REASONING = (" The reasoning, as discussed at length in the session, is that the previous setup kept failing "
                  "under load during the end-of-month billing run, so the team agreed to move it and revisit in "
                  "Q1; see the runbook section on failover and the incident review from October.")
BUSY_CONFLICTS = (("The staging server listens on port 8080", "The staging server listens on port 9090"),
                  ("The billing cron runs at 02:00 UTC", "The billing cron runs at 04:00 UTC"),
                  ("The primary database is PostgreSQL 14", "The primary database is PostgreSQL 16"),
                  ("Alice owns the auth service", "Bob owns the auth service"))
BUSY_EXTRA = 240
_TEMPLATES: dict[str, Path] = {}


def _busy_text(rng: random.Random, index: int) -> str:
    subject = rng.choice(BUSY_SUBJECTS)
    fact = rng.choice(BUSY_FACTS).format(v=rng.choice(("Kubernetes", "Nomad", "a single VM", "Fly.io")),
                                         t=rng.choice(("atlas", "borealis", "cobalt", "delta")),
                                         n=rng.randint(2, 90))
    body = f"{subject[0].upper()}{subject[1:]} {fact} (note {index})"
    roll = rng.random()
    if roll < 0.3:
        body += BUSY_REASONING
    elif roll < 0.4:
        body = f"ok {index}"
    return body


def seed_busy_store(path: Path) -> None:
    """The scene store plus a working week of agents: ~270 memories in every status, open conflicts.

    Deterministic (a seeded random generator and a fixed clock), so snapshots stay stable;
    built once per process and copied, since a few hundred audited captures take seconds.
    """
    _from_template("busy", path, _build_busy_store)


def _build_busy_store(path: Path) -> None:
    seed_scene_store(path)
    anchor = parse_time(SCENE_NOW)
    moment = {"at": anchor - timedelta(days=40)}
    rng = random.Random(16)
    with Engine(path, settings=Settings(), actor="agent:scene", clock=lambda: moment["at"]) as engine:
        ids = []
        for index in range(BUSY_EXTRA):
            moment["at"] = anchor - timedelta(days=40 - index * 39 / BUSY_EXTRA)
            source = BUSY_SOURCES[index % len(BUSY_SOURCES)]
            ids.append(engine.memories.remember(_busy_text(rng, index), kind=BUSY_KINDS[index % len(BUSY_KINDS)],
                                       namespace=BUSY_NAMESPACES[index % len(BUSY_NAMESPACES)], source=source,
                                       session=None if source == "cli" else f"s-{index // 10}", force=True).id)
        engine.memories.promote([memory_id for position, memory_id in enumerate(ids) if position % 5 in (0, 1)])
        engine.memories.reject([memory_id for position, memory_id in enumerate(ids) if position % 10 == 3],
                      reason="not true for this team")
        moment["at"] = anchor - timedelta(days=3)
        for old, _ in BUSY_CONFLICTS:
            engine.memories.promote([engine.memories.remember(old, kind="infra", namespace="webapp", source="cli").id])
        moment["at"] = anchor - timedelta(days=1)
        for _, new in BUSY_CONFLICTS:
            engine.memories.remember(new, kind="infra", namespace="webapp", source="harvest:session-2026-11-04.jsonl",
                            session="s-conflicts")


def _from_template(name: str, path: Path, build: Callable[[Path], None]) -> None:
    template = _TEMPLATES.get(name)
    if template is None or not template.exists():
        folder = Path(tempfile.mkdtemp(prefix=f"memdesk-scene-{name}-"))
        template = folder / SCENE_STORE
        build(template)
        _TEMPLATES[name] = template
    path.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        source = Path(str(template) + suffix)
        if source.exists():
            shutil.copyfile(source, Path(str(path) + suffix))


def seed_server_store(path: Path) -> None:
    """The scene store after one upkeep run (what the daemon's timer records), for the Server pane.

    Built once per process and copied, as the busy store is (the run is on a fixed clock).
    """
    _from_template("server", path, _build_server_store)


def _build_server_store(path: Path) -> None:
    seed_busy_store(path)
    with Engine(path, settings=Settings(), clock=fixed_clock(SCENE_NOW)) as engine:
        engine.agents.run_upkeep()


def seed_generations_store(path: Path) -> None:
    """The scene store with a fixed identity and three generations: promoted, forced-current, rejected.

    Between the first and second seals two pending memories were promoted, a correction
    retired the old deadline and a capture was rejected, so the diff has memories to show.
    """
    _from_template("generations", path, _build_generations_store)


def _build_generations_store(path: Path) -> None:
    draft = path.with_name("draft-" + path.name)
    seed_busy_store(draft)
    with Engine(draft, settings=Settings()) as source:
        document = source.interop.backup_document()
    document["agent"]["agent_id"] = SCENE_AGENT_ID
    # The scene tells its own lineage story; the demo's two generations would crowd it.
    document["generations"], document["migration_log"] = [], []
    anchor = parse_time(SCENE_NOW)
    moment = {"at": anchor - timedelta(days=20)}
    with Engine(path, settings=Settings(), actor="human:demo", clock=lambda: moment["at"]) as engine:
        engine.interop.restore_backup(document)
        laptop = engine.generations.create(label="laptop", manifest=LAPTOP).generation
        engine.generations.seal(laptop, soul={"SOUL.md": SOUL_BEFORE, "IDENTITY.md": IDENTITY},
                               probes=["package manager"])
        engine.generations.validate(laptop)
        engine.generations.promote(laptop)
        moment["at"] = anchor - timedelta(days=2)
        waiting = {m.content: m.id for m in engine.memories.list(statuses=["pending"], namespace=None, limit=None)}
        engine.memories.promote([waiting["uv is the package manager for new Python projects"],
                        waiting["The user prefers dark themes in every terminal app"]])
        engine.memories.promote([waiting["The release deadline is April 2, not March 15"]])
        engine.memories.reject([waiting["tests are passing now"]], reason="transient status")
        big_box = engine.generations.create(parent=laptop, label="big-box", manifest=BIG_BOX).generation
        engine.generations.seal(big_box, soul={"SOUL.md": SOUL_AFTER, "IDENTITY.md": IDENTITY})
        engine.generations.promote(big_box, force=True, reason="moved before the probes were written")
        moment["at"] = anchor - timedelta(days=1)
        trial = engine.generations.create(parent=laptop, label="cloud-trial", manifest=CLOUD_TRIAL).generation
        engine.generations.seal(trial)
        engine.generations.reject(trial, reason="hosted model refused the offline requirement")
    for suffix in ("", "-wal", "-shm"):
        Path(str(draft) + suffix).unlink(missing_ok=True)


@dataclass(frozen=True)
class Scene:
    """One picture: a pane (or a dialog over it), a theme, a terminal size and what to do before taking it."""

    name: str
    mode: str
    theme: str
    size: tuple[int, int]
    prepare: Callable[[Pilot], Awaitable[None]] | None = None
    seed: Callable[[Path], None] = seed_busy_store

    @property
    def file_name(self) -> str:
        width, height = self.size
        return f"{self.name}-{self.theme.removeprefix('memdesk-')}-{width}x{height}.svg"

    def build(self, folder: Path) -> MemdeskApp:
        """A fresh store in ``folder`` and the app on it, on this scene's pane and theme."""
        path = folder / SCENE_STORE
        self.seed(path)
        app = create_app(path, Settings(), clock=fixed_clock(SCENE_NOW), cursor_blink=False, poll_seconds=0)
        app.theme = self.theme
        return app

    async def run_before(self, pilot: Pilot) -> None:
        """Switch to the pane, do the scene's keys, and wait until everything is drawn."""
        app = cast(MemdeskApp, pilot.app)
        if self.mode != app.current_mode:
            await pilot.press(app.key_for(f"app.pane.{self.mode}") or _pane_key(app, self.mode))
        await settle(pilot)
        if self.prepare is not None:
            await self.prepare(pilot)
            await settle(pilot)


def _pane_key(app: MemdeskApp, mode: str) -> str:
    return next(pane.key for pane in app.panes if pane.mode == mode)


async def _search_for_deploys(pilot: Pilot) -> None:
    await pilot.press(*"deploy pipeline", "enter")


async def _review_with_selection(pilot: Pilot) -> None:
    await pilot.press("j", "j", "space", "space", "k")


async def _review_filter_open(pilot: Pilot) -> None:
    await pilot.press("slash", *"billing")


async def _help(pilot: Pilot) -> None:
    await pilot.press("question_mark")


async def _reject(pilot: Pilot) -> None:
    await pilot.press("j", "x")


async def _edit(pilot: Pilot) -> None:
    await pilot.press("j", "e")


async def _record(pilot: Pilot) -> None:
    await pilot.press("j", "enter")


async def _rules(pilot: Pilot) -> None:
    await pilot.press("R")


async def _quit_with_marks(pilot: Pilot) -> None:
    await pilot.press("space", "space", "q")


PANE_SCENES = (
    ("review", "review", _review_with_selection, seed_busy_store),
    ("search", "search", _search_for_deploys, seed_busy_store),
    ("conflicts", "conflicts", None, seed_busy_store),
    ("server", "server", None, seed_server_store),
    ("stats", "stats", None, seed_busy_store),
    ("generations", "generations", None, seed_generations_store),
)
# Dialogs and states drawn at the smallest size only (dark), where they are tightest.
SMALL_SCENES = (
    ("review-filter", "review", _review_filter_open),
    ("dialog-help", "review", _help),
    ("dialog-reject", "review", _reject),
    ("dialog-edit", "review", _edit),
    ("dialog-record", "review", _record),
    ("dialog-rules", "review", _rules),
    ("dialog-quit", "review", _quit_with_marks),
)

SCENES: tuple[Scene, ...] = (
    *(Scene(name, mode, theme.name, size, prepare, seed)
      for name, mode, prepare, seed in PANE_SCENES for size in SCENE_SIZES for theme in THEMES),
    *(Scene(name, mode, THEMES[0].name, SCENE_SIZES[0], prepare) for name, mode, prepare in SMALL_SCENES),
)

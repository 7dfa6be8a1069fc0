"""A seeded demo store: what a morning at the desk looks like after agents worked overnight.

Built only through the engine's public API, so the demo exercises the same paths
as real use. Times are laid out relative to ``now`` so the store always has fresh
captures, an older promoted core, one memory past its horizon and two generations
(the current one, and a validated successor waiting to be promoted).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from core.clock import system_clock
from core.engine import Engine
from core.settings import Settings

# (days ago, content, kind, namespace, source, promote?)
DEMO_MEMORIES: tuple[tuple[float, str, str, str, str, bool], ...] = (
    (120, "codegraph is my primary code-graph tool", "tooling", "", "cli", True),
    (118, "The user prefers pnpm over npm for JavaScript projects", "preference", "", "mcp:claude-code", True),
    (110, "Primary editor is neovim with the lazy.nvim plugin manager", "tooling", "", "cli", True),
    (100, "The webapp deploys to staging from the main branch via GitHub Actions", "project", "webapp", "mcp:codex",
     True),
    (95, "The webapp database is PostgreSQL 15 on the db-1 host", "infra", "webapp", "mcp:codex", True),
    (90, "Run the test suite with `pytest -q` before every commit", "preference", "", "mcp:claude-code", True),
    (80, "The release deadline is March 15", "project", "webapp", "cli", True),
    (75, "Code review happens in pull requests; never push straight to main", "decision", "webapp", "cli", True),
    (60, "The user's timezone is Europe/Madrid", "person", "", "mcp:claude-code", True),
    (45, "Use ruff for linting and formatting Python code", "tooling", "", "mcp:cursor", True),
    (30, "The API rate limit for the public endpoint is 100 requests per minute", "project", "webapp", "mcp:codex",
     True),
    (2.0, "I uninstalled codegraph", "tooling", "", "mcp:claude-code", False),
    (1.5, "The release deadline moved to April 2", "project", "webapp", "mcp:codex", False),
    (1.2, "The user prefers dark themes in every terminal app", "preference", "", "mcp:cursor", False),
    (1.0, "Switched the webapp CI from GitHub Actions to Buildkite", "project", "webapp", "mcp:codex", False),
    (0.8, "The on-call rotation is Alice, then Bob, then Chen", "person", "webapp", "mcp:claude-code", False),
    (0.6, "tests are passing now", "note", "", "mcp:claude-code", False),
    (0.5, "The VAT number for invoices is ES-B12345678", "fiscal", "", "mcp:claude-code", False),
    (0.3, "Prefer small commits with messages that explain why", "preference", "", "harvest:session-42.jsonl", False),
    (0.2, "The staging database password rotates every 30 days", "security", "webapp", "mcp:codex", False),
    (0.1, "uv is the package manager for new Python projects", "tooling", "", "mcp:cursor", False),
)

# What `harvest` records for a fact it found in a transcript, so the demo's Review pane shows evidence.
DEMO_EVIDENCE = {
    "Prefer small commits with messages that explain why": {"evidence": {
        "file": "~/.claude/projects/-home-ana-webapp/session-42.jsonl", "format": "claude-code", "line": 118,
        "message_id": "msg_01HX4Z", "role": "user", "timestamp": "2026-11-29T14:12:05Z",
        "excerpt": "please keep commits small, and say why in the message, not what; the diff shows what",
    }, "harvest": {"model": "demo"}},
}


# Two generations: the agent moved from a laptop model to a bigger one on a workstation.
DEMO_SOUL = b"# SOUL.md\n\n## Voice\n- Plain words, short answers.\n- Says \"I don't know\" rather than guessing.\n"
DEMO_GENERATIONS = (
    (50, "laptop", {"inference": {"provider": "anthropic", "model": "claude-sonnet-4-6"},
                    "runtime": {"name": "claude-code", "version": "2.1"},
                    "hardware": {"host": "laptop", "memory_gb": 16}}),
    (0.05, "workstation", {"inference": {"provider": "anthropic", "model": "claude-opus-4-7"},
                           "runtime": {"name": "claude-code", "version": "2.3"},
                           "hardware": {"host": "workstation", "memory_gb": 64}}),
)


def _record_generation(engine: Engine, label: str, manifest: dict, parent: int | None, *, promote: bool) -> int:
    generation = engine.generations.create(parent=parent, label=label, manifest=manifest).generation
    engine.generations.seal(generation, soul={"SOUL.md": DEMO_SOUL}, probes=["package manager"])
    engine.generations.validate(generation, soul={"SOUL.md": DEMO_SOUL})
    if promote:
        engine.generations.promote(generation)
    return generation


def seed_demo(path: Path, *, now: datetime | None = None, settings: Settings | None = None) -> Engine:
    """Create a fresh demo store at ``path`` (replacing an old demo file) and return its engine."""
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    anchor = now or system_clock()
    moment: dict[str, datetime | None] = {"at": anchor}
    # A clock the seeding moves through the past; with no ``now`` given it runs on after seeding.
    engine = Engine(path, settings=settings or Settings(), actor="human:demo",
                    clock=lambda: moment["at"] or system_clock())
    (first_day, first_label, first_manifest), (last_day, last_label, last_manifest) = DEMO_GENERATIONS
    first_generation = None
    for days_ago, content, kind, namespace, source, promote in DEMO_MEMORIES:
        if first_generation is None and days_ago < first_day:
            moment["at"] = anchor - timedelta(days=first_day)
            first_generation = _record_generation(engine, first_label, first_manifest, None, promote=True)
        moment["at"] = anchor - timedelta(days=days_ago)
        agent = f"agent:{source.split(':', 1)[1]}" if source.startswith("mcp:") else "human:demo"
        result = engine.memories.remember(content, kind=kind, namespace=namespace, source=source, actor=agent,
                                 session=f"demo-{int(days_ago * 10)}" if source != "cli" else None,
                                 meta=DEMO_EVIDENCE.get(content))
        if promote:
            engine.memories.promote([result.id])
    # One promoted fact with a short horizon, confirmed 40 days ago: doctor marks it
    # stale, so the queue shows every status a person rules on.
    moment["at"] = anchor - timedelta(days=40)
    aged = engine.memories.remember("The CI runners use Ubuntu 20.04 images", kind="infra", namespace="webapp",
                           source="cli", decay_days=30)
    engine.memories.promote([aged.id])
    moment["at"] = anchor - timedelta(days=last_day)
    # Sealed and validated, not yet promoted: the person decides in the Generations pane.
    _record_generation(engine, last_label, last_manifest, first_generation, promote=False)
    moment["at"] = anchor
    engine.quality.doctor(fix=True)
    if now is None:
        moment["at"] = None
    return engine

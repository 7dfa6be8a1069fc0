"""Issue 21, item 1: tool annotations a client can act on, read through the real MCP client.

In-process and over stdio (``memdesk mcp`` as a subprocess, as Codex starts it). Codex's
approval rule and the sources for each hint are in ``/work/plan/issue21-research.md``.
"""

from __future__ import annotations

import anyio
import pytest
from mcp import Client
from mcp.types import Implementation

from core.interfaces.mcp import LocalBackend, build_server
from support.mcp import stdio_params

# -- annotations -------------------------------------------------------------------------------

# Every agent tool and the four hints it must carry (the title is checked separately).
#
# Reads: readOnlyHint true (the issue). They only read the local store, so they are not destructive,
# repeating one changes nothing a person can see (idempotent), and their world is closed:
# `recall answer=true` sends the store's own memories to the operator's configured model and
# nowhere else. destructiveHint must be an explicit false: Codex asks for approval whenever
# destructiveHint is true, even on a read-only tool.
# Writes: readOnlyHint false, destructiveHint false (they only add pending rows or an edge; nothing
# is superseded until a person promotes), openWorldHint false (the issue). Codex's `auto` mode needs
# both false to run a write without approval.
#   remember: idempotentHint false — a repeat is not free: a restatement bumps `restated_count`
#             and writes a `restate` audit row, and after a reject the same text is staged again
#             (an `external_id` makes one call idempotent; the hint describes the tool).
#   amend:    idempotentHint false — a repeat restates the staged correction and files the amend
#             proposal again.
#   link:     idempotentHint true — an existing (src, dst, type) edge is returned as it is, with no
#             new row and no audit entry.
READ = {"read_only_hint": True, "destructive_hint": False, "idempotent_hint": True, "open_world_hint": False}
EXPECTED_HINTS = {
    **{name: READ for name in ("recall", "search", "get", "explain", "stats", "identity", "generation_diff")},
    "remember": {"read_only_hint": False, "destructive_hint": False, "idempotent_hint": False,
                 "open_world_hint": False},
    "amend": {"read_only_hint": False, "destructive_hint": False, "idempotent_hint": False,
              "open_world_hint": False},
    "link": {"read_only_hint": False, "destructive_hint": False, "idempotent_hint": True,
             "open_world_hint": False},
}


def codex_requires_approval(annotations) -> bool:
    """Codex's `auto` rule (openai/codex codex-rs/core/src/mcp_tool_call.rs `requires_mcp_tool_approval`)."""
    destructive = annotations.destructive_hint if annotations else None
    if destructive is True:
        return True
    if annotations is not None and annotations.read_only_hint:
        return False
    open_world = annotations.open_world_hint if annotations else None
    return (True if destructive is None else destructive) or (True if open_world is None else open_world)


def annotation_problems(tools) -> dict[str, object]:
    """Each tool whose annotations differ from :data:`EXPECTED_HINTS`, with what it carries instead."""
    problems: dict[str, object] = {}
    names = {tool.name for tool in tools}
    if names != set(EXPECTED_HINTS):
        problems["<tool list>"] = sorted(names ^ set(EXPECTED_HINTS))
    for tool in tools:
        notes = tool.annotations
        if notes is None:
            problems[tool.name] = "no annotations"
            continue
        carried = {hint: getattr(notes, hint) for hint in EXPECTED_HINTS.get(tool.name, {})}
        if carried != EXPECTED_HINTS.get(tool.name):
            problems[tool.name] = carried
        if not isinstance(notes.title, str) or not notes.title.strip() or notes.title == tool.name:
            problems[f"{tool.name}.title"] = notes.title
    return problems


def test_every_tool_carries_truthful_annotations_through_the_in_process_client(engine):
    """Item 1 (tool annotations), in-process: list the tools through the real MCP client.

    Every tool has a human title (``annotations.title``, not just its name) and exactly the
    hints in :data:`EXPECTED_HINTS` (see the comment there for why each value is true); as a
    result no tool needs approval under Codex's ``auto`` rule, so ``codex exec`` with
    ``approval_policy = never`` can call ``remember``.
    """
    server = build_server(LocalBackend(engine))

    async def listing():
        async with Client(server, client_info=Implementation(name="Codex", version="0.171")) as client:
            return (await client.list_tools()).tools

    tools = anyio.run(listing)
    assert annotation_problems(tools) == {}
    assert [t.name for t in tools if codex_requires_approval(t.annotations)] == []


@pytest.mark.parametrize("mode", ["legacy", "auto"])
def test_every_tool_carries_truthful_annotations_over_a_stdio_subprocess(tmp_path, isolated_home, mode):
    """Item 1 (tool annotations), over stdio: ``memdesk mcp`` as a real subprocess, as Codex starts it.

    Same expectations as the in-process test: the annotations must survive the real
    transport (camelCase on the wire, read back by the SDK client). ``legacy`` opens with
    ``initialize`` as Codex does (memdesk's stdio loop answers); ``auto`` is the SDK client's
    default (``server/discover``, answered by the SDK server).
    """
    db = tmp_path / "store.db"

    async def listing():
        async with Client(stdio_params(db, isolated_home), client_info=Implementation(name="Codex", version="0.171"),
                          read_timeout_seconds=30, mode=mode) as client:
            return (await client.list_tools()).tools

    tools = anyio.run(listing)
    assert annotation_problems(tools) == {}

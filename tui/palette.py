"""Command palette providers, namespaced like ``pane: Review`` or ``theme: memdesk-light``.

The memory provider searches the store off the UI thread (by ``#id`` or by text) and
opens the chosen memory's record.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING, Any

from textual.command import DiscoveryHit, Hit, Hits, Provider

from core import MemdeskError
from tui.render import one_line
from tui.rules_screen import CaptureRules

if TYPE_CHECKING:
    from tui.app import MemdeskApp

MEMORY_HITS = 8


class _MemdeskProvider(Provider):
    @property
    def memdesk(self) -> MemdeskApp:
        return self.app  # type: ignore[return-value]

    def commands(self) -> Iterable[tuple[str, Callable[[], Any], str]]:
        """``(title, callback, help)`` triples (static providers implement this)."""
        return ()

    async def discover(self) -> Hits:
        for title, callback, help_text in self.commands():
            yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, callback, help_text in self.commands():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, text=title, help=help_text)


class PaneCommands(_MemdeskProvider):
    """``pane: Review`` … one command per pane."""

    def commands(self):
        for pane in self.memdesk.panes:
            yield f"pane: {pane.title}", partial(self.memdesk.action_pane, pane.mode), pane.summary


class ThemeCommands(_MemdeskProvider):
    """``theme: <name>`` for every registered theme (memdesk's own first); the choice is remembered."""

    def commands(self):
        names = sorted(self.memdesk.available_themes, key=lambda n: (not n.startswith("memdesk"), n))
        for name in names:
            yield f"theme: {name}", partial(setattr, self.memdesk, "theme", name), "switch theme (remembered)"


class RulesCommands(_MemdeskProvider):
    """``rules: capture rules`` — the rules that hold captures for review."""

    def commands(self):
        yield "rules: capture rules", lambda: self.memdesk.push_screen(CaptureRules()), \
            "what holds a capture for review, and why"


class ServerCommands(_MemdeskProvider):
    """``server: start`` / ``server: stop`` — run on the Server pane so its status updates."""

    def commands(self):
        for verb in ("start", "stop"):
            yield f"server: {verb}", partial(self._server, verb), f"{verb} the background MCP server"

    async def _server(self, verb: str) -> None:
        await self.memdesk.switch_mode("server")
        self.memdesk.server_command(verb)


class MemoryCommands(Provider):
    """Memories by ``#id`` or by text (any status, every namespace)."""

    @property
    def memdesk(self) -> MemdeskApp:
        return self.app  # type: ignore[return-value]

    async def search(self, query: str) -> Hits:
        text = query.strip()
        if len(text) < 2 and not text.lstrip("#").isdigit():
            return
        try:
            memories = await asyncio.to_thread(self._find, text)
        except MemdeskError:
            return
        for rank, memory in enumerate(memories):
            title = f"memory: #{memory.id} {memory.status} · {one_line(memory.content, 70)}"
            yield Hit(1.0 - rank / (MEMORY_HITS * 2), title, partial(self.memdesk.open_memory, memory.id),
                      text=title, help=f"{memory.kind} · {memory.source}")

    def _find(self, text: str):
        engine = self.memdesk.engine
        if text.lstrip("#").isdigit():
            found = engine.memories.get_many([int(text.lstrip("#"))])
            return list(found.values())
        return [hit.memory for hit in engine.retrieval.search(text, namespace=None, statuses=["all"], k=MEMORY_HITS)]

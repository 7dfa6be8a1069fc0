"""The workstation never touches the store on its UI thread (issue 16: nothing blocks a keypress).

Every call into an engine service (``engine.memories…``, ``engine.retrieval…`` …) or
the daemon (status, start, stop, the request log) in ``tui/`` must run off the UI
thread: inside a function decorated with ``@work`` (a thread worker), or inside a
closure handed straight to ``run_write``/``decide`` (the app's store thread) or
``asyncio.to_thread``. Checked with ``ast`` on every module of ``tui/``, except the
offline scene builders (``scenes.py``, ``screenshots.py``), which run no UI.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STORE_CALL = re.compile(r"engine\.(memories|retrieval|conflicts|quality|links|identity|generations|interop|agents"
                        r"|llm)\.|daemon_status|start_daemon|stop_daemon|read_request_log")
OFF_THREAD = ("run_write", "decide", "to_thread")
OFFLINE = {"scenes.py", "screenshots.py"}
# Reads configuration only (no store): called from the Server pane's polling worker.
SETTINGS_ONLY = {"upkeep_schedule"}


def _handed_off(closure: ast.AST, parent: ast.AST) -> bool:
    """``closure`` (a lambda or a nested def) is passed to run_write/decide/to_thread inside ``parent``."""
    name = getattr(closure, "name", None)
    for call in ast.walk(parent):
        if not isinstance(call, ast.Call) or not ast.unparse(call.func).endswith(OFF_THREAD):
            continue
        for argument in [*call.args, *(keyword.value for keyword in call.keywords)]:
            if argument is closure or (name and isinstance(argument, ast.Name) and argument.id == name):
                return True
            if name and isinstance(argument, ast.Attribute) and argument.attr == name:  # self._find
                return True
    return False


def _off_thread(stack: list[ast.AST], module: ast.AST) -> bool:
    for index, function in enumerate(stack):
        decorators = [ast.unparse(d) for d in getattr(function, "decorator_list", [])]
        if any(d.startswith(("work", "work(")) for d in decorators):
            return True
        if getattr(function, "name", None) in SETTINGS_ONLY:
            return True
        if _handed_off(function, stack[index - 1] if index else module):
            return True
    return False


def _store_calls_on_the_ui_thread(source: str, where: str) -> list[str]:
    found: list[str] = []

    def visit(node: ast.AST, stack: list[ast.AST]) -> None:
        for child in ast.iter_child_nodes(node):
            inner = [*stack, child] if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) \
                else stack
            if isinstance(child, ast.Call) and STORE_CALL.search(ast.unparse(child.func)) \
                    and not _off_thread(stack, module):
                found.append(f"{where}:{child.lineno} {ast.unparse(child.func)}")
            visit(child, inner)

    module = ast.parse(source)
    visit(module, [])
    return found


def test_no_store_call_runs_on_the_ui_thread():
    modules = [path for path in (ROOT / "tui").rglob("*.py") if path.name not in OFFLINE]
    assert len(modules) > 10
    found = [call for path in modules
             for call in _store_calls_on_the_ui_thread(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]
    assert found == []


def test_the_check_sees_a_store_call_on_the_ui_thread():
    sample = (
        "class Pane:\n"
        "    def action_promote(self):\n"
        "        self.engine.memories.promote([1])\n"
        "    def action_reject(self):\n"
        "        self.memdesk.run_write('reject', lambda: self.engine.memories.reject([1]), None, self)\n"
        "    def action_restore(self):\n"
        "        def restore():\n"
        "            return self.engine.memories.restore([1])\n"
        "        restore()\n"
        "    @work(thread=True)\n"
        "    def load(self):\n"
        "        self.engine.memories.stats()\n"
        "    async def search(self, text):\n"
        "        return await asyncio.to_thread(self._find, text)\n"
        "    def _find(self, text):\n"
        "        return self.engine.retrieval.search(text)\n")
    assert _store_calls_on_the_ui_thread(sample, "sample.py") == [
        "sample.py:3 self.engine.memories.promote", "sample.py:8 self.engine.memories.restore"]

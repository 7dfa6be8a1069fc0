"""The engine is headless: importing every core module but the CLI loads no UI library."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys

import core
from support import REPO_ROOT

# The UI packages are made unimportable in the child: if any engine module needed
# them, its import fails. (Third-party libraries such as httpx import rich
# opportunistically when it is installed and fall back cleanly when it is not.)
SCRIPT = """
import importlib, importlib.abc, json, sys
BLOCKED = {'textual', 'rich', 'tui'}

class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in BLOCKED:
            raise ImportError(f'{name} is blocked: the engine must not need it')
        return None

sys.meta_path.insert(0, Block())
names = json.loads(sys.argv[1])
for name in names:
    importlib.import_module(name)
loaded = sorted(m for m in sys.modules if m.split('.')[0] in BLOCKED)
print(json.dumps({"imported": len(names), "loaded": loaded}))
"""


def engine_modules() -> list[str]:
    names = ["core"]
    for info in pkgutil.walk_packages(core.__path__, prefix="core."):
        if info.name == "core.interfaces.cli" or info.name.startswith("core.interfaces.cli."):
            continue
        names.append(info.name)
    return names


def test_engine_modules_load_no_textual_rich_or_tui():
    names = engine_modules()
    assert "core.engine" in names and "core.storage.store" in names
    result = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(names)], capture_output=True, text=True,
                            cwd=str(REPO_ROOT), timeout=60)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["imported"] == len(names)
    assert report["loaded"] == []


def test_engine_source_never_imports_rich_or_textual_outside_the_cli():
    offenders = []
    for path in (REPO_ROOT / "core").rglob("*.py"):
        if "cli" in path.relative_to(REPO_ROOT / "core").parts:
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if stripped.startswith(("import rich", "from rich", "import textual", "from textual")):
                offenders.append(path.relative_to(REPO_ROOT).as_posix())
    assert offenders == []


def test_only_the_cli_names_the_ui_package():
    offenders = []
    for path in (REPO_ROOT / "core").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if "from tui" in text or "import tui" in text:
            offenders.append(path.relative_to(REPO_ROOT).as_posix())
    assert offenders == ["core/interfaces/cli/commands_store.py"]


def test_the_blocker_catches_a_module_that_needs_rich():
    # The CLI's output module loads rich only when it draws, so block rich itself.
    result = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(["core.interfaces.cli.output", "rich.table"])],
                            capture_output=True, text=True, cwd=str(REPO_ROOT), timeout=60)
    assert result.returncode != 0 and "blocked" in result.stderr


# What a command must not pay for: the packages a recall, the context block or stats never need.
HEAVY = ["httpx", "httpx2", "yaml", "sqlite_utils", "rich", "pydantic", "anyio", "mcp", "anthropic", "textual", "tui"]

LAZY_SCRIPT = """
import json, sys
import core
face = sorted(m for m in sys.modules if m == "core" or m.startswith("core."))
from core import Settings, Engine
engine = Engine(sys.argv[1], settings=Settings())
getattr(engine, sys.argv[2])()
engine.close()
features = sorted({m.split(".")[1] for m in sys.modules if m.startswith("core.") and m.count(".") >= 1})
print(json.dumps({"face": face, "features": features, "loaded": sorted(sys.modules)}))
"""


def _after(tmp_path, call: str) -> dict:
    result = subprocess.run([sys.executable, "-c", LAZY_SCRIPT, str(tmp_path / "store.db"), call],
                            capture_output=True, text=True, cwd=str(REPO_ROOT), timeout=60)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_importing_core_loads_only_the_errors_and_the_version(tmp_path):
    report = _after(tmp_path, "close")
    assert report["face"] == ["core", "core.errors", "core.startup", "core.version"]


RECALL_LIKE = {
    "recall": "lambda: engine.retrieval.recall('pnpm')",
    "context": "lambda: engine.retrieval.context_block()",
    "stats": "lambda: engine.memories.stats()",
}


def test_a_recall_the_context_block_and_stats_build_only_the_services_they_use(tmp_path):
    from core import Engine, Settings

    with Engine(tmp_path / "store.db", settings=Settings()) as engine:  # an existing store: no migration pending
        engine.memories.promote([engine.memories.remember("we use pnpm", kind="tooling").id])
    for name, call in RECALL_LIKE.items():
        script = LAZY_SCRIPT.replace("getattr(engine, sys.argv[2])()", f"({call})()")
        result = subprocess.run([sys.executable, "-c", script, str(tmp_path / "store.db"), name],
                                capture_output=True, text=True, cwd=str(REPO_ROOT), timeout=60)
        assert result.returncode == 0, result.stderr
        report = json.loads(result.stdout)
        assert not {"interop", "identity", "llm", "quality"} & set(report["features"]), (name, report["features"])
        heavy = sorted({m.split(".")[0] for m in report["loaded"]} & set(HEAVY))
        assert heavy == [], f"{name} loaded {heavy}"

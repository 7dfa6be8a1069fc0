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
    result = subprocess.run([sys.executable, "-c", SCRIPT, json.dumps(["core.interfaces.cli.output"])],
                            capture_output=True, text=True, cwd=str(REPO_ROOT), timeout=60)
    assert result.returncode != 0 and "blocked" in result.stderr

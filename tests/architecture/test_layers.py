"""Which parts of memdesk may import which: the layers, checked on every import.

Every module under ``core/`` and ``tui/`` is parsed with ``ast``; every import counts,
at module level or inside a function (a lazy import is still a dependency). A module
belongs to a part: a top-level package or module of ``core`` (``memories``, ``errors``,
``engine`` …), one adapter under ``core/interfaces`` (``interfaces.cli`` …), the
package's face (``core/__init__.py``, called ``core``) or the workstation (``tui``).

The directions, bottom to top:

- foundation — errors, clock, paths, version, model, text, startup — imports nothing else of core;
- ``settings`` and ``storage`` import only the foundation; the services'
  context (``service_context``: store, settings, clock, actor) imports only those;
- the features' mechanics (every module of a feature package but its ``service``), in a
  fixed order, import the foundation, settings, storage, the context and the features
  before them: retrieval < conflicts < memories < quality < links < identity < interop
  < agents < llm — and never a service or the engine;
- each feature's service (``<feature>/service.py``, one class over the context) sits
  above every feature's mechanics and imports the services before it, in the order of
  their constructor arguments: retrieval < memories < links < conflicts < quality
  < identity < interop < agents < llm;
- the engine (``engine``, ``demo``, the face) composes the services (and wires a few
  features' functions into them), never an interface (``test_import_hygiene`` proves the
  face loads the engine only on first use);
- the interfaces import the engine and everything below it, and never each other,
  except ``interfaces.serving`` (what they share) and ``interfaces.launch`` (the one
  place that starts a transport, so it may import mcp and http; the CLI reaches the
  transports only through it);
- the workstation imports core, but of the interfaces only ``interfaces.serving``;
  ``core`` never imports ``tui`` or ``textual``, and only the CLI imports ``rich``
  (and ``tui``, lazily, to open the workstation);
- only storage imports a database driver (``sqlite3``, ``psycopg``, ``sqlite_utils``):
  the engine, the features and the interfaces never know which backend they talk to.

On top of the table, the graph of parts must have no cycle. A failure prints each
offending import and the rule it breaks.
"""

from __future__ import annotations

import ast
import functools
from collections import defaultdict
from pathlib import Path

from support import REPO_ROOT

FOUNDATION = ("errors", "clock", "paths", "version", "model", "text", "startup")
FEATURES = ("retrieval", "conflicts", "memories", "quality", "links", "identity", "interop", "agents", "llm")
SERVICES = tuple(f"{feature}.service" for feature in (
    "retrieval", "memories", "links", "conflicts", "quality", "identity", "interop", "agents", "llm"))
ENGINE = ("engine", "demo", "core")
BELOW_FEATURES = {*FOUNDATION, "settings", "storage", "service_context"}
BELOW_INTERFACES = {*BELOW_FEATURES, *FEATURES, *SERVICES, *ENGINE}

ALLOWED: dict[str, set[str]] = {
    **{part: set(FOUNDATION) for part in FOUNDATION},
    "settings": set(FOUNDATION),
    "storage": set(FOUNDATION),
    "service_context": {*FOUNDATION, "settings", "storage"},
    **{feature: {*BELOW_FEATURES, *FEATURES[:index]} for index, feature in enumerate(FEATURES)},
    **{service: {*BELOW_FEATURES, *FEATURES, *SERVICES[:index]} for index, service in enumerate(SERVICES)},
    "engine": {*BELOW_FEATURES, *FEATURES, *SERVICES},
    "demo": {*BELOW_FEATURES, *FEATURES, *SERVICES, "engine"},
    "core": {*FOUNDATION, "settings", "engine"},
    "interfaces": set(),  # the package's docstring: it imports nothing
    "interfaces.serving": BELOW_INTERFACES,
    "interfaces.mcp": {*BELOW_INTERFACES, "interfaces.serving"},
    "interfaces.http": {*BELOW_INTERFACES, "interfaces.serving"},
    "interfaces.launch": {*BELOW_INTERFACES, "interfaces.serving", "interfaces.mcp", "interfaces.http"},
    "interfaces.cli": {*BELOW_INTERFACES, "interfaces.serving", "interfaces.launch"},
    "tui": {*BELOW_INTERFACES, "interfaces.serving"},
}
# Outside packages only some parts may use; (part, package) -> only inside functions?
# The database drivers belong to storage alone: nothing above it knows which backend it has.
RESTRICTED = {"textual": {"tui": False}, "rich": {"tui": False, "interfaces.cli": False},
              "sqlite3": {"storage": False}, "psycopg": {"storage": False}, "psycopg_pool": {"storage": False},
              "sqlite_utils": {"storage": False}}
LAZY_ONLY = {("interfaces.cli", "tui")}  # the one command that opens the workstation


def part_of(module: str) -> str | None:
    """The part a dotted module name belongs to (``None`` for anything outside core and tui)."""
    names = module.split(".")
    if names[0] == "tui":
        return "tui"
    if names[0] != "core":
        return None
    if len(names) == 1:
        return "core"
    if names[1] == "interfaces" and len(names) > 2:
        return f"interfaces.{names[2]}"
    if len(names) > 2 and names[2] == "service":
        return f"{names[1]}.service"
    return names[1]


def modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for top in ("core", "tui"):
        for path in sorted((REPO_ROOT / top).rglob("*.py")):
            names = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
            is_package = names[-1] == "__init__"
            if is_package:
                names = names[:-1]
            found[".".join(names)] = (path, is_package)
    return found


MODULES = modules()


def imports(module: str) -> list[tuple[str, int, bool]]:
    """``(imported module, line, inside a function)`` for every import statement in ``module``."""
    path, is_package = MODULES[module]
    found: list[tuple[str, int, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                found.extend((alias.name, child.lineno, in_function) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    package = module.split(".") if is_package else module.split(".")[:-1]
                    package = package[: len(package) - (child.level - 1)]
                    base = ".".join([*package, *([child.module] if child.module else [])])
                for alias in child.names:
                    # "from core import conflicts" imports the module core.conflicts
                    target = f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                    found.append((target, child.lineno, in_function))
            visit(child, nested)

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


@functools.cache
def edges() -> list[tuple[str, str, str, int, bool]]:
    """``(from part, to part or package, module, line, lazy)`` for every import that leaves its part.

    Read on first use, once per process (~1 s of parsing): every pytest-xdist worker imports this file to
    collect it, but only the one that runs these tests needs the edges."""
    out = []
    for module in MODULES:
        source = part_of(module)
        for target, line, lazy in imports(module):
            dest = part_of(target) or target.split(".")[0]
            if dest != source:
                out.append((source, dest, module, line, lazy))
    return out



def test_every_part_is_in_the_table():
    parts = {part_of(module) for module in MODULES}
    assert parts <= set(ALLOWED), f"add these parts to ALLOWED with their directions: {sorted(parts - set(ALLOWED))}"


def test_no_part_imports_against_the_allowed_directions():
    broken = []
    for source, dest, module, line, lazy in edges():
        if dest in ALLOWED:  # a part of core or the workstation
            if (source, dest) in LAZY_ONLY:
                if not lazy:
                    broken.append(f"{module}:{line} imports {dest} at module level; only inside a function")
            elif dest not in ALLOWED[source]:
                broken.append(f"{module}:{line} imports {dest}: {source} may import only "
                              f"{', '.join(sorted(ALLOWED[source])) or 'nothing of core'}")
        elif dest in RESTRICTED and source not in RESTRICTED[dest]:
            broken.append(f"{module}:{line} imports {dest}, which only {', '.join(sorted(RESTRICTED[dest]))} may use")
    assert broken == [], "imports against the layers:\n" + "\n".join(broken)


def test_the_parts_import_each_other_without_a_cycle():
    graph: dict[str, set[str]] = defaultdict(set)
    for source, dest, *_ in edges():
        if dest in ALLOWED:
            graph[source].add(dest)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[list[str]] = []

    def connect(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph[node]:
            if other not in index:
                connect(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in list(graph):
        if node not in index:
            connect(node)
    assert cycles == [], f"parts that import each other in a cycle: {cycles}"


def test_the_check_sees_lazy_imports_and_names_the_rule():
    """The table must be able to fail: an upward import inside a function is still caught."""
    lazy = [edge for edge in edges() if edge[4]]
    assert lazy, "no function-level import found at all; is the parser still walking function bodies?"
    assert ("interfaces.cli", "tui") in {(source, dest) for source, dest, *_ in edges()}
    assert "memories" not in ALLOWED["conflicts"] and "interfaces.mcp" not in ALLOWED["interfaces.http"]


def test_no_feature_imports_the_engine_or_a_service():
    """Features are handed what they need (the context, a service's method); they never reach up for it."""
    upward = {*SERVICES, *ENGINE}
    broken = [f"{module}:{line} imports {dest}" for source, dest, module, line, _ in edges()
              if source in FEATURES and dest in upward]
    assert broken == [], "a feature module reaches up to the engine or a service:\n" + "\n".join(broken)


def test_no_service_imports_the_engine():
    broken = [f"{module}:{line} imports {dest}" for source, dest, module, line, _ in edges()
              if source in SERVICES and dest in ENGINE]
    assert broken == [], "a service reaches up to the engine:\n" + "\n".join(broken)

"""Regenerate ``catalog.json``: the listings exactly as the SDK server renders them.

:mod:`core.interfaces.mcp.catalog` serves the stored file without loading the SDK; this
module is the other half, run by hand after a tool changes
(``python -m core.interfaces.mcp.render_catalog --write``) and by the test that fails
while the file is stale. It imports the SDK server; the catalog never imports it back.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from core.interfaces.mcp.catalog import CATALOG_FILE, HANDSHAKE_VERSIONS, LISTED_METHODS


def render_listings() -> dict[str, dict[str, Any]]:
    """The listings as the SDK server puts them on a handshake-era wire now (imports the SDK).

    Raises:
        RuntimeError: the SDK shapes them differently for two handshake revisions (then one
            stored rendering cannot serve every client, and this module must store one per revision).
    """
    import anyio
    from mcp.types import ListResourcesResult, ListResourceTemplatesResult, ListToolsResult
    from mcp_types.methods import serialize_server_result

    from core.interfaces.mcp.server import MemdeskMCP

    class NoStore:  # listing reads no store; a call through it would be a bug
        def __getattr__(self, name: str) -> Any:
            raise RuntimeError(f"the catalog renderer has no store ({name})")

    server = MemdeskMCP(NoStore())

    async def results() -> tuple[Any, ...]:
        return (ListToolsResult(tools=await server.list_tools()),
                ListResourcesResult(resources=await server.list_resources()),
                ListResourceTemplatesResult(resource_templates=await server.list_resource_templates()))

    rendered: dict[str, dict[str, Any]] = {}
    for method, result in zip(LISTED_METHODS, anyio.run(results)):
        # What the SDK's runner does to a handler's result: dump it, then shape it by the
        # protocol revision's surface (which drops what that revision does not know).
        dumped = result.model_dump(by_alias=True, mode="json", exclude_none=True)
        shapes = [serialize_server_result(method, version, dumped) for version in HANDSHAKE_VERSIONS]
        if any(shape != shapes[-1] or list(shape) != list(shapes[-1]) for shape in shapes):
            raise RuntimeError(f"the SDK shapes {method} differently across {', '.join(HANDSHAKE_VERSIONS)}; "
                               "store one rendering per revision")
        rendered[method] = shapes[-1]
    return rendered


def catalog_text(rendered: dict[str, Any]) -> str:
    """The text of ``catalog.json`` for ``rendered`` listings."""
    return json.dumps(rendered, indent=1, ensure_ascii=False) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m core.interfaces.mcp.render_catalog [--write]``: check (exit 1 when stale) or rewrite the file."""
    args = list(sys.argv[1:] if argv is None else argv)
    text = catalog_text(render_listings())
    current = CATALOG_FILE.read_text(encoding="utf-8") if CATALOG_FILE.exists() else ""
    if args == ["--write"]:
        if text != current:
            CATALOG_FILE.write_text(text, encoding="utf-8")
            print(f"rewrote {CATALOG_FILE}")
        return 0
    if args:
        print("usage: python -m core.interfaces.mcp.render_catalog [--write]", file=sys.stderr)
        return 2
    if text != current:
        print(f"{CATALOG_FILE} is stale; run `python -m core.interfaces.mcp.render_catalog --write`", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

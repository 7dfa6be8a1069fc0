"""The ``memdesk`` command line: a thin adapter over :class:`core.Engine`.

This is the only part of ``core`` that imports ``rich``. :func:`run`, the console
script, first offers the command line to :mod:`.quick`, which runs the commands coding
agents start (``mcp``, ``hooks session-start``, ``hooks capture-summary``) without
loading the rest; everything else goes to :mod:`.app`, loaded only then.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.interfaces.cli.app import build_parser, main


def run() -> None:
    """Console-script entry point."""
    if sys.argv[1:] == ["--version"]:  # answered before anything else is loaded
        from core.version import __version__

        sys.stdout.write(f"memdesk {__version__}\n")
        sys.exit(0)
    from core.interfaces.cli.quick import run_quick

    code = run_quick(sys.argv[1:])
    if code is None:
        from core.interfaces.cli.app import main

        code = main()
    sys.exit(code)


def __getattr__(name: str) -> Any:
    if name in ("build_parser", "main"):
        from core.interfaces.cli import app

        return getattr(app, name)
    raise AttributeError(f"module 'core.interfaces.cli' has no attribute {name!r}")


__all__ = ["build_parser", "main", "run"]

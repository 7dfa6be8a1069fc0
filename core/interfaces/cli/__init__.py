"""The ``memdesk`` command line: a thin adapter over :class:`core.Engine`.

This is the only part of ``core`` that imports ``rich``.
"""

from core.interfaces.cli.app import build_parser, main, run

__all__ = ["build_parser", "main", "run"]

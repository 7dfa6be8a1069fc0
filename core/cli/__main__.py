"""``python -m core.cli`` runs the memdesk command."""

from .app import run

run()

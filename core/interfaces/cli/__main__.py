"""``python -m core.interfaces.cli`` runs the memdesk command."""

from core.interfaces.cli import run

run()

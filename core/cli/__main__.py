"""``python -m core.cli`` runs the memdesk command."""

from core.cli.app import run

run()

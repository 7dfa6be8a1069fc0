"""Storage: every SQL statement memdesk runs lives below this package."""

from core.storage.store import SqliteStore, new_agent_id

__all__ = ["SqliteStore", "new_agent_id"]

"""Storage: every SQL statement memdesk runs lives below this package."""

from core.storage.schema import EDGE_TYPES, LEVELS, PROPOSAL_STATUSES, STATUSES
from core.storage.store import SqliteStore, new_agent_id

__all__ = ["EDGE_TYPES", "LEVELS", "PROPOSAL_STATUSES", "STATUSES", "SqliteStore", "new_agent_id"]

"""Storage: every SQL statement memdesk runs lives below this package."""

from .schema import EDGE_TYPES, LEVELS, PROPOSAL_STATUSES, STATUSES
from .store import SqliteStore, new_agent_id

__all__ = ["EDGE_TYPES", "LEVELS", "PROPOSAL_STATUSES", "STATUSES", "SqliteStore", "new_agent_id"]

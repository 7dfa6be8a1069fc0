"""The names every layer shares: memory statuses, edge types, proposal statuses, levels, risk tiers.

The store's CHECK constraints are built from these tuples (:mod:`core.storage.sqlite.schema`,
:mod:`core.storage.postgres.schema`),
and the lifecycle's table of moves (:mod:`core.memories.lifecycle`) from the status
constants, so a status is spelt in one place.
"""

from __future__ import annotations

PENDING, PROMOTED, SUPERSEDED, STALE, REJECTED, ARCHIVED = (
    "pending", "promoted", "superseded", "stale", "rejected", "archived",
)

STATUSES = (PENDING, PROMOTED, SUPERSEDED, STALE, REJECTED, ARCHIVED)
EDGE_TYPES = ("supersedes", "caused_by", "supports", "related_to", "derived_from", "contradicts")
PROPOSAL_STATUSES = ("open", "applied", "dismissed", "held", "expired")
LEVELS = ("meta", "semi", "trace")
# The rule of a proposal to retire a memory whose cited source was deleted.
RETIRE_REF_RULE = "retire-ref"
# The ``format`` of a memdesk backup document (``memdesk backup FILE``).
BACKUP_FORMAT = "memdesk-backup"
GENERATION_STATUSES = ("staged", "sealed", "validated", "promoted", "rejected")

# Risk tiers: the config maps each kind to low, normal or sensitive; only a capture
# staged with --force over a credential-looking text is critical.
LOW_TIER, NORMAL_TIER, SENSITIVE_TIER, CRITICAL_TIER = "low", "normal", "sensitive", "critical"

"""Whether the newer memory tells the older owner still at work on the thing, rather than another owner.

"Yuki owns the migration runbook" / "Yuki updated the migration runbook for Postgres 16": the newer memory
is about what the owner did with the thing. It names no owner of its own (no word of the owner family, no
owner slot), it does not say the older owner stopped or was replaced, and the older owner stands in it —
so whatever value it tells (a product, a version) is not a new owner. A tool is no owner here: "linting is
handled by ESLint" tells the tool a job uses, which the newer memory may name beside another.
"""

from __future__ import annotations

from core.conflicts.named_values import TOOL_CLASS_OF
from core.conflicts.statement import Statement


def owner_still_acting(old: Statement, new: Statement) -> bool:
    """Whether the older memory's owner is in the newer one, which names no owner and stops nothing."""
    owners = old.values.get("owner", frozenset()) - {"@self"}
    if any(owner in TOOL_CLASS_OF for owner in owners):
        return False  # a tool that does a job ("handled by Jenkins"), not a party that holds it
    if not owners or "@owner" in new.key or "owner" in new.values or new.denials or new.prior:
        return False
    return bool(owners & (new.key | new.words | new.names))

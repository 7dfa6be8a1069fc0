"""Look a memory up by id, or say clearly that it is not there.

Every feature that acts on a memory by id starts here, so the "not found" message
(and its hint) is the same wherever an id names nothing.
"""

from __future__ import annotations

from core.errors import NotFoundError
from core.model.records import Memory


def require(store, memory_id: int) -> Memory:
    """The memory with this id, or a clear :class:`NotFoundError`."""
    memory = store.memories.get(memory_id)
    if memory is None:
        raise NotFoundError(f"no memory #{memory_id} in this store; `memdesk list` shows what exists")
    return memory

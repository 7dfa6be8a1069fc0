"""What every feature service works over: one store, the settings, a clock and who acts.

The :class:`~core.engine.Engine` builds one :class:`ServiceContext` and hands it to each
feature service, so a service's every dependency is a declared, typed attribute: no
service reaches back into the engine, and a type checker sees what each method uses.
"""

from __future__ import annotations

from datetime import datetime

from core.clock import Clock, format_time
from core.model.lean import lean_dataclass
from core.model.records import Actor
from core.settings import Settings
from core.storage import Store


@lean_dataclass(frozen=True, compiled_init=False)
class ServiceContext:
    """The store, settings, clock and default actor one engine (or one engine view) works with.

    Attributes:
        store: the open store (each thread gets its own SQLite connection from it).
        settings: the settings the features read.
        clock: where "now" comes from (tests pin it).
        actor: who acts when a call names nobody (``human:cli``, ``agent:<client>`` …).
    """

    store: Store
    settings: Settings
    clock: Clock
    actor: str

    def now(self) -> datetime:
        """The clock's current time (aware UTC)."""
        return self.clock()

    def now_text(self) -> str:
        """The clock's current time as the store writes it (``YYYY-MM-DDTHH:MM:SS.ffffffZ``)."""
        return format_time(self.clock())

    def operation(self, actor: str | None = None) -> Actor:
        """A new audit operation: who acts (``actor``, else the default) under a fresh op number.

        Call it inside the write transaction that records the operation, so the op
        number and the rows it stamps commit (or roll back) together.
        """
        return Actor(name=actor or self.actor, op=self.store.audit.next_op(), ts=self.now_text())

    def agent_id(self) -> str:
        """The store's permanent agent id (minted when the store was first opened).

        Read from the store, so it follows a restore that adopted another agent's identity.
        """
        return self.store.ensure_agent(self.now_text())

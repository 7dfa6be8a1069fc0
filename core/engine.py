"""The engine: the one object the CLI, MCP server, HTTP service and workstation call.

It opens the store (a SQLite file or a PostgreSQL database), owns the settings, the
clock and the default actor, and hands out one typed feature service per package over
one :class:`~core.service_context.ServiceContext` (``engine.memories``,
``engine.retrieval`` …). It never formats output and never imports an interface.
"""

from __future__ import annotations

from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.clock import Clock, system_clock
from core.model.records import CaptureResult
from core.model.vocabulary import RETIRE_REF_RULE
from core.paths import StoreURL, resolve_db_path
from core.service_context import ServiceContext
from core.settings import Settings, load_settings
from core.storage import Store, open_store

if TYPE_CHECKING:
    from core.agents.service import AgentService
    from core.conflicts.service import ConflictService
    from core.identity.service import GenerationService, IdentityService
    from core.interop.service import InteropService
    from core.links.service import LinkService
    from core.llm.extraction import ExtractedCapture
    from core.llm.judge import Judge
    from core.llm.service import ModelService
    from core.memories.service import MemoryService, OwedSignal
    from core.quality.service import QualityService
    from core.retrieval.service import EmbedderSlot, RetrievalService


class Engine:
    """memdesk's engine on one store file: the composition root of the feature services.

    Each service is built on first use (so a ``recall`` loads neither interop nor the
    model code) and receives the context plus the other services it needs as explicit
    constructor arguments; the wiring of one feature into another (a decision refreshes
    the context files, a merge proposal is accepted by quality's merge) is here, in sight.

    Args:
        db_path: the store; ``None`` takes ``[store] path`` (``MEMDESK_DB``), then the platform default.
        settings: every setting; ``None`` reads the config file and the environment
            (:func:`core.settings.load_settings`).
        actor: who acts by default (``human:cli``, ``human:tui``, ``agent:<client>``).
        clock: where "now" comes from (tests pin it).
        store: an already open store to use instead of opening ``db_path`` (views share one).
        embedders: the embedder slot to share (views share their parent's); ``None`` makes one.

    Thread safety: one Engine may be shared by threads; each thread uses its own
    connection (SQLite) or borrows one from the pool (PostgreSQL).
    """

    def __init__(
        self,
        db_path: str | Path | StoreURL | None = None,
        *,
        settings: Settings | None = None,
        actor: str = "human:cli",
        clock: Clock = system_clock,
        store: Store | None = None,
        embedders: EmbedderSlot | None = None,
        owed: OwedSignal | None = None,
    ):
        settings = settings if settings is not None else load_settings()
        opened = store or open_store(resolve_db_path(db_path, settings.store_location()),
                                     synchronous=settings.store.synchronous.upper(),
                                     pool_size=settings.store.pool_size)
        self.context = ServiceContext(store=opened, settings=settings, clock=clock, actor=actor)
        self._embedders = embedders
        self._owed = owed
        opened.ensure_agent(self.now_text())  # mint the permanent agent id on first open

    # -- the root ---------------------------------------------------------------

    @property
    def store(self) -> Store:
        """The open store (SQLite: a connection per thread; PostgreSQL: a pool)."""
        return self.context.store

    @property
    def settings(self) -> Settings:
        """The settings every service reads."""
        return self.context.settings

    @property
    def clock(self) -> Clock:
        """Where "now" comes from."""
        return self.context.clock

    @property
    def actor(self) -> str:
        """Who acts when a call names nobody."""
        return self.context.actor

    @property
    def path(self) -> Path | StoreURL:
        """Where the store is: its file, or the :class:`~core.paths.StoreURL` of a server database."""
        return self.store.location

    @property
    def agent_id(self) -> str:
        """The store's permanent agent id (it follows a restore that adopted another identity)."""
        return self.context.agent_id()

    def now(self) -> datetime:
        """The clock's current time."""
        return self.context.now()

    def now_text(self) -> str:
        """The clock's current time as the store writes it."""
        return self.context.now_text()

    def with_actor(self, actor: str) -> Engine:
        """A view of this engine acting as ``actor``: a new engine over the same store, settings, clock and embedder.

        Closing a view closes the shared store, so close only the engine that opened it.
        """
        return Engine(settings=self.settings, actor=actor, clock=self.clock, store=self.store,
                      embedders=self.embedder_slot, owed=self.owed_signal)

    def close(self) -> None:
        """Close the store (every thread's connection)."""
        self.store.close()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the services -------------------------------------------------------------

    @property
    def embedder_slot(self) -> EmbedderSlot:
        """The embedder hybrid retrieval uses, shared with every view of this engine."""
        if self._embedders is None:
            from core.retrieval.service import EmbedderSlot

            self._embedders = EmbedderSlot(self.settings)
        return self._embedders

    @property
    def owed_signal(self) -> OwedSignal:
        """Who is woken when a capture left comparisons owed, shared with every view of this engine."""
        if self._owed is None:
            from core.memories.service import OwedSignal

            self._owed = OwedSignal()
        return self._owed

    @cached_property
    def memories(self) -> MemoryService:
        """Capture, reads, decisions, undo and the review queue."""
        from core.memories.service import MemoryService

        return MemoryService(self.context, after_decision=self._refresh_context_files,
                             retrieval_mode=lambda: self.retrieval.retrieval_mode(), owed=self.owed_signal)

    @cached_property
    def retrieval(self) -> RetrievalService:
        """Recall, search, the context block and the embedder."""
        from core.agents.pins import StorePins
        from core.retrieval.service import RetrievalService

        return RetrievalService(self.context, pins=StorePins(self.store), embedders=self.embedder_slot)

    @cached_property
    def links(self) -> LinkService:
        """Typed links between memories, a memory's neighbourhood, and ``explain``."""
        from core.links.service import LinkService

        return LinkService(self.context, retrieval=self.retrieval)

    @cached_property
    def conflicts(self) -> ConflictService:
        """Contradiction scans, supersede, and deciding review envelopes."""
        from core.agents import retire
        from core.conflicts.service import ConflictService
        from core.quality import consolidate

        ctx = self.context
        return ConflictService(ctx, after_decision=self._refresh_context_files, judge_for=self._judge_for,
                               acceptors={
                                   consolidate.MERGE_RULE: lambda proposal, actor: consolidate.accept_merge(
                                       ctx.store, ctx.settings, proposal, actor),
                                   RETIRE_REF_RULE: lambda proposal, actor: retire.accept(ctx.store, proposal, actor),
                               })

    @cached_property
    def quality(self) -> QualityService:
        """The doctor, staleness, retention, consolidation and capture rules."""
        from core.quality.service import QualityService

        return QualityService(self.context)

    @cached_property
    def identity(self) -> IdentityService:
        """The permanent agent id and the soul files the current generation sealed."""
        from core.identity.service import IdentityService

        return IdentityService(self.context)

    @cached_property
    def generations(self) -> GenerationService:
        """Generations of the agent: record, seal, validate, promote, reject, roll back, compare."""
        from core.identity.service import GenerationService

        return GenerationService(self.context)

    @cached_property
    def interop(self) -> InteropService:
        """Backups, the Markdown registry, importers and context files."""
        from core.interop.service import InteropService

        return InteropService(self.context, retrieval=self.retrieval)

    @cached_property
    def agents(self) -> AgentService:
        """Pins, retire-ref, Claude Code's hooks, the watched folder and upkeep."""
        from core.agents.service import AgentService

        # Providers, not services: a session start builds only the retrieval it reads.
        return AgentService(self.context, memories=lambda: self.memories, retrieval=lambda: self.retrieval,
                            conflicts=lambda: self.conflicts, quality=lambda: self.quality)

    @cached_property
    def llm(self) -> ModelService:
        """Optional language models: extraction on capture, ask, harvest."""
        from core.llm.service import ModelService

        return ModelService(self.context, memories=self.memories, retrieval=self.retrieval)

    # -- policy -------------------------------------------------------------------------

    def capture(self, content: str, *, extract: bool = False, actor: str | None = None,
                **fields: Any) -> CaptureResult | ExtractedCapture:
        """Stage a memory as a person or an agent hands it in: through model extraction when asked.

        The one place the "extract on capture" policy lives: extraction runs when
        ``extract`` is true (``memdesk remember --extract``) or ``[extract] enabled = true``
        in the settings; otherwise the text is staged as given. The CLI's and the MCP
        server's ``remember`` both call this.

        Returns:
            :class:`CaptureResult`, or :class:`core.llm.extraction.ExtractedCapture` when
            extraction ran (its ``result`` is the capture).

        Raises:
            As ``engine.memories.remember``; with extraction also NotConfiguredError and
            ProviderError (fail-closed: nothing stored), ValidationError for bad ``[extract]`` settings.
        """
        if extract or self.llm.extraction_enabled():
            return self.llm.remember_extracted(content, actor=actor, **fields)
        return self.memories.remember(content, actor=actor, **fields)

    # -- wiring ---------------------------------------------------------------------------

    def _refresh_context_files(self) -> None:
        """After a decision: rewrite the ``[context] files`` (never raises; see the interop service)."""
        self.interop.refresh_context_files()

    def _judge_for(self, provider: Any) -> Judge:
        """The LLM judge a ``scan(judge=True)`` asks (the configured model, or ``provider``)."""
        from core.llm.judge import judge_from_config

        return judge_from_config(self.settings, provider=provider)

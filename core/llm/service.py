"""The model service: optional language models — extraction on capture, ask, harvest.

``engine.llm`` is a :class:`ModelService`. Nothing here calls a model unless one is
configured (or handed in, as tests do); captures go through the
:class:`~core.memories.service.MemoryService` and answers recall through the
:class:`~core.retrieval.service.RetrievalService` it is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.memories.service import MemoryService
from core.retrieval.service import RetrievalService
from core.service_context import ServiceContext
from core.storage.harvests import HarvestState
from core.text.normalise import normalise_namespace, normalise_optional_namespace

if TYPE_CHECKING:  # the model modules load their HTTP clients; import them only when a model is used
    from core.llm.answering import Answer
    from core.llm.extraction import ExtractedCapture
    from core.llm.harvest import HarvestReport, Progress


class ModelService:
    """Extraction on capture, questions answered from memories, harvest from transcripts.

    Args:
        ctx: the store, settings, clock and default actor.
        memories: stages what extraction and harvest produce.
        retrieval: recalls the memories ``ask`` answers from.
    """

    def __init__(self, ctx: ServiceContext, *, memories: MemoryService, retrieval: RetrievalService) -> None:
        self.ctx = ctx
        self.memories = memories
        self.retrieval = retrieval

    def extraction_enabled(self) -> bool:
        """Whether ``[extract] enabled = true`` (``engine.capture`` then extracts on every capture)."""
        return self.ctx.settings.extract.enabled

    def remember_extracted(self, content: str, *, on_failure: str | None = None, actor: str | None = None,
                           provider=None, **fields: Any) -> ExtractedCapture:
        """Stage a memory with the model's summary, entities, topics (→ tags), kind and importance.

        The caller's own fields win over the model's. Fails closed: a failed or malformed
        extraction stores nothing and raises, unless ``on_failure="stage"`` (or
        ``[extract] on_failure = "stage"``) stages the raw text as pending, marked failed.

        Returns:
            :class:`core.llm.extraction.ExtractedCapture` (``to_dict()`` is the ``remember``
            object plus ``extracted``, ``extraction``, ``extraction_error``).

        Raises:
            NotConfiguredError: no model for ``extract``. ProviderError: the extraction
            failed (nothing stored). ValidationError / RefusedError: as ``remember``.
        """
        from core.llm.extraction import remember_extracted

        return remember_extracted(self.ctx, self.memories.remember, content, on_failure=on_failure, actor=actor,
                                  provider=provider, **fields)

    def ask(self, question: str, *, namespace: str = "", k: int | None = None, kinds: Sequence[str] | None = None,
            actor: str | None = None, provider=None) -> Answer:
        """Answer ``question`` from promoted memories, citing them as ``[#id]``; checked citations.

        With no model configured, no call is made: the ranked memories come back with
        ``mode="no_model"`` and a note saying so.

        Returns:
            :class:`core.llm.answering.Answer`.

        Raises:
            NotConfiguredError: a model is named but unusable. ProviderError: the call failed.
        """
        from core.llm.answering import ask

        return ask(self.ctx.settings, self.retrieval.recall, question, namespace=namespace, k=k, kinds=kinds,
                   actor=actor, provider=provider)

    def harvest(self, paths: Sequence[str | Path], *, namespace: str = "", dry_run: bool = False,
                progress: Progress | None = None, actor: str | None = None, provider=None) -> HarvestReport:
        """Stage durable facts from agent transcripts as pending memories with their evidence.

        Idempotent per file and offset; ``dry_run`` writes nothing. ``progress`` is called
        as ``progress(done_bytes, total_bytes, file_name)``.

        Returns:
            :class:`core.llm.harvest.HarvestReport`.

        Raises:
            NotConfiguredError: no model for ``harvest`` (checked before any file is read).
            ValidationError: a path does not exist.
        """
        from core.llm.harvest import harvest

        return harvest(self.ctx, self.memories.remember_many, list(paths), namespace=normalise_namespace(namespace),
                       dry_run=dry_run, progress=progress, actor=actor, provider=provider)

    def harvested_files(self, *, namespace: str | None = None) -> list[HarvestState]:
        """How far ``harvest`` has read each transcript (path, format, offset, lines, staged count)."""
        ns = normalise_optional_namespace(namespace)
        return self.ctx.store.harvests.list(namespace=ns)

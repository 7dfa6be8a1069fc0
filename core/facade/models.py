"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Optional language models: extraction on capture, ask, harvest. The methods rely on the engine's
``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the feature's
module.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.text.normalise import normalise_namespace


class ModelsFacade:
    """Optional language models: extraction on capture, ask, harvest."""

    def extraction_enabled(self) -> bool:
        """Whether ``[extract] enabled = true``: interfaces then capture through :meth:`remember_extracted`.

        Raises:
            ValidationError: when the ``[extract]`` settings are malformed.
        """
        from core.llm.extraction import extraction_options

        return extraction_options(self.config)[0]

    def remember_extracted(self, content: str, *, on_failure: str | None = None, actor: str | None = None,
                           provider=None, **fields: Any):
        """Stage a memory with the model's summary, entities, topics (→ tags), kind and importance.

        The caller's own fields win over the model's. Fails closed: a failed or malformed
        extraction stores nothing and raises, unless ``on_failure="stage"`` (or
        ``[extract] on_failure = "stage"``) stages the raw text as pending, marked failed.

        Returns:
            :class:`core.llm.extraction.ExtractedCapture` (``to_dict()`` is the ``remember``
            object plus ``extracted``, ``extraction``, ``extraction_error``).

        Raises:
            NotConfiguredError: no model for ``extract``. ProviderError: the extraction
            failed (nothing stored). ValidationError / RefusedError: as :meth:`remember`.
        """
        from core.llm.extraction import remember_extracted

        return remember_extracted(self, content, on_failure=on_failure, actor=actor, provider=provider, **fields)

    def ask(self, question: str, *, namespace: str = "", k: int | None = None, kinds: Sequence[str] | None = None,
            actor: str | None = None, provider=None):
        """Answer ``question`` from promoted memories, citing them as ``[#id]``; checked citations.

        With no model configured, no call is made: the ranked memories come back with
        ``mode="no_model"`` and a note saying so.

        Returns:
            :class:`core.llm.answering.Answer`.

        Raises:
            NotConfiguredError: a model is named but unusable. ProviderError: the call failed.
        """
        from core.llm.answering import ask

        return ask(self, question, namespace=namespace, k=k, kinds=kinds, actor=actor, provider=provider)

    def harvest(self, paths: Sequence[str | Path], *, namespace: str = "", dry_run: bool = False, progress=None,
                actor: str | None = None, provider=None):
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

        return harvest(self, list(paths), namespace=normalise_namespace(namespace), dry_run=dry_run,
                       progress=progress, actor=actor, provider=provider)

    def harvested_files(self, *, namespace: str | None = None) -> list[dict[str, Any]]:
        """How far ``harvest`` has read each transcript (path, format, offset, lines, staged count)."""
        ns = None if namespace is None else normalise_namespace(namespace)
        return [state.to_dict() for state in self.store.harvests.list(namespace=ns)]

"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Contradictions: scanning the corpus and a person's supersede. The methods rely on the engine's
``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the feature's
module.
"""

from __future__ import annotations

from core.conflicts import scan as scanning
from core.llm.judge import judge_from_config
from core.memories.supersede import supersede as supersede_memory
from core.text.normalise import normalise_namespace


class ConflictsFacade:
    """Contradictions: scanning the corpus and a person's supersede."""

    def scan(self, *, namespace: str | None = None, limit: int | None = None, after_id: int | None = None,
             judge: bool = False, judge_provider=None, progress=None, actor: str | None = None):
        """Run the contradiction rules over promoted memories and file proposals (never applies them).

        Args:
            namespace: one namespace, or ``None`` for all (pairs never cross namespaces).
            limit: memories examined this run (default 500); the report's ``next_after`` resumes.
            after_id: resume after this id.
            judge: also ask the configured LLM judge about pairs the rules left open.
            judge_provider: a ready provider (tests inject one with a fake transport).
            progress: ``callback(done, total)`` after each memory examined.

        Returns:
            :class:`core.conflicts.scan.ScanReport` (``to_dict()`` for JSON).

        Raises:
            NotConfiguredError: ``judge`` without ``MEMDESK_JUDGE_MODEL`` / ``[judge] model``.
            ValidationError: a bad ``limit``.
        """
        bound = scanning.check_limit(limit)
        the_judge = judge_from_config(self.config, provider=judge_provider) if judge else None
        ns = None if namespace is None else normalise_namespace(namespace)
        report = scanning.plan_scan(self.store, self.config, namespace=ns, limit=bound, after_id=after_id,
                                    progress=progress, judge=the_judge)
        with self.store.transaction():
            return scanning.file_scan(self.store, report, self._actor(actor))

    def supersede(self, old_id: int, new_id: int, *, reason: str | None = None, actor: str | None = None):
        """A person rules that ``new_id`` replaces ``old_id``: applied now if NEW is promoted, else proposed.

        Returns:
            :class:`core.memories.supersede.SupersedeResult`.

        Raises:
            RefusedError: self, across namespaces, a cycle, OLD already superseded or not
                live, NEW rejected/archived/superseded.
            NotFoundError: an unknown id.
        """
        with self.store.transaction():
            return supersede_memory(self.store, self.config, old_id, new_id, self._actor(actor), reason=reason)

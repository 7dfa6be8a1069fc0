"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Contradictions: scanning the corpus and a person's supersede. The methods rely on the engine's
``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the feature's
module.
"""

from __future__ import annotations

from core.conflicts import scan as scanning
from core.llm import judge as judging
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

    def capture_judge_settings(self) -> tuple[bool, int]:
        """Whether a judge model is set, and ``[judge] max_per_hour`` (validated) for the capture judge.

        Raises:
            ValidationError: a malformed ``[judge] max_per_hour``.
        """
        return judging.judge_configured(self.config), judging.max_per_hour(self.config)

    def judge_captures(self, *, after_id: int | None = None, calls: int | None = None, limit: int | None = None,
                       judge_provider=None, actor: str | None = None):
        """Ask the LLM judge about new captures' pairs the rules found related but left open; file its findings.

        The background half of the judge at capture (the upkeep pass calls it): ``remember``
        never waits for a model. Only a promoted older memory and a pending or promoted newer
        one are paired; a "contradicts" verdict files a ``judge`` proposal, never retires.

        Args:
            after_id: examine memories with ids after this one (a previous pass's ``next_after``).
            calls: the most judge calls this pass may make (default ``[judge] max_per_hour``).
            limit: the most memories examined (default :data:`core.conflicts.judge.CAPTURE_BATCH`).
            judge_provider: a ready provider (tests inject one with a fake transport).

        Returns:
            :class:`core.conflicts.judge.CaptureJudging` (``to_dict()`` for JSON).

        Raises:
            NotConfiguredError: no judge model is set.
            ValidationError: malformed ``[judge]`` settings.
        """
        the_judge = judge_from_config(self.config, provider=judge_provider)
        the_judge.max_calls = judging.max_per_hour(self.config) if calls is None else max(0, int(calls))
        report = judging.plan_capture_judging(self.store, self.config, the_judge, after_id=after_id,
                                              limit=judging.CAPTURE_BATCH if limit is None else int(limit))
        with self.store.transaction():
            return judging.file_capture_judging(self.store, report, self._actor(actor))

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

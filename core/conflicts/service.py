"""The conflict service: contradiction scans and the review envelopes (proposals) a person decides.

``engine.conflicts`` is a :class:`ConflictService`. Accepting a proposal applies it in
one transaction; rules whose acceptance is not a promotion (a ``merge``, a
``retire-ref``) are applied by the acceptor the engine registers for that rule, so the
dispatch is one visible table rather than a hidden call into another feature.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from core.conflicts import capture_judge as capture_judging
from core.conflicts import scan as scanning
from core.memories import review
from core.memories.supersede import SupersedeResult
from core.memories.supersede import supersede as supersede_memory
from core.model.records import Actor, PromoteResult, Proposal
from core.service_context import ServiceContext
from core.text.normalise import normalise_optional_namespace

if TYPE_CHECKING:
    from core.conflicts.kept_readings import KeptReadings
    from core.conflicts.owed import Settled
    from core.llm.judge import Judge


class ProposalAcceptor(Protocol):
    """Applies an accepted proposal of one rule inside the caller's transaction."""

    def __call__(self, proposal: Proposal, actor: Actor) -> PromoteResult: ...


class ConflictService:
    """Contradiction scans, a person's supersede, and deciding review envelopes.

    Args:
        ctx: the store, settings, clock and default actor.
        after_decision: called after an accepted proposal has committed (the engine
            refreshes the ``[context] files``); it must not raise.
        acceptors: by rule, who applies an accepted proposal that is not a promotion
            (``merge`` → quality's merge, ``retire-ref`` → agents' retirement).
        judge_for: builds the LLM judge a ``scan(judge=True)`` asks (given a ready
            provider, or ``None`` for the configured one).
    """

    def __init__(self, ctx: ServiceContext, *, after_decision: Callable[[], object],
                 acceptors: Mapping[str, ProposalAcceptor], judge_for: Callable[[Any], Judge]) -> None:
        self.ctx = ctx
        self.after_decision = after_decision
        self.acceptors = acceptors
        self.judge_for = judge_for

    def scan(self, *, namespace: str | None = None, limit: int | None = None, after_id: int | None = None,
             judge: bool = False, judge_provider=None, progress: scanning.Progress | None = None,
             actor: str | None = None) -> scanning.ScanReport:
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
        the_judge = self.judge_for(judge_provider) if judge else None
        ns = normalise_optional_namespace(namespace)
        report = scanning.plan_scan(self.ctx.store, self.ctx.settings, namespace=ns, limit=bound, after_id=after_id,
                                    progress=progress, judge=the_judge)
        with self.ctx.store.transaction():
            return scanning.file_scan(self.ctx.store, report, self.ctx.operation(actor))

    def keep_readings(self, *, after_id: int | None = None, limit: int = 20_000,
                      examine: int = 200_000) -> KeptReadings:
        """Keep the statement reading of promoted memories lacking a current one (the upkeep's ``readings`` step).

        Args:
            after_id: resume after this id (a previous pass's ``next_after``).
            limit: the most readings made this pass.
            examine: the most memories looked at this pass.

        Returns:
            :class:`core.conflicts.kept_readings.KeptReadings` (``to_dict()`` for JSON).
        """
        from core.conflicts import kept_readings  # the statement model: loaded when there is something to read

        return kept_readings.keep_missing(self.ctx.store, after_id=after_id, limit=max(0, int(limit)),
                                          examine=max(0, int(examine)))

    def settle_owed(self, *, memory_ids: Sequence[int] | None = None, limit: int | None = None,
                    actor: str | None = None) -> Settled:
        """Make the comparisons captures left owed and file what the rules find (:mod:`core.conflicts.owed`).

        Args:
            memory_ids: only these newcomers' (default: the oldest newcomers owing any).
            limit: the most newcomers settled (default :data:`core.conflicts.owed.SETTLE_PER_RUN`).

        Returns:
            :class:`core.conflicts.owed.Settled` (``to_dict()`` for JSON): pairs compared, proposals filed,
            comparisons still owed.
        """
        from core.conflicts import owed

        return owed.settle(self.ctx.store, self.ctx.settings, self.ctx.operation(actor),
                           memory_ids=None if memory_ids is None else list(memory_ids),
                           limit=owed.SETTLE_PER_RUN if limit is None else max(0, int(limit)))

    def capture_judge_settings(self) -> tuple[bool, int]:
        """Whether a judge model is set (``MEMDESK_JUDGE_MODEL`` / ``[judge] model``), and ``[judge] max_per_hour``."""
        judge = self.ctx.settings.judge
        return judge.model is not None, judge.max_per_hour

    def judge_captures(self, *, after_id: int | None = None, calls: int | None = None, limit: int | None = None,
                       judge_provider=None, actor: str | None = None) -> capture_judging.CaptureJudging:
        """Ask the LLM judge about new captures' pairs the rules found related but left open; file its findings.

        The background half of the judge at capture (the upkeep pass calls it): ``remember``
        never waits for a model. Only a promoted older memory and a pending or promoted newer
        one are paired; a "contradicts" verdict files a ``judge`` proposal, never retires.

        Args:
            after_id: examine memories with ids after this one (a previous pass's ``next_after``).
            calls: the most judge calls this pass may make (default ``[judge] max_per_hour``).
            limit: the most memories examined (default :data:`core.conflicts.capture_judge.CAPTURE_BATCH`).
            judge_provider: a ready provider (tests inject one with a fake transport).

        Returns:
            :class:`core.conflicts.capture_judge.CaptureJudging` (``to_dict()`` for JSON).

        Raises:
            NotConfiguredError: no judge model is set.
        """
        the_judge = self.judge_for(judge_provider)
        the_judge.max_calls = self.ctx.settings.judge.max_per_hour if calls is None else max(0, int(calls))
        report = capture_judging.plan_capture_judging(
            self.ctx.store, self.ctx.settings, the_judge, after_id=after_id,
            limit=capture_judging.CAPTURE_BATCH if limit is None else int(limit))
        with self.ctx.store.transaction():
            return capture_judging.file_capture_judging(self.ctx.store, report, self.ctx.operation(actor))

    def supersede(self, old_id: int, new_id: int, *, reason: str | None = None,
                  actor: str | None = None) -> SupersedeResult:
        """A person rules that ``new_id`` replaces ``old_id``: applied now if NEW is promoted, else proposed.

        Returns:
            :class:`core.memories.supersede.SupersedeResult`.

        Raises:
            RefusedError: self, across namespaces, a cycle, OLD already superseded or not
                live, NEW rejected/archived/superseded.
            NotFoundError: an unknown id.
        """
        with self.ctx.store.transaction():
            return supersede_memory(self.ctx.store, self.ctx.settings, old_id, new_id, self.ctx.operation(actor),
                                    reason=reason)

    def proposals(self, *, statuses: Sequence[str] | None = ("open", "held"), rules: Sequence[str] | None = None,
                  limit: int | None = 200, namespace: str | None = None) -> list[Proposal]:
        """Review envelopes, newest first (default: the ones still awaiting a person); ``namespace``: only those
        whose newer memory is of that namespace (``None``: every namespace)."""
        return self.ctx.store.proposals.list(statuses=statuses, rules=rules, limit=limit, namespace=namespace)

    def accept_proposal(self, proposal_id: int, *, actor: str | None = None) -> PromoteResult:
        """Apply one proposal (promoting a pending newcomer applies its whole envelope; a merge merges).

        Raises:
            NotFoundError: no such proposal. RefusedError: it is no longer open.
        """
        store = self.ctx.store
        # Accepting promotes the newcomer with its whole envelope: what its capture still owes is compared first,
        # and a proposal that files refuses (the person read the envelope without it).
        pending = store.proposals.get(proposal_id)
        if pending is not None and pending.memory_id is not None:
            from core.conflicts import owed

            owed.settle_before_deciding(store, self.ctx.settings, self.ctx.operation(actor), [pending.memory_id],
                                        read=[pending.memory_id])
        with store.transaction():
            proposal = store.proposals.get(proposal_id)
            acceptor = self.acceptors.get(proposal.rule) if proposal is not None else None
            if proposal is not None and acceptor is not None:
                result = acceptor(proposal, self.ctx.operation(actor))
            else:
                result = review.accept_proposal(store, self.ctx.settings, proposal_id, self.ctx.operation(actor))
        self.after_decision()
        return result

    def dismiss_proposal(self, proposal_id: int, *, reason: str | None = None, actor: str | None = None) -> None:
        """Rule a proposal wrong; nothing is retired."""
        with self.ctx.store.transaction():
            review.dismiss_proposal(self.ctx.store, proposal_id, self.ctx.operation(actor), reason=reason)

"""The interop service: backups, the Markdown registry, importers and context files.

``engine.interop`` is an :class:`InteropService`. The context block it renders into
files comes from the :class:`~core.retrieval.service.RetrievalService` it is given;
:meth:`InteropService.refresh_context_files` is what the engine calls after each
decision (``[context] auto_refresh``).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core import interop
from core.errors import MemdeskError, ValidationError
from core.interop.backup import document as backup_module
from core.interop.results import BackupWritten, ContextFileWrite, RegistryExport, RestoreReport
from core.retrieval.service import RetrievalService
from core.service_context import ServiceContext
from core.text.normalise import normalise_optional_namespace
from core.version import __version__

_log = logging.getLogger("memdesk.context")


class InteropService:
    """Backups, the Markdown registry, importers from other tools, and context files.

    Args:
        ctx: the store, settings, clock and default actor.
        retrieval: renders the context block written into files.
    """

    def __init__(self, ctx: ServiceContext, *, retrieval: RetrievalService) -> None:
        self.ctx = ctx
        self.retrieval = retrieval

    # -- backup ---------------------------------------------------------------------

    def backup_document(self) -> dict[str, Any]:
        """The whole store as one backup document (a consistent snapshot)."""
        with self.ctx.store.snapshot():
            return backup_module.build_document(self.ctx.store, created_at=self.ctx.now_text(), version=__version__)

    def backup(self, path: str | Path, *, overwrite: bool = False) -> BackupWritten:
        """Write a backup file: where, how many memories, and the count of every table.

        Raises:
            RefusedError: the file exists and ``overwrite`` is false.
        """
        document = self.backup_document()
        written = backup_module.write_document(document, path, overwrite=overwrite)
        counts = {key: len(document[key]) for key in
                  ("memories", "edges", "proposals", "audit", "generations", "migration_log")}
        return BackupWritten(path=str(written), memories=counts["memories"], counts=counts)

    def restore_backup(self, source: str | Path | dict, *, actor: str | None = None) -> RestoreReport:
        """Restore a backup file (or an already-loaded document): validated whole, written all or nothing.

        Returns:
            :class:`RestoreReport` — memories restored, the agent id, whether the store adopted
            it, rows added and skipped by table.

        Raises:
            ValidationError: the document is malformed (nothing written).
            RefusedError: the store belongs to another agent.
        """
        document = source if isinstance(source, dict) else backup_module.read_document(source)
        with self.ctx.store.transaction():
            return RestoreReport(**backup_module.restore_document(self.ctx.store, document, self.ctx.operation(actor)))

    # -- the Markdown registry and importers --------------------------------------------

    def export_markdown(self, directory: str | Path, *, namespace: str | None = None,
                        include_secrets: bool = False) -> RegistryExport:
        """Write the git-diffable Markdown registry (one file per namespace) into ``directory``.

        Args:
            include_secrets: also write memories whose text looks like a credential (staged
                with ``--force``); by default they are left out of a folder made to be committed.

        Returns:
            :class:`RegistryExport` — ``files`` ``[{"path", "namespace", "memories", "changed", "withheld"}]``,
            the files removed and how many memories were withheld.
        """
        return RegistryExport(**interop.markdown.export_registry(self.ctx.store, Path(directory), namespace=namespace,
                                                                 include_secrets=include_secrets))

    def import_from(self, kind: str, path: str | Path | None, *, namespace: str | None = None,
                    statuses: bool | None = None, dry_run: bool = False,
                    progress: interop.apply.Progress | None = None, actor: str | None = None) -> interop.ImportReport:
        """Import another tool's memories (or memdesk's own registry) in one transaction.

        Args:
            kind: a name in :data:`core.interop.FORMATS` (``markdown``, ``claude-code``…).
            namespace: for sources with namespaces, import only that one; otherwise
                the namespace everything lands in.
            statuses: apply the source's statuses (``--promote``); ``None`` = the
                format's default (only memdesk's own registry keeps them by default).
            dry_run: do everything, report it, then roll back: nothing is written.
            progress: called with ``(done, total)`` per record.

        Raises:
            UsageError: unknown kind. ValidationError: unreadable source (nothing written).
        """
        fmt = interop.import_format(kind)
        ns = normalise_optional_namespace(namespace)
        if path is None and not fmt.path_optional:
            raise ValidationError(f"import --from {fmt.name} needs a PATH ({fmt.description})", code="missing_path")
        batch = fmt.read(Path(path) if path is not None else None, namespace=ns, now=self.ctx.now())
        trusted = fmt.statuses_by_default if statuses is None else statuses
        try:
            with self.ctx.store.transaction():
                report = interop.apply_import(self.ctx.store, self.ctx.settings, batch,
                                              lambda: self.ctx.operation(actor), trusted=trusted, exact=fmt.exact,
                                              dry_run=dry_run, progress=progress)
                if dry_run:
                    raise _RollBack(report)
        except _RollBack as stop:
            return stop.report
        if trusted and report.created:
            self.refresh_context_files()
        return report

    # -- context files ----------------------------------------------------------------

    def render_context(self, *, namespace: str = "", budget_chars: int | None = None,
                       soul_dir: str | Path | None = None) -> str:
        """The context block, with SOUL.md / IDENTITY.md from ``soul_dir`` quoted inside it when given.

        Raises:
            ValidationError: unusable soul directory, or soul files larger than the budget.
        """
        if budget_chars is not None and budget_chars < 1:
            raise ValidationError("the context budget must be at least 1 character", code="invalid_budget")
        budget = budget_chars or self.ctx.settings.recall.budget_chars
        sections = interop.context_files.soul_section(Path(soul_dir)) if soul_dir else []
        soul_chars = sum(len(line) + 1 for line in sections)
        if soul_chars >= budget:
            raise ValidationError(f"the soul files take {soul_chars} characters, more than the {budget}-character "
                                  "budget; raise --budget", code="budget_too_small")
        return self.retrieval.context_block(namespace=namespace, budget_chars=budget - soul_chars, sections=sections)

    def write_context(self, paths: Sequence[str | Path], *, namespace: str = "", budget_chars: int | None = None,
                      soul_dir: str | Path | None = None) -> list[ContextFileWrite]:
        """Put the context block into each file (CLAUDE.md, AGENTS.md, a Cursor rule), creating missing ones.

        Returns:
            One :class:`ContextFileWrite` per file — created, replaced, appended or unchanged.

        Raises:
            RefusedError: a file holds several or damaged blocks (that file is left as it was).
        """
        block = self.render_context(namespace=namespace, budget_chars=budget_chars, soul_dir=soul_dir)
        return [ContextFileWrite(**interop.context_files.write_block(Path(p), block, create=True)) for p in paths]

    def refresh_context_files(self) -> list[ContextFileWrite]:
        """Rewrite the ``[context] files`` when ``auto_refresh`` is on; never creates a missing file.

        Called after promote, reject, forget, restore, undo and accepted proposals. It
        never raises: the decision is already committed, so a file that cannot be
        refreshed is reported in the result and logged as a warning instead.
        """
        try:
            enabled, targets = interop.context_files.configured_targets(self.ctx.settings)
        except MemdeskError as exc:
            _log.warning("context auto-refresh skipped: %s", exc.message)
            return [ContextFileWrite(path=None, action="error", detail=exc.message)]
        if not enabled:
            return []
        results: list[ContextFileWrite] = []
        for target in targets:
            try:
                block = self.render_context(namespace=target.namespace, budget_chars=target.budget_chars,
                                            soul_dir=target.soul_dir)
                results.append(ContextFileWrite(**interop.context_files.write_block(target.path, block, create=False)))
            except MemdeskError as exc:
                _log.warning("context auto-refresh of %s failed: %s", target.path, exc.message)
                results.append(ContextFileWrite(path=str(target.path), action="error", detail=exc.message))
        return results


class _RollBack(Exception):
    """Raised inside a transaction to undo it on purpose (dry runs), carrying the report."""

    def __init__(self, report):
        super().__init__("dry run")
        self.report = report

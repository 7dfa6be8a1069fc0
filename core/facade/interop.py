"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Interop: the Markdown registry, importers and context files. The methods rely on the engine's
``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the feature's
module.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core import interop
from core.errors import MemdeskError, ValidationError
from core.text.normalise import normalise_namespace

_log = logging.getLogger("memdesk.context")


class InteropFacade:
    """Interop: the Markdown registry, importers and context files."""

    def export_markdown(self, directory: str | Path, *, namespace: str | None = None) -> dict[str, Any]:
        """Write the git-diffable Markdown registry (one file per namespace) into ``directory``.

        Returns:
            ``{"directory", "files": [{"path", "namespace", "memories", "changed"}], "removed"}``.
        """
        return interop.markdown.export_registry(self.store, Path(directory), namespace=namespace)

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
        ns = None if namespace is None else normalise_namespace(namespace)
        if path is None and not fmt.path_optional:
            raise ValidationError(f"import --from {fmt.name} needs a PATH ({fmt.description})", code="missing_path")
        batch = fmt.read(Path(path) if path is not None else None, namespace=ns, now=self.now())
        trusted = fmt.statuses_by_default if statuses is None else statuses
        try:
            with self.store.transaction():
                report = interop.apply_import(self.store, self.config, batch, lambda: self._actor(actor),
                                              trusted=trusted, exact=fmt.exact, dry_run=dry_run, progress=progress)
                if dry_run:
                    raise _RollBack(report)
        except _RollBack as stop:
            return stop.report
        if trusted and report.created:
            self.refresh_context_files()
        return report

    def render_context(self, *, namespace: str = "", budget_chars: int | None = None,
                       soul_dir: str | Path | None = None) -> str:
        """The context block, with SOUL.md / IDENTITY.md from ``soul_dir`` quoted inside it when given.

        Raises:
            ValidationError: unusable soul directory, or soul files larger than the budget.
        """
        if budget_chars is not None and budget_chars < 1:
            raise ValidationError("the context budget must be at least 1 character", code="invalid_budget")
        budget = budget_chars or self.config.context_budget_chars
        sections = interop.context_files.soul_section(Path(soul_dir)) if soul_dir else []
        soul_chars = sum(len(line) + 1 for line in sections)
        if soul_chars >= budget:
            raise ValidationError(f"the soul files take {soul_chars} characters, more than the {budget}-character "
                                  "budget; raise --budget", code="budget_too_small")
        return self.context_block(namespace=namespace, budget_chars=budget - soul_chars, sections=sections)

    def write_context(self, paths: Sequence[str | Path], *, namespace: str = "", budget_chars: int | None = None,
                      soul_dir: str | Path | None = None) -> list[dict[str, Any]]:
        """Put the context block into each file (CLAUDE.md, AGENTS.md, a Cursor rule), creating missing ones.

        Returns:
            ``[{"path", "action"}]`` — created, replaced, appended or unchanged.

        Raises:
            RefusedError: a file holds several or damaged blocks (that file is left as it was).
        """
        block = self.render_context(namespace=namespace, budget_chars=budget_chars, soul_dir=soul_dir)
        return [interop.context_files.write_block(Path(p), block, create=True) for p in paths]

    def refresh_context_files(self) -> list[dict[str, Any]]:
        """Rewrite the ``[context] files`` when ``auto_refresh`` is on; never creates a missing file.

        Called after promote, reject, forget and restore. It never raises: the
        decision is already committed, so a file that cannot be refreshed is
        reported in the result and logged as a warning instead.
        """
        try:
            enabled, targets = interop.context_files.configured_targets(self.config)
        except MemdeskError as exc:
            _log.warning("context auto-refresh skipped: %s", exc.message)
            return [{"path": None, "action": "error", "detail": exc.message}]
        if not enabled:
            return []
        results = []
        for target in targets:
            try:
                block = self.render_context(namespace=target.namespace, budget_chars=target.budget_chars,
                                            soul_dir=target.soul_dir)
                results.append(interop.context_files.write_block(target.path, block, create=False))
            except MemdeskError as exc:
                _log.warning("context auto-refresh of %s failed: %s", target.path, exc.message)
                results.append({"path": str(target.path), "action": "error", "detail": exc.message})
        return results


class _RollBack(Exception):
    """Raised inside a transaction to undo it on purpose (dry runs), carrying the report."""

    def __init__(self, report):
        super().__init__("dry run")
        self.report = report

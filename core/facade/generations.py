"""Engine methods for one feature, mixed into :class:`core.engine.Engine`.

Identity, generations, soul files, backup and restore (DESIGN §7–8). The methods rely on the
engine's ``store``, ``config``, clock and ``_actor()``; each public one is a thin call into the
feature's module.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.identity import history as gen_history
from core.identity import lineage as gen_lineage
from core.identity.checks import parse_canaries
from core.identity.manifest import parse_manifest
from core.identity.soul import check_soul, write_templates
from core.interop.backup import document as backup_module
from core.text.normalise import normalise_namespace
from core.version import __version__


class GenerationsFacade:
    """Identity, generations, soul files, backup and restore (DESIGN §7–8)."""

    def agent(self) -> dict[str, Any]:
        """The permanent identity: ``{"agent_id", "current_generation", "created_at", "generations"}``."""
        with self.store.snapshot():
            row = self.store.agent_row() or {}
            return {"agent_id": self.agent_id, "current_generation": self.store.generations.current_id(),
                    "created_at": row.get("created_at"), "name": row.get("name"),
                    "generations": self.store.generations.count()}

    def generation_lineage(self) -> dict[str, Any]:
        """Everything the Generations pane draws: ``{"agent_id", "current", "generations", "tree", "log"}``.

        ``generations`` is the flat list (oldest first) with ``marks`` (``promoted``,
        ``forced``, ``rolled_back``, ``rollback_target``, ``rejected``, ``current``);
        ``tree`` nests the same rows as ``{"generation", "children"}``; ``log`` is the
        whole append-only migration log.
        """
        with self.store.snapshot():
            return {"agent_id": self.agent_id, **gen_history.lineage(self.store)}

    def generation_list(self) -> dict[str, Any]:
        """DESIGN §11 ``generation list``.

        Returns:
            ``{"generations": [{"id", "parent", "label", "status", "current"…}], "current"}``.
        """
        view = self.generation_lineage()
        return {"generations": view["generations"], "current": view["current"]}

    def generation_show(self, generation_id: int) -> dict[str, Any]:
        """One generation in full: manifest, seal, last validation, its log entries, children.

        Raises:
            NotFoundError: no such generation.
        """
        with self.store.snapshot():
            return gen_history.show(self.store, generation_id)

    def generation_create(self, *, parent: int | None = None, label: str | None = None,
                          manifest: dict | str | bytes | None = None, actor: str | None = None) -> dict[str, Any]:
        """Stage a generation (parent defaults to the current one). ``manifest`` is a dict or JSON text.

        Returns:
            ``{"generation", "status", "parent", "label"}``.

        Raises:
            ValidationError / RefusedError: the manifest or label breaks a rule (nothing stored).
            NotFoundError: the parent does not exist.
        """
        data = parse_manifest(manifest) if isinstance(manifest, (str, bytes)) else manifest
        with self.store.transaction():
            created = gen_lineage.create(self.store, self._actor(actor), parent_id=parent, label=label, manifest=data)
        return {"generation": created.id, "status": created.status, "parent": created.parent_id,
                "label": created.label}

    def generation_seal(self, generation_id: int, *, soul: dict[str, bytes] | None = None,
                        probes: Sequence[str] | None = None, canaries: Any = None, namespace: str = "",
                        actor: str | None = None) -> dict[str, Any]:
        """Seal a generation: corpus digests, per-memory digests, soul file digests, probes, canaries.

        Args:
            soul: soul file contents by name (SOUL.md, IDENTITY.md, MEMORY.md); the engine
                never opens a path — the CLI reads the directory.
            probes: recall queries that must still find the same memory at validation.
            canaries: ``[{"question", "expect"}]`` (or ``{"canaries": [...]}``).
            namespace: where probes and canaries search.

        Returns:
            ``{"generation", "content_digest", "state_digest", "records", "soul", "probes", "canaries"}``.
        """
        soul_files = check_soul(soul) if soul is not None else None
        canary_list = parse_canaries(canaries) if canaries is not None else None
        ns = normalise_namespace(namespace)
        with self.store.transaction():
            return gen_lineage.seal(self.store, generation_id, self._actor(actor), agent_id=self.agent_id,
                                    now=self.now(), soul=soul_files, probes=list(probes or []),
                                    canaries=canary_list, namespace=ns)

    def generation_validate(self, generation_id: int, *, soul: dict[str, bytes] | None = None,
                            actor: str | None = None) -> dict[str, Any]:
        """Run the continuity checks; ``passed`` is false when any check failed.

        Returns:
            ``{"generation", "passed", "checks": {name: {"status", "detail"}}}`` with the
            checks identity, memory, semantic_state, recall, soul, context, behavioral.
        """
        soul_files = check_soul(soul) if soul is not None else None
        with self.store.transaction():
            return gen_lineage.validate(self.store, generation_id, self._actor(actor), agent_id=self.agent_id,
                                        now=self.now(), soul=soul_files)

    def generation_promote(self, generation_id: int, *, force: bool = False, reason: str | None = None,
                           actor: str | None = None) -> dict[str, Any]:
        """Make a validated generation current (``force`` overrides the gate, and the log says so)."""
        with self.store.transaction():
            return gen_lineage.promote(self.store, generation_id, self._actor(actor), force=force, reason=reason)

    def generation_reject(self, generation_id: int, *, reason: str | None = None,
                          actor: str | None = None) -> dict[str, Any]:
        """Reject a generation that is not current."""
        with self.store.transaction():
            return gen_lineage.reject(self.store, generation_id, self._actor(actor), reason=reason)

    def generation_rollback(self, generation_id: int, *, reason: str | None = None,
                            actor: str | None = None) -> dict[str, Any]:
        """Make an earlier promoted generation current again; touches no memory."""
        with self.store.transaction():
            return gen_lineage.rollback(self.store, generation_id, self._actor(actor), reason=reason)

    def current_soul(self) -> dict[str, Any]:
        """The soul files as sealed by the current generation (what ``memdesk://soul`` can serve).

        Read from the store, never from disk. Returns ``{"generation": id or None,
        "files": {name: {"sha256", "bytes", "text"}}}``; empty when nothing is current
        or the current generation sealed no soul files.
        """
        with self.store.snapshot():
            current = self.store.generations.current_id()
            generation = self.store.generations.get(current) if current is not None else None
        files = ((generation.seal or {}).get("soul") or {}) if generation else {}
        return {"generation": current, "files": files}

    def backup_document(self) -> dict[str, Any]:
        """The whole store as one backup document (a consistent snapshot)."""
        with self.store.snapshot():
            return backup_module.build_document(self.store, created_at=self.now_text(), version=__version__)

    def backup(self, path: str | Path, *, overwrite: bool = False) -> dict[str, Any]:
        """Write a backup file; returns ``{"path", "memories", "counts"}``.

        Raises:
            RefusedError: the file exists and ``overwrite`` is false.
        """
        document = self.backup_document()
        written = backup_module.write_document(document, path, overwrite=overwrite)
        counts = {key: len(document[key]) for key in
                  ("memories", "edges", "proposals", "audit", "generations", "migration_log")}
        return {"path": str(written), "memories": counts["memories"], "counts": counts}

    def restore_backup(self, source: str | Path | dict, *, actor: str | None = None) -> dict[str, Any]:
        """Restore a backup file (or an already-loaded document): validated whole, written all or nothing.

        Returns:
            ``{"restored", "agent_id", "adopted_identity", "added", "skipped"}``.

        Raises:
            ValidationError: the document is malformed (nothing written).
            RefusedError: the store belongs to another agent.
        """
        document = source if isinstance(source, dict) else backup_module.read_document(source)
        with self.store.transaction():
            result = backup_module.restore_document(self.store, document, self._actor(actor))
        self.agent_id = self.store.ensure_agent(self.now_text())
        return result

    def write_soul_templates(self, directory: str | Path) -> dict[str, Any]:
        """Write SOUL.md, IDENTITY.md and MEMORY.md templates (never overwriting); ``{"written", "kept"}``."""
        return write_templates(directory, agent_id=self.agent_id, created=self.now_text())

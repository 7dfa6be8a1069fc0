"""Helpers shared by the generations and backup tests (importable as ``support.generations``)."""

from __future__ import annotations

from dataclasses import dataclass

SMALL = {"inference": {"model": "small-9b", "provider": "local"}, "hardware": {"vram_gb": 12, "gpu": "rtx-3060"}}
LARGE = {"inference": {"model": "large-70b", "provider": "local"}, "hardware": {"vram_gb": 96, "gpu": "h100"},
         "capabilities": {"long_context": True}}


@dataclass
class Corpus:
    """Ids of a small corpus with one supersession and one link."""

    old_db: int      # superseded by new_db
    new_db: int      # the correction, promoted
    editor: int      # promoted, linked to shell
    shell: int       # promoted
    pending: int     # still pending


def seed_corpus(engine) -> Corpus:
    """A corpus whose meaning depends on state: a correction chain, a link, a pending item."""
    old_db = engine.memories.remember("The primary database is PostgreSQL", kind="project").id
    engine.memories.promote([old_db])
    new_db = engine.memories.amend(old_db, "The primary database is ClickHouse").id
    engine.memories.promote([new_db])
    editor = engine.memories.remember("The editor is neovim with lazy.nvim", kind="tooling").id
    shell = engine.memories.remember("The login shell is fish", kind="tooling").id
    engine.memories.promote([editor, shell])
    engine.links.link(editor, shell, "related_to")
    pending = engine.memories.remember("The team meets on Thursdays", kind="project").id
    assert engine.memories.get(old_db).status == "superseded"
    return Corpus(old_db=old_db, new_db=new_db, editor=editor, shell=shell, pending=pending)


def sealed_generation(engine, manifest=None, **seal) -> int:
    """Create and seal a generation; returns its id."""
    generation = engine.generations.create(label="g", manifest=manifest or {}).generation
    engine.generations.seal(generation, **seal)
    return generation


def promoted_generation(engine, manifest=None, **seal) -> int:
    """Create, seal, validate and promote a generation; returns its id."""
    generation = sealed_generation(engine, manifest, **seal)
    assert engine.generations.validate(generation).passed
    engine.generations.promote(generation)
    return generation


def memory_rows(engine) -> list[dict]:
    """Every memory column of every row, for "nothing changed" comparisons."""
    return [dict(row) for row in engine.store.conn.execute("SELECT * FROM memories ORDER BY id")]

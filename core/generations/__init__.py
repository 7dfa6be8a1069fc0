"""Generations: what the agent runs on, sealed, validated and promoted with an auditable lineage.

The modules split along DESIGN §7: :mod:`.manifest` (what a generation declares and
what is refused), :mod:`.digests` (content and state digests of the memory corpus),
:mod:`.soul` (the soul files the CLI reads and ``init`` writes), :mod:`.checks`
(validation), :mod:`.lineage` (statuses, the migration log, the lineage view) and
:mod:`.diff` (two generations side by side). The engine calls them through thin
methods; nothing here opens a file except :func:`.soul.read_soul_dir`, which only the
CLI calls.
"""

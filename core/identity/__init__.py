"""Identity: the agent's permanent id, its soul files and its generations — what it runs on,
sealed, validated and promoted with an auditable lineage.

The modules split along ARCHITECTURE.md §7.4: :mod:`.manifest` (what a generation declares and
what is refused), :mod:`.digests` (content and state digests of the memory corpus),
:mod:`.soul` (the soul files: the one reader, the seal check, the templates),
:mod:`.checks` (validation), :mod:`.lineage` (statuses, the migration log, the lineage
view), :mod:`.history` and :mod:`.diff` (two generations side by side). The engine
calls them through thin methods; nothing here opens a file except the soul reader,
on a folder the operator names.
"""

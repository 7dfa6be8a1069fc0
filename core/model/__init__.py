"""Plain records and vocabularies every layer shares; storage imports only this (and errors, clock, text).

:mod:`.records` holds the dataclasses (``Memory``, ``Hit``, ``Proposal``, ``AuditEntry``,
``Edge``, ``CaptureRule``, ``Generation``, ``LogEntry``, ``Actor`` and the operation
results); :mod:`.vocabulary` the names (statuses, edge types, levels, risk tiers).
Nothing here touches the store or reads a setting.
"""

"""Memory hygiene: links and graphs, staleness, retention and pruning, junk screens,
consolidation proposals and capture rules.

The package imports nothing at package level so that ``core.capture`` can import
``core.hygiene.screens`` without pulling in modules that import capture back.
"""

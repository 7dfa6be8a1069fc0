"""Memory hygiene: links and graphs, staleness, retention and pruning, junk screens,
consolidation proposals and capture rules.

The package imports nothing at package level so that ``core.memories.capture`` can import
``core.memories.junk_screens`` without pulling in modules that import capture back.
"""

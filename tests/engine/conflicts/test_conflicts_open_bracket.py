"""A text with a bracket opened and never closed reaches every reader: none may fail on it."""

from __future__ import annotations


def test_a_bracket_left_open_is_read_as_a_bracket_to_the_end():
    """Round 52's crowded store met it: the tool reader took the first closed bracket of a text that has only an
    open one (an aside cut at a clause break hands the readers "… Linear now (Jira is gone"), and the capture that met
    such a pair failed."""
    from core.conflicts.tool_swap import tool_change

    found = tool_change("The team tracks bugs in Jira.", "The team tracks bugs in Linear now (Jira is gone")
    assert found is not None and "jira → linear" in found
    assert tool_change("We track tasks in Jira", "We track tasks in Linear (keeping Jira for the archive") is None

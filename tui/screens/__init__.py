"""One screen per pane (see tui.panes)."""

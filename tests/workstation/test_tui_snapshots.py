"""Snapshots of every pane at 80×24 and 120×40 in both memdesk themes (and the dialogs at 80×24),
from the scenes ``python -m tui.screenshots`` draws.

Update after an intended change with ``pytest tests/workstation/test_tui_snapshots.py --snapshot-update``
and then ``python -m tui.screenshots`` (the last test checks the two agree).
"""

from __future__ import annotations

import re

import pytest

from support import REPO_ROOT, TESTS_DIR
from tui.scenes import SCENES

# pytest-textual-snapshot keeps them beside the test file, in a folder named after it.
SNAPSHOT_DIR = TESTS_DIR / "workstation" / "__snapshots__" / "test_tui_snapshots"


@pytest.mark.parametrize("scene", SCENES, ids=[s.file_name.removesuffix(".svg") for s in SCENES])
def test_pane_snapshot(scene, snap_compare, tmp_path):
    app = scene.build(tmp_path)
    assert snap_compare(app, terminal_size=scene.size, run_before=scene.run_before)


def _normalised(svg: str) -> str:
    return re.sub(r"\bterminal-\d+-", "terminal-", svg)


def test_committed_screenshots_match_the_snapshots():
    stale = []
    for scene in SCENES:
        name = scene.file_name.removesuffix(".svg")
        snapshot = SNAPSHOT_DIR / f"test_pane_snapshot[{name}].svg"
        picture = REPO_ROOT / "screenshots" / scene.file_name
        if not snapshot.exists() or not picture.exists() or \
                _normalised(snapshot.read_text(encoding="utf-8")) != _normalised(picture.read_text(encoding="utf-8")):
            stale.append(scene.file_name)
    assert stale == [], f"run `python -m tui.screenshots` to refresh: {stale}"

"""Shortcuts on capture's path at 100,000 memories (round 37, branch speed38), each deciding as before.

- ``re``'s pattern cache has room for the literal patterns beside the ones readers build from values
  (:data:`core.conflicts.compiled.RE_CACHE_ROOM`), so a literal one is not pushed out and compiled again.
- :func:`core.conflicts.version_clauses.older_told_replaced` tests for its words before it builds two patterns from
  the older version: the text it gives back must be the one the two patterns give, with and without the words.
"""

from __future__ import annotations

import re

import pytest

from core.conflicts import compiled
from core.conflicts.version_clauses import _REPLACED_AFTER, _REPLACED_BEFORE, older_told_replaced
from core.conflicts.version_swap import version_change


def test_re_cache_has_room_for_built_patterns() -> None:
    assert re._MAXCACHE >= compiled.RE_CACHE_ROOM  # type: ignore[attr-defined]
    # Patterns built from values, more than the old room of 512, leave a literal pattern in the cache.
    literal = r"\bkestrel-(?:alpha|beta)\b"
    re.search(literal, "kestrel-alpha")
    for n in range(700):
        re.search(r"(?<![\w.])" + re.escape(f"{n}.{n}.77") + r"(?!\w)", "nothing here")
    assert (type(literal), literal, 0) in re._cache  # type: ignore[attr-defined]


def _ungated(low_text: str, old_version: str) -> str:
    """The two substitutions as they were made before the cheap test."""
    version = re.escape(old_version)
    gone = f" ; {old_version} dropped ; "
    text = re.sub(rf"\b{_REPLACED_BEFORE}v?{version}(?![\w]|\.\d)", gone, low_text)
    return re.sub(rf"(?<![\w.])v?{version}(?![\w]|\.\d){_REPLACED_AFTER}", gone, text)


@pytest.mark.parametrize(("low_text", "old_version"), [
    ("the kiln controller firmware went out as 7.2, retiring 6.8", "6.8"),
    ("pressroom scanner driver 3.4 is installed; v3.1 was quietly pulled last week", "3.1"),
    ("plotter spooler now at 12.0, replacing version 11.5 everywhere", "11.5"),
    ("the loom tablets run weaveos 9 now", "8"),
    ("weaveos 8 now unsupported on the loom tablets, 9 it is", "8"),
    ("the badge printer stays on 2.2 while 2.3 is tested", "2.2"),
    ("harvest app 4.1 pulled from the store; 4.0 back in use", "4.0"),
    ("PLANNER 5.5 REPLACES 5.4", "5.4"),  # upper case: no pattern (both spelled lower) can match
])
def test_older_told_replaced_gives_what_the_patterns_give(low_text: str, old_version: str) -> None:
    assert older_told_replaced(low_text, old_version) == _ungated(low_text, old_version)


def test_older_told_replaced_unchanged_without_its_words() -> None:
    text = "the glaze mixer firmware moved from 2.0 to 2.1"
    assert older_told_replaced(text, "2.0") is text


def test_version_change_still_reads_a_replaced_older_version() -> None:
    old = "The kiln controller runs firmware 6.8."
    assert version_change(old, "Kiln controller firmware 7.2 went out, superseding 6.8.")
    assert version_change("Kiln controller firmware: 6.8", "Kiln controller firmware 7.2 installed; 6.8 superseded")

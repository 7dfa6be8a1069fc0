"""Word-level differences between two texts (old memory vs its would-be replacement)."""

from __future__ import annotations

import difflib
import re

_WORDS = re.compile(r"\S+\s*")

EQUAL, REMOVED, ADDED = "equal", "removed", "added"


def word_diff(old: str, new: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """Split both texts into ``(op, text)`` runs, marking the words that differ.

    Args:
        old: the earlier text.
        new: the later text.

    Returns:
        ``(old_runs, new_runs)``: concatenating each side's texts gives back the
        input exactly; ``op`` is ``equal``, ``removed`` (old side only) or
        ``added`` (new side only). Comparison ignores case; whitespace is never
        marked on its own.
    """
    old_lead, old_words = _split(old)
    new_lead, new_words = _split(new)
    matcher = difflib.SequenceMatcher(
        a=[w.strip().casefold() for w in old_words], b=[w.strip().casefold() for w in new_words], autojunk=False
    )
    old_runs: list[tuple[str, str]] = []
    new_runs: list[tuple[str, str]] = []
    _push(old_runs, EQUAL, old_lead)
    _push(new_runs, EQUAL, new_lead)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        _append(old_runs, EQUAL if tag == "equal" else REMOVED, old_words[i1:i2])
        _append(new_runs, EQUAL if tag == "equal" else ADDED, new_words[j1:j2])
    return old_runs, new_runs


def _split(text: str) -> tuple[str, list[str]]:
    """Leading whitespace, then each word with the whitespace that follows it."""
    lead = text[: len(text) - len(text.lstrip())]
    return lead, _WORDS.findall(text[len(lead):])


def _append(runs: list[tuple[str, str]], op: str, tokens: list[str]) -> None:
    text = "".join(tokens)
    core = text.strip()
    if op == EQUAL or not core:
        _push(runs, EQUAL, text)
        return
    start = text.index(core)
    _push(runs, EQUAL, text[:start])
    _push(runs, op, core)
    _push(runs, EQUAL, text[start + len(core):])


def _push(runs: list[tuple[str, str]], op: str, text: str) -> None:
    if not text:
        return
    if runs and runs[-1][0] == op:
        runs[-1] = (op, runs[-1][1] + text)
    else:
        runs.append((op, text))

"""A dict held by text, oldest first, that never grows past its bound.

The statement readings a process holds (:mod:`core.conflicts.statement`) and the tokens handed in with kept
readings (:mod:`core.conflicts.tokenized`) are both plain dicts filled from the capture path and the daemon's
upkeep; each drops its oldest entry when full. One function does that for both, so the bound and its
thread tolerance are the same in both places.
"""

from __future__ import annotations

from typing import TypeVar

V = TypeVar("V")


def hold(held: dict[str, V], text: str, value: V, bound: int) -> None:
    """Put ``value`` under ``text`` in ``held``, first dropping the oldest entry when ``held`` is at ``bound``."""
    if len(held) >= bound and text not in held:
        try:
            held.pop(next(iter(held)), None)
        except (RuntimeError, StopIteration):  # another thread (the daemon's upkeep beside a capture) moved it
            pass
    held[text] = value

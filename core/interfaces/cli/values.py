"""The values the command line accepts, checked while it is parsed.

A value that can never be right (``-k 0``, ``get abc``, ``--importance 2``) is a usage
error: argparse reports it and the command exits 2 before anything runs, the same as
for an unknown option. Each checker raises :class:`argparse.ArgumentTypeError` with a
message that says what is accepted; the engine's own checks (same words, where it has
them) still guard the other interfaces.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

# SQLite integers are signed 64-bit: a larger id can name nothing (core.text.normalise.MAX_ID).
MAX_ID = 2**63 - 1


def _whole(text: str) -> int | None:
    raw = text.strip()
    digits = raw[1:] if raw[:1] in "+-" else raw
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 19:
        return None
    return int(raw)


def whole(*, minimum: int | None = None, maximum: int | None = None) -> Callable[[str], int]:
    """A whole number within bounds (either may be open)."""
    if minimum is not None and maximum is not None:
        wanted = f"a whole number from {minimum} to {maximum}"
    elif minimum is not None:
        wanted = f"a whole number ≥ {minimum}"
    elif maximum is not None:
        wanted = f"a whole number ≤ {maximum}"
    else:
        wanted = "a whole number"

    def check(text: str) -> int:
        value = _whole(text)
        if value is None or abs(value) > MAX_ID:
            raise argparse.ArgumentTypeError(f"must be {wanted} (got {text[:40]!r})")
        if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
            raise argparse.ArgumentTypeError(f"must be {wanted} (got {value})")
        return value

    check.__name__ = "whole number"
    return check


def number(*, minimum: float, maximum: float, open_below: bool = False) -> Callable[[str], float]:
    """A number in ``[minimum, maximum]`` (``(minimum, maximum]`` with ``open_below``)."""
    wanted = f"a number in {'(' if open_below else '['}{minimum:g}, {maximum:g}]"

    def check(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be {wanted} (got {text[:40]!r})") from None
        below = value <= minimum if open_below else value < minimum
        if value != value or below or value > maximum:
            raise argparse.ArgumentTypeError(f"must be {wanted} (got {text[:40]})")
        return value

    check.__name__ = "number"
    return check


def _identifier(what: str, example: str) -> Callable[[str], int]:
    def check(text: str) -> int:
        raw = text.strip().lstrip("#")
        if not (raw.isascii() and raw.isdigit()) or len(raw) > 19 or int(raw) > MAX_ID or int(raw) < 1:
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not {what}; {example}")
        return int(raw)

    check.__name__ = what
    return check


memory_id = _identifier("a memory id", "memory ids are whole numbers such as 42 (or #42)")
proposal_id = _identifier("a proposal id", "proposal ids are whole numbers (see `memdesk proposals`)")
generation_id = _identifier("a generation id", "generation ids are whole numbers (see `memdesk generation list`)")
rule_id = _identifier("a capture rule id", "rule ids are whole numbers (see `memdesk rules list`)")
operation = _identifier("an operation number", "operation numbers are whole numbers (see `memdesk show ID`)")


def _engine_check(check: Callable[[str], object], name: str) -> Callable[[str], str]:
    """``text`` if the engine's own normaliser accepts it; its message as a usage error if not."""
    from core.errors import ValidationError

    def run(text: str) -> str:
        try:
            check(text)
        except ValidationError as exc:
            raise argparse.ArgumentTypeError(exc.message) from None
        return text

    run.__name__ = name
    return run


def kind(text: str) -> str:
    """A kind as the engine stores it (``tooling``, ``project-notes``)."""
    from core.text.normalise import normalise_kind

    return _engine_check(lambda value: normalise_kind(value, "fact"), "kind")(text)


def kinds(text: str) -> str:
    """Comma-separated kinds, each a valid kind."""
    from core.text.normalise import normalise_kind

    def each(value: str) -> None:
        for part in value.split(","):
            if part.strip():
                normalise_kind(part, "fact")

    return _engine_check(each, "kinds")(text)


def statuses(text: str) -> str:
    """Comma-separated statuses (``pending,promoted``) or ``all``."""
    from core.text.normalise import normalise_statuses

    return _engine_check(lambda value: normalise_statuses(value.split(",")), "statuses")(text)


def proposal_statuses(text: str) -> str:
    """Comma-separated proposal statuses (``open,held``) or ``all``."""
    from core.model.vocabulary import PROPOSAL_STATUSES

    chosen = [part.strip().lower() for part in text.split(",") if part.strip()]
    unknown = [status for status in chosen if status not in (*PROPOSAL_STATUSES, "all")]
    if unknown or not chosen:
        raise argparse.ArgumentTypeError(f"unknown proposal status {(unknown or [text])[0]!r}; use one of "
                                         f"{', '.join(PROPOSAL_STATUSES)} or all")
    return text


def namespace(text: str) -> str:
    """A namespace (``''`` is the shared one)."""
    from core.text.normalise import normalise_namespace

    return _engine_check(normalise_namespace, "namespace")(text)


def iso_time(text: str) -> str:
    """An ISO-8601 date or time (``2026-03-15``, ``2026-03-15T09:30:00Z``)."""
    from core.clock import parse_time

    return _engine_check(parse_time, "time")(text)


def tags(text: str) -> str:
    """Comma-separated tags, each a valid tag."""
    from core.text.normalise import normalise_tags

    return _engine_check(lambda value: normalise_tags([part for part in value.split(",") if part.strip()]),
                         "tags")(text)

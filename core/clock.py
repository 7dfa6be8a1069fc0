"""Time in one format: UTC ISO-8601 strings that sort lexically.

The engine never calls ``datetime.now`` directly; it takes a ``Clock`` so tests,
snapshots and benchmarks can pin time.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta

from core.errors import ValidationError

Clock = Callable[[], datetime]


def system_clock() -> datetime:
    """The real current time, timezone-aware UTC."""
    return datetime.now(UTC)


def fixed_clock(at: datetime | str) -> Clock:
    """A clock frozen at ``at`` (for tests and screenshots)."""
    moment = parse_time(at) if isinstance(at, str) else at.astimezone(UTC)
    return lambda: moment


def format_time(moment: datetime) -> str:
    """Render as ``YYYY-MM-DDTHH:MM:SS.ffffffZ`` so string order is time order."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    # isoformat, not strftime: "%Y" leaves a year before 1000 unpadded on Linux ("999-05-05…"), which neither sorts
    # with the rest nor parses back
    return moment.astimezone(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


_DATE_ONLY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# A year of fewer than four digits, as stores written before format_time padded it hold ("999-05-05T…"): read as the
# same year, so such a row never stops a recall, a scan or a restore.
_SHORT_YEAR = re.compile(r"^(\d{1,3})(?=-\d{2}-\d{2})")


def parse_time(text: str) -> datetime:
    """Parse an ISO-8601 date or datetime into aware UTC.

    Naive values are taken as UTC; a bare date means midnight UTC.

    Raises:
        ValidationError: when the text is not ISO-8601.
    """
    raw = text.strip()
    if not raw[:4].isdigit():  # every time memdesk writes opens with four digits: the pattern only for an old row
        raw = _SHORT_YEAR.sub(lambda m: m.group(1).zfill(4), raw, count=1)
    try:
        if _DATE_ONLY.match(raw):
            day = date.fromisoformat(raw)
            return datetime(day.year, day.month, day.day, tzinfo=UTC)
        moment = datetime.fromisoformat(raw.replace("Z", "+00:00"))
    except ValueError as exc:
        raise ValidationError(
            f"not an ISO-8601 time: {raw[:40]!r}; use e.g. 2026-03-15 or 2026-03-15T09:30:00Z",
            code="invalid_time",
        ) from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC)
    except OverflowError as exc:  # "0001-01-01T00:00:00+01:00": before the first day a time can hold in UTC
        raise ValidationError(
            f"time out of range: {raw[:40]!r}; give a time between 0001-01-02 and 9999-12-30, e.g. 2026-03-15",
            code="invalid_time",
        ) from exc


def normalise_time(text: str | None) -> str | None:
    """Parse then re-format a user-supplied time; ``None`` passes through."""
    if text is None or str(text).strip() == "":
        return None
    return format_time(parse_time(str(text)))


def days_between(earlier: str, later: datetime) -> float:
    """Days elapsed from the stored time ``earlier`` to ``later`` (never negative)."""
    delta: timedelta = later - parse_time(earlier)
    return max(0.0, delta.total_seconds() / 86400.0)

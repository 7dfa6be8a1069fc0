"""What every importer produces: source records in memdesk's terms, plus what did not map.

A reader turns one foreign format into a :class:`SourceBatch`. It never touches the
store; :mod:`core.interop.apply` is the only code that writes imported data, so every
format gets the same validation, idempotency, status handling and report.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import field
from datetime import UTC, datetime
from typing import Any

from core.clock import format_time
from core.errors import ValidationError
from core.model.lean import lean_dataclass
from core.text.normalise import MAX_EXTERNAL_ID_CHARS, normalise_tag

# Statuses a source can imply; the same words as the memdesk lifecycle.
SOURCE_STATUSES = ("pending", "promoted", "superseded", "stale", "archived", "rejected")
MAX_SUMMARY_CHARS = 1000


@lean_dataclass
class ImportRecord:
    """One memory as a source describes it, already translated to memdesk's fields.

    ``key`` is the record's id inside its source (links and ``superseded_by`` name
    other records by key). ``where`` says where it was found, for messages a person
    can follow ("CLAUDE.md:12", "memories[3]").
    """

    key: str
    content: Any
    where: str
    status: str = "pending"
    kind: str | None = None
    namespace: str = ""
    tags: list[str] = field(default_factory=list)
    refs: list[dict] = field(default_factory=list)
    level: str | None = None
    importance: float | None = None
    confidence: float | None = None
    summary: str | None = None
    event_time: str | None = None
    session: str | None = None
    source: str = "import"
    external_id: str | None = None
    decay_days: int | None = None
    meta: dict = field(default_factory=dict)
    superseded_by: str | None = None
    links: list[tuple[str, str, float]] = field(default_factory=list)
    # Only memdesk's own formats carry these; foreign records leave them unset.
    uid: str | None = None
    created_at: str | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    last_verified: str | None = None
    risk_tier: str | None = None
    pinned: bool = False
    status_reason: str | None = None


@lean_dataclass
class SourceBatch:
    """Everything one reader found: the records, and what it could not carry over.

    ``unmapped`` are notes about whole categories of data ("3 generations were not
    imported: …"); ``skipped`` are single items the reader could not read at all.
    """

    kind: str
    path: str
    records: list[ImportRecord] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)

    def skip(self, where: str, reason: str) -> None:
        """Record an item that could not be read, with the reason."""
        self.skipped.append({"where": where, "reason": reason})

    def note(self, message: str) -> None:
        """Record something the source has that memdesk does not carry over."""
        if message not in self.unmapped:
            self.unmapped.append(message)


def external_id_for(kind: str, source_id: str) -> str:
    """``import:<kind>:<source-id>``: the id that makes re-importing the same record a no-op.

    Ids too long for the column are shortened to a stable hash of the source id.
    """
    candidate = f"import:{kind}:{source_id}"
    if len(candidate) <= MAX_EXTERNAL_ID_CHARS:
        return candidate
    digest = hashlib.sha256(source_id.encode("utf-8")).hexdigest()[:40]
    return f"import:{kind}:sha256:{digest}"


def usable_tags(raw: Iterable[Any], batch: SourceBatch, where: str) -> list[str]:
    """Tags memdesk accepts; every one it cannot take is named in the batch notes."""
    tags: list[str] = []
    for value in raw:
        try:
            tag = normalise_tag(str(value))
        except ValidationError as exc:
            batch.note(f"{where}: tag {str(value)[:40]!r} dropped ({exc.message})")
            continue
        if tag and tag not in tags:
            tags.append(tag)
    if len(tags) > 20:
        batch.note(f"{where}: {len(tags) - 20} tags over memdesk's limit of 20 dropped")
        tags = tags[:20]
    return tags


def clip_summary(text: Any, batch: SourceBatch, where: str) -> str | None:
    """A summary within memdesk's 1,000-character limit (longer ones are cut, and said so)."""
    if text is None:
        return None
    summary = " ".join(str(text).split())
    if len(summary) > MAX_SUMMARY_CHARS:
        batch.note(f"{where}: summary cut to {MAX_SUMMARY_CHARS} characters")
        summary = summary[: MAX_SUMMARY_CHARS - 1] + "…"
    return summary or None


def time_text(value: Any) -> str | None:
    """A source timestamp as memdesk's UTC ISO text.

    Accepts ISO strings, ``datetime``/``date`` objects (YAML) and epoch numbers —
    milliseconds when large (mneme, JavaScript), seconds otherwise.
    """
    if value is None or value == "":
        return None
    if isinstance(value, bool):
        return None
    if isinstance(value, (int, float)):
        seconds = value / 1000.0 if abs(value) > 1e11 else float(value)
        return format_time(datetime.fromtimestamp(seconds, tz=UTC))
    if isinstance(value, datetime):
        moment = value if value.tzinfo else value.replace(tzinfo=UTC)
        return format_time(moment)
    if hasattr(value, "isoformat"):
        return str(value.isoformat())
    return str(value)

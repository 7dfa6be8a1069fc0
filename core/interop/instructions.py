"""An agent instructions file (CLAUDE.md, AGENTS.md, a Cursor rule): one memory per bullet.

Every list item (``-``, ``*``, ``+`` or ``1.``) becomes one memory, its wrapped
continuation lines included; nested items are memories of their own. The file and
line are kept as evidence (a ``file`` ref ``path:line`` and ``meta``), and the
heading the bullet sits under is kept too. Bullets inside code fences and inside
memdesk's own block are not imported: the first are examples, the second are
memdesk's memories already. The file is in force for its agent, so ``--promote``
promotes the bullets.
"""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

from core.errors import ValidationError
from core.interop.records import ImportRecord, SourceBatch, external_id_for
from core.retrieval.context_block import BEGIN_MARKER, END_MARKER
from core.text.normalise import content_hash

KIND = "claude-md"
DEFAULT_KIND = "convention"
_BULLET = re.compile(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(?P<text>\S.*)$")
_HEADING = re.compile(r"^#{1,6}[ \t]+(?P<title>.+?)[ \t#]*$")
_FENCE = re.compile(r"^[ \t]*(```|~~~)")


def read(path: Path, *, namespace: str | None = None, now: datetime | None = None) -> SourceBatch:
    """Read the bullets of one instructions file into records (``namespace`` is the target).

    Raises:
        ValidationError: the file is missing, a directory or not UTF-8.
    """
    path = Path(path).expanduser()
    if not path.is_file():
        raise ValidationError(f"{path} is not a file; give the CLAUDE.md or AGENTS.md to import", code="not_found")
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise ValidationError(f"{path} is not UTF-8 text", code="not_utf8") from None
    batch = SourceBatch(kind=KIND, path=str(path))
    resolved = str(path.resolve())
    for line_no, text, heading in _bullets(lines, batch, path.name):
        where = f"{path.name}:{line_no}"
        batch.records.append(ImportRecord(
            key=where, where=where, content=text, status="promoted", kind=DEFAULT_KIND, namespace=namespace or "",
            source=f"import:{KIND}",
            external_id=external_id_for(KIND, f"{resolved}#{content_hash(text)[:16]}"),
            refs=[{"type": "file", "id": f"{resolved}:{line_no}", "label": f"{path.name} line {line_no}"}],
            meta={KIND: {"file": resolved, "line": line_no, "heading": heading}},
        ))
    return batch


def _bullets(lines: list[str], batch: SourceBatch, name: str) -> list[tuple[int, str, str | None]]:
    """``(line number, text, heading)`` for every bullet outside fences and memdesk's block."""
    found: list[tuple[int, list[str], str | None, int]] = []
    heading: str | None = None
    in_fence = in_block = False
    current: tuple[int, list[str], str | None, int] | None = None
    for number, line in enumerate(lines, 1):
        if BEGIN_MARKER in line:
            in_block, current = True, None
            batch.note(f"{name}:{number}: memdesk's own block skipped (those memories are already in memdesk)")
            continue
        if in_block:
            in_block = END_MARKER not in line
            continue
        if _FENCE.match(line):
            in_fence, current = not in_fence, None
            continue
        if in_fence:
            continue
        bullet = _BULLET.match(line)
        if bullet:
            current = (number, [bullet.group("text").strip()], heading, len(bullet.group("indent")))
            found.append(current)
            continue
        title = _HEADING.match(line)
        if title:
            heading, current = title.group("title").strip(), None
            continue
        # A wrapped line indented under the bullet continues it; anything else ends it.
        if current is not None and line.strip() and len(line) - len(line.lstrip()) > current[3]:
            current[1].append(line.strip())
        elif not line.strip() or current is not None:
            current = None
    return [(number, " ".join(parts), head) for number, parts, head, _ in found]

"""Split text into memory-sized pieces without losing a character of it.

A blank line or a Markdown heading ends a block, and a heading stays with the block
under it. A block longer than the limit is cut at line ends, and a single line
longer than the limit at the limit itself, so every piece fits ``remember`` and the
pieces together hold all of the text (whitespace between blocks aside).
"""

from __future__ import annotations

from core.model.lean import lean_dataclass


@lean_dataclass(frozen=True, compiled_init=False)
class Piece:
    """One piece of a text and the 1-based line it starts on."""

    text: str
    line: int


def split_blocks(text: str, max_chars: int) -> list[Piece]:
    """Paragraph-sized pieces of ``text``, each at most ``max_chars`` characters.

    Args:
        text: any text (Markdown headings are kept with the paragraph under them).
        max_chars: the largest piece (``[capture] max_content_chars``).

    Returns:
        The pieces in order; none is empty.
    """
    blocks: list[Piece] = []
    current: list[str] = []
    start = 0

    def flush() -> None:
        body = "\n".join(current).strip()
        if body:
            blocks.extend(_fit(Piece(body, start), max_chars))
        current.clear()

    for number, line in enumerate(text.splitlines(), start=1):
        is_heading = line.lstrip().startswith("#")
        only_headings = all(c.lstrip().startswith("#") for c in current)
        if (not line.strip() or is_heading) and current and not only_headings:
            flush()
        if line.strip():
            if not current:
                start = number
            current.append(line)
    flush()
    return blocks


def pack(pieces: list[Piece], max_chars: int) -> list[Piece]:
    """Join consecutive pieces (with a blank line) while the result stays within ``max_chars``."""
    packed: list[Piece] = []
    for piece in pieces:
        if packed and len(packed[-1].text) + 2 + len(piece.text) <= max_chars:
            packed[-1] = Piece(packed[-1].text + "\n\n" + piece.text, packed[-1].line)
        else:
            packed.append(piece)
    return packed


def _fit(block: Piece, max_chars: int) -> list[Piece]:
    if len(block.text) <= max_chars:
        return [block]
    pieces: list[Piece] = []
    current: list[str] = []
    size, start = 0, block.line
    for offset, line in enumerate(block.text.split("\n")):
        while len(line) > max_chars:  # one very long line: cut it at the limit
            if current:
                pieces.append(Piece("\n".join(current), start))
                current, size = [], 0
            pieces.append(Piece(line[:max_chars], block.line + offset))
            line = line[max_chars:]
        if current and size + 1 + len(line) > max_chars:
            pieces.append(Piece("\n".join(current), start))
            current, size = [], 0
        if not current:
            start = block.line + offset
        current.append(line)
        size += len(line) + (1 if size else 0)
    if "\n".join(current).strip():
        pieces.append(Piece("\n".join(current), start))
    return [p for p in pieces if p.text.strip()]

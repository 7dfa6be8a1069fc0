"""What a person sees must be what an agent gets: invisible and direction-changing characters.

A memory is stored exactly as captured, but some characters read differently than
they are: a right-to-left override (U+202E) makes ``invoice<RLO>gpj.exe`` display as
"invoiceexe.jpg", a zero-width space splits a word a screen shows whole, an ESC in a
file name rewrites the terminal. Every human surface (CLI, workstation, exported
registry) passes text through :func:`visible`, which names such characters in place
(``<U+202E>``). Capture refuses text made only of invisible characters
(:func:`is_invisible_only`), as it refuses empty text.
"""

from __future__ import annotations

import re
import unicodedata

# Shown by name wherever a person reads memory text: bidi embeddings, overrides,
# isolates and marks; zero-width spaces and joiners that are not part of a script's
# spelling (ZWJ/ZWNJ are: emoji sequences, Persian, Indic scripts); byte-order mark;
# invisible operators; the combining grapheme joiner and Hangul fillers (drawn as nothing, spelled with by no
# script); Unicode tag characters (text hidden from the eye entirely);
# C0/C1 controls other than tab and newline.
HIDDEN = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f"
    "\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069"
    "\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\U000e0000-\U000e007f]"
)
# Default-ignorable and format characters: nothing of them shows on a screen.
_INVISIBLE_EXTRA = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u3164\uffa0\u2800")


def show_char(char: str) -> str:
    """How one hidden character is shown: ``<U+202E>``."""
    return f"<U+{ord(char):04X}>"


def visible(text: str, *, newlines: bool = True) -> str:
    """``text`` with every bidi, zero-width and control character shown by its code point.

    Args:
        newlines: keep ``\\n`` (and tabs) as they are; ``False`` shows them too
            (a one-line surface such as a file name in a report).
    """
    if not text:
        return text
    out = HIDDEN.sub(lambda match: show_char(match.group(0)), text)
    if not newlines:
        out = out.replace("\t", show_char("\t")).replace("\n", show_char("\n")).replace("\r", show_char("\r"))
    return out


def has_hidden(text: str) -> bool:
    """Whether :func:`visible` would change ``text`` (newlines and tabs aside)."""
    return bool(HIDDEN.search(text))


def _is_invisible(char: str) -> bool:
    if char.isspace() or char in _INVISIBLE_EXTRA:
        return True
    category = unicodedata.category(char)
    # Cf: format (zero-width, bidi, soft hyphen, tags); Cc: controls; Mn alone shows nothing;
    # variation selectors are Mn.
    return category in ("Cf", "Cc", "Zs", "Zl", "Zp", "Mn", "Me")


def is_invisible_only(text: str) -> bool:
    """Whether ``text`` holds characters but none a person could see (``"\\u200b"``, ``"\\u202e"``…)."""
    return bool(text) and all(_is_invisible(char) for char in text)

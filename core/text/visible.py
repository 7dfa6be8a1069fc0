"""What a person sees must be what an agent gets: invisible and direction-changing characters.

A memory is stored exactly as captured, but some characters read differently than
they are: a right-to-left override (U+202E) makes ``invoice<RLO>gpj.exe`` display as
"invoiceexe.jpg", a zero-width space splits a word a screen shows whole, an ESC in a
file name rewrites the terminal. Every human surface (CLI, workstation, exported
registry) passes text through :func:`visible`, which names such characters in place
(``<U+202E>``). Capture refuses text made only of invisible characters
(:func:`is_invisible_only`), as it refuses empty text.

Some characters are part of a spelling in one place and a disguise in another: a variation selector after ❤ asks for
the emoji's colour and shows as nothing but the emoji, after a letter it only hides inside the word; the Braille blank
is a cell of Braille beside other cells and a fake space between Latin letters. Those are named only where nothing
spells with them (:func:`_spelled_with`).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

# Shown by name wherever a person reads memory text: bidi embeddings, overrides,
# isolates and marks; zero-width spaces and joiners that are not part of a script's
# spelling (ZWJ/ZWNJ are: emoji sequences, Persian, Indic scripts); byte-order mark;
# invisible operators; the combining grapheme joiner and Hangul fillers (drawn as nothing, spelled with by no
# script); Unicode tag characters (text hidden from the eye entirely);
# C0/C1 controls other than tab and newline.
HIDDEN = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f"
    "\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069"
    "\u00ad\u3164\ufeff\uffa0\ufff9-\ufffb"
    "\U000e0000-\U000e007f]"
)
# Named unless the characters around them spell with them (:func:`_spelled_with`): variation selectors (an emoji's
# presentation, a CJK ideograph's variant), Mongolian free variation selectors, the Braille blank. A soft hyphen
# (U+00AD, above) is always named: a terminal draws it as nothing, so "pass\u00adword" reads as "password".
CONTEXTUAL = re.compile("[\u180b-\u180d\u180f\u2800\ufe00-\ufe0f\U000e0100-\U000e01ef]")
_SHOWN = re.compile(f"{HIDDEN.pattern}|{CONTEXTUAL.pattern}")
_KEYCAP_BASES = frozenset("0123456789#*")
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
    out = shown_hidden(text, show_char)
    if not newlines:
        out = out.replace("\t", show_char("\t")).replace("\n", show_char("\n")).replace("\r", show_char("\r"))
    return out


def shown_hidden(text: str, show: Callable[[str], str]) -> str:
    """``text`` with ``show(char)`` in place of each character :func:`visible` names (:data:`HIDDEN`, and a
    :data:`CONTEXTUAL` one nothing around it spells with); the exported registry writes them as escapes this way."""
    def replace(match: re.Match[str]) -> str:
        char = match.group(0)
        return char if CONTEXTUAL.match(char) and _spelled_with(text, match.start()) else show(char)

    return _SHOWN.sub(replace, text)


def has_hidden(text: str) -> bool:
    """Whether :func:`visible` would change ``text`` (newlines and tabs aside)."""
    return bool(HIDDEN.search(text)) or any(not _spelled_with(text, match.start())
                                             for match in CONTEXTUAL.finditer(text))


def _spelled_with(text: str, at: int) -> bool:
    """Whether the :data:`CONTEXTUAL` character at ``at`` is part of a spelling: after the characters it selects a
    form of (an emoji or another symbol, a keycap's digit, a CJK ideograph, a Mongolian letter), or a Braille blank
    beside another Braille cell. Asked of those only: a :data:`HIDDEN` one is named wherever it stands."""
    char = text[at]
    before = text[at - 1] if at else ""
    after = text[at + 1] if at + 1 < len(text) else ""
    if char == "\u2800":
        return "\u2801" <= before <= "\u28ff" or "\u2801" <= after <= "\u28ff"
    if "\u180b" <= char <= "\u180f":
        return "\u1820" <= before <= "\u18af"
    if "\U000e0100" <= char <= "\U000e01ef":
        return bool(before) and unicodedata.category(before) == "Lo" and ord(before) >= 0x3400
    if before in _KEYCAP_BASES:
        return after == "\u20e3"  # "1️⃣": a digit, the selector, the keycap
    # "❤️", "‼️", "✈️": a symbol or punctuation beyond ASCII takes its emoji or text form; after a letter it hides
    return bool(before) and ord(before) > 0x7F and unicodedata.category(before)[0] in "SP"


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

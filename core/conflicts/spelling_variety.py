"""One variety of a language wanted in writing, told later as another: "British English" / "American spelling".

"The user wants answers in British English" / "The user asked for American spelling in all replies"; "pref:
responses in British English" / "pref: US spelling everywhere — user corrected the earlier note": both notes name
the variety of English the holder's writing is to follow — a slot of one value from a small closed set (British,
American, Canadian, Australian …), told by "English", "spelling" or "conventions". The reply-language reader
(:func:`core.conflicts.preference_swap.reply_language_change`) reads a language; this reads its variety, where
both notes name one.

Not a change: the same variety in other words ("UK spelling" / "British English"), a variety for other writing than
the holder's replies ("docs", "code comments", "the client's copy": another thing), the older variety said to still
hold beside the other ("… US spelling for the American client; British otherwise"), or someone else's ("Kim's
emails use US spelling").
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts.note_dates import undated

# The cheap test first: a word that names writing's variety.
_CUES = ("english", "spelling", "convention", "orthograph")
# "British English", "UK spelling", "American conventions"; "US"/"UK" written in capitals (not the pronoun "us").
_VARIETY = re.compile(r"\b(british|american|canadian|australian|indian|irish|scottish|(?i:us|uk)|U\.S\.|U\.K\.)"
                      r"[ -](?:english|spellings?|conventions|orthography|style)\b", re.IGNORECASE)
_SAME = {"uk": "british", "u.k.": "british", "us": "american", "u.s.": "american"}
# Writing that is not the holder's replies, or another holder, or a scope beside: another thing.
_OTHER = re.compile(r"\b(?:comments?|commits?|docs?|documentation|readme|code|logs?|ui|strings?|copy|tickets?"
                    r"|client|clients|customers?|colleagues?|team|also|too|as well|both|either|when|if|unless"
                    r"|except|otherwise|still|for the|[a-z]+'s)\b")


@lru_cache(maxsize=4096)
def variety(text: str) -> str | None:
    """The one variety of a language ``text`` wants writing in, or ``None``."""
    low = text.lower()
    if not any(cue in low for cue in _CUES):
        return None
    body = undated(text)
    found = set()
    for m in _VARIETY.finditer(body):
        word = m.group(1)
        if word.lower() in ("us", "uk") and not word.isupper():
            continue  # "give us spelling tips": the pronoun
        found.add(_SAME.get(word.lower(), word.lower()))
    if len(found) != 1 or _OTHER.search(body.lower().replace("user's", "user")) is not None:
        return None
    return found.pop()


def variety_change(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` wants writing in another variety of the language than ``old_text`` does, or ``None``."""
    was = variety(old_text)
    if was is None:
        return None
    now = variety(new_text)
    if now is None or now == was:
        return None
    return f"same preference (spelling), {was} → {now}"

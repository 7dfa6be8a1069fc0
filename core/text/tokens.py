"""The one word tokenizer and the one stemmer.

:func:`tokenize` splits text the way SQLite FTS5's ``unicode61`` tokenizer does —
letters and digits, unicode-aware, lower-cased (``_`` separates) — so the terms a query
asks for are the terms the index holds; retrieval parses queries with it and reads
memory text with it. :func:`stem` is a light, deterministic suffix stemmer, enough for
"supports", "supported" and "support" to meet: the contradiction rules and the
restatement fingerprint compare words through it.

Two other readers of text keep their own split because their job differs: the
contradiction rules parse typed values (``eu-west-1``, ``$1,200``, dates; see
:mod:`core.conflicts.text`) and the restatement fingerprint keeps identifiers whole
(:mod:`core.text.similarity`). Both stem through :func:`stem`.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Letters and digits only: exactly what the unicode61 tokenizer keeps.
_WORD = re.compile(r"[^\W_]+", re.UNICODE)


def tokenize(text: str) -> list[str]:
    """Lower-case index tokens of ``text`` (letters and digits, unicode-aware)."""
    return _WORD.findall(text.casefold())


@lru_cache(maxsize=16384)  # the contradiction readers stem the same words of a pair again and again
def stem(word: str) -> str:
    """A light, deterministic stem: enough for "supports"/"supported"/"support" to meet.

    Words of three letters or fewer, and anything that is not all letters (``v2``,
    ``eu-west-1``), are only lower-cased.
    """
    w = word.lower()
    if len(w) <= 3 or not w.isalpha():
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ing") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    elif w.endswith("es") and len(w) > 4 and w[-3] in "sxz":
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("e") and len(w) > 3:
        w = w[:-1]
    if len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiou":
        w = w[:-1]
    return w

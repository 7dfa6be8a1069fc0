"""A handle made of a person's name, beside the name itself: one person told two ways.

"ledger-db owner: @hbaptiste on GitHub" and "ledger-db DRI = Hélène Baptiste": a handle is commonly the person's
names run together — the first name's initial and the surname ("@hbaptiste"), both names ("@helenebaptiste",
"@helene.baptiste"), the surname first ("@baptisteh") — so a value that is such a handle and one that names the
person are one value, not a change of owner.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import pairwise

_HANDLE = re.compile(r"@([\w.-]+)")
_NAME_WORD = re.compile(r"\b[A-Z][\w'’-]+")


def _folded(word: str) -> str:
    """``word`` in lower-case ASCII letters and digits, accents dropped ("Hélène" → "helene")."""
    plain = unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]", "", plain.lower())


def _spellings(first: str, last: str) -> set[str]:
    """The handles people make of a first name and a surname."""
    return {first + last, first[0] + last, first + last[0], last + first, last + first[0], last}


def handle_of_name(one: str, other: str) -> bool:
    """Whether one of the two values holds an ``@`` handle made of a first name and surname the other names."""
    for handles_in, names_in in ((one, other), (other, one)):
        handles = {_folded(h) for h in _HANDLE.findall(handles_in)}
        words = [_folded(w) for w in _NAME_WORD.findall(names_in)]
        pairs = [(a, b) for a, b in pairwise(words) if a and b]
        if handles and any(h in _spellings(a, b) for h in handles for a, b in pairs):
            return True
    return False

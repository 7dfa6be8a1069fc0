"""A person's name told anew after a marriage: the older memory's person told again by the same given name with
another surname, a word of marriage beside it ("Dr. Nadia Koval is the named keyholder" / "keyholder forms now
signed Nadia Rosen after her wedding"). A person's name, not a thing's: :mod:`core.conflicts.naming` reads what a
thing is called.
"""

from __future__ import annotations

import re

from core.conflicts.compiled import compiled
from core.conflicts.note_dates import undated

# A word that says a person took another surname: a marriage, or the name a woman was born with.
_MARRIED = re.compile(r"\b(?:marriage|married|marrying|wedding|wed|n[ée]e|maiden name|took (?:her|his|their) "
                      r"(?:wife's|husband's|spouse's|partner's) (?:sur)?name)\b", re.IGNORECASE)
# A person's full name: a given name and a surname in capitals ("Dr. Ilse Varga", "Ilse Brandauer").
_FULL_NAME = re.compile(r"(?<![\w.\-])(?=([A-Z][a-z]{2,})\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b)")


def married_name(old_text: str, new_text: str) -> str | None:
    """The older memory's person told again by the same given name with another surname, a marriage said beside it
    ("Mar 3: Dr. Nadia Koval is the named keyholder" / "keyholder forms now signed Nadia Rosen after her wedding"):
    one person's name told anew. Not when the older surname is still named in the newer memory (two people, or the
    name kept), nor without a word of marriage (two people who share a given name)."""
    if _MARRIED.search(new_text) is None:
        return None
    old_body, new_body = undated(old_text, dot=True), undated(new_text, dot=True)
    # every given name and surname side by side, a title's run read at each word ("Mistress Agnes Holloway")
    olds = {(g, sur) for g, sur in _FULL_NAME.findall(old_body) if g.lower() not in _NOT_A_GIVEN_NAME}
    for given, surname in _FULL_NAME.findall(new_body):
        for was_given, was_surname in olds:
            # "Dai Pritchard" / "Dai Rhys-Pritchard": a double-barrelled surname holds the older one as its part
            barrelled = "-" in surname and was_surname in surname.split("-")
            kept = compiled(r"(?<![\w-])" + re.escape(was_surname) + r"(?![\w-])").search(new_body) is not None
            if given == was_given and surname != was_surname and not kept and (
                    barrelled or was_surname not in new_body) and surname not in old_body:
                return f"the same person's name told anew after a marriage: {given} {was_surname} → {given} {surname}"
    took = _TOOK_SURNAME.search(new_body)
    if took is not None and len({sur for _, sur in olds}) == 1:
        # "took the surname Castellanos after her June wedding": the older memory's one person, another surname
        (given, was_surname), = list(olds)[:1]
        surname = took.group(1)
        if surname != was_surname and surname not in old_body and was_surname not in new_body:
            return f"the same person's name told anew after a marriage: {given} {was_surname} → {given} {surname}"
    return None


# A surname taken, the person unnamed: "took the surname Castellanos", "has taken her wife's surname, Okoye".
_TOOK_SURNAME = re.compile(r"\b(?:took|takes|taken|taking|adopted|adopts)\s+(?:the|her|his|their|a)\s+"
                           r"(?:[\w'’-]+\s+)?surname,?\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")


# Capitalised words that open a sentence or name a title or a month, never a given name.
_NOT_A_GIVEN_NAME = frozenset("""the our my their his her its this that these those from since after before until
    dear mrs mr ms miss prof sir dame lady lord jan feb mar apr may jun jul aug sep sept oct nov dec january february
    march april june july august september october november december monday tuesday wednesday thursday friday
    saturday sunday""".split())


# A name put beside another ("also signs as", "aka", "as well"): an alias, not the older surname replaced.
_ALIAS_WORD = re.compile(r"\b(?:also|too|as well|aka|alongside|besides|in addition)\b", re.IGNORECASE)
# Where a clause ends: a word of adding said in another clause ("…, and I sign the log that way too") adds to that one.
_CLAUSE_END = re.compile(r"[;:()]|,\s*(?:and|but)\s|\.\s|\s—\s")


def married_name_beside(old_text: str, new_text: str) -> str | None:
    """:func:`married_name` where the newer memory reads as additive ("my pass and payslip both read …", "…, and I
    sign the log that way too"): the marriage name still replaces the older one unless a word of adding stands in
    the clause that gives the new name ("also signs as Nadia Rosen")."""
    found = married_name(old_text, new_text)
    if found is None:
        return None
    new_name = found.rsplit("→", 1)[1].strip()
    body = undated(new_text, dot=True)
    at = body.find(new_name)
    if at < 0:
        return None
    starts = [m.end() for m in _CLAUSE_END.finditer(body) if m.end() <= at]
    ends = [m.start() for m in _CLAUSE_END.finditer(body) if m.start() >= at + len(new_name)]
    clause = body[(starts[-1] if starts else 0):(ends[0] if ends else len(body))]
    return None if _ALIAS_WORD.search(clause) else found

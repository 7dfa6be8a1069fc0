"""The closed sets a thing may be asked for in: a currency, a file format ("reports in euros", "copies as PDFs").

A preference's object may name the form it is handed over in, after the thing ("sales reports in pounds sterling",
"scans as TIFFs") or before it ("CSV exports"): each such word is one value of its set by each of its names ("xlsx"
is Excel, "GBP" pounds sterling), so "in GBP" and "in pounds" are one form and "in euros" another.
:mod:`core.conflicts.attitude` reads an object's forms as modifiers of the thing, not as the slot's scope;
:mod:`core.conflicts.attitude_values` compares two attitudes' forms of one set (:data:`HANDED_AS`).
"""

from __future__ import annotations

# The closed sets a thing may be asked for in. Kept here, not among the statement model's alternatives
# (wording.ALTERNATIVES), which read every text's values.
HANDED_AS = frozenset({"currency", "filetype", "language"})
TOLD_AS = {word: key for key, words in (
    ("currency", "euro euros eur gbp pound pounds sterling usd dollar dollars yen jpy chf franc francs rupees inr"),
    # the forms a document is handed over in, not formats code is written in ("tabs in YAML files": where)
    ("filetype", "pdf pdfs csv csvs comma-separated xlsx xls excel docx odt ods tiff tif tiffs jpeg jpg jpegs png "
                 "pngs"),
    # the language a thing is written or held in ("minutes in Dutch", "briefings in French")
    ("language", "english french spanish german dutch italian portuguese catalan basque polish czech swedish "
                 "norwegian danish finnish greek turkish arabic hebrew hindi japanese korean mandarin cantonese "
                 "chinese russian ukrainian"),
) for word in words.split()}
# One value by its other names: "xlsx" is Excel, "GBP" pounds sterling.
_ONE_FORMAT = {"xlsx": "excel", "xls": "excel", "comma-separated": "csv", "eur": "euro", "gbp": "pound",
               "sterling": "pound", "usd": "dollar", "jpy": "yen", "inr": "rupee", "rupees": "rupee", "tif": "tiff",
               "jpg": "jpeg", "franc": "chf"}
_FILLER = frozenset("files file format formats only plain attachments attachment copies us".split())


def told_value(word: str) -> str:
    """A word of :data:`TOLD_AS` as ``set=value``, one value by each of its names ("PDFs", "xlsx" → "excel")."""
    one = word[:-1] if word.endswith("s") and word[:-1] in TOLD_AS else word
    return f"{TOLD_AS[word]}={_ONE_FORMAT.get(one, one)}"


def values_told_as(rest: list[str], ends: frozenset[str]) -> frozenset[str]:
    """The closed-set values an object's "in / as …" complement names, each as ``set=word`` ("in pounds sterling":
    ``currency=pounds``, ``currency=sterling``), when the complement names only those; else none. ``ends``: the
    reader's words where the complement stops (a boundary of the object, a word of when)."""
    if len(rest) < 2 or rest[0] not in ("in", "as"):
        return frozenset()
    told = []
    for w in rest[1:]:
        if w in ends or w in (",", ";", ".", "(", ")", "—", "–", ":", "from"):
            break  # "… in US dollars from now on": when, after the value
        if w in ("a", "an", "the"):
            continue
        if w in TOLD_AS:
            told.append(told_value(w))
        elif w not in _FILLER:
            return frozenset()
    return frozenset(told)

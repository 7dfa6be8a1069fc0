"""The same holder's one thing wanted in another form: "result summaries in a two-column table" / "… as bullet lists".

:func:`_form_changed` is the last reading :func:`core.conflicts.attitude_change.attitude_change` tries; the forms
are read after "as" or "in" in a text's first clause (:func:`_forms`).
"""

from __future__ import annotations

import re

from core.conflicts.attitude_holders import one_holder
from core.conflicts.attitude_values import _shown
from core.conflicts.attitude_words import FOR, Attitude
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# The form a thing is told in: "summaries *as* bullet lists", "reports *as* CSV", "forecasts delivered *in* plain text".
_FORM_AS = re.compile(r"\b[Aa]s\s+(?:an?\s+|the\s+)?(?P<form>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})")
_FORM_IN = re.compile(r"\b(?:[Aa]s|[Ii]n)\s+(?:an?\s+|the\s+)?(?P<form>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3})")
_FORM_ENDS = frozenset("from for to on at by than and but so since after because unless when while with in".split())


def _forms(pattern: re.Pattern[str], text: str) -> set[str]:
    """The stems of the forms ``pattern`` finds in a text's first clause, each up to where a clause or phrase ends;
    not a name ("in Xcode", "in English", "in GitHub comments"): where or in which language, not a form."""
    clause = re.split(r"[;—–]", undated(text))[0]
    found: set[str] = set()
    for match in pattern.finditer(clause):
        if re.match(r"[A-Z][a-z]", match.group("form")):
            continue
        for word in match.group("form").lower().split():
            if word in _FORM_ENDS:
                break
            found.add(stem(word))
    return found


def _in_forms(word: str, forms: set[str]) -> bool:
    """Whether an attitude's word ("format=paragraphs", "tabl") is one of the forms told."""
    value = word.partition("=")[2] or word
    return value in forms or stem(value) in forms


def _form_changed(old_text: str, olds: tuple[Attitude, ...], news: tuple[Attitude, ...],
                  new_text: str) -> tuple[str, str] | None:
    """The same holder's one thing wanted in another form ("result summaries in a two-column table" / "result
    summaries as bullet lists", "reports on volumes as PDF" / "the volume reports as CSV"): one head, the newer
    thing's modifiers all words of the older one (no narrower thing), the same purpose, the newer form told after
    "as" and the older after "as" or "in", the two forms sharing no word, and not two forms of two closed sets
    ("in English" / "as PDF": a language and a file type are two slots)."""
    new_forms = _forms(_FORM_AS, new_text)
    if not new_forms:
        return None
    old_forms = _forms(_FORM_IN, old_text)
    for new in news:
        if new.polarity != FOR or new.contrast:
            continue
        for old in olds:
            if old.polarity != FOR or old.contrast or old.head != new.head or not (old.exclusive or new.exclusive) \
                    or old.purpose != new.purpose:
                continue
            if old.holder != new.holder and not one_holder(old.holder, new.holder):
                continue
            was_told, now_told = old.words | old.scope, new.words | new.scope
            plain_mods = {m for m in new.modifiers if "=" not in m}
            if not plain_mods <= was_told:
                continue  # "weekly reports as CSV": a narrower thing beside the older one
            was = {w for w in was_told - now_told - {old.head} if _in_forms(w, old_forms)}
            now = {w for w in now_told - was_told if _in_forms(w, new_forms)}
            if not was or not now:
                continue
            keys_was, keys_now = {w.partition("=")[0] for w in was if "=" in w}, \
                {w.partition("=")[0] for w in now if "=" in w}
            if keys_was and keys_now and not keys_was & keys_now:
                continue
            return "value", f"same preference ({_shown(old)}), another form: {' '.join(sorted(now))}"
    return None

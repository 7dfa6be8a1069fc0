"""The older memory's value told as the last of a history, as what came after the newer memory's value, or as kept:
a second fact beside a value that stands (a frame of :mod:`core.conflicts.bounds`, the kept group, so the learned
reader stays closed to it too).

Three shapes, read from where each clause of the newer memory stands in time, never from the words of one pair:

- **a history that ends in the older value, told shorter** — "repo licence: Apache-2.0" / "2017–2019: GPL-3.0
  (pre-rewrite code); Apache since rewrite", "owner: field ops" / "owned by univ. lab until 2022, field ops since",
  "site: https://shopname.com" / "pre-2023 was shopname.net; .com since rebrand": one clause says what holds *since*
  and every word it gives is the older memory's own (whole, or a part of an older word: "Apache" of "Apache-2.0",
  ".com" of a host), another clause gives another value framed as past (a year, a span of years, "until", "pre-",
  "was"); the clause of the present may also be told as what came next ("until 2024 via cam1, then moved to cam3"
  after "…//cam3.laksegard.local/live"). Where the clause that holds now names nothing but "the current <noun>"
  ("…, replaced before current host"), the current value is the older one untold (:func:`history_ends_in_older`);
  another value said ended beside a clause that gives the older value alone ("v2 API sunset 2024-06; all clients on
  v3") is such a history too (:func:`older_after_ended`);
- **a value told as what came before the older one** — "swaps negotiated in the Slack channel" / "Before the Slack
  rollout in 2022, swaps were negotiated over WhatsApp", "linen aprons are preferred" / "In the 2010s, canvas aprons
  were favoured, before linen was adopted": "before" with a word of the older value after it, the rest told in the
  past and no change said (:func:`before_older`);
- **the older thing or attribute said unchanged** — "client updates channel: email" / "client updates: reply within
  24h (channel unchanged)", "handheld app at 6.8" / "server updated to 7.0; handheld app untouched": the noun before
  "unchanged" is the older note's one attribute, or the older thing named by no attribute noun; another attribute
  kept beside a change ("…, port unchanged", "employer unchanged") says nothing of the value that changed
  (:func:`attribute_unchanged`);
- **the older value said still held** — "CODEOWNERS still @kestrel-team — confirmed in audit", "…, Renata still
  editing" (:func:`older_still`).
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_WORD = re.compile(r"[a-z0-9][a-z0-9'’.@/_-]*[a-z0-9]|[a-z0-9]")
# The clauses of a note: a semicolon, a comma, a dash, a bracket.
_CLAUSE = re.compile(r"\s*(?:[;,()\u2014\u2013]|\s-\s)\s*")
# What a clause that holds now says after its value: "since" (with the event or time after it), or "after" closing it.
_SINCE = re.compile(r"^(?P<value>.+?)\s+(?:since\b.*|after)$")
_CURRENT = re.compile(r"\bcurrent\s+[a-z][\w-]*$")
# What frames another clause as past: a year, a span of years, "until", "pre-", "was", "were", "orig.".
_PAST = re.compile(r"\b(?:19|20)\d\d\b|\buntil\b|\btill\b|\bpre-|\b(?:was|were|had been|orig(?:inal(?:ly)?)?)\b")
# A clause of the present told as what came next: "then moved to cam3", "then Apache".
_THEN = re.compile(r"^(?:and\s+)?then\s+(?:(?:moved|switched|changed|went|migrated|shifted|repointed)(?:\s+over)?"
                   r"\s+(?:to|onto)\s+)?(?P<value>.+)$")
# Words a clause of the present may hold beside its value.
_LIGHT = frozenset("the a an its their our my and now is are".split())


def _older_word(word: str, older: set[str]) -> bool:
    """Whether ``word`` is a word of the older text, or a part of one cut at a hyphen or a dot ("apache" of
    "apache-2.0", "bsd-2" of "bsd-2-clause", ".com" of "shopname.com")."""
    word = word.strip(".")
    if word in older:
        return True
    if len(word) < 3:
        return False
    return any(whole.startswith(word + "-") or whole.startswith(word + ".") or whole.endswith("." + word)
               for whole in older)


def history_ends_in_older(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells a history whose clause of the present gives only the older memory's words (or
    "the current <noun>") and another clause a value framed as past (module doc)."""
    low_new = undated(new_text).lower()
    if older_after_ended(old_text, new_text):
        return True
    if "since" not in low_new and "after" not in low_new and "current" not in low_new and "then" not in low_new:
        return False  # the cheap test first
    low_old = undated(old_text).lower()
    if "since" in low_old or "until" in low_old:
        return False  # two histories, compared as they are
    older = set(_WORD.findall(low_old))
    clauses = [c.strip(" .") for c in _CLAUSE.split(low_new) if c.strip(" .")]
    for at, clause in enumerate(clauses):
        since = _SINCE.match(clause) or _THEN.match(clause)
        if since is not None:
            words = [w for w in _WORD.findall(since.group("value")) if w not in _LIGHT]
            if not words or not all(_older_word(w, older) for w in words):
                continue
        elif _CURRENT.search(clause) is None or "replaced" not in clause:
            continue
        if any(_PAST.search(other) for other in clauses[:at]):
            return True
    return False


# "before" and a word of the older value within two words: "before the Slack rollout", "before linen was adopted".
_BEFORE = re.compile(r"\bbefore\s+(?:(?:the|a|an|our|my|their)\s+)?([\w#@.-]+)(?:\s+([\w#@.-]+))?")
_PAST_TOLD = re.compile(r"\b(?:was|were|had|used to)\b|\bin the (?:19|20)\d0s\b")


def before_older(old_text: str, new_text: str, compared: str) -> bool:
    """Whether the newer memory tells its value as what held before the older value came ("before" and a word of the
    value a reader compared on the older side), in the past, with no change said of it."""
    low_new = new_text.lower()
    if "before" not in low_new or " → " not in compared:
        return False
    was = {stem(w) for w in _WORD.findall(compared.rpartition(" → ")[0].lower()) if len(w) > 2}
    now = {stem(w) for w in _WORD.findall(compared.rpartition(" → ")[2].lower())}
    found = _BEFORE.search(low_new)
    if found is None or "before" in old_text.lower():
        return False
    after = {stem(w.strip("#@.")) for w in found.groups() if w}
    if not (after & was) or after & now:
        return False
    closed = re.search(r"[,;.]\s|[,;.]?$", low_new[found.end():])
    rest = low_new[:found.start()] + " " + low_new[found.end() + (closed.end() if closed else 0):]
    if _PAST_TOLD.search(rest) is None:
        return False
    # a change said of the value ("moved the swaps to WhatsApp before the Slack rollout"): a verb of change in the
    # past, or "now"; a change word used as a noun ("shift swaps") says none
    return not any(stem(w) in W.CHANGE_WORDS and (w.endswith("ed") or w in ("now", "became", "went"))
                   for w in _WORD.findall(rest))


# A noun phrase (one or two words) said unchanged: "(channel unchanged)", "UI address unchanged", "owner unchanged"
# ("as before" is :mod:`.standing_kept`'s, which reads what is kept beside it).
_UNCHANGED = re.compile(r"(?:^|[(,;\u2014]\s*|:\s+)((?:[a-z][\w-]*\s+)?[a-z][\w-]*)\s+(?:is\s+|stays\s+|remains\s+)?"
                        r"(?:unchanged|untouched)\b")
# The attributes a memory's value is one of, which the older memory may not name by their noun.
_ATTRIBUTE_NOUNS = frozenset("address url host ip port channel owner owners licence license name handle email "
                             "e-mail inbox maintainer".split())
# Attributes of a person or a thing beside those: one of them kept says nothing of another that changed.
_OTHER_ATTRIBUTES = frozenset("role title employer team id path share version region post job position rate "
                              "schedule time day price size".split())


# A note's key before its colon, and a second attribute told in its value ("employer: Ravelin Bank, title SRE II",
# "addr: 10.20.4.17, port 104"): a note of two attributes, of which one may stay while the other changes.
_NOTE_KEY = re.compile(r"^\s*([^:=]{1,60})[:=]\s*(.*)$", re.DOTALL)
_SECOND_ATTRIBUTE = re.compile(r"[,;\u2014\u2013]\s*(?:title|role|port|share|host|employer|team|owner|licen[cs]e|name"
                               r"|id|path|region|channel|version|address|ip)\b|[a-z]\s*[:=]\s", re.IGNORECASE)


def _part_of_the_value(old_text: str, new_text: str, words: list[str]) -> bool:
    """Whether the words said unchanged are a detail of the older value, not its thing: told in a bracket of the older
    memory ("Seoul (KST)") or written as a code in capitals ("KST unchanged")."""
    told = " ".join(words)
    found = re.search(r"(?<![\w-])" + re.escape(told) + r"(?![\w-])", new_text, re.IGNORECASE)
    if found is not None and found.group(0).isupper():
        return True
    return any(told in inside.lower() for inside in re.findall(r"\(([^()]*)\)", old_text))


def attribute_unchanged(old_text: str, new_text: str) -> bool:
    """Whether the newer memory says the older thing is untouched, named by the older memory's words and no attribute
    noun ("RouteMate server updated to 7.0; handheld app untouched"), or the older note's one attribute unchanged,
    named by a word of its key (an attribute noun may stand beside it: "UI address unchanged" after "kiln controller
    UI: …"); not another attribute said unchanged ("…, port unchanged", "employer unchanged" after "employer: …,
    title …": one kept, the other changed)."""
    low_new = new_text.lower()
    if "unchanged" not in low_new and "untouched" not in low_new:
        return False
    note = _NOTE_KEY.match(undated(old_text).strip())
    older = {stem(w) for w in _WORD.findall(undated(old_text).lower())}
    key = {stem(w) for w in _WORD.findall(note.group(1).lower())} if note is not None \
        and _SECOND_ATTRIBUTE.search(note.group(2)) is None else set()
    for found in _UNCHANGED.finditer(low_new):
        words = found.group(1).split()
        if not any(w in _ATTRIBUTE_NOUNS or w in _OTHER_ATTRIBUTES for w in words) \
                and all(stem(w) in older for w in words) and not _part_of_the_value(old_text, new_text, words):
            return True  # "handheld app untouched", "brokers untouched": the older thing itself kept
        if key and all(w in _ATTRIBUTE_NOUNS or stem(w) in key for w in words) and any(stem(w) in key for w in words):
            return True  # "(channel unchanged)" after "… channel: email": the older note's one attribute kept
    return False


def older_still(new_text: str, compared: str) -> bool:
    """Whether the newer memory tells the older value a reader compared (its whole, a handle, a name) as still held,
    "still" right before or after it ("CODEOWNERS still @kestrel-team — confirmed in audit", "moved to a shared
    sheet, Renata still editing"), or kept by a word of keeping in a later clause ("v4 on staging only; prod stays
    v3"): the older value stands, what else the note tells is another fact."""
    if " → " not in compared or not ("still" in new_text or _KEPT_CUE.search(new_text) is not None):
        return False  # the cheap test first
    was = compared.rpartition(" → ")[0].rpartition(", ")[2].strip()
    if len(was) < 3 and not (was[:1].isdigit() and _KEPT_CUE.search(new_text) is not None):
        return False
    told = re.escape(was)
    if re.search(rf"\bstill (?:(?:with|at|on|under|by) )?{told}(?![\w-])|(?<![\w@#-]){told} (?:is |are )?still\b",
                 new_text, re.IGNORECASE) is not None:
        return True
    # "robot API v4 on staging only; prod stays v3": the older value kept by a part of the thing, in a clause apart
    version = "v?" if was[:1].isdigit() else ""
    kept = rf"\b(?:stays?|stayed|remains?|remained|keeps?|kept) (?:on |at |with )?{version}{told}(?![\w.-])"
    return any(re.search(kept, clause, re.IGNORECASE) is not None for clause in re.split(r"[;—]", new_text)[1:])


# A word of keeping before a value: "stays", "remains", "keeps".
_KEPT_CUE = re.compile(r"\b(?:stays?|stayed|remains?|remained|keeps?|kept)\b")


# A value said ended: the other value of a history whose clause of the present gives the older one.
_ENDED_VALUE = re.compile(r"\b(?:sunset|sunsetted|retired|deprecated|decommissioned|shut down|switched off|eol"
                          r"|end-of-life|turned off|phased out|wound down)\b")
# A value in a clause: a whole token with a digit or a dot inside ("v3", "stg-api.carbonvault.io:9000").
_VALUE_WORD = re.compile(r"(?<![\w.:/@-])(?=[\w.:/@-]*(?:\d|\w\.\w))[\w][\w.:/@-]*[\w]")


def older_after_ended(old_text: str, new_text: str) -> bool:
    """Whether the newer memory says another value ended and gives, in a clause of its own, only the older memory's
    value as what holds: "marketplace public API: v3" / "v2 API sunset 2024-06; all clients on v3" — the older value
    told as the one left, not changed. Not when the ended value is the older one ("v3 sunset; all clients on v4")."""
    if ";" not in new_text and "," not in new_text and "—" not in new_text:
        return False  # the cheap test first: a clause beside another
    low_new = undated(new_text).lower()
    if _ENDED_VALUE.search(low_new) is None:
        return False
    older = set(_WORD.findall(undated(old_text).lower()))
    clauses = [c for c in re.split(r"\s*[;,\u2014]\s*", low_new) if c.strip(" .")]
    at = next((i for i, c in enumerate(clauses) if _ENDED_VALUE.search(c)), None)
    if at is None or any(_older_word(w, older) for w in _VALUE_WORD.findall(clauses[at])):
        return False  # the value said ended is the older one
    for clause in clauses[at + 1:]:
        values = _VALUE_WORD.findall(clause)
        if values and all(_older_word(w, older) for w in values) and _ENDED_VALUE.search(clause) is None \
                and not any(stem(w) in W.CHANGE_WORDS for w in _WORD.findall(clause)):
            return True
    return False

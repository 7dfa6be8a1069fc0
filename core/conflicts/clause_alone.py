"""A change told in one clause of a newer note that says more: read the clause alone.

People hang a second clause on the change they report — why it happened, what came of it, how they feel about it:
"Sponsors hear from me weekly now; the month-end report is gone", "Dovecote Press raised its prices; the newsletter
is printed by Hillside Print now". Each clause alone is a change every reader knows; read whole, the other clause's
words and values stand beside it, and the readers, which compare the two memories' statements whole, find two
subjects and no change.

The last of the rules' readings of a pair in parts (:func:`core.conflicts.rules._read_in_parts`): when nothing read
the newer note whole, each of its two to four clauses — split at a semicolon or at a comma before a pronoun that opens
a clause of its own — is read against the older memory alone, unless it opens with a pronoun for a thing or another
person, and only when the rest speaks of the older memory too (a word in common, not inside an address): one report
of what became of the older fact and what stands now, not a second matter beside it. The whole note must tell no
hedge, trial, addition or past alone (the statement model's flags), and the rest of it nothing that keeps the older
value standing, frames the change in time or condition, leaves it pending or sets another holder beside the older
one (:data:`_KEEPS`), nor the older value the clause's finding compared told with no change of its own; every guard
a finding passes is then asked of the whole pair.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from core.conflicts.note_dates import undated
from core.conflicts.rule_match import Match
from core.conflicts.statement import read
from core.conflicts.told_two_ways import compared_values
from core.text.tokens import stem

# Where a note's clauses part: a semicolon, or a comma before a pronoun that opens a clause of its own — not a comma
# inside a list ("Mon, Wed, Fri") or before an apposition, and not a dash, which in a note as often joins its key to
# its value ("autoclave B (upstairs) — firmware updated to v2.6").
_PARTS = re.compile(r"\s*;\s*|,\s+(?=(?:it|they|we|i|he|she)\b)")
# A clause opening with a pronoun for a thing or another person: read alone it has lost what it speaks of ("…; they
# get water every other day" after the seedlings).
_REFERS_BACK = re.compile(r"^(?:it|they|he|she|this|that|these|those|them)\b", re.IGNORECASE)
# Words in the rest of the note that keep the older value standing, make the clause's change less than one (a plan,
# a trial, a request pending, a frame of time or condition), or set another holder beside the older one.
_KEEPS = re.compile(r"\b(?:still|as well|also|too|for now|until|till|temporar\w*|trial\w*|maybe|might|may|perhaps|"
                    r"during|while|whilst|when|if|before|ahead of|as usual|usual|"
                    r"planning|plan|planned|considering|unless|except|only|both|either|besides|alongside|"
                    r"pending|requested|proposed|decided|agreed|stays?|remains?|keeps?|kept|confirmed|"
                    r"sister|brother|partner|wife|husband|colleague|manager|backup|deputy|secondary|external|"
                    r"this week|today|tonight|on leave|off sick|away|will|going to|then|decision|as before|unchanged|"
                    r"same)\b|['’]ll\b|\?",
                    re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][\w'’-]*")


def clause_change(old_text: str, new_text: str, decide: Callable[[str, str], Match | None]) -> Match | None:
    """The first finding of ``decide`` on the older memory and one clause of the newer note alone, or ``None`` (see the
    module)."""
    # the split first: most notes are one clause, and this runs on every pair no rule decided at capture
    parts = [p for p in _PARTS.split(undated(new_text)) if p and p.strip()]
    if len(parts) < 2 or len(parts) > 4:
        return None
    told = read(new_text)
    if told.hedged or told.temporary or told.additive or told.past_only:
        return None
    said = _stems(undated(old_text))
    for at, part in enumerate(parts):
        if len(_WORD.findall(part)) < 3 or _REFERS_BACK.match(part.strip()) is not None:
            continue
        rest = " ".join(p for k, p in enumerate(parts) if k != at)
        if _KEEPS.search(rest) is not None:
            return None
        if not _speaks_of(rest, said):
            continue  # "The docs site moved …; ui-kit is deprecated": the rest is another matter, read whole it stands
        found = decide(old_text, part.strip())
        if found is not None and not (_older_value_in(rest, found) and not _told_changed(rest)):
            return found
    return None


# A token of an address, a handle or a path ("docs.acme.dev", "@acme/ui-kit"): its parts are no words of the note.
_ADDRESS_LIKE = re.compile(r"\w[.@/]\w|^[@#]")


def _stems(text: str) -> set[str]:
    """The stems of ``text``'s words of four letters or more."""
    return {stem(w.lower()) for w in _WORD.findall(text) if len(w) > 3}


def _speaks_of(rest: str, said: set[str]) -> bool:
    """Whether the rest of the note shares a word of four letters or more (stemmed, ``said`` the older memory's) with
    the older memory: it tells what became of the older fact ("Dovecote Press raised its prices"), so the note is one
    report of one change. Words inside an address are not counted."""
    plain = " ".join(t for t in rest.split() if not _ADDRESS_LIKE.search(t.rstrip(".,;:!)")))
    return bool(_stems(plain) & said)


def _told_changed(rest: str) -> bool:
    """Whether the rest of the note tells a change or a denial of its own ("Dovecote Press raised its prices",
    "LastPass vaults deleted"): what became of the older value, not the older value kept."""
    told = read(rest)
    return told.change or told.negated


def _older_value_in(rest: str, found: Match) -> bool:
    """Whether the rest of the note names a word of the older value the clause's finding compared ("linter: ESLint
    (JS); Ruff for Python", "dashboards: hourly refresh; guild-owned"): told with no change of its own, the older value
    kept beside the clause's."""
    older, _ = compared_values(found.reason, found.detail)
    told = {w.lower() for w in _WORD.findall(rest)}
    return any(w.lower() in told or any(t.startswith(w.lower() + "-") for t in told)
               for w in _WORD.findall(older) if len(w) > 2)

"""The four heuristic contradiction rules (ARCHITECTURE.md §7.3), one function each.

Every rule compares an *older* statement with a *newer* one — the guards in
:mod:`core.conflicts.detector` have already checked namespace, kinds and which is
newer — and answers a :class:`~core.conflicts.rule_match.Match` with a reason a person can read, or ``None``.
``framing`` holds extra words that a whole store shares (see
:func:`core.conflicts.detector.store_framing`); they never count as subject.

:data:`RULES` fixes the order: the first rule that matches names the finding (:func:`first_match`).
:func:`core.conflicts.rules.decide` runs the statement model and the slot readers first, and of these rules only
an exclusive role before them and :data:`LEGACY_FALLBACK` after.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from core.conflicts import wording as W
from core.conflicts.calendar_words import WEEKDAYS
from core.conflicts.rule_match import EXCLUSIVE_ROLE, NEGATION, REMOVAL, VALUE_CHANGE, Match
from core.conflicts.statement import read
from core.conflicts.subject import Statement
from core.text.tokens import stem


def _quote(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return "'" + (text if len(text) <= limit else text[: limit - 1] + "…") + "'"


def _words(statement: Statement, stems: frozenset[str] | set[str]) -> str:
    """The words a person wrote for ``stems``, in the order they appear (stems are for matching only)."""
    seen: dict[str, str] = {}
    for token in statement.tokens:
        if token.stem in stems and token.stem not in seen:
            seen[token.stem] = token.low
    return ", ".join(seen.values()) or ", ".join(sorted(stems))


def removal(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """The newer text says a thing is gone; the older one asserts it.

    Matches: "I uninstalled codegraph" against "codegraph is my primary code-graph tool";
    "I no longer work at Acme" against "I work at Acme as a backend engineer";
    "Prettier was replaced by Biome" against "Prettier formats the frontend code".

    Must not match: when any word of the removed thing is missing from the older
    text ("I uninstalled the Slack desktop app" against "Slack is our team chat");
    when the older text is itself negative or past ("used to depend on lodash");
    when it names the thing only as someone's possession ("codegraph's config lives
    in …"); the replacement ("switched from zsh *to fish*") is never the removed thing.
    """
    if new.removal is None or old.negative:
        return None
    wanted = new.removal.object_words - framing
    if not wanted or not wanted <= old.words:
        return None
    if wanted <= old.possessive_only:
        return None
    return Match(
        REMOVAL,
        f"the newer memory says {_quote(new.removal.object_text)} is gone ({new.removal.cue}); "
        f"the older one still asserts it",
        0.85,
        {"object": sorted(wanted), "cue": new.removal.cue},
    )


def exclusive_role(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """Both texts give one exclusive role (primary/main/default/only…) a different holder.

    Matches: "My primary editor is neovim" against "My primary editor is helix";
    "I use Firefox as my main browser" against "Arc is my main browser".

    Must not match: different roles ("primary editor" vs "primary package manager"),
    a narrower role ("primary editor *for notes*"), different owners ("Alice's main
    language" vs "Bob's"), or values that overlap ("neovim" vs "neovim with LazyVim").
    """
    a, b = old.role, new.role
    if a is None or b is None or a.owner != b.owner:
        return None
    words_a, words_b = a.words - framing, b.words - framing
    if not words_a or words_a != words_b:
        return None
    if not a.values or not b.values or a.values & b.values:
        return None
    if _purpose(old.text, a.value_text, a.role_text) or _purpose(new.text, b.value_text, b.role_text):
        return None  # "… are preferred by the client to cut freight costs": what the role is held for, not its holder
    # The times a role holds for, not its values ("Mornings are preferred" / "Evenings are preferred" is one role).
    when_a = _whens(old.text) - _whens(a.value_text)
    when_b = _whens(new.text) - _whens(b.value_text)
    if when_a and when_b and not when_a & when_b:
        return None  # "Tea is preferred in the mornings" / "Coffee is preferred in the afternoons": two times
    if _two_things(a.value_text, b.value_text) and not read(new.text).change:
        return None  # "Detailed code comments are preferred" / "Brief commit messages are preferred": two things
    return Match(
        EXCLUSIVE_ROLE,
        f"both name the {b.role_text.lower()}: {_quote(a.value_text)} vs {_quote(b.value_text)}",
        0.9,
        {"role": sorted(words_b), "old_value": a.value_text, "new_value": b.value_text},
    )


def _purpose(text: str, value_text: str, role_text: str) -> bool:
    """Whether the value a role was read with is an infinitive of purpose after the role ("preferred by the client to
    cut freight costs": a verb and its object); not a value a change takes the role to ("switched the default branch
    to main", "taken our standard weight down to 140 grams"), nor one told before the role."""
    words = value_text.split()
    if len(words) < 2 or not words[0].isalpha() or not words[0].islower():
        return False
    found = re.search(r"(?<![\w-])" + re.escape(words[0]) + r"\b", text)
    role = text.lower().find(role_text.lower())
    if found is None or not 0 <= role < found.start():
        return False
    before = re.search(r"([\w'’-]+)\s+to\s*$", text[:found.start()])
    return before is not None and before.group(1).lower() not in ("over", "back", "down", "up") \
        and stem(before.group(1).lower()) not in W.CHANGE_WORDS


# A part of the day or the week a role may hold for ("in the mornings", "on Fridays", "at weekends").
_WHEN = re.compile(r"\b(morning|afternoon|evening|night|weekend|weekday|" + "|".join(WEEKDAYS) + r")s?\b")


def _whens(text: str) -> frozenset[str]:
    return frozenset(_WHEN.findall(text.lower()))


def _two_things(old_value: str, new_value: str) -> bool:
    """Whether two values of a role are each a noun with its modifiers and share no word: two things, each held
    in that role ("detailed code comments" / "brief commit messages"), not one thing's two values ("dark themes"
    / "light themes", "tea" / "coffee")."""
    def nouns(value: str) -> set[str] | None:
        words = value.split()
        if any(not w.strip(",.").isalpha() or (k and w[:1].isupper()) for k, w in enumerate(words)):
            return None  # a product or a name ("the Dell U2720Q", "Google Meet"): one value, not a thing
        return {stem(w.strip(",.").lower()) for w in words if w.lower() not in W.STOP_WORDS}

    a, b = nouns(old_value), nouns(new_value)
    return a is not None and b is not None and len(a) >= 2 and len(b) >= 2 and not a & b


def value_change(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """Same subject, and exactly one kind of value changed (number, date, version, id, name).

    Matches: "the deadline is March 15" against "the deadline moved to April 2";
    "The API listens on port 8080" against "The API listens on port 9090".

    Must not match: a different subject ("the admin UI listens on port 9090"), a
    newer text that adds subject words ("the office *party* is in Munich"), values
    where the old one is still present ("port 8080 and 8443"), two values changing at
    once ("Release 4.2 … July 1" vs "Release 4.3 … August 5" are two releases), or
    two dated events ("I ran 5 km yesterday" / "I ran 10 km today").
    """
    if old.anchors and new.anchors:
        return None
    subject_old, subject_new = old.subject - framing, new.subject - framing
    if not subject_new or not subject_new <= subject_old or len(subject_old - subject_new) > 1:
        return None
    common = set(old.values) & set(new.values)
    changed = [slot for slot in sorted(common) if old.values[slot] != new.values[slot]]
    if len(changed) != 1:
        return None
    slot = changed[0]
    if not (old.values[slot] - new.values[slot]) or not (new.values[slot] - old.values[slot]):
        return None
    what = slot.split(":")[0]
    return Match(
        VALUE_CHANGE,
        f"same subject ({_words(new, subject_new)}), different {what}: "
        f"{_quote(old.value_text.get(slot, ''))} → {_quote(new.value_text.get(slot, ''))}",
        0.8,
        {"subject": sorted(subject_new), "slot": slot,
         "old_value": old.value_text.get(slot, ""), "new_value": new.value_text.get(slot, "")},
    )


def negation(old: Statement, new: Statement, framing: frozenset[str]) -> Match | None:
    """One text asserts what the other denies, word for word otherwise.

    Matches: "The CI runs on every push" against "The CI does not run on every push";
    "The repo does not use git LFS" against "The repo uses git LFS".

    Must not match: both negative ("not a morning person" / "not a night person"),
    or any difference in the other words ("tests don't run on *draft PRs*").
    """
    if old.negative == new.negative:
        return None
    a, b = old.content - framing, new.content - framing
    if not a or a != b:
        return None
    denied = "newer" if new.negative else "older"
    return Match(
        NEGATION,
        f"the {denied} memory denies what the other asserts: {_quote(new.text)} vs {_quote(old.text)}",
        0.75,
        {"words": sorted(a)},
    )


Rule = Callable[[Statement, Statement, frozenset], "Match | None"]
RULES: tuple[tuple[str, Rule], ...] = (
    (REMOVAL, removal),
    (EXCLUSIVE_ROLE, exclusive_role),
    (VALUE_CHANGE, value_change),
    (NEGATION, negation),
)
RULE_NAMES = tuple(name for name, _ in RULES)
# The phrase rules :func:`decide` still runs after the statement model: the removal of a thing
# itself and a denial word for word. Value changes are the statement model's alone.
LEGACY_FALLBACK: tuple[tuple[str, Rule], ...] = ((REMOVAL, removal), (NEGATION, negation))

def first_match(old: Statement, new: Statement, framing: frozenset[str] = frozenset(),
                rules: tuple[tuple[str, Rule], ...] | None = None) -> Match | None:
    """The first rule (in :data:`RULES` order) that finds the newer text contradicts the older.

    Hedged or conditional texts ("might switch to helix", questions) never match.
    """
    if old.hedged or new.hedged:
        return None
    for _, rule in RULES if rules is None else rules:
        found = rule(old, new, framing)
        if found is not None:
            return found
    return None

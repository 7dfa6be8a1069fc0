"""Frames in which a newer preference stands beside the older one rather than replacing it: a guard every finding
passes (:func:`core.conflicts.framed_apart.framed_apart`).

- **the older setting widened** — the newer memory tells the preference over more than the older setting and names
  that setting as included (unless the older memory held it to that setting "only", which the widening ends):
  "British spelling across all centre documents, *not just leaflets*", "snake_case across every repo, *not only the
  SMTP client*": the older preference still holds, on a wider ground;
- **one occasion or an exception** — "*for this one* release post, a long write-up", "*just this once*", "*exception:*
  leave unittest in the legacy module", "For the Vienna property *alone*, …": the standing preference is untold;
- **a preference held back then** — told in a past passive with a year the older memory does not give ("In her
  first season (2019), weekday shifts were preferred");
- **the older preference reaffirmed** — "reaffirmed: keep PR descriptions brief": the same preference said again;
- **another thing of one occasion** — "prefers ventilation off during salting" / "prefers salting done by hand": the
  one preference for a thing during the occasion, the other for how the occasion is done (:func:`occasion_preferred`);
- **another person's** — each memory opens on a preference verb whose subject names someone other than the writer,
  and the two subjects share no word and neither is named in the other memory ("the food bank director likes …" /
  "the treasurer prefers …"): two people's tastes.
"""

from __future__ import annotations

import re

from core.conflicts.attitude import attitudes
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# "not just leaflets", "not only in the SMTP client", "as well as the lab", "and not merely reviews".
_WIDENED = re.compile(r"\b(?:not (?:just|only|merely|solely)|as well as|beyond (?:just )?)\s+(?:(?:in|on|for|at|the|"
                      r"a|an|my|our|their|his|her)\s+)*(?P<told>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})", re.IGNORECASE)
# One occasion, or an exception beside the standing rule.
_ONE_OFF = re.compile(r"\bfor (?:this|that) one\b|\bjust this once\b|\bthis time only\b|\bone-off\b"
                      r"|\bas an exception\b|^\W*(?:exception|one exception)\s*[:—–-]"
                      # "For the Vienna property alone, …": one place's exception, fronted (not "relies on X alone")
                      r"|^\W*(?:for|on|in|at) (?:the |this |that )?[\w'’ -]{2,40}? alone\s*,", re.IGNORECASE)
# A year the newer preference held in, told in a past passive: "In her first season (2019), weekday shifts were
# preferred": history, not a change.
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
_PAST_PASSIVE = re.compile(r"\b(?:was|were) (?:\w+ )?(?:preferred|favou?red|wanted|liked|chosen|requested)\b",
                           re.IGNORECASE)
_REAFFIRMED = re.compile(r"\b(?:reaffirm(?:s|ed)?|re-affirm(?:s|ed)?|re-?confirm(?:s|ed)? (?:the )?same)\b",
                         re.IGNORECASE)
_WORD = re.compile(r"[a-z][\w'-]*")
_ONLY = re.compile(r"\b(?:only|just|solely|exclusively)\b", re.IGNORECASE)
_LIGHT = frozenset("the a an in on for at of to and my our their his her".split())


def _stems(text: str) -> set[str]:
    return {stem(w) for w in _WORD.findall(text.lower()) if w not in _LIGHT}


def widened(old_text: str, new_text: str) -> bool:
    """Whether the newer memory names a setting of the older one as included in a wider one ("…, not just
    leaflets"): every content word after the "not just" is one the older memory says."""
    if _ONLY.search(old_text) is not None:
        return False  # "bullet points only" / "…, not just bullets": the older "only" is what the newer one ends
    olds = _stems(undated(old_text))
    for found in _WIDENED.finditer(undated(new_text)):
        told = _stems(found.group("told"))
        if told and told <= olds:
            return True
    return False


def one_off(old_text: str, new_text: str) -> bool:
    """Whether the newer memory tells its value for one occasion or as an exception the older one does not."""
    return _ONE_OFF.search(undated(new_text)) is not None and _ONE_OFF.search(undated(old_text)) is None


def held_back_then(old_text: str, new_text: str) -> bool:
    """Whether the newer preference is told in a past passive with a year the older memory does not give."""
    body = undated(new_text)
    return _PAST_PASSIVE.search(body) is not None and _YEAR.search(body) is not None \
        and _YEAR.search(undated(old_text)) is None


def reaffirmed(new_text: str) -> bool:
    """Whether the newer memory says a preference was reaffirmed: the older one told again."""
    return _REAFFIRMED.search(new_text) is not None


# The subject of a preference verb opening a memory: "The food bank director likes …", "Treasurer prefers …".
_SUBJECT = re.compile(r"^\W*(?P<subject>(?:[\w'’.-]+\s+){1,5}?)(?:now\s+|also\s+|still\s+|really\s+)?"
                      r"(?:prefers|likes|loves|wants|favou?rs|hates|dislikes|asks for|asked for)\b")
# Subjects that are the writer or the user, or name nobody.
_SELF = frozenset("i we the user user users me my our a an new now also still really".split())


def _subject(text: str) -> set[str] | None:
    """The words of the subject a memory's opening preference verb has, lower-cased; ``None`` for none, a
    pronoun or the writer."""
    found = _SUBJECT.match(undated(text))
    if found is None:
        return None
    words = [w.strip(".,'’").lower() for w in found.group("subject").split()]
    words = [w for w in words if w and w not in _SELF]
    if not words or any(w in ("he", "she", "they", "it", "you", "i", "we") for w in words):
        return None
    return set(words)


def other_people_prefer(old_text: str, new_text: str) -> bool:
    """Whether each memory's preference is held by a named subject, the two sharing no word and neither named in
    the other memory ("the food bank director likes printed agendas" / "the treasurer prefers agendas by email")."""
    was, now = _subject(old_text), _subject(new_text)
    if was is None or now is None or was & now:
        return False
    low_old, low_new = old_text.lower(), new_text.lower()
    return not any(re.search(rf"\b{re.escape(w)}\b", low_new) for w in was) \
        and not any(re.search(rf"\b{re.escape(w)}\b", low_old) for w in now)


def occasion_preferred(old_text: str, new_text: str) -> bool:
    """Whether one memory prefers something *during* an occasion and the other prefers how that occasion itself is
    done ("prefers ventilation off during salting" / "prefers salting done by hand"): the occasion's head is the
    other's scope, and neither memory names the other's thing — two preferences of one occasion, not one changed."""
    if "prefer" not in old_text.lower() and "like" not in old_text.lower() and "want" not in old_text.lower():
        return False  # the cheap test first: a word of preferring in the older memory
    olds, news = attitudes(old_text), attitudes(new_text)
    if len(olds) != 1 or len(news) != 1:
        return False
    (old,), (new,) = olds, news
    if old.holder != new.holder or old.polarity != new.polarity:
        return False
    for (during, told), doing in (((old, old_text), new), ((new, new_text), old)):
        if doing.head in during.scope and not doing.scope and not (during.words & doing.words) \
                and any(stem(found.group(1)) == doing.head for found in _OCCASION.finditer(told.lower())):
            return True
    return False


# The occasion a preference is held during: "during salting", "while firing" ("in place of …" names no occasion).
_OCCASION = re.compile(r"\b(?:during|while|whilst|when)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w-]*)")


def preference_apart(old_text: str, new_text: str) -> bool:
    """Whether the newer preference stands beside the older one (see the module doc)."""
    return widened(old_text, new_text) or one_off(old_text, new_text) or reaffirmed(new_text) \
        or other_people_prefer(old_text, new_text) or held_back_then(old_text, new_text) \
        or occasion_preferred(old_text, new_text)

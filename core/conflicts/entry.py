"""A pair as every reader takes it in: the note-taker's shorthand spelled out, a label that only says what kind of
message a note is ("FYI:") and a closing bracket that only says who told it ("(user said)") left off, and a newer
note opening in lower case with a name the older one capitalises written as the older one writes it.

The rules (:func:`core.conflicts.rules.decide`), the question for the judge (:func:`core.conflicts.rules.undecided`),
the learned reader and the readings kept with a memory (:mod:`core.conflicts.kept_readings`) all enter a text here,
so none of them weighs a word the others never see.
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W


@lru_cache(maxsize=256)  # the learned reader enters a pair the rules entered just before
def entered(old_text: str, new_text: str) -> tuple[str, str]:
    """The pair as every reader takes it in, cleaned once: "w/" and "w/o" spelled out, without a label that only
    says what kind of message a note is ("FYI:", "NOTE:"), without a closing bracket that only says who told it
    ("(user said)"), and a newer note opening in lower case with a name the older one capitalises written as the
    older one writes it.

    The rules (:func:`decide`), the question for the judge (:func:`undecided`) and the learned reader
    (:mod:`core.conflicts.learned_reader`) all read the pair through here, so none of them weighs a label the
    others never see."""
    new_text = _opening_name_as_older(old_text, entered_older(new_text))
    return entered_older(old_text), new_text


@lru_cache(maxsize=8192)  # the newcomer is entered again beside each of its candidates
def entered_older(text: str) -> str:
    """The older text of a pair as :func:`entered` takes it in (it depends on that text alone): the text whose
    reading :mod:`core.conflicts.kept_readings` keeps with a memory."""
    return _unattributed(_unlabelled(_spelled_out(text)))


# A note-taker's shorthand for a joining word ("replaced pylint w/ ruff", "w/o the VPN"), never part of a path.
_SHORTHAND = re.compile(r"(?<![\w./-])w/(o)?(?=\s)", re.IGNORECASE)


def _spelled_out(text: str) -> str:
    """The note with "w/" and "w/o" written as "with" and "without", so every reader sees the joining word."""
    if "w/" not in text and "W/" not in text:
        return text
    return _SHORTHAND.sub(lambda m: "without" if m.group(1) else "with", text)


# A label that only says what kind of message the note is ("FYI:", "Update —", "Heads up:"): no key of it.
_LABEL = re.compile(r"^\s*(?:fyi|update|correction|heads[- ]up|psa|reminder|btw|note)\s*(?::|—|–|\s-\s)\s*",
                    re.IGNORECASE)


def _unlabelled(text: str) -> str:
    """The note without a label that opens it and says only what kind of message it is ("FYI: We moved retro to
    Thursday mornings"): read as if it had none."""
    if text[:1] not in "FfUuCcHhPpRrBbNn":
        return text
    found = _LABEL.match(text)
    return text if found is None or found.end() == len(text) else text[found.end():]


# Who said it, in a bracket that ends the note: "(user said)", "(per the user)", "(confirmed by the user)".
# A bare "(user)" names a holder ("maintainer: sole (user)"), not who told it: a lead or a verb of telling is asked.
_ATTRIBUTION = re.compile(r"\s*\((?:(?:per|via|from|according to|as) (?:the )?(?:user|me)(?:'s words)?"
                          r"|(?:the )?(?:user|me) (?:said|says|confirmed|mentioned|told me|reported|noted|asked))"
                          r"\)\s*\.?\s*$"
                          r"|\s*\((?:said|confirmed|mentioned|reported|noted|told) (?:by )?(?:the )?user\)\s*\.?\s*$"
                          # "(user request)", "(at the user's request)", "(per user request)": who asked, not what holds
                          r"|\s*\((?:(?:at|per|on) )?(?:the )?user(?:'s)? request(?:ed)?\)\s*\.?\s*$"
                          # a trailing ", per user" / ", per the user" / "— according to the user" without a bracket
                          r"|\s*(?:,|—|–|\s-)\s*(?:per|according to|as told by) (?:the )?user\s*\.?\s*$",
                          re.IGNORECASE)


def _unattributed(text: str) -> str:
    """The note without a bracket at its end that only says who told it ("… on uv (user said)", "… (user request)") or
    a trailing ", per user": the source, not what holds, so the note is read as if it had none."""
    if not text.rstrip(" .").endswith((")", "user", "User")):
        return text
    found = _ATTRIBUTION.search(text)
    return text if found is None or found.start() == 0 else text[:found.start()]


_FIRST_WORD = re.compile(r"[a-z][\w-]*")
_OLD_WORDS = re.compile(r"[\w-]+")


def _opening_name_as_older(old_text: str, new_text: str) -> str:
    """ "Dana is employed by Shopify" / "dana was hired away by Vercel": a terse note that opens in lower case with a
    name the older memory writes with its capital is that name; read it as the older memory writes it."""
    if not new_text[:1].islower():
        return new_text
    found = _FIRST_WORD.match(new_text)
    if found is None:
        return new_text
    word = found.group(0)
    if word in W.STOP_WORDS or word in W.SELF_WORDS or word in W.PRONOUNS or word in W.FILLER_WORDS:
        return new_text
    name = word.capitalize()
    if name not in old_text or name not in _OLD_WORDS.findall(old_text):
        return new_text
    return name + new_text[len(name):]

"""The newer memory's main clause, read without what a chatty sentence puts in front of it.

Long sentences tell a change after a frame: who said it ("The user said that", "user mentioned that") and a
clause of reason or time set off by a comma ("since the café changed its opening hours, the book club gathers on
the last Monday …", "Now that the sale went through, …"). Read whole, the frame brings in words and values of
its own (the café, the sale) and the statement model finds another attribute; the main clause alone is the
change. A note's date stays in front, so a dated note is still read as dated.

Only a reason or a time that is over is dropped ("since", "after", "once", "now that", "because", "following", a
state reached told with "with": "With the drip system in,"):
a condition says where the value holds ("When the client is on the thread, replies should be in English") and
stays. The verdict is asked of the main clause only when nothing decided the whole sentence (:func:`rules.decide`),
and the frame guards (:mod:`core.conflicts.bounds`) still read the whole sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

M = TypeVar("M")

_DATE = re.compile(r"^\s*\d{4}-\d\d-\d\d\s*[—–-]\s*")
# Who said it: "The user said that", "user mentioned", "she told me that".
_REPORTED = re.compile(r"^(?:the user|user|she|he|they|i|we)\s+(?:said|says|mentioned|mentions|told me|tells me|noted"
                       r"|notes|explained|reported|reports|wrote)\s+(?:that\b\s*)?,?\s*", re.IGNORECASE)
# A reason or a time that is over, before a comma: "since …,", "after …,", "now that …,".
_FRONT = re.compile(r"^(?:now that|since|after|once|because|following)\b[^,;:()]*,\s*"
                    # … or a purpose, an infinitive before a comma: "To catch hangs sooner, the suite's timeout was
                    # lowered to 12 minutes" (not "To the user's surprise,", "To date,": no verb)
                    r"|^(?:in order |so as )?to\s+(?!(?:the|a|an|my|our|his|her|their|its|me|us|them|you|date|be|this"
                    r"|that|some|all|each|every|no)\b)[a-z]+\b[^,;:()]*,\s*"
                    # … or with no comma, up to a subject that opens its clause with a contraction: "After a month
                    # with PyCharm I'm not going back", "Since the new job started I've been hitting the gym"
                    r"|^(?:now that|ever since|since|after|once|because|following)\s+\w[^,;:()]*?\s+"
                    r"(?=(?:I|I'm|I’m|I've|I’ve|we're|we’re|we've|we’ve|they're|they’re|they've|they’ve)\s)"
                    r"(?=\S+'|\S+’|I (?:now|still|only|switched|moved|changed)\b)"
                    # … or a short event with no comma before a holder's subject: "After the restructure the user's
                    # team is down to four"
                    # (or a day's: "After yesterday's release the user's scoring service is on …")
                    r"|^(?:since|after|following)\s+(?:the|a|an|last|this|(?:yester|to|mon|tues|wednes|thurs|fri"
                    r"|satur|sun)day['’]s)\s+[\w-]+(?:\s+[\w-]+)?\s+"
                    r"(?=(?:the user['’]s|my|our|the user|the team)\s)"
                    # … or last period's event before the self: "After last month's data loss I back up …"
                    r"|^(?:since|after|following)\s+last\s+[a-z]+['’]s\s+[\w-]+(?:\s+[\w-]+)?\s+(?=(?:I|we)\s)"
                    # … or an event told by a gerund before the self: "Ever since losing a drive I back up …"
                    r"|^(?:ever since|since|after)\s+[a-z]+ing\s[^,;:()]*?(?<=\w)\s+(?=(?:I|we)\s)", re.IGNORECASE)
# A state reached, told with "with" before a comma: "With the drip system in, I only water …", "With the new hire
# on board, …" — a reason now; not a condition ("With guests over, …", "With the kids at school, …").
_WITH_REACHED = re.compile(r"^with\s+(?:the|a|an|our|my|their|his|her)\s+[^,;:()]{1,40}?\s+(?:in|installed|in place"
                           r"|set up|done|finished|gone|fixed|sorted|on board|born|retired|approved|live)\s*,\s*",
                           re.IGNORECASE)
# A short clause of what happened, ended by a semicolon: "baby arrived;", "thesis defended;", "the lease ended;" — a
# subject of a word or two and a past verb, no value of its own.
_EVENT_FRONT = re.compile(r"^(?:(?:the|a|an|our|my|their|his|her)\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+"
                          r"(?:[a-z]+ed|born|done|over|left|came|went|began|begun|won|lost|sold|quit)\s*;\s*",
                          re.IGNORECASE)
# The past verbs an event is told by: a regular past and the irregular ones a note uses most.
_HAPPENED = r"[a-z]{3,}ed|ran|began|came|went|left|moved|got|took|became"
# A fronted clause of time that tells an event that happened: "since the baby arrived", "after the reorg went
# through", "now that I moved" (a past verb), not a reason ("since I work remotely").
_EVENT_OVER = re.compile(r"^(?:since|after|now that|once|following)\b[^,;:()]*?\b(?:" + _HAPPENED
                         + r"|started|arrived|ended|quit|sold|bought|grew|fell|rose)\b", re.IGNORECASE)
# A clause that tells an event that happened (a past verb), then ", so" and what it led to: "The venue firewall
# blocked 8080, so my timing server listens on 9443" — the event is the change marker, the rest the new value.
_SO_AFTER_EVENT = re.compile(r"^[^,;:()]{0,60}?\b(?:" + _HAPPENED + r"|broke|died|quit|sold|shut)\b[^,;:()]{0,40},"
                             r"\s+so\s+(?=\S)", re.IGNORECASE)
# The change said in what follows: "now", "these days", "since".
_NOW = re.compile(r"\b(?:now|these days|nowadays|since|from then on)\b", re.IGNORECASE)
# Cheap: a sentence none of these opens (after a date) has no frame to drop.
_OPENINGS = ("the user", "user ", "she ", "he ", "they ", "i ", "we ", "now that", "since", "ever since", "after",
             "once", "because", "following", "with ", "to ", "in order to ", "so as to ")


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def main_clause(text: str) -> str:
    """The text without a reporting frame and a fronted clause of reason or time (its date kept), or the text."""
    dated = _DATE.match(text)
    date = dated.group(0) if dated else ""
    body = text[len(date):]
    if ";" in body:
        event = _EVENT_FRONT.match(body)
        # On a dated note the event itself marks the change: "2026-01-19 — two hires started; team is 7".
        if event is not None and (_NOW.search(body, event.end()) is not None or date) \
                and len(body[event.end():].split()) >= 3:
            # "baby arrived; household of 4 now": what happened, then the value it led to, the change said
            rest = body[event.end():]
            return date + rest[:1].upper() + rest[1:]
    consequence = _SO_AFTER_EVENT.match(body)
    if consequence is not None and len(body[consequence.end():].split()) >= 3:
        # "The venue firewall blocked 8080, so my timing server listens on 9443": what happened, then what it led to
        rest = body[consequence.end():]
        return date + rest[:1].upper() + rest[1:]
    if not body.lower().startswith(_OPENINGS):
        return text
    for _ in range(3):
        cut = _WITH_REACHED.sub("", _FRONT.sub("", _REPORTED.sub("", body)))
        if cut == body:
            break
        body = cut
    if len(body.split()) < 3:
        return text
    if body == text[len(date):]:
        return text
    return date + body[:1].upper() + body[1:]  # a sentence again: the readers take its first word as one


@lru_cache(maxsize=4096)  # the newcomer's is asked beside each of its candidates
def without_fronted_time(text: str) -> str:
    """The text without a fronted clause of reason or time ("After the restructure the user's team …" → "The
    user's team …"), a reporting frame kept: who said it leaves the sentence's subject the self."""
    if not text.lower().startswith(_OPENINGS) or _REPORTED.match(text) is not None:
        return text
    cut = _FRONT.sub("", text, count=1)
    if cut == text or len(cut.split()) < 3:
        return text
    return cut[:1].upper() + cut[1:]


def fronted_change(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one's main clause, or ``None`` (also when the
    newer text has no frame to drop)."""
    main = main_clause(new_text)
    if main == new_text:
        return None
    if _NOW.search(main) is None and _EVENT_OVER.match(_REPORTED.sub("", _DATE.sub("", new_text, count=1))):
        # "Since the baby arrived, the user gets barely five hours of sleep": what holds since an event that
        # happened, the change said by the clause dropped
        stripped = main.rstrip(" .!")
        main = stripped + " now" + main[len(stripped):]
    return decide(old_text, main)

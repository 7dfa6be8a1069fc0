"""A change told in one clause and its new value in the next: "finance cut the offsite budget; €5,500 max", "Eight
Figma seats were cancelled, leaving just four".

The statement model reads a value in the clause that tells the change ("cut the offsite budget *to €5,500*"). People
also say the change first and give the amount on its own after it: a clause with a change verb, the older thing's
words and no value, then a clause that is only an amount ("; €5,500 max", "— 30 days now"), or what the change
leaves ("…, leaving just four", "…, which leaves 12"). Read here: the newer text told again as one clause, the
thing taken to that value ("finance cut the offsite budget to €5,500", "Figma seats now four"), and the pair
decided on that; a reader still has to find the older thing's attribute in it.

A count changed by a verb said without its subject ("Lost three clients this quarter, which leaves nine on retainer")
is read the same way, the noun after the count the thing, when what it leaves keeps only the older text's own
qualifier ("on retainer").

Not read: a first clause that tells a value of its own ("cut the budget by €500; €5,500 left" is read as written),
or tells no change; a second clause with words of its own beside its amount ("; €5,500 for catering" is another
thing's), and a sentence the statement model finds hedged, temporary, additive or only about the past.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import TypeVar

from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.conflicts.statement import read
from core.conflicts.value_words import NUMBER_WORDS
from core.text.tokens import stem

M = TypeVar("M")

# "…; €5,500 max", "… — 30 days now": the change's clause, then an amount alone.
_THEN = re.compile(r"\s*;\s*|\s+[—–]\s+|:\s+")
# "…, leaving just four", "…, which leaves 12 seats": what the change leaves.
_LEAVING = re.compile(r",?\s+(?:leaving|which leaves|that leaves|so there are now|for a total of)\s+"
                      r"(?:just |only |us with |a total of )?", re.IGNORECASE)
# Words an amount alone may carry: a bound or "now".
_AMOUNT_WORDS = frozenset("max maximum min minimum cap tops total now only just left remaining going forward".split())
_VERB = re.compile(r"\b(?:is|are|was|were|has|have|had|got|gets|been)\b")
_WORD = re.compile(r"[A-Za-z][\w'’-]*|[^\s\w]")


def value_after(old_text: str, new_text: str, decide: Callable[[str, str], M | None]) -> M | None:
    """The verdict ``decide`` gives the older text against the newer one told as one clause (see the module doc),
    or ``None``."""
    if ";" not in new_text and "leav" not in new_text and " — " not in new_text and " – " not in new_text \
            and ": " not in new_text and ", " not in new_text:
        return None  # cheap: no second clause of either shape
    body = undated(new_text, dot=True)
    told = _told(body) or _version_after(body) or _left_as_the_older_says(body, old_text)
    if told is None:
        return None
    whole = read(new_text)
    if whole.hedged or whole.temporary or whole.additive or whole.past_only:
        return None
    return decide(old_text, told)


@lru_cache(maxsize=1024)  # the newcomer is told again beside each of its candidates
def _told(text: str) -> str | None:
    """The text told as one clause, the change's thing taken to the amount after it; ``None`` when it has neither
    shape."""
    body = text.strip().rstrip(".!")
    left = _LEAVING.search(body)
    if left is not None:
        head, tail = body[:left.start()], body[left.end():]
        amount = _counted(tail)
        subject = _subject(head)
        if amount is None or subject is None:
            return None
        return f"{subject} now {amount}"
    for found in _THEN.finditer(body):
        head, tail = body[:found.start()], body[found.end():]
        if not _opens_with_amount(tail) or not _changes(head):
            continue  # cheap: no amount opens the clause, or no change told before it
        amount = _amount(tail)
        if amount is None:
            continue
        if read(head).values:
            return None  # the head gives its own value: the amount after it is not the change's
        return f"{head} to {amount}"
    return None


# A count changed by a verb the holder says without a subject: "Lost three clients this quarter", "Took on two
# apprentices": the noun after the count is what the change leaves.
_COUNT_VERB = re.compile(r"^\s*(?:(?:I|we|I've|we've)\s+)?(?:lost|gained|added|signed|dropped|sold|took on|let go"
                         r"|onboarded|hired)\s+(?P<count>\w+)\s+(?P<noun>[a-z][\w-]*)(?P<rest>.*)$", re.IGNORECASE)


# When the count changed: "this quarter", "over winter".
_WHEN_WORDS = frozenset("this last the over during in quarter month year week winter summer spring autumn fall "
                        "season".split())


def _left_as_the_older_says(body: str, old_text: str) -> str | None:
    """ "Lost three clients this quarter, which leaves nine on retainer" after "12 Svelte clients on retainer": what
    the change leaves, with the older text's own qualifier ("on retainer"), told as the counted noun now at that
    count; ``None`` for any other shape, a qualifier the older text lacks ("nine in arrears"), or a count verb whose
    rest tells another thing ("lost three clients to Acme")."""
    left = _LEAVING.search(body)
    if left is None:
        return None
    head, tail = body[:left.start()], body[left.end():].strip().rstrip(".!")
    counted = _COUNT_VERB.match(head)
    words = tail.split()
    if counted is None or (counted.group("count").lower() not in NUMBER_WORDS
                           and not counted.group("count").isdigit()):
        return None
    if not words or not (words[0].lower() in NUMBER_WORDS or words[0][:1].isdigit()) or len(words) > 4:
        return None
    rest = counted.group("rest").lower().split()
    if rest and not all(w in W.TIME_WORDS or w in _WHEN_WORDS for w in rest):
        return None  # "lost three clients to Acme": where they went, another thing
    qualifier = " ".join(words[1:])
    if qualifier and qualifier.lower() not in old_text.lower():
        return None  # "leaving nine in arrears": a part, not the whole the older text counts
    return f"{counted.group('noun')} {qualifier} now {words[0]}".replace("  ", " ")


def _opens_with_amount(tail: str) -> bool:
    """Whether a clause opens with a number, a currency or a number word ("€5,500 max", "30 days now", "four")."""
    first = tail.lstrip()[:1]
    if first.isdigit() or first in "$€£¥~":
        return True
    word = tail.split(maxsplit=1)[0].lower() if tail.split() else ""
    return word in NUMBER_WORDS


def _changes(head: str) -> bool:
    return any(stem(w.lower()) in W.CHANGE_WORDS for w in _WORD.findall(head))


def _amount(tail: str) -> str | None:
    """The amount a clause is, when it is only an amount (with a bound or "now")."""
    reading = read(tail)
    if len(reading.values) != 1 or (reading.change and not set(tail.lower().split()) & {"now"}):
        return None
    words = [w.lower() for w in _WORD.findall(tail) if w[:1].isalpha()]
    rest = [w for w in words if w not in _AMOUNT_WORDS and w not in NUMBER_WORDS and w not in W.STOP_WORDS]
    if rest:
        return None  # "€5,500 for catering": another thing's amount
    return " ".join(w for w in tail.split() if w.lower().strip(".,") not in _AMOUNT_WORDS - {"now"}).strip()


def _counted(tail: str) -> str | None:
    """What a change leaves, when it opens with a count ("four", "12 seats", "7 in total"): that count."""
    words = tail.split()
    if not words or not (words[0].lower() in NUMBER_WORDS or words[0][:1].isdigit()):
        return None
    rest = [w.lower().strip(".,") for w in words[1:]]
    if len(rest) > 2 or any(w in ("in", "for", "on", "at", "per") for w in rest):
        return None  # "leaving four in use", "leaving 12 for the design team": a part of it, not the whole
    return words[0]


def _subject(head: str) -> str | None:
    """The words before the head's passive verb, without a count ("Eight Figma seats were cancelled" → "Figma
    seats")."""
    verb = _VERB.search(head)
    if verb is None or not re.search(r"^\s*(?:\w+ed|cut|let go|laid off|dropped|sold|lost)\b", head[verb.end():]):
        return None
    words = [w for w in head[:verb.start()].split() if w.lower() not in NUMBER_WORDS and not w[:1].isdigit()]
    return " ".join(words) or None


# A version alone after a change's clause and a comma: "django bumped, 5.0.3 in requirements.txt", "gaming PC wiped,
# Windows 11 clean install done" — the version (with its thing's name), then only where it is written or that it is
# in place.
_VERSION_TAIL = re.compile(r"^(?P<v>(?:[A-Z][\w+#-]*\s+)?v?\d+(?:\.\d+)*(?:\.x)?)(?![\w%])\s*(?P<rest>.*)$")
_IN_PLACE = frozenset("installed install clean fresh done in on now pinned deployed live rolled out everywhere is "
                      "and it's set up".split())
# Verbs that clear a machine for what comes after: the version is then installed on the head's thing.
_CLEARED = frozenset("wiped reinstalled reimaged rebuilt reset flashed formatted nuked".split())


def _version_after(body: str) -> str | None:
    """The text told as one clause when a change's clause without a value is followed, after a comma, by a version
    alone ("django bumped to 5.0.3", "Windows 11 installed on gaming PC"); ``None`` otherwise."""
    head, comma, tail = body.strip().rstrip(".!").partition(", ")
    if not comma or "," in tail:
        return None
    found = _VERSION_TAIL.match(tail.strip())
    if found is None or not any(c.isdigit() for c in found.group("v")):
        return None
    rest = [w for w in found.group("rest").lower().split() if w not in W.STOP_WORDS]
    if any(w not in _IN_PLACE and "." not in w and "/" not in w and not w.endswith(("file", "lock")) for w in rest):
        return None  # "5.0.3 for the admin app": another thing's version
    words = head.split()
    cleared = [w for w in words if w.lower() in _CLEARED]
    if cleared and len(words) > 1:
        return found.group("v") + " installed on " + " ".join(w for w in words if w.lower() not in _CLEARED)
    if not _changes(head) or read(head).values:
        return None  # no change told before it, or the head gives its own value
    return f"{head} to {found.group('v')}"

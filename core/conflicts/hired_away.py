"""The older memory's person hired by another employer, told in the passive: "Marit is employed by Hollandia Salvage as
a marine surveyor" / "Marit has been hired away by the Port of Rotterdam as a harbour pilot"; "Rashed was poached
from CEGIS by a Dutch coastal firm, Duinwater"; "Mateo was taken on by a rival contractor, Alumbrado Capital".

A person works for one employer at a time (a second job is said "also", "as well", "on the side"), so the same person
*taken on* by an employer the older memory does not name has left the older one. Read from structure: the older memory
names an employer of its person (:func:`core.conflicts.role_swap.employers`); the newer memory's passive of a verb of
hiring ("was taken on by", "has been hired away by", "was poached from … by", "got recruited by", "was headhunted
by") has that person for its subject — a name the older memory gives, or the self where the older memory is the
writer's or the user's — and an agent after "by" whose name is not the older employer's. Not: someone else hired
("Marit's deputy was taken on by …"), a hiring to come or asked about ("is to be taken on", "may be poached"), a
hiring for a while ("for the summer", "as cover"), work beside the older job ("also", "on the side", "part-time").
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated
from core.conflicts.role_swap import employers

# The passive of hiring, its subject before it and its agent after "by".
_HIRED = re.compile(r"(?P<subject>[^;.—–()]*?)\s*\b(?:was|were|has\s+been|have\s+been|had\s+been|got|gets|is)\s+"
                    r"(?:now\s+|just\s+|since\s+|finally\s+)?"
                    r"(?:hired(?:\s+away)?|poached|taken\s+on|recruited(?:\s+away)?|headhunted|lured\s+away"
                    r"|snapped\s+up|brought\s+on)\b"
                    r"(?:\s+from\s+(?P<source>[^;.,]*?))?\s+by\s+(?P<agent>[^;.]*)")
_FOR_A_WHILE = re.compile(r"\b(?:also|as well|on the side|part-time|for the (?:summer|season|winter|week|month)"
                          r"|as (?:cover|a stand-in|a temp)|temporar\w*|to be|may|might|could|would|will|if)\b")
_NAME = re.compile(r"\b[A-Z][\w'’-]+")
_SELF = re.compile(r"^(?:i|the user|user|we)$", re.IGNORECASE)
_NOT_NAMES = frozenset("The A An I".split())
# Someone of the person's: "Marit's deputy", "my colleague".
_SOMEONE_ELSE = re.compile(r"['’]s\s+[a-z]|\b(?:my|our|his|her|their)\s+[a-z]", re.IGNORECASE)


def _names(text: str) -> set[str]:
    return {n.removesuffix("'s").removesuffix("’s") for n in _NAME.findall(text)} - _NOT_NAMES


def hired_away(old_text: str, new_text: str) -> str | None:
    """Why the newer memory says the older memory's person was hired by another employer, or ``None``."""
    if " by " not in new_text:
        return None  # the cheap test first: no agent
    was = [(holder, name) for holder, name in employers(old_text) if holder != "other"]
    body = undated(new_text)
    if not was or _FOR_A_WHILE.search(body) is not None:
        return None
    old_body = undated(old_text)
    old_names = _names(old_body)
    for found in _HIRED.finditer(body):
        subject = found.group("subject").strip()
        if _SOMEONE_ELSE.search(subject) is not None:
            continue
        if not (_names(subject) & old_names or (_SELF.match(subject) and was[0][0] == "self")):
            continue
        agent = found.group("agent")
        fresh = _names(agent) - old_names
        if not fresh or any(word.lower() in agent.lower() for _, name in was for word in name.split()
                            if len(word) > 3):
            continue  # no employer named, or the older one again
        told = re.split(r"\s+(?:in|last|as|to|for|on|when|after)\s+|[;(]", agent)[0].strip(" ,")
        return f"same person's employer, {was[0][1]} → {told} (hired by another)"
    return None

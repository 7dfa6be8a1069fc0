"""A use told as the subject, its tool after the participle: the same use done by another named tool.

"Container images are built with Docker Buildx." / "Container images are assembled by Kaniko inside the cluster.";
"2025-01-20 — DB migrations: Flyway." / "2025-08-04 — migrations handled by Liquibase changelogs."; "The team's
infrastructure is provisioned with Terraform" / "Provisioning is handled through Pulumi these days". The passive
puts the use first and the tool after "with", "by", "through", "via", "in" or "using", whatever the verb ("built",
"assembled", "handled"); a note puts the tool after the use's colon. The same use (a noun of the subject shared, or
one's subject the other's participle: "Provisioning" / "provisioned") with another named tool, the older tool not
named again, is the tool changed.

Not a change: a newer subject with a word the older memory never says (a narrower use: "Staging images are built by
Kaniko"), the older tool named again (kept beside the newer), someone else's (:func:`tool_swap.another_holder`), and
whatever the statement model finds hedged, temporary, additive or about the past (the caller refuses those).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.kept_results import kept_result
from core.conflicts.note_dates import undated
from core.conflicts.tool_swap import _TOKEN, another_holder
from core.text.tokens import stem

_NAME = r"[A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*)*"
_PASSIVE = re.compile(r"^\s*(?P<subj>[A-Za-z][\w\s'’-]*?)\s+(?:(?:is|are|was|were|gets?|has been|have been)\s+)?"
                      r"(?:\w+ly\s+)?(?P<verb>[a-z]+(?:ed|en|lt|ilt))\s+(?:\w+\s+)?(?:with|by|through|via|in|using)\s+"
                      r"(?:the\s+|an?\s+)?(?P<tool>" + _NAME + r")")
_NOTE = re.compile(r"^\s*(?P<subj>[A-Za-z][\w\s-]*?)\s*:\s*(?P<tool>" + _NAME + r")\s*[.;]?\s*$")
# Who uses the tool, after it: "drafted in Google Docs by the writers" — an agent, not a scope the tool is kept to.
_AGENT = re.compile(r"by\s+(?:the\s+|our\s+|my\s+|their\s+)?[\w-]+$", re.IGNORECASE)
# Words of a subject that say whose or which kind of note, not which use.
_NOT_USE = W.STOP_WORDS | W.SELF_WORDS | W.PRONOUNS | frozenset("team every all each our the a an db".split())
_DETERMINERS = frozenset("the a an every all each our my their his her its".split())


# Verbs that tell one way of making or doing a thing, whatever the tool: "built" / "assembled" / "produced", and the
# verbs that only say the use is done ("handled", "done", "run").
_MAKES = frozenset(stem(w) for w in "build built assemble assembled produce produced generate generated compile "
                   "compiled package packaged make made create created".split())
# ... and of writing a text: "drafted in Google Docs" / "written in Final Draft".
_WRITES = frozenset(stem(w) for w in "write writes wrote written draft drafted compose composed author authored type "
                    "typed typeset".split())
_DOES = W.LIGHT_VERBS | frozenset(stem(w) for w in "handle handled process processed manage managed".split())
# What a person does to a thing (an owner, a reviewer): not a tool's use.
_PERSON_VERBS = frozenset(stem(w) for w in "maintain maintained own owned lead led audit audited review reviewed "
                          "approve approved sign signed".split())


def _verbs_agree(old: str, new: str) -> bool:
    """Whether two participles tell one use: the same verb or sense, both of making, or one only saying it is done (a
    note's use has no verb)."""
    if not old or not new or old == new:
        return True
    if W.VERB_SENSES.get(old, old) == W.VERB_SENSES.get(new, new):
        return True
    return (old in _MAKES and new in _MAKES) or (old in _WRITES and new in _WRITES) or old in _DOES or new in _DOES


@lru_cache(maxsize=4096)  # the newcomer's is read beside each of its candidates; the lists are only read
@kept_result(note=True)
def _read(text: str, note: bool) -> tuple[list[str], str, list[str], str] | None:
    """The subject's words, the participle's stem ("" in a note), the tool's words (lower case) and what follows the
    tool up to the clause's end; or ``None``."""
    body = undated(text)
    found = _PASSIVE.match(body) or (_NOTE.match(body) if note else None)
    if found is None:
        return None
    subject = [w.lower().removesuffix("'s").removesuffix("’s") for w in re.findall(r"[A-Za-z][\w'’-]*",
                                                                                  found.group("subj"))]
    verb = stem(found.group("verb")) if "verb" in found.groupdict() and found.group("verb") else ""
    tool = [w.lower().rstrip(".") for w in found.group("tool").split()]
    after = re.split(r"[,;.(—–]", body[found.end():], maxsplit=1)[0].strip()
    return (subject, verb, tool, after) if subject and tool else None


def passive_tool_change(old_text: str, new_text: str) -> str | None:
    """``"same use (…), old tool → new tool"`` when the newer memory gives the older one's use to another named tool
    in the passive or a note (see the module doc), else ``None``."""
    if not any(ch.isupper() for ch in new_text[1:]):
        return None  # cheap: no name past the first letter, no tool named
    old, new = _read(old_text, note=True), _read(new_text, note=False)
    if old is None or new is None:
        return None
    (subject_old, verb_old, tool_old, after_old), (subject_new, verb_new, tool_new, _) = old, new
    if verb_old in _PERSON_VERBS or verb_new in _PERSON_VERBS or not _verbs_agree(verb_old, verb_new):
        return None  # "maintained by Kofi" / "reviewed by Lena"; "built with Docker" / "scanned with Trivy"
    use_old = {stem(w) for w in subject_old if w not in _NOT_USE}
    use_new = {stem(w) for w in subject_new if w not in _NOT_USE}
    same = (use_old & use_new) or (use_new & {verb_old}) or (use_old & {verb_new})
    if not same:
        return None
    old_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", old_text.lower())}
    if {stem(w) for w in subject_new if w not in _DETERMINERS} - old_stems:
        return None  # "Staging images are built by Kaniko", "The US tenant …": a narrower or another use
    if after_old and after_old.lower() not in new_text.lower() and not _AGENT.match(after_old):
        return None  # "built with Kaniko in CI" / "… with Docker Buildx locally": the older tool kept to a scope
    new_words = {w.lower().rstrip(".,;") for w in new_text.split()}
    old_words = {w.lower().rstrip(".,;()") for w in old_text.split()}
    if any(w in new_words for w in tool_old) or all(w in old_words for w in tool_new) \
            or any(o.startswith(n) or n.startswith(o) for o in tool_old for n in tool_new):
        return None  # the older tool named again, no new tool, or one name in two forms ("Bea" / "Beatriz")
    if another_holder(_TOKEN.findall(old_text), _TOKEN.findall(new_text)):
        return None
    return f"same use ({' '.join(sorted(same))}), {' '.join(tool_old)} → {' '.join(tool_new)}"

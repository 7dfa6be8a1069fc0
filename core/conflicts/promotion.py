"""A promotion, demotion or reassignment said of the older memory's person: their title or post changed, whatever
the new one is called.

"I'm the second engineer on the Amalthea" / "Got promoted — chief engineer aboard the Amalthea"; "I run the greenhouse
crew at Desert Bloom" / "Desert Bloom promoted me to operations manager"; "Bram: kitchen porter" / "Bram promoted off
porter duties". :mod:`.role_swap` reads a title told anew where it can name the new title; writers often tell the
promotion and then what the person now does ("I supervise the fitters' shift", "heads the pinsetter crew") in words
no title table holds. A promotion is itself the change: one person holds one title at a time, and a promotion ends
the older one; so does a reassignment ("Yusra was reassigned to the sugar-flower room"), unless held for a while.

Read by structure: the verb of promotion whose object or subject is the older memory's person — the writer ("promoted
me", "I was promoted", "Got promoted", "my promotion went through"), "the user", or the person the older memory
names — beside an older memory that gives that person a title or a job.

Not a change: someone else promoted ("Maeve's colleague Ruairi promoted", "the user's manager … was promoted"), a
promotion only talked about ("proposed", "floated", "possible", "up for", "hoping for", "not yet approved"), denied
("wasn't promoted", "passed over for promotion"), a promotion told of the past before the older title ("pre-promotion",
"was promoted to senior engineer back in 2021" beside "senior engineer"), a thing promoted ("promoted the podcast").
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.role_swap import employers, titles

# The verb of promotion and whom it names: "promoted me", "I was promoted", "the user got promoted", "Got promoted",
# "Bram promoted off porter duties", "my promotion".
# A title said changed, with whose it is: "My title changed this month: …", "The user's title at Sahara Dairy Farms
# changed to …", "Léa's title bumped to …": the change of title itself, whatever the new one is called.
_TITLE_CHANGED = (r"\b(?:my|the user['’]s|user['’]s|[A-Z][^\W\d_]+['’]s)\s+(?:job\s+)?title"
                  r"(?:\s+(?:at|with|on|in)\s+[^\W\d_][\w'’&. -]{0,40}?)?"
                  r"\s+(?:(?:has|had|was|got|just|officially|finally)\s+)*(?:changed|bumped|updated|switched|upgraded)\b")
_PROMOTED = re.compile(r"\b(?:promoted|demoted|bumped up|re-?assigned|(?:steps|stepped|stepping) up to"
                       r"|converted to (?:full-time|permanent|staff))\b|\bmy (?:promotion|demotion)\b|"
                       + _TITLE_CHANGED, re.IGNORECASE)
# A name as written, its letters any alphabet's ("Tomás", "Léa").
_NAME = r"[A-Z][^\W\d_A-Z]+"
# A post held for a while, the older one kept: "reassigned to the night desk for the week", "while Ana is on leave".
_FOR_A_WHILE = re.compile(r"\b(?:temporar\w*|for (?:the|this|a|one|two|three|\d+) (?:week|weeks|month|months|day|days"
                          r"|shift|shifts|season|summer|winter)|while|until|till|covering|cover for|on loan|seconded"
                          r"|interim|acting|for now|stand-in|standing in)\b", re.IGNORECASE)
# A promotion only talked about or awaited, anywhere in the text: the older title stands.
_TALKED_ABOUT = re.compile(r"\b(?:possible|possibly|proposed|floated|discuss\w*|consider\w*|not yet|pending|awaiting"
                           r"|rumou?r\w*|pre-promotion|before (?:the|my|his|her|their) (?:promotion|demotion))\b",
                           re.IGNORECASE)
# Before the verb in its own clause: a hedge, a plan or a denial ("might get promoted", "wasn't promoted", "if I get
# promoted", "hoping to be promoted").
_NOT_MADE = re.compile(r"\b(?:hop(?:e|es|ed|ing)|up for|in line|eligible|might|could|would|should|if|unless|will"
                       r"|going to|due to be|expect\w*|want\w*|wish\w*|plan\w*|not|never|n't)\b|n't\b",
                       re.IGNORECASE)
# Someone beside the older person, named before the verb: "Maeve's colleague Ruairi", "my manager", "her boss".
_SOMEONE_ELSE = re.compile(r"\b(?:colleague|co-?worker|manager|boss|lead|deputy|partner|wife|husband|son|daughter"
                           r"|brother|sister|friend|mentor|teammate|report|intern|student|apprentice|assistant)s?\b"
                           r"|['’]s\s+[A-Z]", re.IGNORECASE)
# The writer or the user as the one promoted: after the verb ("promoted me", "promoted the user") or before it ("I was
# promoted", "the user got promoted", "they were promoted", a note that opens "Got promoted").
_SELF_AFTER = re.compile(r"^\s*(?:me|us|the user|user)\b", re.IGNORECASE)
_SELF_BEFORE = re.compile(r"(?:^|[\s,;:—–-])(?:i|i've|i’ve|i've been|i’ve been|the user|user|they|he|she)"
                          r"(?:\s+(?:was|were|has|have|had|just|finally|officially|been|got|get|gets|'s|’s))*\s*$"
                          r"|^\s*(?:(?:just|finally|officially)\s+)?(?:got|get|been|was)\s*$", re.IGNORECASE)
# After an active verb, its object: whom or what was promoted ("promoted our new tasting menu", "promoted the app").
_HAS_OBJECT = re.compile(r"\s*(?:the|a|an|our|their|his|her|its|my|this|that|these|those|some)\b", re.IGNORECASE)
_OPENS_SELF = re.compile(r"\s*(?:the user|user|i)\b", re.IGNORECASE)
# A role note: "role: …", "title: …".
_ROLE_NOTE = re.compile(r"^\s*(?:role|title|job|position)\s*:", re.IGNORECASE)
_OPENS_PROMOTED = re.compile(r"\s*(?:got\s+|just\s+)?(?:promoted|demoted)\b", re.IGNORECASE)
_SELF_WORDS = re.compile(r"\b(?:i|i'm|i’m|my|me|user|user's|user’s)\b", re.IGNORECASE)
_WORK = re.compile(r"\b(?:work\w*|job|role|title|position|post|employ\w*|hired|contract\w*|shift|crew|staff|team"
                   r"|as a|as an|as the)\b|:", re.IGNORECASE)


_NOT_NAMES = frozenset("The A An My Our Role Title Job Position Employer He She They".split())


def _older_person(old_text: str) -> tuple[bool, frozenset[str]]:
    """Whether the older memory is about the writer, the user or a person told by pronoun, and the names it holds."""
    body = undated(old_text).strip()
    # "Yusra" of "The front-of-house role … is held by Yusra", "Tran" of "handled by Officer Tran": a capitalised word
    # inside the text, or the one it opens with
    names = frozenset(w.lower() for w in re.findall(r"\b" + _NAME + r"\b", body) if w not in _NOT_NAMES)
    return _SELF_WORDS.search(body) is not None or re.match(r"(?:He|She|They)\b", body) is not None, names


def _promoted_holder(new_text: str) -> str | None:
    """Who the promotion in ``new_text`` is said of: ``"self"`` (the writer or the user), a name (lower case), ``""``
    in a note that names no one, or ``None`` when it names someone else or no one it can read."""
    body = undated(new_text)
    found = _PROMOTED.search(body)
    if found is None:
        return None
    said = found.group(0).lower()
    if said.startswith(("my ", "the user", "user")):
        return "self"
    if " title" in said:  # "Léa's title bumped to …": the name before the title
        return said.split()[0].removesuffix("'s").removesuffix("’s")
    before, after = body[:found.start()], body[found.end():]
    clause = re.split(r"[;.!?]|\s[—–]\s", before)[-1]
    if "(" in clause.rpartition(")")[2]:
        clause = clause.rpartition("(")[2]  # "role: production lead (promoted Q3)": the bracket's own words
    if _SOMEONE_ELSE.search(clause) is not None:
        return None  # "Maeve's colleague Ruairi promoted", "the user's manager … was promoted"
    if _SELF_AFTER.match(after) is not None or _SELF_BEFORE.search(clause) is not None:
        return "self"
    if not clause.strip():
        return ""  # "role: production lead (promoted Q3)": a note that names nobody
    if clause.rstrip().endswith(",") and _OPENS_SELF.match(clause) is not None:
        return "self"  # "user passed certification, promoted to lift mechanic": the sentence's subject
    object_named = re.match(r"\s*(" + _NAME + r")\b", after)  # "The owners promoted Bram to …"
    if object_named is not None:
        return object_named.group(1).lower()
    if _HAS_OBJECT.match(after) is not None:
        return None  # "Harbour Lights promoted our new tasting menu": the name before is who promoted, not whom
    named = re.search(r"(?:^|[\s,;:—–-])(" + _NAME + r")(?:\s+(?:was|were|has been|had been|got|just|finally))*\s*$",
                      clause)
    return named.group(1).lower() if named is not None else None


def promotion_said(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` ends the title ``old_text`` gives its person by a promotion said of them, or ``None``."""
    if not says(_PROMOTED, new_text) or re.search(r"\b(?:promot|demot)", old_text, re.IGNORECASE):
        return None  # the cheap test first; an older memory that tells a promotion itself is read by role_swap
    low_new = undated(new_text).lower()
    if _TALKED_ABOUT.search(low_new) is not None or _FOR_A_WHILE.search(low_new) is not None:
        return None  # a promotion talked about, or a post held for a while
    found = _PROMOTED.search(undated(new_text))
    if found is None or _NOT_MADE.search(re.split(r"[;.!?]|\s[—–]\s", undated(new_text)[:found.start()])[-1]):
        return None  # "wasn't promoted", "hoping to be promoted"
    holder = _promoted_holder(new_text)
    if holder is None:
        return None
    about_self, names = _older_person(old_text)
    if holder == "":
        # "promoted 2025-02: VVC team lead" after "role: research engineer, …": a note that opens with the
        # promotion is the role note's person's own
        if not (_ROLE_NOTE.match(undated(old_text)) and (_ROLE_NOTE.match(undated(new_text))
                                                         or _OPENS_PROMOTED.match(undated(new_text)))):
            return None  # nobody named outside two role notes: whose promotion is not told
    elif holder == "self":
        if not about_self and not names and not _ROLE_NOTE.match(undated(old_text)):
            return None
    elif holder not in names:
        return None  # another person promoted, or a name the older memory does not hold
    before = titles(old_text)
    if not before and not employers(old_text) and _WORK.search(old_text) is None:
        return None  # the older memory gives its person no title or job to end
    # "was promoted to senior engineer back in 2021" beside "senior engineer": the older title told again
    if any(was == now for _, was in before for _, now in titles(new_text)):
        return None
    told = "demotion" if "demot" in low_new else "reassignment" if "assign" in low_new \
        else "promotion" if "promot" in low_new or "bumped up" in low_new else "change of title"
    return f"same person's title, a {told} said of them"

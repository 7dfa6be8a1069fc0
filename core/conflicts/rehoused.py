"""Someone the older memory houses, moved by the newer memory into another home: "Hana has been rehoused by the school
in a dormitory in Utsunomiya" after "The apprentice cottage behind the Mashiko school is occupied by Hana".

The older memory tells where a person lives by a verb of being housed — "is lodged in", "is put up in", "is housed
with", "is registered in", "is rented by", "is occupied by", "lives", "resides". The newer memory says that person
*was* moved — "has been rehoused", "was relocated to", "had been moved into", "has since been resettled in" — or housed
anew ("was put up in a guesthouse in Sandur", "was housed in San Rafael", "had settled in Galway city", "was given a
villa in …") and names where: a dwelling ("a townhouse", "the bunkhouse", "a care home", "her own place") or a place
the older memory never names. A person has one home at a time, so the older one is no longer theirs.

Read from structure, not from the pair's words: the mover is the subject of the passive — a name the older memory
gives (the person, or their household: "Layla's household" both times), or "he"/"she" where the newer memory names
that person too; someone else of theirs ("Chiara's sister") is not the person. A move told for a while ("for two
weeks", "until the roof is fixed", "this season") or still to come ("is to be moved", "will be rehoused") settles no
new home; a move to a post ("was moved up to first horn") names no dwelling and no place; a home told before ("Before
2019, Kimura was lodged in …", "last summer too") is no move.
"""

from __future__ import annotations

import re

from core.conflicts.note_dates import undated

# The older memory houses someone: the verbs of being housed, active and passive.
_HOUSED = re.compile(r"\b(?:(?:is|are)\s+(?:lodged|housed|put up|registered|billeted|quartered|staying|living|based)"
                     r"|(?:is|are)\s+(?:rented|occupied|leased|let)\s+(?:out\s+)?(?:by|to)"
                     r"|lives?|resides?|rents?)\b")
# The newer memory moves someone: a perfect or past passive of a verb of moving house.
_MOVED = re.compile(r"(?P<subject>[^;,.—–]*?)\s*\b(?:has|have|had|was|were)\s+(?:since\s+|now\s+|just\s+|finally\s+)?"
                    r"(?:been\s+)?(?:moved|relocated|rehoused|resettled|transferred|rehomed"
                    # … or housed anew, told with the older memory's own verbs of being housed or of settling:
                    # "Heðin was put up in a guesthouse in Sandur", "Tomás was housed in San Rafael", "once Cathal had
                    # settled in Galway city"
                    r"|(?P<anew>housed|lodged|put up|settled)"
                    # … or given a home, the dwelling its object: "she was given a villa in …", "has been given
                    # quarters in the new block"
                    r"|(?P<given>given)(?=\s+(?:(?:a|an|the|new|her|his|their|own)\s+){0,2}"
                    r"(?:house|home|flat|apartment|room|cottage|quarters|villa|bungalow|condo|cabin|place)\b))\b"
                    r"(?P<rest>[^;.—–]*)")
# Where the move took them: a dwelling or a settlement named by a noun.
_DWELLING = re.compile(r"\b(?:house|home|flat|apartment|room|cottage|townhouse|bunkhouse|quarters|dormitory|dorm"
                       r"|hostel|place|village|town|city|capital|cabin|villa|farmhouse|studio|lodge|barracks"
                       r"|bungalow|condo|unit|residence|coast|countryside|mainland|island|suburbs?)s?\b")
_INTO = re.compile(r"\b(?:to|into|in|out to|over to|across to)\s+")
# A move for a while, or one still to come: no new home.
_FOR_A_WHILE = re.compile(r"\b(?:for (?:the|a|an|one|two|three|four|\d+)\b|while|until|till|during|temporar\w*"
                          r"|this (?:week|month|season|term)|for now|short[- ]term)", re.IGNORECASE)
# A home told of the past, where the newer memory houses with a verb that also tells a standing home ("Before 2019,
# Kimura was lodged in a rented room", "was lodged in the same unit last summer too", "had been settled in Reykjavik
# for six years"): a home before, not the one now.
_BEFORE = re.compile(r"\b(?:before|back in|previously|formerly|used to|once lived|last (?:summer|winter|spring|autumn"
                     r"|fall|year|season|month|term)|in (?:19|20)\d\d|for (?:five|six|seven|eight|nine|ten|several|many"
                     r"|some|a few)\b|too)\b", re.IGNORECASE)
_PRONOUN = re.compile(r"^(?:he|she|they)$", re.IGNORECASE)
_NAME = re.compile(r"\b[A-Z][\w'’-]+")
_NOT_NAMES = frozenset("The A An Their His Her Its This That Once When After".split())
# Someone else of the person's: "Chiara's sister" (the household the older memory names too is the person's own).
_POSSESSED = re.compile(r"\b[A-Z][\w-]*['’]s\s+(?P<noun>[a-z][\w-]*)")


_ARTICLES = frozenset("the a an".split())


def _same_role(subject: str, old_body: str) -> bool:
    """A subject told by a role the older memory gives, every word of it: "the area manager" after "The Manila area
    manager is lodged in …"."""
    words = [w for w in re.findall(r"[a-z][\w-]*", subject.lower()) if w not in _ARTICLES]
    old_words = set(re.findall(r"[a-z][\w-]*", old_body.lower()))
    return len(words) >= 1 and all(w in old_words for w in words) and subject.split()[0].lower() in _ARTICLES


def holder_rehoused(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` moves the person ``old_text`` houses into another home, or ``None``."""
    old_body, new_body = undated(old_text), undated(new_text)
    if _HOUSED.search(old_body) is None or _FOR_A_WHILE.search(new_body) is not None:
        return None
    old_names = {n.rstrip("'’s").rstrip("'’") for n in _NAME.findall(old_body)} - _NOT_NAMES
    for found in _MOVED.finditer(new_body):
        subject = re.split(r"\b(?:once|when|after|and|so|as)\b", found.group("subject"))[-1].strip()
        names = {n.rstrip("'’s").rstrip("'’") for n in _NAME.findall(subject)} - _NOT_NAMES
        if _PRONOUN.match(subject):
            before = new_body[:found.end("subject")]
            if not {n.rstrip("'’s").rstrip("'’") for n in _NAME.findall(before)} & old_names:
                continue
        elif not names & old_names and not _same_role(subject, old_body):
            continue
        possessed = _POSSESSED.search(subject)
        if possessed is not None and possessed.group("noun") not in old_body:
            continue  # "Chiara's sister has been moved …": someone else
        rest = found.group("rest")
        into = _INTO.search(rest)
        if into is None:
            continue
        where = rest if found.group("given") else rest[into.start():]  # "given a villa in …": the dwelling given
        if (found.group("anew") or found.group("given")) and _BEFORE.search(new_body) is not None:
            continue  # "Before 2019, Kimura was lodged in …": housed before, no move
        fresh = [n for n in _NAME.findall(where) if n.rstrip("'’s") not in old_body]
        dwelling = [d for d in _DWELLING.findall(where) if d.lower() not in old_body.lower()]
        if not fresh and not dwelling:
            continue  # "was moved up to first horn": a post, not a home
        who = subject or "the holder"
        return f"the holder the older memory houses ({who}) was moved: {where.strip()}"
    return None

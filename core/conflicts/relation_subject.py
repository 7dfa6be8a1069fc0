"""The newer memory told of someone of the older memory's holder: a guard every finding of :func:`core.conflicts.rules.
decide` passes (:func:`core.conflicts.framed_apart.framed_apart`).

"I've lived in Shoreditch since …" / "*My cofounder Jonas* just moved out of Shoreditch to Walthamstow"; "I get paged
through PagerDuty" / "*My supervisor Ramona* gets her pages by SMS rather than PagerDuty"; "I get questions through
the Zulip stream" / "*Ruth, my co-editor,* answers author questions by email"; "Hessa flies the gyrfalcon daily" /
"*Hessa's trainee* flies the lanner every other day". The newer sentence's subject is a person tied to the older
memory's holder by a relation or a post ("my cofounder", "the user's manager", "Hessa's trainee"): that person's own
value, set beside the holder's, not a change of it.

Read from structure: the newer text (its date aside) opens with a possessive of the holder — "my", "our", "the
user's", or a name the older memory gives — and a person noun (a relation, a title, an agent noun, a "co-" word),
or with a name glossed so ("Ruth, my co-editor,"). Not a guard when the holder is also a doer or an object in the
newer text ("my manager moved *me* to nights", "my partner and *I* moved"), when the newer text tells the older
thing handed to that person ("my deputy runs the desk *now*", "took over", "handed"), or when the older memory
already speaks of that person ("my cofounder lives in …" after "my cofounder lives in …").
"""

from __future__ import annotations

import re

from core.conflicts import named_values as N
from core.conflicts import wording as W
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# The holder's possessive, a person noun (one modifier may stand before it) and a name after it: "My cofounder
# Jonas", "the user's manager", "Hessa's trainee", "My supervisor Ramona".
_OPENS_WITH = re.compile(r"^(?:[Mm]y|[Oo]ur|[Tt]he user['’]s|[Uu]ser['’]s|(?P<name>[A-Z][\w-]*)['’]s)\s+"
                         r"(?P<first>[a-z][\w-]*)(?:\s+(?P<second>[a-z][\w-]*))?")
# A name glossed as someone of the holder's: "Ruth, my co-editor,".
_GLOSSED = re.compile(r"^(?P<who>[A-Z][\w-]*)(?:\s+[A-Z][\w-]*)?,\s+"
                      r"(?:my|our|the user['’]s|(?P<whose>[A-Z][\w-]*)['’]s)\s+"
                      r"(?:[a-z][\w-]*\s+)?(?P<noun>[a-z][\w-]*),")
# The holder a doer or an object in the newer text, or the older thing handed to the person.
_HOLDER_TOO = re.compile(r"\b(?:i|i['’]m|i['’]ve|i['’]ll|me|we|us|myself|the user|now|nowadays|these days|took over"
                         r"|taken over|takes over|handed|hands|in charge|in my place|replaced|instead of me"
                         r"|from me|instead(?! of))\b", re.IGNORECASE)
# The person's deed a change worked on a thing (a transitive verb of change, its object after it): "changed her
# timetable", "moved their slot", "cut the cloud budget", "inherited the deploy scripts", "made Leo DRI" — the holder's
# value changed by someone of theirs. Not the person's own move ("moved out of Shoreditch", "moved to Walthamstow").
_ACTS_ON = re.compile(r"^(?:,?\s+[A-Z][\w-]*,?)?(?:\s+(?:just|has|have|had|also|then|finally|recently))*\s+"
                      r"(?:changed|moved|cut|lowered|raised|pushed|bumped|shifted|inherited|made|set|put|switched"
                      r"|swapped|took|handed|gave|told|asked|reassigned|dropped|increased|decreased|reduced|extended"
                      r"|renamed|replaced)"
                      r"\s+(?!out\b|to\b|from\b|in\b|into\b|away\b|back\b|house\b|home\b|abroad\b|over\b)")
# The holder's own thing as the object of the person's deed: "Our librarian swapped *my* Magnificat copy".
_HOLDERS_THING = re.compile(r"^(?:\s+[a-z][\w-]*){1,2}?\s+(?:my|our|the user['’]s)\b")


# A group the holder belongs to does the holder's own doing ("the user's team cancelled Reactor"); an employer or a
# landlord is an attribute of the holder, not someone beside them.
_NOT_BESIDE = frozenset(stem(w) for w in """team teams family crew company subsidiary fork parent-company employer
    employers landlord landlady""".split())
_AGENT_ENDS = ("er", "or", "ist", "ian", "ee")
# People who stand in for the holder or work under them, whom neither table names: "my deputy Ruth", "my
# subcontractor in Ottawa", "my understudy".
_UNDER_THE_HOLDER = frozenset(stem(w) for w in "deputy subcontractor understudy protege mentee".split())
# People who hold the holder's post elsewhere or beside them: "the user's counterpart at McMurdo", "my peer in Oslo".
_BESIDE_THE_HOLDER = frozenset(stem(w) for w in "counterpart counterparts peer peers".split())


def _person_noun(word: str) -> bool:
    """A relation or a title ("cofounder", "supervisor", "co-editor"); not a noun of agent shape alone, which as often
    names a thing of the holder's ("my pager alerts", "my local interpreter", "my tide calculator")."""
    low = word.lower()
    if stem(low) in _NOT_BESIDE:
        return False
    return stem(low) in W.RELATION_WORDS or stem(low) in N.ROLE_HEADS or stem(low) in _UNDER_THE_HOLDER \
        or stem(low) in _BESIDE_THE_HOLDER \
        or (low.startswith("co-") and low[3:].endswith(_AGENT_ENDS)) \
        or (len(low) > 6 and low.endswith("mate"))  # "housemate", "classmate", "shipmate": one sharing with them


# The older memory's holder living or working *with* someone ("I rent a room in Kristiine with a flatmate"): the
# person is beside the holder, not the holder, so the newer memory may tell that person's own move.
_COMPANION = re.compile(r"\bwith (?:a|an|my|our|the|two|three) (?:[a-z-]+ )?[a-z-]+(?:mates?|partners?|friends?|"
                        r"roommates?|colleagues?)\b")
# A clause of its own in which the holder keeps what they had: "; I'm keeping the room", "; the user stays put".
_HOLDER_KEEPS = re.compile(r"[;,—]\s*(?:but\s+|while\s+)?(?:i['’]m|i am|i|the user|the user['’]s|user)\s+"
                           r"(?:is\s+|am\s+)?(?:keep(?:s|ing)?|stay(?:s|ing)?|remain(?:s|ing)?)\b[^;.]*", re.IGNORECASE)
# What only a person does, said after the noun: "the user's coach *lives* in …", "my editor *rents* …" — the noun
# names a person whatever it is ("coach" is as often a bus).
# (a place of work may stand between: "the user's deputy at the plant lives over in Torpoint")
_PERSON_DOES = re.compile(r"(?:\s+(?:at|in|on|from)\s+(?:the\s+)?[\w-]+)?\s+(?:lives|lived|resides|resided|rents|rented"
                          r"|stays|stayed|commutes|commuted)\b")


def _older_verb(word: str, old_text: str) -> bool:
    """Whether ``word`` is a verb of the older text in its present third person ("rehearses", "flies")."""
    return word.endswith("s") and len(word) > 3 and re.search(r"\b" + re.escape(word) + r"\b", old_text) is not None


def relation_subject(old_text: str, new_text: str) -> bool:
    """Whether the newer text's subject is someone of the older memory's holder, telling that person's own value."""
    body = undated(new_text).strip()
    found = _OPENS_WITH.match(body)
    glossed = _GLOSSED.match(body) if found is None else None
    if found is None and glossed is None:
        return False
    if found is not None:
        name = found.group("name")
        noun, second = found.group("first"), found.group("second")
        if second is not None and (_person_noun(second) or noun.lower() == "fellow"
                                   or (second.lower().endswith(("ist", "ian"))
                                       and _PERSON_DOES.match(body[found.end("second"):]) is not None)):
            noun = second  # "my personal trainer", "the user's line manager": the noun after its modifier; "my
            # fellow instructor": one of the holder's kind, whatever the noun; "the user's choir accompanist lives …" (a
            # person's agent noun: "the user's notes folder lives in …" is a thing)
        elif not _person_noun(noun) and _PERSON_DOES.match(body[found.end("first"):]) is not None \
                and stem(noun.lower()) not in _NOT_BESIDE:
            pass  # "The user's coach lives in …": a person, whatever the noun names elsewhere
        elif not _person_noun(noun) and not (name is not None and second is not None and _older_verb(second, old_text)):
            return False  # ("Ines's understudy rehearses …" after "Ines rehearses …": the older deed, another doer)
        if name is not None and name.lower() in ("my", "our", "the", "user"):
            name = None
        if name is not None and name not in old_text:
            return False  # "Jonas's manager" beside a memory that never names Jonas: no holder of the older one
        rest = body[found.end("second") if noun == second else found.end("first"):]
    else:
        assert glossed is not None
        noun = glossed.group("noun")
        if not _person_noun(noun) or glossed.group("who") in old_text:
            return False
        rest = body[glossed.end():]
    subject = body[:len(body) - len(rest)] + (after.group(0) if (after := re.match(r",?\s+[A-Z][\w-]*", rest)) else "")
    named = {w for w in re.findall(r"\b[A-Z][\w-]*", subject) if w not in ("My", "Our", "The")}
    whose = found.group("name") if found is not None else glossed.group("whose") if glossed is not None else None
    if any(re.search(r"\b" + re.escape(w) + r"\b", old_text) for w in named - {whose}):
        return False  # "My supervisor Ramona" after a memory of Ramona's: the older memory's own holder
    if stem(noun.lower()) in {stem(w) for w in re.findall(r"[\w-]+", old_text.lower())} \
            and not _COMPANION.search(old_text):
        return False  # the older memory speaks of that person already: one holder
    if _ACTS_ON.match(rest) is not None:
        return False  # "My teacher bumped piano to Sundays", "the user's therapist moved their slot": their value
    if "user" in old_text.lower() and re.search(r"\b(?:them|their|theirs)\b", rest) is not None:
        return False  # "The user's doctor told them …": the user in the third person
    rest = _HOLDER_KEEPS.sub("", rest)  # "…; I'm keeping the room": the holder's own value said to stand
    return _HOLDER_TOO.search(rest) is None and _HOLDERS_THING.match(rest) is None


# A group of other people opening the newer sentence: "The mechanics on my shift", "The bar team downstairs", "Other
# nurses", "The two drivers": an article or "other", up to two modifiers, and a plural person noun or a team word with a
# word placing it after it ("team downstairs", "crew on nights").
_GROUP_OPENS = re.compile(r"^(?:the|other|those|some|most|all the|the other)\s+(?:[a-z][\w-]*\s+){0,2}?"
                          r"(?P<noun>[a-z][\w-]*s|team|crew|staff|shift|department|ward)\b(?P<placed>\s+(?:downstairs|"
                          r"upstairs|next door|on|at|in|from|of)\b)?")
_FIRST_PERSON_OPENS = re.compile(r"^(?:i|i['’]m|i['’]ve|i['’]d|my)\b")
_FIRST_PERSON = re.compile(r"\b(?:i|i['’]m|i['’]ve|me|myself|we|us)\b")
_PLACING = re.compile(r"^\s+(?:downstairs|upstairs|next door|(?:on|at|in|from|of)\s+(?:the\s+|my\s+|our\s+)?[\w-]+)")
_TEAM_WORDS = frozenset({"team", "crew", "staff", "shift", "department", "ward"})


def another_group(old_text: str, new_text: str) -> bool:
    """The older memory is the writer's own ("I take my lunch break at 1pm", "I use the 3rd edition …") and the newer
    one tells what another group does ("The mechanics on my shift have their lunch at 12:15", "The bar team downstairs
    works from the 4th edition"), told as no change and with the writer neither a doer nor an object in it: that
    group's own value beside the writer's. A team word counts only placed apart ("team downstairs", "crew on nights"):
    "The team moved to GitHub Actions" may well tell the writer's tool changed with their team's."""
    old_low, new_low = undated(old_text).strip().lower(), undated(new_text).strip().lower()
    if _FIRST_PERSON_OPENS.match(old_low) is None:
        return False
    found = _GROUP_OPENS.match(new_low)
    if found is None:
        return False
    noun = found.group("noun")
    if noun in _TEAM_WORDS:
        if found.group("placed") is None:
            return False
    elif not _person_noun(noun[:-1]) and not _person_noun(noun) and not _agent_plural(noun):
        return False
    if _FIRST_PERSON.search(new_low) is not None:
        return False
    from core.conflicts.statement import read  # the statement model reads its texts' holders through this module

    # what the group is told to do, its placing phrase aside ("on my shift" names no change of shifts)
    rest = _PLACING.sub("", new_low[found.end("noun"):], count=1)
    told = read(rest)
    if told.change or told.negated:
        return False
    return stem(noun) not in {stem(w) for w in re.findall(r"[a-z][\w-]*", old_low)}


def _agent_plural(noun: str) -> bool:
    """A plural of a doer's noun that names people in a group's sentence: "mechanics", "drivers", "nurses", "chefs"."""
    return noun.endswith(("ers", "ors", "ists", "ians", "ees", "ics", "chefs", "nurses", "cooks", "guards", "staffers"))

"""A value put in front and the rest told after "is what" / "is where" (a pseudo-cleft): read in the plain order.

"DaVinci Resolve is what the user edits videos with since upgrading the Mac", "Figma is where mockups live",
"Wrocław is where the user has lived since selling the Kraków apartment", "barely five hours of sleep is what the
user gets": the value stands first, as the subject of "is", and the clause after "what"/"where" is the attribute with
a gap where the value belongs. The readers look for the value after its verb or preposition, so the sentence is read
again with the value put back in the gap ("the user edits videos with DaVinci Resolve since upgrading the Mac",
"mockups live in Figma", "the user has lived in Wrocław since …", "the user gets barely five hours of sleep"):

- "where": the value is a place, put after the clause's verb phrase with "in";
- "what" with a preposition left hanging ("edits videos *with* since …"): the value after that preposition;
- "what" otherwise: the value is the clause's object, put after it.

A clause of reason or time before the value ("Since the baby arrived, barely five hours …") stays in front. Only the
newer memory's shape changes; whatever the pair then reads is decided by the readers and passes their guards.

The same holds for a copula turned round, the value before "is" and the holder's attribute after it ("Figma is our
design tool now", "Bear is my notes app these days", "10:00 is the team's standup time"): :func:`inverted` reads it
as "our design tool is Figma now".
"""

from __future__ import annotations

import re
from functools import lru_cache

_CLEFT = re.compile(r"^(?P<lead>(?:[^,;]*,\s+)?)(?P<front>[^,;]{2,60}?)\s+(?:is|are|was|has been|'s)\s+"
                    r"(?P<wh>what|where)\s+(?P<rest>[^;]+?)\s*(?P<end>[.!]?)$", re.IGNORECASE)
# A preposition left hanging: at the end, or before a clause of its own ("with since upgrading", "on now").
_HANGING = re.compile(r"\b(with|in|on|for|at|to|through|via|from|into|using)\b(?=\s*(?:$|,|;|\b(?:since|because|"
                      r"after|now|these days|nowadays|ever since|from now on|going forward|for now)\b))", re.IGNORECASE)
# Where the attribute's clause ends and a clause of reason or time begins.
_CLAUSE_END = re.compile(r"\s*(?:,|;|\b(?:since|because|after|now|these days|nowadays|ever since|from now on|"
                         r"going forward)\b)", re.IGNORECASE)
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}\s*(?:[—–:-]\s*)?")
_CUE = re.compile(r"\b(?:is|are|was|'s) (?:what|where)\b", re.IGNORECASE)


@lru_cache(maxsize=1024)
def uncleft(text: str) -> str | None:
    """``text`` in the plain order when it is a pseudo-cleft ("X is what/where …"), else ``None``."""
    if _CUE.search(text) is None:
        return None
    body, semi, after = text.strip().partition(";")  # "Figma is where mockups live; Sketch licences lapsed"
    dated = _DATE.match(body)
    date, body = (dated.group(0), body[dated.end():]) if dated else ("", body)
    found = _CLEFT.match(body)
    if found is None:
        return None
    lead, front, wh, rest, end = (found.group(g) for g in ("lead", "front", "wh", "rest", "end"))
    if not rest.split() or front.lower() in ("this", "that", "it", "here", "there"):
        return None
    if wh.lower() == "where":
        cut = _CLAUSE_END.search(rest, 1)
        at = cut.start() if cut else len(rest)
        told = f"{rest[:at]} in {front}{rest[at:]}"
    else:
        hanging = _HANGING.search(rest)
        if hanging is not None:
            told = f"{rest[:hanging.end()]} {front}{rest[hanging.end():]}"
        else:
            cut = _CLAUSE_END.search(rest, 1)
            at = cut.start() if cut else len(rest)
            told = f"{rest[:at]} {front}{rest[at:]}"
    return f"{date}{lead}{told}{end}{semi}{after}"


# "Figma is our design tool now", "Bear is my notes app these days": a short value, "is", a holder's attribute.
_INVERTED = re.compile(r"^(?P<front>(?:[A-Z0-9][\w.:+#-]*)(?: [A-Z0-9][\w.:+#-]*){0,3})\s+(?:is|are)\s+"
                       r"(?P<attr>(?:my|our|their|his|her|the user's|the team's|[A-Z][a-z]+'s)\s+[^,;.!]+?)"
                       r"(?P<rest>\s+(?:now|these days|nowadays|from now on|going forward)\b.*|\s*[,;.!].*|)$")


@lru_cache(maxsize=1024)
def inverted(text: str) -> str | None:
    """``text`` with its copula turned back ("our design tool is Figma now") when it opens with a short value and
    "is" a holder's attribute, else ``None``."""
    body = text.strip()
    dated = _DATE.match(body)
    date, body = (dated.group(0), body[dated.end():]) if dated else ("", body)
    found = _INVERTED.match(body)
    if found is None:
        return None
    attr = found.group("attr")
    return f"{date}{attr[:1].upper()}{attr[1:]} is {found.group('front')}{found.group('rest')}"



# "'Daily Hangeul' became the title of the user's project", "'folio-ng' is the name the user gave the fork": a name
# put first, then the naming noun and what bears it. Quoted, or a capitalised name of up to four words.
_NAME_FIRST = (r"(?P<front>(?:'[^']{1,40}'|\"[^\"]{1,40}\"|‘[^’]{1,40}’|“[^”]{1,40}”"
               r"|[A-Z][\w.#-]*(?: [A-Z][\w.#-]*){0,3}))")
_NAMING_NOUN = r"(?:new\s+)?(?:name|title|nickname|handle|call ?sign)"
_LEAD = r"(?P<lead>(?:[^,;'\"‘“]{1,60},\s+)?)"
_NAME_OF = re.compile(_LEAD + _NAME_FIRST + r"\s+(?P<verb>became|has become|is now|is)\s+(?:the|its|their)\s+"
                      + _NAMING_NOUN + r"\s+(?:of|for)\s+(?P<thing>[^,;.!?]+?)(?P<rest>\s*[,;.!?].*|)$")
_NAME_GIVEN = re.compile(_LEAD + _NAME_FIRST + r"\s+(?:is|was)\s+(?:now\s+)?the\s+" + _NAMING_NOUN
                         + r"\s+(?:that\s+)?(?P<holder>the user|I|we|they|[A-Z][a-z]+|(?:my|our|their) [\w-]+)\s+"
                         r"(?P<verb>gave|has given|chose for|picked for|settled on for)\s+"
                         r"(?P<thing>[^,;.!?]+?)(?P<rest>\s*[,;.!?].*|)$")


@lru_cache(maxsize=1024)
def name_put_back(text: str) -> str | None:
    """``text`` with a name told first put back after what bears it ("the user's project is now called 'Daily
    Hangeul'", "the user's fork is called 'folio-ng'"), else ``None``. "became" and "is now" keep their change as
    "now"; the one who gave the name holds the thing ("we gave the fork" → "our fork"); a fronted phrase of reason or
    time stays in front."""
    body = text.strip()
    dated = _DATE.match(body)
    date, body = (dated.group(0), body[dated.end():]) if dated else ("", body)
    found = _NAME_OF.match(body)
    if found is not None:
        now = " now" if found.group("verb") != "is" else ""
        thing = found.group("thing")
        return f"{date}{found.group('lead')}{thing[:1].upper() if not found.group('lead') else thing[:1]}{thing[1:]} " \
               f"is{now} called {found.group('front')}{found.group('rest')}"
    found = _NAME_GIVEN.match(body)
    if found is not None:
        holder, thing = found.group("holder"), _THING_OPENS.sub("", found.group("thing"))
        owner = _OWNERS.get(holder.lower(), f"{holder}'s")
        told = f"{owner} {thing} is called {found.group('front')}{found.group('rest')}"
        return f"{date}{found.group('lead')}{told[:1].upper() if not found.group('lead') else told[:1]}{told[1:]}"
    return None


# "… the name we gave the fork": whose the thing is, said as its holder's ("our fork").
_OWNERS = {"i": "my", "we": "our", "they": "their", "the user": "the user's"}
_THING_OPENS = re.compile(r"^(?:the|a|an|his|her|their|its|our|my)\s+", re.IGNORECASE)

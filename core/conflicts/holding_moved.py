"""A held thing moved to another holder, told with the thing (or its holding) as the subject of a verb of moving it,
or bought from the older holder.

"Custody of the handbell set was passed to the Melton branch at the AGM" after "The guild's handbell set is kept and
managed by the Ashby branch"; "The grinder rental account was transferred to the new subsidiary"; "Skyline Ridge
lookout was deeded to the county parks authority"; "Responsibility for the job queue was absorbed by the checkout
squad" (:func:`holding_moved`): the thing — every content word of it but a noun of holding a word of the older
memory, in any form ("TCOM kit" beside "transcutaneous oximetry kit" needs one shared word and no other) — and a
party the older memory does not name. And "The user bought the Mercado Central stall from her sister", "I bought the
cane splitter off Callum outright" (:func:`bought_from_holder`): the older owner named after "from" / "off", the thing
bought a thing of the older memory.

Not a change: a while, a share or a plan ("for the season", "a 60% share", "will be transferred"), a denial or a past
("back in 2019"), another thing (a word the older memory lacks), the older holder again, a holder that only
audits or helps.
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import CALENDAR_WORDS
from core.conflicts.note_dates import undated
from core.text.tokens import stem

_HOLDING_NOUN = (r"(?:custody|ownership|stewardship|maintenance|upkeep|administration|admin\s+rights|curation"
                 r"|management|running|servicing|responsibility|care|title|control)")
_MOVED = (r"(?:transferred|passed(?:\s+(?:over|on))?|handed(?:\s+(?:over|on))?|given(?:\s+back)?|deeded|gifted"
          r"|absorbed|centrali[sz]ed|taken\s+over|reassigned|vested|signed\s+over|made\s+over|bequeathed"
          r"|donated|returned|contracted\s+out|outsourced|farmed\s+out|entrusted"
          # taken up by the new holder or granted to it: "has been assumed by the payments squad", "was awarded to a
          # Paris firm", "were sold off to Clayton Wheelers"
          r"|assumed|awarded|sold(?:\s+off|\s+on)?)")
# A note tells the move with no auxiliary ("glossary passes to incoming copy chief Daan", "lease signed over to Vinh"):
# the verb then straight before "to", so an active verb's object ("Ruth passed the keys to Ana") is never the thing.
_MOVED_BARE = (r"(?:passes|passed|transfers|transferred|handed\s+over|handed\s+on|signed\s+over|made\s+over"
               r"|reassigned|contracted\s+out|outsourced|deeded|bequeathed)")
_THING_MOVED = re.compile(
    r"(?:^|[;:.—–]\s*|,\s*)(?:" + _HOLDING_NOUN + r"\s+(?:of|for|on)\s+)?"
    r"(?P<thing>(?:the\s+|our\s+|my\s+|their\s+|its\s+)?[\w'’ /#&.-]{2,60}?)"
    r"(?:\s+(?:was|were|has\s+been|have\s+been|got|is|are)\s+"
    r"(?:(?:formally|officially|fully|all|permanently|then|quietly)\s+)?" + _MOVED
    + r"(?:\s+(?:outright|wholesale|in\s+full))?\s+(?:to|into|by|onto|in)\s+"
    # the terse forms: "tile-cdn ownership transferred renata -> infra-team", "table upkeep reassigned — Joris"
    r"|\s+" + _MOVED + r"(?:\s+(?:from\s+)?@?[\w.-]+)?\s*(?:->|→)\s*|\s+" + _MOVED + r"\s*[—–:]\s*"
    r"|\s+" + _MOVED_BARE + r"\s+to\s+)(?P<party>[^,;.—–()]+)", re.IGNORECASE)
_HOLDING_OPEN = re.compile(r"^\s*(?:the\s+)?" + _HOLDING_NOUN + r"\s+(?:of|for|on)\s+", re.IGNORECASE)
_BOUGHT = re.compile(r"\b(?:bought|purchased|acquired)\s+(?P<thing>[\w'’ &.-]{2,60}?)\s+(?:from|off)\s+"
                     r"(?:(?:my|her|his|their|our|the\s+user's|the\s+user’s)\s+)?(?P<holder>[\w'’-]+(?:\s+[\w'’-]+)?)",
                     re.IGNORECASE)
_BOUGHT_OUT = re.compile(r"\bbought\s+(?P<holder>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)\s+out\s+of\s+"
                         r"(?P<thing>[\w'’ &.-]{2,60}?)(?:\s+(?:in|on|at|last|after|for)\b|[,;.]|$)")
# The older memory tells who holds a thing.
_HELD = re.compile(r"\b(?:own\w*|maint\w*|admin\w*|custod\w*|responsib\w*|belongs?\s+to|propert\w*|(?:kept|run|managed"
                   r"|handled|held|curated|controlled|operated|serviced|registered|looked\s+after|drawn\s+up|done"
                   r"|prepared|organi[sz]ed|compiled|coordinated|edited|written|booked)\s+(?:by|to|in)"
                   r"|keeps?|looks?\s+after|in\s+charge\s+of|holds?)\b", re.IGNORECASE)
_NOT_FOR_GOOD = re.compile(r"\b(?:while|until|till|temporar\w*|interim|acting|cover\w*|for\s+the\s+(?:season|summer"
                           r"|winter|year|month|week)|share|stake|part|half|jointly|shared|also|too|as\s+well|will"
                           r"|would|could|might|(?<!in\s)may|should|plan\w*|propos\w*|going\s+to|due\s+to\s+be|to\s+be|if"
                           r"|whether|consider\w*|discuss\w*|vote|not|never|no|back\s+in|used\s+to|originally"
                           r"|formerly|previously|loan\w*|lent|borrow\w*|audits?|helps?|assists?|alongside|together|with\s+help)\b"
                           r"|n't\b|%",
                           re.IGNORECASE)
_WORD = re.compile(r"[a-z][a-z0-9'’-]*")
_HOLDING_WORDS = frozenset(stem(w) for w in """custody ownership stewardship maintenance upkeep administration admin
    rights curation management running servicing responsibility care title control account""".split())
_LIGHT = frozenset("the our my their its his her a an of for on in to by and user user's users".split())
_FORM = 5


def _content(text: str) -> set[str]:
    words = set()
    for w in _WORD.findall(text.lower()):
        w = w.strip("'’-").removesuffix("'s").removesuffix("’s")
        if len(w) > 1 and w not in _LIGHT and w not in W.STOP_WORDS:
            words.add(w)
    return words


def _same(a: str, b: str) -> bool:
    if a == b or stem(a) == stem(b):
        return True
    if ("-" in a and b in a.split("-")) or ("-" in b and a in b.split("-")):
        return True
    return min(len(a), len(b)) >= _FORM and a[:_FORM] == b[:_FORM] and (a.startswith(b) or b.startswith(a))


def _in(word: str, words: set[str]) -> bool:
    return any(_same(word, w) for w in words)


def _thing_of_older(thing: str, old_text: str) -> set[str] | None:
    """The thing's words if each is a word of the older memory (nouns of holding aside) and one at least is."""
    old_words = _content(old_text)
    words = {w for w in _content(_HOLDING_OPEN.sub("", thing)) if stem(w) not in _HOLDING_WORDS}
    if not words:
        return None
    shared = {w for w in words if _in(w, old_words)}
    if len(shared) < len(words) or not shared:
        return None
    if not set(re.findall(r"\d+", thing)) <= set(re.findall(r"\d+", old_text)):
        return None  # "crane 4" beside "the harbour's cranes": one of them
    return shared


def _not_for_good(body: str) -> bool:
    """Whether ``body`` says the move is not for good (:data:`_NOT_FOR_GOOD`), a word inside a hyphenated name aside
    ("audit-flagger" is no audit)."""
    return any(not (body[m.start() - 1:m.start()] == "-" or body[m.end():m.end() + 1] == "-")
               for m in _NOT_FOR_GOOD.finditer(body))


def holding_moved(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` moves the thing ``old_text`` gives a holder to another party (module doc), or ``None``."""
    if _HELD.search(old_text) is None:
        return None
    body = undated(new_text)
    found = _THING_MOVED.search(body)
    if found is None or _not_for_good(body):
        return None
    thing = found.group("thing")
    if re.match(r"^\s*(?:i|we|he|she|they|the\s+user)\b", thing, re.IGNORECASE):
        return None  # a person moved ("I was moved to the night shift")
    shared = _thing_of_older(thing, old_text)
    if shared is None:
        return None
    party = re.sub(r"\s+(?:after|since|when|once|because|as|per|at|from|last|this|following|and|which|who|under|with"
                   r"|for|before|in\s+(?:the\s+)?(?:reorg\w*|reshuffle|spring|summer|autumn|winter|january|february"
                   r"|march|april|may|june|july|august|september|october|november|december)\b)\b.*$", "",
                   found.group("party").strip(), flags=re.IGNORECASE)
    party_words = _content(party)
    old_words = _content(old_text)
    if not party_words or all(_in(w, old_words) for w in party_words):
        return None  # no party, or the older holder again
    return f"same held thing ({' '.join(sorted(shared))}) moved to another holder → {party}"


def bought_from_holder(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` has the older memory's thing bought from its older holder (module doc), or ``None``."""
    if _HELD.search(old_text) is None:
        return None
    body = undated(new_text)
    found = _BOUGHT.search(body) or _BOUGHT_OUT.search(body)
    if found is None or _NOT_FOR_GOOD.search(body):
        return None
    holder = found.group("holder")
    holder_words = _content(holder)
    old_words = _content(old_text)
    if not holder_words or not all(_in(w, old_words) for w in holder_words):
        return None  # bought from someone the older memory does not name as holding it
    shared = _thing_of_older(found.group("thing"), old_text)
    if shared is None:
        return None
    return f"same held thing ({' '.join(sorted(shared))}) bought from its holder ({holder})"


# --- the older holder set aside in a clause of its own -------------------------------------------------------------

# After the older holder's name: said off the thing or put on other work ("Derek off it", "Orla on cheesemaking only",
# "Lionel rotated to the water rides", "QA only audits", "secretary's set returned", "Horatio's retirement").
_SET_ASIDE = re.compile(r"^(?:['’]s\s+(?:set|access|retainer|contract|keys|rights|role)\s+"
                        r"(?:was\s+|were\s+|has\s+been\s+)?(?:returned|revoked|removed|not\s+renewed|ended|withdrawn)|['’]s\s+retirement"
                        r"|\s+(?:is\s+|was\s+|now\s+)?(?:off\b(?!\s+(?:sick|today|tomorrow|this|for|until|till|on\s+leave))"
                        r"|on\s+(?:[\w-]+\s+){1,3}only|only\s+(?:audits?|signs?|helps?|reviews?|checks?)"
                        r"|(?:rotated|moved|reassigned)\s+(?:to|onto)|retired|stepped\s+(?:back|down)|left\b(?!\s+(?:for|on|to)\b)))",
                        re.IGNORECASE)
# The self set aside: "…, not me", "I only sign the invoices", "I gave it up", "the user stepped back from them".
_SELF_ASIDE = re.compile(r"(?:,\s*not\s+me\b|\b(?:i|the\s+user)\s+only\s+\w+|\bi\s+gave\s+it\s+up\b"
                         r"|\b(?:i|the\s+user)\s+stepped\s+(?:back|down)\b|\b(?:i['’]m|the\s+user\s+is)\s+off\s+it\b)",
                         re.IGNORECASE)
_SELF_HOLDS = re.compile(r"^\s*(?:i\b|i['’]m\b|my\b|the\s+user\b)", re.IGNORECASE)
_AWAY_WHILE = re.compile(r"\b(?:while|until|till|today|tomorrow|this\s+week|for\s+now|cover\w*|sick|leave|holiday"
                         r"|temporar\w*|interim|acting|still|during|back\s+(?:on|next|monday|tuesday|wednesday"
                         r"|thursday|friday|in\s+\w+))\b", re.IGNORECASE)
_NAME = re.compile(r"@[\w.-]*\w|(?<![\w@.-])(?:[A-Z][a-z][\w'’-]*|[A-Z]{2,})(?:\s+(?:[A-Z][a-z][\w'’-]*|[A-Z]{2,}))*")
_BY_PARTY = re.compile(r"\b(?:by|to|under|with)\s+(?:the\s+)?((?:[a-z][\w-]+\s+){0,2}(?:team|group|squad|crew|office"
                       r"|authority|department|committee|secretary|treasurer|chair|family|estate|trust|desk))\b",
                       re.IGNORECASE)
_KEYED_PARTY = re.compile(r"(?:[:=]|->|→|held\s+by)\s*(?:the\s+)?([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s*$",
                          re.IGNORECASE)
_PERSON = re.compile(r"[A-Z][a-z][\w'’-]*(?:\s+[A-Z][a-z][\w'’-]*)*")


def _older_holders(old_text: str) -> list[str]:
    """Who the older memory gives the thing to: a name or handle (not the note's opening word), a body after "by",
    a keyed note's value."""
    body = undated(old_text)
    found = []
    for m in _NAME.finditer(body):
        if m.start() == len(body) - len(body.lstrip()) and not m.group(0).startswith("@"):
            continue  # the opening word is the sentence's first, not a name
        found.append(m.group(0))
    found += [m.group(1) for m in _BY_PARTY.finditer(body)]
    keyed = _KEYED_PARTY.search(body.rstrip(". "))
    if keyed:
        found.append(keyed.group(1))
    if _HELD.search(body) is None:  # a keyed note with no word of holding: a person's name or handle only
        found = [f for f in found if f.startswith("@") or _PERSON.fullmatch(f)]
    return [f for f in dict.fromkeys(found) if f.lower() not in ("i", "the user")
            and f.lower().rstrip("s") not in CALENDAR_WORDS]


def holder_set_aside(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` sets the older memory's holder aside from the thing in a clause of its own ("cloth orders
    handled by Priscilla going forward; Derek off it", "consent forms under Nurse Lead Obi; Dr. Salazar off the
    document", "Since the restructure, Bev keeps the sauna maintenance log, not me"), the thing told again, or
    ``None``. Not a while ("off today", "covers until"), another thing, a holder the older memory does not name."""
    if _HELD.search(old_text) is None and not re.search(r"[:=→]|->", old_text):
        return None
    body = undated(new_text)
    if _AWAY_WHILE.search(body) or re.search(r"\b(?:will|may|might|plan\w*|propos\w*)\b|\?", body):
        return None
    aside: tuple[str, int, int] | None = None
    if _SELF_HOLDS.search(undated(old_text)) and (said := _SELF_ASIDE.search(body)):
        aside = ("the writer", said.start(), said.end())
    else:
        low = body.lower()
        for holder in _older_holders(old_text):
            bare = holder.removeprefix("@")
            if bare.lower() not in low:
                continue  # not named at all: make no pattern of it (each is new for almost every text)
            for m in re.finditer(r"(?<![\w@.-])(?<!\bat )(?<!\bof )(?<!\bfrom )(?<!\bfor )(?<!\bwith )(?<!\bin )"
                                 r"@?" + re.escape(bare) + r"(?![\w-])", body, re.IGNORECASE):
                tail = _SET_ASIDE.match(body[m.end():])
                if tail is not None:
                    aside = (holder, m.start(), m.end() + tail.end())
                    break
            if aside:
                break
    if aside is None:
        return None
    holder, start, end = aside
    doing_now = " only " in body[start:end].lower()
    if doing_now:
        # "I only review its websocket hooks": the clause says what the writer does now, not whose the thing is; the
        # thing is read from the rest, and a generic noun alone there ("Farid owns the presence module") names none.
        clause_end = re.search(r"[;,.—–(]|$", body[end:])
        end += clause_end.start() if clause_end else 0
    rest = body[:start] + " " + body[end:]
    holder_words = _content(holder)
    shared = {w for w in _content(rest) if _in(w, _content(old_text)) and not _in(w, holder_words)} - _HOLDING_PLAIN
    if not shared or (doing_now and not shared - _GENERIC):
        return None
    return f"same held thing ({' '.join(sorted(shared))}), the older holder ({holder}) set aside"


_GENERIC = frozenset("""module modules service services app apps repo repository project system file files document
    documents page site team thing things work""".split())
_HOLDING_PLAIN = frozenset("""owner owners owned owns maintained maintains maintainer keeper held holds kept keeps
    responsible responsibility charge run runs""".split())


# --- another party told as the one holding the older thing -----------------------------------------------------------

# A party doing the holding now, with an active verb: "Maeve holds it since the EGM", "radiology IT holds the firewall
# rules from today", "Henrik keeps the lifting-gear register", "the keyboardist looks after them", "admissions office
# now handles voice-test bookings", "Otieno's crew took it over in June". Not "runs on …" (what the thing runs on).
_HOLDS_NOW = re.compile(
    r"(?:^|[;:.—–,]\s*|->\s*|→\s*)(?!(?:has|have|now)\b)"
    r"(?P<party>(?:the\s+|our\s+|a\s+)?[\w'’.&-]+(?:\s+[\w'’.&-]+){0,3}?),?\s+(?:now\s+)?"
    r"(?:(?:holds|keeps|looks\s+after|handles|maintains|manages|owns|(?:has\s+|have\s+)?(?:took|taken|takes)\s+over"
    r"(?:\s+(?:maintaining|running|managing|handling))?|inherited)"
    r"\s+(?P<thing>(?:it|them)\b|(?!on\b|at\b|in\b|from\b|with\b)[^,;.—–()]{2,60})"
    r"|(?:has\s+|have\s+)?(?:took|taken|takes)\s+(?P<pronoun>it|them)\s+over\b)", re.IGNORECASE)
# Where the object ends: a when or a source, never a scope ("… for IAM", "… on the west bench" stay the thing's).
_OBJECT_END = re.compile(r"\s+(?:from|since|after|as\s+of|starting|effective|per|following|going\s+forward"
                         r"|in\s+(?:(?:19|20)\d\d|january|february|march|april|may|june|july|august|september"
                         r"|october|november|december|spring|summer|autumn|winter))\b.*$", re.IGNORECASE)
# A history, the older holder kept or away for a while, anywhere in the note ("before Lucia took it over", "though
# dermatology still owns them", "facilities out sick").
_HELD_STILL = re.compile(r"\b(?:before|still|though|although|back\s+in|used\s+to|previously|originally|formerly"
                         r"|sick|leave|away|holiday|vacation|while|until|till|temporar\w*|interim|cover\w*"
                         r"|for\s+now|also|too|as\s+well|jointly|shared|helps?)\b", re.IGNORECASE)
# People cared for, never a thing held ("looks after our dad on Saturdays").
_CARED_FOR = frozenset(stem(w) for w in """mum mom mother dad father parent parents kid kids child children son
    daughter grandma grandpa grandmother grandfather nan gran baby twins dog dogs cat cats""".split())
_HOLDING_ONLY = frozenset(stem(w) for w in """custody ownership stewardship maintenance upkeep administration curation
    management running servicing responsibility care""".split())
_NOT_THE_PARTY = frozenset("i we he she they it who which that user nobody someone also too has have had".split())
_NEGATED_HERE = re.compile(r"\b(?:not|never|no|longer|anymore|n't)\b|n't\b", re.IGNORECASE)
_PARTY_LIGHT = _LIGHT | frozenset("now new incoming".split())


def holder_told(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` names another party holding the older memory's thing with a verb of holding ("kit sponsor acct:
    Maeve holds it since EGM", "I no longer own it; Henrik keeps the lifting-gear register"), or ``None``.

    The thing is the verb's object, every content word a word of the older memory, or for "it" / "them" the rest of
    the note, which must hold a word of the older memory. Not a while, a share, a plan, a help or an addition
    (anywhere in the note), a denial in the party's own clause, the older holder or the self again."""
    low = new_text.lower()
    if not any(v in low for v in ("hold", "keep", "look", "handl", "maintain", "manag", "own", "over", "inherit")):
        return None
    if _HELD.search(old_text) is None:
        return None
    body = undated(new_text)
    found = _HOLDS_NOW.search(body)
    if found is None:
        return None
    clause_at = max(body.rfind(c, 0, found.start("party")) for c in ";,—–:→>")
    clause_end = min((i for i in (body.find(c, found.end()) for c in ";,—–") if i >= 0), default=len(body))
    clause = body[clause_at + 1:clause_end]
    if _NEGATED_HERE.search(clause) or re.search(r"\?|\b(?:will|would|may|might|plan\w*|propos\w*|going\s+to)\b",
                                                 body, re.IGNORECASE):
        return None
    rest = body[:clause_at + 1] + " " + body[clause_end:]
    if _NOT_FOR_GOOD.search(clause) or _HELD_STILL.search(body):
        return None
    party = found.group("party").strip()
    party_words = {w for w in _content(party) if w not in _PARTY_LIGHT}
    named = {w.lower() for w in re.findall(r"[\w'’]+", party) if not w.isupper()}  # "radiology IT": a department
    if not party_words or named & _NOT_THE_PARTY:
        return None
    old_words = _content(old_text)
    if all(_in(w, old_words) for w in party_words):
        return None  # the older holder again
    if any(_in(w, old_words) for w in re.findall(r"([\w-]+)['’]s\b", party.lower())):
        return None  # "survey unit's drone sub-team": a part of the older holder, on a part of the thing
    thing = found.group("pronoun") or _OBJECT_END.sub("", found.group("thing").strip())
    if thing.lower() in ("it", "them"):
        told = {w for w in _content(rest) if stem(w) not in _HOLDING_WORDS and w not in _HOLDING_PLAIN}
        shared = {w for w in told if _in(w, old_words)}
    else:
        words = {w for w in _content(thing) if stem(w) not in _HOLDING_ONLY}
        shared = {w for w in words if _in(w, old_words)}
        if shared != words or not set(re.findall(r"\d+", thing)) <= set(re.findall(r"\d+", old_text)):
            return None  # "the Terraform modules for IAM" after "… for networking": another thing
    if any(stem(w) in _CARED_FOR for w in shared):
        return None
    shared -= _HOLDING_PLAIN
    if not shared:
        return None
    return f"same held thing ({' '.join(sorted(shared))}) held by another party → {party}"

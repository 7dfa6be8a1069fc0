"""The older memory's value said to have ended in a clause of the newer one, another value given beside it.

A writer replacing a thing names the new one and says the old one ended, in a clause of its own, with any verb of
ending and often a short or generic name for the old one: "vib readings: Fluke 3563 wireless sensors; *handheld
retired* wk 12" against "vibration analysis: SKF Microlog handheld, monthly route"; "PostHog wired in, *Mixpanel SDK
deleted*" against "in-app analytics via Mixpanel"; "My work email is admissions@bigtopacademy.org these days;
*office@ got shut down*" against "I check the circus school inbox at office@bigtopacademy.org". The statement
model's denials know few of these verbs and often read the wrong target ("handheld retired wk 12" denies "wk 12").
This reader finds the clause of ending by its verb, from a closed class (retired, dropped, scrapped, closed, shut
down, abandoned, archived, deleted, frozen, unused, over, ended, ran out, behind us, sublet, vacated, given up,
stepped back, binned, ripped out, decommissioned, …), and reads what ended where the verb leaves it: the words
before a verb told of its thing ("Chanty closed"), the object after a verb told of the holder ("archived the
spreadsheet"). It is a change when

- what ended is the older memory's thing: every word of it is a word of the older memory, a part of an older
  value ("office@", "billing box" of "billing@…"), initials of older words ("RA" of "research assistant"), or a
  word of a closed class that names a holding rather than a thing ("flat", "lease", "post", "contract", "SDK",
  "project", "subscription", "paper"), with at least one older word among them; "the old <holding>" ("old account
  closed") when the rest of the newer memory shares a word with the older one; or a generic noun the older value
  is an instance of ("the spreadsheet" of a Google Sheet, "subdomain" of a host name, "box" of an address);
- the newer memory says something else in another clause: a word the older memory does not have.

A thing dismissed reads the same way (:data:`.ending_words.DISMISSED_AFTER`, :data:`.ending_words.DISMISSED_BEFORE`):
"annual report: wants Inter, sans-serif; *Garamond out*", "…, *gauze no longer*", "*paper is disliked*", "*nightly
was overkill*" (a rate adverb names the older "every night"), "the *GPL grant was withdrawn*", "the booking plugin's
*MPL was superseded by* the Apache License 2.0" (initials of the older name; "by" gives the new value), "*skip the
email digests*", "Sheridan *let the prepress crew go*", "check Windy *instead of Yr*", and a contrast "in full
sentences, *not bullets*" after a clause about the older thing. A dismissal is weaker than an end, so it is also
quiet for one occasion ("skip the digest this week", "out today"), for what the older memory itself set aside ("email
over phone calls", "without the battery"), and beside another thing of the older thing's kind ("a separate …
inbox", "the camera firmware" after "door-controller firmware", a note keyed "docs plugin:" after the GIS plugin's);
"out" and "released" end a thing only at the end of their clause ("works out to", "released under the AGPL").

Not a change: an end of something else ("old Jenkins box retired; CI still on GitHub Actions"), the older thing
said to go on ("still", "stays"), an end told with a past year or "back in" (before the older value held), a hedge
or a plan ("may be closed next quarter"), a temporary end ("closed for the holidays", "lapsed for a week", "this
Monday"), another person's end (an owner the older memory does not name), an end by rule ("archived 30 days
after"), denied ("Nobody archived …"), the end of a trial the older memory told, "over" as a preposition ("tabs
over spaces"), a thing that did the ending ("webapp repo archived its wiki"). The checks every finding passes in
:func:`.rules._decide_entered` (the frame guard and the rest) read each finding after it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from core.conflicts.calendar_words import FREQUENCY_ADVERBS
from core.conflicts.compiled import says
from core.conflicts.ending_words import (
    DISMISSED_AFTER,
    DISMISSED_BEFORE,
    ENDED_AFTER,
    ENDED_BEFORE,
    alternation,
    phrases,
)
from core.conflicts.initials import runs_spelling
from core.conflicts.note_dates import undated
from core.conflicts.value_shapes import MAIL_ADDRESS
from core.text.tokens import stem

# Verbs of ending told after their thing: "handheld retired", "the billing box was closed", "Turin behind us"; and a
# person's or a task's end ("stepped back", "let go", "finished").
_AFTER = alternation(ENDED_AFTER + DISMISSED_AFTER + phrases("stepped back | stepped down | steps back | steps down"
                                                             " | finished"))
# The older value judged so that it is let go, told after it: "weekly was too noisy", "nights wore me out", "dark was
# hard to print" — a dismissal, read with a dismissal's guards.
_JUDGED = phrases("wore me out | wore me down | lost me | got old | hard to read | hard to print | hard to use")
# A choice turned down, told after it in a clause of its own: "tabs rejected", "glass ruled out after breakage",
# "rollers off the list" — a dismissal, read with a dismissal's guards (one occasion, another of its kind).
_TURNED_DOWN = phrases("rejected | ruled out | off the list")
# Who turned the choice down, after the verb: "rejected by the waiting staff", "ruled out by Carrow Labs".
_AGENT = re.compile(r"^\s+by\s+((?:the\s+)?[\w'’-]+(?:\s+(?!in\b|for\b|after\b|since\b|as\b)[\w'’-]+){0,2})",
                    re.IGNORECASE)
_TOO = r"too\s+(?!many\b|few\b)[a-z]+"
_AFTER += "|" + alternation(_JUDGED + _TURNED_DOWN) + "|" + _TOO
# A use of the older thing stopped: "the phone calls stopped", "Twitter posting has stopped"; and, before its thing,
# "stopped posting flying weights in Slack".
_AFTER += "|stopped"
_AUX = (r"(?:(?:was|were|is|are|has\s+been|have\s+been|had\s+been|having\s+been|got|gets|been|now|finally"
        r"|officially|since|judged|deemed|considered)\s+)*")
_TOLD_AFTER = re.compile(r"^(?P<target>.+?)\s+" + _AUX + r"(?:sits?\s+|lies?\s+|stands?\s+)?(?P<verb>" + _AFTER
                         + r")(?P<tail>(?:\s.*)?)$", re.IGNORECASE)
# Verbs of ending told before their thing, the holder's deed: "archived the spreadsheet", "ripped out Maximo"; and a
# home let ("sublet the flat"), a place left, a thing shut.
_BEFORE = alternation(ENDED_BEFORE + DISMISSED_BEFORE + phrases("sublet | left | shut | stopped"))
_TOLD_BEFORE = re.compile(r"^(?P<holder>.*?)\b(?P<verb>" + _BEFORE + r")\s+(?P<target>.+)$",
                          re.IGNORECASE)
# Who did it, before a verb of the holder's deed: "we", "I've", "the user has", a name.
_DOER = re.compile(r"^(?:(?:the\s+)?user|i|we|they|i've|we've|they've|(?-i:[A-Z][a-z]+))?(?:\s*\b(?:has|have|had|just"
                   r"|finally|also|then|already|recently|now))*$", re.IGNORECASE)
_ANY_END = re.compile(r"\b(?:" + _AFTER + "|" + _BEFORE + r")\b", re.IGNORECASE)

# Clauses: the punctuation between them, "and", and the conjunctions a reason or a time is told by; a cut of plain
# text of its own, not the statement model's (clauses._clauses, where the other cuts and why they differ are named).
_CLAUSES = re.compile(r"\s*(?:[;()\[\]]|,\s+|\s[—–-]\s|:\s+|\.\s+|\.$|\band\b|\bwhen\b|\bbecause\b"
                      r"|\bwhile\b|\bso\b|\bbut\b|\bsince\b|\bin\s+fav(?:ou|o)r\s+of\b"
                      r"|(?=\b(?:instead\s+of|rather\s+than)\b))\s*")
# The end of a clause that says where or when, never part of the thing: "to a friend", "wk 12", "last month".
_TRAILING = re.compile(r"\s+(?:to|by|in|on|at|from|for|last|this|over|during|wk|week|after|with|yesterday)\b.*$")
# What may follow a verb of ending told after its thing: nothing, or where and when ("closed", "sublet to a friend",
# "retired wk 12"); an object after it makes the thing its doer ("webapp repo archived its wiki").
_TAIL = re.compile(r"^(?:\s*|\s+(?:to|by|in|on|at|from|for|last|this|over|during|wk|week|after|with|yesterday|now"
                   r"|since|entirely|completely|altogether|earlier|recently|today|already|officially|per|due|following|across"
                   r"|everywhere|under|(?:19|20)\d\d)\b.*)$")
# A duration after which a thing ends by rule, not an end that happened: "archived 30 days after", "after 30 minutes".
_DURATION = re.compile(r"\b(?:\d+|a|an|one|two)\s+(?:\w+\s+)?(?:min\w*|hours?|days?|weeks?|months?)\b(?!\s+ago)"
                       r"|\bat\s+\d")
_LEADING = re.compile(r"^(?:(?:the|a|an|my|our|their|his|her|its|that|this|user|user'?s|user’s|we|i|i've|we've|they|"
                      r"have|has|had|also|then|just|finally|now|so|and|said|says|reports?|reported|mentioned|notes?"
                      r"|noted|told|that)\s+)+", re.IGNORECASE)
# A hedge or a plan; "May" the month is no hedge. "plans" alone is a noun ("Session plans are sketched …").
_HEDGE = re.compile(r"\b(?:(?-i:may)|might|could|will|would|should|going\s+to|soon|if|maybe|perhaps"
                    r"|plan(?:s|ned)?\s+to|planning|considering|thinking|next|proposed|about\s+to|likely|unless"
                    r"|once|wonder\w*|whether|debating|weighing)\b", re.IGNORECASE)
_TEMPORARY = re.compile(r"\b(?:temporar\w*|until|till|for\s+now|for\s+the\s+(?:holidays?|week|weekend|day|month"
                        r"|fortnight|summer|winter)|for\s+(?:repairs|maintenance|refurbishment)|briefly|reopen\w*"
                        r"|back\s+(?:on|in|next|soon)|for\s+(?:a|one|two|\d+)\s+(?:\w+\s+)?(?:days?|weeks?|months?"
                        r"|nights?)|only|stopgap|one-off|while|renewed|skipped|meanwhile"
                        r"|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                        # "This week's refuelling has been pushed …": one occasion named by its span
                        r"|(?:this\s+(?:week|weekend|month)|today|tonight)['’]s)\b", re.IGNORECASE)
# Not an end: denied ("Nobody archived #ship-it"), a rule that recurs ("frozen at 16:00 daily"), a trial's end (the
# older memory told a trial, "The Linear trial ended"), a circumstance ("With the Kraków office closed, …").
_NOT_AN_END = re.compile(r"\b(?:not|never|nobody|no\s+one|nothing|every|each|daily|weekly|nightly|monthly"
                         r"|automatically|trial\w*)\b|n't\b|^\s*with\b", re.IGNORECASE)
_TRIAL = re.compile(r"\b(?:trial\w*|piloting|pilot\s+(?:of|phase|project|programme|program|run)|evaluat\w*"
                    r"|testing)\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:(?:in|back\s+in|since)\s+(?:19|20)\d\d|years?\s+ago|long\s+ago|back\s+in|years\s+back"
                   r"|before\s+(?:that|then))\b", re.IGNORECASE)
# What the older memory itself sets aside ("email over phone calls", "without the battery"): never its value.
_SET_ASIDE = re.compile(r"\b(?:over|rather\s+than|instead\s+of|not|without|except|excluding|minus)\s+((?:[\w@.'’-]+\s*)"
                        r"{1,3})", re.IGNORECASE)
_SET_ASIDE_NOT_OVER = re.compile(_SET_ASIDE.pattern.replace("over|", ""), re.IGNORECASE)
# "A over B" sets B aside only in a preference ("email over phone calls"); elsewhere "over" leads to a channel.
_PREFERS = re.compile(r"\b(?:prefer\w*|favou?r\w*|likes?|liked|loves?|chooses?|picks?|wants?)\b", re.IGNORECASE)
# One occasion of a dismissal ("skip the digest this week", "facilities out today"), not the older value let go.
_ONE_OCCASION = re.compile(r"\b(?:this\s+(?:week|weekend|month|time|once|round|morning|evening)|today|tonight"
                           r"|tomorrow|sick|of\s+office)\b", re.IGNORECASE)
# Another one of the kind said beside the end: "created a separate billing@ inbox … instead of support".
_ANOTHER = re.compile(r"\b(?:separate|another|second|additional|extra)\b", re.IGNORECASE)
# A terse note's key: "docs plugin: LGPL-2.1 out, EUPL-1.2 in".
_KEY = re.compile(r"^\s*([^:;—–,.]{1,40}?):\s")
# ("too" of "kept too", not of "too noisy")
_GOES_ON = re.compile(r"\b(?:still|also|too(?!\s+[a-z])|as\s+well|as\s+before|remains?|continues?|kept|stays"
                      r"|stayed)\b(?![@.])", re.IGNORECASE)

# Words that name a holding of the thing, not another thing: "Kraków flat", "Mixpanel SDK", "Orbis contract".
_HOLDING = frozenset({
    "legacy", "original", "existing", "whole", "entire", "paper", "printed",
    "physical", "manual", "flat", "apartment", "house", "place", "lease", "tenancy", "post", "job", "role",
    "position", "contract", "gig", "sdk", "project", "subscription", "licence", "license", "plan", "account",
    "workspace", "instance", "install", "installation", "setup", "workflow", "pipeline", "integration", "plugin",
    "group", "chat", "channel", "room", "server", "thread", "box", "inbox", "mailbox", "address", "alias",
    "domain", "subdomain", "site", "url", "link", "page", "app", "tool", "system", "service", "version", "copy",
    "slot", "time", "meeting", "call", "session", "sheet", "spreadsheet", "file", "folder", "repo", "name",
    "title", "label", "handle", "route", "unit", "device", "kit", "setting", "day", "schedule", "membership",
    "path", "config", "stint", "habit", "webhook", "endpoint", "mount", "queue", "portal", "board", "list", "one",
    "term", "tenure", "port", "script", "workbook", "work",
    # a place a person is given to sleep or work, the crew they work in, the grant a licence makes
    "bed", "bunk", "berth", "desk", "seat", "crew", "team", "staff", "grant",
    # the kind of machine or storage a named one is: "the dot-matrix printer", "the NAS share"
    "share", "drive", "printer", "recorder", "machine", "computer", "laptop"})
# The words that point back at the older memory's thing: "the old account closed".
_BACK = frozenset({"old", "older", "former", "previous"})
# A generic noun and what an older value of its kind looks like: "the spreadsheet" of a Google Sheet.
_INSTANCE = (
    (re.compile(r"^(?:spread)?sheets?$|^workbook$"), re.compile(r"\b(?:sheets?|excel|workbook|spreadsheet|numbers)\b",
                                                               re.IGNORECASE)),
    (re.compile(r"^(?:sub)?domain$|^host(?:name)?$|^site$|^url$"), re.compile(r"\b[\w-]+\.[\w-]+\.[a-z]{2,}\b")),
    (re.compile(r"^(?:in|mail)?box$|^address$|^email$"), re.compile(r"\b" + MAIL_ADDRESS)),
)
_WORD = re.compile(r"[\w:]+(?:[@'’.-][\w:]+)*@?|@")
_STOP = frozenset({"the", "a", "an", "of", "to", "in", "on", "at", "by", "for", "with", "and", "or", "is", "are",
                   "was", "were", "be", "been", "it", "its", "this", "that", "now", "user", "users", "user's", "i",
                   "my", "we", "our", "they", "their", "he", "she", "his", "her", "has", "have", "had", "from", "as",
                   "these", "days", "since", "here", "than", "instead", "via", "then"})
_OWNER = re.compile(r"\b(\w+)(?:'s|’s)\s+(?!been\b|gone\b|over\b|behind\b|closed\b|dropped\b)")
_FIRST_PERSON = re.compile(r"\b(?:i|me|my|we|our|us|i'm|i've)\b", re.IGNORECASE)
_THIRD_PERSON = re.compile(r"\b(?:he|she|his|her|him|their|they)\b", re.IGNORECASE)


def _stems(word: str) -> set[str]:
    """A word's stem, and the stem of that ("mornings" → "morning" → "morn", the stem of "Morning")."""
    once = stem(word)
    return {once, stem(once)}


def _words(text: str) -> set[str]:
    """The words of a text by stem, with the parts of an address apart ("billing@saltoacademy.org": billing, …;
    "shack.local:8073": 8073) and an adverb's adjective ("manually": manual)."""
    out: set[str] = set()
    for word in _WORD.findall(text.lower()):
        out |= _stems(word.strip("'’.:"))
        if word.endswith("ly") and len(word) > 5:
            out |= _stems(word[:-2])
        for part in re.split(r"[@.'’:/-]+", word):
            if part:
                out |= _stems(part)
    return out - {""}


def _plain_words(text: str) -> set[str]:
    """The stems of a text's plain words, none a part of an address or a name ("assets" of "acme-assets-prod" is
    not one): what the rest of the newer memory shares with the older one when it is about the older thing."""
    words = (w.strip(".,;:()'\"’") for w in text.lower().split())
    return {stem(w) for w in words if w.isalpha()}


def _initialled_runs(token: str, old_low: str) -> list[list[str]]:
    """The runs of consecutive older words an acronym of two to five capitals stands for ("RA": research,
    assistant). Every word gives its letter, "of" and "the" too: left out, they would let more targets pass for the
    older thing than the readings here were weighed with."""
    if not (2 <= len(token) <= 5 and token.isupper() and token.isalpha()):
        return []
    words = re.findall(r"[a-z]+", old_low)
    return [words[i:j] for i, j in runs_spelling(token, words)]


def _initials_of(token: str, old_low: str) -> bool:
    """ "RA" of "research assistant": an acronym of consecutive older words."""
    return bool(_initialled_runs(token, old_low))


def _initialled(target: str, old_text: str) -> set[str]:
    """The stems of the older words a target's initials stand for ("MPL": mozilla, public, licens)."""
    old_low = old_text.lower()
    return {stem(w) for token in _WORD.findall(target) for run in _initialled_runs(token, old_low) for w in run}


def _is_older_thing(target: str, old_text: str, old_words: set[str], rest: str) -> bool:
    """Whether ``target`` names the older memory's thing (the module's first condition); ``rest`` is what the newer
    memory says beside the end."""
    tokens = [t for t in _WORD.findall(target) if t.lower() not in _STOP]
    if not tokens or len(tokens) > 4:
        return False
    old_low = old_text.lower()
    matched = pointed = False
    for token in tokens:
        low = token.lower().strip("'’.:").removesuffix("'s").removesuffix("’s")
        parts = [p for p in re.split(r"[@.:/-]+", low) if p]
        if not parts:
            continue
        adverb = low in FREQUENCY_ADVERBS and bool(_stems(low[:-2]) & old_words)  # "nightly" of "every night"
        if _stems(low) & old_words or all(_stems(p) & old_words for p in parts if p not in _STOP) \
                or _initials_of(token, old_low) or adverb:
            matched = True
        elif low in _BACK:
            pointed = True
        elif stem(low) in _HOLDING or low in _HOLDING or (low.endswith("ing") and len(tokens) == 2):
            continue
        else:
            return False
    if matched or (pointed and _plain_words(rest) & _plain_words(old_text) - _STOP):
        return True  # the older memory's words, or "the old account closed" beside more about the older thing
    head = tokens[-1].lower()
    return any(noun.match(head) and value.search(old_text) for noun, value in _INSTANCE)


def _another_holder(clause: str, old_text: str, new_text: str) -> bool:
    """Someone the older memory does not name owns what ended: "the user's sister's Ghent lease ran out", "her
    Kraków flat sublet" beside an older memory about the user."""
    old_low = old_text.lower()
    for owner in _OWNER.findall(clause.lower()):
        if owner not in ("user", "user’s") and owner not in old_low:
            return True
    return _THIRD_PERSON.search(clause) is not None and _THIRD_PERSON.search(old_text) is None \
        and "user" not in old_low and not _opens_with_a_person(old_text, new_text)


def _opens_with_a_person(old_text: str, new_text: str) -> bool:
    """ "Dmitri is housed in …" / "… and his Peterhead bed was released": the older memory opens with a name the
    newer one says again and speaks of nobody in the first person, so "his" may be that person's."""
    first = re.match(r"\s*([A-Z][a-z]+)\b", old_text)
    return first is not None and re.search(r"\b" + first.group(1) + r"\b", new_text) is not None \
        and _FIRST_PERSON.search(old_text) is None


def _ended(clause: str) -> tuple[str, str, str] | None:
    """(what ended, the verb, what follows it) when the clause tells an end, or ``None``: a holder's deed first ("we
    ripped out Maximo"), then an end told of its thing ("the billing box was closed"); a clause that is only "not"
    and a thing, after another clause, sets that thing aside ("in full sentences, not bullets")."""
    text = _LET_GO.sub(r"let go \1", _FRONTED.sub("", clause.strip(" .,:'\"")))
    text = _LET_LAPSE.sub(lambda m: f"{m.group(1)}{m.group(2).lower()}d", text)
    contrast = _CONTRAST.match(text)
    if contrast is not None:
        target = _TRAILING.sub("", " " + contrast.group("target")).strip()
        return (target, "not", "") if target else None
    before = _TOLD_BEFORE.match(text)
    if before is not None and _DOER.match(before.group("holder").strip()) is not None:
        target = _LEADING.sub("", _TRAILING.sub("", " " + before.group("target")).strip()).strip()
        if target:
            return target, before.group("verb").lower(), ""
    after = _TOLD_AFTER.match(text)
    if after is not None:
        target = _LEADING.sub("", after.group("target")).strip()
        target = _TRAILING.sub("", " " + target).strip() or target
        tail, verb = after.group("tail"), after.group("verb").lower()
        if _TAIL.match(tail) is None or (verb in _CLAUSE_FINAL and tail.strip()) or _DURATION.search(tail):
            return None  # "works out to 16384 MB", "tabs over spaces", "released under the AGPL": not an end
        if verb.startswith("no") and _PLACE_AFTER.match(tail):
            return None  # "Config is no longer read from /etc/hopperd": the place it was read from, not the thing
        if target and not _VERB_LIKE.search(target):
            return target, after.group("verb").lower(), tail
    return None


# A clause that is only "not" and a thing: the other side of a contrast ("in full sentences, not bullets").
_CONTRAST = re.compile(r"^not\s+(?:the\s+|a\s+|an\s+)?(?P<target>[\w@.'’-]+(?:\s+[\w@.'’-]+){0,2})$", re.IGNORECASE)
# "let the prepress crew go": read as "let go the prepress crew", the deed before its thing.
_LET_GO = re.compile(r"\blet\s+((?:\w+\s+){1,4}?)go\b(?!\s+(?:of|to|back|ahead)\b)", re.IGNORECASE)
# "let ziglog.dev expire": read as "ziglog.dev expired", the end told after its thing.
_LET_LAPSE = re.compile(r"\blet\s+((?:[\w@.'’-]+\s+){1,4}?)(expire|lapse)\b", re.IGNORECASE)
# A release or version told first, when the clause holds ("In release 4.2 the plugin's MPL was superseded …").
_FRONTED = re.compile(r"^(?:in|with|from|as\s+of)\s+(?:release|version|v)\s*[\w.]+,?\s+", re.IGNORECASE)
# Verbs that dismiss rather than end, and those whose "by …" names what took the older value's place.
_DISMISSING = frozenset(" ".join(p.split()) for p in DISMISSED_AFTER + DISMISSED_BEFORE + _JUDGED + _TURNED_DOWN) \
    | {"not"}


def _dismisses(verb: str) -> bool:
    """Whether a verb read as an end dismisses the thing rather than ends it ("out", "not", "too noisy")."""
    return verb in _DISMISSING or verb.startswith("too ")


_REPLACED_BY = re.compile(r"^\s*by\s+(.+)$", re.IGNORECASE)
# Whose dismissal it is, after its verb: "out of favour with the user's brother", "unwelcome among the juniors".
_PARTY_TAIL = re.compile(r"^\s+(?:with|among|amongst)\s+(.+)$", re.IGNORECASE)

# Words that end a thing only when the clause ends with them: "Garamond out" — not "works out to", "over spaces",
# "released under the AGPL".
_CLAUSE_FINAL = frozenset({"over", "out", "released"})
_PLACE_AFTER = re.compile(r"\s+(?:from|to|in|at|on|into|under|via)\b", re.IGNORECASE)
# A target that ends in a verb is a clause's predicate, not a thing: "editing was taken" (over), "moved" (over).
_VERB_LIKE = re.compile(r"\b(?:\w{3,}ed|taken|given|been|gotten|took|came|went|ran|got|run|left|is|are|was|were)$",
                        re.IGNORECASE)


def ended_older(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` ends the older memory's value and gives another, or ``None``."""
    if not says(_ANY_END, new_text) and " not " not in new_text and _LET_GO.search(new_text) is None \
            and _LET_LAPSE.search(new_text) is None:
        return None  # the cheap test first: no verb of ending anywhere
    new = undated(new_text)
    clauses = [c for c in _CLAUSES.split(new) if c and c.strip(" .,")]
    old = undated(old_text)
    if _TEMPORARY.search(new) or _TRIAL.search(old):
        return None  # "lapsed for a week", "closed this Monday", the end of a trial the older memory told
    # What the older memory sets aside itself ("email over phone calls") is not its value.
    old_words = _words(old) - _STOP
    aside = _SET_ASIDE if _PREFERS.search(old) else _SET_ASIDE_NOT_OVER
    value_words = old_words - (_words(" ".join(aside.findall(old))) - _words(aside.sub(" ", old)))
    for k, clause in enumerate(clauses):
        found = _ended(clause)
        if found is None:
            continue
        target, verb, tail = found
        verb = " ".join(verb.split())
        if _HEDGE.search(clause) or _PAST.search(clause) or _GOES_ON.search(clause) \
                or _NOT_AN_END.search(target if verb == "not" else clause.replace(target, " ")
                                      if target.lower() in FREQUENCY_ADVERBS else _without_verb(clause, verb)):
            continue
        if _dismisses(verb) and (_ONE_OCCASION.search(clause) or (k == 0 and verb == "not")):
            continue  # "skip the digest this week", "facilities out today": one occasion
        if verb == "not" and not _contrasts_the_older(clauses[k - 1], old, old_words, target):
            continue  # "the tokenizer's LICENSE: it's Apache-2.0, not MIT", "Sunil owns …, not the severity one"
        rest = " ".join(c for j, c in enumerate(clauses) if j != k)
        by = _REPLACED_BY.match(tail)
        if by is not None and verb in ("superseded", "replaced"):
            rest += " " + by.group(1)  # "the MPL was superseded by the Apache License 2.0"
        if not rest.strip() or not _is_older_thing(target, old, value_words, rest) or _another_holder(clause, old, new):
            continue
        if _dismisses(verb) and (party := _PARTY_TAIL.match(tail)) is not None \
                and _words(party.group(1)) - _STOP - old_words:
            continue  # "Petzl out of favour with the user's brother": someone else's dismissal
        if verb in _TURNED_DOWN and (agent := _AGENT.match(tail)) is not None \
                and not (_words(agent.group(1)) - _STOP) <= old_words:
            continue  # "the canvas aprons were rejected by the waiting staff": another party's choice, not the older
        if verb.startswith("too ") and _another_holder(new, old, new):
            continue  # "too harsh for my daughter, so she takes hers …": someone else's judgement
        if _GOES_ON.search(rest) or _HEDGE.search(rest):
            continue  # the older thing said to go on beside the end: "the paper rota binned; the rota stays in …"
        if _dismisses(verb) and (_ANOTHER.search(rest) or _another_of_its_kind(new, old, old_words, target)):
            continue  # "a separate billing@ inbox …", "docs plugin: LGPL-2.1 out" after the GIS plugin's licence
        if not (_words(rest) - _STOP - old_words - _words(target)):
            continue  # nothing else said: no other value
        told = max([c for j, c in enumerate(clauses) if j != k] or [rest], key=lambda c: len(_words(c) - old_words))
        said = "was dismissed" if _dismisses(verb) else "ended"
        return (f"the newer memory says {target}, the older memory's, {said} ({verb}) and gives another: "
                f"{target} → {told.strip(' .,')}")
    return None


def _without_verb(clause: str, verb: str) -> str:
    """The clause without a verb of dismissal that is itself a denial ("self-hosting judged *not worth it*"), so the
    denial it carries is not read as the end denied."""
    if not verb.startswith("not "):
        return clause
    return re.sub(r"\s+".join(map(re.escape, verb.split())), " ", clause, flags=re.IGNORECASE)


def _contrasts_the_older(before: str, old: str, old_words: set[str], target: str) -> bool:
    """Whether the clause before "not <thing>" speaks of the older memory's thing (a word of it beside the thing set
    aside) and not of someone the older memory does not name ("Sunil owns the claims-frequency job, not …")."""
    opener = re.match(r"\s*([A-Z][a-z]+)\b", before)
    if opener is not None and opener.group(1).lower() not in old.lower() and opener.group(1) not in ("The", "I", "We",
                                                                                                     "My", "Our"):
        return False
    return bool((_plain_words(before) - _STOP) & (old_words - _words(target)))


def _another_of_its_kind(new: str, old: str, old_words: set[str], target: str) -> bool:
    """Whether the newer memory speaks of another thing of the older thing's kind: a note's key or a noun phrase
    whose head the older memory has, with a modifier the older memory gives it otherwise ("docs plugin:" after
    "GIS plugin licensed …", "the camera firmware" after "door-controller firmware"); not where the older
    modifier is what ended ("Tablet intake …; paper is disliked" after "Paper intake forms")."""
    old_pairs: dict[str, set[str]] = {}
    old_tokens = [t.strip(".'’-") for t in re.findall(r"[\w@.'’-]+", old.lower())]
    for a, b in pairwise(old_tokens):
        if a not in _STOP and b not in _STOP:
            old_pairs.setdefault(stem(b), set()).add(a)
    ended = _words(target) | _initialled(target, old)
    key = _KEY.match(new)
    new_tokens = [t.strip(".'’-") for t in re.findall(r"[\w@.'’-]+", new.lower())]
    phrases = [tuple(new_tokens[:2])] if key is not None and len(key.group(1).split()) == 2 else []
    phrases += [(a, b) for d, a, b in zip(new_tokens, new_tokens[1:], new_tokens[2:], strict=False)
                if d in ("the", "a", "an", "its", "their", "our", "my")]
    for a, b in phrases:
        mods = old_pairs.get(stem(b))
        if not mods or a in _STOP or not a.isalpha() or _stems(a) & old_words or _stems(a) & ended:
            continue
        if stem(b) not in ended and not any(_words(m) & ended for m in mods):
            return True
    return False

"""The older employer's work ended, told by how it ended and named by the employer's own name: "I work as a seamstress
for Ivory Thread Bridal" / "I gave notice at Ivory Thread and opened my own room"; "The user drives plasma runs for
VitaLink Transport" / "The user's VitaLink contract wasn't renewed; Haemo Express employs him instead"; "I work
nights at St Brendan's General" / "Handed in my badge at St Brendan's; I start at the Royal Alexandra on Monday".

Fresh hands end a job in many words — a contract not renewed, notice given or worked, a badge handed in, let go,
made redundant, off the payroll, "parted ways" — and name the employer shortened to its first word. A person works
for one employer at a time (a second job is said "also", "as well"), so the older employer's work said ended is a
change, whatever the newer memory says next.

Read: the older memory names an employer by a capitalised name after "for", "at", "with" or "by" in a sentence that
gives its holder a title or work; the newer one names that employer by its first word (or whole) inside a phrase of
ending (:data:`_EMPLOYMENT_ENDED`, :data:`_LEFT`), the same holder: the writer or the user when the older memory is
theirs, the named person when it names one (two notes keyed "employer:" or "role:" keep one person). Not: a plan, a
question or a hedge ("thinking of handing in my notice"), a denial ("hasn't left"), someone else's end ("my deputy
was let go by …"), another employer's name; "left" or "behind me" only where the older memory gives a title or
speaks of work ("left Marlowe" after "I eat lunch at Marlowe Kitchens" is a table left).
"""

from __future__ import annotations

import re

from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.role_swap import ROLE_CHANGE_SAID, employers, titles
from core.conflicts.statement import read

# The last of the work there, told done: "Last Friday was my final day at Halvard", "last shift with Holm", "Benoît's
# last night at Dauphine Street" (a night only after whose it is: "last night at Kaede" is yesterday evening); not
# to come, someone else's ("… for my mentor"), nor the last before a break ("… before my holiday", "… of the season").
_LAST_WORK = (r"(?:(?:last|final)\s+(?:day|shift|week|working\s+day)|(?:final|(?:my|his|her|their|\w['’]s)\s+last)"
              r"\s+night)\s+(?:at|with|for)\s+(?:the\s+)?{e}"
              r"(?![\w'’ &.-]{{0,30}}?\s+(?:is|will\s+be|falls|for|was\s+(?:on|at|in|last)"
              r"|before\s+(?:my|his|her|their|the|a)\s+(?:holiday|holidays|break|leave|vacation|trip|surgery)|of\s+the\s+(?:week|month|year|season|term))\b)")
# The employer's first word as written in the newer memory; each phrase holds it at "{e}". These say an employment
# ended (a contract, notice, let go, a payroll) and are read wherever the older memory names the employer.
_EMPLOYMENT_ENDED = (
    r"{e}(?:[\w'’ &-]{{0,30}}?)(?:['’]s)?\s+contract\s+"
    r"(?:wasn['’]t|was\s+not|isn['’]t|is\s+not|won['’]t\s+be|was\s+never)\s+renewed",
    r"{e}(?:[\w'’ &-]{{0,30}}?)\s+(?:didn['’]t|did\s+not|won['’]t|will\s+not)\s+renew\s+"
    r"(?:my|his|her|their|the\s+user['’]s)\s+contract",
    # "the Opera House contract has ended", "Typoteka stint wrapped up", "Brightlane internship over": a spell of
    # work by its noun, told ended by any of the verbs that end a spell
    r"{e}(?:[\w'’ &-]{{0,30}}?)(?:['’]s)?\s+(?:contract|job|post|employment|stint|tenure|gig|internship|placement)\s+"
    r"(?:(?:has|had|have)\s+)?(?:ended|expired|lapsed|ran\s+out|run\s+out|finished|was\s+terminated|was\s+cut"
    r"|wrapped\s+up|came\s+to\s+an\s+end|concluded|(?:is|was)\s+over|over\b(?!\s+(?:the|a|an|to|at|in|for)\b))",
    # "Daskalakis Olive Mill is the user's former employer": the employer told as one the holder had
    r"{e}(?:[\w'’ &.-]{{0,30}}?)\s+(?:is|was)\s+(?:now\s+)?(?:my|his|her|their|the\s+user['’]s)\s+"
    r"(?:former|previous|old|ex-?|last)\s*(?:employer|job|workplace)\b",
    # "notice handed in at Tidybot", "resignation tendered to Halvard": the end told passive, the holder unsaid
    r"(?:notice|resignation)\s+(?:(?:was|has\s+been|had\s+been)\s+)?(?:handed\s+in|given|tendered|submitted"
    r"|served|turned\s+in)\s+(?:at|to)\s+{e}",
    r"(?:gave|given|handed\s+in|handed|worked)\s+(?:in\s+)?(?:my|his|her|their)?\s*(?:notice|badge|keys|lanyard"
    r"|resignation)\s+(?:at|to|with)\s+{e}",
    # "let go from Heatherbloom", "dismissed by the Rapier Guild", "let go in Thornbury's autumn restructuring"
    # ("let go as head coach by Queensway Spokes": the post ended named between)
    r"(?:laid\s+off|let\s+go|made\s+redundant|dismissed|sacked|fired)"
    r"(?:\s+as\s+(?:(?:a|an|the|its|their)\s+)?[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){{0,3}}?)?"
    r"\s+(?:by|from|at|in)\s+(?:the\s+)?{e}",
    # "was let go when Lumina Desktop cut its product team": the employer's own cut the end was told with
    r"(?:laid\s+off|let\s+go|made\s+redundant)\s+(?:when|after|as)\s+(?:the\s+)?{e}[\w'’ &.-]{{0,30}}?\s+"
    r"(?:cut|closed|shut|folded|restructured|downsized|dropped|axed)\b",
    # the employer as the one who ended it: "Atlantic Kelp let me go", "Quillfeather laid me off in March"
    # (not let go home early: "Pentland let me go early today")
    # ("Crocus & Co. let her go": a company's name may hold a dot; "Zalando laid off my team": the holder's team)
    r"{e}(?:[\w'’ &.-]{{0,30}}?)\s+(?:let|laid)\s+(?:me|him|her|them|us|the\s+user)\s+(?:go|off)\b"
    r"(?!\s+(?:early|home|for\s+(?:the\s+)?(?:day|afternoon|evening|night|weekend)|at\s+\d|today|tonight))",
    r"{e}(?:[\w'’ &.-]{{0,30}}?)\s+laid\s+off\s+(?:my|his|her|their|the\s+user['’]s)\s+(?:whole\s+)?team\b",
    _LAST_WORK,
    r"\boff\s+the\s+{e}[\w'’ &-]{{0,30}}?\s+(?:payroll|books|roster|rota|post|job|contract)\b",
    # the employer as the one who no longer employs: "OpenTerra Labs no longer employs the user"
    r"{e}(?:[\w'’ &.-]{{0,30}}?)\s+(?:no\s+longer|doesn['’]t|does\s+not|stopped)\s+employ(?:s|ing)?\b",
)
# A spell of work right after the employer's noun, told ended: "museum contract ended April".
_SPELL_ENDED = (r"{e}(?:['’]s)?\s+(?:contract|job|post|employment|stint|tenure|gig|internship|placement)\s+"
                r"(?:(?:has|had|have)\s+)?(?:ended|expired|lapsed|ran\s+out|finished|wrapped\s+up|concluded"
                r"|came\s+to\s+an\s+end|(?:is|was)\s+over)\b")
# A note's employer key and its value up to the next part: "employer: national library digitisation unit; role: …".
_KEYED_EMPLOYER = re.compile(r"\s*(?:user\s+|my\s+)?employer\s*[:=]\s*([^;|—–(]+)", re.IGNORECASE)
# These say the holder left the employer, read only where the older memory gives its holder a title or speaks of work.
_LEFT = (
    r"(?:left|quits?|resign(?:ed|s)\s+from|walked\s+out\s+of|parted\s+(?:ways|company)\s+with)\s+{e}",
    r"{e}[\w'’ &-]{{0,30}}?\s+(?:is\s+)?behind\s+(?:me|him|her|them|us)\b",
    r"{e}[\w'’ &-]{{0,30}}?\s+and\s+(?:i|he|she|they|the\s+user)\s+parted\s+(?:ways|company)",
    # "ex-Kennett Valley; at Chadds Ford Spawn": the employer told as the holder's former one, closing its clause
    # (not "met an ex-Spotify engineer": someone else described)
    r"(?:^|[\s(;,])ex-\s?{e}(?:\s+(?-i:[A-Z])[\w&.-]*)*(?=\s*(?:[;,.—–)]|$))",
    # "no longer at Halvard", "no longer works for Pennant": the holder away from the employer now
    r"\bno\s+longer\s+(?:works?\s+|working\s+|employed\s+)?(?:at|with|for|by)\s+(?:the\s+)?{e}",
)
# A word every phrase of :data:`_EMPLOYMENT_ENDED` and :data:`_LEFT` holds, found anywhere (no word edges, as those
# phrases allow): the cheap test before the older memory's employers are read.
_ENDING_CUE = re.compile(r"contract|renew|job|post|employment|notice|badge|keys|lanyard|resignation|laid|let|redundant"
                         r"|last|final|stint|tenure|gig|internship|placement|former|previous|longer|ex-"
                         r"|dismissed|sacked|fired|payroll|books|roster|rota|left|quit|resigned|walked|parted|behind"
                         r"|employ",
                         re.IGNORECASE)
# After "left <employer>", what makes it something else left: one of its groups or the building for a while.
_LEFT_SOMETHING_ELSE = re.compile(r"(?:['’]s)?(?:\s+[\w'’&-]+){0,3}?\s+(?:group|chat|channel|slack|whatsapp|discord"
                                  r"|board|committee|club|union|pension|scheme|building|premises|car\s+park|early|late|at\s+\d"
                                  r"|for\s+(?:the\s+day|lunch|the\s+night|the\s+weekend)|today|tonight|yesterday)\b",
                                  re.IGNORECASE)
# Said of the end, these leave the job held: planned, asked, hedged, denied.
# ("in May", "since May 3": the month, no modal)
_NOT_DONE = re.compile(r"\b(?:thinking|considering|might|(?<!in )(?<!since )(?<!by )(?<!until )(?<!early )(?<!late )"
                       r"(?<!mid-)(?<!last )(?<!next )(?<!of )may(?!\s+\d)|maybe|could|would"
                       r"|will\s+(?:leave|quit|hand|give)"
                       r"|plans?\s+to|planning|want(?:s|ed)?\s+to|hopes?\s+to|if|unless|hasn['’]t|haven['’]t|didn['’]t"
                       r"\s+(?:leave|quit|give|hand)|never\s+(?:left|quit)|not\s+(?:left|quit))\b", re.IGNORECASE)
# Another person's end: "my deputy was let go", "Ruth's deputy was dismissed".
_OTHER_PERSON = re.compile(r"\b(?:my|our|his|her|their|\w+['’]s)\s+(?:deputy|manager|boss|colleague|partner"
                           r"|assistant|wife|husband|son|daughter|friend|apprentice|replacement|predecessor)\b",
                           re.IGNORECASE)
# A sentence about work: what makes a name after "at" or "for" the holder's employer ("I eat lunch at Marlowe" names
# a place).
_WORK = re.compile(r"\b(?:work(?:s|ed|ing)?|employ\w*|hired|contract\w*|job|employer|staff|payroll)\b", re.IGNORECASE)
# Two notes keyed by the job ("employer: …", "role: …"): the one person the notes keep.
_KEYED = re.compile(r"\s*(?:user\s+|my\s+)?(?:employer|role|job|title|work)\b[^:=]{0,20}[:=]", re.IGNORECASE)
_SELF = re.compile(r"\b(?:i|i['’]m|i['’]ve|my|me|the\s+user|user)\b", re.IGNORECASE)


def _holders_name(text: str) -> str | None:
    """The person a third-person memory opens with ("Priya is employed by …", "2025-03-04 — Bastian: stillman …")."""
    # (a name in any script's letters: "Benoît")
    found = re.match(r"\s*((?-i:[^\W\d_a-z])[^\W\d_]+(?:\s+(?-i:[^\W\d_a-z])[^\W\d_]+)?)\b(?=\s*(?::|,|\s+(?:is|was"
                     r"|works|has|drives|runs|worked|joined|joins|starts|started)\b))", undated(text, dot=True))
    if found is None or found.group(1).lower() in ("the", "user", "i") or not found.group(1)[:1].isupper():
        return None
    return found.group(1)


def employment_ended(old_text: str, new_text: str) -> str | None:
    """Why the newer memory ends the work the older memory's person does for its employer, naming that employer
    (see the module doc), or ``None``."""
    if not says(_ENDING_CUE, new_text):
        return None
    named = [name for holder, name in employers(old_text) if holder != "other"]
    # A name after "for", "at", "with", "by" is an employer's where the older memory gives a title ("works as a porter
    # at St Brendan's"); without one ("drives vans for Pennant Couriers") only an end said of employment reads it.
    titled = bool(titles(old_text)) or _WORK.search(old_text) is not None
    named += [m.group(1).lower() for m in re.finditer(
        r"\b(?:for|at|with|by)\s+(?:the\s+)?([A-Z][\w'’&-]+(?:\s+[A-Z][\w'’&-]+){0,3})", undated(old_text))]
    beside = [name for name in _names_beside_work(old_text) if name not in named]
    # "is employed by the observatory": an employer told by its common noun after "the", where the sentence says work
    common = [m.group(1) for m in re.finditer(r"\b(?:for|at|by)\s+the\s+([a-z][a-z-]{3,})\b", undated(old_text))
              if _WORK.search(old_text) is not None]
    # "employer: Delft ceramics museum (registrar)" / "museum contract ended April": a keyed employer's own nouns
    keyed_employer = _KEYED_EMPLOYER.match(undated(old_text, dot=True))
    keyed_nouns = re.findall(r"\b[a-z]{4,}\b", keyed_employer.group(1)) if keyed_employer is not None else []
    if not named and not common and not keyed_nouns and not beside:
        return None
    body = undated(new_text, dot=True)
    if _NOT_DONE.search(body) is not None or _OTHER_PERSON.search(body) is not None:
        return None
    new = read(new_text)
    if new.hedged or (new.negated and "renew" not in body.lower()):
        return None
    person = _holders_name(old_text)
    if person is not None and person.split()[0] not in body:
        return None  # the older memory's person is not the one whose work ended
    keyed = _KEYED.match(undated(old_text, dot=True)) is not None and _KEYED.match(body) is not None
    told_by_pronoun = re.match(r"\s*(he|she|they)\b", undated(old_text, dot=True), re.IGNORECASE)
    if person is None and not keyed and _SELF.search(body) is None \
            and not re.match(r"\s*(?:(?:gave|handed|worked|works|left|quit|got|last|final|off|notice|resignation)\b"
                             r"|ex-)", body, re.IGNORECASE) \
            and not (told_by_pronoun and re.match(r"\s*" + told_by_pronoun.group(1) + r"\b", body, re.IGNORECASE)):
        return None  # a writer's or the user's own job, and the newer memory says whose
    for noun in keyed_nouns:
        ended = re.search(_SPELL_ENDED.format(e=r"\b" + re.escape(noun)), body, re.IGNORECASE)
        if ended is not None:
            return f"the newer memory ends the work for the older employer ({noun})"
    for name in dict.fromkeys(named + ["the " + noun for noun in common]):
        for first in _told_as(name, body):
            employer = re.escape(first).replace(r"\ ", r"\s+") + r"(?:['’]s)?"
            for form in _EMPLOYMENT_ENDED + _LEFT if titled else _EMPLOYMENT_ENDED:
                ended = re.search(form.format(e=r"(?P<e>\b" + employer + r")\b"), body, re.IGNORECASE)
                if ended is None or not (ended.group("e")[:1].isupper() or name.startswith("the ")):
                    # the employer written as a name, or by the common noun the older memory gives it
                    continue
                if form in _LEFT and _LEFT_SOMETHING_ELSE.match(body, ended.end("e")) is not None:
                    continue  # "left Marlowe's Slack group", "left Marlowe early": the group or the building left
                return f"the newer memory ends the work for the older employer ({name})"
    for name in beside:  # "last shift at Owlbus" after "… night supervisor, Holloway garage, Owlbus London"
        for first in _told_as(name, body):
            employer = re.escape(first).replace(r"\ ", r"\s+") + r"(?:['’]s)?"
            if re.search(_LAST_WORK.format(e=r"(?P<e>\b" + employer + r")\b"), body, re.IGNORECASE):
                return f"the newer memory ends the work for the older employer ({name})"
    return None


# A word of a name: letters (any script's: "Żelazna"), an apostrophe or a short dotted word ("St. Aldric's").
_NAME_WORD = re.compile(r"[^\W\d_][\w'’&-]*\.?")


def _names_beside_work(old_text: str) -> list[str]:
    """The names in capitals an older memory about work sets beside its holder, wherever they stand ("started as
    night supervisor, Holloway garage, Owlbus London", "the NICU at St. Aldric's", "at Żelazna Sztanga"), lower-cased:
    each run of capitalised words, not the sentence's first word nor the holder's name. Only the last of the work told
    done (:data:`_LAST_WORK`) reads them: an end of that kind names the employer it ends."""
    if not titles(old_text) and _WORK.search(old_text) is None and " as " not in old_text \
            and not re.search(r"\b(?:at|for|with)\s+(?:the\s+)?(?-i:[^\W\d_a-z])", old_text):
        return []
    body = undated(old_text, dot=True).strip()
    person = _holders_name(old_text) or ""
    runs: list[list[str]] = [[]]
    for k, match in enumerate(_NAME_WORD.finditer(body)):
        word = match.group(0)
        gap = body[body.rfind(" ", 0, match.start()) + 1 if k else 0:match.start()]
        if not word[:1].isupper() or k == 0 or word in person.split() or re.search(r"[,;:()—–]", gap) \
                or (runs[-1] and runs[-1][-1].endswith(".") and len(runs[-1][-1]) > 4):
            runs.append([])
        if word[:1].isupper() and k > 0 and word not in person.split():
            runs[-1].append(word)
    found = [" ".join(run).rstrip(".").lower() for run in runs if run]
    return [name for name in found if len(name) >= 3 and name not in ("i", "i'm", "i’m", "the user")]


def _told_as(name: str, body: str) -> list[str]:
    """How the newer text may name the older employer: its first word ("Al Safra", "De Vries" with the next where the
    first is short), or its initials, a word in capitals that opens with them ("ORGU" for "Okinawa Reef Genomics
    Unit"); only forms the text holds — a cheap test first, not patterns built per name."""
    first = name if name.startswith("the ") else name.split()[0].removesuffix("'s").removesuffix("’s")
    if len(first.rstrip(".")) < 3 and len(name.split()) > 1 and first not in ("a", "an"):
        first = " ".join(name.split()[:2]).removesuffix("'s").removesuffix("’s")  # "St. Aldric's"
    forms = [first] if len(first) >= 3 and first not in ("the", "a", "an") and first.lower() in body.lower() else []
    words = name.split()
    # "the Opera House contract" of "Sydney Opera House": a name of three words or more by its last two, where the
    # first is a place or a founder's name the writer drops
    tail = " ".join(words[-2:])
    if len(words) >= 3 and not name.startswith("the ") and all(len(w) >= 3 for w in words[-2:]) \
            and re.search(r"\b" + re.escape(tail) + r"\b", body, re.IGNORECASE):
        forms.append(tail)
    if len(words) >= 3 and not name.startswith("the "):
        letters = "".join(w[0] for w in words).upper()
        forms += [w for w in re.findall(r"\b[A-Z]{3,6}\b", body) if w.startswith(letters)]
    return forms


# The key of a statement about work: a job, an employer, a role or title.
_JOB_KEY = re.compile(r"\b(?:job|employ\w*|role|title|work|works|working|position)\b")


def _new_title(old_text: str, new_text: str) -> bool:
    """Whether the newer text gives a title none of the older text's titles holds ("… as an SRE")."""
    was = [title for _, title in titles(old_text)]
    return any(not any(now <= told for told in was) for _, now in titles(new_text))


def _newer_name_within(old_value: str, new_value: str) -> bool:
    """The newer name is the older one told shorter: each of its words a capitalised word the older value holds
    ("Fernhill" of "quality Fernhill Creamery", "Sinter Roll" of "grinder Sinter Roll Ltd") — a writer drops a
    company's "Creamery" or "Ltd" after naming it once; a name with a word of its own is another name."""
    olds = {w.lower() for w in re.findall(r"[\w&'’-]+", old_value)}
    news = re.findall(r"[\w&'’-]+", new_value)
    return len(olds) > len(news) >= 1 and all(w[:1].isupper() and w.lower() in olds for w in news)


def employer_told_shorter(old_text: str, new_text: str, detail: dict) -> bool:
    """Whether a name the rules compared is the older employer's name told shorter, no change of it ("head of quality
    @ Fernhill Creamery" / "… head of quality, Fernhill, since 2022"): a name slot under a key about work, the newer
    name each of whose words the older one holds — unless a change of title is said ("They promoted me — lead
    engineer at Avantis"), a new title given ("… as an SRE"), or the work said ended; then the change is that."""
    return detail.get("slots") == ["name"] and _JOB_KEY.search(str(detail.get("key", ""))) is not None \
        and _newer_name_within(str(detail.get("old_value", "")), str(detail.get("new_value", ""))) \
        and not says(ROLE_CHANGE_SAID, new_text.lower()) and not _new_title(old_text, new_text) \
        and employment_ended(old_text, new_text) is None

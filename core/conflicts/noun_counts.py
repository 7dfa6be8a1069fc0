"""A count told inside a noun phrase: the ordinal of the one just added ("I have two cats" / "We adopted a third cat
last month"), or the count the holder's own noun phrase carries ("Feeding my three cats takes up most of my mornings",
"The user's team of eleven engineers is planning an offsite").

People rarely say the new total when one more joins; they name the newcomer by its place in the count ("a third cat",
"our fourth engineer", "a second car"). Read from structure: a verb of getting or taking on (adopted, got, bought,
hired, welcomed, took in …), then "a"/"our"/"my"/"the" and an ordinal before a noun, the noun the one the older
memory counts ("two cats": the count's unit), and the ordinal past the older count; or the newcomer as the subject of
a passive of needing or adding ("A third technician is required on every shift"). The count is then the ordinal.

A count in a noun phrase of the holder's own — "my three cats", "the user's team of eleven engineers" — says how
many the holder has now, whatever the sentence is about: both memories count one noun once, the newer count sits
right after the holder's possessive (the holder the older memory speaks of: "my" beside "I", "the user's" beside
"the user") or after "<thing> of" where the older memory names that thing, and the counts differ.

Not read: an ordinal without a verb of getting ("the third cat in the litter", "my second cat is shy": which one,
not one more), a noun the older memory does not count, an ordinal no higher than the older count ("a second cat"
after "two cats" names one of them); someone else's noun phrase ("my sister's three cats"), a count without a holder
("three cats at the shelter"), one of the counted ("one of my two cats").
"""

from __future__ import annotations

import re

from core.conflicts import wording as W
from core.conflicts.calendar_words import MONTHS, WEEKDAYS
from core.conflicts.compiled import says
from core.conflicts.note_dates import undated
from core.conflicts.statement import Statement, read
from core.conflicts.tool_swap import another_holder, modifier_differs
from core.conflicts.value_words import NUMBER_WORDS, ORDINALS, format_number, parse_number
from core.text.tokens import stem

_GOT = (r"(?:adopted|got|bought|hired|welcomed|took in|rescued|added|onboarded|brought home|brought on|picked up"
        r"|signed|acquired|had|leased|fostered)")
_ORDINAL_WORDS = "|".join(sorted((w for w in ORDINALS if w.isalpha()), key=len, reverse=True))
_ADDED = re.compile(rf"\b{_GOT}\s+(?:a|an|our|my|their|the|his|her)\s+(?P<ord>{_ORDINAL_WORDS})"
                    r"\s+(?P<noun>[a-z][\w-]*)")
# The one added told as the subject of a passive: "A third technician is required on every shift", "a second
# driver was added to the route".
# The noun may carry the older count's modifiers ("a third thermal blanket"), and the newcomer may come of itself ("a
# third apprentice signed on").
_ADDED_AS_SUBJECT = re.compile(rf"\b(?:a|an)\s+(?P<ord>{_ORDINAL_WORDS})\s+(?P<mods>(?:[a-z][\w-]*\s+){{0,2}}?)"
                               r"(?P<noun>[a-z][\w-]*)\s+(?:(?:is|was|has been|have been)"
                               r"\s+(?:now\s+)?(?:required|added|needed|rostered|assigned|hired|fitted|installed|issued"
                               r"|included|packed)|joined|signed on|came on board|started)\b")
_EVERY = frozenset("every each all last this next now".split())
# Where the newcomer is put, up to a why or when: "to every pack", "at Jonquilles", "in every articulated tram".
_WHERE_ADDED = re.compile(r"^[^;:,—–.(]*?(?=\s(?:under|after|since|because|following|per|as|when|from)\b|[;:,—–.(]|$)")


def ordinal_count_change(old: Statement, new: Statement, *, subject_only: bool = False) -> str | None:
    """Why the newer memory's added one takes the older count to its ordinal, or ``None``; with ``subject_only``, only
    the one added told as the subject ("A third blanket has been added to every pack"), where "added" is the change's
    own word, not another thing put beside the count."""
    low = new.text.lower()
    if not any(word in low for word in ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                                        "ninth", "tenth")):
        return None  # cheap: no ordinal word, no count told by one
    found = _ADDED_AS_SUBJECT.search(low) if subject_only else _ADDED.search(low) or _ADDED_AS_SUBJECT.search(low)
    if found is None:
        return None
    doers = re.findall(r"[\w'’]+", re.split(r"[;:,—–.(]", low[:found.start()])[-1])
    if any(w not in _SELF and w not in _USER and w not in _BY_THE_HOLDER for w in doers):
        return None  # "My neighbour adopted a third cat": someone else's
    place, noun = ORDINALS[found.group("ord")], stem(found.group("noun"))
    old_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", old.text.lower())}
    if "mods" in found.groupdict():
        where = _WHERE_ADDED.match(low[found.end():])
        told = found.group("mods").split() + (where.group(0).split() if where else [])
        if any(stem(w) not in old_stems for w in told
               if w not in W.STOP_WORDS and w not in W.TIME_WORDS and w not in _DATE_NAMES and w not in _EVERY):
            return None  # "a third blanket added to the *spare* pack": a narrower thing than the older count's
    # the tokens count a noun by its stem taken twice ("nurses": "nurs", "nur")
    counts = old.values.get(f"number:{noun}") or old.values.get(f"number:{stem(noun)}")
    for mod in (found.groupdict().get("mods") or "").split()[:1]:  # "two first-aid kits": counted by the modifier
        counts = counts or old.values.get(f"number:{mod}") or old.values.get(f"number:{stem(mod)}")
    if not counts and noun in old_stems and list(old.values) == ["number:"]:
        counts = old.values["number:"]  # "apprentices in the workshop: 2": a keyed count, its noun in the key
    if not counts or len(counts) != 1:
        return None
    (was,) = counts
    if not was.isdigit() or place <= int(was):
        return None
    return f"same count ({found.group('noun')}), {was} → {place} ('{found.group(0)}')"


_SELF = frozenset("i i'm i've me my we we're we've our".split())
_NOT_A_THING = frozenset("up out off made consist consists consisting composed comprised".split())
# Words that may stand before the verb of getting beside the holder: "We finally adopted …", "Last month we got …".
_BY_THE_HOLDER = frozenset("the and so then just finally recently also last this month week year ago have has had "
                           "officially".split())
_USER = frozenset("user user's user’s".split())
_WORD = re.compile(r"[\w'’]+")


def possessed_count_change(old: Statement, new: Statement) -> str | None:
    """Why the count in the holder's own noun phrase of the newer memory is another count of the older one's noun, or
    ``None``."""
    olds = [s for s in old.values if s.startswith("number:") and s != "number:"]
    news = [s for s in new.values if s.startswith("number:") and s != "number:"]
    if len(olds) != 1 or olds != news or len(old.values[olds[0]]) != 1 or len(new.values[news[0]]) != 1:
        return None
    (was,), (now,) = old.values[olds[0]], new.values[news[0]]
    if was == now:
        return None
    noun = olds[0].split(":", 1)[1]
    words = [w.lower() for w in _WORD.findall(new.text)]
    old_words = {w.lower() for w in _WORD.findall(old.text)}
    old_stems = {stem(w) for w in old_words}
    for k, word in enumerate(words):
        if stem(word) != noun or k < 2:
            continue
        before, number = words[k - 2], words[k - 1]
        if not (number.isdigit() or number.replace(",", "").isdigit() or number not in old_words) or number == "of":
            continue
        mine = (before in ("my", "our") and old_words & _SELF) \
            or (before in ("user's", "user’s") and old_words & _USER)
        # "<thing> of N": a noun before "of", not the particle of "made up of", "consists of"
        of_thing = before == "of" and k >= 3 and stem(words[k - 3]) in old_stems and stem(words[k - 3]) != noun \
            and words[k - 3] not in W.STOP_WORDS and words[k - 3] not in _NOT_A_THING \
            and not (k >= 4 and words[k - 4].endswith(("'s", "’s")) and words[k - 4] not in _USER
                     and words[k - 4] not in old_words)
        if mine or of_thing:
            return f"same count ({word}), {was} → {now} ('{' '.join(words[k - 2:k + 1])}')"
    return None


# Counts in words a total is told with (not "a", "once", "few": no total).
_COUNT_WORDS = tuple(w for w, v in NUMBER_WORDS.items() if isinstance(v, int) and w not in ("a", "an", "once", "twice",
                                                                                               "thrice", "single",
                                                                                               "couple", "few",
                                                                                               "several", "multiple"))
# A count in figures, thousands grouped ("2,100"), then the alternatives after it.
_FIGURES = r"\d{1,3}(?:,\d{3})+|\d+|"
# The total a change leaves a count at, told after the change: "…, bringing the organ to 24 stops", "…, leaving 32",
# "… and is at four", "… when its compass was shortened to 58". The words between the cue and the number are the
# thing ("the organ", "it") — a few at most.
_TOTAL = re.compile(r"\b(?:bringing|brings|brought|taking|takes|leaving|leaves|left with|keeping"
                    # the deed that moves the count, told as bringing the thing to its level or leaving it there:
                    # "took the unit to 32 cots", "which puts us at seven animators", "left the user's crew at seven"
                    r"|took(?=\s+(?:[a-z][\w'’-]*\s+){1,3}?to\s)|(?:puts|putting|left)(?=\s+(?:[a-z][\w'’-]*\s+){1,3}?at\s)"
                    r"|(?:is|are|stands|sits|['’]re|['’]s) now at"
                    r"|(?:is|are|stands|sits|['’]re) at|(?:shortened|reduced|cut|trimmed|grown|expanded|increased) to)"
                    # the thing between the cue and its level, hyphened words too ("leaving the co-op at 41 growers")
                    r"\s+(?:[a-z][\w'’-]*\s+){0,3}?(?:(?:to|at)\s+)?(" + _FIGURES + "|".join(_COUNT_WORDS)
                    + r")(?:\s+([a-z][\w-]*))?\b")
# The cues above that tell the deed themselves, so no other change need be said before them ("The expansion took the
# unit to 32 cots"): only where the count's own noun follows the level.
_DEED_CUES = frozenset("took puts putting".split())
# The total told before the word that leaves it: "…, and only eight are left", "just 3 lockers are now left", "…,
# only eight left".
_LEFT_TOTAL = re.compile(r"\b(?:only|just)\s+(" + _FIGURES + "|".join(_COUNT_WORDS) + r")(?:\s+([a-z][\w-]*))??"
                         r"\s+(?:(?:are|is)\s+)?(?:now\s+)?left\b")
# The total told as what remains after the change: "…; 6 remain", "six remain in service", "five consoles remain".
_REMAIN_TOTAL = re.compile(r"\b(" + _FIGURES + "|".join(_COUNT_WORDS) + r")(?:\s+([a-z][\w-]*))??\s+(?:still\s+)?"
                           r"remain(?:s|ing)?\b")
# The change the total follows, with a verb of adding or taking away — or any verb told of the counted things in
# the passive ("two VHF sites were mothballed", "Five of the atlases were consigned to auction").
_CHANGED_BY = re.compile(r"\b(?:added|adds|adding|lost|loses|losing|lifted|removed|retired|cut|dropped|hired|sold"
                         r"|bought|acquired|moved away|moved on|moved to|transferred|quit|joined|died|broke|left us"
                         # a whole cut down to fewer of its things: "suite pruned", "the flock thinned"
                         r"|pruned|thinned|culled|weeded out"
                         r"|scrapped|closed|gained|took out|pulled|taken out|ripped out|decommissioned|installed"
                         r"|built|laid|left|written off|(?:were|was|have been|has been|got)\s+[a-z]{3,}ed"
                         # an irregular participle told with its particle: "Four battens were taken down"
                         r"|(?:taken|torn|thrown|given|sold|struck|broken|drawn|shut|cut|stripped"
                         r"|tore|took|threw|gave|broke|drew|wore)"
                         r" (?:off|out|away|down|up)|came in|came on board"
                         # any deed told in the past with its particle or object's end: "blanked off", "let one go",
                         # "took on four more", "two resigned"
                         r"|[a-z]{3,}ed (?:off|out|away|down|up)|let (?:[a-z]+ ){1,3}go|took on|resigned|condemned)\b")
# A count of what is used of an allowance: "7 days left", "leaving 12 to book" — what remains, beside the total.
_ALLOWANCE = re.compile(r"\b(?:per|a|an|each|every)\s+(?:year|month|week|day|quarter|term|season)\b|\ballowance\b"
                        r"|\bbudget\b|\bquota\b|\bremaining\b|\bto (?:book|use|spend|take)\b")


def resulting_count_change(old_text: str, new_text: str) -> str | None:
    """ "The user's yard has 38 classification tracks" / "six bowl tracks were lifted, leaving 32": the newer text
    tells a change of the older count's noun, then the total it leaves ("bringing … to 24 stops", "leaving 32",
    "is at four"), and the total is another. Not a total of another noun, an allowance and what is left of it
    ("25 days a year" / "took 5, leaving 20"), a change of another thing's count."""
    low_new = new_text.lower()
    if not says(_CHANGED_BY, low_new) and not any(w in _DEED_CUES for w in low_new.split()):
        return None  # the cheap test first
    new_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", low_new)}
    # "atlases": the count's noun as the value model keeps it may be cut shorter than the stem ("atla" / "atlas").
    counted = [(slot.partition(":")[2], values) for slot, values in read(old_text).values.items()
               if slot.startswith("number:") and _named(slot.partition(":")[2], new_stems)]
    if not counted:  # "toll booth count at the plaza: 8": a keyed count, its noun in the key
        counted = _keyed_count(old_text, new_stems)
    if len(counted) != 1 or len(counted[0][1]) != 1 or _ALLOWANCE.search(old_text.lower()) \
            or _ALLOWANCE.search(low_new):
        return None  # "23 stops across two manuals": the count the newer text names again
    noun, (was,) = counted[0]
    said = [m for m in (*_TOTAL.finditer(low_new), *_LEFT_TOTAL.finditer(low_new), *_REMAIN_TOTAL.finditer(low_new))
            if _number(m.group(1)) is not None]
    if len(said) != 1:
        return None
    total = said[0]
    after = total.group(2)
    if after is not None and not _named(noun, {stem(after)}) and _number(after) is None and after not in _CLOSING:
        return None  # "bringing the fleet to 24 vans" after "23 stops": another noun
    change = low_new[:total.start()]
    if _TAKEN_FOR_NOW.search(low_new) or _FOR_A_WHILE.search(low_new):
        return None  # "Twelve lockers were booked today, only eight left": what is free of the count, for now
    deed = total.group(0).split()[0] in _DEED_CUES and after is not None and _named(noun, {stem(after)})
    if (_CHANGED_BY.search(change) is None and not deed) or not _named(
            noun, {stem(w) for w in re.findall(r"[a-z][\w-]*", change)} | ({stem(after)} if after else set())):
        return None  # the change must be of the counted noun, said before the total (or be the cue itself)
    if any(w not in old_text.lower() for w in _OTHERS_OWN.findall(low_new)):
        return None  # "My sister sold half her tutus, leaving nine": another holder's count
    rest = low_new[total.start(2) if after in _CLOSING else total.end():]
    qualifier = re.match(r"\s*(?:(?:in|on|at|under)\s+(?:the\s+|a\s+|an\s+)?|for\s+(?:the|our|my|their|a|an)\s+)"
                         r"([a-z][\w-]*)", rest)
    old_stems = {stem(w) for w in re.findall(r"[a-z][\w-]*", old_text.lower())}
    if qualifier is not None and stem(qualifier.group(1)) not in old_stems and qualifier.group(1) not in _IN_USE:
        return None  # "… leaves nine in arrears" after "12 clients on retainer": a total of another state
    if any(name.group(1) not in old_text and _named(noun, {stem(w) for w in name.group(2).lower().split()})
           for name in re.finditer(r"(?<=[\s(])([A-Z][\w&-]+)((?:\s+[a-z][\w-]*){1,2})", undated(new_text))):
        return None  # "Eight Miro seats were cancelled, leaving just four": another named thing's count
    if any(party.group(1) not in old_text for party in _TO_A_PARTY.finditer(new_text[:total.start()])):
        return None  # "Lost three clients to Acme, which leaves nine": what went to another party, its own fact
    now = format_number(_number(total.group(1)) or 0)
    if now == was:
        return None
    return f"same count ({noun}), {was} → {now} (the total a change leaves)"


# What is taken of a count for a while, and one occasion: what is left is what is free, not the count.
# ("taken down", "taken out": gone for good)
_TAKEN_FOR_NOW = re.compile(r"\b(?:booked|reserved|taken(?! (?:out|down|off|away|apart))|occupied|rented|borrowed|lent"
                            r"|hired out|checked out"
                            r"|today|tonight|this (?:week|weekend|morning|afternoon|evening|season|term))\b")
# A span the change holds for: "moved to tooling for the sprint", "on loan until May".
_FOR_A_WHILE = re.compile(r"\bfor (?:the|this|a|an|one|two|three|a few) (?:[\w-]+ )?(?:sprint|week|weekend|month|season"
                          r"|quarter|term|summer|winter|spring|autumn|holiday|while|day|night|shift|project|launch|show)s?\b"
                          r"|\bfor now\b|\buntil\b|\btemporar\w*|\bon loan\b")
# "six remain in service", "leaving 12 in use": the state every counted thing is in, no other state's total.
# "leaving six apprentices on site", "on the roster", "on hand": where every counted thing is kept, no other state.
_IN_USE = frozenset("service use operation place total all site hand board roster payroll books stock".split())
# A named party the change went to or came from ("to Acme", "from Globex").
_TO_A_PARTY = re.compile(r"\b(?:to|from) ([A-Z][\w&-]+)")
# Words that may close a total's clause without naming another noun ("leaving 32 in service", "at four now").
_CLOSING = frozenset("in now after since and with for from on at by under".split())


_KEY_COUNT = re.compile(r"^\s*(?:\d{4}-\d{2}-\d{2}\s*[—–:-]\s*)?([a-z][\w\s'’-]*?)\s*:\s*\d[\d,]*\.?\s*$",
                        re.IGNORECASE)
_COUNT_NOUNS = frozenset(stem(w) for w in "count number total headcount tally".split())


def _keyed_count(old_text: str, new_stems: set[str]) -> list[tuple[str, frozenset[str]]]:
    """A count told as a keyed note ("toll booth count at the plaza: 8"): the key's one word the newer text names
    again as its noun ("two booths removed"), with the count; none where the key names none or several."""
    found = _KEY_COUNT.match(old_text)
    values = read(old_text).values.get("number:")
    if found is None or values is None:
        return []
    nouns = {stem(w) for w in re.findall(r"[a-z][\w-]*", found.group(1).lower())
             if w not in W.STOP_WORDS} - _COUNT_NOUNS
    named = [w for w in nouns if len(w) >= 3 and _named(w, new_stems)]
    return [(named[0], values)] if len(named) == 1 else []


def _named(noun: str, stems: set[str]) -> bool:
    """Whether ``noun`` (a count's noun as the value model keeps it) is one of ``stems``, or the start of one of four
    letters or more ("atla" / "atlas")."""
    return noun in stems or (len(noun) >= 4 and any(w.startswith(noun) and len(w) <= len(noun) + 2 for w in stems))


def _number(word: str) -> float | None:
    """A count in digits or in words ("32", "four")."""
    return float(NUMBER_WORDS[word]) if word in _COUNT_WORDS else parse_number(word)


# --- a count and the change that adds up to it -------------------------------------------------------------------

# A count in figures or in words ("36", "a dozen", "a pair", "three"): never a year, a time, a share, a size joined to
# its unit ("60m") or a number joined to a name ("No. 2", "silo 3").
# A dot or a comma right after the number ends the sentence or the clause ("… down to 11."), unless a digit follows.
_TALLY_NUMBER = re.compile(r"(?<![\w.,:/£$€#-])(?:(\d{1,3}(?:,\d{3})+|\d+)(?![\w:%/-]|[.,](?!\s|$))"
                           r"|(a dozen|dozen|a pair"
                           r"|a couple|" + "|".join(w for w in NUMBER_WORDS if w.isalpha() and len(w) > 2
                                                      and w not in ("once", "twice", "thrice", "single", "half",
                                                                    "few", "several", "multiple", "couple"))
                           + r")\b)", re.IGNORECASE)
_TALLY_WORDS = {"a dozen": 12.0, "dozen": 12.0, "a pair": 2.0, "a couple": 2.0}
# What says some were taken away or added: a verb of it (:data:`_CHANGED_BY`) or its noun ("after three
# resignations", "3 seasonal hires", "after 3 retirements").
_TALLY_CHANGE = re.compile(_CHANGED_BY.pattern + r"|\b(?:resignations?|retirements?|hires|departures|leavers"
                           r"|redundancies|rehomed|tore|torn|demolished|knocked|amended|reused|culled|sold off)\b"
                           # … or the deed told of the counted things themselves, their count its subject: "three
                           # cancelled", "five used in the overhaul", "Two units went back to the vendor", "Two of my
                           # night operators went to days"
                           r"|(?<![\w.,$€£-])(?:\d+|" + "|".join(_COUNT_WORDS) + r")\s+"
                           r"(?:of\s+(?:my|our|the|their|its)\s+)?(?:(?!(?:are|is|am)\b)[a-z][\w-]*\s+){0,2}?"
                           r"(?:[a-z]{3,}ed|went|gone)\b")
# A share of the count out for a while or in another state, not a change of it: "two are on leave, so four work this
# week", "3 flats vacant, 9 let", "one tablet briefly reflashed".
_TALLY_FOR_NOW = re.compile(r"\b(?:on leave|off sick|out sick|absent|away|vacant|empty|free|spare|available|present"
                            r"|briefly|for a while"
                            r"|attended|booked|reserved|occupied|borrowed|lent|today|tonight|this (?:week|weekend|month"
                            r"|quarter|morning|afternoon|evening|season|term|year)|if|would|could|might|plan\w*|propos\w*"
                            # "may" as a modal, not the month a change is dated by ("two left in May")
                            r"|(?<!\bin )(?<!\bsince )(?<!\bby )(?<!\buntil )(?<!\bfrom )(?<!\bof )(?<!\bearly )"
                            r"(?<!\blate )(?<!\bmid-)may(?! \d)"
                            r"|expect\w*|hope\w*|unless|per|each|every|a (?:year|month|week|day))\b")
_TALLY_TOTAL = re.compile(r"(?:\bleaving|\bleaves|\bdown to|\bup to|\bto|\bat|\bis|\bstands at|\bof|=|:"
                          r"|\bwith|\btotal)\s*$")
_TALLY_TOKEN = re.compile(r"[\d,.]+|dozen|pair|couple|" + "|".join(w for w in NUMBER_WORDS if w.isalpha()),
                          re.IGNORECASE)
# A number right after a name ("Android 14", "Lock 19"): which release or which one, not how many.
_NAMED_NUMBER = re.compile(r"(?<=[\w,;:—–] )[A-Z][a-z]+ \d")
_VERSIONED = re.compile(r"\b(?:version|release|build|v|no|number|#)\.?\s*\d", re.IGNORECASE)
# Another holder's own things: "her tutus", "the user's sister's choir" (not "sold to a neighbour", "donated by the
# League of Friends": where they went or came from).
_OTHERS_OWN = re.compile(r"\b(?:his|her|(?:neighbou?r|friend|sister|brother|colleague|partner|cousin|mother|father"
                         r"|son|daughter|wife|husband)['’]s)\b")
# Words of another holder: "of his 50 trees", "my neighbour's herd".
_OTHERS = re.compile(r"\b(?:his|her|neighbou?r\w*|friend\w*|sister\w*|brother\w*|colleague\w*|partner\w*|cousin\w*"
                     r"|parents?|client\w*|competitor\w*|rival\w*)\b")
# Words between a count and its noun, and nouns any count may take ("two more", "3 seasonal hires", "two members").
_BEFORE_NOUN = frozenset("more of the my our their new extra additional other".split())
_ANY_COUNTED = frozenset(stem(w) for w in "people staff person persons members member hires ones units items total "
                         "remain remaining left".split())


def _counts_older_thing(after: str, old_named: set[str]) -> bool:
    """Whether the words after a count in the newer text count the older memory's thing: no noun there ("11 after
    3 …", "two quit"), a noun the older text names, or one any count takes, itself or as a compound's head ("3
    seasonal hires"); not another thing ("three canoes" after "twelve kayaks", "one delivery driver" after "four
    counter staff")."""
    words = [w for w in re.findall(r"[a-z][\w'’-]*", after.lower())[:4] if w not in _BEFORE_NOUN][:2]

    def no_noun(word: str) -> bool:
        return word in W.STOP_WORDS or word in _NO_NOUN or word in NUMBER_WORDS \
            or _TALLY_CHANGE.fullmatch(word) is not None or deed(word)

    def deed(word: str) -> bool:  # "after three cancelled", "let two go": the count the deed's subject or object
        return word in _GOING or (word.endswith("ed") and (len(words) == 1 or words[1] in _NO_NOUN))

    def older(word: str) -> bool:
        told = stem(word)
        return told in old_named or told in _ANY_COUNTED or told.removesuffix("s") in old_named \
            or any(_named(o, {told}) or _named(told, {o}) or (len(told) >= 4 and o.endswith(told))
                   for o in old_named if len(o) >= 4)  # "hives" / "beehives": a compound's head

    if not words or no_noun(words[0]) or older(words[0]):
        return True
    return len(words) > 1 and older(words[1])


# Words after a count that are no noun of it: "11 after 3 retirements", "nine remain", "eight in the barn".
_NO_NOUN = frozenset("after before since in on at for from to by with into across under over per each now total "
                     "remain remains remaining left are is were was us them".split())
# Verbs of going a count may stand before or after with no noun: "let two go", "two went to days".
_GOING = frozenset("go went gone".split())


_NOT_THINGS = frozenset(stem(w) for w in "after since before from with down left total now site".split())
_DATE_NAMES = frozenset(MONTHS) | frozenset(WEEKDAYS)


def _count_apart(text: str) -> list[str]:
    """A text's tokens with each count stood in for by a light word: "lost two operators" keeps the verb apart from
    the noun the count stands before ("lost" is no modifier of "operators"), and a count is no modifier itself."""
    return ["the" if _TALLY_TOKEN.fullmatch(t) else t for t in re.findall(r"[\w'’-]+", undated(text))]


def _tally(text: str) -> list[float]:
    found = []
    for m in _TALLY_NUMBER.finditer(undated(text)):
        if m.group(1):
            value = float(m.group(1).replace(",", ""))
            if 1900 <= value <= 2100 and "," not in m.group(1):
                return []  # a year: a dated change, read elsewhere
            found.append(value)
        else:
            word = m.group(2).lower()
            found.append(_TALLY_WORDS.get(word, float(NUMBER_WORDS.get(word, 0))))
    return found


def tallied_count_change(old_text: str, new_text: str) -> str | None:
    """ "I keep twelve pianos in the barn" / "Sold four in the spring clear-out, leaving eight": the newer text tells a
    change of some of the older count (taken away or added, :data:`_TALLY_CHANGE`) and the count it comes to, and the
    older count less or plus the change is that count — the arithmetic says the two numbers are the one count's, in
    any words ("membership 34 after three resignations", "after two resignations I'm down to a pair"). Not a count out
    for a while or in another state ("two on leave, four this week"), a plan or a rate, parts of the count ("four
    grands and eight uprights": no change), another thing (no word of the older one's told again), a name the older
    memory lacks."""
    low_new = undated(new_text).lower()
    if not says(_TALLY_CHANGE, low_new) or says(_TALLY_FOR_NOW, low_new) \
            or _FOR_A_WHILE.search(low_new) is not None \
            or _TALLY_FOR_NOW.search(undated(old_text).lower()) is not None:
        return None  # the cheap test first
    if _VERSIONED.search(old_text) or _VERSIONED.search(new_text) or _NAMED_NUMBER.search(undated(old_text)) \
            or _NAMED_NUMBER.search(undated(new_text)):
        return None  # "version 9" / "version 10 installed over the old one", "Android 14": a release's number
    was_all, now_all = _tally(old_text), _tally(new_text)
    if len(was_all) != 1:
        return None
    (was,) = was_all
    now_told = [n for n in now_all if n != was]  # "down from 37 to 34": the older count named again
    if len(now_told) != 2 or len(now_all) - len(now_told) > 1 or was < 2:
        return None
    # Which number is the change: the one nearer a word of changing ("two quit", "after 3 retirements"); the other
    # is the count it comes to ("crew: 3 mechanics after two quit": 5 less 2 is 3, and so is 5 less 3).
    spots = [m for m in _TALLY_NUMBER.finditer(low_new)]
    changes = [m for m in _TALLY_CHANGE.finditer(low_new)]
    if len(spots) != len(now_all):
        return None

    def nearness(k: int) -> int:
        m = spots[k]
        return min(min(abs(c.start() - m.end()), abs(m.start() - c.end())) for c in changes)

    told_at = [k for k, n in enumerate(now_all) if n != was]
    # The count told as what stands ("leaving four", "down to 3", "cache at 6", "crew: 3") is never the change.
    standing = [k for k in told_at if _TALLY_TOTAL.search(low_new[:spots[k].start()])]
    change_at = next(k for k in told_at if k not in standing) if len(standing) == 1 else min(told_at, key=nearness)
    change = now_all[change_at]
    total = next(now_all[k] for k in told_at if k != change_at)
    if not (0 < change < was and (was - change == total or was + change == total) and total != was):
        return None
    # The counts themselves are no modifier of the noun ("6 engineers" / "two engineers").
    old_named = {stem(w) for w in re.findall(r"[a-z][\w-]*", undated(old_text).lower())}
    if any(not _counts_older_thing(low_new[spots[k].end():], old_named) for k in told_at):
        return None  # "three canoes were sold" after "twelve kayaks", "… bringing the fleet to 14 vehicles"
    old_tokens = [t for t in re.findall(r"[\w'’-]+", undated(old_text)) if not _TALLY_TOKEN.fullmatch(t)]
    new_tokens = [t for t in re.findall(r"[\w'’-]+", undated(new_text)) if not _TALLY_TOKEN.fullmatch(t)]
    if another_holder(old_tokens, new_tokens) or modifier_differs(_count_apart(old_text), _count_apart(new_text)) \
            or any(w not in old_text.lower() for w in _OTHERS.findall(low_new)):
        return None  # "my neighbour cut down 10 of his 50 apple trees", "the pear orchard lost 10": another's
    old_words = {stem(w) for w in re.findall(r"[a-z][\w-]*", undated(old_text).lower())
                 if w not in W.STOP_WORDS and len(w) > 2} - _NOT_THINGS
    new_words = {stem(w) for w in re.findall(r"[a-z][\w-]*", low_new) if w not in W.STOP_WORDS and len(w) > 2}
    shared = sorted(w for w in old_words if w in new_words or any(_named(w, {n}) for n in new_words))
    if not shared and _speaker(old_text) and _speaker(low_new):
        # "I manage a crew of nine" / "Two members quit, which leaves me with seven": the speaker's own count
        shared = ["the speaker's"]
    if not shared:
        return None  # another thing's count
    if any(name.group(0) not in old_text and name.group(0).lower() not in _DATE_NAMES
           and stem(name.group(0).lower()).removesuffix("s") not in old_named  # "IOCs" after "IOC count"
           for name in re.finditer(r"(?<![.;:!?—–]\s)(?<=[\s(])[A-Z][\w&-]+", undated(new_text))):
        return None  # "Eight Miro seats …": another named thing (a month or a weekday dates the change)
    return f"same count ({' '.join(shared[:3])}), {format_number(was)} → {format_number(total)} (the change adds up)"


def _speaker(text: str) -> bool:
    """Whether a text is told by its holder in the first person ("I", "me", "my", "we" …)."""
    return any(w.lower() in _SELF or w.lower() in ("me", "us") for w in _WORD.findall(text))


# The count a holder or a counted thing is "down to" now: "we're down to roughly 420 head", "the herd is down to
# ten", "Down to a dozen bags of lime". The words a number is told with, a dozen among them.
# "left with" tells the same: what a loss leaves the holder ("After the cull I'm left with roughly 220 head").
_DOWN_TO = re.compile(r"\b(?:down to|left with) (?:about |roughly |around |just |only |~|a mere )?(\d[\d,]*|a dozen|"
                      + "|".join(_COUNT_WORDS) + r")\b(?:\s+([a-z][\w'’-]*))?")
# Words the clause before "down to" may hold beside the older memory's own: the holder, a verb, a collective the
# counted things make up ("the herd", "the team").
_DOWN_SUBJECT = frozenset("""i i'm i’m im we we're we’re we've we’ve i've i’ve am are is 's ’s now so then and just
    only the our my user user's user’s has have had been got gone come finally currently herd flock team crew
    staff stock list fleet roster membership headcount total count numbers number tally""".split())
# Words right after the count that close it ("down to ten after …"): no unit of its own.
_DOWN_CLOSING = frozenset("""after since now from following because and but with so following once when as
    head""".split())
# A count for a while or an occasion, a plan, another place: no standing count.
# A when or why told before the holder without a comma ("After the wolverine losses I'm …", "since selling down the
# flock we're …"): the clause's holder is the one after it.
_FRONTED_WHY = re.compile(r"^\s*(?:after|since|following)\s+(?:[\w'’-]+\s+){1,5}?(?=(?:i|i'm|i’m|we|we're|we’re"
                          r"|i've|i’ve|we've|we’ve|the user|user)\b)")
_DOWN_NOT_NOW = re.compile(r"\b(?:today|tonight|this (?:week|weekend|month|season)|for now|for the|until|while|during"
                           r"|temporar\w*|might|could|may|will|would|if|plan\w*|expect\w*|hope\w*)\b")


def down_to_count_change(old: Statement, new: Statement) -> str | None:
    """ "Our family keeps about 600 reindeer" / "After the hard winter we're down to roughly 420 head": the newer text
    tells the count the holder, or the older count's things, are down to now, and it is lower than the older memory's
    one count. The unit after it is the older count's noun, "head" or none; the clause before it names only the holder
    (the older memory's: "we" beside "our", "the user" beside "the user"), a collective of the counted things or words
    of the older memory. Not another holder's or thing's count ("my sister is down to two"), a count for a while or an
    occasion ("down to six for the show", "this week"), a plan, a count of another unit or in another place."""
    low = undated(new.text).lower()
    if "down to" not in low and "left with" not in low:
        return None  # the cheap test first
    found = list(_DOWN_TO.finditer(low))
    counts = [(slot, values) for slot, values in old.values.items() if slot.startswith("number:")]
    if len(found) != 1 or len(counts) != 1 or len(counts[0][1]) != 1:
        return None
    slot, (was,) = counts[0]
    told = found[0]
    now = 12.0 if told.group(1) == "a dozen" else _number(told.group(1))
    before = parse_number(was)
    if now is None or before is None or not now < before:
        return None  # "down to" names a lower count
    noun, unit = slot.partition(":")[2].split("/")[0], told.group(2)
    if unit is not None and unit not in _DOWN_CLOSING and not (
            len(noun) >= 3 and len(stem(unit)) >= 3 and (stem(unit).startswith(noun) or noun.startswith(stem(unit))
                                                         or noun.endswith(stem(unit)))):
        return None  # "down to two dogs" after "four collies": another noun, or "down to 3 in the east barn"
    if _DOWN_NOT_NOW.search(low) is not None:
        return None
    clause = _FRONTED_WHY.sub("", re.split(r"[;:,.—–(]", low[:told.start()])[-1])
    old_words = {w.lower() for w in _WORD.findall(old.text)}
    old_stems = {stem(w) for w in old_words}
    words = _WORD.findall(clause)
    if any(w not in _DOWN_SUBJECT and stem(w) not in old_stems for w in words):
        return None  # "my sister is down to two": another holder
    if {w for w in words if w in _SELF or w.startswith(("i’", "we’"))} and not old_words & _SELF:
        return None  # "we're down to …" beside "The user's herd …": another holder
    if {w for w in words if w.startswith("user")} and not {w for w in old_words if w.startswith("user")}:
        return None
    return f"same count ({noun}), {was} → {format_number(now)} ('{told.group(0)}')"

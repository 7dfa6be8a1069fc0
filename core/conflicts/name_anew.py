"""A thing's new name told beside a word of renaming, wherever in the note the name stands.

:mod:`core.conflicts.naming` reads a name after a naming word said of the same thing ("is called X" / "is called
Y"); fresh hands tell a rename in other shapes: the rename said in one clause and the new name shown in another
("I rebranded the shop last month; the sign out front reads Wildroot Florals", "Moonlight Yin has been retitled;
the Friday evening session is advertised as Candle Restore"), the name on what displays it ("the masthead reads
'Points & Crossings' from the spring issue on", "signs say 'Okafor Hall'"), the thing given the name as an object
("rechristened the Library", "relabelled the reef display 'The Deep Garden'").

A change here needs all of: a name in the older memory (after a naming word, or quoted, or a capitalised run after
"as", "named", "reads" …); a word of renaming in the newer memory ("renamed", "rebranded", "the rebrand",
"retitled", "rechristened", "relabelled", "rebilled", "relaunched", "renumbered", "repainted", "stopped calling",
"from here on", the older name "retired" or "dropped"); a name in the newer memory that the older memory does not
hold and that neither holds the older name nor stands inside it ("Santa's Story Nook" holds "Story Nook": a
seasonal form); and a word of the older memory's thing told again in the newer one beside that name ("reef",
"shop", "the Friday evening session"), or the older name itself.

Not a change: a plan, a question or a musing ("toying with renaming", "wondering whether … should be rebranded"),
a window ("for the festival weekend only", "temporarily relabelled"), a name from before ("until 2019 …", "before
the refit"), a name added ("also", "for short", "alongside") or kept ("still", "unchanged"), another thing of the
kind ("a second hook", "the companion notebook", the "back-end" team after the "front-end" one).
"""

from __future__ import annotations

import re
from collections.abc import Set
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.compiled import says, whole_starts
from core.conflicts.naming import named_more, naming
from core.conflicts.note_dates import undated
from core.text.tokens import stem

# A word of renaming in the newer memory.
_RENAMED = re.compile(r"\b(?:re-?named|re-?branded|rebrand|re-?titled|retitle|re-?christened|christened|re-?labell?ed"
                      r"|re-?billed|re-?launched|renumbered|repainted|re-?registered"
                      # a call sign or a handle handed out anew: "control reassigned our crew's callsign", "the
                      # licensing office reissued the call sign as …"
                      r"|re-?assigned|re-?issued"
                      # "rededicated … and is signposted as …": a dedication made again, under another name
                      r"|re-?dedicated"
                      r"|re-?opened under|re-?launched under"
                      r"|(?:stopped|started|began)\s+calling|from here on|going forward"
                      r"|from (?:this|the next|next|the \w+) (?:issue|season|edition|term) on"
                      r"|from this (?:issue|season)"
                      r"|(?:new|fresh) (?:name|title|masthead|sign|signage|label)"
                      r"|(?:name|title|nickname|tag|label|identity|sign|signage)\s+(?:was |is |has been )?"
                      r"(?:retired|dropped|struck|taken down)"
                      r"|(?:name|title|heading|label|sign|signage|masthead|nameplate)\s+(?:was |has been )?"
                      r"(?:changed|updated|swapped))\b", re.IGNORECASE)
# A plan, a question, a window, a name from before, a name added or kept: no name replaced.
_NOT_REPLACED = re.compile(
    r"\b(?:toying|wonder\w*|whether|debating|floating|floated|proposal|proposed|possible|possibly|might|maybe"
    r"|perhaps|should|ought|considering|consider|idea|no decision|undecided|not decided|next (?:year|season|month"
    r"|week)|plans?|planning|thinking|would|could|if|suggest\w*|awaiting"
    r"|only|temporar\w*|tonight|reverts?|returns|meanwhile|until|till|back when|prior to|formerly|originally"
    r"|used to|long before|before (?:the |our |my )?(?:19|20)\d\d|in (?:19|20)\d\d"
    r"|also|too|as well|alongside|beside|besides|additionally|aka|for short|short for|abbreviat\w*|shorten\w*"
    r"|informally|unchanged|still|same name|reconfirmed|confirmed|like always|untouched"
    r"|another|second|other|separate|companion|sister|spare|backup)\b|\?"
    # "christened my new tablet Zaphod": a new thing named, not the older one renamed ("a new name" is the older one's)
    r"|\bnew\b(?! (?:name|title|masthead|sign|signage|label|nameplate|owners?|management)\b)", re.IGNORECASE)
# Words of another thing, which say nothing new when the older memory says them of its own thing.
_ANOTHER = frozenset("another second other separate companion sister spare backup new".split())
# A name in quotes: not an apostrophe inside a word ("the club's", "Tuesday's").
_QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(:=>→—–-]))['‘\"“]([^'‘’\"“”]{2,40}?)['’\"”](?![\w])")
# A run of capitalised words (or a word with a digit: "Tank 12") after a word that gives a name.
_GIVES = (r"(?:\b(?:as|is|named|called|calling|calls? it|call (?:him|her|them)|titled|branded|billed|byline|reads|read"
          r"|say|says|labels? it|it's"
          r"|christened|rechristened|re-christened|renamed|retitled|rebranded|relabelled|relabeled"
          r"|the name|the sign|the title|the brand|callsign|call sign"
          # "under the trading name X", "under the label X": a name told by its kind
          r"|the [a-z]+ name|the label)\b|->|→|:|=)")
_RUN = (r"((?:[A-Z0-9][\w&'’.-]*)(?:\s+(?:of|the|and|&|[A-Z0-9][\w&'’.-]*))*"
        r"|[a-z0-9]+(?:[-_.][a-z0-9]+)+)")  # or an identifier: "listed as tf-aws-netbase"
_GIVEN = re.compile(_GIVES + r"\s+(?:the\s+)?(?:(?:[a-z][\w-]*\s+){0,3}?)?" + _RUN)
# Words that say how a thing is named, never the thing: no thing is shared by them.
_NAMING_NOUNS = W.stem_set("""name names named title titled label labelled labeled sign signs signage masthead
    nickname tag handle identity called call calls calling known referred refers branded rebranded renamed retitled
    rechristened christened relabelled billed rebilled reads read say says listed printed advertised marketed
    registered published trades trading goes go went sheet sheets poster posters""")
# Words that tell one thing of a kind from another of it ("front-end" / "back-end", "indoor" / "outdoor").
_CONTRASTS = W.stem_set("""front back north south east west indoor outdoor upstairs downstairs big small large
    main junior youth senior first second third staging production prod dev test frontend backend mobile web
    weekday weekend""")
_CALENDAR = W.stem_set("""monday tuesday wednesday thursday friday saturday sunday january february march april may
    june july august september october november december week month year last today yesterday night morning""")


# A rebrand the speaker made, told with no object ("I rebranded last month", "since the March rebrand", "after our
# rebrand"): what is rebranded is the speaker's own business, the thing a first-person older memory names.
_OWN_REBRAND = re.compile(r"\b(?:I|we)(?:'ve|’ve| have| had)? (?:just |finally )?re-?branded\b"
                          r"(?!\s+(?:the|my|our|a|an|its|their|his|her|this|that|it|them)\b)"
                          r"|\b(?:the|my|our)(?: [A-Z][a-z]+| \d{4})? re-?brand\b")
_FIRST_PERSON = re.compile(r"\b(?:I|my|My|our|Our|we|We)\b")


def _norm(name: str) -> str:
    words = re.findall(r"[\w&]+(?:['.][\w]+)*", name.lower().replace("’", "'"))
    if words and words[0] == "the":
        words = words[1:]
    return " ".join(words)


@lru_cache(maxsize=4096)
def _names(text: str) -> frozenset[str]:
    """The names ``text`` gives: after a naming word (:mod:`.naming`), in quotes, or a capitalised run after a word
    that gives a name — each lower-cased, its words joined by spaces (cached: capture asks it of one newer text beside
    each candidate, and three readers ask it of one pair)."""
    found = {n.replace("-", " ") for _, n in naming(text) + named_more(text)}
    found |= {m.group(1) for m in _QUOTED.finditer(text)}
    found |= {m.group(1) for m in _GIVEN.finditer(text)}
    names = {n for n in (_norm(f) for f in found) if n and not n.isdigit() and n not in _CALENDAR_NAMES}
    return frozenset(n for n in names if not any(n != m and _holds(n, m) for m in names))  # "tank 7", not "tank"


# What may follow the older name in the newer memory when the older name itself is renamed or retired.
_RENAMES_OR_ENDS = (r"renamed|retitled|rebranded|rechristened|re-christened|relabelled|relabeled|renumbered|struck"
                    r"|relaunched|re-launched|rebadged"
                    r"|rededicated|re-dedicated"
                    r"|retired|retiring|dropped|taken down|scrapped|plaques|tag|nickname|label|name|identity")
# Words that may stand between the older name and its renaming: "the Route North *tag* is retired".
_NAME_WORDS = r"(?:name|title|nickname|tag|label|identity|sign|signage|plaques?|nameplate|moniker|branding)"
# The older name said ended as a name: "Pink Gravel was struck from the menu", "the Quill identity retired".
_ENDED = r"(?:struck|retired|retiring|dropped|scrapped|withdrawn)\b"
_ENDED_WORD = re.compile(_ENDED)
_CALENDAR_NAMES = frozenset("""monday tuesday wednesday thursday friday saturday sunday january february march april
    may june july august september october november december i""".split())


def _content(text: str, names: Set[str]) -> list[str]:
    """The stems of ``text``'s words that may name a thing, in order: the names in ``names`` taken out, and no
    light word, naming word or word of the calendar ("van route known internally as" of "… as 'Route North'")."""
    low = f" {_norm(text)} "
    for name in sorted(names, key=len, reverse=True):
        low = low.replace(f" {name} ", " | ")
    out: list[str] = []
    for word in low.split():
        if len(word) < 3 or word in W.LIGHT_WORDS:
            continue
        stemmed = stem(word.removesuffix("'s"))
        if stemmed not in _NAMING_NOUNS and stemmed not in _CALENDAR:
            out.append(stemmed)
    return out


def _another_of_kind(new_body: str, fresh: set[str], shared: set[str], old_all: set[str]) -> bool:
    """Whether the newer memory's thing is another one of the kind: a word the older memory lacks stands right before
    a shared word ("the *school's* replica" after "the museum's replica", "the *search* service" after "the billing
    service") or right after it as the head ("the team *blog*" after "the team wiki"), or a part of it after its
    possessive ("the shop's *newsletter*"; "the shop's signage" names the shop). A word ending in "ed" or "ing" after
    it is a verb ("the crew rebranded themselves")."""
    # each clause read apart, its end a boundary: "rebranded the lab; storefront signage …" tells no "lab storefront"
    words: list[str] = []
    for clause in _CLAUSE_CUT.split(new_body):
        low = f" {_norm(clause)} "
        for name in sorted(fresh, key=len, reverse=True):
            low = low.replace(f" {name} ", " | ")
        words += [*low.split(), "|"]

    def other(word: str) -> bool:  # a content word the older memory lacks
        if word == "|" or word in W.LIGHT_WORDS or len(word) < 3:
            return False
        stemmed = stem(word.removesuffix("'s"))
        return stemmed not in old_all and stemmed not in _NAMING_NOUNS and stemmed not in _CALENDAR

    clashes = []
    for at, word in enumerate(words):
        if stem(word.removesuffix("'s")) not in shared:
            continue
        before = [w for w in words[max(0, at - 3):at] if w not in W.DETERMINERS]
        lead = before[-1] if before else "|"
        clash = (other(lead) and not lead.endswith(("ed", "ing")) and stem(lead) not in _VERBISH) or any(
            stem(w) in _CONTRASTS and stem(w) not in old_all for w in before[-2:])
        after = words[at + 1] if at + 1 < len(words) else "|"
        # "the shop's newsletter was renamed": a part of the thing renamed, not the thing ("the shop's signage")
        clash = clash or (other(after) and not after.endswith(("ed", "ing", "'s")) and stem(after) not in _VERBISH)
        clashes.append(clash)
    return bool(clashes) and all(clashes)  # no shared word of the thing told clean of another thing's words


# Where a clause ends: a semicolon, a dash, a colon, a sentence's end, a bracket.
_CLAUSE_CUT = re.compile(r"[;:—–()!?]|\.(?:\s|$)")
# Words that may stand beside a thing as its verb, not as its modifier or head: "the shop reopened", "had the van's …".
_VERBISH = W.stem_set("is are was were has have had got gets goes go reopen reopens relaunch relaunches now says said")


def _in_a_name(body: str, found: re.Match[str]) -> bool:
    """Whether a word found is a word of a name: capitalised inside a run of capitalised words, not a sentence's first
    word ("signs read Campus Returns Point": "Returns" is the name's, no going back)."""
    word = found.group(0)
    if not word[:1].isupper() or not word[1:].islower():
        return False
    before = body[:found.start()].rstrip()
    after = body[found.end():].lstrip()
    return bool(before) and before[-1] not in ".!?;:—–" and (before.split()[-1][:1].isupper() or after[:1].isupper())


def _holds(one: str, two: str) -> bool:
    """Whether one name stands inside the other ("santa's story nook" / "story nook"), word by word."""
    if one:
        return bool(whole_starts(two, one))  # (?<![\w])<one>(?![\w]), with no pattern built per name
    return re.search(r"(?<![\w])(?![\w])", two) is not None


def name_anew(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` gives the thing ``old_text`` names a new name beside a word of renaming, or ``None``."""
    new_body = undated(new_text, dot=True)
    new_low = f" {_norm(new_body)} "
    if not says(_RENAMED, new_body) and not says(_ENDED_WORD, new_low):
        return None  # no word of renaming and none of an ending: the older names need not be read
    old_body = undated(old_text, dot=True)
    old_words = set(re.findall(r"[a-z]+", old_body.lower()))
    if any((m.group(0).lower() not in old_words or m.group(0).lower() not in _ANOTHER) and not _in_a_name(new_body, m)
           for m in _NOT_REPLACED.finditer(new_body)):
        return None  # "our second eight" after "our second eight": the older thing, not another one
    olds = _names(old_body)
    if not olds:
        return None
    if not _RENAMED.search(new_body) and not any(
            re.search(rf" {re.escape(o)} (?:(?:was|is|has been|got) )?{_ENDED}", new_low) for o in olds):
        return None  # nothing renamed, and no older name said struck or retired
    old_low = _norm(old_body)
    fresh = {n for n in _names(new_body) if not _holds(n, old_low)
             and not any(_holds(o, n) or _holds(n, o) for o in olds)}
    if not fresh:
        return None
    old_all = set(_content(old_body, set()))
    shared = set(_content(old_body, olds)) & set(_content(new_body, fresh))
    if _another_of_kind(new_body, fresh, shared, old_all):
        return None  # "the back-end team" after "the front-end team": another thing of the kind
    kept_name = [o for o in olds if f" {o} " in new_low  # the name at all, before a pattern is made of it
                 and re.search(rf"\b(?:old|former|stopped calling(?: it)?(?: the)?) {re.escape(o)} "
                               rf"| {re.escape(o)} (?:{_NAME_WORDS} ){{0,2}}"
                               rf"(?:(?:was|were|is|has been|got) )?(?:[a-z]+ly )?"
                               rf"(?:{_RENAMES_OR_ENDS})\b", new_low)]
    own = _OWN_REBRAND.search(new_body) is not None and _FIRST_PERSON.search(old_body) is not None
    if not shared and not kept_name and not own:
        return None
    thing = " ".join(sorted(shared)) or (kept_name[0] if kept_name else "speaker's own business")
    older = kept_name[0] if kept_name else sorted(olds)[0]
    return f"the newer memory renames the {thing}: {older} → {sorted(fresh)[0]}"

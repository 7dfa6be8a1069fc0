"""The older memory's tool said gone in a clause of its own, and the use told done another way.

"I use Koin for dependency injection" / "Ripped Koin out last sprint; dependencies are wired with kotlin-inject";
"Sail graphics are printed on a Mimaki sublimation printer" / "The Mimaki was sold off; graphics printing is
outsourced"; "clog drying: wood-fired kiln in the back shed" / "kiln out of use since the chimney failed — blanks dry
in a dehumidifier cabinet". Fresh hands name tools no table knows (a rasp, a clincher, a PAT tester), so the tool is
read from where it stands in the older text: the noun phrase a use is done with ("with a jigsaw", "in SolidWorks",
"handled by Decompose", "I use Koin"), or a note's value ("satcom: Iridium handsets"). The newer text says that tool
went — an ending word bound to it, before it as the holder's deed ("binned the Heller", "returned the Leica rover") or
after it in its clause ("Pfaff sold", "the Rega was taken out", "drawknife hangs on the wall unused") — and another
clause names something the older text does not: the use's new way.

Not a change: a tool named again beside its end (gone from one place, kept in another); one of several ("one T82 out
for repair", "the spare Pfaff"); a repair, a service or a stand-in ("while", "until", "for repair"); the older tool
kept ("still", "backup"); someone else's tool; the ending word bound to another thing; no other clause; and whatever
the statement model finds hedged, temporary, additive or about the past (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.ending_words import ENDED_AFTER, ENDED_BEFORE, as_words, phrases
from core.conflicts.note_dates import undated
from core.conflicts.tool_swap import modifier_differs
from core.text.tokens import stem

_TOKEN = re.compile(r"[\w][\w'’.+/-]*[\w+]|\w|[;,:=()\[\]—–.!?|]|->|→")
_BOUNDARY = frozenset(";,:=()[]—–.!?|") | {"->", "→"}
# Words that put a tool to a use just before its noun phrase: "cut with a jigsaw", "drawn in SolidWorks",
# "handled by Decompose", "I use Koin", "navigated using a paper map".
_MARKERS = frozenset("with using via through by in on use uses".split())
_GROUPS = frozenset(stem(w) for w in "team group office department crew staff facilities committee club".split())
_DETERMINERS = frozenset("a an the my our his her their its this that plain old".split())
# Where a tool's noun phrase ends: a preposition or a conjunction opens what it is for or where it stands.
_PHRASE_END = frozenset("""for in on at to from by with via through before after each every and or but as of into
    onto when while since because so than""".split())
# The holder's deeds of ending, before the tool: "ripped Koin out", "binned the Heller", "returned the Leica rover".
_BEFORE = as_words(ENDED_BEFORE + phrases("""ripped | stripped | pulled | binned | returned | gave | gave away | traded
    | traded in | unplugged | shelved | threw out | tossed | scrapped | stopped using | stopped buying
    | no longer use | no longer uses | got rid of | handed back | gave back | sent back | decommed"""))
# Told after the tool, in its clause: "Pfaff sold", "the Rega was taken out", "the ledger went in the bin".
_AFTER = as_words(ENDED_AFTER + phrases("""sold | sold off | returned | pulled | stripped | shelved | taken out
    | ripped out | thrown out | torn down | lost | unplugged | traded in | handed back | given back | sent back
    | went back | went in the bin | in the bin | out of use | out of service | hangs on the wall | retired
    | decommed | abolished | dropped | deleted | removed | cancelled | off
    | went in the drawer | went in a drawer | in the drawer | in a drawer | sits in a drawer | sits in the drawer"""))
# The older tool failing for good, told after it in its clause ("Verilator kept choking", "the Kodak quit working"):
# a reason the use moved, read only where another clause puts the use to another tool ("… in Zed instead").
_FAILED = as_words(phrases("""kept crashing | kept choking | kept hanging | kept freezing | kept failing | kept breaking
    | kept dying | kept corrupting | quit working | quit on me | stopped working | gave out | died on me
    | cracked | snapped | shattered | broke"""))
# A failure answered by mending the same tool ("so I reinstalled it", "patched it with …"), not by another tool.
_MENDED = re.compile(r"\b(?:re[a-z]{3,}(?:ed|ing)|update[ds]?|updating|upgrad\w*|downgrad\w*|patch\w*|fix\w*"
                     r"|restart\w*|reboot\w*|bugs?|workaround|roll\w* (?:it )?back|filed|reported|when|whenever)\b")
# Ending words that end a thing only closing their clause ("Paper logging is over for me", "hg server off"), not
# before more words ("birds over mammals", "off the shelf").
_CLAUSE_FINAL = frozenset({("over",), ("off",)})
# What may stand between a tool and the ending word after it: "The TRAFx units at Foxglen were pulled".
_LINKS = frozenset("is was were are has have had been got just all now finally fully also the has".split())
# Nouns for the tool itself, its install or its kit: "SkiData units returned", "Jaeger container torn down".
_ITSELF = frozenset("""unit units kit kits set sets handset handsets box machine machines container scripts script
    sub subscription licence license licences licenses account history server servers method output install app
    client plugin scope gauge gauges tool tools copy instance""".split())
# Right after the tool, the part of it a use is built of: "the Azure Pipelines definitions were deleted", "Mnesia
# tables deleted", "the whiteboard rota was wiped" — that part ended is the tool ended.
_ITS_PART = frozenset("""step steps stage stages table tables definition definitions config configs workflow workflows
    pipeline pipelines hook hooks integration integrations rota grid""".split())
# A model number after the tool's name: "Glacio 300", "C500", "mk2".
_MODEL = re.compile(r"^(?:\d{1,5}|[a-z]{0,3}\d{1,5}[a-z]{0,2})$")
# A stand-in, a repair or one of several: the older tool is not gone for good, or not all of it.
_NOT_FOR_GOOD = re.compile(r"\b(?:still|remains?|stays?|(?:kept|keep)(?! \w+ing\b| in\b| on\b)|spare|"
                           r"as (?:a )?back-?up|for now|until|till|while|"
                           r"temporar\w*|for repairs?|repair(?:ed|ing)?|servic(?:ed|ing)|for (?:a )?service|being|"
                           r"this week|one of|other|another|second|also|loan(?:er|ed)?|borrow\w*|stop-?gap|stand-?in|"
                           r"interim|renew\w*|this wk|for (?:a|one|the|that) (?:[\w-]+ )?(?:week|day|month|weekend)|"
                           # a purpose it went for ("sent back for calibration"), a plan or a hedge
                           r"clean\w*|calibrat\w*|refit\w*|overhaul\w*|maintenance|inspection|tune-?up|"
                           # a plan, not "planed", "planting" or a use "planned in Deputy"
                           r"will|plan(?:s|ning)?|planned(?! (?:in|on|with|using|via|through|by)\b)|going to|might|may"
                           r"|soon|next (?:week|month|year|season))\b")
_FEW = frozenset("one two three some half few several most".split())
_SOMEONE = re.compile(r"(?<!\bto )\b(?:my|the user's|the user’s|his|her|their) (?:partner|wife|husband|sister|"
                      r"brother|mother|father|son|daughter|colleague|friend|neighbou?r|cousin|boss|manager|apprentice|"
                      r"student)\b")


def _tokens(text: str) -> list[str]:
    return list(_token_tuple(text))


@lru_cache(maxsize=4096)  # the newcomer's tokens are asked beside each of its candidates
def _token_tuple(text: str) -> tuple[str, ...]:
    return tuple(_TOKEN.findall(undated(text, dot=True)))


def _bare(token: str) -> str:
    low = token.lower().strip("'’")
    return low[:-2] if low.endswith(("'s", "’s")) else low


def _phrase(lows: list[str], start: int) -> list[str]:
    """The content words of the noun phrase opening at ``start``: past determiners, up to four words."""
    while start < len(lows) and lows[start] in _DETERMINERS:
        start += 1
    words: list[str] = []
    for word in lows[start:start + 4]:
        if word in _BOUNDARY or word in _PHRASE_END:
            break
        words.append(word)
    return [w for w in words if w not in W.STOP_WORDS and w not in W.SELF_WORDS and w not in W.PRONOUNS
            and not w.isdigit()]


@lru_cache(maxsize=4096)
def instrument_words(text: str) -> frozenset[str]:
    """The words of the tools ``text`` puts to a use: the noun phrase after "with", "in", "by", "using", "I use" …,
    and a note's value after its key ("satcom: Iridium handsets for field parties")."""
    lows = [_bare(t) for t in _tokens(text)]
    found: set[str] = set()
    key = next((k for k, w in enumerate(lows[:6]) if w in (":", "=", "->", "→")), -1)
    if key > 0:
        found.update(_phrase(lows, key + 1))
    for k, word in enumerate(lows):
        if word in _MARKERS:
            phrase = _phrase(lows, k + 1)
            if not (word == "by" and any(stem(w) in _GROUPS for w in phrase)):
                found.update(phrase)  # not "maintained by the Kraków office": who does it, not with what
    return frozenset(w for w in found if len(w) > 2 and stem(w) not in W.TIME_WORDS and stem(w) not in _PLACES)


# Where a tool stands, not the tool: "cut with a jigsaw in the back room" — the room's end is no end of the jigsaw.
_PLACES = frozenset(stem(w) for w in """room rooms shed office lab labs garage kitchen yard workshop studio house home
    site station barn shop bay hall floor building basement attic loft cellar""".split())


def _held_by_another(tokens: list[str], start: int) -> bool:
    """Whether the tool at ``start`` is told as someone else's: "its", "his", "her", "their" or a name's "'s" before
    it ("binned its grinder", "Mara's Pfaff") — not the user's."""
    j = start - 1
    while j >= 0 and tokens[j].lower() in ("the", "a", "an", "old"):
        j -= 1
    if j < 0:
        return False
    low = tokens[j].lower()
    return low in ("its", "his", "her", "their") or (
        low.endswith(("'s", "’s")) and low[:-2] not in ("user", "user’"))


def _ending_before(lows: list[str], k: int) -> str | None:
    """The holder's ending deed just before the tool at ``k`` ("binned the Heller", "ripped Koin out")."""
    j = k
    while j > 0 and (lows[j - 1] in _DETERMINERS or lows[j - 1] in W.SELF_WORDS):
        j -= 1
    for phrase in _BEFORE:
        n = len(phrase)
        if j - n >= 0 and tuple(lows[j - n:j]) == phrase \
                and not any(w in ("not", "never", "no", "nobody") or w.endswith("n't")
                            for w in lows[max(0, j - n - 2):j - n]):
            return " ".join(phrase)
    return None


def _ending_after(lows: list[str], k: int, tool: frozenset[str],
                  endings: tuple[tuple[str, ...], ...] = _AFTER) -> str | None:
    """The ending told after the tool at ``k`` in its clause ("Pfaff sold", "the Rega was taken out"); ``endings``:
    the phrases read (a failure's, :data:`_FAILED`, for :func:`_failed_and_replaced`)."""
    j = k + 1
    nouns = 0
    while j < len(lows) and j - k <= 6 and lows[j] not in _BOUNDARY:
        for phrase in endings:
            if tuple(lows[j:j + len(phrase)]) == phrase:
                after = lows[j + len(phrase)] if j + len(phrase) < len(lows) else "."
                if phrase in _CLAUSE_FINAL and after not in _BOUNDARY \
                        and not (after == "for" and lows[j + 2:j + 3] in (["me"], ["us"])):
                    continue  # "yarn over npm", "refurnished by facilities over the weekend": no end
                return " ".join(phrase)
        if lows[j] in tool or lows[j] in _ITSELF or (j == k + 1 and (lows[j] in _ITS_PART or _MODEL.match(lows[j]))):
            nouns += 1  # "Glacio 300 traded in", "The esbuild step was removed": the tool's model or its part
        elif lows[j] not in _LINKS and not (lows[j] in ("at", "from", "of") and j + 1 < len(lows)):
            return None
        if nouns > 2:
            return None
        j += 1
    return None


def _failed_and_replaced(new_text: str, word: str, tool: frozenset[str]) -> bool:
    """Whether a failure of the older tool (named by ``word``) is answered in another clause by another tool put to
    the use ("Helix kept crashing, so their editing happens in Zed instead"), not by mending it ("so I reinstalled
    it"), a while ("when it froze") or nothing."""
    low_new = undated(new_text, dot=True).lower()
    if _MENDED.search(low_new):
        return False
    others = [c for c in _clauses(new_text) if word not in c.split()]
    return any(instrument_words(c) - tool for c in others)


def _key(text: str) -> list[str]:
    """A note's key, the words before its first colon ("freezer temperature alerts"); none for a sentence."""
    tokens = _tokens(text)
    at = next((k for k, t in enumerate(tokens[:6]) if t in (":", "=")), -1)
    return tokens[:at] if at > 0 else []


def _clauses(text: str) -> list[str]:
    return [c for c in re.split(r"\s*(?:[;:—–→(]|->|\.\s|,\s*(?:and\s+)?|\band\b|\bonce\b|\bsince\b"
                                r"|\bin favou?r of\b|\binstead of\b)\s*",
                                undated(text, dot=True).lower()) if c.strip()]


def tool_gone(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` says the tool ``old_text`` puts to a use went and tells the use done another way, or
    ``None``."""
    tool = instrument_words(old_text)
    if not tool:
        return None
    lows = [_bare(t) for t in _tokens(new_text)]
    named = [k for k, w in enumerate(lows) if w in tool]
    if not named:
        return None
    low_new = undated(new_text, dot=True).lower()
    if _NOT_FOR_GOOD.search(low_new) or _SOMEONE.search(low_new) or "?" in low_new:
        return None
    for k in named:
        start = k
        while start > 0 and lows[start - 1] in tool:
            start -= 1
        end = k
        while end + 1 < len(lows) and lows[end + 1] in tool:
            end += 1
        if start > 0 and lows[start - 1] in _FEW:
            return None  # "one T82 out for repair": one of several
        if _held_by_another(_tokens(new_text), start):
            return None  # "the café next door binned its grinder": another holder's tool
        cue = _ending_before(lows, start) or _ending_after(lows, end, tool)
        failed = cue is None and _ending_after(lows, end, tool, _FAILED) is not None
        if failed and not _failed_and_replaced(new_text, lows[k], tool):
            return None
        if failed:
            cue = _ending_after(lows, end, tool, _FAILED)
        if cue is None:
            continue
        was = " ".join(lows[start:end + 1])
        if sum(1 for w in lows if w == lows[k]) > 1:
            return None  # named again: gone from one place, kept in another
        old_words = {stem(w) for w in re.findall(r"[a-z][\w'’-]*", undated(old_text, dot=True).lower())}
        gone_clause = next((c for c in _clauses(new_text) if lows[k] in c.split() or lows[k] in c), "")
        fresh = [w for c in _clauses(new_text) if c != gone_clause
                 for w in re.findall(r"[a-z][\w'’-]*", c)
                 if len(w) > 2 and stem(w) not in old_words and w not in W.STOP_WORDS and w not in W.SELF_WORDS
                 and w not in W.PRONOUNS and stem(w) not in W.TIME_WORDS and stem(w) not in W.FILLER_WORDS]
        if not fresh or modifier_differs(_key(old_text), _key(new_text)):
            return None  # "delivery alerts: SMS off, …" after "freezer temperature alerts: SMS …": another use
        return f"the newer memory says the older tool ({was}) went ('{cue}') and tells the use done another way"
    return None

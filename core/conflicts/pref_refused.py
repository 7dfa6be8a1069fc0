"""A preference's older value refused in the newer memory: "asked to stop sending PDF stock reports and wants a link",
"Google Docs refused", "hardbacks are banned", "I can't face the 7am hack anymore; give me the evening ride instead".

:mod:`core.conflicts.attitude` reads an attitude where a verb of attitude governs its object; fresh hands refuse the
thing the older memory preferred in many other shapes, each bound to the thing: before it ("no more", "stop
sending", "asked not to be put on", "gone off", "soured on", "decided against", "can't face", "ripped … out") or after
it ("… refused", "… are banned", "… being phased out", "… not wanted", "… declined", "… has lost its appeal", "… was too
much hassle", trouble that recurs or wears the holder down: "… kept creeping", "… wrecked my sleep", "… isn't worth the
hours"). When every word of what is
refused is a word of the older preferred value — its head or a modifier, a compound's part ("pixel art" of
"pixel-art visuals"), not only its setting — and the newer memory chooses something else beside it ("wants",
"instead", "in favour of", "asked that …") or refuses the older value's head itself, the preference changed.

Not a change: a refusal of another thing or of the older setting only ("stopped using VS Code" after "dark mode in
VS Code"), a narrower setting the older memory never names ("no PDFs for the weekly digest"), a window or a one-off
("for this one quilt", "tonight", "this week"), a plan or a question, an addition ("also"), a past ("back in 2019"),
another person's refusal (the holder the older memory names must be named again; a partner or a colleague is someone
else), and whatever the statement model finds hedged, temporary or additive (the caller checks).
"""

from __future__ import annotations

import re
from functools import lru_cache

from core.conflicts import wording as W
from core.conflicts.attitude import attitudes
from core.conflicts.attitude_words import FOR, Attitude
from core.conflicts.note_dates import undated
from core.model.lean import lean_dataclass
from core.text.tokens import stem

# A verdict against a thing told after it, its verb taken in: "feels too cramped", "has gotten too pricey", "was
# straining their eyes", "are a pain", "confused new cooks", "drain me", "got on my nerves", "causes glare".
_VERDICT = (r"(?:(?:feels?|felt|sounds?|seems?|looks?|tastes?|gets?|got|gotten|became|become|turned|is|are|was|were"
            r"|'s|rated|fades?|runs?)\s+)?(?:far |way |much |just |a bit |rather |simply )?too (?!much\b|many\b)[a-z]+"
            r"|(?:strains?|strained|straining) (?:\w+ )?eyes|(?:a|such a) (?:pain|waste|chore|nightmare|hassle|faff)"
            r"|confus(?:es|ed|ing) (?:the |new |our |my |US |us )?\w+|drains? (?:me|us|him|her|them)"
            r"|got on (?:my|our|his|her|their) nerves|causes? glare"
            # trouble that recurs or wears the holder down, whatever the verb: "kept getting in my way", "keep
            # landing in spam", "bore me", "drives me up the wall", "wrecked my sleep", "wear me out", "waste my
            # mornings", "isn't worth the hours", "no good anymore", "don't suit me anymore"
            r"|(?:kept|keeps|keep) (?!(?:to|up|on|improving|getting better|working|growing|going|winning|running|being"
            r"|selling|paying|helping|saving|coming back)\b)[a-z]+ing"
            r"|(?:bore|bores|bored|boring) (?:me|us|him|her|them)"
            r"|drives? (?:me|us|him|her|them) (?:up the wall|mad|nuts|crazy|spare)"
            r"|(?:were |was |are |is |have |has |had )?(?:wreck|wrecks|wrecked|wrecking|ruin|ruins|ruined|ruining)"
            r" (?:my|our|his|her|their) \w+|(?:wear|wears|wore|wearing) (?:me|us|him|her|them) out"
            r"|(?:waste|wastes|wasted|wasting) (?:my|our|his|her|their) \w+"
            r"|(?:is|are|was|were)(?:n't| not) worth|(?:is |are )?no good|(?:do|does|did)(?:n't| not) suit"
            r"|(?:no longer|stopped) suit(?:s|ing)?")
# What may stand as the refused thing: up to four words, none a boundary.
_THING = r"((?:[\w][\w'’+#./-]*\s+){0,3}[\w][\w'’+#./-]*)"
# Refused before the thing: "no more printouts", "stop sending PDF reports", "asked not to be put on Tansy".
_BEFORE = re.compile(r"\b(?:no more|no longer (?:wants?|likes?|uses?|takes?|trusts?|rates?|picks?|orders?|chooses?"
                     r"|buys?|stocks?|specifies)|no|not|never"
                     r"|(?:stop|stopped|stops) (?:sending|receiving|using|getting|serving|doing|putting|giving|booking"
                     r"|ordering|playing)|asked (?:them |us |me )?to stop (?:sending|receiving|using|getting|serving"
                     r"|doing|putting|giving|booking|ordering|playing)"
                     r"|asked not to be (?:put|placed|booked|given|sent|seated) (?:on|with|in|at)"
                     r"|asked not to (?:get|receive|use|be given|be sent)"
                     r"|gone off|went off|going off|can'?t face|cannot face|can'?t stand|done with|tired of|sick of"
                     r"|fed up with|ripped|pulled|dropped|ditched|scrapped|rejects?|rejected|dislikes?|refuses?"
                     # turned against it: "soured on Tailwind", "swore off foam latex", "decided against glass"
                     r"|soured on|souring on|swore off|swears off|sworn off|decided against|regrets?|regretted"
                     # the older value vetoed, gone cold on or replaced by the holder's deed: "vetoed teal", "went
                     # cold on AppImage", "replacing the side-facing choice"
                     r"|vetoe?s|vetoed|(?:went|gone|going|grown|grew) cold on|replacing|replaced"
                     # the older value put second to the one chosen: "chosen over screw caps", "ahead of the Riesling"
                     r"|(?:chosen|chose|picked|preferred|favou?red|selected|won|wins|prefers?|favou?rs?) over|ahead of)"
                     r"\s+(?:the |any |all |those |these |my |our |their )?" + _THING)
# Refused after the thing: "Google Docs refused", "hardbacks are banned", "printed copies being phased out".
_AFTER = re.compile(_THING + r"\s+(?:(?:is|are|was|were|being|been|has been|have been|has|have|gets?|got|now)\s+)?"
                    r"(?:refused|rejected|banned|phased out|struck|dropped|ditched|scrapped|voted (?:out|down)"
                    r"|not wanted|no longer wanted|unwanted|(?:has |have )?lost (?:its|their) appeal"
                    r"|too much (?:hassle|work|trouble|faff)|(?:fallen |fell )?out of favou?r|ripped out|taken out"
                    r"|vetoed|binned|abandoned|ruled out|set aside|discarded|unwelcome|declined"
                    r"|off the table|(?<=is )out|(?<=are )out"
                    # the older value judged, as the subject of a verdict against it: "two spaces feels too cramped",
                    # "dark mode was straining their eyes", "PDFs are a pain to filter", "phone calls drain me"
                    r"|" + _VERDICT + r")\b")
# A word _AFTER ends at, found before _AFTER itself is tried: its leading run of up to four words makes it the dearest
# pattern here, and most texts hold none of these (each alternative of _AFTER's ending contains one of them).
_AFTER_CUE = re.compile(r"(?:refused|rejected|banned|phased out|struck|dropped|ditched|scrapped|voted (?:out|down)"
                        r"|wanted|lost (?:its|their) appeal|too much (?:hassle|work|trouble|faff)|out of favou?r"
                        r"|ripped out|taken out|vetoed|binned|abandoned|ruled out|set aside|discarded|unwelcome"
                        r"|off the table|is out|are out|declined|" + _VERDICT + r")\b")
# Asked to end: "asked that shift reports stop coming as PDFs", "asked that Friday privates stop".
_ASKED_STOP = re.compile(r"\b(?:asked|asks|wants?|requested) that (?:the |any |all |those |these |my |our |their )?"
                         + _THING + r"\s+(?:stop|stops|end|ends|be dropped|be stopped)\b")
# The words a refused thing ends at.
_ENDS = frozenset("for in on at with by and but or so because since after before than as anymore instead from to near "
                  "when while during which that who "
                  # a verb of judging or telling before the thing judged: "finds Fastify too heavy", "says 24h …"
                  "find finds found finding says said complained complains thinks thought".split())
# The auxiliaries a refusal told after the thing may carry, never a word of the thing.
_AUXILIARIES = frozenset("is are was were be been being has have having had gets get got gotten now fallen fell feels "
                         "feel felt sounds sound seems seem looks look tastes taste became become turned 's".split())
# Words of a refused thing that name no value of it: "printed *copies*", "hand-written *ones*".
_GENERIC = W.stem_set("copy copies one ones version versions thing things stuff kind kinds type types option options "
                      "file files format formats style styles any more anymore slot slots")
# Something else chosen beside the refusal.
_CHOICE = re.compile(r"\b(?:prefers?|preferred|favou?rite|favou?rs?|favou?red|wants?|wanted|would rather|'d rather"
                     r"|rather|requests?|asks? for|asked for|asks? that|asked that|asks? to|asked to|requested"
                     r"|insists? on|insisted on|chose|chosen|picked|settled on|switched|moved to|come round to"
                     r"|came round to|come around to|came around to|instead|in favou?r of|replaced"
                     r"|suits? (?:me|them|him|her|us)"
                     r"|(?:gone|went|going) (?:back|over) to|(?:taken|took|taking) to|only please"
                     r"|won (?:me|them|him|her) over|go-to|give me|is what|are what|reach for|reaches for"
                     r"|reached for|going for|go for|goes for|backs|swears? by|swore by|please)\b")
# A window, a one-off, a plan, an addition, a past: no standing preference turned.
_NOT_STANDING = re.compile(r"\b(?:this one|for this|this time|one-off|just for|only for|for now|tonight|today"
                           r"|this (?:week|month|weekend|visit|trip|event|season|once)|temporar\w*|for the time being"
                           r"|until|till|maybe|might|perhaps|considering|wonder\w*|whether|if|trial\w*|try|trying"
                           r"|thinking|also|as well|alongside|back in|used to|previously|formerly|still"
                           r"|in (?:19|20)\d\d|before (?:19|20)\d\d)\b|\btoo\b(?=\s*(?:[.;,)]|$))|\?")
# A setting put first, before the clause it bounds: "For the ESP32 sensors, …", "On the night shift I'd rather …".
_FRONTED_SETTING = re.compile(r"^(?:for|on|in|at|during|with) ((?:[\w'’+#./-]+ ){0,4}?[\w'’+#./-]+?)"
                              r"(?=,| i | i'd | we | the user | they | he | she )")
# People who are not the older memory's holder: "the user's partner", "my deputy".
_OTHERS = re.compile(r"\b(?:partner|wife|husband|sister|brother|mother|father|mum|dad|friend|colleague|deputy|boss"
                     r"|manager|lead|client|daughter|son|kids?|teammate|roommate|flatmate|team|committee|board|staff"
                     r"|members|crew|department)s?\b")
_IN_FAVOUR = re.compile(r"\bin favou?r of\b")
_CLAUSES = re.compile(r"[;:.!?—–()]|,\s|\s(?:and|but|so|while|whereas)\s")


# A setting or window the newer text names anywhere: "during the away tournament", "for the exams".
_SETTING_ANYWHERE = re.compile(r"\b(?:during|while|for|at|on|in)\s+(?:(?:the|a|an|my|our|his|her|their|this|that)\s+)?"
                               r"([a-z][\w'-]*)")


def _new_setting(low: str, old_stems: set[str]) -> bool:
    """Whether ``low`` names a setting or window whose first word the older text lacks."""
    return any(stem(m.group(1)) not in old_stems for m in _SETTING_ANYWHERE.finditer(low))


def _stems(words: list[str]) -> set[str]:
    # a possessive is its noun: "TypeScript's typing", "Portra's gotten too pricey"
    return {stem(w.removesuffix("'s")) for w in words if w not in W.LIGHT_WORDS and not w.isdigit()} - _GENERIC


def _parts(attitude: Attitude) -> tuple[set[str], set[str]]:
    """The older preferred value's words, a compound split to its parts and a keyed value to its value ("pixel-art" →
    pixel, art; "filetype=pdf" → pdf): (all its words, the words of its setting and purpose)."""
    def split(words: frozenset[str] | set[str]) -> set[str]:
        out: set[str] = set()
        for word in words:
            value = word.partition("=")[2] or word
            out |= {word, value, *(stem(p) for p in re.split(r"[-_/]", value) if len(p) >= 3)}
        return out

    return split(attitude.words | attitude.modifiers | {attitude.head}), split(attitude.scope | attitude.purpose)


def _refused(low: str) -> list[tuple[list[str], str]]:
    """Each thing ``low`` refuses, as its words, with the rest of its clause after it."""
    found: list[tuple[list[str], str]] = []
    patterns = (_BEFORE, _AFTER, _ASKED_STOP) if _AFTER_CUE.search(low) else (_BEFORE, _ASKED_STOP)
    for clause in _CLAUSES.split(low):
        for pattern in patterns:
            for match in pattern.finditer(clause):
                words = match.group(1).split()
                rest = clause[match.end():]
                if pattern is not _AFTER:
                    end = next((k for k, w in enumerate(words) if w in _ENDS), len(words))
                    words, rest = words[:end], " ".join(words[end:]) + rest  # "no emoji | in email subjects"
                else:
                    start = max((k + 1 for k, w in enumerate(words) if w in _ENDS), default=0)
                    words = words[start:]
                    # the thing's run is greedy, so it may end in the refusal's own auxiliary: "maple has fallen
                    # out of favour", "undyed are unwanted", "Fomapan having fallen out of favour"
                    while words and words[-1] in _AUXILIARIES:
                        words = words[:-1]
                if words and words[0] in ("just", "only", "always", "every", "all", "sure", "really"):
                    continue  # "not just the plugin", "not sure": no thing refused
                found.append((words, rest))
    return found


@lean_dataclass(frozen=True)
class _Newcomer:
    """What :func:`pref_refused` reads of the newer text alone, read once for all of a capture's candidates."""

    low: str
    refusals: tuple[tuple[tuple[str, ...], str, frozenset[str]], ...]  # each thing refused: words, rest, stems
    fronted: frozenset[str] | None  # the stems of a setting put first, if one is
    others: bool  # other people named
    chosen: bool  # something else chosen beside the refusal
    stems: frozenset[str]


@lru_cache(maxsize=256)
def _newcomer(new_text: str) -> _Newcomer | None:
    low = " ".join(undated(new_text).lower().replace("’", "'").split())
    if _NOT_STANDING.search(low):
        return None
    refusals = _refused(low)
    if not refusals:
        return None
    fronted = _FRONTED_SETTING.match(low)
    return _Newcomer(low, tuple((tuple(words), rest, frozenset(_stems(words))) for words, rest in refusals),
                     None if fronted is None else frozenset(_stems(fronted.group(1).split())),
                     _OTHERS.search(low) is not None, _CHOICE.search(low) is not None,
                     frozenset(_stems(re.findall(r"[\w][\w'’+#-]*", low))))


def pref_refused(old_text: str, new_text: str) -> str | None:
    """Why ``new_text`` refuses the value ``old_text`` prefers (and chooses another, or refuses its head), or
    ``None``."""
    newcomer = _newcomer(new_text)
    if newcomer is None:
        return None
    low = newcomer.low
    if newcomer.fronted is not None and newcomer.fronted - _stems(re.findall(r"[\w][\w'’+#-]*", old_text.lower())):
        return None  # "For the ESP32 sensors I'd rather write C++, Python's too heavy there": a narrower setting
    liked = [a for a in attitudes(old_text) if a.polarity == FOR and not a.contrast]
    if not liked:
        return None
    old_low = old_text.lower()
    if newcomer.others and not _OTHERS.search(old_low):
        return None  # "the user's partner …": someone else's taste
    old_stems = _stems(re.findall(r"[\w][\w'’+#-]*", old_low))
    chosen, new_stems = newcomer.chosen, newcomer.stems
    for words, rest, told in newcomer.refusals:
        if not told:
            continue
        # the setting ends where the refusal's agent begins: "chosen over straw for the calving pens by the herd vet"
        # "… set aside in favour of rugged tablets": what was chosen instead, no setting
        rest = _IN_FAVOUR.split(rest, maxsplit=1)[0]
        where = re.search(r"\b(?:for|in|on|during)\s+((?:(?!after|since|because|before|as|so|by\b)\S+\s*)*)", rest)
        if where is not None and _stems(re.findall(r"[\w][\w'’+#-]*", where.group(1))) - old_stems:
            continue  # "no PDFs for the weekly digest": a narrower setting than the older memory names
        if words and all(re.search(rf"\b(?:without|no|never)\s+(?:[\w-]+\s+)?{re.escape(w.lower())}\b", old_low)
                         for w in words):
            continue  # "prefers quiet rides without music" / "no music on his rides": the older liking refused it too
        for attitude in liked:
            if attitude.holder.startswith("other:") and not any(
                    part in low for part in attitude.holder[6:].split("-")):
                continue  # "editor prefers …": the same editor must be named again
            every, setting = _parts(attitude)
            if not told <= every and not (told <= every | setting and told & every) \
                    and not (told & every and told <= old_stems and not _new_setting(low, old_stems)):
                continue  # another thing ("dawn deck inspections" after "inspect the bridge deck at dawn": the value
                # named with its setting is the older one)
            if told <= setting and not (every - setting - told) & new_stems:
                # only where the older preference holds ("stopped using VS Code" after "dark mode in VS Code"), unless
                # the older preferred thing is named again beside it ("labels in Inter; Garamond refused")
                continue
            # the older keyed value itself refused ("dark" of "mode=dark", "metric" of "units=metric") is its head
            keyed = {w.partition("=")[2] for w in attitude.words if "=" in w}
            if chosen or attitude.head in told or attitude.head.partition("=")[2] in told or keyed & told:
                return f"the older preferred {' '.join(words)} refused ({attitude.head})"
    return None
